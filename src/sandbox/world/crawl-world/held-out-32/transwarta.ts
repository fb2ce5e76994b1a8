/**
 * Trans-Warta Logistyka: a road-freight forwarding and warehousing company in Poznań, on TYPO3 12
 * with the Bootstrap Package, Polish only. TYPO3's e-mail spam protection is on: every mailto link
 * carries a shifted data-mailto-token and shows the address as "name(at)transwarta(dot)test" (the
 * management board as "Title: mgr inż. Name, address" lines, the office mailbox in the footer).
 * The contact page's department table is a plain Table content element with addresses as unlinked
 * text; the careers page writes the HR specialist's address with String.fromCharCode; the API
 * page names the integration support admin in a label line; a news item about the new warehouse,
 * listed only in the sitemap robots.txt names at a non-default path, names the warehouse manager
 * in prose. A git clone URL, an npm package version and the customer panel (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'transwarta.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-firmie', 'O firmie'],
  ['/uslugi', 'Usługi'],
  ['/dla-klientow/integracja-api', 'Integracja API'],
  ['/kariera', 'Kariera'],
  ['/kontakt', 'Kontakt'],
];

/** TYPO3's encryptEmail ("ascii" mode): each character shifted by n inside its range. */
function typo3Token(text: string, n = 2): string {
  const ranges: [number, number][] = [
    [0x2b, 0x3a],
    [0x40, 0x5a],
    [0x61, 0x7a],
  ];
  return [...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      const r = ranges.find(([a, b]) => code >= a && code <= b);
      if (!r) return c;
      const [a, b] = r;
      return String.fromCharCode(a + ((code - a + n) % (b - a + 1)));
    })
    .join('');
}

/** A typolink to an address with spamProtectEmailAddresses = 2 and atSubst "(at)", lastDotSubst "(dot)". */
function protectedMail(address: string): string {
  const [local, domain] = address.split('@') as [string, string];
  const shown = `${local}(at)${domain.slice(0, domain.lastIndexOf('.'))}(dot)${domain.slice(domain.lastIndexOf('.') + 1)}`;
  return `<a href="#" data-mailto-token="${esc(typo3Token(`mailto:${address}`))}" data-mailto-vector="2">${shown}</a>`;
}

const theme: Theme = {
  host: HOST,
  siteName: 'Trans-Warta Logistyka',
  head: [
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-7c1e2a0b94.css?1718019022" media="all">`,
    `<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Dist/bootstrap.popover.min.js?1718018990"></script>`,
  ],
  header: (p) =>
    `<div id="top"></div><div class="body-bg body-bg-top"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Przejdź do treści</span></a>` +
    `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" title="Trans-Warta Logistyka" href="/"><img class="navbar-brand-logo-normal" src="/_assets/e0f8c1d8/Images/logo-transwarta.svg" alt="Trans-Warta logo" height="52" width="180"></a>` +
    `<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Przełącz nawigację"><span class="navbar-toggler-icon"></span></button>` +
    `<nav aria-label="Menu główne" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">` +
    MENU.map(([href, label], i) => `<li class="nav-item"><a id="nav-item-${2 + i}" href="${href}" class="nav-link${p.path === href ? ' nav-link-main active' : ' nav-link-main'}"${p.path === href ? ' aria-current="page"' : ''} title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('') +
    `</ul></nav></div></header><div id="page-content" class="bp-page-content main-section">`,
  footer: () =>
    `</div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    `<div id="c41" class="frame frame-default frame-type-text frame-layout-0"><div class="frame-container"><div class="frame-inner"><p><strong>Trans-Warta Logistyka Sp. z o.o.</strong><br>ul. Gdyńska 121, 61-016 Poznań<br>tel. ${tel('+48 61 877 40 00')}<br>${protectedMail(`biuro@${HOST}`)}</p><p>KRS 0000481237 · NIP 7822591406 · Kapitał zakładowy 500 000 zł</p></div></div></div></div>` +
    `<div class="section-column footer-section-content-column footer-section-content-column-right"><div id="c42" class="frame frame-default frame-type-menu_pages frame-layout-0"><ul><li><a href="/panel-klienta" title="Panel klienta"><span>Panel klienta</span></a></li><li><a href="/polityka-prywatnosci" title="Polityka prywatności"><span>Polityka prywatności</span></a></li><li><a href="/ogolne-warunki" title="Ogólne warunki"><span>Ogólne warunki (OPWS 2021)</span></a></li></ul></div></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="footer-copyright"><p>© 2025 Trans-Warta Logistyka</p></div></div></section></footer></div>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
  bodyEnd: [
    `<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Dist/bootstrap.navbar.min.js?1718018990"></script>`,
    `<script async="async" src="/_assets/2a58d7833cf5e8bd3d0e75c89d3b4b48/JavaScript/default_frontend.js?1718018991"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl' });

let cid = 100;
const frame = (type: string, html: string): string =>
  `<div id="c${++cid}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-container frame-container-default"><div class="frame-inner">${html}</div></div></div>`;
const section = (html: string): string => `<div class="section section-default"><div class="container">${html}</div></div>`;

type Row = { dept: string; name: string | null; title: string | null; local: string; phone: string };
const TABLE: Row[] = [
  { dept: 'Spedycja międzynarodowa', name: 'Tomasz Sikora', title: 'Kierownik Działu Spedycji Międzynarodowej', local: 'tomasz.sikora', phone: '+48 61 877 40 11' },
  { dept: 'Spedycja międzynarodowa', name: 'Katarzyna Dąbrowska', title: 'Starszy spedytor (Niemcy, Benelux)', local: 'katarzyna.dabrowska', phone: '+48 61 877 40 12' },
  { dept: 'Spedycja krajowa', name: 'Piotr Zieliński', title: 'Spedytor', local: 'piotr.zielinski', phone: '+48 61 877 40 21' },
  { dept: 'Transport chłodniczy', name: 'Ewa Majewska', title: 'Koordynatorka transportu chłodniczego', local: 'ewa.majewska', phone: '+48 61 877 40 25' },
  { dept: 'Księgowość', name: 'Marta Kowalczyk', title: 'Główna księgowa', local: 'marta.kowalczyk', phone: '+48 61 877 40 30' },
  { dept: 'Reklamacje i szkody', name: null, title: null, local: 'reklamacje', phone: '+48 61 877 40 40' },
];

const JOANNA = `joanna.kaczmarek@${HOST}`;

export function transwarta(): CrawlWorldSite {
  cid = 100;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Spedycja, transport i magazynowanie',
    main: section(
      frame('header', `<h1 class="element-header">Spedycja drogowa i logistyka magazynowa od 1998 roku</h1>`) +
        frame('text', `<p>Organizujemy transport całopojazdowy i drobnicowy w Polsce i Europie, przewozy w kontrolowanej temperaturze oraz magazynowanie w Poznaniu i Swarzędzu. Dysponujemy flotą 46 ciągników siodłowych i współpracujemy ze sprawdzonymi przewoźnikami.</p><p><a href="/kontakt">Zapytaj o wycenę</a></p>`),
    ),
  });

  pages['/o-firmie'] = page({
    path: '/o-firmie',
    title: 'O firmie',
    main: section(
      frame('header', `<h1 class="element-header">O firmie</h1>`) +
        frame('text', `<p>Trans-Warta powstała w 1998 roku jako rodzinna firma przewozowa. Dziś zatrudniamy 120 osób, posiadamy certyfikaty ISO 9001 i SQAS oraz licencję na pośrednictwo przy przewozie rzeczy.</p>`) +
        frame(
          'text',
          `<h2>Zarząd</h2><p>Prezes Zarządu: mgr inż. Krzysztof Borowiec, ${protectedMail(`krzysztof.borowiec@${HOST}`)}</p><p>Wiceprezes Zarządu ds. operacyjnych: mgr Agnieszka Nowicka, ${protectedMail(`agnieszka.nowicka@${HOST}`)}</p><p>Prokurent: Jan Borowiec</p>`,
        ),
    ),
  });

  pages['/uslugi'] = page({
    path: '/uslugi',
    title: 'Usługi',
    main: section(frame('bullets', `<h1>Usługi</h1><ul class="list-normal"><li>Transport FTL i LTL – Polska, UE, Wielka Brytania</li><li>Transport chłodniczy (ATP, +2 do +8 °C)</li><li>Magazynowanie i konfekcjonowanie – 14 000 miejsc paletowych</li><li>Odprawy celne we współpracy z agencją celną</li></ul>`)),
  });

  pages['/dla-klientow/integracja-api'] = page({
    path: '/dla-klientow/integracja-api',
    title: 'Integracja API',
    main: section(
      frame('header', `<h1 class="element-header">Integracja API śledzenia przesyłek</h1>`) +
        frame(
          'text',
          `<p>Klienci kontraktowi mogą pobierać statusy przesyłek i dokumenty CMR przez nasze REST API. Klienta w języku TypeScript instalujesz poleceniem <code>npm install @transwarta/tracking-client@2.3.1</code>, a kod źródłowy z przykładami pobierzesz z naszego serwera Git:</p>` +
            `<pre><code>git clone git@git.${HOST}:integracje/tracking-client.git</code></pre>` +
            `<p>Wsparcie techniczne integracji: Damian Kubiak, administrator systemów IT, tel. ${tel('+48 61 877 40 50')}, damian.kubiak@${HOST}</p>`,
        ),
    ),
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariera',
    main: section(
      frame('header', `<h1 class="element-header">Kariera</h1>`) +
        frame(
          'text',
          `<h2>Aktualne oferty pracy</h2><ul><li>Spedytor międzynarodowy (Poznań)</li><li>Magazynier z uprawnieniami UDT (Swarzędz)</li><li>Kierowca C+E – transport krajowy</li></ul>` +
            `<p>CV wraz ze zgodą na przetwarzanie danych prosimy przesyłać e-mailem.</p><p>Specjalistka ds. kadr i płac: Joanna Kaczmarek, ` +
            `<script>document.write('<a href="mailto:'+String.fromCharCode(${charCodes(JOANNA)})+'">'+String.fromCharCode(${charCodes(JOANNA)})+'</a>');</script><noscript>adres widoczny po włączeniu JavaScript</noscript></p>`,
        ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      frame('header', `<h1 class="element-header">Kontakt</h1>`) +
        frame('text', `<p>Trans-Warta Logistyka Sp. z o.o.<br>ul. Gdyńska 121, 61-016 Poznań<br>Biuro czynne pon.–pt. 7:00–17:00<br>tel. ${tel('+48 61 877 40 00')}, ${protectedMail(`biuro@${HOST}`)}</p>`) +
        frame(
          'table',
          `<div class="table-responsive"><table class="ce-table table"><caption>Działy</caption><thead><tr><th>Dział</th><th>Imię i nazwisko</th><th>Stanowisko</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
            TABLE.map((r) => `<tr><td>${esc(r.dept)}</td><td>${esc(r.name ?? '–')}</td><td>${esc(r.title ?? '–')}</td><td>${esc(r.phone)}</td><td>${r.local}@${HOST}</td></tr>`).join('') +
            `</tbody></table></div>`,
        ),
    ),
  });

  pages['/panel-klienta'] = page({
    path: '/panel-klienta',
    title: 'Panel klienta',
    main: section(frame('felogin_login', `<h1>Panel klienta</h1><form method="post" action="/panel-klienta"><input type="text" name="user"><input type="password" name="pass"></form><p>Nie masz konta? Napisz: panel@${HOST}</p>`)),
  });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: section(frame('text', `<h1>Polityka prywatności</h1><p>Administratorem danych osobowych jest Trans-Warta Logistyka Sp. z o.o. z siedzibą w Poznaniu.</p>`)) });
  pages['/ogolne-warunki'] = page({ path: '/ogolne-warunki', title: 'Ogólne warunki', main: section(frame('text', `<h1>Ogólne warunki</h1><p>Wszystkie usługi świadczymy na podstawie Ogólnych Polskich Warunków Spedycyjnych 2021.</p>`)) });

  pages['/aktualnosci/nowy-magazyn-w-swarzedzu'] = page({
    path: '/aktualnosci/nowy-magazyn-w-swarzedzu',
    title: 'Nowy magazyn w Swarzędzu',
    main: section(
      frame('header', `<h1 class="element-header">Nowy magazyn w Swarzędzu</h1><p class="news-date">14.04.2025</p>`) +
        frame(
          'text',
          `<p>Oddaliśmy do użytku drugą halę magazynową w Swarzędzu: 8 500 m², 9 doków rozładunkowych i strefę chłodniczą. Kierownik magazynu, Marcin Wójcik (marcin.wojcik@${HOST}), zaprasza klientów do składania zapytań o wolne powierzchnie od czerwca.</p>`,
        ),
    ),
  });

  pages['/sitemap-pl.xml'] = xmlPage(urlset(HOST, ['/', '/o-firmie', '/uslugi', '/dla-klientow/integracja-api', '/kariera', '/kontakt', '/aktualnosci/nowy-magazyn-w-swarzedzu'], '2025-04-14'));

  const ln: CaseKind = 'link-non-english';
  const addresses: TruthAddress[] = [
    { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
    { address: `krzysztof.borowiec@${HOST}`, name: 'Krzysztof Borowiec', title: 'Prezes Zarządu', pages: ['/o-firmie'], cases: ['title-name-line', 'honorific', 'obfuscated', ln] },
    { address: `agnieszka.nowicka@${HOST}`, name: 'Agnieszka Nowicka', title: 'Wiceprezes Zarządu ds. operacyjnych', pages: ['/o-firmie'], cases: ['title-name-line', 'honorific', 'obfuscated', ln] },
    ...TABLE.map(
      (r): TruthAddress => ({
        address: `${r.local}@${HOST}`,
        name: r.name,
        title: r.title,
        pages: ['/kontakt'],
        cases: r.name ? ['table', 'plain', ln] : ['table', 'role', 'plain', ln],
      }),
    ),
    { address: `damian.kubiak@${HOST}`, name: 'Damian Kubiak', title: 'administrator systemów IT', pages: ['/dla-klientow/integracja-api'], cases: ['label-line', 'plain'] },
    {
      address: JOANNA,
      name: 'Joanna Kaczmarek',
      title: 'Specjalistka ds. kadr i płac',
      pages: ['/kariera'],
      encoded: { kind: 'charcodes', text: charCodes(JOANNA) },
      cases: ['title-name-line', 'script-charcode', ln],
    },
    { address: `marcin.wojcik@${HOST}`, name: 'Marcin Wójcik', title: 'Kierownik magazynu', pages: ['/aktualnosci/nowy-magazyn-w-swarzedzu'], cases: ['prose', 'sitemap-robots', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nDisallow: /typo3conf/\nDisallow: /panel-klienta\n\nSitemap: ${ORIGIN}/sitemap-pl.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-32',
      languages: ['pl'],
      addresses,
      pattern: '{first}.{last}',
      disallowed: ['/panel-klienta'],
      nonAddresses: [
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'tracking-client@2.3.1', kind: 'package' },
        { text: `panel@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
