/**
 * The hundred-and-fifth held-out set: truth-world sites in Finnish, Finland-Swedish, Swedish,
 * Norwegian bokmål, Danish and Estonian, some with English pages: a joinery and
 * building-restoration workers' co-op in Porvoo (WordPress with Elementor and Polylang), an
 * orienteering club in Jyväskylä (Joomla 3), a folk high school in Härjedalen (Sitevision), a
 * small-animal veterinary clinic on Jæren (Wix), a municipal music school in West Jutland (TYPO3)
 * and a stone-ground flour mill in Tartu County (Hugo), written without looking at the crawler or
 * its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { hoyla } from './hoyla.js';
import { jaerenDyreklinikk } from './jaeren-dyreklinikk.js';
import { kaarna } from './kaarna.js';
import { kivikullaVeski } from './kivikulla-veski.js';
import { ljusnedal } from './ljusnedal.js';
import { vesteraMusikskole } from './vestera-musikskole.js';

/** New objects on each call, so a caller may change one. */
export function heldOut105Sites(): CrawlWorldSite[] {
  return [hoyla(), kaarna(), ljusnedal(), jaerenDyreklinikk(), vesteraMusikskole(), kivikullaVeski()];
}
