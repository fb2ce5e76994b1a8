import { describe, expect, it } from 'vitest';
import { companySummary, hunterHeadcount } from './company-summary.js';

describe("Hunter's headcount bucket", () => {
  it('takes the exact count first, else a range inside one bucket, else the range as stored', () => {
    expect(hunterHeadcount({ employeesCount: 120, employees: '51-250' })).toBe('51-200');
    expect(hunterHeadcount({ employeesCount: 10001 })).toBe('10001+');
    expect(hunterHeadcount({ employees: '11-50' })).toBe('11-50');
    expect(hunterHeadcount({ employees: '1K-5K' })).toBe('1001-5000');
    expect(hunterHeadcount({ employees: '10K-50K' })).toBe('10001+');
    // 51-250 spans Hunter's 51-200 and 201-500: not guessed into one.
    expect(hunterHeadcount({ employees: '51-250' })).toBe('51-250');
    expect(hunterHeadcount({})).toBeNull();
    expect(hunterHeadcount(undefined)).toBeNull();
  });
});

describe('the company summary of a domain search', () => {
  it('is all null (and no technologies) without a company record', () => {
    const s = companySummary(null);
    expect(Object.entries(s).filter(([k, v]) => k !== 'technologies' && v !== null)).toEqual([]);
    expect(s.technologies).toEqual([]);
  });

  it('turns stored handles into profile URLs and keeps stored URLs', () => {
    const s = companySummary({ domain: 'a.test', indexedAt: '2026-01-01', socialB: { handle: 'abc' }, proNetwork: { handle: 'https://www.linkedin.com/company/abc' } });
    expect(s.socialB).toBe('https://twitter.com/abc');
    expect(s.proNetwork).toBe('https://www.linkedin.com/company/abc');
  });
});
