/**
 * Hardanger Sluk & Reiskap AS: a maker of spoons, lures and fishing gear in Norheimsund, on
 * Shopify with the Dawn theme, in Nynorsk with an English market (reached through hreflang; the
 * language selector is a form). The about page's team as Dawn multicolumn cards and the founder as
 * a JSON-LD Person; the contact page with the product developer's address from
 * String.fromCharCode, the warehouse manager's from a concatenating script and the accounts line
 * as "Faktura og rekneskap: name, title, address"; the dealer page's export manager as
 * "Eksportsjef: name, address"; the press contact as a label line in Nynorsk and English. A
 * retailer's address, a form placeholder, a retina logo and the account page (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hardangersluk.test';
const ORIGIN = `http://${HOST}`;
const CDN = `//${HOST}/cdn/shop`;

const MENU: Record<string, [string, string][]> = {
  nn: [
    ['/collections/sluk', 'Sluk'],
    ['/collections/reiskap', 'Reiskap'],
    ['/pages/om-oss', 'Om oss'],
    ['/pages/forhandlarar', 'Forhandlarar'],
    ['/pages/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/collections/sluk', 'Spoons & lures'],
    ['/en/pages/press', 'Press'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Hardanger Sluk',
  head: [
    `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>`,
    `<script>var Shopify = Shopify || {};Shopify.shop = "hardanger-sluk.myshopify.com";Shopify.locale = "nn";Shopify.currency = {"active":"NOK","rate":"1.0"};Shopify.country = "NO";Shopify.theme = {"name":"Dawn","id":143220867321,"schema_name":"Dawn","schema_version":"15.1.0","theme_store_id":887,"role":"main"};</script>`,
    `<link href="${CDN}/t/4/assets/base.css?v=144997082486365258741716548322" rel="stylesheet" type="text/css" media="all">`,
    `<script src="${CDN}/t/4/assets/constants.js?v=132983761750457495441716548322" defer="defer"></script>`,
    `<script src="${CDN}/t/4/assets/global.js?v=84909167025384212741716548322" defer="defer"></script>`,
    `<script id="shop-js-analytics" type="application/json">{"pageType":"page"}</script>`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'nn';
    return (
      `<div id="shopify-section-sections--header__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-scheme-2 gradient" role="region"><p class="announcement-bar__message h5"><span>${lang === 'en' ? 'Free shipping in Norway over NOK 799' : 'Fri frakt i Noreg over 799 kr'}</span></p></div></div>` +
      `<div id="shopify-section-sections--header__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">` +
      `<a href="${lang === 'en' ? '/en' : '/'}" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${CDN}/files/logo-hardangersluk.png?v=1701779012&amp;width=600" alt="Hardanger Sluk" srcset="${CDN}/files/logo-hardangersluk.png?v=1701779012&amp;width=180 180w, ${CDN}/files/logo-hardangersluk@2x.png?v=1701779012&amp;width=360 360w" width="180" height="56.0" loading="eager" class="header__heading-logo motion-reduce"></div></a>` +
      `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU[lang]!.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
      `<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">${lang === 'en' ? 'Log in' : 'Logg inn'}</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">${lang === 'en' ? 'Cart' : 'Handlekorg'}</span></a></div></header></sticky-header></div>`
    );
  },
  footer: (p) =>
    `<div id="shopify-section-sections--footer__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--footer__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">${p.lang.startsWith('en') ? 'Info' : 'Informasjon'}</h2><ul class="footer-block__details-content list-unstyled">` +
    (p.lang.startsWith('en')
      ? `<li><a href="/en/pages/press" class="link link--text list-menu__item list-menu__item--link">Press</a></li>`
      : `<li><a href="/pages/presse" class="link link--text list-menu__item list-menu__item--link">Presse</a></li><li><a href="/pages/frakt-og-retur" class="link link--text list-menu__item list-menu__item--link">Frakt og retur</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Personvern</a></li>`) +
    `</ul></div><div class="footer-block grid__item"><div class="footer-block__details-content rte"><p>Hardanger Sluk &amp; Reiskap AS<br>Sandvenvegen 41, 5600 Norheimsund<br>Org.nr. 921 774 306 MVA</p></div></div></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__column footer__localization isolate"><localization-form><form method="post" action="/localization" id="FooterLanguageFormNoScript" accept-charset="UTF-8" class="localization-form" enctype="multipart/form-data"><input type="hidden" name="form_type" value="localization"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="_method" value="put"><input type="hidden" name="return_to" value="${p.path}">` +
    `<div class="localization-form__select"><select class="localization-selector link" name="locale_code"><option value="nn" lang="nn"${p.lang.startsWith('en') ? '' : ' selected'}>Norsk (nynorsk)</option><option value="en" lang="en"${p.lang.startsWith('en') ? ' selected' : ''}>English</option></select></div><button class="button button--tertiary">Oppdater språk</button></form></localization-form></div>` +
    `<div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Hardanger Sluk</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Drive av Shopify</a></small></div></div></footer></div>`,
  bodyEnd: [`<script src="${CDN}/t/4/assets/details-disclosure.js?v=13653116266235556501716548322" defer="defer"></script>`, `<script src="${CDN}/t/4/assets/localization-form.js?v=161644695336821385561716548322" defer="defer"></script>`],
};

const ALTERNATES = { 'nn-NO': '/', 'en-NO': '/en', 'x-default': '/' };
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'nn' });
const mainPage = (title: string, rte: string): string =>
  `<div id="shopify-section-template--main-page" class="shopify-section section"><div class="page-width page-width--narrow section-template--main-page-padding"><h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${rte}</div></div></div>`;

type Member = { name: string; title: string; local: string | null; img: string };
const TEAM: Member[] = [
  { name: 'Ola Tveit', title: 'Dagleg leiar og gründar', local: 'ola', img: 'ola-tveit' },
  { name: 'Synnøve Hauge', title: 'Produksjonsleiar', local: 'synnove', img: 'synnove-hauge' },
  { name: 'Kjetil Brekke', title: 'Produktutviklar', local: null, img: 'kjetil-brekke' },
  { name: 'Ingrid Lothe', title: 'Marknadssjef', local: 'ingrid', img: 'ingrid-lothe' },
];
const column = (m: Member): string =>
  `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--full-width"><div class="media media--transparent media--square"><img src="${CDN}/files/${m.img}.jpg?v=1701779101&amp;width=750" alt="" width="750" height="750" loading="lazy" class="multicolumn-card__image"></div></div>` +
  `<div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(m.name)}</h3><div class="rte"><p>${esc(m.title)}${m.local ? `<br>${mailto(`${m.local}@${HOST}`)}` : ''}</p></div></div></div></li>`;

const KJETIL_CODES = charCodes(`kjetil@${HOST}`);
const EIRIK_SCRIPT = `var u = 'eirik'; var d = 'hardangersluk' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '<\\/a>');`;

export function hardangersluk(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Sluk og fiskereiskap frå Hardanger',
    alternates: ALTERNATES,
    jsonLd: [{ '@context': 'http://schema.org', '@type': 'Organization', name: 'Hardanger Sluk', logo: `http:${CDN}/files/logo-hardangersluk.png?v=1701779012&width=500`, sameAs: ['https://www.facebook.com/hardangersluk', 'https://www.instagram.com/hardangersluk'], url: `${ORIGIN}` }],
    main:
      `<div id="shopify-section-template--index__image_banner" class="shopify-section section"><div class="banner banner--large"><div class="banner__content page-width"><div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Handlaga sluk sidan 1978</h2><div class="banner__text rte"><p>Støypt, slipa og måla i Norheimsund. Testa i fjorden utanfor verkstaden.</p></div><div class="banner__buttons"><a href="/collections/sluk" class="button button--primary">Sjå alle sluk</a></div></div></div></div></div>` +
      `<div id="shopify-section-template--index__rich_text" class="shopify-section section"><div class="rich-text content-container page-width"><div class="rich-text__blocks"><p>Vil du vite meir om folka bak? <a href="/pages/om-oss">Les om verkstaden</a>.</p></div></div></div>`,
  });

  pages['/collections/sluk'] = page({ path: '/collections/sluk', title: 'Sluk', main: mainPage('Sluk', '<p>Hardangerskeia, Fjordblink og Sildekongen i 12–40 gram. Alle sluka våre er handmåla.</p>') });
  pages['/collections/reiskap'] = page({ path: '/collections/reiskap', title: 'Reiskap', main: mainPage('Reiskap', '<p>Pilkar, dregg, garnflåar og havfiskestonger.</p>') });
  pages['/pages/frakt-og-retur'] = page({ path: '/pages/frakt-og-retur', title: 'Frakt og retur', main: mainPage('Frakt og retur', '<p>Vi sender med Posten og Helthjem. Du har 30 dagars angrerett.</p>') });
  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Personvernerklæring', main: mainPage('Personvernerklæring', '<p>Hardanger Sluk &amp; Reiskap AS er behandlingsansvarleg for personopplysningane som blir samla inn i nettbutikken.</p>') });

  pages['/pages/om-oss'] = page({
    path: '/pages/om-oss',
    title: 'Om oss',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Hardanger Sluk & Reiskap AS',
        foundingDate: '1978',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Ola Tveit', jobTitle: 'Dagleg leiar og gründar', email: `ola@${HOST}` },
        address: { '@type': 'PostalAddress', streetAddress: 'Sandvenvegen 41', postalCode: '5600', addressLocality: 'Norheimsund', addressCountry: 'NO' },
      },
    ],
    main:
      mainPage('Om oss', '<p>Far til Ola byrja å støype sluk i garasjen i 1978. I dag er vi ti tilsette i den gamle konservesfabrikken i Sandven, og sluka våre blir selde i over 200 sportsbutikkar i Noreg og Sverige.</p>') +
      `<div id="shopify-section-template--about__multicolumn" class="shopify-section section"><div class="multicolumn color-scheme-1 gradient background-none"><div class="page-width section-template--about__multicolumn-padding"><div class="title-wrapper-with-link title-wrapper--self-padded-mobile title-wrapper--no-top-margin"><h2 class="title inline-richtext h1">Folka på verkstaden</h2></div>` +
      `<slider-component class="slider-mobile-gutter"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--4-col-desktop" role="list">${TEAM.map(column).join('')}</ul></slider-component></div></div></div>`,
  });

  pages['/pages/kontakt'] = page({
    path: '/pages/kontakt',
    title: 'Kontakt',
    main:
      mainPage(
        'Kontakt oss',
        `<p>Kundeservice: ${mailto(`post@${HOST}`)} · ${tel('56 55 14 20')} (kvardagar 9–15)<br>Spørsmål om ei bestilling: ${mailto(`ordre@${HOST}`)}</p>` +
          `<p>Spesialbestillingar, firmasluk med logo og sluk på oppdrag:<br>Kjetil Brekke, produktutviklar, <script>document.write('<a href="mailto:' + String.fromCharCode(${KJETIL_CODES}) + '">' + String.fromCharCode(${KJETIL_CODES}) + '<\\/a>');</script></p>` +
          `<p>Returar og reklamasjonar tek Eirik Vik (lagerleiar) imot – skriv til <script>${EIRIK_SCRIPT}</script> og legg ved ordrenummeret.</p>` +
          `<p>Faktura og rekneskap: Anne Tveit, økonomiansvarleg, ${mailto(`anne@${HOST}`)}</p>`,
      ) +
      `<div id="shopify-section-template--contact__form" class="shopify-section section"><div class="color-scheme-1 gradient"><div class="contact page-width page-width--narrow section-template--contact__form-padding"><form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">` +
      `<div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Namn]" placeholder="Namn"><label class="field__label" for="ContactForm-name">Namn</label></div>` +
      `<div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" aria-required="true" placeholder="kari.nordmann@eksempel.test"><label class="field__label" for="ContactForm-email">E-post <span aria-hidden="true">*</span></label></div></div>` +
      `<div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Melding]" placeholder="Melding"></textarea></div><div class="contact__button"><button type="submit" class="button">Send</button></div></form></div></div></div>`,
  });

  pages['/pages/forhandlarar'] = page({
    path: '/pages/forhandlarar',
    title: 'Forhandlarar',
    main: mainPage(
      'Forhandlarar',
      `<p>Sluka våre finst hjå sportsbutikkar over heile landet, mellom anna Sportsfiske Bergen (${mailto('post@sportsfiske-bergen.test')}) og Jakt &amp; Fiske Voss.</p>` +
        `<p>Vil du bli forhandlar? Ta kontakt med Rune Aasen, salssjef, på ${mailto(`rune@${HOST}`)} eller ${tel('917 40 221')}.</p>` +
        `<p>Eksportsjef: Maja Lindgren, ${mailto(`maja@${HOST}`)} (Sverige, Finland og Danmark)</p>`,
    ),
  });

  pages['/pages/presse'] = page({
    path: '/pages/presse',
    title: 'Presse',
    main: mainPage('Presse', `<p>Høgoppløyste bilete av produkta og verkstaden sender vi gjerne.</p><p>Pressekontakt: Ingrid Lothe, marknadssjef, tlf. ${tel('915 22 340')}, ${mailto(`ingrid@${HOST}`)}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Handmade spoons and fishing gear from Hardanger',
    lang: 'en',
    alternates: ALTERNATES,
    main: mainPage('Handmade spoons since 1978', '<p>Cast, polished and painted by hand in Norheimsund on the Hardangerfjord. We ship to Norway, Sweden and Finland.</p>'),
  });
  pages['/en/collections/sluk'] = page({ path: '/en/collections/sluk', title: 'Spoons & lures', lang: 'en', main: mainPage('Spoons & lures', '<p>Hardangerskeia, Fjordblink and Sildekongen in 12–40 g.</p>') });
  pages['/en/pages/press'] = page({
    path: '/en/pages/press',
    title: 'Press',
    lang: 'en',
    main: mainPage('Press', `<p>We are happy to send high-resolution product and workshop photos.</p><p>Press contact: Ingrid Lothe, Head of Marketing, tel. ${tel('+47 915 22 340')}, ${mailto(`ingrid@${HOST}`)}</p>`),
  });

  pages['/account/login'] = page({ path: '/account/login', title: 'Konto', main: mainPage('Logg inn', `<p>Har du problem med kontoen din? Skriv til ${mailto(`konto@${HOST}`)}.</p>`) });
  pages['/cart'] = page({ path: '/cart', title: 'Handlekorg', main: mainPage('Handlekorga di', '<p>Handlekorga di er tom.</p>') });

  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/pages/om-oss', '/pages/kontakt', '/pages/forhandlarar', '/pages/presse', '/pages/frakt-og-retur'], '2025-02-11'));
  pages['/sitemap_collections_1.xml'] = xmlPage(urlset(HOST, ['/collections/sluk', '/collections/reiskap'], '2025-02-11'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        '# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /search\n\n' +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_pages_1.xml', '/sitemap_collections_1.xml'], '2025-02-11'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '71943265401', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-61',
      languages: ['no', 'en'],
      addresses: [
        { address: `ola@${HOST}`, name: 'Ola Tveit', title: 'Dagleg leiar og gründar', pages: ['/pages/om-oss'], cases: ['card', 'json-ld-person', 'plain', ln] },
        { address: `synnove@${HOST}`, name: 'Synnøve Hauge', title: 'Produksjonsleiar', pages: ['/pages/om-oss'], cases: ['card', 'plain', ln] },
        {
          address: `ingrid@${HOST}`,
          name: 'Ingrid Lothe',
          title: 'Marknadssjef',
          titleAlternatives: ['Head of Marketing'],
          pages: ['/pages/om-oss', '/pages/presse', '/en/pages/press'],
          cases: ['card', 'label-line', 'plain', 'hreflang', ln],
        },
        { address: `kjetil@${HOST}`, name: 'Kjetil Brekke', title: 'produktutviklar', pages: ['/pages/kontakt'], encoded: { kind: 'charcodes', text: KJETIL_CODES }, cases: ['name-title-line', 'script-charcode', ln] },
        { address: `eirik@${HOST}`, name: 'Eirik Vik', title: 'lagerleiar', pages: ['/pages/kontakt'], encoded: { kind: 'script', text: EIRIK_SCRIPT }, cases: ['prose', 'script-concat', ln] },
        { address: `anne@${HOST}`, name: 'Anne Tveit', title: 'økonomiansvarleg', pages: ['/pages/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `rune@${HOST}`, name: 'Rune Aasen', title: 'salssjef', pages: ['/pages/forhandlarar'], cases: ['prose', 'name-title-line', 'plain', ln] },
        { address: `maja@${HOST}`, name: 'Maja Lindgren', title: 'Eksportsjef', pages: ['/pages/forhandlarar'], cases: ['title-name-line', 'plain', ln] },
        { address: `post@${HOST}`, name: null, title: null, pages: ['/pages/kontakt'], cases: ['role', 'plain', ln] },
        { address: `ordre@${HOST}`, name: null, title: null, pages: ['/pages/kontakt'], cases: ['role', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: `konto@${HOST}`, kind: 'disallowed' },
        { text: 'post@sportsfiske-bergen.test', kind: 'other-company' },
        { text: 'kari.nordmann@eksempel.test', kind: 'placeholder' },
        { text: 'logo-hardangersluk@2x.png', kind: 'retina' },
      ],
    },
  };
}
