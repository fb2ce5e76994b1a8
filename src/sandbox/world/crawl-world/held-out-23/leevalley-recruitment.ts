/**
 * Lee Valley Recruitment: a recruitment agency in Cork, on Webflow, in Irish English. The
 * consultants as Webflow collection cards (post-nominals as Irish professionals write them, one
 * address assembled by an embed script, one written as character references), the managing
 * director as a JSON-LD Person, a sector-desk table on a "Sectors we cover" page, the payroll
 * lead in a sentence in a blog post, and the agency's mailboxes; a git URL in a developer job
 * ad, the Webflow and jQuery package references, a retina logo and the client portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'leevalley-recruitment.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/job-seekers', 'Job seekers'],
  ['/hiring', "I'm hiring"],
  ['/sectors-we-cover', 'Sectors we cover'],
  ['/meet-the-consultants', 'Meet the consultants'],
  ['/insights', 'Insights'],
  ['/get-in-touch', 'Get in touch'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lee Valley Recruitment',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets-global.website-files.com/63f2a1c4e8b7d/css/leevalley-recruitment.webflow.4b1e2c9f0.css" rel="stylesheet" type="text/css">`,
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
  ],
  header: (p) =>
    `<div data-collapse="medium" data-animation="default" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="${p.path === '/' ? 'page' : 'false'}" class="brand w-nav-brand">` +
    `<img src="https://assets-global.website-files.com/63f2a1c4e8b7d/63f2a2b1_lvr-logo.png" srcset="https://assets-global.website-files.com/63f2a1c4e8b7d/63f2a2b1_lvr-logo@2x.png 2x" loading="lazy" alt="Lee Valley Recruitment" class="logo"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link${h === p.path ? ' w--current' : ''}">${esc(l)}</a>`).join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-layout-grid footer-grid"><div><p class="footer-text">Lee Valley Recruitment Ltd · 14 South Mall, Cork T12 XK52 · ${tel('+353 21 427 9310')} · ${mailto(`hello@${HOST}`)}</p>` +
    `<p class="footer-text">Registered in Ireland No. 712044 · Licensed under the Employment Agency Act 1971, licence EA4471</p></div><div><a href="/privacy" class="footer-link">Privacy</a> <a href="/client-portal" class="footer-link">Client portal</a></div></div></footer>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=63f2a1c4e8b7d" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://assets-global.website-files.com/63f2a1c4e8b7d/js/webflow.8c1d3e.js" type="text/javascript"></script>',
    '<!-- Finsweet Attributes --><script async type="module" src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js"></script>',
    '<script defer src="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/js/splide.min.js"></script>',
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const sec = (html: string): string => `<section class="section"><div class="w-layout-blockcontainer container w-container">${html}</div></section>`;

const CIARAN_SCRIPT = `<script>var u='ciaran'+'.'+'murphy';var d='leevalley-recruitment'+'.'+'test';document.getElementById('cm-mail').innerHTML='<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>';</script>`;

type Consultant = { name: string; suffix?: string; title: string; local: string; how: 'plain' | 'entities' | 'script'; photo: string };
const CONSULTANTS: Consultant[] = [
  { name: 'Siobhán O’Sullivan', suffix: 'BComm, MCIPD', title: 'Managing Director', local: 'siobhan.osullivan', how: 'plain', photo: 'so' },
  { name: 'Ciarán Murphy', title: 'Senior Consultant – Engineering & Life Sciences', local: 'ciaran.murphy', how: 'script', photo: 'cm' },
  { name: 'Aoife Kelleher', suffix: 'ACCA', title: 'Recruitment Consultant – Accountancy & Finance', local: 'aoife.kelleher', how: 'plain', photo: 'ak' },
  { name: 'Dónal Crowley', title: 'Talent Acquisition Partner', local: 'donal.crowley', how: 'entities', photo: 'dc' },
];

const cardHtml = (c: Consultant): string => {
  const address = `${c.local}@${HOST}`;
  const mail = c.how === 'plain' ? mailto(address) : c.how === 'entities' ? `<a href="${entities(`mailto:${address}`)}" class="team-email">${entities(address)}</a>` : `<span id="cm-mail" class="team-email"></span>${CIARAN_SCRIPT}`;
  return (
    `<div role="listitem" class="team-item w-dyn-item"><div class="team-card"><img src="https://assets-global.website-files.com/63f2a1c4e8b7d/team-${c.photo}.webp" loading="lazy" alt="" class="team-photo">` +
    `<h3 class="team-name">${esc(c.name)}${c.suffix ? `<span class="post-nominals">, ${esc(c.suffix)}</span>` : ''}</h3><div class="team-role">${esc(c.title)}</div><div class="team-contact">${mail}</div></div></div>`
  );
};

export function leevalleyRecruitment(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Recruitment in Cork and Munster',
    lang: 'en-IE',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'EmploymentAgency',
        name: 'Lee Valley Recruitment',
        url: `${ORIGIN}/`,
        email: `hello@${HOST}`,
        telephone: '+353 21 427 9310',
        address: { '@type': 'PostalAddress', streetAddress: '14 South Mall', addressLocality: 'Cork', postalCode: 'T12 XK52', addressCountry: 'IE' },
        employee: [{ '@type': 'Person', name: 'Siobhán O’Sullivan', jobTitle: 'Managing Director', email: `siobhan.osullivan@${HOST}` }],
      },
    ],
    main: sec(
      `<h1 class="hero-heading">Permanent and contract roles across Munster</h1><p>Engineering, life sciences, finance and construction: we've placed over 2,000 people with employers from Little Island to Killarney since 2012.</p>` +
        `<a href="/job-seekers" class="button w-button">Browse jobs</a> <a href="/hiring" class="button is-secondary w-button">Register a vacancy</a>`,
    ),
  });

  pages['/job-seekers'] = page({
    path: '/job-seekers',
    title: 'Job seekers',
    lang: 'en-IE',
    main: sec(
      `<h1>Looking for your next role?</h1><p>Send us your CV at ${mailto(`jobs@${HOST}`)} or upload it below; a consultant from the right desk will ring you within two working days.</p>` +
        `<div class="w-form"><form id="cv-form" name="cv-form" data-name="CV Form" method="get"><label for="email">Email</label><input type="email" class="w-input" maxlength="256" name="email" placeholder="you@example.com" id="email"><input type="submit" value="Submit" class="w-button"></form></div>`,
    ),
  });

  pages['/hiring'] = page({
    path: '/hiring',
    title: "I'm hiring",
    lang: 'en-IE',
    main: sec(`<h1>Hiring in Munster?</h1><p>Tell us about the role and we'll come back with a shortlist within a week. Our terms are on a no-placement, no-fee basis.</p><p>Call ${tel('+353 21 427 9310')} or email ${mailto(`hello@${HOST}`)}.</p>`),
  });

  const row = (cells: string[]): string => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  pages['/sectors-we-cover'] = page({
    path: '/sectors-we-cover',
    title: 'Sectors we cover',
    lang: 'en-IE',
    main: sec(
      `<h1>Sectors we cover</h1><p>Every sector has its own desk, so you deal with someone who knows the market.</p>` +
        `<div class="w-embed"><table class="desk-table"><thead><tr><th>Desk</th><th>Consultant</th><th>Role</th><th>Email</th></tr></thead><tbody>` +
        row(['Pharma &amp; MedTech', 'Niamh Barry', 'Principal Consultant', mailto(`niamh.barry@${HOST}`)]) +
        row(['Construction &amp; Property', 'Eoin Walsh', 'Associate Consultant', mailto(`eoin.walsh@${HOST}`)]) +
        row(['Accountancy &amp; Finance', 'Aoife Kelleher', 'Recruitment Consultant', mailto(`aoife.kelleher@${HOST}`)]) +
        row(['Temporary &amp; Contract', 'Contracts team', '—', mailto(`contracts@${HOST}`)]) +
        `</tbody></table></div>`,
    ),
  });

  pages['/meet-the-consultants'] = page({
    path: '/meet-the-consultants',
    title: 'Meet the consultants',
    lang: 'en-IE',
    main: sec(`<h1>Meet the consultants</h1><p>Small team, long memories: most of us have recruited in Cork for over a decade.</p><div role="list" class="team-list w-dyn-items">${CONSULTANTS.map(cardHtml).join('')}</div>`),
  });

  pages['/insights'] = page({
    path: '/insights',
    title: 'Insights',
    lang: 'en-IE',
    main: sec(`<h1>Insights</h1><div class="w-dyn-list"><a href="/insights/contractor-pay-2025" class="blog-link">What contractors in Cork are earning in 2025</a><a href="/insights/we-are-hiring-a-developer" class="blog-link">We're hiring: junior developer</a></div>`),
  });

  pages['/insights/contractor-pay-2025'] = page({
    path: '/insights/contractor-pay-2025',
    title: 'What contractors in Cork are earning in 2025',
    lang: 'en-IE',
    main: sec(
      `<h1>What contractors in Cork are earning in 2025</h1><p>Day rates for validation engineers rose 6% year on year; QA and CQV specialists remain the hardest roles to fill.</p>` +
        `<p>Contractors on our books are paid weekly through our own payroll. If you have a question about a payslip, our payroll lead, Gráinne Fitzgerald, ACMA, can be reached at ${mailto(`grainne.fitzgerald@${HOST}`)}.</p>`,
    ),
  });

  pages['/insights/we-are-hiring-a-developer'] = page({
    path: '/insights/we-are-hiring-a-developer',
    title: "We're hiring: junior developer",
    lang: 'en-IE',
    main: sec(
      `<h1>We're hiring: junior developer</h1><p>We're building our own matching tool. To apply, clone the take-home exercise with <code>git clone git@github.com:leevalley-recruitment/take-home.git</code>, and send your solution to ${mailto(`jobs@${HOST}`)}.</p>` +
        `<p>Our stack: TypeScript, <code>npm install @leevalley/cv-parser@0.4.2</code>, Postgres.</p>`,
    ),
  });

  pages['/get-in-touch'] = page({
    path: '/get-in-touch',
    title: 'Get in touch',
    lang: 'en-IE',
    main: sec(
      `<h1>Get in touch</h1><p>14 South Mall, Cork T12 XK52 · Mon–Fri 8.30–17.30</p><ul><li>General: ${mailto(`hello@${HOST}`)}</li><li>Candidates: ${mailto(`jobs@${HOST}`)}</li><li>Timesheets: ${mailto(`timesheets@${HOST}`)}</li></ul>` +
        `<p>We're a member of the National Recruitment Federation (info@nrf-members.test).</p><!-- old Limerick office: limerick@${HOST} -->`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', lang: 'en-IE', main: sec(`<h1>Privacy notice</h1><p>We keep CVs for two years unless you ask us to delete them sooner.</p>`) });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client portal', lang: 'en-IE', main: sec(`<h1>Client portal</h1><p>Log-in problems: ${mailto(`portal@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, MENU.map(([h]) => h).concat(['/insights/contractor-pay-2025', '/insights/we-are-hiring-a-developer', '/privacy'])),
      pages,
      headers: { Server: 'cloudflare', 'X-Cluster-Name': 'eu-west-1-webflow-production', 'Surrogate-Key': 'site:63f2a1c4e8b7d' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-23',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/get-in-touch', '/hiring'], cases: ['role', 'plain'] },
        { address: `jobs@${HOST}`, name: null, title: null, pages: ['/job-seekers', '/get-in-touch'], cases: ['role', 'plain'] },
        { address: `timesheets@${HOST}`, name: null, title: null, pages: ['/get-in-touch'], cases: ['role', 'plain'] },
        { address: `contracts@${HOST}`, name: null, title: null, pages: ['/sectors-we-cover'], cases: ['role', 'table', 'plain', 'link-english-unlisted'] },
        {
          address: `siobhan.osullivan@${HOST}`,
          name: 'Siobhán O’Sullivan',
          title: 'Managing Director',
          pages: ['/meet-the-consultants', '/'],
          cases: ['card', 'post-nominal', 'json-ld-person', 'plain', 'link-english-unlisted'],
        },
        {
          address: `ciaran.murphy@${HOST}`,
          name: 'Ciarán Murphy',
          title: 'Senior Consultant – Engineering & Life Sciences',
          titleAlternatives: ['Senior Consultant'],
          pages: ['/meet-the-consultants'],
          encoded: { kind: 'script', text: CIARAN_SCRIPT },
          cases: ['card', 'script-concat', 'link-english-unlisted'],
        },
        {
          address: `aoife.kelleher@${HOST}`,
          name: 'Aoife Kelleher',
          title: 'Recruitment Consultant – Accountancy & Finance',
          titleAlternatives: ['Recruitment Consultant'],
          pages: ['/meet-the-consultants', '/sectors-we-cover'],
          cases: ['card', 'table', 'post-nominal', 'plain', 'link-english-unlisted'],
        },
        { address: `donal.crowley@${HOST}`, name: 'Dónal Crowley', title: 'Talent Acquisition Partner', pages: ['/meet-the-consultants'], cases: ['card', 'entities', 'link-english-unlisted'] },
        { address: `niamh.barry@${HOST}`, name: 'Niamh Barry', title: 'Principal Consultant', pages: ['/sectors-we-cover'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: `eoin.walsh@${HOST}`, name: 'Eoin Walsh', title: 'Associate Consultant', pages: ['/sectors-we-cover'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: `grainne.fitzgerald@${HOST}`, name: 'Gráinne Fitzgerald', title: 'payroll lead', pages: ['/insights/contractor-pay-2025'], cases: ['prose', 'post-nominal', 'plain', 'deep-page'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `limerick@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:leevalley-recruitment/take-home.git', kind: 'git' },
        { text: '@leevalley/cv-parser@0.4.2', kind: 'package' },
        { text: 'lvr-logo@2x.png', kind: 'retina' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'info@nrf-members.test', kind: 'other-company' },
      ],
    },
  };
}
