/**
 * Oficina Azul: a small azulejo (glazed tile) painting and conservation workshop in Lisbon's
 * Alfama, on a hand-written Eleventy site, in European Portuguese with an English page. The team
 * as schema.org microdata Person cards (Arq.ª, Dra.), the press contact as a label line with a
 * Person in JSON-LD whose email is "mailto:", the quotes clerk as "Nome – função –" with an
 * address String.fromCharCode builds, the English page repeating the conservator under her
 * English title and naming the UK project manager with her post-nominals, and a conservation
 * technician in a journal entry listed only in the gzip sitemap robots.txt names. The git remote
 * in the footer, a retina logo, an npm package in a script URL, the newsletter placeholder and
 * the resellers' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'oficinaazul.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  pt: [
    ['/', 'Início'],
    ['/o-atelier', 'O atelier'],
    ['/equipa', 'Equipa'],
    ['/encomendas', 'Encomendas'],
    ['/diario', 'Diário'],
    ['/imprensa', 'Imprensa'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Workshop'],
    ['/', 'Português'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Oficina Azul',
  head: [
    '<meta name="generator" content="Eleventy v2.0.1">',
    '<link rel="stylesheet" href="/css/main.3fa9c2e1.css">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<script defer data-domain="${HOST}" src="https://plausible.io/js/script.js"></script>`,
    '<script type="module" src="https://cdn.jsdelivr.net/npm/lite-youtube-embed@0.3.2/src/lite-yt-embed.js"></script>',
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('en') ? 'en' : 'pt';
    return (
      `<a class="skip-link" href="#conteudo">${lang === 'en' ? 'Skip to content' : 'Saltar para o conteúdo'}</a>` +
      `<header class="site-header"><a class="site-header__logo" href="${lang === 'en' ? '/en' : '/'}"><img src="/img/logo-oficina-azul.png" srcset="/img/logo-oficina-azul.png 1x, /img/logo-oficina-azul@2x.png 2x" width="180" height="56" alt="Oficina Azul"></a>` +
      `<nav class="site-nav" aria-label="${lang === 'en' ? 'Main' : 'Principal'}"><ul role="list">` +
      MENU[lang]!.map(([href, label]) => `<li><a href="${href}"${href === spec.path ? ' aria-current="page"' : ''}${href === '/en' || (lang === 'en' && href === '/') ? ` hreflang="${href === '/en' ? 'en' : 'pt'}" lang="${href === '/en' ? 'en' : 'pt'}"` : ''}>${esc(label)}</a></li>`).join('') +
      `</ul></nav></header>`
    );
  },
  footer: (spec) =>
    `<footer class="site-footer"><div class="site-footer__cols">` +
    `<address>Oficina Azul – Azulejaria e Conservação, Lda.<br>Rua das Escolas Gerais 43, 1100-218 Lisboa<br>${tel('+351 218 861 204')} · ${mailto(`geral@${HOST}`)}</address>` +
    `<form class="newsletter" action="https://buttondown.email/api/emails/embed-subscribe/oficinaazul" method="post"><label for="nl-email">${spec.lang.startsWith('en') ? 'Newsletter' : 'Boletim trimestral'}</label><input type="email" name="email" id="nl-email" placeholder="o.seu.email@exemplo.pt"><button type="submit">${spec.lang.startsWith('en') ? 'Subscribe' : 'Subscrever'}</button></form>` +
    `</div><p class="site-footer__small"><a href="/privacidade">Privacidade</a> · <a href="/livro-de-reclamacoes">Livro de Reclamações</a> · <a href="/revenda">Área de revenda</a></p>` +
    `<p class="site-footer__small">Site feito à mão com Eleventy. Código: <code>git@codeberg.org:oficina-azul/site.git</code></p></footer>`,
  bodyEnd: ['<script src="/js/menu.js" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pt-PT' });
const ALTERNATES = { 'pt-PT': '/', en: '/en' };

type Artisan = { shown: string; name: string; title: string; local: string; honorific?: string; photo: string };
const TEAM: Artisan[] = [
  { shown: 'Teresa Vasconcelos e Sá', honorific: 'Arq.ª', name: 'Teresa Vasconcelos e Sá', title: 'Fundadora e diretora do atelier', local: 'teresa', photo: 'teresa' },
  { shown: 'Joaquim Lourenço', name: 'Joaquim Lourenço', title: 'Mestre pintor de azulejo (pintura a pincel sobre vidrado cru)', local: 'joaquim', photo: 'joaquim' },
  {
    shown: 'Beatriz Mendes Sequeira',
    honorific: 'Dra.',
    name: 'Beatriz Mendes Sequeira',
    title: 'Conservadora-restauradora, responsável pelo laboratório de conservação',
    local: 'beatriz',
    photo: 'beatriz',
  },
  { shown: 'Rodrigo Cunha', name: 'Rodrigo Cunha', title: 'Responsável de produção: fornos, vidrados e chacota', local: 'rodrigo', photo: 'rodrigo' },
];

const personCard = (a: Artisan): string =>
  `<li class="pessoa" itemscope itemtype="https://schema.org/Person"><img src="/img/equipa/${a.photo}-480.webp" srcset="/img/equipa/${a.photo}-480.webp 480w, /img/equipa/${a.photo}-960.webp 960w" sizes="(min-width: 40em) 20em, 100vw" width="480" height="600" alt="" loading="lazy" itemprop="image">` +
  `<h3>${a.honorific ? `<span itemprop="honorificPrefix">${esc(a.honorific)}</span> ` : ''}<span itemprop="name">${esc(a.shown)}</span></h3>` +
  `<p itemprop="jobTitle">${esc(a.title)}</p><p><a itemprop="email" href="mailto:${a.local}@${HOST}">${a.local}@${HOST}</a></p></li>`;

const DUARTE = `duarte@${HOST}`;
const DUARTE_SCRIPT = `<script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(DUARTE)}) + '">' + String.fromCharCode(${charCodes(DUARTE)}) + '</a>');</script>`;

export function oficinaAzul(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Azulejaria e conservação em Alfama',
    alternates: ALTERNATES,
    main:
      `<section class="hero"><h1>Azulejo pintado à mão, em Alfama, desde 1998</h1><p>Pintamos azulejo de figura avulsa e de padrão, fazemos réplicas para fachadas e restauramos painéis dos séculos XVII a XX para particulares, paróquias e câmaras municipais.</p>` +
      `<p><a class="button" href="/encomendas">Pedir orçamento</a> <a class="button button--ghost" href="/equipa">Quem somos</a></p></section>` +
      `<section class="ultimas"><h2>Do diário</h2><ul role="list"><li><a href="/diario/2025/azulejo-de-padrao-para-a-rua-da-regueira">Réplicas de padrão para um prédio da Rua da Regueira</a></li></ul></section>`,
  });

  pages['/o-atelier'] = page({
    path: '/o-atelier',
    title: 'O atelier',
    alternates: ALTERNATES,
    main: `<h1>O atelier</h1><p>A Oficina Azul nasceu numa antiga carvoaria da Rua das Escolas Gerais. Temos dois fornos elétricos, um laboratório de conservação e uma pequena loja aberta de terça a sábado.</p><p>Trabalhamos com as técnicas tradicionais: chacota cozida a 1000 °C, vidrado de estanho, pintura a pincel com óxidos e segunda cozedura.</p>`,
  });

  pages['/equipa'] = page({
    path: '/equipa',
    title: 'Equipa',
    main: `<h1>Equipa</h1><p>Somos seis; quatro de nós respondem aos pedidos que chegam por correio eletrónico.</p><ul class="equipa" role="list">${TEAM.map(personCard).join('')}</ul>`,
  });

  pages['/encomendas'] = page({
    path: '/encomendas',
    title: 'Encomendas',
    main:
      `<h1>Encomendas e orçamentos</h1><p>Para réplicas de azulejo de padrão, envie-nos uma fotografia de frente, as medidas do azulejo (normalmente 14 × 14 cm) e o número de peças em falta. O prazo habitual é de seis a dez semanas.</p>` +
      `<p class="contacto-encomendas">Duarte Fonseca – orçamentos e encomendas de réplicas – ${DUARTE_SCRIPT}<noscript>(ative o JavaScript para ver o endereço)</noscript></p>` +
      `<lite-youtube videoid="q9Xb1sL0mTk" playlabel="Como pintamos um azulejo de padrão"></lite-youtube>`,
  });

  pages['/imprensa'] = page({
    path: '/imprensa',
    title: 'Imprensa',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Inês Almeida Tavares',
        jobTitle: 'Comunicação e loja online',
        email: `mailto:ines@${HOST}`,
        worksFor: { '@type': 'Organization', name: 'Oficina Azul – Azulejaria e Conservação, Lda.', url: `${ORIGIN}/` },
      },
    ],
    main:
      `<h1>Imprensa</h1><p>Fotografias em alta resolução do atelier e dos painéis restaurados estão disponíveis mediante pedido, com crédito «Oficina Azul».</p>` +
      `<p>Contacto para imprensa: Inês Almeida Tavares, comunicação e loja online, Rua das Escolas Gerais 43, 1100-218 Lisboa, tel. ${tel('+351 218 861 204')}, ${mailto(`ines@${HOST}`)}</p>`,
  });

  pages['/diario'] = page({
    path: '/diario',
    title: 'Diário',
    main: `<h1>Diário</h1><ol class="posts" role="list" reversed><li><a href="/diario/2025/azulejo-de-padrao-para-a-rua-da-regueira">Réplicas de padrão para um prédio da Rua da Regueira</a> <time datetime="2025-02-17">17 fev. 2025</time></li></ol>`,
  });

  pages['/diario/2025/azulejo-de-padrao-para-a-rua-da-regueira'] = page({
    path: '/diario/2025/azulejo-de-padrao-para-a-rua-da-regueira',
    title: 'Réplicas de padrão para um prédio da Rua da Regueira',
    main: `<article class="post"><h1>Réplicas de padrão para um prédio da Rua da Regueira</h1><p><time datetime="2025-02-17">17 de fevereiro de 2025</time></p><p>Faltavam 212 azulejos de um padrão de estrela de meados do século XIX. Depois de três provas de cor, o azul de cobalto ficou igual ao original.</p></article>`,
  });

  // Listed only in the gzip sitemap named by robots.txt: the journal index shows this year only.
  pages['/diario/2023/painel-da-capela-de-sao-jeronimo'] = page({
    path: '/diario/2023/painel-da-capela-de-sao-jeronimo',
    title: 'O painel da capela de São Jerónimo',
    main:
      `<article class="post"><h1>O painel da capela de São Jerónimo</h1><p><time datetime="2023-10-09">9 de outubro de 2023</time></p>` +
      `<p>O painel de 1730, com a vida de São Jerónimo, tinha 38 azulejos soltos e lacunas de vidrado em quase um terço da superfície. Antes de desmontar fizemos o levantamento fotográfico e o mapeamento das patologias.</p>` +
      `<p>O levantamento foi coordenado pelo Rui Pestana, técnico de conservação e restauro, que também guarda o arquivo fotográfico das nossas intervenções – quem precisar das imagens para investigação pode pedi-las a ${mailto(`rui@${HOST}`)}.</p></article>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Tile painting and conservation in Lisbon',
    lang: 'en',
    alternates: ALTERNATES,
    main:
      `<h1>Hand-painted azulejos in Alfama since 1998</h1><p>We paint single figurative tiles and pattern tiles, make replicas for façades and conserve tile panels from the 17th to the 20th century.</p>` +
      `<h2>Conservation enquiries</h2><p>Dr Beatriz Mendes Sequeira, Conservator-restorer, head of the conservation lab – ${mailto(`beatriz@${HOST}`)}</p>` +
      `<p>Projects for clients in the United Kingdom and Ireland are run by Sarah Whitcombe-Reis, MA, ACR, our conservation project manager, who trained at West Dean and has lived in Lisbon since 2016. Write to her at ${mailto(`sarah@${HOST}`)}.</p>`,
  });

  pages['/privacidade'] = page({ path: '/privacidade', title: 'Privacidade', main: `<h1>Privacidade</h1><p>Usamos o Plausible, sem cookies, para contar visitas. Não partilhamos dados com terceiros.</p>` });
  pages['/livro-de-reclamacoes'] = page({ path: '/livro-de-reclamacoes', title: 'Livro de Reclamações', main: `<h1>Livro de Reclamações</h1><p>Pode apresentar a sua reclamação no Livro de Reclamações Eletrónico.</p>` });
  pages['/revenda'] = page({ path: '/revenda', title: 'Área de revenda', main: `<h1>Área de revenda</h1><p>Tabela de preços para lojas e arquitetos. Pedidos de acesso: revenda@${HOST}</p>` });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(
      HOST,
      [
        '/',
        '/o-atelier',
        '/equipa',
        '/encomendas',
        '/imprensa',
        '/diario',
        '/diario/2025/azulejo-de-padrao-para-a-rua-da-regueira',
        '/diario/2023/painel-da-capela-de-sao-jeronimo',
        '/en',
        '/privacidade',
        '/livro-de-reclamacoes',
      ],
      '2025-02-17',
    ),
  );

  const teamCases = (a: Artisan): CaseKind[] => ['microdata', 'card', 'plain', 'link-non-english', ...(a.honorific ? (['honorific'] as CaseKind[]) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /revenda\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'Cache-Control': 'public, max-age=600' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-102',
      languages: ['pt', 'en'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/', '/en'], cases: ['role', 'plain'] },
        ...TEAM.map((a) => ({
          address: `${a.local}@${HOST}`,
          name: a.name,
          title: a.title,
          ...(a.local === 'beatriz' ? { titleAlternatives: ['Conservator-restorer, head of the conservation lab'] } : {}),
          pages: a.local === 'beatriz' ? ['/equipa', '/en'] : ['/equipa'],
          cases: teamCases(a),
        })),
        {
          address: `ines@${HOST}`,
          name: 'Inês Almeida Tavares',
          title: 'comunicação e loja online',
          pages: ['/imprensa'],
          cases: ['label-line', 'json-ld-person', 'json-ld-mailto', 'plain', 'link-non-english'],
        },
        {
          address: DUARTE,
          name: 'Duarte Fonseca',
          title: 'orçamentos e encomendas de réplicas',
          pages: ['/encomendas'],
          encoded: { kind: 'charcodes', text: charCodes(DUARTE) },
          cases: ['name-title-line', 'script-charcode', 'link-non-english'],
        },
        { address: `sarah@${HOST}`, name: 'Sarah Whitcombe-Reis', title: 'conservation project manager', pages: ['/en'], cases: ['prose', 'post-nominal', 'plain'] },
        {
          address: `rui@${HOST}`,
          name: 'Rui Pestana',
          title: 'técnico de conservação e restauro',
          pages: ['/diario/2023/painel-da-capela-de-sao-jeronimo'],
          cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/revenda'],
      nonAddresses: [
        { text: `revenda@${HOST}`, kind: 'disallowed' },
        { text: 'git@codeberg.org:oficina-azul/site.git', kind: 'git' },
        { text: 'logo-oficina-azul@2x.png', kind: 'retina' },
        { text: 'lite-youtube-embed@0.3.2', kind: 'package' },
        { text: 'o.seu.email@exemplo.pt', kind: 'placeholder' },
      ],
    },
  };
}
