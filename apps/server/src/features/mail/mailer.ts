import type { FastifyInstance } from 'fastify';
import { createMailWorker, type MailWorker } from './outbox.ts';
import { createFolderTransport, createSmtpTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker; `kick()` after queueing a message so it goes out at once. */
    mailer: MailWorker;
  }
}

/** Starts the outbox worker with the app (SMTP when SMTP_URL is set, else the outbox folder). */
export function registerMailer(
  app: FastifyInstance,
  options: { smtpUrl: string | undefined; from: string; outboxDir: string; pollIntervalMs: number },
) {
  const transport = options.smtpUrl
    ? createSmtpTransport(options.smtpUrl)
    : createFolderTransport(options.outboxDir, app.log);
  const worker = createMailWorker({
    db: app.database.db,
    transport,
    from: options.from,
    pollIntervalMs: options.pollIntervalMs,
    log: app.log,
  });
  app.decorate('mailer', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
