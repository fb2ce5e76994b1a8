/**
 * Zeekanovereniging De Noorderkaap: a sea-kayak club in Groningen on Squarespace 7.1, Dutch only,
 * with first-name addresses. The board as Squarespace summary cards (one address written with
 * String.fromCharCode), the safety coordinator in running text, a courses mailbox beside the
 * course coordinator's name, and a trip report listed only in a child of the sitemap index. The
 * members' area (disallowed) and the newsletter form's placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zeekano-noorderkaap.test';

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/over-de-club', 'Over de club'],
  ['/bestuur', 'Bestuur & commissies'],
  ['/opleidingen', 'Opleidingen'],
  ['/veiligheid', 'Veilig peddelen'],
  ['/lid-worden', 'Lid worden'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Zeekanovereniging De Noorderkaap',
  head: [
    '<!-- This is Squarespace. --><!-- noorderkaap -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64a1f0c2e9b7/12/5c5a519771c10ba3470d8101/64a1f0c2e9b7a/1520/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"64a1f0c2e9b7","identifier":"noorderkaap","websiteType":1},"templateId":"5c5a519771c10ba3470d8101"};</script>',
  ],
  header: () =>
    `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white"><div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid">` +
    `<div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="https://images.squarespace-cdn.com/content/v1/64a1f0c2e9b7/logo-noorderkaap.png?format=1500w" alt="De Noorderkaap"></a></div>` +
    `<div class="header-nav"><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></div></div></header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="64a1f0c2e9b7">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections><section class="page-section" data-section-theme="black"><div class="content-wrapper"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">` +
    `<p>Botenloods: Paterswoldseweg 812, 9728 BM Groningen · KvK 40023318</p><p>Vragen? ${mailto(`info@${HOST}`)}</p><p><a href="/leden">Ledenportaal</a></p>` +
    `<form class="newsletter-form"><label>Nieuwsbrief</label><input type="email" name="email" placeholder="jouwnaam@voorbeeld.nl"><button>Aanmelden</button></form></div></div></div></section></footer></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl' });
const section = (html: string): string =>
  `<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">${html}</div></div></div></div></div></section>`;

type Board = { name: string; title: string; local: string; charcode?: boolean; blurb: string };
const BOARD: Board[] = [
  { name: 'Hidde Postma', title: 'Voorzitter', local: 'hidde', blurb: 'Peddelt al dertig jaar langs de Waddenkust en leidt de ledenvergaderingen kort en krachtig.' },
  { name: 'Marloes Kuipers', title: 'Secretaris', local: 'marloes', blurb: 'Voor post, notulen en alles wat met de KNRB en de gemeente te maken heeft.' },
  { name: 'Jeroen Hoekstra', title: 'Penningmeester', local: 'jeroen', charcode: true, blurb: 'Contributie, declaraties en de begroting van de nieuwe botenloods.' },
  { name: 'Anouk Dijkstra', title: 'Materiaalcommissaris', local: 'anouk', blurb: 'Beheert de clubkajaks, peddels, spatzeilen en droogpakken. Schade? Meld het bij haar.' },
  { name: 'Sanne Mulder', title: 'Coördinator opleidingen', local: 'sanne', blurb: 'Plant de basiscursus, de 3-sterren-training en de reddingsoefeningen in het zwembad.' },
  { name: 'Wietse Bos', title: 'Algemeen bestuurslid (tochtenplanning)', local: 'wietse', blurb: 'Maakt de tochtenkalender en houdt het getijdenboekje bij.' },
];

const boardCard = (b: Board): string => {
  const mail = b.charcode
    ? `<script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(`${b.local}@${HOST}`)}) + '">' + String.fromCharCode(${charCodes(`${b.local}@${HOST}`)}) + '</a>');</script>`
    : `<a href="mailto:${b.local}@${HOST}">${b.local}@${HOST}</a>`;
  return `<div class="summary-item summary-item-record-type-text"><div class="summary-thumbnail-outer-container"><img data-src="https://images.squarespace-cdn.com/content/v1/64a1f0c2e9b7/${b.local}.jpg" alt="${esc(b.name)}"></div><div class="summary-content"><div class="summary-title">${esc(b.name)}</div><div class="summary-metadata-item summary-metadata-item--cats">${esc(b.title)}</div><div class="summary-excerpt"><p>${esc(b.blurb)}</p><p>${mail}</p></div></div></div>`;
};

export function noorderkaap(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Zeekajakken in het Noorden', main: section(`<h1>Zeekajakken vanuit Groningen</h1><p>Van het Paterswoldsemeer tot de Waddenzee: wij peddelen het hele jaar door, ook als het waait. Kom eens meevaren op een zondagochtend.</p>`) });
  pages['/over-de-club'] = page({ path: '/over-de-club', title: 'Over de club', main: section(`<h1>Over de club</h1><p>De Noorderkaap werd in 1984 opgericht door een handvol studenten met zelfgebouwde polyester kajaks. Inmiddels telt de vereniging 140 leden en 38 clubkajaks.</p>`) });
  pages['/bestuur'] = page({ path: '/bestuur', title: 'Bestuur & commissies', main: section(`<h1>Bestuur</h1><div class="summary-item-list">${BOARD.map(boardCard).join('')}</div>`) });
  pages['/opleidingen'] = page({
    path: '/opleidingen',
    title: 'Opleidingen',
    main: section(`<h1>Opleidingen</h1><p>De basiscursus zeekajak bestaat uit zes avonden op het meer en twee dagen op het wad. De cursussen worden in elkaar gezet door Sanne Mulder en een team van zes instructeurs. Aanmelden kan uitsluitend via ${mailto(`opleidingen@${HOST}`)}, met vermelding van je zwemdiploma.</p>`),
  });
  pages['/veiligheid'] = page({
    path: '/veiligheid',
    title: 'Veilig peddelen',
    main: section(`<h1>Veilig peddelen</h1><p>Op open water varen we nooit alleen en altijd met marifoon. Twijfel je over een tocht of over de weersverwachting, bel of mail dan eerst onze veiligheidscoördinator Maarten van der Wal via ${mailto(`maarten@${HOST}`)}; hij beslist ook over het afgelasten van clubtochten.</p>`),
  });
  pages['/lid-worden'] = page({ path: '/lid-worden', title: 'Lid worden', main: section(`<h1>Lid worden</h1><p>Contributie € 165 per jaar, studenten € 95. Na drie proefavonden beslis je of je blijft.</p>`) });
  pages['/blog/rondje-schiermonnikoog'] = page({
    path: '/blog/rondje-schiermonnikoog',
    title: 'Rondje Schiermonnikoog bij springtij',
    main: section(`<h1>Rondje Schiermonnikoog bij springtij</h1><p>Om half zeven vertrokken we met elf kajaks uit Lauwersoog. Tochtleider Femke Smit had de getijden tot op het kwartier uitgerekend; wie volgend jaar mee wil, kan zich nu al bij haar melden: ${mailto(`femke@${HOST}`)}.</p>`),
  });
  pages['/leden'] = page({ path: '/leden', title: 'Ledenportaal', main: section(`<h1>Ledenportaal</h1><p>Wachtwoord vergeten? Mail ${mailto(`ledenadministratie@${HOST}`)}.</p>`) });
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/over-de-club', '/bestuur', '/opleidingen', '/veiligheid', '/lid-worden'], '2025-02-10'));
  pages['/sitemap-blog.xml'] = xmlPage(urlset(HOST, ['/blog/rondje-schiermonnikoog'], '2024-09-22'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /leden\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-blog.xml']),
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-95',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `opleidingen@${HOST}`, name: null, title: null, pages: ['/opleidingen'], cases: ['neighbour', 'role', 'plain', ln] },
        ...BOARD.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.title,
          pages: ['/bestuur'],
          ...(b.charcode ? { encoded: { kind: 'charcodes' as const, text: charCodes(`${b.local}@${HOST}`) } } : {}),
          cases: ['card', b.charcode ? 'script-charcode' : 'plain', ln] as CaseKind[],
        })),
        { address: `maarten@${HOST}`, name: 'Maarten van der Wal', title: 'veiligheidscoördinator', pages: ['/veiligheid'], cases: ['prose', 'plain', ln] },
        { address: `femke@${HOST}`, name: 'Femke Smit', title: 'Tochtleider', pages: ['/blog/rondje-schiermonnikoog'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/leden'],
      nonAddresses: [
        { text: `ledenadministratie@${HOST}`, kind: 'disallowed' },
        { text: 'jouwnaam@voorbeeld.nl', kind: 'placeholder' },
      ],
    },
  };
}
