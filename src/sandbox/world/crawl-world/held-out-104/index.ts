/**
 * The hundred-and-fourth held-out set: truth-world sites in the English of the United States,
 * England, Scotland (with a Scottish Gaelic section), Canada, Australia and South Africa: a
 * Pennsylvania county conservation district on Drupal, a Norfolk pipe-organ builder on WordPress,
 * a Hebridean island community trust on Joomla, an Ontario large-animal veterinary practice on
 * Wix, a New South Wales surf life saving club on Squarespace and an Eastern Cape citrus
 * packhouse co-operative on Hugo, written without looking at the crawler or its extractors, to
 * measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bellbirdSlsc } from './bellbird-slsc.js';
import { harrowdenPike } from './harrowden-pike.js';
import { kariegaCitrus } from './kariega-citrus.js';
import { otonabeeVets } from './otonabee-vets.js';
import { sproulCcd } from './sproul-ccd.js';
import { torsaTrust } from './torsa-trust.js';

/** New objects on each call, so a caller may change one. */
export function heldOut104Sites(): CrawlWorldSite[] {
  return [sproulCcd(), harrowdenPike(), torsaTrust(), otonabeeVets(), bellbirdSlsc(), kariegaCitrus()];
}
