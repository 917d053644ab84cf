import {
  detailCodeFor,
  ERROR_CODES,
  type ErrorCode,
  type ErrorDetail,
  type ErrorEnvelope,
  isLocale,
} from '@app/contracts';
import { translatorFor } from '@app/i18n/catalogs';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { committedWrites } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

/** Fastify's own 4xx errors (bad JSON, too large, wrong media type) keep their status. */
const codeForStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Errors of the database driver that mean "the database is unreachable", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ENOTCONN',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  '08000',
  '08003',
  '08004',
  '08007',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
]);

/** A write sent to the database whose outcome the server could not learn (db/client.ts). */
function isWriteOutcomeUnknown(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { writeOutcomeUnknown?: unknown }).writeOutcomeUnknown === true) return true;
  }
  return false;
}

/**
 * The database's answers that say "too busy now, the same request may pass in a moment": a statement
 * timeout (57014), a row lock held longer than the lock timeout (55P03, db/client.ts), a
 * serialization failure (40001) and a deadlock (40P01). The transaction was rolled back: nothing of
 * it was saved, and the client retries after Retry-After (issue 31, finding 3).
 */
const BUSY_CODES = new Set(['57014', '55P03', '40001', '40P01']);

function isDatabaseUnavailable(error: unknown): boolean {
  if (BUSY_CODES.has(sqlState(error) ?? '')) return true;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Query read timeout|Connection terminated|Connection ended|timeout exceeded when trying to connect|not queryable|Client was closed|socket hang up|write after end/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The SQLSTATE of a database error: PGlite's and node-postgres' DatabaseError both carry it as
 * `code`, and Drizzle wraps either in a DrizzleQueryError whose `cause` is the original.
 */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in e) return code;
  }
  return undefined;
}

/**
 * Database errors that a request's own values caused: a safety net behind the validation that should
 * have caught them (cursors, ids), so a value PostgreSQL cannot take is the client's 400, and a
 * second insert of the same unique row (two requests racing) is a 409, never a 500.
 */
function databaseEnvelope(error: unknown): Omit<ErrorEnvelope, 'requestId'> | null {
  const state = sqlState(error);
  // Class 22, data exception: invalid text for a type (22P02), out of range (22003), bad or
  // out-of-range date/time (22007, 22008), invalid parameter (22023)…
  if (state?.startsWith('22')) {
    return { statusCode: 400, code: 'BAD_REQUEST', message: 'A value in the request is not valid' };
  }
  if (state === '23505') {
    return { statusCode: 409, code: 'CONFLICT', message: 'This conflicts with existing data' };
  }
  return null;
}

/**
 * Multipart bodies the parser (busboy, under @fastify/multipart) cannot read: no boundary in the
 * Content-Type, or a body that ends before its closing boundary. Busboy throws plain Errors, so they
 * are told apart by message, and only on multipart requests.
 */
const MULTIPART_PARSE_ERROR =
  /^Multipart: Boundary not found$|unexpected end of multipart data$|^Boundary required$|^The needle /i;

function isMultipartParseError(error: unknown, request: FastifyRequest): boolean {
  const contentType = request.headers['content-type'];
  return (
    typeof contentType === 'string' &&
    contentType.toLowerCase().startsWith('multipart/') &&
    error instanceof Error &&
    MULTIPART_PARSE_ERROR.test(error.message)
  );
}

function send(reply: FastifyReply, request: FastifyRequest, envelope: Omit<ErrorEnvelope, 'requestId'>) {
  if (envelope.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(envelope.retryAfterSeconds));
  return reply
    .code(envelope.statusCode)
    .type('application/json; charset=utf-8')
    .send({ ...envelope, requestId: request.id });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Errors Fastify raises before any route runs; the one a person can cause is an address with a
 * broken percent-escape (`/en/reviews/%E0`), which no route can read. The API answers its envelope;
 * a page address gets a small page in its language (from its first segment), with no script, rather
 * than Fastify's JSON.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const envelope = { statusCode: 400, code: 'BAD_REQUEST' as const, message: 'The address is not valid' };
  if (error.code !== 'FST_ERR_BAD_URL') {
    return send(reply, request, { ...envelope, message: 'The request could not be read' });
  }
  const path = request.raw.url ?? '/';
  if (path.startsWith('/api/')) return send(reply, request, envelope);
  const segment = path.split('/')[1] ?? '';
  const locale = isLocale(segment) ? segment : 'en';
  const t = translatorFor(locale);
  const title = escapeHtml(t('errors.clientError.title'));
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · ${escapeHtml(t('app.name'))}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><main><h1>${title}</h1><p>${escapeHtml(t('errors.clientError.message'))}</p><p><a href="/${locale}">${escapeHtml(t('errors.goHome'))}</a></p></main></body></html>`,
    );
}

export function toEnvelope(error: unknown): Omit<ErrorEnvelope, 'requestId'> | null {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: ErrorDetail[] = error.validation.map((issue) => {
      const location = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue.message ?? 'Invalid value';
      // The schema's own code for the field (the web translates by it), else zod's issue kind.
      const custom = (issue.params as { params?: { code?: unknown } } | undefined)?.params;
      return {
        field: location || error.validationContext || 'body',
        message,
        code: detailCodeFor(message, custom) ?? issue.keyword,
      };
    });
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: details[0]?.message ?? 'Validation failed',
      details,
    };
  }
  const status = (error as FastifyError | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const code = codeForStatus[status] ?? 'BAD_REQUEST';
    return {
      statusCode: ERROR_CODES[code] === status ? status : 400,
      code,
      message: (error as Error).message,
    };
  }
  return null;
}

/**
 * One error envelope for every API failure. Expected errors (AppError, validation, Fastify's own 4xx)
 * are answered as they are, and so are values the database or the multipart parser refused (4xx);
 * anything else is logged with the request context and answered as a 500 (or 503 when the database
 * is down) without internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  // Each write request records whether it has committed something (db/client.ts), so that a database
  // failure after its commit (reading the created row back, say) is not answered "nothing saved".
  const writesOf = new WeakMap<FastifyRequest, { committed: boolean }>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    const state = { committed: false };
    writesOf.set(request, state);
    committedWrites.run(state, done);
  });

  app.setErrorHandler((error, request, reply) => {
    const envelope = toEnvelope(error);
    if (envelope) {
      if (envelope.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, request, envelope);
    }
    const fromDatabase = databaseEnvelope(error);
    if (fromDatabase) {
      // Still logged: validation should have stopped the value, so this points at a gap to close.
      request.log.warn({ err: error }, 'database refused a value');
      return send(reply, request, fromDatabase);
    }
    if (isMultipartParseError(error, request)) {
      return send(reply, request, {
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The multipart body could not be read',
      });
    }
    if (isWriteOutcomeUnknown(error) || (writesOf.get(request)?.committed && isDatabaseUnavailable(error))) {
      request.log.error({ err: error }, 'database stalled after a write was sent');
      return send(reply, request, {
        statusCode: 504,
        code: 'WRITE_OUTCOME_UNKNOWN',
        message:
          'The database did not confirm the write in time; it may have been saved. Retry with the same Idempotency-Key',
        retryAfterSeconds: 5,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, request, {
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Service temporarily unavailable',
        retryAfterSeconds: 5,
      });
    }
    request.log.error({ err: error, req: request }, 'unhandled error');
    return send(reply, request, {
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
  });

  // Fastify's 404 handler covers unknown API paths (non-GET pages go here too).
  app.setNotFoundHandler((request, reply) =>
    send(reply, request, {
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    }),
  );
}
