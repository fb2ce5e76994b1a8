/**
 * Escola de Vela Llevant, a sailing and kayak school on the Costa Brava at Llançà (Catalan, with
 * English pages for visitors). Held-out set 3.
 *
 * Shows: Catalan anchor texts ("Qui som", "Cursos", "Lloguer", "Contacte"); initial-and-surname
 * addresses with no scheme stated; RDFa Person cards (one without an address); a summer-camp
 * page two links deep where the coordinator is named with the Catalan personal article ("la
 * Núria Ferrer") and the address follows in the same sentence; a definition list of desks, one
 * an address in character references; an English home linked as "EN", then its
 * "International bookings" page with "Name (Title) – address"; the shop manager only in JSON-LD,
 * as a department's employee; a members' list robots.txt disallows; a commented-out address;
 * the insurer's address; a form placeholder; a map library's version; a retina logo.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'escolavela-llevant.test';

const A = {
  info: `info@${HOST}`,
  puig: `jpuig@${HOST}`,
  vilaro: `mvilaro@${HOST}`,
  casals: `acasals@${HOST}`,
  ferrer: `nferrer@${HOST}`,
  soler: `lsoler@${HOST}`,
  lloguer: `lloguer@${HOST}`,
  mas: `omas@${HOST}`,
  rovira: `grovira@${HOST}`,
  vidal: `xvidal@${HOST}`,
};
const COMMENTED = `vela@${HOST}`;
const MEMBERS = [`socis@${HOST}`, `mbalcells@${HOST}`];
const INSURER = 'sinistres@nauticamutual.test';
const PLACEHOLDER = 'nom@domini.cat';
const PACKAGE = 'leaflet@1.9.4';
const LOGO = 'logo-llevant@2x.png';

const NAV: Record<'ca' | 'en', [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/qui-som', 'Qui som'],
    ['/cursos', 'Cursos'],
    ['/lloguer', 'Lloguer'],
    ['/contacte', 'Contacte'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/international-bookings', 'International bookings'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Escola de Vela Llevant',
  head: ['<link rel="stylesheet" href="/css/estils.css?v=2024b">', '<link href="https://fonts.googleapis.com/css2?family=Nunito:wght@400;700&display=swap" rel="stylesheet">'],
  privacyPath: { ca: '/avis-legal', en: '/avis-legal' },
  header: (page) => {
    const lang = page.lang === 'en' ? 'en' : 'ca';
    return (
      `<header id="capcalera">\n<a href="${lang === 'ca' ? '/' : '/en'}" class="marca"><img src="/img/logo-llevant.png" srcset="/img/${LOGO} 2x" alt="Escola de Vela Llevant"></a>\n` +
      `<nav><ul class="menu">${NAV[lang].map(([href, label]) => `<li><a href="${href}"${href === page.path ? ' class="actiu"' : ''}>${esc(label)}</a></li>`).join('\n')}</ul>\n` +
      `<ul class="idiomes"><li><a href="/" hreflang="ca">CA</a></li><li><a href="/en" hreflang="en">EN</a></li></ul></nav>\n</header>`
    );
  },
  footer: (page) =>
    `<footer id="peu">\n<p><b>Escola de Vela Llevant SL</b> · Passeig Marítim, 3 · 17490 Llançà (Girona) · NIF B55213874</p>\n` +
    `<p>${tel('972 38 01 55')} · ${mailto(A.info)}</p>\n` +
    `<p><a href="/avis-legal">${page.lang === 'en' ? 'Legal notice' : 'Avís legal'}</a> | <a href="/area-socis/llistat">${page.lang === 'en' ? 'Members' : 'Àrea de socis'}</a></p>\n</footer>`,
};

function page(spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage {
  return renderPage(theme, { lang: 'ca', ...spec });
}

/** An RDFa Lite Person card inside the team's vocab. */
function membre(name: string, title: string, photo: string, email: string | null): string {
  return (
    `  <div class="membre" typeof="Person">\n    <img src="/img/equip/${photo}.jpg" alt="">\n    <h3 property="name">${esc(name)}</h3>\n    <p property="jobTitle">${esc(title)}</p>\n` +
    (email ? `    <a property="email" href="mailto:${email}">${email}</a>\n` : '') +
    `  </div>`
  );
}

const HOME_ALTERNATES = { ca: '/', en: '/en' };

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      title: 'Cursos de vela i caiac a Llançà',
      alternates: HOME_ALTERNATES,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'SportsActivityLocation',
          name: 'Escola de Vela Llevant',
          url: `http://${HOST}/`,
          telephone: '+34 972 38 01 55',
          email: A.info,
          address: { '@type': 'PostalAddress', streetAddress: 'Passeig Marítim, 3', postalCode: '17490', addressLocality: 'Llançà', addressRegion: 'Girona', addressCountry: 'ES' },
          department: [
            {
              '@type': 'Store',
              name: 'Botiga nàutica Llevant',
              employee: { '@type': 'Person', name: 'Xavier Vidal', jobTitle: 'Responsable de botiga', email: A.vidal },
            },
          ],
        },
      ],
      main:
        `<section class="portada"><h1>Aprèn a navegar a la Costa Brava</h1>\n<p>Cursos de vela lleugera, catamarà, caiac i pàdel surf per a infants, joves i adults, de Setmana Santa a octubre.</p></section>\n` +
        `<section class="destacats">\n  <article><h2>Cursos</h2><p>Iniciació, perfeccionament i regata. <a href="/cursos">Tots els cursos</a></p></article>\n` +
        `  <article><h2>Lloguer</h2><p>Caiacs, taules i Hobie Cat per hores. <a href="/lloguer">Tarifes</a></p></article>\n` +
        `  <article><h2>Botiga nàutica</h2><p>Neoprens, armilles i recanvis al port, obert cada dia a l'estiu.</p></article>\n</section>`,
    }),
    '/qui-som': page({
      path: '/qui-som',
      title: 'Qui som',
      main:
        `<h1>Qui som</h1>\n<p>L'escola va néixer l'any 1998 al port de Llançà. Som un equip de patrons i monitors titulats per la Federació Catalana de Vela.</p>\n` +
        `<div class="equip" vocab="https://schema.org/">\n` +
        [
          membre('Jordi Puig', 'Director i fundador', 'jordi-puig', A.puig),
          membre('Montserrat Vilaró', "Cap d'estudis", 'montserrat-vilaro', A.vilaro),
          membre('Arnau Casals', 'Instructor de vela lleugera', 'arnau-casals', A.casals),
          membre('Pol Serra', 'Monitor de caiac', 'pol-serra', null),
        ].join('\n') +
        `\n</div>`,
    }),
    '/cursos': page({
      path: '/cursos',
      title: 'Cursos',
      main:
        `<h1>Cursos</h1>\n<ul class="cursos">\n<li><a href="/cursos/vela-lleugera">Vela lleugera (Optimist, Laser, 420)</a></li>\n<li><a href="/cursos/campus-estiu">Campus d'estiu per a nens i nenes de 7 a 14 anys</a></li>\n</ul>`,
    }),
    '/cursos/vela-lleugera': page({
      path: '/cursos/vela-lleugera',
      title: 'Vela lleugera',
      main: `<h1>Vela lleugera</h1>\n<p>Cursos de 5 dies, 3 hores diàries. Material i assegurança inclosos. Preu: 165 €.</p>\n<p><a href="/cursos">Tornar als cursos</a></p>`,
    }),
    '/cursos/campus-estiu': page({
      path: '/cursos/campus-estiu',
      title: "Campus d'estiu",
      main:
        `<h1>Campus d'estiu 2025</h1>\n<p>Del 30 de juny al 29 d'agost, per setmanes, de 9 a 14 h. Vela, caiac, snorkel i jocs a la platja.</p>\n` +
        `<p>Enguany el campus el coordina la Núria Ferrer; per a qualsevol dubte sobre inscripcions, torns o al·lèrgies, la coordinadora del campus us respondrà a ${mailto(A.ferrer)}.</p>\n` +
        `<p><a href="/cursos">Tornar als cursos</a></p>`,
    }),
    '/lloguer': page({
      path: '/lloguer',
      title: 'Lloguer',
      main:
        `<h1>Lloguer</h1>\n<table>\n<thead><tr><th>Embarcació</th><th>1 hora</th><th>Mig dia</th></tr></thead>\n<tbody>\n<tr><td>Caiac individual</td><td>15 €</td><td>40 €</td></tr>\n<tr><td>Pàdel surf</td><td>15 €</td><td>40 €</td></tr>\n` +
        `<tr><td>Hobie Cat 16 (amb titulació)</td><td>60 €</td><td>180 €</td></tr>\n</tbody>\n</table>`,
    }),
    '/contacte': page({
      path: '/contacte',
      title: 'Contacte',
      head: [`<link rel="stylesheet" href="https://unpkg.com/${PACKAGE}/dist/leaflet.css">`],
      main:
        `<h1>Contacte</h1>\n<p>Som al moll de llevant del port de Llançà, al costat del Club Nàutic.</p>\n` +
        `<dl class="contactes">\n  <dt>Secretaria i inscripcions</dt>\n  <dd>Laia Soler<br>${mailto(A.soler)}</dd>\n` +
        `  <dt>Lloguer d'embarcacions</dt>\n  <dd><a href="mailto:${entities(A.lloguer)}">${entities(A.lloguer)}</a></dd>\n` +
        `  <dt>Escoles, casals i grups</dt>\n  <dd>Ot Mas · ${tel('972 38 01 57')} · ${mailto(A.mas)}</dd>\n</dl>\n` +
        `<!-- TODO: treure ${COMMENTED} quan acabi la migració del correu -->\n` +
        `<form class="formulari" method="post" action="/contacte/enviar">\n  <label>Nom <input name="nom"></label>\n  <label>Correu electrònic <input type="email" name="correu" placeholder="${PLACEHOLDER}"></label>\n  <label>Missatge <textarea name="missatge"></textarea></label>\n  <button>Envia</button>\n</form>\n` +
        `<div id="mapa" style="height:300px"></div>\n<script src="https://unpkg.com/${PACKAGE}/dist/leaflet.js"></script>\n<script>var m=L.map('mapa').setView([42.3712,3.1628],15);L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png').addTo(m);</script>`,
    }),
    '/avis-legal': page({
      path: '/avis-legal',
      title: 'Avís legal',
      main:
        `<h1>Avís legal i política de galetes</h1>\n<p>Titular: Escola de Vela Llevant SL, NIF B55213874, inscrita al Registre Mercantil de Girona, tom 2981, foli 112.</p>\n` +
        `<p>Assegurança de responsabilitat civil i accidents: Nàutica Mutual, pòlissa 44-0917. Comunicació de sinistres: ${INSURER}</p>\n<p>Aquest web utilitza galetes tècniques i, amb el vostre consentiment, analítiques.</p>`,
    }),
    '/area-socis/llistat': page({
      path: '/area-socis/llistat',
      title: 'Llistat de socis',
      main: `<h1>Llistat de socis 2025</h1>\n<p>Quotes i altes: ${mailto(MEMBERS[0]!)} · Tresorer: Marc Balcells, ${mailto(MEMBERS[1]!)}</p>`,
    }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Sailing and kayaking in Llançà',
      alternates: HOME_ALTERNATES,
      main:
        `<h1>Learn to sail on the Costa Brava</h1>\n<p>Dinghy and catamaran courses, kayak tours and paddleboard hire from Easter to October. Our instructors speak Catalan, Spanish, English and French.</p>\n` +
        `<p>Coming from abroad? Our <a href="/en/international-bookings">international bookings</a> desk will help you plan your week.</p>`,
    }),
    '/en/international-bookings': page({
      path: '/en/international-bookings',
      lang: 'en',
      title: 'International bookings',
      main:
        `<h1>International bookings</h1>\n<p>Week-long courses for visiting families and school groups, with accommodation partners in Llançà and El Port de la Selva.</p>\n` +
        `<p class="persona">Gemma Rovira (International Bookings) – ${mailto(A.rovira)} – ${tel('+34 972 38 01 58')}</p>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.info, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
  { address: A.puig, name: 'Jordi Puig', title: 'Director i fundador', pages: ['/qui-som'], cases: ['link-non-english', 'card', 'rdfa', 'plain'] },
  { address: A.vilaro, name: 'Montserrat Vilaró', title: "Cap d'estudis", pages: ['/qui-som'], cases: ['link-non-english', 'card', 'rdfa', 'plain'] },
  { address: A.casals, name: 'Arnau Casals', title: 'Instructor de vela lleugera', pages: ['/qui-som'], cases: ['link-non-english', 'card', 'rdfa', 'plain'] },
  { address: A.ferrer, name: 'Núria Ferrer', title: 'coordinadora del campus', pages: ['/cursos/campus-estiu'], cases: ['link-non-english', 'deep-page', 'prose', 'plain'] },
  { address: A.soler, name: 'Laia Soler', title: 'Secretaria i inscripcions', pages: ['/contacte'], cases: ['link-non-english', 'definition-list', 'plain'] },
  { address: A.lloguer, name: null, title: null, pages: ['/contacte'], cases: ['link-non-english', 'definition-list', 'role', 'entities'] },
  { address: A.mas, name: 'Ot Mas', title: 'Escoles, casals i grups', pages: ['/contacte'], cases: ['link-non-english', 'definition-list', 'plain'] },
  { address: A.rovira, name: 'Gemma Rovira', title: 'International Bookings', pages: ['/en/international-bookings'], cases: ['deep-page', 'link-english-unlisted', 'name-title-line', 'plain'] },
  { address: A.vidal, name: 'Xavier Vidal', title: 'Responsable de botiga', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
];

export function escolavelaLlevant(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /area-socis/\nDisallow: /contacte/enviar\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/qui-som', '/cursos', '/cursos/vela-lleugera', '/cursos/campus-estiu', '/lloguer', '/contacte', '/avis-legal', '/en', '/en/international-bookings']),
      pages: pages(),
      headers: { Server: 'nginx/1.22.1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-3',
      languages: ['ca', 'en'],
      addresses,
      pattern: '{f}{last}',
      disallowed: ['/area-socis/llistat'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        ...MEMBERS.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: INSURER, kind: 'other-company' },
        { text: PLACEHOLDER, kind: 'placeholder' },
        { text: PACKAGE, kind: 'package' },
        { text: LOGO, kind: 'retina' },
      ],
    },
  };
}
