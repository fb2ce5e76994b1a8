/**
 * Irk Valley Housing Association: a community-based housing association of 2,400 homes in north
 * Manchester, on Drupal 10 (Olivero-based theme). "Our board" is a definition list; the
 * leadership team are cards marked up with RDFa; neighbourhood officers are in a table by area;
 * the contact page states the staff address scheme (firstname.lastname@), names the role
 * mailboxes and the complaints manager with a bracketed [at] address; a news item names the
 * community involvement officer in a sentence; a second news item, listed only in the gzip
 * sitemap robots.txt names, has a "Name, Title, address" line. An old address in an HTML
 * comment, the open-data git remote and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'irkvalley-housing-manchester.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;
const SCHEME = `firstname.lastname@${HOST}`;

const MENU: [string, string][] = [
  ['/your-home', 'Your home'],
  ['/rent-and-money', 'Rent and money'],
  ['/about-us', 'About us'],
  ['/news', 'News'],
  ['/contact-us', 'Contact us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Irk Valley Housing Association',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xc7eQ2b1l9pYt8LfRz0vKs3uHdNwMaJgEiOy4TqBcV.css?delta=0&amp;language=en&amp;theme=irkvalley&amp;include=eJxLzs_JL0pNzi8q0U9JLU4uyiwoKQYAUMsHmQ">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-IVHA3K7P2Q"></script>',
  ],
  header: () =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><header class="site-header" role="banner"><div class="region region--header">` +
    `<div id="block-irkvalley-site-branding" class="block block-system block-system-branding-block"><a href="/" rel="home" class="site-branding__logo"><img src="/themes/custom/irkvalley/logo.svg" alt="Home" fetchpriority="high"></a></div>` +
    `<div class="emergency-strip">Emergency repairs 24/7: ${tel('0161 555 0190')}</div>` +
    `<nav role="navigation" aria-labelledby="block-irkvalley-main-menu-menu" id="block-irkvalley-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-irkvalley-main-menu-menu">Main navigation</h2><ul class="menu menu--level-1">${MENU.map(([h, l]) => `<li class="menu__item"><a href="${h}" class="menu__link" data-drupal-link-system-path="node/${h.length * 7}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="region region--footer-top"><div class="block block-block-content"><p><strong>Irk Valley Housing Association Limited</strong>, Collyhurst House, 41 Rochdale Road, Manchester M4 4JR. Registered society no. 30214R. Registered with the Regulator of Social Housing, no. L4472.</p>` +
    `<p><a href="/about-us/our-board">Our board</a> · <a href="/about-us/leadership-team">Leadership team</a> · <a href="/open-data">Open data</a> · <a href="/accessibility">Accessibility</a> · <a href="/privacy-notice">Privacy notice</a> · <a href="/staff">Staff intranet</a></p></div></div></footer></div>`,
  privacyPath: { en: '/privacy-notice' },
  bodyEnd: ['<script src="/core/misc/drupal.js?v=10.2.6"></script>', '<script src="/core/misc/drupalSettingsLoader.js?v=10.2.6"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const node = (html: string, type = 'page'): string =>
  `<div class="region region--content"><article data-history-node-id="${(html.length % 800) + 12}" class="node node--type-${type} node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div>`;

const BOARD: [string, string, string][] = [
  ['Margaret Oyelaran', 'Chair', 'margaret.oyelaran'],
  ['Colin Whitworth', 'Vice Chair and Chair of the Audit & Risk Committee', 'colin.whitworth'],
  ['Shazia Begum', 'Tenant Board Member', 'shazia.begum'],
];

const LEADERS: [string, string, string, string][] = [
  ['Deborah Ashcroft', 'Chief Executive', 'deborah.ashcroft', 'Deborah joined Irk Valley in 2019 from a large Salford landlord. She leads our ten-year plan to retrofit every home to EPC C.'],
  ['Tom Heywood', 'Director of Finance', 'tom.heywood', 'Tom is a chartered accountant and looks after our budgets, rents and treasury.'],
  ['Priya Mistry', 'Director of Housing & Communities', 'priya.mistry', 'Priya is responsible for tenancy management, income, anti-social behaviour and community investment.'],
];

const OFFICERS: [string, string, string, string][] = [
  ['Collyhurst and Harpurhey', 'Liam Doherty', 'liam.doherty', '0161 555 0211'],
  ['Moston and Blackley', 'Gemma Byrne', 'gemma.byrne', '0161 555 0214'],
];

export function irkvalleyHousingManchester(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Homes and communities in north Manchester',
    main: node(
      `<h1>Good homes, strong neighbourhoods</h1><p>We own and manage 2,400 homes in Collyhurst, Harpurhey, Moston and Blackley, and we reinvest every penny of surplus in our homes and communities.</p>` +
        `<div class="quick-links"><a href="/your-home">Report a repair</a> <a href="/rent-and-money">Pay your rent</a> <a href="/your-home/neighbourhood-officers">Find your neighbourhood officer</a></div>` +
        `<h2>Latest news</h2><ul><li><a href="/news/tenant-scrutiny-panel-recruiting">Join our tenant scrutiny panel</a></li></ul>`,
    ),
  });

  pages['/your-home'] = page({
    path: '/your-home',
    title: 'Your home',
    main: node(
      `<h1>Your home</h1><p>Report a repair online through My Irk Valley, or call us on ${tel('0161 555 0190')} (24 hours for emergencies). Non-urgent repairs can also be emailed to ${mailto(at('repairs'))} – please include your address and a photo if you can.</p><p><a href="/your-home/neighbourhood-officers">Who is my neighbourhood officer?</a></p>`,
    ),
  });

  pages['/your-home/neighbourhood-officers'] = page({
    path: '/your-home/neighbourhood-officers',
    title: 'Neighbourhood officers',
    main: node(
      `<h1>Neighbourhood officers</h1><p>Your neighbourhood officer is your main contact for your tenancy, for neighbour problems and for anything happening on your estate.</p>` +
        `<table class="cols-4"><caption>Neighbourhood officers by area</caption><thead><tr><th scope="col">Area</th><th scope="col">Neighbourhood Officer</th><th scope="col">Phone</th><th scope="col">Email</th></tr></thead><tbody>` +
        OFFICERS.map(([area, n, l, ph]) => `<tr><td>${esc(area)}</td><td>${esc(n)}</td><td>${tel(ph)}</td><td>${mailto(at(l))}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/rent-and-money'] = page({
    path: '/rent-and-money',
    title: 'Rent and money',
    main: node(`<h1>Rent and money</h1><p>Rents for 2025/26 rose by 2.7% from 7 April. If you are worried about paying, talk to us early: our money advice team can help with Universal Credit, debt and energy bills. Call ${tel('0161 555 0195')}.</p>`),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About us',
    main: node(
      `<h1>About us</h1><p>Irk Valley was set up in 1994 when tenants voted to transfer 1,800 council homes from Manchester City Council. Tenants still hold three of the nine seats on our board.</p><ul><li><a href="/about-us/our-board">Our board</a></li><li><a href="/about-us/leadership-team">Leadership team</a></li><li><a href="/about-us/annual-report">Annual report to tenants</a></li></ul>`,
    ),
  });

  pages['/about-us/our-board'] = page({
    path: '/about-us/our-board',
    title: 'Our board',
    main: node(
      `<h1>Our board</h1><p>Our board of nine non-executive members sets our strategy and holds the leadership team to account. Board members can be contacted directly:</p><dl class="board-list">` +
        BOARD.map(([n, t, l]) => `<dt>${esc(n)}</dt><dd class="role">${esc(t)}</dd><dd class="email">${mailto(at(l))}</dd>`).join('') +
        `</dl><p>The other board members are Anthony Greaves, Rukhsana Ali, Peter Lomax, Joyce Nwosu, Kevin Platt and Ellie Sutcliffe. To write to the board as a whole, please go through the Company Secretary.</p>`,
    ),
  });

  pages['/about-us/leadership-team'] = page({
    path: '/about-us/leadership-team',
    title: 'Leadership team',
    main: node(
      `<h1>Leadership team</h1><div class="views-view-grid">` +
        LEADERS.map(
          ([n, t, l, bio]) =>
            `<div class="views-col person-card" vocab="https://schema.org/" typeof="Person"><img src="/sites/default/files/styles/portrait/public/2024-05/${l.replace('.', '-')}.jpg" alt="" property="image"><h3 property="name">${esc(n)}</h3><p class="field--name-field-job-title" property="jobTitle">${esc(t)}</p><p>${esc(bio)}</p><p><a property="email" href="mailto:${at(l)}">${at(l)}</a></p></div>`,
        ).join('') +
        `</div><!-- Paul Hendry (Director of Assets) left in March 2024: paul.hendry@${HOST} redirects to Deborah until the post is filled -->`,
      'leadership',
    ),
  });

  pages['/about-us/annual-report'] = page({
    path: '/about-us/annual-report',
    title: 'Annual report to tenants 2024/25',
    main: node(`<h1>Annual report to tenants 2024/25</h1><p>We completed 11,240 repairs, 94% of them at the first visit, and fitted 310 new kitchens. Tenant satisfaction rose to 78%.</p>`),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: node(`<h1>News</h1><div class="views-row"><h2><a href="/news/tenant-scrutiny-panel-recruiting">Join our tenant scrutiny panel</a></h2><time datetime="2025-06-02">2 June 2025</time></div>`),
  });

  pages['/news/tenant-scrutiny-panel-recruiting'] = page({
    path: '/news/tenant-scrutiny-panel-recruiting',
    title: 'Join our tenant scrutiny panel',
    main: node(
      `<h1>Join our tenant scrutiny panel</h1><p><time datetime="2025-06-02">2 June 2025</time></p><p>Our scrutiny panel of eight tenants looks closely at one service each year and tells the board what needs to change. Last year the panel’s review of empty homes cut re-let times by eleven days.</p><p>No experience is needed and we pay expenses. If you would like to find out more, contact our Community Involvement Officer, Hassan Jafari, on ${mailto(at('hassan.jafari'))} or ${tel('0161 555 0230')}.</p>`,
      'article',
    ),
  });

  pages['/news/damp-and-mould-action-plan'] = page({
    path: '/news/damp-and-mould-action-plan',
    title: 'Our damp and mould action plan',
    main: node(
      `<h1>Our damp and mould action plan</h1><p><time datetime="2025-01-20">20 January 2025</time></p><p>Every report of damp or mould now gets an inspection within ten working days and a written plan within five days of that. We have trained all our trades and neighbourhood officers to spot the signs.</p><p>If you are not happy with how a damp case has been handled, please contact:<br>Ryan Kowalski, Damp and Mould Lead, ${mailto(at('ryan.kowalski'))}</p>`,
      'article',
    ),
  });

  pages['/open-data'] = page({
    path: '/open-data',
    title: 'Open data',
    main: node(
      `<h1>Open data</h1><p>We publish our stock condition summary, repairs performance and Tenant Satisfaction Measures every quarter under the Open Government Licence.</p><p>Developers can clone the data repository: <code>git clone git@github.com:irkvalley-ha/open-data.git</code></p>`,
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact us',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Irk Valley Housing Association',
        url: `${ORIGIN}/`,
        telephone: '+44 161 555 0190',
        address: { '@type': 'PostalAddress', streetAddress: 'Collyhurst House, 41 Rochdale Road', addressLocality: 'Manchester', postalCode: 'M4 4JR', addressCountry: 'GB' },
      },
    ],
    main: node(
      `<h1>Contact us</h1><p>Our office at Collyhurst House is open Monday to Friday, 9am to 4.30pm (Wednesdays from 10am).</p>` +
        `<ul><li>General enquiries: ${mailto(at('enquiries'))}</li><li>Repairs: ${mailto(at('repairs'))}</li><li>Phone: ${tel('0161 555 0190')}</li></ul>` +
        `<p>If you know who you are dealing with, you can email them directly: staff addresses are in the format ${SCHEME}.</p>` +
        `<h2>Complaints</h2><p>We aim to put things right first time. If we haven’t, our Customer Resolution Manager, Faye Ndlovu, will look into your complaint personally: faye.ndlovu [at] irkvalley-housing-manchester [dot] test. You can also contact the Housing Ombudsman once you have been through our process.</p>`,
    ),
  });

  pages['/accessibility'] = page({ path: '/accessibility', title: 'Accessibility statement', main: node(`<h1>Accessibility statement</h1><p>This website aims to meet WCAG 2.2 AA. Some older PDF documents are not fully accessible.</p>`) });
  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy notice', main: node(`<h1>Privacy notice</h1><p>Irk Valley Housing Association is the data controller for the personal information we hold about tenants and applicants.</p>`) });
  pages['/staff'] = page({ path: '/staff', title: 'Staff intranet', main: node(`<h1>Staff intranet</h1><p>Sign in with your Irk Valley account. IT problems: ${mailto(at('servicedesk'))}</p>`) });

  const newsSitemap = urlset(HOST, ['/', '/your-home', '/your-home/neighbourhood-officers', '/rent-and-money', '/about-us', '/about-us/our-board', '/about-us/leadership-team', '/news', '/news/tenant-scrutiny-panel-recruiting', '/news/damp-and-mould-action-plan', '/contact-us'], '2025-06-02');
  pages['/sitemap.xml.gz'] = gzipXmlPage(newsSitemap);

  const card: CaseKind[] = ['card', 'rdfa', 'plain', 'link-english-unlisted'];
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /profiles/*.png\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /staff\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-76',
      languages: ['en'],
      addresses: [
        { address: at('enquiries'), name: null, title: null, pages: ['/contact-us'], cases: ['role', 'plain'] },
        { address: at('repairs'), name: null, title: null, pages: ['/your-home', '/contact-us'], cases: ['role', 'plain'] },
        ...BOARD.map(([n, t, l]) => ({ address: at(l), name: n, title: t, pages: ['/about-us/our-board'], cases: ['definition-list', 'plain', 'link-english-unlisted'] as CaseKind[] })),
        ...LEADERS.map(([n, t, l]) => ({ address: at(l), name: n, title: t, pages: ['/about-us/leadership-team'], cases: card })),
        ...OFFICERS.map(([, n, l]) => ({ address: at(l), name: n, title: 'Neighbourhood Officer', pages: ['/your-home/neighbourhood-officers'], cases: ['table', 'plain', 'link-english-unlisted'] as CaseKind[] })),
        { address: at('faye.ndlovu'), name: 'Faye Ndlovu', title: 'Customer Resolution Manager', pages: ['/contact-us'], cases: ['prose', 'obfuscated'] },
        { address: at('hassan.jafari'), name: 'Hassan Jafari', title: 'Community Involvement Officer', pages: ['/news/tenant-scrutiny-panel-recruiting'], cases: ['prose', 'plain'] },
        { address: at('ryan.kowalski'), name: 'Ryan Kowalski', title: 'Damp and Mould Lead', pages: ['/news/damp-and-mould-action-plan'], cases: ['name-title-line', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact-us', text: SCHEME },
      disallowed: ['/staff'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `paul.hendry@${HOST}`, kind: 'comment' },
        { text: at('servicedesk'), kind: 'disallowed' },
        { text: 'git@github.com:irkvalley-ha/open-data.git', kind: 'git' },
      ],
    },
  };
}
