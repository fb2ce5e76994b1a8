/**
 * The sixty-seventh held-out set: six sites in Czech, Slovak, Polish, Hungarian (with an English
 * section), Dutch and British English. An engineering office (WordPress with Elementor and Yoast),
 * a private kindergarten (Joomla), a tax advisory office (Squarespace), a county museum (Drupal),
 * a field hockey club (WordPress with Divi) and a dental practice (a hand-written Bootstrap site).
 * Written without looking at the crawler or its extractors: only the world's types, kit, site
 * shape, truth test and one example site were read.
 */
import type { CrawlWorldSite } from '../types.js';
import { deuilen } from './deuilen.js';
import { harbourside } from './harbourside.js';
import { hradil } from './hradil.js';
import { slniecko } from './slniecko.js';
import { tiszaimuzeum } from './tiszaimuzeum.js';
import { wojcik } from './wojcik.js';

/** New objects on each call, so a caller may change one. */
export function heldOut67Sites(): CrawlWorldSite[] {
  return [hradil(), slniecko(), wojcik(), tiszaimuzeum(), deuilen(), harbourside()];
}
