/**
 * Kōwhai Labs: a Wellington software start-up (a scheduling API for clinics), on Webflow. The
 * founders in the Organization's JSON-LD and as team cards, two addresses written by Webflow
 * embed scripts (string pieces; character codes), the developers page with a git clone URL and an
 * npm version, the careers page's hiring lead in running text, and the investor room disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kowhailabs.test';
const ORIGIN = `http://${HOST}`;
const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/product', 'Product'],
  ['/developers', 'Developers'],
  ['/company', 'Company'],
  ['/careers', 'Careers'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kōwhai Labs',
  head: [
    '<meta content="Webflow" name="generator">',
    '<link href="https://assets-global.website-files.com/65a0c3e1f2b7d40012ab34cd/css/kowhai-labs.webflow.4f1e2a9c0.css" rel="stylesheet" type="text/css">',
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
  ],
  header: () =>
    `<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets-global.website-files.com/65a0c3e1f2b7d40012ab34cd/65a0c3e1f2b7d40012ab3512_kowhai-wordmark.svg" loading="lazy" alt="Kōwhai Labs"></a><nav role="navigation" class="nav-menu w-nav-menu">` +
    NAV.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link">${esc(label)}</a>`).join('') +
    `</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<section class="footer"><div class="w-layout-blockcontainer container w-container"><div class="footer-grid w-layout-grid"><div><p class="footer-text">Level 2, 88 Cuba Street, Te Aro, Wellington 6011, Aotearoa New Zealand</p><p class="footer-text">Say kia ora: ${mailto(`hello@${HOST}`)}</p></div><div><a href="/privacy" class="footer-link">Privacy</a><a href="/security" class="footer-link">Security</a><a href="/investors" class="footer-link">Investor room</a></div></div></div></section>`,
  bodyEnd: [
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65a0c3e1f2b7d40012ab34cd" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://assets-global.website-files.com/65a0c3e1f2b7d40012ab34cd/js/webflow.2b8c71e04.js" type="text/javascript"></script>',
  ],
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-NZ', ...spec, main: `<div data-wf-page="65a0c3e1f2b7d40012ab35${spec.path.length.toString(16).padStart(2, '0')}" class="page-wrapper">${spec.main}</div>` });
const section = (cls: string, inner: string): string => `<section class="section ${cls}"><div class="w-layout-blockcontainer container w-container">${inner}</div></section>`;

const BEN_SCRIPT = `var m = 'ben' + '@' + 'kowhailabs' + '.test'; document.getElementById('ben-email').innerHTML = '<a href="mailto:' + m + '" class="team-email">' + m + '</a>';`;
const MERE_SCRIPT = `document.getElementById('mere-email').textContent = String.fromCharCode(${charCodes(`mere@${HOST}`)});`;

interface Person {
  name: string;
  title: string;
  local: string;
  mail: string;
  script?: 'concat' | 'charcode';
}
const TEAM: Person[] = [
  { name: 'Aroha Ngata', title: 'Co-founder & CEO', local: 'aroha', mail: mailto(`aroha@${HOST}`, undefined, 'class="team-email"') },
  { name: 'Ben Whitaker', title: 'Co-founder & CTO', local: 'ben', mail: `<div class="w-embed w-script"><span id="ben-email"></span><script>${BEN_SCRIPT}</script></div>`, script: 'concat' },
  { name: 'Mere Tipene', title: 'Head of Product', local: 'mere', mail: `<div class="w-embed w-script"><span id="mere-email"></span><script>${MERE_SCRIPT}</script></div>`, script: 'charcode' },
  { name: 'Olivia Chen', title: 'Customer Success Lead (Australia & NZ)', local: 'olivia', mail: mailto(`olivia@${HOST}`, undefined, 'class="team-email"') },
  { name: 'Jack Turner', title: 'Senior Platform Engineer', local: 'jack', mail: mailto(`jack@${HOST}`, undefined, 'class="team-email"') },
];

export function kowhaiLabs(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Scheduling infrastructure for allied health',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kōwhai Labs Limited',
        url: `${ORIGIN}/`,
        logo: 'https://assets-global.website-files.com/65a0c3e1f2b7d40012ab34cd/65a0c3e1f2b7d40012ab3514_kowhai-logo@2x.png',
        founder: [
          { '@type': 'Person', name: 'Aroha Ngata', jobTitle: 'Co-founder & CEO', email: `aroha@${HOST}` },
          { '@type': 'Person', name: 'Ben Whitaker', jobTitle: 'Co-founder & CTO' },
        ],
      },
    ],
    main: section('hero', `<h1 class="hero-heading">Bookings, reminders and waitlists for every clinic system.</h1><p class="hero-paragraph">One API for physios, dentists and GPs across Aotearoa and Australia.</p><a href="/product" class="button w-button">See how it works</a>`),
  });
  pages['/product'] = page({ path: '/product', title: 'Product', main: section('product', '<h1>Product</h1><p>Real-time availability from 14 practice-management systems, SMS reminders and a smart waitlist.</p>') });
  pages['/developers'] = page({
    path: '/developers',
    title: 'Developers',
    main: section('dev', `<h1>Developers</h1><p>Install the SDK:</p><div class="code-embed w-embed"><pre><code>npm install @kowhailabs/sdk@2.4.1</code></pre></div><p>Or clone the examples:</p><div class="code-embed w-embed"><pre><code>git clone git@github.com:kowhailabs/sdk-examples.git</code></pre></div><p>Questions about the API? Email ${mailto(`api@${HOST}`)} or open an issue on GitHub.</p>`),
  });
  pages['/company'] = page({
    path: '/company',
    title: 'Company',
    main:
      section('about', '<h1>We build the boring plumbing so clinicians can see more patients.</h1><p>Founded in 2022 in Te Whanganui-a-Tara. Backed by Icehouse Ventures and Blackbird.</p>') +
      section(
        'team',
        `<h2>Team</h2><div class="w-layout-grid team-grid">` +
          TEAM.map((p) => `<div class="team-card"><img src="https://assets-global.website-files.com/65a0c3e1f2b7d40012ab34cd/65b1${p.local}_portrait.webp" loading="lazy" alt="" class="team-photo"><div class="team-name">${esc(p.name)}</div><div class="team-role">${esc(p.title)}</div>${p.mail}</div>`).join('') +
          `</div>`,
      ),
  });
  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: section('careers', `<h1>Careers</h1><p>We are hiring a Senior Frontend Engineer (React, TypeScript) – remote within NZ.</p><p>No cover letter needed: send a CV or GitHub link to Hemi Walker, our Talent Partner, at ${mailto(`hemi@${HOST}`)}, and he will reply within a week.</p>`),
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: section('legal', `<h1>Privacy Policy</h1><p>We comply with the Privacy Act 2020. Our Privacy Officer is Aroha Ngata; requests to ${mailto(`privacy@${HOST}`)}.</p>`) });
  pages['/security'] = page({ path: '/security', title: 'Security', main: section('legal', `<h1>Security</h1><p>Report vulnerabilities to ${mailto(`security@${HOST}`)}. Our infrastructure is hosted by AWS in ap-southeast-2; their abuse team is at abuse@aws-hosting.test.</p>`) });
  pages['/investors'] = page({ path: '/investors', title: 'Investor room', main: section('legal', `<h1>Investor room</h1><p>Access: ${mailto(`investors@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /investors\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'X-Served-By': 'cache-akl10321-AKL', 'x-wf-region': 'ap-southeast-2' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-60',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `api@${HOST}`, name: null, title: null, pages: ['/developers'], cases: ['role', 'plain', 'link-english-unlisted'] },
        { address: `privacy@${HOST}`, name: null, title: null, pages: ['/privacy'], cases: ['role', 'plain'] },
        { address: `security@${HOST}`, name: null, title: null, pages: ['/security'], cases: ['role', 'plain'] },
        ...TEAM.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          pages: p.local === 'aroha' ? ['/company', '/'] : ['/company'],
          ...(p.script === 'concat' ? { encoded: { kind: 'script' as const, text: BEN_SCRIPT } } : p.script === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: charCodes(`mere@${HOST}`) } } : {}),
          cases: ['card' as const, 'link-english-unlisted' as const, p.script === 'concat' ? ('script-concat' as const) : p.script === 'charcode' ? ('script-charcode' as const) : ('plain' as const), ...(p.local === 'aroha' ? (['json-ld-person'] as const) : [])],
        })),
        { address: `hemi@${HOST}`, name: 'Hemi Walker', title: 'Talent Partner', pages: ['/careers'], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/investors'],
      nonAddresses: [
        { text: 'git@github.com:kowhailabs/sdk-examples.git', kind: 'git' },
        { text: 'sdk@2.4.1', kind: 'package' },
        { text: 'kowhai-logo@2x.png', kind: 'retina' },
        { text: 'abuse@aws-hosting.test', kind: 'other-company' },
        { text: `investors@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
