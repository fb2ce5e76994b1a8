/**
 * Bothy Coffee Roasters: a speciality coffee roastery, web shop and café in Inverness, on Shopify
 * with the Dawn theme, in British English. "Meet the Roasters" (a menu label outside the usual
 * contact words) holds the team as microdata Person cards, the barista trainer's address put
 * together from string pieces by a custom-liquid script; "Stock Our Coffee" names the wholesale
 * manager in a sentence beside the trade mailbox the home page's JSON-LD gives as a contact
 * point; "The Café" gives "Title: Name – address"; the contact page writes the marketing lead's
 * address as "name [at] domain [dot] test"; a journal post credits a photographer beside the
 * journal mailbox. A former head roaster's card left in a theme comment, the trade form's
 * placeholder, the subscription partner's billing address and the account pages (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bothy-roastery-inverness.test';
const ORIGIN = `http://${HOST}`;
const CDN = `//${HOST}/cdn/shop`;

const MENU: [string, string][] = [
  ['/collections/coffee', 'Shop Coffee'],
  ['/collections/brew-gear', 'Brew Gear'],
  ['/pages/meet-the-roasters', 'Meet the Roasters'],
  ['/pages/our-cafe', 'The Café'],
  ['/pages/wholesale', 'Stock Our Coffee'],
  ['/blogs/journal', 'Journal'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bothy Coffee Roasters',
  head: [
    `<link href="${CDN}/t/4/assets/base.css?v=144968985024194912401712345678" rel="stylesheet" type="text/css" media="all">`,
    `<script>var Shopify = Shopify || {};\nShopify.shop = "bothy-coffee-roasters.myshopify.com";\nShopify.locale = "en";\nShopify.currency = {"active":"GBP","rate":"1.0"};\nShopify.country = "GB";\nShopify.theme = {"name":"Dawn","id":136512345678,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};</script>`,
    `<script src="${CDN}/t/4/assets/constants.js?v=58251544750838685771712345678" defer="defer"></script>`,
    `<script src="${CDN}/t/4/assets/global.js?v=48163838390584912081712345678" defer="defer"></script>`,
    '<meta name="shopify-digital-wallet" content="/61234567890/digital_wallets/dialog">',
  ],
  header: () =>
    `<div id="shopify-section-sections--17102345678901__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-scheme-2 gradient" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Free UK delivery on orders over £30</p></div></div>` +
    `<div id="shopify-section-sections--17102345678901__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">` +
    `<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${CDN}/files/bothy-logo.png?v=1712345678&amp;width=600" alt="Bothy Coffee Roasters" srcset="${CDN}/files/bothy-logo.png?v=1712345678&amp;width=180 180w, ${CDN}/files/bothy-logo.png?v=1712345678&amp;width=270 270w" width="180" height="60" class="header__heading-logo motion-reduce"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header></div>`,
  footer: () =>
    `<div id="shopify-section-sections--17102345678902__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--17102345678902__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Get in touch</h2><div class="footer-block__details-content rte"><p>Bothy Coffee Roasters Ltd, Unit 7, Longman Industrial Estate, Inverness IV1 1SU</p><p>${mailto(`hello@${HOST}`)} · ${tel('01463 555 204')}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Info</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact</a></li><li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Shipping</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Privacy policy</a></li></ul></div>` +
    `</div></div><div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Bothy Coffee Roasters</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div></footer></div>`,
  bodyEnd: ['<script>window.ShopifyAnalytics = window.ShopifyAnalytics || {}; window.ShopifyAnalytics.meta = {"page":{"pageType":"page"}};</script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });
const section = (title: string, body: string, id = 'main'): string =>
  `<div id="shopify-section-template--17102345679012__${id}" class="shopify-section section"><div class="page-width page-width--narrow section-template--17102345679012__${id}-padding"><h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${body}</div></div></div>`;

const KIRSTY_SCRIPT = `\n  (function () {\n    var user = 'kirsty';\n    var domain = 'bothy-roastery-inverness' + '.' + 'test';\n    var address = user + '@' + domain;\n    document.getElementById('kirsty-email').innerHTML = '<a href="mailto:' + address + '">' + address + '</a>';\n  })();\n`;

type Roaster = { name: string; title: string; local: string; bio: string; scripted?: boolean };
const ROASTERS: Roaster[] = [
  { name: 'Callum Fraser', title: 'Founder & Head Roaster', local: 'callum', bio: 'Callum started Bothy on a 5 kg Giesen in his garage in 2016 after ten years behind the bar in Glasgow and Melbourne.' },
  { name: 'Isla Mackenzie', title: 'Green Coffee Buyer', local: 'isla', bio: 'Isla cups every lot we buy and visits our partner farms in Colombia, Ethiopia and Rwanda each harvest.' },
  { name: 'Duncan MacLeod', title: 'Roastery Operations Manager', local: 'duncan', bio: 'Duncan keeps the roaster, the packing line and the vans running, and signs off every batch.' },
  { name: 'Kirsty Munro', title: 'Barista Trainer', local: 'kirsty', bio: 'Kirsty runs our SCA courses and trains the teams of our wholesale cafés.', scripted: true },
];

const roasterCard = (r: Roaster): string =>
  `<div class="team-card grid__item" itemscope itemtype="https://schema.org/Person"><img src="${CDN}/files/team-${r.local}.jpg?v=1712345678&amp;width=400" alt="${esc(r.name)}" width="400" height="400" loading="lazy">` +
  `<h3 class="team-card__name h4" itemprop="name">${esc(r.name)}</h3><p class="team-card__role caption-with-letter-spacing" itemprop="jobTitle">${esc(r.title)}</p><p>${esc(r.bio)}</p>` +
  (r.scripted
    ? `<p class="team-card__email" id="kirsty-email"></p><script>${KIRSTY_SCRIPT}</script>`
    : `<p class="team-card__email"><a itemprop="email" href="mailto:${r.local}@${HOST}">${r.local}@${HOST}</a></p>`) +
  `</div>`;

export function bothyCoffeeRoasters(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const a = (local: string): string => `${local}@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Speciality coffee roasted in Inverness',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Bothy Coffee Roasters',
        logo: `https:${CDN}/files/bothy-logo.png?v=1712345678&width=600`,
        sameAs: ['https://www.instagram.com/bothycoffee', 'https://www.facebook.com/bothycoffeeroasters'],
        url: `${ORIGIN}`,
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', email: a('hello'), telephone: '+44 1463 555204' },
          { '@type': 'ContactPoint', contactType: 'sales', name: 'Wholesale', email: a('wholesale') },
        ],
      },
    ],
    main: section(
      'Small-batch coffee from the Highlands',
      `<p>We roast seasonal single origins and two house espressos every Tuesday and Thursday, and post them the same day. <a href="/collections/coffee">Shop coffee</a> or <a href="/pages/our-cafe">visit our café</a>.</p>`,
      'image_banner',
    ),
  });

  pages['/collections/coffee'] = page({
    path: '/collections/coffee',
    title: 'Coffee',
    main: section('Coffee', `<ul class="product-grid"><li>Bothy House Espresso – £9.50</li><li>Huila Finca El Mirador, washed – £11.00</li><li>Yirgacheffe Konga, natural – £12.50</li><li>Swiss Water Decaf Colombia – £10.50</li></ul>`, 'product-grid'),
  });

  pages['/collections/brew-gear'] = page({
    path: '/collections/brew-gear',
    title: 'Brew Gear',
    main: section('Brew Gear', `<ul class="product-grid"><li>Hario V60 02 ceramic – £24.00</li><li>AeroPress Original – £39.99</li><li>Bothy enamel mug – £14.00</li></ul>`, 'product-grid'),
  });

  pages['/pages/meet-the-roasters'] = page({
    path: '/pages/meet-the-roasters',
    title: 'Meet the Roasters',
    main: section(
      'Meet the Roasters',
      `<p>Six of us roast, pack and post every bag from our unit on the Longman estate.</p><div class="team-grid grid grid--2-col-tablet">${ROASTERS.map(roasterCard).join('')}` +
        `<!-- {% comment %} Hamish retired March 2023 – card kept for reference: Hamish Ross, Head Roaster, hamish@${HOST} {% endcomment %} --></div>`,
    ),
  });

  pages['/pages/wholesale'] = page({
    path: '/pages/wholesale',
    title: 'Stock Our Coffee',
    main: section(
      'Stock Our Coffee',
      `<p>We supply more than sixty cafés, delis, hotels and offices across Scotland, with free equipment advice and barista training included.</p>` +
        `<p>Rory Grant, our Wholesale Manager, looks after every account from the first tasting onwards; drop him a line at ${mailto(a('rory'))} to arrange a visit.</p>` +
        `<p>Trade orders and invoices: ${mailto(a('wholesale'))}</p>` +
        `<form method="post" action="/contact#contact_form" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><div class="field"><input class="field__input" autocomplete="email" type="email" id="ContactForm-email" name="contact[email]" spellcheck="false" autocapitalize="off" placeholder="name@example.com"><label class="field__label" for="ContactForm-email">Email</label></div><div class="field"><input class="field__input" type="text" id="ContactForm-business" name="contact[Business name]" placeholder="Business name"><label class="field__label" for="ContactForm-business">Business name</label></div><button type="submit" class="button">Request a tasting</button></form>`,
    ),
  });

  pages['/pages/our-cafe'] = page({
    path: '/pages/our-cafe',
    title: 'The Café',
    main: section(
      'The Café on Church Street',
      `<p>Our café at 41 Church Street is open every day from 8am (9am on Sundays). Brunch until 2pm, filter coffee of the week, and beans to take home.</p>` +
        `<p>Group bookings and events – Café Manager: Shona Reid – ${mailto(a('shona'))}</p>`,
    ),
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Contact',
    main: section(
      'Contact',
      `<p>Orders, deliveries and subscriptions: ${mailto(a('hello'))} – we answer within one working day.</p>` +
        `<p>Coffee subscriptions are billed by our partner Brewcycle; for a copy of a subscription invoice, email billing@brewcycle-subscriptions.test.</p>` +
        `<p>Press and partnerships: Ewan Ross, Marketing Lead, ewan [at] bothy-roastery-inverness [dot] test</p>`,
    ),
  });

  pages['/blogs/journal'] = page({
    path: '/blogs/journal',
    title: 'Journal',
    main: section('Journal', `<ul class="blog-articles"><li><a href="/blogs/journal/harvest-trip-huila-2025">Harvest trip: Huila, 2025</a></li></ul>`, 'main-blog'),
  });

  pages['/blogs/journal/harvest-trip-huila-2025'] = page({
    path: '/blogs/journal/harvest-trip-huila-2025',
    title: 'Harvest trip: Huila, 2025',
    main: section(
      'Harvest trip: Huila, 2025',
      `<p>In February Isla spent two weeks with the growers of the Asociación El Mirador, cupping more than eighty lots. Three of them will be on our shelves from June.</p>` +
        `<p>Photos by Lewis Cameron. Got a brew photo or a story you would like us to share? Send it to ${mailto(a('journal'))}.</p>`,
      'main-article',
    ),
  });

  pages['/account/login'] = page({
    path: '/account/login',
    title: 'Account',
    main: section('Login', `<p>Trouble logging in to your subscription account? Email ${mailto(a('accounts'))}.</p>`, 'main-login'),
  });

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /collections/*%2B*\nDisallow: /blogs/*+*\nDisallow: /blogs/*%2B*\nDisallow: /*?*oseid=*\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\nDisallow: /policies/\nDisallow: /*/policies/\nDisallow: /search\nDisallow: /apple-app-site-association\nDisallow: /.well-known/shopify/monorail\nDisallow: /cdn/wpm/*.js\nDisallow: /recommendations/products\nDisallow: /*/recommendations/products\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/collections/coffee', '/collections/brew-gear', '/pages/meet-the-roasters', '/pages/our-cafe', '/pages/wholesale', '/pages/contact', '/blogs/journal', '/blogs/journal/harvest-trip-huila-2025'], '2025-05-06'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '61234567890', 'X-Shopify-Stage': 'production', 'CF-Cache-Status': 'DYNAMIC' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-117',
      languages: ['en'],
      addresses: [
        { address: a('hello'), name: null, title: null, pages: ['/', '/pages/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: a('wholesale'), name: null, title: null, pages: ['/', '/pages/wholesale'], cases: ['role', 'plain', 'json-ld-contact-point', lu] },
        { address: a('journal'), name: null, title: null, pages: ['/blogs/journal/harvest-trip-huila-2025'], cases: ['role', 'neighbour', 'plain'] },
        ...ROASTERS.map((r) => ({
          address: a(r.local),
          name: r.name,
          title: r.title,
          pages: ['/pages/meet-the-roasters'],
          ...(r.scripted ? { encoded: { kind: 'script' as const, text: KIRSTY_SCRIPT } } : {}),
          cases: ['card', ...(r.scripted ? ['script-concat'] : ['microdata', 'plain']), lu] as CaseKind[],
        })),
        { address: a('rory'), name: 'Rory Grant', title: 'Wholesale Manager', pages: ['/pages/wholesale'], cases: ['prose', 'plain', lu] },
        { address: a('shona'), name: 'Shona Reid', title: 'Café Manager', pages: ['/pages/our-cafe'], cases: ['title-name-line', 'plain', lu] },
        { address: a('ewan'), name: 'Ewan Ross', title: 'Marketing Lead', pages: ['/pages/contact'], cases: ['name-title-line', 'obfuscated'] },
      ],
      pattern: '{first}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: a('hamish'), kind: 'comment' },
        { text: a('accounts'), kind: 'disallowed' },
        { text: 'name@example.com', kind: 'placeholder' },
        { text: 'billing@brewcycle-subscriptions.test', kind: 'other-company' },
      ],
    },
  };
}
