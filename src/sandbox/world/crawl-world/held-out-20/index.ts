/**
 * The twentieth held-out set: truth-world sites in Italian with English, Norwegian with English,
 * Danish, Czech, Canadian French with English and Argentinian Spanish: a law firm, a hotel with
 * its restaurant, a veterinary clinic, a carpentry and building company, a music school and a
 * foundation, written without looking at the crawler or its extractors, to measure on and never
 * tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { ferrantiBassi } from './ferranti-bassi.js';
import { kubicekStavby } from './kubicek-stavby.js';
import { marselisborgDyreklinik } from './marselisborg-dyreklinik.js';
import { musiqueLimoilou } from './musique-limoilou.js';
import { raicesDelMonte } from './raices-del-monte.js';
import { sjobuaHenningsvaer } from './sjobua-henningsvaer.js';

/** New objects on each call, so a caller may change one. */
export function heldOut20Sites(): CrawlWorldSite[] {
  return [ferrantiBassi(), sjobuaHenningsvaer(), marselisborgDyreklinik(), kubicekStavby(), musiqueLimoilou(), raicesDelMonte()];
}
