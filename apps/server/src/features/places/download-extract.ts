import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/*
 * Downloads an OpenStreetMap extract for `npm run import:osm -- --download …` (docs/addresses.md):
 * into `<dir>/<file name>.part`, renamed to its final name only once complete, so a stopped
 * download (a network cut, Ctrl-C, a full disk) is resumed by the next run with a Range request
 * instead of starting a country over. The platform's fetch and fs streams, no download library.
 */

/** Geofabrik's extracts by the names the CLI accepts (Geofabrik files Georgia under Europe). */
export const GEOFABRIK_EXTRACTS: Readonly<Record<string, string>> = {
  georgia: 'europe/georgia',
  armenia: 'asia/armenia',
  azerbaijan: 'asia/azerbaijan',
};

export class ExtractDownloadError extends Error {
  override name = 'ExtractDownloadError';
}

/** A known name's Geofabrik URL; an http(s) URL as it is. */
export function extractUrl(nameOrUrl: string): string {
  if (/^https?:\/\//i.test(nameOrUrl)) return nameOrUrl;
  const region = GEOFABRIK_EXTRACTS[nameOrUrl.trim().toLowerCase()];
  if (!region) {
    throw new ExtractDownloadError(
      `Unknown extract "${nameOrUrl}": give one of ${Object.keys(GEOFABRIK_EXTRACTS).join(', ')}, or the extract's http(s) URL.`,
    );
  }
  return `https://download.geofabrik.de/${region}-latest.osm.pbf`;
}

/** A URL as messages show it: no user, password, query or fragment (where a token would be). */
export function displayUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

export interface DownloadProgress {
  /** Bytes in the file so far, those of an earlier run included. */
  done: number;
  /** The whole file's size, when the server says it. */
  total: number | null;
  /** Bytes an earlier run had downloaded (0 when this run started the file). */
  resumedFrom: number;
}

export interface DownloadResult {
  file: string;
  bytes: number;
  /** 'downloaded' (this run fetched bytes), or 'unchanged' (the server's copy is not newer than ours). */
  outcome: 'downloaded' | 'unchanged';
  resumedFrom: number;
}

export interface DownloadExtractOptions {
  /** The folder the file goes into (created when missing). */
  dir: string;
  onProgress?: (progress: DownloadProgress) => void;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** The file name a URL's last path segment gives, never a path out of `dir`. */
export function extractFileName(url: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  const name = path.basename(last).replace(/[^\w.-]/g, '_');
  return name && name !== '.' && name !== '..' ? name : 'extract.osm.pbf';
}

const exists = (file: string) =>
  fs.stat(file).then(
    (stats) => stats,
    () => null,
  );

/** A Content-Range: `bytes 100-199/1000` gives start 100 and total 1000; a 416's `bytes *\/1000` no start. */
function parseContentRange(header: string | null): { start: number | null; total: number | null } {
  const match = header?.match(/^bytes\s+(?:(\d+)-\d+|\*)\/(\d+|\*)$/i);
  if (!match) return { start: null, total: null };
  return {
    start: match[1] === undefined ? null : Number(match[1]),
    total: match[2] === '*' ? null : Number(match[2]),
  };
}

function describeFailure(error: unknown): string {
  // fetch's TypeError ("fetch failed", "terminated") says what happened in its cause.
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.message || cause?.code) return cause.message || cause.code || '';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Downloads `url` into `options.dir`, resuming a `.part` an earlier run left. The server's
 * validator (ETag, else Last-Modified) is kept beside the .part and sent as If-Range, so a file
 * replaced on the server meanwhile (Geofabrik's "-latest" changes daily) is fetched whole instead
 * of spliced onto the old one. A finished file is asked for again with If-Modified-Since: a
 * country is fetched again only when it changed. Throws ExtractDownloadError with a one-line
 * message (the .part stays for the next run).
 */
export async function downloadExtract(url: string, options: DownloadExtractOptions): Promise<DownloadResult> {
  const fetchFn = options.fetch ?? fetch;
  const shown = displayUrl(url);
  const file = path.join(options.dir, extractFileName(url));
  const part = `${file}.part`;
  const validatorFile = `${part}.validator`;
  await onDisk(options.dir, () => fs.mkdir(options.dir, { recursive: true }));

  // At most twice: a second time from zero when the .part does not fit the server's file.
  for (let attempt = 0; ; attempt++) {
    const partStats = await exists(part);
    const finalStats = partStats ? null : await exists(file);
    const offset = partStats?.size ?? 0;
    const validator = offset > 0 ? await fs.readFile(validatorFile, 'utf8').catch(() => '') : '';
    // The file's own bytes: a compressed answer would not match Content-Length or a byte range.
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (offset > 0) {
      headers.range = `bytes=${offset}-`;
      if (validator) headers['if-range'] = validator;
    } else if (finalStats) {
      headers['if-modified-since'] = finalStats.mtime.toUTCString();
    }

    let response: Response;
    try {
      response = await fetchFn(url, { headers, signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ExtractDownloadError(`Cannot reach ${shown}: ${describeFailure(error)}.`);
    }

    if (response.status === 304 && finalStats) {
      await response.body?.cancel();
      return { file, bytes: finalStats.size, outcome: 'unchanged', resumedFrom: 0 };
    }
    if (response.status === 416 && offset > 0) {
      await response.body?.cancel();
      const { total } = parseContentRange(response.headers.get('content-range'));
      if (total === offset) {
        await finish(part, file, validatorFile);
        return { file, bytes: offset, outcome: 'downloaded', resumedFrom: offset };
      }
      if (attempt > 0) break;
      await fs.rm(part, { force: true });
      continue;
    }
    if (response.status !== 200 && response.status !== 206) {
      await response.body?.cancel();
      const text = response.statusText ? ` ${response.statusText}` : '';
      throw new ExtractDownloadError(`The server answered HTTP ${response.status}${text} for ${shown}.`);
    }
    if (!response.body) throw new ExtractDownloadError(`The server sent no file for ${shown}.`);

    let start = 0;
    let total: number | null = null;
    const length = response.headers.get('content-length');
    if (response.status === 206) {
      const range = parseContentRange(response.headers.get('content-range'));
      if (range.start !== offset) {
        // Not the bytes we asked for: never splice them in.
        await response.body.cancel();
        if (attempt > 0) break;
        await fs.rm(part, { force: true });
        continue;
      }
      start = offset;
      total = range.total;
    } else if (length !== null && /^\d+$/.test(length)) {
      total = Number(length);
    }

    // 200: the whole file, from its first byte (also when the server ignored or refused our range).
    const newValidator = strongValidator(response.headers);
    if (start === 0) {
      await onDisk(validatorFile, () =>
        newValidator ? fs.writeFile(validatorFile, newValidator) : fs.rm(validatorFile, { force: true }),
      );
    }

    let done = start;
    options.onProgress?.({ done, total, resumedFrom: start });
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        done += chunk.length;
        options.onProgress?.({ done, total, resumedFrom: start });
        callback(null, chunk);
      },
    });
    try {
      await pipeline(
        Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>),
        counter,
        createWriteStream(part, { flags: start > 0 ? 'a' : 'w' }),
        { signal: options.signal },
      );
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const code = (error as { code?: string }).code;
      if (code && /^E[A-Z]+$/.test(code) && (error as { syscall?: string }).syscall) {
        throw new ExtractDownloadError(`Cannot write ${part}: ${describeFailure(error)}.`);
      }
      // What the disk holds is where the next run resumes (bytes still in flight are lost).
      const kept = (await exists(part))?.size ?? 0;
      throw new ExtractDownloadError(
        `The download of ${shown} stopped at ${formatMegabytes(kept)} MB (${describeFailure(error)}): run the same command again to resume.`,
      );
    }
    const size = (await fs.stat(part)).size;
    if (total !== null && size !== total) {
      throw new ExtractDownloadError(
        `The download of ${shown} ended at ${formatMegabytes(size)} of ${formatMegabytes(total)} MB: run the same command again to resume.`,
      );
    }
    await finish(part, file, validatorFile);
    return { file, bytes: size, outcome: 'downloaded', resumedFrom: start };
  }
  throw new ExtractDownloadError(
    `The server's answers for ${shown} do not fit the partial download; delete ${part} and run again.`,
  );
}

/** If-Range wants a strong validator: an ETag without W/, else the Last-Modified date. */
function strongValidator(headers: Headers): string | null {
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) return etag;
  return headers.get('last-modified');
}

async function finish(part: string, file: string, validatorFile: string) {
  await onDisk(file, async () => {
    await fs.rename(part, file);
    await fs.rm(validatorFile, { force: true });
  });
}

/** A file operation whose failure (a full or read-only disk) is one line naming the file. */
async function onDisk<T>(file: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new ExtractDownloadError(`Cannot write ${file}: ${describeFailure(error)}.`);
  }
}

export function formatMegabytes(bytes: number): string {
  return (bytes / 1_000_000).toFixed(1);
}

/**
 * One progress line: `[#######-------] 42%  19.0 / 45.2 MB  3.1 MB/s` (the bar when `barWidth` is
 * given), without a known size `19.0 MB  3.1 MB/s`. The speed counts this run's bytes only.
 */
export function describeDownloadProgress(
  progress: DownloadProgress,
  elapsedMs: number,
  barWidth = 0,
): string {
  const speed =
    elapsedMs > 0
      ? `${formatMegabytes(((progress.done - progress.resumedFrom) * 1000) / elapsedMs)} MB/s`
      : '';
  if (progress.total === null || progress.total === 0) {
    return `${formatMegabytes(progress.done)} MB  ${speed}`.trimEnd();
  }
  const ratio = Math.min(1, progress.done / progress.total);
  const filled = Math.round(ratio * barWidth);
  const bar = barWidth > 0 ? `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ` : '';
  const percent = `${Math.floor(ratio * 100)}%`.padStart(4);
  return `${bar}${percent}  ${formatMegabytes(progress.done)} / ${formatMegabytes(progress.total)} MB  ${speed}`.trimEnd();
}
