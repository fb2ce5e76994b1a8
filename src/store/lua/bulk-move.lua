#!lua flags=allow-oom
-- allow-oom: a move writes a few bytes to a hash that exists, and it is how a bulk reaches its end
-- (failed, cancelled) when Redis is full at maxmemory (core/storage.ts): without the flag a full
-- Redis would refuse the very write that lets the bulk stop growing and free its space.
-- Moves a bulk to a state, only from a state the lifecycle allows (core/bulk/bulk-state.ts), and
-- announces the move on the bulk's events channel.
-- KEYS[1]: the bulk's hash.
-- ARGV[1]: the new state; ARGV[2]: the states it may come from, space-separated; ARGV[3]: the
-- bulk's events channel; ARGV[4..]: field, value pairs written with the move.
-- Returns the state before the call; the move happened when that state was allowed.
local current = redis.call('HGET', KEYS[1], 'state')
if not current then return false end
if not string.find(' ' .. ARGV[2] .. ' ', ' ' .. current .. ' ', 1, true) then return current end
redis.call('HSET', KEYS[1], 'state', ARGV[1])
for i = 4, #ARGV, 2 do
  redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
end
redis.call('PUBLISH', ARGV[3], 'state')
return current
