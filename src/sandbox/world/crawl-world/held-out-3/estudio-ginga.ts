/**
 * Estúdio Ginga de Dança, a dance school in Vila Madalena, São Paulo (Brazilian Portuguese; a
 * WordPress site with a page builder). Held-out set 3.
 *
 * Shows: Portuguese anchor texts ("Quem somos", "Professores", "Matrículas", "Eventos"); the
 * founder in running text and as a JSON-LD founder (mailto:); microdata teacher cards with
 * "Profª" and "Prof." before the name (once as honorificPrefix, once inside the name), one card
 * without an address; a table with a header row; a "Name – Title – address" line; a careers
 * page listed only in a child of the sitemap index robots.txt names (Yoast style), with
 * "Title: Name — address"; the privacy channel right after the data officer's name, who has an
 * address of his own elsewhere; a student area robots.txt disallows; an address in a comment;
 * the costume maker's address; a newsletter placeholder; a slider library's version; a retina
 * logo; a WhatsApp button.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'estudioginga.test';

const A = {
  contato: `contato@${HOST}`,
  albuquerque: `thais.albuquerque@${HOST}`,
  nogueira: `iara.nogueira@${HOST}`,
  ribeiro: `caetano.ribeiro@${HOST}`,
  carvalho: `deise.carvalho@${HOST}`,
  santana: `moacir.santana@${HOST}`,
  souza: `valdirene.souza@${HOST}`,
  pimentel: `luana.pimentel@${HOST}`,
  privacidade: `privacidade@${HOST}`,
};
const COMMENTED = `matriculas@${HOST}`;
const STUDENT_AREA = [`avisos@${HOST}`, `marcos.antunes@${HOST}`];
const COSTUMES = 'pedidos@ateliepaete.test';
const PLACEHOLDER = 'seuemail@exemplo.com';
const PACKAGE = 'splide@4.1.4';
const LOGO = 'logo-ginga@2x.png';

const NAV: [string, string][] = [
  ['/', 'Início'],
  ['/quem-somos', 'Quem somos'],
  ['/professores', 'Professores'],
  ['/modalidades', 'Modalidades'],
  ['/matriculas', 'Matrículas'],
  ['/eventos', 'Eventos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Estúdio Ginga de Dança',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading">',
    "<link rel='stylesheet' id='elementor-frontend-css' href='/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4' media='all' />",
    `<link rel='stylesheet' href='https://cdn.jsdelivr.net/npm/@splidejs/${PACKAGE}/dist/css/splide.min.css' media='all' />`,
  ],
  privacyPath: { pt: '/politica-de-privacidade' },
  header: (page) =>
    `<header class="elementor-location-header">\n<div class="elementor-container">\n<a href="/" class="custom-logo-link"><img src="/wp-content/uploads/2022/05/logo-ginga.png" srcset="/wp-content/uploads/2022/05/${LOGO} 2x" alt="Estúdio Ginga" width="180"></a>\n` +
    `<nav class="elementor-nav-menu--main"><ul id="menu-principal" class="elementor-nav-menu">${NAV.map(([href, label]) => `<li class="menu-item${href === page.path ? ' current-menu-item' : ''}"><a href="${href}" class="elementor-item">${esc(label)}</a></li>`).join('')}</ul></nav>\n` +
    `<a class="elementor-button" href="/area-do-aluno/avisos">Área do aluno</a>\n</div>\n</header>`,
  footer: () =>
    `<footer class="elementor-location-footer">\n<div class="elementor-container">\n<div class="elementor-column"><p><strong>Estúdio Ginga de Dança</strong><br>Rua Fradique Coutinho, 1120 – Vila Madalena<br>São Paulo/SP – CEP 05416-001</p><p>CNPJ 28.441.907/0001-53</p></div>\n` +
    `<div class="elementor-column"><p>${tel('(11) 3031-4480')}<br>${mailto(A.contato)}</p></div>\n` +
    `<div class="elementor-column"><form class="elementor-form" method="post"><label>Receba nossa programação</label><input type="email" name="form_fields[email]" placeholder="${PLACEHOLDER}"><button type="submit">Quero receber</button></form></div>\n` +
    `</div>\n<p class="copyright">© 2025 Estúdio Ginga · <a href="/politica-de-privacidade">Política de privacidade</a></p>\n</footer>`,
  bodyEnd: [
    '<a class="whatsapp-float" href="https://wa.me/5511984123307?text=Ol%C3%A1%2C%20quero%20saber%20sobre%20as%20aulas" target="_blank" rel="noopener">WhatsApp</a>',
    `<script src='https://cdn.jsdelivr.net/npm/@splidejs/${PACKAGE}/dist/js/splide.min.js' id='splide-js'></script>`,
  ],
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'pt-BR', ...spec });
}

function professor(nameHtml: string, title: string, photo: string, email: string | null): string {
  return (
    `<div class="elementor-widget professor" itemscope itemtype="https://schema.org/Person">\n  <img src="/wp-content/uploads/2024/01/${photo}-300x300.jpg" alt="" loading="lazy">\n` +
    `  <h3 class="elementor-heading-title">${nameHtml}</h3>\n  <p itemprop="jobTitle">${esc(title)}</p>\n` +
    (email ? `  <p><a itemprop="email" href="mailto:${email}">${email}</a></p>\n` : '') +
    `</div>`
  );
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      title: 'Escola de dança na Vila Madalena',
      description: 'Aulas de ballet, jazz, samba de gafieira, forró, dança do ventre e danças urbanas para todas as idades.',
      main:
        `<section class="splide" aria-label="Destaques"><div class="splide__track"><ul class="splide__list">\n<li class="splide__slide"><h1>Dance com a gente!</h1><p>Aula experimental gratuita em todas as modalidades.</p></li>\n` +
        `<li class="splide__slide"><h2>Baile de gafieira</h2><p>Todo último sábado do mês, a partir das 21h.</p></li>\n</ul></div></section>\n` +
        `<section class="elementor-section"><h2>Modalidades</h2><p>Ballet clássico, jazz, samba de gafieira, forró, dança do ventre e hip hop. <a href="/modalidades">Conheça todas</a></p>\n<p><a href="/matriculas">Faça sua matrícula</a></p></section>`,
    }),
    '/quem-somos': page({
      path: '/quem-somos',
      title: 'Quem somos',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'DanceSchool',
          name: 'Estúdio Ginga de Dança',
          foundingDate: '2012',
          founder: { '@type': 'Person', name: 'Thaís Albuquerque', jobTitle: 'Diretora artística', email: `mailto:${A.albuquerque}` },
          address: { '@type': 'PostalAddress', streetAddress: 'Rua Fradique Coutinho, 1120', addressLocality: 'São Paulo', addressRegion: 'SP', postalCode: '05416-001', addressCountry: 'BR' },
        },
      ],
      main:
        `<h1>Quem somos</h1>\n<p>O Ginga nasceu em 2012 numa garagem da Vila Madalena, com duas turmas de samba de gafieira e muita vontade de dançar.</p>\n` +
        `<p>Quem fundou o estúdio foi a bailarina Thaís Albuquerque. Diretora artística do Ginga, ela recebe pessoalmente propostas de parceria e espetáculos pelo e-mail ${mailto(A.albuquerque)}.</p>\n` +
        `<p>Hoje são mais de 400 alunos, de 4 a 82 anos, e uma companhia jovem que já se apresentou no Festival de Joinville.</p>`,
    }),
    '/professores': page({
      path: '/professores',
      title: 'Professores',
      main:
        `<h1>Nossos professores</h1>\n<div class="elementor-grid">\n` +
        [
          professor(`<span itemprop="honorificPrefix">Profª</span> <span itemprop="name">Iara Nogueira</span>`, 'Professora de ballet clássico', 'iara-nogueira', A.nogueira),
          professor(`<span itemprop="name">Prof. Caetano Ribeiro</span>`, 'Professor de samba de gafieira e forró', 'caetano-ribeiro', A.ribeiro),
          professor(`<span itemprop="name">Joelma Freitas</span>`, 'Professora de dança do ventre', 'joelma-freitas', null),
        ].join('\n') +
        `\n</div>`,
    }),
    '/modalidades': page({
      path: '/modalidades',
      title: 'Modalidades',
      main:
        `<h1>Modalidades</h1>\n<table class="grade-horarios">\n<tr><th>Modalidade</th><th>Dias</th><th>Horário</th></tr>\n<tr><td>Ballet infantil</td><td>ter e qui</td><td>17h30</td></tr>\n<tr><td>Samba de gafieira</td><td>seg e qua</td><td>20h</td></tr>\n` +
        `<tr><td>Forró</td><td>sex</td><td>20h</td></tr>\n<tr><td>Hip hop</td><td>sáb</td><td>10h</td></tr>\n</table>`,
    }),
    '/matriculas': page({
      path: '/matriculas',
      title: 'Matrículas',
      main:
        `<h1>Matrículas e mensalidades</h1>\n<p>Matrícula: R$ 90,00 (isenta para alunos que trazem um amigo). Mensalidade a partir de R$ 210,00.</p>\n` +
        `<!-- form antigo desativado, enviava para ${COMMENTED} -->\n<h2>Fale com a gente</h2>\n` +
        `<table class="contatos">\n<thead><tr><th>Nome</th><th>Função</th><th>WhatsApp</th><th>E-mail</th></tr></thead>\n<tbody>\n` +
        `<tr><td>Deise Carvalho</td><td>Secretária</td><td>(11) 98412-3307</td><td>${mailto(A.carvalho)}</td></tr>\n` +
        `<tr><td>Moacir Santana</td><td>Coordenador financeiro</td><td>(11) 97720-1184</td><td>${mailto(A.santana)}</td></tr>\n</tbody>\n</table>`,
    }),
    '/eventos': page({
      path: '/eventos',
      title: 'Eventos',
      main:
        `<h1>Eventos</h1>\n<p>Festival de fim de ano no Teatro Sérgio Cardoso, bailes mensais e workshops com convidados.</p>\n` +
        `<p class="contato-evento">Valdirene Souza – Produtora de eventos – ${mailto(A.souza)}</p>\n` +
        `<p>Figurinos do festival: Ateliê Paetê, encomendas por ${mailto(COSTUMES)} até 30 de setembro.</p>`,
    }),
    '/trabalhe-conosco': page({
      path: '/trabalhe-conosco',
      title: 'Trabalhe conosco',
      main:
        `<h1>Trabalhe conosco</h1>\n<p>Estamos sempre em busca de professores de dança com experiência em turmas infantis e adultas.</p>\n` +
        `<p>Coordenadora pedagógica: Luana Pimentel — ${mailto(A.pimentel)}</p>\n<p>Envie currículo e link de vídeo com uma aula ou coreografia.</p>`,
    }),
    '/politica-de-privacidade': page({
      path: '/politica-de-privacidade',
      title: 'Política de privacidade',
      main:
        `<h1>Política de privacidade</h1>\n<p>Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>\n` +
        `<p>Encarregado pelo tratamento de dados pessoais (DPO): Moacir Santana<br>Canal de atendimento: ${mailto(A.privacidade)}</p>`,
    }),
    '/area-do-aluno/avisos': page({
      path: '/area-do-aluno/avisos',
      title: 'Avisos aos alunos',
      main: `<h1>Avisos</h1>\n<p>Reposição de aulas: ${mailto(STUDENT_AREA[0]!)} · Ensaios do festival: Marcos Antunes, ${mailto(STUDENT_AREA[1]!)}</p>`,
    }),
    '/2025/02/aulao-de-carnaval': page({
      path: '/2025/02/aulao-de-carnaval',
      title: 'Aulão de Carnaval',
      main: `<article class="post"><h1>Aulão de Carnaval</h1>\n<p>Sábado, 22 de fevereiro, das 15h às 18h: marchinhas, frevo e samba no pé. Aberto ao público, traga sua fantasia!</p></article>`,
    }),
  };
}

/** Yoast SEO's layout: robots.txt names the index; the index names one sitemap per post type. */
const SITEMAPS: Record<string, string[]> = {
  '/page-sitemap.xml': ['/', '/quem-somos', '/professores', '/modalidades', '/matriculas', '/eventos', '/trabalhe-conosco', '/politica-de-privacidade'],
  '/post-sitemap.xml': ['/2025/02/aulao-de-carnaval'],
};

const addresses: TruthAddress[] = [
  { address: A.contato, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
  { address: A.albuquerque, name: 'Thaís Albuquerque', title: 'diretora artística', pages: ['/quem-somos'], cases: ['link-non-english', 'prose', 'json-ld-person', 'json-ld-mailto', 'plain'] },
  { address: A.nogueira, name: 'Iara Nogueira', title: 'Professora de ballet clássico', pages: ['/professores'], cases: ['link-non-english', 'card', 'microdata', 'honorific', 'plain'] },
  { address: A.ribeiro, name: 'Caetano Ribeiro', title: 'Professor de samba de gafieira e forró', pages: ['/professores'], cases: ['link-non-english', 'card', 'microdata', 'honorific', 'plain'] },
  { address: A.carvalho, name: 'Deise Carvalho', title: 'Secretária', pages: ['/matriculas'], cases: ['link-non-english', 'table', 'plain'] },
  { address: A.santana, name: 'Moacir Santana', title: 'Coordenador financeiro', pages: ['/matriculas'], cases: ['link-non-english', 'table', 'plain'] },
  { address: A.souza, name: 'Valdirene Souza', title: 'Produtora de eventos', pages: ['/eventos'], cases: ['link-non-english', 'name-title-line', 'plain'] },
  { address: A.pimentel, name: 'Luana Pimentel', title: 'Coordenadora pedagógica', pages: ['/trabalhe-conosco'], cases: ['sitemap-index', 'title-name-line', 'plain'] },
  { address: A.privacidade, name: null, title: null, pages: ['/politica-de-privacidade'], cases: ['neighbour', 'plain'] },
];

export function estudioGinga(): CrawlWorldSite {
  const pageMap = pages();
  pageMap['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, Object.keys(SITEMAPS)));
  for (const [path, paths] of Object.entries(SITEMAPS)) pageMap[path] = xmlPage(urlset(HOST, paths));
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-do-aluno/\n\nSitemap: http://${HOST}/sitemap_index.xml\n`,
      pages: pageMap,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-3',
      languages: ['pt'],
      addresses,
      pattern: '{first}.{last}',
      disallowed: ['/area-do-aluno/avisos'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        ...STUDENT_AREA.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: COSTUMES, kind: 'other-company' },
        { text: PLACEHOLDER, kind: 'placeholder' },
        { text: PACKAGE, kind: 'package' },
        { text: LOGO, kind: 'retina' },
      ],
    },
  };
}
