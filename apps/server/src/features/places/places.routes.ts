import { isIP } from 'node:net';
import { errorEnvelopeSchema, PLACE_MESSAGES } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';
import { findAddressPoint, type ImportedAddressLookup } from './address-point.ts';
import { findNearbyPlaces } from './find-nearby-places.ts';
import { findPlacesInArea } from './find-places-in-area.ts';
import { guessCurrentCity } from './guess-current-city.ts';
import {
  findImportedAddressPoint,
  ImportedStreetList,
  mergeImportedAddresses,
  suggestImportedAddresses,
} from './imported-addresses.ts';
import { listCityDistricts } from './list-city-districts.ts';
import { locatePoint, toLocateResponse } from './locate-point.ts';
import { mergeGeocodedAddresses } from './merge-geocoded-addresses.ts';
import { createOsmGeocoder, type Geocoder } from './osm-geocoder.ts';
import { loadPlaceDetails, searchReads } from './place-queries.ts';
import { resolvePlaceForReview } from './resolve-place-for-review.ts';
import { suggestPlaces } from './suggest-places.ts';
import { describeTypedAddress, suggestTypedAddress, withTypedAddress } from './typed-address.ts';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** How long the imported streets are kept in memory before they are read again. */
const IMPORTED_STREETS_KEPT_MS = 60_000;

/**
 * Imported street data (the OpenStreetMap import) for the marker of a new address: the imported
 * house, else the street's centre. Without a house number only the street can be found.
 */
const findImportedAddress: ImportedAddressLookup = (db, input) =>
  findImportedAddressPoint(db, {
    cityId: input.cityId,
    street: input.street,
    houseNumber: input.houseNumber ?? '',
  });

/**
 * Abuse limits (ours) on finding or creating the place a review attaches to: it writes buildings and
 * apartments for anyone, so a script must not fill the gazetteer. Someone writing reviews picks a
 * place a few times per review; the per-IP count is higher for people behind one shared address.
 */
const PLACE_FOR_REVIEW_LIMITS = {
  perIp: { limit: 300, windowSeconds: 60 * 60 },
  perUser: { limit: 100, windowSeconds: 60 * 60 },
  /**
   * Places created (a new building or flat): a writer adds one or two a review, so these are met
   * only by a script filling the table (what no review follows is deleted after a day).
   */
  createdPerIp: { limit: 30, windowSeconds: 60 * 60 },
  createdPerUser: { limit: 20, windowSeconds: 60 * 60 },
};

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Search and nearby lists may read a replica; details and lookups of the review form read the
  // primary (a building created a moment ago must be found).
  const readDb = app.database.readDb;
  const { geocoder: geocoderConfig, debugIpHeader } = app.config;
  const geocoder: Geocoder | null = geocoderConfig
    ? createOsmGeocoder({
        ...geocoderConfig,
        userAgent: `SofaScout/${app.config.version} (+${app.config.publicUrl})`,
        onError: (error) => app.log.warn({ err: error }, 'geocoder request failed'),
      })
    : null;

  // The imported streets in memory for the typed address's point, read again each minute (an
  // import is rare); read from the table on each search when the search's freshness is 0 (tests).
  const streetList = app.config.searchIndex?.freshnessMs
    ? new ImportedStreetList(readDb, {
        keptMs: IMPORTED_STREETS_KEPT_MS,
        singleConnection: app.database.kind === 'pglite',
      })
    : null;

  /** The client's IP; in development a configured header may name another one (spec section 7). */
  const clientIp = (request: FastifyRequest) => {
    if (debugIpHeader) {
      const value = request.headers[debugIpHeader];
      if (typeof value === 'string' && isIP(value.trim()) !== 0) return value.trim();
    }
    return request.ip;
  };

  route(
    app,
    'GET /places/suggestions',
    {
      tags: ['places'],
      summary: 'Suggest cities, districts, buildings and apartments for a search text',
      errors: { 400: errorEnvelopeSchema },
      config: { publicAnswer: true },
    },
    async (request) => {
      const query = request.query;
      // The address as typed ends the list when none of the homes found is that house
      // (typed-address.ts): the home search opens its page, the review form's picker offers to add
      // it ("Add ‹text› as a new address"), so the text is read as an address once, here.
      const wantsHomes = !query.kinds || query.kinds.length === 0 || query.kinds.includes('building');
      // The keystroke path from memory once the index is built (search-index.ts).
      const index = (await app.searchIndex?.current()) ?? null;
      const items = await searchReads(readDb, async (db) => {
        const places = await suggestPlaces(db, query, index);
        if (!query.withAddresses) {
          const typed = wantsHomes
            ? await suggestTypedAddress(db, places, { ...query, index, streetList })
            : null;
          return withTypedAddress(places, typed, query.limit);
        }
        if (places.length >= query.limit) return places;
        const imported = await suggestImportedAddresses(db, { ...query, limit: query.limit - places.length });
        return mergeImportedAddresses(places, imported, query.limit);
      });
      if (!query.withAddresses) return { items };
      const found =
        geocoder && items.length < query.limit
          ? mergeGeocodedAddresses(items, await geocoder.searchAddresses(query.q, query.lang), query.limit)
          : items;
      if (!wantsHomes) return { items: found };
      // The picker's city is chosen in the add-address step: a house of that address anywhere is
      // "found" unless the text names its city.
      const typed = await suggestTypedAddress(readDb, found, {
        ...query,
        inAnyCity: true,
        index,
        streetList,
      });
      return { items: withTypedAddress(found, typed, query.limit) };
    },
  );

  route(
    app,
    'POST /places/details',
    {
      tags: ['places'],
      summary: 'A public place with its names, location, kind and hierarchy (404 for unreviewed homes)',
      errors,
      // Public places only, the same for every caller: kept like the lists (a place page asks it
      // on every render).
      config: { auth: 'none', publicAnswer: true, invalidates: [] },
    },
    async (request) => {
      const place = await loadPlaceDetails(db, request.body.placeId, request.body.lang, { publicOnly: true });
      if (!place) throw new AppError('PLACE_NOT_FOUND', PLACE_MESSAGES.placeNotFound);
      return { place };
    },
  );

  route(
    app,
    'POST /places/details/for-reviews',
    {
      tags: ['places'],
      summary:
        'Find or create the place a review attaches to, with the aspects it rates: by placeId, by a typed address, or by its parts (cityId, street, houseNumber, block?), parsed once by the same rules; with askIfKnown, a known building of that address is answered first ("Is it this one?") and nothing is created',
      errors: {
        ...errors,
        429: errorEnvelopeSchema,
      },
      config: {
        auth: 'optional',
        limits: [
          { network: 'places:for-review', rule: PLACE_FOR_REVIEW_LIMITS.perIp },
          { user: 'places:for-review:user', rule: PLACE_FOR_REVIEW_LIMITS.perUser },
        ],
        invalidates: ['pages'],
      },
    },
    async (request) => {
      const user = await request.getUser();
      const { lang, ...body } = request.body;
      // The handler's limit (issue 32): only a request that creates a place counts.
      const onCreate = async () => {
        await app.rateLimiter.consumeByNetwork(
          'places:created',
          request.ip,
          PLACE_FOR_REVIEW_LIMITS.createdPerIp,
        );
        if (user) {
          await app.rateLimiter.consume(
            `places:created:user:${user.id}`,
            PLACE_FOR_REVIEW_LIMITS.createdPerUser,
          );
        }
      };
      if (body.placeId !== undefined) {
        return resolvePlaceForReview(
          db,
          { placeId: body.placeId, apartmentNumber: body.apartmentNumber },
          lang,
          { onCreate },
        );
      }
      return resolvePlaceForReview(
        db,
        {
          // The contract lets one form through: the parts (with houseNumber) or the typed text.
          address:
            body.houseNumber !== undefined
              ? { street: body.street!, houseNumber: body.houseNumber, block: body.block }
              : body.address!,
          lat: body.lat!,
          lng: body.lng!,
          buildingType: body.buildingType!,
          apartmentNumber: body.apartmentNumber,
          cityId: body.cityId,
          districtId: body.districtId,
          pointConfirmed: body.pointConfirmed === true,
          notBuildingId: body.notBuildingId,
          askIfKnown: body.askIfKnown === true,
        },
        lang,
        { onCreate },
      );
    },
  );

  route(
    app,
    'POST /places/address-point',
    {
      tags: ['places'],
      summary:
        "Where a new address's marker starts: the imported house or street, the geocoder's answer, or the district or city centre",
      errors,
      config: { auth: 'none', invalidates: [] },
    },
    async (request) => {
      const { lang, ...input } = request.body;
      return findAddressPoint(readDb, input, lang, { findImported: findImportedAddress, geocoder });
    },
  );

  route(
    app,
    'GET /places/districts',
    {
      tags: ['places'],
      summary: "A city's districts by name, to choose a new building's district from",
      errors: { 400: errorEnvelopeSchema },
      // The gazetteer's districts, the same for every caller: kept like the lists.
      config: { publicAnswer: true },
    },
    async (request) => listCityDistricts(readDb, request.query),
  );

  route(
    app,
    'GET /places/current',
    {
      tags: ['places'],
      summary: "The visitor's city guessed from the IP address",
      errors: { 400: errorEnvelopeSchema },
    },
    async (request) => guessCurrentCity(readDb, clientIp(request), request.query.lang),
  );

  route(
    app,
    'POST /places/locate',
    {
      tags: ['places'],
      summary: 'The district and city of a point (and its street address when a geocoder is set)',
      errors,
      config: { auth: 'none', invalidates: [] },
    },
    async (request) => {
      const { lat, lng, lang } = request.body;
      const location = await locatePoint(db, { lat, lng });
      const address = geocoder ? await geocoder.reverseAddress({ lat, lng }, lang) : null;
      return toLocateResponse(location, lang, address);
    },
  );

  route(
    app,
    'GET /places/nearby',
    {
      tags: ['places'],
      summary: 'Places with reviews around a point (or the most reviewed cities), for the map',
      errors: { 400: errorEnvelopeSchema },
    },
    async (request) => ({ items: await findNearbyPlaces(readDb, request.query) }),
  );

  route(
    app,
    'GET /places/address',
    {
      tags: ['places'],
      summary:
        'A typed street address nobody has reviewed: its parts, city, district, the street and district scores, reviewed buildings nearby (creates nothing)',
      errors,
      // The same for every caller and read-only: kept like the lists (the page asks on each render).
      config: { publicAnswer: true },
    },
    async (request) => {
      const { q, cityId, lang } = request.query;
      return describeTypedAddress(readDb, { q, lang, cityId });
    },
  );

  route(
    app,
    'GET /places/in-area',
    {
      tags: ['places'],
      summary: 'Reviewed buildings inside a box (a close map) or inside a city or district, for maps',
      errors,
    },
    async (request) => {
      const { bbox, within, lang, limit } = request.query;
      return findPlacesInArea(readDb, bbox ? { bbox, lang, limit } : { within: within!, lang, limit });
    },
  );
};
