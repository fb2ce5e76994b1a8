/**
 * Kelsmoor Libraries: a borough council's library service in the north of England, on LocalGov
 * Drupal. British English; the service manager on a "Title: Name" line, the branch contacts in a
 * table, the local studies librarian ("Dr", no full stop) in a sentence with her address pieced
 * together by a script, the children's librarian in a card, the home library service's
 * coordinator and mailbox (also a JSON-LD contactPoint), and a summer reading news item listed
 * only in the sitemap that robots.txt names at a path of its own; the e-lending supplier's
 * address, the card form's placeholder, an old address in a comment and the staff area
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kelsmoor-libraries.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/our-libraries', 'Our libraries'],
  ['/borrowing', 'Borrowing and renewing'],
  ['/local-and-family-history', 'Local and family history'],
  ['/children-and-families', 'Children and families'],
  ['/home-library-service', 'Home Library Service'],
  ['/about-us', 'About the service'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kelsmoor Libraries',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_lgd_base_k2Z8vQ0aP1nX.css?delta=0&amp;language=en&amp;theme=localgov_base">`,
    `<script async src="https://www.googletagmanager.com/gtag/js?id=G-K3LM00R5QX"></script>`,
  ],
  header: () =>
    `<a href="#main-content" class="skip-link visually-hidden focusable">Skip to main content</a><header class="lgd-header" role="banner"><div class="lgd-container padding-horizontal"><div class="lgd-header__inner"><div class="lgd-header__site-branding"><a href="/" rel="home" class="lgd-header__logo-link"><img src="/themes/custom/kelsmoor/logo.svg" alt="Kelsmoor Libraries home" width="200" height="56"></a></div>` +
    `<nav class="lgd-header__nav lgd-header__nav--primary" aria-label="Main"><ul class="lgd-header__menu">${MENU.map(([h, l]) => `<li class="lgd-header__menu-item"><a href="${h}" class="lgd-header__menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></header>`,
  footer: () =>
    `<footer class="lgd-footer"><div class="lgd-container padding-horizontal"><div class="lgd-footer__inner"><div class="lgd-footer__block"><h2 class="lgd-footer__heading">Contact</h2><p>Kelsmoor Central Library, Market Street, Kelsmoor KL1 2AB<br>${tel('01632 960 418')}<br>${mailto(`libraries@${HOST}`)}</p></div>` +
    `<div class="lgd-footer__block"><ul class="lgd-footer__menu"><li><a href="/accessibility-statement">Accessibility statement</a></li><li><a href="/privacy-notice">Privacy notice</a></li><li><a href="/staff-area">Staff area</a></li></ul><p>Kelsmoor Libraries is a service of Kelsmoor Borough Council.</p></div></div></div></footer>`,
  privacyPath: { en: '/privacy-notice' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const body = (html: string) => `<div class="lgd-container padding-horizontal"><div class="lgd-row"><div class="lgd-row__full"><article class="localgov-services-page"><div class="localgov-services-page__body field--name-body">${html}</div></article></div></div></div>`;

const ELLISON_SCRIPT = `<script>var lsUser='margaret'+'.'+'ellison';var lsHost='kelsmoor-'+'libraries'+'.test';document.getElementById('ls-mail').innerHTML='<a href="mailto:'+lsUser+'@'+lsHost+'">'+lsUser+'@'+lsHost+'</a>';</script>`;

type Branch = { library: string; address: string; name: string; role: string; mail: string };
const BRANCHES: Branch[] = [
  { library: 'Kelsmoor Central Library', address: 'Market Street, KL1 2AB', name: 'Rachel Okafor', role: 'Central Library Manager', mail: 'rachel.okafor' },
  { library: 'Eastbrook Library', address: 'Eastbrook Road, KL4 7DN', name: 'Tom Ashdown', role: 'Branch Librarian', mail: 'tom.ashdown' },
  { library: 'Millfield Library and Community Hub', address: 'Millfield Parade, KL6 3QT', name: 'Priya Chauhan', role: 'Branch Librarian', mail: 'priya.chauhan' },
];

export function kelsmoorLibraries(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: body(
      `<h1>Welcome to Kelsmoor Libraries</h1><p>Borrow books, ebooks and audiobooks for free, use a computer, print and scan, or join one of our clubs. Membership is free for everyone who lives, works or studies in Kelsmoor.</p>` +
        `<ul class="lgd-teaser-list"><li><a href="/our-libraries">Find your nearest library</a></li><li><a href="/borrowing">Join the library</a></li><li><a href="/children-and-families">Rhymetime and Lego club</a></li><li><a href="/local-and-family-history">Research your family history</a></li></ul>`,
    ),
  });

  pages['/our-libraries'] = page({
    path: '/our-libraries',
    title: 'Our libraries',
    main: body(
      `<h1>Our libraries</h1><table class="table--striped"><caption>Library contacts</caption><thead><tr><th scope="col">Library</th><th scope="col">Address</th><th scope="col">Contact</th><th scope="col">Role</th><th scope="col">Email</th></tr></thead><tbody>` +
        BRANCHES.map((b) => `<tr><td>${esc(b.library)}</td><td>${esc(b.address)}</td><td>${esc(b.name)}</td><td>${esc(b.role)}</td><td>${mailto(`${b.mail}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table><p>Eastbrook and Millfield are closed on Wednesdays and Sundays.</p><!-- Hollins Green closed March 2024: hollins.green@${HOST} -->`,
    ),
  });

  pages['/borrowing'] = page({
    path: '/borrowing',
    title: 'Borrowing and renewing',
    main: body(
      `<h1>Borrowing and renewing</h1><p>You can borrow up to 20 items for three weeks and renew them online twice. There are no overdue charges for children's books.</p><h2>Join online</h2>` +
        `<form class="webform-submission-form" action="/borrowing" method="post"><div class="form-item"><label for="edit-full-name">Full name</label><input type="text" id="edit-full-name" name="full_name" class="form-text"></div><div class="form-item"><label for="edit-email">Email address</label><input type="email" id="edit-email" name="email" class="form-email" placeholder="name@example.com"></div><button class="button js-form-submit form-submit" type="submit">Join</button></form>` +
        `<p>Problems with the ebook app? Contact our supplier's helpdesk at support@readerhub-elending.co.uk.</p>`,
    ),
  });

  pages['/local-and-family-history'] = page({
    path: '/local-and-family-history',
    title: 'Local and family history',
    main: body(
      `<h1>Local and family history</h1><p>The Local Studies Room at Central Library holds parish registers on microfilm, census returns, trade directories, maps and the Kelsmoor Courier from 1856.</p>` +
        `<p>Our Local Studies Librarian, Dr Margaret Ellison, is happy to help with research enquiries by email at <span id="ls-mail">[enable JavaScript to see the address]</span>${ELLISON_SCRIPT} – please allow ten working days for a reply.</p>`,
    ),
  });

  pages['/children-and-families'] = page({
    path: '/children-and-families',
    title: 'Children and families',
    main: body(
      `<h1>Children and families</h1><p>Rhymetime for under-5s every Tuesday and Friday at 10.30am at Central and Eastbrook; Lego club on Saturdays.</p>` +
        `<div class="localgov-card"><img src="/sites/default/files/styles/card/public/2024-06/kerry-doyle.jpg" alt="Kerry Doyle reading to a group of toddlers" width="480" height="320"><div class="localgov-card__content"><h3 class="localgov-card__title">Kerry Doyle</h3><p class="localgov-card__role">Children's and Young People's Librarian</p><p>Class visits, Bookstart packs and school holiday events.</p><p>${mailto(`kerry.doyle@${HOST}`)}</p></div></div>`,
    ),
  });

  pages['/home-library-service'] = page({
    path: '/home-library-service',
    title: 'Home Library Service',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Library',
        name: 'Kelsmoor Libraries',
        url: `${ORIGIN}/`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'Home Library Service', email: `homelibrary@${HOST}`, telephone: '+44 1632 960 425' },
      },
    ],
    main: body(
      `<h1>Home Library Service</h1><p>If you cannot get to a library because of illness, disability or caring responsibilities, our volunteers will bring books, talking books and large print to your door every three weeks.</p>` +
        `<p>To register, email ${mailto(`homelibrary@${HOST}`)} or call ${tel('01632 960 425')}.</p><p>Home Library Service Coordinator: Joan Baxter, ${mailto(`joan.baxter@${HOST}`)}</p>`,
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About the service',
    main: body(
      `<h1>About the service</h1><p>Kelsmoor Libraries runs three libraries, a mobile library and the Home Library Service, with 38 staff and over 90 volunteers.</p>` +
        `<p>Library Services Manager: Helen Whitcombe, ${mailto(`helen.whitcombe@${HOST}`)}</p><p>Comments, compliments and complaints go through the council's corporate feedback process.</p>`,
    ),
  });

  // Listed only in the sitemap robots.txt names.
  pages['/news/summer-reading-challenge-2025'] = page({
    path: '/news/summer-reading-challenge-2025',
    title: 'Summer Reading Challenge 2025',
    main: body(
      `<h1>Summer Reading Challenge 2025: Story Garden</h1><p class="localgov-news-date">Published 2 June 2025</p><p>Children aged 4 to 11 can sign up at any Kelsmoor library from 12 July. Read six library books over the summer and collect stickers and a medal.</p>` +
        `<p>Schools and community groups wanting a visit should contact Sam Fletcher, Reader Development Officer, at ${mailto(`sam.fletcher@${HOST}`)}.</p>`,
    ),
  });

  pages['/accessibility-statement'] = page({ path: '/accessibility-statement', title: 'Accessibility statement', main: body(`<h1>Accessibility statement</h1><p>This website is run by Kelsmoor Libraries. We want as many people as possible to be able to use it.</p>`) });
  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy notice', main: body(`<h1>Privacy notice</h1><p>Kelsmoor Borough Council is the data controller for library membership records.</p>`) });
  pages['/staff-area'] = page({ path: '/staff-area', title: 'Staff area', main: body(`<h1>Staff area</h1><p>Rota swaps: ${mailto(`rota@${HOST}`)}</p>`) });
  pages['/sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/our-libraries', '/borrowing', '/local-and-family-history', '/children-and-families', '/home-library-service', '/about-us', '/news/summer-reading-challenge-2025'], '2025-06-02'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /admin/\nDisallow: /user/\nDisallow: /staff-area\nDisallow: /search/\n\nSitemap: ${ORIGIN}/sitemaps/pages.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Drupal-Cache': 'HIT', 'X-Generator': 'Drupal 10 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-24',
      languages: ['en'],
      addresses: [
        { address: `libraries@${HOST}`, name: null, title: null, pages: ['/', '/about-us'], cases: ['role', 'plain'] },
        ...BRANCHES.map((b) => ({ address: `${b.mail}@${HOST}`, name: b.name, title: b.role, pages: ['/our-libraries'], cases: ['table', 'plain', 'link-english-unlisted'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        {
          address: `margaret.ellison@${HOST}`,
          name: 'Margaret Ellison',
          title: 'Local Studies Librarian',
          pages: ['/local-and-family-history'],
          encoded: { kind: 'script', text: ELLISON_SCRIPT },
          cases: ['prose', 'honorific', 'script-concat', 'link-english-unlisted'],
        },
        { address: `kerry.doyle@${HOST}`, name: 'Kerry Doyle', title: "Children's and Young People's Librarian", pages: ['/children-and-families'], cases: ['card', 'plain', 'link-english-unlisted'] },
        { address: `homelibrary@${HOST}`, name: null, title: null, pages: ['/home-library-service'], cases: ['role', 'json-ld-contact-point', 'plain', 'link-english-unlisted'] },
        { address: `joan.baxter@${HOST}`, name: 'Joan Baxter', title: 'Home Library Service Coordinator', pages: ['/home-library-service'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] },
        { address: `helen.whitcombe@${HOST}`, name: 'Helen Whitcombe', title: 'Library Services Manager', pages: ['/about-us'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] },
        { address: `sam.fletcher@${HOST}`, name: 'Sam Fletcher', title: 'Reader Development Officer', pages: ['/news/summer-reading-challenge-2025'], cases: ['name-title-line', 'prose', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/staff-area'],
      nonAddresses: [
        { text: `hollins.green@${HOST}`, kind: 'comment' },
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: 'support@readerhub-elending.co.uk', kind: 'other-company' },
        { text: 'name@example.com', kind: 'placeholder' },
      ],
    },
  };
}
