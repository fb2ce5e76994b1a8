/**
 * The third held-out set: five more truth-world sites (Norwegian, Danish/English, Catalan/English,
 * Swiss German/English, Brazilian Portuguese), a veterinary clinic, a brewery, a sailing school,
 * an IT managed-service provider and a dance school, written without looking at the crawler or
 * its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bergnetz } from './bergnetz.js';
import { escolavelaLlevant } from './escolavela-llevant.js';
import { estudioGinga } from './estudio-ginga.js';
import { fjordlysDyreklinikk } from './fjordlys-dyreklinikk.js';
import { havnelysBryghus } from './havnelys-bryghus.js';

/** New objects on each call, so a caller may change one. */
export function heldOut3Sites(): CrawlWorldSite[] {
  return [fjordlysDyreklinikk(), havnelysBryghus(), escolavelaLlevant(), bergnetz(), estudioGinga()];
}
