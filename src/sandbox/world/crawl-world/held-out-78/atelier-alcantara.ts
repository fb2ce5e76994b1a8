/**
 * Atelier Alcântara: an architecture studio in Lisbon, on Squarespace, in European Portuguese
 * with an English home reached only through hreflang. Addresses are the given name alone. The
 * founding partners in the "Sobre nós" page's prose (Arq.ª, Arq.), one address built in a code
 * block's script; the site coordinator as "Eng.º Name, Title — address"; the intern and the model
 * maker as cards; the project architect for English-speaking clients as a card on the English
 * home; the architect in charge of a project on a page listed only in the sitemap robots.txt
 * names at a non-default path; the press officer as the contact page's label line. The
 * contractor's address and the client area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'atelier-alcantara-lisboa.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const NAV: [string, string][] = [
  ['/', 'Início'],
  ['/projetos', 'Projetos'],
  ['/sobre-nos', 'Sobre nós'],
  ['/equipa', 'Equipa'],
  ['/contactos', 'Contactos'],
];

let blk = 0;
const block = (html: string, type = 'html'): string =>
  `<div class="sqs-block ${type}-block sqs-block-${type}" data-block-type="${type === 'html' ? 2 : 23}" id="block-yui_3_17_2_1_17${(16800000 + blk++ * 977).toString()}"><div class="sqs-block-content">${html}</div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Atelier Alcântara',
  head: [
    '<!-- This is Squarespace. --><!-- atelier-alcantara -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64f1a2b3c4d5e6f7a8b9c0d1/42/5c5a519771c10ba3470d8101/64f1a2b3c4d5e6f7a8b9c0e9/1612/site.css">',
    '<script src="https://assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-4d8e1f2a3b4c5d6e-min.en-US.js"></script>',
  ],
  header: (spec) =>
    `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary"><div class="header-title-logo"><a href="${ORIGIN}${spec.lang === 'en' ? '/en' : '/'}"><img src="https://images.squarespace-cdn.com/content/v1/64f1a2b3c4d5e6f7a8b9c0d1/logo-atelier.png?format=1500w" alt="Atelier Alcântara"></a></div>` +
    (spec.lang === 'en'
      ? `<nav class="header-nav"><div class="header-nav-item"><a href="${ORIGIN}/">Português</a></div></nav>`
      : `<nav class="header-nav"><div class="header-nav-list">${NAV.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection${h === spec.path ? ' header-nav-item--active' : ''}"><a href="${ORIGIN}${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</div></nav>`) +
    `</header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="64f1a2b3c4d5e6f7a8b9c0f0"><section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page">`,
  footer: (spec) =>
    `</div></div></div></section></article></main><footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper">` +
    block(
      `<p>Atelier Alcântara, Arquitetura Lda. · Rua da Cozinha Económica 30, armazém 4 · 1300-149 Lisboa</p><p>${tel('+351 213 61 47 20')} · ${mailto(at('geral'))}</p>` +
        `<p>${spec.lang === 'en' ? 'Studio visits by appointment, Monday to Friday.' : 'Visitas ao atelier por marcação, de segunda a sexta.'}</p><p><a href="${ORIGIN}/politica-de-privacidade">Política de privacidade</a> · <a href="${ORIGIN}/area-clientes">Área de clientes</a> · <a href="https://www.instagram.com/atelier.alcantara">Instagram</a></p>`,
    ) +
    `</div></section></footer></div>`,
  privacyPath: { pt: `${ORIGIN}/politica-de-privacidade`, en: `${ORIGIN}/politica-de-privacidade` },
  bodyEnd: ['<script src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.2f8e1c4a.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pt-PT' });

const TIAGO_SCRIPT = `var u = 'tiago'; var d = 'atelier-alcantara-lisboa' + '.' + 'test'; document.getElementById('email-tiago').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

const ALT = { 'pt-PT': '/', en: '/en' };

const card = (img: string, name: string, role: string, mail: string): string =>
  `<div class="user-items-list-item-container"><li class="list-item"><div class="list-image"><img src="https://images.squarespace-cdn.com/content/v1/64f1a2b3c4d5e6f7a8b9c0d1/${img}.jpg?format=750w" alt=""></div><div class="list-item-content"><h2 class="list-item-content__title">${esc(name)}</h2><div class="list-item-content__description"><p>${esc(role)}</p><p>${mail}</p></div></div></li></div>`;

export function atelierAlcantara(): CrawlWorldSite {
  blk = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Arquitetura e reabilitação em Lisboa',
    alternates: ALT,
    main: block(`<h1>Reabilitar a cidade, um edifício de cada vez</h1><p>Atelier de arquitetura fundado em 2011 em Alcântara. Reabilitação de edifícios pombalinos, habitação, espaços comerciais e interiores.</p><p><a href="${ORIGIN}/projetos">Ver projetos</a></p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Architecture studio in Lisbon',
    lang: 'en',
    alternates: ALT,
    main:
      block('<h1>Architecture and renovation in Lisbon</h1><p>We help clients from abroad buy, renovate and license historic buildings in Lisbon, from the first survey to the final inspection.</p>') +
      `<ul class="user-items-list-simple">${card('lindqvist', 'Sarah Lindqvist', 'Project Architect, English-speaking clients', mailto(at('sarah')))}</ul>`,
  });

  pages['/projetos'] = page({ path: '/projetos', title: 'Projetos', main: block('<h1>Projetos</h1><ul><li>Reabilitação de edifício na Rua do Alecrim (2024)</li><li>Loja e oficina em Marvila (2023)</li><li>Casa em Campo de Ourique (2022)</li></ul>') });

  pages['/projetos/casa-no-bairro-alto'] = page({
    path: '/projetos/casa-no-bairro-alto',
    title: 'Casa no Bairro Alto',
    main: block(
      `<h1>Casa no Bairro Alto</h1><p>Reabilitação integral de um edifício de 1790 com três pisos e águas-furtadas: reforço da gaiola pombalina, novas caixilharias em madeira e cobertura em telha de canudo.</p><p>Cliente particular · 2023–2025 · 240 m²</p>` +
        `<p>O projeto foi coordenado pela Mariana Costa, arquiteta responsável, que acompanha pedidos de visita ao edifício através de ${mailto(at('mariana'))}.</p><p>Construção: Construtora Tejo, Lda. (obras@construtora-tejo-lisboa.test)</p>`,
    ),
  });

  pages['/sobre-nos'] = page({
    path: '/sobre-nos',
    title: 'Sobre nós',
    main:
      block(
        `<h1>Sobre nós</h1><p>A Arq.ª Inês Carvalho, sócia fundadora, formou-se na Faculdade de Arquitetura da Universidade de Lisboa e trabalhou oito anos em Roterdão antes de regressar; pode escrever-lhe para ${mailto(at('ines'))}.</p>` +
          `<p>O Arq. Tiago Ramos, sócio e diretor de projeto, dedica-se sobretudo à reabilitação de edifícios classificados e responde a consultas técnicas em <span id="email-tiago">[ative o JavaScript]</span>.</p>`,
      ) + block(`<script>${TIAGO_SCRIPT}</script>`, 'code'),
  });

  pages['/equipa'] = page({
    path: '/equipa',
    title: 'Equipa',
    main:
      block(`<h1>Equipa</h1><p>Eng.º Rui Fonseca, Coordenador de Obra — ${mailto(at('rui'))}</p>`) +
      `<ul class="user-items-list-simple">` +
      card('lopes', 'Beatriz Lopes', 'Arquiteta estagiária', mailto(at('beatriz'))) +
      card('antunes', 'Pedro Antunes', 'Maquetes e visualização 3D', mailto(at('pedro'))) +
      `</ul>`,
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main:
      block(`<h1>Contactos</h1><p>Rua da Cozinha Económica 30, armazém 4, 1300-149 Lisboa</p><p>Novos projetos e orçamentos: ${mailto(at('geral'))}</p>`) +
      block(`<p>Imprensa: Joana Freitas, assessora de comunicação, Rua da Cozinha Económica 30, 1300-149 Lisboa, ${tel('+351 213 61 47 25')}, ${mailto(at('joana'))}</p>`),
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de privacidade', main: block('<h1>Política de privacidade</h1><p>Os dados recolhidos pelo formulário servem apenas para responder ao seu pedido.</p>') });
  pages['/area-clientes'] = page({ path: '/area-clientes', title: 'Área de clientes', main: block(`<h1>Área de clientes</h1><p>Desenhos e atas de obra. Pedidos de acesso: ${mailto(at('clientes'))}</p>`) });

  pages['/sitemap-projetos.xml'] = xmlPage(urlset(HOST, ['/projetos', '/projetos/casa-no-bairro-alto'], '2025-06-30'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /area-clientes\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap-projetos.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/en', '/projetos', '/sobre-nos', '/equipa', '/contactos'], '2025-06-30'),
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'Jk8w2LqP/4nR7sTb' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-78',
      languages: ['pt', 'en'],
      addresses: [
        { address: at('geral'), name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        { address: at('ines'), name: 'Inês Carvalho', title: 'sócia fundadora', pages: ['/sobre-nos'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
        { address: at('tiago'), name: 'Tiago Ramos', title: 'sócio e diretor de projeto', pages: ['/sobre-nos'], encoded: { kind: 'script', text: TIAGO_SCRIPT }, cases: ['prose', 'honorific', 'script-concat', 'link-non-english'] },
        { address: at('rui'), name: 'Rui Fonseca', title: 'Coordenador de Obra', pages: ['/equipa'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: at('beatriz'), name: 'Beatriz Lopes', title: 'Arquiteta estagiária', pages: ['/equipa'], cases: ['card', 'plain', 'link-non-english'] },
        { address: at('pedro'), name: 'Pedro Antunes', title: 'Maquetes e visualização 3D', pages: ['/equipa'], cases: ['card', 'plain', 'link-non-english'] },
        { address: at('sarah'), name: 'Sarah Lindqvist', title: 'Project Architect', pages: ['/en'], cases: ['card', 'hreflang', 'plain'] },
        { address: at('mariana'), name: 'Mariana Costa', title: 'arquiteta responsável', pages: ['/projetos/casa-no-bairro-alto'], cases: ['prose', 'sitemap-robots', 'plain'] },
        { address: at('joana'), name: 'Joana Freitas', title: 'assessora de comunicação', pages: ['/contactos'], cases: ['label-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-clientes'],
      nonAddresses: [
        { text: `clientes@${HOST}`, kind: 'disallowed' },
        { text: 'obras@construtora-tejo-lisboa.test', kind: 'other-company' },
      ],
    },
  };
}
