/**
 * The thirty-third held-out set (being written).
 */
import type { CrawlWorldSite } from '../types.js';
import { bogancs } from './bogancs.js';
import { havbris } from './havbris.js';
import { karbesLabs } from './karbes-labs.js';
import { pivovarHrebec } from './pivovar-hrebec.js';
import { vesterhavHojskole } from './vesterhav-hojskole.js';

/** New objects on each call, so a caller may change one. */
export function heldOut33Sites(): CrawlWorldSite[] {
  return [vesterhavHojskole(), havbris(), karbesLabs(), bogancs(), pivovarHrebec()];
}
