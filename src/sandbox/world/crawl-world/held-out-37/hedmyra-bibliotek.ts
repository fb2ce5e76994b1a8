/**
 * Hedmyra bibliotek: the municipal library of the (invented) Hedmyra kommun in Hälsingland, its
 * own site on Sitevision, in Swedish. The staff as a table ("Namn, Befattning, Telefon, E-post")
 * with Swedish municipal titles; the library manager's card; the book bus's label line; the
 * Österby branch two links from home with a "Filialansvarig: Name" line; an author evening whose
 * sign-up goes to the culture secretary in running text; a reading-promotion page listed only in
 * a sitemap that robots.txt names at a path of its own, where the school library's staff stand in
 * a definition list. The library app's support (another firm), the newsletter form's placeholder
 * and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hedmyra-bibliotek.test';
const ORIGIN = `http://${HOST}`;

const NAV: [string, string][] = [
  ['/oppettider', 'Öppettider'],
  ['/evenemang', 'Evenemang'],
  ['/bokbussen', 'Bokbussen'],
  ['/filialer', 'Filialer'],
  ['/om-biblioteket', 'Om biblioteket'],
  ['/kontakta-oss', 'Kontakta oss'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hedmyra bibliotek',
  head: [
    '<meta name="generator" content="Sitevision">',
    '<link rel="stylesheet" href="/sitevision/system-resource/9f2c1b7a4e6d/css/portlets.css">',
    '<link rel="stylesheet" href="/webdav/files/system/css/hedmyra-2024.css">',
  ],
  header: () =>
    `<header class="sv-layout hk-header"><div class="sv-layout"><a href="/" class="hk-logo"><img src="/images/18.4f1e2c3a18b5d7e9c1f2a0b/1701423650512/hedmyra-kommun-logo.svg" alt="Hedmyra kommun – Bibliotek" width="220"></a></div>` +
    `<nav class="sv-layout hk-nav" aria-label="Huvudmeny"><ul>${NAV.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="sv-layout hk-footer"><div class="sv-text-portlet"><p><strong>Hedmyra bibliotek</strong><br>Storgatan 22, 827 31 Hedmyra<br>Telefon ${tel('0651-34 12 00')}<br>${mailto(`bibliotek@${HOST}`)}</p>` +
    `<p>Biblioteket är en del av kultur- och fritidsförvaltningen, Hedmyra kommun.</p><p><a href="/om-webbplatsen">Om webbplatsen</a> · <a href="/personal">Personalsidor</a></p></div></footer>`,
  privacyPath: { sv: '/om-webbplatsen' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv' });
const text = (html: string): string => `<div class="sv-text-portlet sv-use-margins"><div class="sv-text-portlet-content">${html}</div></div>`;

type Row = { name: string; title: string; local: string; phone: string };
const TABLE: Row[] = [
  { name: 'Åsa Lindqvist', title: 'bibliotekschef', local: 'asa.lindqvist', phone: '0651-34 12 01' },
  { name: 'Johan Bergström', title: 'bibliotekarie, barn och unga', local: 'johan.bergstrom', phone: '0651-34 12 06' },
  { name: 'Fatima Haddad', title: 'bibliotekarie med ansvar för mångspråk och integration', local: 'fatima.haddad', phone: '0651-34 12 07' },
  { name: 'Maria Öhman', title: 'biblioteksassistent', local: 'maria.ohman', phone: '0651-34 12 04' },
  { name: 'Jonas Wikström', title: 'systembibliotekarie', local: 'jonas.wikstrom', phone: '0651-34 12 09' },
];

export function hedmyraBibliotek(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Välkommen till biblioteket',
    main:
      text(`<h1>Välkommen till Hedmyra bibliotek</h1><p>Låna böcker, e-böcker och ljudböcker, läs dagstidningar, skriv ut och få hjälp med datorn. Med meröppet kan du använda huvudbiblioteket varje dag 7–22 med ditt lånekort och en PIN-kod.</p>`) +
      text(`<h2>Nyheter</h2><ul><li><a href="/evenemang">Författarkväll med Kerstin Ekman-sällskapet 14 mars</a></li><li><a href="/bokbussen">Bokbussens vårturer är klara</a></li></ul>`) +
      text(`<form class="nyhetsbrev" action="/nyhetsbrev" method="post"><label for="nb">Prenumerera på vårt nyhetsbrev</label><input id="nb" type="email" name="epost" placeholder="fornamn@exempel.se"><button>Prenumerera</button></form>`),
  });

  pages['/oppettider'] = page({
    path: '/oppettider',
    title: 'Öppettider',
    main: text(
      `<h1>Öppettider</h1><table><tr><th>Dag</th><th>Bemannat</th><th>Meröppet</th></tr><tr><td>Måndag–torsdag</td><td>10–19</td><td>7–22</td></tr><tr><td>Fredag</td><td>10–17</td><td>7–22</td></tr><tr><td>Lördag</td><td>11–14</td><td>7–22</td></tr></table>` +
        `<p>Frågor om meröppet och PIN-kod: ${mailto(`meroppet@${HOST}`)}. Lånar du med appen Biblio och något krånglar, kontakta appens leverantör: ${mailto('support@bibliotekappen.test')}.</p>`,
    ),
  });

  pages['/evenemang'] = page({
    path: '/evenemang',
    title: 'Evenemang',
    main: text(
      `<h1>Evenemang</h1><h2>Författarkväll 14 mars kl. 18.30</h2><p>Vi pratar om skogen i svensk litteratur tillsammans med Kerstin Ekman-sällskapet. Fri entré men begränsat antal platser – anmälan senast 10 mars till kultursekreterare Elin Rask, ${mailto(`elin.rask@${HOST}`)}.</p>` +
        `<h2>Språkcafé</h2><p>Varje tisdag kl. 15–17 i läsesalongen. Ingen anmälan.</p>`,
    ),
  });

  pages['/bokbussen'] = page({
    path: '/bokbussen',
    title: 'Bokbussen',
    main: text(
      `<h1>Bokbussen</h1><p>Bokbussen kör varannan vecka till 31 hållplatser i kommunens byar. Turlista för våren finns i bussen och på biblioteket.</p>` +
        `<p class="kontaktrad">Bokbussen: Kjell Lundmark, biblioteksassistent och bokbusschaufför, ${tel('070-312 44 18')}, ${mailto(`kjell.lundmark@${HOST}`)}</p>`,
    ),
  });

  pages['/filialer'] = page({
    path: '/filialer',
    title: 'Filialer',
    main: text(`<h1>Filialer</h1><ul><li><a href="/filialer/osterby">Österby filial</a></li><li>Norrvik bibliotek (integrerat skol- och folkbibliotek)</li></ul>`),
  });

  pages['/filialer/osterby'] = page({
    path: '/filialer/osterby',
    title: 'Österby filial',
    main: text(
      `<h1>Österby filial</h1><p>Bygdegården, Skolvägen 3, Österby. Öppet tisdag 13–18 och torsdag 10–15.</p>` +
        `<p>Filialansvarig: Per-Olof Jönsson, ${mailto(`per-olof.jonsson@${HOST}`)}, ${tel('0651-34 12 15')}</p>`,
    ),
  });

  pages['/om-biblioteket'] = page({
    path: '/om-biblioteket',
    title: 'Om biblioteket',
    main:
      text(`<h1>Om biblioteket</h1><p>Hedmyra bibliotek består av huvudbiblioteket i Hedmyra centrum, Österby filial, Norrvik bibliotek och bokbussen. Biblioteksplanen för 2024–2027 är antagen av kommunfullmäktige.</p>`) +
      `<div class="sv-layout hk-kontaktkort"><img src="/images/18.4f1e2c3a18b5d7e9c1f2a0c/asa-lindqvist.jpg" alt="" width="120"><div><h2>Åsa Lindqvist</h2><p>Bibliotekschef</p><p>${tel('0651-34 12 01')}<br>${mailto(`asa.lindqvist@${HOST}`)}</p></div></div>`,
  });

  pages['/kontakta-oss'] = page({
    path: '/kontakta-oss',
    title: 'Kontakta oss',
    main: text(
      `<h1>Kontakta oss</h1><p>Allmänna frågor, reservationer och omlån: ${mailto(`bibliotek@${HOST}`)}, ${tel('0651-34 12 00')}</p><h2>Personal på huvudbiblioteket</h2>` +
        `<table class="sv-table personal"><thead><tr><th>Namn</th><th>Befattning</th><th>Telefon</th><th>E-post</th></tr></thead><tbody>` +
        TABLE.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${esc(r.phone)}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/lasframjande'] = page({
    path: '/lasframjande',
    title: 'Läsfrämjande för skolor',
    main: text(
      `<h1>Läsfrämjande för skolor och förskolor</h1><p>Biblioteket erbjuder bokprat, lånekassar och lässtimulans för alla förskolor och skolor i kommunen. Boka via skolbiblioteksenheten:</p>` +
        `<dl class="skolbibliotek"><dt>Linnea Sjöberg</dt><dd>skolbibliotekarie, Hedmyraskolan och Norrviks skola</dd><dd>${mailto(`linnea.sjoberg@${HOST}`)}</dd><dt>Emil Forsberg</dt><dd>pedagogisk bibliotekarie, förskolor</dd><dd>${mailto(`emil.forsberg@${HOST}`)}</dd></dl>`,
    ),
  });

  pages['/om-webbplatsen'] = page({ path: '/om-webbplatsen', title: 'Om webbplatsen', main: text(`<h1>Om webbplatsen</h1><p>Webbplatsen förvaltas av Hedmyra kommun. Vi använder nödvändiga kakor och, om du godkänner det, kakor för besöksstatistik (Matomo).</p>`) });

  pages['/personal'] = page({ path: '/personal', title: 'Personalsidor', main: text(`<h1>Personalsidor</h1><p>Inloggning krävs. Schemafrågor: ${mailto(`schema.bibliotek@${HOST}`)}</p>`) });

  pages['/sitevision/sitemaps/bibliotek.xml'] = xmlPage(urlset(HOST, ['/lasframjande'], '2025-02-03'));

  const ln: CaseKind = 'link-non-english';
  const row = (i: number, extra: CaseKind[] = [], more: string[] = [], alts?: string[]) => {
    const r = TABLE[i]!;
    return { address: `${r.local}@${HOST}`, name: r.name, title: r.title, ...(alts ? { titleAlternatives: alts } : {}), pages: ['/kontakta-oss', ...more], cases: ['table', 'plain', ln, ...extra] as CaseKind[] };
  };
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /personal\nDisallow: /sitevision/proxy/\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/sitevision/sitemaps/bibliotek.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/oppettider', '/evenemang', '/bokbussen', '/filialer', '/filialer/osterby', '/om-biblioteket', '/kontakta-oss', '/om-webbplatsen'], '2025-02-03'),
      pages,
      headers: { Server: 'Sitevision', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-37',
      languages: ['sv'],
      addresses: [
        { address: `bibliotek@${HOST}`, name: null, title: null, pages: ['/', '/kontakta-oss'], cases: ['role', 'plain'] },
        { address: `meroppet@${HOST}`, name: null, title: null, pages: ['/oppettider'], cases: ['role', 'plain', ln] },
        row(0, ['card'], ['/om-biblioteket']),
        row(1),
        row(2, [], [], ['bibliotekarie']),
        row(3),
        row(4),
        { address: `elin.rask@${HOST}`, name: 'Elin Rask', title: 'kultursekreterare', pages: ['/evenemang'], cases: ['prose', 'plain', ln] },
        { address: `kjell.lundmark@${HOST}`, name: 'Kjell Lundmark', title: 'biblioteksassistent och bokbusschaufför', pages: ['/bokbussen'], cases: ['label-line', 'plain', ln] },
        { address: `per-olof.jonsson@${HOST}`, name: 'Per-Olof Jönsson', title: 'Filialansvarig', pages: ['/filialer/osterby'], cases: ['title-name-line', 'deep-page', 'plain', ln] },
        { address: `linnea.sjoberg@${HOST}`, name: 'Linnea Sjöberg', title: 'skolbibliotekarie, Hedmyraskolan och Norrviks skola', titleAlternatives: ['skolbibliotekarie'], pages: ['/lasframjande'], cases: ['definition-list', 'sitemap-robots', 'plain'] },
        { address: `emil.forsberg@${HOST}`, name: 'Emil Forsberg', title: 'pedagogisk bibliotekarie, förskolor', titleAlternatives: ['pedagogisk bibliotekarie'], pages: ['/lasframjande'], cases: ['definition-list', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/personal'],
      nonAddresses: [
        { text: `schema.bibliotek@${HOST}`, kind: 'disallowed' },
        { text: 'support@bibliotekappen.test', kind: 'other-company' },
        { text: 'fornamn@exempel.se', kind: 'placeholder' },
      ],
    },
  };
}
