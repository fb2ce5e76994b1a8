/**
 * Clínica Dental Albufera: a family dental clinic in Valencia's Russafa district, on WordPress
 * with a dental theme. The team page shows the dentists as cards with "Dra."/"Dr." and their
 * collegiate numbers, two addresses written as character references by an e-mail encoder
 * plugin, and a JSON-LD Dentist whose founder is the medical director and whose orthodontics unit
 * names its orthodontist; the appointments mailbox is the clinic's contactPoint as "mailto:".
 * The appointment form's placeholder, a retina logo and the patients' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'clinicadentalalbufera.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/la-clinica', 'La clínica'],
  ['/equipo', 'Equipo'],
  ['/tratamientos', 'Tratamientos'],
  ['/pide-tu-cita', 'Pide tu cita'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Clínica Dental Albufera',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    `<link rel="stylesheet" id="dentalia-style-css" href="${ORIGIN}/wp-content/themes/dentalia/style.css?ver=2.3.1" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2022/05/favicon-albufera-32x32.png" sizes="32x32">`,
  ],
  header: () =>
    `<header id="masthead" class="site-header"><div class="top-bar"><span>${tel('963 41 27 58')}</span> · <span>Lunes a viernes 9:30–14:00 y 16:00–20:30</span></div>` +
    `<div class="site-branding"><a href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2022/05/logo-albufera.png" srcset="${ORIGIN}/wp-content/uploads/2022/05/logo-albufera@2x.png 2x" width="210" height="64" alt="Clínica Dental Albufera"></a></div>` +
    `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="footer-widgets"><section class="widget widget_text"><h2 class="widget-title">Dónde estamos</h2>` +
    `<p>C/ de Sueca, 48, bajo<br>46006 València<br>${tel('963 41 27 58')} · WhatsApp ${tel('651 20 88 14')}<br>${mailto(`info@${HOST}`)}</p></section>` +
    `<section class="widget"><p>Centro sanitario inscrito en el Registro de la Conselleria de Sanidad con el n.º 15.874.</p></section></div>` +
    `<div class="site-info"><a href="/aviso-legal">Aviso legal</a> · <a href="/politica-de-privacidad">Política de privacidad</a> · <a href="/area-pacientes">Área de pacientes</a> · © 2025 Clínica Dental Albufera S.L.P.</div></footer>`,
  privacyPath: { es: '/politica-de-privacidad' },
  bodyEnd: [`<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es-ES' });

type Dentist = { shown: string; name: string; title: string; local: string; col?: string; encode?: boolean; honorific?: boolean; ld?: 'founder' | 'nested' };
const TEAM: Dentist[] = [
  { shown: 'Dra. Lucía Ferrer Soler', name: 'Lucía Ferrer Soler', title: 'Directora médica y odontóloga general', local: 'lucia', col: '46003821', encode: true, honorific: true, ld: 'founder' },
  { shown: 'Dr. Andrés Climent Roig', name: 'Andrés Climent Roig', title: 'Ortodoncista', local: 'andres', col: '46004512', honorific: true, ld: 'nested' },
  { shown: 'Dra. Carmen Vidal Escrivà', name: 'Carmen Vidal Escrivà', title: 'Periodoncia e implantes', local: 'carmen', col: '46005190', encode: true, honorific: true },
  { shown: 'Dr. Pablo Martí Ibáñez', name: 'Pablo Martí Ibáñez', title: 'Endodoncista', local: 'pablo', col: '46006033', honorific: true },
  { shown: 'Nuria Ortega', name: 'Nuria Ortega', title: 'Higienista dental', local: 'nuria' },
  { shown: 'Sara Llopis', name: 'Sara Llopis', title: 'Coordinadora de pacientes', local: 'sara' },
  { shown: 'Elena Morales', name: 'Elena Morales', title: 'Recepción y administración', local: 'elena' },
];

const card = (d: Dentist): string => {
  const addr = `${d.local}@${HOST}`;
  const link = d.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="team-member col-md-4"><div class="team-member__photo"><img src="${ORIGIN}/wp-content/uploads/2023/09/${d.local}-equipo-600x600.jpg" alt="${esc(d.name)}" loading="lazy"></div>` +
    `<div class="team-member__body"><h4 class="team-member__name">${esc(d.shown)}</h4><span class="team-member__role">${esc(d.title)}</span>` +
    (d.col ? `<small class="team-member__col">Nº Col. ${d.col}</small>` : '') +
    `<p class="team-member__mail"><i class="icon-mail"></i> ${link}</p></div></div>`
  );
};

export function clinicaDentalAlbufera(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tu dentista en Russafa',
    description: 'Clínica dental en Russafa, València: odontología general, ortodoncia invisible, implantes y periodoncia. Primera visita gratuita.',
    main:
      `<section class="hero"><h1>Tu dentista de confianza en Russafa</h1><p>Más de veinte años cuidando la sonrisa de las familias del barrio. Primera visita y revisión <strong>gratuitas</strong>.</p><p><a class="btn" href="/pide-tu-cita">Pide tu cita</a></p></section>` +
      `<section class="services"><h2>Nuestros tratamientos</h2><ul><li>Odontología general y conservadora</li><li>Ortodoncia con brackets y alineadores invisibles</li><li>Implantes y periodoncia</li><li>Odontopediatría</li></ul><p><a href="/tratamientos">Ver todos los tratamientos</a></p></section>`,
  });

  pages['/la-clinica'] = page({
    path: '/la-clinica',
    title: 'La clínica',
    main: `<article class="page"><h1>La clínica</h1><p>La Dra. Ferrer abrió la clínica en 2003 en la calle de Sueca. Hoy somos un equipo de siete profesionales con cuatro gabinetes, radiografía digital 3D (CBCT) y escáner intraoral.</p><p>Financiamos tus tratamientos hasta en 24 meses sin intereses.</p><p><a href="/equipo">Conoce al equipo</a></p></article>`,
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        '@id': `${ORIGIN}/#dentist`,
        name: 'Clínica Dental Albufera',
        url: `${ORIGIN}/`,
        image: `${ORIGIN}/wp-content/uploads/2022/05/logo-albufera.png`,
        telephone: '+34 963 41 27 58',
        address: { '@type': 'PostalAddress', streetAddress: 'C/ de Sueca, 48, bajo', postalCode: '46006', addressLocality: 'València', addressCountry: 'ES' },
        founder: { '@type': 'Person', name: 'Lucía Ferrer Soler', honorificPrefix: 'Dra.', jobTitle: 'Directora médica y odontóloga general', email: `lucia@${HOST}` },
        department: [
          {
            '@type': 'Dentist',
            name: 'Unidad de Ortodoncia – Clínica Dental Albufera',
            employee: { '@type': 'Person', name: 'Andrés Climent Roig', jobTitle: 'Ortodoncista', email: `andres@${HOST}` },
          },
        ],
      },
    ],
    main:
      `<article class="page"><h1>Nuestro equipo</h1><p class="lead">Odontólogos colegiados en el Ilustre Colegio Oficial de Odontólogos y Estomatólogos de Valencia, y un equipo de auxiliares e higienistas que te acompañará en cada visita.</p>` +
      `<div class="row team-grid">${TEAM.map(card).join('')}</div></article>`,
  });

  pages['/tratamientos'] = page({
    path: '/tratamientos',
    title: 'Tratamientos',
    main: `<article class="page"><h1>Tratamientos</h1><h2>Ortodoncia invisible</h2><p>Alineadores transparentes para adultos y adolescentes, con estudio digital previo.</p><h2>Implantes dentales</h2><p>Implantes de titanio con carga inmediata cuando el caso lo permite.</p><h2>Periodoncia</h2><p>Tratamiento de encías, curetajes y mantenimiento periodontal.</p></article>`,
  });

  const citas = `citas@${HOST}`;
  pages['/pide-tu-cita'] = page({
    path: '/pide-tu-cita',
    title: 'Pide tu cita',
    main:
      `<article class="page"><h1>Pide tu cita</h1><p>Rellena el formulario y te llamaremos en menos de 24 horas laborables. También puedes escribirnos a ${mailto(citas)}.</p>` +
      `<form class="wpcf7-form" action="/pide-tu-cita#wpcf7-f211-o1" method="post"><p><label>Nombre y apellidos<br><input type="text" name="your-name" placeholder="Nombre y apellidos"></label></p>` +
      `<p><label>Correo electrónico<br><input type="email" name="your-email" placeholder="tucorreo@ejemplo.com"></label></p><p><label>Teléfono<br><input type="tel" name="your-tel"></label></p>` +
      `<p><label><input type="checkbox" name="acceptance" value="1"> He leído y acepto la <a href="/politica-de-privacidad">política de privacidad</a></label></p><p><input type="submit" value="Enviar"></p></form></article>`,
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        '@id': `${ORIGIN}/#dentist`,
        name: 'Clínica Dental Albufera',
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:${citas}`, telephone: '+34 963 41 27 58', availableLanguage: ['Spanish', 'Catalan', 'English'] },
        openingHours: ['Mo-Fr 09:30-14:00', 'Mo-Fr 16:00-20:30'],
      },
    ],
    main:
      `<article class="page"><h1>Contacto</h1><p>C/ de Sueca, 48, bajo – 46006 València (metro Bailén, líneas 1 y 2 de la EMT a 2 minutos).</p>` +
      `<p>Teléfono: ${tel('963 41 27 58')}<br>Citas y cambios de cita: ${mailto(citas)}<br>Información general: ${mailto(`info@${HOST}`)}</p>` +
      `<p>Horario: de lunes a viernes de 9:30 a 14:00 y de 16:00 a 20:30. Agosto: solo mañanas.</p></article>`,
  });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    main: `<article class="page"><h1>Aviso legal</h1><p>Titular: Clínica Dental Albufera S.L.P., CIF B98234517, C/ de Sueca, 48, 46006 València. Inscrita en el Registro Mercantil de Valencia, tomo 9.812, folio 44, hoja V-158.320.</p><p>Directora médica: Dra. Lucía Ferrer Soler, colegiada n.º 46003821.</p></article>`,
  });
  pages['/politica-de-privacidad'] = page({
    path: '/politica-de-privacidad',
    title: 'Política de privacidad',
    main: `<article class="page"><h1>Política de privacidad</h1><p>Responsable del tratamiento: Clínica Dental Albufera S.L.P. Puedes ejercer tus derechos de acceso, rectificación, supresión y oposición escribiendo a nuestra dirección postal o a ${mailto(`info@${HOST}`)}.</p></article>`,
  });
  pages['/area-pacientes'] = page({
    path: '/area-pacientes',
    title: 'Área de pacientes',
    main: `<article class="page"><h1>Área de pacientes</h1><p>Consulta tus presupuestos y radiografías. ¿Problemas de acceso? Escribe a ${mailto(`pacientes@${HOST}`)}.</p></article>`,
  });

  const allowedHtml = Object.keys(pages).filter((p) => p !== '/area-pacientes');
  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/la-clinica', '/equipo', '/tratamientos', '/pide-tu-cita', '/contacto', '/aviso-legal', '/politica-de-privacidad'], '2025-01-20'));

  const member = (d: Dentist) => ({
    address: `${d.local}@${HOST}`,
    name: d.name,
    title: d.title,
    pages: ['/equipo'],
    cases: [
      'card',
      'link-non-english',
      d.encode ? 'entities' : 'plain',
      ...(d.honorific ? ['honorific'] : []),
      ...(d.ld === 'founder' ? ['json-ld-person'] : d.ld === 'nested' ? ['json-ld-person', 'json-ld-nested'] : []),
    ] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-pacientes\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-46',
      languages: ['es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: allowedHtml, cases: ['role', 'plain'] },
        { address: citas, name: null, title: null, pages: ['/pide-tu-cita', '/contacto'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto', 'link-non-english'] },
        ...TEAM.map(member),
      ],
      pattern: '{first}',
      disallowed: ['/area-pacientes'],
      nonAddresses: [
        { text: `pacientes@${HOST}`, kind: 'disallowed' },
        { text: 'tucorreo@ejemplo.com', kind: 'placeholder' },
        { text: 'logo-albufera@2x.png', kind: 'retina' },
      ],
    },
  };
}
