import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { bucketUrl, type MediaStorageConfig } from './lib/storage.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/**
 * Every setting the server reads from the environment, validated once at start.
 * The README lists them with their defaults; keep the two in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Honour X-Forwarded-For / X-Forwarded-Proto only behind a proxy we run. */
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Seed the demo data when the database has no places yet. */
  SEED_DEMO: booleanFromEnv.default(true),
  /** Base URL the browser uses for the API; the same origin by default (spec: configurable base URL). */
  API_PUBLIC_URL: z
    .union([httpUrl, z.literal('/api/v1')], { error: 'must be /api/v1 (this server) or an http(s) URL' })
    .optional(),
  /** Where the built web app lives (React Router build output). */
  WEB_BUILD_DIR: z.string().min(1).optional(),
  /**
   * How long the app waits for one query before answering 503 itself (0: no limit). PostgreSQL's
   * own statement timeout (15 s) is enforced by the server, so a frozen server would never fire it.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(17_000),
  /** A read replica of DATABASE_URL for public lists, stats and place lookups (docs/scaling.md). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** How long a server-rendered page is reused for other visitors (0: render every request). */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  /**
   * How long a public API answer (lists, suggestions; plugins/answer-cache.ts) is reused for other
   * anonymous callers (0: answer every request). 5 s in production; off by default in development
   * and tests, where data written behind the API's back (factories, the seed) must show at once.
   */
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  /**
   * The search box's in-memory index (features/places/search-index.ts): `memory` (the default)
   * answers keystrokes from it once built, `postgres` always from the database.
   */
  SEARCH_INDEX: z.enum(['memory', 'postgres']).default('memory'),
  /**
   * How old the in-memory index may be before a search first reads the places' changes (one
   * indexed query): 1000 in production; 0 elsewhere (every search reads them, as tests write
   * places behind the API's back).
   */
  SEARCH_INDEX_FRESHNESS_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Grace period for in-flight requests on SIGTERM/SIGINT. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Reviews: HMAC secret of the proof-of-work captcha; set the same value on every instance. */
  CAPTCHA_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Key of the hashes that stand in for IP networks in abuse checks (duplicates, vote rings,
   * reports by visitors). Set the same value on every instance; without it a random one per start.
   */
  PRIVACY_HASH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** PBKDF2 iterations per captcha attempt and the counter bound: the work a browser does (~1 s). */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(10_000_000).default(5000),
  /** 'altcha' (self-hosted, offline) or a hosted captcha speaking the siteverify protocol. */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'hcaptcha']).default('altcha'),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  /** Overrides the provider's siteverify URL (a proxy, or a test server). */
  CAPTCHA_VERIFY_URL: z.url().optional(),

  // Accounts (issue 3): mail, "Google" sign-in, rate limits, media.
  /** smtp(s)://user:pass@host:port; unset: mails are written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('SofaScout <no-reply@sofascout.invalid>'),
  /** How often the mail worker looks for due messages (it is also woken when one is queued). */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  /** Without SMTP_URL, where the .eml files go (default DATA_DIR/outbox). */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  /** OpenID Connect issuer for "Sign in with Google"; any OIDC provider works. */
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Shared store for rate limits when several instances run; unset: kept in process memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of every Redis key (several deployments, or test runs, sharing one Redis). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and _ : . - only')
    .optional(),
  /** Multiplies every rate limit (tests and load runs raise it; 1 in production). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Refuse sign-in to e-mail accounts until their address is verified (403 'Email not verified'). */
  REQUIRE_VERIFIED_SIGN_IN: booleanFromEnv.default(false),
  /** Base URL of uploaded media (avatars, photos) as browsers reach it. */
  MEDIA_PUBLIC_URL: z.string().min(1).default('/media'),
  /** 'local' (DATA_DIR/media, served at /media) or 's3' (any S3-compatible bucket, S3_* below). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3 API base URL; unset: AWS's regional endpoint (https://s3.<region>.amazonaws.com). */
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-central-1')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 of a-z, 0-9, . and -)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where browsers load objects from (a CDN or the bucket's public URL); unset: the bucket's URL. */
  S3_PUBLIC_URL: httpUrl.optional(),
  /** Address the bucket as <endpoint>/<bucket> (MinIO and most self-hosted stores need this). */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),

  // Places (issue 4): map style, OpenStreetMap geocoder, IP debugging.
  /** MapLibre style the browser loads for maps (a free OpenStreetMap vector style by default). */
  MAP_STYLE_URL: z.url().default('https://tiles.openfreemap.org/styles/liberty'),
  /** Nominatim or Photon base URL; unset: only the built-in offline gazetteer. */
  GEOCODER_URL: z.url().optional(),
  GEOCODER_KIND: z.enum(['nominatim', 'photon']).default('nominatim'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** At most one geocoder request per this interval per instance (Nominatim's policy: 1 s). */
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Development only (refused unless NODE_ENV is development or test): a request header (e.g.
   * x-debug-ip) whose IP /places/current uses instead.
   */
  DEBUG_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/i, 'must be an HTTP header name')
    .optional(),

  // AI summary (issue 7): an OpenAI-compatible chat-completions model when configured, else built-in.
  /** Base URL of an OpenAI-compatible API (https://api.openai.com/v1, http://127.0.0.1:11434/v1…). */
  AI_PROVIDER_URL: z.url().optional(),
  /** Bearer key for AI_PROVIDER_URL; local servers (Ollama, vLLM) may need none. */
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  /** Give up on the model after this long and serve the built-in summary (the browser waits 120 s). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(100_000).default(45_000),
  /** A summary is regenerated after this long even when no review changed. */
  AI_SUMMARY_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),

  // Translations (issue 16): on-device in the browser, the summaries' model, a LibreTranslate API.
  /**
   * Providers tried in order, comma-separated: device (the browser's own Translator API, nothing
   * sent to the server), model (AI_PROVIDER_URL), libretranslate (TRANSLATE_URL); 'none' turns
   * translation off. Unconfigured ones are skipped.
   */
  TRANSLATE_PROVIDER: z
    .string()
    .regex(
      /^\s*(none|(device|model|libretranslate)(\s*,\s*(device|model|libretranslate))*)\s*$/,
      'a comma-separated list of device, model, libretranslate (or none)',
    )
    .default('device,model,libretranslate'),
  /** Base URL of a LibreTranslate-compatible API (POST /translate); unset: not used. */
  TRANSLATE_URL: httpUrl.optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  /** Give up on a translation provider after this long; the reader keeps the original. */
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

/**
 * Without a configured PRIVACY_HASH_SECRET, one random secret for this process: network hashes and
 * list cursors (lib/cursor.ts) stay valid across the apps a process builds (tests), not across
 * restarts or instances.
 */
const PROCESS_SECRET = randomBytes(32).toString('hex');

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReadUrl: string | undefined;
  databaseQueryTimeoutMs: number;
  logLevel: string;
  trustProxy: boolean;
  seedDemo: boolean;
  apiPublicUrl: string;
  webBuildDir: string;
  pageCacheTtlMs: number;
  apiCacheTtlMs: number;
  /** The in-memory search index; absent (tests' own configs): on, read fresh before each search. */
  searchIndex?: { enabled: boolean; freshnessMs: number };
  shutdownTimeoutMs: number;
  captcha: {
    provider: 'altcha' | 'turnstile' | 'hcaptcha';
    secret: string;
    cost: number;
    maxCounter: number;
    ttlSeconds: number;
    /** Hosted providers only. */
    siteKey?: string | undefined;
    secretKey?: string | undefined;
    verifyUrl?: string | undefined;
  };
  version: string;
  privacyHashSecret: string;
  // Accounts (issue 3)
  smtpUrl: string | undefined;
  mailFrom: string;
  mailPollIntervalMs: number;
  mailOutboxDir: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  rateLimitScale: number;
  requireVerifiedSignIn: boolean;
  media: MediaStorageConfig;
  // Places (issue 4)
  mapStyleUrl: string;
  geocoder:
    | { url: string; kind: 'nominatim' | 'photon'; timeoutMs: number; minIntervalMs: number }
    | undefined;
  debugIpHeader: string | undefined;
  // AI summary (issue 7)
  aiSummary: {
    model: { url: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
    ttlHours: number;
  };
  // Translations (issue 16)
  translation: TranslationConfig;
}

export type TranslationProviderKind = 'device' | 'model' | 'libretranslate';

export interface TranslationConfig {
  /** Configured providers in the order they are tried (unconfigured ones left out). */
  order: TranslationProviderKind[];
  model: { url: string; apiKey: string | undefined; model: string } | undefined;
  libretranslate: { url: string; apiKey: string | undefined } | undefined;
  timeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function mediaStorageConfig(e: z.output<typeof envSchema>): MediaStorageConfig {
  if (e.MEDIA_STORAGE === 'local') return { kind: 'local', publicUrl: e.MEDIA_PUBLIC_URL.replace(/\/$/, '') };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required when MEDIA_STORAGE is s3`,
    );
  }
  const location = {
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
    bucket: e.S3_BUCKET!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
  return {
    kind: 's3',
    ...location,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    publicUrl: (e.S3_PUBLIC_URL ?? bucketUrl(location)).replace(/\/$/, ''),
  };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parses the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings mean "unset": a blank line in a .env file must not override a default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_PROVIDER !== 'altcha' && (!e.CAPTCHA_SITE_KEY || !e.CAPTCHA_SECRET_KEY)) {
    throw new ConfigError(
      `Invalid configuration:\n  CAPTCHA_SITE_KEY, CAPTCHA_SECRET_KEY: required when CAPTCHA_PROVIDER is ${e.CAPTCHA_PROVIDER}`,
    );
  }
  // Several instances (they share a Redis) must sign captcha challenges with one key, or a challenge
  // fetched from one instance fails on the next. Development and tests may run one without it.
  if (e.NODE_ENV === 'production' && e.REDIS_URL && e.CAPTCHA_PROVIDER === 'altcha' && !e.CAPTCHA_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_SECRET: required when REDIS_URL is set (every instance must use the same secret)',
    );
  }
  // Any client could name the IP it is located by; a production server must not honour that header.
  if (e.DEBUG_IP_HEADER && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  DEBUG_IP_HEADER: allowed only when NODE_ENV is development or test (unset it in production)',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (a replica of the embedded database does not exist)',
    );
  }
  const media = mediaStorageConfig(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    apiPublicUrl: (e.API_PUBLIC_URL ?? '/api/v1').replace(/\/$/, ''),
    webBuildDir: path.resolve(repoRoot, e.WEB_BUILD_DIR ?? 'apps/web/build'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    apiCacheTtlMs: e.API_CACHE_TTL_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    searchIndex: {
      enabled: e.SEARCH_INDEX === 'memory',
      freshnessMs: e.SEARCH_INDEX_FRESHNESS_MS ?? (e.NODE_ENV === 'production' ? 1000 : 0),
    },
    captcha: {
      // Without a configured secret each start makes one: fine for one instance, and a challenge
      // issued before a restart simply fails and is fetched again.
      secret: e.CAPTCHA_SECRET ?? randomBytes(32).toString('hex'),
      cost: e.CAPTCHA_COST,
      maxCounter: e.CAPTCHA_MAX_COUNTER,
      ttlSeconds: 600,
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.CAPTCHA_SITE_KEY,
      secretKey: e.CAPTCHA_SECRET_KEY,
      verifyUrl:
        e.CAPTCHA_VERIFY_URL ??
        (e.CAPTCHA_PROVIDER === 'turnstile'
          ? 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
          : e.CAPTCHA_PROVIDER === 'hcaptcha'
            ? 'https://api.hcaptcha.com/siteverify'
            : undefined),
    },
    version: process.env.npm_package_version ?? '0.0.0',
    privacyHashSecret: e.PRIVACY_HASH_SECRET ?? e.CAPTCHA_SECRET ?? PROCESS_SECRET,
    // Accounts (issue 3)
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
    mailOutboxDir: path.resolve(repoRoot, e.MAIL_OUTBOX_DIR ?? path.join(e.DATA_DIR, 'outbox')),
    oidc:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? '',
    rateLimitScale: e.RATE_LIMIT_SCALE,
    requireVerifiedSignIn: e.REQUIRE_VERIFIED_SIGN_IN,
    media,
    // Places (issue 4)
    mapStyleUrl: e.MAP_STYLE_URL,
    geocoder: e.GEOCODER_URL
      ? {
          url: e.GEOCODER_URL.replace(/\/$/, ''),
          kind: e.GEOCODER_KIND,
          timeoutMs: e.GEOCODER_TIMEOUT_MS,
          minIntervalMs: e.GEOCODER_MIN_INTERVAL_MS,
        }
      : undefined,
    debugIpHeader: e.DEBUG_IP_HEADER?.toLowerCase(),
    // AI summary (issue 7)
    aiSummary: {
      model: e.AI_PROVIDER_URL
        ? {
            url: e.AI_PROVIDER_URL.replace(/\/$/, ''),
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
          }
        : undefined,
      ttlHours: e.AI_SUMMARY_TTL_HOURS,
    },
    translation: translationConfig(e),
  };
}

function translationConfig(e: z.output<typeof envSchema>): TranslationConfig {
  const model = e.AI_PROVIDER_URL
    ? { url: e.AI_PROVIDER_URL.replace(/\/$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL }
    : undefined;
  const libretranslate = e.TRANSLATE_URL
    ? { url: e.TRANSLATE_URL.replace(/\/$/, ''), apiKey: e.TRANSLATE_API_KEY }
    : undefined;
  const listed = e.TRANSLATE_PROVIDER.split(',').map((name) => name.trim());
  const order = [...new Set(listed)].filter(
    (name): name is TranslationProviderKind =>
      name === 'device' ||
      (name === 'model' && model !== undefined) ||
      (name === 'libretranslate' && libretranslate !== undefined),
  );
  return { order, model, libretranslate, timeoutMs: e.TRANSLATE_TIMEOUT_MS };
}
