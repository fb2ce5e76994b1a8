/**
 * The fifty-second held-out set: truth-world sites in British English, US English, Irish
 * English, Flemish Dutch with English, German and Swiss French: a solicitors' firm, a primary
 * school, a climbing gym, an architecture studio, a veterinary hospital and a food-bank charity,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { clochClimbing } from './cloch-climbing.js';
import { harcourtPryce } from './harcourt-pryce.js';
import { mapleHollowElementary } from './maple-hollow-elementary.js';
import { panierBroye } from './panier-broye.js';
import { tierklinikAuenpark } from './tierklinik-auenpark.js';
import { verhaegheLambrecht } from './verhaeghe-lambrecht.js';

/** New objects on each call, so a caller may change one. */
export function heldOut52Sites(): CrawlWorldSite[] {
  return [harcourtPryce(), mapleHollowElementary(), clochClimbing(), verhaegheLambrecht(), tierklinikAuenpark(), panierBroye()];
}
