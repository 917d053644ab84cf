import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { GEONAMES_FILE, importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { createShutdown } from '../src/lib/shutdown.ts';
import { adminQuery, openTestDatabase, testDatabaseUrl, withDatabase } from '../src/testing/database.ts';
import { createTestImage, createTestUser, type TestUser } from '../src/testing/factories.ts';
import {
  type InstanceProcess,
  startInstanceProcess,
  writeApiOnlyWebBuild,
} from './support/instance-process.ts';

/** The API on a free port with a `/slow` route (400 ms), and the shutdown it would get from main.ts. */
async function startApp() {
  const database = await openTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-shutdown-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
  });
  const app = await buildApp({ config, database, withWeb: false, logger: false });
  let markStarted = () => {};
  const slowStarted = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  app.get('/slow', async () => {
    markStarted();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const exits: number[] = [];
  return {
    app,
    port,
    exits,
    slowStarted,
    url: `http://127.0.0.1:${port}`,
    database,
    shutdown: () => createShutdown({ app, database, timeoutMs: 8000, exit: (code) => exits.push(code) }),
    cleanUp: async () => {
      await database.dispose().catch(() => {});
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('graceful shutdown', () => {
  it('finishes requests in flight, refuses new connections, closes the database, exits 0', async () => {
    const server = await startApp();
    try {
      const stop = server.shutdown();
      const inFlight = fetch(`${server.url}/slow`);
      // Signalled once the handler runs, not after a guess of how long the request takes to arrive.
      await server.slowStarted;
      const stopping = stop('SIGTERM');

      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ done: true });
      await stopping;
      expect(server.exits).toEqual([0]);
      await expect(fetch(`${server.url}/api/v1/health`)).rejects.toThrow();
      await expect(server.database.ping()).rejects.toThrow();
      // A second signal does not start a second shutdown.
      await stop('SIGINT');
      expect(server.exits).toEqual([0]);
    } finally {
      await server.cleanUp();
    }
  });
});

describe('keep-alive connections at the signal', () => {
  it('serves a request that an idle keep-alive connection brings after the signal, with Connection: close', async () => {
    const server = await startApp();
    try {
      const connection = new RawConnection(server.port);
      const first = await connection.exchange('/api/v1/health');
      expect(first.status).toBe(200);
      expect(first.headers.connection).not.toBe('close');

      const stopping = server.shutdown()('SIGTERM');
      // The listening socket closes first; the idle connection opened before the signal stays.
      while (!(await isRefused(server.port))) await new Promise((resolve) => setTimeout(resolve, 10));
      // Before the drain, that connection was closed at the signal, racing this request (ECONNRESET).
      const second = await connection.exchange('/api/v1/health');
      expect(second.status).toBe(200);
      expect(second.headers.connection).toBe('close');
      await connection.closed;
      await stopping;
      expect(server.exits).toEqual([0]);
    } finally {
      await server.cleanUp();
    }
  });

  it('serves the next request of a connection that was busy at the signal, not a bare 503', async () => {
    const server = await startApp();
    try {
      const connection = new RawConnection(server.port);
      const slow = connection.exchange('/slow');
      await server.slowStarted;
      const stopping = server.shutdown()('SIGTERM');
      // Answered without "Connection: close" (it started before the signal), so the client sends
      // its next request on the same connection at once: before, Fastify's close answered it with
      // a bare 503 (no envelope, no Retry-After) or the idle sweep reset the connection.
      expect((await slow).status).toBe(200);
      const next = await connection.exchange('/api/v1/health');
      expect(next.status, next.body).toBe(200);
      expect(next.headers.connection).toBe('close');
      await connection.closed;
      await stopping;
      expect(server.exits).toEqual([0]);
    } finally {
      await server.cleanUp();
    }
  });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 keep-alive connection written by hand, so that the test decides which socket a request uses. */
class RawConnection {
  readonly closed: Promise<void>;
  private readonly socket: net.Socket;
  private buffer = '';
  private waiting: (() => void) | null = null;
  private readonly port: number;

  constructor(port: number) {
    this.port = port;
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setTimeout(15_000, () => this.socket.destroy(new Error('no answer in 15 s')));
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer += chunk.toString('latin1');
      this.waiting?.();
    });
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));
    this.socket.on('close', () => this.waiting?.());
  }

  async exchange(pathname: string): Promise<RawResponse> {
    const [answer] = await this.exchangeMany([pathname]);
    if (!answer) throw new Error('no answer');
    return answer;
  }

  /** Writes the requests at once (pipelined) and reads as many answers, in order. */
  async exchangeMany(pathnames: string[]): Promise<RawResponse[]> {
    this.socket.write(
      pathnames.map((p) => `GET ${p} HTTP/1.1\r\nHost: 127.0.0.1:${this.port}\r\n\r\n`).join(''),
    );
    const answers: RawResponse[] = [];
    while (answers.length < pathnames.length) {
      const answer = this.takeResponse();
      if (answer) {
        answers.push(answer);
        continue;
      }
      if (this.socket.destroyed) throw new Error(`connection closed after ${answers.length} answers`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
    return answers;
  }

  private takeResponse(): RawResponse | null {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine = '', ...lines] = this.buffer.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < headEnd + 4 + length) return null;
    const body = this.buffer.slice(headEnd + 4, headEnd + 4 + length);
    this.buffer = this.buffer.slice(headEnd + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

/**
 * An avatar upload over a raw socket that the test paces: the server's "100 Continue" proves it holds
 * the request (headers read, handler waiting for the body) before any of the body is sent.
 */
class PacedUpload {
  readonly answer: Promise<{ status: number; body: string }>;
  private readonly socket: net.Socket;
  private readonly body: Buffer;
  private readonly continued: Promise<void>;
  private received = '';

  constructor(port: number, user: TestUser & { id: string }, image: Buffer) {
    const boundary = 'paced-upload-boundary';
    this.body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setTimeout(30_000, () => this.socket.destroy(new Error('upload: no answer in 30 s')));
    this.socket.write(
      `PUT /api/v1/users/${user.id}/avatar HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Authorization: ${user.auth.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${this.body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    this.continued = new Promise((resolve, reject) => {
      this.socket.on('data', (chunk: Buffer) => {
        this.received += chunk.toString('latin1');
        if (this.received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) resolve();
      });
      this.socket.once('error', reject);
    });
    // Read until the server closes the connection: a keep-alive one too must be closed once idle.
    this.answer = new Promise((resolve, reject) => {
      this.socket.once('error', reject);
      this.socket.once('close', () => {
        const final = this.received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
        const [head = '', ...rest] = final.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
    });
  }

  /** Waits for "100 Continue", then sends the first half of the body. */
  async sendFirstHalf() {
    await this.continued;
    await new Promise<void>((resolve) =>
      this.socket.write(this.body.subarray(0, this.body.length / 2), () => resolve()),
    );
  }

  sendRest() {
    this.socket.write(this.body.subarray(this.body.length / 2));
  }
}

/** Resolves true when a new TCP connection to the port is refused, false when one is accepted. */
function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** The first `count` lines of the real GeoNames file, written to `file`. */
async function writeGeonamesSlice(file: string, count: number) {
  const lines: string[] = [];
  const reader = readline.createInterface({ input: createReadStream(GEONAMES_FILE, 'utf8') });
  for await (const line of reader) {
    lines.push(line);
    if (lines.length === count) break;
  }
  reader.close();
  await fs.writeFile(file, lines.join('\n'));
}

/**
 * The database of the process, made before it starts so that main.ts spends no time on it: migrated
 * (a copy of the run's template) with a gazetteer already in it, as after a restart of a running
 * deployment. The gazetteer is the first 15,000 places of the real GeoNames file, above the mark at
 * which the importer counts it as imported (10,000), instead of all 200,000 (15 to 50 s on this
 * machine). PGlite in DATA_DIR/db, or a new database on PostgreSQL runs (TEST_DATABASE_URL). The
 * test's users are made here too: a PGlite directory is open in one process at a time.
 */
async function prepareDatabase(dataDir: string, userCount: number) {
  const adminUrl = testDatabaseUrl();
  const name = `sofascout_sigterm_${process.pid}_${Date.now().toString(36)}`;
  if (adminUrl) await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDbName')}`);
  const database = adminUrl
    ? await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 2 })
    : await openDatabase({
        dataDir: path.join(dataDir, 'db'),
        loadDataDir: new Blob([await fs.readFile(inject('templateDump'))]),
      });
  try {
    const slice = path.join(dataDir, 'cities500-slice.txt');
    await writeGeonamesSlice(slice, 15_000);
    const imported = await importGazetteer(database.db, { file: slice });
    expect(imported.cities + imported.districts).toBeGreaterThan(10_000);
    const users = await Promise.all(Array.from({ length: userCount }, () => createTestUser(database.db)));
    return {
      users,
      env: (adminUrl ? { DATABASE_URL: withDatabase(adminUrl, name) } : {}) as Record<string, string>,
      drop: async () => {
        if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  } finally {
    await database.close();
  }
}

describe('SIGTERM to the server process started as npm start does (node src/main.ts)', () => {
  it('finishes the uploads in flight with 200, refuses new connections at once, exits with code 0', async () => {
    let server: InstanceProcess | undefined;
    let drop = async () => {};
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-sigterm-'));
    try {
      const prepared = await prepareDatabase(dataDir, 3);
      drop = prepared.drop;
      const { users } = prepared;
      server = await startInstanceProcess(
        {
          ...prepared.env,
          DATA_DIR: dataDir,
          WEB_BUILD_DIR: await writeApiOnlyWebBuild(path.join(dataDir, 'web-build')),
          LOG_LEVEL: 'info',
          SHUTDOWN_TIMEOUT_MS: '20000',
          RATE_LIMIT_SCALE: '100',
        },
        { entry: 'main', startTimeoutMs: 120_000 },
      );
      // It started on the prepared database: no import of its own.
      expect(server.output()).not.toMatch(/"msg":"places imported/);
      // The banner says there is no street data yet, and how to add it.
      expect(server.output()).toContain(
        "Street data: none yet — add Georgia's with: npm run import:osm -- --download georgia",
      );
      const port = Number(new URL(server.url).port);
      expect((await server.request('/api/v1/health')).status).toBe(200);

      const image = await createTestImage({ width: 320, height: 320, format: 'png' });
      const uploads = users.map((user) => new PacedUpload(port, user, image));
      await Promise.all(uploads.map((upload) => upload.sendFirstHalf()));
      let answered = 0;
      for (const upload of uploads) void upload.answer.then(() => answered++);

      const signalledAt = Date.now();
      server.signal('SIGTERM');
      // The listening socket closes first: new connections are refused while the three
      // requests are still open, waiting for the rest of their bodies.
      let refused = false;
      while (!refused && Date.now() - signalledAt < 5000) {
        refused = await isRefused(port);
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(refused, 'a new connection was still accepted 5 s after SIGTERM').toBe(true);
      expect(answered).toBe(0);

      for (const upload of uploads) upload.sendRest();
      const answers = await Promise.all(uploads.map((upload) => upload.answer));
      for (const [i, answer] of answers.entries()) {
        expect(answer.status, answer.body).toBe(200);
        const { user } = JSON.parse(answer.body);
        expect(user.id).toBe(users[i]!.id);
        // The work was done, not only answered: the stored file is there.
        const key = String(user.avatarUrl).replace(/^\/media\//, '');
        await expect(fs.stat(path.join(dataDir, 'media', key))).resolves.toBeTruthy();
      }

      const code = await Promise.race([
        server.exited,
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000)),
      ]);
      expect(code, server.output()).toBe(0);
      expect(server.output()).toMatch(/"signal":"SIGTERM".*"msg":"shutting down/);
      // Nothing failed on the way down (pino levels 50 and 60 are error and fatal).
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      await server?.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
