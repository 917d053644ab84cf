import path from 'node:path';
import { curatedDistrictId, geonamesPlaceId } from '../src/features/places/import-gazetteer.ts';

/** A slice of GeoNames cities500 (Georgia and a few others): the real format, a fast import. */
export const GEONAMES_SAMPLE = path.join(import.meta.dirname, 'fixtures/cities500-sample.txt');

/** Ids of sample places the address tests use. */
export const SAMPLE_PLACE_IDS = {
  tbilisi: geonamesPlaceId(611717),
  batumi: geonamesPlaceId(615532),
  vake: curatedDistrictId('tbilisi-vake'),
  saburtalo: curatedDistrictId('tbilisi-saburtalo'),
  /** A city without districts. */
  zugdidi: geonamesPlaceId(610824),
};
