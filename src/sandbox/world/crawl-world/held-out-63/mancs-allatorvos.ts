/**
 * Mancs Állatorvosi Rendelő: a small-animal vet practice in Debrecen on WordPress with the Astra
 * theme and block-editor pages. Names written the Hungarian way, family name first, with "Dr."
 * for the vets; the team as a definition list (one vet's address written by a script pasted into
 * a Custom HTML block), the data-protection contact as a label line in the imprint, and the
 * dental vet in a blog post listed only in the gzip sitemap the Google XML Sitemaps plugin
 * writes. The host's address, the booking widget's flatpickr version and the staff roster
 * (disallowed) are not the practice's addresses.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'mancs-allatorvos.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/rolunk/', 'Rólunk'],
  ['/csapatunk/', 'Csapatunk'],
  ['/szolgaltatasok/', 'Szolgáltatások'],
  ['/idopontfoglalas/', 'Időpontfoglalás'],
  ['/impresszum/', 'Impresszum'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Mancs Állatorvosi Rendelő',
  head: [
    '<meta name="generator" content="WordPress 6.5.5">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.5" media="all">`,
    `<link rel="stylesheet" id="flatpickr-css" href="https://cdn.jsdelivr.net/npm/flatpickr@4.6.13/dist/flatpickr.min.css" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2021/09/cropped-mancs-ikon-32x32.png" sizes="32x32">`,
  ],
  header: () =>
    `<a class="skip-link screen-reader-text" href="#content">Ugrás a tartalomra</a><div class="hfeed site" id="page"><header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">` +
    `<div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container">` +
    `<div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="180" height="60" src="${ORIGIN}/wp-content/uploads/2021/09/mancs-logo.png" class="custom-logo" alt="Mancs Állatorvosi Rendelő"></a></span></div>` +
    `<div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">` +
    MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('') +
    `</ul></div></nav></div></div></div></div></div></div></div></header><div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main">`,
  footer: () =>
    `</main></div></div></div><footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">` +
    `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1"><section id="block-7" class="widget widget_block"><p><strong>Mancs Állatorvosi Rendelő</strong><br>4026 Debrecen, Bethlen utca 31.<br>${tel('+36 52 555 0140')}<br>${mailto(`recepcio@${HOST}`)}</p></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area"><section id="block-8" class="widget widget_block"><p>Rendelési idő:<br>H–P 8–20, Szo 9–13<br>Vasárnap ügyelet telefonon</p></section></aside></div>` +
    `<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><aside class="footer-widget-area widget-area"><section id="block-9" class="widget widget_block"><ul><li><a href="/adatkezelesi-tajekoztato/">Adatkezelési tájékoztató</a></li><li><a href="/munkatarsaknak/">Munkatársaknak</a></li></ul></section></aside></div>` +
    `</div></div></div><div class="ast-small-footer"><div class="ast-footer-copyright"><p>Copyright © 2025 Mancs Állatorvosi Rendelő | Powered by Astra WordPress Theme</p></div></div></footer></div>`,
  bodyEnd: [
    `<script src="https://cdn.jsdelivr.net/npm/flatpickr@4.6.13/dist/flatpickr.min.js" id="flatpickr-js"></script>`,
    `<script id="astra-theme-js-js-extra">var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"1","is_scroll_to_top":"","is_header_footer_builder_active":"1"};</script>`,
    `<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

const entry = (title: string, html: string, id: number): string =>
  `<article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text">${html}</div></article>`;

type Vet = { shown: string; name: string; title: string; local: string; script?: boolean };
const TEAM: Vet[] = [
  { shown: 'Dr. Szabó Anna', name: 'Szabó Anna', title: 'rendelővezető állatorvos', local: 'szabo.anna' },
  { shown: 'Dr. Kovács Péter', name: 'Kovács Péter', title: 'állatorvos, lágysebészet és ortopédia', local: 'kovacs.peter' },
  { shown: 'Dr. Tóth Eszter', name: 'Tóth Eszter', title: 'állatorvos, egzotikus állatok', local: 'toth.eszter', script: true },
  { shown: 'Dr. Horváth Bence', name: 'Horváth Bence', title: 'állatorvos', local: 'horvath.bence' },
  { shown: 'Nagy Réka', name: 'Nagy Réka', title: 'állatorvosi asszisztens', local: 'nagy.reka' },
  { shown: 'Fehér Dóra', name: 'Fehér Dóra', title: 'praxismenedzser', local: 'feher.dora' },
];

const TOTH_SCRIPT = `var n='toth.eszter';var d='mancs-allatorvos'+'.'+'test';document.write('<a href="mailto:'+n+'@'+d+'">'+n+'@'+d+'</a>');`;

export function mancsAllatorvos(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const blog = '/2024/11/18/fogko-eltavolitas-kutyaknal-es-macskaknal';

  pages['/'] = page({
    path: '/',
    title: 'Kisállatrendelő Debrecenben',
    description: 'Kutyák, macskák és egzotikus kisállatok ellátása Debrecen belvárosában. Ultrahang, röntgen, fogászat, sebészet.',
    main: entry(
      'Kisállatrendelő Debrecen belvárosában',
      `<p>2009 óta gyógyítjuk Debrecen kutyáit, macskáit, nyulait és hüllőit. Rendelőnkben digitális röntgen, ultrahang és saját labor működik.</p><div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/idopontfoglalas/">Időpontot foglalok</a></div></div>`,
      12,
    ),
  });

  pages['/rolunk'] = page({ path: '/rolunk', title: 'Rólunk', main: entry('Rólunk', `<p>A rendelőt Dr. Szabó Anna alapította. Ma négy állatorvos és két asszisztens dolgozik nálunk, két rendelőben és egy műtőben.</p>`, 14) });

  pages['/csapatunk'] = page({
    path: '/csapatunk',
    title: 'Csapatunk',
    main: entry(
      'Csapatunk',
      `<p>Kérdéseikkel közvetlenül is kereshetik kollégáinkat; időpontot kérjük, a recepción vagy online foglaljanak.</p><dl class="wp-block-list csapat">` +
        TEAM.map((v) => `<dt><strong>${esc(v.shown)}</strong></dt><dd>${esc(v.title)}</dd><dd>${v.script ? `<script>${TOTH_SCRIPT}</script>` : mailto(`${v.local}@${HOST}`)}</dd>`).join('') +
        `</dl>`,
      16,
    ),
  });

  pages['/szolgaltatasok'] = page({
    path: '/szolgaltatasok',
    title: 'Szolgáltatások',
    main: entry('Szolgáltatások', `<ul class="wp-block-list"><li>Védőoltások, chip beültetés, kisállat-útlevél</li><li>Lágysebészet és ortopédia</li><li>Fogkőeltávolítás, fogászati röntgen</li><li>Egzotikus állatok (nyúl, tengerimalac, hüllők)</li></ul>`, 18),
  });

  pages['/idopontfoglalas'] = page({
    path: '/idopontfoglalas',
    title: 'Időpontfoglalás',
    main: entry(
      'Időpontfoglalás',
      `<p>Időpontot telefonon (${tel('+36 52 555 0140')}) vagy e-mailben kérhet: ${mailto(`recepcio@${HOST}`)}. Sürgős esetben előzetes bejelentkezés nélkül is fogadjuk betegeit.</p><form class="foglalas"><label>Dátum <input type="text" class="flatpickr-input" name="datum"></label><label>Állat neve <input type="text" name="allat"></label><button type="submit">Küldés</button></form>`,
      20,
    ),
  });

  pages['/impresszum'] = page({
    path: '/impresszum',
    title: 'Impresszum',
    main: entry(
      'Impresszum',
      `<p><strong>Üzemeltető:</strong> Mancs Vet Kft.<br>Székhely: 4026 Debrecen, Bethlen utca 31.<br>Cégjegyzékszám: 09-09-028114 · Adószám: 24817730-2-09</p>` +
        `<p><strong>Adatvédelmi kapcsolattartó:</strong> Varga Zoltán, ügyvezető, ${tel('+36 52 555 0147')}, ${mailto(`varga.zoltan@${HOST}`)}</p>` +
        `<p><strong>Tárhelyszolgáltató:</strong> Tárhelypark Kft., 1132 Budapest, Váci út 22., ugyfelszolgalat@tarhelypark.hu</p>`,
      22,
    ),
  });

  pages['/adatkezelesi-tajekoztato'] = page({ path: '/adatkezelesi-tajekoztato', title: 'Adatkezelési tájékoztató', main: entry('Adatkezelési tájékoztató', `<p>Az adatkezelő a Mancs Vet Kft. Az adatkezelés célja a kisállatok egészségügyi ellátása és az időpontok nyilvántartása.</p>`, 3) });

  pages['/munkatarsaknak'] = page({ path: '/munkatarsaknak', title: 'Munkatársaknak', main: entry('Munkatársaknak', `<p>Beosztás és szabadságkérés: ${mailto(`beosztas@${HOST}`)}</p>`, 24) });

  pages[blog] = page({
    path: blog,
    title: 'Fogkőeltávolítás kutyáknál és macskáknál',
    main:
      `<article class="post-88 post type-post status-publish format-standard category-blog ast-article-single"><header class="entry-header"><h1 class="entry-title">Fogkőeltávolítás kutyáknál és macskáknál</h1><div class="entry-meta">2024. november 18.</div></header><div class="entry-content clear">` +
      `<p>A három évnél idősebb kutyák és macskák többségénél már fogkő és ínygyulladás látható. Ha kedvence szája szaglik, vagy nehezen eszik, érdemes fogászati vizsgálatra jönnie.</p>` +
      `<p>A fogászati kezeléseket rendelőnkben Dr. Balogh Gergely állatorvos végzi, aki szívesen válaszol kérdéseire a ${mailto(`balogh.gergely@${HOST}`)} címen.</p></div></article>`,
  });

  const maps = ['/', '/rolunk/', '/csapatunk/', '/szolgaltatasok/', '/idopontfoglalas/', '/impresszum/', `${blog}/`];
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, maps, '2024-11-18'));

  const vet = (v: Vet) => {
    const cases: CaseKind[] = ['definition-list', v.script ? 'script-concat' : 'plain', 'link-non-english'];
    if (v.shown.startsWith('Dr.')) cases.push('honorific');
    return {
      address: `${v.local}@${HOST}`,
      name: v.name,
      title: v.title,
      pages: ['/csapatunk'],
      ...(v.script ? { encoded: { kind: 'script' as const, text: TOTH_SCRIPT } } : {}),
      cases,
    };
  };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /munkatarsaknak\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-63',
      languages: ['hu'],
      addresses: [
        { address: `recepcio@${HOST}`, name: null, title: null, pages: ['/', '/idopontfoglalas'], cases: ['role', 'plain'] },
        ...TEAM.map(vet),
        { address: `varga.zoltan@${HOST}`, name: 'Varga Zoltán', title: 'ügyvezető', pages: ['/impresszum'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `balogh.gergely@${HOST}`, name: 'Balogh Gergely', title: 'állatorvos', pages: [blog], cases: ['prose', 'honorific', 'plain', 'sitemap-gzip'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/munkatarsaknak'],
      nonAddresses: [
        { text: `beosztas@${HOST}`, kind: 'disallowed' },
        { text: 'ugyfelszolgalat@tarhelypark.hu', kind: 'other-company' },
        { text: 'flatpickr@4.6.13', kind: 'package' },
      ],
    },
  };
}
