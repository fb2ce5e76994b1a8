/**
 * The thirty-sixth held-out set (being written).
 */
import type { CrawlWorldSite } from '../types.js';

/** New objects on each call, so a caller may change one. */
export function heldOut36Sites(): CrawlWorldSite[] {
  return [];
}
