/**
 * The held-out set held-out-88: six English-speaking small organisations, written unseen: a
 * Minnesota public library (US), a Cornish independent lifeboat (UK), a Belfast theatre company
 * (Northern Ireland), an Alberta rodeo association (Canada), a Tasmanian cider orchard
 * (Australia) and an Auckland Māori-immersion kura bilingual in te reo Māori (New Zealand).
 */
import type { CrawlWorldSite } from '../types.js';
import { halfDoorTheatre } from './half-door-theatre.js';
import { huonHollowCider } from './huon-hollow-cider.js';
import { kettleRiverLibrary } from './kettle-river-library.js';
import { porthmellinLifeboat } from './porthmellin-lifeboat.js';
import { teKuraOManukorero } from './te-kura-o-manukorero.js';
import { willowCouleeRodeo } from './willow-coulee-rodeo.js';

/** New objects on each call, so a caller may change one. */
export function heldOut88Sites(): CrawlWorldSite[] {
  return [kettleRiverLibrary(), porthmellinLifeboat(), halfDoorTheatre(), willowCouleeRodeo(), huonHollowCider(), teKuraOManukorero()];
}
