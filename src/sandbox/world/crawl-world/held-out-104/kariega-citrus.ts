/**
 * Kariega Citrus Co-operative: a growers' packhouse co-operative in the Sundays River Valley,
 * Eastern Cape, on a static site built with Hugo from a home-made theme. "Our People" (a menu
 * label outside the usual contact words) holds the management as cards with South African
 * post-nominals (Pr Eng, CA(SA)) and "Dr" without a full stop, the food-safety manager's address
 * turned around in a data attribute by a small script; the co-op page has the board chair in a
 * table; the contact page states the address scheme ("name.surname@"), lists its desks as a
 * definition list and carries JSON-LD whose addresses are written "mailto:". A season review is
 * listed only in a gzip-compressed sitemap that the sitemap index names; it names the marketing
 * officer and puts the media mailbox beside a photographer's credit. A git remote in the
 * colophon, the freight agent's address and the growers' portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, sitemapIndex, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kariegacitrus.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/about/', 'Our Co-op'],
  ['/packhouse/', 'Packhouse'],
  ['/people/', 'Our People'],
  ['/growers-info/', 'For Growers'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kariega Citrus Co-operative',
  head: [
    '<meta name="generator" content="Hugo 0.125.7">',
    '<meta name="theme-color" content="#e98a15">',
    `<link rel="stylesheet" href="/css/main.min.8e3f1a2c7b9d4e6f0a5c2b8d1e7f3a9c4b6d0e2f8a1c5e7b9d3f0a2c4e6b8d1f.css" integrity="sha256-jj8aLHudTm8KXCuNHn86nEttDi+KHF57nT8KLE5rjR8=" crossorigin="anonymous">`,
    '<link rel="icon" href="/favicon-32x32.png" sizes="32x32">',
    `<link rel="alternate" type="application/rss+xml" href="${ORIGIN}/index.xml" title="Kariega Citrus Co-operative">`,
    '<script defer data-domain="kariegacitrus.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (spec) =>
    `<a class="skip" href="#main">Skip to content</a><header class="masthead"><div class="container masthead__inner"><a class="masthead__brand" href="/"><img src="/img/kariega-logo.svg" width="180" height="54" alt="Kariega Citrus Co-operative"></a>` +
    `<nav class="masthead__nav" aria-label="Main"><ul>${MENU.map(([h, l]) => `<li><a href="${h}"${spec.path === h.replace(/\/$/, '') ? ' aria-current="page" class="active"' : ''}>${esc(l)}</a></li>`).join('')}</ul></nav></div></header><div class="container page" id="main">`,
  footer: () =>
    `</div><footer class="site-footer"><div class="container site-footer__grid"><div><p><strong>Kariega Citrus Co-operative Ltd</strong><br>Reg. No. 1987/000412/24<br>R336 Kirkwood Road, Sunland 6115<br>Sundays River Valley, Eastern Cape</p></div>` +
    `<div><p>Tel ${tel('+27 42 230 0415')}<br>${mailto(`info@${HOST}`)}</p><p><a href="/growers/">Growers’ portal</a> · <a href="/privacy/">POPIA &amp; privacy</a> · <a href="/colophon/">Colophon</a></p></div>` +
    `<div><p>GLOBALG.A.P. GGN 4063061812345 · BRCGS Grade AA · SIZA Platinum · Fairtrade certified (FLO ID 3871)</p></div></div><p class="container site-footer__small">© 2025 Kariega Citrus Co-operative Ltd. All rights reserved.</p></footer>`,
  bodyEnd: [
    '<div class="cookie-notice" id="cookie-notice" hidden><p>This site uses a privacy-friendly analytics tool that sets no cookies. <a href="/privacy/">Read our POPIA notice</a>.</p><button type="button" id="cookie-ok">OK</button></div>',
    '<script src="/js/site.min.4c2e8a1f.js" defer></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-ZA' });
const article = (title: string, lead: string, body: string): string =>
  `<article class="prose"><header class="page-header"><h1>${esc(title)}</h1>${lead ? `<p class="lead">${esc(lead)}</p>` : ''}</header>${body}</article>`;

const JACQUES = `jacques.leroux@${HOST}`;
const JACQUES_REV = reversed(JACQUES);
const REVEAL_SCRIPT = `document.querySelectorAll('a.eml[data-r]').forEach(function (a) { var e = a.getAttribute('data-r').split('').reverse().join(''); a.href = 'mailto:' + e; a.textContent = e; });`;

type Person = { heading: string; name: string; title: string; local: string; photo: string; bio: string; cases: CaseKind[]; alternatives?: string[]; reversed?: boolean };
const PEOPLE: Person[] = [
  {
    heading: 'Pieter van der Merwe, Pr Eng',
    name: 'Pieter van der Merwe',
    title: 'General Manager',
    local: 'pieter.vandermerwe',
    photo: 'pieter-van-der-merwe',
    bio: 'A mechanical engineer by training, Pieter ran the packhouse line upgrades at Patensie before joining the co-op in 2014.',
    cases: ['post-nominal'],
  },
  {
    heading: 'Annelie du Toit CA(SA)',
    name: 'Annelie du Toit',
    title: 'Financial Manager & Company Secretary',
    local: 'annelie.dutoit',
    photo: 'annelie-du-toit',
    bio: 'Annelie looks after grower pools, advances and final payments, and keeps the co-op’s books in line with the Co-operatives Act.',
    cases: ['post-nominal'],
    alternatives: ['Financial Manager', 'Company Secretary'],
  },
  {
    heading: 'Siphokazi Mbeki',
    name: 'Siphokazi Mbeki',
    title: 'Packhouse Manager (Night Shift & Seasonal Labour)',
    local: 'siphokazi.mbeki',
    photo: 'siphokazi-mbeki',
    bio: 'Siphokazi started on the grading tables in 2006 and now manages the night shift and the 700 seasonal workers we employ from April to September.',
    cases: [],
    alternatives: ['Packhouse Manager'],
  },
  {
    heading: 'Jacques le Roux',
    name: 'Jacques le Roux',
    title: 'Technical & Food Safety Manager (GLOBALG.A.P., BRCGS & SIZA)',
    local: 'jacques.leroux',
    photo: 'jacques-le-roux',
    bio: 'Jacques manages our certifications, residue testing and the cold-treatment protocols for the EU, China and US markets.',
    cases: ['script-reversed'],
    alternatives: ['Technical & Food Safety Manager'],
    reversed: true,
  },
  {
    heading: 'Dr Thandeka Mthembu',
    name: 'Thandeka Mthembu',
    title: 'Horticulturist & Grower Extension Officer (Sundays River Valley & Gamtoos)',
    local: 'thandeka.mthembu',
    photo: 'thandeka-mthembu',
    bio: 'Thandeka holds a PhD in plant pathology from Stellenbosch. She visits every member’s orchards before harvest and runs the false codling moth and black spot programmes.',
    cases: ['honorific'],
    alternatives: ['Horticulturist', 'Grower Extension Officer'],
  },
];

const card = (p: Person): string =>
  `<li class="person-card"><figure><img src="/people/${p.photo}_hu8a3f1c2e_48213_400x400_fill_q80_lanczos_smart1.jpg" width="400" height="400" alt="${esc(p.name)}" loading="lazy"></figure>` +
  `<div class="person-card__body"><h3>${esc(p.heading)}</h3><p class="person-card__role">${esc(p.title)}</p><p>${esc(p.bio)}</p>` +
  `<p class="person-card__contact">${p.reversed ? `<a class="eml" data-r="${JACQUES_REV}" href="#">e-mail Jacques</a>` : mailto(`${p.local}@${HOST}`)}</p></div></li>`;

export function kariegaCitrus(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    description: 'A growers’ co-operative packing and exporting Sundays River Valley navels, lemons, mandarins and Valencias since 1987.',
    main: article(
      'Sundays River Valley citrus, packed by the people who grow it',
      '',
      `<p>Kariega Citrus is owned by 38 grower-members farming about 2,400 hectares of navels, Valencias, lemons and soft citrus between Kirkwood and Addo. Our packhouse at Sunland packs 4.2 million cartons a season for the EU, UK, Middle East, China and the United States.</p>` +
        `<p><a href="/packhouse/">Inside the packhouse</a> · <a href="/people/">Our people</a> · <a href="/growers-info/">Becoming a member</a></p>`,
    ),
  });

  pages['/about'] = page({
    path: '/about',
    title: 'Our Co-op',
    main: article(
      'Our Co-op',
      'Founded in 1987 by eleven growers who wanted their own packhouse.',
      `<p>Kariega is registered as a primary agricultural co-operative under the Co-operatives Act. Each member has one vote at the AGM, whatever their volume; the board is made up of seven grower-directors and two independent directors.</p>` +
        `<h2>Board of Directors</h2><table><thead><tr><th>Office</th><th>Director</th><th>Farm</th><th>E-mail</th></tr></thead><tbody>` +
        `<tr><td>Chairperson</td><td>Gerrit Smit</td><td>Rietfontein Boerdery, Kirkwood</td><td>${mailto(`gerrit.smit@${HOST}`)}</td></tr>` +
        `<tr><td>Vice-Chairperson</td><td>Nomvula Dyantyi</td><td>Ubuntu Citrus, Addo</td><td>–</td></tr>` +
        `<tr><td>Director</td><td>Hennie Kruger</td><td>Sondagsrivier Plase</td><td>–</td></tr>` +
        `<tr><td>Independent Director</td><td>Adv. Ruth Gqirana</td><td>–</td><td>–</td></tr>` +
        `</tbody></table>`,
    ),
  });

  pages['/packhouse'] = page({
    path: '/packhouse',
    title: 'Packhouse',
    main: article(
      'Packhouse',
      '',
      `<p>Two optical grading lines (12 and 8 lanes), degreening rooms, 3,200 pallets of cold storage and our own cold-treatment tunnels. Fruit is in a reefer container within 36 hours of picking.</p><p>Containers leave through the ports of Ngqura and Gqeberha (Port Elizabeth); our freight agent is Coega Reefer Logistics (bookings@coegareefer.co.za).</p>`,
    ),
  });

  pages['/people'] = page({
    path: '/people',
    title: 'Our People',
    main: article('Our People', 'The management team at Sunland.', `<ul class="people-grid">${PEOPLE.map(card).join('')}</ul><script>${REVEAL_SCRIPT}</script>`),
  });

  pages['/growers-info'] = page({
    path: '/growers-info',
    title: 'For Growers',
    main: article(
      'For Growers',
      '',
      `<p>New members buy a share per tonne of expected delivery and commit their full crop for a minimum of five seasons. Advances are paid monthly from June; the final pool payment follows the audited statements in March.</p><p>Talk to our extension officer, Dr Thandeka Mthembu, about an orchard visit before you apply.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kariega Citrus Co-operative Ltd',
        url: `${ORIGIN}/`,
        email: `mailto:info@${HOST}`,
        telephone: '+27 42 230 0415',
        address: { '@type': 'PostalAddress', streetAddress: 'R336 Kirkwood Road', addressLocality: 'Sunland', postalCode: '6115', addressRegion: 'Eastern Cape', addressCountry: 'ZA' },
        employee: [{ '@type': 'Person', name: 'Lwazi Ntshona', jobTitle: 'Export Logistics Coordinator (Gqeberha & Ngqura)', email: `mailto:lwazi.ntshona@${HOST}` }],
      },
    ],
    main: article(
      'Contact',
      'Office hours: Monday to Friday, 07:30 to 16:30. During the season the packhouse runs around the clock.',
      `<p>R336 Kirkwood Road, Sunland 6115 · Tel ${tel('+27 42 230 0415')} · ${mailto(`info@${HOST}`)}</p>` +
        `<p>Staff e-mail addresses follow the pattern name.surname@kariegacitrus.test.</p>` +
        `<h2>Desks</h2><dl class="desks">` +
        `<dt>Export logistics &amp; shipping documents</dt><dd>Lwazi Ntshona, Export Logistics Coordinator (Gqeberha &amp; Ngqura)<br>${mailto(`lwazi.ntshona@${HOST}`)} · cell ${tel('+27 82 555 0148')}</dd>` +
        `<dt>Grower payments &amp; statements</dt><dd>see <a href="/people/">Our People</a></dd>` +
        `<dt>General enquiries</dt><dd>${mailto(`info@${HOST}`)}</dd>` +
        `</dl>`,
    ),
  });

  // Listed only in the gzip-compressed sitemap the sitemap index names: the news list was dropped in a redesign.
  pages['/news/2024-season-review'] = page({
    path: '/news/2024-season-review',
    title: '2024 season review',
    main: article(
      '2024 season review: a record lemon crop',
      'Published 18 November 2024',
      `<p>We packed 4.4 million cartons in 2024, up 6% on 2023, with lemons passing navels for the first time. Rejections at EU ports fell to 0.3% of containers.</p>` +
        `<figure><img src="/news/ngqura-reefers.jpg" alt="Reefer containers at Ngqura"><figcaption>Photo: Lwazi Ntshona at the Port of Ngqura. Media enquiries: ${mailto(`media@${HOST}`)}</figcaption></figure>` +
        `<p>Our new marketing and grower liaison officer joined in August. Zanele Dlamini-Botha, Marketing &amp; Grower Liaison Officer, ${mailto(`zanele.dlamini-botha@${HOST}`)}, is your first point of contact for retailer programmes and pack-out reports.</p>`,
    ),
  });

  pages['/colophon'] = page({
    path: '/colophon',
    title: 'Colophon',
    main: article(
      'Colophon',
      '',
      `<p>This site is built with Hugo and hosted as static files. Type is set in Source Sans 3. Photographs by our staff unless credited.</p><p>Developers can fetch the site’s source with <code>git clone git@git.kariegacitrus.test:web/kariega-site.git</code>.</p>`,
    ),
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'POPIA & privacy',
    main: article('POPIA & privacy notice', '', `<p>Kariega Citrus Co-operative processes personal information in line with the Protection of Personal Information Act, 4 of 2013. Our Information Officer is the General Manager.</p>`),
  });

  pages['/growers'] = page({
    path: '/growers',
    title: 'Growers’ portal',
    main: article('Growers’ portal', '', `<p>Delivery notes, pack-out reports and pool statements for members. Forgotten your PIN? E-mail ${mailto(`portal@${HOST}`)} from the address we have on file.</p>`),
  });

  const paths = ['/', '/about/', '/packhouse/', '/people/', '/growers-info/', '/contact/', '/news/2024-season-review/', '/colophon/', '/privacy/'];
  const index = sitemapIndex(HOST, ['/sitemap-pages.xml.gz'], '2025-05-06');
  pages['/sitemap-pages.xml.gz'] = gzipXmlPage(urlset(HOST, paths, '2025-05-06'));

  const newsCases: CaseKind[] = ['sitemap-gzip', 'sitemap-index'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /growers\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: index,
      pages,
      headers: { Server: 'nginx/1.24.0', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-104',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-mailto'] },
        { address: `media@${HOST}`, name: null, title: null, pages: ['/news/2024-season-review'], cases: ['role', 'neighbour', 'plain', ...newsCases] },
        ...PEOPLE.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          ...(p.alternatives ? { titleAlternatives: p.alternatives } : {}),
          pages: ['/people'],
          ...(p.reversed ? { encoded: { kind: 'reversed' as const, text: JACQUES_REV } } : {}),
          cases: ['card', 'link-english-unlisted', ...(p.reversed ? [] : (['plain'] as CaseKind[])), ...p.cases] as CaseKind[],
        })),
        { address: `gerrit.smit@${HOST}`, name: 'Gerrit Smit', title: 'Chairperson', pages: ['/about'], cases: ['table', 'plain'] },
        {
          address: `lwazi.ntshona@${HOST}`,
          name: 'Lwazi Ntshona',
          title: 'Export Logistics Coordinator (Gqeberha & Ngqura)',
          titleAlternatives: ['Export Logistics Coordinator'],
          pages: ['/contact'],
          cases: ['definition-list', 'name-title-line', 'plain', 'json-ld-mailto', 'json-ld-person'],
        },
        {
          address: `zanele.dlamini-botha@${HOST}`,
          name: 'Zanele Dlamini-Botha',
          title: 'Marketing & Grower Liaison Officer',
          pages: ['/news/2024-season-review'],
          cases: ['name-title-line', 'prose', 'plain', ...newsCases],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: `name.surname@${HOST}` },
      disallowed: ['/growers'],
      nonAddresses: [
        { text: `name.surname@${HOST}`, kind: 'scheme' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'bookings@coegareefer.co.za', kind: 'other-company' },
      ],
    },
  };
}
