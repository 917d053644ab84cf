import { createHash, randomBytes } from 'node:crypto';

/** Stamps a 48-bit millisecond time, the version (7) and the variant into 16 bytes (RFC 9562). */
function formatV7(bytes: Buffer, timeMs: number): string {
  bytes[0] = Math.floor(timeMs / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(timeMs / 2 ** 32) & 0xff;
  bytes[2] = Math.floor(timeMs / 2 ** 24) & 0xff;
  bytes[3] = Math.floor(timeMs / 2 ** 16) & 0xff;
  bytes[4] = Math.floor(timeMs / 2 ** 8) & 0xff;
  bytes[5] = timeMs & 0xff;
  return formatUuid(bytes, 0x70);
}

/** Stamps the version nibble and the RFC 9562 variant into 16 bytes and writes them as a UUID. */
function formatUuid(bytes: Buffer, version: number): string {
  bytes[6] = (bytes[6]! & 0x0f) | version;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * UUID version 7: ids sort by creation time, which keeps B-tree inserts local and makes keyset
 * pagination by id stable.
 */
export function uuidv7(timeMs: number = Date.now()): string {
  return formatV7(randomBytes(16), timeMs);
}

/**
 * A UUID v7 whose random part is derived from `key`, so seeding the same data twice yields the
 * same ids (stable demo links) while keeping v7 ordering.
 */
export function seededUuid(key: string, timeMs: number): string {
  return formatV7(createHash('sha256').update(key).digest().subarray(0, 16), timeMs);
}

/**
 * A UUID v4 derived from `key`: stable demo ids for rows whose id must not carry a time (reviews
 * and comments without an author, photos), as `randomUUID()` gives them when written for real.
 */
export function seededRandomUuid(key: string): string {
  return formatUuid(createHash('sha256').update(key).digest().subarray(0, 16), 0x40);
}
