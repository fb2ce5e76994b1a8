/**
 * Teixit: a software workers' co-operative in Girona, Catalan with Spanish and English home
 * pages. A static site (Hugo): the founders in running text and on a press label line, a blog
 * post whose author is a JSON-LD Person and whose code has a clone URL and package versions, the
 * general address written by an old "protect e-mail" snippet, the contact page stating the
 * address scheme, and a jobs page listed only in the gzip sitemap robots.txt names.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'teixit-coop.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'nomcognom@teixit-coop.test';

const HOMES = { ca: '/', es: '/es', en: '/en' };

const MENU: [string, string][] = [
  ['/qui-som', 'Qui som'],
  ['/serveis', 'Serveis'],
  ['/blog', 'Blog'],
  ['/contacte', 'Contacte'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Teixit, cooperativa de programari',
  head: ['<meta name="generator" content="Hugo 0.125.4">', '<link rel="stylesheet" href="/css/teixit.min.8a2f.css">'],
  header: (page) =>
    `<header><a href="/" class="logo"><img src="/img/teixit.png" srcset="/img/teixit@2x.png 2x" alt="Teixit"></a>` +
    (page.lang === 'ca' ? `<nav>${MENU.map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' · ')}</nav>` : '') +
    `<div class="idiomes"><a href="/" hreflang="ca">CA</a> <a href="/es" hreflang="es">ES</a> <a href="/en" hreflang="en">EN</a></div></header>`,
  footer: () =>
    `<footer><p>Teixit, SCCL · Carrer de la Rutlla 31, 17002 Girona · NIF F55123456</p><p><a href="/intranet">Intranet</a> · <a href="/avis-legal">Avís legal</a> · Codi font a GitHub</p></footer>`,
  privacyPath: { ca: '/avis-legal', es: '/avis-legal', en: '/avis-legal' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const PROTECT_SCRIPT = `
<!--
var usuari = "hola";
var domini = "teixit-coop.test";
document.write('<a href="' + 'mail' + 'to:' + usuari + '@' + domini + '">' + usuari + '@' + domini + '</a>');
//-->
`;

export function teixitCoop(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Programari lliure per a entitats i ajuntaments',
    lang: 'ca',
    alternates: HOMES,
    main:
      `<h1>Programari lliure per a entitats i ajuntaments</h1><p>Som una cooperativa de treball de nou persones. Fem plataformes de participació, webs accessibles i integracions amb l’administració electrònica, sempre amb codi obert.</p>\n` +
      `<blockquote>«Ens van fer la plataforma de pressupostos participatius en quatre mesos.» — Servei TIC, Ajuntament de Salt</blockquote>`,
  });

  pages['/qui-som'] = page({
    path: '/qui-som',
    title: 'Qui som',
    lang: 'ca',
    main:
      `<h1>Qui som</h1><p>Teixit va néixer el 2017 quan cinc programadores i programadors gironins van decidir treballar sense patrons. Avui som nou sòcies treballadores.</p>\n` +
      `<p>La Núria Puig, sòcia fundadora i coordinadora tècnica, porta els projectes amb administracions públiques; li pots escriure a ${mailto('nuriapuig@teixit-coop.test')} si tens un encàrrec.</p>\n` +
      `<p class="premsa">Premsa i comunicació: Sra. Laia Serra, responsable de comunicació, tel. 972 41 22 10, ${mailto('laiaserra@teixit-coop.test')}</p>\n` +
      `<p>Formem part de la Federació de Cooperatives de Treball i de la xarxa de mercat social.</p>`,
  });

  pages['/serveis'] = page({
    path: '/serveis',
    title: 'Serveis',
    lang: 'ca',
    main: `<h1>Serveis</h1><ul><li>Plataformes de participació ciutadana (Decidim, Consul)</li><li>Webs accessibles (WCAG 2.2 AA)</li><li>Integracions amb l’AOC i Via Oberta</li><li>Manteniment i allotjament a Catalunya</li></ul><p>Un dels nostres clients, el Servei TIC de l’Ajuntament de Salt, ens va fer arribar les seves consultes a ${mailto('tic@ajuntament-exemple.test')}.</p>`,
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    lang: 'ca',
    main: `<h1>Blog</h1><ul><li><a href="/blog/actualitzar-a-node-20">Com vam actualitzar la plataforma a Node 20</a> — Marc Vidal, 3 de març de 2025</li></ul>`,
  });

  pages['/blog/actualitzar-a-node-20'] = page({
    path: '/blog/actualitzar-a-node-20',
    title: 'Com vam actualitzar la plataforma a Node 20',
    lang: 'ca',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Com vam actualitzar la plataforma a Node 20',
        datePublished: '2025-03-03',
        inLanguage: 'ca',
        author: { '@type': 'Person', name: 'Marc Vidal', jobTitle: 'Desenvolupador backend', email: 'mailto:marcvidal@teixit-coop.test' },
        publisher: { '@type': 'Organization', name: 'Teixit, SCCL', url: `${ORIGIN}/` },
      },
    ],
    main:
      `<article><h1>Com vam actualitzar la plataforma a Node 20</h1><p class="meta">3 de març de 2025 · Marc Vidal</p>\n` +
      `<p>La plataforma de participació corria encara amb Node 16. Aquests són els passos que vam seguir:</p>\n` +
      `<pre><code>git clone git@github.com:teixit-coop/plataforma-participa.git\ncd plataforma-participa\nnpm install --save-dev typescript@5.4.5 vitest@1.6.0\nnpm test</code></pre>\n` +
      `<p>El canvi més gran va ser passar de Jest a Vitest: la configuració és gairebé la mateixa.</p>\n` +
      `<footer class="autor"><p><strong>Marc Vidal</strong> és desenvolupador backend a Teixit. Dubtes sobre l’article? ${mailto('marcvidal@teixit-coop.test')}</p></footer></article>`,
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    lang: 'ca',
    main:
      `<h1>Contacte</h1><p>Carrer de la Rutlla 31, baixos, 17002 Girona<br>Tel. 972 41 22 00</p>\n` +
      `<p>Correu general: <script type="text/javascript">${PROTECT_SCRIPT}</script><noscript>activa el JavaScript per veure l’adreça</noscript></p>\n` +
      `<p>Si coneixes el nom de la persona, les adreces personals segueixen el format ${SCHEME} (sense punts ni accents).</p>\n` +
      `<form method="post" action="/contacte"><label>Correu electrònic <input type="email" name="correu" placeholder="nom@exemple.com"></label><label>Missatge <textarea name="missatge"></textarea></label><button>Envia</button></form>`,
  });

  pages['/feina'] = page({
    path: '/feina',
    title: 'Feina',
    lang: 'ca',
    main:
      `<h1>Treballa amb nosaltres</h1><p>Busquem una persona desenvolupadora frontend (Vue o React) que vulgui fer-se sòcia en un any.</p>\n` +
      `<p>Envia’ns el CV a ${mailto('feina@teixit-coop.test')}; el procés el porta en Pau Ferrer, responsable de persones, que et respondrà en una setmana.</p>\n` +
      `<p>Preguntes sobre el procés? Escriu al Pau: ${mailto('pauferrer@teixit-coop.test')}.</p>`,
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Software libre para entidades y ayuntamientos',
    lang: 'es',
    alternates: HOMES,
    main: `<h1>Software libre para entidades y ayuntamientos</h1><p>Somos una cooperativa de trabajo de Girona. Para encargos, Núria Puig, socia fundadora y coordinadora técnica: ${mailto('nuriapuig@teixit-coop.test')}.</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Free software for non-profits and councils',
    lang: 'en',
    alternates: HOMES,
    main: `<h1>Free software for non-profits and councils</h1><p>A nine-person worker co-operative in Girona, Catalonia. We mostly work in Catalan and Spanish, and gladly in English.</p>`,
  });

  pages['/avis-legal'] = page({
    path: '/avis-legal',
    title: 'Avís legal',
    lang: 'ca',
    main: `<h1>Avís legal i privacitat</h1><p>Titular: Teixit, SCCL, NIF F55123456, inscrita al Registre General de Cooperatives de Catalunya. Responsable de protecció de dades: Laia Serra.</p>`,
  });

  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Intranet',
    lang: 'ca',
    main: `<h1>Intranet</h1><p>Accés per a sòcies. Incidències: ${mailto('sistemes@teixit-coop.test')}</p>`,
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/qui-som', '/serveis', '/blog', '/blog/actualitzar-a-node-20', '/contacte', '/feina', '/es', '/en', '/avis-legal'], '2025-03-04'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Caddy' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-5',
      languages: ['ca', 'es', 'en'],
      addresses: [
        {
          address: 'nuriapuig@teixit-coop.test',
          name: 'Núria Puig',
          title: 'sòcia fundadora i coordinadora tècnica',
          titleAlternatives: ['socia fundadora y coordinadora técnica', 'coordinadora tècnica', 'coordinadora técnica'],
          pages: ['/qui-som', '/es'],
          cases: ['prose', 'name-title-line', 'plain', 'link-non-english'],
        },
        { address: 'laiaserra@teixit-coop.test', name: 'Laia Serra', title: 'responsable de comunicació', pages: ['/qui-som'], cases: ['label-line', 'honorific', 'plain', 'link-non-english'] },
        {
          address: 'marcvidal@teixit-coop.test',
          name: 'Marc Vidal',
          title: 'Desenvolupador backend',
          pages: ['/blog/actualitzar-a-node-20'],
          cases: ['json-ld-person', 'json-ld-mailto', 'prose', 'plain'],
        },
        { address: 'pauferrer@teixit-coop.test', name: 'Pau Ferrer', title: 'responsable de persones', pages: ['/feina'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
        { address: 'feina@teixit-coop.test', name: null, title: null, pages: ['/feina'], cases: ['role', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
        {
          address: 'hola@teixit-coop.test',
          name: null,
          title: null,
          pages: ['/contacte'],
          encoded: { kind: 'script', text: PROTECT_SCRIPT },
          cases: ['script-protect', 'role', 'link-non-english'],
        },
      ],
      pattern: '{first}{last}',
      statedPattern: { page: '/contacte', text: SCHEME },
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'sistemes@teixit-coop.test', kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'typescript@5.4.5', kind: 'package' },
        { text: 'vitest@1.6.0', kind: 'package' },
        { text: 'teixit@2x.png', kind: 'retina' },
        { text: 'nom@exemple.com', kind: 'placeholder' },
        { text: 'tic@ajuntament-exemple.test', kind: 'other-company' },
      ],
    },
  };
}
