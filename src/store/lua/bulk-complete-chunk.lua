-- Records one chunk's results, counts and "done" mark at once, so a retried chunk counts once and
-- the bulk completes exactly once, whichever process gets there.
-- KEYS[1]: the bulk's hash; KEYS[2]: its set of chunks done; KEYS[3]: its counts hash (status ->
-- rows); KEYS[4]: its pending hash (chunk -> rows waiting); KEYS[5]: the chunk's result blob.
-- ARGV[1]: chunk id; ARGV[2]: rows in the chunk; ARGV[3]: now (ISO); ARGV[4]: TTL seconds;
-- ARGV[5]: the states 'completed' may come from, space-separated; ARGV[6]: n, the number of
-- status pairs; then n (status, count) pairs; then the result blob.
-- Returns 1 when this call completed the bulk, 0 when the chunk counted, -1 when it had counted before.
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return -1 end
local ttl = tonumber(ARGV[4])
redis.call('HDEL', KEYS[4], ARGV[1])
redis.call('EXPIRE', KEYS[2], ttl)
local nStatus = tonumber(ARGV[6])
local i = 7
for _ = 1, nStatus do
  redis.call('HINCRBY', KEYS[3], ARGV[i], tonumber(ARGV[i + 1]))
  i = i + 2
end
redis.call('EXPIRE', KEYS[3], ttl)
redis.call('SET', KEYS[5], ARGV[i], 'EX', ttl)
redis.call('HINCRBY', KEYS[1], 'processed', tonumber(ARGV[2]))
redis.call('HINCRBY', KEYS[1], 'chunksDone', 1)
local b = redis.call('HMGET', KEYS[1], 'state', 'chunks', 'chunksDone')
if b[1] and string.find(' ' .. ARGV[5] .. ' ', ' ' .. b[1] .. ' ', 1, true) and b[2] and tonumber(b[2]) == tonumber(b[3]) then
  redis.call('HSET', KEYS[1], 'state', 'completed', 'finishedAt', ARGV[3])
  return 1
end
return 0
