/**
 * Kövesdomb Családi Pincészet: a family winery on the Somló hill, on WordPress with WooCommerce.
 * Hungarian names family name first ("Tóth Bálint"), addresses vezetéknév.keresztnév. The team
 * page is a card grid with lower-case Hungarian titles ("ügyvezető, főborász", "dr." before a
 * name); the contact page has "Role: Name – address" lines, the wine-tourism coordinator's address
 * written by a document.write snippet with variables; the about page ties the founder to his
 * address in prose. The English pages (linked as "English") repeat the sales head with an English
 * title. A cellar-hand job advert is listed only in the gzip sitemap robots.txt names, with the HR
 * officer's name in the dative ("Nagy Editnek"). The webshop account page (disallowed), the
 * courier's address and a jQuery plugin's version are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kovesdomb-pinceszet.test';
const ORIGIN = `http://${HOST}`;

const MENU_HU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/a-pinceszetrol', 'A pincészetről'],
  ['/boraink', 'Boraink'],
  ['/csapatunk', 'Csapatunk'],
  ['/borkostolo', 'Borkóstoló és szállás'],
  ['/kapcsolat', 'Kapcsolat'],
  ['/en', 'English'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/our-wines', 'Our wines'],
  ['/en/contact', 'Contact'],
  ['/', 'Magyar'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kövesdomb Családi Pincészet',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="WooCommerce 8.8.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.12" media="all">`,
    `<link rel="stylesheet" id="woocommerce-general-css" href="${ORIGIN}/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=8.8.3" media="all">`,
  ],
  header: (p) => {
    const menu = p.lang.startsWith('en') ? MENU_EN : MENU_HU;
    return (
      `<header id="masthead" class="site-header ast-primary-header"><div class="ast-container"><div class="site-branding"><a href="${p.lang.startsWith('en') ? '/en' : '/'}" class="custom-logo-link"><img src="/wp-content/uploads/2021/04/kovesdomb-logo.png" alt="Kövesdomb Pincészet"></a></div>` +
      `<nav class="main-header-bar-navigation"><ul id="primary-menu" class="main-header-menu">${menu.map(([href, label]) => `<li class="menu-item"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('')}</ul></nav>` +
      `<a class="ast-header-woo-cart" href="/webaruhaz/fiokom">${p.lang.startsWith('en') ? 'My account' : 'Fiókom'}</a></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><div class="ast-container"><p>Kövesdomb Családi Pincészet Kft. · 8481 Somlóvásárhely, Hegyalja utca 42. · Adószám: 26418930-2-19 · Cégjegyzékszám: 19-09-521874</p><p>${p.lang.startsWith('en') ? 'Drink responsibly. Alcohol is not sold to persons under 18.' : 'Fogyaszd felelősséggel! 18 éven aluliak részére alkoholt nem szolgálunk ki.'}</p><p><a href="/adatkezelesi-tajekoztato">Adatkezelési tájékoztató</a> · <a href="/aszf">ÁSZF</a></p></div></footer>`,
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js?ver=8.8.3"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>, lang = 'hu'): SandboxPage => renderPage(theme, { ...spec, lang });
const entry = (h: string, html: string): string => `<div id="primary" class="content-area"><article class="page type-page"><header class="entry-header"><h1 class="entry-title">${esc(h)}</h1></header><div class="entry-content">${html}</div></article></div>`;

type Member = { shown: string; name: string; title: string; local: string; cases: CaseKind[] };
const TEAM: Member[] = [
  { shown: 'Tóth Bálint', name: 'Tóth Bálint', title: 'ügyvezető, főborász', local: 'toth.balint', cases: [] },
  { shown: 'Horváth Dénes', name: 'Horváth Dénes', title: 'szőlészeti vezető', local: 'horvath.denes', cases: [] },
  { shown: 'Varga Levente', name: 'Varga Levente', title: 'pincemester', local: 'varga.levente', cases: [] },
  { shown: 'Kerekes Zsófia', name: 'Kerekes Zsófia', title: 'marketing- és kommunikációs vezető', local: 'kerekes.zsofia', cases: [] },
  { shown: 'dr. Szalai Orsolya', name: 'Szalai Orsolya', title: 'gazdasági vezető', local: 'szalai.orsolya', cases: ['honorific'] },
];

const PROTECT = `<script type="text/javascript">
var prefix = 'mailto:';
var nev = 'molnar.reka';
var domain = 'kovesdomb-pinceszet' + '.' + 'test';
document.write('<a href="' + prefix + nev + '@' + domain + '">' + nev + '@' + domain + '</a>');
</script>`;

export function kovesdombPinceszet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Somlói borok a vulkán oldaláról',
    alternates: { hu: '/', en: '/en' },
    main: entry(
      'Somlói borok a vulkán oldaláról',
      `<p>Hat hektáron, a Somló déli lejtőjén műveljük szőlőinket: juhfark, olaszrizling, furmint és hárslevelű. Borainkat spontán erjesztjük, nagy fahordókban érleljük.</p>` +
        `<p>Rendelés és általános kérdések: ${mailto(`info@${HOST}`)}</p>`,
    ),
  });

  pages['/a-pinceszetrol'] = page({
    path: '/a-pinceszetrol',
    title: 'A pincészetről',
    main: entry(
      'A pincészetről',
      `<p>A birtokot 2006-ban Tóth Bálint és felesége alapította nagyszülei egykori présházában. Bálint a pincészet ügyvezetője és főborásza; szakmai kérdésekkel közvetlenül is megkereshető a ${mailto(`toth.balint@${HOST}`)} címen.</p>` +
        `<p>2019 óta a Somlói Borvidék Hegyközségének tagjai vagyunk, 2022-ben elnyertük a „Somló Év Pincészete” címet.</p>`,
    ),
  });

  pages['/boraink'] = page({ path: '/boraink', title: 'Boraink', main: entry('Boraink', `<ul><li>Juhfark 2022 – 4 900 Ft</li><li>Olaszrizling Kövesdomb-dűlő 2021 – 5 600 Ft</li><li>Furmint 2022 – 4 500 Ft</li><li>Hárslevelű édes 2020 (0,5 l) – 6 200 Ft</li></ul>`) });

  pages['/csapatunk'] = page({
    path: '/csapatunk',
    title: 'Csapatunk',
    main: entry(
      'Csapatunk',
      `<div class="wp-block-columns csapat">` +
        TEAM.map((m) => `<div class="wp-block-column csapat-kartya"><figure><img src="/wp-content/uploads/2023/06/${m.local.replace('.', '-')}.jpg" alt=""></figure><h3>${esc(m.shown)}</h3><p class="beosztas">${esc(m.title)}</p><p>${mailto(`${m.local}@${HOST}`)}</p></div>`).join('') +
        `</div>`,
    ),
  });

  pages['/borkostolo'] = page({
    path: '/borkostolo',
    title: 'Borkóstoló és szállás',
    main: entry(
      'Borkóstoló és szállás',
      `<p>Kóstolóinkat április és október között, előzetes bejelentkezéssel tartjuk, 6 fős létszámtól. A présház feletti vendégházban négy kétágyas szoba várja vendégeinket.</p>` +
        `<p>Szabad időpontjainkat az alábbi naptár mutatja.</p><div id="foglalas-naptar" data-lang="hu"></div><script src="https://cdn.jsdelivr.net/npm/booking-calendar@1.9.2/dist/calendar.min.js"></script>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: entry(
      'Kapcsolat',
      `<p><strong>Kövesdomb Családi Pincészet Kft.</strong><br>8481 Somlóvásárhely, Hegyalja utca 42.<br>Telefon: ${tel('+36 88 510 274')}<br>E-mail: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Kereskedelmi vezető: Fekete Ildikó – ${mailto(`fekete.ildiko@${HOST}`)} · ${tel('+36 30 418 2290')}</p>` +
        `<p>Borturizmus, kóstolók, szállásfoglalás: Molnár Réka, borturisztikai koordinátor – ${PROTECT}</p>` +
        `<p>A csomagokat a GLS szállítja; kézbesítési panaszokat a futárszolgálat ügyfélszolgálatán jelezhet (ugyfelszolgalat@gls-futarposta.hu).</p>`,
    ),
  });

  pages['/en'] = page(
    {
      path: '/en',
      title: 'Wines from the Somló volcano',
      alternates: { hu: '/', en: '/en' },
      main: entry('Wines from the Somló volcano', `<p>A family winery on Hungary’s smallest wine region: Juhfark, Olaszrizling and Furmint from volcanic basalt soils. <a href="/en/contact">Contact us</a> for export and visits.</p>`),
    },
    'en',
  );
  pages['/en/our-wines'] = page({ path: '/en/our-wines', title: 'Our wines', main: entry('Our wines', `<p>Juhfark 2022, Olaszrizling Kövesdomb vineyard 2021, Furmint 2022, sweet Hárslevelű 2020.</p>`) }, 'en');
  pages['/en/contact'] = page(
    {
      path: '/en/contact',
      title: 'Contact',
      main: entry(
        'Contact',
        `<p>Kövesdomb Family Winery, Hegyalja utca 42, H-8481 Somlóvásárhely, Hungary · ${tel('+36 88 510 274')}</p>` +
          `<p>Export and trade enquiries: Ildikó Fekete, Head of Sales &amp; Export – ${mailto(`fekete.ildiko@${HOST}`)}</p>`,
      ),
    },
    'en',
  );

  pages['/allas/pinceszeti-munkatars'] = page({
    path: '/allas/pinceszeti-munkatars',
    title: 'Állás: pincészeti munkatárs',
    main: entry(
      'Pincészeti munkatársat keresünk',
      `<p>Teljes munkaidős pincészeti munkatársat keresünk szüreti és pincemunkákra, hosszú távra. Szállás megoldható.</p>` +
        `<p>Fényképes önéletrajzát Nagy Editnek, HR-referensünknek küldje a ${mailto(`nagy.edit@${HOST}`)} címre.</p>`,
    ),
  });

  pages['/adatkezelesi-tajekoztato'] = page({ path: '/adatkezelesi-tajekoztato', title: 'Adatkezelési tájékoztató', main: entry('Adatkezelési tájékoztató', `<p>Adatkezelő: Kövesdomb Családi Pincészet Kft.</p>`) });
  pages['/aszf'] = page({ path: '/aszf', title: 'ÁSZF', main: entry('Általános Szerződési Feltételek', `<p>A webáruházban csak 18. életévét betöltött személy vásárolhat.</p>`) });
  pages['/webaruhaz/fiokom'] = page({ path: '/webaruhaz/fiokom', title: 'Fiókom', main: entry('Fiókom', `<p>Elfelejtett jelszó esetén írjon a ${mailto(`webshop@${HOST}`)} címre.</p>`) });
  pages['/sitemap-hu.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/a-pinceszetrol', '/boraink', '/csapatunk', '/borkostolo', '/kapcsolat', '/allas/pinceszeti-munkatars', '/adatkezelesi-tajekoztato', '/aszf'], '2025-02-18'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /webaruhaz/fiokom\nDisallow: /kosar\n\nSitemap: ${ORIGIN}/sitemap-hu.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.17' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-38',
      languages: ['hu', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: m.local === 'toth.balint' ? ['/csapatunk', '/a-pinceszetrol'] : ['/csapatunk'],
          cases: ['card', 'plain', ln, ...m.cases] as CaseKind[],
        })),
        {
          address: `fekete.ildiko@${HOST}`,
          name: 'Fekete Ildikó',
          title: 'Kereskedelmi vezető',
          titleAlternatives: ['Head of Sales & Export'],
          pages: ['/kapcsolat', '/en/contact'],
          cases: ['title-name-line', 'plain', ln],
        },
        {
          address: `molnar.reka@${HOST}`,
          name: 'Molnár Réka',
          title: 'borturisztikai koordinátor',
          pages: ['/kapcsolat'],
          encoded: { kind: 'script', text: PROTECT },
          cases: ['script-protect', 'label-line', ln],
        },
        { address: `nagy.edit@${HOST}`, name: 'Nagy Edit', title: 'HR-referens', pages: ['/allas/pinceszeti-munkatars'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/webaruhaz/fiokom'],
      nonAddresses: [
        { text: `webshop@${HOST}`, kind: 'disallowed' },
        { text: 'ugyfelszolgalat@gls-futarposta.hu', kind: 'other-company' },
        { text: 'booking-calendar@1.9.2', kind: 'package' },
      ],
    },
  };
}
