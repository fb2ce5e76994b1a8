/**
 * Urząd Gminy Zalesie: a rural municipality's portal on a hand-written PHP system of a regional
 * vendor ("eGmina"), Polish only. The head of the municipality and the deputy with addresses an
 * inline script writes (document.write from two variables); the staff directory as a table with
 * Polish academic titles (mgr, mgr inż., inż.), two addresses written "(at)" by hand; the stated
 * scheme imie.nazwisko@…; the data protection officer's role mailbox; a recruitment notice reached
 * only through the sitemap robots.txt names (/mapa-strony.xml). The staff intranet is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'gmina-zalesie.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/aktualnosci', 'Aktualności'],
  ['/urzad/wojt', 'Wójt Gminy'],
  ['/urzad/kontakt', 'Kontakt z urzędem'],
  ['/sprawy/podatki-i-oplaty', 'Podatki i opłaty'],
  ['/ochrona-danych', 'Ochrona danych osobowych'],
];

/** How the portal writes an address it protects: two variables and document.write. */
function protectedMail(local: string): string {
  return `<script>var u='${local}',d='gmina-zalesie' + '.test';document.write('<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>');</script><noscript>(adres widoczny po włączeniu JavaScript)</noscript>`;
}
const protectedScript = (local: string): string => `var u='${local}',d='gmina-zalesie' + '.test';document.write('<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>');`;

const theme: Theme = {
  host: HOST,
  siteName: 'Gmina Zalesie',
  head: [
    '<meta name="generator" content="eGmina CMS 4.2 (Softmedia Sp. z o.o.)">',
    `<link rel="stylesheet" href="${ORIGIN}/css/style.css?v=4.2.17">`,
    `<link rel="stylesheet" href="${ORIGIN}/css/wcag-kontrast.css" disabled>`,
    `<script src="${ORIGIN}/js/jquery-3.6.0.min.js"></script>`,
    `<script src="${ORIGIN}/js/wcag.js"></script>`,
  ],
  header: () =>
    `<div id="skip"><a href="#content">Przejdź do treści</a></div>` +
    `<div id="top"><div class="wrap"><ul class="wcag"><li><button type="button" onclick="wcagFont(1)">A+</button></li><li><button type="button" onclick="wcagContrast()">Kontrast</button></li></ul>` +
    `<a class="bip" href="https://bip.gmina-zalesie.example.org/">Biuletyn Informacji Publicznej</a></div></div>` +
    `<header id="header"><div class="wrap"><a href="/" class="logo"><img src="/img/herb-zalesie.png" alt="Herb Gminy Zalesie"><span>Gmina Zalesie<small>powiat radomski, województwo mazowieckie</small></span></a></div>` +
    `<nav id="menu" aria-label="Menu główne"><ul>${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="footer"><div class="wrap"><div class="col"><h2>Urząd Gminy Zalesie</h2><p>ul. Kościuszki 5, 26-613 Zalesie<br>tel. ${tel('48 385 12 40')}, fax 48 385 12 49<br>e-mail: ${mailto(`sekretariat@${HOST}`)}</p>` +
    `<p>Godziny pracy: pon. 8:00–16:00, wt.–pt. 7:30–15:30</p></div>` +
    `<div class="col"><ul><li><a href="/deklaracja-dostepnosci">Deklaracja dostępności</a></li><li><a href="/ochrona-danych">RODO</a></li><li><a href="/intranet">Strefa pracownika</a></li></ul></div>` +
    `<p class="copy">© 2025 Gmina Zalesie · Realizacja: Softmedia</p></div></footer>`,
  privacyPath: { pl: '/ochrona-danych' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl' });

type Row = { dept: string; shown: string; name: string; title: string; room: string; phone: string; local: string; at?: boolean; honorific?: boolean };
const STAFF: Row[] = [
  { dept: 'Sekretariat', shown: 'mgr Barbara Nowicka', name: 'Barbara Nowicka', title: 'Sekretarz Gminy', room: '12', phone: '48 385 12 41', local: 'barbara.nowicka', honorific: true },
  { dept: 'Referat Finansowy', shown: 'mgr Krzysztof Dąbrowski', name: 'Krzysztof Dąbrowski', title: 'Skarbnik Gminy', room: '15', phone: '48 385 12 43', local: 'krzysztof.dabrowski', honorific: true },
  { dept: 'Referat Finansowy', shown: 'Agnieszka Wójcik', name: 'Agnieszka Wójcik', title: 'inspektor ds. podatków i opłat lokalnych', room: '16', phone: '48 385 12 44', local: 'agnieszka.wojcik' },
  { dept: 'Referat Gospodarki Komunalnej i Ochrony Środowiska', shown: 'inż. Marek Kaczmarek', name: 'Marek Kaczmarek', title: 'Kierownik Referatu', room: '21', phone: '48 385 12 50', local: 'marek.kaczmarek', honorific: true },
  { dept: 'Referat Gospodarki Komunalnej i Ochrony Środowiska', shown: 'Piotr Zając', name: 'Piotr Zając', title: 'podinspektor ds. gospodarki odpadami', room: '22', phone: '48 385 12 52', local: 'piotr.zajac', at: true },
  { dept: 'Urząd Stanu Cywilnego', shown: 'mgr Joanna Krawczyk', name: 'Joanna Krawczyk', title: 'Kierownik Urzędu Stanu Cywilnego', room: '3', phone: '48 385 12 46', local: 'joanna.krawczyk', at: true, honorific: true },
];

export function gminaZalesie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Oficjalny serwis Gminy Zalesie',
    main:
      `<section class="news"><h1>Aktualności</h1>` +
      `<article><h2><a href="/aktualnosci/harmonogram-odbioru-odpadow-2025">Harmonogram odbioru odpadów na 2025 rok</a></h2><p>Przypominamy, że od 1 stycznia zmienia się firma odbierająca odpady komunalne z terenu gminy.</p></article>` +
      `<article><h2><a href="/aktualnosci/sesja-rady-gminy">XII sesja Rady Gminy Zalesie</a></h2><p>Zapraszamy na sesję, która odbędzie się 27 marca 2025 r. o godz. 10:00 w sali konferencyjnej urzędu.</p></article>` +
      `<p><a href="/aktualnosci">Wszystkie aktualności »</a></p></section>` +
      `<aside class="quick"><h2>Załatw sprawę</h2><ul><li><a href="/sprawy/podatki-i-oplaty">Podatki i opłaty lokalne</a></li><li><a href="/urzad/kontakt">Telefony i adresy e-mail</a></li><li><a href="https://epuap.gov.pl">ePUAP: /ugzalesie/SkrytkaESP</a></li></ul></aside>`,
  });

  pages['/aktualnosci'] = page({
    path: '/aktualnosci',
    title: 'Aktualności',
    main: `<h1>Aktualności</h1><ul class="list"><li><a href="/aktualnosci/harmonogram-odbioru-odpadow-2025">Harmonogram odbioru odpadów na 2025 rok</a> <time>2025-01-08</time></li><li><a href="/aktualnosci/sesja-rady-gminy">XII sesja Rady Gminy Zalesie</a> <time>2025-03-18</time></li></ul>`,
  });

  pages['/aktualnosci/harmonogram-odbioru-odpadow-2025'] = page({
    path: '/aktualnosci/harmonogram-odbioru-odpadow-2025',
    title: 'Harmonogram odbioru odpadów na 2025 rok',
    main:
      `<article><h1>Harmonogram odbioru odpadów na 2025 rok</h1><p>Od 1 stycznia 2025 r. odpady z terenu gminy odbiera firma EKO-TRANS Radom Sp. z o.o. Reklamacje dotyczące nieodebranych odpadów można zgłaszać bezpośrednio do firmy: bok@ekotrans-radom.test, tel. 48 360 00 20.</p>` +
      `<p>Harmonogram do pobrania: <a href="/pliki/harmonogram-2025.pdf">harmonogram-2025.pdf (PDF, 412 KB)</a>.</p></article>`,
  });

  pages['/aktualnosci/sesja-rady-gminy'] = page({
    path: '/aktualnosci/sesja-rady-gminy',
    title: 'XII sesja Rady Gminy Zalesie',
    main: `<article><h1>XII sesja Rady Gminy Zalesie</h1><p>Na podstawie art. 20 ust. 1 ustawy o samorządzie gminnym zwołuję XII sesję Rady Gminy Zalesie. Transmisja obrad na kanale gminy.</p><p class="podpis">Przewodniczący Rady Gminy<br>Stanisław Kowalczyk</p></article>`,
  });

  pages['/urzad/wojt'] = page({
    path: '/urzad/wojt',
    title: 'Wójt Gminy',
    main:
      `<h1>Kierownictwo Urzędu</h1>` +
      `<div class="kierownictwo"><p><img src="/img/wojt.jpg" alt=""></p><p><strong>Wójt Gminy Zalesie – mgr inż. Andrzej Wiśniewski</strong><br>e-mail: ${protectedMail('andrzej.wisniewski')}</p>` +
      `<p>Przyjęcia interesantów w sprawach skarg i wniosków: poniedziałek 10:00–15:00, pokój nr 10 (I piętro).</p></div>` +
      `<div class="kierownictwo"><p><strong>Zastępca Wójta – Katarzyna Lewandowska</strong><br>e-mail: ${protectedMail('katarzyna.lewandowska')}</p></div>` +
      `<p>Sekretariat: tel. ${tel('48 385 12 40')}, ${mailto(`sekretariat@${HOST}`)}</p>`,
  });

  pages['/urzad/kontakt'] = page({
    path: '/urzad/kontakt',
    title: 'Kontakt z urzędem',
    main:
      `<h1>Kontakt z urzędem</h1><p>Urząd Gminy Zalesie, ul. Kościuszki 5, 26-613 Zalesie. Sekretariat: ${tel('48 385 12 40')}, ${mailto(`sekretariat@${HOST}`)}</p>` +
      `<p>Adresy e-mail pracowników urzędu mają postać imie.nazwisko@gmina-zalesie.test (bez polskich znaków).</p>` +
      `<h2>Wykaz stanowisk</h2><table class="tabela"><caption>Wykaz pracowników Urzędu Gminy Zalesie</caption><thead><tr><th scope="col">Komórka</th><th scope="col">Imię i nazwisko</th><th scope="col">Stanowisko</th><th scope="col">Pokój</th><th scope="col">Telefon</th><th scope="col">E-mail</th></tr></thead><tbody>` +
      STAFF.map(
        (s) =>
          `<tr><td>${esc(s.dept)}</td><td>${esc(s.shown)}</td><td>${esc(s.title)}</td><td>${s.room}</td><td>${tel(s.phone)}</td><td>${s.at ? `${s.local}(at)gmina-zalesie.test` : mailto(`${s.local}@${HOST}`)}</td></tr>`,
      ).join('') +
      `</tbody></table>`,
  });

  pages['/sprawy/podatki-i-oplaty'] = page({
    path: '/sprawy/podatki-i-oplaty',
    title: 'Podatki i opłaty lokalne',
    main: `<h1>Podatki i opłaty lokalne</h1><p>Podatek od nieruchomości, rolny i leśny płatny jest w czterech ratach: do 15 marca, 15 maja, 15 września i 15 listopada.</p><p>Numer rachunku: 12 9115 0002 0010 0000 0212 0001 (Bank Spółdzielczy w Zwoleniu).</p><p>Wyjaśnień udziela Referat Finansowy, pokój 16 – zob. <a href="/urzad/kontakt">wykaz stanowisk</a>.</p>`,
  });

  pages['/ochrona-danych'] = page({
    path: '/ochrona-danych',
    title: 'Ochrona danych osobowych',
    main: `<h1>Klauzula informacyjna RODO</h1><p>Administratorem Pani/Pana danych osobowych jest Wójt Gminy Zalesie z siedzibą w Zalesiu, ul. Kościuszki 5.</p><p>Inspektor Ochrony Danych: Tomasz Zieliński, e-mail: ${mailto(`iod@${HOST}`)}.</p>`,
  });

  pages['/deklaracja-dostepnosci'] = page({
    path: '/deklaracja-dostepnosci',
    title: 'Deklaracja dostępności',
    main: `<h1>Deklaracja dostępności</h1><p>Gmina Zalesie zobowiązuje się zapewnić dostępność swojej strony internetowej zgodnie z ustawą z dnia 4 kwietnia 2019 r. Data publikacji strony: 2019-09-23.</p>`,
  });

  pages['/ogloszenia/nabor-inspektor-kadry'] = page({
    path: '/ogloszenia/nabor-inspektor-kadry',
    title: 'Nabór na wolne stanowisko urzędnicze',
    main:
      `<h1>Ogłoszenie o naborze na stanowisko inspektora ds. obsługi Rady Gminy</h1><p>Wójt Gminy Zalesie ogłasza nabór na wolne stanowisko urzędnicze w Referacie Organizacyjnym (pełny etat).</p>` +
      `<p>Wymagane dokumenty należy składać w sekretariacie urzędu do dnia 30 kwietnia 2025 r. Dodatkowych informacji udziela inspektor ds. kadr i płac, Pani Ewa Malinowska, tel. ${tel('48 385 12 47')}, e-mail ${mailto(`ewa.malinowska@${HOST}`)}.</p>`,
  });

  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Strefa pracownika',
    main: `<h1>Strefa pracownika</h1><form method="post" action="/intranet/login"><label>Login <input name="login"></label><label>Hasło <input type="password" name="haslo"></label><button>Zaloguj</button></form><p>Problemy z kontem: ${mailto(`informatyk@${HOST}`)}</p>`,
  });

  pages['/mapa-strony.xml'] = xmlPage(
    urlset(HOST, ['/', '/aktualnosci', '/urzad/wojt', '/urzad/kontakt', '/sprawy/podatki-i-oplaty', '/ochrona-danych', '/deklaracja-dostepnosci', '/ogloszenia/nabor-inspektor-kadry'], '2025-04-02'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /admin/\nDisallow: /szukaj\n\nSitemap: ${ORIGIN}/mapa-strony.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.57 (Debian)', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-59',
      languages: ['pl'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/', '/urzad/kontakt', '/urzad/wojt'], cases: ['role', 'plain'] },
        { address: `iod@${HOST}`, name: null, title: null, pages: ['/ochrona-danych'], cases: ['role', 'plain', ln] },
        {
          address: `andrzej.wisniewski@${HOST}`,
          name: 'Andrzej Wiśniewski',
          title: 'Wójt Gminy Zalesie',
          pages: ['/urzad/wojt'],
          encoded: { kind: 'script', text: protectedScript('andrzej.wisniewski') },
          cases: ['title-name-line', 'honorific', 'script-concat', ln],
        },
        {
          address: `katarzyna.lewandowska@${HOST}`,
          name: 'Katarzyna Lewandowska',
          title: 'Zastępca Wójta',
          pages: ['/urzad/wojt'],
          encoded: { kind: 'script', text: protectedScript('katarzyna.lewandowska') },
          cases: ['title-name-line', 'script-concat', ln],
        },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/urzad/kontakt'],
          cases: ['table', s.at ? 'obfuscated' : 'plain', ln, ...(s.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `ewa.malinowska@${HOST}`, name: 'Ewa Malinowska', title: 'inspektor ds. kadr i płac', pages: ['/ogloszenia/nabor-inspektor-kadry'], cases: ['prose', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/urzad/kontakt', text: `imie.nazwisko@${HOST}` },
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `imie.nazwisko@${HOST}`, kind: 'scheme' },
        { text: `informatyk@${HOST}`, kind: 'disallowed' },
        { text: 'bok@ekotrans-radom.test', kind: 'other-company' },
      ],
    },
  };
}
