/**
 * The hundred-and-second held-out set: truth-world sites in Austrian German, French, Italian,
 * Spanish, Catalan with Spanish and English, and European Portuguese with English: a
 * chimney-sweep firm in Villach (TYPO3), a farm-machinery co-operative in Anjou (Joomla 3), a
 * social co-operative in Salento (WordPress with Divi), a fishermen's guild in Asturias
 * (Drupal 7), a human-tower club in the Vallès Oriental (Squarespace) and an azulejo workshop in
 * Lisbon (a hand-written Eleventy site), written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { castellersVallTenes } from './castellers-vall-tenes.js';
import { cofradiaLuanco } from './cofradia-luanco.js';
import { cumaCoteauxLayon } from './cuma-coteaux-layon.js';
import { ilMandorlo } from './il-mandorlo.js';
import { oficinaAzul } from './oficina-azul.js';
import { rauchfangGruber } from './rauchfang-gruber.js';

/** New objects on each call, so a caller may change one. */
export function heldOut102Sites(): CrawlWorldSite[] {
  return [rauchfangGruber(), cumaCoteauxLayon(), ilMandorlo(), cofradiaLuanco(), castellersVallTenes(), oficinaAzul()];
}
