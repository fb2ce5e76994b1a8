/** The held-out set held-out-99: six small organisations' sites, written unseen. */
import type { CrawlWorldSite } from '../types.js';
import { diamantslijpschool } from './diamantslijpschool.js';
import { kontrabas } from './kontrabas.js';
import { nabrezie } from './nabrezie.js';
import { patkoszeg } from './patkoszeg.js';
import { rijnmondPilots } from './rijnmond-pilots.js';
import { zlataStoka } from './zlata-stoka.js';

/** New objects on each call, so a caller may change one. */
export function heldOut99Sites(): CrawlWorldSite[] {
  return [kontrabas(), zlataStoka(), nabrezie(), patkoszeg(), diamantslijpschool(), rijnmondPilots()];
}
