/**
 * Bellbird Beach Surf Life Saving Club: a volunteer surf club on the NSW Mid North Coast, on
 * Squarespace 7.1 with Fluid Engine. "Club Officers" (a menu label outside the usual contact
 * words) is a table in a code block, the president also a Person in code-injected JSON-LD; the
 * chief training officer (OAM) has her address put together by a script in a code block on the
 * training page; the patrols page names the Director of Lifesaving in a sentence; the Nippers page
 * has a "Nippers Coordinator: Name" line; the functions page writes the venue coordinator into
 * its prose; an ocean swim report puts the results mailbox beside the club captain's name. The
 * kiosk's booking address, a pinned lightgallery package and the member login (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bellbirdslsc.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/patrols', 'Patrols'],
  ['/nippers', 'Nippers'],
  ['/training', 'Training'],
  ['/club-officers', 'Club Officers'],
  ['/functions', 'Functions'],
  ['/contact', 'Contact'],
];

let seq = 0;
const yui = (): string => `yui_3_17_2_1_1718923456012_${(3417 + seq++ * 211).toString()}`;

const htmlBlock = (html: string): string =>
  `<div class="fe-block fe-block-${yui()}"><div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" data-border-radii="&#123;&quot;topLeft&quot;:&#123;&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0&#125;&#125;" id="block-${yui()}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div>`;
const codeBlock = (html: string): string =>
  `<div class="fe-block fe-block-${yui()}"><div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-${yui()}"><div class="sqs-block-content">${html}</div></div></div>`;
const section = (...blocks: string[]): string =>
  `<section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white" data-section-id="${yui()}"><div class="section-border"><div class="section-background"></div></div><div class="content-wrapper"><div class="content"><div class="fluid-engine fe-${yui()}">${blocks.join('')}</div></div></div></section>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Bellbird Beach SLSC',
  head: [
    '<!-- This is Squarespace. --><!-- bellbird-beach-slsc -->',
    '<link rel="preconnect" href="https://images.squarespace-cdn.com">',
    '<script type="text/javascript" src="//use.typekit.net/ik/c7e1f3a9b2d4e6f8a0c1e3f5b7d9a1c3e5f7.js" async fetchpriority="low"></script>',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"5f8e2c1a9b7d3e4f6a0c2b1d","identifier":"bellbird-beach-slsc","websiteType":1,"siteTitle":"Bellbird Beach SLSC","location":{"addressTitle":"Bellbird Beach SLSC","addressLine1":"1 Marine Parade","addressLine2":"Bellbird Heads NSW 2443","addressCountry":"Australia"},"timeZone":"Australia/Sydney"},"templateVersion":"7.1","tzData":{"zones":[[600,"AU","AE%sT",null]],"rules":{"AU":[]}}};</script>',
    '<link href="//assets.squarespace.com/universal/styles-compressed/user-account-core-2f3e1b7a9c5d8e0f4a6b-min.en-US.css" rel="stylesheet" type="text/css">',
    `<link rel="stylesheet" type="text/css" href="${ORIGIN}/site.css?&amp;filterFeatures=false">`,
    '<!-- Code Injection: header --><link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/lightgallery@2.7.2/css/lightgallery-bundle.min.css"><!-- End Code Injection -->',
  ],
  header: () =>
    `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="dark" data-controller="Header" data-current-styles="&#123;&quot;layout&quot;:&quot;navRight&quot;&#125;"><div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce header-mobile-layout-logo-left-nav-right" data-test="header-inner">` +
    `<div class="header-title-nav-wrapper"><div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/5f8e2c1a9b7d3e4f6a0c2b1d/8a1e3c5b-7d9f-4b2a-9c6e-1f3a5c7e9b2d/bellbird-slsc-logo.png?format=1500w" alt="Bellbird Beach SLSC" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="raw"></a></div></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></div></div>` +
    `<div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/contact">Join the Club</a></div></div></div></div></header>` +
    `<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="${yui()}">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections>` +
    section(
      htmlBlock(
        `<p class="sqsrte-small"><strong>Bellbird Beach Surf Life Saving Club Inc.</strong> · 1 Marine Parade, Bellbird Heads NSW 2443 · ${tel('(02) 6555 0193')} · ${mailto(`info@${HOST}`)}</p>` +
          `<p class="sqsrte-small">ABN 41 087 552 913 · Affiliated with Surf Life Saving NSW, Mid North Coast Branch. We acknowledge the Gumbaynggirr people, the Traditional Custodians of the land and waters where we patrol. <a href="/privacy">Privacy</a> · <a href="/account/login">Member login</a></p>`,
      ),
    ) +
    `</footer></div>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [
    '<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.7a2f4c9e1b3d5f8a0c6e.js" type="text/javascript"></script>',
    '<!-- Code Injection: footer --><script src="https://cdn.jsdelivr.net/npm/lightgallery@2.7.2/lightgallery.min.js"></script><script>document.querySelectorAll(\'.gallery-grid\').forEach(function (g) { lightGallery(g, { selector: \'a\' }); });</script><!-- End Code Injection -->',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });

const BRONWYN_SCRIPT = `var u = 'bronwyn'; var d = 'bellbirdslsc' + '.' + 'test'; document.getElementById('cto-mail').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

type Officer = { position: string; shown: string; name: string; local: string | null };
const OFFICERS: Officer[] = [
  { position: 'President', shown: 'Gavin O’Shea', name: 'Gavin O’Shea', local: 'gavin' },
  { position: 'Club Captain', shown: 'Lachlan Nguyen', name: 'Lachlan Nguyen', local: 'lachlan' },
  { position: 'Director of Lifesaving', shown: 'Sarah-Jane McAllister', name: 'Sarah-Jane McAllister', local: 'sarahjane' },
  { position: 'Chief Training Officer', shown: 'Bronwyn Pitt OAM', name: 'Bronwyn Pitt', local: null },
  { position: 'Registrar', shown: 'Deb Kowalski', name: 'Deb Kowalski', local: 'deb' },
  { position: 'Junior Activities Chair', shown: 'Mick Papadopoulos', name: 'Mick Papadopoulos', local: 'mick' },
  { position: 'Treasurer', shown: 'Anh Tran', name: 'Anh Tran', local: null },
  { position: 'Secretary', shown: 'Rob Fairleigh', name: 'Rob Fairleigh', local: null },
  { position: 'Gear Steward', shown: 'Shane “Bluey” Docherty', name: 'Shane Docherty', local: null },
];

export function bellbirdSlsc(): CrawlWorldSite {
  seq = 0;
  const pages: Record<string, SandboxPage> = {};
  const squarespaceLd = [
    { url: `${ORIGIN}`, name: 'Bellbird Beach SLSC', '@context': 'http://schema.org', '@type': 'WebSite' },
    {
      legalName: 'Bellbird Beach Surf Life Saving Club Inc.',
      address: '1 Marine Parade\nBellbird Heads NSW 2443\nAustralia',
      email: `info@${HOST}`,
      telephone: '(02) 6555 0193',
      sameAs: ['https://www.facebook.com/bellbirdbeachslsc', 'https://www.instagram.com/bellbirdslsc'],
      '@context': 'http://schema.org',
      '@type': 'Organization',
    },
  ];

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: squarespaceLd,
    main:
      section(
        htmlBlock(
          `<h1>Between the flags since 1952</h1><p>Bellbird Beach SLSC patrols the beach every weekend and public holiday from late September to Anzac Day. Our 260 patrolling members performed 31 rescues and more than 1,900 preventative actions last season.</p>`,
        ),
        htmlBlock(`<h3>Latest</h3><p><a href="/news/bellbird-ocean-swim-2025">Bellbird Ocean Swim 2025: 612 swimmers, one perfect morning</a></p><p><a href="/nippers">Nippers registration for 2025/26 is open</a></p>`),
      ) + section(htmlBlock(`<div class="gallery-grid"><a href="//images.squarespace-cdn.com/content/v1/5f8e2c1a9b7d3e4f6a0c2b1d/patrol-1.jpg"><img src="//images.squarespace-cdn.com/content/v1/5f8e2c1a9b7d3e4f6a0c2b1d/patrol-1.jpg?format=500w" alt="Patrol on the beach"></a><a href="//images.squarespace-cdn.com/content/v1/5f8e2c1a9b7d3e4f6a0c2b1d/irb-1.jpg"><img src="//images.squarespace-cdn.com/content/v1/5f8e2c1a9b7d3e4f6a0c2b1d/irb-1.jpg?format=500w" alt="IRB training"></a></div>`)),
  });

  pages['/patrols'] = page({
    path: '/patrols',
    title: 'Patrols',
    main: section(
      htmlBlock(
        `<h1>Patrols</h1><p>Every patrolling member is rostered onto one of twelve patrol teams and does a four-hour patrol about every third weekend. Patrol Captains run the roster for their team through the SLSA Members Area.</p>` +
          `<p>Can’t make your patrol? Find a swap within your proficiency first; every swap has to be approved by our Director of Lifesaving, Sarah-Jane McAllister, so email her at ${mailto(`sarahjane@${HOST}`)} at least 48 hours before the patrol starts.</p>` +
          `<p>Proficiency assessments for the new season are held on the first two Sundays of September.</p>`,
      ),
    ),
  });

  pages['/nippers'] = page({
    path: '/nippers',
    title: 'Nippers',
    main: section(
      htmlBlock(
        `<h1>Nippers</h1><p>Nippers runs on Sunday mornings from 8.30 to 10.30 from October to March for kids aged 5 to 13 (U6 to U14). Every age group has trained age managers and water safety from our patrolling members; parents are expected to help on a roster.</p>` +
          `<p>Registration for 2025/26 closes on 14 September. Your child needs to pass the pool swim assessment before their first session.</p>` +
          `<p><strong>Nippers Coordinator:</strong> Kylie Haddad – ${mailto(`kylie@${HOST}`)}</p>` +
          `<p>Uniforms and rash vests are sold at the gear shed after sign-on.</p>`,
      ),
    ),
  });

  pages['/training'] = page({
    path: '/training',
    title: 'Training',
    main: section(
      htmlBlock(
        `<h1>Training</h1><p>We run the Surf Rescue Certificate (SRC, ages 13–15) and the Bronze Medallion (15 and over) twice a season, plus IRB Crew, Radio Operator and Advanced Resuscitation Techniques courses. Candidates need to swim 400 metres in under nine minutes.</p>`,
      ),
      codeBlock(
        `<div class="trainer-card"><img src="//images.squarespace-cdn.com/content/v1/5f8e2c1a9b7d3e4f6a0c2b1d/bronwyn-pitt.jpg?format=300w" alt="Bronwyn Pitt"><p><strong>Bronwyn Pitt OAM</strong><br><em>Chief Training Officer (Bronze Medallion, SRC &amp; IRB Crew)</em><br>Bronwyn has trained more than 900 Bronze Medallion candidates since 1994 and received the Medal of the Order of Australia for service to surf lifesaving in 2019.<br><span id="cto-mail">Email Bronwyn</span></p></div>` +
          `<script>${BRONWYN_SCRIPT}</script>`,
      ),
    ),
  });

  pages['/club-officers'] = page({
    path: '/club-officers',
    title: 'Club Officers',
    jsonLd: [
      ...squarespaceLd,
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Gavin O’Shea',
        jobTitle: 'President',
        email: `gavin@${HOST}`,
        memberOf: { '@type': 'SportsOrganization', name: 'Bellbird Beach Surf Life Saving Club Inc.', url: `${ORIGIN}/` },
      },
    ],
    main: section(
      htmlBlock(`<h1>Club Officers 2025/26</h1><p>Elected at the Annual General Meeting on 27 July 2025. All officers are volunteers – please be patient on patrol weekends.</p>`),
      codeBlock(
        `<table class="officers"><thead><tr><th>Position</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
          OFFICERS.map((o) => `<tr><td>${esc(o.position)}</td><td>${esc(o.shown)}</td><td>${o.local ? mailto(`${o.local}@${HOST}`) : o.position === 'Chief Training Officer' ? '<a href="/training">see Training</a>' : '–'}</td></tr>`).join('') +
          `</tbody></table>`,
      ),
      htmlBlock(`<p>Life Members: Ray Hollis, Jan Whitby, Col Brennan, Maureen Doyle OAM, Peter “Spud” Murphy.</p>`),
    ),
  });

  pages['/functions'] = page({
    path: '/functions',
    title: 'Functions',
    main: section(
      htmlBlock(
        `<h1>Functions &amp; Venue Hire</h1><p>The upstairs function room seats 120 and opens onto a deck overlooking the beach: weddings, wakes, 21sts and work Christmas parties. Bar service by our RSA-certified volunteers; catering from a list of local caterers.</p>` +
          `<p>Tahlia Rossi, our Functions &amp; Venue Coordinator, will show you through the room and put together a quote – drop her a line at ${mailto(`tahlia@${HOST}`)} with your date and numbers.</p>` +
          `<p>The beach kiosk downstairs is a separate business and takes its own bookings for breakfasts and coffee carts (bookings@bellbirdkiosk.com.au).</p>`,
      ),
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      htmlBlock(
        `<h1>Contact</h1><p>1 Marine Parade, Bellbird Heads NSW 2443<br>Clubhouse: ${tel('(02) 6555 0193')} (patrol days only)<br>${mailto(`info@${HOST}`)}</p><p>Want to join? New members sign on at the clubhouse on Sunday mornings in September – bring a photo ID and, for juniors, a parent.</p><p>For an emergency on the beach, call Triple Zero (000).</p>`,
      ),
    ),
  });

  pages['/news/bellbird-ocean-swim-2025'] = page({
    path: '/news/bellbird-ocean-swim-2025',
    title: 'Bellbird Ocean Swim 2025',
    main: section(
      `<article class="blog-item"><div class="blog-item-top-wrapper"><h1 class="entry-title entry-title--large p-name" data-content-field="title">Bellbird Ocean Swim 2025: 612 swimmers, one perfect morning</h1><div class="blog-meta-item blog-meta-item--date"><time class="dt-published date-highlight" datetime="2025-03-02">2 March 2025</time></div></div><div class="blog-item-content e-content">` +
        htmlBlock(
          `<p>Glassy conditions and 23-degree water greeted 612 swimmers in the 1 km and 2.5 km swims on Sunday. Congratulations to Jess Tamsett and Ollie Grech, first across the line in the 2.5 km.</p>` +
            `<p>Water safety on the day was led by Club Captain Lachlan Nguyen with 42 of our patrolling members, two IRBs and the Westpac helicopter on standby. Entries, results and timing queries: ${mailto(`oceanswim@${HOST}`)}.</p>`,
        ) +
        `</div></article>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: section(htmlBlock(`<h1>Privacy</h1><p>We handle members’ personal information under the Australian Privacy Principles and SLSA’s privacy policy. Membership records are held in the SLSA Members Area.</p>`)) });

  pages['/account/login'] = page({
    path: '/account/login',
    title: 'Member login',
    main: section(htmlBlock(`<h1>Member login</h1><p>Club documents, patrol handbooks and AGM minutes for financial members. Having trouble signing in? Email ${mailto(`membership@${HOST}`)}.</p>`)),
  });

  const officerCases = (o: Officer): CaseKind[] => [
    'table',
    'plain',
    'link-english-unlisted',
    ...(o.local === 'gavin' ? (['json-ld-person'] as CaseKind[]) : []),
    ...(o.local === 'sarahjane' ? (['prose'] as CaseKind[]) : []),
  ];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /commerce/digital-download/\nDisallow: /api/\nAllow: /api/ui-extensions/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?tag=*\nDisallow: /*&tag=*\nDisallow: /*?month=*\nDisallow: /*&month=*\nDisallow: /*?view=*\nDisallow: /*&view=*\nDisallow: /*?format=json\nDisallow: /*&format=json\nDisallow: /*?format=page-context\nDisallow: /*&format=page-context\nDisallow: /*?format=main-content\nDisallow: /*&format=main-content\nDisallow: /*?format=json-pretty\nDisallow: /*&format=json-pretty\nDisallow: /*?format=ical\nDisallow: /*&format=ical\nDisallow: /*?reversePaginate=*\nDisallow: /*&reversePaginate=*\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/patrols', '/nippers', '/training', '/club-officers', '/functions', '/contact', '/news/bellbird-ocean-swim-2025', '/privacy'], '2025-07-28'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Qm7vT2kd/Yx9pLr4c', 'Cache-Control': 'no-cache, private' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-104',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `oceanswim@${HOST}`, name: null, title: null, pages: ['/news/bellbird-ocean-swim-2025'], cases: ['role', 'neighbour', 'plain'] },
        ...OFFICERS.filter((o) => o.local !== null).map((o) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.position,
          pages: o.local === 'sarahjane' ? ['/club-officers', '/patrols'] : ['/club-officers'],
          cases: officerCases(o),
        })),
        {
          address: `bronwyn@${HOST}`,
          name: 'Bronwyn Pitt',
          title: 'Chief Training Officer (Bronze Medallion, SRC & IRB Crew)',
          titleAlternatives: ['Chief Training Officer'],
          pages: ['/training'],
          encoded: { kind: 'script', text: BRONWYN_SCRIPT },
          cases: ['card', 'post-nominal', 'script-concat'],
        },
        { address: `kylie@${HOST}`, name: 'Kylie Haddad', title: 'Nippers Coordinator', pages: ['/nippers'], cases: ['title-name-line', 'plain'] },
        { address: `tahlia@${HOST}`, name: 'Tahlia Rossi', title: 'Functions & Venue Coordinator', pages: ['/functions'], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: `membership@${HOST}`, kind: 'disallowed' },
        { text: 'bookings@bellbirdkiosk.com.au', kind: 'other-company' },
        { text: 'lightgallery@2.7.2', kind: 'package' },
      ],
    },
  };
}
