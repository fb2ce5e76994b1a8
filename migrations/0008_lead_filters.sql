-- Every filter of Hunter's GET /v2/leads ("List leads" in Hunter's API documentation), matching
-- as Hunter's do: a value matches the leads whose field contains it (case-insensitive), `*` those
-- with any value, `~` those with none (issue 14).
--
-- Each filterable field has a key column, written by the repository in the same statement as the
-- document (as the first five were). A key is the field's text trimmed and lower-cased, NULL when
-- the field holds no text or only blanks; one SQL function computes it for writes, for filter
-- values and for the backfill below, so the three cannot disagree. (Keys used to be computed in
-- JavaScript; the first five are recomputed here with the function.)

-- Trims what JavaScript's String.prototype.trim trims (ECMAScript WhiteSpace and LineTerminator),
-- as the keys were trimmed before.
CREATE FUNCTION lead_filter_key(v text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(lower(btrim(v, U&' \0009\000A\000B\000C\000D\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF')), '')
$$;

ALTER TABLE leads
  ADD COLUMN position_key             text COLLATE "C",
  ADD COLUMN industry_key             text COLLATE "C",
  -- The website the lead shows: its own, else http://<domain of the address>.
  ADD COLUMN website_key              text COLLATE "C",
  ADD COLUMN country_code_key         text COLLATE "C",
  ADD COLUMN company_size_key         text COLLATE "C",
  ADD COLUMN source_key               text COLLATE "C",
  ADD COLUMN social_b_key             text COLLATE "C",
  ADD COLUMN pro_network_url_key      text COLLATE "C",
  ADD COLUMN sync_status_key          text COLLATE "C",
  ADD COLUMN sending_status_key       text COLLATE "C",
  -- verification.status
  ADD COLUMN verification_status_key  text COLLATE "C",
  ADD COLUMN last_activity_at_key     text COLLATE "C",
  ADD COLUMN last_contacted_at_key    text COLLATE "C";

-- A member's text when it is a JSON string, else NULL (a number in a text field is no text).
CREATE FUNCTION pg_temp.json_text(j json) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN json_typeof(j) = 'string' THEN j #>> '{}' END
$$;

-- The documents as the repository's key writer sees them. PostgreSQL text holds no NUL, and json
-- refuses to unescape "\u0000", so the text is first put in the form the repository stores user
-- text in (src/store/pg/sql-text.ts): U+E000 doubled, then each "\u0000" escape (one not itself
-- escaped: after an even run of backslashes) becomes U+E000 '0'.
UPDATE leads AS l SET
  email_key               = lead_filter_key(pg_temp.json_text(s.d -> 'email')),
  first_name_key          = lead_filter_key(pg_temp.json_text(s.d -> 'first_name')),
  last_name_key           = lead_filter_key(pg_temp.json_text(s.d -> 'last_name')),
  company_key             = lead_filter_key(pg_temp.json_text(s.d -> 'company')),
  phone_number_key        = lead_filter_key(pg_temp.json_text(s.d -> 'phone_number')),
  position_key            = lead_filter_key(pg_temp.json_text(s.d -> 'position')),
  industry_key            = lead_filter_key(pg_temp.json_text(s.d -> 'company_industry')),
  website_key             = lead_filter_key(CASE
                              WHEN coalesce(json_typeof(s.d -> 'website'), 'null') = 'null' THEN 'http://' || substring(l.email FROM '[^@]*$')
                              ELSE pg_temp.json_text(s.d -> 'website')
                            END),
  country_code_key        = lead_filter_key(pg_temp.json_text(s.d -> 'country_code')),
  company_size_key        = lead_filter_key(pg_temp.json_text(s.d -> 'company_size')),
  source_key              = lead_filter_key(pg_temp.json_text(s.d -> 'source')),
  social_b_key            = lead_filter_key(pg_temp.json_text(s.d -> 'socialB')),
  pro_network_url_key     = lead_filter_key(pg_temp.json_text(s.d -> 'proNetwork_url')),
  sync_status_key         = lead_filter_key(pg_temp.json_text(s.d -> 'sync_status')),
  sending_status_key      = lead_filter_key(pg_temp.json_text(s.d -> 'sending_status')),
  verification_status_key = lead_filter_key(pg_temp.json_text(s.d -> 'verification' -> 'status')),
  last_activity_at_key    = lead_filter_key(pg_temp.json_text(s.d -> 'last_activity_at')),
  last_contacted_at_key   = lead_filter_key(pg_temp.json_text(s.d -> 'last_contacted_at'))
FROM (
  SELECT team, id,
         regexp_replace(replace(doc::text, U&'\E000', U&'\E000\E000'), '(?<!\\)((?:\\\\)*)\\u0000', '\1' || U&'\E000' || '0', 'g')::json AS d
  FROM leads
) AS s
WHERE l.team = s.team AND l.id = s.id;

DROP FUNCTION pg_temp.json_text(json);

-- Equality on these keys is gone (their filters match contains now); the email's stays for the
-- upsert and the existence check.
DROP INDEX leads_by_first_name_key;
DROP INDEX leads_by_last_name_key;
DROP INDEX leads_by_company_key;
DROP INDEX leads_by_phone_number_key;

-- Contains-matches ("LIKE '%value%'") are answered from a trigram index (pg_trgm, a contrib
-- module that PostgreSQL's packages and the embedded server ship; trusted since PostgreSQL 13,
-- so a database owner may create it). Where it cannot be created (not installed, not permitted),
-- the filters still work, from a scan of the team's leads: the migration goes on without it.
-- It goes in the schema public (or stays where it already is), so dropping another schema never
-- takes it with it.
DO $$
DECLARE
  ext_schema name;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported OR invalid_schema_name OR undefined_object THEN
    RAISE NOTICE 'pg_trgm is not available (%): lead filters run without a trigram index', SQLERRM;
    RETURN;
  END;
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  -- One GIN index over every key: a multicolumn GIN index answers a condition on any of its columns.
  EXECUTE format(
    'CREATE INDEX leads_filter_trgm ON leads USING gin (%s)',
    (SELECT string_agg(format('%I %I.gin_trgm_ops', c, ext_schema), ', ')
       FROM unnest(ARRAY['email_key', 'first_name_key', 'last_name_key', 'position_key', 'company_key', 'industry_key', 'website_key',
                         'country_code_key', 'company_size_key', 'source_key', 'social_b_key', 'pro_network_url_key', 'phone_number_key']) AS c)
  );
END $$;
