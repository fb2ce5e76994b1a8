/** The held-out set held-out-118: not written yet. */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut118Sites(): CrawlWorldSite[] {
  return [];
}
