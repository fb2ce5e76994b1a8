/**
 * Havnelys Bryghus, a craft brewery and taproom in Svendborg (Danish, with an English page for
 * export). Held-out set 3.
 *
 * Shows: an age gate before the page; Danish anchor texts ("Om bryggeriet", "Medarbejdere",
 * "Besøg os", "Kontakt"); first-name addresses with the scheme stated in Danish
 * ("fornavn@…") and Danish letters written out (ø -> o, æ -> ae); the founders on
 * "Name – title – address" and "Name | Title | address" lines and as JSON-LD founders (one
 * mailto:); a staff table whose header row is a plain <tr> of <th> cells, one person without an
 * address; a booking label line on a page two links deep; an English home reached only through
 * hreflang (the visible switcher is a <select>), then its wholesale page with "Export Manager:
 * Name"; a customer-service contact point; the order mailbox written by an inline script; the
 * German distributor's address; a newsletter placeholder; a package version in a CDN URL; a
 * retailer price list robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, EncodedAddress, TruthAddress } from '../types.js';

const HOST = 'havnelys-bryghus.test';

const A = {
  hej: `hej@${HOST}`,
  rasmus: `rasmus@${HOST}`,
  thoger: `thoger@${HOST}`,
  signe: `signe@${HOST}`,
  villads: `villads@${HOST}`,
  ulrikke: `ulrikke@${HOST}`,
  laerke: `laerke@${HOST}`,
  anker: `anker@${HOST}`,
  ordre: `ordre@${HOST}`,
};
const SCHEME = `fornavn@${HOST}`;
const RETAILER_AREA = [`engros@${HOST}`, `karsten@${HOST}`];
const DISTRIBUTOR = 'info@nordbier-vertrieb.test';
const PLACEHOLDER = 'din@email.dk';
const PACKAGE = 'swiper@11.1.4';

/** The order mailbox as the webshop theme writes it: pieces joined by a script, a hint for those without. */
const ORDER_SCRIPT = `var u = 'ordre'; var d = 'havnelys-bryghus' + '.test';\n  document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;
const ORDER_ENCODED: EncodedAddress = { kind: 'script', text: ORDER_SCRIPT };

const NAV: Record<'da' | 'en', [string, string][]> = {
  da: [
    ['/', 'Forside'],
    ['/vores-ol', 'Vores øl'],
    ['/om-bryggeriet', 'Om bryggeriet'],
    ['/medarbejdere', 'Medarbejdere'],
    ['/besog-os', 'Besøg os'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/wholesale-export', 'Wholesale & export'],
  ],
};

const ALTERNATES = { da: '/', en: '/en', 'x-default': '/' };

const theme: Theme = {
  host: HOST,
  siteName: 'Havnelys Bryghus',
  head: [
    '<link rel="stylesheet" href="/cdn/shop/t/4/assets/base.css?v=118932">',
    `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/${PACKAGE}/swiper-bundle.min.css">`,
    '<meta name="theme-color" content="#0d2b3e">',
  ],
  privacyPath: { da: '/handelsbetingelser', en: '/handelsbetingelser' },
  header: (page) => {
    const lang = page.lang === 'en' ? 'en' : 'da';
    return (
      `<div id="aldersport" class="age-gate" hidden><p>${lang === 'da' ? 'Du skal være fyldt 18 år for at besøge siden.' : 'You must be 18 or over to enter.'}</p><button type="button">${lang === 'da' ? 'Ja, jeg er over 18' : 'Yes, I am 18+'}</button></div>\n` +
      `<header class="header">\n  <a class="header__logo" href="${lang === 'da' ? '/' : '/en'}"><img src="/cdn/shop/files/havnelys-logo.svg" alt="Havnelys Bryghus" width="160"></a>\n` +
      `  <nav class="header__menu"><ul>${NAV[lang].map(([href, label]) => `<li><a href="${href}"${href === page.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('')}</ul></nav>\n` +
      `  <select class="lang-switch" aria-label="Sprog" onchange="location.href=this.value"><option value="/"${lang === 'da' ? ' selected' : ''}>Dansk</option><option value="/en"${lang === 'en' ? ' selected' : ''}>English</option></select>\n</header>`
    );
  },
  footer: (page) =>
    `<footer class="footer">\n  <div class="footer__cols">\n    <div><strong>Havnelys Bryghus ApS</strong><br>Havnegade 12<br>5700 Svendborg<br>CVR 38412257</div>\n` +
    `    <div>${page.lang === 'en' ? 'Phone' : 'Tlf.'} ${tel('62 21 09 84')}<br>${mailto(A.hej)}</div>\n` +
    `    <form class="newsletter" action="/contact#newsletter" method="post"><label for="nl">${page.lang === 'en' ? 'Newsletter' : 'Nyhedsbrev'}</label> <input id="nl" type="email" name="contact[email]" placeholder="${PLACEHOLDER}"> <button>${page.lang === 'en' ? 'Sign up' : 'Tilmeld'}</button></form>\n  </div>\n` +
    `  <p class="footer__small"><a href="/handelsbetingelser">Handelsbetingelser</a> · <a href="/forhandler/prisliste">Forhandlerlogin</a> · Drik med måde.</p>\n</footer>`,
  bodyEnd: [`<script src="https://cdn.jsdelivr.net/npm/${PACKAGE}/swiper-bundle.min.js"></script>`, "<script>if(!localStorage.getItem('age_ok')){document.getElementById('aldersport').hidden=false;}</script>"],
};

function page(spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage {
  return renderPage(theme, { lang: 'da', ...spec });
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      title: 'Øl brygget ved havnen',
      alternates: ALTERNATES,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Brewery',
          name: 'Havnelys Bryghus',
          url: `http://${HOST}/`,
          telephone: '+45 62 21 09 84',
          address: { '@type': 'PostalAddress', streetAddress: 'Havnegade 12', postalCode: '5700', addressLocality: 'Svendborg', addressCountry: 'DK' },
          contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: A.hej, availableLanguage: ['da', 'en'] },
        },
      ],
      main:
        `<section class="hero swiper"><div class="swiper-wrapper">\n<div class="swiper-slide"><h1>Øl brygget ved havnen i Svendborg</h1><p>Ufiltreret, upasteuriseret og brygget i små batches siden 2016.</p></div>\n` +
        `<div class="swiper-slide"><h2>Nyhed: Sydfyns Porter</h2><p>Ristet malt, lakrids og en smule havsalt. <a href="/vores-ol">Se alle øl</a></p></div>\n</div></section>\n` +
        `<section class="taproom"><h2>Taproom</h2><p>Torsdag–lørdag fra kl. 15. 12 haner, fadøl ud af huset og pølser fra slagteren på hjørnet. <a href="/besog-os">Besøg os</a></p></section>`,
    }),
    '/vores-ol': page({
      path: '/vores-ol',
      title: 'Vores øl',
      main:
        `<h1>Vores øl</h1>\n<div class="produkter">\n<div class="produkt"><h3>Havnelys Pilsner</h3><p>4,6 % · Klassisk, tør og let humlet.</p></div>\n<div class="produkt"><h3>Skipper IPA</h3><p>6,2 % · Citra og Mosaic.</p></div>\n` +
        `<div class="produkt"><h3>Sydfyns Porter</h3><p>5,8 % · Ristet, blød og mørk.</p></div>\n</div>`,
    }),
    '/om-bryggeriet': page({
      path: '/om-bryggeriet',
      title: 'Om bryggeriet',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Brewery',
          name: 'Havnelys Bryghus',
          foundingDate: '2016',
          founder: [
            { '@type': 'Person', name: 'Rasmus Kjærgaard', jobTitle: 'Brygmester og medstifter', email: `mailto:${A.rasmus}` },
            { '@type': 'Person', name: 'Thøger Mølgaard', jobTitle: 'Direktør & medstifter', email: A.thoger },
          ],
        },
      ],
      main:
        `<h1>Om bryggeriet</h1>\n<p>Havnelys Bryghus startede i 2016 i en gammel bådebyggerhal på Frederiksø. To barndomsvenner, et brygverk på 500 liter og en idé om at lave øl, der smager af stedet.</p>\n` +
        `<p>I dag brygger vi 180.000 liter om året og sælger i hele Danmark, Tyskland og Sverige.</p>\n` +
        `<h2>Folkene bag</h2>\n<p><strong>Rasmus Kjærgaard</strong> – brygmester og medstifter – ${mailto(A.rasmus)}</p>\n` +
        `<p><strong>Thøger Mølgaard</strong> | Direktør &amp; medstifter | ${mailto(A.thoger)}</p>`,
    }),
    '/medarbejdere': page({
      path: '/medarbejdere',
      title: 'Medarbejdere',
      main:
        `<h1>Medarbejdere</h1>\n<p>Vi er otte fastansatte og et par gode hjælpere i weekenden. Du kan skrive direkte til os alle på ${SCHEME}.</p>\n` +
        `<table class="medarbejdere">\n<tr><th>Navn</th><th>Stilling</th><th>Telefon</th><th>E-mail</th></tr>\n` +
        `<tr><td>Signe Bech-Olesen</td><td>Salgschef</td><td>23 81 40 12</td><td>${mailto(A.signe)}</td></tr>\n` +
        `<tr><td>Villads Krogh</td><td>Bryggeriassistent</td><td></td><td>${mailto(A.villads)}</td></tr>\n` +
        `<tr><td>Ulrikke Dam</td><td>Bogholder</td><td>62 21 09 85</td><td>${mailto(A.ulrikke)}</td></tr>\n` +
        `<tr><td>Bjarke Holm</td><td>Lager og udbringning</td><td></td><td></td></tr>\n</table>`,
    }),
    '/besog-os': page({
      path: '/besog-os',
      title: 'Besøg os',
      main:
        `<h1>Besøg os</h1>\n<p>Taproom: torsdag 15–22, fredag 15–24, lørdag 12–24. Vi ligger på Frederiksø, 5 minutters gang fra Svendborg Station.</p>\n` +
        `<p><a href="/besog-os/rundvisninger">Rundvisninger &amp; ølsmagning</a> for grupper fra 8 personer.</p>`,
    }),
    '/besog-os/rundvisninger': page({
      path: '/besog-os/rundvisninger',
      title: 'Rundvisninger & ølsmagning',
      main:
        `<h1>Rundvisninger &amp; ølsmagning</h1>\n<p>En rundvisning varer ca. 1½ time og inkluderer smagning af fem øl. Pris 245 kr. pr. person.</p>\n` +
        `<p>Booking af rundvisninger og firmaarrangementer: Lærke Juhl, eventkoordinator, tlf. ${tel('51 90 27 63')}, ${mailto(A.laerke)}</p>`,
    }),
    '/kontakt': page({
      path: '/kontakt',
      title: 'Kontakt',
      main:
        `<h1>Kontakt</h1>\n<p>Spørgsmål om øl, taproom eller arrangementer: ${mailto(A.hej)} eller ${tel('62 21 09 84')}.</p>\n` +
        `<p>Bestillinger til webshop og fadøl ud af huset: <script>\n  ${ORDER_SCRIPT}\n</script><noscript>ordre (snabel-a) havnelys-bryghus.test</noscript></p>\n` +
        `<p>Vores øl forhandles i Tyskland af Nordbier Vertrieb GmbH, Flensburg: ${mailto(DISTRIBUTOR)}</p>`,
    }),
    '/handelsbetingelser': page({
      path: '/handelsbetingelser',
      title: 'Handelsbetingelser',
      main:
        `<h1>Handelsbetingelser og privatlivspolitik</h1>\n<p>Alkohol sælges ikke til personer under 18 år. Levering sker med GLS til pakkeshop inden for 2–4 hverdage.</p>\n` +
        `<p>Vi bruger cookies til kurven og, med dit samtykke, til statistik.</p>`,
    }),
    '/forhandler/prisliste': page({
      path: '/forhandler/prisliste',
      title: 'Forhandlerprisliste',
      main: `<h1>Prisliste 2025 for forhandlere</h1>\n<p>Bestilling: ${mailto(RETAILER_AREA[0]!)} · Din kontakt på lageret: Karsten Bøgh, ${mailto(RETAILER_AREA[1]!)}</p>`,
    }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Craft beer from Svendborg',
      alternates: ALTERNATES,
      main:
        `<h1>Brewed by the harbour in Svendborg</h1>\n<p>Unfiltered, unpasteurised beer brewed in small batches on the island of Frederiksø since 2016.</p>\n` +
        `<p>Looking to stock our beer abroad? See <a href="/en/wholesale-export">Wholesale &amp; export</a>.</p>`,
    }),
    '/en/wholesale-export': page({
      path: '/en/wholesale-export',
      lang: 'en',
      title: 'Wholesale & export',
      main:
        `<h1>Wholesale &amp; export</h1>\n<p>We ship kegs and cans on pallets to Germany, Sweden and Norway. Minimum order one pallet.</p>\n` +
        `<p>Export Manager: Anker Thomsen, ${mailto(A.anker)}, ${tel('+45 23 81 40 19')}</p>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.hej, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
  { address: A.rasmus, name: 'Rasmus Kjærgaard', title: 'brygmester og medstifter', pages: ['/om-bryggeriet'], cases: ['link-non-english', 'name-title-line', 'json-ld-person', 'json-ld-mailto', 'plain'] },
  { address: A.thoger, name: 'Thøger Mølgaard', title: 'Direktør & medstifter', pages: ['/om-bryggeriet'], cases: ['link-non-english', 'name-title-line', 'json-ld-person', 'plain'] },
  { address: A.signe, name: 'Signe Bech-Olesen', title: 'Salgschef', pages: ['/medarbejdere'], cases: ['link-non-english', 'table', 'plain'] },
  { address: A.villads, name: 'Villads Krogh', title: 'Bryggeriassistent', pages: ['/medarbejdere'], cases: ['link-non-english', 'table', 'plain'] },
  { address: A.ulrikke, name: 'Ulrikke Dam', title: 'Bogholder', pages: ['/medarbejdere'], cases: ['link-non-english', 'table', 'plain'] },
  { address: A.laerke, name: 'Lærke Juhl', title: 'eventkoordinator', pages: ['/besog-os/rundvisninger'], cases: ['link-non-english', 'deep-page', 'label-line', 'plain'] },
  { address: A.anker, name: 'Anker Thomsen', title: 'Export Manager', pages: ['/en/wholesale-export'], cases: ['hreflang', 'deep-page', 'link-english-unlisted', 'title-name-line', 'plain'] },
  { address: A.ordre, name: null, title: null, pages: ['/kontakt'], encoded: ORDER_ENCODED, cases: ['link-non-english', 'role', 'script-concat'] },
];

export function havnelysBryghus(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /forhandler/\nDisallow: /cart\nDisallow: /checkout\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/vores-ol', '/om-bryggeriet', '/medarbejdere', '/besog-os', '/besog-os/rundvisninger', '/kontakt', '/handelsbetingelser', '/en', '/en/wholesale-export']),
      pages: pages(),
      headers: { Server: 'cloudflare', 'X-Shopid': '61208334551' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-3',
      languages: ['da', 'en'],
      addresses,
      pattern: '{first}',
      statedPattern: { page: '/medarbejdere', text: SCHEME },
      disallowed: ['/forhandler/prisliste'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        ...RETAILER_AREA.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: DISTRIBUTOR, kind: 'other-company' },
        { text: PLACEHOLDER, kind: 'placeholder' },
        { text: PACKAGE, kind: 'package' },
      ],
    },
  };
}
