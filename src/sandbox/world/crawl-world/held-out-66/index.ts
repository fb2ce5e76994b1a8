/**
 * The sixty-sixth held-out set: six small organisation websites in Italian, Spanish, Catalan
 * (with Spanish and English pages), European Portuguese, Belgian French (with an English page)
 * and Austrian German: a notary's office (WordPress + Divi), a veterinary clinic (WordPress +
 * Elementor + Yoast), a publishing house (Drupal 10), a diocese's curia (Joomla 4), a
 * physiotherapy practice (Squarespace) and a bakery chain (TYPO3). Written from what real sites of
 * those trades and CMSs look like, without looking at the crawler or its extractors.
 */
import type { CrawlWorldSite } from '../types.js';
import { baeckereiHaidinger } from './baeckerei-haidinger.js';
import { curiaDiocesana } from './curia-diocesana.js';
import { edicionsDelRecer } from './edicions-del-recer.js';
import { kineChatelain } from './kine-chatelain.js';
import { studioNotarileBellini } from './studio-notarile-bellini.js';
import { veterinariaAlameda } from './veterinaria-alameda.js';

/** New objects on each call, so a caller may change one. */
export function heldOut66Sites(): CrawlWorldSite[] {
  return [studioNotarileBellini(), veterinariaAlameda(), edicionsDelRecer(), curiaDiocesana(), kineChatelain(), baeckereiHaidinger()];
}
