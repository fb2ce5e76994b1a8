/**
 * HELD-OUT SET: do not read this file while tuning the crawler or its extractors (see index.ts).
 *
 * Kinderkrippe Sonnenschein, a crèche run by a parents' association in Graz (Austrian German,
 * with a short English section).
 *
 * Shows: German anchor texts ("Unser Team", "Anmeldung", "Über uns"); RDFa Person cards with the
 * Austrian honorifics "Mag.a" and "Dipl.-Päd." and the post-nominal "BEd"; the parents' council
 * address right after a card without an address; an "Anmeldung: name, title, phone, address"
 * label line; the office address written reversed and turned around by a script; the imprint's
 * address written "[at] … [dot]"; an English home reached through hreflang with its contact page
 * two links deep; a parents' area robots.txt disallows; an address in a comment.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'krippe-sonnenschein.test';
const ORIGIN = `http://${HOST}`;

const A = {
  gruber: `e.gruber@${HOST}`,
  koller: `s.koller@${HOST}`,
  steiner: `m.steiner@${HOST}`,
  elternbeirat: `elternbeirat@${HOST}`,
  huber: `p.huber@${HOST}`,
  office: `office@${HOST}`,
  berger: `a.berger@${HOST}`,
  krippe: `krippe@${HOST}`,
};
const COMMENTED = `obmann@${HOST}`;
const PARENTS = [`dienstplan@${HOST}`, `k.wagner@${HOST}`];
const OFFICE_REVERSED = reversed(A.office);

type Lang = 'de' | 'en';
const MENUS: Record<Lang, [string, string][]> = {
  de: [
    ['/', 'Start'],
    ['/ueber-uns', 'Über uns'],
    ['/unser-team', 'Unser Team'],
    ['/anmeldung', 'Anmeldung'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/', 'Home'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kinderkrippe Sonnenschein',
  head: ['<meta name="generator" content="Jimdo Creator">', '<link rel="stylesheet" href="/s/css/layout.css">'],
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  header: (page) => {
    const lang: Lang = page.lang === 'en' ? 'en' : 'de';
    return `<header><a href="${MENUS[lang][0]![0]}"><img src="/s/img/sonne.png" srcset="/s/img/sonne@2x.png 2x" alt="Kinderkrippe Sonnenschein"></a>\n<nav>${MENUS[lang].map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' | ')}</nav></header>`;
  },
  footer: () =>
    `<footer><p>Verein Kinderkrippe Sonnenschein · Leonhardstraße 62 · 8010 Graz · ZVR 123456789</p>\n<!-- alte Obmann-Adresse: ${COMMENTED} -->\n` +
    `<p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/eltern/dienstplan">Elternbereich</a></p></footer>`,
};

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

function rdfaPerson(name: string, title: string, email: string | null): string {
  return (
    `<div class="teammitglied" vocab="https://schema.org/" typeof="Person"><img property="image" src="/s/img/team/${name.split(' ').pop()!.toLowerCase()}.jpg" alt="">` +
    `<h3 property="name">${esc(name)}</h3><p property="jobTitle">${esc(title)}</p>` +
    (email ? `<p><a property="email" href="mailto:${email}">${email}</a></p>` : '') +
    `</div>`
  );
}

const HOME_ALTERNATES = { de: '/', en: '/en/', 'x-default': '/' };

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      lang: 'de-AT',
      title: 'Kinderkrippe in Graz-St. Leonhard',
      alternates: HOME_ALTERNATES,
      main: `<section><h1>Willkommen in der Kinderkrippe Sonnenschein</h1><p>Zwei Gruppen mit je 12 Kindern von 1 bis 3 Jahren, geöffnet Mo–Fr 7:00–16:30.</p><p><a href="/anmeldung">Zur Anmeldung</a></p></section>`,
    }),
    '/ueber-uns': page({
      path: '/ueber-uns',
      lang: 'de-AT',
      title: 'Über uns',
      main: `<h1>Über uns</h1>\n<p>Die Krippe wird seit 1991 von einem Elternverein getragen. Wir arbeiten nach dem Bildungsrahmenplan für elementare Bildungseinrichtungen in Österreich.</p>\n<p>Obfrau des Vereins: Mag.a Eva Gruber</p>`,
    }),
    '/unser-team': page({
      path: '/unser-team',
      lang: 'de-AT',
      title: 'Unser Team',
      main:
        `<h1>Unser Team</h1>\n<div class="team">\n` +
        rdfaPerson('Mag.a Eva Gruber', 'Leiterin', A.gruber) +
        '\n' +
        rdfaPerson('Sabine Koller, BEd', 'Elementarpädagogin', A.koller) +
        '\n' +
        rdfaPerson('Dipl.-Päd. Martina Steiner', 'Pädagogische Fachkraft', A.steiner) +
        '\n' +
        rdfaPerson('Lukas Brunner', 'Kinderbetreuer', null) +
        `\n</div>\n<p>Elternbeirat: ${mailto(A.elternbeirat)}</p>`,
    }),
    '/anmeldung': page({
      path: '/anmeldung',
      lang: 'de-AT',
      title: 'Anmeldung',
      main:
        `<h1>Anmeldung</h1>\n<p>Die Platzvergabe für September erfolgt im März. Bitte füllen Sie das Anmeldeformular aus.</p>\n` +
        `<p>Für Fragen zur Anmeldung: Petra Huber, Verwaltung, Tel. 0316 82 44 17, ${mailto(A.huber)}</p>`,
    }),
    '/kontakt': page({
      path: '/kontakt',
      lang: 'de-AT',
      title: 'Kontakt',
      main:
        `<h1>Kontakt</h1>\n<p>Leonhardstraße 62, 8010 Graz · Tel. 0316 82 44 10</p>\n` +
        `<p>E-Mail: <span class="mail-rev" data-m="${OFFICE_REVERSED}"></span></p>\n` +
        `<script>var s=document.querySelector('.mail-rev');var t=s.getAttribute('data-m').split('').reverse().join('');s.innerHTML='<a href="mailto:'+t+'">'+t+'</a>';</script>`,
    }),
    '/impressum': page({
      path: '/impressum',
      lang: 'de-AT',
      title: 'Impressum',
      main: `<h1>Impressum</h1>\n<p>Medieninhaber: Verein Kinderkrippe Sonnenschein, Leonhardstraße 62, 8010 Graz. ZVR-Zahl 123456789.</p>\n<p>E-Mail: krippe [at] krippe-sonnenschein [dot] test</p>`,
    }),
    '/datenschutz': page({ path: '/datenschutz', lang: 'de-AT', title: 'Datenschutz', main: `<h1>Datenschutzerklärung</h1>\n<p>Wir verarbeiten Daten der Kinder und Eltern ausschließlich zur Betreuung.</p>` }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Crèche in Graz',
      alternates: HOME_ALTERNATES,
      main: `<section><h1>Welcome to Kinderkrippe Sonnenschein</h1><p>An English-friendly crèche for children aged 1 to 3. <a href="/en/contact">Contact us</a>.</p></section>`,
    }),
    '/en/contact': page({
      path: '/en/contact',
      lang: 'en',
      title: 'Contact',
      main: `<h1>Contact</h1>\n<p>For English-speaking parents: Anna Berger, Elementary Educator, ${mailto(A.berger)}</p>`,
    }),
    '/eltern/dienstplan': page({ path: '/eltern/dienstplan', lang: 'de-AT', title: 'Elternbereich', main: `<h1>Elterndienste</h1>\n<p>Einteilung: ${PARENTS[0]} · Kassier Klaus Wagner: ${PARENTS[1]}</p>` }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.gruber, name: 'Eva Gruber', title: 'Leiterin', pages: ['/unser-team'], cases: ['link-non-english', 'rdfa', 'card', 'honorific', 'plain'] },
  { address: A.koller, name: 'Sabine Koller', title: 'Elementarpädagogin', pages: ['/unser-team'], cases: ['link-non-english', 'rdfa', 'card', 'post-nominal', 'plain'] },
  { address: A.steiner, name: 'Martina Steiner', title: 'Pädagogische Fachkraft', pages: ['/unser-team'], cases: ['link-non-english', 'rdfa', 'card', 'honorific', 'plain'] },
  { address: A.elternbeirat, name: null, title: null, pages: ['/unser-team'], cases: ['link-non-english', 'neighbour', 'plain'] },
  { address: A.huber, name: 'Petra Huber', title: 'Verwaltung', pages: ['/anmeldung'], cases: ['link-non-english', 'label-line', 'plain'] },
  { address: A.office, name: null, title: null, pages: ['/kontakt'], encoded: { kind: 'reversed', text: OFFICE_REVERSED }, cases: ['role', 'script-reversed'] },
  { address: A.berger, name: 'Anna Berger', title: 'Elementary Educator', pages: ['/en/contact'], cases: ['deep-page', 'hreflang', 'name-title-line', 'plain'] },
  { address: A.krippe, name: null, title: null, pages: ['/impressum'], cases: ['role', 'obfuscated'] },
];

export function krippeSonnenschein(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /eltern/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/ueber-uns', '/unser-team', '/anmeldung', '/kontakt', '/impressum', '/datenschutz']),
      pages: pages(),
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out',
      languages: ['de', 'en'],
      addresses,
      pattern: '{f}.{last}',
      disallowed: ['/eltern/dienstplan'],
      nonAddresses: [{ text: COMMENTED, kind: 'comment' }, ...PARENTS.map((text) => ({ text, kind: 'disallowed' as const })), { text: 'sonne@2x.png', kind: 'retina' }],
    },
  };
}
