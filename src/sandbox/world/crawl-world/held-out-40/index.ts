/**
 * The fortieth held-out set: truth-world sites in Canadian, New Zealand and US English, French,
 * German, Dutch and European Portuguese: a Fraser Valley credit union, a district council's parks
 * department, a Portland marketing agency with a Paris office, a veterinary hospital in
 * Göttingen, a Utrecht cultural foundation and a Porto craft brewery, written without looking at
 * the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { cervejariaRibeiraFunda } from './cervejaria-ribeira-funda.js';
import { fraserbendCu } from './fraserbend-cu.js';
import { lanternfishCreative } from './lanternfish-creative.js';
import { stichtingPolderlicht } from './stichting-polderlicht.js';
import { tierklinikLindenring } from './tierklinik-lindenring.js';
import { whareroaParks } from './whareroa-parks.js';

/** New objects on each call, so a caller may change one. */
export function heldOut40Sites(): CrawlWorldSite[] {
  return [fraserbendCu(), whareroaParks(), lanternfishCreative(), tierklinikLindenring(), stichtingPolderlicht(), cervejariaRibeiraFunda()];
}
