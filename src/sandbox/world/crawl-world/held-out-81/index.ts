/**
 * The held-out set held-out-81: six Nordic and English small-organisation sites (a Lapland
 * reindeer-safari farm, a Swedish folk high school, a Norwegian municipal harbour authority, a
 * Danish organic dairy cooperative, an Estonian choir festival foundation and a marine insurance
 * broker), written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { engholmMejeri } from './engholm-mejeri.js';
import { kaamosSafarit } from './kaamos-safarit.js';
import { laanelaul } from './laanelaul.js';
import { skagerakMarine } from './skagerak-marine.js';
import { sorvikHavn } from './sorvik-havn.js';
import { stensjoFolkhogskola } from './stensjo-folkhogskola.js';

/** New objects on each call, so a caller may change one. */
export function heldOut81Sites(): CrawlWorldSite[] {
  return [kaamosSafarit(), stensjoFolkhogskola(), sorvikHavn(), engholmMejeri(), laanelaul(), skagerakMarine()];
}
