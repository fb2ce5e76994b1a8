/**
 * Sykkelsmia Grorud: a bicycle shop and repair workshop in Oslo, Norwegian with an English page
 * reached through the hreflang alternate, on WordPress with WooCommerce. First-name addresses. The
 * shop mailbox visible and as a JSON-LD contact point, the staff as cards on "Om oss", the bike
 * fitter only on the English team page, a workshop table, the bookkeeper's address built from
 * pieces by a script; a retina logo, the wholesaler's order address and a disallowed order page.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'sykkelsmia-grorud.test';
const ORIGIN = `http://${HOST}`;

const MENU_NO: [string, string][] = [
  ['/', 'Hjem'],
  ['/verkstedet', 'Verkstedet'],
  ['/om-oss', 'Om oss'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/team', 'Our team'],
  ['/', 'Norsk'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Sykkelsmia Grorud',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="WooCommerce 8.9.1">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
  ],
  header: (p) =>
    `<header class="site-header ast-primary-header"><div class="site-branding"><a href="${p.lang === 'en' ? '/en' : '/'}" class="custom-logo-link"><img src="${ORIGIN}/wp-content/uploads/2023/04/sykkelsmia-logo@2x.png" width="220" height="64" alt="Sykkelsmia Grorud"></a></div>` +
    `<nav class="main-header-bar-navigation"><ul id="primary-menu" class="main-header-menu">${(p.lang === 'en' ? MENU_EN : MENU_NO).map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="ast-small-footer"><p>Sykkelsmia Grorud AS · Grorudveien 41 · 0976 Oslo · Org.nr. 921 448 307 · ${tel('+47 22 16 40 88')}</p>` +
    `<p><a href="/personvern">Personvern</a> · <a href="/min-konto/ordre">Min konto</a></p></div></footer>`,
  privacyPath: { no: '/personvern', en: '/personvern' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const STAFF: { name: string; no: string; en: string; address: string }[] = [
  { name: 'Jonas Haugen', no: 'Daglig leder', en: 'Managing director', address: 'jonas@sykkelsmia-grorud.test' },
  { name: 'Mari Lunde', no: 'Butikkansvarlig', en: 'Shop manager', address: 'mari@sykkelsmia-grorud.test' },
  { name: 'Even Bakke', no: 'Verkstedsjef', en: 'Head mechanic', address: 'even@sykkelsmia-grorud.test' },
  { name: 'Ingrid Solberg', no: 'Sykkelmekaniker', en: 'Bicycle mechanic', address: 'ingrid@sykkelsmia-grorud.test' },
];

function cards(lang: 'no' | 'en'): string {
  return (
    `<div class="wp-block-columns team">\n` +
    STAFF.map(
      (s) =>
        `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2023/04/${s.address.slice(0, s.address.indexOf('@'))}-300x300.jpg" alt="${esc(s.name)}"></figure>` +
        `<h3>${esc(s.name)}</h3><p class="team-role">${esc(lang === 'no' ? s.no : s.en)}</p><p>${mailto(s.address)}</p></div>`,
    ).join('\n') +
    `\n</div>`
  );
}

const HEGE_SCRIPT = `var u = 'hege'; var d = 'sykkelsmia-grorud' + '.' + 'test'; document.getElementById('hege-mail').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

const ORG = {
  '@context': 'https://schema.org',
  '@type': 'BikeStore',
  name: 'Sykkelsmia Grorud',
  url: `${ORIGIN}/`,
  telephone: '+47 22 16 40 88',
  address: { '@type': 'PostalAddress', streetAddress: 'Grorudveien 41', postalCode: '0976', addressLocality: 'Oslo', addressCountry: 'NO' },
  contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: 'post@sykkelsmia-grorud.test', telephone: '+47 22 16 40 88' },
};

export function sykkelsmiaGrorud(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Sykler, deler og verksted på Grorud',
    lang: 'no',
    alternates: { no: '/', en: '/en' },
    jsonLd: [ORG],
    main:
      `<div class="entry-content"><h1>Sykkelbutikk og verksted siden 1998</h1><p>Vi selger bysykler, el-sykler og terrengsykler, og reparerer alle merker. Vårservice fra kr 1 290,-.</p>` +
      `<p>Spørsmål om sykler eller bestillinger: ${mailto('post@sykkelsmia-grorud.test')}</p></div>`,
  });

  pages['/verkstedet'] = page({
    path: '/verkstedet',
    title: 'Verkstedet',
    lang: 'no',
    main:
      `<div class="entry-content"><h1>Verkstedet</h1><p>Timebestilling til service: ${mailto('verksted@sykkelsmia-grorud.test')} eller ring oss.</p>` +
      `<figure class="wp-block-table"><table><thead><tr><th>Navn</th><th>Stilling</th><th>E-post</th></tr></thead><tbody>` +
      `<tr><td>Even Bakke</td><td>Verkstedsjef</td><td>${mailto('even@sykkelsmia-grorud.test')}</td></tr>` +
      `<tr><td>Kristian Moe</td><td>Lagerarbeider og delebestilling</td><td>${mailto('kristian@sykkelsmia-grorud.test')}</td></tr>` +
      `</tbody></table></figure>` +
      `<p>Vi bestiller deler fra grossist. Bedriftskunder kan bestille direkte hos dem på ordre@sykkelgrossisten.test.</p></div>`,
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'no',
    main: `<div class="entry-content"><h1>Om oss</h1><p>Vi er fem sykkelentusiaster på Grorud.</p>\n${cards('no')}</div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'no',
    main:
      `<div class="entry-content"><h1>Kontakt oss</h1><p>E-post: ${mailto('post@sykkelsmia-grorud.test')}<br>Telefon: ${tel('22 16 40 88')}</p>` +
      `<p>Hege Aasen, regnskapsfører: <span id="hege-mail"></span></p>` +
      `<script>${HEGE_SCRIPT}</script></div>`,
  });

  pages['/personvern'] = page({
    path: '/personvern',
    title: 'Personvernerklæring',
    lang: 'no',
    main: `<div class="entry-content"><h1>Personvernerklæring</h1><p>Behandlingsansvarlig er Sykkelsmia Grorud AS, Grorudveien 41, 0976 Oslo.</p></div>`,
  });

  pages['/min-konto/ordre'] = page({
    path: '/min-konto/ordre',
    title: 'Min konto',
    lang: 'no',
    main: `<div class="woocommerce"><h1>Mine ordre</h1><p>Spørsmål om nettordre sendes til ${mailto('nettbutikk@sykkelsmia-grorud.test')}</p></div>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Bikes, parts and repairs',
    lang: 'en',
    alternates: { no: '/', en: '/en' },
    main: `<div class="entry-content"><h1>Bike shop and repair workshop in Grorud, Oslo</h1><p>City bikes, e-bikes and mountain bikes; we service all brands. Write to ${mailto('post@sykkelsmia-grorud.test')}</p></div>`,
  });

  pages['/en/team'] = page({
    path: '/en/team',
    title: 'Our team',
    lang: 'en',
    main:
      `<div class="entry-content"><h1>Our team</h1>\n${cards('en')}\n` +
      `<div class="wp-block-column team-card"><h3>Sondre Vik</h3><p class="team-role">Bike fitter (by appointment, English and Norwegian)</p><p>${mailto('sondre@sykkelsmia-grorud.test')}</p></div></div>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /min-konto/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-15',
      languages: ['no', 'en'],
      addresses: [
        { address: 'post@sykkelsmia-grorud.test', name: null, title: null, pages: ['/', '/kontakt', '/en'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: 'verksted@sykkelsmia-grorud.test', name: null, title: null, pages: ['/verkstedet'], cases: ['role', 'plain', ln] },
        ...STAFF.map((s) => ({
          address: s.address,
          name: s.name,
          title: s.no,
          titleAlternatives: [s.en],
          pages: s.name === 'Even Bakke' ? ['/om-oss', '/verkstedet', '/en/team'] : ['/om-oss', '/en/team'],
          cases: (s.name === 'Even Bakke' ? ['card', 'table', 'plain', ln] : ['card', 'plain', ln]) as CaseKind[],
        })),
        { address: 'kristian@sykkelsmia-grorud.test', name: 'Kristian Moe', title: 'Lagerarbeider og delebestilling', pages: ['/verkstedet'], cases: ['table', 'plain', ln] },
        {
          address: 'sondre@sykkelsmia-grorud.test',
          name: 'Sondre Vik',
          title: 'Bike fitter (by appointment, English and Norwegian)',
          pages: ['/en/team'],
          cases: ['card', 'plain', 'hreflang', 'deep-page'],
        },
        {
          address: 'hege@sykkelsmia-grorud.test',
          name: 'Hege Aasen',
          title: 'regnskapsfører',
          pages: ['/kontakt'],
          encoded: { kind: 'script', text: HEGE_SCRIPT },
          cases: ['name-title-line', 'script-concat'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/min-konto/ordre'],
      nonAddresses: [
        { text: 'nettbutikk@sykkelsmia-grorud.test', kind: 'disallowed' },
        { text: 'sykkelsmia-logo@2x.png', kind: 'retina' },
        { text: 'ordre@sykkelgrossisten.test', kind: 'other-company' },
      ],
    },
  };
}
