-- Discover takes every Hunter filter (issue 14): founding year, funding and full-text keywords
-- beside the facets. Like the facets, each column is derived from the company's record by the
-- repository in the statement that writes the record (src/store/company-facets.ts), so it cannot
-- disagree with it. The rules live in TypeScript, not here: companies written before this
-- migration get the new columns (and the new headcount facet form) from `cli reindex`, which
-- rewrites every company's derived columns from its record.

-- The founding year the record states (foundedYear), null when it states none: a year_founded
-- range never matches a company whose year is unknown.
ALTER TABLE companies ADD COLUMN founded_year smallint;
CREATE INDEX companies_founded_year ON companies (founded_year) WHERE founded_year IS NOT NULL;

-- The words of the name, description and tags as lexemes (core/discover/full-text.ts), put in
-- with array_to_tsvector (no text search parser, no dictionary): keywords are matched with a
-- tsquery of lexemes built by the same rules.
ALTER TABLE companies ADD COLUMN search tsvector NOT NULL DEFAULT ''::tsvector;
CREATE INDEX companies_search ON companies USING gin (search);

-- One row per funding round the record states, in record order: Hunter's series for its type,
-- its amount in US dollars when the record states dollars, its date. A funding filter matches a
-- company when one round meets every condition given; an unknown value meets none.
CREATE TABLE company_funding_rounds (
  domain        text COLLATE "C" NOT NULL REFERENCES companies (domain) ON DELETE CASCADE,
  n             smallint NOT NULL,
  series        text,
  amount_usd    bigint,
  announced_on  date,
  PRIMARY KEY (domain, n)
);
CREATE INDEX company_funding_rounds_series ON company_funding_rounds (series, announced_on);
CREATE INDEX company_funding_rounds_date ON company_funding_rounds (announced_on);
CREATE INDEX company_funding_rounds_amount ON company_funding_rounds (amount_usd);

-- Discover's scans read facets, search, founding year and domain for thousands of rows: keep the
-- record (read whole, one row at a time, by lookups) out of line, so a heap page holds two to three
-- times as many companies. Rows written from now on (and by `cli reindex`) are stored so: the
-- record moves to the TOAST table whenever a row is over 512 bytes (uncompressed: read as is), and
-- the columns discover filters on stay in the row (compressed only as a last resort).
ALTER TABLE companies ALTER COLUMN record SET STORAGE EXTERNAL;
ALTER TABLE companies ALTER COLUMN facets SET STORAGE MAIN;
ALTER TABLE companies ALTER COLUMN search SET STORAGE MAIN;
ALTER TABLE companies SET (toast_tuple_target = 512);
