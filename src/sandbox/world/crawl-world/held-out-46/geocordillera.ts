/**
 * GeoCordillera Ingenieros Consultores: a geotechnical and structural engineering consultancy in
 * Santiago de Chile, Chilean Spanish with an English section for mining and international
 * clients. The Spanish team page shows people as profile cards with post-nominals (PhD, MSc,
 * P.E.); the English "Our specialists" page repeats them in schema.org microdata with English
 * titles; the founder is a JSON-LD Person on the home page; the finance officer is in a sentence
 * on the contact page and the press mailbox sits next to an engineer's name in a news item. Their
 * slope-stability tool's git clone address and the client extranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'geocordillera.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  es: [
    ['/', 'Inicio'],
    ['/nosotros', 'Nosotros'],
    ['/servicios', 'Servicios'],
    ['/equipo', 'Equipo'],
    ['/noticias', 'Noticias'],
    ['/contacto', 'Contacto'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/services', 'Services'],
    ['/en/our-specialists', 'Our specialists'],
    ['/', 'Español'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'GeoCordillera Ingenieros Consultores',
  head: [
    `<link rel="stylesheet" href="${ORIGIN}/assets/css/main.3f9a1c.css">`,
    `<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4XZ1P"></script>`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'es';
    return `<header class="navbar"><a class="logo" href="${lang === 'en' ? '/en' : '/'}"><img src="${ORIGIN}/assets/img/geocordillera-logo.svg" alt="GeoCordillera"></a><nav><ul>${MENU[lang]!.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`;
  },
  footer: (p) =>
    `<footer class="footer"><p>GeoCordillera Ingenieros Consultores SpA · Av. Providencia 2133, oficina 604, Providencia, Santiago · ${tel('+56 2 2946 3180')}</p>` +
    `<p>${p.lang.startsWith('en') ? 'ISO 9001:2015 certified' : 'Certificación ISO 9001:2015'} · <a href="/herramientas">${p.lang.startsWith('en') ? 'Open tools' : 'Herramientas abiertas'}</a> · <a href="/extranet">Extranet clientes</a> · ${mailto(`contacto@${HOST}`)}</p></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'es-CL' });

type Engineer = { shown: string; name: string; es: string; en: string; local: string; postNominal?: boolean; bio: string; bioEn: string };
const TEAM: Engineer[] = [
  {
    shown: 'Rodrigo Saavedra, PhD',
    name: 'Rodrigo Saavedra',
    es: 'Socio fundador y gerente general',
    en: 'Founding Partner and General Manager',
    local: 'rsaavedra',
    postNominal: true,
    bio: 'Ingeniero civil de la Universidad de Chile y doctor en geotecnia por la Universidad de California, Berkeley. Más de 25 años en fundaciones de grandes obras y tranques de relave.',
    bioEn: 'Civil engineer (Universidad de Chile), PhD in geotechnical engineering (UC Berkeley). Over 25 years in large foundations and tailings dams.',
  },
  {
    shown: 'Francisca Muñoz, MSc',
    name: 'Francisca Muñoz',
    es: 'Socia y directora técnica',
    en: 'Partner and Technical Director',
    local: 'fmunoz',
    postNominal: true,
    bio: 'Ingeniera civil estructural (PUC), magíster en ingeniería sísmica. Lidera las revisiones estructurales y los estudios de riesgo sísmico.',
    bioEn: 'Structural engineer (PUC), MSc in earthquake engineering. Leads structural reviews and seismic hazard studies.',
  },
  {
    shown: 'Ignacio Valdés, P.E.',
    name: 'Ignacio Valdés',
    es: 'Jefe de proyectos de fundaciones',
    en: 'Foundations Project Manager',
    local: 'ivaldes',
    postNominal: true,
    bio: 'Ingeniero civil (USM), profesional registrado en el estado de Texas. Ha dirigido estudios de mecánica de suelos para hospitales, puertos y plantas concentradoras.',
    bioEn: 'Civil engineer (USM), licensed Professional Engineer in Texas. Has led ground investigations for hospitals, ports and concentrator plants.',
  },
  {
    shown: 'Tomás Herrera',
    name: 'Tomás Herrera',
    es: 'Geólogo senior',
    en: 'Senior Geologist',
    local: 'therrera',
    bio: 'Geólogo de la Universidad de Concepción, especialista en caracterización de macizos rocosos y estabilidad de taludes.',
    bioEn: 'Geologist (Universidad de Concepción), specialising in rock mass characterisation and slope stability.',
  },
  {
    shown: 'Valentina Pérez',
    name: 'Valentina Pérez',
    es: 'Jefa de laboratorio de suelos',
    en: 'Soils Laboratory Manager',
    local: 'vperez',
    bio: 'Constructora civil. A cargo de nuestro laboratorio acreditado bajo NCh-ISO 17025.',
    bioEn: 'Construction engineer. Runs our NCh-ISO 17025 accredited soils laboratory.',
  },
  {
    shown: 'Camila Rojas',
    name: 'Camila Rojas',
    es: 'Ingeniera de proyectos',
    en: 'Project Engineer',
    local: 'crojas',
    bio: 'Ingeniera civil (UChile). Modelación numérica de excavaciones profundas y muros de contención.',
    bioEn: 'Civil engineer (UChile). Numerical modelling of deep excavations and retaining walls.',
  },
];

export function geocordillera(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const founder = TEAM[0]!;

  pages['/'] = page({
    path: '/',
    title: 'Ingeniería geotécnica y estructural',
    alternates: { 'es-CL': '/', en: '/en' },
    description: 'Consultora de ingeniería geotécnica y estructural en Santiago: mecánica de suelos, fundaciones, taludes y revisión sísmica.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        '@id': `${ORIGIN}/#org`,
        name: 'GeoCordillera Ingenieros Consultores SpA',
        url: `${ORIGIN}/`,
        foundingDate: '2006',
        address: { '@type': 'PostalAddress', streetAddress: 'Av. Providencia 2133, of. 604', addressLocality: 'Providencia', addressRegion: 'Región Metropolitana', addressCountry: 'CL' },
        founder: { '@type': 'Person', name: founder.name, honorificSuffix: 'PhD', jobTitle: founder.es, email: `${founder.local}@${HOST}` },
      },
    ],
    main:
      `<section class="hero"><h1>Ingeniería geotécnica y estructural desde 2006</h1><p>Mecánica de suelos, diseño de fundaciones, estabilidad de taludes y revisión estructural para minería, energía, salud e inmobiliario.</p><p><a class="btn" href="/servicios">Nuestros servicios</a></p></section>` +
      `<section><h2>Proyectos recientes</h2><ul><li>Hospital Provincial de Curicó – estudio de mecánica de suelos</li><li>Tranque de relaves Las Tórtolas Norte – revisión de estabilidad</li><li>Edificio Nueva Costanera 4020 – excavación de 6 subterráneos</li></ul></section>`,
  });

  pages['/nosotros'] = page({
    path: '/nosotros',
    title: 'Nosotros',
    main: `<article><h1>Nosotros</h1><p>GeoCordillera nació en 2006 como una oficina de dos ingenieros en Ñuñoa. Hoy somos 38 profesionales, con laboratorio de suelos propio en Quilicura y oficinas en Antofagasta y Concepción.</p><p>Conozca a nuestro <a href="/equipo">equipo</a>.</p></article>`,
  });

  pages['/servicios'] = page({
    path: '/servicios',
    title: 'Servicios',
    main: `<article><h1>Servicios</h1><ul><li>Estudios de mecánica de suelos y prospecciones</li><li>Diseño de fundaciones y sistemas de contención</li><li>Estabilidad de taludes y tranques de relave</li><li>Revisión estructural independiente (Ley 20.071)</li><li>Laboratorio de suelos acreditado</li></ul></article>`,
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    main:
      `<article><h1>Nuestro equipo</h1><p>Un equipo multidisciplinario de ingenieros civiles, geólogos y constructores civiles.</p><div class="grid-equipo">` +
      TEAM.map(
        (e) =>
          `<div class="perfil"><img src="${ORIGIN}/assets/img/equipo/${e.local}.webp" alt="${esc(e.name)}"><h3>${esc(e.shown)}</h3><p class="cargo">${esc(e.es)}</p><p>${esc(e.bio)}</p><p class="correo">${mailto(`${e.local}@${HOST}`)}</p></div>`,
      ).join('') +
      `</div></article>`,
  });

  pages['/noticias'] = page({
    path: '/noticias',
    title: 'Noticias',
    main: `<article><h1>Noticias</h1><ul><li><a href="/noticias/camila-rojas-magister-geotecnia">Camila Rojas obtiene su magíster en ingeniería geotécnica</a> – 12 de mayo de 2025</li><li>GeoCordillera abre oficina en Concepción – 3 de marzo de 2025</li></ul></article>`,
  });

  pages['/noticias/camila-rojas-magister-geotecnia'] = page({
    path: '/noticias/camila-rojas-magister-geotecnia',
    title: 'Camila Rojas obtiene su magíster en ingeniería geotécnica',
    main:
      `<article><h1>Camila Rojas obtiene su magíster en ingeniería geotécnica</h1><p class="fecha">12 de mayo de 2025</p>` +
      `<p>Felicitamos a nuestra ingeniera de proyectos Camila Rojas, que defendió su tesis sobre excavaciones profundas en la grava de Santiago ante la comisión de la Universidad de Chile.</p>` +
      `<p>Medios interesados en entrevistas: ${mailto(`comunicaciones@${HOST}`)}</p></article>`,
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main:
      `<article><h1>Contacto</h1><p>Av. Providencia 2133, oficina 604, Providencia, Santiago (metro Los Leones).<br>Teléfono: ${tel('+56 2 2946 3180')}<br>Cotizaciones y consultas: ${mailto(`contacto@${HOST}`)}</p>` +
      `<p>Para facturación, órdenes de compra y estados de pago, contacte a Javiera Contreras, encargada de administración y finanzas, en ${mailto(`jcontreras@${HOST}`)}.</p></article>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Geotechnical and structural engineering',
    lang: 'en',
    alternates: { 'es-CL': '/', en: '/en' },
    main: `<section class="hero"><h1>Geotechnical and structural engineering from Santiago</h1><p>We support mining companies, EPC contractors and developers across Chile, Peru and Argentina. Meet <a href="/en/our-specialists">our specialists</a>.</p></section>`,
  });

  pages['/en/services'] = page({
    path: '/en/services',
    title: 'Services',
    lang: 'en',
    main: `<article><h1>Services</h1><ul><li>Site investigation and soil mechanics</li><li>Foundation design and earth retention</li><li>Slope stability and tailings dam reviews</li><li>Independent structural review</li></ul></article>`,
  });

  pages['/en/our-specialists'] = page({
    path: '/en/our-specialists',
    title: 'Our specialists',
    lang: 'en',
    main:
      `<article><h1>Our specialists</h1><div class="grid-equipo">` +
      TEAM.map((e) => {
        const suffix = e.shown.slice(e.name.length);
        return (
          `<div class="perfil" itemscope itemtype="https://schema.org/Person"><img itemprop="image" src="${ORIGIN}/assets/img/equipo/${e.local}.webp" alt="${esc(e.name)}">` +
          `<h3><span itemprop="name">${esc(e.name)}</span>${suffix ? `<span itemprop="honorificSuffix">${esc(suffix)}</span>` : ''}</h3><p itemprop="jobTitle">${esc(e.en)}</p><p itemprop="description">${esc(e.bioEn)}</p>` +
          `<p><a itemprop="email" href="mailto:${e.local}@${HOST}">${e.local}@${HOST}</a></p></div>`
        );
      }).join('') +
      `</div></article>`,
  });

  pages['/herramientas'] = page({
    path: '/herramientas',
    title: 'Herramientas abiertas',
    main: `<article><h1>Herramientas abiertas</h1><p>Publicamos como software libre nuestra planilla de cálculo de estabilidad de taludes por el método de Bishop simplificado:</p><pre><code>git clone git@github.com:geocordillera/taludes-bishop.git</code></pre></article>`,
  });

  pages['/extranet'] = page({ path: '/extranet', title: 'Extranet clientes', main: `<article><h1>Extranet clientes</h1><p>Acceso a informes y planos. ¿Olvidó su clave? Escriba a ${mailto(`extranet@${HOST}`)}</p></article>` });

  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/nosotros', '/servicios', '/equipo', '/noticias', '/contacto', '/en', '/en/services', '/en/our-specialists'], '2025-05-14'));

  const allowedHtml = Object.keys(pages).filter((p) => p !== '/extranet' && p !== '/sitemap.xml');
  const member = (e: Engineer) => ({
    address: `${e.local}@${HOST}`,
    name: e.name,
    title: e.es,
    titleAlternatives: [e.en],
    pages: ['/equipo', '/en/our-specialists'],
    cases: ['card', 'plain', 'microdata', 'link-english-unlisted', ...(e.postNominal ? ['post-nominal'] : []), ...(e === founder ? ['json-ld-person'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /extranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-46',
      languages: ['es', 'en'],
      addresses: [
        { address: `contacto@${HOST}`, name: null, title: null, pages: allowedHtml, cases: ['role', 'plain'] },
        ...TEAM.map((e) => (e === founder ? { ...member(e), pages: ['/', '/equipo', '/en/our-specialists'] } : member(e))),
        { address: `jcontreras@${HOST}`, name: 'Javiera Contreras', title: 'encargada de administración y finanzas', pages: ['/contacto'], cases: ['prose', 'plain'] },
        { address: `comunicaciones@${HOST}`, name: null, title: null, pages: ['/noticias/camila-rojas-magister-geotecnia'], cases: ['neighbour', 'plain', 'deep-page'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:geocordillera/taludes-bishop.git', kind: 'git' },
      ],
    },
  };
}
