/**
 * The held-out-19 set (being written): truth-world sites to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut19Sites(): CrawlWorldSite[] {
  return [];
}
