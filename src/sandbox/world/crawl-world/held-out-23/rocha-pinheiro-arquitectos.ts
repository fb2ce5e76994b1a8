/**
 * Rocha Pinheiro Arquitectos: an architecture practice in Porto, on Squarespace, in European
 * Portuguese (pre-reform spelling, as many studios keep it). The team as "Arq.ª Name — role ·
 * address" lines with the Portuguese honorifics, the founder as a JSON-LD Person, one architect's
 * address kept reversed in a data attribute and turned round by a code block, the project
 * coordinator in a sentence on a project page two links deep, and the communication mailbox
 * beside the author of a news text without being hers.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'rochapinheiro-arquitectos.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/projectos', 'Projectos'],
  ['/atelier', 'Atelier'],
  ['/noticias', 'Notícias'],
  ['/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Rocha Pinheiro Arquitectos',
  head: [
    '<!-- This is Squarespace. --><!-- rocha-pinheiro-arquitectos -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64a1f0c2e5b8/12/5c5a519771c10ba3470d8101/64a1f0c2e5b8c/1527/site.css">',
    '<script src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-6f1b2e.js" defer></script>',
  ],
  header: (p) =>
    `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="https://images.squarespace-cdn.com/content/v1/64a1f0c2/logo-rpa.png?format=1500w" alt="Rocha Pinheiro Arquitectos"></a></div></div>` +
    `<nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item${h === p.path ? ' header-nav-item--active' : ''}"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="sqs-block html-block"><div class="sqs-html-content"><p>Rua do Rosário 211, 4050-524 Porto · ${tel('+351 222 013 447')} · ${mailto(`geral@${HOST}`)}</p>` +
    `<p><a href="/politica-de-privacidade">Política de privacidade</a> · <a href="/livro-de-reclamacoes">Livro de reclamações</a> · <a href="/arquivo-interno">Arquivo</a></p></div></div></section></footer>`,
  privacyPath: { pt: '/politica-de-privacidade' },
  bodyEnd: ['<script>Static.COOKIE_BANNER_CAPABLE = true;</script>', '<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.8f1e2a.js"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const block = (html: string): string => `<article class="sections" id="sections" data-page-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></section></article>`;

const SOFIA = `sofia@${HOST}`;
const SOFIA_REV = reversed(SOFIA);

export function rochaPinheiroArquitectos(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Arquitectura',
    lang: 'pt-PT',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'LocalBusiness',
        name: 'Rocha Pinheiro Arquitectos',
        url: `${ORIGIN}/`,
        email: `geral@${HOST}`,
        telephone: '+351 222 013 447',
        address: { '@type': 'PostalAddress', streetAddress: 'Rua do Rosário 211', postalCode: '4050-524', addressLocality: 'Porto', addressCountry: 'PT' },
        founder: [
          { '@type': 'Person', name: 'Inês Rocha Pinheiro', jobTitle: 'Sócia fundadora', email: `ines@${HOST}` },
          { '@type': 'Person', name: 'Tiago Pinheiro', jobTitle: 'Sócio, director de obra', email: `tiago@${HOST}` },
        ],
      },
    ],
    main: block(
      `<h1>Arquitectura para lugares com memória</h1><p>Reabilitação urbana, habitação e equipamentos no Norte de Portugal desde 2006.</p><p><a href="/projectos">Ver projectos</a> · <a href="/atelier">Conhecer o atelier</a></p>`,
    ),
  });

  pages['/projectos'] = page({
    path: '/projectos',
    title: 'Projectos',
    lang: 'pt-PT',
    main: block(
      `<h1>Projectos</h1><div class="summary-item-list"><div class="summary-item"><a href="/projectos/casa-da-rua-das-flores" class="summary-title-link">Casa da Rua das Flores, Porto</a><img src="https://images.squarespace-cdn.com/content/v1/64a1f0c2/flores-01.jpg?format=750w" alt=""></div>` +
        `<div class="summary-item"><a href="/projectos/biblioteca-de-paredes" class="summary-title-link">Biblioteca Municipal de Paredes</a></div></div>`,
    ),
  });

  pages['/projectos/casa-da-rua-das-flores'] = page({
    path: '/projectos/casa-da-rua-das-flores',
    title: 'Casa da Rua das Flores',
    lang: 'pt-PT',
    main: block(
      `<h1>Casa da Rua das Flores</h1><p>Reabilitação de um edifício oitocentista de três pisos, com manutenção da fachada em granito e do saguão original. Área: 412 m². Conclusão: 2024.</p>` +
        `<p>O projecto foi coordenado pela arquitecta Beatriz Lopes, que acompanha as visitas de estudantes à obra; marcações com ela, por ${mailto(`beatriz@${HOST}`)}.</p><p>Fotografia: Nuno Sampaio.</p>`,
    ),
  });

  pages['/projectos/biblioteca-de-paredes'] = page({ path: '/projectos/biblioteca-de-paredes', title: 'Biblioteca Municipal de Paredes', lang: 'pt-PT', main: block(`<h1>Biblioteca Municipal de Paredes</h1><p>Concurso público, 1.º prémio (2022). Em construção.</p>`) });

  pages['/atelier'] = page({
    path: '/atelier',
    title: 'Atelier',
    lang: 'pt-PT',
    main: block(
      `<h1>Atelier</h1><p>Somos nove pessoas entre arquitectos, um engenheiro e uma designer de comunicação.</p>` +
        `<p>Arq.ª Inês Rocha Pinheiro — Sócia fundadora · ${mailto(`ines@${HOST}`)}</p>` +
        `<p>Arq. Tiago Pinheiro — Sócio, director de obra · ${mailto(`tiago@${HOST}`)}</p>` +
        `<p>Eng.º Rui Carvalho — Coordenação de especialidades · ${mailto(`rui@${HOST}`)}</p>` +
        `<p>Arq.ª Sofia Marques — Arquitecta sénior, licenciamento · <a class="js-rev-mail" data-m="${SOFIA_REV}" href="#">[e-mail]</a></p>` +
        `<p>Arq. Miguel Antunes — Arquitecto, modelação BIM · ${mailto(`miguel@${HOST}`)}</p>` +
        `<p>Carolina Freitas — Designer de comunicação · ${mailto(`carolina@${HOST}`)}</p>` +
        `<div class="sqs-block code-block"><script>document.querySelectorAll('.js-rev-mail').forEach(function(a){var m=a.getAttribute('data-m').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script></div>` +
        `<p>Estágios profissionais (OA): portefólio em PDF até 10 MB para ${mailto(`candidaturas@${HOST}`)}.</p>`,
    ),
  });

  pages['/noticias'] = page({
    path: '/noticias',
    title: 'Notícias',
    lang: 'pt-PT',
    main: block(`<h1>Notícias</h1><ul><li><a href="/noticias/premio-jovens-arquitectos-2025">Menção honrosa no Prémio Habitação 2025</a></li></ul>`),
  });

  pages['/noticias/premio-jovens-arquitectos-2025'] = page({
    path: '/noticias/premio-jovens-arquitectos-2025',
    title: 'Menção honrosa no Prémio Habitação 2025',
    lang: 'pt-PT',
    main: block(
      `<h1>Menção honrosa no Prémio Habitação 2025</h1><p>A Casa da Rua das Flores recebeu uma menção honrosa do júri, que destacou «a contenção da intervenção e o respeito pela escala da rua».</p>` +
        `<p class="byline">Texto de Marta Fonseca, com fotografias de Nuno Sampaio.</p><p>Pedidos de imagens em alta resolução e entrevistas: ${mailto(`comunicacao@${HOST}`)}</p>`,
    ),
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    lang: 'pt-PT',
    main: block(
      `<h1>Contactos</h1><p>Rua do Rosário 211, 4050-524 Porto<br>${tel('+351 222 013 447')} (chamada para a rede fixa nacional)<br>${mailto(`geral@${HOST}`)}</p>` +
        `<form class="form-wrapper" data-form-id="64a1f0c2e5b8"><label>Email<input type="email" name="email" placeholder="o.seu.email@exemplo.pt"></label><button type="submit">Enviar</button></form>` +
        `<p>Levantamentos topográficos em parceria com Geomapa, Lda. (geral@geomapa.test).</p><!-- rp antigo: rochapinheiro@${HOST} -->`,
    ),
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de privacidade', lang: 'pt-PT', main: block(`<h1>Política de privacidade</h1><p>Os dados enviados pelo formulário são usados apenas para responder ao seu pedido.</p>`) });
  pages['/livro-de-reclamacoes'] = page({ path: '/livro-de-reclamacoes', title: 'Livro de reclamações', lang: 'pt-PT', main: block(`<h1>Livro de reclamações</h1><p>Disponível em formato electrónico na plataforma oficial.</p>`) });
  pages['/arquivo-interno'] = page({ path: '/arquivo-interno', title: 'Arquivo', lang: 'pt-PT', main: block(`<h1>Arquivo interno</h1><p>Pedidos de acesso a processos antigos: ${mailto(`arquivo@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?format=*\nDisallow: /arquivo-interno\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/projectos', '/projectos/casa-da-rua-das-flores', '/projectos/biblioteca-de-paredes', '/atelier', '/noticias', '/noticias/premio-jovens-arquitectos-2025', '/contactos']),
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'mK2e8f1A/rT0b9xQw' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-23',
      languages: ['pt'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        { address: `candidaturas@${HOST}`, name: null, title: null, pages: ['/atelier'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `comunicacao@${HOST}`, name: null, title: null, pages: ['/noticias/premio-jovens-arquitectos-2025'], cases: ['neighbour', 'plain', 'deep-page'] },
        { address: `ines@${HOST}`, name: 'Inês Rocha Pinheiro', title: 'Sócia fundadora', pages: ['/atelier', '/'], cases: ['name-title-line', 'honorific', 'json-ld-person', 'plain', 'link-non-english'] },
        { address: `tiago@${HOST}`, name: 'Tiago Pinheiro', title: 'Sócio, director de obra', titleAlternatives: ['Director de obra', 'Sócio'], pages: ['/atelier', '/'], cases: ['name-title-line', 'honorific', 'json-ld-person', 'plain', 'link-non-english'] },
        { address: `rui@${HOST}`, name: 'Rui Carvalho', title: 'Coordenação de especialidades', pages: ['/atelier'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        {
          address: SOFIA,
          name: 'Sofia Marques',
          title: 'Arquitecta sénior, licenciamento',
          titleAlternatives: ['Arquitecta sénior'],
          pages: ['/atelier'],
          encoded: { kind: 'reversed', text: SOFIA_REV },
          cases: ['name-title-line', 'honorific', 'script-reversed', 'link-non-english'],
        },
        { address: `miguel@${HOST}`, name: 'Miguel Antunes', title: 'Arquitecto, modelação BIM', titleAlternatives: ['Arquitecto'], pages: ['/atelier'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `carolina@${HOST}`, name: 'Carolina Freitas', title: 'Designer de comunicação', pages: ['/atelier'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `beatriz@${HOST}`, name: 'Beatriz Lopes', title: 'arquitecta', pages: ['/projectos/casa-da-rua-das-flores'], cases: ['prose', 'plain', 'deep-page', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/arquivo-interno'],
      nonAddresses: [
        { text: `rochapinheiro@${HOST}`, kind: 'comment' },
        { text: `arquivo@${HOST}`, kind: 'disallowed' },
        { text: 'o.seu.email@exemplo.pt', kind: 'placeholder' },
        { text: 'geral@geomapa.test', kind: 'other-company' },
      ],
    },
  };
}
