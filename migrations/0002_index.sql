-- The index: companies, people, email records and per-domain metadata (issue 12).
--
-- Each record is kept whole as `json` (not jsonb): json keeps the text exactly as written, so a
-- record reads back byte for byte and "unchanged" is a string comparison, as it was in Redis.
-- The columns beside it are what queries filter and sort on; the repository
-- (src/store/pg/index-repository.ts) derives them from the record in the same statement, so
-- they cannot disagree with it. Addresses and domains sort in byte order (COLLATE "C"), the
-- order pages were served in before.

CREATE TABLE companies (
  domain      text COLLATE "C" PRIMARY KEY,
  -- normalizeCompanyName(name): lookups by name (companies/find?company=).
  name_key    text,
  -- 'facet:value' for every discover facet value (store/company-facets.ts); GIN answers
  -- containment (facets @> ARRAY[...]) for any combination of facets.
  facets      text[] NOT NULL DEFAULT '{}',
  record      json NOT NULL,
  written_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX companies_name_key ON companies (name_key, written_at DESC) WHERE name_key IS NOT NULL;
CREATE INDEX companies_facets ON companies USING gin (facets);

-- Alias domains (an old brand's domain) point at the company that claims them; the last
-- company written with an alias holds it, and removing an alias from a company releases it
-- only if that company still holds it.
CREATE TABLE company_aliases (
  alias   text COLLATE "C" PRIMARY KEY,
  domain  text COLLATE "C" NOT NULL REFERENCES companies (domain) ON DELETE CASCADE
);
CREATE INDEX company_aliases_domain ON company_aliases (domain);

-- How many companies carry each facet term ('' counts every company): a discover query on one
-- facet (a country, an industry) answers its total from one row instead of counting up to every
-- company of that facet. Kept by a statement trigger in the writing transaction, so it never
-- drifts; terms are updated in order, so concurrent writers cannot deadlock on them.
CREATE TABLE company_facet_counts (
  term  text COLLATE "C" PRIMARY KEY,
  n     bigint NOT NULL CHECK (n >= 0)
);

CREATE FUNCTION company_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  changes text;
  d record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM company_facet_counts;
    RETURN NULL;
  END IF;
  -- Each branch names only the transition tables its event has.
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT t, 1 AS n FROM new_rows, unnest(facets || ''''::text) t'
    WHEN 'DELETE' THEN 'SELECT t, -1 AS n FROM old_rows, unnest(facets || ''''::text) t'
    ELSE 'SELECT t, 1 AS n FROM new_rows, unnest(facets) t UNION ALL SELECT t, -1 FROM old_rows, unnest(facets) t'
  END;
  FOR d IN EXECUTE format('SELECT t, sum(n) AS n FROM (%s) c GROUP BY t HAVING sum(n) <> 0 ORDER BY t', changes) LOOP
    IF d.n > 0 THEN
      INSERT INTO company_facet_counts AS c (term, n) VALUES (d.t, d.n)
        ON CONFLICT (term) DO UPDATE SET n = c.n + excluded.n;
    ELSE
      -- A term no company carries any more goes.
      UPDATE company_facet_counts SET n = n + d.n WHERE term = d.t;
      DELETE FROM company_facet_counts WHERE term = d.t AND n = 0;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER companies_facet_counts_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_facet_counts_apply();
CREATE TRIGGER companies_facet_counts_update AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_facet_counts_apply();
CREATE TRIGGER companies_facet_counts_delete AFTER DELETE ON companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_facet_counts_apply();
CREATE TRIGGER companies_facet_counts_truncate AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION company_facet_counts_apply();

-- The values a plain-language discover query is matched against (industry, tech, type, city),
-- as shown. Values are only added: a value stays known after the last company with it changes.
CREATE TABLE discover_vocabulary (
  facet  text NOT NULL,
  value  text NOT NULL,
  shown  text NOT NULL,
  PRIMARY KEY (facet, value)
);

CREATE TABLE people (
  email       text COLLATE "C" PRIMARY KEY,
  -- normalizeHandle(proNetwork.handle): lookups by professional-network handle.
  handle_key  text,
  record      json NOT NULL,
  written_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX people_handle_key ON people (handle_key, written_at DESC) WHERE handle_key IS NOT NULL;

CREATE TABLE email_records (
  address        text COLLATE "C" PRIMARY KEY,
  domain         text COLLATE "C" NOT NULL,
  confidence     double precision NOT NULL DEFAULT 0,
  type           text,
  seniority      text,
  department     text,
  has_full_name  boolean NOT NULL DEFAULT false,
  has_position   boolean NOT NULL DEFAULT false,
  has_phone      boolean NOT NULL DEFAULT false,
  verified_on    date,
  record         json NOT NULL
);
-- A domain search reads one domain's addresses best confidence first (ties by address, so
-- paging is stable): this index serves the page in order without sorting the domain.
CREATE INDEX email_records_domain_rank ON email_records (domain, confidence DESC, address);
-- Re-verification reads the addresses checked longest ago first.
CREATE INDEX email_records_verified_on ON email_records (verified_on NULLS FIRST, address);

-- Every verification result the index took, one row per address, day and status: the record
-- keeps the latest; this keeps how it got there.
CREATE TABLE email_verifications (
  address     text COLLATE "C" NOT NULL REFERENCES email_records (address) ON DELETE CASCADE,
  checked_on  date NOT NULL,
  status      text NOT NULL,
  PRIMARY KEY (address, checked_on, status)
);

CREATE TABLE domains (
  domain  text COLLATE "C" PRIMARY KEY,
  record  json NOT NULL
);
