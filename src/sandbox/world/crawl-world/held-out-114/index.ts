/**
 * The held-out set held-out-114: truth-world sites in German with English, French, Italian with
 * English, Catalan with Spanish, European Portuguese and British English: a joinery on TYPO3, a
 * public upper-secondary school on Drupal, an accountants' practice on Joomla, a canoe club on
 * WordPress, a yarn shop on Shopify and a synthesizer-module maker on Hugo, written without
 * looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { hollerbachHolzwerk } from './hollerbach-holzwerk.js';
import { lyceeChatelet } from './lycee-chatelet.js';
import { piraguismeRiuTer } from './piraguisme-riuter.js';
import { retrosariaNovelo } from './retrosaria-novelo.js';
import { studioBertolani } from './studio-bertolani.js';
import { tinworthModular } from './tinworth-modular.js';

/** New objects on each call, so a caller may change one. */
export function heldOut114Sites(): CrawlWorldSite[] {
  return [hollerbachHolzwerk(), lyceeChatelet(), studioBertolani(), piraguismeRiuTer(), retrosariaNovelo(), tinworthModular()];
}
