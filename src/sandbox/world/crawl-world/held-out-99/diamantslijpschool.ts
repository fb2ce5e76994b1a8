/** Antwerp: a diamond-cutting school on TYPO3, Flemish Dutch with an English page, TYPO3's (at) spam protection. */
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { SandboxPage } from '../../websites.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'diamantslijpschool.test';
const ORIGIN = `http://${HOST}`;
const ALT = { 'nl-BE': '/', en: '/en' };
const SCHEME = `voornaam.familienaam@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/opleidingen', 'Opleidingen'],
  ['/over-ons/team', 'Ons team'],
  ['/contact', 'Contact'],
  ['/en', 'English'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Antwerpse Diamantslijpschool',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-7c1e2f9a3b4d5e6f.css?1709812345" media="all">',
    '<script src="/typo3temp/assets/compressed/merged-header-2b3c4d5e.js?1709812345"></script>',
  ],
  header: () =>
    `<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n-->\n<header class="navbar navbar-expand-lg navbar-light"><div class="container"><a class="navbar-brand" href="/"><img src="/fileadmin/templates/img/logo-ads.svg" alt="Antwerpse Diamantslijpschool" height="52"></a><ul class="navbar-nav">` +
    MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('') +
    `</ul></div></header><div id="page-content" class="bp-page-header section"><div class="container">`,
  footer: () =>
    `</div></div><footer class="section footer-section"><div class="container"><p>Antwerpse Diamantslijpschool vzw · Hoveniersstraat 31, 2018 Antwerpen · ${tel('+32 3 555 27 40')}</p><p><a href="/privacy">Privacyverklaring</a> · <a href="/intern">Intern (leerkrachten)</a></p></div></footer>`,
  privacyPath: { nl: '/privacy', en: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ce = (id: number, html: string): string => `<div id="c${id}" class="frame frame-default frame-type-text frame-layout-0">${html}</div>`;

/** TYPO3 spamProtectEmailAddresses = 1: a shifted mailto token, the address shown with (at)/(dot). */
function typo3Mail(address: string): string {
  const token = [...`mailto:${address}`].map((c) => {
    const n = c.charCodeAt(0);
    if (n >= 97 && n <= 122) return String.fromCharCode(((n - 97 + 1) % 26) + 97);
    if (n >= 46 && n <= 57) return String.fromCharCode(n === 57 ? 46 : n + 1);
    if (n >= 64 && n <= 90) return String.fromCharCode(n === 90 ? 64 : n + 1);
    return c;
  }).join('');
  return `<a href="#" data-mailto-token="${token}" data-mailto-vector="1">${address.replace('@', '(at)').replace(/\./g, '(dot)')}</a>`;
}

type Teacher = { name: string; title: string; local: string; bio: string };
const TEAM: Teacher[] = [
  { name: 'Pieter Claes', title: 'directeur', local: 'pieter.claes', bio: 'Derde generatie slijper, leidt de school sinds 2016.' },
  { name: 'Els Peeters', title: 'hoofdlesgever briljantslijpen', local: 'els.peeters', bio: 'Twintig jaar aan de schijf in de Hoveniersstraat.' },
  { name: 'Koen Janssens', title: 'lesgever kloven, zagen en fantasieslijpsels', local: 'koen.janssens', bio: 'Specialist in peer-, hart- en prinsesslijpsels.' },
  { name: 'Bart Jacobs', title: 'atelierverantwoordelijke en preventieadviseur', local: 'bart.jacobs', bio: 'Onderhoud van de slijpschijven, veiligheid in het atelier.' },
];

export function diamantslijpschool(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/', lang: 'nl-BE', title: 'Leer het vak van diamantslijper', alternates: ALT,
    main: ce(1, `<h1>Leer het vak van diamantslijper in het hart van de diamantwijk</h1><p>Dag- en avondopleidingen voor volwassenen, erkend door de Vlaamse overheid. Kleine groepen, echte stenen, ervaren lesgevers.</p><p><a href="/opleidingen">Bekijk onze opleidingen</a></p>`),
  });
  pages['/opleidingen'] = page({
    path: '/opleidingen', lang: 'nl-BE', title: 'Opleidingen',
    main: ce(2, `<h1>Opleidingen</h1><ul><li>Diamantslijper – basisopleiding (1 jaar, dagonderwijs)</li><li>Briljantslijpen voor gevorderden (avond)</li><li>Diamantgradering en kleurbepaling (12 weken)</li></ul><p>De module diamantgradering wordt gegeven door Dirk Wouters, gemmoloog en docent gradering; vragen over de inhoud stuurt u naar ${typo3Mail(`dirk.wouters@${HOST}`)}.</p>`),
  });
  pages['/over-ons/team'] = page({
    path: '/over-ons/team', lang: 'nl-BE', title: 'Ons team',
    main: ce(3, `<h1>Ons team</h1><div class="row">` + TEAM.map((t) => `<div class="col-md-6 teammember" itemscope itemtype="https://schema.org/Person"><img src="/fileadmin/user_upload/team/${t.local.replace('.', '_')}.jpg" alt="" width="400" height="400"><h3 itemprop="name">${esc(t.name)}</h3><p class="functie" itemprop="jobTitle">${esc(t.title)}</p><p>${esc(t.bio)}</p><p><a itemprop="email" href="mailto:${t.local}@${HOST}">${t.local}@${HOST}</a></p></div>`).join('') + `</div>`),
  });
  pages['/contact'] = page({
    path: '/contact', lang: 'nl-BE', title: 'Contact',
    main: ce(4, `<h1>Contact</h1><p>Hoveniersstraat 31, 2018 Antwerpen (op 5 minuten van het Centraal Station)</p><p>Secretariaat: ${mailto(`secretariaat@${HOST}`)}, ${tel('+32 3 555 27 40')}, open ma–vr van 8u30 tot 16u.</p>` +
      `<div vocab="https://schema.org/" typeof="Person"><p>Leerlingenbegeleiding: <span property="name">Sofie Maes</span> (<span property="jobTitle">leerlingenbegeleider</span>) – <a property="email" href="mailto:sofie.maes@${HOST}">sofie.maes@${HOST}</a></p></div>` +
      `<div vocab="https://schema.org/" typeof="Person"><p>Inschrijvingen en onthaal: <span property="name">Lien Goossens</span> (<span property="jobTitle">medewerker onthaal</span>) – <a property="email" href="mailto:lien.goossens@${HOST}">lien.goossens@${HOST}</a></p></div>` +
      `<p class="small">Alle personeelsleden zijn bereikbaar via ${SCHEME}.</p>`),
  });
  pages['/en'] = page({
    path: '/en', lang: 'en', title: 'Diamond cutting courses in Antwerp', alternates: ALT,
    main: ce(5, `<h1>Diamond cutting courses in Antwerp</h1><p>Intensive courses in English for international students, four to twelve weeks. Questions about the programme: Pieter Claes, Director, ${mailto(`pieter.claes@${HOST}`)}.</p>`),
  });
  pages['/nieuws/opendeurdag-2025'] = page({
    path: '/nieuws/opendeurdag-2025', lang: 'nl-BE', title: 'Opendeurdag zaterdag 17 mei',
    main: ce(6, `<h1>Opendeurdag zaterdag 17 mei</h1><p>Kom kijken in ons atelier: demonstraties aan de slijpschijf, infosessies om 10u en 14u. Groepen melden zich vooraf aan bij An Willems, coördinator internationale cursussen en evenementen, via ${mailto(`an.willems@${HOST}`)}.</p>`),
  });
  pages['/privacy'] = page({ path: '/privacy', lang: 'nl-BE', title: 'Privacyverklaring', main: ce(7, `<h1>Privacyverklaring</h1><p>Verwerkingsverantwoordelijke: Antwerpse Diamantslijpschool vzw. Klachten kunt u richten tot de Gegevensbeschermingsautoriteit, contact@apd-gba.be.</p>`) });
  pages['/intern'] = page({ path: '/intern', lang: 'nl-BE', title: 'Intern', main: ce(8, `<p>Roosters en stenenvoorraad: ${mailto(`leerkrachten@${HOST}`)}</p>`) });
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/opleidingen', '/over-ons/team', '/contact', '/en', '/privacy']));
  pages['/sitemap-nieuws.xml'] = xmlPage(urlset(HOST, ['/nieuws/opendeurdag-2025']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /typo3temp/\nAllow: /typo3temp/assets/\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-nieuws.xml']),
      pages,
      headers: { Server: 'Apache', 'X-TYPO3-Parsetime': '0ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-99',
      languages: ['nl', 'en'],
      addresses: [
        { address: `secretariaat@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((t) => ({
          address: `${t.local}@${HOST}`,
          name: t.name,
          title: t.title,
          ...(t.local === 'pieter.claes' ? { titleAlternatives: ['Director'] } : {}),
          pages: t.local === 'pieter.claes' ? ['/over-ons/team', '/en'] : ['/over-ons/team'],
          cases: ['card', 'microdata', 'plain', ln] as CaseKind[],
        })),
        { address: `dirk.wouters@${HOST}`, name: 'Dirk Wouters', title: 'gemmoloog en docent gradering', pages: ['/opleidingen'], cases: ['prose', 'obfuscated', ln] },
        { address: `sofie.maes@${HOST}`, name: 'Sofie Maes', title: 'leerlingenbegeleider', titleAlternatives: ['Leerlingenbegeleiding'], pages: ['/contact'], cases: ['rdfa', 'title-name-line', 'plain'] },
        { address: `lien.goossens@${HOST}`, name: 'Lien Goossens', title: 'medewerker onthaal', titleAlternatives: ['Inschrijvingen en onthaal'], pages: ['/contact'], cases: ['rdfa', 'title-name-line', 'plain'] },
        { address: `an.willems@${HOST}`, name: 'An Willems', title: 'coördinator internationale cursussen en evenementen', pages: ['/nieuws/opendeurdag-2025'], cases: ['name-title-line', 'prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: SCHEME },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'contact@apd-gba.be', kind: 'other-company' },
        { text: `leerkrachten@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
