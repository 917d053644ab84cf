import type { Review } from '@app/contracts';
import { CATALOGS } from '@app/i18n/catalogs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../shared/lib/i18n';
import { EarnedSofas, showsEarnedSofas } from './earned-sofas';

const named = {
  author: { id: 'a', name: 'Nino', avatarUrl: null },
  isOwn: false,
  status: 'published',
  points: 5,
};

describe('sofas a review earned', () => {
  it('are shown only where the review shows its author (or to the author), once published', () => {
    expect(showsEarnedSofas(named as Review)).toBe(true);
    // A nameless review: a zero or a number would tell an anonymous account from a registered one.
    expect(showsEarnedSofas({ ...named, author: null } as Review)).toBe(false);
    expect(showsEarnedSofas({ ...named, author: null, isOwn: true } as Review)).toBe(true);
    expect(showsEarnedSofas({ ...named, author: null, isOwn: true, points: 0 } as Review)).toBe(false);
    expect(showsEarnedSofas({ ...named, status: 'held', isOwn: true } as Review)).toBe(false);
  });

  it('read with the right plural form', () => {
    const render = (locale: 'en' | 'ru' | 'ka', points: number, short = false) =>
      renderToString(
        <I18nProvider locale={locale} catalog={CATALOGS[locale]}>
          <EarnedSofas review={{ ...named, points } as Review} short={short} />
        </I18nProvider>,
      );
    expect(render('en', 1)).toContain('Earned its author 1 sofa<');
    expect(render('ru', 2)).toContain('Принёс автору 2 дивана');
    expect(render('ru', 5)).toContain('Принёс автору 5 диванов');
    expect(render('ru', 21)).toContain('Принёс автору 21 диван<');
    expect(render('ka', 12)).toContain('ავტორს მოუტანა 12 დივანი');
    const card = render('ru', 12, true);
    expect(card).toContain('+12 диванов');
    expect(card).toContain('Принёс автору 12 диванов');
  });
});
