/**
 * The hundred-and-ninth held-out set: truth-world sites in Finnish with Swedish, Swedish with
 * English, Norwegian, Danish, Estonian with English and British English: a plumbing and heating
 * contractor, a municipal school, a sports club, a law firm, a furniture workshop and a homeware
 * shop, written without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { kjaergaardHolm } from './kjaergaard-holm.js';
import { lviKoivisto } from './lvi-koivisto.js';
import { saltmarshAndPine } from './saltmarsh-and-pine.js';
import { solbackaskolan } from './solbackaskolan.js';
import { sorbratenIl } from './sorbraten-il.js';
import { tammevaht } from './tammevaht.js';

/** New objects on each call, so a caller may change one. */
export function heldOut109Sites(): CrawlWorldSite[] {
  return [lviKoivisto(), solbackaskolan(), sorbratenIl(), kjaergaardHolm(), tammevaht(), saltmarshAndPine()];
}
