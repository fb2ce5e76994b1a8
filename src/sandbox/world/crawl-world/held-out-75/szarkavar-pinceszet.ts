/**
 * Szarkavár Pincészet: a family winery in Tokaj on WordPress with WooCommerce and Polylang,
 * Hungarian with an English version that hu pages reach only through their hreflang alternates
 * (the language switcher is Polylang's drop-down). Names family name first throughout, the
 * English pages included. The team page's cards: the managing director's as a schema.org Person
 * in microdata, the cellar master's address built by a small inline script; the press page's
 * "Sajtókapcsolat:" label line; the English home names the export manager, and the English
 * contact page (two steps from home) the key-account manager for the UK and Scandinavia. The
 * wholesale price list (disallowed), the wholesaler's address and the retina logo are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'szarkavar-pinceszet-tokaj.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'hu' | 'en', [string, string][]> = {
  hu: [
    ['/', 'Főoldal'],
    ['/rolunk', 'Rólunk'],
    ['/boraink', 'Boraink'],
    ['/csapatunk', 'Csapatunk'],
    ['/borkostolo', 'Borkóstoló'],
    ['/sajto', 'Sajtó'],
    ['/kapcsolat', 'Kapcsolat'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/our-wines', 'Our wines'],
    ['/en/contact', 'Contact'],
  ],
};

const switcher = (lang: 'hu' | 'en', alternates: Record<string, string> | undefined): string =>
  alternates
    ? `<form class="pll-switcher"><label class="screen-reader-text" for="lang_choice_1">Nyelv / Language</label><select name="lang_choice_1" id="lang_choice_1" class="pll-switcher-select">` +
      `<option value="${ORIGIN}${alternates.hu ?? '/'}" lang="hu-HU"${lang === 'hu' ? ' selected' : ''}>Magyar</option><option value="${ORIGIN}${alternates.en ?? '/en'}" lang="en-GB"${lang === 'en' ? ' selected' : ''}>English</option></select>` +
      `<script>document.getElementById("lang_choice_1").addEventListener("change",function(e){location.href=e.currentTarget.value;});</script></form>`
    : '';

const theme: Theme = {
  host: HOST,
  siteName: 'Szarkavár Pincészet',
  head: [
    '<meta name="generator" content="WordPress 6.4.5">',
    '<meta name="generator" content="WooCommerce 8.9.3">',
    `<link rel="stylesheet" id="kadence-global-css" href="${ORIGIN}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.3" media="all">`,
    `<link rel="stylesheet" id="woocommerce-general-css" href="${ORIGIN}/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=8.9.3" media="all">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'hu';
    return (
      `<div class="age-gate-notice">${lang === 'hu' ? 'Az oldal tartalma 18 éven felülieknek szól.' : 'You must be of legal drinking age to enter this site.'}</div>` +
      `<header id="masthead" class="site-header"><div class="site-header-inner"><div class="site-branding"><a class="brand" href="${lang === 'hu' ? '/' : '/en'}" rel="home"><img src="/wp-content/uploads/2022/06/szarkavar-logo.png" srcset="/wp-content/uploads/2022/06/szarkavar-logo.png 1x, /wp-content/uploads/2022/06/szarkavar-logo@2x.png 2x" alt="Szarkavár Pincészet" width="180" height="80"></a></div>` +
      `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${MENU[lang].map(([href, label]) => `<li class="menu-item${href === p.path ? ' current-menu-item' : ''}"><a href="${href === '/' ? '/' : `${href}/`}">${esc(label)}</a></li>`).join('')}${lang === 'hu' ? '<li class="menu-item"><a href="/webshop/">Webshop</a></li>' : ''}</ul></nav>${switcher(lang, p.alternates)}</div></header>`
    );
  },
  footer: (p) => {
    const en = p.lang.startsWith('en');
    return (
      `<footer id="colophon" class="site-footer"><div class="footer-widgets"><section class="widget"><h2 class="widget-title">Szarkavár Pincészet</h2><p>3910 Tokaj, Hegyalja utca 41.<br>${en ? 'Phone' : 'Telefon'}: ${tel('+36 47 552 318')}<br>E-mail: ${mailto(`info@${HOST}`)}</p></section>` +
      `<section class="widget"><h2 class="widget-title">${en ? 'Wine house opening hours' : 'Borház nyitvatartás'}</h2><p>${en ? 'April–October: Tue–Sun 10:00–18:00<br>November–March: Fri–Sat 11:00–17:00, otherwise by appointment' : 'április–október: K–V 10:00–18:00<br>november–március: P–Szo 11:00–17:00, egyéb időpontban előzetes egyeztetéssel'}</p></section>` +
      `<section class="widget"><p><a href="https://www.facebook.com/szarkavarpinceszet">Facebook</a> · <a href="https://www.instagram.com/szarkavar_tokaj">Instagram</a></p>${en ? '' : '<p><a href="/adatkezelesi-tajekoztato/">Adatkezelési tájékoztató</a> · <a href="/aszf/">ÁSZF</a></p>'}</section></div>` +
      `<div class="site-info">© 2025 Szarkavár Pincészet Kft. · ${en ? 'Please enjoy responsibly.' : 'Fogyassza felelősséggel!'}</div></footer>`
    );
  },
  bodyEnd: [
    '<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1"><div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1">Sütik kezelése</div></div><div class="cmplz-message"><p>Weboldalunk sütiket használ a működéshez és – hozzájárulásoddal – statisztikai célokra.</p></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Elfogadom</button><button class="cmplz-btn cmplz-deny">Elutasítom</button></div></div></div>',
    `<script src="${ORIGIN}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1716373920" id="cmplz-cookiebanner-js"></script>`,
  ],
};

const hu = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu-HU' });
const en = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const entry = (title: string, html: string): string => `<article class="page type-page entry content-bg"><div class="entry-content-wrap"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content single-content">${html}</div></div></article>`;

const MOLNAR = `molnar.gabor@${HOST}`;
const CONCAT_SCRIPT = `<script>(function(){var u='molnar'+'.'+'gabor', d='szarkavar-pinceszet-tokaj'+'.'+'test';var a=u+'@'+d;document.getElementById('pm-mail').innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script>`;

const ALT_HOME = { hu: '/', en: '/en', 'x-default': '/' };
const ALT_CONTACT = { hu: '/kapcsolat', en: '/en/contact' };
const ALT_WINES = { hu: '/boraink', en: '/en/our-wines' };

export function szarkavarPinceszet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = hu({
    path: '/',
    title: 'Tokaji aszú és száraz furmint',
    alternates: ALT_HOME,
    main: entry(
      'Szarkavár Pincészet – Tokaj',
      `<p>Családi pincészetünk 14 hektáron gazdálkodik a Tokaji-hegy déli lejtőin. Furmintot, hárslevelűt és sárgamuskotályt termesztünk, a borokat a 18. századi, riolittufába vájt pincénkben érleljük.</p>` +
        `<div class="wp-block-columns"><div class="wp-block-column"><h2>Borkóstoló</h2><p>Hat tétel, sajttal és pogácsával, előzetes bejelentkezéssel. <a href="/borkostolo/">Részletek</a></p></div><div class="wp-block-column"><h2>Webshop</h2><p>Házhoz szállítás egész Magyarországon 3 üvegtől. <a href="/webshop/">Vásárlás</a></p></div></div>` +
        `<h2>Hírek</h2><ul class="wp-block-latest-posts"><li>Szüret 2024: kiváló aszúév</li><li>Ezüstérem a Decanter World Wine Awards-on (Szarkavár Furmint 2021)</li></ul>`,
    ),
  });

  pages['/rolunk'] = hu({
    path: '/rolunk',
    title: 'Rólunk',
    main: entry('Rólunk', `<p>A pincészetet 1998-ban alapította Szegi László, aki harminc évig az állami borkombinátban dolgozott. Ma lánya, Szegi Dóra vezeti a céget, a borászati munkát Molnár Gábor pincemester irányítja.</p><p>2016 óta ökológiai gazdálkodást folytatunk, borainkat spontán erjesztjük.</p>`),
  });

  pages['/boraink'] = hu({
    path: '/boraink',
    title: 'Boraink',
    alternates: ALT_WINES,
    main: entry(
      'Boraink',
      `<ul class="products columns-3"><li class="product"><h2 class="woocommerce-loop-product__title">Szarkavár Furmint 2022</h2><span class="price">4 900 Ft</span></li><li class="product"><h2 class="woocommerce-loop-product__title">Hárslevelű Dűlőválogatás 2021</h2><span class="price">6 500 Ft</span></li><li class="product"><h2 class="woocommerce-loop-product__title">Tokaji Aszú 5 puttonyos 2017 (0,5 l)</h2><span class="price">14 900 Ft</span></li><li class="product"><h2 class="woocommerce-loop-product__title">Szamorodni édes 2018</h2><span class="price">7 200 Ft</span></li></ul>`,
    ),
  });

  const card = (name: string, title: string, img: string, contact: string, extra = ''): string =>
    `<div class="wp-block-column team-member"${extra}><figure class="wp-block-image"><img src="/wp-content/uploads/2023/04/${img}.jpg" alt="${esc(name)}" width="360" height="360"></figure><h3>${esc(name)}</h3><p class="role">${esc(title)}</p><p class="mail">${contact}</p></div>`;

  pages['/csapatunk'] = hu({
    path: '/csapatunk',
    title: 'Csapatunk',
    main: entry(
      'Csapatunk',
      `<p>Kis csapat vagyunk: mindenki ott van a szüretnél.</p><div class="wp-block-columns team">` +
        card('Szegi László', 'alapító, borász', 'szegi-laszlo', mailto(`szegi.laszlo@${HOST}`)) +
        `<div class="wp-block-column team-member" itemscope itemtype="https://schema.org/Person"><figure class="wp-block-image"><img itemprop="image" src="/wp-content/uploads/2023/04/szegi-dora.jpg" alt="Szegi Dóra" width="360" height="360"></figure><h3 itemprop="name">Szegi Dóra</h3><p class="role" itemprop="jobTitle">ügyvezető</p><p class="mail"><a href="mailto:szegi.dora@${HOST}" itemprop="email">szegi.dora@${HOST}</a></p></div>` +
        card('Molnár Gábor', 'pincemester', 'molnar-gabor', `<span id="pm-mail"></span>${CONCAT_SCRIPT}`) +
        card('Farkas Eszter', 'borturizmus-felelős', 'farkas-eszter', mailto(`farkas.eszter@${HOST}`)) +
        `</div>`,
    ),
  });

  pages['/borkostolo'] = hu({
    path: '/borkostolo',
    title: 'Borkóstoló',
    main: entry('Borkóstoló', `<p>Pincelátogatás és hattételes kóstoló: 6 500 Ft/fő, aszúval 9 500 Ft/fő. Csoportoknak (10 fő felett) előzetes bejelentkezés szükséges – időpontot a <a href="/csapatunk/">csapatunk</a> oldalon található elérhetőségeken vagy telefonon foglalhat.</p>`),
  });

  pages['/sajto'] = hu({
    path: '/sajto',
    title: 'Sajtó',
    main: entry(
      'Sajtó',
      `<p>Sajtóanyagok, fotók és borminták igénylése:</p>` +
        `<p class="press-contact">Sajtókapcsolat: Kiss Bernadett, marketingmenedzser, ${tel('+36 30 512 4478')}, ${mailto(`kiss.bernadett@${HOST}`)}</p>` +
        `<h2>Megjelenések</h2><ul><li>Vince magazin, 2024/9 – „A Hegyalja csendes forradalmárai”</li><li>Decanter, 2024. június – Ezüstérem, Szarkavár Furmint 2021</li></ul>`,
    ),
  });

  pages['/kapcsolat'] = hu({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    alternates: ALT_CONTACT,
    main: entry(
      'Kapcsolat',
      `<p><strong>Szarkavár Pincészet Kft.</strong><br>3910 Tokaj, Hegyalja utca 41.<br>Telefon: ${tel('+36 47 552 318')}<br>Általános megkeresések: ${mailto(`info@${HOST}`)}<br>Webshop rendelések: ${mailto(`webshop@${HOST}`)}</p>` +
        `<p>Éttermek és borszaküzletek számára borainkat a Borfutár Kft. forgalmazza (rendeles@borfutar-kft.test). <a href="/viszonteladoknak/">Viszonteladói árlista</a></p>` +
        `<iframe loading="lazy" title="Térkép" src="https://maps.google.com/maps?q=Tokaj%20Hegyalja%20utca%2041&amp;output=embed"></iframe>`,
    ),
  });

  pages['/viszonteladoknak'] = hu({
    path: '/viszonteladoknak',
    title: 'Viszonteladói árlista',
    main: entry('Viszonteladói árlista', `<p>A nagykereskedelmi árlistát regisztrált partnereink látják. Hozzáférés igénylése: ${mailto(`nagyker@${HOST}`)}</p>`),
  });

  pages['/adatkezelesi-tajekoztato'] = hu({ path: '/adatkezelesi-tajekoztato', title: 'Adatkezelési tájékoztató', main: entry('Adatkezelési tájékoztató', `<p>Adatkezelő: Szarkavár Pincészet Kft., 3910 Tokaj, Hegyalja utca 41. Cégjegyzékszám: 05-09-031742.</p>`) });
  pages['/aszf'] = hu({ path: '/aszf', title: 'ÁSZF', main: entry('Általános Szerződési Feltételek', `<p>A webshopban alkoholtartalmú termék kizárólag 18 éven felüli vásárló részére értékesíthető.</p>`) });
  pages['/webshop'] = hu({ path: '/webshop', title: 'Webshop', main: entry('Webshop', `<p>Válassza ki borait! Szállítás 3 üvegtől, 20 000 Ft felett ingyenes.</p>`) });

  pages['/en'] = en({
    path: '/en',
    title: 'Tokaji wines from a family estate',
    alternates: ALT_HOME,
    main: entry(
      'Szarkavár Winery – Tokaj, Hungary',
      `<p>A family winery on the southern slopes of Tokaj Hill, farming 14 hectares of Furmint, Hárslevelű and Yellow Muscat organically since 2016.</p>` +
        `<div class="wp-block-group export"><h2>Export &amp; importers</h2><div class="team-member"><img src="/wp-content/uploads/2023/04/toth-adam.jpg" alt="Tóth Ádám" width="240" height="240"><h3>Tóth Ádám</h3><p class="role">Export Manager</p><p>Samples, price lists and shipping to importers outside Hungary.</p><p>${mailto(`toth.adam@${HOST}`)} · ${tel('+36 30 771 2094')}</p></div></div>` +
        `<p><a href="/en/our-wines/">Discover our wines</a></p>`,
    ),
  });

  pages['/en/our-wines'] = en({
    path: '/en/our-wines',
    title: 'Our wines',
    alternates: ALT_WINES,
    main: entry('Our wines', `<ul><li>Szarkavár Furmint 2022 – dry</li><li>Hárslevelű Single Vineyard 2021 – dry</li><li>Tokaji Aszú 5 Puttonyos 2017 – sweet</li><li>Szamorodni 2018 – sweet</li></ul><p>For trade enquiries see <a href="/en/contact/">Contact</a>.</p>`),
  });

  pages['/en/contact'] = en({
    path: '/en/contact',
    title: 'Contact',
    alternates: ALT_CONTACT,
    main: entry(
      'Contact',
      `<p>Szarkavár Winery, Hegyalja utca 41, 3910 Tokaj, Hungary · ${tel('+36 47 552 318')}</p>` +
        `<p>Visits and tastings (April–October, Tue–Sun): please book in advance at ${mailto(`info@${HOST}`)}.</p>` +
        `<h2>Trade</h2><p>Szegi Dóra, Managing Director, ${mailto(`szegi.dora@${HOST}`)}</p><p>Varga Péter, Key Account Manager – UK &amp; Scandinavia, ${mailto(`varga.peter@${HOST}`)}</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /viszonteladoknak/\nDisallow: /viszonteladoknak\nDisallow: /kosar/\nDisallow: /penztar/\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages: {
        ...pages,
        '/wp-sitemap.xml': {
          body: urlset(HOST, ['/', '/rolunk/', '/boraink/', '/csapatunk/', '/borkostolo/', '/sajto/', '/kapcsolat/', '/webshop/', '/en/', '/en/our-wines/', '/en/contact/'], '2025-01-22'),
          contentType: 'application/xml; charset=utf-8',
        },
      },
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.29', 'X-LiteSpeed-Cache': 'hit' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-75',
      languages: ['hu', 'en'],
      nameOrder: 'family-first',
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat', '/en/contact'], cases: ['role', 'plain'] },
        { address: `webshop@${HOST}`, name: null, title: null, pages: ['/kapcsolat'], cases: ['role', 'plain', ln] },
        { address: `szegi.laszlo@${HOST}`, name: 'Szegi László', title: 'alapító, borász', pages: ['/csapatunk'], cases: ['card', 'plain', ln] },
        { address: `szegi.dora@${HOST}`, name: 'Szegi Dóra', title: 'ügyvezető', titleAlternatives: ['Managing Director'], pages: ['/csapatunk', '/en/contact'], cases: ['card', 'microdata', 'plain', ln] },
        { address: MOLNAR, name: 'Molnár Gábor', title: 'pincemester', pages: ['/csapatunk'], encoded: { kind: 'script', text: CONCAT_SCRIPT }, cases: ['card', 'script-concat', ln] },
        { address: `farkas.eszter@${HOST}`, name: 'Farkas Eszter', title: 'borturizmus-felelős', pages: ['/csapatunk'], cases: ['card', 'plain', ln] },
        { address: `kiss.bernadett@${HOST}`, name: 'Kiss Bernadett', title: 'marketingmenedzser', pages: ['/sajto'], cases: ['label-line', 'plain', ln] },
        { address: `toth.adam@${HOST}`, name: 'Tóth Ádám', title: 'Export Manager', pages: ['/en'], cases: ['hreflang', 'card', 'plain'] },
        { address: `varga.peter@${HOST}`, name: 'Varga Péter', title: 'Key Account Manager – UK & Scandinavia', pages: ['/en/contact'], cases: ['deep-page', 'hreflang', 'name-title-line', 'plain'] },
      ],
      pattern: '{last}.{first}',
      disallowed: ['/viszonteladoknak'],
      nonAddresses: [
        { text: `nagyker@${HOST}`, kind: 'disallowed' },
        { text: 'rendeles@borfutar-kft.test', kind: 'other-company' },
        { text: 'szarkavar-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
