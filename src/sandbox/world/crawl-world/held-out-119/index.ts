/**
 * The hundred-and-nineteenth held-out set: truth-world sites in Polish, Czech, Slovak with
 * English, Hungarian, Dutch and British English: a Kraków law firm (WordPress with Elementor and
 * Yoast), a village primary school (Joomla 3), a hospice foundation (Webflow, Slovak and English),
 * a speciality coffee roaster's web shop (Shoprenter), a heating and plumbing installer (TYPO3)
 * and a handmade bicycle frame builder (Hugo), written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { babesbogre } from './babesbogre.js';
import { hebdenForge } from './hebden-forge.js';
import { klaassenInstallatie } from './klaassen-installatie.js';
import { modryHorizont } from './modry-horizont.js';
import { zawadaOstrowska } from './zawada-ostrowska.js';
import { zsKozlovice } from './zs-kozlovice.js';

/** New objects on each call, so a caller may change one. */
export function heldOut119Sites(): CrawlWorldSite[] {
  return [zawadaOstrowska(), zsKozlovice(), modryHorizont(), babesbogre(), klaassenInstallatie(), hebdenForge()];
}
