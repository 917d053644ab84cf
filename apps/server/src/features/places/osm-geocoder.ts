import type { Locale } from '@app/contracts';
import { LRUCache } from 'lru-cache';

/*
 * The OpenStreetMap geocoder provider: a Nominatim or Photon server (self-hosted, or a public one
 * within its usage policy) for street addresses, which the offline gazetteer does not have.
 * Requests are rate-limited per instance (Nominatim's policy is one per second), time out, and
 * answers are cached; any failure means "no addresses", never a failed page.
 */

export interface GeocodedAddress {
  /** "Chavchavadze Avenue 12": street and house number as OSM has them. */
  address: string;
  /** The city (or town, village) OSM puts the address in, for context. */
  city: string | null;
  lat: number;
  lng: number;
}

export interface Geocoder {
  searchAddresses(query: string, lang: Locale): Promise<GeocodedAddress[]>;
  reverseAddress(point: { lat: number; lng: number }, lang: Locale): Promise<string | null>;
}

export interface OsmGeocoderOptions {
  url: string;
  kind: 'nominatim' | 'photon';
  timeoutMs: number;
  minIntervalMs: number;
  userAgent: string;
  cacheSize?: number;
  cacheTtlMs?: number;
  onError?: (error: unknown) => void;
}

interface NominatimPlace {
  lat: string;
  lon: string;
  address?: Record<string, string | undefined>;
}

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: Record<string, string | undefined>;
}

const joinAddress = (street: string | undefined, number: string | undefined) =>
  street ? (number ? `${street} ${number}` : street) : null;

function fromNominatim(place: NominatimPlace): GeocodedAddress | null {
  const a = place.address ?? {};
  const address = joinAddress(a.road ?? a.pedestrian ?? a.footway, a.house_number);
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!address || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { address, city: a.city ?? a.town ?? a.village ?? null, lat, lng };
}

function fromPhoton(feature: PhotonFeature): GeocodedAddress | null {
  const p = feature.properties ?? {};
  const [lng, lat] = feature.geometry?.coordinates ?? [];
  const address = joinAddress(p.street ?? (p.type === 'street' ? p.name : undefined), p.housenumber);
  if (!address || typeof lat !== 'number' || typeof lng !== 'number') return null;
  return { address, city: p.city ?? p.town ?? p.village ?? null, lat, lng };
}

export function createOsmGeocoder(options: OsmGeocoderOptions): Geocoder {
  const cacheSize = options.cacheSize ?? 1000;
  const cacheTtlMs = options.cacheTtlMs ?? 24 * 60 * 60 * 1000;
  // The answers by URL, least recently used dropped first (boxed: an answer may be JSON null).
  const cache = new LRUCache<string, { value: unknown }>({ max: cacheSize, ttl: cacheTtlMs });
  let nextSlot = 0;

  /** Waits for this instance's next request slot; gives up when the wait exceeds the timeout. */
  async function takeSlot(): Promise<boolean> {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    if (slot - now > options.timeoutMs) return false;
    nextSlot = slot + options.minIntervalMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
    return true;
  }

  async function getJson<T>(path: string, params: Record<string, string>): Promise<T | null> {
    const url = `${options.url}${path}?${new URLSearchParams(params)}`;
    const hit = cache.get(url);
    if (hit) return hit.value as T;
    if (!(await takeSlot())) return null;
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const value = (await response.json()) as T;
      cache.set(url, { value });
      return value;
    } catch (error) {
      options.onError?.(error);
      return null;
    }
  }

  return {
    async searchAddresses(query, lang) {
      if (options.kind === 'photon') {
        const body = await getJson<{ features?: PhotonFeature[] }>('/api', { q: query, limit: '5', lang });
        return (body?.features ?? []).map(fromPhoton).filter((a): a is GeocodedAddress => a !== null);
      }
      const body = await getJson<NominatimPlace[]>('/search', {
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        limit: '5',
        'accept-language': lang,
      });
      return (Array.isArray(body) ? body : [])
        .map(fromNominatim)
        .filter((a): a is GeocodedAddress => a !== null);
    },
    async reverseAddress(point, lang) {
      const lat = point.lat.toFixed(6);
      const lon = point.lng.toFixed(6);
      if (options.kind === 'photon') {
        const body = await getJson<{ features?: PhotonFeature[] }>('/reverse', { lat, lon, lang });
        const first = body?.features?.[0];
        return first ? (fromPhoton(first)?.address ?? null) : null;
      }
      const body = await getJson<NominatimPlace>('/reverse', {
        lat,
        lon,
        format: 'jsonv2',
        addressdetails: '1',
        'accept-language': lang,
      });
      return body && !Array.isArray(body) ? (fromNominatim(body)?.address ?? null) : null;
    },
  };
}
