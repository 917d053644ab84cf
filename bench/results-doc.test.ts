import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type LighthouseRun,
  type LoadRun,
  lighthouseSection,
  loadResultsTable,
  loadSection,
  median,
  PERFORMANCE_DOC,
  replaceGeneratedSection,
  writeGeneratedSection,
} from './results-doc.ts';
import { suggestionPaths, TYPED_SEARCHES, typedPrefixes } from './typed-searches.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

const sampleLoadRun: LoadRun = {
  finishedAt: new Date('2026-12-01T10:20:30.000Z'),
  resultsFile: 'bench/results/2026-12-01T10-20-30-000Z.json',
  connections: 10,
  durationSeconds: 10,
  cpus: 2,
  loadAverage: [3.456, 2, 1],
  results: [
    {
      name: 'hello-world (reference)',
      path: '/hello',
      requestsPerSecond: 20000,
      p50: 0,
      p99: 1,
      errors: 0,
      non2xx: 0,
    },
    {
      name: 'GET /places/suggestions while typing',
      path: '/api/v1/places/suggestions',
      requestsPerSecond: 400,
      p50: 20,
      p99: 55,
      errors: 1,
      non2xx: 2,
    },
    {
      name: 'POST /reviews | photos',
      path: '/api/v1/reviews',
      requestsPerSecond: 0.5,
      p50: 8000,
      p99: 9000,
      errors: 0,
      non2xx: 0,
      note: '4 connections',
    },
  ],
};

const sampleLighthouseRun: LighthouseRun = {
  finishedAt: new Date('2026-12-01T11:00:00.000Z'),
  resultsFile: 'bench/results/lighthouse-2026-12-01T11-00-00-000Z.json',
  cpus: 2,
  loadAverage: [7, 6, 5],
  runsPerPage: 3,
  benchmarkIndex: { median: 2310.4, min: 2105, max: 2398.6 },
  helloWorldPerSecond: 31_250.2,
  results: [
    {
      page: 'home (ka)',
      formFactor: 'mobile',
      scores: { performance: 81, accessibility: 100, 'best-practices': 100, seo: 100 },
      lcpMs: 2500,
      cls: 0.002,
      tbtMs: 300,
      jsBytes: 180_000,
    },
  ],
};

const DOC = [
  '# Title',
  '',
  'Hand-written setup.',
  '',
  '<!-- bench:load:start -->',
  'old load table',
  '<!-- bench:load:end -->',
  '',
  'Hand-written analysis.',
  '',
  '<!-- bench:lighthouse:start -->',
  'old lighthouse table',
  '<!-- bench:lighthouse:end -->',
  '',
].join('\n');

describe('the results tables of docs/performance.md', () => {
  it('writes a load run as a header line and a table with the ratio to the reference', () => {
    expect(loadSection(sampleLoadRun)).toBe(
      [
        'Run finished 2026-12-01 10:20 UTC (`bench/results/2026-12-01T10-20-30-000Z.json`): 10 connections, ' +
          '2 s warm-up + 10 s per scenario, 2 cores, load average 3.5 at the end.',
        '',
        '| Scenario | req/s | p50 ms | p99 ms | vs hello-world | errors / non-2xx |',
        '|---|---:|---:|---:|---:|---:|',
        '| hello-world (reference) | 20000 | 0 | 1 | 1 | 0 / 0 |',
        '| GET /places/suggestions while typing | 400 | 20 | 55 | 0.02 | 1 / 2 |',
        '| POST /reviews \\| photos (4 connections) | 0.5 | 8000 | 9000 | 0.000025 | 0 / 0 |',
      ].join('\n'),
    );
  });

  it('writes a Lighthouse run with scores, metrics and the JavaScript in KiB', () => {
    expect(lighthouseSection(sampleLighthouseRun)).toBe(
      [
        'Run finished 2026-12-01 11:00 UTC (`bench/results/lighthouse-2026-12-01T11-00-00-000Z.json`), ' +
          '2 cores, load average 7.0 at the end; median of 3 runs of each page; ' +
          "Lighthouse's benchmarkIndex 2310 (2105–2399); hello-world 31250 req/s just before.",
        '',
        '| Page | Form factor | Perf | A11y | Best pr. | SEO | LCP ms | CLS | TBT ms | JS KiB |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        '| home (ka) | mobile | 81 | 100 | 100 | 100 | 2500 | 0.002 | 300 | 175.8 |',
      ].join('\n'),
    );
  });

  it('takes the median of odd and even lists', () => {
    expect(median([300, 90, 120])).toBe(120);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it('replaces only what lies between the markers of its own section, and again the same way', () => {
    const once = replaceGeneratedSection(DOC, 'load', loadSection(sampleLoadRun));
    expect(once).toBe(DOC.replace('old load table', loadSection(sampleLoadRun)));
    expect(once).toContain('old lighthouse table');
    expect(replaceGeneratedSection(once, 'load', loadSection(sampleLoadRun))).toBe(once);
  });

  it('refuses a document without both markers, with repeated ones, or with the end first', () => {
    const table = loadSection(sampleLoadRun);
    expect(() => replaceGeneratedSection('# Title\n', 'load', table)).toThrow(/bench:load:start/);
    expect(() =>
      replaceGeneratedSection(DOC.replace('<!-- bench:load:end -->', ''), 'load', table),
    ).toThrow();
    expect(() => replaceGeneratedSection(`${DOC}\n<!-- bench:load:start -->\n`, 'load', table)).toThrow();
    expect(() =>
      replaceGeneratedSection('<!-- bench:load:end -->\n<!-- bench:load:start -->\n', 'load', table),
    ).toThrow(/comes before/);
  });

  it('rewrites a copy of docs/performance.md in place, keeping the hand-written text around the table', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-doc-'));
    try {
      const copy = path.join(dir, 'performance.md');
      const before = await fs.readFile(PERFORMANCE_DOC, 'utf8');
      await fs.writeFile(copy, before);
      await writeGeneratedSection('load', loadSection(sampleLoadRun), copy);
      const after = await fs.readFile(copy, 'utf8');
      const outside = (text: string) =>
        text.replace(/<!-- bench:load:start -->[\s\S]*<!-- bench:load:end -->/, '<load section>');
      expect(outside(after)).toBe(outside(before));
      expect(after).toContain(
        `<!-- bench:load:start -->\n${loadSection(sampleLoadRun)}\n<!-- bench:load:end -->`,
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("holds today's load table between its markers, as the results file it names has it", async () => {
    const doc = await fs.readFile(PERFORMANCE_DOC, 'utf8');
    const section = /<!-- bench:load:start -->([\s\S]*)<!-- bench:load:end -->/.exec(doc)?.[1] ?? '';
    const file = /`(bench\/results\/[\w.-]+\.json)`/.exec(section)?.[1];
    expect(file).toBeDefined();
    const run = JSON.parse(await fs.readFile(path.join(REPO_ROOT, file!), 'utf8'));
    expect(section).toContain(loadResultsTable(run.results));
    // No table of the run outside the markers.
    expect(doc.split('| Scenario | req/s |').length - 1).toBe(1);
    expect(doc).toMatch(
      /<!-- bench:lighthouse:start -->[\s\S]*\| Page \| Form factor \|[\s\S]*<!-- bench:lighthouse:end -->/,
    );
    expect(doc.split('| Page | Form factor |').length - 1).toBe(1);
  });
});

describe('suggestions while typing', () => {
  it('sends a query per keystroke from the second character, trimmed', () => {
    expect(typedPrefixes('Tbilisi')).toEqual(['Tb', 'Tbi', 'Tbil', 'Tbili', 'Tbilis', 'Tbilisi']);
    expect(typedPrefixes('Тбилиси')).toEqual(['Тб', 'Тби', 'Тбил', 'Тбили', 'Тбилис', 'Тбилиси']);
    expect(typedPrefixes('თბილისი')).toEqual(['თბ', 'თბი', 'თბილ', 'თბილი', 'თბილის', 'თბილისი']);
    // The space adds no request of its own.
    expect(typedPrefixes('12 Bench')).toEqual(['12', '12 B', '12 Be', '12 Ben', '12 Benc', '12 Bench']);
  });

  it('covers a city, a district and a street in English, Russian and Georgian, each in its language', () => {
    const paths = suggestionPaths('/api/v1');
    const queries = paths.map((p) => new URL(p, 'http://x').searchParams);
    expect(queries.map((q) => q.get('lang'))).toEqual(
      TYPED_SEARCHES.flatMap(({ lang, text }) => typedPrefixes(text).map(() => lang)),
    );
    const typed = (lang: string) => queries.filter((q) => q.get('lang') === lang).map((q) => q.get('q'));
    expect(typed('en')).toEqual(expect.arrayContaining(['Tb', 'Tbil', 'Vake', '12 Bench Street']));
    expect(typed('ru')).toEqual(expect.arrayContaining(['Тб', 'Тбил', 'Ваке', 'Тестовая улица 12']));
    expect(typed('ka')).toEqual(expect.arrayContaining(['თბ', 'თბილ', 'ვაკე', 'სატესტო ქუჩა 12']));
    for (const q of queries) {
      const text = q.get('q')!;
      const script = /\p{Script=Georgian}/u.test(text)
        ? 'ka'
        : /\p{Script=Cyrillic}/u.test(text)
          ? 'ru'
          : 'en';
      expect(q.get('lang'), text).toBe(script);
    }
    expect(paths.every((p) => p.startsWith('/api/v1/places/suggestions?'))).toBe(true);
  });
});
