/**
 * Tōtara Flat Area School: a rural Years 1–13 school on the West Coast of New Zealand, its site
 * built by a parent with Hugo and a hand-made theme. "Our Staff · Ō Mātou Kaimahi" is a
 * definition list of posts and people (Whaea, Matua, Mrs, Ms, Mr and Dr before the names; one
 * deputy principal's address put together by a shortcode's script from pieces, the te reo teacher's
 * turned around in a data attribute); the presiding member of the school board is only in the
 * about page's JSON-LD; the contact page states the staff address scheme and gives the office and
 * absences mailboxes; a newsletter (pānui) welcoming the new sports coordinator is listed only in
 * the sitemap robots.txt names at a non-default path. The staff-only relief register
 * (disallowed), an old alias in a template comment, the site's git remote and a pinned search
 * library are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'totaraflat.school.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/about/', 'About'],
  ['/our-staff/', 'Our Staff · Ō Mātou Kaimahi'],
  ['/enrolments/', 'Enrolments'],
  ['/panui/', 'Pānui'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tōtara Flat Area School',
  head: [
    '<meta name="generator" content="Hugo 0.126.1">',
    `<link rel="stylesheet" href="${ORIGIN}/css/main.min.3f9c1b7e2a.css" integrity="sha256-P8wbfiohU3w2t5m0aH1xV2k6sFq9lB0cR7dE4gJ2nKo=">`,
    '<script defer src="https://unpkg.com/lunr@2.3.9/lunr.min.js"></script>',
    `<link rel="icon" href="${ORIGIN}/images/favicon-totara.png">`,
  ],
  header: (p) =>
    `<header class="site-header"><div class="wrap"><a class="site-title" href="/"><img src="/images/tfas-crest.svg" alt="" width="56" height="56"> Tōtara Flat Area School <span class="site-subtitle">Kura Takiwā o Tōtara Flat</span></a>` +
    `<nav class="site-nav" aria-label="Main"><ul>${MENU.map(([h, l]) => `<li${`${p.path}/` === h ? ' class="active"' : ''}><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="wrap"><p>Tōtara Flat Area School · 14 Station Road, Tōtara Flat 7875 · ${tel('03 555 0184')}</p>` +
    `<!-- partial footer.html: principal@${HOST} alias retired Term 1 2024, do not reinstate -->` +
    `<p class="small"><a href="/privacy/">Privacy</a> · <a href="/staff-only/relief-register/">Staff only</a> · Built with Hugo by parent volunteers. Site source: <code>git@github.com:tfas-whanau/school-website.git</code></p></div></footer>`,
  bodyEnd: [`<script src="${ORIGIN}/js/search.min.b81e2f.js" defer></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-nz' });
const article = (title: string, html: string): string => `<article class="page"><h1>${esc(title)}</h1><div class="content">${html}</div></article>`;

const GRANT_SCRIPT = `var u = 'grant.mckenzie'; var d = 'totaraflat' + '.' + 'school' + '.' + 'test'; document.getElementById('eml-gm').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;
const RAWIRI_REV = reversed(`rawiri.tehuia@${HOST}`);

type Staff = { post: string; shown: string; name: string; local: string; how: 'plain' | 'concat' | 'reversed'; honorific: boolean };
const STAFF: Staff[] = [
  { post: 'Tumuaki / Principal', shown: 'Whaea Aroha Ngata-Lindsay', name: 'Aroha Ngata-Lindsay', local: 'aroha.ngata-lindsay', how: 'plain', honorific: true },
  { post: 'Deputy Principal (Years 7–13, NCEA & Attendance)', shown: 'Mr Grant McKenzie', name: 'Grant McKenzie', local: 'grant.mckenzie', how: 'concat', honorific: true },
  { post: 'Deputy Principal (Years 1–6) & SENCO', shown: 'Ms Rebekah van der Merwe', name: 'Rebekah van der Merwe', local: 'rebekah.vandermerwe', how: 'plain', honorific: true },
  { post: 'Kaiako Te Reo Māori / Specialist Classroom Teacher', shown: 'Matua Rāwiri Te Huia', name: 'Rāwiri Te Huia', local: 'rawiri.tehuia', how: 'reversed', honorific: true },
  { post: 'Head of Science & EOTC Coordinator', shown: 'Dr Sione Taufa', name: 'Sione Taufa', local: 'sione.taufa', how: 'plain', honorific: true },
  { post: 'Executive Officer (Finance, Property & Enrolments)', shown: 'Leanne Fitzgerald', name: 'Leanne Fitzgerald', local: 'leanne.fitzgerald', how: 'plain', honorific: false },
  { post: 'Careers Adviser & Gateway/STAR Coordinator', shown: "Mrs Jenny O'Brien", name: "Jenny O'Brien", local: 'jenny.obrien', how: 'plain', honorific: true },
];

const dd = (s: Staff): string => {
  if (s.how === 'plain') return `${esc(s.shown)}<br>${mailto(`${s.local}@${HOST}`)}`;
  if (s.how === 'concat') return `${esc(s.shown)}<br><span class="eml" id="eml-gm">[enable JavaScript to see this email]</span><script>${GRANT_SCRIPT}</script>`;
  return `${esc(s.shown)}<br><a class="rev-eml" href="#" data-rev="${RAWIRI_REV}">email Matua Rāwiri</a>`;
};

export function totaraFlatSchool(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Nau mai, haere mai',
    main: article(
      'Nau mai, haere mai – welcome',
      `<p>Tōtara Flat Area School is a full primary and secondary school of 164 ākonga in the Grey Valley. Small classes, a strong outdoor education programme and a close connection with our whānau and hapū are at the heart of our kura.</p>` +
        `<p>Term 3 starts Monday 21 July. <a href="/enrolments/">Enrolments for 2026 are open</a>.</p>`,
    ),
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'School',
        name: 'Tōtara Flat Area School',
        alternateName: 'Kura Takiwā o Tōtara Flat',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: '14 Station Road', addressLocality: 'Tōtara Flat', postalCode: '7875', addressRegion: 'West Coast', addressCountry: 'NZ' },
        telephone: '+64 3 555 0184',
        employee: [{ '@type': 'Person', name: 'Tania Whitcombe', jobTitle: 'Presiding Member, School Board', email: `tania.whitcombe@${HOST}` }],
      },
    ],
    main: article(
      'About our kura',
      `<p>Founded as Tōtara Flat School in 1878 and an area school since 1974, we serve families from Ngāhere to Ikamatua. Our values – manaakitanga, kaitiakitanga and ako – were chosen with our community in 2021.</p><p>The School Board meets on the third Wednesday of each month; meetings are open to the public. Minutes are available from the office.</p>`,
    ),
  });

  pages['/our-staff'] = page({
    path: '/our-staff',
    title: 'Our Staff · Ō Mātou Kaimahi',
    main: article(
      'Our Staff · Ō Mātou Kaimahi',
      `<p>Our senior leadership team and key contacts for whānau. Class teachers can be contacted through the office or the Hero app.</p>` +
        `<dl class="staff-list">${STAFF.map((s) => `<dt>${esc(s.post)}</dt><dd>${dd(s)}</dd>`).join('')}</dl>` +
        `<script>document.querySelectorAll('.rev-eml').forEach(function (a) { var e = a.getAttribute('data-rev').split('').reverse().join(''); a.href = 'mailto:' + e; a.textContent = e; });</script>`,
    ),
  });

  pages['/enrolments'] = page({
    path: '/enrolments',
    title: 'Enrolments',
    main: article(
      'Enrolments',
      `<p>We welcome enrolments from Year 1 to Year 13 throughout the year. Students from outside our zone are welcome as places allow. School buses run from Ikamatua, Ngāhere and Nelson Creek.</p><p>To ask for an enrolment pack or book a visit, e-mail ${mailto(`office@${HOST}`)} or phone ${tel('03 555 0184')}.</p>`,
    ),
  });

  pages['/panui'] = page({
    path: '/panui',
    title: 'Pānui',
    main: article('Pānui – newsletters', `<p>Our fortnightly pānui go out by e-mail and on the Hero app. Past issues as PDFs:</p><ul><li><a href="/files/panui/2025-T2-W4.pdf">Term 2, Week 4</a></li><li><a href="/files/panui/2025-T2-W2.pdf">Term 2, Week 2</a></li></ul>`),
  });

  pages['/panui/2025-term-2-week-6'] = page({
    path: '/panui/2025-term-2-week-6',
    title: 'Pānui – Term 2, Week 6',
    main: article(
      'Pānui – Term 2, Week 6',
      `<p>Kia ora koutou,</p><p>What a fortnight! Our Year 9 and 10 ākonga came back from camp at Lake Brunner muddy and happy, and the senior netball team won the Grey Valley tournament.</p>` +
        `<p>We welcome Kieran Whaanga, who started this term as our Sports &amp; Active Communities Coordinator, a role funded through Sport Canterbury’s Healthy Active Learning programme; if you can help with coaching or transport for Saturday sport, please flick Kieran an e-mail at ${mailto(`kieran.whaanga@${HOST}`)}.</p><p>Ngā mihi nui, Whaea Aroha</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: article(
      'Contact us',
      `<p>14 Station Road, Tōtara Flat 7875 · ${tel('03 555 0184')}</p><p>School office: ${mailto(`office@${HOST}`)}<br>Absences (by 9am please): ${mailto(`absences@${HOST}`)} or text ${tel('027 555 0321')}</p>` +
        `<p>All staff can be e-mailed at firstname.lastname@${HOST}.</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: article('Privacy', `<p>We collect and hold information about students and whānau in line with the Privacy Act 2020.</p>`) });

  pages['/staff-only/relief-register'] = page({
    path: '/staff-only/relief-register',
    title: 'Relief register',
    main: article('Relief register', `<p>Relief teachers: add your availability for Term 3 or e-mail ${mailto(`relief@${HOST}`)}.</p>`),
  });

  const cases = (s: Staff): CaseKind[] => {
    const how: CaseKind = s.how === 'plain' ? 'plain' : s.how === 'concat' ? 'script-concat' : 'script-reversed';
    return ['definition-list', how, ...(s.honorific ? (['honorific'] as CaseKind[]) : [])];
  };
  const encoded = (s: Staff): EncodedAddress | undefined => (s.how === 'concat' ? { kind: 'script', text: GRANT_SCRIPT } : s.how === 'reversed' ? { kind: 'reversed', text: RAWIRI_REV } : undefined);

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /staff-only/\n\nSitemap: ${ORIGIN}/sitemap-pages.xml\n`,
      pages: {
        ...pages,
        '/sitemap-pages.xml': xmlPage(urlset(HOST, ['/', '/about/', '/our-staff/', '/enrolments/', '/panui/', '/panui/2025-term-2-week-6/', '/contact/', '/privacy/'], '2025-06-06')),
      },
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01J0ZQ7K3T9WQY8V2M5N6B4C1D', 'Cache-Control': 'public,max-age=0,must-revalidate' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-108',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/enrolments', '/contact'], cases: ['role', 'plain'] },
        { address: `absences@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...STAFF.map((s) => {
          const enc = encoded(s);
          return {
            address: `${s.local}@${HOST}`,
            name: s.name,
            title: s.post,
            ...(s.local === 'aroha.ngata-lindsay' ? { titleAlternatives: ['Principal', 'Tumuaki'] } : {}),
            pages: ['/our-staff'],
            ...(enc ? { encoded: enc } : {}),
            cases: cases(s),
          };
        }),
        { address: `tania.whitcombe@${HOST}`, name: 'Tania Whitcombe', title: 'Presiding Member, School Board', titleAlternatives: ['Presiding Member'], pages: ['/about'], cases: ['json-ld-only', 'json-ld-person'] },
        { address: `kieran.whaanga@${HOST}`, name: 'Kieran Whaanga', title: 'Sports & Active Communities Coordinator', pages: ['/panui/2025-term-2-week-6'], cases: ['prose', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: `firstname.lastname@${HOST}` },
      disallowed: ['/staff-only/relief-register'],
      nonAddresses: [
        { text: `firstname.lastname@${HOST}`, kind: 'scheme' },
        { text: `relief@${HOST}`, kind: 'disallowed' },
        { text: `principal@${HOST}`, kind: 'comment' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'lunr@2.3.9', kind: 'package' },
      ],
    },
  };
}
