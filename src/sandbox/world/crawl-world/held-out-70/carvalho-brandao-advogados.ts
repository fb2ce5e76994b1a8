/**
 * Carvalho Brandão & Associados: a law firm in Boavista, Porto, on WordPress with Elementor and
 * the Essential Addons team widget, European Portuguese only, Yoast SEO's schema graph and sitemap
 * index (named in robots.txt, at /sitemap_index.xml). The lawyers as team cards with "Dr."/"Dra."
 * before their names; the scheme stated on the contact page ("nome.apelido@..."); the press
 * contact's label line; the HR director as "Title: Name" on the careers page; a new partner in
 * the prose of a news post listed only in the post sitemap; the founder as a Yoast-graph Person
 * with a "mailto:" address and the data-protection officer only in the graph, as the employee of
 * a department. The client portal is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'advogados-boavista-porto.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `nome.apelido@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/a-sociedade', 'A Sociedade'],
  ['/advogados', 'Advogados'],
  ['/areas-de-pratica', 'Áreas de Prática'],
  ['/carreiras', 'Carreiras'],
  ['/contactos', 'Contactos'],
];

let elId = 0x3a1b20;
const eid = (): string => (elId++).toString(16);
const section = (...widgets: string[]): string => {
  const id = eid();
  return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default" data-id="${id}" data-element_type="section"><div class="elementor-container elementor-column-gap-default">${widgets.join('')}</div></section>`;
};
const column = (size: number, ...widgets: string[]): string => {
  const id = eid();
  return `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${id}" data-id="${id}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${widgets.join('')}</div></div>`;
};
const textWidget = (html: string): string => {
  const id = eid();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-text-editor" data-id="${id}" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div>`;
};
const heading = (text: string, tag = 'h2'): string => {
  const id = eid();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-heading" data-id="${id}" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}></div></div>`;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Carvalho Brandão & Associados',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="Elementor 3.24.7; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    "<link rel='stylesheet' id='elementor-frontend-css' href='/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.7' media='all'>",
    "<link rel='stylesheet' id='eael-general-css' href='/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/css/view/general.min.css?ver=6.0.7' media='all'>",
    "<link rel='stylesheet' id='hello-elementor-css' href='/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1' media='all'>",
    '<!-- This site is optimized with the Yoast SEO plugin v23.6 - https://yoast.com/wordpress/plugins/seo/ -->',
  ],
  header: (p) =>
    `<a class="skip-link screen-reader-text" href="#content">Saltar para o conteúdo</a><div data-elementor-type="header" data-elementor-id="88" class="elementor elementor-88 elementor-location-header"><header class="site-header">` +
    `<div class="site-logo"><a href="/" rel="home"><img src="/wp-content/uploads/2024/01/cba-logo.svg" alt="Carvalho Brandão &amp; Associados" width="230" height="56"></a></div>` +
    `<nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Menu"><ul id="menu-1-principal" class="elementor-nav-menu">` +
    MENU.map(([href, label], i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${310 + i}${href === p.path ? ' current-menu-item' : ''}"><a href="${href === '/' ? '/' : `${href}/`}" class="elementor-item${href === p.path ? ' elementor-item-active' : ''}">${esc(label)}</a></li>`).join('') +
    `</ul></nav><a class="elementor-button portal-link" href="/area-cliente/">Área de Cliente</a></header></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="91" class="elementor elementor-91 elementor-location-footer"><footer class="site-footer">` +
    `<div class="footer-col"><p><strong>Carvalho Brandão &amp; Associados</strong><br>Sociedade de Advogados, SP, RL<br>Avenida da Boavista, 1837, 6.º andar<br>4100-133 Porto</p></div>` +
    `<div class="footer-col"><p>${tel('+351 226 091 480')}<br><small>(chamada para a rede fixa nacional)</small><br>${mailto(`geral@${HOST}`)}</p><p>Segunda a sexta, 9h00–13h00 e 14h30–19h00</p></div>` +
    `<div class="footer-col"><ul><li><a href="/politica-de-privacidade/">Política de Privacidade</a></li><li><a href="https://www.livroreclamacoes.pt/Inicio/" rel="noopener" target="_blank">Livro de Reclamações</a></li></ul><p>Inscrita na Ordem dos Advogados sob o n.º 41/2009</p></div></footer></div>`,
  privacyPath: { pt: '/politica-de-privacidade/' },
  bodyEnd: ["<script src='/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.7' id='elementor-frontend-js'></script>"],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage =>
  renderPage(theme, { ...spec, lang: 'pt-PT', main: `<div data-elementor-type="wp-page" data-elementor-id="${spec.path.length + 10}" class="elementor elementor-${spec.path.length + 10}">${spec.main}</div>` });

type Lawyer = { shown: string; name: string; title: string; local: string; areas: string };
const LAWYERS: Lawyer[] = [
  { shown: 'Dr. Rui Carvalho', name: 'Rui Carvalho', title: 'Sócio Fundador', local: 'rui.carvalho', areas: 'Direito Societário, Fusões e Aquisições' },
  { shown: 'Dra. Ana Brandão', name: 'Ana Brandão', title: 'Sócia', local: 'ana.brandao', areas: 'Contencioso e Arbitragem' },
  { shown: 'Dr. Miguel Sousa', name: 'Miguel Sousa', title: 'Associado Sénior', local: 'miguel.sousa', areas: 'Direito Imobiliário e Urbanismo' },
  { shown: 'Dra. Beatriz Lopes', name: 'Beatriz Lopes', title: 'Associada', local: 'beatriz.lopes', areas: 'Direito do Trabalho' },
  { shown: 'Dr. Hugo Ferreira', name: 'Hugo Ferreira', title: 'Advogado Estagiário', local: 'hugo.ferreira', areas: 'Contencioso Cível' },
];

const teamCard = (l: Lawyer): string => {
  const id = eid();
  return (
    `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-eael-team-member" data-id="${id}" data-element_type="widget" data-widget_type="eael-team-member.default"><div class="elementor-widget-container"><div class="eael-team-item eael-team-members-simple"><div class="eael-team-item-inner">` +
    `<div class="eael-team-image"><figure><img src="/wp-content/uploads/2024/01/${l.local.replace('.', '-')}.jpg" alt="${esc(l.shown)}" width="400" height="500"></figure></div>` +
    `<div class="eael-team-content"><h2 class="eael-team-member-name">${esc(l.shown)}</h2><h3 class="eael-team-member-position">${esc(l.title)}</h3><p class="eael-team-text">${esc(l.areas)}</p>` +
    `<ul class="eael-team-member-social-profiles"><li class="eael-team-member-social-link"><a href="mailto:${l.local}@${HOST}"><i class="fas fa-envelope"></i> ${l.local}@${HOST}</a></li><li class="eael-team-member-social-link"><a href="https://www.linkedin.com/in/${l.local.replace('.', '-')}-adv" target="_blank"><i class="fab fa-linkedin"></i></a></li></ul></div></div></div></div></div>`
  );
};

export function carvalhoBrandaoAdvogados(): CrawlWorldSite {
  elId = 0x3a1b20;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Sociedade de Advogados no Porto',
    description: 'Carvalho Brandão & Associados – sociedade de advogados no Porto: societário, contencioso, imobiliário e laboral.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', '@id': `${ORIGIN}/`, url: `${ORIGIN}/`, name: 'Carvalho Brandão & Associados – Sociedade de Advogados no Porto', isPartOf: { '@id': `${ORIGIN}/#website` }, about: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'pt-PT' },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Carvalho Brandão & Associados', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'pt-PT' },
          {
            '@type': ['Organization', 'LegalService'],
            '@id': `${ORIGIN}/#organization`,
            name: 'Carvalho Brandão & Associados',
            legalName: 'Carvalho Brandão & Associados – Sociedade de Advogados, SP, RL',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2024/01/cba-logo.svg` },
            telephone: '+351 226 091 480',
            address: { '@type': 'PostalAddress', streetAddress: 'Avenida da Boavista, 1837, 6.º', postalCode: '4100-133', addressLocality: 'Porto', addressCountry: 'PT' },
            founder: { '@type': 'Person', '@id': `${ORIGIN}/#/schema/person/rui-carvalho`, name: 'Rui Carvalho', jobTitle: 'Sócio Fundador', email: `mailto:rui.carvalho@${HOST}` },
            department: [
              {
                '@type': 'Organization',
                name: 'Proteção de Dados',
                employee: { '@type': 'Person', name: 'Pedro Antunes', jobTitle: 'Encarregado de Proteção de Dados', email: `pedro.antunes@${HOST}` },
              },
            ],
            sameAs: ['https://www.linkedin.com/company/carvalho-brandao-associados'],
          },
        ],
      },
    ],
    main: section(
      column(
        100,
        heading('Advocacia de proximidade, com visão de negócio', 'h1'),
        textWidget(`<p>Fundada em 2009 no Porto, a Carvalho Brandão &amp; Associados assessora empresas familiares, investidores e particulares em direito societário, contencioso, imobiliário e laboral. Trabalhamos em português, inglês, francês e espanhol.</p><p><a href="/advogados/">Conheça a equipa</a> · <a href="/areas-de-pratica/">Áreas de prática</a></p>`),
      ),
    ),
  });

  pages['/a-sociedade'] = page({
    path: '/a-sociedade',
    title: 'A Sociedade',
    main: section(column(100, heading('A Sociedade', 'h1'), textWidget(`<p>A sociedade nasceu da parceria entre Rui Carvalho e Ana Brandão, colegas de curso na Faculdade de Direito da Universidade do Porto. Hoje conta com cinco advogados, dois advogados estagiários e uma equipa de apoio de seis pessoas.</p>`))),
  });

  pages['/advogados'] = page({
    path: '/advogados',
    title: 'Advogados',
    main: section(column(100, heading('Advogados', 'h1'))) + section(...LAWYERS.slice(0, 3).map((l) => column(33, teamCard(l)))) + section(...LAWYERS.slice(3).map((l) => column(50, teamCard(l)))),
  });

  pages['/areas-de-pratica'] = page({
    path: '/areas-de-pratica',
    title: 'Áreas de Prática',
    main: section(column(100, heading('Áreas de Prática', 'h1'), textWidget(`<ul><li>Direito Societário e Comercial</li><li>Fusões e Aquisições</li><li>Contencioso e Arbitragem</li><li>Imobiliário e Urbanismo</li><li>Direito do Trabalho</li><li>Insolvência e Recuperação de Empresas</li></ul>`))),
  });

  pages['/carreiras'] = page({
    path: '/carreiras',
    title: 'Carreiras',
    main: section(
      column(
        100,
        heading('Carreiras', 'h1'),
        textWidget(`<p>Recebemos candidaturas espontâneas de advogados e advogados estagiários durante todo o ano. O estágio decorre em regime de rotação pelas áreas de prática.</p><p>Diretora de Recursos Humanos: Joana Pires – ${mailto(`joana.pires@${HOST}`)}</p><p>Por favor envie o CV em PDF e indique a área de interesse.</p>`),
      ),
    ),
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main: section(
      column(
        50,
        heading('Contactos', 'h1'),
        textWidget(
          `<p>Avenida da Boavista, 1837, 6.º andar<br>4100-133 Porto<br>Tel. ${tel('+351 226 091 480')}<br>Geral: ${mailto(`geral@${HOST}`)}</p>` +
            `<p>Pode contactar diretamente qualquer advogado: os endereços seguem o formato ${SCHEME}.</p>` +
            `<p>Imprensa: Marta Lobo, Diretora de Comunicação e Marketing, Tel. ${tel('+351 226 091 487')}, ${mailto(`marta.lobo@${HOST}`)}</p>`,
        ),
      ),
      column(50, textWidget(`<p>Estacionamento no parque da Casa da Música (a 5 minutos a pé). Metro: estação Casa da Música, linhas A a F.</p>`)),
    ),
  });

  pages['/politica-de-privacidade'] = page({
    path: '/politica-de-privacidade',
    title: 'Política de Privacidade',
    main: section(column(100, heading('Política de Privacidade', 'h1'), textWidget(`<p>Os dados pessoais recolhidos através deste site são tratados pela Carvalho Brandão &amp; Associados para responder aos pedidos de contacto, nos termos do RGPD. O Encarregado de Proteção de Dados pode ser contactado por carta para a morada da sede.</p>`))),
  });

  pages['/area-cliente'] = page({
    path: '/area-cliente',
    title: 'Área de Cliente',
    main: section(column(100, heading('Área de Cliente', 'h1'), textWidget(`<p>Acesso reservado a clientes com processo aberto. Dificuldades no acesso: portal.clientes@${HOST}</p>`))),
  });

  pages['/2025/03/14/sofia-teixeira-nova-socia'] = page({
    path: '/2025/03/14/sofia-teixeira-nova-socia',
    title: 'Sofia Teixeira é a nova sócia da Carvalho Brandão & Associados',
    main: section(
      column(
        100,
        heading('Sofia Teixeira é a nova sócia da Carvalho Brandão &amp; Associados', 'h1'),
        textWidget(
          `<p class="post-date">14 de março de 2025</p><p>Com efeitos a 1 de março, Sofia Teixeira passou a sócia da sociedade e assume a coordenação da nova área de Direito Fiscal. Advogada desde 2011, integrou anteriormente o departamento fiscal de uma sociedade de Lisboa.</p>` +
            `<p>A nova sócia responsável pela área fiscal pode ser contactada através de ${mailto(`sofia.teixeira@${HOST}`)}.</p>`,
        ),
      ),
    ),
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-03-14'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/a-sociedade/', '/advogados/', '/areas-de-pratica/', '/carreiras/', '/contactos/'], '2025-03-14'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2025/03/14/sofia-teixeira-nova-socia/'], '2025-03-14'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# START YOAST BLOCK\n# ---------------------------\nUser-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-cliente\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n# ---------------------------\n# END YOAST BLOCK\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-70',
      languages: ['pt'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        ...LAWYERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: l.local === 'rui.carvalho' ? ['/advogados', '/'] : ['/advogados'],
          cases: ['card', 'honorific', 'plain', ln, ...(l.local === 'rui.carvalho' ? (['json-ld-person', 'json-ld-mailto'] as CaseKind[]) : [])] as CaseKind[],
        })),
        { address: `marta.lobo@${HOST}`, name: 'Marta Lobo', title: 'Diretora de Comunicação e Marketing', pages: ['/contactos'], cases: ['label-line', 'plain', ln] },
        { address: `joana.pires@${HOST}`, name: 'Joana Pires', title: 'Diretora de Recursos Humanos', pages: ['/carreiras'], cases: ['title-name-line', 'plain', ln] },
        { address: `sofia.teixeira@${HOST}`, name: 'Sofia Teixeira', title: 'Sócia', titleAlternatives: ['sócia responsável pela área fiscal'], pages: ['/2025/03/14/sofia-teixeira-nova-socia'], cases: ['prose', 'plain', 'sitemap-robots', 'sitemap-index'] },
        { address: `pedro.antunes@${HOST}`, name: 'Pedro Antunes', title: 'Encarregado de Proteção de Dados', pages: ['/'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contactos', text: SCHEME },
      disallowed: ['/area-cliente'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `portal.clientes@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
