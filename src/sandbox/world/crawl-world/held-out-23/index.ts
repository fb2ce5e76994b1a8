/**
 * The held-out-23 set (being written).
 */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut23Sites(): CrawlWorldSite[] {
  return [];
}
