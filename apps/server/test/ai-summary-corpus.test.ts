import {
  LOCALES,
  type Locale,
  REPORTED_PROBLEMS,
  type ReportedProblem,
  SERIOUS_PROBLEMS,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CORPUS } from '../src/features/ai-summary/corpus/problem-corpus.ts';
import {
  detectReportedProblems,
  mentionedTopics,
} from '../src/features/ai-summary/detect-serious-problems.ts';

/**
 * The problem detector against the labelled corpus (issue 15), on the built-in path (no network):
 * precision and recall per language and problem, printed as a table. A serious problem missed in
 * more than a tenth of the reviews that report it fails the test, and so does a label raised
 * wrongly in more than a fifth of the reviews it is raised for.
 */
const MIN_RECALL_SERIOUS = 0.9;
const MIN_PRECISION = 0.8;

interface Counts {
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
}

const detected = PROBLEM_CORPUS.map((entry) => ({
  ...entry,
  found: new Set(detectReportedProblems(entry.text).map((m) => m.problem)),
}));

function countsFor(lang: Locale, label: ReportedProblem): Counts {
  const counts = { truePositive: 0, falsePositive: 0, falseNegative: 0 };
  for (const entry of detected.filter((e) => e.lang === lang)) {
    const expected = entry.labels.includes(label);
    const found = entry.found.has(label);
    if (expected && found) counts.truePositive += 1;
    else if (found) counts.falsePositive += 1;
    else if (expected) counts.falseNegative += 1;
  }
  return counts;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const recallOf = (c: Counts) => ratio(c.truePositive, c.truePositive + c.falseNegative);
const precisionOf = (c: Counts) => ratio(c.truePositive, c.truePositive + c.falsePositive);

describe('problem detection against the labelled corpus', () => {
  it('holds at least 90 texts, a third in each language, covering every problem in every language', () => {
    expect(PROBLEM_CORPUS.length).toBeGreaterThanOrEqual(90);
    for (const lang of LOCALES) {
      const texts = PROBLEM_CORPUS.filter((e) => e.lang === lang);
      expect(texts.length).toBeGreaterThanOrEqual(30);
      for (const label of REPORTED_PROBLEMS)
        expect(
          texts.some((e) => e.labels.includes(label)),
          `${lang} ${label}`,
        ).toBe(true);
      // Denials and praise: texts that report nothing.
      expect(texts.filter((e) => e.labels.length === 0).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('finds the serious problems (recall ≥ 0.9) without raising false ones (precision ≥ 0.8), per language', () => {
    const rows: string[] = [];
    const failures: string[] = [];
    for (const lang of LOCALES) {
      for (const label of REPORTED_PROBLEMS) {
        const counts = countsFor(lang, label);
        const [recall, precision] = [recallOf(counts), precisionOf(counts)];
        rows.push(
          `${lang}  ${label.padEnd(22)} recall ${recall.toFixed(2)}  precision ${precision.toFixed(2)}  (tp ${counts.truePositive}, fp ${counts.falsePositive}, fn ${counts.falseNegative})`,
        );
        if ((SERIOUS_PROBLEMS as readonly string[]).includes(label) && recall < MIN_RECALL_SERIOUS)
          failures.push(`${lang} ${label}: recall ${recall.toFixed(2)}`);
        if (precision < MIN_PRECISION) failures.push(`${lang} ${label}: precision ${precision.toFixed(2)}`);
      }
    }
    console.info(`Problem detection on ${PROBLEM_CORPUS.length} texts:\n${rows.join('\n')}`);
    const misses = detected
      .filter((e) => e.labels.some((l) => !e.found.has(l)) || [...e.found].some((l) => !e.labels.includes(l)))
      .map(
        (e) => `${e.lang}: ${e.text} → expected [${e.labels.join(', ')}], found [${[...e.found].join(', ')}]`,
      );
    expect(failures, misses.join('\n')).toEqual([]);
  });

  it.each([
    ['Evening water pressure makes showering almost impossible.', 'water'],
    ['Вечером напор воды такой слабый, что принять душ почти невозможно.', 'water'],
    ['საღამოობით წყლის წნევა ისეთი სუსტია, რომ შხაპის მიღება თითქმის შეუძლებელია.', 'water'],
    ['The lift breaks every month.', 'lift'],
    ['Лифт ломается каждый месяц.', 'lift'],
    ['ლიფტი ყოველ თვე ფუჭდება.', 'lift'],
  ] as const)('reports %s as %s', (text, label) => {
    expect(detectReportedProblems(text).map((m) => m.problem)).toContain(label);
  });

  it('knows which topics a text mentions at all, denied or not, so that an absence is never claimed wrongly', () => {
    expect(mentionedTopics('No mould at all, and the water pressure is fine.')).toEqual(
      expect.arrayContaining(['mould', 'water']),
    );
    expect(mentionedTopics('Плесени нет, напор хороший.')).toEqual(
      expect.arrayContaining(['mould', 'water']),
    );
    expect(mentionedTopics('ობი არ არის, წყლის წნევა კარგია.')).toEqual(
      expect.arrayContaining(['mould', 'water']),
    );
    expect(mentionedTopics('Nice view from the balcony.')).toEqual([]);
    // Every text that reports a problem mentions its topic.
    for (const entry of PROBLEM_CORPUS)
      for (const label of entry.labels) expect(mentionedTopics(entry.text), entry.text).toContain(label);
  });
});
