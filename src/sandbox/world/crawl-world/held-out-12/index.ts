import type { CrawlWorldSite } from '../types.js';
import { pianosLachaume } from './pianos-lachaume.js';

export function heldOut12Sites(): CrawlWorldSite[] {
  return [pianosLachaume()];
}
