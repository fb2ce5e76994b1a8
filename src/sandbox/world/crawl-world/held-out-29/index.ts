/**
 * The held-out-29 set (being written).
 */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut29Sites(): CrawlWorldSite[] {
  return [];
}
