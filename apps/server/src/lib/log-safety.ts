import { stdSerializers } from 'pino';
import { loggedNetwork } from './client-network.ts';

/**
 * What keeps secrets and personal data out of the logs (docs/privacy-data.md): whoever reads the
 * logs must not be able to take over an account (reset and verification links, session tokens,
 * OAuth codes) or learn who wrote what (e-mails, contacts, bodies, password hashes).
 */

/** Query parameters whose values are secrets: tokens, OAuth codes and states, keys, signatures. */
const SECRET_PARAM = /token|code|state|key|secret|password|signature|sig|nonce|session|auth/i;

export const REDACTED = '[redacted]';

/** An address with the values of secret-looking query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const hash = url.indexOf('#', query);
  const end = hash < 0 ? url.length : hash;
  const params = url
    .slice(query + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name);
      } catch {}
      return SECRET_PARAM.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, query)}?${params}${hash < 0 ? '' : '#[redacted]'}`;
}

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const ARGON2 = /\$argon2(?:id|i|d)\$[^\s"',)]+/g;
const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+|\/[\w/.-]*\?[^\s"'<>]+/g;
const BEARER = /Bearer\s+[\w.~+/-]+=*/gi;

/**
 * Free text (an error message, a stack, a mail server's answer) with e-mails, argon2 hashes,
 * bearer tokens and secret query values removed, and Drizzle's "params: …" (every value of the
 * failed query: e-mails, hashes, names, feedback) cut off.
 */
export function redactText(text: string): string {
  return text
    .replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`)
    .replace(URL_IN_TEXT, (url) => redactUrl(url))
    .replace(ARGON2, '[hash]')
    .replace(EMAIL, '[email]')
    .replace(BEARER, 'Bearer [redacted]');
}

/** Properties of errors that carry a query's values or a request's bytes, dropped whole. */
const VALUE_CARRYING = new Set(['params', 'parameters', 'detail', 'where', 'rawPacket', 'body', 'config']);

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[name] = VALUE_CARRYING.has(name) ? REDACTED : scrub(item, depth + 1);
  }
  return out;
}

/** pino's error serializer (type, message, stack, cause chain) with every string redacted. */
export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return scrub(error, 0);
  return scrub(stdSerializers.err(error), 0);
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/** A request in the logs: method, address without secret values, the client's coarse network. */
export function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: redactUrl(request.url), network: loggedNetwork(request.ip) };
}

/**
 * pino redaction of fields that may hold bodies, credentials and contacts, wherever a log call puts
 * them (one or two levels deep): the serializers above cover requests and errors.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  // A browser's grant to manage one review (issue 30).
  'req.headers["x-review-key"]',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs, at trace, the options it hands busboy: every request header with them
  // (the bearer token of an upload, a review's grant).
  'busboyOptions.headers',
  ...[
    'body',
    'password',
    'passwordHash',
    'token',
    'email',
    'to',
    'contacts',
    'text',
    'html',
    'params',
  ].flatMap((name) => [name, `*.${name}`]),
];
