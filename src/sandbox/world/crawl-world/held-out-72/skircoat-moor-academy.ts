/**
 * Skircoat Moor Academy: an 11–16 comprehensive in Halifax, West Yorkshire, on a school-website
 * company's own CMS. "Key Staff" (under About Us) is a table of role, name and email in which
 * every address is written by a small inline script from its pieces, names carrying Mr, Mrs,
 * Miss and Dr; the safeguarding page gives the designated leads in a definition list; the SEND
 * page a "SENDCo:" line; the headteacher's welcome letter points to his PA in a sentence; the
 * contact page names the exams officer "Name, Title, address"; a support-staff vacancy is
 * listed only in the gzip-compressed sitemap that robots.txt names. An old address in an HTML
 * comment, a pinned script package and the staff area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'skircoatmoor-academy-halifax.test';
const ORIGIN = `http://${HOST}`;
const SCHOOL = 'Skircoat Moor Academy';

const MENU: [string, string, [string, string][]][] = [
  ['/about-us', 'About Us', [['/about-us/welcome', 'Headteacher’s Welcome'], ['/about-us/key-staff', 'Key Staff'], ['/about-us/ofsted-and-performance', 'Ofsted &amp; Performance']]],
  ['/parents', 'Parents', [['/parents/term-dates', 'Term Dates'], ['/parents/uniform', 'Uniform']]],
  ['/curriculum', 'Curriculum', [['/curriculum/send', 'SEND']]],
  ['/safeguarding', 'Safeguarding', []],
  ['/news', 'News', []],
  ['/contact-us', 'Contact Us', []],
];

const theme: Theme = {
  host: HOST,
  siteName: SCHOOL,
  head: [
    '<meta name="generator" content="Pennine SchoolWeb CMS 4.2">',
    '<link rel="stylesheet" href="/assets/css/site.min.css?v=4.2.17">',
    '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Nunito+Sans:wght@400;700&amp;display=swap">',
    '<script defer src="https://cdn.jsdelivr.net/npm/alpinejs@3.13.3/dist/cdn.min.js"></script>',
  ],
  header: () =>
    `<div class="topbar"><div class="wrap"><span>${tel('01422 555 210')}</span> <a href="/contact-us">Find us</a> <a href="https://www.parentpay.com/" rel="noopener">ParentPay</a> <a href="/staff-area">Staff Login</a></div></div>` +
    `<header class="masthead" x-data="{ open: false }"><div class="wrap"><a class="brand" href="/"><img src="/assets/img/crest.svg" alt="${esc(SCHOOL)} crest" width="64" height="72"><span class="brand__name">${esc(SCHOOL)}</span><span class="brand__motto">Aim High · Be Kind · Work Hard</span></a>` +
    `<button class="nav-toggle" @click="open = !open" aria-label="Menu">☰</button><nav class="mainnav" :class="{ 'is-open': open }"><ul>` +
    MENU.map(([h, l, sub]) => `<li><a href="${h}">${l}</a>${sub.length ? `<ul class="dropdown">${sub.map(([sh, sl]) => `<li><a href="${sh}">${sl}</a></li>`).join('')}</ul>` : ''}</li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer class="sitefooter"><div class="wrap"><div class="col"><h3>${esc(SCHOOL)}</h3><p>Moor End Road, Skircoat Green<br>Halifax HX3 0QL<br>${tel('01422 555 210')}<br>${mailto(`office@${HOST}`)}</p></div>` +
    `<div class="col"><p>Headteacher: Mr D. Booth</p><p>Skircoat Moor Academy is part of the Calder Learning Trust, a charitable company limited by guarantee registered in England and Wales (company number 08123456).</p></div>` +
    `<div class="col"><ul><li><a href="/policies">Policies</a></li><li><a href="/privacy-notice">Privacy Notice</a></li><li><a href="/accessibility">Accessibility</a></li></ul><p class="credit">School website by Pennine SchoolWeb</p></div></div></footer>`,
  privacyPath: { en: '/privacy-notice' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const content = (h1: string, body: string, crumbs: [string, string][] = []): string =>
  `<div class="pagebanner"><div class="wrap"><ol class="breadcrumb"><li><a href="/">Home</a></li>${crumbs.map(([h, l]) => `<li><a href="${h}">${l}</a></li>`).join('')}<li>${esc(h1)}</li></ol><h1>${esc(h1)}</h1></div></div><div class="wrap content">${body}</div>`;

/** The CMS's "protect email" helper: the address from pieces, written in place. */
const emScript = (local: string): string =>
  `var u = '${local}'; var d = 'skircoatmoor-academy-halifax' + '.' + 'test'; document.write('<a href="mailto:' + u + '&#64;' + d + '">' + u + '&#64;' + d + '</a>');`;

type Key = { role: string; shown: string; name: string; local: string };
const KEY: Key[] = [
  { role: 'Headteacher', shown: 'Mr Daniel Booth', name: 'Daniel Booth', local: 'd.booth' },
  { role: 'Deputy Headteacher (Curriculum)', shown: 'Mrs Helen Sutcliffe', name: 'Helen Sutcliffe', local: 'h.sutcliffe' },
  { role: 'Deputy Headteacher (Pastoral)', shown: 'Mr Imran Hussain', name: 'Imran Hussain', local: 'i.hussain' },
  { role: 'Assistant Headteacher (Behaviour &amp; Attendance)', shown: 'Dr Owen Jagger', name: 'Owen Jagger', local: 'o.jagger' },
  { role: 'School Business Manager', shown: 'Mrs Julie Ackroyd', name: 'Julie Ackroyd', local: 'j.ackroyd' },
  { role: 'Head of Year 7 &amp; Transition', shown: 'Miss Chloe Barraclough', name: 'Chloe Barraclough', local: 'c.barraclough' },
];
const decode = (html: string): string => html.replace(/&amp;/g, '&');

export function skircoatMoorAcademy(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    description: 'Skircoat Moor Academy is an 11–16 mixed comprehensive school in Halifax, West Yorkshire.',
    main:
      `<section class="hero"><img src="/uploads/banners/sports-day-2024.jpg" alt="Students on sports day"><div class="hero__text"><h1>Welcome to Skircoat Moor Academy</h1><p>A good school, and getting better every year (Ofsted, 2023).</p></div></section>` +
      `<div class="wrap"><div class="tiles"><a class="tile" href="/about-us">About Us</a><a class="tile" href="/parents/term-dates">Term Dates</a><a class="tile" href="/news">Latest News</a><a class="tile" href="/contact-us">Contact Us</a></div>` +
      `<section class="news-strip"><h2>Latest news</h2><article><h3><a href="/news/year-9-dofe-bronze-expedition">Year 9 complete Bronze DofE expedition in the Dales</a></h3><p>Posted 14 May 2025</p></article><article><h3>Open Evening: Thursday 25 September, 5.30–8pm</h3><p>Posted 2 May 2025</p></article></section>` +
      `<section class="quicklinks"><h2>Open Evening 2025</h2><p>Families of Year 5 and Year 6 pupils are warmly invited. The Headteacher speaks at 6pm and 7pm in the main hall.</p></section></div>`,
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    main: content('About Us', `<p>Skircoat Moor Academy has served the south side of Halifax since 1958. We have around 1,050 students in Years 7 to 11 and joined the Calder Learning Trust in 2016.</p><ul class="subpages"><li><a href="/about-us/welcome">Headteacher’s Welcome</a></li><li><a href="/about-us/key-staff">Key Staff</a></li><li><a href="/about-us/ofsted-and-performance">Ofsted &amp; Performance</a></li></ul>`),
  });

  pages['/about-us/welcome'] = page({
    path: '/about-us/welcome',
    title: 'Headteacher’s Welcome',
    main: content(
      'Headteacher’s Welcome',
      `<img class="float-right" src="/uploads/staff/booth.jpg" alt="Mr Booth" width="220">` +
        `<p>Thank you for your interest in Skircoat Moor Academy. I have been proud to lead this school since 2019, and every day I see students who are curious, kind and ambitious for their futures.</p>` +
        `<p>We are a school where every child is known. Our tutor groups are small, our pastoral team is outstanding, and our results in English and maths have risen for four years running.</p>` +
        `<p>Nothing beats seeing a school at work. If you would like a tour during the school day, Mrs Sarah Greenwood, PA to the Headteacher, arranges all visits and will be happy to find a time that suits you: ${mailto(`s.greenwood@${HOST}`)}.</p>` +
        `<p>I look forward to meeting you.</p><p><strong>Mr Daniel Booth</strong><br>Headteacher</p>`,
      [['/about-us', 'About Us']],
    ),
  });

  const keyScripts = new Map(KEY.map((k) => [k.local, emScript(k.local)]));
  pages['/about-us/key-staff'] = page({
    path: '/about-us/key-staff',
    title: 'Key Staff',
    main: content(
      'Key Staff',
      `<p>If you have a question about your child, please contact their form tutor or Head of Year first through the school office. The senior team can be contacted directly below.</p>` +
        `<table class="table table--striped"><caption>Senior Leadership Team 2024–25</caption><thead><tr><th scope="col">Role</th><th scope="col">Name</th><th scope="col">Email</th></tr></thead><tbody>` +
        KEY.map((k) => `<tr><td>${k.role}</td><td>${esc(k.shown)}</td><td><script>${keyScripts.get(k.local)}</script><noscript>Please enable JavaScript to see this email address.</noscript></td></tr>`).join('') +
        `</tbody></table>` +
        `<h2>Governors</h2><p>Chair of the Local Governing Body: Mrs Ann Holroyd. Governors can be contacted through the Clerk to Governors at the school address.</p>`,
      [['/about-us', 'About Us']],
    ),
  });

  pages['/about-us/ofsted-and-performance'] = page({ path: '/about-us/ofsted-and-performance', title: 'Ofsted & Performance', main: content('Ofsted & Performance', `<p>Our most recent inspection (June 2023) judged the school Good in all areas. Progress 8: +0.21. Attainment 8: 48.6. Grade 5+ in English and maths: 51%.</p>`, [['/about-us', 'About Us']]) });

  pages['/parents'] = page({ path: '/parents', title: 'Parents', main: content('Parents', `<ul class="subpages"><li><a href="/parents/term-dates">Term Dates</a></li><li><a href="/parents/uniform">Uniform</a></li></ul><p>Please report absence by 8.30am each day on ${tel('01422 555 211')} (option 1).</p>`) });
  pages['/parents/term-dates'] = page({
    path: '/parents/term-dates',
    title: 'Term Dates',
    main: content('Term Dates 2025–26', `<table class="table"><thead><tr><th>Term</th><th>Starts</th><th>Ends</th></tr></thead><tbody><tr><td>Autumn</td><td>Wednesday 3 September 2025</td><td>Friday 19 December 2025</td></tr><tr><td>Spring</td><td>Monday 5 January 2026</td><td>Thursday 2 April 2026</td></tr><tr><td>Summer</td><td>Monday 20 April 2026</td><td>Wednesday 22 July 2026</td></tr></tbody></table><p>Half-term holidays follow the Calderdale calendar.</p>`, [['/parents', 'Parents']]),
  });
  pages['/parents/uniform'] = page({ path: '/parents/uniform', title: 'Uniform', main: content('Uniform', `<p>Navy blazer with crest, white shirt, house tie, black tailored trousers or skirt, black leather shoes. Uniform is available from Whittakers of Halifax.</p>`, [['/parents', 'Parents']]) });

  pages['/curriculum'] = page({ path: '/curriculum', title: 'Curriculum', main: content('Curriculum', `<p>Students follow a broad curriculum in Key Stage 3 and choose four options for GCSE in Year 9.</p><p><a href="/curriculum/send">Special Educational Needs and Disabilities (SEND)</a></p>`) });
  pages['/curriculum/send'] = page({
    path: '/curriculum/send',
    title: 'SEND',
    main: content(
      'Special Educational Needs and Disabilities',
      `<p>We are an inclusive school. Our Learning Support department works with around 140 students on the SEND register, and our resourced provision supports students with speech, language and communication needs.</p>` +
        `<p class="contact-line">SENDCo: Mrs Nadia Akhtar · ${mailto(`n.akhtar@${HOST}`)} · ${tel('01422 555 219')}</p>` +
        `<p>Read our <a href="/policies">SEND Information Report</a> and Calderdale’s Local Offer.</p>`,
      [['/curriculum', 'Curriculum']],
    ),
  });

  pages['/safeguarding'] = page({
    path: '/safeguarding',
    title: 'Safeguarding',
    main: content(
      'Safeguarding',
      `<p>Safeguarding is everyone’s responsibility. If you are worried about a child, please speak to one of our safeguarding team straight away. Outside school hours, contact Calderdale Children’s Services on ${tel('01422 555 999')} or, in an emergency, call 999.</p>` +
        `<dl class="safeguarding-team"><dt>Designated Safeguarding Lead</dt><dd>Mr Imran Hussain<br>${mailto(`i.hussain@${HOST}`)}</dd>` +
        `<dt>Deputy Designated Safeguarding Lead</dt><dd>Mrs Rachel Lumb<br>${mailto(`r.lumb@${HOST}`)}</dd>` +
        `<dt>Safeguarding Governor</dt><dd>Dr Peter Newsome</dd></dl>`,
    ),
  });

  pages['/news'] = page({ path: '/news', title: 'News', main: content('News', `<ul class="newslist"><li><a href="/news/year-9-dofe-bronze-expedition">Year 9 complete Bronze DofE expedition in the Dales</a> <time datetime="2025-05-14">14 May 2025</time></li><li>Open Evening: Thursday 25 September <time datetime="2025-05-02">2 May 2025</time></li></ul>`) });
  pages['/news/year-9-dofe-bronze-expedition'] = page({
    path: '/news/year-9-dofe-bronze-expedition',
    title: 'Year 9 complete Bronze DofE expedition in the Dales',
    main: content(
      'Year 9 complete Bronze DofE expedition in the Dales',
      `<p><time datetime="2025-05-14">14 May 2025</time></p><p>Forty-two Year 9 students walked 30km around Malham and Kettlewell last weekend, camping overnight despite a very wet Saturday. Well done to every group, and thank you to the eight staff who gave up their weekend.</p><p>Sign-up for next year’s Bronze award opens in September.</p>`,
      [['/news', 'News']],
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: content(
      'Contact Us',
      `<div class="two-col"><div><h2>School office</h2><p>Moor End Road, Skircoat Green, Halifax HX3 0QL</p><p>Telephone: ${tel('01422 555 210')}<br>Email: ${mailto(`office@${HOST}`)}</p><p>The office is open 8am–4pm, Monday to Friday, during term time.</p></div>` +
        `<div><h2>Exams</h2><p>Mr Graham Lister, Exams Officer, ${mailto(`g.lister@${HOST}`)}</p><p>Certificates from previous years can be collected from reception with photo ID.</p></div></div>` +
        `<!-- 2023: headteacher mailbox retired, use d.booth instead: headteacher@${HOST} -->` +
        `<iframe title="Map" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2360!2d-1.86!3d53.70" width="100%" height="300" loading="lazy"></iframe>`,
    ),
  });

  pages['/vacancies/teaching-assistant-2025'] = page({
    path: '/vacancies/teaching-assistant-2025',
    title: 'Vacancy: Teaching Assistant (Level 2)',
    main: content(
      'Vacancy: Teaching Assistant (Level 2)',
      `<p>Grade 4, 32.5 hours per week, term time only. Required from September 2025.</p><p>We are looking for a caring and patient teaching assistant to join our Learning Support team.</p>` +
        `<p>Application packs are available from Mrs Karen Firth, HR Officer, ${mailto(`k.firth@${HOST}`)}. Closing date: Friday 13 June 2025, noon.</p>` +
        `<p>Skircoat Moor Academy is committed to safeguarding and promoting the welfare of children. This post is subject to an enhanced DBS check.</p>`,
    ),
  });

  pages['/policies'] = page({ path: '/policies', title: 'Policies', main: content('Policies', `<ul><li>Behaviour Policy (PDF)</li><li>Child Protection and Safeguarding Policy (PDF)</li><li>SEND Information Report (PDF)</li><li>Charging and Remissions Policy (PDF)</li></ul>`) });
  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy Notice', main: content('Privacy Notice', `<p>The Calder Learning Trust is the data controller for the personal information we hold about pupils and parents.</p>`) });
  pages['/accessibility'] = page({ path: '/accessibility', title: 'Accessibility', main: content('Accessibility Statement', `<p>We want as many people as possible to be able to use this website.</p>`) });
  pages['/staff-area'] = page({ path: '/staff-area', title: 'Staff Area', main: content('Staff Area', `<p>Staff login (SSO). Password reset or ICT problems: ${mailto(`ictsupport@${HOST}`)}</p>`) });

  const sitemapPaths = [
    '/', '/about-us', '/about-us/welcome', '/about-us/key-staff', '/about-us/ofsted-and-performance', '/parents', '/parents/term-dates', '/parents/uniform',
    '/curriculum', '/curriculum/send', '/safeguarding', '/news', '/news/year-9-dofe-bronze-expedition', '/contact-us', '/vacancies/teaching-assistant-2025', '/policies',
  ];
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, sitemapPaths, '2025-05-20'));

  const keyAddress = (k: Key): TruthAddress => ({
    address: `${k.local}@${HOST}`,
    name: k.name,
    title: decode(k.role),
    ...(k.local === 'i.hussain' ? { titleAlternatives: ['Designated Safeguarding Lead'] } : {}),
    pages: k.local === 'i.hussain' ? ['/about-us/key-staff', '/safeguarding'] : ['/about-us/key-staff'],
    encoded: { kind: 'script', text: keyScripts.get(k.local)! },
    cases: ['table', 'honorific', 'script-concat', 'link-english-unlisted', ...(k.local === 'i.hussain' ? (['definition-list', 'plain'] as CaseKind[]) : [])],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /staff-area\nDisallow: /cms/\nDisallow: /search\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'Pennine SchoolWeb' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-72',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain'] },
        ...KEY.map(keyAddress),
        { address: `s.greenwood@${HOST}`, name: 'Sarah Greenwood', title: 'PA to the Headteacher', pages: ['/about-us/welcome'], cases: ['prose', 'honorific', 'plain'] },
        { address: `r.lumb@${HOST}`, name: 'Rachel Lumb', title: 'Deputy Designated Safeguarding Lead', pages: ['/safeguarding'], cases: ['definition-list', 'honorific', 'plain'] },
        { address: `n.akhtar@${HOST}`, name: 'Nadia Akhtar', title: 'SENDCo', pages: ['/curriculum/send'], cases: ['title-name-line', 'honorific', 'plain'] },
        { address: `g.lister@${HOST}`, name: 'Graham Lister', title: 'Exams Officer', pages: ['/contact-us'], cases: ['name-title-line', 'honorific', 'plain'] },
        { address: `k.firth@${HOST}`, name: 'Karen Firth', title: 'HR Officer', pages: ['/vacancies/teaching-assistant-2025'], cases: ['name-title-line', 'honorific', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/staff-area'],
      nonAddresses: [
        { text: `ictsupport@${HOST}`, kind: 'disallowed' },
        { text: `headteacher@${HOST}`, kind: 'comment' },
        { text: 'alpinejs@3.13.3', kind: 'package' },
      ],
    },
  };
}
