/**
 * Gore Range Ski Patrol Association: the volunteer and professional patrollers' association of a
 * Colorado ski area, on WordPress. "Meet the Patrol" shows the leadership as cards (the medical
 * director with "Dr." and "MD", also a Person in JSON-LD, her address written as character
 * references by an encoder plugin; the avalanche coordinator's address turned around in a data
 * attribute) and the board as a table. Traps: the ski area's own address, a newsletter
 * placeholder, a pinned script version and the members-only roster (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'gorerangepatrol.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/about/', 'About'],
  ['/meet-the-patrol/', 'Meet the Patrol'],
  ['/join/', 'Join Us'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Gore Range Ski Patrol Association',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: () =>
    `<header class="site-header ast-primary-header-bar"><div class="site-branding"><a href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2024/10/grspa-logo.png" width="180" height="60" alt="Gore Range Ski Patrol Association"></a></div>` +
    `<nav id="site-navigation" class="main-header-bar-navigation" aria-label="Site Navigation"><ul id="primary-menu" class="main-header-menu ast-nav-menu">${MENU.map(([h, l], i) => `<li id="menu-item-${31 + i}" class="menu-item menu-item-type-post_type"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="ast-small-footer"><p>Gore Range Ski Patrol Association · PO Box 2290, Silverthorne, CO 80498 · ${tel('(970) 555-0133')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p>A Colorado nonprofit corporation. Proud member of the National Ski Patrol. <a href="/privacy-policy/">Privacy Policy</a> · <a href="/members-only/">Member Login</a></p></div></footer>`,
  privacyPath: { en: '/privacy-policy/' },
  bodyEnd: [`<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const entry = (html: string): string => `<article class="page type-page status-publish ast-article-single"><div class="entry-content clear" itemprop="text">${html}</div></article>`;

type Lead = { heading: string; name: string; title: string; local: string; bio: string; how: 'plain' | 'entities' | 'reversed'; cases: CaseKind[] };
const LEADS: Lead[] = [
  { heading: 'Tyler Brandt', name: 'Tyler Brandt', title: 'Patrol Director', local: 'tbrandt', bio: 'Tyler has patrolled Gore Range for nineteen winters and has run the hill since 2019. Ask him about the time a moose closed Lift 4.', how: 'plain', cases: [] },
  { heading: 'Dr. Karen Lindqvist, MD', name: 'Karen Lindqvist', title: 'Medical Director', local: 'klindqvist', bio: 'An emergency physician at St. Anthony Summit, Karen signs off on our protocols and reviews every serious-injury report.', how: 'entities', cases: ['honorific', 'post-nominal', 'json-ld-person'] },
  { heading: 'Megan Schultz', name: 'Megan Schultz', title: 'Assistant Patrol Director – Mountain Operations', local: 'mschultz', bio: 'Megan builds the daily sweep and opening schedule and manages our toboggan fleet.', how: 'entities', cases: [] },
  { heading: 'Josh Whitaker, NREMT', name: 'Josh Whitaker', title: 'Lead OEC Instructor', local: 'jwhitaker', bio: 'Josh teaches Outdoor Emergency Care every fall and runs the spring refreshers.', how: 'plain', cases: ['post-nominal'] },
  { heading: 'Carla Dominguez', name: 'Carla Dominguez', title: 'Avalanche Program Coordinator', local: 'cdominguez', bio: 'Carla coordinates control routes, the beacon park and our avalanche dog teams (say hi to Juniper).', how: 'reversed', cases: [] },
];

const leadMail = (l: Lead): string => {
  const a = `${l.local}@${HOST}`;
  if (l.how === 'entities') return `<a href="mailto:${entities(a)}">${entities(a)}</a>`;
  if (l.how === 'reversed') return `<span class="eeb-rev" data-enc-email="${reversed(a)}">[email protected]</span>`;
  return mailto(a);
};

type Board = { office: string; shown: string; name: string; local: string; post?: boolean };
const BOARD: Board[] = [
  { office: 'Board Chair', shown: 'Denise Fowler', name: 'Denise Fowler', local: 'dfowler' },
  { office: 'Treasurer', shown: 'Greg Ostrowski, CPA', name: 'Greg Ostrowski', local: 'gostrowski', post: true },
  { office: 'Secretary', shown: 'Ann Liu', name: 'Ann Liu', local: 'aliu' },
];

export function goreRangePatrol(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: entry(`<h1>First on the hill, last off.</h1><p>Since 1968 our patrollers have opened terrain, run avalanche mitigation and cared for injured skiers and riders at Gore Range. About 140 volunteers and 35 paid patrollers make up the association.</p><p><a href="/join/">Candidate clinics start in October →</a></p>`),
  });
  pages['/about'] = page({ path: '/about', title: 'About', main: entry(`<h1>About the Association</h1><p>The association trains patrollers, buys rescue equipment and speaks for patrollers with the ski area’s management. We are not the ski area: lift tickets, lessons and lost items are handled by Gore Range Resort (guestservices@gorerangeresort.com).</p>`) });
  pages['/meet-the-patrol'] = page({
    path: '/meet-the-patrol',
    title: 'Meet the Patrol',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Karen Lindqvist', honorificPrefix: 'Dr.', honorificSuffix: 'MD', jobTitle: 'Medical Director', email: `klindqvist@${HOST}`, affiliation: { '@type': 'NGO', name: 'Gore Range Ski Patrol Association' } }],
    main: entry(
      `<h1>Meet the Patrol</h1><h2>Patrol Leadership</h2><div class="wp-block-columns is-layout-flex">` +
        LEADS.map((l) => `<div class="wp-block-column"><figure class="wp-block-image size-medium"><img src="${ORIGIN}/wp-content/uploads/2024/11/${l.local}-300x300.jpg" alt="${esc(l.name)}"></figure><h3 class="wp-block-heading">${esc(l.heading)}</h3><p class="has-small-font-size"><strong>${esc(l.title)}</strong></p><p>${esc(l.bio)}</p><p>${leadMail(l)}</p></div>`).join('') +
        `</div><script>document.querySelectorAll('.eeb-rev').forEach(function(el){var m=el.getAttribute('data-enc-email').split('').reverse().join('');el.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script>` +
        `<h2>Board of Directors</h2><figure class="wp-block-table"><table><thead><tr><th>Position</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
        BOARD.map((b) => `<tr><td>${esc(b.office)}</td><td>${esc(b.shown)}</td><td>${mailto(`${b.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table></figure>`,
    ),
  });
  pages['/join'] = page({
    path: '/join',
    title: 'Join Us',
    main: entry(
      `<h1>Become a Patroller</h1><p>You need to ski or ride black terrain in all conditions, be 18 or older and be willing to spend a fall in the classroom.</p><form class="wpforms-form"><label for="wpforms-12-field_1">Email</label><input type="email" id="wpforms-12-field_1" placeholder="you@example.com"></form>`,
    ),
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: entry(`<h1>Contact</h1><p>For anything else, write to ${mailto(`info@${HOST}`)}. For an accident report or a claim, contact the resort directly.</p>`) });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: entry(`<h1>Privacy Policy</h1><p>We keep member records only for training and certification.</p>`) });
  pages['/members-only'] = page({ path: '/members-only', title: 'Member Login', main: entry(`<h1>Members Only</h1><p>Shift trades and the radio roster. Locked out? Email ${mailto(`roster@${HOST}`)}.</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /members-only\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about', '/meet-the-patrol', '/join', '/contact', '/privacy-policy'], '2025-01-09'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-92',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...LEADS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: ['/meet-the-patrol'],
          ...(l.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: reversed(`${l.local}@${HOST}`) } } : {}),
          cases: ['card', 'link-english-unlisted', ...l.cases, l.how === 'reversed' ? 'script-reversed' : l.how] as CaseKind[],
        })),
        ...BOARD.map((b) => ({ address: `${b.local}@${HOST}`, name: b.name, title: b.office, pages: ['/meet-the-patrol'], cases: ['table', 'plain', 'link-english-unlisted', ...(b.post ? ['post-nominal'] : [])] as CaseKind[] })),
      ],
      pattern: '{f}{last}',
      disallowed: ['/members-only'],
      nonAddresses: [
        { text: `roster@${HOST}`, kind: 'disallowed' },
        { text: 'guestservices@gorerangeresort.com', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
