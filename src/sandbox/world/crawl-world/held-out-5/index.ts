/**
 * The fifth held-out set: six more truth-world sites (Italian/English, Dutch/English, Brazilian
 * Portuguese/English, Danish/English, Swedish/English, Catalan/Spanish/English), a winery, a bike
 * repair co-operative, a translation agency, a dental clinic, an architecture studio and a
 * software co-operative, written without looking at the crawler or its extractors, to measure on
 * and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { deSpaak } from './de-spaak.js';
import { ljungEk } from './ljung-ek.js';
import { poggioSereno } from './poggio-sereno.js';
import { ponteTraducoes } from './ponte-traducoes.js';
import { tandlaegerneVesterbro } from './tandlaegerne-vesterbro.js';
import { teixitCoop } from './teixit-coop.js';

/** New objects on each call, so a caller may change one. */
export function heldOut5Sites(): CrawlWorldSite[] {
  return [poggioSereno(), deSpaak(), ponteTraducoes(), tandlaegerneVesterbro(), ljungEk(), teixitCoop()];
}
