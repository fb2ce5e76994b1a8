/**
 * The fifty-seventh held-out set: six small Nordic, Baltic and English-language organisation
 * websites with their truth tables, written without looking at the crawler or its extractors.
 *
 * - ljusdalsdjurklinik.test: a Swedish veterinary clinic (WordPress, Elementor, Yoast SEO).
 * - nordfjordferjer.test: a Norwegian (bokmål) ferry company with an English version (Webflow).
 * - maelkeboetten.test: a Danish private daycare (Jimdo Creator).
 * - korpelansaha.test: a Finnish family sawmill with an English page (Joomla 3).
 * - kaskpartnerid.test: an Estonian law office with an English version (a hand-written site).
 * - uppereden-museum.test: an English regional museum in Cumbria (Drupal 7).
 */
import type { CrawlWorldSite } from '../types.js';
import { kaskPartnerid } from './kask-partnerid.js';
import { korpelanSaha } from './korpelan-saha.js';
import { ljusdalDjurklinik } from './ljusdal-djurklinik.js';
import { maelkeboetten } from './maelkeboetten.js';
import { nordfjordFerjer } from './nordfjord-ferjer.js';
import { upperEdenMuseum } from './upper-eden-museum.js';

/** New objects on each call, so a caller may change one. */
export function heldOut57Sites(): CrawlWorldSite[] {
  return [ljusdalDjurklinik(), nordfjordFerjer(), maelkeboetten(), korpelanSaha(), kaskPartnerid(), upperEdenMuseum()];
}
