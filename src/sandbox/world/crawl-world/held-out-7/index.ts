/**
 * The seventh held-out set: truth-world sites in languages and CMS styles the earlier sets used
 * least (European Portuguese/English, Polish, Belgian Dutch/French, Swedish/Finnish, Canadian
 * French/English, British English), an olive-oil mill, a dental laboratory, an accounting office,
 * a sauna builder, a bakery chain and a river charity, written without looking at the crawler or
 * its extractors, to measure on and never tune to.
 */
import type { CrawlWorldSite } from '../types.js';
import { lagarFreixo } from './lagar-freixo.js';
import { lovholmenBastu } from './lovholmen-bastu.js';
import { mieDoree } from './mie-doree.js';
import { protetykaWisniewski } from './protetyka-wisniewski.js';
import { severnValeRivers } from './severn-vale-rivers.js';
import { verhaegenClaes } from './verhaegen-claes.js';

/** New objects on each call, so a caller may change one. */
export function heldOut7Sites(): CrawlWorldSite[] {
  return [lagarFreixo(), protetykaWisniewski(), verhaegenClaes(), lovholmenBastu(), mieDoree(), severnValeRivers()];
}
