import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../features/auth';
import { PlaceSearch } from '../features/places/components/place-search';
import { type CardReview, forCard } from '../features/reviews/components/review-card';
import { callApi } from '../shared/lib/api-client';
import { useI18n } from '../shared/lib/i18n';
import { localeContext } from '../shared/lib/locale';
import { pageMeta } from '../shared/lib/meta';
import { serverContext } from '../shared/lib/server-context';
import { deferredPart } from '../shared/ui/deferred-part';
import { PageSection } from '../shared/ui/page-section';
import type { Route } from './+types/home';

/** The newest reviews are public and rendered with the page; nearby ones need the visitor's position. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const query = { limit: 6, lang: context.get(localeContext) };
    const page = await callApi(context.get(serverContext).apiFetch, 'GET /reviews/latest', { query });
    return { latest: page.items.map(forCard), latestFailed: false };
  } catch {
    return { latest: [] as CardReview[], latestFailed: true };
  }
}

/** The review lists under the search: their code and hydration wait until they are near. */
const LatestReviews = deferredPart('latest-reviews', 'latest', () =>
  import('../features/reviews/components/home-reviews').then((module) => module.LatestReviews),
);
const NearbyReviews = deferredPart('nearby-reviews', 'nearby', () =>
  import('../features/reviews/components/home-reviews').then((module) => module.NearbyReviews),
);

/** The map view is chosen by a tap on "Map": its code (and MapLibre after it) loads then. */
const PlacesMapView = lazy(() =>
  import('../features/places/components/places-map-view').then((module) => ({
    default: module.PlacesMapView,
  })),
);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'meta.home.title', descriptionKey: 'meta.home.description' });

const FEATURES = [
  { title: 'home.how.readTitle', text: 'home.how.readText', icon: 'M4 5h16v14H4zM8 9h8M8 13h5' },
  { title: 'home.how.aiTitle', text: 'home.how.aiText', icon: 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2z' },
  {
    title: 'home.how.sofaTitle',
    text: 'home.how.sofaText',
    icon: 'M5 15v-3a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3M4 15h16v3H4z',
  },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [view, setView] = useState<'list' | 'map'>('list');
  return (
    <div className="space-y-12">
      {/* On a phone the search comes straight after the title, in the upper half of the first
          screen in every language, so that the keyboard leaves room for its suggestions. */}
      <PageSection name="search">
        <section
          data-section="search"
          className="flex flex-col items-start rounded-3xl bg-gradient-to-br from-primary-50 to-secondary-50 px-5 py-8 sm:px-12 sm:py-12 dark:from-primary-950 dark:to-secondary-950"
        >
          <h1 className="max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">{t('home.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-700 max-sm:order-2 dark:text-stone-300">
            {t('home.subtitle')}
          </p>
          <search className="mt-5 block w-full max-w-2xl max-sm:order-1 sm:mt-8">
            <PlaceSearch
              id="home-search"
              label={t('home.searchLabel')}
              placeholder={t('home.searchPlaceholder')}
              onSelect={(place) => {
                if (place.id) navigate(`/${locale}/reviews?placeId=${place.id}`);
                // An address nobody has reviewed: its own page (the city travels in the text, as the
                // suggestion names it), which leads to the review form.
                else if (place.source === 'typed') {
                  const q = place.context ? `${place.name}, ${place.context}` : place.name;
                  navigate(`/${locale}/address?${new URLSearchParams({ q })}`);
                }
              }}
            />
          </search>
          <fieldset className="mt-6 inline-flex rounded-xl bg-white p-1 shadow-sm max-sm:order-3 dark:bg-stone-900">
            <legend className="sr-only">{t('home.viewSwitch')}</legend>
            {(['list', 'map'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={`rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-700 ${
                  view === option
                    ? 'bg-primary-700 text-white'
                    : 'text-stone-700 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800'
                }`}
              >
                {t(option === 'list' ? 'home.viewList' : 'home.viewMap')}
              </button>
            ))}
          </fieldset>
        </section>
      </PageSection>

      {view === 'map' && (
        <Suspense fallback={<div className="h-96 rounded-2xl bg-stone-200 dark:bg-stone-800" />}>
          <PlacesMapView mapsLanguage={user?.mapsLanguage} />
        </Suspense>
      )}

      {view === 'list' && (
        <>
          <PageSection name="latest">
            <LatestReviews items={loaderData.latest} failed={loaderData.latestFailed} />
          </PageSection>
          <PageSection name="nearby">
            <NearbyReviews />
          </PageSection>
        </>
      )}

      <PageSection name="how">
        <section
          data-section="how"
          aria-labelledby="how-title"
          className="grid grid-cols-1 gap-4 sm:grid-cols-3"
        >
          <h2 id="how-title" className="sr-only">
            {t('app.tagline')}
          </h2>
          {FEATURES.map((feature) => (
            <article
              key={feature.title}
              className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-8 text-primary-700 dark:text-primary-400"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinejoin="round"
              >
                <path d={feature.icon} />
              </svg>
              <h3 className="mt-3 font-semibold">{t(feature.title)}</h3>
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t(feature.text)}</p>
            </article>
          ))}
        </section>
      </PageSection>
    </div>
  );
}
