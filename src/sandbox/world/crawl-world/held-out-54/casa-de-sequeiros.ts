/**
 * Casa de Sequeiros: a family Vinho Verde estate near Ponte de Lima (European Portuguese), a
 * hand-written Bootstrap site. The home page's Winery JSON-LD names the founder with a "mailto:"
 * address and the wine-tourism department's employee; the founder again in a sentence on the
 * about page ("Eng.ª"), the cellar team as a definition list (one address built by an inline
 * script from pieces), the wine-tourism manager's address reversed in a data attribute, a trade
 * fair note listed only in the gzip sitemap robots.txt names (a "Dr." and the export manager in
 * running text); the carrier's address, a retina logo, a CDN package and the trade area
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'casadesequeiros.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/quem-somos', 'Quem somos'],
  ['/vinhos', 'Os vinhos'],
  ['/enoturismo', 'Enoturismo'],
  ['/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Casa de Sequeiros',
  head: [
    '<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.2.3/dist/css/bootstrap.min.css" rel="stylesheet">',
    '<link href="https://unpkg.com/aos@2.3.4/dist/aos.css" rel="stylesheet">',
    `<link href="${ORIGIN}/css/estilo.css?v=12" rel="stylesheet">`,
  ],
  header: () =>
    `<nav class="navbar navbar-expand-lg navbar-light bg-light fixed-top"><div class="container"><a class="navbar-brand" href="/"><img src="${ORIGIN}/img/logo-sequeiros.png" srcset="${ORIGIN}/img/logo-sequeiros@2x.png 2x" alt="Casa de Sequeiros" height="56"></a>` +
    `<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#menu"><span class="navbar-toggler-icon"></span></button><div class="collapse navbar-collapse" id="menu"><ul class="navbar-nav ms-auto">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></div></nav>`,
  footer: () =>
    `<footer class="py-4 bg-dark text-white-50"><div class="container"><div class="row"><div class="col-md-6"><p>Casa de Sequeiros – Vinhos, Lda.<br>Lugar de Sequeiros, 4990-620 Arcozelo, Ponte de Lima<br>${tel('+351 258 741 306')} · ${mailto(`geral@${HOST}`)}</p></div>` +
    `<div class="col-md-6 text-md-end"><p><a href="/area-profissional">Área profissional</a> · <a href="/privacidade">Privacidade</a> · <a href="https://www.livroreclamacoes.pt">Livro de Reclamações</a></p><p>Seja responsável. Beba com moderação.</p></div></div></div></footer>`,
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.2.3/dist/js/bootstrap.bundle.min.js"></script>', '<script src="https://unpkg.com/aos@2.3.4/dist/aos.js"></script>', '<script>AOS.init();</script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-PT' });
const wrap = (html: string): string => `<section class="container py-5 mt-5" data-aos="fade-up">${html}</section>`;

const RICARDO_SCRIPT = `var u = 'ricardo'; var d = 'casadesequeiros' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;
const JOANA = `joana@${HOST}`;

export function casaDeSequeiros(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Vinho Verde desde 1952',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Winery',
        name: 'Casa de Sequeiros',
        url: `${ORIGIN}/`,
        telephone: '+351 258 741 306',
        address: { '@type': 'PostalAddress', streetAddress: 'Lugar de Sequeiros', postalCode: '4990-620', addressLocality: 'Ponte de Lima', addressCountry: 'PT' },
        founder: { '@type': 'Person', name: 'Helena Sequeira', jobTitle: 'Administradora e enóloga', email: `mailto:helena@${HOST}` },
        department: [
          {
            '@type': 'Organization',
            name: 'Casa de Sequeiros – Enoturismo',
            employee: [{ '@type': 'Person', name: 'Joana Barbosa', jobTitle: 'Responsável de enoturismo', email: JOANA }],
          },
        ],
      },
    ],
    main: wrap(`<h1 class="display-5">Vinho Verde desde 1952</h1><p class="lead">Doze hectares de Loureiro e Alvarinho nas encostas do vale do Lima, vinificados na adega da casa.</p><p><a class="btn btn-success" href="/enoturismo">Visite-nos</a></p>`),
  });

  pages['/quem-somos'] = page({
    path: '/quem-somos',
    title: 'Quem somos',
    main: wrap(
      `<h1>Quem somos</h1><p>A casa foi comprada em 1952 pelo avô Duarte, que plantou as primeiras vinhas de Loureiro em ramada. Hoje é a terceira geração que a dirige: a Eng.ª Helena Sequeira, administradora e enóloga, que responde pessoalmente a quem lhe escreve para ${mailto(`helena@${HOST}`)}.</p>` +
        `<h2 class="h4 mt-4">A equipa da adega</h2><dl class="row"><dt class="col-sm-4">Chefe de adega</dt><dd class="col-sm-8">Ricardo Lima · <script>${RICARDO_SCRIPT}</script></dd>` +
        `<dt class="col-sm-4">Responsável de viticultura</dt><dd class="col-sm-8">Nuno Cardoso · ${mailto(`nuno@${HOST}`)}</dd>` +
        `<dt class="col-sm-4">Marketing e comunicação</dt><dd class="col-sm-8">Filipa Brandão · ${mailto(`filipa@${HOST}`)}</dd></dl>`,
    ),
  });

  pages['/vinhos'] = page({ path: '/vinhos', title: 'Os vinhos', main: wrap(`<h1>Os vinhos</h1><ul><li>Sequeiros Loureiro 2024</li><li>Sequeiros Alvarinho 2023</li><li>Sequeiros Reserva Loureiro &amp; Alvarinho 2022</li><li>Espumante Bruto 2020</li></ul>`) });

  pages['/enoturismo'] = page({
    path: '/enoturismo',
    title: 'Enoturismo',
    main: wrap(
      `<h1>Enoturismo</h1><p>Visita às vinhas e à adega com prova de três vinhos: 18 € por pessoa, de terça a sábado às 11h00 e às 16h00.</p>` +
        `<p>Marcações: Joana Barbosa, responsável de enoturismo – <span class="email-rev" data-email="${reversed(JOANA)}"></span> · ${tel('+351 918 204 551')}</p>` +
        `<script>document.querySelectorAll('.email-rev').forEach(function (el) { var e = el.getAttribute('data-email').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + e + '">' + e + '</a>'; });</script>`,
    ),
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main: wrap(
      `<h1>Contactos</h1><p>Casa de Sequeiros – Vinhos, Lda.<br>Lugar de Sequeiros, 4990-620 Arcozelo, Ponte de Lima</p><p>Geral: ${mailto(`geral@${HOST}`)}<br>Telefone: ${tel('+351 258 741 306')}</p>` +
        `<p>Encomendas a partir de 12 garrafas são entregues pela Lima Logística (apoio@limalogistica.pt).</p>`,
    ),
  });

  pages['/noticias/prowein-2025'] = page({
    path: '/noticias/prowein-2025',
    title: 'Estaremos na ProWein 2025',
    main: wrap(
      `<h1>Estaremos na ProWein 2025</h1><p class="text-muted">3 de março de 2025</p><p>De 16 a 18 de março estamos em Düsseldorf, no pavilhão de Portugal (Hall 11, stand D31). Connosco vão o nosso diretor comercial, Dr. Duarte Sequeira (${mailto(`duarte@${HOST}`)}), e a Ana Teixeira, responsável de exportação, que pode marcar reuniões através de ${mailto(`ana@${HOST}`)}.</p>`,
    ),
  });

  pages['/privacidade'] = page({ path: '/privacidade', title: 'Privacidade', main: wrap(`<h1>Política de privacidade</h1><p>Responsável pelo tratamento: Casa de Sequeiros – Vinhos, Lda., NIPC 504 118 227.</p>`) });
  pages['/area-profissional'] = page({ path: '/area-profissional', title: 'Área profissional', main: wrap(`<h1>Área profissional</h1><p>Tabelas de preços e fichas técnicas. Pedidos de acesso: ${mailto(`profissionais@${HOST}`)}</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/quem-somos', '/vinhos', '/enoturismo', '/contactos', '/noticias/prowein-2025'], '2025-03-03'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /area-profissional\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-54',
      languages: ['pt'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        { address: `helena@${HOST}`, name: 'Helena Sequeira', title: 'administradora e enóloga', pages: ['/', '/quem-somos'], cases: ['json-ld-person', 'json-ld-mailto', 'prose', 'honorific', 'plain', 'link-non-english'] },
        {
          address: JOANA,
          name: 'Joana Barbosa',
          title: 'responsável de enoturismo',
          pages: ['/', '/enoturismo'],
          encoded: { kind: 'reversed', text: reversed(JOANA) },
          cases: ['json-ld-nested', 'json-ld-person', 'name-title-line', 'script-reversed', 'link-non-english'],
        },
        { address: `ricardo@${HOST}`, name: 'Ricardo Lima', title: 'Chefe de adega', pages: ['/quem-somos'], encoded: { kind: 'script', text: RICARDO_SCRIPT }, cases: ['definition-list', 'script-concat', 'link-non-english'] },
        { address: `nuno@${HOST}`, name: 'Nuno Cardoso', title: 'Responsável de viticultura', pages: ['/quem-somos'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `filipa@${HOST}`, name: 'Filipa Brandão', title: 'Marketing e comunicação', pages: ['/quem-somos'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `duarte@${HOST}`, name: 'Duarte Sequeira', title: 'diretor comercial', pages: ['/noticias/prowein-2025'], cases: ['prose', 'honorific', 'plain', 'sitemap-gzip'] },
        { address: `ana@${HOST}`, name: 'Ana Teixeira', title: 'responsável de exportação', pages: ['/noticias/prowein-2025'], cases: ['prose', 'plain', 'sitemap-gzip'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-profissional'],
      nonAddresses: [
        { text: 'apoio@limalogistica.pt', kind: 'other-company' },
        { text: 'logo-sequeiros@2x.png', kind: 'retina' },
        { text: 'aos@2.3.4', kind: 'package' },
        { text: `profissionais@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
