import { describe, expect, it } from 'vitest';
import { readSite } from './site-reader.js';
import type { CrawlResult, CrawledPage } from './crawl/index.js';

const page = (path: string, body: string, head = '', lang = 'en'): CrawledPage => ({
  url: `https://acme.test${path}`,
  status: 200,
  headers: {},
  html: `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`,
  fetchedAt: new Date('2026-03-01T00:00:00Z'),
});
const ld = (data: unknown): string => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

function crawl(pages: CrawledPage[]): CrawlResult {
  return { domain: 'acme.test', siteHost: 'acme.test', aliases: [], pages, skipped: [], failure: null };
}

const site = crawl([
  page(
    '/',
    '<h1>Acme</h1>',
    ld({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://acme.test/#org',
          name: 'Acme',
          url: 'https://acme.test/',
          telephone: '+49 30 1234',
          email: ['mailto:hello@acme.test', 'office@hoster.test', 'vorname.nachname@acme.test'],
          contactPoint: [
            { '@type': 'ContactPoint', contactType: 'sales', email: 'mailto:sales@acme.test', telephone: 'tel:+49%2030%201235' },
            { '@type': 'ContactPoint', contactType: 'support', email: 'support@acme.test' },
          ],
          founder: { '@type': 'Person', name: 'Marta Kowalczyk, PhD', jobTitle: 'Co-founder & CTO', email: 'mailto:marta@acme.test' },
          sponsor: { '@type': 'Organization', name: 'Bank', email: 'info@bank.test' },
        },
      ],
    }),
  ),
  page('/karriere', '<p>Alle Mitarbeiter erreichen Sie nach dem Schema vorname.nachname@acme.test.</p>', '', 'de'),
  page(
    '/kontakt',
    '<div vocab="https://schema.org/" typeof="Person"><span property="name">Johan Lindberg</span>, <span property="jobTitle">Sales Manager Sweden</span><br><a property="email" href="mailto:johan.lindberg@acme.test">johan.lindberg@acme.test</a></div>' +
      '<script>var u="presse",d="acme"+".test";document.write(u+"@"+d);</script>',
  ),
]);

describe('readSite: structured data, scripts and scheme text', () => {
  const findings = readSite(site, { mx: [], txt: [] });
  const byAddress = new Map(findings.addresses.map((a) => [a.address, a]));

  it('makes every JSON-LD, RDFa and script-built address at the company an address with its page', () => {
    expect([...byAddress.keys()].sort()).toEqual(
      ['hello@acme.test', 'johan.lindberg@acme.test', 'marta@acme.test', 'presse@acme.test', 'sales@acme.test', 'support@acme.test'].sort(),
    );
    expect(byAddress.get('hello@acme.test')).toMatchObject({ type: 'generic', pages: ['https://acme.test/'], person: null });
    expect(byAddress.get('presse@acme.test')).toMatchObject({ pages: ['https://acme.test/kontakt'], person: null });
  });

  it('gives a JSON-LD Person\'s address her name and title, never the organization\'s addresses', () => {
    expect(byAddress.get('marta@acme.test')?.person).toMatchObject({ fullName: 'Marta Kowalczyk', firstName: 'Marta', lastName: 'Kowalczyk', title: 'Co-founder & CTO' });
    expect(byAddress.get('sales@acme.test')?.person).toBeNull();
  });

  it('gives an RDFa Person\'s address his name and title', () => {
    expect(byAddress.get('johan.lindberg@acme.test')?.person).toMatchObject({ fullName: 'Johan Lindberg', firstName: 'Johan', lastName: 'Lindberg', title: 'Sales Manager Sweden' });
  });

  it.each([
    ['Mag.a Eva Gruber', 'Eva Gruber'],
    ['Dipl.-Päd. Martina Steiner', 'Martina Steiner'],
    ['Prof. Dr. med. Hannelore Vogt', 'Hannelore Vogt'],
    ['Rachel Kim, DDS', 'Rachel Kim'],
  ])('reads an RDFa Person\'s name without the honorifics written in it: %s', (written, name) => {
    const card = `<div vocab="https://schema.org/" typeof="Person"><span property="name">${written}</span><a property="email" href="mailto:p@acme.test">p@acme.test</a></div>`;
    const one = readSite(crawl([page('/team', card)]), { mx: [], txt: [] });
    expect(one.addresses.find((a) => a.address === 'p@acme.test')?.person?.fullName).toBe(name);
  });

  it('lists only the company\'s own addresses in the profile, never scheme text; contact point phones too', () => {
    expect(findings.company['site.emailAddresses']).toEqual(['hello@acme.test', 'sales@acme.test', 'support@acme.test', 'presse@acme.test']);
    expect(findings.company['site.phoneNumbers']).toEqual(['+49 30 1234', '+49 30 1235']);
    expect(findings.company['phone']).toBe('+49 30 1234');
  });

  it('never makes scheme text an address: it is the stated pattern, with its page', () => {
    expect(byAddress.has('vorname.nachname@acme.test')).toBe(false);
    expect(findings.statedPatterns).toEqual([
      { domain: 'acme.test', pattern: '{first}.{last}', uri: 'https://acme.test/', text: 'vorname.nachname@acme.test' },
      { domain: 'acme.test', pattern: '{first}.{last}', uri: 'https://acme.test/karriere', text: 'vorname.nachname@acme.test' },
    ]);
  });
});

describe('readSite: a local part on the role lists that is the person\'s initials', () => {
  const findings = readSite(
    crawl([
      page(
        '/medarbejdere',
        '<table><thead><tr><th>Navn</th><th>Stilling</th><th>E-mail</th></tr></thead><tbody>' +
          '<tr><td>Peter Mikkelsen</td><td>Tækkemand</td><td><a href="mailto:pm@acme.test">pm@acme.test</a></td></tr>' +
          '<tr><td>Rasmus Bach</td><td>Lærling, 3. år</td><td><a href="mailto:rb@acme.test">rb@acme.test</a></td></tr>' +
          '<tr><td>Kontoret</td><td>Kontor</td><td><a href="mailto:sales@acme.test">sales@acme.test</a></td></tr></tbody></table>',
        '',
        'da',
      ),
    ]),
    { mx: [], txt: [] },
  );
  const byAddress = new Map(findings.addresses.map((a) => [a.address, a]));

  it('is a personal address with its owner ("pm@" in Peter Mikkelsen\'s row); a role mailbox in a row without a person stays generic', () => {
    expect(byAddress.get('pm@acme.test')).toMatchObject({ type: 'personal', person: { fullName: 'Peter Mikkelsen', title: 'Tækkemand' } });
    expect(byAddress.get('rb@acme.test')).toMatchObject({ type: 'personal', person: { fullName: 'Rasmus Bach', title: 'Lærling, 3. år' } });
    expect(byAddress.get('sales@acme.test')).toMatchObject({ type: 'generic', person: null });
  });
});
