/**
 * Sjöängsskolan: a municipal F–9 school in Vretdala kommun, on Sitevision, in Swedish. The
 * contact page writes "Befattning: Namn, adress" lines and states the staff scheme
 * (fornamn.efternamn@…) above the notification form with a placeholder address; the staff page
 * is a table; the pupil-health page gives the school nurse as a "title: name" line and the
 * counsellor's address in running text, turned around by a script; a vacancy is reached only
 * through the gzip sitemap the robots.txt names, with the deputy head as contact. The staff
 * intranet (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'sjoangsskolan.test';
const ORIGIN = `http://${HOST}`;
const SV = '/sitevision/system-resource/3b8e1f0c2d9a47e6a5c1b0d9e8f7a6b5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9';

const MENU: [string, string][] = [
  ['/om-skolan', 'Om skolan'],
  ['/fritidshem', 'Fritidshem'],
  ['/elevhalsa', 'Elevhälsa'],
  ['/personal', 'Personal'],
  ['/kontakta-oss', 'Kontakta oss'],
];

let svid = 0;
const portlet = (html: string): string => {
  svid += 1;
  return `<div class="sv-text-portlet sv-use-margins" id="svid12_5f1c2a9e18d4b7a3c60${svid}"><div id="Text${svid}"><a name="Text${svid}"></a></div><div class="sv-text-portlet-content">${html}</div></div>`;
};
const layout = (...parts: string[]): string => `<div class="sv-layout sv-skip-spacer sv-template-layout" id="svid10_5f1c2a9e18d4b7a3c5f">${parts.map(portlet).join('')}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Sjöängsskolan',
  head: [
    `<link rel="stylesheet" type="text/css" href="${SV}/css/portlets.css">`,
    `<link rel="stylesheet" type="text/css" href="/sitevision/responsive/css/vretdala-skolor.css">`,
    `<script src="${SV}/js/jquery.js"></script>`,
    `<script src="${SV}/js/utils.js"></script>`,
    `<script>svDocReady = []; window.sv = window.sv || {}; sv.PageContext = { pageId: '4.2c8e1b7d18a3f5e0c9b2', siteName: 'Sjöängsskolan' };</script>`,
  ],
  header: () =>
    `<div class="sv-layout sol-header" id="svid10_5f1c2a9e18d4b7a3c11"><div class="sol-top"><a href="/" class="sol-logo"><img src="/images/18.2c8e1b7d18a3f5e0c9b41/1712058291044/vretdala-vapen.svg" alt="Vretdala kommun – Sjöängsskolan"></a>` +
    `<nav class="sol-menu" aria-label="Huvudmeny"><ul>${MENU.map(([h, l]) => `<li class="sol-menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></div>`,
  footer: () =>
    `<footer class="sv-layout sol-footer" id="svid10_5f1c2a9e18d4b7a3c99"><div class="sv-text-portlet sv-use-margins"><div class="sv-text-portlet-content"><h2 class="subheading">Sjöängsskolan</h2>` +
    `<p class="normal">Skolvägen 12, 713 31 Vretdala<br>Expeditionen: ${tel('0581-834 10')}<br>${mailto(`expedition@${HOST}`)}</p>` +
    `<p class="normal"><a href="/om-webbplatsen/kakor">Om kakor</a> · <a href="/intranat">Personalens intranät</a> · En del av Vretdala kommun</p></div></div></footer>`,
  privacyPath: { sv: '/om-webbplatsen/kakor' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv' });

type Row = { name: string; title: string; phone: string; local: string };
const STAFF: Row[] = [
  { name: 'Sara Nilsson', title: 'Klasslärare åk 4, SO', phone: '0581-834 21', local: 'sara.nilsson' },
  { name: 'Ahmed Hassan', title: 'Lärare i svenska och svenska som andraspråk', phone: '0581-834 22', local: 'ahmed.hassan' },
  { name: 'Oskar Lund', title: 'Lärare i matematik och NO, åk 7–9', phone: '0581-834 23', local: 'oskar.lund' },
  { name: 'Emma Karlsson', title: 'Speciallärare', phone: '0581-834 27', local: 'emma.karlsson' },
  { name: 'Fredrik Åberg', title: 'Lärare i idrott och hälsa', phone: '0581-834 24', local: 'fredrik.aberg' },
  { name: 'Elin Hedlund', title: 'Fritidspedagog, ansvarig för fritidshemmet Tallen', phone: '0581-834 31', local: 'elin.hedlund' },
];

const JOHAN_REV = reversed(`johan.ek@${HOST}`);

export function sjoangsskolan(): CrawlWorldSite {
  svid = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Startsida',
    main: layout(
      `<h1 class="heading">Välkommen till Sjöängsskolan</h1><p class="normal">Sjöängsskolan är en kommunal grundskola för förskoleklass till årskurs 9 med cirka 420 elever och fritidshem för de yngre barnen. Skolan ligger vid Sjöängens naturreservat, och vi använder skogen och sjön i undervisningen så ofta vi kan.</p>`,
      `<h2 class="subheading">Genvägar</h2><ul><li><a href="/kontakta-oss">Sjukanmälan och kontakt</a></li><li><a href="/elevhalsa">Elevhälsan</a></li><li><a href="/fritidshem">Fritidshemmet Tallen</a></li></ul>`,
    ),
  });

  pages['/om-skolan'] = page({
    path: '/om-skolan',
    title: 'Om skolan',
    main: layout(
      `<h1 class="heading">Om skolan</h1><p class="normal">Skolan byggdes 1964 och renoverades 2019. Vi har tre paralleller i varje årskurs, egen matsal med tillagningskök, idrottshall och en skolgård med skogsdunge.</p><p class="normal">Läsåret 2025/2026 börjar måndag 18 augusti. Läsårstider och lovdagar finns på kommunens webbplats.</p>`,
    ),
  });

  pages['/fritidshem'] = page({
    path: '/fritidshem',
    title: 'Fritidshem',
    main: layout(`<h1 class="heading">Fritidshemmet Tallen</h1><p class="normal">Fritidshemmet är öppet 6.30–18.00 för elever i förskoleklass till årskurs 3. Ansökan om plats görs i kommunens e-tjänst.</p>`),
  });

  pages['/personal'] = page({
    path: '/personal',
    title: 'Personal',
    main: layout(
      `<h1 class="heading">Personal</h1><p class="normal">Här hittar du lärare och annan personal. Lärarna har inte telefontid under lektioner – lämna gärna ett meddelande eller skicka e-post.</p>`,
      `<table class="sol-table-decoration" summary="Personal på Sjöängsskolan"><thead><tr><th scope="col">Namn</th><th scope="col">Befattning</th><th scope="col">Telefon</th><th scope="col">E-post</th></tr></thead><tbody>` +
        STAFF.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/elevhalsa'] = page({
    path: '/elevhalsa',
    title: 'Elevhälsa',
    main: layout(
      `<h1 class="heading">Elevhälsa</h1><p class="normal">Elevhälsan arbetar förebyggande och hälsofrämjande. I elevhälsoteamet ingår rektor, skolsköterska, kurator, specialpedagog och skolpsykolog.</p>`,
      `<h2 class="subheading">Skolsköterska</h2><p class="normal">Skolsköterska: Karin Holm, ${tel('0581-834 40')}, ${mailto(`karin.holm@${HOST}`)}<br>Telefontid måndag–torsdag 8.00–8.30.</p>`,
      `<h2 class="subheading">Kurator</h2><p class="normal">Kurator Johan Ek finns på skolan måndag till onsdag och nås enklast på <span class="sol-epost"><script>var e = '${JOHAN_REV}'.split('').reverse().join(''); document.write('<a href="mailto:' + e + '">' + e + '</a>');</script></span>. Samtal med kuratorn är frivilliga.</p>`,
    ),
  });

  pages['/kontakta-oss'] = page({
    path: '/kontakta-oss',
    title: 'Kontakta oss',
    main: layout(
      `<h1 class="heading">Kontakta oss</h1><p class="normal">Sjukanmälan görs i appen Vklass före klockan 8.00. Expeditionen har öppet vardagar 7.45–15.30.</p>`,
      `<h2 class="subheading">Skolledning och administration</h2><p class="normal">Rektor: Anna Lindqvist, ${tel('0581-834 01')}, ${mailto(`anna.lindqvist@${HOST}`)}</p><p class="normal">Skoladministratör: Maria Berg, ${tel('0581-834 10')}, ${mailto(`maria.berg@${HOST}`)}</p>`,
      `<p class="normal">Du når all personal på fornamn.efternamn@sjoangsskolan.test. Frågor om skolskjuts och modersmål hanteras av kommunens utbildningsförvaltning.</p>`,
      `<h2 class="subheading">Lämna synpunkter</h2><form class="sv-form" action="/kontakta-oss" method="post"><label for="namn">Namn</label><input id="namn" name="namn" type="text"><label for="epost">Din e-postadress</label><input id="epost" name="epost" type="email" placeholder="namn@exempel.se"><label for="synpunkt">Synpunkt</label><textarea id="synpunkt" name="synpunkt" rows="6"></textarea><button type="submit">Skicka</button></form>`,
    ),
  });

  pages['/lediga-jobb/speciallarare-ak-7-9'] = page({
    path: '/lediga-jobb/speciallarare-ak-7-9',
    title: 'Speciallärare åk 7–9',
    main: layout(
      `<h1 class="heading">Speciallärare med inriktning matematik, åk 7–9</h1><p class="normal">Vi söker en legitimerad speciallärare till en tillsvidaretjänst på 100 procent med start i augusti. Du arbetar i vår studiehall och tillsammans med ämneslärarna i klassrummen.</p>` +
        `<p class="normal">Vill du veta mer om tjänsten är du välkommen att kontakta biträdande rektor Erik Johansson på ${mailto(`erik.johansson@${HOST}`)} eller ${tel('0581-834 02')}. Ansökan görs via kommunens rekryteringssystem senast 30 april.</p>`,
    ),
  });

  pages['/om-webbplatsen/kakor'] = page({ path: '/om-webbplatsen/kakor', title: 'Om kakor', main: layout(`<h1 class="heading">Om kakor</h1><p class="normal">Webbplatsen använder kakor för att fungera och, om du godkänner det, för besöksstatistik.</p>`) });
  pages['/intranat'] = page({ path: '/intranat', title: 'Intranät', main: layout(`<h1 class="heading">Intranät</h1><p class="normal">Logga in med ditt kommunkonto. Problem med inloggningen? Kontakta ${mailto(`it-support@${HOST}`)}.</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/om-skolan', '/fritidshem', '/personal', '/elevhalsa', '/kontakta-oss', '/om-webbplatsen/kakor', '/lediga-jobb/speciallarare-ak-7-9'], '2025-03-21'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranat\nDisallow: /sitevision/\nDisallow: /edit/\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Sitevision', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-113',
      languages: ['sv'],
      addresses: [
        { address: `expedition@${HOST}`, name: null, title: null, pages: ['/', '/kontakta-oss'], cases: ['role', 'plain'] },
        { address: `anna.lindqvist@${HOST}`, name: 'Anna Lindqvist', title: 'Rektor', pages: ['/kontakta-oss'], cases: ['title-name-line', 'plain', ln] },
        { address: `maria.berg@${HOST}`, name: 'Maria Berg', title: 'Skoladministratör', pages: ['/kontakta-oss'], cases: ['title-name-line', 'plain', ln] },
        ...STAFF.map((r) => ({ address: `${r.local}@${HOST}`, name: r.name, title: r.title, pages: ['/personal'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: `karin.holm@${HOST}`, name: 'Karin Holm', title: 'Skolsköterska', pages: ['/elevhalsa'], cases: ['title-name-line', 'plain', ln] },
        { address: `johan.ek@${HOST}`, name: 'Johan Ek', title: 'Kurator', pages: ['/elevhalsa'], encoded: { kind: 'reversed', text: JOHAN_REV }, cases: ['prose', 'script-reversed', ln] },
        {
          address: `erik.johansson@${HOST}`,
          name: 'Erik Johansson',
          title: 'biträdande rektor',
          pages: ['/lediga-jobb/speciallarare-ak-7-9'],
          cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakta-oss', text: `fornamn.efternamn@${HOST}` },
      disallowed: ['/intranat'],
      nonAddresses: [
        { text: `fornamn.efternamn@${HOST}`, kind: 'scheme' },
        { text: `it-support@${HOST}`, kind: 'disallowed' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
      ],
    },
  };
}
