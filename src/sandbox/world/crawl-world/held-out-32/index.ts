/**
 * The thirty-second held-out set (being written).
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
