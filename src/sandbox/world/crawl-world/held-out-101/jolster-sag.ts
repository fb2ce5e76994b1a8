/**
 * Jølster Sag & Høvleri: a family sawmill and planing mill in Sunnfjord, on Webflow, in nynorsk
 * with an English page for export customers. The staff as a Webflow CMS collection list of cards;
 * the planing-mill foreman in a prose bio and the board chair as "Styreleiar: Name, address" on
 * the about page; the cladding seller's contact box on the products page with her address written
 * by String.fromCharCode in a custom embed; the contact page's "Name – title – phone – address"
 * lines beside the orders mailbox; the English page's label line for the export coordinator; and
 * the home page's custom-code JSON-LD with the company's address as "mailto:…" and a maintenance
 * manager who appears nowhere else. The Leaflet package, the freight company's address and the
 * dealer pages (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'jolstersag.test';
const ORIGIN = `http://${HOST}`;
const ASSETS = 'https://cdn.prod.website-files.com/65b2f1c08d4e3a0012c7e9a1';

const MENU: [string, string][] = [
  ['/produkt', 'Produkt'],
  ['/om-oss', 'Om oss'],
  ['/tilsette', 'Tilsette'],
  ['/kontakt', 'Kontakt'],
  ['/english', 'English'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Jølster Sag & Høvleri',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${ASSETS}/css/jolster-sag.webflow.shared.4b7e21c9f.css" rel="stylesheet" type="text/css">`,
    '<link href="https://fonts.googleapis.com" rel="preconnect">',
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({ google: { families: ["Source Serif 4:400,600", "Inter:400,500,700"] } });</script>',
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="${ASSETS}/65b2f3a91c7d0e4f5a6b7c8d_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (p) =>
    `<div class="page-wrapper"><div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
    `<a href="/" class="brand w-nav-brand${p.path === '/' ? ' w--current' : ''}" aria-label="home"><img src="${ASSETS}/65b2f3a91c7d0e4f5a6b7c90_jolster-sag-logo.svg" loading="lazy" width="190" alt="Jølster Sag &amp; Høvleri"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link${h === p.path ? ' w--current' : ''}"${h === '/english' ? ' hreflang="en"' : ''}>${esc(l)}</a>`).join('')}</nav>` +
    `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-layout-blockcontainer footer-container w-container"><div class="w-layout-grid footer-grid">` +
    `<div class="footer-block"><div class="footer-heading">Jølster Sag &amp; Høvleri AS</div><p class="footer-text">Vassendvegen 212, 6847 Vassenden<br>Org.nr. 912 447 803 MVA<br>${tel('57 72 80 00')}</p></div>` +
    `<div class="footer-block"><div class="footer-heading">Opningstider</div><p class="footer-text">Butikken: måndag–fredag 07–16, laurdag 10–14 (mars–oktober)</p></div>` +
    `<div class="footer-block"><a href="/personvern" class="footer-link">Personvern</a><a href="/forhandlar" class="footer-link">Forhandlarsider (innlogging)</a><a href="https://www.facebook.com/jolstersag" target="_blank" class="footer-link">Facebook</a></div>` +
    `</div><div class="footer-copyright">© 2025 Jølster Sag &amp; Høvleri AS · PEFC-sertifisert trelast</div></div></footer></div>`,
  bodyEnd: [
    '<div fs-cc="banner" class="fs-cc-banner_component" role="dialog" aria-label="Informasjonskapslar"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">Vi brukar informasjonskapslar for at nettstaden skal fungere og, om du seier ja, til statistikk. <a href="/personvern" class="fs-cc-banner_text-link">Les meir</a></div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Berre naudsynte</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Godta alle</a></div></div></div>',
    '<script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>',
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65b2f1c08d4e3a0012c7e9a1" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="${ASSETS}/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script>`,
    `<script src="${ASSETS}/js/webflow.b1c3e5a7.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'nn' });
const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-layout-blockcontainer container w-container">${html}</div></section>`;
const rich = (html: string): string => `<div class="rich-text w-richtext">${html}</div>`;

type Member = { name: string; title: string; phone: string; slug: string; local?: string };
const STAFF: Member[] = [
  { name: 'Ola Kristoffer Tefre', title: 'Dagleg leiar og medeigar', phone: '907 12 344', slug: 'ola-kristoffer-tefre', local: 'ola' },
  { name: 'Synnøve Årdal Helgheim', title: 'Økonomiansvarleg – løn, rekneskap og fakturering', phone: '57 72 80 11', slug: 'synnove-ardal-helgheim', local: 'synnove' },
  { name: 'Ivar Sægrov', title: 'Sagmeister, ansvarleg for tømmerinnkjøp i Sunnfjord og Nordfjord', phone: '916 55 208', slug: 'ivar-saegrov', local: 'ivar' },
  { name: 'Eirik Vassenden', title: 'Lærling i trearbeidarfaget (2. år)', phone: '57 72 80 00', slug: 'eirik-vassenden' },
];

const staffItem = (m: Member): string =>
  `<div role="listitem" class="staff-item w-dyn-item"><div class="staff-card"><img src="${ASSETS}/65b3a0e1f2c4d5e6a7b8c9d0_${m.slug}.jpg" loading="lazy" alt="${esc(m.name)}" sizes="(max-width: 479px) 92vw, 280px" class="staff-photo">` +
  `<h3 class="staff-name">${esc(m.name)}</h3><div class="staff-title">${esc(m.title)}</div><div class="staff-contact"><a href="tel:${m.phone.replace(/\s/g, '')}" class="staff-link">${esc(m.phone)}</a>${m.local ? `<a href="mailto:${m.local}@${HOST}" class="staff-link">${m.local}@${HOST}</a>` : ''}</div></div></div>`;

const RAGNHILD_CODES = charCodes(`ragnhild@${HOST}`);

export function jolsterSag(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Trelast, kledning og listverk frå Jølster',
    alternates: { nn: '/', en: '/english' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': ['LocalBusiness', 'HomeAndConstructionBusiness'],
        '@id': `${ORIGIN}/#bedrift`,
        name: 'Jølster Sag & Høvleri AS',
        url: `${ORIGIN}/`,
        email: `mailto:post@${HOST}`,
        telephone: '+47 57 72 80 00',
        foundingDate: '1947',
        address: { '@type': 'PostalAddress', streetAddress: 'Vassendvegen 212', postalCode: '6847', addressLocality: 'Vassenden', addressRegion: 'Vestland', addressCountry: 'NO' },
        openingHours: ['Mo-Fr 07:00-16:00', 'Sa 10:00-14:00'],
        employee: [
          { '@type': 'Person', name: 'Ola Kristoffer Tefre', jobTitle: 'Dagleg leiar' },
          { '@type': 'Person', name: 'Håkon Årdal', jobTitle: 'Vedlikehaldsansvarleg, sagline og kraftstasjon', email: `hakon@${HOST}` },
        ],
      },
    ],
    main:
      section(`<h1 class="hero-heading">Trelast frå eigen skog sidan 1947</h1><p class="hero-paragraph">Vi sagar furu og gran frå Sunnfjord, høvlar kledning, panel og listverk og leverer til private, snikkarar og byggevarehandel frå Bergen til Ålesund.</p><a href="/produkt" class="button w-button">Sjå produkta</a>`, 'section hero') +
      section(
        `<div class="w-layout-grid grid-3"><div><h3>Kledning og panel</h3><p>Dobbelfals, skulpefals og tømmermannskledning – grunna eller ubehandla.</p></div><div><h3>Listverk</h3><p>Over 60 profilar på lager, og vi kopierer gamle lister etter mønster.</p></div><div><h3>Konstruksjonsvirke</h3><p>Sterkesortert og CE-merkt, C24 og C18.</p></div></div>`,
      ),
  });

  pages['/produkt'] = page({
    path: '/produkt',
    title: 'Produkt',
    main:
      section(rich(`<h1>Produkt</h1><p>Alt vi sel er saga og høvla her på Vassenden. Prisliste for private får du i butikken eller på e-post; snikkarar og forhandlarar har eigne prisar.</p><h2>Kledning</h2><p>Standard dimensjonar 19×148 og 22×148. Grunning i kvit, gråkvit og raudt på bestilling, leveringstid 1–2 veker.</p><h2>Panel</h2><p>Fas/not-panel i furu, 12×120 og 14×120, kvistfri eller med friske kvistar.</p>`)) +
      section(
        `<div class="contact-box"><div class="w-embed w-script"><p class="contact-box-label">Spørsmål om kledning og panel?</p><p><strong>Ragnhild Bjørlo</strong><br>Seljar – kledning, panel og terrassebord<br>${tel('57 72 80 14')}<br>` +
          `<script>var e = String.fromCharCode(${RAGNHILD_CODES}); document.write('<a href="mailto:' + e + '">' + e + '</a>');</script></p></div></div>`,
      ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: section(
      rich(
        `<h1>Om oss</h1><p>Sagbruket vart starta i 1947 av Kristoffer Tefre, som dreiv ei vassdriven oppgangssag ved Jølstra. I dag er det tredje og fjerde generasjon som driv, med 14 tilsette og eit eige lite kraftverk som forsyner saga med straum.</p>` +
          `<h2>Høvleriet</h2><p>Kjell Reidar Fure kom til oss i 1998 som høvlar, og har sidan 2011 vore høvlerimeister med ansvar for listverk og spesialprofilar. Har du eit gamalt hus og treng kopi av ein list som ikkje lenger finst? Send eit bilete og eit mål til Kjell på ${mailto(`kjell@${HOST}`)}, så lagar han eit tilbod på kniv og profil.</p>` +
          `<h2>Eigarar og styre</h2><p>Selskapet er eigd av familien Tefre og to tilsette.</p><p>Styreleiar: Brita Moe Tefre, ${mailto(`brita@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/tilsette'] = page({
    path: '/tilsette',
    title: 'Tilsette',
    main:
      section(rich(`<h1>Tilsette</h1><p>Her er nokre av oss du kan møte når du ringjer eller kjem innom. Elles står heile gjengen i saga og høvleriet.</p>`)) +
      section(`<div class="w-dyn-list"><div role="list" class="staff-list w-dyn-items">${STAFF.map(staffItem).join('')}</div></div>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    head: ['<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" integrity="sha256-p4NxAoJBhIIN+hmNHrzRCf9tD/miZyoHS5obTRR9BMY=" crossorigin="">'],
    main:
      section(
        rich(
          `<h1>Kontakt</h1><p>Jølster Sag &amp; Høvleri AS, Vassendvegen 212, 6847 Vassenden. Sentralbord ${tel('57 72 80 00')}, ${mailto(`post@${HOST}`)}</p>` +
            `<p>Bestillingar og tilbod: ${mailto(`ordre@${HOST}`)} – vi svarar same dag.</p>` +
            `<h2>Direkte</h2>` +
            `<p>Ola Kristoffer Tefre – dagleg leiar – 907 12 344 – ${mailto(`ola@${HOST}`)}</p>` +
            `<p>Torbjørn Helle – transportkoordinator, køyring i Vestland og til Sunnmøre – 951 40 227 – ${mailto(`torbjorn@${HOST}`)}</p>` +
            `<p>Guro Nesheim – kundebehandlar i butikken på Vassenden – 57 72 80 15 – ${mailto(`guro@${HOST}`)}</p>` +
            `<p>Vi køyrer sjølv i Sunnfjord. Lengre transport går med Fjordfrakt AS – bestilling av frakt direkte hos dei: booking@fjordfrakt.test.</p>`,
        ),
      ) +
      section(
        `<div class="w-embed w-script"><div id="kart" style="height:360px"></div><script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" integrity="sha256-20nQCchB9co0qIjJZRGuk2/Z9VM+kNiyxNV1lvTlZBo=" crossorigin=""></script>` +
          `<script>var kart = L.map('kart').setView([61.4793, 6.0712], 13); L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', { attribution: '&copy; OpenStreetMap' }).addTo(kart); L.marker([61.4793, 6.0712]).addTo(kart).bindPopup('Jølster Sag &amp; Høvleri');</script></div>`,
      ),
  });

  pages['/english'] = page({
    path: '/english',
    title: 'Sawn and planed timber from western Norway',
    lang: 'en',
    alternates: { nn: '/', en: '/english' },
    main: section(
      rich(
        `<h1>Timber from Jølster</h1><p>We are a family-owned sawmill and planing mill in Sunnfjord, western Norway, producing pine and spruce cladding, mouldings and structural timber. Since 2019 we have shipped untreated and primed cladding to builders in Shetland, the Faroe Islands and Iceland.</p>` +
          `<p>Export enquiries: Ingvild Skrede, Export Sales Coordinator (UK, Faroe Islands and Iceland), Jølster Sag &amp; Høvleri AS, Vassendvegen 212, 6847 Vassenden, Norway, ${tel('+47 57 72 80 19')}, ${mailto(`ingvild@${HOST}`)}</p>` +
          `<p>Orders and quotes in Norwegian or English: ${mailto(`ordre@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: section(rich(`<h1>Personvernerklæring</h1><p>Jølster Sag &amp; Høvleri AS er behandlingsansvarleg for personopplysningar vi får ved bestilling og i kundeforholdet. Opplysningane vert lagra i rekneskapssystemet så lenge bokføringslova krev.</p>`)) });

  pages['/forhandlar'] = page({
    path: '/forhandlar',
    title: 'Forhandlarsider',
    main: section(rich(`<h1>Forhandlarsider</h1><p>Prislister, lagerstatus og produktdatablad for forhandlarar. Logg inn med kundenummeret ditt. Treng du tilgang, send ein e-post til forhandlar@${HOST}.</p>`)),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /forhandlar\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/produkt', '/om-oss', '/tilsette', '/kontakt', '/english', '/personvern'], '2025-02-18'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1', 'CF-Cache-Status': 'HIT', 'surrogate-key': 'jolster-sag.webflow.io 65b2f1c08d4e3a0012c7e9a1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-101',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-mailto', 'plain', ln] },
        { address: `ordre@${HOST}`, name: null, title: null, pages: ['/kontakt', '/english'], cases: ['role', 'plain', ln] },
        {
          address: `ola@${HOST}`,
          name: 'Ola Kristoffer Tefre',
          title: 'Dagleg leiar og medeigar',
          titleAlternatives: ['dagleg leiar'],
          pages: ['/tilsette', '/kontakt'],
          cases: ['card', 'name-title-line', 'plain', ln],
        },
        { address: `synnove@${HOST}`, name: 'Synnøve Årdal Helgheim', title: 'Økonomiansvarleg – løn, rekneskap og fakturering', titleAlternatives: ['Økonomiansvarleg'], pages: ['/tilsette'], cases: ['card', 'plain', ln] },
        { address: `ivar@${HOST}`, name: 'Ivar Sægrov', title: 'Sagmeister, ansvarleg for tømmerinnkjøp i Sunnfjord og Nordfjord', titleAlternatives: ['Sagmeister'], pages: ['/tilsette'], cases: ['card', 'plain', ln] },
        {
          address: `ragnhild@${HOST}`,
          name: 'Ragnhild Bjørlo',
          title: 'Seljar – kledning, panel og terrassebord',
          titleAlternatives: ['Seljar'],
          pages: ['/produkt'],
          encoded: { kind: 'charcodes', text: RAGNHILD_CODES },
          cases: ['card', 'script-charcode', ln],
        },
        {
          address: `kjell@${HOST}`,
          name: 'Kjell Reidar Fure',
          title: 'høvlerimeister med ansvar for listverk og spesialprofilar',
          titleAlternatives: ['høvlerimeister'],
          pages: ['/om-oss'],
          cases: ['prose', 'plain', ln],
        },
        { address: `brita@${HOST}`, name: 'Brita Moe Tefre', title: 'Styreleiar', pages: ['/om-oss'], cases: ['title-name-line', 'plain', ln] },
        { address: `torbjorn@${HOST}`, name: 'Torbjørn Helle', title: 'transportkoordinator, køyring i Vestland og til Sunnmøre', titleAlternatives: ['transportkoordinator'], pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
        { address: `guro@${HOST}`, name: 'Guro Nesheim', title: 'kundebehandlar i butikken på Vassenden', titleAlternatives: ['kundebehandlar'], pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
        {
          address: `ingvild@${HOST}`,
          name: 'Ingvild Skrede',
          title: 'Export Sales Coordinator (UK, Faroe Islands and Iceland)',
          titleAlternatives: ['Export Sales Coordinator'],
          pages: ['/english'],
          cases: ['label-line', 'plain'],
        },
        {
          address: `hakon@${HOST}`,
          name: 'Håkon Årdal',
          title: 'Vedlikehaldsansvarleg, sagline og kraftstasjon',
          titleAlternatives: ['Vedlikehaldsansvarleg'],
          pages: ['/'],
          cases: ['json-ld-only', 'json-ld-person'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/forhandlar'],
      nonAddresses: [
        { text: `forhandlar@${HOST}`, kind: 'disallowed' },
        { text: 'leaflet@1.9.4', kind: 'package' },
        { text: 'booking@fjordfrakt.test', kind: 'other-company' },
      ],
    },
  };
}
