/**
 * Adegas do Lazareto: a Madeira wine lodge in Funchal, on TYPO3, Portuguese with an English
 * version for visitors. Staff in a TYPO3 "Ansprechpartner" grid with the address written with
 * TYPO3's "(at)" substitution, the master blender with "Eng.º", an English "Meet the blenders"
 * page, a canteiro post listed only in the robots.txt-named sitemap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, tel, urlset, xmlPage } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';
import { makeTheme, pager } from './common.js';

const HOST = 'adegasdolazareto.test';
const ORIGIN = `http://${HOST}`;
const a = (l: string) => `${l}@${HOST}`;
const atSubst = (addr: string) => addr.replace('@', '(at)').replace(/\./g, '(dot)');

const theme = makeTheme({
  host: HOST,
  siteName: 'Adegas do Lazareto',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/compressed/merged-4f1b2e.css?1712044100" media="all">`,
    `<link rel="apple-touch-icon" href="${ORIGIN}/fileadmin/templates/img/lazareto-icon@2x.png">`,
  ],
  menus: {
    pt: [
      ['/', 'Início'],
      ['/pt/a-adega', 'A Adega'],
      ['/pt/vinhos-madeira', 'Vinhos'],
      ['/pt/equipa', 'Equipa'],
      ['/pt/contactos', 'Contactos'],
    ],
    en: [
      ['/en', 'Home'],
      ['/en/meet-the-blenders', 'Meet the blenders'],
      ['/en/tastings', 'Tastings'],
    ],
  },
  navOpen: `<header class="page-header"><a class="navbar-brand" href="/"><img src="${ORIGIN}/fileadmin/templates/img/lazareto-logo.svg" alt="Adegas do Lazareto"></a><nav class="navbar-mainnavigation"><ul class="navbar-nav">`,
  navClose: `</ul></nav></header>`,
  item: (h, l) => `<li class="nav-item"><a class="nav-link" href="${h}" title="${esc(l)}"><span class="nav-link-text">${esc(l)}</span></a></li>`,
  footer: (lang) =>
    `<footer class="frame-footer"><div class="container"><p>Adegas do Lazareto, Lda. · Rua de Santa Maria 212 · 9060-291 Funchal · Madeira · ${tel('+351 291 229 406')}</p><p>${lang === 'en' ? 'Enjoy responsibly.' : 'Seja responsável, beba com moderação.'} <a href="/pt/livro-de-reclamacoes">Livro de Reclamações</a> · <a href="/pt/area-importadores">Importadores</a></p>` +
    `<!-- TODO remover: webmaster antigo webmaster@${HOST} --></div></footer>`,
  privacyPath: { pt: '/pt/privacidade', en: '/pt/privacidade' },
});
const page = pager(theme, 'pt-PT');
const ALT = { 'pt-PT': '/', en: '/en', 'x-default': '/' };

type P = { name: string; shown: string; pt: string; en?: string; local: string; hon?: boolean; post?: boolean };
const TEAM: P[] = [
  { name: 'Ricardo Freitas', shown: 'Eng.º Ricardo Freitas', pt: 'Enólogo-chefe e mestre de lotes', en: 'Chief Winemaker and Master Blender', local: 'ricardo.freitas', hon: true },
  { name: 'Helena Gouveia', shown: 'Dra. Helena Gouveia', pt: 'Administradora', en: 'Managing Partner', local: 'helena.gouveia', hon: true },
  { name: 'Duarte Abreu', shown: 'Duarte Abreu', pt: 'Responsável de armazém e canteiros', local: 'duarte.abreu' },
  { name: 'Filipa Nunes', shown: 'Filipa Nunes, MW', pt: 'Diretora de exportação', en: 'Export Director', local: 'filipa.nunes', post: true },
  { name: 'Carla Teixeira', shown: 'Carla Teixeira', pt: 'Coordenadora da loja e das provas', local: 'carla.teixeira' },
];

export function adegasDoLazareto(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Vinho Madeira desde 1889',
    alternates: ALT,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Winery', name: 'Adegas do Lazareto', email: `mailto:${a('geral')}`, telephone: '+351 291 229 406' }],
    main: `<div class="frame frame-default frame-type-text"><h1>Vinho Madeira envelhecido em canteiro desde 1889</h1><p>Sercial, Verdelho, Boal e Malvasia, estagiados em cascos de carvalho no sótão da adega, onde o calor de Funchal faz o seu trabalho.</p><p>Geral: ${mailto(a('geral'))}</p></div>`,
  });
  pages['/pt/a-adega'] = page({ path: '/pt/a-adega', title: 'A Adega', main: `<h1>A Adega</h1><p>Fundada por João Lazareto Câmara, a adega continua nas mãos da família.</p>` });
  pages['/pt/vinhos-madeira'] = page({ path: '/pt/vinhos-madeira', title: 'Vinhos', main: `<h1>Vinhos</h1><ul><li>Sercial 10 Anos</li><li>Boal Colheita 2005</li><li>Malvasia Frasqueira 1977</li></ul>` });
  pages['/pt/equipa'] = page({
    path: '/pt/equipa',
    title: 'Equipa',
    alternates: { 'pt-PT': '/pt/equipa', en: '/en/meet-the-blenders' },
    main:
      `<div class="frame frame-type-list"><h1>A nossa equipa</h1><div class="row">` +
      TEAM.map((p) => `<div class="col-md-4 contact-person"><p class="contact-person__name"><strong>${esc(p.shown)}</strong></p><p class="contact-person__position">${esc(p.pt)}</p><p><a href="#" data-mailto-token="${esc(atSubst(p.local))}" data-mailto-vector="1">${atSubst(a(p.local))}</a></p></div>`).join('') +
      `</div></div>`,
  });
  pages['/pt/contactos'] = page({
    path: '/pt/contactos',
    title: 'Contactos',
    main: `<h1>Contactos</h1><p>Geral: ${mailto(a('geral'))}<br>Loja e provas: ${mailto(a('loja'))}</p><p>Envios para o continente pela TransMadeira Carga (apoio.cliente@transmadeira.pt).</p>`,
  });
  pages['/pt/privacidade'] = page({ path: '/pt/privacidade', title: 'Privacidade', main: `<h1>Política de Privacidade</h1><p>Encarregado da proteção de dados – Sérgio Vasconcelos: ${mailto(a('sergio.vasconcelos'))}</p>` });
  pages['/pt/livro-de-reclamacoes'] = page({ path: '/pt/livro-de-reclamacoes', title: 'Livro de Reclamações', main: `<h1>Livro de Reclamações</h1><p>Livro de Reclamações Eletrónico.</p>` });
  pages['/pt/area-importadores'] = page({ path: '/pt/area-importadores', title: 'Importadores', main: `<h1>Área de importadores</h1><p>${mailto(a('importadores'))}</p>` });
  pages['/en'] = page({ path: '/en', title: 'Madeira wine since 1889', lang: 'en', alternates: ALT, main: `<h1>Madeira wine since 1889</h1><p>Visit our lodge in the old town of Funchal.</p><p><a href="/en/meet-the-blenders">Meet the blenders</a> · <a href="/en/tastings">Tastings</a></p>` });
  pages['/en/meet-the-blenders'] = page({
    path: '/en/meet-the-blenders',
    title: 'Meet the blenders',
    lang: 'en',
    alternates: { 'pt-PT': '/pt/equipa', en: '/en/meet-the-blenders' },
    main:
      `<h1>Meet the blenders</h1><ul class="people">` +
      TEAM.filter((p) => p.en)
        .map((p) => `<li>${esc(p.shown)}, ${esc(p.en!)} – ${mailto(a(p.local))}</li>`)
        .join('') +
      `</ul>`,
  });
  pages['/en/tastings'] = page({ path: '/en/tastings', title: 'Tastings', lang: 'en', main: `<h1>Tastings</h1><p>Daily at 11:00 and 16:00. Bookings: ${mailto(a('loja'))}</p>` });
  pages['/pt/noticias/canteiro-2025'] = page({
    path: '/pt/noticias/canteiro-2025',
    title: 'Novos cascos no canteiro',
    main: `<article class="news-single"><h1>Cinquenta novos cascos no canteiro</h1><p>O tanoeiro da casa, Rui Mendonça, recuperou este inverno cinquenta cascos de carvalho americano; quem quiser acompanhar o trabalho da tanoaria pode contactá-lo em ${mailto(a('rui.mendonca'))}.</p></article>`,
  });
  pages['/sitemaps/sitemap-noticias.xml'] = xmlPage(urlset(HOST, ['/pt/noticias/canteiro-2025'], '2025-03-02'));

  const member = (p: P) => ({
    address: a(p.local),
    name: p.name,
    title: p.pt,
    ...(p.en ? { titleAlternatives: [p.en] } : {}),
    pages: p.en ? ['/pt/equipa', '/en/meet-the-blenders'] : ['/pt/equipa'],
    cases: ['card', 'obfuscated', 'link-non-english', ...(p.en ? ['name-title-line', 'plain', 'link-english-unlisted'] : []), ...(p.hon ? ['honorific'] : []), ...(p.post ? ['post-nominal'] : [])] as CaseKind[],
  });
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /pt/area-importadores\n\nSitemap: ${ORIGIN}/sitemaps/sitemap-noticias.xml\n`, pages, headers: { Server: 'Apache/2.4.62 (Debian)' } },
    truth: {
      domain: HOST,
      set: 'held-out-82',
      languages: ['pt', 'en'],
      addresses: [
        { address: a('geral'), name: null, title: null, pages: ['/', '/pt/contactos'], cases: ['role', 'plain', 'json-ld-mailto'] },
        { address: a('loja'), name: null, title: null, pages: ['/pt/contactos', '/en/tastings'], cases: ['role', 'plain'] },
        ...TEAM.map(member),
        { address: a('sergio.vasconcelos'), name: 'Sérgio Vasconcelos', title: 'Encarregado da proteção de dados', pages: ['/pt/privacidade'], cases: ['title-name-line', 'plain'] },
        { address: a('rui.mendonca'), name: 'Rui Mendonça', title: 'tanoeiro', pages: ['/pt/noticias/canteiro-2025'], cases: ['prose', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/pt/area-importadores'],
      nonAddresses: [
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: `importadores@${HOST}`, kind: 'disallowed' },
        { text: 'lazareto-icon@2x.png', kind: 'retina' },
        { text: 'apoio.cliente@transmadeira.pt', kind: 'other-company' },
      ],
    },
  };
}
