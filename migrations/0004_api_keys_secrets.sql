-- API keys and deployment secrets in PostgreSQL (issue 12).
--
-- api_keys.version: raised by every change of a key (role, revocation). The Redis cache of a key
-- (src/store/pg/api-key-repository.ts) carries the version it was filled from, and an entry is
-- only ever replaced by a newer version, so a slow cache fill that read the row before a
-- revocation cannot put the old, valid state back over the revoked one.
ALTER TABLE api_keys ADD COLUMN version bigint NOT NULL DEFAULT 1 CHECK (version >= 1);

-- Secrets that every process of a deployment must share (the queue board's session signing
-- secret). The first process to ask inserts a random value; a concurrent first use loses the
-- insert (ON CONFLICT DO NOTHING) and reads the winner's, so all processes agree.
CREATE TABLE deployment_secrets (
  name        text PRIMARY KEY,
  value       bytea NOT NULL CHECK (octet_length(value) >= 32),
  created_at  timestamptz NOT NULL DEFAULT now()
);
