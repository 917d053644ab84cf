/**
 * Time zones as a reader chooses them: named by `Intl.DateTimeFormat` in the page's language
 * ("Грузия", "Central European Time") with the offset from UTC, under the IANA id that is current
 * today. Browsers answer ICU's ids, some of them renamed long ago (Asia/Calcutta is Asia/Kolkata
 * since 2008, Europe/Kiev is Europe/Kyiv since 2022): a stored setting and the list use the new one.
 * Only the settings page loads this module; the id mapping is in time-zone-ids.ts, which every page has.
 */
import { canonicalTimeZone } from './time-zone-ids';

export { canonicalTimeZone };

function part(tag: string, zone: string, style: Intl.DateTimeFormatOptions['timeZoneName'], at: Date) {
  try {
    return new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

/**
 * "Georgia Time (GMT+4)", "Грузия (GMT+4)": the zone's generic name in the reader's language and
 * its offset now. Where the runtime has no name for the zone, its city from the id ("Tbilisi").
 */
export function timeZoneLabel(zone: string, tag: string, at: Date = new Date()): string {
  const offset = part(tag, zone, 'shortOffset', at);
  const name = part(tag, zone, 'longGeneric', at);
  const city = zone.split('/').pop()?.replaceAll('_', ' ') ?? zone;
  const named = name && name !== offset && !/^(GMT|UTC)[+−-]/.test(name) ? name : city;
  return offset && offset !== named ? `${named} (${offset})` : named;
}

/**
 * Where one clock has many ids, the one most readers know stands for it ("Central European Time" is
 * Berlin's, not Africa/Ceuta's, the first in the alphabet).
 */
const BEST_KNOWN = [
  'Europe/London',
  'Europe/Berlin',
  'Europe/Kyiv',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
];

function offsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The choices of the time zone setting: one per name and offset (the many ids of "Central European
 * Time" keep the same clock), those of `keep` (the saved and the detected zone) always, ordered
 * west to east, then by name.
 */
export function timeZoneOptions(
  tag: string,
  keep: readonly string[],
  at: Date = new Date(),
): Array<{ value: string; label: string }> {
  let ids: string[];
  try {
    ids = Intl.supportedValuesOf('timeZone');
  } catch {
    ids = [];
  }
  const wanted = keep.map(canonicalTimeZone);
  const all = [...new Set([...wanted, 'UTC', ...BEST_KNOWN, ...ids.map(canonicalTimeZone)])];
  const byLabel = new Map<string, { value: string; label: string; offset: number }>();
  for (const value of all) {
    let label: string;
    let offset: number;
    try {
      label = timeZoneLabel(value, tag, at);
      offset = offsetMinutes(value, at);
    } catch {
      continue;
    }
    const taken = byLabel.get(label);
    if (taken && wanted.includes(taken.value)) {
      // Two kept zones with one name (saved Europe/Paris, detected Europe/Berlin): the city tells them apart.
      const city = value.split('/').pop()?.replaceAll('_', ' ') ?? value;
      if (wanted.includes(value))
        byLabel.set(`${label}\u0000${value}`, { value, label: `${label} · ${city}`, offset });
      continue;
    }
    if (!taken || wanted.includes(value)) byLabel.set(label, { value, label, offset });
  }
  const collator = new Intl.Collator(tag);
  return [...byLabel.values()]
    .sort((a, b) => a.offset - b.offset || collator.compare(a.label, b.label))
    .map(({ value, label }) => ({ value, label }));
}
