/**
 * Lofoten Fiskesport: a fishing-tackle shop and web shop in Svolvær, Norwegian (bokmål) with an
 * English home and contact page for fishing guides and tourists. A Shopify-like theme: the staff
 * as RDFa cards, the buyer on a "Title: Name" line and the press contact on a label line, the
 * customer-service address assembled by a small inline script, a fly-tying course page listed only
 * in a child of the sitemap index, a swiper package version in a CDN URL, and the account pages
 * robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lofoten-fiskesport.test';
const ORIGIN = `http://${HOST}`;
const CDN = '/cdn/shop/files';
const COMMENTED = 'jonas.strand@lofoten-fiskesport.test';

const MENU = {
  nb: [
    ['/collections/all', 'Nettbutikk'],
    ['/pages/om-oss', 'Om butikken'],
    ['/pages/ansatte', 'Vi som jobber her'],
    ['/pages/kundeservice', 'Kundeservice'],
    ['/pages/kontakt', 'Finn oss'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/pages/contact', 'Contact us'],
    ['/', 'Norsk'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Lofoten Fiskesport',
  head: [
    '<meta name="shopify-checkout-api-token" content="3f1c2b9a8e7d6c5b4a3f2e1d0c9b8a7f">',
    '<link rel="stylesheet" href="/cdn/shop/t/12/assets/base.css?v=91234567812345678">',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css">',
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js" defer></script>',
  ],
  header: (page) => {
    const l = page.lang === 'en' ? 'en' : 'nb';
    return (
      `<div class="announcement-bar"><p>${l === 'en' ? 'Free shipping in Norway over NOK 999' : 'Fri frakt i hele Norge over 999 kr'}</p></div>\n` +
      `<header class="header"><a href="${l === 'en' ? '/en' : '/'}" class="header__heading-link"><img src="${CDN}/lofoten-fiskesport-logo.png?v=1699" srcset="${CDN}/lofoten-fiskesport-logo.png?v=1699 1x, ${CDN}/lofoten-fiskesport-logo@2x.png?v=1699 2x" alt="Lofoten Fiskesport" width="200"></a>\n` +
      `<nav class="header__inline-menu"><ul class="list-menu">${MENU[l].map(([href, label]) => `<li><a href="${href}" class="header__menu-item">${esc(label)}</a></li>`).join('')}</ul></nav>` +
      `<a href="/account" class="header__icon--account">${l === 'en' ? 'Log in' : 'Logg inn'}</a> <a href="/cart" class="header__icon--cart">${l === 'en' ? 'Cart' : 'Handlekurv'}</a></header>`
    );
  },
  footer: (page) =>
    `<footer class="footer"><div class="footer__content-top"><p>Lofoten Fiskesport AS · Torget 9, 8300 Svolvær · Org.nr. 912 345 678 MVA</p>` +
    `<p>${page.lang === 'en' ? 'Open Mon–Fri 10–18, Sat 10–16' : 'Åpent man–fre 10–18, lør 10–16'}</p></div><div class="footer__copyright"><small>© 2025, Lofoten Fiskesport · Drevet av Shopify</small></div></footer>`,
  privacyPath: { nb: '/policies/privacy-policy', en: '/policies/privacy-policy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const STAFF: [string, string, string, string][] = [
  ['Øystein Nilsen', 'Daglig leder og eier', 'oystein.nilsen@lofoten-fiskesport.test', 'Har fisket torsk i Vestfjorden siden han var seks. Startet butikken i 2006.'],
  ['Kari Johansen', 'Butikksjef', 'kari.johansen@lofoten-fiskesport.test', 'Vet alt om sluk, pilker og hvilken snøre som tåler en kveite på 40 kilo.'],
  ['Trond Eriksen', 'Fluebinder og kursholder', 'trond.eriksen@lofoten-fiskesport.test', 'Binder laksefluer for halve Nordland og holder kurs hver vinter.'],
];

const KS_SCRIPT = `
  var ks_bruker = 'kundeservice';
  var ks_domene = 'lofoten-fiskesport';
  ks_domene += '.test';
  var ks_adr = ks_bruker + '@' + ks_domene;
  document.getElementById('ks-epost').innerHTML = '<a href="mailto:' + ks_adr + '">' + ks_adr + '</a>';
`;

export function lofotenFiskesport(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Fiskeutstyr fra Lofoten',
    lang: 'nb',
    alternates: { nb: '/', en: '/en' },
    main:
      `<section class="banner"><h1>Fiskeutstyr fra Lofoten – for hav, elv og fjord</h1><p>Stenger, sneller, pilker og klær som tåler været her ute. Vi sender over hele landet.</p><a class="button" href="/collections/all">Handle nå</a></section>\n` +
      `<section class="swiper featured"><div class="swiper-wrapper"><div class="swiper-slide"><img src="${CDN}/havfiske-sett.jpg?v=1701&width=800" alt="Havfiskesett"></div><div class="swiper-slide"><img src="${CDN}/laksefluer.jpg?v=1701&width=800" alt="Laksefluer"></div></div></section>`,
  });

  pages['/collections/all'] = page({
    path: '/collections/all',
    title: 'Alle produkter',
    lang: 'nb',
    main: `<h1>Alle produkter</h1><ul class="product-grid"><li>Kveitepilk 400 g – 289 kr</li><li>Havfiskestang 20–30 lb – 1 490 kr</li><li>Fluestang #7, 9 fot – 3 290 kr</li><li>Flytedress, voksen – 2 990 kr</li></ul>`,
  });

  pages['/pages/om-oss'] = page({
    path: '/pages/om-oss',
    title: 'Om butikken',
    lang: 'nb',
    main:
      `<div class="rte"><h1>Om butikken</h1><p>Lofoten Fiskesport startet i et naust på Kabelvåg i 2006. I dag holder vi til midt på Torget i Svolvær, og nettbutikken sender fiskeutstyr til hele landet.</p>\n` +
      `<p>Innkjøpsansvarlig: Sigrid Pedersen, ${mailto('sigrid.pedersen@lofoten-fiskesport.test')}</p>\n` +
      `<p>Presse og samarbeid: Ingrid Hansen, markedsansvarlig, tlf. 957 12 345, ${mailto('ingrid.hansen@lofoten-fiskesport.test')}</p>\n` +
      `<!-- sommervikar 2024: ${COMMENTED} -->\n` +
      `<p>Vi er forhandler for flere nordiske produsenter. Spørsmål om garanti på stenger går direkte til produsenten, for eksempel ${mailto('garanti@nordstang.test')}.</p></div>`,
  });

  pages['/pages/ansatte'] = page({
    path: '/pages/ansatte',
    title: 'Vi som jobber her',
    lang: 'nb',
    main:
      `<h1>Vi som jobber her</h1><div class="multicolumn" vocab="https://schema.org/">\n` +
      STAFF.map(
        ([name, role, address, bio]) =>
          `<div class="multicolumn-card" typeof="Person"><img property="image" src="${CDN}/${address.split('@')[0]!.replace('.', '-')}.jpg?width=400" alt="">` +
          `<h3 property="name">${esc(name)}</h3><p class="caption" property="jobTitle">${esc(role)}</p><p>${esc(bio)}</p><p><a property="email" href="mailto:${address}">${address}</a></p></div>`,
      ).join('\n') +
      `\n</div>`,
  });

  pages['/pages/kundeservice'] = page({
    path: '/pages/kundeservice',
    title: 'Kundeservice',
    lang: 'nb',
    main:
      `<div class="rte"><h1>Kundeservice</h1><p>Spørsmål om en bestilling? Skriv til oss: <span id="ks-epost">(slå på JavaScript for å se adressen)</span></p>\n<script>${KS_SCRIPT}</script>\n` +
      `<p>Retur og reklamasjon: ${mailto('retur@lofoten-fiskesport.test')} – husk ordrenummeret.</p></div>\n` +
      `<form method="post" action="/contact#contact_form" class="contact-form"><input type="hidden" name="form_type" value="contact"><label>E-post <input type="email" name="contact[email]" placeholder="ola.nordmann@eksempel.no"></label><label>Melding <textarea name="contact[body]"></textarea></label><button>Send</button></form>`,
  });

  pages['/pages/kontakt'] = page({
    path: '/pages/kontakt',
    title: 'Finn oss',
    lang: 'nb',
    main: `<div class="rte"><h1>Finn oss</h1><p>Torget 9, 8300 Svolvær – rett ved Hurtigruteterminalen.<br>Telefon 76 07 12 34</p><p>Generelle henvendelser: ${mailto('post@lofoten-fiskesport.test')}</p></div>`,
  });

  pages['/pages/fluebindingskurs'] = page({
    path: '/pages/fluebindingskurs',
    title: 'Fluebindingskurs',
    lang: 'nb',
    main: `<div class="rte"><h1>Fluebindingskurs vinteren 2026</h1><p>Seks kvelder i butikken, alt utstyr inkludert, 1 800 kr. Påmelding til ${mailto('kurs@lofoten-fiskesport.test')}. Maks åtte deltakere.</p></div>`,
  });

  pages['/policies/privacy-policy'] = page({
    path: '/policies/privacy-policy',
    title: 'Personvernerklæring',
    lang: 'nb',
    main: `<div class="rte"><h1>Personvernerklæring</h1><p>Lofoten Fiskesport AS er behandlingsansvarlig for personopplysninger i nettbutikken. Henvendelser: ${mailto('post@lofoten-fiskesport.test')}.</p></div>`,
  });

  pages['/account'] = page({
    path: '/account',
    title: 'Min konto',
    lang: 'nb',
    main: `<h1>Min konto</h1><p>Logg inn for å se ordrehistorikk. Problemer med innloggingen? ${mailto('nettbutikk@lofoten-fiskesport.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Fishing tackle from Lofoten',
    lang: 'en',
    alternates: { nb: '/', en: '/en' },
    main: `<section class="banner"><h1>Fishing tackle from Lofoten</h1><p>Sea, river and fjord fishing gear, and rental rods for visitors. Guides and lodges: see <a href="/en/pages/contact">Contact us</a>.</p></section>`,
  });

  pages['/en/pages/contact'] = page({
    path: '/en/pages/contact',
    title: 'Contact us',
    lang: 'en',
    main: `<div class="rte"><h1>Contact us</h1><p>Torget 9, 8300 Svolvær, Norway · +47 76 07 12 34</p><p>Fishing guides, lodges and rorbu owners ordering in bulk: Magnus Berg, Wholesale &amp; Guides, ${mailto('magnus.berg@lofoten-fiskesport.test')}</p></div>`,
  });

  pages['/sitemap_pages_1.xml'] = xmlPage(
    urlset(HOST, ['/pages/om-oss', '/pages/ansatte', '/pages/kundeservice', '/pages/kontakt', '/pages/fluebindingskurs', '/en', '/en/pages/contact'], '2025-10-01'),
  );
  pages['/sitemap_collections_1.xml'] = xmlPage(urlset(HOST, ['/collections/all'], '2025-10-01'));

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /*?*oseid=*\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_pages_1.xml', '/sitemap_collections_1.xml'], '2025-10-01'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '61234567890', 'X-Shardid': '214' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-6',
      languages: ['no', 'en'],
      addresses: [
        { address: 'oystein.nilsen@lofoten-fiskesport.test', name: 'Øystein Nilsen', title: 'Daglig leder og eier', pages: ['/pages/ansatte'], cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        { address: 'kari.johansen@lofoten-fiskesport.test', name: 'Kari Johansen', title: 'Butikksjef', pages: ['/pages/ansatte'], cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        { address: 'trond.eriksen@lofoten-fiskesport.test', name: 'Trond Eriksen', title: 'Fluebinder og kursholder', pages: ['/pages/ansatte'], cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        { address: 'sigrid.pedersen@lofoten-fiskesport.test', name: 'Sigrid Pedersen', title: 'Innkjøpsansvarlig', pages: ['/pages/om-oss'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: 'ingrid.hansen@lofoten-fiskesport.test', name: 'Ingrid Hansen', title: 'markedsansvarlig', titleAlternatives: ['Presse og samarbeid'], pages: ['/pages/om-oss'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: 'magnus.berg@lofoten-fiskesport.test', name: 'Magnus Berg', title: 'Wholesale & Guides', pages: ['/en/pages/contact'], cases: ['deep-page', 'name-title-line', 'plain'] },
        {
          address: 'kundeservice@lofoten-fiskesport.test',
          name: null,
          title: null,
          pages: ['/pages/kundeservice'],
          encoded: { kind: 'script', text: KS_SCRIPT },
          cases: ['script-concat', 'role'],
        },
        { address: 'retur@lofoten-fiskesport.test', name: null, title: null, pages: ['/pages/kundeservice'], cases: ['role', 'plain'] },
        { address: 'post@lofoten-fiskesport.test', name: null, title: null, pages: ['/pages/kontakt', '/policies/privacy-policy'], cases: ['role', 'plain', 'link-non-english'] },
        { address: 'kurs@lofoten-fiskesport.test', name: null, title: null, pages: ['/pages/fluebindingskurs'], cases: ['sitemap-index', 'role', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/account'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'nettbutikk@lofoten-fiskesport.test', kind: 'disallowed' },
        { text: 'lofoten-fiskesport-logo@2x.png', kind: 'retina' },
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: 'ola.nordmann@eksempel.no', kind: 'placeholder' },
        { text: 'garanti@nordstang.test', kind: 'other-company' },
      ],
    },
  };
}
