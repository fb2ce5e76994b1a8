/**
 * Kade Werving & Selectie: a Utrecht recruitment agency of seven for logistics, technical and
 * finance staff, on WordPress with a page builder. "Ons team" (a Dutch menu label) shows the
 * consultants as cards with a photo, name, title and a mail button, the owner with "drs.", one
 * address written as character references by an e-mail encoder plugin and one built by a
 * String.fromCharCode snippet; the page states the scheme ("voornaam@kadewerving.test"). A
 * vacancy under "Vacatures" names its recruiter in a "Name, Title, via address" sentence; the
 * Werkgevers page ties the client mailbox to no one beside the account manager's name. The
 * application form's placeholder, a slider library's pinned version, the payroll partner's
 * address and the candidate portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kadewerving.test';

const MENU: [string, string][] = [
  ['/vacatures', 'Vacatures'],
  ['/werkgevers', 'Voor werkgevers'],
  ['/over-ons', 'Over ons'],
  ['/ons-team', 'Ons team'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kade Werving & Selectie',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="Elementor 3.24.5; features: additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.5" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css">',
  ],
  header: (p) =>
    `<header class="site-header elementor-location-header"><div class="elementor-container"><a href="/" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2023/02/kade-logo.svg" alt="Kade Werving &amp; Selectie" width="180"></a>` +
    `<nav class="elementor-nav-menu--main"><ul id="menu-hoofdmenu" class="elementor-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item${h === p.path ? ' current-menu-item' : ''}"><a href="${h}/" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="elementor-button" href="/mijn-kade/">Mijn Kade</a></div></header>`,
  footer: () =>
    `<footer class="elementor-location-footer"><div class="elementor-container"><div class="elementor-column"><h4>Kade Werving &amp; Selectie B.V.</h4><p>Oudegracht 214<br>3511 NS Utrecht<br>${tel('030 238 41 70')}<br>${mailto(`info@${HOST}`)}</p></div>` +
    `<div class="elementor-column"><p>KvK 81234567 · BTW NL862150473B01 · NBBU-lid · SNA-keurmerk</p><p><a href="/privacyverklaring/">Privacyverklaring</a> · <a href="/algemene-voorwaarden/">Algemene voorwaarden</a></p></div></div></footer>`,
  privacyPath: { nl: '/privacyverklaring/' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>', `<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.5"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-NL', main: `<div data-elementor-type="wp-page" class="elementor">${spec.main}</div>` });

type Consultant = { shown: string; name: string; title: string; local: string; phone: string; how: 'plain' | 'entities' | 'charcode' | 'none'; quote: string };
const TEAM: Consultant[] = [
  { shown: 'drs. Wouter Hendriks', name: 'Wouter Hendriks', title: 'Directeur-eigenaar', local: 'wouter', phone: '06 41 27 88 10', how: 'plain', quote: 'Begon Kade in 2016 na twaalf jaar bij een landelijk uitzendbureau.' },
  { shown: 'Sanne Bakker', name: 'Sanne Bakker', title: 'Senior Recruiter Techniek', local: 'sanne', phone: '06 18 55 03 92', how: 'entities', quote: 'Vindt monteurs, engineers en werkvoorbereiders in de regio Utrecht en Amersfoort.' },
  { shown: 'Bram Jansen', name: 'Bram Jansen', title: 'Recruiter Finance & Control', local: 'bram', phone: '06 22 91 47 30', how: 'charcode', quote: 'Van crediteurenadministrateur tot controller: Bram kent de markt.' },
  { shown: 'Fatima el Amrani', name: 'Fatima el Amrani', title: 'Accountmanager', local: 'fatima', phone: '06 53 70 12 64', how: 'plain', quote: 'Het aanspreekpunt voor onze opdrachtgevers in logistiek en productie.' },
  { shown: 'Lisa Mulder', name: 'Lisa Mulder', title: 'Office manager', local: 'lisa', phone: '030 238 41 70', how: 'plain', quote: 'Zorgt dat contracten, planning en loonstroken op tijd de deur uit gaan.' },
  { shown: 'Daan Smit', name: 'Daan Smit', title: 'Junior Recruiter (stage)', local: 'daan', phone: '030 238 41 70', how: 'none', quote: 'Loopt tot juni stage bij ons vanuit de HU.' },
];

const BRAM_SCRIPT = `document.getElementById('mail-bram').innerHTML = '<a href="mailto:' + String.fromCharCode(${charCodes(`bram@${HOST}`)}) + '" class="elementor-button elementor-size-sm">Mail Bram</a>';`;

const card = (c: Consultant): string => {
  const mail =
    c.how === 'plain'
      ? `<a href="mailto:${c.local}@${HOST}" class="elementor-button elementor-size-sm">${c.local}@${HOST}</a>`
      : c.how === 'entities'
        ? `<a href="${entities(`mailto:${c.local}@${HOST}`)}" class="elementor-button elementor-size-sm">${entities(`${c.local}@${HOST}`)}</a>`
        : c.how === 'charcode'
          ? `<span id="mail-bram"></span><script>${BRAM_SCRIPT}</script>`
          : '';
  return (
    `<div class="elementor-column elementor-col-33 team-card"><div class="elementor-widget-image"><img src="/wp-content/uploads/2024/05/${c.local}-kade.jpg" alt="${esc(c.name)}" width="400" height="400" loading="lazy"></div>` +
    `<div class="elementor-widget-heading"><h3 class="elementor-heading-title">${esc(c.shown)}</h3></div><div class="elementor-widget-text-editor"><p class="functie">${esc(c.title)}</p><p>${esc(c.quote)}</p><p>${tel(c.phone)}</p></div>${mail}</div>`
  );
};

export function kadeWerving(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Werving & selectie in Utrecht',
    main: `<section class="elementor-section hero"><h1>De juiste mensen, zonder ruis.</h1><p>Kade vindt vakmensen voor logistiek, techniek en finance in Midden-Nederland. Vast, tijdelijk of via detachering: u heeft binnen vijf werkdagen de eerste kandidaten.</p><p><a class="elementor-button" href="/vacatures/">Bekijk vacatures</a> <a class="elementor-button" href="/werkgevers/">Personeel nodig?</a></p></section>`,
  });

  pages['/vacatures'] = page({
    path: '/vacatures',
    title: 'Vacatures',
    main: `<h1>Vacatures</h1><ul class="job-listings"><li><a href="/vacatures/heftruckchauffeur-nieuwegein/">Heftruckchauffeur (38 uur) – Nieuwegein</a></li><li><a href="/vacatures/onderhoudsmonteur-amersfoort/">Onderhoudsmonteur mechanisch – Amersfoort</a></li><li><a href="/vacatures/financieel-administratief-medewerker/">Financieel administratief medewerker – Utrecht</a></li></ul>`,
  });

  pages['/vacatures/heftruckchauffeur-nieuwegein'] = page({
    path: '/vacatures/heftruckchauffeur-nieuwegein',
    title: 'Heftruckchauffeur (38 uur) – Nieuwegein',
    main:
      `<article class="job_listing"><h1>Heftruckchauffeur (38 uur) – Nieuwegein</h1><ul class="job-meta"><li>€ 15,40 – € 17,20 per uur</li><li>Dagdienst of tweeploegendienst</li><li>Direct via de opdrachtgever na 6 maanden</li></ul>` +
      `<h2>Wat ga je doen?</h2><p>Je laadt en lost vrachtwagens, zet orders klaar en houdt het magazijn van een groothandel in sanitair op orde.</p><h2>Wat vragen we?</h2><ul><li>Geldig heftruckcertificaat</li><li>Ervaring met reachtruck is een pré</li></ul>` +
      `<h2>Interesse?</h2><p>Solliciteer via het formulier hieronder. Vragen over deze vacature? Neem contact op met Joost Verbeek, Recruiter Logistiek, via ${mailto(`joost@${HOST}`)} of ${tel('06 30 84 51 77')}.</p>` +
      `<form class="job-application" method="post"><label>Naam <input name="naam" placeholder="Voor- en achternaam"></label><label>E-mail <input type="email" name="email" placeholder="naam@voorbeeld.nl"></label><label>CV <input type="file" name="cv"></label><button>Solliciteer direct</button></form></article>`,
  });
  pages['/vacatures/onderhoudsmonteur-amersfoort'] = page({
    path: '/vacatures/onderhoudsmonteur-amersfoort',
    title: 'Onderhoudsmonteur mechanisch – Amersfoort',
    main: `<article class="job_listing"><h1>Onderhoudsmonteur mechanisch – Amersfoort</h1><p>Voor een producent van verpakkingsmachines zoeken we een mechanisch monteur (MBO 3/4) in vaste dienst. Salaris tot € 3.900 bruto per maand.</p><p>Solliciteer via het formulier; binnen twee werkdagen hoor je van ons.</p></article>`,
  });
  pages['/vacatures/financieel-administratief-medewerker'] = page({
    path: '/vacatures/financieel-administratief-medewerker',
    title: 'Financieel administratief medewerker – Utrecht',
    main: `<article class="job_listing"><h1>Financieel administratief medewerker – Utrecht</h1><p>32–40 uur, MBO 4 / HBO-niveau, ervaring met Exact Online. Een tijdelijke opdracht van zes maanden met uitzicht op vast.</p></article>`,
  });

  pages['/werkgevers'] = page({
    path: '/werkgevers',
    title: 'Voor werkgevers',
    main:
      `<h1>Personeel nodig?</h1><p>Wij werken met een vast tarief per geplaatste kandidaat of met detachering. Loonadministratie voor gedetacheerden verzorgen we samen met onze payrollpartner Loonwerk Nederland (planning@loonwerk-nl.nl).</p>` +
      `<div class="contact-box"><img src="/wp-content/uploads/2024/05/fatima-kade.jpg" alt="Fatima el Amrani" width="120"><p><strong>Fatima el Amrani</strong><br>Uw vaste aanspreekpunt</p><p>Stuur uw personeelsaanvraag naar ${mailto(`opdrachtgevers@${HOST}`)}</p></div>`,
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    main: `<h1>Over Kade</h1><p>Kade is in 2016 opgericht aan de Oudegracht, in een oud pakhuis aan de werfkelder. De naam komt daar vandaan: we willen een vaste plek zijn waar kandidaten en werkgevers aanmeren. Inmiddels plaatsen we met zeven collega’s zo’n 180 mensen per jaar.</p><p>We zijn lid van de NBBU en hebben het SNA-keurmerk. <a href="/ons-team/">Maak kennis met ons team</a>.</p>`,
  });

  pages['/ons-team'] = page({
    path: '/ons-team',
    title: 'Ons team',
    main:
      `<section class="elementor-section"><h1>Ons team</h1><p>Korte lijnen, dus geen algemeen nummer waar je in de wacht staat. Mail onze consultants rechtstreeks via voornaam@kadewerving.test of bel ze op hun mobiele nummer.</p></section>` +
      `<section class="elementor-section team-grid"><div class="elementor-container">${TEAM.map(card).join('')}</div></section>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: `<h1>Contact</h1><p>Kade Werving &amp; Selectie<br>Oudegracht 214<br>3511 NS Utrecht</p><p>Bereikbaar op werkdagen van 8.30 tot 17.30 uur via ${tel('030 238 41 70')} of ${mailto(`info@${HOST}`)}.</p><p>Parkeren kan in garage Springweg, op vijf minuten lopen.</p>`,
  });

  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', title: 'Privacyverklaring', main: `<h1>Privacyverklaring</h1><p>Kade bewaart je cv en gegevens maximaal vier weken na afloop van een sollicitatieprocedure, tenzij je toestemming geeft om ze een jaar te bewaren.</p>` });
  pages['/algemene-voorwaarden'] = page({ path: '/algemene-voorwaarden', title: 'Algemene voorwaarden', main: `<h1>Algemene voorwaarden</h1><p>Op al onze diensten zijn de NBBU-voorwaarden van toepassing.</p>` });
  pages['/mijn-kade'] = page({
    path: '/mijn-kade',
    title: 'Mijn Kade',
    main: `<h1>Mijn Kade</h1><p>Log in om je uren te schrijven en je loonstroken te bekijken. Problemen met inloggen? Mail ${mailto(`urenregistratie@${HOST}`)}.</p>`,
  });

  const cardCases = (c: Consultant): CaseKind[] => [
    'card',
    'link-non-english',
    c.how === 'entities' ? 'entities' : c.how === 'charcode' ? 'script-charcode' : 'plain',
    ...(c.local === 'wouter' ? (['honorific'] as CaseKind[]) : []),
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /mijn-kade\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/vacatures/', '/werkgevers/', '/over-ons/', '/ons-team/', '/contact/', '/vacatures/heftruckchauffeur-nieuwegein/', '/vacatures/onderhoudsmonteur-amersfoort/', '/vacatures/financieel-administratief-medewerker/'], '2025-09-30'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.24', Link: `<http://${HOST}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-44',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: Object.keys(pages).filter((p) => p !== '/mijn-kade'), cases: ['role', 'plain'] },
        ...TEAM.filter((c) => c.how !== 'none').map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/ons-team'],
          ...(c.how === 'charcode' ? { encoded: { kind: 'script' as const, text: BRAM_SCRIPT } } : {}),
          cases: cardCases(c),
        })),
        { address: `joost@${HOST}`, name: 'Joost Verbeek', title: 'Recruiter Logistiek', pages: ['/vacatures/heftruckchauffeur-nieuwegein'], cases: ['name-title-line', 'deep-page', 'link-non-english', 'plain'] },
        { address: `opdrachtgevers@${HOST}`, name: null, title: null, pages: ['/werkgevers'], cases: ['role', 'neighbour', 'link-non-english', 'plain'] },
      ],
      pattern: '{first}',
      statedPattern: { page: '/ons-team', text: 'voornaam@kadewerving.test' },
      disallowed: ['/mijn-kade'],
      nonAddresses: [
        { text: 'voornaam@kadewerving.test', kind: 'scheme' },
        { text: `urenregistratie@${HOST}`, kind: 'disallowed' },
        { text: 'naam@voorbeeld.nl', kind: 'placeholder' },
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: 'planning@loonwerk-nl.nl', kind: 'other-company' },
      ],
    },
  };
}
