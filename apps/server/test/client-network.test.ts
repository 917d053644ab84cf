import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '../src/lib/client-network.ts';
import { startTestApp, type TestApp } from '../src/testing/index.ts';

describe('client networks', () => {
  it('keys IPv6 by /64 (wide: /48), IPv4 by address (wide: /24), mapped IPv4 as IPv4', () => {
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toEqual({
      exact: '2001:db8:1:2::/64',
      wide: '2001:db8:1::/48',
    });
    expect(clientNetwork('2001:db8::1').exact).toBe(clientNetwork('2001:db8:0:0:ffff::9').exact);
    expect(clientNetwork('2001:DB8::1%eth0').exact).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1').exact).toBe('0:0:0:0::/64');
    expect(clientNetwork('203.0.113.7')).toEqual({ exact: '203.0.113.7', wide: '203.0.113.0/24' });
    expect(clientNetwork('::ffff:203.0.113.7')).toEqual(clientNetwork('203.0.113.7'));
    expect(clientNetwork('::ffff:cb00:7107')).toEqual(clientNetwork('203.0.113.7'));
  });
});

/**
 * Issue 20, finding 3: 127.0.0.2 got fresh counters after 127.0.0.1 was limited, and an IPv6 /64
 * gave 2^64 of them. Production limits; X-Forwarded-For (trusted proxy) gives each request its address.
 */
describe('limits keyed by network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const anonymous = (from: string) =>
    t.request('/api/v1/auth/anonymous/sign-in', { method: 'POST', headers: { 'x-forwarded-for': from } });

  it('counts every address of an IPv6 /64 together', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++)
      statuses.push((await anonymous(`2001:db8:aa:bb::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another /64 has its own counter.
    expect((await anonymous('2001:db8:aa:cc::1')).status).toBe(200);
  });

  it('counts IPv4 addresses one by one, with a looser bucket for their /24', async () => {
    for (let i = 0; i < 10; i++) expect((await anonymous('198.51.100.1')).status).toBe(200);
    expect((await anonymous('198.51.100.1')).status).toBe(429);
    // A neighbour has its own counter…
    expect((await anonymous('198.51.100.2')).status).toBe(200);
    // …but the /24 as a whole has at most four times the limit (40), spread over any addresses.
    const statuses: number[] = [];
    for (let i = 3; i < 40; i++) statuses.push((await anonymous(`198.51.100.${i}`)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await anonymous('198.51.100.200')).status).toBe(429);
  });
});
