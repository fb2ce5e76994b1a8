/**
 * `locale` rendering. Only human-readable place names change with the locale: the country name
 * (from its ISO 3166-1 code, through Intl.DisplayNames, i.e. CLDR) and the composed `location`.
 * Codes, keys, identifiers and free text the user imported are never changed. State names stay
 * as stored: ECMA-402 has no display names for ISO 3166-2 subdivisions.
 */

export class LocaleError extends Error {}

const displayNamesCache = new Map<string, Intl.DisplayNames>();

/**
 * Checks a BCP 47 tag (RFC 5646) and returns its canonical form, or null when none was given.
 * A malformed tag, or one for which this runtime has no region names, throws LocaleError.
 */
export function parseLocale(tag: string | undefined | null): string | null {
  if (tag === undefined || tag === null || tag === '') return null;
  // A tag is ASCII letters, digits and hyphens (RFC 5646 2.1), and no real one comes near this
  // length. Anything else is refused before ICU sees it: ICU spends seconds on a long non-ASCII
  // string (100k combining marks: ~1 s of blocked event loop per request).
  if (tag.length > MAX_TAG_LENGTH || !/^[A-Za-z0-9-]+$/.test(tag)) {
    throw new LocaleError(`locale "${shown(tag)}" is not a well-formed BCP 47 language tag`);
  }
  let canonical: string;
  try {
    [canonical = ''] = Intl.getCanonicalLocales(tag);
  } catch {
    throw new LocaleError(`locale "${tag}" is not a well-formed BCP 47 language tag`);
  }
  if (Intl.DisplayNames.supportedLocalesOf([canonical]).length === 0) {
    throw new LocaleError(`locale "${tag}" is not supported by this server`);
  }
  return canonical;
}

/** Longest tag looked at (RFC 5646 4.4.1 asks for 35 at least; extensions make some longer). */
const MAX_TAG_LENGTH = 255;

/** The tag as quoted back in an error: bounded, so a huge parameter is not echoed whole. */
function shown(tag: string): string {
  return tag.length > 64 ? `${tag.slice(0, 64)}...` : tag;
}

/** DisplayNames per tag, capped: any number of distinct well-formed tags cannot grow memory. */
function displayNames(locale: string): Intl.DisplayNames {
  let names = displayNamesCache.get(locale);
  if (!names) {
    if (displayNamesCache.size >= 256) displayNamesCache.clear();
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    displayNamesCache.set(locale, names);
  }
  return names;
}

/** The country's name in the locale, from its two-letter code; null when the code is unknown. */
export function countryName(countryCode: string | null | undefined, locale: string): string | null {
  if (!countryCode || !/^[A-Za-z]{2}$/.test(countryCode)) return null;
  try {
    return displayNames(locale).of(countryCode.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

export interface PlaceNames {
  city?: string | null;
  state?: string | null;
  country?: string | null;
  countryCode?: string | null;
}

/**
 * Returns the country name to serve: localized when a locale was asked for and the code is
 * known, else the stored name, else the English name of the code.
 */
export function renderCountry(geo: PlaceNames, locale: string | null): string | null {
  if (locale) {
    const localized = countryName(geo.countryCode, locale);
    if (localized) return localized;
  }
  return geo.country ?? countryName(geo.countryCode, 'en');
}

/** "City, State, Country" from the parts that are known; null when none is. */
export function composeLocation(geo: PlaceNames, country: string | null): string | null {
  const parts = [geo.city, geo.state, country].filter((p): p is string => typeof p === 'string' && p !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}
