/**
 * The held-out set held-out-87: a Łódź film school department (Polish, English), a Bohemian
 * glassworks (Czech), a Slovak spa hotel, a Hungarian folk-dance ensemble, a Dutch water board
 * and a Bruges chocolate maker writing English, written unseen, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { hotelVrbovec } from './hotel-vrbovec.js';
import { lodzKatedra } from './lodz-katedra.js';
import { maisonVerhaeghe } from './maison-verhaeghe.js';
import { sklarnaKarlovka } from './sklarna-karlovka.js';
import { szalakotaEgyuttes } from './szalakota-egyuttes.js';
import { waterschapLingedelta } from './waterschap-lingedelta.js';

/** New objects on each call, so a caller may change one. */
export function heldOut87Sites(): CrawlWorldSite[] {
  return [lodzKatedra(), sklarnaKarlovka(), hotelVrbovec(), szalakotaEgyuttes(), waterschapLingedelta(), maisonVerhaeghe()];
}
