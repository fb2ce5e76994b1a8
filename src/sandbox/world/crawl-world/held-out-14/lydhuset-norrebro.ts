/**
 * Lydhuset Nørrebro: a recording and mixing studio in Copenhagen, Danish and English, on
 * Squarespace. First-name addresses. The booking mailbox visible and as a JSON-LD contact point,
 * the mastering engineer only in the JSON-LD (an employee of the mastering department), the staff as
 * summary cards on "Om os" and on the English "Engineers" page, the live engineer in microdata and
 * the bookkeeper with an address String.fromCharCode writes on the contact page; a git clone URL
 * for the studio's free scripts and a client upload page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lydhuset-norrebro.test';
const ORIGIN = `http://${HOST}`;

const MENU_DA: [string, string][] = [
  ['/', 'Forside'],
  ['/studierne', 'Studierne'],
  ['/om-os', 'Om os'],
  ['/kontakt', 'Kontakt'],
  ['/en', 'English'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/rooms-and-gear', 'Rooms & gear'],
  ['/en/engineers', 'Engineers'],
  ['/en/free-scripts', 'Free scripts'],
  ['/', 'Dansk'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lydhuset Nørrebro',
  head: [
    '<!-- This is Squarespace. --><!-- lydhuset-norrebro -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.test/static/versioned-site-css/64f1c0a2b7e5d/12/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"64f1c0a2b7e5d3a1f0c9e812"}};</script>',
  ],
  header: (p) =>
    `<header id="header" class="header theme-col--primary"><div class="header-title-logo"><a href="${p.lang === 'en' ? '/en' : '/'}"><img src="https://images.squarespace-cdn.test/content/v1/64f1c0a2/lydhuset-logo.png?format=1500w" alt="Lydhuset Nørrebro"></a></div>` +
    `<nav class="header-nav-list">${(p.lang === 'en' ? MENU_EN : MENU_DA).map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></header>`,
  footer: (p) =>
    `<footer class="sections" id="footer-sections"><section class="page-section"><div class="sqs-block html-block"><p>Lydhuset Nørrebro ApS · Jagtvej 157, baghuset · 2200 København N · CVR 41 87 22 06 · ${tel('+45 35 85 21 40')}</p>` +
    `<p><a href="/privatliv">${p.lang === 'en' ? 'Privacy' : 'Privatlivspolitik'}</a> · <a href="/kunder/upload">${p.lang === 'en' ? 'Client upload' : 'Kundeupload'}</a></p></div></section></footer>`,
  privacyPath: { da: '/privatliv', en: '/privatliv' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const STAFF: { name: string; da: string; en: string; address: string }[] = [
  { name: 'Mikkel Bach', da: 'Indehaver og tonemester', en: 'Owner and recording engineer', address: 'mikkel@lydhuset-norrebro.test' },
  { name: 'Sara Lund', da: 'Tonemester, mix', en: 'Mix engineer', address: 'sara@lydhuset-norrebro.test' },
  { name: 'Anders Vinther', da: 'Producer og musiker', en: 'Producer and session musician', address: 'anders@lydhuset-norrebro.test' },
  { name: 'Freja Dalgaard', da: 'Studiekoordinator', en: 'Studio coordinator', address: 'freja@lydhuset-norrebro.test' },
];

function summaryCards(lang: 'da' | 'en'): string {
  return (
    `<div class="sqs-block summary-v2-block"><div class="summary-item-list">\n` +
    STAFF.map(
      (s) =>
        `<div class="summary-item"><div class="summary-thumbnail-container"><img data-src="https://images.squarespace-cdn.test/content/v1/64f1c0a2/${s.address.slice(0, s.address.indexOf('@'))}.jpg" alt=""></div>` +
        `<div class="summary-content"><div class="summary-title">${esc(s.name)}</div><div class="summary-excerpt"><p>${esc(lang === 'da' ? s.da : s.en)}</p><p>${mailto(s.address)}</p></div></div></div>`,
    ).join('\n') +
    `\n</div></div>`
  );
}

const LONE = 'lone@lydhuset-norrebro.test';

const ORG = {
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  name: 'Lydhuset Nørrebro',
  url: `${ORIGIN}/`,
  telephone: '+45 35 85 21 40',
  address: { '@type': 'PostalAddress', streetAddress: 'Jagtvej 157', postalCode: '2200', addressLocality: 'København N', addressCountry: 'DK' },
  contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: 'booking@lydhuset-norrebro.test', telephone: '+45 35 85 21 40', availableLanguage: ['Danish', 'English'] },
  department: [
    {
      '@type': 'Organization',
      name: 'Lydhuset Mastering',
      employee: { '@type': 'Person', name: 'Ida Holm', jobTitle: 'Masteringtekniker', email: 'ida@lydhuset-norrebro.test' },
    },
  ],
};

export function lydhusetNorrebro(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Indspilning, mix og mastering',
    lang: 'da',
    alternates: { da: '/', en: '/en' },
    jsonLd: [ORG],
    main:
      `<section class="page-section"><h1>Et lydstudie midt på Nørrebro</h1><p>To indspilningsrum, et kontrolrum med analog konsol og eget masteringrum. Vi optager bands, kor, podcasts og lydbøger.</p>` +
      `<p>Book en session: ${mailto('booking@lydhuset-norrebro.test')}</p></section>`,
  });

  pages['/studierne'] = page({
    path: '/studierne',
    title: 'Studierne',
    lang: 'da',
    main: `<h1>Studierne</h1><p>Studie A: 48 m² med flygel og trommesæt. Studie B: vokalboks og overdub. Timepris fra 650 kr. ekskl. moms, dagspris 4.800 kr. inkl. tekniker.</p>`,
  });

  pages['/om-os'] = page({
    path: '/om-os',
    title: 'Om os',
    lang: 'da',
    alternates: { da: '/om-os', en: '/en/engineers' },
    main: `<h1>Folkene bag</h1><p>Vi har drevet studiet siden 2011 og har indspillet over 300 udgivelser.</p>\n${summaryCards('da')}`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'da',
    main:
      `<h1>Kontakt</h1><p>Booking af studietid: ${mailto('booking@lydhuset-norrebro.test')}</p>` +
      `<div class="sqs-block" itemscope itemtype="https://schema.org/Person"><p><span itemprop="name">Emil Krogh</span>, <span itemprop="jobTitle">livetekniker og udlejning af PA</span><br>` +
      `<a itemprop="email" href="mailto:emil@lydhuset-norrebro.test">emil@lydhuset-norrebro.test</a></p></div>` +
      `<p>Lone Berg, bogholder (fakturaer og betalinger): <span id="mail-lone"></span>` +
      `<script>document.getElementById('mail-lone').innerHTML = '<a href="mailto:' + String.fromCharCode(${charCodes(LONE)}) + '">' + String.fromCharCode(${charCodes(LONE)}) + '</a>';</script></p>`,
  });

  pages['/privatliv'] = page({
    path: '/privatliv',
    title: 'Privatlivspolitik',
    lang: 'da',
    main: `<h1>Privatlivspolitik</h1><p>Dataansvarlig: Lydhuset Nørrebro ApS, Jagtvej 157, 2200 København N.</p>`,
  });

  pages['/kunder/upload'] = page({
    path: '/kunder/upload',
    title: 'Kundeupload',
    lang: 'da',
    main: `<h1>Upload af stems og multitracks</h1><p>Linket til jeres mappe får I fra ${mailto('upload@lydhuset-norrebro.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Recording, mixing and mastering',
    lang: 'en',
    alternates: { da: '/', en: '/en' },
    jsonLd: [ORG],
    main:
      `<section class="page-section"><h1>A recording studio in the middle of Nørrebro</h1><p>Two live rooms, an analogue control room and our own mastering suite. Bands, choirs, podcasts and audiobooks.</p>` +
      `<p>Book a session: ${mailto('booking@lydhuset-norrebro.test')}</p></section>`,
  });

  pages['/en/rooms-and-gear'] = page({
    path: '/en/rooms-and-gear',
    title: 'Rooms & gear',
    lang: 'en',
    main: `<h1>Rooms &amp; gear</h1><p>Studio A: 48 m² with a grand piano and a house drum kit. Studio B: vocal booth and overdubs. Hourly rate from DKK 650 excl. VAT.</p>`,
  });

  pages['/en/engineers'] = page({
    path: '/en/engineers',
    title: 'Engineers',
    lang: 'en',
    alternates: { da: '/om-os', en: '/en/engineers' },
    main: `<h1>Our engineers and producers</h1>\n${summaryCards('en')}`,
  });

  pages['/en/free-scripts'] = page({
    path: '/en/free-scripts',
    title: 'Free scripts',
    lang: 'en',
    main:
      `<h1>Free REAPER scripts</h1><p>The session templates and track-naming scripts we use every day, free to use:</p>` +
      `<pre><code>git clone git@github.test:lydhuset/reaper-session-scripts.git</code></pre>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /kunder/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-14',
      languages: ['da', 'en'],
      addresses: [
        { address: 'booking@lydhuset-norrebro.test', name: null, title: null, pages: ['/', '/kontakt', '/en'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        {
          address: 'ida@lydhuset-norrebro.test',
          name: 'Ida Holm',
          title: 'Masteringtekniker',
          pages: ['/', '/en'],
          cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'],
        },
        ...STAFF.map((s) => ({
          address: s.address,
          name: s.name,
          title: s.da,
          titleAlternatives: [s.en],
          pages: ['/om-os', '/en/engineers'],
          cases: ['card', 'plain', ln, 'link-english-unlisted'] as CaseKind[],
        })),
        {
          address: 'emil@lydhuset-norrebro.test',
          name: 'Emil Krogh',
          title: 'livetekniker og udlejning af PA',
          pages: ['/kontakt'],
          cases: ['microdata', 'name-title-line', 'plain'],
        },
        {
          address: LONE,
          name: 'Lone Berg',
          title: 'bogholder',
          pages: ['/kontakt'],
          encoded: { kind: 'charcodes', text: charCodes(LONE) },
          cases: ['name-title-line', 'script-charcode'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/kunder/upload'],
      nonAddresses: [
        { text: 'upload@lydhuset-norrebro.test', kind: 'disallowed' },
        { text: 'git@github.test:lydhuset/reaper-session-scripts.git', kind: 'git' },
      ],
    },
  };
}
