/**
 * Corticeira Vale do Sorraia: a family cork maker (stripping, boiling, natural stoppers) near
 * Coruche, European Portuguese with an English home reached through the hreflang alternates and a
 * buyers' page under it. The team as schema.org microdata Persons (a cork stripper, a stopper
 * maker, a quality lead with "Dra."), the forestry engineer in running prose with "Eng.ª", the
 * shipping lead on a "Name, Role" line, the sales mailbox as a JSON-LD contactPoint, the samples
 * address built by an inline script from pieces, an old address in an HTML comment, a freight
 * forwarder's address, and a client area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'corticeira-sorraia.test';
const ORIGIN = `http://${HOST}`;
const HOMES = { pt: '/', en: '/en' };
const COMMENTED = 'geral@corticeira-sorraia.test';

const MENU = {
  pt: [
    ['/', 'Início'],
    ['/quem-somos', 'Quem somos'],
    ['/equipa', 'A equipa'],
    ['/contactos', 'Contactos'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/wine-trade', 'Wine-trade buyers'],
    ['/', 'Português'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Corticeira Vale do Sorraia',
  head: ['<link rel="stylesheet" href="/assets/css/site.css?v=31">'],
  header: (page) =>
    `<header class="topo"><a href="${page.lang === 'en' ? '/en' : '/'}" class="marca">Corticeira <b>Vale do Sorraia</b></a>\n` +
    `<nav><ul>${MENU[page.lang === 'en' ? 'en' : 'pt'].map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (page) =>
    `<footer class="rodape"><p>Corticeira Vale do Sorraia, Lda. · Estrada Nacional 114, km 32 · 2100-000 Coruche · NIPC 509 123 456</p>` +
    (page.lang === 'en' ? '' : `<p><a href="/privacidade">Política de privacidade</a> · <a href="/area-clientes">Área de clientes</a></p>`) +
    `</footer>`,
  privacyPath: { pt: '/privacidade', en: '/privacidade' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const conteudo = (html: string) => `<div class="conteudo">${html}</div>`;

const TEAM: { shown: string; role: string; address: string }[] = [
  { shown: 'Rui Mendes', role: 'Diretor-geral', address: 'rui.mendes@corticeira-sorraia.test' },
  { shown: 'Catarina Lopes', role: 'Tiradora de cortiça, chefe de equipa na herdade', address: 'catarina.lopes@corticeira-sorraia.test' },
  { shown: 'Nuno Ferreira', role: 'Rolheiro, responsável pela linha de rolhas naturais', address: 'nuno.ferreira@corticeira-sorraia.test' },
  { shown: 'Dra. Inês Amaral', role: 'Responsável da qualidade e dos ensaios de TCA', address: 'ines.amaral@corticeira-sorraia.test' },
  { shown: 'Sofia Martins', role: 'Secretariado e faturação', address: 'sofia.martins@corticeira-sorraia.test' },
];

const AMOSTRAS_SCRIPT = `var n = 'amostras'; var s = 'corticeira-sorraia'; var e = n + '@' + s + '.test'; document.getElementById('amostras').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';`;

export function corticeiraSorraia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Cortiça do montado à rolha',
    lang: 'pt',
    alternates: HOMES,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Corticeira Vale do Sorraia, Lda.',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Estrada Nacional 114, km 32', postalCode: '2100-000', addressLocality: 'Coruche', addressCountry: 'PT' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email: 'vendas@corticeira-sorraia.test', telephone: '+351 243 610 200', availableLanguage: ['pt', 'en', 'fr'] }],
      },
    ],
    main: conteudo(
      `<h1>Cortiça do montado à rolha</h1><p>Tiramos, cozemos e transformamos cortiça dos montados do Sorraia desde 1958: rolhas naturais, discos e granulado.</p>` +
        `<p>Pedidos de proposta: ${mailto('vendas@corticeira-sorraia.test')}</p>`,
    ),
  });

  pages['/quem-somos'] = page({
    path: '/quem-somos',
    title: 'Quem somos',
    lang: 'pt',
    main: conteudo(
      `<h2>Quem somos</h2><p>Três gerações da família Mendes e vinte e seis colaboradores, entre a herdade e a fábrica.</p>` +
        `<p>A tiragem de maio a agosto é planeada pela nossa engenheira florestal, a Eng.ª Teresa Falcão, que responde a proprietários de montado em ${mailto('teresa.falcao@corticeira-sorraia.test')}.</p>`,
    ),
  });

  pages['/equipa'] = page({
    path: '/equipa',
    title: 'A equipa',
    lang: 'pt',
    main: conteudo(
      `<h2>A equipa</h2><div class="equipa" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Corticeira Vale do Sorraia, Lda.">\n` +
        TEAM.map(
          (t) =>
            `<div class="pessoa" itemprop="employee" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">${esc(t.shown)}</h3>` +
            `<p itemprop="jobTitle">${esc(t.role)}</p><p><a itemprop="email" href="mailto:${t.address}">${t.address}</a></p></div>`,
        ).join('\n') +
        `\n</div>`,
    ),
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    lang: 'pt',
    main: conteudo(
      `<h2>Contactos</h2><p>Estrada Nacional 114, km 32, 2100-000 Coruche<br>Tel. 243 610 200</p><p>Comercial: ${mailto('vendas@corticeira-sorraia.test')}</p>\n` +
        `<!-- antigo: ${COMMENTED} -->\n` +
        `<p>Pedidos de amostras: <span id="amostras">(ative o JavaScript)</span></p>\n<script>${AMOSTRAS_SCRIPT}</script>\n` +
        `<p>Paulo Rocha, responsável de expedição, ${mailto('paulo.rocha@corticeira-sorraia.test')}, 243 610 215</p>` +
        `<p>Os contentores para exportação são tratados pela Transitários Setúbal: ${mailto('reservas@transitarios-setubal.test')}.</p>` +
        `<form method="post" action="/enviar"><input type="email" name="email" placeholder="nome@exemplo.pt"><textarea name="mensagem"></textarea><button>Enviar</button></form>`,
    ),
  });

  pages['/privacidade'] = page({
    path: '/privacidade',
    title: 'Política de privacidade',
    lang: 'pt',
    main: conteudo(`<h2>Política de privacidade</h2><p>O responsável pelo tratamento é a Corticeira Vale do Sorraia, Lda. Pedidos dos titulares: ${mailto('vendas@corticeira-sorraia.test')}.</p>`),
  });

  pages['/area-clientes'] = page({
    path: '/area-clientes',
    title: 'Área de clientes',
    lang: 'pt',
    main: conteudo(`<h2>Área de clientes</h2><p>Certificados de lote e faturas. Acesso: ${mailto('clientes@corticeira-sorraia.test')}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Cork from the montado to the stopper',
    lang: 'en',
    alternates: HOMES,
    main: conteudo(`<h1>Cork from the montado to the stopper</h1><p>Natural stoppers for still and sparkling wine, shipped to wineries in twelve countries. Wineries: see <a href="/en/wine-trade">wine-trade buyers</a>.</p>`),
  });

  pages['/en/wine-trade'] = page({
    path: '/en/wine-trade',
    title: 'Wine-trade buyers',
    lang: 'en',
    main: conteudo(
      `<h2>Wine-trade buyers</h2><p>Minimum order 5,000 stoppers; every batch is tested for TCA before it leaves Coruche.</p>` +
        `<p>Export sales manager: Miguel Sousa, ${mailto('miguel.sousa@corticeira-sorraia.test')}, +351 912 345 678</p>`,
    ),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /area-clientes\nDisallow: /enviar\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/quem-somos', '/equipa', '/contactos', '/privacidade', '/en', '/en/wine-trade'], '2025-03-03'),
      pages,
      headers: { Server: 'Apache/2.4.62' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-9',
      languages: ['pt', 'en'],
      addresses: [
        { address: 'rui.mendes@corticeira-sorraia.test', name: 'Rui Mendes', title: 'Diretor-geral', pages: ['/equipa'], cases: ['microdata', 'card', 'plain', 'link-non-english'] },
        {
          address: 'catarina.lopes@corticeira-sorraia.test',
          name: 'Catarina Lopes',
          title: 'Tiradora de cortiça, chefe de equipa na herdade',
          titleAlternatives: ['Tiradora de cortiça'],
          pages: ['/equipa'],
          cases: ['microdata', 'card', 'plain', 'link-non-english'],
        },
        {
          address: 'nuno.ferreira@corticeira-sorraia.test',
          name: 'Nuno Ferreira',
          title: 'Rolheiro, responsável pela linha de rolhas naturais',
          titleAlternatives: ['Rolheiro'],
          pages: ['/equipa'],
          cases: ['microdata', 'card', 'plain', 'link-non-english'],
        },
        {
          address: 'ines.amaral@corticeira-sorraia.test',
          name: 'Inês Amaral',
          title: 'Responsável da qualidade e dos ensaios de TCA',
          titleAlternatives: ['Responsável da qualidade'],
          pages: ['/equipa'],
          cases: ['microdata', 'card', 'honorific', 'plain', 'link-non-english'],
        },
        { address: 'sofia.martins@corticeira-sorraia.test', name: 'Sofia Martins', title: 'Secretariado e faturação', pages: ['/equipa'], cases: ['microdata', 'card', 'plain', 'link-non-english'] },
        {
          address: 'teresa.falcao@corticeira-sorraia.test',
          name: 'Teresa Falcão',
          title: 'engenheira florestal',
          pages: ['/quem-somos'],
          cases: ['prose', 'honorific', 'plain', 'link-non-english'],
        },
        { address: 'paulo.rocha@corticeira-sorraia.test', name: 'Paulo Rocha', title: 'responsável de expedição', pages: ['/contactos'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        {
          address: 'miguel.sousa@corticeira-sorraia.test',
          name: 'Miguel Sousa',
          title: 'Export sales manager',
          pages: ['/en/wine-trade'],
          cases: ['hreflang', 'deep-page', 'link-english-unlisted', 'title-name-line', 'plain'],
        },
        { address: 'vendas@corticeira-sorraia.test', name: null, title: null, pages: ['/', '/contactos', '/privacidade'], cases: ['json-ld-contact-point', 'role', 'plain'] },
        {
          address: 'amostras@corticeira-sorraia.test',
          name: null,
          title: null,
          pages: ['/contactos'],
          encoded: { kind: 'script', text: AMOSTRAS_SCRIPT },
          cases: ['script-concat', 'role', 'link-non-english'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-clientes'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'clientes@corticeira-sorraia.test', kind: 'disallowed' },
        { text: 'nome@exemplo.pt', kind: 'placeholder' },
        { text: 'reservas@transitarios-setubal.test', kind: 'other-company' },
      ],
    },
  };
}
