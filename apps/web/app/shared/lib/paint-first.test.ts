import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads, paintFirst, withInstallTags } from './paint-first.server';

const head = [
  '<!DOCTYPE html><html lang="ka"><head><meta charSet="utf-8"/><title>ვაკე · Ваке</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n1"/>',
  '<link rel="modulepreload" fetchpriority="high" href="/assets/urgent-C.js"/>',
  '<link rel="preload" href="/i18n/ka.0123456789abcdef.json" as="fetch" crossorigin="anonymous" fetchpriority="low"/>',
  '<link rel="stylesheet" href="/assets/app-D.css"/>',
  '</head>',
].join('');
const body =
  '<body><main>მთავარი · Главная</main><a href="/ka" rel="modulepreload">not a link of the head</a></body></html>';
const expectedHead = [
  '<!DOCTYPE html><html lang="ka"><head><meta charSet="utf-8"/><title>ვაკე · Ваке</title>',
  '<link fetchpriority="low" rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link fetchpriority="low" rel="modulepreload" href="/assets/framework-B.js" nonce="n1"/>',
  '<link rel="modulepreload" fetchpriority="high" href="/assets/urgent-C.js"/>',
  '<link rel="preload" href="/i18n/ka.0123456789abcdef.json" as="fetch" crossorigin="anonymous" fetchpriority="low"/>',
  '<link rel="stylesheet" href="/assets/app-D.css"/>',
  '</head>',
].join('');

/** What the served head gains for the installable app (issue 36), in the page's language. */
const installTags = [
  '<link rel="manifest" href="/manifest.ka.webmanifest"/>',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
  '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff"/>',
  '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0c0a09"/>',
].join('');
const servedHead = expectedHead.replace('</head>', `${installTags}</head>`);

describe('paint first: the scripts are preloaded at low priority', () => {
  it('lowers the module preloads of the head, and nothing else', () => {
    expect(lowPriorityPreloads(head)).toBe(expectedHead);
  });

  it('gives the same bytes through the stream, whatever the chunks (a letter split in two too)', async () => {
    const bytes = Buffer.from(head + body);
    for (const size of [1, 5, 64, 4096]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await text(paintFirst(Readable.from(chunks)))).toBe(servedHead + body);
    }
  });

  it('ends with the error of a render that fails mid-stream, instead of waiting forever', async () => {
    const render = new PassThrough();
    const html = text(paintFirst(render));
    render.write(head);
    render.write('<body><main>');
    render.destroy(new Error('the render failed'));
    await expect(html).rejects.toThrow('the render failed');
  });

  it("names the manifest of the page's language, the touch icon and both theme colours", () => {
    expect(withInstallTags('<html lang="ka"><head>')).toBe(`<html lang="ka"><head>${installTags}`);
    expect(withInstallTags('<html lang="ru" class="dark"><head>')).toContain(
      'href="/manifest.ru.webmanifest"',
    );
    // A page of no language of ours (never one of the app's) gets none.
    expect(withInstallTags('<html><head>')).toBe('<html><head>');
  });

  it('leaves a document without a head as it was', async () => {
    const bare = '<p>ქართული ტექსტი, без head</p>';
    const bytes = Buffer.from(bare);
    const chunks = [bytes.subarray(0, 7), bytes.subarray(7)];
    expect(await text(paintFirst(Readable.from(chunks)))).toBe(bare);
  });
});
