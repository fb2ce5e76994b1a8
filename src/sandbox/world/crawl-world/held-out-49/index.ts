/**
 * The forty-ninth held-out set: truth-world sites in Finnish with Swedish, Swedish, Danish,
 * Estonian with English and Norwegian with English: a municipal culture office, a parish church
 * choir, a rowing club, a dental clinic, an IT consultancy and a cooperative bookshop, written
 * without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { bokkooperativetLasvart } from './bokkooperativet-lasvart.js';
import { fjellkode } from './fjellkode.js';
import { fjordvigRoklub } from './fjordvig-roklub.js';
import { kulttuuriHirvilahti } from './kulttuuri-hirvilahti.js';
import { motettkorenSanktLars } from './motettkoren-sankt-lars.js';
import { naerataHambakliinik } from './naerata-hambakliinik.js';

/** New objects on each call, so a caller may change one. */
export function heldOut49Sites(): CrawlWorldSite[] {
  return [kulttuuriHirvilahti(), motettkorenSanktLars(), fjordvigRoklub(), naerataHambakliinik(), fjellkode(), bokkooperativetLasvart()];
}
