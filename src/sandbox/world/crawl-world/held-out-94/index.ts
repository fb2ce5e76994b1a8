/**
 * The ninety-fourth held-out set: a Salzburg marionette theatre (German, Austria, with English), a
 * Québec maple-syrup cooperative (Québec French with English), a Venetian glass-bead workshop
 * (Italian with French), a Tenerife whale-watching company (Spanish, English, German), a
 * Barcelona cooperative bookshop (Catalan with Spanish) and an Algarve surf school (Portuguese
 * with English), written without looking at the crawler or its extractors, to measure on and
 * never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { acericoleAppalaches } from './acericole-appalaches.js';
import { conterieZorzi } from './conterie-zorzi.js';
import { llibreriaLaFulla } from './llibreria-la-fulla.js';
import { marDeCalma } from './mar-de-calma.js';
import { mareVivaSurf } from './mare-viva-surf.js';
import { salzachtalMarionetten } from './salzachtal-marionetten.js';

/** New objects on each call, so a caller may change one. */
export function heldOut94Sites(): CrawlWorldSite[] {
  return [salzachtalMarionetten(), acericoleAppalaches(), conterieZorzi(), marDeCalma(), llibreriaLaFulla(), mareVivaSurf()];
}
