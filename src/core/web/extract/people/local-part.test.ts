/**
 * The address as evidence: a local part spelled from two words of the name beside it ("grovira",
 * "tjorven.haugstad") says those words are a person's name, and this person's, as a given name of
 * the lists would; a local part not spelled from the name ("petra.lang" or "werkstatt" beside
 * "Anna Weber") says the address is not hers. Inputs written for these tests; given names
 * chosen outside every list the extractor reads (checked below).
 */
import { describe, expect, it } from 'vitest';
import { isGivenName } from '../../../identity/given-names.js';
import { extractPeople } from './index.js';
import { isClearName, localPartNames, ownsAddress } from './names.js';
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

describe('ownsAddress: the address could be the person\'s own', () => {
  it.each([
    ['anna.weber', 'Anna Weber', true],
    ['aweber', 'Anna Weber', true],
    ['weber.a', 'Anna Weber', true],
    ['anna', 'Anna Weber', true],
    ['alex', 'Alexandra Weber', true],
    ['mueller', 'Jonas Müller', true],
    // initials of two or more words, in the name's order
    ['jk', 'Jan Köhler', true],
    ['jmk', 'Jan Martin Köhler', true],
    ['kj', 'Jan Köhler', false],
    // spelled from someone else, or from no name at all
    ['petra.lang', 'Anna Weber', false],
    ['mario', 'Anna Weber', false],
    ['info.berlin', 'Tom Becker', false],
    ['werkstatt', 'Jan Köhler', false],
    ['ritningar', 'Karin Holm', false],
    ['a.w', 'Tom Becker', false],
    // the short form a given name's owner is called by, in the languages read (short-names.ts)
    ['bob.smith', 'Robert Smith', true],
    ['kasia.nowak', 'Katarzyna Nowak', true],
    ['kasia', 'Katarzyna Nowak', true],
    ['kuba', 'Jakub Wiśniewski', true],
    ['pepe.garcia', 'José García', true],
    ['honza.novak', 'Jan Novák', true],
    ['kees', 'Cornelis de Boer', true],
    ['beppe.rossi', 'Giuseppe Rossi', true],
    ['hans.meier', 'Johannes Meier', true],
    ['paco', 'Francisco Javier Ruiz', true],
    ['kalle.svensson', 'Karl Svensson', true],
    ['gigi', 'Luigi Bianchi', true],
    ['uschi.meier', 'Ursula Meier', true],
    // a short form of another given name, or a nickname no list ties to the name, or another given
    // name with the same family name (a family business: Petra Lang's address beside Anna Lang):
    // missed, not guessed
    ['kasia.nowak', 'Małgorzata Nowak', false],
    // a region's or a role's mailbox that spells a short form stays the desk's
    ['asia', 'Joanna Smith', false],
    ['bob', 'Jakub Smith', false],
    ['buzz.smith', 'Edwin Smith', false],
    ['petra.lang', 'Anna Lang', false],
    ['anna.schmidt', 'Anna Weber', false],
  ] as const)('%s / %s -> %s', (local, name, expected) => {
    expect(ownsAddress(local, name)).toBe(expected);
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
    name: 'trap: an address the name does not spell (a nickname no list ties to it, a relative in a family firm) gets no name',
    body: `<p>Edwin Smith, Office Manager, ${mail('buzz.smith')}</p><p>Anna Lang, Geschäftsführerin, ${mail('petra.lang')}</p>`,
    expected: [],
  },
  {
    name: 'a given name\'s short form in the address (Robert -> bob, Katarzyna -> kasia) is the name\'s',
    body: `<p>Robert Smith, Office Manager, ${mail('bob.smith')}</p><div class="team-card"><h3>Katarzyna Lewicka</h3><p>Kierowniczka biura</p><p>Zespół od 2019 roku, wcześniej w branży hotelowej.</p>${mail('kasia')}</div>`,
    expected: [['Robert Smith', 'Office Manager', 'bob.smith@acme.test'], ['Katarzyna Lewicka', 'Kierowniczka biura', 'kasia@acme.test']],
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
