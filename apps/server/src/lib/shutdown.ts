import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Pick<Database, 'close'>;
  timeoutMs: number;
  /**
   * How long open keep-alive connections may still bring a request after the signal (each is
   * answered with `Connection: close`) before the idle ones are closed. Default: a quarter of
   * the grace period, at most 2 s.
   */
  drainMs?: number;
  /** process.exit in production; tests observe the code instead. */
  exit?: (code: number) => void;
}

/**
 * Graceful stop on SIGTERM/SIGINT, in three steps:
 * 1. No new connections (the listening socket closes at once: a client gets ECONNREFUSED, which
 *    says plainly that nothing was sent), while the keep-alive connections already open stay
 *    open for a short drain: a request that arrives on one is served, with `Connection: close`.
 *    Closing an idle keep-alive socket at the signal instead races the client's next request on
 *    it, which then fails with ECONNRESET and no way to know whether it was handled.
 * 2. Fastify's close: idle sockets dropped, requests in flight finished (served, never the
 *    framework's bare 503: `return503OnClosing` is off in app.ts).
 * 3. The database closed, exit 0. Past the grace period, exit 1 rather than hang.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const drainMs = options.drainMs ?? Math.min(2000, Math.floor(options.timeoutMs / 4));
  let stopping: Promise<void> | null = null;
  return (signal) => {
    stopping ??= (async () => {
      const { app } = options;
      app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
      const force = setTimeout(() => {
        app.log.error('shutdown timed out; exiting');
        exit(1);
      }, options.timeoutMs);
      force.unref();
      let sweeper: NodeJS.Timeout | undefined;
      try {
        await drainKeepAlive(app.server, drainMs);
        // Keep-alive connections whose request finishes during shutdown become idle only then; close
        // them as they do, or they would hold the server open for the whole keep-alive timeout.
        sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
        sweeper.unref();
        await app.close();
        clearInterval(sweeper);
        await options.database.close();
        clearTimeout(force);
        exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'error during shutdown');
        clearInterval(sweeper);
        clearTimeout(force);
        exit(1);
      }
    })();
    return stopping;
  };
}

/**
 * Stops accepting connections without closing the open ones (http.Server#close would close the
 * idle ones too), answers every request from now on with `Connection: close`, and resolves once
 * no connection is left or after `drainMs`.
 */
async function drainKeepAlive(server: FastifyInstance['server'], drainMs: number): Promise<void> {
  if (!server.listening || drainMs <= 0) return;
  server.prependListener('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  });
  net.Server.prototype.close.call(server);
  const deadline = Date.now() + drainMs;
  while (Date.now() < deadline && (await openConnections(server)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}
