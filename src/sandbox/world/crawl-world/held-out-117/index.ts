/**
 * The hundred-and-seventeenth held-out set: truth-world sites in Finnish, Swedish, Norwegian,
 * Danish with English, Estonian with English and British English: a plumbing contractor
 * (WordPress), a folk high school (Sitevision), a sports club (Joomla 3), a law firm (TYPO3), a
 * maker of wooden windows (Drupal 10) and a coffee roastery's web shop (Shopify), written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bachWintherAdvokater } from './bach-winther-advokater.js';
import { bothyCoffeeRoasters } from './bothy-coffee-roasters.js';
import { kuusikuPuitaknad } from './kuusiku-puitaknad.js';
import { lyngvikIl } from './lyngvik-il.js';
import { putkityoKallioniemi } from './putkityo-kallioniemi.js';
import { sjovikensFolkhogskola } from './sjovikens-folkhogskola.js';

/** New objects on each call, so a caller may change one. */
export function heldOut117Sites(): CrawlWorldSite[] {
  return [putkityoKallioniemi(), sjovikensFolkhogskola(), lyngvikIl(), bachWintherAdvokater(), kuusikuPuitaknad(), bothyCoffeeRoasters()];
}
