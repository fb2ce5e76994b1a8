/**
 * Gajdoš Lukáč & partneri: a law firm in Košice on Wix (Thunderbolt renderer markup, rich-text
 * blocks, a members-area client zone). The team page writes each lawyer as "JUDr. Name, PhD. –
 * function" with the address on the next line, and the SEO app's JSON-LD names the two partners
 * as the firm's founders; the home page's LegalService gives the office address as "mailto:";
 * the debt-recovery page's JSON-LD nests the department's head as the department's employee with
 * an address the visible page never shows; the contact page names the lawyer for clients
 * speaking Hungarian. The client zone (disallowed) and the web studio's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'gajdos-lukac-advokati-kosice.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-nas', 'O nás'],
  ['/pravne-sluzby', 'Právne služby'],
  ['/nas-tim', 'Náš tím'],
  ['/blog', 'Blog'],
  ['/kontakt', 'Kontakt'],
];

const rich = (html: string, id: string): string => `<div id="comp-${id}" class="wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const p8 = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Gajdoš Lukáč & partneri',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="3f6d2c1a-9b84-4e07-8c55-1d2e7a9b6f40">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="b1c7e4d2-0a93-4f5e-9d68-2e4f1a7c3b95">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"3f6d2c1a-9b84-4e07-8c55-1d2e7a9b6f40","isPremiumDomain":true},"language":{"userLanguage":"sk"}};</script>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.0a1b2c3d.bundle.min.js" async></script>',
  ],
  header: (p) =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><div id="SCROLL_TO_TOP"></div><header id="SITE_HEADER" class="wixui-header" tabindex="-1"><div class="SITE_HEADER-inner">` +
    `<div id="comp-logo" class="wixui-image"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/9c2e41_5d8a0b7c3e.png/v1/fill/w_220,h_60/logo-glp.png" alt="Gajdoš Lukáč &amp; partneri" width="220" height="60"></a></div>` +
    `<nav id="comp-menu" aria-label="Stránka" class="wixui-horizontal-menu"><ul class="StylableHorizontalMenu">${MENU.map(([href, label]) => `<li class="wixui-horizontal-menu__item${href === p.path ? ' selected' : ''}"><a data-testid="linkElement" href="${ORIGIN}${href === '/' ? '' : href}" class="wixui-horizontal-menu__item-label">${esc(label)}</a></li>`).join('')}<li class="wixui-horizontal-menu__item"><a href="${ORIGIN}/klientska-zona" data-testid="linkElement">Klientska zóna</a></li></ul></nav></div></header><div id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES">`,
  footer: () =>
    `</div></div><footer id="SITE_FOOTER" class="wixui-footer"><div class="SITE_FOOTER-inner">` +
    rich(
      p8('<span style="font-weight:bold;">Gajdoš Lukáč &amp; partneri, s. r. o.</span>') +
        p8('Mlynská 12, 040 01 Košice') +
        p8(`T: ${tel('+421 55 622 48 10')} | E: ${mailto(`kancelaria@${HOST}`)}`) +
        p8('IČO: 51 884 217 | zapísaná v Obchodnom registri Mestského súdu Košice, oddiel Sro, vložka č. 48211/V') +
        p8('Advokátska spoločnosť je zapísaná v zozname Slovenskej advokátskej komory.'),
      'ftr1',
    ) +
    rich(p8(`<a href="${ORIGIN}/ochrana-osobnych-udajov">Ochrana osobných údajov</a> | <a href="${ORIGIN}/cookies">Cookies</a>`) + p8('© 2025 Gajdoš Lukáč &amp; partneri'), 'ftr2') +
    `</div></footer></div>`,
  bodyEnd: [
    '<div id="consent-banner-root" class="consent-banner" role="dialog" aria-label="Cookies"><p>Táto webová stránka používa súbory cookie. Niektoré sú nevyhnutné na jej fungovanie, iné nám pomáhajú zlepšovať váš zážitok. <a href="/cookies">Zistiť viac</a></p><button data-hook="consent-banner-apply-button">Prijať</button> <button data-hook="consent-banner-decline-button">Odmietnuť</button> <button data-hook="consent-banner-settings-button">Nastavenia</button></div>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk' });
const section = (id: string, html: string): string => `<section id="comp-${id}" class="wixui-section"><div data-testid="columns" class="wixui-column-strip">${html}</div></section>`;

type Lawyer = { shown: string; name: string; title: string; local: string; cases: CaseKind[]; bio: string };
const TEAM: Lawyer[] = [
  { shown: 'JUDr. Marek Gajdoš, PhD.', name: 'Marek Gajdoš', title: 'zakladajúci partner, advokát', local: 'm.gajdos', cases: ['honorific', 'post-nominal', 'json-ld-person'], bio: 'Obchodné právo, korporátne spory, fúzie a akvizície. Rozhodca Stáleho rozhodcovského súdu SOPK.' },
  { shown: 'JUDr. Zuzana Lukáčová, LL.M.', name: 'Zuzana Lukáčová', title: 'partnerka, advokátka', local: 'z.lukacova', cases: ['honorific', 'post-nominal', 'json-ld-person'], bio: 'Pracovné právo, ochrana osobných údajov, compliance. Absolventka LL.M. na Karlovej univerzite.' },
  { shown: 'Mgr. Tomáš Hudák', name: 'Tomáš Hudák', title: 'advokát', local: 't.hudak', cases: ['honorific'], bio: 'Nehnuteľnosti, stavebné právo, zmluvy o dielo.' },
  { shown: 'Mgr. Veronika Tóthová', name: 'Veronika Tóthová', title: 'advokátska koncipientka', local: 'v.tothova', cases: ['honorific'], bio: 'Rodinné právo a dedičské konania.' },
  { shown: 'Ing. Beáta Kollárová', name: 'Beáta Kollárová', title: 'office manažérka', local: 'b.kollarova', cases: ['honorific'], bio: 'Termíny, fakturácia a chod kancelárie.' },
];

const FIRM_LD = {
  '@context': 'https://schema.org',
  '@type': 'LegalService',
  '@id': `${ORIGIN}/#legalservice`,
  name: 'Gajdoš Lukáč & partneri, s. r. o.',
  url: ORIGIN,
  telephone: '+421 55 622 48 10',
  email: `mailto:kancelaria@${HOST}`,
  priceRange: '€€',
  address: { '@type': 'PostalAddress', streetAddress: 'Mlynská 12', postalCode: '040 01', addressLocality: 'Košice', addressCountry: 'SK' },
  openingHours: 'Mo-Fr 08:00-16:30',
};

export function gajdosLukacAdvokati(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Advokátska kancelária Košice',
    description: 'Advokátska kancelária v Košiciach – obchodné, pracovné a rodinné právo, vymáhanie pohľadávok.',
    jsonLd: [FIRM_LD],
    main: section(
      'home1',
      rich(
        `<h1 class="font_0 wixui-rich-text__text">Právo, ktorému rozumiete</h1>` +
          p8('Sme advokátska kancelária s dvadsaťročnou praxou v Košiciach. Zastupujeme podnikateľov, samosprávy aj jednotlivcov pred súdmi v Slovenskej republike a pomáhame im pri zmluvách, sporoch a reštrukturalizáciách.') +
          p8(`<a href="${ORIGIN}/kontakt" data-testid="linkElement">Dohodnite si konzultáciu</a>`),
        'hero',
      ),
    ),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: section('onas', rich(`<h1 class="font_0">O nás</h1>` + p8('Kancelária vznikla v roku 2005, od roku 2018 pôsobí ako advokátska spoločnosť. Naši advokáti hovoria po slovensky, maďarsky, anglicky a nemecky.') + p8('Úradné hodiny: pondelok – piatok 8:00 – 16:30, stretnutia mimo úradných hodín po dohode.'), 'onas1')),
  });

  pages['/pravne-sluzby'] = page({
    path: '/pravne-sluzby',
    title: 'Právne služby',
    main: section(
      'sluzby',
      rich(
        `<h1 class="font_0">Právne služby</h1><ul class="font_8"><li><a href="${ORIGIN}/pravne-sluzby/obchodne-pravo">Obchodné a korporátne právo</a></li><li><a href="${ORIGIN}/pravne-sluzby/vymahanie-pohladavok">Vymáhanie pohľadávok</a></li><li>Pracovné právo</li><li>Nehnuteľnosti</li><li>Rodinné právo</li></ul>`,
        'sl1',
      ),
    ),
  });

  pages['/pravne-sluzby/obchodne-pravo'] = page({
    path: '/pravne-sluzby/obchodne-pravo',
    title: 'Obchodné a korporátne právo',
    main: section('obch', rich(`<h1 class="font_0">Obchodné a korporátne právo</h1>` + p8('Zakladanie spoločností, zmeny v obchodnom registri, akcionárske dohody, due diligence, zastupovanie v obchodných sporoch.'), 'ob1')),
  });

  pages['/pravne-sluzby/vymahanie-pohladavok'] = page({
    path: '/pravne-sluzby/vymahanie-pohladavok',
    title: 'Vymáhanie pohľadávok',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${ORIGIN}/#legalservice`,
        name: 'Gajdoš Lukáč & partneri, s. r. o.',
        department: {
          '@type': 'LegalService',
          name: 'Vymáhanie pohľadávok',
          url: `${ORIGIN}/pravne-sluzby/vymahanie-pohladavok`,
          employee: { '@type': 'Person', name: 'Peter Baran', honorificPrefix: 'Mgr.', jobTitle: 'advokát, vedúci tímu vymáhania pohľadávok', email: `p.baran@${HOST}`, telephone: '+421 55 622 48 17' },
        },
      },
    ],
    main: section(
      'vym',
      rich(
        `<h1 class="font_0">Vymáhanie pohľadávok</h1>` +
          p8('Pre dodávateľov a leasingové spoločnosti vymáhame pohľadávky mimosúdne aj súdne – od predžalobnej výzvy cez platobný rozkaz až po exekúciu a prihlásenie do konkurzu.') +
          p8('Tím vedie Mgr. Peter Baran. Pošlite nám zoznam pohľadávok cez formulár nižšie a do dvoch pracovných dní vám navrhneme postup.') +
          `<form class="wixui-form" data-testid="form"><input type="text" name="meno" aria-label="Meno"><input type="email" name="email" aria-label="E-mail"><textarea name="sprava" aria-label="Správa"></textarea><button type="submit">Odoslať</button></form>`,
        'vym1',
      ),
    ),
  });

  pages['/nas-tim'] = page({
    path: '/nas-tim',
    title: 'Náš tím',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${ORIGIN}/#legalservice`,
        name: 'Gajdoš Lukáč & partneri, s. r. o.',
        founder: TEAM.filter((l) => l.cases.includes('json-ld-person')).map((l) => ({ '@type': 'Person', name: l.name, jobTitle: l.title, email: `${l.local}@${HOST}` })),
      },
    ],
    main: section(
      'tim',
      rich(`<h1 class="font_0">Náš tím</h1>`, 'tim0') +
        TEAM.map((l, i) =>
          rich(
            `<div class="wixui-image"><img src="https://static.wixstatic.com/media/9c2e41_tim${i + 1}.jpg/v1/fill/w_300,h_360/foto.jpg" alt="${esc(l.name)}"></div>` +
              `<h2 class="font_5 wixui-rich-text__text">${esc(l.shown)} – ${esc(l.title)}</h2>` +
              p8(esc(l.bio)) +
              p8(mailto(`${l.local}@${HOST}`)),
            `tim${i + 1}`,
          ),
        ).join(''),
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    main: section(
      'blog',
      `<div data-hook="post-list"><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="${ORIGIN}/post/novela-obchodneho-zakonnika-2025">Novela Obchodného zákonníka od 1. 1. 2025: čo sa mení pre s. r. o.</a></h2><p data-hook="post-description">Prehľad najdôležitejších zmien pre konateľov a spoločníkov.</p></article></div>`,
    ),
  });

  pages['/post/novela-obchodneho-zakonnika-2025'] = page({
    path: '/post/novela-obchodneho-zakonnika-2025',
    title: 'Novela Obchodného zákonníka od 1. 1. 2025',
    main: section(
      'post',
      `<article data-hook="post-page"><h1 data-hook="post-title">Novela Obchodného zákonníka od 1. 1. 2025: čo sa mení pre s. r. o.</h1><p data-hook="post-metadata">JUDr. Marek Gajdoš, PhD. · 14. januára 2025 · 4 min.</p>` +
        `<p>Novela spresňuje zodpovednosť konateľov v kríze a zavádza nové povinnosti pri zápise skutočných vlastníkov. Spoločnosti by mali skontrolovať svoje spoločenské zmluvy a interné predpisy.</p></article>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      'kontakt',
      rich(
        `<h1 class="font_0">Kontakt</h1>` +
          p8('Gajdoš Lukáč &amp; partneri, s. r. o.<br>Mlynská 12 (2. poschodie), 040 01 Košice') +
          p8(`Tel.: ${tel('+421 55 622 48 10')}<br>E-mail: ${mailto(`kancelaria@${HOST}`)}`) +
          p8('Úradné hodiny: Po – Pi 8:00 – 16:30') +
          p8(`Klientov hovoriacich po maďarsky rád prijme Mgr. Attila Szabó, advokát, ${mailto(`a.szabo@${HOST}`)}`),
        'k1',
      ) + `<div class="wixui-google-map"><iframe title="Google Maps" src="https://www.google.com/maps/embed?pb=Mlynsk%C3%A1+12+Ko%C5%A1ice"></iframe></div>`,
    ),
  });

  pages['/ochrana-osobnych-udajov'] = page({
    path: '/ochrana-osobnych-udajov',
    title: 'Ochrana osobných údajov',
    main: section(
      'gdpr',
      rich(
        `<h1 class="font_0">Ochrana osobných údajov</h1>` +
          p8('Prevádzkovateľom je Gajdoš Lukáč &amp; partneri, s. r. o., Mlynská 12, Košice. Osobné údaje klientov spracúvame podľa zákona o advokácii.') +
          p8('Webovú stránku spravuje externý dodávateľ Pixelka studio, s. r. o., Prešov (podpora: podpora@pixelka-studio-presov.test), ktorý je naším sprostredkovateľom.'),
        'g1',
      ),
    ),
  });

  pages['/cookies'] = page({ path: '/cookies', title: 'Cookies', main: section('cook', rich(`<h1 class="font_0">Cookies</h1>` + p8('Používame nevyhnutné cookies platformy Wix a so súhlasom analytické cookies.'), 'c1')) });

  pages['/klientska-zona'] = page({
    path: '/klientska-zona',
    title: 'Klientska zóna',
    main: section('kz', rich(`<h1 class="font_0">Klientska zóna</h1>` + p8(`Prístup do klientskej zóny vám zriadime na žiadosť zaslanú na ${mailto(`klienti@${HOST}`)}.`), 'kz1')),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /klientska-zona\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/o-nas', '/pravne-sluzby', '/pravne-sluzby/obchodne-pravo', '/pravne-sluzby/vymahanie-pohladavok', '/nas-tim', '/blog', '/post/novela-obchodneho-zakonnika-2025', '/kontakt'], '2025-02-03'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1743412345.6789012345678901234', 'X-Seen-By': 'w3X2kLm9bQpZ7yVt4sRdF0gHjK1aN5cE' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-75',
      languages: ['sk'],
      addresses: [
        { address: `kancelaria@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-mailto', 'plain'] },
        ...TEAM.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: ['/nas-tim'],
          cases: ['name-title-line', 'plain', ln, ...l.cases] as CaseKind[],
        })),
        {
          address: `p.baran@${HOST}`,
          name: 'Peter Baran',
          title: 'advokát, vedúci tímu vymáhania pohľadávok',
          pages: ['/pravne-sluzby/vymahanie-pohladavok'],
          cases: ['json-ld-nested', 'json-ld-only', 'json-ld-person', 'deep-page', ln],
        },
        { address: `a.szabo@${HOST}`, name: 'Attila Szabó', title: 'advokát', pages: ['/kontakt'], cases: ['name-title-line', 'honorific', 'plain', ln] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: `klienti@${HOST}`, kind: 'disallowed' },
        { text: 'podpora@pixelka-studio-presov.test', kind: 'other-company' },
      ],
    },
  };
}
