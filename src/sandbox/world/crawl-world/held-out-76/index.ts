/**
 * The seventy-sixth held-out set: truth-world sites in the Englishes of the United States, the
 * United Kingdom, Ireland, Australia and New Zealand, and in Canadian English and French: a
 * three-dentist family practice in Salem, Oregon (WordPress), a community housing association in
 * north Manchester (Drupal), a bilingual canal heritage museum in Ottawa (a home-grown CMS), a
 * chartered accountancy practice in Galway (Squarespace), a family vineyard in the Barossa Valley
 * (Shopify) and a country rugby club in North Canterbury (Wix). People sit in team cards,
 * staff tables, a board definition list, RDFa and microdata cards, label lines, prose, footers
 * and JSON-LD, some behind entity, bracket and script encodings; the sets' traps are a stated
 * address scheme, comments, disallowed pages, git remotes, retina images, pinned packages,
 * placeholders and other firms' addresses. Written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { corribAccountantsGalway } from './corrib-accountants-galway.js';
import { irkvalleyHousingManchester } from './irkvalley-housing-manchester.js';
import { ironbarkGullyBarossa } from './ironbark-gully-barossa.js';
import { rideauLocksMuseumOttawa } from './rideau-locks-museum-ottawa.js';
import { waimakPlainsRfc } from './waimak-plains-rfc.js';
import { willametteDentalSalem } from './willamette-dental-salem.js';

/** New objects on each call, so a caller may change one. */
export function heldOut76Sites(): CrawlWorldSite[] {
  return [willametteDentalSalem(), irkvalleyHousingManchester(), rideauLocksMuseumOttawa(), corribAccountantsGalway(), ironbarkGullyBarossa(), waimakPlainsRfc()];
}
