/**
 * The seventy-seventh held-out set: six Nordic and Baltic small-organisation sites in Swedish
 * with Finnish, Norwegian bokmål, Danish, Finnish, Estonian with English and British English: a
 * sailing school in Mariehamn on WordPress, a dental practice in Tromsø on Wix, a theatre on
 * Vesterbro in Copenhagen on Umbraco, an engineering consultancy in Oulu on Drupal, a bookshop
 * and café in Tartu on Squarespace and a British-Danish wind-energy supplier on Webflow. Their
 * people sit in team cards, staff tables, definition lists, label lines, "Title: Name" and
 * "Name, title" lines, prose, microdata, RDFa and JSON-LD, some addresses behind scripts,
 * character references and "(at)". Written without looking at the crawler or its extractors, to
 * measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { halmtorvsscenen } from './halmtorvsscenen.js';
import { northfieldBrandt } from './northfield-brandt.js';
import { pohjoisvirtaInsinoorit } from './pohjoisvirta-insinoorit.js';
import { seglarskolaMariehamn } from './seglarskola-mariehamn.js';
import { storgataTannklinikk } from './storgata-tannklinikk.js';
import { supilinnaRaamatukohvik } from './supilinna-raamatukohvik.js';

/** New objects on each call, so a caller may change one. */
export function heldOut77Sites(): CrawlWorldSite[] {
  return [seglarskolaMariehamn(), storgataTannklinikk(), halmtorvsscenen(), pohjoisvirtaInsinoorit(), supilinnaRaamatukohvik(), northfieldBrandt()];
}
