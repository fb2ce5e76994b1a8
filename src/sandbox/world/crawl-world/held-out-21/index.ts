/**
 * The held-out-21 set (being written): truth-world sites to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut21Sites(): CrawlWorldSite[] {
  return [];
}
