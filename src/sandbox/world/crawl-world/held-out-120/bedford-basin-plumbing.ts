/**
 * Bedford Basin Plumbing & Heating: a family plumbing, heating and heat-pump contractor in
 * Bedford, Nova Scotia, on Wix. The team as a Wix repeater of cards; the dispatch mailbox written
 * "mailto:" in Wix's LocalBusiness JSON-LD; the careers page's "Hiring contact:" line; the
 * commercial page's "Name, Title" line with the address written "[at]" / "[dot]" in a text box
 * (to dodge spam, the owner says); a projects page where the photo mailbox sits under a
 * customer's testimonial. The energy-efficiency programme's rebate address and the service-plan
 * members' page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bedfordbasinplumbing.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/heat-pumps', 'Heat Pumps'],
  ['/commercial', 'Commercial'],
  ['/our-team', 'Our Team'],
  ['/projects', 'Projects'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

let comp = 0;
const compId = (): string => `comp-lx${(0x3a72 + comp++ * 37).toString(36)}`;
/** A Wix rich-text element. */
const rich = (html: string): string => {
  const id = compId();
  return `<div id="${id}" class="KcpHeO tz5f0K ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};
const p = (html: string, font = 'font_8'): string => `<p class="${font} wixui-rich-text__text">${html}</p>`;
const h = (text: string, level = 2): string => `<h${level.toString()} class="font_${level.toString()} wixui-rich-text__text">${esc(text)}</h${level.toString()}>`;
const strip = (html: string): string => {
  const id = compId();
  return `<section id="${id}" class="xuzjBY ${id} wixui-section" tabindex="-1"><div data-testid="columns" class="V5AUxf"><div id="${compId()}" class="comp-column wixui-column-strip__column"><div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${html}</div></div></div></div></section>`;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Bedford Basin Plumbing & Heating',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="4c2e9b71-0d3a-4f58-a1e6-7b29c5d80f13">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="9f0a3c5e-12b4-4d67-8e21-c3a4b5d6e7f8">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.3b1e0c57.bundle.min.js" async></script>',
    '<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7c1e2a_5d9b0e3f41a24c8a9e6b1d7f0a2c3e4b~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/7c1e2a_5d9b0e3f41a24c8a9e6b1d7f0a2c3e4b~mv2.png" type="image/png">',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SITE_ROOT" class="SITE_ROOT"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">` +
    `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class="">` +
    `<div id="comp-lx1logo" class="j7pOnl comp-lx1logo wixui-image"><a href="${ORIGIN}/" target="_self" class="j7pOnl"><img src="https://static.wixstatic.com/media/7c1e2a_0f2b4d6e8a1c4e3f9b7d5a2c1e0f3b6d~mv2.png/v1/fill/w_220,h_76,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/BBPH_logo.png" alt="Bedford Basin Plumbing &amp; Heating logo" width="220" height="76"></a></div>` +
    `<wix-dropdown-menu id="comp-lx1menu" class="XwCBRN NHM1d1 comp-lx1menu wixui-dropdown-menu hidden-during-prewarmup" dir="ltr" data-stretch-buttons-to-menu-width="true" data-hovered-item=""><nav class="R_TAzU" id="comp-lx1menunavContainer" aria-label="Site"><ul class="y7qwii" id="comp-lx1menuitemsContainer" style="text-align:center" data-marginallchildren="true">` +
    MENU.map(([href, label], i) => `<li id="comp-lx1menu${i.toString()}" data-direction="ltr" data-listposition="${i === 0 ? 'left' : 'center'}" data-data-id="dataItem-lx1${i.toString()}" data-state="menu false  link" data-index="${i.toString()}" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="${href === '/' ? `${ORIGIN}` : `${ORIGIN}${href}`}" target="_self" class="UiHgGh"><div class="yRj2ms"><div class="" id="comp-lx1menu${i.toString()}label">${esc(label)}</div></div></a></li>`).join('') +
    `</ul></nav></wix-dropdown-menu><div class="_2O8Yt comp-lx1call wixui-button"><a data-testid="linkElement" href="tel:9025550141" class="uDW_Qe wixui-button"><span class="l7_2fn wixui-button__label">24/7 Emergency: 902-555-0141</span></a></div></div></div></div></header>` +
    `<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div class="JsJXaX"><div id="c1dmp" class="dBAkHi theme-vars c1dmp"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB">`,
  footer: () =>
    `</div></div></div></div></main>` +
    `<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class="">` +
    `<div id="comp-lx1foot" class="KcpHeO tz5f0K comp-lx1foot wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text">Bedford Basin Plumbing &amp; Heating Ltd.<br>1220 Bedford Hwy, Unit 6, Bedford, NS&nbsp; B4A 1C7</p><p class="font_9 wixui-rich-text__text">Office: ${tel('902-555-0140')} · Emergency: ${tel('902-555-0141')}<br>${mailto(`dispatch@${HOST}`, `dispatch@${HOST}`, 'data-auto-recognition="true" class="wixui-rich-text__text"')}</p><p class="font_9 wixui-rich-text__text">Licensed, bonded &amp; insured · Red Seal certified · Serving HRM since 1994</p><p class="font_9 wixui-rich-text__text"><a href="${ORIGIN}/account/my-plan" class="wixui-rich-text__text">Service Plan Members</a> · <a href="${ORIGIN}/privacy-policy" class="wixui-rich-text__text">Privacy Policy</a></p><p class="font_9 wixui-rich-text__text">© 2025 by Bedford Basin Plumbing &amp; Heating Ltd. Proudly created with Wix.com</p></div>` +
    `</div></div></div></footer></div></div></div></div>`,
  bodyEnd: [
    '<script type="application/json" id="wix-viewer-model">{"siteFeatures":["dynamicPages","seo","contactForm","wixCodeSdk"],"site":{"metaSiteId":"4c2e9b71-0d3a-4f58-a1e6-7b29c5d80f13","isPremiumDomain":true},"language":{"userLanguage":"en","siteLanguage":"en"}}</script>',
    '<script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=default,es2019,es2020,es2021,es2022,es2023,IntersectionObserver,ResizeObserver" defer></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-CA' });

type Tech = { name: string; title: string; local: string; blurb: string; photo: string };
const TEAM: Tech[] = [
  { name: 'Doug MacIsaac', title: 'Owner & Master Plumber', local: 'dmacisaac', photo: '3e5c71', blurb: 'Doug started the company out of his garage in Lower Sackville in 1994 and still answers the emergency line most weekends.' },
  { name: 'Colleen MacIsaac', title: 'Office Manager', local: 'cmacisaac', photo: '8a0f22', blurb: 'Colleen runs scheduling, invoicing and the service-plan renewals, and is the voice you hear when you call the office.' },
  { name: 'Marc-André Leblanc', title: 'Service Manager', local: 'mleblanc', photo: '1b7d94', blurb: 'Originally from Dieppe, Marc-André manages our service vans and warranty calls. Bilingual service available – just ask.' },
  { name: 'Ravi Sandhu', title: 'Heat Pump Specialist', local: 'rsandhu', photo: 'c42e58', blurb: 'Ravi has designed and installed more than 600 ductless and ducted heat pump systems across the HRM and the Valley.' },
  { name: 'Owen Fitzgerald', title: 'Refrigeration & Gas Technician', local: 'ofitzgerald', photo: '5f93a1', blurb: 'Red Seal refrigeration mechanic and licensed gas fitter (Class 1). Owen looks after our commercial maintenance contracts.' },
];

const repeater = (items: Tech[]): string =>
  `<div id="comp-lx7team" class="comp-lx7team wixui-repeater" role="list"><div class="P1wOdv">` +
  items
    .map(
      (t, i) =>
        `<div id="comp-lx7team__item${(i + 1).toString()}" class="comp-lx7team__item${(i + 1).toString()} wixui-repeater__item" role="listitem"><div class="team-card">` +
        `<div class="j7pOnl wixui-image"><img src="https://static.wixstatic.com/media/7c1e2a_${t.photo}9d2f4b6a8c0e1d3f5a7b9c2e4f6a8b0d~mv2.jpg/v1/fill/w_320,h_320,al_c,q_80,enc_auto/${t.local}.jpg" alt="${esc(t.name)}" width="320" height="320"></div>` +
        rich(h(t.name, 5)) +
        rich(p(`<span style="font-weight:bold;" class="wixui-rich-text__text">${esc(t.title)}</span>`)) +
        rich(p(esc(t.blurb))) +
        rich(p(mailto(`${t.local}@${HOST}`, `${t.local}@${HOST}`, 'data-auto-recognition="true" class="wixui-rich-text__text"'))) +
        `</div></div>`,
    )
    .join('') +
  `</div></div>`;

export function bedfordBasinPlumbing(): CrawlWorldSite {
  comp = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Plumbing, Heating & Heat Pumps in Bedford, NS',
    description: 'Family-owned plumbing, heating and heat pump contractor serving Halifax, Bedford, Sackville and the Valley since 1994. 24/7 emergency service.',
    jsonLd: [
      {
        '@context': 'https://schema.org/',
        '@type': 'Plumber',
        name: 'Bedford Basin Plumbing & Heating',
        url: `${ORIGIN}`,
        image: 'https://static.wixstatic.com/media/7c1e2a_0f2b4d6e8a1c4e3f9b7d5a2c1e0f3b6d~mv2.png',
        telephone: '902-555-0140',
        email: `mailto:dispatch@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: '1220 Bedford Hwy, Unit 6', addressLocality: 'Bedford', addressRegion: 'NS', postalCode: 'B4A 1C7', addressCountry: 'CA' },
        areaServed: ['Halifax', 'Bedford', 'Sackville', 'Dartmouth', 'Windsor'],
      },
    ],
    main:
      strip(
        rich(h('Warm homes. Working pipes.', 1)) +
          rich(p('Family-owned and Red Seal certified since 1994. From a leaky faucet in Clayton Park to a full heat pump and boiler retrofit in Fall River, our licensed crews show up on time, protect your floors and clean up before they leave.')),
      ) +
      strip(
        rich(h('Book a service call')) +
          rich(p(`Call the office at ${tel('902-555-0140')} (Mon–Fri, 7:30 to 4:30) or email ${mailto(`dispatch@${HOST}`, `dispatch@${HOST}`, 'data-auto-recognition="true" class="wixui-rich-text__text"')} with your address and a photo of the problem. After hours, our emergency line is answered 24/7.`)),
      ),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: strip(
      rich(h('Residential Services', 1)) +
        rich(`<ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text">Drain cleaning &amp; camera inspection</li><li class="wixui-rich-text__text">Hot water tanks &amp; tankless heaters</li><li class="wixui-rich-text__text">Oil-to-heat-pump conversions</li><li class="wixui-rich-text__text">Hot water boilers &amp; in-floor heating</li><li class="wixui-rich-text__text">Sump pumps &amp; backflow prevention</li><li class="wixui-rich-text__text">Bathroom &amp; kitchen renovations</li></ul>`),
    ),
  });

  pages['/heat-pumps'] = page({
    path: '/heat-pumps',
    title: 'Heat Pumps',
    main: strip(
      rich(h('Heat Pumps', 1)) +
        rich(
          p(
            'Cold-climate ductless and ducted heat pumps, sized properly for Nova Scotia winters. We handle the paperwork for the provincial Home Energy Assessment and the heat pump rebate – once your installation is done, the program asks you to send your invoice to rebates@greenheatns.ca, and we’ll send you a copy ready to go.',
          ),
        ),
    ),
  });

  pages['/commercial'] = page({
    path: '/commercial',
    title: 'Commercial',
    main: strip(
      rich(h('Commercial & Multi-Unit', 1)) +
        rich(p('Preventive maintenance contracts, backflow testing and certification, boiler plant service and tenant fit-ups for property managers, restaurants and condo corporations across the HRM.')) +
        rich(p('For tenders, quotes and site visits, contact:')) +
        rich(p('Jamie Gillis, Commercial Estimator, jgillis [at] bedfordbasinplumbing [dot] test, 902-555-0146')),
    ),
  });

  pages['/our-team'] = page({
    path: '/our-team',
    title: 'Our Team',
    main: strip(rich(h('Meet the crew', 1)) + rich(p('Every technician on our team is licensed, background-checked and trained in-house. Here are some of the folks you’ll meet.'))) + strip(repeater(TEAM)),
  });

  pages['/projects'] = page({
    path: '/projects',
    title: 'Projects',
    main: strip(
      rich(h('Recent Projects', 1)) +
        rich(p('<strong>Oil to heat pump, Hammonds Plains.</strong> Removed a 1987 oil furnace and tank and installed a ducted cold-climate heat pump with electric backup. Annual heating bill down by about $2,100.')) +
        rich(p('“Doug and Ravi had our old oil tank out and the heat pump running by supper time. The crew even vacuumed the basement stairs.” — Lisa Chiasson, Hammonds Plains')) +
        rich(p(`Had work done by us? We love before-and-after photos: send yours to ${mailto(`projects@${HOST}`, `projects@${HOST}`, 'data-auto-recognition="true" class="wixui-rich-text__text"')}.`)),
    ),
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: strip(
      rich(h('We’re Hiring: Plumbing Apprentice (1st–3rd period)', 1)) +
        rich(p('Full-time, year-round work with paid trade school blocks, a company van after your first year, group health and dental, and an RRSP match. A valid Class 5 licence and your own basic hand tools are required.')) +
        rich(p(`Hiring contact: Tanya Boudreau, Operations Coordinator, ${tel('902-555-0148')}, ${mailto(`tboudreau@${HOST}`, `tboudreau@${HOST}`, 'data-auto-recognition="true" class="wixui-rich-text__text"')}`)),
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: strip(
      rich(h('Contact Us', 1)) +
        rich(p(`1220 Bedford Hwy, Unit 6, Bedford, NS&nbsp; B4A 1C7<br>Office: ${tel('902-555-0140')}<br>24/7 Emergency: ${tel('902-555-0141')}<br>Email: ${mailto(`dispatch@${HOST}`, `dispatch@${HOST}`, 'data-auto-recognition="true" class="wixui-rich-text__text"')}`)) +
        `<div id="comp-lx9form" class="comp-lx9form wixui-form"><form><div class="field"><label for="input_comp-lx9name">First Name</label><input type="text" id="input_comp-lx9name" name="first-name" class="wixui-text-input__input"></div><div class="field"><label for="input_comp-lx9email">Email *</label><input type="email" id="input_comp-lx9email" name="email" class="wixui-text-input__input" required></div><div class="field"><label for="textarea_comp-lx9msg">How can we help?</label><textarea id="textarea_comp-lx9msg" class="wixui-text-box__input"></textarea></div><button type="submit" class="wixui-button">Submit</button></form></div>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: strip(rich(h('Privacy Policy', 1)) + rich(p('We collect the information you give us only to schedule and bill your service, as required by PIPEDA.'))) });

  pages['/account/my-plan'] = page({
    path: '/account/my-plan',
    title: 'My Service Plan',
    main: strip(rich(h('My Service Plan', 1)) + rich(p(`Members get a yearly furnace or heat pump tune-up and priority booking. To renew or change your plan, email ${mailto(`plans@${HOST}`)}.`))),
  });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/services', '/heat-pumps', '/commercial', '/our-team', '/projects', '/careers', '/contact', '/privacy-policy'], '2025-03-02'));

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /account/\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n# Block PetalBot\nUser-agent: PetalBot\nDisallow: /\n\n# Crawl delay for overly enthusiastic bots\nUser-agent: dotbot\nCrawl-delay: 10\nUser-agent: AhrefsBot\nCrawl-delay: 10\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml'], '2025-03-02'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1714567890.1234567890123456789', 'Cache-Control': 'no-cache', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-120',
      languages: ['en'],
      addresses: [
        { address: `dispatch@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-mailto'] },
        ...TEAM.map((t) => ({ address: `${t.local}@${HOST}`, name: t.name, title: t.title, pages: ['/our-team'], cases: ['card', 'plain'] as CaseKind[] })),
        { address: `jgillis@${HOST}`, name: 'Jamie Gillis', title: 'Commercial Estimator', pages: ['/commercial'], cases: ['name-title-line', 'obfuscated'] },
        { address: `tboudreau@${HOST}`, name: 'Tanya Boudreau', title: 'Operations Coordinator', pages: ['/careers'], cases: ['label-line', 'plain'] },
        { address: `projects@${HOST}`, name: null, title: null, pages: ['/projects'], cases: ['neighbour', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/account/my-plan'],
      nonAddresses: [
        { text: `plans@${HOST}`, kind: 'disallowed' },
        { text: 'rebates@greenheatns.ca', kind: 'other-company' },
      ],
    },
  };
}
