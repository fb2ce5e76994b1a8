/**
 * The forty-first held-out set (being written unseen).
 */
import type { CrawlWorldSite } from '../types.js';
import { vasterholmsSegelskola } from './vasterholms-segelskola.js';
import { matusebyrooVaikus } from './matusebyroo-vaikus.js';
import { vahtitorniSecurity } from './vahtitorni-security.js';
import { vesterlundMejeri } from './vesterlund-mejeri.js';

/** New objects on each call, so a caller may change one. */
export function heldOut41Sites(): CrawlWorldSite[] {
  return [vesterlundMejeri(), vasterholmsSegelskola(), vahtitorniSecurity(), matusebyrooVaikus()];
}
