/**
 * Lighthouse (mobile and desktop) on home, the busiest place's reviews, the busiest city's reviews,
 * the busiest place's most discussed review, create review and sign-in in each language, against the production build served by serve.ts on the benchmark database.
 * Writes bench/results/lighthouse-<timestamp>.json and prints a Markdown table: the four category
 * scores, LCP, CLS, total blocking time and the bytes of JavaScript the page loaded (as transferred,
 * compressed). A run of every page, language and form factor also puts the table into
 * docs/performance.md between the bench:lighthouse markers (results-doc.ts).
 *
 *   WEB_BUILD_DIR=apps/web/build-bench npm run lighthouse -w bench
 *   LANGS=en FORM_FACTORS=mobile PAGES=home,sign-in npm run lighthouse -w bench     (a subset)
 *
 * Each page is audited RUNS times (3 unless set) and reported as the median of each metric: one run
 * on a shared machine moves with whatever else runs. Lighthouse's benchmarkIndex of the host (its
 * own measure of the CPU's speed) and the hello-world route's requests per second, measured just
 * before the audits, are printed and written with the table, so that runs of different days compare.
 *
 * LIGHTHOUSE_THROTTLING=devtools applies the mobile network and CPU slowdown to the browser itself
 * instead of estimating them from an unthrottled load (Lighthouse's default, "simulate"): slower,
 * and it shows what the browser really does on that link. LIGHTHOUSE_DEBUG=1 prints where the
 * time goes and writes each whole report into the system's temporary folder.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@app/server/bench';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { BENCH_URL } from './config.ts';
import { lighthouseSection, lighthouseTable, median, writeGeneratedSection } from './results-doc.ts';
import { startServers, stopServers } from './servers.ts';
import { findBenchTargets } from './targets.ts';

const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/**
 * A subset (LANGS, FORM_FACTORS or PAGES set), or a run with the throttling applied, is printed but
 * kept out of docs/performance.md, whose table is Lighthouse's default.
 */
const IS_FULL_RUN =
  !process.env.LANGS && !process.env.FORM_FACTORS && !process.env.PAGES && THROTTLING === 'simulate';
const LANGS = (process.env.LANGS ?? 'en,ru,ka').split(',');
const FORM_FACTORS = (process.env.FORM_FACTORS ?? 'mobile,desktop').split(',') as Array<'mobile' | 'desktop'>;
const PAGES = process.env.PAGES?.split(',');
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Printed with LIGHTHOUSE_DEBUG: where the main thread's time and the LCP's wait go. */
const DEBUG_PERFORMANCE_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint-element',
  'render-blocking-insight',
  'bootup-time',
  'long-tasks',
  'mainthread-work-breakdown',
];

interface PageResult {
  page: string;
  url: string;
  formFactor: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Time to interactive (not in the score since Lighthouse 10; kept to see when hydration is done). */
  ttiMs: number;
  jsBytes: number;
  /** Audits below full marks outside performance: what to fix. */
  failing: string[];
  /** Why a metric is missing (Lighthouse's runtime error or the metric audit's own error). */
  problems: string[];
  /** Each run's performance score, TBT and benchmarkIndex (the result is their median). */
  runs: Array<{ performance: number; tbtMs: number; lcpMs: number; benchmarkIndex: number }>;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function audit(url: string, flags: Flags, formFactor: 'mobile' | 'desktop') {
  return (await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined))?.lhr;
}

type Report = NonNullable<Awaited<ReturnType<typeof audit>>>;

const hasTraceError = (lhr: Report) =>
  Boolean(lhr.runtimeError || lhr.audits['largest-contentful-paint']?.errorMessage);

/** The last run's whole report, for LIGHTHOUSE_DEBUG. */
let lastReport: Report | null = null;

async function measureOnce(
  url: string,
  flags: Flags,
  formFactor: 'mobile' | 'desktop',
  page: string,
  lang: string,
  pagePath: string,
): Promise<PageResult> {
  // On a busy machine Chromium sometimes records no trace (NO_NAVSTART); such a run measures
  // nothing, so it is repeated (twice at most) rather than reported as a zero score.
  let lhr = (await audit(url, flags, formFactor))!;
  for (let retry = 0; retry < 2 && hasTraceError(lhr); retry++) {
    lhr = (await audit(url, flags, formFactor))!;
  }
  const audits = lhr.audits;
  const network = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const result: PageResult = {
    page: `${page} (${lang})`,
    url: pagePath,
    formFactor,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as PageResult['scores'],
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    ttiMs: Math.round(audits.interactive?.numericValue ?? 0),
    jsBytes: network
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failing: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
    problems: [
      lhr.runtimeError?.message,
      ...['largest-contentful-paint', 'total-blocking-time'].map((id) => audits[id]?.errorMessage),
    ].filter((message): message is string => Boolean(message)),
    runs: [],
  };
  result.runs.push({
    performance: result.scores.performance,
    tbtMs: result.tbtMs,
    lcpMs: result.lcpMs,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  });
  lastReport = lhr;
  return result;
}

/** One result of several runs of a page: the median of each score and metric. */
function medianResult(measured: PageResult[]): PageResult {
  const first = measured[0]!;
  const of = (pick: (r: PageResult) => number) => median(measured.map(pick));
  return {
    ...first,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(of((r) => r.scores[c]))]),
    ) as PageResult['scores'],
    lcpMs: Math.round(of((r) => r.lcpMs)),
    cls: Number(of((r) => r.cls).toFixed(3)),
    tbtMs: Math.round(of((r) => r.tbtMs)),
    ttiMs: Math.round(of((r) => r.ttiMs)),
    jsBytes: Math.round(of((r) => r.jsBytes)),
    failing: [...new Set(measured.flatMap((r) => r.failing))],
    problems: measured.flatMap((r) => r.problems),
    runs: measured.flatMap((r) => r.runs),
  };
}

/** The hello-world route's requests per second, as bench/load.ts measures its reference (2 s warm-up). */
async function helloWorldPerSecond(origin: string): Promise<number> {
  const run = (duration: number) => autocannon({ url: `${origin}/hello`, connections: 10, duration });
  await run(2);
  return Math.round((await run(Number(process.env.HELLO_SECONDS ?? 5))).requests.average);
}

async function main() {
  const database = await openDatabase({ url: BENCH_URL, poolSize: 1 });
  const { busy, city, review } = await findBenchTargets(database.db);
  await database.close();
  const pages = (lang: string): Array<[string, string]> => [
    ['home', `/${lang}`],
    ['place reviews', `/${lang}/reviews?placeId=${busy}`],
    ['city', `/${lang}/reviews?placeId=${city}`],
    ['review detail', `/${lang}/reviews/${review}`],
    ['create review', `/${lang}/reviews/create`],
    ['sign-in', `/${lang}/auth/sign-in`],
  ];

  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-bench-media-'));
  const { child, origins } = await startServers(mediaDir, null);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: PageResult[] = [];
  const helloWorld = await helloWorldPerSecond(origins.hello);
  console.info(
    `hello-world: ${helloWorld} req/s; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  try {
    for (const formFactor of FORM_FACTORS) {
      for (const lang of LANGS) {
        for (const [page, pagePath] of pages(lang).filter(([name]) => !PAGES || PAGES.includes(name))) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            throttlingMethod: THROTTLING,
          };
          const measured: PageResult[] = [];
          for (let run = 0; run < RUNS; run++) {
            measured.push(
              await measureOnce(`${origins.app}${pagePath}`, flags, formFactor, page, lang, pagePath),
            );
          }
          const result = medianResult(measured);
          if (process.env.LIGHTHOUSE_DEBUG && lastReport) {
            const lhr = lastReport;
            const audits = lhr.audits;
            const reportFile = path.join(
              os.tmpdir(),
              `lighthouse-${formFactor}-${page.replace(/\W+/g, '-')}-${lang}.json`,
            );
            await fs.writeFile(reportFile, JSON.stringify(lhr));
            console.info(`whole report: ${reportFile}`);
            for (const id of result.failing)
              console.info(id, JSON.stringify(audits[id]?.details).slice(0, 1500));
            // Where the performance score goes: what blocks the main thread and what the LCP waits for.
            for (const id of DEBUG_PERFORMANCE_AUDITS) {
              const found = audits[id];
              if (found)
                console.info(
                  id,
                  found.displayValue ?? '',
                  (JSON.stringify(found.details) ?? '').slice(0, 1500),
                );
            }
          }
          results.push(result);
          console.info(
            `${formFactor.padEnd(8)} ${result.page.padEnd(24)} ${CATEGORIES.map((c) => result.scores[c]).join('/')}  LCP ${result.lcpMs} ms  CLS ${result.cls}  TBT ${result.tbtMs} ms  TTI ${result.ttiMs} ms  JS ${result.jsBytes} B  runs (perf/TBT/benchmarkIndex): ${result.runs.map((r) => `${r.performance}/${r.tbtMs}/${Math.round(r.benchmarkIndex)}`).join(', ')}${result.failing.length ? `  failing: ${result.failing.join(', ')}` : ''}${result.problems.length ? `  problems: ${result.problems.join('; ')}` : ''}`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
    await stopServers(child);
    await fs.rm(mediaDir, { recursive: true, force: true });
  }

  const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  const benchmarkIndex = {
    median: median(indexes),
    min: Math.min(...indexes),
    max: Math.max(...indexes),
  };
  console.info(`\n${lighthouseTable(results)}\n`);
  console.info(
    `${RUNS} runs of each page; benchmarkIndex median ${Math.round(benchmarkIndex.median)} (${Math.round(benchmarkIndex.min)}–${Math.round(benchmarkIndex.max)}); hello-world ${helloWorld} req/s; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const finishedAt = new Date();
  const file = path.join(
    import.meta.dirname,
    'results',
    `lighthouse-${finishedAt.toISOString().replace(/[:.]/g, '-')}.json`,
  );
  const run = {
    finishedAt,
    resultsFile: path.relative(path.resolve(import.meta.dirname, '..'), file),
    throttling: THROTTLING,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    runsPerPage: RUNS,
    benchmarkIndex,
    helloWorldPerSecond: helloWorld,
    results,
  };
  await fs.writeFile(file, JSON.stringify(run, null, 2));
  if (IS_FULL_RUN) {
    await writeGeneratedSection('lighthouse', lighthouseSection(run));
    console.info('docs/performance.md: the Lighthouse table is updated.');
  } else {
    console.info('docs/performance.md left as it is (a subset, or the throttling applied).');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
