import type { CrawlWorldSite } from '../types.js';
import { rahmenwerkObermaier } from './rahmenwerk-obermaier.js';

export function heldOut11Sites(): CrawlWorldSite[] {
  return [rahmenwerkObermaier()];
}
