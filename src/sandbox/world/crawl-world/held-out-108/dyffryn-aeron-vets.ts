/**
 * Dyffryn Aeron Vets / Milfeddygon Dyffryn Aeron: a mixed farm and small-animal practice in
 * Ceredigion, on WordPress (Astra, Yoast SEO, WPML with the old drop-down language selector, so
 * the Welsh section is reached through the hreflang alternates). "Meet the Team" is a grid of
 * microdata Person cards with degrees and MRCVS / RVN after the names (two addresses written as
 * character references by an e-mail encoder plugin); "Farm Animal Services" tells of the TB-testing
 * administrator in prose and gives the farm orders mailbox beside the farm vet's name; the Welsh
 * "Ein Tîm" page, two steps from home, adds the consultant vet ("Dr") as a "Name, teitl, address"
 * line and the practice manager as "Teitl: Name – address". The staff area (disallowed), the
 * logo's retina file name and the out-of-hours partner's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, xmlPage, sitemapIndex, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'dyffrynaeronvets.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'en' | 'cy', [string, string, number][]> = {
  en: [
    ['/', 'Home', 12],
    ['/small-animals/', 'Pets & Small Animals', 48],
    ['/farm/', 'Farm Animal Services', 51],
    ['/our-team/', 'Meet the Team', 42],
    ['/contact/', 'Contact', 44],
  ],
  cy: [
    ['/cy/', 'Hafan', 212],
    ['/cy/anifeiliaid-fferm/', 'Anifeiliaid Fferm', 251],
    ['/cy/ein-tim/', 'Ein Tîm', 242],
    ['/cy/cysylltu/', 'Cysylltu â ni', 244],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Dyffryn Aeron Vets',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="WPML ver:4.6.11 stt:1,62;">',
    `<link rel='stylesheet' id='astra-theme-css-css' href='${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14' media='all'>`,
    `<link rel='stylesheet' id='wpml-legacy-dropdown-0-css' href='${ORIGIN}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-dropdown/style.min.css?ver=1' media='all'>`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (p) => {
    const lang = p.lang === 'cy' ? 'cy' : 'en';
    return (
      `<div class="hfeed site" id="page"><a class="skip-link screen-reader-text" href="#content">${lang === 'cy' ? 'Neidio i’r cynnwys' : 'Skip to content'}</a>` +
      `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-primary-header-builder">` +
      `<div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="${lang === 'cy' ? '/cy/' : '/'}" class="custom-logo-link" rel="home"><img width="260" height="78" src="${ORIGIN}/wp-content/uploads/2022/03/dyffryn-aeron-vets-logo.png" class="custom-logo" alt="Dyffryn Aeron Vets" decoding="async" srcset="${ORIGIN}/wp-content/uploads/2022/03/dyffryn-aeron-vets-logo.png 1x, ${ORIGIN}/wp-content/uploads/2022/03/dyffryn-aeron-vets-logo@2x.png 2x" sizes="(max-width: 260px) 100vw, 260px"></a></span></div>` +
      `<div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex">` +
      `<ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">${MENU[lang].map(([h, l, id]) => `<li id="menu-item-${id}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${id}${h === `${p.path}/` || (h === '/' && p.path === '/') ? ' current-menu-item page_item current_page_item' : ''}"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></div></nav></div></div></div>` +
      `<div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-html-1" data-section="section-hb-html-1"><div class="ast-header-html inner-link-style-"><div class="ast-builder-html-element"><div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-dropdown"><select class="wpml-ls-select" aria-label="${lang === 'cy' ? 'Iaith' : 'Language'}" onchange="window.location.href=this.value"><option value="${ORIGIN}/"${lang === 'en' ? ' selected' : ''}>English</option><option value="${ORIGIN}/cy/"${lang === 'cy' ? ' selected' : ''}>Cymraeg</option></select></div></div></div></div>` +
      `</div></div></div></div></div></header><div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary">`
    );
  },
  footer: (p) => {
    const cy = p.lang === 'cy';
    return (
      `</div></div></div><footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">` +
      `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-7" class="widget widget_block"><p><strong>${cy ? 'Milfeddygon Dyffryn Aeron' : 'Dyffryn Aeron Vets'}</strong><br>Heol y Farchnad, Aberaeron SA46 0AX<br>${tel('01545 555 0170')}</p>` +
      `<p>${cy ? 'Y tu allan i oriau: ffoniwch ein prif rif a dilynwch y neges.' : 'Out of hours: ring our main number and follow the message.'}</p></section></aside></div>` +
      `<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><aside class="footer-widget-area widget-area" aria-label="Footer Widget 3"><section class="widget widget_nav_menu"><ul class="menu"><li><a href="${cy ? '/cy/preifatrwydd/' : '/privacy-policy/'}">${cy ? 'Polisi preifatrwydd' : 'Privacy policy'}</a></li><li><a href="/staff-area/">${cy ? 'Ardal staff' : 'Staff area'}</a></li></ul></section></aside></div>` +
      `</div></div></div><div class="site-below-footer-wrap"><div class="ast-footer-copyright"><p>Copyright &copy; 2025 Dyffryn Aeron Vets Ltd · RCVS Practice Standards Scheme: General Practice (Small Animal &amp; Farm)</p></div></div></footer></div>`
    );
  },
  privacyPath: { en: '/privacy-policy/', cy: '/cy/preifatrwydd/' },
  bodyEnd: [
    `<script id="astra-theme-js-js-extra">var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":"","is_header_footer_builder_active":"1","responsive_cart_click":"flyout"};</script>`,
    `<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js"></script>`,
  ],
};

const ALT = (en: string, cy: string): Record<string, string> => ({ 'en-GB': en, cy, 'x-default': en });
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'en-GB' });
const entry = (title: string, html: string, id: number): string =>
  `<main id="main" class="site-main"><article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text">${html}</div></article></main>`;

type Vet = { name: string; letters: string; title: string; local: string; photo: string; langs: string; how: 'plain' | 'entities' };
const TEAM: Vet[] = [
  { name: 'Rhodri ap Gwilym', letters: 'BVSc MRCVS', title: 'Clinical Director & Veterinary Surgeon (Farm Animal)', local: 'rhodri', photo: 'rhodri', langs: 'Cymraeg · English', how: 'plain' },
  {
    name: 'Catrin Lloyd-Evans',
    letters: 'BVM&S CertAVP(Cattle) MRCVS',
    title: 'RCVS Advanced Practitioner in Cattle Health & Production',
    local: 'catrin',
    photo: 'catrin-le',
    langs: 'Cymraeg · English',
    how: 'plain',
  },
  { name: 'Elin Haf Roberts', letters: 'BVetMed MRCVS', title: 'Small Animal Veterinary Surgeon – Ophthalmology & Dentistry', local: 'elin', photo: 'elin-haf', langs: 'Cymraeg · English', how: 'entities' },
  { name: 'Siôn Prys', letters: 'RVN', title: 'Head Veterinary Nurse & Clinical Coach', local: 'sion', photo: 'sion-prys', langs: 'Cymraeg · English', how: 'entities' },
];

const teamCard = (v: Vet): string => {
  const address = `${v.local}@${HOST}`;
  const link = v.how === 'plain' ? `<a itemprop="email" href="mailto:${address}">${address}</a>` : `<a itemprop="email" href="mailto:${entities(address)}">${entities(address)}</a>`;
  return (
    `<div class="wp-block-column team-member" itemscope itemtype="https://schema.org/Person"><figure class="wp-block-image size-medium"><img decoding="async" loading="lazy" width="300" height="300" src="${ORIGIN}/wp-content/uploads/2023/09/${v.photo}-300x300.jpg" alt="${esc(v.name)}" srcset="${ORIGIN}/wp-content/uploads/2023/09/${v.photo}-300x300.jpg 300w, ${ORIGIN}/wp-content/uploads/2023/09/${v.photo}-150x150.jpg 150w" sizes="(max-width: 300px) 100vw, 300px"></figure>` +
    `<h3 class="wp-block-heading"><span itemprop="name">${esc(v.name)}</span> <span class="post-nominals" itemprop="honorificSuffix">${esc(v.letters)}</span></h3>` +
    `<p class="team-role" itemprop="jobTitle">${esc(v.title)}</p><p class="team-langs"><small>${esc(v.langs)}</small></p><p class="team-email">${link}</p></div>`
  );
};

export function dyffrynAeronVets(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const yoast = (path: string, name: string, lang: string) => ({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', '@id': `${ORIGIN}${path}`, url: `${ORIGIN}${path}`, name, isPartOf: { '@id': `${ORIGIN}/#website` }, inLanguage: lang },
      { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Dyffryn Aeron Vets', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: lang },
      { '@type': ['Organization', 'VeterinaryCare'], '@id': `${ORIGIN}/#organization`, name: 'Dyffryn Aeron Vets', url: `${ORIGIN}/`, logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2022/03/dyffryn-aeron-vets-logo.png` }, sameAs: ['https://www.facebook.com/dyffrynaeronvets'] },
    ],
  });

  pages['/'] = page({
    path: '/',
    title: 'Mixed practice vets in Aberaeron & Lampeter',
    alternates: ALT('/', '/cy/'),
    jsonLd: [yoast('/', 'Dyffryn Aeron Vets – Mixed practice vets in Aberaeron & Lampeter', 'en-GB')],
    main: entry(
      'Your local farm and pet vets',
      `<p>We are an independent, vet-owned mixed practice with surgeries in Aberaeron and Lampeter, looking after dairy, beef and sheep farms across Ceredigion and the pets of the Aeron and Teifi valleys. Most of our team speak Welsh.</p>` +
        `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/farm/">Farm animal services</a></div><div class="wp-block-button"><a class="wp-block-button__link" href="/small-animals/">Register your pet</a></div></div>`,
      12,
    ),
  });

  pages['/small-animals'] = page({
    path: '/small-animals',
    title: 'Pets & Small Animals',
    alternates: { 'en-GB': '/small-animals/' },
    main: entry(
      'Pets & Small Animals',
      `<p>Consultations by appointment Monday to Saturday. Our Pet Health Club spreads the cost of vaccinations, flea and worm treatment and a six-monthly health check.</p><p>To register, call reception or fill in the form on our <a href="/contact/">contact page</a>.</p>`,
      48,
    ),
  });

  pages['/farm'] = page({
    path: '/farm',
    title: 'Farm Animal Services',
    alternates: ALT('/farm/', '/cy/anifeiliaid-fferm/'),
    main: entry(
      'Farm Animal Services',
      `<p>Our five farm vets offer routine fertility visits, herd health planning, Johne’s and BVD screening, lameness work, flock health clubs and all statutory TB testing for APHA across Ceredigion and north Carmarthenshire.</p>` +
        `<p>Bethan Morgan joined us in 2019 as Farm Office &amp; TB Testing Administrator; she books every routine, pre-movement and post-movement herd test, so please get in touch with her at ${mailto(`bethan@${HOST}`)} as soon as you have your APHA letter.</p>` +
        `<p>Calvings, lambings and emergencies out of hours are covered by our own farm vets on a rota led by Catrin Lloyd-Evans. Medicine orders and repeat prescriptions: ${mailto(`farm@${HOST}`)} – orders in by 11am are ready for collection the same afternoon.</p>`,
      51,
    ),
  });

  pages['/our-team'] = page({
    path: '/our-team',
    title: 'Meet the Team',
    alternates: ALT('/our-team/', '/cy/ein-tim/'),
    main: entry(
      'Meet the Team',
      `<p>Our vets, nurses and office team – many of them from farming families in the valley.</p><div class="wp-block-columns team-grid">${TEAM.map(teamCard).join('')}</div>`,
      42,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    alternates: ALT('/contact/', '/cy/cysylltu/'),
    main: entry(
      'Contact us',
      `<div class="wp-block-columns"><div class="wp-block-column"><h3>Aberaeron</h3><p>Heol y Farchnad, Aberaeron SA46 0AX<br>${tel('01545 555 0170')}</p></div><div class="wp-block-column"><h3>Lampeter</h3><p>Uned 4, Parc Busnes Pont Steffan, Lampeter SA48 7HH<br>${tel('01570 555 0171')}</p></div></div>` +
        `<p>Reception (appointments, registrations, accounts): ${mailto(`reception@${HOST}`)}</p>` +
        `<p>Out of hours for small animals we work with Vets Now in Aberystwyth (aberystwyth@vetsnow-partners.test, ${tel('01970 555 0133')}).</p>`,
      44,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', alternates: ALT('/privacy-policy/', '/cy/preifatrwydd/'), main: entry('Privacy policy', `<p>Dyffryn Aeron Vets Ltd is the controller of the personal data we hold about clients and their animals.</p>`, 3) });

  pages['/staff-area'] = page({
    path: '/staff-area',
    title: 'Staff area',
    main: entry('Staff area', `<p>Rota, CPD log and SOPs. Rota swaps must be agreed by the practice manager: ${mailto(`rota@${HOST}`)}.</p>`, 88),
  });

  // Cymraeg
  pages['/cy'] = page({
    path: '/cy',
    title: 'Milfeddygon fferm ac anifeiliaid anwes yn Aberaeron a Llanbed',
    lang: 'cy',
    alternates: ALT('/', '/cy/'),
    jsonLd: [yoast('/cy/', 'Milfeddygon Dyffryn Aeron', 'cy')],
    main: entry(
      'Eich milfeddygon lleol',
      `<p>Practis cymysg annibynnol ydym ni, yn eiddo i’r milfeddygon, gyda meddygfeydd yn Aberaeron a Llanbed. Rydym yn gofalu am ffermydd llaeth, bîff a defaid ar draws Ceredigion ac am anifeiliaid anwes Dyffryn Aeron a Dyffryn Teifi.</p>` +
        `<p><a href="/cy/ein-tim/">Dewch i gwrdd â’r tîm</a> · <a href="/cy/anifeiliaid-fferm/">Gwasanaethau fferm</a> · <a href="/cy/cysylltu/">Cysylltu â ni</a></p>`,
      212,
    ),
  });

  pages['/cy/anifeiliaid-fferm'] = page({
    path: '/cy/anifeiliaid-fferm',
    title: 'Anifeiliaid Fferm',
    lang: 'cy',
    alternates: ALT('/farm/', '/cy/anifeiliaid-fferm/'),
    main: entry('Gwasanaethau Anifeiliaid Fferm', `<p>Ymweliadau ffrwythlondeb, cynlluniau iechyd y fuches, profion TB i APHA, clybiau iechyd y ddiadell a gwaith cloffni. Ffoniwch y dderbynfa i drefnu ymweliad.</p>`, 251),
  });

  pages['/cy/ein-tim'] = page({
    path: '/cy/ein-tim',
    title: 'Ein Tîm',
    lang: 'cy',
    alternates: ALT('/our-team/', '/cy/ein-tim/'),
    main: entry(
      'Ein Tîm',
      `<p>Mae’r rhan fwyaf o’n tîm yn siarad Cymraeg. Dyma rai o’r bobl y byddwch yn eu cyfarfod ar y fferm ac yn y feddygfa.</p>` +
        `<p>Rhodri ap Gwilym BVSc MRCVS, Cyfarwyddwr Clinigol, ${mailto(`rhodri@${HOST}`)}</p>` +
        `<p>Dr Llinos Ffransis, Milfeddyg Ymgynghorol – Ffrwythlondeb Gwartheg a Defaid, ${mailto(`llinos@${HOST}`)}</p>` +
        `<p><strong>Rheolwr y Practis:</strong> Mared Tudur – ${mailto(`mared@${HOST}`)}</p>` +
        `<p>Mae Llinos wedi bod gyda ni ers 2021 ar ôl cwblhau doethuriaeth ym Mhrifysgol Aberystwyth ar iechyd atgenhedlu defaid.</p>`,
      242,
    ),
  });

  pages['/cy/cysylltu'] = page({
    path: '/cy/cysylltu',
    title: 'Cysylltu â ni',
    lang: 'cy',
    alternates: ALT('/contact/', '/cy/cysylltu/'),
    main: entry('Cysylltu â ni', `<p>Aberaeron: Heol y Farchnad, SA46 0AX, ${tel('01545 555 0170')}<br>Llanbed: Uned 4, Parc Busnes Pont Steffan, SA48 7HH, ${tel('01570 555 0171')}</p><p>Y dderbynfa: ${mailto(`reception@${HOST}`)}</p>`, 244),
  });

  pages['/cy/preifatrwydd'] = page({ path: '/cy/preifatrwydd', title: 'Polisi preifatrwydd', lang: 'cy', alternates: ALT('/privacy-policy/', '/cy/preifatrwydd/'), main: entry('Polisi preifatrwydd', `<p>Dyffryn Aeron Vets Ltd yw rheolydd y data personol sydd gennym.</p>`, 203) });

  const cyCases: CaseKind[] = ['hreflang', 'deep-page', 'link-non-english'];
  const vetCases = (v: Vet): CaseKind[] => {
    const base: CaseKind[] = ['card', 'post-nominal', v.how === 'plain' ? 'plain' : 'entities'];
    if (v.how === 'plain') base.push('microdata');
    if (v.local === 'rhodri') base.push('name-title-line');
    return base;
  };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /staff-area\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages: {
        ...pages,
        '/sitemap_index.xml': xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml'], '2025-04-02')),
        '/page-sitemap.xml': xmlPage(urlset(HOST, ['/', '/small-animals/', '/farm/', '/our-team/', '/contact/', '/privacy-policy/', '/cy/', '/cy/anifeiliaid-fferm/', '/cy/ein-tim/', '/cy/cysylltu/', '/cy/preifatrwydd/'], '2025-04-02')),
      },
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-108',
      languages: ['en', 'cy'],
      addresses: [
        { address: `reception@${HOST}`, name: null, title: null, pages: ['/contact', '/cy/cysylltu'], cases: ['role', 'plain'] },
        { address: `farm@${HOST}`, name: null, title: null, pages: ['/farm'], cases: ['role', 'neighbour', 'plain', 'link-english-unlisted'] },
        ...TEAM.map((v) => ({
          address: `${v.local}@${HOST}`,
          name: v.name,
          title: v.title,
          ...(v.local === 'rhodri' ? { titleAlternatives: ['Cyfarwyddwr Clinigol', 'Clinical Director'] } : {}),
          pages: v.local === 'rhodri' ? ['/our-team', '/cy/ein-tim'] : ['/our-team'],
          cases: vetCases(v),
        })),
        { address: `bethan@${HOST}`, name: 'Bethan Morgan', title: 'Farm Office & TB Testing Administrator', pages: ['/farm'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        {
          address: `llinos@${HOST}`,
          name: 'Llinos Ffransis',
          title: 'Milfeddyg Ymgynghorol – Ffrwythlondeb Gwartheg a Defaid',
          titleAlternatives: ['Milfeddyg Ymgynghorol'],
          pages: ['/cy/ein-tim'],
          cases: ['name-title-line', 'honorific', 'plain', ...cyCases],
        },
        { address: `mared@${HOST}`, name: 'Mared Tudur', title: 'Rheolwr y Practis', pages: ['/cy/ein-tim'], cases: ['title-name-line', 'plain', ...cyCases] },
      ],
      pattern: '{first}',
      disallowed: ['/staff-area'],
      nonAddresses: [
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: 'dyffryn-aeron-vets-logo@2x.png', kind: 'retina' },
        { text: 'aberystwyth@vetsnow-partners.test', kind: 'other-company' },
      ],
    },
  };
}
