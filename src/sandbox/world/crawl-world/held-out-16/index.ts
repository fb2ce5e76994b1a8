/**
 * The sixteenth held-out set: truth-world sites in Italian with English, Spanish with Catalan,
 * French, Austrian German with English, Irish English and Czech with English: a family winery with
 * an agriturismo, a physiotherapy clinic, a bookbinding and print shop, a ski and mountain-guide
 * school, a veterinary practice and a software consultancy, with the trades' own job words,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { atelierBrochier } from './atelier-brochier.js';
import { bergschuleHochfuegen } from './bergschule-hochfuegen.js';
import { corribvets } from './corribvets.js';
import { fisiobenimaclet } from './fisiobenimaclet.js';
import { spilberklabs } from './spilberklabs.js';
import { tenutaPoggiobello } from './tenuta-poggiobello.js';

/** New objects on each call, so a caller may change one. */
export function heldOut16Sites(): CrawlWorldSite[] {
  return [tenutaPoggiobello(), fisiobenimaclet(), atelierBrochier(), bergschuleHochfuegen(), corribvets(), spilberklabs()];
}
