/**
 * Piernikarnia Korzenna: a family gingerbread bakery and shop in Toruń, on WordPress with the
 * Astra theme and WooCommerce, Polish only. The team as Gutenberg cards (one address through an
 * e-mail encoder plugin), the founder in running text and as the Organization's founder in
 * JSON-LD, a label line for corporate orders, an orders ContactPoint, a workshop mailbox beside
 * the instructor's name, and the address scheme stated on the contact page. The wholesale zone
 * (disallowed), a retina logo, an old address in a comment and the courier's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'piernikarnia-korzenna.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-nas', 'Nasza historia'],
  ['/zespol', 'Poznaj nas'],
  ['/warsztaty', 'Warsztaty piernikowe'],
  ['/sklep', 'Sklep'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Piernikarnia Korzenna',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="WooCommerce 8.9.1">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (p) =>
    `<div class="hfeed site" id="page"><a class="skip-link screen-reader-text" href="#content">Przejdź do treści</a><header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemscope itemtype="https://schema.org/WPHeader">` +
    `<div class="ast-container"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="220" height="80" src="/wp-content/uploads/2023/10/logo-piernikarnia.png" srcset="/wp-content/uploads/2023/10/logo-piernikarnia.png 1x, /wp-content/uploads/2023/10/logo-piernikarnia@2x.png 2x" class="custom-logo" alt="Piernikarnia Korzenna"></a></div>` +
    `<nav class="main-header-bar-navigation" aria-label="Menu główne"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu">` +
    MENU.map(([href, label]) => `<li class="menu-item${href === p.path ? ' current-menu-item' : ''}"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon" itemscope itemtype="https://schema.org/WPFooter"><div class="site-primary-footer-wrap"><div class="ast-builder-grid-row">` +
    `<section class="widget widget_block"><p><strong>Piernikarnia Korzenna s.c.</strong><br>ul. Żeglarska 14, 87-100 Toruń<br>Sklep czynny: pn.–sob. 10:00–19:00, nd. 11:00–17:00<br>tel. ${tel('+48 56 622 41 90')}<br>${mailto(`sklep@${HOST}`)}</p></section>` +
    `<section class="widget widget_nav_menu"><ul class="menu"><li><a href="/polityka-prywatnosci">Polityka prywatności</a></li><li><a href="/regulamin">Regulamin sklepu</a></li><li><a href="/strefa-hurtowa">Strefa hurtowa</a></li></ul></section>` +
    `<!-- do 2022: biuro@${HOST} (skrzynka wyłączona) -->` +
    `</div><div class="ast-small-footer"><p>Copyright © 2025 Piernikarnia Korzenna · Wykonanie: Toruńskie Studio WWW</p></div></div></footer></div>`,
  privacyPath: { pl: '/polityka-prywatnosci' },
  bodyEnd: [
    `<script id="astra-theme-js-js-extra">var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":""};</script>`,
    `<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl' });
const article = (title: string, html: string): string =>
  `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text">${html}</div></article></main></div>`;

type Card = { shown: string; name: string; title: string; local: string; encode?: boolean; honorific?: boolean; about: string };
const TEAM: Card[] = [
  { shown: 'mgr inż. Tomasz Zieliński', name: 'Tomasz Zieliński', title: 'technolog produkcji', local: 'tomasz.zielinski', encode: true, honorific: true, about: 'Pilnuje receptur, temperatur i tego, żeby każda partia katarzynek smakowała tak samo.' },
  { shown: 'Katarzyna Nowak', name: 'Katarzyna Nowak', title: 'kierowniczka sklepu firmowego', local: 'katarzyna.nowak', about: 'Zna każdego stałego klienta z imienia. Odpowiada za sklep przy Żeglarskiej.' },
  { shown: 'Paweł Dąbrowski', name: 'Paweł Dąbrowski', title: 'starszy piernikarz', local: 'pawel.dabrowski', about: 'W piernikarni od 2009 roku, specjalista od pierników formowanych w drewnianych formach.' },
  { shown: 'Magdalena Kaczmarek', name: 'Magdalena Kaczmarek', title: 'specjalistka ds. sprzedaży hurtowej i eksportu', local: 'magdalena.kaczmarek', about: 'Obsługuje hotele, sieci delikatesów i odbiorców z Niemiec i Skandynawii.' },
  { shown: 'Ewa Szymańska', name: 'Ewa Szymańska', title: 'instruktorka warsztatów', local: 'ewa.szymanska', about: 'Prowadzi warsztaty dla szkół i grup zorganizowanych; z wykształcenia plastyczka.' },
];

const card = (c: Card): string => {
  const addr = `${c.local}@${HOST}`;
  const link = c.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="wp-block-column team-card"><figure class="wp-block-image size-medium is-style-rounded"><img src="/wp-content/uploads/2024/02/${c.local.replace('.', '-')}-300x300.jpg" alt="" width="300" height="300" loading="lazy"></figure>` +
    `<h3 class="wp-block-heading has-text-align-center">${esc(c.shown)}</h3><p class="has-text-align-center has-small-font-size"><em>${esc(c.title)}</em></p><p>${esc(c.about)}</p><p class="has-text-align-center">✉ ${link}</p></div>`
  );
};

export function piernikarnia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Toruński piernik od 1998 roku',
    main: article(
      'Toruński piernik od 1998 roku',
      `<p>Pieczemy pierniki według receptur z domowego zeszytu naszej babci – z miodem spadziowym, bez polepszaczy i bez pośpiechu. Ciasto dojrzewa u nas nawet sześć tygodni.</p>` +
        `<p><a href="/sklep">Zobacz pierniki w sklepie internetowym</a> albo <a href="/warsztaty">zapisz klasę na warsztaty</a>.</p>`,
    ),
  });
  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'Nasza historia',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Bakery',
        name: 'Piernikarnia Korzenna',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Żeglarska 14', postalCode: '87-100', addressLocality: 'Toruń', addressCountry: 'PL' },
        founder: { '@type': 'Person', name: 'Agnieszka Wiśniewska', jobTitle: 'właścicielka, mistrzyni cukiernicza', email: `agnieszka.wisniewska@${HOST}` },
      },
    ],
    main: article(
      'Nasza historia',
      `<p>Wszystko zaczęło się w 1998 roku w kuchni na Bydgoskim Przedmieściu. Dziś pracownia zatrudnia czternaście osób, a pierniki wysyłamy do całej Polski.</p>` +
        `<p>Piernikarnię założyła Agnieszka Wiśniewska, właścicielka, mistrzyni cukiernicza i autorka większości naszych receptur; jeśli chcą Państwo opowiedzieć jej o swoich wspomnieniach z toruńskim piernikiem, prosimy pisać na ${mailto(`agnieszka.wisniewska@${HOST}`)}.</p>`,
    ),
  });
  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Poznaj nas',
    main: article('Poznaj nas', `<p>Za każdym piernikiem stoją konkretne ręce. Oto one:</p><div class="wp-block-columns team-grid">${TEAM.map(card).join('')}</div>`),
  });
  pages['/warsztaty'] = page({
    path: '/warsztaty',
    title: 'Warsztaty piernikowe',
    main: article(
      'Warsztaty piernikowe',
      `<p>Dwugodzinne zajęcia dla grup do 25 osób: historia piernika, wałkowanie ciasta, odciskanie w formach i dekorowanie lukrem. Każdy uczestnik zabiera swoje wypieki do domu.</p>` +
        `<p>Zajęcia prowadzi Ewa Szymańska. Terminy dla szkół rezerwujemy wyłącznie mailowo: ${mailto(`warsztaty@${HOST}`)} (prosimy podać liczbę dzieci i wiek).</p>` +
        `<p>Cena: 45 zł od osoby, opiekunowie bezpłatnie.</p>`,
    ),
  });
  pages['/sklep'] = page({ path: '/sklep', title: 'Sklep', main: article('Sklep', `<ul class="products columns-3"><li class="product">Katarzynki w czekoladzie – 24,00 zł</li><li class="product">Piernik staropolski w puszce – 39,00 zł</li><li class="product">Serca lukrowane, 6 szt. – 28,00 zł</li></ul><p>Wysyłka kurierem w 48 h. W sprawie reklamacji przesyłki prosimy też o kontakt z przewoźnikiem: reklamacje@kurierteam-torun.pl.</p>`) });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Piernikarnia Korzenna',
        url: `${ORIGIN}/`,
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+48 56 622 41 90', email: `sklep@${HOST}`, availableLanguage: ['pl', 'de'] },
          { '@type': 'ContactPoint', contactType: 'sales', email: `zamowienia@${HOST}`, areaServed: 'PL' },
        ],
      },
    ],
    main: article(
      'Kontakt',
      `<div class="wp-block-group"><p>Sklep firmowy i pracownia: ul. Żeglarska 14, 87-100 Toruń (wejście od podwórza).</p><p>Telefon: ${tel('+48 56 622 41 90')}<br>Sklep internetowy i reklamacje: ${mailto(`sklep@${HOST}`)}<br>Zamówienia okolicznościowe: ${mailto(`zamowienia@${HOST}`)}</p></div>` +
        `<p><strong>Zamówienia firmowe i upominki świąteczne:</strong> Joanna Lewandowska, koordynatorka zamówień korporacyjnych, tel. ${tel('+48 601 204 377')}, ${mailto(`joanna.lewandowska@${HOST}`)}</p>` +
        `<p class="has-small-font-size">Adresy pracowników mają postać imie.nazwisko@${HOST} – bez polskich znaków.</p>`,
    ),
  });
  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: article('Polityka prywatności', `<p>Administratorem danych jest Piernikarnia Korzenna s.c. z siedzibą w Toruniu.</p>`) });
  pages['/regulamin'] = page({ path: '/regulamin', title: 'Regulamin sklepu', main: article('Regulamin sklepu', `<p>§ 1. Sklep internetowy prowadzi Piernikarnia Korzenna s.c.</p>`) });
  pages['/strefa-hurtowa'] = page({ path: '/strefa-hurtowa', title: 'Strefa hurtowa', main: article('Strefa hurtowa', `<p>Cennik hurtowy po zalogowaniu. Dostęp nadaje dział handlowy: ${mailto(`hurt@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-hurtowa\nDisallow: /koszyk/\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-95',
      languages: ['pl'],
      addresses: [
        { address: `sklep@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `zamowienia@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', ln] },
        { address: `warsztaty@${HOST}`, name: null, title: null, pages: ['/warsztaty'], cases: ['neighbour', 'role', 'plain', ln] },
        { address: `agnieszka.wisniewska@${HOST}`, name: 'Agnieszka Wiśniewska', title: 'właścicielka, mistrzyni cukiernicza', pages: ['/o-nas'], cases: ['prose', 'json-ld-person', 'plain', ln] },
        ...TEAM.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/zespol'],
          cases: ['card', c.encode ? 'entities' : 'plain', ln, ...(c.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `joanna.lewandowska@${HOST}`, name: 'Joanna Lewandowska', title: 'koordynatorka zamówień korporacyjnych', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `imie.nazwisko@${HOST}` },
      disallowed: ['/strefa-hurtowa'],
      nonAddresses: [
        { text: `imie.nazwisko@${HOST}`, kind: 'scheme' },
        { text: `hurt@${HOST}`, kind: 'disallowed' },
        { text: `biuro@${HOST}`, kind: 'comment' },
        { text: 'logo-piernikarnia@2x.png', kind: 'retina' },
        { text: 'reklamacje@kurierteam-torun.pl', kind: 'other-company' },
      ],
    },
  };
}
