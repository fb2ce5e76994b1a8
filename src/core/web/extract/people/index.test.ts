import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSandboxSites, cfEncode } from '../../../../sandbox/world/websites.js';
import { extractPeople, looksLikePersonName, splitName, type ExtractedPerson } from './index.js';

const PAGE = 'https://www.acme.test/team';
const ACME = ['acme.test'];

/** An expected person: name parts and title explicit, the rest defaulted. */
function P(p: Pick<ExtractedPerson, 'name' | 'givenName' | 'familyName' | 'title' | 'email'> & Partial<ExtractedPerson>): ExtractedPerson {
  return { phone: null, sameAs: [], via: 'card', ...p };
}

const page = (body: string, head = ''): string =>
  `<!doctype html><html><head><meta property="og:site_name" content="Acme Robotics">${head}</head><body>${body}</body></html>`;
const ld = (json: string): string => `<script type="application/ld+json">${json}</script>`;

interface Case {
  name: string;
  html: string;
  allowed?: readonly string[];
  expected: ExtractedPerson[];
}

const cases: Case[] = [
  {
    name: 'northwind-style team card: name heading, title class, mailto',
    html: page(
      '<div class="person-card"><img src="/team/m.jpg" alt="Mathieu Lefèvre"><h3 class="name">Mathieu Lefèvre</h3><p class="title">CEO &amp; Co-founder</p>' +
        '<p class="email"><a href="mailto:mathieu.lefevre@acme.test">mathieu.lefevre@acme.test</a></p></div>',
    ),
    expected: [P({ name: 'Mathieu Lefèvre', givenName: 'Mathieu', familyName: 'Lefèvre', title: 'CEO & Co-founder', email: 'mathieu.lefevre@acme.test' })],
  },
  {
    name: 'card whose address is Cloudflare-protected (link + span), phone and profile link in the card',
    html: page(
      `<div class="person-card"><h3 class="name">Wei Chen</h3><p class="title">Investment Analyst</p>` +
        `<p class="email"><a href="/cdn-cgi/l/email-protection#${cfEncode('wchen@acme.test', 0x5a)}"><span class="__cf_email__" data-cfemail="${cfEncode('wchen@acme.test', 0x5a)}">[email&#160;protected]</span></a></p>` +
        '<p class="phone"><a href="tel:+16175550193">+1 617 555 0193</a></p><a href="https://www.linkedin.com/in/weichen/">LinkedIn</a></div>',
    ),
    expected: [
      P({
        name: 'Wei Chen', givenName: 'Wei', familyName: 'Chen', title: 'Investment Analyst', email: 'wchen@acme.test',
        phone: '+1 617 555 0193', sameAs: ['https://www.linkedin.com/in/weichen/'],
      }),
    ],
  },
  {
    name: 'card with a bare data-cfemail span (4 levels: span > p > div.body > div)',
    html: page(`<div><strong>Margaret O'Connell</strong><div class="body"><p>Managing Partner</p><p><span data-cfemail="${cfEncode('moconnell@acme.test', 0x21)}">[email&#160;protected]</span></p></div></div>`),
    expected: [P({ name: "Margaret O'Connell", givenName: 'Margaret', familyName: "O'Connell", title: 'Managing Partner', email: 'moconnell@acme.test' })],
  },
  {
    name: 'card with an obfuscated address in text; title is the block after the name',
    html: page('<div><h4>Oliver Hartley</h4><p>Senior Partner</p><p>oliverh [at] acme [dot] test</p></div>'),
    expected: [P({ name: 'Oliver Hartley', givenName: 'Oliver', familyName: 'Hartley', title: 'Senior Partner', email: 'oliverh@acme.test' })],
  },
  {
    name: 'strong name, <br>-separated title, address in one paragraph',
    html: page('<p><strong>Jane Doe</strong><br>Head of Sales<br><a href="mailto:JANE@Acme.Test">Email</a></p>'),
    expected: [P({ name: 'Jane Doe', givenName: 'Jane', familyName: 'Doe', title: 'Head of Sales', email: 'jane@acme.test', via: 'line' })],
  },
  {
    name: '.team container holding three cards: each address keeps its own name',
    html: page(
      '<div class="team">' +
        '<div><h3>Lorenzo D\'Angelo</h3><p class="title">Head of Quality</p><p><a href="mailto:l.dangelo@acme.test">l.dangelo@acme.test</a></p></div>' +
        '<div><h3>Chiara De Luca</h3><p class="title">HR Business Partner</p><p><a href="mailto:c.deluca@acme.test">c.deluca@acme.test</a></p></div>' +
        '<div><h3>Matteo Conti</h3><p class="title">Export Sales Manager, Americas</p><p><a href="mailto:m.conti@acme.test">m.conti@acme.test</a></p></div>' +
        '</div>',
    ),
    expected: [
      P({ name: "Lorenzo D'Angelo", givenName: 'Lorenzo', familyName: "D'Angelo", title: 'Head of Quality', email: 'l.dangelo@acme.test' }),
      P({ name: 'Chiara De Luca', givenName: 'Chiara', familyName: 'De Luca', title: 'HR Business Partner', email: 'c.deluca@acme.test' }),
      P({ name: 'Matteo Conti', givenName: 'Matteo', familyName: 'Conti', title: 'Export Sales Manager, Americas', email: 'm.conti@acme.test' }),
    ],
  },
  {
    // Each address is read up to the previous one (a wall) and must be spelled from the name.
    name: 'a flat list (names and addresses as siblings, no per-person element): each address gets the name above it',
    html: page(
      '<div class="team"><h3>Anna Schmidt</h3><p>CEO</p><p><a href="mailto:anna@acme.test">anna@acme.test</a></p>' +
        '<h3>Ben Weber</h3><p>CTO</p><p><a href="mailto:ben@acme.test">ben@acme.test</a></p></div>',
    ),
    expected: [
      P({ name: 'Anna Schmidt', givenName: 'Anna', familyName: 'Schmidt', title: 'CEO', email: 'anna@acme.test', via: 'line' }),
      P({ name: 'Ben Weber', givenName: 'Ben', familyName: 'Weber', title: 'CTO', email: 'ben@acme.test', via: 'line' }),
    ],
  },
  {
    name: 'a flat list written address first is not glued to the next name',
    html: page(
      '<div class="team"><p><a href="mailto:anna@acme.test">anna@acme.test</a></p><h3>Anna Schmidt</h3><p>CEO</p>' +
        '<p><a href="mailto:ben@acme.test">ben@acme.test</a></p><h3>Ben Weber</h3><p>CTO</p></div>',
    ),
    expected: [],
  },
  {
    name: 'addresses with no name near them: no person (company name heading, labels, lead sentence)',
    html: page(
      '<main><h1>Acme Robotics</h1><p class="lead">We build robots. They are great.</p>' +
        '<section class="contact"><address>Acme Robotics Ltd<br>1 Main Street</address><p>Phone: +44 20 7946 0000</p><p>Email: <a href="mailto:info@acme.test">info@acme.test</a></p></section>' +
        '<h2>Press Contact</h2><p class="title">Media relations</p><p><a href="mailto:press@acme.test">press@acme.test</a></p></main>',
    ),
    expected: [],
  },
  {
    name: 'address at another domain is not attached; the person card still counts, a plain block does not',
    html: page(
      '<div class="profile"><h3>Anna Berg</h3><p class="position">PR Consultant</p><a href="mailto:anna@pr-agency.test">anna@pr-agency.test</a></div>' +
        '<div><h3>Carl Jung</h3><p>Freelance Designer</p><a href="mailto:carl@elsewhere.test">carl@elsewhere.test</a></div>',
    ),
    expected: [P({ name: 'Anna Berg', givenName: 'Anna', familyName: 'Berg', title: 'PR Consultant', email: null })],
  },
  {
    name: 'card-like elements whose "title" is a sentence or a quote are not people',
    html: page(
      '<div class="testimonial-card"><strong>John Smith</strong><p>Great product!</p></div>' +
        '<div class="profile-card"><h3>Mary Jones</h3><p>Mary joined us in 2019 and leads nothing.</p></div>' +
        '<div class="card"><h3>Paul Klee</h3><p>“Best robots ever”</p></div>',
    ),
    expected: [],
  },
  {
    name: 'person card without any address (class member)',
    html: page('<ul><li class="member"><b>Kenji Watanabe</b> <span class="job">Field Service Engineer</span></li></ul>'),
    expected: [P({ name: 'Kenji Watanabe', givenName: 'Kenji', familyName: 'Watanabe', title: 'Field Service Engineer', email: null })],
  },
  {
    name: 'inline "Role: Name, address"',
    html: page('<p>Head of Sales EMEA: Anne-Sophie de la Tour, <a href="mailto:anne-sophie.delatour@acme.test">anne-sophie.delatour@acme.test</a></p>'),
    expected: [
      P({ name: 'Anne-Sophie de la Tour', givenName: 'Anne-Sophie', familyName: 'de la Tour', title: 'Head of Sales EMEA', email: 'anne-sophie.delatour@acme.test', via: 'line' }),
    ],
  },
  {
    name: 'inline "Label: Name, Title, address", "Ask Name, Title: address" and "Name (Title): address"',
    html: page(
      '<p>Clinical enquiries: Haruka Satō, Clinical Research Nurse, <a href="mailto:sato.haruka@acme.test">sato.haruka@acme.test</a></p>' +
        '<p>Questions about the graduate scheme? Ask Zoë Whitfield, Business Analyst: zoew [at] acme [dot] test</p>' +
        '<article><p>A note from our founder, Megan Callahan (Founder &amp; CEO): <a href="mailto:megan@acme.test">megan@acme.test</a></p></article>',
    ),
    expected: [
      P({ name: 'Haruka Satō', givenName: 'Haruka', familyName: 'Satō', title: 'Clinical Research Nurse', email: 'sato.haruka@acme.test', via: 'line' }),
      P({ name: 'Zoë Whitfield', givenName: 'Zoë', familyName: 'Whitfield', title: 'Business Analyst', email: 'zoew@acme.test', via: 'line' }),
      P({ name: 'Megan Callahan', givenName: 'Megan', familyName: 'Callahan', title: 'Founder & CEO', email: 'megan@acme.test', via: 'line' }),
    ],
  },
  {
    name: 'inline text that is not "title + name" gives no person',
    html: page(
      '<p>Desde 1998 en el Puerto de Valencia. <a href="mailto:info@acme.test">info@acme.test</a></p>' +
        '<p>Talk to us: <a href="mailto:hello@acme.test">hello@acme.test</a> · Press: <a href="mailto:press@acme.test">press@acme.test</a></p>' +
        '<p>Head office: Rue de la Paix</p><p>Portfolio: Harbor Lane Goods</p>',
    ),
    expected: [],
  },
  {
    name: 'imprint "Geschäftsführer: Jürgen Müller" and "Vorstand: A, B"',
    html: page('<h1>Impressum</h1><p>Geschäftsführer: Jürgen Müller</p><p><strong>Vorstand:</strong> Eva Klein und Jonas Vogt</p><p>Telefon: +49 30 1234567</p>'),
    expected: [
      P({ name: 'Jürgen Müller', givenName: 'Jürgen', familyName: 'Müller', title: 'Geschäftsführer', email: null, via: 'line' }),
      P({ name: 'Eva Klein', givenName: 'Eva', familyName: 'Klein', title: 'Vorstand', email: null, via: 'line' }),
      P({ name: 'Jonas Vogt', givenName: 'Jonas', familyName: 'Vogt', title: 'Vorstand', email: null, via: 'line' }),
    ],
  },
  {
    name: 'microdata Person (https://www.schema.org), nested Organization does not leak its name, meta/link values',
    html: page(
      '<div itemscope itemtype="https://www.schema.org/Person"><span itemprop="name">Núria Castells</span>' +
        '<span itemprop="jobTitle">Operations Director</span>' +
        '<div itemprop="worksFor" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Brisa Logística</span><span itemprop="telephone">+34 963 00 41 20</span></div>' +
        '<a itemprop="email" href="mailto:Nuria_Castells@acme.test">write</a><meta itemprop="telephone" content="+34 963 00 41 22">' +
        '<link itemprop="sameAs" href="https://www.linkedin.com/in/nuriacastells"></div>' +
        '<p itemscope itemtype="http://schema.org/Person"><span itemprop="givenName">Ana</span> <span itemprop="familyName">García López</span></p>',
    ),
    expected: [
      P({
        name: 'Núria Castells', givenName: 'Núria', familyName: 'Castells', title: 'Operations Director', email: 'nuria_castells@acme.test',
        phone: '+34 963 00 41 22', sameAs: ['https://www.linkedin.com/in/nuriacastells'], via: 'microdata',
      }),
      P({ name: 'Ana García López', givenName: 'Ana', familyName: 'García López', title: null, email: null, via: 'microdata' }),
    ],
  },
  {
    name: 'h-card (mf2) with u-url of a social host, classic vcard, organization h-card skipped',
    html: page(
      '<div class="h-card"><a class="p-name u-url" href="https://janedoe.example">Jane Doe</a> <span class="p-job-title">Chief Technology Officer</span>' +
        '<a class="u-email" href="mailto:jane@acme.test">mail</a> <span class="p-tel">+1 555 0100</span>' +
        '<a class="u-url" href="https://twitter.com/janedoe">@janedoe</a><div class="p-org h-card"><span class="p-name">Acme Robotics</span></div></div>' +
        '<div class="vcard"><span class="fn">Bob Stone</span>, <span class="title">Chief Financial Officer</span>, <a class="email" href="mailto:bob@acme.test">bob@acme.test</a></div>' +
        '<div class="h-card"><span class="p-name p-org">Acme Robotics</span></div>',
    ),
    expected: [
      P({
        name: 'Jane Doe', givenName: 'Jane', familyName: 'Doe', title: 'Chief Technology Officer', email: 'jane@acme.test',
        phone: '+1 555 0100', sameAs: ['https://twitter.com/janedoe'], via: 'h-card',
      }),
      P({ name: 'Bob Stone', givenName: 'Bob', familyName: 'Stone', title: 'Chief Financial Officer', email: 'bob@acme.test', via: 'h-card' }),
    ],
  },
  {
    name: 'JSON-LD Person: declared name parts, jobTitle, email at another domain not attached',
    html: page(
      '',
      ld('[{"@context":"https://schema.org","@type":"Person","name":"Dr. Maria von Trapp","givenName":"Maria","familyName":"von Trapp","jobTitle":"Head of Research","email":"mailto:maria@acme.test","telephone":"+43 1 234","sameAs":["https://www.linkedin.com/in/mvt"]},{"@type":"Person","name":"Tom Guest","email":"tom@gmail.test"}]'),
    ),
    expected: [
      P({
        name: 'Maria von Trapp', givenName: 'Maria', familyName: 'von Trapp', title: 'Head of Research', email: 'maria@acme.test',
        phone: '+43 1 234', sameAs: ['https://www.linkedin.com/in/mvt'], via: 'json-ld',
      }),
      P({ name: 'Tom Guest', givenName: 'Tom', familyName: 'Guest', title: null, email: null, via: 'json-ld' }),
    ],
  },
  {
    name: 'duplicates merged: same address (JSON-LD + card), same name without address (card + imprint line)',
    html: page(
      '<div class="person-card"><h3 class="name">Lucía Fernández</h3><p class="title">E-commerce Marketing Manager</p><p><a href="mailto:lucia@acme.test">lucia@acme.test</a></p></div>' +
        '<div class="person-card"><h3 class="name">Tom Nguyen</h3><p class="title">Customer Support Specialist</p></div>' +
        '<p>Head of Support: Tom Nguyen</p>' +
        '<div class="person-card"><h3 class="name">Lucía Fernández</h3><p class="title">Marketing</p><p><a href="mailto:lucia@acme.test">Mail</a></p></div>',
      ld('{"@type":"Person","name":"Lucia Fernandez","email":"lucia@acme.test","sameAs":"https://x.com/lucia"}'),
    ),
    expected: [
      P({
        name: 'Lucia Fernandez', givenName: 'Lucia', familyName: 'Fernandez', title: 'E-commerce Marketing Manager', email: 'lucia@acme.test',
        sameAs: ['https://x.com/lucia'], via: 'json-ld',
      }),
      P({ name: 'Tom Nguyen', givenName: 'Tom', familyName: 'Nguyen', title: 'Customer Support Specialist', email: null }),
    ],
  },
];

describe('extractPeople', () => {
  it.each(cases)('$name', ({ html, allowed, expected }) => {
    expect(extractPeople(html, PAGE, allowed ?? ACME)).toEqual(expected);
  });

  it('no allowed domain: cards still found, no address attached', () => {
    const html = page('<div class="person-card"><h3>Priya Shah</h3><p class="title">Junior Designer</p><a href="mailto:priya@acme.test">priya@acme.test</a></div>');
    expect(extractPeople(html, PAGE, [])).toEqual([P({ name: 'Priya Shah', givenName: 'Priya', familyName: 'Shah', title: 'Junior Designer', email: null })]);
  });

  it('people-page fixture: JSON-LD merged with its card, Cloudflare and obfuscated cards, a card without address', () => {
    const html = readFileSync(new URL('../fixtures/people-page.html', import.meta.url), 'utf8').replaceAll('CFHEX', cfEncode('rahul.mehta@acme.test', 0x3c));
    expect(extractPeople(html, PAGE, ACME)).toEqual([
      P({
        name: 'Jane Doe', givenName: 'Jane', familyName: 'Doe', title: 'Chief Executive Officer', email: 'jane.doe@acme.test',
        sameAs: ['https://www.linkedin.com/in/janedoe'], via: 'json-ld',
      }),
      P({ name: 'Rahul Mehta', givenName: 'Rahul', familyName: 'Mehta', title: 'Head of Engineering', email: 'rahul.mehta@acme.test', sameAs: ['https://twitter.com/rahulbuilds'] }),
      P({ name: 'Sophie van der Berg', givenName: 'Sophie', familyName: 'van der Berg', title: 'Office Manager', email: 'sophie@acme.test', phone: '+44 20 7946 0123' }),
      P({ name: 'Kenji Watanabe', givenName: 'Kenji', familyName: 'Watanabe', title: 'Field Service Engineer', email: null }),
    ]);
  });
});

describe('looksLikePersonName', () => {
  it.each([
    ['Mathieu Lefèvre', true],
    ['Anne-Sophie de la Tour', true],
    ["Margaret O'Connell", true],
    ['DeShawn Brooks', true],
    ['John F. Kennedy', true],
    ['田中 裕貴', true],
    ['Madonna', false],
    ['Northwind Robotics GmbH', false],
    ['Press archive', false],
    ['About us', false],
    ['Contact Sales', false],
    ['Our Team', false],
    ['Senior Partner', false],
    ['Clinical Research Nurse', false],
    ['Mentions légales', false],
    ['Jane Doe 2', false],
    ['jane@acme.test', false],
    ['Ana Maria Luisa Clara Sofia Reyes', false],
  ] as const)('%s -> %s', (text, expected) => {
    expect(looksLikePersonName(text)).toBe(expected);
  });
});

describe('splitName', () => {
  it.each([
    ['Jane Doe', 'Jane', 'Doe'],
    ['Anne-Sophie de la Tour', 'Anne-Sophie', 'de la Tour'],
    ['Jean Paul de la Tour', 'Jean Paul', 'de la Tour'],
    ['Chiara De Luca', 'Chiara', 'De Luca'],
    ['Ana García López', 'Ana', 'García López'],
    ['Cher', 'Cher', null],
  ] as const)('%s -> %s / %s', (name, given, family) => {
    expect(splitName(name)).toEqual({ givenName: given, familyName: family });
  });
});

/** (name, title, email) of everyone a reader sees on each sandbox site, over all its version-1 pages. */
const SANDBOX_PEOPLE: Record<string, [string, string, string | null][]> = {
  'northwind-robotics.test': [
    ['Amina Diallo', 'Chief Technology Officer', 'amina.diallo@northwind-robotics.test'], // /about
    ['Mathieu Lefèvre', 'CEO & Co-founder', 'mathieu.lefevre@northwind-robotics.test'], // /about/leadership
    ['Amina Diallo', 'Chief Technology Officer', null], // /about/leadership: card without address
    ['Hélène Rousseau', 'HR Business Partner', 'helene.rousseau@northwind-robotics.test'], // /press
    ['Anne-Sophie de la Tour', 'Head of Sales EMEA', 'anne-sophie.delatour@northwind-robotics.test'], // /imprint, inline
  ],
  'kranich-analytics.test': [
    ['Jürgen Müller', 'Geschäftsführer / CEO', 'jmuller@kranich-analytics.test'], // /about
    ['Felix Brandt', 'Working Student (Intern), Product', 'fbrandt@kranich-analytics.test'],
    ['Leonie Schäfer', 'Marketing Manager', 'lschafer@kranich-analytics.test'], // /press
    ['Katarzyna Nowak', 'Data Scientist', 'knowak@kranich-analytics.test'],
    ['Jürgen Müller', 'Geschäftsführer', null], // /imprint "Geschäftsführer: Jürgen Müller"
    ['Emre Aksoy', 'Senior Software Engineer', 'eaksoy@kranich-analytics.test'], // /internal/directory (robots-disallowed, still a page)
  ],
  'sakura-biolabs.test': [
    ['Ren Kobayashi', 'Legal Counsel, IP & Licensing', 'kobayashi.ren@sakura-biolabs.test'], // /about/leadership
    ['Yuki Tanaka', 'President & Chief Executive Officer', 'tanaka.yuki@sakura-biolabs.test'], // /team, /careers
    ['Mei Nakamura', 'Communications Officer', 'nakamura.mei@sakura-biolabs.test'], // /careers
    ['Haruka Satō', 'Clinical Research Nurse', 'sato.haruka@sakura-biolabs.test'], // /imprint, inline
  ],
  'harbor-lane-goods.test': [
    ['Lucía Fernández', 'E-commerce Marketing Manager', 'lucia@harbor-lane-goods.test'], // /about/leadership, /press
    ['Tom Nguyen', 'Customer Support Specialist', 'tom@harbor-lane-goods.test'], // /team
    ['Megan Callahan', 'Founder & CEO', 'megan@harbor-lane-goods.test'], // /blog/news, inline
    ['DeShawn Brooks', 'Operations & Fulfillment Lead', 'deshawn@harbor-lane-goods.test'], // /imprint
    ['Priya Shah', 'Junior Designer', 'priya@harbor-lane-goods.test'],
  ],
  'tidewater-capital.test': [
    ['Wei Chen', 'Investment Analyst', 'wchen@tidewater-capital.test'], // /team, Cloudflare
    ["Margaret O'Connell", 'Managing Partner', 'moconnell@tidewater-capital.test'], // /careers
    ['Samuel Whitaker', 'Principal, Consumer', 'swhitaker@tidewater-capital.test'],
    ['Rebecca Goldstein', 'CFO & Chief Compliance Officer', 'rgoldstein@tidewater-capital.test'], // /imprint
  ],
  'ashgrove-consulting.test': [
    ['Oliver Hartley', 'Senior Partner', 'oliverh@ashgrove-consulting.test'], // /about/leadership
    ['Zoë Whitfield', 'Business Analyst', 'zoew@ashgrove-consulting.test'], // /careers, inline + obfuscated
  ],
  'brisa-logistica.test': [
    ['Álvaro Peña', 'Junior Logistics Analyst', 'alvaro_pena@brisa-logistica.test'], // /about, /blog/news
    ['Carmen Ruiz', 'Especialista de Atención al Cliente', 'carmen_ruiz@brisa-logistica.test'], // /team
    ['Núria Castells', 'Operations Director', 'nuria_castells@brisa-logistica.test'], // /careers, /press
  ],
  'olivaro-foods.test': [
    ['Matteo Conti', 'Export Sales Manager, Americas', 'm.conti@olivaro-foods.test'], // /about/leadership
    ["Lorenzo D'Angelo", 'Head of Quality & Food Safety', 'l.dangelo@olivaro-foods.test'], // /team, /careers
    ['Chiara De Luca', 'HR Business Partner', 'c.deluca@olivaro-foods.test'],
    ['Giulia Bianchi', 'Amministratrice Delegata', 'g.bianchi@olivaro-foods.test'], // /press
  ],
  // Not in the example index. Priya Raman is named in running text, not on a card: no person.
  'fernhill-studio.test': [
    ['Tom Ashby', 'Founder & Creative Director', 'tom@fernhill-studio.test'], // /team
    ['Maya Okafor', 'Senior Designer', 'maya@fernhill-studio.test'],
    ['Oscar Lindqvist', 'Packaging Designer', 'oscar@fernhill-studio.test'],
  ],
};

describe('extractPeople over the sandbox websites (version 1, every page)', () => {
  const sites = buildSandboxSites().filter((s) => s.redirectTo === undefined);

  it('covers the 9 sites', () => {
    expect(sites.map((s) => s.host).sort()).toEqual(Object.keys(SANDBOX_PEOPLE).sort());
  });

  it.each(sites.map((s) => [s.host, s] as const))('%s', (host, site) => {
    const seen: [string, string, string | null][] = [];
    for (const [path, p] of Object.entries(site.pages)) {
      for (const person of extractPeople(p.body, `http://${host}${path}`, [host])) {
        expect(person.title, `${host}${path}: ${person.name}`).not.toBeNull();
        const triple: [string, string, string | null] = [person.name, person.title ?? '', person.email];
        if (!seen.some((t) => t.join('|') === triple.join('|'))) seen.push(triple);
      }
    }
    expect(seen).toEqual(SANDBOX_PEOPLE[host]);
  });
});
