/**
 * The forty-seventh held-out set: six small sites in Norwegian (with English), Danish, Swedish,
 * Finnish (with Swedish), Estonian and Polish – a boat builder in Hardanger, a small-animal
 * veterinary practice in Jutland, a housing cooperative in Västerås, a folk high school in
 * Central Finland, an accounting office in Pärnu and a village parish near Kielce – written
 * without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { brekkenesBaatbyggeri } from './brekkenes-baatbyggeri.js';
import { brfLarktradet } from './brf-larktradet.js';
import { dyreklinikKaerby } from './dyreklinik-kaerby.js';
import { koivurantaKansanopisto } from './koivuranta-kansanopisto.js';
import { kuldsulg } from './kuldsulg.js';
import { parafiaDabrowkaLesna } from './parafia-dabrowka-lesna.js';

/** New objects on each call, so a caller may change one. */
export function heldOut47Sites(): CrawlWorldSite[] {
  return [brekkenesBaatbyggeri(), dyreklinikKaerby(), brfLarktradet(), koivurantaKansanopisto(), kuldsulg(), parafiaDabrowkaLesna()];
}
