/**
 * Mantiqueira Verde Cafés: a green-coffee exporter in Carmo de Minas (Minas Gerais), on Drupal 10,
 * in Brazilian Portuguese with an English section. The team as Drupal view cards on both
 * languages (the logistics coordinator's address as character references, the export manager
 * with an MBA), the sustainability lead as "Cargo: Eng.ª agrônoma …", a buyer in a news story
 * two links deep, and the Asia desk on the English contact page reached through an English link
 * outside the usual words. The customer area (disallowed) and a lab's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'mantiqueiraverde.test';
const ORIGIN = `http://${HOST}`;

const MENU_PT: [string, string][] = [
  ['/', 'Início'],
  ['/quem-somos', 'Quem somos'],
  ['/equipe', 'Equipe'],
  ['/noticias', 'Notícias'],
  ['/contato', 'Contato'],
  ['/en', 'English'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/our-people', 'Meet the people behind the beans'],
  ['/en/trade-desk', 'Talk to our traders'],
  ['/', 'Português'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Mantiqueira Verde Cafés',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq1k3v8Vd0m2b9ZpQeF0gKQ7w.css?delta=0&amp;language=pt-br&amp;theme=olivero">',
  ],
  header: (spec) =>
    `<header class="site-header" role="banner"><div class="site-branding"><a href="${spec.lang === 'en' ? '/en' : '/'}" rel="home" class="site-branding__logo"><img src="/sites/default/files/logo-mantiqueira-verde.svg" alt="Início"></a><div class="site-branding__name">Mantiqueira Verde Cafés</div></div>` +
    `<nav role="navigation" class="primary-nav"><ul class="menu primary-nav__menu">${(spec.lang === 'en' ? MENU_EN : MENU_PT).map(([href, label]) => `<li class="primary-nav__menu-item"><a href="${href}" class="primary-nav__menu-link">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (spec) =>
    `<footer class="site-footer"><div class="region region--footer-top"><div class="block block-block-content"><p>Mantiqueira Verde Exportadora de Cafés Ltda. · CNPJ 18.442.907/0001-63 · Rod. MG-350, km 4 · Carmo de Minas – MG · ${tel('+55 35 3334-2180')}</p>` +
    `<p>${mailto(`comercial@${HOST}`)} · <a href="/politica-de-privacidade">${spec.lang === 'en' ? 'Privacy' : 'Política de privacidade'}</a> · <a href="/area-do-cliente">${spec.lang === 'en' ? 'Client area' : 'Área do cliente'}</a></p></div></div></footer>`,
  privacyPath: { pt: '/politica-de-privacidade', en: '/politica-de-privacidade' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pt-BR' });
const node = (html: string): string => `<article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary">${html}</div></div></article>`;

type Person = { shown: string; name: string; pt: string; en: string; local: string; enc?: boolean };
const TEAM: Person[] = [
  { shown: 'Henrique Vasconcelos', name: 'Henrique Vasconcelos', pt: 'Sócio-diretor', en: 'Managing Partner', local: 'henrique.vasconcelos' },
  { shown: 'Mariana Figueiredo, MBA', name: 'Mariana Figueiredo', pt: 'Gerente de Exportação', en: 'Export Manager', local: 'mariana.figueiredo' },
  { shown: 'Lucas Andrade', name: 'Lucas Andrade', pt: 'Classificador e provador (Q Grader)', en: 'Head Cupper, Licensed Q Grader', local: 'lucas.andrade' },
  { shown: 'Beatriz Campos', name: 'Beatriz Campos', pt: 'Coordenadora de Logística e Embarques', en: 'Logistics & Shipping Coordinator', local: 'beatriz.campos', enc: true },
  { shown: 'Fernanda Souza', name: 'Fernanda Souza', pt: 'Analista de Qualidade e Rastreabilidade', en: 'Quality & Traceability Analyst', local: 'fernanda.souza' },
];

const cards = (lang: 'pt' | 'en'): string =>
  `<div class="views-element-container"><div class="view view-equipe view-display-id-page_1"><div class="view-content">` +
  TEAM.map((p) => {
    const addr = `${p.local}@${HOST}`;
    const link = p.enc ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
    return `<div class="views-row"><div class="node--type-membro-equipe"><img src="/sites/default/files/styles/medium/public/equipe/${p.local}.jpg" alt="${esc(p.name)}"><h3 class="field--name-title">${esc(p.shown)}</h3><div class="field field--name-field-cargo">${esc(lang === 'pt' ? p.pt : p.en)}</div><div class="field field--name-field-email">${link}</div></div></div>`;
  }).join('') +
  `</div></div></div>`;

export function mantiqueiraVerde(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { 'pt-br': '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Cafés especiais da Mantiqueira de Minas',
    alternates: alt,
    main: node(`<h1>Do terreiro ao contêiner</h1><p>Exportamos cafés especiais de 140 pequenos produtores da Mantiqueira de Minas para torrefações no Japão, na Coreia do Sul, nos EUA e na Europa.</p><p><a href="/noticias">Acompanhe a safra 2025</a></p>`),
  });

  pages['/quem-somos'] = page({ path: '/quem-somos', title: 'Quem somos', main: node(`<h1>Quem somos</h1><p>Fundada em 2009 por duas famílias de cafeicultores de Carmo de Minas, a Mantiqueira Verde compra, beneficia, classifica e embarca cafés com pontuação acima de 84 pontos SCA.</p>`) });

  pages['/equipe'] = page({ path: '/equipe', title: 'Equipe', alternates: { 'pt-br': '/equipe', en: '/en/our-people' }, main: node(`<h1>Nossa equipe</h1>`) + cards('pt') });

  pages['/noticias'] = page({
    path: '/noticias',
    title: 'Notícias',
    main: node(`<h1>Notícias</h1><div class="views-row"><h2><a href="/noticias/safra-2025-colheita-comeca-com-otimismo">Safra 2025: colheita começa com otimismo no Sul de Minas</a></h2><p>22/05/2025</p></div>`),
  });

  pages['/noticias/safra-2025-colheita-comeca-com-otimismo'] = page({
    path: '/noticias/safra-2025-colheita-comeca-com-otimismo',
    title: 'Safra 2025: colheita começa com otimismo no Sul de Minas',
    main: node(
      `<h1>Safra 2025: colheita começa com otimismo no Sul de Minas</h1><p>Depois de um florada irregular em 2024, os cafezais da Mantiqueira chegam à colheita com boa carga e grãos mais graúdos.</p>` +
        `<p>“Os lotes de cereja descascado estão vindo com muita doçura”, conta Rafael Moreira, comprador responsável pelas cooperativas do Sul de Minas. Produtores que quiserem enviar amostras podem falar com ele pelo ${mailto(`rafael.moreira@${HOST}`)}.</p>`,
    ),
  });

  pages['/contato'] = page({
    path: '/contato',
    title: 'Contato',
    main: node(
      `<h1>Contato</h1><p>Comercial e amostras: ${mailto(`comercial@${HOST}`)}</p>` +
        `<p>Coordenadora de Sustentabilidade e Certificações: Eng.ª agrônoma Paula Rezende – ${mailto(`paula.rezende@${HOST}`)}</p>` +
        `<p>Análises de solo são feitas em parceria com o Laboratório Terra Sul (laudos@terrasul-lab.test).</p>`,
    ),
  });

  pages['/en'] = page({ path: '/en', title: 'Specialty green coffee from Minas Gerais', lang: 'en', alternates: alt, main: node(`<h1>From drying patio to container</h1><p>Traceable specialty lots from the Mantiqueira de Minas, shipped from the port of Santos.</p>`) });
  pages['/en/our-people'] = page({ path: '/en/our-people', title: 'Our people', lang: 'en', alternates: { 'pt-br': '/equipe', en: '/en/our-people' }, main: node(`<h1>Meet the people behind the beans</h1>`) + cards('en') });
  pages['/en/trade-desk'] = page({
    path: '/en/trade-desk',
    title: 'Trade desk',
    lang: 'en',
    main: node(`<h1>Talk to our traders</h1><p>Offer lists and pre-shipment samples: ${mailto(`comercial@${HOST}`)}</p><p>Our Asia desk is run by Tatiana Lopes, Key Account Manager – Japan &amp; Korea. Write to her at ${mailto(`tatiana.lopes@${HOST}`)}.</p>`),
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de privacidade', main: node(`<h1>Política de privacidade</h1><p>Tratamos seus dados conforme a Lei Geral de Proteção de Dados (LGPD).</p>`) });
  pages['/area-do-cliente'] = page({ path: '/area-do-cliente', title: 'Área do cliente', main: node(`<h1>Área do cliente</h1><p>Contratos, certificados de origem e status dos embarques. Suporte: ${mailto(`embarques@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /area-do-cliente\n`,
      sitemapXml: urlset(HOST, ['/', '/quem-somos', '/equipe', '/noticias', '/contato', '/en', '/en/our-people', '/en/trade-desk'], '2025-05-22'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-86',
      languages: ['pt', 'en'],
      addresses: [
        { address: `comercial@${HOST}`, name: null, title: null, pages: ['/', '/contato'], cases: ['role', 'plain'] },
        ...TEAM.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.pt,
          titleAlternatives: [p.en],
          pages: ['/equipe', '/en/our-people'],
          cases: [
            'card' as const,
            p.enc ? ('entities' as const) : ('plain' as const),
            'link-non-english' as const,
            ...(p.shown !== p.name ? (['post-nominal'] as const) : []),
          ],
        })),
        { address: `paula.rezende@${HOST}`, name: 'Paula Rezende', title: 'Coordenadora de Sustentabilidade e Certificações', pages: ['/contato'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `rafael.moreira@${HOST}`, name: 'Rafael Moreira', title: 'comprador responsável pelas cooperativas do Sul de Minas', pages: ['/noticias/safra-2025-colheita-comeca-com-otimismo'], cases: ['prose', 'name-title-line', 'deep-page', 'plain', 'link-non-english'] },
        { address: `tatiana.lopes@${HOST}`, name: 'Tatiana Lopes', title: 'Key Account Manager – Japan & Korea', pages: ['/en/trade-desk'], cases: ['prose', 'deep-page', 'link-english-unlisted', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-do-cliente'],
      nonAddresses: [
        { text: `embarques@${HOST}`, kind: 'disallowed' },
        { text: 'laudos@terrasul-lab.test', kind: 'other-company' },
      ],
    },
  };
}
