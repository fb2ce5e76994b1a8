/**
 * Humber & Skagerrak Shipping Agency: a British-Nordic port agency in Hull with offices in
 * Norway, on Drupal 10, in British English. The agents as Drupal view rows with RDFa (schema.org
 * Person, property="email"), the managing director with her post-nominal and the marine
 * superintendent with his "Capt."; the contact page with a media label line, the crew manager as
 * "Crew Manager: name" with his address written by a Joomla-style protect snippet carried over
 * from the old site, and the chartering manager's address written "[at]"/"[dot]"; a news item
 * listed only in a child of the sitemap index, naming the new liner service's line manager.
 * The harbour master's address (another company), the newsletter placeholder and the customer
 * portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'humber-skagerrak-shipping-hull.test';
const ORIGIN = `http://${HOST}`;
const FILES = '/sites/default/files';

const MENU: [string, string][] = [
  ['/port-agency', 'Port agency'],
  ['/liner-services', 'Liner services'],
  ['/port-agents', 'Port agents'],
  ['/news', 'News'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Humber & Skagerrak Shipping Agency',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="stylesheet" media="all" href="${FILES}/css/css_k3Yq8wX2vT1pL9sN0aM4bC7dE5fG6hJ.css?delta=0&amp;language=en&amp;theme=hsa_olivero&amp;include=eJxVjEEKwzAMBD9U">`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"en"},"pluralDelimiter":"\\u0003","ajaxTrustedUrl":[]}</script>`,
  ],
  header: () =>
    `<header role="banner" class="site-header"><div class="region region--header"><div id="block-hsa-olivero-site-branding" class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="${FILES}/hsa-logo.svg" alt="Home" fetchpriority="high" width="210" height="64"></a></div>` +
    `<nav role="navigation" aria-labelledby="block-hsa-olivero-main-menu-menu" id="block-hsa-olivero-main-menu" class="primary-nav"><h2 class="visually-hidden" id="block-hsa-olivero-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link" data-drupal-link-system-path="node">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="region region--footer-top"><div class="block block-block-content"><p><strong>Humber &amp; Skagerrak Shipping Agency Ltd</strong><br>Queen's Dock Chambers, 12 Posterngate, Hull HU1 2JN<br>Registered in England &amp; Wales No. 04418276</p>` +
    `<p>24-hour operations: ${tel('+44 1482 221 900')} · ${mailto(`ops@${HOST}`)}</p><p>Kristiansand office: Vestre Strandgate 21, 4611 Kristiansand · ${tel('+47 38 10 22 40')}</p></div></div>` +
    `<div class="region region--footer-bottom"><nav class="menu--footer"><ul class="menu"><li><a href="/privacy-notice">Privacy notice</a></li><li><a href="/cookie-policy">Cookies</a></li><li><a href="/customer-portal">Customer portal</a></li></ul></nav><p>Member of the Institute of Chartered Shipbrokers and FONASBA.</p></div></footer>`,
  privacyPath: { en: '/cookie-policy' },
  bodyEnd: [`<script src="${FILES}/js/js_Vr1x9mQ2eW8tY3uI0oP7aS5dF6gH4jK.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=hsa_olivero"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const node = (h1: string, html: string): string =>
  `<div class="region region--content"><div id="block-hsa-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title">${esc(h1)}</span></h1></div>` +
  `<div id="block-hsa-olivero-content" class="block block-system block-system-main-block"><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field__item">${html}</div></div></article></div></div>`;

type Agent = { shown: string; name: string; title: string; local: string; office: string; phone: string };
const AGENTS: Agent[] = [
  { shown: 'Helen Whitaker FICS', name: 'Helen Whitaker', title: 'Managing Director', local: 'hwhitaker', office: 'Hull', phone: '+44 1482 221 901' },
  { shown: 'Capt. Erik Solberg', name: 'Erik Solberg', title: 'Marine Superintendent', local: 'esolberg', office: 'Hull', phone: '+44 7700 900 418' },
  { shown: 'David Marsh', name: 'David Marsh', title: 'Port Agent, Immingham', local: 'dmarsh', office: 'Immingham', phone: '+44 1469 570 212' },
  { shown: 'Ingrid Nilsen', name: 'Ingrid Nilsen', title: 'Port Agent, Kristiansand', local: 'inilsen', office: 'Kristiansand', phone: '+47 38 10 22 41' },
  { shown: 'Bjørn Halvorsen', name: 'Bjørn Halvorsen', title: 'Port Agent, Bergen', local: 'bhalvorsen', office: 'Bergen', phone: '+47 55 30 81 17' },
];

const agentRow = (a: Agent): string =>
  `<div class="views-row"><div vocab="https://schema.org/" typeof="Person" class="agent-profile"><img src="${FILES}/styles/portrait/public/staff/${a.local}.jpg?itok=Xq2bR8_w" alt="" width="240" height="300" loading="lazy">` +
  `<h3><span property="name">${esc(a.shown)}</span></h3><div class="field field--name-field-job-title"><span property="jobTitle">${esc(a.title)}</span></div>` +
  `<div class="field field--name-field-office">${esc(a.office)} · ${tel(a.phone)}</div><div class="field field--name-field-email"><a property="email" href="mailto:${a.local}@${HOST}">${a.local}@${HOST}</a></div></div></div>`;

const CREW_SCRIPT =
  `<script type="text/javascript">var prefix = 'ma' + 'il' + 'to'; var path = 'hr' + 'ef' + '='; var addy48211 = 'thargreaves' + '@'; addy48211 = addy48211 + 'humber-skagerrak-shipping-hull' + '.' + 'test'; ` +
  `document.write('<a ' + path + '\\'' + prefix + ':' + addy48211 + '\\'>'); document.write(addy48211); document.write('<\\/a>');</script>`;

export function humberSkagerrak(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Port agency between the Humber and Norway',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Humber & Skagerrak Shipping Agency Ltd',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}${FILES}/hsa-logo.svg`,
        telephone: '+44 1482 221 900',
        address: { '@type': 'PostalAddress', streetAddress: "Queen's Dock Chambers, 12 Posterngate", addressLocality: 'Hull', postalCode: 'HU1 2JN', addressCountry: 'GB' },
      },
    ],
    main: node(
      'Your agent on both sides of the North Sea',
      `<p>Since 1987 we have looked after vessels, cargo and crews calling at Hull, Immingham, Goole and the ports of southern and western Norway. One call, 24 hours a day, on either side of the water.</p><ul><li>Port agency and husbandry</li><li>Crew changes and ship spares</li><li>Weekly liner service Hull–Kristiansand</li></ul><p><a href="/port-agents">Meet our port agents</a></p>`,
    ),
  });

  pages['/port-agency'] = page({
    path: '/port-agency',
    title: 'Port agency',
    main: node('Port agency', `<p>Pre-arrival notifications, berth planning, customs and immigration clearance, bunkers, fresh water, waste and provisions. We file Maritime NSW and SafeSeaNet reports for you.</p><p>Hull harbour master's office (ABP) can be reached directly at ${mailto('harbourmaster.hull@abp-ports.test')} for berthing restrictions.</p>`),
  });

  pages['/liner-services'] = page({
    path: '/liner-services',
    title: 'Liner services',
    main: node('Liner services', `<p>We are UK agents for the weekly Hull–Kristiansand–Bergen ro-ro service, departing Hull every Thursday at 18:00.</p>`),
  });

  pages['/port-agents'] = page({
    path: '/port-agents',
    title: 'Port agents',
    main: node('Port agents', `<p>Every vessel gets a named agent who stays with her from pre-arrival to sailing.</p><div class="view view-staff view-display-id-page_1"><div class="view-content">${AGENTS.map(agentRow).join('\n')}</div></div>`),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: node('News', `<div class="view view-news"><div class="views-row"><h2>Weekly Hull–Kristiansand service from October</h2><p>4 September 2025</p></div><div class="views-row"><h2>Immingham office moves to the Eastern Jetty</h2><p>11 March 2025</p></div></div>`),
  });

  pages['/news/weekly-hull-kristiansand-service'] = page({
    path: '/news/weekly-hull-kristiansand-service',
    title: 'Weekly Hull–Kristiansand service from October',
    main: node(
      'Weekly Hull–Kristiansand service from October',
      `<p>4 September 2025</p><p>From 2 October the ro-ro service calls Kristiansand every week instead of fortnightly, with a Bergen extension on alternate weeks. Paul Morley, who joins us as Line Manager for the North Sea service, takes bookings and trailer allocations at ${mailto(`pmorley@${HOST}`)}.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node(
      'Contact us',
      `<h2>Operations (24/7)</h2><p>${tel('+44 1482 221 900')} · ${mailto(`ops@${HOST}`)}</p>` +
        `<h2>Crew changes</h2><p>Crew Manager: Tom Hargreaves, ${CREW_SCRIPT}</p>` +
        `<h2>Chartering</h2><p>Kristian Johansen, Chartering Manager, kjohansen [at] ${HOST.split('.').join(' [dot] ')}</p>` +
        `<h2>Media</h2><p>Media enquiries: Sarah Cole, Communications Manager, ${tel('+44 1482 221 915')}, ${mailto(`scole@${HOST}`)}</p>` +
        `<h2>Newsletter</h2><form class="simplenews-subscriber-form" action="/contact" method="post"><label for="edit-mail">Email</label><input type="email" id="edit-mail" name="mail" placeholder="you@example.com"><input type="submit" value="Subscribe" class="button"></form>`,
    ),
  });

  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy notice', main: node('Privacy notice', `<p>Humber &amp; Skagerrak Shipping Agency Ltd is the controller of personal data collected through this website.</p>`) });
  pages['/cookie-policy'] = page({ path: '/cookie-policy', title: 'Cookies', main: node('Cookie policy', `<p>We use strictly necessary cookies and, with consent, Google Analytics.</p>`) });
  pages['/customer-portal'] = page({ path: '/customer-portal', title: 'Customer portal', main: node('Customer portal', `<p>Disbursement accounts and statements. Access requests: ${mailto(`portal@${HOST}`)}</p>`) });

  const main = ['/', '/port-agency', '/liner-services', '/port-agents', '/news', '/contact', '/privacy-notice', '/cookie-policy'];
  pages['/sitemaps/pages/sitemap.xml'] = xmlPage(urlset(HOST, main, '2025-09-04'));
  pages['/sitemaps/news/sitemap.xml'] = xmlPage(urlset(HOST, ['/news/weekly-hull-kristiansand-service'], '2025-09-04'));

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/login\nDisallow: /user/register\nDisallow: /customer-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/pages/sitemap.xml', '/sitemaps/news/sitemap.xml'], '2025-09-04'),
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-69',
      languages: ['en'],
      addresses: [
        { address: `ops@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...AGENTS.map((a) => ({
          address: `${a.local}@${HOST}`,
          name: a.name,
          title: a.title,
          ...(a.title.startsWith('Port Agent') ? { titleAlternatives: ['Port Agent'] } : {}),
          pages: ['/port-agents'],
          cases: ['rdfa', 'card', 'plain', lu, ...(a.shown.endsWith('FICS') ? ['post-nominal'] : []), ...(a.shown.startsWith('Capt.') ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `thargreaves@${HOST}`, name: 'Tom Hargreaves', title: 'Crew Manager', pages: ['/contact'], encoded: { kind: 'script', text: CREW_SCRIPT }, cases: ['title-name-line', 'script-protect'] },
        { address: `kjohansen@${HOST}`, name: 'Kristian Johansen', title: 'Chartering Manager', pages: ['/contact'], cases: ['name-title-line', 'obfuscated'] },
        { address: `scole@${HOST}`, name: 'Sarah Cole', title: 'Communications Manager', pages: ['/contact'], cases: ['label-line', 'plain'] },
        { address: `pmorley@${HOST}`, name: 'Paul Morley', title: 'Line Manager for the North Sea service', titleAlternatives: ['Line Manager'], pages: ['/news/weekly-hull-kristiansand-service'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/customer-portal'],
      nonAddresses: [
        { text: 'harbourmaster.hull@abp-ports.test', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
