/**
 * The twenty-fifth held-out set: truth-world sites in Canadian English with French, French,
 * German, Argentine Spanish, Italian and Dutch: an IT consultancy, a notary office, a
 * construction company, a physiotherapy practice, a yoga studio and a craft brewery, written
 * without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { brouwerijZeemeeuw } from './brouwerij-zeemeeuw.js';
import { garnierThibaultNotaires } from './garnier-thibault-notaires.js';
import { hollwegBau } from './hollweg-bau.js';
import { kinesioBelgrano } from './kinesio-belgrano.js';
import { larchwoodIt } from './larchwood-it.js';
import { spazioYogaNavigli } from './spazio-yoga-navigli.js';

/** New objects on each call, so a caller may change one. */
export function heldOut25Sites(): CrawlWorldSite[] {
  return [larchwoodIt(), garnierThibaultNotaires(), hollwegBau(), kinesioBelgrano(), spazioYogaNavigli(), brouwerijZeemeeuw()];
}
