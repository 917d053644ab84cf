import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, configureApi, createSubmissionKeys } from './api';
import { api } from './api-client';

const REVIEW_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

/** A real HTTP peer on 127.0.0.1 that fails a scripted number of times, then creates. */
const seen: Array<string | undefined> = [];
let failures: number[] = [];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    seen.push(req.headers['idempotency-key'] as string | undefined);
    const status = failures.shift();
    res.setHeader('content-type', 'application/json');
    if (status) {
      res.statusCode = status;
      res.setHeader('retry-after', '0');
      res.end(JSON.stringify({ statusCode: status, code: 'SERVICE_UNAVAILABLE', message: 'Try later' }));
      return;
    }
    res.statusCode = 201;
    res.end(JSON.stringify({ id: 'created' }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('idempotent create requests', () => {
  it('retries a 503 with the same Idempotency-Key', async () => {
    seen.length = 0;
    failures = [503];
    const created = await api('POST /comments', {
      body: { reviewId: REVIEW_ID, text: 'x' },
      token: null,
      idempotencyKey: 'key-0123456789',
    });
    expect(created).toEqual({ id: 'created' });
    expect(seen).toEqual(['key-0123456789', 'key-0123456789']);
  });

  it('retries a 504 (write outcome unknown) with the same key too', async () => {
    seen.length = 0;
    failures = [504];
    const created = await api('POST /comments', {
      body: { reviewId: REVIEW_ID, text: 'x' },
      token: null,
      idempotencyKey: 'key-abcdef0123',
    });
    expect(created).toEqual({ id: 'created' });
    expect(seen).toEqual(['key-abcdef0123', 'key-abcdef0123']);
  });

  it('never repeats a request without a key', async () => {
    seen.length = 0;
    failures = [503];
    await expect(
      api('POST /comments', { body: { reviewId: REVIEW_ID, text: 'x' }, token: null }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([undefined]);
  });

  it('gives the same body the same key until reset, and another body another key', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor({ text: 'a' });
    expect(keys.keyFor({ text: 'a' })).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ text: 'b' })).not.toBe(first);
    const second = keys.keyFor({ text: 'a' });
    expect(second).not.toBe(first);
    keys.reset();
    expect(keys.keyFor({ text: 'a' })).not.toBe(second);
  });
});
