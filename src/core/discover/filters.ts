/**
 * Discover's filters as the request (and the plain-language parser) gives them: Hunter's
 * Discover filter names and shapes (`headquarters_location`, `industry`, `headcount`,
 * `company_type`, `technology`, `keywords`, `year_founded`, `funding`, `similar_to`), plus
 * `organization`.
 */
import type { FundingSeries } from './funding.js';

/**
 * One place: every part given must hold (a continent and a city is that city, if it is on that
 * continent). country: ISO 3166-1 alpha-2, upper case; continent and business_region as in
 * core/discover/regions.ts.
 */
export interface LocationFilter {
  continent?: string;
  business_region?: string;
  country?: string;
  state?: string;
  city?: string;
}
export interface IncludeExclude<T> {
  include?: T[];
  exclude?: T[];
}
export type Match = 'any' | 'all';
export interface Range<T> {
  from?: T;
  to?: T;
}

export interface DiscoverFilters {
  organization?: { domain?: string[]; name?: string[] };
  /** Companies like these (ranked by what they share with them). */
  similar_to?: { domain?: string | string[]; name?: string | string[] };
  headquarters_location?: IncludeExclude<LocationFilter>;
  /** Values are the index's category.industry names. */
  industry?: IncludeExclude<string>;
  /** Hunter's buckets (or the legacy ranges): core/discover/headcount.ts. */
  headcount?: string[];
  company_type?: IncludeExclude<string>;
  /** Technology ids (lowercase-hyphenated). */
  technology?: IncludeExclude<string> & { match?: Match };
  /** Words or phrases matched as full text over name, description and tags. */
  keywords?: IncludeExclude<string> & { match?: Match };
  year_founded?: Range<number>;
  funding?: { series?: FundingSeries[]; amount?: Range<number>; date?: Range<string> };
}

export const FILTER_NAMES = [
  'organization',
  'similar_to',
  'headquarters_location',
  'industry',
  'headcount',
  'company_type',
  'technology',
  'keywords',
  'year_founded',
  'funding',
] as const satisfies readonly (keyof DiscoverFilters)[];
export type FilterName = (typeof FILTER_NAMES)[number];
