/**
 * The forty-first held-out set: truth-world sites in Danish, Swedish with English, Finnish with
 * English, Estonian, Swedish and British English: a cooperative dairy in Thy, a sailing school in
 * the Stockholm archipelago, an IT-security consultancy in Helsinki, a family funeral home in
 * Viljandi, a parents' cooperative preschool in Umeå and an orthotic and prosthetic workshop in
 * Leeds, written without looking at the crawler or its extractors, to measure on and never tune
 * to.
 */
import type { CrawlWorldSite } from '../types.js';
import { forskolanHumlan } from './forskolan-humlan.js';
import { harcourtOrthotics } from './harcourt-orthotics.js';
import { matusebyrooVaikus } from './matusebyroo-vaikus.js';
import { vahtitorniSecurity } from './vahtitorni-security.js';
import { vasterholmsSegelskola } from './vasterholms-segelskola.js';
import { vesterlundMejeri } from './vesterlund-mejeri.js';

/** New objects on each call, so a caller may change one. */
export function heldOut41Sites(): CrawlWorldSite[] {
  return [vesterlundMejeri(), vasterholmsSegelskola(), vahtitorniSecurity(), matusebyrooVaikus(), forskolanHumlan(), harcourtOrthotics()];
}
