/**
 * The address as evidence: a local part spelled from two words of the name beside it ("grovira",
 * "tjorven.haugstad") says those words are a person's name, and this person's, as a given name of
 * the lists would; a local part spelled from someone else's name ("petra.lang" beside "Anna
 * Weber") says the name beside it is not the owner's. Inputs written for these tests; given names
 * chosen outside every list the extractor reads (checked below).
 */
import { describe, expect, it } from 'vitest';
import { isGivenName } from '../../../identity/given-names.js';
import { extractPeople } from './index.js';
import { isClearName, localPartContradicts, localPartNames } from './names.js';
import { segmentsOf } from './lines.js';

const DOMAIN = 'acme.test';
const mail = (local: string): string => `<a href="mailto:${local}@${DOMAIN}">${local}@${DOMAIN}</a>`;
const at = (local: string): string => `${local}@${DOMAIN}`;
const page = (body: string): string => `<!doctype html><html><head><meta property="og:site_name" content="Acme"></head><body><main>${body}</main></body></html>`;
type Triple = [name: string, title: string | null, email: string | null];
const people = (body: string): Triple[] => extractPeople(page(body), `https://${DOMAIN}/kontakt`, [DOMAIN]).map((p) => [p.name, p.title, p.email]);

describe('the test names are in no given-name list', () => {
  it.each(['Tjorven', 'Oluwaseun', 'Wenonah', 'Kalinda', 'Chidubem', 'Ingebjørg'])('%s', (name) => {
    expect(isGivenName(name)).toBe(false);
  });
});

describe('localPartNames: spelled from two words of the name', () => {
  it.each([
    ['tjorven.haugstad', 'Tjorven Haugstad', true],
    ['thaugstad', 'Tjorven Haugstad', true],
    ['haugstad.t', 'Tjorven Haugstad', true],
    ['tjorven_haugstad2', 'Tjorven Haugstad', true],
    ['oadeyemi', 'Oluwaseun Adeyemi', true],
    // one word only: the given-name lists must say it (a desk, a first name alone)
    ['tjorven', 'Tjorven Haugstad', false],
    ['haugstad', 'Tjorven Haugstad', false],
    // a role mailbox spelled from capitalised words is still a role mailbox
    ['sales.team', 'Sales Team', false],
    ['t.h', 'Tjorven Haugstad', false],
  ] as const)('%s / %s -> %s', (local, name, expected) => {
    expect(localPartNames(local, name)).toBe(expected);
  });

  it('isClearName: a listed given name, or the address', () => {
    expect(isClearName('Anna Weber')).toBe(true);
    expect(isClearName('Tjorven Haugstad')).toBe(false);
    expect(isClearName('Tjorven Haugstad', 'tjorven.haugstad')).toBe(true);
    expect(isClearName('Tjorven Haugstad', 'office')).toBe(false);
  });
});

describe('localPartContradicts: the address spells someone else', () => {
  it.each([
    ['petra.lang', 'Anna Weber', true],
    ['p-lang', 'Anna Weber', true],
    // a bare given name of the lists that is not this person's
    ['mario', 'Anna Weber', true],
    // shares a word, a shortening or an initial with the name: the same person
    ['bob.smith', 'Robert Smith', false],
    ['kasia.nowak', 'Katarzyna Nowak', false],
    ['anna.schmidt', 'Anna Weber', false],
    ['aweber', 'Anna Weber', false],
    ['alex', 'Alexandra Weber', false],
    // says nothing of a person: an initial pair, a word that is no given name, a role mailbox
    ['a.w', 'Tom Becker', false],
    ['office', 'Tom Becker', false],
    ['kontakt', 'Tom Becker', false],
    // written as words sharing none with the name: a branch's mailbox, not Tom's
    ['info.berlin', 'Tom Becker', true],
  ] as const)('%s / %s -> %s', (local, name, expected) => {
    expect(localPartContradicts(local, name)).toBe(expected);
  });
});

interface Case {
  name: string;
  body: string;
  expected: Triple[];
}

const cases: Case[] = [
  {
    name: 'no: label line with a given name no list holds, and a title without a title word',
    body: `<p>Kontaktperson: Tjorven Haugstad, hundeatferd og trening, tlf. 912 34 567, ${mail('tjorven.haugstad')}</p>`,
    expected: [['Tjorven Haugstad', 'hundeatferd og trening', at('tjorven.haugstad')]],
  },
  {
    name: 'de-CH: "Medienanfragen:" label, desk title with an ampersand',
    body: `<p>Medienanfragen: Kalinda Brunold, Events &amp; Kommunikation, Tel. +41 81 250 00 00, ${mail('kalinda.brunold')}</p>`,
    expected: [['Kalinda Brunold', 'Events & Kommunikation', at('kalinda.brunold')]],
  },
  {
    name: 'pt: "Name – Title – address" with an initial-and-surname address',
    body: `<p class="contato">Oluwaseun Adeyemi – Curadoria de acervo – ${mail('oadeyemi')}</p>`,
    expected: [['Oluwaseun Adeyemi', 'Curadoria de acervo', at('oadeyemi')]],
  },
  {
    name: 'en: "Name (Title) – address – phone": a separator after a closing parenthesis',
    body: `<p class="persona">Wenonah Castell (Group Travel) – ${mail('wcastell')} – <a href="tel:+34972000000">+34 972 00 00 00</a></p>`,
    expected: [['Wenonah Castell', 'Group Travel', at('wcastell')]],
  },
  {
    name: 'prose: a name the address is spelled from, without a role phrase',
    body: `<p>Chidubem Okafor answers questions about the archive at ${mail('chidubem.okafor')}.</p>`,
    expected: [['Chidubem Okafor', null, at('chidubem.okafor')]],
  },
  {
    name: 'card: name heading without a title, unknown given name, address spelled from it',
    body: `<div class="col"><h4>Ingebjørg Tveit</h4><p>${mail('ingebjorg.tveit')}</p></div>`,
    expected: [['Ingebjørg Tveit', null, at('ingebjorg.tveit')]],
  },
  // Traps
  {
    name: 'trap: unknown given name, address not spelled from it, title without a title word: nobody',
    body: `<p>Kontaktperson: Tjorven Haugstad, hundeatferd og trening, ${mail('t.h')}</p>`,
    expected: [],
  },
  {
    name: 'trap: a desk named like its mailbox is no person',
    body: `<p>International Bookings – ${mail('international.bookings')}</p><p>Customer Care: ${mail('customer.care')}</p>`,
    expected: [],
  },
  {
    name: 'trap: a name beside an address spelled from another person is not given',
    body:
      `<p>Anna Weber, Geschäftsführerin, ${mail('petra.lang')}</p>` +
      `<div class="card"><h3>Tom Becker</h3><p class="position">Office Manager</p><p>${mail('mario')}</p></div>`,
    // The card still gives its person, without the address.
    expected: [['Tom Becker', 'Office Manager', null]],
  },
  {
    name: 'trap: a nickname address sharing the surname is the same person',
    body: `<p>Robert Smith, Office Manager, ${mail('bob.smith')}</p>`,
    expected: [['Robert Smith', 'Office Manager', at('bob.smith')]],
  },
  {
    name: 'trap: the neighbour in the next paragraph is not taken for an address spelled from nobody here',
    body: `<p>Tjorven Haugstad, hundeatferd og trening</p><p>Spørsmål om timer: ${mail('tjorven.haugstad')}</p>`,
    expected: [],
  },
];

describe('forms tied by the address', () => {
  it.each(cases)('$name', ({ body, expected }) => {
    expect(people(body)).toEqual(expected);
  });
});

describe('segments: a separator after another one and a space is a separator', () => {
  it.each([
    ['Gemma Rovira (Bookings) – ', ['Gemma Rovira', 'Bookings']],
    ['Anna Weber: – ', ['Anna Weber']],
    ['Anna Weber, - Sales', ['Anna Weber', 'Sales']],
  ])('%s', (text, expected) => {
    expect(segmentsOf(text).map((s) => s.text).filter((t) => t !== '')).toEqual(expected);
  });
});
