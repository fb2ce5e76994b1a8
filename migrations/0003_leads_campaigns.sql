-- Leads, leads lists, campaigns and their recipients, per team (issue 12).
--
-- team: '' is the deployment's default team (API keys without a team), else the key's team. It
-- leads every primary key, unique constraint, foreign key and index, so no statement of one team
-- can reach another team's rows, and ids count per team (team_id_counters), so they reveal
-- nothing of other teams. A counter row is raised in the transaction that uses the id: a
-- rolled-back create gives its id back, as a refused create took none in Redis.
--
-- Documents (a lead, a recipient) are kept whole as `json`, not jsonb: json keeps the text as
-- written, so a document reads back exactly as stored (key order; "\u0000" in a string, which
-- jsonb refuses), and a lead update's optimistic check is a text comparison with what the writer
-- read, as in Redis. Nothing queries inside a document: the columns beside it are what queries
-- filter and sort on, written from the document by the repository in the same statement.
-- Columns holding user text escape NUL (src/store/pg/lead-repository.ts, toDbText), which
-- PostgreSQL text cannot hold.
--
-- Counts (leads_lists.leads_count, campaigns.recipients_count) are maintained, not derived: the
-- statement-level triggers below change them in the same transaction as every insert, delete or
-- move of a lead or recipient, whoever writes (the repository, a cascade, psql), and a guard
-- refuses any other write of a count. Reading a list's count is one row, however long the list.

CREATE TABLE team_id_counters (
  team     text NOT NULL CHECK (team = '' OR team ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  kind     text NOT NULL CHECK (kind IN ('leads', 'lists', 'campaigns')),
  last_id  bigint NOT NULL CHECK (last_id >= 1),
  PRIMARY KEY (team, kind)
);

CREATE TABLE leads_lists (
  team         text NOT NULL CHECK (team = '' OR team ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  id           bigint NOT NULL CHECK (id >= 1),
  name         text NOT NULL,
  -- The name trimmed and lower-cased: names are unique per team, case-insensitively.
  name_key     text COLLATE "C" NOT NULL,
  created_at   timestamptz NOT NULL,
  leads_count  bigint NOT NULL DEFAULT 0 CHECK (leads_count >= 0),
  PRIMARY KEY (team, id),
  CONSTRAINT leads_lists_name_per_team UNIQUE (team, name_key)
);

CREATE TABLE leads (
  team              text NOT NULL,
  id                bigint NOT NULL CHECK (id >= 1),
  list_id           bigint NOT NULL,
  -- The address as stored (the API lower-cases it): unique within a list.
  email             text COLLATE "C" NOT NULL,
  -- Filter keys: the field's value trimmed and lower-cased, null when the field is not a
  -- non-blank string. Filters are exact matches on these (as the Redis filter sets were).
  email_key         text COLLATE "C",
  first_name_key    text COLLATE "C",
  last_name_key     text COLLATE "C",
  company_key       text COLLATE "C",
  phone_number_key  text COLLATE "C",
  -- verification.date in epoch seconds, 0 when never verified (or unreadable): the
  -- re-verification scan reads "verified before X", never-verified first.
  verified_at       bigint NOT NULL DEFAULT 0,
  doc               json NOT NULL,
  PRIMARY KEY (team, id),
  CONSTRAINT leads_email_per_list UNIQUE (team, list_id, email),
  CONSTRAINT leads_list FOREIGN KEY (team, list_id) REFERENCES leads_lists (team, id) ON DELETE CASCADE
);
-- A list's leads in id order (GET /v2/leads?leads_list_id=, paging); the primary key pages all
-- of a team's leads.
CREATE INDEX leads_by_list ON leads (team, list_id, id);
-- One index per filterable field, id last so a single filter pages in order without a sort.
CREATE INDEX leads_by_email_key ON leads (team, email_key, id) WHERE email_key IS NOT NULL;
CREATE INDEX leads_by_first_name_key ON leads (team, first_name_key, id) WHERE first_name_key IS NOT NULL;
CREATE INDEX leads_by_last_name_key ON leads (team, last_name_key, id) WHERE last_name_key IS NOT NULL;
CREATE INDEX leads_by_company_key ON leads (team, company_key, id) WHERE company_key IS NOT NULL;
CREATE INDEX leads_by_phone_number_key ON leads (team, phone_number_key, id) WHERE phone_number_key IS NOT NULL;
-- The stale-leads scan: the oldest verifications first, in index order.
CREATE INDEX leads_by_verified_at ON leads (team, verified_at, id);

-- A lead's verification status changes, newest last (the repository keeps the 100 newest). They
-- go with the lead.
CREATE TABLE lead_status_changes (
  team         text NOT NULL,
  lead_id      bigint NOT NULL,
  seq          bigint GENERATED ALWAYS AS IDENTITY,
  -- As the verification gave it (an ISO 8601 timestamp), returned as given.
  date         text NOT NULL,
  from_status  text,
  to_status    text NOT NULL,
  PRIMARY KEY (team, lead_id, seq),
  FOREIGN KEY (team, lead_id) REFERENCES leads (team, id) ON DELETE CASCADE
);

CREATE TABLE campaigns (
  team              text NOT NULL CHECK (team = '' OR team ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  id                bigint NOT NULL CHECK (id >= 1),
  name              text NOT NULL,
  created_at        timestamptz NOT NULL,
  recipients_count  bigint NOT NULL DEFAULT 0 CHECK (recipients_count >= 0),
  PRIMARY KEY (team, id)
);

-- A recipient is a snapshot of a lead taken when it was added; it stays when the lead goes, so
-- its lead_id (inside the document) is deliberately not a foreign key.
CREATE TABLE campaign_recipients (
  team         text NOT NULL,
  campaign_id  bigint NOT NULL,
  email        text COLLATE "C" NOT NULL,
  -- Arrival order (adds to one campaign are serialized on its row, so this is their order).
  seq          bigint GENERATED ALWAYS AS IDENTITY,
  recipient    json NOT NULL,
  PRIMARY KEY (team, campaign_id, email),
  FOREIGN KEY (team, campaign_id) REFERENCES campaigns (team, id) ON DELETE CASCADE
);
CREATE INDEX campaign_recipients_order ON campaign_recipients (team, campaign_id, seq);

-- --- maintained counts ------------------------------------------------------------------------

-- Applies one statement's change on a child table (leads, campaign_recipients) to its parents'
-- counts. TG_ARGV: the parent table, its count column, the child's column naming the parent.
-- Parents are updated in key order, so two statements touching the same parents cannot deadlock
-- on them. Transition tables are new_rows / old_rows on every trigger below. (The function keeps
-- the search_path it was created with, so it updates the parents of its own schema whoever fires it.)
CREATE FUNCTION maintain_child_count() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  parent text := TG_ARGV[0];
  counter text := TG_ARGV[1];
  fk text := TG_ARGV[2];
  changes text;
  d record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('UPDATE %I SET %I = 0 WHERE %I <> 0', parent, counter, counter);
    RETURN NULL;
  END IF;
  -- Each branch names only the transition tables its event has.
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT team, %I AS parent_id, 1 AS n FROM new_rows', fk)
    WHEN 'DELETE' THEN format('SELECT team, %I AS parent_id, -1 AS n FROM old_rows', fk)
    ELSE format('SELECT team, %I AS parent_id, 1 AS n FROM new_rows UNION ALL SELECT team, %I, -1 FROM old_rows', fk, fk)
  END;
  FOR d IN EXECUTE format('SELECT team, parent_id, sum(n) AS n FROM (%s) c GROUP BY team, parent_id HAVING sum(n) <> 0 ORDER BY team, parent_id', changes) LOOP
    EXECUTE format('UPDATE %I SET %I = %I + $1 WHERE team = $2 AND id = $3', parent, counter, counter) USING d.n, d.team, d.parent_id;
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_count_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION maintain_child_count('leads_lists', 'leads_count', 'list_id');
CREATE TRIGGER leads_count_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION maintain_child_count('leads_lists', 'leads_count', 'list_id');
CREATE TRIGGER leads_count_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION maintain_child_count('leads_lists', 'leads_count', 'list_id');
CREATE TRIGGER leads_count_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION maintain_child_count('leads_lists', 'leads_count', 'list_id');

CREATE TRIGGER campaign_recipients_count_insert AFTER INSERT ON campaign_recipients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION maintain_child_count('campaigns', 'recipients_count', 'campaign_id');
CREATE TRIGGER campaign_recipients_count_update AFTER UPDATE ON campaign_recipients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION maintain_child_count('campaigns', 'recipients_count', 'campaign_id');
CREATE TRIGGER campaign_recipients_count_delete AFTER DELETE ON campaign_recipients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION maintain_child_count('campaigns', 'recipients_count', 'campaign_id');
CREATE TRIGGER campaign_recipients_count_truncate AFTER TRUNCATE ON campaign_recipients
  FOR EACH STATEMENT EXECUTE FUNCTION maintain_child_count('campaigns', 'recipients_count', 'campaign_id');

-- Only the triggers above write a count: a new row starts at 0, and a direct change of the count
-- (depth 1: not from inside a trigger) is refused. TG_ARGV[0] names the count column.
CREATE FUNCTION refuse_count_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND (to_jsonb(NEW) -> TG_ARGV[0]) IS DISTINCT FROM
      (CASE WHEN TG_OP = 'INSERT' THEN to_jsonb(0) ELSE to_jsonb(OLD) -> TG_ARGV[0] END) THEN
    RAISE EXCEPTION '%.% is maintained by triggers; it cannot be written', TG_TABLE_NAME, TG_ARGV[0]
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER leads_lists_count_guard BEFORE INSERT OR UPDATE OF leads_count ON leads_lists
  FOR EACH ROW EXECUTE FUNCTION refuse_count_writes('leads_count');
CREATE TRIGGER campaigns_count_guard BEFORE INSERT OR UPDATE OF recipients_count ON campaigns
  FOR EACH ROW EXECUTE FUNCTION refuse_count_writes('recipients_count');
