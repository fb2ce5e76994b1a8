/**
 * The sixty-fifth held-out set: six Nordic, Baltic and English sites in Norwegian (bokmål, with
 * an English version), Swedish, Danish, Finnish, Estonian (with English) and English: an
 * orthodontic practice (WordPress/Elementor), a port and liner agent (Webflow), a municipal
 * cultural centre (TYPO3), a forest owners' cooperative (Drupal), a cloud consultancy (a
 * hand-written static site) and an amateur chamber choir (Joomla 3). Written without looking at
 * the crawler or its extractors: only what such sites look like and what a person reads on them.
 */
import type { CrawlWorldSite } from '../types.js';
import { gavleSkeppsagentur } from './gavle-skeppsagentur.js';
import { kulturhusVestervang } from './kulturhus-vestervang.js';
import { lysakerKjeveortopedi } from './lysaker-kjeveortopedi.js';
import { metsaosuuskuntaJarvisavo } from './metsaosuuskunta-jarvisavo.js';
import { pilvekoda } from './pilvekoda.js';
import { wessexChamberChoir } from './wessex-chamber-choir.js';

/** New objects on each call, so a caller may change one. */
export function heldOut65Sites(): CrawlWorldSite[] {
  return [lysakerKjeveortopedi(), gavleSkeppsagentur(), kulturhusVestervang(), metsaosuuskuntaJarvisavo(), pilvekoda(), wessexChamberChoir()];
}
