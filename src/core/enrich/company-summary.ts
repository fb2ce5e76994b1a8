/**
 * The company fields Hunter's domain search carries beside the addresses (description, industry,
 * social profiles, technologies, address, headcount, company type), read from the index's company
 * record. Nothing is filled in: a field the record does not hold is null.
 */
import type { CompanyRecord } from '../index-records.js';
import { profileUrl } from '../web/extract/socials.js';

export interface CompanySummary {
  description: string | null;
  industry: string | null;
  /** Profile URLs (Hunter gives URLs here, not handles); the vendor profile names them twitter, facebook, linkedin, instagram. */
  socialB: string | null;
  socialA: string | null;
  proNetwork: string | null;
  socialD: string | null;
  /** The index keeps no video-channel profile: always null. */
  youtube: string | null;
  technologies: string[];
  country: string | null;
  state: string | null;
  city: string | null;
  postal_code: string | null;
  street: string | null;
  headcount: string | null;
  company_type: string | null;
}

/** Hunter's headcount buckets, smallest first, with their bounds (inclusive). */
export const HUNTER_HEADCOUNT_BUCKETS: readonly { name: string; min: number; max: number }[] = [
  { name: '1-10', min: 1, max: 10 },
  { name: '11-50', min: 11, max: 50 },
  { name: '51-200', min: 51, max: 200 },
  { name: '201-500', min: 201, max: 500 },
  { name: '501-1000', min: 501, max: 1000 },
  { name: '1001-5000', min: 1001, max: 5000 },
  { name: '5001-10000', min: 5001, max: 10000 },
  { name: '10001+', min: 10001, max: Number.POSITIVE_INFINITY },
];

/** The bounds of a stored range such as `51-250`, `1K-5K` or `100K+` (null: not a range). */
export function rangeBounds(range: string): { min: number; max: number } | null {
  const num = (s: string) => Number(s.replace(/k$/i, '')) * (/k$/i.test(s) ? 1000 : 1);
  const plus = /^(\d+[kK]?)\+$/.exec(range.trim());
  if (plus) return { min: num(plus[1]!), max: Number.POSITIVE_INFINITY };
  const m = /^(\d+[kK]?)\s*-\s*(\d+[kK]?)$/.exec(range.trim());
  if (!m) return null;
  const min = num(m[1]!);
  // `251-1K` ends at 1000; `1K-5K` starts at 1001 (the ranges do not overlap).
  return { min: min % 1000 === 0 && min > 0 ? min + 1 : min, max: num(m[2]!) };
}

/**
 * Hunter's headcount bucket: from the exact count when the index has one, else from the stored
 * range when it falls inside one bucket; a range spanning two buckets (`51-250`) is given as
 * stored rather than guessed into one.
 */
export function hunterHeadcount(metrics: CompanyRecord['metrics']): string | null {
  const count = metrics?.employeesCount;
  if (typeof count === 'number' && count > 0) return HUNTER_HEADCOUNT_BUCKETS.find((b) => count >= b.min && count <= b.max)?.name ?? null;
  const range = metrics?.employees;
  if (typeof range !== 'string' || range === '') return null;
  const bounds = rangeBounds(range);
  if (!bounds) return range;
  return HUNTER_HEADCOUNT_BUCKETS.find((b) => bounds.min >= b.min && bounds.max <= b.max)?.name ?? range;
}

export function companySummary(company: CompanyRecord | null): CompanySummary {
  const geo = company?.geo;
  return {
    description: company?.description ?? null,
    industry: company?.category?.industry ?? null,
    socialB: profileUrl('socialB', company?.socialB?.handle),
    socialA: profileUrl('socialA', company?.socialA?.handle),
    proNetwork: profileUrl('proNetwork', company?.proNetwork?.handle),
    socialD: profileUrl('socialD', company?.socialD?.handle),
    youtube: null,
    technologies: [...(company?.tech ?? [])],
    country: geo?.countryCode ?? null,
    state: geo?.state ?? null,
    city: geo?.city ?? null,
    postal_code: geo?.postalCode ?? null,
    street: geo?.streetAddress ?? null,
    headcount: hunterHeadcount(company?.metrics),
    company_type: company?.companyType ?? company?.type ?? null,
  };
}
