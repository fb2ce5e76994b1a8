/**
 * The second held-out set: five more truth-world sites (Swedish/English, Italian, Dutch/German,
 * Spanish/Portuguese, English) written without looking at the crawler or its extractors, to
 * measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { alcantaraTraducciones } from './alcantara-traducciones.js';
import { bellandiAvvocati } from './bellandi-avvocati.js';
import { brouwerKunststoffen } from './brouwer-kunststoffen.js';
import { norrskenArkitekter } from './norrsken-arkitekter.js';
import { whitfieldOsei } from './whitfield-osei.js';

/** New objects on each call, so a caller may change one. */
export function heldOut2Sites(): CrawlWorldSite[] {
  return [norrskenArkitekter(), bellandiAvvocati(), brouwerKunststoffen(), alcantaraTraducciones(), whitfieldOsei()];
}
