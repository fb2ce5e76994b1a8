/**
 * The company fields Hunter's domain search carries beside the addresses (description, industry,
 * social profiles, technologies, address, headcount, company type), read from the index's company
 * record. Nothing is filled in: a field the record does not hold is null.
 */
import type { CompanyRecord } from '../index-records.js';
import { profileUrl } from '../web/extract/socials.js';
import { HEADCOUNT_BUCKETS, parseHeadcount } from '../discover/headcount.js';

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

/**
 * Hunter's headcount bucket: from the exact count when the index has one, else from the stored
 * range when it falls inside one bucket; a range spanning two buckets (`51-250`) is given as
 * stored rather than guessed into one.
 */
export function hunterHeadcount(metrics: CompanyRecord['metrics']): string | null {
  const count = metrics?.employeesCount;
  const range = metrics?.employees;
  const stated = typeof count === 'number' && count > 0 ? { min: count, max: count } : typeof range === 'string' && range !== '' ? parseHeadcount(range) : null;
  if (!stated) return typeof range === 'string' && range !== '' ? range : null;
  return BUCKETS.find((b) => stated.min >= b.min && stated.max <= b.max)?.name ?? (typeof range === 'string' && range !== '' ? range : null);
}

/** Hunter's buckets with their bounds (discover's headcount rules read the same ranges). */
const BUCKETS = HEADCOUNT_BUCKETS.map((name) => ({ name, ...parseHeadcount(name)! }));

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
