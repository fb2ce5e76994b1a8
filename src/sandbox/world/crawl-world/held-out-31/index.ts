/**
 * The thirty-first held-out set (being written).
 */
import type { CrawlWorldSite } from '../types.js';
import { odontotecnicaZanin } from './odontotecnica-zanin.js';
import { schneesportHasliberg } from './schneesport-hasliberg.js';
import { slaneysideVets } from './slaneyside-vets.js';
import { snoklockaForlag } from './snoklocka-forlag.js';
import { ztHollerer } from './zt-hollerer.js';

/** New objects on each call, so a caller may change one. */
export function heldOut31Sites(): CrawlWorldSite[] {
  return [slaneysideVets(), ztHollerer(), schneesportHasliberg(), odontotecnicaZanin(), snoklockaForlag()];
}
