/**
 * The hundredth held-out set: six small organisations writing English the way it is written in
 * the United States, the United Kingdom, Ireland (with an Irish-language section), Canada,
 * Australia and New Zealand: a Vermont maple sugarhouse (WordPress), a Norfolk Broads boatyard
 * (Joomla), a Donegal tweed weaver (Squarespace), a Saskatchewan grain-elevator museum (Drupal),
 * a Queensland surf life saving club (Wix) and a Wellington film-props workshop (a custom build),
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { evansBayProps } from './evans-bay-props.js';
import { gleannAirigh } from './gleann-airigh.js';
import { heronsbyStaithe } from './heronsby-staithe.js';
import { kessockElevator } from './kessock-elevator.js';
import { sugarwoodHollow } from './sugarwood-hollow.js';
import { tallowwoodSlsc } from './tallowwood-slsc.js';

/** New objects on each call, so a caller may change one. */
export function heldOut100Sites(): CrawlWorldSite[] {
  return [sugarwoodHollow(), heronsbyStaithe(), gleannAirigh(), kessockElevator(), tallowwoodSlsc(), evansBayProps()];
}
