/**
 * Azulejaria Rua Nova: a hand-painted tile workshop and restorer in Lisbon, European Portuguese
 * only. First-name-dot-surname addresses. The painters and potters as cards (the kiln master's
 * address in character references, the conservator with "Dra."), the technical director with
 * "Eng.º" on a "Cargo: Nome" line of a projects page two links deep, the sales director on such a
 * line, the shop manager as a JSON-LD department's employee written "mailto:", an old address in a
 * comment, a retina logo, a placeholder in the form, the glaze supplier's address and an archive
 * area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'azulejaria-ruanova.test';
const ORIGIN = `http://${HOST}`;
const COMMENTED = 'geral@azulejaria-ruanova.test';
const KILN = 'rui.fonseca@azulejaria-ruanova.test';

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/a-oficina', 'A oficina'],
  ['/equipa', 'Equipa'],
  ['/restauro', 'Restauro'],
  ['/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Azulejaria Rua Nova',
  head: ['<meta name="generator" content="WordPress 6.4.5">', '<link rel="stylesheet" href="/wp-content/themes/oceanwp/assets/css/style.min.css?ver=3.5.4">'],
  header: () =>
    `<header id="site-header"><div id="site-logo"><a href="/"><img src="/wp-content/uploads/2023/05/logo-ruanova.png" srcset="/wp-content/uploads/2023/05/logo-ruanova@2x.png 2x" alt="Azulejaria Rua Nova"></a></div>` +
    `<nav id="site-navigation"><ul>${MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="footer"><p>Azulejaria Rua Nova, Lda. · Rua Nova do Carvalho 33 · 1200-292 Lisboa · NIPC 509 881 230</p>` +
    `<p><a href="/politica-de-privacidade">Política de privacidade</a> · <a href="/area-reservada">Área reservada</a> · <a href="https://www.livroreclamacoes.pt/">Livro de Reclamações</a></p></footer>`,
  privacyPath: { pt: '/politica-de-privacidade' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

function membro(name: string, cargo: string, slug: string, contact: string): string {
  return `<div class="membro"><figure><img src="/wp-content/uploads/equipa/${slug}.jpg" alt="${esc(name)}"></figure><h4>${esc(name)}</h4><span class="cargo">${esc(cargo)}</span><p>${contact}</p></div>`;
}

export function azulejariaRuanova(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Azulejos pintados à mão',
    lang: 'pt-PT',
    main: `<h1>Azulejos pintados à mão desde 1987</h1><p>Reproduções de padrões dos séculos XVII a XIX, painéis por encomenda e restauro de revestimentos azulejares.</p>\n<!-- formulário antigo: ${COMMENTED} -->`,
  });

  pages['/a-oficina'] = page({
    path: '/a-oficina',
    title: 'A oficina',
    lang: 'pt-PT',
    main: `<h1>A oficina</h1><p>A oficina foi fundada por Joaquim Almeida, mestre azulejador, num antigo armazém da Rua Nova do Carvalho. Hoje é dirigida pela filha, Teresa Almeida.</p><p>Cozemos em forno a lenha e a gás, com vidrados de chumbo e estanho preparados na casa.</p>`,
  });

  pages['/equipa'] = page({
    path: '/equipa',
    title: 'Equipa',
    lang: 'pt-PT',
    main:
      `<h1>A nossa equipa</h1><div class="equipa-grid">\n` +
      [
        membro('Teresa Almeida', 'pintora de azulejo e sócia-gerente', 'teresa', mailto('teresa.almeida@azulejaria-ruanova.test')),
        membro('Rui Fonseca', 'ceramista, responsável pelo forno', 'rui', `<a href="${entities(`mailto:${KILN}`)}">${entities(KILN)}</a>`),
        membro('Dra. Helena Matos', 'conservadora-restauradora', 'helena', mailto('helena.matos@azulejaria-ruanova.test')),
        membro('Pedro Nunes', 'pintor de azulejo', 'pedro', mailto('pedro.nunes@azulejaria-ruanova.test')),
        membro('Miguel Sousa', 'vidrador', 'miguel', mailto('miguel.sousa@azulejaria-ruanova.test')),
        membro('Carla Pinto', 'aprendiz de pintura', 'carla', mailto('carla.pinto@azulejaria-ruanova.test')),
      ].join('\n') +
      `\n</div>`,
  });

  pages['/restauro'] = page({
    path: '/restauro',
    title: 'Restauro',
    lang: 'pt-PT',
    main: `<h1>Restauro de azulejo</h1><p>Levantamento, dessalinização, consolidação e reintegração cromática de painéis em igrejas, palácios e fachadas.</p><p><a href="/restauro/projetos">Ver projetos concluídos</a></p>`,
  });

  pages['/restauro/projetos'] = page({
    path: '/restauro/projetos',
    title: 'Projetos de restauro',
    lang: 'pt-PT',
    main:
      `<h1>Projetos de restauro</h1><ul><li>Igreja de São Roque, Lisboa – silhar de padrão (2022)</li><li>Palacete Mendonça – painel do átrio (2023)</li><li>Fachada na Rua da Madalena – reposição de 340 azulejos (2024)</li></ul>` +
      `<p>Diretor técnico: Eng.º Paulo Vieira — ${mailto('paulo.vieira@azulejaria-ruanova.test')}</p>`,
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    lang: 'pt-PT',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Azulejaria Rua Nova, Lda.',
        url: `${ORIGIN}/`,
        telephone: '+351 213 421 870',
        address: { '@type': 'PostalAddress', streetAddress: 'Rua Nova do Carvalho 33', postalCode: '1200-292', addressLocality: 'Lisboa', addressCountry: 'PT' },
        department: [
          {
            '@type': 'Store',
            name: 'Loja Azulejaria Rua Nova',
            employee: { '@type': 'Person', name: 'Beatriz Lopes', jobTitle: 'responsável da loja', email: 'mailto:beatriz.lopes@azulejaria-ruanova.test' },
          },
        ],
      },
    ],
    main:
      `<h1>Contactos</h1><p>Rua Nova do Carvalho 33, 1200-292 Lisboa · Tel. 213 421 870<br>Segunda a sexta, 10h–18h</p>` +
      `<p>Encomendas e orçamentos: ${mailto('encomendas@azulejaria-ruanova.test')}</p>` +
      `<p>Diretora comercial: Sofia Ribeiro — ${mailto('sofia.ribeiro@azulejaria-ruanova.test')}</p>` +
      `<p>Loja: Beatriz Lopes, responsável da loja, ${mailto('beatriz.lopes@azulejaria-ruanova.test')}</p>` +
      `<p>Trabalhamos com vidrados da Vidrados de Aveiro (${mailto('vendas@vidrados-aveiro.test')}).</p>` +
      `<form class="wpforms-form"><input type="email" name="wpforms[fields][1]" placeholder="o.seu.email@exemplo.pt"><textarea name="wpforms[fields][2]"></textarea><button type="submit">Enviar</button></form>`,
  });

  pages['/politica-de-privacidade'] = page({
    path: '/politica-de-privacidade',
    title: 'Política de privacidade',
    lang: 'pt-PT',
    main: `<h1>Política de privacidade</h1><p>A Azulejaria Rua Nova, Lda. trata os seus dados pessoais apenas para responder a pedidos e encomendas, nos termos do RGPD.</p>`,
  });

  pages['/area-reservada'] = page({
    path: '/area-reservada',
    title: 'Área reservada',
    lang: 'pt-PT',
    main: `<h1>Área reservada</h1><p>Arquivo de desenhos e fichas de restauro. Pedidos de acesso: ${mailto('arquivo@azulejaria-ruanova.test')}</p>`,
  });

  const team = (address: string, name: string, title: string, extra: ('honorific' | 'entities' | 'plain')[] = ['plain']) => ({
    address,
    name,
    title,
    pages: ['/equipa'],
    cases: ['card' as const, 'link-non-english' as const, ...extra],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-reservada\n`,
      sitemapXml: urlset(HOST, ['/', '/a-oficina', '/equipa', '/restauro', '/contactos', '/politica-de-privacidade'], '2025-01-17'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-11',
      languages: ['pt'],
      addresses: [
        { ...team('teresa.almeida@azulejaria-ruanova.test', 'Teresa Almeida', 'pintora de azulejo e sócia-gerente'), titleAlternatives: ['sócia-gerente'] },
        { ...team(KILN, 'Rui Fonseca', 'ceramista, responsável pelo forno', ['entities']), titleAlternatives: ['ceramista'] },
        team('helena.matos@azulejaria-ruanova.test', 'Helena Matos', 'conservadora-restauradora', ['honorific', 'plain']),
        team('pedro.nunes@azulejaria-ruanova.test', 'Pedro Nunes', 'pintor de azulejo'),
        team('miguel.sousa@azulejaria-ruanova.test', 'Miguel Sousa', 'vidrador'),
        team('carla.pinto@azulejaria-ruanova.test', 'Carla Pinto', 'aprendiz de pintura'),
        {
          address: 'paulo.vieira@azulejaria-ruanova.test',
          name: 'Paulo Vieira',
          title: 'Diretor técnico',
          pages: ['/restauro/projetos'],
          cases: ['title-name-line', 'honorific', 'deep-page', 'plain', 'link-non-english'],
        },
        { address: 'sofia.ribeiro@azulejaria-ruanova.test', name: 'Sofia Ribeiro', title: 'Diretora comercial', pages: ['/contactos'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        {
          address: 'beatriz.lopes@azulejaria-ruanova.test',
          name: 'Beatriz Lopes',
          title: 'responsável da loja',
          pages: ['/contactos'],
          cases: ['json-ld-nested', 'json-ld-person', 'json-ld-mailto', 'name-title-line', 'plain', 'link-non-english'],
        },
        { address: 'encomendas@azulejaria-ruanova.test', name: null, title: null, pages: ['/contactos'], cases: ['role', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-reservada'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'arquivo@azulejaria-ruanova.test', kind: 'disallowed' },
        { text: 'logo-ruanova@2x.png', kind: 'retina' },
        { text: 'o.seu.email@exemplo.pt', kind: 'placeholder' },
        { text: 'vendas@vidrados-aveiro.test', kind: 'other-company' },
      ],
    },
  };
}
