/**
 * OdraByte: an IT outsourcing and nearshore-teams firm in Wrocław, writing in English for
 * clients in Germany and Scandinavia, on Webflow (CMS collection lists, w-* classes, the
 * webflow.js bundle). The people are Webflow collection cards on a page the menu calls "Who
 * you'll work with" (/crew), Polish names without diacritics in the addresses ({first}@), two
 * with post-nominals; the head of delivery's address is put together by an embed from
 * character codes; the home page's JSON-LD names the CEO as the founder with his address; the
 * contact page has "Head of Sales: Name" and the careers page the recruiter in running text. The
 * client portal (disallowed), the open-source page's git clone URL and package version, and the
 * accounting office's invoice address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'odrabyte-nearshore-wroclaw.test';
const ORIGIN = `http://${HOST}`;
const WF = 'https://assets-global.website-files.com/65a1f0c2b7d4e8a9c3f2e110';

const MENU: [string, string][] = [
  ['/services', 'Services'],
  ['/case-studies', 'Case studies'],
  ['/crew', 'Who you’ll work with'],
  ['/careers', 'Careers'],
  ['/open-source', 'Open source'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'OdraByte',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${WF}/css/odrabyte.webflow.5f3a9c21e.min.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="${WF}/65a1f0c2b7d4e8a9c3f2e1a4_favicon-32.png" rel="shortcut icon" type="image/x-icon">`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ODRB7K2M4Q"></script>',
  ],
  header: (p) =>
    `<div data-animation="default" data-collapse="medium" data-duration="400" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
    `<a href="/" aria-current="${p.path === '/' ? 'page' : 'false'}" class="brand w-nav-brand${p.path === '/' ? ' w--current' : ''}"><img src="${WF}/65a1f0c2b7d4e8a9c3f2e1b2_odrabyte-logo.svg" loading="lazy" width="148" alt="OdraByte"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${href === p.path ? ' w--current' : ''}">${esc(label)}</a>`).join('')}<a href="/client-portal" class="nav-link-portal w-nav-link">Client login</a></nav>` +
    `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid">` +
    `<div><img src="${WF}/65a1f0c2b7d4e8a9c3f2e1b3_odrabyte-logo-white.svg" loading="lazy" width="120" alt=""><p class="footer-text">OdraByte sp. z o.o.<br>ul. Legnicka 48A, 54-202 Wrocław, Poland<br>NIP 8943187265 · KRS 0000812294</p></div>` +
    `<div><p class="footer-heading">Talk to us</p><p class="footer-text">${tel('+48 71 735 20 90')}<br>${mailto(`hello@${HOST}`)}</p><p class="footer-text">Mon–Fri 8:30–17:00 CET</p></div>` +
    `<div><a href="/privacy-policy" class="footer-link">Privacy policy</a><a href="https://www.linkedin.com/company/odrabyte" class="footer-link">LinkedIn</a><a href="https://clutch.co/profile/odrabyte" class="footer-link">Clutch</a></div>` +
    `</div><p class="copyright">© 2025 OdraByte. Made in Wrocław.</p></div></footer>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65a1f0c2b7d4e8a9c3f2e110" type="text/javascript" crossorigin="anonymous"></script>`,
    `<script src="${WF}/js/webflow.2b4c7e19a.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });
const sectionHtml = (title: string, html: string, sub = ''): string =>
  `<section class="section"><div class="w-container"><h1 class="heading-xl">${esc(title)}</h1>${sub ? `<p class="subheading">${esc(sub)}</p>` : ''}${html}</div></section>`;

type Person = { name: string; shown: string; title: string; local: string; bio: string; charcode?: boolean; cases: CaseKind[] };
const CREW: Person[] = [
  { name: 'Marcin Nowicki', shown: 'Marcin Nowicki', title: 'CEO & Co-founder', local: 'marcin', bio: 'Spent ten years building trading platforms in Frankfurt before coming home to start OdraByte in 2016.', cases: ['json-ld-person'] },
  { name: 'Katarzyna Zając', shown: 'Katarzyna Zając, PhD', title: 'CTO & Co-founder', local: 'katarzyna', bio: 'Distributed systems researcher at Wrocław Tech, now responsible for our architecture reviews and engineering standards.', cases: ['post-nominal'] },
  { name: 'Tomasz Król', shown: 'Tomasz Król', title: 'Head of Delivery', local: 'tomasz', bio: 'Keeps twenty-odd nearshore teams on schedule and is your escalation point for anything delivery-related.', charcode: true, cases: [] },
  { name: 'Joanna Pietrzak', shown: 'Joanna Pietrzak, MBA', title: 'Chief Operating Officer', local: 'joanna', bio: 'Contracts, finance and the boring parts that make a partnership work.', cases: ['post-nominal'] },
  { name: 'Krzysztof Mazurek', shown: 'Krzysztof Mazurek', title: 'Engineering Manager, .NET & Azure practice', local: 'krzysztof', bio: 'Leads our largest practice: 40 engineers working on logistics and insurance platforms.', cases: [] },
  { name: 'Aleksandra Wróbel', shown: 'Aleksandra Wróbel', title: 'Talent Acquisition Lead', local: 'aleksandra', bio: 'Hires the people you will work with. Ask her anything about our recruitment process.', cases: [] },
];

const TOMASZ = `tomasz@${HOST}`;
const CHARCODE_SCRIPT = `<script>(function(){var e=String.fromCharCode(${charCodes(TOMASZ)});var a=document.getElementById('crew-mail-tomasz');a.href='mailto:'+e;a.textContent=e;})();</script>`;

const crewCard = (p: Person): string =>
  `<div role="listitem" class="crew-item w-dyn-item"><div class="crew-card"><img src="${WF}/65b2${p.local}a1_${p.local}-portrait.webp" loading="lazy" alt="${esc(p.name)}" class="crew-photo">` +
  `<h3 class="crew-name">${esc(p.shown)}</h3><div class="crew-role">${esc(p.title)}</div><p class="crew-bio">${esc(p.bio)}</p>` +
  (p.charcode ? `<div class="w-embed w-script"><a id="crew-mail-tomasz" class="crew-email" href="#">email</a>${CHARCODE_SCRIPT}</div>` : `<a href="mailto:${p.local}@${HOST}" class="crew-email">${p.local}@${HOST}</a>`) +
  `</div></div>`;

export function odrabyteWroclaw(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Nearshore software teams from Wrocław',
    description: 'Dedicated .NET, Java and React teams from Wrocław, Poland, for product companies in Germany and Scandinavia.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'OdraByte sp. z o.o.',
        url: `${ORIGIN}/`,
        logo: `${WF}/65a1f0c2b7d4e8a9c3f2e1b2_odrabyte-logo.svg`,
        foundingDate: '2016',
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Legnicka 48A', postalCode: '54-202', addressLocality: 'Wrocław', addressCountry: 'PL' },
        founder: { '@type': 'Person', name: 'Marcin Nowicki', jobTitle: 'CEO & Co-founder', email: `marcin@${HOST}` },
        sameAs: ['https://www.linkedin.com/company/odrabyte', 'https://clutch.co/profile/odrabyte'],
      },
    ],
    main:
      `<section class="hero"><div class="w-container"><h1 class="heading-xxl">Your product team, extended — from Wrocław.</h1><p class="hero-text">120 engineers. One time zone away. Teams that stay with you for years, not sprints.</p><a href="/contact" class="button w-button">Book a discovery call</a></div></section>` +
      `<section class="section"><div class="w-container"><div class="w-layout-grid stats"><div><div class="stat">120+</div><div>engineers</div></div><div><div class="stat">4.9</div><div>Clutch rating</div></div><div><div class="stat">3.5 yrs</div><div>average engagement</div></div></div>` +
      `<p>Start with <a href="/services">a dedicated team</a>, read <a href="/case-studies">what we did for others</a>, or meet <a href="/crew">the people you’ll work with</a>.</p></div></section>`,
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: sectionHtml(
      'Services',
      `<div class="w-layout-grid services"><div class="service"><h3>Dedicated teams</h3><p>A cross-functional team of 3–12 people, working only on your product, integrated into your rituals and tools.</p></div><div class="service"><h3>Staff augmentation</h3><p>Senior .NET, Java, React and QA engineers joining your existing teams within four weeks.</p></div><div class="service"><h3>Legacy modernisation</h3><p>From .NET Framework monoliths to containerised services on Azure, without stopping the business.</p></div></div>`,
      'Nearshore engineering, done the boring, reliable way.',
    ),
  });

  pages['/case-studies'] = page({
    path: '/case-studies',
    title: 'Case studies',
    main: sectionHtml(
      'Case studies',
      `<div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><h3>Freight marketplace, Hamburg</h3><p>A 9-person team rebuilt the carrier app in React Native; releases went from quarterly to weekly.</p></div><div role="listitem" class="w-dyn-item"><h3>Insurtech, Stockholm</h3><p>Claims processing moved off a 15-year-old monolith onto Azure Functions.</p></div></div></div>`,
    ),
  });

  pages['/crew'] = page({
    path: '/crew',
    title: 'Who you’ll work with',
    main: sectionHtml(
      'Who you’ll work with',
      `<div class="w-dyn-list"><div role="list" class="crew-grid w-dyn-items">${CREW.map(crewCard).join('')}</div></div>`,
      'No account-manager maze. These are the people who answer your emails.',
    ),
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: sectionHtml(
      'Careers',
      `<div class="w-richtext"><p>We hire engineers who like to own things. Hybrid work from our office on Legnicka Street, B2B or employment contract, private healthcare and a training budget of 6,000 PLN a year.</p>` +
        `<h3>Open positions</h3><ul><li>Senior .NET Developer (Azure)</li><li>QA Automation Engineer (Playwright)</li><li>React Developer</li></ul>` +
        `<p>Not sure which role fits you? Write to Aleksandra Wróbel, our Talent Acquisition Lead, at <a href="mailto:aleksandra@${HOST}">aleksandra@${HOST}</a> — she replies to every message within two working days.</p></div>`,
    ),
  });

  pages['/open-source'] = page({
    path: '/open-source',
    title: 'Open source',
    main: sectionHtml(
      'Open source',
      `<div class="w-richtext"><p>We maintain a few small tools we use on client projects. The most popular is <strong>wf-cms-sync</strong>, which keeps Webflow CMS collections in sync with a Git repository.</p>` +
        `<pre><code>git clone git@github.com:odrabyte/wf-cms-sync.git\nnpm install --save-dev wf-cms-sync@2.3.1</code></pre>` +
        `<p>Issues and pull requests are welcome on GitHub.</p></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: sectionHtml(
      'Contact',
      `<div class="w-layout-grid contact-grid"><div><h3>General enquiries</h3><p>${mailto(`hello@${HOST}`)}<br>${tel('+48 71 735 20 90')}</p>` +
        `<h3>New projects</h3><p>Head of Sales: Dominik Sikora — <a href="mailto:dominik@${HOST}">dominik@${HOST}</a>, ${tel('+48 605 318 227')}</p>` +
        `<h3>Invoices</h3><p>Our bookkeeping is handled by Biuro Rachunkowe Leśna; please send invoices to faktury@br-lesna-wroclaw.test.</p></div>` +
        `<div class="w-form"><form id="wf-form-Contact" name="wf-form-Contact" data-name="Contact" method="get"><label for="name">Name</label><input class="w-input" maxlength="256" name="name" data-name="Name" type="text" id="name"><label for="email">Work email</label><input class="w-input" maxlength="256" name="email" data-name="Email" type="email" id="email" required><label for="msg">What are you building?</label><textarea id="msg" name="msg" maxlength="5000" class="w-input"></textarea><input type="submit" value="Send" class="button w-button"></form><div class="w-form-done"><div>Thank you! We’ll get back to you within one working day.</div></div><div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div></div></div>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', main: sectionHtml('Privacy policy', `<div class="w-richtext"><p>The controller of your personal data is OdraByte sp. z o.o., ul. Legnicka 48A, 54-202 Wrocław.</p></div>`) });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client login', main: sectionHtml('Client login', `<p>Timesheets, invoices and team reports. Trouble logging in? ${mailto(`portal-support@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/case-studies', '/crew', '/careers', '/open-source', '/contact', '/privacy-policy'], '2025-02-18'),
      pages,
      headers: { 'x-wf-region': 'eu-central-1', 'x-cluster-name': 'eu-central-1-prod-hosting-blue', Server: 'cloudflare' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-75',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...CREW.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          pages: p.local === 'marcin' ? ['/crew', '/'] : p.local === 'aleksandra' ? ['/crew', '/careers'] : ['/crew'],
          ...(p.charcode ? { encoded: { kind: 'charcodes' as const, text: charCodes(TOMASZ) } } : {}),
          cases: ['card', 'link-english-unlisted', p.charcode ? 'script-charcode' : 'plain', ...p.cases, ...(p.local === 'aleksandra' ? ['prose'] : [])] as CaseKind[],
        })),
        { address: `dominik@${HOST}`, name: 'Dominik Sikora', title: 'Head of Sales', pages: ['/contact'], cases: ['title-name-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal-support@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:odrabyte/wf-cms-sync.git', kind: 'git' },
        { text: 'wf-cms-sync@2.3.1', kind: 'package' },
        { text: 'faktury@br-lesna-wroclaw.test', kind: 'other-company' },
      ],
    },
  };
}
