/**
 * Addresses a page's scripts write (read, never run: script-built/) are read where they show: in
 * the element the script fills in by its id, or where the script stands. The name beside them is
 * then read as beside any address, with the same walls. Pages written for these tests, in the
 * shapes CMSs print them (Joomla 3's cloak, a theme's "protected e-mail" span, document.write).
 */
import { describe, expect, it } from 'vitest';
import { extractPeople } from './index.js';

const DOMAIN = 'acme.test';
const at = (local: string): string => `${local}@${DOMAIN}`;
const page = (body: string): string => `<!doctype html><html><head><meta property="og:site_name" content="Acme"></head><body><main>${body}</main></body></html>`;
type Triple = [name: string, title: string | null, email: string | null];
const people = (body: string): Triple[] => extractPeople(page(body), `https://${DOMAIN}/team`, [DOMAIN]).map((p) => [p.name, p.title, p.email]);

const refs = (s: string): string => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');

/** Joomla 3's email cloak: a span with a notice, emptied and filled by the script after it. */
function cloak(id: string, local: string, notice = 'This email address is being protected from spambots. You need JavaScript enabled to view it.'): string {
  return (
    `<span id="${id}">${notice}</span><script type="text/javascript">\n` +
    `document.getElementById('${id}').innerHTML = '';\n` +
    `var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\nvar path = 'hr' + 'ef' + '=';\n` +
    `var addy${id} = '${refs(local)}' + '&#64;';\naddy${id} = addy${id} + 'acme' + '&#46;' + 'test';\n` +
    `var addy_text${id} = addy${id};document.getElementById('${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n</script>`
  );
}

/** A theme's own snippet: an empty span, filled in from pieces by a script somewhere after it. */
const fill = (id: string, local: string): string =>
  `<script>(function(){var u='${local.split('.').join("'+'.'+'")}';var a=u+'@'+'acme'+'.'+'test';var el=document.getElementById('${id}');if(el){el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';}})();</script>`;

interface Case {
  name: string;
  body: string;
  expected: Triple[];
}

const cases: Case[] = [
  {
    name: 'a card whose address span a script fills in (the script inside the card)',
    body:
      `<aside class="card"><h3>Avv. Chiara Monti</h3><p class="qualifica">Responsabile area societaria</p>` +
      `<p>Tel. 02 1234 5678<br>E-mail: <span id="m-monti"></span></p>${fill('m-monti', 'chiara.monti')}</aside>`,
    expected: [['Chiara Monti', 'Responsabile area societaria', at('chiara.monti')]],
  },
  {
    name: "Joomla 3's cloak on a name-title line",
    body: `<p>Ing. Petr Dvořák, Managing Director, ${cloak('cloak91ab', 'petr.dvorak')}</p>`,
    expected: [['Petr Dvořák', 'Managing Director', at('petr.dvorak')]],
  },
  {
    name: 'document.write inside a card: the address is where the script stands',
    body: `<div class="member"><h3>Anna Lindqvist</h3><p class="role">Head of Finance</p><p><script>document.write('anna.lindqvist' + '@' + 'acme.test')</script></p></div>`,
    expected: [['Anna Lindqvist', 'Head of Finance', at('anna.lindqvist')]],
  },
  {
    name: 'the scripts at the end of the page fill spans in two cards: each card keeps its own',
    body:
      `<div class="team"><div class="member"><h3>Jonas Berg</h3><p class="role">Sales Manager</p><p><span id="e1"></span></p></div>` +
      `<div class="member"><h3>Mia Holm</h3><p class="role">Office Manager</p><p><span id="e2"></span></p></div></div>` +
      fill('e1', 'jonas.berg') +
      fill('e2', 'mia.holm'),
    expected: [
      ['Jonas Berg', 'Sales Manager', at('jonas.berg')],
      ['Mia Holm', 'Office Manager', at('mia.holm')],
    ],
  },
  // Traps
  {
    name: "trap: a span in the footer, filled by a script in a person's card, is the footer's: no name",
    body:
      `<div class="member"><h3>Jonas Berg</h3><p class="role">Sales Manager</p>${fill('foot-mail', 'kontor')}</div>` +
      `<footer><p>Acme AS · Storgata 1 · <span id="foot-mail"></span></p></footer>`,
    expected: [['Jonas Berg', 'Sales Manager', null]],
  },
  {
    name: 'trap: a role mailbox the cloak writes after a name gets no person from the name lines',
    body: `<p>Sekretariat: ${cloak('cloak77', 'info', 'Diese E-Mail-Adresse ist vor Spambots geschützt!')}</p><p>Geschäftsführer: Jan Köhler</p>`,
    expected: [['Jan Köhler', 'Geschäftsführer', null]],
  },
  {
    name: 'trap: a script writing an address of another domain places nothing',
    body: `<div class="member"><h3>Jonas Berg</h3><p class="role">Sales Manager</p><p><script>document.write('jonas' + '@' + 'other.test')</script></p></div>`,
    expected: [['Jonas Berg', 'Sales Manager', null]],
  },
];

describe('addresses scripts write', () => {
  it.each(cases)('$name', ({ body, expected }) => {
    expect(people(body)).toEqual(expected);
  });
});
