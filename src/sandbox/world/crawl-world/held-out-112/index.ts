/**
 * The hundred-and-twelfth held-out set: truth-world sites in the English of Australia, India,
 * Singapore, South Africa and the United States, and New Zealand English with te reo Māori: a
 * Ballarat plumbing and gas business (WordPress/Elementor), a Pune firm of chartered accountants
 * (Joomla), a Singapore tea shop (Shopify), a Pietermaritzburg stove manufacturer (Drupal), a North
 * Carolina land trust (Hugo) and a Hastings primary school with a Māori-medium unit
 * (Silverstripe), written without looking at the crawler or its extractors, to measure on and
 * never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bokmakierieStoves } from './bokmakierie-stoves.js';
import { kampongLeaf } from './kampong-leaf.js';
import { kelkarJoshiCa } from './kelkar-joshi-ca.js';
import { kowhaiGroveSchool } from './kowhai-grove-school.js';
import { laurelForkLandTrust } from './laurel-fork-land-trust.js';
import { wattlebankPlumbing } from './wattlebank-plumbing.js';

/** New objects on each call, so a caller may change one. */
export function heldOut112Sites(): CrawlWorldSite[] {
  return [wattlebankPlumbing(), kelkarJoshiCa(), kampongLeaf(), bokmakierieStoves(), laurelForkLandTrust(), kowhaiGroveSchool()];
}
