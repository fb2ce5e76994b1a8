/**
 * The thirty-fifth held-out set: truth-world sites in Polish, Czech, Slovak, Hungarian, Finnish
 * with English and Estonian with Swedish: a Wrocław dental clinic, a Prague law firm, a Bratislava
 * accounting office, a Debrecen language school, a Tampere engineering consultancy and a Tallinn
 * event agency, written without looking at the crawler or its extractors, to measure on and never
 * tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { akPetrovskyHajek } from './ak-petrovsky-hajek.js';
import { denticaKrzyki } from './dentica-krzyki.js';
import { kajakasEvents } from './kajakas-events.js';
import { koskiraja } from './koskiraja.js';
import { nagyerdoNyelviskola } from './nagyerdo-nyelviskola.js';
import { uctoRuzinov } from './ucto-ruzinov.js';

/** New objects on each call, so a caller may change one. */
export function heldOut35Sites(): CrawlWorldSite[] {
  return [denticaKrzyki(), akPetrovskyHajek(), uctoRuzinov(), nagyerdoNyelviskola(), koskiraja(), kajakasEvents()];
}
