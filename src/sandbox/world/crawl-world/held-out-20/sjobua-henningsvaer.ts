/**
 * Sjøbua Hotell & Restaurant: a family-run harbour hotel with a seafood restaurant in
 * Henningsvær, Lofoten, on Squarespace. Norwegian pages with an English contact page linked from
 * the header; the staff in a contact table with a header row (English titles on the English
 * page), the chef in a sentence on the restaurant page, the restaurant manager on a booking label
 * line, the events manager on a page only the robots.txt sitemap lists, her address built by a
 * script; the booking engine's support address, a CDN package version, an old address left in an
 * HTML comment and the staff page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'sjobuahenningsvaer.test';
const ORIGIN = `http://${HOST}`;

const NAV_NO: [string, string][] = [
  ['/rom', 'Rom'],
  ['/restaurant', 'Restaurant'],
  ['/opplevelser', 'Opplevelser'],
  ['/kontakt-oss', 'Kontakt oss'],
  ['/en', 'English'],
];
const NAV_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/contact', 'Contact'],
  ['/', 'Norsk'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Sjøbua Hotell & Restaurant',
  head: [
    '<!-- This is Squarespace. --><!-- sjobua-hotell -->',
    '<link rel="preconnect" href="https://images.squarespace-cdn.com">',
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js" defer></script>',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64a1f0c2e4b0d7/27/5c5a519771c10ba3470d8101/64a1f0c2e4b0d7/1564/site.css">',
  ],
  header: (p) =>
    `<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles='{"layout":"navRight"}'><div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout-nav-right">` +
    `<div class="header-title-logo"><a href="${p.lang === 'en' ? '/en' : '/'}" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/64a1f0c2e4b0d7/sjobua-logo.png?format=1500w" alt="Sjøbua Hotell &amp; Restaurant"></a></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${(p.lang === 'en' ? NAV_EN : NAV_NO).map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></div></div></div></header>`,
  footer: (p) =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section data-test="page-section" class="page-section full-bleed-section layout-engine-section"><div class="content-wrapper"><div class="content"><div class="fluid-engine"><div class="fe-block"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">` +
    `<p class="sqsrte-small">Sjøbua Hotell &amp; Restaurant AS · Misvær 12, 8312 Henningsvær · Org.nr. 918 442 617<br>${tel('+47 76 07 15 40')} · ${mailto(`resepsjon@${HOST}`)}</p>` +
    `<p class="sqsrte-small"><a href="/personvern">${p.lang === 'en' ? 'Privacy' : 'Personvern'}</a> · <a href="/ansatt">${p.lang === 'en' ? 'Staff' : 'For ansatte'}</a></p>` +
    `</div></div></div></div></div></div></div></section></footer>`,
  privacyPath: { no: '/personvern', en: '/personvern' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const block = (html: string) => `<section data-test="page-section" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle"><div class="content-wrapper"><div class="content"><div class="fluid-engine fe-6501c8"><div class="fe-block"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></div></section>`;

type Row = { name: string; no: string; en: string; phone: string; mail: string };
const STAFF: Row[] = [
  { name: 'Ingrid Sørensen Hansen', no: 'Daglig leder', en: 'Managing Director', phone: '+47 905 12 377', mail: 'ingrid' },
  { name: 'Kristoffer Bakke-Nilsen', no: 'Resepsjonssjef', en: 'Front Office Manager', phone: '+47 76 07 15 40', mail: 'kristoffer' },
  { name: 'Torbjørn Kvalvik', no: 'Driftsleder', en: 'Maintenance Manager', phone: '+47 482 90 114', mail: 'torbjorn' },
];

const staffTable = (en: boolean) =>
  `<table class="ansatte"><thead><tr><th>${en ? 'Name' : 'Navn'}</th><th>${en ? 'Position' : 'Stilling'}</th><th>${en ? 'Phone' : 'Telefon'}</th><th>${en ? 'E-mail' : 'E-post'}</th></tr></thead><tbody>` +
  STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(en ? s.en : s.no)}</td><td>${tel(s.phone)}</td><td>${mailto(`${s.mail}@${HOST}`)}</td></tr>`).join('') +
  `<tr><td>${en ? 'Invoices' : 'Faktura og regnskap'}</td><td></td><td></td><td>${mailto(`faktura@${HOST}`)}</td></tr>` +
  `</tbody></table>`;

const SUNNIVA_SCRIPT = `<script>var u='sunniva', d='sjobuahenningsvaer' + '.test';document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');</script>`;

export function sjobuaHenningsvaer(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hotell og restaurant i Henningsvær',
    lang: 'no',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Hotel',
        name: 'Sjøbua Hotell & Restaurant',
        url: `${ORIGIN}/`,
        telephone: '+47 76 07 15 40',
        email: `resepsjon@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Misvær 12', postalCode: '8312', addressLocality: 'Henningsvær', addressCountry: 'NO' },
        starRating: { '@type': 'Rating', ratingValue: '3' },
      },
    ],
    main:
      block(`<h1 style="white-space:pre-wrap;">Bo ved kaia i Henningsvær</h1><p class="">24 rom i en restaurert fiskebruk fra 1912, med utsikt over havna og Vestfjorden. Frokost fra egen bakeovn og middag med fangst fra båtene som legger til rett utenfor.</p>`) +
      block(`<p class=""><a class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element" href="https://nettbooking-nord.no/sjobua">Bestill rom</a></p><!-- gammel e-post til 2021: post@${HOST} -->`),
  });

  pages['/rom'] = page({ path: '/rom', title: 'Rom', lang: 'no', main: block(`<h1>Rom</h1><p>Enkeltrom, dobbeltrom og to familiesuiter i 2. etasje. Alle rom har eget bad og havutsikt.</p><p>Spørsmål om nettbestillingen? Bookingsystemet leveres av Nettbooking Nord AS: support@nettbooking-nord.no</p>`) });
  pages['/opplevelser'] = page({ path: '/opplevelser', title: 'Opplevelser', lang: 'no', main: block(`<h1>Opplevelser</h1><p>Havørnsafari, fisketur og klatring på Festvågtind – vi hjelper deg å bestille.</p>`) });

  pages['/restaurant'] = page({
    path: '/restaurant',
    title: 'Restaurant',
    lang: 'no',
    main:
      block(
        `<h1>Restaurant Sjøbua</h1><p>Åpent for middag tirsdag–lørdag fra kl. 17.00 (daglig i juni–august). Menyen følger sesongen: skrei fra januar til april, kongekrabbe og lam om høsten.</p>` +
          `<p>Har du allergier eller spesielle ønsker til menyen, send gjerne en e-post til kjøkkensjef Håvard Ellingsen på ${mailto(`havard@${HOST}`)} før du kommer.</p>`,
      ) +
      block(`<h3>Selskap og grupper</h3><p><strong>Selskapsbestilling:</strong> Marte Øye, restaurantsjef, tlf. ${tel('976 41 208')}, ${mailto(`marte@${HOST}`)}</p><p>Bord for inntil seks personer bestilles i resepsjonen.</p>`),
  });

  pages['/kontakt-oss'] = page({
    path: '/kontakt-oss',
    title: 'Kontakt oss',
    lang: 'no',
    main:
      block(`<h1>Kontakt oss</h1><p>Resepsjonen er betjent hver dag 07.00–23.00. ${tel('+47 76 07 15 40')} · ${mailto(`resepsjon@${HOST}`)}</p>`) +
      block(`<h2>Ansatte</h2>${staffTable(false)}`) +
      block(
        `<form class="form-wrapper" data-form-id="64b2"><div class="form-item field email required"><label class="title" for="email-yui_3_17_2">E-post <span class="required">*</span></label><input class="field-element" name="email" type="email" autocomplete="email" spellcheck="false" id="email-yui_3_17_2" placeholder="ola.nordmann@eksempel.no"></div><div class="form-button-wrapper"><button class="button sqs-system-button sqs-editable-button" type="submit">Send</button></div></form>`,
      ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Harbour hotel in Henningsvær, Lofoten',
    lang: 'en',
    main: block(`<h1>Stay on the quay in Henningsvær</h1><p>24 rooms in a restored fish warehouse from 1912, and a restaurant serving the catch of the boats that moor outside.</p>`),
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: block(`<h1>Contact us</h1><p>Reception is open daily 7 am – 11 pm: ${tel('+47 76 07 15 40')}, ${mailto(`resepsjon@${HOST}`)}</p>`) + block(`<h2>Our team</h2>${staffTable(true)}`),
  });

  // Only in the sitemap robots.txt names.
  pages['/selskap-og-konferanse'] = page({
    path: '/selskap-og-konferanse',
    title: 'Selskap og konferanse',
    lang: 'no',
    main: block(
      `<h1>Selskap og konferanse</h1><p>Møterommet «Lofothavet» tar 40 personer i kinooppsett. Vi skreddersyr pakker med overnatting, lunsj og aktivitet for firmaturer, bryllup og minnesamvær.</p>` +
        `<p>Kontaktperson: Sunniva Lund, salgs- og konferanseansvarlig, ${tel('+47 913 55 602')}, ${SUNNIVA_SCRIPT}</p>`,
    ),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', lang: 'no', main: block(`<h1>Personvernerklæring</h1><p>Sjøbua Hotell &amp; Restaurant AS er behandlingsansvarlig for personopplysninger om gjester.</p>`) });
  pages['/ansatt'] = page({ path: '/ansatt', title: 'For ansatte', lang: 'no', main: block(`<h1>For ansatte</h1><p>Vaktbytte og sykemelding: ${mailto(`vaktliste@${HOST}`)}</p>`) });

  pages['/sitemaps/sitemap-main.xml'] = xmlPage(urlset(HOST, ['/', '/rom', '/restaurant', '/opplevelser', '/kontakt-oss', '/selskap-og-konferanse', '/en', '/en/contact'], '2025-01-20'));

  const staffAddr = (s: Row) => ({
    address: `${s.mail}@${HOST}`,
    name: s.name,
    title: s.no,
    titleAlternatives: [s.en],
    pages: ['/kontakt-oss', '/en/contact'],
    cases: ['table', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /ansatt\n\nSitemap: ${ORIGIN}/sitemaps/sitemap-main.xml\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-20',
      languages: ['no', 'en'],
      addresses: [
        { address: `resepsjon@${HOST}`, name: null, title: null, pages: ['/', '/kontakt-oss', '/en/contact'], cases: ['role', 'plain'] },
        { address: `faktura@${HOST}`, name: null, title: null, pages: ['/kontakt-oss', '/en/contact'], cases: ['role', 'table', 'plain'] },
        ...STAFF.map(staffAddr),
        { address: `havard@${HOST}`, name: 'Håvard Ellingsen', title: 'kjøkkensjef', pages: ['/restaurant'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `marte@${HOST}`, name: 'Marte Øye', title: 'restaurantsjef', pages: ['/restaurant'], cases: ['label-line', 'plain', 'link-non-english'] },
        {
          address: `sunniva@${HOST}`,
          name: 'Sunniva Lund',
          title: 'salgs- og konferanseansvarlig',
          pages: ['/selskap-og-konferanse'],
          encoded: { kind: 'script', text: SUNNIVA_SCRIPT },
          cases: ['label-line', 'sitemap-robots', 'script-concat'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/ansatt'],
      nonAddresses: [
        { text: `post@${HOST}`, kind: 'comment' },
        { text: `vaktliste@${HOST}`, kind: 'disallowed' },
        { text: 'support@nettbooking-nord.no', kind: 'other-company' },
        { text: 'ola.nordmann@eksempel.no', kind: 'placeholder' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
