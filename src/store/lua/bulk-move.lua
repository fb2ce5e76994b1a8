-- Moves a bulk to a state, only from a state the lifecycle allows (core/bulk/bulk-state.ts).
-- KEYS[1]: the bulk's hash.
-- ARGV[1]: the new state; ARGV[2]: the states it may come from, space-separated;
-- ARGV[3..]: field, value pairs written with the move.
-- Returns the state before the call; the move happened when that state was allowed.
local current = redis.call('HGET', KEYS[1], 'state')
if not current then return false end
if not string.find(' ' .. ARGV[2] .. ' ', ' ' .. current .. ' ', 1, true) then return current end
redis.call('HSET', KEYS[1], 'state', ARGV[1])
for i = 3, #ARGV, 2 do
  redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
end
return current
