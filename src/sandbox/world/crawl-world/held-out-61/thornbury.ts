/**
 * Thornbury Libraries: a district council's public library service in England, on LocalGov
 * Drupal, in English. "Who's who" two links from home as directory cards carrying schema.org RDFa
 * (Dr before a name, MCLIP after it); branch pages with "Branch Manager: Name, address" and a
 * senior assistant in running text; the local studies librarian as "Name, Title, name [at] domain
 * [dot] test"; the volunteer coordinator in running text; the contact page's JSON-LD holding the
 * central library's manager inside a department, nowhere else. The council press office, a git
 * clone URL, an old address in a comment and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'thornbury-libraries.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/branches', 'Branches and opening times'],
  ['/events', 'Events and activities'],
  ['/local-studies', 'Local studies and archives'],
  ['/get-involved', 'Get involved'],
  ['/about-us', 'About the library service'],
  ['/contact-us', 'Contact us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Thornbury Libraries',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/core/themes/stable9/css/system/components/align.module.css?sq7w3k">',
    '<link rel="stylesheet" media="all" href="/themes/contrib/localgov_base/css/base.css?sq7w3k">',
    '<link rel="stylesheet" media="all" href="/themes/custom/thornbury/css/thornbury.css?sq7w3k">',
    '<script src="https://cc.cdn.civiccomputing.com/9/cookieControl-9.x.min.js"></script>',
  ],
  header: (p) =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>` +
    `<header class="lgd-header"><div class="lgd-container padding-horizontal"><div class="lgd-header__inner"><div class="lgd-header__site-branding"><a href="/" rel="home" class="lgd-header__logo"><img src="/themes/custom/thornbury/logo.svg" alt="Thornbury Libraries home"></a></div>` +
    `<nav class="lgd-header__nav lgd-header__nav--primary" aria-label="Main"><ul class="lgd-header__nav-list">${MENU.map(([h, l]) => `<li class="lgd-header__nav-item"><a href="${h}"${p.path.startsWith(h) ? ' class="is-active" aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul></nav></div></div></header>`,
  footer: () =>
    `<footer class="lgd-footer"><div class="lgd-container padding-horizontal"><div class="lgd-region lgd-region--footer"><nav aria-label="Footer"><ul class="menu"><li class="menu-item"><a href="/privacy">Privacy notice</a></li><li class="menu-item"><a href="/accessibility">Accessibility statement</a></li><li class="menu-item"><a href="/staff">Staff intranet</a></li></ul></nav>` +
    `<p>Thornbury Libraries is run by Thornbury District Council, Council Offices, Castle Street, Thornbury TB1 4QX.</p><p>© 2025 Thornbury District Council</p></div></div></footer></div>` +
    `<script>var config = { apiKey: 'b3a9f2c1d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3', product: 'PRO_MULTISITE', initialState: 'notify', text: { title: 'This site uses cookies', intro: 'Some of these cookies are essential, while others help us to improve your experience.' }, statement: { description: 'For more detailed information, please check our', name: 'privacy notice', url: '/privacy' } }; CookieControl.load(config);</script>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const crumbs = (trail: [string, string][]): string =>
  `<nav class="lgd-breadcrumbs" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol class="lgd-breadcrumbs__items"><li class="lgd-breadcrumbs__item"><a href="/">Home</a></li>${trail.map(([h, l]) => `<li class="lgd-breadcrumbs__item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ol></nav>`;
const article = (title: string, body: string, trail: [string, string][] = []): string =>
  `<div class="lgd-container padding-horizontal">${crumbs(trail)}<a id="main-content" tabindex="-1"></a><article class="lgd-page"><h1 class="lgd-page-title-block__title">${esc(title)}</h1><div class="lgd-prose field field--name-body field--type-text-with-summary">${body}</div></article></div>`;

type Person = { prefix?: string; name: string; suffix?: string; title: string; local: string };
const WHO: Person[] = [
  { prefix: 'Dr', name: 'Helen Marsh', suffix: 'MCLIP', title: 'Head of Libraries, Heritage and Archives', local: 'helen.marsh' },
  { name: 'Gareth Pryce', title: 'Libraries Operations Manager', local: 'gareth.pryce' },
  { name: 'Priya Chauhan', suffix: 'MCLIP', title: 'Reader Development and Learning Manager', local: 'priya.chauhan' },
  { name: 'Tom Walsh', title: 'Digital Services Lead', local: 'tom.walsh' },
  { name: 'Lucy Brennan', title: "Children's and Young People's Librarian", local: 'lucy.brennan' },
];
const rdfaCard = (p: Person): string =>
  `<article class="localgov-directory-person" vocab="https://schema.org/" typeof="Person"><h3 class="localgov-directory-person__name">${p.prefix ? `<span property="honorificPrefix">${p.prefix}</span> ` : ''}<span property="name">${esc(p.name)}</span>${p.suffix ? ` <span property="honorificSuffix">${p.suffix}</span>` : ''}</h3>` +
  `<p class="localgov-directory-person__role" property="jobTitle">${esc(p.title)}</p><p class="localgov-directory-person__email"><a property="email" href="mailto:${p.local}@${HOST}">${p.local}@${HOST}</a></p></article>`;

export function thornbury(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main:
      `<div class="lgd-container padding-horizontal"><div class="localgov-hero"><h1>Borrow, learn, discover</h1><p>Six libraries, a mobile library and 24/7 eBooks and eAudiobooks with your library card.</p><p><a class="button" href="/branches">Find your library</a></p></div>` +
      `<ul class="lgd-teaser-list"><li><a href="/events">Rhyme time, code clubs and author talks</a></li><li><a href="/local-studies">Trace your family history</a></li><li><a href="/get-involved">Volunteer with us</a></li></ul></div>`,
  });

  pages['/branches'] = page({
    path: '/branches',
    title: 'Branches and opening times',
    main: article('Branches and opening times', `<ul><li><a href="/branches/central">Thornbury Central Library</a> – Mon–Sat 9am–6pm</li><li><a href="/branches/north-hill">North Hill Library</a> – Tue, Thu, Sat</li><li><a href="/branches/riverside">Riverside Library</a> – Mon, Wed, Fri</li></ul>`),
  });
  pages['/branches/central'] = page({ path: '/branches/central', title: 'Thornbury Central Library', main: article('Thornbury Central Library', '<p>Castle Street, Thornbury TB1 4QX. Public computers, study spaces, the Local Studies room and a café.</p>', [['/branches', 'Branches and opening times']]) });
  pages['/branches/north-hill'] = page({
    path: '/branches/north-hill',
    title: 'North Hill Library',
    main: article('North Hill Library', `<p>North Hill Community Centre, Station Road TB4 2LE. Tuesday and Thursday 10am–5pm, Saturday 9am–1pm.</p><p>Branch Manager: Joanne Fletcher, ${mailto(`joanne.fletcher@${HOST}`)}</p>`, [['/branches', 'Branches and opening times']]),
  });
  pages['/branches/riverside'] = page({
    path: '/branches/riverside',
    title: 'Riverside Library',
    main: article(
      'Riverside Library',
      `<p>Mill Lane, Riverside TB6 8RA. Monday, Wednesday and Friday 10am–4pm.</p><p>Riverside is looked after by Kevin Ng, our Senior Library Assistant, who is happy to help with room bookings – email ${mailto(`kevin.ng@${HOST}`)} or call ${tel('01632 960 552')}.</p>`,
      [['/branches', 'Branches and opening times']],
    ),
  });

  pages['/events'] = page({ path: '/events', title: 'Events and activities', main: article('Events and activities', '<p>Rhyme time every Monday 10.30am at Central. Code club for 9–13 year olds on Thursdays. Book tickets at any library.</p>') });

  pages['/local-studies'] = page({
    path: '/local-studies',
    title: 'Local studies and archives',
    main: article(
      'Local studies and archives',
      `<p>Our Local Studies room at Central holds parish registers on microfilm, census returns, trade directories and the Thornbury Gazette from 1854.</p><p>Alan Pike, Local Studies Librarian, alan.pike [at] thornbury-libraries [dot] test</p><p>Please book a microfilm reader at least two days ahead.</p>`,
    ),
  });

  pages['/get-involved'] = page({ path: '/get-involved', title: 'Get involved', main: article('Get involved', `<ul><li><a href="/get-involved/volunteering">Volunteering</a></li><li><a href="/get-involved/friends">Friends of Thornbury Libraries</a></li></ul>`) });
  pages['/get-involved/friends'] = page({ path: '/get-involved/friends', title: 'Friends of Thornbury Libraries', main: article('Friends of Thornbury Libraries', '<p>The Friends raise money for events and the summer reading challenge.</p>', [['/get-involved', 'Get involved']]) });
  pages['/get-involved/volunteering'] = page({
    path: '/get-involved/volunteering',
    title: 'Volunteering',
    main: article(
      'Volunteering',
      `<p>Volunteers help with the Summer Reading Challenge, Digital Buddies sessions and our home library service. To find out more, contact our Volunteer Coordinator, Rachel Doyle, on ${tel('01632 960 418')} or email ${mailto(`rachel.doyle@${HOST}`)}.</p>`,
      [['/get-involved', 'Get involved']],
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About the library service',
    main: article(
      'About the library service',
      `<p>Thornbury Libraries is part of the council's Communities directorate.</p><ul><li><a href="/about-us/whos-who">Who's who in the library service</a></li><li><a href="/about-us/digital">Digital services and open code</a></li><li><a href="/about-us/plans">Library strategy 2024–2029</a></li></ul>`,
    ),
  });
  pages['/about-us/plans'] = page({ path: '/about-us/plans', title: 'Library strategy 2024–2029', main: article('Library strategy 2024–2029', '<p>Our five-year strategy was agreed by Cabinet in March 2024.</p>', [['/about-us', 'About the library service']]) });
  pages['/about-us/whos-who'] = page({
    path: '/about-us/whos-who',
    title: "Who's who",
    main:
      article("Who's who in the library service", `<p>Please use <a href="/contact-us">the general contact details</a> for renewals, reservations and fines.</p>`, [['/about-us', 'About the library service']]) +
      `<!-- previous head of service mailbox, retired 2023: libraries.head@${HOST} -->` +
      `<div class="lgd-container padding-horizontal"><div class="localgov-directory-people">${WHO.map(rdfaCard).join('')}</div></div>`,
  });
  pages['/about-us/digital'] = page({
    path: '/about-us/digital',
    title: 'Digital services and open code',
    main: article(
      'Digital services and open code',
      `<p>Our catalogue theme and opening-hours widget are published as open source for other library services to reuse:</p><pre><code>git clone git@code.thornbury-council.test:libraries/catalogue-theme.git</code></pre>`,
      [['/about-us', 'About the library service']],
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact us',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Library',
        name: 'Thornbury Libraries',
        url: `${ORIGIN}/`,
        email: `libraries@${HOST}`,
        telephone: '+44 1632 960400',
        parentOrganization: { '@type': 'GovernmentOrganization', name: 'Thornbury District Council' },
        department: [
          {
            '@type': 'Library',
            name: 'Thornbury Central Library',
            address: { '@type': 'PostalAddress', streetAddress: 'Castle Street', addressLocality: 'Thornbury', postalCode: 'TB1 4QX', addressCountry: 'GB' },
            employee: { '@type': 'Person', name: 'Sarah Whitmore', jobTitle: 'Central Library Manager', email: `sarah.whitmore@${HOST}` },
          },
        ],
      },
    ],
    main: article(
      'Contact us',
      `<p>Renewals, reservations, fines and library cards: ${mailto(`libraries@${HOST}`)} or ${tel('01632 960 400')} (Monday to Friday, 9am to 5pm).</p><p>Media enquiries are handled by the council's press office: ${mailto('press.office@thornbury-council.test')}.</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy notice', main: article('Privacy notice', '<p>Thornbury District Council is the data controller for library membership records.</p>') });
  pages['/accessibility'] = page({ path: '/accessibility', title: 'Accessibility statement', main: article('Accessibility statement', '<p>This website is partially compliant with WCAG 2.2 AA.</p>') });
  pages['/staff'] = page({ path: '/staff', title: 'Staff intranet', main: article('Staff intranet', `<p>Sign in with your council account. Spydus or rota problems: ${mailto(`libraries.systems@${HOST}`)}</p>`) });

  const whoCases = (p: Person): CrawlWorldSite['truth']['addresses'][number]['cases'] => [
    'card',
    'rdfa',
    'plain',
    'deep-page',
    'link-english-unlisted',
    ...(p.prefix ? (['honorific'] as const) : []),
    ...(p.suffix ? (['post-nominal'] as const) : []),
  ];
  return {
    site: {
      host: HOST,
      robotsTxt:
        'User-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /themes/*.css\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /search/\nDisallow: /staff\n\n' +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/branches', '/branches/central', '/branches/north-hill', '/branches/riverside', '/events', '/local-studies', '/get-involved', '/get-involved/volunteering', '/about-us', '/about-us/whos-who', '/contact-us'], '2025-02-18'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-61',
      languages: ['en'],
      addresses: [
        ...WHO.map((p) => ({ address: `${p.local}@${HOST}`, name: p.name, title: p.title, pages: ['/about-us/whos-who'], cases: whoCases(p) })),
        { address: `joanne.fletcher@${HOST}`, name: 'Joanne Fletcher', title: 'Branch Manager', pages: ['/branches/north-hill'], cases: ['title-name-line', 'plain', 'deep-page'] },
        { address: `kevin.ng@${HOST}`, name: 'Kevin Ng', title: 'Senior Library Assistant', pages: ['/branches/riverside'], cases: ['prose', 'plain', 'deep-page'] },
        { address: `alan.pike@${HOST}`, name: 'Alan Pike', title: 'Local Studies Librarian', pages: ['/local-studies'], cases: ['name-title-line', 'obfuscated'] },
        { address: `rachel.doyle@${HOST}`, name: 'Rachel Doyle', title: 'Volunteer Coordinator', pages: ['/get-involved/volunteering'], cases: ['prose', 'plain', 'deep-page', 'link-english-unlisted'] },
        { address: `sarah.whitmore@${HOST}`, name: 'Sarah Whitmore', title: 'Central Library Manager', pages: ['/contact-us'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'] },
        { address: `libraries@${HOST}`, name: null, title: null, pages: ['/contact-us'], cases: ['role', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/staff'],
      nonAddresses: [
        { text: `libraries.systems@${HOST}`, kind: 'disallowed' },
        { text: `libraries.head@${HOST}`, kind: 'comment' },
        { text: 'git@code.thornbury-council.test', kind: 'git' },
        { text: 'press.office@thornbury-council.test', kind: 'other-company' },
      ],
    },
  };
}
