import { describe, expect, it } from 'vitest';
import { composeLocation, countryName, LocaleError, parseLocale, renderCountry } from './locale.js';
import { schemaToVendorKeys, toVendorKeys, wireKeys } from './wire-keys.js';
import { fillToSchema } from './fill.js';
import { PersonSchema } from './schemas.js';

describe('locale', () => {
  it('canonicalizes well-formed tags and refuses malformed ones', () => {
    expect(parseLocale('zh-cn')).toBe('zh-CN');
    expect(parseLocale(undefined)).toBeNull();
    expect(() => parseLocale('not_a_tag!')).toThrow(LocaleError);
    expect(() => parseLocale('e')).toThrow(LocaleError);
  });

  it('refuses a huge or non-ASCII tag at once, without echoing it whole', () => {
    // Built piece by piece, as a query-string decoder builds it (ICU is slowest on such strings).
    const built = (unit: string, n: number) => {
      let s = '';
      for (let i = 0; i < n; i++) s += unit;
      return s;
    };
    const started = performance.now();
    for (const tag of [built('e\u0301', 50_000), built('😀', 50_000), built('x', 100_000), 'ｆｒ', 'fr\u200B']) {
      expect(() => parseLocale(tag)).toThrow(LocaleError);
      try {
        parseLocale(tag);
      } catch (err) {
        expect((err as Error).message.length).toBeLessThan(200);
      }
    }
    expect(performance.now() - started).toBeLessThan(500);
    expect(parseLocale('en-u-ca-gregory')).toBe('en-u-ca-gregory');
  });

  it('names countries from their code, and falls back to the stored name', () => {
    expect(countryName('DE', 'ja')).toBe('ドイツ');
    expect(countryName('XX', 'ja')).toBeNull();
    expect(renderCountry({ country: 'Deutschland', countryCode: 'DE' }, null)).toBe('Deutschland');
    expect(renderCountry({ country: 'Deutschland', countryCode: 'DE' }, 'fr')).toBe('Allemagne');
    expect(renderCountry({ country: null, countryCode: 'JP' }, null)).toBe('Japan');
    expect(composeLocation({ city: 'Osaka', state: null }, '日本')).toBe('Osaka, 日本');
    expect(composeLocation({}, null)).toBeNull();
  });
});

describe('wire keys', () => {
  it('renames payloads and schemas with one mapping, deeply', () => {
    const payload = { socialA: { handle: 'a' }, metrics: { rankerUsRank: 1 }, list: [{ proNetwork_url: 'u' }] };
    expect(toVendorKeys(payload)).toEqual({ facebook: { handle: 'a' }, metrics: { alexaUsRank: 1 }, list: [{ linkedin_url: 'u' }] });
    const schema = { type: 'object', required: ['codeHost'], properties: { codeHost: { type: 'object', properties: { handle: { type: 'string' } } } } };
    expect(schemaToVendorKeys(schema)).toEqual({ type: 'object', required: ['github'], properties: { github: { type: 'object', properties: { handle: { type: 'string' } } } } });
    expect(wireKeys('spec').payload(payload)).toBe(payload);
  });
});

describe('fillToSchema', () => {
  it('gives every schema key a value: null for scalars, [] for arrays, objects recursed', () => {
    const person = fillToSchema<Record<string, any>>(PersonSchema, { email: 'a@b.test', geo: { city: 'Lyon' } });
    expect(person.email).toBe('a@b.test');
    expect(person.bio).toBeNull();
    expect(person.geo).toEqual({ city: 'Lyon', state: null, stateCode: null, country: null, countryCode: null, lat: null, lng: null });
    expect(person.avatarService).toEqual({ handle: null, urls: [], avatar: null, avatars: [] });
  });
});
