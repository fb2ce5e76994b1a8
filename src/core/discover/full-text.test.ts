import { describe, expect, it } from 'vitest';
import { keywordMatch, searchLexemes, type TextMatch } from './full-text.js';

/** Whether a keyword matches a text, by the rules the store's tsquery applies to the lexemes. */
function matches(keyword: string, text: string): boolean {
  const lexemes = new Set(searchLexemes(text));
  const match = keywordMatch(keyword) as TextMatch;
  return match.every((clause) => clause.some((t) => (t.prefix ? [...lexemes].some((l) => l.startsWith(t.lexeme)) : lexemes.has(t.lexeme))));
}

describe('full text for discover keywords', () => {
  it('folds case and accents on both sides', () => {
    expect(searchLexemes('Brisa Logística — Île-de-France')).toEqual(['brisa', 'logistica', 'ile', 'de', 'france']);
    expect(matches('LOGISTICA', 'Brisa Logística')).toBe(true);
    expect(matches('logística', 'brisa logistica')).toBe(true);
  });

  it('matches words of four letters or more as prefixes, shorter ones exactly, plurals as their singular', () => {
    expect(matches('pharma', 'a pharmaceuticals maker')).toBe(true);
    expect(matches('ai', 'an aid agency')).toBe(false);
    expect(matches('ai', 'AI tooling')).toBe(true);
    expect(matches('startups', 'a startup studio')).toBe(true);
    expect(matches('news', 'new ideas')).toBe(false);
  });

  it('needs every word of a phrase', () => {
    expect(matches('cell therapy', 'allogeneic cell therapies')).toBe(false);
    expect(matches('cell therap', 'allogeneic cell therapies')).toBe(true);
    expect(matches('olive oil', 'extra-virgin olive oil')).toBe(true);
    expect(matches('olive gas', 'extra-virgin olive oil')).toBe(false);
  });

  it("drops possessives and cuts CJK into character pairs", () => {
    expect(searchLexemes("Acme's robots")).toEqual(['acme', 'robots']);
    expect(matches('東京', '東京の会社')).toBe(true);
    expect(matches('大学', '東京大学')).toBe(true);
    expect(matches('京都', '東京大学')).toBe(false);
    expect(matches('東', '東京')).toBe(true);
  });

  it('has no condition for a keyword without a word', () => {
    expect(keywordMatch('!!! ---')).toBeNull();
    expect(searchLexemes(null, undefined, '')).toEqual([]);
  });
});
