/**
 * Olaria do Bonfim: a pottery workshop and online shop in Porto, on Shopify with the Dawn theme,
 * in European Portuguese. The team as image-with-text cards on "Quem somos", the founder's card in
 * schema.org Person microdata and the designer's address kept in a data attribute backwards and
 * turned around by a custom-liquid script; the warehouse lead in the FAQ's prose; the finance
 * director as the data controller's label line in the terms. Shopify's robots.txt with the
 * wholesale page disallowed, the retina logo's "_180x@2x" file name and a slider library's
 * version are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'olaria-do-bonfim.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/collections/all', 'Loja'],
  ['/pages/quem-somos', 'Quem somos'],
  ['/pages/workshops', 'Workshops'],
  ['/pages/perguntas-frequentes', 'Perguntas frequentes'],
  ['/pages/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Olaria do Bonfim',
  head: [
    '<meta name="theme-color" content="">',
    '<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>',
    '<meta name="shopify-checkout-api-token" content="6f2e0c9b8a71d43e5f0a2b9c7d1e6a48">',
    '<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/71428933921/digital_wallets/dialog">',
    `<script>var Shopify = Shopify || {};Shopify.shop = "olaria-do-bonfim.myshopify.com";Shopify.locale = "pt-PT";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.country = "PT";Shopify.theme = {"name":"Dawn","id":158221344801,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};</script>`,
    `<link href="//${HOST}/cdn/shop/t/3/assets/base.css?v=88290808517547527771718031251" rel="stylesheet" type="text/css" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/css/splide.min.css">',
  ],
  header: (spec) =>
    `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Avançar para o conteúdo</a>` +
    `<div id="shopify-section-sections--19804716122401__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-scheme-4 gradient" role="region" aria-label="Anúncio"><p class="announcement-bar__message h5"><span>Portes grátis em Portugal continental a partir de 60 €</span></p></div></div>` +
    `<div id="shopify-section-sections--19804716122401__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu">` +
    `<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//${HOST}/cdn/shop/files/logo-olaria_180x.png?v=1699283311" srcset="//${HOST}/cdn/shop/files/logo-olaria_180x.png?v=1699283311 1x, //${HOST}/cdn/shop/files/logo-olaria_180x@2x.png?v=1699283311 2x" alt="Olaria do Bonfim" width="180" height="62" class="header__heading-logo motion-reduce"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">` +
    MENU.map(([href, label]) => `<li><a href="${href}" class="header__menu-item list-menu__item link link--text focus-inset"${href === spec.path ? ' aria-current="page"' : ''}><span${href === spec.path ? ' class="header__active-menu-item"' : ''}>${esc(label)}</span></a></li>`).join('') +
    `</ul></nav><div class="header__icons"><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Carrinho</span></a></div></header></sticky-header></div>`,
  footer: () =>
    `<div id="shopify-section-sections--19804716089633__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--19804716089633__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Olaria do Bonfim</h2><div class="footer-block__details-content rte"><p>Rua do Heroísmo 212<br>4300-256 Porto<br>${tel('+351 225 107 482')}<br>${mailto(`ola@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Informações</h2><ul class="footer-block__details-content list-unstyled">` +
    `<li><a href="/pages/termos-e-condicoes" class="link link--text list-menu__item list-menu__item--link">Termos e condições</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Política de privacidade</a></li><li><a href="/pages/revenda" class="link link--text list-menu__item list-menu__item--link">Revenda</a></li><li><a href="https://www.livroreclamacoes.pt/" class="link link--text list-menu__item list-menu__item--link">Livro de Reclamações</a></li></ul></div></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Olaria do Bonfim</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com/pt-PT?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Tecnologia Shopify</a></small></div></div></footer></div>`,
  privacyPath: { pt: '/policies/privacy-policy' },
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/js/splide.min.js" defer="defer"></script>',
    `<script src="//${HOST}/cdn/shop/t/3/assets/global.js?v=37284204640041572741718031252" defer="defer"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage =>
  renderPage(theme, { ...spec, lang: spec.lang ?? 'pt-PT', main: `<div id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">${spec.main}</div>` });

const section = (id: string, html: string): string =>
  `<section id="shopify-section-template--19804716450081__${id}" class="shopify-section section"><div class="page-width page-width--narrow section-template--19804716450081__${id}-padding"><div class="rte">${html}</div></div></section>`;

type Member = { name: string; title: string; local: string; photo: string; how: 'microdata' | 'plain' | 'reversed'; bio: string };
const TEAM: Member[] = [
  { name: 'Joana Correia', title: 'Fundadora e ceramista', local: 'joana', photo: 'joana', how: 'microdata', bio: 'Aprendeu a trabalhar o barro em Barcelos e abriu a olaria em 2016, num antigo armazém do Bonfim.' },
  { name: 'Tiago Moreira', title: 'Oleiro e responsável de produção', local: 'tiago', photo: 'tiago', how: 'plain', bio: 'Roda, vidrados e fornadas: é ele quem decide quando uma peça está pronta.' },
  { name: 'Inês Vasconcelos', title: 'Design e redes sociais', local: 'ines', photo: 'ines', how: 'reversed', bio: 'Desenha as coleções e fotografa cada peça da loja.' },
  { name: 'Beatriz Lopes', title: 'Atendimento ao cliente e encomendas', local: 'beatriz', photo: 'beatriz', how: 'plain', bio: 'Responde às mensagens e trata das encomendas personalizadas para restaurantes.' },
];

const REVERSE_SCRIPT = `document.querySelectorAll('.email-rev').forEach(function(el){var m=el.getAttribute('data-rev').split('').reverse().join('');el.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});`;

const teamCard = (m: Member): string => {
  const address = `${m.local}@${HOST}`;
  const img = `<div class="image-with-text__media media"><img src="//${HOST}/cdn/shop/files/equipa-${m.photo}.jpg?v=1700112233&amp;width=600" alt="${esc(m.name)}" width="600" height="600" loading="lazy"></div>`;
  if (m.how === 'microdata') {
    return (
      `<div class="grid__item multicolumn-card" itemscope itemtype="https://schema.org/Person">${img}<div class="multicolumn-card__info"><h3 class="inline-richtext" itemprop="name">${esc(m.name)}</h3>` +
      `<p class="caption-with-letter-spacing" itemprop="jobTitle">${esc(m.title)}</p><div class="rte"><p>${esc(m.bio)}</p><p><a itemprop="email" href="mailto:${address}">${address}</a></p></div></div></div>`
    );
  }
  const mail = m.how === 'reversed' ? `<span class="email-rev" data-rev="${reversed(address)}"></span>` : mailto(address);
  return `<div class="grid__item multicolumn-card">${img}<div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(m.name)}</h3><p class="caption-with-letter-spacing">${esc(m.title)}</p><div class="rte"><p>${esc(m.bio)}</p><p>${mail}</p></div></div></div>`;
};

export function olariaDoBonfim(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Cerâmica feita à mão no Porto',
    jsonLd: [{ '@context': 'http://schema.org', '@type': 'Organization', name: 'Olaria do Bonfim', logo: `http://${HOST}/cdn/shop/files/logo-olaria_180x.png`, sameAs: ['https://www.instagram.com/olariadobonfim', 'https://www.facebook.com/olariadobonfim'], url: `${ORIGIN}/` }],
    main:
      section('image_banner', `<h1>Cerâmica feita à mão no Porto</h1><p>Pratos, taças e canecas de grés, torneadas uma a uma na nossa oficina do Bonfim e cozidas a 1250 °C.</p><p><a href="/collections/all" class="button">Ver a loja</a></p>`) +
      section('featured', `<h2>Workshops de roda de oleiro</h2><p>Aos sábados de manhã, grupos de seis pessoas. <a href="/pages/workshops">Saber mais</a></p>`),
  });

  pages['/collections/all'] = page({
    path: '/collections/all',
    title: 'Todos os produtos',
    main: section('product-grid', '<h1>Loja</h1><ul class="grid product-grid" role="list"><li class="grid__item">Prato raso Ribeira – 24 €</li><li class="grid__item">Taça Bonfim, azul-cobalto – 18 €</li><li class="grid__item">Caneca Heroísmo – 16 €</li><li class="grid__item">Travessa oval grande – 42 €</li></ul>'),
  });

  pages['/pages/quem-somos'] = page({
    path: '/pages/quem-somos',
    title: 'Quem somos',
    main:
      section('main', '<h1>Quem somos</h1><p>Somos quatro e fazemos tudo cá dentro: do barro à embalagem.</p>') +
      `<section id="shopify-section-template--19804716450081__multicolumn" class="shopify-section section"><div class="multicolumn color-scheme-1 gradient"><div class="page-width"><ul class="multicolumn-list contains-content-container grid grid--2-col-tablet grid--4-col-desktop" role="list">${TEAM.map(teamCard).join('')}</ul></div></div></section>` +
      `<div id="shopify-section-template--19804716450081__custom_liquid" class="shopify-section"><script>${REVERSE_SCRIPT}</script></div>`,
  });

  pages['/pages/workshops'] = page({
    path: '/pages/workshops',
    title: 'Workshops',
    main: section('main', '<h1>Workshops</h1><p>Iniciação à roda de oleiro: três horas, todo o material incluído, 55 € por pessoa. As peças são vidradas por nós e ficam prontas para levantar três semanas depois.</p>'),
  });

  pages['/pages/perguntas-frequentes'] = page({
    path: '/pages/perguntas-frequentes',
    title: 'Perguntas frequentes',
    main: section(
      'main',
      `<h1>Perguntas frequentes</h1><h3>Quanto tempo demora a entrega?</h3><p>Enviamos em 2 a 4 dias úteis por CTT Expresso; as peças feitas por encomenda demoram cerca de cinco semanas.</p>` +
        `<h3>A minha peça chegou partida. E agora?</h3><p>Acontece raramente, mas acontece. As encomendas são embaladas pelo Pedro Sampaio, o nosso responsável de armazém e expedição: envie-lhe fotografias da caixa e da peça para ${mailto(`pedro@${HOST}`)} nas 48 horas seguintes à entrega e nós enviamos outra.</p>` +
        `<h3>As peças vão à máquina de lavar loiça?</h3><p>Sim, todas as peças de grés vão à máquina e ao micro-ondas.</p>`,
    ),
  });

  pages['/pages/contactos'] = page({
    path: '/pages/contactos',
    title: 'Contactos',
    main: section(
      'main',
      `<h1>Contactos</h1><p>Oficina e loja: Rua do Heroísmo 212, 4300-256 Porto (metro Heroísmo). Aberta de terça a sábado, das 10h às 19h.</p><p>Telefone: ${tel('+351 225 107 482')} (chamada para a rede fixa nacional)<br>E-mail: ${mailto(`ola@${HOST}`)}</p>`,
    ),
  });

  pages['/pages/termos-e-condicoes'] = page({
    path: '/pages/termos-e-condicoes',
    title: 'Termos e condições',
    main: section(
      'main',
      `<h1>Termos e condições</h1><p>A loja online olaria-do-bonfim.test é explorada por Olaria do Bonfim – Cerâmica Artesanal, Lda., NIPC 515 884 210, com sede na Rua do Heroísmo 212, 4300-256 Porto.</p>` +
        `<p>Responsável pelo tratamento de dados pessoais: Rita Monteiro, diretora administrativa e financeira, Rua do Heroísmo 212, 4300-256 Porto, tel. +351 225 107 483, rita@${HOST}.</p>` +
        `<p>Em caso de litígio, o consumidor pode recorrer ao Centro de Informação de Consumo e Arbitragem do Porto (www.cicap.pt).</p>`,
    ),
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Política de privacidade', main: section('main', '<h1>Política de privacidade</h1><p>Recolhemos apenas os dados necessários para processar as suas encomendas.</p>') });

  pages['/pages/revenda'] = page({
    path: '/pages/revenda',
    title: 'Revenda',
    main: section('main', `<h1>Revenda</h1><p>Tabela de preços para lojas e restaurantes. Pedidos de acesso: revenda@${HOST}</p>`),
  });

  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/pages/quem-somos', '/pages/workshops', '/pages/perguntas-frequentes', '/pages/contactos', '/pages/termos-e-condicoes'], '2025-01-30'));
  pages['/sitemap_collections_1.xml'] = xmlPage(urlset(HOST, ['/collections/all'], '2025-01-30'));

  const teamCases = (m: Member): CaseKind[] => ['card', m.how === 'reversed' ? 'script-reversed' : 'plain', 'link-non-english', ...(m.how === 'microdata' ? (['microdata'] as CaseKind[]) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /71428933921/checkouts\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /search\nDisallow: /pages/revenda\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_pages_1.xml', '/sitemap_collections_1.xml'], '2025-01-30'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '71428933921', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-110',
      languages: ['pt'],
      addresses: [
        { address: `ola@${HOST}`, name: null, title: null, pages: ['/', '/pages/contactos'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/pages/quem-somos'],
          ...(m.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: reversed(`${m.local}@${HOST}`) } } : {}),
          cases: teamCases(m),
        })),
        { address: `pedro@${HOST}`, name: 'Pedro Sampaio', title: 'responsável de armazém e expedição', pages: ['/pages/perguntas-frequentes'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `rita@${HOST}`, name: 'Rita Monteiro', title: 'diretora administrativa e financeira', pages: ['/pages/termos-e-condicoes'], cases: ['label-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/pages/revenda'],
      nonAddresses: [
        { text: `revenda@${HOST}`, kind: 'disallowed' },
        { text: 'logo-olaria_180x@2x.png', kind: 'retina' },
        { text: 'splide@4.1.4', kind: 'package' },
      ],
    },
  };
}
