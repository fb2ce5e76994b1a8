/**
 * Hotel De Zwaan: a boutique hotel in a canal house in Ghent, Belgium, on Squarespace, in Flemish
 * Dutch with an English version reached through the head's hreflang alternates (the language
 * picker is a script-driven select). The owners and staff as cards on "Over ons" and "About us",
 * the breakfast chef on a "Title: Name" line, the front office manager's address as character
 * references, the sales manager only in the hotel's JSON-LD, reservations and info as
 * contactPoints (one written "mailto:"), the night manager two steps deep in English, and the
 * groups mailbox in a news post next to a new receptionist who is not its owner.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'hotel-de-zwaan-gent.test';
const ORIGIN = `http://${HOST}`;

const NL: [string, string][] = [
  ['/', 'Home'],
  ['/kamers', 'Kamers'],
  ['/ontbijt', 'Ontbijt'],
  ['/over-ons', 'Over ons'],
  ['/nieuws', 'Nieuws'],
  ['/contact', 'Contact'],
];
const EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/rooms', 'Rooms'],
  ['/en/about', 'About us'],
  ['/en/contact', 'Contact'],
];

const ALT = {
  home: { 'nl-BE': '/', en: '/en' },
  about: { 'nl-BE': '/over-ons', en: '/en/about' },
  contact: { 'nl-BE': '/contact', en: '/en/contact' },
  rooms: { 'nl-BE': '/kamers', en: '/en/rooms' },
};

const theme: Theme = {
  host: HOST,
  siteName: 'Hotel De Zwaan',
  head: [
    '<!-- This is Squarespace. --><!-- hotel-de-zwaan -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65f1c0a2b8e4d71f2a3c9e10/14/5c5a519771c10ba3470d8101/65f1c0a2b8e4d71f2a3c9e2d/1491/site.css">',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"65f1c0a2b8e4d71f2a3c9e10","siteTitle":"Hotel De Zwaan"}};</script>',
  ],
  header: (p) => {
    const menu = p.lang.startsWith('en') ? EN : NL;
    return (
      `<header id="header" class="header theme-col--primary" data-section-theme=""><div class="header-inner"><div class="header-title-logo"><a href="${p.lang.startsWith('en') ? '/en' : '/'}"><img src="//images.squarespace-cdn.com/content/v1/65f1c0a2b8e4d71f2a3c9e10/zwaan-logo.png?format=1500w" alt="Hotel De Zwaan"></a></div>` +
      `<nav class="header-nav-list">${menu.map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav>` +
      `<select class="language-picker" aria-label="Taal / Language" onchange="window.location=this.value"><option value="/"${p.lang.startsWith('nl') ? ' selected' : ''}>NL</option><option value="/en"${p.lang.startsWith('en') ? ' selected' : ''}>EN</option></select>` +
      `<a class="btn btn--border theme-btn--primary-inverse" href="https://booking.zwaan-engine.example/hotel-de-zwaan">${p.lang.startsWith('en') ? 'Book now' : 'Boek nu'}</a></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="sqs-block html-block"><p>Hotel De Zwaan · Graslei 27 · 9000 Gent · ${tel('+32 9 224 18 60')}</p><p>${p.lang.startsWith('en') ? 'Reception open 7:00–23:00' : 'Receptie open van 7 tot 23 uur'} · BE 0712.345.678</p><p><a href="${p.lang.startsWith('en') ? '/en/privacy' : '/privacy'}">Privacy</a> · <a href="/config/staff" rel="nofollow">Login</a></p></div></section></footer>`,
  privacyPath: { nl: '/privacy', en: '/en/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'nl-BE' });

const block = (html: string): string => `<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">${html}</div></div></div></div></section>`;

const HOTEL_LD = {
  '@context': 'https://schema.org',
  '@type': 'Hotel',
  name: 'Hotel De Zwaan',
  url: `${ORIGIN}/`,
  telephone: '+32 9 224 18 60',
  address: { '@type': 'PostalAddress', streetAddress: 'Graslei 27', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' },
  contactPoint: [
    { '@type': 'ContactPoint', contactType: 'customer service', email: `info@${HOST}`, availableLanguage: ['nl', 'en', 'fr'] },
    { '@type': 'ContactPoint', contactType: 'reservations', email: `mailto:reservaties@${HOST}`, telephone: '+32 9 224 18 61' },
  ],
};

type Member = { name: string; nl: string; en: string; local: string };
const TEAM: Member[] = [
  { name: 'Sofie Claeys', nl: 'Gastvrouw & zaakvoerder', en: 'Host & owner', local: 'sofie' },
  { name: 'Tom Claeys', nl: 'Zaakvoerder, technische dienst', en: 'Owner, maintenance', local: 'tom' },
  { name: 'Elise Wouters', nl: 'Verantwoordelijke housekeeping', en: 'Head of housekeeping', local: 'elise' },
  { name: 'Lotte Peeters', nl: 'Receptioniste', en: 'Receptionist', local: 'lotte' },
];
const cards = (lang: 'nl' | 'en'): string =>
  `<div class="user-items-list"><ul class="user-items-list-simple">${TEAM.map((m) => `<li class="list-item"><div class="list-item-media"><img data-src="//images.squarespace-cdn.com/content/v1/65f1c0a2b8e4d71f2a3c9e10/${m.local}.jpg" alt="${esc(m.name)}"></div><div class="list-item-content"><h2 class="list-item-content__title">${esc(m.name)}</h2><div class="list-item-content__description"><p>${esc(m[lang])}</p><p>${mailto(`${m.local}@${HOST}`)}</p></div></div></li>`).join('')}</ul></div>`;

export function hotelDeZwaanGent(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Boetiekhotel aan de Graslei',
    alternates: ALT.home,
    jsonLd: [HOTEL_LD],
    main: block(`<h1>Slapen aan het water, midden in Gent</h1><p>Twaalf kamers in een zeventiende-eeuws pakhuis aan de Graslei, met zicht op de Korenlei en de torens van de stad.</p><p><a href="/kamers">Onze kamers</a> · <a href="/ontbijt">Ontbijt</a></p>`),
  });
  pages['/kamers'] = page({ path: '/kamers', title: 'Kamers', alternates: ALT.rooms, main: block(`<h1>Kamers</h1><p>Van de knusse Zolderkamer tot de Suite Graslei met balkon. Alle kamers met regendouche en koffiemachine.</p>`) });
  pages['/ontbijt'] = page({
    path: '/ontbijt',
    title: 'Ontbijt',
    main: block(`<h1>Ontbijt</h1><p>Elke ochtend van 7.30 tot 10.30 uur: brood van bakkerij Himschoot, Gentse mokken, eitjes naar keuze en verse fruitsap.</p><p>Allergieën of een ontbijt op de kamer? Laat het ons weten.</p><p><strong>Chef-kok:</strong> Pieter Vermeulen – ${mailto(`pieter@${HOST}`)}</p>`),
  });
  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    alternates: ALT.about,
    jsonLd: [{ ...HOTEL_LD, contactPoint: undefined, employee: [{ '@type': 'Person', name: 'Jolien Maes', jobTitle: 'Sales & events manager', email: `jolien@${HOST}` }] }],
    main: block(`<h1>Over ons</h1><p>Sofie en Tom Claeys kochten het pand in 2016 en openden drie jaar later de deuren. Een klein team zorgt ervoor dat je je thuis voelt.</p>${cards('nl')}`),
  });
  pages['/nieuws'] = page({ path: '/nieuws', title: 'Nieuws', main: block(`<h1>Nieuws</h1><article class="blog-item"><h2><a href="/nieuws/welkom-lotte">Welkom, Lotte!</a></h2><time datetime="2025-02-10">10 februari 2025</time></article>`) });
  pages['/nieuws/welkom-lotte'] = page({
    path: '/nieuws/welkom-lotte',
    title: 'Welkom, Lotte!',
    main: block(
      `<article class="blog-item-wrapper"><h1 class="entry-title">Welkom, Lotte!</h1><p>Sinds februari staat Lotte Peeters mee aan de receptie. Lotte studeerde toerisme in Brugge en spreekt vlot Frans, Engels en Spaans.</p><p>Plannen jullie een teamuitstap of familiefeest? Voor groepsboekingen vanaf vijf kamers mail je naar ${mailto(`groepen@${HOST}`)}.</p></article>`,
    ),
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    alternates: ALT.contact,
    main: block(
      `<h1>Contact</h1><p>Graslei 27, 9000 Gent<br>${tel('+32 9 224 18 60')}<br>${mailto(`info@${HOST}`)}</p><p>Reservaties: ${mailto(`reservaties@${HOST}`)} of ${tel('+32 9 224 18 61')}</p>` +
        `<p>Front office manager: Bram De Smet, <a href="mailto:${entities(`bram@${HOST}`)}">${entities(`bram@${HOST}`)}</a></p>` +
        `<form class="form-wrapper" data-form-id="65f1c0a2"><label>E-mail<input type="email" name="email" placeholder="naam@voorbeeld.be"></label><textarea name="message"></textarea><button type="submit">Verzenden</button></form>`,
    ),
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: block(`<h1>Privacyverklaring</h1><p>Wij verwerken je gegevens enkel om je verblijf te organiseren.</p>`) });

  pages['/en'] = page({ path: '/en', lang: 'en', title: 'Boutique hotel on the Graslei', alternates: ALT.home, jsonLd: [HOTEL_LD], main: block(`<h1>Sleep by the water in the heart of Ghent</h1><p>Twelve rooms in a 17th-century warehouse on the Graslei.</p><p><a href="/en/rooms">Our rooms</a></p>`) });
  pages['/en/rooms'] = page({ path: '/en/rooms', lang: 'en', title: 'Rooms', alternates: ALT.rooms, main: block(`<h1>Rooms</h1><p>From the cosy Attic Room to the Graslei Suite with balcony.</p>`) });
  pages['/en/about'] = page({ path: '/en/about', lang: 'en', title: 'About us', alternates: ALT.about, main: block(`<h1>About us</h1><p>Sofie and Tom Claeys bought the building in 2016 and opened three years later.</p>${cards('en')}`) });
  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    alternates: ALT.contact,
    main: block(`<h1>Contact</h1><p>Graslei 27, 9000 Ghent, Belgium<br>${mailto(`info@${HOST}`)}</p><p>Arriving after 11 pm? Our night manager looks after late check-ins: Karim Benali, night manager – ${mailto(`karim@${HOST}`)}</p>`),
  });
  pages['/en/privacy'] = page({ path: '/en/privacy', lang: 'en', title: 'Privacy', main: block(`<h1>Privacy</h1><p>We process your data only to arrange your stay.</p>`) });
  pages['/config/staff'] = page({ path: '/config/staff', title: 'Staff', main: block(`<p>Rooster: planning@${HOST}</p>`) });

  const teamAddr = (m: Member) => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.nl,
    titleAlternatives: [m.en],
    pages: ['/over-ons', '/en/about'],
    cases: ['card', 'plain', 'link-non-english', 'hreflang'] as CrawlWorldSite['truth']['addresses'][number]['cases'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/kamers', '/ontbijt', '/over-ons', '/nieuws', '/contact', '/en', '/en/rooms', '/en/about', '/en/contact']),
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-22',
      languages: ['nl', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/en/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: `reservaties@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain'] },
        ...TEAM.map(teamAddr),
        { address: `pieter@${HOST}`, name: 'Pieter Vermeulen', title: 'Chef-kok', titleAlternatives: ['Chef'], pages: ['/ontbijt'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `jolien@${HOST}`, name: 'Jolien Maes', title: 'Sales & events manager', pages: ['/over-ons'], cases: ['json-ld-person', 'json-ld-only', 'link-non-english'] },
        { address: `bram@${HOST}`, name: 'Bram De Smet', title: 'Front office manager', pages: ['/contact'], cases: ['title-name-line', 'entities'] },
        { address: `karim@${HOST}`, name: 'Karim Benali', title: 'night manager', titleAlternatives: ['Night manager'], pages: ['/en/contact'], cases: ['name-title-line', 'hreflang', 'deep-page', 'plain'] },
        { address: `groepen@${HOST}`, name: null, title: null, pages: ['/nieuws/welkom-lotte'], cases: ['neighbour', 'role', 'deep-page', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/config/staff'],
      nonAddresses: [
        { text: `planning@${HOST}`, kind: 'disallowed' },
        { text: 'naam@voorbeeld.be', kind: 'placeholder' },
      ],
    },
  };
}
