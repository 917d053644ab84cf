import { errorEnvelopeSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../lib/tokens.ts';
import { route } from '../../plugins/route.ts';
import type { RouteLimit } from '../../plugins/route-rules.ts';
import { confirmWatch } from './confirm-watch.ts';
import { createWatch } from './create-watch.ts';
import { findOwnWatch, listOwnWatches } from './list-watches.ts';
import { purgeWatchLeftovers, sendDueWatchMails } from './send-watch-mails.ts';
import { deleteOwnWatch, unsubscribeWatch } from './stop-watch.ts';

/**
 * Abuse limits (ours). A renter watches a handful of places; a script that watches thousands, or
 * sends confirmation mails to someone else's inbox, is stopped per account, network and address.
 */
const WATCH_LIMITS = {
  perUser: { limit: 30, windowSeconds: 60 * 60 },
  perNetwork: { limit: 60, windowSeconds: 60 * 60 },
  /** Confirmation mails to one address: a few resends, never a flood. */
  perAddress: { limit: 5, windowSeconds: 24 * 60 * 60 },
  linksPerNetwork: { limit: 60, windowSeconds: 60 * 60 },
};
/** The mailed links (confirm, unsubscribe) share one count per network. */
const LINK_RULES: readonly RouteLimit[] = [{ network: 'watch-link', rule: WATCH_LIMITS.linksPerNetwork }];

/** How often due notices are mailed: a new review's mail goes out within seconds. */
const SEND_INTERVAL_MS = 5_000;
/** How often expired links, unconfirmed watches and old notices are erased. */
const PURGE_INTERVAL_MS = 60 * 60_000;

const tags = ['watches'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

export const watchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const { config } = app;

  let sending: Promise<unknown> | undefined;
  const send = () => {
    sending ??= sendDueWatchMails(db(), { publicUrl: config.publicUrl })
      .then((count) => {
        if (count > 0) app.mailer.kick();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'watch mails failed'))
      .finally(() => {
        sending = undefined;
      });
    return sending;
  };
  const purge = () =>
    purgeWatchLeftovers(db()).catch((error: unknown) => app.log.error({ err: error }, 'watch purge failed'));
  const sendTimer = setInterval(() => void send(), SEND_INTERVAL_MS);
  const purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  sendTimer.unref();
  purgeTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(sendTimer);
    clearInterval(purgeTimer);
    await sending;
  });

  // RFC 8058: the one-click POST comes as a form (`List-Unsubscribe=One-Click`); its body says
  // nothing more, the secret is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  route(
    app,
    'POST /watches',
    {
      tags,
      summary:
        'Watch a place or a typed address for new reviews: at once for a verified account, else by a confirmation link mailed to `email` (double opt-in)',
      errors: {
        ...errors,
        404: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
      },
      config: {
        auth: 'user-if-sent',
        limits: [
          { network: 'watch', rule: WATCH_LIMITS.perNetwork },
          { user: 'watch:user', rule: WATCH_LIMITS.perUser },
          {
            key: ({ body }) => (body.email ? `watch:address:${hashToken(body.email).slice(0, 32)}` : null),
            rule: WATCH_LIMITS.perAddress,
          },
        ],
        invalidates: [],
      },
    },
    async (request) => {
      const user = await request.getUser();
      const { email } = request.body;
      const result = await createWatch(db(), {
        user,
        email,
        lang: request.body.lang,
        placeId: request.body.placeId,
        address: request.body.address,
        publicUrl: config.publicUrl,
      });
      if (result.mailed) app.mailer.kick();
      return { state: result.state, id: result.id };
    },
  );

  route(
    app,
    'GET /watches',
    {
      tags,
      summary: 'Your own watches (nobody else can read them)',
      errors,
      config: { auth: 'user' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await listOwnWatches(db(), { userId: request.user.id, lang: request.query.lang }) };
    },
  );

  route(
    app,
    'GET /watches/status',
    {
      tags,
      summary: 'Whether you watch this place or typed address (your own watch only; no counts)',
      errors: { ...errors, 404: errorEnvelopeSchema },
      config: { auth: 'user' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { id: await findOwnWatch(db(), { userId: request.user.id, ...request.query }) };
    },
  );

  route(
    app,
    'DELETE /watches/:id',
    {
      tags,
      summary: 'Stop one of your watches',
      errors: { ...errors, 404: errorEnvelopeSchema },
      config: { auth: 'user', invalidates: [] },
    },
    async (request, reply) => {
      await deleteOwnWatch(db(), { userId: request.user.id, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /watches/confirm',
    {
      tags,
      summary: "Confirm an e-mail watch with its mailed link's secret (no sign-in)",
      errors,
      config: { auth: 'none', limits: LINK_RULES, invalidates: [] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmWatch(db(), request.body.token);
    },
  );

  route(
    app,
    'POST /watches/unsubscribe',
    {
      tags,
      summary: "Stop a watch with a mail's unsubscribe secret (no sign-in)",
      errors,
      config: { auth: 'none', limits: LINK_RULES, invalidates: [] },
    },
    async (request, reply) => {
      await unsubscribeWatch(db(), request.body.token);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /watches/unsubscribe/one-click',
    {
      tags,
      summary:
        "RFC 8058 one-click unsubscribe: the mail's List-Unsubscribe URL, POSTed by the mail client with `List-Unsubscribe=One-Click`",
      errors,
      config: { auth: 'none', limits: LINK_RULES, invalidates: [] },
    },
    async (request, reply) => {
      await unsubscribeWatch(db(), request.query.token);
      return reply.code(204).send(null);
    },
  );
};
