/**
 * Celler Cooperatiu de l'Albera: a cooperative winery of 140 grower members in Espolla (Alt
 * Empordà, Girona), on Joomla 4 with the Cassiopeia template, in Catalan. "Consell Rector" lists
 * the board as a table whose addresses Joomla's e-mail cloaking writes with a script; "Equip"
 * gives the staff as "Name, title — address" lines; the press room is listed only in the gzipped
 * sitemap robots.txt names and gives a "Contacte de premsa:" line. The distributor's address, the
 * newsletter placeholder and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'coopvinsalbera.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inici'],
  ['/la-cooperativa', 'La cooperativa'],
  ['/vins', 'Els vins'],
  ['/consell-rector', 'Consell Rector'],
  ['/equip', 'Equip'],
  ['/enoturisme', 'Enoturisme'],
  ['/contacte', 'Contacte'],
];

const theme: Theme = {
  host: HOST,
  siteName: "Celler Cooperatiu de l'Albera",
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/media/templates/site/cassiopeia/css/template.min.css?4a1e8c" rel="stylesheet">`,
    `<link href="/media/templates/site/cassiopeia/css/user.css?4a1e8c" rel="stylesheet">`,
    `<script src="/media/system/js/core.min.js?2cb912"></script>`,
    `<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Error","MESSAGE":"Missatge"},"system.paths":{"root":"","rootFull":"${ORIGIN}/","base":"","baseFull":"${ORIGIN}/"},"csrf.token":"9f2c41d7a0b3e58c6d1f"}</script>`,
  ],
  header: (p) =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo-albera.svg" alt="Celler Cooperatiu de l'Albera" width="220" height="60"></a></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md" aria-label="Menú principal"><button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Commuta la navegació"><span class="icon-menu" aria-hidden="true"></span></button><div class="collapse navbar-collapse" id="navbar1"><ul class="mod-menu mod-list nav ">` +
    MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a></li>`).join('') +
    `</ul></div></nav></div></header><div class="site-grid"><div class="grid-child container-component">`,
  footer: () =>
    `</div></div><footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p><strong>Celler Cooperatiu de l'Albera, SCCL</strong> · Carretera de Rabós, s/n · 17753 Espolla (Girona) · ${tel('972 56 31 08')} · ${mailto(`celler@${HOST}`)}</p><p>NIF F17012345 · <a href="/avis-legal">Avís legal</a> · <a href="/politica-de-galetes">Política de galetes</a> · <a href="/socis">Àrea de socis</a></p>` +
    `<form class="acym_form" action="/index.php?option=com_acym&amp;ctrl=frontusers" method="post"><label for="acym-email">Butlletí</label> <input id="acym-email" type="email" name="user[email]" placeholder="el-teu-correu@exemple.cat"> <button type="submit">Subscriu-me</button></form></div></div></footer>`,
  privacyPath: { ca: '/politica-de-galetes' },
  bodyEnd: ['<script src="/media/templates/site/cassiopeia/js/template.min.js?4a1e8c" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'ca' });
const article = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="ca-ES"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" output: the address only in pieces of a script. */
function cloak(local: string, id: string): { html: string; script: string } {
  const script =
    `\n document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + 'coopvinsalbera' + '&#46;' + 'test';\n var addy_text${id} = '${local}' + '&#64;' + 'coopvinsalbera' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n `;
  return {
    html: `<span id="cloak${id}">Aquesta adreça electrònica està protegida contra els robots de correu brossa. Cal que activeu el JavaScript per poder veure-la.</span><script type="text/javascript">${script}</script>`,
    script,
  };
}

type Board = { office: string; name: string; local: string; id: string };
const BOARD: Board[] = [
  { office: 'President', name: 'Josep Bosch Casadevall', local: 'josep', id: 'a81f3c02e7d94b6e' },
  { office: 'Vicepresidenta', name: 'Núria Sagué Pont', local: 'nuria', id: 'b3e970f1c26a4d58' },
  { office: 'Secretari', name: 'Ramon Fàbrega Roura', local: 'ramon', id: 'c0d2a4e6f8b1c3d5' },
  { office: 'Tresorera', name: 'Montserrat Vidal Coll', local: 'montserrat', id: 'd9e8f7a6b5c4d3e2' },
];

type Staff = { name: string; title: string; local: string };
const STAFF: Staff[] = [
  { name: 'Arnau Serrat Puig', title: 'enòleg i director tècnic', local: 'arnau' },
  { name: 'Gemma Roca Batlle', title: 'gerent', local: 'gemma' },
  { name: 'Pere Oliveras Sala', title: 'cap de celler', local: 'pere' },
  { name: 'Marta Cortada Vila', title: 'responsable d’enoturisme i botiga', local: 'marta' },
];

export function coopVinsAlbera(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaks = BOARD.map((b) => cloak(b.local, b.id));

  pages['/'] = page({
    path: '/',
    title: 'Inici',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Winery', name: "Celler Cooperatiu de l'Albera", url: `${ORIGIN}/`, telephone: '+34 972 56 31 08', address: { '@type': 'PostalAddress', streetAddress: 'Carretera de Rabós, s/n', postalCode: '17753', addressLocality: 'Espolla', addressRegion: 'Girona', addressCountry: 'ES' } }],
    main: article(`<h1>Vins de l'Albera des de 1931</h1><p>Som 140 famílies pageses que conreen 380 hectàrees de vinya i olivera entre la serra de l'Albera i el mar. Garnatxa, carinyena i un moscatell que val la pena tastar.</p><p><a href="/vins">Coneix els vins</a> · <a href="/enoturisme">Visita el celler</a></p>`),
  });
  pages['/la-cooperativa'] = page({
    path: '/la-cooperativa',
    title: 'La cooperativa',
    main: article(`<h1>La cooperativa</h1><p>Fundada el 1931 per 62 viticultors d'Espolla, la cooperativa elabora avui els vins de la DO Empordà de més de cent socis de l'Albera. L'edifici modernista del celler és obra de l'arquitecte Cèsar Martinell.</p><p>Els òrgans de govern són l'Assemblea General i el <a href="/consell-rector">Consell Rector</a>.</p>`),
  });
  pages['/vins'] = page({
    path: '/vins',
    title: 'Els vins',
    main: article(`<h1>Els vins</h1><ul><li>Albera Negre — garnatxa i carinyena</li><li>Garnatxa de l'Empordà dolça — solera de 1990</li><li>Moscatell de l'Albera</li></ul><p>Distribució a Catalunya: Distribucions Empordà Gourmet, comandes@empordagourmet.test.</p>`),
  });
  pages['/consell-rector'] = page({
    path: '/consell-rector',
    title: 'Consell Rector',
    main: article(
      `<h1>Consell Rector</h1><p>Escollit per l'Assemblea General del 14 de març de 2024 per a un mandat de quatre anys.</p><table class="table table-striped"><thead><tr><th>Càrrec</th><th>Nom</th><th>Correu electrònic</th></tr></thead><tbody>` +
        BOARD.map((b, i) => `<tr><td>${esc(b.office)}</td><td>${esc(b.name)}</td><td>${cloaks[i]!.html}</td></tr>`).join('') +
        `</tbody></table><p>Vocals: Jaume Carreras Mir, Teresa Brugués Alsina, Lluís Bech Ferrer.</p>`,
    ),
  });
  pages['/equip'] = page({
    path: '/equip',
    title: 'Equip',
    main: article(
      `<h1>L'equip del celler</h1><p>Nou persones treballen tot l'any al celler, i unes quantes més durant la verema.</p><ul class="equip">` +
        STAFF.map((s) => `<li>${esc(s.name)}, ${esc(s.title)} — ${mailto(`${s.local}@${HOST}`)}</li>`).join('') +
        `</ul>`,
    ),
  });
  pages['/enoturisme'] = page({
    path: '/enoturisme',
    title: 'Enoturisme',
    main: article(`<h1>Visites i tastos</h1><p>Visites guiades dissabtes i diumenges a les 11 h. Reserves a ${mailto(`visites@${HOST}`)} o al ${tel('972 56 31 08')}.</p>`),
  });
  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: article(`<h1>Contacte</h1><p>Carretera de Rabós, s/n<br>17753 Espolla (Girona)</p><p>Celler i administració: ${mailto(`celler@${HOST}`)}<br>Botiga en línia: ${mailto(`botiga@${HOST}`)}<br>Visites: ${mailto(`visites@${HOST}`)}</p><p>Horari de botiga: de dilluns a dissabte, de 9 a 13 h i de 15 a 19 h.</p>`),
  });
  pages['/premsa'] = page({
    path: '/premsa',
    title: 'Sala de premsa',
    main: article(`<h1>Sala de premsa</h1><p>Fotografies en alta resolució, fitxes tècniques i notes de premsa.</p><p>Contacte de premsa: Laia Puig Ventura, responsable de comunicació, ${tel('646 21 87 30')}, ${mailto(`laia@${HOST}`)}</p>`),
  });
  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: article(`<h1>Avís legal</h1><p>Titular: Celler Cooperatiu de l'Albera, SCCL, NIF F17012345, inscrita al Registre de Cooperatives de Catalunya. Correu: ${mailto(`celler@${HOST}`)}.</p>`) });
  pages['/politica-de-galetes'] = page({ path: '/politica-de-galetes', title: 'Política de galetes', main: article(`<h1>Política de galetes</h1><p>Aquest web utilitza galetes tècniques i, amb el vostre consentiment, analítiques.</p>`) });
  pages['/socis'] = page({ path: '/socis', title: 'Àrea de socis', main: article(`<h1>Àrea de socis</h1><p>Liquidacions de verema, calendari d'entregues i actes. Incidències: ${mailto(`socis@${HOST}`)}</p>`) });

  const sitemap = urlset(HOST, ['/', '/la-cooperativa', '/vins', '/consell-rector', '/equip', '/enoturisme', '/contacte', '/premsa', '/avis-legal'], '2025-01-20');
  pages['/sitemap.xml.gz'] = gzipXmlPage(sitemap);

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /socis\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-36',
      languages: ['ca'],
      addresses: [
        { address: `celler@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        { address: `botiga@${HOST}`, name: null, title: null, pages: ['/contacte'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `visites@${HOST}`, name: null, title: null, pages: ['/enoturisme', '/contacte'], cases: ['role', 'plain', 'link-non-english'] },
        ...BOARD.map((b, i) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.office,
          pages: ['/consell-rector'],
          encoded: { kind: 'script' as const, text: cloaks[i]!.script },
          cases: ['table', 'script-protect', 'link-non-english'] as CaseKind[],
        })),
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/equip'], cases: ['name-title-line', 'plain', 'link-non-english'] as CaseKind[] })),
        { address: `laia@${HOST}`, name: 'Laia Puig Ventura', title: 'responsable de comunicació', pages: ['/premsa'], cases: ['label-line', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}',
      disallowed: ['/socis'],
      nonAddresses: [
        { text: `socis@${HOST}`, kind: 'disallowed' },
        { text: 'comandes@empordagourmet.test', kind: 'other-company' },
        { text: 'el-teu-correu@exemple.cat', kind: 'placeholder' },
      ],
    },
  };
}
