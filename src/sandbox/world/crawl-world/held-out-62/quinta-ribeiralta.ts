/**
 * Quinta da Ribeira Alta: a family wine estate in the Douro, on Webflow, Portuguese (Portugal)
 * with an English version. The family and team as a Webflow CMS collection list (Eng.º and Dr.ª
 * before names, titles in both languages), the winemaker also in the estate's JSON-LD, a wine
 * tourism page behind the English menu label "Wine Experiences", a press kit page listed only in
 * the sitemap the robots.txt names at a non-default path, and the careers page stating the
 * address scheme ("nome.apelido@..."). A git URL in the custom code, a package path in a CDN URL
 * and the distributor's address are traps; the trade area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'quinta-ribeiralta.test';
const ORIGIN = `http://${HOST}`;
const WF_SITE = '64f1c2a9e8b7d60012c3a4f5';

const MENU_PT: [string, string][] = [
  ['/', 'Início'],
  ['/a-quinta', 'A Quinta'],
  ['/vinhos', 'Vinhos'],
  ['/wine-experiences', 'Wine Experiences'],
  ['/equipa', 'Equipa'],
  ['/contactos', 'Contactos'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/wines', 'Wines'],
  ['/en/team', 'Team'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Quinta da Ribeira Alta',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://cdn.prod.website-files.com/${WF_SITE}/css/quinta-ribeira-alta.webflow.shared.7c2e41b9a.css" rel="stylesheet" type="text/css">`,
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({  google: {    families: ["Cormorant Garamond:300,400,500,600","Inter:300,400,500"]  }});</script>',
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="https://cdn.prod.website-files.com/${WF_SITE}/650a1b2c3d4e5f6a7b8c9d0e_favicon.png" rel="shortcut icon" type="image/x-icon">`,
    '<script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>',
  ],
  header: (p) => {
    const en = p.lang === 'en';
    const menu = en ? MENU_EN : MENU_PT;
    return (
      `<div data-wf-page="650a1b2c3d4e5f6a7b8c9d${p.path.length.toString(16).padStart(2, '0')}" data-wf-site="${WF_SITE}" class="page-wrapper"><div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
      `<a href="${en ? '/en' : '/'}" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/${WF_SITE}/650a1b2c3d4e5f6a7b8c9d11_logo-ribeira-alta.svg" loading="lazy" alt="Quinta da Ribeira Alta" class="logo"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">` +
      menu.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${href === p.path ? ' w--current' : ''}">${esc(label)}</a>`).join('') +
      `<a href="${en ? '/' : '/en'}" class="lang-link w-nav-link">${en ? 'PT' : 'EN'}</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) =>
    `<footer class="footer"><div class="footer-container w-container"><div class="footer-grid w-layout-grid"><div><div class="footer-heading">Quinta da Ribeira Alta</div><p class="footer-text">Estrada Nacional 222, km 14<br>5130-021 Ervedosa do Douro, Portugal<br>${tel('+351 254 000 318')}<br>${mailto(`geral@${HOST}`)}</p></div>` +
    `<div><a href="${p.lang === 'en' ? '/en' : '/'}" class="footer-link">${p.lang === 'en' ? 'Home' : 'Início'}</a><a href="/trabalhe-connosco" class="footer-link">Trabalhe connosco</a><a href="/profissionais" class="footer-link">Área de profissionais</a><a href="/politica-de-privacidade" class="footer-link">Política de privacidade</a><a href="https://www.livroreclamacoes.pt/" class="footer-link">Livro de Reclamações</a></div></div>` +
    `<p class="footer-small">© 2025 Ribeira Alta – Sociedade Agrícola, Lda. · Seja responsável. Beba com moderação.</p></div></footer></div>`,
  privacyPath: { pt: '/politica-de-privacidade', en: '/politica-de-privacidade' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${WF_SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="https://cdn.prod.website-files.com/${WF_SITE}/js/webflow.3a9c1f7e.js" type="text/javascript"></script>`,
    `<script>\n// Ribeira Alta custom code – age gate (source: git@github.com:ribeiralta-web/webflow-custom-code.git)\nif(!localStorage.getItem('ageOk')){document.documentElement.classList.add('age-gate');}\n</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'pt-PT', ...spec });

type Person = { shown: string; name: string; pt: string; en: string; local: string; honorific?: boolean; sort: number };
const TEAM: Person[] = [
  { shown: 'Maria do Carmo Ribeiro', name: 'Maria do Carmo Ribeiro', pt: 'Administradora · 4.ª geração', en: 'Managing Director · 4th generation', local: 'maria.ribeiro', sort: 1 },
  { shown: 'Eng.º Tiago Ribeiro', name: 'Tiago Ribeiro', pt: 'Enólogo e Diretor de Produção', en: 'Winemaker and Head of Production', local: 'tiago.ribeiro', honorific: true, sort: 2 },
  { shown: 'Dr.ª Helena Sousa', name: 'Helena Sousa', pt: 'Diretora Financeira', en: 'Chief Financial Officer', local: 'helena.sousa', honorific: true, sort: 3 },
  { shown: 'Pedro Azevedo', name: 'Pedro Azevedo', pt: 'Chefe de Viticultura', en: 'Vineyard Manager', local: 'pedro.azevedo', sort: 4 },
  { shown: 'Sofia Martins', name: 'Sofia Martins', pt: 'Export Manager', en: 'Export Manager', local: 'sofia.martins', sort: 5 },
  { shown: 'Rui Lopes', name: 'Rui Lopes', pt: 'Loja online e encomendas', en: 'Online shop and orders', local: 'rui.lopes', sort: 6 },
];

const collection = (lang: 'pt' | 'en'): string =>
  `<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">` +
  TEAM.map(
    (p) =>
      `<div role="listitem" class="team-item w-dyn-item"><img src="https://cdn.prod.website-files.com/${WF_SITE}/65b0c1d2e3f4a5b6c7d8e9${p.sort.toString(16).padStart(2, '0')}_${p.local.replace('.', '-')}.jpg" loading="lazy" alt="" class="team-photo"><h3 class="team-name">${esc(p.shown)}</h3><div class="team-role">${esc(lang === 'pt' ? p.pt : p.en)}</div><a href="mailto:${p.local}@${HOST}" class="team-email">${p.local}@${HOST}</a></div>`,
  ).join('') +
  `</div></div>`;

const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-container">${html}</div></section>`;

export function quintaRibeiraAlta(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const winemaker = TEAM[1]!;
  const scheme = `nome.apelido@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Vinhos do Douro desde 1921',
    alternates: { 'pt-PT': '/', en: '/en' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Winery',
        name: 'Quinta da Ribeira Alta',
        url: `${ORIGIN}/`,
        foundingDate: '1921',
        email: `geral@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Estrada Nacional 222, km 14', postalCode: '5130-021', addressLocality: 'Ervedosa do Douro', addressCountry: 'PT' },
        employee: { '@type': 'Person', name: winemaker.name, jobTitle: winemaker.pt, email: `${winemaker.local}@${HOST}` },
      },
    ],
    main:
      section(`<h1 class="hero-heading">Vinhos do Douro desde 1921</h1><p class="hero-text">Quarenta e dois hectares de vinha velha em socalcos sobre o rio Torto, trabalhados pela mesma família há quatro gerações.</p><a href="/vinhos" class="button w-button">Conheça os vinhos</a>`, 'section hero') +
      section(`<p>O enólogo Eng.º Tiago Ribeiro assina os nossos tintos e Portos desde 2008.</p><a href="/wine-experiences" class="link">Visitas e provas</a>`),
  });

  pages['/a-quinta'] = page({
    path: '/a-quinta',
    title: 'A Quinta',
    main: section(`<h1>A Quinta</h1><p>Comprada em 1921 por Joaquim Ribeiro, a quinta produziu durante décadas uvas para as grandes casas de Vinho do Porto. Em 1998 a família começou a engarrafar os seus próprios vinhos.</p>`),
  });

  pages['/vinhos'] = page({
    path: '/vinhos',
    title: 'Vinhos',
    alternates: { 'pt-PT': '/vinhos', en: '/en/wines' },
    main: section(`<h1>Vinhos</h1><div class="w-dyn-list"><div role="list" class="wine-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><h3>Ribeira Alta Tinto Reserva 2020</h3><p>Touriga Nacional, Touriga Franca, vinhas velhas.</p></div><div role="listitem" class="w-dyn-item"><h3>Ribeira Alta Branco 2023</h3><p>Rabigato e Viosinho.</p></div><div role="listitem" class="w-dyn-item"><h3>Porto Tawny 20 Anos</h3></div></div></div>`),
  });

  pages['/wine-experiences'] = page({
    path: '/wine-experiences',
    title: 'Wine Experiences',
    main: section(
      `<h1>Visitas e provas</h1><p>Visita às vinhas e à adega com prova de quatro vinhos (1h30), almoço vindimeiro em setembro e provas privadas de Portos velhos. Marcação obrigatória, de terça a domingo.</p>` +
        `<p>Reservas: ${mailto(`enoturismo@${HOST}`)} · ${tel('+351 910 000 318')}</p>` +
        `<div class="contact-card"><p>Inês Carvalho | Coordenadora de Enoturismo e Eventos | ${mailto(`ines.carvalho@${HOST}`)}</p></div>`,
    ),
  });

  pages['/equipa'] = page({
    path: '/equipa',
    title: 'Equipa',
    alternates: { 'pt-PT': '/equipa', en: '/en/team' },
    main: section(`<h1>A família e a equipa</h1>${collection('pt')}`),
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main: section(
      `<h1>Contactos</h1><p>Estrada Nacional 222, km 14, 5130-021 Ervedosa do Douro</p><p>Geral: ${mailto(`geral@${HOST}`)} · ${tel('+351 254 000 318')}<br>Visitas: ${mailto(`enoturismo@${HOST}`)}</p>` +
        `<p>Distribuição no Reino Unido: Douro Cellars Ltd – orders@dourocellars.test</p>` +
        `<div class="w-form"><form id="wf-form-Contacto" name="wf-form-Contacto" data-name="Contacto" method="get"><label for="Nome">Nome</label><input class="w-input" maxlength="256" name="Nome" data-name="Nome" type="text" id="Nome"><label for="Email">Email</label><input class="w-input" maxlength="256" name="Email" data-name="Email" type="email" id="Email" required><input type="submit" value="Enviar" data-wait="Aguarde..." class="w-button"></form><div class="w-form-done"><div>Obrigado! A sua mensagem foi enviada.</div></div><div class="w-form-fail"><div>Ups! Algo correu mal.</div></div></div>`,
    ),
  });

  pages['/trabalhe-connosco'] = page({
    path: '/trabalhe-connosco',
    title: 'Trabalhe connosco',
    main: section(
      `<h1>Trabalhe connosco</h1><p>Contratamos todos os anos para a vindima (agosto a outubro) e procuramos um assistente de enologia a tempo inteiro.</p><p>Envie o seu CV à Administradora, Maria do Carmo Ribeiro (${mailto(`maria.ribeiro@${HOST}`)}). Os endereços da equipa seguem o formato ${scheme}.</p>`,
    ),
  });

  pages['/profissionais'] = page({ path: '/profissionais', title: 'Área de profissionais', main: section(`<h1>Área de profissionais</h1><p>Fichas técnicas, preços para HORECA e garrafeiras. Pedidos de acesso: ${mailto(`trade@${HOST}`)}</p>`) });
  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de privacidade', main: section(`<h1>Política de privacidade</h1><p>A Ribeira Alta – Sociedade Agrícola, Lda. trata os seus dados apenas para responder aos seus pedidos e gerir reservas.</p>`) });

  pages['/imprensa/kit-de-imprensa-2025'] = page({
    path: '/imprensa/kit-de-imprensa-2025',
    title: 'Kit de imprensa 2025',
    main: section(
      `<h1>Kit de imprensa 2025</h1><p>Fotografias em alta resolução, fichas técnicas e notas de prova da colheita 2023.</p><p>Contacto de imprensa: Joana Pires, Comunicação e Relações Públicas, Estrada Nacional 222, km 14, ${tel('+351 912 000 318')}, ${mailto(`joana.pires@${HOST}`)}</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Douro wines since 1921',
    alternates: { 'pt-PT': '/', en: '/en' },
    main: section(`<h1 class="hero-heading">Douro wines since 1921</h1><p>Forty-two hectares of old terraced vineyards above the Torto river, farmed by the same family for four generations.</p><a href="/en/team" class="button w-button">Meet the family</a>`, 'section hero'),
  });
  pages['/en/wines'] = page({ path: '/en/wines', lang: 'en', title: 'Wines', alternates: { 'pt-PT': '/vinhos', en: '/en/wines' }, main: section(`<h1>Wines</h1><p>Reserva red, white from Rabigato and Viosinho, and 20-year-old Tawny Port.</p>`) });
  pages['/en/team'] = page({ path: '/en/team', lang: 'en', title: 'Team', alternates: { 'pt-PT': '/equipa', en: '/en/team' }, main: section(`<h1>The family and the team</h1>${collection('en')}`) });

  pages['/sitemaps/imprensa.xml'] = xmlPage(urlset(HOST, ['/imprensa/kit-de-imprensa-2025'], '2025-02-10'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /profissionais\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/sitemaps/imprensa.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/a-quinta', '/vinhos', '/wine-experiences', '/equipa', '/contactos', '/trabalhe-connosco', '/en', '/en/wines', '/en/team'], '2025-03-01'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1', 'CF-Cache-Status': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-62',
      languages: ['pt', 'en'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        { address: `enoturismo@${HOST}`, name: null, title: null, pages: ['/wine-experiences', '/contactos'], cases: ['role', 'plain', 'link-english-unlisted'] },
        ...TEAM.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.pt,
          ...(p.en !== p.pt ? { titleAlternatives: [p.en, ...(p.local === 'maria.ribeiro' ? ['Administradora'] : [])] } : {}),
          pages: p === winemaker ? ['/equipa', '/en/team', '/'] : p.local === 'maria.ribeiro' ? ['/equipa', '/en/team', '/trabalhe-connosco'] : ['/equipa', '/en/team'],
          cases: ['card', 'plain', ln, ...(p.honorific ? ['honorific'] : []), ...(p === winemaker ? ['json-ld-person'] : [])] as CaseKind[],
        })),
        { address: `ines.carvalho@${HOST}`, name: 'Inês Carvalho', title: 'Coordenadora de Enoturismo e Eventos', pages: ['/wine-experiences'], cases: ['name-title-line', 'plain', 'link-english-unlisted'] },
        { address: `joana.pires@${HOST}`, name: 'Joana Pires', title: 'Comunicação e Relações Públicas', pages: ['/imprensa/kit-de-imprensa-2025'], cases: ['label-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/trabalhe-connosco', text: scheme },
      disallowed: ['/profissionais'],
      nonAddresses: [
        { text: scheme, kind: 'scheme' },
        { text: 'git@github.com:ribeiralta-web/webflow-custom-code.git', kind: 'git' },
        { text: 'orders@dourocellars.test', kind: 'other-company' },
        { text: `trade@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
