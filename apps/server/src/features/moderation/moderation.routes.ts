import { endpoints, errorEnvelopeSchema, isLocale } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema.ts';
import { purgeEndedSessions, purgeExpiredSignUps } from '../auth/index.ts';
import { purgeExpiredGrants } from '../reviews/index.ts';
import { networkHash } from '../screening/index.ts';
import { decide } from './decisions.ts';
import { publishDueReviews, purgeAbandonedPlaces, purgeExpired } from './maintenance.ts';
import { nameUnknownStreet } from './name-street.ts';
import { getModerationItem, listLog, listQueue } from './queue.ts';
import { createReport } from './reports.ts';
import { revealAuthor } from './reveal-author.ts';
import { searchUsers, setBan, setRole } from './staff.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const tags = ['moderation'];
const security = [{ bearerAuth: [] }];

/** Abuse limits (ours): reports are cheap to send, so they are counted per person and network. */
const REPORT_LIMITS = {
  perReporter: { limit: 20, windowSeconds: 60 * 60 },
  perNetwork: { limit: 60, windowSeconds: 60 * 60 },
  decisionsPerModerator: { limit: 600, windowSeconds: 60 * 60 },
  /** Revealing who wrote a nameless item is rare and deliberate: far fewer than decisions. */
  revealsPerModerator: { limit: 30, windowSeconds: 60 * 60 },
};

/** How often scheduled reviews are published and expired data is erased. */
const MAINTENANCE_INTERVAL_MS = 60_000;

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const mediaUrl = (key: string) => app.mediaStorage.publicUrl(key);
  const langOf = (value: unknown) => (typeof value === 'string' && isLocale(value) ? value : 'en');

  const maintenance = async () => {
    try {
      await publishDueReviews(db());
      await purgeExpired(db());
      await purgeExpiredSignUps(db());
      await purgeEndedSessions(db());
      await purgeExpiredGrants(db());
      await purgeAbandonedPlaces(db());
    } catch (error) {
      app.log.error({ err: error }, 'moderation maintenance failed');
    }
  };
  // Tests call the erasures themselves and count what they deleted: there the first run, which
  // would race them on the same rows, is over when the app is ready, and no later run comes.
  // Elsewhere the first run does not delay the start.
  const testing = app.config.env === 'test';
  const timer = testing ? undefined : setInterval(() => void maintenance(), MAINTENANCE_INTERVAL_MS);
  timer?.unref();
  app.addHook('onReady', async () => {
    const first = maintenance();
    if (testing) await first;
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    endpoints['POST /reports'].path,
    {
      // Signed-in reporters may retry with the same Idempotency-Key and get the first answer. The
      // limits are the handler's: a reporter without an account is counted by a hash of its network.
      config: { auth: 'optional', idempotent: true, invalidates: [] },
      schema: {
        tags,
        summary: 'Report a review, comment or photo (anyone; once per reporter and item)',
        ...endpointSchema(endpoints['POST /reports'], errors),
      },
    },
    async (request, reply) => {
      const user = await request.getUser();
      // Visitors without an account are told apart by their network (all loopback ones share one).
      const network = networkHash(request.ip, app.config.privacyHashSecret) ?? 'loopback';
      const reporterKey = user ? `user:${user.id}` : `net:${network}`;
      await app.rateLimiter.consume(`reports:${reporterKey}`, REPORT_LIMITS.perReporter);
      await app.rateLimiter.consumeByNetwork('reports', request.ip, REPORT_LIMITS.perNetwork);
      const result = await createReport(db(), {
        body: request.body,
        reporterId: user?.id ?? null,
        reporterKey,
      });
      reply.code(201);
      return result;
    },
  );

  app.get(
    endpoints['GET /moderation/queue'].path,
    {
      config: { auth: 'moderator' },
      schema: {
        tags,
        security,
        summary: 'Open cases, oldest first (moderators)',
        ...endpointSchema(endpoints['GET /moderation/queue'], errors),
      },
    },
    async (request) => listQueue(db(), request.query),
  );

  app.get(
    endpoints['GET /moderation/items/:targetType/:targetId'].path,
    {
      config: { auth: 'moderator' },
      schema: {
        tags,
        security,
        summary: 'One reported or flagged item with its reports, flags and log (moderators)',
        ...endpointSchema(endpoints['GET /moderation/items/:targetType/:targetId'], errors),
      },
    },
    async (request) => {
      const target = { type: request.params.targetType, id: request.params.targetId };
      return getModerationItem(db(), target, {
        lang: langOf(request.query.lang),
        mediaUrl,
      });
    },
  );

  app.post(
    endpoints['POST /moderation/items/:targetType/:targetId/decision'].path,
    {
      config: {
        auth: 'moderator',
        limits: [{ user: 'moderation:decide', rule: REPORT_LIMITS.decisionsPerModerator }],
        invalidates: ['pages', 'sitemaps'],
      },
      schema: {
        tags,
        security,
        summary: 'Keep, hide, remove, restore, or ban the author (moderators); logged',
        ...endpointSchema(endpoints['POST /moderation/items/:targetType/:targetId/decision'], errors),
      },
    },
    async (request) => {
      const target = { type: request.params.targetType, id: request.params.targetId };
      await decide(db(), { target, actor: request.user, ...request.body });
      return getModerationItem(db(), target, {
        lang: langOf(request.query.lang),
        mediaUrl,
      });
    },
  );

  app.post(
    endpoints['POST /moderation/items/:targetType/:targetId/reveal-author'].path,
    {
      config: {
        auth: 'moderator',
        limits: [{ user: 'moderation:reveal', rule: REPORT_LIMITS.revealsPerModerator }],
        invalidates: ['pages', 'sitemaps'],
      },
      schema: {
        tags,
        security,
        summary: 'Who wrote an item published without its author (moderators; a written reason; logged)',
        ...endpointSchema(endpoints['POST /moderation/items/:targetType/:targetId/reveal-author'], errors),
      },
    },
    async (request) => {
      const target = { type: request.params.targetType, id: request.params.targetId };
      return revealAuthor(db(), { target, actor: request.user, reason: request.body.reason });
    },
  );

  app.post(
    endpoints['POST /moderation/places/:placeId/street-names'].path,
    {
      config: {
        auth: 'moderator',
        // Counted with the decisions: naming a street is one.
        limits: [{ user: 'moderation:decide', rule: REPORT_LIMITS.decisionsPerModerator }],
        invalidates: ['pages', 'sitemaps'],
      },
      schema: {
        tags,
        security,
        summary: 'Name the street of a place in English, Russian and Georgian (moderators); logged',
        ...endpointSchema(endpoints['POST /moderation/places/:placeId/street-names'], errors),
      },
    },
    async (request) => {
      const { placeId } = request.params;
      await nameUnknownStreet(db(), { placeId, actor: request.user, names: request.body });
      return getModerationItem(
        db(),
        { type: 'place', id: placeId },
        { lang: langOf(request.query.lang), mediaUrl },
      );
    },
  );

  app.get(
    endpoints['GET /moderation/log'].path,
    {
      config: { auth: 'moderator' },
      schema: {
        tags,
        security,
        summary: 'Every moderation action, newest first (moderators)',
        ...endpointSchema(endpoints['GET /moderation/log'], errors),
      },
    },
    async (request) => listLog(db(), request.query),
  );

  app.get(
    endpoints['GET /moderation/users'].path,
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Find accounts by name or e-mail (admins)',
        ...endpointSchema(endpoints['GET /moderation/users'], errors),
      },
    },
    async (request) => ({ items: await searchUsers(db(), request.query.query) }),
  );

  app.put(
    endpoints['PUT /moderation/users/:id/role'].path,
    {
      config: { auth: 'admin', invalidates: ['pages', 'sitemaps'] },
      schema: {
        tags,
        security,
        summary: "Grant or take a role (admins; not one's own)",
        ...endpointSchema(endpoints['PUT /moderation/users/:id/role'], errors),
      },
    },
    async (request) =>
      setRole(db(), { actorId: request.user.id, userId: request.params.id, role: request.body.role }),
  );

  app.put(
    endpoints['PUT /moderation/users/:id/ban'].path,
    {
      config: { auth: 'moderator', invalidates: ['pages', 'sitemaps'] },
      schema: {
        tags,
        security,
        summary: 'Suspend or restore an account (moderators; staff only by admins)',
        ...endpointSchema(endpoints['PUT /moderation/users/:id/ban'], errors),
      },
    },
    async (request) => setBan(db(), { actor: request.user, userId: request.params.id, ...request.body }),
  );
};
