import { translatorFor } from '@app/i18n/catalogs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../src/db/schema.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health and readiness', () => {
  it('answers liveness with the version', async () => {
    const response = await t.request('/api/v1/health');
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ status: 'ok', version: expect.any(String) });
  });

  it('reports the database as up', async () => {
    const response = await t.request('/api/v1/ready');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('error envelope', () => {
  it('answers unknown API routes with ROUTE_NOT_FOUND for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await t.request('/api/v1/no-such-thing?x=1', { method });
      expect(response.status).toBe(404);
      const body = await readJson(response);
      expect(body).toMatchObject({
        statusCode: 404,
        code: 'ROUTE_NOT_FOUND',
        message: `Route ${method} /api/v1/no-such-thing not found`,
      });
      expect(body.requestId).toBe(response.headers.get('x-request-id'));
    }
  });

  it('answers malformed JSON with 400 BAD_REQUEST, not 500', async () => {
    const response = await t.request('/api/v1/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text": ',
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('answers an address with a broken percent-escape with 400: the envelope for the API, a page in its language otherwise', async () => {
    const api = await t.request('/api/v1/reviews/%E0');
    expect(api.status).toBe(400);
    expect(await readJson(api)).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
    });
    const page = await t.request('/ka/reviews/%E0');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="ka">');
    expect(html).toContain(translatorFor('ka')('errors.clientError.title'));
    expect(html).not.toContain('<script');
  });

  it('answers an unsupported media type with 415', async () => {
    const response = await t.request('/api/v1/feedback', {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<x/>',
    });
    expect(response.status).toBe(415);
    expect(await readJson(response)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.request('/api/v1/feedback', {
      method: 'POST',
      json: { text: 'x'.repeat(2_000_000) },
    });
    expect(response.status).toBe(413);
    expect(await readJson(response)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('lists one detail per invalid field', async () => {
    const response = await t.request('/api/v1/feedback', { method: 'POST', json: { text: 42, contacts: 7 } });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['contacts', 'text']);
  });
});

describe('security headers', () => {
  it('sends a deny-all CSP and hardening headers on API answers', async () => {
    const response = await t.request('/api/v1/health');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ignores a client-supplied request id unless a proxy is trusted', async () => {
    const response = await t.request('/api/v1/health', { headers: { 'x-request-id': 'attacker-chosen-id' } });
    expect(response.headers.get('x-request-id')).not.toBe('attacker-chosen-id');
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 built from the zod contracts', async () => {
    const response = await t.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = await readJson(response);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/ready', '/api/v1/feedback']),
    );
    const body = doc.paths['/api/v1/feedback'].post.requestBody.content['application/json'].schema;
    expect(body.properties.text.maxLength).toBe(5000);
    expect(body.properties.contacts.maxLength).toBe(500);
    expect(body.required).toContain('text');
    expect(Object.keys(doc.paths)).not.toContain('/*');
  });
});

describe('POST /feedback (spec section 5 limits)', () => {
  const send = (json: unknown) => t.request('/api/v1/feedback', { method: 'POST', json });

  it('accepts exactly 5000 characters of text and 500 of contacts', async () => {
    const response = await send({ text: 'a'.repeat(5000), contacts: 'b'.repeat(500) });
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });

  it('refuses 5001 characters of text and 501 of contacts', async () => {
    const tooLongText = await send({ text: 'a'.repeat(5001) });
    expect(tooLongText.status).toBe(400);
    expect((await readJson(tooLongText)).details[0]).toMatchObject({ field: 'text' });
    const tooLongContacts = await send({ text: 'hello', contacts: 'b'.repeat(501) });
    expect(tooLongContacts.status).toBe(400);
    expect((await readJson(tooLongContacts)).details[0]).toMatchObject({ field: 'contacts' });
  });

  it('refuses whitespace-only text', async () => {
    const response = await send({ text: '   \n\t ' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Feedback text is required',
    });
  });

  it('trims both fields and stores blank contacts as absent', async () => {
    const response = await send({ text: '  Heating info is wrong  ', contacts: '   ' });
    expect(response.status).toBe(201);
    const { id } = await readJson(response);
    const rows = await t.database.db.select().from(feedback);
    const row = rows.find((r) => r.id === id);
    expect(row).toMatchObject({ text: 'Heating info is wrong', contacts: null });
  });
});

describe('compression', () => {
  it('compresses answers for clients that accept it, and only for them', async () => {
    const brotli = await t.request('/api/v1/openapi.json', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await readJson(brotli)).openapi).toMatch(/^3\./);

    const gzip = await t.request('/api/v1/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const plain = await t.request('/api/v1/openapi.json', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await readJson(plain)).openapi).toMatch(/^3\./);
  });
});
