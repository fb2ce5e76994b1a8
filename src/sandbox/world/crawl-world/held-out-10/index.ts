/**
 * The tenth held-out set: truth-world sites in Italian, Spanish with English, Norwegian, Swedish,
 * Hungarian (names family name first) and French: a marble workshop, an olive-wood turner, a
 * ferry-catering firm, a forest-tree nursery, a fruit-brandy distillery and a harp maker, with many
 * uncommon trades in the job titles, written without looking at the crawler or its extractors, to
 * measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { ferjematHardanger } from './ferjemat-hardanger.js';
import { harpesVercors } from './harpes-vercors.js';
import { marmoreriaLunigiana } from './marmoreria-lunigiana.js';
import { palinkaBarackvolgy } from './palinka-barackvolgy.js';
import { plantskolaGranberg } from './plantskola-granberg.js';
import { torneriaOlivoJaen } from './torneria-olivo-jaen.js';

/** New objects on each call, so a caller may change one. */
export function heldOut10Sites(): CrawlWorldSite[] {
  return [marmoreriaLunigiana(), torneriaOlivoJaen(), ferjematHardanger(), plantskolaGranberg(), palinkaBarackvolgy(), harpesVercors()];
}
