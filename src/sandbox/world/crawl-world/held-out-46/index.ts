/**
 * The forty-sixth held-out set: truth-world sites in Spanish (Spain and Argentina), Chilean
 * Spanish with English, Catalan with English, Brazilian and European Portuguese: a dental clinic
 * in Valencia, a language academy in Mataró, a football club in Caxias do Sul, a cooperative bank
 * in Terras de Sicó, a geotechnical engineering consultancy in Santiago de Chile and a town
 * council's culture department in Santa Fe, written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { caixaMutuaSico } from './caixa-mutua-sico.js';
import { clinicaDentalAlbufera } from './clinica-dental-albufera.js';
import { culturaVillaAurora } from './cultura-villa-aurora.js';
import { esporteClubeSerrano } from './esporte-clube-serrano.js';
import { geocordillera } from './geocordillera.js';
import { idiomesVilamar } from './idiomes-vilamar.js';

/** New objects on each call, so a caller may change one. */
export function heldOut46Sites(): CrawlWorldSite[] {
  return [clinicaDentalAlbufera(), idiomesVilamar(), esporteClubeSerrano(), caixaMutuaSico(), geocordillera(), culturaVillaAurora()];
}
