/**
 * The ninety-fifth held-out set: a gingerbread bakery in Toruń (Polish), a students' robotics
 * club in Brno (Czech and English), a hospital department in Žilina (Slovak), a Budapest thermal
 * bath's management (Hungarian and English), a sea-kayak club in Groningen (Dutch) and a
 * Hungarian-English game studio, written without looking at the crawler or its extractors.
 */
import type { CrawlWorldSite } from '../types.js';
import { arpadforras } from './arpadforras.js';
import { nemocnicaPovazie } from './nemocnica-povazie.js';
import { noorderkaap } from './noorderkaap.js';
import { piernikarnia } from './piernikarnia.js';
import { pixelpuszta } from './pixelpuszta.js';
import { roboklubBrno } from './roboklub-brno.js';

/** New objects on each call, so a caller may change one. */
export function heldOut95Sites(): CrawlWorldSite[] {
  return [piernikarnia(), roboklubBrno(), nemocnicaPovazie(), arpadforras(), noorderkaap(), pixelpuszta()];
}
