/**
 * The hundred-and-fifteenth held-out set: truth-world sites in Polish with English, Czech, Slovak,
 * Hungarian, Dutch and British English: a Kraków law firm (WordPress), a Kolín primary school
 * (Drupal), a Modra volleyball club (Joomla), a Tiszazug ceramics works (hand-written HTML), a
 * Haarlem tea shop (Shopify) and a Yorkshire roofing contractor (Squarespace), written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { brzezinskiSowa } from './brzezinski-sowa.js';
import { deKraanvogel } from './de-kraanvogel.js';
import { hollinsbrookRoofing } from './hollinsbrook-roofing.js';
import { tiszazugiKeramia } from './tiszazugi-keramia.js';
import { volejbalModra } from './volejbal-modra.js';
import { zsVrchlickeho } from './zs-vrchlickeho.js';

/** New objects on each call, so a caller may change one. */
export function heldOut115Sites(): CrawlWorldSite[] {
  return [brzezinskiSowa(), zsVrchlickeho(), volejbalModra(), tiszazugiKeramia(), deKraanvogel(), hollinsbrookRoofing()];
}
