import { data, Link } from 'react-router';
import { ReportButton } from '../features/moderation';
import { loadPlaceForPage } from '../features/places/api/places-loader';
import { PlaceHeader } from '../features/places/components/place-header';
import { loadPlaceReviews } from '../features/reviews/api/reviews-loader';
import { PlaceStructuredData } from '../features/reviews/components/place-structured-data';
import { ShareButton } from '../features/reviews/components/share-button';
import { useI18n } from '../shared/lib/i18n';
import { localeContext } from '../shared/lib/locale';
import { pageMeta, rootData, rootTranslator } from '../shared/lib/meta';
import { serverContext } from '../shared/lib/server-context';
import { shareCardMeta } from '../shared/lib/share-card.server';
import { deferredPart } from '../shared/ui/deferred-part';
import { PageSection } from '../shared/ui/page-section';
import type { Route } from './+types/reviews';

/**
 * The summary, the map, the reviews and the watch box: their code and hydration wait until each is
 * near the screen (the place's header hydrates with the page). One import for all four: their code
 * comes in one chunk (shell/page-parts/place.ts).
 */
const parts = () => import('../shell/page-parts/place');
const AiSummaryPanel = deferredPart('ai-summary', 'summary', () => parts().then((m) => m.AiSummaryPanel));
const PlaceMapPanel = deferredPart('place-map-panel', 'map', () => parts().then((m) => m.PlaceMapPanel));
const PlaceReviews = deferredPart('place-reviews', 'reviews', () => parts().then((m) => m.PlaceReviews));
const WatchSection = deferredPart('watch-section', 'watch', () => parts().then((m) => m.WatchSection));

/**
 * The place of `?placeId=`, rendered on the server in the page language (title, breadcrumbs). An
 * unknown place, or a building or apartment without a published review, is a 404 (never indexed).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const lang = context.get(localeContext);
  const place = await loadPlaceForPage(server.apiFetch, new URL(request.url), lang);
  const reviews =
    place.status === 'found' ? await loadPlaceReviews(server.apiFetch, place.place.id, lang) : null;
  const status = place.status === 'missing' ? 404 : place.status === 'failed' ? 503 : 200;
  const shareTags =
    place.status === 'found'
      ? shareCardMeta(
          server.publicConfig.publicUrl,
          {
            kind: 'place',
            id: place.place.id,
            lang,
            name: place.place.name,
            context: place.place.context,
            score: place.place.overallScore,
            reviewCount: place.place.reviewCount,
          },
          {
            key: 'shareCard.placeAlt',
            name: [place.place.name, place.place.context].filter(Boolean).join(', '),
          },
        )
      : undefined;
  return data({ place, reviews, shareTags }, { status });
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootData(matches);
  if (loaderData?.place.status === 'found' && root) {
    const t = rootTranslator(root);
    const place = loaderData.place.place;
    const name = [place.name, place.context].filter(Boolean).join(', ');
    return pageMeta({
      matches,
      location,
      title: t('places.meta.title', { name }),
      description: t('places.meta.description', { name }),
      canonicalSearch: `?placeId=${place.id}`,
      extra: loaderData.shareTags,
    });
  }
  return pageMeta({
    matches,
    location,
    titleKey: 'meta.reviews.title',
    descriptionKey: 'meta.reviews.description',
    noindex: loaderData?.place.status === 'missing' || loaderData?.place.status === 'failed',
  });
};

/** Spec section 2: the reviews of a place; with no place chosen, the "choose a place" empty state. */
export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const { place } = loaderData;
  if (place.status === 'found') {
    return (
      <div className="space-y-8">
        <PageSection name="place">
          <PlaceHeader place={place.place} />
          <div className="flex flex-wrap items-center gap-2">
            <ShareButton title={place.place.name} />
            {/* A home (not the gazetteer's cities and districts) can be reported: spam, a fake address. */}
            {(place.place.kind === 'building' || place.place.kind === 'apartment') && (
              <ReportButton targetType="place" targetId={place.place.id} />
            )}
          </div>
        </PageSection>
        {/* Nothing to summarise, and then nothing to ask 'was it helpful?' about, without reviews. */}
        {place.place.reviewCount > 0 && (
          <PageSection name="summary">
            <AiSummaryPanel placeId={place.place.id} />
          </PageSection>
        )}
        <PageSection name="map">
          <PlaceMapPanel place={place.place} ancestorIds={place.place.breadcrumbs.map((b) => b.id)} />
        </PageSection>
        <PlaceStructuredData
          name={place.place.name}
          kind={place.place.kind}
          stats={loaderData.reviews?.stats ?? null}
        />
        <PageSection name="reviews">
          <PlaceReviews
            placeId={place.place.id}
            placeKind={place.place.kind}
            stats={loaderData.reviews?.stats ?? null}
            initial={loaderData.reviews?.page ?? { items: [], nextCursor: null }}
          />
        </PageSection>
        {/* After what the place says: a phone's first view is the place's scores and summary. */}
        <PageSection name="watch">
          <WatchSection target={{ placeId: place.place.id }} />
        </PageSection>
      </div>
    );
  }
  if (place.status === 'missing' || place.status === 'failed') {
    return (
      <section className="mx-auto max-w-2xl rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-stone-700">
        <h1 className="text-2xl font-semibold">{t('places.error.details')}</h1>
        <p className="mt-3 text-stone-600 dark:text-stone-400">{t('reviews.noPlace.text')}</p>
        <Link to={`/${locale}`} className="mt-6 inline-block underline">
          {t('reviews.noPlace.title')}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-stone-700">
      <h1 className="text-2xl font-semibold">{t('reviews.noPlace.title')}</h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">{t('reviews.noPlace.text')}</p>
      <Link
        to={`/${locale}/reviews/create`}
        className="mt-6 inline-block rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800"
      >
        {t('reviews.write')}
      </Link>
    </section>
  );
}
