/**
 * The sixty-third held-out set: six sites in Polish (with English), Czech, Slovak (with
 * English), Hungarian, Dutch (with English) and English: a Poznań law partnership on WordPress
 * with Divi, a Czech grammar school on Joomla 3 (Helix Ultimate), a Slovak craft brewery on
 * Webflow, a Debrecen vet practice on WordPress with Astra and the block editor, a Rotterdam
 * haulier on TYPO3 with the Bootstrap Package, and a Church of England parish on Drupal 10.
 * Written without looking at the crawler or its extractors: only at the world's types, its page
 * kit, the sandbox site shape, the world's own checks and one example site.
 */
import type { CrawlWorldSite } from '../types.js';
import { gymnaziumNaVyhlidce } from './gymnazium-na-vyhlidce.js';
import { kamennaStudna } from './kamenna-studna.js';
import { mancsAllatorvos } from './mancs-allatorvos.js';
import { stMichaelsAshbury } from './st-michaels-ashbury.js';
import { vanLeeuwenLogistiek } from './van-leeuwen-logistiek.js';
import { wrobelKaczmarek } from './wrobel-kaczmarek.js';

/** New objects on each call, so a caller may change one. */
export function heldOut63Sites(): CrawlWorldSite[] {
  return [wrobelKaczmarek(), gymnaziumNaVyhlidce(), kamennaStudna(), mancsAllatorvos(), vanLeeuwenLogistiek(), stMichaelsAshbury()];
}
