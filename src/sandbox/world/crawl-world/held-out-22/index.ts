/**
 * The twenty-second held-out set: truth-world sites in US English, Swiss German, Flemish Dutch
 * with English, Italian, Swedish and Dutch: an accounting firm, a veterinary clinic, a boutique
 * hotel, a software start-up, a Montessori school and a plumbing and heating company, written
 * without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { harlanBeckCpa } from './harlan-beck-cpa.js';
import { hoekstraInstallatie } from './hoekstra-installatie.js';
import { hotelDeZwaanGent } from './hotel-de-zwaan-gent.js';
import { lucciolaSoftware } from './lucciola-software.js';
import { montessoriTallbacken } from './montessori-tallbacken.js';
import { tierklinikAarenau } from './tierklinik-aarenau.js';

/** New objects on each call, so a caller may change one. */
export function heldOut22Sites(): CrawlWorldSite[] {
  return [harlanBeckCpa(), tierklinikAarenau(), hotelDeZwaanGent(), lucciolaSoftware(), montessoriTallbacken(), hoekstraInstallatie()];
}
