/**
 * The hundred-and-third held-out set: truth-world sites in Polish with English, Czech, Slovak,
 * Hungarian, Flemish Dutch and Netherlands Dutch with English: a pipe-organ building workshop
 * (WordPress with Divi and WPML), an equine veterinary hospital (Wix), a town-owned forestry
 * company (Joomla 3 with Gantry 5), a rowing and dragon-boat club (Drupal 7), an intermunicipal
 * part-time arts school (TYPO3 12) and a local solar-energy cooperative (Webflow), written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { academieZuiderkempen } from './academie-zuiderkempen.js';
import { deBongerdEnergie } from './debongerd-energie.js';
import { konskaKlinikaBilyMlyn } from './konska-klinika-bily-mlyn.js';
import { mestskeLesyHronovce } from './mestske-lesy-hronovce.js';
import { organyWierzbicki } from './organy-wierzbicki.js';
import { vaciEvezos } from './vaci-evezos.js';

/** New objects on each call, so a caller may change one. */
export function heldOut103Sites(): CrawlWorldSite[] {
  return [organyWierzbicki(), konskaKlinikaBilyMlyn(), mestskeLesyHronovce(), vaciEvezos(), academieZuiderkempen(), deBongerdEnergie()];
}
