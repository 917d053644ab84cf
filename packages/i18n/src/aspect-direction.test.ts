import { ASPECT_SCALES, ASPECTS, type AspectScale, LOCALES, type Locale, PLACE_TYPES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs.ts';

/**
 * Every aspect reads "higher is better" (ASPECT_SCALES in packages/contracts/src/aspects.ts): a
 * label may not name a nuisance (outages, jams, noise…) unless the aspect rates that nuisance's
 * absence and its hint says 5 means none; a hint that names a nuisance says it is absent at 5.
 */
const NUISANCE: Record<Locale, RegExp> = {
  en: /outage|interrupt|cut[- ]?off|traffic|jam|stray|insect|cockroach|pest\b|noise|noisy|dirt|crime|mou?ld|leak|broken|problem/i,
  ru: /перебо|отключ|авари|пробк|бездомн|насеком|тарака|шум|грязн|преступ|плесен|протеч|слома|проблем/i,
  ka: /შეფერხ|გათიშ|საცობ|მიუსაფარ|მაწანწალ|მწერ|ტარაკან|ხმაურ|ჭუჭყ|დანაშაულ|გაფუჭ|პრობლემ/u,
};
const NEGATION: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(?:no|none|never|without|not)(?!\p{L})/iu,
  ru: /(?<!\p{L})(?:нет|без|никогда|не|ни)(?!\p{L})/iu,
  ka: /(?<!\p{L})(?:არ|არა|გარეშე|არასდროს|არარსებობა)(?!\p{L})/u,
};
/** Each hint starts by saying what 5 means: "5 = …" in English, "5 — …" in Russian and Georgian. */
const HINT_START = /^5 [=—] \S/;

export function directionProblems(
  locale: Locale,
  aspect: string,
  scale: AspectScale,
  label: string | undefined,
  hint: string | undefined,
): string[] {
  const problems: string[] = [];
  const at = `${locale} ${aspect}`;
  if (!label?.trim()) problems.push(`${at}: no label`);
  if (!hint?.trim()) return [...problems, `${at}: no hint`];
  if (!HINT_START.test(hint))
    problems.push(`${at}: the hint "${hint}" does not start by saying what 5 means`);
  const says5IsNone = NEGATION[locale].test(hint);
  if (label && NUISANCE[locale].test(label) && !(scale === 'none' && says5IsNone)) {
    problems.push(`${at}: the label "${label}" names a nuisance, so 5 would read as bad`);
  }
  if (scale === 'none' && !says5IsNone) problems.push(`${at}: the hint "${hint}" does not say 5 means none`);
  if (NUISANCE[locale].test(hint) && !says5IsNone) {
    problems.push(`${at}: the hint "${hint}" names a nuisance without saying it is absent at 5`);
  }
  return problems;
}

describe('aspect labels and hints read "higher is better" in every language', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every aspect has a label and a hint that agree with its direction`, () => {
      const catalog = CATALOGS[locale] as unknown as Record<string, string | undefined>;
      const problems = PLACE_TYPES.flatMap((type) =>
        ASPECTS[type].map((aspect) =>
          directionProblems(
            locale,
            `${type}.${aspect}`,
            ASPECT_SCALES[aspect],
            catalog[`aspect.${type}.${aspect}`],
            catalog[`aspectHint.${aspect}`],
          ),
        ),
      ).flat();
      expect(problems).toEqual([]);
    });
  }

  it('catches a label that reads the wrong way, and a nuisance aspect whose hint does not say 5 is none', () => {
    // The Russian label this test was written against: "outages", so a green 4,0 read as "many outages".
    expect(
      directionProblems(
        'ru',
        'building.utilities_stability',
        'more',
        'Перебои с водой, светом и газом',
        '5 — вода, свет и газ есть всегда, без перебоев',
      ),
    ).toHaveLength(1);
    expect(
      directionProblems('en', 'district.traffic_jams', 'none', 'Traffic', '5 = heavy traffic'),
    ).not.toEqual([]);
    expect(
      directionProblems('ka', 'district.stray_animals', 'none', 'მიუსაფარი ცხოველები', undefined),
    ).toEqual(['ka district.stray_animals: no hint']);
    expect(
      directionProblems('en', 'district.traffic_jams', 'none', 'Traffic', '5 = no traffic jams'),
    ).toEqual([]);
  });
});
