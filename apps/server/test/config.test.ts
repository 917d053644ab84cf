import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      apiPublicUrl: '/api/v1',
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('several instances (REDIS_URL) in production need one CAPTCHA_SECRET and may prefix Redis keys', () => {
    const shared = { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => loadConfig(shared)).toThrow(ConfigError);
    expect(() => loadConfig(shared)).toThrow(/CAPTCHA_SECRET: required when REDIS_URL is set/);
    const config = loadConfig({
      ...shared,
      CAPTCHA_SECRET: 'a-shared-secret-of-16+',
      REDIS_KEY_PREFIX: 'ss:',
    });
    expect(config).toMatchObject({ redisUrl: shared.REDIS_URL, redisKeyPrefix: 'ss:' });
    expect(() =>
      loadConfig({ ...shared, CAPTCHA_SECRET: 'a-shared-secret-of-16+', REDIS_KEY_PREFIX: 'a b' }),
    ).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
