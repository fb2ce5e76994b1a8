/**
 * The fourteenth held-out set: truth-world sites in German with Italian, Catalan with Spanish,
 * Dutch with French, Danish with English, Norwegian with English and Portuguese with English: a
 * dog-training school, a beekeeping supplier, a solar installer, a recording studio, a small
 * guesthouse hotel and an equine veterinary clinic, with the trades' own job words beside the
 * common titles, written without looking at the crawler or its extractors, to measure on and never
 * tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { apiculturaSerra } from './apicultura-serra.js';
import { bergstadenGjestgiveri } from './bergstaden-gjestgiveri.js';
import { clinicaEquinaMontemor } from './clinica-equina-montemor.js';
import { hundeschuleRitten } from './hundeschule-ritten.js';
import { lydhusetNorrebro } from './lydhuset-norrebro.js';
import { zonnedakLeie } from './zonnedak-leie.js';

/** New objects on each call, so a caller may change one. */
export function heldOut14Sites(): CrawlWorldSite[] {
  return [hundeschuleRitten(), apiculturaSerra(), zonnedakLeie(), lydhusetNorrebro(), bergstadenGjestgiveri(), clinicaEquinaMontemor()];
}
