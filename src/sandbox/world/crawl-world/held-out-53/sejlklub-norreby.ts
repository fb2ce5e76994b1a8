/**
 * Nørreby Sejlklub: a sailing club on Drupal, in Danish. The board as a definition list with
 * "(at)" addresses, the harbour master in running text, the youth section's trainers written by
 * a concatenating script, the regatta page only in a gzip sitemap behind a sitemap index, and a
 * placeholder in the membership form's help.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'norreby-sejlklub.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [['/klubben', 'Klubben'], ['/bestyrelse', 'Bestyrelse'], ['/ungdom', 'Ungdomsafdelingen'], ['/havnen', 'Havnen'], ['/bliv-medlem', 'Bliv medlem']];

const theme: Theme = {
  host: HOST,
  siteName: 'Nørreby Sejlklub',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Q2x9LmT4.css?delta=0&amp;language=da&amp;theme=olivero">`],
  header: () =>
    `<header class="site-header"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/nsk-stander.svg" alt="Forside"></a><div class="site-branding__name"><a href="/">Nørreby Sejlklub</a></div></div><nav class="primary-nav"><ul class="menu">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="region region--footer-top"><p>Nørreby Sejlklub · Havnevej 3, 5400 Nørreby · CVR 29 84 11 60 · ${mailto(`klubben@${HOST}`)}</p><p><a href="/medlemsomraade">Medlemsområde</a></p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'da' });
const node = (html: string): string => `<article class="node node--type-page"><div class="node__content"><div class="text-content clearfix field field--name-body">${html}</div></div></article>`;
const at = (local: string): string => `${local}(at)norreby-sejlklub.test`;

const BOARD: [string, string, string][] = [
  ['Formand', 'Lars Kjær', 'lars'],
  ['Næstformand og kasserer', 'Mette Frandsen', 'mette'],
  ['Sejlerchef', 'Rasmus Holt', 'rasmus'],
  ['Bestyrelsesmedlem, klubhus og arrangementer', 'Birgitte Juul', 'birgitte'],
];

const UNG_SCRIPT = `var u1 = 'kasper' + '@' + 'norreby-sejlklub' + '.test'; var u2 = 'signe' + '@' + 'norreby-sejlklub' + '.test';\ndocument.getElementById('t1').innerHTML = '<a href="mailto:' + u1 + '">' + u1 + '</a>';\ndocument.getElementById('t2').innerHTML = '<a href="mailto:' + u2 + '">' + u2 + '</a>';`;

export function sejlklubNorreby(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Forside', main: node(`<h1>Velkommen til Nørreby Sejlklub</h1><p>Kølbåde, joller og kajak ved Nørreby Havn siden 1931. Standerhejsning lørdag den 26. april kl. 10.</p>`) });
  pages['/klubben'] = page({ path: '/klubben', title: 'Klubben', main: node(`<h1>Om klubben</h1><p>Klubben har ca. 240 medlemmer og driver klubhus, jollehavn og en aktiv ungdomsafdeling.</p><p>Hjemmesiden kører på Drupal 10 med modulet <code>drupal/webform@6.2.2</code>.</p>`) });
  pages['/bestyrelse'] = page({
    path: '/bestyrelse',
    title: 'Bestyrelse',
    main: node(`<h1>Bestyrelsen</h1><dl class="bestyrelse">${BOARD.map(([t, n, l]) => `<dt>${esc(t)}</dt><dd>${esc(n)}<br>${at(l)}</dd>`).join('')}</dl><p>Bestyrelsen konstituerede sig efter generalforsamlingen den 27. februar.</p>`),
  });
  pages['/ungdom'] = page({
    path: '/ungdom',
    title: 'Ungdomsafdelingen',
    main: node(
      `<h1>Ungdomsafdelingen</h1><p>Optimist- og Feva-sejlads tirsdag og torsdag fra kl. 17.</p><ul><li>Kasper Vestergaard, cheftræner: <span id="t1"></span></li><li>Signe Mølgaard, træner for begyndere: <span id="t2"></span></li></ul><script>${UNG_SCRIPT}</script>` +
        `<p>Forældre kan tilmelde sig kaffeholdet hos Signe. Tilmelding til sæsonen: ${mailto(`ungdom@${HOST}`)}</p>`,
    ),
  });
  pages['/havnen'] = page({ path: '/havnen', title: 'Havnen', main: node(`<h1>Havnen</h1><p>Gæstesejlere er velkomne. Havnefoged Jens Overgaard træffes på havnekontoret kl. 8–10 og på ${mailto(`jens@${HOST}`)}, hvis du vil bestille plads.</p>`) });
  pages['/bliv-medlem'] = page({ path: '/bliv-medlem', title: 'Bliv medlem', main: node(`<h1>Bliv medlem</h1><form><label>E-mail <input type="email" placeholder="navn@eksempel.dk"></label><button>Send</button></form><p>Spørgsmål om kontingent: Mette Frandsen, kasserer.</p>`) });
  pages['/kapsejlads-2025'] = page({ path: '/kapsejlads-2025', title: 'Nørreby Rundt 2025', main: node(`<h1>Nørreby Rundt 2025</h1><p>Kapsejladsen afvikles 14. juni. Kapsejladsleder Henrik Bech, ${mailto(`henrik@${HOST}`)}, tager imod tilmeldinger.</p>`) });
  pages['/medlemsomraade'] = page({ path: '/medlemsomraade', title: 'Medlemsområde', main: node(`<p>Log ind. Problemer? ${mailto(`web@${HOST}`)}</p>`) });
  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemaps/pages.xml', '/sitemaps/events.xml.gz']));
  pages['/sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/klubben', '/bestyrelse', '/ungdom', '/havnen', '/bliv-medlem']));
  pages['/sitemaps/events.xml.gz'] = gzipXmlPage(urlset(HOST, ['/kapsejlads-2025']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /medlemsomraade\nDisallow: /user/\n`, pages },
    truth: {
      domain: HOST,
      set: 'held-out-53',
      languages: ['da'],
      addresses: [
        { address: `klubben@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...BOARD.map(([t, n, l]) => ({ address: `${l}@${HOST}`, name: n, title: t, pages: ['/bestyrelse'], cases: ['definition-list', 'obfuscated', ln] as CaseKind[] })),
        { address: `kasper@${HOST}`, name: 'Kasper Vestergaard', title: 'cheftræner', pages: ['/ungdom'], encoded: { kind: 'script', text: UNG_SCRIPT }, cases: ['name-title-line', 'script-concat', ln] },
        { address: `signe@${HOST}`, name: 'Signe Mølgaard', title: 'træner for begyndere', pages: ['/ungdom'], encoded: { kind: 'script', text: UNG_SCRIPT }, cases: ['name-title-line', 'script-concat', ln] },
        { address: `ungdom@${HOST}`, name: null, title: null, pages: ['/ungdom'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `jens@${HOST}`, name: 'Jens Overgaard', title: 'Havnefoged', pages: ['/havnen'], cases: ['prose', 'plain', ln] },
        { address: `henrik@${HOST}`, name: 'Henrik Bech', title: 'Kapsejladsleder', pages: ['/kapsejlads-2025'], cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-index'] },
      ],
      pattern: '{first}',
      disallowed: ['/medlemsomraade'],
      nonAddresses: [
        { text: `web@${HOST}`, kind: 'disallowed' },
        { text: 'drupal/webform@6.2.2', kind: 'package' },
        { text: 'navn@eksempel.dk', kind: 'placeholder' },
      ],
    },
  };
}
