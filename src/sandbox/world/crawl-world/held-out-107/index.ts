/**
 * The hundred-and-seventh held-out set: truth-world sites in Polish, Czech, Slovak, Hungarian,
 * Flemish Dutch with English and Netherlands Dutch with English: a beekeepers' co-operative in
 * Sanok (WordPress with Elementor), a village municipality in Vysočina (Joomla 3 with e-mail
 * cloaking), a public elementary art school near Brezno (a hand-written static site), a
 * veterinary clinic in Miskolc (Wix), a family joinery workshop in Roeselare (Squarespace) and a
 * rowing club in Groningen (TYPO3), written without looking at the crawler or its extractors, to
 * measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bukkaljaAllatorvos } from './bukkalja-allatorvos.js';
import { obecKamennaLhota } from './obec-kamenna-lhota.js';
import { roeiverenigingReitdiep } from './roeivereniging-reitdiep.js';
import { schrijnwerkerijVerhaeghe } from './schrijnwerkerij-verhaeghe.js';
import { spoldzielniaBarc } from './spoldzielnia-barc.js';
import { zusHornaLehota } from './zus-horna-lehota.js';

/** New objects on each call, so a caller may change one. */
export function heldOut107Sites(): CrawlWorldSite[] {
  return [spoldzielniaBarc(), obecKamennaLhota(), zusHornaLehota(), bukkaljaAllatorvos(), schrijnwerkerijVerhaeghe(), roeiverenigingReitdiep()];
}
