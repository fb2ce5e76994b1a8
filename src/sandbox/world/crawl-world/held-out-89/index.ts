/**
 * The held-out set held-out-89: a Helsinki architecture office (Finnish, Finland Swedish,
 * English), a Gotland sheep farm and wool shop (Swedish), a Bergen symphony orchestra's
 * administration (Norwegian, English), a Copenhagen bicycle-courier cooperative (Danish), a Tartu
 * university research group (Estonian, English) and a Danish-English offshore survey company,
 * written without looking at the crawler or its extractors.
 */
import type { CrawlWorldSite } from '../types.js';
import { cykelbudKbh } from './cykelbud-kbh.js';
import { fjordsymfonien } from './fjordsymfonien.js';
import { lehtovaaraRinne } from './lehtovaara-rinne.js';
import { membraanilabor } from './membraanilabor.js';
import { nordvigSurvey } from './nordvig-survey.js';
import { nygardsLamm } from './nygards-lamm.js';

/** New objects on each call, so a caller may change one. */
export function heldOut89Sites(): CrawlWorldSite[] {
  return [lehtovaaraRinne(), nygardsLamm(), fjordsymfonien(), cykelbudKbh(), membraanilabor(), nordvigSurvey()];
}
