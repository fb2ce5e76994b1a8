/**
 * Quinta da Fraga: a family wine estate above the Pinhão river in the Douro, on WordPress with
 * Elementor and a WPML English version that the Portuguese pages name only through hreflang
 * alternates. The team as Elementor cards with Portuguese honorifics (Eng.º, Dra.), two of the
 * addresses written as character references by an e-mail encoder plugin, the wine-tourism
 * mailbox in the Organization's contactPoint as "mailto:", the consulting oenologist in a
 * harvest news post, and the export manager only on the English home; an old shop address in a
 * comment, the carrier's address, Elementor's Swiper version, a retina logo and the
 * distributors' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'quintadafraga.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  pt: [
    ['/', 'Início'],
    ['/a-quinta', 'A Quinta'],
    ['/vinhos', 'Vinhos'],
    ['/enoturismo', 'Enoturismo'],
    ['/a-equipa', 'Equipa'],
    ['/noticias', 'Notícias'],
    ['/contactos', 'Contactos'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/wines', 'Wines'],
    ['/en/visit-us', 'Visit us'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Quinta da Fraga',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">',
    '<meta name="generator" content="WPML ver:4.6.11 stt:1,41;">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="swiper-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/02/cropped-fraga-favicon-32x32.png" sizes="32x32">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'pt';
    return (
      `<header data-elementor-type="header" data-elementor-id="118" class="elementor elementor-118 elementor-location-header"><div class="elementor-element elementor-element-3f2a1c9 e-flex e-con-boxed e-con e-parent" data-element_type="container">` +
      `<div class="elementor-widget elementor-widget-theme-site-logo elementor-widget-image"><a href="${lang === 'en' ? '/en' : '/'}"><img width="240" height="86" src="${ORIGIN}/wp-content/uploads/2023/02/logo-quinta-da-fraga.png" srcset="${ORIGIN}/wp-content/uploads/2023/02/logo-quinta-da-fraga.png 1x, ${ORIGIN}/wp-content/uploads/2023/02/logo-quinta-da-fraga@2x.png 2x" alt="Quinta da Fraga"></a></div>` +
      `<nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Menu"><ul id="menu-1-7c2e" class="elementor-nav-menu">${MENU[lang]!.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav>` +
      `<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul><li class="wpml-ls-slot-shortcode_actions wpml-ls-item-${lang === 'pt' ? 'en' : 'pt-pt'}"><span class="wpml-ls-native">${lang === 'pt' ? 'EN' : 'PT'}</span></li></ul></div></div></header>`
    );
  },
  footer: (p) =>
    `<footer data-elementor-type="footer" data-elementor-id="131" class="elementor elementor-131 elementor-location-footer"><div class="elementor-element e-con-boxed e-con e-parent"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">` +
    `<p><strong>Quinta da Fraga – Sociedade Agrícola, Lda.</strong><br>Estrada Municipal 1262, Vale de Mendiz<br>5085-101 Pinhão, Portugal<br>${tel('+351 254 738 412')} (chamada para a rede fixa nacional)<br>${mailto(`info@${HOST}`)}</p>` +
    `<p>${p.lang.startsWith('en') ? 'Please enjoy our wines responsibly.' : 'Seja responsável. Beba com moderação.'}</p>` +
    `<p><a href="/politica-de-privacidade">Política de Privacidade</a> · <a href="/livro-de-reclamacoes">Livro de Reclamações</a> · <a href="/area-de-distribuidores">Área de distribuidores</a></p>` +
    `<!-- loja online desativada em 2023; antigo contacto: loja@${HOST} --><p class="copyright">© 2025 Quinta da Fraga. Todos os direitos reservados.</p></div></div></div></footer>`,
  privacyPath: { pt: '/politica-de-privacidade', en: '/politica-de-privacidade' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5" id="swiper-js"></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.js" id="ha-swiper-js"></script>`,
    `<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Partilhar no Facebook"},"version":"3.21.5","urls":{"assets":"${ORIGIN}\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":42,"title":"Quinta da Fraga"}};</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pt-PT' });

const ALT_HOME = { 'pt-PT': '/', en: '/en', 'x-default': '/' };

const section = (html: string, id: string): string =>
  `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}"><div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner"><div class="elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div></div></div></div>`;

type Card = { shown: string; name: string; title: string; local: string; encode?: boolean; honorific?: boolean; photo: string };
const TEAM: Card[] = [
  { shown: 'Dra. Inês Figueiredo', name: 'Inês Figueiredo', title: 'Diretora-Geral', local: 'ines', encode: true, honorific: true, photo: 'ines-figueiredo' },
  { shown: 'Eng.º Rui Carvalho', name: 'Rui Carvalho', title: 'Enólogo e Diretor de Produção', local: 'rui', honorific: true, photo: 'rui-carvalho' },
  { shown: 'Tiago Amaral', name: 'Tiago Amaral', title: 'Responsável de Viticultura', local: 'tiago', photo: 'tiago-amaral' },
  { shown: 'Catarina Sousa', name: 'Catarina Sousa', title: 'Coordenadora de Enoturismo', local: 'catarina', encode: true, photo: 'catarina-sousa' },
  { shown: 'Miguel Pinto', name: 'Miguel Pinto', title: 'Diretor Comercial', local: 'miguel', photo: 'miguel-pinto' },
];

const card = (c: Card, i: number): string => {
  const addr = `${c.local}@${HOST}`;
  const link = c.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="elementor-element elementor-element-${(0x5a1c + i * 97).toString(16)} elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="${ORIGIN}/wp-content/uploads/2024/01/equipa-${c.photo}-400x400.jpg" alt="${esc(c.name)}"></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(c.shown)}</h3><p class="elementor-image-box-description">${esc(c.title)}<br>${link}</p></div></div></div></div>`
  );
};

export function quintaDaFraga(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Vinhos do Douro desde 1931',
    alternates: ALT_HOME,
    description: 'Quinta da Fraga, Vale de Mendiz, Pinhão. Vinhos DOC Douro e Vinho do Porto, provas e visitas à adega.',
    main: section(
      `<h1>Vinhos do Douro desde 1931</h1><p>Quarenta hectares de vinha em socalcos sobre o rio Pinhão, na sub-região do Cima Corgo. A família Figueiredo cuida destas vinhas há quatro gerações.</p>` +
        `<p><a href="/vinhos">Conheça os nossos vinhos</a> · <a href="/enoturismo">Marque uma prova</a> · <a href="/noticias/vindima-2024-um-ano-de-extremos">Notícias da vindima 2024</a></p>`,
      '42',
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Douro wines since 1931',
    lang: 'en',
    alternates: ALT_HOME,
    main: section(
      `<h1>Douro wines since 1931</h1><p>Forty hectares of terraced vineyards above the Pinhão river, in the heart of the Cima Corgo. Four generations of the Figueiredo family have farmed these slopes.</p>` +
        `<h2>Importers and trade</h2><p>We currently ship to the United Kingdom, Brazil, Belgium and the United States. Sofia Ramos, our export manager, looks after importers and distributors and is happy to send samples and technical sheets: ${mailto(`sofia@${HOST}`)}.</p>` +
        `<p><a href="/en/wines">Our wines</a> · <a href="/en/visit-us">Visit the estate</a></p>`,
      '512',
    ),
  });

  pages['/en/wines'] = page({ path: '/en/wines', title: 'Wines', lang: 'en', main: section(`<h1>Our wines</h1><ul><li>Fraga Branco 2023 – DOC Douro, Rabigato and Viosinho</li><li>Fraga Reserva Tinto 2021 – Touriga Nacional, Touriga Franca, old field blend</li><li>Fraga 10 Years Old Tawny Port</li></ul>`, '514') });

  pages['/en/visit-us'] = page({
    path: '/en/visit-us',
    title: 'Visit us',
    lang: 'en',
    main: section(`<h1>Visit the estate</h1><p>Guided tours with tasting daily except Sundays, at 11:00 and 15:30, by appointment. Please book at least 48 hours ahead through the Portuguese <a href="/enoturismo">wine tourism page</a>.</p>`, '516'),
  });

  pages['/a-quinta'] = page({
    path: '/a-quinta',
    title: 'A Quinta',
    main: section(
      `<h1>A Quinta</h1><p>Comprada em 1931 por Albano Figueiredo, a quinta produziu durante décadas uvas para as grandes casas de Vinho do Porto. O primeiro vinho engarrafado com a marca Fraga saiu em 2004.</p><p>Hoje a quinta é dirigida pela bisneta do fundador, com uma equipa pequena que trabalha a vinha à mão.</p>`,
      '44',
    ),
  });

  pages['/vinhos'] = page({
    path: '/vinhos',
    title: 'Vinhos',
    main: section(`<h1>Vinhos</h1><ul><li>Fraga Branco 2023 – DOC Douro</li><li>Fraga Reserva Tinto 2021 – DOC Douro</li><li>Fraga Vinhas Velhas 2019</li><li>Fraga Tawny 10 Anos – Vinho do Porto</li></ul><p>Encomendas para particulares: ${mailto(`encomendas@${HOST}`)}.</p>`, '46'),
  });

  pages['/a-equipa'] = page({
    path: '/a-equipa',
    title: 'A Equipa',
    main:
      `<div data-elementor-type="wp-page" data-elementor-id="48" class="elementor elementor-48"><div class="elementor-element e-con-full e-flex e-con e-parent"><div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">A nossa equipa</h1></div>` +
      `<div class="elementor-element e-grid e-con-full e-con e-child">${TEAM.map(card).join('')}</div></div></div>`,
  });

  pages['/enoturismo'] = page({
    path: '/enoturismo',
    title: 'Enoturismo',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Winery',
        '@id': `${ORIGIN}/#organization`,
        name: 'Quinta da Fraga',
        url: `${ORIGIN}/`,
        telephone: '+351 254 738 412',
        address: { '@type': 'PostalAddress', streetAddress: 'Estrada Municipal 1262, Vale de Mendiz', postalCode: '5085-101', addressLocality: 'Pinhão', addressCountry: 'PT' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'reservations', email: `mailto:enoturismo@${HOST}`, telephone: '+351 912 480 377', availableLanguage: ['Portuguese', 'English', 'French'] }],
      },
    ],
    main: section(
      `<h1>Provas e visitas</h1><p>Visita às vinhas e à adega, seguida de prova de quatro vinhos com azeite e pão da região: 25 € por pessoa. Prova premium com Vinho do Porto de 20 anos: 45 €.</p>` +
        `<p>Reservas por telefone (${tel('+351 912 480 377')}) ou para ${mailto(`enoturismo@${HOST}`)}, com pelo menos 48 horas de antecedência.</p>`,
      '50',
    ),
  });

  pages['/noticias'] = page({ path: '/noticias', title: 'Notícias', main: section(`<h1>Notícias</h1><article><h2><a href="/noticias/vindima-2024-um-ano-de-extremos">Vindima 2024: um ano de extremos</a></h2><p>14 de outubro de 2024</p></article>`, '52') });

  pages['/noticias/vindima-2024-um-ano-de-extremos'] = page({
    path: '/noticias/vindima-2024-um-ano-de-extremos',
    title: 'Vindima 2024: um ano de extremos',
    main:
      `<article class="post-318 post type-post status-publish format-standard has-post-thumbnail category-noticias"><h1 class="entry-title">Vindima 2024: um ano de extremos</h1><div class="entry-meta">Publicado a 14 de outubro de 2024 por Quinta da Fraga</div><div class="entry-content">` +
      `<p>Depois de um inverno chuvoso, julho trouxe quatro dias acima dos 42 °C. Começámos a vindimar o Rabigato a 22 de agosto, a data mais precoce de sempre na quinta.</p>` +
      `<p>Este ano contámos pela primeira vez com a Marta Leite, enóloga consultora, que acompanhou a vindima das vinhas velhas; quem quiser saber mais sobre as fermentações em lagar pode escrever-lhe diretamente para ${mailto(`marta@${HOST}`)}.</p>` +
      `<p>As uvas seguiram para a adega em caixas de 20 kg, e o transporte dos vinhos para os distribuidores continua a cargo da Douro Expresso Logística (apoio ao cliente: apoio@douroexpresso.pt).</p></div></article>`,
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main: section(
      `<h1>Contactos</h1><p>Quinta da Fraga – Sociedade Agrícola, Lda.<br>Estrada Municipal 1262, Vale de Mendiz, 5085-101 Pinhão</p>` +
        `<ul><li>Geral: ${mailto(`info@${HOST}`)}</li><li>Encomendas e loja da adega: ${mailto(`encomendas@${HOST}`)}</li><li>Visitas e provas: ${mailto(`enoturismo@${HOST}`)}</li></ul>` +
        `<p>Horário da loja: segunda a sábado, 10h00–13h00 e 14h30–18h30.</p>`,
      '54',
    ),
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de Privacidade', main: section(`<h1>Política de Privacidade</h1><p>O responsável pelo tratamento dos dados é a Quinta da Fraga – Sociedade Agrícola, Lda., NIPC 503 218 774.</p>`, '3') });
  pages['/livro-de-reclamacoes'] = page({ path: '/livro-de-reclamacoes', title: 'Livro de Reclamações', main: section(`<h1>Livro de Reclamações</h1><p>Pode apresentar a sua reclamação no Livro de Reclamações Eletrónico.</p>`, '5') });
  pages['/area-de-distribuidores'] = page({
    path: '/area-de-distribuidores',
    title: 'Área de distribuidores',
    main: section(`<h1>Área de distribuidores</h1><p>Tabela de preços 2025 e fichas técnicas. Pedidos de acesso: ${mailto(`distribuidores@${HOST}`)}</p>`, '7'),
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-02-11'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/a-quinta', '/vinhos', '/enoturismo', '/a-equipa', '/noticias', '/contactos', '/politica-de-privacidade', '/livro-de-reclamacoes'], '2025-02-11'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/noticias/vindima-2024-um-ano-de-extremos'], '2024-10-14'));

  const teamAddress = (c: Card) => ({
    address: `${c.local}@${HOST}`,
    name: c.name,
    title: c.title,
    pages: ['/a-equipa'],
    cases: ['card', c.encode ? 'entities' : 'plain', 'link-non-english', ...(c.honorific ? ['honorific'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-de-distribuidores\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-30',
      languages: ['pt', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        { address: `encomendas@${HOST}`, name: null, title: null, pages: ['/vinhos', '/contactos'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `enoturismo@${HOST}`, name: null, title: null, pages: ['/enoturismo', '/contactos'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto', 'link-non-english'] },
        ...TEAM.map(teamAddress),
        { address: `marta@${HOST}`, name: 'Marta Leite', title: 'enóloga consultora', pages: ['/noticias/vindima-2024-um-ano-de-extremos'], cases: ['prose', 'plain'] },
        { address: `sofia@${HOST}`, name: 'Sofia Ramos', title: 'export manager', pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-de-distribuidores'],
      nonAddresses: [
        { text: `loja@${HOST}`, kind: 'comment' },
        { text: `distribuidores@${HOST}`, kind: 'disallowed' },
        { text: 'apoio@douroexpresso.pt', kind: 'other-company' },
        { text: 'logo-quinta-da-fraga@2x.png', kind: 'retina' },
        { text: 'swiper@8.4.5', kind: 'package' },
      ],
    },
  };
}
