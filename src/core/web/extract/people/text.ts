/** String helpers the people extractor's modules share (comparison forms, not output). */

export function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Lower-case, accents dropped, whitespace collapsed: for comparisons only. */
export function fold(s: string): string {
  return collapse(s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

/** The folded letter words of `s` ("Head of Sales, EMEA" -> head, of, sales, emea). */
export function words(s: string): string[] {
  return fold(s).split(/[^\p{L}]+/u).filter((w) => w !== '');
}
