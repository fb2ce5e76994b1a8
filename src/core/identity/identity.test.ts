import { describe, expect, it } from 'vitest';
import { normalizeDomain, registrableDomain } from './domain-name.js';
import { parseEmailAddress } from './email-address.js';
import { recordId } from './record-id.js';

describe('normalizeDomain', () => {
  it.each([
    ['Acme.test', 'acme.test'],
    ['https://www.acme.test/about?x=1', 'acme.test'],
    ['acme.test.', 'acme.test'],
    ['acme.test/path', 'acme.test'],
    ['bücher.test', 'xn--bcher-kva.test'],
    ['sub.acme.co.uk', 'sub.acme.co.uk'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each(['', 'localhost', 'not a domain', '-bad.test', 'bad-.test', '127.0.0.1', `${'a'.repeat(64)}.test`, 'a..test', 'under_score.test'])(
    'refuses %j',
    (input) => {
      expect(normalizeDomain(input)).toBeNull();
    },
  );

  it('finds the registrable domain through the public suffix list', () => {
    expect(registrableDomain('mail.example.co.uk')).toBe('example.co.uk');
  });
});

describe('parseEmailAddress', () => {
  it('lowercases and converts an IDN domain to A-labels', () => {
    expect(parseEmailAddress(' Jane.Doe@Bücher.TEST ')).toEqual({ address: 'jane.doe@xn--bcher-kva.test', local: 'jane.doe', domain: 'xn--bcher-kva.test' });
  });

  it.each(['plainaddress', '@acme.test', 'jane@', 'jane doe@acme.test', 'jane@@acme.test', '.jane@acme.test', 'jane.@acme.test', 'ja..ne@acme.test', `${'x'.repeat(65)}@acme.test`, 'jane@localhost', 'jane@acme.test/x'])(
    'refuses %j',
    (input) => {
      expect(parseEmailAddress(input)).toBeNull();
    },
  );

  it('refuses an address over 254 octets (RFC 5321 4.5.3.1)', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.test`;
    expect(parseEmailAddress(`abcdefgh@${domain}`)).toBeNull();
  });
});

describe('recordId', () => {
  it('is a stable version-5 UUID per kind and key', () => {
    const a = recordId('company', 'acme.test');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(recordId('company', 'acme.test')).toBe(a);
    expect(recordId('person', 'acme.test')).not.toBe(a);
  });
});
