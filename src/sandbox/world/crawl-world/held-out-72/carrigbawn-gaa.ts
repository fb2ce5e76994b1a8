/**
 * Carrigbawn GAA Club (CLG Charraig Bhán): a Gaelic football and hurling club in East Cork on
 * WordPress with a sports theme. "Club Officers" lists the executive as Gutenberg column cards,
 * each office given in English and Irish ("Chairperson / Cathaoirleach"), the addresses written
 * as character references by an e-mail encoder plugin, the registrar's built by a cloaking
 * snippet with prefix/path/addy variables; the juvenile section names its chairperson in a
 * sentence; the lotto page ends "Name, Title, address"; the child safeguarding statement, a
 * page nobody links, is listed only in the WordPress core sitemap that robots.txt names. The
 * county board's address, the lotto form's placeholder and the members' area (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, renderPage, sitemapIndex, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'carrigbawn-gaa-cork.test';
const ORIGIN = `http://${HOST}`;
const CLUB = 'Carrigbawn GAA';

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/news/', 'News'],
  ['/club-officers/', 'Club Officers'],
  ['/juvenile/', 'Juvenile'],
  ['/lotto/', 'Lotto'],
  ['/fixtures-results/', 'Fixtures &amp; Results'],
  ['/contact/', 'Contact'],
];

const enc = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

const theme: Theme = {
  host: HOST,
  siteName: CLUB,
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    `<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${ORIGIN}/xmlrpc.php?rsd">`,
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">`,
    `<link rel="stylesheet" id="sportspress-general-css" href="${ORIGIN}/wp-content/plugins/sportspress/assets/css/sportspress.css?ver=2.7.21" media="all">`,
    `<link rel="stylesheet" id="rookie-style-css" href="${ORIGIN}/wp-content/themes/rookie/style.css?ver=1.5.4" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2021/03/crest-32x32.png" sizes="32x32">`,
  ],
  header: () =>
    `<div id="page" class="hfeed site"><a class="skip-link screen-reader-text" href="#content">Skip to content</a><header id="masthead" class="site-header" role="banner"><div class="header-area header-area-has-logo"><div class="site-branding"><div class="site-identity"><a class="site-logo" href="${ORIGIN}/"><img src="${ORIGIN}/wp-content/uploads/2021/03/carrigbawn-crest.png" alt="${CLUB}"></a><hgroup class="site-hgroup"><h1 class="site-title"><a href="${ORIGIN}/" rel="home">${CLUB}</a></h1><p class="site-description">CLG Charraig Bhán · Est. 1926</p></hgroup></div></div>` +
    `<div class="site-menu"><nav id="site-navigation" class="main-navigation" role="navigation"><button class="menu-toggle" aria-controls="menu" aria-expanded="false">Menu</button><div class="menu-main-container"><ul id="menu-main" class="menu">${MENU.map(([h, l], i) => `<li id="menu-item-${40 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${40 + i}"><a href="${ORIGIN}${h}">${l}</a></li>`).join('')}</ul></div></nav></div></div></header><div id="content" class="site-content"><div id="primary" class="content-area content-area-right-sidebar"><div id="main" class="site-main">`,
  footer: () =>
    `</div></div><div id="secondary" class="widget-area widget-area-right" role="complementary"><aside id="text-3" class="widget widget_text"><h3 class="widget-title">Club Grounds</h3><div class="textwidget"><p>Páirc Charraig Bhán<br>Carrigbawn, Midleton<br>Co. Cork P25 X2K7</p></div></aside><aside id="text-4" class="widget widget_text"><h3 class="widget-title">Sponsors</h3><div class="textwidget"><p>Main sponsor: O’Leary’s SuperValu Midleton</p></div></aside></div></div>` +
    `<footer id="colophon" class="site-footer" role="contentinfo"><div class="footer-area"><div class="site-info"><p>© 2025 ${CLUB} · <a href="${ORIGIN}/privacy-policy/">Privacy Policy</a> · <a href="${ORIGIN}/members-area/">Members’ Area</a> · Email: ${enc(`info@${HOST}`)}</p><p>Proudly affiliated to Cumann Lúthchleas Gael and Coiste Contae Chorcaí.</p></div></div></footer></div>`,
  privacyPath: { en: '/privacy-policy/' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="${ORIGIN}/wp-content/themes/rookie/js/navigation.js?ver=20120206" id="rookie-navigation-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const article = (id: number, title: string, body: string, kind = 'page'): string =>
  `<article id="post-${id}" class="post-${id} ${kind} type-${kind} status-publish hentry"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content">${body}</div></article>`;

const REGISTRAR_SCRIPT =
  "document.getElementById('cloak5e1b7c').innerHTML = ''; var prefix = '&#109;a' + 'i&#108;' + '&#116;o'; var path = 'hr' + 'ef' + '='; var addy5e1b7c = 'aoife.lynch' + '&#64;'; addy5e1b7c = addy5e1b7c + 'carrigbawn-gaa-cork' + '&#46;' + 'test'; var addy_text5e1b7c = 'aoife.lynch' + '&#64;' + 'carrigbawn-gaa-cork' + '&#46;' + 'test'; document.getElementById('cloak5e1b7c').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy5e1b7c + '\\'>' + addy_text5e1b7c + '<\\/a>';";

type Officer = { en: string; ga: string; name: string; local: string; phone: string; how: 'entities' | 'protect' };
const OFFICERS: Officer[] = [
  { en: 'Chairperson', ga: 'Cathaoirleach', name: 'Declan Murphy', local: 'declan.murphy', phone: '087 555 1201', how: 'entities' },
  { en: 'Vice-Chairperson', ga: 'Leas-Chathaoirleach', name: 'Eoin Cashman', local: 'eoin.cashman', phone: '086 555 3390', how: 'entities' },
  { en: 'Secretary', ga: 'Rúnaí', name: 'Siobhan Kelleher', local: 'siobhan.kelleher', phone: '087 555 4410', how: 'entities' },
  { en: 'Treasurer', ga: 'Cisteoir', name: 'Niall Crowley', local: 'niall.crowley', phone: '085 555 7712', how: 'entities' },
  { en: 'Registrar', ga: 'Cláraitheoir', name: 'Aoife Lynch', local: 'aoife.lynch', phone: '087 555 9023', how: 'protect' },
  { en: 'PRO', ga: 'Oifigeach Caidrimh Phoiblí', name: 'Ciara Twomey', local: 'ciara.twomey', phone: '083 555 2281', how: 'entities' },
  { en: 'Children’s Officer', ga: 'Oifigeach Leanaí', name: 'Maeve Dineen', local: 'maeve.dineen', phone: '087 555 6604', how: 'entities' },
];

export function carrigbawnGaa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    description: 'Carrigbawn GAA Club, East Cork: Gaelic football, hurling, camogie and juvenile games since 1926.',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'SportsClub', name: 'Carrigbawn GAA Club', alternateName: 'CLG Charraig Bhán', url: `${ORIGIN}/`, sport: ['Gaelic football', 'Hurling'], foundingDate: '1926' }],
    main: article(
      2,
      'Fáilte go CLG Charraig Bhán',
      `<div class="wp-block-cover"><img class="wp-block-cover__image-background" src="${ORIGIN}/wp-content/uploads/2024/09/junior-a-champions-1024x576.jpg" alt="Junior A football champions 2024"><div class="wp-block-cover__inner-container"><p class="has-large-font-size">East Cork Junior A Football Champions 2024</p></div></div>` +
        `<h2>Latest news</h2><ul class="wp-block-latest-posts__list"><li><a class="wp-block-latest-posts__post-title" href="${ORIGIN}/news/2025/05/senior-footballers-through-to-county-quarter-final/">Senior footballers through to county quarter-final</a></li><li><a class="wp-block-latest-posts__post-title" href="${ORIGIN}/news/">Cúl Camps 2025: booking now open</a></li></ul>` +
        `<h2>This week</h2><table class="sp-data-table sp-event-list"><thead><tr><th>Date</th><th>Fixture</th><th>Venue</th></tr></thead><tbody><tr><td>Sat 24 May, 7pm</td><td>Junior A Hurling: Carrigbawn v Lisgoold</td><td>Páirc Charraig Bhán</td></tr><tr><td>Sun 25 May, 11am</td><td>U14 Football: Aghada v Carrigbawn</td><td>Aghada</td></tr></tbody></table>` +
        `<p>Lotto jackpot this week: <strong>€9,400</strong>. <a href="${ORIGIN}/lotto/">Play online</a>.</p>`,
    ),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: article(8, 'News', `<article class="post"><h2><a href="${ORIGIN}/news/2025/05/senior-footballers-through-to-county-quarter-final/">Senior footballers through to county quarter-final</a></h2><p>Posted on 19 May 2025 by Ciara Twomey</p></article><article class="post"><h2>Cúl Camps 2025: booking now open</h2><p>Posted on 6 May 2025 by Ciara Twomey</p><p>Kellogg’s Cúl Camps return to Páirc Charraig Bhán from 7 to 11 July. Book through the GAA’s Cúl Camps website.</p></article>`),
  });

  pages['/news/2025/05/senior-footballers-through-to-county-quarter-final'] = page({
    path: '/news/2025/05/senior-footballers-through-to-county-quarter-final',
    title: 'Senior footballers through to county quarter-final',
    main: article(
      912,
      'Senior footballers through to county quarter-final',
      `<p class="entry-meta">Posted on <time datetime="2025-05-19T21:04:00+01:00">19 May 2025</time> by Ciara Twomey</p><p>Carrigbawn 1-14 Ballinacurra 0-12. A second-half goal from Cian Hegarty sealed a deserved win in Castlemartyr on Sunday and sends the lads into the last eight for the first time since 2011.</p><p>Panel: S. Ahern, D. Cotter, M. Hegarty, C. Hegarty (1-03), R. Walsh, J. Fitzgerald (0-06, 4f), T. Motherway, K. O’Brien.</p><p>Well done to manager Liam Cronin and his backroom team. Quarter-final draw takes place on Tuesday.</p>`,
      'post',
    ),
  });

  pages['/club-officers'] = page({
    path: '/club-officers',
    title: 'Club Officers',
    main: article(
      14,
      'Club Officers 2025 / Oifigigh an Chlub',
      `<p>Elected at the Annual General Meeting on 6 December 2024. Officers are volunteers – please be patient if you don’t hear back the same day!</p><div class="wp-block-columns is-layout-flex">` +
        OFFICERS.map(
          (o) =>
            `<div class="wp-block-column officer-card"><figure class="wp-block-image size-thumbnail"><img src="${ORIGIN}/wp-content/uploads/2024/12/${o.local.replace('.', '-')}-150x150.jpg" alt="${esc(o.name)}" width="150" height="150"></figure><h3 class="wp-block-heading">${esc(o.en)} / <em lang="ga">${esc(o.ga)}</em></h3><p><strong>${esc(o.name)}</strong><br>${tel(o.phone)}<br>` +
            (o.how === 'entities' ? enc(`${o.local}@${HOST}`) : `<span id="cloak5e1b7c">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">${REGISTRAR_SCRIPT}</script>`) +
            `</p></div>`,
        ).join('') +
        `</div><h2 class="wp-block-heading">Committee members</h2><p>Pat Ahern, Mary Motherway, John Cotter, Gearóid Ó Súilleabháin, Nora Leahy.</p><p>Delegates to East Cork Board: Declan Murphy, Pat Ahern. Queries for the county board go to secretary@corkcountyboard-gaa.test.</p>`,
    ),
  });

  pages['/juvenile'] = page({
    path: '/juvenile',
    title: 'Juvenile',
    main: article(
      16,
      'Juvenile Section',
      `<p>Our juvenile section caters for boys and girls from nursery (age 4) up to U17, with training on Saturday mornings from 10am for nursery to U10 and mid-week sessions for the older groups.</p>` +
        `<p>New players are always welcome: just turn up with a helmet and a hurl. If you have any questions, our Juvenile Chairperson Brendan Hurley will be delighted to hear from you at ${enc(`brendan.hurley@${HOST}`)}.</p>` +
        `<p>All our mentors are Garda vetted and have completed the GAA’s Safeguarding 1 course.</p>`,
    ),
  });

  pages['/lotto'] = page({
    path: '/lotto',
    title: 'Lotto',
    main: article(
      18,
      'Club Lotto',
      `<p>Pick four numbers from 1 to 28. Draw every Monday night in the clubhouse bar. €2 a line or 3 lines for €5.</p>` +
        `<form class="lotto-signup" action="${ORIGIN}/lotto/" method="post"><label for="lotto-email">Email for your ticket</label> <input type="email" id="lotto-email" name="email" placeholder="yourname@email.ie"> <button type="submit">Play now</button></form>` +
        `<p>Tickets are also sold in O’Leary’s SuperValu and the Carrig Inn.</p><p>Tadhg Buckley, Lotto Coordinator, ${enc(`tadhg.buckley@${HOST}`)}</p>`,
    ),
  });

  pages['/fixtures-results'] = page({ path: '/fixtures-results', title: 'Fixtures & Results', main: article(20, 'Fixtures & Results', `<p>Fixtures are published by Cork GAA and updated here every Monday.</p><table class="sp-data-table"><thead><tr><th>Date</th><th>Competition</th><th>Result</th></tr></thead><tbody><tr><td>18 May</td><td>Premier Junior FC R2</td><td>Carrigbawn 1-14 Ballinacurra 0-12</td></tr><tr><td>11 May</td><td>Junior A HC</td><td>Carrigbawn 2-11 Dungourney 1-16</td></tr></tbody></table>`) });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: article(22, 'Contact Us', `<p>Páirc Charraig Bhán, Carrigbawn, Midleton, Co. Cork P25 X2K7</p><p>General enquiries: ${enc(`info@${HOST}`)}</p><p>Pitch bookings and the club officers can be reached through the <a href="${ORIGIN}/club-officers/">Club Officers</a> page.</p>`),
  });

  pages['/child-safeguarding-statement'] = page({
    path: '/child-safeguarding-statement',
    title: 'Child Safeguarding Statement',
    main: article(
      27,
      'Child Safeguarding Statement',
      `<p>Carrigbawn GAA Club is committed to safeguarding children by operating in accordance with the GAA’s Code of Behaviour (Underage) and the Children First Act 2015.</p>` +
        `<p>Designated Liaison Person: Gerard Fitzgerald, ${enc(`gerard.fitzgerald@${HOST}`)}, ${tel('087 555 3120')}</p>` +
        `<p>This statement was reviewed by the Club Executive in January 2025 and will be reviewed again in January 2026.</p>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: article(3, 'Privacy Policy', `<p>We process members’ data under the GAA’s Data Protection Policy for registration, insurance and communications.</p>`) });
  pages['/members-area'] = page({ path: '/members-area', title: 'Members’ Area', main: article(31, 'Members’ Area', `<p>Log in with your Foireann account. Problems? ${enc(`webmaster@${HOST}`)}</p>`) });

  pages['/wp-sitemap.xml'] = { body: sitemapIndex(HOST, ['/wp-sitemap-posts-page-1.xml', '/wp-sitemap-posts-post-1.xml'], '2025-05-19'), contentType: 'application/xml; charset=UTF-8' };
  pages['/wp-sitemap-posts-page-1.xml'] = {
    body: urlset(HOST, ['/', '/news/', '/club-officers/', '/juvenile/', '/lotto/', '/fixtures-results/', '/contact/', '/child-safeguarding-statement/', '/privacy-policy/'], '2025-05-19'),
    contentType: 'application/xml; charset=UTF-8',
  };
  pages['/wp-sitemap-posts-post-1.xml'] = { body: urlset(HOST, ['/news/2025/05/senior-footballers-through-to-county-quarter-final/'], '2025-05-19'), contentType: 'application/xml; charset=UTF-8' };

  const officerCases = (o: Officer) => ['card', 'link-english-unlisted', o.how === 'protect' ? 'script-protect' : 'entities'] as const;

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /members-area\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-72',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'entities'] },
        ...OFFICERS.map((o) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.en,
          titleAlternatives: [o.ga],
          pages: ['/club-officers'],
          ...(o.how === 'protect' ? { encoded: { kind: 'script' as const, text: REGISTRAR_SCRIPT } } : {}),
          cases: [...officerCases(o)],
        })),
        { address: `brendan.hurley@${HOST}`, name: 'Brendan Hurley', title: 'Juvenile Chairperson', pages: ['/juvenile'], cases: ['prose', 'entities'] },
        { address: `tadhg.buckley@${HOST}`, name: 'Tadhg Buckley', title: 'Lotto Coordinator', pages: ['/lotto'], cases: ['name-title-line', 'entities'] },
        { address: `gerard.fitzgerald@${HOST}`, name: 'Gerard Fitzgerald', title: 'Designated Liaison Person', pages: ['/child-safeguarding-statement'], cases: ['title-name-line', 'entities', 'sitemap-robots', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members-area'],
      nonAddresses: [
        { text: `webmaster@${HOST}`, kind: 'disallowed' },
        { text: 'secretary@corkcountyboard-gaa.test', kind: 'other-company' },
        { text: 'yourname@email.ie', kind: 'placeholder' },
      ],
    },
  };
}
