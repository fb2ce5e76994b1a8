/**
 * The forty-fourth held-out set: truth-world sites in British English, Dutch, Norwegian with
 * English, US English, European Portuguese and Australian English: a Devon parish council, a
 * Utrecht recruitment agency, a Lillehammer craft brewery, a Boise dental group practice, a
 * Minho municipal museum and a Melbourne humanitarian NGO, written without looking at the
 * crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { ashcombeStMary } from './ashcombe-st-mary.js';
import { cedarRidgeDental } from './cedar-ridge-dental.js';
import { grasteinBryggeri } from './grastein-bryggeri.js';
import { kadeWerving } from './kade-werving.js';
import { lanternAid } from './lantern-aid.js';
import { museuValeDeArcos } from './museu-vale-de-arcos.js';

/** New objects on each call, so a caller may change one. */
export function heldOut44Sites(): CrawlWorldSite[] {
  return [ashcombeStMary(), kadeWerving(), grasteinBryggeri(), cedarRidgeDental(), museuValeDeArcos(), lanternAid()];
}
