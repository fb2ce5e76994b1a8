/**
 * Harbourside Physiotherapy: a private physiotherapy and sports medicine clinic on Bristol's
 * harbourside, built with Wix (Editor X style markup, rich-text elements, Wix's own sitemap index
 * split into pages and blog posts). "Our Clinicians" holds the team as image cards with
 * post-nominals the way UK clinicians write them (MCSP, HCPC, MBChB, FFSEM); the sports physician
 * is also a Person in JSON-LD. A running blog post, no longer linked anywhere, is listed only in
 * the blog-posts child sitemap and names its author in its "about the author" line. The staff
 * rota portal (disallowed), the booking form's placeholder, the retina logo and the Physio First
 * membership address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'harboursidephysio.test';
const ORIGIN = `http://${HOST}`;
const MEDIA = 'https://static.wixstatic.com/media';

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/treatments', 'Treatments'],
  ['/our-clinicians', 'Our Clinicians'],
  ['/prices', 'Prices & Insurers'],
  ['/contact', 'Find Us'],
];

let compSeq = 0;
const rich = (html: string): string => {
  const id = `comp-lm${(4100 + compSeq++ * 37).toString(36)}`;
  return `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Harbourside Physiotherapy',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="5b1e2c7a-93d4-4f0e-8a61-2c9b7d41e0f3">',
    '<meta name="format-detection" content="telephone=no">',
    '<link rel="icon" sizes="192x192" href="https://static.parastorage.com/client/pfavico.ico" type="image/x-icon">',
    '<script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"5b1e2c7a-93d4-4f0e-8a61-2c9b7d41e0f3","siteId":"e2f0a1b3-77c4-4b6e-9d18-a3c5e7f90b12","externalBaseUrl":"' +
      ORIGIN +
      '"},"language":{"userLanguage":"en","siteLanguage":"en"},"requestUrl":"' +
      ORIGIN +
      '/"};</script>',
    '<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js" defer></script>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.a41c2f9e.min.css">',
  ],
  header: (p) =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div id="comp-lhq1logo" class="comp-lhq1logo wixui-image"><a href="/" class="j7pOnl"><img src="${MEDIA}/a3c1e2_harbourside-logo@2x.png/v1/fill/w_214,h_60,al_c,q_85/harbourside-logo@2x.png" alt="Harbourside Physiotherapy" width="214" height="60"></a></div>` +
    `<nav id="comp-lhq1menu" class="StylableHorizontalMenu3372578893__root wixui-horizontal-menu" aria-label="Site"><ul class="StylableHorizontalMenu3372578893__menu">${MENU.map(([h, l]) => `<li class="itemDepth02233374943__itemWrapper"><a data-testid="linkElement" href="${h}" class="itemDepth02233374943__root${h === p.path ? ' itemDepth02233374943__selected' : ''}" aria-current="${h === p.path ? 'page' : 'false'}"><span class="itemDepth02233374943__label wixui-horizontal-menu__item-label">${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<div id="comp-lhq1book" class="comp-lhq1book wixui-button"><a data-testid="linkElement" href="/book-online" class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">Book Online</span></a></div></div></header><main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div class="HT5ybB">`,
  footer: () =>
    `</div></div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf">` +
    rich(
      `<p class="font_8 wixui-rich-text__text">Harbourside Physiotherapy · Unit 4, Wapping Wharf, Gaol Ferry Steps, Bristol BS1 6WP · ${tel('0117 496 0381')} · ${mailto(`hello@${HOST}`)}</p>` +
        `<p class="font_8 wixui-rich-text__text">All our physiotherapists are registered with the HCPC and are members of the Chartered Society of Physiotherapy. Harbourside Physiotherapy Ltd, registered in England &amp; Wales no. 10482271.</p>` +
        `<p class="font_8 wixui-rich-text__text"><a href="/privacy-policy">Privacy &amp; Cookies</a> · <a href="/staff-portal">Staff login</a></p>`,
    ) +
    `</div></footer></div></div></div>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [
    '<script async src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.2f1e0b7c.bundle.min.js"></script>',
    '<script>window.fedops && window.fedops.reportLoad && window.fedops.reportLoad("thunderbolt");</script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const section = (html: string): string =>
  `<section id="comp-lhq2s${compSeq}" class="Oqnisf comp-lhq2s${compSeq} wixui-section" tabindex="-1"><div data-testid="columns" class="V5AUxf"><div class="comp-lhq2c${compSeq} YzqVVZ wixui-column-strip__column"><div data-mesh-id="comp-lhq2c${compSeq}inlineContent" data-testid="inline-content" class="">${html}</div></div></div></section>`;

type Clinician = { heading: string; name: string; title: string; local: string; bio: string; honorific?: boolean; postNominal?: boolean };
const CLINICIANS: Clinician[] = [
  {
    heading: 'Tom Whitfield MSc MCSP',
    name: 'Tom Whitfield',
    title: 'Clinical Director & Physiotherapist',
    local: 'tom.whitfield',
    bio: 'Tom founded Harbourside in 2014 after eight years with the NHS and two seasons with Bristol Bears Women. He specialises in knee and hip rehabilitation and returning athletes to sport.',
    postNominal: true,
  },
  {
    heading: 'Priya Shah BSc (Hons) MCSP',
    name: 'Priya Shah',
    title: 'Senior MSK Physiotherapist',
    local: 'priya.shah',
    bio: 'Priya treats neck and back pain, shoulder problems and work-related injuries. She is also our lead for acupuncture (AACP accredited).',
    postNominal: true,
  },
  {
    heading: 'Dr Oliver Grant MBChB MSc FFSEM',
    name: 'Oliver Grant',
    title: 'Consultant in Sport & Exercise Medicine',
    local: 'oliver.grant',
    bio: 'Oliver runs our Thursday sports medicine clinic, offering diagnostic ultrasound and guided injections. He is a team doctor for Bristol City FC Academy.',
    honorific: true,
    postNominal: true,
  },
  {
    heading: 'Chloe Adeyemi',
    name: 'Chloe Adeyemi',
    title: 'Specialist Pelvic Health Physiotherapist',
    local: 'chloe.adeyemi',
    bio: 'Chloe sees women before and after birth, and anyone with bladder, bowel or pelvic pain. Appointments are 45 minutes in a private treatment room.',
  },
  {
    heading: 'Sam Fletcher',
    name: 'Sam Fletcher',
    title: 'Sports Massage Therapist / Strength & Conditioning Coach',
    local: 'sam.fletcher',
    bio: 'Sam is an ITEC Level 5 sports massage therapist and UKSCA-accredited coach who runs our small-group rehab classes in the studio.',
  },
  {
    heading: 'Hannah Doyle',
    name: 'Hannah Doyle',
    title: 'Practice Manager',
    local: 'hannah.doyle',
    bio: 'Hannah looks after insurance authorisations, invoices and the front desk team. If something has gone wrong with a booking, she is the person to speak to.',
  },
];

const card = (c: Clinician): string =>
  `<div class="comp-team-card wixui-box" data-testid="container-bg"><div id="img_${c.local.replace('.', '_')}" class="wixui-image"><img src="${MEDIA}/a3c1e2_${c.local.replace('.', '-')}~mv2.jpg/v1/fill/w_320,h_360,al_c,q_80/${c.local.replace('.', '-')}.jpg" alt="${esc(c.name)}" width="320" height="360" loading="lazy"></div>` +
  rich(`<h3 class="font_5 wixui-rich-text__text">${esc(c.heading)}</h3><p class="font_7 wixui-rich-text__text"><span style="font-weight:bold;">${esc(c.title)}</span></p><p class="font_8 wixui-rich-text__text">${esc(c.bio)}</p><p class="font_8 wixui-rich-text__text">${mailto(`${c.local}@${HOST}`)}</p>`) +
  `</div>`;

export function harboursidePhysio(): CrawlWorldSite {
  compSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Physiotherapy & Sports Injury Clinic in Bristol',
    description: 'Physiotherapy, sports medicine, pelvic health and sports massage on Bristol harbourside. Same-week appointments, all major insurers.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalClinic',
        '@id': `${ORIGIN}/#clinic`,
        name: 'Harbourside Physiotherapy',
        url: `${ORIGIN}/`,
        telephone: '+44 117 496 0381',
        medicalSpecialty: ['Musculoskeletal', 'SportsMedicine'],
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 4, Wapping Wharf, Gaol Ferry Steps', addressLocality: 'Bristol', postalCode: 'BS1 6WP', addressCountry: 'GB' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `hello@${HOST}`, telephone: '+44 117 496 0381', areaServed: 'GB', availableLanguage: ['English'] },
        openingHours: ['Mo-Fr 07:30-20:00', 'Sa 08:30-13:00'],
      },
    ],
    main: section(
      rich(
        `<h1 class="font_0 wixui-rich-text__text">Get back to what you love</h1><p class="font_8 wixui-rich-text__text">Expert physiotherapy for sports injuries, back and neck pain, post-operative rehab and pelvic health, five minutes’ walk from Temple Meads. Most patients are seen within three working days.</p>` +
          `<p class="font_8 wixui-rich-text__text"><a href="/our-clinicians">Meet our clinicians</a> · <a href="/treatments">What we treat</a> · <a href="/book-online">Book an appointment</a></p>`,
      ),
    ),
  });

  pages['/treatments'] = page({
    path: '/treatments',
    title: 'Treatments',
    main: section(
      rich(
        `<h1 class="font_2 wixui-rich-text__text">Treatments</h1><ul class="font_8 wixui-rich-text__text"><li>Musculoskeletal physiotherapy</li><li>Sports injury assessment and rehabilitation</li><li>Acupuncture and dry needling</li><li>Pelvic health physiotherapy</li><li>Ultrasound-guided injections (Consultant clinic)</li><li>Sports and remedial massage</li><li>Small-group rehab and Pilates classes</li></ul>`,
      ),
    ),
  });

  pages['/our-clinicians'] = page({
    path: '/our-clinicians',
    title: 'Our Clinicians',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: 'Dr Oliver Grant',
        medicalSpecialty: 'SportsMedicine',
        parentOrganization: { '@id': `${ORIGIN}/#clinic` },
        employee: {
          '@type': 'Person',
          name: 'Oliver Grant',
          honorificPrefix: 'Dr',
          honorificSuffix: 'MBChB MSc FFSEM',
          jobTitle: 'Consultant in Sport & Exercise Medicine',
          email: `oliver.grant@${HOST}`,
        },
      },
    ],
    main:
      section(rich(`<h1 class="font_2 wixui-rich-text__text">Our Clinicians</h1><p class="font_8 wixui-rich-text__text">Every clinician at Harbourside is registered with the Health &amp; Care Professions Council (HCPC) or the General Medical Council.</p>`)) +
      section(`<div class="comp-team-grid" data-testid="repeater">${CLINICIANS.map(card).join('')}</div>`),
  });

  pages['/prices'] = page({
    path: '/prices',
    title: 'Prices & Insurers',
    main: section(
      rich(
        `<h1 class="font_2 wixui-rich-text__text">Prices &amp; Insurers</h1><table class="font_8"><tbody><tr><td>Initial assessment (60 min)</td><td>£75</td></tr><tr><td>Follow-up (40 min)</td><td>£62</td></tr><tr><td>Consultant sports medicine appointment</td><td>£180</td></tr><tr><td>Sports massage (60 min)</td><td>£58</td></tr></tbody></table>` +
          `<p class="font_8 wixui-rich-text__text">We are recognised by Bupa, AXA Health, Aviva, Vitality and WPA. We are members of Physio First; questions about the Physio First quality standard can go to membership@physiofirst.test.</p>`,
      ),
    ),
  });

  pages['/book-online'] = page({
    path: '/book-online',
    title: 'Book Online',
    main: section(
      rich(`<h1 class="font_2 wixui-rich-text__text">Book Online</h1><p class="font_8 wixui-rich-text__text">Choose a clinician and a time below. You will receive a confirmation email with our new patient form.</p>`) +
        `<form class="wixui-form" data-testid="form"><label for="input_comp-name">Full name</label><input id="input_comp-name" type="text" name="name" placeholder="Full name"><label for="input_comp-email">Email</label><input id="input_comp-email" type="email" name="email" placeholder="name@example.com"><button type="submit" class="wixui-button">Request appointment</button></form>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Find Us',
    main: section(
      rich(
        `<h1 class="font_2 wixui-rich-text__text">Find Us</h1><p class="font_8 wixui-rich-text__text">Unit 4, Wapping Wharf, Gaol Ferry Steps, Bristol BS1 6WP. The nearest car park is Wapping Wharf (Cumberland Road); cycle racks outside.</p>` +
          `<p class="font_8 wixui-rich-text__text">Reception (appointments, changes, insurance details): ${tel('0117 496 0381')} · ${mailto(`reception@${HOST}`)}<br>General enquiries: ${mailto(`hello@${HOST}`)}</p>` +
          `<p class="font_8 wixui-rich-text__text">Monday–Friday 7:30am–8pm · Saturday 8:30am–1pm</p>`,
      ),
    ),
  });

  pages['/post/returning-to-running-after-injury'] = page({
    path: '/post/returning-to-running-after-injury',
    title: 'Returning to running after injury: a 6-week plan',
    main: section(
      `<article class="blog-post-page-font" data-hook="post-page"><h1 class="blog-post-title-font" data-hook="post-title">Returning to running after injury: a 6-week plan</h1><p data-hook="time-ago">12 Mar 2023 · 4 min read</p>` +
        `<div data-hook="post-description"><p>Coming back too fast is the commonest reason runners end up back on our treatment couch. Start with walk–run intervals on flat ground, keep every run at a conversational pace and only add volume when the previous week has been pain-free.</p>` +
        `<p><em>About the author: Lewis Morgan MCSP is a Musculoskeletal Physiotherapist at Harbourside and an England Athletics running coach. Questions about this plan? Email him at ${mailto(`lewis.morgan@${HOST}`)}.</em></p></div></article>`,
    ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy & Cookies',
    main: section(
      rich(
        `<h1 class="font_2 wixui-rich-text__text">Privacy &amp; Cookies</h1><p class="font_8 wixui-rich-text__text">Harbourside Physiotherapy Ltd is the data controller for your clinical records, which we keep for eight years after your last appointment (25 years for under-18s), as the CSP recommends. To ask for a copy of your records, write to ${mailto(`hello@${HOST}`)}.</p>`,
      ),
    ),
  });

  pages['/staff-portal'] = page({
    path: '/staff-portal',
    title: 'Staff login',
    main: section(rich(`<h1 class="font_2 wixui-rich-text__text">Staff</h1><p class="font_8 wixui-rich-text__text">Rota, CPD log and clinical notes templates. Swap requests to ${mailto(`rota@${HOST}`)}.</p>`)),
  });

  const sitePages = ['/', '/treatments', '/our-clinicians', '/prices', '/book-online', '/contact', '/privacy-policy'];
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, sitePages, '2025-02-03'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/returning-to-running-after-injury'], '2023-03-12'));

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /staff-portal\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n# Block PetalBot\nUser-agent: PetalBot\nDisallow: /\n\n# Crawl delay for overly enthusiastic bots\nUser-agent: dotbot\nCrawl-delay: 10\nUser-agent: AhrefsBot\nCrawl-delay: 10\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-02-03'),
      pages,
      headers: { Server: 'Pepyaka', 'x-wix-request-id': '1733822104.4915213890312114057', 'Cache-Control': 'private,max-age=0,must-revalidate', Vary: 'Accept-Encoding' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-64',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/privacy-policy'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `reception@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...CLINICIANS.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/our-clinicians'],
          cases: [
            'card' as const,
            'plain' as const,
            'link-english-unlisted' as const,
            ...(c.honorific ? (['honorific', 'json-ld-person'] as const) : []),
            ...(c.postNominal ? (['post-nominal'] as const) : []),
          ],
        })),
        {
          address: `lewis.morgan@${HOST}`,
          name: 'Lewis Morgan',
          title: 'Musculoskeletal Physiotherapist',
          pages: ['/post/returning-to-running-after-injury'],
          cases: ['prose', 'post-nominal', 'sitemap-index', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/staff-portal'],
      nonAddresses: [
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: 'harbourside-logo@2x.png', kind: 'retina' },
        { text: 'name@example.com', kind: 'placeholder' },
        { text: 'react@18.2.0', kind: 'package' },
        { text: 'membership@physiofirst.test', kind: 'other-company' },
      ],
    },
  };
}
