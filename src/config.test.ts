import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, redisPrefix: 'cds:', wireKeys: 'spec', rateLimit: { perSecond: 15, perMinute: 500 } });
  });

  it("defaults the Clearbit and logo hosts to Clearbit's names; takes a list, or none", () => {
    const c = loadConfig({});
    expect(c.clearbit.hosts).toEqual(['person.clearbit.com', 'person-stream.clearbit.com', 'company.clearbit.com', 'company-stream.clearbit.com']);
    expect(c.clearbit.logoHosts).toEqual(['logo.clearbit.com', 'logos.hunter.io']);
    expect(c.publicRateLimit).toEqual({ perSecond: 10, perMinute: 300 });
    const set = loadConfig({ CLEARBIT_HOSTS: ' Person.Example.TEST, company.example.test ', LOGO_HOSTS: 'none' });
    expect(set.clearbit).toEqual({ hosts: ['person.example.test', 'company.example.test'], logoHosts: [] });
  });

  it('reads DATABASE_URL without repeating a bad one (it may hold a password)', () => {
    expect(loadConfig({}).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/cds' }).databaseUrl).toBe('postgres://u:p@db:5432/cds');
    expect(() => loadConfig({ DATABASE_URL: 'p@ssw0rd' })).not.toThrow(/p@ssw0rd/);
    expect(() => loadConfig({ DATABASE_URL: 'p@ssw0rd' })).toThrow(/^DATABASE_URL: not a URL/);
  });

  it('takes one Redis node, a Sentinel group or a Cluster; any of them counts as Redis given', () => {
    const none = loadConfig({});
    expect(none.redis).toEqual({ kind: 'single', url: 'redis://127.0.0.1:6379', replicaWait: { replicas: 0, timeoutMs: 1000 } });
    expect(none.redisGiven).toBe(false);
    expect(none.redisUrlGiven).toBe(false);
    const single = loadConfig({ REDIS_URL: 'redis://:pw@cache:6380' });
    expect(single).toMatchObject({ redis: { kind: 'single', url: 'redis://:pw@cache:6380' }, redisGiven: true, redisUrlGiven: true });

    const sentinel = loadConfig({ REDIS_SENTINELS: 's1:26379, s2:26380,[::1]:26381', REDIS_PASSWORD: 'p', REDIS_SENTINEL_PASSWORD: 'sp', REDIS_WAIT_REPLICAS: '1', REDIS_WAIT_TIMEOUT_MS: '250' });
    expect(sentinel.redis).toEqual({
      kind: 'sentinel',
      sentinels: [{ host: 's1', port: 26379 }, { host: 's2', port: 26380 }, { host: '::1', port: 26381 }],
      name: 'mymaster',
      password: 'p',
      sentinelPassword: 'sp',
      replicaWait: { replicas: 1, timeoutMs: 250 },
    });
    expect(sentinel).toMatchObject({ redisGiven: true, redisUrlGiven: false });
    expect(loadConfig({ REDIS_SENTINELS: 's1:26379', REDIS_SENTINEL_NAME: 'cds-main' }).redis).toMatchObject({ kind: 'sentinel', name: 'cds-main' });

    const cluster = loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000,10.0.0.2:7000,10.0.0.1:7000' });
    // A node named twice is one node.
    expect(cluster.redis).toEqual({ kind: 'cluster', nodes: [{ host: '10.0.0.1', port: 7000 }, { host: '10.0.0.2', port: 7000 }], replicaWait: { replicas: 0, timeoutMs: 1000 } });
    expect(cluster).toMatchObject({ redisGiven: true, redisUrlGiven: false });
  });

  it.each([
    [{ REDIS_SENTINELS: 's1' }, 'REDIS_SENTINELS', /"s1" is not host:port/],
    [{ REDIS_SENTINELS: 's1:0' }, 'REDIS_SENTINELS', /not host:port/],
    [{ REDIS_CLUSTER_NODES: 'n1:7000,n2:70000' }, 'REDIS_CLUSTER_NODES', /"n2:70000" is not host:port/],
    [{ REDIS_CLUSTER_NODES: 'redis://n1:7000' }, 'REDIS_CLUSTER_NODES', /not host:port/],
    [{ REDIS_CLUSTER_NODES: ' , ' }, 'REDIS_CLUSTER_NODES', /at least one/],
    [{ REDIS_SENTINELS: 's1:26379', REDIS_CLUSTER_NODES: 'n1:7000' }, 'REDIS_CLUSTER_NODES', /not both/],
    [{ REDIS_URL: 'redis://x:6379', REDIS_CLUSTER_NODES: 'n1:7000' }, 'REDIS_URL', /REDIS_CLUSTER_NODES, not both/],
    [{ REDIS_URL: 'redis://x:6379', REDIS_SENTINELS: 's1:26379' }, 'REDIS_URL', /REDIS_SENTINELS, not both/],
    [{ REDIS_SENTINEL_NAME: 'mymaster' }, 'REDIS_SENTINEL_NAME', /only used with REDIS_SENTINELS/],
    [{ REDIS_CLUSTER_NODES: 'n1:7000', REDIS_SENTINEL_PASSWORD: 'x' }, 'REDIS_SENTINEL_PASSWORD', /only used with REDIS_SENTINELS/],
    [{ REDIS_PASSWORD: 'x' }, 'REDIS_PASSWORD', /REDIS_URL/],
    [{ REDIS_SENTINELS: 's1:26379', REDIS_SENTINEL_NAME: 'my master' }, 'REDIS_SENTINEL_NAME', /not a master group name/],
    [{ REDIS_WAIT_REPLICAS: '-1' }, 'REDIS_WAIT_REPLICAS', /expected 0\.\.100/],
    [{ REDIS_WAIT_TIMEOUT_MS: '0' }, 'REDIS_WAIT_TIMEOUT_MS', /expected 1\.\./],
  ] as const)('refuses a bad Redis deployment: %j stops on %s', (env, name, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${name}: `));
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('does not repeat a password it refuses', () => {
    expect(() => loadConfig({ REDIS_PASSWORD: 's3cr3t-pw' })).not.toThrow(/s3cr3t-pw/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['REDIS_URL', 'http://x'],
    ['WIRE_KEYS', 'clearbit'],
    ['RATE_LIMIT_PER_SECOND', '0'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x/y'],
    ['DATABASE_READ_URL', 'not a url'],
    ['CLEARBIT_HOSTS', 'https://person.clearbit.com'],
    ['LOGO_HOSTS', 'logo.example.test:8080'],
    ['PUBLIC_RATE_LIMIT_PER_MINUTE', '0'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}:`));
  });
});
