#!lua flags=allow-oom
-- allow-oom: one small entry per key; a key revoked while Redis is full must still be refused.
-- Write-through of one key's cache entry after a change in PostgreSQL.
-- KEYS: the cache entry.
-- ARGV: version, ttl seconds, state, id, name, created_at, role, team.
-- Returns 1 when written, 0 when the entry already held this version or a newer one.
return put(KEYS[1], ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], ARGV[6], ARGV[7], ARGV[8])
