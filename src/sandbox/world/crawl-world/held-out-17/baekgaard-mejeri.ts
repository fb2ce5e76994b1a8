/**
 * Bækgaard Mejeri: an organic farm dairy near Herning in Jutland, Danish only, on Shopify (the
 * Dawn theme with a webshop). The staff by department in a table on a page, one address written
 * as character references by the e-mail app, the seasonal helper's address turned around by a
 * script, the co-owner in a sentence on the about page, the general mailbox as a mailto: in the
 * JSON-LD, the retailer portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'baekgaard-mejeri.test';
const ORIGIN = `http://${HOST}`;
const CDN = `${ORIGIN}/cdn/shop/files`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/collections/alle-produkter', 'Webshop'],
  ['/pages/om-os', 'Om gården'],
  ['/pages/medarbejdere', 'Medarbejdere'],
  ['/blogs/nyt-fra-gaarden', 'Nyt fra gården'],
  ['/pages/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bækgaard Mejeri',
  head: [
    '<meta name="theme-color" content="">',
    `<link href="//${HOST}/cdn/shop/t/7/assets/base.css?v=128811913612891256171712068127" rel="stylesheet" type="text/css" media="all">`,
    `<script src="//${HOST}/cdn/shop/t/7/assets/constants.js?v=58251544750838685771712068127" defer="defer"></script>`,
    `<script>var Shopify = Shopify || {};Shopify.shop = "baekgaard-mejeri.myshopify.com";Shopify.locale = "da";Shopify.currency = {"active":"DKK","rate":"1.0"};Shopify.country = "DK";Shopify.theme = {"name":"Dawn","id":136220950712,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>`,
  ],
  header: () =>
    `<div class="announcement-bar" role="region"><p class="announcement-bar__message h5">Fri levering i Midtjylland ved køb over 400 kr.</p></div>` +
    `<sticky-header class="header-wrapper color-background-1 gradient"><header class="header header--middle-left header--mobile-center page-width header--has-menu">` +
    `<a href="/" class="header__heading-link link link--text focus-inset"><img src="${CDN}/baekgaard-logo.png?v=1699015520&amp;width=300" alt="Bækgaard Mejeri" width="150" height="60" class="header__heading-logo"></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Kurv</span></a></header></sticky-header>`,
  footer: () =>
    `<footer class="footer color-background-2 gradient section-sections--footer-padding"><div class="footer__content-top page-width"><div class="footer-block grid__item">` +
    `<h2 class="footer-block__heading inline-richtext">Bækgaard Mejeri ApS</h2><div class="footer-block__details-content rte"><p>Bækgaardvej 7, Sdr. Felding, 7280 Sønder Felding<br>${tel('+45 97 19 82 40')} · ${mailto('kontakt@baekgaard-mejeri.test')}<br>CVR 38 51 22 07 · Statskontrolleret økologisk</p></div></div>` +
    `<div class="footer-block grid__item"><ul class="footer-block__details-content list-unstyled"><li><a href="/policies/privacy-policy" class="link link--text list-menu__item">Privatlivspolitik</a></li><li><a href="/policies/terms-of-service" class="link link--text list-menu__item">Handelsbetingelser</a></li><li><a href="/pages/forhandlere" class="link link--text list-menu__item">Forhandlerlogin</a></li></ul></div></div>` +
    `<div class="footer__content-bottom"><small class="copyright__content">© 2025, <a href="/" title="">Bækgaard Mejeri</a> <a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Drevet af Shopify</a></small></div></footer>`,
  privacyPath: { da: '/policies/privacy-policy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const rte = (inner: string) => `<div class="page-width page-width--narrow section-template--main-padding"><div class="rte">\n${inner}\n</div></div>`;

const JONAS = 'jonas@baekgaard-mejeri.test';
const JONAS_REV = reversed(JONAS);

interface Row {
  dept: string;
  name: string;
  title: string;
  address: string;
  how: 'plain' | 'entities' | 'reversed';
}
const STAFF: Row[] = [
  { dept: 'Mejeriet', name: 'Jens Bækgaard', title: 'Ejer og mejerist', address: 'jens@baekgaard-mejeri.test', how: 'plain' },
  { dept: 'Mejeriet', name: 'Kasper Holm', title: 'Mejerist, ostekælder og modning', address: 'kasper@baekgaard-mejeri.test', how: 'entities' },
  { dept: 'Mejeriet', name: 'Line Damgaard', title: 'Mejerielev (2. år)', address: 'line@baekgaard-mejeri.test', how: 'plain' },
  { dept: 'Stald og mark', name: 'Niels Kjær', title: 'Driftsleder, stald og mark', address: 'niels@baekgaard-mejeri.test', how: 'plain' },
  { dept: 'Stald og mark', name: 'Anders Lund', title: 'Fodermester', address: 'anders@baekgaard-mejeri.test', how: 'plain' },
  { dept: 'Gårdbutik og webshop', name: 'Camilla Riis', title: 'Butiksansvarlig (deltid)', address: 'camilla@baekgaard-mejeri.test', how: 'plain' },
  { dept: 'Gårdbutik og webshop', name: 'Jonas Vestergaard', title: 'Sæsonmedhjælper, gårdbutikken (maj–august)', address: JONAS, how: 'reversed' },
];

function cell(r: Row): string {
  if (r.how === 'entities') return `<a href="mailto:${entities(r.address)}">${entities(r.address)}</a>`;
  if (r.how === 'reversed')
    return `<a href="#" class="js-mail" data-m="${JONAS_REV}">Skriv til Jonas</a>`;
  return mailto(r.address);
}

function staffTable(): string {
  const depts = [...new Set(STAFF.map((r) => r.dept))];
  return depts
    .map(
      (d) =>
        `<h3>${esc(d)}</h3>\n<table><thead><tr><th>Navn</th><th>Stilling</th><th>E-mail</th></tr></thead><tbody>\n` +
        STAFF.filter((r) => r.dept === d)
          .map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${cell(r)}</td></tr>`)
          .join('\n') +
        `\n</tbody></table>`,
    )
    .join('\n');
}

const REV_SCRIPT = `<script>document.querySelectorAll('.js-mail').forEach(function(a){var m=a.getAttribute('data-m').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`;

const ORG = {
  '@context': 'http://schema.org',
  '@type': 'Organization',
  name: 'Bækgaard Mejeri',
  url: `https://${HOST}`,
  logo: `https:${CDN}/baekgaard-logo.png?v=1699015520&width=500`,
  email: 'mailto:kontakt@baekgaard-mejeri.test',
  sameAs: ['https://www.facebook.com/baekgaardmejeri', 'https://www.instagram.com/baekgaardmejeri'],
};

export function baekgaardMejeri(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Økologisk mælk, smør og ost fra Vestjylland',
    lang: 'da',
    jsonLd: [ORG],
    main:
      `<section class="banner banner--large"><div class="banner__box"><h2 class="banner__heading h0">Mælk fra vores egne Jersey-køer</h2><p>Tappet, kærnet og modnet på gården siden 2009.</p><a href="/collections/alle-produkter" class="button button--primary">Se webshoppen</a></div></section>` +
      `<section class="multicolumn"><ul class="multicolumn-list"><li><h3>Gårdbutik</h3><p>Åben fredag 12–18 og lørdag 9–14.</p></li><li><h3>Ost på abonnement</h3><p>Få en ost fra kælderen hver måned.</p></li></ul></section>`,
  });

  pages['/collections/alle-produkter'] = page({
    path: '/collections/alle-produkter',
    title: 'Alle produkter',
    lang: 'da',
    main: `<div class="collection page-width"><h1 class="collection-hero__title">Alle produkter</h1><ul class="grid product-grid"><li class="grid__item"><div class="card__heading h5">Sødmælk, ikke-homogeniseret 1 l</div><span class="price-item">22,00 kr</span></li><li class="grid__item"><div class="card__heading h5">Kærnet smør med havsalt 250 g</div><span class="price-item">42,00 kr</span></li><li class="grid__item"><div class="card__heading h5">Bækgaard Gammel, 12 mdr.</div><span class="price-item">89,00 kr</span></li></ul></div>`,
  });

  pages['/pages/om-os'] = page({
    path: '/pages/om-os',
    title: 'Om gården',
    lang: 'da',
    main: rte(
      `<h1>Om gården</h1><p>Bækgaard har været i familien i fire generationer. Da Jens og Mette overtog gården i 2009, lagde de om til økologi og byggede det lille mejeri i den gamle lade.</p>` +
        `<p>I dag går 60 Jersey-køer på græs fra april til november. Mælken bliver pasteuriseret skånsomt og aldrig homogeniseret.</p>` +
        `<p>Vil I besøge gården med skoleklassen eller foreningen, så skriv til Mette Bækgaard, der er medejer og står for gårdbutik og rundvisninger, på ${mailto('mette@baekgaard-mejeri.test')}.</p>`,
    ),
  });

  pages['/pages/medarbejdere'] = page({
    path: '/pages/medarbejdere',
    title: 'Medarbejdere',
    lang: 'da',
    main: rte(`<h1>Medarbejdere</h1><p>Vi er 11 på gården, når sæsonen er på sit højeste. Her kan du skrive direkte til os.</p>\n${staffTable()}\n${REV_SCRIPT}`),
  });

  pages['/blogs/nyt-fra-gaarden'] = page({
    path: '/blogs/nyt-fra-gaarden',
    title: 'Nyt fra gården',
    lang: 'da',
    main: `<div class="blog page-width"><h1>Nyt fra gården</h1><article class="article-card"><h3><a href="/blogs/nyt-fra-gaarden/koerne-er-kommet-paa-graes">Køerne er kommet på græs</a></h3><p>22. april 2025</p></article></div>`,
  });

  pages['/blogs/nyt-fra-gaarden/koerne-er-kommet-paa-graes'] = page({
    path: '/blogs/nyt-fra-gaarden/koerne-er-kommet-paa-graes',
    title: 'Køerne er kommet på græs',
    lang: 'da',
    main:
      `<article class="article-template"><h1 class="article-template__title">Køerne er kommet på græs</h1><span class="circle-divider caption-with-letter-spacing">22. april 2025</span> <span>af Niels Kjær</span>` +
      `<div class="article-template__content rte"><p>Søndag klokken 11 slap vi køerne ud til årets første græs. Tak til de 400 gæster, der kom forbi! Næste års dato kommer i nyhedsbrevet.</p>` +
      `<p>Mejeriet har fået ny ostekar, leveret af vores faste leverandør – spørgsmål om anlægget kan sendes til service@mejeriteknik-vest.test.</p></div></article>`,
  });

  pages['/pages/kontakt'] = page({
    path: '/pages/kontakt',
    title: 'Kontakt',
    lang: 'da',
    main: rte(
      `<h1>Kontakt</h1><p>Bækgaard Mejeri ApS<br>Bækgaardvej 7, Sdr. Felding<br>7280 Sønder Felding</p><p>Telefon ${tel('+45 97 19 82 40')} (hverdage 8–15)<br>E-mail ${mailto('kontakt@baekgaard-mejeri.test')}</p>` +
        `<p>Spørgsmål om en webshop-ordre eller levering: ${mailto('webshop@baekgaard-mejeri.test')}</p>`,
    ),
  });

  pages['/policies/privacy-policy'] = page({
    path: '/policies/privacy-policy',
    title: 'Privatlivspolitik',
    lang: 'da',
    main: rte(`<h1>Privatlivspolitik</h1><p>Dataansvarlig er Bækgaard Mejeri ApS, CVR 38 51 22 07. Webshoppen drives på Shopify.</p>`),
  });
  pages['/policies/terms-of-service'] = page({ path: '/policies/terms-of-service', title: 'Handelsbetingelser', lang: 'da', main: rte(`<h1>Handelsbetingelser</h1><p>Køle- og frostvarer leveres kun i Midtjylland.</p>`) });

  pages['/pages/forhandlere'] = page({
    path: '/pages/forhandlere',
    title: 'Forhandlerlogin',
    lang: 'da',
    main: rte(`<h1>Forhandlere</h1><p>Prislister og bestillingsfrister for butikker og restauranter. Bestillinger til ${mailto('engros@baekgaard-mejeri.test')} senest tirsdag kl. 12.</p>`),
  });

  const paths = Object.keys(pages).filter((p) => p !== '/pages/forhandlere');
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /pages/forhandlere\nDisallow: /search\n\nSitemap: https://${HOST}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_pages_1.xml?from=8261&to=8277']),
      pages: { ...pages, '/sitemap_pages_1.xml': xmlPage(urlset(HOST, paths)) },
      headers: { Server: 'cloudflare', 'X-ShopId': '61512278200' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-17',
      languages: ['da'],
      addresses: [
        { address: 'kontakt@baekgaard-mejeri.test', name: null, title: null, pages: paths, cases: ['role', 'json-ld-mailto', 'plain'] },
        { address: 'webshop@baekgaard-mejeri.test', name: null, title: null, pages: ['/pages/kontakt'], cases: ['role', 'plain'] },
        { address: 'mette@baekgaard-mejeri.test', name: 'Mette Bækgaard', title: 'medejer', pages: ['/pages/om-os'], cases: ['prose', 'plain', ln] },
        ...STAFF.map((r) => ({
          address: r.address,
          name: r.name,
          title: r.title,
          pages: ['/pages/medarbejdere'],
          ...(r.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: JONAS_REV } } : {}),
          cases: ['table', ln, r.how === 'plain' ? 'plain' : r.how === 'entities' ? 'entities' : 'script-reversed'] as CaseKind[],
        })),
      ],
      pattern: '{first}',
      disallowed: ['/pages/forhandlere'],
      nonAddresses: [
        { text: 'engros@baekgaard-mejeri.test', kind: 'disallowed' },
        { text: 'service@mejeriteknik-vest.test', kind: 'other-company' },
      ],
    },
  };
}
