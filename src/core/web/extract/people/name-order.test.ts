/**
 * Names written family name first (a Hungarian page: "Kovács Anna" is Anna of the Kovács family),
 * and mailboxes named after a person's job rather than their name ("borasz@" for the borász), as
 * small Hungarian firms write their team pages. Inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { extractPeople } from './index.js';
import { namedAfterJob, splitName, spelledFromOtherName, startsWithGivenName, withNameOrder, nameOrderOf } from './names.js';

const DOMAIN = 'pince.test';
const mail = (local: string): string => `<a href="mailto:${local}@${DOMAIN}">${local}@${DOMAIN}</a>`;
const at = (local: string): string => `${local}@${DOMAIN}`;
const page = (lang: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><meta property="og:site_name" content="Kőkapu Pince"></head><body><main>${body}</main></body></html>`;
type Row = [name: string, given: string | null, family: string | null, title: string | null, email: string | null];
const people = (lang: string, body: string): Row[] =>
  extractPeople(page(lang, body), `https://${DOMAIN}/csapatunk`, [DOMAIN]).map((p) => [p.name, p.givenName, p.familyName, p.title, p.email]);

describe('nameOrderOf: the page language', () => {
  it.each([
    ['hu', 'family-first'],
    ['hu-HU', 'family-first'],
    ['HU', 'family-first'],
    ['de', 'given-first'],
    ['en-GB', 'given-first'],
    ['et', 'given-first'],
    ['', 'given-first'],
    [undefined, 'given-first'],
  ] as const)('%s -> %s', (lang, order) => {
    expect(nameOrderOf(lang)).toBe(order);
  });
});

describe('splitName and the clear-name test follow the page order', () => {
  it.each([
    // family-first page
    ['family-first', 'Kovács Anna', 'Anna', 'Kovács', true],
    ['family-first', 'Nagy Péter', 'Péter', 'Nagy', true],
    ['family-first', 'Szabó Eszter Katalin', 'Eszter Katalin', 'Szabó', true],
    // a married name in -né, then the maiden family name; a double family name before a listed given name
    ['family-first', 'Horváthné Kiss Anna', 'Anna', 'Horváthné Kiss', false],
    ['family-first', 'Nagy Kovács Anna', 'Anna', 'Nagy Kovács', false], // the clear-name test still reads the second word only
    ['family-first', 'Tóth Judit', 'Judit', 'Tóth', false], // Judit is in no list: not clearly a name by itself
    // a foreign name written given name first on a Hungarian page stays so
    ['family-first', 'John Smith', 'John', 'Smith', true],
    // a given-first page keeps the first word as the given name
    ['given-first', 'Anna Weber', 'Anna', 'Weber', true],
    ['given-first', 'Kovács Anna', 'Kovács', 'Anna', false],
  ] as const)('%s: %s -> %s / %s (clear %s)', (order, name, given, family, clear) => {
    withNameOrder(order, () => {
      expect(splitName(name)).toEqual({ givenName: given, familyName: family });
      expect(startsWithGivenName(name)).toBe(clear);
    });
  });

  it('the order is the page\'s only while it is read', () => {
    withNameOrder('family-first', () => expect(splitName('Kovács Anna').givenName).toBe('Anna'));
    expect(splitName('Kovács Anna').givenName).toBe('Kovács');
  });
});

describe('namedAfterJob: a mailbox named after the job or matter beside the person', () => {
  it.each([
    ['borasz', 'borász, tulajdonos', true],
    ['szoleszet', 'szőlész, a szőlőültetvény gondozója', true],
    ['vendeglatas', 'a vendéglátásért és a kóstolókért felelős', true],
    ['pincemester', 'pincemester', true],
    ['export', 'exportfelelős', true],
    ['adatvedelem', 'Adatvédelmi kérdések', true],
    ['werkstatt', 'Werkstattleiter', true],
    // named after something else than the job written beside it
    ['hordo', 'kádármester', false],
    ['ritningar', 'projektledare', false],
    ['buero', 'Geschäftsführer', false],
    ['iroda', 'irodavezető', true], // the office's mailbox beside the office manager, as export@ beside the exportfelelős
    ['iroda', 'ügyvezető', false],
    ['info', 'információs munkatárs', false], // a role's word is no job's head
    ['uzem', 'Üzemvezető', true], // four letters: the whole head of a compound
    ['bolt', 'Boltvezető', true],
    ['bolt', 'Bolt', false],
    ['kert', 'Kertész', false], // too short a word to be a compound
    ['export', null, false],
    ['anna.weber', 'Geschäftsführerin', false],
  ] as const)('%s / %s -> %s', (local, text, expected) => {
    expect(namedAfterJob(local, text)).toBe(expected);
  });

  it.each([
    ['petra.lang', 'Anna Weber', true],
    ['mario', 'Anna Weber', true],
    ['anna.weber', 'Anna Weber', false],
    ['borasz', 'Kovács Anna', false],
    ['hordo', 'Fekete Bence', false],
  ] as const)('spelledFromOtherName %s / %s -> %s', (local, name, expected) => {
    expect(spelledFromOtherName(local, name)).toBe(expected);
  });
});

interface Case {
  name: string;
  lang: string;
  body: string;
  expected: Row[];
}

const cases: Case[] = [
  {
    name: 'hu: a team as a definition list, family name first, each person at their job\'s mailbox',
    lang: 'hu',
    body:
      `<dl class="csapat"><dt>Kovács Anna</dt><dd>borász, tulajdonos</dd><dd>${mail('borasz')}</dd>` +
      `<dt>dr. Nagy Péter</dt><dd>szőlész</dd><dd>${mail('szoleszet')}</dd>` +
      `<dt>Fekete Bence</dt><dd>kádármester</dd><dd>${mail('hordo')}</dd></dl>`,
    expected: [
      ['Kovács Anna', 'Anna', 'Kovács', 'borász, tulajdonos', at('borasz')],
      ['Nagy Péter', 'Péter', 'Nagy', 'szőlész', at('szoleszet')],
      ['Fekete Bence', 'Bence', 'Fekete', 'kádármester', at('hordo')],
    ],
  },
  {
    name: 'hu: a given name in the accusative after "keresse" is given back in the nominative (Pétert, Annát, Józsefet)',
    lang: 'hu',
    body:
      `<p>Kérdés esetén keresse Kovács Pétert: ${mail('kovacs.peter')}</p>` +
      `<p>Rendezvényekkel kapcsolatban hívja Szabó Annát, ${mail('szabo.anna')}</p>` +
      `<p>Számlázás: keresse Tóth Józsefet a ${mail('toth.jozsef')} címen.</p>`,
    expected: [
      ['Kovács Péter', 'Péter', 'Kovács', null, at('kovacs.peter')],
      ['Szabó Anna', 'Anna', 'Szabó', null, at('szabo.anna')],
      ['Tóth József', 'József', 'Tóth', null, at('toth.jozsef')],
    ],
  },
  {
    name: 'hu: a given name in the dative, allative, adessive and instrumental; the one the lists lack taken from the address it spells',
    lang: 'hu',
    body:
      `<p>Fényképes önéletrajzát Nagy Editnek, HR-referensünknek küldje a ${mail('nagy.edit')} címre.</p>` +
      `<p>Kérdéseivel forduljon Kovács Annához, ügyvezetőnkhöz a ${mail('kovacs.anna')} címen.</p>` +
      `<p>Érdeklődjön Varga Zsófiánál, irodavezetőnknél: ${mail('varga.zsofia')}.</p>` +
      `<p>Beszéljen Kiss Péterrel a ${mail('kiss.peter')} címen.</p>` +
      `<p>Egyeztessen Tóth Évával a ${mail('toth.eva')} címen.</p>`,
    expected: [
      ['Nagy Edit', 'Edit', 'Nagy', 'HR-referens', at('nagy.edit')],
      ['Kovács Anna', 'Anna', 'Kovács', 'ügyvezető', at('kovacs.anna')],
      ['Varga Zsófia', 'Zsófia', 'Varga', 'irodavezető', at('varga.zsofia')],
      ['Kiss Péter', 'Péter', 'Kiss', null, at('kiss.peter')],
      ['Tóth Éva', 'Éva', 'Tóth', null, at('toth.eva')],
    ],
  },
  {
    name: 'hu trap: a declined word the address does not spell stays as written, no name the lists lack is made up',
    lang: 'hu',
    body: `<p>Fényképes önéletrajzát Nagy Editnek küldje a ${mail('hr')} címre.</p>`,
    expected: [],
  },
  {
    name: 'hu: a job mailbox named after the adjective of the job right after the name: the whole job as the title',
    lang: 'hu',
    body: `<p>Számlázással kapcsolatos kérdésekben Kiss Ilona pénzügyi asszisztens segít: ${mail('penzugy')}</p>`,
    expected: [['Kiss Ilona', 'Ilona', 'Kiss', 'pénzügyi asszisztens', at('penzugy')]],
  },
  {
    name: 'hu: a label line whose label names the mailbox\'s matter',
    lang: 'hu',
    body: `<p>Adatvédelmi kérdések: Molnár Réka, irodavezető, +36 88 555 011, ${mail('adatvedelem')}</p>`,
    expected: [['Molnár Réka', 'Réka', 'Molnár', 'irodavezető', at('adatvedelem')]],
  },
  {
    name: 'hu: running text, the mailbox named after the job written right after the name',
    lang: 'hu',
    body: `<p>A pincében Horváth Gábor pincemester az úr: csoportos kóstolót nála lehet foglalni a ${mail('pincemester')} címen.</p>`,
    expected: [['Horváth Gábor', 'Gábor', 'Horváth', 'pincemester', at('pincemester')]],
  },
  {
    name: 'hu: a name-built address and a foreign name written given name first',
    lang: 'hu',
    body: `<p>Kovács Anna, ügyvezető, ${mail('kovacs.anna')}</p><p>John Smith, export manager, ${mail('john.smith')}</p>`,
    expected: [
      ['Kovács Anna', 'Anna', 'Kovács', 'ügyvezető', at('kovacs.anna')],
      ['John Smith', 'John', 'Smith', 'export manager', at('john.smith')],
    ],
  },
  {
    name: 'de: a given-first page keeps its order',
    lang: 'de',
    body: `<dl><dt>Anna Weber</dt><dd>Geschäftsführerin</dd><dd>${mail('anna.weber')}</dd></dl>`,
    expected: [['Anna Weber', 'Anna', 'Weber', 'Geschäftsführerin', at('anna.weber')]],
  },
  {
    name: 'hu: a shop\'s mailbox under the shop\'s heading, beside its manager, is the manager\'s desk',
    lang: 'hu',
    body:
      `<div class="col"><h3>Belvárosi bolt</h3><p>7621 Pécs, Király utca 12.</p><p>Boltvezető: Nagy Eszter<br>${mail('belvaros')}</p></div>` +
      `<h3>Rendezvények, céges megrendelések</h3><p>Horváthné Kiss Anna, ügyvezető<br><a href="tel:+36304142278">+36 30 414 2278</a><br>${mail('rendezveny')}</p>`,
    expected: [
      ['Nagy Eszter', 'Eszter', 'Nagy', 'Boltvezető', at('belvaros')],
      ['Horváthné Kiss Anna', 'Anna', 'Horváthné Kiss', 'ügyvezető', at('rendezveny')],
    ],
  },
  // Traps
  {
    name: 'trap hu: a mailbox named after neither the heading nor the job is not the person\'s',
    lang: 'hu',
    body: `<div class="col"><h3>Belvárosi bolt</h3><p>Boltvezető: Nagy Eszter<br>${mail('iroda')}</p></div><h3>Kapcsolat</h3><p>Horváthné Kiss Anna, ügyvezető<br>${mail('rendeles')}</p>`,
    expected: [],
  },
  {
    name: 'trap: a branch page\'s own heading (h1) names the branch, and its mailbox is the branch\'s, not the manager\'s',
    lang: 'en',
    body: `<h1>Tūī Pharmacy Ponsonby</h1><div class="rte"><p>214 Ponsonby Road</p><p>Pharmacist Manager: David Chen<br>Email: ${mail('ponsonby')}</p></div>`,
    expected: [],
  },
  {
    name: 'trap: a heading past another address is another record\'s',
    lang: 'de',
    body: `<h3>Werkstatt</h3><p>${mail('termine')}</p><p>Geschäftsführer: Jan Köhler<br>${mail('werkstatt')}</p>`,
    expected: [],
  },
  {
    name: 'trap hu: a group naming nobody never takes the neighbour\'s name',
    lang: 'hu',
    body: `<dl><dt>Kovács Anna</dt><dd>borász</dd><dd>${mail('borasz')}</dd><dt>Rendelések</dt><dd>${mail('rendeles')}</dd></dl>`,
    expected: [['Kovács Anna', 'Anna', 'Kovács', 'borász', at('borasz')]],
  },
  {
    name: 'trap hu: an office mailbox after a name in a paragraph is not the person\'s',
    lang: 'hu',
    body: `<p>Kovács Anna, ügyvezető<br>${mail('iroda')}</p>`,
    expected: [],
  },
  {
    name: 'trap: in a list, a mailbox spelled from someone else\'s name or a role\'s is not the person\'s',
    lang: 'de',
    body: `<dl><dt>Anna Weber</dt><dd>Geschäftsführerin</dd><dd>${mail('petra.lang')}</dd><dt>Jonas Berg</dt><dd>Vertriebsleiter</dd><dd>${mail('info')}</dd></dl>`,
    expected: [],
  },
  {
    name: 'trap: running text with a mailbox named after nothing beside the name',
    lang: 'hu',
    body: `<p>A pincében Horváth Gábor pincemester az úr: kérdéseivel forduljon a ${mail('borhaz')} címhez.</p>`,
    expected: [],
  },
];

describe('names family name first, and job mailboxes', () => {
  it.each(cases)('$name', ({ lang, body, expected }) => {
    expect(people(lang, body)).toEqual(expected);
  });
});

describe('a job written right after a family-first name, with no comma', () => {
  it.each([
    ['hu', `<p>Szabó Katalin cukrászmester szívesen válaszol: ${mail('szabo.katalin')}</p>`, ['Szabó Katalin', 'Katalin', 'Szabó', 'cukrászmester', at('szabo.katalin')]],
    ['hu', `<p>Kovács Péter ügyvezető igazgató várja levelét: ${mail('kovacs.peter')}</p>`, ['Kovács Péter', 'Péter', 'Kovács', 'ügyvezető igazgató', at('kovacs.peter')]],
    // a verb after the name is no job
    ['hu', `<p>Nagy Anna szívesen válaszol: ${mail('nagy.anna')}</p>`, ['Nagy Anna', 'Anna', 'Nagy', null, at('nagy.anna')]],
  ] as const)('%s: %s', (lang, body, row) => {
    expect(people(lang, body)).toEqual([row]);
  });
});

describe('a page that lists names family name first though its language does not say so', () => {
  const read = (lang: string, body: string) =>
    extractPeople(`<!doctype html><html lang="${lang}"><body><main>${body}</main></body></html>`, 'https://acme.test/', ['acme.test']).map((p) => [p.name, p.givenName, p.familyName]);

  it('takes the order the addresses spell: two people at least, none the other way', () => {
    const row = (name: string, local: string) => `<tr><td>${name}</td><td>tuottaja</td><td>${local}@acme.test</td></tr>`;
    expect(read('fi', `<table><tr><th>Nimi</th><th>Tehtävä</th><th>Sähköposti</th></tr>${row('Aaltonen Tiina', 'tiina.aaltonen')}${row('Rantanen Olli', 'olli.rantanen')}</table>`)).toEqual([
      ['Aaltonen Tiina', 'Tiina', 'Aaltonen'],
      ['Rantanen Olli', 'Olli', 'Rantanen'],
    ]);
  });

  it('takes one person so when the lists say the last word is the given name and the first is not', () => {
    expect(read('sv', '<p>Kulturchef: Nieminen Laura, laura.nieminen@acme.test</p>')).toEqual([['Nieminen Laura', 'Laura', 'Nieminen']]);
  });

  it('keeps the written order when an address spells the name as written', () => {
    const row = (name: string, local: string) => `<tr><td>${name}</td><td>tuottaja</td><td>${local}@acme.test</td></tr>`;
    expect(read('fi', `<table><tr><th>Nimi</th><th>Tehtävä</th><th>Sähköposti</th></tr>${row('Olli Rantanen', 'rantanen.olli')}${row('Tiina Aaltonen', 'tiina.aaltonen')}</table>`)).toEqual([
      ['Olli Rantanen', 'Olli', 'Rantanen'],
      ['Tiina Aaltonen', 'Tiina', 'Aaltonen'],
    ]);
  });
});
