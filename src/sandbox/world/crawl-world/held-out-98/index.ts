/** The held-out set held-out-98: to be written unseen. */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut98Sites(): CrawlWorldSite[] {
  return [];
}
