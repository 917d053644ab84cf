import type { Review } from '@app/contracts';
import { CATALOGS } from '@app/i18n/catalogs';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../shared/lib/i18n';
import { type CardReview, forCard, ReviewCard } from './review-card';

const review: Review = {
  id: '0190a000-0000-7000-8000-0000000000aa',
  placeType: 'apartment',
  place: { id: '0190a000-0000-7000-8000-000000000001', kind: 'apartment', name: '41 Pekini Avenue, apt. 45' },
  breadcrumbs: [
    { id: '0190a000-0000-7000-8000-000000000003', kind: 'city', name: 'Tbilisi' },
    { id: '0190a000-0000-7000-8000-000000000002', kind: 'district', name: 'Saburtalo' },
    { id: '0190a000-0000-7000-8000-000000000001', kind: 'apartment', name: '41 Pekini Avenue, apt. 45' },
  ],
  lat: 41.72,
  lng: 44.77,
  aspects: [
    { aspect: 'landlord', rating: 5, comment: null },
    { aspect: 'noise', rating: 2, comment: 'Трамвай под окном с шести утра.' },
    { aspect: 'general', rating: 4, comment: 'Светлая квартира, хозяин отвечает быстро.' },
  ],
  overallRating: 4,
  isCommercial: false,
  livedFrom: { month: 3, year: 2023 },
  livedTo: { month: 9, year: 2025 },
  periodPrecision: 'month',
  apartmentNumber: '45',
  buildingType: 'apartments',
  rent: { amount: 1500, range: null, currency: 'GEL' },
  moneyPrecision: 'exact',
  utilities: null,
  language: 'ru',
  author: { id: '0190a000-0000-7000-8000-0000000000bb', name: 'Нино', avatarUrl: null },
  isOwn: false,
  status: 'published',
  publishAt: null,
  hideAuthor: false,
  isLocked: false,
  likesCount: 3,
  dislikesCount: 0,
  commentsCount: 1,
  viewsCount: 40,
  myVote: null,
  photos: [],
  points: 23,
  createdAt: '2026-11-09T10:20:00.000Z',
  updatedAt: '2026-11-09T10:20:00.000Z',
};

/** A card as the server renders it, inside a router (its links) and the page language. */
async function renderCard(card: CardReview) {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: () => ({}),
      Component: () => (
        <I18nProvider locale="en" catalog={CATALOGS.en}>
          <ReviewCard review={card} />
        </I18nProvider>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />,
  );
}

describe('review cards', () => {
  it('keep of a review what the card shows: the first aspect with a comment is the excerpt', () => {
    const card = forCard(review);
    expect(card.aspects).toEqual([review.aspects[1]]);
    expect(Object.keys(card).sort()).toEqual(
      ['aspects', 'author', 'breadcrumbs', 'createdAt', 'hideAuthor', 'id', 'isOwn', 'overallRating']
        .concat(['place', 'placeType', 'points', 'status'])
        .sort(),
    );
    expect(
      forCard({ ...review, aspects: [{ aspect: 'general', rating: 3, comment: null }] }).aspects,
    ).toEqual([]);
  });

  it('look the same from the cut review as from the whole one', async () => {
    const whole = await renderCard(review);
    expect(whole).toContain('Трамвай под окном');
    expect(whole).toContain('Saburtalo, Tbilisi');
    expect(whole).toContain('+23 sofas');
    expect(await renderCard(forCard(review))).toBe(whole);
  });
});
