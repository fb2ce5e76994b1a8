/**
 * Tawa Reid Architects, a twelve-person practice on Cuba Street, Wellington, on Squarespace 7.1.
 * "Studio" introduces the directors and associates in prose bios (FNZIA letters, addresses
 * within the sentence), one designer's address is kept reversed in a data attribute and turned
 * round by a code block; the graduate is a "Name, Title" line. The contact page states the
 * firstname.lastname scheme and carries an ArchitectureFirm JSON-LD whose studio manager is
 * given only there. A journal post names the project architect; the careers page is listed
 * only in the gzip sitemap robots.txt points to. Traps: a git clone URL for their Revit
 * families, the structural engineer's address, the newsletter placeholder and the client
 * portal (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tawareid.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/projects', 'Projects'],
  ['/studio', 'Studio'],
  ['/journal', 'Journal'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tawa Reid Architects',
  head: [
    '<!-- This is Squarespace. --><!-- tawa-reid -->',
    '<link rel="preconnect" href="https://images.squarespace-cdn.com">',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"identifier":"tawa-reid","siteTitle":"Tawa Reid Architects"},"templateVersion":"7.1"};</script>',
  ],
  header: () =>
    `<header id="header" class="header"><div class="header-title"><a href="/" class="header-title-text">TAWA REID</a></div><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></header>`,
  footer: () =>
    `<footer id="footer-sections"><div class="sqs-html-content"><p>Level 2, 187 Cuba Street, Te Aro, Wellington 6011 · ${tel('04 555 0166')} · ${mailto(`studio@${HOST}`)}</p><p>We acknowledge mana whenua, Taranaki Whānui ki Te Upoko o Te Ika and Ngāti Toa Rangatira. · <a href="/client-portal">Client portal</a></p>` +
    `<form class="newsletter-form"><input type="email" name="email" placeholder="name@company.co.nz"><button>Subscribe</button></form></div></footer>`,
  privacyPath: { en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-NZ' });
const sec = (html: string): string => `<section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-html-content">${html}</div></div></div></section>`;

const HANNAH_REV = reversed(`hannah.lowe@${HOST}`);
const HANNAH_SCRIPT = `<script>document.querySelectorAll('[data-m]').forEach(function(el){var m=el.getAttribute('data-m').split('').reverse().join('');el.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script>`;
const SCHEME = `firstname.lastname@${HOST}`;

export function tawaReid(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: sec(`<h1>Buildings for a windy city.</h1><p>Houses, schools and marae buildings across Te Whanganui-a-Tara and the lower North Island. Timber where we can, concrete where we must.</p><p><a href="/projects">Selected projects</a></p>`),
  });
  pages['/projects'] = page({ path: '/projects', title: 'Projects', main: sec(`<h1>Projects</h1><ul><li>Te Aro Pā Housing (2025, under construction)</li><li>Ōwhiro Bay House (NZIA Wellington Architecture Award 2023)</li><li>Tītahi Bay School Library</li></ul>`) });

  pages['/studio'] = page({
    path: '/studio',
    title: 'Studio',
    main: sec(
      `<h1>Studio</h1>` +
        `<h3>Anahera Tawa FNZIA</h3><p>Anahera (Te Āti Awa) co-founded the practice in 2009 and is its Design Director. She leads our education and papakāinga work and sits on the Wellington Urban Design Panel; write to her at ${mailto(`anahera.tawa@${HOST}`)}.</p>` +
        `<h3>Michael Reid</h3><p>Michael is co-founder and Managing Director, a registered architect who keeps a close eye on detailing, contracts and the practice's finances. His email is ${mailto(`michael.reid@${HOST}`)}.</p>` +
        `<h3>Sione Fifita</h3><p>Sione joined us from Auckland in 2016 and is now an Associate Principal, leading the Te Aro Pā Housing team. Reach Sione at ${mailto(`sione.fifita@${HOST}`)}.</p>` +
        `<h3>Hannah Lowe</h3><p>Hannah, our Senior Architectural Designer, runs the residential studio and our in-house BIM standards. <span data-m="${HANNAH_REV}">[email]</span></p>${HANNAH_SCRIPT}` +
        `<p>Rewi Parata, Architectural Graduate – ${mailto(`rewi.parata@${HOST}`)}</p>`,
    ),
  });

  pages['/journal'] = page({
    path: '/journal',
    title: 'Journal',
    main: sec(`<h1>Journal</h1><article><h2><a href="/journal/te-aro-pa-topping-out">Topping out at Te Aro Pā</a></h2></article><article><h2><a href="/journal/sharing-our-revit-families">Sharing our Revit families</a></h2></article>`),
  });
  pages['/journal/te-aro-pa-topping-out'] = page({
    path: '/journal/te-aro-pa-topping-out',
    title: 'Topping out at Te Aro Pā',
    main: sec(
      `<h1>Topping out at Te Aro Pā</h1><p><time datetime="2025-08-14">14 August 2025</time></p><p>The last CLT panel went on the third building this week, with a karakia led by kaumātua from Te Aro Pā Trust. Tom Whitcombe, project architect for the job, has been on site every Tuesday since February; questions from neighbours about the construction programme can go to him at ${mailto(`tom.whitcombe@${HOST}`)}.</p><p>Structural engineering by Harbour Structures (wgtn@harbourstructures.co.nz).</p>`,
    ),
  });
  pages['/journal/sharing-our-revit-families'] = page({
    path: '/journal/sharing-our-revit-families',
    title: 'Sharing our Revit families',
    main: sec(`<h1>Sharing our Revit families</h1><p>We have published our library of NZ-specific Revit families (weatherboards, NZS 3604 framing, timber joinery) for other small practices. Clone it with <code>git clone git@github.com:tawareid/revit-families.git</code> and let us know how you get on.</p>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ArchitectureFirm',
        name: 'Tawa Reid Architects',
        url: `${ORIGIN}/`,
        telephone: '+64 4 555 0166',
        address: { '@type': 'PostalAddress', streetAddress: 'Level 2, 187 Cuba Street', addressLocality: 'Wellington', postalCode: '6011', addressCountry: 'NZ' },
        employee: [
          { '@type': 'Person', name: 'Grace Liu', jobTitle: 'Studio Manager', email: `grace.liu@${HOST}` },
          { '@type': 'Person', name: 'Anahera Tawa', jobTitle: 'Design Director' },
        ],
      },
    ],
    main: sec(
      `<h1>Kia ora, get in touch</h1><p>General enquiries and new projects: ${mailto(`studio@${HOST}`)} or ${tel('04 555 0166')}.</p><p>If you know who you'd like to talk to, our addresses are ${esc(SCHEME)}.</p><p>We're upstairs from the bike shop; ring the bell and someone will come down.</p>`,
    ),
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: sec(`<h1>Work with us</h1><p>We're looking for an intermediate architectural designer with 3–5 years' NZ experience and strong Revit skills. Send a CV and short portfolio (max 10 MB) to:</p><p>Ella Brown, Practice Manager<br>${mailto(`ella.brown@${HOST}`)}</p>`),
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: sec('<h1>Privacy</h1><p>We follow the Privacy Act 2020.</p>') });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client portal', main: sec(`<h1>Client portal</h1><p>Drawings and consent documents for current clients. Access issues: ${mailto(`portal@${HOST}`)}</p>`) });

  const p = (address: string, name: string, title: string, pages: string[], cases: CaseKind[]) => ({ address, name, title, pages, cases });

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages: {
        ...pages,
        '/sitemap.xml.gz': gzipXmlPage(urlset(HOST, ['/', '/projects', '/studio', '/journal', '/contact', '/careers', '/privacy'], '2025-08-14')),
      },
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-84',
      languages: ['en'],
      addresses: [
        { address: `studio@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        p(`anahera.tawa@${HOST}`, 'Anahera Tawa', 'Design Director', ['/studio'], ['prose', 'post-nominal', 'plain']),
        p(`michael.reid@${HOST}`, 'Michael Reid', 'Managing Director', ['/studio'], ['prose', 'plain']),
        p(`sione.fifita@${HOST}`, 'Sione Fifita', 'Associate Principal', ['/studio'], ['prose', 'plain']),
        { ...p(`hannah.lowe@${HOST}`, 'Hannah Lowe', 'Senior Architectural Designer', ['/studio'], ['prose', 'script-reversed']), encoded: { kind: 'reversed' as const, text: HANNAH_REV } },
        p(`rewi.parata@${HOST}`, 'Rewi Parata', 'Architectural Graduate', ['/studio'], ['name-title-line', 'plain']),
        p(`grace.liu@${HOST}`, 'Grace Liu', 'Studio Manager', ['/contact'], ['json-ld-only', 'json-ld-person', 'json-ld-nested']),
        p(`tom.whitcombe@${HOST}`, 'Tom Whitcombe', 'project architect', ['/journal/te-aro-pa-topping-out'], ['prose', 'deep-page', 'plain']),
        p(`ella.brown@${HOST}`, 'Ella Brown', 'Practice Manager', ['/careers'], ['name-title-line', 'sitemap-gzip', 'plain']),
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: SCHEME },
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:tawareid/revit-families.git', kind: 'git' },
        { text: 'wgtn@harbourstructures.co.nz', kind: 'other-company' },
        { text: 'name@company.co.nz', kind: 'placeholder' },
      ],
    },
  };
}
