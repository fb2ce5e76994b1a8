/**
 * The fifty-third held-out set: truth-world sites in Norwegian with English, Swedish, Polish with
 * English, Danish, Estonian and Finnish with English: a dental practice, a municipal sports
 * department, a law firm, a sailing club, a Lutheran parish and an architecture office, written
 * without looking at the crawler or its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { arkkitehdetKivela } from './arkkitehdit-kivela.js';
import { ostervikIdrott } from './idrott-ostervik.js';
import { kancelariaWrobel } from './kancelaria-wrobel.js';
import { kogudusValgemetsa } from './koguduse-leht.js';
import { sejlklubNorreby } from './sejlklub-norreby.js';
import { fjellsidenTannhelse } from './tannhelse-fjellsiden.js';

/** New objects on each call, so a caller may change one. */
export function heldOut53Sites(): CrawlWorldSite[] {
  return [fjellsidenTannhelse(), ostervikIdrott(), kancelariaWrobel(), sejlklubNorreby(), kogudusValgemetsa(), arkkitehdetKivela()];
}
