/**
 * Remuntadors de Sorteny: a ski-lift operator in the Ordino valley (Andorra), on Joomla, in
 * Catalan. Department heads in a table whose addresses Joomla's e-mail cloaking writes, the
 * safety officer as a label line, the founder as JSON-LD Person, a people card grid on a page two
 * links deep.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, tel } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';
import { makeTheme, pager } from './common.js';

const HOST = 'remuntadors-sorteny.test';
const ORIGIN = `http://${HOST}`;
const a = (l: string) => `${l}@${HOST}`;

const theme = makeTheme({
  host: HOST,
  siteName: 'Remuntadors de Sorteny',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4.4.2" rel="stylesheet">`],
  menus: {
    ca: [
      ['/', 'Inici'],
      ['/estat-de-les-pistes', 'Estat de les pistes'],
      ['/forfets', 'Forfets i tarifes'],
      ['/empresa', 'L’empresa'],
      ['/contacte', 'Contacte'],
    ],
  },
  navOpen: `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="${ORIGIN}/images/logo-sorteny.svg" alt="Remuntadors de Sorteny"></a></div><nav class="navbar navbar-expand-md" aria-label="Menú principal"><ul class="mod-menu mod-list nav">`,
  navClose: `</ul></nav></header>`,
  item: (h, l) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Remuntadors de Sorteny, SAU · Ctra. General de Sorteny s/n · AD300 Ordino · Principat d’Andorra · ${tel('+376 878 410')}</p><p><a href="/avis-legal">Avís legal</a> · <a href="/area-treballadors">Àrea de treballadors</a></p></div></footer>`,
  privacyPath: { ca: '/avis-legal' },
  bodyEnd: [`<script src="${ORIGIN}/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2"></script>`],
});
const page = pager(theme, 'ca-AD');

/** Joomla's email cloak: a span and a script that writes the link from pieces. */
function cloak(local: string, id: string): { html: string; script: string } {
  const [user, dom] = [local, 'remuntadors-sorteny'];
  const half = Math.ceil(user.length / 2);
  const script = `document.getElementById('cloak${id}').innerHTML = '';var prefix = '&#109;a' + 'i&#108;' + '&#116;o';var path = 'hr' + 'ef' + '=';var addy${id} = '${user.slice(0, half)}' + '${user.slice(half)}' + '&#64;';addy${id} = addy${id} + '${dom}' + '&#46;' + 'test';var addy_text${id} = addy${id};document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="cloak${id}">Aquesta adreça electrònica està protegida contra robots de correu brossa. Necessiteu activar JavaScript per veure-la.</span><script type="text/javascript">${script}</script>`, script };
}

type Head = { name: string; shown: string; title: string; local: string; id: string };
const HEADS: Head[] = [
  { name: 'Jordi Casals', shown: 'Jordi Casals', title: 'Cap d’explotació de remuntadors', local: 'jordi.casals', id: 'a3f1c' },
  { name: 'Núria Puig', shown: 'Núria Puig', title: 'Responsable de pistes i neu artificial', local: 'nuria.puig', id: 'b82d0' },
  { name: 'Pere Rossell', shown: 'Enginyer Pere Rossell', title: 'Director tècnic i de manteniment', local: 'pere.rossell', id: 'c55e9' },
];

export function remuntadorsSorteny(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Esquí a la Vall d’Ordino',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SkiResort',
        name: 'Remuntadors de Sorteny',
        founder: { '@type': 'Person', name: 'Josep Areny', jobTitle: 'President del consell d’administració', email: a('josep.areny') },
      },
    ],
    main: `<div class="com-content-article item-page"><h1>Benvinguts a Sorteny</h1><p>Sis remuntadors, 22 km de pistes i l’únic telecadira desembragable de la vall. Temporada del 6 de desembre al 6 d’abril.</p><p>El nostre president, Josep Areny, fundador de l’estació el 1987, respon personalment les propostes de patrocini a ${mailto(a('josep.areny'))}.</p></div>`,
  });
  pages['/estat-de-les-pistes'] = page({ path: '/estat-de-les-pistes', title: 'Estat de les pistes', main: `<h1>Estat de les pistes</h1><table class="table"><tr><td>Telecadira Coll d’Arenes</td><td>Obert</td></tr><tr><td>Telesquí Clot de l’Ós</td><td>Tancat (vent)</td></tr></table>` });
  pages['/forfets'] = page({ path: '/forfets', title: 'Forfets i tarifes', main: `<h1>Forfets</h1><p>Forfet de dia adult: 46 €. Grups i escoles: ${mailto(a('grups'))}</p>` });
  pages['/empresa'] = page({
    path: '/empresa',
    title: 'L’empresa',
    main: `<h1>L’empresa</h1><p>Remuntadors de Sorteny, SAU, gestiona els remuntadors mecànics i les pistes per concessió del Comú d’Ordino.</p><ul><li><a href="/empresa/organigrama">Organigrama i responsables</a></li><li><a href="/empresa/equip-de-pistes">L’equip de pistes</a></li></ul>`,
  });
  const cloaks = HEADS.map((h) => cloak(h.local, h.id));
  pages['/empresa/organigrama'] = page({
    path: '/empresa/organigrama',
    title: 'Organigrama',
    main:
      `<h1>Organigrama i responsables</h1><table class="table table-striped"><thead><tr><th>Responsable</th><th>Càrrec</th><th>Correu electrònic</th></tr></thead><tbody>` +
      HEADS.map((h, i) => `<tr><td>${esc(h.shown)}</td><td>${esc(h.title)}</td><td>${cloaks[i]!.html}</td></tr>`).join('') +
      `</tbody></table><p>Responsable de seguretat i prevenció de riscos laborals: Marc Vidal i Font, tècnic superior en PRL, tel. +376 878 415, ${mailto(a('marc.vidal'))}</p>`,
  });
  const card = (name: string, shown: string, title: string, local: string) =>
    `<div class="card"><img class="card-img-top" src="${ORIGIN}/images/equip/${local}.jpg" alt="${esc(name)}"><div class="card-body"><h3 class="card-title">${esc(shown)}</h3><p class="card-text">${esc(title)}</p><p>${mailto(a(local))}</p></div></div>`;
  pages['/empresa/equip-de-pistes'] = page({
    path: '/empresa/equip-de-pistes',
    title: 'L’equip de pistes',
    main:
      `<h1>L’equip de pistes</h1><div class="card-group">` +
      card('Laia Torres', 'Laia Torres', 'Cap de socorristes (patrulla de pistes)', 'laia.torres') +
      card('Oriol Babot', 'Oriol Babot', 'Maquinista de ratrac, torn de nit', 'oriol.babot') +
      card('Anna Riba', 'Dra. Anna Riba', 'Metgessa del centre mèdic de l’estació', 'anna.riba') +
      `</div>`,
  });
  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: `<h1>Contacte</h1><p>Atenció al client: ${mailto(a('info'))}</p><p>Premsa: ${mailto(a('premsa'))}</p><p>Codi del web: <code>git clone git@github.com:sorteny/web-joomla.git</code></p>`,
  });
  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: `<h1>Avís legal</h1><p>Remuntadors de Sorteny, SAU – NRT A-712044-K.</p>` });
  pages['/area-treballadors'] = page({ path: '/area-treballadors', title: 'Àrea de treballadors', main: `<h1>Àrea de treballadors</h1><p>Torns i nòmines: ${mailto(a('rrhh'))}</p>` });

  const cards: [string, string, string, boolean][] = [
    ['laia.torres', 'Laia Torres', 'Cap de socorristes (patrulla de pistes)', false],
    ['oriol.babot', 'Oriol Babot', 'Maquinista de ratrac, torn de nit', false],
    ['anna.riba', 'Anna Riba', 'Metgessa del centre mèdic de l’estació', true],
  ];
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /area-treballadors\n\nSitemap: ${ORIGIN}/sitemap.xml\n`, pages },
    truth: {
      domain: HOST,
      set: 'held-out-82',
      languages: ['ca'],
      addresses: [
        { address: a('info'), name: null, title: null, pages: ['/contacte'], cases: ['role', 'plain', 'link-non-english'] },
        { address: a('premsa'), name: null, title: null, pages: ['/contacte'], cases: ['role', 'plain', 'link-non-english'] },
        { address: a('grups'), name: null, title: null, pages: ['/forfets'], cases: ['role', 'plain', 'link-non-english'] },
        { address: a('josep.areny'), name: 'Josep Areny', title: 'President del consell d’administració', titleAlternatives: ['president'], pages: ['/'], cases: ['json-ld-person', 'prose', 'plain'] },
        ...HEADS.map((h, i) => ({
          address: a(h.local),
          name: h.name,
          title: h.title,
          pages: ['/empresa/organigrama'],
          encoded: { kind: 'script' as const, text: cloaks[i]!.script },
          cases: ['table', 'script-protect', 'deep-page', 'link-non-english', ...(h.shown !== h.name ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: a('marc.vidal'), name: 'Marc Vidal i Font', title: 'Responsable de seguretat i prevenció de riscos laborals', titleAlternatives: ['tècnic superior en PRL'], pages: ['/empresa/organigrama'], cases: ['label-line', 'plain', 'deep-page'] },
        ...cards.map(([l, n, t, hon]) => ({ address: a(l), name: n, title: t, pages: ['/empresa/equip-de-pistes'], cases: ['card', 'plain', 'deep-page', 'link-non-english', ...(hon ? ['honorific'] : [])] as CaseKind[] })),
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-treballadors'],
      nonAddresses: [
        { text: `rrhh@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:sorteny/web-joomla.git', kind: 'git' },
      ],
    },
  };
}
