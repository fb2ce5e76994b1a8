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
