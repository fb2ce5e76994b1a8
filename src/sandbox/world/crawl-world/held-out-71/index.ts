/**
 * The seventy-first held-out set: six truth-world sites in Polish with English, Czech, Slovak,
 * Hungarian (names family name first), Dutch and English: a computational-linguistics department
 * of a university in Kraków on a home-grown CMS, a family brewery in Moravia on WordPress, a town
 * office in Slovakia on Joomla, an accounting firm in Debrecen on Wix, a housing corporation in
 * Utrecht on Drupal and a Dutch software scale-up on Webflow writing in English. Written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { brugwerkDelft } from './brugwerk-delft.js';
import { civisKonyvelesDebrecen } from './civis-konyveles-debrecen.js';
import { katedraLingwistykiKrakow } from './katedra-lingwistyki-krakow.js';
import { mestoTuranyUrad } from './mesto-turany-urad.js';
import { pivovarKohoutRoznov } from './pivovar-kohout-roznov.js';
import { woonstichtingVechtoeverUtrecht } from './woonstichting-vechtoever-utrecht.js';

/** New objects on each call, so a caller may change one. */
export function heldOut71Sites(): CrawlWorldSite[] {
  return [katedraLingwistykiKrakow(), pivovarKohoutRoznov(), mestoTuranyUrad(), civisKonyvelesDebrecen(), woonstichtingVechtoeverUtrecht(), brugwerkDelft()];
}
