-- The split is done: the bulk runs, or completes at once when every chunk finished before it.
-- KEYS[1]: the bulk's hash.
-- ARGV[1]: total rows; ARGV[2]: chunks; ARGV[3]: now (ISO); ARGV[4]: the states 'running' may
-- come from, space-separated; ARGV[5]: the states 'completed' may come from; ARGV[6]: the bulk's
-- events channel.
-- Returns 1 when the split completed the bulk, 0 otherwise (also when the move was not allowed).
local state = redis.call('HGET', KEYS[1], 'state')
if not state or not string.find(' ' .. ARGV[4] .. ' ', ' ' .. state .. ' ', 1, true) then return 0 end
redis.call('HSET', KEYS[1], 'total', ARGV[1], 'chunks', ARGV[2], 'state', 'running')
local done = tonumber(redis.call('HGET', KEYS[1], 'chunksDone') or '0')
local finished = done == tonumber(ARGV[2]) and string.find(' ' .. ARGV[5] .. ' ', ' running ', 1, true)
if finished then
  redis.call('HSET', KEYS[1], 'state', 'completed', 'finishedAt', ARGV[3])
end
redis.call('PUBLISH', ARGV[6], 'state')
if finished then return 1 end
return 0
