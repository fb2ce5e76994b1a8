/**
 * Fisioteràpia Benimaclet: a physiotherapy clinic in Valencia, Spanish with Catalan (Valencian),
 * on WordPress with Divi and Yoast SEO. First-name addresses. The team in Divi person modules
 * marked up with RDFa, on the Spanish and the Valencian team pages; the receptionist as
 * "Recepción: name" with her address as character references; a summer job offer listed only in
 * a child of Yoast's sitemap index; the booking widget's package version, the patients' area
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fisiobenimaclet.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  es: [
    ['/', 'Inicio'],
    ['/tratamientos/', 'Tratamientos'],
    ['/equipo/', 'Equipo'],
    ['/tarifas/', 'Tarifas'],
    ['/contacto/', 'Contacto'],
    ['/ca/', 'Valencià'],
  ],
  ca: [
    ['/ca/', 'Inici'],
    ['/ca/equip/', 'Equip'],
    ['/ca/contacte/', 'Contacte'],
    ['/', 'Castellano'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Fisioteràpia Benimaclet',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<meta name="generator" content="Divi v.4.24.2">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.24.2" media="all">`,
    '<script src="https://cdn.jsdelivr.test/npm/flatpickr@4.6.13/dist/flatpickr.min.js" id="flatpickr-js"></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('ca') ? 'ca' : 'es';
    return (
      `<header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="${lang === 'ca' ? '/ca/' : '/'}"><img src="${ORIGIN}/wp-content/uploads/2021/09/logo-fisio-benimaclet.png" alt="Fisioteràpia Benimaclet" id="logo"></a></div>` +
      `<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">` +
      MENU[lang]!.map(([h, l]) => `<li class="menu-item menu-item-type-post_type"><a href="${h}">${esc(l)}</a></li>`).join('') +
      `</ul></nav></div></div></header>`
    );
  },
  footer: (p) =>
    `<footer id="main-footer"><div id="footer-bottom"><div class="container clearfix">` +
    `<p id="footer-info">Fisioteràpia Benimaclet S.L.P. · C/ de Murta, 14, bajo · 46020 València · ${tel('963 62 18 40')} · WhatsApp ${tel('611 204 378')}</p>` +
    `<p><a href="/aviso-legal/">Aviso legal</a> | <a href="/politica-de-privacidad/">${p.lang.startsWith('ca') ? 'Política de privacitat' : 'Política de privacidad'}</a> | <a href="/area-pacientes/">Área pacientes</a></p>` +
    `</div></div></footer>`,
  privacyPath: { es: '/politica-de-privacidad/', ca: '/politica-de-privacidad/' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

interface Fisio {
  name: string;
  address: string;
  es: string;
  ca: string;
  colegiado?: string;
  bio: [string, string];
}

const TEAM: Fisio[] = [
  { name: 'Amparo Llopis Ferrer', address: 'amparo@fisiobenimaclet.test', es: 'Directora y fisioterapeuta', ca: 'Directora i fisioterapeuta', colegiado: '1.874', bio: ['Fundó la clínica en 2009. Terapia manual y punción seca.', 'Va fundar la clínica el 2009. Teràpia manual i punció seca.'] },
  { name: 'Vicent Sanchis Martí', address: 'vicent@fisiobenimaclet.test', es: 'Fisioterapeuta deportivo', ca: 'Fisioterapeuta esportiu', colegiado: '3.209', bio: ['Readaptación de lesiones, fisio del C.D. Benimaclet.', 'Readaptació de lesions, fisio del C.D. Benimaclet.'] },
  { name: 'Núria Climent Soler', address: 'nuria@fisiobenimaclet.test', es: 'Fisioterapeuta, especialista en suelo pélvico', ca: 'Fisioterapeuta, especialista en sòl pelvià', colegiado: '4.115', bio: ['Embarazo, posparto e incontinencia.', 'Embaràs, postpart i incontinència.'] },
  { name: 'Josep Ribes Carbonell', address: 'josep@fisiobenimaclet.test', es: 'Osteópata D.O.', ca: 'Osteòpata D.O.', bio: ['Osteopatía estructural y craneal.', 'Osteopatia estructural i cranial.'] },
  { name: 'Lucía Navarro Peris', address: 'lucia@fisiobenimaclet.test', es: 'Instructora de pilates terapéutico (media jornada)', ca: 'Instructora de pilates terapèutic (mitja jornada)', bio: ['Grupos reducidos de máximo 5 personas.', 'Grups reduïts de màxim 5 persones.'] },
];

function divPerson(f: Fisio, lang: 'es' | 'ca', i: number): string {
  const title = lang === 'es' ? f.es : f.ca;
  const col = f.colegiado ? `<p class="et_pb_member_colegiado">${lang === 'es' ? 'Nº colegiado' : 'Núm. col·legiat'} ICOFCV ${f.colegiado}</p>` : '';
  return (
    `<div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix" vocab="https://schema.org/" typeof="Person">` +
    `<div class="et_pb_team_member_image"><img src="${ORIGIN}/wp-content/uploads/2023/02/equipo-${f.address.split('@')[0]}.jpg" alt="${esc(f.name)}"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header" property="name">${esc(f.name)}</h4><p class="et_pb_member_position" property="jobTitle">${esc(title)}</p>` +
    `${col}<div><p>${esc(f.bio[lang === 'es' ? 0 : 1])}</p><p><a property="email" href="mailto:${f.address}">${f.address}</a></p></div></div></div>`
  );
}

export function fisiobenimaclet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Clínica de fisioterapia en Benimaclet, València',
    lang: 'es',
    alternates: { es: '/', ca: '/ca/' },
    main:
      `<div class="et_pb_section et_pb_section_0 et_pb_with_background"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">` +
      `<h1>Tu clínica de fisioterapia de barrio</h1><p>Fisioterapia traumatológica, deportiva y de suelo pélvico, osteopatía y pilates terapéutico a dos minutos del metro de Benimaclet. Primera valoración sin compromiso.</p>` +
      `<p><a class="et_pb_button" href="/contacto/">Pide tu cita</a></p></div></div></div></div></div>`,
  });

  pages['/tratamientos'] = page({
    path: '/tratamientos',
    title: 'Tratamientos',
    lang: 'es',
    main:
      `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Tratamientos</h1>` +
      `<h3>Fisioterapia traumatológica</h3><p>Esguinces, tendinopatías, postoperatorios de rodilla y hombro.</p><h3>Suelo pélvico</h3><p>Valoración con ecografía, reeducación y ejercicio hipopresivo.</p>` +
      `<h3>Punción seca y electrólisis percutánea (EPI®)</h3><p>Para puntos gatillo y tendinopatías crónicas.</p></div></div></div></div>`,
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    lang: 'es',
    alternates: { es: '/equipo/', ca: '/ca/equip/' },
    main:
      `<div class="et_pb_section"><div class="et_pb_row"><h1>Nuestro equipo</h1></div><div class="et_pb_row et_pb_row_1 et_pb_gutters2">` +
      TEAM.map((f, i) => `<div class="et_pb_column et_pb_column_1_3">${divPerson(f, 'es', i)}</div>`).join('') +
      `</div></div>`,
  });

  pages['/tarifas'] = page({
    path: '/tarifas',
    title: 'Tarifas',
    lang: 'es',
    main: `<div class="et_pb_section"><div class="et_pb_row"><h1>Tarifas 2025</h1><table><tr><td>Sesión de fisioterapia (50 min)</td><td>40 €</td></tr><tr><td>Bono 5 sesiones</td><td>185 €</td></tr><tr><td>Valoración de suelo pélvico</td><td>55 €</td></tr><tr><td>Pilates terapéutico, mensual (2 días/semana)</td><td>70 €</td></tr></table><p>Trabajamos con Sanitas, Asisa y DKV (reembolso).</p></div></div>`,
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    lang: 'es',
    alternates: { es: '/contacto/', ca: '/ca/contacte/' },
    main:
      `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">` +
      `<h1>Contacto y citas</h1><p>C/ de Murta, 14, bajo – 46020 València<br>Lunes a viernes de 8:00 a 21:00</p>` +
      `<p>Citas: ${tel('963 62 18 40')} o ${mailto('citas@fisiobenimaclet.test')}</p>` +
      `<p><strong>Recepción:</strong> Carmen Bosch – <a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${entities('carmen@fisiobenimaclet.test')}">${entities('carmen@fisiobenimaclet.test')}</a> (facturas, justificantes y mutuas)</p>` +
      `</div></div></div><div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_contact_form_container" id="et_pb_contact_form_0"><form class="et_pb_contact_form clearfix" method="post">` +
      `<p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Nombre"></p><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="Correo electrónico"></p>` +
      `<p><input type="text" class="flatpickr-input" name="fecha" placeholder="Fecha preferida"></p><button type="submit" class="et_pb_contact_submit et_pb_button">Enviar</button></form></div></div></div></div>`,
  });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    lang: 'es',
    main: `<div class="et_pb_section"><div class="et_pb_row"><h1>Aviso legal</h1><p>Titular: Fisioteràpia Benimaclet S.L.P., CIF B98765432, inscrita en el Registro Mercantil de Valencia, tomo 9876, folio 12, hoja V-123456. Centro sanitario autorizado con nº de registro 14523.</p></div></div>`,
  });

  pages['/politica-de-privacidad'] = page({
    path: '/politica-de-privacidad',
    title: 'Política de privacidad',
    lang: 'es',
    main: `<div class="et_pb_section"><div class="et_pb_row"><h1>Política de privacidad</h1><p>Responsable del tratamiento: Fisioteràpia Benimaclet S.L.P. Puede ejercer sus derechos dirigiéndose por escrito a C/ de Murta, 14, 46020 València.</p></div></div>`,
  });

  pages['/area-pacientes'] = page({
    path: '/area-pacientes',
    title: 'Área pacientes',
    lang: 'es',
    main: `<div class="et_pb_section"><div class="et_pb_row"><h1>Área de pacientes</h1><p>Descarga tus informes y ejercicios. ¿Problemas de acceso? ${mailto('pacientes@fisiobenimaclet.test')}</p></div></div>`,
  });

  pages['/ofertas-de-empleo/fisioterapeuta-verano-2025'] = page({
    path: '/ofertas-de-empleo/fisioterapeuta-verano-2025',
    title: 'Fisioterapeuta para sustitución de verano',
    lang: 'es',
    main:
      `<article class="et_pb_post type-oferta"><h1 class="entry-title">Buscamos fisioterapeuta para el verano (julio y agosto)</h1>` +
      `<p>Contrato de sustitución a jornada completa, turno de tarde. Valoramos formación en punción seca y ganas de aprender.</p>` +
      `<p>Envía tu CV a Pau Soler, coordinador clínico, a ${mailto('pau@fisiobenimaclet.test')} antes del 31 de mayo.</p></article>`,
  });

  pages['/ca'] = page({
    path: '/ca',
    title: 'Clínica de fisioteràpia a Benimaclet',
    lang: 'ca',
    alternates: { es: '/', ca: '/ca/' },
    main: `<div class="et_pb_section"><div class="et_pb_row"><h1>La teua clínica de fisioteràpia de barri</h1><p>Fisioteràpia traumatològica, esportiva i de sòl pelvià, osteopatia i pilates terapèutic a dos minuts del metro de Benimaclet.</p><p><a class="et_pb_button" href="/ca/contacte/">Demana cita</a></p></div></div>`,
  });

  pages['/ca/equip'] = page({
    path: '/ca/equip',
    title: 'Equip',
    lang: 'ca',
    alternates: { es: '/equipo/', ca: '/ca/equip/' },
    main:
      `<div class="et_pb_section"><div class="et_pb_row"><h1>El nostre equip</h1></div><div class="et_pb_row et_pb_row_1 et_pb_gutters2">` +
      TEAM.map((f, i) => `<div class="et_pb_column et_pb_column_1_3">${divPerson(f, 'ca', i)}</div>`).join('') +
      `</div></div>`,
  });

  pages['/ca/contacte'] = page({
    path: '/ca/contacte',
    title: 'Contacte',
    lang: 'ca',
    alternates: { es: '/contacto/', ca: '/ca/contacte/' },
    main: `<div class="et_pb_section"><div class="et_pb_row"><h1>Contacte i cites</h1><p>C/ de Murta, 14, baix – 46020 València<br>De dilluns a divendres de 8:00 a 21:00</p><p>Cites: ${tel('963 62 18 40')} o ${mailto('citas@fisiobenimaclet.test')}</p></div></div>`,
  });

  const index = sitemapIndex(HOST, ['/page-sitemap.xml', '/oferta-sitemap.xml']);
  pages['/sitemap_index.xml'] = xmlPage(index);
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/tratamientos/', '/equipo/', '/tarifas/', '/contacto/', '/aviso-legal/', '/ca/', '/ca/equip/', '/ca/contacte/']));
  pages['/oferta-sitemap.xml'] = xmlPage(urlset(HOST, ['/ofertas-de-empleo/fisioterapeuta-verano-2025/'], '2025-04-22'));

  const person = (f: Fisio): CrawlWorldSite['truth']['addresses'][number] => ({
    address: f.address,
    name: f.name,
    title: f.es,
    titleAlternatives: [f.ca],
    pages: ['/equipo', '/ca/equip'],
    cases: ['rdfa', 'card', 'plain', 'link-non-english'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-pacientes\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      sitemapXml: index,
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-16',
      languages: ['es', 'ca'],
      addresses: [
        { address: 'citas@fisiobenimaclet.test', name: null, title: null, pages: ['/contacto', '/ca/contacte'], cases: ['role', 'plain'] },
        ...TEAM.map(person),
        {
          address: 'carmen@fisiobenimaclet.test',
          name: 'Carmen Bosch',
          title: 'Recepción',
          pages: ['/contacto'],
          cases: ['title-name-line', 'entities', 'link-non-english'],
        },
        {
          address: 'pau@fisiobenimaclet.test',
          name: 'Pau Soler',
          title: 'coordinador clínico',
          pages: ['/ofertas-de-empleo/fisioterapeuta-verano-2025'],
          cases: ['sitemap-index', 'prose', 'plain'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/area-pacientes'],
      nonAddresses: [
        { text: 'pacientes@fisiobenimaclet.test', kind: 'disallowed' },
        { text: 'flatpickr@4.6.13', kind: 'package' },
      ],
    },
  };
}
