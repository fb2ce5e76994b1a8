-- Crawl provenance in PostgreSQL (issue 12): when each domain was last crawled, and what that
-- crawl found. One row per domain, replaced by each crawl's end (the last crawl wins, as the
-- Redis sorted set it replaces did). The crawl claim (a queued crawl's state with its TTL, and
-- the webhooks waiting on it) stays in Redis: it is short-lived coordination, not a record.
--
-- The re-crawl schedule (jobs/crawl-scan.ts) pages through "crawled before X", oldest first,
-- ties by domain in byte order (COLLATE "C"): the order the sorted set served. The index on
-- (crawled_at, domain) gives that range in that order without a scan or a sort.
CREATE TABLE crawls (
  domain      text COLLATE "C" PRIMARY KEY,
  outcome     text NOT NULL CHECK (outcome IN ('crawled', 'no_website')),
  -- Why a crawl found no website (DNS, refused, ...); null for a crawled site.
  reason      text,
  crawled_at  timestamptz NOT NULL
);
CREATE INDEX crawls_crawled_at ON crawls (crawled_at, domain);
