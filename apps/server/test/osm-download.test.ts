import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type DownloadProgress,
  describeDownloadProgress,
  downloadExtract,
  ExtractDownloadError,
  extractFileName,
  extractUrl,
} from '../src/features/places/download-extract.ts';
import { freePort } from './support/tcp.ts';

/*
 * `npm run import:osm -- --download …` against a real HTTP peer on loopback: a node:http server
 * that serves one file with byte ranges as a download server does, and can cut a transfer short,
 * ignore ranges, or change the file between two runs.
 */

const FILE = randomBytes(300_000);

interface Behaviour {
  /**
   * Destroy the socket after this many body bytes of the next answer, once the client has written
   * them to `partFile` (a cut that leaves them on its disk, whatever the machine's pace).
   */
  cutAfter?: number;
  partFile?: string;
  /** Answer 200 with the whole file even to a Range request. */
  ignoreRange?: boolean;
  etag: string;
  /** The file's Last-Modified: an If-Modified-Since at or after it is answered 304. */
  lastModified: Date;
  body: Buffer;
}

let server: http.Server;
let base: string;
let seen: http.IncomingHttpHeaders[];
let behaviour: Behaviour;
let dir: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.headers);
    if (request.url !== '/extracts/georgia-latest.osm.pbf') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const { body, etag, lastModified } = behaviour;
    const since = request.headers['if-modified-since'];
    if (since && Date.parse(since) >= Math.floor(lastModified.getTime() / 1000) * 1000) {
      response.writeHead(304).end();
      return;
    }
    const range = request.headers.range?.match(/^bytes=(\d+)-$/);
    const ifRange = request.headers['if-range'];
    let start = 0;
    if (range && !behaviour.ignoreRange && (ifRange === undefined || ifRange === etag)) {
      start = Number(range[1]);
      if (start >= body.length) {
        response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      response.writeHead(206, {
        'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
        'content-length': body.length - start,
        etag,
      });
    } else {
      response.writeHead(200, { 'content-length': body.length, etag, 'accept-ranges': 'bytes' });
    }
    const rest = body.subarray(start);
    if (behaviour.cutAfter !== undefined) {
      const cut = behaviour.cutAfter;
      behaviour.cutAfter = undefined;
      const part = behaviour.partFile ?? partFile();
      response.write(rest.subarray(0, cut));
      void waitForSize(part, start + cut, () => response.destroyed).then(() => response.socket?.destroy());
      return;
    }
    response.end(rest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(async () => {
  seen = [];
  behaviour = { etag: '"v1"', lastModified: new Date('2026-12-01T21:00:00Z'), body: FILE };
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'osm-download-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const url = () => `${base}/extracts/georgia-latest.osm.pbf`;
const finalFile = () => path.join(dir, 'georgia-latest.osm.pbf');
const partFile = () => `${finalFile()}.part`;
async function waitForSize(file: string, size: number, isGone: () => boolean) {
  while (!isGone()) {
    const now = await fs.stat(file).then(
      (stats) => stats.size,
      () => 0,
    );
    if (now >= size) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

describe('downloadExtract', () => {
  it('downloads a whole file, reporting progress up to its size', async () => {
    const progress: DownloadProgress[] = [];
    const result = await downloadExtract(url(), { dir, onProgress: (p) => progress.push({ ...p }) });
    expect(result).toEqual({ file: finalFile(), bytes: FILE.length, outcome: 'downloaded', resumedFrom: 0 });
    expect((await fs.readFile(finalFile())).equals(FILE)).toBe(true);
    expect(await exists(partFile())).toBe(false);
    expect(await fs.readdir(dir)).toEqual(['georgia-latest.osm.pbf']);
    expect(progress[0]).toEqual({ done: 0, total: FILE.length, resumedFrom: 0 });
    expect(progress.at(-1)).toEqual({ done: FILE.length, total: FILE.length, resumedFrom: 0 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.range).toBeUndefined();
    expect(seen[0]!['accept-encoding']).toBe('identity');
  });

  it('keeps the .part of an interrupted transfer and resumes it with a Range request', async () => {
    behaviour.cutAfter = 100_000;
    const failure = await downloadExtract(url(), { dir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExtractDownloadError);
    expect((failure as Error).message).toMatch(/stopped at 0\.1 MB .*run the same command again to resume/);
    expect((failure as Error).message).not.toContain('\n');
    expect(await exists(finalFile())).toBe(false);
    const kept = (await fs.stat(partFile())).size;
    expect(kept).toBe(100_000);

    const progress: DownloadProgress[] = [];
    const result = await downloadExtract(url(), { dir, onProgress: (p) => progress.push({ ...p }) });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.range).toBe(`bytes=${kept}-`);
    expect(seen[1]!['if-range']).toBe('"v1"');
    expect(result).toMatchObject({ bytes: FILE.length, outcome: 'downloaded', resumedFrom: kept });
    expect(progress[0]).toEqual({ done: kept, total: FILE.length, resumedFrom: kept });
    expect((await fs.readFile(finalFile())).equals(FILE)).toBe(true);
    expect(await fs.readdir(dir)).toEqual(['georgia-latest.osm.pbf']);
  });

  it('starts over cleanly when the server answers a Range request with the whole file (200)', async () => {
    behaviour.cutAfter = 120_000;
    await expect(downloadExtract(url(), { dir })).rejects.toBeInstanceOf(ExtractDownloadError);
    behaviour.ignoreRange = true;
    const result = await downloadExtract(url(), { dir });
    expect(seen[1]!.range).toBe('bytes=120000-');
    expect(result).toMatchObject({ bytes: FILE.length, resumedFrom: 0 });
    expect((await fs.readFile(finalFile())).equals(FILE)).toBe(true);
  });

  it('fetches the new file whole when it changed on the server since the .part began', async () => {
    behaviour.cutAfter = 50_000;
    await expect(downloadExtract(url(), { dir })).rejects.toBeInstanceOf(ExtractDownloadError);
    const newer = randomBytes(200_000);
    behaviour = { etag: '"v2"', lastModified: new Date(), body: newer };
    await downloadExtract(url(), { dir });
    expect(seen[1]).toMatchObject({ range: 'bytes=50000-', 'if-range': '"v1"' });
    expect((await fs.readFile(finalFile())).equals(newer)).toBe(true);
  });

  it('finishes a .part that already holds the whole file (416)', async () => {
    await fs.writeFile(partFile(), FILE);
    const result = await downloadExtract(url(), { dir });
    expect(seen[0]!.range).toBe(`bytes=${FILE.length}-`);
    expect(result).toMatchObject({ bytes: FILE.length, outcome: 'downloaded' });
    expect((await fs.readFile(finalFile())).equals(FILE)).toBe(true);
    expect(await exists(partFile())).toBe(false);
  });

  it('names the status of a refused download and leaves no file (404)', async () => {
    const failure = await downloadExtract(`${base}/extracts/atlantis-latest.osm.pbf?token=secret`, {
      dir,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExtractDownloadError);
    expect((failure as Error).message).toBe(
      `The server answered HTTP 404 Not Found for ${base}/extracts/atlantis-latest.osm.pbf.`,
    );
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('says when nothing listens, in one line', async () => {
    const port = await freePort();
    const failure = await downloadExtract(`http://127.0.0.1:${port}/georgia-latest.osm.pbf`, { dir }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ExtractDownloadError);
    expect((failure as Error).message).toMatch(
      /^Cannot reach http:\/\/127\.0\.0\.1:\d+\/georgia-latest\.osm\.pbf: .*ECONNREFUSED/,
    );
  });

  it('says when the file cannot be written, in one line', async () => {
    // A folder where the .part would go: the disk refuses, as a full or read-only one does.
    await fs.mkdir(partFile());
    await fs.writeFile(path.join(partFile(), 'x'), '');
    const failure = await downloadExtract(url(), { dir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExtractDownloadError);
    expect((failure as Error).message).toMatch(/^Cannot write .*georgia-latest\.osm\.pbf\.part: .*EISDIR/);
    expect(await exists(finalFile())).toBe(false);
    // A file where the folder would go.
    const notADir = path.join(dir, 'osm');
    await fs.writeFile(notADir, '');
    await expect(downloadExtract(url(), { dir: notADir })).rejects.toThrow(/^Cannot write .*osm: .*EEXIST/);
  });

  it('keeps a downloaded file the server has not changed since, and replaces it when it has', async () => {
    await downloadExtract(url(), { dir });
    const again = await downloadExtract(url(), { dir });
    expect(seen[1]!['if-modified-since']).toBe((await fs.stat(finalFile())).mtime.toUTCString());
    expect(seen[1]!.range).toBeUndefined();
    expect(again).toEqual({ file: finalFile(), bytes: FILE.length, outcome: 'unchanged', resumedFrom: 0 });

    const newer = randomBytes(1000);
    behaviour = { etag: '"v2"', lastModified: new Date(Date.now() + 60_000), body: newer };
    expect(await downloadExtract(url(), { dir })).toMatchObject({ outcome: 'downloaded', bytes: 1000 });
    expect((await fs.readFile(finalFile())).equals(newer)).toBe(true);
  });
});

describe('extract names', () => {
  it("maps a country's name to its Geofabrik extract and keeps a URL as given", () => {
    expect(extractUrl('georgia')).toBe('https://download.geofabrik.de/europe/georgia-latest.osm.pbf');
    expect(extractUrl('Armenia')).toBe('https://download.geofabrik.de/asia/armenia-latest.osm.pbf');
    expect(extractUrl('azerbaijan')).toBe('https://download.geofabrik.de/asia/azerbaijan-latest.osm.pbf');
    expect(extractUrl('https://example.org/x.osm.pbf')).toBe('https://example.org/x.osm.pbf');
    expect(extractUrl('http://127.0.0.1:8080/a.osm.pbf')).toBe('http://127.0.0.1:8080/a.osm.pbf');
    expect(() => extractUrl('atlantis')).toThrow(
      /Unknown extract "atlantis": give one of georgia, armenia, azerbaijan/,
    );
  });

  it("saves under the URL's last path segment, never outside the folder", () => {
    expect(extractFileName('https://download.geofabrik.de/europe/georgia-latest.osm.pbf')).toBe(
      'georgia-latest.osm.pbf',
    );
    expect(extractFileName('http://h/a/..%2F..%2Fetc%2Fpasswd')).toBe('passwd');
    expect(extractFileName('http://h/')).toBe('extract.osm.pbf');
  });

  it('draws the progress line', () => {
    expect(describeDownloadProgress({ done: 19_000_000, total: 45_200_000, resumedFrom: 0 }, 5000, 10)).toBe(
      '[####------]  42%  19.0 / 45.2 MB  3.8 MB/s',
    );
    expect(describeDownloadProgress({ done: 19_000_000, total: null, resumedFrom: 9_000_000 }, 2000)).toBe(
      '19.0 MB  5.0 MB/s',
    );
  });
});

describe('npm run import:osm -- --download', () => {
  const cli = path.resolve(import.meta.dirname, '../src/cli/import-osm.ts');
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [cli, ...args], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', INIT_CWD: dir },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);

  it('stops an interrupted download with one line and exit code 1, keeping the .part in DATA_DIR/osm', async () => {
    behaviour.cutAfter = 70_000;
    behaviour.partFile = path.join(dir, 'osm/georgia-latest.osm.pbf.part');
    const failure = await run('--download', url());
    expect(failure).toMatchObject({ code: 1 });
    const lines = (failure as { stderr: string }).stderr.trim().split('\n');
    expect(lines[0]).toBe(`Downloading ${url()} into ${path.join(dir, 'osm')}`);
    // Not a terminal: progress as plain lines.
    expect(lines.slice(1, -1).every((line) => line.startsWith('Downloading: '))).toBe(true);
    expect(lines.at(-1)).toMatch(
      /^The download of .* stopped at 0\.1 MB \(.*\): run the same command again to resume\.$/,
    );
    expect((await fs.stat(path.join(dir, 'osm/georgia-latest.osm.pbf.part'))).size).toBe(70_000);
  });

  it('refuses an unknown name with the names it knows (exit code 2)', async () => {
    const failure = await run('--download', 'atlantis');
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr.trim()).toBe(
      'Unknown extract "atlantis": give one of georgia, armenia, azerbaijan, or the extract\'s http(s) URL.',
    );
  });
});
