/**
 * Ljusdals bibliotek: a municipal library in Hälsingland, on Sitevision, in Swedish. The staff
 * in a table on a page under "Om biblioteket" (two links from home), next to the sentence that
 * states the municipality's address scheme; the children's librarian in a sentence, the systems
 * librarian as "name, title, address" with the address written "[at]"/"[dot]"; the contact page's
 * JSON-LD nests the staff of the branch libraries, one of them (the Färila branch manager) only
 * there; an author-visit page listed only in the sitemap robots.txt names. The e-book vendor's
 * support address and the staff room page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bibliotek-ljusdal-kommun.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `fornamn.efternamn@${HOST}`;
const DOTTED = HOST.split('.').join(' [dot] ');

const MENU: [string, string][] = [
  ['/lana-och-lasa', 'Låna och läsa'],
  ['/barn-och-unga', 'Barn och unga'],
  ['/meroppet', 'Meröppet'],
  ['/evenemang', 'Evenemang'],
  ['/om-biblioteket', 'Om biblioteket'],
  ['/kontakta-oss', 'Kontakta oss'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Ljusdals bibliotek',
  head: [
    '<meta name="generator" content="Sitevision">',
    `<link rel="stylesheet" type="text/css" href="/sitevision/system-resource/c1b6a1e2d3f45a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b/css/portlets.css">`,
    `<link rel="stylesheet" type="text/css" href="/2.1f3c9a1018a4f2e6b7d5e0a/1712238891000/sitevision-responsive-grids.css">`,
    '<script>svDocReady = function(fn) { document.addEventListener("DOMContentLoaded", fn); };</script>',
  ],
  header: () =>
    `<header class="sv-layout sv-template-layout header" id="svid10_1f3c9a1018a4f2e6b7d3a1"><div class="sv-image-portlet sv-portlet logo"><a href="/"><img class="sv-noborder" alt="Ljusdals kommun – Biblioteket" src="/images/18.1f3c9a1018a4f2e6b7d3c2/1700000000000/ljusdal-logo.svg" width="190" height="52"></a></div>` +
    `<nav class="sv-layout sv-menu-portlet" aria-label="Huvudmeny"><ul class="sv-defaultlist">${MENU.map(([h, l]) => `<li><a href="${h}" class="sv-menu-link">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<form class="sv-searchform-portlet" action="/sok" method="get"><label for="q">Sök i katalogen</label><input id="q" name="query" type="search"><button type="submit">Sök</button></form></header>`,
  footer: () =>
    `<footer class="sv-layout sv-template-layout footer"><div class="sv-text-portlet sv-use-margins"><div class="sv-text-portlet-content"><h2 class="subheading">Ljusdals bibliotek</h2><p class="normal">Riotorget 1, 827 80 Ljusdal<br>Telefon ${tel('0651-180 00')}<br>${mailto(`bibliotek@${HOST}`)}</p></div></div>` +
    `<div class="sv-text-portlet"><div class="sv-text-portlet-content"><h2 class="subheading">Öppettider</h2><p class="normal">Mån–tors 10–19<br>Fre 10–17<br>Lör 10–14<br>Meröppet alla dagar 7–22</p></div></div>` +
    `<div class="sv-text-portlet"><div class="sv-text-portlet-content"><p class="normal"><a href="/om-webbplatsen/kakor">Kakor</a> · <a href="/om-webbplatsen/tillganglighet">Tillgänglighetsredogörelse</a> · <a href="/personalrum">Personalinloggning</a></p><p class="normal">En del av Ljusdals kommun</p></div></div></footer>`,
  privacyPath: { sv: '/om-webbplatsen/kakor' },
  bodyEnd: ['<script src="/sitevision/system-resource/c1b6a1e2d3f45a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b/js/envision.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv' });
const text = (html: string): string => `<div class="sv-text-portlet sv-use-margins"><div class="sv-text-portlet-content">${html}</div></div>`;
const layout = (h1: string, html: string): string => `<div class="sv-layout sv-column-12">${text(`<h1 class="heading">${esc(h1)}</h1>`)}${html}</div>`;

type Staff = { name: string; title: string; phone: string };
const STAFF: Staff[] = [
  { name: 'Maria Hedlund', title: 'Bibliotekschef', phone: '0651-180 41' },
  { name: 'Per Olsson', title: 'Bibliotekarie, vuxenavdelningen', phone: '0651-180 43' },
  { name: 'Åsa Nordström', title: 'Biblioteksassistent', phone: '0651-180 44' },
  { name: 'Erik Berg', title: 'Bokbussförare', phone: '070-318 22 90' },
  { name: 'Fatima Yusuf', title: 'Bibliotekarie, integration och språkcafé', phone: '0651-180 47' },
];
const local = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '.');

export function ljusdalBibliotek(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Startsida',
    main: layout(
      'Välkommen till biblioteket',
      text(`<p class="normal">Låna böcker, ljudböcker och filmer, plugga i lugn och ro eller kom på sagostund. Med meröppet kommer du in klockan 7–22 alla dagar med ditt lånekort och din PIN-kod.</p>`) +
        text(`<h2 class="subheading">Aktuellt</h2><ul><li>Sommarboken 2025 – läs fem böcker och få en bok att behålla!</li><li>Bokbussen kör höstturer från 1 september.</li><li><a href="/evenemang">Alla evenemang</a></li></ul>`),
    ),
  });

  pages['/lana-och-lasa'] = page({
    path: '/lana-och-lasa',
    title: 'Låna och läsa',
    main: layout(
      'Låna och läsa',
      text(
        `<p class="normal">Lånetiden är fyra veckor. Du kan låna om upp till tre gånger om ingen annan har reserverat.</p><h2 class="subheading">E-böcker och e-ljudböcker</h2><p class="normal">Vi erbjuder e-böcker via appen Biblio. Har du tekniska problem med appen kan du vända dig direkt till leverantörens support: ${mailto('support@elib-tjanster.test')}.</p>`,
      ),
    ),
  });

  pages['/barn-och-unga'] = page({
    path: '/barn-och-unga',
    title: 'Barn och unga',
    main: layout(
      'Barn och unga',
      text(
        `<p class="normal">Sagostund varje onsdag kl. 10 för barn 2–5 år. Skolklasser är välkomna på bokprat efter överenskommelse.</p><p class="normal">Vår barnbibliotekarie Lina Holm bokar klassbesök och bokprat – mejla henne på ${mailto(`lina.holm@${HOST}`)}, så återkommer hon inom ett par dagar.</p>`,
      ),
    ),
  });

  pages['/meroppet'] = page({
    path: '/meroppet',
    title: 'Meröppet',
    main: layout(
      'Meröppet',
      text(
        `<p class="normal">Meröppet betyder att du kan använda biblioteket även när det inte finns personal på plats, alla dagar 7–22. Du behöver ett lånekort, en PIN-kod och vara minst 15 år.</p><p class="normal">Problem med inpasseringen eller självbetjäningsautomaten?</p><p class="normal">Johan Ek, systembibliotekarie, ${`johan.ek [at] ${DOTTED}`}</p>`,
      ),
    ),
  });

  pages['/evenemang'] = page({
    path: '/evenemang',
    title: 'Evenemang',
    main: layout('Evenemang', text(`<ul><li>3 sep kl. 10: Sagostund</li><li>10 sep kl. 18: Språkcafé</li><li>24 sep kl. 18.30: Författarbesök (se separat sida)</li><li>8 okt kl. 17: Släktforskning för nybörjare</li></ul>`)),
  });

  pages['/evenemang/forfattarbesok-hosten-2025'] = page({
    path: '/evenemang/forfattarbesok-hosten-2025',
    title: 'Författarbesök hösten 2025',
    main: layout(
      'Författarbesök: Elin Sundqvist',
      text(
        `<p class="normal">Onsdag 24 september kl. 18.30 gästar Elin Sundqvist biblioteket och berättar om sin nya roman om flottningen i Ljusnan. Fri entré, begränsat antal platser.</p><p class="normal">Frågor om programmet besvaras av Emma Lund, kulturproducent, ${mailto(`emma.lund@${HOST}`)}.</p>`,
      ),
    ),
  });

  pages['/om-biblioteket'] = page({
    path: '/om-biblioteket',
    title: 'Om biblioteket',
    main: layout(
      'Om biblioteket',
      text(`<p class="normal">Ljusdals bibliotek består av huvudbiblioteket i Ljusdal, filialerna i Färila, Järvsö och Los samt bokbussen.</p><ul><li><a href="/om-biblioteket/personal">Personal</a></li><li><a href="/om-biblioteket/biblioteksplan">Biblioteksplan 2024–2027</a></li></ul>`),
    ),
  });

  pages['/om-biblioteket/biblioteksplan'] = page({ path: '/om-biblioteket/biblioteksplan', title: 'Biblioteksplan', main: layout('Biblioteksplan 2024–2027', text(`<p class="normal">Biblioteksplanen antogs av kommunfullmäktige den 14 december 2023.</p>`)) });

  pages['/om-biblioteket/personal'] = page({
    path: '/om-biblioteket/personal',
    title: 'Personal',
    main: layout(
      'Personal på huvudbiblioteket',
      text(`<p class="normal">Alla medarbetare i Ljusdals kommun har e-postadresser enligt formatet ${SCHEME}.</p>`) +
        `<div class="sv-table-portlet"><table class="sv-table"><caption>Personal</caption><thead><tr><th scope="col">Namn</th><th scope="col">Befattning</th><th scope="col">Telefon</th><th scope="col">E-post</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${tel(s.phone)}</td><td>${mailto(`${local(s.name)}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table></div>`,
    ),
  });

  pages['/kontakta-oss'] = page({
    path: '/kontakta-oss',
    title: 'Kontakta oss',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Library',
        name: 'Ljusdals bibliotek',
        url: `${ORIGIN}/`,
        email: `bibliotek@${HOST}`,
        telephone: '+46 651 180 00',
        address: { '@type': 'PostalAddress', streetAddress: 'Riotorget 1', postalCode: '827 80', addressLocality: 'Ljusdal', addressCountry: 'SE' },
        parentOrganization: { '@type': 'GovernmentOrganization', name: 'Ljusdals kommun' },
        department: [
          {
            '@type': 'Library',
            name: 'Färila bibliotek',
            address: { '@type': 'PostalAddress', streetAddress: 'Kyrkvägen 2', postalCode: '827 70', addressLocality: 'Färila' },
            employee: { '@type': 'Person', name: 'Karin Sjöberg', jobTitle: 'Filialansvarig', email: `karin.sjoberg@${HOST}` },
          },
          { '@type': 'Library', name: 'Järvsö bibliotek', address: { '@type': 'PostalAddress', streetAddress: 'Stationsvägen 9', postalCode: '827 50', addressLocality: 'Järvsö' } },
        ],
      },
    ],
    main: layout(
      'Kontakta oss',
      text(
        `<p class="normal">Ring ${tel('0651-180 00')} eller mejla ${mailto(`bibliotek@${HOST}`)}. Vi svarar inom två arbetsdagar.</p><h2 class="subheading">Filialer</h2><p class="normal">Färila bibliotek, Kyrkvägen 2 – öppet tis och tors 13–18.<br>Järvsö bibliotek, Stationsvägen 9 – öppet mån och ons 13–18.</p>`,
      ),
    ),
  });

  pages['/om-webbplatsen/kakor'] = page({ path: '/om-webbplatsen/kakor', title: 'Kakor', main: layout('Kakor på webbplatsen', text(`<p class="normal">Vi använder nödvändiga kakor och, om du godkänner, Matomo för besöksstatistik.</p>`)) });
  pages['/om-webbplatsen/tillganglighet'] = page({ path: '/om-webbplatsen/tillganglighet', title: 'Tillgänglighetsredogörelse', main: layout('Tillgänglighetsredogörelse', text(`<p class="normal">Webbplatsen är delvis förenlig med lagen om tillgänglighet till digital offentlig service.</p>`)) });
  pages['/personalrum'] = page({ path: '/personalrum', title: 'Personalrum', main: layout('Personalrum', text(`<p class="normal">Schema och bokbussrutter för personal. Frågor: ${mailto(`schema.bibliotek@${HOST}`)}</p>`)) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /sok\nDisallow: /personalrum\nDisallow: /edit-offline\nDisallow: /sitevision/\n\nSitemap: ${ORIGIN}/sitemap-bibliotek.xml\n`,
      pages: {
        ...pages,
        '/sitemap-bibliotek.xml': {
          body: urlset(HOST, ['/', '/lana-och-lasa', '/barn-och-unga', '/meroppet', '/evenemang', '/evenemang/forfattarbesok-hosten-2025', '/om-biblioteket', '/om-biblioteket/personal', '/kontakta-oss'], '2025-08-28'),
          contentType: 'application/xml; charset=utf-8',
        },
      },
      headers: { Server: 'Sitevision', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-69',
      languages: ['sv'],
      addresses: [
        { address: `bibliotek@${HOST}`, name: null, title: null, pages: ['/', '/kontakta-oss'], cases: ['role', 'plain'] },
        ...STAFF.map((s) => ({ address: `${local(s.name)}@${HOST}`, name: s.name, title: s.title, pages: ['/om-biblioteket/personal'], cases: ['table', 'deep-page', 'plain', ln] as CaseKind[] })),
        { address: `lina.holm@${HOST}`, name: 'Lina Holm', title: 'barnbibliotekarie', pages: ['/barn-och-unga'], cases: ['prose', 'plain', ln] },
        { address: `johan.ek@${HOST}`, name: 'Johan Ek', title: 'systembibliotekarie', pages: ['/meroppet'], cases: ['name-title-line', 'obfuscated', ln] },
        { address: `karin.sjoberg@${HOST}`, name: 'Karin Sjöberg', title: 'Filialansvarig', pages: ['/kontakta-oss'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        { address: `emma.lund@${HOST}`, name: 'Emma Lund', title: 'kulturproducent', pages: ['/evenemang/forfattarbesok-hosten-2025'], cases: ['name-title-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/om-biblioteket/personal', text: SCHEME },
      disallowed: ['/personalrum'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'support@elib-tjanster.test', kind: 'other-company' },
        { text: `schema.bibliotek@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
