/**
 * Celler Cooperatiu de Montvert: a wine cooperative in the Garrigues (Lleida) on Wix, in Catalan
 * with a Spanish version that the Catalan pages name only through hreflang alternates (Wix
 * Multilingual). The governing board and staff as Wix repeater cards in both languages (the
 * Spanish page with "Sr." and "Sra."), the vineyard technician in a harvest blog post that only
 * the blog's child sitemap lists, the wine-tourism mailbox as the Winery's contactPoint in
 * "mailto:" form, and the shop address reversed by a custom-code embed. A carrier's address, an
 * old address in the embed's comment and the members' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cellermontvert.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/qui-som', 'Qui som'],
    ['/vins', 'Els nostres vins'],
    ['/enoturisme', 'Enoturisme'],
    ['/contacte', 'Contacte'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/quienes-somos', 'Quiénes somos'],
    ['/es/vinos', 'Nuestros vinos'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Celler Cooperatiu de Montvert',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="6f1c2a94-3b7e-4d0a-9c55-2e8b1f4d7a10">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="a3d9e210-77b4-4f2c-8e61-0c5b9d2f4e88">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_bootstrap.a1b2c3d4.min.css">',
    `<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/9a7c3e_4f2b8d1c6e0a4b7f9c3d5e8a1b2c4d6f~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/favicon.png" type="image/png">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('es') ? 'es' : 'ca';
    return (
      `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div id="comp-lk3a9x1h" class="KaEeLN"><a href="${lang === 'es' ? '/es' : '/'}" class="j7pOnl"><img src="https://static.wixstatic.com/media/9a7c3e_b41d0c2e~mv2.png/v1/fill/w_160,h_64,al_c,q_85/logo-montvert.png" alt="Celler Montvert" width="160" height="64"></a></div>` +
      `<nav id="comp-lk3a9x2p" class="StylableHorizontalMenu3372578893__root" aria-label="Lloc"><ul class="StylableHorizontalMenu3372578893__menu">${MENU[lang]!.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${h}" class="wixui-horizontal-menu__item-label"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav></div></header><main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES">`
    );
  },
  footer: (p) =>
    `</div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer"><div id="comp-lk3b0f7e" class="HcOXKn c9GqVL QxJLC3 wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">Celler Cooperatiu de Montvert SCCL · Carrer del Sindicat, 2 · 25457 Montvert (les Garrigues) · ${tel('973 17 42 08')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p class="font_8 wixui-rich-text__text"><a href="/politica-de-privacitat">${p.lang.startsWith('es') ? 'Política de privacidad' : 'Política de privacitat'}</a> · <a href="/socis">Àrea de socis</a></p></div></footer></div></div></div></div>`,
  privacyPath: { ca: '/politica-de-privacitat', es: '/politica-de-privacitat' },
  bodyEnd: [
    '<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.3f8c1a2b.bundle.min.js" async></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });

const rich = (id: string, html: string): string => `<section id="comp-${id}" class="wixui-section"><div data-testid="richTextElement" class="HcOXKn c9GqVL QxJLC3 wixui-rich-text">${html}</div></section>`;

type Person = { ca: string; name: string; esShown: string; titleCa: string; titleEs: string; local: string; photo: string };
const BOARD: Person[] = [
  { ca: 'Josep Vidal i Pujol', esShown: 'Sr. Josep Vidal i Pujol', name: 'Josep Vidal i Pujol', titleCa: 'President del Consell Rector', titleEs: 'Presidente del Consejo Rector', local: 'josep', photo: 'b41d0c_9e1f' },
  { ca: 'Montserrat Ribas', esShown: 'Sra. Montserrat Ribas', name: 'Montserrat Ribas', titleCa: 'Gerent', titleEs: 'Gerente', local: 'montserrat', photo: 'b41d0c_2a7c' },
  { ca: 'Jordi Casals', esShown: 'Jordi Casals', name: 'Jordi Casals', titleCa: 'Enòleg', titleEs: 'Enólogo', local: 'jordi', photo: 'b41d0c_5d3e' },
  { ca: 'Núria Ferrer', esShown: 'Núria Ferrer', name: 'Núria Ferrer', titleCa: "Responsable d'enoturisme", titleEs: 'Responsable de enoturismo', local: 'nuria', photo: 'b41d0c_8b0a' },
  { ca: 'Pere Sabaté', esShown: 'Pere Sabaté', name: 'Pere Sabaté', titleCa: 'Cap de celler', titleEs: 'Jefe de bodega', local: 'pere', photo: 'b41d0c_1c6f' },
  { ca: 'Marta Queralt', esShown: 'Marta Queralt', name: 'Marta Queralt', titleCa: 'Administració i atenció als socis', titleEs: 'Administración y atención a los socios', local: 'marta', photo: 'b41d0c_7e42' },
];

const repeater = (lang: 'ca' | 'es'): string =>
  `<div id="comp-lk4r2e1x" class="wixui-repeater" role="list">` +
  BOARD.map(
    (p, i) =>
      `<div id="comp-lk4r2e3b__item-${i}" class="wixui-repeater__item" role="listitem"><div class="wixui-image"><img src="https://static.wixstatic.com/media/${p.photo}~mv2.jpg/v1/fill/w_300,h_300,al_c,q_80/${p.local}.jpg" alt="${esc(p.name)}" width="300" height="300"></div>` +
      `<div data-testid="richTextElement" class="wixui-rich-text"><h4 class="font_4 wixui-rich-text__text">${esc(lang === 'ca' ? p.ca : p.esShown)}</h4><p class="font_8 wixui-rich-text__text">${esc(lang === 'ca' ? p.titleCa : p.titleEs)}</p><p class="font_8 wixui-rich-text__text">${mailto(`${p.local}@${HOST}`)}</p></div></div>`,
  ).join('') +
  `</div>`;

const SHOP = reversed(`botiga@${HOST}`);

const ALT_HOME = { ca: '/', es: '/es', 'x-default': '/' };
const ALT_TEAM = { ca: '/qui-som', es: '/es/quienes-somos' };

export function cellerMontvert(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Inici',
    alternates: ALT_HOME,
    description: 'Celler Cooperatiu de Montvert, DO Costers del Segre: vins i oli de les Garrigues des de 1919.',
    main: rich('lk5a0b1c', `<h1 class="font_0">Vins de les Garrigues des de 1919</h1><p class="font_8">Som 142 famílies pageses que treballem 380 hectàrees de vinya i 600 d'oliverar. Elaborem vins DO Costers del Segre i oli d'oliva verge extra DOP Les Garrigues.</p><p class="font_8"><a href="/vins">Descobreix els nostres vins</a> · <a href="/blog">Notícies del celler</a></p>`),
  });

  pages['/qui-som'] = page({ path: '/qui-som', title: 'Qui som', alternates: ALT_TEAM, main: rich('lk5a0c2d', `<h1 class="font_0">Qui som</h1><p class="font_8">El Consell Rector i l'equip del celler.</p>`) + repeater('ca') });

  pages['/vins'] = page({
    path: '/vins',
    title: 'Els nostres vins',
    main: rich(
      'lk5a0d3e',
      `<h1 class="font_0">Els nostres vins</h1><ul class="font_8"><li>Montvert Blanc 2024 – Macabeu i Garnatxa blanca</li><li>Montvert Negre 2022 – Ull de llebre i Garnatxa</li><li>Pedra Seca 2020 – Garnatxa de vinyes velles</li></ul><p class="font_8">Enviaments a tot Catalunya amb Transports Garrigues (incidències: incidencies@transportsgarrigues.test).</p>`,
    ),
  });

  pages['/enoturisme'] = page({
    path: '/enoturisme',
    title: 'Enoturisme',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Winery',
        name: 'Celler Cooperatiu de Montvert',
        url: `${ORIGIN}/`,
        telephone: '+34 973 17 42 08',
        address: { '@type': 'PostalAddress', streetAddress: 'Carrer del Sindicat, 2', postalCode: '25457', addressLocality: 'Montvert', addressRegion: 'Lleida', addressCountry: 'ES' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: `mailto:enoturisme@${HOST}`, availableLanguage: ['ca', 'es', 'en', 'fr'] },
      },
    ],
    main: rich(
      'lk5a0e4f',
      `<h1 class="font_0">Enoturisme</h1><p class="font_8">Visita guiada al celler modernista de 1919, obra de l'escola de Cèsar Martinell, amb tast de tres vins i oli: 12 € per persona. Dissabtes i diumenges a les 11 h.</p><p class="font_8">Reserves: ${mailto(`enoturisme@${HOST}`)} o ${tel('673 20 41 96')}</p>`,
    ),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main:
      rich('lk5a0f5a', `<h1 class="font_0">Contacte</h1><p class="font_8">Carrer del Sindicat, 2 · 25457 Montvert<br>Botiga: de dilluns a dissabte, de 9 a 13 h i de 16 a 19 h<br>Telèfon ${tel('973 17 42 08')}</p>`) +
      `<div id="comp-lk5a1g6b" class="wixui-html-component"><!-- abans: celler.montvert@${HOST} --><p>Comandes de la botiga: <span id="bt"></span></p><script>var e = '${SHOP}'; document.getElementById('bt').textContent = e.split('').reverse().join('');</script></div>`,
  });

  pages['/blog'] = page({ path: '/blog', title: 'Notícies', main: rich('lk5b0a1a', `<h1 class="font_0">Notícies</h1><p class="font_8">Fira de l'Oli de les Garrigues: us esperem a l'estand 14!</p>`) });

  pages['/post/verema-2024-la-mes-curta'] = page({
    path: '/post/verema-2024-la-mes-curta',
    title: 'Verema 2024: la més curta que recordem',
    main: rich(
      'lk5b1c2d',
      `<article><h1 class="font_0">Verema 2024: la més curta que recordem</h1><p class="font_8">La sequera ha reduït la collita gairebé un 40 %. Els socis han entrat 1,9 milions de quilos de raïm en només dinou dies.</p><p class="font_8">El seguiment de maduració parcel·la per parcel·la l'ha fet Laia Serra, la nostra tècnica de camp; si sou socis i voleu les dades de la vostra finca, escriviu-li a ${mailto(`laia@${HOST}`)}.</p></article>`,
    ),
  });

  pages['/es'] = page({ path: '/es', title: 'Inicio', lang: 'es', alternates: ALT_HOME, main: rich('lk6a0b1c', `<h1 class="font_0">Vinos de Les Garrigues desde 1919</h1><p class="font_8">Somos 142 familias de payeses. <a href="/es/quienes-somos">Conózcanos</a>.</p>`) });
  pages['/es/quienes-somos'] = page({ path: '/es/quienes-somos', title: 'Quiénes somos', lang: 'es', alternates: ALT_TEAM, main: rich('lk6a0c2d', `<h1 class="font_0">Quiénes somos</h1><p class="font_8">El Consejo Rector y el equipo de la bodega.</p>`) + repeater('es') });
  pages['/es/vinos'] = page({ path: '/es/vinos', title: 'Nuestros vinos', lang: 'es', main: rich('lk6a0d3e', `<h1 class="font_0">Nuestros vinos</h1><p class="font_8">Blanco, tinto y Pedra Seca de garnacha de viñas viejas.</p>`) });

  pages['/politica-de-privacitat'] = page({ path: '/politica-de-privacitat', title: 'Política de privacitat', main: rich('lk7a', `<h1 class="font_0">Política de privacitat</h1><p class="font_8">Responsable: Celler Cooperatiu de Montvert SCCL, NIF F25014772.</p>`) });
  pages['/socis'] = page({ path: '/socis', title: 'Àrea de socis', main: rich('lk7b', `<h1 class="font_0">Àrea de socis</h1><p class="font_8">Liquidacions de la verema i convocatòries d'assemblea. Accés: ${mailto(`socis@${HOST}`)}</p>`) });

  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-01-08'));
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/qui-som', '/vins', '/enoturisme', '/contacte', '/blog', '/es', '/es/quienes-somos', '/es/vinos'], '2025-01-08'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/verema-2024-la-mes-curta'], '2024-10-21'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# By default, Wix sites use the following restrictions for bots.\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /socis\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1718021458.4271893012645119801', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-58',
      languages: ['ca', 'es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        ...BOARD.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.titleCa,
          titleAlternatives: [p.titleEs],
          pages: ['/qui-som', '/es/quienes-somos'],
          cases: ['card', 'plain', 'link-non-english', ...(p.esShown.startsWith('Sr') ? (['honorific'] as CaseKind[]) : [])] as CaseKind[],
        })),
        { address: `laia@${HOST}`, name: 'Laia Serra', title: 'tècnica de camp', pages: ['/post/verema-2024-la-mes-curta'], cases: ['sitemap-index', 'prose', 'plain'] },
        { address: `enoturisme@${HOST}`, name: null, title: null, pages: ['/enoturisme'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto', 'link-non-english'] },
        { address: `botiga@${HOST}`, name: null, title: null, pages: ['/contacte'], encoded: { kind: 'reversed', text: SHOP }, cases: ['role', 'script-reversed', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/socis'],
      nonAddresses: [
        { text: `celler.montvert@${HOST}`, kind: 'comment' },
        { text: `socis@${HOST}`, kind: 'disallowed' },
        { text: 'incidencies@transportsgarrigues.test', kind: 'other-company' },
        { text: 'react@18.2.0', kind: 'package' },
      ],
    },
  };
}
