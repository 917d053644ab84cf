import { z } from 'zod';
import { HOUSE_NUMBER_PATTERN } from './address-parts.ts';
import {
  latitudeSchema,
  locationSchema,
  longitudeSchema,
  placeDetailsSchema,
  placeLangSchema,
  placeRefSchema,
} from './places.ts';

/**
 * Adding an address in the review form (issue 14): the form asks for the city, the street, the
 * house number and an optional block, places a marker at the best known point (POST
 * /places/address-point), asks whether an existing building is the one meant (POST
 * /places/details/for-reviews/match), and creates the place with POST /places/details/for-reviews
 * and the address `composeAddress` makes of the parts.
 */

export const ADDRESS_ENTRY_LIMITS = { streetMax: 100, houseNumberMax: 12, blockMax: 40 } as const;

/** Letters, digits, spaces and the punctuation of street names ("9th of April", "Vazha-Pshavela"). */
const STREET_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}\p{N} .,'’"«»„“()/№#-]+$/u;
const BLOCK_PATTERN = /^[\p{L}\p{M}\p{N} .,'’"«»„“()/№#-]+$/u;

export const houseNumberSchema = z
  .string()
  .trim()
  .min(1, 'House number is required')
  .max(ADDRESS_ENTRY_LIMITS.houseNumberMax, 'House number is too long')
  .regex(
    HOUSE_NUMBER_PATTERN,
    'House number must be digits, optionally with a letter or a fraction (12a, 7/2)',
  );

export const streetSchema = z
  .string()
  .trim()
  .min(2, 'Street is required')
  .max(
    ADDRESS_ENTRY_LIMITS.streetMax,
    `Street is too long (maximum ${ADDRESS_ENTRY_LIMITS.streetMax} characters)`,
  )
  .regex(STREET_PATTERN, 'Street must be a street name');

export const blockSchema = z
  .string()
  .trim()
  .max(
    ADDRESS_ENTRY_LIMITS.blockMax,
    `Block is too long (maximum ${ADDRESS_ENTRY_LIMITS.blockMax} characters)`,
  )
  .regex(BLOCK_PATTERN, 'Block may contain letters, digits and spaces');

// ---------------------------------------------------------------------------
// POST /places/address-point
// ---------------------------------------------------------------------------

export const addressPointRequestSchema = z.object({
  lang: placeLangSchema,
  cityId: z.uuid(),
  /** Start in this district (when the address named one) rather than the city centre. */
  districtId: z.uuid().optional(),
  street: streetSchema.optional(),
  houseNumber: houseNumberSchema.optional(),
});
export type AddressPointRequest = z.input<typeof addressPointRequestSchema>;

export const ADDRESS_POINT_SOURCES = ['imported', 'geocoder', 'district', 'city'] as const;

export const addressPointResponseSchema = z.object({
  /** Where the marker starts. */
  location: locationSchema,
  /** What the point is: an imported house or street, the geocoder's answer, or a centre. */
  source: z.enum(ADDRESS_POINT_SOURCES),
  city: placeRefSchema,
  /** The district of the point (nearest district centre), when the city has districts. */
  district: placeRefSchema.nullable(),
});
export type AddressPointResponse = z.infer<typeof addressPointResponseSchema>;

// ---------------------------------------------------------------------------
// POST /places/details/for-reviews/match
// ---------------------------------------------------------------------------

/** The parts of a new address and its point: is an existing building the one meant? */
export const buildingMatchRequestSchema = z.object({
  lang: placeLangSchema,
  cityId: z.uuid(),
  street: streetSchema,
  houseNumber: houseNumberSchema,
  block: blockSchema.optional(),
  lat: latitudeSchema,
  lng: longitudeSchema,
});
export type BuildingMatchRequest = z.input<typeof buildingMatchRequestSchema>;

export const buildingMatchResponseSchema = z.object({
  /** The address the parts make (composeAddress): send it to POST /places/details/for-reviews. */
  address: z.string(),
  /** The same building, already known: the same address in any script, or a similar one within ~60 m. */
  match: placeDetailsSchema.nullable(),
});
export type BuildingMatchResponse = z.infer<typeof buildingMatchResponseSchema>;

// ---------------------------------------------------------------------------
// GET /places/districts
// ---------------------------------------------------------------------------

/** A city's districts, for "Choose the district" when the marker's point is a guess or no map loads. */
export const cityDistrictsQuerySchema = z.object({ cityId: z.uuid(), lang: placeLangSchema });
export type CityDistrictsQuery = z.input<typeof cityDistrictsQuerySchema>;

export const cityDistrictsResponseSchema = z.object({
  city: placeRefSchema,
  /** Every district of the city, by name in `lang`; empty when the city has none. */
  items: z.array(placeRefSchema),
});
export type CityDistrictsResponse = z.infer<typeof cityDistrictsResponseSchema>;
