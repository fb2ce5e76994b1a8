/**
 * The thirty-fourth held-out set, written without looking at the crawler (only two of the six
 * planned sites were finished by the deadline): a Vermont country inn on Squarespace, in English,
 * its people in prose, "Name, Title" lines and a labelled events block; and a Hamburg architecture
 * firm on WordPress (Astra), in German, its team in a table and a labelled press contact.
 */
import type { CrawlWorldSite } from '../types.js';
import { elbkante } from './elbkante.js';
import { mapleHollowInn } from './maple-hollow-inn.js';

/** New objects on each call, so a caller may change one. */
export function heldOut34Sites(): CrawlWorldSite[] {
  return [elbkante(), mapleHollowInn()];
}
