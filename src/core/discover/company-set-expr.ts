/**
 * The discover query language between the service and the store: set algebra over the index's
 * company sets (every company with this country, this industry, founded in these years, ...).
 * The store turns it into one SQL query (store/index-repository.ts).
 */
import type { TextMatch } from './full-text.js';
import type { FundingSeries } from './funding.js';

/** `continent` and `region` (business region) are derived from the country (core/discover/regions.ts). */
export type CompanyFacet = 'country' | 'continent' | 'region' | 'state' | 'city' | 'industry' | 'headcount' | 'type' | 'tech' | 'keyword';

export interface FacetValue {
  facet: CompanyFacet;
  value: string;
}

/** One funding round of the company meets every stated condition (bounds inclusive). */
export interface FundingCondition {
  series?: readonly FundingSeries[];
  amountFrom?: number;
  amountTo?: number;
  /** YYYY-MM-DD */
  dateFrom?: string;
  dateTo?: string;
}

/** A discover query as set algebra over the company sets. */
export type CompanySetExpr =
  | FacetValue
  /** Companies carrying any of these facet values. */
  | { anyFacet: readonly FacetValue[] }
  /** Companies carrying every one of these facet values. */
  | { everyFacet: readonly FacetValue[] }
  /** Companies whose name, description or tags match (core/discover/full-text.ts). */
  | { text: TextMatch }
  /** Companies whose founding year is known and within the bounds (inclusive). */
  | { founded: { from?: number; to?: number } }
  | { funding: FundingCondition }
  | { domains: readonly string[] }
  | { all: true }
  | { union: readonly CompanySetExpr[] }
  | { inter: readonly CompanySetExpr[] }
  | { diff: CompanySetExpr; minus: readonly CompanySetExpr[] };

/** Results ordered by score (the sum of the weights of the facet values a company carries), best first. */
export interface CompanyRanking {
  weights: readonly (FacetValue & { weight: number })[];
}
