/**
 * The measurement protocol of the gibberish detector (src/core/mail/gibberish.ts), shared by
 * bench/gibberish/index.ts and src/core/mail/gibberish.test.ts so both use the same splits.
 *
 * Real local parts (the "not gibberish" class), each split 70/30 with a seeded PRNG (mulberry32) into a
 * tuning part and a held-out part:
 *  - words: Debian's wamerican list (/usr/share/dict/american-english, SCOWL), measurement only. Filter:
 *    entries with an apostrophe dropped (possessives), the rest folded like a local part (NFD, combining
 *    marks removed, lower-cased), kept when they are 3+ letters of a-z only, deduplicated (proper nouns,
 *    acronyms and Roman numerals of the list included, lower-cased);
 *  - names: the first names the detector trains on (trainingNames(): human-names, which ships no surnames);
 *  - roles: the local parts of role-based-email-addresses ('info', 'ads-account-noreply').
 * Gibberish (the negatives): GENERATORS below, 2,000 strings each, from one seed for tuning and another for
 * the held-out figures.
 *
 * Held-out detector: built like the shipped one (buildDetector) but trained only on tuning parts, with every
 * held-out item removed from every training source (the word-list package, COMMON_WORDS, the names, the role
 * tokens): the held-out words, the held-out names, and the tokens of held-out role addresses that no tuning
 * role address has. So a held-out item is unseen by the models and by the known-token set. Tuning (the
 * choice of GIBBERISH_THRESHOLD and of the constants of gibberish.ts) used a second 70/30 split of the
 * tuning parts only (tuningDetector), never the held-out parts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mulberry32 } from '../support/prng.js';
import {
  buildDetector,
  commonWords,
  englishWords,
  gibberishScore,
  letterTokens,
  roleLocalParts,
  trainingNames,
  type GibberishDetector,
} from '../../src/core/mail/gibberish.js';

export const WORDS_PATH = '/usr/share/dict/american-english';
export const SEEDS = {
  words: 101,
  names: 102,
  roles: 103,
  tuningWords: 201,
  tuningNames: 202,
  tuningRoles: 203,
  gibberishTuning: 2024,
  gibberishHeldOut: 7919,
} as const;
export const HELD_OUT_FRACTION = 0.3;
export const PER_GENERATOR = 2000;

export { mulberry32 };

export interface Split {
  readonly tuning: string[];
  readonly heldOut: string[];
}

/** Fisher-Yates with mulberry32(seed), then the first 70% is tuning and the rest held out. */
export function split(items: readonly string[], seed: number): Split {
  const random = mulberry32(seed);
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  const cut = Math.round(a.length * (1 - HELD_OUT_FRACTION));
  return { tuning: a.slice(0, cut), heldOut: a.slice(cut) };
}

/** The wamerican words with the filter of the file comment, sorted; null when the file is not installed. */
export function loadWords(path: string = WORDS_PATH): string[] | null {
  if (!existsSync(path)) return null;
  const words = new Set<string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.includes("'")) continue;
    const folded = line.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (/^[a-z]{3,}$/.test(folded)) words.add(folded);
  }
  return [...words].sort();
}

// ---- generated gibberish ----

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const CONSONANTS = 'bcdfghjklmnpqrstvwxz';
const DIGITS = '0123456789';
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

type Random = () => number;
const pick = (r: Random, s: string): string => s[Math.floor(r() * s.length)]!;
const between = (r: Random, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

function keyAt(c: string): [number, number] {
  for (let row = 0; row < ROWS.length; row++) {
    const col = ROWS[row]!.indexOf(c);
    if (col >= 0) return [row, col];
  }
  throw new Error(`not a letter key: ${c}`);
}

/** Keys touching `c` on a QWERTY keyboard (same row and the rows above and below, columns c-1..c+1). */
function neighbours(c: string): string[] {
  const [row, col] = keyAt(c);
  const out: string[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const key = ROWS[row + dr]?.[col + dc];
      if ((dr !== 0 || dc !== 0) && key) out.push(key);
    }
  }
  return out;
}

export type Generator = (random: Random) => string;

export const GENERATORS: Readonly<Record<string, Generator>> = {
  /** Uniform a-z, length 5-14. */
  uniform: (r) => {
    let s = '';
    for (let i = between(r, 5, 14); i > 0; i--) s += pick(r, LETTERS);
    return s;
  },
  /**
   * Keyboard mash, length 5-14: from a random key, each next key is a neighbour (60%), the next key along
   * the row (20%), a repeat of the last 2-4 keys (10%) or a home-row key (10%).
   */
  keyboard: (r) => {
    const length = between(r, 5, 14);
    let s = pick(r, LETTERS);
    while (s.length < length) {
      const x = r();
      const last = s[s.length - 1]!;
      if (x < 0.6) {
        const near = neighbours(last);
        s += near[Math.floor(r() * near.length)]!;
      } else if (x < 0.8) {
        const [row, col] = keyAt(last);
        s += ROWS[row]![col + (r() < 0.5 ? 1 : -1)] ?? pick(r, ROWS[row]!);
      } else if (x < 0.9 && s.length >= 3) {
        s += s.slice(-between(r, 2, 4));
      } else {
        s += pick(r, ROWS[1]!);
      }
    }
    return s.slice(0, length);
  },
  /** Consonants only (no vowels, no y), length 5-12. */
  consonants: (r) => {
    let s = '';
    for (let i = between(r, 5, 12); i > 0; i--) s += pick(r, CONSONANTS);
    return s;
  },
  /** a-z and 0-9 (30% digits), length 6-14, with 2+ digits, 3+ letters and a digit between two letters. */
  digits: (r) => {
    for (;;) {
      let s = '';
      const length = between(r, 6, 14);
      for (let i = 0; i < length; i++) s += r() < 0.3 ? pick(r, DIGITS) : pick(r, LETTERS);
      const digits = s.replace(/[^0-9]/g, '').length;
      if (digits >= 2 && length - digits >= 3 && /[a-z][0-9]+[a-z]/.test(s)) return s;
    }
  },
};

export function generateGibberish(seed: number, perGenerator: number = PER_GENERATOR): Record<string, string[]> {
  const random = mulberry32(seed);
  const out: Record<string, string[]> = {};
  for (const [name, generate] of Object.entries(GENERATORS)) {
    const list: string[] = [];
    for (let i = 0; i < perGenerator; i++) list.push(generate(random));
    out[name] = list;
  }
  return out;
}

// ---- detectors trained without the held-out items ----

/** Tokens of `held` role addresses that no `train` role address has. */
function roleOnlyTokens(train: readonly string[], held: readonly string[]): string[] {
  const known = new Set(train.flatMap(letterTokens));
  return held.flatMap(letterTokens).filter((t) => !known.has(t));
}

/** The shipped recipe, trained on `names` and the tokens of `roles`, with `excluded` removed from every source. */
export function detectorWithout(names: readonly string[], roles: readonly string[], excluded: ReadonlySet<string>): GibberishDetector {
  const keep = (t: string): boolean => !excluded.has(t);
  const roleTokens = [...new Set(roles.flatMap(letterTokens))];
  return buildDetector({
    names: names.filter(keep),
    words: [...roleTokens, ...commonWords()].filter(keep),
    englishWords: englishWords().filter(keep),
  });
}

export interface Data {
  /** null when wamerican is not installed. */
  readonly words: Split | null;
  readonly names: Split;
  readonly roles: Split;
}

export function loadData(wordsPath: string = WORDS_PATH): Data {
  const words = loadWords(wordsPath);
  return {
    words: words ? split(words, SEEDS.words) : null,
    names: split(trainingNames(), SEEDS.names),
    roles: split(roleLocalParts(), SEEDS.roles),
  };
}

/** Real local parts to score, and the detector that has seen none of them. */
export interface Protocol {
  readonly detector: GibberishDetector;
  readonly words: string[];
  readonly names: string[];
  readonly roles: string[];
  readonly gibberish: Record<string, string[]>;
}

/** The held-out figures: held-out parts, a detector trained on the tuning parts only. */
export function heldOutProtocol(data: Data): Protocol {
  const excluded = new Set([
    ...(data.words?.heldOut ?? []),
    ...data.names.heldOut,
    ...roleOnlyTokens(data.roles.tuning, data.roles.heldOut),
  ]);
  return {
    detector: detectorWithout(data.names.tuning, data.roles.tuning, excluded),
    words: data.words?.heldOut ?? [],
    names: data.names.heldOut,
    roles: data.roles.heldOut,
    gibberish: generateGibberish(SEEDS.gibberishHeldOut),
  };
}

/**
 * The tuning figures: each tuning part split again 70/30 (fit / validation); a detector trained on the fit
 * parts, with the validation and the held-out items removed from every source; scored on the validation parts.
 */
export function tuningProtocol(data: Data): Protocol {
  const words = data.words ? split(data.words.tuning, SEEDS.tuningWords) : { tuning: [], heldOut: [] };
  const names = split(data.names.tuning, SEEDS.tuningNames);
  const roles = split(data.roles.tuning, SEEDS.tuningRoles);
  const excluded = new Set([
    ...(data.words?.heldOut ?? []),
    ...words.heldOut,
    ...data.names.heldOut,
    ...names.heldOut,
    ...roleOnlyTokens(roles.tuning, [...roles.heldOut, ...data.roles.heldOut]),
  ]);
  return {
    detector: detectorWithout(names.tuning, roles.tuning, excluded),
    words: words.heldOut,
    names: names.heldOut,
    roles: roles.heldOut,
    gibberish: generateGibberish(SEEDS.gibberishTuning),
  };
}

// ---- rates ----

export interface Scored {
  readonly words: Float64Array;
  readonly names: Float64Array;
  readonly roles: Float64Array;
  readonly gibberish: Record<string, Float64Array>;
}

export function scoreAll(p: Protocol, detector: GibberishDetector = p.detector): Scored {
  const score = (xs: readonly string[]): Float64Array => Float64Array.from(xs, (x) => gibberishScore(x, detector));
  const gibberish: Record<string, Float64Array> = {};
  for (const [name, xs] of Object.entries(p.gibberish)) gibberish[name] = score(xs);
  return { words: score(p.words), names: score(p.names), roles: score(p.roles), gibberish };
}

/** Share of `scores` flagged (>= threshold), as a fraction; NaN for an empty list. */
export function flaggedRate(scores: Float64Array, threshold: number): number {
  let n = 0;
  for (const s of scores) if (s >= threshold) n += 1;
  return n / scores.length;
}

export interface Rates {
  readonly threshold: number;
  /** False positive rates (real local parts flagged). */
  readonly words: number;
  readonly names: number;
  readonly roles: number;
  /** False negative rate per generator and over all generated strings. */
  readonly missed: Record<string, number>;
  readonly missedAll: number;
}

export function rates(s: Scored, threshold: number): Rates {
  const missed: Record<string, number> = {};
  let missedCount = 0;
  let total = 0;
  for (const [name, scores] of Object.entries(s.gibberish)) {
    const rate = 1 - flaggedRate(scores, threshold);
    missed[name] = rate;
    missedCount += rate * scores.length;
    total += scores.length;
  }
  return {
    threshold,
    words: flaggedRate(s.words, threshold),
    names: flaggedRate(s.names, threshold),
    roles: flaggedRate(s.roles, threshold),
    missed,
    missedAll: missedCount / total,
  };
}

/** The tuning rule: the lowest threshold on a 0.01 grid whose false positive rate on words is at most `maxWordsFp`. */
export function pickThreshold(words: Float64Array, maxWordsFp: number): number {
  for (let t = 1; t <= 100; t++) {
    if (flaggedRate(words, t / 100) <= maxWordsFp) return t / 100;
  }
  return 1;
}
