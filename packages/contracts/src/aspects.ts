/**
 * The aspect catalogue (spec section 3): which aspects a review of each place type rates.
 * It is the single source for API validation, the review form and the display.
 */
export const PLACE_TYPES = ['apartment', 'building', 'district', 'city'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export const ASPECTS = {
  apartment: [
    'general',
    'security',
    'neighbors',
    'noise',
    'renovation',
    'landlord',
    'furniture',
    'appliances',
    'internet',
    'insects',
    'view',
    'lighting',
  ],
  building: [
    'general',
    'cleanliness',
    'security',
    'yard',
    'parking',
    'demographics',
    'quality',
    'utilities_stability',
  ],
  district: [
    'general',
    'cleanliness',
    'security',
    'beauty',
    'transport_accessibility',
    'traffic_jams',
    'parking',
    'stray_animals',
    'demographics',
    'noise',
    'parks',
    'restaurants',
    'coffee_shops',
    'supermarkets',
    'shopping',
    'hospitals',
    'schools',
    'pet_friendly',
    'fitness',
  ],
  city: [
    'general',
    'cleanliness',
    'security',
    'beauty',
    'transport_accessibility',
    'traffic_jams',
    'demographics',
    'shopping',
    'activities',
  ],
} as const satisfies Record<PlaceType, readonly string[]>;

export type AspectName<T extends PlaceType = PlaceType> = (typeof ASPECTS)[T][number];

/** Aspects are keyed as place type plus name, e.g. `district.stray_animals`. */
export type AspectKey = { [T in PlaceType]: `${T}.${(typeof ASPECTS)[T][number]}` }[PlaceType];

export function aspectKey<T extends PlaceType>(placeType: T, aspect: AspectName<T>): AspectKey {
  return `${placeType}.${aspect}` as AspectKey;
}

export function isAspectOf(placeType: PlaceType, aspect: string): boolean {
  return (ASPECTS[placeType] as readonly string[]).includes(aspect);
}

export const ALL_ASPECT_KEYS: readonly AspectKey[] = PLACE_TYPES.flatMap((t) =>
  ASPECTS[t].map((a) => `${t}.${a}` as AspectKey),
);

export const BUILDING_TYPES = ['apartments', 'single_family'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];
