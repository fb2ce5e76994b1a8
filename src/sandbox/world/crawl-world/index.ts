/**
 * The crawl truth world (issue 17): small-company websites nobody on the project tuned the crawler
 * to, each with a truth table beside it (types.ts): every address a polite crawler can reach with
 * its owner's name and title, the domain's address pattern, the paths robots.txt disallows and the
 * strings that look like addresses but are not. The sites are served by the sandbox's web server
 * beside the example index's company sites (startSandbox serves both) and their domains are in
 * the sandbox DNS with a mail server whose mailboxes are the truth's addresses; they are not in
 * examples/index: the service knows nothing of them until it crawls them.
 *
 * Thirty-one sets: `tuning` (tuning/) to develop against, and `held-out` (held-out/), `held-out-2`
 * (held-out-2/), `held-out-3` (held-out-3/), `held-out-4` (held-out-4/), `held-out-5` (held-out-5/), `held-out-6` (held-out-6/), `held-out-7` (held-out-7/), `held-out-8` (held-out-8/), `held-out-9` (held-out-9/), `held-out-10` (held-out-10/), `held-out-11` (held-out-11/), `held-out-12` (held-out-12/), `held-out-13` (held-out-13/), `held-out-14` (held-out-14/), `held-out-15` (held-out-15/), `held-out-16` (held-out-16/), `held-out-17` (held-out-17/), `held-out-18` (held-out-18/), `held-out-19` (held-out-19/), `held-out-20` (held-out-20/), `held-out-21` (held-out-21/), `held-out-22` (held-out-22/), `held-out-23` (held-out-23/), `held-out-24` (held-out-24/), `held-out-25` (held-out-25/), `held-out-26` (held-out-26/), `held-out-27` (held-out-27/), `held-out-28` (held-out-28/), `held-out-29` (held-out-29/) and `held-out-30` (held-out-30/) to measure on and never tune to. bench/crawl-truth crawls them all through the
 * crawl service and scores the result (score.ts); truth.test.ts checks that the world agrees with
 * itself.
 */
import type { CrawlWorldSite, TruthSet } from './types.js';
import { heldOutSites } from './held-out/index.js';
import { heldOut2Sites } from './held-out-2/index.js';
import { heldOut3Sites } from './held-out-3/index.js';
import { heldOut4Sites } from './held-out-4/index.js';
import { heldOut5Sites } from './held-out-5/index.js';
import { heldOut6Sites } from './held-out-6/index.js';
import { heldOut7Sites } from './held-out-7/index.js';
import { heldOut8Sites } from './held-out-8/index.js';
import { heldOut9Sites } from './held-out-9/index.js';
import { heldOut10Sites } from './held-out-10/index.js';
import { heldOut11Sites } from './held-out-11/index.js';
import { heldOut12Sites } from './held-out-12/index.js';
import { heldOut13Sites } from './held-out-13/index.js';
import { heldOut14Sites } from './held-out-14/index.js';
import { heldOut15Sites } from './held-out-15/index.js';
import { heldOut16Sites } from './held-out-16/index.js';
import { heldOut17Sites } from './held-out-17/index.js';
import { heldOut18Sites } from './held-out-18/index.js';
import { heldOut19Sites } from './held-out-19/index.js';
import { heldOut20Sites } from './held-out-20/index.js';
import { heldOut21Sites } from './held-out-21/index.js';
import { heldOut22Sites } from './held-out-22/index.js';
import { heldOut23Sites } from './held-out-23/index.js';
import { heldOut24Sites } from './held-out-24/index.js';
import { heldOut25Sites } from './held-out-25/index.js';
import { heldOut26Sites } from './held-out-26/index.js';
import { heldOut27Sites } from './held-out-27/index.js';
import { heldOut28Sites } from './held-out-28/index.js';
import { heldOut29Sites } from './held-out-29/index.js';
import { heldOut30Sites } from './held-out-30/index.js';
import { tuningSites } from './tuning/index.js';

export type * from './types.js';
export { scoreCrawl, sumScores, type CrawlObservation, type SiteScore, type SetScore } from './score.js';
export { tuningSites } from './tuning/index.js';
export { heldOutSites } from './held-out/index.js';
export { heldOut2Sites } from './held-out-2/index.js';
export { heldOut3Sites } from './held-out-3/index.js';
export { heldOut4Sites } from './held-out-4/index.js';
export { heldOut5Sites } from './held-out-5/index.js';
export { heldOut6Sites } from './held-out-6/index.js';
export { heldOut7Sites } from './held-out-7/index.js';
export { heldOut8Sites } from './held-out-8/index.js';
export { heldOut9Sites } from './held-out-9/index.js';
export { heldOut10Sites } from './held-out-10/index.js';
export { heldOut11Sites } from './held-out-11/index.js';
export { heldOut12Sites } from './held-out-12/index.js';
export { heldOut13Sites } from './held-out-13/index.js';
export { heldOut14Sites } from './held-out-14/index.js';
export { heldOut15Sites } from './held-out-15/index.js';
export { heldOut16Sites } from './held-out-16/index.js';
export { heldOut17Sites } from './held-out-17/index.js';
export { heldOut18Sites } from './held-out-18/index.js';
export { heldOut19Sites } from './held-out-19/index.js';
export { heldOut20Sites } from './held-out-20/index.js';
export { heldOut21Sites } from './held-out-21/index.js';
export { heldOut22Sites } from './held-out-22/index.js';
export { heldOut23Sites } from './held-out-23/index.js';
export { heldOut24Sites } from './held-out-24/index.js';
export { heldOut25Sites } from './held-out-25/index.js';
export { heldOut26Sites } from './held-out-26/index.js';
export { heldOut27Sites } from './held-out-27/index.js';
export { heldOut28Sites } from './held-out-28/index.js';
export { heldOut29Sites } from './held-out-29/index.js';
export { heldOut30Sites } from './held-out-30/index.js';

/** Every site of the truth world, tuning set first; new objects on each call. */
export function buildCrawlWorld(sets: readonly TruthSet[] = ['tuning', 'held-out', 'held-out-2', 'held-out-3', 'held-out-4', 'held-out-5', 'held-out-6', 'held-out-7', 'held-out-8', 'held-out-9', 'held-out-10', 'held-out-11', 'held-out-12', 'held-out-13', 'held-out-14', 'held-out-15', 'held-out-16', 'held-out-17', 'held-out-18', 'held-out-19', 'held-out-20', 'held-out-21', 'held-out-22', 'held-out-23', 'held-out-24', 'held-out-25', 'held-out-26', 'held-out-27', 'held-out-28', 'held-out-29', 'held-out-30']): CrawlWorldSite[] {
  return [
    ...(sets.includes('tuning') ? tuningSites() : []),
    ...(sets.includes('held-out') ? heldOutSites() : []),
    ...(sets.includes('held-out-2') ? heldOut2Sites() : []),
    ...(sets.includes('held-out-3') ? heldOut3Sites() : []),
    ...(sets.includes('held-out-4') ? heldOut4Sites() : []),
    ...(sets.includes('held-out-5') ? heldOut5Sites() : []),
    ...(sets.includes('held-out-6') ? heldOut6Sites() : []),
    ...(sets.includes('held-out-7') ? heldOut7Sites() : []),
    ...(sets.includes('held-out-8') ? heldOut8Sites() : []),
    ...(sets.includes('held-out-9') ? heldOut9Sites() : []),
    ...(sets.includes('held-out-10') ? heldOut10Sites() : []),
    ...(sets.includes('held-out-11') ? heldOut11Sites() : []),
    ...(sets.includes('held-out-12') ? heldOut12Sites() : []),
    ...(sets.includes('held-out-13') ? heldOut13Sites() : []),
    ...(sets.includes('held-out-14') ? heldOut14Sites() : []),
    ...(sets.includes('held-out-15') ? heldOut15Sites() : []),
    ...(sets.includes('held-out-16') ? heldOut16Sites() : []),
    ...(sets.includes('held-out-17') ? heldOut17Sites() : []),
    ...(sets.includes('held-out-18') ? heldOut18Sites() : []),
    ...(sets.includes('held-out-19') ? heldOut19Sites() : []),
    ...(sets.includes('held-out-20') ? heldOut20Sites() : []),
    ...(sets.includes('held-out-21') ? heldOut21Sites() : []),
    ...(sets.includes('held-out-22') ? heldOut22Sites() : []),
    ...(sets.includes('held-out-23') ? heldOut23Sites() : []),
    ...(sets.includes('held-out-24') ? heldOut24Sites() : []),
    ...(sets.includes('held-out-25') ? heldOut25Sites() : []),
    ...(sets.includes('held-out-26') ? heldOut26Sites() : []),
    ...(sets.includes('held-out-27') ? heldOut27Sites() : []),
    ...(sets.includes('held-out-28') ? heldOut28Sites() : []),
    ...(sets.includes('held-out-29') ? heldOut29Sites() : []),
    ...(sets.includes('held-out-30') ? heldOut30Sites() : []),
  ];
}

/**
 * The truth world's mail side: per domain, the local parts whose mailboxes exist (every truth
 * address), so a verifier or finder asking about them gets the answer the site implies.
 */
export function crawlWorldMailboxes(): { domain: string; localParts: string[] }[] {
  return buildCrawlWorld().map(({ truth }) => ({
    domain: truth.domain,
    localParts: [...new Set(truth.addresses.map((a) => a.address.slice(0, a.address.lastIndexOf('@')).toLowerCase()))],
  }));
}
