/**
 * The fifty-sixth held-out set: truth-world sites in British, US, Australian and Irish English,
 * German and Dutch (with an English page): a parish council, a dental practice, a rugby union
 * club, a consulting engineers' practice, a community theatre and a land surveyors' firm,
 * written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { buehnenreifLindenau } from './buehnenreif-lindenau.js';
import { cedarKnollDental } from './cedar-knoll-dental.js';
import { landmeetbureauHoekstraVisser } from './landmeetbureau-hoekstra-visser.js';
import { littleBramptonParishCouncil } from './little-brampton-parish-council.js';
import { tobinKearneyEngineers } from './tobin-kearney-engineers.js';
import { wattleFlatRugby } from './wattle-flat-rugby.js';

/** New objects on each call, so a caller may change one. */
export function heldOut56Sites(): CrawlWorldSite[] {
  return [littleBramptonParishCouncil(), cedarKnollDental(), wattleFlatRugby(), tobinKearneyEngineers(), buehnenreifLindenau(), landmeetbureauHoekstraVisser()];
}
