/**
 * Theehandel De Kraanvogel: a tea and coffee shop in Haarlem with a webshop, on Shopify (Dawn
 * theme sections). The customer service mailbox as the Organization's contactPoint, the founder's
 * address only in the About page's JSON-LD, the staff as multicolumn cards, the horeca mailbox
 * beside a colleague's name, a "Perscontact:" label line, and a vacancy reached only through the
 * pages sitemap of Shopify's sitemap index. The newsletter field's placeholder and the account
 * pages (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'theehandel-de-kraanvogel.test';
const ORIGIN = `http://${HOST}`;
const CDN = '//theehandel-de-kraanvogel.test/cdn/shop/t/7/assets';

const MENU: [string, string][] = [
  ['/collections/thee', 'Thee'],
  ['/collections/koffie', 'Koffie'],
  ['/collections/theewaren', 'Theewaren'],
  ['/pages/over-ons', 'Over ons'],
  ['/pages/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Theehandel De Kraanvogel',
  head: [
    `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>`,
    `<link href="${CDN}/base.css?v=144052262" rel="stylesheet" type="text/css" media="all">`,
    `<script src="${CDN}/constants.js?v=58251544750838685771" defer="defer"></script>`,
    `<script>window.Shopify = window.Shopify || {}; Shopify.shop = "de-kraanvogel.myshopify.com"; Shopify.locale = "nl"; Shopify.currency = {"active":"EUR","rate":"1.0"}; Shopify.country = "NL"; Shopify.theme = {"name":"Dawn","id":142318821615,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};</script>`,
    `<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/63218114799/digital_wallets/dialog">`,
  ],
  header: () =>
    `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Ga direct naar de content</a>` +
    `<div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar" role="region" aria-label="Aankondiging"><p class="announcement-bar__message h5">Gratis verzending in NL vanaf € 40</p></div></div>` +
    `<div id="shopify-section-header" class="shopify-section section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">` +
    `<h1 class="header__heading"><a href="/" class="header__heading-link link link--text focus-inset"><img src="//${HOST}/cdn/shop/files/kraanvogel-logo.png?v=1694012345&amp;width=300" alt="Theehandel De Kraanvogel" width="150" height="56" class="header__heading-logo motion-reduce"></a></h1>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Inloggen</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Winkelwagen</span></a></div></header></sticky-header></div>` +
    `<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`,
  footer: () =>
    `</main><div id="shopify-section-footer" class="shopify-section"><footer class="footer color-scheme-1 gradient section-footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Winkel &amp; theesalon</h2><div class="footer-block__details-content rte"><p>Kleine Houtstraat 41, 2011 DL Haarlem<br>di–za 10.00–17.30, zo 12.00–17.00<br>${tel('023 531 84 20')}<br>${mailto(`klantenservice@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading">Handig</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/verzenden-en-retourneren" class="link link--text list-menu__item list-menu__item--link">Verzenden &amp; retourneren</a></li><li><a href="/pages/pers" class="link link--text list-menu__item list-menu__item--link">Pers</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Privacybeleid</a></li></ul></div></div>` +
    `<div class="footer-block--newsletter"><h2 class="footer-block__heading">Blijf op de hoogte van nieuwe oogsten</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--sections--footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="naam@voorbeeld.nl" required><label class="field__label" for="NewsletterForm--sections--footer">E-mail</label></div><button type="submit" class="newsletter-form__button field__button" name="commit" aria-label="Abonneren">→</button></div></form></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Theehandel De Kraanvogel</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Mogelijk gemaakt door Shopify</a></small></div></div></footer></div>`,
  privacyPath: { nl: '/policies/privacy-policy' },
  bodyEnd: [`<script src="${CDN}/global.js?v=84921818254318434741" defer="defer"></script>`, `<script src="${CDN}/details-disclosure.js?v=13653116266235556501" defer="defer"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl' });
const section = (id: string, html: string): string =>
  `<div id="shopify-section-template--17894302515439__${id}" class="shopify-section section"><div class="page-width page-width--narrow section-template--17894302515439__${id}-padding"><div class="rte">${html}</div></div></div>`;

type Staff = { name: string; title: string; local: string; img: string };
const TEAM: Staff[] = [
  { name: 'Eva Jansen', title: 'Inkoper & theeblender', local: 'eva', img: 'eva' },
  { name: 'Thijs van Dijk', title: 'Webshop & logistiek', local: 'thijs', img: 'thijs' },
  { name: 'Fleur Visser', title: 'Klantenservice & winkel', local: 'fleur', img: 'fleur' },
];

const multicolumn = (team: Staff[]): string =>
  `<div id="shopify-section-template--17894302515439__multicolumn_team" class="shopify-section section"><div class="multicolumn color-scheme-1 gradient background-none no-heading"><div class="page-width section-template--17894302515439__multicolumn_team-padding isolate"><div class="title-wrapper-with-link title-wrapper--self-padded-mobile"><h2 class="title inline-richtext h1">Ons team</h2></div>` +
  `<slider-component class="slider-mobile-gutter"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">` +
  team
    .map(
      (s) =>
        `<li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width multicolumn-card-spacing"><div class="media media--transparent media--adapt"><img src="//${HOST}/cdn/shop/files/team-${s.img}.jpg?v=1698761234&amp;width=550" alt="${esc(s.name)}" width="550" height="550" loading="lazy"></div></div>` +
        `<div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(s.name)}</h3><div class="rte"><p>${esc(s.title)}</p><p>${mailto(`${s.local}@${HOST}`)}</p></div></div></div></li>`,
    )
    .join('') +
  `</ul></slider-component></div></div></div>`;

export function deKraanvogel(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const org = {
    '@context': 'http://schema.org',
    '@type': 'Organization',
    name: 'Theehandel De Kraanvogel',
    logo: `https://${HOST}/cdn/shop/files/kraanvogel-logo.png?v=1694012345&width=600`,
    sameAs: ['https://www.instagram.com/theehandeldekraanvogel', 'https://www.facebook.com/dekraanvogelhaarlem'],
    url: `${ORIGIN}`,
  };

  pages['/'] = page({
    path: '/',
    title: 'Losse thee, koffie en theewaren uit Haarlem',
    jsonLd: [org],
    main:
      `<div id="shopify-section-template--17894302515439__image_banner" class="shopify-section section"><div class="banner banner--content-align-center banner--medium"><div class="banner__content banner__content--middle-center page-width"><div class="banner__box content-container content-container--full-width-mobile color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h0">Sinds 1978 aan de Kleine Houtstraat</h2><div class="banner__text rte"><p>Meer dan 200 soorten losse thee, vers gebrande koffie en alles om ze te zetten.</p></div><div class="banner__buttons"><a href="/collections/thee" class="button button--primary">Bekijk onze thee</a></div></div></div></div></div>` +
      section('rich_text', `<p>Nieuw in de winkel: first flush Darjeeling van Jungpana en een Japanse sencha van biologische theetuinen in Kagoshima. <a href="/pages/over-ons">Lees ons verhaal</a>.</p>`),
  });

  for (const [path, title, text] of [
    ['/collections/thee', 'Thee', 'Zwarte, groene, witte en oolong thee, kruiden- en rooibosmelanges.'],
    ['/collections/koffie', 'Koffie', 'Wekelijks vers gebrand door Koffiebranderij Spaarne in Haarlem-Noord.'],
    ['/collections/theewaren', 'Theewaren', 'Theepotten, filters, kopjes en blikken.'],
  ] as const) {
    pages[path] = page({ path, title, main: `<div class="collection-hero"><h1 class="collection-hero__title">${esc(title)}</h1><div class="collection-hero__description rte">${esc(text)}</div></div>` });
  }

  pages['/pages/over-ons'] = page({
    path: '/pages/over-ons',
    title: 'Over ons',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: 'Theehandel De Kraanvogel',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Maarten Bakker', jobTitle: 'Eigenaar & theeproever', email: `maarten@${HOST}` },
        address: { '@type': 'PostalAddress', streetAddress: 'Kleine Houtstraat 41', postalCode: '2011 DL', addressLocality: 'Haarlem', addressCountry: 'NL' },
      },
    ],
    main:
      section('main', `<h1>Over ons</h1><p>In 1978 begon Wim Bakker een kleine theewinkel in de Kleine Houtstraat. Sinds 2012 staat zijn zoon Maarten Bakker achter de toonbank; twee keer per jaar reist hij naar Darjeeling, Assam en Japan om zelf thee te proeven en in te kopen.</p>`) +
      multicolumn(TEAM),
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Theehandel De Kraanvogel',
        url: `${ORIGIN}/`,
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: `klantenservice@${HOST}`, telephone: '+31-23-5318420', availableLanguage: ['Dutch', 'English'] }],
      },
    ],
    main: section(
      'main',
      `<h1>Contact</h1><p>Vragen over een bestelling, retour of onze thee? Mail ${mailto(`klantenservice@${HOST}`)} of bel ${tel('023 531 84 20')} – we antwoorden binnen één werkdag.</p>` +
        `<h2>Horeca en kantoren</h2><p>Schenkt u onze thee in uw restaurant of op kantoor? Thijs van Dijk stelt graag een proefpakket voor u samen. Bestellingen en offertes: ${mailto(`horeca@${HOST}`)}.</p>`,
    ),
  });

  pages['/pages/pers'] = page({
    path: '/pages/pers',
    title: 'Pers',
    main: section('main', `<h1>Pers</h1><p>Beeldmateriaal van de winkel en de theesalon sturen we u graag toe.</p><p><strong>Perscontact:</strong> Lotte Mulder, marketing &amp; communicatie, Kleine Houtstraat 41, 2011 DL Haarlem, ${tel('06 41 87 22 90')}, ${mailto(`lotte@${HOST}`)}</p>`),
  });

  pages['/pages/verzenden-en-retourneren'] = page({ path: '/pages/verzenden-en-retourneren', title: 'Verzenden & retourneren', main: section('main', `<h1>Verzenden &amp; retourneren</h1><p>Op werkdagen voor 15.00 besteld, dezelfde dag verzonden met PostNL. Retourneren kan binnen 14 dagen.</p>`) });
  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Privacybeleid', main: `<div class="shopify-policy__container"><div class="shopify-policy__title"><h1>Privacybeleid</h1></div><div class="shopify-policy__body"><div class="rte"><p>Theehandel De Kraanvogel verwerkt uw gegevens alleen om uw bestelling af te handelen.</p></div></div></div>` });

  pages['/pages/werken-bij'] = page({
    path: '/pages/werken-bij',
    title: 'Werken bij De Kraanvogel',
    main: section(
      'main',
      `<h1>Vacature: winkelmedewerker theesalon (24–32 uur)</h1><p>Ben jij gastvrij, nieuwsgierig naar thee en beschikbaar op zaterdag? Dan zoeken we jou voor de winkel en de theesalon.</p>` +
        `<p>Stuur je cv en een korte motivatie vóór 1 juni naar onze bedrijfsleider Sanne de Vries via ${mailto(`sanne@${HOST}`)}; zij beantwoordt ook je vragen over de functie.</p>`,
    ),
  });

  pages['/account/login'] = page({ path: '/account/login', title: 'Account', main: section('main', `<h1>Inloggen</h1><p>Problemen met je account? Mail ${mailto(`webshop@${HOST}`)}.</p><form method="post" action="/account/login"><input type="email" name="customer[email]" autocomplete="email"><input type="password" name="customer[password]"><button>Inloggen</button></form>`) });

  pages['/sitemap_products_1.xml'] = xmlPage(urlset(HOST, ['/products/darjeeling-jungpana-first-flush', '/products/sencha-kagoshima-bio', '/products/kraanvogel-ontbijtmelange'], '2025-04-30'));
  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/pages/over-ons', '/pages/contact', '/pages/pers', '/pages/verzenden-en-retourneren', '/pages/werken-bij'], '2025-04-30'));
  pages['/sitemap_collections_1.xml'] = xmlPage(urlset(HOST, ['/collections/thee', '/collections/koffie', '/collections/theewaren'], '2025-04-30'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\n# Google adsbot ignores robots.txt unless specifically named!\nUser-agent: adsbot-google\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /carts\nDisallow: /orders\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /search\nDisallow: /apple-app-site-association\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_products_1.xml', '/sitemap_pages_1.xml', '/sitemap_collections_1.xml'], '2025-04-30'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '63218114799', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-115',
      languages: ['nl'],
      addresses: [
        { address: `klantenservice@${HOST}`, name: null, title: null, pages: ['/', '/pages/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: `maarten@${HOST}`, name: 'Maarten Bakker', title: 'Eigenaar & theeproever', pages: ['/pages/over-ons'], cases: ['json-ld-only', 'json-ld-person', ln] },
        ...TEAM.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/pages/over-ons'], cases: ['card', 'plain', ln] as CaseKind[] })),
        { address: `horeca@${HOST}`, name: null, title: null, pages: ['/pages/contact'], cases: ['neighbour', 'role', 'plain'] },
        { address: `lotte@${HOST}`, name: 'Lotte Mulder', title: 'marketing & communicatie', pages: ['/pages/pers'], cases: ['label-line', 'plain', ln] },
        { address: `sanne@${HOST}`, name: 'Sanne de Vries', title: 'bedrijfsleider', pages: ['/pages/werken-bij'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: `webshop@${HOST}`, kind: 'disallowed' },
        { text: 'naam@voorbeeld.nl', kind: 'placeholder' },
      ],
    },
  };
}
