-- Email sources in a table of their own (issue 12): the pages each address was seen on, one row
-- per (address, uri). The email record's json keeps its `sources` array too (the API answers it
-- byte for byte without a join); IndexRepository.putEmailRecords writes both in one transaction,
-- under the email record's row lock, so the rows are always exactly the record's sources.
--
-- What the table adds is SQL over sources that the json cannot give: which addresses a page
-- listed, which sources were last seen before a date, joins with the other tables. No request
-- path reads it yet, so it has only its primary key: an index comes with the query that needs it.
CREATE TABLE email_sources (
  address        text COLLATE "C" NOT NULL REFERENCES email_records (address) ON DELETE CASCADE,
  uri            text COLLATE "C" NOT NULL,
  domain         text COLLATE "C" NOT NULL,
  -- Null when the record's date is not a calendar date (the json keeps what was imported).
  extracted_on   date,
  last_seen_on   date,
  still_on_page  boolean NOT NULL,
  PRIMARY KEY (address, uri)
);

-- A date from a record's text, or null: the same rule as the repository's dateOnly (the first
-- ten characters, when they are a real calendar date).
CREATE FUNCTION source_date(value text) RETURNS date LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF value IS NULL OR value !~ '^\d{4}-\d{2}-\d{2}' THEN RETURN NULL; END IF;
  RETURN left(value, 10)::date;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;

-- The records written before this migration: their sources, from their json (the last entry
-- for a uri wins, as the repository's writes do).
INSERT INTO email_sources (address, uri, domain, extracted_on, last_seen_on, still_on_page)
SELECT DISTINCT ON (e.address, s.value->>'uri')
       e.address, s.value->>'uri', coalesce(s.value->>'domain', ''),
       source_date(s.value->>'extracted_on'), source_date(s.value->>'last_seen_on'),
       -- JavaScript's Boolean(), as the repository applies it.
       CASE WHEN s.value->'still_on_page' IS NULL THEN false
            WHEN json_typeof(s.value->'still_on_page') = 'boolean' THEN (s.value->>'still_on_page')::boolean
            WHEN json_typeof(s.value->'still_on_page') = 'string' THEN s.value->>'still_on_page' <> ''
            WHEN json_typeof(s.value->'still_on_page') = 'number' THEN (s.value->>'still_on_page')::numeric <> 0
            WHEN json_typeof(s.value->'still_on_page') = 'null' THEN false
            ELSE true END
  FROM email_records e
 CROSS JOIN LATERAL json_array_elements(CASE WHEN json_typeof(e.record->'sources') = 'array' THEN e.record->'sources' ELSE '[]'::json END)
       WITH ORDINALITY AS s(value, n)
 WHERE json_typeof(s.value) = 'object' AND s.value->>'uri' IS NOT NULL
 ORDER BY e.address, s.value->>'uri', s.n DESC;
