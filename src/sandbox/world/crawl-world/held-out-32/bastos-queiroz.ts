/**
 * Bastos Queiroz Advogados: a law firm (escritório de advocacia) in Belo Horizonte, on WordPress
 * with the Divi theme and Yoast SEO, Portuguese only. The lawyers as Divi team-member modules with
 * "Dr." / "Dra." before their names and their OAB numbers; one address kept reversed in a data
 * attribute that a script turns around, one lawyer's card without an address whose address is
 * only in the page's JSON-LD (a department's employee). The contact page lists sectors in a
 * definition list; the privacy policy names the data-protection officer (LGPD "encarregado") in a
 * label line; a tax-reform article, listed only in the post sitemap of Yoast's sitemap index,
 * names a tax lawyer in prose. The Brasília correspondent firm's address and the client area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'bastos-queiroz.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/o-escritorio/', 'O Escritório'],
  ['/areas-de-atuacao/', 'Áreas de Atuação'],
  ['/equipe/', 'Equipe'],
  ['/contato/', 'Contato'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bastos Queiroz Advogados',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel='stylesheet' id='divi-style-parent-css' href='${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all'>`,
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
    '<meta name="robots" content="index, follow, max-image-preview:large">',
  ],
  header: (p) =>
    `<div id="page-container"><div id="et-boc" class="et-boc"><header class="et-l et-l--header"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0_tb_header et_section_regular"><div class="et_pb_row et_pb_row_0_tb_header">` +
    `<div class="et_pb_column et_pb_column_1_4"><div class="et_pb_module et_pb_image et_pb_image_0_tb_header"><a href="/"><span class="et_pb_image_wrap"><img src="/wp-content/uploads/2022/08/logo-bastos-queiroz.png" alt="Bastos Queiroz Advogados" width="260" height="64"></span></a></div></div>` +
    `<div class="et_pb_column et_pb_column_3_4"><div class="et_pb_module et_pb_menu et_pb_menu_0_tb_header et_pb_bg_layout_light et_pb_text_align_right et_dropdown_animation_fade"><div class="et_pb_menu_inner_container clearfix"><div class="et_pb_menu__wrap"><div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul id="menu-principal" class="et-menu nav">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${210 + i}" class="et_pb_menu_page_id-${210 + i} menu-item menu-item-type-post_type menu-item-object-page${p.path === href.replace(/\/$/, '') ? ' current-menu-item' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></div></div></div></div></div></div></div></header><div id="et-main-area">`,
  footer: () =>
    `<footer class="et-l et-l--footer"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0_tb_footer et_pb_with_background et_section_regular"><div class="et_pb_row et_pb_row_0_tb_footer">` +
    `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_text et_pb_text_0_tb_footer"><div class="et_pb_text_inner"><p><strong>Bastos Queiroz Advogados</strong><br>Av. do Contorno, 6.594 – sala 1.102 – Savassi<br>Belo Horizonte/MG – CEP 30110-044<br>${tel('(31) 3261-4080')}</p></div></div></div>` +
    `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_text et_pb_text_1_tb_footer"><div class="et_pb_text_inner"><p>Sociedade de advogados inscrita na OAB/MG sob o n.º 4.187</p><p><a href="/area-do-cliente/">Área do cliente</a> · <a href="/politica-de-privacidade/">Política de Privacidade</a></p></div></div></div>` +
    `<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_social_media_follow"><a href="https://www.linkedin.com/company/bastos-queiroz-advogados" class="icon et_pb_with_border" title="LinkedIn"><span>LinkedIn</span></a></div></div></div></div></div></footer></div></div></div>`,
  bodyEnd: [
    `<div id="cookie-law-info-bar" data-nosnippet="true"><span>Utilizamos cookies para melhorar sua experiência. Ao continuar navegando, você concorda com a nossa <a href="/politica-de-privacidade/" id="CONSTANT_OPEN_URL" class="cli-plugin-main-link">Política de Privacidade</a>. <a role="button" data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button wt-cli-accept-btn">ACEITAR</a></span></div>`,
    `<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false}};</script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`,
  ],
};

const section = (html: string): string =>
  `<div id="main-content"><article class="page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">${html}</div></div></div></div></div></div></article></div>`;
const text = (html: string, n: number): string => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-BR' });

type Lawyer = { pre: string; name: string; title: string; local: string; oab: string; bio: string; how: 'plain' | 'reversed' | 'none' };
const LAWYERS: Lawyer[] = [
  { pre: 'Dr.', name: 'Henrique Bastos', title: 'Sócio fundador', local: 'henrique.bastos', oab: 'OAB/MG 78.412', how: 'plain', bio: 'Graduado pela UFMG, especialista em Direito Empresarial pela FGV. Atua em operações societárias e contratos.' },
  { pre: 'Dra.', name: 'Letícia Queiroz', title: 'Sócia | Direito Tributário', local: 'leticia.queiroz', oab: 'OAB/MG 96.305', how: 'plain', bio: 'Mestre em Direito Tributário pela PUC Minas. Contencioso administrativo e judicial, planejamento tributário.' },
  { pre: 'Dr.', name: 'Caio Nogueira', title: 'Advogado associado | Direito do Trabalho', local: 'caio.nogueira', oab: 'OAB/MG 162.877', how: 'reversed', bio: 'Consultoria trabalhista preventiva e defesa de empresas na Justiça do Trabalho.' },
  { pre: 'Dra.', name: 'Beatriz Almeida', title: 'Advogada associada | Direito Empresarial', local: 'beatriz.almeida', oab: 'OAB/MG 171.240', how: 'plain', bio: 'Contratos comerciais, recuperação de créditos e startups.' },
  { pre: 'Dra.', name: 'Renata Campos', title: 'Advogada | Direito Imobiliário', local: 'renata.campos', oab: 'OAB/MG 183.559', how: 'none', bio: 'Incorporações, regularização de imóveis e locações comerciais.' },
];

const CAIO_REV = reversed(`caio.nogueira@${HOST}`);

const member = (l: Lawyer, i: number): string => {
  const addr = `${l.local}@${HOST}`;
  const mail = l.how === 'plain' ? `<p class="bq-email">${mailto(addr)}</p>` : l.how === 'reversed' ? `<p class="bq-email"><span class="bq-eml" data-eml="${CAIO_REV}"></span></p>` : '';
  return (
    `<div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="/wp-content/uploads/2023/03/${l.local.replace('.', '-')}.jpg" alt="${esc(l.pre)} ${esc(l.name)}" width="400" height="400"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(l.pre)} ${esc(l.name)}</h4><p class="et_pb_member_position">${esc(l.title)}</p><div><p>${esc(l.oab)}</p><p>${esc(l.bio)}</p>${mail}</div></div></div>`
  );
};

const REVERSE_SCRIPT = `<script>document.querySelectorAll('.bq-eml').forEach(function(el){var e=el.getAttribute('data-eml').split('').reverse().join('');el.innerHTML='<a href="mailto:'+e+'">'+e+'</a>';});</script>`;

export function bastosQueiroz(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Advocacia empresarial em Belo Horizonte',
    main: section(
      text(`<h1>Advocacia empresarial em Belo Horizonte desde 2005</h1><p>Assessoria jurídica a empresas mineiras nas áreas empresarial, tributária, trabalhista e imobiliária, com atuação em todo o estado e correspondentes em São Paulo e Brasília.</p>`, 0) +
        `<div class="et_pb_button_module_wrapper"><a class="et_pb_button et_pb_button_0" href="/contato/">Agende uma reunião</a></div>`,
    ),
  });

  pages['/o-escritorio'] = page({
    path: '/o-escritorio',
    title: 'O Escritório',
    main: section(text(`<h1>O Escritório</h1><p>Fundado pelo Dr. Henrique Bastos em 2005, o escritório passou a se chamar Bastos Queiroz Advogados em 2013, com a chegada da Dra. Letícia Queiroz como sócia. Hoje somos seis advogados e uma equipe administrativa de quatro pessoas.</p><p>Em Brasília, atuamos em parceria com Moura &amp; Lins Advogados (brasilia@mouralins.adv.br) nos processos perante os tribunais superiores.</p>`, 0)),
  });

  pages['/areas-de-atuacao'] = page({
    path: '/areas-de-atuacao',
    title: 'Áreas de Atuação',
    main: section(text(`<h1>Áreas de Atuação</h1><ul><li>Direito Empresarial e Societário</li><li>Direito Tributário</li><li>Direito do Trabalho (empresarial)</li><li>Direito Imobiliário</li><li>Contratos</li></ul>`, 0)),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'Equipe',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        name: 'Bastos Queiroz Advogados',
        url: `${ORIGIN}/`,
        telephone: '+55 31 3261-4080',
        address: { '@type': 'PostalAddress', streetAddress: 'Av. do Contorno, 6.594, sala 1.102', addressLocality: 'Belo Horizonte', addressRegion: 'MG', postalCode: '30110-044', addressCountry: 'BR' },
        founder: { '@type': 'Person', name: 'Henrique Bastos', honorificPrefix: 'Dr.', jobTitle: 'Sócio fundador', email: `henrique.bastos@${HOST}` },
        department: [
          {
            '@type': 'LegalService',
            name: 'Bastos Queiroz Advogados – Direito Imobiliário',
            employee: { '@type': 'Person', name: 'Renata Campos', jobTitle: 'Advogada | Direito Imobiliário', email: `renata.campos@${HOST}` },
          },
        ],
      },
    ],
    main: section(text(`<h1>Nossa Equipe</h1><p>Advogados com formação nas principais faculdades de Minas Gerais e atuação dedicada a empresas.</p>`, 0) + LAWYERS.map(member).join('') + REVERSE_SCRIPT),
  });

  pages['/contato'] = page({
    path: '/contato',
    title: 'Contato',
    main: section(
      text(
        `<h1>Fale conosco</h1><p>Av. do Contorno, 6.594 – sala 1.102 – Savassi, Belo Horizonte/MG. Atendimento de segunda a sexta, das 9h às 18h.</p>` +
          `<dl class="bq-setores"><dt>Novos clientes e agendamentos</dt><dd>${mailto(`contato@${HOST}`)} · ${tel('(31) 3261-4080')}</dd>` +
          `<dt>Administrativo e financeiro</dt><dd>Marina Teixeira, gerente administrativa<br>${mailto(`marina.teixeira@${HOST}`)} · ${tel('(31) 3261-4085')}</dd>` +
          `<dt>Imprensa</dt><dd>Pedidos de entrevista: pelo e-mail de novos clientes, aos cuidados da Dra. Letícia Queiroz.</dd></dl>`,
        0,
      ) + `<div class="et_pb_module et_pb_contact_form_container"><form class="et_pb_contact_form clearfix" method="post" action="/contato/"><input type="text" name="et_pb_contact_name_0" placeholder="Nome"><input type="text" name="et_pb_contact_email_0" placeholder="E-mail"><textarea name="et_pb_contact_message_0" placeholder="Mensagem"></textarea><button type="submit" class="et_pb_contact_submit et_pb_button">Enviar</button></form></div>`,
    ),
  });

  pages['/politica-de-privacidade'] = page({
    path: '/politica-de-privacidade',
    title: 'Política de Privacidade',
    main: section(
      text(
        `<h1>Política de Privacidade</h1><p>Esta política descreve como Bastos Queiroz Advogados trata os dados pessoais de clientes e visitantes, nos termos da Lei n.º 13.709/2018 (LGPD).</p>` +
          `<h2>Encarregado</h2><p>Encarregado pelo tratamento de dados pessoais (DPO): Dr. Otávio Pires, Av. do Contorno, 6.594, sala 1.102, Belo Horizonte/MG, tel. ${tel('(31) 3261-4080')}, e-mail ${mailto(`otavio.pires@${HOST}`)}</p>`,
        0,
      ),
    ),
  });

  pages['/area-do-cliente'] = page({
    path: '/area-do-cliente',
    title: 'Área do cliente',
    main: section(text(`<h1>Área do cliente</h1><p>Acompanhe seus processos. Problemas de acesso: ${mailto(`portal@${HOST}`)}</p>`, 0)),
  });

  pages['/artigos/reforma-tributaria-o-que-muda-para-as-empresas'] = page({
    path: '/artigos/reforma-tributaria-o-que-muda-para-as-empresas',
    title: 'Reforma tributária: o que muda para as empresas',
    main: section(
      text(
        `<h1>Reforma tributária: o que muda para as empresas</h1><p class="post-meta">por <span class="author vcard">Equipe Bastos Queiroz</span> | 12/02/2025 | Tributário</p>` +
          `<p>A Emenda Constitucional 132/2023 substitui PIS, Cofins, IPI, ICMS e ISS pela CBS e pelo IBS, com transição entre 2026 e 2033. Para empresas do Simples Nacional, a escolha entre recolher os novos tributos dentro ou fora do regime passa a pesar na formação de preços.</p>` +
          `<p>Quem acompanha o tema no escritório é o advogado tributarista Lucas Freitas, que atende pelo e-mail ${mailto(`lucas.freitas@${HOST}`)} e tem preparado simulações para clientes do comércio e da indústria.</p>`,
        0,
      ),
    ),
  });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/o-escritorio/', '/areas-de-atuacao/', '/equipe/', '/contato/', '/politica-de-privacidade/'], '2025-02-12'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/artigos/reforma-tributaria-o-que-muda-para-as-empresas/'], '2025-02-12'));

  const ln: CaseKind = 'link-non-english';
  const addresses: TruthAddress[] = [
    { address: `contato@${HOST}`, name: null, title: null, pages: ['/contato'], cases: ['role', 'definition-list', 'plain', ln] },
    ...LAWYERS.map((l): TruthAddress => {
      const cases: CaseKind[] = ['honorific', ln];
      if (l.how !== 'none') cases.push('card');
      if (l.how === 'plain') cases.push('plain');
      if (l.how === 'reversed') cases.push('script-reversed');
      if (l.how === 'none') cases.push('json-ld-only', 'json-ld-person', 'json-ld-nested');
      if (l.local === 'henrique.bastos') cases.push('json-ld-person');
      return {
        address: `${l.local}@${HOST}`,
        name: l.name,
        title: l.title,
        pages: ['/equipe'],
        ...(l.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: CAIO_REV } } : {}),
        cases,
      };
    }),
    { address: `marina.teixeira@${HOST}`, name: 'Marina Teixeira', title: 'gerente administrativa', pages: ['/contato'], cases: ['definition-list', 'name-title-line', 'plain', ln] },
    { address: `otavio.pires@${HOST}`, name: 'Otávio Pires', title: 'Encarregado pelo tratamento de dados pessoais (DPO)', pages: ['/politica-de-privacidade'], cases: ['label-line', 'honorific', 'plain', ln] },
    { address: `lucas.freitas@${HOST}`, name: 'Lucas Freitas', title: 'advogado tributarista', pages: ['/artigos/reforma-tributaria-o-que-muda-para-as-empresas'], cases: ['prose', 'sitemap-index', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-do-cliente\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-02-12'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-32',
      languages: ['pt'],
      addresses,
      pattern: '{first}.{last}',
      disallowed: ['/area-do-cliente'],
      nonAddresses: [
        { text: 'brasilia@mouralins.adv.br', kind: 'other-company' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
