/**
 * The thirty-third held-out set: truth-world sites in Danish, Norwegian with English, English
 * with Estonian and Finnish, Hungarian, Czech, and Catalan with English: a folk high school, a
 * fishing-gear maker, a software startup, a veterinary clinic, a family brewery and a ski hotel,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bogancs } from './bogancs.js';
import { comaBlanca } from './coma-blanca.js';
import { havbris } from './havbris.js';
import { karbesLabs } from './karbes-labs.js';
import { pivovarHrebec } from './pivovar-hrebec.js';
import { vesterhavHojskole } from './vesterhav-hojskole.js';

/** New objects on each call, so a caller may change one. */
export function heldOut33Sites(): CrawlWorldSite[] {
  return [vesterhavHojskole(), havbris(), karbesLabs(), bogancs(), pivovarHrebec(), comaBlanca()];
}
