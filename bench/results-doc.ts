import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The results tables of docs/performance.md, written by the bench scripts after a full run. Each
 * table lives between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->`; everything
 * around the markers (setup, analysis, bottlenecks) is written by hand and left as it is.
 */
export const PERFORMANCE_DOC = path.resolve(import.meta.dirname, '../docs/performance.md');

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** How a scenario differs from one request per iteration. */
  note?: string;
}

export interface LoadRun {
  /** When the results were written (the time in the results file's name). */
  finishedAt: Date;
  /** The JSON file of the run, relative to the repository root. */
  resultsFile: string;
  connections: number;
  durationSeconds: number;
  cpus: number;
  loadAverage: number[];
  /** The first result is the reference (hello-world) the others are compared with. */
  results: LoadResult[];
}

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseResult {
  page: string;
  formFactor: 'mobile' | 'desktop';
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
}

export interface LighthouseRun {
  finishedAt: Date;
  resultsFile: string;
  cpus: number;
  loadAverage: number[];
  /** Runs of each page; each result is their median, metric by metric. */
  runsPerPage: number;
  /** Lighthouse's measure of the host's speed (`environment.benchmarkIndex`), median and range of the runs. */
  benchmarkIndex: { median: number; min: number; max: number };
  /** The hello-world route's requests per second on this host just before the audits (bench/load.ts's reference). */
  helloWorldPerSecond: number;
  results: LighthouseResult[];
}

/** The median of a list (the mean of the middle two when even); 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "2026-11-22 03:15 UTC" */
function formatRunTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function formatLoadAverage(loadAverage: number[]): string {
  return (loadAverage[0] ?? 0).toFixed(1);
}

/** A table cell: pipes would end the cell early. */
const cell = (text: string) => text.replaceAll('|', '\\|');

export function loadResultsTable(results: LoadResult[]): string {
  const reference = results[0]?.requestsPerSecond ?? 0;
  return [
    '| Scenario | req/s | p50 ms | p99 ms | vs hello-world | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${cell(r.name)}${r.note ? ` (${cell(r.note)})` : ''} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${reference > 0 ? Number((r.requestsPerSecond / reference).toPrecision(2)) : '–'} | ${r.errors} / ${r.non2xx} |`,
    ),
  ].join('\n');
}

export function loadSection(run: LoadRun): string {
  return [
    `Run finished ${formatRunTime(run.finishedAt)} (\`${run.resultsFile}\`): ${run.connections} connections, ` +
      `2 s warm-up + ${run.durationSeconds} s per scenario, ${run.cpus} cores, load average ` +
      `${formatLoadAverage(run.loadAverage)} at the end.`,
    '',
    loadResultsTable(run.results),
  ].join('\n');
}

export function lighthouseTable(results: LighthouseResult[]): string {
  return [
    '| Page | Form factor | Perf | A11y | Best pr. | SEO | LCP ms | CLS | TBT ms | JS KiB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${cell(r.page)} | ${r.formFactor} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${(r.jsBytes / 1024).toFixed(1)} |`,
    ),
  ].join('\n');
}

export function lighthouseSection(run: LighthouseRun): string {
  return [
    `Run finished ${formatRunTime(run.finishedAt)} (\`${run.resultsFile}\`), ${run.cpus} cores, load average ` +
      `${formatLoadAverage(run.loadAverage)} at the end; median of ${run.runsPerPage} runs of each page; ` +
      `Lighthouse's benchmarkIndex ${Math.round(run.benchmarkIndex.median)} ` +
      `(${Math.round(run.benchmarkIndex.min)}–${Math.round(run.benchmarkIndex.max)}); ` +
      `hello-world ${Math.round(run.helloWorldPerSecond)} req/s just before.`,
    '',
    lighthouseTable(run.results),
  ].join('\n');
}

/**
 * `markdown` with the text between the start and end markers of `name` replaced by `content`.
 * Throws when the markers are missing, repeated or out of order: a results table must never be
 * appended somewhere a reader does not expect it, nor overwrite hand-written text.
 */
export function replaceGeneratedSection(markdown: string, name: string, content: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const count = (marker: string) => markdown.split(marker).length - 1;
  if (count(start) !== 1 || count(end) !== 1) {
    throw new Error(`expected one ${start} and one ${end} in the document`);
  }
  const from = markdown.indexOf(start) + start.length;
  const to = markdown.indexOf(end);
  if (to < from) throw new Error(`${end} comes before ${start}`);
  return `${markdown.slice(0, from)}\n${content.trim()}\n${markdown.slice(to)}`;
}

/** Rewrites one generated section of docs/performance.md (or `file`) in place. */
export async function writeGeneratedSection(name: string, content: string, file = PERFORMANCE_DOC) {
  const markdown = await fs.readFile(file, 'utf8');
  await fs.writeFile(file, replaceGeneratedSection(markdown, name, content));
}
