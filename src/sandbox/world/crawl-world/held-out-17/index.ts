/**
 * The seventeenth held-out set: truth-world sites in Flemish Dutch with French and English, Danish,
 * Finnish with Swedish and English, Brazilian Portuguese, Hungarian and Swiss French with German
 * and English: an architecture bureau, an organic dairy, an accounting firm, a dental clinic, a
 * family bakery and a watch-repair workshop, written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { baekgaardMejeri } from './baekgaard-mejeri.js';
import { delacretazHorlogerie } from './delacretaz-horlogerie.js';
import { horvathPekseg } from './horvath-pekseg.js';
import { nasinTilipalvelu } from './nasin-tilipalvelu.js';
import { odontoVilaMariana } from './odonto-vila-mariana.js';
import { verbekeClaes } from './verbeke-claes.js';

/** New objects on each call, so a caller may change one. */
export function heldOut17Sites(): CrawlWorldSite[] {
  return [verbekeClaes(), baekgaardMejeri(), nasinTilipalvelu(), odontoVilaMariana(), horvathPekseg(), delacretazHorlogerie()];
}
