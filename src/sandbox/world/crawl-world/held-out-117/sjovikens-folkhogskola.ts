/**
 * Sjövikens folkhögskola: a folk high school with a boarding house by a lake in Lerum, on
 * Sitevision, in Swedish. "Kontakt" holds the staff as a table (name, position, phone, e-mail)
 * beside the office's role mailbox; "Om skolan" names the finance manager and the school
 * counsellor as "Title: Name, address" lines; the course page lists the course leaders as a
 * definition list and the general course page names its leader in a sentence; a news item ends
 * with a press contact label line. The catering company's special-diet address and the staff
 * intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'sjovikens-folkhogskola.test';
const ORIGIN = `http://${HOST}`;
const SYS = '/sitevision/system-resource/8c5a1e0b9d4f3a27e61c0b5d7f2e9a41';

const MENU: [string, string][] = [
  ['/kurser', 'Kurser'],
  ['/internatet', 'Internatet'],
  ['/om-skolan', 'Om skolan'],
  ['/aktuellt', 'Aktuellt'],
  ['/kontakt', 'Kontakt'],
];

let svid = 0;
const portlet = (html: string, kind = 'sv-text-portlet'): string => {
  const id = `svid12_3f1c2a9b18e4c7d5a20${(1000 + svid++).toString()}`;
  return `<div class="${kind} sv-use-margins" id="${id}"><div id="Text${svid}" class="sv-anchor"></div><div class="sv-text-portlet-content">${html}</div></div>`;
};
const layout = (html: string): string => `<div class="sv-layout sv-skip-spacer sv-template-layout" id="svid10_3f1c2a9b18e4c7d5a20${(500 + svid++).toString()}">${html}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Sjövikens folkhögskola',
  head: [
    `<link rel="stylesheet" type="text/css" href="${SYS}/css/portlets.css">`,
    `<link rel="stylesheet" type="text/css" href="/sitevision/responsive/css/sjoviken-2024.css">`,
    `<script src="${SYS}/js/jquery.js"></script>`,
    `<script>svDocReady = window.svDocReady || []; window.sv = window.sv || {}; sv.PageContext = {"pageId":"4.3f1c2a9b18e4c7d5a2010","siteName":"Sjövikens folkhögskola","locale":"sv_SE"};</script>`,
  ],
  header: () =>
    `<header class="sv-layout sjo-header" id="svid10_3f1c2a9b18e4c7d5a20100"><div class="sv-image-portlet sv-skip-spacer"><a href="/"><img alt="Sjövikens folkhögskola" src="/images/18.3f1c2a9b18e4c7d5a2014/1712401122334/sjoviken-logo.svg" width="220" height="56"></a></div>` +
    `<nav class="sv-linklist-portlet sjo-menu" aria-label="Huvudmeny"><ul class="sv-defaultlist">${MENU.map(([h, l]) => `<li><a href="${h}" class="sv-font-meny-lank">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="sv-layout sjo-footer" id="svid10_3f1c2a9b18e4c7d5a20199">` +
    portlet(
      `<p class="normal"><strong>Sjövikens folkhögskola</strong><br>Sjövägen 4, 443 38 Lerum<br>Telefon ${tel('0302-24 61 00')}<br>${mailto(`expedition@${HOST}`)}</p>` +
        `<p class="normal">Huvudman: Föreningen Sjövikens folkhögskola · Org.nr 864500-1234</p><p class="normal"><a href="/om-webbplatsen">Om webbplatsen och kakor</a> · <a href="/intranat">Intranät för personal</a></p>`,
    ) +
    `</footer>`,
  privacyPath: { sv: '/om-webbplatsen' },
  bodyEnd: [`<script src="${SYS}/js/envision/envision.js"></script>`, `<script src="${SYS}/js/sitevision-rum.js" async></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv' });

type Staff = { name: string; title: string; local: string; phone: string };
const STAFF: Staff[] = [
  { name: 'Karin Lindqvist', title: 'Rektor', local: 'karin.lindqvist', phone: '0302-24 61 01' },
  { name: 'Johan Ek', title: 'Biträdande rektor', local: 'johan.ek', phone: '0302-24 61 02' },
  { name: 'Maria Holmberg', title: 'Studie- och yrkesvägledare', local: 'maria.holmberg', phone: '0302-24 61 05' },
  { name: 'Anders Sandberg', title: 'Kursadministratör', local: 'anders.sandberg', phone: '0302-24 61 04' },
  { name: 'Elin Berg', title: 'Internatansvarig', local: 'elin.berg', phone: '0302-24 61 08' },
  { name: 'Per Wallin', title: 'Vaktmästare', local: 'per.wallin', phone: '070-412 33 90' },
];

type Leader = { course: string; name: string; title: string; local: string };
const LEADERS: Leader[] = [
  { course: 'Musiklinjen', name: 'David Nilsson', title: 'Kursansvarig, musiklinjen', local: 'david.nilsson' },
  { course: 'Skrivarlinjen', name: 'Lina Forsberg', title: 'Kursansvarig, skrivarlinjen', local: 'lina.forsberg' },
];

export function sjovikensFolkhogskola(): CrawlWorldSite {
  svid = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Startsida',
    main: layout(
      portlet(
        `<h1 class="heading">Välkommen till Sjövikens folkhögskola</h1><p class="normal">Vid Mjörns strand, tjugo minuter från Göteborg, läser omkring 180 deltagare allmän kurs och särskilda kurser i musik, skrivande och friluftsliv. Hos oss kan du bo på internat och äta alla måltider i matsalen.</p>` +
          `<p class="normal"><a href="/kurser">Se våra kurser</a> · <a href="/aktuellt/nytt-internat-2025">Nytt internat klart till hösten</a></p>`,
      ),
    ),
  });

  pages['/kurser'] = page({
    path: '/kurser',
    title: 'Kurser',
    main: layout(
      portlet(
        `<h1 class="heading">Kurser läsåret 2025/26</h1><p class="normal">Ansökan till höstterminen öppnar 1 februari. Alla kurser är avgiftsfria; du betalar för kost, logi och studiematerial. <a href="/kurser/allman-kurs">Läs om allmän kurs</a>.</p>` +
          `<h2 class="subheading">Särskilda kurser</h2><dl class="sjo-kursansvariga">${LEADERS.map((l) => `<dt>${esc(l.course)}</dt><dd><strong>${esc(l.name)}</strong></dd><dd>${esc(l.title)}</dd><dd>${mailto(`${l.local}@${HOST}`)}</dd>`).join('')}</dl>`,
      ),
    ),
  });

  pages['/kurser/allman-kurs'] = page({
    path: '/kurser/allman-kurs',
    title: 'Allmän kurs',
    main: layout(
      portlet(
        `<h1 class="heading">Allmän kurs</h1><p class="normal">Allmän kurs ger dig behörighet till högskola och yrkeshögskola. Du läser svenska, engelska, matematik och samhällskunskap i små grupper, på ett, två eller tre år beroende på dina tidigare studier.</p>` +
          `<p class="normal">Har du frågor om kursen är du välkommen att kontakta kursansvarig lärare Sofia Lundgren på ${mailto(`sofia.lundgren@${HOST}`)}.</p>`,
      ),
    ),
  });

  pages['/internatet'] = page({
    path: '/internatet',
    title: 'Internatet',
    main: layout(
      portlet(
        `<h1 class="heading">Bo på internatet</h1><p class="normal">Vi har 64 enkelrum med egen dusch och toalett. Frukost, lunch och middag serveras i matsalen alla vardagar.</p>` +
          `<p class="normal">Maten lagas av Måltidsbolaget Väst. Har du en allergi eller behöver specialkost? Mejla köket direkt på specialkost@maltidsbolaget-vast.test innan kursstart.</p>`,
      ),
    ),
  });

  pages['/om-skolan'] = page({
    path: '/om-skolan',
    title: 'Om skolan',
    main: layout(
      portlet(
        `<h1 class="heading">Om skolan</h1><p class="normal">Sjövikens folkhögskola grundades 1921 av nykterhetsrörelsen i Västergötland. I dag drivs skolan av en ideell förening med omkring 400 medlemmar.</p>` +
          `<h2 class="subheading">Administration och elevhälsa</h2><p class="normal">Ekonomichef: Eva Strand, ${mailto(`eva.strand@${HOST}`)}</p><p class="normal">Kurator: Lars Hedlund, ${mailto(`lars.hedlund@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/aktuellt'] = page({
    path: '/aktuellt',
    title: 'Aktuellt',
    main: layout(portlet(`<h1 class="heading">Aktuellt</h1><ul class="sv-channel"><li class="sv-channel-item"><a href="/aktuellt/nytt-internat-2025">Nytt internat klart till hösten</a> <span class="sv-font-datum">2025-04-03</span></li></ul>`)),
  });

  pages['/aktuellt/nytt-internat-2025'] = page({
    path: '/aktuellt/nytt-internat-2025',
    title: 'Nytt internat klart till hösten',
    main: layout(
      portlet(
        `<h1 class="heading">Nytt internat klart till hösten</h1><p class="sv-font-datum">Publicerad 2025-04-03</p><p class="normal">Byggnaden Tallbacken med 24 nya rum står klar i augusti. Huset är byggt i massivträ och värms med bergvärme.</p>` +
          `<p class="normal">Presskontakt: Karin Lindqvist, rektor, Sjövikens folkhögskola, tel. ${tel('0302-24 61 01')}, ${mailto(`karin.lindqvist@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: layout(
      portlet(
        `<h1 class="heading">Kontakta oss</h1><p class="normal">Expeditionen är öppen måndag–fredag 8.00–15.00. Frågor om ansökan, intyg och CSN: ${mailto(`expedition@${HOST}`)}, ${tel('0302-24 61 00')}.</p>`,
      ) +
        portlet(
          `<h2 class="subheading">Personal</h2><table class="sv-table sjo-personal"><thead><tr><th scope="col">Namn</th><th scope="col">Befattning</th><th scope="col">Telefon</th><th scope="col">E-post</th></tr></thead><tbody>` +
            STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${tel(s.phone)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
            `</tbody></table>`,
          'sv-table-portlet',
        ),
    ),
  });

  pages['/om-webbplatsen'] = page({
    path: '/om-webbplatsen',
    title: 'Om webbplatsen och kakor',
    main: layout(portlet(`<h1 class="heading">Om webbplatsen</h1><p class="normal">Vi använder kakor för att komma ihåg ditt val i kakbannern och för anonym besöksstatistik.</p>`)),
  });

  pages['/intranat'] = page({
    path: '/intranat',
    title: 'Intranät',
    main: layout(portlet(`<h1 class="heading">Intranät</h1><p class="normal">Logga in med ditt skolkonto. Problem med kontot? Skriv till ${mailto(`it-support@${HOST}`)}.</p>`)),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranat\nDisallow: /sitevision/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/kurser', '/kurser/allman-kurs', '/internatet', '/om-skolan', '/aktuellt', '/aktuellt/nytt-internat-2025', '/kontakt', '/om-webbplatsen'], '2025-04-03'),
      pages,
      headers: { Server: 'Sitevision', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-117',
      languages: ['sv'],
      addresses: [
        { address: `expedition@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: s.local === 'karin.lindqvist' ? ['/kontakt', '/aktuellt/nytt-internat-2025'] : ['/kontakt'],
          cases: (s.local === 'karin.lindqvist' ? ['table', 'label-line', 'plain', ln] : ['table', 'plain', ln]) as CaseKind[],
        })),
        ...LEADERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          titleAlternatives: ['Kursansvarig'],
          pages: ['/kurser'],
          cases: ['definition-list', 'plain', ln] as CaseKind[],
        })),
        { address: `sofia.lundgren@${HOST}`, name: 'Sofia Lundgren', title: 'kursansvarig lärare', titleAlternatives: ['kursansvarig'], pages: ['/kurser/allman-kurs'], cases: ['prose', 'plain', ln] },
        { address: `eva.strand@${HOST}`, name: 'Eva Strand', title: 'Ekonomichef', pages: ['/om-skolan'], cases: ['title-name-line', 'plain', ln] },
        { address: `lars.hedlund@${HOST}`, name: 'Lars Hedlund', title: 'Kurator', pages: ['/om-skolan'], cases: ['title-name-line', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranat'],
      nonAddresses: [
        { text: `it-support@${HOST}`, kind: 'disallowed' },
        { text: 'specialkost@maltidsbolaget-vast.test', kind: 'other-company' },
      ],
    },
  };
}
