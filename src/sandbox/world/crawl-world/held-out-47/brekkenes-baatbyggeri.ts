/**
 * Brekkenes Båtbyggeri AS: a family boat builder in Hardanger, on WordPress with a Divi-like
 * theme, in Norwegian with a small English section. The people on "Om oss" as microdata cards
 * (the apprentice's address written as character references), the winter-storage mailbox
 * beside the master boatbuilder's name, the English "Meet the boatwrights" page two links from
 * home with the restoration lead who is on no Norwegian page, and the contact point in the home
 * page's JSON-LD. A retina logo, the engine partner's address and the customer portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'brekkenes-baatbyggeri.test';
const ORIGIN = `http://${HOST}`;
const UP = '/wp-content/uploads/2024/05';

const MENU: Record<string, [string, string][]> = {
  no: [
    ['/batene-vare', 'Båtene våre'],
    ['/tjenester', 'Verksted og opplag'],
    ['/om-oss', 'Om oss'],
    ['/kontakt-oss', 'Kontakt oss'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/boats', 'Boats'],
    ['/', 'Norsk'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Brekkenes Båtbyggeri',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="divi-style-css" href="${ORIGIN}/wp-content/themes/Divi/style.min.css?ver=4.25.1" type="text/css" media="all">`,
    `<link rel="icon" href="${UP}/cropped-ikon-32x32.png" sizes="32x32">`,
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'no';
    return (
      `<header id="main-header"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="${lang === 'en' ? '/en' : '/'}"><img src="${UP}/brekkenes-logo.png" srcset="${UP}/brekkenes-logo.png 1x, ${UP}/brekkenes-logo@2x.png 2x" alt="Brekkenes Båtbyggeri" id="logo"></a></div>` +
      `<nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`
    );
  },
  footer: () =>
    `<footer id="main-footer"><div class="container"><div class="footer-widget"><h4 class="title">Brekkenes Båtbyggeri AS</h4><p>Brekkevegen 41, 5778 Utne<br>${tel('+47 53 66 21 40')}<br>${mailto(`post@${HOST}`)}</p></div>` +
    `<div class="footer-widget"><p>Org.nr. 912 448 307 MVA</p><p><a href="/personvern">Personvern</a> · <a href="/kundeportal">Kundeportal for nybygg</a></p></div></div><div id="footer-bottom"><p>© 2025 Brekkenes Båtbyggeri AS – tradisjonsbåtbygging siden 1952</p></div></footer>`,
  privacyPath: { no: '/personvern', en: '/personvern' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'no' });
const row = (html: string): string => `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_text_inner">${html}</div></div></div>`;

type Person = { name: string; title: string; local: string; photo: string; entity?: boolean; blurb: string };
const CREW: Person[] = [
  { name: 'Kari Brekkenes', title: 'Daglig leder', local: 'kari', photo: 'kari', blurb: 'Tredje generasjon i båtbyggeriet. Tar seg av kontrakter, økonomi og kundekontakt.' },
  { name: 'Jon Brekkenes', title: 'Båtbyggermester', local: 'jon', photo: 'jon', blurb: 'Har bygget over 80 snekker og færinger siden 1985.' },
  { name: 'Ola Sandvik', title: 'Motor og elektro', local: 'ola', photo: 'ola', blurb: 'Sertifisert for innenbordsmotorer og 12/24 V anlegg.' },
  { name: 'Marte Øvrebø', title: 'Salg og utleie', local: 'marte', photo: 'marte', blurb: 'Hjelper deg å finne riktig båt – ny eller brukt.' },
  { name: 'Ingrid Tveit', title: 'Kontor og regnskap', local: 'ingrid', photo: 'ingrid', blurb: 'Fakturaer, forsikringspapirer og opplagskontrakter.' },
  { name: 'Sindre Haugland', title: 'Båtbyggerlærling', local: 'sindre', photo: 'sindre', entity: true, blurb: 'Andre år som lærling, svennebrev våren 2026.' },
];

const card = (p: Person): string => {
  const addr = `${p.local}@${HOST}`;
  const mail = p.entity ? `<a href="mailto:${entities(addr)}">${entities(addr)}</a>` : `<a href="mailto:${addr}" itemprop="email">${addr}</a>`;
  return (
    `<div class="et_pb_team_member" itemscope itemtype="https://schema.org/Person"><img src="${UP}/ansatt-${p.photo}-400x400.jpg" alt="${esc(p.name)}">` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header" itemprop="name">${esc(p.name)}</h4><p class="et_pb_member_position" itemprop="jobTitle">${esc(p.title)}</p><p>${esc(p.blurb)}</p><p>${mail}</p></div></div>`
  );
};

export function brekkenesBaatbyggeri(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tradisjonsbåter fra Hardanger',
    alternates: { no: '/', en: '/en' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Brekkenes Båtbyggeri AS',
        url: `${ORIGIN}/`,
        telephone: '+47 53 66 21 40',
        address: { '@type': 'PostalAddress', streetAddress: 'Brekkevegen 41', postalCode: '5778', addressLocality: 'Utne', addressCountry: 'NO' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `post@${HOST}`, telephone: '+47 53 66 21 40', availableLanguage: ['Norwegian', 'English'] },
      },
    ],
    main:
      row(`<h1>Snekker, færinger og sjekter – bygget for hånd i Hardanger</h1><p>Vi bygger nye trebåter etter gamle linjer, restaurerer veteranbåter og tar imot båter til vinteropplag i oppvarmet hall.</p>`) +
      row(`<p><a href="/batene-vare">Se båtene våre</a> · <a href="/tjenester">Verksted og opplag</a> · <a href="/om-oss">Menneskene bak</a></p>`),
  });

  pages['/batene-vare'] = page({
    path: '/batene-vare',
    title: 'Båtene våre',
    main: row(`<h1>Båtene våre</h1><ul><li><strong>Utne-snekka 21</strong> – furu på eik, 21 fot, fra kr 690 000</li><li><strong>Hardangerfæring</strong> – tradisjonell robåt med råsegl</li><li><strong>Sjekta 18</strong> – lett arbeidsbåt, også i lerk</li></ul><p>Leveringstid for nybygg er for tiden 14–18 måneder.</p>`),
  });

  pages['/tjenester'] = page({
    path: '/tjenester',
    title: 'Verksted og opplag',
    main: row(
      `<h1>Verksted og opplag</h1><p>Vi tar imot tre- og plastbåter opp til 32 fot for vinteropplag, reparasjon, kalfatring og lakkering.</p>` +
        `<p>Spørsmål om reparasjoner og tilstand tar du med båtbyggermester Jon Brekkenes, tlf. ${tel('900 41 227')}. Ønsker du plass i opplagshallen til vinteren, send bilder og mål av båten til ${mailto(`opplag@${HOST}`)}.</p>` +
        `<p>Motorservice (Volvo Penta, Yanmar, Sabb) utføres i samarbeid med Marinmotor Kvam AS, ${mailto('service@marinmotor-kvam.test')}.</p>`,
    ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: row(`<h1>Om oss</h1><p>Båtbyggeriet ble startet av Nils Brekkenes i 1952 i naustet nede ved sjøen. I dag er vi seks i full stilling.</p>`) + row(`<div class="et_pb_team_grid">${CREW.map(card).join('')}</div>`),
  });

  pages['/kontakt-oss'] = page({
    path: '/kontakt-oss',
    title: 'Kontakt oss',
    main: row(
      `<h1>Kontakt oss</h1><p>Verkstedet er åpent mandag–fredag 07.30–15.30. Ring gjerne før du kommer innom.</p><p>Brekkevegen 41, 5778 Utne · ${tel('+47 53 66 21 40')} · ${mailto(`post@${HOST}`)}</p>` +
        `<p>Salg og utleie: Marte Øvrebø, ${tel('+47 971 22 508')}, ${mailto(`marte@${HOST}`)}</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Wooden boats from Hardanger',
    lang: 'en',
    alternates: { no: '/', en: '/en' },
    main: row(`<h1>Traditional wooden boats, built by hand</h1><p>We build new clinker boats on old lines, restore classic boats and offer heated winter storage by the Hardangerfjord.</p><p><a href="/en/boatwrights">Meet the boatwrights</a> · <a href="/en/boats">Our boats</a></p>`),
  });

  pages['/en/boats'] = page({ path: '/en/boats', title: 'Boats', lang: 'en', main: row(`<h1>Our boats</h1><p>The Utne 21 motor launch, the Hardanger faering and the Sjekta 18 work boat. Export to Sweden, Denmark and Germany on request.</p>`) });

  pages['/en/boatwrights'] = page({
    path: '/en/boatwrights',
    title: 'Meet the boatwrights',
    lang: 'en',
    main: row(
      `<h1>Meet the boatwrights</h1><p>Buying a boat from abroad? Write to us in English or German.</p>` +
        `<div class="crew"><div class="crew-card"><h3>Kari Brekkenes</h3><p class="role">Managing Director</p><p>${mailto(`kari@${HOST}`)}</p></div>` +
        `<div class="crew-card"><h3>Torstein Vik</h3><p class="role">Head of Restoration</p><p>Torstein leads our restoration projects for museums and private owners of classic boats.</p><p>${mailto(`torstein@${HOST}`)}</p></div></div>`,
    ),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: row(`<h1>Personvernerklæring</h1><p>Brekkenes Båtbyggeri AS er behandlingsansvarlig for personopplysninger vi mottar fra kunder.</p>`) });

  pages['/kundeportal'] = page({ path: '/kundeportal', title: 'Kundeportal', main: row(`<h1>Kundeportal</h1><p>Logg inn for å følge byggingen av båten din. Problemer med innlogging? Skriv til ${mailto(`nybygg@${HOST}`)}.</p>`) });

  const all = Object.keys(pages).filter((p) => p !== '/kundeportal');
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /kundeportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, all, '2025-02-11'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-47',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: all, cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `opplag@${HOST}`, name: null, title: null, pages: ['/tjenester'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `kari@${HOST}`, name: 'Kari Brekkenes', title: 'Daglig leder', titleAlternatives: ['Managing Director'], pages: ['/om-oss', '/en/boatwrights'], cases: ['card', 'microdata', 'plain', ln] },
        { address: `jon@${HOST}`, name: 'Jon Brekkenes', title: 'Båtbyggermester', pages: ['/om-oss'], cases: ['card', 'microdata', 'plain', ln] },
        { address: `ola@${HOST}`, name: 'Ola Sandvik', title: 'Motor og elektro', pages: ['/om-oss'], cases: ['card', 'microdata', 'plain', ln] },
        { address: `marte@${HOST}`, name: 'Marte Øvrebø', title: 'Salg og utleie', pages: ['/om-oss', '/kontakt-oss'], cases: ['card', 'microdata', 'label-line', 'plain', ln] },
        { address: `ingrid@${HOST}`, name: 'Ingrid Tveit', title: 'Kontor og regnskap', pages: ['/om-oss'], cases: ['card', 'microdata', 'plain', ln] },
        { address: `sindre@${HOST}`, name: 'Sindre Haugland', title: 'Båtbyggerlærling', pages: ['/om-oss'], cases: ['card', 'entities', ln] },
        { address: `torstein@${HOST}`, name: 'Torstein Vik', title: 'Head of Restoration', pages: ['/en/boatwrights'], cases: ['card', 'plain', 'link-english-unlisted', 'deep-page'] },
      ],
      pattern: '{first}',
      disallowed: ['/kundeportal'],
      nonAddresses: [
        { text: `nybygg@${HOST}`, kind: 'disallowed' },
        { text: 'brekkenes-logo@2x.png', kind: 'retina' },
        { text: 'service@marinmotor-kvam.test', kind: 'other-company' },
      ],
    },
  };
}
