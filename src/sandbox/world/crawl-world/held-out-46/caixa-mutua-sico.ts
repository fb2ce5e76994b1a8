/**
 * Caixa de Crédito Mútuo de Terras de Sicó: a small cooperative bank with three branches around
 * Ansião, Penela and Alvaiázere, on Joomla. The branches page gives each manager as "Gerente:
 * Sr./Dra. Nome" with two addresses behind Joomla's e-mail cloaking script; the general
 * director's address is only in the JSON-LD of "A Caixa"; the contacts page states the address
 * scheme (nome.apelido@) and names the members' ombudsman; the data protection officer is on a
 * label line of an institutional page listed only in the sitemap robots.txt names. The
 * back-office area (disallowed) is the trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'caixamutuasico.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/a-caixa', 'A Caixa'],
  ['/particulares', 'Particulares'],
  ['/empresas-e-agricultura', 'Empresas e Agricultura'],
  ['/balcoes', 'Balcões'],
  ['/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Caixa Mútua de Sicó',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" src="${ORIGIN}/images/logotipo-caixa-sico.png" alt="Caixa de Crédito Mútuo de Terras de Sicó"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul>` +
    `<a class="btn btn-homebanking" href="/netcaixa" rel="nofollow">NetCaixa</a></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom">` +
    `<p>Caixa de Crédito Mútuo de Terras de Sicó, C.R.L. · Sede: Largo do Pelourinho, 9 · 3240-126 Ansião · NIPC 500 812 337 · Registada no Banco de Portugal sob o n.º 5218</p>` +
    `<p>${tel('236 670 210')} (chamada para a rede fixa nacional) · <a href="/livro-de-reclamacoes">Livro de Reclamações</a> · <a href="/politica-de-privacidade">Política de Privacidade</a> · <a href="/area-reservada">Área reservada</a></p></div></div></footer>`,
  privacyPath: { pt: '/politica-de-privacidade' },
  bodyEnd: [`<script src="${ORIGIN}/media/templates/site/cassiopeia/js/template.min.js?4.4.3" defer></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-PT' });

/** Joomla's "content - email cloaking" plugin output, as Joomla 3/4 writes it. */
function cloak(local: string, id: string): string {
  const [user, domain] = [local, HOST.split('.')[0]!];
  return (
    `<span id="cloak${id}">Este endereço de email está protegido contra piratas. Necessita ativar o JavaScript para o visualizar.</span><script type="text/javascript">\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${user}' + '&#64;';\n` +
    ` addy${id} = addy${id} + '${domain}' + '&#46;' + 'test';\n` +
    ` var addy_text${id} = '${user}' + '&#64;' + '${domain}' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `</script>`
  );
}

export function caixaMutuaSico(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Início',
    description: 'Caixa de crédito cooperativa ao serviço das famílias, empresas e agricultores de Ansião, Penela e Alvaiázere desde 1912.',
    main:
      `<div class="com-content-article item-page"><h1>Ao lado de quem vive e trabalha em Terras de Sicó</h1><p>Somos uma caixa de crédito cooperativa com mais de 4 800 associados. Os resultados ficam na região.</p>` +
      `<ul><li><a href="/particulares">Crédito à habitação com taxa mista</a></li><li><a href="/empresas-e-agricultura">Linhas de apoio à agricultura e à floresta</a></li><li><a href="/balcoes">Encontre o seu balcão</a></li></ul></div>`,
  });

  pages['/a-caixa'] = page({
    path: '/a-caixa',
    title: 'A Caixa',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BankOrCreditUnion',
        '@id': `${ORIGIN}/#organization`,
        name: 'Caixa de Crédito Mútuo de Terras de Sicó, C.R.L.',
        url: `${ORIGIN}/`,
        foundingDate: '1912',
        address: { '@type': 'PostalAddress', streetAddress: 'Largo do Pelourinho, 9', postalCode: '3240-126', addressLocality: 'Ansião', addressCountry: 'PT' },
        employee: [{ '@type': 'Person', name: 'Helena Simões', jobTitle: 'Diretora-Geral', email: `helena.simoes@${HOST}`, worksFor: { '@id': `${ORIGIN}/#organization` } }],
      },
    ],
    main:
      `<div class="com-content-article item-page"><h1>A Caixa</h1><p>Fundada em 1912 por agricultores de Ansião, a Caixa é uma cooperativa de crédito detida pelos seus associados, supervisionada pelo Banco de Portugal e aderente ao Fundo de Garantia do Crédito Agrícola Mútuo.</p>` +
      `<h2>Órgãos sociais – triénio 2023-2025</h2><h3>Conselho de Administração</h3><p>Presidente: Eng.º Manuel Rodrigues Baptista<br>Vogais: Dr. Rui Fernandes Godinho e Maria do Céu Antunes</p>` +
      `<h3>Direção</h3><p>Diretora-Geral: Dra. Helena Simões</p></div>`,
  });

  pages['/particulares'] = page({ path: '/particulares', title: 'Particulares', main: `<div class="com-content-article item-page"><h1>Particulares</h1><p>Contas à ordem, depósitos a prazo, crédito à habitação e ao consumo, seguros de vida e multirriscos.</p></div>` });
  pages['/empresas-e-agricultura'] = page({
    path: '/empresas-e-agricultura',
    title: 'Empresas e Agricultura',
    main: `<div class="com-content-article item-page"><h1>Empresas e Agricultura</h1><p>Crédito de campanha, linhas PEPAC e apoio às candidaturas. Os nossos gerentes visitam as explorações: fale com o seu <a href="/balcoes">balcão</a>.</p></div>`,
  });

  const antonio = `antonio.gaspar@${HOST}`;
  const joaquim = `joaquim.freire@${HOST}`;
  const antonioCloak = cloak('antonio.gaspar', 'a1f3c2e7b9d04c6e8f1a2b3c4d5e6f70');
  const joaquimCloak = cloak('joaquim.freire', '5c9e7a1b3d2f4e6a8c0b1d3e5f7a9c21');
  pages['/balcoes'] = page({
    path: '/balcoes',
    title: 'Balcões',
    main:
      `<div class="com-content-article item-page"><h1>Balcões</h1><p>Horário de todos os balcões: dias úteis, das 8h30 às 15h00.</p>` +
      `<div class="balcao"><h2>Balcão de Ansião (Sede)</h2><p>Largo do Pelourinho, 9, 3240-126 Ansião<br>Tel. ${tel('236 670 210')}<br>Gerente: Sr. António Gaspar<br>E-mail: ${antonioCloak}</p></div>` +
      `<div class="balcao"><h2>Balcão de Penela</h2><p>Praça do Município, 4, 3230-253 Penela<br>Tel. ${tel('239 569 118')}<br>Gerente: Dra. Sandra Lopes<br>E-mail: ${mailto(`sandra.lopes@${HOST}`)}</p></div>` +
      `<div class="balcao"><h2>Balcão de Alvaiázere</h2><p>Rua Dr. Francisco Pires, 22, 3250-100 Alvaiázere<br>Tel. ${tel('236 650 047')}<br>Gerente: Sr. Joaquim Freire<br>E-mail: ${joaquimCloak}</p></div>` +
      `<p>Dispomos ainda de uma caixa automática em Chão de Couce.</p></div>`,
  });

  const scheme = `nome.apelido@${HOST}`;
  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main:
      `<div class="com-content-article item-page"><h1>Contactos</h1><p>Linha de apoio: ${tel('236 670 210')} (dias úteis, 8h30–17h00)<br>Correio eletrónico geral: ${mailto(`geral@${HOST}`)}<br>Reclamações: ${mailto(`reclamacoes@${HOST}`)}</p>` +
      `<p>Os endereços de correio eletrónico dos nossos colaboradores seguem o formato ${scheme}.</p>` +
      `<h2>Provedor do Associado</h2><p>Os associados podem dirigir-se ao Provedor do Associado, Dr. Fernando Antunes, que analisa com independência as reclamações não resolvidas pelos balcões: ${mailto(`fernando.antunes@${HOST}`)}.</p>` +
      `<h2>Gabinete de Apoio ao Associado</h2><p>Rita Marques, técnica de apoio ao associado – ${mailto(`rita.marques@${HOST}`)} – ${tel('236 670 215')}</p></div>`,
  });

  pages['/informacao-institucional'] = page({
    path: '/informacao-institucional',
    title: 'Informação institucional',
    main:
      `<div class="com-content-article item-page"><h1>Informação institucional</h1><p>Relatório e contas, política de remuneração, preçário e informação sobre o Fundo de Garantia de Depósitos.</p>` +
      `<p><strong>Proteção de dados pessoais:</strong> Dra. Teresa Cardoso, Encarregada de Proteção de Dados, Largo do Pelourinho, 9, 3240-126 Ansião, tel. ${tel('236 670 219')}, ${mailto(`teresa.cardoso@${HOST}`)}</p></div>`,
  });

  pages['/livro-de-reclamacoes'] = page({ path: '/livro-de-reclamacoes', title: 'Livro de Reclamações', main: `<div class="com-content-article item-page"><h1>Livro de Reclamações</h1><p>Pode apresentar a sua reclamação no Livro de Reclamações Eletrónico ou em qualquer balcão.</p></div>` });
  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de Privacidade', main: `<div class="com-content-article item-page"><h1>Política de Privacidade</h1><p>A Caixa trata os dados pessoais dos associados e clientes nos termos do RGPD.</p></div>` });
  pages['/area-reservada'] = page({
    path: '/area-reservada',
    title: 'Área reservada',
    main: `<div class="com-content-article item-page"><h1>Área reservada</h1><p>Acesso de colaboradores. Apoio informático: ${mailto(`suporte.ti@${HOST}`)}</p></div>`,
  });

  pages['/media/sitemaps/sitemap-institucional.xml'] = xmlPage(
    urlset(HOST, ['/', '/a-caixa', '/particulares', '/empresas-e-agricultura', '/balcoes', '/contactos', '/informacao-institucional'], '2025-03-31'),
  );

  const manager = (address: string, name: string, cases: CaseKind[]) => ({ address, name, title: 'Gerente', pages: ['/balcoes'], cases: ['title-name-line', 'honorific', 'link-non-english', ...cases] as CaseKind[] });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /area-reservada\nDisallow: /netcaixa\n\nSitemap: ${ORIGIN}/media/sitemaps/sitemap-institucional.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-46',
      languages: ['pt'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/contactos'], cases: ['role', 'plain'] },
        { address: `reclamacoes@${HOST}`, name: null, title: null, pages: ['/contactos'], cases: ['role', 'plain'] },
        { ...manager(antonio, 'António Gaspar', ['script-protect']), encoded: { kind: 'script', text: antonioCloak } },
        manager(`sandra.lopes@${HOST}`, 'Sandra Lopes', ['plain']),
        { ...manager(joaquim, 'Joaquim Freire', ['script-protect']), encoded: { kind: 'script', text: joaquimCloak } },
        { address: `helena.simoes@${HOST}`, name: 'Helena Simões', title: 'Diretora-Geral', pages: ['/a-caixa'], cases: ['json-ld-only', 'json-ld-person', 'link-non-english'] },
        { address: `fernando.antunes@${HOST}`, name: 'Fernando Antunes', title: 'Provedor do Associado', pages: ['/contactos'], cases: ['prose', 'honorific', 'plain'] },
        { address: `rita.marques@${HOST}`, name: 'Rita Marques', title: 'técnica de apoio ao associado', pages: ['/contactos'], cases: ['name-title-line', 'plain'] },
        { address: `teresa.cardoso@${HOST}`, name: 'Teresa Cardoso', title: 'Encarregada de Proteção de Dados', pages: ['/informacao-institucional'], cases: ['label-line', 'honorific', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contactos', text: scheme },
      disallowed: ['/area-reservada'],
      nonAddresses: [
        { text: scheme, kind: 'scheme' },
        { text: `suporte.ti@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
