import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { legacyIds } from '../db/schema.ts';

/**
 * A time-ordered (v7) id in an address. The gazetteer's and the demo's ids (derived from a fixed
 * epoch, '018cc251-f400') were never replaced, so they are not looked up.
 */
const V7_ID = /[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/gi;
const FIXED_EPOCH = '018cc251-f400-';

/**
 * Old links keep working (issue 30, migration 0025): a GET of a page or an API answer whose address
 * holds an account's, a place's, a review's or a comment's replaced time-ordered id is redirected
 * (308) to the same address with the row's new random id. Every other request costs one regular
 * expression; only an address with a v7 id in it costs a lookup.
 */
export function registerLegacyIdRedirects(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const found = request.url.match(V7_ID);
    if (!found) return;
    const candidates = [...new Set(found.map((id) => id.toLowerCase()))].filter(
      (id) => !id.startsWith(FIXED_EPOCH),
    );
    if (candidates.length === 0) return;
    const rows = await db
      .select({ oldId: legacyIds.oldId, newId: legacyIds.newId })
      .from(legacyIds)
      .where(inArray(legacyIds.oldId, candidates));
    if (rows.length === 0) return;
    const newIdOf = new Map(rows.map((row) => [row.oldId, row.newId]));
    const url = request.url.replace(V7_ID, (id) => newIdOf.get(id.toLowerCase()) ?? id);
    return reply.header('cache-control', 'public, max-age=86400').redirect(url, 308);
  });
}
