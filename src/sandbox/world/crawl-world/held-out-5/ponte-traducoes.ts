/**
 * Ponte Traduções: a translation and interpreting agency in São Paulo, Brazilian Portuguese with
 * an English page. A WordPress site (Elementor): a JSON-LD @graph whose department's employee is
 * the only place one address is given, the sworn translator in running text, team cards with
 * addresses written by an e-mail encoder plugin as character references, and a careers page
 * listed only in the sitemap robots.txt names.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'ponte-traducoes.test';
const ORIGIN = `http://${HOST}`;
const UP = '/wp-content/uploads/2025/02';

const MENU = {
  pt: [
    ['/quem-somos', 'Quem somos'],
    ['/servicos', 'Serviços'],
    ['/equipe', 'Equipe'],
    ['/orcamento', 'Peça um orçamento'],
    ['/contato', 'Fale conosco'],
    ['/en', 'EN'],
  ],
  en: [
    ['/', 'PT'],
    ['/contato', 'Contact (PT)'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Ponte Traduções',
  head: [
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4" media="all">`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-PT4BR0001"></script>',
  ],
  header: (page) =>
    `<header class="elementor-location-header"><div class="elementor-widget-image"><a href="${page.lang === 'en' ? '/en' : '/'}"><img src="${UP}/ponte-logo.svg" alt="Ponte Traduções"></a></div>` +
    `<nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu">${MENU[page.lang === 'en' ? 'en' : 'pt'].map(([href, label]) => `<li class="menu-item"><a href="${href}" class="elementor-item">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="elementor-location-footer"><p>Ponte Traduções Ltda. · CNPJ 12.345.678/0001-90 · Av. Paulista, 1842, cj. 155 – Bela Vista, São Paulo/SP, 01310-200</p>` +
    `<p><a href="/area-do-cliente">Área do cliente</a> · <a href="/politica-de-privacidade">Política de privacidade</a></p></footer>`,
  privacyPath: { pt: '/politica-de-privacidade', en: '/politica-de-privacidade' },
  bodyEnd: ['<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

function card(name: string, heading: string, role: string, address: string, photo: string, encode: boolean): string {
  const link = encode ? `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>` : mailto(address);
  return (
    `<div class="elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="${UP}/${photo}.jpg" alt="${esc(name)}"></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(heading)}</h3><p class="elementor-image-box-description">${esc(role)}<br>${link}</p></div></div></div>`
  );
}

export function ponteTraducoes(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tradução juramentada e interpretação em São Paulo',
    lang: 'pt-BR',
    alternates: { 'pt-BR': '/', en: '/en' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Ponte Traduções', inLanguage: 'pt-BR', publisher: { '@id': `${ORIGIN}/#organization` } },
          {
            '@type': 'ProfessionalService',
            '@id': `${ORIGIN}/#organization`,
            name: 'Ponte Traduções Ltda.',
            url: `${ORIGIN}/`,
            email: 'contato@ponte-traducoes.test',
            telephone: '+55 11 3251-4400',
            address: { '@type': 'PostalAddress', streetAddress: 'Av. Paulista, 1842, cj. 155', addressLocality: 'São Paulo', addressRegion: 'SP', postalCode: '01310-200', addressCountry: 'BR' },
            department: [
              { '@type': 'Organization', name: 'Tradução juramentada', telephone: '+55 11 3251-4401' },
              {
                '@type': 'Organization',
                name: 'Interpretação simultânea e consecutiva',
                employee: [{ '@type': 'Person', name: 'Renata Alves', jobTitle: 'Coordenadora de interpretação', email: 'ralves@ponte-traducoes.test' }],
              },
            ],
          },
        ],
      },
    ],
    main:
      `<section class="elementor-section hero"><h1>Tradução juramentada e interpretação em São Paulo</h1><p>Há 16 anos levando documentos, contratos e conferências de um idioma a outro: inglês, espanhol, italiano, alemão e francês.</p><a class="elementor-button" href="/orcamento">Solicite um orçamento</a></section>\n` +
      `<section class="elementor-section"><h2>Por que a Ponte?</h2><ul><li>Tradutores públicos nomeados pela JUCESP</li><li>Prazo médio de 3 dias úteis</li><li>Cabines e equipamentos próprios para interpretação simultânea</li></ul></section>`,
  });

  pages['/quem-somos'] = page({
    path: '/quem-somos',
    title: 'Quem somos',
    lang: 'pt-BR',
    main:
      `<h1>Quem somos</h1><p>A Ponte nasceu em 2009 de um escritório de duas pessoas na Rua Augusta. Hoje somos 14 profissionais e uma rede de mais de 60 tradutores parceiros no Brasil e em Portugal.</p>\n` +
      `<p>Para traduções juramentadas de diplomas, certidões e contratos, fale diretamente com a Dra. Helena Campos, tradutora pública e intérprete comercial e sócia-fundadora da agência, pelo e-mail ${mailto('hcampos@ponte-traducoes.test')}.</p>\n` +
      `<p>Em Portugal trabalhamos com a Palavra Certa Lda., de Lisboa (${mailto('geral@palavracerta.test')}).</p>`,
  });

  pages['/servicos'] = page({
    path: '/servicos',
    title: 'Serviços',
    lang: 'pt-BR',
    main: `<h1>Serviços</h1><h2>Tradução juramentada</h2><p>Documentos com fé pública para órgãos brasileiros e estrangeiros.</p><h2>Tradução técnica</h2><p>Manuais, laudos, patentes.</p><h2>Interpretação</h2><p>Simultânea, consecutiva e acompanhamento em feiras.</p>`,
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'Equipe',
    lang: 'pt-BR',
    main:
      `<h1>Nossa equipe</h1><div class="elementor-container team">\n` +
      card('Thiago Nunes', 'Thiago Nunes', 'Gerente de projetos', 'tnunes@ponte-traducoes.test', 'thiago-nunes', true) +
      '\n' +
      card('Camila Rocha', 'Camila Rocha, MBA', 'Revisora sênior e gestora de qualidade', 'crocha@ponte-traducoes.test', 'camila-rocha', true) +
      '\n' +
      card('Marcos Teixeira', 'Marcos Teixeira', 'Tradutor técnico (inglês e alemão)', 'mteixeira@ponte-traducoes.test', 'marcos-teixeira', false) +
      `\n</div>`,
  });

  pages['/orcamento'] = page({
    path: '/orcamento',
    title: 'Peça um orçamento',
    lang: 'pt-BR',
    main:
      `<h1>Peça um orçamento</h1><p>Envie seus arquivos pelo formulário ou para <a href="${entities('mailto:orcamentos@ponte-traducoes.test')}">${entities('orcamentos@ponte-traducoes.test')}</a>. Respondemos em até 4 horas úteis.</p>\n` +
      `<form class="elementor-form" method="post"><input type="text" name="form_fields[name]" placeholder="Nome completo"><input type="email" name="form_fields[email]" placeholder="seu.nome@empresa.com.br"><input type="file" name="form_fields[arquivo]"><button type="submit">Enviar</button></form>`,
  });

  pages['/contato'] = page({
    path: '/contato',
    title: 'Fale conosco',
    lang: 'pt-BR',
    main:
      `<h1>Fale conosco</h1><p>Av. Paulista, 1842, cj. 155 – Bela Vista, São Paulo/SP<br>Tel. (11) 3251-4400 · WhatsApp (11) 98765-4321</p>\n` +
      `<p>Atendimento geral: ${mailto('contato@ponte-traducoes.test')}<br>Notas fiscais e pagamentos: ${mailto('financeiro@ponte-traducoes.test')}</p>`,
  });

  pages['/trabalhe-conosco'] = page({
    path: '/trabalhe-conosco',
    title: 'Trabalhe conosco',
    lang: 'pt-BR',
    main:
      `<h1>Trabalhe conosco</h1><p>Buscamos tradutores freelancers de inglês e espanhol com experiência em textos jurídicos. Envie currículo e lista de referências para ${mailto('vagas@ponte-traducoes.test')}.</p>\n` +
      `<p>A seleção é conduzida pela Paula Freitas, nossa analista de recursos humanos (${mailto('pfreitas@ponte-traducoes.test')}), que responde a todos os candidatos.</p>`,
  });

  pages['/area-do-cliente'] = page({
    path: '/area-do-cliente',
    title: 'Área do cliente',
    lang: 'pt-BR',
    main: `<h1>Área do cliente</h1><p>Acompanhe seus pedidos. Problemas de acesso: ${mailto('suporte@ponte-traducoes.test')}</p>`,
  });

  pages['/politica-de-privacidade'] = page({
    path: '/politica-de-privacidade',
    title: 'Política de privacidade',
    lang: 'pt-BR',
    main: `<h1>Política de privacidade</h1><p>Em conformidade com a LGPD (Lei 13.709/2018). Encarregado de dados: ${mailto('contato@ponte-traducoes.test')}.</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Certified translation and interpreting in São Paulo',
    lang: 'en',
    alternates: { 'pt-BR': '/', en: '/en' },
    main: `<h1>Certified translation and interpreting in São Paulo</h1><p>Sworn translations into and from Portuguese, and simultaneous interpreting for conferences in Brazil. Write to ${mailto('contato@ponte-traducoes.test')}.</p>`,
  });

  pages['/sitemaps/paginas.xml'] = xmlPage(urlset(HOST, ['/', '/quem-somos', '/servicos', '/equipe', '/orcamento', '/contato', '/trabalhe-conosco', '/politica-de-privacidade', '/en'], '2025-03-01'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-do-cliente\n\nSitemap: ${ORIGIN}/sitemaps/paginas.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-5',
      languages: ['pt', 'en'],
      addresses: [
        {
          address: 'ralves@ponte-traducoes.test',
          name: 'Renata Alves',
          title: 'Coordenadora de interpretação',
          pages: ['/'],
          cases: ['json-ld-nested', 'json-ld-person', 'json-ld-only'],
        },
        { address: 'hcampos@ponte-traducoes.test', name: 'Helena Campos', title: 'tradutora pública e intérprete comercial', titleAlternatives: ['tradutora pública e intérprete comercial e sócia-fundadora da agência', 'sócia-fundadora'], pages: ['/quem-somos'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
        { address: 'tnunes@ponte-traducoes.test', name: 'Thiago Nunes', title: 'Gerente de projetos', pages: ['/equipe'], cases: ['card', 'entities', 'link-non-english'] },
        { address: 'crocha@ponte-traducoes.test', name: 'Camila Rocha', title: 'Revisora sênior e gestora de qualidade', pages: ['/equipe'], cases: ['card', 'post-nominal', 'entities', 'link-non-english'] },
        { address: 'mteixeira@ponte-traducoes.test', name: 'Marcos Teixeira', title: 'Tradutor técnico (inglês e alemão)', titleAlternatives: ['Tradutor técnico'], pages: ['/equipe'], cases: ['card', 'plain', 'link-non-english'] },
        { address: 'pfreitas@ponte-traducoes.test', name: 'Paula Freitas', title: 'analista de recursos humanos', pages: ['/trabalhe-conosco'], cases: ['prose', 'sitemap-robots', 'plain'] },
        { address: 'vagas@ponte-traducoes.test', name: null, title: null, pages: ['/trabalhe-conosco'], cases: ['role', 'sitemap-robots', 'plain'] },
        { address: 'orcamentos@ponte-traducoes.test', name: null, title: null, pages: ['/orcamento'], cases: ['role', 'entities'] },
        { address: 'contato@ponte-traducoes.test', name: null, title: null, pages: ['/', '/contato', '/politica-de-privacidade', '/en'], cases: ['role', 'plain'] },
        { address: 'financeiro@ponte-traducoes.test', name: null, title: null, pages: ['/contato'], cases: ['role', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/area-do-cliente'],
      nonAddresses: [
        { text: 'suporte@ponte-traducoes.test', kind: 'disallowed' },
        { text: 'seu.nome@empresa.com.br', kind: 'placeholder' },
        { text: 'geral@palavracerta.test', kind: 'other-company' },
      ],
    },
  };
}
