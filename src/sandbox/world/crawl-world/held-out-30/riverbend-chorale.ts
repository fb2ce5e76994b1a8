/**
 * Riverbend Community Chorale: a volunteer choir of ninety voices in Dayton, Ohio, on
 * Squarespace 7.1. "Our People" (an English menu label outside the usual contact words) holds
 * the artistic and administrative staff as image-and-text cards (the conductor with "Dr." and
 * "DMA", also a Person in JSON-LD; the pianist's address turned around by a code-block script)
 * and the board of directors as a table (the treasurer a CPA); "Sing With Us" names the
 * membership coordinator in a sentence; a concert recap credits a photographer beside the photo
 * mailbox. The arts center's box-office address, the newsletter form's placeholder, a pinned
 * library version in the code injection and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'riverbendchorale.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/about', 'About'],
  ['/concerts', 'Concerts'],
  ['/sing-with-us', 'Sing With Us'],
  ['/our-people', 'Our People'],
  ['/support', 'Give'],
  ['/contact', 'Contact'],
];

let blockSeq = 0;
const block = (html: string): string =>
  `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1712345678901_${(4821 + blockSeq++ * 137).toString()}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Riverbend Community Chorale',
  head: [
    '<!-- This is Squarespace. --><!-- riverbend-chorale -->',
    '<link rel="preconnect" href="https://images.squarespace-cdn.com">',
    '<script type="text/javascript" src="//use.typekit.net/ik/0f1c2d3e4a5b6c7d8e9f.js" async fetchpriority="low"></script>',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"61a2b3c4d5e6f70812345678","identifier":"riverbend-chorale","websiteType":1,"siteTitle":"Riverbend Community Chorale"},"templateVersion":"7.1"};</script>',
    '<link href="//assets.squarespace.com/universal/styles-compressed/user-account-core-cc552c8fd5e0a6e6f5c4-min.en-US.css" rel="stylesheet" type="text/css">',
    `<link rel="stylesheet" type="text/css" href="${ORIGIN}/site.css?&amp;filterFeatures=false">`,
  ],
  header: () =>
    `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white" data-controller="Header"><div class="header-inner container--fluid header-layout--with-commerce header-mobile-layout-logo-left-nav-right" data-test="header-inner">` +
    `<div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/61a2b3c4d5e6f70812345678/1f2e3d4c-5b6a-4978-8a1b-2c3d4e5f6071/riverbend-logo.png?format=1500w" alt="Riverbend Community Chorale" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="raw"></a></div></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></div>` +
    `<div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/concerts">Buy Tickets</a></div></div></div></header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="64a1b2c3d4e5f60718293a4b">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections><section data-test="page-section" data-section-theme="black" class="page-section full-bleed-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section">` +
    block(
      `<p class="sqsrte-small"><strong>Riverbend Community Chorale</strong> · PO Box 1187, Dayton, OH 45401 · ${tel('(937) 555-0142')} · ${mailto(`info@${HOST}`)}</p>` +
        `<p class="sqsrte-small">Riverbend Community Chorale is a 501(c)(3) nonprofit organization. EIN 31-1478820. <a href="/privacy-policy">Privacy Policy</a> · <a href="/members">Members Area</a></p>`,
    ) +
    `</div></div></div></section></footer></div>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [
    '<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.3e2b8c1d9f0a7b6c5d4e.js" type="text/javascript"></script>',
    '<!-- Code Injection: footer --><script src="https://cdn.jsdelivr.net/npm/jquery@3.7.1/dist/jquery.min.js"></script><script>$(function(){ $(\'a[href^="http"]\').not(\'[href*="riverbendchorale"]\').attr(\'target\',\'_blank\'); });</script><!-- End Code Injection -->',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const section = (html: string): string =>
  `<section data-test="page-section" data-section-theme="" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${html}</div></div></div></div></div></section>`;

const HANNAH_SCRIPT = `var em = '${reversed(`hokafor@${HOST}`)}'.split('').reverse().join(''); document.getElementById('pianist-email').innerHTML = '<a href="mailto:' + em + '">' + em + '</a>';`;

type Staff = { heading: string; name: string; title: string; local: string; photo: string; bio: string; how: 'plain' | 'script' };
const STAFF: Staff[] = [
  {
    heading: 'Dr. Elaine Porter, DMA',
    name: 'Elaine Porter',
    title: 'Artistic Director & Conductor',
    local: 'eporter',
    photo: 'elaine-porter',
    bio: 'Dr. Porter has led the Chorale since 2016. She holds a Doctor of Musical Arts in choral conducting from the University of Cincinnati College-Conservatory of Music and teaches at Sinclair College.',
    how: 'plain',
  },
  { heading: 'Marcus Bell', name: 'Marcus Bell', title: 'Executive Director', local: 'mbell', photo: 'marcus-bell', bio: 'Marcus manages the Chorale’s budget, grants, venues and partnerships. He sang tenor with us for eight seasons before joining the staff.', how: 'plain' },
  { heading: 'Hannah Okafor', name: 'Hannah Okafor', title: 'Collaborative Pianist', local: 'hokafor', photo: 'hannah-okafor', bio: 'Hannah accompanies rehearsals and concerts and coaches the sectional rehearsals in the fall.', how: 'script' },
  { heading: 'Ruth Kim', name: 'Ruth Kim', title: 'Music Librarian', local: 'rkim', photo: 'ruth-kim', bio: 'Ruth keeps our library of more than 900 titles in order and hands out folders at the first rehearsal of each season.', how: 'plain' },
];

const card = (s: Staff): string =>
  `<div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline"><figure class="sqs-block-image-figure intrinsic"><img data-stretch="false" data-image="//images.squarespace-cdn.com/content/v1/61a2b3c4d5e6f70812345678/${s.photo}.jpg" src="//images.squarespace-cdn.com/content/v1/61a2b3c4d5e6f70812345678/${s.photo}.jpg?format=750w" alt="${esc(s.name)}" loading="lazy" decoding="async"></figure></div></div></div>` +
  block(
    `<h3>${esc(s.heading)}</h3><p><em>${esc(s.title)}</em></p><p>${esc(s.bio)}</p>` +
      (s.how === 'plain' ? `<p>${mailto(`${s.local}@${HOST}`)}</p>` : `<p><span id="pianist-email">Email Hannah</span></p><script>${HANNAH_SCRIPT}</script>`),
  );

type Board = { office: string; shown: string; name: string | null; local: string | null; postNominal?: boolean };
const BOARD: Board[] = [
  { office: 'President', shown: 'Linda Chen', name: 'Linda Chen', local: 'lchen' },
  { office: 'Vice President', shown: 'David Greer', name: 'David Greer', local: 'dgreer' },
  { office: 'Treasurer', shown: 'Robert Vance, CPA', name: 'Robert Vance', local: 'rvance', postNominal: true },
  { office: 'Secretary', shown: 'Maria Delgado', name: null, local: null },
];

export function riverbendChorale(): CrawlWorldSite {
  blockSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: section(
      block(
        `<h1>Ninety voices. One community.</h1><p>The Riverbend Community Chorale has brought choral music to the Miami Valley since 1979. We perform four concert sets a year, from Bach to Broadway, and sing every December with the Dayton Philharmonic Youth Orchestra.</p>` +
          `<p><a href="/concerts">See the 2025–26 season</a> · <a href="/sing-with-us">Auditions are open</a> · <a href="/news/spring-concert-recap-2025">Spring concert recap</a></p>`,
      ),
    ),
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About',
    main: section(block(`<h1>About the Chorale</h1><p>Founded in 1979 by a group of church choir directors, the Chorale is an auditioned volunteer choir of singers aged 18 to 84. We rehearse Tuesday evenings at Westminster Presbyterian Church downtown.</p>`)),
  });

  pages['/concerts'] = page({
    path: '/concerts',
    title: 'Concerts',
    main: section(
      block(
        `<h1>2025–26 Season</h1><ul><li><strong>October 19</strong> – Songs of the River: American folk hymns</li><li><strong>December 13–14</strong> – Holiday Candlelight, with the Dayton Philharmonic Youth Orchestra</li><li><strong>March 8</strong> – Fauré Requiem</li><li><strong>May 17</strong> – Broadway Nights</li></ul>` +
          `<p>Tickets are sold by the Riverbend Arts Center box office (${tel('(937) 555-0199')}, boxoffice@riverbendarts.org). For group sales of ten or more and accessibility requests, write to ${mailto(`tickets@${HOST}`)}.</p>`,
      ),
    ),
  });

  pages['/sing-with-us'] = page({
    path: '/sing-with-us',
    title: 'Sing With Us',
    main: section(
      block(
        `<h1>Sing With Us</h1><p>We welcome singers in all voice parts. Auditions take about ten minutes: a short warm-up, a prepared piece of your choice and some sight-reading. No one expects perfection!</p>` +
          `<p>Auditions for the 2025–26 season are held August 18–21. To schedule a time, email our membership coordinator, Jess Alvarez, at ${mailto(`jalvarez@${HOST}`)}; she can also answer questions about dues and scholarships.</p>`,
      ) +
        `<div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51"><div class="sqs-block-content"><div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat"><form class="newsletter-form" data-form-id="64a1c7e2b9f0d3a5c8e1f2b4"><header class="newsletter-form-header"><h2 class="newsletter-form-header-title">Get rehearsal and concert news</h2></header><div class="newsletter-form-field-wrapper form-item field email required"><label class="newsletter-form-field-label title" for="email-yui_3_17_2_1">Email Address</label><input id="email-yui_3_17_2_1" class="newsletter-form-field-element field-element" name="email" x-autocompletetype="email" autocomplete="email" type="email" spellcheck="false" placeholder="you@example.com"></div><div class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape sqs-button-element--primary" type="submit" value="Sign Up"><span class="newsletter-form-button-label">Sign Up</span></button></div></form></div></div></div>`,
    ),
  });

  pages['/our-people'] = page({
    path: '/our-people',
    title: 'Our People',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Elaine Porter',
        honorificPrefix: 'Dr.',
        honorificSuffix: 'DMA',
        jobTitle: 'Artistic Director & Conductor',
        email: `eporter@${HOST}`,
        worksFor: { '@type': 'PerformingGroup', name: 'Riverbend Community Chorale', url: `${ORIGIN}/` },
      },
    ],
    main:
      section(block(`<h1>Our People</h1><h2>Artistic &amp; Administrative Staff</h2>`) + STAFF.map(card).join('')) +
      section(
        block(
          `<h2>Board of Directors</h2><table><thead><tr><th>Office</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
            BOARD.map((b) => `<tr><td>${esc(b.office)}</td><td>${esc(b.shown)}</td><td>${b.local ? mailto(`${b.local}@${HOST}`) : '—'}</td></tr>`).join('') +
            `</tbody></table><p>Members at large: Gloria Winters, Samuel Ortiz, Priya Natarajan.</p>`,
        ),
      ),
  });

  pages['/support'] = page({
    path: '/support',
    title: 'Give',
    main: section(
      block(
        `<h1>Support the Chorale</h1><p>Ticket sales cover less than a third of what a season costs. Gifts of any size help pay for our pianist, music and hall rental, and fund scholarships for student singers.</p><p>To discuss a sponsorship or a planned gift, please call Marcus Bell, our Executive Director, at ${tel('(937) 555-0147')}.</p>`,
      ),
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      block(`<h1>Contact Us</h1><p>Mailing address: PO Box 1187, Dayton, OH 45401</p><p>General questions: ${mailto(`info@${HOST}`)}<br>Group tickets and accessibility: ${mailto(`tickets@${HOST}`)}</p>`) +
        `<div class="sqs-block form-block sqs-block-form" data-block-type="9"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper"><form data-form-id="64a1c8f3c0a1e4b6d9f2a3c5" autocomplete="on" method="POST" action="/contact" onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '64a1c8f3c0a1e4b6d9f2a3c5', collectionId: '64a1b2c3d4e5f60718293a4b', objectName: 'page-section-64a1b2c3' }); }); return false; })(this);"><div class="field-list clear"><fieldset class="form-item fields name required"><legend class="title">Name</legend><input class="field-element field-control" name="fname" type="text" spellcheck="false" maxlength="30" autocomplete="given-name"><input class="field-element field-control" name="lname" type="text" spellcheck="false" maxlength="30" autocomplete="family-name"></fieldset><div class="form-item field email required"><label class="title" for="email-field">Email</label><input class="field-element" id="email-field" name="email" type="email" autocomplete="email" spellcheck="false"></div><div class="form-item field textarea required"><label class="title" for="message-field">Message</label><textarea class="field-element" id="message-field"></textarea></div></div><div class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Send"></div></form></div></div></div></div>`,
    ),
  });

  pages['/news/spring-concert-recap-2025'] = page({
    path: '/news/spring-concert-recap-2025',
    title: 'Spring Concert Recap: “Broadway Nights” sells out',
    main: section(
      `<article class="blog-item"><div class="blog-item-top-wrapper"><h1 class="entry-title entry-title--large p-name" data-content-field="title">Spring Concert Recap: “Broadway Nights” sells out</h1><div class="blog-meta-item blog-meta-item--date"><time class="dt-published date-highlight" datetime="2025-05-20">May 20, 2025</time></div></div><div class="blog-item-content e-content">` +
        block(
          `<p>For the first time in the Chorale’s history, both performances of our spring concert sold out. Thank you to the 1,140 of you who joined us at the Victoria Theatre, and to soloists Kendra Hughes and Alan Booker.</p>` +
            `<p>Photos by Tom Reilly. Have photos from the concert you would like to share? Send them to ${mailto(`photos@${HOST}`)} and we may feature them in our fall newsletter.</p>`,
        ) +
        `</div></article>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: section(block(`<h1>Privacy Policy</h1><p>We collect your email address only to send the newsletter you asked for. We never sell or share our mailing list.</p>`)) });

  pages['/members'] = page({
    path: '/members',
    title: 'Members Area',
    main: section(block(`<h1>Members Area</h1><p>Rehearsal tracks, seating charts and the singer handbook. Trouble logging in? Email ${mailto(`members@${HOST}`)}.</p>`)),
  });

  const staffCases = (s: Staff): CaseKind[] =>
    s.local === 'eporter'
      ? ['card', 'honorific', 'post-nominal', 'json-ld-person', 'plain', 'link-english-unlisted']
      : ['card', s.how === 'script' ? 'script-reversed' : 'plain', 'link-english-unlisted'];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# Squarespace Robots Txt\n\nUser-agent: GPTBot\nUser-agent: ChatGPT-User\nUser-agent: CCBot\nUser-agent: anthropic-ai\nUser-agent: Google-Extended\nDisallow: /\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /commerce/digital-download/\nDisallow: /api/\nAllow: /api/ui-extensions/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?tag=*\nDisallow: /*&tag=*\nDisallow: /*?month=*\nDisallow: /*&month=*\nDisallow: /*?view=*\nDisallow: /*&view=*\nDisallow: /*?format=json\nDisallow: /*&format=json\nDisallow: /*?format=page-context\nDisallow: /*&format=page-context\nDisallow: /*?format=main-content\nDisallow: /*&format=main-content\nDisallow: /*?format=json-pretty\nDisallow: /*&format=json-pretty\nDisallow: /*?format=ical\nDisallow: /*&format=ical\nDisallow: /*?reversePaginate=*\nDisallow: /*&reversePaginate=*\nDisallow: /members\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about', '/concerts', '/sing-with-us', '/our-people', '/support', '/contact', '/news/spring-concert-recap-2025', '/privacy-policy'], '2025-05-20'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'hT3kQ9pL/Zx2mW7nB', 'Cache-Control': 'no-cache, private' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-30',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `tickets@${HOST}`, name: null, title: null, pages: ['/concerts', '/contact'], cases: ['role', 'plain'] },
        { address: `photos@${HOST}`, name: null, title: null, pages: ['/news/spring-concert-recap-2025'], cases: ['role', 'neighbour', 'plain'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/our-people'],
          ...(s.how === 'script' ? { encoded: { kind: 'script' as const, text: HANNAH_SCRIPT } } : {}),
          ...(s.local === 'eporter' ? { titleAlternatives: ['Artistic Director', 'Conductor'] } : {}),
          cases: staffCases(s),
        })),
        ...BOARD.filter((b) => b.local !== null).map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.office,
          pages: ['/our-people'],
          cases: ['table', 'plain', 'link-english-unlisted', ...(b.postNominal ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `jalvarez@${HOST}`, name: 'Jess Alvarez', title: 'membership coordinator', pages: ['/sing-with-us'], cases: ['prose', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/members'],
      nonAddresses: [
        { text: `members@${HOST}`, kind: 'disallowed' },
        { text: 'boxoffice@riverbendarts.org', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'jquery@3.7.1', kind: 'package' },
      ],
    },
  };
}
