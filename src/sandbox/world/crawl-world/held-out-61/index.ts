/**
 * The sixty-first held-out set: six Nordic and English sites, written without looking at the
 * crawler or its extractors (only the world's types, kit, test and one example site were read).
 *
 * - hymyhammas.test: a dental practice in Jyväskylä (Finnish, English), WordPress with Elementor.
 * - akadeemia38.test: a housing cooperative in Tallinn (Estonian), Joomla 3.
 * - norrbacken.test: a folk high school in Jämtland (Swedish, English), Sitevision.
 * - bjerreholm.test: an audit and accounting firm in Aarhus (Danish), Umbraco.
 * - hardangersluk.test: a fishing gear maker in Hardanger (Norwegian Nynorsk, English), Shopify.
 * - thornbury-libraries.test: a district council's public library service (English), LocalGov Drupal.
 */
import type { CrawlWorldSite } from '../types.js';
import { akadeemia38 } from './akadeemia38.js';
import { bjerreholm } from './bjerreholm.js';
import { hardangersluk } from './hardangersluk.js';
import { hymyhammas } from './hymyhammas.js';
import { norrbacken } from './norrbacken.js';
import { thornbury } from './thornbury.js';

/** New objects on each call, so a caller may change one. */
export function heldOut61Sites(): CrawlWorldSite[] {
  return [hymyhammas(), akadeemia38(), norrbacken(), bjerreholm(), hardangersluk(), thornbury()];
}
