/**
 * St Colman's Hospice: a specialist palliative care hospice in the Irish midlands, built with Wix
 * (Wix's generated ids, repeaters and thunderbolt scripts). The team as repeater items with "Dr"
 * and Irish clinical post-nominals (MB BCh BAO, FRCPI, RGN, MSc), the volunteer coordinator in a
 * sentence, the fundraising manager's address written "[at]" and "[dot]", a fundraising mailbox
 * beside her name, and a bereavement coordinator only in the JSON-LD's department. An old
 * address sits in an HTML comment; the staff portal is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'stcolmanshospice.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about-us', 'About Us'],
  ['/our-team', 'Our Team'],
  ['/fundraising', 'Fundraising'],
  ['/volunteer', 'Volunteer'],
  ['/contact', 'Contact'],
];

let comp = 0;
const cid = (): string => `comp-l${(0x3a9f1 + comp++ * 7919).toString(36)}`;

const theme: Theme = {
  host: HOST,
  siteName: "St Colman's Hospice",
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="7c1f0e2a-5b3d-4e8a-9f61-2d4c8b0a1e37">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"7c1f0e2a-5b3d-4e8a-9f61-2d4c8b0a1e37","isPremiumDomain":true},"language":{"userLanguage":"en"}};</script>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.1b7e2c4f.bundle.min.js" async></script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div id="comp-hdr-logo" class="MazNVa wixui-image"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/3b9e1f_2c7a.png/v1/fill/w_180,h_70/logo.png" alt="St Colman's Hospice logo" width="180" height="70"></a></div>` +
    `<nav id="comp-hdr-menu" aria-label="Site" class="StylableHorizontalMenu wixui-horizontal-menu"><ul class="itemDepth0">` +
    MENU.map(([href, label]) => `<li class="itemDepth0-item"><a data-testid="linkElement" href="${ORIGIN}${href === '/' ? '' : href}" class="wixui-horizontal-menu__item-label">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></header><main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES">`,
  footer: () =>
    `</div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer"><div id="comp-ftr-1" class="wixui-rich-text" data-testid="richTextElement">` +
    `<p class="font_8 wixui-rich-text__text">St Colman's Hospice, Ardmore Road, Mullingar, Co. Westmeath, N91 X2E7</p>` +
    `<p class="font_8 wixui-rich-text__text">Tel: ${tel('044 934 5100')} | Email: ${mailto(`info@${HOST}`)}</p>` +
    `<p class="font_8 wixui-rich-text__text">Registered Charity Number (RCN) 20031456 · CHY 9876</p>` +
    `<p class="font_8 wixui-rich-text__text"><a href="${ORIGIN}/privacy-policy">Privacy Policy</a> · <a href="${ORIGIN}/staff-portal">Staff Portal</a></p></div></footer></div></div>`,
  privacyPath: { en: '/privacy-policy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const strip = (html: string): string => `<section id="${cid()}" class="wixui-section"><div data-mesh-id="${cid()}inlineContent" data-testid="inline-content"><div id="${cid()}" class="wixui-rich-text" data-testid="richTextElement">${html}</div></div></section>`;

type Person = { shown: string; name: string; title: string; local: string; post?: boolean; hon?: boolean };
const TEAM: Person[] = [
  { shown: 'Declan Byrne', name: 'Declan Byrne', title: 'Chief Executive Officer', local: 'declan.byrne' },
  { shown: 'Dr Ciarán Walsh MB BCh BAO, FRCPI', name: 'Ciarán Walsh', title: 'Medical Director & Consultant in Palliative Medicine', local: 'ciaran.walsh', post: true, hon: true },
  { shown: 'Mairéad Kelly RGN, MSc', name: 'Mairéad Kelly', title: 'Director of Nursing', local: 'mairead.kelly', post: true },
  { shown: 'Siobhán Nolan RGN', name: 'Siobhán Nolan', title: 'Clinical Nurse Manager, Inpatient Unit', local: 'siobhan.nolan', post: true },
  { shown: 'Fiona Dunne', name: 'Fiona Dunne', title: 'Principal Medical Social Worker', local: 'fiona.dunne' },
];

export function stColmans(): CrawlWorldSite {
  comp = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Specialist Palliative Care in the Midlands',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'MedicalOrganization', name: "St Colman's Hospice", url: `${ORIGIN}/`, telephone: '+353 44 934 5100', address: { '@type': 'PostalAddress', streetAddress: 'Ardmore Road', addressLocality: 'Mullingar', addressRegion: 'Co. Westmeath', postalCode: 'N91 X2E7', addressCountry: 'IE' } }],
    main: strip(`<h1 class="font_0 wixui-rich-text__text">Living well, every day</h1><p class="font_7">St Colman's provides inpatient, day and community palliative care to people with life-limiting illness in Westmeath, Longford and Offaly, free of charge.</p><p class="font_7"><a href="${ORIGIN}/about-us">Learn about our services</a></p>`),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalOrganization',
        name: "St Colman's Hospice",
        department: [{ '@type': 'MedicalOrganization', name: 'Bereavement Support Service', employee: { '@type': 'Person', name: 'Orla Quinn', jobTitle: 'Bereavement Services Coordinator', email: `orla.quinn@${HOST}` } }],
      },
    ],
    main: strip(`<h1 class="font_0">About Us</h1><p class="font_7">The hospice opened in 1996 as a five-bed unit and today has 16 inpatient beds, a day hospice and a community palliative care team of twelve nurses. Our bereavement support service offers one-to-one and group support to families for up to two years after a death.</p><!-- bereavement referrals were previously sent to bereavement@${HOST} --><p class="font_7">We are funded by the HSE and by the generosity of our local community, who raise over €1.4 million each year.</p>`),
  });

  pages['/our-team'] = page({
    path: '/our-team',
    title: 'Our Team',
    main:
      `<section id="${cid()}" class="wixui-section"><h1 class="font_0">Our Team</h1><div id="${cid()}" class="wixui-repeater" role="list">` +
      TEAM.map(
        (p) =>
          `<div role="listitem" class="wixui-repeater__item"><div class="wixui-image"><img src="https://static.wixstatic.com/media/3b9e1f_${p.local.replace('.', '')}~mv2.jpg/v1/fill/w_260,h_300/${p.local}.jpg" alt="${esc(p.name)}"></div><div class="wixui-rich-text" data-testid="richTextElement"><h5 class="font_5">${esc(p.shown)}</h5><p class="font_8">${esc(p.title)}</p><p class="font_8">${mailto(`${p.local}@${HOST}`)}</p></div></div>`,
      ).join('') +
      `</div></section>`,
  });

  pages['/fundraising'] = page({
    path: '/fundraising',
    title: 'Fundraising',
    main: strip(`<h1 class="font_0">Fundraising</h1><p class="font_7">From the Sunflower Walk to coffee mornings and the Westmeath Ploughing Championships, every euro raised stays local.</p><p class="font_7">Aoife Brennan, Fundraising Manager – aoife.brennan [at] stcolmanshospice [dot] test – ${tel('044 934 5123')}</p><p class="font_7">Aoife and her team would love to hear about your event. Sponsorship cards, collection buckets and receipts: ${mailto(`fundraising@${HOST}`)}</p>`),
  });

  pages['/volunteer'] = page({
    path: '/volunteer',
    title: 'Volunteer',
    main: strip(`<h1 class="font_0">Volunteer with us</h1><p class="font_7">Over 200 volunteers help in our shop, garden, reception and at events. If you would like to join them, please contact our Volunteer Coordinator, Patricia Moran, at ${mailto(`patricia.moran@${HOST}`)} or call ${tel('044 934 5131')}.</p><p class="font_7">All volunteers are Garda vetted before they start.</p>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: strip(`<h1 class="font_0">Contact</h1><p class="font_7">Ardmore Road, Mullingar, Co. Westmeath, N91 X2E7</p><p class="font_7">Reception is open 8am–8pm, seven days a week. Tel: ${tel('044 934 5100')}</p><p class="font_7">General enquiries: ${mailto(`info@${HOST}`)}</p><p class="font_7">Referrals are accepted from GPs and hospital consultants through Healthlink only.</p><p class="font_7">For information on hospice care nationally, contact the Irish Hospice Foundation at info@hospicefoundation.ie.</p>`),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: strip(`<h1 class="font_0">Privacy Policy</h1><p class="font_7">St Colman's Hospice CLG is the data controller for personal data collected through this website.</p>`) });
  pages['/staff-portal'] = page({ path: '/staff-portal', title: 'Staff Portal', main: strip(`<h1 class="font_0">Staff Portal</h1><p class="font_7">Members only. Rota queries to ${mailto(`rota@${HOST}`)}.</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: /staff-portal\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1732871234.5678912345', 'X-Seen-By': 'yvSunuo/8ld62ehjr5B7kA==' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-68',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `fundraising@${HOST}`, name: null, title: null, pages: ['/fundraising'], cases: ['role', 'neighbour', 'plain'] },
        ...TEAM.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          ...(p.local === 'ciaran.walsh' ? { titleAlternatives: ['Medical Director', 'Consultant in Palliative Medicine'] } : {}),
          pages: ['/our-team'],
          cases: ['card', 'plain', ...(p.post ? ['post-nominal'] : []), ...(p.hon ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `orla.quinn@${HOST}`, name: 'Orla Quinn', title: 'Bereavement Services Coordinator', pages: ['/about-us'], cases: ['json-ld-nested', 'json-ld-person', 'json-ld-only'] },
        { address: `patricia.moran@${HOST}`, name: 'Patricia Moran', title: 'Volunteer Coordinator', pages: ['/volunteer'], cases: ['prose', 'plain'] },
        { address: `aoife.brennan@${HOST}`, name: 'Aoife Brennan', title: 'Fundraising Manager', pages: ['/fundraising'], cases: ['name-title-line', 'obfuscated'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/staff-portal'],
      nonAddresses: [
        { text: `bereavement@${HOST}`, kind: 'comment' },
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: 'info@hospicefoundation.ie', kind: 'other-company' },
      ],
    },
  };
}
