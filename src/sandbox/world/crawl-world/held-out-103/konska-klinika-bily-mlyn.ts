/**
 * Veterinární klinika pro koně Bílý Mlýn: an equine hospital near Brtnice (Vysočina), built with
 * Wix, Czech only, addresses by family name alone (malina@…). The team is a Wix repeater of cards
 * whose names carry "MVDr." and post-nominals (Ph.D., Dipl. ECVS, Dipl. ECEIM, DiS.); the contact
 * page has the clinic's economist in a label line; the clinic's general mailbox stands only in the
 * VeterinaryCare JSON-LD of the home page; a blog post on colic, whose author signs off with his
 * address, is listed only in the blog-posts child of the sitemap index (the blog is off the menu).
 * The client zone with lab results is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'konskaklinika-bilymlyn.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['', 'Úvod'],
  ['/o-klinice', 'O klinice'],
  ['/nas-tym', 'Náš tým'],
  ['/sluzby', 'Služby'],
  ['/pohotovost', 'Pohotovost 24/7'],
  ['/kontakt', 'Kontakt'],
];

/** A Wix rich-text element. */
const rich = (id: string, html: string): string => `<div id="comp-${id}" class="HcOXKn SxM0TO QxJLC3 comp-${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const p = (html: string, font = 'font_8'): string => `<p class="${font} wixui-rich-text__text"><span class="wixui-rich-text__text">${html}</span></p>`;
const h = (level: number, text: string): string => `<h${level} class="font_${level} wixui-rich-text__text">${esc(text)}</h${level}>`;
const wixMail = (address: string): string =>
  `<a href="mailto:${address}" target="_self" class="wixui-rich-text__text"><span style="text-decoration:underline;" class="wixui-rich-text__text">${address}</span></a>`;

/** A Wix section with one column. */
const section = (id: string, inner: string): string =>
  `<section id="comp-${id}" tabindex="-1" class="xuzjBY comp-${id} wixui-section"><div id="bgLayers_comp-${id}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div>` +
  `<div data-testid="columns" class="V5AUxf"><div id="comp-${id}c" class="comp-${id}c YzqVVZ wixui-column-strip__column"><div data-mesh-id="comp-${id}cinlineContent" data-testid="inline-content" class=""><div data-mesh-id="comp-${id}cinlineContent-gridContainer" data-testid="mesh-container-content">${inner}</div></div></div></div></section>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Klinika pro koně Bílý Mlýn',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="4d7c2a91-0b3e-4f6a-9c15-2e8b7d3f1a60">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="a81f3c2e-5d4b-4e7a-8f09-6c1d2b3e4f5a">',
    '<meta name="format-detection" content="telephone=no">',
    '<meta name="skype_toolbar" content="skype_toolbar_parser_compatible">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/9c1f4e_2b7a0c5d8e3f4a1b9c6d0e2f7a8b3c4d~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/9c1f4e_2b7a0c5d8e3f4a1b9c6d0e2f7a8b3c4d~mv2.png" type="image/png">',
    '<script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"4d7c2a91-0b3e-4f6a-9c15-2e8b7d3f1a60","isResponsive":false,"siteDisplayName":"Klinika Bílý Mlýn"},"language":{"userLanguage":"cs","siteLanguage":"cs"},"fleetConfig":{"fleetName":"thunderbolt-renderer-gradual","type":"Rollout","code":1}};</script>',
  ],
  header: (spec) =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-layout">` +
    `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBgCenter"></div></div><div class="U4Bvut"><div class="G5K6X8"></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class="">` +
    `<div id="comp-lqz1k0a2" class="MazNVa comp-lqz1k0a2 wixui-image"><a data-testid="linkElement" href="${ORIGIN}" class="j7pOnl"><img src="https://static.wixstatic.com/media/9c1f4e_6b2e0a7d1c4f4e8b~mv2.png/v1/fill/w_188,h_64,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/logo-bily-mlyn.png" alt="Klinika pro koně Bílý Mlýn" style="width:188px;height:64px;object-fit:cover" width="188" height="64"></a></div>` +
    `<wix-dropdown-menu id="comp-lqz1k0b7" class="XwCBRN NHM1d1 comp-lqz1k0b7 wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" data-stretch-buttons-to-menu-width="true" data-same-width-buttons="false" data-num-items="${MENU.length}" data-dropalign="center"><nav class="R_TAzU" id="comp-lqz1k0b7navContainer" aria-label="Web"><ul class="y7qwii" id="comp-lqz1k0b7itemsContainer" style="text-align:center" data-marginallchildren="true">` +
    MENU.map(
      ([href, label], i) =>
        `<li id="comp-lqz1k0b7${i}" class="wixui-dropdown-menu__item xRyCqz" data-direction="ltr" data-listposition="${i === 0 ? 'left' : i === MENU.length - 1 ? 'right' : 'center'}" data-state="menu ${(href || '/') === spec.path ? 'selected' : 'idle'} link notMobile"><a data-testid="linkElement" href="${ORIGIN}${href}" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="zKbzSQ" style="line-height:50px">${esc(label)}</p></div></div></a></li>`,
    ).join('') +
    `</ul></nav></wix-dropdown-menu></div></div></div></header><main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div class="JsJXaX">`,
  footer: () =>
    `</div></div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class="">` +
    rich(
      'lqz1m3d0',
      p('<span style="font-weight:bold;" class="wixui-rich-text__text">Veterinární klinika pro koně Bílý Mlýn s.r.o.</span>', 'font_9') +
        p('Bílý Mlýn 212, 588 32 Brtnice · IČO 27716941 · zapsáno u Krajského soudu v Brně, C 56120', 'font_9') +
        p(`Objednávky: ${tel('+420 567 212 441')} · Pohotovost 24/7: ${tel('+420 567 212 440')} · ${wixMail(at('recepce'))}`, 'font_9'),
    ) +
    rich('lqz1m3e4', p(`<a href="${ORIGIN}/ochrana-osobnich-udaju" target="_self" class="wixui-rich-text__text">Ochrana osobních údajů</a> · <a href="${ORIGIN}/klientska-zona" target="_self" class="wixui-rich-text__text">Klientská zóna – výsledky vyšetření</a> · © 2025 Klinika Bílý Mlýn`, 'font_9')) +
    `</div></div></div></footer></div></div></div></div>`,
  bodyEnd: [
    `<div id="consent-banner-root" data-hook="consent-banner-root"><div class="consent-banner" data-hook="ccsu-banner-wrapper" role="region" aria-label="Cookies"><div data-hook="ccsu-banner-text"><span>Tento web používá soubory cookie, abychom vám mohli poskytnout co nejlepší zážitek. Podrobnosti najdete v </span><a href="${ORIGIN}/ochrana-osobnich-udaju" data-hook="ccsu-banner-policy-link">Zásadách ochrany osobních údajů</a>.</div><button type="button" data-hook="consent-banner-settings-button">Nastavení</button><button type="button" data-hook="consent-banner-decline-button">Odmítnout</button><button type="button" data-hook="consent-banner-apply-button">Přijmout</button></div></div>`,
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.c1a3e2f8.bundle.min.js" async></script>',
    '<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js" defer></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });

type Vet = { shown: string; name: string; title: string; local: string; focus: string; cases: CaseKind[] };
const TEAM: Vet[] = [
  { shown: 'MVDr. Ondřej Malina, Ph.D., Dipl. ECVS', name: 'Ondřej Malina', title: 'zakladatel a vedoucí lékař, chirurgie a ortopedie', local: 'malina', focus: 'Artroskopie, kolikové operace, zlomeniny.', cases: ['honorific', 'post-nominal'] },
  { shown: 'MVDr. Kateřina Šťastná, Dipl. ECEIM', name: 'Kateřina Šťastná', title: 'lékařka – interní medicína a reprodukce klisen', local: 'stastna', focus: 'Inseminace, gynekologie, neonatologie.', cases: ['honorific', 'post-nominal'] },
  { shown: 'MVDr. Lukáš Hrubý', name: 'Lukáš Hrubý', title: 'terénní praxe a stomatologie koní (Vysočina, Jihomoravský kraj)', local: 'hruby', focus: 'Výjezdy do stájí, zubní péče, předkupní vyšetření.', cases: ['honorific'] },
  { shown: 'MVDr. Barbora Vlčková', name: 'Barbora Vlčková', title: 'lékařka – anesteziologie a intenzivní péče o hříbata', local: 'vlckova', focus: 'Celková anestezie, JIP pro hříbata.', cases: ['honorific'] },
  { shown: 'Jitka Šimková, DiS.', name: 'Jitka Šimková', title: 'vrchní veterinární sestra', local: 'simkova', focus: 'Hospitalizace, ošetřovatelská péče, objednávky krmiv.', cases: ['post-nominal'] },
  { shown: 'Roman Kubát', name: 'Roman Kubát', title: 'podkovář – ortopedické a terapeutické podkování', local: 'kubat', focus: 'Ortopedické podkovy, kopytní kosmetika po operacích.', cases: [] },
];

const card = (v: Vet, i: number): string => {
  const item = `item-${(0x1a2b3c + i * 977).toString(36)}`;
  return (
    `<div role="listitem" class="vkIF2p wixui-repeater__item" id="comp-lr2m8x0a__${item}"><div data-mesh-id="comp-lr2m8x0a__${item}inlineContent" data-testid="inline-content" class=""><div data-testid="mesh-container-content">` +
    `<div id="comp-lr2m8x0f__${item}" class="MazNVa wixui-image"><img src="https://static.wixstatic.com/media/9c1f4e_${(0x5f3a + i * 131).toString(16)}c2d~mv2.jpg/v1/fill/w_280,h_340,al_c,q_80,enc_auto/${v.local}.jpg" alt="${esc(v.shown)}" width="280" height="340"></div>` +
    rich(`lr2m8x0h__${item}`, `<h5 class="font_5 wixui-rich-text__text">${esc(v.shown)}</h5>`) +
    rich(`lr2m8x0j__${item}`, p(esc(v.title))) +
    rich(`lr2m8x0k__${item}`, p(esc(v.focus), 'font_9')) +
    rich(`lr2m8x0m__${item}`, p(wixMail(at(v.local)), 'font_9')) +
    `</div></div></div>`
  );
};

export function konskaKlinikaBilyMlyn(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Specializovaná klinika pro koně na Vysočině',
    description: 'Nepřetržitá pohotovost, chirurgie, interna, reprodukce a terénní praxe pro koně na Vysočině a jižní Moravě.',
    jsonLd: [
      {
        '@context': 'https://schema.org/',
        '@type': 'VeterinaryCare',
        name: 'Veterinární klinika pro koně Bílý Mlýn',
        url: ORIGIN,
        image: 'https://static.wixstatic.com/media/9c1f4e_6b2e0a7d1c4f4e8b~mv2.png',
        telephone: '+420 567 212 441',
        email: at('klinika'),
        address: { '@type': 'PostalAddress', streetAddress: 'Bílý Mlýn 212', addressLocality: 'Brtnice', postalCode: '588 32', addressCountry: 'CZ' },
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '16:00' }],
      },
    ],
    main:
      section('lqz2a001', rich('lqz2a0a1', h(1, 'Klinika pro koně Bílý Mlýn') + p('Specializovaná klinika pro koně s nepřetržitou pohotovostí, dvěma operačními sály, CT pro stojícího koně a 34 boxy pro hospitalizaci.'))) +
      section(
        'lqz2a002',
        rich('lqz2a0b1', h(2, 'Objednání na vyšetření') + p(`Volejte ${tel('+420 567 212 441')} (po–pá 7:30–16:00) nebo pište na ${wixMail(at('recepce'))}. V akutních případech volejte pohotovost ${tel('+420 567 212 440')}.`)),
      ),
  });

  pages['/o-klinice'] = page({
    path: '/o-klinice',
    title: 'O klinice',
    main: section(
      'lqz2b001',
      rich(
        'lqz2b0a1',
        h(1, 'O klinice') +
          p('Kliniku založil v roce 2004 MVDr. Ondřej Malina, Ph.D., Dipl. ECVS, v areálu bývalého mlýna u Brtnice. Začínali jsme s jedním boxem a terénním autem, dnes nás je osmnáct a ročně ošetříme přes 2 500 koní.') +
          p('Jsme výukovým pracovištěm Veterinární univerzity Brno pro studenty posledního ročníku.'),
      ),
    ),
  });

  pages['/nas-tym'] = page({
    path: '/nas-tym',
    title: 'Náš tým',
    main:
      section('lqz2c001', rich('lqz2c0a1', h(1, 'Náš tým') + p('Lékaři, sestry a podkovář, se kterými se na klinice potkáte.'))) +
      section('lqz2c002', `<div id="comp-lr2m8x0a" class="wixui-repeater" role="list">${TEAM.map(card).join('')}</div>`),
  });

  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    main: section(
      'lqz2d001',
      rich(
        'lqz2d0a1',
        h(1, 'Služby') +
          `<ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text">Chirurgie měkkých tkání a ortopedie, artroskopie</p></li><li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text">Interní medicína, endoskopie, CT hlavy a končetin ve stoje</p></li><li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text">Reprodukce, inseminace čerstvým i mraženým semenem</p></li><li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text">Předkupní vyšetření a RTG pro prodej koní do zahraničí</p></li></ul>`,
      ),
    ),
  });

  pages['/pohotovost'] = page({
    path: '/pohotovost',
    title: 'Pohotovost 24/7',
    main: section('lqz2e001', rich('lqz2e0a1', h(1, 'Pohotovost 24/7') + p(`Kolika, poranění, těžký porod: volejte kdykoli ${tel('+420 567 212 440')}. Mimo ordinační hodiny přijímáme pacienty pouze po telefonické domluvě, e-maily v noci nečteme.`))),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      section(
        'lqz2f001',
        rich(
          'lqz2f0a1',
          h(1, 'Kontakt') +
            p('Bílý Mlýn 212, 588 32 Brtnice (GPS 49.3127N, 15.6641E), příjezd pro vozíky od silnice II/405.') +
            p(`Objednávky a dotazy: ${tel('+420 567 212 441')}, ${wixMail(at('recepce'))}`) +
            p(`<span style="font-weight:bold;" class="wixui-rich-text__text">Fakturace a pojistné události:</span> Ing. Petra Dušková, ekonomka kliniky, tel. ${tel('+420 567 212 448')}, ${wixMail(at('duskova'))}`),
        ),
      ) +
      section(
        'lqz2f002',
        `<form id="comp-lqz2f0b1" class="wixui-form" aria-label="Napište nám"><div class="wixui-text-input"><label for="input_comp-lqz2f0b2">Jméno *</label><input id="input_comp-lqz2f0b2" type="text" name="jmeno" required></div><div class="wixui-text-input"><label for="input_comp-lqz2f0b3">E-mail *</label><input id="input_comp-lqz2f0b3" type="email" name="email" required></div><div class="wixui-text-box"><label for="textarea_comp-lqz2f0b4">Zpráva</label><textarea id="textarea_comp-lqz2f0b4" name="zprava"></textarea></div><button type="submit" class="wixui-button">Odeslat</button></form>`,
      ),
  });

  pages['/ochrana-osobnich-udaju'] = page({
    path: '/ochrana-osobnich-udaju',
    title: 'Ochrana osobních údajů',
    main: section('lqz2g001', rich('lqz2g0a1', h(1, 'Ochrana osobních údajů') + p('Správcem osobních údajů je Veterinární klinika pro koně Bílý Mlýn s.r.o., IČO 27716941. Údaje o majitelích pacientů zpracováváme za účelem poskytování veterinární péče a fakturace.'))),
  });

  pages['/klientska-zona'] = page({
    path: '/klientska-zona',
    title: 'Klientská zóna',
    main: section('lqz2h001', rich('lqz2h0a1', h(1, 'Klientská zóna') + p(`Výsledky laboratorních vyšetření a RTG snímky pro majitele koní. Nemáte přístup? Napište na ${wixMail(at('vysledky'))}.`))),
  });

  const postPath = '/post/kolika-u-koni-kdy-volat-veterinare';
  pages[postPath] = page({
    path: postPath,
    title: 'Kolika u koní: kdy volat veterináře',
    main: section(
      'lqz2k001',
      `<div data-hook="post-page"><article class="blog-post-page-font" data-hook="post"><div data-hook="post-header"><h1 class="blog-post-title-font" data-hook="post-title"><span class="post-title">Kolika u koní: kdy volat veterináře</span></h1><div data-hook="post-metadata"><span data-hook="time-ago">14. 11. 2023</span> · <span data-hook="time-to-read">4 min čtení</span></div></div>` +
        `<div data-hook="post-description"><div class="rich-content-viewer"><p class="blog-post-text-font">Kolika není diagnóza, ale příznak: bolest v dutině břišní může mít desítky příčin. Pokud kůň hrabe, lehá si, ohlíží se po břiše nebo odmítá krmení déle než hodinu, volejte veterináře. Do příjezdu lékaře koně nekrmte a nechte ho v klidu vodit.</p>` +
        `<p class="blog-post-text-font">Nepodávejte sami léky proti bolesti: zakryjí příznaky, podle kterých se rozhoduje o operaci.</p>` +
        `<p class="blog-post-text-font"><em>Autor článku MVDr. Jakub Kratochvíl působí na klinice od roku 2021 jako lékař interního oddělení a stará se o hospitalizované koně s kolikou. Dotazy k článku mu můžete psát na ${at('kratochvil')}.</em></p></div></div></article></div>`,
    ),
  });

  const mainPages = ['', '/o-klinice', '/nas-tym', '/sluzby', '/pohotovost', '/kontakt', '/ochrana-osobnich-udaju'].map((x) => x || '/');
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, mainPages, '2025-01-28'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, [postPath], '2023-11-14'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: /klientska-zona\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n# Block PetalBot\nUser-agent: PetalBot\nDisallow: /\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n\n# Auto generated, go to SEO Tools > Robots.txt Editor to change this\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-01-28'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1712345678.9012345678901234567', 'X-Seen-By': 'sHU62EDOGnH2FBkJkG/Wx8EeXWsWdHrhlvbxtlynkVg=', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-103',
      languages: ['cs'],
      addresses: [
        { address: at('klinika'), name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-only'] },
        { address: at('recepce'), name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...TEAM.map((v) => ({ address: at(v.local), name: v.name, title: v.title, pages: ['/nas-tym'], cases: ['card', 'plain', ln, ...v.cases] as CaseKind[] })),
        { address: at('duskova'), name: 'Petra Dušková', title: 'ekonomka kliniky', pages: ['/kontakt'], cases: ['label-line', 'honorific', 'plain', ln] },
        { address: at('kratochvil'), name: 'Jakub Kratochvíl', title: 'lékař interního oddělení', pages: [postPath], cases: ['prose', 'honorific', 'sitemap-index', 'plain'] },
      ],
      pattern: '{last}',
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: at('vysledky'), kind: 'disallowed' },
        { text: 'react@18.2.0', kind: 'package' },
      ],
    },
  };
}
