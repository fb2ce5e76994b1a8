/**
 * The hundred-and-sixth held-out set: truth-world sites in Austrian German with English, Belgian
 * French, Italian, Spanish, Catalan with English and European Portuguese: an organ-building
 * workshop in Tyrol (TYPO3), a community health centre in Brussels (Squarespace), a Trentino
 * mountain municipality (Drupal with Bootstrap Italia), an Asturian fishermen's guild and fish
 * market (WordPress with Divi), a human-tower club (a Hugo static site) and a volunteer fire
 * brigade (Joomla 3), written without looking at the crawler or its extractors, to measure on
 * and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bombeirosSoutoDaRibeira } from './bombeiros-souto-da-ribeira.js';
import { cofradiaCaboGaviero } from './cofradia-cabo-gaviero.js';
import { comuneVallarsina } from './comune-vallarsina.js';
import { maisonMedicaleGoeland } from './maison-medicale-goeland.js';
import { marrecsDelTuro } from './marrecs-del-turo.js';
import { orgelbauWolfsegger } from './orgelbau-wolfsegger.js';

/** New objects on each call, so a caller may change one. */
export function heldOut106Sites(): CrawlWorldSite[] {
  return [orgelbauWolfsegger(), maisonMedicaleGoeland(), comuneVallarsina(), cofradiaCaboGaviero(), marrecsDelTuro(), bombeirosSoutoDaRibeira()];
}
