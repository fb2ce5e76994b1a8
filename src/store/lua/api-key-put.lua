-- Writes an API key's cache entry unless the entry there is as new or newer (compared by version:
-- the row's `version`, 0 for "no such key"). Prepended to the two api-key scripts (lua/index.ts).
-- put(key, version, ttl seconds, state ('ok' | 'revoked' | 'none'), id, name, created_at, role, team)
local function put(key, v, ttl, state, id, name, createdAt, role, team)
  local cur = tonumber(redis.call('HGET', key, 'v') or '-1')
  if cur >= tonumber(v) then return 0 end
  redis.call('DEL', key)
  redis.call('HSET', key, 'v', v, 'state', state, 'id', id, 'name', name, 'created_at', createdAt, 'role', role, 'team', team)
  redis.call('EXPIRE', key, tonumber(ttl))
  return 1
end
