/**
 * Gubler Wyss Architekten AG: an architecture practice in Winterthur, on TYPO3 with the
 * Bootstrap Package, German with an English version linked through hreflang. TYPO3's spam
 * protection writes every address as "name(at)domain" with an encrypted mailto token. The team
 * in a content table (name with diploma, function, address), on the German and the English
 * page; the communications lead in a label line of the Impressum; the address scheme stated on
 * the contact page; a senior architect only on the English contact page, two links deep; the
 * web agency's address, a package version in a CDN URL and the client extranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'gublerwyss-architekten.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's encryptEmail (offset 1): the data-mailto-token of a spam-protected link. */
function mailtoToken(address: string): string {
  const shift = (c: number, start: number, end: number) => (c + 1 > end ? start + (c + 1 - end - 1) : c + 1);
  return [...`mailto:${address}`]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (c >= 0x2b && c <= 0x3a) return String.fromCharCode(shift(c, 0x2b, 0x3a));
      if (c >= 0x40 && c <= 0x5a) return String.fromCharCode(shift(c, 0x40, 0x5a));
      if (c >= 0x61 && c <= 0x7a) return String.fromCharCode(shift(c, 0x61, 0x7a));
      return ch;
    })
    .join('');
}

/** A TYPO3 spam-protected e-mail link: "local(at)domain" as its text. */
const protect = (local: string) => `<a href="#" data-mailto-token="${mailtoToken(`${local}@${HOST}`)}" data-mailto-vector="1">${esc(local)}(at)${HOST}</a>`;

const MENU: Record<'de' | 'en', [string, string][]> = {
  de: [
    ['/projekte', 'Projekte'],
    ['/buero', 'Büro'],
    ['/wettbewerbe', 'Wettbewerbe'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/projects', 'Projects'],
    ['/en/office', 'Office'],
    ['/en/contact', 'Contact'],
  ],
};

const lang = (p: PageSpec): 'de' | 'en' => (p.lang.startsWith('en') ? 'en' : 'de');

const theme: Theme = {
  host: HOST,
  siteName: 'Gubler Wyss Architekten',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-4f2a7c1e9b.css?1712217600" media="all">`,
    `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css" media="all">`,
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
  ],
  header: (p) => {
    const l = lang(p);
    const other = l === 'de' ? `<a href="/en" hreflang="en" class="language-link">EN</a>` : `<a href="/" hreflang="de-CH" class="language-link">DE</a>`;
    return (
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top"><div class="container"><a class="navbar-brand navbar-brand-image" title="Gubler Wyss Architekten" href="${l === 'de' ? '/' : '/en'}"><img class="navbar-brand-logo-normal" src="/fileadmin/gwa/logo-gwa.svg" alt="Gubler Wyss Architekten logo" height="52" width="180"></a>` +
      `<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU[l].map(([h, t]) => `<li class="nav-item"><a href="${h}" class="nav-link" title="${esc(t)}"><span class="nav-link-text">${esc(t)}</span></a></li>`).join('')}</ul></nav>` +
      `<ul id="language_menu" class="language-menu"><li>${other}</li></ul></div></header>`
    );
  },
  footer: (p) => {
    const l = lang(p);
    return (
      `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
      `<div id="c12" class="frame frame-default frame-type-text frame-layout-0"><div class="frame-container"><div class="frame-inner"><p><strong>Gubler Wyss Architekten AG</strong><br>Technikumstrasse 38<br>8400 Winterthur</p><p>${tel('+41 52 212 44 10')}<br>${protect('info')}</p></div></div></div></div>` +
      `<div class="section-column footer-section-content-column footer-section-content-column-right"><ul class="list-inline"><li><a href="${l === 'de' ? '/impressum' : '/en/legal-notice'}">${l === 'de' ? 'Impressum' : 'Legal notice'}</a></li><li><a href="${l === 'de' ? '/datenschutz' : '/en/privacy'}">${l === 'de' ? 'Datenschutz' : 'Privacy'}</a></li><li><a href="/extranet">Extranet</a></li></ul></div></div></div></section>` +
      `<section class="section footer-section footer-section-meta"><div class="container"><p>© 2025 Gubler Wyss Architekten AG · SIA-Mitglied</p></div></section></footer>`
    );
  },
  privacyPath: { de: '/datenschutz', en: '/en/privacy' },
  bodyEnd: [
    `<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>`,
    `<script src="/typo3temp/assets/compressed/merged-9c2e51a0f3-default.js?1712217600"></script>`,
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Member = { name: string; pre?: string; diploma: string; de: string; en: string; local: string };
const TEAM: Member[] = [
  { name: 'Stefan Gubler', diploma: 'dipl. Architekt ETH SIA', de: 'Partner, Geschäftsführer', en: 'Partner, Managing Director', local: 's.gubler' },
  { name: 'Andrea Wyss', pre: 'Prof.', diploma: 'dipl. Architektin ETH SIA', de: 'Partnerin', en: 'Partner', local: 'a.wyss' },
  { name: 'Marco Bernasconi', diploma: 'MSc ETH in Architektur', de: 'Projektleiter, Mitglied der Geschäftsleitung', en: 'Project Architect, Member of the Executive Board', local: 'm.bernasconi' },
  { name: 'Lea Hürlimann', diploma: 'dipl. Architektin FH', de: 'Projektleiterin', en: 'Project Architect', local: 'l.huerlimann' },
  { name: 'Nicolas Dubois', diploma: 'Bauleiter mit eidg. Fachausweis', de: 'Bauleiter', en: 'Site Manager', local: 'n.dubois' },
  { name: 'Corinne Meier', diploma: 'Kauffrau EFZ', de: 'Administration und Buchhaltung', en: 'Administration and Accounts', local: 'c.meier' },
];

const frame = (id: number, type: string, inner: string) =>
  `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-space-before-none frame-space-after-none"><div class="frame-container frame-container-default"><div class="frame-inner">${inner}</div></div></div>`;

const teamTable = (l: 'de' | 'en') =>
  `<table class="ce-table table table-striped"><thead><tr><th scope="col">Name</th><th scope="col">${l === 'de' ? 'Funktion' : 'Position'}</th><th scope="col">${l === 'de' ? 'E-Mail' : 'E-mail'}</th></tr></thead><tbody>` +
  TEAM.map((m) => `<tr><td>${esc(m.pre ? `${m.pre} ${m.name}` : m.name)}<br><small>${esc(m.diploma)}</small></td><td>${esc(m[l])}</td><td>${protect(m.local)}</td></tr>`).join('') +
  `</tbody></table>`;

export function gublerWyssArchitekten(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const home = { 'de-CH': '/', en: '/en', 'x-default': '/' };
  const office = { 'de-CH': '/buero', en: '/en/office' };
  const contact = { 'de-CH': '/kontakt', en: '/en/contact' };

  pages['/'] = page({
    path: '/',
    title: 'Architektur für Wohnen, Schule und Gewerbe',
    lang: 'de-CH',
    alternates: home,
    main:
      frame(1, 'textmedia', `<header class="frame-header"><h1 class="element-header"><span>Bauen im Bestand, Wohnen, Schulbauten</span></h1></header><div class="textmedia-text"><p>Seit 2004 planen und realisieren wir in Winterthur und der Ostschweiz Wohnbauten, Schulhäuser und Umbauten denkmalgeschützter Gewerbebauten – vom Wettbewerb bis zur Bauabnahme.</p></div>`) +
      frame(2, 'text', `<p><a href="/projekte/schulhaus-rosenau" class="btn btn-primary">Aktuell: Ersatzneubau Schulhaus Rosenau</a></p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Architecture for housing, schools and workspaces',
    lang: 'en',
    alternates: home,
    main: frame(101, 'textmedia', `<header class="frame-header"><h1 class="element-header"><span>Conversions, housing, school buildings</span></h1></header><div class="textmedia-text"><p>Since 2004 we have designed and built housing, schools and conversions of listed industrial buildings in Winterthur and eastern Switzerland, from competition entry to handover.</p></div>`),
  });

  pages['/projekte'] = page({
    path: '/projekte',
    title: 'Projekte',
    lang: 'de-CH',
    alternates: { 'de-CH': '/projekte', en: '/en/projects' },
    main: frame(20, 'menu_card_list', `<h1>Projekte</h1><ul class="card-menu"><li><a href="/projekte/schulhaus-rosenau">Ersatzneubau Schulhaus Rosenau, Winterthur (2022–2025)</a></li><li><a href="/projekte/wohnsiedlung-toessfeld">Wohnsiedlung Tössfeld, 48 Wohnungen (2021)</a></li></ul>`),
  });
  pages['/en/projects'] = page({ path: '/en/projects', title: 'Projects', lang: 'en', alternates: { 'de-CH': '/projekte', en: '/en/projects' }, main: frame(120, 'text', `<h1>Projects</h1><p>Rosenau school, Winterthur (2022–2025); Tössfeld housing, 48 flats (2021).</p>`) });
  pages['/projekte/schulhaus-rosenau'] = page({
    path: '/projekte/schulhaus-rosenau',
    title: 'Ersatzneubau Schulhaus Rosenau',
    lang: 'de-CH',
    main: frame(21, 'textmedia', `<h1>Ersatzneubau Schulhaus Rosenau</h1><p>Holzbau mit 14 Klassenzimmern, Doppelturnhalle und Tagesstruktur. Wettbewerb 1. Preis 2020.</p><dl><dt>Bauherrschaft</dt><dd>Stadt Winterthur, Departement Schule und Sport</dd><dt>Projektleitung</dt><dd>Marco Bernasconi</dd><dt>Bauleitung</dt><dd>Nicolas Dubois</dd></dl>`),
  });

  pages['/buero'] = page({
    path: '/buero',
    title: 'Büro',
    lang: 'de-CH',
    alternates: office,
    main:
      frame(30, 'text', `<header class="frame-header"><h1 class="element-header">Büro</h1></header><p>Gubler Wyss Architekten wurde 2004 von Stefan Gubler und Andrea Wyss gegründet. Heute arbeiten 14 Architektinnen, Architekten und Bauleiter im Atelier an der Technikumstrasse.</p>`) +
      frame(31, 'table', `<header class="frame-header"><h2 class="element-header">Team</h2></header>${teamTable('de')}`),
  });

  pages['/en/office'] = page({
    path: '/en/office',
    title: 'Office',
    lang: 'en',
    alternates: office,
    main:
      frame(130, 'text', `<header class="frame-header"><h1 class="element-header">Office</h1></header><p>Gubler Wyss Architekten was founded in 2004 by Stefan Gubler and Andrea Wyss. Today 14 architects and site managers work in our studio on Technikumstrasse.</p>`) +
      frame(131, 'table', `<header class="frame-header"><h2 class="element-header">Team</h2></header>${teamTable('en')}`),
  });

  pages['/wettbewerbe'] = page({ path: '/wettbewerbe', title: 'Wettbewerbe', lang: 'de-CH', main: frame(40, 'text', `<h1>Wettbewerbe</h1><ul><li>2024 Alterszentrum Adlergarten, Winterthur – 2. Rang</li><li>2023 Primarschule Hinterdorf, Wila – Ankauf</li><li>2020 Schulhaus Rosenau, Winterthur – 1. Rang</li></ul>`) });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de-CH',
    alternates: contact,
    main:
      frame(50, 'text', `<header class="frame-header"><h1 class="element-header">Kontakt</h1></header><p>Gubler Wyss Architekten AG<br>Technikumstrasse 38<br>8400 Winterthur<br>Telefon ${tel('+41 52 212 44 10')}<br>${protect('info')}</p><p>Sie finden uns fünf Gehminuten vom Hauptbahnhof Winterthur, im 3. Obergeschoss des ehemaligen Sulzer-Kesselhauses.</p>`) +
      frame(51, 'text', `<p>Unsere Mitarbeitenden erreichen Sie direkt unter v.nachname@${HOST}.</p><p>Offene Stellen schreiben wir auf dieser Website und bei espazium aus. Bewerbungen bitte ausschliesslich per E-Mail an ${protect('jobs')}.</p>`),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: contact,
    main:
      frame(150, 'text', `<header class="frame-header"><h1 class="element-header">Contact</h1></header><p>Gubler Wyss Architekten AG<br>Technikumstrasse 38<br>8400 Winterthur, Switzerland<br>Phone ${tel('+41 52 212 44 10')}<br>${protect('info')}</p>`) +
      frame(151, 'text', `<p>Clients and competition organisers from outside Switzerland are welcome to contact Elena Rossi, Senior Architect, who coordinates our international work: ${protect('e.rossi')}.</p>`),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    lang: 'de-CH',
    alternates: { 'de-CH': '/impressum', en: '/en/legal-notice' },
    main: frame(
      60,
      'text',
      `<h1>Impressum</h1><p>Gubler Wyss Architekten AG<br>Technikumstrasse 38, 8400 Winterthur<br>Telefon ${tel('+41 52 212 44 10')}<br>E-Mail: ${protect('info')}</p>` +
        `<p>Vertretungsberechtigte Personen: Stefan Gubler, Andrea Wyss<br>Handelsregister: Kanton Zürich, CHE-112.904.557<br>MWST-Nr.: CHE-112.904.557 MWST</p>` +
        `<p>Medienanfragen: Tanja Zollinger, Leiterin Kommunikation, Telefon ${tel('+41 52 212 44 18')}, ${protect('t.zollinger')}</p>` +
        `<p>Konzept, Gestaltung und Hosting: Pixelwerk GmbH, Winterthur, support@pixelwerk-winterthur.ch</p><p>Fotos: Roger Frei, Zürich; Hannes Henz, Zürich</p>`,
    ),
  });
  pages['/en/legal-notice'] = page({ path: '/en/legal-notice', title: 'Legal notice', lang: 'en', alternates: { 'de-CH': '/impressum', en: '/en/legal-notice' }, main: frame(160, 'text', `<h1>Legal notice</h1><p>Gubler Wyss Architekten AG, Technikumstrasse 38, 8400 Winterthur. Commercial register of the Canton of Zurich, CHE-112.904.557.</p>`) });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', lang: 'de-CH', main: frame(70, 'text', `<h1>Datenschutzerklärung</h1><p>Verantwortlich für die Datenbearbeitung ist die Gubler Wyss Architekten AG. Diese Website verwendet Matomo ohne Cookies.</p>`) });
  pages['/en/privacy'] = page({ path: '/en/privacy', title: 'Privacy', lang: 'en', main: frame(170, 'text', `<h1>Privacy policy</h1><p>The controller is Gubler Wyss Architekten AG.</p>`) });
  pages['/extranet'] = page({ path: '/extranet', title: 'Extranet', lang: 'de-CH', main: frame(80, 'felogin_login', `<h1>Extranet für Bauherrschaften und Fachplaner</h1><p>Zugangsdaten erhalten Sie von Ihrer Projektleitung. Technische Probleme: <a href="mailto:extranet@${HOST}">extranet@${HOST}</a></p>`) });

  const team = TEAM.map((m) => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.de,
    titleAlternatives: [m.en],
    pages: ['/buero', '/en/office'],
    cases: m.pre ? (['table', 'obfuscated', 'honorific', 'post-nominal', 'link-non-english'] as const) : (['table', 'obfuscated', 'post-nominal', 'link-non-english'] as const),
  }));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /extranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap>\n    <loc>${ORIGIN}/sitemap.xml?sitemap=pages&amp;cHash=3c1f0ab2d4</loc>\n    <lastmod>2025-02-03T09:12:44+01:00</lastmod>\n  </sitemap>\n</sitemapindex>\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-19',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/impressum'], cases: ['role', 'obfuscated'] },
        ...team.map((t) => ({ ...t, cases: [...t.cases] })),
        { address: `t.zollinger@${HOST}`, name: 'Tanja Zollinger', title: 'Leiterin Kommunikation', pages: ['/impressum'], cases: ['label-line', 'obfuscated'] },
        { address: `jobs@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'obfuscated'] },
        { address: `e.rossi@${HOST}`, name: 'Elena Rossi', title: 'Senior Architect', pages: ['/en/contact'], cases: ['prose', 'obfuscated', 'hreflang', 'deep-page'] },
      ],
      pattern: '{f}.{last}',
      statedPattern: { page: '/kontakt', text: `v.nachname@${HOST}` },
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: `v.nachname@${HOST}`, kind: 'scheme' },
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'support@pixelwerk-winterthur.ch', kind: 'other-company' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
