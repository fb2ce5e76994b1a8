/**
 * Pecos Ridge College, Department of Welding & Industrial Technology (Fort Stockton, Texas), on
 * WordPress with a college theme. The "Faculty & Staff" page is a directory table (the chair a
 * "Dr." with Ph.D., instructors with CWI/M.Ed.), the advising coordinator's address is written by
 * an e-mail encoder plugin as character references, the chair is also a Person in JSON-LD, and
 * the program advisory committee page is listed only in a child of the WordPress sitemap index
 * ("Name, Title, address" lines). Traps: the registration form's placeholder, a pinned Swiper
 * version and the adjunct portal (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'pecosridge.test';
const ORIGIN = `http://${HOST}`;
const BASE = '/academics/welding-industrial-technology';

const MENU: [string, string][] = [
  [`${BASE}`, 'Department Home'],
  [`${BASE}/programs`, 'Programs'],
  [`${BASE}/faculty-staff`, 'Faculty &amp; Staff'],
  [`${BASE}/dual-credit`, 'Dual Credit for High Schoolers'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Pecos Ridge College',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.css">',
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: () =>
    `<div class="utility-bar"><a href="https://my.pecosridge.test">MyPRC</a> | <a href="/apply">Apply Now</a> | <a href="/ask-ridge">Ask Ridge</a></div>` +
    `<header id="masthead" class="site-header ast-primary-header"><div class="site-branding"><a href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2023/08/prc-logo-maroon.svg" alt="Pecos Ridge College" width="240"></a></div>` +
    `<nav id="site-navigation" class="main-navigation" aria-label="Department menu"><ul id="primary-menu" class="menu">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type"><a href="${h}">${l}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="footer-widgets"><section class="widget widget_text"><h2 class="widget-title">Pecos Ridge College</h2><div class="textwidget"><p>1400 W. Railroad Ave.<br>Fort Stockton, TX 79735<br>${tel('(432) 555-0180')}</p></div></section>` +
    `<section class="widget"><p><a href="/privacy">Privacy</a> · <a href="/title-ix">Title IX</a> · <a href="/adjunct-portal">Adjunct Portal</a></p><p>Pecos Ridge College is an equal opportunity institution and does not discriminate on the basis of race, color, national origin, sex, disability or age in its programs and activities.</p></section></div>` +
    `<div class="site-info">&copy; 2025 Pecos Ridge College. All rights reserved.</div></footer>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.js"></script>', `<script src="${ORIGIN}/wp-includes/js/wp-emoji-release.min.js?ver=6.5.3" defer></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const entry = (h1: string, html: string): string => `<article class="page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title">${h1}</h1></header><div class="entry-content clear">${html}</div></article>`;

type Row = { shown: string; name: string; title: string; local: string; office: string; phone: string; encoded?: boolean; honorific?: boolean; post?: boolean };
const DIRECTORY: Row[] = [
  { shown: 'Dr. Ramona Villarreal, Ph.D.', name: 'Ramona Villarreal', title: 'Department Chair & Professor of Industrial Technology', local: 'rvillarreal', office: 'TEC 112', phone: '(432) 555-0184', honorific: true, post: true },
  { shown: 'Curtis Hollingsworth, CWI', name: 'Curtis Hollingsworth', title: 'Lead Welding Instructor', local: 'chollingsworth', office: 'TEC 118', phone: '(432) 555-0186', post: true },
  { shown: 'Delia Ortega', name: 'Delia Ortega', title: 'Instructor, Pipe Welding', local: 'dortega', office: 'TEC 119', phone: '(432) 555-0187' },
  { shown: 'Travis Pruitt, M.Ed.', name: 'Travis Pruitt', title: 'Instructor – Instrumentation & Process Technology', local: 'tpruitt', office: 'TEC 121', phone: '(432) 555-0189', post: true },
  { shown: 'Yesenia Carrasco', name: 'Yesenia Carrasco', title: 'Academic Advising Coordinator, Workforce Programs', local: 'ycarrasco', office: 'TEC 104', phone: '(432) 555-0191', encoded: true },
  { shown: 'Bobby Lindquist', name: 'Bobby Lindquist', title: 'Lab Coordinator / Safety Officer', local: 'blindquist', office: 'Welding Bay B', phone: '(432) 555-0193' },
  { shown: 'Karen Mabry', name: 'Karen Mabry', title: 'Administrative Associate II', local: 'kmabry', office: 'TEC 110', phone: '(432) 555-0182' },
];

type Member = { line: string; name: string; title: string; local: string };
const COMMITTEE: Member[] = [
  { line: 'Marisol Trevino, Open Lab Tutor & Committee Recorder', name: 'Marisol Trevino', title: 'Open Lab Tutor & Committee Recorder', local: 'mtrevino' },
];

export function pecosRidge(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const chair = DIRECTORY[0]!;

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: `<section class="hero"><h1>Your future starts in Fort Stockton.</h1><p>Associate degrees, certificates and dual credit across the Trans-Pecos. Fall registration is open through August 22.</p><p><a href="${BASE}">Welding &amp; Industrial Technology</a> · <a href="/apply">Apply</a></p></section>`,
  });

  pages[BASE] = page({
    path: BASE,
    title: 'Welding & Industrial Technology',
    main: entry(
      'Department of Welding &amp; Industrial Technology',
      `<p>From your first bead to your 6G certification test, our instructors have worked in the oilfield, the plants and the fab shops you will apply to. Students train in a 14,000 sq. ft. lab with 32 booths, CNC plasma tables and a process-control trainer donated by area employers.</p>` +
        `<p>Questions about the program? Email the department at ${mailto(`welding@${HOST}`)} or stop by TEC 110, Monday–Thursday 8 a.m. to 5 p.m.</p>` +
        `<p><a href="${BASE}/programs">See our programs</a> · <a href="${BASE}/faculty-staff">Meet the faculty</a></p>`,
    ),
  });

  pages[`${BASE}/programs`] = page({
    path: `${BASE}/programs`,
    title: 'Programs',
    main: entry(
      'Programs of Study',
      `<ul><li><strong>Welding Technology, AAS</strong> (60 SCH)</li><li><strong>Structural &amp; Pipe Welding, Level 1 Certificate</strong> (36 SCH)</li><li><strong>Instrumentation Technology, AAS</strong></li><li><strong>Industrial Maintenance Marketable Skills Award</strong></li></ul><p>Most courses are offered in the evenings so you can keep working while you train.</p>`,
    ),
  });

  pages[`${BASE}/faculty-staff`] = page({
    path: `${BASE}/faculty-staff`,
    title: 'Faculty & Staff',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: chair.name,
        honorificPrefix: 'Dr.',
        jobTitle: chair.title,
        email: `${chair.local}@${HOST}`,
        telephone: '+1-432-555-0184',
        affiliation: { '@type': 'CollegeOrUniversity', name: 'Pecos Ridge College', url: `${ORIGIN}/` },
      },
    ],
    main: entry(
      'Faculty &amp; Staff',
      `<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr><th>Name</th><th>Title</th><th>Office</th><th>Phone</th><th>Email</th></tr></thead><tbody>` +
        DIRECTORY.map(
          (r) =>
            `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${esc(r.office)}</td><td>${tel(r.phone)}</td><td>${r.encoded ? `<a href="${entities(`mailto:${r.local}@${HOST}`)}">${entities(`${r.local}@${HOST}`)}</a>` : mailto(`${r.local}@${HOST}`)}</td></tr>`,
        ).join('') +
        `</tbody></table></figure><p class="has-small-font-size">Adjunct faculty can be reached through the department office.</p>`,
    ),
  });

  pages[`${BASE}/dual-credit`] = page({
    path: `${BASE}/dual-credit`,
    title: 'Dual Credit for High Schoolers',
    main: entry(
      'Dual Credit Welding for High School Students',
      `<p>Juniors and seniors at Fort Stockton, Iraan-Sheffield and McCamey ISDs can earn up to 15 hours of college credit in welding before graduation. Tuition is covered by the Pecos Ridge Promise grant.</p>` +
        `<p>Ms. Leticia Baeza, our Dual Credit Liaison, visits each campus every other Wednesday and can be reached at ${mailto(`lbaeza@${HOST}`)} if your counselor has questions about TSI exemptions.</p>` +
        `<form class="wpforms-form"><label>Student email <input type="email" name="wpforms[fields][2]" placeholder="student@example.com"></label><button type="submit">Request info</button></form>`,
    ),
  });

  pages[`${BASE}/advisory-committee`] = page({
    path: `${BASE}/advisory-committee`,
    title: 'Program Advisory Committee',
    main: entry(
      'Program Advisory Committee, 2024–2025',
      `<p>Our advisory committee of area employers meets each spring and fall to review curriculum, equipment and the skills our graduates need on day one. Minutes are available on request.</p>` +
        `<p>${COMMITTEE.map((m) => `${esc(m.line)}, ${mailto(`${m.local}@${HOST}`)}`).join('<br>')}<br>` +
        `Hector Saldivar, Plant Superintendent, Trans-Pecos Midstream (Chair)<br>Ramona Villarreal, Department Chair (ex officio)<br>Erin Tate, Safety Manager, Comanche Springs Fabrication<br>Luis Arredondo, Business Manager, IBEW Local 898</p>` +
        `<p>Committee correspondence goes through the recorder. Industry partners interested in serving may contact the department chair.</p>`,
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: entry(
      'Contact Us',
      `<p>Main switchboard: ${tel('(432) 555-0100')}<br>Admissions &amp; Records: ${mailto(`admissions@${HOST}`)}<br>Financial Aid: ${tel('(432) 555-0125')}</p><p>Welding &amp; Industrial Technology: ${mailto(`welding@${HOST}`)}</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: entry('Website Privacy Statement', '<p>This site uses cookies for analytics only with your consent. Student records are protected under FERPA.</p>') });
  pages['/adjunct-portal'] = page({
    path: '/adjunct-portal',
    title: 'Adjunct Portal',
    main: entry('Adjunct Faculty Portal', `<p>Syllabus templates, roster access and payroll calendars. Login trouble? Email ${mailto(`adjunctsupport@${HOST}`)}.</p>`),
  });

  const pagePaths = ['/', BASE, `${BASE}/programs`, `${BASE}/faculty-staff`, `${BASE}/dual-credit`, `${BASE}/advisory-committee`, '/contact-us', '/privacy'];
  pages['/wp-sitemap-posts-page-1.xml'] = xmlPage(urlset(HOST, pagePaths, '2025-06-02'));
  pages['/wp-sitemap-taxonomies-category-1.xml'] = xmlPage(urlset(HOST, ['/category/news'], '2025-06-02'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /adjunct-portal\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages: { ...pages, '/wp-sitemap.xml': xmlPage(sitemapIndex(HOST, ['/wp-sitemap-posts-page-1.xml', '/wp-sitemap-taxonomies-category-1.xml'], '2025-06-02')) },
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-84',
      languages: ['en'],
      addresses: [
        { address: `welding@${HOST}`, name: null, title: null, pages: [BASE, '/contact-us'], cases: ['role', 'plain'] },
        { address: `admissions@${HOST}`, name: null, title: null, pages: ['/contact-us'], cases: ['role', 'plain'] },
        ...DIRECTORY.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          pages: [`${BASE}/faculty-staff`],
          cases: [
            'table',
            r.encoded ? 'entities' : 'plain',
            'link-english-unlisted',
            ...(r.honorific ? ['honorific', 'json-ld-person'] : []),
            ...(r.post ? ['post-nominal'] : []),
          ] as CrawlWorldSite['truth']['addresses'][number]['cases'],
        })),
        { address: `lbaeza@${HOST}`, name: 'Leticia Baeza', title: 'Dual Credit Liaison', pages: [`${BASE}/dual-credit`], cases: ['prose', 'honorific', 'plain', 'link-english-unlisted'] },
        ...COMMITTEE.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: [`${BASE}/advisory-committee`],
          cases: ['name-title-line', 'sitemap-index', 'plain'] as CrawlWorldSite['truth']['addresses'][number]['cases'],
        })),
      ],
      pattern: '{f}{last}',
      disallowed: ['/adjunct-portal'],
      nonAddresses: [
        { text: `adjunctsupport@${HOST}`, kind: 'disallowed' },
        { text: 'student@example.com', kind: 'placeholder' },
        { text: 'swiper@8.4.7', kind: 'package' },
      ],
    },
  };
}
