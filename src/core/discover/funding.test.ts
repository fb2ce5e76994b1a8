import { describe, expect, it } from 'vitest';
import { calendarDate, fundingRounds, fundingSeriesOf, usdAmount } from './funding.js';

describe('funding rounds as the funding filter reads them', () => {
  it.each([
    ['Pre-Seed', 'pre_seed'],
    ['Seed', 'seed'],
    ['seed round', 'seed'],
    ['Pre-Series A', 'pre_series_a'],
    ['Series A', 'series_a'],
    ['Series B', 'series_b'],
    ['Series C', 'series_c+'],
    ['Series F', 'series_c+'],
    ['Private Equity', 'other'],
    ['Debt Financing', 'other'],
  ])('type %s is series %s', (type, series) => expect(fundingSeriesOf(type)).toBe(series));

  it('knows no series when the round states no type', () => {
    expect(fundingSeriesOf(null)).toBeNull();
    expect(fundingSeriesOf('  ')).toBeNull();
  });

  it('reads amounts in US dollars only', () => {
    expect(usdAmount('$2,000,000')).toBe(2_000_000);
    expect(usdAmount('$2.5M')).toBe(2_500_000);
    expect(usdAmount('US$ 750k')).toBe(750_000);
    expect(usdAmount('USD 1,200,000')).toBe(1_200_000);
    for (const other of ['€2,000,000', '£1M', '2000000', 2_000_000, null, '$', 'about $2M']) expect(usdAmount(other), String(other)).toBeNull();
  });

  it('reads real calendar dates only', () => {
    expect(calendarDate('2019-03-14')).toBe('2019-03-14');
    expect(calendarDate('2019-03-14T10:00:00Z')).toBe('2019-03-14');
    expect(calendarDate('2019-02-30')).toBeNull();
    expect(calendarDate('March 2019')).toBeNull();
  });

  it('gives one fact row per stated round, unknowns as null', () => {
    expect(fundingRounds([{ date: '2016-05-10', type: 'Seed', amount: '$2,000,000' }, { type: 'Series A', amount: '€5M' }, 'junk'])).toEqual([
      { series: 'seed', amountUsd: 2_000_000, date: '2016-05-10' },
      { series: 'series_a', amountUsd: null, date: null },
    ]);
    expect(fundingRounds(undefined)).toEqual([]);
  });
});
