/**
 * The hundred-and-tenth held-out set: truth-world sites in German with English, French, Italian,
 * Catalan with Spanish, European Portuguese and British English: a carpentry and timber-frame
 * builder on TYPO3, a law firm on Drupal, a state school on Joomla, a rowing club on WordPress
 * with Divi, a pottery shop on Shopify and a valve manufacturer's hand-written site, written
 * without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { clubRemAmposta } from './club-rem-amposta.js';
import { fellsideValve } from './fellside-valve.js';
import { holzbauRiedlhuber } from './holzbau-riedlhuber.js';
import { icValCannobina } from './ic-val-cannobina.js';
import { olariaDoBonfim } from './olaria-do-bonfim.js';
import { vasseurAvocats } from './vasseur-avocats.js';

/** New objects on each call, so a caller may change one. */
export function heldOut110Sites(): CrawlWorldSite[] {
  return [holzbauRiedlhuber(), vasseurAvocats(), icValCannobina(), clubRemAmposta(), olariaDoBonfim(), fellsideValve()];
}
