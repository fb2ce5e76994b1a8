/**
 * The fortieth held-out set (being written unseen).
 */
import type { CrawlWorldSite } from '../types.js';
import { fraserbendCu } from './fraserbend-cu.js';
import { lanternfishCreative } from './lanternfish-creative.js';
import { tierklinikLindenring } from './tierklinik-lindenring.js';
import { whareroaParks } from './whareroa-parks.js';

/** New objects on each call, so a caller may change one. */
export function heldOut40Sites(): CrawlWorldSite[] {
  return [fraserbendCu(), whareroaParks(), lanternfishCreative(), tierklinikLindenring()];
}
