/**
 * Given names people really have: the lists of the `human-names` package (MIT, (c) Alessandro
 * Minoccheri), popular female and male first names in English, Italian, French, German, Spanish and
 * Dutch (about 13,000 entries, 5,200 distinct after folding). The package ships no surnames.
 *
 * One place for the list: the gibberish model trains on it, the role-address list leaves out its
 * names, and the people extractor takes a capitalised word pair for a person's name more readily
 * when its first word is one of them.
 *
 * The people extractor reads sites in twelve languages, and human-names has no Portuguese,
 * Swedish, Norwegian, Danish or Polish lists (and its Spanish one is short: no "Beatriz", no
 * "Álvaro"), so `isGivenName` also reads the first-name lists of `@faker-js/faker`'s locales
 * (MIT; real popular names per locale, about 8,400 distinct after folding), loaded on first use.
 * The gibberish model and the role-address list keep to human-names (`givenNameEntries`), so
 * their behaviour does not move with faker's releases.
 */
import { createRequire } from 'node:module';

// CommonJS with no type declarations; createRequire keeps the cast in this file.
const require = createRequire(import.meta.url);
const humanNames = require('human-names') as Record<string, unknown>;

/** Languages of human-names; each has `female<Lang>` and `male<Lang>` arrays. */
export const GIVEN_NAME_LANGUAGES = ['En', 'It', 'Fr', 'De', 'Es', 'Nl'] as const;

/** Lower case, combining marks dropped ('José' -> 'jose'). */
export function foldGivenName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

let entries: readonly string[] | undefined;

/** Every entry of the package's lists, as written ('Jean-Baptiste', 'María José'), in list order. */
export function givenNameEntries(): readonly string[] {
  if (entries !== undefined) return entries;
  const out: string[] = [];
  for (const lang of GIVEN_NAME_LANGUAGES) {
    for (const key of [`female${lang}`, `male${lang}`]) {
      const list = humanNames[key];
      if (!Array.isArray(list)) throw new Error(`human-names: missing list ${key}`);
      for (const name of list as unknown[]) if (typeof name === 'string') out.push(name);
    }
  }
  entries = out;
  return out;
}

let folded: ReadonlySet<string> | undefined;

/** The entries folded (foldGivenName), distinct. */
export function givenNameSet(): ReadonlySet<string> {
  folded ??= new Set(givenNameEntries().map(foldGivenName));
  return folded;
}

/**
 * faker's locales whose first names are read: the extractor's twelve languages (Catalan has none
 * there), then the neighbours whose people work at small companies in those countries and whose
 * names the twelve lists lack ("Jiří", "Tereza", "Aino", "Pirjo", "Reto", "Zoltán"): Czech,
 * Slovak, Finnish, Swiss German and French, Flemish, Hungarian, Slovenian and Mexican Spanish.
 * Croatian, Romanian and Belgian French are left out: their lists add common words ("Tone",
 * "Mile", "Sever", "Ion", "Alone", "Dune") that would make a capitalised word pair a name.
 */
const FAKER_LOCALES = [
  'en', 'de', 'fr', 'es', 'it', 'pt_PT', 'pt_BR', 'nl', 'sv', 'nb_NO', 'da', 'pl',
  'cs_CZ', 'sk', 'fi', 'de_CH', 'fr_CH', 'nl_BE', 'hu', 'sl_SI', 'es_MX',
] as const;

let wide: ReadonlySet<string> | undefined;

/** human-names' entries and faker's locales' first names, folded. */
function wideGivenNameSet(): ReadonlySet<string> {
  if (wide !== undefined) return wide;
  const out = new Set(givenNameSet());
  // require(): loaded when the extractor first needs it, not by every process that imports this file.
  const faker = require('@faker-js/faker') as { allLocales: Record<string, { person?: { first_name?: Record<string, unknown> } } | undefined> };
  for (const locale of FAKER_LOCALES) {
    const lists = faker.allLocales[locale]?.person?.first_name;
    if (lists === undefined) throw new Error(`@faker-js/faker: no first names for ${locale}`);
    for (const list of Object.values(lists)) if (Array.isArray(list)) for (const name of list) if (typeof name === 'string') out.add(foldGivenName(name));
  }
  wide = out;
  return out;
}

/**
 * Whether `word` (any case, with or without accents) is a given name of the lists (human-names
 * and faker's locales), whole ('Anne-Marie' only when listed so).
 */
export function isGivenName(word: string): boolean {
  return wideGivenNameSet().has(foldGivenName(word));
}
