import { isIP } from 'node:net';
import type { CurrentPlaceResponse, Locale } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { findCityAt } from './locate-point.ts';
import { toPlaceRef } from './place-queries.ts';

type GeoipLookup = (ip: string) => { ll: [number, number]; country: string } | null;
let lookup: Promise<GeoipLookup> | undefined;

/** geoip-lite keeps ~100 MB of ranges in memory: loaded on the first lookup, not at start. */
function loadGeoip(): Promise<GeoipLookup> {
  lookup ??= import('geoip-lite').then((module) => {
    const geoip =
      (module as unknown as { default?: { lookup: GeoipLookup } }).default ??
      (module as unknown as { lookup: GeoipLookup });
    return (ip: string) => geoip.lookup(ip);
  });
  return lookup;
}

/** The visitor's city from the IP address (offline GeoIP database), matched to our places. */
export async function guessCurrentCity(
  db: Pick<Db, 'execute'>,
  ip: string,
  lang: Locale,
): Promise<CurrentPlaceResponse> {
  const address = ip.replace(/^::ffff:/, '');
  if (isIP(address) === 0) return { city: null, countryCode: null };
  const geo = (await loadGeoip())(address);
  if (!geo) return { city: null, countryCode: null };
  const [lat, lng] = geo.ll;
  const city = await findCityAt(db, { lat, lng });
  return { city: city ? toPlaceRef(city, lang) : null, countryCode: geo.country || null };
}
