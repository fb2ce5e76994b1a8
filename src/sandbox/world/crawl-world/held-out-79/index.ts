/**
 * The seventy-ninth held-out set: truth-world sites in Polish with English, Czech, Slovak with
 * English, Hungarian (names family name first), Dutch with English and English: a Gdańsk
 * shipyard supplier on WordPress, a Brno physiotherapy clinic on Webnode, a Bratislava
 * environmental NGO on Joomla, a Budapest dance school on Wix, a Rotterdam architecture practice
 * on Craft CMS and an Antwerp diamond-grading laboratory on Drupal. Their people sit in team
 * cards, staff and department tables, definition lists, label and title lines, prose, JSON-LD,
 * microdata and RDFa, behind entities, "(at)", Joomla's cloak and scripts; written without looking
 * at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { baltOsprzet } from './balt-osprzet.js';
import { fyzioLuzanky } from './fyzio-luzanky.js';
import { lenduletTanc } from './lendulet-tanc.js';
import { scheldtGemlab } from './scheldt-gemlab.js';
import { studioMaasoever } from './studio-maasoever.js';
import { zelenePodunajsko } from './zelene-podunajsko.js';

/** New objects on each call, so a caller may change one. */
export function heldOut79Sites(): CrawlWorldSite[] {
  return [baltOsprzet(), fyzioLuzanky(), zelenePodunajsko(), lenduletTanc(), studioMaasoever(), scheldtGemlab()];
}
