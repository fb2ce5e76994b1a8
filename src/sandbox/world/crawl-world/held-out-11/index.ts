/**
 * The eleventh held-out set: truth-world sites in German with English, Catalan with Spanish,
 * Polish, Dutch with English, Portuguese and Danish: a steel bicycle-frame builder, a driving
 * school, a funeral home, a dairy cooperative, a hand-painted tile workshop and a thatching firm,
 * with the trades' own job words in the titles, written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { autoescolaMontseny } from './autoescola-montseny.js';
import { azulejariaRuanova } from './azulejaria-ruanova.js';
import { pogrzebyKalina } from './pogrzeby-kalina.js';
import { rahmenwerkObermaier } from './rahmenwerk-obermaier.js';
import { taekkefirmaLimfjord } from './taekkefirma-limfjord.js';
import { zuivelcoopEemland } from './zuivelcoop-eemland.js';

/** New objects on each call, so a caller may change one. */
export function heldOut11Sites(): CrawlWorldSite[] {
  return [rahmenwerkObermaier(), autoescolaMontseny(), pogrzebyKalina(), zuivelcoopEemland(), azulejariaRuanova(), taekkefirmaLimfjord()];
}
