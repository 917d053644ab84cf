import { pipeline, type Readable, Transform } from 'node:stream';

/**
 * Paint first, then hydrate: the page's scripts are preloaded at low priority. React Router's
 * `<Scripts>` preloads every chunk of the first load (~135–150 KB Brotli) with
 * `<link rel="modulepreload">`, which the browser fetches at high priority, at once, beside the
 * stylesheet that holds the first paint. On a slow link they shared it: on Lighthouse's mobile
 * network applied to the browser (1.6 Mbit/s, 150 ms), pages were first painted at 2.0–2.2 s, when
 * most of the scripts were in. At low priority the stylesheet comes first and pages are painted at
 * ~1.5 s, while the scripts still start at once (time to interactive lower on 16 of 18 pages:
 * docs/performance.md, issue 18). `<Scripts>` takes no fetch priority, so the rendered HTML goes
 * through a stream that adds `fetchpriority="low"` to the head's module preloads; the root gives the
 * catalogue's preload the same priority itself. Only the head is held (until `</head>`, in the
 * shell); the body streams through as it comes.
 */
export function paintFirst(html: Readable): Readable {
  const head = lowPriorityHead();
  // pipeline, not pipe: a render that fails mid-stream ends the response with its error.
  pipeline(html, head, () => {});
  return head;
}

function lowPriorityHead(): Transform {
  // Bytes, not text, until the head is whole: `</head>` is ASCII, so the head ends on a character's
  // boundary and what follows passes through untouched, even a letter split between two chunks.
  let held: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      held = Buffer.concat([held, chunk]);
      const end = held.indexOf('</head>');
      if (end < 0) return callback();
      const head = Buffer.from(withInstallTags(lowPriorityPreloads(held.subarray(0, end).toString('utf8'))));
      const rest = held.subarray(end);
      held = null;
      callback(null, Buffer.concat([head, rest]));
    },
    flush(callback) {
      // A document without a head (never one of the app's pages): as it was rendered.
      callback(null, held ?? undefined);
    },
  });
}

const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/** The head with `fetchpriority="low"` on every module preload that names no priority itself. */
export function lowPriorityPreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link fetchpriority="low"');
}

/** The header's colours (site-header.tsx): white in light mode, stone-950 in dark. */
const THEME_COLORS = { light: '#ffffff', dark: '#0c0a09' };

/**
 * The installable app's tags (issue 36): the manifest of the page's language (its start page is that
 * language's home; the server draws the icons: apps/server/src/features/seo), the touch icon, and
 * the theme colour per colour scheme. Written here into the served head, not by the root component,
 * so that they cost the pages' first-load JavaScript nothing; they are the same for every page of a
 * language, and after a switch of language in the browser the first one stays (installing from
 * there starts in the language the visit began in).
 */
export function withInstallTags(head: string): string {
  const lang = /<html\b[^>]*\blang="(en|ru|ka)"/.exec(head)?.[1];
  if (!lang) return head;
  return (
    head +
    `<link rel="manifest" href="/manifest.${lang}.webmanifest"/>` +
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>' +
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}"/>` +
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}"/>`
  );
}
