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

  it('takes the API base URL as the README documents it: /api/v1 or an http(s) URL', () => {
    expect(loadConfig({ API_PUBLIC_URL: '/api/v1' }).apiPublicUrl).toBe('/api/v1');
    expect(loadConfig({ API_PUBLIC_URL: 'https://api.example.com/api/v1/' }).apiPublicUrl).toBe(
      'https://api.example.com/api/v1',
    );
    expect(() => loadConfig({ API_PUBLIC_URL: 'ftp://x' })).toThrow(/API_PUBLIC_URL/);
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

  it('refuses DEBUG_IP_HEADER in production: any client could choose the IP it is located by', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEBUG_IP_HEADER: 'x-debug-ip' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEBUG_IP_HEADER: 'x-debug-ip' })).toThrow(
      /DEBUG_IP_HEADER: allowed only when NODE_ENV is development or test/,
    );
    for (const env of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV: env, DEBUG_IP_HEADER: 'X-Debug-IP' }).debugIpHeader).toBe('x-debug-ip');
    }
    expect(loadConfig({ NODE_ENV: 'production' }).debugIpHeader).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  describe('media storage', () => {
    const s3 = {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'sofascout-media',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it('keeps media in the local folder by default', () => {
      expect(loadConfig({}).media).toEqual({ kind: 'local', publicUrl: '/media' });
      expect(loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/m/' }).media).toEqual({
        kind: 'local',
        publicUrl: 'https://cdn.example.com/m',
      });
    });

    it('addresses an AWS bucket virtual-hosted in its region unless told otherwise', () => {
      expect(loadConfig({ ...s3, S3_REGION: 'eu-central-1' }).media).toEqual({
        kind: 's3',
        endpoint: 'https://s3.eu-central-1.amazonaws.com',
        region: 'eu-central-1',
        bucket: 'sofascout-media',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
        forcePathStyle: false,
        publicUrl: 'https://sofascout-media.s3.eu-central-1.amazonaws.com',
      });
      const minio = loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: 'true',
      }).media;
      expect(minio).toMatchObject({
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        publicUrl: 'http://127.0.0.1:9000/sofascout-media',
      });
      expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'https://media.example.com/' }).media).toMatchObject({
        publicUrl: 'https://media.example.com',
      });
    });

    it('names the missing and malformed S3 settings', () => {
      expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'ok-bucket' })).toThrowError(
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when MEDIA_STORAGE is s3',
      );
      expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://files.example.com' })).toThrowError(
        'S3_ENDPOINT: must be an http:// or https:// URL',
      );
      expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrowError(
        /S3_BUCKET: must be an S3 bucket name/,
      );
      expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrowError(/MEDIA_STORAGE/);
      expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrowError(/S3_FORCE_PATH_STYLE/);
    });
  });
});
