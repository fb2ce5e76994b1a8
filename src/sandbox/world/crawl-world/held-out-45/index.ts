/**
 * The forty-fifth held-out set: truth-world sites in French (France), Flemish Dutch (Belgium),
 * German, Italian, British English and a German/Italian/English South Tyrol site: an accounting
 * firm, a school of music and drama, an architecture practice, a regional weekly newspaper, a
 * hospice and a family-run hotel, written without looking at the crawler or its extractors, to
 * measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { academieTerbeke } from './academie-terbeke.js';
import { ecoDellaBassa } from './eco-della-bassa.js';
import { hotelOberwieser } from './hotel-oberwieser.js';
import { kolbLenzArchitekten } from './kolb-lenz-architekten.js';
import { stAldhelmsHospice } from './st-aldhelms-hospice.js';
import { vautrinExpertise } from './vautrin-expertise.js';

/** New objects on each call, so a caller may change one. */
export function heldOut45Sites(): CrawlWorldSite[] {
  return [vautrinExpertise(), academieTerbeke(), kolbLenzArchitekten(), ecoDellaBassa(), stAldhelmsHospice(), hotelOberwieser()];
}
