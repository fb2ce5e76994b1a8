/**
 * The ninth held-out set: truth-world sites in Slovak (a language no earlier set used), Finnish
 * with Swedish and English, Polish, Portuguese with English, Dutch with English and German, a
 * beekeepers' cooperative, a wooden-boat yard, an organ-building workshop, a cork maker, a
 * bicycle courier firm and a hearing-aid shop, with many uncommon trades in the job titles,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { corticeiraSorraia } from './corticeira-sorraia.js';
import { hoerakustikBrandauer } from './hoerakustik-brandauer.js';
import { koivurantaVeneet } from './koivuranta-veneet.js';
import { organyZielinski } from './organy-zielinski.js';
import { trapkrachtKoeriers } from './trapkracht-koeriers.js';
import { vcelariPohronie } from './vcelari-pohronie.js';

/** New objects on each call, so a caller may change one. */
export function heldOut9Sites(): CrawlWorldSite[] {
  return [vcelariPohronie(), koivurantaVeneet(), organyZielinski(), corticeiraSorraia(), trapkrachtKoeriers(), hoerakustikBrandauer()];
}
