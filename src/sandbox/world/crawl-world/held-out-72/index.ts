/**
 * The seventy-second held-out set: truth-world sites in US, British, Irish, Australian and
 * Scottish English and in German with English: an Ohio credit union on Drupal (microdata
 * executive cards, a committee table, branch managers nested in JSON-LD, a member-services
 * contact point), a Yorkshire secondary school on its own CMS (a key-staff table whose addresses
 * a script assembles, a safeguarding definition list, a vacancy only in a gzip sitemap), an East
 * Cork Gaelic football club on WordPress (officer cards with English and Irish titles, encoded
 * and cloaked addresses, a page only in the core sitemap), a NSW surf life saving club on
 * Squarespace (committee cards with reversed and character-code addresses, Nippers contacts in
 * a definition list), an Islay distillery on Shopify (team cards, a founder only in JSON-LD, a
 * trade page only in a child of the sitemap index) and a German-British engineering
 * consultancy on TYPO3 (RDFa contact cards, (at)-spelled English contacts two links deep, an
 * Impressum label line, the stated vorname.nachname scheme). Written without looking at the
 * crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { carrigbawnGaa } from './carrigbawn-gaa.js';
import { currawongHeadsSlsc } from './currawong-heads-slsc.js';
import { hollwegWhitcombe } from './hollweg-whitcombe.js';
import { kilnaughtonDistillery } from './kilnaughton-distillery.js';
import { maumeeValleyCreditUnion } from './maumee-valley-credit-union.js';
import { skircoatMoorAcademy } from './skircoat-moor-academy.js';

/** New objects on each call, so a caller may change one. */
export function heldOut72Sites(): CrawlWorldSite[] {
  return [maumeeValleyCreditUnion(), skircoatMoorAcademy(), carrigbawnGaa(), currawongHeadsSlsc(), kilnaughtonDistillery(), hollwegWhitcombe()];
}
