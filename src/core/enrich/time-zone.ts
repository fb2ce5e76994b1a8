import tzLookup from '@photostructure/tz-lookup';
import countriesAndTimezones from 'countries-and-timezones';

export interface GeoPoint {
  lat?: number | null;
  lng?: number | null;
  countryCode?: string | null;
}

/**
 * The IANA time zone of a place. From coordinates when they are known (tz-lookup's polygon data);
 * else from the country when the country has exactly one zone; else null: a country that spans
 * zones without coordinates is not guessed.
 */
const zoneByPoint = new Map<string, string | null>();

function zoneAt(lat: number, lng: number): string | null {
  const key = `${lat},${lng}`;
  let zone = zoneByPoint.get(key);
  if (zone === undefined) {
    try {
      zone = tzLookup(lat, lng);
    } catch {
      zone = null; // out-of-range coordinates
    }
    if (zoneByPoint.size > 100_000) zoneByPoint.clear();
    zoneByPoint.set(key, zone);
  }
  return zone;
}

export function timeZoneOf(geo: GeoPoint): string | null {
  if (typeof geo.lat === 'number' && typeof geo.lng === 'number') {
    const zone = zoneAt(geo.lat, geo.lng);
    if (zone) return zone;
  }
  if (geo.countryCode) {
    const zones = countriesAndTimezones.getCountry(geo.countryCode.toUpperCase())?.timezones ?? [];
    if (zones.length === 1) return zones[0] ?? null;
  }
  return null;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number | null>();
/** Offsets change only at whole or half hours (DST, law): a 15-minute bucket is exact enough. */
const OFFSET_BUCKET_MS = 15 * 60 * 1000;

/** Hours from UTC in the zone at the given instant (daylight saving time included). */
export function utcOffsetHours(timeZone: string, at: Date = new Date()): number | null {
  const key = `${timeZone}@${Math.floor(at.getTime() / OFFSET_BUCKET_MS)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const value = computeOffset(timeZone, at);
  if (offsetCache.size > 10_000) offsetCache.clear();
  offsetCache.set(key, value);
  return value;
}

function computeOffset(timeZone: string, at: Date): number | null {
  let fmt = offsetFormatters.get(timeZone);
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      return null;
    }
    offsetFormatters.set(timeZone, fmt);
  }
  const name = fmt.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  // "GMT", "GMT+05:30", "GMT-03:00"
  const m = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!m) return null;
  if (!m[1]) return 0;
  const hours = Number(m[2]) + Number(m[3]) / 60;
  return m[1] === '-' ? -hours : hours;
}
