/** The held-out set held-out-97: to be written unseen. */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut97Sites(): CrawlWorldSite[] {
  return [];
}
