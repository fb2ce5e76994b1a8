/**
 * The seventy-third held-out set: truth-world sites in Finnish, Estonian with English, Swedish,
 * Danish, Norwegian bokmål and Scottish English: an ice hockey club in Tampere (WordPress), a
 * county museum in Jõgeva (Drupal), a housing cooperative in Gothenburg (WordPress), a veterinary
 * clinic in Odense (Wix), an accounting firm in Bergen (Webflow) and a Scottish-Norwegian salmon
 * farm in Argyll (Squarespace), with their people in staff tables, RDFa and microdata cards,
 * definition lists, label and "Title: Name" lines, prose and nested JSON-LD, some behind encoder
 * plugins and scripts. Written without looking at the crawler or its extractors, to measure on
 * and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { brfSlottsskogsvyn } from './brf-slottsskogsvyn.js';
import { dyreklinikHunderup } from './dyreklinik-hunderup.js';
import { fanaRegnskap } from './fana-regnskap.js';
import { fladdaSalmon } from './fladda-salmon.js';
import { hervannanKiekko } from './hervannan-kiekko.js';
import { vooremaaMuuseum } from './vooremaa-muuseum.js';

/** New objects on each call, so a caller may change one. */
export function heldOut73Sites(): CrawlWorldSite[] {
  return [hervannanKiekko(), vooremaaMuuseum(), brfSlottsskogsvyn(), dyreklinikHunderup(), fanaRegnskap(), fladdaSalmon()];
}
