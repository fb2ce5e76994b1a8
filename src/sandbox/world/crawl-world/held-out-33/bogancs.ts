/**
 * Bogáncs Állatorvosi Rendelő: a small-animal veterinary clinic in Debrecen, on WordPress with
 * Elementor (Hello theme), Hungarian only, names family name first with "dr." before the vets.
 * The team page ("Csapatunk") is a column of Elementor image boxes, one address written by an
 * inline script from pieces; the visiting specialists are rows of a table on the opening-hours
 * page; the clinic mailbox is in the footer and on the contact page, where the laboratory
 * partner's address also stands; a blog post on tick season, listed only in the gzip-compressed
 * post sitemap of the sitemap index, names the dietetics vet in a sentence. The lab-results
 * download page is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bogancs-allatorvos.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/rolunk', 'Rólunk'],
  ['/szolgaltatasaink', 'Szolgáltatásaink'],
  ['/csapatunk', 'Csapatunk'],
  ['/rendelesi-ido', 'Rendelési idő'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bogáncs Állatorvosi Rendelő',
  head: [
    '<meta name="generator" content="WordPress 6.6.1">',
    '<meta name="generator" content="Elementor 3.23.4; features: e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.23.4" media="all">`,
    `<link rel="stylesheet" id="elementor-post-7-css" href="${ORIGIN}/wp-content/uploads/elementor/css/post-7.css?ver=1722950400" media="all">`,
  ],
  header: (p) =>
    `<a class="skip-link screen-reader-text" href="#content">Ugrás a tartalomhoz</a><div data-elementor-type="header" data-elementor-id="45" class="elementor elementor-45 elementor-location-header"><div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">` +
    `<div class="elementor-element elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container"><a href="/"><img width="200" height="70" src="/wp-content/uploads/2022/03/bogancs-logo.svg" class="attachment-full size-full" alt="Bogáncs Állatorvosi Rendelő"></a></div></div>` +
    `<div class="elementor-element elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu" data-widget_type="nav-menu.default"><div class="elementor-widget-container"><nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-fomenu" class="elementor-nav-menu">` +
    MENU.map(([href, label], i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page${href === p.path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${60 + i}"><a href="${href}" class="elementor-item${href === p.path ? ' elementor-item-active' : ''}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></div><div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container"><a class="elementor-button elementor-button-link elementor-size-sm" href="tel:+3652555470"><span class="elementor-button-text">Ügyelet: +36 52 555 470</span></a></div></div></div></div></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="52" class="elementor elementor-52 elementor-location-footer"><div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">` +
    `<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><strong>Bogáncs Állatorvosi Rendelő</strong><br>4025 Debrecen, Piac utca 61.<br>Tel.: ${tel('+36 52 555 470')}<br>E-mail: ${mailto(`rendelo@${HOST}`)}</p></div></div>` +
    `<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><a href="/leletek">Leletek letöltése</a> · <a href="/adatkezelesi-tajekoztato">Adatkezelési tájékoztató</a></p><p>© 2025 Bogáncs Vet Kft. Minden jog fenntartva.</p></div></div></div></div></div>`,
  privacyPath: { hu: '/adatkezelesi-tajekoztato' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Megoszt\\u00e1s a Facebookon"},"is_rtl":false,"version":"3.23.4","urls":{"assets":"${ORIGIN}\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":7,"title":"Bog%C3%A1ncs","excerpt":""}};</script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.23.4" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

const el = (id: number, html: string): string =>
  `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}"><div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner"><div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div></div></div></div>`;

type Vet = { shown: string; name: string; title: string; local: string; concat?: boolean; honorific?: boolean; text: string };
const TEAM: Vet[] = [
  { shown: 'dr. Kiss Réka', name: 'Kiss Réka', title: 'rendelővezető állatorvos', local: 'kiss.reka', honorific: true, text: 'Az állatorvos-tudományi egyetemen végzett 2008-ban, belgyógyászattal és ultrahang-diagnosztikával foglalkozik.' },
  { shown: 'dr. Fodor Bence', name: 'Fodor Bence', title: 'állatorvos, lágysebészet', local: 'fodor.bence', honorific: true, text: 'Ivartalanítások, daganatműtétek, fogászati beavatkozások.' },
  { shown: 'dr. Lakatos Zsófia', name: 'Lakatos Zsófia', title: 'állatorvos, egzotikus állatok', local: 'lakatos.zsofia', honorific: true, text: 'Nyulak, tengerimalacok, díszmadarak és hüllők – nálunk ők sem mostohagyerekek.' },
  { shown: 'Major Viktória', name: 'Major Viktória', title: 'állatorvosi asszisztens', local: 'major.viktoria', text: 'Ő fogadja Önöket a recepción, és ő tartja a kapcsolatot a laborral.' },
  { shown: 'Papp Levente', name: 'Papp Levente', title: 'állatgondozó, kutyakozmetikus', local: 'papp.levente', concat: true, text: 'Fekvőbetegeink gondozása, kozmetika hétfőn és szerdán.' },
];

const concatScript = (local: string): string => `var u='${local}', d='bogancs-allatorvos'; document.write('<a href="mailto:'+u+'@'+d+'.test">'+u+'@'+d+'.test</a>');`;

const imageBox = (v: Vet, i: number): string => {
  const addr = `${v.local}@${HOST}`;
  const mail = v.concat ? `<script>${concatScript(v.local)}</script>` : mailto(addr);
  return (
    `<div class="elementor-element elementor-element-${(0x3a1f + i * 97).toString(16)} elementor-position-left elementor-vertical-align-top elementor-widget elementor-widget-image-box" data-element_type="widget" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img decoding="async" width="300" height="300" src="/wp-content/uploads/2024/02/${v.local.replace('.', '-')}-300x300.jpg" class="attachment-medium size-medium" alt=""></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(v.shown)}</h3><p class="elementor-image-box-description"><strong>${esc(v.title)}</strong><br>${esc(v.text)}<br>${mail}</p></div></div></div></div>`
  );
};

type Guest = { shown: string; name: string; title: string; local: string; when: string };
const GUESTS: Guest[] = [
  { shown: 'dr. Tóth Ádám', name: 'Tóth Ádám', title: 'bőrgyógyász szakállatorvos', local: 'toth.adam', when: 'minden második kedd, 14–18 óra' },
  { shown: 'dr. Vass Petra', name: 'Vass Petra', title: 'kardiológus állatorvos', local: 'vass.petra', when: 'csütörtök, 13–17 óra' },
];

export function bogancs(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Állatorvosi rendelő Debrecen belvárosában',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'VeterinaryCare', name: 'Bogáncs Állatorvosi Rendelő', telephone: '+36 52 555 470', address: { '@type': 'PostalAddress', streetAddress: 'Piac utca 61.', postalCode: '4025', addressLocality: 'Debrecen', addressCountry: 'HU' }, openingHours: 'Mo-Fr 08:00-19:00, Sa 09:00-12:00' }],
    main: el(7, `<h1>Kutyák, macskák és kisállatok rendelője 2009 óta</h1><p>Belgyógyászat, sebészet, fogászat, ultrahang és digitális röntgen egy helyen, Debrecen belvárosában. Időpontot telefonon vagy online foglalhat.</p><p><a class="elementor-button" href="/rendelesi-ido">Rendelési idő</a> <a class="elementor-button" href="/csapatunk">Ismerje meg csapatunkat</a></p>`),
  });

  pages['/rolunk'] = page({ path: '/rolunk', title: 'Rólunk', main: el(9, `<h1>Rólunk</h1><p>A rendelőt 2009-ben nyitotta meg dr. Kiss Réka egy egykori patika helyén. Ma négy állatorvos, két asszisztens és egy állatgondozó dolgozik nálunk, és hétvégén is van ügyeletünk.</p>`) });

  pages['/szolgaltatasaink'] = page({ path: '/szolgaltatasaink', title: 'Szolgáltatásaink', main: el(11, `<h1>Szolgáltatásaink</h1><ul><li>Védőoltások, chipbeültetés, kisállat-útlevél</li><li>Belgyógyászat és laborvizsgálatok</li><li>Lágyrész-sebészet, fogkőeltávolítás</li><li>Ultrahang és digitális röntgen</li><li>Egzotikus állatok ellátása</li><li>Kutyakozmetika</li></ul>`) });

  pages['/csapatunk'] = page({
    path: '/csapatunk',
    title: 'Csapatunk',
    main: el(13, `<h1>Csapatunk</h1><p>Kérdéseivel bátran írjon közvetlenül kollégáinknak is.</p>`) + `<div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">${TEAM.map(imageBox).join('')}</div></div>`,
  });

  pages['/rendelesi-ido'] = page({
    path: '/rendelesi-ido',
    title: 'Rendelési idő',
    main: el(
      15,
      `<h1>Rendelési idő</h1><table class="rendelesi-ido"><tbody><tr><td>Hétfő–péntek</td><td>8:00–12:00 és 15:00–19:00</td></tr><tr><td>Szombat</td><td>9:00–12:00</td></tr><tr><td>Vasárnap és ünnepnap</td><td>ügyelet telefonon</td></tr></tbody></table>` +
        `<h2>Vendég szakállatorvosaink</h2><p>Szakrendelésre előzetes időpontegyeztetés szükséges.</p>` +
        `<table class="szakrendeles"><thead><tr><th>Név</th><th>Beosztás</th><th>Rendel</th><th>E-mail</th></tr></thead><tbody>` +
        GUESTS.map((g) => `<tr><td>${esc(g.shown)}</td><td>${esc(g.title)}</td><td>${esc(g.when)}</td><td>${mailto(`${g.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: el(
      17,
      `<h1>Kapcsolat</h1><p>4025 Debrecen, Piac utca 61. (bejárat a Szent Anna utca felől)<br>Telefon: ${tel('+36 52 555 470')}<br>E-mail: ${mailto(`rendelo@${HOST}`)}</p>` +
        `<p>Az e-mailekre munkanapokon 24 órán belül válaszolunk. Sürgős esetben kérjük, telefonáljon!</p>` +
        `<p>Laborvizsgálatainkat a VetLab Diagnosztika Kft. végzi; a leletekkel kapcsolatos számlázási kérdéseket közvetlenül nekik küldheti: ugyfel@vetlab-diag.hu</p>`,
    ),
  });

  pages['/adatkezelesi-tajekoztato'] = page({ path: '/adatkezelesi-tajekoztato', title: 'Adatkezelési tájékoztató', main: el(3, `<h1>Adatkezelési tájékoztató</h1><p>Adatkezelő: Bogáncs Vet Kft. (4025 Debrecen, Piac utca 61.). A gazdák és állataik adatait a kezelési lap vezetéséhez és a jogszabályi kötelezettségek teljesítéséhez kezeljük.</p>`) });

  pages['/leletek'] = page({ path: '/leletek', title: 'Leletek letöltése', main: el(19, `<h1>Leletek letöltése</h1><p>Adja meg a kapott azonosítót. Ha nem kapta meg, írjon a ${mailto(`leletek@${HOST}`)} címre.</p>`) });

  const post = '/2025/05/itt-a-kullancsszezon';
  pages[post] = page({
    path: post,
    title: 'Itt a kullancsszezon – így védje kedvencét',
    main: el(
      212,
      `<h1>Itt a kullancsszezon – így védje kedvencét</h1><p class="elementor-post-info">2025. május 6. · Blog</p><p>Májustól a Hortobágy környéki kirándulásokon különösen sok kullancsot szednek össze a kutyák. A rácseppentős szerek és a tabletták közül mindig az állat súlyához és életmódjához illőt válassza.</p>` +
        `<p>Sok gazdi kérdezi, segít-e a kullancsok ellen a fokhagyma vagy a sörélesztő: ha ilyen kérdése van, dr. Halász Dóra állatorvos-dietetikus (${mailto(`halasz.dora@${HOST}`)}) szívesen válaszol.</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /leletek\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml.gz'], '2025-05-06'),
      pages: {
        ...pages,
        '/page-sitemap.xml': xmlPage(urlset(HOST, ['/', '/rolunk', '/szolgaltatasaink', '/csapatunk', '/rendelesi-ido', '/kapcsolat', '/adatkezelesi-tajekoztato'], '2025-04-20')),
        '/post-sitemap.xml.gz': gzipXmlPage(urlset(HOST, [post], '2025-05-06')),
      },
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-33',
      languages: ['hu'],
      addresses: [
        { address: `rendelo@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        ...TEAM.map((v) => ({
          address: `${v.local}@${HOST}`,
          name: v.name,
          title: v.title,
          pages: ['/csapatunk'],
          ...(v.concat ? { encoded: { kind: 'script' as const, text: concatScript(v.local) } } : {}),
          cases: ['card', ln, v.concat ? 'script-concat' : 'plain', ...(v.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        ...GUESTS.map((g) => ({ address: `${g.local}@${HOST}`, name: g.name, title: g.title, pages: ['/rendelesi-ido'], cases: ['table', 'honorific', 'plain', ln] as CaseKind[] })),
        { address: `halasz.dora@${HOST}`, name: 'Halász Dóra', title: 'állatorvos-dietetikus', pages: [post], cases: ['prose', 'honorific', 'plain', 'sitemap-gzip', 'sitemap-index'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/leletek'],
      nonAddresses: [
        { text: 'ugyfel@vetlab-diag.hu', kind: 'other-company' },
        { text: `leletek@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
