/**
 * Maple Hollow Elementary School: a K–5 public school in Brookfield Falls, Wisconsin, on a
 * school-district CMS. The home page's sidebar gives "Principal: Dr. ..." lines; the front
 * office page repeats the office staff as "Title: Mrs. Name" lines with the attendance line in
 * JSON-LD as a contact point; "Meet the Teachers" is a staff directory table (Mrs., Ms., Mr.,
 * an RN; one address written "[at] ... [dot]"), the specialists are microdata cards and the
 * library media specialist's address is written by String.fromCharCode; the coding club page
 * names its teacher in a sentence and shows a git clone line; the PTA page credits a parent
 * photographer beside the yearbook mailbox. The newsletter placeholder and the staff-only page
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'maplehollowelementary.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/about-our-school', 'About Our School'],
  ['/front-office', 'Front Office'],
  ['/meet-the-teachers', 'Meet the Teachers'],
  ['/families/pta', 'PTA'],
  ['/coding-club', 'Coding Club'],
  ['/staff-only', 'Staff Only'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Maple Hollow Elementary School',
  head: [
    '<meta name="generator" content="SchoolPointe CMS 5.2">',
    `<link rel="stylesheet" href="${ORIGIN}/themes/district-blue/css/site.min.css?v=20250811">`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-MHES2025X1"></script>',
  ],
  header: () =>
    `<div class="district-bar"><a href="http://brookfieldfallsschools.example/">Brookfield Falls Area School District</a> | <a href="/">Maple Hollow Elementary</a></div>` +
    `<header class="site-header"><a class="logo" href="/"><img src="/uploads/branding/mhes-maple-leaf.png" alt="Maple Hollow Elementary – Home of the Otters" width="220"></a>` +
    `<nav class="main-nav" aria-label="Main"><ul>${MENU.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="footer-col"><p><strong>Maple Hollow Elementary School</strong><br>2150 Hollow Creek Road<br>Brookfield Falls, WI 54022</p><p>Office: ${tel('(715) 555-0163')} · Fax: (715) 555-0169<br>Attendance line: ${tel('(715) 555-0164')}</p></div>` +
    `<div class="footer-col"><p>School hours: 7:55 a.m. – 2:45 p.m.<br>Early release Wednesdays: 1:30 p.m.</p><p class="nondiscrimination">The Brookfield Falls Area School District does not discriminate on the basis of sex, race, color, religion, national origin, ancestry, creed, pregnancy, marital or parental status, sexual orientation or physical, mental, emotional or learning disability.</p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const content = (title: string, html: string, sidebar = ''): string =>
  `<div class="page-wrap"><div class="page-content"><h1 class="page-title">${esc(title)}</h1>${html}</div>${sidebar ? `<aside class="sidebar">${sidebar}</aside>` : ''}</div>`;

type Row = { shown: string; name: string; title: string; local: string; how: 'plain' | 'obfuscated'; postNominal?: boolean };
const TEACHERS: Row[] = [
  { shown: 'Mrs. Karen Olson', name: 'Karen Olson', title: 'Kindergarten', local: 'kolson', how: 'plain' },
  { shown: 'Ms. Bree Johnson', name: 'Bree Johnson', title: '1st Grade', local: 'bjohnson', how: 'plain' },
  { shown: 'Mr. Luis Ortega', name: 'Luis Ortega', title: '2nd Grade – Spanish Immersion', local: 'lortega', how: 'plain' },
  { shown: 'Mrs. Deborah Willis', name: 'Deborah Willis', title: '4th Grade', local: 'dwillis', how: 'plain' },
  { shown: 'Mr. Kevin Walsh', name: 'Kevin Walsh', title: 'Physical Education', local: 'kwalsh', how: 'obfuscated' },
  { shown: 'Ms. Tanya Reed', name: 'Tanya Reed', title: 'School Counselor', local: 'treed', how: 'plain' },
  { shown: 'Amy Chen, RN', name: 'Amy Chen', title: 'School Nurse', local: 'achen', how: 'plain', postNominal: true },
];

type Specialist = { shown: string; name: string; title: string; local: string };
const SPECIALISTS: Specialist[] = [
  { shown: 'Mrs. Sarah Baker', name: 'Sarah Baker', title: 'General Music & Choir', local: 'sbaker' },
  { shown: 'Ms. Natalie Moreno', name: 'Natalie Moreno', title: 'Art', local: 'nmoreno' },
];

const LIBRARIAN = `jfletcher@${HOST}`;

export function mapleHollowElementary(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  const principalBox =
    `<div class="widget widget-contacts"><h2>Contact Us</h2><p><strong>Principal:</strong> Dr. Angela Ruiz<br>${mailto(`aruiz@${HOST}`)}</p><p><strong>Assistant Principal:</strong> Mr. Thomas Greene<br>${mailto(`tgreene@${HOST}`)}</p></div>`;

  pages['/'] = page({
    path: '/',
    title: 'Home of the Otters',
    description: 'Maple Hollow Elementary School serves 412 students in grades K–5 in Brookfield Falls, Wisconsin.',
    main: content(
      'Welcome to Maple Hollow Elementary!',
      `<div class="news-list"><article><h2>Fall Conferences – October 23 &amp; 24</h2><p>Sign up for a 15-minute conference with your child’s teacher through the family portal. Interpreters are available on request.</p></article><article><h2>Picture Day is September 18</h2><p>Order forms went home in Friday folders. Retakes will be on October 30.</p></article></div>` +
        `<div class="newsletter-signup"><h2>Get the Otter Weekly</h2><form action="/newsletter" method="post"><label for="nl-email">Email</label><input id="nl-email" type="email" name="email" placeholder="yourname@email.com"><button type="submit">Subscribe</button></form></div>`,
      principalBox,
    ),
  });

  pages['/about-our-school'] = page({
    path: '/about-our-school',
    title: 'About Our School',
    main: content(
      'About Our School',
      `<p>Maple Hollow opened in 1968 and joined the district’s Spanish Immersion program in 2012. Our students are known as the Otters, and our school-wide expectations are simple: Be Safe, Be Kind, Be Responsible.</p><p>We offer before- and after-school care through Kids Club, a Title I reading program and a garden club run with University of Wisconsin–Extension volunteers.</p>`,
    ),
  });

  pages['/front-office'] = page({
    path: '/front-office',
    title: 'Front Office',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ElementarySchool',
        name: 'Maple Hollow Elementary School',
        url: `${ORIGIN}/`,
        telephone: '+1-715-555-0163',
        address: { '@type': 'PostalAddress', streetAddress: '2150 Hollow Creek Road', addressLocality: 'Brookfield Falls', addressRegion: 'WI', postalCode: '54022', addressCountry: 'US' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'attendance', telephone: '+1-715-555-0164', email: `attendance@${HOST}` },
      },
    ],
    main: content(
      'Front Office',
      `<p>The office is open 7:30 a.m. to 3:30 p.m. on school days. All visitors must check in at the front entrance and show a photo ID.</p>` +
        `<ul class="office-staff"><li><strong>Principal:</strong> Dr. Angela Ruiz – ${mailto(`aruiz@${HOST}`)}</li><li><strong>Assistant Principal:</strong> Mr. Thomas Greene – ${mailto(`tgreene@${HOST}`)}</li><li><strong>Office Manager:</strong> Mrs. Linda Park – ${mailto(`lpark@${HOST}`)}</li></ul>` +
        `<h2>Reporting an Absence</h2><p>Please call the attendance line at ${tel('(715) 555-0164')} or email ${mailto(`attendance@${HOST}`)} before 8:30 a.m. with your child’s name, teacher and the reason for the absence.</p>`,
    ),
  });

  const row = (r: Row): string => {
    const address = `${r.local}@${HOST}`;
    const cell = r.how === 'plain' ? mailto(address) : `${r.local} [at] maplehollowelementary [dot] test`;
    return `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${cell}</td></tr>`;
  };
  const specialist = (s: Specialist): string =>
    `<div class="staff-card" itemscope itemtype="https://schema.org/Person"><img src="/uploads/staff/${s.local}.jpg" alt=""><h3 itemprop="name">${esc(s.shown)}</h3><p itemprop="jobTitle">${esc(s.title)}</p><p><a itemprop="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></p></div>`;

  pages['/meet-the-teachers'] = page({
    path: '/meet-the-teachers',
    title: 'Meet the Teachers',
    main: content(
      'Meet the Teachers',
      `<p>Email is the best way to reach a teacher during the school day. Teachers respond within one school day.</p>` +
        `<table class="staff-directory"><thead><tr><th>Name</th><th>Grade / Position</th><th>Email</th></tr></thead><tbody>${TEACHERS.map(row).join('')}</tbody></table>` +
        `<h2>Specials</h2><div class="staff-cards">${SPECIALISTS.map(specialist).join('')}` +
        `<div class="staff-card"><img src="/uploads/staff/jfletcher.jpg" alt=""><h3>Mrs. Joan Fletcher</h3><p>Library Media Specialist</p><p><script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(LIBRARIAN)}) + '">Email Mrs. Fletcher</a>');</script></p></div></div>`,
    ),
  });

  pages['/families/pta'] = page({
    path: '/families/pta',
    title: 'PTA',
    main: content(
      'Maple Hollow PTA',
      `<p>Every family is a member of the PTA! We meet the second Tuesday of each month at 6:30 p.m. in the library, with free child care in the gym.</p><p>This year’s fundraisers pay for the Otter Trot, field trip buses and new recess equipment.</p>` +
        `<figure><img src="/uploads/pta/otter-trot-2024.jpg" alt="Students running the Otter Trot"><figcaption>Otter Trot 2024. Photo: parent volunteer Mike Dunn.</figcaption></figure><p>Have photos from school events for the yearbook? Send them to ${mailto(`yearbook@${HOST}`)}.</p>`,
    ),
  });

  pages['/coding-club'] = page({
    path: '/coding-club',
    title: 'Coding Club',
    main: content(
      'Coding Club',
      `<p>Coding Club meets Thursdays after school from 2:50 to 3:50 p.m. in the computer lab for students in grades 3–5. The club is run by our technology integration specialist, Ms. Priya Shah, who can be reached at ${mailto(`pshah@${HOST}`)} with any questions.</p>` +
        `<p>Older students who want to keep working on their games at home can copy the club’s projects:</p><pre><code>git clone git@github.com:mhes-coding-club/otter-games.git</code></pre>`,
    ),
  });

  pages['/staff-only'] = page({
    path: '/staff-only',
    title: 'Staff Only',
    main: content('Staff Resources', `<p>Substitute requests go to ${mailto(`subs@${HOST}`)} by 6:00 a.m. Log in with your district account to see the duty schedule.</p>`),
  });

  const teacherCases = (r: Row): CaseKind[] => ['table', 'honorific', 'link-english-unlisted', r.how, ...(r.postNominal ? (['post-nominal'] as CaseKind[]) : [])].filter((c) => !(r.postNominal && c === 'honorific')) as CaseKind[];

  const addresses: TruthAddress[] = [
    { address: `aruiz@${HOST}`, name: 'Angela Ruiz', title: 'Principal', pages: ['/', '/front-office'], cases: ['title-name-line', 'honorific', 'plain'] },
    { address: `tgreene@${HOST}`, name: 'Thomas Greene', title: 'Assistant Principal', pages: ['/', '/front-office'], cases: ['title-name-line', 'honorific', 'plain'] },
    { address: `lpark@${HOST}`, name: 'Linda Park', title: 'Office Manager', pages: ['/front-office'], cases: ['title-name-line', 'honorific', 'plain'] },
    { address: `attendance@${HOST}`, name: null, title: null, pages: ['/front-office'], cases: ['role', 'json-ld-contact-point', 'plain'] },
    ...TEACHERS.map((r) => ({ address: `${r.local}@${HOST}`, name: r.name, title: r.title, pages: ['/meet-the-teachers'], cases: teacherCases(r) })),
    ...SPECIALISTS.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/meet-the-teachers'], cases: ['card', 'microdata', 'honorific', 'link-english-unlisted', 'plain'] as CaseKind[] })),
    {
      address: LIBRARIAN,
      name: 'Joan Fletcher',
      title: 'Library Media Specialist',
      pages: ['/meet-the-teachers'],
      encoded: { kind: 'charcodes', text: charCodes(LIBRARIAN) },
      cases: ['card', 'honorific', 'link-english-unlisted', 'script-charcode'],
    },
    { address: `yearbook@${HOST}`, name: null, title: null, pages: ['/families/pta'], cases: ['role', 'neighbour', 'plain'] },
    { address: `pshah@${HOST}`, name: 'Priya Shah', title: 'technology integration specialist', pages: ['/coding-club'], cases: ['prose', 'honorific', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /staff-only\nDisallow: /admin/\nDisallow: /search\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about-our-school', '/front-office', '/meet-the-teachers', '/families/pta', '/coding-club'], '2025-08-25'),
      pages,
      headers: { Server: 'nginx', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-52',
      languages: ['en'],
      addresses,
      pattern: '{f}{last}',
      disallowed: ['/staff-only'],
      nonAddresses: [
        { text: `subs@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:mhes-coding-club/otter-games.git', kind: 'git' },
        { text: 'yourname@email.com', kind: 'placeholder' },
      ],
    },
  };
}
