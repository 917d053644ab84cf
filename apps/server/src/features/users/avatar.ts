import { randomBytes } from 'node:crypto';
import { AVATAR_LIMITS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { processImage } from '../../lib/images.ts';
import type { MediaStorage } from '../../lib/storage.ts';

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

/**
 * Sets the avatar key and answers the one it replaced, the row locked between the read and the
 * write: two uploads at once (two tabs) each remove the files the other replaced, and no avatar is
 * left behind in public storage. Without the lock both read the same old key, and the files of the
 * first new avatar stayed public for good.
 */
async function swapAvatarKey(db: Db, userId: string, key: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ key: users.avatarKey })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
    return previous?.key ?? null;
  });
}

export async function removeAvatar(db: Db, storage: MediaStorage, userId: string) {
  const previous = await swapAvatarKey(db, userId, null);
  if (previous) for (const file of avatarFiles(previous)) await storage.delete(file);
}
