/**
 * Club Atletisme Osona: an amateur athletics club in Vic, on Joomla 3 with its e-mail cloaking
 * plugin, in Catalan. The board as "Càrrec: Nom" lines (the president's address cloaked, the
 * treasurer's written "[at]"), the coaches in an article table, the race director of the club's
 * cross-country race as a label line in a news article listed only in a child of the sitemap
 * index, and the club's own mailboxes; the members' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'club-atletisme-osona.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inici'],
  ['/el-club', 'El club'],
  ['/el-club/junta-directiva', 'Junta directiva'],
  ['/entrenaments', 'Entrenaments i grups'],
  ['/inscripcions', 'Fes-te soci'],
  ['/contacte', 'Contacte'],
];

/** Joomla's "Content - Email Cloaking" output: the address only ever assembled by the script. */
function cloak(local: string, id: string): { html: string; script: string } {
  const script =
    `<script type='text/javascript'>\n document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + 'club-atletisme-osona' + '&#46;' + 'test';\n var addy_text${id} = '${local}' + '&#64;' + 'club-atletisme-osona' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n </script>`;
  return { html: `<span id="cloak${id}">Aquesta adreça de correu electrònic està protegida contra robots de correu brossa. Necessiteu activar el JavaScript per veure-la.</span>${script}`, script };
}

const theme: Theme = {
  host: HOST,
  siteName: 'Club Atletisme Osona',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/cao_cassiopeia/css/template.min.css?4f2b1c" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?4f2b1c"></script>`,
  ],
  header: (p) =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="${ORIGIN}/images/logo-cao.png" alt="Club Atletisme Osona"></a><div class="site-description">Correm per Osona des de 1978</div></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () => {
    const c = cloak('secretaria', 'f3a1c');
    return (
      `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Club Atletisme Osona · Pista d'atletisme de Vic, c/ de la Sardana s/n · 08500 Vic</p><p>Secretaria (dimarts i dijous, 18–20 h): ${tel('938 85 21 47')} · ${c.html}</p>` +
      `<p><a href="/avis-legal">Avís legal</a> · <a href="/area-socis">Àrea de socis</a></p></div></div></footer>`
    );
  },
  privacyPath: { ca: '/avis-legal' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const article = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

const JAUME = cloak('jaume.rovira', '8e41d');

export function atletismeOsona(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Inici',
    lang: 'ca-ES',
    main: article(
      `<h1>Benvinguts al Club Atletisme Osona</h1><p>Més de 300 socis, des de l'escola d'atletisme fins als veterans. Entrenem a la pista de Vic de dilluns a divendres.</p>` +
        `<p>El 16 de febrer tornem a organitzar el Cros de Vic. Totes les novetats, a la secció <a href="/el-club">El club</a>.</p>`,
    ),
  });

  pages['/el-club'] = page({
    path: '/el-club',
    title: 'El club',
    lang: 'ca-ES',
    main: article(`<h1>El club</h1><p>Fundat el 1978 per un grup de corredors de fons, el club és una entitat sense ànim de lucre inscrita al Registre d'entitats esportives de la Generalitat.</p><p>Coneix la <a href="/el-club/junta-directiva">junta directiva</a>.</p>`),
  });

  pages['/el-club/junta-directiva'] = page({
    path: '/el-club/junta-directiva',
    title: 'Junta directiva',
    lang: 'ca-ES',
    main: article(
      `<h1>Junta directiva</h1><p>Escollida a l'assemblea general del 24 de novembre de 2023.</p>` +
        `<p><strong>President:</strong> Jaume Rovira – ${JAUME.html}</p>` +
        `<p><strong>Vicepresidenta:</strong> Marta Vilarrasa – ${mailto(`marta.vilarrasa@${HOST}`)}</p>` +
        `<p><strong>Secretària:</strong> Anna Prat – ${mailto(`anna.prat@${HOST}`)}</p>` +
        `<p><strong>Tresorer:</strong> Xavier Soler – xavier.soler [at] club-atletisme-osona [dot] test</p>` +
        `<p><strong>Vocal d'instal·lacions:</strong> Ramon Pujol</p>`,
    ),
  });

  const tr = (cells: string[]): string => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  pages['/entrenaments'] = page({
    path: '/entrenaments',
    title: 'Entrenaments i grups',
    lang: 'ca-ES',
    main: article(
      `<h1>Entrenaments i grups</h1><p>Cada grup té el seu entrenador o entrenadora de referència. Per a proves d'accés, escriviu-los directament.</p>` +
        `<table class="table table-striped"><thead><tr><th>Grup</th><th>Horari</th><th>Responsable</th><th>Correu</th></tr></thead><tbody>` +
        tr(['Escola d’atletisme (6–11 anys)', 'Dl. i dc. 17.30 h', 'Laia Costa, coordinadora de l’escola', mailto(`laia.costa@${HOST}`)]) +
        tr(['Velocitat i tanques', 'Dt. i dj. 19 h', 'Pol Serrat, entrenador de velocitat', mailto(`pol.serrat@${HOST}`)]) +
        tr(['Fons i trail', 'Dl., dc. i dv. 19.30 h', 'Gerard Bosch, entrenador de fons', mailto(`gerard.bosch@${HOST}`)]) +
        tr(['Salts i llançaments', 'Dc. 18.30 h', 'Núria Font, entrenadora de salts', mailto(`nuria.font@${HOST}`)]) +
        `</tbody></table><p>Dubtes sobre l'escola: ${mailto(`escola@${HOST}`)}</p>`,
    ),
  });

  pages['/inscripcions'] = page({
    path: '/inscripcions',
    title: 'Fes-te soci',
    lang: 'ca-ES',
    main: article(
      `<h1>Fes-te soci</h1><p>Quota anual: 95 € adults, 70 € menors de 18. La llicència federativa es tramita a part.</p>` +
        `<form class="form-validate"><label for="jform_email">Correu electrònic</label><input type="email" id="jform_email" name="jform[email]" placeholder="nom@exemple.cat"><button type="submit" class="btn btn-primary">Envia la sol·licitud</button></form>`,
    ),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    lang: 'ca-ES',
    main: article(
      `<h1>Contacte</h1><p>Secretaria del club, a la pista de Vic, dimarts i dijous de 18 a 20 h.</p><p>Material i equipacions: ho gestiona la nostra botiga de referència, Esports Plana (comandes@esportsplana.test).</p>` +
        `<!-- antic correu del cros, ja no es llegeix: cros@${HOST} -->`,
    ),
  });

  pages['/noticies/cros-de-vic-2025-inscripcions-obertes'] = page({
    path: '/noticies/cros-de-vic-2025-inscripcions-obertes',
    title: 'Cros de Vic 2025: inscripcions obertes',
    lang: 'ca-ES',
    main: article(
      `<h1>Cros de Vic 2025: inscripcions obertes</h1><p>El diumenge 16 de febrer, al parc de la Muntanyeta, curses per a totes les categories, des de patufets fins a veterans. Inscripcions fins al dimecres 12.</p>` +
        `<p class="contacte-cursa">Director de la cursa: Joan Casals, ${tel('629 44 18 07')}, ${mailto(`joan.casals@${HOST}`)}</p><p>Voluntaris: apunteu-vos a la secretaria del club.</p>`,
    ),
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', lang: 'ca-ES', main: article(`<h1>Avís legal i política de galetes</h1><p>Titular: Club Atletisme Osona, NIF G08000000, c/ de la Sardana s/n, 08500 Vic.</p>`) });
  pages['/area-socis'] = page({ path: '/area-socis', title: 'Àrea de socis', lang: 'ca-ES', main: article(`<h1>Àrea de socis</h1><p>Llistat de socis i quotes pendents. Incidències: ${mailto(`tresoreria@${HOST}`)}</p>`) });

  pages['/sitemap-menu.xml'] = xmlPage(urlset(HOST, MENU.map(([h]) => h)));
  pages['/sitemap-noticies.xml'] = xmlPage(urlset(HOST, ['/noticies/cros-de-vic-2025-inscripcions-obertes']));

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-socis\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-menu.xml', '/sitemap-noticies.xml']),
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-23',
      languages: ['ca'],
      addresses: [
        { address: `secretaria@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], encoded: { kind: 'script', text: cloak('secretaria', 'f3a1c').script }, cases: ['role', 'script-protect'] },
        { address: `escola@${HOST}`, name: null, title: null, pages: ['/entrenaments'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `jaume.rovira@${HOST}`, name: 'Jaume Rovira', title: 'President', pages: ['/el-club/junta-directiva'], encoded: { kind: 'script', text: JAUME.script }, cases: ['title-name-line', 'script-protect', 'link-non-english'] },
        { address: `marta.vilarrasa@${HOST}`, name: 'Marta Vilarrasa', title: 'Vicepresidenta', pages: ['/el-club/junta-directiva'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `anna.prat@${HOST}`, name: 'Anna Prat', title: 'Secretària', pages: ['/el-club/junta-directiva'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `xavier.soler@${HOST}`, name: 'Xavier Soler', title: 'Tresorer', pages: ['/el-club/junta-directiva'], cases: ['title-name-line', 'obfuscated', 'link-non-english'] },
        { address: `laia.costa@${HOST}`, name: 'Laia Costa', title: 'coordinadora de l’escola', pages: ['/entrenaments'], cases: ['table', 'name-title-line', 'plain', 'link-non-english'] },
        { address: `pol.serrat@${HOST}`, name: 'Pol Serrat', title: 'entrenador de velocitat', pages: ['/entrenaments'], cases: ['table', 'name-title-line', 'plain', 'link-non-english'] },
        { address: `gerard.bosch@${HOST}`, name: 'Gerard Bosch', title: 'entrenador de fons', pages: ['/entrenaments'], cases: ['table', 'name-title-line', 'plain', 'link-non-english'] },
        { address: `nuria.font@${HOST}`, name: 'Núria Font', title: 'entrenadora de salts', pages: ['/entrenaments'], cases: ['table', 'name-title-line', 'plain', 'link-non-english'] },
        { address: `joan.casals@${HOST}`, name: 'Joan Casals', title: 'Director de la cursa', pages: ['/noticies/cros-de-vic-2025-inscripcions-obertes'], cases: ['sitemap-index', 'label-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-socis'],
      nonAddresses: [
        { text: `cros@${HOST}`, kind: 'comment' },
        { text: `tresoreria@${HOST}`, kind: 'disallowed' },
        { text: 'nom@exemple.cat', kind: 'placeholder' },
        { text: 'comandes@esportsplana.test', kind: 'other-company' },
      ],
    },
  };
}
