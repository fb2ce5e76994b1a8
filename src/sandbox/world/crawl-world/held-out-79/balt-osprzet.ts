/**
 * Balt-Osprzęt: a Gdańsk supplier of deck fittings, valves and pipe systems to shipyards, on
 * WordPress with a Polish home and an English home reached only through hreflang. The board and
 * engineers as team cards (one address written with an encoder plugin's character references),
 * the departments as a contact table, a sales engineer on the English contact page, a sales
 * contact point in JSON-LD and an offshore news item listed only in the gzip sitemap. A shipyard
 * customer's address, a retina logo, a slider package and the client zone (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'balt-osprzet-gdansk.test';
const ORIGIN = `http://${HOST}`;

const MENU_PL: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-firmie/', 'O firmie'],
  ['/oferta/', 'Oferta'],
  ['/zespol/', 'Zespół'],
  ['/aktualnosci/', 'Aktualności'],
  ['/kontakt/', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en/', 'Home'],
  ['/en/products/', 'Products'],
  ['/en/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Balt-Osprzęt',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.css">',
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (p) => {
    const menu = p.lang === 'en' ? MENU_EN : MENU_PL;
    return (
      `<header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead" itemscope="itemscope" itemtype="https://schema.org/WPHeader"><div class="ast-container">` +
      `<div class="site-branding"><a href="${p.lang === 'en' ? '/en/' : '/'}" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2023/02/logo-balt-osprzet.png" srcset="/wp-content/uploads/2023/02/logo-balt-osprzet@2x.png 2x" width="210" height="56" alt="Balt-Osprzęt" class="custom-logo"></a></div>` +
      `<nav class="main-header-bar-navigation" aria-label="Menu główne"><ul id="primary-menu" class="main-header-menu ast-nav-menu">` +
      menu.map(([href, label]) => `<li class="menu-item"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('') +
      `</ul></nav><div class="ast-header-html"><span class="lang-flag">${p.lang === 'en' ? 'EN' : 'PL'}</span> · ${tel('+48 58 555 21 00')}</div></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer" id="colophon"><div class="ast-container"><div class="footer-widget-area">` +
    (p.lang === 'en'
      ? `<section class="widget"><h2 class="widget-title">Balt-Osprzęt Sp. z o.o.</h2><p>ul. Marynarki Polskiej 71<br>80-557 Gdańsk, Poland<br>Mon–Fri 7:00–15:30</p></section>`
      : `<section class="widget"><h2 class="widget-title">Balt-Osprzęt Sp. z o.o.</h2><p>ul. Marynarki Polskiej 71<br>80-557 Gdańsk<br>NIP 584-000-12-34 · KRS 0000123456</p><p>Biuro czynne pn.–pt. 7:00–15:30<br>Sekretariat: ${mailto(`biuro@${HOST}`)}</p></section>` +
        `<section class="widget"><h2 class="widget-title">Na skróty</h2><ul><li><a href="/polityka-prywatnosci/">Polityka prywatności</a></li><li><a href="/strefa-klienta/">Strefa klienta</a></li><li><a href="/rodo/">RODO</a></li></ul></section>`) +
    `</div><div class="ast-small-footer">© 2025 Balt-Osprzęt Sp. z o.o. · Realizacja: WebPort Gdynia</div></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci/', en: '/polityka-prywatnosci/' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.js"></script>',
  ],
};

const ALT = { pl: '/', en: '/en', 'x-default': '/' };
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'pl', ...spec });
const entry = (title: string, html: string): string =>
  `<div id="primary" class="content-area primary"><article class="page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text">${html}</div></article></div>`;

type Card = { shown: string; name: string; title: string; en: string; local: string; encode?: boolean; bio: string };
const BOARD: Card[] = [
  { shown: 'inż. Krzysztof Wiśniewski', name: 'Krzysztof Wiśniewski', title: 'Prezes Zarządu', en: 'President of the Management Board', local: 'krzysztof.wisniewski', bio: 'Absolwent Wydziału Oceanotechniki Politechniki Gdańskiej, od 1998 r. w branży okrętowej.' },
  { shown: 'Anna Kowalczyk', name: 'Anna Kowalczyk', title: 'Kierownik Działu Sprzedaży', en: 'Head of Sales', local: 'anna.kowalczyk', encode: true, bio: 'Odpowiada za kontrakty ze stoczniami w Polsce, Norwegii i Holandii.' },
  { shown: 'mgr inż. Tomasz Nowicki', name: 'Tomasz Nowicki', title: 'Główny Technolog', en: 'Chief Technologist', local: 'tomasz.nowicki', bio: 'Nadzoruje dokumentację klasyfikacyjną (DNV, PRS, Lloyd’s Register) i próby ciśnieniowe.' },
];

const card = (c: Card): string => {
  const a = `${c.local}@${HOST}`;
  const mail = c.encode ? `<a href="${entities(`mailto:${a}`)}">${entities(a)}</a>` : mailto(a);
  return (
    `<div class="wp-block-column team-member"><figure class="wp-block-image size-medium"><img src="/wp-content/uploads/2024/01/${c.local.replace('.', '-')}-300x300.jpg" alt="${esc(c.name)}" width="300" height="300"></figure>` +
    `<h3 class="wp-block-heading">${esc(c.shown)}</h3><p class="team-role"><strong>${esc(c.title)}</strong></p><p>${esc(c.bio)}</p><p class="team-mail">✉ ${mail}</p></div>`
  );
};

type Row = { dept: string; name: string; title: string; local: string; phone: string };
const DEPTS: Row[] = [
  { dept: 'Zaopatrzenie', name: 'Magdalena Zielińska', title: 'Specjalista ds. zakupów', local: 'magdalena.zielinska', phone: '+48 58 555 21 14' },
  { dept: 'Kontrola jakości', name: 'Paweł Lewandowski', title: 'Kierownik Kontroli Jakości', local: 'pawel.lewandowski', phone: '+48 58 555 21 20' },
  { dept: 'Księgowość', name: 'Ewa Mazur', title: 'Główna Księgowa', local: 'ewa.mazur', phone: '+48 58 555 21 30' },
];

export function baltOsprzet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Osprzęt pokładowy i armatura okrętowa',
    alternates: ALT,
    description: 'Producent i dostawca osprzętu pokładowego, armatury i rurociągów dla stoczni.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Balt-Osprzęt Sp. z o.o.',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/02/logo-balt-osprzet@2x.png`,
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Marynarki Polskiej 71', postalCode: '80-557', addressLocality: 'Gdańsk', addressCountry: 'PL' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', telephone: '+48 58 555 21 10', email: `sprzedaz@${HOST}`, availableLanguage: ['Polish', 'English', 'Norwegian'] }],
      },
    ],
    main: entry(
      'Osprzęt pokładowy i armatura okrętowa od 1991 roku',
      `<div class="swiper hero"><div class="swiper-wrapper"><div class="swiper-slide"><img src="/wp-content/uploads/2024/05/hala-produkcyjna.jpg" alt="Hala produkcyjna"></div></div></div>` +
        `<p>Dostarczamy pachoły cumownicze, przepusty kablowe, zawory burtowe i prefabrykowane rurociągi dla stoczni remontowych i budowlanych nad Bałtykiem i Morzem Północnym. Wszystkie wyroby wykonujemy zgodnie z wymaganiami towarzystw klasyfikacyjnych.</p>` +
        `<p><a class="wp-block-button__link" href="/oferta/">Zobacz ofertę</a> <a class="wp-block-button__link" href="/kontakt/">Zapytanie ofertowe</a></p>`,
    ),
  });

  pages['/o-firmie'] = page({
    path: '/o-firmie',
    title: 'O firmie',
    main: entry(
      'O firmie',
      `<p>Balt-Osprzęt powstał w 1991 roku jako spółka pracownicza wydzielona z warsztatów Stoczni Gdańskiej. Dziś zatrudniamy 64 osoby w zakładzie przy ul. Marynarki Polskiej, a nasze wyroby pływają na promach, statkach badawczych i jednostkach serwisowych farm wiatrowych.</p>` +
        `<p>Posiadamy certyfikaty ISO 9001:2015 i ISO 3834-2 oraz uznanie PRS dla wytwórcy.</p>`,
    ),
  });

  pages['/oferta'] = page({
    path: '/oferta',
    title: 'Oferta',
    main: entry('Oferta', `<ul><li>Pachoły i knagi cumownicze</li><li>Przepusty kablowe i rurowe (A-60)</li><li>Zawory burtowe i armatura odcinająca</li><li>Prefabrykacja rurociągów ze stali nierdzewnej i CuNi</li></ul>`),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    main: entry('Zarząd i kadra techniczna', `<div class="wp-block-columns team-grid">${BOARD.map(card).join('')}</div>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: entry(
      'Kontakt',
      `<p><strong>Balt-Osprzęt Sp. z o.o.</strong><br>ul. Marynarki Polskiej 71, 80-557 Gdańsk<br>tel. ${tel('+48 58 555 21 00')}<br>e-mail: ${mailto(`biuro@${HOST}`)}</p>` +
        `<h2>Działy</h2><figure class="wp-block-table"><table><thead><tr><th>Dział</th><th>Osoba kontaktowa</th><th>Stanowisko</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        DEPTS.map((d) => `<tr><td>${esc(d.dept)}</td><td>${esc(d.name)}</td><td>${esc(d.title)}</td><td>${tel(d.phone)}</td><td>${mailto(`${d.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table></figure>` +
        `<p>Faktury od dostawców prosimy przesyłać w formacie PDF. Stocznia Remontowa Nauta przyjmuje nasze dokumenty wysyłkowe pod adresem logistyka@nauta-stocznia.test – prosimy nie kierować tam zapytań.</p>` +
        `<p>Dojazd: tramwaj nr 10, przystanek „Marynarki Polskiej”; parking dla gości przy bramie nr 2.</p>`,
    ),
  });

  pages['/aktualnosci'] = page({
    path: '/aktualnosci',
    title: 'Aktualności',
    main: entry('Aktualności', `<article class="post"><h2>Targi Baltexpo 2025 – zapraszamy na stoisko B-14</h2><p>W dniach 9–11 września będziemy na targach Baltexpo w AmberExpo.</p></article><article class="post"><h2>Nowa giętarka CNC do rur</h2><p>Zakończyliśmy montaż giętarki do rur do średnicy 114 mm.</p></article>`),
  });

  pages['/aktualnosci/offshore-2025'] = page({
    path: '/aktualnosci/offshore-2025',
    title: 'Pierwsze przepusty dla statków serwisowych offshore',
    main: entry(
      'Pierwsze przepusty dla statków serwisowych offshore',
      `<p>W marcu wysłaliśmy do stoczni w Norwegii pierwszą partię przepustów kablowych dla dwóch statków serwisowych farm wiatrowych (SOV). To dla nas nowy rynek: kolejne zamówienia są w przygotowaniu.</p>` +
        `<p>– Projekty offshore wymagają pełnej identyfikowalności materiału od huty do montażu – mówi Marek Dąbrowski, kierownik projektów offshore, który prowadzi ten kontrakt. Pytania o projekty offshore można kierować bezpośrednio do niego: ${mailto(`marek.dabrowski@${HOST}`)}.</p>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: entry('Polityka prywatności', `<p>Administratorem danych osobowych jest Balt-Osprzęt Sp. z o.o. z siedzibą w Gdańsku.</p>`) });
  pages['/rodo'] = page({ path: '/rodo', title: 'RODO', main: entry('Klauzula informacyjna RODO', `<p>Dane przetwarzamy w celu realizacji zamówień (art. 6 ust. 1 lit. b RODO).</p>`) });
  pages['/strefa-klienta'] = page({
    path: '/strefa-klienta',
    title: 'Strefa klienta',
    main: entry('Strefa klienta', `<p>Dokumentacja atestowa i certyfikaty 3.1 dla zalogowanych klientów. Problemy z logowaniem: ${mailto(`atesty@${HOST}`)}</p><form><input type="text" name="login"><input type="password" name="haslo"></form>`),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Deck fittings and marine valves',
    alternates: ALT,
    main: entry(
      'Deck fittings and marine valves from Gdańsk',
      `<p>Balt-Osprzęt supplies mooring bollards, cable transits, ship-side valves and prefabricated piping to shipyards around the Baltic and the North Sea.</p>` +
        `<div class="team-en"><p>Our management: Krzysztof Wiśniewski, President of the Management Board; Anna Kowalczyk, Head of Sales; Tomasz Nowicki, Chief Technologist.</p></div><p><a href="/en/products/">Products</a> · <a href="/en/contact/">Get in touch</a></p>`,
    ),
  });
  pages['/en/products'] = page({ path: '/en/products', lang: 'en', title: 'Products', main: entry('Products', `<ul><li>Mooring bollards and cleats</li><li>A-60 cable and pipe transits</li><li>Ship-side valves</li><li>Stainless and CuNi pipe spools</li></ul>`) });
  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    main: entry(
      'Contact',
      `<p>Balt-Osprzęt Sp. z o.o., ul. Marynarki Polskiej 71, 80-557 Gdańsk, Poland · ${tel('+48 58 555 21 00')}</p>` +
        `<p>For yards in Norway, Sweden and Denmark please contact Jakub Szymański, Sales Engineer – Scandinavian markets, ${mailto(`jakub.szymanski@${HOST}`)}, ${tel('+48 601 555 118')}.</p>`,
    ),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/o-firmie/', '/oferta/', '/zespol/', '/aktualnosci/', '/aktualnosci/offshore-2025/', '/kontakt/', '/en/', '/en/contact/'], '2025-04-02'),
  );

  const ln: CaseKind = 'link-non-english';
  const boardPages = ['/zespol'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-klienta/\nDisallow: /strefa-klienta\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-79',
      languages: ['pl', 'en'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `sprzedaz@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-only'] },
        ...BOARD.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          titleAlternatives: [c.en],
          pages: boardPages,
          cases: ['card', c.encode ? 'entities' : 'plain', ln, ...(c.shown !== c.name ? ['honorific'] : [])] as CaseKind[],
        })),
        ...DEPTS.map((d) => ({ address: `${d.local}@${HOST}`, name: d.name, title: d.title, pages: ['/kontakt'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: `jakub.szymanski@${HOST}`, name: 'Jakub Szymański', title: 'Sales Engineer – Scandinavian markets', pages: ['/en/contact'], cases: ['hreflang', 'deep-page', 'name-title-line', 'plain'] },
        { address: `marek.dabrowski@${HOST}`, name: 'Marek Dąbrowski', title: 'kierownik projektów offshore', pages: ['/aktualnosci/offshore-2025'], cases: ['prose', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/strefa-klienta'],
      nonAddresses: [
        { text: `atesty@${HOST}`, kind: 'disallowed' },
        { text: 'logistyka@nauta-stocznia.test', kind: 'other-company' },
        { text: 'logo-balt-osprzet@2x.png', kind: 'retina' },
        { text: 'swiper@11.0.5', kind: 'package' },
      ],
    },
  };
}
