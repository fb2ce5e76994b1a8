/**
 * The held-out set held-out-84: truth-world sites in the Englishes of the United States, the
 * United Kingdom (one bilingual with Scottish Gaelic), Ireland, Canada, Australia and New
 * Zealand: a Texas community college department, a Highland estate and distillery, a Cork
 * chamber of commerce, a Nova Scotia fishing co-operative, a Queensland veterinary hospital and a
 * Wellington architecture practice, written without looking at the crawler or its extractors.
 */
import type { CrawlWorldSite } from '../types.js';
import { alltNaCriche } from './allt-na-criche.js';
import { carringtonCreekVet } from './carrington-creek-vet.js';
import { leeHarbourChamber } from './lee-harbour-chamber.js';
import { pecosRidge } from './pecos-ridge.js';
import { tawaReid } from './tawa-reid.js';
import { ternPointCoop } from './tern-point-coop.js';

/** New objects on each call, so a caller may change one. */
export function heldOut84Sites(): CrawlWorldSite[] {
  return [pecosRidge(), alltNaCriche(), leeHarbourChamber(), ternPointCoop(), carringtonCreekVet(), tawaReid()];
}
