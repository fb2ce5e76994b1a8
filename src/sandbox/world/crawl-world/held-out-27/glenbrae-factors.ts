/**
 * Glenbrae Property Factors Ltd: a registered property factor in Edinburgh on Squarespace 7.1.
 * Factors in summary-block cards with post-nominals (MRICS, BSc (Hons)), a "who to contact"
 * table on the homeowners' page, the maintenance coordinator on a "Name, Title, address" line,
 * the complaints handling officer on a "Title: Name" line, the office manager on a label line of
 * the contact page (with a contactPoint in the JSON-LD), and a development manager in a journal
 * post listed only in a child of the sitemap index; the owners' portal disallowed and a
 * contractor's address on the repairs page.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'glenbraefactors.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/meet-the-factors', 'Meet the factors'],
  ['/homeowners', 'For homeowners'],
  ['/repairs', 'Report a repair'],
  ['/journal', 'Journal'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Glenbrae Property Factors',
  head: [
    '<!-- This is Squarespace. --><!-- glenbrae-factors -->',
    `<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64b2f1e0c4a5/12/5c5a519771c10ba3470d8101/64b2f1e0c4a5e/1512/site.css">`,
    `<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"64b2f1e0c4a5e3","identifier":"glenbrae-factors","siteTitle":"Glenbrae Property Factors","language":"en-GB"},"templateId":"5c5a519771c10ba3470d8101"};</script>`,
  ],
  header: () =>
    `<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white"><div class="header-inner container--fluid header-layout--with-commerce"><div class="header-display-desktop"><div class="header-title-nav-wrapper"><div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="https://images.squarespace-cdn.com/content/v1/64b2f1e0c4a5e3/glenbrae-logo.png?format=1500w" alt="Glenbrae Property Factors" style="display:block"></a></div></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">` +
    MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('') +
    `</nav></div></div></div></div></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section" data-section-theme="black"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content"><p>Glenbrae Property Factors Ltd · 27 Albany Street, Edinburgh EH1 3QN · ${tel('0131 557 2840')} · ${mailto(`enquiries@${HOST}`)}</p>` +
    `<p>Registered Property Factor PF000452 · Registered in Scotland SC318724 · <a href="/privacy-policy">Privacy</a> · <a href="/complaints-procedure">Complaints procedure</a> · <a href="/owners-portal">Owners' portal</a></p></div></div></div></section></footer>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: ['<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.7d3c1a9e.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const section = (html: string): string =>
  `<article class="sections" id="sections" data-page-sections><section class="page-section layout-engine-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></div></div></section></article>`;

const factor = (img: string, name: string, title: string, address: string, blurb: string): string =>
  `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autocolumns-slide"><div class="summary-thumbnail-outer-container"><img data-src="https://images.squarespace-cdn.com/content/v1/64b2f1e0c4a5e3/${img}.jpg" alt="" loading="lazy"></div>` +
  `<div class="summary-content sqs-gallery-meta-container"><div class="summary-title">${esc(name)}</div><div class="summary-metadata-container"><span class="summary-metadata-item">${esc(title)}</span></div><div class="summary-excerpt"><p>${esc(blurb)}</p><p>${mailto(address)}</p></div></div></div>`;

export function glenbraeFactors(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Property factoring for Edinburgh and the Lothians',
    main: section(
      `<h1>Property factoring for Edinburgh and the Lothians</h1><p>We look after the common parts of over 4,000 homes – tenements in Marchmont and Leith, new-build developments in Portobello and Musselburgh – under the Property Factors (Scotland) Act 2011 Code of Conduct.</p><p><a href="/meet-the-factors">Meet your factor</a> · <a href="/repairs">Report a common repair</a></p>`,
    ),
  });

  pages['/meet-the-factors'] = page({
    path: '/meet-the-factors',
    title: 'Meet the factors',
    main:
      section(`<h1>Meet the factors</h1><p>Every development has a named factor who knows the building, the owners and the contractors.</p>`) +
      `<section class="page-section"><div class="summary-block-wrapper summary-block-setting-design-autocolumns"><div class="summary-item-list">` +
      factor('fiona-macleod', 'Fiona MacLeod MRICS', 'Managing Director', `fmacleod@${HOST}`, 'Fiona founded Glenbrae in 2007 after twelve years with a Glasgow housing association.') +
      factor('callum-stewart', 'Callum Stewart BSc (Hons)', 'Senior Property Factor', `cstewart@${HOST}`, 'Callum looks after our tenement portfolio in Marchmont, Bruntsfield and the New Town.') +
      factor('eilidh-grant', 'Eilidh Grant', 'Property Factor – new-build developments', `egrant@${HOST}`, 'Eilidh manages our developments in Portobello, Musselburgh and Dalkeith.') +
      `</div></div></section>`,
  });

  pages['/homeowners'] = page({
    path: '/homeowners',
    title: 'For homeowners',
    main: section(
      `<h1>For homeowners</h1><p>Your Written Statement of Services sets out what we do for your building and how we charge for it. Common charges are invoiced quarterly.</p><h2>Who to contact</h2>` +
        `<table class="contact-table"><thead><tr><th>Question about</th><th>Contact</th><th>Role</th><th>Email</th></tr></thead><tbody>` +
        `<tr><td>Invoices, float and sinking fund</td><td>Alasdair Murray</td><td>Accounts Manager</td><td>${mailto(`amurray@${HOST}`)}</td></tr>` +
        `<tr><td>Buildings insurance claims</td><td>Eilidh Grant</td><td>Property Factor</td><td>${mailto(`egrant@${HOST}`)}</td></tr>` +
        `<tr><td>Selling your flat (factor's letter)</td><td colspan="2">Office</td><td>${mailto(`enquiries@${HOST}`)}</td></tr>` +
        `</tbody></table>`,
    ),
  });

  pages['/repairs'] = page({
    path: '/repairs',
    title: 'Report a repair',
    main: section(
      `<h1>Report a common repair</h1><p>For a leaking roof, a broken stair light or a door entry fault, email ${mailto(`repairs@${HOST}`)} with your address and a photo if you can. Our repairs line is answered from 8 am to 6 pm.</p>` +
        `<p>Ross Duncan, Maintenance Coordinator, ${mailto(`rduncan@${HOST}`)} – Ross arranges contractors and keeps owners updated until the job is signed off.</p>` +
        `<p>Out of hours emergencies (flooding, no power to the stair, insecure main door): call our emergency contractor Forth Maintenance Services on ${tel('0131 661 9020')} or email emergencies@forthmaintenance.test.</p>`,
    ),
  });

  pages['/complaints-procedure'] = page({
    path: '/complaints-procedure',
    title: 'Complaints procedure',
    main: section(
      `<h1>Complaints procedure</h1><p>We aim to resolve concerns informally with your factor first. If that does not work, our two-stage procedure applies.</p><p>Complaints Handling Officer: Karen Barr, ${mailto(`kbarr@${HOST}`)}, 27 Albany Street, Edinburgh EH1 3QN.</p><p>If you remain unhappy, you may apply to the First-tier Tribunal for Scotland (Housing and Property Chamber).</p>`,
    ),
  });

  pages['/journal'] = page({
    path: '/journal',
    title: 'Journal',
    main: `<div class="blog-basic-grid collection-content-wrapper"><article class="blog-basic-grid--container entry blog-item"><h1 class="blog-title"><a href="/journal/winter-checks-for-tenement-roofs">Winter checks for tenement roofs</a></h1><div class="blog-excerpt"><p>Gutters, skews and chimney heads: what we inspect before the storms.</p></div></article></div>`,
  });

  pages['/journal/winter-checks-for-tenement-roofs'] = page({
    path: '/journal/winter-checks-for-tenement-roofs',
    title: 'Winter checks for tenement roofs',
    main: section(`<h1>Winter checks for tenement roofs</h1><p>Every October our roofers inspect gutters, skews and chimney heads on the tenements we factor. Owners are sent the report with their next invoice.</p>`),
  });

  pages['/journal/taking-on-harbour-view-portobello'] = page({
    path: '/journal/taking-on-harbour-view-portobello',
    title: 'Taking on Harbour View, Portobello',
    main: section(
      `<h1>Taking on Harbour View, Portobello</h1><p class="blog-meta">14 March 2025</p><p>We are delighted to have been appointed factor for Harbour View's 86 flats from 1 May. Owners with questions about the handover can contact our development manager Gregor Lindsay at ${mailto(`glindsay@${HOST}`)}, who will also host a drop-in evening at Portobello Town Hall.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Glenbrae Property Factors Ltd',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: '27 Albany Street', addressLocality: 'Edinburgh', postalCode: 'EH1 3QN', addressCountry: 'GB' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+44 131 557 2840', email: `enquiries@${HOST}` },
          { '@type': 'ContactPoint', contactType: 'repairs', email: `repairs@${HOST}` },
        ],
      },
    ],
    main: section(
      `<h1>Contact</h1><p>27 Albany Street, Edinburgh EH1 3QN<br>Monday to Friday, 9 am – 5 pm<br>${tel('0131 557 2840')}<br>${mailto(`enquiries@${HOST}`)}</p>` +
        `<p>Taking on a new development or changing factor: Lorna Paterson, Office Manager, ${tel('0131 557 2843')}, ${mailto(`lpaterson@${HOST}`)}</p>` +
        `<form class="form-wrapper" data-form-id="64b2f1e0c4a5e3-contact"><label>Name<input type="text" name="fname"></label><label>Email<input type="email" name="email" placeholder="you@example.com"></label><label>Message<textarea name="message"></textarea></label><button type="submit">Send</button></form>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', main: section(`<h1>Privacy policy</h1><p>Glenbrae Property Factors Ltd is the data controller for personal data held about owners.</p>`) });
  pages['/owners-portal'] = page({ path: '/owners-portal', title: "Owners' portal", main: section(`<h1>Owners' portal</h1><p>Forgotten your login? Email ${mailto(`portal@${HOST}`)}</p>`) });

  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-journal.xml']));
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/meet-the-factors', '/homeowners', '/repairs', '/complaints-procedure', '/journal', '/contact', '/privacy-policy']));
  pages['/sitemap-journal.xml'] = xmlPage(urlset(HOST, ['/journal/winter-checks-for-tenement-roofs', '/journal/taking-on-harbour-view-portobello'], '2025-03-14'));

  const lu = 'link-english-unlisted' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /owners-portal\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'hLq3Wz8e/Ab12Cd34' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-27',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/homeowners'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `repairs@${HOST}`, name: null, title: null, pages: ['/repairs', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `fmacleod@${HOST}`, name: 'Fiona MacLeod', title: 'Managing Director', pages: ['/meet-the-factors'], cases: ['card', 'post-nominal', 'plain', lu] },
        { address: `cstewart@${HOST}`, name: 'Callum Stewart', title: 'Senior Property Factor', pages: ['/meet-the-factors'], cases: ['card', 'post-nominal', 'plain', lu] },
        { address: `egrant@${HOST}`, name: 'Eilidh Grant', title: 'Property Factor – new-build developments', titleAlternatives: ['Property Factor'], pages: ['/meet-the-factors', '/homeowners'], cases: ['card', 'table', 'plain', lu] },
        { address: `amurray@${HOST}`, name: 'Alasdair Murray', title: 'Accounts Manager', pages: ['/homeowners'], cases: ['table', 'plain', lu] },
        { address: `rduncan@${HOST}`, name: 'Ross Duncan', title: 'Maintenance Coordinator', pages: ['/repairs'], cases: ['name-title-line', 'plain', lu] },
        { address: `kbarr@${HOST}`, name: 'Karen Barr', title: 'Complaints Handling Officer', pages: ['/complaints-procedure'], cases: ['title-name-line', 'plain', lu] },
        { address: `glindsay@${HOST}`, name: 'Gregor Lindsay', title: 'development manager', pages: ['/journal/taking-on-harbour-view-portobello'], cases: ['prose', 'plain', 'sitemap-index'] },
        { address: `lpaterson@${HOST}`, name: 'Lorna Paterson', title: 'Office Manager', pages: ['/contact'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/owners-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'emergencies@forthmaintenance.test', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
      ],
    },
  };
}
