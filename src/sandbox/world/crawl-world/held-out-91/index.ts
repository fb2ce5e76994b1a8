/**
 * The held-out set held-out-91: a Gdynia sailing academy (Polish, English), an Ostrava
 * steelworkers' union branch (Czech), a Slovak castle museum (Slovak, English), a Szeged paprika
 * producer (Hungarian, English), a Leuven student housing service (Flemish Dutch, English) and a
 * Dutch-English drone-inspection start-up, written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bryzaGdynia } from './bryza-gdynia.js';
import { hradLipovec } from './hrad-lipovec.js';
import { kotwijsLeuven } from './kotwijs-leuven.js';
import { tiszamentiPaprika } from './tiszamenti-paprika.js';
import { wendelAero } from './wendel-aero.js';
import { zoHutnik } from './zo-hutnik.js';

/** New objects on each call, so a caller may change one. */
export function heldOut91Sites(): CrawlWorldSite[] {
  return [bryzaGdynia(), zoHutnik(), hradLipovec(), tiszamentiPaprika(), kotwijsLeuven(), wendelAero()];
}
