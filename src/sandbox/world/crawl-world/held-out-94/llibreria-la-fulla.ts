/**
 * La Fulla: a cooperative bookshop in Gràcia, Barcelona, on WordPress with Polylang, Catalan with
 * a Spanish page reached only through hreflang. The worker-members as a definition list, some
 * addresses written as character references by an encoder plugin, the reading-club post listed
 * only in a child of the Yoast sitemap index; the members' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'llibrerialafulla.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'La Fulla, llibreria cooperativa',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>`,
  ],
  header: () =>
    `<header class="site-header ast-primary-header-bar"><div class="site-branding"><a href="/" rel="home">La Fulla</a></div><nav class="main-header-menu"><ul id="ast-hf-menu-1">` +
    `<li class="menu-item"><a href="/qui-som">Qui som</a></li><li class="menu-item"><a href="/activitats">Activitats</a></li><li class="menu-item"><a href="/contacte">Contacte</a></li></ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><p>La Fulla SCCL · Carrer de Verdi 41, 08012 Barcelona · ${tel('+34 932 17 48 06')}</p>` +
    `<p>Butlletí: <input type="email" placeholder="nom@domini.cat"> <a href="/espai-socies">Espai sòcies</a> · <a href="/politica-de-privacitat">Privacitat</a></p>` +
    `<!-- TODO treure: antic correu de la revista, revista@${HOST} --></footer>`,
  privacyPath: { ca: '/politica-de-privacitat', es: '/politica-de-privacitat' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca', main: `<div class="entry-content">${spec.main}</div>` });

type Member = { name: string; title: string; local: string; encode?: boolean };
const MEMBERS: Member[] = [
  { name: 'Montse Vidal', title: 'Coordinació general', local: 'montse', encode: true },
  { name: 'Jordi Puig', title: 'Compres i fons editorial', local: 'jordi' },
  { name: 'Laia Ferrer', title: 'Llibretera de la secció infantil i juvenil', local: 'laia', encode: true },
  { name: 'Pau Serra', title: "Programació d'activitats i presentacions", local: 'pau' },
  { name: 'Núria Casals', title: 'Administració i comptabilitat', local: 'nuria', encode: true },
];

export function llibreriaLaFulla(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT = { ca: '/', es: '/es' };

  pages['/'] = page({
    path: '/',
    title: 'Llibreria cooperativa a Gràcia',
    alternates: ALT,
    main: `<h1>Una llibreria de barri, de les persones que hi treballen</h1><p>Som una cooperativa de treball des del 2014. Per a qualsevol consulta: ${mailto(`botiga@${HOST}`)}</p>`,
  });
  pages['/es'] = page({
    path: '/es',
    title: 'Librería cooperativa en Gràcia',
    lang: 'es',
    alternates: ALT,
    main: `<h1>Librería cooperativa en Gràcia</h1><p>¿Compras para una biblioteca o una escuela? Carmen Ortega, encargada de pedidos institucionales, te atiende en ${mailto(`carmen@${HOST}`)}.</p>`,
  });
  pages['/qui-som'] = page({
    path: '/qui-som',
    title: 'Qui som',
    main:
      `<h1>Qui som</h1><p>Les sòcies treballadores de La Fulla:</p><dl class="equip">` +
      MEMBERS.map((m) => {
        const addr = `${m.local}@${HOST}`;
        return `<dt>${esc(m.name)}</dt><dd>${esc(m.title)}</dd><dd>${m.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr)}</dd>`;
      }).join('') +
      `</dl>`,
  });
  pages['/activitats'] = page({ path: '/activitats', title: 'Activitats', main: `<h1>Activitats</h1><p>Presentacions cada dijous a les 19 h. Club de lectura el primer dimarts de cada mes.</p>` });
  pages['/contacte'] = page({ path: '/contacte', title: 'Contacte', main: `<h1>Contacte</h1><p>De dilluns a dissabte, de 10 a 14 h i de 17 a 20.30 h.</p><p>Comandes: ${mailto(`botiga@${HOST}`)}. Distribució: Distribuïdora Arc (comandes@distribuidora-arc.cat).</p>` });
  pages['/2025/02/torna-el-club-de-lectura'] = page({
    path: '/2025/02/torna-el-club-de-lectura',
    title: 'Torna el club de lectura',
    main: `<h1>Torna el club de lectura</h1><p>Aquest trimestre llegim autores italianes. El club el condueix l’Arnau Soler, traductor i moderador del club, que us respondrà els dubtes a ${mailto(`arnau@${HOST}`)}.</p>`,
  });
  pages['/espai-socies'] = page({ path: '/espai-socies', title: 'Espai sòcies', main: `<h1>Espai sòcies</h1><p>Assemblea: ${mailto(`assemblea@${HOST}`)}</p>` });
  pages['/politica-de-privacitat'] = page({ path: '/politica-de-privacitat', title: 'Política de privacitat', main: `<h1>Política de privacitat</h1><p>Responsable: La Fulla SCCL.</p>` });
  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml']));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/qui-som', '/activitats', '/contacte']));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2025/02/torna-el-club-de-lectura']));

  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /espai-socies\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`, pages, headers: { Server: 'LiteSpeed' } },
    truth: {
      domain: HOST,
      set: 'held-out-94',
      languages: ['ca', 'es'],
      addresses: [
        { address: `botiga@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        ...MEMBERS.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/qui-som'],
          cases: ['definition-list', m.encode ? 'entities' : 'plain', 'link-non-english'] as CaseKind[],
        })),
        { address: `carmen@${HOST}`, name: 'Carmen Ortega', title: 'encargada de pedidos institucionales', pages: ['/es'], cases: ['prose', 'plain', 'hreflang'] },
        { address: `arnau@${HOST}`, name: 'Arnau Soler', title: 'traductor i moderador del club', pages: ['/2025/02/torna-el-club-de-lectura'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}',
      disallowed: ['/espai-socies'],
      nonAddresses: [
        { text: `assemblea@${HOST}`, kind: 'disallowed' },
        { text: `revista@${HOST}`, kind: 'comment' },
        { text: 'nom@domini.cat', kind: 'placeholder' },
        { text: 'comandes@distribuidora-arc.cat', kind: 'other-company' },
      ],
    },
  };
}
