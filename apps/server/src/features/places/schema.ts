import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';

/**
 * Places: city > district > building > apartment. Names per language; `search_text` holds every
 * name and address form, normalised, for trigram search.
 */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => places.id, { onDelete: 'restrict' }),
    cityId: uuid('city_id'),
    districtId: uuid('district_id'),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru').notNull(),
    nameKa: text('name_ka').notNull(),
    searchText: text('search_text').notNull(),
    /** search_text in one loose Latin spelling ("Vaja" meets "Vazha"): migration 0023's loose_text. */
    searchLoose: text('search_loose').generatedAlwaysAs(sql`loose_text(search_text)`),
    normalizedAddress: text('normalized_address'),
    apartmentNumber: text('apartment_number'),
    buildingType: text('building_type'),
    countryCode: text('country_code'),
    population: integer('population').notNull().default(0),
    geonamesId: integer('geonames_id'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    /** When a published review inside the place last changed: the version of caches derived from them. */
    reviewsChangedAt: timestamp('reviews_changed_at', { withTimezone: true }),
    /** Hidden by a moderator after a report: its page answers 404 and it leaves suggestions. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('places_kind_check', sql`${t.kind} in ('city', 'district', 'building', 'apartment')`),
    check('places_lat_check', sql`${t.lat} between -90 and 90`),
    check('places_lng_check', sql`${t.lng} between -180 and 180`),
    check(
      'places_building_type_check',
      sql`${t.buildingType} is null or ${t.buildingType} in ('apartments', 'single_family')`,
    ),
    index('places_parent_id_idx').on(t.parentId),
    index('places_city_id_idx').on(t.cityId),
    index('places_kind_population_idx').on(t.kind, t.population.desc()),
    uniqueIndex('places_geonames_id_key').on(t.geonamesId),
    uniqueIndex('places_building_address_key')
      .on(t.parentId, t.normalizedAddress)
      .where(sql`${t.kind} = 'building'`),
    uniqueIndex('places_apartment_number_key')
      .on(t.parentId, t.apartmentNumber)
      .where(sql`${t.kind} = 'apartment'`),
    index('places_location_gist').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
    // Maps show reviewed places only (find-places-in-area.ts, MAPPED_PLACE): a country's imported
    // buildings must not be read to find the few with reviews.
    index('places_mapped_location_gist')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.reviewCount} > 0`),
    index('places_mapped_buildings_city_idx')
      .on(t.cityId, t.reviewCount.desc())
      .where(sql`${t.kind} = 'building' and ${t.reviewCount} > 0`),
    index('places_mapped_buildings_district_idx')
      .on(t.districtId, t.reviewCount.desc())
      .where(sql`${t.kind} = 'building' and ${t.reviewCount} > 0`),
    // Two trigram indexes, areas and homes, so a name shared by thousands of buildings (a long
    // avenue) can be capped without hiding the cities and districts that share it.
    index('places_area_search_text_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.kind} in ('city', 'district')`),
    index('places_home_search_text_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.kind} in ('building', 'apartment')`),
    // Buildings alone, for the house typed in full: in the homes index the words of "Main St 1"
    // are in every flat numbered 1 of that street too, and reading those cost ~400 ms a keystroke.
    index('places_building_search_text_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.kind} = 'building'`),
    // The same two for public homes only (a published review: isPublicPlace), which is all search
    // shows; unreviewed homes (a failed or scheduled review's) would otherwise fill the capped branch.
    index('places_public_home_search_text_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.kind} in ('building', 'apartment') and ${t.reviewCount} > 0`),
    index('places_public_building_search_text_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.kind} = 'building' and ${t.reviewCount} > 0`),
    // The loose spellings (migration 0023) of the areas, the public homes and the public buildings.
    index('places_area_search_loose_trgm')
      .using('gin', t.searchLoose.op('gin_trgm_ops'))
      .where(sql`${t.kind} in ('city', 'district')`),
    index('places_public_home_search_loose_trgm')
      .using('gin', t.searchLoose.op('gin_trgm_ops'))
      .where(sql`${t.kind} in ('building', 'apartment') and ${t.reviewCount} > 0`),
    index('places_public_building_search_loose_trgm')
      .using('gin', t.searchLoose.op('gin_trgm_ops'))
      .where(sql`${t.kind} = 'building' and ${t.reviewCount} > 0`),
    // A country's largest city (the default city of a typed address) without reading every city.
    index('places_city_country_population_idx')
      .on(t.countryCode, t.population.desc())
      .where(sql`${t.kind} = 'city'`),
    // Sitemaps read the public places with reviews in id order, with their dates from the index
    // alone (migrations 0030, 0034).
    index('places_public_id_idx')
      .on(t.id, t.reviewsChangedAt, t.updatedAt)
      .where(sql`${t.reviewCount} > 0 and ${t.hiddenAt} is null`),
    // An imported address and a user's building are one when their keys agree in the same city.
    index('places_building_city_address_idx')
      .on(t.cityId, t.normalizedAddress)
      .where(sql`${t.kind} = 'building'`),
    // Buildings and flats no review followed, by age (places/abandoned-places.ts, migration 0028).
    index('places_unreviewed_created_idx')
      .on(t.createdAt)
      .where(
        sql`${t.reviewCount} = 0 and ${t.kind} in ('apartment', 'building') and ${t.geonamesId} is null`,
      ),
  ],
);

/** Running aggregates per place and aspect ('overall' for the review mean), corrected on every write. */
export const placeAspectStats = pgTable(
  'place_aspect_stats',
  {
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    aspect: text('aspect').notNull(),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Counts of 1..5 star ratings. */
    distribution: integer('distribution').array().notNull().default(sql`'{0,0,0,0,0}'`),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.aspect] })],
);

/*
 * Street data imported from an OpenStreetMap extract (`npm run import:osm`, docs/addresses.md).
 * Not places: search suggestions and map points only, until a review creates the building.
 */
const importedStreetColumns = () => ({
  cityId: uuid('city_id').notNull(),
  /** The street's stems in normalizeAddress's scheme ("chavchavadz"). */
  streetKey: text('street_key').notNull(),
  /** One of the street's ways (the lowest id): a link back to OpenStreetMap. */
  osmWayId: bigint('osm_way_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  nameRu: text('name_ru'),
  nameKa: text('name_ka'),
  districtId: uuid('district_id'),
  /** The mean of its ways' centres. */
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  wayCount: integer('way_count').notNull().default(1),
  updatedAt: updatedAt(),
});

export const importedStreets = pgTable('imported_streets', importedStreetColumns(), (t) => [
  primaryKey({ columns: [t.cityId, t.streetKey] }),
  // The loose spelling of the key (loose_text, migration 0023): "vaj pwavl" for "Vaja Pshavela".
  index('imported_streets_loose_key_trgm').using('gin', sql`loose_text(${t.streetKey}) gin_trgm_ops`),
]);

/**
 * The rows of the import under way; merged into imported_streets in one transaction at its end.
 * UNLOGGED in the migration (drizzle has no word for it): scratch rows need no write-ahead log.
 * Created LIKE the live table (its columns and defaults, no keys).
 */
export const importedStreetsStaging = pgTable('imported_streets_staging', importedStreetColumns());

/**
 * Streets the app did not know until a moderator named them in the three scripts (issue 33, item 3;
 * migration 0035). Keyed, as the writers' buildings on it are, by the stems of the street as first
 * typed; the names are matched loosely (loose_text) when a later writer types any of them.
 */
export const namedStreets = pgTable(
  'named_streets',
  {
    cityId: uuid('city_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The street's stems in normalizeAddress's scheme, as its first writer typed it. */
    streetKey: text('street_key').notNull(),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru').notNull(),
    nameKa: text('name_ka').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.streetKey] })],
);

const importedAddressColumns = () => ({
  osmType: text('osm_type').notNull(),
  osmId: bigint('osm_id', { mode: 'number' }).notNull(),
  /** addr:street as tagged. */
  street: text('street').notNull(),
  streetKey: text('street_key').notNull(),
  /** addr:housenumber as tagged: 12, 12a, 12ა, 7/2. */
  houseNumber: text('house_number').notNull(),
  /** normalizeAddress(street + house number).key: the same scheme as places.normalized_address. */
  addressKey: text('address_key').notNull(),
  /** The key without the street's first word ("Ilia Chavchavadze" typed as "Chavchavadze"). */
  tailKey: text('tail_key'),
  name: text('name'),
  nameEn: text('name_en'),
  nameRu: text('name_ru'),
  nameKa: text('name_ka'),
  /** The street's names in each language, from the street's own tags. */
  streetEn: text('street_en'),
  streetRu: text('street_ru'),
  streetKa: text('street_ka'),
  cityId: uuid('city_id').notNull(),
  districtId: uuid('district_id'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  searchText: text('search_text').notNull(),
});

export const importedAddresses = pgTable(
  'imported_addresses',
  {
    ...importedAddressColumns(),
    /** The user-created building at the same address, which wins in search. */
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.osmType, t.osmId] }),
    check('imported_addresses_osm_type_check', sql`${t.osmType} in ('node', 'way')`),
    index('imported_addresses_city_address_idx').on(t.cityId, t.addressKey),
    index('imported_addresses_place_id_idx').on(t.placeId),
    // The typed address key's prefix, in byte order: "vazh pshavl 4" reads 4, 40, 400… and stops.
    index('imported_addresses_address_key_prefix')
      .on(sql`${t.addressKey} collate "C"`)
      .where(sql`${t.placeId} is null`),
    index('imported_addresses_tail_key_prefix')
      .on(sql`${t.tailKey} collate "C"`)
      .where(sql`${t.placeId} is null and ${t.tailKey} is not null`),
    index('imported_addresses_search_text_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.placeId} is null`),
  ],
);

/** The rows of the import under way (UNLOGGED, LIKE imported_addresses: no keys, no link). */
export const importedAddressesStaging = pgTable('imported_addresses_staging', {
  ...importedAddressColumns(),
  placeId: uuid('place_id'),
  updatedAt: updatedAt(),
});
