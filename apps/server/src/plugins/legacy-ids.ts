import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { legacyIds } from '../lib/schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Exchanges, in place, every replaced old id among these values (a multipart upload's fields,
     * read by the handler after the hooks) for its new one, as the hooks do for JSON bodies.
     */
    exchangeLegacyIds(values: Record<string, unknown>): Promise<void>;
  }
}

/**
 * A time-ordered (v7) id in an address. The gazetteer's and the demo's ids (derived from a fixed
 * epoch, '018cc251-f400') were never replaced, so they are not looked up.
 */
const V7_ID = /[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/gi;
const WHOLE_V7_ID = new RegExp(`^${V7_ID.source}$`, 'i');
const FIXED_EPOCH = '018cc251-f400-';

/** The new id of each replaced one among `found` (lower-cased), in one lookup; empty without any. */
async function newIdsOf(db: Db, found: Iterable<string>): Promise<Map<string, string>> {
  const candidates = [...new Set([...found].map((id) => id.toLowerCase()))].filter(
    (id) => !id.startsWith(FIXED_EPOCH),
  );
  if (candidates.length === 0) return new Map();
  const rows = await db
    .select({ oldId: legacyIds.oldId, newId: legacyIds.newId })
    .from(legacyIds)
    .where(inArray(legacyIds.oldId, candidates));
  return new Map(rows.map((row) => [row.oldId, row.newId]));
}

/**
 * How deep a body is walked: ids sit near the top of every body the API takes, and a crafted body
 * nested thousands deep must cost no stack (its schema refuses it afterwards).
 */
const MAX_DEPTH = 8;

/** Every string value of a parsed body, query or path (objects and arrays walked) that is a v7 id. */
function v7IdsIn(value: unknown, found: string[] = [], depth = MAX_DEPTH): string[] {
  if (typeof value === 'string') {
    if (WHOLE_V7_ID.test(value)) found.push(value);
  } else if (value && typeof value === 'object' && depth > 0) {
    for (const item of Array.isArray(value) ? value : Object.values(value)) v7IdsIn(item, found, depth - 1);
  }
  return found;
}

/** Replaces, in place, every string value that is a replaced id by its new id. */
function replaceIdsIn(value: unknown, newIdOf: ReadonlyMap<string, string>, depth = MAX_DEPTH): void {
  if (!value || typeof value !== 'object' || depth <= 0) return;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  const target = value as Record<string | number, unknown>;
  for (const [key, item] of entries) {
    const newId = typeof item === 'string' ? newIdOf.get(item.toLowerCase()) : undefined;
    if (newId) target[key] = newId;
    else replaceIdsIn(item, newIdOf, depth - 1);
  }
}

/**
 * Old links keep working (issue 30, migration 0025): a GET of a page or an API answer whose address
 * holds an account's, a place's, a review's or a comment's replaced time-ordered id is redirected
 * (308) to the same address with the row's new random id. Every other request costs one regular
 * expression; only an address with a v7 id in it costs a lookup.
 *
 * A write cannot be redirected (a client does not re-send every body), so an API write with an old
 * id in its path, query or JSON body (a page kept open since before the migration, an app's stored
 * placeId) has it exchanged for the new one here, before validation, once for every route: the
 * handler, its ownership checks and the idempotency fingerprint only ever see new ids. A multipart
 * upload's fields are exchanged where they are read (readUpload calls request.exchangeLegacyIds).
 */
export function registerLegacyIds(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const found = request.url.match(V7_ID);
    if (!found) return;
    const newIdOf = await newIdsOf(db, found);
    if (newIdOf.size === 0) return;
    const url = request.url.replace(V7_ID, (id) => newIdOf.get(id.toLowerCase()) ?? id);
    return reply.header('cache-control', 'public, max-age=86400').redirect(url, 308);
  });
  const exchange = async (parts: unknown[]) => {
    const found = parts.flatMap((part) => v7IdsIn(part));
    if (found.length === 0) return;
    const newIdOf = await newIdsOf(db, found);
    if (newIdOf.size === 0) return;
    for (const part of parts) replaceIdsIn(part, newIdOf);
  };
  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith('/api/')) return;
    await exchange([request.params, request.query, request.body]);
  });
  // A multipart body is read by the handler (lib/uploads.ts readUpload), after every hook.
  app.decorateRequest('exchangeLegacyIds', (values: Record<string, unknown>) => exchange([values]));
}
