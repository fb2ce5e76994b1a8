/**
 * Cervejaria Ribeira Funda: a craft brewery with a taproom in Porto, on Joomla, in European
 * Portuguese. The team as cards on "A equipa", some addresses hidden by Joomla's e-mail cloaking
 * script, the brewmaster with "Eng.º", the events page as "Cargo: Nome" lines, and the job offer
 * listed only in the gzip-compressed sitemap. A distributor's address and the B2B shop
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cervejaria-ribeira-funda.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Cervejaria Ribeira Funda',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', `<link href="${ORIGIN}/templates/cassiopeia/css/template.min.css?4.4.2" rel="stylesheet">`],
  header: () =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="${ORIGIN}/images/logo-ribeira-funda.png" alt="Ribeira Funda"></a></div>` +
    `<nav class="container-nav"><ul class="mod-menu mod-list nav"><li><a href="/cervejas">As nossas cervejas</a></li><li><a href="/a-equipa">A equipa</a></li><li><a href="/eventos">Eventos e visitas</a></li><li><a href="/contactos">Contactos</a></li></ul></nav></header>`,
  footer: () => `<footer class="container-footer footer full-width"><p>Ribeira Funda – Cervejaria Artesanal, Lda. · Rua da Fábrica Social 88, 4000-201 Porto · NIF 514 220 871</p><p><a href="/politica-de-privacidade">Política de privacidade</a> · <a href="/loja-b2b">Loja B2B</a> · Seja responsável. Beba com moderação.</p></footer>`,
  privacyPath: { pt: '/politica-de-privacidade' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pt-PT' });

/** Joomla's "Email Cloaking" plugin output. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Este endereço de email está protegido contra piratas. Necessita ativar o JavaScript para o visualizar.</span>` +
    `<script type="text/javascript">document.getElementById('cloak${id}').innerHTML = ''; var prefix = '&#109;a' + 'i&#108;' + '&#116;o'; var path = 'hr' + 'ef' + '='; var addy${id} = '${local}' + '&#64;'; addy${id} = addy${id} + 'cervejaria-ribeira-funda' + '&#46;' + 'test'; var addy_text${id} = '${local}' + '&#64;' + 'cervejaria-ribeira-funda' + '&#46;' + 'test'; document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>' + addy_text${id} + '<\\/a>';</script>`
  );
}
const SCRIPT = (html: string): string => /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;

type Card = { shown: string; name: string; title: string; local: string; id: string; cloaked: boolean };
const TEAM: Card[] = [
  { shown: 'Eng.º Rui Pedro Sampaio', name: 'Rui Pedro Sampaio', title: 'Mestre cervejeiro e sócio-fundador', local: 'rui', id: 'a3f1c9', cloaked: true },
  { shown: 'Inês Calado Vasconcelos', name: 'Inês Calado Vasconcelos', title: 'Diretora Comercial e de Exportação', local: 'ines', id: 'b7d204', cloaked: true },
  { shown: 'Tiago da Cunha Lobo', name: 'Tiago da Cunha Lobo', title: 'Responsável de Produção e Controlo de Qualidade', local: 'tiago', id: '', cloaked: false },
  { shown: 'Beatriz Nóbrega', name: 'Beatriz Nóbrega', title: 'Gestora do Taproom', local: 'beatriz', id: '', cloaked: false },
];

export function cervejariaRibeiraFunda(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cards = TEAM.map((c) => ({ c, html: c.cloaked ? cloak(c.local, c.id) : mailto(at(c.local)) }));
  pages['/'] = page({ path: '/', title: 'Cerveja artesanal do Porto', main: `<h1>Cerveja artesanal feita na Ribeira</h1><p>Taproom aberto de quarta a domingo, 16h–24h. Visitas guiadas ao sábado às 15h (12 €, com prova de 4 cervejas).</p><p>Encomendas e reservas: ${mailto(at('geral'))}</p>` });
  pages['/cervejas'] = page({ path: '/cervejas', title: 'As nossas cervejas', main: `<h1>As nossas cervejas</h1><table class="table"><tr><th>Cerveja</th><th>Estilo</th><th>ABV</th><th>Preço (33 cl)</th></tr><tr><td>Gaivota</td><td>Session IPA</td><td>4,5%</td><td>3,20 €</td></tr><tr><td>Rabelo</td><td>Porter</td><td>6,2%</td><td>3,60 €</td></tr></table>` });
  pages['/a-equipa'] = page({
    path: '/a-equipa',
    title: 'A equipa',
    main: `<h1>A equipa</h1><div class="team-grid">${cards.map(({ c, html }) => `<div class="card"><img src="${ORIGIN}/images/equipa/${c.local}.jpg" alt="${esc(c.name)}"><div class="card-body"><h3>${esc(c.shown)}</h3><p class="cargo">${esc(c.title)}</p><p>${html}</p></div></div>`).join('')}</div>`,
  });
  pages['/eventos'] = page({
    path: '/eventos',
    title: 'Eventos e visitas',
    main:
      `<h1>Eventos e visitas</h1><p>Festas privadas, jantares de empresa e provas para grupos até 60 pessoas.</p>` +
      `<p>Coordenadora de eventos: Mariana Pinto-Leite · ${tel('+351 912 555 430')} · ${mailto(at('mariana'))}</p>` +
      `<p>Responsável pelas visitas guiadas: Duarte Magalhães · ${mailto(at('duarte'))}</p>`,
  });
  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main: `<h1>Contactos</h1><p>Geral: ${mailto(at('geral'))} · ${tel('+351 220 555 118')}</p><p>Distribuição na região de Lisboa: Bebidas Tejo, Lda. – <a href="mailto:encomendas@bebidas-tejo.test">encomendas@bebidas-tejo.test</a></p>`,
  });
  pages['/emprego/ajudante-de-producao'] = page({
    path: '/emprego/ajudante-de-producao',
    title: 'Emprego: ajudante de produção',
    main: `<h1>Estamos a contratar: ajudante de produção (m/f)</h1><p>Contrato a tempo inteiro, 1.050 € brutos. Envie o CV à nossa técnica de recursos humanos, Sofia Queirós (${mailto(at('sofia'))}), até 31 de março.</p>`,
  });
  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de privacidade', main: `<h1>Política de privacidade</h1><p>Os seus dados são tratados nos termos do RGPD.</p>` });
  pages['/loja-b2b'] = page({ path: '/loja-b2b', title: 'Loja B2B', main: `<h1>Loja B2B</h1><p>Acesso para revendedores: ${mailto(at('revenda'))}</p>` });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/emprego/ajudante-de-producao'], '2025-03-05'));

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /loja-b2b\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-40',
      languages: ['pt'],
      addresses: [
        { address: at('geral'), name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        ...cards.map(({ c, html }) => ({
          address: at(c.local),
          name: c.name,
          title: c.title,
          pages: ['/a-equipa'],
          ...(c.cloaked ? { encoded: { kind: 'script' as const, text: SCRIPT(html) } } : {}),
          cases: ['card', ln, c.cloaked ? 'script-protect' : 'plain', ...(c.shown !== c.name ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: at('mariana'), name: 'Mariana Pinto-Leite', title: 'Coordenadora de eventos', pages: ['/eventos'], cases: ['title-name-line', 'plain', ln] },
        { address: at('duarte'), name: 'Duarte Magalhães', title: 'Responsável pelas visitas guiadas', pages: ['/eventos'], cases: ['title-name-line', 'plain', ln] },
        { address: at('sofia'), name: 'Sofia Queirós', title: 'técnica de recursos humanos', pages: ['/emprego/ajudante-de-producao'], cases: ['prose', 'plain', 'sitemap-gzip'] },
      ],
      pattern: '{first}',
      disallowed: ['/loja-b2b'],
      nonAddresses: [
        { text: 'encomendas@bebidas-tejo.test', kind: 'other-company' },
        { text: `revenda@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
