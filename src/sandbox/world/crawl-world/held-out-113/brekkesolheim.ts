/**
 * Advokatfirmaet Brekke Solheim: a business law firm in Bergen, on Drupal 10 with the Olivero
 * theme, in Norwegian bokmål. The lawyers' view is a grid of teasers marked up in RDFa (schema.org
 * Person), one name with the prefix "dr.juris", one with "LL.M." after it; two partners' profile
 * pages carry a JSON-LD Person whose email is written "mailto:…"; the press page is one
 * "Pressekontakt:" line; the contact page gives the office manager as "Name, title". An old
 * reception address in an HTML comment and the client portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'brekkesolheim.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, string][] = [
  ['/fagomrader', 'Fagområder', 'node/3'],
  ['/advokater', 'Advokater', 'node/4'],
  ['/om-oss', 'Om oss', 'node/5'],
  ['/presse', 'Presse', 'node/6'],
  ['/kontakt', 'Kontakt', 'node/7'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Advokatfirmaet Brekke Solheim',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="icon" href="/core/themes/olivero/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3v9mJ0t7bLk2pR1sWcZyA4eD8fG6hN5uV0iO3kE2M.css?delta=0&amp;language=nb&amp;theme=olivero&amp;include=eJxLz8lPSszRT8_Jz0vMS9VLzE3MAQBUQQe4">`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"nb"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"4f1a9c2e7b0d6e3a8c5f1b9d2e7a0c4f6b3d8e1a5c9f2b7d0e4a6c8f1b3d5e7a"}}</script>`,
  ],
  header: (p) =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Hopp til hovedinnhold</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">` +
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"></div><div class="site-header__inner"><div class="container site-header__inner__container">` +
    `<div id="block-olivero-site-branding" class="site-branding--bg-white site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/brekke-solheim-logo.svg" alt="Hjem" fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" rel="home" title="Hjem">Brekke Solheim</a></div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Hovedmeny" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Meny</span><span class="mobile-nav-button__icon"></span></button></div>` +
    `<div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Hovedmeny</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">` +
    MENU.map(
      ([h, l, sys]) =>
        `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${p.path === h ? ' is-active' : ''}" data-drupal-link-system-path="${sys}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`,
    ).join('') +
    `</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a>`,
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div class="region--footer_top__inner"><div id="block-olivero-kontaktinfo" class="block block-block-content block-block-content3a9f1e7c-2b4d-4c8e-a6f0-5d1b9e3c7a20"><div class="block__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p>Advokatfirmaet Brekke Solheim AS · Olav Kyrres gate 22, 5015 Bergen · ${tel('55 30 12 00')} · ${mailto(`post@${HOST}`)}<br>Org.nr. 918 447 215 MVA · Medlem av Advokatforeningen</p><p><a href="/personvern">Personvern</a> · <a href="/klientportal">Klientportal</a></p>` +
    `</div></div></div></div></div></div></footer></div></div>`,
  bodyEnd: [
    `<div class="eu-cookie-compliance-banner" role="dialog" hidden><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message"><p>Vi bruker informasjonskapsler for å gi deg en bedre brukeropplevelse. <a href="/personvern">Les mer</a></p></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-default-button">Godta</button><button type="button" class="decline-button eu-cookie-compliance-default-button">Avvis</button></div></div></div>`,
    `<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>`,
    `<script src="/core/misc/drupal.js?v=10.2.6"></script>`,
    `<script src="/core/themes/olivero/js/navigation.js?sfa1b2"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nb' });
const node = (title: string, html: string, type = 'page'): string =>
  `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div>` +
  `<div id="block-olivero-content" class="block block-system block-system-main-block"><div class="block__content"><article class="node node--type-${type} node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div></div></div>`;

type Lawyer = { prefix?: string; name: string; suffix?: string; title: string; local: string; slug: string; phone: string; area: string; cases: CaseKind[] };
const LAWYERS: Lawyer[] = [
  { prefix: 'dr.juris', name: 'Eirik Solheim', title: 'Partner, advokat (H)', local: 'eirik.solheim', slug: 'eirik-solheim', phone: '+47 55 30 12 11', area: 'Tvisteløsning og voldgift', cases: ['honorific', 'json-ld-person', 'json-ld-mailto'] },
  { name: 'Ingrid Brekke', suffix: 'LL.M.', title: 'Partner, advokat', local: 'ingrid.brekke', slug: 'ingrid-brekke', phone: '+47 55 30 12 12', area: 'Selskapsrett og transaksjoner', cases: ['post-nominal', 'json-ld-person', 'json-ld-mailto'] },
  { name: 'Marte Lunde', title: 'Senioradvokat', local: 'marte.lunde', slug: 'marte-lunde', phone: '+47 55 30 12 15', area: 'Arbeidsrett', cases: [] },
  { name: 'Thomas Aasen', title: 'Advokat', local: 'thomas.aasen', slug: 'thomas-aasen', phone: '+47 55 30 12 16', area: 'Fast eiendom og entreprise', cases: [] },
  { name: 'Håkon Berge', title: 'Advokat', local: 'hakon.berge', slug: 'hakon-berge', phone: '+47 55 30 12 17', area: 'Shipping og sjørett', cases: [] },
  { name: 'Sigurd Øvrebø', title: 'Advokatfullmektig', local: 'sigurd.ovrebo', slug: 'sigurd-ovrebo', phone: '+47 55 30 12 19', area: 'Selskapsrett og arbeidsrett', cases: [] },
];

const shown = (l: Lawyer): string => `${l.prefix ? `${l.prefix} ` : ''}${l.name}${l.suffix ? `, ${l.suffix}` : ''}`;

const teaser = (l: Lawyer): string =>
  `<div class="views-col"><article vocab="https://schema.org/" typeof="Person" class="node node--type-advokat node--view-mode-teaser"><div class="field field--name-field-portrett"><img src="/sites/default/files/styles/portrett/public/2024-02/${l.slug}.jpg" alt="${esc(l.name)}" loading="lazy" width="320" height="400"></div>` +
  `<h2 class="node__title"><a href="/advokater/${l.slug}" rel="bookmark">${l.prefix ? `${esc(l.prefix)} ` : ''}<span property="name">${esc(l.name)}</span>${l.suffix ? `, ${esc(l.suffix)}` : ''}</a></h2>` +
  `<div class="field field--name-field-stilling" property="jobTitle">${esc(l.title)}</div><div class="field field--name-field-fagomrade">${esc(l.area)}</div>` +
  `<div class="field field--name-field-telefon"><span property="telephone">${esc(l.phone)}</span></div><div class="field field--name-field-e-post"><a href="mailto:${l.local}@${HOST}" property="email">${l.local}@${HOST}</a></div></article></div>`;

export function brekkesolheim(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Forretningsjuridisk rådgivning i Bergen',
    main: node(
      'Forretningsjuridisk rådgivning i Bergen',
      `<p>Brekke Solheim er et forretningsjuridisk advokatfirma med tolv ansatte i Bergen sentrum. Vi bistår bedrifter, rederier og eiendomsutviklere med selskapsrett, arbeidsrett, entreprise og tvisteløsning.</p>` +
        `<p>Ta kontakt med <a href="/advokater">en av våre advokater</a> eller les mer om <a href="/fagomrader">fagområdene våre</a>.</p>`,
    ),
  });

  pages['/fagomrader'] = page({
    path: '/fagomrader',
    title: 'Fagområder',
    main: node('Fagområder', `<ul><li>Selskapsrett og transaksjoner</li><li>Arbeidsrett</li><li>Fast eiendom og entreprise</li><li>Shipping og sjørett</li><li>Tvisteløsning og voldgift</li></ul>`),
  });

  pages['/advokater'] = page({
    path: '/advokater',
    title: 'Advokater',
    main:
      `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title">Våre advokater</h1></div>` +
      `<div class="views-element-container"><div class="view view-advokater view-id-advokater view-display-id-page_1 js-view-dom-id-7c1e9a3f5b2d8e0a4c6f1b9d3e7a5c2f8b0d4e6a1c3f5b7d9e2a4c6f8b1d3e5a"><div class="view-content"><div class="views-view-grid horizontal cols-3 clearfix"><div class="views-row">` +
      LAWYERS.map(teaser).join('') +
      `</div></div></div></div></div></div>`,
  });

  for (const l of LAWYERS.slice(0, 2)) {
    pages[`/advokater/${l.slug}`] = page({
      path: `/advokater/${l.slug}`,
      title: shown(l),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: l.name,
          jobTitle: l.title,
          email: `mailto:${l.local}@${HOST}`,
          telephone: l.phone,
          worksFor: { '@type': 'LegalService', name: 'Advokatfirmaet Brekke Solheim AS', url: `${ORIGIN}/` },
        },
      ],
      main: node(
        shown(l),
        `<p class="stilling"><strong>${esc(l.title)}</strong> · ${esc(l.area)}</p>` +
          (l.prefix
            ? `<p>Eirik Solheim tok doktorgraden ved Universitetet i Bergen på en avhandling om voldgift i skipsbyggingskontrakter og har møterett for Høyesterett. Han prosederer jevnlig for domstolene og er oppnevnt som voldgiftsdommer i nasjonale og internasjonale saker.</p>`
            : `<p>Ingrid Brekke har en mastergrad i internasjonal forretningsjus fra King's College London og leder firmaets transaksjonsgruppe. Hun bistår ved kjøp og salg av virksomheter, emisjoner og omorganiseringer.</p>`) +
          `<p>Telefon: ${tel(l.phone)}<br>E-post: ${mailto(`${l.local}@${HOST}`)}</p>`,
        'advokat',
      ),
    });
  }

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: node('Om oss', `<p>Firmaet ble etablert i 2009 av Ingrid Brekke og Eirik Solheim. Vi holder til i Olav Kyrres gate, fem minutters gange fra Bergen tingrett.</p><p>Vi er sertifisert etter Miljøfyrtårn og tar inn to sommerfullmektiger hvert år.</p>`),
  });

  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: node(
      'Presse',
      `<p>Journalister som ønsker kommentar fra en av våre advokater, kan ta kontakt hele døgnet.</p>` +
        `<p><strong>Pressekontakt:</strong> Silje Haugland, kommunikasjonsansvarlig, tlf. ${tel('979 12 345')}, ${mailto(`silje.haugland@${HOST}`)}</p>` +
        `<p>Pressebilder av partnerne kan fritt brukes med fotokreditering «Brekke Solheim».</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: node(
      'Kontakt oss',
      `<p>Advokatfirmaet Brekke Solheim AS<br>Olav Kyrres gate 22, 5015 Bergen</p><p>Sentralbord: ${tel('55 30 12 00')} (hverdager 08.00–16.00)<br>E-post: ${mailto(`post@${HOST}`)}</p>` +
        `<!-- resepsjonen@${HOST} er lagt ned, bruk post@ -->` +
        `<p>Spørsmål om fakturaer og klientkonto: Kjersti Vik, kontorleder, ${mailto(`kjersti.vik@${HOST}`)}</p>` +
        `<p>Vi gjør oppmerksom på at henvendelser per e-post ikke er et oppdrag før oppdragsbekreftelse er sendt.</p>`,
    ),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: node('Personvernerklæring', `<p>Advokatfirmaet Brekke Solheim AS er behandlingsansvarlig for personopplysninger vi mottar i forbindelse med oppdrag og henvendelser.</p>`) });
  pages['/klientportal'] = page({ path: '/klientportal', title: 'Klientportal', main: node('Klientportal', `<p>Mangler du tilgang? Skriv til ${mailto(`klientportal@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /search/\nDisallow: /klientportal\n`,
      sitemapXml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${['/', '/fagomrader', '/advokater', '/advokater/eirik-solheim', '/advokater/ingrid-brekke', '/om-oss', '/presse', '/kontakt', '/personvern'].map((p) => `  <url><loc>${ORIGIN}${p}</loc><lastmod>2025-02-11T09:14Z</lastmod><changefreq>weekly</changefreq><priority>0.7</priority></url>`).join('\n')}\n</urlset>\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-113',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...LAWYERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: l.cases.includes('json-ld-person') ? ['/advokater', `/advokater/${l.slug}`] : ['/advokater'],
          cases: ['rdfa', 'card', 'plain', ln, ...l.cases] as CaseKind[],
        })),
        { address: `silje.haugland@${HOST}`, name: 'Silje Haugland', title: 'kommunikasjonsansvarlig', pages: ['/presse'], cases: ['label-line', 'plain', ln] },
        { address: `kjersti.vik@${HOST}`, name: 'Kjersti Vik', title: 'kontorleder', pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/klientportal'],
      nonAddresses: [
        { text: `klientportal@${HOST}`, kind: 'disallowed' },
        { text: `resepsjonen@${HOST}`, kind: 'comment' },
      ],
    },
  };
}
