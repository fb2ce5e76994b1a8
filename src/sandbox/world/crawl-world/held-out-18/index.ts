/**
 * The eighteenth held-out set: truth-world sites in Austrian German with English, Irish English,
 * French, Spanish with Catalan, Czech with English and Italian with English: a ski school with
 * mountain guides, a veterinary practice, a bookbinding and print workshop, a physiotherapy
 * clinic, a software consultancy and a family winery with agriturismo, written without looking
 * at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { alpinschuleNeustift } from './alpinschule-neustift.js';
import { corribVets } from './corrib-vets.js';
import { fisioBenimaclet } from './fisio-benimaclet.js';
import { hrotekSoftware } from './hrotek-software.js';
import { poggioDelleGrazie } from './poggio-delle-grazie.js';
import { reliureSaintGeorges } from './reliure-saint-georges.js';

/** New objects on each call, so a caller may change one. */
export function heldOut18Sites(): CrawlWorldSite[] {
  return [alpinschuleNeustift(), corribVets(), reliureSaintGeorges(), fisioBenimaclet(), hrotekSoftware(), poggioDelleGrazie()];
}
