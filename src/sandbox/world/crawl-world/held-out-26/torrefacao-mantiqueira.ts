/**
 * Torrefação Mantiqueira: a specialty-coffee roaster's online shop in Minas Gerais, on Shopify
 * (Dawn theme) in Brazilian Portuguese. The founders and team as cards on "Quem somos" (the
 * founder also a JSON-LD Person), the customer service box as a JSON-LD contactPoint, the
 * head barista in a blog post's prose, corporate sales as a label line, the returns mailbox
 * beside the logistics coordinator's name, a green-coffee buyer on a page only Shopify's
 * sitemap index lists, and a card written in character references; a retina logo, a
 * newsletter placeholder, the press agency's address and a wholesale price list robots.txt
 * keeps out.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'torrefacao-mantiqueira.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/collections/all', 'Loja'],
  ['/pages/quem-somos', 'Quem somos'],
  ['/blogs/noticias', 'Blog'],
  ['/pages/atacado', 'Atacado e empresas'],
  ['/pages/contato', 'Contato'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Torrefação Mantiqueira',
  head: [
    '<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>',
    `<link href="//${HOST}/cdn/shop/t/7/assets/base.css?v=1719224411" rel="stylesheet" type="text/css" media="all">`,
    '<script>var Shopify = Shopify || {};Shopify.shop = "torrefacao-mantiqueira.myshopify.com";Shopify.locale = "pt-BR";Shopify.currency = {"active":"BRL","rate":"1.0"};Shopify.theme = {"name":"Dawn","id":141872316,"theme_store_id":887,"role":"main"};</script>',
  ],
  header: () =>
    `<div class="announcement-bar" role="region"><p class="announcement-bar__message h5">Frete grátis para compras acima de R$ 199 para todo o Sudeste</p></div>` +
    `<header class="header header--middle-left page-width"><a href="/" class="header__heading-link"><img src="//${HOST}/cdn/shop/files/logo-mantiqueira.png?v=1693" srcset="//${HOST}/cdn/shop/files/logo-mantiqueira.png?v=1693 1x, //${HOST}/cdn/shop/files/logo-mantiqueira@2x.png?v=1693 2x" alt="Torrefação Mantiqueira" width="180" height="60" class="header__heading-logo"></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="/search" class="header__icon header__icon--search">Buscar</a><a href="/account/login" class="header__icon header__icon--account">Entrar</a><a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">Carrinho</a></div></header>`,
  footer: () =>
    `<footer class="footer color-background-1"><div class="footer__content-top page-width"><div class="footer-block grid__item"><h2 class="footer-block__heading">Atendimento</h2><div class="footer-block__details-content rte"><p>Seg. a sex., das 9h às 17h<br>WhatsApp ${tel('(35) 99874-2210')}<br>E-mail: <a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${entities(`contato@${HOST}`)}">${entities(`contato@${HOST}`)}</a></p></div></div>` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading">Institucional</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/trocas-e-devolucoes">Trocas e devoluções</a></li><li><a href="/policies/privacy-policy">Política de privacidade</a></li><li><a href="/pages/atacado">Atacado</a></li></ul></div>` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading">Receba novidades da safra</h2><form method="post" action="/contact#contact_form" id="contact_form" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" placeholder="voce@exemplo.com.br" autocomplete="email" required><button type="submit" class="newsletter-form__button">Assinar</button></form></div></div>` +
    `<div class="footer__content-bottom page-width"><small class="copyright__content">© 2025, Torrefação Mantiqueira Comércio de Cafés Ltda. · CNPJ 28.114.507/0001-63 · Rua Coronel Joaquim Gomes, 410, Carmo de Minas – MG</small> <small class="copyright__content"><a href="https://www.shopify.com?utm_campaign=poweredby" rel="nofollow" target="_blank">Tecnologia Shopify</a></small></div></footer>`,
  privacyPath: { pt: '/policies/privacy-policy' },
  bodyEnd: [`<script src="//${HOST}/cdn/shop/t/7/assets/global.js?v=1719224411" defer="defer"></script>`, '<script id="web-pixels-manager-setup">(function(){window.webPixelsManager = window.webPixelsManager || {};})();</script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-BR' });
const section = (title: string, html: string): string => `<div class="page-width page-width--narrow section-template--main-padding"><h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${html}</div></div>`;

type Card = { name: string; title: string; local: string; bio: string; encode?: boolean };
const TEAM: Card[] = [
  { name: 'Helena Azevedo', title: 'sócia-fundadora e CEO', local: 'helena', bio: 'Filha de cafeicultores de Carmo de Minas, cuida das parcerias com os produtores.' },
  { name: 'Marcos Tavares', title: 'sócio e mestre de torra', local: 'marcos', bio: 'Define as curvas de torra de cada lote no nosso torrador Probat de 12 kg.' },
  { name: 'Luciana Prado', title: 'gerente de e-commerce', local: 'luciana', bio: 'Responde por pedidos, assinaturas e pela experiência de quem compra na loja.' },
  { name: 'Beatriz Lima', title: 'analista de marketing e conteúdo', local: 'beatriz', bio: 'Escreve o blog e as fichas de cada café.', encode: true },
];

export function torrefacaoMantiqueira(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Cafés especiais da Serra da Mantiqueira',
    description: 'Cafés especiais torrados na semana do envio, direto de Carmo de Minas.',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Torrefação Mantiqueira', url: `${ORIGIN}/`, logo: `${ORIGIN}/cdn/shop/files/logo-mantiqueira.png`, sameAs: ['https://www.instagram.com/torrefacaomantiqueira'] }],
    main:
      `<div class="banner banner--large"><div class="banner__content"><h2 class="banner__heading h0">Café de montanha, torrado sob encomenda</h2><a href="/collections/all" class="button button--primary">Ver cafés</a></div></div>` +
      `<div class="page-width"><h2 class="title">Mais vendidos</h2><ul class="grid product-grid" role="list"><li class="grid__item"><a href="/products/bourbon-amarelo-250g">Bourbon Amarelo – 250 g · R$ 54,90</a></li><li class="grid__item"><a href="/products/catuai-natural-500g">Catuaí Natural – 500 g · R$ 89,90</a></li></ul>` +
      `<p><a href="/blogs/noticias/safra-2025-chegou">Safra 2025: os primeiros lotes chegaram</a></p></div>`,
  });

  pages['/collections/all'] = page({ path: '/collections/all', title: 'Todos os cafés', main: section('Todos os cafés', `<ul class="grid product-grid"><li><a href="/products/bourbon-amarelo-250g">Bourbon Amarelo</a></li><li><a href="/products/catuai-natural-500g">Catuaí Natural</a></li><li>Kit degustação 4 × 100 g</li></ul>`) });

  const product = (path: string, title: string, notes: string, price: string): SandboxPage =>
    page({
      path,
      title,
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: title, brand: { '@type': 'Brand', name: 'Torrefação Mantiqueira' }, offers: { '@type': 'Offer', priceCurrency: 'BRL', price, availability: 'https://schema.org/InStock' } }],
      main:
        `<section class="page-width product"><div class="product__media-wrapper"><img src="//${HOST}/cdn/shop/products/${path.slice(10)}.jpg?v=1718" alt="${esc(title)}" width="800" height="800"></div>` +
        `<div class="product__info-container"><h1>${esc(title)}</h1><p class="price">R$ ${price.replace('.', ',')}</p><p>${esc(notes)}</p>` +
        `<form method="post" action="/cart/add" class="form" enctype="multipart/form-data"><select name="options[Moagem]"><option>Em grãos</option><option>Moído para coado</option><option>Moído para espresso</option></select><button type="submit" name="add" class="product-form__submit button">Adicionar ao carrinho</button></form></div></section>`,
    });
  pages['/products/bourbon-amarelo-250g'] = product('/products/bourbon-amarelo-250g', 'Bourbon Amarelo – 250 g', 'Sítio Boa Vista, 1.250 m. Notas de mel, laranja e chocolate ao leite. 86 pontos SCA.', '54.90');
  pages['/products/catuai-natural-500g'] = product('/products/catuai-natural-500g', 'Catuaí Natural – 500 g', 'Fazenda Santa Inês, processo natural. Notas de frutas vermelhas e rapadura.', '89.90');

  pages['/pages/quem-somos'] = page({
    path: '/pages/quem-somos',
    title: 'Quem somos',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Torrefação Mantiqueira', url: `${ORIGIN}/`, founder: { '@type': 'Person', name: 'Helena Azevedo', jobTitle: 'sócia-fundadora e CEO', email: `helena@${HOST}` } }],
    main: section(
      'Quem somos',
      `<p>Começamos em 2016 numa garagem em Carmo de Minas, com um torrador de 1 kg e três fornecedores. Hoje compramos de 22 sítios da Serra da Mantiqueira.</p>` +
        `<div class="multicolumn"><ul class="multicolumn-list grid" role="list">` +
        TEAM.map(
          (c) =>
            `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper"><img src="//${HOST}/cdn/shop/files/equipe-${c.local}.jpg?v=1701" alt="${esc(c.name)}" loading="lazy" width="400" height="400"></div>` +
            `<div class="multicolumn-card__info"><h3>${esc(c.name)}</h3><p class="caption">${esc(c.title)}</p><p>${esc(c.bio)}</p>` +
            (c.encode ? `<p><a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${entities(`${c.local}@${HOST}`)}">${entities(`${c.local}@${HOST}`)}</a></p>` : `<p>${mailto(`${c.local}@${HOST}`)}</p>`) +
            `</div></div></li>`,
        ).join('') +
        `</ul></div>`,
    ),
  });

  pages['/blogs/noticias'] = page({ path: '/blogs/noticias', title: 'Blog', main: section('Blog', `<article class="article-card"><h3><a href="/blogs/noticias/safra-2025-chegou">Safra 2025: os primeiros lotes chegaram</a></h3><p>Publicado em 12 de junho de 2025 por Beatriz Lima</p></article>`) });

  pages['/blogs/noticias/safra-2025-chegou'] = page({
    path: '/blogs/noticias/safra-2025-chegou',
    title: 'Safra 2025: os primeiros lotes chegaram',
    main: section(
      'Safra 2025: os primeiros lotes chegaram',
      `<p class="article-template__meta">12 de junho de 2025 · Beatriz Lima</p>` +
        `<p>Depois de uma colheita atrasada pelas chuvas de maio, os primeiros lotes do Sítio Boa Vista e da Fazenda Santa Inês já estão na loja. O Bourbon Amarelo deste ano tem notas de mel, laranja e chocolate ao leite.</p>` +
        `<p>Vamos abrir o laboratório para cafeterias parceiras no dia 28. Quer participar da prova de xícara? É só escrever para a nossa barista-chefe, Camila Rocha, no ${mailto(`camila@${HOST}`)} – as vagas são limitadas a 12 pessoas.</p>`,
    ),
  });

  pages['/pages/atacado'] = page({
    path: '/pages/atacado',
    title: 'Atacado e empresas',
    main: section(
      'Atacado, cafeterias e brindes corporativos',
      `<p>Fornecemos café em grão e moído para cafeterias, restaurantes e escritórios, com torra semanal e treinamento de baristas.</p>` +
        `<p><strong>Vendas corporativas:</strong> Rafael Nogueira, gerente comercial · ${tel('(35) 3334-4410')} · ${mailto(`rafael@${HOST}`)}</p>` +
        `<p>Clientes cadastrados encontram a tabela de preços na <a href="/pages/tabela-atacado">área do revendedor</a>.</p>`,
    ),
  });

  pages['/pages/tabela-atacado'] = page({ path: '/pages/tabela-atacado', title: 'Tabela de atacado', main: section('Tabela de atacado 2025', `<p>Pedidos de revenda: ${mailto(`revenda@${HOST}`)}</p><table><tr><td>Bourbon Amarelo 1 kg</td><td>R$ 149,00</td></tr></table>`) });

  pages['/pages/contato'] = page({
    path: '/pages/contato',
    title: 'Contato',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'OnlineStore',
        name: 'Torrefação Mantiqueira',
        url: `${ORIGIN}/`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:sac@${HOST}`, telephone: '+55-35-99874-2210', availableLanguage: 'pt-BR' },
      },
    ],
    main: section(
      'Fale com a gente',
      `<p>Dúvidas sobre pedidos, assinaturas ou entregas? Nosso SAC responde em até um dia útil pelo ${mailto(`sac@${HOST}`)}.</p>` +
        `<p>Imprensa: atendimento pela Campos Comunicação, ${mailto('imprensa@camposcomunicacao.com.br')}.</p>` +
        `<form method="post" action="/contact#ContactForm" id="ContactForm" class="contact"><input type="hidden" name="form_type" value="contact"><label for="ContactForm-name">Nome</label><input id="ContactForm-name" name="contact[Nome]" type="text"><label for="ContactForm-email">E-mail *</label><input id="ContactForm-email" name="contact[email]" type="email" required><label for="ContactForm-body">Mensagem</label><textarea id="ContactForm-body" name="contact[Mensagem]" rows="6"></textarea><button type="submit" class="button">Enviar</button></form>`,
    ),
  });

  pages['/pages/trocas-e-devolucoes'] = page({
    path: '/pages/trocas-e-devolucoes',
    title: 'Trocas e devoluções',
    main: section(
      'Trocas e devoluções',
      `<p>Você pode desistir da compra em até 7 dias após o recebimento (art. 49 do CDC). Cafés com embalagem aberta não são trocados, salvo defeito.</p>` +
        `<p>Nossa logística é coordenada pela Patrícia Lemos, que acompanha cada coleta com os Correios. Para abrir uma solicitação, escreva para ${mailto(`trocas@${HOST}`)} informando o número do pedido.</p>`,
    ),
  });

  pages['/pages/produtores'] = page({
    path: '/pages/produtores',
    title: 'Para produtores',
    main: section(
      'Para produtores: venda seu café para a Mantiqueira',
      `<p>Compramos cafés acima de 84 pontos SCA, pagando prêmio sobre o indicador CEPEA. Envie 300 g de amostra de café beneficiado com a ficha do lote.</p>` +
        `<p>Tiago Fernandes, comprador de cafés verdes, ${mailto(`tiago@${HOST}`)}, ${tel('(35) 99102-7735')}</p>`,
    ),
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Política de privacidade', main: section('Política de privacidade', `<p>Tratamos seus dados conforme a LGPD (Lei 13.709/2018). Para exercer seus direitos, use o formulário da página de contato.</p>`) });

  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/pages/quem-somos', '/pages/atacado', '/pages/contato', '/pages/trocas-e-devolucoes', '/pages/produtores'], '2025-06-12'));
  pages['/sitemap_blogs_1.xml'] = xmlPage(urlset(HOST, ['/blogs/noticias', '/blogs/noticias/safra-2025-chegou'], '2025-06-12'));

  const named = (c: Card) => ({
    address: `${c.local}@${HOST}`,
    name: c.name,
    title: c.title,
    pages: ['/pages/quem-somos'],
    cases: ['card', 'link-non-english', ...(c.encode ? ['entities'] : ['plain']), ...(c.local === 'helena' ? ['json-ld-person'] : [])] as CrawlWorldSite['truth']['addresses'][number]['cases'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /search\nDisallow: /pages/tabela-atacado\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_pages_1.xml', '/sitemap_blogs_1.xml'], '2025-06-12'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '61728394', 'X-Shopify-Stage': 'production' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-26',
      languages: ['pt'],
      addresses: [
        { address: `contato@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'entities'] },
        { address: `sac@${HOST}`, name: null, title: null, pages: ['/pages/contato'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain', 'link-non-english'] },
        ...TEAM.map(named),
        { address: `camila@${HOST}`, name: 'Camila Rocha', title: 'barista-chefe', pages: ['/blogs/noticias/safra-2025-chegou'], cases: ['prose', 'plain'] },
        { address: `rafael@${HOST}`, name: 'Rafael Nogueira', title: 'gerente comercial', pages: ['/pages/atacado'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `trocas@${HOST}`, name: null, title: null, pages: ['/pages/trocas-e-devolucoes'], cases: ['role', 'neighbour', 'plain', 'link-non-english'] },
        { address: `tiago@${HOST}`, name: 'Tiago Fernandes', title: 'comprador de cafés verdes', pages: ['/pages/produtores'], cases: ['sitemap-index', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/pages/tabela-atacado'],
      nonAddresses: [
        { text: `revenda@${HOST}`, kind: 'disallowed' },
        { text: 'imprensa@camposcomunicacao.com.br', kind: 'other-company' },
        { text: 'voce@exemplo.com.br', kind: 'placeholder' },
        { text: 'logo-mantiqueira@2x.png', kind: 'retina' },
      ],
    },
  };
}
