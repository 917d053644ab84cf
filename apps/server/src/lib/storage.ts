import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Where uploaded media (avatars, review photos) live. Keys are relative paths such as
 * `avatars/<user>/<random>.webp`; each stored object is immutable (a new upload gets a new key),
 * so it can be cached forever. The local folder is the default; an S3-compatible store can
 * implement the same interface.
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL browsers load the object from. */
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

/** Refuses keys that could escape the media folder or name something odd. */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Unsafe media key: ${key}`);
  }
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

declare module 'fastify' {
  interface FastifyInstance {
    mediaStorage: MediaStorage;
  }
}

/** Decorates `app.mediaStorage` and serves the local folder at /media/* with immutable caching. */
export async function registerMediaStorage(
  app: FastifyInstance,
  options: { dataDir: string; publicUrl: string },
) {
  const root = path.join(options.dataDir, 'media');
  await fs.mkdir(root, { recursive: true });
  const storage = new LocalMediaStorage(root, options.publicUrl);
  app.decorate('mediaStorage', storage);
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      // Media are images we wrote ourselves; never let a browser sniff them into something else.
      res.header('x-content-type-options', 'nosniff');
      res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
