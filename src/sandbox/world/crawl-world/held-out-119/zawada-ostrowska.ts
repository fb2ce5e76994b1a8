/**
 * Zawada Ostrowska Adwokaci: a law firm in Kraków, on WordPress 6.5 with Astra, Elementor and
 * Yoast SEO, Polish only. The team as Elementor image-box cards with Polish professional titles
 * before the names ("adw.", "r. pr.", "apl. adw.", "dr") and one LL.M. after, two addresses
 * written as character references by an e-mail encoder plugin; the secretariat as Yoast's
 * contactPoint; the press officer as a "Kontakt dla mediów:" label line; a job advert naming the
 * office manager in the dative; a commentary post reached only through the post sitemap of the
 * Yoast sitemap index that robots.txt names, with its author as a JSON-LD Person. The outsourced
 * data-protection officer's address, the contact form's placeholder and the client zone
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zawada-ostrowska.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-kancelarii/', 'O kancelarii'],
  ['/specjalizacje/', 'Specjalizacje'],
  ['/zespol/', 'Zespół'],
  ['/kariera/', 'Kariera'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Zawada Ostrowska Adwokaci',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.12" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    `<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${ORIGIN}/xmlrpc.php?rsd">`,
  ],
  header: () =>
    `<a class="skip-link screen-reader-text" href="#content" title="Przejdź do treści">Przejdź do treści</a><div class="hfeed site" id="page"><header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">` +
    `<div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container">` +
    `<div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="220" height="60" src="/wp-content/uploads/2023/02/zawada-ostrowska-logo.svg" class="custom-logo" alt="Zawada Ostrowska Adwokaci" decoding="async"></a></span></div>` +
    `<div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Nawigacja witryny" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${31 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${31 + i}"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('') +
    `</ul></div></nav></div></div></div></div></div></div></div></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">` +
    `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-7" class="widget widget_block"><p><strong>Zawada Ostrowska Adwokaci sp.p.</strong><br>ul. Karmelicka 41/6, 31-128 Kraków<br>tel. ${tel('+48 12 633 41 20')}<br>${mailto(`sekretariat@${HOST}`)}</p></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item" data-section="sidebar-widgets-footer-widget-2" aria-label="Footer Widget 2"><section id="nav_menu-3" class="widget widget_nav_menu"><nav class="menu-stopka-container" aria-label="Menu"><ul id="menu-stopka" class="menu"><li class="menu-item"><a href="/polityka-prywatnosci/">Polityka prywatności</a></li><li class="menu-item"><a href="/strefa-klienta/">Strefa klienta</a></li></ul></nav></section></aside></div>` +
    `<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><div class="ast-footer-copyright"><p>Copyright © 2025 Zawada Ostrowska Adwokaci | Sąd Rejonowy dla Krakowa-Śródmieścia, XI Wydział Gospodarczy KRS, KRS 0000518233</p></div></div></div></div></div></footer></div>`,
  privacyPath: { pl: '/polityka-prywatnosci/' },
  bodyEnd: [
    `<script id="astra-theme-js-js-extra">var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":"","is_header_footer_builder_active":"1"};</script>`,
    `<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.12" id="astra-theme-js-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });

/** An Elementor page: one section, one column, the widgets' HTML. */
const elementor = (id: number, title: string, widgets: string): string =>
  `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text">` +
  `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}"><section class="elementor-section elementor-top-section elementor-element elementor-section-boxed elementor-section-height-default" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">` +
  widgets +
  `</div></div></div></section></div></div></article></main></div>`;

const textEditor = (html: string): string =>
  `<div class="elementor-element elementor-widget elementor-widget-text-editor" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div>`;

type Lawyer = { shown: string; name: string; title: string; local: string; encode?: boolean; cases: CaseKind[]; photo: string; bio: string };
const TEAM: Lawyer[] = [
  { shown: 'adw. Marta Zawada', name: 'Marta Zawada', title: 'Partner zarządzający', local: 'marta.zawada', cases: ['honorific'], photo: 'zawada', bio: 'Prawo spółek, fuzje i przejęcia, spory korporacyjne. Członkini Okręgowej Rady Adwokackiej w Krakowie.' },
  { shown: 'adw. dr Piotr Ostrowski, LL.M.', name: 'Piotr Ostrowski', title: 'Partner', local: 'piotr.ostrowski', encode: true, cases: ['honorific', 'post-nominal'], photo: 'ostrowski', bio: 'Prawo karne gospodarcze i podatkowe. Absolwent LL.M. na Uniwersytecie w Cambridge, wykładowca UJ.' },
  { shown: 'r. pr. Katarzyna Dąbrowska', name: 'Katarzyna Dąbrowska', title: 'Radca prawny, Senior Associate', local: 'katarzyna.dabrowska', cases: ['honorific'], photo: 'dabrowska', bio: 'Prawo nieruchomości i proces inwestycyjny, umowy najmu komercyjnego.' },
  { shown: 'Paweł Grabowski', name: 'Paweł Grabowski', title: 'Doradca podatkowy', local: 'pawel.grabowski', cases: [], photo: 'grabowski', bio: 'Ceny transferowe, postępowania przed organami podatkowymi, interpretacje indywidualne.' },
  { shown: 'apl. adw. Tomasz Sikora', name: 'Tomasz Sikora', title: 'Aplikant adwokacki', local: 'tomasz.sikora', encode: true, cases: ['honorific'], photo: 'sikora', bio: 'Wspiera zespół procesowy, przygotowuje pisma i opinie prawne.' },
];

const imageBox = (l: Lawyer): string => {
  const addr = `${l.local}@${HOST}`;
  const mail = l.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="elementor-element elementor-position-top elementor-widget elementor-widget-image-box" data-element_type="widget" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img decoding="async" width="400" height="500" src="/wp-content/uploads/2024/01/${l.photo}-400x500.jpg" class="attachment-medium size-medium wp-image-${l.photo.length * 17}" alt="${esc(l.name)}"></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(l.shown)}</h3><p class="elementor-image-box-description"><strong>${esc(l.title)}</strong><br>${esc(l.bio)}<br>${mail}</p></div></div></div></div>`
  );
};

export function zawadaOstrowska(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const org = {
    '@type': ['Organization', 'LegalService'],
    '@id': `${ORIGIN}/#organization`,
    name: 'Zawada Ostrowska Adwokaci',
    url: `${ORIGIN}/`,
    logo: { '@type': 'ImageObject', inLanguage: 'pl-PL', '@id': `${ORIGIN}/#/schema/logo/image/`, url: `${ORIGIN}/wp-content/uploads/2023/02/zawada-ostrowska-logo.svg`, caption: 'Zawada Ostrowska Adwokaci' },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+48 12 633 41 20', email: `sekretariat@${HOST}`, availableLanguage: ['Polish', 'English'] },
  };

  pages['/'] = page({
    path: '/',
    title: 'Kancelaria adwokacka w Krakowie',
    jsonLd: [{ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage', '@id': `${ORIGIN}/`, url: `${ORIGIN}/`, name: 'Zawada Ostrowska Adwokaci – Kancelaria adwokacka w Krakowie', isPartOf: { '@id': `${ORIGIN}/#website` }, inLanguage: 'pl-PL' }, { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Zawada Ostrowska Adwokaci', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'pl-PL' }, org] }],
    main: elementor(
      12,
      'Kancelaria adwokacka w Krakowie',
      textEditor(
        `<p>Od 2011 roku doradzamy przedsiębiorcom z Małopolski i całej Polski w sprawach z zakresu prawa spółek, prawa karnego gospodarczego, podatków i nieruchomości. Prowadzimy sprawy w języku polskim i angielskim.</p>` +
          `<p><a href="/specjalizacje/">Poznaj nasze specjalizacje</a> lub <a href="/kontakt/">umów się na konsultację</a>.</p>`,
      ),
    ),
  });

  pages['/o-kancelarii'] = page({
    path: '/o-kancelarii',
    title: 'O kancelarii',
    main: elementor(
      14,
      'O kancelarii',
      textEditor(
        `<p>Kancelarię założyły w 2011 roku adw. Marta Zawada i adw. dr Piotr Ostrowski, wcześniej związani z dużymi kancelariami w Warszawie. Dziś zespół liczy jedenaście osób – adwokatów, radców prawnych, doradcę podatkowego i aplikantów.</p>` +
          `<p>Kancelaria jest wpisana do rejestru spółek partnerskich, a jej wspólnicy są członkami Izby Adwokackiej w Krakowie.</p>`,
      ),
    ),
  });

  pages['/specjalizacje'] = page({
    path: '/specjalizacje',
    title: 'Specjalizacje',
    main: elementor(16, 'Specjalizacje', textEditor(`<ul><li>Prawo spółek i obsługa korporacyjna</li><li>Prawo karne gospodarcze</li><li>Prawo podatkowe i postępowania przed KAS</li><li>Nieruchomości i proces budowlany</li><li>Prawo pracy</li></ul>`)),
  });

  pages['/zespol'] = page({ path: '/zespol', title: 'Zespół', main: elementor(18, 'Nasz zespół', TEAM.map(imageBox).join('')) });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariera',
    main: elementor(
      20,
      'Kariera',
      textEditor(
        `<h2>Aplikant/aplikantka adwokacka – prawo karne gospodarcze</h2><p>Szukamy osoby na II lub III roku aplikacji, z dobrą znajomością języka angielskiego i doświadczeniem w sprawach karnych. Oferujemy umowę o pracę, udział w szkoleniach i pokrycie kosztów aplikacji.</p>` +
          `<p>CV wraz z krótkim listem motywacyjnym prosimy przesyłać do kierowniczki biura, Ewy Nowickiej, na adres ${mailto(`ewa.nowicka@${HOST}`)} do 30 kwietnia 2025 r.</p>`,
      ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: elementor(
      22,
      'Kontakt',
      textEditor(
        `<p>Zawada Ostrowska Adwokaci sp.p.<br>ul. Karmelicka 41/6, 31-128 Kraków<br>Sekretariat czynny pn.–pt. 8:30–17:00<br>tel. ${tel('+48 12 633 41 20')}<br>e-mail: ${mailto(`sekretariat@${HOST}`)}</p>` +
          `<p><strong>Kontakt dla mediów:</strong> Joanna Wilk, rzeczniczka prasowa, ul. Karmelicka 41/6, 31-128 Kraków, tel. ${tel('+48 601 220 914')}, ${mailto(`joanna.wilk@${HOST}`)}</p>`,
      ) +
        `<div class="elementor-element elementor-widget elementor-widget-shortcode" data-widget_type="shortcode.default"><div class="elementor-widget-container"><div class="elementor-shortcode"><div class="wpcf7 no-js" id="wpcf7-f118-o1" lang="pl-PL" dir="ltr"><form action="/kontakt/#wpcf7-f118-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">` +
        `<p><label>Imię i nazwisko<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name"></span></label></p>` +
        `<p><label>Adres e-mail<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" placeholder="np. jan.kowalski@example.com" value="" type="email" name="your-email"></span></label></p>` +
        `<p><label>Wiadomość<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Wyślij"></p></form></div></div></div></div>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    main: elementor(
      3,
      'Polityka prywatności',
      textEditor(
        `<p>Administratorem danych osobowych jest Zawada Ostrowska Adwokaci sp.p. z siedzibą w Krakowie. Kancelaria wyznaczyła Inspektora Ochrony Danych – funkcję tę pełni zewnętrzna firma DataSafe Consulting sp. z o.o., kontakt: iod@datasafe-consulting.pl.</p>` +
          `<p>Dane przetwarzamy w celu udzielenia odpowiedzi na zapytanie (art. 6 ust. 1 lit. f RODO) oraz wykonania umowy o świadczenie pomocy prawnej.</p>`,
      ),
    ),
  });

  pages['/strefa-klienta'] = page({
    path: '/strefa-klienta',
    title: 'Strefa klienta',
    main: elementor(40, 'Strefa klienta', textEditor(`<p>Dostęp do dokumentów sprawy po zalogowaniu. Problemy z logowaniem prosimy zgłaszać na adres ${mailto(`klienci@${HOST}`)}.</p>`)),
  });

  const post = '/2025/03/18/nowelizacja-kodeksu-pracy-praca-zdalna';
  pages[post] = page({
    path: post,
    title: 'Nowelizacja Kodeksu pracy: praca zdalna po roku – co się zmieniło?',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Article', '@id': `${ORIGIN}${post}/#article`, isPartOf: { '@id': `${ORIGIN}${post}/` }, author: { '@id': `${ORIGIN}/#/schema/person/6b1f0e` }, headline: 'Nowelizacja Kodeksu pracy: praca zdalna po roku – co się zmieniło?', datePublished: '2025-03-18T09:12:44+00:00', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'pl-PL' },
          { '@type': 'Person', '@id': `${ORIGIN}/#/schema/person/6b1f0e`, name: 'Agnieszka Kaczmarek', jobTitle: 'Adwokat, Senior Associate', email: `agnieszka.kaczmarek@${HOST}`, worksFor: { '@id': `${ORIGIN}/#organization` } },
        ],
      },
    ],
    main:
      `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-211 post type-post status-publish format-standard category-prawo-pracy ast-article-single" id="post-211" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="ast-post-format- single-layout-1"><header class="entry-header"><h1 class="entry-title" itemprop="headline">Nowelizacja Kodeksu pracy: praca zdalna po roku – co się zmieniło?</h1><div class="entry-meta"><span class="posted-on"><span class="published" itemprop="datePublished">18 marca 2025</span></span> / <span class="posted-by vcard author"><span class="author-name">Agnieszka Kaczmarek</span></span></div></header>` +
      `<div class="entry-content clear" itemprop="text"><p>Minął ponad rok od wejścia w życie przepisów o pracy zdalnej. Pracodawcy nadal mają wątpliwości, jak rozliczać ekwiwalent za energię elektryczną i internet oraz kiedy mogą odmówić pracy zdalnej okazjonalnej.</p>` +
      `<p>Najczęstszy błąd to brak regulaminu pracy zdalnej lub porozumienia z zakładową organizacją związkową. W razie kontroli PIP skutkuje to mandatem, a w sporze – przegraną przed sądem pracy.</p>` +
      `<p><em>Autorką tekstu jest adw. Agnieszka Kaczmarek, Senior Associate w zespole prawa pracy – pytania dotyczące regulaminów pracy zdalnej prosimy kierować bezpośrednio do niej na adres ${mailto(`agnieszka.kaczmarek@${HOST}`)}.</em></p></div></div></article></main></div>`,
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-03-18T09:12:44+00:00'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/o-kancelarii/', '/specjalizacje/', '/zespol/', '/kariera/', '/kontakt/', '/polityka-prywatnosci/'], '2025-02-27T10:31:09+00:00'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, [`${post}/`], '2025-03-18T09:12:44+00:00'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-klienta\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-119',
      languages: ['pl'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...TEAM.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: ['/zespol'],
          cases: ['card', l.encode ? 'entities' : 'plain', ln, ...l.cases] as CaseKind[],
        })),
        { address: `ewa.nowicka@${HOST}`, name: 'Ewa Nowicka', title: 'kierowniczka biura', pages: ['/kariera'], cases: ['prose', 'plain', ln] },
        { address: `joanna.wilk@${HOST}`, name: 'Joanna Wilk', title: 'rzeczniczka prasowa', pages: ['/kontakt'], cases: ['label-line', 'plain'] },
        {
          address: `agnieszka.kaczmarek@${HOST}`,
          name: 'Agnieszka Kaczmarek',
          title: 'Senior Associate',
          titleAlternatives: ['Adwokat, Senior Associate', 'Senior Associate w zespole prawa pracy'],
          pages: [post],
          cases: ['prose', 'honorific', 'json-ld-person', 'sitemap-index', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/strefa-klienta'],
      nonAddresses: [
        { text: `klienci@${HOST}`, kind: 'disallowed' },
        { text: 'iod@datasafe-consulting.pl', kind: 'other-company' },
        { text: 'jan.kowalski@example.com', kind: 'placeholder' },
      ],
    },
  };
}
