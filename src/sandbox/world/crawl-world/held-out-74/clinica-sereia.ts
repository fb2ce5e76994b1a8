/**
 * Clínica Dentária da Sereia: a dental clinic by the Jardim da Sereia in Coimbra on Wix, in
 * European Portuguese. The dentists as Wix repeater cards with "Dr." / "Dra." and, for the
 * clinical director, "DMD, MSc" (he is also the Dentist's employee in the JSON-LD), the clinic
 * manager as a "Gestora clínica:" line, the administrative head in prose on the insurance page,
 * a dental assistant in a blog post two clicks deep, the general and booking mailboxes; the
 * prosthesis lab's address, a placeholder, an old address in a comment and the patient area
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'clinica-dentaria-sereia-coimbra.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/a-clinica', 'A Clínica'],
  ['/equipa-clinica', 'Equipa clínica'],
  ['/tratamentos', 'Tratamentos'],
  ['/acordos', 'Acordos e seguros'],
  ['/blog', 'Blog'],
  ['/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Clínica Dentária da Sereia',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="9e2c7a41-3b6d-4f08-8c15-d4a7b2e9f031">',
    '<link rel="preconnect" href="https://static.wixstatic.com" crossorigin>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_bootstrap.min.css">',
  ],
  header: (p) =>
    `<header id="SITE_HEADER" class="wixui-header"><div data-testid="inline-content"><a href="/" data-testid="linkElement" class="wixui-image"><img src="https://static.wixstatic.com/media/5d2e81_b04c7f19e3a24d5e8f61a92c0d7b3e44~mv2.png/v1/fill/w_210,h_70,al_c/logo-sereia.png" alt="Clínica Dentária da Sereia"></a>` +
    `<nav class="wixui-horizontal-menu" aria-label="Site"><ul>${MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item${h === p.path ? ' selected' : ''}"><a data-testid="linkElement" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="wixui-button" href="/contactos#marcacao" data-testid="linkElement"><span class="wixui-button__label">Marcar consulta</span></a></div></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><div data-testid="inline-content"><div class="wixui-rich-text" data-testid="richTextElement">` +
    `<p class="font_9"><span style="font-weight:bold;">Clínica Dentária da Sereia, Lda.</span> · Rua Alexandre Herculano 41, 3000-019 Coimbra</p>` +
    `<p class="font_9">${tel('+351 239 824 560')} (chamada para a rede fixa nacional) · ${tel('+351 912 337 108')} (chamada para a rede móvel nacional) · ${mailto(at('geral'))}</p>` +
    `<p class="font_9">Segunda a sexta 9h00–20h00 · Sábado 9h00–13h00 · Diretor Clínico: Dr. Henrique Vaz (OMD n.º 6418) · ERS n.º E142781</p>` +
    `<p class="font_9"><a href="/politica-de-privacidade">Política de Privacidade</a> · <a href="/livro-de-reclamacoes">Livro de Reclamações</a> · <a href="/area-do-paciente">Área do Paciente</a></p></div></div></footer>`,
  privacyPath: { pt: '/politica-de-privacidade' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.9a1d3c7e.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-PT' });

const strip = (id: string, html: string) =>
  `<section id="comp-${id}" class="wixui-section"><div class="wixui-column-strip__column"><div data-testid="richTextElement" class="wixui-rich-text">${html}</div></div></section>`;

type Dentist = { shown: string; name: string; title: string; local: string; postNominal?: boolean; photo: string };
const DENTISTS: Dentist[] = [
  { shown: 'Dr. Henrique Vaz, DMD, MSc', name: 'Henrique Vaz', title: 'Diretor Clínico · Reabilitação Oral', local: 'henrique.vaz', postNominal: true, photo: '5d2e81_1a4f' },
  { shown: 'Dra. Beatriz Lobo', name: 'Beatriz Lobo', title: 'Médica Dentista · Ortodontia', local: 'beatriz.lobo', photo: '5d2e81_7c02' },
  { shown: 'Dr. Tomás Rebelo', name: 'Tomás Rebelo', title: 'Médico Dentista · Implantologia', local: 'tomas.rebelo', photo: '5d2e81_e39b' },
  { shown: 'Dra. Leonor Seabra', name: 'Leonor Seabra', title: 'Higienista Oral', local: 'leonor.seabra', photo: '5d2e81_44d8' },
];

export function clinicaSereia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Médicos dentistas em Coimbra',
    description: 'Clínica dentária no centro de Coimbra, junto ao Jardim da Sereia: ortodontia, implantologia, higiene oral e odontopediatria.',
    main:
      strip('h1', `<h1 class="font_0">O seu sorriso, em boas mãos.</h1><p class="font_8">Há mais de 15 anos no centro de Coimbra, junto ao Jardim da Sereia. Primeira consulta de avaliação gratuita.</p>`) +
      strip('h2', `<h2 class="font_2">Marcações</h2><p class="font_8">Marque por telefone ou por email: ${mailto(at('marcacoes'))}. Respondemos no próprio dia útil.</p><p class="font_8"><a href="/tratamentos">Os nossos tratamentos</a></p>`),
  });

  pages['/a-clinica'] = page({
    path: '/a-clinica',
    title: 'A Clínica',
    main: strip(
      'c1',
      `<h1 class="font_0">A Clínica</h1><p class="font_8">Fundada em 2009, a clínica tem cinco gabinetes, radiologia digital com CBCT e um laboratório próprio de ortodontia. Conheça a nossa <a href="/equipa-clinica">equipa clínica</a>.</p>`,
    ),
  });

  pages['/equipa-clinica'] = page({
    path: '/equipa-clinica',
    title: 'Equipa clínica',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        '@id': `${ORIGIN}/#dentist`,
        name: 'Clínica Dentária da Sereia',
        url: `${ORIGIN}/`,
        telephone: '+351 239 824 560',
        address: { '@type': 'PostalAddress', streetAddress: 'Rua Alexandre Herculano 41', postalCode: '3000-019', addressLocality: 'Coimbra', addressCountry: 'PT' },
        employee: [{ '@type': 'Person', name: 'Henrique Vaz', honorificPrefix: 'Dr.', jobTitle: 'Diretor Clínico', email: at('henrique.vaz') }],
      },
    ],
    main:
      strip('e1', `<h1 class="font_0">Equipa clínica</h1><p class="font_8">Todos os médicos dentistas estão inscritos na Ordem dos Médicos Dentistas.</p>`) +
      `<div class="wixui-repeater" role="list">${DENTISTS.map(
        (d, i) =>
          `<div role="listitem" class="wixui-repeater__item" id="comp-m2eq__item${i}"><img src="https://static.wixstatic.com/media/${d.photo}~mv2.jpg/v1/fill/w_280,h_320,al_c,q_80/${d.local}.jpg" alt="${esc(d.name)}"><div data-testid="richTextElement" class="wixui-rich-text"><h4 class="font_4">${esc(d.shown)}</h4><p class="font_8">${esc(d.title)}</p><p class="font_8">${mailto(at(d.local))}</p></div></div>`,
      ).join('')}</div>`,
  });

  pages['/tratamentos'] = page({
    path: '/tratamentos',
    title: 'Tratamentos',
    main: strip('t1', `<h1 class="font_0">Tratamentos</h1><ul class="font_8"><li>Consulta de avaliação e check-up</li><li>Higiene oral e branqueamento</li><li>Ortodontia fixa e alinhadores invisíveis</li><li>Implantologia e reabilitação oral</li><li>Odontopediatria</li></ul>`),
  });

  pages['/acordos'] = page({
    path: '/acordos',
    title: 'Acordos e seguros',
    main: strip(
      'a1',
      `<h1 class="font_0">Acordos e seguros</h1><p class="font_8">Temos acordo com Médis, Multicare, AdvanceCare, SAMS Centro e aceitamos cheques-dentista do SNS.</p>` +
        `<p class="font_8">Para questões sobre acordos, reembolsos e faturação, contacte a nossa responsável administrativa, Rita Gaspar, através de ${mailto(at('rita.gaspar'))}.</p>`,
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    main: `<div data-hook="post-list" class="blog-post-list"><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="/post/como-escovar-os-dentes-das-criancas">Como escovar os dentes das crianças: guia por idades</a></h2><span data-hook="time-ago">12 de nov. de 2024</span></article></div>`,
  });

  pages['/post/como-escovar-os-dentes-das-criancas'] = page({
    path: '/post/como-escovar-os-dentes-das-criancas',
    title: 'Como escovar os dentes das crianças: guia por idades',
    main:
      `<article data-hook="post"><h1 data-hook="post-title">Como escovar os dentes das crianças: guia por idades</h1><div data-hook="post-description">` +
      `<p>Até aos 3 anos, uma quantidade de pasta do tamanho de um grão de arroz; dos 3 aos 6, do tamanho de uma ervilha, sempre com 1000 ppm de flúor.</p>` +
      `<p>Nas nossas sessões de escovagem para pais, a assistente dentária Inês Cardoso mostra a técnica com modelos; pode inscrever-se escrevendo-lhe para ${mailto(at('ines.cardoso'))}.</p></div></article>`,
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main:
      strip(
        'k1',
        `<h1 class="font_0">Contactos</h1><p class="font_8">Rua Alexandre Herculano 41, 3000-019 Coimbra (junto ao Jardim da Sereia). Estacionamento no parque da Praça da República.</p>` +
          `<p class="font_8">Geral: ${mailto(at('geral'))} · Marcações: ${mailto(at('marcacoes'))}</p><p class="font_8">Gestora clínica: Sofia Antunes – ${mailto(at('sofia.antunes'))}</p>` +
          `<p class="font_8">Trabalhamos com o laboratório de prótese ProteDent Coimbra (encomendas@protedent-coimbra.test).</p>`,
      ) +
      `<form id="marcacao" class="wixui-form"><label>Email<input type="email" placeholder="exemplo@email.com"></label><label>Mensagem<textarea></textarea></label><button type="submit">Enviar</button></form>` +
      `<!-- rececao antiga: rececao@${HOST} -->`,
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de Privacidade', main: strip('p1', `<h1 class="font_0">Política de Privacidade</h1><p class="font_8">Responsável pelo tratamento: Clínica Dentária da Sereia, Lda., NIPC 508 912 334.</p>`) });
  pages['/livro-de-reclamacoes'] = page({ path: '/livro-de-reclamacoes', title: 'Livro de Reclamações', main: strip('l1', `<h1 class="font_0">Livro de Reclamações</h1><p class="font_8">Livro de Reclamações Eletrónico disponível em livroreclamacoes.pt.</p>`) });
  pages['/area-do-paciente'] = page({
    path: '/area-do-paciente',
    title: 'Área do Paciente',
    main: strip('ap1', `<h1 class="font_0">Área do Paciente</h1><p class="font_8">Orçamentos e planos de tratamento. Dificuldades no acesso: ${mailto(at('pacientes'))}</p>`),
  });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/a-clinica', '/equipa-clinica', '/tratamentos', '/acordos', '/blog', '/contactos', '/politica-de-privacidade'], '2024-11-12'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/como-escovar-os-dentes-das-criancas'], '2024-11-12'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /area-do-paciente\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2024-11-12'),
      pages,
      headers: { Server: 'Pepyaka', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-74',
      languages: ['pt'],
      addresses: [
        { address: at('geral'), name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        { address: at('marcacoes'), name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        ...DENTISTS.map((d) => ({
          address: at(d.local),
          name: d.name,
          title: d.title,
          pages: ['/equipa-clinica'],
          cases: ['card', 'plain', 'link-non-english', 'honorific', ...(d.postNominal ? ['post-nominal', 'json-ld-person'] : [])] as CaseKind[],
        })),
        { address: at('sofia.antunes'), name: 'Sofia Antunes', title: 'Gestora clínica', pages: ['/contactos'], cases: ['title-name-line', 'plain'] },
        { address: at('rita.gaspar'), name: 'Rita Gaspar', title: 'responsável administrativa', pages: ['/acordos'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: at('ines.cardoso'), name: 'Inês Cardoso', title: 'assistente dentária', pages: ['/post/como-escovar-os-dentes-das-criancas'], cases: ['prose', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-do-paciente'],
      nonAddresses: [
        { text: `rececao@${HOST}`, kind: 'comment' },
        { text: `pacientes@${HOST}`, kind: 'disallowed' },
        { text: 'encomendas@protedent-coimbra.test', kind: 'other-company' },
        { text: 'exemplo@email.com', kind: 'placeholder' },
      ],
    },
  };
}
