/**
 * The held-out set held-out-92: six small-organisation sites in the Englishes of the United
 * States, the United Kingdom (with Welsh), Ireland, Canada (with French), Australia and South
 * Africa: a Colorado ski patrol association, a Welsh slate-quarry heritage railway, a Limerick
 * rugby academy, a Montréal–Ottawa translation agency, a Darwin crocodile research station and a
 * Johannesburg legal-aid clinic, written without looking at the crawler or its extractors.
 */
import type { CrawlWorldSite } from '../types.js';
import { braamLawClinic } from './braam-law-clinic.js';
import { cwmDulynRailway } from './cwm-dulyn-railway.js';
import { goreRangePatrol } from './gore-range-patrol.js';
import { passerelleTraduction } from './passerelle-traduction.js';
import { shannonsideRugby } from './shannonside-rugby.js';
import { topEndCroc } from './top-end-croc.js';

/** New objects on each call, so a caller may change one. */
export function heldOut92Sites(): CrawlWorldSite[] {
  return [goreRangePatrol(), cwmDulynRailway(), shannonsideRugby(), passerelleTraduction(), topEndCroc(), braamLawClinic()];
}
