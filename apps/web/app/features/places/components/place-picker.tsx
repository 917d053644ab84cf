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
 * - `initialAddress`: open the add-address step with this text, a street address and its city
 *   after a comma (an address page's "Be the first": /reviews/create?address=…).
 *
 * Flow: type an address and pick a suggestion. A known city, district or apartment is taken at
 * once; a building with "Choose place" (with an apartment number for a flat in it). A new address opens the
 * add-address step (<AddAddressStep>): chosen as the list's visible "Add ‹text› as a new address"
 * option (offered when the server's suggestions end with the text read as an address that no
 * building is, `source: 'typed'`), with Enter on the text, or from an OpenStreetMap geocoder
 * suggestion. Errors: 'Unable to
 * determine location details' when the point is not in a known city, 'Failed to load place
 * details' when the place cannot be resolved.
 */
import type {
  Locale,
  PlaceDetails,
  PlaceForReviewRequest,
  PlaceForReviewResponse,
  PlaceRef,
  PlaceSuggestion,
} from '@app/contracts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { hasErrorCode } from '../../../shared/lib/api';
import { useI18n } from '../../../shared/lib/i18n';
import { fetchCurrentPlace, fetchPlaceDetails, resolvePlaceForReview } from '../api/places-api';
import { useMapStyleUrl } from '../utils/places-config';
import { PlaceSearch } from './place-search';

// Loaded when someone adds an address: most reviews are about a place that is already known.
const AddAddressStep = lazy(() => import('./add-address-step').then((m) => ({ default: m.AddAddressStep })));
// Shown once a building is chosen: fetched after the first render (below), out of the page's first
// load (the review form's Brotli budget, js-budget.json), and shared with the add-address step.
const loadPlaceFields = () => import('./place-fields');
const ApartmentNumberField = lazy(() => loadPlaceFields().then((m) => ({ default: m.ApartmentNumberField })));

export interface PlacePickerProps {
  value: PlaceForReviewResponse | null;
  onChange(value: PlaceForReviewResponse | null): void;
  /** Defaults to the server's MAP_STYLE_URL. */
  mapStyleUrl?: string;
  mapsLanguage?: Locale;
  initialPlaceId?: string;
  initialAddress?: string | null;
}

type Step =
  | { kind: 'search' }
  | { kind: 'known'; suggestion: PlaceSuggestion }
  | { kind: 'add'; typed: string; start?: { lat: number; lng: number } | undefined };

const buttonPrimary =
  'rounded-xl bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700';
const buttonSecondary =
  'rounded-xl border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:border-stone-600 dark:hover:bg-stone-800';

export function PlacePicker(props: PlacePickerProps) {
  const { locale, t } = useI18n();
  const ids = useId();
  const [step, setStep] = useState<Step>(
    props.initialAddress ? { kind: 'add', typed: props.initialAddress } : { kind: 'search' },
  );
  const [text, setText] = useState('');
  const [apartmentNumber, setApartmentNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [currentCity, setCurrentCity] = useState<PlaceRef | null>(null);
  const configuredStyleUrl = useMapStyleUrl();
  useEffect(() => {
    loadPlaceFields().catch(() => {});
  }, []);

  // The visitor's city (from the IP) ranks first and is the new address's city unless one is typed.
  useEffect(() => {
    fetchCurrentPlace(locale)
      .then((answer) => setCurrentCity(answer.city))
      .catch(() => {});
  }, [locale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resolve the initial place once
  useEffect(() => {
    if (props.initialPlaceId && !props.value) void resolve({ placeId: props.initialPlaceId, lang: locale });
  }, [props.initialPlaceId]);

  // The chosen place in the page's language: the answer came in the language of the moment it was
  // chosen, and the reader may switch since (the footer's language menu keeps the form).
  const chosenId = props.value?.place.id;
  const [localized, setLocalized] = useState<{ locale: Locale; place: PlaceDetails } | null>(null);
  useEffect(() => {
    if (!chosenId) return;
    let current = true;
    fetchPlaceDetails(chosenId, locale)
      .then((answer) => {
        if (current) setLocalized({ locale, place: answer.place });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [chosenId, locale]);
  const shownPlace = localized?.locale === locale && localized.place.id === chosenId ? localized.place : null;

  const messageFor = (cause: unknown) =>
    hasErrorCode(cause, 'LOCATION_UNKNOWN') ? t('places.error.locate') : t('places.error.details');

  async function resolve(body: Omit<PlaceForReviewRequest, 'askIfKnown'>) {
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

  function openAdd(typed: string, start?: { lat: number; lng: number }) {
    setError(null);
    setStep({ kind: 'add', typed, start });
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
      openAdd(text.trim());
    }
  }

  function changeAddress() {
    props.onChange(null);
    setStep({ kind: 'search' });
    setText('');
    setApartmentNumber('');
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
    const place = shownPlace ?? props.value.place;
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

  if (step.kind === 'add') {
    return (
      <Suspense
        fallback={<p className="text-sm text-stone-600 dark:text-stone-400">{t('places.map.loading')}</p>}
      >
        <AddAddressStep
          typed={step.typed}
          start={step.start}
          currentCity={currentCity}
          mapStyleUrl={props.mapStyleUrl ?? configuredStyleUrl}
          mapsLanguage={props.mapsLanguage ?? locale}
          onResolved={(resolved) => {
            props.onChange(resolved);
            setStep({ kind: 'search' });
          }}
          onBack={changeAddress}
        />
      </Suspense>
    );
  }

  const showApartment = step.kind === 'known' && step.suggestion.kind === 'building';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <PlaceSearch
            id={`${ids}-address`}
            label={t('places.picker.address')}
            labelVisible
            placeholder={t('places.picker.addressPlaceholder')}
            withAddresses
            near={currentCity?.location}
            onSelect={(suggestion) => {
              setText(suggestion.name);
              setError(null);
              // A known city, district or flat is taken on the first click, as on the home search; a
              // building waits for "Choose place" with an optional apartment number.
              if (suggestion.id && suggestion.kind !== 'building') {
                setStep({ kind: 'known', suggestion });
                void resolve({ placeId: suggestion.id, lang: locale });
              } else if (suggestion.id) setStep({ kind: 'known', suggestion });
              else openAdd(suggestion.name, suggestion.location);
            }}
            onSubmitText={(value) => {
              setText(value);
              openAdd(value);
            }}
            // Offered when the server's answer ends with the text read as an address no building is
            // (`source: 'typed'`): the address is parsed once, on the server.
            addOption={{
              label: (typed) => t('places.add.option', { address: typed }),
              onChoose: (typed) => {
                setText(typed);
                openAdd(typed);
              },
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

      {showApartment && (
        <Suspense fallback={null}>
          <ApartmentNumberField
            id={`${ids}-apartment`}
            value={apartmentNumber}
            onChange={setApartmentNumber}
          />
        </Suspense>
      )}
      {errorBox}
    </div>
  );
}
