import { CATALOGS } from '@app/i18n/catalogs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { Stars } from './stars';

const render = (value: number, locale: 'en' | 'ru' | 'ka' = 'en', size?: 'lg') =>
  renderToString(
    <I18nProvider locale={locale} catalog={CATALOGS[locale]}>
      <Stars value={value} {...(size ? { size } : {})} />
    </I18nProvider>,
  );

describe('stars', () => {
  it('is one element named by the rating, filled to its share of five', () => {
    const html = render(3.5);
    expect(html).toBe(
      `<span class="stars" role="img" aria-label="${CATALOGS.en['reviews.rating'].replace('{rating}', '3.5')}" style="--stars-fill:70%"></span>`,
    );
  });

  it('names the rating as each language writes it', () => {
    expect(render(4.25, 'ru')).toContain(
      `aria-label="${CATALOGS.ru['reviews.rating'].replace('{rating}', '4,3')}"`,
    );
    expect(render(4, 'ka')).toContain(
      `aria-label="${CATALOGS.ka['reviews.rating'].replace('{rating}', '4,0')}"`,
    );
  });

  it('keeps the fill between no star and five', () => {
    expect(render(0)).toContain('--stars-fill:0%');
    expect(render(5)).toContain('--stars-fill:100%');
    expect(render(7)).toContain('--stars-fill:100%');
    expect(render(-1)).toContain('--stars-fill:0%');
  });

  it('has a large size', () => {
    expect(render(2, 'en', 'lg')).toContain('class="stars stars-lg"');
  });
});
