/**
 * Taller Ocampo Arquitectura: an architecture and interiors studio in Mexico City, Spanish with
 * an English home and contact page. A Wix-like site: a JSON-LD @graph whose department employee,
 * role member and structural engineer are given nowhere else, the founder in running text, the
 * team as "Title: Name" lines with Mexican professional honorifics (Arq., Ing., C.P.), the
 * quotations address turned around by a custom-code script, an internship page listed only in a
 * gzip child of the sitemap index, and a clients' area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'taller-ocampo.test';
const ORIGIN = `http://${HOST}`;
const MEDIA = 'https://static.wixstatic.com/media';
const REVERSED = reversed('proyectos@taller-ocampo.test');

const MENU = {
  es: [
    ['/', 'Inicio'],
    ['/nosotros', 'Nosotros'],
    ['/proyectos', 'Proyectos'],
    ['/equipo', 'Equipo'],
    ['/contacto', 'Contacto'],
    ['/en', 'EN'],
  ],
  en: [
    ['/en', 'Studio'],
    ['/en/contact', 'Contact'],
    ['/', 'ES'],
  ],
} as const;

let compId = 0;
const comp = () => `comp-lx${(4096 + compId++ * 37).toString(36)}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Taller Ocampo Arquitectura',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="4b2c8e51-7f0a-4d63-9c1e-2a8f6d3b1e90">',
    '<link rel="preconnect" href="https://static.wixstatic.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"4b2c8e51-7f0a-4d63-9c1e-2a8f6d3b1e90","isPremiumDomain":true},"language":{"siteLanguage":"es"}};</script>',
  ],
  header: (page) =>
    `<header id="SITE_HEADER" class="wixui-header"><div id="${comp()}" class="wixui-image"><a href="${page.lang === 'en' ? '/en' : '/'}"><img src="${MEDIA}/a1b2c3_taller-ocampo-logo~mv2.png/v1/fill/w_180,h_48/logo.png" alt="Taller Ocampo"></a></div>` +
    `<nav id="${comp()}" class="wixui-horizontal-menu"><ul>${MENU[page.lang === 'en' ? 'en' : 'es'].map(([href, label]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (page) =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><div id="${comp()}" class="wixui-rich-text"><p class="font_9">Taller Ocampo Arquitectura S.C. · Colima 214, Col. Roma Norte, Cuauhtémoc, 06700 Ciudad de México · +52 55 5584 2210</p>` +
    (page.lang === 'en' ? '' : `<p class="font_9"><a href="/clientes">Área de clientes</a> · <a href="/aviso-de-privacidad">Aviso de privacidad</a></p>`) +
    `</div></footer>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const rich = (html: string) => `<div id="${comp()}" class="wixui-rich-text" data-testid="richTextElement">${html}</div>`;

const REVERSE_SCRIPT = `(function(){var s=document.querySelectorAll('.js-correo');for(var i=0;i<s.length;i++){var e=s[i].getAttribute('data-e').split('').reverse().join('');s[i].innerHTML='<a href="mailto:'+e+'">'+e+'</a>';}})();`;

export function tallerOcampo(): CrawlWorldSite {
  compId = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Arquitectura e interiorismo en la Ciudad de México',
    lang: 'es-MX',
    alternates: { 'es-MX': '/', en: '/en' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Taller Ocampo Arquitectura', inLanguage: 'es-MX' },
          {
            '@type': 'LocalBusiness',
            '@id': `${ORIGIN}/#business`,
            name: 'Taller Ocampo Arquitectura S.C.',
            url: `${ORIGIN}/`,
            email: 'hola@taller-ocampo.test',
            telephone: '+52 55 5584 2210',
            priceRange: '$$$',
            address: { '@type': 'PostalAddress', streetAddress: 'Colima 214, Col. Roma Norte', addressLocality: 'Cuauhtémoc', addressRegion: 'CDMX', postalCode: '06700', addressCountry: 'MX' },
            member: [
              {
                '@type': 'OrganizationRole',
                roleName: 'Socio fundador',
                startDate: '2009',
                member: { '@type': 'Person', name: 'Rodrigo Ocampo', honorificPrefix: 'Arq.', email: 'mailto:rodrigo@taller-ocampo.test' },
              },
            ],
            employee: [{ '@type': 'Person', name: 'Tomás Herrera', honorificPrefix: 'Ing.', jobTitle: 'Ingeniero estructurista', email: 'tomas@taller-ocampo.test' }],
            department: [
              {
                '@type': 'Organization',
                name: 'Taller Ocampo Interiores',
                employee: [{ '@type': 'Person', name: 'Mariana Castillo', jobTitle: 'Directora de interiorismo', email: 'mailto:mariana@taller-ocampo.test' }],
              },
            ],
            sameAs: ['https://www.instagram.com/tallerocampo', 'https://www.archdaily.mx/search/mx/all?q=taller%20ocampo'],
          },
        ],
      },
    ],
    main:
      `<section id="${comp()}" class="wixui-section">` +
      rich(`<h1 class="font_0">Arquitectura que se habita</h1><p class="font_7">Vivienda, interiorismo y espacios comerciales en la Ciudad de México, Oaxaca y la costa de Jalisco. Construimos con tabique, concreto aparente y maderas locales.</p>`) +
      `<div id="${comp()}" class="wixui-gallery"><img src="${MEDIA}/a1b2c3_casa-tlalpan~mv2.jpg/v1/fill/w_960,h_640/casa-tlalpan.jpg" alt="Casa Tlalpan"><img src="${MEDIA}/a1b2c3_cafe-roma~mv2.jpg/v1/fill/w_960,h_640/cafe-roma.jpg" alt="Café en la Roma"></div></section>`,
  });

  pages['/nosotros'] = page({
    path: '/nosotros',
    title: 'Nosotros',
    lang: 'es-MX',
    main: rich(
      `<h2 class="font_2">Nosotros</h2>` +
        `<p class="font_8">El taller lo fundó en 2009 el arquitecto Rodrigo Ocampo, socio fundador y director de diseño, después de ocho años en despachos de Guadalajara; si quieres platicar de un proyecto con él, escríbele a ${mailto('rodrigo@taller-ocampo.test')}.</p>` +
        `<p class="font_8">Hoy somos once personas entre arquitectos, interioristas y residentes de obra, y trabajamos con talleres de carpintería y herrería de la ciudad.</p>`,
    ),
  });

  pages['/proyectos'] = page({
    path: '/proyectos',
    title: 'Proyectos',
    lang: 'es-MX',
    main: rich(
      `<h2 class="font_2">Proyectos</h2><ul class="font_8"><li>Casa Tlalpan, 2024 — vivienda unifamiliar, 320 m²</li><li>Café Orizaba, Roma Norte, 2023 — interiorismo</li><li>Hotel Mar Adentro, Sayulita, 2022 — 14 habitaciones</li></ul>` +
        `<p class="font_8">Construcción de Casa Tlalpan: Grupo Constructor Alcázar (${mailto('obras@constructora-alcazar.test')}).</p>` +
        `<p class="font_9">Fotografía: Diego Ruiz. Solicitudes de imágenes en alta resolución y entrevistas: ${mailto('prensa@taller-ocampo.test')}</p>`,
    ),
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    lang: 'es-MX',
    main: rich(
      `<h2 class="font_2">Equipo</h2>` +
        `<p class="font_8">Coordinadora de proyectos: Arq. Lucía Méndez — ${mailto('lucia@taller-ocampo.test')}</p>` +
        `<p class="font_8">Residente de obra: Ing. Emilio Vargas — ${mailto('emilio@taller-ocampo.test')}</p>` +
        `<p class="font_8">Administradora: C.P. Fernanda Ríos — ${mailto('fernanda@taller-ocampo.test')}</p>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    lang: 'es-MX',
    main:
      rich(
        `<h2 class="font_2">Contacto</h2><p class="font_8">Colima 214, Col. Roma Norte, 06700 CDMX<br>+52 55 5584 2210 · lunes a viernes de 9:00 a 18:00</p>` +
          `<p class="font_8">Escríbenos: ${mailto('hola@taller-ocampo.test')}</p>` +
          `<p class="font_8">Cotizaciones de proyecto: <span class="js-correo" data-e="${REVERSED}">(activa JavaScript)</span></p>`,
      ) +
      `\n<form id="${comp()}" class="wixui-form"><input type="text" name="nombre" placeholder="Nombre"><input type="email" name="correo" placeholder="tucorreo@ejemplo.com"><textarea name="mensaje" placeholder="Cuéntanos de tu proyecto"></textarea><button>Enviar</button></form>\n` +
      `<script>${REVERSE_SCRIPT}</script>`,
  });

  pages['/aviso-de-privacidad'] = page({
    path: '/aviso-de-privacidad',
    title: 'Aviso de privacidad',
    lang: 'es-MX',
    main: rich(`<h2 class="font_2">Aviso de privacidad</h2><p class="font_8">Taller Ocampo Arquitectura S.C., con domicilio en Colima 214, Roma Norte, es responsable del tratamiento de sus datos personales conforme a la LFPDPPP. Derechos ARCO: ${mailto('hola@taller-ocampo.test')}.</p>`),
  });

  pages['/practicas-profesionales'] = page({
    path: '/practicas-profesionales',
    title: 'Prácticas profesionales',
    lang: 'es-MX',
    main: rich(`<h2 class="font_2">Prácticas profesionales y servicio social</h2><p class="font_8">Recibimos dos estudiantes de arquitectura por semestre (UNAM, UAM, Ibero). Manda tu portafolio en PDF de máximo 10 MB a ${mailto('practicas@taller-ocampo.test')}.</p>`),
  });

  pages['/clientes'] = page({
    path: '/clientes',
    title: 'Área de clientes',
    lang: 'es-MX',
    main: rich(`<h2 class="font_2">Área de clientes</h2><p class="font_8">Planos, bitácora de obra y estados de cuenta. ¿Olvidaste tu contraseña? ${mailto('clientes@taller-ocampo.test')}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Architecture and interiors in Mexico City',
    lang: 'en',
    alternates: { 'es-MX': '/', en: '/en' },
    main: rich(`<h1 class="font_0">Architecture to live in</h1><p class="font_7">Houses, interiors and hospitality projects in Mexico City, Oaxaca and the Jalisco coast. We work in English with clients from the US and Canada: see <a href="/en/contact">Contact</a>.</p>`),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: rich(`<h2 class="font_2">Contact</h2><p class="font_8">Colima 214, Roma Norte, 06700 Mexico City</p><p class="font_8">Projects for clients abroad: Andrea Solís, International Projects Lead, ${mailto('andrea@taller-ocampo.test')}</p>`),
  });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/nosotros', '/proyectos', '/equipo', '/contacto', '/aviso-de-privacidad', '/en', '/en/contact'], '2025-04-18'));
  pages['/dynamic-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/practicas-profesionales'], '2025-04-18'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: /clientes\nDisallow: /*?lightbox=\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/dynamic-sitemap.xml.gz'], '2025-04-18'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1718203942.1234567890123' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-6',
      languages: ['es', 'en'],
      addresses: [
        {
          address: 'rodrigo@taller-ocampo.test',
          name: 'Rodrigo Ocampo',
          title: 'Socio fundador',
          titleAlternatives: ['socio fundador y director de diseño', 'director de diseño'],
          pages: ['/', '/nosotros'],
          cases: ['json-ld-nested', 'json-ld-person', 'json-ld-mailto', 'prose', 'plain', 'link-non-english'],
        },
        { address: 'mariana@taller-ocampo.test', name: 'Mariana Castillo', title: 'Directora de interiorismo', pages: ['/'], cases: ['json-ld-nested', 'json-ld-person', 'json-ld-mailto', 'json-ld-only'] },
        { address: 'tomas@taller-ocampo.test', name: 'Tomás Herrera', title: 'Ingeniero estructurista', pages: ['/'], cases: ['json-ld-person', 'json-ld-only'] },
        { address: 'lucia@taller-ocampo.test', name: 'Lucía Méndez', title: 'Coordinadora de proyectos', pages: ['/equipo'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: 'emilio@taller-ocampo.test', name: 'Emilio Vargas', title: 'Residente de obra', pages: ['/equipo'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: 'fernanda@taller-ocampo.test', name: 'Fernanda Ríos', title: 'Administradora', pages: ['/equipo'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: 'andrea@taller-ocampo.test', name: 'Andrea Solís', title: 'International Projects Lead', pages: ['/en/contact'], cases: ['deep-page', 'name-title-line', 'plain'] },
        { address: 'prensa@taller-ocampo.test', name: null, title: null, pages: ['/proyectos'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
        { address: 'hola@taller-ocampo.test', name: null, title: null, pages: ['/', '/contacto', '/aviso-de-privacidad'], cases: ['role', 'plain'] },
        {
          address: 'proyectos@taller-ocampo.test',
          name: null,
          title: null,
          pages: ['/contacto'],
          encoded: { kind: 'reversed', text: REVERSED },
          cases: ['script-reversed', 'role', 'link-non-english'],
        },
        { address: 'practicas@taller-ocampo.test', name: null, title: null, pages: ['/practicas-profesionales'], cases: ['sitemap-index', 'sitemap-gzip', 'role', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/clientes'],
      nonAddresses: [
        { text: 'clientes@taller-ocampo.test', kind: 'disallowed' },
        { text: 'tucorreo@ejemplo.com', kind: 'placeholder' },
        { text: 'obras@constructora-alcazar.test', kind: 'other-company' },
      ],
    },
  };
}
