import { describe, expect, it } from 'vitest';
import { loadHtml } from './dom.js';
import { structuredEmails, type StructuredEmail } from './structured-data.js';

const ld = (...blocks: unknown[]): string =>
  `<html><head>${blocks.map((b) => `<script type="application/ld+json">${typeof b === 'string' ? b : JSON.stringify(b)}</script>`).join('')}</head><body></body></html>`;

interface Case {
  name: string;
  html: string;
  expected: StructuredEmail[];
}

const cases: Case[] = [
  // JSON-LD
  {
    name: 'JSON-LD: Organization email written "mailto:" (as schema.org examples do), percent-encoded',
    html: ld({ '@context': 'https://schema.org', '@type': 'Organization', email: 'mailto:hello%40acme.test' }),
    expected: [{ address: 'hello@acme.test', via: 'json-ld', owner: null }],
  },
  {
    name: 'JSON-LD: @graph, contactPoint array (with and without mailto:), no owner',
    html: ld({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': '#org',
          contactPoint: [
            { '@type': 'ContactPoint', contactType: 'sales', email: 'sales@acme.test' },
            { '@type': 'ContactPoint', contactType: 'support', email: 'mailto:support@acme.test?subject=Hi' },
          ],
        },
        { '@type': 'WebSite', publisher: { '@id': '#org' } },
      ],
    }),
    expected: [
      { address: 'sales@acme.test', via: 'json-ld', owner: null },
      { address: 'support@acme.test', via: 'json-ld', owner: null },
    ],
  },
  {
    name: 'JSON-LD: founder, employee, member and author Persons own their addresses, the organization keeps its own',
    html: ld(
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        email: 'info@acme.test',
        founder: [
          { '@type': 'Person', name: 'Aoife Brennan', jobTitle: 'Co-founder & CEO', email: 'aoife@acme.test', sameAs: 'https://www.linkedin.com/in/aoife' },
          { '@type': 'Person', givenName: 'Ravi', familyName: 'Menon', email: 'mailto:ravi@acme.test', telephone: 'tel:+353%201%20555' },
        ],
        employee: { '@type': 'Person', name: 'Daniel Ortiz', honorificSuffix: 'MBA', jobTitle: { '@type': 'DefinedTerm', name: 'VP Sales' }, email: 'daniel@acme.test' },
        member: [{ '@type': 'OrganizationRole', member: { '@type': 'Person', name: 'Zoe Park', email: 'zoe@acme.test' } }],
      },
      { '@context': 'https://schema.org', '@type': 'BlogPosting', author: { '@type': 'Person', name: 'Conor Walsh', jobTitle: 'PMM', email: 'conor@acme.test' } },
    ),
    expected: [
      { address: 'info@acme.test', via: 'json-ld', owner: null },
      { address: 'aoife@acme.test', via: 'json-ld', owner: { name: 'Aoife Brennan', jobTitle: 'Co-founder & CEO', email: ['aoife@acme.test'], sameAs: ['https://www.linkedin.com/in/aoife'] } },
      { address: 'ravi@acme.test', via: 'json-ld', owner: { givenName: 'Ravi', familyName: 'Menon', email: ['ravi@acme.test'], telephone: ['+353 1 555'] } },
      { address: 'daniel@acme.test', via: 'json-ld', owner: { name: 'Daniel Ortiz', honorificSuffix: 'MBA', jobTitle: 'VP Sales', email: ['daniel@acme.test'] } },
      { address: 'zoe@acme.test', via: 'json-ld', owner: { name: 'Zoe Park', email: ['zoe@acme.test'] } },
      { address: 'conor@acme.test', via: 'json-ld', owner: { name: 'Conor Walsh', jobTitle: 'PMM', email: ['conor@acme.test'] } },
    ],
  },
  {
    name: 'JSON-LD: a department\'s employee at depth; a Person\'s own contactPoint is hers; a sibling\'s is never hers',
    html: ld({
      '@type': 'Organization',
      department: [
        {
          '@type': 'Organization',
          name: 'Customer Success',
          email: 'success@acme.test',
          employee: [
            { '@type': 'Person', name: 'Niamh Gallagher', contactPoint: { '@type': 'ContactPoint', email: 'niamh@acme.test' } },
            { '@type': 'Person', name: 'Sean Byrne' },
          ],
        },
      ],
    }),
    expected: [
      { address: 'success@acme.test', via: 'json-ld', owner: null },
      { address: 'niamh@acme.test', via: 'json-ld', owner: { name: 'Niamh Gallagher' } },
    ],
  },
  {
    name: 'JSON-LD: a Person defined in two parts by @id; email as @value, as an IRI, under schema:email and the full IRI',
    html: ld(
      { '@context': 'https://schema.org', '@graph': [{ '@id': '#kim', 'schema:email': { '@value': 'kim@acme.test' } }, { '@id': '#kim', '@type': 'Person', name: 'Kim Lee' }] },
      [{ '@type': 'Organization', 'http://schema.org/email': { '@id': 'mailto:office@acme.test' } }],
    ),
    expected: [
      { address: 'kim@acme.test', via: 'json-ld', owner: { id: '#kim', name: 'Kim Lee' } },
      { address: 'office@acme.test', via: 'json-ld', owner: null },
    ],
  },
  {
    name: 'JSON-LD: untyped objects and arrays of values; values without "@" are not addresses',
    html: ld({ '@type': 'LocalBusiness', contactPoint: { email: ['a@acme.test', 'mailto:b@acme.test', 'n/a'] } }),
    expected: [
      { address: 'a@acme.test', via: 'json-ld', owner: null },
      { address: 'b@acme.test', via: 'json-ld', owner: null },
    ],
  },
  // Microdata
  {
    name: 'microdata: Person item with name and jobTitle; email as mailto link, as meta content, as text',
    html:
      '<div itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Claire Moreau</h3><p itemprop="jobTitle">Architecte associée</p><a itemprop="email" href="mailto:claire.moreau@acme.test">écrire</a></div>' +
      '<div itemscope itemtype="http://schema.org/Person"><span itemprop="givenName">Paul</span> <span itemprop="familyName">Roux</span><meta itemprop="email" content="mailto:paul.roux%40acme.test"></div>' +
      '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="email">contact@acme.test</span></div>',
    expected: [
      { address: 'claire.moreau@acme.test', via: 'microdata', owner: { name: 'Claire Moreau', jobTitle: 'Architecte associée' } },
      { address: 'paul.roux@acme.test', via: 'microdata', owner: { givenName: 'Paul', familyName: 'Roux' } },
      { address: 'contact@acme.test', via: 'microdata', owner: null },
    ],
  },
  {
    name: 'microdata: a nested item\'s name is not the Person\'s; an Organization\'s email inside a Person card belongs to the organization',
    html:
      '<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Lena Hoffmann</span>' +
      '<div itemprop="worksFor" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Kessler GmbH</span><a itemprop="email" href="mailto:info@acme.test">info</a></div>' +
      '<a itemprop="email" href="mailto:lena.hoffmann@acme.test">mail</a></div>',
    expected: [
      { address: 'info@acme.test', via: 'microdata', owner: null },
      { address: 'lena.hoffmann@acme.test', via: 'microdata', owner: { name: 'Lena Hoffmann' } },
    ],
  },
  // RDFa
  {
    name: 'RDFa: vocab schema.org, typeof Person, property email as mailto href, name and jobTitle',
    html: '<div vocab="https://schema.org/" typeof="Person"><span property="name">Johan Lindberg</span>, <span property="jobTitle">Försäljningsansvarig</span><br><a property="email" href="mailto:johan.lindberg@acme.test">johan.lindberg@acme.test</a></div>',
    expected: [{ address: 'johan.lindberg@acme.test', via: 'rdfa', owner: { name: 'Johan Lindberg', jobTitle: 'Försäljningsansvarig' } }],
  },
  {
    name: 'RDFa: schema: prefix and content=; an organization subject; a nested node does not lend its name',
    html:
      '<div typeof="schema:Person"><span property="schema:name">Eva Lund</span><span property="schema:worksFor" typeof="schema:Organization"><span property="schema:name">Acme AB</span></span><span property="schema:email" content="eva.lund@acme.test">Eva</span></div>' +
      '<div vocab="http://schema.org/" typeof="Organization"><span property="email">kontor@acme.test</span></div>',
    expected: [
      { address: 'eva.lund@acme.test', via: 'rdfa', owner: { name: 'Eva Lund' } },
      { address: 'kontor@acme.test', via: 'rdfa', owner: null },
    ],
  },
  {
    name: 'RDFa: a bare "email" property without a schema.org vocab is another vocabulary\'s: not read',
    html: '<div vocab="http://xmlns.com/foaf/0.1/" typeof="Person"><span property="email">x@acme.test</span></div><meta property="og:email" content="y@acme.test">',
    expected: [],
  },
];

describe('structuredEmails', () => {
  it.each(cases)('$name', ({ html, expected }) => {
    expect(structuredEmails(loadHtml(html), 'https://acme.test/')).toEqual(expected);
  });
});
