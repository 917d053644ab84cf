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

/**
 * Which way an aspect reads. Every aspect reads "higher is better": 5 stars is what a renter hopes
 * for. Most rate something good (`more`: 5 = plenty, excellent); a few are named after a nuisance
 * and rate its absence (`none`: 5 = no traffic jams, no stray animals, no insects, no noise). Each
 * aspect has a hint in every language saying what 5 means (`aspectHint.<name>`), shown beside its
 * stars; a test checks labels and hints against this record (packages/i18n aspect-direction test).
 */
export type AspectScale = 'more' | 'none';
export const ASPECT_SCALES = {
  general: 'more',
  security: 'more',
  neighbors: 'more',
  noise: 'none',
  renovation: 'more',
  landlord: 'more',
  furniture: 'more',
  appliances: 'more',
  internet: 'more',
  insects: 'none',
  view: 'more',
  lighting: 'more',
  cleanliness: 'more',
  yard: 'more',
  parking: 'more',
  demographics: 'more',
  quality: 'more',
  utilities_stability: 'more',
  beauty: 'more',
  transport_accessibility: 'more',
  traffic_jams: 'none',
  stray_animals: 'none',
  parks: 'more',
  restaurants: 'more',
  coffee_shops: 'more',
  supermarkets: 'more',
  shopping: 'more',
  hospitals: 'more',
  schools: 'more',
  pet_friendly: 'more',
  fitness: 'more',
  activities: 'more',
} as const satisfies Record<AspectName, AspectScale>;

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
