import { errorEnvelopeSchema, isLocale } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../lib/session-user.ts';
import { route } from '../../plugins/route.ts';
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

  /** A reporter: an account, or a visitor without one told apart by their network (all loopback ones share one). */
  const reporterOf = (ip: string, user: SessionUser | null) =>
    user ? `user:${user.id}` : `net:${networkHash(ip, app.config.privacyHashSecret) ?? 'loopback'}`;

  route(
    app,
    'POST /reports',
    {
      tags,
      summary: 'Report a review, comment or photo (anyone; once per reporter and item)',
      errors,
      // Signed-in reporters may retry with the same Idempotency-Key and get the first answer. A
      // reporter without an account is counted by a hash of its network.
      config: {
        auth: 'optional',
        idempotent: true,
        limits: [
          {
            key: (request, caller) => `reports:${reporterOf(request.ip, caller)}`,
            rule: REPORT_LIMITS.perReporter,
          },
          { network: 'reports', rule: REPORT_LIMITS.perNetwork },
        ],
        invalidates: [],
      },
    },
    async (request, reply) => {
      const user = await request.getUser();
      const reporterKey = reporterOf(request.ip, user);
      const result = await createReport(db(), {
        body: request.body,
        reporterId: user?.id ?? null,
        reporterKey,
      });
      reply.code(201);
      return result;
    },
  );

  route(
    app,
    'GET /moderation/queue',
    {
      tags,
      security,
      summary: 'Open cases, oldest first (moderators)',
      errors,
      config: { auth: 'moderator' },
    },
    async (request) => listQueue(db(), request.query),
  );

  route(
    app,
    'GET /moderation/items/:targetType/:targetId',
    {
      tags,
      security,
      summary: 'One reported or flagged item with its reports, flags and log (moderators)',
      errors,
      config: { auth: 'moderator' },
    },
    async (request) => {
      const target = { type: request.params.targetType, id: request.params.targetId };
      return getModerationItem(db(), target, {
        lang: langOf(request.query.lang),
        mediaUrl,
      });
    },
  );

  route(
    app,
    'POST /moderation/items/:targetType/:targetId/decision',
    {
      tags,
      security,
      summary: 'Keep, hide, remove, restore, or ban the author (moderators); logged',
      errors,
      config: {
        auth: 'moderator',
        limits: [{ user: 'moderation:decide', rule: REPORT_LIMITS.decisionsPerModerator }],
        invalidates: ['pages', 'sitemaps'],
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

  route(
    app,
    'POST /moderation/items/:targetType/:targetId/reveal-author',
    {
      tags,
      security,
      summary: 'Who wrote an item published without its author (moderators; a written reason; logged)',
      errors,
      config: {
        auth: 'moderator',
        limits: [{ user: 'moderation:reveal', rule: REPORT_LIMITS.revealsPerModerator }],
        invalidates: ['pages', 'sitemaps'],
      },
    },
    async (request) => {
      const target = { type: request.params.targetType, id: request.params.targetId };
      return revealAuthor(db(), { target, actor: request.user, reason: request.body.reason });
    },
  );

  route(
    app,
    'POST /moderation/places/:placeId/street-names',
    {
      tags,
      security,
      summary: 'Name the street of a place in English, Russian and Georgian (moderators); logged',
      errors,
      config: {
        auth: 'moderator',
        // Counted with the decisions: naming a street is one.
        limits: [{ user: 'moderation:decide', rule: REPORT_LIMITS.decisionsPerModerator }],
        invalidates: ['pages', 'sitemaps'],
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

  route(
    app,
    'GET /moderation/log',
    {
      tags,
      security,
      summary: 'Every moderation action, newest first (moderators)',
      errors,
      config: { auth: 'moderator' },
    },
    async (request) => listLog(db(), request.query),
  );

  route(
    app,
    'GET /moderation/users',
    {
      tags,
      security,
      summary: 'Find accounts by name or e-mail (admins)',
      errors,
      config: { auth: 'admin' },
    },
    async (request) => ({ items: await searchUsers(db(), request.query.query) }),
  );

  route(
    app,
    'PUT /moderation/users/:id/role',
    {
      tags,
      security,
      summary: "Grant or take a role (admins; not one's own)",
      errors,
      config: { auth: 'admin', invalidates: ['pages', 'sitemaps'] },
    },
    async (request) =>
      setRole(db(), { actorId: request.user.id, userId: request.params.id, role: request.body.role }),
  );

  route(
    app,
    'PUT /moderation/users/:id/ban',
    {
      tags,
      security,
      summary: 'Suspend or restore an account (moderators; staff only by admins)',
      errors,
      config: { auth: 'moderator', invalidates: ['pages', 'sitemaps'] },
    },
    async (request) => setBan(db(), { actor: request.user, userId: request.params.id, ...request.body }),
  );
};
