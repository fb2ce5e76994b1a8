/**
 * Alcántara Traducciones S.L., a sworn-translation agency in Salamanca (Spanish, with a
 * Portuguese language home for clients in Portugal and Brazil). Second held-out set.
 *
 * Shows: Spanish anchor texts ("Equipo", "Servicios"); RDFa (schema.org Person) team cards with
 * Spanish honorifics ("Dra.", "Dr.") and a post-nominal ("MA"); a definition list holding a role
 * mailbox and a person (name in <dt>, title and address in <dd>); a "Persona de contacto:" label
 * line with "Sr."; addresses that are the first name alone; a Portuguese language home /pt/ whose
 * contact page is two links deep, with a "Dra. Name – Title – address" line and a role mailbox; a
 * translators' area robots.txt disallows (linked from the footer); retina logo names
 * (logo@2x.png).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'alcantara-traducciones.test';
const ORIGIN = `http://${HOST}`;

const A = {
  info: `info@${HOST}`,
  presupuestos: `presupuestos@${HOST}`,
  lucia: `lucia@${HOST}`,
  tomas: `tomas@${HOST}`,
  marta: `marta@${HOST}`,
  irene: `irene@${HOST}`,
  alvaro: `alvaro@${HOST}`,
  beatriz: `beatriz@${HOST}`,
  orcamentos: `orcamentos@${HOST}`,
};

const PRIVATE = [`guardia@${HOST}`, `noelia@${HOST}`];

const ES_NAV: [string, string][] = [
  ['/', 'Inicio'],
  ['/servicios', 'Servicios'],
  ['/equipo', 'Equipo'],
  ['/contacto', 'Contacto'],
];
const PT_NAV: [string, string][] = [
  ['/pt/', 'Início'],
  ['/pt/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Alcántara Traducciones',
  head: [
    '<link rel="stylesheet" href="/css/estilos.css?v=2024-10">',
    '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Lora:wght@400;700&amp;family=Source+Sans+3&amp;display=swap">',
    '<link rel="apple-touch-icon" href="/img/apple-touch-icon.png">',
  ],
  privacyPath: { es: '/politica-de-cookies', pt: '/politica-de-cookies' },
  header: (page) => {
    const pt = page.lang === 'pt';
    const nav = pt ? PT_NAV : ES_NAV;
    return (
      `<header class="cabecera">\n` +
      `  <a class="logo" href="${pt ? '/pt/' : '/'}"><img src="/img/logo.png" srcset="/img/logo@2x.png 2x, /img/logo@3x.png 3x" alt="Alcántara Traducciones" width="200" height="60"></a>\n` +
      `  <nav class="menu"><ul>${nav.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>\n` +
      `  <div class="idiomas">${pt ? '<a href="/" lang="es">ES</a> · <strong>PT</strong>' : '<strong>ES</strong> · <a href="/pt/" lang="pt">PT</a>'}</div>\n` +
      `</header>`
    );
  },
  footer: (page) => {
    const pt = page.lang === 'pt';
    return (
      `<footer class="pie">\n` +
      `  <p><strong>Alcántara Traducciones S.L.</strong> · Calle Zamora 27, 2.º B · 37002 Salamanca · ${tel('923 21 45 60')} · ${mailto(A.info)}</p>\n` +
      `  <p><img src="/img/sello-ata.png" srcset="/img/sello-ata@2x.png 2x" alt="Miembro de ATA" width="80" height="40"> ${pt ? 'Tradutores-intérpretes ajuramentados nomeados pelo Ministério dos Negócios Estrangeiros de Espanha' : 'Traductores-intérpretes jurados nombrados por el Ministerio de Asuntos Exteriores'}</p>\n` +
      `  <p><a href="/aviso-legal">Aviso legal</a> · <a href="/politica-de-cookies">${pt ? 'Política de cookies' : 'Política de cookies'}</a> · <a href="/privado/turnos">Acceso traductores</a></p>\n` +
      `</footer>`
    );
  },
  bodyEnd: ['<script src="/js/menu.js"></script>', '<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QX2K4LM3P"></script>'],
};

const ALTERNATES_HOME = { es: '/', pt: '/pt/', 'x-default': '/' };

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

/** A team member marked up in RDFa Lite with the schema.org vocabulary. */
function miembro(photo: string, name: string, role: string, languages: string, address: string): string {
  return (
    `<div class="miembro" vocab="https://schema.org/" typeof="Person">\n` +
    `  <img property="image" src="/img/equipo/${photo}.jpg" alt="" width="300" height="300">\n` +
    `  <h3 property="name">${esc(name)}</h3>\n` +
    `  <p class="cargo" property="jobTitle">${esc(role)}</p>\n` +
    `  <p class="idiomas-trabajo">${esc(languages)}</p>\n` +
    `  <p><a property="email" href="mailto:${address}">${address}</a></p>\n` +
    `</div>`
  );
}

function pages(): Record<string, SandboxPage> {
  const business = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: 'Alcántara Traducciones S.L.',
    url: `${ORIGIN}/`,
    image: `${ORIGIN}/img/logo.png`,
    telephone: '+34 923 21 45 60',
    address: { '@type': 'PostalAddress', streetAddress: 'Calle Zamora 27, 2.º B', postalCode: '37002', addressLocality: 'Salamanca', addressCountry: 'ES' },
    openingHours: 'Mo-Fr 09:00-14:00',
  };
  return {
    '/': page({
      path: '/',
      lang: 'es',
      title: 'Traducciones juradas en Salamanca',
      description: 'Traducción jurada y técnica de inglés, portugués, francés y alemán. Entrega en 48 horas y envío a toda España.',
      alternates: ALTERNATES_HOME,
      jsonLd: [business],
      main:
        `<section class="portada"><h1>Traducciones juradas con validez oficial</h1>\n` +
        `<p>Desde 2004 traducimos títulos, certificados, contratos y documentación técnica entre el español y el inglés, el portugués, el francés y el alemán.</p>\n` +
        `<p><a class="boton" href="/contacto">Pide tu presupuesto sin compromiso</a></p></section>\n` +
        `<section class="ventajas"><div><h2>Rapidez</h2><p>Traducciones juradas estándar en 48 horas.</p></div><div><h2>Validez</h2><p>Firma y sello reconocidos por el Ministerio de Asuntos Exteriores.</p></div><div><h2>A distancia</h2><p>Envío por mensajería o firma electrónica.</p></div></section>`,
    }),
    '/servicios': page({
      path: '/servicios',
      lang: 'es',
      title: 'Servicios',
      main:
        `<h1>Servicios</h1>\n<h2>Traducción jurada</h2><p>Títulos universitarios, expedientes académicos, certificados de nacimiento y antecedentes penales, poderes notariales.</p>\n` +
        `<h2>Traducción técnica y jurídica</h2><p>Contratos, pliegos de licitación, manuales y fichas técnicas.</p>\n` +
        `<h2>Interpretación</h2><p>Interpretación consecutiva y de enlace en notarías, juzgados y reuniones de empresa.</p>`,
    }),
    '/equipo': page({
      path: '/equipo',
      lang: 'es',
      title: 'Equipo',
      main:
        `<h1>Nuestro equipo</h1>\n<p>Somos un equipo pequeño de traductores jurados y gestores de proyectos. Cada encargo lo revisa una segunda persona antes de la entrega.</p>\n<div class="equipo">\n` +
        miembro('lucia-alcantara', 'Dra. Lucía Alcántara', 'Directora y traductora-intérprete jurada', 'Inglés · Francés', A.lucia) + '\n' +
        miembro('tomas-iglesias', 'Dr. Tomás Iglesias', 'Traductor jurado de inglés', 'Inglés', A.tomas) + '\n' +
        miembro('marta-sanz', 'Marta Sanz, MA', 'Jefa de proyectos', 'Alemán · Inglés', A.marta) + '\n' +
        `</div>`,
    }),
    '/contacto': page({
      path: '/contacto',
      lang: 'es',
      title: 'Contacto',
      alternates: { es: '/contacto', pt: '/pt/contacto' },
      main:
        `<h1>Contacto</h1>\n<p>Calle Zamora 27, 2.º B · 37002 Salamanca<br>Lunes a viernes de 9:00 a 14:00 · ${tel('923 21 45 60')} · ${mailto(A.info)}</p>\n` +
        `<h2>¿Con quién hablo?</h2>\n<dl class="contactos">\n` +
        `  <dt>Presupuestos y plazos de entrega</dt><dd>${mailto(A.presupuestos)}</dd>\n` +
        `  <dt>Irene Castro</dt><dd>Responsable de administración y facturación</dd><dd>${mailto(A.irene)}</dd>\n` +
        `</dl>\n` +
        `<p class="empresas">Persona de contacto: Sr. Álvaro Prieto, Atención a clientes corporativos, tel. ${tel('923 21 45 62')}, ${mailto(A.alvaro)}</p>\n` +
        `<form class="formulario" method="post" action="/enviar.php"><label>Nombre<input name="nombre"></label><label>Correo electrónico<input type="email" name="correo"></label><label>Adjunta tu documento<input type="file" name="documento"></label><button>Enviar</button></form>`,
    }),
    '/aviso-legal': page({
      path: '/aviso-legal',
      lang: 'es',
      title: 'Aviso legal',
      main:
        `<h1>Aviso legal</h1>\n<p>En cumplimiento de la Ley 34/2002 (LSSI-CE): Alcántara Traducciones S.L., CIF B37456120, Calle Zamora 27, 2.º B, 37002 Salamanca. Inscrita en el Registro Mercantil de Salamanca, tomo 512, folio 88, hoja SA-14570. Correo electrónico: ${mailto(A.info)}.</p>`,
    }),
    '/politica-de-cookies': page({
      path: '/politica-de-cookies',
      lang: 'es',
      title: 'Política de cookies',
      main: `<h1>Política de cookies</h1>\n<p>Esta web utiliza cookies técnicas necesarias y, solo si las aceptas, cookies analíticas de Google Analytics.</p>`,
    }),
    '/privado/turnos': page({
      path: '/privado/turnos',
      lang: 'es',
      title: 'Turnos de guardia',
      main:
        `<h1>Turnos de guardia – uso interno</h1>\n<table><tr><th>Semana</th><th>Traductor/a</th><th>Contacto</th></tr>` +
        `<tr><td>14</td><td>Noelia Ramos</td><td>${PRIVATE[1]}</td></tr><tr><td>Urgencias</td><td>Guardia</td><td>${PRIVATE[0]}</td></tr></table>`,
    }),
    '/pt': page({
      path: '/pt',
      lang: 'pt',
      title: 'Traduções certificadas entre português e espanhol',
      alternates: ALTERNATES_HOME,
      main:
        `<section class="portada"><h1>Traduções ajuramentadas para Espanha</h1>\n` +
        `<p>Precisa de apresentar um diploma, uma certidão ou um contrato em Espanha? Fazemos traduções ajuramentadas de português para espanhol com validade oficial, para clientes em Portugal e no Brasil.</p>\n` +
        `<p><a href="/pt/contacto">Fale connosco</a></p></section>`,
    }),
    '/pt/contacto': page({
      path: '/pt/contacto',
      lang: 'pt',
      title: 'Contacto',
      alternates: { es: '/contacto', pt: '/pt/contacto' },
      main:
        `<h1>Contacto</h1>\n<p>Atendimento em português de segunda a sexta-feira, das 9h às 14h (hora de Espanha).</p>\n` +
        `<p class="tradutora">Dra. Beatriz Figueiredo – Tradutora-intérprete ajuramentada de português – ${mailto(A.beatriz)}</p>\n` +
        `<p>Para pedidos de orçamento, envie o documento digitalizado para ${mailto(A.orcamentos)}. Respondemos no mesmo dia.</p>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.info, name: null, title: null, pages: ['/', '/contacto', '/aviso-legal'], cases: ['role', 'plain'] },
  { address: A.presupuestos, name: null, title: null, pages: ['/contacto'], cases: ['definition-list', 'role', 'plain'] },
  { address: A.lucia, name: 'Lucía Alcántara', title: 'Directora y traductora-intérprete jurada', pages: ['/equipo'], cases: ['link-non-english', 'card', 'rdfa', 'honorific', 'plain'] },
  { address: A.tomas, name: 'Tomás Iglesias', title: 'Traductor jurado de inglés', pages: ['/equipo'], cases: ['link-non-english', 'card', 'rdfa', 'honorific', 'plain'] },
  { address: A.marta, name: 'Marta Sanz', title: 'Jefa de proyectos', pages: ['/equipo'], cases: ['link-non-english', 'card', 'rdfa', 'post-nominal', 'plain'] },
  { address: A.irene, name: 'Irene Castro', title: 'Responsable de administración y facturación', pages: ['/contacto'], cases: ['definition-list', 'plain'] },
  { address: A.alvaro, name: 'Álvaro Prieto', title: 'Atención a clientes corporativos', pages: ['/contacto'], cases: ['label-line', 'honorific', 'plain'] },
  { address: A.beatriz, name: 'Beatriz Figueiredo', title: 'Tradutora-intérprete ajuramentada de português', pages: ['/pt/contacto'], cases: ['deep-page', 'hreflang', 'name-title-line', 'honorific', 'plain'] },
  { address: A.orcamentos, name: null, title: null, pages: ['/pt/contacto'], cases: ['deep-page', 'hreflang', 'role', 'plain'] },
];

export function alcantaraTraducciones(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /privado/\nDisallow: /enviar.php\n`,
      sitemapXml: urlset(HOST, ['/', '/servicios', '/equipo', '/contacto', '/aviso-legal', '/politica-de-cookies'], '2024-11-05'),
      pages: pages(),
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-2',
      languages: ['es', 'pt'],
      addresses,
      pattern: '{first}',
      disallowed: ['/privado/turnos'],
      nonAddresses: [
        ...PRIVATE.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: 'logo@2x.png', kind: 'retina' },
        { text: 'logo@3x.png', kind: 'retina' },
        { text: 'sello-ata@2x.png', kind: 'retina' },
      ],
    },
  };
}
