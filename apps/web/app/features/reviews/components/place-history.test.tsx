import type { PlaceStats } from '@app/contracts';
import { CATALOGS } from '@app/i18n/catalogs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/lib/format';
import { I18nProvider } from '../../../shared/lib/i18n';
import { PlaceHistory } from './place-history';

const point = (year: number, winter: number | null, summer: number | null = null) => ({
  year,
  reviewCount: 2,
  averageRating: 4,
  averageRent: 1000,
  rentCount: 2,
  averageWinterUtilities: winter,
  averageSummerUtilities: summer,
});

const render = (history: PlaceStats['history']) =>
  renderToString(
    <I18nProvider locale="ru" catalog={CATALOGS.ru}>
      <PlaceHistory
        stats={{
          placeId: '0190a000-0000-7000-8000-000000000001',
          reviewCount: 4,
          overall: null,
          aspects: [],
          comparedWith: null,
          history,
          currency: 'GEL',
        }}
      />
    </I18nProvider>,
  );

describe('place history', () => {
  it('shows summer bills beside the winter ones', () => {
    const html = render([point(2023, 180, 60), point(2024, 200, null)]);
    expect(html).toContain(CATALOGS.ru['reviews.historyWinter']);
    expect(html).toContain(CATALOGS.ru['reviews.historySummer']);
    expect(html).toContain(`>${formatMoney(60, 'GEL', 'ru-RU')}<`);
  });

  it('leaves the summer column out when no year has summer bills', () => {
    const html = render([point(2023, 180), point(2024, 200)]);
    expect(html).toContain(CATALOGS.ru['reviews.historyWinter']);
    expect(html).not.toContain(CATALOGS.ru['reviews.historySummer']);
  });
});
