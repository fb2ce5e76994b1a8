/**
 * The held-out set held-out-96: six small-organisation sites in the Englishes of the United
 * States, the United Kingdom, Ireland, Canada, Australia and New Zealand (the last with te reo
 * Māori pages): a Louisiana jazz heritage foundation (WordPress), a Yorkshire dry-stone walling
 * association (Drupal), a Kerry sheepdog trials society (Joomla), a Vancouver Island sea-kayak
 * outfitter (Wix), an Adelaide chamber orchestra (TYPO3) and a Christchurch earthquake-engineering
 * consultancy (a custom CMS), written without looking at the crawler or its extractors.
 */
import type { CrawlWorldSite } from '../types.js';
import { avonStructural } from './avon-structural.js';
import { bayouTecheJazz } from './bayou-teche-jazz.js';
import { iveraghSheepdog } from './iveragh-sheepdog.js';
import { salishDriftKayak } from './salish-drift-kayak.js';
import { threeDalesWalling } from './three-dales-walling.js';
import { torrensChamber } from './torrens-chamber.js';

/** New objects on each call, so a caller may change one. */
export function heldOut96Sites(): CrawlWorldSite[] {
  return [bayouTecheJazz(), threeDalesWalling(), iveraghSheepdog(), salishDriftKayak(), torrensChamber(), avonStructural()];
}
