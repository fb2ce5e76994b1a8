/**
 * The fifty-eighth held-out set: six sites in German (Germany and Switzerland), French, Italian,
 * Catalan with Spanish, and Portuguese with English: an architecture office (WordPress with Divi),
 * a notary's office in Bern (TYPO3), a university research group (Drupal), a hospital's
 * cardiology department (Joomla), a wine cooperative (Wix) and a language school (Webflow).
 * Written without looking at the crawler or its extractors: only what the sites show and what a
 * careful reader would write down.
 */
import type { CrawlWorldSite } from '../types.js';
import { kesslerBrandt } from './kessler-brandt.js';
import { notariatStuckiGerber } from './notariat-stucki-gerber.js';
import { ondesImagerie } from './ondes-imagerie.js';
import { aoSantaLucia } from './ao-santa-lucia.js';
import { cellerMontvert } from './celler-montvert.js';
import { escolaRibeira } from './escola-ribeira.js';

/** New objects on each call, so a caller may change one. */
export function heldOut58Sites(): CrawlWorldSite[] {
  return [kesslerBrandt(), notariatStuckiGerber(), ondesImagerie(), aoSantaLucia(), cellerMontvert(), escolaRibeira()];
}
