/**
 * Heronsby Staithe Boatyard: a family boatyard on the River Thurne in the Norfolk Broads, hiring
 * day launches and cruisers, on Joomla 4. "The Yard" lists the team in a table (two addresses
 * hidden by Joomla's e-mail cloaking plugin); "Contact Us" gives "Title: Name" lines and a
 * "Label: name, title, phone, address" line; the winter-storage page is in no menu, only in a
 * sitemap robots.txt names at an extension's path. A retired fitter's address survives in an HTML
 * comment; the navigation authority's address and the owners' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'heronsbystaithe.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/index.php/day-boats', 'Day Boats'],
  ['/index.php/holiday-cruisers', 'Holiday Cruisers'],
  ['/index.php/moorings', 'Moorings'],
  ['/index.php/the-yard', 'The Yard'],
  ['/index.php/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Heronsby Staithe Boatyard',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4b7a2c" rel="stylesheet">`, `<script src="${ORIGIN}/media/system/js/core.min.js?83f2c9"></script>`],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${ORIGIN}/images/heronsby-logo.png" alt="Heronsby Staithe Boatyard" width="240" height="70"></a></div></div><div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Heronsby Staithe Boatyard Ltd · Staithe Lane, Heronsby, Norfolk NR29 5QT · ${tel('01692 555 310')} · ${mailto(`enquiries@${HOST}`)}</p><p>Registered in England &amp; Wales No. 04418276 · <a href="/index.php/privacy">Privacy</a> · <a href="/index.php/owners-area">Owners' area</a></p></div></div></footer>`,
  privacyPath: { en: '/index.php/privacy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const art = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's emailcloak output: the address only comes together in the script. */
function cloak(id: string, local: string): { html: string; script: string } {
  const script =
    `document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + 'heronsbystaithe' + '&#46;' + 'test';\n var addy_text${id} = '${local}' + '&#64;' + 'heronsbystaithe' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">\n ${script}\n</script>`, script };
}

type Row = { role: string; shown: string; name: string; local: string; cloak?: string; post?: boolean };
const TEAM: Row[] = [
  { role: 'Managing Director', shown: 'Robert Thrower', name: 'Robert Thrower', local: 'rthrower' },
  { role: 'Yard Manager', shown: 'Sally Gedge', name: 'Sally Gedge', local: 'sgedge', cloak: 'a81f3c0e' },
  { role: 'Hire Fleet & Bookings Manager', shown: 'Tom Applegate', name: 'Tom Applegate', local: 'tapplegate' },
  { role: 'Marine Engineer', shown: 'Darren Loades AEC', name: 'Darren Loades', local: 'dloades', post: true },
  { role: 'Accounts', shown: 'Jean Crisp', name: 'Jean Crisp', local: 'jcrisp', cloak: '5d02b7e9' },
];

export function heronsbyStaithe(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const encoded: Record<string, EncodedAddress> = {};
  const cell = (r: Row): string => {
    if (!r.cloak) return mailto(`${r.local}@${HOST}`);
    const c = cloak(r.cloak, r.local);
    encoded[r.local] = { kind: 'script', text: c.script };
    return c.html;
  };
  pages['/'] = page({
    path: '/',
    title: 'Boat Hire on the Norfolk Broads',
    main: art(`<h1>Boat hire on the River Thurne since 1961</h1><p>Day launches, electric picnic boats and a small fleet of two- to six-berth holiday cruisers, all a short run from Hickling Broad and Horsey Mere. Dogs welcome, no experience needed – we'll show you the ropes before you cast off.</p><p><a href="/index.php/day-boats">Book a day boat</a></p>`),
  });
  pages['/index.php/day-boats'] = page({ path: '/index.php/day-boats', title: 'Day Boats', main: art(`<h1>Day Boats</h1><p>Our 8-seater launches run from 9am; half days from £95, full days from £150, fuel included. Booking is essential in the summer holidays.</p>`) });
  pages['/index.php/holiday-cruisers'] = page({ path: '/index.php/holiday-cruisers', title: 'Holiday Cruisers', main: art(`<h1>Holiday Cruisers</h1><p>Short breaks (3 or 4 nights) and full weeks, Saturday changeovers. Your Broads toll is included in the hire price; private owners pay theirs directly to the Broads Waterways Authority (tolls@broadswaterways.org.uk).</p>`) });
  pages['/index.php/moorings'] = page({
    path: '/index.php/moorings',
    title: 'Moorings',
    main: art(`<h1>Moorings</h1><p>We have a handful of annual and visitor moorings with electric hook-up and a pump-out. Waiting list and availability: please ask Sally in the yard office.</p>`),
  });
  pages['/index.php/the-yard'] = page({
    path: '/index.php/the-yard',
    title: 'The Yard',
    main: art(
      `<h1>Meet the team</h1><p>Three generations of the Thrower family have run the yard, with a small crew who between them can fix just about anything that floats.</p>` +
        `<table class="table table-striped"><thead><tr><th>Role</th><th>Name</th><th>Email</th></tr></thead><tbody>${TEAM.map((r) => `<tr><td>${esc(r.role)}</td><td>${esc(r.shown)}</td><td>${cell(r)}</td></tr>`).join('')}</tbody></table>` +
        `<!-- Keith retired Oct 2023, remove when mailbox closed: kbaldry@${HOST} -->`,
    ),
  });
  pages['/index.php/contact-us'] = page({
    path: '/index.php/contact-us',
    title: 'Contact Us',
    main: art(
      `<h1>Contact Us</h1><p>The office is open 8.30am–5pm, Monday to Saturday (Sundays too from Easter to October).</p>` +
        `<p>General enquiries: ${mailto(`enquiries@${HOST}`)}</p>` +
        `<p>Boatbuilder &amp; Restoration Lead: Will Futter, ${mailto(`wfutter@${HOST}`)}<br>Chandlery: Hannah Pegg – ${mailto(`hpegg@${HOST}`)}</p>` +
        `<p>Breakdowns &amp; out-of-hours: Ben Sutton, Duty Engineer, 07700 900 418, ${mailto(`bsutton@${HOST}`)}</p>`,
    ),
  });
  pages['/index.php/winter-storage'] = page({
    path: '/index.php/winter-storage',
    title: 'Winter Storage',
    main: art(`<h1>Winter lay-up &amp; storage</h1><p>Covered and hard-standing storage from October to March, with lift-out, pressure wash and antifouling.</p><p>Yard Foreman: Kevin Softley — ${mailto(`ksoftley@${HOST}`)}</p>`),
  });
  pages['/index.php/privacy'] = page({ path: '/index.php/privacy', title: 'Privacy', main: art(`<h1>Privacy Notice</h1><p>We keep your booking details for six years for accounting purposes.</p>`) });
  pages['/index.php/owners-area'] = page({ path: '/index.php/owners-area', title: "Owners' area", main: art(`<h1>Owners' area</h1><p>Mooring invoices and slipway calendar. Login problems: ${mailto(`moorings-admin@${HOST}`)}</p>`) });
  pages['/media/jmap/sitemaps/heronsby.xml'] = xmlPage(urlset(HOST, ['/', '/index.php/day-boats', '/index.php/holiday-cruisers', '/index.php/moorings', '/index.php/the-yard', '/index.php/contact-us', '/index.php/winter-storage'], '2025-02-11'));

  const row = (r: Row) => ({
    address: `${r.local}@${HOST}`,
    name: r.name,
    title: r.role,
    pages: ['/index.php/the-yard'],
    ...(encoded[r.local] ? { encoded: encoded[r.local] } : {}),
    cases: ['table', r.cloak ? 'script-protect' : 'plain', ...(r.post ? ['post-nominal'] : [])] as CaseKind[],
  });
  const teamTruth = (() => {
    // the table's cells (and so the encoded scripts) are built when the page is
    return TEAM.map(row);
  })();
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /index.php/owners-area\n\nSitemap: ${ORIGIN}/media/jmap/sitemaps/heronsby.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-100',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/index.php/contact-us'], cases: ['role', 'plain'] },
        ...teamTruth,
        { address: `wfutter@${HOST}`, name: 'Will Futter', title: 'Boatbuilder & Restoration Lead', pages: ['/index.php/contact-us'], cases: ['title-name-line', 'plain'] },
        { address: `hpegg@${HOST}`, name: 'Hannah Pegg', title: 'Chandlery', pages: ['/index.php/contact-us'], cases: ['title-name-line', 'plain'] },
        { address: `bsutton@${HOST}`, name: 'Ben Sutton', title: 'Duty Engineer', pages: ['/index.php/contact-us'], cases: ['label-line', 'plain'] },
        { address: `ksoftley@${HOST}`, name: 'Kevin Softley', title: 'Yard Foreman', pages: ['/index.php/winter-storage'], cases: ['title-name-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/index.php/owners-area'],
      nonAddresses: [
        { text: `moorings-admin@${HOST}`, kind: 'disallowed' },
        { text: `kbaldry@${HOST}`, kind: 'comment' },
        { text: 'tolls@broadswaterways.org.uk', kind: 'other-company' },
      ],
    },
  };
}
