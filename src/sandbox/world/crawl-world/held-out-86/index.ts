/**
 * The held-out set held-out-86: a Swiss watch-strap maker (German and English, TYPO3), a Breton
 * oyster farm (French, WordPress), a Trentino mountain-guide association (Italian, Joomla), a
 * Galician seafood cannery (Spanish, a custom PHP site), a Valencian falla (Valencian and
 * Spanish, Squarespace) and a Minas Gerais coffee exporter (Brazilian Portuguese and English,
 * Drupal), written without looking at the crawler or its extractors.
 */
import type { CrawlWorldSite } from '../types.js';
import { brunnerLederwerk } from './brunner-lederwerk.js';
import { conservasRialOuteiro } from './conservas-rial-outeiro.js';
import { fallaPlacaArbre } from './falla-placa-arbre.js';
import { guideAlpineRendena } from './guide-alpine-rendena.js';
import { huitresKermorvan } from './huitres-kermorvan.js';
import { mantiqueiraVerde } from './mantiqueira-verde.js';

/** New objects on each call, so a caller may change one. */
export function heldOut86Sites(): CrawlWorldSite[] {
  return [brunnerLederwerk(), huitresKermorvan(), guideAlpineRendena(), conservasRialOuteiro(), fallaPlacaArbre(), mantiqueiraVerde()];
}
