import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Pick<Database, 'close'>;
  timeoutMs: number;
  /** process.exit in production; tests observe the code instead. */
  exit?: (code: number) => void;
}

/**
 * Graceful stop on SIGTERM/SIGINT: stop accepting connections, let requests in flight finish
 * (Fastify's close waits for them; idle keep-alive sockets are dropped at once), close the
 * database, exit 0. If that takes longer than the grace period, exit 1 rather than hang.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | null = null;
  return (signal) => {
    stopping ??= (async () => {
      options.app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
      const force = setTimeout(() => {
        options.app.log.error('shutdown timed out; exiting');
        exit(1);
      }, options.timeoutMs);
      force.unref();
      // Keep-alive connections whose request finishes during shutdown become idle only then; close
      // them as they do, or they would hold the server open for the whole keep-alive timeout.
      const sweeper = setInterval(() => options.app.server.closeIdleConnections(), 100);
      sweeper.unref();
      try {
        await options.app.close();
        clearInterval(sweeper);
        await options.database.close();
        clearTimeout(force);
        exit(0);
      } catch (error) {
        options.app.log.error({ err: error }, 'error during shutdown');
        clearInterval(sweeper);
        clearTimeout(force);
        exit(1);
      }
    })();
    return stopping;
  };
}
