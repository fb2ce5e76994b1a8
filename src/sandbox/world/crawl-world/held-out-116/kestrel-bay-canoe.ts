/**
 * Kestrel Bay Canoe Works: a small builder of cedar-strip and composite canoes near Huntsville,
 * Ontario, on Webflow, in Canadian English. "The Crew" (an English menu label outside the usual
 * contact words) is a Webflow CMS collection list of cards, the export salesperson's address
 * turned around in a data attribute by a custom-code embed; the founder is also the founder
 * Person in the about page's JSON-LD, whose Organization writes the shop's address as "mailto:".
 * The job posting names the production manager in a sentence; the press page ends with a "Media
 * contact:" label line; the Ontario dealer list, two links from home, names the territory manager
 * as "Title: Name" above a table of dealers' own addresses. A pinned slider library, a retina
 * logo and the dealer portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kestrelbaycanoe.test';
const ORIGIN = `http://${HOST}`;
const ASSETS = 'https://cdn.prod.website-files.com/65a1f0c2b3d4e5f60718293a';

const MENU: [string, string][] = [
  ['/canoes', 'Canoes'],
  ['/about', 'Our Story'],
  ['/the-crew', 'The Crew'],
  ['/dealers', 'Find a Dealer'],
  ['/press', 'Press'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kestrel Bay Canoe Works',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${ASSETS}/css/kestrel-bay.webflow.5c1d7e9a2.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="${ASSETS}/65a1f3d9e8c7b6a5f4e3d2c1_favicon.png" rel="shortcut icon" type="image/x-icon">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/css/splide-core.min.css">',
  ],
  header: (p) =>
    `<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
    `<a href="/" class="brand w-nav-brand${p.path === '/' ? ' w--current' : ''}"><img src="${ASSETS}/65a1f3d9e8c7b6a5f4e3d2c2_kestrel-logo.png" loading="lazy" width="190" sizes="190px" srcset="${ASSETS}/65a1f3d9e8c7b6a5f4e3d2c2_kestrel-logo.png 1x, ${ASSETS}/65a1f3d9e8c7b6a5f4e3d2c2_kestrel-logo@2x.png 2x" alt="Kestrel Bay Canoe Works"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link${h === p.path ? ' w--current' : ''}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a>`).join('')}</nav>` +
    `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-layout-blockcontainer container w-container"><div class="footer-grid w-layout-grid">` +
    `<div class="footer-col"><div class="footer-heading">Kestrel Bay Canoe Works</div><p class="footer-text">1187 Muskoka Road 3 North<br>Huntsville, ON P1H 2J3<br>${tel('705-555-0148')}<br>${mailto(`hello@${HOST}`)}</p></div>` +
    `<div class="footer-col"><div class="footer-heading">Workshop hours</div><p class="footer-text">Tues–Sat, 9–5. Test paddles on Fairy Lake by appointment, May to October.</p></div>` +
    `<div class="footer-col"><a href="/careers/boat-builder" class="footer-link">Careers</a><a href="/warranty" class="footer-link">Warranty</a><a href="/dealer-portal" class="footer-link">Dealer login</a></div>` +
    `</div><div class="copyright">© 2025 Kestrel Bay Canoe Works Ltd. Proudly built in Muskoka.</div></div></footer>`,
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65a1f0c2b3d4e5f60718293a" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="${ASSETS}/js/webflow.3b9d2f1e7.js" type="text/javascript"></script>`,
    '<script src="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/js/splide.min.js"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-CA' });
const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-layout-blockcontainer container w-container">${html}</div></section>`;
const rich = (html: string): string => `<div class="w-richtext">${html}</div>`;

const PRIYA = `priya.sandhu@${HOST}`;
const PRIYA_REV = reversed(PRIYA);

type Crew = { name: string; title: string; local: string; photo: string; bio: string; how: 'plain' | 'reversed' };
const CREW: Crew[] = [
  { name: 'Marc Tremblay', title: 'Founder & Head Builder', local: 'marc.tremblay', photo: 'marc', bio: 'Marc built his first cedar-strip canoe in his dad’s garage in Sudbury in 1994. He still planes every gunwale himself.', how: 'plain' },
  { name: 'Dana Kowalchuk', title: 'Production Manager', local: 'dana.kowalchuk', photo: 'dana', bio: 'Dana runs the shop floor, the build schedule and the layup room, and keeps the coffee pot full.', how: 'plain' },
  { name: 'Priya Sandhu', title: 'Dealer & Export Sales', local: 'priya.sandhu', photo: 'priya', bio: 'Priya looks after our dealers across Canada, the U.S. and Europe. Talk to her about stocking Kestrel Bay boats.', how: 'reversed' },
  { name: 'Kyle MacNeil', title: 'Warranty & Repairs Lead', local: 'kyle.macneil', photo: 'kyle', bio: 'Cracked a stem on a portage? Kyle has probably seen worse. He handles warranty claims and refinishing.', how: 'plain' },
  { name: 'Owen Harper', title: 'Boat Builder, Cedar-Strip', local: 'owen.harper', photo: 'owen', bio: 'Owen joined us from the Wooden Boat School program at Georgian College in 2019.', how: 'plain' },
  { name: 'Nathan Koop', title: 'Customer Service & Orders', local: 'nathan.koop', photo: 'nathan', bio: 'Nathan answers the phone, books test paddles and makes sure your boat gets home on the right trailer.', how: 'plain' },
];

const crewItem = (c: Crew, i: number): string =>
  `<div role="listitem" class="crew-item w-dyn-item"><div class="crew-card"><img src="${ASSETS}/65a1f4${(0xa10 + i).toString(16)}c2d3e4f5a6b7c8d9_${c.photo}.jpg" loading="lazy" alt="${esc(c.name)}" class="crew-photo"><div class="crew-card-body">` +
  `<h3 class="crew-name">${esc(c.name)}</h3><div class="crew-role">${esc(c.title)}</div><p class="crew-bio">${esc(c.bio)}</p>` +
  (c.how === 'plain'
    ? `<a href="mailto:${c.local}@${HOST}" class="crew-email">${c.local}@${HOST}</a>`
    : `<div class="w-embed w-script"><a class="crew-email js-rev" data-rev="${PRIYA_REV}" href="#">Email Priya</a><script>document.querySelectorAll('.js-rev').forEach(function (a) { var e = a.getAttribute('data-rev').split('').reverse().join(''); a.href = 'mailto:' + e; a.textContent = e; });</script></div>`) +
  `</div></div></div>`;

type Dealer = { name: string; town: string; phone: string; email: string };
const DEALERS: Dealer[] = [
  { name: 'Algonquin Paddle & Portage', town: 'Whitney', phone: '613-555-0172', email: 'shop@algonquinpaddle.test' },
  { name: 'Georgian Bay Outfitters', town: 'Parry Sound', phone: '705-555-0119', email: 'sales@gbayoutfitters.test' },
  { name: 'Rideau Canoe & Kayak', town: 'Ottawa', phone: '613-555-0186', email: 'info@rideaucanoe.test' },
];

export function kestrelBayCanoe(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Handcrafted canoes from Muskoka',
    main:
      section(`<h1 class="hero-heading">Canoes built for the next hundred years of lakes.</h1><p class="hero-paragraph">Cedar-strip, Kevlar and carbon tripping canoes, built one at a time by a crew of eight on the shore of Kestrel Bay.</p><a href="/canoes" class="button w-button">See the boats</a>`, 'section hero') +
      section(rich(`<p>Every hull is signed, numbered and backed by a lifetime warranty on the layup. Come paddle one before you buy – we’ll put the kettle on.</p><p><a href="/dealers">Find a Kestrel Bay dealer near you</a></p>`)),
  });

  pages['/canoes'] = page({
    path: '/canoes',
    title: 'Canoes',
    main: section(rich(`<h1>Our canoes</h1><ul><li><strong>Osprey 16</strong> – solo or tandem day tripper, 19 kg in Kevlar</li><li><strong>Kestrel 17</strong> – our flagship tripping canoe, cedar-strip or composite</li><li><strong>Loon 18.5</strong> – big-water expedition boat for the Temagami and beyond</li></ul><p>Prices start at $4,650 CAD. Custom colours and trim are included at no charge.</p>`)),
  });

  pages['/about'] = page({
    path: '/about',
    title: 'Our Story',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kestrel Bay Canoe Works Ltd.',
        url: `${ORIGIN}/`,
        email: `mailto:hello@${HOST}`,
        telephone: '+1-705-555-0148',
        foundingDate: '2006',
        address: { '@type': 'PostalAddress', streetAddress: '1187 Muskoka Road 3 North', addressLocality: 'Huntsville', addressRegion: 'ON', postalCode: 'P1H 2J3', addressCountry: 'CA' },
        founder: { '@type': 'Person', name: 'Marc Tremblay', jobTitle: 'Founder & Head Builder', email: `marc.tremblay@${HOST}` },
      },
    ],
    main: section(
      rich(
        `<h1>Our story</h1><p>Marc Tremblay started Kestrel Bay in 2006 in a rented boathouse with one strongback and a set of forms borrowed from a friend in Peterborough. Today we build around 140 canoes a year in a timber-frame shop powered by solar panels on the roof.</p><p>We still use Western red cedar from a family mill in the Kootenays and white ash gunwales from Ontario hardwood lots.</p><p>Meet <a href="/the-crew">the crew</a> who build your boat.</p>`,
      ),
    ),
  });

  pages['/the-crew'] = page({
    path: '/the-crew',
    title: 'The Crew',
    main:
      section(rich(`<h1>The Crew</h1><p>Eight people, one shop, a lot of sawdust.</p>`)) +
      section(`<div class="w-dyn-list"><div role="list" class="crew-grid w-dyn-items">${CREW.map(crewItem).join('')}</div></div>`),
  });

  pages['/dealers'] = page({
    path: '/dealers',
    title: 'Find a Dealer',
    main: section(rich(`<h1>Find a dealer</h1><p>Kestrel Bay canoes are sold direct from our workshop and through a handful of independent paddling shops.</p><ul><li><a href="/dealers/ontario">Ontario &amp; Quebec</a></li><li><a href="/dealers/western-canada">Western Canada</a></li></ul><p>Interested in becoming a dealer? Head to <a href="/the-crew">The Crew</a> page and get in touch with Priya.</p>`)),
  });

  pages['/dealers/ontario'] = page({
    path: '/dealers/ontario',
    title: 'Dealers: Ontario & Quebec',
    main: section(
      rich(`<h1>Ontario &amp; Quebec dealers</h1><p>Territory Manager, Ontario &amp; Quebec: Jordan Whitehorse – ${mailto(`jordan.whitehorse@${HOST}`)}, ${tel('705-555-0152')}</p>`) +
        `<table class="dealer-table"><thead><tr><th>Dealer</th><th>Town</th><th>Phone</th><th>Email</th></tr></thead><tbody>` +
        DEALERS.map((d) => `<tr><td>${esc(d.name)}</td><td>${esc(d.town)}</td><td>${tel(d.phone)}</td><td>${mailto(d.email)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/dealers/western-canada'] = page({
    path: '/dealers/western-canada',
    title: 'Dealers: Western Canada',
    main: section(rich(`<h1>Western Canada dealers</h1><p>We’re looking for dealers in B.C. and the Prairies. In the meantime we ship across Canada by freight – call the shop for a quote.</p>`)),
  });

  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    main: section(
      rich(
        `<h1>Press</h1><h2>Kestrel Bay’s Loon 18.5 named Expedition Canoe of the Year</h2><p>HUNTSVILLE, ON – <em>Paddling Canada Magazine</em> has named the Loon 18.5 its 2025 Expedition Canoe of the Year, praising its “unflappable secondary stability and a colour palette you could pick out from a float plane.”</p>` +
          `<p>High-resolution photos are available on request.</p><p><strong>Media contact:</strong> Sophie Gagnon, Marketing Coordinator, Kestrel Bay Canoe Works, ${tel('705-555-0163')}, ${mailto(`sophie.gagnon@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/careers/boat-builder'] = page({
    path: '/careers/boat-builder',
    title: 'Careers: Boat Builder (Composites)',
    main: section(
      rich(
        `<h1>We’re hiring: Boat Builder (Composites)</h1><p>Full-time, permanent, $24–$30/hour depending on experience, plus benefits and a staff canoe after one year.</p><ul><li>Vacuum-bagged Kevlar and carbon layups</li><li>Trimming, outfitting and finishing hulls</li><li>Helping keep a tidy, safe shop</li></ul>` +
          `<p>No boat-building experience? If you’ve worked with fibreglass, cabinetry or auto body, we can teach you the rest. Questions about the role can go to Dana Kowalchuk, our Production Manager, at ${mailto(`dana.kowalchuk@${HOST}`)}; she reads every application.</p>`,
      ),
    ),
  });

  pages['/warranty'] = page({ path: '/warranty', title: 'Warranty', main: section(rich(`<h1>Warranty</h1><p>Every Kestrel Bay hull carries a lifetime warranty against defects in materials and workmanship to the original owner. Please register your hull number within 30 days of purchase.</p>`)) });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      rich(`<h1>Contact</h1><p>Questions about a boat, an order or a test paddle? Write to ${mailto(`hello@${HOST}`)} or call ${tel('705-555-0148')}.</p>`) +
        `<div class="w-form"><form id="wf-form-Contact" name="wf-form-Contact" data-name="Contact" method="get" data-wf-page-id="65a1f0c2b3d4e5f60718294b" data-wf-element-id="7c2e1a9d-3b4f-5e6a-8b9c-0d1e2f3a4b5c"><label for="name">Name</label><input class="w-input" maxlength="256" name="name" data-name="Name" type="text" id="name"><label for="email">Email</label><input class="w-input" maxlength="256" name="email" data-name="Email" type="email" id="email" required=""><label for="message">Message</label><textarea maxlength="5000" id="message" name="message" data-name="Message" class="w-input"></textarea><input type="submit" data-wait="Please wait..." class="button w-button" value="Send"></form><div class="w-form-done"><div>Thanks! We’ll be in touch within two business days.</div></div><div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div></div>`,
    ),
  });

  pages['/dealer-portal'] = page({
    path: '/dealer-portal',
    title: 'Dealer Portal',
    main: section(rich(`<h1>Dealer Portal</h1><p>Password protected. Need access? Email ${mailto(`dealers@${HOST}`)}.</p>`)),
  });

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /dealer-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/canoes', '/about', '/the-crew', '/dealers', '/dealers/ontario', '/dealers/western-canada', '/press', '/careers/boat-builder', '/warranty', '/contact'], '2025-05-28'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'us-east-1', 'CF-Cache-Status': 'HIT', 'x-cluster-name': 'us-east-1-prod-hosting-red' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-116',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/about'], cases: ['role', 'plain', 'json-ld-mailto'] },
        ...CREW.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: c.local === 'dana.kowalchuk' ? ['/the-crew', '/careers/boat-builder'] : c.local === 'marc.tremblay' ? ['/the-crew', '/about'] : ['/the-crew'],
          ...(c.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: PRIYA_REV } } : {}),
          cases: [
            'card',
            c.how === 'reversed' ? 'script-reversed' : 'plain',
            lu,
            ...(c.local === 'dana.kowalchuk' ? ['prose'] : []),
            ...(c.local === 'marc.tremblay' ? ['json-ld-person'] : []),
          ] as CaseKind[],
        })),
        { address: `sophie.gagnon@${HOST}`, name: 'Sophie Gagnon', title: 'Marketing Coordinator', pages: ['/press'], cases: ['label-line', 'plain'] },
        {
          address: `jordan.whitehorse@${HOST}`,
          name: 'Jordan Whitehorse',
          title: 'Territory Manager, Ontario & Quebec',
          titleAlternatives: ['Territory Manager'],
          pages: ['/dealers/ontario'],
          cases: ['title-name-line', 'plain', 'deep-page'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/dealer-portal'],
      nonAddresses: [
        { text: `dealers@${HOST}`, kind: 'disallowed' },
        ...DEALERS.map((d) => ({ text: d.email, kind: 'other-company' as const })),
        { text: 'splide@4.1.4', kind: 'package' },
        { text: 'kestrel-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
