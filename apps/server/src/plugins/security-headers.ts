import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce that server-rendered pages put on their inline and module scripts. */
    cspNonce: string;
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
 * Strict CSP: scripts run only from our origin or with this response's nonce; no plugins, no
 * framing, no <base> hijack. Styles allow inline attributes because React and the toast library set
 * style attributes; style injection cannot run code. API answers get a CSP that forbids everything.
 */
export function pageCsp(nonce: string, options: SecurityHeadersOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${(options.scriptSrc ?? []).join(' ')}`.trim(),
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
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header(
      'content-security-policy',
      type.startsWith('text/html') ? pageCsp(request.cspNonce, options) : API_CSP,
    );
    reply.header('permissions-policy', 'camera=(), microphone=(), payment=(), geolocation=(self)');
    return payload;
  });
}
