/**
 * Hollinsbrook Roofing: a family roofing contractor in Harrogate, North Yorkshire, on Squarespace
 * 7.1. The managing director as the LocalBusiness's founder in JSON-LD ("mailto:" address) and on
 * the About page with his post-nominals beside the finance director's; the crew as image cards,
 * the contracts manager in a sentence; the heritage page (an unlisted English link) writes its
 * manager's address "[at] … [dot]"; the apprenticeship advert turns a reversed address around in
 * a code block; the quotes mailbox sits beside the estimator's name. A commented-out old address
 * in a code block and the customer account pages (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hollinsbrook-roofing.test';
const ORIGIN = `http://${HOST}`;
const STATIC = 'https://images.squarespace-cdn.com/content/v1/6409a3f2c81b4e2d7f1a0c55';

const MENU: [string, string][] = [
  ['/services', 'Services'],
  ['/heritage-and-listed-buildings', 'Heritage &amp; listed buildings'],
  ['/about-us', 'About us'],
  ['/join-the-crew', 'Join the crew'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hollinsbrook Roofing',
  head: [
    '<!-- This is Squarespace. --><!-- hollinsbrook-roofing -->',
    '<base href="">',
    `<link rel="icon" type="image/x-icon" href="${STATIC}/favicon.ico?format=100w">`,
    '<script type="text/javascript" src="//use.typekit.net/ik/Kq7rT2vX0mB4c9sY1.js" async fetchpriority="high"></script>',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"6409a3f2c81b4e2d7f1a0c55","identifier":"hollinsbrook-roofing","websiteType":1},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1"};</script>',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6409a3f2c81b4e2d7f1a0c55/31/5c5a519771c10ba3470d8101/6409a3f2c81b4e2d7f1a0c6b/1612/site.css">',
  ],
  header: () =>
    `<div class="sqs-announcement-bar-dropzone"></div><div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white"><div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">` +
    `<div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="${STATIC}/b3c1e7f0-logo/hollinsbrook-logo.png?format=1500w" alt="Hollinsbrook Roofing" style="display:block" fetchpriority="high" loading="eager"></a></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${l}</a></div>`).join('')}</nav></div></div>` +
    `<div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/contact">Free quote</a></div><div class="user-accounts-link"><a href="/account/login" class="user-accounts-text-link">Customer login</a></div></div></header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="6409a4b1e2d7f1a0c55b1e2f">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections><section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">` +
    `<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content"><p class="sqs-block-alignment-wrapper">Hollinsbrook Roofing Ltd · Unit 4, Hookstone Chase, Harrogate HG2 7HH · ${tel('01423 886 514')} · ${mailto(`enquiries@${HOST}`)}</p>` +
    `<p>Registered in England &amp; Wales No. 07731842 · VAT GB 118 2290 47 · NFRC member · TrustMark registered</p><p><a href="/privacy-policy">Privacy policy</a></p></div></div></div></div></div></div></div></div></section></footer></div>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: ['<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.7a2b6c0f9e1d3a5b8c7d.js" type="text/javascript"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const htmlBlock = (html: string): string => `<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div>`;
const pageSection = (blocks: string): string =>
  `<section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${blocks}</div></div></div></div></div></section>`;

type Crew = { name: string; title: string; local: string; img: string };
const CREW: Crew[] = [
  { name: 'Sam Kershaw', title: 'Lead Roofer, Harrogate team', local: 'sam', img: 'sam-kershaw' },
  { name: 'Kevin Barraclough', title: 'Estimator', local: 'kevin', img: 'kevin-barraclough' },
  { name: 'Priya Lal', title: 'Office Manager', local: 'priya', img: 'priya-lal' },
];
const imageCard = (c: Crew): string =>
  `<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-card combination-animation-none individual-animation-none"><figure class="sqs-block-image-figure image-block-v2 design-layout-card"><div class="intrinsic"><div class="image-inset"><img src="${STATIC}/${c.img}.jpg?format=750w" alt="${esc(c.name)}" loading="lazy"></div></div>` +
  `<figcaption class="image-card-wrapper"><div class="image-card sqs-dynamic-text"><div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"><p>${esc(c.name)}</p></div></div><div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p>${esc(c.title)}</p><p>${mailto(`${c.local}@${HOST}`)}</p></div></div></div></figcaption></figure></div></div></div>`;

const RACHEL_REV = reversed(`rachel@${HOST}`);

export function hollinsbrookRoofing(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Roofers in Harrogate & North Yorkshire',
    jsonLd: [
      { '@context': 'http://schema.org', '@type': 'WebSite', url: `${ORIGIN}`, name: 'Hollinsbrook Roofing' },
      {
        '@context': 'http://schema.org',
        '@type': 'RoofingContractor',
        name: 'Hollinsbrook Roofing Ltd',
        url: `${ORIGIN}/`,
        telephone: '01423 886 514',
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 4, Hookstone Chase', addressLocality: 'Harrogate', postalCode: 'HG2 7HH', addressCountry: 'GB' },
        founder: { '@type': 'Person', name: 'Gareth Hollins', jobTitle: 'Managing Director', email: `mailto:gareth@${HOST}` },
        areaServed: ['Harrogate', 'Knaresborough', 'Ripon', 'Wetherby', 'Leeds'],
      },
    ],
    main:
      pageSection(htmlBlock(`<h1>Slate, tile, lead and flat roofing since 1994</h1><p>From a single slipped slate to a full re-roof of a listed farmhouse, our own crews do the work – no subcontractors. Free, no-obligation quotes across Harrogate and the Dales.</p>`)) +
      pageSection(htmlBlock(`<p><a href="/services">What we do</a> · <a href="/heritage-and-listed-buildings">Heritage work</a> · <a href="/about-us">The family and the crew</a></p>`)),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: pageSection(htmlBlock(`<h1>Services</h1><ul><li>Natural slate and clay tile roofs</li><li>Leadwork, valleys and chimneys</li><li>GRP and EPDM flat roofs</li><li>Fascias, soffits and guttering</li><li>Storm damage and insurance repairs</li></ul>`)),
  });

  pages['/heritage-and-listed-buildings'] = page({
    path: '/heritage-and-listed-buildings',
    title: 'Heritage & listed buildings',
    main: pageSection(
      htmlBlock(
        `<h1>Heritage &amp; listed buildings</h1><p>We re-use reclaimed Yorkshire stone slates wherever we can and work to the conservation officer's specification, with lime mortars and hand-dressed leadwork.</p>` +
          `<p>Ian Thwaite BSc (Hons), Heritage Roofing Manager: ian [at] hollinsbrook-roofing [dot] test</p>`,
      ),
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About us',
    main:
      pageSection(
        htmlBlock(
          `<h1>A Harrogate family business</h1><p>Gareth Hollins started the firm with one van in 1994; today we employ 22 roofers, apprentices and office staff.</p>` +
            `<p><strong>Gareth Hollins MCIOB</strong>, Managing Director – ${mailto(`gareth@${HOST}`)}<br><strong>Claire Hollins ACA</strong>, Finance Director – ${mailto(`claire@${HOST}`)}</p>` +
            `<p>Our contracts manager, Daniel Oduya, looks after every commercial job from the first survey to sign-off; you can reach him directly at ${mailto(`daniel@${HOST}`)}.</p>`,
        ),
      ) + pageSection(`<div class="sqs-gallery-design-grid">${CREW.map(imageCard).join('')}</div>`),
  });

  pages['/join-the-crew'] = page({
    path: '/join-the-crew',
    title: 'Join the crew',
    main: pageSection(
      htmlBlock(
        `<h1>Roofing apprenticeships 2025</h1><p>We take on two apprentices every September on the Level 2 Roofer apprenticeship with Leeds College of Building. You'll earn from day one and finish with your NVQ and CSCS card.</p>` +
          `<p>Send a short note about yourself to our Operations Manager, Rachel Whitaker, at <span id="rw-mail">[email hidden – please enable JavaScript]</span>.</p>`,
      ) +
        `<div class="sqs-block code-block sqs-block-code" data-block-type="23"><div class="sqs-block-content"><script>(function(){var r = '${RACHEL_REV}'; var a = r.split('').reverse().join(''); document.getElementById('rw-mail').innerHTML = '<a href="mailto:' + a + '">' + a + '</a>';})();</script>` +
        `<!-- old form: <a href="mailto:apprentices@hollinsbrook-roofing.test">apply</a> --></div></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: pageSection(
      htmlBlock(
        `<h1>Contact</h1><p>Office: ${tel('01423 886 514')} (Mon–Fri 8am–5pm) · ${mailto(`enquiries@${HOST}`)}</p>` +
          `<p>Need a quote? Kevin Barraclough will usually be the one who comes out to survey. Send us photos of the roof and your postcode: ${mailto(`quotes@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', main: pageSection(htmlBlock(`<h1>Privacy policy</h1><p>Hollinsbrook Roofing Ltd is the data controller for information you send us.</p>`)) });
  pages['/account/login'] = page({ path: '/account/login', title: 'Customer login', main: pageSection(htmlBlock(`<h1>Customer login</h1><p>Track your job, photos and invoices. Trouble signing in? Email ${mailto(`portal@${HOST}`)}.</p>`)) });

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /commerce/digital-download/\nDisallow: /api/\nAllow: /api/ui-extensions/\nDisallow: /static/\nDisallow:/*?author=*\nDisallow:/*&author=*\nDisallow:/*?tag=*\nDisallow:/*&tag=*\nDisallow:/*?month=*\nDisallow:/*&month=*\nDisallow:/*?view=*\nDisallow:/*&view=*\nDisallow:/*?format=json\nDisallow:/*&format=json\nDisallow:/*?format=page-context\nDisallow:/*&format=page-context\nDisallow:/*?format=main-content\nDisallow:/*&format=main-content\nDisallow:/*?format=json-pretty\nDisallow:/*&format=json-pretty\nDisallow:/*?format=ical\nDisallow:/*&format=ical\nDisallow:/*?reversePaginate=*\nDisallow:/*&reversePaginate=*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/heritage-and-listed-buildings', '/about-us', '/join-the-crew', '/contact', '/privacy-policy'], '2025-02-18'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Yq2bN4kT/3vXwR8pL' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-115',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `gareth@${HOST}`, name: 'Gareth Hollins', title: 'Managing Director', pages: ['/', '/about-us'], cases: ['json-ld-person', 'json-ld-mailto', 'name-title-line', 'post-nominal', 'plain'] },
        { address: `claire@${HOST}`, name: 'Claire Hollins', title: 'Finance Director', pages: ['/about-us'], cases: ['name-title-line', 'post-nominal', 'plain'] },
        { address: `daniel@${HOST}`, name: 'Daniel Oduya', title: 'contracts manager', titleAlternatives: ['Contracts Manager'], pages: ['/about-us'], cases: ['prose', 'plain'] },
        ...CREW.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/about-us'], cases: ['card', 'plain'] as CaseKind[] })),
        { address: `ian@${HOST}`, name: 'Ian Thwaite', title: 'Heritage Roofing Manager', pages: ['/heritage-and-listed-buildings'], cases: ['name-title-line', 'post-nominal', 'obfuscated', lu] },
        { address: `rachel@${HOST}`, name: 'Rachel Whitaker', title: 'Operations Manager', pages: ['/join-the-crew'], encoded: { kind: 'reversed', text: RACHEL_REV }, cases: ['prose', 'script-reversed', lu] },
        { address: `quotes@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['neighbour', 'role', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: `apprentices@${HOST}`, kind: 'comment' },
      ],
    },
  };
}
