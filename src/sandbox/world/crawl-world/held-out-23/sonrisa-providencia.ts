/**
 * Clínica Dental Sonrisa Providencia: a dental clinic in Guadalajara, on Wix, in Mexican Spanish.
 * The specialists in a table with "Dra." / "Dr." and the cédula-style post-nominals Mexican
 * dentists write ("C.D., M.O."), one address in the table built with String.fromCharCode by an
 * HTML embed, the patient coordinator as a microdata Person, the lab technician as a "Name,
 * title, address" line, the appointments mailbox only in the JSON-LD contact point (written
 * "mailto:"), a pediatric dentist's blog post, and the billing mailbox beside the accountant's
 * name without being his.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'sonrisa-providencia-dental.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/tratamientos', 'Tratamientos'],
  ['/especialistas', 'Especialistas'],
  ['/pacientes-nuevos', 'Pacientes nuevos'],
  ['/blog', 'Blog'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Clínica Dental Sonrisa Providencia',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="3f0c1a9e-5b7d-4e52-9a1c-2d8e7b6f4c10">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="stylesheet" href="https://static.parastorage.com/unpkg/@wix/wix-fonts@1.11.0/madefor.min.css">',
  ],
  header: (p) =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="wixui-header" data-testid="layout-header"><div id="comp-lb1header" class="comp-lb1header">` +
    `<a href="/" data-testid="linkElement"><wow-image id="img_logo"><img src="https://static.wixstatic.com/media/8b1c4e_4d2f0a.png/v1/fill/w_180,h_60,al_c,q_85/logo-sonrisa.png" alt="Sonrisa Providencia"></wow-image></a>` +
    `<nav id="comp-menu" aria-label="Sitio"><ul class="wixui-dropdown-menu">${MENU.map(([h, l]) => `<li class="wixui-dropdown-menu__item" data-testid="${h === p.path ? 'selected' : 'item'}"><a href="${h}" data-testid="linkElement"><p class="wixui-rich-text__text">${esc(l)}</p></a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8">Av. Providencia 2310, int. 4, Col. Providencia, 44630 Guadalajara, Jal.</p>` +
    `<p class="font_8">${tel('33 3641 2290')} · WhatsApp ${tel('33 1822 4017')} · ${mailto(`contacto@${HOST}`)}</p><p class="font_8"><a href="/aviso-de-privacidad">Aviso de privacidad</a> · <a href="/portal-pacientes">Portal de pacientes</a></p>` +
    `<p class="font_8">© 2025 Sonrisa Providencia. Sitio creado con Wix.com</p></div></footer></div></div>`,
  privacyPath: { es: '/aviso-de-privacidad' },
  bodyEnd: [
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4d2a1b.bundle.min.js" async></script>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"3f0c1a9e-5b7d-4e52-9a1c-2d8e7b6f4c10","isPremium":true},"language":{"siteLanguage":"es"}};</script>',
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const rich = (html: string): string => `<section class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text" id="comp-${html.length.toString(36)}">${html}</div></section>`;

const RODRIGO = `rodrigo@${HOST}`;
const RODRIGO_CODES = charCodes(RODRIGO);

export function sonrisaProvidencia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Dentistas en Providencia, Guadalajara',
    lang: 'es-MX',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Clínica Dental Sonrisa Providencia',
        url: `${ORIGIN}/`,
        image: 'https://static.wixstatic.com/media/8b1c4e_fachada.jpg',
        telephone: '+52 33 3641 2290',
        email: `contacto@${HOST}`,
        priceRange: '$$',
        address: { '@type': 'PostalAddress', streetAddress: 'Av. Providencia 2310, int. 4', addressLocality: 'Guadalajara', addressRegion: 'Jalisco', postalCode: '44630', addressCountry: 'MX' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'reservations', name: 'Citas y reprogramaciones', telephone: '+52 33 1822 4017', email: `mailto:citas@${HOST}`, availableLanguage: ['es', 'en'] },
          { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+52 33 3641 2290', email: `contacto@${HOST}` },
        ],
      },
    ],
    main: rich(
      `<h1 class="font_0">Tu sonrisa, en manos de especialistas</h1><p class="font_7">Ortodoncia, endodoncia, implantes y odontopediatría en un solo lugar, a dos cuadras de Av. Américas. Atendemos de lunes a sábado.</p>` +
        `<p class="font_7"><a href="/especialistas">Conoce a nuestros especialistas</a> o agenda tu valoración por WhatsApp.</p>`,
    ),
  });

  pages['/tratamientos'] = page({
    path: '/tratamientos',
    title: 'Tratamientos',
    lang: 'es-MX',
    main: rich(`<h1>Tratamientos</h1><ul><li>Limpieza y profilaxis</li><li>Ortodoncia con brackets y alineadores</li><li>Endodoncia (tratamiento de conductos)</li><li>Implantes y rehabilitación</li><li>Odontopediatría</li></ul>`),
  });

  const row = (cells: string[]): string => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  pages['/especialistas'] = page({
    path: '/especialistas',
    title: 'Especialistas',
    lang: 'es-MX',
    main: rich(
      `<h1>Nuestros especialistas</h1><p>Todos nuestros odontólogos cuentan con cédula profesional y de especialidad.</p>` +
        `<table class="wixui-table"><thead><tr><th>Especialista</th><th>Especialidad</th><th>Correo</th></tr></thead><tbody>` +
        row(['Dra. Mariana Gutiérrez Lozano, C.D., M.O.', 'Directora médica · Ortodoncista', mailto(`mariana@${HOST}`)]) +
        row(['Dr. Alejandro Ruiz Campos, C.D., E.E.', 'Endodoncista', mailto(`alejandro@${HOST}`)]) +
        row(['Dra. Paulina Esparza Navarro, C.D.', 'Odontopediatra', mailto(`paulina@${HOST}`)]) +
        row(['Dra. Ximena Carrillo Duarte, C.D.', 'Implantóloga', mailto(`ximena@${HOST}`)]) +
        row([
          'Dr. Rodrigo Tapia Ibarra, C.D.',
          'Periodoncista',
          `<span id="mail-rti"></span><script>(function(){var m=String.fromCharCode(${RODRIGO_CODES});document.getElementById('mail-rti').innerHTML='<a href="mailto:'+m+'">'+m+'</a>';})();</script>`,
        ]) +
        `</tbody></table>` +
        `<div class="wixui-box" itemscope itemtype="https://schema.org/Person"><h2>Atención a pacientes</h2><p><span itemprop="name">Lic. Fernanda Ocampo Ríos</span> · <span itemprop="jobTitle">Coordinadora de atención a pacientes</span></p><p>Presupuestos, seguros de gastos médicos y planes de pago: <a itemprop="email" href="mailto:fernanda@${HOST}">fernanda@${HOST}</a></p></div>` +
        `<h2>Laboratorio</h2><p>Luis Arreola Vega, técnico dental, ${mailto(`luis@${HOST}`)}</p>`,
    ),
  });

  pages['/pacientes-nuevos'] = page({
    path: '/pacientes-nuevos',
    title: 'Pacientes nuevos',
    lang: 'es-MX',
    main: rich(
      `<h1>¿Es tu primera visita?</h1><p>Llega 10 minutos antes con una identificación y, si tienes, tus radiografías recientes. La valoración inicial cuesta $450 MXN y se descuenta de tu tratamiento.</p>` +
        `<h2>Facturación</h2><p>Nuestro contador, el C.P. Héctor Salas Medina, emite las facturas los viernes. Envía tu constancia de situación fiscal a ${mailto(`facturacion@${HOST}`)} dentro del mes de tu pago.</p>` +
        `<form data-testid="form"><label>Correo electrónico<input type="email" name="email" placeholder="tucorreo@ejemplo.com"></label><button type="submit">Quiero que me contacten</button></form>`,
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    lang: 'es-MX',
    main: rich(`<h1>Blog</h1><ul class="blog-feed"><li><a href="/post/primera-visita-al-dentista-de-tu-hijo">¿Cuándo llevar a tu hijo al dentista por primera vez?</a></li><li><a href="/post/blanqueamiento-mitos">Blanqueamiento: cinco mitos</a></li></ul>`),
  });

  pages['/post/primera-visita-al-dentista-de-tu-hijo'] = page({
    path: '/post/primera-visita-al-dentista-de-tu-hijo',
    title: '¿Cuándo llevar a tu hijo al dentista por primera vez?',
    lang: 'es-MX',
    main: rich(
      `<article><h1>¿Cuándo llevar a tu hijo al dentista por primera vez?</h1><p class="post-meta">Dra. Paulina Esparza · 12 mar 2025 · 3 min de lectura</p>` +
        `<p>La Academia Americana de Odontología Pediátrica recomienda la primera visita al salir el primer diente, y nunca después del primer año. En consulta revisamos encías, hábitos de biberón y técnica de cepillado con mamá o papá.</p>` +
        `<p>¿Tienes dudas sobre la salud bucal de tu bebé? Escríbeme a ${mailto(`paulina@${HOST}`)} y con gusto te oriento.</p></article>`,
    ),
  });

  pages['/post/blanqueamiento-mitos'] = page({
    path: '/post/blanqueamiento-mitos',
    title: 'Blanqueamiento: cinco mitos',
    lang: 'es-MX',
    main: rich(`<article><h1>Blanqueamiento: cinco mitos</h1><p>No, el bicarbonato no blanquea: desgasta el esmalte. Pregunta en tu próxima limpieza.</p></article>`),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    lang: 'es-MX',
    main: rich(
      `<h1>Contacto</h1><p>Av. Providencia 2310, int. 4, Col. Providencia, Guadalajara · Lunes a viernes 9:00–20:00, sábado 9:00–14:00</p><p>Escríbenos a ${mailto(`contacto@${HOST}`)} o por WhatsApp al ${tel('33 1822 4017')}.</p>` +
        `<p>Aceptamos seguros de gastos médicos de las principales aseguradoras; para dudas de reembolso contacta directamente a tu aseguradora (p. ej. reembolsos@aseguradora-occidente.test).</p>` +
        `<!-- correo anterior de recepción: recepcion@${HOST} -->`,
    ),
  });

  pages['/aviso-de-privacidad'] = page({ path: '/aviso-de-privacidad', title: 'Aviso de privacidad', lang: 'es-MX', main: rich(`<h1>Aviso de privacidad</h1><p>Clínica Dental Sonrisa Providencia, S.C., con domicilio en Av. Providencia 2310, es responsable del tratamiento de sus datos personales conforme a la LFPDPPP. Para ejercer sus derechos ARCO acuda a recepción.</p>`) });
  pages['/portal-pacientes'] = page({ path: '/portal-pacientes', title: 'Portal de pacientes', lang: 'es-MX', main: rich(`<h1>Portal de pacientes</h1><p>Ingresa con tu usuario. ¿Olvidaste tu contraseña? Escribe a ${mailto(`portal@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: /portal-pacientes\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/tratamientos', '/especialistas', '/pacientes-nuevos', '/blog', '/contacto', '/post/primera-visita-al-dentista-de-tu-hijo', '/post/blanqueamiento-mitos']),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1742213390.1234567890123456789' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-23',
      languages: ['es'],
      addresses: [
        { address: `contacto@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `citas@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'json-ld-only'] },
        { address: `facturacion@${HOST}`, name: null, title: null, pages: ['/pacientes-nuevos'], cases: ['neighbour', 'plain', 'link-non-english'] },
        {
          address: `mariana@${HOST}`,
          name: 'Mariana Gutiérrez Lozano',
          title: 'Directora médica · Ortodoncista',
          titleAlternatives: ['Directora médica', 'Ortodoncista'],
          pages: ['/especialistas'],
          cases: ['table', 'honorific', 'post-nominal', 'plain', 'link-non-english'],
        },
        { address: `alejandro@${HOST}`, name: 'Alejandro Ruiz Campos', title: 'Endodoncista', pages: ['/especialistas'], cases: ['table', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `paulina@${HOST}`, name: 'Paulina Esparza Navarro', title: 'Odontopediatra', pages: ['/especialistas', '/post/primera-visita-al-dentista-de-tu-hijo'], cases: ['table', 'honorific', 'post-nominal', 'prose', 'plain', 'link-non-english'] },
        { address: `ximena@${HOST}`, name: 'Ximena Carrillo Duarte', title: 'Implantóloga', pages: ['/especialistas'], cases: ['table', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        {
          address: RODRIGO,
          name: 'Rodrigo Tapia Ibarra',
          title: 'Periodoncista',
          pages: ['/especialistas'],
          encoded: { kind: 'charcodes', text: RODRIGO_CODES },
          cases: ['table', 'honorific', 'post-nominal', 'script-charcode', 'link-non-english'],
        },
        { address: `fernanda@${HOST}`, name: 'Fernanda Ocampo Ríos', title: 'Coordinadora de atención a pacientes', pages: ['/especialistas'], cases: ['microdata', 'honorific', 'plain', 'link-non-english'] },
        { address: `luis@${HOST}`, name: 'Luis Arreola Vega', title: 'técnico dental', pages: ['/especialistas'], cases: ['name-title-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/portal-pacientes'],
      nonAddresses: [
        { text: `recepcion@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'tucorreo@ejemplo.com', kind: 'placeholder' },
        { text: 'reembolsos@aseguradora-occidente.test', kind: 'other-company' },
        { text: '@wix/wix-fonts@1.11.0', kind: 'package' },
      ],
    },
  };
}
