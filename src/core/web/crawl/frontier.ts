/**
 * The crawl's to-do list: pages and sitemap files not yet fetched, best first (score, then
 * depth, then the order they were found in). A URL is known once: found again, it keeps the
 * better score and the shallower depth; fetched (or refused), it is never offered again. The list
 * is bounded: past `max` entries the worst one is dropped (a sitemap of 50,000 product pages
 * must not hold the crawl's memory for pages the budget never reaches).
 */
import type { LinkKind } from './link-kinds.js';

export interface Candidate {
  url: string;
  type: 'page' | 'sitemap';
  kind: LinkKind | 'sitemap';
  score: number;
  /** Links from the home page (0); a sitemap's pages count as linked from the home page. */
  depth: number;
}

interface Entry extends Candidate {
  seq: number;
}

/**
 * The identity of a URL for "already seen": scheme, "www." and a trailing slash make no page of
 * their own on the sites crawled, nor do tracking parameters.
 */
export function urlKey(raw: string): string {
  const url = new URL(raw);
  url.hash = '';
  for (const k of [...url.searchParams.keys()]) if (/^(utm_\w+|fbclid|gclid|mc_cid|mc_eid)$/i.test(k)) url.searchParams.delete(k);
  let path = url.pathname;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return `${url.hostname.toLowerCase().replace(/^www\./, '')}${url.port ? `:${url.port}` : ''}${path}${url.search}`;
}

/** Whether a is to be fetched before b. */
function before(a: Entry, b: Entry): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.depth !== b.depth) return a.depth < b.depth;
  return a.seq < b.seq;
}

export class Frontier {
  private readonly pending = new Map<string, Entry>();
  private readonly done = new Set<string>();
  private seq = 0;

  constructor(private readonly max: number) {
    if (!(max >= 1)) throw new RangeError('Frontier: max must be at least 1');
  }

  /** Marks a URL as handled (fetched, refused, a redirect's target); false if it already was. */
  settle(url: string): boolean {
    const key = urlKey(url);
    this.pending.delete(key);
    if (this.done.has(key)) return false;
    this.done.add(key);
    return true;
  }

  /** Whether the URL was fetched or refused already, or waits in the list. */
  knows(url: string): boolean {
    const key = urlKey(url);
    return this.done.has(key) || this.pending.has(key);
  }

  /** Adds a candidate or improves the one waiting; false when it is dropped or already handled. */
  offer(candidate: Candidate): boolean {
    const key = urlKey(candidate.url);
    if (this.done.has(key)) return false;
    const known = this.pending.get(key);
    if (known) {
      if (known.type !== candidate.type) return false;
      known.score = Math.max(known.score, candidate.score);
      if (candidate.score >= known.score) known.kind = candidate.kind;
      known.depth = Math.min(known.depth, candidate.depth);
      return true;
    }
    const entry: Entry = { ...candidate, seq: this.seq++ };
    this.pending.set(key, entry);
    if (this.pending.size > this.max) {
      let worstKey = key;
      let worst = entry;
      for (const [k, e] of this.pending) {
        if (before(worst, e)) {
          worst = e;
          worstKey = k;
        }
      }
      this.pending.delete(worstKey);
      return worstKey !== key;
    }
    return true;
  }

  /** Takes the best waiting candidate out of the list (it is settled). */
  pop(): Candidate | undefined {
    let bestKey: string | undefined;
    let best: Entry | undefined;
    for (const [k, e] of this.pending) {
      if (!best || before(e, best)) {
        best = e;
        bestKey = k;
      }
    }
    if (bestKey === undefined || !best) return undefined;
    this.pending.delete(bestKey);
    this.done.add(bestKey);
    const { seq: _seq, ...candidate } = best;
    return candidate;
  }

  /** What still waits, best first. */
  remaining(): Candidate[] {
    return [...this.pending.values()].sort((a, b) => (before(a, b) ? -1 : 1)).map(({ seq: _seq, ...c }) => c);
  }

  get size(): number {
    return this.pending.size;
  }
}
