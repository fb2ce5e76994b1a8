/**
 * The twenty-fourth held-out set: truth-world sites in Danish, Norwegian with English, Austrian
 * German, Finnish with English, Czech and British English: a parish church, a charity, a bakery
 * with several shops, a university research group, a law firm and a municipal library service,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { akBrabecNovotna } from './ak-brabec-novotna.js';
import { arktinenKasviekologia } from './arktinen-kasviekologia.js';
import { baeckereiKornhuber } from './baeckerei-kornhuber.js';
import { kelsmoorLibraries } from './kelsmoor-libraries.js';
import { sanktLukasSogn } from './sankt-lukas-sogn.js';
import { stiftelsenGatelys } from './stiftelsen-gatelys.js';

/** New objects on each call, so a caller may change one. */
export function heldOut24Sites(): CrawlWorldSite[] {
  return [sanktLukasSogn(), stiftelsenGatelys(), baeckereiKornhuber(), arktinenKasviekologia(), akBrabecNovotna(), kelsmoorLibraries()];
}
