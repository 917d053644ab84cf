import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AwsClient } from 'aws4fetch';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Where uploaded media (avatars, review photos) live. Keys are relative paths such as
 * `avatars/<user>/<random>.webp`; each stored object is immutable (a new upload gets a new key),
 * so it can be cached forever. The local folder is the default; an S3-compatible bucket is chosen by
 * configuration (MEDIA_STORAGE=s3).
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL browsers load the object from. */
  publicUrl(key: string): string;
}

/** Objects never change under a key, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

/** Refuses keys that could escape the media folder or name something odd. */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Unsafe media key: ${key}`);
  }
}

/** Every stored file of some photo rows (the largest is also a variant), each key once. */
export function photoFileKeys(rows: Array<{ key: string; variants: unknown }>): string[] {
  return [
    ...new Set(rows.flatMap((p) => [p.key, ...(p.variants as Array<{ key: string }>).map((v) => v.key)])),
  ];
}

/**
 * Removes the files of deleted content, after the delete's commit: a failed delete must keep them.
 * A file left behind by a failure or a crash here is unreachable (its row is gone) and harmless.
 */
export async function removeFilesAfterCommit(
  storage: MediaStorage,
  keys: readonly string[],
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  for (const key of keys)
    await storage.delete(key).catch((error) => log.warn({ err: error, key }, 'photo file not removed'));
}

export class LocalMediaStorage implements MediaStorage {
  readonly root: string;
  private readonly baseUrl: string;

  constructor(root: string, baseUrl: string) {
    this.root = root;
    this.baseUrl = baseUrl;
  }

  async put(key: string, data: Buffer) {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  }

  async delete(key: string) {
    assertSafeKey(key);
    await fs.rm(path.join(this.root, key), { force: true });
  }

  publicUrl(key: string) {
    return `${this.baseUrl}/${key}`;
  }
}

export interface S3StorageOptions {
  /** Base URL of the S3 API, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL browsers load objects from (a CDN or the bucket's public URL), without a trailing slash. */
  publicUrl: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted stores) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  timeoutMs?: number;
}

/** The URL of the bucket itself as the S3 API addresses it (path style or virtual-hosted). */
export function bucketUrl(options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'forcePathStyle'>) {
  const endpoint = new URL(options.endpoint);
  const base = endpoint.pathname.replace(/\/$/, '');
  if (options.forcePathStyle) return `${endpoint.origin}${base}/${options.bucket}`;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}`;
}

export class S3RequestError extends Error {
  override name = 'S3RequestError';
  readonly status: number;
  readonly code: string | undefined;
  constructor(method: string, key: string, status: number, code: string | undefined) {
    super(`S3 ${method} ${key} failed: ${status}${code ? ` ${code}` : ''}`);
    this.status = status;
    this.code = code;
  }
}

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Hex SHA-256 of an empty body, the payload hash of a DELETE. */
export const EMPTY_PAYLOAD_HASH = sha256Hex(new Uint8Array());

/**
 * An S3 request signed with AWS Signature Version 4 by aws4fetch (docs/decisions/014-kept-libraries.md).
 * The body's SHA-256 is sent and signed as `x-amz-content-sha256` (aws4fetch would send
 * UNSIGNED-PAYLOAD for S3), and every header given is signed (`allHeaders`: aws4fetch leaves
 * `content-type` and `range` out otherwise).
 */
export function signS3Request(
  client: AwsClient,
  url: string,
  init: {
    method: string;
    headers?: Record<string, string>;
    body?: Uint8Array<ArrayBuffer>;
    signal?: AbortSignal;
    /** The signing time as `20130524T000000Z`; now by default. */
    datetime?: string;
  },
): Promise<Request> {
  const { datetime, body, ...rest } = init;
  return client.sign(url, {
    ...rest,
    headers: { ...init.headers, 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH },
    ...(body ? { body } : {}),
    aws: { allHeaders: true, ...(datetime ? { datetime } : {}) },
  });
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), written with signed
 * PUT/DELETE requests. Objects are private to the API; browsers read them through `publicUrl`, which
 * the operator makes public (bucket policy or CDN). No ACL header is sent: many buckets refuse ACLs.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly options: S3StorageOptions;
  private readonly base: string;
  private readonly client: AwsClient;

  constructor(options: S3StorageOptions) {
    this.options = options;
    this.base = bucketUrl(options);
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      // A failed upload answers 503 at once, as before; the caller decides whether to try again.
      retries: 0,
    });
  }

  private async send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertSafeKey(key);
    // A safe key needs no encoding: letters, digits and `/_.-` only.
    const request = await signS3Request(this.client, `${this.base}/${key}`, {
      method,
      headers: body
        ? {
            'content-type': contentType ?? 'application/octet-stream',
            'cache-control': IMMUTABLE_CACHE_CONTROL,
          }
        : {},
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
    const response = await fetch(request);
    const text = await response.text();
    // Deleting what is already gone is fine: deletes are idempotent, as in the local folder.
    if (response.ok || (method === 'DELETE' && response.status === 404)) return;
    throw new S3RequestError(method, key, response.status, /<Code>([^<]+)<\/Code>/.exec(text)?.[1]);
  }

  async put(key: string, data: Buffer, contentType: string) {
    await this.send('PUT', key, data, contentType);
  }

  async delete(key: string) {
    await this.send('DELETE', key);
  }

  publicUrl(key: string) {
    return `${this.options.publicUrl}/${key}`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaStorage: MediaStorage;
  }
}

export type MediaStorageConfig =
  | { kind: 'local'; publicUrl: string }
  | ({ kind: 's3' } & Omit<S3StorageOptions, 'timeoutMs'>);

/** The configured storage: the local folder under the data directory, or the bucket. */
export async function openMediaStorage(options: {
  dataDir: string;
  media: MediaStorageConfig;
}): Promise<MediaStorage> {
  if (options.media.kind === 's3') {
    const { kind: _kind, ...s3 } = options.media;
    return new S3MediaStorage(s3);
  }
  const root = path.join(options.dataDir, 'media');
  await fs.mkdir(root, { recursive: true });
  return new LocalMediaStorage(root, options.media.publicUrl);
}

/**
 * Decorates `app.mediaStorage`. The local folder is served at /media/* with immutable caching; a
 * bucket serves its objects itself, at its public URL.
 */
export async function registerMediaStorage(
  app: FastifyInstance,
  options: { dataDir: string; media: MediaStorageConfig },
) {
  const storage = await openMediaStorage(options);
  app.decorate('mediaStorage', storage);
  if (!(storage instanceof LocalMediaStorage)) return;
  const root = storage.root;
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', IMMUTABLE_CACHE_CONTROL);
      // Media are images we wrote ourselves; never let a browser sniff them into something else.
      res.header('x-content-type-options', 'nosniff');
      res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
