/**
 * The held-out set held-out-85: a Finnish forest owners' cooperative, a Stockholm dance company,
 * a Norwegian trekking association's local branch, a Danish folk high school, an Estonian
 * organic bakery and an Icelandic fishing-gear maker, written without looking at the crawler or
 * its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { hafnarvik } from './hafnarvik.js';
import { honkavaara } from './honkavaara.js';
import { lyngbjerg } from './lyngbjerg.js';
import { rukkilill } from './rukkilill.js';
import { vindal } from './vindal.js';
import { ytterkant } from './ytterkant.js';

/** New objects on each call, so a caller may change one. */
export function heldOut85Sites(): CrawlWorldSite[] {
  return [honkavaara(), ytterkant(), vindal(), lyngbjerg(), rukkilill(), hafnarvik()];
}
