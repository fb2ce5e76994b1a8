/**
 * The seventieth held-out set: six small organisations' sites in six languages and on six CMSs,
 * written without looking at the crawler or its extractors. A family ski school in Kühtai, Tyrol
 * (TYPO3, German with an English branch reached by hreflang; every address in TYPO3's "(at)" form,
 * instructors in a staff table, a gzip news sitemap), a notary's office in Lyon (WordPress; notaries'
 * cards with "Maître" and character-reference addresses, clerks in definition lists, a scripted
 * negotiator's address, a JSON-LD contact point), a winery cooperative in the Langhe (Joomla 3;
 * the board's table and the office manager behind Joomla's e-mail cloak, staff in microdata, a news
 * item only in a sitemap index child), a 24-hour veterinary hospital in Valencia (Wix; clinicians'
 * cards with "Dra." and post-nominal diplomas, a String.fromCharCode address, a blog post two links
 * deep), an architecture studio in Girona (Drupal; RDFa partner cards reached by a Catalan menu and
 * an English "Practice" link, a reversed data attribute, a commissions mailbox beside the
 * founders' names) and a law firm in Porto (WordPress with Elementor; "Dr."/"Dra." team cards, a
 * stated "nome.apelido" scheme, a Yoast graph with the founder's "mailto:" address and a
 * data-protection officer shown only there, a news post only in the robots-named sitemap index).
 * Traps: comments, disallowed pages on every site, a git clone URL, a retina logo, a jsDelivr
 * package, a form placeholder and another firm's address.
 */
import type { CrawlWorldSite } from '../types.js';
import { carvalhoBrandaoAdvogados } from './carvalho-brandao-advogados.js';
import { hospitalVeterinarioCampanar } from './hospital-veterinario-campanar.js';
import { notairesBrotteaux } from './notaires-brotteaux.js';
import { onyarArquitectes } from './onyar-arquitectes.js';
import { skischuleKuehtai } from './skischule-kuehtai.js';
import { vignaioliTreiso } from './vignaioli-treiso.js';

/** New objects on each call, so a caller may change one. */
export function heldOut70Sites(): CrawlWorldSite[] {
  return [skischuleKuehtai(), notairesBrotteaux(), vignaioliTreiso(), hospitalVeterinarioCampanar(), onyarArquitectes(), carvalhoBrandaoAdvogados()];
}
