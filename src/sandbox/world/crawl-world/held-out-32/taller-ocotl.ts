/**
 * Taller Ocotl: an architecture studio in Mexico City (Roma Norte), built on Webflow, Spanish
 * only. The team as Webflow CMS collection cards marked up with schema.org microdata, with "Arq.",
 * "Ing." and "Mtra." before the names; the two founders also as Person founders in the page's
 * JSON-LD with "mailto:" addresses; the site-works coordinator's address built by a custom-code
 * embed script, the project lead's written "[at] … [dot]". A press mailbox stands beside the
 * photographer's credit on the press page; the general mailbox is in the footer. The logo's
 * retina file name, a slider library's CDN version and the password-protected client area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'taller-ocotl.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://assets-global.website-files.com/64f1c2a9e3b7d10012ab34cd';

const MENU: [string, string][] = [
  ['/proyectos', 'Proyectos'],
  ['/nosotros', 'Nosotros'],
  ['/prensa', 'Prensa'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Taller Ocotl',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${CDN}/css/taller-ocotl.webflow.8f2a1c.min.css" rel="stylesheet" type="text/css">`,
    '<link href="https://fonts.googleapis.com" rel="preconnect"><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous">',
    `<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>`,
    `<link href="${CDN}/64f1c2a9e3b7d10012ab34f0_favicon.png" rel="shortcut icon" type="image/x-icon">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/css/splide-core.min.css">',
  ],
  header: (p) =>
    `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
    `<a href="/" aria-current="${p.path === '/' ? 'page' : 'false'}" class="brand w-nav-brand${p.path === '/' ? ' w--current' : ''}"><img src="${CDN}/64f1c2a9e3b7d10012ab3501_logo-ocotl.png" srcset="${CDN}/64f1c2a9e3b7d10012ab3501_logo-ocotl.png 1x, ${CDN}/64f1c2a9e3b7d10012ab3502_logo-ocotl@2x.png 2x" width="140" alt="Taller Ocotl" class="logo"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">` +
    MENU.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${p.path === href ? ' w--current' : ''}"${p.path === href ? ' aria-current="page"' : ''}>${esc(label)}</a>`).join('') +
    `</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="footer-container w-container"><div class="footer-grid w-layout-grid"><div><div class="footer-heading">Taller Ocotl Arquitectura S.C.</div><p class="footer-text">Calle Colima 214, int. 3<br>Col. Roma Norte, Cuauhtémoc<br>06700 Ciudad de México</p></div>` +
    `<div><div class="footer-heading">Contacto</div><p class="footer-text">${tel('+52 55 5584 2290')}<br>${mailto(`hola@${HOST}`, `hola@${HOST}`, 'class="footer-link"')}</p></div>` +
    `<div><div class="footer-heading">Síguenos</div><a href="https://www.instagram.com/tallerocotl" class="footer-link">Instagram</a><br><a href="/clientes" class="footer-link">Acceso clientes</a><br><a href="/aviso-de-privacidad" class="footer-link">Aviso de privacidad</a></div></div>` +
    `<div class="footer-legal">© 2025 Taller Ocotl. Todos los derechos reservados.</div></div></footer>`,
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1c2a9e3b7d10012ab34cd" type="text/javascript" crossorigin="anonymous"></script>`,
    `<script src="${CDN}/js/webflow.3b9d21f4a.js" type="text/javascript"></script>`,
    '<script src="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/js/splide.min.js"></script>',
    '<div class="fs-cc-banner_component" fs-cc="banner" style="display:none"><div class="fs-cc-banner_text">Usamos cookies para analizar el tráfico del sitio. Consulta nuestro <a href="/aviso-de-privacidad" class="fs-cc-banner_text-link">aviso de privacidad</a>.</div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Rechazar</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Aceptar</a></div></div>',
    '<script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es-MX' });

type Member = { pre?: string; name: string; title: string; local: string; how: 'plain' | 'script' | 'obfuscated'; bio: string; img: string };
const TEAM: Member[] = [
  { pre: 'Arq.', name: 'Valeria Ocampo', title: 'Socia fundadora · Directora de diseño', local: 'valeria.ocampo', how: 'plain', img: 'a11', bio: 'UNAM y Universidad Politécnica de Cataluña. Vivienda colectiva y reutilización de edificios.' },
  { pre: 'Arq.', name: 'Emiliano Tapia', title: 'Socio fundador · Director de proyecto ejecutivo', local: 'emiliano.tapia', how: 'plain', img: 'a12', bio: 'Veinte años de obra en la Ciudad de México; coordina licencias, costos y detalles constructivos.' },
  { pre: 'Ing.', name: 'Rodrigo Salas', title: 'Coordinador de obra', local: 'rodrigo.salas', how: 'script', img: 'a13', bio: 'Ingeniero civil por el IPN. Supervisa las obras del taller y a los contratistas.' },
  { pre: 'Mtra.', name: 'Ximena Lozano', title: 'Líder de proyecto', local: 'ximena.lozano', how: 'obfuscated', img: 'a14', bio: 'Maestra en diseño urbano. Lleva los proyectos de vivienda y espacio público.' },
  { pre: 'Arq.', name: 'Diana Cervantes', title: 'Arquitecta de proyecto', local: 'diana.cervantes', how: 'plain', img: 'a15', bio: 'Proyectos comerciales y de hospitalidad; responsable de la biblioteca de materiales.' },
  { name: 'Andrés Villalobos', title: 'Visualización y modelado BIM', local: 'andres.villalobos', how: 'plain', img: 'a16', bio: 'Renders, recorridos virtuales y coordinación de modelos Revit.' },
  { name: 'Fernanda Aceves', title: 'Diseñadora de interiores', local: 'fernanda.aceves', how: 'plain', img: 'a17', bio: 'Mobiliario a la medida y selección de acabados con talleres artesanales de Oaxaca y Puebla.' },
  { name: 'Paulina Ríos', title: 'Coordinadora de administración y finanzas', local: 'paulina.rios', how: 'plain', img: 'a18', bio: 'Contratos, facturación y pagos a proveedores.' },
];

const RODRIGO_SCRIPT = `var u='rodrigo'+'.'+'salas';var d='taller-ocotl'+'.'+'test';document.write('<a class="team-email" href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>');`;

const card = (m: Member): string => {
  const addr = `${m.local}@${HOST}`;
  const email =
    m.how === 'plain'
      ? `<a itemprop="email" href="mailto:${addr}" class="team-email">${addr}</a>`
      : m.how === 'script'
        ? `<div class="w-embed w-script"><script>${RODRIGO_SCRIPT}</script></div>`
        : `<div class="team-email">${m.local} [at] taller-ocotl [dot] test</div>`;
  return (
    `<div role="listitem" class="team-item w-dyn-item"><div class="team-card" itemscope itemtype="https://schema.org/Person"><img src="${CDN}/650a${m.img}_${m.local.replace('.', '-')}.jpg" loading="lazy" alt="" class="team-photo" sizes="(max-width: 479px) 92vw, 280px">` +
    `<h3 class="team-name">${m.pre ? `<span itemprop="honorificPrefix">${m.pre}</span> ` : ''}<span itemprop="name">${esc(m.name)}</span></h3><div class="team-role" itemprop="jobTitle">${esc(m.title)}</div><p class="team-bio">${esc(m.bio)}</p>${email}</div></div>`
  );
};

export function tallerOcotl(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Arquitectura e interiorismo',
    description: 'Taller de arquitectura en la colonia Roma: vivienda, rehabilitación y espacios comerciales.',
    main: `<section class="hero"><div class="w-container"><h1 class="hero-heading">Arquitectura que reutiliza, adapta y dura.</h1><p class="hero-paragraph">Somos un taller de diez personas en la colonia Roma. Proyectamos vivienda, rehabilitamos edificios de los años cincuenta y diseñamos espacios comerciales en la Ciudad de México, Oaxaca y Querétaro.</p><a href="/proyectos" class="button w-button">Ver proyectos</a></div></section>` +
      `<section class="section"><div class="w-container"><div class="splide"><div class="splide__track"><ul class="splide__list"><li class="splide__slide"><img src="${CDN}/650b01_casa-tlalpan.jpg" alt="Casa Tlalpan"></li><li class="splide__slide"><img src="${CDN}/650b02_edificio-colima.jpg" alt="Edificio Colima"></li></ul></div></div></div></section>`,
  });

  pages['/proyectos'] = page({
    path: '/proyectos',
    title: 'Proyectos',
    main: `<section class="section"><div class="w-container"><h1>Proyectos</h1><div role="list" class="projects-list w-dyn-items"><div role="listitem" class="w-dyn-item"><h3>Edificio Colima 214</h3><p>Rehabilitación de un edificio de 1954 en doce departamentos. 2023.</p></div><div role="listitem" class="w-dyn-item"><h3>Casa Tlalpan</h3><p>Vivienda unifamiliar en un terreno con pendiente. 2022.</p></div><div role="listitem" class="w-dyn-item"><h3>Mercado de Jalatlaco</h3><p>Cubierta y locales del mercado de barrio, Oaxaca. 2024.</p></div></div></div></section>`,
  });

  pages['/nosotros'] = page({
    path: '/nosotros',
    title: 'Nosotros',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Taller Ocotl Arquitectura S.C.',
        url: `${ORIGIN}/`,
        logo: `${CDN}/64f1c2a9e3b7d10012ab3501_logo-ocotl.png`,
        foundingDate: '2012',
        founder: [
          { '@type': 'Person', name: 'Valeria Ocampo', honorificPrefix: 'Arq.', jobTitle: 'Socia fundadora · Directora de diseño', email: `mailto:valeria.ocampo@${HOST}` },
          { '@type': 'Person', name: 'Emiliano Tapia', honorificPrefix: 'Arq.', jobTitle: 'Socio fundador · Director de proyecto ejecutivo', email: `mailto:emiliano.tapia@${HOST}` },
        ],
      },
    ],
    main: `<section class="section"><div class="w-container"><h1>Nosotros</h1><p class="intro">Valeria Ocampo y Emiliano Tapia fundaron el taller en 2012, después de trabajar juntos en la reconstrucción de escuelas tras el sismo de Oaxaca. Hoy somos un equipo de arquitectas, arquitectos, una diseñadora de interiores y un ingeniero residente.</p>` +
      `<h2>Equipo</h2><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEAM.map(card).join('')}</div></div></div></section>`,
  });

  pages['/prensa'] = page({
    path: '/prensa',
    title: 'Prensa',
    main: `<section class="section"><div class="w-container"><h1>Prensa</h1><ul class="press-list"><li><em>Arquine</em> n.º 104: «Edificio Colima 214, una segunda vida».</li><li><em>Obras</em>, marzo de 2024: el Mercado de Jalatlaco.</li></ul>` +
      `<p class="press-credit">Fotografía de todos los proyectos: Rafael Gamboa. Para solicitar imágenes en alta resolución y planos para publicación, escribe a ${mailto(`prensa@${HOST}`)}.</p></div></section>`,
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: `<section class="section"><div class="w-container"><h1>Contacto</h1><p>Calle Colima 214, int. 3, Col. Roma Norte, 06700 CDMX. Lunes a viernes de 9:00 a 18:00.</p><p>Para nuevos proyectos escríbenos a ${mailto(`hola@${HOST}`)} o llama al ${tel('+52 55 5584 2290')}.</p>` +
      `<div class="w-form"><form id="wf-form-Contacto" name="wf-form-Contacto" data-name="Contacto" method="get"><label for="nombre">Nombre</label><input class="w-input" maxlength="256" name="nombre" id="nombre" type="text"><label for="correo">Correo</label><input class="w-input" maxlength="256" name="correo" id="correo" type="email" required><textarea name="mensaje" class="w-input"></textarea><input type="submit" value="Enviar" class="w-button"></form><div class="w-form-done"><div>¡Gracias! Te responderemos pronto.</div></div></div></div></section>`,
  });

  pages['/clientes'] = page({
    path: '/clientes',
    title: 'Acceso clientes',
    main: `<section class="section"><div class="w-container"><h1>Página protegida</h1><form action="/.wf_auth" method="post" class="w-password-page w-form"><input type="password" name="pass" class="w-password-page w-input" placeholder="Contraseña"><input type="submit" value="Entrar" class="w-password-page w-button"></form><p>¿Olvidaste tu contraseña? Escribe a ${mailto(`bitacora@${HOST}`)}.</p></div></section>`,
  });

  pages['/aviso-de-privacidad'] = page({ path: '/aviso-de-privacidad', title: 'Aviso de privacidad', main: `<section class="section"><div class="w-container"><h1>Aviso de privacidad</h1><p>Taller Ocotl Arquitectura S.C. es responsable del tratamiento de sus datos personales conforme a la LFPDPPP.</p></div></section>` });

  const ln: CaseKind = 'link-non-english';
  const addresses: TruthAddress[] = [
    { address: `hola@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
    { address: `prensa@${HOST}`, name: null, title: null, pages: ['/prensa'], cases: ['role', 'neighbour', 'plain', ln] },
    ...TEAM.map((m): TruthAddress => {
      const founder = m.local === 'valeria.ocampo' || m.local === 'emiliano.tapia';
      const cases: CaseKind[] = ['card', ln];
      if (m.pre) cases.push('honorific');
      if (m.how === 'plain') cases.push('plain', 'microdata');
      if (m.how === 'script') cases.push('script-concat');
      if (m.how === 'obfuscated') cases.push('obfuscated');
      if (founder) cases.push('json-ld-person', 'json-ld-mailto');
      return {
        address: `${m.local}@${HOST}`,
        name: m.name,
        title: m.title,
        pages: ['/nosotros'],
        ...(m.how === 'script' ? { encoded: { kind: 'script' as const, text: RODRIGO_SCRIPT } } : {}),
        cases,
      };
    }),
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /clientes\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${['/', '/proyectos', '/nosotros', '/prensa', '/contacto', '/aviso-de-privacidad'].map((p) => `  <url>\n    <loc>${ORIGIN}${p}</loc>\n  </url>`).join('\n')}\n</urlset>\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'us-east-1', 'CF-Cache-Status': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-32',
      languages: ['es'],
      addresses,
      pattern: '{first}.{last}',
      disallowed: ['/clientes'],
      nonAddresses: [
        { text: 'logo-ocotl@2x.png', kind: 'retina' },
        { text: 'splide@4.1.4', kind: 'package' },
        { text: `bitacora@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
