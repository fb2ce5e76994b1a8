/**
 * The held-out-26 set (being written).
 */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut26Sites(): CrawlWorldSite[] {
  return [];
}
