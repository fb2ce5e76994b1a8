/**
 * Brouwerij De Zeemeeuw: a craft brewery with a taproom in Haarlem, on Shopify (Dawn theme). The
 * team as cards on "Over ons" (one address as character references), the brewer also as the
 * JSON-LD author of a blog post, the taproom manager on a "Functie: Naam" line, the events
 * coordinator on a "Naam (functie)" line written with "[at]" and "[dot]", the press contact on a
 * label line, the webshop mailbox beside the warehouse man's name; a distributor's address, a
 * placeholder, a retina logo, a package version in a script URL, an old address in a comment and
 * the wholesale page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'brouwerij-zeemeeuw.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/collections/bieren', 'Onze bieren'],
  ['/pages/proeflokaal', 'Proeflokaal'],
  ['/pages/rondleidingen', 'Rondleidingen & events'],
  ['/pages/over-ons', 'Over ons'],
  ['/blogs/brouwlog', 'Brouwlog'],
  ['/pages/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Brouwerij De Zeemeeuw',
  head: [
    '<meta name="shopify-checkout-api-token" content="4e1b7f0c2d9a83e5b6c7d8e9f0a1b2c3">',
    '<link href="//brouwerij-zeemeeuw.test/cdn/shop/t/7/assets/base.css?v=144968985024194912401710421337" rel="stylesheet" type="text/css" media="all">',
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js" defer></script>',
    '<script>var Shopify = Shopify || {};Shopify.shop = "brouwerij-zeemeeuw.myshopify.com";Shopify.locale = "nl";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.theme = {"name":"Dawn","id":162834710829,"schema_name":"Dawn","schema_version":"15.0.0"};</script>',
  ],
  header: () =>
    `<div class="announcement-bar" role="region" aria-label="Aankondiging"><p class="announcement-bar__message h5">Gratis verzending vanaf € 60 · Bestel vóór 15.00 uur, morgen in huis</p></div>` +
    `<header class="header header--middle-left page-width"><a href="/" class="header__heading-link link link--text focus-inset"><img src="//brouwerij-zeemeeuw.test/cdn/shop/files/zeemeeuw-logo.png?v=1699881201&width=200" srcset="//brouwerij-zeemeeuw.test/cdn/shop/files/zeemeeuw-logo.png?v=1699881201&width=200 1x, //brouwerij-zeemeeuw.test/cdn/shop/files/zeemeeuw-logo@2x.png?v=1699881201&width=400 2x" alt="Brouwerij De Zeemeeuw" width="200" height="64" class="header__heading-logo"></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Winkelwagen</span></a></header>`,
  footer: () =>
    `<footer class="footer color-scheme-1 gradient section-sections--footer-padding"><div class="footer__content-top page-width"><div class="footer-block__details-content rte"><p>Brouwerij De Zeemeeuw B.V. · Oostvest 12 · 2011 BV Haarlem · ${tel('023 532 44 90')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p>Geen 18, geen alcohol. · KvK 81427730</p></div><ul class="footer-block__details-content list-unstyled"><li><a href="/policies/privacy-policy" class="link link--text list-menu__item">Privacybeleid</a></li><li><a href="/pages/pers" class="link link--text list-menu__item">Pers</a></li><li><a href="/pages/groothandel" class="link link--text list-menu__item">Horeca &amp; groothandel</a></li></ul></div>` +
    `<div class="footer__content-bottom"><small class="copyright__content">© 2025, <a href="/" title="">Brouwerij De Zeemeeuw</a> <a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Aangedreven door Shopify</a></small></div></footer>`,
  privacyPath: { nl: '/policies/privacy-policy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl' });
const rte = (html: string) => `<div class="page-width page-width--narrow section-template--main-padding"><div class="rte">${html}</div></div>`;

type Member = { name: string; title: string; local: string; bio: string; ent?: boolean };
const TEAM: Member[] = [
  { name: 'Jeroen Kuipers', title: 'Brouwmeester & medeoprichter', local: 'jeroen', bio: 'Leerde het vak bij een trappistenbrouwerij in de Kempen en brouwt sinds 2017 op de Oostvest.' },
  { name: 'Sanne de Vries', title: 'Medeoprichter, financiën & verkoop', local: 'sanne', bio: 'Houdt de boeken, de horecaklanten en de brouwer in het gareel.', ent: true },
  { name: 'Daan Visser', title: 'Assistent-brouwer', local: 'daan', bio: 'Verantwoordelijk voor het vatgerijpte programma en de hopzolder.' },
  { name: 'Noor Smit', title: 'Accountmanager horeca', local: 'noor', bio: 'Jouw aanspreekpunt als je ons bier wilt schenken.' },
];

export function brouwerijZeemeeuw(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Ambachtelijk bier uit Haarlem',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Brouwerij De Zeemeeuw',
        url: `${ORIGIN}`,
        logo: `${ORIGIN}/cdn/shop/files/zeemeeuw-logo.png`,
        sameAs: ['https://www.instagram.com/brouwerijzeemeeuw', 'https://untappd.com/BrouwerijDeZeemeeuw'],
      },
    ],
    main: rte(
      `<h1>Gebrouwen aan de Oostvest</h1><p>Sinds 2017 brouwen we in een voormalige scheepswerf in Haarlem: hoppige pales, een droge saison en elk najaar een barley wine op whiskyvat. Proeven kan in ons proeflokaal, thuis drinken via de webshop.</p>`,
    ),
  });

  pages['/collections/bieren'] = page({
    path: '/collections/bieren',
    title: 'Onze bieren',
    main: `<div class="collection page-width"><h1 class="collection-hero__title">Onze bieren</h1><ul class="grid product-grid" role="list"><li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading"><a href="/products/stormvogel-ipa">Stormvogel IPA – 6,5%</a></h3><span class="price-item price-item--regular">€ 3,45</span></div></li><li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading"><a href="/products/spaarne-saison">Spaarne Saison – 5,8%</a></h3><span class="price-item price-item--regular">€ 3,25</span></div></li></ul></div>`,
  });

  const product = (handle: string, name: string, style: string, price: string, text: string) =>
    page({
      path: `/products/${handle}`,
      title: name,
      jsonLd: [{ '@context': 'http://schema.org/', '@type': 'Product', name, brand: { '@type': 'Brand', name: 'Brouwerij De Zeemeeuw' }, offers: { '@type': 'Offer', price: price.replace(',', '.'), priceCurrency: 'EUR', availability: 'http://schema.org/InStock' } }],
      main: `<section class="page-width"><div class="product__info-container"><p class="product__text inline-richtext caption-with-letter-spacing">${esc(style)}</p><h1>${esc(name)}</h1><div class="price"><span class="price-item price-item--regular">€ ${price}</span></div><div class="product__description rte"><p>${esc(text)}</p></div><form method="post" action="/cart/add" id="product-form" accept-charset="UTF-8" class="form" enctype="multipart/form-data"><input type="hidden" name="form_type" value="product"><button type="submit" name="add" class="product-form__submit button button--full-width">In winkelwagen</button></form></div></section>`,
    });
  pages['/products/stormvogel-ipa'] = product('stormvogel-ipa', 'Stormvogel IPA', 'India Pale Ale · 6,5%', '3,45', 'Citra, Mosaic en een flinke dry hop: tropisch fruit, dennennaalden en een droge, bittere afdronk.');
  pages['/products/spaarne-saison'] = product('spaarne-saison', 'Spaarne Saison', 'Saison · 5,8%', '3,25', 'Kruidig, peperig en kurkdroog, met gist uit Wallonië.');

  pages['/pages/proeflokaal'] = page({
    path: '/pages/proeflokaal',
    title: 'Proeflokaal',
    main: rte(
      `<h1>Proeflokaal</h1><p>Donderdag en vrijdag 15–23 uur, zaterdag 12–23 uur, zondag 12–19 uur. Twaalf taps, bitterballen van de slager om de hoek en op zondagmiddag live muziek.</p>` +
        `<p>Bedrijfsleider proeflokaal: Bram Hoekstra – ${mailto(`bram@${HOST}`)}</p><p>Groepen vanaf 10 personen graag vooraf reserveren.</p>`,
    ),
  });

  pages['/pages/rondleidingen'] = page({
    path: '/pages/rondleidingen',
    title: 'Rondleidingen & events',
    main: rte(
      `<h1>Rondleidingen &amp; events</h1><p>Elke zaterdag om 14.00 uur een rondleiding van een uur met proeverij van vier bieren (€ 17,50 p.p.). Bedrijfsuitje, vrijgezellenfeest of proeverij op locatie? Dat regelen we graag.</p>` +
        `<p>Lotte Jansen (evenementen &amp; rondleidingen)<br>lotte [at] brouwerij-zeemeeuw [dot] test</p>`,
    ),
  });

  pages['/pages/over-ons'] = page({
    path: '/pages/over-ons',
    title: 'Over ons',
    main: rte(
      `<h1>Over ons</h1><p>Twee vrienden, één gedeelde liefde voor Belgische saisons en een oude loods aan het Spaarne. Inmiddels werken we met z'n negenen.</p><div class="multicolumn-list grid grid--4-col-desktop">` +
        TEAM.map(
          (m) =>
            `<div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper"><img src="//brouwerij-zeemeeuw.test/cdn/shop/files/team-${m.local}.jpg?v=1701093311&width=375" alt="${esc(m.name)}" loading="lazy"></div>` +
            `<div class="multicolumn-card__info"><h3>${esc(m.name)}</h3><p><em>${esc(m.title)}</em></p><p>${esc(m.bio)}</p>` +
            (m.ent ? `<p><a href="mailto:${entities(`${m.local}@${HOST}`)}">${entities(`${m.local}@${HOST}`)}</a></p>` : `<p>${mailto(`${m.local}@${HOST}`)}</p>`) +
            `</div></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/blogs/brouwlog'] = page({
    path: '/blogs/brouwlog',
    title: 'Brouwlog',
    main: `<div class="main-blog page-width"><h1 class="title--primary">Brouwlog</h1><div class="blog-articles"><article class="article-card"><h3 class="card__heading"><a href="/blogs/brouwlog/barley-wine-2024-uit-het-vat">Barley wine 2024 uit het vat</a></h3><span class="circle-divider">12 februari 2025</span></article></div></div>`,
  });

  pages['/blogs/brouwlog/barley-wine-2024-uit-het-vat'] = page({
    path: '/blogs/brouwlog/barley-wine-2024-uit-het-vat',
    title: 'Barley wine 2024 uit het vat',
    jsonLd: [
      {
        '@context': 'http://schema.org/',
        '@type': 'BlogPosting',
        headline: 'Barley wine 2024 uit het vat',
        datePublished: '2025-02-12T09:00:00Z',
        author: { '@type': 'Person', name: 'Jeroen Kuipers', jobTitle: 'Brouwmeester', email: `jeroen@${HOST}` },
        publisher: { '@type': 'Organization', name: 'Brouwerij De Zeemeeuw' },
      },
    ],
    main: rte(
      `<h1>Barley wine 2024 uit het vat</h1><p class="article-template__meta">door Jeroen Kuipers · 12 februari 2025</p><p>Veertien maanden op Speyside-vaten: de barley wine van 2024 is gebotteld. 1.200 flessen van 37,5 cl, 11,2%. Vanaf vrijdag in het proeflokaal en de webshop.</p>` +
        `<p>Ruud van ons magazijn pakt alle bestellingen met de hand in. Vragen over je bestelling? Mail naar ${mailto(`webshop@${HOST}`)}.</p>`,
    ),
  });

  pages['/pages/pers'] = page({
    path: '/pages/pers',
    title: 'Pers',
    main: rte(
      `<h1>Pers</h1><p>Persfoto's en ons logo in hoge resolutie vind je in de perskit (zip, 48 MB).</p>` +
        `<p>Perscontact: Femke Bos, marketing &amp; communicatie, ${tel('06 41 83 27 05')}, ${mailto(`femke@${HOST}`)}</p>`,
    ),
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Contact',
    main:
      rte(`<h1>Contact</h1><p>Brouwerij De Zeemeeuw<br>Oostvest 12, 2011 BV Haarlem<br>${tel('023 532 44 90')}<br>${mailto(`info@${HOST}`)}</p><p>Distributie in Noord-Holland via Bierdistributie Kennemerland (orders@bierdistributie-kennemerland.test).</p>`) +
      `<!-- oud adres uit de crowdfunding, niet meer gebruiken: crowdfunding@${HOST} -->` +
      `<div class="contact page-width"><form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><div class="field"><input class="field__input" autocomplete="email" type="email" id="ContactForm-email" name="contact[email]" placeholder="jouw@email.nl"><label class="field__label" for="ContactForm-email">E-mail</label></div><button type="submit" class="button">Verzenden</button></form></div>`,
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Privacybeleid', main: rte(`<h1>Privacybeleid</h1><p>Wij verwerken je gegevens alleen om je bestelling af te handelen.</p>`) });
  pages['/pages/groothandel'] = page({ path: '/pages/groothandel', title: 'Horeca & groothandel', main: rte(`<h1>Horeca &amp; groothandel</h1><p>Prijslijst fust en dozen aanvragen: ${mailto(`horeca@${HOST}`)}</p>`) });

  const c = (...k: CaseKind[]) => k;
  return {
    site: {
      host: HOST,
      robotsTxt: `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /search\nDisallow: /pages/groothandel\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-shopid': '58213040429', 'powered-by': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-25',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/pages/contact'], cases: c('role', 'plain') },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          ...(m.local === 'jeroen' ? { titleAlternatives: ['Brouwmeester'], pages: ['/pages/over-ons', '/blogs/brouwlog/barley-wine-2024-uit-het-vat'] } : { pages: ['/pages/over-ons'] }),
          ...(m.local === 'sanne' ? { titleAlternatives: ['Medeoprichter'] } : {}),
          cases: m.local === 'jeroen' ? c('card', 'json-ld-person', 'plain', 'link-non-english') : c('card', m.ent ? 'entities' : 'plain', 'link-non-english'),
        })),
        { address: `bram@${HOST}`, name: 'Bram Hoekstra', title: 'Bedrijfsleider proeflokaal', pages: ['/pages/proeflokaal'], cases: c('title-name-line', 'plain', 'link-non-english') },
        { address: `lotte@${HOST}`, name: 'Lotte Jansen', title: 'evenementen & rondleidingen', pages: ['/pages/rondleidingen'], cases: c('name-title-line', 'obfuscated', 'link-non-english') },
        { address: `femke@${HOST}`, name: 'Femke Bos', title: 'marketing & communicatie', titleAlternatives: ['Perscontact'], pages: ['/pages/pers'], cases: c('label-line', 'plain', 'link-non-english') },
        { address: `webshop@${HOST}`, name: null, title: null, pages: ['/blogs/brouwlog/barley-wine-2024-uit-het-vat'], cases: c('neighbour', 'role', 'plain', 'deep-page') },
      ],
      pattern: '{first}',
      disallowed: ['/pages/groothandel'],
      nonAddresses: [
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: 'zeemeeuw-logo@2x.png', kind: 'retina' },
        { text: `crowdfunding@${HOST}`, kind: 'comment' },
        { text: `horeca@${HOST}`, kind: 'disallowed' },
        { text: 'orders@bierdistributie-kennemerland.test', kind: 'other-company' },
        { text: 'jouw@email.nl', kind: 'placeholder' },
      ],
    },
  };
}
