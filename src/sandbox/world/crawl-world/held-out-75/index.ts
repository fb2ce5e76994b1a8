/**
 * The seventy-fifth held-out set: truth-world sites in Polish, Czech, Slovak, Hungarian (names
 * family name first, with an English version), Flemish Dutch and English: a veterinary clinic in
 * Poznań on WordPress (team cards, an old news post reached through Yoast's sitemap index), a
 * municipal library in Olomouc on a custom CMS (staff table with a stated scheme, RDFa, a reversed
 * address), a law firm in Košice on Wix (name–function lines with Slovak academic titles, nested
 * and JSON-LD-only people), a winery in Tokaj on WordPress with Polylang (hreflang-only English
 * pages, microdata, a label line, a concatenating script), a secondary school in Ghent on a custom
 * CMS (definition list, table, the CMS's document.write protection, a gzip sitemap) and a Polish
 * IT outsourcing firm writing in English on Webflow (collection cards, a character-code embed).
 * Written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { gajdosLukacAdvokati } from './gajdos-lukac-advokati.js';
import { knihovnaNeredin } from './knihovna-neredin.js';
import { odrabyteWroclaw } from './odrabyte-wroclaw.js';
import { przychodniaPodLipami } from './przychodnia-pod-lipami.js';
import { sintAmandusLedeberg } from './sint-amandus-ledeberg.js';
import { szarkavarPinceszet } from './szarkavar-pinceszet.js';

/** New objects on each call, so a caller may change one. */
export function heldOut75Sites(): CrawlWorldSite[] {
  return [przychodniaPodLipami(), knihovnaNeredin(), gajdosLukacAdvokati(), szarkavarPinceszet(), sintAmandusLedeberg(), odrabyteWroclaw()];
}
