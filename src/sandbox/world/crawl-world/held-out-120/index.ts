/**
 * The hundred-and-twentieth held-out set: truth-world sites in the English of the United States,
 * Canada, Ireland (with an Irish-language section), Scotland and Australia: a family dental
 * practice in Boise (WordPress), a plumbing and heating contractor in Nova Scotia (Wix), a
 * community school in Co. Mayo (Joomla), an outdoor and bike shop in the Cairngorms (Shopify), a
 * surf life saving club in New South Wales (Drupal) and a synthesiser-module maker in Tasmania
 * (Hugo), written without looking at the crawler or its extractors, to measure on and never tune
 * to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bedfordBasinPlumbing } from './bedford-basin-plumbing.js';
import { bundaraBeachSlsc } from './bundara-beach-slsc.js';
import { derwentAudioWorks } from './derwent-audio-works.js';
import { pobalscoilLochAnIolair } from './pobalscoil-loch-an-iolair.js';
import { speyFeshieOutdoor } from './spey-feshie-outdoor.js';
import { tableRockDental } from './table-rock-dental.js';

/** New objects on each call, so a caller may change one. */
export function heldOut120Sites(): CrawlWorldSite[] {
  return [tableRockDental(), bedfordBasinPlumbing(), pobalscoilLochAnIolair(), speyFeshieOutdoor(), bundaraBeachSlsc(), derwentAudioWorks()];
}
