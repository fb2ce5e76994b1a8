/**
 * The held-out set held-out-93: a Lahti ski-jumping club, a Malmö vegan restaurant group, a Tromsø
 * arctic expedition cruise operator, an Aalborg jazz festival, a Pärnu spa hotel and a
 * Swedish-British e-bike maker, written without looking at the crawler or its extractors, to
 * measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { havnejazz } from './havnejazz.js';
import { polarlys } from './polarlys.js';
import { rannavilla } from './rannavilla.js';
import { rotfrukt } from './rotfrukt.js';
import { salpausKotkat } from './salpaus-kotkat.js';
import { voltvik } from './voltvik.js';

/** New objects on each call, so a caller may change one. */
export function heldOut93Sites(): CrawlWorldSite[] {
  return [salpausKotkat(), rotfrukt(), polarlys(), havnejazz(), rannavilla(), voltvik()];
}
