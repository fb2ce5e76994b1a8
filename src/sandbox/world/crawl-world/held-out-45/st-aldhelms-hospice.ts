/**
 * St Aldhelm's Hospice: an independent charity hospice in Dorset, on WordPress with a charity
 * theme, British English. The clinical leads as cards in RDFa with "Dr" before and MBChB, FRCP,
 * RGN after their names on the "Our care" page; the fundraising team in sentences and a
 * "Name, Title, address" line on "Support us", the volunteering mailbox beside a volunteer's name,
 * the chief executive's address built from string pieces by a script, and the summer walk's
 * event page listed only in the gzip sitemap robots.txt names. A cookie script's package version
 * and the staff portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'staldhelmshospice.test';

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about-us/', 'About us'],
  ['/our-care/', 'Our care'],
  ['/support-us/', 'Support us'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: "St Aldhelm's Hospice",
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<link rel="stylesheet" href="/wp-content/themes/aldhelm/dist/css/app.css?ver=2.3.1">',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/vanilla-cookieconsent@3.0.1/dist/cookieconsent.css">',
  ],
  header: () =>
    `<div class="top-bar"><a href="/donate/" class="btn btn--donate">Donate</a> <span>Registered charity no. 1045678</span></div>` +
    `<header class="masthead"><a href="/" class="masthead__logo"><img src="/wp-content/uploads/2022/05/st-aldhelms-logo.svg" alt="St Aldhelm's Hospice – caring for Purbeck and West Dorset" width="240" height="70"></a>` +
    `<nav class="masthead__nav" aria-label="Main"><ul>${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><p>St Aldhelm's Hospice, Priory Lane, Wareham BH20 4QX · ${tel('01929 555 300')}</p>` +
    `<p>Registered charity in England and Wales no. 1045678 · Company limited by guarantee no. 02987731</p>` +
    `<ul class="footer-links"><li><a href="/privacy-notice/">Privacy notice</a></li><li><a href="/staff-portal/">Staff portal</a></li></ul></footer>`,
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/vanilla-cookieconsent@3.0.1/dist/cookieconsent.umd.js" defer></script>', '<script src="/wp-content/themes/aldhelm/dist/js/app.js?ver=2.3.1" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const wrap = (title: string, html: string): string => `<div class="container"><h1 class="page-title">${esc(title)}</h1><div class="entry-content">${html}</div></div>`;

type Lead = { prefix?: string; name: string; post?: string; title: string; local: string };
const LEADS: Lead[] = [
  { prefix: 'Dr', name: 'Helen Prior', post: 'MBChB FRCP', title: 'Medical Director', local: 'helen.prior' },
  { name: 'Rachel Gilmore', post: 'RGN MSc', title: 'Director of Nursing and Quality', local: 'rachel.gilmore' },
  { prefix: 'Dr', name: 'Owen Pritchard', post: 'MRCGP', title: 'Specialty Doctor, Hospice at Home', local: 'owen.pritchard' },
  { name: 'Lucy Fenwick', post: 'RGN', title: 'Ward Sister, In-Patient Unit', local: 'lucy.fenwick' },
  { name: 'Hannah Osei', title: 'Family Support Lead', local: 'hannah.osei' },
];

const leadCard = (l: Lead): string =>
  `<div class="card card--person" vocab="https://schema.org/" typeof="Person"><img src="/wp-content/uploads/2024/03/${l.local.replace('.', '-')}.jpg" alt="" width="300" height="300" loading="lazy">` +
  `<h3 class="card__title">${l.prefix ? `${l.prefix} ` : ''}<span property="name">${esc(l.name)}</span>${l.post ? ` <span class="postnominals">${esc(l.post)}</span>` : ''}</h3>` +
  `<p class="card__role" property="jobTitle">${esc(l.title)}</p><p><a href="mailto:${l.local}@${HOST}" property="email">${l.local}@${HOST}</a></p></div>`;

const CEO_SCRIPT = `var u='mark.tennant';var d='staldhelmshospice'+'.'+'test';document.write('<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>');`;
const WALK = '/news/midsummer-memory-walk-2025';

export function stAldhelmsHospice(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Specialist palliative care in Purbeck and West Dorset',
    main: wrap(
      'Making every day count',
      `<p>We care for adults with life-limiting illnesses, and support the people close to them, on our twelve-bed ward, in day services and in people's own homes. Our care is free; two thirds of it is paid for by our community.</p>` +
        `<p><a href="/our-care/">How we can help</a> · <a href="/support-us/">Ways to give</a></p>`,
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About us',
    main: wrap(
      'About us',
      `<p>St Aldhelm's opened in 1994 in a former vicarage on Priory Lane, after seven years of fundraising by local churches and the Wareham Rotary Club. Today we employ 180 staff and are supported by more than 600 volunteers.</p>` +
        `<p>Chief Executive: Mark Tennant – <script>${CEO_SCRIPT}</script><noscript>please call 01929 555 300</noscript></p>` +
        `<p>Our Board of Trustees is chaired by the Rt Revd Anne Whitlock. Our annual report and accounts are filed with the Charity Commission.</p>`,
    ),
  });

  pages['/our-care'] = page({
    path: '/our-care',
    title: 'Our care',
    main: wrap(
      'Our care',
      `<p>Referrals are accepted from GPs, district nurses and hospital teams. Patients and families can also contact us directly for advice.</p><h2>Our clinical leads</h2><div class="card-grid">${LEADS.map(leadCard).join('')}</div>`,
    ),
  });

  pages['/support-us'] = page({
    path: '/support-us',
    title: 'Support us',
    main: wrap(
      'Support us',
      `<h2>Gifts in wills</h2><p>One in three of our patients is cared for thanks to gifts in wills. If you would like to talk about leaving a gift, our Legacy Manager, Fiona Marsh, would be glad to hear from you on 01929 555 341 or at ${mailto(`fiona.marsh@${HOST}`)}.</p>` +
        `<h2>Working with businesses</h2><p>Ben Aldous, Corporate Partnerships Officer, ${mailto(`ben.aldous@${HOST}`)}</p>` +
        `<h2>Volunteering</h2><blockquote>“I started in the coffee shop eleven years ago and I've never looked back.” – Sue Harding, volunteer at our Swanage shop</blockquote><p>Find out about current roles: ${mailto(`volunteering@${HOST}`)}</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: wrap(
      'Contact us',
      `<p>St Aldhelm's Hospice, Priory Lane, Wareham, Dorset BH20 4QX</p><p>Reception (open 24 hours): ${tel('01929 555 300')}<br>General enquiries: ${mailto(`enquiries@${HOST}`)}</p><p>For clinical referrals please use the secure NHS mail route described on our referrals page.</p>`,
    ),
  });

  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy notice', main: wrap('Privacy notice', `<p>We process personal information about patients, supporters and volunteers in line with UK GDPR.</p>`) });
  pages['/donate'] = page({ path: '/donate', title: 'Donate', main: wrap('Donate', `<p>£25 pays for an hour of nursing care in someone's home.</p>`) });
  pages['/staff-portal'] = page({ path: '/staff-portal', title: 'Staff portal', main: wrap('Staff portal', `<p>Rotas, e-learning and payslips. Locked out? ${mailto(`it-helpdesk@${HOST}`)}</p>`) });

  pages[WALK] = page({
    path: WALK,
    title: 'Midsummer Memory Walk 2025',
    main: wrap(
      'Midsummer Memory Walk 2025',
      `<p>Join us on Saturday 21 June for a 5 km evening walk around Wareham's town walls, in memory of someone special. Registration is £15 for adults; under-16s walk free.</p>` +
        `<p>For sponsorship forms or to bring a group, please contact Katie Lomas, our Events Officer, at ${mailto(`katie.lomas@${HOST}`)}.</p>`,
    ),
  });

  pages['/sitemap_index.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/about-us/', '/our-care/', '/support-us/', '/contact/', '/donate/', '/privacy-notice/', `${WALK}/`], '2025-05-02'));

  const ul: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /staff-portal\n\nSitemap: http://${HOST}/sitemap_index.xml.gz\n`,
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-45',
      languages: ['en'],
      addresses: [
        ...LEADS.map((l) => {
          const cases: CaseKind[] = ['card', 'rdfa', 'plain', ul];
          if (l.prefix) cases.push('honorific');
          if (l.post) cases.push('post-nominal');
          return { address: `${l.local}@${HOST}`, name: l.name, title: l.title, pages: ['/our-care'], cases };
        }),
        { address: `mark.tennant@${HOST}`, name: 'Mark Tennant', title: 'Chief Executive', pages: ['/about-us'], encoded: { kind: 'script', text: CEO_SCRIPT }, cases: ['title-name-line', 'script-concat'] },
        { address: `fiona.marsh@${HOST}`, name: 'Fiona Marsh', title: 'Legacy Manager', pages: ['/support-us'], cases: ['prose', 'plain', ul] },
        { address: `ben.aldous@${HOST}`, name: 'Ben Aldous', title: 'Corporate Partnerships Officer', pages: ['/support-us'], cases: ['name-title-line', 'plain', ul] },
        { address: `volunteering@${HOST}`, name: null, title: null, pages: ['/support-us'], cases: ['role', 'neighbour', 'plain', ul] },
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `katie.lomas@${HOST}`, name: 'Katie Lomas', title: 'Events Officer', pages: [WALK], cases: ['prose', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/staff-portal'],
      nonAddresses: [
        { text: `it-helpdesk@${HOST}`, kind: 'disallowed' },
        { text: 'vanilla-cookieconsent@3.0.1', kind: 'package' },
      ],
    },
  };
}
