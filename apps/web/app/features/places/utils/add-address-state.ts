/**
 * The add-address step's rules, apart from React (<AddAddressStep> holds the state and calls these):
 * what the server's reading of the typed text fills in, where the marker starts and whether that is a
 * guess, which district the new building gets, what Continue still needs, and the one request that
 * creates the building or answers the known one ("Is it this one?").
 */
import {
  type AddressPage,
  type AddressPointResponse,
  type BuildingType,
  HOUSE_NUMBER_PATTERN,
  type Locale,
  type PlaceForReviewRequest,
  type PlaceRef,
} from '@app/contracts';

export type Point = { lat: number; lng: number };
export type City = Pick<PlaceRef, 'id' | 'name' | 'location'>;
export type District = Pick<PlaceRef, 'id' | 'name' | 'location'>;
export type Field = 'city' | 'street' | 'houseNumber';
/** found: the address's own point; street: among the street's reviewed buildings; centre: a centre. */
export type Start = 'found' | 'street' | 'centre';
export type View = { center: Point; zoom: number };

/** Whether a house number is one the server accepts (12, 12a, 12ა, 12а, 7/2). */
export const isValidHouseNumber = (value: string) => HOUSE_NUMBER_PATTERN.test(value.trim());

/** The street as the server takes it (two characters and a letter), else "". */
export const usableStreet = (value: string) => {
  const street = value.trim();
  return street.length >= 2 && /\p{L}/u.test(street) ? street : '';
};

/** How the server found the typed address's point: a house or street is found, the rest a guess. */
const START_OF: Record<AddressPage['locationFrom'], { startedAt: Start; zoom: number }> = {
  house: { startedAt: 'found', zoom: 17 },
  street: { startedAt: 'found', zoom: 17 },
  buildings: { startedAt: 'street', zoom: 16 },
  city: { startedAt: 'centre', zoom: 14 },
};

export interface Prefill {
  street: string;
  houseNumber: string;
  flat: string;
  city: City | null;
  /** The marker's start and what it is; null: asked for in the city (POST /places/address-point). */
  marker: { point: Point; view: View; startedAt: Start; district: District | null } | null;
}

/**
 * The fields from the server's reading of the typed text (GET /places/address): its parts as typed,
 * and the city it named or the visitor's with the marker found there. A city that is only the
 * server's default (the text names none) gives way to the visitor's, whose marker is asked for
 * again, or to none, for the writer to choose: the default is only a guess.
 */
export function prefillFromAddress(answer: AddressPage, currentCity: City | null): Prefill {
  const parts = {
    street: answer.street,
    houseNumber: answer.houseNumber,
    flat: answer.apartmentNumber ?? '',
  };
  if (answer.cityFrom === 'default' && currentCity?.id !== answer.city.id) {
    return { ...parts, city: currentCity, marker: null };
  }
  const start = START_OF[answer.locationFrom];
  return {
    ...parts,
    city: answer.city,
    marker: {
      point: answer.location,
      view: { center: answer.location, zoom: start.zoom },
      startedAt: start.startedAt,
      district: answer.district,
    },
  };
}

/** The fields when the server could not read the text as an address: the text before a comma is the street. */
export function prefillFromText(typed: string, currentCity: City | null): Prefill {
  return { street: typed.split(',')[0]!.trim(), houseNumber: '', flat: '', city: currentCity, marker: null };
}

/** How POST /places/address-point found the point: a house or street is found, the rest a guess. */
const START_AT_POINT: Record<AddressPointResponse['source'], { startedAt: Start; zoom: number }> = {
  imported: START_OF.house,
  geocoder: START_OF.house,
  buildings: START_OF.buildings,
  district: { startedAt: 'centre', zoom: 15 },
  city: START_OF.city,
};

/** The marker's start from POST /places/address-point: found, among the street's buildings, or a centre. */
export function markerFromPoint(answer: AddressPointResponse): { view: View; startedAt: Start } {
  const start = START_AT_POINT[answer.source];
  return { view: { center: answer.location, zoom: start.zoom }, startedAt: start.startedAt };
}

/** The errors of the fields the writer must fill (in the order they are shown). */
export function fieldErrorsOf(
  fields: { city: City | null; street: string; houseNumber: string },
  texts: Record<Field, string>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!fields.city) errors.city = texts.city;
  if (!usableStreet(fields.street)) errors.street = texts.street;
  if (!isValidHouseNumber(fields.houseNumber)) errors.houseNumber = texts.houseNumber;
  return errors;
}

export interface Placement {
  startedAt: Start | null;
  /** The writer moved the marker or said "The pin is right". */
  pinConfirmed: boolean;
  /** null while the map loads; false when it cannot show the ground. */
  mapAvailable: boolean | null;
  /** The district of the marker's point, once located. */
  pointDistrict: District | null;
  located: boolean;
  /** The district chosen from the city's list, if any. */
  chosenDistrict: District | null;
  /** How many districts the city has (0: none, or not known yet). */
  districtCount: number;
}

/** Whether the marker is still a guess: a centre or the street's buildings, not moved or confirmed. */
export const isGuess = (placement: Placement) =>
  (placement.startedAt === 'centre' || placement.startedAt === 'street') && !placement.pinConfirmed;

/**
 * The district the new building gets: the one chosen, else the marker's, except a guessed marker's
 * when no map shows where it stands (then nobody chose it).
 */
export function districtInUse(placement: Placement): District | null {
  if (placement.chosenDistrict) return placement.chosenDistrict;
  if (isGuess(placement) && placement.mapAvailable === false) return null;
  return placement.located ? placement.pointDistrict : null;
}

/**
 * What Continue still needs before the building can be created: nothing (null), the pin moved or
 * confirmed, or, without a map in a city with districts, a district chosen.
 */
export function missingConfirmation(placement: Placement): 'pin' | 'district' | null {
  if (!isGuess(placement)) return null;
  if (placement.mapAvailable === false) {
    return placement.districtCount === 0 || placement.chosenDistrict ? null : 'district';
  }
  return 'pin';
}

/**
 * The request of POST /places/details/for-reviews for the new building, from its parts (the
 * structured form: the server composes and parses the address once). `pointConfirmed` when the
 * point was found for the address or placed by the writer.
 */
export function newBuildingRequest(form: {
  city: City;
  point: Point;
  street: string;
  houseNumber: string;
  block: string;
  buildingType: BuildingType;
  flat: string;
  placement: Pick<Placement, 'startedAt' | 'pinConfirmed' | 'chosenDistrict'>;
  lang: Locale;
}): Omit<PlaceForReviewRequest, 'askIfKnown'> {
  const block = form.block.trim();
  const flat = form.buildingType === 'apartments' ? form.flat.trim() : '';
  const { startedAt, pinConfirmed, chosenDistrict } = form.placement;
  return {
    street: form.street.trim(),
    houseNumber: form.houseNumber.trim(),
    ...(block ? { block } : {}),
    lat: form.point.lat,
    lng: form.point.lng,
    cityId: form.city.id,
    ...(chosenDistrict ? { districtId: chosenDistrict.id } : {}),
    ...(startedAt === 'found' || pinConfirmed ? { pointConfirmed: true as const } : {}),
    buildingType: form.buildingType,
    lang: form.lang,
    ...(flat ? { apartmentNumber: flat } : {}),
  };
}
