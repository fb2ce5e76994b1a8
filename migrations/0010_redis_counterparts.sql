-- What the Redis + PostgreSQL shape keeps in Redis, in PostgreSQL, for the shapes without Redis
-- (issue 18: embedded, PostgreSQL only): rate limits and usage counters, the mail caches, mail
-- servers' pace, crawl claims, and bulks while they run. The store's *-pg.ts classes use these
-- tables behind the same core interfaces as the Redis classes; in the Redis shape they stay empty.
--
-- A Redis key's TTL becomes an `expires_at` column: every read ignores a row whose time is past,
-- and a periodic sweep (each class's `sweep(now)`) deletes those rows. Times are the service's
-- clock (the process's), as a Redis TTL is counted by Redis from the write.
--
-- UNLOGGED tables skip the write-ahead log: a crash of the server empties them (and replicas do
-- not have them: the classes read them on the primary only). Only tables whose loss costs a
-- repeated question are unlogged; each says why.

-- Rate limits: requests of one subject (an API key's digest, a keyless client's address digest)
-- in one epoch second ('s') or one epoch minute ('m'). UNLOGGED: written on every request, and a
-- crash loses at most the current second's and minute's counts (a client gets one fresh window).
-- A row is only ever read for its own slot, so it expires from its slot, not from its last write.
CREATE UNLOGGED TABLE rate_limit_counters (
  subject     text COLLATE "C" NOT NULL,
  win         "char" NOT NULL CHECK (win IN ('s', 'm')),
  slot        bigint NOT NULL,
  hits        integer NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (subject, win, slot)
) WITH (fillfactor = 70); -- room on the page for the counts' updates (HOT: no index changes)
CREATE INDEX rate_limit_counters_expires ON rate_limit_counters (expires_at);

-- One request of a subject against its limits, checked and counted in one statement (the
-- counterpart of lua/client-rate-limit.lua): counted only when both windows have room, so a
-- client that backs off as told gets back in. Exact under concurrency: the minute's row is
-- locked first, and every second of that minute belongs to it, so two hits of one subject in one
-- minute take turns, and the second's row is read and written under that lock.
-- Returns counted, and the second's and the minute's counts (after this hit when counted).
CREATE FUNCTION rate_limit_hit(p_subject text, p_second bigint, p_minute bigint, p_per_second integer, p_per_minute integer,
    OUT counted boolean, OUT second_hits integer, OUT minute_hits integer)
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  LOOP
    INSERT INTO rate_limit_counters (subject, win, slot, hits, expires_at)
      VALUES (p_subject, 'm', p_minute, 0, to_timestamp((p_minute + 1) * 60 + 1))
      ON CONFLICT (subject, win, slot) DO NOTHING;
    SELECT hits INTO minute_hits FROM rate_limit_counters
      WHERE subject = p_subject AND win = 'm' AND slot = p_minute FOR UPDATE;
    -- Gone between the two statements (a sweep with a clock ahead of the caller's): again.
    EXIT WHEN FOUND;
  END LOOP;
  SELECT hits INTO second_hits FROM rate_limit_counters WHERE subject = p_subject AND win = 's' AND slot = p_second;
  second_hits := coalesce(second_hits, 0);
  IF second_hits >= p_per_second OR minute_hits >= p_per_minute THEN
    counted := false;
    RETURN;
  END IF;
  INSERT INTO rate_limit_counters AS c (subject, win, slot, hits, expires_at)
    VALUES (p_subject, 's', p_second, 1, to_timestamp(p_second + 2))
    ON CONFLICT (subject, win, slot) DO UPDATE SET hits = c.hits + 1;
  UPDATE rate_limit_counters SET hits = hits + 1 WHERE subject = p_subject AND win = 'm' AND slot = p_minute;
  counted := true;
  second_hits := second_hits + 1;
  minute_hits := minute_hits + 1;
END $$;

-- What each API key used, by calendar month (UTC, 'YYYY-MM'): 'requests' (admitted by the rate
-- limit, counted by api_key_authorize) and the answered 'searches' and 'verifications'. Logged:
-- it is the account's usage, shown to its owner; a crash must not reset it. No foreign key: a
-- key's usage outlives nothing and blocks no delete (as its Redis hashes did).
CREATE TABLE api_key_usage (
  key_id  text COLLATE "C" NOT NULL,
  month   text COLLATE "C" NOT NULL,
  kind    text COLLATE "C" NOT NULL CHECK (kind IN ('requests', 'searches', 'verifications')),
  n       bigint NOT NULL,
  PRIMARY KEY (key_id, month, kind)
);

-- A presented key (its SHA-256 digest) checked and counted in one statement, the counterpart of
-- lua/api-key-authorize.lua with the key read from api_keys itself (no cache: see
-- store/api-key-repository-pg.ts). outcome: 0 unknown or revoked, 1 admitted (counted, and one
-- request added to the month's usage), 2 over a limit (not counted).
CREATE FUNCTION api_key_authorize(p_digest bytea, p_second bigint, p_minute bigint, p_per_second integer, p_per_minute integer, p_month text,
    OUT outcome smallint, OUT id text, OUT name text, OUT role text, OUT team text, OUT created_at timestamptz,
    OUT second_hits integer, OUT minute_hits integer)
  LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  revoked timestamptz;
  hit record;
BEGIN
  SELECT k.id, k.name, k.role, k.team, k.created_at, k.revoked_at INTO id, name, role, team, created_at, revoked
    FROM api_keys k WHERE k.key_sha256 = p_digest;
  IF NOT FOUND OR revoked IS NOT NULL THEN
    outcome := 0;
    id := NULL; name := NULL; role := NULL; team := NULL; created_at := NULL;
    RETURN;
  END IF;
  SELECT * INTO hit FROM rate_limit_hit('key:' || encode(p_digest, 'hex'), p_second, p_minute, p_per_second, p_per_minute);
  second_hits := hit.second_hits;
  minute_hits := hit.minute_hits;
  IF NOT hit.counted THEN
    outcome := 2;
    RETURN;
  END IF;
  INSERT INTO api_key_usage AS u (key_id, month, kind, n) VALUES (id, p_month, 'requests', 1)
    ON CONFLICT (key_id, month, kind) DO UPDATE SET n = u.n + 1;
  outcome := 1;
END $$;

-- The mail core's caches (core/mail/mail-cache.ts): a domain's route, a host's addresses,
-- accept-all answers, verification results, each a JSON text with its lifetime. UNLOGGED: a
-- cache; after a crash a lookup asks DNS or the mail server again.
CREATE UNLOGGED TABLE mail_cache (
  kind        text COLLATE "C" NOT NULL CHECK (kind IN ('route', 'host', 'accept-all', 'result')),
  id          text COLLATE "C" NOT NULL,
  value       text NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX mail_cache_expires ON mail_cache (expires_at);

-- Mail servers' learned pace (core/mail/host-pace.ts), one JSON record per server address.
-- UNLOGGED: learned from the servers' answers and learned again after a crash (at the cost of
-- the answers that taught it: a server that had asked us to wait may say so once more).
CREATE UNLOGGED TABLE mail_pace (
  host        text COLLATE "C" PRIMARY KEY,
  record      text NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX mail_pace_expires ON mail_pace (expires_at);

-- Crawl claims (core/web/crawl-state.ts): where each domain's crawl stands (queued with the
-- claim's lifetime, no_website for the miss lifetime, crawled until the next crawl: expires_at
-- null), and the webhooks waiting for a queued crawl. Logged: a claim pairs with a queued crawl
-- job, which survives a crash, and a webhook is a promise to its caller: losing the list would
-- leave the job's end with no one to tell.
CREATE TABLE crawl_claims (
  domain      text COLLATE "C" PRIMARY KEY,
  state       text NOT NULL CHECK (state IN ('queued', 'crawled', 'no_website')),
  at          timestamptz NOT NULL,
  reason      text,
  expires_at  timestamptz
);
CREATE INDEX crawl_claims_expires ON crawl_claims (expires_at) WHERE expires_at IS NOT NULL;

CREATE TABLE crawl_hooks (
  domain      text COLLATE "C" NOT NULL,
  url         text COLLATE "C" NOT NULL,
  -- Null for a webhook put back after its jobs could not be queued (it waits for the retry).
  expires_at  timestamptz,
  PRIMARY KEY (domain, url)
);
CREATE INDEX crawl_hooks_expires ON crawl_hooks (expires_at) WHERE expires_at IS NOT NULL;

-- Bulks while they run and until their results expire (core/bulk/bulk-record.ts, BulkStore).
-- Logged: a bulk pairs with its queued jobs, which survive a crash; an unlogged bulk would be
-- gone under jobs that still run for it. Each part expires on its own, BULK_RESULT_TTL_SECONDS
-- after it was written (as each Redis key of a bulk did). No foreign keys: an upload's pieces
-- are stored before its bulk exists, and each part is swept on its own.
CREATE TABLE bulks (
  id              text COLLATE "C" PRIMARY KEY,
  key_id          text COLLATE "C" NOT NULL,
  team            text,
  kind            text NOT NULL,
  state           text NOT NULL,
  output          text NOT NULL,
  leads_list_id   bigint,
  webhook_url     text,
  webhook_secret  text,
  options         text NOT NULL,            -- JSON
  filename        text,
  created_at      timestamptz NOT NULL,
  started_at      timestamptz,
  finished_at     timestamptz,
  total           integer,
  processed       integer NOT NULL DEFAULT 0,
  chunks          integer,
  chunks_done     integer NOT NULL DEFAULT 0,
  header          text,                     -- JSON array
  width           integer,
  delimiter       text,
  error           text,
  counts          text NOT NULL DEFAULT '{}', -- JSON: tally -> rows
  row_errors      text NOT NULL DEFAULT '[]', -- JSON: the first FIRST_ROW_ERRORS [row, status, error]
  upload_pieces   integer NOT NULL,
  chunk_size      integer,
  expires_at      timestamptz NOT NULL
);
CREATE INDEX bulks_expires ON bulks (expires_at);

-- One API key's bulks, newest first (the Redis sorted set by creation time it replaces, kept as
-- that set was: without expiry, so `total` counts bulks whose records have expired).
CREATE TABLE bulks_by_key (
  key_id      text COLLATE "C" NOT NULL,
  bulk_id     text COLLATE "C" NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (key_id, bulk_id)
);
CREATE INDEX bulks_by_key_newest ON bulks_by_key (key_id, created_at DESC, bulk_id DESC);

-- The upload as it arrived, in pieces.
CREATE TABLE bulk_uploads (
  bulk_id     text COLLATE "C" NOT NULL,
  n           integer NOT NULL,
  piece       bytea NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (bulk_id, n)
);
CREATE INDEX bulk_uploads_expires ON bulk_uploads (expires_at);

-- The original records, in pages of PAGE_SIZE (upload order), each a JSON array.
CREATE TABLE bulk_pages (
  bulk_id     text COLLATE "C" NOT NULL,
  page        integer NOT NULL,
  records     text NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (bulk_id, page)
);
CREATE INDEX bulk_pages_expires ON bulk_pages (expires_at);

-- Which chunks each window of WINDOW_ROWS rows was cut into.
CREATE TABLE bulk_windows (
  bulk_id      text COLLATE "C" NOT NULL,
  win          integer NOT NULL,
  first_chunk  integer NOT NULL,
  chunk_count  integer NOT NULL,
  expires_at   timestamptz NOT NULL,
  PRIMARY KEY (bulk_id, win)
);
CREATE INDEX bulk_windows_expires ON bulk_windows (expires_at);

-- A chunk that counted: its row is the mark that it is done (the primary key makes a retried
-- chunk count once) and holds its results, one JSON blob of [rows, result] per item.
CREATE TABLE bulk_chunks (
  bulk_id     text COLLATE "C" NOT NULL,
  chunk       integer NOT NULL,
  results     text NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (bulk_id, chunk)
);
CREATE INDEX bulk_chunks_expires ON bulk_chunks (expires_at);

-- Rows of a chunk waiting for a mail server that paces or greylists us.
CREATE TABLE bulk_pending (
  bulk_id     text COLLATE "C" NOT NULL,
  chunk       integer NOT NULL,
  rows        integer NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (bulk_id, chunk)
);
CREATE INDEX bulk_pending_expires ON bulk_pending (expires_at);
