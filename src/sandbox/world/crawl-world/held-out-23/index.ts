/**
 * The twenty-third held-out set: truth-world sites in Belgian French with Dutch, Mexican Spanish,
 * Catalan, Polish, European Portuguese and Irish English: a translation agency, a dental clinic,
 * an amateur athletics club, a small regional museum, an architecture practice and a recruitment
 * agency, written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { atletismeOsona } from './atletisme-osona.js';
import { leevalleyRecruitment } from './leevalley-recruitment.js';
import { meuseOurtheTraductions } from './meuse-ourthe-traductions.js';
import { muzeumGrybow } from './muzeum-grybow.js';
import { rochaPinheiroArquitectos } from './rocha-pinheiro-arquitectos.js';
import { sonrisaProvidencia } from './sonrisa-providencia.js';

/** New objects on each call, so a caller may change one. */
export function heldOut23Sites(): CrawlWorldSite[] {
  return [meuseOurtheTraductions(), sonrisaProvidencia(), atletismeOsona(), muzeumGrybow(), rochaPinheiroArquitectos(), leevalleyRecruitment()];
}
