/**
 * The ninetieth held-out set: a Leipzig organ builder (German, English), a Lausanne private
 * bank's family office (Swiss and Belgian French, English), a Neapolitan pizza school (Italian,
 * Portuguese), a Bilbao industrial design studio (Spanish, English, Portuguese), a Oaxacan mezcal
 * cooperative (Mexican Spanish, English) and a Mallorcan sailing school (Catalan, Spanish),
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { accademiaPizzaSannazaro } from './accademia-pizza-sannazaro.js';
import { escolaVelaCalaFiguera } from './escola-vela-cala-figuera.js';
import { estudioZubia } from './estudio-zubia.js';
import { mezcalYagul } from './mezcal-yagul.js';
import { orgelbauReinhold } from './orgelbau-reinhold.js';
import { vuilleminFamilyOffice } from './vuillemin-family-office.js';

/** New objects on each call, so a caller may change one. */
export function heldOut90Sites(): CrawlWorldSite[] {
  return [orgelbauReinhold(), vuilleminFamilyOffice(), accademiaPizzaSannazaro(), estudioZubia(), mezcalYagul(), escolaVelaCalaFiguera()];
}
