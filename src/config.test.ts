import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, redisPrefix: 'cds:', wireKeys: 'spec', rateLimit: { perSecond: 15, perMinute: 500 } });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['REDIS_URL', 'http://x'],
    ['WIRE_KEYS', 'clearbit'],
    ['RATE_LIMIT_PER_SECOND', '0'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}:`));
  });
});
