/**
 * Atelier Marinha: a branding and editorial design studio in Lisbon (Santos), on WordPress with
 * Elementor Pro and WPML, Portuguese with an English version. "Equipa" shows the team as
 * Elementor image boxes (a few addresses written as character references by an e-mail encoder
 * plugin); "Sobre" names the founder as a Person in JSON-LD; "Contactos" has the studio's
 * mailboxes and a sentence naming the communications lead, whose English contact page (reached
 * through the language home) gives her as a "Press contact:" line. A retina logo, a pinned
 * slider library, an old address in an HTML comment, the form's placeholder and the client area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'atelier-marinha.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  pt: [
    ['/', 'Início'],
    ['/projetos', 'Projetos'],
    ['/sobre', 'Sobre'],
    ['/equipa', 'Equipa'],
    ['/contactos', 'Contactos'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/work', 'Work'],
    ['/en/studio', 'Studio'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Atelier Marinha',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="Elementor 3.24.4; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    '<meta name="generator" content="WPML ver:4.6.13 stt:1,42;">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.4" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.css">',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'pt';
    const other = lang === 'pt' ? ['/en', 'EN'] : ['/', 'PT'];
    return (
      `<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header"><div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">` +
      `<div class="elementor-widget elementor-widget-theme-site-logo elementor-widget-image"><a href="${lang === 'pt' ? '/' : '/en'}"><img width="180" height="48" src="${ORIGIN}/wp-content/uploads/2023/02/logo-marinha.png" srcset="${ORIGIN}/wp-content/uploads/2023/02/logo-marinha@2x.png 2x" class="attachment-full size-full" alt="Atelier Marinha"></a></div>` +
      `<div class="elementor-widget elementor-widget-nav-menu"><nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal"><ul id="menu-1-a3f" class="elementor-nav-menu">${MENU[lang]!.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}` +
      `<li class="menu-item wpml-ls-slot-2 wpml-ls-item wpml-ls-menu-item"><a href="${other[0]}" class="elementor-item"><span class="wpml-ls-native" lang="${other[1]!.toLowerCase()}">${other[1]}</span></a></li></ul></nav></div></div></div></div>`
    );
  },
  footer: (p) => {
    const pt = !p.lang.startsWith('en');
    return (
      `<div data-elementor-type="footer" data-elementor-id="118" class="elementor elementor-118 elementor-location-footer"><div class="elementor-element e-con-full e-flex e-con e-parent"><div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">` +
      `<p>Atelier Marinha, Lda. · Rua das Janelas Verdes 38, 1.º · 1200-691 Lisboa · ${tel('+351 213 960 427')} · ${mailto(`ola@${HOST}`)}</p>` +
      `<p>${pt ? '<a href="/politica-de-privacidade">Política de privacidade</a> · <a href="/area-cliente">Área de cliente</a> · <a href="https://www.livroreclamacoes.pt">Livro de Reclamações</a>' : '<a href="/politica-de-privacidade">Privacy policy</a> · <a href="/area-cliente">Client area</a>'}</p>` +
      `<p>© 2025 Atelier Marinha. NIPC 514 208 366.</p></div></div></div></div>`
    );
  },
  privacyPath: { pt: '/politica-de-privacidade', en: '/politica-de-privacidade' },
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.js"></script>',
    `<script src="${ORIGIN}/wp-content/plugins/elementor-pro/assets/js/frontend.min.js?ver=3.24.2" id="elementor-pro-frontend-js"></script>`,
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const section = (html: string): string =>
  `<div data-elementor-type="wp-page" class="elementor"><div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">${html}</div></div></div>`;
const text = (html: string): string => `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container">${html}</div></div>`;

type Member = { name: string; pt: string; en: string; local: string; photo: string; encoded: boolean; bio: string };
const TEAM: Member[] = [
  { name: 'Rita Monteiro', pt: 'Diretora Criativa e Sócia-fundadora', en: 'Creative Director & Founding Partner', local: 'rita', photo: 'rita-monteiro', encoded: false, bio: 'Fundou o atelier em 2011 depois de seis anos no Porto, entre editoras e agências.' },
  { name: 'Tiago Lobo', pt: 'Diretor de Arte', en: 'Art Director', local: 'tiago', photo: 'tiago-lobo', encoded: true, bio: 'Tipografia, sistemas de identidade e muitos cadernos de obra.' },
  { name: 'Marta Seixas', pt: 'Designer de Identidade', en: 'Identity Designer', local: 'marta', photo: 'marta-seixas', encoded: false, bio: 'Vem da ilustração e não larga o lápis.' },
  { name: 'Duarte Brás', pt: 'Designer Digital / UX', en: 'Digital / UX Designer', local: 'duarte', photo: 'duarte-bras', encoded: true, bio: 'Faz a ponte entre a marca e o ecrã, do protótipo ao código.' },
  { name: 'Leonor Faria', pt: 'Gestora de Projeto', en: 'Project Manager', local: 'leonor', photo: 'leonor-faria', encoded: false, bio: 'Prazos, orçamentos e a paciência de todos nós.' },
];

const card = (m: Member, lang: 'pt' | 'en'): string => {
  const addr = `${m.local}@${HOST}`;
  const link = m.encoded ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="elementor-element elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img width="600" height="750" src="${ORIGIN}/wp-content/uploads/2024/09/${m.photo}-600x750.jpg" alt="${esc(m.name)}" loading="lazy"></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.name)}</h3><p class="elementor-image-box-description">${esc(lang === 'pt' ? m.pt : m.en)}<br>${link}</p></div></div></div></div>` +
    (lang === 'pt' ? text(`<p class="bio">${esc(m.bio)}</p>`) : '')
  );
};

export function atelierMarinha(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (pt: string, en: string) => ({ 'pt-PT': pt, en, 'x-default': pt });

  pages['/'] = page({
    path: '/',
    title: 'Design de identidade e editorial, Lisboa',
    lang: 'pt-PT',
    alternates: alt('/', '/en'),
    main: section(
      `<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Marcas com memória.</h1></div>` +
        text(`<p>Somos um pequeno atelier em Santos. Desenhamos identidades, livros e sítios para museus, produtores, editoras e quem mais tiver uma boa história para contar.</p><p><a href="/projetos">Ver projetos</a> · <a href="/equipa">Conhecer a equipa</a></p>`),
    ),
  });
  pages['/projetos'] = page({
    path: '/projetos',
    title: 'Projetos',
    lang: 'pt-PT',
    alternates: alt('/projetos', '/en/work'),
    main: section(text(`<h1>Projetos</h1><ul><li>Museu do Azulejo — sinalética da exposição temporária «Azul de Cobalto» (2024)</li><li>Conservas Ramirez — embalagem da edição de Natal (2023)</li><li>Tinta-da-China — capas da coleção de ensaio (2022–2025)</li></ul>`)),
  });
  pages['/sobre'] = page({
    path: '/sobre',
    title: 'Sobre',
    lang: 'pt-PT',
    alternates: alt('/sobre', '/en/studio'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Atelier Marinha',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/02/logo-marinha@2x.png`,
        founder: { '@type': 'Person', name: 'Rita Monteiro', jobTitle: 'Diretora Criativa e Sócia-fundadora', email: `rita@${HOST}` },
        address: { '@type': 'PostalAddress', streetAddress: 'Rua das Janelas Verdes 38, 1.º', postalCode: '1200-691', addressLocality: 'Lisboa', addressCountry: 'PT' },
      },
    ],
    main: section(
      text(
        `<h1>Sobre o atelier</h1><p>O Atelier Marinha nasceu em 2011, num rés-do-chão da Madragoa, pela mão de Rita Monteiro. Hoje somos seis, num primeiro andar com vista para o rio.</p><p>Trabalhamos devagar e com poucos clientes de cada vez. Escreva à Rita, diretora criativa e sócia-fundadora, para ${mailto(`rita@${HOST}`)}, se quiser falar de um projeto novo.</p>`,
      ),
    ),
  });
  pages['/equipa'] = page({
    path: '/equipa',
    title: 'Equipa',
    lang: 'pt-PT',
    alternates: alt('/equipa', '/en/studio'),
    main: section(`<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Equipa</h1></div><div class="e-grid e-con-full e-con e-child">${TEAM.map((m) => card(m, 'pt')).join('')}</div>`),
  });
  pages['/contactos'] = page({
    path: '/contactos',
    title: 'Contactos',
    lang: 'pt-PT',
    alternates: alt('/contactos', '/en/contact'),
    main: section(
      text(
        `<h1>Contactos</h1><p>Rua das Janelas Verdes 38, 1.º<br>1200-691 Lisboa<br>${tel('+351 213 960 427')}</p>` +
          `<p>Geral: ${mailto(`ola@${HOST}`)}<br>Novos projetos e orçamentos: ${mailto(`projetos@${HOST}`)}</p>` +
          `<p>Jornalistas e curadores: a Carolina Pimenta, responsável de comunicação, responde a pedidos de imprensa em ${mailto(`carolina@${HOST}`)}.</p>`,
      ) +
        `<!-- estágios: antes era estagios@atelier-marinha.test, agora pelo formulário -->` +
        `<div class="elementor-widget elementor-widget-form"><form class="elementor-form" method="post" name="Contacto"><input type="text" name="form_fields[name]" placeholder="Nome"><input type="email" name="form_fields[email]" placeholder="nome@exemplo.pt"><textarea name="form_fields[message]" placeholder="Mensagem"></textarea><button type="submit" class="elementor-button">Enviar</button></form></div>`,
    ),
  });
  pages['/politica-de-privacidade'] = page({
    path: '/politica-de-privacidade',
    title: 'Política de privacidade',
    lang: 'pt-PT',
    main: section(text(`<h1>Política de privacidade</h1><p>Os dados enviados pelo formulário servem apenas para responder ao seu pedido. Para exercer os seus direitos escreva para ${mailto(`ola@${HOST}`)}.</p>`)),
  });
  pages['/area-cliente'] = page({
    path: '/area-cliente',
    title: 'Área de cliente',
    lang: 'pt-PT',
    main: section(text(`<h1>Área de cliente</h1><p>Provas, ficheiros finais e faturas. Problemas com o acesso? ${mailto(`clientes@${HOST}`)}</p>`)),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Identity and editorial design, Lisbon',
    lang: 'en',
    alternates: alt('/', '/en'),
    main: section(text(`<h1>Brands with a memory.</h1><p>A small studio in Santos, Lisbon, designing identities, books and websites for museums, producers and publishers.</p><p><a href="/en/studio">The studio</a> · <a href="/en/contact">Get in touch</a></p>`)),
  });
  pages['/en/work'] = page({
    path: '/en/work',
    title: 'Work',
    lang: 'en',
    alternates: alt('/projetos', '/en/work'),
    main: section(text(`<h1>Work</h1><p>Wayfinding for the National Tile Museum, packaging for Conservas Ramirez, book covers for Tinta-da-China.</p>`)),
  });
  pages['/en/studio'] = page({
    path: '/en/studio',
    title: 'Studio',
    lang: 'en',
    alternates: alt('/equipa', '/en/studio'),
    main: section(`<h1>The studio</h1>` + text(`<p>Founded in 2011, we are six people on a first floor overlooking the Tagus.</p>`) + `<div class="e-grid e-con-full e-con e-child">${TEAM.map((m) => card(m, 'en')).join('')}</div>`),
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: alt('/contactos', '/en/contact'),
    main: section(
      text(
        `<h1>Contact</h1><p>Rua das Janelas Verdes 38, 1st floor, 1200-691 Lisbon, Portugal · ${tel('+351 213 960 427')}</p><p>Hello: ${mailto(`ola@${HOST}`)} · New projects: ${mailto(`projetos@${HOST}`)}</p>` +
          `<p>Press contact: Carolina Pimenta, Communications Lead, ${mailto(`carolina@${HOST}`)}</p>` +
          `<p>Commissions from outside Portugal:<br>Hugo Antunes, International Account Manager, ${mailto(`hugo@${HOST}`)}</p>`,
      ),
    ),
  });

  const teamCases = (m: Member): CaseKind[] => ['card', m.encoded ? 'entities' : 'plain', 'link-non-english', 'hreflang'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-cliente\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/projetos', '/sobre', '/equipa', '/contactos', '/politica-de-privacidade', '/area-cliente', '/en', '/en/work', '/en/studio', '/en/contact'], '2025-02-10'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.24', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-36',
      languages: ['pt', 'en'],
      addresses: [
        { address: `ola@${HOST}`, name: null, title: null, pages: ['/', '/contactos', '/en/contact'], cases: ['role', 'plain'] },
        { address: `projetos@${HOST}`, name: null, title: null, pages: ['/contactos', '/en/contact'], cases: ['role', 'plain', 'link-non-english'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.pt,
          titleAlternatives: [m.en],
          pages: m.local === 'rita' ? ['/equipa', '/sobre', '/en/studio'] : ['/equipa', '/en/studio'],
          cases: m.local === 'rita' ? [...teamCases(m), 'json-ld-person', 'prose'] as CaseKind[] : teamCases(m),
        })),
        {
          address: `carolina@${HOST}`,
          name: 'Carolina Pimenta',
          title: 'responsável de comunicação',
          titleAlternatives: ['Communications Lead'],
          pages: ['/contactos', '/en/contact'],
          cases: ['prose', 'label-line', 'plain', 'link-non-english', 'hreflang'],
        },
        { address: `hugo@${HOST}`, name: 'Hugo Antunes', title: 'International Account Manager', pages: ['/en/contact'], cases: ['name-title-line', 'plain', 'hreflang', 'deep-page'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-cliente'],
      nonAddresses: [
        { text: `clientes@${HOST}`, kind: 'disallowed' },
        { text: `estagios@${HOST}`, kind: 'comment' },
        { text: 'logo-marinha@2x.png', kind: 'retina' },
        { text: 'swiper@8.4.5', kind: 'package' },
        { text: 'nome@exemplo.pt', kind: 'placeholder' },
      ],
    },
  };
}
