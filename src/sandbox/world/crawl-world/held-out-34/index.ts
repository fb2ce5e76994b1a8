/**
 * The thirty-fourth held-out set, written without looking at the crawler (only one of the six
 * planned sites was finished by the deadline): a Vermont country inn on Squarespace, in English,
 * its people in prose, "Name, Title" lines and a labelled events block.
 */
import type { CrawlWorldSite } from '../types.js';
import { mapleHollowInn } from './maple-hollow-inn.js';

/** New objects on each call, so a caller may change one. */
export function heldOut34Sites(): CrawlWorldSite[] {
  return [mapleHollowInn()];
}
