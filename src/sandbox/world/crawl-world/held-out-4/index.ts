/**
 * The fourth held-out set: six more truth-world sites (Belgian French/Flemish, Austrian German,
 * Polish/English, Czech/English, Mexican Spanish, Finnish/Swedish), a physiotherapy practice, a
 * tax-advisory firm, a software house, a notary's office, a Montessori school and a local-heritage
 * association, on WordPress, TYPO3, Webflow, Joomla, Wix and hand-written HTML, written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bursztynLabs } from './bursztyn-labs.js';
import { colegioJacarandas } from './colegio-jacarandas.js';
import { kineFlagey } from './kine-flagey.js';
import { kotiseutuPorvoo } from './kotiseutu-porvoo.js';
import { notarDvorakova } from './notar-dvorakova.js';
import { steuerberatungPichler } from './steuerberatung-pichler.js';

/** New objects on each call, so a caller may change one. */
export function heldOut4Sites(): CrawlWorldSite[] {
  return [kineFlagey(), steuerberatungPichler(), bursztynLabs(), notarDvorakova(), colegioJacarandas(), kotiseutuPorvoo()];
}
