import { z } from 'zod';
import { blockSchema, houseNumberSchema, streetSchema } from './address-part-schemas.ts';
import { ASPECTS, BUILDING_TYPES, PLACE_TYPES } from './aspects.ts';
import { localeQuerySchema } from './pagination.ts';

/**
 * Places: city > district > building > apartment (issue 4). Every answer carries the names in all
 * three languages and `name`, the one in the requested `lang`, so a page needs no second call.
 */

export const PLACE_LIMITS = {
  /** Search text and typed addresses; longer input is not an address. */
  queryMax: 100,
  addressMax: 200,
  apartmentNumberMax: 12,
  suggestionsDefault: 8,
  suggestionsMax: 20,
  nearbyDefault: 200,
  nearbyMax: 500,
  nearbyRadiusKmDefault: 25,
  nearbyRadiusKmMax: 500,
  /** GET /places/in-area: reviewed buildings on a close map (zoom ≥ 12) or a city/district page. */
  areaDefault: 200,
  areaMax: 500,
  /** The widest box, in degrees of latitude or longitude (a zoom-12 view on a wide screen is ~0.5°). */
  areaSpanMaxDeg: 1,
} as const;

/**
 * Characters no address or place name needs but SQL/script injection attempts do. Rejecting them
 * keeps logs and the geocoder free of junk; the queries themselves are parameterised anyway.
 */
const FORBIDDEN_TEXT = /[;=<>{}[\]\\|^~`$%*@!?\p{Cc}]/u;
const FORBIDDEN_MESSAGE = 'Contains characters that are not allowed in an address or place name';

const searchText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long (maximum ${max} characters)`)
    .refine((value) => !FORBIDDEN_TEXT.test(value), FORBIDDEN_MESSAGE);

export const latitudeSchema = z
  .number()
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
export const longitudeSchema = z
  .number()
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');
const queryLatitude = z.coerce.number().pipe(latitudeSchema);
const queryLongitude = z.coerce.number().pipe(longitudeSchema);

export const placeLangSchema = localeQuerySchema.describe('Language of `name` and labels');
export const placeKindSchema = z.enum(PLACE_TYPES);
export type PlaceKind = z.infer<typeof placeKindSchema>;

export const placeNamesSchema = z.object({ en: z.string(), ru: z.string(), ka: z.string() });
export const locationSchema = z.object({ lat: z.number(), lng: z.number() });

/** A place as a link: enough to show and navigate. */
export const placeRefSchema = z.object({
  id: z.uuid(),
  kind: placeKindSchema,
  name: z.string(),
  names: placeNamesSchema,
  location: locationSchema,
});
export type PlaceRef = z.infer<typeof placeRefSchema>;

export const placeDetailsSchema = placeRefSchema
  .extend({
    parentId: z.uuid().nullable(),
    /** "Vake, Tbilisi": the parents, nearest first, in `lang`. Cities show their country. */
    context: z.string().nullable(),
    countryCode: z.string().nullable(),
    buildingType: z.enum(BUILDING_TYPES).nullable(),
    apartmentNumber: z.string().nullable(),
    population: z.number().int(),
    reviewCount: z.number().int(),
    /**
     * The place's overall score, one decimal: the mean of the scores of the published reviews inside
     * it (a review's score is its `general` rating when given, else the mean of its ratings); null
     * without reviews. The same number as the stats' `overall.average` and the summary's.
     */
    overallScore: z.number().nullable(),
    /** The hierarchy above the place, from the city down (city › district › building). */
    breadcrumbs: z.array(placeRefSchema),
  })
  .meta({ id: 'PlaceDetails' });
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

// ---------------------------------------------------------------------------
// GET /places/suggestions
// ---------------------------------------------------------------------------

const kindsList = z
  .string()
  .max(60)
  .transform((value, ctx) => {
    const kinds = value
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    for (const kind of kinds) {
      if (!(PLACE_TYPES as readonly string[]).includes(kind)) {
        ctx.addIssue({ code: 'custom', message: `Unknown place kind: ${kind.slice(0, 20)}` });
        return z.NEVER;
      }
    }
    return kinds as PlaceKind[];
  })
  .describe('Comma-separated kinds to include, e.g. "city,district"; all by default');

const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const placeSuggestionsQuerySchema = z
  .object({
    q: searchText(PLACE_LIMITS.queryMax, 'Search text'),
    lang: placeLangSchema,
    lat: queryLatitude.optional().describe('Rank places near this point higher'),
    lng: queryLongitude.optional(),
    kinds: kindsList.optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(PLACE_LIMITS.suggestionsMax)
      .default(PLACE_LIMITS.suggestionsDefault),
    withAddresses: booleanQuery
      .optional()
      .describe(
        'Also return street addresses: imported from OpenStreetMap, and from the geocoder (when configured)',
      ),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lng'],
  });
export type PlaceSuggestionsQuery = z.input<typeof placeSuggestionsQuerySchema>;

export const placeSuggestionSchema = z.object({
  /**
   * null for an address we have no place for yet (from the geocoder, or imported from
   * OpenStreetMap): resolve it with for-reviews.
   */
  id: z.uuid().nullable(),
  kind: placeKindSchema,
  name: z.string(),
  /** The parents in `lang`, e.g. "Tbilisi" for Vake, "Georgia" for Tbilisi. */
  context: z.string().nullable(),
  location: locationSchema,
  reviewCount: z.number().int(),
  /**
   * 'address': a street address imported from OpenStreetMap (`npm run import:osm`), not a place.
   * 'typed': the street address as typed, offered when no place in the answer is that house (issue
   * "Search like a local", item 3), never with `withAddresses` (the review form adds a new address
   * its own way); `context` is its city, `location` the imported house or street, else the city's
   * centre. It opens the address page (GET /places/address), never creates a place.
   */
  source: z.enum(['places', 'geocoder', 'address', 'typed']),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placeSuggestionsResponseSchema = z.object({ items: z.array(placeSuggestionSchema) });
export type PlaceSuggestionsResponse = z.infer<typeof placeSuggestionsResponseSchema>;

// ---------------------------------------------------------------------------
// POST /places/details
// ---------------------------------------------------------------------------

export const placeDetailsRequestSchema = z.object({ placeId: z.uuid(), lang: placeLangSchema });
export type PlaceDetailsRequest = z.input<typeof placeDetailsRequestSchema>;
export const placeDetailsResponseSchema = z.object({ place: placeDetailsSchema });
export type PlaceDetailsResponse = z.infer<typeof placeDetailsResponseSchema>;

// ---------------------------------------------------------------------------
// POST /places/details/for-reviews
// ---------------------------------------------------------------------------

/**
 * Resolves (finds or creates) the place a review attaches to. Two shapes:
 *
 * - `{ placeId, apartmentNumber? }`: an existing city, district, building or apartment; with an
 *   apartment number and a building id, the apartment in that building (created when new).
 * - `{ address, lat, lng, buildingType, apartmentNumber?, cityId?, districtId?, pointConfirmed? }`: a
 *   building the user typed. Its district and city come from the point, or from the given ids (a
 *   `districtId` must lie in the given `cityId`); the same building typed differently (another
 *   script, abbreviations, a few metres away) resolves to the existing place instead of a new one.
 *   A new building is created only from a point the writer confirmed (`pointConfirmed: true`) or
 *   with the district they chose (`districtId`); otherwise 400 with the detail code
 *   POINT_NOT_CONFIRMED (a centre guessed for an unknown street is nobody's district). A city with no
 *   districts needs neither: the chosen city is all the place's area there is.
 * - `{ cityId, street, houseNumber, block?, lat, lng, buildingType, … }`: the same building given as
 *   its parts (the add-address step's form). The server composes the address from them and applies
 *   exactly the rules of the `address` form; a bad part is a 400 whose detail names that field.
 *
 * The answer is the place (`kind` is the review's place type), its hierarchy, the aspects a review
 * of that kind rates (`ASPECTS[kind]`), and whether the call created it; with `askIfKnown`, an
 * address that is a known building answers `{ known, address }` instead and creates nothing.
 */
export const placeForReviewRequestSchema = z
  .object({
    lang: placeLangSchema,
    placeId: z.uuid().optional(),
    address: searchText(PLACE_LIMITS.addressMax, 'Address').optional(),
    /**
     * The structured form (with `houseNumber`, an optional `block` and a `cityId`): the parts the
     * add-address step was given. The server composes the address (composeAddress) and applies the
     * rules of the `address` form to it; give one form or the other.
     */
    street: streetSchema.optional(),
    houseNumber: houseNumberSchema.optional(),
    block: blockSchema.optional(),
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
    buildingType: z.enum(BUILDING_TYPES).optional(),
    apartmentNumber: z
      .string()
      .trim()
      .min(1, 'Apartment number is required')
      .max(
        PLACE_LIMITS.apartmentNumberMax,
        `Apartment number is too long (maximum ${PLACE_LIMITS.apartmentNumberMax} characters)`,
      )
      .regex(
        /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u,
        'Apartment number may contain letters, digits, "/", "-" and "."',
      )
      .optional(),
    cityId: z.uuid().optional(),
    districtId: z.uuid().optional(),
    /**
     * The writer put the marker on the building or confirmed it ("The pin is right"), or the point is
     * the one found for the address (an imported house or street, the geocoder): a point, not a
     * guessed centre. Needed to create a building without a `districtId`.
     */
    pointConfirmed: z.literal(true).optional(),
    /**
     * The building the user answered "No, it's a different building" to: the similar-address rule
     * (~60 m) skips it. The exact same address (street, number and block) is still that building.
     */
    notBuildingId: z.uuid().optional(),
    /**
     * "Is it this one?" in the same call: when the address is a building already known (the same
     * address in any script, the rule of the dedupe), the answer is `{ known, address }` and nothing
     * is created, so the writer can be asked first; otherwise the building is found or created as
     * without it. For the address forms only.
     */
    askIfKnown: z.literal(true).optional(),
  })
  .superRefine((body, ctx) => {
    const isStructured =
      body.street !== undefined || body.houseNumber !== undefined || body.block !== undefined;
    if (body.placeId !== undefined) {
      if (body.askIfKnown)
        ctx.addIssue({
          code: 'custom',
          path: ['askIfKnown'],
          message: 'askIfKnown is for an address, not a placeId',
        });
      if (body.address !== undefined || isStructured)
        ctx.addIssue({
          code: 'custom',
          path: [body.address !== undefined ? 'address' : 'street'],
          message: 'Give either placeId or an address, not both',
        });
      return;
    }
    if (isStructured) {
      if (body.address !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['address'],
          message: 'Give either address or its parts (street, houseNumber), not both',
        });
      if (body.street === undefined)
        ctx.addIssue({ code: 'custom', path: ['street'], message: 'Street is required' });
      if (body.houseNumber === undefined)
        ctx.addIssue({ code: 'custom', path: ['houseNumber'], message: 'House number is required' });
      if (body.cityId === undefined)
        ctx.addIssue({ code: 'custom', path: ['cityId'], message: 'City is required' });
    } else if (body.address === undefined)
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'Address is required' });
    if (body.lat === undefined)
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Latitude is required' });
    if (body.lng === undefined)
      ctx.addIssue({ code: 'custom', path: ['lng'], message: 'Longitude is required' });
    if (body.buildingType === undefined)
      ctx.addIssue({ code: 'custom', path: ['buildingType'], message: 'Building type is required' });
  });
export type PlaceForReviewRequest = z.input<typeof placeForReviewRequestSchema>;

export const placeForReviewResponseSchema = z.object({
  place: placeDetailsSchema,
  /** Equals place.kind: the `placeType` of the review. */
  placeType: placeKindSchema,
  /** ASPECTS[placeType] from the aspect catalogue, in display order. */
  aspects: z.array(z.string()),
  /** True when this call created the place (or its apartment). */
  created: z.boolean(),
});
export type PlaceForReviewResponse = z.infer<typeof placeForReviewResponseSchema>;

/** The answer to `askIfKnown` when the address is a known building: nothing was created. */
export const knownBuildingResponseSchema = z.object({
  /** The address the request makes (the parts composed by composeAddress, or the text as sent). */
  address: z.string(),
  /** The building it is: the same address in any script, or a similar one within ~60 m. */
  known: placeDetailsSchema,
});
export type KnownBuildingResponse = z.infer<typeof knownBuildingResponseSchema>;

/** What POST /places/details/for-reviews answers: the place, or with `askIfKnown` the known building. */
export const placeForReviewAnswerSchema = z.union([
  placeForReviewResponseSchema,
  knownBuildingResponseSchema,
]);
export type PlaceForReviewAnswer = z.infer<typeof placeForReviewAnswerSchema>;

export function aspectsFor(kind: PlaceKind): readonly string[] {
  return ASPECTS[kind];
}

// ---------------------------------------------------------------------------
// GET /places/current and POST /places/locate
// ---------------------------------------------------------------------------

export const currentPlaceQuerySchema = z.object({ lang: placeLangSchema });
export const currentPlaceResponseSchema = z.object({
  /** The visitor's city guessed from the IP address; null when unknown (private IP, no match). */
  city: placeRefSchema.nullable(),
  countryCode: z.string().nullable(),
});
export type CurrentPlaceResponse = z.infer<typeof currentPlaceResponseSchema>;

export const locateRequestSchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
  lang: placeLangSchema,
});
export type LocateRequest = z.input<typeof locateRequestSchema>;
export const locateResponseSchema = z.object({
  city: placeRefSchema,
  /** The nearest known district centre within the city; null when the city has no districts. */
  district: placeRefSchema.nullable(),
  /** Street address at the point from the OpenStreetMap geocoder, when one is configured. */
  address: z.string().nullable(),
});
export type LocateResponse = z.infer<typeof locateResponseSchema>;

/** Spec section 8 texts, sent as `message` with NOT_FOUND. */

// ---------------------------------------------------------------------------
// GET /places/nearby (the home map)
// ---------------------------------------------------------------------------

export const nearbyPlacesQuerySchema = z
  .object({
    lat: queryLatitude.optional(),
    lng: queryLongitude.optional(),
    radiusKm: z.coerce
      .number()
      .min(0.1)
      .max(PLACE_LIMITS.nearbyRadiusKmMax)
      .default(PLACE_LIMITS.nearbyRadiusKmDefault),
    lang: placeLangSchema,
    limit: z.coerce.number().int().min(1).max(PLACE_LIMITS.nearbyMax).default(PLACE_LIMITS.nearbyDefault),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lng'],
  });
export type NearbyPlacesQuery = z.input<typeof nearbyPlacesQuerySchema>;

export const nearbyPlaceSchema = z.object({
  id: z.uuid(),
  kind: placeKindSchema,
  name: z.string(),
  context: z.string().nullable(),
  location: locationSchema,
  reviewCount: z.number().int(),
  /** The place's overall score, as in its details; null without reviews. */
  overallScore: z.number().nullable(),
  /** Metres from the given point; null without one. */
  distanceM: z.number().nullable(),
});
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;
export const nearbyPlacesResponseSchema = z.object({ items: z.array(nearbyPlaceSchema) });
export type NearbyPlacesResponse = z.infer<typeof nearbyPlacesResponseSchema>;

// ---------------------------------------------------------------------------
// GET /places/in-area (buildings on a close map, or inside a city or district)
// ---------------------------------------------------------------------------

/** "west,south,east,north" in degrees; west < east (a box across the antimeridian is two boxes). */
const bboxSchema = z
  .string()
  .max(100)
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
    const [west, south, east, north] = parts as [number, number, number, number];
    const problem =
      parts.length !== 4 || parts.some((n) => !Number.isFinite(n))
        ? 'bbox is "west,south,east,north" in degrees'
        : [west, east].some((n) => n < -180 || n > 180) || [south, north].some((n) => n < -90 || n > 90)
          ? 'bbox lies outside -180..180, -90..90'
          : west >= east || south >= north
            ? 'bbox needs west < east and south < north'
            : east - west > PLACE_LIMITS.areaSpanMaxDeg || north - south > PLACE_LIMITS.areaSpanMaxDeg
              ? `bbox is too large (at most ${PLACE_LIMITS.areaSpanMaxDeg}° a side): zoom in`
              : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return { west, south, east, north };
  })
  .describe('"west,south,east,north" in degrees, at most 1° a side');
export type Bbox = { west: number; south: number; east: number; north: number };

export const placesInAreaQuerySchema = z
  .object({
    bbox: bboxSchema.optional(),
    within: z.uuid({ error: 'within must be a place id' }).optional().describe('A city or district'),
    lang: placeLangSchema,
    limit: z.coerce.number().int().min(1).max(PLACE_LIMITS.areaMax).default(PLACE_LIMITS.areaDefault),
  })
  .refine((q) => (q.bbox === undefined) !== (q.within === undefined), {
    message: 'Give either bbox or within',
    path: ['bbox'],
  });
export type PlacesInAreaQuery = z.input<typeof placesInAreaQuerySchema>;

export const placesInAreaResponseSchema = z.object({
  /** Reviewed buildings, most reviewed first; `distanceM` is null. */
  items: z.array(nearbyPlaceSchema),
  /** More buildings match than `limit`: zoom in to see the rest. */
  truncated: z.boolean(),
});
export type PlacesInAreaResponse = z.infer<typeof placesInAreaResponseSchema>;

// ---------------------------------------------------------------------------
// GET /places/address (the page of a typed address nobody has reviewed yet)
// ---------------------------------------------------------------------------

/** Pictographs (emoji) name no street; refused with the other junk of a typed address. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

export const addressPageQuerySchema = z.object({
  /** A street and a house number as typed, in any of our scripts, optionally followed by ", city". */
  q: searchText(PLACE_LIMITS.addressMax, 'Address').refine(
    (value) => !PICTOGRAPH.test(value),
    'Contains characters that are not allowed in an address',
  ),
  /** The city the address is in; else the one the text names, else the largest city of Georgia. */
  cityId: z.uuid({ error: 'cityId must be a city id' }).optional(),
  lang: placeLangSchema,
});
export type AddressPageQuery = z.input<typeof addressPageQuerySchema>;

export const ADDRESS_CITY_SOURCES = ['given', 'typed', 'default'] as const;
export const ADDRESS_LOCATION_SOURCES = ['house', 'street', 'buildings', 'city'] as const;

const scoreSummarySchema = z.object({
  /** The mean of the published reviews' scores, one decimal (overall-score.ts); null without reviews. */
  overallScore: z.number().nullable(),
  reviewCount: z.number().int(),
});

export const addressPageSchema = z
  .object({
    /** The address as typed, tidied (spaces, stray commas; the city named after it left out). */
    address: z.string(),
    /** The parts as typed: the review form's add-address step fills its fields with them. */
    street: z.string(),
    houseNumber: z.string(),
    block: z.string().nullable(),
    /** The flat named after the house ("кв. 12", "apt 5", "ბინა 3"), else null. */
    apartmentNumber: z.string().nullable(),
    city: placeRefSchema,
    /** `given`: the `cityId` asked for; `typed`: named after the house number; `default`: neither. */
    cityFrom: z.enum(ADDRESS_CITY_SOURCES),
    /** null when it cannot be known: no imported street point and no reviewed building on the street. */
    district: placeRefSchema.nullable(),
    /** The imported house, the imported street, the reviewed buildings of the street, else the city. */
    location: locationSchema,
    locationFrom: z.enum(ADDRESS_LOCATION_SOURCES),
    /** A public building already at this address: its page is the one to show. */
    building: placeRefSchema.nullable(),
    /** The reviewed buildings on the same street in the city (their address keys hold its words). */
    streetScore: scoreSummarySchema.extend({ buildingCount: z.number().int() }),
    districtScore: scoreSummarySchema.nullable(),
    /** Reviewed buildings near the address, nearest first; empty when only the city is known. */
    nearby: z.array(nearbyPlaceSchema),
  })
  .meta({ id: 'AddressPage' });
export type AddressPage = z.infer<typeof addressPageSchema>;
