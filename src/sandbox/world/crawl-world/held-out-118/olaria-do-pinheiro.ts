/**
 * Olaria do Pinheiro: a family pottery in Galegos Santa Maria near Barcelos that sells painted
 * Barcelos earthenware online, on Shopify with the Dawn theme, in European Portuguese. The team
 * on "Quem somos" as cards with schema.org Person microdata (the manager as "Eng.ª"); customer
 * support as the contactPoint of the theme's Organization JSON-LD and on the contact page; the
 * wholesale rep's address built by a custom Liquid snippet's script; the visits guide as
 * "Responsável …: Name"; the painter in a blog article listed only in the blog child of the
 * sitemap index. A retina logo file, a pinned carousel library, the newsletter placeholder and the
 * customer account (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'olariadopinheiro.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/collections/all', 'Loja'],
  ['/collections/galos-de-barcelos', 'Galos de Barcelos'],
  ['/pages/quem-somos', 'Quem somos'],
  ['/pages/revenda', 'Revenda'],
  ['/pages/visitas-a-olaria', 'Visitas e workshops'],
  ['/pages/contactos', 'Contactos'],
];

const section = (id: string, html: string): string => `<section id="shopify-section-template--18224105652499__${id}" class="shopify-section section">${html}</section>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Olaria do Pinheiro',
  head: [
    `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>`,
    `<script>var Shopify = Shopify || {};Shopify.shop = "olaria-do-pinheiro.myshopify.com";Shopify.locale = "pt-PT";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.country = "PT";Shopify.theme = {"name":"Dawn","id":141762887955,"schema_name":"Dawn","schema_version":"15.2.0","theme_store_id":887,"role":"main"};</script>`,
    `<link href="//${HOST}/cdn/shop/t/4/assets/base.css?v=131845960275834916531721045210" rel="stylesheet" type="text/css" media="all">`,
    `<link rel="stylesheet" href="https://unpkg.com/swiper@11.1.4/swiper-bundle.min.css">`,
    `<script src="https://unpkg.com/swiper@11.1.4/swiper-bundle.min.js" defer="defer"></script>`,
    `<meta name="shopify-digital-wallet" content="/63124701331/digital_wallets/dialog">`,
  ],
  header: () =>
    `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Ir diretamente para o conteúdo</a>` +
    `<div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar color-scheme-4 gradient" role="region" aria-label="Anúncio"><p class="announcement-bar__message h5"><span>Portes grátis em Portugal continental a partir de 60 €</span></p></div></div>` +
    `<div id="shopify-section-header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">` +
    `<a href="${ORIGIN}/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//${HOST}/cdn/shop/files/logo@2x.png?v=1699871203&amp;width=300" alt="Olaria do Pinheiro" srcset="//${HOST}/cdn/shop/files/logo@2x.png?v=1699871203&amp;width=150 150w, //${HOST}/cdn/shop/files/logo@2x.png?v=1699871203&amp;width=300 300w" width="150" height="62.5" loading="eager" class="header__heading-logo motion-reduce"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([href, label]) => `<li><a href="${href}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(label)}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="${ORIGIN}/account" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Iniciar sessão</span></a><a href="${ORIGIN}/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Carrinho</span></a></div></header></sticky-header></div>` +
    `<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`,
  footer: () =>
    `</main><div id="shopify-section-sections--18224105816339__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--18224105816339__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet"><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Olaria do Pinheiro</h2><div class="footer-block__details-content rte"><p>Rua da Olaria, 118 · 4755-210 Galegos Santa Maria, Barcelos</p><p>${tel('+351 253 831 402')}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/contactos" class="link link--text list-menu__item list-menu__item--link">Contactos</a></li><li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Envios e devoluções</a></li><li><a href="/pages/informacao-legal" class="link link--text list-menu__item list-menu__item--link">Informação legal</a></li><li><a href="https://www.livroreclamacoes.pt/Inicio/" class="link link--text list-menu__item list-menu__item--link">Livro de Reclamações</a></li></ul></div></div>` +
    `<div class="footer-block--newsletter"><h2 class="footer-block__heading inline-richtext">Receba as novidades da olaria</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--sections--18224105816339__footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="email@exemplo.pt" required><label class="field__label" for="NewsletterForm--sections--18224105816339__footer">E-mail</label></div></div></form></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Olaria do Pinheiro</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com/pt?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Tecnologia Shopify</a></small></div></div></footer></div>`,
  privacyPath: { pt: `${ORIGIN}/policies/privacy-policy` },
  bodyEnd: [`<script src="//${HOST}/cdn/shop/t/4/assets/global.js?v=84244486495208843781721045210" defer="defer"></script>`],
};

const ORGANIZATION = {
  '@context': 'http://schema.org',
  '@type': 'Organization',
  name: 'Olaria do Pinheiro',
  logo: `https://${HOST}/cdn/shop/files/logo_450x.png?v=1699871203`,
  sameAs: ['https://www.instagram.com/olariadopinheiro', 'https://www.facebook.com/olariadopinheiro'],
  url: `https://${HOST}`,
  contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: `apoio@${HOST}`, telephone: '+351 253 831 402', availableLanguage: ['Portuguese', 'English', 'Spanish'] }],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-PT' });
const rtePage = (id: string, title: string, html: string): string =>
  section(id, `<div class="page-width page-width--narrow section-template--18224105652499__${id}-padding"><h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${html}</div></div>`);

type Member = { shown: string; name: string; title: string; local: string; photo: string };
const TEAM: Member[] = [
  { shown: 'Manuel Pinheiro', name: 'Manuel Pinheiro', title: 'Mestre oleiro e fundador', local: 'manuel.pinheiro', photo: 'manuel' },
  { shown: 'Eng.ª Rita Pinheiro', name: 'Rita Pinheiro', title: 'Gerente', local: 'rita.pinheiro', photo: 'rita' },
  { shown: 'Tiago Faria', name: 'Tiago Faria', title: 'Responsável pela loja online e expedição', local: 'tiago.faria', photo: 'tiago' },
  { shown: 'Catarina Lopes', name: 'Catarina Lopes', title: 'Design e comunicação', local: 'catarina.lopes', photo: 'catarina' },
];

const SERGIO_SCRIPT = `var u = 'sergio.antunes', d = 'olariadopinheiro' + '.' + 'test'; document.getElementById('revenda-email').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;
const ARTICLE = '/blogs/noticias/como-se-pinta-um-galo-de-barcelos';

export function olariaDoPinheiro(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Louça de Barcelos feita à mão',
    jsonLd: [ORGANIZATION],
    main:
      section('image_banner', `<div class="banner banner--content-align-center banner--large"><div class="banner__content page-width"><div class="banner__box content-container gradient color-scheme-3"><h2 class="banner__heading inline-richtext h0">Louça de Barcelos feita à mão desde 1958</h2><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Ver a loja</a></div></div></div></div>`) +
      section('rich_text', `<div class="rich-text content-container page-width"><div class="rich-text__blocks"><p>Três gerações a trabalhar o barro vermelho de Barcelos. Cada peça é torneada, cozida em forno a lenha e pintada à mão na nossa oficina de Galegos Santa Maria. <a href="/pages/quem-somos">Conheça a família</a>.</p></div></div>`),
  });

  pages['/collections/all'] = page({
    path: '/collections/all',
    title: 'Todos os produtos',
    main: section('product-grid', `<div class="page-width"><h1 class="collection-hero__title">Todos os produtos</h1><ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop"><li class="grid__item"><a href="/products/galo-de-barcelos-30-cm" class="full-unstyled-link">Galo de Barcelos 30 cm, pintado à mão</a> <span class="price-item">42,00 €</span></li><li class="grid__item"><a href="/products/assadeira-de-barro-n-4" class="full-unstyled-link">Assadeira de barro n.º 4</a> <span class="price-item">19,50 €</span></li></ul></div>`),
  });

  pages['/collections/galos-de-barcelos'] = page({
    path: '/collections/galos-de-barcelos',
    title: 'Galos de Barcelos',
    main: section('product-grid', `<div class="page-width"><h1 class="collection-hero__title">Galos de Barcelos</h1><p>Do galo de 8 cm ao galo de jardim com 80 cm, todos pintados à mão.</p></div>`),
  });

  pages['/pages/quem-somos'] = page({
    path: '/pages/quem-somos',
    title: 'Quem somos',
    main:
      rtePage('main', 'Quem somos', `<p>A olaria foi fundada em 1958 por Albino Pinheiro. Hoje é o filho, Manuel, quem está à roda, com a filha Rita à frente do negócio e uma equipa de sete pessoas.</p>`) +
      section(
        'multicolumn',
        `<div class="multicolumn page-width"><h2 class="title inline-richtext h1">A nossa equipa</h2><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--4-col-desktop" role="list">` +
          TEAM.map(
            (m) =>
              `<li class="multicolumn-list__item grid__item" itemscope itemtype="https://schema.org/Person"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width"><div class="media media--transparent media--square"><img src="//${HOST}/cdn/shop/files/equipa-${m.photo}.jpg?v=1699872011&amp;width=375" alt="${esc(m.name)}" width="375" height="375" loading="lazy" class="multicolumn-card__image"></div></div>` +
              `<div class="multicolumn-card__info"><h3 class="inline-richtext"><span itemprop="name">${esc(m.shown)}</span></h3><div class="rte"><p itemprop="jobTitle">${esc(m.title)}</p><p><a itemprop="email" href="mailto:${m.local}@${HOST}">${m.local}@${HOST}</a></p></div></div></div></li>`,
          ).join('') +
          `</ul></div>`,
      ),
  });

  pages['/pages/revenda'] = page({
    path: '/pages/revenda',
    title: 'Revenda',
    main: rtePage(
      'main',
      'Revenda e lojas',
      `<p>Fornecemos lojas de artesanato, museus e hotéis em Portugal e no estrangeiro, com encomendas mínimas de 300 € e tabela de preços própria.</p>` +
        `<p>Sérgio Antunes, comercial – <span id="revenda-email">[ative o JavaScript para ver o e-mail]</span> – ${tel('+351 913 442 718')}</p><script>${SERGIO_SCRIPT}</script>`,
    ),
  });

  pages['/pages/visitas-a-olaria'] = page({
    path: '/pages/visitas-a-olaria',
    title: 'Visitas e workshops',
    main: rtePage(
      'main',
      'Visitas à olaria e workshops',
      `<p>Recebemos escolas e grupos de terça a sábado. A visita dura uma hora e termina com uma experiência na roda de oleiro. Workshops de pintura ao sábado de manhã (25 € por pessoa, materiais incluídos).</p>` +
        `<p>Responsável pelas visitas e workshops: Joaquim Sá – ${mailto(`joaquim.sa@${HOST}`)}</p>`,
    ),
  });

  pages['/pages/contactos'] = page({
    path: '/pages/contactos',
    title: 'Contactos',
    jsonLd: [ORGANIZATION],
    main: rtePage(
      'main',
      'Contactos',
      `<p>Loja e oficina: Rua da Olaria, 118 · 4755-210 Galegos Santa Maria, Barcelos<br>Segunda a sábado, 9h–12h30 e 14h–18h30</p><p>Apoio ao cliente (encomendas, trocas e devoluções): ${mailto(`apoio@${HOST}`)} · ${tel('+351 253 831 402')}</p>`,
    ),
  });

  pages['/pages/informacao-legal'] = page({
    path: '/pages/informacao-legal',
    title: 'Informação legal',
    main: rtePage('main', 'Informação legal', `<p>Olaria do Pinheiro, Lda. · NIPC 503 418 277 · Capital social 25 000 € · Conservatória do Registo Comercial de Barcelos</p><p>Em caso de litígio, o consumidor pode recorrer ao CIAB – Centro de Informação, Mediação e Arbitragem de Consumo (Tribunal Arbitral de Consumo).</p>`),
  });

  pages['/account'] = page({
    path: '/account',
    title: 'A minha conta',
    main: rtePage('main', 'A minha conta', `<p>Histórico de encomendas e moradas. Dúvidas sobre uma encomenda em curso: encomendas@${HOST}</p>`),
  });

  pages[ARTICLE] = page({
    path: ARTICLE,
    title: 'Como se pinta um galo de Barcelos',
    main: section(
      'main-article',
      `<article class="article-template" itemscope itemtype="http://schema.org/BlogPosting"><div class="page-width page-width--narrow"><header><h1 class="article-template__title" itemprop="headline">Como se pinta um galo de Barcelos</h1><span class="circle-divider caption-with-letter-spacing"><time datetime="2025-02-18T10:00:00Z">18 de fevereiro de 2025</time></span></header>` +
        `<div class="article-template__content page-width page-width--narrow rte" itemprop="articleBody"><p>Depois da primeira cozedura, o galo recebe um banho de tinta preta. Só depois vêm os corações, as flores e as riscas em amarelo, vermelho, verde e azul, sempre à mão livre.</p>` +
        `<p>Quem pinta a maior parte dos nossos galos é a Isabel Macedo, pintora de louça na olaria há 22 anos; para encomendas com desenhos personalizados, pode escrever-lhe diretamente para ${mailto(`isabel.macedo@${HOST}`)}.</p></div></div></article>`,
    ),
  });

  pages['/sitemap_products_1.xml'] = xmlPage(urlset(HOST, ['/collections/all', '/collections/galos-de-barcelos'], '2025-02-20'));
  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/pages/quem-somos', '/pages/revenda', '/pages/visitas-a-olaria', '/pages/contactos', '/pages/informacao-legal'], '2025-02-20'));
  pages['/sitemap_blogs_1.xml'] = xmlPage(urlset(HOST, [ARTICLE], '2025-02-18'));

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /63124701331/checkouts\nDisallow: /63124701331/orders\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /search\nDisallow: /policies/\nDisallow: /*?*oseid=*\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\nDisallow: /apple-app-site-association\nDisallow: /.well-known/shopify/monorail\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_products_1.xml', '/sitemap_pages_1.xml', '/sitemap_blogs_1.xml'], '2025-02-20'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '63124701331', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-118',
      languages: ['pt'],
      addresses: [
        { address: `apoio@${HOST}`, name: null, title: null, pages: ['/pages/contactos'], cases: ['role', 'json-ld-contact-point', 'plain', 'link-non-english'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/pages/quem-somos'],
          cases: ['card', 'microdata', 'plain', 'link-non-english', ...(m.shown !== m.name ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `sergio.antunes@${HOST}`, name: 'Sérgio Antunes', title: 'comercial', pages: ['/pages/revenda'], encoded: { kind: 'script', text: SERGIO_SCRIPT }, cases: ['name-title-line', 'script-concat', 'link-non-english'] },
        { address: `joaquim.sa@${HOST}`, name: 'Joaquim Sá', title: 'Responsável pelas visitas e workshops', pages: ['/pages/visitas-a-olaria'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `isabel.macedo@${HOST}`, name: 'Isabel Macedo', title: 'pintora de louça', pages: [ARTICLE], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/account'],
      nonAddresses: [
        { text: `encomendas@${HOST}`, kind: 'disallowed' },
        { text: 'logo@2x.png', kind: 'retina' },
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: 'email@exemplo.pt', kind: 'placeholder' },
      ],
    },
  };
}
