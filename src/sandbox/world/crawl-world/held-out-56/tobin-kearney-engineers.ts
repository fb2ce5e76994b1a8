/**
 * Tobin Kearney Consulting Engineers: a civil and structural consultancy in Galway on Drupal 10
 * (en-IE). "Our People" is a definition list of directors and associates with Irish
 * post-nominals (BE CEng MIEI ...), the directors also in RDFa; the practice's JSON-LD nests
 * its departments' employees (one of them shown only there) and gives the office's address as a
 * mailto: ContactPoint; a careers page is listed only in the gzip sitemap. The planning
 * authority's address, a form placeholder and the intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tobinkearney.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/projects', 'Projects'],
  ['/our-people', 'Our People'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tobin Kearney Consulting Engineers',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk2pQ9aL.css?delta=0&amp;language=en&amp;theme=tkce">'],
  header: () =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><header role="banner" class="region region-header"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/tkce/logo.svg" alt="Home"></a><nav role="navigation" aria-labelledby="block-tkce-main-menu-menu" id="block-tkce-main-menu"><ul class="menu menu--main">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" data-drupal-link-system-path="${h === '/' ? '<front>' : `node/${h.length}`}">${esc(l)}</a></li>`).join('')}</ul></nav></header><div class="layout-container">`,
  footer: () =>
    `</div><footer role="contentinfo" class="region region-footer"><div class="block block-block-content"><p>Tobin Kearney Consulting Engineers Ltd. · Unit 4, Galway Technology Park, Parkmore, Galway H91 X2K7 · ${tel('+353 91 555 420')} · ${mailto(`info@${HOST}`)}</p><p>Registered in Ireland No. 512873 · <a href="/privacy-policy">Privacy</a> · <a href="/intranet">Staff intranet</a></p></div></footer></div>`,
  privacyPath: { en: '/privacy-policy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const node = (h1: string, html: string): string => `<article role="article" class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">${h1}</span></h1><div class="clearfix text-formatted field field--name-body field__item">${html}</div></article>`;

type Eng = { shown: string; name: string; title: string; local: string; rdfa: boolean };
const PEOPLE: Eng[] = [
  { shown: 'Declan Tobin BE CEng FIEI', name: 'Declan Tobin', title: 'Managing Director', local: 'declan.tobin', rdfa: true },
  { shown: 'Dr Aoife Kearney BE PhD CEng MIEI', name: 'Aoife Kearney', title: 'Director – Structural Engineering', local: 'aoife.kearney', rdfa: true },
  { shown: 'Niamh Brennan BEng MSc CEng MIEI', name: 'Niamh Brennan', title: 'Associate Director, Civil & Infrastructure', local: 'niamh.brennan', rdfa: false },
  { shown: 'Cormac Daly BSc MIFireE', name: 'Cormac Daly', title: 'Senior Fire Safety Engineer', local: 'cormac.daly', rdfa: false },
  { shown: 'Ciara Walsh BE MIEI', name: 'Ciara Walsh', title: 'Chartered Engineer and Project Manager (Water Services)', local: 'ciara.walsh', rdfa: false },
];

const dl = (p: Eng): string => {
  const a = `${p.local}@${HOST}`;
  if (p.rdfa)
    return `<div vocab="https://schema.org/" typeof="Person"><dt><span property="name">${esc(p.shown)}</span></dt><dd property="jobTitle">${esc(p.title)}</dd><dd><a href="mailto:${a}" property="email">${a}</a></dd></div>`;
  return `<dt>${esc(p.shown)}</dt><dd>${esc(p.title)}</dd><dd>${mailto(a)}</dd>`;
};

export function tobinKearneyEngineers(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const org = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Tobin Kearney Consulting Engineers Ltd.',
    url: `${ORIGIN}/`,
    contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: `mailto:info@${HOST}`, telephone: '+353 91 555 420' },
    department: [
      { '@type': 'Organization', name: 'Structural Engineering', employee: [{ '@type': 'Person', name: 'Aoife Kearney', jobTitle: 'Director – Structural Engineering', email: `aoife.kearney@${HOST}` }] },
      { '@type': 'Organization', name: 'Health & Safety', employee: [{ '@type': 'Person', name: 'Padraig Moran', jobTitle: 'PSDP & Health and Safety Manager', email: `padraig.moran@${HOST}` }] },
    ],
  };
  pages['/'] = page({ path: '/', title: 'Civil & Structural Engineers, Galway', jsonLd: [org], main: node('Engineering the west since 1994', `<p>We design bridges, schools, wastewater schemes and homes across Connacht, for local authorities, Irish Water and private clients.</p><p><a href="/projects">See our projects</a></p>`) });
  pages['/services'] = page({ path: '/services', title: 'Services', main: node('Services', `<ul><li>Structural design</li><li>Civil &amp; infrastructure</li><li>Fire safety certificates &amp; DACs</li><li>PSDP / PSCS services</li><li>Assigned Certifier under BC(A)R</li></ul>`) });
  pages['/projects'] = page({ path: '/projects', title: 'Projects', main: node('Projects', `<p>Knocknacarra Greenway bridge (2023) · Scoil Bhríde extension, Tuam (2022) · Oughterard WWTP upgrade (2021). Submissions to Galway County Council were lodged via planning@galwaycoco.ie.</p>`) });
  pages['/our-people'] = page({
    path: '/our-people',
    title: 'Our People',
    jsonLd: [org],
    main: node('Our People', `<p>Our directors and associates lead a team of 28 engineers and technicians.</p><dl class="people">${PEOPLE.map(dl).join('')}</dl>`),
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node('Contact', `<p>Unit 4, Galway Technology Park, Parkmore, Galway H91 X2K7</p><p>T: ${tel('+353 91 555 420')}<br>E: ${mailto(`info@${HOST}`)}</p><form class="webform-submission-form"><label>Email</label><input type="email" placeholder="joe.bloggs@example.ie"></form>`),
  });
  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: node('Careers', `<p>We are hiring graduate and chartered civil/structural engineers. Send your CV and a cover letter to Siobhán Farrell, HR &amp; Office Manager, at ${mailto(`siobhan.farrell@${HOST}`)}.</p>`),
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy', main: node('Privacy Policy', `<p>We process personal data in line with the GDPR and the Data Protection Act 2018.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: node('Intranet', `<p>IT helpdesk: ${mailto(`it@${HOST}`)}</p>`) });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/careers'], '2025-04-02'));

  const pcases = (p: Eng): CaseKind[] => [
    'definition-list',
    'post-nominal',
    'plain',
    ...(p.local === 'aoife.kearney' ? (['honorific', 'json-ld-nested'] as CaseKind[]) : []),
    ...(p.rdfa ? (['rdfa'] as CaseKind[]) : []),
  ];
  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /core/\nDisallow: /profiles/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap.xml.gz']),
      pages: { ...pages, '/sitemap-pages.xml': { body: urlset(HOST, ['/', '/services', '/projects', '/our-people', '/contact', '/privacy-policy']), contentType: 'application/xml; charset=utf-8' } },
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-56',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/services', '/projects', '/our-people', '/contact', '/careers', '/privacy-policy'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        ...PEOPLE.map((p) => ({ address: `${p.local}@${HOST}`, name: p.name, title: p.title, pages: ['/our-people'], cases: pcases(p) })),
        { address: `padraig.moran@${HOST}`, name: 'Padraig Moran', title: 'PSDP & Health and Safety Manager', pages: ['/', '/our-people'], cases: ['json-ld-nested', 'json-ld-only', 'json-ld-person'] },
        { address: `siobhan.farrell@${HOST}`, name: 'Siobhán Farrell', title: 'HR & Office Manager', pages: ['/careers'], cases: ['sitemap-gzip', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `it@${HOST}`, kind: 'disallowed' },
        { text: 'planning@galwaycoco.ie', kind: 'other-company' },
        { text: 'joe.bloggs@example.ie', kind: 'placeholder' },
      ],
    },
  };
}
