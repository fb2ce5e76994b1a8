/**
 * Laurel Fork Land Trust: a small conservation charity in Boone, North Carolina, on Hugo (the
 * Ananke theme, deployed to Netlify), in US English. The staff page is a grid of cards (the
 * executive director with "PhD"); two staff addresses come out of the site's email shortcode,
 * which joins the parts in an inline script; "Conserve Your Land" names the land protection
 * specialist in a sentence; a news release ends with a "Media contact:" line; "Get Involved"
 * gives a "Name, Title, address" line. The 2024 annual report page is linked from nothing: only the
 * gzip sitemap robots.txt names lists it. The colophon's git clone URL, Alpine's pinned version on
 * unpkg, the newsletter placeholder and the board portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'laurelforklandtrust.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/about/', 'About'],
  ['/about/staff/', 'Staff'],
  ['/conserve-your-land/', 'Conserve Your Land'],
  ['/get-involved/', 'Get Involved'],
  ['/news/', 'News'],
  ['/donate/', 'Donate'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Laurel Fork Land Trust',
  head: [
    '<meta name="generator" content="Hugo 0.125.4">',
    '<meta name="robots" content="index, follow">',
    `<link rel="stylesheet" href="/ananke/css/main.min.a1f2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80.css">`,
    `<link rel="alternate" type="application/rss+xml" href="${ORIGIN}/index.xml" title="Laurel Fork Land Trust">`,
    '<script defer src="https://unpkg.com/alpinejs@3.13.10/dist/cdn.min.js"></script>',
    '<script defer data-domain="laurelforklandtrust.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: () =>
    `<header class="cover bg-top" style="background-image: url('/images/laurel-fork-header.jpg');"><div class="bg-black-60"><nav class="pv3 ph3 ph4-ns" role="navigation"><div class="flex-l justify-between items-center center">` +
    `<a href="/" class="f3 fw2 hover-white no-underline white-90 dib">Laurel Fork Land Trust</a><div class="flex-l items-center"><ul class="pl0 mr3">` +
    MENU.map(([h, l]) => `<li class="list f5 f4-ns fw4 dib pr3"><a class="hover-white no-underline white-90" href="${h}" title="${esc(l)} page">${esc(l)}</a></li>`).join('') +
    `</ul></div></div></nav></div></header>`,
  footer: () =>
    `<footer class="bg-black bottom-0 w-100 pa3" role="contentinfo"><div class="flex justify-between">` +
    `<div class="f6 fw4 white-70 pv2 ph3"><p>Laurel Fork Land Trust · PO Box 2291, Boone, NC 28607 · ${tel('(828) 555-0130')} · ${mailto(`info@${HOST}`)}</p><p>A 501(c)(3) nonprofit and accredited member of the Land Trust Alliance. Gifts are tax-deductible to the extent allowed by law.</p></div>` +
    `<div class="f6 fw4 white-70 pv2 ph3"><a class="white-70 hover-white" href="/privacy/">Privacy</a> · <a class="white-70 hover-white" href="/colophon/">Colophon</a> · <a class="white-70 hover-white" href="/board-portal/">Board Portal</a></div></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-us' });
const article = (title: string, body: string, aside = ''): string =>
  `<article class="flex-l flex-wrap justify-between mw8 center ph3"><header class="mt4 w-100"><h1 class="f1 athelas mt3 mb1">${title}</h1></header>` +
  `<div class="nested-copy-line-height lh-copy serif f4 nested-links mid-gray pr4-l w-two-thirds-l">${body}</div>` +
  (aside ? `<aside class="w-30-l mt6-l">${aside}</aside>` : '') +
  `</article>`;

/** What layouts/shortcodes/email.html renders: a span and the script that fills it. */
const emailShortcode = (user: string): { html: string; script: string } => {
  const id = `em-${user.replace(/\./g, '-')}`;
  const script = `<script>(function(){var u='${user}',d='laurelforklandtrust'+'.'+'test',e=u+'@'+d,el=document.getElementById('${id}');el.innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script>`;
  return { html: `<span class="obf-email" id="${id}">${esc(user)} at this domain</span>${script}`, script };
};

type Staff = { heading: string; name: string; title: string; local: string; photo: string; bio: string; how: 'plain' | 'shortcode' };
const STAFF: Staff[] = [
  {
    heading: 'Ellen Marsh, PhD',
    name: 'Ellen Marsh',
    title: 'Executive Director',
    local: 'ellen.marsh',
    photo: 'ellen-marsh.jpg',
    bio: 'Ellen is a forest ecologist who spent twelve years with the U.S. Forest Service before joining Laurel Fork in 2017.',
    how: 'plain',
  },
  {
    heading: 'Caleb Honeycutt',
    name: 'Caleb Honeycutt',
    title: 'Stewardship Director',
    local: 'caleb.honeycutt',
    photo: 'caleb-honeycutt.jpg',
    bio: 'Caleb monitors every one of our 74 conservation easements each year and leads the trail crew on Rich Mountain.',
    how: 'shortcode',
  },
  {
    heading: 'Tamika Greene',
    name: 'Tamika Greene',
    title: 'Development & Communications Manager',
    local: 'tamika.greene',
    photo: 'tamika-greene.jpg',
    bio: 'Tamika runs our membership program, grant writing and the Laurel Leaves newsletter.',
    how: 'plain',
  },
  {
    heading: 'Luis Ortega',
    name: 'Luis Ortega',
    title: 'Land Protection Specialist',
    local: 'luis.ortega',
    photo: 'luis-ortega.jpg',
    bio: 'Luis works with landowners from the first kitchen-table conversation through closing.',
    how: 'shortcode',
  },
  {
    heading: 'Hunter Biggs',
    name: 'Hunter Biggs',
    title: 'AmeriCorps Stewardship Fellow',
    local: 'hunter.biggs',
    photo: 'hunter-biggs.jpg',
    bio: 'Hunter is serving a year with Project Conserve, mapping invasive plants on our preserves.',
    how: 'plain',
  },
];

export function laurelForkLandTrust(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const scripts = new Map<string, string>();

  const staffCard = (s: Staff): string => {
    let mail = mailto(`${s.local}@${HOST}`, undefined, 'class="link dim blue"');
    if (s.how === 'shortcode') {
      const sc = emailShortcode(s.local);
      scripts.set(s.local, sc.script);
      mail = sc.html;
    }
    return (
      `<div class="relative w-100 w-50-l mb4 bg-white"><div class="mb3 pa4 mid-gray overflow-hidden"><img src="/images/staff/${s.photo}" class="w-40 fl mr3 br2" alt="${esc(s.name)}">` +
      `<h2 class="f3 near-black">${esc(s.heading)}</h2><p class="f5 b mv1">${esc(s.title)}</p><p class="f6 lh-copy">${esc(s.bio)}</p><p class="f6">${mail}</p></div></div>`
    );
  };

  pages['/'] = page({
    path: '/',
    title: 'Protecting the land and water of the High Country',
    description: 'Laurel Fork Land Trust protects farms, forests and headwater streams in Watauga, Ashe and Avery counties, North Carolina.',
    main:
      `<div class="pb3-m pb6-l mid-gray"><article class="cf ph3 ph5-l pv3 pv4-l f4 tc-l center measure-wide lh-copy mid-gray"><p>Since 1998 we have protected more than 11,400 acres of farmland, forest and headwater streams in Watauga, Ashe and Avery counties – forever.</p>` +
      `<p><a href="/conserve-your-land/">Thinking about the future of your land?</a> · <a href="/news/2025/04/rich-mountain-addition/">News: 212 acres added to Rich Mountain</a> · <a href="/donate/">Become a member</a></p></article>` +
      `<section class="ph3 ph5-l pv4 tc"><h2 class="f3">Get the Laurel Leaves newsletter</h2><form name="newsletter" method="POST" data-netlify="true" action="/thanks/"><input type="hidden" name="form-name" value="newsletter"><label class="db f6 mb2" for="nl-email">Email address</label><input class="input-reset ba b--black-20 pa2 mb2" id="nl-email" type="email" name="email" placeholder="name@domain.com" required><button class="f6 link dim br1 ph3 pv2 mb2 dib white bg-dark-green" type="submit">Subscribe</button></form></section></div>`,
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About',
    main: article(
      'About the Trust',
      `<p>Laurel Fork Land Trust was founded by a group of Watauga County farmers and Appalachian State faculty who watched pastures become subdivisions in the 1990s. We hold conservation easements, own six nature preserves open to the public, and help families pass working farms to the next generation.</p><p><a href="/about/staff/">Meet our staff</a></p>`,
    ),
  });

  pages['/about/staff'] = page({
    path: '/about/staff',
    title: 'Staff',
    main: `<article class="mw8 center ph3"><header class="mt4 w-100"><h1 class="f1 athelas mt3 mb1">Our Staff</h1></header><section class="flex-ns flex-wrap justify-around mt5">${STAFF.map(staffCard).join('')}</section></article>`,
  });

  pages['/conserve-your-land'] = page({
    path: '/conserve-your-land',
    title: 'Conserve Your Land',
    main: article(
      'Conserve Your Land',
      `<p>A conservation easement is a voluntary agreement that limits development on your land forever while you keep owning, farming, hunting and living on it. Many landowners also qualify for a federal income tax deduction and the North Carolina conservation tax credit.</p>` +
        `<p>Every project starts with a free, confidential visit. If you own land in Watauga, Ashe or Avery County, call ${tel('(828) 555-0134')} or email Luis Ortega, our Land Protection Specialist, at ${mailto(`luis.ortega@${HOST}`)} to set one up.</p>`,
    ),
  });

  pages['/get-involved'] = page({
    path: '/get-involved',
    title: 'Get Involved',
    main: article(
      'Get Involved',
      `<p>Volunteers monitor easements, build trail, pull invasive plants and staff our booth at the Watauga County Farmers' Market. No experience needed, and we provide gloves and tools.</p>` +
        `<p>Abby Lunsford, Volunteer &amp; Outreach Coordinator, ${mailto(`abby.lunsford@${HOST}`)}</p>` +
        `<p>Upcoming workdays: Rich Mountain trail (May 17), Howard Creek live-staking (June 7), Three Top Preserve bio-blitz (June 21).</p>`,
    ),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: `<article class="mw8 center ph3"><h1 class="f1 athelas mt3 mb1">News</h1><section class="w-100 mw8"><div class="relative w-100 mb4"><h2 class="f3 near-black"><a href="/news/2025/04/rich-mountain-addition/" class="link black dim">212 acres added to Rich Mountain Preserve</a></h2><p class="f6 lh-copy">April 22, 2025</p></div></section></article>`,
  });

  pages['/news/2025/04/rich-mountain-addition'] = page({
    path: '/news/2025/04/rich-mountain-addition',
    title: '212 acres added to Rich Mountain Preserve',
    main: article(
      '212 acres added to Rich Mountain Preserve',
      `<p><strong>BOONE, N.C. (April 22, 2025)</strong> – Laurel Fork Land Trust has purchased 212 acres on the north slope of Rich Mountain from the Critcher family, connecting the existing preserve with Pisgah National Forest land and protecting the headwaters of Laurel Fork Creek.</p>` +
        `<p>The purchase was funded by the North Carolina Land and Water Fund, the Conservation Trust for North Carolina and more than 300 individual donors. The new tract will open to hikers in spring 2026 after trail work.</p>` +
        `<p><strong>Media contact:</strong> Tamika Greene, Development &amp; Communications Manager, ${tel('(828) 555-0136')}, ${mailto(`tamika.greene@${HOST}`)}</p>`,
    ),
  });

  pages['/donate'] = page({
    path: '/donate',
    title: 'Donate',
    main: article('Become a Member', `<p>Memberships start at $35 a year. You can give online, by check to PO Box 2291, Boone, NC 28607, or through your IRA's qualified charitable distribution.</p>`),
  });

  pages['/annual-report-2024'] = page({
    path: '/annual-report-2024',
    title: '2024 Annual Report',
    main: article(
      '2024 Annual Report',
      `<p>In 2024 we closed five conservation easements totaling 640 acres, welcomed 412 new members and logged 3,100 volunteer hours. Hurricane Helene damaged trails on three preserves; all but the Howard Creek loop have reopened.</p>` +
        `<p>Total revenue was $1.42 million; 81% of expenses went directly to land protection and stewardship. If you have a question about your gift receipt or our audited financials, Donna Yates, our Finance &amp; Operations Manager, will be glad to help at ${mailto(`donna.yates@${HOST}`)}.</p>`,
    ),
  });

  pages['/colophon'] = page({
    path: '/colophon',
    title: 'Colophon',
    main: article(
      'Colophon',
      `<p>This site is built with Hugo and the Ananke theme, and hosted by Netlify. It is maintained by volunteers; if you would like to help, clone the repository and open a pull request:</p><pre><code>git clone git@github.com:laurelfork-lt/website.git</code></pre>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: article('Privacy', `<p>We use Plausible Analytics, which sets no cookies. We never sell or trade our members' information.</p>`) });

  pages['/board-portal'] = page({
    path: '/board-portal',
    title: 'Board Portal',
    main: article('Board Portal', `<p>Meeting packets and committee minutes. Board members who need access should email ${mailto(`board@${HOST}`)}.</p>`),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(
      HOST,
      ['/', '/about/', '/about/staff/', '/conserve-your-land/', '/get-involved/', '/news/', '/news/2025/04/rich-mountain-addition/', '/donate/', '/annual-report-2024/', '/colophon/', '/privacy/'],
      '2025-04-22',
    ),
  );

  const enc = (local: string) => ({ kind: 'script' as const, text: scripts.get(local)! });
  const staffCases = (s: Staff): CaseKind[] => {
    const cases: CaseKind[] = ['card', s.how === 'shortcode' ? 'script-concat' : 'plain'];
    if (s.local === 'ellen.marsh') cases.push('post-nominal');
    if (s.local === 'tamika.greene') cases.push('label-line');
    if (s.local === 'luis.ortega') cases.push('prose', 'plain', 'link-english-unlisted');
    return cases;
  };
  const staffPages = (s: Staff): string[] =>
    s.local === 'tamika.greene' ? ['/about/staff', '/news/2025/04/rich-mountain-addition'] : s.local === 'luis.ortega' ? ['/about/staff', '/conserve-your-land'] : ['/about/staff'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /board-portal/\nDisallow: /board-portal\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01HW3K9Q2ZP7R4T8V6X1Y5B0CD', 'Cache-Control': 'public,max-age=0,must-revalidate' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-112',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/donate'], cases: ['role', 'plain'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: staffPages(s),
          ...(s.how === 'shortcode' ? { encoded: enc(s.local) } : {}),
          cases: staffCases(s),
        })),
        { address: `abby.lunsford@${HOST}`, name: 'Abby Lunsford', title: 'Volunteer & Outreach Coordinator', pages: ['/get-involved'], cases: ['name-title-line', 'plain', 'link-english-unlisted'] },
        {
          address: `donna.yates@${HOST}`,
          name: 'Donna Yates',
          title: 'Finance & Operations Manager',
          pages: ['/annual-report-2024'],
          cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/board-portal'],
      nonAddresses: [
        { text: `board@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:laurelfork-lt/website.git', kind: 'git' },
        { text: 'alpinejs@3.13.10', kind: 'package' },
        { text: 'name@domain.com', kind: 'placeholder' },
      ],
    },
  };
}
