/**
 * Havbris Fiskeutstyr AS: a maker of lures, flies and sea-fishing rigs in Kristiansund, on a
 * Shopify store (Dawn theme), Norwegian with an English version for export. The home page's
 * JSON-LD gives the shop mailbox as "mailto:"; the about page ("Om oss") shows the team as
 * cards marked up in microdata, one address built from character codes by a snippet; the contact
 * page has a "Name, title – address" line and an order mailbox next to the sales manager's name;
 * the export manager is only on the English contact page, two links from the home page. An old
 * address sits in an HTML comment, the logo has a retina file name, and the customer account
 * pages are disallowed, as Shopify's robots.txt does.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'havbris.test';
const ORIGIN = `http://${HOST}`;

const MENUS: Record<string, [string, string][]> = {
  no: [
    ['/', 'Hjem'],
    ['/collections/sluker', 'Sluker'],
    ['/collections/fluer', 'Fluer'],
    ['/collections/havfiske', 'Havfiske'],
    ['/pages/om-oss', 'Om oss'],
    ['/pages/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/collections/lures', 'Lures'],
    ['/en/collections/sea-fishing', 'Sea fishing'],
    ['/en/pages/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Havbris Fiskeutstyr',
  head: [
    `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>`,
    `<link href="//${HOST}/cdn/shop/t/7/assets/base.css?v=144968985024194912401712050112" rel="stylesheet" type="text/css" media="all">`,
    `<script>window.Shopify = window.Shopify || {};Shopify.shop = "havbris-fiskeutstyr.myshopify.com";Shopify.locale = "no";Shopify.currency = {"active":"NOK","rate":"1.0"};Shopify.theme = {"name":"Dawn","id":136918204511,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>`,
    `<script src="//${HOST}/cdn/shop/t/7/assets/global.js?v=37284204640041572741712050112" defer="defer"></script>`,
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'no';
    const menu = MENUS[lang]!;
    const switcher = lang === 'no' ? `<a href="/en" class="localization-selector link" lang="en">English</a>` : `<a href="/" class="localization-selector link" lang="no">Norsk</a>`;
    return (
      `<a class="skip-to-content-link button visually-hidden" href="#MainContent">${lang === 'no' ? 'Gå videre til innholdet' : 'Skip to content'}</a>` +
      `<div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar" role="region"><p class="announcement-bar__message h5">${lang === 'no' ? 'Fri frakt over 799 kr' : 'Free shipping in Norway over NOK 799'}</p></div></div>` +
      `<div id="shopify-section-header" class="shopify-section section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu">` +
      `<h1 class="header__heading"><a href="${lang === 'no' ? '/' : '/en'}" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//${HOST}/cdn/shop/files/havbris-logo@2x.png?v=1698745120&amp;width=300" alt="Havbris Fiskeutstyr" srcset="//${HOST}/cdn/shop/files/havbris-logo@2x.png?v=1698745120&amp;width=150 150w" width="150" height="44.0" class="header__heading-logo motion-reduce"></div></a></h1>` +
      `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">` +
      menu.map(([href, label]) => `<li><a href="${href}" class="header__menu-item list-menu__item link link--text focus-inset"${href === p.path ? ' aria-current="page"' : ''}><span${href === p.path ? ' class="header__active-menu-item"' : ''}>${esc(label)}</span></a></li>`).join('') +
      `</ul></nav><div class="header__icons">${switcher}<a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">${lang === 'no' ? 'Logg inn' : 'Log in'}</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">${lang === 'no' ? 'Handlekurv' : 'Cart'}</span></a></div></header></sticky-header></div>`
    );
  },
  footer: (p) =>
    `<div id="shopify-section-footer" class="shopify-section"><footer class="footer color-scheme-1 gradient section-footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Havbris Fiskeutstyr AS</h2><div class="footer-block__details-content rte"><p>Storgata 41, 6509 Kristiansund N<br>Org.nr. 918 244 503 MVA<br>Tlf. ${tel('+47 71 58 22 40')}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">${p.lang === 'en' ? 'Info' : 'Info'}</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">${p.lang === 'en' ? 'Privacy policy' : 'Personvern'}</a></li><li><a href="/policies/terms-of-service" class="link link--text list-menu__item list-menu__item--link">${p.lang === 'en' ? 'Terms of sale' : 'Salgsbetingelser'}</a></li></ul></div></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Havbris Fiskeutstyr</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Drevet av Shopify</a></small></div></div></footer></div>`,
  privacyPath: { no: '/policies/privacy-policy', en: '/policies/privacy-policy' },
  bodyEnd: [`<script id="shopify-features" type="application/json">{"accessToken":"6b2f1c0e9a8d7b6c5e4f3a2b1c0d9e8f","betas":["rich-media-storefront-analytics"],"domain":"${HOST}","predictiveSearch":true,"shopId":61290133599,"locale":"nb"}</script>`],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const rte = (title: string, html: string): string =>
  `<div id="shopify-section-template--main" class="shopify-section section"><div class="page-width page-width--narrow section-template--main-padding"><h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${html}</div></div></div>`;

type Member = { name: string; title: string; local: string; charcode?: boolean; text: string };
const TEAM: Member[] = [
  { name: 'Eirik Nilsen', title: 'Daglig leder', local: 'eirik.nilsen', text: 'Startet Havbris i garasjen i 2009 og støper fortsatt de første prototypene selv.' },
  { name: 'Ingrid Solberg', title: 'Produktutvikler, sluker og fluer', local: 'ingrid.solberg', text: 'Binder fluer til laks og sjøørret og tester alt i Surna før det havner i nettbutikken.' },
  { name: 'Henrik Aas', title: 'Salgssjef Norden', local: 'henrik.aas', text: 'Følger opp sportsbutikker i Norge, Sverige og Finland.' },
  { name: 'Marte Lie', title: 'Økonomiansvarlig', local: 'marte.lie', charcode: true, text: 'Fakturaer, lønn og regnskap.' },
  { name: 'Jon Strand', title: 'Lager og logistikk', local: 'jon.strand', text: 'Pakker ordrene dine, som regel samme dag.' },
];

const card = (m: Member, i: number): string => {
  const addr = `${m.local}@${HOST}`;
  const mail = m.charcode
    ? `<span itemprop="email" id="team-mail-${i}"></span><script>(function(){var a=String.fromCharCode(${charCodes(addr)});var s=document.getElementById('team-mail-${i}');s.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script>`
    : `<a href="mailto:${addr}" itemprop="email">${addr}</a>`;
  return (
    `<li class="grid__item"><div class="card card--standard card--text" itemscope itemtype="https://schema.org/Person"><div class="card__inner"><div class="card__media"><img src="//${HOST}/cdn/shop/files/team-${m.local.split('.')[0]}.jpg?v=1701264001&amp;width=533" alt="" width="533" height="533" loading="lazy"></div>` +
    `<div class="card__content"><h3 class="card__heading h4" itemprop="name">${esc(m.name)}</h3><p class="caption-with-letter-spacing" itemprop="jobTitle">${esc(m.title)}</p><p>${esc(m.text)}</p><p>${mail}</p></div></div></div></li>`
  );
};

export function havbris(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (no: string, en: string) => ({ no, en, 'x-default': no });

  pages['/'] = page({
    path: '/',
    lang: 'no',
    title: 'Sluker, fluer og havfiskeutstyr fra Nordmøre',
    alternates: alt('/', '/en'),
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Havbris Fiskeutstyr',
        logo: `https://${HOST}/cdn/shop/files/havbris-logo@2x.png?v=1698745120&width=500`,
        sameAs: ['https://www.facebook.com/havbrisfiske', 'https://www.instagram.com/havbris'],
        url: `${ORIGIN}/`,
        email: `mailto:post@${HOST}`,
      },
    ],
    main:
      `<div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Laget for tøft vær</h2><div class="banner__text rte"><p>Sluker og pilker støpt i Kristiansund, fluer bundet for hånd, og rigger som tåler Norskehavet.</p></div><div class="banner__buttons"><a href="/collections/sluker" class="button button--primary">Se sluker</a></div></div>` +
      `<div class="rich-text__blocks"><p>Spørsmål om en ordre? Send oss en e-post til ${mailto(`post@${HOST}`)}.</p></div>`,
  });

  for (const [path, title, text] of [
    ['/collections/sluker', 'Sluker', 'Havbris Tind, Havbris Skjær og den klassiske Kråkesluka i 12–38 gram.'],
    ['/collections/fluer', 'Fluer', 'Laksefluer, sjøørretfluer og tørrfluer bundet i Kristiansund.'],
    ['/collections/havfiske', 'Havfiske', 'Pilker, makrelldorger og ferdige rigger for torsk og sei.'],
  ] as const) {
    pages[path] = page({ path, lang: 'no', title, main: rte(title, `<p>${esc(text)}</p>`) });
  }

  pages['/pages/om-oss'] = page({
    path: '/pages/om-oss',
    lang: 'no',
    title: 'Om oss',
    main: rte('Om oss', `<p>Vi er sju ansatte på Nordmøre som lager fiskeutstyr vi selv vil bruke. Alt blir testet i sjøen utenfor Grip før det selges.</p>`) + `<div class="page-width"><ul class="grid product-grid grid--2-col-tablet-down grid--3-col-desktop" role="list">${TEAM.map(card).join('')}</ul></div>`,
  });

  pages['/pages/kontakt'] = page({
    path: '/pages/kontakt',
    lang: 'no',
    title: 'Kontakt',
    alternates: alt('/pages/kontakt', '/en/pages/contact'),
    main: rte(
      'Kontakt oss',
      `<p>Kundeservice svarer på e-post hverdager 08–15: ${mailto(`post@${HOST}`)}</p>` +
        `<!-- Gammel adresse, ikke i bruk etter flytting til Shopify: butikk@${HOST} -->` +
        `<p>Forhandlere i Norden: ta kontakt med Henrik Aas på telefon ${tel('+47 907 33 512')}. Bestillinger fra butikker sendes til ${mailto(`ordre@${HOST}`)}.</p>` +
        `<p>Presse og samarbeid: Silje Hovland, markedsansvarlig – ${mailto(`silje.hovland@${HOST}`)}</p>` +
        `<p>Besøksadresse: Storgata 41, 6509 Kristiansund N. Butikken er åpen torsdag 12–18.</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Lures, flies and sea-fishing tackle from Norway',
    alternates: alt('/', '/en'),
    main: `<div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Made for rough weather</h2><div class="banner__text rte"><p>Spoons and jigs cast in Kristiansund, hand-tied flies and rigs that stand up to the Norwegian Sea. We ship across Europe.</p></div><div class="banner__buttons"><a href="/en/collections/lures" class="button button--primary">Shop lures</a></div></div>`,
  });
  pages['/en/collections/lures'] = page({ path: '/en/collections/lures', lang: 'en', title: 'Lures', main: rte('Lures', '<p>Havbris Tind, Havbris Skjær and our classic crow spoon, 12–38 g.</p>') });
  pages['/en/collections/sea-fishing'] = page({ path: '/en/collections/sea-fishing', lang: 'en', title: 'Sea fishing', main: rte('Sea fishing', '<p>Jigs, mackerel feathers and ready-made rigs for cod and saithe.</p>') });
  pages['/en/pages/contact'] = page({
    path: '/en/pages/contact',
    lang: 'en',
    title: 'Contact',
    alternates: alt('/pages/kontakt', '/en/pages/contact'),
    main: rte(
      'Contact us',
      `<p>Customer service answers e-mail on weekdays, 8 am to 3 pm (CET).</p>` +
        `<p>Distributors and retailers outside the Nordics: Kristoffer Dahl, Export Manager – ${mailto(`kristoffer.dahl@${HOST}`)}, ${tel('+47 907 33 520')}</p>` +
        `<p>We attend EFTTEX every year; book a meeting at our stand through Kristoffer.</p>`,
    ),
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', lang: 'no', title: 'Personvernerklæring', main: rte('Personvernerklæring', '<p>Havbris Fiskeutstyr AS er behandlingsansvarlig for personopplysninger som samles inn via nettbutikken. Betaling håndteres av Shopify Payments og Vipps.</p>') });
  pages['/policies/terms-of-service'] = page({ path: '/policies/terms-of-service', lang: 'no', title: 'Salgsbetingelser', main: rte('Salgsbetingelser', '<p>Angrerett 14 dager. Reklamasjoner behandles etter forbrukerkjøpsloven.</p>') });
  pages['/account/login'] = page({ path: '/account/login', lang: 'no', title: 'Logg inn', main: rte('Logg inn', `<p>Problemer med kontoen? Skriv til ${mailto(`konto@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /61290133599/checkouts\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /search\nDisallow: /policies/\n` +
        `Allow: /policies/privacy-policy\nAllow: /policies/terms-of-service\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '61290133599', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-33',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/pages/kontakt'], cases: ['role', 'plain', 'json-ld-mailto'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/pages/om-oss'],
          ...(m.charcode ? { encoded: { kind: 'charcodes' as const, text: charCodes(`${m.local}@${HOST}`) } } : {}),
          cases: ['card', ln, ...(m.charcode ? ['script-charcode'] : ['microdata', 'plain'])] as CaseKind[],
        })),
        { address: `ordre@${HOST}`, name: null, title: null, pages: ['/pages/kontakt'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `silje.hovland@${HOST}`, name: 'Silje Hovland', title: 'markedsansvarlig', pages: ['/pages/kontakt'], cases: ['name-title-line', 'plain', ln] },
        { address: `kristoffer.dahl@${HOST}`, name: 'Kristoffer Dahl', title: 'Export Manager', pages: ['/en/pages/contact'], cases: ['name-title-line', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: `butikk@${HOST}`, kind: 'comment' },
        { text: 'havbris-logo@2x.png', kind: 'retina' },
        { text: `konto@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
