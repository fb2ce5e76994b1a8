/**
 * Jabuticódigo Tecnologia Ltda.: a software house in Recife building payment and logistics
 * systems, on a Next.js-exported site in Brazilian Portuguese with an English page for
 * nearshore clients. The founders as JSON-LD Persons with "mailto:" addresses, the leadership as
 * a table, the account manager only in the services page's JSON-LD, the recruiter in the careers
 * prose, the press officer in a label line, and an engineering blog post reached only through a
 * child of the sitemap index, with its author on a name-title line beside a git clone URL and a
 * package version. The client area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'jabuticodigo.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  pt: [
    ['/', 'Início'],
    ['/sobre-nos', 'Sobre nós'],
    ['/servicos', 'Serviços'],
    ['/carreiras', 'Carreiras'],
    ['/blog', 'Blog'],
    ['/contato', 'Fale conosco'],
  ],
  en: [
    ['/en', 'Home'],
    ['/', 'Português'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Jabuticódigo',
  head: [
    '<meta name="next-head-count" content="12">',
    `<link rel="preload" href="${ORIGIN}/_next/static/css/8a1c3f0e2b7d9a41.css" as="style">`,
    `<link rel="stylesheet" href="${ORIGIN}/_next/static/css/8a1c3f0e2b7d9a41.css" data-n-g="">`,
  ],
  header: (p) =>
    `<div id="__next"><header class="Header_root__x7Pq2"><a href="${p.lang === 'en' ? '/en' : '/'}" class="Header_logo__kR3mB"><img src="${ORIGIN}/_next/static/media/jabuticodigo-logo.4f1a2b.svg" alt="Jabuticódigo" width="180" height="40"></a>` +
    `<nav class="Header_nav__9wLcd">${MENU[p.lang === 'en' ? 'en' : 'pt']!.map(([h, l]) => `<a href="${h}">${esc(l)}</a>`).join('')}</nav></header>`,
  footer: () =>
    `<footer class="Footer_root__p2Zs1"><p>Jabuticódigo Tecnologia Ltda. · CNPJ 27.418.663/0001-05 · Rua da Aurora, 325, sala 1104, Boa Vista, Recife – PE, 50050-000</p><p><a href="/politica-de-privacidade">Política de Privacidade</a> · <a href="/area-do-cliente">Área do cliente</a> · <a href="/en">English</a></p></footer></div>` +
    `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/","query":{},"buildId":"q7f3kXz1_mVn2","nextExport":true,"isFallback":false,"gip":false,"scriptLoader":[]}</script>`,
  privacyPath: { pt: '/politica-de-privacidade', en: '/politica-de-privacidade' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pt-BR' });
const ALT_HOME = { 'pt-BR': '/', en: '/en', 'x-default': '/' };

type Row = { name: string; title: string; local: string };
const LEADERS: Row[] = [
  { name: 'Rafael Cavalcanti', title: 'CEO e cofundador', local: 'rafael.cavalcanti' },
  { name: 'Juliana Albuquerque', title: 'CTO e cofundadora', local: 'juliana.albuquerque' },
  { name: 'Thiago Moura', title: 'Diretor de Operações', local: 'thiago.moura' },
  { name: 'Camila Siqueira', title: 'Head de Produto e UX', local: 'camila.siqueira' },
  { name: 'Vinicius Barros', title: 'Gerente de Projetos (PMO)', local: 'vinicius.barros' },
];

export function jabuticodigo(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const main = (html: string) => `<div class="Page_container__Qm4tY">${html}</div>`;

  pages['/'] = page({
    path: '/',
    title: 'Software sob medida em Recife',
    alternates: ALT_HOME,
    description: 'Desenvolvimento de software sob medida, integrações Pix e sistemas de logística. Time no Porto Digital, Recife.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#org`,
        name: 'Jabuticódigo Tecnologia Ltda.',
        url: `${ORIGIN}/`,
        foundingDate: '2017',
        address: { '@type': 'PostalAddress', streetAddress: 'Rua da Aurora, 325, sala 1104', addressLocality: 'Recife', addressRegion: 'PE', postalCode: '50050-000', addressCountry: 'BR' },
        founder: [
          { '@type': 'Person', name: 'Rafael Cavalcanti', jobTitle: 'CEO e cofundador', email: `mailto:rafael.cavalcanti@${HOST}` },
          { '@type': 'Person', name: 'Juliana Albuquerque', jobTitle: 'CTO e cofundadora', email: `mailto:juliana.albuquerque@${HOST}` },
        ],
        contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: `comercial@${HOST}`, telephone: '+55 81 3031-4470', areaServed: ['BR', 'US', 'PT'], availableLanguage: ['Portuguese', 'English'] },
      },
    ],
    main: main(
      `<h1>Software sob medida, feito no Porto Digital</h1><p>Desde 2017 desenvolvemos sistemas de pagamento, integrações Pix e plataformas de logística para varejistas, cooperativas de crédito e transportadoras do Nordeste.</p>` +
        `<p>Quer conversar sobre um projeto? Escreva para ${mailto(`comercial@${HOST}`)}.</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Nearshore software development from Brazil',
    lang: 'en',
    alternates: ALT_HOME,
    main: main(
      `<h1>Nearshore software development from Recife, Brazil</h1><p>Same-day overlap with US East Coast and European working hours, senior engineers fluent in English, and a track record in fintech and logistics.</p>` +
        `<p>Bruno Tavares, International Business Development Manager — ${mailto(`bruno.tavares@${HOST}`)} — ${tel('+55 81 99812-3307')}</p>`,
    ),
  });

  pages['/sobre-nos'] = page({
    path: '/sobre-nos',
    title: 'Sobre nós',
    main: main(
      `<h1>Sobre nós</h1><p>Somos 58 pessoas entre desenvolvedores, designers, QAs e gerentes de projeto, a maioria em Recife e o restante em trabalho remoto pelo Brasil.</p><h2>Liderança</h2>` +
        `<table class="Table_root__s8D1x"><thead><tr><th>Nome</th><th>Cargo</th><th>E-mail</th></tr></thead><tbody>` +
        LEADERS.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/servicos'] = page({
    path: '/servicos',
    title: 'Serviços',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: 'Desenvolvimento de software sob medida',
        provider: {
          '@type': 'Organization',
          '@id': `${ORIGIN}/#org`,
          name: 'Jabuticódigo Tecnologia Ltda.',
          employee: { '@type': 'Person', name: 'Larissa Fonseca', jobTitle: 'Gerente de Contas – Varejo e Cooperativas', email: `larissa.fonseca@${HOST}` },
        },
        areaServed: 'BR',
      },
    ],
    main: main(
      `<h1>Serviços</h1><ul><li>Squads dedicados (alocação por sprint)</li><li>Integração Pix, boleto e cartões (adquirentes e PSPs)</li><li>Aplicativos móveis em React Native e Flutter</li><li>Sistemas de roteirização e rastreamento de entregas</li><li>Sustentação e suporte 24×7</li></ul><p>Para orçamentos, fale com o nosso time comercial.</p>`,
    ),
  });

  pages['/carreiras'] = page({
    path: '/carreiras',
    title: 'Carreiras',
    main: main(
      `<h1>Carreiras</h1><p>Vagas abertas: Desenvolvedor(a) Back-end Pleno (Java/Kotlin), Analista de Qualidade de Software Sênior e Estágio em Desenvolvimento Front-end. Regime CLT ou PJ, modelo híbrido.</p>` +
        `<p>Dúvidas sobre o processo seletivo? Fale com a Priscila Lins, nossa analista de gente e cultura, pelo e-mail ${mailto(`priscila.lins@${HOST}`)}.</p>`,
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    main: main(`<h1>Blog de engenharia</h1><article><h2>Pix Automático: o que muda para os recorrentes</h2><p>Junho de 2025 · 7 min de leitura</p></article><article><h2>Como medimos a qualidade dos nossos squads</h2><p>Abril de 2025 · 5 min de leitura</p></article><p class="pagination">Página 1 de 6</p>`),
  });

  pages['/blog/do-monolito-aos-microsservicos-sem-parar-a-operacao'] = page({
    path: '/blog/do-monolito-aos-microsservicos-sem-parar-a-operacao',
    title: 'Do monólito aos microsserviços sem parar a operação',
    main: main(
      `<article><h1>Do monólito aos microsserviços sem parar a operação</h1><p class="meta">Publicado em 14 de novembro de 2023</p>` +
        `<p>Quando a transportadora nos procurou, o sistema de roteirização era um monólito PHP de 400 mil linhas. Usamos o padrão strangler fig e extraímos primeiro o cálculo de frete.</p>` +
        `<p>O SDK que usamos para os eventos é aberto:</p><pre><code>git clone git@github.com:jabuticodigo/frete-events.git\ncd frete-events &amp;&amp; npm install @jabuticodigo/frete-events@2.3.1</code></pre>` +
        `<aside class="author"><p>Gustavo Barreto, Arquiteto de Software Sênior, ${mailto(`gustavo.barreto@${HOST}`)}</p></aside></article>`,
    ),
  });

  pages['/contato'] = page({
    path: '/contato',
    title: 'Fale conosco',
    main: main(
      `<h1>Fale conosco</h1><p>Comercial: ${mailto(`comercial@${HOST}`)} · ${tel('+55 81 3031-4470')}</p>` +
        `<p>Imprensa: Renata Vasconcelos, Assessora de Comunicação, ${tel('+55 81 98877-1520')}, ${mailto(`renata.vasconcelos@${HOST}`)}</p>` +
        `<p>Rua da Aurora, 325, sala 1104 – Boa Vista, Recife – PE</p>`,
    ),
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de Privacidade', main: main(`<h1>Política de Privacidade</h1><p>Tratamos dados pessoais conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>`) });
  pages['/area-do-cliente'] = page({ path: '/area-do-cliente', title: 'Área do cliente', main: main(`<h1>Área do cliente</h1><p>Acesso restrito. Abertura de chamados: chamados@${HOST}</p>`) });

  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-0.xml', '/sitemap-blog.xml'], '2025-06-20'));
  pages['/sitemap-0.xml'] = xmlPage(urlset(HOST, ['/', '/en', '/sobre-nos', '/servicos', '/carreiras', '/blog', '/contato', '/politica-de-privacidade'], '2025-06-20'));
  pages['/sitemap-blog.xml'] = xmlPage(urlset(HOST, ['/blog/do-monolito-aos-microsservicos-sem-parar-a-operacao'], '2023-11-14'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /area-do-cliente\nDisallow: /_next/data/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Vercel', 'X-Vercel-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-39',
      languages: ['pt', 'en'],
      addresses: [
        { address: `comercial@${HOST}`, name: null, title: null, pages: ['/', '/contato'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...LEADERS.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          pages: r.local === 'rafael.cavalcanti' || r.local === 'juliana.albuquerque' ? ['/sobre-nos', '/'] : ['/sobre-nos'],
          cases: ['table', 'plain', 'link-non-english', ...(r.local === 'rafael.cavalcanti' || r.local === 'juliana.albuquerque' ? ['json-ld-person', 'json-ld-mailto'] : [])] as CaseKind[],
        })),
        { address: `larissa.fonseca@${HOST}`, name: 'Larissa Fonseca', title: 'Gerente de Contas – Varejo e Cooperativas', pages: ['/servicos'], cases: ['json-ld-only', 'json-ld-person', 'json-ld-nested', 'link-non-english'] },
        { address: `priscila.lins@${HOST}`, name: 'Priscila Lins', title: 'analista de gente e cultura', pages: ['/carreiras'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `renata.vasconcelos@${HOST}`, name: 'Renata Vasconcelos', title: 'Assessora de Comunicação', pages: ['/contato'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `bruno.tavares@${HOST}`, name: 'Bruno Tavares', title: 'International Business Development Manager', pages: ['/en'], cases: ['name-title-line', 'plain'] },
        { address: `gustavo.barreto@${HOST}`, name: 'Gustavo Barreto', title: 'Arquiteto de Software Sênior', pages: ['/blog/do-monolito-aos-microsservicos-sem-parar-a-operacao'], cases: ['sitemap-index', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-do-cliente'],
      nonAddresses: [
        { text: 'git@github.com:jabuticodigo/frete-events.git', kind: 'git' },
        { text: '@jabuticodigo/frete-events@2.3.1', kind: 'package' },
        { text: `chamados@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
