/**
 * The seventy-eighth held-out set: truth-world sites in German (Bavaria, with an Austrian branch
 * page), Swiss French with English, Italian, Spanish with English, Catalan and European
 * Portuguese with English: a carpentry firm in Bad Reichenhall on Jimdo, a notary's office in
 * Geneva on TYPO3, a Sicilian olive growers' cooperative on WordPress, a Madrid language school
 * on Wix, a castellers' association of Cubelles on Drupal and a Lisbon architecture studio on
 * Squarespace. Written without looking at the crawler or its extractors, to measure on and never
 * tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { academiaIdiomasChamberi } from './academia-idiomas-chamberi.js';
import { atelierAlcantara } from './atelier-alcantara.js';
import { etudeNotairePlainpalais } from './etude-notaire-plainpalais.js';
import { oleificioValleDelBelice } from './oleificio-valle-del-belice.js';
import { schreinereiGruber } from './schreinerei-gruber.js';
import { xiquetsDelFoix } from './xiquets-del-foix.js';

/** New objects on each call, so a caller may change one. */
export function heldOut78Sites(): CrawlWorldSite[] {
  return [schreinereiGruber(), etudeNotairePlainpalais(), oleificioValleDelBelice(), academiaIdiomasChamberi(), xiquetsDelFoix(), atelierAlcantara()];
}
