/**
 * The eightieth held-out set (being written unseen).
 */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut80Sites(): CrawlWorldSite[] {
  return [];
}
