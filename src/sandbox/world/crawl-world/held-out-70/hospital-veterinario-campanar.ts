/**
 * Hospital Veterinario Campanar: a 24-hour veterinary hospital in Valencia, built on Wix (Thunderbolt
 * markup: comp- ids, rich-text elements, a repeater), Spanish only, addresses by given name. The
 * clinicians as repeater cards with "Dr."/"Dra." before and their degrees and European college
 * diplomas after the names (DVM, PhD, Dipl. ECVS, GPCert); the manager's address written by a
 * custom-code embed with String.fromCharCode beside his "Name, title" line; the physiotherapist in
 * the prose of a blog post two links from home; reception as the JSON-LD contact point and the
 * emergency and billing mailboxes as roles. The pet owners' app area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hospital-veterinario-campanar-valencia.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/servicios', 'Servicios'],
  ['/equipo', 'Equipo'],
  ['/urgencias-24h', 'Urgencias 24h'],
  ['/blog', 'Blog'],
  ['/contacto', 'Contacto'],
];

let compSeq = 0;
const comp = (): string => `comp-m${(0x4a1f3 + compSeq++ * 37).toString(36)}`;
const rich = (html: string): string => `<div id="${comp()}" class="KaEeLN wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const p8 = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Hospital Veterinario Campanar',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.6e1c2b3a.bundle.min.js" async></script>',
  ],
  header: (p) =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus" tabindex="-1" role="region" aria-label="top of page"></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy">` +
    `<div id="comp-logo" class="MW5IWV"><a data-testid="linkElement" href="${ORIGIN}"><img src="https://static.wixstatic.com/media/7c1d2e_4a5b6c7d8e9f~mv2.png/v1/fill/w_220,h_64,al_c,q_85/logo-hvc.png" alt="Hospital Veterinario Campanar" width="220" height="64"></a></div>` +
    `<nav id="comp-menu" aria-label="Sitio" class="StylableHorizontalMenu3372578893__root wixui-horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu">` +
    MENU.map(([href, label]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${href === '/' ? '' : href}" class="wixui-horizontal-menu__item-label"${href === p.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul></nav><div class="header-cta">${tel('963 41 27 80')} · <a data-testid="linkElement" href="${ORIGIN}/area-clientes">Mi mascota (app)</a></div></div></div></header><div id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div class="page-content">`,
  footer: () =>
    `</div></div></div><footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer" tabindex="-1"><div class="footer-inner">` +
    rich(p8(`Hospital Veterinario Campanar<br>Av. de Pius XII, 52 · 46015 València<br>Recepción: ${tel('963 41 27 80')} · ${mailto(`recepcion@${HOST}`)}<br>Urgencias 24 h, 365 días: ${tel('963 41 27 99')}`)) +
    rich(p8(`Consultas: lunes a viernes 9:00–21:00 · sábados 10:00–14:00<br><a data-testid="linkElement" href="${ORIGIN}/aviso-legal">Aviso legal</a> · <a data-testid="linkElement" href="${ORIGIN}/politica-de-privacidad">Privacidad</a>`)) +
    `</div></footer></div></div></div></div>`,
  privacyPath: { es: '/politica-de-privacidad' },
  bodyEnd: ['<script>window.viewerModel = {"siteFeatures":["businessManager","seo","consentPolicy"],"language":"es","site":{"metaSiteId":"7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f"}};</script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es' });
const sectionOf = (...parts: string[]): string => `<section id="${comp()}" class="wixui-section"><div class="wixui-column-strip__column">${parts.join('')}</div></section>`;

type Vet = { shown: string; name: string; title: string; local: string; honorific: boolean; postNominal: boolean; about: string };
const VETS: Vet[] = [
  { shown: 'Dra. Lucía Ferrer Martí, DVM, PhD, Dipl. ECVS', name: 'Lucía Ferrer Martí', title: 'Directora clínica y jefa de Cirugía', local: 'lucia', honorific: true, postNominal: true, about: 'Cirugía de tejidos blandos, traumatología y cirugía mínimamente invasiva. Profesora asociada en la Universidad CEU Cardenal Herrera.' },
  { shown: 'Dr. Pablo Navarro Gil, DVM, Dipl. ECVIM-CA', name: 'Pablo Navarro Gil', title: 'Jefe de Medicina Interna', local: 'pablo', honorific: true, postNominal: true, about: 'Endocrinología, nefrología y endoscopia. Responsable del servicio de hospitalización.' },
  { shown: 'Dra. Marta Ibáñez Roig, DVM, GPCert (ExAP)', name: 'Marta Ibáñez Roig', title: 'Responsable del Servicio de Exóticos', local: 'marta', honorific: true, postNominal: true, about: 'Conejos, hurones, aves y reptiles. Miembro de AVEPA-GMCAE.' },
  { shown: 'Dr. Javier Climent Sanchis, DVM, MSc', name: 'Javier Climent Sanchis', title: 'Anestesiólogo', local: 'javier', honorific: true, postNominal: true, about: 'Anestesia y analgesia, manejo del dolor crónico, UCI.' },
  { shown: 'Irene Llopis Vidal', name: 'Irene Llopis Vidal', title: 'Coordinadora de ATV', local: 'irene', honorific: false, postNominal: false, about: 'Coordina el equipo de auxiliares técnicos veterinarios de día y de noche.' },
];

const CARLOS = `carlos@${HOST}`;
const CARLOS_SCRIPT = `<script>(function(){var el=document.getElementById('gerencia-mail');var a=String.fromCharCode(${charCodes(CARLOS)});el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script>`;

export function hospitalVeterinarioCampanar(): CrawlWorldSite {
  compSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hospital veterinario 24 horas en València',
    description: 'Urgencias veterinarias 24 h, cirugía, medicina interna, exóticos y rehabilitación en Campanar, València.',
    jsonLd: [
      {
        '@context': 'https://schema.org/',
        '@type': 'VeterinaryCare',
        name: 'Hospital Veterinario Campanar',
        url: ORIGIN,
        image: 'https://static.wixstatic.com/media/7c1d2e_4a5b6c7d8e9f~mv2.png',
        telephone: '+34 963 41 27 80',
        address: { '@type': 'PostalAddress', streetAddress: 'Av. de Pius XII, 52', addressLocality: 'València', postalCode: '46015', addressCountry: 'ES' },
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '00:00', closes: '23:59' }],
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', telephone: '+34 963 41 27 80', email: `recepcion@${HOST}`, availableLanguage: ['es', 'ca', 'en'] }],
      },
    ],
    main: sectionOf(
      rich(`<h1 class="font_0 wixui-rich-text__text">Tu hospital veterinario en València, abierto 24 horas</h1>`),
      rich(p8('Más de 20 veterinarios y auxiliares atienden a perros, gatos y animales exóticos con quirófanos, UCI, TAC y sala de rehabilitación. Las urgencias se atienden todos los días del año, también de madrugada.')),
      rich(p8(`<a data-testid="linkElement" href="${ORIGIN}/servicios">Ver servicios</a> · <a data-testid="linkElement" href="${ORIGIN}/equipo">Conoce al equipo</a>`)),
    ),
  });

  pages['/servicios'] = page({
    path: '/servicios',
    title: 'Servicios',
    main: sectionOf(rich(`<h1 class="font_0">Servicios</h1>`), rich(`<ul class="font_8"><li>Medicina interna y endoscopia</li><li>Cirugía y traumatología</li><li>Anestesia y UCI</li><li>Diagnóstico por imagen: radiología digital, ecografía, TAC</li><li>Animales exóticos</li><li>Fisioterapia y rehabilitación</li></ul>`)),
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    main: sectionOf(
      rich(`<h1 class="font_0">Nuestro equipo</h1>`),
      rich(p8('Puedes escribir directamente a cada responsable de servicio para dudas sobre un tratamiento o una segunda opinión.')),
      `<div id="${comp()}" class="wixui-repeater" role="list">` +
        VETS.map(
          (v) =>
            `<div role="listitem" class="wixui-repeater__item"><div class="card-img"><img src="https://static.wixstatic.com/media/7c1d2e_${v.local}~mv2.jpg/v1/fill/w_280,h_280,al_c,q_80/${v.local}.jpg" alt="${esc(v.name)}" width="280" height="280"></div>` +
            rich(`<h2 class="font_5 wixui-rich-text__text">${esc(v.shown)}</h2>`) +
            rich(`<p class="font_7 wixui-rich-text__text"><span style="font-weight:bold;">${esc(v.title)}</span></p>`) +
            rich(p8(esc(v.about))) +
            rich(p8(mailto(`${v.local}@${HOST}`, `${v.local}@${HOST}`, 'data-auto-recognition="true"'))) +
            `</div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/urgencias-24h'] = page({
    path: '/urgencias-24h',
    title: 'Urgencias 24h',
    main: sectionOf(
      rich(`<h1 class="font_0">Urgencias veterinarias 24 horas</h1>`),
      rich(p8(`Llámanos antes de venir al ${tel('963 41 27 99')}: así el equipo de guardia puede preparar el box. Para enviar radiografías o informes de tu veterinario habitual antes de la llegada: ${mailto(`urgencias@${HOST}`)}.`)),
      rich(p8('Tarifa de urgencia nocturna (21:00–9:00) y festivos: 85 € la consulta.')),
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    main: sectionOf(
      rich(`<h1 class="font_0">Blog</h1>`),
      `<div class="blog-post-list"><article class="blog-post-homepage-description"><h2><a data-testid="linkElement" href="${ORIGIN}/post/rehabilitacion-tras-cirugia-de-rodilla">Rehabilitación tras una cirugía de rodilla: qué esperar</a></h2><p>Hidroterapia, ejercicios en casa y cuándo volver a pasear sin correa.</p></article><article><h2>Golpe de calor en perros: cómo actuar</h2><p>Publicado el 2 de julio de 2025.</p></article></div>`,
    ),
  });

  pages['/post/rehabilitacion-tras-cirugia-de-rodilla'] = page({
    path: '/post/rehabilitacion-tras-cirugia-de-rodilla',
    title: 'Rehabilitación tras una cirugía de rodilla: qué esperar',
    main: sectionOf(
      `<article class="blog-post-page-font"><h1 class="blog-post-title-font">Rehabilitación tras una cirugía de rodilla: qué esperar</h1><p class="post-metadata">14 de octubre de 2025 · 4 min de lectura</p>` +
        `<p>Después de una TPLO o de una sutura extracapsular, las primeras seis semanas marcan la recuperación. En la sala de hidroterapia combinamos cinta subacuática, láser y ejercicios de propiocepción adaptados a cada paciente.</p>` +
        `<p>Si tu perro se ha operado en otro centro y quieres saber si puede empezar la rehabilitación con nosotros, escribe a Nerea Castelló, fisioterapeuta y responsable del área de rehabilitación, a ${mailto(`nerea@${HOST}`)}, y adjunta el informe quirúrgico.</p></article>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: sectionOf(
      rich(`<h1 class="font_0">Contacto</h1>`),
      rich(p8(`Av. de Pius XII, 52 · 46015 València (parking gratuito para clientes en la calle Nicasio Benlloch)<br>Recepción y citas: ${tel('963 41 27 80')} · ${mailto(`recepcion@${HOST}`)}`)),
      rich(p8(`Facturación, presupuestos y seguros de mascotas: ${mailto(`facturacion@${HOST}`)}`)),
      `<div id="${comp()}" class="wixui-html-embed">` + rich(p8(`Proveedores y colaboraciones: Carlos Soler, gerente: <span id="gerencia-mail"></span>`)) + CARLOS_SCRIPT + `</div>`,
      `<form class="wixui-form" aria-label="Formulario de contacto"><input type="text" name="nombre" placeholder="Nombre"><input type="email" name="email" placeholder="Email"><textarea name="mensaje" placeholder="¿En qué podemos ayudarte?"></textarea><button type="submit">Enviar</button></form>`,
    ),
  });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    main: sectionOf(rich(p8('Titular: Hospital Veterinario Campanar, S.L. · CIF B98765432 · Av. de Pius XII, 52, 46015 València · Inscrita en el Registro Mercantil de Valencia, tomo 10482, folio 77, hoja V-181234. Centro veterinario autorizado por la Conselleria de Agricultura con el n.º CV-46-0815.'))),
  });
  pages['/politica-de-privacidad'] = page({ path: '/politica-de-privacidad', title: 'Política de privacidad', main: sectionOf(rich(p8('Tratamos los datos de los propietarios y sus mascotas para la prestación de los servicios veterinarios y la gestión de citas.'))) });

  pages['/area-clientes'] = page({
    path: '/area-clientes',
    title: 'Mi mascota',
    main: sectionOf(rich(p8(`Accede al historial, vacunas y citas de tu mascota. ¿Problemas con la app? soporte.app@${HOST}`))),
  });

  const sitemapPaths = ['/', '/servicios', '/equipo', '/urgencias-24h', '/blog', '/contacto', '/post/rehabilitacion-tras-cirugia-de-rodilla'];
  return {
    site: {
      host: HOST,
      robotsTxt: `# By default, Wix sites blocks the following paths that are not needed for search engines.\nUser-agent: *\nDisallow: *?lightbox=\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\nDisallow: /area-clientes\n\n# Sitemap\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml:
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        sitemapPaths.map((p) => `<url><loc>${ORIGIN}${p === '/' ? '' : p}</loc><lastmod>2025-10-14</lastmod></url>`).join('\n') +
        `\n</urlset>\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1733412210.4821375309412', 'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-70',
      languages: ['es'],
      addresses: [
        { address: `recepcion@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `urgencias@${HOST}`, name: null, title: null, pages: ['/urgencias-24h'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `facturacion@${HOST}`, name: null, title: null, pages: ['/contacto'], cases: ['role', 'plain', 'link-non-english'] },
        ...VETS.map((v) => ({
          address: `${v.local}@${HOST}`,
          name: v.name,
          title: v.title,
          pages: ['/equipo'],
          cases: ['card', 'plain', 'link-non-english', ...(v.honorific ? ['honorific'] : []), ...(v.postNominal ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: CARLOS, name: 'Carlos Soler', title: 'gerente', pages: ['/contacto'], encoded: { kind: 'charcodes', text: charCodes(CARLOS) }, cases: ['name-title-line', 'script-charcode', 'link-non-english'] },
        { address: `nerea@${HOST}`, name: 'Nerea Castelló', title: 'fisioterapeuta y responsable del área de rehabilitación', pages: ['/post/rehabilitacion-tras-cirugia-de-rodilla'], cases: ['prose', 'plain', 'deep-page'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-clientes'],
      nonAddresses: [{ text: `soporte.app@${HOST}`, kind: 'disallowed' }],
    },
  };
}
