/**
 * St Oswald's Church of England Primary School: a village primary school in Northumberland, on a
 * UK schools' website platform with hand-built templates. Staff in a "Role / Name / Email" table
 * with Mr, Mrs, Miss and a headteacher's NPQH after her name, the business manager's address
 * written by String.fromCharCode; the clerk to the governors in a definition list on the
 * governing board page, the office manager on a "Title: Name" line, the family support worker
 * in a sentence on an early-help page two links deep, the sports coach on a clubs page that only
 * the sitemap robots.txt names lists; the office mailbox as the JSON-LD contactPoint written
 * "mailto:", the PTA's mailbox in a newsletter next to a teacher's name; a retina crest, a
 * slider library's versioned CDN path, the caterer's address, the form placeholder, an old
 * address in a comment and the staff area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'stoswalds-ce-primary.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, [string, string][]][] = [
  ['/', 'Home', []],
  ['/about-us', 'About Us', [['/about-us/our-staff', 'Our Staff'], ['/about-us/governing-board', 'Governing Board']]],
  ['/parents', 'Parents', [['/parents/term-dates', 'Term Dates'], ['/parents/school-meals', 'School Meals']]],
  ['/news', 'News', []],
  ['/contact', 'Contact', []],
];

const theme: Theme = {
  host: HOST,
  siteName: "St Oswald's C of E Primary School",
  head: [
    `<link rel="stylesheet" href="/_site/data/files/css/main.min.css?v=2024.11.3">`,
    `<link rel="stylesheet" href="https://unpkg.com/swiper@11.1.4/swiper-bundle.min.css">`,
    `<link rel="icon" href="/_site/data/files/images/favicon.png">`,
  ],
  header: () =>
    `<a class="skip-link" href="#content">Skip to content</a><header class="site-header"><div class="site-header__top"><div class="container"><ul class="quicklinks"><li><a href="/parents/term-dates">Term Dates</a></li><li><a href="/contact">Contact Us</a></li><li><a href="/staff-area">Staff Login</a></li></ul></div></div>` +
    `<div class="container site-header__main"><a class="site-logo" href="/"><img src="/_site/data/files/images/st-oswalds-crest.png" srcset="/_site/data/files/images/st-oswalds-crest.png 1x, /_site/data/files/images/st-oswalds-crest@2x.png 2x" alt="St Oswald's C of E Primary School crest" width="96" height="110"><span class="site-logo__name">St Oswald's C of E Primary School</span><span class="site-logo__motto">Let your light shine</span></a></div>` +
    `<nav class="main-nav" aria-label="Main"><div class="container"><ul class="main-nav__list">${MENU.map(
      ([h, l, sub]) =>
        `<li class="main-nav__item${sub.length ? ' has-dropdown' : ''}"><a class="main-nav__link" href="${h}">${esc(l)}</a>${sub.length ? `<ul class="dropdown">${sub.map(([sh, sl]) => `<li><a href="${sh}">${esc(sl)}</a></li>`).join('')}</ul>` : ''}</li>`,
    ).join('')}</ul></div></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="container"><div class="site-footer__cols"><div class="site-footer__col"><h2>St Oswald's C of E Primary School</h2><p>Front Street, Wall, Hexham, Northumberland NE46 4EB</p><p>Tel: ${tel('01434 681 325')}<br>Email: ${mailto(`admin@${HOST}`)}</p><p>Headteacher: Mrs J. Whitfield</p></div>` +
    `<div class="site-footer__col"><ul class="footer-links"><li><a href="/privacy-notice">Privacy Notice</a></li><li><a href="/parents/term-dates">Term Dates</a></li><li><a href="/contact">Contact</a></li></ul><p class="footer-logos"><img src="/_site/data/files/images/ofsted-good.png" alt="Ofsted Good" width="90" height="90"> <img src="/_site/data/files/images/diocese-newcastle.png" alt="Diocese of Newcastle" width="120" height="60"></p></div></div>` +
    `<p class="site-footer__legal">© 2025 St Oswald's C of E Primary School. A voluntary aided school in the Diocese of Newcastle. Website by a schools' web design company.</p></div></footer>`,
  privacyPath: { en: '/privacy-notice' },
  bodyEnd: [`<script src="https://unpkg.com/swiper@11.1.4/swiper-bundle.min.js"></script>`, `<script src="/_site/data/files/js/site.min.js?v=2024.11.3"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

const content = (title: string, html: string, crumbs: [string, string][] = []): string =>
  `<div class="page-banner"><div class="container"><h1 class="page-title">${esc(title)}</h1><ol class="breadcrumbs"><li><a href="/">Home</a></li>${crumbs.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}<li aria-current="page">${esc(title)}</li></ol></div></div><div class="container page-content"><div class="content-area">${html}</div></div>`;

type Staff = { role: string; shown: string; name: string; local: string; honorific: boolean; post?: boolean; alt?: string[]; script?: boolean };
const STAFF: Staff[] = [
  { role: 'Headteacher', shown: 'Mrs Joanne Whitfield NPQH', name: 'Joanne Whitfield', local: 'j.whitfield', honorific: true, post: true, alt: ['Headteacher and Designated Safeguarding Lead'] },
  { role: 'Deputy Headteacher and Year 5/6 Teacher', shown: 'Mr Daniel Pattinson', name: 'Daniel Pattinson', local: 'd.pattinson', honorific: true, alt: ['Deputy Headteacher'] },
  { role: 'SENCo', shown: 'Mrs Rachel Armstrong', name: 'Rachel Armstrong', local: 'r.armstrong', honorific: true, alt: ['Special Educational Needs Co-ordinator'] },
  { role: 'School Business Manager', shown: 'Mrs Linda Charlton', name: 'Linda Charlton', local: 'l.charlton', honorific: true, script: true },
  { role: 'EYFS Lead and Reception Teacher', shown: 'Miss Hannah Robson', name: 'Hannah Robson', local: 'h.robson', honorific: true, alt: ['EYFS Lead', 'Reception Teacher'] },
];

const LINDA = `l.charlton@${HOST}`;
const lindaScript = `<script>var e = String.fromCharCode(${charCodes(LINDA)}); document.write('<a href="mailto:' + e + '">' + e + '</a>');</script>`;

export function stOswaldsPrimary(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Welcome',
    description: "St Oswald's is a small Church of England primary school in the village of Wall, near Hexham, for children aged 4 to 11.",
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ElementarySchool',
        name: "St Oswald's C of E Primary School",
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/_site/data/files/images/st-oswalds-crest@2x.png`,
        address: { '@type': 'PostalAddress', streetAddress: 'Front Street, Wall', addressLocality: 'Hexham', addressRegion: 'Northumberland', postalCode: 'NE46 4EB', addressCountry: 'GB' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'school office', telephone: '+44 1434 681325', email: `mailto:admin@${HOST}` },
      },
    ],
    main:
      `<div class="swiper hero-slider"><div class="swiper-wrapper"><div class="swiper-slide"><img src="/_site/data/files/images/slider/forest-school.jpg" alt="Forest school in the woods behind the playing field"></div><div class="swiper-slide"><img src="/_site/data/files/images/slider/harvest.jpg" alt="Harvest festival at St Oswald's church"></div></div><div class="swiper-pagination"></div></div>` +
      content(
        "Welcome to St Oswald's",
        `<p>Thank you for visiting our website. We are a small, happy village school of 98 pupils in four mixed-age classes, with a forest school area, a very muddy field and a close partnership with St Oswald's Church next door.</p><p>If you would like to look round, please ring the school office – we love showing visitors what our children can do.</p><p>Mrs J. Whitfield, Headteacher</p>`,
      ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    main: content('About Us', `<p>Our vision, rooted in Matthew 5:16, is that every child lets their light shine. Find out more about the people who make our school what it is.</p><ul class="subpage-list"><li><a href="/about-us/our-staff">Our Staff</a></li><li><a href="/about-us/governing-board">Governing Board</a></li></ul>`),
  });

  pages['/about-us/our-staff'] = page({
    path: '/about-us/our-staff',
    title: 'Our Staff',
    main: content(
      'Our Staff',
      `<p>You can contact any member of staff through the school office, or directly by email. Class teachers read emails at the end of the school day.</p>` +
        `<table class="staff-table"><thead><tr><th>Role</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.role)}</td><td>${esc(s.shown)}</td><td>${s.script ? lindaScript : mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `<tr><td>Year 3/4 Teacher</td><td>Mr Owen Charlton</td><td>via the school office</td></tr><tr><td>Teaching Assistants</td><td>Mrs Gemma Hall, Mrs Kelly Routledge</td><td></td></tr></tbody></table>` +
        `<p>Our Designated Safeguarding Lead is Mrs Whitfield; the Deputy DSL is Mr Pattinson.</p>`,
      [['/about-us', 'About Us']],
    ),
  });

  pages['/about-us/governing-board'] = page({
    path: '/about-us/governing-board',
    title: 'Governing Board',
    main: content(
      'Governing Board',
      `<p>Our governors support the headteacher, hold the school to account and make sure we stay true to our Christian foundation.</p>` +
        `<dl class="governors"><dt>Chair of Governors (Foundation Governor)</dt><dd>The Revd Canon Peter Dodd</dd><dt>Vice-Chair (Parent Governor)</dt><dd>Mr Tom Heslop</dd><dt>Local Authority Governor</dt><dd>Cllr Margaret Telfer</dd>` +
        `<dt>Clerk to the Governing Board</dt><dd>Mrs Susan Elliott<br>${mailto(`s.elliott@${HOST}`)}</dd></dl>` +
        `<p>Letters to the Chair of Governors can be left at the school office in a sealed envelope marked "Chair of Governors".</p>`,
      [['/about-us', 'About Us']],
    ),
  });

  pages['/parents'] = page({
    path: '/parents',
    title: 'Parents',
    main: content('Parents', `<ul class="subpage-list"><li><a href="/parents/term-dates">Term Dates</a></li><li><a href="/parents/school-meals">School Meals</a></li><li><a href="/parents/early-help">Early Help and Family Support</a></li></ul>`),
  });

  pages['/parents/term-dates'] = page({ path: '/parents/term-dates', title: 'Term Dates', main: content('Term Dates', `<table class="term-dates"><tbody><tr><td>Autumn term 2025</td><td>Wednesday 3 September – Friday 19 December</td></tr><tr><td>Spring term 2026</td><td>Monday 5 January – Friday 27 March</td></tr><tr><td>Summer term 2026</td><td>Monday 13 April – Tuesday 21 July</td></tr></tbody></table><p>INSET days: 1 and 2 September, 5 January, 13 April, 22 July.</p>`, [['/parents', 'Parents']]) });

  pages['/parents/school-meals'] = page({
    path: '/parents/school-meals',
    title: 'School Meals',
    main: content(
      'School Meals',
      `<p>Hot meals are cooked every day in our own kitchen and cost £2.60. All children in Reception, Year 1 and Year 2 receive a free school meal under the Universal Infant Free School Meals scheme.</p><p>Meals are provided by Northumbrian School Catering; for menu questions you can contact them on enquiries@northumbrian-school-catering.co.uk. Please pay for meals through ParentPay.</p>`,
      [['/parents', 'Parents']],
    ),
  });

  pages['/parents/early-help'] = page({
    path: '/parents/early-help',
    title: 'Early Help and Family Support',
    main: content(
      'Early Help and Family Support',
      `<p>Every family goes through difficult times. Early help means getting support as soon as a problem starts, before it gets bigger – whether that is sleep, behaviour, money worries, or a change at home.</p>` +
        `<p>Our Family Support Worker, Mrs Claire Dixon, is in school on Tuesdays and Thursdays and is happy to meet parents in confidence; you can contact her at ${mailto(`c.dixon@${HOST}`)} or through the office.</p>` +
        `<p>If you are worried that a child is at risk of harm, call Northumberland's One Call on ${tel('01670 536 400')}.</p>`,
      [['/parents', 'Parents']],
    ),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: content('News', `<div class="news-list"><article class="news-item"><h2><a href="/news/spring-newsletter-2025">Spring Newsletter 2025</a></h2><p class="news-item__date">28 March 2025</p></article></div>`),
  });

  pages['/news/spring-newsletter-2025'] = page({
    path: '/news/spring-newsletter-2025',
    title: 'Spring Newsletter 2025',
    main: content(
      'Spring Newsletter 2025',
      `<p class="news-item__date">28 March 2025</p><p>What a busy term! Class 4 performed their Viking saga at the Queen's Hall in Hexham, and the whole school walked to St Oswald's Church for our Easter service.</p>` +
        `<p>A huge thank you to Miss Robson and the Reception parents for organising the Easter bonnet parade. The Friends of St Oswald's raised £640 at the Mother's Day stall; if you would like to help with the summer fair, please email friends@${HOST}.</p>` +
        `<p>School closes for Easter on Friday 4 April at 2pm.</p>`,
      [['/news', 'News']],
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: content(
      'Contact Us',
      `<p>St Oswald's C of E Primary School<br>Front Street, Wall<br>Hexham, Northumberland NE46 4EB</p><p>Telephone: ${tel('01434 681 325')}<br>Email: ${mailto(`admin@${HOST}`)}</p><p>The school office is open 8.15am – 4pm, Monday to Friday, in term time.</p>` +
        `<p>Office Manager: Mrs Karen Bell – ${mailto(`k.bell@${HOST}`)}</p>` +
        `<p>Please report absences by 9.15am on the first day by telephone.</p>` +
        `<!-- absence line email switched off Sept 2024: absence@${HOST} -->` +
        `<form class="contact-form" action="/contact" method="post"><p><label for="cf-name">Your name</label><input id="cf-name" name="name" type="text" required></p><p><label for="cf-email">Your email</label><input id="cf-email" name="email" type="email" placeholder="yourname@email.com" required></p><p><label for="cf-msg">Message</label><textarea id="cf-msg" name="message" rows="6"></textarea></p><p><button type="submit">Send message</button></p></form>`,
    ),
  });

  pages['/clubs'] = page({
    path: '/clubs',
    title: 'After-School Clubs',
    main: content(
      'After-School Clubs',
      `<table class="clubs"><tbody><tr><td>Monday</td><td>Football (Years 3–6)</td></tr><tr><td>Wednesday</td><td>Multi-skills (Reception–Year 2)</td></tr><tr><td>Thursday</td><td>Cross-country and netball</td></tr></tbody></table><p>Clubs run until 4.15pm and cost £2 per session.</p>` +
        `<p>Mr Ryan Nixon, Sports Coach – ${mailto(`r.nixon@${HOST}`)}</p>`,
    ),
  });

  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy Notice', main: content('Privacy Notice', `<p>The school is the data controller for the personal information we process about pupils and their families. Our Data Protection Officer is provided by Northumberland County Council's schools' DPO service.</p>`) });

  pages['/staff-area'] = page({ path: '/staff-area', title: 'Staff Area', main: content('Staff Area', `<p>Staff login. Forgotten your password? Email itsupport@${HOST}.</p>`) });

  pages['/sitemaps/site-map.xml'] = xmlPage(
    urlset(HOST, ['/', '/about-us', '/about-us/our-staff', '/about-us/governing-board', '/parents', '/parents/term-dates', '/parents/school-meals', '/parents/early-help', '/news', '/news/spring-newsletter-2025', '/clubs', '/contact', '/privacy-notice'], '2025-03-28'),
  );

  const staff = (s: Staff): CrawlWorldSite['truth']['addresses'][number] => ({
    address: `${s.local}@${HOST}`,
    name: s.name,
    title: s.role,
    ...(s.alt ? { titleAlternatives: s.alt } : {}),
    pages: ['/about-us/our-staff'],
    ...(s.script ? { encoded: { kind: 'script' as const, text: lindaScript } } : {}),
    cases: ['table', s.script ? 'script-charcode' : 'plain', ...(s.honorific ? ['honorific' as CaseKind] : []), ...(s.post ? ['post-nominal' as CaseKind] : [])],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /staff-area\nDisallow: /_site/admin/\n\nSitemap: ${ORIGIN}/sitemaps/site-map.xml\n`,
      pages,
      headers: { Server: 'Microsoft-IIS/10.0', 'X-Powered-By': 'ASP.NET' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-28',
      languages: ['en'],
      addresses: [
        { address: `admin@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        ...STAFF.map(staff),
        { address: `s.elliott@${HOST}`, name: 'Susan Elliott', title: 'Clerk to the Governing Board', titleAlternatives: ['Clerk to the Governors'], pages: ['/about-us/governing-board'], cases: ['definition-list', 'honorific', 'plain'] },
        { address: `k.bell@${HOST}`, name: 'Karen Bell', title: 'Office Manager', pages: ['/contact'], cases: ['title-name-line', 'honorific', 'plain'] },
        { address: `c.dixon@${HOST}`, name: 'Claire Dixon', title: 'Family Support Worker', pages: ['/parents/early-help'], cases: ['prose', 'honorific', 'plain', 'deep-page', 'link-english-unlisted'] },
        { address: `r.nixon@${HOST}`, name: 'Ryan Nixon', title: 'Sports Coach', pages: ['/clubs'], cases: ['name-title-line', 'honorific', 'plain', 'sitemap-robots'] },
        { address: `friends@${HOST}`, name: null, title: null, pages: ['/news/spring-newsletter-2025'], cases: ['role', 'neighbour', 'plain', 'deep-page'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/staff-area'],
      nonAddresses: [
        { text: `itsupport@${HOST}`, kind: 'disallowed' },
        { text: `absence@${HOST}`, kind: 'comment' },
        { text: 'st-oswalds-crest@2x.png', kind: 'retina' },
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: 'enquiries@northumbrian-school-catering.co.uk', kind: 'other-company' },
        { text: 'yourname@email.com', kind: 'placeholder' },
      ],
    },
  };
}
