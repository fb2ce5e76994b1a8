/**
 * The sixty-fourth held-out set: six sites in English (UK, Australia, Ireland with Irish titles,
 * South Africa), German (with English pages) and Dutch, written without looking at the crawler
 * or its extractors, only at what such sites look like and what a person would read on them.
 *
 * - Harbourside Physiotherapy (Bristol): a physiotherapy clinic on Wix.
 * - Brandt + Keller Beratende Ingenieure (Stuttgart): an engineering consultancy on TYPO3, German and English.
 * - Van Dijk & De Boer Makelaars (Utrecht): an estate agent on WordPress with Divi and Yoast.
 * - Merri Point Rowing Club (Melbourne): a rowing club on Joomla 4 with email cloaking.
 * - Scoil Mhuire, Kilbrack (Co. Cork): a primary school on Drupal 10.
 * - Siyafunda Literacy Trust (Cape Town): a literacy charity with a hand-written Bootstrap site.
 */
import type { CrawlWorldSite } from '../types.js';
import { brandtKellerIngenieure } from './brandt-keller-ingenieure.js';
import { harboursidePhysio } from './harbourside-physio.js';
import { merriPointRowing } from './merri-point-rowing.js';
import { scoilMhuireKilbrack } from './scoil-mhuire-kilbrack.js';
import { siyafundaTrust } from './siyafunda-trust.js';
import { vanDijkDeBoerMakelaars } from './vandijk-deboer-makelaars.js';

/** New objects on each call, so a caller may change one. */
export function heldOut64Sites(): CrawlWorldSite[] {
  return [harboursidePhysio(), brandtKellerIngenieure(), vanDijkDeBoerMakelaars(), merriPointRowing(), scoilMhuireKilbrack(), siyafundaTrust()];
}
