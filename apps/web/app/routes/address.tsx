import type { AddressPage } from '@app/contracts';
import { data, Link, redirect } from 'react-router';
import { WatchSection } from '../features/watches/components/watch-section';
import { callApi, settle } from '../shared/lib/api-client';
import { formatDistance } from '../shared/lib/format';
import { useI18n } from '../shared/lib/i18n';
import { localeContext } from '../shared/lib/locale';
import { pageMeta, rootData, rootTranslator } from '../shared/lib/meta';
import { serverContext } from '../shared/lib/server-context';
import { RatingBadge } from '../shared/ui/stars';
import type { Route } from './+types/address';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AddressLoad = { status: 'found'; page: AddressPage } | { status: 'invalid' } | { status: 'failed' };

/**
 * The page of a typed street address nobody has reviewed (issue "Search like a local", item 3):
 * `?q=<the address as typed>&cityId=<city id>`, from the search's "Address · no reviews yet". The
 * API only reads (GET /places/address): visiting creates no place. An address that already is a
 * public building goes to that building's page. Never indexed: a page with nothing but "No reviews
 * yet" for every string someone can type is no page for search engines, and once a review is
 * published the address is a building with its own (indexed) page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = context.get(localeContext);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const cityId = url.searchParams.get('cityId') ?? '';
  if (!q || (cityId && !UUID.test(cityId))) return data<AddressLoad>({ status: 'invalid' }, { status: 400 });
  const answer = await settle(
    callApi(context.get(serverContext).apiFetch, 'GET /places/address', {
      query: { q, lang, ...(cityId ? { cityId } : {}) },
    }),
  );
  if (!answer.ok) {
    return data<AddressLoad>(
      { status: answer.status === 400 || answer.status === 404 ? 'invalid' : 'failed' },
      { status: answer.status === 400 || answer.status === 404 ? 400 : 503 },
    );
  }
  if (answer.value.building) throw redirect(`/${lang}/reviews?placeId=${answer.value.building.id}`);
  return data<AddressLoad>({ status: 'found', page: answer.value });
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootData(matches);
  if (loaderData?.status === 'found' && root) {
    const t = rootTranslator(root);
    const address = `${loaderData.page.address}, ${loaderData.page.city.name}`;
    return pageMeta({
      matches,
      location,
      title: t('places.address.metaTitle', { address }),
      description: t('places.address.metaDescription', { address }),
      noindex: true,
    });
  }
  return pageMeta({ matches, location, titleKey: 'places.address.invalidTitle', noindex: true });
};

const card = 'rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900';
const muted = 'text-sm text-stone-600 dark:text-stone-400';

function ScoreLine({ score, count }: { score: number | null; count: number }) {
  const { t } = useI18n();
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2">
      {score !== null && <RatingBadge value={score} />}
      <span className={muted}>{t('places.search.reviewCount', { count })}</span>
    </p>
  );
}

export default function AddressRoute({ loaderData }: Route.ComponentProps) {
  const { locale, t, tag } = useI18n();
  if (loaderData.status !== 'found') {
    return (
      <section className="mx-auto max-w-2xl rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-stone-700">
        <h1 className="text-2xl font-semibold">
          {t(loaderData.status === 'invalid' ? 'places.address.invalidTitle' : 'places.error.details')}
        </h1>
        <p className="mt-3 text-stone-600 dark:text-stone-400">{t('places.address.invalidText')}</p>
        <Link to={`/${locale}`} className="mt-6 inline-block underline">
          {t('places.address.backToSearch')}
        </Link>
      </section>
    );
  }
  const { page } = loaderData;
  const crumbs = [page.city, ...(page.district ? [page.district] : [])];
  // The form's add-address step reads "street house, city" and finds the city by its name: a city id
  // would cost the review form's first load a details call it has no budget for (js-budget.json).
  const create = `/${locale}/reviews/create?${new URLSearchParams({ address: `${page.address}, ${page.city.name}` })}`;
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <nav aria-label={t('places.breadcrumbs')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
            {crumbs.map((crumb) => (
              <li key={crumb.id} className="flex items-center gap-1">
                <Link
                  to={`/${locale}/reviews?placeId=${crumb.id}`}
                  className="underline-offset-2 hover:text-primary-800 hover:underline dark:hover:text-primary-300"
                >
                  {crumb.name}
                </Link>
                <span aria-hidden="true">›</span>
              </li>
            ))}
            <li aria-current="page" className="font-medium text-stone-800 dark:text-stone-200">
              {page.address}
            </li>
          </ol>
        </nav>
        <h1 className="text-3xl font-bold tracking-tight break-words">{page.address}</h1>
        <p className="text-stone-600 dark:text-stone-400">
          <span className="rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
            {t('places.kind.address')}
          </span>
          <span className="ml-2">
            {page.district ? `${page.district.name}, ${page.city.name}` : page.city.name}
          </span>
          {!page.district && <span className="ml-2">· {t('places.address.districtUnknown')}</span>}
        </p>
        {page.cityFrom === 'default' && (
          <p className={muted}>{t('places.address.defaultCity', { city: page.city.name })}</p>
        )}
      </header>

      <section
        aria-labelledby="address-no-reviews"
        className="rounded-2xl border border-dashed border-stone-300 p-6 text-center sm:p-10 dark:border-stone-700"
      >
        <h2 id="address-no-reviews" className="text-2xl font-semibold">
          {t('places.address.noReviews')}
        </h2>
        <p className="mt-3 text-stone-600 dark:text-stone-400">{t('places.address.noReviewsText')}</p>
        <Link
          to={create}
          className="mt-6 inline-block rounded-xl bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        >
          {t('places.address.beFirst')}
        </Link>
      </section>

      <WatchSection target={{ address: { q: page.address, cityId: page.city.id } }} />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <section aria-labelledby="address-street" className={card}>
          <h2 id="address-street" className="font-semibold">
            {t('places.address.streetTitle')}
          </h2>
          {page.streetScore.buildingCount > 0 ? (
            <>
              <ScoreLine score={page.streetScore.overallScore} count={page.streetScore.reviewCount} />
              <p className={`mt-1 ${muted}`}>
                {t('places.address.streetBuildings', { count: page.streetScore.buildingCount })}
              </p>
            </>
          ) : (
            <p className={`mt-2 ${muted}`}>{t('places.address.streetNone')}</p>
          )}
        </section>
        <section aria-labelledby="address-district" className={card}>
          <h2 id="address-district" className="font-semibold">
            {t('places.address.districtTitle')}
            {page.district && (
              <>
                {': '}
                <Link
                  to={`/${locale}/reviews?placeId=${page.district.id}`}
                  className="underline underline-offset-2"
                >
                  {page.district.name}
                </Link>
              </>
            )}
          </h2>
          {page.district && page.districtScore ? (
            <ScoreLine score={page.districtScore.overallScore} count={page.districtScore.reviewCount} />
          ) : (
            <p className={`mt-2 ${muted}`}>{t('places.address.districtNone')}</p>
          )}
        </section>
      </div>

      <section aria-labelledby="address-nearby" className="space-y-3">
        <h2 id="address-nearby" className="text-xl font-semibold">
          {t('places.address.nearbyTitle')}
        </h2>
        {page.nearby.length === 0 ? (
          <p className={muted}>{t('places.address.nearbyNone')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {page.nearby.map((place) => (
              <li key={place.id} className={card}>
                <Link
                  to={`/${locale}/reviews?placeId=${place.id}`}
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {place.name}
                </Link>
                <p className={muted}>
                  {place.context}
                  {/* From the house only: a street's buildings' centre is no distance from it. */}
                  {page.locationFrom === 'house' &&
                    place.distanceM !== null &&
                    ` · ${t('places.list.distance', { distance: formatDistance(place.distanceM, tag) })}`}
                </p>
                <ScoreLine score={place.overallScore} count={place.reviewCount} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
