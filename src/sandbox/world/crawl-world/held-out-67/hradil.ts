/**
 * Projekce Hradil s.r.o.: a structural and building-services engineering office in Brno, on
 * WordPress with Elementor and Yoast, in Czech. Team cards with academic titles (Ing., Ing. arch.,
 * Ph.D.), one address in character references, one written "(at)/(dot)", one put together by an
 * inline script; a news post listed only in Yoast's post sitemap (named by robots.txt); the
 * contact page's JSON-LD contact point; the careers mailbox beside the managing director's name;
 * the stated scheme, a git clone URL and the client area (disallowed) as traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'projekce-hradil.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-nas', 'O nás'],
  ['/tym', 'Náš tým'],
  ['/kariera', 'Kariéra'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Projekce Hradil',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
  ],
  header: () =>
    `<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header"><section class="elementor-section elementor-top-section"><div class="elementor-container">` +
    `<div class="elementor-widget elementor-widget-image"><a href="/"><img width="240" height="60" src="/wp-content/uploads/2023/04/hradil-logo.png" alt="Projekce Hradil"></a></div>` +
    `<nav class="elementor-nav-menu--main"><ul id="menu-1-hlavni" class="elementor-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav></div></section></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="48" class="elementor elementor-48 elementor-location-footer"><section class="elementor-section"><div class="elementor-container">` +
    `<div class="elementor-widget-text-editor"><p><strong>Projekce Hradil s.r.o.</strong><br>Křenová 67, 602 00 Brno<br>IČO: 27654321, DIČ: CZ27654321<br>Spisová značka C 51234 vedená u Krajského soudu v Brně</p></div>` +
    `<div class="elementor-widget-text-editor"><p>${tel('+420 543 210 880')}<br>${mailto(`info@${HOST}`)}</p><p><a href="/klientska-zona">Klientská zóna</a> · <a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a></p></div></div></section></div>`,
  privacyPath: { cs: '/ochrana-osobnich-udaju' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });
const section = (html: string): string =>
  `<div data-elementor-type="wp-page" class="elementor"><section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-widget-wrap">${html}</div></div></section></div>`;

const card = (name: string, title: string, contact: string): string =>
  `<div class="elementor-column elementor-col-33"><div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="/wp-content/uploads/2023/04/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg" alt=""></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(name)}</h3><p class="elementor-image-box-description">${esc(title)}<br>${contact}</p></div></div></div></div>`;

const SEDLACEK_JS = `var u = 'jiri.sedlacek'; var d = 'projekce-hradil' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;

export function hradil(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Statika a projekce staveb Brno',
    main: section(
      `<h1>Statika, TZB a projekce pozemních staveb</h1><p>Od roku 2004 navrhujeme nosné konstrukce rodinných domů, bytových staveb i průmyslových hal. Zpracujeme statický posudek, projekt pro stavební povolení i realizační dokumentaci.</p>` +
        `<p><a href="/o-nas">Více o nás</a> · <a href="/tym">Kdo na projektech pracuje</a> · <a href="/kontakt">Nezávazná poptávka</a></p>`,
    ),
  });
  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: section(
      `<h2>O nás</h2><p>Kancelář založil v roce 2004 Ing. Petr Hradil. Dnes nás je deset – statici, projektanti TZB a architektka. Pracujeme v Revitu a Tekla Structures, modely předáváme ve formátu IFC.</p>` +
        `<p>Knihovnu rodin pro Revit, kterou používáme, sdílíme s partnery: <code>git clone git@gitlab.projekce-hradil.test:bim/rodiny-revit.git</code></p>`,
    ),
  });
  pages['/tym'] = page({
    path: '/tym',
    title: 'Náš tým',
    main: section(
      `<h2>Náš tým</h2><div class="elementor-row">` +
        card('Ing. Petr Hradil', 'jednatel, hlavní inženýr projektu', mailto(`petr.hradil@${HOST}`)) +
        card('Ing. Jana Marková, Ph.D.', 'statik, autorizovaná inženýrka pro statiku a dynamiku staveb', `<a href="${entities(`mailto:jana.markova@${HOST}`)}">${entities(`jana.markova@${HOST}`)}</a>`) +
        card('Ing. Jiří Sedláček', 'vedoucí projektant pozemních staveb', `<script>${SEDLACEK_JS}</script>`) +
        card('Ing. Tomáš Kučera', 'projektant TZB (vytápění, VZT)', mailto(`tomas.kucera@${HOST}`)) +
        card('Ing. arch. Klára Benešová', 'architektka, BIM koordinátorka', mailto(`klara.benesova@${HOST}`)) +
        card('Ing. Martin Procházka', 'projektant statiky', mailto(`martin.prochazka@${HOST}`)) +
        card('Bc. Lucie Dvořáková', 'asistentka jednatele, fakturace', `lucie.dvorakova(at)projekce-hradil(dot)test`) +
        `</div>`,
    ),
  });
  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    main: section(
      `<h2>Kariéra</h2><p>Hledáme projektanta/projektantku statiky s praxí alespoň 3 roky a znalostí Scia Engineer.</p><p>Životopis posílejte na ${mailto(`kariera@${HOST}`)}. Na pohovoru se potkáte s Ing. Petrem Hradilem a vedoucím projektantem.</p>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Projekce Hradil s.r.o.',
        url: `${ORIGIN}/`,
        telephone: '+420 543 210 880',
        address: { '@type': 'PostalAddress', streetAddress: 'Křenová 67', postalCode: '602 00', addressLocality: 'Brno', addressCountry: 'CZ' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: `mailto:poptavky@${HOST}`, telephone: '+420 543 210 881', availableLanguage: ['cs', 'sk', 'en'] },
      },
    ],
    main: section(
      `<h2>Kontakt</h2><p>Křenová 67, 602 00 Brno (3. patro, vchod z dvora)<br>Po–Pá 8:00–16:30</p><p>Obecné dotazy: ${mailto(`info@${HOST}`)}<br>Poptávky projektů: ${mailto(`poptavky@${HOST}`)}, ${tel('+420 543 210 881')}</p>` +
        `<p>Jednotliví zaměstnanci mají e-mail ve tvaru jmeno.prijmeni@projekce-hradil.test (bez diakritiky).</p>`,
    ),
  });
  pages['/aktuality/posilujeme-tym-statiky'] = page({
    path: '/aktuality/posilujeme-tym-statiky',
    title: 'Posilujeme tým statiky',
    main: section(
      `<h1>Posilujeme tým statiky</h1><p>Od března u nás pracuje Ing. Ondřej Svoboda, geotechnik, který převezme zakládání staveb a posudky pažení stavebních jam; s dotazy k inženýrsko-geologickým průzkumům se na něj obracejte na ${mailto(`ondrej.svoboda@${HOST}`)}.</p>`,
    ),
  });
  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', main: section(`<h2>Ochrana osobních údajů</h2><p>Správcem osobních údajů je Projekce Hradil s.r.o., IČO 27654321.</p>`) });
  pages['/klientska-zona'] = page({ path: '/klientska-zona', title: 'Klientská zóna', main: section(`<h2>Klientská zóna</h2><p>Přístup k dokumentaci vám zřídíme na žádost: ${mailto(`dokumentace@${HOST}`)}</p>`) });
  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-02-20'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/o-nas', '/tym', '/kariera', '/kontakt'], '2025-02-20'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/aktuality/posilujeme-tym-statiky'], '2025-03-03'));

  const ln: CaseKind = 'link-non-english';
  const team = (local: string, name: string, title: string, cases: CaseKind[]) => ({ address: `${local}@${HOST}`, name, title, pages: ['/tym'], cases: ['card', 'honorific', ln, ...cases] as CaseKind[] });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /klientska-zona\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-67',
      languages: ['cs'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `poptavky@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto', ln] },
        { address: `kariera@${HOST}`, name: null, title: null, pages: ['/kariera'], cases: ['role', 'neighbour', 'plain', ln] },
        team('petr.hradil', 'Petr Hradil', 'jednatel, hlavní inženýr projektu', ['plain']),
        team('jana.markova', 'Jana Marková', 'statik, autorizovaná inženýrka pro statiku a dynamiku staveb', ['post-nominal', 'entities']),
        { ...team('jiri.sedlacek', 'Jiří Sedláček', 'vedoucí projektant pozemních staveb', ['script-concat']), encoded: { kind: 'script', text: SEDLACEK_JS } },
        team('tomas.kucera', 'Tomáš Kučera', 'projektant TZB (vytápění, VZT)', ['plain']),
        team('klara.benesova', 'Klára Benešová', 'architektka, BIM koordinátorka', ['plain']),
        team('martin.prochazka', 'Martin Procházka', 'projektant statiky', ['plain']),
        team('lucie.dvorakova', 'Lucie Dvořáková', 'asistentka jednatele, fakturace', ['obfuscated']),
        {
          address: `ondrej.svoboda@${HOST}`,
          name: 'Ondřej Svoboda',
          title: 'geotechnik',
          pages: ['/aktuality/posilujeme-tym-statiky'],
          cases: ['prose', 'honorific', 'plain', 'sitemap-index', 'sitemap-robots', ln],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `jmeno.prijmeni@${HOST}` },
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: `jmeno.prijmeni@${HOST}`, kind: 'scheme' },
        { text: `dokumentace@${HOST}`, kind: 'disallowed' },
        { text: `git@gitlab.${HOST}`, kind: 'git' },
      ],
    },
  };
}
