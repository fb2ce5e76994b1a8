import { describe, expect, it } from 'vitest';
import { domainInText } from '../identity/domain-name.js';
import { resolveFinderSearch, type FinderInputs } from './finder-search.js';
import type { LookupService } from './lookups.js';

/** An index that knows one company by name and one person by handle; every call is recorded. */
function fakeLookups() {
  const calls: string[] = [];
  const lookups = {
    async domainForCompanyName(name: string) {
      calls.push(`name:${name}`);
      return name.toLowerCase() === 'acme corp' ? 'acme.test' : null;
    },
    async emailForProHandle(handle: string) {
      calls.push(`handle:${handle}`);
      return handle === 'ada-l' ? 'ada@acme.test' : null;
    },
    async personRecord(email: string) {
      calls.push(`person:${email}`);
      return { name: { givenName: 'Ada', familyName: 'Lovelace' }, employment: { domain: 'acme.test' } };
    },
    async company(domain: string) {
      calls.push(`company:${domain}`);
      // acme-old.test is an alias of acme.test: the company found through it has the main domain.
      return domain === 'acme.test' || domain === 'acme-old.test' ? { name: 'Acme Corp', domain: 'acme.test' } : null;
    },
  } as unknown as LookupService;
  return { lookups, calls };
}

const resolve = (inputs: FinderInputs) => {
  const f = fakeLookups();
  return resolveFinderSearch(inputs, f.lookups).then((r) => ({ r, calls: f.calls }));
};

describe('resolveFinderSearch', () => {
  it('takes a company column that holds a domain or a URL as the domain, without asking the index for a name', async () => {
    for (const company of ['acme.test', 'https://www.acme.test/team', 'ACME.TEST']) {
      const { r, calls } = await resolve({ first_name: 'Ada', last_name: 'Lovelace', company });
      expect(r).toEqual({ domain: 'acme.test', firstName: 'Ada', lastName: 'Lovelace', person: null, company: 'Acme Corp' });
      expect(calls.some((c) => c.startsWith('name:'))).toBe(false);
    }
  });

  it('resolves a company name through the index, and says not_found for a name it does not know', async () => {
    expect((await resolve({ first_name: 'Ada', last_name: 'Lovelace', company: 'Acme Corp' })).r).toMatchObject({ domain: 'acme.test', company: 'Acme Corp' });
    expect((await resolve({ first_name: 'Ada', last_name: 'Lovelace', company: 'Nowhere Holdings' })).r).toEqual({
      problem: 'not_found',
      message: expect.stringContaining('Nowhere Holdings'),
    });
  });

  it('splits a full name, and prefers the domain over the company', async () => {
    const { r, calls } = await resolve({ full_name: 'Ada Lovelace', domain: 'https://acme.test/', company: 'Other Inc' });
    expect(r).toMatchObject({ domain: 'acme.test', firstName: 'Ada', lastName: 'Lovelace' });
    expect(calls).toEqual(['company:acme.test']);
  });

  it('searches an alias domain as its company\'s main domain', async () => {
    expect((await resolve({ full_name: 'Ada Lovelace', domain: 'acme-old.test' })).r).toMatchObject({ domain: 'acme.test', company: 'Acme Corp' });
    expect((await resolve({ full_name: 'Ada Lovelace', domain: 'elsewhere.test' })).r).toMatchObject({ domain: 'elsewhere.test', company: null });
  });

  it('resolves a handle to the indexed person, their name and their employer', async () => {
    const { r } = await resolve({ linkedin_handle: 'ada-l' });
    expect(r).toMatchObject({ domain: 'acme.test', firstName: 'Ada', lastName: 'Lovelace', person: { employment: { domain: 'acme.test' } } });
    expect((await resolve({ linkedin_handle: 'nobody' })).r).toMatchObject({ problem: 'not_found' });
  });

  it('calls wrong or missing inputs invalid', async () => {
    expect((await resolve({ first_name: 'Ada', last_name: 'Lovelace', domain: 'not a domain' })).r).toMatchObject({ problem: 'invalid' });
    expect((await resolve({ first_name: 'Ada', last_name: 'Lovelace' })).r).toMatchObject({ problem: 'invalid', message: expect.stringMatching(/domain/) });
    expect((await resolve({ first_name: 'Ada', domain: 'acme.test' })).r).toMatchObject({ problem: 'invalid', message: expect.stringMatching(/name/) });
    expect((await resolve({ full_name: 'Ada', domain: 'acme.test' })).r).toMatchObject({ problem: 'invalid', message: expect.stringMatching(/full name/) });
  });
});

describe('domainInText', () => {
  it('reads domains and URLs under real or reserved suffixes, and nothing else', () => {
    expect(domainInText('acme.com')).toBe('acme.com');
    expect(domainInText(' https://www.Acme.co.uk/about ')).toBe('acme.co.uk');
    expect(domainInText('acme.test')).toBe('acme.test');
    expect(domainInText('Booking.com')).toBe('booking.com');
    for (const notOne of ['Acme Inc', 'ACME', 'ada@acme.com', '10.0.0.1', 'acme.notasuffix', '']) expect(domainInText(notOne)).toBeNull();
  });
});
