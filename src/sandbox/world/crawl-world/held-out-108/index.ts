/**
 * The hundred-and-eighth held-out set: truth-world sites in the English of the United States,
 * England, Wales (with a Welsh-language section), Ireland, Canada and New Zealand: a rural electric
 * cooperative in Minnesota (Drupal), a Yorkshire town council (Joomla 3), a bilingual farm and pet
 * vet practice in Ceredigion (WordPress with WPML), an inshore fishermen's co-op in Donegal (Wix),
 * a firm of Ontario Land Surveyors (Webflow) and a rural area school on the West Coast (Hugo),
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { carrickfinCoop } from './carrickfin-coop.js';
import { dyffrynAeronVets } from './dyffryn-aeron-vets.js';
import { kettleRiverElectric } from './kettle-river-electric.js';
import { marketHaddonTc } from './market-haddon-tc.js';
import { tamarackGeomatics } from './tamarack-geomatics.js';
import { totaraFlatSchool } from './totara-flat-school.js';

/** New objects on each call, so a caller may change one. */
export function heldOut108Sites(): CrawlWorldSite[] {
  return [kettleRiverElectric(), marketHaddonTc(), dyffrynAeronVets(), carrickfinCoop(), tamarackGeomatics(), totaraFlatSchool()];
}
