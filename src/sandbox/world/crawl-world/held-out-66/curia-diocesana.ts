/**
 * Cúria Diocesana de Vila Nova: a diocese's curia office on Joomla 4 (Cassiopeia template), in
 * European Portuguese. The curia's officers as "Cargo: Nome" lines with clerical and academic
 * honorifics, two addresses behind Joomla's e-mail cloaking script; a secretariat's coordinator in
 * running text two links from the home page; the communication office as "Nome, cargo, endereço"
 * in a news item. The web agency's support address and the parishes' intranet (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'curia-diocesevilanova.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/curia', 'Cúria Diocesana'],
  ['/servicos', 'Serviços e Secretariados'],
  ['/noticias', 'Notícias'],
  ['/contactos', 'Contactos'],
  ['/intranet-paroquias', 'Intranet Paróquias'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Diocese de Vila Nova',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?5d8e7a" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/system/js/core.min.js?2cb912"></script>`,
    '<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Erro","MESSAGE":"Mensagem"},"system.paths":{"root":"","base":""}}</script>',
  ],
  header: () =>
    `<header class="header container-header full-width position-sticky sticky-top"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="${ORIGIN}/"><img loading="eager" decoding="async" src="${ORIGIN}/images/brasao-diocese.png" alt="Diocese de Vila Nova" width="180" height="90"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([href, label], i) => `<li class="nav-item item-${101 + i}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></header><div class="site-grid"><div class="grid-child container-component">`,
  footer: () =>
    `</div></div><footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Cúria Diocesana de Vila Nova · Largo da Sé, 3 · 4700-000 Vila Nova · Tel. ${tel('253 000 410')} · ${mailto(`geral@${HOST}`)}</p>` +
    `<p>Horário de atendimento: 2.ª a 6.ª feira, 9h30–12h30 e 14h30–17h30 · Site desenvolvido por Pixelmundo Web — suporte técnico: suporte@pixelmundo-web.test</p></div></div></footer>`,
  privacyPath: { pt: '/politica-de-privacidade' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-pt' });
const article = (title: string, body: string): string =>
  `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="pt-PT"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${body}</div></div>`;

/** Joomla's "Content - Email Cloaking" plugin output. */
function cloak(id: string, user: string, label: string): { html: string; script: string } {
  const [a, b] = [user.slice(0, 4), user.slice(4)];
  const script =
    `document.getElementById('cloak${id}').innerHTML = '';\n` +
    `var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `var path = 'hr' + 'ef' + '=';\n` +
    `var addy${id} = '${a}' + '${b}' + '&#64;';\n` +
    `addy${id} = addy${id} + 'curia-diocesevilanova' + '&#46;' + 'test';\n` +
    `var addy_text${id} = addy${id};\n` +
    `document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="cloak${id}">${esc(label)}</span><script type="text/javascript">\n${script}\n</script>`, script };
}

const ANTONIO = cloak('a3f09c1e27d54b8e6f1a2c3d4e5f6a7b', 'antonio.pereira', 'Este endereço de email está protegido contra piratas. Necessita ativar o JavaScript para o visualizar.');
const HELENA = cloak('9b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e', 'helena.sousa', 'Este endereço de email está protegido contra piratas. Necessita ativar o JavaScript para o visualizar.');

export function curiaDiocesana(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Início', main: article('Diocese de Vila Nova', '<p>Bem-vindo ao sítio oficial da Diocese de Vila Nova: 112 paróquias em 9 arciprestados.</p><p><a href="/servicos">Serviços e Secretariados Diocesanos</a></p>') });
  pages['/curia'] = page({
    path: '/curia',
    title: 'Cúria Diocesana',
    main: article(
      'Cúria Diocesana',
      `<p>A Cúria Diocesana é o conjunto de organismos e pessoas que colaboram com o Bispo no governo da Diocese.</p><ul class="lista-curia">` +
        `<li><strong>Vigário Geral:</strong> Cón. António Pereira — ${ANTONIO.html}</li>` +
        `<li><strong>Chanceler:</strong> P.e Manuel Rodrigues — ${mailto(`manuel.rodrigues@${HOST}`)}</li>` +
        `<li><strong>Ecónomo Diocesano:</strong> Dr. Rui Carvalho — ${mailto(`rui.carvalho@${HOST}`)}</li>` +
        `<li><strong>Secretária da Cúria:</strong> Dra. Helena Sousa — ${HELENA.html}</li>` +
        `<li><strong>Arquivista:</strong> Dr. Tiago Monteiro — ${mailto(`tiago.monteiro@${HOST}`)}</li></ul>`,
    ),
  });
  pages['/servicos'] = page({
    path: '/servicos',
    title: 'Serviços e Secretariados',
    main: article('Serviços e Secretariados', '<ul><li><a href="/servicos/pastoral-familiar">Secretariado Diocesano da Pastoral Familiar</a></li><li><a href="/servicos/catequese">Secretariado Diocesano da Catequese</a></li></ul>'),
  });
  pages['/servicos/pastoral-familiar'] = page({
    path: '/servicos/pastoral-familiar',
    title: 'Secretariado Diocesano da Pastoral Familiar',
    main: article(
      'Secretariado Diocesano da Pastoral Familiar',
      `<p>O secretariado acompanha os Centros de Preparação para o Matrimónio (CPM) e os grupos de casais das paróquias. É coordenado pela Ir. Teresa Lopes, coordenadora do secretariado, que pode ser contactada através do endereço ${mailto(`teresa.lopes@${HOST}`)}.</p>`,
    ),
  });
  pages['/servicos/catequese'] = page({
    path: '/servicos/catequese',
    title: 'Secretariado Diocesano da Catequese',
    main: article('Secretariado Diocesano da Catequese', `<p>Formação de catequistas, materiais e calendário diocesano. Contacto: ${mailto(`catequese@${HOST}`)}</p>`),
  });
  pages['/noticias'] = page({ path: '/noticias', title: 'Notícias', main: article('Notícias', '<ul><li><a href="/noticias/peregrinacao-diocesana-2025">Peregrinação diocesana a Fátima: inscrições abertas</a></li></ul>') });
  pages['/noticias/peregrinacao-diocesana-2025'] = page({
    path: '/noticias/peregrinacao-diocesana-2025',
    title: 'Peregrinação diocesana a Fátima: inscrições abertas',
    main: article(
      'Peregrinação diocesana a Fátima: inscrições abertas',
      `<p>A peregrinação realiza-se a 12 e 13 de outubro. As inscrições fazem-se nas paróquias até 20 de setembro.</p><p>Informações para a comunicação social: Joana Matos, assessora de imprensa do Gabinete de Comunicação, ${mailto(`joana.matos@${HOST}`)}</p>`,
    ),
  });
  pages['/contactos'] = page({ path: '/contactos', title: 'Contactos', main: article('Contactos', `<p>Largo da Sé, 3 · 4700-000 Vila Nova</p><p>Secretaria geral: ${mailto(`geral@${HOST}`)} · Tel. ${tel('253 000 410')}</p><p>Pedidos de certidões: ${mailto(`cartorio@${HOST}`)}</p>`) });
  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de privacidade', main: article('Política de privacidade', '<p>Os dados pessoais são tratados nos termos do Decreto Geral da Conferência Episcopal Portuguesa.</p>') });
  pages['/intranet-paroquias'] = page({ path: '/intranet-paroquias', title: 'Intranet Paróquias', main: article('Intranet Paróquias', `<p>Acesso reservado aos párocos e secretarias paroquiais. Dúvidas: ${mailto(`paroquias@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet-paroquias\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-66',
      languages: ['pt'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        { address: `cartorio@${HOST}`, name: null, title: null, pages: ['/contactos'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `catequese@${HOST}`, name: null, title: null, pages: ['/servicos/catequese'], cases: ['role', 'plain', 'deep-page'] },
        { address: `antonio.pereira@${HOST}`, name: 'António Pereira', title: 'Vigário Geral', pages: ['/curia'], encoded: { kind: 'script', text: ANTONIO.script }, cases: ['title-name-line', 'honorific', 'script-protect', 'link-non-english'] },
        { address: `manuel.rodrigues@${HOST}`, name: 'Manuel Rodrigues', title: 'Chanceler', pages: ['/curia'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `rui.carvalho@${HOST}`, name: 'Rui Carvalho', title: 'Ecónomo Diocesano', pages: ['/curia'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `helena.sousa@${HOST}`, name: 'Helena Sousa', title: 'Secretária da Cúria', pages: ['/curia'], encoded: { kind: 'script', text: HELENA.script }, cases: ['title-name-line', 'honorific', 'script-protect', 'link-non-english'] },
        { address: `tiago.monteiro@${HOST}`, name: 'Tiago Monteiro', title: 'Arquivista', pages: ['/curia'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `teresa.lopes@${HOST}`, name: 'Teresa Lopes', title: 'coordenadora do secretariado', pages: ['/servicos/pastoral-familiar'], cases: ['prose', 'deep-page', 'plain', 'link-non-english'] },
        { address: `joana.matos@${HOST}`, name: 'Joana Matos', title: 'assessora de imprensa do Gabinete de Comunicação', pages: ['/noticias/peregrinacao-diocesana-2025'], cases: ['name-title-line', 'deep-page', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet-paroquias'],
      nonAddresses: [
        { text: `paroquias@${HOST}`, kind: 'disallowed' },
        { text: 'suporte@pixelmundo-web.test', kind: 'other-company' },
      ],
    },
  };
}
