/**
 * The forty-eighth held-out set: truth-world sites in Czech, Slovak with English, Hungarian,
 * Austrian German, British English and US English: a microbrewery, a law office, a primary
 * school, a physiotherapy practice, a software consultancy and a hiking club, written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { akHrnciarBabjak } from './ak-hrnciar-babjak.js';
import { gyongyviragIskola } from './gyongyvirag-iskola.js';
import { kestrelworks } from './kestrelworks.js';
import { physioMuehlbach } from './physio-muehlbach.js';
import { pivovarCernyVrch } from './pivovar-cerny-vrch.js';
import { tamarackRidgeHikers } from './tamarack-ridge-hikers.js';

/** New objects on each call, so a caller may change one. */
export function heldOut48Sites(): CrawlWorldSite[] {
  return [pivovarCernyVrch(), akHrnciarBabjak(), gyongyviragIskola(), physioMuehlbach(), kestrelworks(), tamarackRidgeHikers()];
}
