/**
 * <PlaceMapContent>: what <PlaceMapPanel> loads near the viewport (never in first-load JavaScript):
 * the places (around a building, or inside a city or district), the map with the place's pin and
 * every place a link marker, and the same places as a plain list for keyboard, screen-reader and
 * no-WebGL visitors. Fills its parent's fixed height.
 *
 * On a phone (narrower than Tailwind's `sm`) the list comes at once but the map only when asked
 * ("Show the map"): MapLibre is ~250 KB of JavaScript and its start-up blocks a phone's main thread
 * for hundreds of milliseconds, for a map that is not what a reader of the page came for.
 */
import type { NearbyPlace } from '@app/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDistance } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { useAuth } from '../../auth';
import { fetchNearbyPlaces, fetchPlaceDetails, fetchPlacesInArea } from '../api/places-api';
import { useMapStyleUrl } from '../utils/places-config';
import { type PlaceMapPanelProps, PlaceMapPlaceholder } from './place-map-panel';

const PlaceMap = lazy(() => import('./place-map').then((m) => ({ default: m.PlaceMap })));

/** How far "nearby" reaches around a building, and how many neighbours the map and list show. */
const NEARBY_RADIUS_KM = 2;
const NEARBY_LIMIT = 30;
const LIST_LIMIT = 30;

/** Wide enough (Tailwind's `sm`) to draw the map without being asked. */
const mapWithoutAsking = () => window.matchMedia('(min-width: 640px)').matches;

interface Loaded {
  location: { lat: number; lng: number };
  places: NearbyPlace[];
  truncated: boolean;
}

export default function PlaceMapContent(props: PlaceMapPanelProps) {
  const { place } = props;
  const { locale, tag, t } = useI18n();
  const navigate = useNavigate();
  const { user } = useAuth();
  const styleUrl = useMapStyleUrl();
  const area = place.kind === 'city' || place.kind === 'district';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [mapAsked, setMapAsked] = useState(mapWithoutAsking);

  const ancestors = (props.ancestorIds ?? []).join(' ');
  useEffect(() => {
    let cancelled = false;
    setLoaded(null);
    setFailed(false);
    (async (): Promise<Loaded> => {
      const location = place.location ?? (await fetchPlaceDetails(place.id, locale)).place.location;
      if (area) {
        const answer = await fetchPlacesInArea({ within: place.id, lang: locale, limit: 100 });
        return { location, places: answer.items, truncated: answer.truncated };
      }
      const answer = await fetchNearbyPlaces({
        lang: locale,
        near: location,
        radiusKm: NEARBY_RADIUS_KM,
        limit: NEARBY_LIMIT + 1,
      });
      // The place itself is the pin, and a flat's own building is the flat ("10 m away" from itself).
      const own = new Set([place.id, ...ancestors.split(' ')]);
      const places = answer.items.filter((p) => !own.has(p.id) && p.kind === 'building');
      return { location, places: places.slice(0, NEARBY_LIMIT), truncated: false };
    })().then(
      (result) => {
        if (!cancelled) setLoaded(result);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [place.id, place.location, area, locale, ancestors]);

  const href = (id: string) => `/${locale}/reviews?placeId=${id}`;
  const markers = (loaded?.places ?? []).map((p) => ({
    id: p.id,
    lat: p.location.lat,
    lng: p.location.lng,
    label: p.name,
    count: p.reviewCount,
    score: p.overallScore,
  }));
  const label = area
    ? t('maps.area.label', { name: place.name })
    : t('maps.place.label', { name: place.name });
  return (
    <div className="flex h-full flex-col gap-3 sm:flex-row">
      <div className="h-72 shrink-0 sm:h-full sm:flex-[2]">
        {loaded && !mapAsked ? (
          <PlaceMapPlaceholder>
            <div className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center">
              <button
                type="button"
                onClick={() => setMapAsked(true)}
                className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800"
              >
                {t('maps.show')}
              </button>
              <p className="max-w-xs text-sm text-stone-700 dark:text-stone-300">{t('maps.show.hint')}</p>
            </div>
          </PlaceMapPlaceholder>
        ) : loaded ? (
          <Suspense fallback={<PlaceMapPlaceholder />}>
            <PlaceMap
              styleUrl={styleUrl}
              language={user?.mapsLanguage ?? locale}
              center={loaded.location}
              zoom={area ? (place.kind === 'city' ? 11 : 14) : 15}
              markers={markers}
              markerHref={href}
              onMarkerClick={(id) => navigate(href(id))}
              pin={
                area ? undefined : { ...loaded.location, label: t('maps.place.pin', { name: place.name }) }
              }
              fitMarkers
              label={label}
              className="h-full"
            />
          </Suspense>
        ) : (
          <PlaceMapPlaceholder>
            {failed && (
              <p role="alert" className="p-4 text-red-800 dark:text-red-300">
                {t('maps.failed')}
              </p>
            )}
          </PlaceMapPlaceholder>
        )}
      </div>
      <div className="min-h-0 flex-1 space-y-2 overflow-y-auto">
        {loaded && (
          <PlaceLinks
            title={area ? t('maps.area.list', { name: place.name }) : t('maps.nearby.title')}
            places={loaded.places.slice(0, LIST_LIMIT)}
            empty={area ? t('maps.area.empty') : t('maps.nearby.empty')}
            note={loaded.truncated || loaded.places.length > LIST_LIMIT ? t('maps.area.truncated') : null}
            href={href}
            distanceOf={(p) =>
              p.distanceM === null
                ? null
                : t('places.list.distance', { distance: formatDistance(p.distanceM, tag) })
            }
          />
        )}
      </div>
    </div>
  );
}

function PlaceLinks(props: {
  title: string;
  places: readonly NearbyPlace[];
  empty: string;
  note: string | null;
  href(id: string): string;
  distanceOf(place: NearbyPlace): string | null;
}) {
  const { t } = useI18n();
  if (props.places.length === 0) return <p className="text-stone-600 dark:text-stone-400">{props.empty}</p>;
  return (
    <>
      <h3 id="place-map-list" className="font-medium">
        {props.title}
      </h3>
      <ul aria-labelledby="place-map-list" className="space-y-2">
        {props.places.map((p) => {
          const distance = props.distanceOf(p);
          return (
            <li key={p.id}>
              <Link
                to={props.href(p.id)}
                className="block rounded-xl border border-stone-200 px-4 py-2 hover:border-primary-400 dark:border-stone-700"
              >
                <span className="font-medium">{p.name}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-400">
                  {t('places.search.reviewCount', { count: p.reviewCount })}
                  {distance && ` · ${distance}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {props.note && <p className="text-sm text-stone-600 dark:text-stone-400">{props.note}</p>}
    </>
  );
}
