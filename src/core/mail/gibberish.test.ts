import { describe, expect, it } from 'vitest';
import {
  GIBBERISH_THRESHOLD,
  bitsToScore,
  gibberishScore,
  isGibberish,
  letterTokens,
  localPartBits,
  trainTrigramModel,
  trainingNames,
  trainingWords,
} from './gibberish.js';

/** mulberry32: small seeded PRNG, so the split and the negatives are the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Measure {
  precision: number;
  recall: number;
}

/**
 * The held-out protocol of gibberish.ts: names shuffled (seed 42) and split 80/20; a model trained on the 80% and
 * the word lists; positives = the 20%, negatives = 2,000 random a-z strings of length 5-12 from the same PRNG.
 */
function heldOut(): { names: Measure; gibberish: Measure; held: number; negatives: number } {
  const random = mulberry32(42);
  const names = trainingNames();
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [names[i], names[j]] = [names[j]!, names[i]!];
  }
  const cut = Math.floor(names.length * 0.8);
  const train = names.slice(0, cut);
  const held = names.slice(cut);
  const negatives: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const length = 5 + Math.floor(random() * 8);
    let s = '';
    for (let k = 0; k < length; k++) s += String.fromCharCode(97 + Math.floor(random() * 26));
    negatives.push(s);
  }
  const model = trainTrigramModel([...train, ...trainingWords()]);
  const flagged = (s: string): boolean => isGibberish(s, model);
  const namesKept = held.filter((n) => !flagged(n)).length; // true positives for "is a name"
  const negativesKept = negatives.filter((n) => !flagged(n)).length; // random strings passed as names
  const namesFlagged = held.length - namesKept;
  const negativesFlagged = negatives.length - negativesKept;
  return {
    names: { precision: namesKept / (namesKept + negativesKept), recall: namesKept / held.length },
    gibberish: { precision: negativesFlagged / (negativesFlagged + namesFlagged), recall: negativesFlagged / negatives.length },
    held: held.length,
    negatives: negatives.length,
  };
}

describe('gibberish', () => {
  it('trains on the human-names lists and the word lists', () => {
    const names = trainingNames();
    expect(names.length).toBeGreaterThan(4000);
    expect(names).toContain('john');
    expect(names).toContain('adele'); // 'Adèle', folded
    expect(new Set(names).size).toBe(names.length);
    const words = trainingWords();
    for (const w of ['sales', 'info', 'support', 'noreply']) expect(words).toContain(w);
  });

  it('meets precision and recall >= 0.95 on the held-out split at GIBBERISH_THRESHOLD', () => {
    const m = heldOut();
    const f = (x: number): string => x.toFixed(4);
    console.log(
      `gibberish held-out (threshold ${GIBBERISH_THRESHOLD}, ${m.held} names, ${m.negatives} random strings): ` +
        `names precision ${f(m.names.precision)} recall ${f(m.names.recall)}; ` +
        `gibberish precision ${f(m.gibberish.precision)} recall ${f(m.gibberish.recall)}`,
    );
    expect(m.held).toBeGreaterThan(900);
    expect(m.names.precision).toBeGreaterThanOrEqual(0.95);
    expect(m.names.recall).toBeGreaterThanOrEqual(0.95);
    expect(m.gibberish.precision).toBeGreaterThanOrEqual(0.95);
    expect(m.gibberish.recall).toBeGreaterThanOrEqual(0.95);
  });

  const TABLE: [string, boolean][] = [
    ['john.smith', false],
    ['anne-sophie.delatour', false],
    ['jmuller', false],
    ['tanaka.yuki', false],
    ['info', false],
    ['sales', false],
    ['x7kq9zpw', true],
    ['asdfghjkl', true],
    ['qwxzvbnm', true],
    ['zzqxjkw', true],
  ];

  it.each(TABLE)('%s -> gibberish %s', (local, expected) => {
    const score = gibberishScore(local);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(1);
    expect(isGibberish(local)).toBe(expected);
  });

  it('treats initials and empty input as neutral', () => {
    expect(gibberishScore('j.k')).toBe(0);
    expect(gibberishScore('42')).toBe(0);
    expect(gibberishScore('')).toBe(0);
    expect(gibberishScore('j.smith')).toBe(gibberishScore('smith'));
    expect(localPartBits('jk')).toBeNull();
  });

  it('splits on separators and digits, folds accents and case', () => {
    expect(letterTokens('Anne-Sophie.De_la+Tour2024x')).toEqual(['anne', 'sophie', 'de', 'la', 'tour', 'x']);
    expect(gibberishScore('MÜLLER')).toBe(gibberishScore('muller'));
  });

  it('maps bits per character to 0..1', () => {
    expect(bitsToScore(0)).toBe(0);
    expect(bitsToScore(2)).toBe(0);
    expect(bitsToScore(5)).toBeCloseTo(0.5);
    expect(bitsToScore(8)).toBe(1);
    expect(bitsToScore(20)).toBe(1);
  });
});
