/**
 * Oficina de Azulejaria da Ribeira: a Porto workshop restoring historic tile panels, on Joomla, in
 * European Portuguese. The technical director's address behind Joomla's e-mail cloaking script
 * ("Eng.º"), the conservator and the project manager as "Cargo: Nome" lines ("Dr.ª"), the
 * workshop team as contact-component cards, the communications officer in a news article. The
 * clients' area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'azulejosribeira.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/index.php/a-oficina', 'A Oficina'],
  ['/index.php/servicos', 'Serviços'],
  ['/index.php/equipa', 'Equipa'],
  ['/index.php/noticias', 'Notícias'],
  ['/index.php/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Oficina de Azulejaria da Ribeira',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?83f2c9"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="${ORIGIN}/"><img src="/images/logo-oar.png" alt="Oficina de Azulejaria da Ribeira"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([href, label]) => `<li class="nav-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Oficina de Azulejaria da Ribeira, Lda. · Rua da Fonte Taurina, 58 · 4050-269 Porto<br>${tel('+351 222 081 374')} · ${mailto(`geral@${HOST}`)}</p>` +
    `<p><a href="/index.php/politica-de-privacidade">Política de privacidade</a> · <a href="/index.php/area-de-clientes">Área de clientes</a> · <a href="https://www.livroreclamacoes.pt/">Livro de Reclamações</a></p></div></footer>`,
  privacyPath: { pt: '/index.php/politica-de-privacidade' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-pt' });
const article = (title: string, html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

const CLOAK = `document.getElementById('cloak8f3a1d2c').innerHTML = '';
		var prefix = '&#109;a' + 'i&#108;' + '&#116;o';
		var path = 'hr' + 'ef' + '=';
		var addy8f3a1d2c = 'r&#117;&#105;.t&#101;&#105;x&#101;&#105;r&#97;' + '&#64;';
		addy8f3a1d2c = addy8f3a1d2c + '&#97;z&#117;l&#101;j&#111;sr&#105;b&#101;&#105;r&#97;' + '&#46;' + 't&#101;st';
		var addy_text8f3a1d2c = 'r&#117;&#105;.t&#101;&#105;x&#101;&#105;r&#97;' + '&#64;' + '&#97;z&#117;l&#101;j&#111;sr&#105;b&#101;&#105;r&#97;' + '&#46;' + 't&#101;st';document.getElementById('cloak8f3a1d2c').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy8f3a1d2c + '\\'>'+addy_text8f3a1d2c+'<\\/a>';`;

type Member = { name: string; role: string; local: string };
const OFICINA: Member[] = [
  { name: 'Tiago Moreira', role: 'Pintor de azulejo', local: 'tiago.moreira' },
  { name: 'Pedro Antunes', role: 'Técnico de conservação e restauro', local: 'pedro.antunes' },
  { name: 'Carla Mendes', role: 'Ceramista (reprodução de peças em falta)', local: 'carla.mendes' },
  { name: 'Filipa Rocha', role: 'Assistente de atelier', local: 'filipa.rocha' },
];

export function azulejosRibeira(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Conservação e restauro de azulejo',
    main: article('Devolvemos às fachadas o seu azulejo', `<p>Desde 2004 levantamos, limpamos, consolidamos e recolocamos painéis de azulejo dos séculos XVII a XX, em igrejas, estações e prédios particulares do Porto e do Norte.</p><p><a href="/index.php/servicos">O que fazemos</a> · <a href="/index.php/contactos">Pedir orçamento</a></p>`),
  });

  pages['/index.php/a-oficina'] = page({
    path: '/index.php/a-oficina',
    title: 'A Oficina',
    main: article(
      'A Oficina',
      `<p>A oficina ocupa um antigo armazém de vinho junto ao rio. A direção técnica está a cargo do Eng.º Rui Teixeira, diretor técnico e engenheiro civil especializado em reabilitação de fachadas, que pode contactar em <span id="cloak8f3a1d2c">Este endereço de email está protegido contra piratas. Necessita ativar o JavaScript para o visualizar.</span><script type="text/javascript">\n\t\t${CLOAK}\n\t\t</script></p>`,
    ),
  });

  pages['/index.php/servicos'] = page({ path: '/index.php/servicos', title: 'Serviços', main: article('Serviços', '<ul><li>Levantamento e inventário de painéis</li><li>Dessalinização e limpeza</li><li>Reintegração cromática</li><li>Reprodução de azulejos em falta, pintados à mão</li></ul>') });

  pages['/index.php/equipa'] = page({
    path: '/index.php/equipa',
    title: 'Equipa',
    main:
      `<div class="com-contact-category"><h1>A nossa equipa</h1><ul class="category list-unstyled">` +
      OFICINA.map(
        (m) =>
          `<li class="row"><div class="list-title col-md-8"><img class="contact-thumbnail" src="/images/equipa/${m.local.replace('.', '-')}.jpg" alt="${esc(m.name)}" width="96"><h2 class="contact-name">${esc(m.name)}</h2><div class="contact-position">${esc(m.role)}</div><div class="contact-emailto">${mailto(`${m.local}@${HOST}`)}</div></div></li>`,
      ).join('') +
      `</ul></div>`,
  });

  pages['/index.php/noticias'] = page({
    path: '/index.php/noticias',
    title: 'Notícias',
    main: article(
      'Painel da Rua das Flores regressa à fachada',
      `<p><time datetime="2025-01-28">28 de janeiro de 2025</time></p><p>Depois de catorze meses na oficina, os 1.140 azulejos do painel setecentista voltaram ao seu lugar. Jornalistas que queiram visitar a obra podem falar com a Beatriz Lopes, responsável pela comunicação, através de ${mailto(`beatriz.lopes@${HOST}`)}.</p>`,
    ),
  });

  pages['/index.php/contactos'] = page({
    path: '/index.php/contactos',
    title: 'Contactos',
    main: article(
      'Contactos',
      `<p>Rua da Fonte Taurina, 58, 4050-269 Porto (Ribeira). Visitas à oficina por marcação.</p>` +
        `<p>Pedidos de orçamento: ${mailto(`orcamentos@${HOST}`)}</p>` +
        `<p>Conservadora-restauradora responsável: Dr.ª Inês Carvalho — ${mailto(`ines.carvalho@${HOST}`)}</p>` +
        `<p>Gestão de obra e projetos: Ana Sousa — ${mailto(`ana.sousa@${HOST}`)} — ${tel('+351 912 447 301')}</p>`,
    ),
  });

  pages['/index.php/politica-de-privacidade'] = page({ path: '/index.php/politica-de-privacidade', title: 'Política de privacidade', main: article('Política de privacidade', '<p>Os seus dados são tratados apenas para responder ao seu pedido, nos termos do RGPD.</p>') });
  pages['/index.php/area-de-clientes'] = page({ path: '/index.php/area-de-clientes', title: 'Área de clientes', main: article('Área de clientes', `<p>Relatórios de obra. Apoio: ${mailto(`clientes@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /includes/\nDisallow: /tmp/\nDisallow: /index.php/area-de-clientes\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-98',
      languages: ['pt'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `orcamentos@${HOST}`, name: null, title: null, pages: ['/index.php/contactos'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `rui.teixeira@${HOST}`, name: 'Rui Teixeira', title: 'diretor técnico', pages: ['/index.php/a-oficina'], encoded: { kind: 'script', text: CLOAK }, cases: ['prose', 'honorific', 'script-protect', 'link-non-english'] },
        { address: `ines.carvalho@${HOST}`, name: 'Inês Carvalho', title: 'Conservadora-restauradora responsável', pages: ['/index.php/contactos'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `ana.sousa@${HOST}`, name: 'Ana Sousa', title: 'Gestão de obra e projetos', pages: ['/index.php/contactos'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        ...OFICINA.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.role, pages: ['/index.php/equipa'], cases: ['card' as const, 'plain' as const, 'link-non-english' as const] })),
        { address: `beatriz.lopes@${HOST}`, name: 'Beatriz Lopes', title: 'responsável pela comunicação', pages: ['/index.php/noticias'], cases: ['prose', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/index.php/area-de-clientes'],
      nonAddresses: [{ text: `clientes@${HOST}`, kind: 'disallowed' }],
    },
  };
}
