/**
 * Tornería El Olivar: an olive-wood turner in Jaén, Spanish with an English home reached through
 * the hreflang alternates and one English page under it. First-dot-last addresses. The turners as a
 * definition list, the master turner in prose, the manager on the legal notice's label line with
 * an honorific, the press address beside a photographer's credit, the shop address written
 * "[at] [dot]", the orders address built by a script from pieces, a varnish supplier's address, a
 * placeholder in the form and a staff intranet robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'torneria-olivo-jaen.test';
const HOMES = { es: '/', en: '/en' };

const MENU = {
  es: [
    ['/', 'Inicio'],
    ['/nosotros', 'Nosotros'],
    ['/equipo', 'El taller'],
    ['/contacto', 'Contacto'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/wholesale-orders', 'Wholesale orders'],
    ['/', 'Español'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Tornería El Olivar',
  head: ['<link rel="stylesheet" href="/assets/css/olivar.css?v=7">', '<script src="/assets/js/jquery-3.7.1.min.js"></script>'],
  header: (page) => {
    const lang = page.lang === 'en' ? 'en' : 'es';
    return `<header id="cabecera"><a href="${HOMES[lang]}" class="marca">Tornería El Olivar</a>\n<nav><ul>${MENU[lang].map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`;
  },
  footer: (page) =>
    `<footer id="pie"><p>Tornería El Olivar S.L. · Calle Maestra 22, 23002 Jaén · CIF B23456789</p>` +
    (page.lang === 'es' ? `<p><a href="/aviso-legal">Aviso legal</a> · <a href="/intranet">Intranet</a></p>` : '') +
    `</footer>`,
  privacyPath: { es: '/aviso-legal', en: '/aviso-legal' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const bloque = (html: string) => `<div class="bloque">${html}</div>`;

const PEDIDOS_SCRIPT =
  `<script>\n  var u = 'pedi' + 'dos';\n  var d = 'torneria-olivo-jaen' + '.' + 'test';\n  var e = u + '@' + d;\n` +
  `  document.getElementById('pedidos').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';\n</script>`;

export function torneriaOlivoJaen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Madera de olivo torneada a mano',
    lang: 'es',
    alternates: HOMES,
    main: bloque(`<h1>Madera de olivo torneada a mano</h1><p>Cuencos, morteros, tablas y cucharas de olivo de poda, secado al aire durante dos años.</p>`),
  });

  pages['/nosotros'] = page({
    path: '/nosotros',
    title: 'Nosotros',
    lang: 'es',
    main: bloque(
      `<h2>Nosotros</h2><p>El taller nació en 1987 en un antiguo molino de aceite. Quien marca la forma de cada pieza sigue siendo nuestro maestro tornero, Antonio Medina, y si quieres encargarle una pieza única puedes escribirle a ${mailto('antonio.medina@torneria-olivo-jaen.test')}.</p>` +
        `<figure><img src="/assets/img/taller.jpg" alt="El taller"><figcaption>Fotografía: Manuel Vega. Prensa y medios: ${mailto('prensa@torneria-olivo-jaen.test')}</figcaption></figure>`,
    ),
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'El taller',
    lang: 'es',
    main: bloque(
      `<h2>Quiénes trabajamos en el taller</h2><dl class="equipo">\n` +
        `<dt>Carmen Ruiz</dt><dd>tornera de piezas pequeñas (cucharas y morteros)</dd><dd>${mailto('carmen.ruiz@torneria-olivo-jaen.test')}</dd>\n` +
        `<dt>Javier Ortega</dt><dd>secado y selección de la madera</dd><dd>${mailto('javier.ortega@torneria-olivo-jaen.test')}</dd>\n` +
        `<dt>Lucía Herrera</dt><dd>acabados con aceite y cera de abeja</dd><dd>${mailto('lucia.herrera@torneria-olivo-jaen.test')}</dd>\n` +
        `<dt>Pablo Navarro</dt><dd>tienda online y envíos</dd><dd>${mailto('pablo.navarro@torneria-olivo-jaen.test')}</dd>\n` +
        `<dt>Rafael Gil</dt><dd>afilador de gubias y mantenimiento de los tornos</dd><dd>${mailto('rafael.gil@torneria-olivo-jaen.test')}</dd>\n` +
        `</dl>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    lang: 'es',
    main: bloque(
      `<h2>Contacto</h2><p>Tienda y taller: Calle Maestra 22, Jaén. Tel. 953 210 456</p>` +
        `<p>Escríbenos: hola [at] torneria-olivo-jaen [dot] test</p>` +
        `<p>Pedidos: <span id="pedidos">activa JavaScript para ver la dirección</span></p>\n${PEDIDOS_SCRIPT}\n` +
        `<p>El barniz alimentario lo fabrica Barnices Sierra Sur; fichas técnicas en ${mailto('tecnico@barnices-sierra.test')}.</p>` +
        `<form action="/enviar" method="post"><input type="email" name="correo" placeholder="tu@correo.es"><textarea name="mensaje"></textarea><button>Enviar</button></form>`,
    ),
  });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    lang: 'es',
    main: bloque(
      `<h2>Aviso legal y privacidad</h2><p>Titular: Tornería El Olivar S.L., CIF B23456789, inscrita en el Registro Mercantil de Jaén.</p>` +
        `<p>Responsable del tratamiento: Dña. Rosario Medina, gerente, Calle Maestra 22, 23002 Jaén, tel. 953 210 457, ${mailto('rosario.medina@torneria-olivo-jaen.test')}</p>`,
    ),
  });

  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Intranet',
    lang: 'es',
    main: bloque(`<h2>Intranet</h2><p>Turnos y vacaciones. Incidencias: ${mailto('almacen@torneria-olivo-jaen.test')}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Hand-turned olive wood',
    lang: 'en',
    alternates: HOMES,
    main: bloque(`<h1>Hand-turned olive wood</h1><p>Bowls, mortars and boards from pruned olive trees in Jaén. Shops and restaurants: see <a href="/en/wholesale-orders">wholesale orders</a>.</p>`),
  });

  pages['/en/wholesale-orders'] = page({
    path: '/en/wholesale-orders',
    title: 'Wholesale orders',
    lang: 'en',
    main: bloque(
      `<h2>Wholesale orders</h2><p>Minimum order 40 pieces, delivery in four to six weeks across the EU.</p>` +
        `<p>Elena Castro – export and wholesale – ${mailto('elena.castro@torneria-olivo-jaen.test')}</p>`,
    ),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /enviar\n`,
      pages,
      headers: { Server: 'nginx/1.22.1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-10',
      languages: ['es', 'en'],
      addresses: [
        { address: 'antonio.medina@torneria-olivo-jaen.test', name: 'Antonio Medina', title: 'maestro tornero', pages: ['/nosotros'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'prensa@torneria-olivo-jaen.test', name: null, title: null, pages: ['/nosotros'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
        {
          address: 'carmen.ruiz@torneria-olivo-jaen.test',
          name: 'Carmen Ruiz',
          title: 'tornera de piezas pequeñas (cucharas y morteros)',
          titleAlternatives: ['tornera de piezas pequeñas', 'tornera'],
          pages: ['/equipo'],
          cases: ['definition-list', 'plain', 'link-non-english'],
        },
        { address: 'javier.ortega@torneria-olivo-jaen.test', name: 'Javier Ortega', title: 'secado y selección de la madera', pages: ['/equipo'], cases: ['definition-list', 'plain', 'link-non-english'] },
        {
          address: 'lucia.herrera@torneria-olivo-jaen.test',
          name: 'Lucía Herrera',
          title: 'acabados con aceite y cera de abeja',
          titleAlternatives: ['acabados'],
          pages: ['/equipo'],
          cases: ['definition-list', 'plain', 'link-non-english'],
        },
        { address: 'pablo.navarro@torneria-olivo-jaen.test', name: 'Pablo Navarro', title: 'tienda online y envíos', pages: ['/equipo'], cases: ['definition-list', 'plain', 'link-non-english'] },
        {
          address: 'rafael.gil@torneria-olivo-jaen.test',
          name: 'Rafael Gil',
          title: 'afilador de gubias y mantenimiento de los tornos',
          titleAlternatives: ['afilador de gubias'],
          pages: ['/equipo'],
          cases: ['definition-list', 'plain', 'link-non-english'],
        },
        { address: 'hola@torneria-olivo-jaen.test', name: null, title: null, pages: ['/contacto'], cases: ['obfuscated', 'role', 'link-non-english'] },
        {
          address: 'pedidos@torneria-olivo-jaen.test',
          name: null,
          title: null,
          pages: ['/contacto'],
          encoded: { kind: 'script', text: PEDIDOS_SCRIPT },
          cases: ['script-concat', 'role', 'link-non-english'],
        },
        { address: 'rosario.medina@torneria-olivo-jaen.test', name: 'Rosario Medina', title: 'gerente', pages: ['/aviso-legal'], cases: ['label-line', 'honorific', 'plain', 'link-non-english'] },
        {
          address: 'elena.castro@torneria-olivo-jaen.test',
          name: 'Elena Castro',
          title: 'export and wholesale',
          pages: ['/en/wholesale-orders'],
          cases: ['hreflang', 'deep-page', 'link-english-unlisted', 'name-title-line', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: 'almacen@torneria-olivo-jaen.test', kind: 'disallowed' },
        { text: 'tu@correo.es', kind: 'placeholder' },
        { text: 'tecnico@barnices-sierra.test', kind: 'other-company' },
      ],
    },
  };
}
