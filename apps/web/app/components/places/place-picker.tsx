/**
 * <PlacePicker>: chooses the place a review is about (spec section 2, "Place picker": address,
 * choose place, apartment number, building type, change address, map with confirm button).
 *
 * Props:
 * - `value`: the resolved place (or null); the picker shows it with a "Change address" button.
 * - `onChange(value)`: called with the answer of POST /places/details/for-reviews (the place, its
 *   hierarchy, `placeType` and the `aspects` to rate) when the user confirms, and with null when
 *   they change the address.
 * - `mapStyleUrl`: MapLibre style (default: the server's MAP_STYLE_URL); `mapsLanguage`: the
 *   labels' language (default: the page's).
 * - `initialPlaceId`: resolve this place on mount (e.g. /reviews/create?placeId=…).
 *
 * Flow: type an address and pick a suggestion. A known city, district, building or apartment is
 * taken with "Choose place" (with an apartment number for a building). A new address (typed, or
 * from the OpenStreetMap geocoder) opens the map: drag the marker to the building, choose the
 * building type, confirm. Errors: 'Unable to determine location details' when the point is not in
 * a known city, 'Failed to load place details' when the place cannot be resolved.
 */
import {
  type BuildingType,
  type Locale,
  PLACE_MESSAGES,
  type PlaceForReviewRequest,
  type PlaceForReviewResponse,
  type PlaceSuggestion,
} from '@app/contracts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { fetchCurrentPlace, locatePoint, resolvePlaceForReview } from '../../lib/places-api';
import { useMapStyleUrl } from '../../lib/places-config';
import { PlaceSearch } from './place-search';

const PlaceMap = lazy(() => import('./place-map').then((m) => ({ default: m.PlaceMap })));

/** Where the marker starts when nothing better is known: central Tbilisi. */
const DEFAULT_POINT = { lat: 41.6938, lng: 44.8015 };

export interface PlacePickerProps {
  value: PlaceForReviewResponse | null;
  onChange(value: PlaceForReviewResponse | null): void;
  /** Defaults to the server's MAP_STYLE_URL. */
  mapStyleUrl?: string;
  mapsLanguage?: Locale;
  initialPlaceId?: string;
}

type Step =
  | { kind: 'search' }
  | { kind: 'known'; suggestion: PlaceSuggestion }
  | {
      kind: 'map';
      address: string;
      point: { lat: number; lng: number };
      center: { lat: number; lng: number };
    };

const buttonPrimary =
  'rounded-xl bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700';
const buttonSecondary =
  'rounded-xl border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:border-stone-600 dark:hover:bg-stone-800';

export function PlacePicker(props: PlacePickerProps) {
  const { locale, t } = useI18n();
  const ids = useId();
  const [step, setStep] = useState<Step>({ kind: 'search' });
  const [text, setText] = useState('');
  const [buildingType, setBuildingType] = useState<BuildingType>('apartments');
  const [apartmentNumber, setApartmentNumber] = useState('');
  const [area, setArea] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [origin, setOrigin] = useState(DEFAULT_POINT);
  const configuredStyleUrl = useMapStyleUrl();

  // The visitor's city (from the IP) is where a new marker starts and what ranks first.
  useEffect(() => {
    fetchCurrentPlace(locale)
      .then((answer) => {
        if (answer.city) setOrigin(answer.city.location);
      })
      .catch(() => {});
  }, [locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resolve the initial place once
  useEffect(() => {
    if (props.initialPlaceId && !props.value) void resolve({ placeId: props.initialPlaceId, lang: locale });
  }, [props.initialPlaceId]);

  const messageFor = (cause: unknown) =>
    cause instanceof ApiError && cause.message === PLACE_MESSAGES.locateFailed
      ? t('places.error.locate')
      : t('places.error.details');

  async function resolve(body: PlaceForReviewRequest) {
    setBusy(true);
    setError(null);
    try {
      const resolved = await resolvePlaceForReview(body);
      props.onChange(resolved);
      setStep({ kind: 'search' });
    } catch (cause) {
      setError(messageFor(cause));
    } finally {
      setBusy(false);
    }
  }

  async function describePoint(point: { lat: number; lng: number }) {
    try {
      const located = await locatePoint(point, locale);
      setArea([located.district?.name, located.city.name].filter(Boolean).join(', '));
      setError(null);
      return located;
    } catch {
      setArea(null);
      setError(t('places.error.locate'));
      return null;
    }
  }

  function openMap(address: string, point: { lat: number; lng: number }) {
    setStep({ kind: 'map', address, point, center: point });
    void describePoint(point);
  }

  function choosePlace() {
    if (step.kind === 'known') {
      const number = apartmentNumber.trim();
      void resolve({
        placeId: step.suggestion.id!,
        lang: locale,
        ...(step.suggestion.kind === 'building' && number ? { apartmentNumber: number } : {}),
      });
    } else if (text.trim()) {
      openMap(text.trim(), origin);
    }
  }

  function confirmPoint() {
    if (step.kind !== 'map') return;
    const number = apartmentNumber.trim();
    void resolve({
      address: step.address,
      lat: step.point.lat,
      lng: step.point.lng,
      buildingType,
      lang: locale,
      ...(buildingType === 'apartments' && number ? { apartmentNumber: number } : {}),
    });
  }

  function changeAddress() {
    props.onChange(null);
    setStep({ kind: 'search' });
    setText('');
    setApartmentNumber('');
    setArea(null);
    setError(null);
  }

  const errorBox = error && (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {error}
    </p>
  );

  if (props.value) {
    const { place } = props.value;
    return (
      <div className="space-y-3 rounded-2xl border border-primary-200 bg-primary-50 p-4 dark:border-primary-800 dark:bg-primary-950">
        <p className="text-sm font-medium text-primary-900 dark:text-primary-200">
          {t('places.picker.selected')}
        </p>
        <p className="text-lg font-semibold" data-testid="picked-place">
          {place.name}
        </p>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {t(`places.kind.${place.kind}`)}
          {place.breadcrumbs.length > 0 && ` · ${place.breadcrumbs.map((b) => b.name).join(' › ')}`}
        </p>
        <button type="button" className={buttonSecondary} onClick={changeAddress}>
          {t('places.picker.changeAddress')}
        </button>
      </div>
    );
  }

  const showBuildingFields =
    step.kind === 'map' || (step.kind === 'known' && step.suggestion.kind === 'building');
  const showApartment = step.kind === 'map' ? buildingType === 'apartments' : showBuildingFields;

  return (
    <div className="space-y-4">
      {step.kind !== 'map' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <PlaceSearch
              id={`${ids}-address`}
              label={t('places.picker.address')}
              labelVisible
              placeholder={t('places.picker.addressPlaceholder')}
              withAddresses
              near={origin}
              onSelect={(suggestion) => {
                setText(suggestion.name);
                setError(null);
                if (suggestion.id) setStep({ kind: 'known', suggestion });
                else openMap(suggestion.name, suggestion.location);
              }}
              onSubmitText={(value) => {
                setText(value);
                openMap(value, origin);
              }}
            />
          </div>
          <button
            type="button"
            className={buttonPrimary}
            disabled={busy || (step.kind === 'search' && !text.trim())}
            onClick={choosePlace}
          >
            {t('places.picker.choosePlace')}
          </button>
        </div>
      )}

      {step.kind === 'map' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium">{step.address}</p>
          <button type="button" className={buttonSecondary} onClick={changeAddress}>
            {t('places.picker.changeAddress')}
          </button>
        </div>
      )}

      {step.kind === 'map' && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('places.picker.buildingType')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['apartments', 'single_family'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-building-type`}
                  value={type}
                  checked={buildingType === type}
                  onChange={() => setBuildingType(type)}
                  className="size-4 accent-primary-700"
                />
                {t(`places.picker.buildingType.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {showApartment && (
        <div>
          <label htmlFor={`${ids}-apartment`} className="mb-1 block text-sm font-medium">
            {t('places.picker.apartmentNumber')}
          </label>
          <input
            id={`${ids}-apartment`}
            type="text"
            inputMode="text"
            maxLength={12}
            value={apartmentNumber}
            aria-describedby={`${ids}-apartment-hint`}
            onChange={(event) => setApartmentNumber(event.target.value)}
            className="w-40 rounded-xl border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900"
          />
          <p id={`${ids}-apartment-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {t('places.picker.apartmentHint')}
          </p>
        </div>
      )}

      {step.kind === 'map' && (
        <div className="space-y-3">
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('places.picker.mapHint')}</p>
          <Suspense fallback={<div className="h-80 rounded-2xl bg-stone-200 dark:bg-stone-800" />}>
            <PlaceMap
              styleUrl={props.mapStyleUrl ?? configuredStyleUrl}
              language={props.mapsLanguage ?? locale}
              center={step.center}
              zoom={16}
              draggable={step.point}
              onMove={(point) => {
                setStep({ ...step, point });
                void describePoint(point);
              }}
              label={t('places.picker.marker')}
              className="h-80"
            />
          </Suspense>
          {area && (
            <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="picker-area">
              {t('places.picker.locatedIn', { area })}
            </p>
          )}
          <button type="button" className={buttonPrimary} disabled={busy} onClick={confirmPoint}>
            {busy ? t('places.picker.confirming') : t('places.picker.confirm')}
          </button>
        </div>
      )}
      {errorBox}
    </div>
  );
}
