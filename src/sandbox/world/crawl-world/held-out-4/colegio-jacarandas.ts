/**
 * Colegio Jacarandas: a small Montessori school (preschool to secondary) in Querétaro, Mexican
 * Spanish. A Wix site: rich-text elements, a repeater for the team, Wix's sitemap index (pages
 * and blog posts), a robots.txt the owner edited, custom JSON-LD from the SEO settings.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'colegiojacarandas.test';
const ORIGIN = `http://${HOST}`;
const WIX = 'https://static.wixstatic.com/media';

let compSeq = 0;
/** A Wix rich-text element. */
function rich(html: string): string {
  compSeq++;
  const id = `comp-lr${(0x8c2 + compSeq * 7919).toString(36)}`;
  return `<div id="${id}" class="${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
}
const p = (html: string) => `<p class="font_8 wixui-rich-text__text">${html}</p>`;
const h2 = (text: string) => `<h2 class="font_2 wixui-rich-text__text">${esc(text)}</h2>`;
const wixMail = (address: string, label = address) => `<a href="mailto:${address}" target="_self" class="wixui-rich-text__text">${esc(label)}</a>`;

const NAV: [string, string][] = [
  ['/', 'Inicio'],
  ['/nosotros', 'Nosotros'],
  ['/equipo', 'Nuestro equipo'],
  ['/admisiones', 'Admisiones'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Colegio Jacarandas',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="7c1e4b2a-93d5-4f08-b6e1-2a9c5d3f8e41">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="0b3f6d2e-8a14-4c97-a5e2-6f1d9c3b7a08">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="preconnect" href="https://static.wixstatic.com" crossorigin>',
    `<link rel="icon" sizes="192x192" href="${WIX}/2f8a61_9b1c3e5d7f2a4b6c8d0e1f2a3b4c5d6e~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/2f8a61_9b1c3e5d7f2a4b6c8d0e1f2a3b4c5d6e~mv2.png" type="image/png">`,
  ],
  header: (page) =>
    `<header id="SITE_HEADER" class="wixui-header" tabindex="-1"><div class="header-inner">` +
    `<a href="/" data-testid="linkElement"><img src="${WIX}/2f8a61_4e7d1c3b9a5f2e8d6c0b4a7f3e1d9c5b~mv2.png/v1/fill/w_180,h_72,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/logo-jacarandas.png" alt="Colegio Jacarandas" width="180" height="72"></a>` +
    `<nav id="comp-lr8navmenu" aria-label="Sitio"><ul class="wixui-horizontal-menu">` +
    NAV.map(([href, label]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${href}" class="wixui-horizontal-menu__item-label${href === page.path ? ' selected' : ''}"${href === page.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer" tabindex="-1">` +
    rich(
      p('Colegio Jacarandas, A.C. · Av. de los Arcos 218, Col. Carretas, C.P. 76050, Querétaro, Qro.') +
        p(`Tel. 442 215 3340 · ${wixMail('contacto@colegiojacarandas.test')}`) +
        p('Incorporado a la SEP · Preescolar CCT 22PJN0458K · Primaria CCT 22PPR0212Z · Secundaria CCT 22PES0087T'),
    ) +
    rich(p(`<a href="/aviso-de-privacidad" class="wixui-rich-text__text">Aviso de privacidad</a> · <a href="/portal-docentes" class="wixui-rich-text__text">Portal docentes</a> · <a href="https://www.facebook.com/colegiojacarandasqro" target="_blank" class="wixui-rich-text__text">Facebook</a>`)) +
    `</footer>`,
  privacyPath: { es: '/aviso-de-privacidad' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4f7c2a1e.bundle.min.js" async></script>'],
};

function page(spec: PageSpec): SandboxPage {
  compSeq = spec.path.length * 13;
  return renderPage(theme, { ...spec, lang: 'es-MX', main: `<div id="PAGES_CONTAINER"><section class="wixui-section">${spec.main}</section></div>` });
}

interface Member {
  name: string;
  role: string;
  photo: string;
  email?: string;
}

function repeater(members: Member[]): string {
  return (
    `<div id="comp-lr8team" class="wixui-repeater" role="list">` +
    members
      .map(
        (m, i) =>
          `<div id="comp-lr8teamitem__item-${i}" class="wixui-repeater__item" role="listitem"><div data-testid="mesh-container-content">` +
          `<img src="${WIX}/2f8a61_${m.photo}~mv2.jpg/v1/fill/w_260,h_260,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${m.photo}.jpg" alt="" width="260" height="260">` +
          rich(`<h5 class="font_5 wixui-rich-text__text">${esc(m.name)}</h5>${p(esc(m.role))}${m.email ? p(wixMail(m.email)) : ''}`) +
          `</div></div>`,
      )
      .join('') +
    `</div>`
  );
}

export function colegioJacarandas(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Colegio Montessori en Querétaro',
    lang: 'es-MX',
    description: 'Colegio Montessori bilingüe en Querétaro: Casa de Niños, Primaria y Secundaria. Incorporado a la SEP.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'School',
        name: 'Colegio Jacarandas',
        url: `${ORIGIN}/`,
        telephone: '+52 442 215 3340',
        email: 'contacto@colegiojacarandas.test',
        address: { '@type': 'PostalAddress', streetAddress: 'Av. de los Arcos 218, Col. Carretas', postalCode: '76050', addressLocality: 'Santiago de Querétaro', addressRegion: 'Qro.', addressCountry: 'MX' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'admissions', email: 'admisiones@colegiojacarandas.test', telephone: '+52 442 215 3340', areaServed: 'MX', availableLanguage: ['Spanish', 'English'] },
        department: [
          { '@type': 'Preschool', name: 'Casa de Niños Jacarandas' },
          { '@type': 'ElementarySchool', name: 'Primaria Jacarandas' },
          {
            '@type': 'MiddleSchool',
            name: 'Secundaria Jacarandas',
            employee: { '@type': 'Person', name: 'Jorge Ibarra Luna', honorificPrefix: 'Mtro.', jobTitle: 'Coordinador de Secundaria', email: 'jibarra@colegiojacarandas.test' },
          },
        ],
      },
    ],
    main:
      rich(`<h1 class="font_0 wixui-rich-text__text">Aprender haciendo, desde los 3 años</h1>${p('Somos un colegio Montessori bilingüe con grupos pequeños, ambientes preparados y un huerto escolar. Acompañamos a cada niña y cada niño a su propio ritmo, desde Casa de Niños hasta Secundaria.')}`) +
      rich(
        p(
          '“En Jacarandas creemos que la independencia se construye con pequeñas responsabilidades diarias: cuidar una planta, preparar la mesa, resolver un conflicto hablando.”',
        ) + p('Mtra. Guadalupe Ríos Anaya<br>Directora General'),
      ) +
      rich(p(`<a href="/admisiones" class="wixui-rich-text__text">Conoce nuestro proceso de admisión 2025–2026</a>`)),
  });

  pages['/nosotros'] = page({
    path: '/nosotros',
    title: 'Nosotros',
    lang: 'es-MX',
    main: rich(
      h2('Nuestra historia') +
        p('Colegio Jacarandas nació en 2009 como una pequeña Casa de Niños en el barrio de Carretas. Hoy atendemos a 240 alumnas y alumnos de Preescolar, Primaria y Secundaria, con guías certificadas por la AMI.') +
        h2('Nuestra filosofía') +
        p('Ambientes preparados, materiales Montessori, grupos multiedad y un programa de inglés por inmersión desde Casa de Niños.'),
    ),
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Nuestro equipo',
    lang: 'es-MX',
    main:
      rich(h2('Equipo directivo') + p('Conoce a las personas que coordinan cada etapa.')) +
      repeater([
        { name: 'Mtra. Guadalupe Ríos Anaya', role: 'Directora General', photo: 'guadalupe-rios', email: 'grios@colegiojacarandas.test' },
        { name: 'Mtra. Ana Sofía Treviño', role: 'Coordinadora de Casa de Niños', photo: 'ana-sofia-trevino', email: 'atrevino@colegiojacarandas.test' },
        { name: 'Lic. Fernando Castillo', role: 'Coordinador de Primaria', photo: 'fernando-castillo', email: 'fcastillo@colegiojacarandas.test' },
        { name: 'Mtro. Jorge Ibarra Luna', role: 'Coordinador de Secundaria', photo: 'jorge-ibarra' },
        { name: 'Psic. Mariana Olvera', role: 'Psicóloga escolar', photo: 'mariana-olvera', email: 'molvera@colegiojacarandas.test' },
      ]),
  });

  pages['/admisiones'] = page({
    path: '/admisiones',
    title: 'Admisiones',
    lang: 'es-MX',
    main: rich(
      h2('Admisiones ciclo 2025–2026') +
        p('1. Agenda una visita guiada. 2. Entrevista con la coordinación de la etapa. 3. Día de observación en el ambiente. 4. Entrega de documentos e inscripción.') +
        p('Informes y citas para visitar el colegio: ' + wixMail('admisiones@colegiojacarandas.test') + ' o al 442 215 3340, ext. 101.') +
        p('Coordinadora de Admisiones: Lic. Paola Mendoza Reyes – ' + wixMail('pmendoza@colegiojacarandas.test')) +
        p('Documentos: acta de nacimiento, CURP, cartilla de vacunación, boleta del ciclo anterior.'),
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    lang: 'es-MX',
    main:
      rich(
        h2('Contacto') +
          p('Av. de los Arcos 218, Col. Carretas<br>C.P. 76050, Santiago de Querétaro, Qro.') +
          p('Tel. 442 215 3340 · WhatsApp 442 108 7721<br>' + wixMail('contacto@colegiojacarandas.test')) +
          p('Horario de oficina: lunes a viernes de 7:30 a 15:00 h.') +
          p(
            '¿Necesitas factura (CFDI) de colegiaturas? Escribe a nuestra contadora, la C.P. Rocío Villaseñor, a ' +
              wixMail('rvillasenor@colegiojacarandas.test') +
              ', indicando RFC, régimen fiscal, código postal y uso de CFDI.',
          ) +
          p('Uniformes: se venden directamente en Uniformes El Roble (Calle Ignacio Pérez 14, Centro), pedidos a ventas@uniformeselroble.test.'),
      ) +
      `<form class="wixui-form" aria-label="Contacto"><input type="text" name="nombre" placeholder="Nombre completo" class="wixui-text-input__input"><input type="email" name="correo" placeholder="ejemplo@correo.com" class="wixui-text-input__input"><textarea name="mensaje" placeholder="Mensaje" class="wixui-text-box__input"></textarea><button class="wixui-button" type="submit">Enviar</button></form>`,
  });

  pages['/aviso-de-privacidad'] = page({
    path: '/aviso-de-privacidad',
    title: 'Aviso de privacidad',
    lang: 'es-MX',
    main: rich(
      h2('Aviso de privacidad integral') +
        p('Colegio Jacarandas, A.C., con domicilio en Av. de los Arcos 218, Col. Carretas, Querétaro, Qro., es responsable del tratamiento de los datos personales de alumnos, madres, padres y tutores, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.') +
        p('Para ejercer sus derechos ARCO, envíe su solicitud al Departamento de Datos Personales: ' + wixMail('privacidad@colegiojacarandas.test') + '.'),
    ),
  });

  pages['/portal-docentes'] = page({
    path: '/portal-docentes',
    title: 'Portal docentes',
    lang: 'es-MX',
    main: rich(h2('Portal docentes') + p('Planeaciones, calendario interno y formatos. Soporte de la plataforma: ' + mailto('soporte.docentes@colegiojacarandas.test'))),
  });

  const postPath = '/post/vacante-maestra-o-maestro-de-ingles-primaria';
  pages[postPath] = page({
    path: postPath,
    title: 'Vacante: maestra o maestro de inglés para Primaria',
    lang: 'es-MX',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Vacante: maestra o maestro de inglés para Primaria', datePublished: '2025-05-06T17:20:00.000Z', author: { '@type': 'Person', name: 'Colegio Jacarandas' } }],
    main:
      `<article class="blog-post" data-hook="post">` +
      rich(
        `<h1 class="font_0 wixui-rich-text__text">Vacante: maestra o maestro de inglés para Primaria</h1>` +
          p('Buscamos una maestra o un maestro de inglés para Primaria (taller I y II) a partir de agosto de 2025. Requisitos: licenciatura afín, certificación TKT o CELTA, nivel C1 y gusto por el trabajo con niñas y niños.') +
          p('Envía tu CV y carta de motivación a Lic. Daniela Torres, Coordinadora Académica de Inglés: ' + wixMail('dtorres@colegiojacarandas.test')),
      ) +
      `</article>`,
  });

  const pagePaths = ['/', '/nosotros', '/equipo', '/admisiones', '/contacto', '/aviso-de-privacidad'];
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, pagePaths, '2025-04-28'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, [postPath], '2025-05-06'));
  const allowed = pagePaths.concat(postPath);

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# By default, Wix sites don't block any pages from being crawled.\n# The site owner added the rule below.\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /portal-docentes\n\n` +
        `# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-05-06'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1714990000.123456789012345678', 'Cache-Control': 'private,max-age=0,must-revalidate' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-4',
      languages: ['es'],
      addresses: [
        { address: 'grios@colegiojacarandas.test', name: 'Guadalupe Ríos Anaya', title: 'Directora General', pages: ['/equipo'], cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        { address: 'atrevino@colegiojacarandas.test', name: 'Ana Sofía Treviño', title: 'Coordinadora de Casa de Niños', pages: ['/equipo'], cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        { address: 'fcastillo@colegiojacarandas.test', name: 'Fernando Castillo', title: 'Coordinador de Primaria', pages: ['/equipo'], cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        { address: 'molvera@colegiojacarandas.test', name: 'Mariana Olvera', title: 'Psicóloga escolar', pages: ['/equipo'], cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        {
          address: 'jibarra@colegiojacarandas.test',
          name: 'Jorge Ibarra Luna',
          title: 'Coordinador de Secundaria',
          pages: ['/'],
          cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'],
        },
        { address: 'pmendoza@colegiojacarandas.test', name: 'Paola Mendoza Reyes', title: 'Coordinadora de Admisiones', pages: ['/admisiones'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: 'rvillasenor@colegiojacarandas.test', name: 'Rocío Villaseñor', title: 'contadora', pages: ['/contacto'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
        {
          address: 'dtorres@colegiojacarandas.test',
          name: 'Daniela Torres',
          title: 'Coordinadora Académica de Inglés',
          pages: [postPath],
          cases: ['name-title-line', 'honorific', 'sitemap-index', 'plain'],
        },
        { address: 'contacto@colegiojacarandas.test', name: null, title: null, pages: allowed, cases: ['role', 'plain'] },
        { address: 'admisiones@colegiojacarandas.test', name: null, title: null, pages: ['/admisiones', '/'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: 'privacidad@colegiojacarandas.test', name: null, title: null, pages: ['/aviso-de-privacidad'], cases: ['role', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/portal-docentes'],
      nonAddresses: [
        { text: 'soporte.docentes@colegiojacarandas.test', kind: 'disallowed' },
        { text: 'ventas@uniformeselroble.test', kind: 'other-company' },
        { text: 'ejemplo@correo.com', kind: 'placeholder' },
      ],
    },
  };
}
