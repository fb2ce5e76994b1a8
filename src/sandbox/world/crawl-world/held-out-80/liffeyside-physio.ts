/**
 * Liffeyside Physiotherapy: a physiotherapy and Pilates clinic in Dublin 8, on Squarespace.
 * "Our Team" is a grid of image-and-text cards marked up with microdata (the clinical director
 * with "Dr." and post-nominals, also a Person in JSON-LD; a senior physio's address turned around
 * by a code-block script); "New Patients" names the practice manager in a sentence; the contact
 * page's JSON-LD writes the clinic mailbox as a mailto: URL; a blog post credits a physio beside
 * the events mailbox. The client portal (disallowed) and the insurer's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'liffeyside-physio-dublin8.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/services', 'Services'],
  ['/our-team', 'Our Team'],
  ['/new-patients', 'New Patients'],
  ['/pilates', 'Clinical Pilates'],
  ['/blog', 'Blog'],
  ['/contact', 'Contact'],
];

const AOIFE = `aoife@${HOST}`;
const AOIFE_SCRIPT = `(function(){var r='${reversed(AOIFE)}';var a=document.getElementById('aoife-mail');a.href='mailto:'+r.split('').reverse().join('');a.textContent='Email Aoife';})();`;

const theme: Theme = {
  host: HOST,
  siteName: 'Liffeyside Physiotherapy',
  head: [
    '<!-- This is Squarespace. --><!-- liffeyside-physio -->',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"62b7c8d9e0f1a2b3c4d5e6f7","identifier":"liffeyside-physio","siteTitle":"Liffeyside Physiotherapy"},"templateVersion":"7.1"};</script>',
    '<link href="//assets.squarespace.com/universal/styles-compressed/commerce-3a4b5c6d7e8f-min.en-US.css" rel="stylesheet" type="text/css">',
  ],
  header: () =>
    `<header class="header theme-col--primary" data-section-theme="white"><div class="header-title-logo"><a href="/"><img src="//images.squarespace-cdn.com/content/v1/62b7c8d9e0f1a2b3c4d5e6f7/liffeyside-logo.png?format=750w" alt="Liffeyside Physiotherapy"></a></div><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav><a class="btn btn--border" href="https://liffeyside.janeapp.test/">Book Online</a></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections"><section class="page-section"><div class="sqs-html-content"><p><strong>Liffeyside Physiotherapy</strong><br>41 Usher's Quay, Dublin 8, D08 X2K7<br>${tel('01 555 0143')}</p><p><strong>Opening hours</strong><br>Mon–Thu 7.30am–8pm · Fri 7.30am–5pm · Sat 9am–1pm</p><p>All our physiotherapists are Chartered Physiotherapists registered with CORU.</p><p><a href="/client-portal">Client portal</a> · <a href="/privacy-policy">Privacy &amp; Cookies</a></p></div></section></footer>`,
  privacyPath: { en: '/privacy-policy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-IE', ...spec });

type Member = { shown: string; name: string; title: string; local: string; bio: string; cases: CaseKind[] };
const TEAM: Member[] = [
  { shown: 'Dr. Niamh Gallagher, PhD, MISCP', name: 'Niamh Gallagher', title: 'Clinical Director', local: 'niamh', bio: 'Niamh founded the clinic in 2011 after ten years at St James’s Hospital. Her PhD was on return to running after knee surgery.', cases: ['card', 'microdata', 'honorific', 'post-nominal', 'json-ld-person', 'plain'] },
  { shown: 'Cian Doherty, MISCP', name: 'Cian Doherty', title: 'Chartered Physiotherapist', local: 'cian', bio: 'Cian works with GAA and rugby players from underage to senior level and looks after shoulder and ankle injuries.', cases: ['card', 'microdata', 'post-nominal', 'plain'] },
  { shown: 'Aoife Brennan', name: 'Aoife Brennan', title: 'Senior Physiotherapist', local: 'aoife', bio: 'Aoife leads our persistent pain programme and sees patients with back and neck pain.', cases: ['card', 'script-reversed'] },
  { shown: 'Ronan Kavanagh', name: 'Ronan Kavanagh', title: 'Sports Physiotherapist & Pilates Instructor', local: 'ronan', bio: 'Ronan teaches our small-group clinical Pilates classes on Tuesday and Thursday evenings.', cases: ['card', 'microdata', 'plain'] },
  { shown: 'Eimear Walsh', name: 'Eimear Walsh', title: "Women's Health Physiotherapist", local: 'eimear', bio: 'Eimear treats pelvic health before and after pregnancy and runs our mums-and-bubs Pilates class.', cases: ['card', 'microdata', 'plain'] },
];

const card = (m: Member): string =>
  `<div class="user-items-list-item" itemscope itemtype="https://schema.org/Person"><img src="//images.squarespace-cdn.com/content/v1/62b7c8d9e0f1a2b3c4d5e6f7/${m.local}.jpg?format=500w" alt="${esc(m.name)}"><h2 class="list-item-content__title" itemprop="name">${esc(m.shown)}</h2><p class="list-item-content__description"><strong itemprop="jobTitle">${esc(m.title)}</strong></p><p>${esc(m.bio)}</p>` +
  (m.local === 'aoife' ? `<p><a id="aoife-mail" href="/contact">Contact the clinic</a></p><script>${AOIFE_SCRIPT}</script>` : `<p><a itemprop="email" href="mailto:${m.local}@${HOST}">${m.local}@${HOST}</a></p>`) +
  `</div>`;

export function liffeysidePhysio(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Physiotherapy in Dublin 8', main: `<section class="page-section"><h1>Get back to what you love.</h1><p>Chartered physiotherapy, sports injury rehab and clinical Pilates beside the Liffey, five minutes from Heuston Station. Most health insurers cover our sessions.</p><p><a href="/new-patients">New to Liffeyside? Start here</a></p></section>` });
  pages['/services'] = page({ path: '/services', title: 'Services', main: `<h1>Services</h1><ul><li>Sports injuries</li><li>Back and neck pain</li><li>Pre- and post-surgery rehab</li><li>Women's health and pelvic health</li><li>Clinical Pilates</li></ul>` });
  pages['/our-team'] = page({
    path: '/our-team',
    title: 'Our Team',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Niamh Gallagher', honorificPrefix: 'Dr.', honorificSuffix: 'PhD, MISCP', jobTitle: 'Clinical Director', email: `niamh@${HOST}`, worksFor: { '@type': 'MedicalBusiness', name: 'Liffeyside Physiotherapy' } }],
    main: `<section class="page-section"><h1>Our Team</h1><div class="user-items-list-simple">${TEAM.map(card).join('')}</div></section>`,
  });
  pages['/new-patients'] = page({
    path: '/new-patients',
    title: 'New Patients',
    main: `<h1>New Patients</h1><p>Your first appointment lasts 45 minutes. Please wear comfortable clothes and bring any scans or letters from your GP or consultant.</p><p>Laya, VHI and Irish Life Health members can claim back part of each session. For receipts, insurance forms or a question about your account, our practice manager, Sorcha Nolan, can be reached at ${mailto(`sorcha@${HOST}`)}.</p><p>Cancellations with less than 24 hours’ notice are charged in full.</p>`,
  });
  pages['/pilates'] = page({ path: '/pilates', title: 'Clinical Pilates', main: `<h1>Clinical Pilates</h1><p>Six-week blocks of small-group classes (max. six people), each taught by a chartered physiotherapist. €150 per block.</p>` });
  pages['/blog'] = page({ path: '/blog', title: 'Blog', main: `<h1>Blog</h1><article><h2><a href="/blog/dublin-marathon-recovery-tent">Our recovery tent at the Dublin Marathon</a></h2><time datetime="2024-10-30">30 October 2024</time></article>` });
  pages['/blog/dublin-marathon-recovery-tent'] = page({
    path: '/blog/dublin-marathon-recovery-tent',
    title: 'Our recovery tent at the Dublin Marathon',
    main: `<article class="blog-item"><h1>Our recovery tent at the Dublin Marathon</h1><time datetime="2024-10-30">30 October 2024</time><p>Eleven physios, two hundred and forty tired legs. Huge thanks to Cian Doherty for organising the rota and to everyone who stopped by. Running club or school sports day looking for physio cover? Drop us a line at ${mailto(`events@${HOST}`)}.</p></article>`,
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Physiotherapy',
        name: 'Liffeyside Physiotherapy',
        url: `${ORIGIN}/`,
        email: `mailto:hello@${HOST}`,
        telephone: '+353 1 555 0143',
        address: { '@type': 'PostalAddress', streetAddress: "41 Usher's Quay", addressLocality: 'Dublin 8', postalCode: 'D08 X2K7', addressCountry: 'IE' },
        openingHours: ['Mo-Th 07:30-20:00', 'Fr 07:30-17:00', 'Sa 09:00-13:00'],
      },
    ],
    main: `<h1>Contact</h1><p>Phone ${tel('01 555 0143')} or email ${mailto(`hello@${HOST}`)}. We reply within one working day.</p><p>Parking: pay-and-display on Usher's Quay; the Luas stops at Smithfield and Four Courts.</p><p>Claims under a policy with Laya Healthcare go to the insurer directly (claims@layahealthcare.ie), not to us.</p>`,
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy & Cookies', main: `<h1>Privacy &amp; Cookies</h1><p>Clinical records are kept in line with GDPR and CORU requirements.</p>` });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client portal', main: `<h1>Client portal</h1><p>Home exercise programmes and invoices. Help: ${mailto(`portal@${HOST}`)}</p>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?format=json\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/our-team', '/new-patients', '/pilates', '/blog', '/blog/dublin-marathon-recovery-tent', '/contact', '/privacy-policy'], '2024-10-30'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'pQ7rS2tU/Vw4xY9zA' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-80',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'json-ld-mailto', 'plain'] },
        { address: `events@${HOST}`, name: null, title: null, pages: ['/blog/dublin-marathon-recovery-tent'], cases: ['neighbour', 'role', 'plain'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/our-team'],
          ...(m.local === 'aoife' ? { encoded: { kind: 'reversed' as const, text: reversed(AOIFE) } } : {}),
          cases: m.cases,
        })),
        { address: `sorcha@${HOST}`, name: 'Sorcha Nolan', title: 'practice manager', pages: ['/new-patients'], cases: ['prose', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{first}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'claims@layahealthcare.ie', kind: 'other-company' },
      ],
    },
  };
}
