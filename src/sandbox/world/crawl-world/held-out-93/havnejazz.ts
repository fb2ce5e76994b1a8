/**
 * Aalborg Havnejazz: a harbour jazz festival in Aalborg, on Drupal, in Danish. The press contact
 * as a label line, the festival director in RDFa, the technical manager's address built by a
 * script from pieces, the board as "Name, title" lines, the volunteer coordinator in prose beside
 * the volunteers' mailbox, and last year's artistic director on an archive page listed only in a
 * child of the sitemap index. The crew area (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'havnejazz.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/program', 'Program'],
  ['/om-festivalen', 'Om festivalen'],
  ['/frivillig', 'Bliv frivillig'],
  ['/presse', 'Presse'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Aalborg Havnejazz',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3bN9vT2kLmP0aR7sYdE4wF1uC6hJ8iO5gZ.css?delta=0&amp;language=da&amp;theme=havnejazz&amp;include=eJxLSE">',
  ],
  header: () =>
    `<header role="banner" class="region region-header"><div id="block-havnejazz-branding"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/havnejazz/logo.svg" alt="Forside"></a></div>` +
    `<nav role="navigation" id="block-havnejazz-main-menu"><ul class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" data-drupal-link-system-path="node/${h.length}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer role="contentinfo" class="region region-footer"><div class="block"><p>Foreningen Aalborg Havnejazz · Nyhavnsgade 7, 9000 Aalborg · CVR 38 91 22 04</p><p>Billetter: ${mailto(`billet@${HOST}`)} · ${tel('+45 98 12 40 40')}</p><p><a href="/privatlivspolitik">Privatlivspolitik</a> · <a href="/backstage">Crew-login</a></p></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const node = (html: string): string => `<article role="article" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field__item">${html}</div></div></article>`;

const RASMUS_SCRIPT = `var n = 'rasmus'; var d = 'havnejazz' + '.' + 'test'; document.getElementById('tek-mail').innerHTML = '<a href="mailto:' + n + '@' + d + '">' + n + '@' + d + '</a>';`;

export function havnejazz(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Jazz på havnefronten',
    main: node(`<h1>Aalborg Havnejazz 22.–27. juli</h1><p>Seks dage med jazz på kajen, i pakhusene og på færgen til Nørresundby. Over 80 koncerter – de fleste gratis.</p><p><a href="/program">Se programmet</a></p>`),
  });
  pages['/program'] = page({
    path: '/program',
    title: 'Program',
    main: node(`<h1>Program 2025</h1><p>Fredag: Storbandet på Honnørkajen. Lørdag: Nordisk kvartetdag i Pakhus 2. Søndag: Gospel brunch og jam session.</p>`),
  });
  pages['/om-festivalen'] = page({
    path: '/om-festivalen',
    title: 'Om festivalen',
    main: node(
      `<h1>Om festivalen</h1><p>Havnejazz blev startet i 2009 af en flok lokale musikere og drives i dag af en forening med over 400 frivillige.</p><h2>Bestyrelsen</h2>` +
        `<p>Jesper Kragh, bestyrelsesformand, ${mailto(`jesper@${HOST}`)}<br>Louise Winther, næstformand og sponsoransvarlig, ${mailto(`louise@${HOST}`)}<br>Kasper Holm, booking- og programansvarlig, ${mailto(`kasper@${HOST}`)}</p>`,
    ),
  });
  pages['/frivillig'] = page({
    path: '/frivillig',
    title: 'Bliv frivillig',
    main: node(`<h1>Bliv frivillig</h1><p>Vi mangler hænder til bar, scene, oprydning og info. Som frivillig får du festivalpas, t-shirt og forplejning.</p><p>Har du spørgsmål, så skriv til vores frivilligkoordinator Line Mortensen på ${mailto(`line@${HOST}`)}.</p><p>Tilmelding til vagter: ${mailto(`frivillig@${HOST}`)}</p>`),
  });
  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: node(`<h1>Presse</h1><p>Akkreditering til festivalen åbner 1. maj. Pressefotos kan frit bruges med kreditering.</p><p class="press-contact">Pressekontakt: Mette Kjær, kommunikationschef, tlf. 23 45 67 89, ${mailto(`mette@${HOST}`)}</p>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: node(
      `<h1>Kontakt</h1><p>Billetspørgsmål: ${mailto(`billet@${HOST}`)}</p>` +
        `<div vocab="https://schema.org/" typeof="Person" class="contact-person"><span property="jobTitle">Festivalleder</span><br><strong property="name">Anders Dahl</strong><br><a property="email" href="mailto:anders@${HOST}">anders@${HOST}</a></div>` +
        `<div class="contact-person"><span>Teknisk chef</span><br><strong>Rasmus Vestergaard</strong><br><span id="tek-mail">[aktiver JavaScript for at se e-mail]</span><script>${RASMUS_SCRIPT}</script></div>`,
    ),
  });
  pages['/arkiv/2024'] = page({
    path: '/arkiv/2024',
    title: 'Festivalen 2024',
    main: node(`<h1>Tilbageblik: Havnejazz 2024</h1><p>Programmet i 2024 blev sammensat af Camilla Bech, kunstnerisk leder 2022–2024, der stadig kan træffes på ${mailto(`camilla@${HOST}`)}. 31.000 gæster fandt vej til havnen.</p>`),
  });
  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: node(`<h1>Privatlivspolitik</h1><p>Vi opbevarer billetkøberes oplysninger i fem år af hensyn til bogføringsloven.</p>`) });
  pages['/backstage'] = page({ path: '/backstage', title: 'Crew-login', main: node(`<h1>Crew</h1><p>Log ind for at se vagtplanen. Glemt kode? ${mailto(`crew@${HOST}`)}</p>`) });
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/program', '/om-festivalen', '/frivillig', '/presse', '/kontakt', '/privatlivspolitik']));
  pages['/sitemap-archive.xml'] = xmlPage(urlset(HOST, ['/arkiv/2024'], '2024-09-02'));

  const ln: CaseKind = 'link-non-english';
  const bd = (local: string, name: string, title: string) => ({ address: `${local}@${HOST}`, name, title, pages: ['/om-festivalen'], cases: ['name-title-line', 'plain', ln] as CaseKind[] });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /user/\nDisallow: /backstage\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-archive.xml']),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-93',
      languages: ['da'],
      addresses: [
        { address: `billet@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `frivillig@${HOST}`, name: null, title: null, pages: ['/frivillig'], cases: ['role', 'neighbour', 'plain', ln] },
        bd('jesper', 'Jesper Kragh', 'bestyrelsesformand'),
        { ...bd('louise', 'Louise Winther', 'næstformand og sponsoransvarlig'), titleAlternatives: ['sponsoransvarlig'] },
        bd('kasper', 'Kasper Holm', 'booking- og programansvarlig'),
        { address: `line@${HOST}`, name: 'Line Mortensen', title: 'frivilligkoordinator', pages: ['/frivillig'], cases: ['prose', 'plain', ln] },
        { address: `mette@${HOST}`, name: 'Mette Kjær', title: 'kommunikationschef', pages: ['/presse'], cases: ['label-line', 'plain', ln] },
        { address: `anders@${HOST}`, name: 'Anders Dahl', title: 'Festivalleder', pages: ['/kontakt'], cases: ['rdfa', 'plain', ln] },
        { address: `rasmus@${HOST}`, name: 'Rasmus Vestergaard', title: 'Teknisk chef', pages: ['/kontakt'], encoded: { kind: 'script', text: RASMUS_SCRIPT }, cases: ['script-concat', ln] },
        { address: `camilla@${HOST}`, name: 'Camilla Bech', title: 'kunstnerisk leder 2022–2024', titleAlternatives: ['kunstnerisk leder'], pages: ['/arkiv/2024'], cases: ['sitemap-index', 'prose', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/backstage'],
      nonAddresses: [{ text: `crew@${HOST}`, kind: 'disallowed' }],
    },
  };
}
