-- Records one chunk's results, counts and "done" mark at once, so a retried chunk counts once and
-- the bulk completes exactly once, whichever process gets there. Only while the bulk takes
-- results (core/bulk/bulk-state.ts, takesChunkResults): a chunk that ends after the bulk was
-- cancelled or failed writes nothing.
-- KEYS[1]: the bulk's hash; KEYS[2]: its set of chunks done; KEYS[3]: its counts hash (status ->
-- rows); KEYS[4]: its pending hash (chunk -> rows waiting); KEYS[5]: the chunk's result blob;
-- KEYS[6]: its first row errors (sorted set, row -> error).
-- ARGV[1]: chunk id; ARGV[2]: rows in the chunk; ARGV[3]: now (ISO); ARGV[4]: TTL seconds;
-- ARGV[5]: the states that take results ('completed' may come from them), space-separated;
-- ARGV[6]: the bulk's events channel; ARGV[7]: how many row errors the bulk keeps; ARGV[8]: n,
-- the number of status pairs; then n (status, count) pairs; then m, the number of row errors;
-- then m (row, error) pairs; then the result blob.
-- Returns 1 when this call completed the bulk, 0 when the chunk counted, -1 when it had counted
-- before, -2 when the bulk takes no more results.
local state = redis.call('HGET', KEYS[1], 'state')
if not state or not string.find(' ' .. ARGV[5] .. ' ', ' ' .. state .. ' ', 1, true) then
  if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 1 then return -1 end
  return -2
end
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return -1 end
local ttl = tonumber(ARGV[4])
redis.call('HDEL', KEYS[4], ARGV[1])
redis.call('EXPIRE', KEYS[2], ttl)
local nStatus = tonumber(ARGV[8])
local i = 9
for _ = 1, nStatus do
  redis.call('HINCRBY', KEYS[3], ARGV[i], tonumber(ARGV[i + 1]))
  i = i + 2
end
redis.call('EXPIRE', KEYS[3], ttl)
local nErrors = tonumber(ARGV[i])
i = i + 1
for _ = 1, nErrors do
  redis.call('ZADD', KEYS[6], tonumber(ARGV[i]), ARGV[i + 1])
  i = i + 2
end
if nErrors > 0 then
  redis.call('ZREMRANGEBYRANK', KEYS[6], tonumber(ARGV[7]), -1)
  redis.call('EXPIRE', KEYS[6], ttl)
end
redis.call('SET', KEYS[5], ARGV[i], 'EX', ttl)
redis.call('HINCRBY', KEYS[1], 'processed', tonumber(ARGV[2]))
redis.call('HINCRBY', KEYS[1], 'chunksDone', 1)
local b = redis.call('HMGET', KEYS[1], 'chunks', 'chunksDone')
-- The state was checked above: one 'completed' may come from.
local finished = b[1] and tonumber(b[1]) == tonumber(b[2])
if finished then
  redis.call('HSET', KEYS[1], 'state', 'completed', 'finishedAt', ARGV[3])
end
redis.call('PUBLISH', ARGV[6], 'chunk')
if finished then return 1 end
return 0
