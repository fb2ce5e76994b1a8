#!lua flags=allow-oom
-- allow-oom: the rate counters and the usage count are a few bytes per key that expire within a
-- minute (the usage hash gains a field a month), so they keep counting when Redis is full at
-- maxmemory: a full store must not turn every keyed request into an error (README, "When the
-- store fills").
-- Authentication and the rate limit in one step, with the key record read from the cache entry.
-- KEYS: cache entry, per-second counter, per-minute counter, monthly usage hash.
-- ARGV: per-second limit, per-minute limit, seconds left in the current minute, month (YYYY-MM),
--       then, only when filling after a miss, the entry as api-key-cache-put takes it (ARGV[5..12]).
-- Returns {3} on a miss (nothing cached: read PostgreSQL and call again with the entry),
-- {0} for an unknown or revoked key, {2, id, name, created_at, role, team, retry after, limit,
-- window} when limited, {1, id, name, created_at, role, team, left this second, left this minute}.
-- Rejected requests are not counted, so a client that backs off as told gets back in.
if ARGV[5] then put(KEYS[1], ARGV[5], ARGV[6], ARGV[7], ARGV[8], ARGV[9], ARGV[10], ARGV[11], ARGV[12]) end
local rec = redis.call('HMGET', KEYS[1], 'state', 'id', 'name', 'created_at', 'role', 'team')
if not rec[1] then return {3} end
if rec[1] ~= 'ok' then return {0} end
local role = rec[5] or 'user'
local team = rec[6] or ''
local perSec = tonumber(ARGV[1])
local perMin = tonumber(ARGV[2])
local s = tonumber(redis.call('GET', KEYS[2]) or '0')
local m = tonumber(redis.call('GET', KEYS[3]) or '0')
if s >= perSec then return {2, rec[2], rec[3], rec[4], role, team, 1, perSec, 'second'} end
if m >= perMin then return {2, rec[2], rec[3], rec[4], role, team, tonumber(ARGV[3]), perMin, 'minute'} end
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], 2)
redis.call('INCR', KEYS[3])
redis.call('EXPIRE', KEYS[3], 61)
redis.call('HINCRBY', KEYS[4], ARGV[4], 1)
return {1, rec[2], rec[3], rec[4], role, team, perSec - s - 1, perMin - m - 1}
