import { describe, expect, it } from 'vitest';
import { pageCsp } from '../src/plugins/security-headers.ts';

describe('page Content-Security-Policy', () => {
  const base = { connectSrc: [], imgSrc: [], isProduction: true };

  it('allows scripts only from our origin and with this response’s nonce', () => {
    const csp = pageCsp({ nonce: 'abc' }, base);
    expect(csp).toContain("script-src 'self' 'nonce-abc';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain('frame-src');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('allows a cached page’s inline scripts by their hashes alone, as strict otherwise', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const csp = pageCsp({ hashes }, base);
    expect(csp).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB';");
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('adds a hosted captcha’s origins only when one is configured', () => {
    const origins = ['https://challenges.cloudflare.com'];
    const csp = pageCsp(
      { nonce: 'abc' },
      { ...base, connectSrc: origins, scriptSrc: origins, frameSrc: origins },
    );
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://challenges.cloudflare.com");
    expect(csp).toContain('frame-src https://challenges.cloudflare.com');
    expect(csp).toContain("connect-src 'self' https://challenges.cloudflare.com");
  });
});
