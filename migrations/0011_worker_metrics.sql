-- What each worker process last published of its job metrics (observability/metrics-registry.ts),
-- for the API's /metrics on the shapes without Redis: the counterpart of the Redis hash
-- `<prefix>metrics:workers`. One row per worker process; a stale one is deleted by the reader.
CREATE UNLOGGED TABLE IF NOT EXISTS worker_metrics (
  worker text PRIMARY KEY,
  body text NOT NULL
);
