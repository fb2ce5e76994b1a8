/**
 * The crawl truth world (issue 17): small-company websites nobody on the project tuned the crawler
 * to, each with a truth table beside it (types.ts): every address a polite crawler can reach with
 * its owner's name and title, the domain's address pattern, the paths robots.txt disallows and the
 * strings that look like addresses but are not. The sites are served by the sandbox's web server
 * beside the example index's company sites (startSandbox serves both) and their domains are in
 * the sandbox DNS with a mail server whose mailboxes are the truth's addresses; they are not in
 * examples/index: the service knows nothing of them until it crawls them.
 *
 * The sets (TRUTH_SETS, types.ts): `tuning` (tuning/) to develop against, and `held-out` (held-out/),
 * `held-out-2` (held-out-2/) and so on, each in a folder of its name, to measure on and never tune
 * to. bench/crawl-truth crawls them all through the
 * crawl service and scores the result (score.ts); truth.test.ts checks that the world agrees with
 * itself.
 */
import { TRUTH_SETS, type CrawlWorldSite, type TruthSet } from './types.js';
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
import { heldOut31Sites } from './held-out-31/index.js';
import { heldOut32Sites } from './held-out-32/index.js';
import { heldOut33Sites } from './held-out-33/index.js';
import { heldOut34Sites } from './held-out-34/index.js';
import { heldOut35Sites } from './held-out-35/index.js';
import { heldOut36Sites } from './held-out-36/index.js';
import { heldOut37Sites } from './held-out-37/index.js';
import { heldOut38Sites } from './held-out-38/index.js';
import { heldOut39Sites } from './held-out-39/index.js';
import { heldOut40Sites } from './held-out-40/index.js';
import { heldOut41Sites } from './held-out-41/index.js';
import { heldOut42Sites } from './held-out-42/index.js';
import { heldOut43Sites } from './held-out-43/index.js';
import { heldOut44Sites } from './held-out-44/index.js';
import { heldOut45Sites } from './held-out-45/index.js';
import { heldOut46Sites } from './held-out-46/index.js';
import { heldOut47Sites } from './held-out-47/index.js';
import { heldOut48Sites } from './held-out-48/index.js';
import { heldOut49Sites } from './held-out-49/index.js';
import { heldOut50Sites } from './held-out-50/index.js';
import { heldOut51Sites } from './held-out-51/index.js';
import { heldOut52Sites } from './held-out-52/index.js';
import { heldOut53Sites } from './held-out-53/index.js';
import { heldOut54Sites } from './held-out-54/index.js';
import { heldOut55Sites } from './held-out-55/index.js';
import { heldOut56Sites } from './held-out-56/index.js';
import { heldOut57Sites } from './held-out-57/index.js';
import { heldOut58Sites } from './held-out-58/index.js';
import { heldOut59Sites } from './held-out-59/index.js';
import { heldOut60Sites } from './held-out-60/index.js';
import { heldOut61Sites } from './held-out-61/index.js';
import { heldOut62Sites } from './held-out-62/index.js';
import { heldOut63Sites } from './held-out-63/index.js';
import { heldOut64Sites } from './held-out-64/index.js';
import { heldOut65Sites } from './held-out-65/index.js';
import { heldOut66Sites } from './held-out-66/index.js';
import { heldOut67Sites } from './held-out-67/index.js';
import { heldOut68Sites } from './held-out-68/index.js';
import { heldOut69Sites } from './held-out-69/index.js';
import { heldOut70Sites } from './held-out-70/index.js';
import { heldOut71Sites } from './held-out-71/index.js';
import { heldOut72Sites } from './held-out-72/index.js';
import { heldOut73Sites } from './held-out-73/index.js';
import { heldOut74Sites } from './held-out-74/index.js';
import { heldOut75Sites } from './held-out-75/index.js';
import { heldOut76Sites } from './held-out-76/index.js';
import { heldOut77Sites } from './held-out-77/index.js';
import { heldOut78Sites } from './held-out-78/index.js';
import { heldOut79Sites } from './held-out-79/index.js';
import { heldOut80Sites } from './held-out-80/index.js';
import { heldOut81Sites } from './held-out-81/index.js';
import { heldOut82Sites } from './held-out-82/index.js';
import { heldOut83Sites } from './held-out-83/index.js';
import { heldOut84Sites } from './held-out-84/index.js';
import { heldOut85Sites } from './held-out-85/index.js';
import { heldOut86Sites } from './held-out-86/index.js';
import { heldOut87Sites } from './held-out-87/index.js';
import { heldOut88Sites } from './held-out-88/index.js';
import { heldOut89Sites } from './held-out-89/index.js';
import { heldOut90Sites } from './held-out-90/index.js';
import { heldOut91Sites } from './held-out-91/index.js';
import { heldOut92Sites } from './held-out-92/index.js';
import { heldOut93Sites } from './held-out-93/index.js';
import { heldOut94Sites } from './held-out-94/index.js';
import { heldOut95Sites } from './held-out-95/index.js';
import { heldOut96Sites } from './held-out-96/index.js';
import { heldOut97Sites } from './held-out-97/index.js';
import { heldOut98Sites } from './held-out-98/index.js';
import { heldOut99Sites } from './held-out-99/index.js';
import { heldOut100Sites } from './held-out-100/index.js';
import { heldOut101Sites } from './held-out-101/index.js';
import { heldOut102Sites } from './held-out-102/index.js';
import { heldOut103Sites } from './held-out-103/index.js';
import { heldOut104Sites } from './held-out-104/index.js';
import { heldOut105Sites } from './held-out-105/index.js';
import { heldOut106Sites } from './held-out-106/index.js';
import { heldOut107Sites } from './held-out-107/index.js';
import { heldOut108Sites } from './held-out-108/index.js';
import { heldOut109Sites } from './held-out-109/index.js';
import { heldOut110Sites } from './held-out-110/index.js';
import { heldOut111Sites } from './held-out-111/index.js';
import { heldOut112Sites } from './held-out-112/index.js';
import { heldOut113Sites } from './held-out-113/index.js';
import { heldOut114Sites } from './held-out-114/index.js';
import { heldOut115Sites } from './held-out-115/index.js';
import { heldOut116Sites } from './held-out-116/index.js';
import { heldOut117Sites } from './held-out-117/index.js';
import { heldOut118Sites } from './held-out-118/index.js';
import { heldOut119Sites } from './held-out-119/index.js';
import { heldOut120Sites } from './held-out-120/index.js';
import { tuningSites } from './tuning/index.js';

export type * from './types.js';
export { scoreCrawl, sumScores, type CrawlObservation, type SiteScore, type SetScore } from './score.js';
export { tuningSites } from './tuning/index.js';
export { heldOutSites } from './held-out/index.js';

/** Each set's sites, in its own folder. */
const SETS: Record<TruthSet, () => CrawlWorldSite[]> = {
  'tuning': tuningSites,
  'held-out': heldOutSites,
  'held-out-2': heldOut2Sites,
  'held-out-3': heldOut3Sites,
  'held-out-4': heldOut4Sites,
  'held-out-5': heldOut5Sites,
  'held-out-6': heldOut6Sites,
  'held-out-7': heldOut7Sites,
  'held-out-8': heldOut8Sites,
  'held-out-9': heldOut9Sites,
  'held-out-10': heldOut10Sites,
  'held-out-11': heldOut11Sites,
  'held-out-12': heldOut12Sites,
  'held-out-13': heldOut13Sites,
  'held-out-14': heldOut14Sites,
  'held-out-15': heldOut15Sites,
  'held-out-16': heldOut16Sites,
  'held-out-17': heldOut17Sites,
  'held-out-18': heldOut18Sites,
  'held-out-19': heldOut19Sites,
  'held-out-20': heldOut20Sites,
  'held-out-21': heldOut21Sites,
  'held-out-22': heldOut22Sites,
  'held-out-23': heldOut23Sites,
  'held-out-24': heldOut24Sites,
  'held-out-25': heldOut25Sites,
  'held-out-26': heldOut26Sites,
  'held-out-27': heldOut27Sites,
  'held-out-28': heldOut28Sites,
  'held-out-29': heldOut29Sites,
  'held-out-30': heldOut30Sites,
  'held-out-31': heldOut31Sites,
  'held-out-32': heldOut32Sites,
  'held-out-33': heldOut33Sites,
  'held-out-34': heldOut34Sites,
  'held-out-35': heldOut35Sites,
  'held-out-36': heldOut36Sites,
  'held-out-37': heldOut37Sites,
  'held-out-38': heldOut38Sites,
  'held-out-39': heldOut39Sites,
  'held-out-40': heldOut40Sites,
  'held-out-41': heldOut41Sites,
  'held-out-42': heldOut42Sites,
  'held-out-43': heldOut43Sites,
  'held-out-44': heldOut44Sites,
  'held-out-45': heldOut45Sites,
  'held-out-46': heldOut46Sites,
  'held-out-47': heldOut47Sites,
  'held-out-48': heldOut48Sites,
  'held-out-49': heldOut49Sites,
  'held-out-50': heldOut50Sites,
  'held-out-51': heldOut51Sites,
  'held-out-52': heldOut52Sites,
  'held-out-53': heldOut53Sites,
  'held-out-54': heldOut54Sites,
  'held-out-55': heldOut55Sites,
  'held-out-56': heldOut56Sites,
  'held-out-57': heldOut57Sites,
  'held-out-58': heldOut58Sites,
  'held-out-59': heldOut59Sites,
  'held-out-60': heldOut60Sites,
  'held-out-61': heldOut61Sites,
  'held-out-62': heldOut62Sites,
  'held-out-63': heldOut63Sites,
  'held-out-64': heldOut64Sites,
  'held-out-65': heldOut65Sites,
  'held-out-66': heldOut66Sites,
  'held-out-67': heldOut67Sites,
  'held-out-68': heldOut68Sites,
  'held-out-69': heldOut69Sites,
  'held-out-70': heldOut70Sites,
  'held-out-71': heldOut71Sites,
  'held-out-72': heldOut72Sites,
  'held-out-73': heldOut73Sites,
  'held-out-74': heldOut74Sites,
  'held-out-75': heldOut75Sites,
  'held-out-76': heldOut76Sites,
  'held-out-77': heldOut77Sites,
  'held-out-78': heldOut78Sites,
  'held-out-79': heldOut79Sites,
  'held-out-80': heldOut80Sites,
  'held-out-81': heldOut81Sites,
  'held-out-82': heldOut82Sites,
  'held-out-83': heldOut83Sites,
  'held-out-84': heldOut84Sites,
  'held-out-85': heldOut85Sites,
  'held-out-86': heldOut86Sites,
  'held-out-87': heldOut87Sites,
  'held-out-88': heldOut88Sites,
  'held-out-89': heldOut89Sites,
  'held-out-90': heldOut90Sites,
  'held-out-91': heldOut91Sites,
  'held-out-92': heldOut92Sites,
  'held-out-93': heldOut93Sites,
  'held-out-94': heldOut94Sites,
  'held-out-95': heldOut95Sites,
  'held-out-96': heldOut96Sites,
  'held-out-97': heldOut97Sites,
  'held-out-98': heldOut98Sites,
  'held-out-99': heldOut99Sites,
  'held-out-100': heldOut100Sites,
  'held-out-101': heldOut101Sites,
  'held-out-102': heldOut102Sites,
  'held-out-103': heldOut103Sites,
  'held-out-104': heldOut104Sites,
  'held-out-105': heldOut105Sites,
  'held-out-106': heldOut106Sites,
  'held-out-107': heldOut107Sites,
  'held-out-108': heldOut108Sites,
  'held-out-109': heldOut109Sites,
  'held-out-110': heldOut110Sites,
  'held-out-111': heldOut111Sites,
  'held-out-112': heldOut112Sites,
  'held-out-113': heldOut113Sites,
  'held-out-114': heldOut114Sites,
  'held-out-115': heldOut115Sites,
  'held-out-116': heldOut116Sites,
  'held-out-117': heldOut117Sites,
  'held-out-118': heldOut118Sites,
  'held-out-119': heldOut119Sites,
  'held-out-120': heldOut120Sites,
};

/** Every site of the truth world, tuning set first; new objects on each call. */
export function buildCrawlWorld(sets: readonly TruthSet[] = TRUTH_SETS): CrawlWorldSite[] {
  return TRUTH_SETS.filter((set) => sets.includes(set)).flatMap((set) => SETS[set]());
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
