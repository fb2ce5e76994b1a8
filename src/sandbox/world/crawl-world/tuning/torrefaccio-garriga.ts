/**
 * Torrefacció Garriga, a coffee roaster in Barcelona's Poblenou (Catalan, Spanish, English).
 * Tuning set.
 *
 * Shows: a home page that is only a language chooser (every address is two or more links deep);
 * Catalan and Spanish anchor texts ("Qui som", "Contacte", "Avís legal", "Nosotros", "Contacto",
 * "Aviso legal"); hreflang alternates; a gzip-compressed sitemap named by robots.txt (there is no
 * /sitemap.xml) with a page listed nowhere else; a definition list of titles and names with
 * honorifics (Sra., Sr.); the same people with their titles in two languages; a "Name, title,
 * address" line; the contact address written reversed and turned around by a script; scheme text
 * ("nombre@…") that is itself shaped like an address; the green-coffee supplier's address; a staff
 * rota robots.txt disallows although the sitemap lists it.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'torrefaccio-garriga.test';
const ORIGIN = `http://${HOST}`;

const A = {
  montse: `montse@${HOST}`,
  jordi: `jordi@${HOST}`,
  laia: `laia@${HOST}`,
  hola: `hola@${HOST}`,
  pau: `pau@${HOST}`,
  info: `info@${HOST}`,
  botiga: `botiga@${HOST}`,
  nuria: `nuria@${HOST}`,
  empleo: `empleo@${HOST}`,
  hello: `hello@${HOST}`,
};
const SCHEME = `nombre@${HOST}`;
const SUPPLIER = 'ventas@fincalosnaranjos.test';
const ROTA = [`marc@${HOST}`, `clara@${HOST}`];
const HOLA_REVERSED = reversed(A.hola);

type Lang = 'ca' | 'es' | 'en';

const MENUS: Record<Lang, [string, string][]> = {
  ca: [
    ['/ca/', 'Inici'],
    ['/ca/qui-som', 'Qui som'],
    ['/ca/cafes', 'Els nostres cafès'],
    ['/ca/botiga', 'Botiga'],
    ['/ca/contacte', 'Contacte'],
  ],
  es: [
    ['/es/', 'Inicio'],
    ['/es/nosotros', 'Nosotros'],
    ['/es/cafes', 'Nuestros cafés'],
    ['/es/contacto', 'Contacto'],
  ],
  en: [
    ['/en/', 'Home'],
    ['/en/about', 'About'],
    ['/en/contact', 'Contact'],
  ],
};
const LEGAL: Record<Lang, [string, string]> = { ca: ['/ca/avis-legal', 'Avís legal'], es: ['/es/aviso-legal', 'Aviso legal'], en: ['/es/aviso-legal', 'Legal notice (Spanish)'] };

function langOf(page: PageSpec): Lang {
  return (['ca', 'es', 'en'] as const).find((l) => page.lang.startsWith(l)) ?? 'ca';
}

const theme: Theme = {
  host: HOST,
  siteName: 'Torrefacció Garriga',
  head: [
    '<link rel="stylesheet" href="//torrefaccio-garriga.test/cdn/shop/t/7/assets/base.css?v=112">',
    '<script src="//torrefaccio-garriga.test/cdn/shop/t/7/assets/global.js?v=112" defer></script>',
  ],
  privacyPath: { ca: '/ca/avis-legal', es: '/es/aviso-legal', en: '/es/aviso-legal' },
  header: (page) => {
    if (page.path === '/') return `<header class="splash-header"><img src="/cdn/shop/files/garriga-segell.png" srcset="/cdn/shop/files/garriga-segell@2x.png 2x" alt="Torrefacció Garriga"></header>`;
    const lang = langOf(page);
    const others = (['ca', 'es', 'en'] as const).filter((l) => l !== lang).map((l) => `<a href="/${l}/" hreflang="${l}">${l.toUpperCase()}</a>`);
    return (
      `<header class="header"><a href="/${lang}/"><img src="/cdn/shop/files/garriga-logo.png" srcset="/cdn/shop/files/garriga-logo@2x.png 2x" alt="Torrefacció Garriga"></a>\n` +
      `<nav>${MENUS[lang].map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' ')}</nav>\n<div class="langs">${others.join(' · ')}</div></header>`
    );
  },
  footer: (page) => {
    if (page.path === '/') return `<footer class="splash-footer"><p>Carrer de Pere IV 88 · 08005 Barcelona</p></footer>`;
    const [legalHref, legalLabel] = LEGAL[langOf(page)];
    return `<footer class="footer"><p>Torrefacció Garriga SL · Carrer de Pere IV 88 · 08005 Barcelona · +34 933 00 58 12</p><p><a href="${legalHref}">${esc(legalLabel)}</a> · <a href="https://www.instagram.com/torrefacciogarriga">Instagram</a></p></footer>`;
  },
};

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

const HOME_ALTERNATES = { ca: '/ca/', es: '/es/', en: '/en/', 'x-default': '/' };

/** The reversed address and the script that turns it around for the reader. */
const REVERSED_MAIL =
  `<span class="eml" data-r="${HOLA_REVERSED}"></span>` +
  `<script>document.querySelectorAll('.eml').forEach(function(el){var a=el.getAttribute('data-r').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`;

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      lang: 'ca',
      title: 'Tria la llengua · Elige idioma · Choose your language',
      alternates: HOME_ALTERNATES,
      main:
        `<div class="lang-select"><h1>Torrefacció Garriga</h1><p>Cafè torrat a Poblenou des de 1958</p>\n` +
        `<ul><li><a href="/ca/" hreflang="ca" lang="ca">Català</a></li><li><a href="/es/" hreflang="es" lang="es">Español</a></li><li><a href="/en/" hreflang="en" lang="en">English</a></li></ul></div>`,
    }),
    '/ca': page({
      path: '/ca',
      lang: 'ca',
      title: 'Cafè d’especialitat torrat a Barcelona',
      alternates: HOME_ALTERNATES,
      main:
        `<section class="banner"><h1>Torrem cafè cada dimarts i divendres</h1><p>Cafès d’origen únic i barreges per a casa, oficines i cafeteries.</p><a href="/ca/cafes">Descobreix els cafès</a></section>\n` +
        `<section><h2>La nostra cafeteria</h2><p>Vine a tastar-los al nostre obrador de Poblenou, de dilluns a dissabte.</p></section>`,
    }),
    '/ca/qui-som': page({
      path: '/ca/qui-som',
      lang: 'ca',
      title: 'Qui som',
      alternates: { ca: '/ca/qui-som', es: '/es/nosotros', en: '/en/about' },
      main:
        `<h1>Qui som</h1>\n<p>L’avi Josep Garriga va obrir la torrefacció el 1958 al carrer de Pere IV. Avui la porta la tercera generació, amb la mateixa torradora Probat de 1972.</p>\n` +
        `<h2>L’equip</h2>\n<dl class="equip">\n` +
        `<dt>Gerent</dt><dd>Sra. Montserrat Garriga i Puig · ${mailto(A.montse)}</dd>\n` +
        `<dt>Mestre torrador</dt><dd>Jordi Soler · ${mailto(A.jordi)}</dd>\n` +
        `<dt>Cap de cafeteries</dt><dd>Laia Ferrer · ${mailto(A.laia)}</dd>\n` +
        `</dl>`,
    }),
    '/ca/cafes': page({
      path: '/ca/cafes',
      lang: 'ca',
      title: 'Els nostres cafès',
      main: `<h1>Els nostres cafès</h1>\n<ul><li>Huila, Colòmbia – panela i taronja</li><li>Sidama, Etiòpia – bergamota i préssec</li><li>Barreja Poblenou – xocolata i avellana</li></ul>`,
    }),
    '/ca/botiga': page({
      path: '/ca/botiga',
      lang: 'ca',
      title: 'Botiga',
      main: `<h1>Botiga en línia</h1>\n<p>Enviaments a tota la península en 24–48 h. Dubtes sobre una comanda: ${mailto(A.botiga)}</p>\n<p><a href="/botiga/cistella">Veure la cistella</a></p>`,
    }),
    '/ca/contacte': page({
      path: '/ca/contacte',
      lang: 'ca',
      title: 'Contacte',
      alternates: { ca: '/ca/contacte', es: '/es/contacto', en: '/en/contact' },
      main:
        `<h1>Contacte</h1>\n<p>Escriu-nos a ${REVERSED_MAIL} o truca’ns al +34 933 00 58 12.</p>\n` +
        `<h2>Comandes a l’engròs</h2>\n<p>Pau Vidal, responsable comercial, ${mailto(A.pau)}</p>\n` +
        `<h2>D’on ve el nostre cafè</h2>\n<p>Comprem el cafè verd directament a Finca Los Naranjos (Huila, Colòmbia): ${mailto(SUPPLIER)}</p>`,
    }),
    '/ca/avis-legal': page({
      path: '/ca/avis-legal',
      lang: 'ca',
      title: 'Avís legal',
      alternates: { ca: '/ca/avis-legal', es: '/es/aviso-legal' },
      main: `<h1>Avís legal</h1>\n<p>Titular: Torrefacció Garriga SL · NIF B-08123456 · Carrer de Pere IV 88, 08005 Barcelona · Inscrita al Registre Mercantil de Barcelona, tom 41230, foli 88, full B-392817.</p>\n<p>Correu electrònic: ${mailto(A.info)}</p>`,
    }),
    '/es': page({
      path: '/es',
      lang: 'es',
      title: 'Café de especialidad tostado en Barcelona',
      alternates: HOME_ALTERNATES,
      main: `<section class="banner"><h1>Tostamos café cada martes y viernes</h1><p>Cafés de origen y mezclas para casa, oficinas y cafeterías.</p></section>`,
    }),
    '/es/nosotros': page({
      path: '/es/nosotros',
      lang: 'es',
      title: 'Nosotros',
      alternates: { ca: '/ca/qui-som', es: '/es/nosotros', en: '/en/about' },
      main:
        `<h1>Nosotros</h1>\n<p>Tres generaciones tostando café en Poblenou.</p>\n<div class="equipo">\n` +
        `<div class="ficha"><h3>Sra. Montserrat Garriga i Puig</h3><p class="cargo">Gerente</p><p>${mailto(A.montse)}</p></div>\n` +
        `<div class="ficha"><h3>Sr. Jordi Soler</h3><p class="cargo">Maestro tostador</p><p>${mailto(A.jordi)}</p></div>\n` +
        `<div class="ficha"><h3>Nuria Campos</h3><p class="cargo">Atención al cliente, tienda online</p><p>${mailto(A.nuria)}</p></div>\n</div>`,
    }),
    '/es/cafes': page({ path: '/es/cafes', lang: 'es', title: 'Nuestros cafés', main: `<h1>Nuestros cafés</h1>\n<p>Huila, Sidama y nuestra mezcla Poblenou.</p>` }),
    '/es/contacto': page({
      path: '/es/contacto',
      lang: 'es',
      title: 'Contacto',
      alternates: { ca: '/ca/contacte', es: '/es/contacto', en: '/en/contact' },
      main: `<h1>Contacto</h1>\n<p>Escríbenos a ${REVERSED_MAIL} o llámanos al +34 933 00 58 12.</p>\n<h2>Pedidos al por mayor</h2>\n<p>Pau Vidal, responsable comercial, ${mailto(A.pau)}</p>`,
    }),
    '/es/aviso-legal': page({
      path: '/es/aviso-legal',
      lang: 'es',
      title: 'Aviso legal',
      alternates: { ca: '/ca/avis-legal', es: '/es/aviso-legal' },
      main: `<h1>Aviso legal</h1>\n<p>Titular: Torrefacció Garriga SL · NIF B-08123456 · Carrer de Pere IV 88, 08005 Barcelona.</p>\n<p>Correo electrónico: ${mailto(A.info)}</p>`,
    }),
    '/es/trabaja-con-nosotros': page({
      path: '/es/trabaja-con-nosotros',
      lang: 'es',
      title: 'Trabaja con nosotros',
      main:
        `<h1>Trabaja con nosotros</h1>\n<p>Buscamos baristas para nuestra cafetería de Poblenou. Envía tu CV a ${mailto(A.empleo)}.</p>\n` +
        `<p>¿Conoces a alguien del equipo? Escríbele directamente: todos usamos ${SCHEME}.</p>`,
    }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Specialty coffee roasted in Barcelona',
      alternates: HOME_ALTERNATES,
      main: `<section class="banner"><h1>We roast every Tuesday and Friday</h1><p>Single origins and blends for home, office and cafés. <a href="/en/contact">Get in touch</a>.</p></section>`,
    }),
    '/en/about': page({
      path: '/en/about',
      lang: 'en',
      title: 'About',
      alternates: { ca: '/ca/qui-som', es: '/es/nosotros', en: '/en/about' },
      main: `<h1>About us</h1>\n<p>Three generations roasting coffee in Poblenou. Montserrat Garriga runs the company; Jordi Soler is our head roaster.</p>`,
    }),
    '/en/contact': page({
      path: '/en/contact',
      lang: 'en',
      title: 'Contact',
      alternates: { ca: '/ca/contacte', es: '/es/contacto', en: '/en/contact' },
      main: `<h1>Contact</h1>\n<p>Questions in English: ${mailto(A.hello)}</p>\n<p>Carrer de Pere IV 88, 08005 Barcelona, Spain</p>`,
    }),
    '/intranet/torns': page({
      path: '/intranet/torns',
      lang: 'ca',
      title: 'Torns',
      main: `<h1>Torns de la setmana</h1>\n<p>Matí: Marc (${ROTA[0]}) · Tarda: Clara (${ROTA[1]})</p>`,
    }),
    '/sitemap.xml.gz': gzipXmlPage(
      urlset(HOST, ['/', '/ca/', '/ca/qui-som', '/ca/cafes', '/ca/botiga', '/ca/contacte', '/ca/avis-legal', '/es/', '/es/nosotros', '/es/cafes', '/es/contacto', '/es/aviso-legal', '/es/trabaja-con-nosotros', '/en/', '/en/about', '/en/contact', '/intranet/torns']),
    ),
  };
}

const addresses: TruthAddress[] = [
  { address: A.montse, name: 'Montserrat Garriga i Puig', title: 'Gerent', titleAlternatives: ['Gerente'], pages: ['/ca/qui-som', '/es/nosotros'], cases: ['deep-page', 'link-non-english', 'definition-list', 'honorific', 'plain'] },
  { address: A.jordi, name: 'Jordi Soler', title: 'Mestre torrador', titleAlternatives: ['Maestro tostador'], pages: ['/ca/qui-som', '/es/nosotros'], cases: ['deep-page', 'link-non-english', 'definition-list', 'honorific', 'plain'] },
  { address: A.laia, name: 'Laia Ferrer', title: 'Cap de cafeteries', pages: ['/ca/qui-som'], cases: ['deep-page', 'link-non-english', 'definition-list', 'plain'] },
  { address: A.hola, name: null, title: null, pages: ['/ca/contacte', '/es/contacto'], encoded: { kind: 'reversed', text: HOLA_REVERSED }, cases: ['deep-page', 'role', 'script-reversed'] },
  { address: A.pau, name: 'Pau Vidal', title: 'responsable comercial', pages: ['/ca/contacte', '/es/contacto'], cases: ['deep-page', 'name-title-line', 'plain'] },
  { address: A.info, name: null, title: null, pages: ['/ca/avis-legal', '/es/aviso-legal'], cases: ['link-non-english', 'role', 'plain'] },
  { address: A.botiga, name: null, title: null, pages: ['/ca/botiga'], cases: ['deep-page', 'link-non-english', 'role', 'plain'] },
  { address: A.nuria, name: 'Nuria Campos', title: 'Atención al cliente, tienda online', pages: ['/es/nosotros'], cases: ['deep-page', 'link-non-english', 'card', 'plain'] },
  { address: A.empleo, name: null, title: null, pages: ['/es/trabaja-con-nosotros'], cases: ['sitemap-gzip', 'sitemap-robots', 'role', 'plain'] },
  { address: A.hello, name: null, title: null, pages: ['/en/contact'], cases: ['deep-page', 'hreflang', 'role', 'plain'] },
];

export function torrefaccioGarriga(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet/\nDisallow: /botiga/cistella\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages: pages(),
      headers: { Server: 'cloudflare', 'CF-RAY': '8b2c7d1e9f3a4b5c-MAD', 'X-ShopId': '70112233' },
    },
    truth: {
      domain: HOST,
      set: 'tuning',
      languages: ['ca', 'es', 'en'],
      addresses,
      pattern: '{first}',
      statedPattern: { page: '/es/trabaja-con-nosotros', text: SCHEME },
      disallowed: ['/intranet/torns'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: SUPPLIER, kind: 'other-company' },
        ...ROTA.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: 'garriga-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
