/**
 * The twenty-ninth held-out set: truth-world sites in Belgian Dutch, Danish, Swedish with English,
 * Norwegian, Finnish and Polish: a law firm, a pharmacy, a software consultancy, a sports club, a
 * museum and a funeral home, written without looking at the crawler or its extractors, to measure
 * on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { advocatenDeruyck } from './advocaten-deruyck.js';
import { fjellbyIl } from './fjellby-il.js';
import { kodkraftKonsult } from './kodkraft-konsult.js';
import { kuparikaivosmuseo } from './kuparikaivosmuseo.js';
import { svaneapoteketRibe } from './svaneapoteket-ribe.js';
import { zakladZaduma } from './zaklad-pogrzebowy-zaduma.js';

/** New objects on each call, so a caller may change one. */
export function heldOut29Sites(): CrawlWorldSite[] {
  return [advocatenDeruyck(), svaneapoteketRibe(), kodkraftKonsult(), fjellbyIl(), kuparikaivosmuseo(), zakladZaduma()];
}
