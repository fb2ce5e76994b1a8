/**
 * The thirty-seventh held-out set: truth-world sites in Finnish with English, Estonian with
 * English, Catalan with Spanish, Spanish with English, Swedish and Irish English: an engineering
 * consultancy in Oulu, a software cooperative in Tartu, an architecture studio in Reus, a rural
 * hotel in the Sierra de Gata, a municipal library and a physiotherapy practice in Co. Clare,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { garrofer } from './garrofer.js';
import { hedmyraBibliotek } from './hedmyra-bibliotek.js';
import { inaghValleyPhysio } from './inagh-valley-physio.js';
import { routakivi } from './routakivi.js';
import { tejoBermejo } from './tejo-bermejo.js';
import { tulihand } from './tulihand.js';

/** New objects on each call, so a caller may change one. */
export function heldOut37Sites(): CrawlWorldSite[] {
  return [routakivi(), tulihand(), garrofer(), tejoBermejo(), hedmyraBibliotek(), inaghValleyPhysio()];
}
