/**
 * The held-out-27 set (being written).
 */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut27Sites(): CrawlWorldSite[] {
  return [];
}
