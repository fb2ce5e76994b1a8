/**
 * The twenty-eighth held-out set: truth-world sites in Irish English, Austrian German, Swiss
 * French with English, Swiss Italian with German, Mexican Spanish and British English: a cookery
 * school, a tax advisory, an architecture practice, a small lakeside hotel, a car dealership and
 * a village primary school, written without looking at the crawler or its extractors, to measure
 * on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { albergoAiPini } from './albergo-ai-pini.js';
import { autocimatario } from './autocimatario.js';
import { carrigmoreCookery } from './carrigmore-cookery.js';
import { kranzlSteuerberatung } from './kranzl-steuerberatung.js';
import { stOswaldsPrimary } from './st-oswalds-primary.js';
import { vuilleumierRochat } from './vuilleumier-rochat.js';

/** New objects on each call, so a caller may change one. */
export function heldOut28Sites(): CrawlWorldSite[] {
  return [carrigmoreCookery(), kranzlSteuerberatung(), vuilleumierRochat(), albergoAiPini(), autocimatario(), stOswaldsPrimary()];
}
