/**
 * The twenty-first held-out set: truth-world sites in Finnish, Estonian with English, Catalan
 * with Spanish, Slovak, Austrian German and New Zealand English: a real-estate agency, a web
 * agency, a cultural centre, a family winery, a driving school and a pharmacy with several
 * branches, written without looking at the crawler or its extractors, to measure on and never
 * tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { fahrschulePichlmayr } from './fahrschule-pichlmayr.js';
import { hakalarantaLkv } from './hakalaranta-lkv.js';
import { lesVoltesOlot } from './les-voltes-olot.js';
import { tuiPharmacies } from './tui-pharmacies.js';
import { vihmavariDigital } from './vihmavari-digital.js';
import { vinarstvoHrubala } from './vinarstvo-hrubala.js';

/** New objects on each call, so a caller may change one. */
export function heldOut21Sites(): CrawlWorldSite[] {
  return [hakalarantaLkv(), vihmavariDigital(), lesVoltesOlot(), vinarstvoHrubala(), fahrschulePichlmayr(), tuiPharmacies()];
}
