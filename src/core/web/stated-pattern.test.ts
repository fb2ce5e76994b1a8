/**
 * A careers page stating "vorname.nachname@acme.test" end to end: the crawl sets the domain's
 * pattern from it (with the page as its source), the string never becomes an email record, and the
 * email finder's candidates for a person at the domain follow it, ahead of a pattern learned from
 * the domain's addresses.
 */
import { describe, expect, it } from 'vitest';
import type { CompanyRecord, DomainMetaRecord, EmailRecordEntry, PersonRecord } from '../index-records.js';
import { EmailFinder, type FinderIndex } from '../mail/email-finder.js';
import type { DomainProbe, RcptVerdict, SmtpProber } from '../mail/smtp-prober.js';
import { CrawlService, type CrawlIndex } from './crawl-service.js';
import { domainPatternAfterCrawl } from './crawl-merge.js';
import type { CrawlResult, CrawledPage } from './crawl/index.js';
import type { SiteFindings } from './site-reader.js';

class MemoryIndex implements CrawlIndex, FinderIndex {
  companies = new Map<string, CompanyRecord>();
  people = new Map<string, PersonRecord>();
  emails = new Map<string, EmailRecordEntry>();
  domains = new Map<string, DomainMetaRecord>();
  async getCompany(d: string) {
    return this.companies.get(d) ?? null;
  }
  async putCompany(r: CompanyRecord) {
    this.companies.set(r.domain, r);
  }
  async getPerson(e: string) {
    return this.people.get(e) ?? null;
  }
  async putPerson(r: PersonRecord) {
    this.people.set(r.email, r);
  }
  async getEmailRecords(a: readonly string[]) {
    return a.map((x) => this.emails.get(x) ?? null);
  }
  async getEmailRecord(a: string) {
    return this.emails.get(a) ?? null;
  }
  async putEmailRecord(r: EmailRecordEntry) {
    this.emails.set(r.value, r);
  }
  async domainAddresses(d: string) {
    return [...this.emails.values()].filter((r) => r.domain === d).map((r) => r.value);
  }
  async searchDomainEmails(d: string) {
    const records = [...this.emails.values()].filter((r) => r.domain === d);
    return { total: records.length, records };
  }
  async getDomainMeta(d: string) {
    return this.domains.get(d) ?? null;
  }
  async putDomainMeta(r: DomainMetaRecord) {
    this.domains.set(r.domain, r);
  }
}

const page = (path: string, body: string, lang: string): CrawledPage => ({
  url: `https://acme.test${path}`,
  status: 200,
  headers: {},
  html: `<html lang="${lang}"><body>${body}</body></html>`,
  fetchedAt: new Date('2026-03-01T00:00:00Z'),
});

/** Two named addresses that follow {f}{last}, and a careers page stating vorname.nachname@. */
const PAGES = [
  page('/', '<ul><li><strong>John Doe</strong><br>Head of Sales<br><a href="mailto:jdoe@acme.test">jdoe@acme.test</a></li></ul>', 'en'),
  page('/team', '<ul><li><strong>Anna Smith</strong><br>Head of Finance<br><a href="mailto:asmith@acme.test">asmith@acme.test</a></li></ul>', 'en'),
  page('/karriere', '<p>Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie nach dem Schema vorname.nachname@acme.test.</p>', 'de'),
];

function service(index: MemoryIndex, pages: CrawledPage[], now = '2026-03-01T00:00:00Z'): CrawlService {
  const site = { crawl: async (): Promise<CrawlResult> => ({ domain: 'acme.test', siteHost: 'acme.test', aliases: [], pages, skipped: [], failure: null }) };
  return new CrawlService(site, async () => ({ mx: [], txt: [] }), index, { budgetMs: 10_000 }, () => new Date(now));
}

/** A mail server holding `mailboxes` (or answering nothing definite); records what it was asked, in order. */
function prober(mailboxes: ReadonlySet<string> | 'no-answer') {
  const asked: string[][] = [];
  const fake = {
    async probe(_domain: string, addresses: readonly string[]): Promise<DomainProbe> {
      asked.push([...addresses]);
      const verdict = (a: string): RcptVerdict => (mailboxes === 'no-answer' ? 'unknown' : mailboxes.has(a) ? 'accepted' : 'rejected');
      return {
        route: { kind: 'mx', hosts: [] } as unknown as DomainProbe['route'],
        smtpServer: mailboxes !== 'no-answer',
        blocked: false,
        acceptAll: mailboxes === 'no-answer' ? null : false,
        addresses: new Map(addresses.map((a) => [a, { verdict: verdict(a), reply: null }])),
        failure: null,
        host: null,
        ip: null,
        connections: 1,
        retryAt: null,
      };
    },
  };
  return { prober: fake as unknown as SmtpProber, asked };
}

const cache = { get: async () => null, put: async () => undefined };

describe('a stated pattern, from the page to the finder', () => {
  it('sets the domain\'s pattern from the scheme text, with its page; the scheme is never an email record', async () => {
    const index = new MemoryIndex();
    const outcome = await service(index, PAGES).crawl('acme.test');
    expect(outcome.pattern).toBe('{first}.{last}');
    expect(index.domains.get('acme.test')).toMatchObject({
      pattern: '{first}.{last}',
      pattern_source: { kind: 'stated', uri: 'https://acme.test/karriere', text: 'vorname.nachname@acme.test', last_seen_on: '2026-03-01' },
    });
    expect([...index.emails.keys()].sort()).toEqual(['asmith@acme.test', 'jdoe@acme.test']);
  });

  it('the finder\'s candidate follows the stated pattern, ahead of the learned one', async () => {
    const index = new MemoryIndex();
    await service(index, PAGES).crawl('acme.test');
    // Both mailboxes exist: which one the finder answers shows which pattern it trusts.
    const { prober: p, asked } = prober(new Set(['lena.hoffmann@acme.test', 'lhoffmann@acme.test']));
    const finder = new EmailFinder(index, p, cache, { acceptAllCacheSeconds: 60 }, () => new Date('2026-03-02T00:00:00Z'));
    const found = await finder.find({ domain: 'acme.test', firstName: 'Lena', lastName: 'Hoffmann', deadline: Date.now() + 10_000 }, null);
    expect(asked[0]![0]).toBe('lena.hoffmann@acme.test');
    expect(found).toMatchObject({ found: true, result: { email: 'lena.hoffmann@acme.test', verification: { status: 'valid' } } });
    // Confirming an address does not replace the stated pattern with a learned one.
    expect(index.domains.get('acme.test')?.pattern).toBe('{first}.{last}');
  });

  it('without the statement the learned pattern leads (the same site without its careers page)', async () => {
    const index = new MemoryIndex();
    await service(index, PAGES.slice(0, 2)).crawl('acme.test');
    expect(index.domains.get('acme.test')).toEqual(expect.objectContaining({ pattern: '{f}{last}' }));
    expect(index.domains.get('acme.test')?.pattern_source).toBeUndefined();
    const { prober: p, asked } = prober(new Set(['lena.hoffmann@acme.test', 'lhoffmann@acme.test']));
    const finder = new EmailFinder(index, p, cache, { acceptAllCacheSeconds: 60 });
    const found = await finder.find({ domain: 'acme.test', firstName: 'Lena', lastName: 'Hoffmann', deadline: Date.now() + 10_000 }, null);
    expect(asked[0]![0]).toBe('lhoffmann@acme.test');
    expect(found).toMatchObject({ found: true, result: { email: 'lhoffmann@acme.test' } });
  });

  it('when the mail server tells nothing, the stated pattern is still an answer (unknown), as a well-learned one is', async () => {
    const index = new MemoryIndex();
    await service(index, [PAGES[2]!]).crawl('acme.test');
    const { prober: p } = prober('no-answer');
    const finder = new EmailFinder(index, p, cache, { acceptAllCacheSeconds: 60 });
    const found = await finder.find({ domain: 'acme.test', firstName: 'Jürgen', lastName: 'Groß', deadline: Date.now() + 10_000 }, null);
    expect(found).toMatchObject({ found: true, result: { email: 'jurgen.gross@acme.test', verification: { status: 'unknown' } } });
  });
});

describe('domainPatternAfterCrawl', () => {
  const base: SiteFindings = { domain: 'acme.test', aliases: [], statedPatterns: [], pagesFetched: [], company: {}, addresses: [], lastModified: null };
  const stated = (uri: string, pattern: '{first}.{last}' | '{f}{last}', domain = 'acme.test') => ({ domain, pattern, uri, text: `x@${domain}` });
  const before: DomainMetaRecord = { domain: 'acme.test', pattern: '{first}.{last}', pattern_source: { kind: 'stated', uri: 'https://acme.test/jobs', text: 'vorname.nachname@acme.test', last_seen_on: '2026-01-01' }, indexedAt: '2026-01-01' };

  it.each([
    { name: 'stated beats learned', meta: null, findings: { ...base, statedPatterns: [stated('https://acme.test/jobs', '{first}.{last}')] }, learned: '{f}{last}' as const, expected: { pattern: '{first}.{last}', uri: 'https://acme.test/jobs' } },
    {
      name: 'the pattern stated most often wins; its first page is the source',
      meta: null,
      findings: { ...base, statedPatterns: [stated('https://acme.test/a', '{f}{last}'), stated('https://acme.test/b', '{first}.{last}'), stated('https://acme.test/c', '{first}.{last}')] },
      learned: null,
      expected: { pattern: '{first}.{last}', uri: 'https://acme.test/b' },
    },
    { name: 'a pattern stated for another domain says nothing', meta: null, findings: { ...base, statedPatterns: [stated('https://acme.test/a', '{f}{last}', 'other.test')] }, learned: null, expected: { pattern: null, uri: null } },
    { name: 'kept while its page was not fetched again', meta: before, findings: { ...base, pagesFetched: ['https://acme.test/'] }, learned: '{f}{last}' as const, expected: { pattern: '{first}.{last}', uri: 'https://acme.test/jobs' } },
    { name: 'dropped when its page was fetched without it: learned takes over', meta: before, findings: { ...base, pagesFetched: ['https://acme.test/jobs'] }, learned: '{f}{last}' as const, expected: { pattern: '{f}{last}', uri: null } },
    { name: 'no statement: learned, else what the domain had', meta: { domain: 'acme.test', pattern: '{last}', indexedAt: '2026-01-01' }, findings: base, learned: null, expected: { pattern: '{last}', uri: null } },
  ])('$name', ({ meta, findings, learned, expected }) => {
    const r = domainPatternAfterCrawl(meta, findings, learned, '2026-03-01');
    expect({ pattern: r.pattern, uri: r.source?.uri ?? null }).toEqual(expected);
  });
});
