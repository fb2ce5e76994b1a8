import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractJsonLd, foundedYear, type JsonLdResult } from './json-ld.js';

const ld = (json: string): string => `<html><head><script type="application/ld+json">${json}</script></head><body></body></html>`;

interface Case {
  name: string;
  html: string;
  pageUrl?: string;
  expected: JsonLdResult;
}

const cases: Case[] = [
  {
    name: 'Role pattern: an OrganizationRole\'s roleName is the title of the one Person it wraps (no jobTitle of its own)',
    html: ld(
      '{"@type":"Organization","name":"Acme","member":[{"@type":"OrganizationRole","roleName":"Socio fundador","startDate":"2009","member":{"@type":"Person","name":"Rodrigo Ocampo","email":"mailto:rodrigo@acme.test"}},' +
        '{"@type":"EmployeeRole","roleName":"Editor","member":{"@type":"Person","name":"Ana Ruiz","jobTitle":"Redactora jefa"}}]}',
    ),
    expected: {
      organizations: [{ types: ['Organization'], name: 'Acme' }],
      people: [
        { name: 'Rodrigo Ocampo', jobTitle: 'Socio fundador', email: ['rodrigo@acme.test'] },
        // A Person's own jobTitle wins.
        { name: 'Ana Ruiz', jobTitle: 'Redactora jefa' },
      ],
    },
  },
  {
    name: 'Role pattern: a Person\'s worksFor given as a Role with a roleName',
    html: ld('{"@type":"Person","name":"Kari Nordmann","worksFor":{"@type":"EmployeeRole","roleName":"Daglig leder","worksFor":{"@type":"Organization","name":"Acme"}}}'),
    expected: { organizations: [{ types: ['Organization'], name: 'Acme' }], people: [{ name: 'Kari Nordmann', jobTitle: 'Daglig leder' }] },
  },
  {
    name: 'Role pattern traps: a Role about two Persons, a Person given two roleNames, a Role without roleName: no title',
    html: ld(
      '{"@type":"Organization","name":"Acme","member":[{"@type":"Role","roleName":"Partners","member":[{"@type":"Person","name":"Eva Lind"},{"@type":"Person","name":"Olof Berg"}]},' +
        '{"@type":"Role","roleName":"Chair","member":{"@id":"#ines"}},{"@type":"Role","roleName":"Treasurer","member":{"@id":"#ines"}},{"@id":"#ines","@type":"Person","name":"Inés Mora"},' +
        '{"@type":"Role","startDate":"2020","member":{"@type":"Person","name":"Tom Berg"}}]}',
    ),
    expected: {
      organizations: [{ types: ['Organization'], name: 'Acme' }],
      people: [{ name: 'Eva Lind' }, { name: 'Olof Berg' }, { id: '#ines', name: 'Inés Mora' }, { name: 'Tom Berg' }],
    },
  },
  {
    name: '@type array ["Organization","Corporation"], telephone string, email without mailto',
    html: ld('{"@context":"https://schema.org","@type":["Organization","Corporation"],"name":"Acme","telephone":"+1 555 0100","email":"mailto:info@acme.test?subject=x"}'),
    expected: {
      organizations: [{ types: ['Organization', 'Corporation'], name: 'Acme', telephone: ['+1 555 0100'], email: ['info@acme.test'] }],
      people: [],
    },
  },
  {
    name: 'a sports club and a museum are organizations (schema.org types outside the Organization/Business/Store names)',
    html: ld('[{"@context":"https://schema.org","@type":"SportsClub","name":"CF Vilanova","email":"club@acme.test"},{"@context":"https://schema.org","@type":"Museum","name":"Museu del Port"}]'),
    expected: {
      organizations: [
        { types: ['SportsClub'], name: 'CF Vilanova', email: ['club@acme.test'] },
        { types: ['Museum'], name: 'Museu del Port' },
      ],
      people: [],
    },
  },
  {
    name: 'broken JSON with a trailing comma is repaired',
    html: ld('{"@context":"https://schema.org","@type":"LocalBusiness","name":"Acme Bakery","foundingDate":"1999",}'),
    expected: { organizations: [{ types: ['LocalBusiness'], name: 'Acme Bakery', foundedYear: 1999 }], people: [] },
  },
  {
    name: 'unrepairable JSON is skipped, other scripts still read',
    html:
      '<script type="application/ld+json">{{{ "@type": </script>' +
      '<script type="application/ld+json; charset=utf-8">{"@type":"NGO","name":"Helpers"}</script>',
    expected: { organizations: [{ types: ['NGO'], name: 'Helpers' }], people: [] },
  },
  {
    name: 'logo as ImageObject (contentUrl), numberOfEmployees as QuantitativeValue value',
    html: ld('{"@type":"Organization","name":"Acme","logo":{"@type":"ImageObject","contentUrl":"https://acme.test/l.svg"},"numberOfEmployees":{"@type":"QuantitativeValue","value":"120"}}'),
    expected: {
      organizations: [{ types: ['Organization'], name: 'Acme', logo: 'https://acme.test/l.svg', numberOfEmployees: 120 }],
      people: [],
    },
  },
  {
    name: 'numberOfEmployees as a plain number and as a min-only QuantitativeValue',
    html: ld('[{"@type":"OnlineBusiness","name":"A","numberOfEmployees":12},{"@type":"Store","name":"B","numberOfEmployees":{"minValue":500}}]'),
    expected: {
      organizations: [
        { types: ['OnlineBusiness'], name: 'A', numberOfEmployees: 12 },
        { types: ['Store'], name: 'B', numberOfEmployees: { min: 500 } },
      ],
      people: [],
    },
  },
  {
    name: 'address as a string; addressCountry as a name or Country object',
    html: ld('[{"@type":"EducationalOrganization","name":"U","address":"1 College Rd, Springfield"},{"@type":"Corporation","name":"C","address":{"@type":"PostalAddress","addressLocality":"Berlin","addressCountry":{"@type":"Country","name":"Germany"}}}]'),
    expected: {
      organizations: [
        { types: ['EducationalOrganization'], name: 'U', address: { streetAddress: '1 College Rd, Springfield' } },
        { types: ['Corporation'], name: 'C', address: { city: 'Berlin', country: 'Germany' } },
      ],
      people: [],
    },
  },
  {
    name: 'IRI types, non-organization types ignored, relative url resolved with pageUrl',
    pageUrl: 'https://acme.test/about',
    html: ld('[{"@type":"https://schema.org/Organization","name":"Acme","url":"/","sameAs":["https://x.com/acme","not a url"]},{"@type":"WebPage","name":"About"},{"@type":"Product","name":"Widget"}]'),
    expected: {
      organizations: [{ types: ['Organization'], name: 'Acme', url: 'https://acme.test/', sameAs: ['https://x.com/acme'] }],
      people: [],
    },
  },
  {
    name: 'nested publisher organization and a Person with worksFor by name',
    html: ld('{"@type":"Article","publisher":{"@type":"NewsMediaOrganization","name":"Daily"},"author":{"@type":"Person","name":"Bob Smith","jobTitle":{"@type":"DefinedTerm","name":"Editor"},"worksFor":{"@type":"Organization","name":"Daily"},"telephone":["+1 1","+1 2"]}}'),
    expected: {
      organizations: [
        { types: ['NewsMediaOrganization'], name: 'Daily' },
        { types: ['Organization'], name: 'Daily' },
      ],
      people: [{ name: 'Bob Smith', jobTitle: 'Editor', telephone: ['+1 1', '+1 2'], worksFor: 'Daily' }],
    },
  },
  {
    name: 'unknown values stay undefined (bad date, no fields)',
    html: ld('{"@type":"Organization","foundingDate":"unknown","numberOfEmployees":"lots"}'),
    expected: { organizations: [{ types: ['Organization'] }], people: [] },
  },
  {
    name: 'no JSON-LD at all, and JSON-LD text in a non-ld script ignored',
    html: '<script type="text/javascript">{"@type":"Organization","name":"X"}</script><p>{"@type":"Organization"}</p>',
    expected: { organizations: [], people: [] },
  },
];

describe('extractJsonLd', () => {
  it.each(cases)('$name', ({ html, pageUrl, expected }) => {
    expect(extractJsonLd(html, pageUrl)).toEqual(expected);
  });

  it('@graph with @id references (address by reference, worksFor by reference)', () => {
    const html = readFileSync(new URL('./fixtures/org-graph.html', import.meta.url), 'utf8');
    expect(extractJsonLd(html)).toEqual({
      organizations: [
        {
          types: ['Organization', 'Corporation'],
          id: 'https://acme.test/#org',
          name: 'Acme',
          legalName: 'Acme Widgets Ltd',
          url: 'https://acme.test/',
          logo: 'https://acme.test/logo.png',
          foundedYear: 2011,
          address: {
            streetAddress: '1 Main Street',
            city: 'London',
            state: 'Greater London',
            postalCode: 'EC1A 1AA',
            countryCode: 'GB',
          },
          telephone: ['+44 20 7946 0000', '+44 20 7946 0001'],
          email: ['hello@acme.test'],
          numberOfEmployees: { min: 11, max: 50 },
          sameAs: ['https://www.linkedin.com/company/acme-widgets', 'https://github.com/acme'],
          naics: '332510',
        },
      ],
      people: [
        {
          id: 'https://acme.test/#jane',
          name: 'Jane Doe',
          givenName: 'Jane',
          familyName: 'Doe',
          jobTitle: 'CEO',
          email: ['jane@acme.test'],
          sameAs: ['https://www.linkedin.com/in/janedoe'],
          worksFor: 'Acme',
        },
      ],
    });
  });

  it('a node referenced from another script on the page is resolved', () => {
    const html =
      ld('{"@type":"Organization","@id":"#org","name":"Acme","address":{"@id":"#addr"}}') +
      ld('{"@type":"PostalAddress","@id":"#addr","addressLocality":"Paris","addressCountry":"FR"}');
    expect(extractJsonLd(html).organizations).toEqual([
      { types: ['Organization'], id: '#org', name: 'Acme', address: { city: 'Paris', countryCode: 'FR' } },
    ]);
  });
});

describe('foundedYear', () => {
  it.each([
    ['2010-05-01', 2010],
    ['2010', 2010],
    ['May 1998', 1998],
    ['12345', undefined],
    ['n/a', undefined],
  ] as const)('%s -> %s', (input, year) => {
    expect(foundedYear(input)).toBe(year);
  });
});
