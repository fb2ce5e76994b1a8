/**
 * Rodes del Ter: a Girona cycling tour operator, on Squarespace, in Catalan with Spanish and
 * English pages. The team on the Catalan page as "Nom, càrrec – adreça" lines (the mechanic's
 * address reversed in a data attribute and turned round by a code block), the English "Ride
 * leaders" page with the guides' English titles, a nutritionist in a journal post listed only in
 * the gzip sitemap robots.txt names. A partner hotel's address, a GPX repository's git URL and
 * the customers' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'rodesdelter.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/rutes', 'Rutes guiades'],
    ['/equip', "L'equip"],
    ['/contacte', 'Contacte'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/contacto', 'Contacto'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/tours', 'Tours'],
    ['/en/ride-leaders', 'Ride leaders'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Rodes del Ter',
  head: [
    '<!-- This is Squarespace. --><!-- rodes-del-ter -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64a1f0c2e9b13d5a7c08f112/18/5c5a519771c10ba3470d8101/64a1f0c2e9b13d5a7c08f130/1578/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"64a1f0c2e9b13d5a7c08f112","identifier":"rodes-del-ter"}};</script>',
  ],
  header: (spec) => {
    const lang = spec.lang.slice(0, 2);
    return (
      `<header id="header" class="header theme-col--primary"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="//images.squarespace-cdn.com/content/v1/64a1f0c2e9b13d5a7c08f112/logo-rodes.png?format=1500w" alt="Rodes del Ter"></a></div>` +
      `<nav class="header-nav-list">${(MENU[lang] ?? MENU.ca!).map(([href, label]) => `<div class="header-nav-item"><a href="${href}">${esc(label)}</a></div>`).join('')}</nav>` +
      `<div class="language-picker"><a href="/">CA</a> <a href="/es">ES</a> <a href="/en">EN</a></div></header>`
    );
  },
  footer: () =>
    `<footer class="sections" id="footer-sections"><section class="page-section"><div class="sqs-block html-block"><p>Rodes del Ter · Pujada de Sant Feliu, 7 · 17004 Girona</p><p>${tel('+34 872 20 45 61')} · ${mailto(`hola@${HOST}`)}</p>` +
    `<p><a href="/avis-legal">Avís legal</a> · <a href="/zona-clients">Zona clients</a></p></div></section></footer>`,
  privacyPath: { ca: '/avis-legal', es: '/avis-legal', en: '/avis-legal' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });
const block = (html: string): string => `<section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">${html}</div></div></div></section>`;

const MARC = `marc.serra@${HOST}`;
const REVEAL = `<script>document.querySelectorAll('.js-correu').forEach(function (el) { var s = el.getAttribute('data-c').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + s + '">' + s + '</a>'; });</script>`;

export function rodesDelTer(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { ca: '/', es: '/es', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Rutes en bicicleta per Girona',
    alternates: alt,
    main: block(`<h1>Pedala les carreteres dels professionals</h1><p>Sortides guiades de carretera, gravel i BTT des del barri vell de Girona: dels Àngels a Rocacorba, i de la Via Verda fins a la Costa Brava.</p><p><a href="/rutes">Descobreix les rutes</a> · <a href="/equip">Qui som</a></p>`),
  });
  pages['/rutes'] = page({ path: '/rutes', title: 'Rutes guiades', main: block('<h1>Rutes guiades</h1><p>Rocacorba (95 km, 2.100 m+), Els Àngels i Sant Grau (82 km), Gravel de les Gavarres (60 km).</p>') });

  pages['/equip'] = page({
    path: '/equip',
    title: "L'equip",
    main: block(
      `<h1>L'equip</h1><p>Som guies titulats i ciclistes de la zona. Escriu-nos directament:</p>` +
        `<p>Oriol Vilaró, fundador i director de rutes – ${mailto(`oriol.vilaro@${HOST}`)}</p>` +
        `<p>Núria Camps, reserves i atenció al client – ${mailto(`nuria.camps@${HOST}`)}</p>` +
        `<p>Laura Bosch, guia de gravel i BTT – ${mailto(`laura.bosch@${HOST}`)}</p>` +
        `<p>Pep Ferrer, guia de carretera – ${mailto(`pep.ferrer@${HOST}`)}</p>` +
        `<p>Marc Serra, mecànic i responsable de la flota de bicicletes – <span class="js-correu" data-c="${reversed(MARC)}"></span></p>` +
        REVEAL,
    ),
  });

  pages['/contacte'] = page({ path: '/contacte', title: 'Contacte', main: block(`<h1>Contacte</h1><p>Pujada de Sant Feliu, 7, 17004 Girona. Obert de 8 a 19 h.</p><p>${mailto(`hola@${HOST}`)} · ${tel('+34 872 20 45 61')}</p><p>Allotjament recomanat: Mas Can Pla, ${mailto('reserves@masiacanpla.test')}</p>`) });
  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: block('<h1>Avís legal i privacitat</h1><p>Rodes del Ter, SL · NIF B55210984 · Agència de viatges GC-004812.</p>') });
  pages['/zona-clients'] = page({ path: '/zona-clients', title: 'Zona clients', main: block(`<h1>Zona clients</h1><p>Documents del viatge. Ajuda: ${mailto(`clients@${HOST}`)}</p>`) });

  pages['/es'] = page({ path: '/es', title: 'Rutas en bicicleta por Girona', lang: 'es', alternates: alt, main: block('<h1>Rueda por las carreteras de los profesionales</h1><p>Salidas guiadas de carretera, gravel y BTT desde el casco antiguo de Girona.</p>') });
  pages['/es/contacto'] = page({ path: '/es/contacto', title: 'Contacto', lang: 'es', main: block(`<h1>Contacto</h1><p>Reservas en castellano: Núria Camps, responsable de reservas, ${mailto(`nuria.camps@${HOST}`)}</p>`) });

  pages['/en'] = page({ path: '/en', title: 'Guided cycling in Girona', lang: 'en', alternates: alt, main: block(`<h1>Ride where the pros train</h1><p>Guided road, gravel and MTB rides from Girona's old town. <a href="/en/ride-leaders">Meet the people who'll ride with you</a>.</p><p>Group and multi-day bookings: ${mailto(`bookings@${HOST}`)}</p>`) });
  pages['/en/tours'] = page({ path: '/en/tours', title: 'Tours', lang: 'en', main: block('<h1>Tours</h1><p>Rocacorba day, Costa Brava coast loop, three-day Pyrenees foothills. GPX files for every route: <code>git clone git@github.com:rodesdelter/gpx-routes.git</code></p>') });
  pages['/en/ride-leaders'] = page({
    path: '/en/ride-leaders',
    title: 'Ride leaders',
    lang: 'en',
    main: block(
      `<h1>Ride leaders</h1>` +
        `<div class="summary-item"><h3>Oriol Vilaró</h3><p>Founder &amp; Head of Routes. Raced for a decade before mapping every back road between Girona and the coast. ${mailto(`oriol.vilaro@${HOST}`)}</p></div>` +
        `<div class="summary-item"><h3>Laura Bosch</h3><p>Gravel &amp; MTB Guide. ${mailto(`laura.bosch@${HOST}`)}</p></div>`,
    ),
  });

  pages['/diari/que-menjar-abans-de-rocacorba'] = page({
    path: '/diari/que-menjar-abans-de-rocacorba',
    title: 'Què menjar abans de pujar Rocacorba',
    main: block(
      `<article class="blog-item"><h1>Què menjar abans de pujar Rocacorba</h1><p>15 de gener de 2025</p><p>Esmorzar fort dues hores abans, i un gel a mitja pujada. L'Anna Ribas, dietista-nutricionista que col·labora amb nosaltres, prepara plans per als viatges de diversos dies: ${mailto(`anna.ribas@${HOST}`)}.</p></article>`,
    ),
  });
  pages['/sitemap-diari.xml.gz'] = gzipXmlPage(urlset(HOST, ['/diari/que-menjar-abans-de-rocacorba'], '2025-01-15'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /zona-clients\n\nSitemap: ${ORIGIN}/sitemap-diari.xml.gz\n`,
      sitemapXml: urlset(HOST, ['/', '/rutes', '/equip', '/contacte', '/es', '/en', '/en/tours', '/en/ride-leaders']),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Qw8nT2aZ/8hJkL3pF' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-98',
      languages: ['ca', 'es', 'en'],
      addresses: [
        { address: `hola@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        { address: `bookings@${HOST}`, name: null, title: null, pages: ['/en'], cases: ['role', 'plain'] },
        { address: `oriol.vilaro@${HOST}`, name: 'Oriol Vilaró', title: 'fundador i director de rutes', titleAlternatives: ['Founder & Head of Routes'], pages: ['/equip', '/en/ride-leaders'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `nuria.camps@${HOST}`, name: 'Núria Camps', title: 'reserves i atenció al client', titleAlternatives: ['responsable de reservas'], pages: ['/equip', '/es/contacto'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `laura.bosch@${HOST}`, name: 'Laura Bosch', title: 'guia de gravel i BTT', titleAlternatives: ['Gravel & MTB Guide'], pages: ['/en/ride-leaders', '/equip'], cases: ['card', 'link-english-unlisted', 'name-title-line', 'plain'] },
        { address: `pep.ferrer@${HOST}`, name: 'Pep Ferrer', title: 'guia de carretera', pages: ['/equip'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: MARC, name: 'Marc Serra', title: 'mecànic i responsable de la flota de bicicletes', pages: ['/equip'], encoded: { kind: 'reversed', text: reversed(MARC) }, cases: ['name-title-line', 'script-reversed', 'link-non-english'] },
        { address: `anna.ribas@${HOST}`, name: 'Anna Ribas', title: 'dietista-nutricionista', pages: ['/diari/que-menjar-abans-de-rocacorba'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/zona-clients'],
      nonAddresses: [
        { text: 'reserves@masiacanpla.test', kind: 'other-company' },
        { text: 'git@github.com:rodesdelter/gpx-routes.git', kind: 'git' },
        { text: `clients@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
