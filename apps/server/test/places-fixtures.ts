import path from 'node:path';

/** A slice of GeoNames cities500 (Georgia and a few others): the real format, a fast import. */
export const GEONAMES_SAMPLE = path.join(import.meta.dirname, 'fixtures/cities500-sample.txt');
