import { LOCALES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGS, translatorFor } from './catalogs.ts';
import { FEATURE_MESSAGES } from './features.ts';
import { LEGAL } from './legal/index.ts';
import { en as shellEn } from './messages/en.ts';
import type { PluralForms } from './translate.ts';

/** The plural categories each language needs (CLDR, via Intl.PluralRules). */
const requiredForms = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

describe('message catalogues', () => {
  const en = CATALOGS.en as Record<string, unknown>;
  const keys = Object.keys(en).sort();

  it('feature keys do not collide with each other or with the shell', () => {
    const seen = new Map<string, number>(Object.keys(shellEn).map((key) => [key, 1]));
    for (const feature of FEATURE_MESSAGES as ReadonlyArray<{ en: Record<string, unknown> }>) {
      for (const key of Object.keys(feature.en)) seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  for (const locale of LOCALES) {
    const catalog = CATALOGS[locale] as Record<string, unknown>;

    it(`${locale} has exactly the keys of en`, () => {
      expect(Object.keys(catalog).sort()).toEqual(keys);
    });

    it(`${locale} has no empty message`, () => {
      const empty = Object.entries(catalog).filter(([, value]) =>
        typeof value === 'string'
          ? value.trim() === ''
          : Object.values(value as PluralForms).some((form) => !form || form.trim() === ''),
      );
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it(`${locale} plural messages have every form the language needs`, () => {
      for (const [key, value] of Object.entries(catalog)) {
        if (typeof value === 'string') continue;
        for (const form of requiredForms(locale)) {
          expect(value, `${locale} ${key} lacks "${form}"`).toHaveProperty(form);
        }
      }
    });

    it(`${locale} keeps every placeholder of the English message`, () => {
      const placeholders = (value: unknown) =>
        [...JSON.stringify(value).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const key of keys) {
        const expected = new Set(placeholders(en[key]));
        expect(new Set(placeholders(catalog[key])), `${locale} ${key}`).toEqual(expected);
      }
    });
  }

  it('Russian plurals really need one/few/many', () => {
    expect(requiredForms('ru')).toEqual(expect.arrayContaining(['one', 'few', 'many']));
  });

  it('formats plurals and numbers per language', () => {
    expect(translatorFor('en')('reviews.count', { count: 1 })).toBe('1 review');
    expect(translatorFor('en')('reviews.count', { count: 1200 })).toBe('1,200 reviews');
    expect(translatorFor('ru')('reviews.count', { count: 1 })).toBe('1 отзыв');
    expect(translatorFor('ru')('reviews.count', { count: 3 })).toBe('3 отзыва');
    expect(translatorFor('ru')('reviews.count', { count: 5 })).toBe('5 отзывов');
    expect(translatorFor('ru')('reviews.count', { count: 21 })).toBe('21 отзыв');
    expect(translatorFor('ka')('sofas.count', { count: 7 })).toBe('7 დივანი');
  });
});

describe('legal texts', () => {
  for (const locale of LOCALES) {
    for (const doc of ['tos', 'privacy', 'contentPolicy'] as const) {
      it(`${locale} ${doc} is complete and shaped like the English one`, () => {
        const text = LEGAL[locale][doc];
        expect(text.title.trim()).not.toBe('');
        expect(text.description.length).toBeLessThanOrEqual(200);
        expect(text.sections.length).toBe(LEGAL.en[doc].sections.length);
        for (const section of text.sections) {
          expect(section.heading.trim()).not.toBe('');
          expect(section.paragraphs.length + (section.items?.length ?? 0)).toBeGreaterThan(0);
        }
      });
    }
  }
});
