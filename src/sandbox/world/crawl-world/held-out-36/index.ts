/**
 * The thirty-sixth held-out set: truth-world sites in European Portuguese with English, Catalan,
 * Danish with English, Norwegian, Australian English and Swiss German: a Lisbon design studio, a
 * Girona cooperative winery, a Copenhagen architecture office, a Bergen sailing school, a
 * Melbourne veterinary clinic and a Zürich fiduciary office, written without looking at the
 * crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { atelierMarinha } from './atelier-marinha.js';
import { bergenSeilskole } from './bergen-seilskole.js';
import { coopVinsAlbera } from './coop-vins-albera.js';
import { treuhandSeefeld } from './treuhand-seefeld.js';
import { vesterholmArkitekter } from './vesterholm-arkitekter.js';
import { yarrabendVet } from './yarrabend-vet.js';

/** New objects on each call, so a caller may change one. */
export function heldOut36Sites(): CrawlWorldSite[] {
  return [atelierMarinha(), coopVinsAlbera(), vesterholmArkitekter(), bergenSeilskole(), yarrabendVet(), treuhandSeefeld()];
}
