/**
 * The seventy-fourth held-out set: six truth-world sites in Swiss German (with one English page),
 * Belgian French, Italian, Spanish, Catalan and European Portuguese: a physiotherapy practice in
 * Zürich on Wix, an architects' cooperative in Liège on Drupal, a music conservatory in Bologna
 * on Joomla, a rural hotel in Asturias on WordPress, a Catalan village football club on
 * WordPress and a dental clinic in Coimbra on Wix. Their people sit in Wix repeater cards, RDFa
 * and microdata persons, Views and board tables, definition lists, label and name-title lines,
 * prose bios and author boxes, JSON-LD departments and club roles, and behind Joomla's cloaking,
 * encoder plugins and hand-written scripts. Written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { atelierOutremeuse } from './atelier-outremeuse.js';
import { casonaDeBenia } from './casona-de-benia.js';
import { cfRiellsViabrea } from './cf-riells-viabrea.js';
import { clinicaSereia } from './clinica-sereia.js';
import { conservatorioFelsineo } from './conservatorio-felsineo.js';
import { physioIdaplatz } from './physio-idaplatz.js';

/** New objects on each call, so a caller may change one. */
export function heldOut74Sites(): CrawlWorldSite[] {
  return [physioIdaplatz(), atelierOutremeuse(), conservatorioFelsineo(), casonaDeBenia(), cfRiellsViabrea(), clinicaSereia()];
}
