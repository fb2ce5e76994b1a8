import { describe, expect, it } from 'vitest';
import { HEADCOUNT_BUCKETS, LEGACY_HEADCOUNT_RANGES, companyHeadcountSpan, headcountBucketsFor, headcountSpansWithin, parseHeadcount } from './headcount.js';

/** Whether a company's headcount (count or range) is selected by the values: the rule the facets implement. */
function selects(values: string[], employeesCount: number | undefined, employees: string | undefined): boolean {
  const span = companyHeadcountSpan(employeesCount, employees);
  return span !== null && headcountSpansWithin(values).includes(span);
}

describe('parseHeadcount', () => {
  it.each([
    ['51-250', { min: 51, max: 250 }],
    ['1K-5K', { min: 1001, max: 5000 }],
    ['251-1K', { min: 251, max: 1000 }],
    ['10001+', { min: 10001, max: Infinity }],
    ['100K+', { min: 100001, max: Infinity }],
    ['5,001-10,000', { min: 5001, max: 10000 }],
    ['1.5K', { min: 1500, max: 1500 }],
    ['120', { min: 120, max: 120 }],
  ])('%s', (text, interval) => expect(parseHeadcount(text)).toEqual(interval));

  it('states nothing for text that is not a headcount', () => {
    for (const t of ['', 'lots', '50-10', 'K-5K', '-', '+']) expect(parseHeadcount(t), t).toBeNull();
  });
});

describe('headcount buckets select companies by containment', () => {
  it('puts an exact count in the bucket that holds it', () => {
    expect(selects(['51-200'], 120, '51-250')).toBe(true);
    expect(selects(['201-500'], 120, '51-250')).toBe(false);
    expect(selects(['1-10'], 10, undefined)).toBe(true);
    expect(selects(['11-50'], 10, undefined)).toBe(false);
  });

  it('needs every bucket a range straddles', () => {
    expect(selects(['51-200'], undefined, '51-250')).toBe(false);
    expect(selects(['201-500'], undefined, '51-250')).toBe(false);
    expect(selects(['51-200', '201-500'], undefined, '51-250')).toBe(true);
    expect(selects(['10001+'], undefined, '10K-50K')).toBe(true);
    expect(selects(['10001+'], undefined, '100K+')).toBe(true);
    expect(selects(['5001-10000'], undefined, '10001+')).toBe(false);
  });

  it('keeps the legacy ranges working by the same rule', () => {
    expect(selects(['51-250'], 120, undefined)).toBe(true);
    expect(selects(['51-250'], undefined, '51-200')).toBe(true);
    expect(selects(['51-250'], undefined, '201-500')).toBe(false);
    expect(selects(['1K-5K'], undefined, '1001-5000')).toBe(true);
  });

  it('never selects a company whose headcount the index does not hold', () => {
    expect(companyHeadcountSpan(undefined, undefined)).toBeNull();
    expect(companyHeadcountSpan(0, 'many')).toBeNull();
    expect(selects([...HEADCOUNT_BUCKETS], undefined, 'many')).toBe(false);
  });

  it('selects every known headcount with every bucket, and each legacy range with the buckets it spans', () => {
    for (const range of LEGACY_HEADCOUNT_RANGES) {
      expect(selects([...HEADCOUNT_BUCKETS], undefined, range), range).toBe(true);
      const { min, max } = parseHeadcount(range)!;
      expect(selects(headcountBucketsFor(min, max === Infinity ? undefined : max), undefined, range), range).toBe(true);
    }
  });
});

describe('headcountBucketsFor', () => {
  it.each([
    [51, undefined, ['51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+']],
    [1, 49, ['1-10', '11-50']],
    [100, 500, ['51-200', '201-500']],
    [1001, undefined, ['1001-5000', '5001-10000', '10001+']],
    [50, 50, ['11-50']],
    [0, 0, []],
    [500, 100, []],
    [0, undefined, [...HEADCOUNT_BUCKETS]],
  ] as const)('[%s, %s]', (min, max, expected) => expect(headcountBucketsFor(min, max)).toEqual(expected));
});
