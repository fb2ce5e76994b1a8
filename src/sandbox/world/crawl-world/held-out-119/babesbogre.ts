/**
 * Bab és Bögre Kávépörkölő: a speciality coffee roaster's web shop in Debrecen on Shoprenter,
 * Hungarian only, names written family name first. The founders as "Name, title" lines on the
 * about page, the customer-service and B2B contacts as schema.org Persons in microdata, the
 * managing director in the imprint's definition list, the reseller contact's address built by
 * String.fromCharCode, a warehouse job advert naming the HR colleague, and a brewing-guide blog
 * post listed only in the gzip sitemap the robots.txt names. The retina logo, the hosting
 * company's address, the newsletter box's placeholder and the customer account page (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'babesbogre.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://babesbogre.cdn.shoprenter.hu/custom/babesbogre';

const MENU: [string, string][] = [
  ['/kavek', 'Kávék'],
  ['/eszkozok', 'Eszközök'],
  ['/rolunk', 'Rólunk'],
  ['/viszonteladoknak', 'Viszonteladóknak'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bab és Bögre Kávépörkölő',
  head: [
    `<link rel="preconnect" href="https://babesbogre.cdn.shoprenter.hu">`,
    `<link rel="stylesheet" href="${CDN}/catalog/view/theme/tokyo_global/style/1712233410.1589296837.0.1711638209.css?v=null.1712233410">`,
    `<link rel="icon" href="${CDN}/image/data/favicon.png" type="image/png">`,
    `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)};gtag('consent','default',{'ad_storage':'denied','analytics_storage':'denied'});</script>`,
    `<script src="https://www.googletagmanager.com/gtag/js?id=G-7RK2M41XQP" async></script>`,
  ],
  header: () =>
    `<div id="SR_scrollTop"></div><div class="page-wrapper"><header class="sticky-head"><div class="sticky-head-inner"><div class="container"><div class="row align-items-center">` +
    `<div class="col-auto header-logo"><div id="logo" class="module content-module header-position logo-module logo-image hide-top"><a href="/"><img style="border: 0; max-width: 220px;" src="${CDN}/image/cache/w220h80/logo/babesbogre-logo.png" srcset="${CDN}/image/cache/w440h160/logo/babesbogre-logo@2x.png 2x" title="Bab és Bögre" alt="Bab és Bögre Kávépörkölő"></a></div></div>` +
    `<div class="col header-menu"><nav class="module-head"><ul class="nav navbar-nav headermenu-list">${MENU.map(([href, label]) => `<li class="nav-item"><a href="${href}" class="nav-link">${esc(label)}</a></li>`).join('')}</ul></nav></div>` +
    `<div class="col-auto header-cart"><a href="/fiokom" class="nav-link account-link">Fiókom</a> <a href="/kosar" class="nav-link cart-link" rel="nofollow">Kosár (0)</a></div></div></div></div></header><div id="body" class="body"><div class="container">`,
  footer: () =>
    `</div></div><footer class="sr-footer"><div class="container"><div class="row">` +
    `<div class="col-md-4"><div class="module content-module footer-module"><div class="module-head"><h3 class="module-head-title">Bab és Bögre</h3></div><div class="module-body"><p>4025 Debrecen, Piac utca 51.<br>Bolt: H–P 8–18, Szo 9–13<br>Tel.: ${tel('+36 52 410 733')}<br>E-mail: ${mailto(`info@${HOST}`)}</p></div></div></div>` +
    `<div class="col-md-4"><div class="module content-module footer-module"><div class="module-head"><h3 class="module-head-title">Információk</h3></div><div class="module-body"><ul><li><a href="/aszf">ÁSZF</a></li><li><a href="/impresszum">Impresszum</a></li><li><a href="/karrier">Karrier</a></li></ul></div></div></div>` +
    `<div class="col-md-4"><div id="module_newsletter_subscribe" class="module content-module footer-module"><div class="module-head"><h3 class="module-head-title">Hírlevél</h3></div><div class="module-body"><form action="/index.php?route=module/newsletter_subscribe/subscribe" method="post"><input type="email" name="subscriber_email" placeholder="nev@pelda.hu" class="form-control"><button type="submit" class="btn btn-primary">Feliratkozom</button></form></div></div></div>` +
    `</div><p class="copyright">© 2025 Bab és Bögre Kft. · Webáruház: <a href="https://www.shoprenter.hu" rel="nofollow">Shoprenter</a></p></div></footer></div>`,
  bodyEnd: [`<script src="${CDN}/catalog/view/javascript/shoprenter/app.min.js?v=1712233410" defer></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

const info = (title: string, html: string): string =>
  `<div id="content" class="information-page"><div class="page-head"><h1 class="page-head-title">${esc(title)}</h1></div><div class="page-body"><div class="information-page-content">${html}</div></div></div>`;

const product = (name: string, price: string, img: string): string =>
  `<div class="product-snapshot" itemscope itemtype="https://schema.org/Product"><a href="/kavek"><img src="${CDN}/image/cache/w300h300/product/${img}.jpg" alt="${esc(name)}" itemprop="image"></a><h2 class="snapshot-list-item list_prouctname" itemprop="name">${esc(name)}</h2><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span class="product-price" itemprop="price" content="${price.replace(/\D/g, '')}">${esc(price)}</span><meta itemprop="priceCurrency" content="HUF"></div></div>`;

const RESELLER = `takacs.gergely@${HOST}`;
const RESELLER_SCRIPT = `<script>document.getElementById('vk-mail').innerHTML = '<a href="mailto:' + String.fromCharCode(${charCodes(RESELLER)}) + '">' + String.fromCharCode(${charCodes(RESELLER)}) + '</a>';</script>`;

type Contact = { name: string; title: string; local: string; phone: string };
const CONTACTS: Contact[] = [
  { name: 'Kiss Réka', title: 'ügyfélszolgálati vezető', local: 'kiss.reka', phone: '+36 52 410 734' },
  { name: 'Farkas Dániel', title: 'B2B értékesítési vezető (kávézók, irodák)', local: 'farkas.daniel', phone: '+36 30 418 2290' },
];

export function babesbogre(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Frissen pörkölt specialty kávé',
    main:
      `<div id="content" class="home-page"><h1 class="home-title">Frissen pörkölt specialty kávé Debrecenből</h1><p>Minden kávénkat megrendelés után, kis tételben pörköljük, és a pörkölés napját rányomtatjuk a zacskóra. 15 000 Ft felett ingyenes a házhozszállítás.</p>` +
      `<div class="product-list row">${product('Etiópia Yirgacheffe Kochere – 250 g', '4 690 Ft', 'etiopia-yirgacheffe')}${product('Kolumbia Huila Decaf – 250 g', '4 290 Ft', 'kolumbia-decaf')}${product('Hario V60 kerámia filtertartó', '8 990 Ft', 'hario-v60')}</div></div>`,
  });

  pages['/kavek'] = page({ path: '/kavek', title: 'Kávék', main: info('Kávék', `<p>Filter- és eszpresszópörkölések Etiópiából, Kenyából, Kolumbiából és Brazíliából.</p>`) });
  pages['/eszkozok'] = page({ path: '/eszkozok', title: 'Eszközök', main: info('Eszközök', `<p>Kézi darálók, filtertartók, vízforralók és mérlegek.</p>`) });

  pages['/rolunk'] = page({
    path: '/rolunk',
    title: 'Rólunk',
    main: info(
      'Rólunk',
      `<p>A Bab és Bögre 2016-ban indult egy 5 kilós Giesen pörkölővel egy Piac utcai pincében. Ma hetente közel 400 kiló kávét pörkölünk, és harminc kávézónak szállítunk az Alföldön.</p>` +
        `<p><strong>Nagy Bence</strong>, alapító és pörkölőmester<br>${mailto(`nagy.bence@${HOST}`)}</p>` +
        `<p><strong>Horváth Ákos</strong>, pörkölő és zöldkávé-beszerző<br>${mailto(`horvath.akos@${HOST}`)}</p>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: info(
      'Kapcsolat',
      `<p>Bab és Bögre Kft.<br>4025 Debrecen, Piac utca 51.<br>Telefon: ${tel('+36 52 410 733')}<br>Általános kérdések, rendelések: ${mailto(`info@${HOST}`)}</p>` +
        CONTACTS.map(
          (c) =>
            `<div class="contact-person" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">${esc(c.name)}</h3><p itemprop="jobTitle">${esc(c.title)}</p><p>Tel.: <span itemprop="telephone">${esc(c.phone)}</span><br>E-mail: <a href="mailto:${c.local}@${HOST}" itemprop="email">${c.local}@${HOST}</a></p></div>`,
        ).join(''),
    ),
  });

  pages['/viszonteladoknak'] = page({
    path: '/viszonteladoknak',
    title: 'Viszonteladóknak',
    main: info(
      'Viszonteladóknak és kávézóknak',
      `<p>Kávézóknak, éttermeknek és irodáknak 5 kilótól nagykereskedelmi áron szállítunk, barista képzéssel és gépszervizzel együtt.</p>` +
        `<p>Viszonteladói kapcsolattartó: <strong>Takács Gergely</strong>, nagykereskedelmi vezető, 4025 Debrecen, Piac utca 51., tel.: ${tel('+36 30 552 1874')}, e-mail: <span id="vk-mail"></span>${RESELLER_SCRIPT}<noscript>(kérjük, engedélyezze a JavaScriptet)</noscript></p>`,
    ),
  });

  pages['/impresszum'] = page({
    path: '/impresszum',
    title: 'Impresszum',
    main: info(
      'Impresszum',
      `<dl class="impresszum"><dt>Cégnév</dt><dd>Bab és Bögre Kereskedelmi és Szolgáltató Kft.</dd><dt>Székhely</dt><dd>4025 Debrecen, Piac utca 51.</dd><dt>Cégjegyzékszám</dt><dd>09-09-028417</dd><dt>Adószám</dt><dd>26033918-2-09</dd>` +
        `<dt>Ügyvezető</dt><dd>Nagy Bence</dd><dt>Az ügyvezető e-mail címe</dt><dd>${mailto(`nagy.bence@${HOST}`)}</dd>` +
        `<dt>Tárhelyszolgáltató</dt><dd>Shoprenter.hu Kft., 1113 Budapest, Bocskai út 134–146., ugyfelszolgalat@webaruhaz-tarhely.hu</dd></dl>`,
    ),
  });

  pages['/aszf'] = page({ path: '/aszf', title: 'ÁSZF', main: info('Általános Szerződési Feltételek', `<p>A webáruházban leadott megrendelés elektronikus úton megkötött szerződésnek minősül. Elállási jog: 14 nap.</p>`) });

  pages['/karrier'] = page({
    path: '/karrier',
    title: 'Karrier',
    main: info(
      'Raktáros-csomagoló munkatársat keresünk',
      `<p>Debreceni pörkölőnkbe keresünk teljes munkaidős raktáros-csomagoló kollégát. Feladatok: webshop-rendelések összekészítése, csomagolás, futárnak átadás, készletezés.</p>` +
        `<p>Fényképes önéletrajzát Szabó Katalin HR-munkatárs kolléganőnknek küldje a ${mailto(`szabo.katalin@${HOST}`)} címre.</p>`,
    ),
  });

  pages['/fiokom'] = page({ path: '/fiokom', title: 'Fiókom', main: info('Fiókom', `<p>Jelentkezzen be rendelései megtekintéséhez. Ha nem érkezett meg a jelszóemlékeztető, írjon a ${mailto(`fiok@${HOST}`)} címre.</p>`) });

  const post = '/blog/v60-fozesi-utmutato';
  pages[post] = page({
    path: post,
    title: 'Így főzz V60-ban: lépésről lépésre',
    main: info(
      'Így főzz V60-ban: lépésről lépésre',
      `<p>15 gramm kávéhoz 250 gramm 94 fokos vizet használj. Először 40 grammal áztasd elő 30 másodpercig, majd három részletben öntsd fel a többit – a teljes főzési idő 2:30–3:00 perc legyen.</p>` +
        `<p>A cikket Molnár Eszter barista tréner írta; ha elakadsz, vagy műhelyt szerveznél a kávézódnak, írj neki bátran a ${mailto(`molnar.eszter@${HOST}`)} címre.</p>`,
    ),
  });

  pages['/sitemap/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/kavek', '/eszkozok', '/rolunk', '/kapcsolat', '/viszonteladoknak', '/impresszum', '/aszf', '/karrier', post], '2025-04-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /admin\nDisallow: /kosar\nDisallow: /fiokom\nDisallow: /index.php?route=checkout\nDisallow: /*?route=product/search\n\nSitemap: ${ORIGIN}/sitemap/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'ShopRenter' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-119',
      languages: ['hu'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        { address: `nagy.bence@${HOST}`, name: 'Nagy Bence', title: 'alapító és pörkölőmester', titleAlternatives: ['Ügyvezető'], pages: ['/rolunk', '/impresszum'], cases: ['name-title-line', 'definition-list', 'plain', ln] },
        { address: `horvath.akos@${HOST}`, name: 'Horváth Ákos', title: 'pörkölő és zöldkávé-beszerző', pages: ['/rolunk'], cases: ['name-title-line', 'plain', ln] },
        ...CONTACTS.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/kapcsolat'], cases: ['microdata', 'card', 'plain', ln] as CaseKind[] })),
        { address: RESELLER, name: 'Takács Gergely', title: 'nagykereskedelmi vezető', pages: ['/viszonteladoknak'], encoded: { kind: 'charcodes', text: charCodes(RESELLER) }, cases: ['label-line', 'script-charcode', ln] },
        { address: `szabo.katalin@${HOST}`, name: 'Szabó Katalin', title: 'HR-munkatárs', pages: ['/karrier'], cases: ['prose', 'plain', ln] },
        { address: `molnar.eszter@${HOST}`, name: 'Molnár Eszter', title: 'barista tréner', pages: [post], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/fiokom'],
      nonAddresses: [
        { text: `fiok@${HOST}`, kind: 'disallowed' },
        { text: 'babesbogre-logo@2x.png', kind: 'retina' },
        { text: 'ugyfelszolgalat@webaruhaz-tarhely.hu', kind: 'other-company' },
        { text: 'nev@pelda.hu', kind: 'placeholder' },
      ],
    },
  };
}
