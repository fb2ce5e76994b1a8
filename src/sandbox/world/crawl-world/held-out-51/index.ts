/**
 * The fifty-first held-out set: truth-world sites in Polish, Czech, Slovak, Hungarian (names
 * family name first), Dutch with English and British English: a dental laboratory, a university
 * institute, a tax adviser's office, a scout group, a spa hotel and a translation agency,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { daneHrusovsky } from './dane-hrusovsky.js';
import { dentaformRzeszow } from './dentaform-rzeszow.js';
import { heidebronWellness } from './heidebron-wellness.js';
import { meridianLinguists } from './meridian-linguists.js';
import { szentimreCserkesz } from './szentimre-cserkesz.js';
import { ubmVysocina } from './ubm-vysocina.js';

/** New objects on each call, so a caller may change one. */
export function heldOut51Sites(): CrawlWorldSite[] {
  return [dentaformRzeszow(), ubmVysocina(), daneHrusovsky(), szentimreCserkesz(), heidebronWellness(), meridianLinguists()];
}
