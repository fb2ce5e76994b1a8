/**
 * The held-out-20 set (being written): truth-world sites to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut20Sites(): CrawlWorldSite[] {
  return [];
}
