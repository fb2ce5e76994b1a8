/**
 * HELD-OUT SET: do not read this file while tuning the crawler or its extractors (see index.ts).
 *
 * Quinta do Vale Alto, a wine estate in the Douro valley (European Portuguese).
 *
 * Shows: Portuguese anchor texts ("Quem somos", "Enoturismo", "Contactos"); a JSON-LD @graph
 * Winery with a contactPoint array (one "mailto:"), a founder with honorificPrefix "Dra." and a
 * winemaker at depth (an OrganizationRole's member, "mailto:"), all stated only in JSON-LD; a
 * definition list with the honorifics "Eng.ª" and "Sr."; a card; a sitemap at a path of its own
 * named by robots.txt with a press page listed only there; a reserved area robots.txt disallows;
 * an address in a comment; the wine cooperative's address.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'quinta-vale-alto.test';
const ORIGIN = `http://${HOST}`;

const A = {
  enoturismo: `enoturismo@${HOST}`,
  export: `export@${HOST}`,
  matos: `sofia.matos@${HOST}`,
  almeida: `rui.almeida@${HOST}`,
  ribeiro: `joana.ribeiro@${HOST}`,
  mendes: `tiago.mendes@${HOST}`,
  carvalho: `ines.carvalho@${HOST}`,
  geral: `geral@${HOST}`,
  imprensa: `imprensa@${HOST}`,
};
const COMMENTED = `loja-antiga@${HOST}`;
const RESERVED = [`encomendas-b2b@${HOST}`, `pedro.sousa@${HOST}`];
const COOPERATIVE = 'adega@cooperativa-douro.test';

const NAV: [string, string][] = [
  ['/', 'Início'],
  ['/quem-somos', 'Quem somos'],
  ['/vinhos', 'Os nossos vinhos'],
  ['/enoturismo', 'Enoturismo'],
  ['/contactos', 'Contactos'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Quinta do Vale Alto',
  head: ['<link rel="stylesheet" href="/assets/css/quinta.css?v=9">', '<script async src="https://www.googletagmanager.com/gtag/js?id=G-QVA2024PT"></script>'],
  privacyPath: { pt: '/privacidade' },
  header: () => `<header><a href="/"><img src="/assets/img/quinta-logo.svg" alt="Quinta do Vale Alto"></a>\n<nav>${NAV.map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' ')}</nav></header>`,
  footer: () =>
    `<footer><p>Quinta do Vale Alto, Lda. · Estrada Nacional 222, km 14 · 5110-204 Armamar · +351 254 000 310</p>\n<!-- ${COMMENTED} (loja online descontinuada) -->\n` +
    `<p><a href="/privacidade">Privacidade</a> · <a href="/area-reservada/encomendas">Área de clientes</a> · <a href="https://www.livroreclamacoes.pt">Livro de Reclamações</a></p></footer>`,
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'pt-PT', ...spec });
}

function pages(): Record<string, SandboxPage> {
  const ORG = `${ORIGIN}/#winery`;
  return {
    '/': page({
      path: '/',
      title: 'Vinhos do Douro desde 1921',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'Winery',
              '@id': ORG,
              name: 'Quinta do Vale Alto',
              url: `${ORIGIN}/`,
              telephone: '+351 254 000 310',
              address: { '@type': 'PostalAddress', streetAddress: 'Estrada Nacional 222, km 14', postalCode: '5110-204', addressLocality: 'Armamar', addressCountry: 'PT' },
              contactPoint: [
                { '@type': 'ContactPoint', contactType: 'reservations', email: A.enoturismo, availableLanguage: ['pt', 'en', 'fr'] },
                { '@type': 'ContactPoint', contactType: 'export sales', email: `mailto:${A.export}` },
              ],
              founder: { '@type': 'Person', honorificPrefix: 'Dra.', name: 'Sofia Matos', jobTitle: 'Administradora', email: A.matos },
              member: [{ '@type': 'OrganizationRole', roleName: 'Enologia', member: { '@type': 'Person', name: 'Rui Almeida', jobTitle: 'Enólogo', email: `mailto:${A.almeida}` } }],
            },
            { '@type': 'WebSite', url: `${ORIGIN}/`, name: 'Quinta do Vale Alto', publisher: { '@id': ORG }, inLanguage: 'pt-PT' },
          ],
        },
      ],
      main: `<section class="destaque"><h1>Vinhos do Douro desde 1921</h1><p>Quarenta hectares de vinha em socalcos sobre o rio, entre Armamar e o Pinhão.</p><a href="/enoturismo">Visite-nos</a></section>`,
    }),
    '/quem-somos': page({
      path: '/quem-somos',
      title: 'Quem somos',
      main:
        `<h1>Quem somos</h1>\n<p>A quinta está na família Matos desde 1921. Hoje é gerida pela Dra. Sofia Matos, e a enologia está a cargo do Eng.º Rui Almeida.</p>\n` +
        `<h2>A equipa</h2>\n<dl class="equipa">\n<dt>Viticultura</dt><dd>Eng.ª Joana Ribeiro · ${mailto(A.ribeiro)}</dd>\n<dt>Comercial</dt><dd>Sr. Tiago Mendes · ${mailto(A.mendes)}</dd>\n</dl>\n` +
        `<p>Vinificamos parte das uvas na Adega Cooperativa do Douro (${mailto(COOPERATIVE)}).</p>`,
    }),
    '/vinhos': page({ path: '/vinhos', title: 'Os nossos vinhos', main: `<h1>Os nossos vinhos</h1>\n<ul><li>Vale Alto Tinto 2021</li><li>Vale Alto Branco 2023</li><li>Vale Alto Porto Tawny 10 anos</li></ul>` }),
    '/enoturismo': page({
      path: '/enoturismo',
      title: 'Enoturismo',
      main:
        `<h1>Enoturismo</h1>\n<p>Provas comentadas, almoços na quinta e passeios de barco no Douro, de março a novembro.</p>\n` +
        `<div class="cartao"><img src="/assets/img/ines.jpg" alt=""><h3>Inês Carvalho</h3><p class="cargo">Coordenadora de enoturismo</p><p>${mailto(A.carvalho)}</p></div>`,
    }),
    '/contactos': page({
      path: '/contactos',
      title: 'Contactos',
      main: `<h1>Contactos</h1>\n<p>Estrada Nacional 222, km 14 · 5110-204 Armamar · +351 254 000 310</p>\n<p>Informações gerais: ${mailto(A.geral)}</p>`,
    }),
    '/privacidade': page({ path: '/privacidade', title: 'Privacidade', main: `<h1>Política de privacidade</h1>\n<p>Os seus dados são tratados nos termos do RGPD.</p>` }),
    '/imprensa': page({
      path: '/imprensa',
      title: 'Imprensa',
      main: `<h1>Imprensa</h1>\n<p>Fotografias em alta resolução e fichas técnicas dos vinhos. Pedidos de jornalistas: ${mailto(A.imprensa)}</p>`,
    }),
    '/area-reservada/encomendas': page({ path: '/area-reservada/encomendas', title: 'Área de clientes', main: `<h1>Encomendas profissionais</h1>\n<p>${RESERVED[0]} · Gestor de conta: Pedro Sousa, ${RESERVED[1]}</p>` }),
    '/sitemaps/paginas.xml': xmlPage(urlset(HOST, ['/', '/quem-somos', '/vinhos', '/enoturismo', '/contactos', '/privacidade', '/imprensa'])),
  };
}

const addresses: TruthAddress[] = [
  { address: A.enoturismo, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-only'] },
  { address: A.export, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'json-ld-only'] },
  { address: A.matos, name: 'Sofia Matos', title: 'Administradora', pages: ['/'], cases: ['json-ld-person', 'json-ld-only', 'honorific'] },
  { address: A.almeida, name: 'Rui Almeida', title: 'Enólogo', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-mailto', 'json-ld-only'] },
  { address: A.ribeiro, name: 'Joana Ribeiro', title: 'Viticultura', pages: ['/quem-somos'], cases: ['link-non-english', 'definition-list', 'honorific', 'plain'] },
  { address: A.mendes, name: 'Tiago Mendes', title: 'Comercial', pages: ['/quem-somos'], cases: ['link-non-english', 'definition-list', 'honorific', 'plain'] },
  { address: A.carvalho, name: 'Inês Carvalho', title: 'Coordenadora de enoturismo', pages: ['/enoturismo'], cases: ['link-non-english', 'card', 'plain'] },
  { address: A.geral, name: null, title: null, pages: ['/contactos'], cases: ['role', 'plain'] },
  { address: A.imprensa, name: null, title: null, pages: ['/imprensa'], cases: ['sitemap-robots', 'role', 'plain'] },
];

export function quintaValeAlto(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /area-reservada/\n\nSitemap: ${ORIGIN}/sitemaps/paginas.xml\n`,
      pages: pages(),
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out',
      languages: ['pt'],
      addresses,
      pattern: '{first}.{last}',
      disallowed: ['/area-reservada/encomendas'],
      nonAddresses: [{ text: COMMENTED, kind: 'comment' }, ...RESERVED.map((text) => ({ text, kind: 'disallowed' as const })), { text: COOPERATIVE, kind: 'other-company' }],
    },
  };
}
