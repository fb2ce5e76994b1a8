/**
 * The sixty-eighth held-out set: six sites in English (United Kingdom, Ireland, Canada, New
 * Zealand with some te reo Māori, United States) and in German and French (one bilingual Swiss
 * town): a barristers' chambers (WordPress with Elementor), a hospice (Wix), a community college
 * (Drupal), a community housing trust (Joomla), a craft brewery (Squarespace) and a town council
 * (TYPO3). Written without looking at the crawler or its extractors: only the world's types, kit,
 * test and one example site were read.
 */
import type { CrawlWorldSite } from '../types.js';
import { aarbrueck } from './aarbrueck.js';
import { fenwickCourt } from './fenwick-court.js';
import { ironHollow } from './iron-hollow.js';
import { northbrook } from './northbrook.js';
import { stColmans } from './st-colmans.js';
import { teAwa } from './te-awa.js';

/** New objects on each call, so a caller may change one. */
export function heldOut68Sites(): CrawlWorldSite[] {
  return [fenwickCourt(), stColmans(), northbrook(), teAwa(), ironHollow(), aarbrueck()];
}
