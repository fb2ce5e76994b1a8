/**
 * HELD-OUT SET. Do not read these files (or the bench's revealed details of these sites) while
 * tuning an extractor or the crawler's page choice: they measure whether what was tuned on the
 * tuning set works on sites nobody tuned to. Change them only to fix the world itself (a truth
 * entry the world's own test shows wrong), and say so in the commit.
 */
import type { CrawlWorldSite } from '../types.js';
import { krippeSonnenschein } from './krippe-sonnenschein.js';
import { quintaValeAlto } from './quinta-vale-alto.js';
import { rousselLefort } from './roussel-lefort.js';
import { stolarniaNowak } from './stolarnia-nowak.js';
import { studioFerraro } from './studio-ferraro.js';
import { whitmoreHale } from './whitmore-hale.js';

/** New objects on each call, so a caller may change one. */
export function heldOutSites(): CrawlWorldSite[] {
  return [whitmoreHale(), rousselLefort(), krippeSonnenschein(), stolarniaNowak(), quintaValeAlto(), studioFerraro()];
}
