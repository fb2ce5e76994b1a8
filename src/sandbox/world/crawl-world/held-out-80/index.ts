/**
 * The eightieth held-out set: six truth-world sites in English as written in the United States,
 * the United Kingdom (with a Welsh-language version), Ireland, Canada, Australia and South
 * Africa: a Vermont farm cooperative on WordPress, a Welsh community choir on Wix, a Dublin
 * physiotherapy clinic on Squarespace, a Toronto law firm on Drupal, a Perth rowing club on
 * Joomla and a Cape Town literacy charity on a custom CMS, holding their people in staff cards,
 * board and committee tables, definition lists, label and title lines, prose bios, microdata,
 * RDFa and JSON-LD, some addresses hidden by scripts, entities or [at] spelling. Written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { aberaeronChoir } from './aberaeron-choir.js';
import { ashdaleWhitmoreLaw } from './ashdale-whitmore-law.js';
import { blackwallReachRowing } from './blackwall-reach-rowing.js';
import { khanyisaReadingTrust } from './khanyisa-reading-trust.js';
import { liffeysidePhysio } from './liffeyside-physio.js';
import { mapleHollowCoop } from './maple-hollow-coop.js';

/** New objects on each call, so a caller may change one. */
export function heldOut80Sites(): CrawlWorldSite[] {
  return [mapleHollowCoop(), aberaeronChoir(), liffeysidePhysio(), ashdaleWhitmoreLaw(), blackwallReachRowing(), khanyisaReadingTrust()];
}
