/**
 * The held-out set held-out-83, written unseen: a dental clinic in Wrocław (Polish, WordPress), a
 * regional theatre in Plzeň (Czech with English, Joomla), a mountain-rescue association in Malá
 * Fatra (Slovak, Drupal), a veterinary practice in Pécs (Hungarian, Wix), a Flemish cycling club
 * (Dutch, a home-made PHP site) and a Dutch-English logistics software company (TYPO3).
 */
import type { CrawlWorldSite } from '../types.js';
import { divadloRoudna } from './divadlo-roudna.js';
import { hzzMalaFatra } from './hzz-malafatra.js';
import { kasseivreters } from './kasseivreters.js';
import { laadbrug } from './laadbrug.js';
import { mecsekvet } from './mecsekvet.js';
import { odradent } from './odradent.js';

/** New objects on each call, so a caller may change one. */
export function heldOut83Sites(): CrawlWorldSite[] {
  return [odradent(), divadloRoudna(), hzzMalaFatra(), mecsekvet(), kasseivreters(), laadbrug()];
}
