/**
 * Kilnaughton Distillery: a small single-malt distillery by Port Ellen on Islay with a web shop
 * and visitor centre, on Shopify (Dawn-derived theme). "The Distillery Folk" holds the team as
 * multicolumn cards (the distillery manager also a Person in JSON-LD); "Our Story" names the
 * founder in text while her address is given only in the page's JSON-LD; "Visit Us" has opening
 * hours, tours and the visitor centre manager in a sentence, also nested as a department's
 * employee in JSON-LD; the contact page names the online shop manager "Name, Title, address";
 * the trade and export page, which no menu links, is listed only in a child of Shopify's
 * sitemap index. The retina logo's file name, the courier's address and the account page
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kilnaughton-distillery-islay.test';
const ORIGIN = `http://${HOST}`;
const NAME = 'Kilnaughton Distillery';
const CDN = '//kilnaughton-distillery-islay.test/cdn/shop/files';

const MENU: [string, string][] = [
  ['/collections/all', 'Shop'],
  ['/pages/our-story', 'Our Story'],
  ['/pages/the-distillery-folk', 'The Distillery Folk'],
  ['/pages/visit-us', 'Visit Us'],
  ['/blogs/news', 'News'],
  ['/pages/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: NAME,
  head: [
    '<meta name="theme-color" content="">',
    `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>`,
    `<script>var Shopify = Shopify || {};Shopify.shop = "kilnaughton-distillery.myshopify.com";Shopify.locale = "en";Shopify.currency = {"active":"GBP","rate":"1.0"};Shopify.country = "GB";Shopify.theme = {"name":"Dawn","id":141234567890,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>`,
    `<link href="${CDN.replace('/files', '')}/t/4/assets/base.css?v=88290808517547527771712345678" rel="stylesheet" type="text/css" media="all">`,
    `<script src="${CDN.replace('/files', '')}/t/4/assets/global.js?v=37284204640041572741712345678" defer="defer"></script>`,
    '<meta name="shopify-digital-wallet" content="/61234567890/digital_wallets/dialog">',
  ],
  header: () =>
    `<div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Free UK delivery on orders over £100 · You must be 18 or over to buy from us</p></div>` +
    `<sticky-header class="header-wrapper color-background-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">` +
    `<h1 class="header__heading"><a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${CDN}/kilnaughton-logo@2x.png?v=1698765432&amp;width=600" alt="${esc(NAME)}" srcset="${CDN}/kilnaughton-logo@2x.png?v=1698765432&amp;width=180 180w, ${CDN}/kilnaughton-logo@2x.png?v=1698765432&amp;width=270 270w" width="180" height="60.0" loading="eager" class="header__heading-logo motion-reduce"></div></a></h1>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header>`,
  footer: () =>
    `<footer class="footer color-background-2 gradient section-sections--footer-padding"><div class="footer__content-top page-width"><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Kilnaughton Distillery</h2><div class="footer-block__details-content rte"><p>Kilnaughton, Port Ellen<br>Isle of Islay PA42 7AX<br>${tel('01496 555 310')}<br>${mailto(`hello@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading">Info</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/policies/shipping-policy" class="link link--text list-menu__item--link">Shipping</a></li><li><a href="/policies/refund-policy" class="link link--text list-menu__item--link">Returns</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item--link">Privacy</a></li></ul></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Kilnaughton Distillery</a></small> <small class="copyright__content">Kilnaughton Distillery Ltd, registered in Scotland SC612345. Please enjoy responsibly. <a href="https://www.drinkaware.co.uk">drinkaware.co.uk</a></small> <small class="copyright__content"><a href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore" rel="nofollow" target="_blank">Powered by Shopify</a></small></div></div></footer>`,
  privacyPath: { en: '/policies/privacy-policy' },
  bodyEnd: [`<script>window.ShopifyAnalytics = window.ShopifyAnalytics || {};window.ShopifyAnalytics.meta = {"currency":"GBP","page":{"pageType":"page"}};</script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const richText = (html: string): string =>
  `<div id="shopify-section-template--17890123456789__main" class="shopify-section section"><div class="page-width page-width--narrow section-template--17890123456789__main-padding"><div class="rte">${html}</div></div></div>`;

type Folk = { name: string; title: string; local: string; bio: string };
const FOLK: Folk[] = [
  { name: 'Calum MacAffer', title: 'Distillery Manager', local: 'calum.macaffer', bio: 'Born in Port Charlotte, Calum spent nineteen years in the island’s bigger stillhouses before coming home to build ours in 2018.' },
  { name: 'Eilidh MacTaggart', title: 'Head Distiller', local: 'eilidh.mactaggart', bio: 'Eilidh runs the mash house and stills and decides when the heart of the run begins. She trained in brewing and distilling at Heriot-Watt.' },
  { name: 'Ruaridh Campbell', title: 'Warehouse Manager', local: 'ruaridh.campbell', bio: 'Ruaridh looks after our 1,400 casks in the dunnage warehouse by the shore, and the bottling days.' },
  { name: 'Kirsty Bell', title: 'Brand Ambassador', local: 'kirsty.bell', bio: 'Kirsty hosts our tastings on the island and at festivals from Feis Ile to Whisky Live London.' },
];

export function kilnaughtonDistillery(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const org = { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: NAME, url: `${ORIGIN}/`, logo: `http:${CDN}/kilnaughton-logo@2x.png` };

  pages['/'] = page({
    path: '/',
    title: 'Islay Single Malt',
    description: 'Kilnaughton is a small, independent single-malt distillery on the south coast of Islay.',
    jsonLd: [{ '@context': 'https://schema.org', ...org, sameAs: ['https://www.instagram.com/kilnaughtondistillery', 'https://www.facebook.com/kilnaughtondistillery'] }],
    main:
      `<div id="shopify-section-template--17890123456700__image_banner" class="shopify-section section"><div class="banner banner--large"><div class="banner__media media"><img src="${CDN}/stillhouse-dawn.jpg?v=1698765432&amp;width=3840" alt="The stillhouse at dawn" width="3840" height="2160"></div><div class="banner__content"><div class="banner__box"><h2 class="banner__heading h0">Peat, salt and patience</h2><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Shop the range</a></div></div></div></div></div>` +
      `<div class="shopify-section"><div class="page-width"><h2>Featured</h2><ul class="grid product-grid"><li class="grid__item"><a href="/products/kilnaughton-inaugural-release">Kilnaughton Inaugural Release, 5 Year Old, 58.2% · £85.00</a></li><li class="grid__item"><a href="/products/kilnaughton-shore-cask">Shore Cask, Oloroso finish, 46% · £62.00</a></li></ul></div></div>` +
      `<div class="shopify-section"><div class="page-width"><p>Visitor centre open daily from April to October. <a href="/pages/visit-us">Plan your visit</a></p></div></div>`,
  });

  pages['/collections/all'] = page({ path: '/collections/all', title: 'Products', main: richText(`<h1>All whisky</h1><ul><li><a href="/products/kilnaughton-inaugural-release">Kilnaughton Inaugural Release</a> · £85.00</li><li><a href="/products/kilnaughton-shore-cask">Shore Cask</a> · £62.00</li><li>New-make spirit, 20cl · £18.00 (sold out)</li></ul>`) });
  pages['/products/kilnaughton-inaugural-release'] = page({ path: '/products/kilnaughton-inaugural-release', title: 'Kilnaughton Inaugural Release', main: richText(`<h1>Kilnaughton Inaugural Release</h1><p>5 Year Old · 58.2% ABV · 70cl · £85.00</p><p>Heavily peated (50ppm) barley from Port Ellen maltings, first-fill bourbon barrels from Kentucky. 4,800 bottles.</p><p><strong>Nose:</strong> smoked kelp, lemon peel, vanilla. <strong>Palate:</strong> brine, toffee, bonfire embers.</p>`) });
  pages['/products/kilnaughton-shore-cask'] = page({ path: '/products/kilnaughton-shore-cask', title: 'Shore Cask', main: richText(`<h1>Shore Cask</h1><p>46% ABV · 70cl · £62.00</p><p>Matured for four years by the shore, finished for nine months in oloroso sherry butts.</p>`) });

  pages['/pages/our-story'] = page({
    path: '/pages/our-story',
    title: 'Our Story',
    jsonLd: [{ '@context': 'https://schema.org', ...org, foundingDate: '2018', founder: { '@type': 'Person', name: 'Fiona Brodie', jobTitle: 'Founder & Managing Director', email: `fiona.brodie@${HOST}` } }],
    main: richText(
      `<h1>Our Story</h1><p>Kilnaughton was the dream of Fiona Brodie, who grew up on the farm above the bay and spent twenty years in whisky sales in London and Singapore before coming home. In 2018 she and a handful of islanders converted the old creamery into a stillhouse with one wash still and one spirit still.</p>` +
        `<p>We fill around 300 casks a year, all of it peated, and mature every one of them on Islay. We will never be big, and that is the point.</p>` +
        `<p>Fiona is still here most days, usually in the warehouse or on the phone to a cooper.</p>`,
    ),
  });

  pages['/pages/the-distillery-folk'] = page({
    path: '/pages/the-distillery-folk',
    title: 'The Distillery Folk',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Calum MacAffer', jobTitle: 'Distillery Manager', email: `calum.macaffer@${HOST}`, worksFor: { '@id': `${ORIGIN}/#organization` } }],
    main:
      `<div class="shopify-section section"><div class="multicolumn color-background-1 gradient"><div class="page-width section-template--17890123456789__multicolumn-padding"><div class="title-wrapper-with-link title-wrapper--self-padded-mobile"><h1 class="title inline-richtext h1">The Distillery Folk</h1></div><p>Nine of us make Kilnaughton. These are the people you are most likely to meet, or to need.</p>` +
      `<ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--4-col-desktop" role="list">` +
      FOLK.map(
        (f) =>
          `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width"><div class="media media--transparent media--square"><img src="${CDN}/folk-${f.local.split('.')[0]}.jpg?v=1698765432&amp;width=750" alt="${esc(f.name)}" width="750" height="750" loading="lazy" class="multicolumn-card__image"></div></div>` +
          `<div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(f.name)}</h3><div class="rte"><p><em>${esc(f.title)}</em></p><p>${esc(f.bio)}</p><p>${mailto(`${f.local}@${HOST}`)}</p></div></div></div></li>`,
      ).join('') +
      `</ul></div></div></div>`,
  });

  pages['/pages/visit-us'] = page({
    path: '/pages/visit-us',
    title: 'Visit Us',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        ...org,
        department: {
          '@type': 'TouristAttraction',
          name: 'Kilnaughton Distillery Visitor Centre',
          openingHours: ['Mo-Su 10:00-17:00'],
          employee: { '@type': 'Person', name: 'Morag Currie', jobTitle: 'Visitor Centre Manager', email: `morag.currie@${HOST}` },
        },
      },
    ],
    main: richText(
      `<h1>Visit Us</h1><p>Our visitor centre and shop are open daily, 10am–5pm, from 1 April to 31 October, and Monday to Friday, 11am–4pm, in winter. We are a fifteen-minute walk (or a five-minute drive) from the Port Ellen ferry terminal.</p>` +
        `<table><thead><tr><th>Tour</th><th>Duration</th><th>Price</th></tr></thead><tbody><tr><td>Stillhouse Tour</td><td>1 hour</td><td>£20</td></tr><tr><td>Warehouse Cask Tasting</td><td>2 hours</td><td>£65</td></tr></tbody></table>` +
        `<p>Tours must be booked in advance during Fèis Ìle. For groups of more than eight, accessibility needs or anything else about your visit, Morag Currie, our Visitor Centre Manager, is happy to help at ${mailto(`morag.currie@${HOST}`)}.</p>` +
        `<p>Please note: we can’t serve drivers, but we will happily pack a driver’s dram to take away.</p>`,
    ),
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Contact',
    main: richText(
      `<h1>Contact</h1><p>General enquiries: ${mailto(`hello@${HOST}`)} · ${tel('01496 555 310')}</p>` +
        `<p>Questions about a web order? Isla Morrison, Online Shop Manager, ${mailto(`isla.morrison@${HOST}`)}</p>` +
        `<p>We ship with Hebridean Parcel Freight; for a lost or damaged parcel, they can be reached directly at claims@hebridean-parcel-freight.test.</p>` +
        `<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓"><div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" aria-required="true" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div></div><div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea></div><div class="contact__button"><button type="submit" class="button">Send</button></div></form>`,
    ),
  });

  pages['/pages/trade-and-export'] = page({
    path: '/pages/trade-and-export',
    title: 'Trade & Export',
    main: richText(
      `<h1>Trade &amp; Export</h1><p>We work with a small number of independent retailers, bars and importers in the UK, Europe, Taiwan and the United States. Trade price lists and samples are available on request.</p>` +
        `<p>Jamie Forsyth, Trade &amp; Export Manager, ${mailto(`jamie.forsyth@${HOST}`)}, ${tel('+44 7700 900 418')}</p>`,
    ),
  });

  pages['/blogs/news'] = page({ path: '/blogs/news', title: 'News', main: richText(`<h1>News</h1><article><h2><a href="/blogs/news/feis-ile-2025-open-day">Fèis Ìle 2025: our open day on 29 May</a></h2><time datetime="2025-04-30">30 April 2025</time></article>`) });
  pages['/blogs/news/feis-ile-2025-open-day'] = page({
    path: '/blogs/news/feis-ile-2025-open-day',
    title: 'Fèis Ìle 2025: our open day on 29 May',
    main: richText(`<h1>Fèis Ìle 2025: our open day on 29 May</h1><p>Our festival bottling (a single first-fill Pedro Ximénez cask, 262 bottles) will be sold at the distillery only, one per person, from 10am. Live music from the Port Ellen Pipe Band from noon, and Eilidh will be running warehouse tastings on the hour.</p>`),
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Privacy policy', main: richText(`<h1>Privacy policy</h1><p>This Privacy Policy describes how Kilnaughton Distillery Ltd collects, uses and discloses your personal information when you visit or make a purchase from the Site.</p>`) });
  pages['/policies/shipping-policy'] = page({ path: '/policies/shipping-policy', title: 'Shipping policy', main: richText(`<h1>Shipping policy</h1><p>UK mainland 2–4 working days. We do not ship to addresses outside the UK from this shop.</p>`) });
  pages['/policies/refund-policy'] = page({ path: '/policies/refund-policy', title: 'Refund policy', main: richText(`<h1>Refund policy</h1><p>Unopened bottles can be returned within 30 days.</p>`) });
  pages['/account/login'] = page({ path: '/account/login', title: 'Account', main: richText(`<h1>Login</h1><p>Trouble with your account or a pre-order? ${mailto(`webshop@${HOST}`)}</p>`) });

  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/pages/our-story', '/pages/the-distillery-folk', '/pages/visit-us', '/pages/contact', '/pages/trade-and-export'], '2025-04-30'));
  pages['/sitemap_products_1.xml'] = xmlPage(urlset(HOST, ['/products/kilnaughton-inaugural-release', '/products/kilnaughton-shore-cask'], '2025-04-30'));
  pages['/sitemap_blogs_1.xml'] = xmlPage(urlset(HOST, ['/blogs/news', '/blogs/news/feis-ile-2025-open-day'], '2025-04-30'));

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /61234567890/checkouts\nDisallow: /61234567890/orders\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /search\nDisallow: /policies/\nDisallow: /*?*oseid=*\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_products_1.xml', '/sitemap_pages_1.xml', '/sitemap_blogs_1.xml'], '2025-04-30'),
      pages,
      headers: { 'X-ShopId': '61234567890', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-72',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/pages/contact'], cases: ['role', 'plain'] },
        ...FOLK.map((f) => ({
          address: `${f.local}@${HOST}`,
          name: f.name,
          title: f.title,
          pages: ['/pages/the-distillery-folk'],
          cases: [...(f.local === 'calum.macaffer' ? (['json-ld-person'] as const) : []), 'card', 'plain', 'link-english-unlisted'] as ('json-ld-person' | 'card' | 'plain' | 'link-english-unlisted')[],
        })),
        { address: `fiona.brodie@${HOST}`, name: 'Fiona Brodie', title: 'Founder & Managing Director', pages: ['/pages/our-story'], cases: ['json-ld-only', 'json-ld-person'] },
        { address: `morag.currie@${HOST}`, name: 'Morag Currie', title: 'Visitor Centre Manager', pages: ['/pages/visit-us'], cases: ['prose', 'json-ld-nested', 'plain'] },
        { address: `isla.morrison@${HOST}`, name: 'Isla Morrison', title: 'Online Shop Manager', pages: ['/pages/contact'], cases: ['name-title-line', 'plain'] },
        { address: `jamie.forsyth@${HOST}`, name: 'Jamie Forsyth', title: 'Trade & Export Manager', pages: ['/pages/trade-and-export'], cases: ['name-title-line', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: `webshop@${HOST}`, kind: 'disallowed' },
        { text: 'kilnaughton-logo@2x.png', kind: 'retina' },
        { text: 'claims@hebridean-parcel-freight.test', kind: 'other-company' },
      ],
    },
  };
}
