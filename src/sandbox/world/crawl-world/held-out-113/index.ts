/**
 * The hundred-and-thirteenth held-out set: truth-world sites in Finnish, Swedish, Norwegian,
 * Danish, Estonian with English, and British English: a plumbing and HVAC contractor, a municipal
 * compulsory school, a business law firm, a yarn shop with a webshop, a rowing club and a maker of
 * environmental sensors, written without looking at the crawler or its extractors, to measure on
 * and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { brekkesolheim } from './brekkesolheim.js';
import { emajoeSoudeklubi } from './emajoe-soudeklubi.js';
import { lviHalonen } from './lvi-halonen.js';
import { sjoangsskolan } from './sjoangsskolan.js';
import { tarnlight } from './tarnlight.js';
import { uldstuen } from './uldstuen.js';

/** New objects on each call, so a caller may change one. */
export function heldOut113Sites(): CrawlWorldSite[] {
  return [lviHalonen(), sjoangsskolan(), brekkesolheim(), uldstuen(), emajoeSoudeklubi(), tarnlight()];
}
