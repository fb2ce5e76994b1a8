/** A Redis node's room read from its INFO memory (headroom.ts). */
import { describe, expect, it } from 'vitest';
import { redisNodeHeadroom } from './headroom.js';

const info = (fields: Record<string, string | number>) => ['# Memory', ...Object.entries(fields).map(([k, v]) => `${k}:${v}`)].join('\r\n');

describe('redisNodeHeadroom', () => {
  it('counts against maxmemory, and says full at it under noeviction', () => {
    expect(redisNodeHeadroom(info({ used_memory: 10_000_000, maxmemory: 64_000_000, total_system_memory: 8e9, maxmemory_policy: 'noeviction' }))).toEqual({
      store: 'Redis', usedBytes: 10_000_000, limitBytes: 64_000_000, full: false, cause: null,
    });
    const full = redisNodeHeadroom(info({ used_memory: 64_100_000, maxmemory: 64_000_000, maxmemory_policy: 'noeviction' }));
    expect(full).toMatchObject({ full: true, cause: 'Redis uses 64.1 MB of its maxmemory of 64.0 MB and refuses writes (noeviction)' });
  });

  it('says close to full, not full, under an evicting policy (it drops keys instead of refusing)', () => {
    expect(redisNodeHeadroom(info({ used_memory: 63_000_000, maxmemory: 64_000_000, maxmemory_policy: 'allkeys-lru' }))).toMatchObject({
      full: false, cause: 'Redis uses 63.0 MB of its maxmemory of 64.0 MB',
    });
  });

  it("counts against the machine's memory without maxmemory, and knows nothing without either", () => {
    expect(redisNodeHeadroom(info({ used_memory: 1e9, maxmemory: 0, total_system_memory: 8e9, maxmemory_policy: 'noeviction' }))).toMatchObject({ limitBytes: 8e9, full: false, cause: null });
    expect(redisNodeHeadroom(info({ used_memory: 1e9, maxmemory: 0 }))).toMatchObject({ limitBytes: null, full: false, cause: null });
  });
});
