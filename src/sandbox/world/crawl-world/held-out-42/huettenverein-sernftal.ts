/**
 * Hüttenverein Sernftal: a small Glarus association that owns and runs two mountain huts, on an
 * old TYPO3 site in Swiss German (no ß). The board as a TYPO3 content table with the addresses
 * written "vorname.nachname(at)domain" (TYPO3's spam protection), the hut wardens as cards on the
 * huts page, the office's manager as a "Name, Titel" line in the contact block, which also states
 * the scheme. A news item about the new warden of the Mittlerhütte is listed only in the gzip
 * sitemap robots.txt names. The members' area (disallowed) and the volunteer webmaster's git URL
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'huettenverein-sernftal.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/huetten', 'Unsere Hütten'],
  ['/verein', 'Verein'],
  ['/verein/vorstand', 'Vorstand'],
  ['/reservation', 'Reservation'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hüttenverein Sernftal',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" type="text/css" href="/typo3temp/assets/compressed/merged-4f1c2b7e0a9d3e5f.css?1698412230" media="all">',
    '<link rel="icon" href="/typo3conf/ext/hvs_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">',
  ],
  header: (spec) =>
    `<div class="page-wrap"><header class="site-header"><a class="logo" href="/"><img src="/fileadmin/user_upload/logo_hvs.png" alt="Hüttenverein Sernftal" width="180" height="72"></a>` +
    `<nav class="mainnav"><ul>${MENU.map(([href, label]) => `<li${href === spec.path ? ' class="active"' : ''}><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="footer-inner"><p>Hüttenverein Sernftal · Postfach 21 · 8767 Elm GL · PC 87-44120-3</p>` +
    `<p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/mitglieder">Mitgliederbereich</a></p>` +
    `<p class="credits">Website ehrenamtlich betreut. Quellcode: git@gitlab.com:hv-sernftal/website.git</p></div></footer></div>`,
  bodyEnd: ['<script src="/typo3temp/assets/compressed/merged-9a2e11c0d7.js?1698412230"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-CH' });
const ce = (html: string, type = 'text'): string => `<div class="frame frame-default frame-type-${type} frame-layout-0"><a id="c${100 + html.length % 900}"></a>${html}</div>`;

const at = (local: string): string => `<a href="#" data-mailto-token="ocknvq,${esc(local)}Bjwgvvgpxgtgkp/ugtpbvcn0vguv" data-mailto-vector="2">${esc(local)}(at)${HOST}</a>`;

type Board = { role: string; name: string; place: string; local: string };
const BOARD: Board[] = [
  { role: 'Präsident', name: 'Ueli Zweifel', place: 'Elm', local: 'ueli.zweifel' },
  { role: 'Vizepräsidentin', name: 'Regula Elmer', place: 'Matt', local: 'regula.elmer' },
  { role: 'Kassier', name: 'Fridolin Marti', place: 'Engi', local: 'fridolin.marti' },
  { role: 'Aktuarin', name: 'Barbara Schiesser', place: 'Schwanden', local: 'barbara.schiesser' },
  { role: 'Hüttenobmann', name: 'Kaspar Hefti', place: 'Elm', local: 'kaspar.hefti' },
];

export function huettenvereinSernftal(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Willkommen',
    main: ce(
      `<h1>Willkommen beim Hüttenverein Sernftal</h1><p>Seit 1931 betreibt unser Verein die Bischofalphütte (2064 m) und die Mittlerhütte (1840 m) hoch über dem Sernftal. Die Hütten sind von Mitte Juni bis Mitte Oktober bewartet.</p>` +
        `<p><a href="/huetten">Zu den Hütten</a> · <a href="/reservation">Jetzt reservieren</a></p>`,
    ),
  });

  pages['/huetten'] = page({
    path: '/huetten',
    title: 'Unsere Hütten',
    main:
      ce('<h1>Unsere Hütten</h1><p>Beide Hütten sind einfache Selbstversorger- bzw. Halbpensionshütten. Bitte reservieren Sie Ihren Schlafplatz rechtzeitig.</p>') +
      ce(
        `<div class="card-group">` +
          `<div class="card"><img src="/fileadmin/_processed_/bischofalp_huette.jpg" alt="Bischofalphütte" width="400" height="260"><div class="card-body"><h2>Bischofalphütte 2064 m</h2><p>40 Schlafplätze, Halbpension, Winterraum mit 8 Plätzen.</p>` +
          `<p class="warden"><strong>Monika Kundert</strong><br>Hüttenwartin<br>Hüttentelefon ${tel('055 642 11 70')}<br>${mailto(`monika.kundert@${HOST}`)}</p></div></div>` +
          `<div class="card"><img src="/fileadmin/_processed_/mittler_huette.jpg" alt="Mittlerhütte" width="400" height="260"><div class="card-body"><h2>Mittlerhütte 1840 m</h2><p>24 Schlafplätze, Selbstversorgung mit bewarteter Küche an den Wochenenden.</p>` +
          `<p class="warden"><strong>Thomas Baumgartner</strong><br>Hüttenwart<br>${tel('079 418 52 06')}<br>${mailto(`thomas.baumgartner@${HOST}`)}</p></div></div>` +
          `</div>`,
        'textpic',
      ),
  });

  pages['/verein'] = page({
    path: '/verein',
    title: 'Verein',
    main: ce(
      `<h1>Der Verein</h1><p>Der Hüttenverein Sernftal zählt rund 640 Mitglieder. Der Jahresbeitrag beträgt CHF 45.– (Familien CHF 70.–) und berechtigt zu ermässigten Übernachtungen.</p>` +
        `<p>Die Generalversammlung findet jeweils im März im Gasthaus Sonne in Matt statt. <a href="/verein/vorstand">Der Vorstand</a> · <a href="/verein/statuten">Statuten (PDF)</a></p>`,
    ),
  });

  pages['/verein/statuten'] = page({ path: '/verein/statuten', title: 'Statuten', main: ce('<h1>Statuten</h1><p>Die Statuten in der Fassung vom 18. März 2022 können als PDF heruntergeladen werden.</p>') });

  pages['/verein/vorstand'] = page({
    path: '/verein/vorstand',
    title: 'Vorstand',
    main:
      ce('<h1>Vorstand</h1><p>Der Vorstand wird von der Generalversammlung jeweils für drei Jahre gewählt (Amtsperiode 2023–2026).</p>') +
      ce(
        `<table class="contenttable"><thead><tr><th scope="col">Funktion</th><th scope="col">Name</th><th scope="col">Wohnort</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
          BOARD.map((b) => `<tr><td>${esc(b.role)}</td><td>${esc(b.name)}</td><td>${esc(b.place)}</td><td>${at(b.local)}</td></tr>`).join('') +
          `</tbody></table>`,
        'table',
      ),
  });

  pages['/reservation'] = page({
    path: '/reservation',
    title: 'Reservation',
    main: ce(
      `<h1>Reservation</h1><p>Reservationen für beide Hütten nimmt unsere Geschäftsstelle entgegen: ${mailto(`reservation@${HOST}`)} oder ${tel('055 642 20 31')} (Mo–Fr 8–11 Uhr).</p>` +
        `<p>Gruppen ab 10 Personen bitte mindestens vier Wochen im Voraus. Annullationen bis 7 Tage vorher sind kostenlos.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: ce(
      `<h1>Kontakt</h1><h2>Geschäftsstelle</h2><p>Hüttenverein Sernftal<br>Geschäftsstelle<br>Claudia Rhyner, Geschäftsführerin, ${mailto(`claudia.rhyner@${HOST}`)}<br>Dorfstrasse 14<br>8767 Elm</p>` +
        `<p>Die Mitglieder des Vorstands erreichen Sie unter vorname.nachname@${HOST}.</p>` +
        `<p>Für Reservationen: siehe <a href="/reservation">Reservation</a>.</p>`,
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(`<h1>Impressum</h1><p>Verantwortlich für den Inhalt: Hüttenverein Sernftal, Dorfstrasse 14, 8767 Elm. Vertreten durch den Präsidenten Ueli Zweifel.</p><p>Fotos: Hüttenverein Sernftal, Sandro Elmer.</p>`),
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce('<h1>Datenschutzerklärung</h1><p>Wir bearbeiten Personendaten gemäss dem revidierten Datenschutzgesetz (revDSG).</p>') });

  pages['/mitglieder'] = page({
    path: '/mitglieder',
    title: 'Mitgliederbereich',
    main: ce(`<h1>Mitgliederbereich</h1><p>Adressänderungen bitte an ${mailto(`mitgliederdienst@${HOST}`)}.</p>`),
  });

  pages['/aktuelles/neue-huettenwartin-mittlerhuette'] = page({
    path: '/aktuelles/neue-huettenwartin-mittlerhuette',
    title: 'Neue Hüttenwartin auf der Mittlerhütte',
    main: ce(
      `<article class="news-single"><h1>Neue Hüttenwartin auf der Mittlerhütte</h1><p class="news-date">12.02.2025</p>` +
        `<p>Nach elf Saisons übergibt Thomas Baumgartner die Mittlerhütte Ende Saison 2025. Der Vorstand freut sich, mit Sandra Baumgartner eine erfahrene Nachfolgerin gefunden zu haben: Sie wird ab der Saison 2026 als Hüttenwartin die Mittlerhütte führen und ist für Fragen zur Übergabe schon jetzt unter ${mailto(`sandra.baumgartner@${HOST}`)} erreichbar.</p></article>`,
      'news_pi1',
    ),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /mitglieder\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages: {
        ...pages,
        '/sitemap.xml.gz': gzipXmlPage(urlset(HOST, ['/', '/huetten', '/verein', '/verein/vorstand', '/reservation', '/kontakt', '/aktuelles/neue-huettenwartin-mittlerhuette'], '2025-02-12')),
      },
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-42',
      languages: ['de'],
      addresses: [
        ...BOARD.map((b) => ({ address: `${b.local}@${HOST}`, name: b.name, title: b.role, pages: ['/verein/vorstand'], cases: ['table', 'obfuscated', 'link-non-english'] as CaseKind[] })),
        { address: `monika.kundert@${HOST}`, name: 'Monika Kundert', title: 'Hüttenwartin', pages: ['/huetten'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `thomas.baumgartner@${HOST}`, name: 'Thomas Baumgartner', title: 'Hüttenwart', pages: ['/huetten'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `claudia.rhyner@${HOST}`, name: 'Claudia Rhyner', title: 'Geschäftsführerin', pages: ['/kontakt'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `reservation@${HOST}`, name: null, title: null, pages: ['/reservation'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `sandra.baumgartner@${HOST}`, name: 'Sandra Baumgartner', title: 'Hüttenwartin', pages: ['/aktuelles/neue-huettenwartin-mittlerhuette'], cases: ['prose', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/mitglieder'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `mitgliederdienst@${HOST}`, kind: 'disallowed' },
        { text: 'git@gitlab.com:hv-sernftal/website.git', kind: 'git' },
      ],
    },
  };
}
