/**
 * Spółdzielnia Pszczelarska „Barć”: a beekeepers' co-operative in Sanok (Podkarpacie) that buys,
 * packs and sells its members' honey, on WordPress with Astra and Elementor, Polish only. The
 * chairman in a prose bio on the about page with a JSON-LD founder Person, the Sanok buying
 * point's head as a department's employee in JSON-LD and in prose; the team as Elementor image
 * boxes with "dr inż.", "mgr inż.", "lek. wet." before the names and a double family name, the
 * chief accountant's address as character references; a "Osoba do kontaktu:" label line on the
 * contact page; a feeding-season post listed only in the post sitemap of Yoast's sitemap index
 * named by robots.txt. An old address in an HTML comment, a retina logo, the slider's package
 * version, the form's placeholder, the organic certifier's address and the members' area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'spoldzielnia-barc.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-nas/', 'O spółdzielni'],
  ['/nasze-miody/', 'Nasze miody'],
  ['/zespol/', 'Zespół'],
  ['/dla-pszczelarzy/', 'Dla pszczelarzy'],
  ['/kontakt/', 'Kontakt'],
  ['/strefa-czlonka/', 'Strefa członka'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Spółdzielnia Pszczelarska „Barć”',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="swiper-css" href="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.css" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2021/03/cropped-barc-ikona-32x32.png" sizes="32x32">`,
  ],
  header: () =>
    `<a class="skip-link screen-reader-text" href="#content">Przejdź do treści</a><div class="hfeed site" id="page"><header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-primary-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center">` +
    `<div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline"><div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="${ORIGIN}/" class="custom-logo-link" rel="home"><img width="220" height="74" src="${ORIGIN}/wp-content/uploads/2021/03/logo-barc.png" class="custom-logo" alt="Spółdzielnia Pszczelarska Barć" srcset="${ORIGIN}/wp-content/uploads/2021/03/logo-barc.png 1x, ${ORIGIN}/wp-content/uploads/2021/03/logo-barc@2x.png 2x"></a></span></div></div></div>` +
    `<div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${41 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${41 + i}"><a href="${href === '/' ? `${ORIGIN}/` : `${ORIGIN}${href}`}" class="menu-link">${esc(label)}</a></li>`).join('') +
    `</ul></div></nav></div></div></div></div></div></div></div></div></div></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">` +
    `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-7" class="widget widget_block"><p><strong>Spółdzielnia Pszczelarska „Barć”</strong><br>ul. Jana Pawła II 58, 38-500 Sanok<br>NIP 687-19-24-553 · KRS 0000612874<br>tel. ${tel('+48 13 464 22 10')}<br>${mailto(`biuro@${HOST}`)}</p></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item" aria-label="Footer Widget 2"><section id="nav_menu-3" class="widget widget_nav_menu"><nav class="menu-stopka-container" aria-label="Stopka"><ul id="menu-stopka" class="menu"><li class="menu-item"><a href="${ORIGIN}/polityka-prywatnosci/">Polityka prywatności</a></li><li class="menu-item"><a href="${ORIGIN}/regulamin-sklepu/">Regulamin sklepu</a></li></ul></nav></section></aside></div>` +
    `<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><div class="ast-footer-copyright"><p>Copyright © 2025 Spółdzielnia Pszczelarska „Barć” | Projekt i wykonanie: <a href="https://pracownia-plaster.test/" rel="nofollow">Pracownia Plaster</a></p></div></div></div></div></div></footer></div>`,
  privacyPath: { pl: `${ORIGIN}/polityka-prywatnosci/` },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.js" id="swiper-js"></script>`,
    `<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"close":"Zamknij"},"version":"3.21.5","urls":{"assets":"http:\\/\\/${HOST}\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":12,"title":"Sp%C3%B3%C5%82dzielnia","excerpt":"","featuredImage":false}};</script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });

let eid = 0x3a17c;
const nextId = (): string => (eid += 0x1b3).toString(16);

/** An Elementor section of one text-editor widget. */
const section = (html: string): string =>
  `<section class="elementor-section elementor-top-section elementor-element elementor-element-${nextId()} elementor-section-boxed elementor-section-height-default" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div></div></div></div></section>`;

const elementor = (id: number, title: string, sections: string[]): string =>
  `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text"><div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${sections.join('')}</div></div></article></main></div>`;

type Member = { shown: string; name: string; title: string; local: string; photo: string; encode?: boolean; cases: CaseKind[] };
const TEAM: Member[] = [
  { shown: 'mgr inż. Katarzyna Wójcik-Zalewska', name: 'Katarzyna Wójcik-Zalewska', title: 'Wiceprezes Zarządu, kierownik ds. skupu miodu i kontroli jakości', local: 'k.wojcik-zalewska', photo: 'wojcik-zalewska', cases: ['honorific'] },
  { shown: 'Bartłomiej Dąbrowski', name: 'Bartłomiej Dąbrowski', title: 'Specjalista ds. sprzedaży hurtowej (woj. podkarpackie, małopolskie i lubelskie)', local: 'b.dabrowski', photo: 'dabrowski', cases: [] },
  { shown: 'mgr Halina Sołtys', name: 'Halina Sołtys', title: 'Główna księgowa', local: 'h.soltys', photo: 'soltys', encode: true, cases: ['honorific'] },
  { shown: 'lek. wet. Michał Gąsior', name: 'Michał Gąsior', title: 'Konsultant ds. zdrowia pszczół i zwalczania warrozy', local: 'm.gasior', photo: 'gasior', cases: ['honorific'] },
  { shown: 'Natalia Jędrzejczyk', name: 'Natalia Jędrzejczyk', title: 'Technolog żywności, koordynatorka certyfikacji rolnictwa ekologicznego', local: 'n.jedrzejczyk', photo: 'jedrzejczyk', cases: [] },
];

const imageBox = (m: Member): string => {
  const addr = `${m.local}@${HOST}`;
  const link = m.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="elementor-column elementor-col-33 elementor-inner-column elementor-element elementor-element-${nextId()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-${nextId()} elementor-position-top elementor-widget elementor-widget-image-box" data-element_type="widget" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img decoding="async" width="300" height="300" src="${ORIGIN}/wp-content/uploads/2023/02/${m.photo}-300x300.jpg" class="attachment-medium size-medium wp-image-${eid % 997}" alt=""></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.shown)}</h3><p class="elementor-image-box-description">${esc(m.title)}<br>${link}</p></div></div></div></div></div></div>`
  );
};

export function spoldzielniaBarc(): CrawlWorldSite {
  eid = 0x3a17c;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Miód prosto z podkarpackich pasiek',
    description: 'Spółdzielnia Pszczelarska Barć z Sanoka: skup, konfekcjonowanie i sprzedaż miodów z pasiek naszych członków.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Spółdzielnia Pszczelarska „Barć”', inLanguage: 'pl-PL', publisher: { '@id': `${ORIGIN}/#organization` } },
          { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: 'Spółdzielnia Pszczelarska „Barć”', url: `${ORIGIN}/`, logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2021/03/logo-barc.png` } },
        ],
      },
    ],
    main: elementor(12, 'Miód prosto z podkarpackich pasiek', [
      section(
        `<p>Zrzeszamy 146 pszczelarzy z Bieszczad, Beskidu Niskiego i Pogórza Dynowskiego. Skupujemy miód od członków spółdzielni, badamy go w akredytowanym laboratorium, rozlewamy w Sanoku i sprzedajemy pod wspólną marką.</p>` +
          `<p>Miód spadziowy z Bieszczad, wielokwiatowy, lipowy, gryczany i nawłociowy – zobacz <a href="${ORIGIN}/nasze-miody/">nasze miody</a> albo zamów w naszym sklepie internetowym: ${mailto(`sklep@${HOST}`)}.</p>`,
      ),
    ]),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O spółdzielni',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Spółdzielnia Pszczelarska „Barć”',
        url: `${ORIGIN}/`,
        foundingDate: '2016',
        founder: { '@type': 'Person', name: 'Tadeusz Mazur', honorificPrefix: 'dr inż.', jobTitle: 'Prezes Zarządu', email: `t.mazur@${HOST}` },
        department: [
          {
            '@type': 'Organization',
            name: 'Punkt skupu miodu w Sanoku',
            address: { '@type': 'PostalAddress', streetAddress: 'ul. Przemysłowa 9', postalCode: '38-500', addressLocality: 'Sanok', addressCountry: 'PL' },
            employee: { '@type': 'Person', name: 'Grzegorz Kruk', jobTitle: 'Kierownik punktu skupu', email: `g.kruk@${HOST}` },
          },
        ],
      },
    ],
    main: elementor(14, 'O spółdzielni', [
      section(
        `<p>Spółdzielnię założyło w 2016 roku dwudziestu trzech pszczelarzy z powiatu sanockiego, którzy mieli dość sprzedawania miodu pośrednikom po cenach skupu z marketów. Dziś jesteśmy jedną z największych spółdzielni pszczelarskich w Polsce południowo-wschodniej.</p>`,
      ),
      section(
        `<h2>Zarząd</h2><p>Od początku spółdzielnią kieruje dr inż. Tadeusz Mazur, prezes zarządu, zootechnik z Uniwersytetu Rolniczego w Krakowie i pszczelarz od trzydziestu lat (260 rodzin w Olchowcach). Członkowie i kandydaci mogą pisać do niego bezpośrednio na adres ${mailto(`t.mazur@${HOST}`)}.</p>`,
      ),
      section(
        `<h2>Punkt skupu</h2><p>Miód w beczkach przyjmujemy w punkcie skupu przy ul. Przemysłowej 9 w Sanoku, od maja do października we wtorki i piątki. Punkt prowadzi Grzegorz Kruk, kierownik punktu skupu – terminy dostaw prosimy uzgadniać z nim mailowo: ${mailto(`g.kruk@${HOST}`)}.</p>`,
      ),
    ]),
  });

  pages['/nasze-miody'] = page({
    path: '/nasze-miody',
    title: 'Nasze miody',
    main: elementor(16, 'Nasze miody', [
      section(
        `<ul><li><strong>Miód spadziowy z Bieszczad</strong> – Chroniona Nazwa Pochodzenia, słoik 400 g i 1 kg</li><li><strong>Miód lipowy</strong> – z lip Pogórza Przemyskiego</li><li><strong>Miód gryczany</strong> – ciemny, o wyrazistym smaku</li><li><strong>Miód wielokwiatowy wiosenny</strong> – kremowany</li></ul>` +
          `<p>Nasze miody posiadają certyfikat rolnictwa ekologicznego wydany przez jednostkę certyfikującą EkoGwarancja (PL-EKO-04); zapytania o certyfikaty kierujcie do jednostki: certyfikacja@ekogwarancja.test.</p>`,
      ),
    ]),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    main: elementor(18, 'Zespół', [
      section(`<p>Biuro spółdzielni i rozlewnia w Sanoku to dziewięć osób. Poniżej ci, z którymi najczęściej będziecie mieć kontakt.</p>`),
      `<section class="elementor-section elementor-top-section elementor-element elementor-element-${nextId()} elementor-section-boxed" data-element_type="section"><div class="elementor-container elementor-column-gap-wide">${TEAM.map(imageBox).join('')}</div></section>`,
    ]),
  });

  pages['/dla-pszczelarzy'] = page({
    path: '/dla-pszczelarzy',
    title: 'Dla pszczelarzy',
    main: elementor(20, 'Dla pszczelarzy', [
      section(
        `<p>Chcesz zostać członkiem spółdzielni? Wystarczy co najmniej 20 rodzin pszczelich, wpis do rejestru Powiatowego Lekarza Weterynarii i udział członkowski w wysokości 500 zł.</p>` +
          `<p>Deklarację członkowską pobierzesz w <a href="${ORIGIN}/strefa-czlonka/">strefie członka</a> lub w biurze spółdzielni. Terminy skupu znajdziesz na stronie <a href="${ORIGIN}/o-nas/">O spółdzielni</a>.</p>`,
      ),
    ]),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: elementor(22, 'Kontakt', [
      section(
        `<p><strong>Biuro spółdzielni</strong><br>ul. Jana Pawła II 58, 38-500 Sanok<br>pon.–pt. 7:30–15:30<br>tel. ${tel('+48 13 464 22 10')}<br>e-mail: ${mailto(`biuro@${HOST}`)}</p>` +
          `<p>Sklep internetowy i zamówienia detaliczne: ${mailto(`sklep@${HOST}`)}</p>` +
          `<!-- stary adres do zamówień, nieaktywny od 2023: zamowienia@${HOST} -->` +
          `<p>Osoba do kontaktu w sprawie zakupów hurtowych i eksportu: Łukasz Zieliński, specjalista ds. eksportu (rynki DACH i Skandynawia), tel. ${tel('+48 605 318 442')}, e-mail: ${mailto(`l.zielinski@${HOST}`)}</p>`,
      ),
      section(
        `<div class="wpcf7 no-js" id="wpcf7-f128-p22-o1" lang="pl-PL" dir="ltr"><form action="/kontakt/#wpcf7-f128-p22-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init"><p><label> Imię i nazwisko<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" type="text" name="your-name"></span></label></p><p><label> Adres e-mail<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" placeholder="jan.kowalski@example.com" type="email" name="your-email"></span></label></p><p><label> Wiadomość<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Wyślij"></p></form></div>`,
      ),
    ]),
  });

  pages['/strefa-czlonka'] = page({
    path: '/strefa-czlonka',
    title: 'Strefa członka',
    main: elementor(24, 'Strefa członka', [section(`<p>Dokumenty dla członków spółdzielni: deklaracja, regulamin skupu, protokoły walnych zgromadzeń. Problemy z logowaniem zgłaszajcie na ${mailto(`czlonkowie@${HOST}`)}.</p>`)]),
  });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: elementor(3, 'Polityka prywatności', [section('<p>Administratorem danych osobowych jest Spółdzielnia Pszczelarska „Barć” z siedzibą w Sanoku.</p>')]) });
  pages['/regulamin-sklepu'] = page({ path: '/regulamin-sklepu', title: 'Regulamin sklepu', main: elementor(5, 'Regulamin sklepu', [section('<p>Sklep prowadzi Spółdzielnia Pszczelarska „Barć”. Zamówienia realizujemy w ciągu 3 dni roboczych.</p>')]) });

  const post = '/2024/09/jesienne-podkarmianie-pszczol-syrop-dla-czlonkow';
  pages[post] = page({
    path: post,
    title: 'Jesienne podkarmianie: syrop inwertowany dla członków',
    head: ['<meta property="og:type" content="article">', '<meta property="article:published_time" content="2024-09-02T08:15:00+00:00">'],
    main:
      `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-311 post type-post status-publish format-standard category-aktualnosci ast-article-single" id="post-311"><header class="entry-header"><h1 class="entry-title">Jesienne podkarmianie: syrop inwertowany dla członków</h1><div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="2024-09-02T08:15:00+00:00">2 września 2024</time></span></div></header><div class="entry-content clear">` +
      `<p>Jak co roku spółdzielnia zamówiła wspólnie syrop inwertowany do jesiennego podkarmiania rodzin – cena dla członków to 3,10 zł/kg netto przy odbiorze z Sanoka. Zamówienia przyjmujemy do 15 września.</p>` +
      `<p>Za dostawy odpowiada Ewa Kaczmarczyk, koordynatorka zaopatrzenia pasiek członkowskich (${mailto(`e.kaczmarczyk@${HOST}`)}); to u niej można też zamówić węzę i leki na warrozę.</p>` +
      `</div></article></main></div>`,
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-02-11'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/o-nas/', '/nasze-miody/', '/zespol/', '/dla-pszczelarzy/', '/kontakt/'], '2025-02-11'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, [`${post}/`], '2024-09-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /strefa-czlonka\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-107',
      languages: ['pl'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `sklep@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `t.mazur@${HOST}`, name: 'Tadeusz Mazur', title: 'prezes zarządu', titleAlternatives: ['Prezes Zarządu'], pages: ['/o-nas'], cases: ['prose', 'honorific', 'json-ld-person', 'plain', ln] },
        { address: `g.kruk@${HOST}`, name: 'Grzegorz Kruk', title: 'kierownik punktu skupu', titleAlternatives: ['Kierownik punktu skupu'], pages: ['/o-nas'], cases: ['prose', 'json-ld-nested', 'json-ld-person', 'plain', ln] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/zespol'],
          cases: ['card', m.encode ? 'entities' : 'plain', ln, ...m.cases] as CaseKind[],
        })),
        { address: `l.zielinski@${HOST}`, name: 'Łukasz Zieliński', title: 'specjalista ds. eksportu (rynki DACH i Skandynawia)', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `e.kaczmarczyk@${HOST}`, name: 'Ewa Kaczmarczyk', title: 'koordynatorka zaopatrzenia pasiek członkowskich', pages: [post], cases: ['prose', 'sitemap-index', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/strefa-czlonka'],
      nonAddresses: [
        { text: `zamowienia@${HOST}`, kind: 'comment' },
        { text: `czlonkowie@${HOST}`, kind: 'disallowed' },
        { text: 'logo-barc@2x.png', kind: 'retina' },
        { text: 'swiper@8.4.5', kind: 'package' },
        { text: 'jan.kowalski@example.com', kind: 'placeholder' },
        { text: 'certyfikacja@ekogwarancja.test', kind: 'other-company' },
      ],
    },
  };
}
