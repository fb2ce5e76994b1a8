/**
 * The thirty-first held-out set: truth-world sites in Irish English, Austrian German, Swiss
 * German with English, Italian, Swedish and Slovak: a veterinary practice in Co. Wexford, a
 * Ziviltechniker structural engineering office in Graz, a ski and snowboard school on the
 * Hasliberg, a dental laboratory with a network of partner clinics near Treviso, a small literary
 * publisher in Umeå and an IT services firm in Žilina, written without looking at the crawler or
 * its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { datavrch } from './datavrch.js';
import { odontotecnicaZanin } from './odontotecnica-zanin.js';
import { schneesportHasliberg } from './schneesport-hasliberg.js';
import { slaneysideVets } from './slaneyside-vets.js';
import { snoklockaForlag } from './snoklocka-forlag.js';
import { ztHollerer } from './zt-hollerer.js';

/** New objects on each call, so a caller may change one. */
export function heldOut31Sites(): CrawlWorldSite[] {
  return [slaneysideVets(), ztHollerer(), schneesportHasliberg(), odontotecnicaZanin(), snoklockaForlag(), datavrch()];
}
