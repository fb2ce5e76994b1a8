/**
 * Mar de Calma: a whale-watching company in Puerto de Santiago, Tenerife, on Wix, Spanish with
 * English and German (Germany) pages. The crew as microdata Person cards, the English crew page
 * reached through "Skippers & naturalists" with "Name, Title, address" lines, the bookings chief's
 * address glued together by a script, the German guest contact two links from home; the
 * skippers' roster disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'mardecalma.test';

const theme: Theme = {
  host: HOST,
  siteName: 'Mar de Calma · Avistamiento de cetáceos',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="4e2b7a10-9c3d-4f7e-a1b2-0c9d8e7f6a51">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>',
  ],
  header: () =>
    `<header id="SITE_HEADER" class="wixui-header"><div id="comp-lq1x2" class="wixui-rich-text"><a href="/">Mar de Calma</a></div><nav id="comp-lq1x5" class="wixui-horizontal-menu"><ul>` +
    `<li><a href="/excursiones" data-testid="linkElement">Excursiones</a></li><li><a href="/tripulacion" data-testid="linkElement">Tripulación</a></li><li><a href="/contacto" data-testid="linkElement">Contacto</a></li>` +
    `<li><a href="/en" data-testid="linkElement">English</a></li><li><a href="/de" data-testid="linkElement">Deutsch</a></li></ul></nav></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><p class="font_9">Mar de Calma S.L. · Muelle de Puerto de Santiago, 38683 Santiago del Teide · Autorización Gobierno de Canarias ACT-TF-0147 · ${tel('+34 922 86 41 20')}</p>` +
    `<p class="font_9"><a href="/cuadrante-patrones">Cuadrante de patrones</a> · <a href="/aviso-legal">Aviso legal</a></p></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'es-ES', main: `<section id="comp-main" class="wixui-section">${spec.main}</section>` });

type Crew = { shown: string; name: string; title: string; local: string; postNominal?: boolean; honorific?: boolean };
const CREW: Crew[] = [
  { shown: 'Airam Hernández', name: 'Airam Hernández', title: 'Patrón y socio fundador', local: 'airam' },
  { shown: 'Dra. Nayra Déniz', name: 'Nayra Déniz', title: 'Bióloga marina y guía', local: 'nayra', honorific: true },
  { shown: 'Acaymo Rodríguez', name: 'Acaymo Rodríguez', title: 'Jefe de flota y mantenimiento', local: 'acaymo' },
];

export function marDeCalma(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Avistamiento responsable de cetáceos en Tenerife',
    main: `<h1>Ballenas piloto y delfines, a diez minutos del puerto</h1><p>Salidas diarias de dos y tres horas en nuestro catamarán <em>Calderón</em>, con biólogos a bordo.</p><p>Reservas: ${mailto(`reservas@${HOST}`)}</p>`,
  });
  pages['/excursiones'] = page({ path: '/excursiones', title: 'Excursiones', main: `<h1>Excursiones</h1><ul><li>Salida clásica (2 h) – 35 €</li><li>Salida con baño en Los Gigantes (3 h) – 49 €</li></ul>` });
  pages['/tripulacion'] = page({
    path: '/tripulacion',
    title: 'Tripulación',
    main:
      `<h1>Nuestra tripulación</h1><div class="crew-grid">` +
      CREW.map(
        (c) =>
          `<div class="wixui-box" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">${esc(c.shown)}</h3><p itemprop="jobTitle">${esc(c.title)}</p><p><a href="mailto:${c.local}@${HOST}" itemprop="email">${c.local}@${HOST}</a></p></div>`,
      ).join('') +
      `</div>`,
  });
  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main:
      `<h1>Contacto</h1><p>Oficina en el muelle, todos los días de 9:00 a 18:00.</p>` +
      `<p>Cristina Padrón, jefa de reservas y atención al cliente, <span id="ml-cp"></span><script>var u='cristina', d='mardecalma'+'.'+'test';document.getElementById('ml-cp').innerHTML='<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>';</script></p>` +
      `<form><input type="email" placeholder="tu@correo.es"><button>Enviar</button></form>`,
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Whale watching in Tenerife',
    lang: 'en',
    main: `<h1>Whale watching, the responsible way</h1><p>Meet the people on board: <a href="/en/skippers-naturalists">Skippers &amp; naturalists</a>.</p>`,
  });
  pages['/en/skippers-naturalists'] = page({
    path: '/en/skippers-naturalists',
    title: 'Skippers & naturalists',
    lang: 'en',
    main:
      `<h1>Skippers &amp; naturalists</h1><p>Tom Whitaker, Head Naturalist, ${mailto(`tom@${HOST}`)}</p>` +
      `<p>Jonay Pérez, Skipper (Yachtmaster Offshore), ${mailto(`jonay@${HOST}`)}</p>`,
  });
  pages['/de'] = page({ path: '/de', title: 'Walbeobachtung auf Teneriffa', lang: 'de-DE', main: `<h1>Wale und Delfine hautnah</h1><p>Fragen vor der Buchung? <a href="/de/kontakt">Ihre Ansprechpartnerin</a></p>` });
  pages['/de/kontakt'] = page({
    path: '/de/kontakt',
    title: 'Kontakt',
    lang: 'de-DE',
    main: `<h1>Kontakt auf Deutsch</h1><p>Für unsere Gäste aus Deutschland, Österreich und der Schweiz ist Sabine Krüger da, unsere Gästebetreuerin, erreichbar unter ${mailto(`sabine@${HOST}`)}.</p>`,
  });
  pages['/cuadrante-patrones'] = page({ path: '/cuadrante-patrones', title: 'Cuadrante', main: `<h1>Cuadrante</h1><p>Cambios de turno: ${mailto(`turnos@${HOST}`)}</p>` });
  pages['/aviso-legal'] = page({ path: '/aviso-legal', title: 'Aviso legal', main: `<h1>Aviso legal</h1><p>Mar de Calma S.L., CIF B76543210.</p>` });

  const script = `var u='cristina', d='mardecalma'+'.'+'test';document.getElementById('ml-cp').innerHTML='<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>';`;

  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /cuadrante-patrones\n`, pages, headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1718123456.789' } },
    truth: {
      domain: HOST,
      set: 'held-out-94',
      languages: ['es', 'en', 'de'],
      addresses: [
        { address: `reservas@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...CREW.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/tripulacion'],
          cases: ['microdata', 'card', 'plain', 'link-non-english', ...(c.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `cristina@${HOST}`, name: 'Cristina Padrón', title: 'jefa de reservas y atención al cliente', pages: ['/contacto'], encoded: { kind: 'script', text: script }, cases: ['name-title-line', 'script-concat'] },
        { address: `tom@${HOST}`, name: 'Tom Whitaker', title: 'Head Naturalist', pages: ['/en/skippers-naturalists'], cases: ['name-title-line', 'plain', 'link-english-unlisted', 'deep-page'] },
        { address: `jonay@${HOST}`, name: 'Jonay Pérez', title: 'Skipper', pages: ['/en/skippers-naturalists'], cases: ['name-title-line', 'plain', 'link-english-unlisted', 'deep-page'] },
        { address: `sabine@${HOST}`, name: 'Sabine Krüger', title: 'Gästebetreuerin', pages: ['/de/kontakt'], cases: ['prose', 'plain', 'deep-page', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/cuadrante-patrones'],
      nonAddresses: [
        { text: `turnos@${HOST}`, kind: 'disallowed' },
        { text: 'tu@correo.es', kind: 'placeholder' },
        { text: 'react@18.2.0', kind: 'package' },
      ],
    },
  };
}
