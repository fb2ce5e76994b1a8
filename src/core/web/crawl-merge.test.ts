import { describe, expect, it } from 'vitest';
import type { CompanyRecord, EmailRecordEntry } from '../index-records.js';
import { applyCrawled, learnDomainPattern, mergeCompany, mergeEmailRecords, mergeSources } from './crawl-merge.js';
import type { SiteFindings } from './site-reader.js';

const day = (d: string) => new Date(`${d}T12:00:00.000Z`);

function findings(over: Partial<SiteFindings>): SiteFindings {
  return { domain: 'acme.test', aliases: [], statedPatterns: [], pagesFetched: [], company: {}, addresses: [], lastModified: null, ...over };
}

describe('applyCrawled: imported values win unless the crawled value is newer', () => {
  const imported = { domain: 'acme.test', indexedAt: '2026-01-10', description: 'Imported words', name: 'Acme' };

  const cases: { name: string; record: Record<string, unknown>; crawl: Record<string, unknown>; clock: { now: Date; pageModified: Date | null }; expect: Record<string, unknown>; changed: boolean }[] = [
    { name: 'fills an empty field', record: imported, crawl: { legalName: 'Acme SAS' }, clock: { now: day('2026-02-01'), pageModified: null }, expect: { legalName: 'Acme SAS' }, changed: true },
    { name: 'keeps an imported value the first crawl contradicts (no date on the page)', record: imported, crawl: { description: 'Site words' }, clock: { now: day('2026-02-01'), pageModified: null }, expect: { description: 'Imported words' }, changed: false },
    { name: 'takes it when the page was modified after the import', record: imported, crawl: { description: 'Site words' }, clock: { now: day('2026-02-01'), pageModified: day('2026-01-20') }, expect: { description: 'Site words' }, changed: true },
    { name: 'keeps it when the page was modified before the import', record: imported, crawl: { description: 'Site words' }, clock: { now: day('2026-02-01'), pageModified: day('2025-12-01') }, expect: { description: 'Imported words' }, changed: false },
    { name: 'sets nested paths', record: imported, crawl: { 'geo.city': 'Paris', 'socialB.handle': 'acme' }, clock: { now: day('2026-02-01'), pageModified: null }, expect: { geo: { city: 'Paris' }, socialB: { handle: 'acme' } }, changed: true },
    { name: 'ignores empty crawled values', record: imported, crawl: { name: '', tech: [] }, clock: { now: day('2026-02-01'), pageModified: null }, expect: { name: 'Acme' }, changed: false },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { record, changed } = applyCrawled(c.record, c.crawl, c.clock);
      expect(record).toMatchObject(c.expect);
      expect(changed).toBe(c.changed);
    });
  }

  it('takes a value a later crawl saw change after the import', () => {
    const first = applyCrawled(imported, { description: 'Site words' }, { now: day('2026-02-01'), pageModified: null });
    expect(first.record.description).toBe('Imported words');
    // Same value again: still no evidence it is newer than the import.
    const again = applyCrawled(first.record, { description: 'Site words' }, { now: day('2026-03-01'), pageModified: null });
    expect(again.record.description).toBe('Imported words');
    // The site changed its words after the import: the change is newer, so it wins.
    const changed = applyCrawled(again.record, { description: 'New site words' }, { now: day('2026-04-01'), pageModified: null });
    expect(changed.record.description).toBe('New site words');
    expect(changed.changed).toBe(true);
    // And a field a crawl wrote keeps following the site.
    const next = applyCrawled(changed.record, { description: 'Newer site words' }, { now: day('2026-05-01'), pageModified: null });
    expect(next.record.description).toBe('Newer site words');
  });

  it('a record born of a crawl follows the site', () => {
    const born = mergeCompany(null, findings({ company: { name: 'Acme' } }), { now: day('2026-02-01'), pageModified: null });
    expect(born.record).toMatchObject({ domain: 'acme.test', name: 'Acme', indexedAt: '2026-02-01' });
    const again = mergeCompany(born.record, findings({ company: { name: 'Acme Inc' } }), { now: day('2026-02-02'), pageModified: null });
    expect(again.record.name).toBe('Acme Inc');
  });

  it('accumulates alias domains and updates indexedAt only on a change', () => {
    const stored = { domain: 'acme.test', indexedAt: '2026-01-10', domainAliases: ['old-acme.test'] } as CompanyRecord;
    const a = mergeCompany(stored, findings({ company: { domainAliases: ['acme.example'] } }), { now: day('2026-02-01'), pageModified: null });
    expect(a.record.domainAliases).toEqual(['old-acme.test', 'acme.example']);
    expect(a.record.indexedAt).toBe('2026-02-01');
    const b = mergeCompany(a.record, findings({ company: { domainAliases: ['acme.example'] } }), { now: day('2026-03-01'), pageModified: null });
    expect(b.changed).toBe(false);
    expect(b.record.indexedAt).toBe('2026-02-01');
  });
});

describe('mergeSources', () => {
  const src = (uri: string, still = true) => ({ domain: 'acme.test', uri, extracted_on: '2025-01-01', last_seen_on: '2025-06-01', still_on_page: still });
  const cases = [
    { name: 'new page: first and last seen today', stored: [], found: ['http://acme.test/team'], fetched: ['http://acme.test/team'], expect: [{ domain: 'acme.test', uri: 'http://acme.test/team', extracted_on: '2026-02-01', last_seen_on: '2026-02-01', still_on_page: true }] },
    { name: 'seen again: extracted_on kept, last_seen_on moves', stored: [src('http://acme.test/team', false)], found: ['http://acme.test/team'], fetched: ['http://acme.test/team'], expect: [{ ...src('http://acme.test/team'), last_seen_on: '2026-02-01', still_on_page: true }] },
    { name: 'fetched without it: no longer on the page', stored: [src('http://acme.test/team')], found: [], fetched: ['http://acme.test/team'], expect: [{ ...src('http://acme.test/team'), still_on_page: false }] },
    { name: 'not fetched this time: left as it was', stored: [src('http://acme.test/team')], found: [], fetched: ['http://acme.test/'], expect: [src('http://acme.test/team')] },
    { name: 'other sites are not touched', stored: [src('http://news.test/a')], found: ['http://acme.test/'], fetched: ['http://acme.test/'], expect: [src('http://news.test/a'), { domain: 'acme.test', uri: 'http://acme.test/', extracted_on: '2026-02-01', last_seen_on: '2026-02-01', still_on_page: true }] },
  ];
  for (const c of cases) {
    it(c.name, () => expect(mergeSources(c.stored, c.found, new Set(c.fetched), '2026-02-01')).toEqual(c.expect));
  }
});

describe('mergeEmailRecords', () => {
  it('creates found addresses, refreshes known ones and flags the ones gone from a fetched page', () => {
    const known: EmailRecordEntry = {
      value: 'old@acme.test',
      domain: 'acme.test',
      type: 'personal',
      sources: [{ domain: 'acme.test', uri: 'http://acme.test/team', extracted_on: '2025-01-01', last_seen_on: '2025-06-01', still_on_page: true }],
      first_name: 'Olga',
      indexedAt: '2025-06-01',
    };
    const out = mergeEmailRecords(
      new Map([[known.value, known]]),
      findings({
        pagesFetched: ['http://acme.test/', 'http://acme.test/team'],
        addresses: [
          {
            address: 'jane.doe@acme.test',
            domain: 'acme.test',
            type: 'personal',
            pages: ['http://acme.test/team'],
            person: { fullName: 'Jane Doe', firstName: 'Jane', lastName: 'Doe', title: 'Head of Sales', phone: null, proNetwork: null, socialB: null, seniority: 'executive', department: 'sales' },
          },
        ],
      }),
      { now: day('2026-02-01'), pageModified: null },
    );
    const byAddress = new Map(out.map((o) => [o.record.value, o]));
    expect(byAddress.get('jane.doe@acme.test')?.previous).toBeNull();
    expect(byAddress.get('jane.doe@acme.test')?.record).toMatchObject({
      type: 'personal',
      first_name: 'Jane',
      last_name: 'Doe',
      position: 'Head of Sales',
      seniority: 'executive',
      department: 'sales',
      sources: [{ uri: 'http://acme.test/team', extracted_on: '2026-02-01', last_seen_on: '2026-02-01', still_on_page: true }],
      indexedAt: '2026-02-01',
    });
    expect(byAddress.get('old@acme.test')?.record.sources[0]).toMatchObject({ still_on_page: false, last_seen_on: '2025-06-01' });
    expect(byAddress.get('old@acme.test')?.record.first_name).toBe('Olga');
  });
});

describe('learnDomainPattern', () => {
  const rec = (value: string, first: string, last: string): EmailRecordEntry => ({ value, domain: 'acme.test', type: 'personal', first_name: first, last_name: last, sources: [], indexedAt: '2026-01-01' });
  it('takes the pattern most named addresses follow', () => {
    expect(learnDomainPattern([rec('jane.doe@acme.test', 'Jane', 'Doe'), rec('max.mustermann@acme.test', 'Max', 'Mustermann'), rec('pmeyer@acme.test', 'Paul', 'Meyer')])).toBe('{first}.{last}');
  });
  it('is null without named addresses', () => {
    expect(learnDomainPattern([{ value: 'info@acme.test', domain: 'acme.test', type: 'generic', sources: [], indexedAt: '2026-01-01' }])).toBeNull();
  });
});
