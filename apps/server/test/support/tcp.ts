import net from 'node:net';

/** A loopback port that nothing listens on (taken from the system, then released). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface TcpProxy {
  /** The loopback port clients connect to; it stays the same across cut() and restore(). */
  readonly port: number;
  /** An outage: open connections are reset and new ones refused. */
  cut(): Promise<void>;
  /** The service is back on the same port. */
  restore(): Promise<void>;
  /**
   * A frozen service (a paused PostgreSQL, a silent network): connections stay open and new ones
   * are accepted, but no byte is forwarded either way until thaw().
   */
  freeze(): void;
  thaw(): void;
  /**
   * Arms a trap: the next client message matching `pattern` (a COMMIT) is forwarded, then the
   * answer never comes back: only on that connection (`connection`), or a freeze of all (`all`).
   */
  freezeAfter(pattern: RegExp, scope: 'connection' | 'all'): void;
  /** Arms a trap: the next client message matching `pattern` is dropped with its connection (reset). */
  cutOn(pattern: RegExp): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback to a real service (PostgreSQL, Redis) that a test can cut and restore,
 * so faults are made without touching the machine's service itself.
 */
export async function startTcpProxy(target: { hostname: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let frozen = false;
  let trap: { pattern: RegExp; scope: 'connection' | 'all' } | null = null;
  let cutTrap: RegExp | null = null;
  const freezeAll = () => {
    frozen = true;
    for (const socket of sockets) socket.pause();
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.hostname);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', drop).on('close', drop);
        }
        client.on('data', (chunk: Buffer) => {
          if (cutTrap?.test(chunk.toString('latin1'))) {
            cutTrap = null;
            client.resetAndDestroy();
            return drop();
          }
          upstream.write(chunk);
          if (trap?.pattern.test(chunk.toString('latin1'))) {
            const { scope } = trap;
            trap = null;
            if (scope === 'all') freezeAll();
            else upstream.pause();
          }
        });
        // Forwarded by hand, not piped: a pipe resumes a paused source on 'drain', which would let
        // a frozen connection's answers through.
        upstream.on('data', (chunk: Buffer) => client.write(chunk));
        if (frozen) {
          client.pause();
          upstream.pause();
        }
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      const closing = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = null;
    },
    restore: listen,
    freeze: freezeAll,
    freezeAfter(pattern, scope) {
      trap = { pattern, scope };
    },
    cutOn(pattern) {
      cutTrap = pattern;
    },
    thaw() {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server) await new Promise((resolve) => server?.close(resolve));
    },
  };
}
