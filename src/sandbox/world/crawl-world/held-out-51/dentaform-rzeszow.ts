/**
 * Dentaform: a dental laboratory (pracownia protetyki stomatologicznej) in Rzeszów, on WordPress
 * with the Astra theme and an e-mail encoder plugin that writes the team table's addresses as
 * character references. The lab manager as a "Kierownik laboratorium: …" line with Polish
 * academic titles, the owner in a sentence of the history page, the order coordinator as a
 * schema.org Person in RDFa, the order desk as the JSON-LD contact point. A supplier's address,
 * a retina logo, the contact form's placeholder and the clinics' zone (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'dentaform-rzeszow.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-nas', 'O nas'],
  ['/oferta', 'Oferta'],
  ['/zespol', 'Zespół'],
  ['/dla-gabinetow', 'Dla gabinetów'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Dentaform – Laboratorium Protetyczne',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="wpforms-full-css" href="${ORIGIN}/wp-content/plugins/wpforms-lite/assets/css/frontend/classic/wpforms-full.min.css?ver=1.8.8" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32">`,
  ],
  header: (page: PageSpec) =>
    `<div id="page" class="hfeed site"><header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead"><div class="ast-container"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="220" height="64" src="/wp-content/uploads/2023/02/dentaform-logo.png" srcset="/wp-content/uploads/2023/02/dentaform-logo.png 1x, /wp-content/uploads/2023/02/dentaform-logo@2x.png 2x" class="custom-logo" alt="Dentaform"></a></div>` +
    `<nav id="primary-site-navigation" class="site-navigation ast-flex-grow-1 navigation-accessibility" aria-label="Menu główne"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border">${MENU.map(([href, label]) => `<li class="menu-item${href === page.path ? ' current-menu-item' : ''}"><a href="${href === '/' ? '/' : `${href}/`}" class="menu-link">${esc(label)}</a></li>`).join('')}</ul></nav></div></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon"><div class="footer-adv footer-adv-layout-3"><div class="ast-container"><div class="ast-row">` +
    `<div class="footer-adv-widget footer-adv-widget-1"><section class="widget widget_text"><h2 class="widget-title">Dentaform s.c.</h2><div class="textwidget"><p>ul. Hetmańska 41/3<br>35-078 Rzeszów<br>NIP 813-372-19-55</p></div></section></div>` +
    `<div class="footer-adv-widget footer-adv-widget-2"><section class="widget widget_text"><h2 class="widget-title">Godziny pracy</h2><div class="textwidget"><p>pon.–pt. 7:00–17:00<br>sob. 8:00–12:00 (odbiór prac)</p></div></section></div>` +
    `<div class="footer-adv-widget footer-adv-widget-3"><section class="widget widget_text"><h2 class="widget-title">Kontakt</h2><div class="textwidget"><p>tel. ${tel('17 852 40 19')}<br>kom. ${tel('602 318 774')}<br>${mailto(`biuro@${HOST}`)}</p></div></section></div>` +
    `</div></div></div><div class="ast-small-footer"><div class="ast-container"><div class="ast-small-footer-section">© 2025 Dentaform | <a href="/polityka-prywatnosci/">Polityka prywatności</a> | <a href="/strefa-gabinetu/">Strefa gabinetu</a></div></div></div></footer></div>`,
  privacyPath: { pl: '/polityka-prywatnosci/' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });

const entry = (title: string, html: string): string =>
  `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text">${html}</div></article></main></div>`;

type Row = { shown: string; name: string; title: string; phone: string; local: string; cases: CaseKind[] };
const TEAM: Row[] = [
  { shown: 'Łukasz Wójcik', name: 'Łukasz Wójcik', title: 'technik dentystyczny, pracownia ceramiki', phone: '17 852 40 21', local: 'lukasz.wojcik', cases: [] },
  { shown: 'Magdalena Król', name: 'Magdalena Król', title: 'technik dentystyczny – CAD/CAM i frezowanie', phone: '17 852 40 22', local: 'magdalena.krol', cases: [] },
  { shown: 'Paweł Szymański', name: 'Paweł Szymański', title: 'starszy technik dentystyczny (protezy szkieletowe)', phone: '17 852 40 23', local: 'pawel.szymanski', cases: [] },
  { shown: 'tech. dent. Agnieszka Bąk', name: 'Agnieszka Bąk', title: 'technik dentystyczny – ortodoncja', phone: '17 852 40 24', local: 'agnieszka.bak', cases: ['honorific'] },
  { shown: 'Joanna Lewandowska', name: 'Joanna Lewandowska', title: 'specjalistka ds. obsługi gabinetów', phone: '17 852 40 20', local: 'joanna.lewandowska', cases: [] },
];

export function dentaformRzeszow(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Laboratorium protetyczne Rzeszów',
    description: 'Pracownia protetyki stomatologicznej w Rzeszowie: korony i mosty pełnoceramiczne, protezy szkieletowe, aparaty ortodontyczne, CAD/CAM.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        '@id': `${ORIGIN}/#organization`,
        name: 'Dentaform – Laboratorium Protetyczne',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/02/dentaform-logo.png`,
        telephone: '+48 17 852 40 19',
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Hetmańska 41/3', postalCode: '35-078', addressLocality: 'Rzeszów', addressCountry: 'PL' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'przyjmowanie zleceń', email: `zlecenia@${HOST}`, telephone: '+48 602 318 774', availableLanguage: ['pl', 'en'] },
      },
    ],
    main: entry(
      'Laboratorium protetyczne Dentaform',
      `<p>Od ponad 25 lat wykonujemy uzupełnienia protetyczne dla gabinetów stomatologicznych z Podkarpacia. Pracujemy na materiałach renomowanych producentów, a prace odbiera i dowozi nasz kurier.</p>` +
        `<div class="wp-block-columns"><div class="wp-block-column"><h3>Protetyka stała</h3><p>Korony i mosty z cyrkonu, e.max, licówki, prace na implantach.</p></div><div class="wp-block-column"><h3>Protetyka ruchoma</h3><p>Protezy akrylowe, szkieletowe, acetalowe i nylonowe.</p></div><div class="wp-block-column"><h3>Ortodoncja</h3><p>Aparaty ruchome, szyny nagryzowe i retencyjne.</p></div></div>` +
        `<p><a class="wp-block-button__link" href="/dla-gabinetow/">Jak przesłać zlecenie?</a></p>`,
    ),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nas',
    main: entry(
      'O nas',
      `<p>Laboratorium założył w 1998 roku lek. dent. Tomasz Grabowski, właściciel pracowni, z którym można kontaktować się bezpośrednio pod adresem ${mailto(`tomasz.grabowski@${HOST}`)} w sprawach współpracy i reklamacji.</p>` +
        `<p>Dziś zatrudniamy dziewięcioro techników dentystycznych. Od 2019 roku pracujemy w systemie CAD/CAM (skaner laboratoryjny, frezarka 5-osiowa, drukarka 3D).</p>` +
        `<p>Materiały i cyrkon kupujemy w hurtowni Dental-Hurt Sp. z o.o. – zamówienia materiałów przez gabinety prosimy kierować bezpośrednio do niej (zamowienia@dental-hurt.pl).</p>`,
    ),
  });

  pages['/oferta'] = page({
    path: '/oferta',
    title: 'Oferta',
    main: entry(
      'Oferta',
      `<table class="cennik"><thead><tr><th>Praca</th><th>Czas wykonania</th></tr></thead><tbody><tr><td>Korona pełnocyrkonowa</td><td>5 dni roboczych</td></tr><tr><td>Korona e.max</td><td>6 dni roboczych</td></tr><tr><td>Proteza szkieletowa</td><td>8 dni roboczych</td></tr><tr><td>Szyna relaksacyjna</td><td>3 dni robocze</td></tr></tbody></table><p>Cennik dla gabinetów wysyłamy na życzenie.</p>`,
    ),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    main: entry(
      'Nasz zespół',
      `<p><strong>Kierownik laboratorium:</strong> mgr inż. Anna Mazur – ${mailto(`anna.mazur@${HOST}`)}, tel. ${tel('17 852 40 25')}</p>` +
        `<figure class="wp-block-table is-style-stripes"><table><thead><tr><th>Imię i nazwisko</th><th>Stanowisko</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        TEAM.map(
          (r) =>
            `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td><a href="${entities(`mailto:${r.local}@${HOST}`)}">${entities(`${r.local}@${HOST}`)}</a></td></tr>`,
        ).join('') +
        `</tbody></table></figure>`,
    ),
  });

  pages['/dla-gabinetow'] = page({
    path: '/dla-gabinetow',
    title: 'Dla gabinetów',
    main: entry(
      'Dla gabinetów',
      `<p>Skany wewnątrzustne przyjmujemy z systemów 3Shape, Medit i iTero. Zlecenia z wyciskami odbiera nasz kurier od poniedziałku do piątku.</p>` +
        `<p>Zlecenia i skany: ${mailto(`zlecenia@${HOST}`)}</p>` +
        `<p>Gabinety współpracujące stale mogą śledzić status prac w <a href="/strefa-gabinetu/">Strefie gabinetu</a>.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: entry(
      'Kontakt',
      `<p>Dentaform s.c. Tomasz Grabowski, Anna Mazur<br>ul. Hetmańska 41/3, 35-078 Rzeszów</p>` +
        `<p>Biuro: ${mailto(`biuro@${HOST}`)}<br>Zlecenia i skany: ${mailto(`zlecenia@${HOST}`)}</p>` +
        `<div class="kontakt-osoba" vocab="https://schema.org/" typeof="Person"><h3>Logistyka i odbiór prac</h3><p><span property="name">Ewelina Dąbrowska</span><br><span property="jobTitle">koordynatorka logistyki</span><br>tel. <span property="telephone">${tel('602 318 775')}</span><br><a property="email" href="mailto:ewelina.dabrowska@${HOST}">ewelina.dabrowska@${HOST}</a></p></div>` +
        `<div class="wpforms-container"><form class="wpforms-form" method="post" action="/kontakt/"><label for="wpforms-12-field_0">Imię i nazwisko / nazwa gabinetu</label><input type="text" id="wpforms-12-field_0" name="wpforms[fields][0]"><label for="wpforms-12-field_1">E-mail</label><input type="email" id="wpforms-12-field_1" name="wpforms[fields][1]" placeholder="gabinet@przyklad.pl"><label for="wpforms-12-field_2">Wiadomość</label><textarea id="wpforms-12-field_2" name="wpforms[fields][2]"></textarea><button type="submit" class="wpforms-submit">Wyślij</button></form></div>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    main: entry('Polityka prywatności', `<p>Administratorem danych osobowych jest Dentaform s.c., ul. Hetmańska 41/3, 35-078 Rzeszów. W sprawach danych osobowych prosimy pisać na adres biura.</p>`),
  });

  pages['/strefa-gabinetu'] = page({
    path: '/strefa-gabinetu',
    title: 'Strefa gabinetu',
    main: entry('Strefa gabinetu', `<p>Zaloguj się, aby zobaczyć status zleceń. Problemy z logowaniem: ${mailto(`portal@${HOST}`)}</p><form method="post" action="/strefa-gabinetu/"><input type="text" name="log"><input type="password" name="pwd"><button type="submit">Zaloguj</button></form>`),
  });


  const ln: CaseKind = 'link-non-english';
  const addresses: TruthAddress[] = [
    { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/o-nas', '/oferta', '/zespol', '/dla-gabinetow', '/kontakt', '/polityka-prywatnosci'], cases: ['role', 'plain'] },
    { address: `zlecenia@${HOST}`, name: null, title: null, pages: ['/', '/dla-gabinetow', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
    { address: `tomasz.grabowski@${HOST}`, name: 'Tomasz Grabowski', title: 'właściciel pracowni', pages: ['/o-nas'], cases: ['prose', 'honorific', 'plain', ln] },
    { address: `anna.mazur@${HOST}`, name: 'Anna Mazur', title: 'Kierownik laboratorium', pages: ['/zespol'], cases: ['title-name-line', 'honorific', 'plain', ln] },
    ...TEAM.map((r) => ({ address: `${r.local}@${HOST}`, name: r.name, title: r.title, pages: ['/zespol'], cases: ['table', 'entities', ln, ...r.cases] as CaseKind[] })),
    { address: `ewelina.dabrowska@${HOST}`, name: 'Ewelina Dąbrowska', title: 'koordynatorka logistyki', pages: ['/kontakt'], cases: ['rdfa', 'card', 'plain', ln] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-gabinetu\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/o-nas/', '/oferta/', '/zespol/', '/dla-gabinetow/', '/kontakt/', '/polityka-prywatnosci/'], '2025-02-11'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-51',
      languages: ['pl'],
      addresses,
      pattern: '{first}.{last}',
      disallowed: ['/strefa-gabinetu'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'zamowienia@dental-hurt.pl', kind: 'other-company' },
        { text: 'dentaform-logo@2x.png', kind: 'retina' },
        { text: 'gabinet@przyklad.pl', kind: 'placeholder' },
      ],
    },
  };
}
