/**
 * The tuning set: the truth-world sites extractor work may be tuned against (read their pages,
 * run the bench on them, fix what fails).
 */
import type { CrawlWorldSite } from '../types.js';
import { atelierMoreau } from './atelier-moreau.js';
import { brightdesk } from './brightdesk.js';
import { deVriesBakker } from './de-vries-bakker.js';
import { fjellvind } from './fjellvind.js';
import { kesslerMaschinenbau } from './kessler-maschinenbau.js';
import { lichtblickStiftung } from './lichtblick-stiftung.js';
import { maplegroveDental } from './maplegrove-dental.js';
import { torrefaccioGarriga } from './torrefaccio-garriga.js';

/** New objects on each call, so a caller may change one. */
export function tuningSites(): CrawlWorldSite[] {
  return [kesslerMaschinenbau(), atelierMoreau(), brightdesk(), maplegroveDental(), torrefaccioGarriga(), fjellvind(), lichtblickStiftung(), deVriesBakker()];
}
