/**
 * Združenie horských záchranárov Malá Fatra: a volunteer mountain-rescue association in Terchová,
 * on Drupal 10 with Olivero. The board as a definition list (function, then name and address),
 * most entries marked up as schema.org Persons in RDFa, the secretary's address written by a
 * String.fromCharCode script; the Vrátna station's mailbox next to its chief's name (no owner);
 * the course instructor in prose; minutes of the annual meeting reached only through a child of
 * the sitemap index. The outdoor shop's address, the map library's package version, a members'
 * section (disallowed) and a commented-out address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hzz-malafatra.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Domov'],
  ['/o-zdruzeni', 'O združení'],
  ['/vedenie', 'Vedenie združenia'],
  ['/kurzy', 'Kurzy a výcvik'],
  ['/v-horach-bezpecne', 'V horách bezpečne'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Združenie horských záchranárov Malá Fatra',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/core/themes/olivero/css/base/base.css?s9k2p1">`,
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Xk3lq0v.css?delta=1&language=sk">`,
  ],
  header: (p) =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" aria-label="Menu" aria-expanded="false"><span class="sticky-header-toggle__icon"></span></button></div>` +
    `<div id="site-header__inner" class="site-header__inner"><div class="site-header__inner__container container"><div id="block-olivero-site-branding" class="site-branding--bg-white site-branding"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/hzz-logo.png" alt="Domov" fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" title="Domov" rel="home">HZZ Malá Fatra</a></div></div></div></div>` +
    `<div class="header-nav-overlay"></div><div class="mobile-buttons"><button class="button-nav mobile-nav-button" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menu</span></button></div><div id="header-nav" class="header-nav"><nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Hlavná navigácia</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">` +
    MENU.map(([href, label]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1${p.path === href ? ' primary-nav__menu-item--active-trail' : ''}"><a href="${href}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(label)}</span></a></li>`).join('') +
    `</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a><div class="main-content__container container">`,
  footer: () =>
    `</div></div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div id="block-olivero-patička" class="block block-block-content"><div class="block__content"><div class="text-content field field--name-body">` +
    `<p><strong>V núdzi volajte 18 300</strong> (Horská záchranná služba) alebo 112.</p><p>Združenie horských záchranárov Malá Fatra, o. z.<br>Sňacská 521, 013 06 Terchová · IČO: 42218776<br>Kancelária: ${mailto(`kancelaria@${HOST}`)}</p>` +
    `</div></div></div></div><div class="region region--footer-bottom grid-full"><nav class="block block-menu menu--footer"><ul class="menu"><li class="menu__item"><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></li><li class="menu__item"><a href="/clenska-sekcia">Členská sekcia</a></li><li class="menu__item"><a href="/2-percenta">Poukážte nám 2 %</a></li></ul></nav></div></div></footer></div></div></div>` +
    `<script src="${ORIGIN}/core/assets/vendor/once/once.min.js?v=1.0.1"></script><script src="${ORIGIN}/core/misc/drupal.js?v=10.2.6"></script>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk' });

const node = (title: string, html: string, nid: number): string =>
  `<div class="region region--content-above"><div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title">${esc(title)}</span></h1></div></div>` +
  `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-olivero-content" class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div></div></div>`;

type Board = { fn: string; shown: string; name: string; local: string; phone?: string; rdfa?: boolean; charcode?: boolean; honorific?: boolean };
const BOARD: Board[] = [
  { fn: 'Predseda združenia', shown: 'Ing. Martin Hrivnák', name: 'Martin Hrivnák', local: 'martin.hrivnak', phone: '+421 905 318 220', rdfa: true, honorific: true },
  { fn: 'Podpredsedníčka', shown: 'Mgr. Zuzana Kmeťová', name: 'Zuzana Kmeťová', local: 'zuzana.kmetova', rdfa: true, honorific: true },
  { fn: 'Náčelník záchranného družstva', shown: 'Peter Ďurčo', name: 'Peter Ďurčo', local: 'peter.durco', phone: '+421 911 402 615', rdfa: true },
  { fn: 'Hospodárka a pokladníčka', shown: 'Ľubica Mrázová', name: 'Ľubica Mrázová', local: 'lubica.mrazova' },
  { fn: 'Tajomník', shown: 'Juraj Kollár', name: 'Juraj Kollár', local: 'juraj.kollar', charcode: true },
];

const charScript = (addr: string): string => `<script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(addr)}) + '">' + String.fromCharCode(${charCodes(addr)}) + '<\\/a>');</script>`;

const dd = (b: Board): string => {
  const addr = `${b.local}@${HOST}`;
  const person = b.rdfa ? ` vocab="https://schema.org/" typeof="Person"` : '';
  const prop = (p: string) => (b.rdfa ? ` property="${p}"` : '');
  const mail = b.charcode ? `${charScript(addr)}<noscript>e-mail po zapnutí JavaScriptu</noscript>` : `<a href="mailto:${addr}"${prop('email')}>${addr}</a>`;
  return `<dt>${esc(b.fn)}</dt><dd${person}><span${prop('name')}>${esc(b.shown)}</span>${b.rdfa ? `<meta property="jobTitle" content="${esc(b.fn)}">` : ''}<br>${b.phone ? `${tel(b.phone)} · ` : ''}${mail}</dd>`;
};

export function hzzMalaFatra(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Dobrovoľní horskí záchranári v Malej Fatre',
    main: node(
      'Sme tu, keď sa v horách niečo pokazí',
      `<p>Štyridsaťdva dobrovoľníkov z Terchovej, Belej a Zázrivej pomáha profesionálnej Horskej záchrannej službe pri pátracích akciách, transportoch a lavínových zásahoch. Za rok 2024 sme zasahovali 61-krát.</p>` +
        `<p><a href="/v-horach-bezpecne">Ako sa pripraviť na túru</a> · <a href="/kurzy">Kurzy prvej pomoci v horách</a> · <a href="/2-percenta">Podporte nás 2 %</a></p>`,
      1,
    ),
  });

  pages['/o-zdruzeni'] = page({
    path: '/o-zdruzeni',
    title: 'O združení',
    main: node(
      'O združení',
      `<p>Združenie vzniklo v roku 1998 ako nástupca dobrovoľnej zložky HZS v oblasti Malá Fatra. Výstroj nám za zvýhodnené ceny dodáva predajňa Horalpin Sport v Žiline (objednavky@horalpin-sport.sk).</p>`,
      2,
    ),
  });

  pages['/vedenie'] = page({
    path: '/vedenie',
    title: 'Vedenie združenia',
    main: node('Vedenie združenia', `<p>Predstavenstvo zvolené valným zhromaždením 22. marca 2025 na obdobie troch rokov:</p><dl class="predstavenstvo">${BOARD.map(dd).join('')}</dl>`, 3),
  });

  pages['/kurzy'] = page({
    path: '/kurzy',
    title: 'Kurzy a výcvik',
    main: node(
      'Kurzy a výcvik',
      `<p>Pre verejnosť organizujeme dvakrát ročne dvojdňový kurz prvej pomoci v horskom teréne a v januári kurz lavínovej prevencie s prácou s vyhľadávačom.</p>` +
        `<p>Kurzy vedie inštruktor Róbert Vanek, na ktorého sa s otázkami aj prihláškami obráťte na adrese ${mailto(`robert.vanek@${HOST}`)}. Kapacita je 14 účastníkov.</p>`,
      4,
    ),
  });

  pages['/v-horach-bezpecne'] = page({
    path: '/v-horach-bezpecne',
    title: 'V horách bezpečne',
    head: ['<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css">'],
    main: node(
      'V horách bezpečne',
      `<ul><li>Pred túrou si pozrite predpoveď a lavínovú situáciu.</li><li>Nahláste plánovanú trasu niekomu doma.</li><li>Nainštalujte si aplikáciu HZS a majte nabitý telefón.</li></ul><div id="mapa-stanic" style="height:380px"></div>` +
        `<script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js"></script><script>var m=L.map('mapa-stanic').setView([49.2177,19.0436],12);L.marker([49.2177,19.0436]).addTo(m).bindPopup('Stanica Vrátna');</script>`,
      5,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: node(
      'Kontakt',
      `<p><strong>Tiesňové volanie: 18 300</strong> – nie e-mail! Správy posielané e-mailom nečítame nepretržite.</p>` +
        `<h2>Kancelária združenia</h2><p>Sňacská 521, 013 06 Terchová<br>${mailto(`kancelaria@${HOST}`)}</p>` +
        `<h2>Stanica Vrátna</h2><p>Vedúci stanice Michal Štefánik, tel. ${tel('+421 908 771 044')}<br>Stanica: ${mailto(`vratna@${HOST}`)}</p>` +
        `<!-- <p>Webmaster: webmaster@${HOST}</p> -->`,
      6,
    ),
  });

  pages['/2-percenta'] = page({ path: '/2-percenta', title: 'Poukážte nám 2 %', main: node('Poukážte nám 2 %', `<p>IČO: 42218776, právna forma: občianske združenie. Vyhlásenie nájdete na stránke Finančnej správy.</p>`, 7) });
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: node('Ochrana osobných údajov', `<p>Prevádzkovateľom je Združenie horských záchranárov Malá Fatra, o. z.</p>`, 8) });
  pages['/clenska-sekcia'] = page({ path: '/clenska-sekcia', title: 'Členská sekcia', main: node('Členská sekcia', `<p>Rozpis pohotovostí a výstroje. Prístup vybavuje ${mailto(`clenovia@${HOST}`)}.</p>`, 9) });

  pages['/aktuality/valne-zhromazdenie-2025'] = page({
    path: '/aktuality/valne-zhromazdenie-2025',
    title: 'Valné zhromaždenie 2025',
    main: node(
      'Valné zhromaždenie 2025',
      `<p>Valné zhromaždenie sa konalo 22. marca 2025 v kultúrnom dome v Terchovej za účasti 37 členov. Zvolilo nové predstavenstvo a schválilo rozpočet na nákup nového vákuového matraca.</p>` +
        `<p>Zápisnicu vyhotovila zapisovateľka Jana Bieliková; pripomienky k nej posielajte do 30. apríla na ${mailto(`jana.bielikova@${HOST}`)}.</p>`,
      41,
    ),
  });

  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-1', '/sitemap-2'], '2025-04-02'));
  pages['/sitemap-1'] = xmlPage(urlset(HOST, ['/', '/o-zdruzeni', '/vedenie', '/kurzy', '/v-horach-bezpecne', '/kontakt', '/2-percenta'], '2025-04-02'));
  pages['/sitemap-2'] = xmlPage(urlset(HOST, ['/aktuality/valne-zhromazdenie-2025'], '2025-03-25'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /core/\nDisallow: /profiles/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /clenska-sekcia\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Dynamic-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-83',
      languages: ['sk'],
      addresses: [
        { address: `kancelaria@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `vratna@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['neighbour', 'plain', ln] },
        ...BOARD.map((b) => {
          const addr = `${b.local}@${HOST}`;
          return {
            address: addr,
            name: b.name,
            title: b.fn,
            pages: ['/vedenie'],
            ...(b.charcode ? { encoded: { kind: 'charcodes' as const, text: charCodes(addr) } } : {}),
            cases: ['definition-list', ln, b.charcode ? 'script-charcode' : 'plain', ...(b.rdfa ? ['rdfa'] : []), ...(b.honorific ? ['honorific'] : [])] as CaseKind[],
          };
        }),
        { address: `robert.vanek@${HOST}`, name: 'Róbert Vanek', title: 'inštruktor', pages: ['/kurzy'], cases: ['prose', 'plain', ln] },
        { address: `jana.bielikova@${HOST}`, name: 'Jana Bieliková', title: 'zapisovateľka', pages: ['/aktuality/valne-zhromazdenie-2025'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/clenska-sekcia'],
      nonAddresses: [
        { text: `clenovia@${HOST}`, kind: 'disallowed' },
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: 'objednavky@horalpin-sport.sk', kind: 'other-company' },
        { text: 'leaflet@1.9.4', kind: 'package' },
      ],
    },
  };
}
