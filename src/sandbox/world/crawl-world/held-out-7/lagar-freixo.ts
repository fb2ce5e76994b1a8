/**
 * Lagar do Freixo: a family olive-oil mill in Trás-os-Montes, European Portuguese with an English
 * home reached through the hreflang alternates and an English contact page under it. A
 * WordPress-with-Elementor site: the orders desk in the organisation's contactPoint as a
 * "mailto:" value, the agronomist in running prose with a Portuguese professional honorific, the
 * team as Elementor cards, the general address as character references, and a resellers' area
 * robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lagar-freixo.test';
const ORIGIN = `http://${HOST}`;
const UPLOADS = '/wp-content/uploads/2025/02';
const COMMENTED = 'antonio.morais@lagar-freixo.test';
const HOMES = { 'pt-PT': '/', en: '/en' };

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/quem-somos', 'Quem somos'],
  ['/os-nossos-azeites', 'Os nossos azeites'],
  ['/a-equipa', 'A equipa'],
  ['/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lagar do Freixo',
  head: [
    '<meta name="generator" content="WordPress 6.7.1">',
    '<meta name="generator" content="Elementor 3.26.3; features: e_font_icon_svg, additional_custom_breakpoints">',
    "<link rel='stylesheet' id='elementor-frontend-css' href='/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.26.3' media='all'>",
    "<link rel='stylesheet' id='hello-elementor-css' href='/wp-content/themes/hello-elementor/style.min.css?ver=3.2.1' media='all'>",
  ],
  header: (page) =>
    `<header class="elementor elementor-location-header" data-elementor-type="header"><div class="elementor-element elementor-widget-theme-site-logo"><a href="${page.lang === 'en' ? '/en' : '/'}"><img src="${UPLOADS}/logo-lagar-freixo.png" srcset="${UPLOADS}/logo-lagar-freixo@2x.png 2x" alt="Lagar do Freixo"></a></div>\n` +
    `<nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu">${(page.lang === 'en' ? ([['/en', 'Home'], ['/en/contact', 'Contact'], ['/', 'PT']] as [string, string][]) : MENU).map(([href, label]) => `<li class="menu-item"><a href="${href}" class="elementor-item">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (page) =>
    `<footer class="elementor elementor-location-footer" data-elementor-type="footer"><div class="elementor-widget-text-editor"><p>Lagar do Freixo, Lda. · Rua da Igreja 12, 5340-101 Freixo, Macedo de Cavaleiros · NIPC 509 876 543</p>` +
    (page.lang === 'en' ? '' : `<p><a href="/politica-de-privacidade">Política de privacidade</a> · <a href="/livro-de-reclamacoes">Livro de reclamações</a> · <a href="/area-revendedores">Área de revendedores</a></p>`) +
    `</div></footer>`,
  privacyPath: { pt: '/politica-de-privacidade', en: '/politica-de-privacidade' },
  bodyEnd: ["<script src='/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.26.3' id='elementor-frontend-js'></script>"],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const widget = (html: string) => `<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">${html}</div></div>`;

const TEAM: [string, string, string, string][] = [
  ['Rui Tavares', 'Mestre de lagar', 'rui.tavares@lagar-freixo.test', 'mestre-lagar'],
  ['Dra. Inês Carvalho', 'Responsável de exportação', 'ines.carvalho@lagar-freixo.test', 'exportacao'],
  ['Paulo Sequeira', 'Comercial – mercado nacional e HORECA', 'paulo.sequeira@lagar-freixo.test', 'comercial'],
];

export function lagarFreixo(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Azeite virgem extra de Trás-os-Montes',
    lang: 'pt-PT',
    alternates: HOMES,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Lagar do Freixo, Lda.',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}${UPLOADS}/logo-lagar-freixo.png`,
        address: { '@type': 'PostalAddress', streetAddress: 'Rua da Igreja 12', postalCode: '5340-101', addressLocality: 'Macedo de Cavaleiros', addressCountry: 'PT' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email: 'mailto:encomendas@lagar-freixo.test', telephone: '+351 278 421 090', availableLanguage: ['Portuguese', 'English'] }],
      },
    ],
    main:
      widget(`<h1>Azeite virgem extra de Trás-os-Montes, desde 1962</h1><p>Cobrançosa, Verdeal e Madural, colhidas à mão e moídas no próprio dia num lagar de duas fases. DOP Trás-os-Montes.</p>`) +
      widget(`<p>Encomendas para particulares e restaurantes: ${mailto('encomendas@lagar-freixo.test')}</p>`),
  });

  pages['/quem-somos'] = page({
    path: '/quem-somos',
    title: 'Quem somos',
    lang: 'pt-PT',
    main:
      widget(
        `<h2>Três gerações no mesmo lagar</h2><p>O lagar foi construído em 1962 pelo avô Abílio Morais. Hoje a produção é dirigida pela Eng.ª Helena Morais, engenheira agrónoma e neta do fundador, que responde com gosto a perguntas sobre variedades e colheitas em ${mailto('helena.morais@lagar-freixo.test')}.</p>` +
          `<!-- visitas escolares (desativado): ${COMMENTED} -->` +
          `<p><img src="${UPLOADS}/olival-freixo.jpg" srcset="${UPLOADS}/olival-freixo@2x.jpg 2x" alt="Olival em socalcos"></p>`,
      ),
  });

  pages['/os-nossos-azeites'] = page({
    path: '/os-nossos-azeites',
    title: 'Os nossos azeites',
    lang: 'pt-PT',
    main: widget(`<h2>Os nossos azeites</h2><ul><li>Freixo Clássico – lata de 3 l</li><li>Freixo Verdeal – garrafa de 500 ml</li><li>Colheita Precoce – edição limitada</li></ul><p>Transporte refrigerado em parceria com a Transnordeste: ${mailto('expedicao@transnordeste.test')}.</p>`),
  });

  pages['/a-equipa'] = page({
    path: '/a-equipa',
    title: 'A equipa',
    lang: 'pt-PT',
    main:
      `<section class="elementor-section"><div class="elementor-container">\n` +
      TEAM.map(
        ([name, role, address, photo]) =>
          `<div class="elementor-column elementor-col-33"><div class="elementor-widget-image-box"><figure class="elementor-image-box-img"><img src="${UPLOADS}/equipa-${photo}.jpg" alt=""></figure>` +
          `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(name)}</h3><p class="elementor-image-box-description">${esc(role)}<br>${mailto(address)}</p></div></div></div>`,
      ).join('\n') +
      `\n</div></section>`,
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    lang: 'pt-PT',
    main:
      widget(`<h2>Contactos</h2><p>Rua da Igreja 12, 5340-101 Freixo, Macedo de Cavaleiros<br>Tel. 278 421 090 (chamada para a rede fixa nacional)</p><p>Geral: <a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${entities('geral@lagar-freixo.test')}">${entities('geral@lagar-freixo.test')}</a><br>Encomendas: ${mailto('encomendas@lagar-freixo.test')}</p>`) +
      `<form class="elementor-form" method="post"><input type="text" name="form_fields[name]" placeholder="Nome"><input type="email" name="form_fields[email]" placeholder="o.seu.nome@exemplo.pt"><textarea name="form_fields[message]"></textarea><button type="submit">Enviar</button></form>`,
  });

  pages['/politica-de-privacidade'] = page({
    path: '/politica-de-privacidade',
    title: 'Política de privacidade',
    lang: 'pt-PT',
    main: widget(`<h2>Política de privacidade</h2><p>O responsável pelo tratamento é a Lagar do Freixo, Lda. Para exercer os seus direitos escreva para ${mailto('geral@lagar-freixo.test')}.</p>`),
  });

  pages['/livro-de-reclamacoes'] = page({
    path: '/livro-de-reclamacoes',
    title: 'Livro de reclamações',
    lang: 'pt-PT',
    main: widget(`<h2>Livro de reclamações</h2><p>Dispomos de livro de reclamações físico e eletrónico (livroreclamacoes.pt).</p>`),
  });

  pages['/area-revendedores'] = page({
    path: '/area-revendedores',
    title: 'Área de revendedores',
    lang: 'pt-PT',
    main: widget(`<h2>Área de revendedores</h2><p>Tabelas de preços e fichas técnicas. Pedido de acesso: ${mailto('revenda@lagar-freixo.test')}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Extra virgin olive oil from Trás-os-Montes',
    lang: 'en',
    alternates: HOMES,
    main: widget(`<h1>Extra virgin olive oil from northern Portugal</h1><p>Family-milled since 1962. Importers and delicatessens abroad: see <a href="/en/contact">Contact</a>.</p>`),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: widget(`<h2>Contact</h2><p>Rua da Igreja 12, 5340-101 Freixo, Portugal</p><p>Mill visits and tastings: Sofia Lopes, Visitor Centre Coordinator, ${mailto('sofia.lopes@lagar-freixo.test')}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-revendedores\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/quem-somos', '/os-nossos-azeites', '/a-equipa', '/contactos', '/politica-de-privacidade', '/livro-de-reclamacoes'], '2025-02-20'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.26' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-7',
      languages: ['pt', 'en'],
      addresses: [
        { address: 'helena.morais@lagar-freixo.test', name: 'Helena Morais', title: 'engenheira agrónoma', titleAlternatives: ['responsável pela produção'], pages: ['/quem-somos'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
        { address: 'rui.tavares@lagar-freixo.test', name: 'Rui Tavares', title: 'Mestre de lagar', pages: ['/a-equipa'], cases: ['card', 'plain', 'link-non-english'] },
        { address: 'ines.carvalho@lagar-freixo.test', name: 'Inês Carvalho', title: 'Responsável de exportação', pages: ['/a-equipa'], cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        {
          address: 'paulo.sequeira@lagar-freixo.test',
          name: 'Paulo Sequeira',
          title: 'Comercial – mercado nacional e HORECA',
          titleAlternatives: ['Comercial'],
          pages: ['/a-equipa'],
          cases: ['card', 'plain', 'link-non-english'],
        },
        { address: 'sofia.lopes@lagar-freixo.test', name: 'Sofia Lopes', title: 'Visitor Centre Coordinator', pages: ['/en/contact'], cases: ['hreflang', 'deep-page', 'name-title-line', 'plain'] },
        { address: 'encomendas@lagar-freixo.test', name: null, title: null, pages: ['/', '/contactos'], cases: ['json-ld-contact-point', 'json-ld-mailto', 'role', 'plain'] },
        { address: 'geral@lagar-freixo.test', name: null, title: null, pages: ['/contactos', '/politica-de-privacidade'], cases: ['entities', 'role', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-revendedores'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'revenda@lagar-freixo.test', kind: 'disallowed' },
        { text: 'olival-freixo@2x.jpg', kind: 'retina' },
        { text: 'logo-lagar-freixo@2x.png', kind: 'retina' },
        { text: 'o.seu.nome@exemplo.pt', kind: 'placeholder' },
        { text: 'expedicao@transnordeste.test', kind: 'other-company' },
      ],
    },
  };
}
