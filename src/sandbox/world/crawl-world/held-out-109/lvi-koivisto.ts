/**
 * LVI-Koivisto Oy: a plumbing and heating contractor in Vaasa, on WordPress with the Astra theme,
 * Polylang (Finnish, with a Swedish section reached only through the hreflang alternates) and Yoast
 * SEO (a sitemap index whose post sitemap alone lists a job ad). The staff table on the contact page
 * is run through the Email Address Encoder plugin (character references); the bookkeeper written
 * "Title: Name" with the Finnish "(at)"; the Swedish home's service fitter as a card, the Swedish
 * contact page two hops from home as a "Name, title" line. A retired founder's address in an HTML
 * comment, the wholesaler's address and the customer portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lvi-koivisto-vaasa.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  fi: [
    ['/', 'Etusivu'],
    ['/palvelut', 'Palvelut'],
    ['/referenssit', 'Referenssit'],
    ['/yhteystiedot', 'Yhteystiedot'],
  ],
  sv: [
    ['/sv', 'Start'],
    ['/sv/kontakt', 'Kontakta oss'],
    ['/', 'Suomeksi'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'LVI-Koivisto Oy',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<!-- This site is optimized with the Yoast SEO plugin v22.7 - https://yoast.com/wordpress/plugins/seo/ -->',
    `<link rel='stylesheet' id='astra-theme-css-css' href='${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14' media='all' />`,
    `<link rel='stylesheet' id='wp-block-library-css' href='${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: (p) => {
    const lang = p.lang === 'sv' ? 'sv' : 'fi';
    return (
      `<div class="hfeed site" id="page"><a class="skip-link screen-reader-text" href="#content">${lang === 'sv' ? 'Hoppa till innehåll' : 'Siirry sisältöön'}</a>` +
      `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead">` +
      `<div id="ast-desktop-header"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container">` +
      `<div class="site-branding ast-site-identity"><span class="site-logo-img"><a href="${lang === 'sv' ? '/sv' : '/'}" class="custom-logo-link" rel="home"><img width="220" height="64" src="${ORIGIN}/wp-content/uploads/2022/03/lvi-koivisto-logo.png" class="custom-logo" alt="LVI-Koivisto Oy"></a></span></div>` +
      `<nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">` +
      MENU[lang]!.map(([h, l], i) => `<li id="menu-item-${101 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${101 + i}"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('') +
      `</ul></div></nav></div></div></div></div></header><div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary">`
    );
  },
  footer: (p) =>
    `</div></div></div><footer class="site-footer" id="colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">` +
    `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item" data-section="sidebar-widgets-footer-widget-1"><section id="block-7" class="widget widget_block"><p><strong>LVI-Koivisto Oy</strong><br>Vähäkyröntie 41, 65380 Vaasa<br>${tel('+358 6 321 4470')}<br>${mailto(`info@${HOST}`)}</p></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area"><section id="block-8" class="widget widget_block"><p>${p.lang === 'sv' ? 'Jour vardagar 7–21' : 'Päivystys arkisin 7–21'}<br>Y-tunnus 0912345-6</p><p><a href="/tietosuoja">Tietosuojaseloste</a> · <a href="/asiakasportaali">Asiakasportaali</a></p></section></aside></div>` +
    `</div></div></div><div class="ast-small-footer"><div class="ast-footer-copyright"><p>Copyright © 2025 LVI-Koivisto Oy | Powered by Astra WordPress Theme</p></div></div></footer></div>`,
  privacyPath: { fi: '/tietosuoja', sv: '/tietosuoja' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const article = (id: number, title: string, html: string): string =>
  `<main id="main" class="site-main"><article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}"><header class="entry-header ast-no-thumbnail"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content clear" data-ast-blocks-layout="true">${html}</div></article></main>`;

/** Email Address Encoder: the address as character references in the link and in its text. */
const encoded = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

type Row = { name: string; title: string; local: string; phone: string };
const STAFF: Row[] = [
  { name: 'Jari Koivisto', title: 'toimitusjohtaja', local: 'jari.koivisto', phone: '+358 40 551 2201' },
  { name: 'Mikko Laine', title: 'työnjohtaja, putkiasennukset', local: 'mikko.laine', phone: '+358 40 551 2204' },
  { name: 'Timo Heikkilä', title: 'huoltopäällikkö', local: 'timo.heikkila', phone: '+358 40 551 2207' },
  { name: 'Sanna Virtanen', title: 'toimistopäällikkö', local: 'sanna.virtanen', phone: '+358 6 321 4471' },
];

const ALTERNATES = { fi: '/', sv: '/sv', 'x-default': '/' };

export function lviKoivisto(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Putkityöt ja lämmitys Vaasassa',
    alternates: ALTERNATES,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'LVI-Koivisto Oy', inLanguage: 'fi', publisher: { '@id': `${ORIGIN}/#organization` } },
          {
            '@type': 'Organization',
            '@id': `${ORIGIN}/#organization`,
            name: 'LVI-Koivisto Oy',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2022/03/lvi-koivisto-logo.png` },
            contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: `asiakaspalvelu@${HOST}`, telephone: '+358 6 321 4470', availableLanguage: ['Finnish', 'Swedish'] }],
          },
        ],
      },
    ],
    main: article(
      7,
      'Putkityöt ja lämmitys Vaasassa',
      `<p>Olemme vaasalainen LVI-alan perheyritys vuodesta 1987. Teemme putkiremontit, lämpöpumppuasennukset, vesikiertoisen lattialämmityksen ja huollot omakotitaloihin, taloyhtiöihin ja yrityksille koko Pohjanmaan alueella.</p>` +
        `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/palvelut">Tutustu palveluihin</a></div><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/yhteystiedot">Pyydä tarjous</a></div></div>` +
        `<h2 class="wp-block-heading">Huoltopyynnöt</h2><p>Vuotava hana tai kylmä patteri? Jätä huoltopyyntö sähköpostilla ${mailto(`asiakaspalvelu@${HOST}`)} tai soita ${tel('+358 6 321 4470')}. Kotitalousvähennys koskee myös meidän työtämme.</p>`,
    ),
  });

  pages['/palvelut'] = page({
    path: '/palvelut',
    title: 'Palvelut',
    main: article(
      9,
      'Palvelut',
      `<ul class="wp-block-list"><li>Linjasaneeraukset ja kylpyhuoneremontit</li><li>Maalämpö- ja ilma-vesilämpöpumput</li><li>Vesikiertoinen lattialämmitys</li><li>Kiinteistöjen LVI-huolto ja päivystys</li></ul>` +
        `<p>Toimimme NIBE- ja Oras-valtuutettuna asentajana. Laitetilaukset ja varaosat hoituvat tukkuliikkeemme kautta (Pohjanmaan LVI-Tukku, tilaukset@pohjanmaan-lvi-tukku.test).</p>`,
    ),
  });

  pages['/referenssit'] = page({
    path: '/referenssit',
    title: 'Referenssit',
    main: article(11, 'Referenssit', `<p>As Oy Vaasan Hovioikeudenpuistikko 14: linjasaneeraus, 42 asuntoa (2023).</p><p>Mustasaaren seurakuntakeskus: maalämpöjärjestelmä 120 kW (2024).</p>`),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: article(
      13,
      'Yhteystiedot',
      `<p>LVI-Koivisto Oy<br>Vähäkyröntie 41, 65380 Vaasa<br>Toimisto avoinna ma–pe 7.30–16.00</p>` +
        `<figure class="wp-block-table is-style-stripes"><table><thead><tr><th>Nimi</th><th>Tehtävä</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tbody>` +
        STAFF.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${encoded(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table></figure>` +
        `<!-- Seppo Koivisto jäi eläkkeelle 3/2023, poistettu taulukosta: seppo.koivisto@${HOST} -->` +
        `<p>Laskut ja reskontra<br>Kirjanpitäjä: Päivi Rantanen, paivi.rantanen(at)${HOST.replace('.test', '(dot)test')}</p>` +
        `<p>Sähköpostiosoitteemme ovat muotoa etunimi.sukunimi@lvi-koivisto-vaasa.test.</p>`,
    ),
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: article(3, 'Tietosuojaseloste', `<p>Rekisterinpitäjä on LVI-Koivisto Oy. Asiakasrekisterin tietoja käytetään vain tilausten ja huoltojen hoitamiseen.</p>`) });

  pages['/asiakasportaali'] = page({
    path: '/asiakasportaali',
    title: 'Asiakasportaali',
    main: article(15, 'Asiakasportaali', `<p>Taloyhtiöasiakkaiden huoltokirja. Tunnusongelmissa ota yhteyttä: ${mailto(`huoltokirja@${HOST}`)}</p>`),
  });

  pages['/avoimet-tyopaikat/putkiasentaja-vaasa'] = page({
    path: '/avoimet-tyopaikat/putkiasentaja-vaasa',
    title: 'Haemme putkiasentajaa Vaasaan',
    main: article(
      214,
      'Haemme putkiasentajaa Vaasaan',
      `<p>Haemme vakituiseen työsuhteeseen kokenutta putkiasentajaa saneeraus- ja huoltotöihin. Edellytämme LVI-alan perustutkintoa tai vastaavaa kokemusta sekä B-ajokorttia; ruotsin kielen taito on eduksi.</p>` +
        `<p>Tarjoamme kilpailukykyisen palkan, oman pakettiauton ja hyvän työporukan. Lisätietoja tehtävästä antaa HR-asiantuntija Katja Nieminen, jolle voit lähettää myös hakemuksesi osoitteeseen ${mailto(`katja.nieminen@${HOST}`)} 31.5.2025 mennessä.</p>`,
    ),
  });

  pages['/sv'] = page({
    path: '/sv',
    title: 'Rörarbeten och värme i Vasa',
    lang: 'sv',
    alternates: ALTERNATES,
    main: article(
      8,
      'Rörarbeten och värme i Vasa',
      `<p>Vi är ett familjeföretag inom VVS-branschen i Vasa sedan 1987. Vi betjänar gärna på svenska i hela Österbotten.</p>` +
        `<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="${ORIGIN}/wp-content/uploads/2023/09/anders-holm.jpg" alt="Anders Holm" width="400" height="400"></figure><div class="wp-block-media-text__content"><h3 class="wp-block-heading">Anders Holm</h3><p class="has-small-font-size">servicemontör</p><p>${mailto(`anders.holm@${HOST}`)}<br>${tel('+358 40 551 2210')}</p></div></div>` +
        `<p><a href="/sv/kontakt">Kontakta oss</a></p>`,
    ),
  });

  pages['/sv/kontakt'] = page({
    path: '/sv/kontakt',
    title: 'Kontakta oss',
    lang: 'sv',
    main: article(
      16,
      'Kontakta oss',
      `<p>LVI-Koivisto Oy, Vähäkyrövägen 41, 65380 Vasa · ${tel('+358 6 321 4470')} · ${mailto(`info@${HOST}`)}</p>` +
        `<p>Ulrika Sjöberg, projektkoordinator, ${mailto(`ulrika.sjoberg@${HOST}`)}</p>`,
    ),
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-04-22'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/palvelut', '/referenssit', '/yhteystiedot', '/tietosuoja', '/sv', '/sv/kontakt'], '2025-04-22'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/avoimet-tyopaikat/putkiasentaja-vaasa'], '2025-04-22'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /asiakasportaali\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'Apache', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-109',
      languages: ['fi', 'sv'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/sv/kontakt'], cases: ['role', 'plain'] },
        { address: `asiakaspalvelu@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...STAFF.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          ...(r.local === 'mikko.laine' ? { titleAlternatives: ['työnjohtaja'] } : {}),
          pages: ['/yhteystiedot'],
          cases: ['table', 'entities', ln] as CaseKind[],
        })),
        { address: `paivi.rantanen@${HOST}`, name: 'Päivi Rantanen', title: 'Kirjanpitäjä', pages: ['/yhteystiedot'], cases: ['title-name-line', 'obfuscated', ln] },
        { address: `anders.holm@${HOST}`, name: 'Anders Holm', title: 'servicemontör', pages: ['/sv'], cases: ['hreflang', 'card', 'plain'] },
        { address: `ulrika.sjoberg@${HOST}`, name: 'Ulrika Sjöberg', title: 'projektkoordinator', pages: ['/sv/kontakt'], cases: ['name-title-line', 'deep-page', 'plain', ln] },
        { address: `katja.nieminen@${HOST}`, name: 'Katja Nieminen', title: 'HR-asiantuntija', pages: ['/avoimet-tyopaikat/putkiasentaja-vaasa'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: 'etunimi.sukunimi@lvi-koivisto-vaasa.test' },
      disallowed: ['/asiakasportaali'],
      nonAddresses: [
        { text: `seppo.koivisto@${HOST}`, kind: 'comment' },
        { text: `huoltokirja@${HOST}`, kind: 'disallowed' },
        { text: 'tilaukset@pohjanmaan-lvi-tukku.test', kind: 'other-company' },
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
      ],
    },
  };
}
