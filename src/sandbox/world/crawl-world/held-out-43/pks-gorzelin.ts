/**
 * PKS Gorzelin: a regional bus operator in Greater Poland, on WordPress with a municipal-looking
 * theme. The board as cards with Polish degrees ("mgr inż.") whose addresses an e-mail encoder
 * plugin writes as character references; the contact page's table of departments; the press
 * page's label line; a tender notice reached only through a child of the sitemap index, its
 * contact person in running text. A ticketing partner's help desk, an old timetable address in a
 * comment, the newsletter form's placeholder and the carrier panel (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pks-gorzelin.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/rozklad-jazdy', 'Rozkład jazdy'],
  ['/bilety', 'Bilety'],
  ['/o-firmie', 'O firmie'],
  ['/zarzad', 'Zarząd'],
  ['/dla-mediow', 'Dla mediów'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'PKS Gorzelin',
  head: [
    '<meta name="generator" content="WordPress 6.4.3">',
    `<link rel="stylesheet" id="pks-style-css" href="${ORIGIN}/wp-content/themes/pks-gorzelin/style.css?ver=2.3" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2022/03/cropped-pks-ikona-32x32.png" sizes="32x32">`,
  ],
  header: (p) =>
    `<div class="topbar"><div class="wrap"><span>Informacja pasażerska: ${tel('63 274 10 20')} (pn.–pt. 6:00–20:00)</span> <a href="/deklaracja-dostepnosci">Deklaracja dostępności</a></div></div>` +
    `<header class="site-header"><div class="wrap"><a class="site-logo" href="/"><img src="/wp-content/uploads/2022/03/logo-pks-gorzelin.svg" alt="PKS Gorzelin sp. z o.o." width="220" height="60"></a>` +
    `<nav class="main-navigation" aria-label="Menu główne"><ul id="menu-glowne" class="menu">${MENU.map(([href, label]) => `<li class="menu-item${href === p.path ? ' current-menu-item' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="wrap"><div class="footer-cols">` +
    `<div class="footer-col"><h4>PKS Gorzelin sp. z o.o.</h4><p>ul. Dworcowa 7<br>62-580 Gorzelin<br>NIP 665-29-14-337, KRS 0000127554<br>Kapitał zakładowy 4 250 000 zł</p></div>` +
    `<div class="footer-col"><h4>Biuro Obsługi Pasażera</h4><p>Dworzec autobusowy, stanowisko nr 1<br>tel. ${tel('63 274 10 20')}<br>e-mail: ${mailto(`bok@${HOST}`)}</p></div>` +
    `<div class="footer-col"><h4>Na skróty</h4><ul><li><a href="/polityka-prywatnosci">Polityka prywatności</a></li><li><a href="/panel">Panel przewoźnika</a></li><li><a href="/deklaracja-dostepnosci">Deklaracja dostępności</a></li></ul></div>` +
    `</div><p class="copyright">© 2025 PKS Gorzelin sp. z o.o. Wszelkie prawa zastrzeżone.</p></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
  bodyEnd: [`<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`, `<script src="${ORIGIN}/wp-content/themes/pks-gorzelin/js/navigation.js?ver=2.3"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });
const entry = (title: string, html: string): string =>
  `<div class="wrap content-area"><article class="page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content">${html}</div></article></div>`;

type Board = { shown: string; name: string; title: string; local: string };
const BOARD: Board[] = [
  { shown: 'mgr inż. Andrzej Wiśniewski', name: 'Andrzej Wiśniewski', title: 'Prezes Zarządu', local: 'a.wisniewski' },
  { shown: 'mgr Beata Zielińska', name: 'Beata Zielińska', title: 'Wiceprezes Zarządu ds. Finansowych', local: 'b.zielinska' },
];

type Row = { dept: string; name: string; title: string; phone: string; local: string };
const STAFF: Row[] = [
  { dept: 'Dział Przewozów', name: 'Krzysztof Mazur', title: 'kierownik działu', phone: '63 274 10 31', local: 'k.mazur' },
  { dept: 'Dział Przewozów', name: 'Paulina Dąbrowska', title: 'dyspozytor', phone: '63 274 10 33', local: 'p.dabrowska' },
  { dept: 'Kadry i płace', name: 'Elżbieta Kamińska', title: 'specjalista ds. kadr i płac', phone: '63 274 10 15', local: 'e.kaminska' },
  { dept: 'Stacja Obsługi Pojazdów', name: 'Marek Lewandowski', title: 'kierownik stacji obsługi', phone: '63 274 10 40', local: 'm.lewandowski' },
];

const TENDER = '/przetargi/dostawa-oleju-napedowego-2025';

export function pksGorzelin(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Regionalna komunikacja autobusowa',
    main:
      `<section class="hero"><div class="wrap"><h1>Dojedziesz z nami do 140 miejscowości powiatu</h1><p>Sprawdź <a href="/rozklad-jazdy">rozkład jazdy</a> lub kup <a href="/bilety">bilet miesięczny</a>.</p></div></section>` +
      `<section class="news wrap"><h2>Aktualności</h2><ul class="news-list"><li><time datetime="2025-03-01">01.03.2025</time> Od 1 marca nowy kurs Gorzelin – Koło przez Brdów</li><li><time datetime="2025-02-14">14.02.2025</time> Utrudnienia na linii 214 w związku z remontem mostu w Sławsku</li><li><time datetime="2025-01-20">20.01.2025</time> Ferie zimowe – zmiany w kursowaniu linii szkolnych</li></ul></section>` +
      `<section class="newsletter wrap"><h2>Powiadomienia o zmianach w rozkładzie</h2><form action="/" method="post" class="newsletter-form"><label for="nl-email">Adres e-mail</label><input type="email" id="nl-email" name="email" placeholder="jan.kowalski@example.com"><button type="submit">Zapisz się</button></form></section>`,
  });

  pages['/rozklad-jazdy'] = page({
    path: '/rozklad-jazdy',
    title: 'Rozkład jazdy',
    main:
      `<!-- uwagi do rozkładów: rozklady@${HOST} (skrzynka nieaktywna od 2023) -->` +
      entry(
        'Rozkład jazdy',
        `<p>Rozkłady jazdy obowiązują od 1 marca 2025 r. Kursy oznaczone literą „S” nie kursują w wakacje i ferie szkolne.</p><table class="rozklad"><thead><tr><th>Linia</th><th>Relacja</th><th>Plik</th></tr></thead><tbody><tr><td>201</td><td>Gorzelin – Koło</td><td><a href="/wp-content/uploads/2025/02/linia-201.pdf">PDF</a></td></tr><tr><td>214</td><td>Gorzelin – Sławsk – Brdów</td><td><a href="/wp-content/uploads/2025/02/linia-214.pdf">PDF</a></td></tr><tr><td>230</td><td>Gorzelin – Konin</td><td><a href="/wp-content/uploads/2025/02/linia-230.pdf">PDF</a></td></tr></tbody></table>`,
      ),
  });

  pages['/bilety'] = page({
    path: '/bilety',
    title: 'Bilety',
    main: entry(
      'Bilety i ulgi',
      `<p>Bilety jednorazowe kupisz u kierowcy (gotówka, karta, BLIK). Bilety miesięczne sprzedajemy w Biurze Obsługi Pasażera oraz przez internet.</p><p>Sprzedaż internetową obsługuje nasz partner e-Bilet24 – w sprawach płatności i zwrotów prosimy pisać bezpośrednio na adres pomoc@ebilet24.pl.</p>`,
    ),
  });

  pages['/o-firmie'] = page({
    path: '/o-firmie',
    title: 'O firmie',
    main: entry(
      'O firmie',
      `<p>PKS Gorzelin powstał w 1952 r. jako oddział Państwowej Komunikacji Samochodowej. Od 2004 r. jesteśmy spółką powiatu gorzelińskiego i gmin Sławsk oraz Brdów.</p><p>Każdego dnia na 38 liniach wykonujemy ponad 400 kursów, przewożąc rocznie około 2,1 mln pasażerów. Flota liczy 62 autobusy, w tym 14 niskoemisyjnych.</p>`,
    ),
  });

  pages['/zarzad'] = page({
    path: '/zarzad',
    title: 'Zarząd',
    main: entry(
      'Zarząd Spółki',
      `<div class="board-grid">` +
        BOARD.map(
          (b) =>
            `<div class="board-card"><img src="/wp-content/uploads/2023/05/${b.local.replace('.', '-')}.jpg" alt="" width="300" height="360"><h3>${esc(b.shown)}</h3><p class="funkcja">${esc(b.title)}</p><p>e-mail: <a href="${entities(`mailto:${b.local}@${HOST}`)}">${entities(`${b.local}@${HOST}`)}</a></p></div>`,
        ).join('') +
        `</div><p>Rada Nadzorcza: Jerzy Olejnik (przewodniczący), Halina Rutkowska, Stanisław Borowiak.</p>`,
    ),
  });

  pages['/dla-mediow'] = page({
    path: '/dla-mediow',
    title: 'Dla mediów',
    main: entry(
      'Dla mediów',
      `<p>Informacje o utrudnieniach i zmianach w rozkładzie publikujemy na bieżąco w aktualnościach.</p>` +
        `<p><strong>Kontakt dla mediów:</strong> Tomasz Nowicki, rzecznik prasowy, tel. ${tel('601 442 918')}, e-mail: ${mailto(`t.nowicki@${HOST}`)}</p>` +
        `<p>Logotypy spółki do pobrania: <a href="/wp-content/uploads/2022/03/pks-gorzelin-logo.zip">pks-gorzelin-logo.zip</a></p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: entry(
      'Kontakt',
      `<p><strong>PKS Gorzelin sp. z o.o.</strong>, ul. Dworcowa 7, 62-580 Gorzelin</p>` +
        `<p>Sekretariat: tel. ${tel('63 274 10 10')}, e-mail: ${mailto(`sekretariat@${HOST}`)}<br>Biuro Obsługi Pasażera: tel. ${tel('63 274 10 20')}, e-mail: ${mailto(`bok@${HOST}`)}</p>` +
        `<h2>Działy</h2><table class="kontakty"><thead><tr><th>Dział</th><th>Imię i nazwisko</th><th>Stanowisko</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.dept)}</td><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${tel(s.phone)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table><p>Skargi i reklamacje rozpatrujemy w terminie 30 dni.</p>`,
    ),
  });

  pages[TENDER] = page({
    path: TENDER,
    title: 'Przetarg: dostawa oleju napędowego w 2025 r.',
    main: entry(
      'Zapytanie ofertowe nr ZP/2/2025 – dostawa oleju napędowego',
      `<p>PKS Gorzelin sp. z o.o. zaprasza do składania ofert na sukcesywną dostawę oleju napędowego w ilości ok. 900 000 litrów w okresie od 1 kwietnia 2025 r. do 31 marca 2026 r.</p>` +
        `<p>Termin składania ofert: 21 marca 2025 r., godz. 10:00, sekretariat spółki. Osobą uprawnioną do kontaktu z wykonawcami jest Joanna Pawlak, specjalista ds. zamówień, e-mail ${mailto(`j.pawlak@${HOST}`)}, tel. ${tel('63 274 10 18')}.</p>` +
        `<p>Załączniki: <a href="/wp-content/uploads/2025/03/swz-zp-2-2025.pdf">SWZ</a>, <a href="/wp-content/uploads/2025/03/formularz-ofertowy.docx">formularz ofertowy</a></p>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    main: entry('Polityka prywatności', `<p>Administratorem danych osobowych jest PKS Gorzelin sp. z o.o. z siedzibą w Gorzelinie. W sprawach danych osobowych można pisać na adres sekretariatu spółki.</p>`),
  });
  pages['/deklaracja-dostepnosci'] = page({
    path: '/deklaracja-dostepnosci',
    title: 'Deklaracja dostępności',
    main: entry('Deklaracja dostępności', `<p>PKS Gorzelin sp. z o.o. zobowiązuje się zapewnić dostępność swojej strony internetowej zgodnie z ustawą z dnia 4 kwietnia 2019 r.</p>`),
  });
  pages['/panel'] = page({
    path: '/panel',
    title: 'Panel przewoźnika',
    main: entry('Panel przewoźnika', `<form action="/panel" method="post"><label>Login <input name="log"></label><label>Hasło <input type="password" name="pwd"></label><button>Zaloguj</button></form><p>Problemy z logowaniem: ${mailto(`panel@${HOST}`)}</p>`),
  });

  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/rozklad-jazdy', '/bilety', '/o-firmie', '/zarzad', '/dla-mediow', '/kontakt', '/polityka-prywatnosci', '/deklaracja-dostepnosci'], '2025-03-03'));
  pages['/sitemap-przetargi.xml'] = xmlPage(urlset(HOST, [TENDER], '2025-03-07'));

  const ln: CaseKind = 'link-non-english';
  const everyPage = Object.keys(pages).filter((p) => !p.endsWith('.xml') && p !== '/panel');
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /panel\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-przetargi.xml'], '2025-03-07'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.15', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-43',
      languages: ['pl'],
      addresses: [
        { address: `bok@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        ...BOARD.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.title,
          pages: ['/zarzad'],
          cases: ['card', 'honorific', 'entities', ln] as CaseKind[],
        })),
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/kontakt'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: `t.nowicki@${HOST}`, name: 'Tomasz Nowicki', title: 'rzecznik prasowy', pages: ['/dla-mediow'], cases: ['label-line', 'plain', ln] },
        { address: `j.pawlak@${HOST}`, name: 'Joanna Pawlak', title: 'specjalista ds. zamówień', pages: [TENDER], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/panel'],
      nonAddresses: [
        { text: `rozklady@${HOST}`, kind: 'comment' },
        { text: `panel@${HOST}`, kind: 'disallowed' },
        { text: 'pomoc@ebilet24.pl', kind: 'other-company' },
        { text: 'jan.kowalski@example.com', kind: 'placeholder' },
      ],
    },
  };
}
