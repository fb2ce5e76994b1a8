/**
 * Castellers de la Vall del Tenes: a human-tower club (colla castellera) in the Vallès Oriental,
 * on Squarespace 7.1, in Catalan with a short Spanish page and an English page for visiting
 * groups that only the hreflang alternates name. The board as "Nom Cognom i Cognom, càrrec,
 * adreça" lines and a "Tresoreria: Name" line, the technical team as Squarespace image-and-text
 * blocks (one address kept reversed in a data attribute and turned round by a code block),
 * the newcomers' host in a sentence on the rehearsals page, the international liaison in the
 * English page's prose, and the health coordinator as "Title: Name" on an English page two
 * links deep reached through "Rehearsals". An old bookings address sits in a comment and the
 * members' area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'castellersvalltenes.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/la-colla', 'La colla'],
    ['/la-tecnica', 'La tècnica'],
    ['/assajos', 'Assajos'],
    ['/contractacions', 'Contractacions'],
    ['/es', 'Castellano'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/', 'Català'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/rehearsals', 'Rehearsals'],
  ],
};

const ALTERNATES = { ca: '/', es: '/es', en: '/en', 'x-default': '/' };
const SITE_ID = '64b2e91f7c3a5d0e18f4a6b2';

let blockSeq = 0;
const blockId = (): string => `block-yui_3_17_2_1_1689${(172004 + blockSeq * 3917).toString()}_${(4411 + blockSeq++ * 131).toString()}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Castellers de la Vall del Tenes',
  head: [
    '<!-- This is Squarespace. --><!-- castellers-vall-tenes -->',
    `<base href="">`,
    '<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">',
    `<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${SITE_ID}/14/5c5a519771986d4d8d3e2f1a/${SITE_ID}/1711/site.css">`,
    `<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>`,
    `<script type="text/javascript" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-9c2e1f0ab3d7e842-min.ca-ES.js"></script>`,
    `<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"${SITE_ID}","identifier":"castellers-vall-tenes","websiteType":1,"contentModifiedOn":1711461234567,"cloneable":false,"language":"ca-ES","timeZone":"Europe/Madrid","siteTitle":"Castellers de la Vall del Tenes"},"templateId":"5c5a519771986d4d8d3e2f1a","tzData":{"zones":[[60,"EU","CE%sT",null]]}};</script>`,
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('es') ? 'es' : spec.lang.startsWith('en') ? 'en' : 'ca';
    return (
      `<div class="header-announcement-bar-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white" data-controller="Header"><div class="header-inner container--fluid header-layout--with-commerce">` +
      `<div class="header-display-desktop" data-content-field="site-title"><div class="header-title-nav-wrapper"><div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="${lang === 'ca' ? '/' : `/${lang}`}" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/${SITE_ID}/b7c1e2a0-5f3d-4c18-9e2b-7a1d0c4f6e35/logo-cvt.png?format=1500w" alt="Castellers de la Vall del Tenes" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="raw"></a></div></div>` +
      `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">` +
      MENU[lang]!.map(([href, label]) => `<div class="header-nav-item header-nav-item--collection${href === spec.path ? ' header-nav-item--active' : ''}"><a href="${href}" data-animation-role="header-element"${href === spec.path ? ' aria-current="page"' : ''}>${esc(label)}</a></div>`).join('') +
      `</nav></div></div></div></div></div></header></div>`
    );
  },
  footer: (spec) =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section data-test="page-section" data-section-theme="black" class="page-section full-bleed-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">` +
    `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="${blockId()}"><div class="sqs-block-content"><div class="sqs-html-content">` +
    `<p class="" style="white-space:pre-wrap;">Castellers de la Vall del Tenes · Local d'assaig: Nau de Can Xicota, c/ de la Indústria, 14 · 08186 Lliçà d'Amunt</p>` +
    `<p class="" style="white-space:pre-wrap;">${mailto(`info@${HOST}`)} · ${tel('+34 617 24 90 31')}</p>` +
    `<p class="" style="white-space:pre-wrap;"><a href="/privacitat">${spec.lang.startsWith('es') ? 'Privacidad' : 'Privacitat'}</a> · <a href="/socis">Àrea de socis</a> · Entitat inscrita al Registre d'Entitats de la Generalitat núm. 48.217</p>` +
    `</div></div></div></div></div></div></div></div></section></footer>`,
  privacyPath: { ca: '/privacitat', es: '/privacitat', en: '/privacitat' },
  bodyEnd: [
    `<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771986d4d8d3e2f1a/scripts/site-bundle.8f21c0d3e4a5b6c7.js" type="text/javascript"></script>`,
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641z"/></symbol></svg>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca-ES' });

/** A Squarespace page section with one full-width html block. */
const sectionOf = (blocks: string): string =>
  `<article class="sections" id="sections" data-page-sections="${SITE_ID}"><section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${blocks}</div></div></div></div></div></section></article>`;
const html = (inner: string): string => `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="${blockId()}"><div class="sqs-block-content"><div class="sqs-html-content">${inner}</div></div></div>`;
const para = (inner: string): string => `<p class="" style="white-space:pre-wrap;">${inner}</p>`;

type Tecnic = { name: string; role: string; local: string; bio: string; photo: string; reversed?: boolean };
const TECNICA: Tecnic[] = [
  { name: 'Marc Vidal Soler', role: 'Cap de colla', local: 'marc.vidal', bio: 'Decideix els castells de cada actuació i dirigeix els assajos de tronc.', photo: 'marc-vidal' },
  { name: 'Jana Serra Camps', role: 'Sotscap de colla, responsable de troncs i folre', local: 'jana.serra', bio: 'Baixa de terços des del 2012 i ara s’encarrega de les proves de folre.', photo: 'jana-serra' },
  { name: 'Pol Arderiu Mas', role: 'Cap de canalla (enxanetes i acotxadors)', local: 'pol.arderiu', bio: 'Les famílies dels nens i nenes de la canalla li poden escriure per qualsevol dubte:', photo: 'pol-arderiu', reversed: true },
  { name: 'Xènia Llobet Grau', role: 'Cap de pinyes', local: 'xenia.llobet', bio: 'Organitza les pinyes, els folres i els manilles amb la gent de baix.', photo: 'xenia-llobet' },
];

const REVEAL_SCRIPT = `document.querySelectorAll('a.correu-invers').forEach(function (a) { var m = a.getAttribute('data-correu').split('').reverse().join(''); a.href = 'mailto:' + m; a.textContent = m; });`;

const tecnicBlock = (t: Tecnic): string => {
  const address = `${t.local}@${HOST}`;
  const mail = t.reversed ? `<a class="correu-invers" href="#" data-correu="${reversed(address)}">escriu-li un correu</a>` : mailto(address);
  return (
    `<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="${blockId()}"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline"><figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/${SITE_ID}/${t.photo}.jpg" alt="${esc(t.name)}" src="https://images.squarespace-cdn.com/content/v1/${SITE_ID}/${t.photo}.jpg?format=500w" loading="lazy"></div></figure></div></div></div>` +
    html(`<h3 style="white-space:pre-wrap;">${esc(t.name)}</h3>${para(`<strong>${esc(t.role)}</strong>`)}${para(`${esc(t.bio)} ${mail}`)}`)
  );
};

export function castellersVallTenes(): CrawlWorldSite {
  blockSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Inici',
    alternates: ALTERNATES,
    main: sectionOf(
      html(
        `<h1 style="white-space:pre-wrap;">Fem pinya a la Vall del Tenes</h1>` +
          para('Som una colla castellera nascuda el 2009 a Lliçà d’Amunt, Lliçà de Vall, Bigues i Riells i Santa Eulàlia de Ronçana. Hem carregat el 4 de 8 i el 3 de 7 per sota, i cada temporada hi ha gent nova a la pinya.') +
          para(`<a href="/assajos">Vine a provar-ho</a> · <a href="/la-colla">Qui som</a>`),
      ),
    ),
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Inicio',
    lang: 'es-ES',
    alternates: ALTERNATES,
    main: sectionOf(
      html(
        `<h1 style="white-space:pre-wrap;">Castellers de la Vall del Tenes</h1>` +
          para('Somos una colla castellera del Vallès Oriental. Ensayamos los martes y viernes de 20:30 a 23:00 en la Nau de Can Xicota de Lliçà d’Amunt; no hace falta experiencia ni ningún físico especial.') +
          para(`Para contratar una actuación en fiestas mayores o eventos escríbenos a ${mailto(`info@${HOST}`)}.`),
      ),
    ),
  });

  pages['/la-colla'] = page({
    path: '/la-colla',
    title: 'La colla',
    main: sectionOf(
      html(
        `<h1 style="white-space:pre-wrap;">La colla</h1>` +
          para('La colla és una associació sense ànim de lucre amb 186 socis. La junta s’escull cada dos anys a l’assemblea de gener i la tècnica la proposa el cap de colla.') +
          `<h2 style="white-space:pre-wrap;">Junta directiva</h2>` +
          para(`Núria Costa i Vilaseca, presidenta, ${mailto(`nuria.costa@${HOST}`)}`) +
          para(`Oriol Batlle Casanovas, secretari i responsable de comunicació, ${mailto(`oriol.batlle@${HOST}`)}`) +
          para(`Tresoreria: Carme Pujadas Roig – ${mailto(`carme.pujadas@${HOST}`)}`) +
          para('Vocals: Ramon Ferrer, Laia Bosch i Quim Serrat.'),
      ),
    ),
  });

  pages['/la-tecnica'] = page({
    path: '/la-tecnica',
    title: 'La tècnica',
    main: sectionOf(
      html(`<h1 style="white-space:pre-wrap;">L’equip tècnic</h1>${para('Qui decideix què es fa a plaça i com es prepara a l’assaig.')}`) +
        TECNICA.map(tecnicBlock).join('') +
        `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="${blockId()}"><div class="sqs-block-content"><script>${REVEAL_SCRIPT}</script></div></div>`,
    ),
  });

  pages['/assajos'] = page({
    path: '/assajos',
    title: 'Assajos',
    main: sectionOf(
      html(
        `<h1 style="white-space:pre-wrap;">Assajos</h1>` +
          para('Assagem dimarts i divendres de 20:30 a 23:00 a la Nau de Can Xicota (c/ de la Indústria, 14, Lliçà d’Amunt). Porta roba còmoda, faixa si en tens (si no, te’n deixem una) i ganes.') +
          para(`Si és la primera vegada que véns, la Montse Ribas, coordinadora de la comissió d’acollida, t’esperarà a la porta i et presentarà la gent de la pinya; si vols avisar-la abans, escriu-li a ${mailto(`montse.ribas@${HOST}`)}.`),
      ),
    ),
  });

  pages['/contractacions'] = page({
    path: '/contractacions',
    title: 'Contractacions',
    main: sectionOf(
      html(
        `<h1 style="white-space:pre-wrap;">Contractacions</h1>` +
          para(`Actuem a festes majors, casaments i actes d’entitats. Demana pressupost a ${mailto(`info@${HOST}`)} amb la data, el lloc i l’hora.`) +
          `<!-- abans: actuacions@${HOST} (redirigeix a info des del 2022) -->`,
      ),
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Welcome, visiting groups',
    lang: 'en',
    alternates: ALTERNATES,
    main: sectionOf(
      html(
        `<h1 style="white-space:pre-wrap;">Castellers de la Vall del Tenes</h1>` +
          para('We are a human-tower team (colla castellera) from the Vallès Oriental, 25 km north of Barcelona. Every summer we host school groups, choirs and sports clubs who want to try building a tower with us.') +
          para(`Exchanges and visits are organised by Aina Puigvert i Ferrer, our international liaison, who will happily arrange a rehearsal visit for your group: ${mailto(`aina.puigvert@${HOST}`)}.`) +
          para(`<a href="/en/rehearsals">Rehearsals</a>`),
      ),
    ),
  });

  pages['/en/rehearsals'] = page({
    path: '/en/rehearsals',
    title: 'Rehearsals',
    lang: 'en',
    main: sectionOf(
      html(
        `<h1 style="white-space:pre-wrap;">Rehearsals</h1>` +
          para('We rehearse on Tuesdays and Fridays from 8:30 to 11 pm. Visitors join the pinya (the base) – nobody climbs without training, and children under 16 need written permission from a parent.') +
          para(`Health &amp; safety coordinator: Bernat Roig Casas – ${mailto(`bernat.roig@${HOST}`)} (please tell him in advance about any injuries or medical conditions).`),
      ),
    ),
  });

  pages['/privacitat'] = page({ path: '/privacitat', title: 'Privacitat', main: sectionOf(html(`<h1 style="white-space:pre-wrap;">Política de privacitat</h1>${para('Les dades dels socis es tracten d’acord amb el RGPD i només per a la gestió de la colla.')}`)) });

  pages['/socis'] = page({
    path: '/socis',
    title: 'Àrea de socis',
    main: sectionOf(html(`<h1 style="white-space:pre-wrap;">Àrea de socis</h1>${para(`Quotes, assegurança i calendari intern. Dubtes amb les quotes: quotes@${HOST}`)}`)),
  });

  const tecnicaCases = (t: Tecnic): CaseKind[] => ['card', t.reversed ? 'script-reversed' : 'plain', 'link-non-english'];

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /commerce/digital-download/\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?tag=*\nDisallow: /*?month=*\nDisallow: /*?view=*\nDisallow: /*?format=*\nDisallow: /socis\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/es', '/la-colla', '/la-tecnica', '/assajos', '/contractacions', '/privacitat'], '2025-03-26'),
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'kQ7pL2vN/Yx3aB9cD' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-102',
      languages: ['ca', 'es', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/es', '/contractacions'], cases: ['role', 'plain'] },
        { address: `nuria.costa@${HOST}`, name: 'Núria Costa i Vilaseca', title: 'presidenta', pages: ['/la-colla'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `oriol.batlle@${HOST}`, name: 'Oriol Batlle Casanovas', title: 'secretari i responsable de comunicació', pages: ['/la-colla'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `carme.pujadas@${HOST}`, name: 'Carme Pujadas Roig', title: 'Tresoreria', pages: ['/la-colla'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        ...TECNICA.map((t) => ({
          address: `${t.local}@${HOST}`,
          name: t.name,
          title: t.role,
          pages: ['/la-tecnica'],
          ...(t.reversed ? { encoded: { kind: 'reversed' as const, text: reversed(`${t.local}@${HOST}`) } } : {}),
          cases: tecnicaCases(t),
        })),
        { address: `montse.ribas@${HOST}`, name: 'Montse Ribas', title: 'coordinadora de la comissió d’acollida', pages: ['/assajos'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `aina.puigvert@${HOST}`, name: 'Aina Puigvert i Ferrer', title: 'international liaison', pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
        {
          address: `bernat.roig@${HOST}`,
          name: 'Bernat Roig Casas',
          title: 'Health & safety coordinator',
          pages: ['/en/rehearsals'],
          cases: ['title-name-line', 'link-english-unlisted', 'deep-page', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/socis'],
      nonAddresses: [
        { text: `actuacions@${HOST}`, kind: 'comment' },
        { text: `quotes@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
