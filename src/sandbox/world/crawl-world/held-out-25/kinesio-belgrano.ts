/**
 * Kinesio Belgrano: a physiotherapy practice (kinesiología) in Buenos Aires, on Wix. The
 * therapists on cards with "Lic." before their names and "D.O." after one, two of them as JSON-LD
 * Person employees, one address as character references, the secretary on a "Secretaría: Nombre"
 * line built by a hand-pasted script, administration only in a contactPoint, the pelvic-floor
 * physiotherapist in a blog post listed only in a gzip sitemap; the prepaid insurer's address, a
 * placeholder, an old address in a comment and the patients' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kinesio-belgrano.test';
const ORIGIN = `http://${HOST}`;

const FRIOS_SCRIPT = `<script>var u='frios',d='kinesio-belgrano'+'.'+'test';var m=u+'@'+d;document.getElementById('mail-secretaria').innerHTML='<a href="mailto:'+m+'">'+m+'</a>';</script>`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/tratamientos', 'Tratamientos'],
  ['/equipo', 'Nuestro equipo'],
  ['/obras-sociales', 'Obras sociales y prepagas'],
  ['/blog', 'Blog'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kinesio Belgrano',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="a31f6c0e-9b2d-4e57-8c1a-2d7e4f90b6c3">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"a31f6c0e-9b2d-4e57-8c1a-2d7e4f90b6c3","language":"es"}};</script>',
  ],
  header: () =>
    `<header id="SITE_HEADER" class="wixui-header"><div data-testid="header-container"><a href="/" data-testid="linkElement"><wow-image id="img_logo"><img src="https://static.wixstatic.com/media/5c2e17_logo~mv2.png/v1/fill/w_180,h_60/logo.png" alt="Kinesio Belgrano" width="180" height="60"></wow-image></a>` +
    `<nav id="comp-menu" aria-label="Sitio"><ul>${MENU.map(([h, l]) => `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${h}"><p class="wixui-dropdown-menu__item-label">${esc(l)}</p></a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><div class="wixui-rich-text"><p>Kinesio Belgrano · Av. Cabildo 2215, 3.º B · C1428AAH CABA · ${tel('+54 11 4785-3310')} · WhatsApp ${tel('+54 9 11 5023-8841')}</p><p>Turnos: ${mailto(`turnos@${HOST}`)}</p>` +
    `<p><a href="/politica-de-privacidad">Política de privacidad</a> · <a href="/area-pacientes">Área de pacientes</a> · <a href="https://www.instagram.com/kinesiobelgrano">Instagram</a></p></div></footer>`,
  privacyPath: { es: '/politica-de-privacidad' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.3f2a1c.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es-AR' });
const rich = (html: string) => `<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement">${html}</div></section>`;

type Kine = { name: string; pre: string; post: string; title: string; local: string; note: string; ent?: boolean };
const EQUIPO: Kine[] = [
  { name: 'Mariana Giménez', pre: 'Lic.', post: '', title: 'Directora y kinesióloga', local: 'mgimenez', note: 'MN 7421. Rehabilitación traumatológica y posquirúrgica.' },
  { name: 'Pablo Bustos', pre: 'Lic.', post: '', title: 'Kinesiólogo deportivo', local: 'pbustos', note: 'MN 9830. Ex kinesiólogo de las inferiores de un club de primera.', ent: true },
  { name: 'Romina Sosa', pre: 'Lic.', post: '', title: 'Kinesióloga – RPG', local: 'rsosa', note: 'Reeducación Postural Global, escoliosis y dolor lumbar crónico.' },
  { name: 'Diego Ferreyra', pre: 'Lic.', post: 'D.O.', title: 'Osteópata', local: 'dferreyra', note: 'Osteopatía estructural y visceral.' },
  { name: 'Agustina Paz', pre: 'Lic.', post: '', title: 'Kinesióloga respiratoria', local: 'apaz', note: 'Kinesiología respiratoria en adultos y niños, rehabilitación pos-COVID.' },
  { name: 'Martín Quiroga', pre: 'Prof.', post: '', title: 'Instructor de Pilates', local: 'mquiroga', note: 'Pilates reformer en grupos de hasta cuatro personas.' },
];

export function kinesioBelgrano(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const mail = (k: Kine) => `${k.local}@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Kinesiología y fisioterapia en Belgrano',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalClinic',
        name: 'Kinesio Belgrano',
        url: `${ORIGIN}/`,
        telephone: '+54 11 4785-3310',
        address: { '@type': 'PostalAddress', streetAddress: 'Av. Cabildo 2215, 3.º B', addressLocality: 'Ciudad Autónoma de Buenos Aires', postalCode: 'C1428AAH', addressCountry: 'AR' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'billing', name: 'Administración y facturación a obras sociales', email: `administracion@${HOST}` },
        medicalSpecialty: 'PhysicalTherapy',
      },
    ],
    main: rich(
      `<h1>Kinesiología, osteopatía y Pilates en Belgrano</h1><p>Atendemos de lunes a viernes de 8 a 21 h y sábados de 9 a 13 h. Trabajamos con las principales obras sociales y prepagas.</p><p>Pedí tu turno por WhatsApp o escribinos a ${mailto(`turnos@${HOST}`)}.</p>`,
    ),
  });

  pages['/tratamientos'] = page({ path: '/tratamientos', title: 'Tratamientos', main: rich(`<h1>Tratamientos</h1><ul><li>Rehabilitación traumatológica y deportiva</li><li>RPG</li><li>Osteopatía</li><li>Kinesiología respiratoria</li><li>Suelo pélvico</li><li>Pilates reformer</li></ul>`) });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Nuestro equipo',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalClinic',
        name: 'Kinesio Belgrano',
        employee: [
          { '@type': 'Person', name: 'Mariana Giménez', honorificPrefix: 'Lic.', jobTitle: 'Directora y kinesióloga', email: `mgimenez@${HOST}` },
          { '@type': 'Person', name: 'Romina Sosa', honorificPrefix: 'Lic.', jobTitle: 'Kinesióloga – RPG', email: `rsosa@${HOST}` },
        ],
      },
    ],
    main: rich(
      `<h1>Nuestro equipo</h1><div class="wixui-repeater">` +
        EQUIPO.map(
          (k) =>
            `<div class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/5c2e17_${k.local}~mv2.jpg/v1/fill/w_300,h_300/${k.local}.jpg" alt="${esc(k.name)}">` +
            `<h2 class="font_4">${esc(k.pre)} ${esc(k.name)}${k.post ? `, ${esc(k.post)}` : ''}</h2><p class="font_8">${esc(k.title)}</p><p class="font_9">${esc(k.note)}</p>` +
            (k.ent ? `<p class="font_9"><a href="mailto:${entities(mail(k))}">${entities(mail(k))}</a></p>` : `<p class="font_9">${mailto(mail(k))}</p>`) +
            `</div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/obras-sociales'] = page({
    path: '/obras-sociales',
    title: 'Obras sociales y prepagas',
    main: rich(`<h1>Obras sociales y prepagas</h1><p>Atendemos OSDE, Swiss Medical, Galeno, Medifé y OSECAC. Las autorizaciones de Prepaga Salud Integral se gestionan en autorizaciones@prepagasalud.test antes de la primera sesión.</p>`),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    main: rich(`<h1>Blog</h1><div data-hook="post-list"><article><h2><a href="/post/lesiones-de-running">Las 5 lesiones más comunes en corredores</a></h2><p>10 feb. 2025 · 4 min de lectura</p></article></div>`),
  });

  pages['/post/lesiones-de-running'] = page({ path: '/post/lesiones-de-running', title: 'Las 5 lesiones más comunes en corredores', main: rich(`<h1>Las 5 lesiones más comunes en corredores</h1><p>Cintilla iliotibial, fascitis plantar, periostitis, tendinopatía aquiliana y rodilla del corredor: cómo reconocerlas a tiempo.</p>`) });

  pages['/post/taller-suelo-pelvico'] = page({
    path: '/post/taller-suelo-pelvico',
    title: 'Taller de suelo pélvico en marzo',
    main: rich(
      `<h1>Taller de suelo pélvico: arrancamos en marzo</h1><p>3 mar. 2025 · 2 min de lectura</p><p>Cuatro encuentros de 90 minutos para embarazadas y puérperas, los sábados a las 10 h, en grupos de hasta ocho personas.</p>` +
        `<p>Para inscribirte o consultar si el taller es para vos, escribile a la Lic. Lucía Cabrera, kinesióloga especialista en suelo pélvico, a ${mailto(`lcabrera@${HOST}`)}.</p>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main:
      rich(`<h1>Contacto</h1><p>Av. Cabildo 2215, 3.º B (entre Mendoza y Olazábal), CABA<br>Tel. ${tel('+54 11 4785-3310')}<br>Turnos: ${mailto(`turnos@${HOST}`)}</p><p>Secretaría: Florencia Ríos – <span id="mail-secretaria"></span></p>`) +
      `<section class="wixui-section"><div data-testid="richTextElement">${FRIOS_SCRIPT}</div></section>` +
      `<!-- mail viejo, no usar: kinesiobelgrano.turnos@${HOST} -->` +
      `<form class="wixui-form" data-testid="form"><label for="input_email">Email</label><input id="input_email" type="email" placeholder="tunombre@ejemplo.com" required><label for="input_msg">Mensaje</label><textarea id="input_msg"></textarea><button type="submit" class="wixui-button">Enviar</button></form>`,
  });

  pages['/politica-de-privacidad'] = page({ path: '/politica-de-privacidad', title: 'Política de privacidad', main: rich(`<h1>Política de privacidad</h1><p>Tus datos se tratan conforme a la Ley 25.326 de Protección de Datos Personales.</p>`) });
  pages['/area-pacientes'] = page({ path: '/area-pacientes', title: 'Área de pacientes', main: rich(`<h1>Área de pacientes</h1><p>Estudios e indicaciones: ${mailto(`pacientes@${HOST}`)}</p>`) });

  pages['/sitemaps/blog-posts-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/post/lesiones-de-running', '/post/taller-suelo-pelvico']));

  const c = (...k: CaseKind[]) => k;
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: /area-pacientes\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/sitemaps/blog-posts-sitemap.xml.gz\n`,
      sitemapXml: urlset(HOST, ['/', '/tratamientos', '/equipo', '/obras-sociales', '/blog', '/contacto']),
      pages,
      headers: { Server: 'Pepyaka', 'x-wix-request-id': '1732791840.2281137291542' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-25',
      languages: ['es'],
      addresses: [
        { address: `turnos@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: c('role', 'plain') },
        { address: `administracion@${HOST}`, name: null, title: null, pages: ['/'], cases: c('role', 'json-ld-contact-point', 'json-ld-only') },
        ...EQUIPO.map((k) => ({
          address: mail(k),
          name: k.name,
          title: k.title,
          ...(k.local === 'rsosa' ? { titleAlternatives: ['Kinesióloga'] } : k.local === 'mgimenez' ? { titleAlternatives: ['Directora', 'kinesióloga'] } : {}),
          pages: ['/equipo'],
          cases: c(
            'card',
            k.ent ? 'entities' : 'plain',
            'link-non-english',
            ...(k.pre ? c('honorific') : []),
            ...(k.post ? c('post-nominal') : []),
            ...(k.local === 'mgimenez' || k.local === 'rsosa' ? c('json-ld-person') : []),
          ),
        })),
        {
          address: `lcabrera@${HOST}`,
          name: 'Lucía Cabrera',
          title: 'kinesióloga especialista en suelo pélvico',
          titleAlternatives: ['kinesióloga'],
          pages: ['/post/taller-suelo-pelvico'],
          cases: c('prose', 'honorific', 'plain', 'sitemap-gzip'),
        },
        {
          address: `frios@${HOST}`,
          name: 'Florencia Ríos',
          title: 'Secretaría',
          titleAlternatives: ['secretaria'],
          pages: ['/contacto'],
          encoded: { kind: 'script', text: FRIOS_SCRIPT },
          cases: c('title-name-line', 'script-concat'),
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/area-pacientes'],
      nonAddresses: [
        { text: `kinesiobelgrano.turnos@${HOST}`, kind: 'comment' },
        { text: `pacientes@${HOST}`, kind: 'disallowed' },
        { text: 'autorizaciones@prepagasalud.test', kind: 'other-company' },
        { text: 'tunombre@ejemplo.com', kind: 'placeholder' },
      ],
    },
  };
}
