-- Claims a domain's crawl, or adds a webhook to the crawl already queued.
-- KEYS: state, hooks. ARGV: queued state JSON, TTL seconds, webhook URL or '', '1' to claim
-- over a finished state (a re-crawl), most webhooks per crawl. Returns {1} when this call claimed the crawl, else
-- {0, current state JSON}.
local current = redis.call('GET', KEYS[1])
local isQueued = current and string.find(current, '"state":"queued"', 1, true)
if current and not isQueued and ARGV[4] == '1' then current = nil end
-- At most ARGV[5] webhooks wait on one crawl: one crawl's end must not fan out into thousands
-- of POSTs (a request amplifier for whoever registers them).
if (not current or isQueued) and ARGV[3] ~= '' and redis.call('SCARD', KEYS[2]) < tonumber(ARGV[5]) then
  redis.call('SADD', KEYS[2], ARGV[3])
  redis.call('EXPIRE', KEYS[2], tonumber(ARGV[2]))
end
if not current then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[2]))
  return {1}
end
return {0, current}
