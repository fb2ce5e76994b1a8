/**
 * Cooperativa de Ramaders del Lluçanès: a shepherds' and stock farmers' cooperative with a cheese
 * dairy and a shop in Prats de Lluçanès, Catalan with a Spanish home reached through the hreflang
 * alternates and a Spanish contact page under it. A Drupal-like site: the head shepherd in
 * running prose, the team in a table with a role column (a farrier, a vet with "Dra.", a
 * cheesemaker, a responsibility phrase), the shop orders address in character references, the
 * Spanish-language contact with "Sra.", first-name addresses, an old address in an HTML comment,
 * the abattoir's address, and a members' area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'ramaders-llucanes.test';
const ORIGIN = `http://${HOST}`;
const HOMES = { ca: '/', es: '/es' };
const COMMENTED = 'cooperativa@ramaders-llucanes.test';
const COMANDES = 'comandes@ramaders-llucanes.test';

const MENU = {
  ca: [
    ['/', 'Inici'],
    ['/qui-som', 'Qui som'],
    ['/equip', 'Equip'],
    ['/botiga', 'Botiga'],
    ['/contacte', 'Contacte'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/contacto', 'Contacto'],
    ['/', 'CA'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Ramaders del Lluçanès',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_aB3dE5fG7hJ9kL1mN3pQ.css">'],
  header: (page) =>
    `<header role="banner" class="site-header"><a href="${page.lang === 'es' ? '/es' : '/'}" rel="home" class="site-logo"><img src="/sites/default/files/logo-ramaders.svg" alt="Ramaders del Lluçanès"></a>\n` +
    `<nav role="navigation" class="menu--main"><ul class="menu">${MENU[page.lang === 'es' ? 'es' : 'ca'].map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (page) =>
    `<footer role="contentinfo" class="site-footer"><p>Cooperativa de Ramaders del Lluçanès SCCL · Ctra. de Vic 14, 08513 Prats de Lluçanès · NIF F08123456</p>` +
    (page.lang === 'es' ? '' : `<p><a href="/avis-legal">Avís legal</a> · <a href="/area-socis">Àrea de socis</a></p>`) +
    `</footer>`,
  privacyPath: { ca: '/avis-legal', es: '/avis-legal' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const node = (html: string) => `<article class="node node--type-page"><div class="node__content clearfix"><div class="field--name-body">${html}</div></div></article>`;

const EQUIP: [string, string, string][] = [
  ['Núria Casals', 'Mestra formatgera', 'nuria@ramaders-llucanes.test'],
  ['Pere Soler', 'Ferrador i esquilador', 'pere@ramaders-llucanes.test'],
  ['Dra. Laia Serrat', 'Veterinària de la cooperativa', 'laia@ramaders-llucanes.test'],
  ['Marta Riera', 'responsable de la botiga i de les comandes en línia', 'marta@ramaders-llucanes.test'],
  ['Quim Bosch', 'Tresorer del consell rector', 'quim@ramaders-llucanes.test'],
];

export function ramadersLlucanes(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Formatges, xai i llana del Lluçanès',
    lang: 'ca',
    alternates: HOMES,
    main: node(`<h1>Formatges, xai i llana del Lluçanès</h1><p>Som 46 famílies ramaderes que pasturen ovelles ripolleses i cabres entre Prats, Olost i Sant Boi. Elaborem formatge d'ovella a la nostra formatgeria i venem a la botiga de la cooperativa.</p>\n<!-- adreça antiga (fins al 2021): ${COMMENTED} -->`),
  });

  pages['/qui-som'] = page({
    path: '/qui-som',
    title: 'Qui som',
    lang: 'ca',
    main: node(
      `<h2>Qui som</h2><p>La cooperativa es va fundar el 1983 per comercialitzar en comú el xai i la llana. Avui també gestionem la transhumància d'estiu cap al Cadí.</p>` +
        `<p>Si voleu acompanyar un ramat o saber quan passa la transhumància pel vostre poble, el nostre pastor en cap, Jordi Puigdollers, us respondrà a ${mailto('jordi@ramaders-llucanes.test')}.</p>`,
    ),
  });

  pages['/equip'] = page({
    path: '/equip',
    title: 'Equip',
    lang: 'ca',
    main: node(
      `<h2>Equip</h2><table class="views-table"><thead><tr><th>Nom</th><th>Rol</th><th>Correu</th></tr></thead><tbody>\n` +
        EQUIP.map(([name, role, address]) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mailto(address)}</td></tr>`).join('\n') +
        `\n</tbody></table>`,
    ),
  });

  pages['/botiga'] = page({
    path: '/botiga',
    title: 'Botiga',
    lang: 'ca',
    main: node(
      `<h2>Botiga</h2><ul><li>Formatge curat d'ovella, 1 kg – 24 €</li><li>Xai de la cooperativa, quart – 55 €</li><li>Madeixa de llana ripollesa – 9 €</li></ul>` +
        `<p>Comandes en línia i lots de Nadal: <a href="${entities(`mailto:${COMANDES}`)}">${entities(COMANDES)}</a></p>` +
        `<p>El xai es sacrifica a l'Escorxador Comarcal d'Osona (${mailto('escorxador@escorxador-osona.test')}), amb certificació de benestar animal.</p>`,
    ),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    lang: 'ca',
    main: node(
      `<h2>Contacte</h2><p>Ctra. de Vic 14, 08513 Prats de Lluçanès<br>Tel. 938 560 123 · Botiga: dimarts a dissabte, 9–13 h</p><p>Informació general: ${mailto('info@ramaders-llucanes.test')}</p>` +
        `<form class="contact-form" method="post"><input type="email" name="mail" placeholder="el-teu-correu@exemple.cat"><textarea name="message"></textarea><input type="submit" value="Envia"></form>`,
    ),
  });

  pages['/avis-legal'] = page({
    path: '/avis-legal',
    title: 'Avís legal',
    lang: 'ca',
    main: node(`<h2>Avís legal i privacitat</h2><p>Titular: Cooperativa de Ramaders del Lluçanès SCCL, inscrita al Registre de Cooperatives de Catalunya. Contacte: ${mailto('info@ramaders-llucanes.test')}.</p>`),
  });

  pages['/area-socis'] = page({
    path: '/area-socis',
    title: 'Àrea de socis',
    lang: 'ca',
    main: node(`<h2>Àrea de socis</h2><p>Liquidacions, actes de l'assemblea i calendari de pastures. Incidències: ${mailto('socis@ramaders-llucanes.test')}</p>`),
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Quesos, cordero y lana del Lluçanès',
    lang: 'es',
    alternates: HOMES,
    main: node(`<h1>Quesos, cordero y lana del Lluçanès</h1><p>Cooperativa de ganaderos de ovino y caprino en la comarca del Lluçanès (Barcelona). Más información en <a href="/es/contacto">contacto</a>.</p>`),
  });

  pages['/es/contacto'] = page({
    path: '/es/contacto',
    title: 'Contacto',
    lang: 'es',
    main: node(`<h2>Contacto</h2><p>Ctra. de Vic 14, 08513 Prats de Lluçanès (Barcelona)</p><p>Sra. Carmen López, administrativa, atención en castellano: ${mailto('carmen@ramaders-llucanes.test')}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /core/\nDisallow: /user/\nDisallow: /area-socis\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/qui-som', '/equip', '/botiga', '/contacte', '/avis-legal', '/es', '/es/contacto'], '2025-05-30'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-8',
      languages: ['ca', 'es'],
      addresses: [
        { address: 'jordi@ramaders-llucanes.test', name: 'Jordi Puigdollers', title: 'pastor en cap', pages: ['/qui-som'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'nuria@ramaders-llucanes.test', name: 'Núria Casals', title: 'Mestra formatgera', pages: ['/equip'], cases: ['table', 'plain', 'link-non-english'] },
        {
          address: 'pere@ramaders-llucanes.test',
          name: 'Pere Soler',
          title: 'Ferrador i esquilador',
          titleAlternatives: ['Ferrador'],
          pages: ['/equip'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'laia@ramaders-llucanes.test',
          name: 'Laia Serrat',
          title: 'Veterinària de la cooperativa',
          titleAlternatives: ['Veterinària'],
          pages: ['/equip'],
          cases: ['table', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: 'marta@ramaders-llucanes.test',
          name: 'Marta Riera',
          title: 'responsable de la botiga i de les comandes en línia',
          titleAlternatives: ['responsable de la botiga'],
          pages: ['/equip'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'quim@ramaders-llucanes.test',
          name: 'Quim Bosch',
          title: 'Tresorer del consell rector',
          titleAlternatives: ['Tresorer'],
          pages: ['/equip'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'carmen@ramaders-llucanes.test',
          name: 'Carmen López',
          title: 'administrativa',
          pages: ['/es/contacto'],
          cases: ['hreflang', 'deep-page', 'honorific', 'name-title-line', 'plain', 'link-non-english'],
        },
        { address: COMANDES, name: null, title: null, pages: ['/botiga'], cases: ['entities', 'role', 'link-non-english'] },
        { address: 'info@ramaders-llucanes.test', name: null, title: null, pages: ['/contacte', '/avis-legal'], cases: ['role', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-socis'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'socis@ramaders-llucanes.test', kind: 'disallowed' },
        { text: 'el-teu-correu@exemple.cat', kind: 'placeholder' },
        { text: 'escorxador@escorxador-osona.test', kind: 'other-company' },
      ],
    },
  };
}
