import { describe, expect, it } from 'vitest';
import { pageCsp } from '../src/plugins/security-headers.ts';

describe('page Content-Security-Policy', () => {
  const base = { connectSrc: [], imgSrc: [], isProduction: true };

  it('allows scripts only from our origin and with this response’s nonce', () => {
    const csp = pageCsp('abc', base);
    expect(csp).toContain("script-src 'self' 'nonce-abc';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain('frame-src');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('adds a hosted captcha’s origins only when one is configured', () => {
    const origins = ['https://challenges.cloudflare.com'];
    const csp = pageCsp('abc', { ...base, connectSrc: origins, scriptSrc: origins, frameSrc: origins });
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://challenges.cloudflare.com");
    expect(csp).toContain('frame-src https://challenges.cloudflare.com');
    expect(csp).toContain("connect-src 'self' https://challenges.cloudflare.com");
  });
});
