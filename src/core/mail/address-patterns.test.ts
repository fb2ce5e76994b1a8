import { describe, expect, it } from 'vitest';
import { candidates, foldName, learnPatterns, nameVariants, patternsOf, splitFullName } from './address-patterns.js';

describe('address patterns', () => {
  it.each([
    ['Jürgen', 'jurgen'],
    ['Siobhán', 'siobhan'],
    ["O'Neill", 'oneill'],
    ['Straße', 'strasse'],
    ['Søren', 'soren'],
    ['Łukasz', 'lukasz'],
  ])('folds %s to %s', (input, expected) => {
    expect(foldName(input)).toBe(expected);
  });

  it('handles hyphenated given names and surname particles', () => {
    expect(nameVariants('Anne-Sophie', 'de la Tour')).toEqual({ first: ['anne-sophie', 'annesophie', 'anne'], last: ['delatour', 'tour', 'de-la-tour'] });
    expect(nameVariants('João', 'da Silva').last).toEqual(['dasilva', 'silva', 'da-silva']);
  });

  it('recognizes the pattern of a known address', () => {
    expect(patternsOf('anne-sophie.delatour', 'Anne-Sophie', 'de la Tour')).toContain('{first}.{last}');
    expect(patternsOf('jmuller', 'Jürgen', 'Müller')).toEqual(['{f}{last}']);
    expect(patternsOf('watanabe.koji', 'Kōji', 'Watanabe')).toEqual(['{last}.{first}']);
    expect(patternsOf('zoew', 'Zoe', 'Williams')).toEqual(['{first}{l}']);
    expect(patternsOf('nothing', 'Zoe', 'Williams')).toEqual([]);
  });

  it('learns shares and ranks candidates by them', () => {
    const shares = learnPatterns([
      { local: 'jsmith', firstName: 'John', lastName: 'Smith' },
      { local: 'mdoe', firstName: 'Mary', lastName: 'Doe' },
      { local: 'ann.lee', firstName: 'Ann', lastName: 'Lee' },
      { local: 'whoknows', firstName: 'Ann', lastName: 'Lee' },
    ]);
    expect(shares).toEqual([
      { pattern: '{f}{last}', count: 2, share: 2 / 3 },
      { pattern: '{first}.{last}', count: 1, share: 1 / 3 },
    ]);
    const list = candidates('Kim', 'Park', shares);
    expect(list.slice(0, 3).map((c) => c.local)).toEqual(['kpark', 'kim.park', 'kim']);
    expect(list[0]!.share).toBeCloseTo(2 / 3);
    expect(list.length).toBeLessThanOrEqual(12);
    expect(new Set(list.map((c) => c.local)).size).toBe(list.length);
  });

  it('splits full names keeping particles with the surname', () => {
    expect(splitFullName('Anne-Sophie de la Tour')).toEqual({ first: 'Anne-Sophie', last: 'de la Tour' });
    expect(splitFullName('Ingrid van den Berg')).toEqual({ first: 'Ingrid', last: 'van den Berg' });
    expect(splitFullName('Mary Jane Watson')).toEqual({ first: 'Mary Jane', last: 'Watson' });
    expect(splitFullName('Madonna')).toBeNull();
  });
});
