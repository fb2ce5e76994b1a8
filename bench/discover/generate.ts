/**
 * Generates company records for the discover benchmark: deterministic (seeded), varied like a
 * real index (countries, cities, industries, sizes and technologies skewed the way company
 * populations are). Benchmark data only: never shipped, never served by the product.
 */
import type { CompanyRecord } from '../../src/core/index-records.js';
import pLimit from 'p-limit';
import { mulberry32 as prng } from '../support/prng.js';


const COUNTRIES: [string, number, string[]][] = [
  ['US', 30, ['New York', 'San Francisco', 'Austin', 'Boston', 'Chicago', 'Seattle']],
  ['GB', 8, ['London', 'Manchester', 'Edinburgh']],
  ['DE', 7, ['Berlin', 'Munich', 'Hamburg']],
  ['FR', 6, ['Paris', 'Lyon', 'Toulouse']],
  ['IN', 6, ['Bengaluru', 'Mumbai', 'Pune']],
  ['CA', 4, ['Toronto', 'Vancouver']],
  ['BR', 4, ['São Paulo', 'Rio de Janeiro']],
  ['ES', 4, ['Madrid', 'Barcelona', 'Valencia']],
  ['IT', 4, ['Milan', 'Rome', 'Bologna']],
  ['JP', 4, ['Tokyo', 'Osaka']],
  ['NL', 3, ['Amsterdam', 'Rotterdam']],
  ['AU', 3, ['Sydney', 'Melbourne']],
  ['SE', 2, ['Stockholm']],
  ['CH', 2, ['Zurich', 'Geneva']],
  ['IE', 2, ['Dublin']],
  ['SG', 2, ['Singapore']],
  ['CN', 3, ['Shanghai', 'Shenzhen']],
  ['MX', 2, ['Mexico City']],
  ['NG', 2, ['Lagos']],
  ['PL', 2, ['Warsaw', 'Kraków']],
];
const INDUSTRIES = [
  'Software', 'IT Services', 'Machinery', 'Biotechnology', 'Pharmaceuticals', 'Specialty Retail', 'Banks',
  'Capital Markets', 'Insurance', 'Financial Services', 'Media', 'Entertainment', 'Professional Services',
  'Air Freight & Logistics', 'Food Products', 'Beverages', 'Hotels, Restaurants & Leisure', 'Real Estate Management & Development',
  'Construction & Engineering', 'Electrical Equipment', 'Automobiles', 'Chemicals', 'Health Care Providers & Services',
  'Health Care Equipment & Supplies', 'Diversified Consumer Services', 'Independent Power and Renewable Electricity Producers',
  'Aerospace & Defense', 'Diversified Telecommunication Services', 'Textiles, Apparel & Luxury Goods', 'Household Durables',
];
const HEADCOUNT: [string, number, number][] = [
  ['1-10', 30, 5], ['11-50', 30, 30], ['51-250', 20, 120], ['251-1K', 10, 500],
  ['1K-5K', 6, 2500], ['5K-10K', 2, 7000], ['10K-50K', 1.5, 20000], ['50K-100K', 0.3, 70000], ['100K+', 0.2, 150000],
];
const TYPES: [string, number][] = [['privately held', 80], ['public company', 10], ['partnership', 6], ['nonprofit', 4]];
const TECH = [
  'wordpress', 'shopify', 'react', 'vue', 'angular', 'nginx', 'apache', 'cloudflare', 'aws', 'google-cloud', 'azure',
  'google-analytics', 'google-tag-manager', 'hotjar', 'segment', 'hubspot', 'salesforce', 'marketo', 'intercom',
  'zendesk', 'stripe', 'paypal', 'mailchimp', 'klaviyo', 'sentry', 'datadog', 'new-relic', 'google-workspace',
  'microsoft-365', 'slack', 'jira', 'github', 'gitlab', 'docker', 'kubernetes', 'drupal', 'magento', 'woocommerce',
  'matomo', 'onetrust', 'greenhouse', 'workable', 'personio', 'twilio', 'sap', 'oracle', 'netlify', 'vercel', 'fastly', 'akamai',
];
const TAGS = ['B2B', 'B2C', 'SaaS', 'E-commerce', 'Marketplace', 'Fintech', 'Healthtech', 'Edtech', 'Logistics', 'Manufacturing',
  'Consulting', 'AI', 'Robotics', 'Sustainability', 'Retail', 'Payments', 'Analytics', 'Security', 'Travel', 'Media'];

/** Words of the generated descriptions (full-text keywords search them). */
const ACTIVITIES = ['builds', 'sells', 'operates', 'designs', 'develops', 'runs', 'distributes', 'manufactures'];
const PRODUCTS = [
  'software', 'platforms', 'robots', 'sensors', 'clinics', 'payments', 'marketplaces', 'analytics', 'courses', 'logistics',
  'batteries', 'vaccines', 'drones', 'apparel', 'furniture', 'insurance', 'hotels', 'restaurants', 'chemicals', 'semiconductors',
];
const MARKETS = ['retailers', 'hospitals', 'banks', 'factories', 'farmers', 'schools', 'airlines', 'developers', 'consumers', 'governments'];
const ROUND_TYPES: [string, number][] = [['Pre-Seed', 10], ['Seed', 30], ['Series A', 25], ['Series B', 15], ['Series C', 8], ['Series D', 4], ['Private Equity', 4], ['Debt Financing', 4]];

function weighted<T>(rand: () => number, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let x = rand() * total;
  for (const t of items) {
    x -= weight(t);
    if (x <= 0) return t;
  }
  return items[items.length - 1]!;
}

function pick<T>(rand: () => number, items: readonly T[], n: number): T[] {
  const out = new Set<T>();
  while (out.size < n) out.add(items[Math.floor(rand() * items.length)]!);
  return [...out];
}

export function* generateCompanies(count: number, seed = 42): Generator<CompanyRecord> {
  const rand = prng(seed);
  for (let i = 0; i < count; i++) {
    const [country, , cities] = weighted(rand, COUNTRIES, (c) => c[1]);
    const [employees, , typical] = weighted(rand, HEADCOUNT, (h) => h[1]);
    const [companyType] = weighted(rand, TYPES, (t) => t[1]);
    const foundedYear = rand() < 0.9 ? 1950 + Math.floor(rand() * 76) : null;
    // A third raised money: 1-3 rounds after founding.
    const rounds = rand() < 0.33 ? 1 + Math.floor(rand() * 3) : 0;
    const fundingRounds = Array.from({ length: rounds }, () => {
      const year = Math.max(foundedYear ?? 2010, 2010) + Math.floor(rand() * 10);
      const month = String(1 + Math.floor(rand() * 12)).padStart(2, '0');
      return {
        date: `${Math.min(year, 2025)}-${month}-15`,
        type: weighted(rand, ROUND_TYPES, (r) => r[1])[0],
        amount: `$${(1 + Math.floor(rand() * 60)).toLocaleString('en-US')},000,000`,
        investors: [],
      };
    });
    const [a, b] = pick(rand, PRODUCTS, 2);
    const description = `Generated Company ${i} ${ACTIVITIES[Math.floor(rand() * ACTIVITIES.length)]} ${a} and ${b} for ${MARKETS[Math.floor(rand() * MARKETS.length)]}.`;
    yield {
      domain: `gen-${i}.test`,
      name: `Generated Company ${i}`,
      description,
      foundedYear,
      geo: { city: cities[Math.floor(rand() * cities.length)]!, countryCode: country },
      category: { industry: INDUSTRIES[Math.floor(rand() * INDUSTRIES.length)]! },
      metrics: { employees, employeesCount: typical },
      companyType,
      tech: pick(rand, TECH, 2 + Math.floor(rand() * 6)),
      tags: pick(rand, TAGS, 1 + Math.floor(rand() * 3)),
      fundingRounds,
      indexedAt: '2026-11-21',
    };
  }
}

/**
 * Writes `count` generated companies as the importer writes: 1,000 a transaction, four
 * transactions at once (the discover and memory benches load their indexes this way).
 */
export async function loadCompanies(index: { putCompanies(records: readonly CompanyRecord[]): Promise<void> }, count: number): Promise<void> {
  const limit = pLimit(4);
  const writes: Promise<void>[] = [];
  let batch: CompanyRecord[] = [];
  for (const c of generateCompanies(count)) {
    batch.push(c);
    if (batch.length === 1000) {
      const b = batch;
      writes.push(limit(() => index.putCompanies(b)));
      batch = [];
    }
  }
  writes.push(limit(() => index.putCompanies(batch)));
  await Promise.all(writes);
}
