/**
 * Conservas Rial Outeiro: a family seafood cannery in Vilanova de Arousa (Pontevedra), on a
 * hand-built PHP site from a local agency, in Spanish. The founder's grandson as a Person in
 * JSON-LD and in prose on the company page; the quality director as "Directora de Calidad: Sra.
 * …" with an address written by String.fromCharCode; the plant staff as RDFa cards, one address
 * reversed in a data attribute; the export director with an MBA; the press contact as a label
 * line. The certifier's address, the form placeholder and the distributors' area (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'rialouteiro.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/empresa', 'La conservera'],
  ['/productos', 'Nuestras conservas'],
  ['/equipo', 'Equipo'],
  ['/prensa', 'Sala de prensa'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Conservas Rial Outeiro',
  head: ['<link rel="stylesheet" href="/assets/css/estilos.css?v=2024.11">', '<script src="/assets/js/app.js?v=2024.11" defer></script>', '<meta name="author" content="Estudio Fervenza – desarrollo web">'],
  header: () =>
    `<div class="top-bar">Envíos gratuitos a península a partir de 60 €</div><header class="cabecera"><a href="/" class="logo"><img src="/assets/img/logo-rial-outeiro.svg" alt="Conservas Rial Outeiro"></a>` +
    `<nav class="menu-principal"><ul>${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="pie"><div class="pie-col"><strong>Conservas Rial Outeiro, S.L.</strong><br>Rúa do Porto 22, 36620 Vilanova de Arousa (Pontevedra)<br>${tel('986 554 217')} · ${mailto(`pedidos@${HOST}`)}</div>` +
    `<div class="pie-col"><a href="/aviso-legal">Aviso legal</a> · <a href="/distribuidores">Acceso distribuidores</a></div><div class="pie-col">Certificado IFS Food · MSC</div></footer>`,
  privacyPath: { es: '/aviso-legal' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'es-ES' });

const CARMEN = `carmen.rial@${HOST}`;
const CARMEN_CODES = charCodes(CARMEN);
const IAGO = `iago.barreiro@${HOST}`;
const IAGO_REV = reversed(IAGO);

type Card = { name: string; role: string; local: string; reversed?: boolean };
const PLANTA: Card[] = [
  { name: 'Brais Lema', role: 'Jefe de producción', local: 'brais.lema' },
  { name: 'Noa Pazos', role: 'Responsable de compras de pescado y marisco', local: 'noa.pazos' },
  { name: 'Iago Barreiro', role: 'Técnico de mantenimiento y autoclaves', local: 'iago.barreiro', reversed: true },
];

const card = (c: Card): string => {
  const mail = c.reversed
    ? `<a class="mail-rev" href="#" data-m="${IAGO_REV}">escríbele</a>`
    : `<a property="email" href="mailto:${c.local}@${HOST}">${c.local}@${HOST}</a>`;
  return `<div class="ficha" vocab="https://schema.org/" typeof="Person"><img src="/media/equipo/${c.local}.jpg" alt=""><h3 property="name">${esc(c.name)}</h3><p property="jobTitle">${esc(c.role)}</p><p>${mail}</p></div>`;
};

export function conservasRialOuteiro(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Conservas artesanas de la ría de Arousa',
    main: `<section class="hero"><h1>Mejillón, berberecho y zamburiña de la ría de Arousa, en lata desde 1949</h1><p>Empacado a mano, en aceite de oliva o escabeche de la casa.</p><a class="boton" href="/productos">Ver conservas</a></section>`,
  });

  pages['/empresa'] = page({
    path: '/empresa',
    title: 'La conservera',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Manuel Outeiro',
        jobTitle: 'Director general',
        email: `manuel.outeiro@${HOST}`,
        worksFor: { '@type': 'Organization', name: 'Conservas Rial Outeiro, S.L.', url: `${ORIGIN}/` },
      },
    ],
    main:
      `<section class="texto"><h1>Tres generaciones frente a la ría</h1><p>Mi abuelo, Ramón Outeiro, abrió la fábrica en 1949 con seis empacadoras. Hoy somos cuarenta personas y seguimos comprando el mejillón en la lonja de Vilanova cada mañana.</p>` +
      `<p>Si tiene una tienda gourmet o un restaurante y quiere trabajar con nosotros, escríbame directamente: ${mailto(`manuel.outeiro@${HOST}`)}.</p><p class="firma">Manuel Outeiro, director general</p></section>`,
  });

  pages['/productos'] = page({ path: '/productos', title: 'Nuestras conservas', main: `<section><h1>Nuestras conservas</h1><ul><li>Mejillón en escabeche 8/10 piezas</li><li>Berberecho al natural 35/45</li><li>Zamburiña en salsa de vieira</li><li>Ventresca de bonito del norte</li></ul></section>` });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    main:
      `<section><h1>Las personas de la conservera</h1><div class="direccion">` +
      `<p>Directora de Calidad y Seguridad Alimentaria: Sra. Carmen Rial – <span id="m-calidad"></span><script>document.getElementById('m-calidad').innerHTML='<a href="mailto:'+String.fromCharCode(${CARMEN_CODES})+'">'+String.fromCharCode(${CARMEN_CODES})+'</a>';</script></p>` +
      `<p>Sabela Dopazo, MBA — Directora de Exportación — ${mailto(`sabela.dopazo@${HOST}`)}</p></div>` +
      `<h2>Planta</h2><div class="fichas">${PLANTA.map(card).join('')}</div></section>` +
      `<script>document.querySelectorAll('.mail-rev').forEach(function(a){var m=a.getAttribute('data-m').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`,
  });

  pages['/prensa'] = page({
    path: '/prensa',
    title: 'Sala de prensa',
    main:
      `<section><h1>Sala de prensa</h1><p>Dosier de empresa, fotografías en alta resolución y notas de prensa.</p>` +
      `<p>Contacto de prensa: Iria Castro, responsable de comunicación, ${tel('986 554 230')}, ${mailto(`iria.castro@${HOST}`)}</p></section>`,
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: `<section><h1>Contacto</h1><p>Pedidos de particulares y tienda online: ${mailto(`pedidos@${HOST}`)}</p><form class="form-contacto"><label>Correo electrónico<input type="email" placeholder="tu@correo.es"></label><label>Mensaje<textarea></textarea></label><button>Enviar</button></form></section>`,
  });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    main: `<section><h1>Aviso legal</h1><p>Conservas Rial Outeiro, S.L. – CIF B36018442 – Registro Mercantil de Pontevedra, tomo 1.204, folio 77.</p><p>Certificación de producto: Certifica Galicia (auditoria@certifica-galicia.test).</p></section>`,
  });

  pages['/distribuidores'] = page({ path: '/distribuidores', title: 'Acceso distribuidores', main: `<section><h1>Acceso distribuidores</h1><p>Tarifas y fichas técnicas. Alta de nuevos distribuidores: ${mailto(`tarifas@${HOST}`)}</p></section>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /distribuidores\nDisallow: /admin/\n`,
      sitemapXml: urlset(HOST, ['/', '/empresa', '/productos', '/equipo', '/prensa', '/contacto', '/aviso-legal'], '2024-11-20'),
      pages,
      headers: { Server: 'nginx/1.24.0', 'X-Powered-By': 'PHP/8.1.31' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-86',
      languages: ['es'],
      addresses: [
        { address: `pedidos@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        { address: `manuel.outeiro@${HOST}`, name: 'Manuel Outeiro', title: 'Director general', pages: ['/empresa'], cases: ['json-ld-person', 'prose', 'plain', 'link-non-english'] },
        { address: CARMEN, name: 'Carmen Rial', title: 'Directora de Calidad y Seguridad Alimentaria', pages: ['/equipo'], encoded: { kind: 'charcodes', text: CARMEN_CODES }, cases: ['title-name-line', 'honorific', 'script-charcode', 'link-non-english'] },
        { address: `sabela.dopazo@${HOST}`, name: 'Sabela Dopazo', title: 'Directora de Exportación', pages: ['/equipo'], cases: ['name-title-line', 'post-nominal', 'plain', 'link-non-english'] },
        ...PLANTA.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.role,
          pages: ['/equipo'],
          ...(c.reversed ? { encoded: { kind: 'reversed' as const, text: IAGO_REV } } : {}),
          cases: c.reversed ? (['card', 'script-reversed', 'link-non-english'] as const) : (['card', 'rdfa', 'plain', 'link-non-english'] as const),
        })).map((a) => ({ ...a, cases: [...a.cases] })),
        { address: `iria.castro@${HOST}`, name: 'Iria Castro', title: 'responsable de comunicación', pages: ['/prensa'], cases: ['label-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/distribuidores'],
      nonAddresses: [
        { text: `tarifas@${HOST}`, kind: 'disallowed' },
        { text: 'tu@correo.es', kind: 'placeholder' },
        { text: 'auditoria@certifica-galicia.test', kind: 'other-company' },
      ],
    },
  };
}
