/**
 * The thirtieth held-out set: truth-world sites in European Portuguese with English, Catalan
 * with Spanish, Czech, Hungarian, Estonian with English and US English: a Douro wine estate, a
 * physiotherapy clinic, a printing house, an accounting firm, a translation office and a
 * community chorale, written without looking at the crawler or its extractors, to measure on and
 * never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { fisioLaSagrera } from './fisio-la-sagrera.js';
import { keelesild } from './keelesild.js';
import { merlegpont } from './merlegpont.js';
import { quintaDaFraga } from './quinta-da-fraga.js';
import { riverbendChorale } from './riverbend-chorale.js';
import { tiskarnaBystrc } from './tiskarna-bystrc.js';

/** New objects on each call, so a caller may change one. */
export function heldOut30Sites(): CrawlWorldSite[] {
  return [quintaDaFraga(), fisioLaSagrera(), tiskarnaBystrc(), merlegpont(), keelesild(), riverbendChorale()];
}
