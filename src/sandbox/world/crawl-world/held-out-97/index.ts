/**
 * The held-out set held-out-97: a dental clinic in Kuopio (Finnish, WordPress), a student nation in
 * Uppsala (Swedish, Drupal), a stockfish cooperative in Lofoten (Norwegian, Wix), a municipal music
 * school (Danish, TYPO3), a border museum in Narva (Estonian and English, Joomla) and a salmon-feed
 * supplier (Norwegian and English, Squarespace), written unseen.
 */
import type { CrawlWorldSite } from '../types.js';
import { ekebyholmsNation } from './ekebyholms-nation.js';
import { fjordbyMusikskole } from './fjordby-musikskole.js';
import { hammaskulma } from './hammaskulma.js';
import { narvaPiirimuuseum } from './narva-piirimuuseum.js';
import { nordkystFeed } from './nordkyst-feed.js';
import { vestfjordTorrfisk } from './vestfjord-torrfisk.js';

/** New objects on each call, so a caller may change one. */
export function heldOut97Sites(): CrawlWorldSite[] {
  return [hammaskulma(), ekebyholmsNation(), vestfjordTorrfisk(), fjordbyMusikskole(), narvaPiirimuuseum(), nordkystFeed()];
}
