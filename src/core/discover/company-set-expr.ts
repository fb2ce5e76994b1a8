/**
 * The discover query language between the service and the store: set algebra over facet values
 * (every company with this country, this industry, ...). The store turns it into one SQL query (store/index-repository.ts).
 */
export type CompanyFacet = 'country' | 'state' | 'city' | 'industry' | 'headcount' | 'type' | 'tech' | 'keyword';

/** A discover query as set algebra over the facet sets. */
export type CompanySetExpr =
  | { facet: CompanyFacet; value: string }
  | { domains: readonly string[] }
  | { all: true }
  | { union: readonly CompanySetExpr[] }
  | { inter: readonly CompanySetExpr[] }
  | { diff: CompanySetExpr; minus: readonly CompanySetExpr[] };

