/**
 * The hundred-and-eighteenth held-out set: truth-world sites in German, French with English,
 * Italian, Catalan with Spanish, European Portuguese and British English: a Bavarian joinery on
 * TYPO3, a Lyon law firm on WordPress, an Italian secondary school on Drupal, a Tarragona
 * social-inclusion foundation on Joomla, a Barcelos pottery shop on Shopify and a Sheffield
 * bicycle frame builder on Webflow, written without looking at the crawler or its extractors, to
 * measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { iisVoltaMontale } from './iis-volta-montale.js';
import { kestrelFinch } from './kestrel-finch.js';
import { lefevreMarchetti } from './lefevre-marchetti.js';
import { olariaDoPinheiro } from './olaria-do-pinheiro.js';
import { rosaDelsVents } from './rosa-dels-vents.js';
import { schreinereiBrandstaetter } from './schreinerei-brandstaetter.js';

/** New objects on each call, so a caller may change one. */
export function heldOut118Sites(): CrawlWorldSite[] {
  return [schreinereiBrandstaetter(), lefevreMarchetti(), iisVoltaMontale(), rosaDelsVents(), olariaDoPinheiro(), kestrelFinch()];
}
