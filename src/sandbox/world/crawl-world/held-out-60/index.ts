/**
 * The sixtieth held-out set: six sites in English (US, UK, Canada, New Zealand), German
 * (Germany, Switzerland) and Canadian French — a business-litigation and estate-planning law firm
 * in Ohio (WordPress/Divi), a small-animal veterinary hospital in North Yorkshire (Squarespace),
 * a Catholic parish in the Münsterland (TYPO3), a bilingual credit union in New Brunswick
 * (Drupal), a Wellington software start-up (Webflow) and a school district on Lake Zurich
 * (Joomla). Written without looking at the crawler or its extractors: only the world's types,
 * kit, the site shape, its truth test and one example site were read.
 */
import type { CrawlWorldSite } from '../types.js';
import { fernbrookVets } from './fernbrook-vets.js';
import { kowhaiLabs } from './kowhai-labs.js';
import { northshoreCu } from './northshore-cu.js';
import { schuleUetikon } from './schule-uetikon.js';
import { stMartinBocholt } from './st-martin-bocholt.js';
import { whitcombePruitt } from './whitcombe-pruitt.js';

/** New objects on each call, so a caller may change one. */
export function heldOut60Sites(): CrawlWorldSite[] {
  return [whitcombePruitt(), fernbrookVets(), stMartinBocholt(), northshoreCu(), kowhaiLabs(), schuleUetikon()];
}
