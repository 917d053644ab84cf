import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from '../src/lib/images.ts';

/**
 * The re-encode every uploaded image goes through (lib/images.ts): decoded once, oriented, then
 * encoded at each size. These pin what a user sees of it: the picture upright, in its colours,
 * transparency kept, every size the right shape, and nothing of the original's metadata.
 */

const PHOTO = { maxBytes: 10 * 1024 * 1024, sizes: [1600, 800, 400] } as const;
const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** A picture whose left half is red and right half blue. */
function halves(width: number, height: number) {
  const half = Math.round(width / 2);
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: RED } },
      left: 0,
      top: 0,
    },
  ]);
}

async function pixel(webp: Buffer, x: number, y: number) {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(at, at + info.channels));
}

const close = (actual: number[], expected: number[], tolerance = 30) =>
  expected.every((value, i) => Math.abs((actual[i] ?? -1000) - value) <= tolerance);

describe('processImage', () => {
  it('turns a phone photo upright by its EXIF orientation and writes each size from it', async () => {
    // Orientation 6: the sensor's picture must be turned 90° clockwise, so its left half ends on top.
    const jpeg = await halves(2400, 1600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await processImage(jpeg, PHOTO);

    expect({ width: image.width, height: image.height }).toEqual({ width: 1600, height: 2400 });
    expect(image.variants.map(({ size, height }) => ({ size, height }))).toEqual([
      { size: 1600, height: 1600 },
      { size: 800, height: 800 },
      { size: 400, height: 400 },
    ]);
    // Two thirds of the height, give or take the rounding of the largest size they are made from.
    for (const { width, height } of image.variants)
      expect(Math.abs(width - (height * 2) / 3)).toBeLessThanOrEqual(1);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(close(await pixel(variant.data, Math.floor(variant.width / 2), 5), [RED.r, RED.g, RED.b])).toBe(
        true,
      );
      expect(
        close(await pixel(variant.data, Math.floor(variant.width / 2), variant.height - 5), [
          BLUE.r,
          BLUE.g,
          BLUE.b,
        ]),
      ).toBe(true);
    }
  });

  it('does not enlarge a small photo', async () => {
    const png = await halves(300, 200).png().toBuffer();
    const image = await processImage(png, PHOTO);
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([
      [300, 200],
      [300, 200],
      [300, 200],
    ]);
  });

  it('keeps transparency', async () => {
    // Left half opaque red, right half fully transparent.
    const rgba = Buffer.alloc(400 * 400 * 4);
    for (let i = 0; i < 400 * 400; i++) {
      if (i % 400 < 200) rgba.set([RED.r, RED.g, RED.b, 255], i * 4);
    }
    const png = await sharp(rgba, { raw: { width: 400, height: 400, channels: 4 } })
      .png()
      .toBuffer();
    const [variant] = (await processImage(png, { ...PHOTO, sizes: [400] })).variants;
    expect((await sharp(variant!.data).metadata()).hasAlpha).toBe(true);
    expect((await pixel(variant!.data, 350, 200))[3]).toBe(0);
    expect(close(await pixel(variant!.data, 50, 200), [RED.r, RED.g, RED.b, 255])).toBe(true);
  });

  it('writes a CMYK JPEG in sRGB with its colours, and a grey or 16-bit image as it looks', async () => {
    const cmyk = await halves(800, 600).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const fromCmyk = (await processImage(cmyk, PHOTO)).variants[0]!;
    expect((await sharp(fromCmyk.data).metadata()).space).toBe('srgb');
    expect(close(await pixel(fromCmyk.data, 100, 300), [RED.r, RED.g, RED.b], 45)).toBe(true);

    const grey = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 90, b: 90 } },
    })
      .greyscale()
      .jpeg()
      .toBuffer();
    const fromGrey = (await processImage(grey, PHOTO)).variants[1]!;
    expect([fromGrey.width, fromGrey.height]).toEqual([640, 480]);
    expect((await pixel(fromGrey.data, 10, 10))[0]).toBeCloseTo(90, -1);

    const deep = await halves(500, 500).png({ compressionLevel: 1 }).toColourspace('rgb16').toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const fromDeep = (await processImage(deep, PHOTO)).variants[2]!;
    expect(close(await pixel(fromDeep.data, 50, 250), [RED.r, RED.g, RED.b])).toBe(true);
  });

  it('crops avatars to squares, enlarging a small one', async () => {
    const jpeg = await halves(300, 120).jpeg().toBuffer();
    const image = await processImage(jpeg, { maxBytes: PHOTO.maxBytes, sizes: [256, 96], fit: 'cover' });
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([
      [256, 256],
      [96, 96],
    ]);
  });

  it('refuses what is not an image of the accepted kinds', async () => {
    await expect(processImage(Buffer.from('GIF89a not really'), PHOTO)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const truncated = (await halves(800, 600).jpeg().toBuffer()).subarray(0, 2000);
    await expect(processImage(truncated, PHOTO)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
