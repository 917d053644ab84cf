import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createPlaceTree, createTestUser, type TestPlaceTree } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/** A siteverify peer (Turnstile and hCaptcha speak the same protocol) on 127.0.0.1. */
let siteverify: http.Server;
let verifyUrl = '';
const received: URLSearchParams[] = [];
let failing = false;

let t: TestApp;
let tree: TestPlaceTree;

beforeAll(async () => {
  siteverify = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      if (failing) {
        response.writeHead(500).end('down');
        return;
      }
      const ok = form.get('secret') === 'server-secret' && form.get('response')?.startsWith('good-');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: Boolean(ok), 'error-codes': ok ? [] : ['invalid-input-response'] }),
      );
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const address = siteverify.address();
  verifyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/siteverify`;
  t = await startTestApp({
    env: {
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET_KEY: 'server-secret',
      CAPTCHA_VERIFY_URL: verifyUrl,
      RATE_LIMIT_SCALE: '100',
    },
  });
  tree = await createPlaceTree(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => siteverify?.close(resolve));
});

const body = (captcha: string) => ({
  placeId: tree.district,
  aspects: { parks: { rating: 4 } },
  isCommercial: false,
  livedFrom: { month: 1, year: 2024 },
  livedTo: null,
  agreedToTerms: true,
  captcha,
});

describe('hosted captcha (Turnstile / hCaptcha siteverify) by configuration', () => {
  it('accepts a token the provider verifies, once, and sends it the secret, token and client IP', async () => {
    const user = await createTestUser(t.database.db);
    const post = (captcha: string) =>
      t.request('/api/v1/reviews', { method: 'POST', json: body(captcha), headers: user.auth });
    expect((await post('good-token-1')).status).toBe(201);
    const last = received.at(-1)!;
    expect(last.get('secret')).toBe('server-secret');
    expect(last.get('response')).toBe('good-token-1');
    expect(last.get('remoteip')).toBe('127.0.0.1');
    const replay = await post('good-token-1');
    expect(replay.status).toBe(400);
    expect(await readJson(replay)).toMatchObject({ message: 'Captcha verification is required' });
    expect((await post('forged-token')).status).toBe(400);
  });

  it('refuses when the provider is down (nothing is written unchecked)', async () => {
    const user = await createTestUser(t.database.db);
    failing = true;
    try {
      const response = await t.request('/api/v1/reviews', {
        method: 'POST',
        json: body('good-token-2'),
        headers: user.auth,
      });
      expect(response.status).toBe(400);
    } finally {
      failing = false;
    }
  });

  it('needs both keys to be configured', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'x' })).toThrowError(
      ConfigError,
    );
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'x', CAPTCHA_SECRET_KEY: 'y' }).captcha
        .verifyUrl,
    ).toBe('https://api.hcaptcha.com/siteverify');
  });
});
