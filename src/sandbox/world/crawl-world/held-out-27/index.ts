/**
 * The twenty-seventh held-out set: truth-world sites in Hungarian, Estonian, Finnish, Slovak,
 * Catalan with Spanish, and Scottish English: a marketing agency, a dental laboratory, a
 * grant-making foundation, a ski school, a bookshop and a property factor, written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { glenbraeFactors } from './glenbrae-factors.js';
import { kaseHambalabor } from './kase-hambalabor.js';
import { kreativHullam } from './kreativ-hullam.js';
import { kuuselanSaatio } from './kuuselan-saatio.js';
import { llibreriaLaGralla } from './llibreria-la-gralla.js';
import { lyziarskaSkolaChopok } from './lyziarska-skola-chopok.js';

/** New objects on each call, so a caller may change one. */
export function heldOut27Sites(): CrawlWorldSite[] {
  return [kreativHullam(), kaseHambalabor(), kuuselanSaatio(), lyziarskaSkolaChopok(), llibreriaLaGralla(), glenbraeFactors()];
}
