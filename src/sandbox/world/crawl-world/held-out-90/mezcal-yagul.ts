/**
 * Sociedad Cooperativa Mezcaleros de Yagul: a mezcal cooperative in Oaxaca on Wix, Mexican
 * Spanish with an English section for importers ("Meet the makers"). Members in prose bios with
 * "Don", the treasurer as "Title: Name", the makers as repeater cards (the export manager also a
 * JSON-LD Person), one address built by custom code, a tour guide on a page only in the child
 * sitemap of Wix's index.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'mezcaleros-yagul.test';
const O = `http://${HOST}`;
const DANIEL_SCRIPT = `var n1 = 'daniel'; var n2 = '.ortiz'; var dm = 'mezcaleros-yagul' + '.' + 'test'; document.getElementById('comp-daniel').innerHTML = '<a href="mailto:' + n1 + n2 + '@' + dm + '">' + n1 + n2 + '@' + dm + '</a>';`;

const theme: Theme = {
  host: HOST,
  siteName: 'Mezcaleros de Yagul',
  head: ['<meta name="generator" content="Wix.com Website Builder">', '<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.min.css">'],
  header: (s) =>
    `<header id="SITE_HEADER" class="wixui-header"><nav class="wixui-horizontal-menu"><ul>` +
    (s.lang === 'en'
      ? `<li><a href="${O}/en">Home</a></li><li><a href="${O}/en/meet-the-makers">Meet the makers</a></li><li><a href="${O}/">Español</a></li>`
      : `<li><a href="${O}/">Inicio</a></li><li><a href="${O}/nosotros">Quiénes somos</a></li><li><a href="${O}/contacto">Contacto</a></li><li><a href="${O}/en">English</a></li>`) +
    `</ul></nav></header>`,
  footer: () => `<footer id="SITE_FOOTER" class="wixui-footer"><p>Sociedad Cooperativa Mezcaleros de Yagul S.C. de R.L. · Tlacolula de Matamoros, Oaxaca · ${tel('+52 951 562 0418')} · ${mailto(`ventas@${HOST}`)}</p><p><a href="${O}/socios">Socios</a></p></footer>`,
  privacyPath: { es: `${O}/contacto`, en: `${O}/contacto` },
};
const page = (s: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...s, lang: s.lang ?? 'es-MX' });

const MAKERS: [string, string, string][] = [
  ['Marcelino Vasquez', 'Master distiller (maestro mezcalero), Espadín and Tobalá', 'marcelino.vasquez'],
  ['Guadalupe Ruiz', 'Agave nursery & sustainability lead', 'guadalupe.ruiz'],
  ['Teresa Mendoza', 'Export Manager', 'teresa.mendoza'],
];

export function mezcalYagul(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Mezcal artesanal de Oaxaca',
    alternates: { 'es-MX': '/', en: '/en' },
    main: `<section class="wixui-section"><h1>Mezcal artesanal de los Valles Centrales</h1><p>Catorce familias productoras, horno de tierra y molino de tahona. Destilamos en olla de barro desde hace cuatro generaciones.</p><p><a href="${O}/nosotros">Conoce a la cooperativa</a></p></section>`,
  });
  pages['/nosotros'] = page({
    path: '/nosotros',
    title: 'Quiénes somos',
    main:
      `<section class="wixui-section"><h1>La cooperativa</h1><p>Don Rufino Santiago, maestro mezcalero y presidente del consejo de administración, fundó la cooperativa en 2004 con sus vecinos de Yagul; si quieres conocer el palenque, escríbele a ${mailto(`rufino.santiago@${HOST}`)}.</p>` +
      `<p>Tesorera: Elena Cruz · ${mailto(`elena.cruz@${HOST}`)}</p>` +
      `<p>Responsable de comunicación y redes: Sofia Reyes, ${mailto(`sofia.reyes@${HOST}`)}</p>` +
      `<p>Daniel Ortiz, coordinador de calidad y certificación ante el Consejo Regulador del Mezcal: <span id="comp-daniel"></span><script>${DANIEL_SCRIPT}</script></p></section>`,
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Artisanal mezcal from Oaxaca',
    lang: 'en',
    alternates: { 'es-MX': '/', en: '/en' },
    main: `<h1>Artisanal mezcal, made by fourteen families</h1><p>Importers and bartenders: <a href="${O}/en/meet-the-makers">meet the makers</a>.</p>`,
  });
  pages['/en/meet-the-makers'] = page({
    path: '/en/meet-the-makers',
    title: 'Meet the makers',
    lang: 'en',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Teresa Mendoza', jobTitle: 'Export Manager', email: `teresa.mendoza@${HOST}`, worksFor: { '@type': 'Organization', name: 'Mezcaleros de Yagul' } }],
    main: `<div role="list" class="wixui-repeater">${MAKERS.map(([n, t, l]) => `<div role="listitem" class="wixui-repeater__item"><h3>${esc(n)}</h3><p>${esc(t)}</p><p>${mailto(`${l}@${HOST}`)}</p></div>`).join('')}</div>`,
  });
  pages['/contacto'] = page({ path: '/contacto', title: 'Contacto', main: `<h1>Contacto</h1><p>Pedidos y distribución: ${mailto(`ventas@${HOST}`)}</p><p>Carretera Oaxaca–Mitla km 35, Tlacolula de Matamoros, Oax.</p>` });
  pages['/visitas-al-palenque'] = page({
    path: '/visitas-al-palenque',
    title: 'Visitas al palenque',
    main: `<h1>Visitas al palenque</h1><p>Recorridos de sábado con cata de cinco mezcales. Los guía Pedro Aquino, guía de recorridos y catas; reserva con él en ${mailto(`pedro.aquino@${HOST}`)}.</p>`,
  });
  pages['/socios'] = page({ path: '/socios', title: 'Socios', main: `<h1>Área de socios</h1><p>Actas de asamblea: ${mailto(`asamblea@${HOST}`)}</p>` });
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/nosotros', '/en', '/en/meet-the-makers', '/contacto']));
  pages['/experiencias-sitemap.xml'] = xmlPage(urlset(HOST, ['/visitas-al-palenque']));
  const nl = ['link-non-english'] as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nAllow: /\nDisallow: /socios\n\nSitemap: ${O}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/experiencias-sitemap.xml']),
      pages,
      headers: { Server: 'Pepyaka' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-90',
      languages: ['es', 'en'],
      addresses: [
        { address: `ventas@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        { address: `rufino.santiago@${HOST}`, name: 'Rufino Santiago', title: 'maestro mezcalero y presidente del consejo de administración', pages: ['/nosotros'], cases: ['prose', 'honorific', 'plain', ...nl] },
        { address: `elena.cruz@${HOST}`, name: 'Elena Cruz', title: 'Tesorera', pages: ['/nosotros'], cases: ['title-name-line', 'plain', ...nl] },
        { address: `sofia.reyes@${HOST}`, name: 'Sofia Reyes', title: 'Responsable de comunicación y redes', pages: ['/nosotros'], cases: ['title-name-line', 'plain', ...nl] },
        { address: `daniel.ortiz@${HOST}`, name: 'Daniel Ortiz', title: 'coordinador de calidad y certificación ante el Consejo Regulador del Mezcal', pages: ['/nosotros'], encoded: { kind: 'script', text: DANIEL_SCRIPT }, cases: ['name-title-line', 'script-concat', ...nl] },
        ...MAKERS.map(([n, t, l]) => ({
          address: `${l}@${HOST}`,
          name: n,
          title: t,
          pages: ['/en/meet-the-makers'],
          cases: ['card' as const, 'plain' as const, 'link-english-unlisted' as const, ...(l === 'teresa.mendoza' ? (['json-ld-person'] as const) : [])],
        })),
        { address: `pedro.aquino@${HOST}`, name: 'Pedro Aquino', title: 'guía de recorridos y catas', pages: ['/visitas-al-palenque'], cases: ['sitemap-index', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/socios'],
      nonAddresses: [{ text: `asamblea@${HOST}`, kind: 'disallowed' }],
    },
  };
}
