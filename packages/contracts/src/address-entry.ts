import { z } from 'zod';
import { houseNumberSchema, streetSchema } from './address-part-schemas.ts';
import { locationSchema, placeLangSchema, placeRefSchema } from './places.ts';

/**
 * Adding an address in the review form (issue 14): the form asks for the city, the street, the
 * house number and an optional block, places a marker at the best known point (POST
 * /places/address-point), and creates the place with POST /places/details/for-reviews and the
 * same parts (its structured form: the server composes and parses the address once), asking in the
 * same call whether an existing building is the one meant (`askIfKnown`: "Is it this one?").
 * Opened with typed text, it asks GET /places/address once for the parts, the city, the district
 * and the starting point.
 */

export {
  ADDRESS_ENTRY_LIMITS,
  blockSchema,
  houseNumberSchema,
  streetSchema,
} from './address-part-schemas.ts';

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

/** buildings: among the street's reviewed buildings (a guess the writer confirms, like a centre). */
export const ADDRESS_POINT_SOURCES = ['imported', 'geocoder', 'buildings', 'district', 'city'] as const;

export const addressPointResponseSchema = z.object({
  /** Where the marker starts. */
  location: locationSchema,
  /** What the point is: an imported house or street, the geocoder's answer, the street's buildings, or a centre. */
  source: z.enum(ADDRESS_POINT_SOURCES),
  city: placeRefSchema,
  /** The district of the point (nearest district centre), when the city has districts. */
  district: placeRefSchema.nullable(),
});
export type AddressPointResponse = z.infer<typeof addressPointResponseSchema>;

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
