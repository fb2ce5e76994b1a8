/**
 * Retrosaria Novelo: a yarn and haberdashery shop in Porto with an online store, on Shopify
 * (Dawn), in European Portuguese. The shop's address as "mailto:" in the Organization JSON-LD
 * Dawn writes, the staff as cards of a custom section on "Quem somos", the founder in a
 * schema.org Person microdata block on the contact page, the wholesale account manager's
 * address built by a custom-liquid script, and the workshops lead in a blog article that only the
 * blogs child of Shopify's sitemap index lists. The refund policy (Shopify's robots.txt disallows
 * /policies/) holds the returns address; the newsletter placeholder and a retina logo are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'retrosaria-novelo.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/collections/all', 'Loja'],
  ['/pages/workshops', 'Workshops'],
  ['/pages/quem-somos', 'Quem somos'],
  ['/pages/revenda', 'Revenda'],
  ['/pages/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Retrosaria Novelo',
  head: [
    `<script>var Shopify = Shopify || {};\nShopify.shop = "retrosaria-novelo.myshopify.com";\nShopify.locale = "pt-PT";\nShopify.currency = {"active":"EUR","rate":"1.0"};\nShopify.country = "PT";\nShopify.theme = {"name":"Dawn","id":136482095311,"schema_name":"Dawn","schema_version":"15.2.0","theme_store_id":887,"role":"main"};</script>`,
    `<link href="//${HOST}/cdn/shop/t/3/assets/base.css?v=144997082486365258741712834567" rel="stylesheet" type="text/css" media="all">`,
    `<script src="//${HOST}/cdn/shop/t/3/assets/global.js?v=84921380234817658921712834567" defer="defer"></script>`,
    '<meta name="shopify-checkout-api-token" content="a5c1f09e2d7b4e8f93c06a1d2b7e4f58">',
  ],
  header: (spec) =>
    `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Saltar para o conteúdo</a>` +
    `<div id="shopify-section-sections--17452199051471__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-scheme-4 gradient" role="region" aria-label="Anúncio"><p class="announcement-bar__message h5"><span>Envios grátis para Portugal continental a partir de 40 €</span></p></div></div>` +
    `<div id="shopify-section-sections--17452199051471__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu">` +
    `<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//${HOST}/cdn/shop/files/novelo-logo.png?v=1698765432&amp;width=600" srcset="//${HOST}/cdn/shop/files/novelo-logo.png?v=1698765432&amp;width=180 180w, //${HOST}/cdn/shop/files/novelo-logo@2x.png?v=1698765432&amp;width=360 360w" alt="Retrosaria Novelo" class="header__heading-logo motion-reduce" width="180" height="60"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([href, label]) => `<li><a href="${href}" class="header__menu-item list-menu__item link link--text focus-inset"${href === spec.path ? ' aria-current="page"' : ''}><span${href === spec.path ? ' class="header__active-menu-item"' : ''}>${esc(label)}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Iniciar sessão</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Carrinho</span></a></div></header></sticky-header></div>` +
    `<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`,
  footer: () =>
    `</main><div id="shopify-section-sections--17452199018703__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--17452199018703__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Retrosaria Novelo</h2><div class="footer-block__details-content rte"><p>Rua das Flores 142<br>4050-266 Porto<br>${tel('+351 222 018 447')}<br>${mailto(`ola@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Informações</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Trocas e devoluções</a></li><li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Envios</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Política de privacidade</a></li><li><a href="https://www.livroreclamacoes.pt" class="link link--text list-menu__item list-menu__item--link">Livro de Reclamações</a></li></ul></div>` +
    `<div class="footer-block--newsletter"><h2 class="footer-block__heading inline-richtext">Novidades da retrosaria</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--sections--17452199018703__footer" type="email" name="contact[email]" class="field__input" autocomplete="email" placeholder="o.seu.email@exemplo.pt" required><label class="field__label" for="NewsletterForm--sections--17452199018703__footer">E-mail</label></div></div></form></div>` +
    `</div></div><div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">&copy; 2025, <a href="/" title="">Retrosaria Novelo</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Com tecnologia Shopify</a></small></div></div></footer></div>`,
  bodyEnd: [`<script src="https://cdn.shopify.com/shopifycloud/portable-wallets/latest/accelerated-checkout-backwards-compat.css" defer></script>`],
};

const section = (id: string, html: string): string =>
  `<div id="shopify-section-template--17452198854863__${id}" class="shopify-section section"><div class="page-width page-width--narrow section-template--17452198854863__${id}-padding">${html}</div></div>`;

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-PT' });

type Staff = { name: string; title: string; local: string };
const EQUIPA: Staff[] = [
  { name: 'Rita Correia', title: 'Professora de tricô e crochê', local: 'rita.correia' },
  { name: 'Joana Matos', title: 'Loja online e envios', local: 'joana.matos' },
  { name: 'Sofia Lopes', title: 'Atendimento na loja da Rua das Flores', local: 'sofia.lopes' },
  { name: 'Hugo Tavares', title: 'Fotografia e redes sociais', local: 'hugo.tavares' },
];

const TIAGO_SCRIPT = `(function(){var u='tiago'+'.'+'nunes';var d='retrosaria-novelo'+'.'+'test';var a=u+'@'+d;document.getElementById('revenda-email').innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();`;

const ARTICLE = '/blogs/novidades/workshop-de-tingimento-natural-em-maio';

export function retrosariaNovelo(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Lãs, linhas e retrosaria no Porto',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Retrosaria Novelo',
        logo: `https://${HOST}/cdn/shop/files/novelo-logo.png?v=1698765432&width=500`,
        sameAs: ['https://www.instagram.com/retrosarianovelo', 'https://www.facebook.com/retrosarianovelo'],
        url: `${ORIGIN}`,
        email: `mailto:ola@${HOST}`,
      },
      { '@context': 'http://schema.org', '@type': 'WebSite', name: 'Retrosaria Novelo', potentialAction: { '@type': 'SearchAction', target: `${ORIGIN}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' }, url: `${ORIGIN}` },
    ],
    main: section(
      'image_banner',
      `<h1 class="banner__heading inline-richtext h1">Lãs portuguesas, linhas e tudo para quem faz à mão</h1><div class="banner__text rte"><p>Desde 2014 na Rua das Flores, com lãs de ovelha bordaleira e churra, linhas de algodão de Guimarães e botões de osso e madeira.</p></div><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Ver a loja</a></div>`,
    ),
  });

  pages['/collections/all'] = page({
    path: '/collections/all',
    title: 'Produtos',
    main: section('product-grid', `<h1 class="collection-hero__title">Produtos</h1><ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop"><li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading h5">Novelo Bordaleira 100 g – Cru</h3><div class="price"><span class="price-item price-item--regular">8,90 €</span></div></div></li><li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading h5">Linha de algodão n.º 8 – Azul-cobalto</h3><div class="price"><span class="price-item price-item--regular">3,20 €</span></div></div></li></ul>`),
  });

  pages['/pages/workshops'] = page({
    path: '/pages/workshops',
    title: 'Workshops',
    main: section('main', `<h1 class="main-page-title page-title h0">Workshops</h1><div class="rte"><p>Aos sábados de manhã: tricô para principiantes, crochê, bordado de Viana e tingimento natural. Grupos de 6 pessoas, material incluído.</p><p>Inscrições na loja ou por e-mail para ${mailto(`encomendas@${HOST}`)}, com o nome do workshop no assunto.</p></div>`),
  });

  pages['/pages/quem-somos'] = page({
    path: '/pages/quem-somos',
    title: 'Quem somos',
    main:
      section('main', `<h1 class="main-page-title page-title h0">Quem somos</h1><div class="rte"><p>A Novelo nasceu em 2014 de uma banca na feira de artesanato da Praça da Batalha. Hoje somos seis e vendemos para todo o país.</p></div>`) +
      section(
        'team',
        `<h2 class="title inline-richtext h2">A equipa</h2><ul class="multicolumn-list contains-content-container grid grid--2-col-tablet grid--4-col-desktop" role="list">` +
          EQUIPA.map(
            (s) =>
              `<li class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--half-width"><div class="media media--transparent media--square"><img src="//${HOST}/cdn/shop/files/equipa-${s.local.replace('.', '-')}.jpg?v=1701234567&amp;width=375" alt="${esc(s.name)}" width="375" height="375" loading="lazy"></div></div><div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(s.name)}</h3><div class="rte"><p>${esc(s.title)}</p><p>${mailto(`${s.local}@${HOST}`)}</p></div></div></div></li>`,
          ).join('') +
          `</ul>`,
      ),
  });

  pages['/pages/revenda'] = page({
    path: '/pages/revenda',
    title: 'Revenda',
    main: section(
      'main',
      `<h1 class="main-page-title page-title h0">Revenda para lojas</h1><div class="rte"><p>Vendemos as nossas lãs a retrosarias e lojas de artesanato em Portugal e Espanha, com encomenda mínima de 150 €. Pedimos o NIF e a morada da loja para abrir conta.</p>` +
        `<p>Tiago Nunes, gestor de contas de revenda – <span id="revenda-email">ative o JavaScript para ver o e-mail</span></p><script>${TIAGO_SCRIPT}</script></div>`,
    ),
  });

  pages['/pages/contactos'] = page({
    path: '/pages/contactos',
    title: 'Contactos',
    main: section(
      'main',
      `<h1 class="main-page-title page-title h0">Contactos</h1><div class="rte"><p>Loja: Rua das Flores 142, 4050-266 Porto · terça a sábado, 10h–19h</p><p>Encomendas online e inscrições nos workshops: ${mailto(`encomendas@${HOST}`)}</p>` +
        `<div itemscope itemtype="https://schema.org/Person" class="contacto-fundadora"><p>Fornecedores e imprensa: <span itemprop="name">Beatriz Almeida</span>, <span itemprop="jobTitle">fundadora e responsável de compras</span> · <a itemprop="email" href="mailto:beatriz.almeida@${HOST}">beatriz.almeida@${HOST}</a></p></div></div>`,
    ),
  });

  pages['/policies/refund-policy'] = page({
    path: '/policies/refund-policy',
    title: 'Trocas e devoluções',
    main: section('main', `<div class="shopify-policy__container"><div class="shopify-policy__title"><h1>Trocas e devoluções</h1></div><div class="shopify-policy__body"><div class="rte"><p>Tem 14 dias após a receção para devolver artigos não usados. Escreva para ${mailto(`devolucoes@${HOST}`)} com o número da encomenda.</p></div></div></div>`),
  });

  pages[ARTICLE] = page({
    path: ARTICLE,
    title: 'Workshop de tingimento natural em maio',
    main: section(
      'main-article',
      `<article class="article-template" itemscope itemtype="http://schema.org/BlogPosting"><header class="page-width page-width--narrow"><h1 class="article-template__title" itemprop="headline">Workshop de tingimento natural em maio</h1><span class="circle-divider caption-with-letter-spacing" itemprop="dateCreated pubdate datePublished"><time datetime="2025-04-02T09:00:00Z">2 de abril de 2025</time></span></header>` +
        `<div class="article-template__content page-width page-width--narrow rte" itemprop="articleBody"><p>Nos dias 10 e 17 de maio vamos tingir lã bordaleira com casca de cebola, folhas de nogueira e cochonilha, no quintal da loja.</p><p>O workshop é orientado pela Mariana Faria, responsável pelos nossos workshops, que responde a todas as dúvidas sobre material e inscrições em ${mailto(`mariana.faria@${HOST}`)}.</p></div></article>`,
    ),
  });

  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/', '/pages/workshops', '/pages/quem-somos', '/pages/revenda', '/pages/contactos'], '2025-04-02'));
  pages['/sitemap_collections_1.xml'] = xmlPage(urlset(HOST, ['/collections/all'], '2025-04-02'));
  pages['/sitemap_blogs_1.xml'] = xmlPage(urlset(HOST, [ARTICLE], '2025-04-02'));

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /collections/*%2B*\nDisallow: /blogs/*+*\nDisallow: /*?*oseid=*\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\nDisallow: /policies/\nDisallow: /search\nDisallow: /apple-app-site-association\nDisallow: /.well-known/shopify/monorail\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_pages_1.xml', '/sitemap_collections_1.xml', '/sitemap_blogs_1.xml'], '2025-04-02'),
      pages,
      headers: { 'X-ShopId': '58211439823', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify', Server: 'cloudflare' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-114',
      languages: ['pt'],
      addresses: [
        { address: `ola@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-mailto', 'plain'] },
        { address: `encomendas@${HOST}`, name: null, title: null, pages: ['/pages/contactos', '/pages/workshops'], cases: ['role', 'plain'] },
        ...EQUIPA.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/pages/quem-somos'], cases: ['card', 'plain', 'link-non-english'] as const })).map((a) => ({ ...a, cases: [...a.cases] })),
        { address: `beatriz.almeida@${HOST}`, name: 'Beatriz Almeida', title: 'fundadora e responsável de compras', pages: ['/pages/contactos'], cases: ['microdata', 'name-title-line', 'plain', 'link-non-english'] },
        { address: `tiago.nunes@${HOST}`, name: 'Tiago Nunes', title: 'gestor de contas de revenda', pages: ['/pages/revenda'], encoded: { kind: 'script', text: TIAGO_SCRIPT }, cases: ['name-title-line', 'script-concat'] },
        { address: `mariana.faria@${HOST}`, name: 'Mariana Faria', title: 'responsável pelos nossos workshops', pages: [ARTICLE], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/policies/refund-policy'],
      nonAddresses: [
        { text: `devolucoes@${HOST}`, kind: 'disallowed' },
        { text: 'o.seu.email@exemplo.pt', kind: 'placeholder' },
        { text: 'novelo-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
