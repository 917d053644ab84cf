import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, hasErrorCode, onUnauthorized } from './api';
import { type ApiFetch, callApi, callPath, endpoint } from './api-client';

/** A fetch function that records each request and answers from a script. */
function scripted(...answers: Array<() => Response>) {
  const calls: Array<{ path: string; method: string; headers: Headers; body: unknown }> = [];
  const fetchFn: ApiFetch = async (path, init) => {
    calls.push({
      path,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer();
  };
  return { fetchFn, calls };
}
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

afterEach(() => onUnauthorized(undefined));

describe('callApi: requests from endpoint objects', () => {
  it('fills and encodes path parameters, encodes the query and sends the endpoint method', async () => {
    const { fetchFn, calls } = scripted(json(200, { id: 'r1' }));
    await callApi(fetchFn, 'PATCH /reviews/:id', {
      params: { id: 'a/b c?' },
      query: { lang: 'ka' },
      body: { locked: true },
      token: null,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/reviews/a%2Fb%20c%3F?lang=ka');
    expect(calls[0]!.method).toBe('PATCH');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({ locked: true });
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('leaves unset query values out and encodes reserved characters', () => {
    expect(
      callPath('/places/suggestions', undefined, {
        q: 'Vake & Saburtalo=1',
        cursor: undefined,
        limit: 10,
        kinds: 'city,district',
        x: null,
      }),
    ).toBe('/places/suggestions?q=Vake+%26+Saburtalo%3D1&limit=10&kinds=city%2Cdistrict');
    expect(callPath('/reviews/my', undefined, { cursor: undefined })).toBe('/reviews/my');
    expect(
      callPath('/moderation/items/:targetType/:targetId', { targetType: 'review', targetId: 'x' }, undefined),
    ).toBe('/moderation/items/review/x');
  });

  it('sends the bearer token and the idempotency key; retries a 503 with the same key', async () => {
    const { fetchFn, calls } = scripted(
      json(
        503,
        { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'later' },
        { 'retry-after': '0.001' },
      ),
      json(201, { id: 'c1' }),
    );
    const created = await callApi(fetchFn, 'POST /comments', {
      body: { reviewId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', text: 'hello' },
      token: 'tok',
      idempotencyKey: 'key-1',
    });
    expect(created).toEqual({ id: 'c1' });
    expect(
      calls.map((c) => [c.method, c.path, c.headers.get('idempotency-key'), c.headers.get('authorization')]),
    ).toEqual([
      ['POST', '/comments', 'key-1', 'Bearer tok'],
      ['POST', '/comments', 'key-1', 'Bearer tok'],
    ]);
  });

  it('answers undefined for a 204', async () => {
    const { fetchFn, calls } = scripted(() => new Response(null, { status: 204 }));
    expect(
      await callApi(fetchFn, 'DELETE /comments/:id', { params: { id: 'c1' }, token: null }),
    ).toBeUndefined();
    expect(calls[0]!.method).toBe('DELETE');
  });

  it('throws the error envelope as an ApiError with its code, status and details', async () => {
    const envelope = {
      statusCode: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirm your e-mail first',
      details: [{ field: 'captcha', message: 'x', code: 'CAPTCHA_REQUIRED' }],
    };
    const { fetchFn } = scripted(json(403, envelope));
    const error = await callApi(fetchFn, 'PUT /reviews/:id/vote', {
      params: { id: 'r1' },
      body: { value: 'like' },
      token: null,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirm your e-mail first',
    });
    expect(hasErrorCode(error, 'CAPTCHA_REQUIRED')).toBe(true);
  });

  it('reports a lost session on a 401 with a token, but not for a wrong password at sign-in', async () => {
    let lost = 0;
    onUnauthorized(() => lost++);
    const unauthorized = json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'no' });
    const { fetchFn } = scripted(unauthorized, unauthorized);
    await expect(callApi(fetchFn, 'GET /auth/current', { token: 'old' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(lost).toBe(1);
    await expect(
      callApi(fetchFn, 'POST /auth/sign-in', {
        body: { type: 'email', email: 'a@b.ge', password: 'x' },
        token: 'anon',
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(lost).toBe(1);
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    const fetchFn: ApiFetch = () => Promise.reject(new TypeError('offline'));
    await expect(callApi(fetchFn, 'GET /auth/sessions', { token: null })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe("endpoint(): one endpoint as a named call, for a feature's api/ (issue 32)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the endpoint through the browser client with the options it is given', async () => {
    const requests: Array<[string, string | undefined, unknown]> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push([url, init.method, JSON.parse(String(init.body))]);
      return new Response(JSON.stringify({ id: 'r1' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const updateReview = endpoint('PATCH /reviews/:id');
    await expect(
      updateReview({ params: { id: 'r1' }, body: { locked: true }, token: null }),
    ).resolves.toEqual({
      id: 'r1',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]![0]).toMatch(/\/reviews\/r1$/);
    expect(requests[0]!.slice(1)).toEqual(['PATCH', { locked: true }]);
  });
});

describe('every web call goes through the client (issue 19)', () => {
  const appDir = join(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });

  // Their JSON is not the API's: the map style, the build id and the message catalogues.
  const notApi = new Set([
    join('features', 'places', 'components', 'place-map.tsx'),
    join('shell', 'version-check.tsx'),
    join('shared', 'lib', 'catalog.ts'),
  ]);

  it('has no apiRequest, no raw API paths and no direct apiFetch calls outside the client', () => {
    const offenders: string[] = [];
    for (const file of sources(appDir)) {
      const name = relative(appDir, file);
      const text = readFileSync(file, 'utf8');
      if (/\bapiRequest\b/.test(text)) offenders.push(`${name}: apiRequest`);
      // The API base default lives in shared/lib/api.ts only.
      if (name !== join('shared', 'lib', 'api.ts') && text.includes('/api/v1'))
        offenders.push(`${name}: '/api/v1'`);
      if (/\bapiFetch\(/.test(text)) offenders.push(`${name}: apiFetch(...) instead of callApi`);
      if (
        name !== join('shared', 'lib', 'api-client.ts') &&
        /fetch\(`\$\{getApiBaseUrl\(\)\}\/(?!\$)/.test(text)
      ) {
        offenders.push(`${name}: a fetch of a literal API path`);
      }
      if (!notApi.has(name) && /\.json\(\)\)? as /.test(text))
        offenders.push(`${name}: an API answer cast with as`);
    }
    expect(offenders).toEqual([]);
  });

  // Issue 32, item 4 (docs/code-structure.md, "Calls of the API"): a call from the browser sits in
  // a feature's api/ folder; the exceptions are named there, each with its reason at the call.
  const callsElsewhere = new Set([
    join('shared', 'lib', 'api-client.ts'),
    join('shared', 'lib', 'content-votes.ts'),
    join('routes', 'reviews.$id.update.tsx'),
    join('routes', 'reviews.create.tsx'),
  ]);

  it("calls the API from a feature's api/ folder, but for the named exceptions", () => {
    const offenders = sources(appDir)
      .map((file) => relative(appDir, file))
      .filter((name) => !/^features[\\/][^\\/]+[\\/]api[\\/]/.test(name) && !callsElsewhere.has(name))
      .filter((name) => /(?<![.\w])api\(\s*['"]/.test(readFileSync(join(appDir, name), 'utf8')));
    expect(offenders).toEqual([]);
    expect(sources(appDir).length, 'the sources are found').toBeGreaterThan(150);
  });
});
