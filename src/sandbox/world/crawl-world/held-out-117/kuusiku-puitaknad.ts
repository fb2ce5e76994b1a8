/**
 * Kuusiku Puitaknad OÜ: a small maker of wooden windows and doors near Rapla, on Drupal 10 with
 * the Olivero theme, in Estonian with an English section that only the hreflang alternates
 * reach. "Meeskond" holds the staff as RDFa Person cards (the development manager with "dr", the
 * export manager with "MBA"), the chief accountant's address built by String.fromCharCode in a
 * Full HTML block; the contact page gives "Name, title, phone, address" lines, the installation
 * manager's address turned around from a reversed data attribute; the English contact page, two
 * steps from home, names the export team. The BIM library's git clone URL and the dealer extranet
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kuusiku-puitaknad.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'et' | 'en', [string, string][]> = {
  et: [
    ['/tooted', 'Tooted'],
    ['/meist', 'Meist'],
    ['/meist/meeskond', 'Meeskond'],
    ['/arhitektidele', 'Arhitektidele'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/products', 'Products'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kuusiku Puitaknad',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xr2mB4pQz9LkWc7nH1sVd0eYfGtJuA6iO3bN8lKjR5E.css?delta=0&amp;language=et&amp;theme=olivero&amp;include=eJxdyEEKgCAQBdALSXOkmPRnA5OKY0S3b9mm9">',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'et';
    return (
      `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"></button></div>` +
      `<div id="site-header__inner" class="site-header__inner"><div class="container site-header__inner__container"><div id="block-olivero-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="${lang === 'en' ? '/en' : '/'}" rel="home" class="site-branding__logo"><img src="/sites/default/files/kuusiku-logo.svg" alt="Avaleht" fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="${lang === 'en' ? '/en' : '/'}" rel="home">Kuusiku Puitaknad</a></div></div></div></div>` +
      `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons"></div><div id="header-nav" class="header-nav"><nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">` +
      MENU[lang].map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-link-system-path="node/${h.length}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`).join('') +
      `</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container">`
    );
  },
  footer: (p) =>
    `</div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div id="block-olivero-jalus" class="block block-block-content"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p>Kuusiku Puitaknad OÜ · Kuusiku küla, Rapla vald, 79634 Raplamaa · reg. 11298745 · ${tel('+372 489 2250')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p>${p.lang === 'en' ? '' : '<a href="/edasimuujad">Edasimüüjatele</a> · '}<a href="/privaatsus">Privaatsus</a></p></div></div></div></div></div></footer></div></div></div>`,
  privacyPath: { et: '/privaatsus', en: '/privaatsus' },
  bodyEnd: [
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"et"},"pluralDelimiter":"\\u0003","ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"3f0e1d2c4b5a69788796a5b4c3d2e1f0"}}</script>',
    '<script src="/sites/default/files/js/js_Wq8b3N1xKpL0vZ7mR2cY5tF9hJ4gD6sA.js?scope=footer&amp;delta=0&amp;language=et&amp;theme=olivero"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const node = (title: string, body: string): string =>
  `<div class="region region--content-above grid-full layout--pass--content-medium"><div class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div></div>` +
  `<div class="region region--content grid-full layout--pass--content-medium"><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div>`;

const PIRET_CODES = charCodes(`piret@${HOST}`);
const URMAS_REV = reversed(`urmas@${HOST}`);

type Person = { prefix?: string; name: string; suffix?: string; title: string; local: string; photo: string; scripted?: boolean };
const TEAM: Person[] = [
  { name: 'Margus Kuusik', title: 'juhatuse liige', local: 'margus', photo: 'margus' },
  { name: 'Tarmo Lepp', title: 'tootmisjuht', local: 'tarmo', photo: 'tarmo' },
  { prefix: 'dr', name: 'Rein Oja', title: 'arendusjuht', local: 'rein', photo: 'rein' },
  { name: 'Siim Vaher', suffix: 'MBA', title: 'ekspordijuht', local: 'siim', photo: 'siim' },
  { name: 'Piret Kask', title: 'pearaamatupidaja', local: 'piret', photo: 'piret', scripted: true },
];

const rdfaCard = (p: Person): string =>
  `<div class="team-card" vocab="https://schema.org/" typeof="Person"><img src="/sites/default/files/styles/portree/public/meeskond/${p.photo}.jpg" width="320" height="320" alt="${esc(p.name)}" loading="lazy">` +
  `<h3>${p.prefix ? `<span property="honorificPrefix">${esc(p.prefix)}</span> ` : ''}<span property="name">${esc(p.name)}</span>${p.suffix ? `, <span property="honorificSuffix">${esc(p.suffix)}</span>` : ''}</h3>` +
  `<p property="jobTitle">${esc(p.title)}</p>` +
  (p.scripted
    ? `<p><span id="piret-mail">[e-post]</span></p><script>(function () { var e = String.fromCharCode(${PIRET_CODES}); var el = document.getElementById('piret-mail'); el.innerHTML = '<a href="mailto:' + e + '">' + e + '</a>'; })();</script>`
    : `<p><a property="email" href="mailto:${p.local}@${HOST}">${p.local}@${HOST}</a></p>`) +
  `</div>`;

export function kuusikuPuitaknad(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const a = (local: string): string => `${local}@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Puitaknad ja -uksed Raplamaalt',
    alternates: { et: '/', en: '/en', 'x-default': '/' },
    main: node(
      'Puitaknad, mis peavad sada aastat',
      `<p>Valmistame männi- ja tammepuidust aknaid, rõduuksi ja välisuksi nii uutele majadele kui ka muinsuskaitse all olevatele hoonetele. Töökojas Kuusiku külas töötab 22 inimest.</p><p><a href="/tooted">Vaata tooteid</a> · <a href="/kontakt">Küsi hinnapakkumist</a></p>`,
    ),
  });

  pages['/tooted'] = page({
    path: '/tooted',
    title: 'Tooted',
    alternates: { et: '/tooted', en: '/en/products', 'x-default': '/tooted' },
    main: node('Tooted', `<ul><li>Euroaknad ja topeltraamiga aknad</li><li>Restaureeritavate hoonete aknad</li><li>Rõduuksed</li><li>Tahveluksed ja välisuksed</li></ul><p>Kõik tooted on CE-märgistatud ja valmistatakse mõõdu järgi.</p>`),
  });

  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    main: node('Meist', `<p>Kuusiku Puitaknad alustas 1996. aastal kahe tisleriga endises kolhoosi töökojas. Täna ekspordime ligi pool toodangust Soome, Rootsi ja Norrasse.</p><p><a href="/meist/meeskond">Tutvu meeskonnaga</a></p>`),
  });

  pages['/meist/meeskond'] = page({
    path: '/meist/meeskond',
    title: 'Meeskond',
    main: node('Meeskond', `<div class="team-grid">${TEAM.map(rdfaCard).join('')}</div>`),
  });

  pages['/arhitektidele'] = page({
    path: '/arhitektidele',
    title: 'Arhitektidele',
    main: node(
      'Arhitektidele',
      `<p>Meie akende ja uste BIM-objektid (IFC ja Revit) on avalikus hoidlas. Uusima versiooni saab alla laadida käsuga</p><pre><code>git clone git@github.com:kuusiku-puitaknad/bim-objektid.git</code></pre><p>Tehnilised joonised saadame soovi korral ka DWG-vormingus.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    alternates: { et: '/kontakt', en: '/en/contact', 'x-default': '/kontakt' },
    main: node(
      'Kontakt',
      `<p>Kuusiku Puitaknad OÜ<br>Kuusiku küla, Rapla vald, 79634 Raplamaa<br>Töökoda avatud E–R 8.00–16.30</p>` +
        `<p>Kristi Kuusik, müügijuht, tel ${tel('+372 5340 1122')}, ${mailto(a('kristi'))}</p>` +
        `<p>Urmas Kivi, paigaldusjuht, tel ${tel('+372 5621 8840')}, <span class="js-rev" data-rev="${URMAS_REV}">[e-post]</span></p>` +
        `<script>document.querySelectorAll('.js-rev').forEach(function (el) { var a = el.getAttribute('data-rev').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });</script>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Wooden windows and doors from Estonia',
    lang: 'en',
    alternates: { et: '/', en: '/en', 'x-default': '/' },
    main: node('Wooden windows built to last a century', `<p>We make pine and oak windows, balcony doors and entrance doors for new houses and listed buildings, and ship to Finland, Sweden and Norway.</p><p><a href="/en/contact">Contact our export team</a></p>`),
  });

  pages['/en/products'] = page({
    path: '/en/products',
    title: 'Products',
    lang: 'en',
    alternates: { et: '/tooted', en: '/en/products', 'x-default': '/tooted' },
    main: node('Products', `<ul><li>Casement windows</li><li>Windows for restoration projects</li><li>Balcony doors</li><li>Panelled entrance doors</li></ul>`),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: { et: '/kontakt', en: '/en/contact', 'x-default': '/kontakt' },
    main: node(
      'Contact',
      `<p>Kuusiku Puitaknad OÜ, Kuusiku village, Rapla parish, 79634 Estonia</p>` +
        `<p>Siim Vaher, Export Manager, ${tel('+372 5190 4432')}, ${mailto(a('siim'))}</p>` +
        `<p>Katrin Sild, Sales Assistant (Finland and Sweden), ${tel('+372 5190 4435')}, ${mailto(a('katrin'))}</p>`,
    ),
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsus', main: node('Privaatsuspoliitika', `<p>Hinnapäringute andmeid kasutame ainult pakkumise koostamiseks ja säilitame kolm aastat.</p>`) });

  pages['/edasimuujad'] = page({ path: '/edasimuujad', title: 'Edasimüüjatele', main: node('Edasimüüjatele', `<p>Hinnakirjad ja tellimuste jälgimine. Ligipääsu saamiseks kirjutage ${mailto(a('edasimuujad'))}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /edasimuujad\n`,
      sitemapXml: urlset(HOST, ['/', '/tooted', '/meist', '/meist/meeskond', '/arhitektidele', '/kontakt', '/privaatsus'], '2025-02-11'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-117',
      languages: ['et', 'en'],
      addresses: [
        { address: a('info'), name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...TEAM.map((p) => ({
          address: a(p.local),
          name: p.name,
          title: p.title,
          ...(p.local === 'siim' ? { titleAlternatives: ['Export Manager'] } : {}),
          pages: p.local === 'siim' ? ['/meist/meeskond', '/en/contact'] : ['/meist/meeskond'],
          ...(p.scripted ? { encoded: { kind: 'charcodes' as const, text: PIRET_CODES } } : {}),
          cases: [
            'card',
            ...(p.scripted ? ['script-charcode'] : ['rdfa', 'plain']),
            ...(p.prefix ? ['honorific'] : []),
            ...(p.suffix ? ['post-nominal', 'name-title-line'] : []),
            ln,
          ] as CaseKind[],
        })),
        { address: a('kristi'), name: 'Kristi Kuusik', title: 'müügijuht', pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
        { address: a('urmas'), name: 'Urmas Kivi', title: 'paigaldusjuht', pages: ['/kontakt'], encoded: { kind: 'reversed', text: URMAS_REV }, cases: ['name-title-line', 'script-reversed', ln] },
        {
          address: a('katrin'),
          name: 'Katrin Sild',
          title: 'Sales Assistant (Finland and Sweden)',
          titleAlternatives: ['Sales Assistant'],
          pages: ['/en/contact'],
          cases: ['name-title-line', 'plain', 'deep-page', 'hreflang'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/edasimuujad'],
      nonAddresses: [
        { text: a('edasimuujad'), kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
      ],
    },
  };
}
