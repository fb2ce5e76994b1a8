/**
 * Siyafunda Literacy Trust: a Cape Town non-profit (NPO, PBO with Section 18A status) running
 * reading clubs and early-grade reading programmes in the Western and Eastern Cape. The site is
 * hand-written HTML on Bootstrap 5 from a CDN, kept by a volunteer: staff cards in "Who We Are",
 * two of whose addresses a small inline script assembles (one from pieces, one turned around);
 * the contact page's "Title: Name, address" lines; the volunteer coordinator in a sentence on
 * "Get Involved"; the Eastern Cape coordinator in a sentence and, as a department's employee, in
 * the JSON-LD of the programmes page; the founder's address only in the About page's JSON-LD.
 * robots.txt names a gzip sitemap that alone lists the 2024 annual report page, where the finance
 * manager signs the financial summary. The trustees' portal (disallowed), the auditors' address
 * and the Bootstrap package version are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'siyafunda.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/who-we-are', 'Who We Are'],
  ['/our-programmes', 'Our Programmes'],
  ['/get-involved', 'Get Involved'],
  ['/donate', 'Donate'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Siyafunda Literacy Trust',
  head: [
    '<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-QWTKZyjpPEjISv5WaRU9OFeRpok6YctnYmDr5pNlyT2bRjXh0JMhjY6hW+ALEwIH" crossorigin="anonymous">',
    '<link href="/css/style.css?v=14" rel="stylesheet">',
    '<link rel="icon" href="/img/favicon.png">',
  ],
  header: (p) =>
    `<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom"><div class="container"><a class="navbar-brand" href="/"><img src="/img/siyafunda-logo.png" alt="Siyafunda Literacy Trust" height="48"></a><button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>` +
    `<div class="collapse navbar-collapse" id="mainNav"><ul class="navbar-nav ms-auto">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link${h === p.path ? ' active' : ''}" href="${h}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul><a class="btn btn-warning ms-lg-3" href="/donate">Donate now</a></div></div></nav><div class="container py-5">`,
  footer: () =>
    `</div><footer class="bg-dark text-light py-4"><div class="container"><div class="row"><div class="col-md-6"><p class="mb-1"><strong>Siyafunda Literacy Trust</strong></p><p class="small mb-1">14 Albert Road, Woodstock, Cape Town 7925 · ${tel('+27 21 447 0392')} · ${mailto(`hello@${HOST}`, `hello@${HOST}`, 'class="link-light"')}</p><p class="small">NPO 214-557 · PBO 930061442 · Section 18A approved</p></div>` +
    `<div class="col-md-6 text-md-end small"><a class="link-light" href="/privacy">Privacy (POPIA)</a> · <a class="link-light" href="/trustees/">Trustees’ login</a></div></div></div></footer>`,
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-YvpcrYf0tY3lHB60NNkmXc5s9fDVZLESaAA55NDzOxhy9GkcIdslK1eN7N6jIeHz" crossorigin="anonymous"></script>',
    '<script defer data-domain="siyafunda.test" src="https://plausible.io/js/script.js"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-ZA' });

const ANNELIE_SCRIPT = `var u = 'annelie'; var d = 'siyafunda' + '.' + 'test'; var e = u + '@' + d; document.getElementById('em-annelie').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';`;
const SIPHO_SCRIPT = `var s = '${reversed(`sipho@${HOST}`)}'.split('').reverse().join(''); document.getElementById('em-sipho').innerHTML = '<a href="mailto:' + s + '">' + s + '</a>';`;

type Staff = { shown: string; name: string; title: string; local: string; how: 'plain' | 'concat' | 'reversed'; bio: string };
const STAFF: Staff[] = [
  { shown: 'Nomsa Dlamini', name: 'Nomsa Dlamini', title: 'Executive Director', local: 'nomsa', how: 'plain', bio: 'Nomsa taught Foundation Phase in Khayelitsha for eleven years before joining Siyafunda in 2015. She became Executive Director in 2019.' },
  { shown: 'Annelie van Wyk', name: 'Annelie van Wyk', title: 'Programme Manager: Early Grade Reading', local: 'annelie', how: 'concat', bio: 'Annelie designs our isiXhosa and Afrikaans reading materials and trains the reading coaches in our partner schools.' },
  { shown: 'Sipho Ndlovu', name: 'Sipho Ndlovu', title: 'Monitoring & Evaluation Officer', local: 'sipho', how: 'reversed', bio: 'Sipho runs the twice-yearly reading assessments and turns the results into the reports our funders and schools rely on.' },
];

const staffCard = (s: Staff): string =>
  `<div class="col-md-4"><div class="card h-100 shadow-sm"><img src="/img/team/${s.local}.jpg" class="card-img-top" alt="${esc(s.name)}"><div class="card-body"><h5 class="card-title">${esc(s.shown)}</h5><h6 class="card-subtitle mb-2 text-muted">${esc(s.title)}</h6><p class="card-text small">${esc(s.bio)}</p>` +
  (s.how === 'plain'
    ? `<p class="card-text">${mailto(`${s.local}@${HOST}`)}</p>`
    : `<p class="card-text" id="em-${s.local}">[enable JavaScript to see the email address]</p><script>${s.how === 'concat' ? ANNELIE_SCRIPT : SIPHO_SCRIPT}</script>`) +
  `</div></div></div>`;

export function siyafundaTrust(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Every child reading for meaning by age 10',
    description: 'Siyafunda runs reading clubs and early-grade reading programmes in 46 schools in the Western and Eastern Cape.',
    main:
      `<div class="row align-items-center"><div class="col-lg-7"><h1 class="display-5">Every child reading for meaning by age 10</h1><p class="lead">Eight out of ten Grade 4 learners in South Africa cannot read for meaning. Since 2012 we have worked with teachers, parents and volunteers in 46 schools to change that.</p>` +
      `<p><a class="btn btn-primary" href="/our-programmes">Our programmes</a> <a class="btn btn-outline-primary" href="/get-involved">Volunteer with us</a></p></div><div class="col-lg-5"><img class="img-fluid rounded" src="/img/reading-club.jpg" alt="Learners at a Saturday reading club in Gugulethu"></div></div>`,
  });

  pages['/who-we-are'] = page({
    path: '/who-we-are',
    title: 'Who We Are',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        '@id': `${ORIGIN}/#org`,
        name: 'Siyafunda Literacy Trust',
        url: `${ORIGIN}/`,
        foundingDate: '2012',
        founder: { '@type': 'Person', name: 'Margaret Fourie', honorificPrefix: 'Dr', jobTitle: 'Founder and Trustee', email: `margaret@${HOST}` },
        address: { '@type': 'PostalAddress', streetAddress: '14 Albert Road', addressLocality: 'Woodstock, Cape Town', postalCode: '7925', addressCountry: 'ZA' },
      },
    ],
    main:
      `<h1>Who We Are</h1><p>Siyafunda (“we are learning” in isiXhosa and isiZulu) was founded in 2012 by Dr Margaret Fourie, a retired lecturer in education at the University of the Western Cape, with a single reading club in a Gugulethu church hall.</p>` +
      `<h2 class="h4 mt-5">Our team</h2><div class="row g-4">${STAFF.map(staffCard).join('')}</div>` +
      `<h2 class="h4 mt-5">Board of Trustees</h2><p>Adv. Thabo Nkosi (Chairperson), Dr Margaret Fourie, Prof. Ingrid Botha, Mr Yusuf Patel CA(SA), Ms Lindiwe Mahlangu.</p>`,
  });

  pages['/our-programmes'] = page({
    path: '/our-programmes',
    title: 'Our Programmes',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        '@id': `${ORIGIN}/#org`,
        name: 'Siyafunda Literacy Trust',
        department: [
          {
            '@type': 'Organization',
            name: 'Reading Clubs Programme – Eastern Cape',
            areaServed: 'Nelson Mandela Bay',
            employee: { '@type': 'Person', name: 'Bongani Zulu', jobTitle: 'Reading Clubs Coordinator, Eastern Cape', email: `mailto:bongani@${HOST}` },
          },
        ],
      },
    ],
    main:
      `<h1>Our Programmes</h1><h2 class="h4">Early Grade Reading</h2><p>Reading coaches support Grade R–3 teachers in 31 schools with lesson plans, graded readers in isiXhosa and Afrikaans, and classroom visits every fortnight.</p>` +
      `<h2 class="h4">Reading Clubs</h2><p>Saturday reading clubs run by trained volunteers in libraries, church halls and community centres. In the Eastern Cape our clubs are coordinated from Gqeberha by Bongani Zulu, our Reading Clubs Coordinator, Eastern Cape – you can reach him at ${mailto(`bongani@${HOST}`)}.</p>`,
  });

  pages['/get-involved'] = page({
    path: '/get-involved',
    title: 'Get Involved',
    main:
      `<h1>Get Involved</h1><p>We need volunteers who can give two Saturday mornings a month to read with children aged 6 to 10. You don’t need to be a teacher; you do need to be patient, reliable and willing to have a police clearance.</p>` +
      `<p>Our volunteers are trained and supported by Lerato Khumalo, our Volunteer Coordinator. Please email Lerato at ${mailto(`lerato@${HOST}`)} with your name, area and which languages you read in.</p>`,
  });

  pages['/donate'] = page({
    path: '/donate',
    title: 'Donate',
    main: `<h1>Donate</h1><p>R350 buys a set of 40 graded readers for one classroom. Donations are tax-deductible: we issue Section 18A certificates in February each year.</p><p>EFT: Siyafunda Literacy Trust, FNB, Acc. 62 874 119 035, branch 250655, reference “DONATE + your surname”.</p>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      `<h1>Contact us</h1><p>14 Albert Road, Woodstock, Cape Town 7925<br>${tel('+27 21 447 0392')} · ${mailto(`hello@${HOST}`)}</p>` +
      `<ul class="list-unstyled"><li>Communications &amp; Fundraising Manager: Zanele Mthembu, ${mailto(`zanele@${HOST}`)}</li><li>Executive Director: Nomsa Dlamini, ${mailto(`nomsa@${HOST}`)}</li></ul>`,
  });

  pages['/annual-report-2024'] = page({
    path: '/annual-report-2024',
    title: 'Annual Report 2024',
    main:
      `<h1>Annual Report 2024</h1><p>In 2024 our programmes reached 9,412 learners in 46 schools and 18 reading clubs. Grade 3 learners in our partner schools read on average 41 words correct per minute, up from 27 in 2022.</p>` +
      `<p>Our annual financial statements were audited by Ngwenya &amp; Partners Inc. (audit@ngwenyapartners.test). For a copy of the full statements, contact our Finance &amp; Administration Manager, Fatima Isaacs CA(SA), at ${mailto(`fatima@${HOST}`)}.</p>`,
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy (POPIA)',
    main: `<h1>Privacy</h1><p>We process donors’ and volunteers’ personal information in line with the Protection of Personal Information Act (POPIA). Our Information Officer can be reached through ${mailto(`hello@${HOST}`)}.</p>`,
  });

  pages['/trustees'] = page({
    path: '/trustees',
    title: 'Trustees',
    main: `<h1>Trustees’ portal</h1><p>Board papers for the next meeting. Queries to ${mailto(`board@${HOST}`)}.</p>`,
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /trustees/\nDisallow: /trustees\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages: {
        ...pages,
        '/sitemap.xml.gz': gzipXmlPage(urlset(HOST, ['/', '/who-we-are', '/our-programmes', '/get-involved', '/donate', '/contact', '/annual-report-2024', '/privacy'], '2025-04-30')),
      },
      headers: { Server: 'nginx/1.24.0 (Ubuntu)', 'Strict-Transport-Security': 'max-age=31536000' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-64',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/contact', '/privacy'], cases: ['role', 'plain'] },
        { address: `nomsa@${HOST}`, name: 'Nomsa Dlamini', title: 'Executive Director', pages: ['/who-we-are', '/contact'], cases: ['card', 'title-name-line', 'plain'] },
        {
          address: `annelie@${HOST}`,
          name: 'Annelie van Wyk',
          title: 'Programme Manager: Early Grade Reading',
          pages: ['/who-we-are'],
          encoded: { kind: 'script', text: ANNELIE_SCRIPT },
          cases: ['card', 'script-concat'],
        },
        {
          address: `sipho@${HOST}`,
          name: 'Sipho Ndlovu',
          title: 'Monitoring & Evaluation Officer',
          pages: ['/who-we-are'],
          encoded: { kind: 'script', text: SIPHO_SCRIPT },
          cases: ['card', 'script-reversed'],
        },
        { address: `margaret@${HOST}`, name: 'Margaret Fourie', title: 'Founder and Trustee', pages: ['/who-we-are'], cases: ['json-ld-person', 'json-ld-only', 'honorific'] },
        {
          address: `bongani@${HOST}`,
          name: 'Bongani Zulu',
          title: 'Reading Clubs Coordinator, Eastern Cape',
          pages: ['/our-programmes'],
          cases: ['json-ld-nested', 'json-ld-person', 'json-ld-mailto', 'prose', 'plain'],
        },
        { address: `lerato@${HOST}`, name: 'Lerato Khumalo', title: 'Volunteer Coordinator', pages: ['/get-involved'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: `zanele@${HOST}`, name: 'Zanele Mthembu', title: 'Communications & Fundraising Manager', pages: ['/contact'], cases: ['title-name-line', 'plain'] },
        {
          address: `fatima@${HOST}`,
          name: 'Fatima Isaacs',
          title: 'Finance & Administration Manager',
          pages: ['/annual-report-2024'],
          cases: ['prose', 'post-nominal', 'sitemap-gzip', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/trustees'],
      nonAddresses: [
        { text: `board@${HOST}`, kind: 'disallowed' },
        { text: 'audit@ngwenyapartners.test', kind: 'other-company' },
        { text: 'bootstrap@5.3.3', kind: 'package' },
      ],
    },
  };
}
