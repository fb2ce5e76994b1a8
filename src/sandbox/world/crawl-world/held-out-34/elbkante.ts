/**
 * Elbkante Architekten: an architecture firm in Hamburg-Ottensen, on WordPress (Astra theme), in
 * German. The partners and staff in a table on "Büro", the press contact as a labelled line,
 * the office mailbox in the footer and the imprint; the project archive login is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'elbkante-architekten.test';

const MENU: [string, string][] = [
  ['/projekte', 'Projekte'],
  ['/buero', 'Büro'],
  ['/presse', 'Presse'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Elbkante Architekten',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="http://${HOST}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
  ],
  header: () =>
    `<header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead"><div class="ast-container"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home">Elbkante Architekten</a></div>` +
    `<nav id="primary-site-navigation" class="main-header-bar-navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer" id="colophon"><div class="ast-small-footer"><div class="ast-container"><p>Elbkante Architekten PartGmbB · Große Brunnenstraße 61 · 22763 Hamburg · ${tel('+49 40 3990 2170')} · ${mailto(`buero@${HOST}`)}</p><p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/archiv">Projektarchiv</a></p></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
  bodyEnd: [`<script src="http://${HOST}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-DE' });
const entry = (html: string): string => `<div id="primary" class="content-area primary"><article class="page type-page status-publish ast-article-single"><div class="entry-content clear">${html}</div></article></div>`;

type Row = { name: string; title: string; local: string };
const STAFF: Row[] = [
  { name: 'Jens Harmsen', title: 'Partner, Architekt BDA', local: 'j.harmsen' },
  { name: 'Wiebke Lorenzen', title: 'Partnerin, Architektin', local: 'w.lorenzen' },
  { name: 'Ole Brandt', title: 'Projektleiter Wohnungsbau', local: 'o.brandt' },
  { name: 'Merle Sievers', title: 'Innenarchitektin', local: 'm.sievers' },
  { name: 'Tarek Yilmaz', title: 'Bauleitung', local: 't.yilmaz' },
];

export function elbkante(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Architektur aus Ottensen', main: entry(`<h1>Wohnen, Arbeiten, Lernen – Architektur für Hamburg</h1><p>Lernen Sie unser <a href="/buero">Büro</a> kennen.</p>`) });
  pages['/projekte'] = page({ path: '/projekte', title: 'Projekte', main: entry(`<h1>Projekte</h1><ul><li>Genossenschaftliches Wohnen Bahrenfeld</li><li>Grundschule Othmarschen, Erweiterung</li></ul>`) });
  pages['/buero'] = page({
    path: '/buero',
    title: 'Büro',
    main: entry(`<h2>Team</h2><figure class="wp-block-table"><table><thead><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr></thead><tbody>${STAFF.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('')}</tbody></table></figure>`),
  });
  pages['/presse'] = page({ path: '/presse', title: 'Presse', main: entry(`<h2>Presse</h2><p>Pressekontakt: Anouk Petersen, Kommunikation, ${tel('+49 40 3990 2175')}, ${mailto(`a.petersen@${HOST}`)}</p>`) });
  pages['/kontakt'] = page({ path: '/kontakt', title: 'Kontakt', main: entry(`<h2>Kontakt</h2><p>Schreiben Sie uns an ${mailto(`buero@${HOST}`)}.</p>`) });
  pages['/impressum'] = page({ path: '/impressum', title: 'Impressum', main: entry(`<h1>Impressum</h1><p>Elbkante Architekten PartGmbB, Partnerschaftsregister AG Hamburg PR 1187. Vertretungsberechtigte Partner: Jens Harmsen, Wiebke Lorenzen.</p>`) });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: entry(`<h1>Datenschutzerklärung</h1><p>Verantwortlich ist die Elbkante Architekten PartGmbB.</p>`) });
  pages['/archiv'] = page({ path: '/archiv', title: 'Projektarchiv', main: entry(`<h1>Projektarchiv</h1><p>Zugang beantragen: ${mailto(`archiv@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /archiv\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, Object.keys(pages).filter((p) => p !== '/archiv'), '2025-03-02'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-34',
      languages: ['de'],
      addresses: [
        { address: `buero@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...STAFF.map((r) => ({ address: `${r.local}@${HOST}`, name: r.name, title: r.title, pages: ['/buero'], cases: ['table' as const, 'plain' as const, 'link-non-english' as const] })),
        { address: `a.petersen@${HOST}`, name: 'Anouk Petersen', title: 'Kommunikation', pages: ['/presse'], cases: ['label-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/archiv'],
      nonAddresses: [{ text: `archiv@${HOST}`, kind: 'disallowed' }],
    },
  };
}
