/**
 * The fifty-fifth held-out set: truth-world sites in Czech, Slovak, Hungarian (names family name
 * first), Polish, Dutch with English and British English: a physiotherapy clinic, a grammar
 * school, an accounting office, a volunteer fire brigade association, a software startup and a
 * museum, written without looking at the crawler or its extractors, to measure on and never tune
 * to.
 */
import type { CrawlWorldSite } from '../types.js';
import { egyensulyKonyveles } from './egyensuly-konyveles.js';
import { fyzioLipa } from './fyzio-lipa.js';
import { gymnaziumNovaBana } from './gymnazium-novabana.js';
import { haverleighMuseum } from './haverleigh-museum.js';
import { ospLipnicaGorna } from './osp-lipnica-gorna.js';
import { stroomlijn } from './stroomlijn.js';

/** New objects on each call, so a caller may change one. */
export function heldOut55Sites(): CrawlWorldSite[] {
  return [fyzioLipa(), gymnaziumNovaBana(), egyensulyKonyveles(), ospLipnicaGorna(), stroomlijn(), haverleighMuseum()];
}
