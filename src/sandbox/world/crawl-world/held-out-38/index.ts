/**
 * The thirty-eighth held-out set: truth-world sites in Italian with English, Polish, Czech,
 * Slovak with English, Hungarian with English and Danish: a notary's office, a road-freight
 * company, a private primary school, a dental clinic, a family winery and a housing association,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { hyldebaerhavenBolig } from './hyldebaerhaven-bolig.js';
import { kovesdombPinceszet } from './kovesdomb-pinceszet.js';
import { kruszyniakLogistyka } from './kruszyniak-logistyka.js';
import { notaioBrambillasca } from './notaio-brambillasca.js';
import { zsZvonkohra } from './zs-zvonkohra.js';
import { zubnaKlinikaPodKalvariou } from './zubna-klinika-podkalvariou.js';

/** New objects on each call, so a caller may change one. */
export function heldOut38Sites(): CrawlWorldSite[] {
  return [notaioBrambillasca(), kruszyniakLogistyka(), zsZvonkohra(), zubnaKlinikaPodKalvariou(), kovesdombPinceszet(), hyldebaerhavenBolig()];
}
