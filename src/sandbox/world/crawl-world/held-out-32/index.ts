/**
 * The thirty-second held-out set: truth-world sites in Belgian French with Dutch, Mexican
 * Spanish, Brazilian Portuguese, Quebec French, Polish and Argentine Spanish with English: an
 * accounting and tax practice, an architecture studio, a law firm, a community health
 * co-operative, a freight-forwarding and warehousing company and a Mendoza winery, written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { delvauxPeeters } from './delvaux-peeters.js';
import { tallerOcotl } from './taller-ocotl.js';
import { bastosQueiroz } from './bastos-queiroz.js';
import { coopsanteHautRichelieu } from './coopsante-hautrichelieu.js';
import { transwarta } from './transwarta.js';
import { bodegaLosAromos } from './bodega-los-aromos.js';

/** New objects on each call, so a caller may change one. */
export function heldOut32Sites(): CrawlWorldSite[] {
  return [delvauxPeeters(), tallerOcotl(), bastosQueiroz(), coopsanteHautRichelieu(), transwarta(), bodegaLosAromos()];
}
