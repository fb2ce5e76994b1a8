/**
 * Associação Humanitária dos Bombeiros Voluntários de Souto da Ribeira: a volunteer fire brigade
 * and ambulance service in the Portuguese interior, on Joomla 3.10 with a Helix template, in
 * European Portuguese. The governing bodies as "Title: Name" and "Name, title" lines (Eng.º,
 * Dr.), the commander's com_contact page two links deep (schema.org Person microdata around the
 * name and position, the address behind Joomla's e-mail cloaking script), the command staff as
 * cards, the non-urgent patient transport nurse (Enf.ª) as the bookings label line, the
 * secretary written "[at]"/"[dot]", the general mailbox in the Organization's contactPoint, and
 * the ambulance course trainer in a news item listed only in the sitemap robots.txt names.
 * Addresses are initial dot last surname. Traps: the members' area (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bvsoutodaribeira.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/a-associacao/orgaos-sociais', 'Órgãos Sociais'],
  ['/corpo-de-bombeiros/comando', 'Comando'],
  ['/servicos/transporte-de-doentes', 'Transporte de Doentes'],
  ['/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bombeiros Voluntários de Souto da Ribeira',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/shaper_helixultimate/images/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="${ORIGIN}/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/templates/shaper_helixultimate/css/template.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?5c1d6e0a8b3f2c7e9d4a1b6f0e2c3d5a"></script>`,
    `<script src="${ORIGIN}/media/system/js/caption.js?5c1d6e0a8b3f2c7e9d4a1b6f0e2c3d5a"></script>`,
    `<script>jQuery(window).on('load',  function() { new JCaption('img.caption'); });</script>`,
  ],
  header: (spec) =>
    `<div class="body-wrapper"><div class="body-innerwrapper"><header id="sp-header"><div class="container"><div class="container-inner"><div class="row"><div id="sp-logo" class="col-8 col-lg-3"><div class="sp-column"><div class="logo"><a href="/"><img class="logo-image" src="/images/logo/logo-bvsr.png" alt="Bombeiros Voluntários de Souto da Ribeira"></a></div></div></div>` +
    `<div id="sp-menu" class="col-4 col-lg-9"><div class="sp-column"><nav class="sp-megamenu-wrapper" role="navigation"><ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">${MENU.map(([h, l], i) => `<li class="sp-menu-item${h === spec.path ? ' current-item active' : ''}"><a href="${h}" class="item-${101 + i}">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></div></div></div></header><section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12" role="main"><div class="sp-column"><div id="system-message-container"></div>`,
  footer: () =>
    `</div></main></div></div></div></section><footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-8"><div class="sp-column"><span class="sp-copyright">© 2025 Associação Humanitária dos Bombeiros Voluntários de Souto da Ribeira · Rua dos Bombeiros Voluntários 3, 3640-211 Souto da Ribeira · ${tel('232 604 120')} · Emergência: 112</span></div></div>` +
    `<div id="sp-footer2" class="col-lg-4"><div class="sp-column"><ul class="menu"><li class="item-131"><a href="/politica-de-privacidade">Política de Privacidade</a></li><li class="item-132"><a href="/area-reservada">Área Reservada</a></li></ul></div></div></div></div></div></footer></div></div>`,
  privacyPath: { pt: '/politica-de-privacidade' },
  bodyEnd: [`<script src="${ORIGIN}/templates/shaper_helixultimate/js/main.js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-pt' });

/** A Joomla com_content article. */
const article = (title: string, body: string): string =>
  `<div class="article-details" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="pt-PT"><div class="article-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${body}</div></div>`;

/** Joomla 3's e-mail cloak: vowels and dots as character references, split into string pieces. */
const joomlaEncode = (text: string): string => text.replace(/[aeiou.@]/g, (c) => `&#${c.charCodeAt(0)};`);
function cloak(local: string, id: string): { html: string; script: string } {
  const [name, tld] = [HOST.slice(0, HOST.lastIndexOf('.')), HOST.slice(HOST.lastIndexOf('.') + 1)];
  const script =
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${joomlaEncode(local)}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + '${joomlaEncode(name)}' + '&#46;' + '${joomlaEncode(tld)}';\n` +
    `\t\t\t\tvar addy_text${id} = '${joomlaEncode(local)}' + '&#64;' + '${joomlaEncode(name)}' + '&#46;' + '${joomlaEncode(tld)}';` +
    `document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`;
  return {
    html: `<span id="cloak${id}">Este endereço de email está protegido contra piratas. Necessita ativar o JavaScript para o visualizar.</span><script type='text/javascript'>${script}</script>`,
    script,
  };
}

const COMANDANTE = cloak('r.matos', '4f9c2a7e1b3d8056e2a41c7f9b0d3e58');
const COMANDANTE_PATH = '/corpo-de-bombeiros/comando/12-rui-matos';
const NEWS = '/noticias/abertas-inscricoes-curso-tripulante-de-ambulancia-de-socorro';

export function bombeirosSoutoDaRibeira(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Início',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Associação Humanitária dos Bombeiros Voluntários de Souto da Ribeira',
        alternateName: 'BV Souto da Ribeira',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/images/logo/logo-bvsr.png`,
        foundingDate: '1932',
        address: { '@type': 'PostalAddress', streetAddress: 'Rua dos Bombeiros Voluntários 3', postalCode: '3640-211', addressLocality: 'Souto da Ribeira', addressCountry: 'PT' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+351 232 604 120', email: `geral@${HOST}`, areaServed: 'PT', availableLanguage: 'Portuguese' },
          { '@type': 'ContactPoint', contactType: 'emergency', telephone: '112' },
        ],
      },
    ],
    main:
      `<div class="sp-module"><div class="sp-module-content"><div class="custom"><h1>Vida por vida</h1><p>Desde 1932 ao serviço da população de Souto da Ribeira e das freguesias vizinhas: combate a incêndios, emergência pré-hospitalar, transporte de doentes e proteção civil.</p>` +
      `<p>Corpo de bombeiros com 64 elementos, 11 dos quais profissionais da Equipa de Intervenção Permanente.</p><p><a href="/corpo-de-bombeiros/comando">Conheça o Comando</a> · <a href="/a-associacao/orgaos-sociais">Órgãos Sociais</a> · <a href="/contactos">Contactos</a></p></div></div></div>`,
  });

  pages['/a-associacao/orgaos-sociais'] = page({
    path: '/a-associacao/orgaos-sociais',
    title: 'Órgãos Sociais',
    main: article(
      'Órgãos Sociais – Quadriénio 2023/2026',
      `<h3>Direção</h3>` +
        `<p>Presidente da Direção: Eng.º António Carlos Ferreira Lopes – ${mailto(`a.lopes@${HOST}`)}</p>` +
        `<p>Vice-Presidente: Maria do Céu Antunes</p>` +
        `<p>Dr. Fernando Albuquerque, Tesoureiro, ${mailto(`f.albuquerque@${HOST}`)}</p>` +
        `<h3>Assembleia Geral</h3><p>Presidente da Mesa: Joaquim Teixeira dos Santos</p><h3>Conselho Fiscal</h3><p>Presidente: Dra. Helena Morais Sequeira</p>`,
    ),
  });

  pages['/corpo-de-bombeiros/comando'] = page({
    path: '/corpo-de-bombeiros/comando',
    title: 'Comando',
    main: article(
      'Comando do Corpo de Bombeiros',
      `<div class="row">` +
        `<div class="col-md-4"><div class="card"><img class="card-img-top" src="/images/comando/rui-matos.jpg" alt="Rui Matos"><div class="card-body"><h4 class="card-title">Rui Matos</h4><p>Comandante do Corpo de Bombeiros</p><p><a href="${COMANDANTE_PATH}">Contactar o Comandante</a></p></div></div></div>` +
        `<div class="col-md-4"><div class="card"><img class="card-img-top" src="/images/comando/sergio-cardoso.jpg" alt="Sérgio Miguel Cardoso"><div class="card-body"><h4 class="card-title">Sérgio Miguel Cardoso</h4><p>2.º Comandante</p><p>${mailto(`s.cardoso@${HOST}`)}</p></div></div></div>` +
        `<div class="col-md-4"><div class="card"><img class="card-img-top" src="/images/comando/vanessa-rodrigues.jpg" alt="Vanessa Pires Rodrigues"><div class="card-body"><h4 class="card-title">Vanessa Pires Rodrigues</h4><p>Adjunta de Comando (Formação e Proteção Civil)</p><p>${mailto(`v.rodrigues@${HOST}`)}</p></div></div></div>` +
        `</div>`,
    ),
  });

  pages[COMANDANTE_PATH] = page({
    path: COMANDANTE_PATH,
    title: 'Rui Matos',
    main:
      `<div class="contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h2><span class="contact-name" itemprop="name">Rui Matos</span></h2></div>` +
      `<h3>Contacto</h3><dl class="contact-address dl-horizontal"><dt>Posição:</dt><dd><span class="contact-position" itemprop="jobTitle">Comandante do Corpo de Bombeiros</span></dd>` +
      `<dt><span class="jicons-text">Email: </span></dt><dd><span class="contact-emailto">${COMANDANTE.html}</span></dd>` +
      `<dt><span class="jicons-text">Telefone: </span></dt><dd><span class="contact-telephone" itemprop="telephone">232 604 120</span></dd></dl>` +
      `<div class="contact-miscinfo"><p>Assuntos operacionais e pedidos de colaboração em eventos. Para emergências ligue sempre 112.</p></div></div>`,
  });

  pages['/servicos/transporte-de-doentes'] = page({
    path: '/servicos/transporte-de-doentes',
    title: 'Transporte de Doentes',
    main: article(
      'Transporte de Doentes Não Urgentes',
      `<p>Transporte para consultas, tratamentos de hemodiálise, fisioterapia e radioterapia, com credencial do SNS ou a título particular.</p>` +
        `<p>Marcações: Enf.ª Marta Gonçalves, Enfermeira – Coordenadora do Transporte de Doentes Não Urgentes, Quartel-Sede, Rua dos Bombeiros Voluntários 3, 3640-211 Souto da Ribeira, tel. ${tel('232 604 125')}, ${mailto(`m.goncalves@${HOST}`)}</p>` +
        `<p>As marcações devem ser feitas com 48 horas de antecedência.</p>`,
    ),
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main: article(
      'Contactos',
      `<p>Quartel-Sede: Rua dos Bombeiros Voluntários 3, 3640-211 Souto da Ribeira</p><p>Secretaria (dias úteis, 9h–12h30 e 14h–17h30): ${tel('232 604 120')} · ${mailto(`geral@${HOST}`)}</p>` +
        `<p>Quotas e sócios: Carla Sofia Neves, secretária administrativa – c.neves [at] bvsoutodaribeira [dot] test</p>`,
    ),
  });

  pages[NEWS] = page({
    path: NEWS,
    title: 'Abertas as inscrições para o curso de Tripulante de Ambulância de Socorro',
    main: article(
      'Abertas as inscrições para o curso de Tripulante de Ambulância de Socorro',
      `<p>Decorrem até 28 de fevereiro as inscrições para o curso TAS (210 horas), em parceria com a Escola Nacional de Bombeiros. O curso destina-se a bombeiros do quadro ativo e a candidatos ao estágio.</p>` +
        `<p>A formação será coordenada por Nuno Azevedo Pinto, Oficial Bombeiro Principal e formador certificado pela Escola Nacional de Bombeiros; as dúvidas sobre o programa podem ser enviadas diretamente para ${mailto(`n.pinto@${HOST}`)}.</p>`,
    ),
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de Privacidade', main: article('Política de Privacidade', '<p>Os dados pessoais são tratados nos termos do RGPD.</p>') });
  pages['/area-reservada'] = page({
    path: '/area-reservada',
    title: 'Área Reservada',
    main: article('Área Reservada', `<p>Escalas de serviço e piquetes. Problemas de acesso: ${mailto(`escalas@${HOST}`)}</p>`),
  });

  pages['/media/sitemaps/sitemap-pt.xml'] = xmlPage(
    urlset(HOST, ['/', '/a-associacao/orgaos-sociais', '/corpo-de-bombeiros/comando', COMANDANTE_PATH, '/servicos/transporte-de-doentes', '/contactos', NEWS], '2025-02-10'),
  );

  const a = (local: string, name: string, title: string, pagesOf: string[], cases: CaseKind[]) => ({ address: `${local}@${HOST}`, name, title, pages: pagesOf, cases });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-reservada\n\nSitemap: ${ORIGIN}/media/sitemaps/sitemap-pt.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-106',
      languages: ['pt'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/contactos', '/'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        a('a.lopes', 'António Carlos Ferreira Lopes', 'Presidente da Direção', ['/a-associacao/orgaos-sociais'], ['title-name-line', 'honorific', 'plain', 'link-non-english']),
        a('f.albuquerque', 'Fernando Albuquerque', 'Tesoureiro', ['/a-associacao/orgaos-sociais'], ['name-title-line', 'honorific', 'plain', 'link-non-english']),
        { ...a('r.matos', 'Rui Matos', 'Comandante do Corpo de Bombeiros', [COMANDANTE_PATH], ['script-protect', 'deep-page', 'link-non-english']), encoded: { kind: 'script' as const, text: COMANDANTE.script } },
        a('s.cardoso', 'Sérgio Miguel Cardoso', '2.º Comandante', ['/corpo-de-bombeiros/comando'], ['card', 'plain', 'link-non-english']),
        a('v.rodrigues', 'Vanessa Pires Rodrigues', 'Adjunta de Comando (Formação e Proteção Civil)', ['/corpo-de-bombeiros/comando'], ['card', 'plain', 'link-non-english']),
        a('m.goncalves', 'Marta Gonçalves', 'Enfermeira – Coordenadora do Transporte de Doentes Não Urgentes', ['/servicos/transporte-de-doentes'], ['label-line', 'honorific', 'plain', 'link-non-english']),
        a('c.neves', 'Carla Sofia Neves', 'secretária administrativa', ['/contactos'], ['name-title-line', 'obfuscated', 'link-non-english']),
        a('n.pinto', 'Nuno Azevedo Pinto', 'Oficial Bombeiro Principal e formador certificado pela Escola Nacional de Bombeiros', [NEWS], ['prose', 'sitemap-robots', 'plain']),
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-reservada'],
      nonAddresses: [{ text: `escalas@${HOST}`, kind: 'disallowed' }],
    },
  };
}
