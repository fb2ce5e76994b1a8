/**
 * Falla Plaça de l'Arbre: a neighbourhood falla association in Benimaclet (València), on
 * Squarespace, in Valencian with a short Spanish page. The board as "Càrrec: Nom – adreça" lines
 * (the secretary's address built by a code block's script, the children's delegate's written
 * "nom [at] domini [dot] test"), the president again on the Spanish page, and the culture
 * delegate in a news post two links from home. The clubhouse mailbox is the only role address;
 * the members' area (disallowed) and a supplier's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fallaplacaarbre.test';
const ORIGIN = `http://${HOST}`;

const NAV_CA: [string, string][] = [
  ['/', 'Inici'],
  ['/la-comissio', 'La comissió'],
  ['/llibret', 'Llibret'],
  ['/noticies', 'Notícies'],
  ['/casal', 'El casal'],
  ['/es', 'Castellano'],
];

const theme: Theme = {
  host: HOST,
  siteName: "Falla Plaça de l'Arbre",
  head: [
    '<!-- This is Squarespace. --><!-- falla-placa-arbre -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65a1f3c2b7e9d4012a8c5f11/14/5c5a519771c10ba3470d8101/65a1f3c2b7e9d4012a8c5f2e/1517/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"65a1f3c2b7e9d4012a8c5f11","identifier":"falla-placa-arbre","language":"ca-ES"}};</script>',
  ],
  header: (spec) =>
    `<header id="header" class="header theme-col--primary" data-section-theme="white"><div class="header-inner"><div class="header-title"><a href="${spec.lang === 'es' ? '/es' : '/'}" class="header-title-logo"><img src="https://images.squarespace-cdn.com/content/v1/65a1f3c2b7e9d4012a8c5f11/escut-falla.png?format=300w" alt="Falla Plaça de l'Arbre"></a></div>` +
    `<nav class="header-nav-list">${(spec.lang === 'es' ? [['/es', 'Inicio'] as [string, string], ['/', 'Valencià'] as [string, string]] : NAV_CA).map(([href, label]) => `<div class="header-nav-item"><a href="${href}">${esc(label)}</a></div>`).join('')}</nav></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section" data-section-theme="black"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">` +
    `<p>Casal: carrer de la Murta, 9 – 46020 València · ${tel('963 62 18 05')} · ${mailto(`casal@${HOST}`)}</p><p><a href="/avis-legal">Avís legal</a> · <a href="/socis">Àrea de socis</a> · Instagram @fallaplacaarbre</p></div></div></div></section></footer>`,
  privacyPath: { ca: '/avis-legal', es: '/avis-legal' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca-ES-valencia' });
const block = (html: string): string =>
  `<section class="page-section" data-section-theme="light"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></div></section>`;

const ROSA = `var u = 'rosa'; var d = 'fallaplacaarbre'; document.getElementById('correu-secretaria').innerHTML = '<a href="mailto:' + u + '@' + d + '.test">' + u + '@' + d + '.test</a>';`;

export function fallaPlacaArbre(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Falla de Benimaclet',
    alternates: { ca: '/', es: '/es' },
    jsonLd: [{ '@context': 'http://schema.org', '@type': 'Organization', name: "Falla Plaça de l'Arbre", url: `${ORIGIN}/`, sameAs: ['https://www.instagram.com/fallaplacaarbre'] }],
    main: block(`<h1>Falla Plaça de l'Arbre – Benimaclet</h1><p>Som una comissió de barri amb 214 fallers i falleres. Plantem en la plaça des de 1972, i enguany el monument el fa l'artista Vicente Martínez Puchol.</p><p><a href="/noticies">Llig les últimes notícies</a></p>`),
  });

  pages['/la-comissio'] = page({
    path: '/la-comissio',
    title: 'La comissió',
    main: block(
      `<h2>Junta directiva 2025-2026</h2>` +
        `<p>President: Vicent Soler Martí – ${mailto(`vicent@${HOST}`)}</p>` +
        `<p>Vicepresidenta primera: Amparo Ferrer Llorca – ${mailto(`amparo@${HOST}`)}</p>` +
        `<p>Secretària: Rosa Cervera Alapont – <span id="correu-secretaria">(activa JavaScript)</span></p><script>${ROSA}</script>` +
        `<p>Tresorer: Josep Garcia Navarro – ${mailto(`josep@${HOST}`)}</p>` +
        `<p>Delegat de Festejos: Ximo Llopis Sanchis – ${mailto(`ximo@${HOST}`)}</p>` +
        `<p>Delegada d'Infantils: Neus Pastor Gil – neus [at] fallaplacaarbre [dot] test</p>` +
        `<p>Fallera Major 2026: Paula Ribera Tortosa · Fallera Major Infantil: Carla Soler Ferrer</p>`,
    ),
  });

  pages['/llibret'] = page({ path: '/llibret', title: 'Llibret', main: block(`<h1>Llibret 2026</h1><p>El llibret d'enguany, «Benimaclet, poble dins de la ciutat», es presenta el 24 de gener al casal.</p>`) });

  pages['/noticies'] = page({
    path: '/noticies',
    title: 'Notícies',
    main: block(`<h1>Notícies</h1><article class="blog-basic-grid--container"><h2><a href="/noticies/presentacio-del-llibret-2026">Presentació del llibret 2026</a></h2><p>10 de gener de 2026</p></article>`),
  });

  pages['/noticies/presentacio-del-llibret-2026'] = page({
    path: '/noticies/presentacio-del-llibret-2026',
    title: 'Presentació del llibret 2026',
    main: block(
      `<h1>Presentació del llibret 2026</h1><p>El dissabte 24 de gener, a les 19.30 hores, presentarem el llibret al casal, amb la lectura de versos a càrrec dels infantils.</p>` +
        `<p>Qui vulga col·laborar amb textos o fotografies antigues del barri pot parlar amb el nostre delegat de Cultura, Toni Belda Sempere, que coordina la publicació (${mailto(`toni@${HOST}`)}).</p>`,
    ),
  });

  pages['/casal'] = page({ path: '/casal', title: 'El casal', main: block(`<h1>El casal</h1><p>Obert divendres i dissabtes de 19 a 24 h. El sopar de germanor el prepara Càtering Benimaclet (reserves@catering-benimaclet.test).</p>`) });

  pages['/es'] = page({
    path: '/es',
    title: 'Falla de Benimaclet',
    lang: 'es',
    alternates: { ca: '/', es: '/es' },
    main: block(`<h1>Falla Plaça de l'Arbre</h1><p>Comisión fallera del barrio de Benimaclet desde 1972.</p><p>Presidente: Vicent Soler Martí – ${mailto(`vicent@${HOST}`)}</p><p>Casal: ${mailto(`casal@${HOST}`)}</p>`),
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: block(`<h1>Avís legal</h1><p>Associació Cultural Falla Plaça de l'Arbre, CIF G46295180, inscrita en el Registre d'Associacions de la Comunitat Valenciana.</p>`) });

  pages['/socis'] = page({ path: '/socis', title: 'Àrea de socis', main: block(`<h1>Àrea de socis</h1><p>Quotes, loteria i reserves de cadires. Dubtes: ${mailto(`quotes@${HOST}`)}</p>`) });

  const line = (local: string, name: string, title: string, extra: ('plain' | 'obfuscated')[] = ['plain']) => ({
    address: `${local}@${HOST}`,
    name,
    title,
    pages: ['/la-comissio'],
    cases: ['title-name-line' as const, ...extra, 'link-non-english' as const],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /socis\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/la-comissio', '/llibret', '/noticies', '/casal', '/es', '/avis-legal'], '2026-01-10'),
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-86',
      languages: ['ca', 'es'],
      addresses: [
        { address: `casal@${HOST}`, name: null, title: null, pages: ['/', '/es'], cases: ['role', 'plain'] },
        { ...line('vicent', 'Vicent Soler Martí', 'President'), pages: ['/la-comissio', '/es'], titleAlternatives: ['Presidente'] },
        line('amparo', 'Amparo Ferrer Llorca', 'Vicepresidenta primera'),
        { address: `rosa@${HOST}`, name: 'Rosa Cervera Alapont', title: 'Secretària', pages: ['/la-comissio'], encoded: { kind: 'script', text: ROSA }, cases: ['title-name-line', 'script-concat', 'link-non-english'] },
        line('josep', 'Josep Garcia Navarro', 'Tresorer'),
        line('ximo', 'Ximo Llopis Sanchis', 'Delegat de Festejos'),
        line('neus', 'Neus Pastor Gil', "Delegada d'Infantils", ['obfuscated']),
        { address: `toni@${HOST}`, name: 'Toni Belda Sempere', title: 'delegat de Cultura', pages: ['/noticies/presentacio-del-llibret-2026'], cases: ['prose', 'deep-page', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/socis'],
      nonAddresses: [
        { text: `quotes@${HOST}`, kind: 'disallowed' },
        { text: 'reserves@catering-benimaclet.test', kind: 'other-company' },
      ],
    },
  };
}
