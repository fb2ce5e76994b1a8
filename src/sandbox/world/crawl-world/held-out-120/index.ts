/** The held-out set held-out-120: not written yet. */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut120Sites(): CrawlWorldSite[] {
  return [];
}
