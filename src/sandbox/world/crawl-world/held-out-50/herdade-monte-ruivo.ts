/**
 * Herdade do Monte Ruivo: a family wine estate near Estremoz in the Alentejo, on Squarespace, in
 * European Portuguese with one English page. The team as Squarespace image cards on "A Equipa"
 * ("Eng.º" for the winemaker, "Dra." for the sales director), two addresses written by code
 * blocks (one concatenated, one reversed in a data attribute); the cellar mailbox next to the
 * cellar master's name on the contact page, the sales director again in a sentence on the wines
 * page; the export manager only on the English page, which nothing links: the header's code
 * injection names it as an hreflang alternate. The shop account page (disallowed) and the
 * newsletter placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'herdade-monte-ruivo.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Início'],
  ['/a-herdade', 'A Herdade'],
  ['/vinhos', 'Vinhos'],
  ['/enoturismo', 'Enoturismo'],
  ['/a-equipa', 'A Equipa'],
  ['/contactos', 'Contactos'],
];

let blockSeq = 0;
const blockId = (): string => `block-yui_3_17_2_1_17${(25400000 + blockSeq++ * 7411).toString()}_${4000 + blockSeq * 13}`;
const htmlBlock = (html: string): string => `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="${blockId()}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div>`;
const section = (html: string): string => `<section class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${html}</div></div></div></div></div></section>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Herdade do Monte Ruivo',
  head: [
    '<!-- This is Squarespace. --><!-- herdade-monte-ruivo -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64a1f2c3d4e5f60718293a4b/42/5c5a519771c10ba3470d8101/64a1f2c3d4e5f60718293a66/1621/site.css">',
    '<script type="text/javascript" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-5e1f0a2c3b4d.js" defer></script>',
  ],
  header: (spec) =>
    `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="https://images.squarespace-cdn.com/content/v1/64a1f2c3d4e5f60718293a4b/2f1e4c8a-9b7d-4e3a-8c2f-1a6b5d9e0c47/logo-monte-ruivo.png?format=1500w" alt="Herdade do Monte Ruivo"></a></div></div>` +
    `<nav class="header-nav"><div class="header-nav-list">${MENU.map(([href, label]) => `<div class="header-nav-item header-nav-item--collection${href === spec.path ? ' header-nav-item--active' : ''}"><a href="${href}" data-animation-role="header-element">${esc(label)}</a></div>`).join('')}</div></nav>` +
    `<div class="header-actions"><div class="user-accounts-link"><a href="/account" class="user-accounts-text-link">Conta</a></div><div class="showOnDesktop"><a href="/cart" class="cart-link">Carrinho <span class="sqs-cart-quantity">0</span></a></div></div></div></header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="64a1f2c3d4e5f60718293a70">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections>` +
    section(
      htmlBlock(`<p>Herdade do Monte Ruivo · Estrada Municipal 507, km 4 · 7100-301 Estremoz</p><p>${tel('+351 268 339 214')} · ${mailto(`geral@${HOST}`)}</p><p>Seja responsável. Beba com moderação.</p>`) +
        `<div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="${blockId()}"><div class="sqs-block-content"><div class="newsletter-form-wrapper"><h2 class="newsletter-form-header-title">Novidades da herdade</h2><form class="newsletter-form"><input type="email" name="email" placeholder="nome@exemplo.pt" aria-label="Email"><button type="submit">Subscrever</button></form></div></div></div>`,
    ) +
    `</footer><script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(Squarespace && Squarespace.afterBodyLoad) {Squarespace.afterBodyLoad(Y);}})();</script>`,
  privacyPath: { pt: '/politica-de-privacidade', en: '/politica-de-privacidade' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pt-PT' });

const INES_SCRIPT = `var u = 'ines.mendes'; var d = 'herdade-monte-ruivo' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;
const JOAO_REVERSED = reversed(`joao.pires@${HOST}`);

type Person = { name: string; shown: string; title: string; img: string; local: string; mail: string | null };
const card = (p: Person): string =>
  `<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="${blockId()}"><div class="sqs-block-content"><figure class="sqs-block-image-figure image-block-outer-wrapper design-layout-card combination-animation-none individual-animation-none">` +
  `<div class="image-block-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/64a1f2c3d4e5f60718293a4b/${p.img}/${p.img}.jpg" alt="${esc(p.name)}" src="https://images.squarespace-cdn.com/content/v1/64a1f2c3d4e5f60718293a4b/${p.img}/${p.img}.jpg?format=750w"></div>` +
  `<figcaption class="image-card-wrapper"><div class="image-card sqs-dynamic-text-container"><div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"><p>${esc(p.shown)}</p></div></div>` +
  `<div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p>${esc(p.title)}</p>${p.mail ? `<p>${p.mail}</p>` : ''}</div></div></div></figcaption></figure></div></div>`;

const TEAM: Person[] = [
  { name: 'Rui Caeiro', shown: 'Eng.º Rui Caeiro', title: 'Enólogo e Diretor de Produção', img: 'rui-caeiro', local: 'rui.caeiro', mail: mailto(`rui.caeiro@${HOST}`) },
  { name: 'Inês Sobral Mendes', shown: 'Inês Sobral Mendes', title: 'Diretora de Enoturismo', img: 'ines-mendes', local: 'ines.mendes', mail: `<span id="mail-ines"><script>${INES_SCRIPT}</script></span>` },
  { name: 'João Pires', shown: 'João Pires', title: 'Chefe de Vinha', img: 'joao-pires', local: 'joao.pires', mail: `<span class="rev-mail" data-r="${JOAO_REVERSED}"></span>` },
  { name: 'Catarina Lopes', shown: 'Dra. Catarina Lopes', title: 'Diretora Comercial – Mercado Nacional', img: 'catarina-lopes', local: 'catarina.lopes', mail: mailto(`catarina.lopes@${HOST}`) },
  { name: 'Miguel Caeiro', shown: 'Miguel Caeiro', title: 'Gestor de Clientes HORECA', img: 'miguel-caeiro', local: 'miguel.caeiro', mail: mailto(`miguel.caeiro@${HOST}`) },
  { name: 'Pedro Valadas', shown: 'Pedro Valadas', title: 'Responsável de Logística e Expedição', img: 'pedro-valadas', local: 'pedro.valadas', mail: mailto(`pedro.valadas@${HOST}`) },
  { name: 'Sofia Tavares', shown: 'Sofia Tavares', title: 'Responsável de Exportação', img: 'sofia-tavares', local: 'sofia.tavares', mail: null },
];

const REVERSE_SCRIPT = `<script>document.querySelectorAll('.rev-mail').forEach(function (el) { var r = el.getAttribute('data-r').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + r + '">' + r + '</a>'; });</script>`;

export function herdadeMonteRuivo(): CrawlWorldSite {
  blockSeq = 0;
  const pages: Record<string, SandboxPage> = {};
  const hreflang = ['<link rel="alternate" hreflang="pt-PT" href="' + ORIGIN + '/">', '<link rel="alternate" hreflang="en" href="' + ORIGIN + '/en">'];

  pages['/'] = page({
    path: '/',
    title: 'Vinhos do Alentejo',
    head: hreflang,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Winery', name: 'Herdade do Monte Ruivo', url: `${ORIGIN}/`, telephone: '+351 268 339 214', address: { '@type': 'PostalAddress', streetAddress: 'Estrada Municipal 507, km 4', postalCode: '7100-301', addressLocality: 'Estremoz', addressCountry: 'PT' } }],
    main: section(
      htmlBlock(
        `<h1>Vinhos de xisto e mármore, desde 1987</h1><p>Quarenta e dois hectares de vinha entre Estremoz e Borba: Alicante Bouschet, Trincadeira, Aragonez, Arinto e Antão Vaz, vinificados em lagares de mármore e talhas de barro.</p>` +
          `<p><a href="/vinhos">Conheça os vinhos</a> · <a href="/enoturismo">Visitas e provas</a></p>`,
      ),
    ),
  });

  pages['/a-herdade'] = page({
    path: '/a-herdade',
    title: 'A Herdade',
    main: section(htmlBlock(`<h1>A Herdade</h1><p>A família Caeiro comprou o Monte Ruivo em 1987. A primeira colheita engarrafada foi a de 1996. Hoje é a segunda geração, com o enólogo Rui Caeiro e o irmão Miguel, que conduz a casa.</p><p>Certificação de sustentabilidade PSVA desde 2021.</p>`)),
  });

  pages['/vinhos'] = page({
    path: '/vinhos',
    title: 'Vinhos',
    main: section(
      htmlBlock(
        `<h1>Os nossos vinhos</h1><ul><li>Monte Ruivo Branco 2024 – Arinto, Antão Vaz</li><li>Monte Ruivo Tinto 2022 – Alicante Bouschet, Trincadeira</li><li>Monte Ruivo Talha 2023 – vinho de talha DOC Alentejo</li><li>Monte Ruivo Reserva 2020</li></ul>` +
          `<p>Restaurantes, garrafeiras e distribuidores em Portugal: fale com a Catarina Lopes, diretora comercial, através de ${mailto(`catarina.lopes@${HOST}`)}.</p>`,
      ),
    ),
  });

  pages['/enoturismo'] = page({
    path: '/enoturismo',
    title: 'Enoturismo',
    main: section(htmlBlock(`<h1>Visitas e provas</h1><p>Visita à vinha e à adega com prova de quatro vinhos: 25 € por pessoa. De terça a domingo, às 10h30 e às 15h00, mediante marcação.</p><p>Marcações: ${tel('+351 926 418 330')} ou ${mailto(`enoturismo@${HOST}`)}</p>`)),
  });

  pages['/a-equipa'] = page({
    path: '/a-equipa',
    title: 'A Equipa',
    main: section(htmlBlock('<h1>A Equipa</h1><p>Somos catorze pessoas na vinha, na adega e no enoturismo. Estes são os rostos que vai encontrar.</p>')) + section(TEAM.map(card).join('') + REVERSE_SCRIPT),
  });

  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    main: section(
      htmlBlock(
        `<h1>Contactos</h1><p>Herdade do Monte Ruivo<br>Estrada Municipal 507, km 4<br>7100-301 Estremoz</p><p>Geral: ${tel('+351 268 339 214')} · ${mailto(`geral@${HOST}`)}</p>` +
          `<h3>Adega – receção de uvas e levantamento de encomendas</h3><p>Manuel Ramos<br>Segunda a sexta, 8h00–12h30<br>${mailto(`adega@${HOST}`)}</p>` +
          `<p>Coordenadas GPS: 38.8412, -7.5823</p>`,
      ),
    ),
  });

  pages['/politica-de-privacidade'] = page({ path: '/politica-de-privacidade', title: 'Política de Privacidade', main: section(htmlBlock('<h1>Política de Privacidade</h1><p>Os seus dados são tratados de acordo com o RGPD e apenas para responder aos seus pedidos e processar encomendas.</p>')) });

  pages['/account'] = page({ path: '/account', title: 'Conta', main: section(htmlBlock(`<h1>A minha conta</h1><p>Inicie sessão para ver as suas encomendas. Problemas com a conta ou com uma encomenda online: loja@${HOST}</p>`)) });

  pages['/en'] = page({
    path: '/en',
    title: 'Alentejo wines',
    lang: 'en',
    head: hreflang,
    main: section(
      htmlBlock(
        `<h1>Herdade do Monte Ruivo</h1><p>A family wine estate on the schist and marble soils between Estremoz and Borba, in the Alentejo, making wines since 1987, including amphora (talha) wines.</p>` +
          `<p>Export &amp; trade enquiries: Sofia Tavares, Export Manager, ${mailto(`sofia.tavares@${HOST}`)}</p>` +
          `<p>Visits &amp; tastings (Tuesday to Sunday, booking required): ${mailto(`enoturismo@${HOST}`)}</p>`,
      ),
    ),
  });

  const sitemapPaths = ['/', '/a-herdade', '/vinhos', '/enoturismo', '/a-equipa', '/contactos', '/politica-de-privacidade'];
  const teamAddress = (i: number) => ({ address: `${TEAM[i]!.local}@${HOST}`, name: TEAM[i]!.name, title: TEAM[i]!.title, pages: ['/a-equipa'] });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /commerce/digital-download/\nDisallow: /api/\nAllow: /api/ui-extensions/\nDisallow: /static/\nDisallow:/*?author=*\nDisallow:/*&author=*\nDisallow:/*?tag=*\nDisallow:/*&tag=*\nDisallow:/*?month=*\nDisallow:/*&month=*\nDisallow:/*?view=*\nDisallow:/*&view=*\nDisallow:/*?format=json\nDisallow:/*&format=json\nDisallow:/*?format=page-context\nDisallow:/*&format=page-context\nDisallow:/*?format=main-content\nDisallow:/*&format=main-content\nDisallow:/*?format=json-pretty\nDisallow:/*&format=json-pretty\nDisallow:/*?format=ical\nDisallow:/*&format=ical\nDisallow:/*?reversePaginate=*\nDisallow:/*&reversePaginate=*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, sitemapPaths, '2025-06-03'),
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'Yq3bT7pL/aZ0kW2rN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-50',
      languages: ['pt', 'en'],
      addresses: [
        { address: `geral@${HOST}`, name: null, title: null, pages: ['/', '/contactos'], cases: ['role', 'plain'] },
        { address: `enoturismo@${HOST}`, name: null, title: null, pages: ['/enoturismo', '/en'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `adega@${HOST}`, name: null, title: null, pages: ['/contactos'], cases: ['neighbour', 'plain', 'link-non-english'] },
        { ...teamAddress(0), cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        { ...teamAddress(1), encoded: { kind: 'script', text: INES_SCRIPT }, cases: ['card', 'script-concat', 'link-non-english'] },
        { ...teamAddress(2), encoded: { kind: 'reversed', text: JOAO_REVERSED }, cases: ['card', 'script-reversed', 'link-non-english'] },
        { ...teamAddress(3), pages: ['/a-equipa', '/vinhos'], cases: ['card', 'honorific', 'prose', 'plain', 'link-non-english'] },
        { ...teamAddress(4), cases: ['card', 'plain', 'link-non-english'] },
        { ...teamAddress(5), cases: ['card', 'plain', 'link-non-english'] },
        { address: `sofia.tavares@${HOST}`, name: 'Sofia Tavares', title: 'Export Manager', titleAlternatives: ['Responsável de Exportação'], pages: ['/en'], cases: ['name-title-line', 'hreflang', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/account'],
      nonAddresses: [
        { text: `loja@${HOST}`, kind: 'disallowed' },
        { text: 'nome@exemplo.pt', kind: 'placeholder' },
      ],
    },
  };
}
