/**
 * The forty-second held-out set: six small sites in German (Swiss and Austrian), French, Italian,
 * Spanish and Catalan, written without looking at the crawler or its extractors, to measure it
 * on sites nobody tuned it to.
 *
 * - huettenverein-sernftal.test: a Glarus mountain-hut association (TYPO3, Swiss German): the
 *   board as a table with "(at)" addresses, hut wardens as cards, the stated scheme, a news item
 *   only in a gzip sitemap.
 * - barreau-bienne-seeland.test: a bilingual regional bar association's office (WordPress, French
 *   and German): "Me" committee cards, the secretariat as a definition list in both languages, the
 *   German pages reached only through hreflang, nested and "mailto:" JSON-LD, a ContactPoint.
 * - haslinger-brot.test: an Austrian family bakery chain (Joomla): branches in microdata, the
 *   managing director only in JSON-LD, Joomla's email cloak, an imprint label line with "Ing.".
 * - eltrujal-caspe.test: a cultural centre in Aragón (Drupal, Spanish): "Name, cargo" team lines
 *   with entity, character-code and reversed addresses, an RDFa press contact, a programme mailbox
 *   beside other people's names, a call listed only in a robots.txt sitemap.
 * - rainer-zanon-ip.test: a patent attorneys' firm in Bolzano (Italian and German): cards under
 *   "Professionals" with honorifics and post-nominals, a trainee's profile two links deep, "Title:
 *   Name" lines and a nested department employee.
 * - cellerserracastell.test: a cooperative winery in the Conca de Barberà (WordPress, Catalan and
 *   Spanish): the board as a table, staff blocks with a script-built address, a harvest post only
 *   in the sitemap index's post sitemap.
 */
import type { CrawlWorldSite } from '../types.js';
import { barreauBienneSeeland } from './barreau-bienne-seeland.js';
import { cellerSerracastell } from './celler-serracastell.js';
import { elTrujalCaspe } from './eltrujal-caspe.js';
import { haslingerBrot } from './haslinger-brot.js';
import { huettenvereinSernftal } from './huettenverein-sernftal.js';
import { rainerZanonIp } from './rainer-zanon-ip.js';

/** New objects on each call, so a caller may change one. */
export function heldOut42Sites(): CrawlWorldSite[] {
  return [huettenvereinSernftal(), barreauBienneSeeland(), haslingerBrot(), elTrujalCaspe(), rainerZanonIp(), cellerSerracastell()];
}
