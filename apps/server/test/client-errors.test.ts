import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from '../src/app.ts';
import { createTestUser } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/**
 * Requests Node's HTTP parser rejects never reach a route; they still get the API's error envelope.
 * Sent over a raw TCP socket, since fetch() cannot stop halfway through a body or send a broken
 * request line.
 */
describe('requests the HTTP parser cannot read', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp();
    port = Number(new URL(t.url).port);
  });
  afterAll(() => t?.close());

  interface RawAnswer {
    status: number;
    headers: Record<string, string>;
    body: string;
  }

  /** Writes `chunks` in order, half-closes if asked, and reads until the server closes. */
  function sendRaw(
    chunks: Array<string | Buffer>,
    options: { endAfterWriting: boolean },
  ): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const received: Buffer[] = [];
      socket.setTimeout(10_000, () => socket.destroy(new Error('the server neither answered nor closed')));
      socket.on('connect', () => {
        for (const chunk of chunks) socket.write(chunk);
        if (options.endAfterWriting) socket.end();
      });
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('error', reject);
      // 'close', not 'end': the answer is complete only when the server closed the connection.
      socket.on('close', () => {
        const text = Buffer.concat(received).toString('utf8');
        const [head = '', ...rest] = text.split('\r\n\r\n');
        const [statusLine = '', ...headerLines] = head.split('\r\n');
        resolve({
          status: Number(statusLine.split(' ')[1]),
          headers: Object.fromEntries(
            headerLines.map((line) => {
              const colon = line.indexOf(':');
              return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
            }),
          ),
          body: rest.join('\r\n\r\n'),
        });
      });
    });
  }

  function expectEnvelope(answer: RawAnswer, statusCode: number, code: string) {
    expect(answer.status).toBe(statusCode);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    const envelope = JSON.parse(answer.body);
    expect(envelope).toEqual({
      statusCode,
      code,
      message: expect.any(String),
      requestId: answer.headers['x-request-id'],
    });
    expect(envelope.requestId).toMatch(/^[\w-]{8,64}$/);
    // Not Fastify's default answer.
    expect(envelope).not.toHaveProperty('error');
    expect(envelope.message).not.toBe('Client Error');
  }

  it('an avatar upload whose client stops sending halfway gets a 400 BAD_REQUEST envelope', async () => {
    const user = await createTestUser(t.database.db);
    const boundary = 'cut-short-boundary';
    const partHead =
      `--${boundary}\r\n` +
      'Content-Disposition: form-data; name="file"; filename="avatar.png"\r\n' +
      'Content-Type: image/png\r\n\r\n';
    const answer = await sendRaw(
      [
        `PUT /api/v1/users/${user.id}/avatar HTTP/1.1\r\n` +
          `Host: 127.0.0.1:${port}\r\n` +
          `Authorization: ${user.auth.authorization}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
          // Promises 200 kB, sends about 40 kB, then closes its side.
          'Content-Length: 200000\r\n\r\n',
        partHead,
        Buffer.alloc(40_000, 0x89),
      ],
      { endAfterWriting: true },
    );
    expectEnvelope(answer, 400, 'BAD_REQUEST');
    // Nothing was stored from the partial body.
    const settings = await t.request(`/api/v1/users/${user.id}/settings`, { headers: user.auth });
    expect(settings.status).toBe(200);
    expect((await readJson(settings)).avatarUrl).toBeNull();
  });

  it('a malformed request line gets a 400 BAD_REQUEST envelope', async () => {
    const answer = await sendRaw(['NOT AN HTTP REQUEST\r\n\r\n'], { endAfterWriting: false });
    expectEnvelope(answer, 400, 'BAD_REQUEST');
  });

  it('a chunked body that ends mid-chunk gets a 400 BAD_REQUEST envelope', async () => {
    const answer = await sendRaw(
      [
        'POST /api/v1/feedback HTTP/1.1\r\n' +
          `Host: 127.0.0.1:${port}\r\n` +
          'Content-Type: application/json\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n' +
          '400\r\n{"message":"cut',
      ],
      { endAfterWriting: true },
    );
    expectEnvelope(answer, 400, 'BAD_REQUEST');
  });

  it('headers larger than the server reads get a 431 REQUEST_HEADERS_TOO_LARGE envelope', async () => {
    const answer = await sendRaw(
      [`GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`],
      { endAfterWriting: false },
    );
    expectEnvelope(answer, 431, 'REQUEST_HEADERS_TOO_LARGE');
  });

  it("headers that do not arrive in time (Node's headersTimeout, 60 s) get a 408 REQUEST_TIMEOUT envelope", async () => {
    // Node raises this after a minute at the earliest; the handler gets the same error and socket here.
    const server = net.createServer((socket) =>
      answerClientError(
        Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
        socket,
        t.app.log,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port: serverPort } = server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(serverPort, '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    server.close();
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    const envelope = JSON.parse(answer.split('\r\n\r\n')[1] ?? '');
    expect(envelope).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
  });

  it('a client that resets mid-body is dropped quietly and the server keeps serving', async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/v1/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"a',
        );
        setTimeout(() => socket.resetAndDestroy(), 50);
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve());
    });
    expect((await t.request('/api/v1/health')).status).toBe(200);
  });
});
