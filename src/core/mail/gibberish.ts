/**
 * Gibberish local parts ("x7kq9zpw", "qwxzvbnm", "asdfghjkl"): character trigram language models of what
 * words and names look like; a local part that they explain much worse than random letters is flagged.
 *
 * Models: two character trigram models over a-z with start padding and an end mark (27 predicted symbols),
 * interpolated absolute discounting (D = 0.75 at the trigram and bigram levels, the freed mass backing off
 * to the lower order; add-one unigrams at the bottom, so nothing has probability 0). Trained once at module
 * load (about 65 ms; counts in typed arrays, then one table of -log2 P per model), and cached:
 *  - words: the English word list of the `word-list` package (MIT, (c) Sindre Sorhus; 274,000 lower-case
 *    words, from the atebits/Words list), plus the role words and COMMON_WORDS below;
 *  - names: the first names of the `human-names` package (MIT, (c) Alessandro Minoccheri): popular female
 *    and male names in English, Italian, French, German, Spanish and Dutch, 5,166 distinct after folding.
 *    The package ships no surnames (its data is {female,male}-human-names-{de,en,es,fr,it,nl}.json).
 * Known tokens, never gibberish: those names, the role words of `role-based-email-addresses` (MIT, (c)
 * Mixmax) and COMMON_WORDS (about 480 common English and mailbox words). Every source is an npm
 * dependency; nothing is read from the system (/usr/share/dict is used by the benchmark only).
 *
 * Scoring: the local part is folded (NFD, combining marks removed, lower-cased), split on every character
 * outside a-z and 0-9, and digits inside a piece are dropped ('x7kq9zpw' is scored as 'xkqzpw',
 * 'john.smith1985' as 'john', 'smith'). Tokens of 1-2 letters (initials) are neutral. For each other token
 * that is not known, the evidence in bits is the fewest bits the models need for it minus what uniform
 * random letters need (log2 26 per letter and for the end), over every segmentation of the token into word
 * pieces (each scored by the better of the two models) and acronym or initial pieces of 1-3 letters at the
 * token's start or end ('j' in 'jmuller', 'hr' in 'hrdept'; they cost what random letters cost), each piece
 * after the first costing SPLIT_PENALTY_BITS (10). The local part's evidence is the sum over its tokens (a
 * clear 'john' offsets an odd surname); score = evidence / 24 clamped to 0..1 (0 or less: reads as words and
 * names). A local part with no scorable token scores 0 (no evidence). 1 = gibberish.
 *
 * Threshold: GIBBERISH_THRESHOLD = 0.2 (4.8 bits of evidence), chosen without the held-out data. Each real
 * list (Debian's wamerican words: apostrophe entries dropped, folded, a-z only, 3+ letters, distinct; the
 * human-names first names; the role addresses) is split 70/30 into a tuning and a held-out part with a seeded
 * PRNG (bench/gibberish/protocol.ts). The tuning parts were split 70/30 again; a detector trained on the first
 * part (every validation and held-out item removed from every source, word-list included) scored the
 * validation part and generated gibberish (uniform a-z, keyboard mash, consonant runs, letters with digits;
 * one seed), and the threshold is the lowest, in steps of 0.01, flagging at most 0.3% of the validation words
 * (a margin under the 0.5% goal). ACRONYM_MAX, SPLIT_PENALTY_BITS and dropping digits were chosen on the same
 * validation split. Measured on the held-out parts by a detector trained without any held-out item, with
 * gibberish from another seed (bench/RESULTS.md): false positives 0.33% of 21,987 words (72: acronyms, Roman
 * numerals, foreign names: 'ieee', 'xxviii', 'shijiazhuang'), 0.39% of 1,550 names, 2.62% of 305 role
 * addresses; false negatives 6.2% of 8,000 generated strings (uniform 4.4%, keyboard 6.5%, consonants 0.2%,
 * letters with digits 13.8%). The shipped detector flags none of its own names and role addresses.
 * Reproduce: `npx tsx bench/gibberish/index.ts` (gibberish.test.ts asserts the held-out figures; the words
 * one when /usr/share/dict/american-english is installed).
 *
 * Known limits: short tokens carry little evidence, so random strings of few letters pass (3-letter tokens
 * never score); 4-6 letter acronyms that are not known words can be flagged ('html', 'xkcd'); so can surnames
 * far from the training data when alone ('nguyen', 'wozniak', 'brzezinski'; 'linh.nguyen' is not), and
 * concatenations of short words pay the split penalty. Use isGibberish as one signal among others, never
 * alone to reject a contact.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import wordListPath from 'word-list';
import { givenNameEntries } from '../identity/given-names.js';

// role-based-email-addresses is CommonJS with no type declarations; createRequire keeps the cast in this file.
const require = createRequire(import.meta.url);
const roleWords = require('role-based-email-addresses') as string[];

/** gibberishScore at or above this is gibberish (see the file comment for how it was chosen). */
export const GIBBERISH_THRESHOLD = 0.2;

const DISCOUNT = 0.75;
const SYMBOLS = 27; // a-z, and the boundary: the start pad in a context, the end mark when predicted
const BOUNDARY = 26;
const MIN_TOKEN = 3;
/** Letters of an acronym or initials piece at the start or end of a token ('hr' in 'hrdept', 'j' in 'jmuller'). */
const ACRONYM_MAX = 3;
/** Cost in bits of each piece after the first in a token's segmentation. */
const SPLIT_PENALTY_BITS = 10;
/** Tokens longer than this are scored whole (keeps the segmentation's cost bounded on long input). */
const SEGMENT_MAX = 32;
/** Evidence (bits) that maps to score 1. */
const BITS_AT_ONE = 24;
const LOG2_26 = Math.log2(26);

/** Common English words and mailbox words (a small constant list, see the file comment). */
const COMMON_WORDS = `
info sales support admin contact hello office team mail help service services billing accounts accounting
finance marketing press media news jobs careers legal privacy security abuse postmaster webmaster hostmaster
noreply reply orders order shop store booking bookings reservations events partners partner investor
investors relations customer customers care feedback enquiries inquiries questions general reception
frontdesk operations engineering developers design product projects project management manager director
founder owner studio agency group company corporate business enterprise solutions consulting global
international online digital data research training education school academy university library community
club members membership subscriptions newsletter notifications alerts updates system server mailer gdpr dpo
about above after again against air all also always another answer apple area around back bank base bear
beautiful because become bed before begin behind best better between big bird black blue boat body book both
bottom box boy bread bring brother brown build burn call came can car carry cat center change check children
city class clean clear close cloud cold color come common cook corn could country course cover cross cut dark
day deep different does dog door down draw dream dry during each early earth east easy eat end enough even
evening every example eye face fact fall family far farm fast father feel field fine fire first fish five
flower fly follow food foot forest form four free friend from front full game garden give glass gold good
great green ground grow half hand happy hard head hear heart heavy high hill hold home horse hot hour house
hundred idea important island keep kind king know lake land large last late learn leave left letter life
light line list little live long look love low made make man many map mark may mean men might mile mind miss
money moon more morning most mother mountain move much music must name near need never new next night north
nothing notice number ocean often old only open other over own page paper part party people picture piece
place plan plant play point power pretty problem pull put question quick rain read ready real red remember
rest right river road rock room round run said same say sea second see seem self sentence set several ship
short show side simple since sing sister size sleep slow small snow some song soon sound south space special
spring stand star start state stay step still stone stop story street strong study such summer sun sure table
take talk teacher tell ten than thing think three through time today together took top toward town tree true
try turn under until upon use usual very voice wait walk want warm watch water way weather week well west
what wheel when where which while white whole why wide wild will wind window winter with woman wonder wood
word work world would write year yellow young baker miller carter taylor cooper walker wright
`;

/** Fold to lower-case a-z where possible: 'Müller' -> 'muller', 'Zoë' -> 'zoe'. */
function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The a-z tokens of a local part: split on every character outside a-z and 0-9 ('.', '_', '-', '+', other
 * symbols and scripts), then digits dropped inside each piece, so 'x7kq9zpw' is one token 'xkqzpw' and
 * 'john.smith1985' is 'john', 'smith'.
 */
export function letterTokens(s: string): string[] {
  const tokens: string[] = [];
  for (const piece of fold(s).split(/[^a-z0-9]+/)) {
    const token = piece.replace(/[0-9]+/g, '');
    if (token.length > 0) tokens.push(token);
  }
  return tokens;
}

/** A trained character trigram model: bits[(c1 * 27 + c2) * 27 + next] = -log2 P(next | c1 c2). */
export interface TrigramModel {
  readonly bits: Float64Array;
}

function isAz(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return s.length > 0;
}

/**
 * Train a model on words: each is folded and split like a local part (a word already in a-z is taken as it
 * is, which keeps training on the 274,000-word list fast).
 */
export function trainTrigramModel(words: Iterable<string>): TrigramModel {
  const N = SYMBOLS;
  const tri = new Float64Array(N * N * N);
  const bi = new Float64Array(N * N);
  const uni = new Float64Array(N);
  const count = (token: string): void => {
    let a = BOUNDARY;
    let b = BOUNDARY;
    for (let i = 0; i <= token.length; i++) {
      const c = i < token.length ? token.charCodeAt(i) - 97 : BOUNDARY;
      tri[(a * N + b) * N + c]! += 1;
      bi[b * N + c]! += 1;
      uni[c]! += 1;
      a = b;
      b = c;
    }
  };
  for (const word of words) {
    if (isAz(word)) count(word);
    else for (const token of letterTokens(word)) count(token);
  }
  // Interpolated absolute discounting: add-one unigrams, then bigrams and trigrams each discounted by D with
  // the freed mass given to the order below (so nothing has probability 0).
  let uniTotal = 0;
  for (const n of uni) uniTotal += n;
  const p1 = new Float64Array(N);
  for (let c = 0; c < N; c++) p1[c] = (uni[c]! + 1) / (uniTotal + N);
  const discounted = (counts: Float64Array, base: number, lower: (c: number) => number, out: (c: number, p: number) => void): void => {
    let total = 0;
    let types = 0;
    for (let c = 0; c < N; c++) {
      total += counts[base + c]!;
      if (counts[base + c]! > 0) types += 1;
    }
    for (let c = 0; c < N; c++) {
      out(c, total === 0 ? lower(c) : Math.max(counts[base + c]! - DISCOUNT, 0) / total + ((DISCOUNT * types) / total) * lower(c));
    }
  };
  const p2 = new Float64Array(N * N);
  for (let b = 0; b < N; b++) discounted(bi, b * N, (c) => p1[c]!, (c, p) => (p2[b * N + c] = p));
  const bits = new Float64Array(N * N * N);
  for (let a = 0; a < N; a++) {
    for (let b = 0; b < N; b++) {
      const base = (a * N + b) * N;
      discounted(tri, base, (c) => p2[b * N + c]!, (c, p) => (bits[base + c] = -Math.log2(p)));
    }
  }
  return { bits };
}

/** The two models and the known tokens a detector scores with. */
export interface GibberishDetector {
  /** Trained on English words, role words and COMMON_WORDS. */
  readonly words: TrigramModel;
  /** Trained on first names. */
  readonly names: TrigramModel;
  /** Names, role words and COMMON_WORDS as tokens: never gibberish (the big English list is not kept). */
  readonly known: ReadonlySet<string>;
}

export interface DetectorSources {
  readonly names: Iterable<string>;
  /** Role words and common words: trained on and known. */
  readonly words: Iterable<string>;
  /** A big English word list: trained on only. */
  readonly englishWords: Iterable<string>;
}

export function buildDetector(sources: DetectorSources): GibberishDetector {
  const names = [...sources.names];
  const words = [...sources.words];
  const known = new Set<string>();
  for (const entry of [...names, ...words]) for (const t of letterTokens(entry)) known.add(t);
  function* wordTraining(): Iterable<string> {
    yield* sources.englishWords;
    yield* words;
  }
  return { words: trainTrigramModel(wordTraining()), names: trainTrigramModel(names), known };
}

/** Bits of `token` as one word (from the start pad to the end mark) under a model. */
function wordBits(model: TrigramModel, token: string): number {
  let a = BOUNDARY;
  let b = BOUNDARY;
  let bits = 0;
  for (let i = 0; i <= token.length; i++) {
    const c = i < token.length ? token.charCodeAt(i) - 97 : BOUNDARY;
    bits += model.bits[(a * SYMBOLS + b) * SYMBOLS + c]!;
    a = b;
    b = c;
  }
  return bits;
}

/**
 * Evidence in bits that an a-z token is random letters rather than words and names: the fewest bits the
 * language models need for it, minus what uniform random letters need (log2 26 per letter and per end
 * mark), over every segmentation of the token into pieces: a word piece is scored by the better of the two
 * models; an acronym piece (1-3 letters, at the token's start or end only) costs what random letters cost
 * (evidence 0); every piece after the first costs SPLIT_PENALTY_BITS. Negative: the token reads as words.
 */
export function tokenEvidence(detector: GibberishDetector, token: string): number {
  const models = [detector.words, detector.names];
  const n = token.length;
  if (n > SEGMENT_MAX) return Math.min(...models.map((m) => wordBits(m, token))) - LOG2_26 * (n + 1);
  const best = new Float64Array(n + 1).fill(Infinity);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    if (best[i] === Infinity) continue;
    const start = best[i]! + (i > 0 ? SPLIT_PENALTY_BITS : 0);
    // an acronym piece: at the start (any of 1-3 letters) or the end (the rest of the token)
    for (let k = 1; k <= ACRONYM_MAX && i + k <= n; k++) {
      if (i > 0 && i + k < n) continue;
      if (start < best[i + k]!) best[i + k] = start;
    }
    for (const m of models) {
      let a = BOUNDARY;
      let b = BOUNDARY;
      let bits = 0;
      for (let j = i; j < n; j++) {
        const c = token.charCodeAt(j) - 97;
        bits += m.bits[(a * SYMBOLS + b) * SYMBOLS + c]!;
        a = b;
        b = c;
        const end = bits + m.bits[(a * SYMBOLS + b) * SYMBOLS + BOUNDARY]!;
        const value = start + end - LOG2_26 * (j + 2 - i);
        if (value < best[j + 1]!) best[j + 1] = value;
      }
    }
  }
  return best[n]!;
}

/**
 * Evidence in bits that a local part is gibberish: the sum of tokenEvidence over its tokens of 3+ letters
 * (known tokens count 0), or null when it has none (initials, digits only, other scripts).
 */
export function localPartEvidence(localPart: string, detector: GibberishDetector = defaultDetector()): number | null {
  let evidence = 0;
  let scored = 0;
  for (const token of letterTokens(localPart)) {
    if (token.length < MIN_TOKEN) continue;
    scored += 1;
    if (!detector.known.has(token)) evidence += tokenEvidence(detector, token);
  }
  return scored === 0 ? null : evidence;
}

/** Map evidence in bits to 0..1: 0 bits or less is 0, BITS_AT_ONE (24) or more is 1. */
export function evidenceToScore(bits: number): number {
  return Math.min(1, Math.max(0, bits / BITS_AT_ONE));
}

/** Distinct folded first names from human-names (all languages), sorted. */
export function trainingNames(): string[] {
  const names = new Set<string>();
  for (const name of givenNameEntries()) for (const t of letterTokens(name)) names.add(t);
  return [...names].sort();
}

/** The local parts of role-based-email-addresses, lower-cased and distinct ('info', 'ads-account-noreply'). */
export function roleLocalParts(): string[] {
  return [...new Set(roleWords.map((r) => r.toLowerCase()))].sort();
}

/** COMMON_WORDS as distinct tokens, sorted. */
export function commonWords(): string[] {
  return [...new Set(letterTokens(COMMON_WORDS))].sort();
}

/** Role words from role-based-email-addresses and COMMON_WORDS, as distinct tokens, sorted. */
export function trainingWords(): string[] {
  const words = new Set<string>(commonWords());
  for (const entry of roleWords) for (const t of letterTokens(entry)) words.add(t);
  return [...words].sort();
}

/** The English word list of the `word-list` package (274,000 lower-case a-z words, one a line). */
export function englishWords(): string[] {
  return readFileSync(wordListPath, 'utf8')
    .split('\n')
    .filter((w) => w.length > 0);
}

let cached: GibberishDetector | null = null;
function defaultDetector(): GibberishDetector {
  cached ??= buildDetector({ names: trainingNames(), words: trainingWords(), englishWords: englishWords() });
  return cached;
}
defaultDetector(); // train at module load

/** 0..1, 1 = gibberish. */
export function gibberishScore(localPart: string, detector?: GibberishDetector): number {
  const bits = localPartEvidence(localPart, detector ?? defaultDetector());
  return bits === null ? 0 : evidenceToScore(bits);
}

export function isGibberish(localPart: string, detector?: GibberishDetector): boolean {
  return gibberishScore(localPart, detector) >= GIBBERISH_THRESHOLD;
}
