import { randomBytes } from 'node:crypto';
import { AVATAR_LIMITS } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { processImage } from '../../lib/images.ts';
import type { MediaStorage } from '../../lib/storage.ts';
import { swapAvatarKey } from '../auth/index.ts';

const [LARGE, ...SMALLER] = AVATAR_LIMITS.sizes;

/** Every file of an avatar, from the key of its largest size (`…-256.webp` → `…-96.webp` too). */
function avatarFiles(key: string): string[] {
  return [key, ...SMALLER.map((size) => key.replace(new RegExp(`-${LARGE}\\.webp$`), `-${size}.webp`))];
}

/**
 * Replaces the avatar: the upload is re-encoded to square WebP sizes (metadata stripped), stored
 * under a new key (so caches never show a stale picture), and the old files are removed.
 */
export async function replaceAvatar(db: Db, storage: MediaStorage, userId: string, upload: Buffer) {
  const image = await processImage(upload, {
    maxBytes: AVATAR_LIMITS.maxBytes,
    sizes: AVATAR_LIMITS.sizes,
    fit: 'cover',
  });
  const base = `avatars/${userId}/${randomBytes(8).toString('hex')}`;
  for (const variant of image.variants) {
    await storage.put(`${base}-${variant.size}.${variant.extension}`, variant.data, variant.contentType);
  }
  const key = `${base}-${LARGE}.webp`;
  const previous = await swapAvatarKey(db, userId, key);
  if (previous) for (const file of avatarFiles(previous)) await storage.delete(file);
  return key;
}

export async function removeAvatar(db: Db, storage: MediaStorage, userId: string) {
  const previous = await swapAvatarKey(db, userId, null);
  if (previous) for (const file of avatarFiles(previous)) await storage.delete(file);
}
