/**
 * Bostadsrättsföreningen Slottsskogsvyn: a housing cooperative in Majorna, Gothenburg, on
 * WordPress, in Swedish. The board as cards with schema.org microdata (the treasurer's address
 * written by String.fromCharCode), the caretaker in a "Felanmälan: name, title, street, phone,
 * address" line, the nomination committee's mailbox, and the guest flat page, listed only in a
 * child of the Yoast sitemap index, naming its booking contact in prose. Traps: the logo's @2x
 * file, the placeholder in the notice form, the external property manager's address, and the
 * members' area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'brf-slottsskogsvyn-goteborg.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads`;

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/for-medlemmar', 'För medlemmar'],
  ['/felanmalan', 'Felanmälan'],
  ['/styrelsen', 'Styrelsen'],
  ['/kontakt', 'Kontakt'],
  ['/medlemssidor', 'Logga in'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Brf Slottsskogsvyn',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    `<link rel="stylesheet" id="generate-style-css" href="${ORIGIN}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0" media="all">`,
    `<link rel="alternate" type="application/rss+xml" title="Brf Slottsskogsvyn » Flöde" href="${ORIGIN}/feed/">`,
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
  ],
  header: (p) =>
    `<header class="site-header" id="masthead"><div class="inside-header grid-container"><div class="site-logo"><a href="/" rel="home"><img class="header-image is-logo-image" alt="Brf Slottsskogsvyn" src="${UP}/2022/03/brf-slottsskogsvyn-logo.png" srcset="${UP}/2022/03/brf-slottsskogsvyn-logo.png 1x, ${UP}/2022/03/brf-slottsskogsvyn-logo@2x.png 2x" width="220" height="64"></a></div>` +
    `<nav class="main-navigation" id="site-navigation" aria-label="Huvudmeny"><div class="inside-navigation grid-container"><ul id="menu-huvudmeny" class="menu sf-menu">${MENU.map(([h, l]) => `<li class="menu-item${h === p.path ? ' current-menu-item' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav></div></header>`,
  footer: () =>
    `<div class="site-footer"><footer class="site-info" aria-label="Webbplats"><div class="inside-site-info grid-container"><div class="footer-widgets"><aside class="widget"><h2 class="widget-title">Brf Slottsskogsvyn</h2><p>Org.nr 757200-4418<br>Slottsskogsgatan 61–67, 414 68 Göteborg</p></aside>` +
    `<aside class="widget"><h2 class="widget-title">Kontakta styrelsen</h2><p>${mailto(`styrelsen@${HOST}`)}<br>Brevlåda i entrén, Slottsskogsgatan 63</p></aside><aside class="widget"><h2 class="widget-title">Akut fel kvällar och helger</h2><p>Jourservice: ${tel('031-711 40 00')}</p></aside></div>` +
    `<div class="copyright-bar">© 2025 Brf Slottsskogsvyn · <a href="/integritetspolicy">Integritetspolicy</a></div></div></footer></div>`,
  privacyPath: { sv: '/integritetspolicy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv-SE' });
const entry = (title: string, html: string): string =>
  `<div class="site grid-container container" id="page"><div class="site-content" id="content"><div class="content-area" id="primary"><article class="page type-page"><div class="inside-article"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content" itemprop="text">${html}</div></div></article></div></div></div>`;

type Board = { name: string; title: string; local: string; phone?: string; photo: string; how: 'plain' | 'charcode' };
const BOARD: Board[] = [
  { name: 'Karin Berg', title: 'Ordförande', local: 'karin', phone: '070-341 22 85', photo: 'karin-berg', how: 'plain' },
  { name: 'Johan Lindqvist', title: 'Vice ordförande', local: 'johan', photo: 'johan-lindqvist', how: 'plain' },
  { name: 'Sofia Ek', title: 'Kassör', local: 'sofia', photo: 'sofia-ek', how: 'charcode' },
  { name: 'Erik Nyström', title: 'Sekreterare', local: 'erik', photo: 'erik-nystrom', how: 'plain' },
  { name: 'Amira Haddad', title: 'Ledamot', local: 'amira', photo: 'amira-haddad', how: 'plain' },
];
const SOFIA_CODES = charCodes(`sofia@${HOST}`);

const boardCard = (b: Board): string => {
  const email =
    b.how === 'plain'
      ? `<a itemprop="email" href="mailto:${b.local}@${HOST}">${b.local}@${HOST}</a>`
      : `<script>var e = String.fromCharCode(${SOFIA_CODES}); document.write('<a href="mailto:' + e + '">' + e + '</a>');</script>`;
  return (
    `<div class="wp-block-column styrelse-kort" itemscope itemtype="https://schema.org/Person"><figure class="wp-block-image"><img src="${UP}/2024/05/${b.photo}-300x300.jpg" alt="${esc(b.name)}" width="300" height="300" itemprop="image"></figure>` +
    `<h3 itemprop="name">${esc(b.name)}</h3><p class="roll" itemprop="jobTitle">${esc(b.title)}</p>${b.phone ? `<p>${tel(b.phone)}</p>` : ''}<p>${email}</p></div>`
  );
};

export function brfSlottsskogsvyn(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Välkommen',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: 'Bostadsrättsföreningen Slottsskogsvyn', url: `${ORIGIN}/`, logo: { '@type': 'ImageObject', url: `${UP}/2022/03/brf-slottsskogsvyn-logo.png` } },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Brf Slottsskogsvyn', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'sv-SE' },
        ],
      },
    ],
    main: entry(
      'Välkommen till Brf Slottsskogsvyn',
      `<p>Föreningen består av 84 lägenheter i fyra hus från 1938 vid Slottsskogens norra kant. Här hittar du information om boendet, felanmälan och kontakt med styrelsen.</p>` +
        `<h2>Aktuellt</h2><ul><li><strong>Stambytet hus C:</strong> Etapp 2 startar 1 september. Informationsmöte i föreningslokalen 20 augusti kl 19.</li><li><strong>Städdag</strong> lördag 26 april kl 10–13. Vi bjuder på korv och kaffe!</li><li><strong>Årsstämman</strong> hölls 22 maj. Protokollet finns på <a href="/medlemssidor">medlemssidorna</a>.</li></ul>`,
    ),
  });

  pages['/for-medlemmar'] = page({
    path: '/for-medlemmar',
    title: 'För medlemmar',
    main: entry(
      'För medlemmar',
      `<h2>Tvättstugan</h2><p>Bokas på bokningstavlan i tvättstugan, hus B. Tider 07–22 alla dagar.</p>` +
        `<h2>Andrahandsuthyrning</h2><p>Ansökan om andrahandsuthyrning lämnas till styrelsen senast sex veckor före önskat tillträde. Blankett finns på medlemssidorna.</p>` +
        `<h2>Parkering</h2><p>Föreningen har 18 p-platser på gården. Kö till p-plats anmäls till styrelsen.</p>` +
        `<h2>Valberedningen</h2><p>Vill du engagera dig i föreningen? Valberedningen nås på ${mailto(`valberedningen@${HOST}`)}. Sammankallande är Birgitta Ström, hus A.</p>` +
        `<h2>Tipsa styrelsen</h2><form class="wpcf7-form" action="/for-medlemmar#wpcf7-f212-o1" method="post"><p><label>Namn<br><input type="text" name="your-name"></label></p><p><label>E-post<br><input type="email" name="your-email" placeholder="namn@exempel.se"></label></p><p><label>Meddelande<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Skicka"></p></form>`,
    ),
  });

  pages['/felanmalan'] = page({
    path: '/felanmalan',
    title: 'Felanmälan',
    main: entry(
      'Felanmälan',
      `<p>Fel i lägenheten eller i gemensamma utrymmen anmäls till föreningens fastighetsskötare. Ange alltid lägenhetsnummer (fyrsiffrigt, står på dörren) och om det finns husdjur.</p>` +
        `<p class="kontaktrad"><strong>Felanmälan vardagar 07–16:</strong> Ahmed Yusuf, fastighetsskötare, Slottsskogsgatan 61 (gårdsplan), ${tel('031-14 52 70')}, ${mailto(`ahmed@${HOST}`)}</p>` +
        `<p>Vid akuta fel kvällar och helger (vattenläcka, strömavbrott, inbrott) ring jouren på ${tel('031-711 40 00')}. Onödiga jourutryckningar debiteras den som ringt.</p>`,
    ),
  });

  pages['/styrelsen'] = page({
    path: '/styrelsen',
    title: 'Styrelsen',
    main: entry(
      'Styrelsen 2025/2026',
      `<p>Styrelsen valdes på årsstämman 22 maj 2025. Frågor som rör hela föreningen skickar du helst till ${mailto(`styrelsen@${HOST}`)} så att rätt person kan svara.</p>` +
        `<div class="wp-block-columns styrelse">${BOARD.map(boardCard).join('')}</div>` +
        `<h2>Suppleanter</h2><p>Gustav Holm och Nadia Karimi. Suppleanterna nås via styrelsens gemensamma adress.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: entry(
      'Kontakt',
      `<p><strong>Styrelsen:</strong> ${mailto(`styrelsen@${HOST}`)}</p>` +
        `<p><strong>Ekonomisk förvaltning</strong> (avgifter, autogiro, pantsättningar, överlåtelser): Förvaltningsbolaget Väst AB, ${tel('031-380 92 00')}, ${mailto('kundtjanst@forvaltningvast.test')}</p>` +
        `<p><strong>Felanmälan:</strong> se <a href="/felanmalan">Felanmälan</a>.</p>` +
        `<p>Postadress: Brf Slottsskogsvyn, c/o Förvaltningsbolaget Väst AB, Box 5120, 402 23 Göteborg</p>`,
    ),
  });

  pages['/gastlagenheten'] = page({
    path: '/gastlagenheten',
    title: 'Gästlägenheten',
    main: entry(
      'Gästlägenheten',
      `<p>Föreningens gästlägenhet i hus D (bottenvåningen) har fyra bäddar, pentry och dusch. Pris 300 kr per natt, max fem nätter i följd. Endast medlemmar kan boka.</p>` +
        `<p>Bokningsansvarig är Lena Åberg: skicka önskade datum till ${mailto(`lena@${HOST}`)} så bekräftar hon inom ett par dagar. Nyckeln hämtas hos Lena, Slottsskogsgatan 67.</p>`,
    ),
  });

  pages['/integritetspolicy'] = page({
    path: '/integritetspolicy',
    title: 'Integritetspolicy',
    main: entry('Integritetspolicy', `<p>Föreningen behandlar medlemmars personuppgifter för att föra lägenhetsförteckning och medlemsförteckning enligt bostadsrättslagen.</p>`),
  });

  pages['/medlemssidor'] = page({
    path: '/medlemssidor',
    title: 'Medlemssidor',
    main: entry('Medlemssidor', `<p>Sidan är lösenordsskyddad. Lösenordet finns i senaste medlemsbladet.</p><form method="post" action="/wp-login.php?action=postpass"><label>Lösenord <input name="post_password" type="password"></label><input type="submit" value="Skicka"></form><p>Problem att logga in? ${mailto(`webb@${HOST}`)}</p>`),
  });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/for-medlemmar', '/felanmalan', '/styrelsen', '/kontakt', '/gastlagenheten', '/integritetspolicy'], '2025-05-23'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/'], '2025-05-23'));

  const ln: CaseKind = 'link-non-english';
  const card = (b: Board): { address: string; name: string; title: string; pages: string[]; encoded?: { kind: 'charcodes'; text: string }; cases: CaseKind[] } =>
    b.how === 'plain'
      ? { address: `${b.local}@${HOST}`, name: b.name, title: b.title, pages: ['/styrelsen'], cases: ['card', 'microdata', 'plain', ln] }
      : { address: `${b.local}@${HOST}`, name: b.name, title: b.title, pages: ['/styrelsen'], encoded: { kind: 'charcodes', text: SOFIA_CODES }, cases: ['card', 'script-charcode', ln] };
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /medlemssidor\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/post-sitemap.xml', '/page-sitemap.xml'], '2025-05-23'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-73',
      languages: ['sv'],
      addresses: [
        { address: `styrelsen@${HOST}`, name: null, title: null, pages: ['/', '/styrelsen', '/kontakt'], cases: ['role', 'plain'] },
        { address: `valberedningen@${HOST}`, name: null, title: null, pages: ['/for-medlemmar'], cases: ['role', 'plain', ln] },
        ...BOARD.map(card),
        { address: `ahmed@${HOST}`, name: 'Ahmed Yusuf', title: 'fastighetsskötare', pages: ['/felanmalan'], cases: ['label-line', 'plain', ln] },
        { address: `lena@${HOST}`, name: 'Lena Åberg', title: 'Bokningsansvarig', pages: ['/gastlagenheten'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/medlemssidor'],
      nonAddresses: [
        { text: 'brf-slottsskogsvyn-logo@2x.png', kind: 'retina' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
        { text: 'kundtjanst@forvaltningvast.test', kind: 'other-company' },
        { text: `webb@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
