import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Per-request nonce that server-rendered pages put on their inline and module scripts, made on
     * first use: an API answer (and each in-process call a render makes) never needs one.
     */
    readonly cspNonce: string;
    /**
     * Set for a page from the page cache, which carries no nonce: the hashes of its inline scripts,
     * which its policy allows instead of the nonce.
     */
    cspScriptHashes: string[] | null;
  }
}

export interface SecurityHeadersOptions {
  /** Extra origins the page may fetch from (a remote API base URL, map tiles). */
  connectSrc: string[];
  /** Extra origins images may come from (map tiles, object storage). */
  imgSrc: string[];
  /** Third-party script and frame origins (a hosted captcha when configured); none by default. */
  scriptSrc?: string[];
  frameSrc?: string[];
  isProduction: boolean;
}

/**
 * Strict CSP: scripts run only from our origin, or inline when they carry this response's nonce
 * (a page rendered for this response) or have one of the listed SHA-256 hashes (a page from the
 * page cache, the same bytes for everyone: every inline script the server wrote into it, nothing
 * else); no plugins, no framing, no <base> hijack. Styles allow inline attributes because React and
 * the toast library set style attributes; style injection cannot run code. API answers get a CSP
 * that forbids everything.
 */
export function pageCsp(
  inline: { nonce: string } | { hashes: readonly string[] },
  options: SecurityHeadersOptions,
): string {
  const inlineSources = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes;
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineSources, ...(options.scriptSrc ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${options.imgSrc.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${options.connectSrc.join(' ')}`.trim(),
    ...(options.frameSrc?.length ? [`frame-src ${options.frameSrc.join(' ')}`] : []),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ];
  if (!options.isProduction) directives.pop();
  return directives.join('; ');
}

const absoluteOrigin = (url: string) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []);

/** The other origins pages need, from the configuration: a remote API, map tiles, media, captcha. */
export function cspOrigins(config: FastifyInstance['config']): Omit<SecurityHeadersOptions, 'isProduction'> {
  const apiOrigin = absoluteOrigin(config.apiPublicUrl);
  // A hosted captcha (off by default) loads its script and frame from its own origins.
  const captchaOrigins =
    config.captcha.provider === 'turnstile'
      ? ['https://challenges.cloudflare.com']
      : config.captcha.provider === 'hcaptcha'
        ? ['https://hcaptcha.com', 'https://*.hcaptcha.com']
        : [];
  const mapOrigin = new URL(config.mapStyleUrl).origin;
  return {
    // The map style, its tiles, glyphs and sprites come from the style's origin.
    connectSrc: [...apiOrigin, mapOrigin, ...captchaOrigins],
    scriptSrc: captchaOrigins,
    frameSrc: captchaOrigins,
    // Photos and avatars may live in a bucket or behind a CDN (S3_PUBLIC_URL, MEDIA_PUBLIC_URL).
    imgSrc: [...new Set([...apiOrigin, mapOrigin, ...absoluteOrigin(config.media.publicUrl)])],
  };
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // HSTS only matters (and only works) over HTTPS; harmless over http://localhost.
    strictTransportSecurity: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const nonces = new WeakMap<FastifyRequest, string>();
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonce = randomBytes(16).toString('base64');
        nonces.set(this, nonce);
      }
      return nonce;
    },
  });
  app.decorateRequest('cspScriptHashes', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const hashes = request.cspScriptHashes;
    reply.header(
      'content-security-policy',
      type.startsWith('text/html')
        ? pageCsp(hashes ? { hashes } : { nonce: request.cspNonce }, options)
        : API_CSP,
    );
    reply.header('permissions-policy', 'camera=(), microphone=(), payment=(), geolocation=(self)');
    return payload;
  });
}
