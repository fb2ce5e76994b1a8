#!lua flags=allow-oom
-- allow-oom: as api-key-authorize.lua, two counters of a few bytes that expire within a minute.
-- One request of a client (by address) against its per-second and per-minute limits.
-- KEYS: per-second counter, per-minute counter.
-- ARGV: per-second limit, per-minute limit, seconds left in the current minute.
-- Returns {1} when counted, {0, retry after, limit, window} when over a limit (not counted, so a
-- client that backs off as told gets back in, as with API keys).
local perSec = tonumber(ARGV[1])
local perMin = tonumber(ARGV[2])
local s = tonumber(redis.call('GET', KEYS[1]) or '0')
local m = tonumber(redis.call('GET', KEYS[2]) or '0')
if s >= perSec then return {0, 1, perSec, 'second'} end
if m >= perMin then return {0, tonumber(ARGV[3]), perMin, 'minute'} end
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], 2)
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], 61)
return {1}
