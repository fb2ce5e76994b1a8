/**
 * The nineteenth held-out set: truth-world sites in Scottish English, Swiss German with English,
 * Dutch, Polish with English, Brazilian Portuguese and Swedish with English: a firm of chartered
 * accountants, an architecture practice, a dental group practice, a private language school, a
 * regional newspaper and a machine-building company, written without looking at the crawler or
 * its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { albionTorun } from './albion-torun.js';
import { folhaDoTaquari } from './folha-do-taquari.js';
import { gublerWyssArchitekten } from './gubler-wyss-architekten.js';
import { kolbacksMekaniska } from './kolbacks-mekaniska.js';
import { lennoxBaird } from './lennox-baird.js';
import { tandartsenEemhof } from './tandartsen-eemhof.js';

/** New objects on each call, so a caller may change one. */
export function heldOut19Sites(): CrawlWorldSite[] {
  return [lennoxBaird(), gublerWyssArchitekten(), tandartsenEemhof(), albionTorun(), folhaDoTaquari(), kolbacksMekaniska()];
}
