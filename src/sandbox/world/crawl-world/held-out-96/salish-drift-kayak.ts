/**
 * Salish Drift Sea Kayaking: a guided-tour and rental outfitter in Cowichan Bay, Vancouver
 * Island, on Wix. The home page's JSON-LD names the owner as founder (a "mailto:" email), the
 * rental shop manager as an employee of a department, and a bookings contact point whose address
 * is nowhere on the visible page. "Meet the Guides" shows cards, one address built with
 * String.fromCharCode; a blog post listed only in the gzip-compressed blog sitemap quotes the
 * safety lead. A placeholder in the trip-request form and the staff portal are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'salishdriftkayak.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [['/', 'Home'], ['/tours', 'Tours'], ['/rentals', 'Rentals'], ['/meet-the-guides', 'Meet the Guides'], ['/contact', 'Contact']];

const theme: Theme = {
  host: HOST,
  siteName: 'Salish Drift Sea Kayaking',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"a3c1e2f4-7b6d-4e8a-9f01-2b3c4d5e6f70","siteRevision":214},"language":{"userLanguage":"en"}};</script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="wixui-header"><div data-testid="linkElement"><a href="/" class="wixui-image"><img src="https://static.wixstatic.com/media/5f2e1d_salishdrift_logo~mv2.png/v1/fill/w_180,h_60/logo.png" alt="Salish Drift"></a></div>` +
    `<nav aria-label="Site" class="wixui-horizontal-menu"><ul>${MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header><main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES">`,
  footer: () =>
    `</div></main><footer id="SITE_FOOTER" class="wixui-footer"><p class="font_8 wixui-rich-text__text">1720 Cowichan Bay Rd, Cowichan Bay, BC V0R 1N0 · ${tel('250-555-0173')}</p><p class="font_8"><a href="${ORIGIN}/staff-portal">Staff portal</a> · © 2025 Salish Drift Sea Kayaking Ltd.</p></footer></div></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-CA', ...spec });

interface Guide { local: string; name: string; title: string; bio: string; script?: boolean }
const GUIDES: Guide[] = [
  { local: 'maya', name: 'Maya Thorne', title: 'Owner & Lead Guide', bio: 'Maya started Salish Drift with two borrowed boats in 2011 and has paddled every inch of the Gulf Islands since.' },
  { local: 'owen', name: 'Owen Tsai', title: 'Senior Guide (Paddle Canada Level 3 Instructor)', bio: 'Owen runs our multi-day trips and teaches rescue clinics every spring.', script: true },
  { local: 'jordan', name: 'Jordan Lafleur', title: 'Trip Coordinator', bio: 'Jordan answers your questions, builds the schedules and makes a mean bannock.' },
  { local: 'sophie', name: 'Sophie Gagnon', title: 'Guide & Naturalist', bio: 'Ask Sophie about orcas, kelp forests or anything that swims.' },
  { local: 'declan', name: 'Declan Hart', title: 'Sea Kayak Guide', bio: 'Declan grew up in Port Renfrew and has a sixth sense for the weather.' },
  { local: 'aiden', name: 'Aiden Joe', title: 'Guide & Cultural Interpreter', bio: 'Aiden, a member of Cowichan Tribes, shares the stories of the places we paddle.' },
];

const owenJs = (local: string) => `<script>document.getElementById('g-${local}').innerHTML = '<a href="mailto:' + String.fromCharCode(${charCodes(`${local}@${HOST}`)}) + '">' + String.fromCharCode(${charCodes(`${local}@${HOST}`)}) + '</a>';</script>`;

export function salishDriftKayak(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Guided Sea Kayak Tours on Vancouver Island',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Salish Drift Sea Kayaking',
        url: `${ORIGIN}/`,
        telephone: '+1-250-555-0173',
        founder: { '@type': 'Person', name: 'Maya Thorne', jobTitle: 'Owner & Lead Guide', email: `mailto:maya@${HOST}` },
        department: { '@type': 'Store', name: 'Salish Drift Rentals & Retail', employee: { '@type': 'Person', name: 'Ravi Sandhu', jobTitle: 'Rental Shop Manager', email: `ravi@${HOST}` } },
        contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: `bookings@${HOST}`, areaServed: 'CA' },
      },
    ],
    main: `<section class="wixui-section"><h1 class="font_0">Paddle the Salish Sea with people who love it</h1><p class="font_7">Half-day, full-day and multi-day guided tours from Cowichan Bay. All skill levels, all gear included, eh.</p><p><a href="${ORIGIN}/tours">See the tours</a></p></section>`,
  });
  pages['/tours'] = page({ path: '/tours', title: 'Tours', main: `<h1>Tours</h1><ul><li>Sunset Paddle – 3 hrs – $119</li><li>Gulf Islands Overnight – 2 days – $495</li></ul><p>Trip request: <input type="email" placeholder="name@domain.com"></p>` });
  pages['/rentals'] = page({ path: '/rentals', title: 'Rentals', main: `<h1>Rentals</h1><p>Singles, doubles and SUPs by the hour or day. Questions about gear? Ravi Sandhu, Rental Shop Manager – ${mailto(`ravi@${HOST}`)}</p>` });
  pages['/meet-the-guides'] = page({
    path: '/meet-the-guides',
    title: 'Meet the Guides',
    main: `<section class="wixui-section"><h1 class="font_2">Meet the Guides</h1><div class="wixui-repeater" role="list">` +
      GUIDES.map((g) => `<div role="listitem" class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/5f2e1d_${g.local}~mv2.jpg/v1/fill/w_300,h_300/${g.local}.jpg" alt="${esc(g.name)}"><h2 class="font_4">${esc(g.name)}</h2><p class="font_8"><strong>${esc(g.title)}</strong></p><p class="font_8">${esc(g.bio)}</p><p class="font_8" id="g-${g.local}">${g.script ? owenJs(g.local) : mailto(`${g.local}@${HOST}`)}</p></div>`).join('') +
      `</div></section>`,
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: `<h1>Get in touch</h1><p>Drop us a line at ${mailto(`hello@${HOST}`)} or call ${tel('250-555-0173')}. Office hours 8–5, May to September.</p>` });
  pages['/blog/storm-days-and-cancellations'] = page({
    path: '/blog/storm-days-and-cancellations',
    title: 'Storm days and cancellations: how we decide',
    main: `<article><h1>Storm days and cancellations: how we decide</h1><p>Every morning at 6:30 we check the marine forecast for Haro Strait. “If it’s a maybe, it’s a no,” says Hannah Whitfield, our safety and operations lead; if you want to know more about how we make the call, write to her at ${mailto(`hannah@${HOST}`)}.</p></article>`,
  });
  pages['/staff-portal'] = page({ path: '/staff-portal', title: 'Staff portal', main: `<h1>Staff portal</h1><p>Schedule swaps: ${mailto(`crew@${HOST}`)}</p>` });
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/tours', '/rentals', '/meet-the-guides', '/contact']));
  pages['/blog-posts-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/blog/storm-days-and-cancellations']));

  const guideCases = (g: Guide): CaseKind[] => ['card', g.script ? 'script-charcode' : 'plain', ...(g.local === 'maya' ? (['json-ld-person', 'json-ld-mailto'] as CaseKind[]) : [])];
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: /*?lightbox=\nDisallow: /staff-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/blog-posts-sitemap.xml.gz\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml']),
      pages,
      headers: { Server: 'Pepyaka', 'x-wix-request-id': '1717171717.123456789' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-96',
      languages: ['en'],
      addresses: [
        { address: `bookings@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-only'] },
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...GUIDES.map((g) => ({
          address: `${g.local}@${HOST}`,
          name: g.name,
          title: g.title,
          pages: g.local === 'maya' ? ['/', '/meet-the-guides'] : ['/meet-the-guides'],
          ...(g.script ? { encoded: { kind: 'charcodes' as const, text: charCodes(`${g.local}@${HOST}`) } } : {}),
          cases: guideCases(g),
        })),
        { address: `ravi@${HOST}`, name: 'Ravi Sandhu', title: 'Rental Shop Manager', pages: ['/', '/rentals'], cases: ['json-ld-nested', 'json-ld-person', 'name-title-line', 'plain'] },
        { address: `hannah@${HOST}`, name: 'Hannah Whitfield', title: 'safety and operations lead', pages: ['/blog/storm-days-and-cancellations'], cases: ['prose', 'plain', 'sitemap-gzip'] },
      ],
      pattern: '{first}',
      disallowed: ['/staff-portal'],
      nonAddresses: [
        { text: `crew@${HOST}`, kind: 'disallowed' },
        { text: 'name@domain.com', kind: 'placeholder' },
      ],
    },
  };
}
