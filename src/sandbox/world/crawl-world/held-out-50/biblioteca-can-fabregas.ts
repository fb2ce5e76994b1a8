/**
 * Biblioteca Can Fàbregas: the town library of Vallbona del Riu (a municipal library of the
 * Barcelona province network), on Joomla 5, in Catalan with Spanish pages. Every address goes
 * through Joomla's e-mail cloaking plugin (a span and a script that writes the link from pieces
 * and character references). The staff as the contacts component's category table ("Nom / Càrrec
 * / Correu") in Catalan and in Spanish (names with both surnames, addresses from the initial and
 * the first surname); the council's press officer as a label line on the contact page; the
 * reading club's leader in an activity page listed only in the gzip sitemap that robots.txt names.
 * The interlibrary-loan intranet (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'biblioteca-canfabregas.test';
const ORIGIN = `http://${HOST}`;

/** Joomla's content - email cloaking plugin: the placeholder span and its script (the script's text). */
function cloakScript(local: string, id: string): string {
  const [label, tld] = HOST.split('.') as [string, string];
  return (
    `\n\tdocument.getElementById('cloak${id}').innerHTML = '';\n\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\tvar path = 'hr' + 'ef' + '=';\n` +
    `\tvar addy${id} = '${local}' + '&#64;';\n\taddy${id} = addy${id} + '${label}' + '&#46;' + '${tld}';\n` +
    `\tvar addy_text${id} = '${local}' + '&#64;' + '${label}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n`
  );
}

const NOTICE: Record<string, string> = {
  ca: 'Aquesta adreça de correu electrònic està protegida contra robots de correu brossa. Necessiteu tenir el JavaScript habilitat per poder veure-la.',
  es: 'Esta dirección de correo electrónico está siendo protegida contra los robots de spam. Necesita tener JavaScript habilitado para poder verlo.',
};

/** Cloak ids are an md5 per address and page in Joomla; here a stable hex from both. */
function cloakId(local: string, path: string): string {
  let h = 2166136261;
  for (const c of `${local}|${path}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return (h.toString(16) + (h ^ 0x5bd1e995).toString(16) + (Math.imul(h, 31) >>> 0).toString(16) + 'a7c3e1f0b2d4').slice(0, 32).padEnd(32, '0');
}

const cloak = (local: string, path: string, lang: string): { html: string; script: string } => {
  const id = cloakId(local, path);
  const script = cloakScript(local, id);
  return { html: `<span id="cloak${id}">${NOTICE[lang] ?? NOTICE.ca}</span><script type="text/javascript">${script}</script>`, script };
};

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/la-biblioteca', 'La biblioteca'],
    ['/serveis', 'Serveis'],
    ['/activitats', 'Activitats'],
    ['/equip', 'Equip'],
    ['/contacte', 'Contacte'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/equipo', 'Equipo'],
    ['/es/contacto', 'Contacto'],
  ],
};

const makeTheme = (footerMail: (local: string, spec: PageSpec) => string): Theme => ({
  host: HOST,
  siteName: 'Biblioteca Can Fàbregas',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?8f6a2c41d3e9b07a" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?2cb912"></script>',
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('es') ? 'es' : 'ca';
    return (
      `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="${lang === 'es' ? '/es' : '/'}"><img loading="eager" decoding="async" src="/images/logo/logo-biblioteca-can-fabregas.svg" alt="Biblioteca Can Fàbregas" width="280" height="70"></a><div class="site-description">Ajuntament de Vallbona del Riu</div></div></div>` +
      `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU[lang]!.map(([href, label], i) => `<li class="nav-item item-${101 + i}${href === spec.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul>` +
      `<div class="mod-languages"><ul class="lang-inline" role="menu"><li${lang === 'ca' ? ' class="lang-active"' : ''}><a href="/" lang="ca-ES">CA</a></li><li${lang === 'es' ? ' class="lang-active"' : ''}><a href="/es" lang="es-ES">ES</a></li></ul></div></div></header><div class="site-grid"><div class="grid-child container-component">`
    );
  },
  footer: (spec) => {
    const es = spec.lang.startsWith('es');
    return (
      `</div></div><footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p><strong>Biblioteca Can Fàbregas</strong><br>Plaça de Can Fàbregas, 3 · 08795 Vallbona del Riu<br>${tel('93 771 40 26')} · ${footerMail('biblioteca', spec)}</p>` +
      `<p>${es ? 'Horario: lunes a viernes de 15.30 a 20.30 h; martes y sábado también de 10 a 13.30 h' : 'Horari: de dilluns a divendres de 15.30 a 20.30 h; dimarts i dissabte també de 10 a 13.30 h'}</p>` +
      `<p><a href="/avis-legal">Avís legal</a> · <a href="/intranet">Intranet</a> · Membre de la Xarxa de Biblioteques Municipals</p></div></div></footer>`
    );
  },
});

export function bibliotecaCanFabregas(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const scripts: Record<string, string> = {};

  /** Cloaks an address on a page, as the plugin does for each one it finds, and keeps the first script per address and page. */
  const cloakOn = (local: string, path: string, lang: string): string => {
    const c = cloak(local, `${path}#${Object.keys(scripts).length}`, lang);
    scripts[`${local}@${path}`] ??= c.script;
    return c.html;
  };
  const theme = makeTheme((local, spec) => cloakOn(local, spec.path, spec.lang.slice(0, 2)));

  /** Renders a page whose body cloaks the addresses it shows. */
  const page = (spec: Omit<PageSpec, 'lang' | 'main'> & { lang?: string; main: (mail: (local: string) => string) => string }): SandboxPage => {
    const lang = spec.lang ?? 'ca-ES';
    const main = spec.main((local) => cloakOn(local, spec.path, lang.slice(0, 2)));
    return renderPage(theme, { ...spec, lang, main: `<div class="com-content-article item-page">${main}</div>` });
  };

  pages['/'] = page({
    path: '/',
    title: 'Inici',
    alternates: { ca: '/', es: '/es' },
    main: () =>
      `<h1>Benvinguts a la Biblioteca Can Fàbregas</h1><p>Préstec de llibres, revistes, pel·lícules i videojocs, wifi i ordinadors, espai infantil, sala d’estudi i una programació estable de clubs de lectura, hores del conte i tallers.</p>` +
      `<p><a href="/activitats">Agenda d’activitats</a> · <a href="/serveis">Com fer-se el carnet</a></p>`,
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Inicio',
    lang: 'es-ES',
    alternates: { ca: '/', es: '/es' },
    main: () => `<h1>Bienvenidos a la Biblioteca Can Fàbregas</h1><p>Préstamo de libros, revistas, películas y videojuegos, wifi, espacio infantil y sala de estudio.</p><p><a href="/es/equipo">Nuestro equipo</a> · <a href="/es/contacto">Contacto</a></p>`,
  });

  pages['/la-biblioteca'] = page({
    path: '/la-biblioteca',
    title: 'La biblioteca',
    main: () => `<h1>La biblioteca</h1><p>La biblioteca ocupa des de 2008 la masia de Can Fàbregas, rehabilitada per l’Ajuntament. Té 1.250 m², un fons de més de 38.000 documents i un fons local dedicat a la història del Riu i de la colònia tèxtil.</p>`,
  });

  pages['/serveis'] = page({
    path: '/serveis',
    title: 'Serveis',
    main: () => `<h1>Serveis</h1><ul><li>Préstec i préstec interbibliotecari</li><li>Carnet de biblioteca (gratuït, amb DNI o NIE)</li><li>Internet i wifi</li><li>Servei de reprografia</li><li>Visites escolars</li><li>Biblioteca digital eBiblio</li></ul>`,
  });

  pages['/activitats'] = page({
    path: '/activitats',
    title: 'Activitats',
    main: () => `<h1>Activitats</h1><ul class="category-module"><li>Hora del conte: dissabtes a les 11 h</li><li>Club de lectura de novel·la negra: un dijous al mes a les 19 h</li><li>Taller de còmic per a joves: dimecres de 17.30 a 19 h</li><li>Tertúlia de poesia: primer dilluns de mes</li></ul>`,
  });

  type Staff = { name: string; ca: string; es: string; local: string };
  const STAFF: Staff[] = [
    { name: 'Montserrat Pujol Ferrer', ca: 'Directora de la biblioteca', es: 'Directora de la biblioteca', local: 'mpujol' },
    { name: 'Jordi Bosch Vidal', ca: 'Bibliotecari referent del fons local i de la col·lecció d’adults', es: 'Bibliotecario referente del fondo local y de la colección de adultos', local: 'jbosch' },
    { name: 'Núria Casas Mir', ca: 'Bibliotecària de l’espai infantil i juvenil', es: 'Bibliotecaria del espacio infantil y juvenil', local: 'ncasas' },
    { name: 'Gemma Ribas Coll', ca: 'Tècnica de dinamització cultural i lectora', es: 'Técnica de dinamización cultural y lectora', local: 'gribas' },
    { name: 'Albert Font Soler', ca: 'Tècnic auxiliar de biblioteca', es: 'Técnico auxiliar de biblioteca', local: 'afont' },
    { name: 'Laia Serra Prat', ca: 'Auxiliar administrativa', es: 'Auxiliar administrativa', local: 'lserra' },
  ];

  const table = (lang: 'ca' | 'es', mail: (local: string) => string): string =>
    `<div class="com-contact-category"><table class="com-contact-category__table table table-striped table-bordered table-hover" id="contactList"><caption class="visually-hidden">${lang === 'ca' ? 'Contactes' : 'Contactos'}</caption>` +
    `<thead><tr><th scope="col" id="categorylist_header_title">${lang === 'ca' ? 'Nom' : 'Nombre'}</th><th scope="col">${lang === 'ca' ? 'Càrrec' : 'Cargo'}</th><th scope="col">${lang === 'ca' ? 'Correu electrònic' : 'Correo electrónico'}</th></tr></thead><tbody>` +
    STAFF.map((s, i) => `<tr class="row${i % 2}"><th scope="row" class="list-title">${esc(s.name)}</th><td>${esc(lang === 'ca' ? s.ca : s.es)}</td><td>${mail(s.local)}</td></tr>`).join('') +
    `</tbody></table></div>`;

  pages['/equip'] = page({ path: '/equip', title: 'Equip', alternates: { ca: '/equip', es: '/es/equipo' }, main: (mail) => `<h1>L’equip de la biblioteca</h1>${table('ca', mail)}` });
  pages['/es/equipo'] = page({ path: '/es/equipo', title: 'Equipo', lang: 'es-ES', alternates: { ca: '/equip', es: '/es/equipo' }, main: (mail) => `<h1>El equipo de la biblioteca</h1>${table('es', mail)}` });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    alternates: { ca: '/contacte', es: '/es/contacto' },
    main: (mail) =>
      `<h1>Contacte</h1><p>Biblioteca Can Fàbregas<br>Plaça de Can Fàbregas, 3<br>08795 Vallbona del Riu</p><p>Telèfon: ${tel('93 771 40 26')}<br>Correu: ${mail('biblioteca')}</p>` +
      `<p>Premsa i comunicació: Marc Soler Bertran, tècnic de comunicació de l’Ajuntament, ${tel('93 771 00 12')}, ${mail('msoler')}</p>`,
  });

  pages['/es/contacto'] = page({
    path: '/es/contacto',
    title: 'Contacto',
    lang: 'es-ES',
    alternates: { ca: '/contacte', es: '/es/contacto' },
    main: (mail) => `<h1>Contacto</h1><p>Biblioteca Can Fàbregas<br>Plaça de Can Fàbregas, 3<br>08795 Vallbona del Riu</p><p>Teléfono: ${tel('93 771 40 26')}<br>Correo: ${mail('biblioteca')}</p>`,
  });

  pages['/avis-legal'] = page({
    path: '/avis-legal',
    title: 'Avís legal',
    main: () => `<h1>Avís legal</h1><p>Titular: Ajuntament de Vallbona del Riu, NIF P0829300J, Plaça de la Vila, 1, 08795 Vallbona del Riu. Aquest lloc web és gestionat pel Servei de Biblioteques de l’Ajuntament.</p>`,
  });

  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Intranet',
    main: () => `<h1>Intranet del personal</h1><p>Sol·licituds de préstec interbibliotecari pendents. Incidències: prestec.interbibliotecari@${HOST}</p>`,
  });

  const CLUB = '/activitats/club-de-lectura-de-novella-negra';
  pages[CLUB] = page({
    path: CLUB,
    title: 'Club de lectura de novel·la negra',
    main: (mail) =>
      `<h1>Club de lectura de novel·la negra</h1><p class="article-info">Publicat: 12 setembre 2025</p>` +
      `<p>Un dijous al mes, a les 19 h, comentem una novel·la negra: aquest trimestre, autores catalanes, de Maria Antònia Oliver a Marta Alòs. Les places són limitades a vint persones i els llibres es presten des de la biblioteca.</p>` +
      `<p>Per inscriure-us, escriviu a la Carme Rovira, la dinamitzadora del club, a ${mail('crovira')}, o passeu pel taulell de préstec.</p>`,
  });

  const paths = ['/', '/es', '/la-biblioteca', '/serveis', '/activitats', '/equip', '/es/equipo', '/contacte', '/es/contacto', '/avis-legal', CLUB];
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, paths, '2025-09-12'));

  const scriptOn = (local: string, path: string) => ({ kind: 'script' as const, text: scripts[`${local}@${path}`]! });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-50',
      languages: ['ca', 'es'],
      addresses: [
        { address: `biblioteca@${HOST}`, name: null, title: null, pages: ['/', '/contacte', '/es'], encoded: scriptOn('biblioteca', '/'), cases: ['role', 'script-protect'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.ca,
          ...(s.es !== s.ca ? { titleAlternatives: [s.es] } : {}),
          pages: ['/equip', '/es/equipo'],
          encoded: scriptOn(s.local, '/equip'),
          cases: ['table' as const, 'script-protect' as const, 'link-non-english' as const],
        })),
        { address: `msoler@${HOST}`, name: 'Marc Soler Bertran', title: 'tècnic de comunicació de l’Ajuntament', pages: ['/contacte'], encoded: scriptOn('msoler', '/contacte'), cases: ['label-line', 'script-protect', 'link-non-english'] },
        { address: `crovira@${HOST}`, name: 'Carme Rovira', title: 'dinamitzadora del club', pages: [CLUB], encoded: scriptOn('crovira', CLUB), cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'script-protect'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/intranet'],
      nonAddresses: [{ text: `prestec.interbibliotecari@${HOST}`, kind: 'disallowed' }],
    },
  };
}
