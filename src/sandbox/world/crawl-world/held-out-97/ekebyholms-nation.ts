/**
 * Ekebyholms nation: a student nation in Uppsala on Drupal 10 (Olivero), in Swedish. The
 * officials as a table marked up with RDFa, the house's staff as "Title: Name, address" lines,
 * the property manager's address built by an inline script, and a news item about the new club
 * master listed only in a child of the sitemap index. The members' pages are disallowed; an old
 * address sits in a comment and a jsDelivr package URL in the head.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'ekebyholmsnation.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/bli-medlem', 'Bli medlem'],
  ['/bostader', 'Bostäder'],
  ['/ambetsman', 'Ämbetsmän'],
  ['/kontakt', 'Kontakta oss'],
  ['/medlemssidor', 'Mina sidor'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Ekebyholms nation',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_q3nVd0kWx7Yb2Lr8.css?delta=0&amp;language=sv&amp;theme=olivero">`,
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>',
  ],
  header: () =>
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/ekebyholm-vapen.png" srcset="/sites/default/files/ekebyholm-vapen@2x.png 2x" alt="Hem"></a><div class="site-branding__name"><a href="/" rel="home">Ekebyholms nation</a></div></div>` +
    `<nav id="block-olivero-main-menu" class="primary-nav" aria-labelledby="block-olivero-main-menu-menu"><ul class="menu primary-nav__menu primary-nav__menu--level-1">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link" data-drupal-link-system-path="node/${h.length}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="site-footer__inner region--footer-top"><div class="block-content"><p>Ekebyholms nation · S:t Larsgatan 7, 753 11 Uppsala · ${tel('018-12 40 90')} · ${mailto(`info@${HOST}`)}</p><p>Expeditionen har öppet mån–tors 12–15 under terminerna.</p></div></div></footer>`,
  privacyPath: { sv: '/integritetspolicy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv' });
const node = (h: string): string => `<div class="region region--content"><article class="node node--type-page"><div class="text-content clearfix field field--name-body field--type-text-with-summary">${h}</div></article></div>`;

type Row = { ambete: string; shown: string; name: string; local: string };
const ROWS: Row[] = [
  { ambete: 'Inspektor', shown: 'Prof. Karin Vestberg', name: 'Karin Vestberg', local: 'karin.vestberg' },
  { ambete: 'Förste kurator', shown: 'Elsa Lindqvist', name: 'Elsa Lindqvist', local: 'elsa.lindqvist' },
  { ambete: 'Andre kurator (ekonomi)', shown: 'Oskar Hedlund', name: 'Oskar Hedlund', local: 'oskar.hedlund' },
  { ambete: 'Tredje kurator (studiesociala frågor)', shown: 'Maja Sundin', name: 'Maja Sundin', local: 'maja.sundin' },
  { ambete: 'Intendent', shown: 'Viktor Nyberg', name: 'Viktor Nyberg', local: 'viktor.nyberg' },
];
const row = (r: Row): string =>
  `<tr typeof="Person"><td property="jobTitle">${esc(r.ambete)}</td><td property="name">${esc(r.shown)}</td><td><a property="email" href="mailto:${r.local}@${HOST}">${r.local}@${HOST}</a></td></tr>`;

const PER_SCRIPT = `(function(){var u='per.sandberg';var d='ekebyholmsnation'+'.'+'test';var e=u+'@'+d;document.getElementById('fastighet-epost').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();`;

export function ekebyholmsNation(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Startsida',
    main: node(`<h1>Välkommen till Ekebyholms nation</h1><p>Pub varje onsdag, gasque varje termin och ett bibliotek med läsplatser till klockan 22. Nya studenter är alltid välkomna att <a href="/bli-medlem">bli medlemmar</a>.</p>`),
  });
  pages['/bli-medlem'] = page({ path: '/bli-medlem', title: 'Bli medlem', main: node('<h1>Bli medlem</h1><p>Medlemsavgiften är 250 kronor per termin. Du blir medlem direkt på expeditionen eller via Nationsguiden.</p>') });
  pages['/ambetsman'] = page({
    path: '/ambetsman',
    title: 'Ämbetsmän',
    main: node(
      `<h1>Ämbetsmän och inspektor</h1><p>Kuratorskollegiet är nationens heltidsarvoderade ledning och väljs av landskapet för ett år i taget.</p>` +
        `<table class="views-table cols-3" vocab="https://schema.org/"><thead><tr><th>Ämbete</th><th>Namn</th><th>E-post</th></tr></thead><tbody>${ROWS.map(row).join('')}</tbody></table>` +
        `<!-- Förra intendentens adress, tas bort efter överlämningen: intendent2023@${HOST} -->` +
        `<p>Frågor till kollegiet som helhet: ${mailto(`kurator@${HOST}`)}.</p>`,
    ),
  });
  pages['/bostader'] = page({
    path: '/bostader',
    title: 'Bostäder',
    main: node(
      `<h1>Bostäder</h1><p>Nationen hyr ut 84 korridorsrum och 12 lägenheter till medlemmar. Bostadskön sköts via Uppsala Studentbostäder, men frågor om kontrakt besvaras av oss.</p>` +
        `<p>Bostadsansvarig: Johan Eklund, ${mailto(`johan.eklund@${HOST}`)}, ${tel('018-12 40 93')}</p>` +
        `<p>Husförvaltare: Per Sandberg, <span id="fastighet-epost">[aktivera JavaScript för att se adressen]</span></p><script>${PER_SCRIPT}</script>` +
        `<p>Felanmälan dygnet runt: ${tel('018-12 40 99')}</p>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakta oss',
    main: node(
      `<h1>Kontakta oss</h1><p>Ekebyholms nation<br>S:t Larsgatan 7<br>753 11 Uppsala</p><p>Allmänna frågor: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Expeditionschef: Hanna Björklund, ${mailto(`hanna.bjorklund@${HOST}`)}</p>` +
        `<p>Bibliotekarie: Ebba Wallin, ${mailto(`ebba.wallin@${HOST}`)}</p>`,
    ),
  });
  pages['/nyheter/ny-klubbmastare-vald'] = page({
    path: '/nyheter/ny-klubbmastare-vald',
    title: 'Ny klubbmästare vald',
    main: node(`<h1>Ny klubbmästare vald</h1><p class="node__meta">Publicerad 3 mars 2025</p><p>På vårlandskapet valdes Linnea Forsberg till klubbmästare för hösten. Vill du jobba på puben eller klubben? Skriv till Linnea på ${mailto(`linnea.forsberg@${HOST}`)} så hör hon av sig.</p>`),
  });
  pages['/medlemssidor'] = page({ path: '/medlemssidor', title: 'Mina sidor', main: node(`<h1>Mina sidor</h1><p>Problem med inloggningen? Kontakta ${mailto(`medlemsregister@${HOST}`)}.</p>`) });
  pages['/integritetspolicy'] = page({ path: '/integritetspolicy', title: 'Integritetspolicy', main: node('<h1>Integritetspolicy</h1><p>Nationen behandlar medlemmarnas personuppgifter enligt dataskyddsförordningen.</p>') });
  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-sidor.xml', '/sitemap-nyheter.xml']));
  pages['/sitemap-sidor.xml'] = xmlPage(urlset(HOST, ['/', '/bli-medlem', '/bostader', '/ambetsman', '/kontakt', '/integritetspolicy'], '2025-02-20'));
  pages['/sitemap-nyheter.xml'] = xmlPage(urlset(HOST, ['/nyheter/ny-klubbmastare-vald'], '2025-03-03'));

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /user/\nDisallow: /medlemssidor\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-97',
      languages: ['sv'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...ROWS.map((r): TruthAddress => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.ambete,
          pages: ['/ambetsman'],
          cases: ['table', 'rdfa', 'plain', ln, ...(r.shown !== r.name ? (['honorific'] as const) : [])],
        })),
        { address: `kurator@${HOST}`, name: null, title: null, pages: ['/ambetsman'], cases: ['role', 'plain', ln] },
        { address: `johan.eklund@${HOST}`, name: 'Johan Eklund', title: 'Bostadsansvarig', pages: ['/bostader'], cases: ['title-name-line', 'plain', ln] },
        { address: `per.sandberg@${HOST}`, name: 'Per Sandberg', title: 'Husförvaltare', pages: ['/bostader'], encoded: { kind: 'script', text: PER_SCRIPT }, cases: ['title-name-line', 'script-concat', ln] },
        { address: `hanna.bjorklund@${HOST}`, name: 'Hanna Björklund', title: 'Expeditionschef', pages: ['/kontakt'], cases: ['title-name-line', 'plain', ln] },
        { address: `ebba.wallin@${HOST}`, name: 'Ebba Wallin', title: 'Bibliotekarie', pages: ['/kontakt'], cases: ['title-name-line', 'plain', ln] },
        { address: `linnea.forsberg@${HOST}`, name: 'Linnea Forsberg', title: 'klubbmästare', pages: ['/nyheter/ny-klubbmastare-vald'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/medlemssidor'],
      nonAddresses: [
        { text: `intendent2023@${HOST}`, kind: 'comment' },
        { text: `medlemsregister@${HOST}`, kind: 'disallowed' },
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: 'ekebyholm-vapen@2x.png', kind: 'retina' },
      ],
    },
  };
}
