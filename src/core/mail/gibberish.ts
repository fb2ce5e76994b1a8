/**
 * Gibberish local parts ("x7kq9zpw", "qwxzvbnm"): a character trigram language model of what names and
 * mailbox words look like, so a local part whose letters the model finds very unlikely can be flagged.
 *
 * Model: character trigrams over a-z with start padding "^^" and an end mark "$" (27 predicted symbols),
 * interpolated absolute discounting (a Kneser-Ney-lite: discount D = 0.75 at the trigram and bigram levels,
 * the freed mass backing off to the lower order; add-one unigram at the bottom, so nothing has probability 0).
 * Trained once at module load (a few milliseconds) and cached.
 *
 * Training data:
 *  - first names from the `human-names` package (MIT, (c) Alessandro Minoccheri): popular female and male
 *    names in English, Italian, French, German, Spanish and Dutch, about 5,200 distinct after folding. The
 *    package ships no surnames;
 *  - role words from the `role-based-email-addresses` package (MIT, (c) Mixmax), so 'sales', 'info',
 *    'support', 'noreply' read as words;
 *  - COMMON_WORDS below: about 480 common English words (and mailbox words), which also covers English
 *    surnames that are words (smith is not; baker, miller, taylor, hill are).
 *
 * Scoring: the local part is folded (NFD, combining marks removed, lower-cased) and split on every
 * character outside a-z (so on '.', '_', '-', '+', digits, and any other symbol or script) into tokens.
 * Tokens of 1-2 letters (initials as in 'j.smith') are neutral and skipped. Each other token gets its average
 * surprisal in bits per predicted symbol (-log2 P, the end mark included); for tokens of 6+ letters, the
 * token without its first letter is also tried and the lower value kept, because an initial glued to a
 * surname ('jmuller', 'jsmith') is the commonest corporate pattern and its first transition is rare. The local
 * part's value is the mean over its tokens weighted by predicted symbols, mapped linearly to 0..1:
 * score = clamp((bits - 2) / 6, 0, 1), so 2 bits/char (very name-like) is 0 and 8 bits/char is 1. A local part
 * with no scorable token scores 0 (no evidence). 1 = gibberish.
 *
 * Threshold: GIBBERISH_THRESHOLD = 0.46 (4.76 bits/char), chosen as the point that maximizes the smallest of
 * precision and recall for both classes on held-out data: the names list (folded, distinct, 5,166 names,
 * shuffled with a seeded PRNG, mulberry32 seed 42) is split 80/20; a model is trained on the 80% plus the word
 * lists; the 20% (1,034 names) is the positive set and 2,000 random a-z strings of length 5-12 (same PRNG)
 * the negative set. Measured (gibberish.test.ts recomputes and prints it): names precision 0.968, recall 0.965;
 * gibberish precision 0.982, recall 0.984.
 * Known limits: surnames are not in the training data, so spellings far from the six languages' first names
 * can score above the threshold ('schmidt', 'kowalski', 'zhang.wei' do). Use isGibberish as one signal among
 * others, never alone to reject a contact.
 */
import { createRequire } from 'node:module';

// Both packages are CommonJS with no type declarations; createRequire keeps the cast in this file.
const require = createRequire(import.meta.url);
const humanNames = require('human-names') as Record<string, unknown>;
const roleWords = require('role-based-email-addresses') as string[];

export const GIBBERISH_THRESHOLD = 0.46;

/** Languages of human-names; each has `female<Lang>` and `male<Lang>` arrays. */
const NAME_LANGUAGES = ['En', 'It', 'Fr', 'De', 'Es', 'Nl'] as const;
const DISCOUNT = 0.75;
const SYMBOLS = 27; // a-z and the end mark
const START = '^';
const END = '$';
const MIN_TOKEN = 3;
const INITIAL_STRIP_MIN = 6;
const BITS_AT_ZERO = 2;
const BITS_AT_ONE = 8;

/** Common English words and mailbox words (a small constant list, see the file comment). */
const COMMON_WORDS = `
info sales support admin contact hello office team mail help service services billing accounts accounting
finance marketing press media news jobs careers legal privacy security abuse postmaster webmaster hostmaster
noreply reply orders order shop store booking bookings reservations events partners partner investor
investors relations customer customers care feedback enquiries inquiries questions general reception
frontdesk operations engineering developers design product projects project management manager director
founder owner studio agency group company corporate business enterprise solutions consulting global
international online digital data research training education school academy university library community
club members membership subscriptions newsletter notifications alerts updates system server mailer
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

/** Split into a-z tokens; everything else separates. */
export function letterTokens(s: string): string[] {
  return fold(s)
    .split(/[^a-z]+/)
    .filter((t) => t.length > 0);
}

type Counts = Map<string, Map<string, number>>;

export interface TrigramModel {
  readonly trigrams: Counts;
  readonly bigrams: Counts;
  readonly unigrams: Map<string, number>;
  readonly contextTotals: Map<string, number>;
  readonly unigramTotal: number;
}

function add(counts: Counts, context: string, next: string): void {
  let row = counts.get(context);
  if (!row) counts.set(context, (row = new Map()));
  row.set(next, (row.get(next) ?? 0) + 1);
}

/** Train a model on words (each is folded and split like a local part). */
export function trainTrigramModel(words: Iterable<string>): TrigramModel {
  const trigrams: Counts = new Map();
  const bigrams: Counts = new Map();
  const unigrams = new Map<string, number>();
  let unigramTotal = 0;
  for (const word of words) {
    for (const token of letterTokens(word)) {
      const s = START + START + token + END;
      for (let i = 2; i < s.length; i++) {
        const next = s[i]!;
        add(trigrams, s.slice(i - 2, i), next);
        add(bigrams, s[i - 1]!, next);
        unigrams.set(next, (unigrams.get(next) ?? 0) + 1);
        unigramTotal += 1;
      }
    }
  }
  const contextTotals = new Map<string, number>();
  for (const counts of [trigrams, bigrams]) {
    for (const [context, row] of counts) {
      let total = 0;
      for (const n of row.values()) total += n;
      contextTotals.set(context, total);
    }
  }
  return { trigrams, bigrams, unigrams, contextTotals, unigramTotal };
}

function interpolated(model: TrigramModel, counts: Counts, context: string, next: string, lower: number): number {
  const row = counts.get(context);
  const total = model.contextTotals.get(context) ?? 0;
  if (!row || total === 0) return lower;
  return Math.max((row.get(next) ?? 0) - DISCOUNT, 0) / total + ((DISCOUNT * row.size) / total) * lower;
}

function probability(model: TrigramModel, context: string, next: string): number {
  const p1 = ((model.unigrams.get(next) ?? 0) + 1) / (model.unigramTotal + SYMBOLS);
  const p2 = interpolated(model, model.bigrams, context[1]!, next, p1);
  return interpolated(model, model.trigrams, context, next, p2);
}

/** Average surprisal of an a-z token, in bits per predicted symbol (its letters and the end mark). */
export function tokenBits(model: TrigramModel, token: string): number {
  const s = START + START + token + END;
  let bits = 0;
  for (let i = 2; i < s.length; i++) bits -= Math.log2(probability(model, s.slice(i - 2, i), s[i]!));
  return bits / (s.length - 2);
}

/** Bits per symbol of a local part (weighted over its scorable tokens), or null when none is scorable. */
export function localPartBits(localPart: string, model: TrigramModel = defaultModel()): number | null {
  let bits = 0;
  let symbols = 0;
  for (const token of letterTokens(localPart)) {
    if (token.length < MIN_TOKEN) continue;
    let b = tokenBits(model, token);
    if (token.length >= INITIAL_STRIP_MIN) b = Math.min(b, tokenBits(model, token.slice(1)));
    bits += b * (token.length + 1);
    symbols += token.length + 1;
  }
  return symbols === 0 ? null : bits / symbols;
}

/** Map bits per symbol to 0..1 (see the file comment). */
export function bitsToScore(bits: number): number {
  return Math.min(1, Math.max(0, (bits - BITS_AT_ZERO) / (BITS_AT_ONE - BITS_AT_ZERO)));
}

/** Distinct folded first names from human-names (all languages), sorted. */
export function trainingNames(): string[] {
  const names = new Set<string>();
  for (const lang of NAME_LANGUAGES) {
    for (const key of [`female${lang}`, `male${lang}`]) {
      const list = humanNames[key];
      if (!Array.isArray(list)) throw new Error(`human-names: missing list ${key}`);
      for (const name of list as unknown[]) {
        if (typeof name === 'string') for (const t of letterTokens(name)) names.add(t);
      }
    }
  }
  return [...names].sort();
}

/** The non-name training words, as distinct tokens: role words from role-based-email-addresses and COMMON_WORDS. */
export function trainingWords(): string[] {
  const words = new Set<string>();
  for (const entry of [...roleWords, COMMON_WORDS]) for (const t of letterTokens(entry)) words.add(t);
  return [...words].sort();
}

let cached: TrigramModel | null = null;
function defaultModel(): TrigramModel {
  cached ??= trainTrigramModel([...trainingNames(), ...trainingWords()]);
  return cached;
}
defaultModel(); // train at module load

/** 0..1, 1 = gibberish. */
export function gibberishScore(localPart: string, model?: TrigramModel): number {
  const bits = localPartBits(localPart, model ?? defaultModel());
  return bits === null ? 0 : bitsToScore(bits);
}

export function isGibberish(localPart: string, model?: TrigramModel): boolean {
  return gibberishScore(localPart, model) >= GIBBERISH_THRESHOLD;
}
