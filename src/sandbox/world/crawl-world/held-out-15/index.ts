/**
 * The fifteenth held-out set: truth-world sites in Norwegian with English, German with French,
 * Portuguese with English, Swedish, Polish and Dutch with English: a bicycle shop, a bakery with
 * three shops, a small law firm, a yoga studio, a printing house and a removal company, with the
 * trades' own job words beside the common titles, written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { baeckereiWyss } from './baeckerei-wyss.js';
import { cardosoPimenta } from './cardoso-pimenta.js';
import { dekkerVerhuizingen } from './dekker-verhuizingen.js';
import { drukarniaWrona } from './drukarnia-wrona.js';
import { sykkelsmiaGrorud } from './sykkelsmia-grorud.js';
import { yogaloftet } from './yogaloftet.js';

/** New objects on each call, so a caller may change one. */
export function heldOut15Sites(): CrawlWorldSite[] {
  return [sykkelsmiaGrorud(), baeckereiWyss(), cardosoPimenta(), yogaloftet(), drukarniaWrona(), dekkerVerhuizingen()];
}
