/**
 * The held-out set held-out-82: a Black Forest clock workshop (German), a Luxembourg fund
 * administrator (French and English), an Umbrian agriturismo (Italian and English), a Seville
 * flamenco academy (Spanish and English), an Andorran ski-lift operator (Catalan) and a Madeira
 * wine lodge (Portuguese and English), written unseen.
 */
import type { CrawlWorldSite } from '../types.js';
import { academiaFlamencoTriana } from './academia-flamenco-triana.js';
import { adegasDoLazareto } from './adegas-do-lazareto.js';
import { moselleFundServices } from './moselle-fund-services.js';
import { poggioAiLecci } from './poggio-ai-lecci.js';
import { remuntadorsSorteny } from './remuntadors-sorteny.js';
import { uhrmachereiHettich } from './uhrmacherei-hettich.js';

/** New objects on each call, so a caller may change one. */
export function heldOut82Sites(): CrawlWorldSite[] {
  return [uhrmachereiHettich(), moselleFundServices(), poggioAiLecci(), academiaFlamencoTriana(), remuntadorsSorteny(), adegasDoLazareto()];
}
