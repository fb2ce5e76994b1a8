/**
 * The keys one script call or MULTI touches together share a Redis Cluster hash tag, so they lie
 * in one slot (test/redis-cluster.test.ts runs the stores on a real cluster; this pins the layout).
 */
import { describe, expect, it } from 'vitest';
import { RedisKeys } from './redis-keys.js';

/**
 * The part of a key a Redis Cluster hashes: between the first `{` and the first `}` after it, when
 * that is not empty; else the whole key (cluster spec, "Hash tags").
 */
function hashed(key: string): string {
  const open = key.indexOf('{');
  if (open < 0) return key;
  const close = key.indexOf('}', open + 1);
  if (close < 0 || close === open + 1) return key;
  return key.slice(open + 1, close);
}

describe('RedisKeys hash tags', () => {
  const keys = new RedisKeys('cds:');

  it("puts one bulk's parts in one slot, and other bulks elsewhere", () => {
    const parts = ['', ':done', ':counts', ':pending', ':res:7', ':row-errors', ':windows', ':in:0', ':upload:3'].map((p) => keys.bulk('b-1', p));
    expect(new Set(parts.map(hashed))).toEqual(new Set(['b-1']));
    expect(hashed(keys.bulk('b-2'))).toBe('b-2');
  });

  it("puts an API key's cache, usage and counters in one slot, a client's counters in one, a domain's claim and webhooks in one", () => {
    expect(new Set([keys.apiKeyCache('ab12'), keys.apiKeyUsage('ab12'), keys.rateLimitSecond('ab12', 100), keys.rateLimitMinute('ab12', 1)].map(hashed))).toEqual(new Set(['ab12']));
    expect(new Set([keys.clientLimitSecond('cd34', 100), keys.clientLimitMinute('cd34', 1)].map(hashed))).toEqual(new Set(['cd34']));
    expect(new Set([keys.crawlState('example.com'), keys.crawlHooks('example.com')].map(hashed))).toEqual(new Set(['example.com']));
  });

  it("tags BullMQ's prefix, so every key BullMQ builds under it (prefix:queue:suffix) shares its slot", () => {
    expect(keys.bull()).toBe('cds:{bull}');
    expect(hashed(`${keys.bull()}:bulk:wait`)).toBe('bull');
    expect(hashed(`${keys.bull()}:verify:123:lock`)).toBe('bull');
  });

  it('keeps a tag written in the prefix itself: then every key shares it (still one slot per call)', () => {
    const tagged = new RedisKeys('{tenant}:');
    expect([tagged.bull(), tagged.bulk('b-1', ':done'), tagged.crawlHooks('example.com')].map(hashed)).toEqual(['tenant', 'tenant', 'tenant']);
  });
});
