import sharp, { type Metadata } from 'sharp';
import { AppError } from './app-error.ts';

/**
 * The upload pipeline for user images (avatars, review and comment photos): the type is read from
 * the bytes, never from the name or the declared type; decoding is bounded; the output is a fresh
 * encode, so EXIF (GPS, camera serials), ICC and anything hidden after the image data are gone.
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export const ACCEPTED_IMAGE_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp'];

/** Decoding a 50-megapixel image is plenty for a phone photo and bounds memory (~200 MB RGBA). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Magic numbers of the accepted formats. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

export interface ImageVariant {
  /** The requested size label (the longest side or the square edge, px). */
  size: number;
  width: number;
  height: number;
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
}

export interface ProcessedImage {
  sourceType: ImageType;
  width: number;
  height: number;
  variants: ImageVariant[];
}

export interface ProcessImageOptions {
  maxBytes: number;
  /** Output sizes in px: the longest side (`fit: 'inside'`) or a square edge (`fit: 'cover'`). */
  sizes: readonly number[];
  fit?: 'inside' | 'cover';
  quality?: number;
}

export function assertImageSize(bytes: number, maxBytes: number) {
  if (bytes > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'File too large');
}

/** Validates and re-encodes an uploaded image to WebP in the requested sizes. */
export async function processImage(input: Buffer, options: ProcessImageOptions): Promise<ProcessedImage> {
  assertImageSize(input.length, options.maxBytes);
  const sourceType = sniffImageType(input);
  if (!sourceType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPG, PNG and WebP images are accepted');
  }
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch (cause) {
    // A decompression bomb (few bytes, huge dimensions) is refused before decoding: too large.
    if (/pixel limit/i.test((cause as Error).message))
      throw new AppError('PAYLOAD_TOO_LARGE', 'File too large', { cause });
    throw new AppError('BAD_REQUEST', 'The image could not be read', { cause });
  }
  const expectedFormat = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }[sourceType];
  if (metadata.format !== expectedFormat || !metadata.width || !metadata.height) {
    throw new AppError('BAD_REQUEST', 'The image could not be read');
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'File too large');
  }
  const fit = options.fit ?? 'inside';
  const resize = (size: number) => ({ width: size, height: size, fit, withoutEnlargement: fit === 'inside' });
  try {
    // Decoded once, oriented and brought to the largest size as raw pixels; every size is encoded
    // from those pixels. A 12-megapixel phone photo used to be decoded once per size.
    // rotate() applies the EXIF orientation before the metadata is dropped by the re-encode.
    const largest = Math.max(...options.sizes);
    const base = await open().rotate().resize(resize(largest)).raw().toBuffer({ resolveWithObject: true });
    const pixels = {
      raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
    };
    const variants = await Promise.all(
      options.sizes.map(async (size) => {
        const { data, info } = await sharp(base.data, pixels)
          .resize(resize(size))
          // Effort 2 of 6 costs about half the CPU of the default 4 for files within 2% of its size.
          .webp({ quality: options.quality ?? 82, effort: 2 })
          .toBuffer({ resolveWithObject: true });
        return {
          size,
          width: info.width,
          height: info.height,
          data,
          contentType: 'image/webp' as const,
          extension: 'webp' as const,
        };
      }),
    );
    const oriented = (metadata.orientation ?? 1) >= 5;
    return {
      sourceType,
      width: oriented ? metadata.height : metadata.width,
      height: oriented ? metadata.width : metadata.height,
      variants,
    };
  } catch (cause) {
    throw new AppError('BAD_REQUEST', 'The image could not be read', { cause });
  }
}
