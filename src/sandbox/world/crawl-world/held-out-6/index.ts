/**
 * The sixth held-out set: six more truth-world sites (Irish English/Irish, Swiss French/German,
 * Mexican Spanish/English, Norwegian/English, Italian/English, Austrian German/English), a
 * solicitors' firm, a watch repairer, an architecture studio, a fishing-tackle shop, a
 * physiotherapy practice and an IT consultancy, written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { brennanCarroll } from './brennan-carroll.js';
import { fisioGalliMorandi } from './fisio-galli-morandi.js';
import { horlogerieVuilleumier } from './horlogerie-vuilleumier.js';
import { koglerSteindl } from './kogler-steindl.js';
import { lofotenFiskesport } from './lofoten-fiskesport.js';
import { tallerOcampo } from './taller-ocampo.js';

/** New objects on each call, so a caller may change one. */
export function heldOut6Sites(): CrawlWorldSite[] {
  return [brennanCarroll(), horlogerieVuilleumier(), tallerOcampo(), lofotenFiskesport(), fisioGalliMorandi(), koglerSteindl()];
}
