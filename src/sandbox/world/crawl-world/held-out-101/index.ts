/**
 * The hundred-and-first held-out set: truth-world sites in Finnish, Swedish (Finland-Swedish and
 * Sweden's), Norwegian nynorsk, Danish and Estonian, most with some English: a rural water
 * co-operative in the Porvoo archipelago (Joomla 3), a folk high school in Västerbotten
 * (WordPress with Elementor), a family sawmill and planing mill in Sunnfjord (Webflow), a mixed
 * veterinary practice in western Jutland (TYPO3), a county farm museum in Jõgeva County
 * (Drupal 10) and an organ-building workshop in Loimaa (a hand-written Hugo site), written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { alvnasFolkhogskola } from './alvnas-folkhogskola.js';
import { jolsterSag } from './jolster-sag.js';
import { pellinginVesi } from './pellingin-vesi.js';
import { skjernaaDyrlaeger } from './skjernaa-dyrlaeger.js';
import { urkupajaAarnio } from './urkupaja-aarnio.js';
import { vooremaaMuuseum } from './vooremaa-muuseum.js';

/** New objects on each call, so a caller may change one. */
export function heldOut101Sites(): CrawlWorldSite[] {
  return [pellinginVesi(), alvnasFolkhogskola(), jolsterSag(), skjernaaDyrlaeger(), vooremaaMuuseum(), urkupajaAarnio()];
}
