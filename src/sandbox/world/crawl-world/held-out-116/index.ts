/**
 * The hundred-and-sixteenth held-out set: truth-world sites in the English of England, Scotland,
 * Wales, Ireland and Canada, with a Welsh-language section: a West Yorkshire heating and plumbing
 * firm (WordPress with Elementor), a bilingual Welsh town council (Joomla 3), a Kintyre community
 * trust (Drupal 10), a West Cork bookshop (Shopify), a Muskoka canoe builder (Webflow) and a
 * Sheffield firm of chartered accountants (Hugo), written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { colneValleyHeating } from './colne-valley-heating.js';
import { cyngorLlanfeirion } from './cyngor-llanfeirion.js';
import { hallamStroud } from './hallam-stroud.js';
import { kestrelBayCanoe } from './kestrel-bay-canoe.js';
import { kilbrannanTrust } from './kilbrannan-trust.js';
import { mulcahysBooks } from './mulcahys-books.js';

/** New objects on each call, so a caller may change one. */
export function heldOut116Sites(): CrawlWorldSite[] {
  return [colneValleyHeating(), cyngorLlanfeirion(), kilbrannanTrust(), mulcahysBooks(), kestrelBayCanoe(), hallamStroud()];
}
