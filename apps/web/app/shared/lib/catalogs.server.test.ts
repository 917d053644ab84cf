import zlib from 'node:zlib';
import { LOCALES } from '@app/contracts';
import { CATALOGS } from '@app/i18n/catalogs';
import { describe, expect, it } from 'vitest';
import { catalogFileResponse, catalogUrl } from './catalogs.server';

const fileName = (url: string) => url.split('/').pop();

describe('message catalogue files', () => {
  it.each(LOCALES)(
    '%s: Brotli and gzip compressed once at the highest level, plain for a client without either',
    async (locale) => {
      const name = fileName(catalogUrl(locale));
      const brotli = await catalogFileResponse(name, 'gzip, deflate, br, zstd');
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('vary')).toBe('accept-encoding');
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const brotliBytes = Buffer.from(await brotli.arrayBuffer());
      const catalog = JSON.parse(zlib.brotliDecompressSync(brotliBytes).toString('utf8')) as Record<
        string,
        string
      >;

      // Every message a page shows, in the language; none of the e-mails' (only the server sends those).
      const all = CATALOGS[locale] as Record<string, unknown>;
      const mailKeys = Object.keys(all).filter((key) => key.startsWith('mail.'));
      expect(mailKeys.length).toBeGreaterThan(0);
      expect(Object.keys(catalog).length).toBe(Object.keys(all).length - mailKeys.length);
      for (const [key, text] of Object.entries(catalog)) expect(text, key).toEqual(all[key]);
      // Smaller than the server's per-request Brotli 4 of the same text.
      const quick = zlib.brotliCompressSync(JSON.stringify(catalog), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      });
      expect(brotliBytes.length).toBeLessThan(quick.length);

      const gzipped = await catalogFileResponse(name, 'br;q=0, gzip');
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8'))).toEqual(
        catalog,
      );

      const plain = await catalogFileResponse(name, null);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.json()).toEqual(catalog);
    },
  );

  it('answers an older hash with the current catalogue, uncached, and an unknown file with 404', async () => {
    const stale = await catalogFileResponse('ka.0000000000000000.json', 'br');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect((await catalogFileResponse('xx.0000000000000000.json', 'br')).status).toBe(404);
    expect((await catalogFileResponse('ka.json', 'br')).status).toBe(404);
  });
});
