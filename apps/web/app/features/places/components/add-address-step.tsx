/**
 * <AddAddressStep>: the place picker's step for an address we do not know yet (issue 14).
 *
 * Asks the city (gazetteer suggestions), the street and house number, an optional block or building
 * name, the building type and an optional flat. Opened with typed text, it asks the server to read
 * it once (GET /places/address): the parts, the flat, the city (the one named, else the visitor's)
 * and the marker's start (imported house or street, the street's reviewed buildings, the city
 * centre) in one round trip. Later, a changed city, street or house asks POST /places/address-point
 * (imported data, geocoder, district or city centre). The marker moves by drag, click or arrow keys; the district (and, across a boundary, the city) follows
 * the point. A centre is only a guess: the writer moves the marker or presses "The pin is right"
 * before Continue. The district that will be used is always shown, with "Choose the district" (the
 * city's districts, GET /places/districts) to correct it; when the map cannot show the ground (no
 * style, no tiles, no WebGL) the map is hidden and that choice replaces the pin. The server refuses a
 * new building from an unconfirmed point (POINT_NOT_CONFIRMED) whatever this form does. Continue
 * is one request: the building's parts to POST /places/details/for-reviews with `askIfKnown`, which
 * creates it, or answers the known building of that address first ("Is it this one?"). The rules
 * (prefill, guess, district, the request) are in add-address-state.ts.
 *
 * Props: `typed` (the search text), `start` (a point already known, e.g. a geocoder suggestion's),
 * `currentCity` (the visitor's city guessed from the IP), `mapStyleUrl`, `mapsLanguage`,
 * `onResolved(answer)` with the answer of POST /places/details/for-reviews, `onBack()`.
 */
import type { BuildingType, KnownBuildingResponse, Locale, PlaceForReviewResponse } from '@app/contracts';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessages } from '../../../shared/lib/api-errors';
import { useI18n } from '../../../shared/lib/i18n';
import {
  fetchAddressPoint,
  fetchCityDistricts,
  fetchTypedAddress,
  locatePoint,
  resolveNewAddress,
  resolvePlaceForReview,
} from '../api/places-api';
import {
  type City,
  type District,
  districtInUse as districtOf,
  type Field,
  fieldErrorsOf,
  isGuess as isGuessOf,
  isValidHouseNumber,
  markerFromPoint,
  missingConfirmation,
  newBuildingRequest,
  type Placement,
  type Point,
  type Prefill,
  prefillFromAddress,
  prefillFromText,
  type Start,
  usableStreet,
} from '../utils/add-address-state';
import { ApartmentNumberField, FieldError, TextField } from './place-fields';
import { PlaceSearch } from './place-search';

const PlaceMap = lazy(() => import('./place-map').then((m) => ({ default: m.PlaceMap })));

const POINT_DEBOUNCE_MS = 400;

export interface AddAddressStepProps {
  typed: string;
  start?: Point | undefined;
  currentCity: City | null;
  mapStyleUrl: string;
  mapsLanguage: Locale;
  onResolved(value: PlaceForReviewResponse): void;
  onBack(): void;
}

const buttonPrimary =
  'rounded-xl bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700';
const buttonSecondary =
  'rounded-xl border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:border-stone-600 dark:hover:bg-stone-800';

export function AddAddressStep(props: AddAddressStepProps) {
  const { locale, t } = useI18n();
  const ids = useId();
  const [city, setCity] = useState<City | null>(null);
  // Remounts the city box when the city changes from outside it (prefill, the marker's move).
  const [cityBoxKey, setCityBoxKey] = useState(0);
  const [street, setStreet] = useState('');
  const [houseNumber, setHouseNumber] = useState('');
  const [block, setBlock] = useState('');
  const [buildingType, setBuildingType] = useState<BuildingType>('apartments');
  const [flat, setFlat] = useState('');
  const [point, setPoint] = useState<Point | null>(null);
  const [view, setView] = useState<{ center: Point; zoom: number } | null>(null);
  const [startedAt, setStartedAt] = useState<Start | null>(null);
  // The district of the marker's point (null: none near, or not known yet).
  const [pointDistrict, setPointDistrict] = useState<District | null>(null);
  const [located, setLocated] = useState(false);
  // The writer moved the marker or said "The pin is right": the point is theirs, not a guess.
  const [pinConfirmed, setPinConfirmed] = useState(Boolean(props.start));
  // null while the map loads; false when it cannot show the ground (then the district replaces the pin).
  const [mapAvailable, setMapAvailable] = useState<boolean | null>(null);
  const [cityDistricts, setCityDistricts] = useState<{ cityId: string; items: District[] } | null>(null);
  const [chosenDistrictId, setChosenDistrictId] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<'pin' | 'district' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // "Is it this one?": the known building the address is, answered instead of creating one.
  const [match, setMatch] = useState<KnownBuildingResponse | null>(null);
  const pinMoved = useRef(Boolean(props.start));
  const pointFetchedFor = useRef<string | null>(null);
  const skipPointFetch = useRef(false);
  const matchHeading = useRef<HTMLHeadingElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const districtSelect = useRef<HTMLSelectElement>(null);

  const chooseCity = (next: City, fromOutside: boolean) => {
    setCity(next);
    setFieldErrors((errors) => ({ ...errors, city: undefined }));
    if (fromOutside) setCityBoxKey((key) => key + 1);
  };

  // Prefill: the point's city; else the typed text as the server reads it (its parts, the city it
  // names or the visitor's, the marker's start); else the visitor's city.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per step
  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (props.start) {
        skipPointFetch.current = true;
        setPoint(props.start);
        setView({ center: props.start, zoom: 17 });
        setStartedAt('found');
        const located = await describePoint(props.start);
        if (!cancelled && located) chooseCity(located.city, true);
        return;
      }
      const typed = props.typed.trim();
      // Not a street with a house number (400) or no answer: the text is the street.
      const answer = typed ? await fetchTypedAddress({ q: typed, lang: locale }).catch(() => null) : null;
      if (cancelled) return;
      prefill(
        answer ? prefillFromAddress(answer, props.currentCity) : prefillFromText(typed, props.currentCity),
      );
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  function prefill(fields: Prefill) {
    setStreet(fields.street);
    setHouseNumber(fields.houseNumber);
    setFlat(fields.flat);
    if (fields.marker) {
      skipPointFetch.current = true;
      setPoint(fields.marker.point);
      setView(fields.marker.view);
      setStartedAt(fields.marker.startedAt);
      setPointDistrict(fields.marker.district);
      setLocated(true);
    }
    if (fields.city) chooseCity(fields.city, true);
  }

  const streetForPoint = usableStreet(street);
  const houseForPoint = isValidHouseNumber(houseNumber) ? houseNumber.trim() : '';
  // The city's districts (null until they arrive); a choice is one of them, so it lapses with its city.
  const districts = cityDistricts && cityDistricts.cityId === city?.id ? cityDistricts.items : null;
  const chosenDistrict = districts?.find((district) => district.id === chosenDistrictId) ?? null;

  // The marker's start: asked again when the city changes, and when the street, the house or the
  // chosen district changes as long as the marker has not been moved by hand (nor confirmed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the city and the usable address parts
  useEffect(() => {
    if (!city) return;
    if (skipPointFetch.current) {
      skipPointFetch.current = false;
      pointFetchedFor.current = city.id;
      return;
    }
    if (pinMoved.current && pointFetchedFor.current === city.id) return;
    pointFetchedFor.current = city.id;
    pinMoved.current = false;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchAddressPoint(
        {
          cityId: city.id,
          lang: locale,
          ...(streetForPoint ? { street: streetForPoint } : {}),
          ...(streetForPoint && houseForPoint ? { houseNumber: houseForPoint } : {}),
          ...(chosenDistrict ? { districtId: chosenDistrict.id } : {}),
        },
        controller.signal,
      )
        .then((answer) => {
          // A marker moved or confirmed while the answer was on its way stays where the writer put it.
          if (controller.signal.aborted || pinMoved.current) return;
          const marker = markerFromPoint(answer);
          setPoint(answer.location);
          setView(marker.view);
          setStartedAt(marker.startedAt);
          setPinConfirmed(false);
          setPointDistrict(answer.district);
          setLocated(true);
          setError(null);
        })
        .catch(() => {
          if (!controller.signal.aborted) setError(t('places.error.locate'));
        });
    }, POINT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [city?.id, streetForPoint, houseForPoint, chosenDistrict?.id]);

  // The city's districts, to choose from.
  const cityId = city?.id;
  useEffect(() => {
    if (!cityId) return;
    const controller = new AbortController();
    fetchCityDistricts(cityId, locale, controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setCityDistricts({ cityId, items: answer.items });
      })
      .catch(() => {
        // Without the list the server still refuses an unconfirmed point; the pin remains.
        if (!controller.signal.aborted) setCityDistricts({ cityId, items: [] });
      });
    return () => controller.abort();
  }, [cityId, locale]);

  async function describePoint(next: Point) {
    try {
      const answer = await locatePoint(next, locale);
      setPointDistrict(answer.district);
      setLocated(true);
      setError(null);
      return answer;
    } catch {
      setPointDistrict(null);
      setLocated(false);
      setError(t('places.error.locate'));
      return null;
    }
  }

  async function movePoint(next: Point) {
    pinMoved.current = true;
    setPoint(next);
    setMatch(null);
    // The writer put the marker there: its district is the one, not an earlier choice.
    setPinConfirmed(true);
    setChosenDistrictId(null);
    setConfirmError(null);
    const located = await describePoint(next);
    // Across a city's boundary the city follows the marker (the marker stays where it was put).
    if (located && city && located.city.id !== city.id) {
      skipPointFetch.current = true;
      chooseCity(located.city, true);
    }
  }

  function validate(): boolean {
    const errors = fieldErrorsOf(
      { city, street, houseNumber },
      {
        city: t('places.add.cityRequired'),
        street: t('places.add.streetInvalid'),
        houseNumber: t('places.add.houseNumberInvalid'),
      },
    );
    setFieldErrors(errors);
    const first = (['city', 'street', 'houseNumber'] as const).find((field) => errors[field]);
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
    return !first;
  }

  const messageFor = (cause: unknown) =>
    apiErrorMessages(t, cause, { fallback: 'places.error.details' }).join(' ');

  const placement: Placement = {
    startedAt,
    pinConfirmed,
    mapAvailable,
    pointDistrict,
    located,
    chosenDistrict,
    districtCount: districts?.length ?? 0,
  };
  const isGuessedStart = startedAt === 'centre' || startedAt === 'street';
  const isGuess = isGuessOf(placement);
  const hasDistricts = placement.districtCount > 0;
  const districtInUse = districtOf(placement);
  const area = city ? [districtInUse?.name, city.name].filter(Boolean).join(', ') : null;

  function confirmPin() {
    pinMoved.current = true;
    setPinConfirmed(true);
    setConfirmError(null);
  }

  // A marker not yet moved or confirmed then starts again in the chosen district (its centre when the
  // street is unknown): still a guess, until it is moved or confirmed.
  function chooseDistrict(id: string) {
    setChosenDistrictId(districts?.some((item) => item.id === id) ? id : null);
    setMatch(null);
    setConfirmError(null);
  }

  /** Whether the point or the district is the writer's; says what is missing otherwise. */
  function checkConfirmed(): boolean {
    const missing = missingConfirmation(placement);
    if (!missing) return true;
    setConfirmError(missing);
    (missing === 'district' ? districtSelect : confirmButton).current?.focus();
    return false;
  }

  const flatNumber = buildingType === 'apartments' ? flat.trim() : '';
  const newBuilding = () =>
    city && point
      ? newBuildingRequest({
          city,
          point,
          street,
          houseNumber,
          block,
          buildingType,
          flat,
          placement,
          lang: locale,
        })
      : null;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(messageFor(cause));
    } finally {
      setBusy(false);
    }
  }

  /** "No, it's a different building": created, the similar-address rule skipping that one. */
  const createOther = (notBuildingId: string) =>
    run(async () => {
      const body = newBuilding();
      if (body) props.onResolved(await resolvePlaceForReview({ ...body, notBuildingId }));
    });

  const chooseMatch = (placeId: string) =>
    run(async () => {
      props.onResolved(
        await resolvePlaceForReview({
          placeId,
          lang: locale,
          ...(flatNumber ? { apartmentNumber: flatNumber } : {}),
        }),
      );
    });

  // One request: the building is created, or the known one of that address comes back to ask about.
  const submit = () => {
    const body = validate() && checkConfirmed() ? newBuilding() : null;
    if (!body) return;
    void run(async () => {
      const answer = await resolveNewAddress({ ...body, askIfKnown: true });
      if ('known' in answer) {
        setMatch(answer);
        requestAnimationFrame(() => matchHeading.current?.focus());
      } else props.onResolved(answer);
    });
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-4" data-testid="add-address-step">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${ids}-title`} className="text-lg font-semibold">
            {t('places.add.title')}
          </h3>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('places.add.intro')}</p>
        </div>
        <button type="button" className={buttonSecondary} onClick={props.onBack}>
          {t('places.add.back')}
        </button>
      </div>

      <div>
        <PlaceSearch
          key={cityBoxKey}
          id={`${ids}-city`}
          label={t('places.add.city')}
          labelVisible
          placeholder={t('places.add.cityPlaceholder')}
          kinds={['city']}
          near={props.currentCity?.location}
          {...(city ? { defaultValue: city.name } : {})}
          onSelect={(suggestion) => {
            if (!suggestion.id) return;
            pinMoved.current = false;
            setMatch(null);
            chooseCity({ id: suggestion.id, name: suggestion.name, location: suggestion.location }, false);
          }}
        />
        {fieldErrors.city && <FieldError id={`${ids}-city-error`} text={fieldErrors.city} />}
      </div>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <TextField
          id={`${ids}-street`}
          label={t('places.add.street')}
          value={street}
          maxLength={100}
          error={fieldErrors.street}
          onChange={(value) => {
            setStreet(value);
            setMatch(null);
          }}
        />
        <TextField
          id={`${ids}-houseNumber`}
          label={t('places.add.houseNumber')}
          value={houseNumber}
          maxLength={12}
          hint={t('places.add.houseNumberHint')}
          error={fieldErrors.houseNumber}
          onChange={(value) => {
            setHouseNumber(value);
            setMatch(null);
          }}
          onBlur={() =>
            setFieldErrors((errors) => ({
              ...errors,
              houseNumber:
                houseNumber.trim() && !isValidHouseNumber(houseNumber)
                  ? t('places.add.houseNumberInvalid')
                  : undefined,
            }))
          }
        />
      </div>

      <TextField
        id={`${ids}-block`}
        label={t('places.add.block')}
        value={block}
        maxLength={40}
        onChange={(value) => {
          setBlock(value);
          setMatch(null);
        }}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('places.picker.buildingType')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
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

      {buildingType === 'apartments' && (
        <ApartmentNumberField id={`${ids}-flat`} value={flat} onChange={setFlat} />
      )}

      {point && view && mapAvailable !== false && (
        <div className="space-y-2" data-testid="add-address-map" data-point={`${point.lat},${point.lng}`}>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('places.add.mapHint')}</p>
          <Suspense fallback={<div className="h-72 rounded-2xl bg-stone-200 sm:h-80 dark:bg-stone-800" />}>
            <PlaceMap
              styleUrl={props.mapStyleUrl}
              language={props.mapsLanguage}
              center={view.center}
              zoom={view.zoom}
              draggable={point}
              onMove={(next) => void movePoint(next)}
              onAvailability={setMapAvailable}
              markerLabel={t('places.add.marker')}
              label={t('places.picker.marker')}
              className="h-72 sm:h-80"
            />
          </Suspense>
          {startedAt && !pinMoved.current && (
            <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="add-address-start">
              {t(
                startedAt === 'found'
                  ? 'places.add.startFound'
                  : startedAt === 'street'
                    ? 'places.add.startStreet'
                    : 'places.add.startCentre',
              )}
            </p>
          )}
          {isGuess && (
            <div>
              <button
                ref={confirmButton}
                type="button"
                className={buttonSecondary}
                aria-describedby={confirmError === 'pin' ? `${ids}-pin-error` : undefined}
                onClick={confirmPin}
              >
                {t('places.add.pinConfirm')}
              </button>
              {confirmError === 'pin' && (
                <FieldError id={`${ids}-pin-error`} text={t('places.add.pinRequired')} />
              )}
            </div>
          )}
          {isGuessedStart && pinConfirmed && (
            <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
              {t('places.add.pinConfirmed')}
            </p>
          )}
        </div>
      )}

      {mapAvailable === false && city && districts && (
        <p
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
          data-testid="add-address-map-unavailable"
        >
          {hasDistricts
            ? t('places.add.mapUnavailable')
            : t('places.add.mapUnavailableNoDistricts', { city: city.name })}
        </p>
      )}

      {area && point && (
        <p className="text-sm font-medium" data-testid="picker-area">
          {t('places.picker.locatedIn', { area })}
        </p>
      )}

      {point && hasDistricts && (
        <div>
          <label htmlFor={`${ids}-district`} className="mb-1 block text-sm font-medium">
            {t('places.add.district')}
          </label>
          <select
            ref={districtSelect}
            id={`${ids}-district`}
            value={districtInUse?.id ?? ''}
            required={mapAvailable === false && isGuess}
            aria-invalid={confirmError === 'district' ? true : undefined}
            aria-describedby={[`${ids}-district-hint`, confirmError === 'district' && `${ids}-district-error`]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => chooseDistrict(event.target.value)}
            className="w-full max-w-sm rounded-xl border border-stone-300 bg-white px-3 py-2 aria-invalid:border-red-700 dark:border-stone-600 dark:bg-stone-900 dark:aria-invalid:border-red-400"
          >
            <option value="">{t('places.add.districtPlaceholder')}</option>
            {districts!.map((district) => (
              <option key={district.id} value={district.id}>
                {district.name}
              </option>
            ))}
          </select>
          {mapAvailable !== false && (
            <p id={`${ids}-district-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              {t('places.add.districtHint')}
            </p>
          )}
          {confirmError === 'district' && (
            <FieldError id={`${ids}-district-error`} text={t('places.add.districtRequired')} />
          )}
        </div>
      )}

      {match ? (
        <section
          aria-labelledby={`${ids}-match-title`}
          className="space-y-3 rounded-2xl border border-secondary-300 bg-secondary-50 p-4 dark:border-secondary-800 dark:bg-secondary-950"
        >
          <h3 id={`${ids}-match-title`} ref={matchHeading} tabIndex={-1} className="text-lg font-semibold">
            {t('places.match.title')}
          </h3>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('places.match.text')}</p>
          <p>
            <span className="font-semibold" data-testid="match-name">
              {match.known.name}
            </span>
            {match.known.context && (
              <span className="text-stone-700 dark:text-stone-300">, {match.known.context}</span>
            )}
            {match.known.reviewCount > 0 && (
              <span className="text-sm text-stone-700 dark:text-stone-300">
                {' '}
                · {t('places.search.reviewCount', { count: match.known.reviewCount })}
              </span>
            )}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonPrimary}
              disabled={busy}
              onClick={() => void chooseMatch(match.known.id)}
            >
              {t('places.match.yes')}
            </button>
            <button
              type="button"
              className={buttonSecondary}
              disabled={busy}
              onClick={() => void createOther(match.known.id)}
            >
              {t('places.match.no')}
            </button>
          </div>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('places.match.differentHint')}</p>
        </section>
      ) : (
        <button type="button" className={buttonPrimary} disabled={busy} onClick={submit}>
          {busy ? t('places.add.checking') : t('places.add.continue')}
        </button>
      )}

      {error && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
    </section>
  );
}
