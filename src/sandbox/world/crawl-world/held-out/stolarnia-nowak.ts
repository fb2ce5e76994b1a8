/**
 * HELD-OUT SET: do not read this file while tuning the crawler or its extractors (see index.ts).
 *
 * Stolarnia Nowak, a joinery in Kraków (Polish, with an English page for export customers).
 *
 * Shows: Polish anchor texts ("O nas", "Zespół", "Realizacje", "Kontakt"); a team table with the
 * honorifics "inż." and "mgr" and a member without an address; scheme text
 * ("imie.nazwisko@…"); the office address as character references (an e-mail encoder plugin);
 * the orders address written by a document.write snippet from three variables; an English
 * language home reached through hreflang whose contact page is two links deep; a customer panel
 * robots.txt disallows; a wood supplier's address and retina image names.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'stolarnia-nowak.test';
const ORIGIN = `http://${HOST}`;

const A = {
  nowak: `tomasz.nowak@${HOST}`,
  wisniewska: `anna.wisniewska@${HOST}`,
  zielinski: `pawel.zielinski@${HOST}`,
  biuro: `biuro@${HOST}`,
  zamowienia: `zamowienia@${HOST}`,
  lewandowska: `marta.lewandowska@${HOST}`,
  reklamacje: `reklamacje@${HOST}`,
};
const SCHEME = `imie.nazwisko@${HOST}`;
const PANEL = [`panel@${HOST}`, `jan.kaminski@${HOST}`];
const SUPPLIER = 'handel@tartak-beskidy.test';

const ORDERS_SCRIPT = `<script type="text/javascript">\n  var a = 'zamowienia';\n  var b = 'stolarnia-nowak';\n  var c = '.test';\n  document.write('<a href="mailto:' + a + '@' + b + c + '">' + a + '@' + b + c + '</a>');\n</script>`;

type Lang = 'pl' | 'en';
const MENUS: Record<Lang, [string, string][]> = {
  pl: [
    ['/', 'Strona główna'],
    ['/o-nas', 'O nas'],
    ['/realizacje', 'Realizacje'],
    ['/zespol', 'Zespół'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/', 'Home'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Stolarnia Nowak',
  head: ['<meta name="generator" content="WordPress 6.3.2">', '<link rel="stylesheet" href="/wp-content/themes/stolarz/style.css?ver=1.4">'],
  privacyPath: { pl: '/polityka-prywatnosci', en: '/polityka-prywatnosci' },
  header: (page) => {
    const lang: Lang = page.lang === 'en' ? 'en' : 'pl';
    return `<header class="naglowek"><a href="${MENUS[lang][0]![0]}"><img src="/wp-content/uploads/logo-nowak.png" srcset="/wp-content/uploads/logo-nowak@2x.png 2x" alt="Stolarnia Nowak"></a>\n<nav>${MENUS[lang].map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' ')}</nav></header>`;
  },
  footer: () => `<footer><p>Stolarnia Nowak sp. z o.o. · ul. Półłanki 18 · 30-740 Kraków · NIP 679-300-12-34</p><p><a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/panel/zamowienia">Panel klienta</a></p></footer>`,
};

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

const HOME_ALTERNATES = { pl: '/', en: '/en/', 'x-default': '/' };

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      lang: 'pl',
      title: 'Meble na wymiar i schody drewniane',
      alternates: HOME_ALTERNATES,
      main: `<section><h1>Meble na wymiar z litego drewna</h1><p>Kuchnie, szafy, schody i drzwi – projekt, produkcja i montaż w Krakowie i okolicach.</p><img src="/wp-content/uploads/kuchnia-dab.jpg" srcset="/wp-content/uploads/kuchnia-dab@2x.jpg 2x" alt=""></section>`,
    }),
    '/o-nas': page({
      path: '/o-nas',
      lang: 'pl',
      title: 'O nas',
      main:
        `<h1>O nas</h1>\n<p>Stolarnię założył w 1989 roku Jerzy Nowak; dziś prowadzi ją jego syn Tomasz. Drewno kupujemy w Tartaku Beskidy (${mailto(SUPPLIER)}).</p>\n` +
        `<p>Reklamacje prosimy zgłaszać na adres ${mailto(A.reklamacje)}.</p>`,
    }),
    '/realizacje': page({ path: '/realizacje', lang: 'pl', title: 'Realizacje', main: `<h1>Realizacje</h1>\n<ul><li>Schody dębowe, Wieliczka</li><li>Kuchnia jesionowa, Kraków-Podgórze</li></ul>` }),
    '/zespol': page({
      path: '/zespol',
      lang: 'pl',
      title: 'Zespół',
      main:
        `<h1>Zespół</h1>\n<p>Do każdego z nas napiszesz na adres ${SCHEME}.</p>\n` +
        `<table class="zespol"><thead><tr><th>Imię i nazwisko</th><th>Stanowisko</th><th>E-mail</th></tr></thead><tbody>\n` +
        `<tr><td>inż. Tomasz Nowak</td><td>Właściciel</td><td>${mailto(A.nowak)}</td></tr>\n` +
        `<tr><td>mgr Anna Wiśniewska</td><td>Biuro obsługi klienta</td><td>${mailto(A.wisniewska)}</td></tr>\n` +
        `<tr><td>Paweł Zieliński</td><td>Mistrz stolarski</td><td>${mailto(A.zielinski)}</td></tr>\n` +
        `<tr><td>Krzysztof Wójcik</td><td>Montażysta</td><td>–</td></tr>\n` +
        `</tbody></table>`,
    }),
    '/kontakt': page({
      path: '/kontakt',
      lang: 'pl',
      title: 'Kontakt',
      main:
        `<h1>Kontakt</h1>\n<p>ul. Półłanki 18, 30-740 Kraków · tel. 12 654 30 20</p>\n` +
        `<p>Biuro: <a href="mailto:${entities(A.biuro)}">${entities(A.biuro)}</a></p>\n<p>Zamówienia: ${ORDERS_SCRIPT}</p>`,
    }),
    '/polityka-prywatnosci': page({ path: '/polityka-prywatnosci', lang: 'pl', title: 'Polityka prywatności', main: `<h1>Polityka prywatności</h1>\n<p>Administratorem danych jest Stolarnia Nowak sp. z o.o.</p>` }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Bespoke solid-wood furniture',
      alternates: HOME_ALTERNATES,
      main: `<section><h1>Bespoke solid-wood furniture from Kraków</h1><p>We ship kitchens and staircases across the EU. <a href="/en/contact">Contact our export desk</a>.</p></section>`,
    }),
    '/en/contact': page({
      path: '/en/contact',
      lang: 'en',
      title: 'Contact',
      main: `<h1>Contact</h1>\n<p>Export enquiries: Marta Lewandowska, Export Manager, ${mailto(A.lewandowska)}</p>`,
    }),
    '/panel/zamowienia': page({ path: '/panel/zamowienia', lang: 'pl', title: 'Panel klienta', main: `<h1>Twoje zamówienia</h1>\n<p>Pomoc: ${PANEL[0]} · Opiekun: Jan Kamiński, ${PANEL[1]}</p>` }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.nowak, name: 'Tomasz Nowak', title: 'Właściciel', pages: ['/zespol'], cases: ['link-non-english', 'table', 'honorific', 'plain'] },
  { address: A.wisniewska, name: 'Anna Wiśniewska', title: 'Biuro obsługi klienta', pages: ['/zespol'], cases: ['link-non-english', 'table', 'honorific', 'plain'] },
  { address: A.zielinski, name: 'Paweł Zieliński', title: 'Mistrz stolarski', pages: ['/zespol'], cases: ['link-non-english', 'table', 'plain'] },
  { address: A.reklamacje, name: null, title: null, pages: ['/o-nas'], cases: ['link-non-english', 'role', 'plain'] },
  { address: A.biuro, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'entities'] },
  { address: A.zamowienia, name: null, title: null, pages: ['/kontakt'], encoded: { kind: 'script', text: ORDERS_SCRIPT }, cases: ['role', 'script-protect', 'script-concat'] },
  { address: A.lewandowska, name: 'Marta Lewandowska', title: 'Export Manager', pages: ['/en/contact'], cases: ['deep-page', 'hreflang', 'name-title-line', 'plain'] },
];

export function stolarniaNowak(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /panel/\nDisallow: /wp-admin/\n`,
      sitemapXml: urlset(HOST, ['/', '/o-nas', '/realizacje', '/zespol', '/kontakt']),
      pages: pages(),
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out',
      languages: ['pl', 'en'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/zespol', text: SCHEME },
      disallowed: ['/panel/zamowienia'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        ...PANEL.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: SUPPLIER, kind: 'other-company' },
        { text: 'logo-nowak@2x.png', kind: 'retina' },
        { text: 'kuchnia-dab@2x.jpg', kind: 'retina' },
      ],
    },
  };
}
