/**
 * Folha do Taquari: a regional newspaper in Lajeado (Rio Grande do Sul), on WordPress with
 * tagDiv's Newspaper theme and Yoast SEO. The masthead ("Expediente") in "Função: Nome –
 * e-mail" lines, a reporter's address in the closing sentence of a story with her byline, the
 * advertising page (linked nowhere, listed only in a child of Yoast's sitemap index) with the
 * account executives in a table without a header row; the newsroom and subscriber mailboxes,
 * the law firm's address, the form's placeholder, a retina logo and the subscriber area
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'folhadotaquari.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/categoria/cidades/', 'Cidades'],
  ['/categoria/economia/', 'Economia'],
  ['/categoria/esportes/', 'Esportes'],
  ['/categoria/opiniao/', 'Opinião'],
  ['/expediente/', 'Expediente'],
  ['/fale-conosco/', 'Fale Conosco'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Folha do Taquari',
  head: [
    '<meta name="generator" content="WordPress 6.4.5">',
    `<link rel="stylesheet" id="td-theme-css" href="${ORIGIN}/wp-content/themes/Newspaper/style.css?ver=12.6.5" type="text/css" media="all">`,
    `<link rel="stylesheet" id="td-plugin-multi-purpose-css" href="${ORIGIN}/wp-content/plugins/td-composer/td-multi-purpose/style.css?ver=a4d6e3ad8c9b2f0e1d5c" type="text/css" media="all">`,
    `<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4R8XT"></script>`,
  ],
  header: () =>
    `<div class="td-header-wrap td-header-style-1"><div class="td-header-top-menu-full td-container-wrap"><div class="td-container td-header-row td-header-top-menu"><div class="td-header-sp-top-menu"><div class="td_data_time">sexta-feira, 14 março 2025</div></div></div></div>` +
    `<div class="td-banner-wrap-full td-logo-wrap-full td-container-wrap"><div class="td-container td-header-row td-header-header"><div class="td-header-sp-logo"><a class="td-main-logo" href="/"><img class="td-retina-data" data-retina="${ORIGIN}/wp-content/uploads/2023/05/logo-folha-taquari@2x.png" src="${ORIGIN}/wp-content/uploads/2023/05/logo-folha-taquari.png" alt="Folha do Taquari" width="300" height="90"><span class="td-visual-hidden">Folha do Taquari</span></a></div></div></div>` +
    `<div class="td-header-menu-wrap-full td-container-wrap"><div class="td-header-menu-wrap td-header-gradient"><div class="td-container td-header-row td-header-main-menu"><div id="td-header-menu" role="navigation"><div class="menu-menu-principal-container"><ul id="menu-menu-principal" class="sf-menu">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-custom menu-item-first td-menu-item td-normal-menu"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></div></div></div></div></div>`,
  footer: () =>
    `<div class="td-footer-wrapper td-footer-container td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span12"><div class="td-footer-info"><div class="footer-logo-wrap"><img class="td-retina-data" src="${ORIGIN}/wp-content/uploads/2023/05/logo-folha-taquari-branco.png" alt="Folha do Taquari"></div>` +
    `<div class="footer-text-wrap">Jornal Folha do Taquari Ltda. – CNPJ 04.318.552/0001-60<br>Rua Júlio de Castilhos, 1245 – Centro – Lajeado/RS – CEP 95900-012<br>Redação: ${tel('(51) 3714-2200')} · ${mailto(`redacao@${HOST}`)}</div></div></div></div></div></div>` +
    `<div class="td-sub-footer-container td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span-td-sub-footer-menu"><ul class="td-subfooter-menu"><li><a href="/politica-de-privacidade/">Política de Privacidade</a></li><li><a href="/area-do-assinante/">Área do Assinante</a></li></ul></div><div class="td-pb-span-td-sub-footer-copy"><div class="td-sub-footer-copy">© Folha do Taquari 2025 – Todos os direitos reservados</div></div></div></div></div>`,
  privacyPath: { pt: '/politica-de-privacidade' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const STORY = '/2025/03/13/ponte-de-ferro-entre-lajeado-e-estrela-tera-interdicao-parcial-a-partir-de-segunda';

type Line = { title: string; name: string; local: string };
const MASTHEAD: Line[] = [
  { title: 'Diretor-presidente', name: 'Ricardo Schneider', local: 'ricardo.schneider' },
  { title: 'Editora-chefe', name: 'Ana Paula dos Santos Weber', local: 'ana.weber' },
  { title: 'Editor de Esportes', name: 'Gustavo Mallmann', local: 'gustavo.mallmann' },
  { title: 'Gerente comercial', name: 'Débora Lazzari', local: 'debora.lazzari' },
];

export function folhaDoTaquari(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Notícias de Lajeado e do Vale do Taquari',
    lang: 'pt-BR',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'NewsMediaOrganization',
            '@id': `${ORIGIN}/#organization`,
            name: 'Folha do Taquari',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2023/05/logo-folha-taquari.png` },
            sameAs: ['https://www.facebook.com/folhadotaquari', 'https://www.instagram.com/folhadotaquari'],
          },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Folha do Taquari', inLanguage: 'pt-BR', publisher: { '@id': `${ORIGIN}/#organization` } },
        ],
      },
    ],
    main:
      `<div class="td-main-content-wrap td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span8 td-main-content"><div class="td_block_wrap td_block_big_grid_1"><div class="td-big-grid-wrapper">` +
      `<div class="td_module_mx5 td-animation-stack td-big-grid-post-0 td-big-grid-post td-big-thumb"><div class="td-meta-info-container"><div class="td-meta-align"><div class="td-big-grid-meta"><a href="/categoria/cidades/" class="td-post-category">Cidades</a><h3 class="entry-title td-module-title"><a href="${STORY}/" rel="bookmark">Ponte de ferro entre Lajeado e Estrela terá interdição parcial a partir de segunda</a></h3></div><div class="td-module-meta-info"><span class="td-post-author-name"><a href="/author/juliana-heck/">Juliana Heck</a></span></div></div></div></div>` +
      `<div class="td_module_mx6 td-big-grid-post-1 td-big-grid-post td-small-thumb"><h3 class="entry-title td-module-title"><a href="/2025/03/12/lajeadense-vence-o-estrela-e-assume-a-lideranca/">Lajeadense vence o clássico e assume a liderança da Divisão de Acesso</a></h3><span class="td-post-author-name">Gustavo Mallmann</span></div>` +
      `</div></div></div></div></div></div>`,
  });

  for (const [path, name] of [
    ['/categoria/cidades', 'Cidades'],
    ['/categoria/economia', 'Economia'],
    ['/categoria/esportes', 'Esportes'],
    ['/categoria/opiniao', 'Opinião'],
  ] as const) {
    pages[path] = page({ path, title: name, lang: 'pt-BR', main: `<div class="td-category-header"><h1 class="entry-title td-page-title">${esc(name)}</h1></div><div class="td-ss-main-content"><p>Mais notícias em breve.</p></div>` });
  }

  pages[STORY] = page({
    path: STORY,
    title: 'Ponte de ferro entre Lajeado e Estrela terá interdição parcial a partir de segunda',
    lang: 'pt-BR',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Ponte de ferro entre Lajeado e Estrela terá interdição parcial a partir de segunda',
        datePublished: '2025-03-13T17:42:00-03:00',
        author: { '@type': 'Person', name: 'Juliana Heck', url: `${ORIGIN}/author/juliana-heck/` },
        publisher: { '@id': `${ORIGIN}/#organization` },
      },
    ],
    main:
      `<div class="td-main-content-wrap td-container-wrap"><div class="td-container td-post-template-default"><div class="td-pb-row"><div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content"><article class="post type-post status-publish format-standard has-post-thumbnail category-cidades">` +
      `<div class="td-post-header"><ul class="td-category"><li class="entry-category"><a href="/categoria/cidades/">Cidades</a></li></ul><header class="td-post-title"><h1 class="entry-title">Ponte de ferro entre Lajeado e Estrela terá interdição parcial a partir de segunda</h1><p class="td-post-sub-title">Obras de recuperação da estrutura devem durar 90 dias; desvio será pela ERS-130</p>` +
      `<div class="td-module-meta-info"><div class="td-post-author-name"><div class="td-author-by">Por</div> <a href="/author/juliana-heck/">Juliana Heck</a><div class="td-author-line"> - </div></div><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="2025-03-13T17:42:00-03:00">13 de março de 2025</time></span></div></header></div>` +
      `<div class="td-post-content tagdiv-type"><p>O Daer confirmou nesta quinta-feira (13) que a ponte de ferro sobre o Rio Taquari, entre Lajeado e Estrela, terá uma das faixas interditada a partir de segunda-feira (17). O tráfego funcionará em sistema pare e siga das 7h às 19h.</p>` +
      `<p>Segundo o engenheiro responsável pela obra, a recuperação dos pilares danificados na enchente de maio de 2024 deve levar cerca de 90 dias. Caminhões acima de 15 toneladas deverão usar a ERS-130.</p>` +
      `<p><em>Juliana Heck é repórter de Cidades da Folha do Taquari. Tem uma sugestão de pauta sobre o trânsito na sua cidade? Escreva para ${mailto(`juliana.heck@${HOST}`)}.</em></p></div>` +
      `<div class="author-box-wrap"><a href="/author/juliana-heck/"><img alt="" src="${ORIGIN}/wp-content/uploads/2024/02/juliana-heck-96x96.jpg" class="avatar avatar-96 photo" height="96" width="96"></a><div class="desc"><div class="td-author-name vcard author"><span class="fn"><a href="/author/juliana-heck/">Juliana Heck</a></span></div><div class="td-author-description">Jornalista formada pela Univates, cobre Lajeado, Estrela e Arroio do Meio.</div></div></div>` +
      `</article></div></div></div></div></div>`,
  });

  pages['/expediente'] = page({
    path: '/expediente',
    title: 'Expediente',
    lang: 'pt-BR',
    main:
      `<div class="td-main-content-wrap td-container-wrap"><div class="td-container"><div class="td-pb-row"><div class="td-pb-span12 td-main-content"><div class="td-page-header"><h1 class="entry-title td-page-title"><span>Expediente</span></h1></div><div class="td-page-content tagdiv-type">` +
      `<p><strong>Folha do Taquari</strong> – fundado em 3 de outubro de 1981<br>Circulação: terças, quintas e sábados, em 14 municípios do Vale do Taquari</p>` +
      MASTHEAD.map((m) => `<p><strong>${esc(m.title)}:</strong> ${esc(m.name)} – ${mailto(`${m.local}@${HOST}`)}</p>`).join('') +
      `<p><strong>Redação:</strong> Juliana Heck, Maurício Dullius, Tainá Kuhn, Vitor Scherer (fotografia)</p><p><strong>Pauta e envio de releases:</strong> ${mailto(`redacao@${HOST}`)}</p>` +
      `<p><strong>Assessoria jurídica:</strong> Fontana &amp; Bagatini Advogados Associados – contato@fontanabagatini.adv.br</p>` +
      `<p>Os artigos assinados não refletem necessariamente a opinião do jornal.</p></div></div></div></div></div>`,
  });

  pages['/fale-conosco'] = page({
    path: '/fale-conosco',
    title: 'Fale Conosco',
    lang: 'pt-BR',
    main:
      `<div class="td-page-content tagdiv-type"><h1 class="entry-title td-page-title">Fale Conosco</h1><p>Redação: ${tel('(51) 3714-2200')} – ${mailto(`redacao@${HOST}`)}<br>Central do Assinante (seg. a sex., 8h às 18h): ${tel('(51) 3714-2210')} – ${mailto(`assinaturas@${HOST}`)}</p>` +
      `<div role="form" class="wpcf7" id="wpcf7-f311-p57-o1" lang="pt-BR" dir="ltr"><form action="/fale-conosco/#wpcf7-f311-p57-o1" method="post" class="wpcf7-form init"><p><label>Seu nome<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input type="text" name="your-name" size="40" class="wpcf7-form-control wpcf7-text"></span></label></p>` +
      `<p><label>Seu e-mail<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input type="email" name="your-email" size="40" class="wpcf7-form-control wpcf7-email" placeholder="seunome@provedor.com.br"></span></label></p><p><label>Mensagem<br><textarea name="your-message" class="wpcf7-form-control wpcf7-textarea"></textarea></label></p><p><input type="submit" value="Enviar" class="wpcf7-form-control wpcf7-submit"></p></form></div></div>`,
  });

  pages['/anuncie'] = page({
    path: '/anuncie',
    title: 'Anuncie',
    lang: 'pt-BR',
    main:
      `<div class="td-page-content tagdiv-type"><h1 class="entry-title td-page-title">Anuncie na Folha</h1><p>Jornal impresso com tiragem de 11 mil exemplares, portal com 480 mil visualizações mensais e newsletter diária. Solicite nosso mídia kit.</p>` +
      `<table class="tabela-comercial"><tbody>` +
      `<tr><td>Camila Rohden</td><td>Executiva de contas – Lajeado e Estrela</td><td>${tel('(51) 99812-4431')}</td><td>${mailto(`camila.rohden@${HOST}`)}</td></tr>` +
      `<tr><td>Leandro Bortolini</td><td>Executivo de contas – Encantado e Alto Taquari</td><td>${tel('(51) 99655-0187')}</td><td>${mailto(`leandro.bortolini@${HOST}`)}</td></tr>` +
      `</tbody></table><p>Classificados e editais: ${mailto(`comercial@${HOST}`)}</p></div>`,
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de Privacidade', lang: 'pt-BR', main: `<h1>Política de Privacidade</h1><p>Em conformidade com a LGPD (Lei nº 13.709/2018).</p>` });
  pages['/area-do-assinante'] = page({ path: '/area-do-assinante', title: 'Área do Assinante', lang: 'pt-BR', main: `<h1>Área do Assinante</h1><p>Problemas para acessar a edição digital? ${mailto(`suporte.assinante@${HOST}`)}</p>` });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/post-sitemap.xml', '/page-sitemap.xml', '/category-sitemap.xml'], '2025-03-13T20:42:11+00:00'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, [`${STORY}/`, '/2025/03/12/lajeadense-vence-o-estrela-e-assume-a-lideranca/'], '2025-03-13T20:42:11+00:00'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/expediente/', '/fale-conosco/', '/anuncie/', '/politica-de-privacidade/'], '2025-02-01T12:00:00+00:00'));
  pages['/category-sitemap.xml'] = xmlPage(urlset(HOST, ['/categoria/cidades/', '/categoria/economia/', '/categoria/esportes/', '/categoria/opiniao/'], '2025-03-13T20:42:11+00:00'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-do-assinante\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'cf-cache-status': 'HIT', 'x-powered-by': 'PHP/8.0.30' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-19',
      languages: ['pt'],
      addresses: [
        { address: `redacao@${HOST}`, name: null, title: null, pages: ['/', '/expediente', '/fale-conosco'], cases: ['role', 'plain'] },
        ...MASTHEAD.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/expediente'], cases: ['title-name-line', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `juliana.heck@${HOST}`, name: 'Juliana Heck', title: 'repórter de Cidades', pages: [STORY], cases: ['prose', 'plain'] },
        { address: `camila.rohden@${HOST}`, name: 'Camila Rohden', title: 'Executiva de contas – Lajeado e Estrela', titleAlternatives: ['Executiva de contas'], pages: ['/anuncie'], cases: ['table', 'plain', 'sitemap-index'] },
        { address: `leandro.bortolini@${HOST}`, name: 'Leandro Bortolini', title: 'Executivo de contas – Encantado e Alto Taquari', titleAlternatives: ['Executivo de contas'], pages: ['/anuncie'], cases: ['table', 'plain', 'sitemap-index'] },
        { address: `comercial@${HOST}`, name: null, title: null, pages: ['/anuncie'], cases: ['role', 'plain', 'sitemap-index'] },
        { address: `assinaturas@${HOST}`, name: null, title: null, pages: ['/fale-conosco'], cases: ['role', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-do-assinante'],
      nonAddresses: [
        { text: `suporte.assinante@${HOST}`, kind: 'disallowed' },
        { text: 'contato@fontanabagatini.adv.br', kind: 'other-company' },
        { text: 'seunome@provedor.com.br', kind: 'placeholder' },
        { text: 'logo-folha-taquari@2x.png', kind: 'retina' },
      ],
    },
  };
}
