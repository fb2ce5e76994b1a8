/**
 * The eighth held-out set: truth-world sites in languages no earlier set used (Estonian,
 * Hungarian) and others the sets used least (Czech, Danish, Italian, Catalan/Spanish), a sawmill,
 * a wine cellar, a print shop with a bindery, an architecture office, a violin-making workshop and
 * a shepherds' cooperative, with many uncommon trades in the job titles, written without looking
 * at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { holmgaardTegnestue } from './holmgaard-tegnestue.js';
import { kokapuPince } from './kokapu-pince.js';
import { kuusikuSaeveski } from './kuusiku-saeveski.js';
import { liuteriaFerraresi } from './liuteria-ferraresi.js';
import { ramadersLlucanes } from './ramaders-llucanes.js';
import { tiskarnaLipa } from './tiskarna-lipa.js';

/** New objects on each call, so a caller may change one. */
export function heldOut8Sites(): CrawlWorldSite[] {
  return [kuusikuSaeveski(), kokapuPince(), tiskarnaLipa(), holmgaardTegnestue(), liuteriaFerraresi(), ramadersLlucanes()];
}
