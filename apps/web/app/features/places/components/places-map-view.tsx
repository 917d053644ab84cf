/**
 * <PlacesMapView>: the home page's map of places with reviews around the visitor (their city from
 * the browser's position when shared, else the IP address; or the most reviewed cities of the world),
 * with an accessible list beneath.
 * MapLibre is fetched only when this view is shown. Zoomed in to BUILDINGS_ZOOM or closer, the map
 * shows the reviewed buildings inside its view instead (GET /places/in-area, reloaded after each move).
 *
 * Props: `mapsLanguage` (labels' language; default the page's).
 */
import type { Locale, NearbyPlace, PlaceRef } from '@app/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDistance } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { RatingBadge } from '../../../shared/ui/stars';
import { fetchCurrentPlace, fetchNearbyPlaces, fetchPlacesInArea } from '../api/places-api';
import { useMapStyleUrl } from '../utils/places-config';
import { type Position, useNearMe } from '../utils/visitor-position';
import { NearMeButton } from './near-me-button';

const PlaceMap = lazy(() => import('./place-map').then((m) => ({ default: m.PlaceMap })));
type MapView = import('./place-map').MapView;

/** From this zoom on (a district fills the screen) the map shows buildings, not areas. */
export const BUILDINGS_ZOOM = 12;
/** The widest box the in-area query takes (PLACE_LIMITS.areaSpanMaxDeg): a larger view asks its middle. */
const MAX_SPAN_DEG = 1;
const BUILDINGS_LIMIT = 300;

function clampSpan(low: number, high: number) {
  if (high - low <= MAX_SPAN_DEG) return [low, high] as const;
  const middle = (low + high) / 2;
  return [middle - MAX_SPAN_DEG / 2 + 1e-6, middle + MAX_SPAN_DEG / 2 - 1e-6] as const;
}

/** Reviewed buildings in the map's view when it is zoomed in; null further out. */
function useBuildingsInView(locale: Locale) {
  const [buildings, setBuildings] = useState<NearbyPlace[] | null>(null);
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );
  const onViewChange = (view: MapView) => {
    clearTimeout(timer.current);
    pending.current?.abort();
    if (view.zoom < BUILDINGS_ZOOM) {
      setBuildings(null);
      return;
    }
    // Wait for the view to settle: a drag or a wheel spin ends in several moves.
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      const [west, east] = clampSpan(Math.max(view.west, -180), Math.min(view.east, 180));
      const [south, north] = clampSpan(Math.max(view.south, -90), Math.min(view.north, 90));
      fetchPlacesInArea(
        { bbox: { west, south, east, north }, lang: locale, limit: BUILDINGS_LIMIT },
        controller.signal,
      ).then(
        (answer) => {
          if (!controller.signal.aborted) setBuildings(answer.items);
        },
        () => {},
      );
    }, 250);
  };
  return { buildings, onViewChange };
}

export function PlacesMapView(props: { mapsLanguage?: Locale | undefined }) {
  const { locale, tag, t } = useI18n();
  const navigate = useNavigate();
  const styleUrl = useMapStyleUrl();
  const [city, setCity] = useState<PlaceRef | null>(null);
  const [places, setPlaces] = useState<NearbyPlace[] | null>(null);
  const [failed, setFailed] = useState(false);
  /** The visitor's own position, when the browser shared it and places with reviews are near. */
  const [around, setAround] = useState<Position | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const inView = useBuildingsInView(locale);
  const shared = useNearMe().position;

  useEffect(() => {
    let cancelled = false;
    (async () => {
      // The position shared after "Near me"; otherwise the city of the IP address.
      const position = shared;
      const current = position ? null : await fetchCurrentPlace(locale).catch(() => null);
      const near = position ?? current?.city?.location;
      const answer = await fetchNearbyPlaces({ lang: locale, ...(near ? { near, radiusKm: 30 } : {}) });
      // Nothing reviewed around the visitor: show the world's reviewed cities instead.
      const items =
        answer.items.length > 0 || !near ? answer.items : (await fetchNearbyPlaces({ lang: locale })).items;
      if (cancelled) return;
      setCity(answer.items.length > 0 ? (current?.city ?? null) : null);
      setAround(answer.items.length > 0 && position ? position : null);
      setPlaces(items);
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [locale, shared]);

  const center = around ?? city?.location ?? places?.[0]?.location ?? { lat: 41.7151, lng: 44.8271 };
  const shown = inView.buildings ?? places ?? [];
  const markers = shown.map((p) => ({
    id: p.id,
    lat: p.location.lat,
    lng: p.location.lng,
    label: p.context ? `${p.name}, ${p.context}` : p.name,
    count: p.reviewCount,
    score: p.overallScore,
  }));

  return (
    <section aria-labelledby="places-map-title" className="space-y-4">
      <h2 id="places-map-title" className="text-2xl font-semibold">
        {city
          ? t('places.map.nearCity', { city: city.name })
          : around
            ? t('places.map.nearYou')
            : t('places.map.title')}
      </h2>
      <NearMeButton />
      {failed && (
        <p role="alert" className="text-red-800 dark:text-red-300">
          {t('places.search.failed')}
        </p>
      )}
      {places !== null && (
        <Suspense fallback={<div className="h-96 rounded-2xl bg-stone-200 dark:bg-stone-800" />}>
          <PlaceMap
            // The view starts at `center`: a position found after "Near me" starts a new view there.
            key={around ? `${around.lat},${around.lng}` : 'start'}
            styleUrl={styleUrl}
            language={props.mapsLanguage ?? locale}
            center={center}
            zoom={city || around ? 12 : places.length > 0 ? 4 : 2}
            markers={markers}
            markerHref={(id) => `/${locale}/reviews?placeId=${id}`}
            onMarkerClick={(id) => navigate(`/${locale}/reviews?placeId=${id}`)}
            onViewChange={(view) => {
              setZoom(view.zoom);
              inView.onViewChange(view);
            }}
            label={t('places.map.label')}
            className="h-[28rem]"
          />
        </Suspense>
      )}
      {places !== null && zoom !== null && (
        <p aria-live="polite" className="text-sm text-stone-600 dark:text-stone-400">
          {zoom < BUILDINGS_ZOOM
            ? t('maps.home.zoomHint')
            : inView.buildings && t('maps.home.buildings', { count: inView.buildings.length })}
        </p>
      )}
      {places !== null && places.length === 0 && <p>{t('places.map.empty')}</p>}
      {places !== null && places.length > 0 && (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={t('places.list.title')}>
          {places.slice(0, 12).map((place) => (
            <li key={place.id}>
              <Link
                to={`/${locale}/reviews?placeId=${place.id}`}
                className="block rounded-xl border border-stone-200 px-4 py-3 hover:border-primary-400 dark:border-stone-700"
              >
                <span className="font-medium">{place.name}</span>
                {place.context && (
                  <span className="text-stone-600 dark:text-stone-400">, {place.context}</span>
                )}
                <span className="block text-sm text-stone-600 dark:text-stone-400">
                  {place.overallScore !== null && (
                    <>
                      <RatingBadge value={place.overallScore} />{' '}
                    </>
                  )}
                  {t('places.search.reviewCount', { count: place.reviewCount })}
                  {place.distanceM !== null &&
                    ` · ${t('places.list.distance', { distance: formatDistance(place.distanceM, tag) })}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
