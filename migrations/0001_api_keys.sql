-- API keys: only the SHA-256 digest of a key is stored, never the key (issue 10). A key's role
-- is 'user' or 'admin' (an operator key); team null is the deployment's default team.
CREATE TABLE api_keys (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  key_sha256  bytea NOT NULL UNIQUE CHECK (octet_length(key_sha256) = 32),
  role        text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  team        text CHECK (team IS NULL OR team ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

CREATE INDEX api_keys_team ON api_keys (team) WHERE team IS NOT NULL;
