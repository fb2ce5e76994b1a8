/**
 * The forty-third held-out set: truth-world sites in Polish, Czech with English, Slovak,
 * Hungarian, German and British English: a regional bus operator, a university research group, a
 * land-surveying office, a municipal theatre, a small-animal veterinary practice and a freight
 * start-up, written without looking at the crawler or its extractors, to measure on and never
 * tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { geodeziaHronec } from './geodezia-hronec.js';
import { haulwise } from './haulwise.js';
import { pksGorzelin } from './pks-gorzelin.js';
import { pudniEkologie } from './pudni-ekologie.js';
import { revfalviSzinhaz } from './revfalvi-szinhaz.js';
import { tierarztpraxisLindenau } from './tierarztpraxis-lindenau.js';

/** New objects on each call, so a caller may change one. */
export function heldOut43Sites(): CrawlWorldSite[] {
  return [pksGorzelin(), pudniEkologie(), geodeziaHronec(), revfalviSzinhaz(), tierarztpraxisLindenau(), haulwise()];
}
