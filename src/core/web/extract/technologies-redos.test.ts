import { describe, expect, it } from 'vitest';
import { detectTechnologies, tagStartsBounded } from './technologies.js';

describe('fingerprint patterns on hostile pages', () => {
  it('keeps one tag start per stretch between two ">"', () => {
    expect(tagStartsBounded('<p>a < b <i>x</i></p>')).toBe('<p>a \u2039 b <i>x</i></p>');
    expect(tagStartsBounded('<div class="x"><span>ok</span></div>')).toBe('<div class="x"><span>ok</span></div>');
    expect(tagStartsBounded('<<<<a>')).toBe('\u2039\u2039\u2039<a>');
  });

  // A ReDoS guard, not a performance figure: the dataset's `<[^>]*...` patterns were quadratic on
  // runs of "<" (an 8 KB run took seconds); 100,000 characters now take well under a second.
  const BOUND_MS = 2000;
  it.each([
    ['a run of "<"', '<'.repeat(100_000)],
    ['"<x" repeated', '<x'.repeat(50_000)],
    ['text with stray "<"', 'a<b '.repeat(25_000)],
  ])('reads %s of 100,000 characters in linear time', (_, body) => {
    detectTechnologies([{ url: 'https://warm.test/', headers: {}, html: '<html></html>' }]);
    const started = performance.now();
    detectTechnologies([{ url: 'https://hostile.test/', headers: {}, html: `<html><body>${body}</body></html>` }]);
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
  });
});
