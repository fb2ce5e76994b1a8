/**
 * The sixty-second held-out set: six sites, written without looking at the crawler or its
 * extractors, from what such sites look like and what a person reads on them.
 *
 * - hollerer-pichler.test: a tax advisory firm in Graz (German, Austria, with an English page), TYPO3.
 * - secours-aravis.test: a volunteer mountain rescue association in Haute-Savoie (French), WordPress with Elementor.
 * - teatro-montebruno.test: a municipal theatre foundation in Tuscany (Italian), Joomla 3.
 * - clinica-arenal.test: an orthopaedic and sports-medicine clinic in Zaragoza (Spanish), WordPress with Divi and Yoast.
 * - ajcastellfollit.test: a Catalan town council's environment department (Catalan, with Spanish), Drupal 9 municipal portal.
 * - quinta-ribeiralta.test: a family wine estate in the Douro (Portuguese, Portugal, with English), Webflow.
 */
import type { CrawlWorldSite } from '../types.js';
import { ajCastellfollit } from './ajcastellfollit.js';
import { clinicaArenal } from './clinica-arenal.js';
import { hollerer } from './hollerer.js';
import { quintaRibeiraAlta } from './quinta-ribeiralta.js';
import { secoursAravis } from './secours-aravis.js';
import { teatroMontebruno } from './teatro-montebruno.js';

/** New objects on each call, so a caller may change one. */
export function heldOut62Sites(): CrawlWorldSite[] {
  return [hollerer(), secoursAravis(), teatroMontebruno(), clinicaArenal(), ajCastellfollit(), quintaRibeiraAlta()];
}
