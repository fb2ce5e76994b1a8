/**
 * The twelfth held-out set: truth-world sites in French with English, Italian, Swedish, Estonian
 * with Finnish, Czech and Norwegian with English: a piano workshop, a cheese dairy, a hand
 * bookbindery, an architectural scale-model maker, a tiled-stove builder and a sail loft, with the
 * trades' own job words beside the common titles, written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bokbinderiLindqvist } from './bokbinderi-lindqvist.js';
import { caseificioPedroni } from './caseificio-pedroni.js';
import { kamnarstviHruby } from './kamnarstvi-hruby.js';
import { maketikodaTartu } from './maketikoda-tartu.js';
import { pianosLachaume } from './pianos-lachaume.js';
import { seilmakerVik } from './seilmaker-vik.js';

/** New objects on each call, so a caller may change one. */
export function heldOut12Sites(): CrawlWorldSite[] {
  return [pianosLachaume(), caseificioPedroni(), bokbinderiLindqvist(), maketikodaTartu(), kamnarstviHruby(), seilmakerVik()];
}
