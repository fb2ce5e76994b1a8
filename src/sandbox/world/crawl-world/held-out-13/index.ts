/**
 * The thirteenth held-out set: truth-world sites in Swedish with English, German, French with
 * Dutch, Spanish with English, Italian and Polish: an IT support firm, a district chimney sweep, a
 * wedding florist, a language school, a land surveyor's office and a kitchen studio, with the
 * trades' own job words beside the common titles, written without looking at the crawler or its
 * extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { fjarrdata } from './fjarrdata.js';
import { fleursDelvaux } from './fleurs-delvaux.js';
import { idiomasAlameda } from './idiomas-alameda.js';
import { schornsteinfegerRoeckl } from './schornsteinfeger-roeckl.js';
import { studioBernardi } from './studio-bernardi.js';
import { studioKuchniLesniak } from './studio-kuchni-lesniak.js';

/** New objects on each call, so a caller may change one. */
export function heldOut13Sites(): CrawlWorldSite[] {
  return [fjarrdata(), schornsteinfegerRoeckl(), fleursDelvaux(), idiomasAlameda(), studioBernardi(), studioKuchniLesniak()];
}
