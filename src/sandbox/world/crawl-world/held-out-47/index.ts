/**
 * The forty-seventh held-out set (being written unseen).
 */
import type { CrawlWorldSite } from '../types.js';
import { brekkenesBaatbyggeri } from './brekkenes-baatbyggeri.js';
import { dyreklinikKaerby } from './dyreklinik-kaerby.js';
import { brfLarktradet } from './brf-larktradet.js';
import { koivurantaKansanopisto } from './koivuranta-kansanopisto.js';

/** New objects on each call, so a caller may change one. */
export function heldOut47Sites(): CrawlWorldSite[] {
  return [brekkenesBaatbyggeri(), dyreklinikKaerby(), brfLarktradet(), koivurantaKansanopisto()];
}
