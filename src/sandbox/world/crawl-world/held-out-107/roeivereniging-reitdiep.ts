/**
 * Groninger Roeivereniging Reitdiep: a student-and-town rowing club in Groningen, on TYPO3 12
 * (frame/ce- content elements, the bootstrap_package theme, TYPO3's e-mail spam protection with
 * data-mailto-token links showing "(at)"), Dutch with an English page for international students.
 * The board as "Function: Name" lines with Dutch honorifics (mr., drs.) and a double family name
 * with a particle; the committees' contact people in a table; the coaches as RDFa Persons and one
 * plain card; the international-members coordinator ("van 't Hof") in an English prose sentence
 * two links from home; an ergometer-race notice listed only in the child sitemap of TYPO3's
 * sitemap index. The rowing federation's address and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'roeivereniging-reitdiep.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/vereniging', 'Vereniging'],
  ['/vereniging/bestuur', 'Bestuur'],
  ['/vereniging/commissies', 'Commissies'],
  ['/training/coaches', 'Coaches'],
  ['/lid-worden', 'Lid worden'],
  ['/contact', 'Contact'],
  ['/leden', 'Ledenomgeving'],
];

/** TYPO3's spam protection: every character in the three ranges shifted by the vector. */
function mailtoToken(address: string, vector = 2): string {
  const shift = (n: number, lo: number, hi: number) => (n >= lo && n <= hi ? ((n - lo + vector) % (hi - lo + 1)) + lo : null);
  return [...`mailto:${address}`]
    .map((c) => {
      const n = c.charCodeAt(0);
      const m = shift(n, 0x2b, 0x3a) ?? shift(n, 0x40, 0x5a) ?? shift(n, 0x61, 0x7a) ?? n;
      return String.fromCharCode(m);
    })
    .join('');
}
const protectedMail = (address: string): string => `<a href="#" data-mailto-token="${esc(mailtoToken(address))}" data-mailto-vector="2">${esc(address.replace('@', '(at)'))}</a>`;

const theme: Theme = {
  host: HOST,
  siteName: 'G.R.V. Reitdiep',
  head: [
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-7c4d2a1e9f.css?1712845310" media="all">`,
    `<link rel="stylesheet" href="/fileadmin/reitdiep/css/custom.css?1709212288" media="all">`,
  ],
  header: (spec) => {
    const en = spec.lang === 'en';
    return (
      `<div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>${en ? 'Skip to main content' : 'Naar de inhoud springen'}</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" title="G.R.V. Reitdiep" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/reitdiep/images/logo-reitdiep.svg" alt="G.R.V. Reitdiep logo" height="52" width="180"></a>` +
      `<nav aria-label="${en ? 'Main navigation' : 'Hoofdnavigatie'}" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU.map(([href, label], i) => `<li class="nav-item${href === spec.path ? ' active' : ''}"><a href="${href}" id="nav-item-${i + 1}" class="nav-link" title="${esc(label)}"${href === spec.path ? ' aria-current="page"' : ''}><span class="nav-link-text">${esc(label)}</span></a></li>`).join('')}</ul>` +
      `<ul class="navbar-nav navbar-language"><li class="nav-item${en ? '' : ' active'}"><a class="nav-link" href="/" hreflang="nl-NL" title="Nederlands">NL</a></li><li class="nav-item${en ? ' active' : ''}"><a class="nav-link" href="/en" hreflang="en-GB" title="English">EN</a></li></ul></nav></div></header>`
    );
  },
  footer: () =>
    `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left"><div id="c18" class="frame frame-default frame-type-text frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage"><div class="frame-container"><div class="frame-inner">` +
    `<p><strong>Groninger Roeivereniging Reitdiep</strong><br>Botenhuis: Reitdiepskade 3, 9718 BS Groningen<br>${tel('+31 50 555 3170')} · ${protectedMail(`info@${HOST}`)}<br>KvK 40021563 · IBAN NL27 INGB 0004 3172 90</p>` +
    `</div></div></div></div><div class="section-column footer-section-content-column footer-section-content-column-right"><ul class="footer-links"><li><a href="/privacy">Privacyverklaring</a></li><li><a href="/gedragscode">Gedragscode &amp; VCP</a></li></ul></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-textpic"><p>© 2025 G.R.V. Reitdiep</p></div></div></section></footer></div>`,
  privacyPath: { nl: '/privacy', en: '/privacy' },
  bodyEnd: [
    `<script src="/typo3temp/assets/compressed/merged-4b7e29d1c0f5a8e3c2b96d14a7f05e21.js?1712845310"></script>`,
    `<script async="async" src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1712845102"></script>`,
  ],
};

let uid = 40;
const frame = (type: string, html: string, header?: string): string => {
  uid += 3;
  return (
    `<div id="c${uid}" class="frame frame-default frame-type-${type} frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage"><div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">` +
    (header ? `<header class="frame-header"><h2 class="element-header"><span>${esc(header)}</span></h2></header>` : '') +
    `${html}</div></div></div></div></div>`
  );
};
const content = (title: string, frames: string[]): string =>
  `<div id="page-content" class="bp-page-content main-section"><!--TYPO3SEARCH_begin--><div class="section section-default"><div class="container"><h1 class="page-title">${esc(title)}</h1>${frames.join('')}</div></div><!--TYPO3SEARCH_end--></div>`;

type Board = { fn: string; shown: string; name: string; local: string; cases: CaseKind[] };
const BOARD: Board[] = [
  { fn: 'Voorzitter', shown: 'Maarten van der Veen', name: 'Maarten van der Veen', local: 'maarten.vanderveen', cases: [] },
  { fn: 'Secretaris', shown: 'mr. Ingrid Bakker-de Vries', name: 'Ingrid Bakker-de Vries', local: 'ingrid.bakkerdevries', cases: ['honorific'] },
  { fn: 'Penningmeester', shown: 'drs. Koen Hoekstra', name: 'Koen Hoekstra', local: 'koen.hoekstra', cases: ['honorific'] },
];

type Row = { fn: string; name: string; local: string };
const COMMITTEES: Row[] = [
  { fn: 'Materiaalcommissaris (botenonderhoud en loods)', name: 'Jeroen Mulder', local: 'jeroen.mulder' },
  { fn: 'Wedstrijdsecretaris', name: 'Anouk de Boer', local: 'anouk.deboer' },
  { fn: 'Vertrouwenscontactpersoon (VCP)', name: 'Hanneke Smit', local: 'hanneke.smit' },
];

type Coach = { name: string; title: string; local: string; rdfa: boolean; bio: string };
const COACHES: Coach[] = [
  { name: 'Sanne Dijkstra', title: 'Hoofdcoach wedstrijdroeien (senioren en U23)', local: 'sanne.dijkstra', rdfa: true, bio: 'Roeide zelf in de Holland Acht-selectie en coacht sinds 2018 de wedstrijdploegen.' },
  { name: 'Thijs ter Horst', title: 'Coach junioren, instructeur scullen', local: 'thijs.terhorst', rdfa: true, bio: 'Begeleidt de junioren (J16 en J18) op dinsdag, donderdag en zaterdag.' },
  { name: 'Femke Wiersma', title: 'Coördinator instructie en roeivaardigheidsbewijzen', local: 'femke.wiersma', rdfa: false, bio: 'Plant de instructieblokken voor nieuwe leden en neemt de afroeiexamens (Roeivaardigheid 1 t/m 3) af.' },
];

const coachCard = (c: Coach): string => {
  const addr = `${c.local}@${HOST}`;
  const p = (name: string) => (c.rdfa ? ` property="${name}"` : '');
  return (
    `<div class="col-md-4"><div class="card coach-card"${c.rdfa ? ' vocab="https://schema.org/" typeof="Person"' : ''}><img class="card-img-top" src="/fileadmin/_processed_/4/2/csm_${c.local.replace('.', '-')}_a1b2c3d4e5.jpg" alt="${esc(c.name)}" width="400" height="400" loading="lazy"><div class="card-body">` +
    `<h3 class="card-title"${p('name')}>${esc(c.name)}</h3><p class="card-subtitle"${p('jobTitle')}>${esc(c.title)}</p><p class="card-text">${esc(c.bio)}</p>` +
    `<p>${c.rdfa ? mailto(addr, addr, 'property="email"') : mailto(addr)}</p></div></div></div>`
  );
};

export function roeiverenigingReitdiep(): CrawlWorldSite {
  uid = 40;
  const pages: Record<string, SandboxPage> = {};
  const nl = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl' });
  const ALT = { nl: '/', en: '/en' };

  pages['/'] = nl({
    path: '/',
    title: 'Roeien op het Reitdiep',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsClub',
        name: 'Groninger Roeivereniging Reitdiep',
        alternateName: 'G.R.V. Reitdiep',
        sport: 'Rowing',
        url: `${ORIGIN}/`,
        foundingDate: '1921',
        address: { '@type': 'PostalAddress', streetAddress: 'Reitdiepskade 3', postalCode: '9718 BS', addressLocality: 'Groningen', addressCountry: 'NL' },
      },
    ],
    main: content('Roeien op het Reitdiep', [
      frame(
        'text',
        `<p>G.R.V. Reitdiep is sinds 1921 de roeivereniging aan de noordkant van Groningen, met ruim 600 leden: studenten, wedstrijdroeiers, junioren en een grote groep recreanten en masters.</p><p>Nieuwsgierig? Kom langs op een open dag of bekijk hoe je <a href="/lid-worden">lid wordt</a>.</p>`,
      ),
    ]),
  });

  pages['/vereniging'] = nl({
    path: '/vereniging',
    title: 'Vereniging',
    main: content('Over de vereniging', [
      frame('text', `<p>De vereniging wordt geleid door een bestuur van vijf leden en draait op zo'n tachtig vrijwilligers in commissies. Zie <a href="/vereniging/bestuur">bestuur</a> en <a href="/vereniging/commissies">commissies</a>.</p>`),
    ]),
  });

  pages['/vereniging/bestuur'] = nl({
    path: '/vereniging/bestuur',
    title: 'Bestuur',
    main: content('Bestuur', [
      frame(
        'text',
        BOARD.map((b) => `<p>${esc(b.fn)}: ${esc(b.shown)} – ${protectedMail(`${b.local}@${HOST}`)}</p>`).join('') +
          `<p>Commissaris wedstrijdroeien: vacature</p><p>Het bestuur is per e-mail het best bereikbaar; post kan naar het botenhuis.</p>`,
        'Het bestuur 2024–2025',
      ),
    ]),
  });

  pages['/vereniging/commissies'] = nl({
    path: '/vereniging/commissies',
    title: 'Commissies',
    main: content('Commissies', [
      frame(
        'table',
        `<div class="table-responsive"><table class="ce-table table"><thead><tr><th scope="col">Functie</th><th scope="col">Naam</th><th scope="col">E-mail</th></tr></thead><tbody>` +
          COMMITTEES.map((r) => `<tr><td>${esc(r.fn)}</td><td>${esc(r.name)}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
          `</tbody></table></div>`,
      ),
    ]),
  });

  pages['/training/coaches'] = nl({
    path: '/training/coaches',
    title: 'Coaches',
    main: content('Coaches en instructie', [frame('bootstrappackage_card_group', `<div class="card-group-element card-group-element-columns-3"><div class="row">${COACHES.map(coachCard).join('')}</div></div>`)]),
  });

  pages['/lid-worden'] = nl({
    path: '/lid-worden',
    title: 'Lid worden',
    main: content('Lid worden', [
      frame(
        'text',
        `<p>Na een introductieblok van vier weken word je lid; de contributie is € 62 per kwartaal (studenten € 44). Aanmelden en wijzigingen: ${mailto(`ledenadministratie@${HOST}`)}.</p>` +
          `<p>Als lid van Reitdiep word je automatisch ook lid van de KNRB, de Koninklijke Nederlandsche Roeibond (vragen over je bondslidmaatschap: ledenservice@knrb-roeibond.test).</p>`,
      ),
    ]),
  });

  pages['/contact'] = nl({
    path: '/contact',
    title: 'Contact',
    main: content('Contact', [frame('text', `<p>Botenhuis: Reitdiepskade 3, 9718 BS Groningen<br>${tel('+31 50 555 3170')}<br>Algemene vragen: ${protectedMail(`info@${HOST}`)}</p>`)]),
  });

  pages['/privacy'] = nl({ path: '/privacy', title: 'Privacyverklaring', main: content('Privacyverklaring', [frame('text', '<p>G.R.V. Reitdiep verwerkt persoonsgegevens van leden voor de ledenadministratie en de bondsregistratie.</p>')]) });
  pages['/gedragscode'] = nl({ path: '/gedragscode', title: 'Gedragscode', main: content('Gedragscode', [frame('text', '<p>Voor een veilig sportklimaat hanteren wij de gedragscode van NOC*NSF. Onze vertrouwenscontactpersoon staat op de pagina Commissies.</p>')]) });
  pages['/leden'] = nl({
    path: '/leden',
    title: 'Ledenomgeving',
    main: content('Ledenomgeving', [frame('felogin_login', `<p>Log in om een boot af te schrijven. Problemen met afschrijven? Mail ${mailto(`loodsplanning@${HOST}`)}.</p>`)]),
  });

  pages['/en'] = renderPage(theme, {
    path: '/en',
    title: 'Rowing in Groningen',
    lang: 'en',
    alternates: ALT,
    main: content('Rowing in Groningen', [
      frame(
        'text',
        `<p>Reitdiep welcomes international students and staff of the University of Groningen and Hanze. Training is in Dutch and English.</p><p><a href="/en/joining-as-an-international-student">Joining as an international student</a></p>`,
      ),
    ]),
  });

  pages['/en/joining-as-an-international-student'] = renderPage(theme, {
    path: '/en/joining-as-an-international-student',
    title: 'Joining as an international student',
    lang: 'en',
    main: content('Joining as an international student', [
      frame(
        'text',
        `<p>You can join for a single semester (€ 95). Lotte van 't Hof, our international members coordinator, runs the English-language learn-to-row blocks in September and February and answers your questions at ${mailto(`lotte.vanthof@${HOST}`)}.</p>`,
      ),
    ]),
  });

  const news = '/nieuws/reitdiep-ergometertoernooi-2025';
  pages[news] = nl({
    path: news,
    title: 'Reitdiep Ergometertoernooi 2025',
    main: content('Reitdiep Ergometertoernooi 2025', [
      frame(
        'text',
        `<p>Op zaterdag 8 februari 2025 organiseren we voor de twaalfde keer het Reitdiep Ergometertoernooi in sporthal De Parrel: 2000 meter voor senioren en masters, 1500 meter voor junioren.</p>` +
          `<p>Inschrijven kan tot 31 januari. Vragen over de indeling beantwoordt Ruben Veenstra, wedstrijdcoördinator van het toernooi: ${mailto(`ruben.veenstra@${HOST}`)}.</p>`,
      ),
    ]),
  });

  pages['/sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/vereniging', '/vereniging/bestuur', '/vereniging/commissies', '/training/coaches', '/lid-worden', '/contact'], '2025-01-20'));
  pages['/sitemaps/news.xml'] = xmlPage(urlset(HOST, [news], '2025-01-12'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nDisallow: /leden\nAllow: /typo3/sysext/frontend/Resources/Public/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/pages.xml', '/sitemaps/news.xml'], '2025-01-20'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-107',
      languages: ['nl', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'obfuscated'] },
        { address: `ledenadministratie@${HOST}`, name: null, title: null, pages: ['/lid-worden'], cases: ['role', 'plain', ln] },
        ...BOARD.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.fn,
          pages: ['/vereniging/bestuur'],
          cases: ['title-name-line', 'obfuscated', ln, ...b.cases] as CaseKind[],
        })),
        ...COMMITTEES.map((r) => ({ address: `${r.local}@${HOST}`, name: r.name, title: r.fn, pages: ['/vereniging/commissies'], cases: ['table', 'plain', ln] as CaseKind[] })),
        ...COACHES.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/training/coaches'],
          cases: ['card', 'plain', ...(c.rdfa ? ['rdfa'] : [])] as CaseKind[],
        })),
        { address: `lotte.vanthof@${HOST}`, name: "Lotte van 't Hof", title: 'international members coordinator', pages: ['/en/joining-as-an-international-student'], cases: ['prose', 'plain', 'deep-page', 'link-english-unlisted'] },
        { address: `ruben.veenstra@${HOST}`, name: 'Ruben Veenstra', title: 'wedstrijdcoördinator van het toernooi', titleAlternatives: ['wedstrijdcoördinator'], pages: [news], cases: ['name-title-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/leden'],
      nonAddresses: [
        { text: `loodsplanning@${HOST}`, kind: 'disallowed' },
        { text: 'ledenservice@knrb-roeibond.test', kind: 'other-company' },
      ],
    },
  };
}
