/**
 * The fifty-ninth held-out set: six sites in Polish, Czech, Slovak (with English), Hungarian (with
 * English), Dutch and English: a rural municipal office (a vendor's hand-written PHP portal), an
 * accountancy and tax practice (WordPress + Elementor), a software house (Webflow), a symphony
 * orchestra (Drupal 10), a spa hotel (WordPress + Divi) and a non-league football club (Joomla 3).
 * Written without looking at the crawler or its extractors: what such sites show, and what a
 * careful reader would write down from them.
 */
import type { CrawlWorldSite } from '../types.js';
import { alfoldiSzimfonikus } from './alfoldi-szimfonikus.js';
import { ashcombeTownFc } from './ashcombe-town-fc.js';
import { gminaZalesie } from './gmina-zalesie.js';
import { tatrasoft } from './tatrasoft.js';
import { ucetniNovakova } from './ucetni-novakova.js';
import { veluwseBron } from './veluwse-bron.js';

/** New objects on each call, so a caller may change one. */
export function heldOut59Sites(): CrawlWorldSite[] {
  return [gminaZalesie(), ucetniNovakova(), tatrasoft(), alfoldiSzimfonikus(), veluwseBron(), ashcombeTownFc()];
}
