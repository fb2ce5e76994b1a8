/**
 * The fiftieth held-out set: truth-world sites in Swiss German with French, Austrian German,
 * French with English, Italian, European Portuguese with English, and Catalan with Spanish: a
 * notary's office, a carpentry workshop, a chamber orchestra, a hospital's cardiology department,
 * a wine estate and a town library, written without looking at the crawler or its extractors, to
 * measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bibliotecaCanFabregas } from './biblioteca-can-fabregas.js';
import { cardiologiaBorgoleone } from './cardiologia-borgoleone.js';
import { cordesDeLoire } from './cordes-de-loire.js';
import { herdadeMonteRuivo } from './herdade-monte-ruivo.js';
import { notariatSeevorstadt } from './notariat-seevorstadt.js';
import { tischlereiGruber } from './tischlerei-gruber.js';

/** New objects on each call, so a caller may change one. */
export function heldOut50Sites(): CrawlWorldSite[] {
  return [notariatSeevorstadt(), tischlereiGruber(), cordesDeLoire(), cardiologiaBorgoleone(), herdadeMonteRuivo(), bibliotecaCanFabregas()];
}
