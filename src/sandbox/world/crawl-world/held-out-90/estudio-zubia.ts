/**
 * Zubia Industrial Design: an industrial design studio in Bilbao on Squarespace, Spanish with an
 * English studio page and a Portuguese page for its Porto studio. Partners as "Name, title"
 * lines, one address built by a code block, the Porto team as cards (one "[at]/[dot]"), a press
 * mailbox only in JSON-LD, and a project page listed only in a gzip sitemap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'zubiaindustrialdesign.test';
const NEREA_SCRIPT = `var u = 'nerea' + '.' + 'zubizarreta'; var d = 'zubiaindustrialdesign' + '.test'; document.getElementById('mail-nerea').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

const theme: Theme = {
  host: HOST,
  siteName: 'Zubia Industrial Design',
  head: ['<!-- This is Squarespace. --><!-- zubia-design -->', '<link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/65f0a1/site.css">'],
  header: (s) =>
    `<header class="Header" data-nc-base="header"><div class="Header-branding"><a href="/">ZUBIA</a></div><nav class="Header-nav">` +
    (s.lang === 'en' ? `<a href="/en/studio">Studio</a> <a href="/">Español</a>` : `<a href="/estudio">Estudio</a> <a href="/proyectos">Proyectos</a> <a href="/porto">Porto</a> <a href="/contacto">Contacto</a> <a href="/en/studio">EN</a>`) +
    `</nav></header>`,
  footer: () => `<footer class="Footer"><p>Zubia Industrial Design S.L. · Muelle de Marzana 9, 48003 Bilbao · ${tel('+34 944 158 237')} · ${mailto(`hola@${HOST}`)}</p><p><a href="/aviso-legal">Aviso legal</a> · <a href="/clientes">Clientes</a></p></footer>`,
  privacyPath: { es: '/aviso-legal', en: '/aviso-legal', pt: '/aviso-legal' },
};
const page = (s: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...s, lang: s.lang ?? 'es-ES' });

const PARTNERS: [string, string, string, string][] = [
  ['Aitor Etxeberria', 'Aitor Etxeberria', 'socio fundador y director creativo', 'Founding partner & creative director'],
  ['Maite Urrutia', 'Dra. Maite Urrutia', 'socia y directora de ingeniería de producto', 'Partner, head of product engineering'],
  ['Jon Arrieta', 'Jon Arrieta', 'diseñador industrial sénior', 'Senior industrial designer'],
];

export function estudioZubia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const line = (i: 2 | 3) => (p: [string, string, string, string]) => `<p>${esc(p[1])}, ${esc(p[i])} — ${mailto(`${p[0].toLowerCase().replace(' ', '.')}@${HOST}`)}</p>`;
  pages['/'] = page({ path: '/', title: 'Diseño industrial en Bilbao', main: `<section class="Index-page"><h1>Diseñamos productos que se fabrican</h1><p>Mobiliario, iluminación y bienes de equipo para la industria vasca y europea, desde el concepto hasta la preserie.</p></section>` });
  pages['/estudio'] = page({
    path: '/estudio',
    title: 'Estudio',
    alternates: { es: '/estudio', en: '/en/studio' },
    main: `<div class="sqs-block html-block"><h1>El estudio</h1>${PARTNERS.map(line(2)).join('')}<p>Nerea Zubizarreta, responsable de prototipado y CMF — <span id="mail-nerea"></span><script>${NEREA_SCRIPT}</script></p></div>`,
  });
  pages['/en/studio'] = page({
    path: '/en/studio',
    title: 'Studio',
    lang: 'en',
    alternates: { es: '/estudio', en: '/en/studio' },
    main: `<div class="sqs-block html-block"><h1>The studio</h1>${PARTNERS.map(line(3)).join('')}</div>`,
  });
  pages['/proyectos'] = page({ path: '/proyectos', title: 'Proyectos', main: `<h1>Proyectos</h1><p>Silla Ola para Ondarreta · Luminaria Gaia · Carro de herramientas para Irizar.</p>` });
  pages['/proyectos/silla-ola'] = page({
    path: '/proyectos/silla-ola',
    title: 'Silla Ola',
    main: `<article><h1>Silla Ola</h1><p>Carcasa de polipropileno reciclado inyectado en una sola pieza. Iker Olabarria, jefe de proyecto, atiende las consultas técnicas de fabricantes en ${mailto(`iker.olabarria@${HOST}`)}.</p><p>Fotografía: Luzbilbao Estudio (${mailto('hola@luzbilbao.test')}).</p></article>`,
  });
  pages['/porto'] = page({
    path: '/porto',
    title: 'Estúdio do Porto',
    lang: 'pt-PT',
    main:
      `<h1>O nosso estúdio no Porto</h1><p>Desde 2021 na Rua do Almada, perto dos fabricantes de cerâmica e cortiça do Norte.</p>` +
      `<div class="summary-item"><h3>Ricardo Sousa</h3><p>Diretor do estúdio do Porto</p><p>${mailto(`ricardo.sousa@${HOST}`)}</p></div>` +
      `<div class="summary-item"><h3>Beatriz Carvalho</h3><p>Designer de interação</p><p>beatriz.carvalho [at] zubiaindustrialdesign [dot] test</p></div>`,
  });
  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Zubia Industrial Design', email: `prensa@${HOST}`, address: { '@type': 'PostalAddress', streetAddress: 'Muelle de Marzana 9', addressLocality: 'Bilbao', postalCode: '48003' } }],
    main: `<h1>Contacto</h1><p>Muelle de Marzana 9, 48003 Bilbao</p><p>Nuevos proyectos: ${mailto(`hola@${HOST}`)}</p>`,
  });
  pages['/aviso-legal'] = page({ path: '/aviso-legal', title: 'Aviso legal', main: `<h1>Aviso legal</h1><p>Zubia Industrial Design S.L., CIF B95874123, inscrita en el Registro Mercantil de Bizkaia.</p>` });
  pages['/clientes'] = page({ path: '/clientes', title: 'Clientes', main: `<h1>Área de clientes</h1><p>Entregas de archivos CAD: ${mailto(`entregas@${HOST}`)}</p>` });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/proyectos/silla-ola']));
  const nl = ['link-non-english'] as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /clientes\n\nSitemap: http://${HOST}/sitemap.xml\nSitemap: http://${HOST}/sitemap.xml.gz\n`,
      sitemapXml: urlset(HOST, ['/', '/estudio', '/en/studio', '/proyectos', '/porto', '/contacto', '/aviso-legal']),
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-90',
      languages: ['es', 'en', 'pt'],
      addresses: [
        { address: `hola@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        { address: `prensa@${HOST}`, name: null, title: null, pages: ['/contacto'], cases: ['role', 'json-ld-only', 'link-non-english'] },
        ...PARTNERS.map((p) => ({
          address: `${p[0].toLowerCase().replace(' ', '.')}@${HOST}`,
          name: p[0],
          title: p[2],
          titleAlternatives: [p[3]],
          pages: ['/estudio', '/en/studio'],
          cases: ['name-title-line' as const, 'plain' as const, ...nl, ...(p[1].startsWith('Dra.') ? (['honorific'] as const) : [])],
        })),
        { address: `nerea.zubizarreta@${HOST}`, name: 'Nerea Zubizarreta', title: 'responsable de prototipado y CMF', pages: ['/estudio'], encoded: { kind: 'script', text: NEREA_SCRIPT }, cases: ['name-title-line', 'script-concat', ...nl] },
        { address: `ricardo.sousa@${HOST}`, name: 'Ricardo Sousa', title: 'Diretor do estúdio do Porto', pages: ['/porto'], cases: ['card', 'plain', ...nl] },
        { address: `beatriz.carvalho@${HOST}`, name: 'Beatriz Carvalho', title: 'Designer de interação', pages: ['/porto'], cases: ['card', 'obfuscated', ...nl] },
        { address: `iker.olabarria@${HOST}`, name: 'Iker Olabarria', title: 'jefe de proyecto', pages: ['/proyectos/silla-ola'], cases: ['sitemap-gzip', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/clientes'],
      nonAddresses: [
        { text: `entregas@${HOST}`, kind: 'disallowed' },
        { text: 'hola@luzbilbao.test', kind: 'other-company' },
      ],
    },
  };
}
