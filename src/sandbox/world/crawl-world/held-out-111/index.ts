/**
 * The hundred-and-eleventh held-out set: truth-world sites in Polish, Czech, Slovak, Hungarian,
 * Dutch with English and British English: a heating and plumbing installer on WordPress with
 * Elementor, a village primary school on Joomla, a beekeeper's honey shop on Shoptet, a rowing
 * club on Wix, a civil-law notary's office on TYPO3 and a synthesizer-module maker on Hugo,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { kestrelSignalWorks } from './kestrel-signal-works.js';
import { medarenPodTatrami } from './medaren-pod-tatrami.js';
import { notariaatIjsselvliet } from './notariaat-ijsselvliet.js';
import { orlikInstalacje } from './orlik-instalacje.js';
import { tiszaviragEvezos } from './tiszavirag-evezos.js';
import { zsKvetnaVranovice } from './zs-kvetna-vranovice.js';

/** New objects on each call, so a caller may change one. */
export function heldOut111Sites(): CrawlWorldSite[] {
  return [orlikInstalacje(), zsKvetnaVranovice(), medarenPodTatrami(), tiszaviragEvezos(), notariaatIjsselvliet(), kestrelSignalWorks()];
}
