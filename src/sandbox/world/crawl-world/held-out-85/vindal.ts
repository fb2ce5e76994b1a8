/**
 * Vindal og Omegn Turlag, a local branch of a Norwegian trekking association, on Drupal, in
 * bokmål. The board as a definition list (role, then name and address), the general manager with
 * schema.org microdata, the branch in JSON-LD with its board as OrganizationRole members (the
 * treasurer's address nowhere else), cabin hosts on a page listed only in a child of the sitemap
 * index, a GitHub clone URL for the trail map data and a disallowed member area.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vindal-turlag.test';
const ORIGIN = `http://${HOST}`;

const NAV: [string, string][] = [
  ['/turer', 'Turkalender'],
  ['/hytter', 'Hyttene våre'],
  ['/om-oss/styret', 'Styret'],
  ['/om-oss/kontoret', 'Kontoret'],
  ['/frivillig', 'Bli frivillig'],
  ['/kontakt', 'Kontakt oss'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Vindal og Omegn Turlag',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3kT9vX2aLpR7wZ.css?delta=0&amp;language=nb&amp;theme=fjellsti&amp;include=eJxLzs8tKEotLs5MS9dPzs8rSc0rAQA7swbY">',
    '<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>',
  ],
  header: () =>
    `<header role="banner" class="region region-header"><div id="block-fjellsti-branding" class="block block-system block-system-branding-block"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/fjellsti/logo.svg" alt="Hjem"></a><div class="site-name"><a href="/" rel="home">Vindal og Omegn Turlag</a></div></div>` +
    `<nav role="navigation" aria-labelledby="block-fjellsti-main-menu-menu" id="block-fjellsti-main-menu"><ul class="menu menu--main">${NAV.map(([h, l]) => `<li class="menu-item"><a href="${h}" data-drupal-link-system-path="node">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer role="contentinfo" class="site-footer"><div class="region region-footer"><div class="block block-block-content"><p>Vindal og Omegn Turlag · Storgata 19, 2940 Heggenes · ${tel('61 34 20 80')} · ${mailto(`post@${HOST}`)}</p>` +
    `<p>Org.nr. 971 234 567 · Medlem av Den Norske Turistforening · <a href="/medlem/min-side">Min side</a></p></div></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nb' });
const node = (h1: string, html: string): string => `<article class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">${esc(h1)}</span></h1><div class="clearfix text-formatted field field--name-body field--type-text-with-summary">${html}</div></article>`;

type Board = { role: string; name: string; local: string | null };
const BOARD: Board[] = [
  { role: 'Styreleder', name: 'Kari Bakken', local: 'kari.bakken' },
  { role: 'Nestleder', name: 'Eirik Lunde', local: 'eirik.lunde' },
  { role: 'Turlederkoordinator', name: 'Ingrid Solberg', local: 'ingrid.solberg' },
  { role: 'Ansvarlig for barnas turlag', name: 'Marte Dahl', local: 'marte.dahl' },
  { role: 'Styremedlem', name: 'Per Arne Nyhus', local: null },
];
const BOARD_SHOWN = BOARD;

export function vindal(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Turglede i Vindal',
    main: node('Velkommen til Vindal og Omegn Turlag', `<p>Vi merker stier, driver fire hytter og arrangerer over hundre fellesturer i året – fra trilleturer til toppturer på ski.</p><p><a href="/turer">Se turkalenderen</a></p>`),
  });
  pages['/turer'] = page({ path: '/turer', title: 'Turkalender', main: node('Turkalender', `<ul><li>Lørdag 12. april: Påsketur til Skarvhøgda</li><li>Søndag 4. mai: Barnas turlag – bålkos ved Vindalstjernet</li><li>Tirsdag 20. mai: Dugnad på Fjellstua</li></ul>`) });
  pages['/hytter'] = page({ path: '/hytter', title: 'Hyttene våre', main: node('Hyttene våre', `<p>Turlaget eier Fjellstua (betjent), Lislebu, Råkåsen og Kvitberget (selvbetjent). Nøkkel får du med DNT-medlemskap.</p>`) });
  pages['/hytter/fjellstua/vertskap'] = page({
    path: '/hytter/fjellstua/vertskap',
    title: 'Vertskap på Fjellstua',
    main: node(
      'Vertskap på Fjellstua sesongen 2025',
      `<p>Fjellstua er betjent fra 1. juli til 31. august. Vertskapet i år er Sindre Moen og Hanne Moen.</p>` +
        `<table class="cols-3"><thead><tr><th>Navn</th><th>Rolle</th><th>E-post</th></tr></thead><tbody>` +
        `<tr><td>Sindre Moen</td><td>Hyttevert, Fjellstua</td><td>${mailto(`sindre.moen@${HOST}`)}</td></tr>` +
        `<tr><td>Hanne Moen</td><td>Kjøkkensjef</td><td>${mailto(`hanne.moen@${HOST}`)}</td></tr>` +
        `</tbody></table>`,
    ),
  });
  pages['/om-oss/styret'] = page({
    path: '/om-oss/styret',
    title: 'Styret',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsOrganization',
        name: 'Vindal og Omegn Turlag',
        url: `${ORIGIN}/`,
        parentOrganization: { '@type': 'Organization', name: 'Den Norske Turistforening' },
        member: [
          ...BOARD_SHOWN.filter((b) => b.local).map((b) => ({ '@type': 'OrganizationRole', roleName: b.role, member: { '@type': 'Person', name: b.name, email: `${b.local}@${HOST}` } })),
          { '@type': 'OrganizationRole', roleName: 'Kasserer', member: { '@type': 'Person', name: 'Tor Brekke', email: `tor.brekke@${HOST}` } },
        ],
      },
    ],
    main: node(
      'Styret 2025',
      `<p>Styret ble valgt på årsmøtet 6. mars 2025.</p><dl class="styret">` +
        BOARD_SHOWN.map((b) => `<dt>${esc(b.role)}</dt><dd>${esc(b.name)}${b.local ? `<br>${mailto(`${b.local}@${HOST}`)}` : ''}</dd>`).join('') +
        `</dl>`,
    ),
  });
  pages['/om-oss/kontoret'] = page({
    path: '/om-oss/kontoret',
    title: 'Kontoret',
    main: node(
      'Kontoret',
      `<div itemscope itemtype="https://schema.org/Person" class="ansatt"><h2 itemprop="name">Gunhild Rustad</h2><p itemprop="jobTitle">Daglig leder</p><p><a href="mailto:gunhild.rustad@${HOST}" itemprop="email">gunhild.rustad@${HOST}</a> · <span itemprop="telephone">${tel('913 44 210')}</span></p></div>` +
        `<div itemscope itemtype="https://schema.org/Person" class="ansatt"><h2 itemprop="name">Ola Haugen</h2><p itemprop="jobTitle">Stiansvarlig og hyttedriftsleder</p><p><a href="mailto:ola.haugen@${HOST}" itemprop="email">ola.haugen@${HOST}</a></p></div>`,
    ),
  });
  pages['/frivillig'] = page({
    path: '/frivillig',
    title: 'Bli frivillig',
    main: node(
      'Bli frivillig',
      `<p>Vil du bli turleder, hyttevakt eller være med på stidugnad? Meld deg på kurs hos Ingrid Solberg. Påmelding: ${mailto(`frivillig@${HOST}`)}.</p>` +
        `<p>Kartdataene for stinettet vårt ligger åpent: <code>git clone git@github.com:vindal-turlag/stikart.git</code></p>`,
    ),
  });
  pages['/kontakt'] = page({ path: '/kontakt', title: 'Kontakt oss', main: node('Kontakt oss', `<p>Kontoret er åpent tirsdag og torsdag kl. 10–15.</p><p>E-post: ${mailto(`post@${HOST}`)}<br>Telefon: ${tel('61 34 20 80')}</p>`) });
  pages['/medlem/min-side'] = page({ path: '/medlem/min-side', title: 'Min side', main: node('Min side', `<p>Problemer med innlogging? Kontakt ${mailto(`medlemsservice@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# robots.txt for Drupal\nUser-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/\nDisallow: /medlem/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap/default/1.xml', '/sitemap/hytter/1.xml'], '2025-03-20'),
      pages: {
        ...pages,
        '/sitemap/default/1.xml': xmlPage(urlset(HOST, ['/', '/turer', '/hytter', '/om-oss/styret', '/om-oss/kontoret', '/frivillig', '/kontakt'], '2025-03-20')),
        '/sitemap/hytter/1.xml': xmlPage(urlset(HOST, ['/hytter', '/hytter/fjellstua/vertskap'], '2025-03-18')),
      },
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-85',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `frivillig@${HOST}`, name: null, title: null, pages: ['/frivillig'], cases: ['role', 'neighbour', 'plain', ln] },
        ...BOARD_SHOWN.filter((b) => b.local).map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.role,
          pages: ['/om-oss/styret'],
          cases: ['definition-list', 'json-ld-nested', 'plain', ln] as CaseKind[],
        })),
        { address: `tor.brekke@${HOST}`, name: 'Tor Brekke', title: 'Kasserer', pages: ['/om-oss/styret'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        { address: `gunhild.rustad@${HOST}`, name: 'Gunhild Rustad', title: 'Daglig leder', pages: ['/om-oss/kontoret'], cases: ['microdata', 'card', 'plain', ln] },
        { address: `ola.haugen@${HOST}`, name: 'Ola Haugen', title: 'Stiansvarlig og hyttedriftsleder', pages: ['/om-oss/kontoret'], cases: ['microdata', 'card', 'plain', ln] },
        { address: `sindre.moen@${HOST}`, name: 'Sindre Moen', title: 'Hyttevert, Fjellstua', titleAlternatives: ['Hyttevert'], pages: ['/hytter/fjellstua/vertskap'], cases: ['table', 'sitemap-index', 'plain'] },
        { address: `hanne.moen@${HOST}`, name: 'Hanne Moen', title: 'Kjøkkensjef', pages: ['/hytter/fjellstua/vertskap'], cases: ['table', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/medlem/min-side'],
      nonAddresses: [
        { text: `medlemsservice@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:vindal-turlag/stikart.git', kind: 'git' },
      ],
    },
  };
}
