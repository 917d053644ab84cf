import { REVIEW_KEY_HEADER } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageCache } from './page-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answers depend on its validated query (or, for a read the spec sends as a POST,
     * its validated body) alone when no one is signed in (public lists, place suggestions, a
     * place's details and scores): they may be kept a few seconds for every anonymous caller.
     */
    publicAnswer?: boolean;
  }
}

/**
 * Public reads the cache cannot answer, per client network (lib/rate-limit.ts): 10 a second on
 * average over a minute. A reader clicking and typing asks a few a second at most; a script that
 * varies its queries (or sends a token to get past the cache) makes every request a database read.
 */
export const UNCACHED_PUBLIC_READS = { limit: 600, windowSeconds: 60 };

export interface AnswerCacheOptions {
  /** Counts a public read the cache did not answer (the server's own page renders are not counted). */
  countMiss(request: FastifyRequest): Promise<void>;
}

/** The key of a request the cache could not answer, and the cache generation it started in. */
const started = new WeakMap<FastifyRequest, { key: string; generation: number }>();

/**
 * A short-lived cache of public API answers, the API's counterpart of the page cache (issue 18):
 * the home page's and a busy place's lists, nearby reviews and the suggestions of a word being
 * typed are asked for again and again with the same query, and each cost a few database round
 * trips and the serialising of 20 reviews.
 *
 * Why it is correct, as for pages (page-cache.ts):
 * - Only routes marked `publicAnswer` (GET, and `POST /places/details`, a read whose query the
 *   spec sends as a body), only for callers without a session (a signed-in caller gets their
 *   own votes and `isOwn`; an Authorization header that names no session is no one's and gets
 *   the public answer, so junk headers cannot make every request a database read), only 200 answers. The key is the method, the route, its path
 *   parameters and its validated query or body (defaults filled, unknown parameters dropped), so
 *   `?limit=20&lang=en` and `?lang=en&limit=20` share one entry and a random extra parameter
 *   cannot fill the cache.
 * - A write that can change a page empties it before its answer is sent (app.ts, the same writes
 *   that empty the page cache, on every instance through Redis), and an answer computed across such
 *   a write is not kept. What no API write announces (view counts, a scheduled review coming out,
 *   an import by the command line) is at most `ttlMs` old.
 */
export function registerAnswerCache(
  api: FastifyInstance,
  cache: PageCache<Buffer>,
  options: AnswerCacheOptions,
) {
  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const { method } = request;
    if (!request.routeOptions.config.publicAnswer || (method !== 'GET' && method !== 'POST')) return;
    // A review-key grant reads a review as its author (issue 30): as personal as a session.
    if (request.headers[REVIEW_KEY_HEADER] || (request.headers.authorization && (await request.getUser()))) {
      await options.countMiss(request);
      return;
    }
    const input = method === 'GET' ? request.query : request.body;
    // The route's pattern ("/reviews/:id") with its validated parameters: one entry per review.
    const key = `${method} ${request.routeOptions.url} ${JSON.stringify(request.params)}?${JSON.stringify(input)}`;
    const kept = cache.get(key);
    if (kept !== undefined) {
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.header('x-answer-cache', 'hit');
      return reply.send(kept);
    }
    await options.countMiss(request);
    started.set(request, { key, generation: cache.generation });
  });
  api.addHook('onSend', async (request, reply, payload) => {
    const miss = started.get(request);
    if (miss && reply.statusCode === 200 && typeof payload === 'string') {
      // Kept as bytes: a hit is written to the socket without encoding the text again.
      cache.set(miss.key, Buffer.from(payload, 'utf8'), miss.generation);
      reply.header('x-answer-cache', 'miss');
    }
    return payload;
  });
}
