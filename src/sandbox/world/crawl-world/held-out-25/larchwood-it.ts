/**
 * Larchwood Systems Consulting: an IT consultancy in Toronto and Ottawa, on Webflow, English with
 * a French (Canada) home page reached through its hreflang alternate. Consultants on cards with
 * Canadian post-nominals (P.Eng., CISSP, PMP, CPA), the founder as a JSON-LD Person, the Ottawa
 * office lead nested in a department, a principal architect in an insights post, the head of
 * talent built by String.fromCharCode, sales only in a contactPoint, a security mailbox beside a
 * maintainer's name; a git clone URL, an npm package version, a retina photo, a form
 * placeholder, the payroll provider's address, a comment and the client portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'larchwood-it.test';
const ORIGIN = `http://${HOST}`;
const ALT = { 'en-CA': '/', 'fr-CA': '/fr', 'x-default': '/' };

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/the-bench', 'The bench'],
  ['/insights', 'Insights'],
  ['/open-source', 'Open source'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Larchwood Systems Consulting',
  head: [
    '<meta content="Webflow" name="generator">',
    '<link href="https://assets-global.website-files.com/64f1c2a9e3b7d/css/larchwood.webflow.8c1f2e.css" rel="stylesheet" type="text/css">',
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({google:{families:["Inter:400,500,700"]}});</script>',
  ],
  header: () =>
    `<div data-collapse="medium" data-animation="default" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets-global.website-files.com/64f1c2a9e3b7d/larchwood-logo.svg" loading="lazy" alt="Larchwood Systems Consulting" class="logo"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-layout-grid footer-grid"><div><strong>Larchwood Systems Consulting Inc.</strong><br>220 Richmond St W, Suite 410, Toronto ON M5V 1W2<br>${tel('+1 416-555-0172')} · ${mailto(`hello@${HOST}`)}</div>` +
    `<div><a href="/privacy" class="footer-link">Privacy</a> <a href="/client-portal" class="footer-link">Client portal</a> <a href="https://www.linkedin.com/company/larchwood-systems" class="footer-link">LinkedIn</a></div></div><div class="footer-legal">© 2025 Larchwood Systems Consulting Inc.</div></footer>`,
  privacyPath: { en: '/privacy', fr: '/privacy' },
  bodyEnd: [
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://assets-global.website-files.com/64f1c2a9e3b7d/js/webflow.4b1c9e.js" type="text/javascript"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'en-CA', ...spec });

type Person = { name: string; honours: string; title: string; local: string; blurb: string; photo: string };
const BENCH: Person[] = [
  { name: 'Priya Raman', honours: 'P.Eng.', title: 'Managing Partner', local: 'priya.raman', blurb: 'Twenty years of public-sector systems integration, most recently for two Ontario health networks.', photo: 'priya-raman@2x.jpg' },
  { name: 'Étienne Lavoie', honours: '', title: 'Cloud Practice Lead', local: 'etienne.lavoie', blurb: 'Runs our Azure and AWS landing-zone work out of Ottawa and Gatineau.', photo: 'etienne-lavoie.jpg' },
  { name: 'Chidi Okafor', honours: 'CISSP', title: 'Security Lead', local: 'chidi.okafor', blurb: 'Threat modelling, SOC 2 readiness and the occasional tabletop exercise.', photo: 'chidi-okafor.jpg' },
  { name: 'Hannah Weiss', honours: 'PMP', title: 'Delivery Manager', local: 'hannah.weiss', blurb: 'Keeps fixed-price projects fixed-price.', photo: 'hannah-weiss.jpg' },
  { name: 'Aiden Park', honours: '', title: 'Senior DevOps Consultant', local: 'aiden.park', blurb: 'Kubernetes, GitOps and the pipelines nobody else wants to touch.', photo: 'aiden-park.jpg' },
  { name: 'Maya Singh', honours: 'CPA', title: 'Director, Finance & Operations', local: 'maya.singh', blurb: 'Contracts, invoicing and our SR&ED claims.', photo: 'maya-singh.jpg' },
];

const RACHEL = `rachel.chu@${HOST}`;
const RACHEL_SCRIPT = `<script>document.getElementById('talent-mail').innerHTML='<a href="mailto:'+String.fromCharCode(${charCodes(RACHEL)})+'">'+String.fromCharCode(${charCodes(RACHEL)})+'</a>';</script>`;

export function larchwoodIt(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Systems integration and cloud consulting',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Larchwood Systems Consulting Inc.',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/images/larchwood-logo.png`,
        address: { '@type': 'PostalAddress', streetAddress: '220 Richmond St W, Suite 410', addressLocality: 'Toronto', addressRegion: 'ON', postalCode: 'M5V 1W2', addressCountry: 'CA' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email: `mailto:sales@${HOST}`, telephone: '+1-416-555-0172', areaServed: 'CA', availableLanguage: ['English', 'French'] }],
      },
    ],
    main:
      `<section class="hero"><div class="container"><h1 class="hero-heading">Modernise the systems your organisation actually runs on.</h1><p class="hero-paragraph">Larchwood is a team of fourteen engineers and architects helping Canadian hospitals, municipalities and mid-sized insurers move off legacy platforms without a big-bang cut-over.</p><a href="/contact" class="button w-button">Book a discovery call</a></div></section>` +
      `<section class="section"><div class="w-layout-grid grid-3"><div><h3>Legacy modernisation</h3><p>Oracle Forms, PowerBuilder and Access estates moved to maintainable web stacks.</p></div><div><h3>Cloud foundations</h3><p>Landing zones, identity and cost controls in Azure and AWS Canada Central.</p></div><div><h3>Security &amp; compliance</h3><p>SOC 2, PHIPA and ITSG-33 readiness.</p></div></div></section>`,
  });

  pages['/fr'] = page({
    path: '/fr',
    lang: 'fr-CA',
    title: 'Intégration de systèmes et services infonuagiques',
    alternates: ALT,
    main:
      `<section class="hero"><div class="container"><h1 class="hero-heading">Moderniser les systèmes sur lesquels votre organisation repose vraiment.</h1><p>Notre bureau d'Ottawa accompagne les ministères et organismes fédéraux ainsi que les municipalités de l'Outaouais, en français comme en anglais.</p></div></section>` +
      `<section class="section"><h2>Votre interlocuteur</h2><p>Étienne Lavoie, directeur de la pratique infonuagique – ${mailto(`etienne.lavoie@${HOST}`)}</p><p><a href="/">English</a></p></section>`,
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: `<div class="container"><h1>Services</h1><p>Fixed-scope assessments (four to six weeks), delivery teams on time and materials, and retained security advisory. We do not resell licences.</p><img src="/images/services-diagram.png" srcset="/images/services-diagram.png 1x, /images/services-diagram@2x.png 2x" alt="How an engagement runs"></div>`,
  });

  pages['/the-bench'] = page({
    path: '/the-bench',
    title: 'The bench',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Larchwood Systems Consulting Inc.',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Priya Raman', jobTitle: 'Managing Partner', email: `priya.raman@${HOST}`, honorificSuffix: 'P.Eng.' },
      },
    ],
    main:
      `<div class="container"><h1>The bench</h1><p class="lead">Everyone who shows up on your project, and how to reach them directly.</p><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">` +
      BENCH.map(
        (p) =>
          `<div role="listitem" class="team-card w-dyn-item"><img src="https://assets-global.website-files.com/64f1c2a9e3b7d/${p.photo}" loading="lazy" alt="${esc(p.name)}" class="team-photo">` +
          `<h3 class="team-name">${esc(p.name)}${p.honours ? `, ${esc(p.honours)}` : ''}</h3><div class="team-role">${esc(p.title)}</div><p class="team-bio">${esc(p.blurb)}</p>` +
          (p.local === 'hannah.weiss'
            ? `<a href="mailto:${entities(`${p.local}@${HOST}`)}" class="team-mail">${entities(`${p.local}@${HOST}`)}</a>`
            : mailto(`${p.local}@${HOST}`, `${p.local}@${HOST}`, 'class="team-mail"')) +
          `</div>`,
      ).join('') +
      `</div></div></div>`,
  });

  pages['/insights'] = page({
    path: '/insights',
    title: 'Insights',
    main: `<div class="container"><h1>Insights</h1><div class="blog-list"><a href="/insights/moving-off-oracle-forms" class="blog-card"><h3>Moving off Oracle Forms without a big bang</h3><p>March 4, 2025 · 7 min read</p></a><a href="/insights/landing-zones-canada-central" class="blog-card"><h3>Landing zones in Canada Central: what we keep getting asked</h3><p>January 20, 2025</p></a></div></div>`,
  });

  pages['/insights/moving-off-oracle-forms'] = page({
    path: '/insights/moving-off-oracle-forms',
    title: 'Moving off Oracle Forms without a big bang',
    main:
      `<article class="container blog-post"><h1>Moving off Oracle Forms without a big bang</h1><p class="meta">By Sofia Mendes · March 4, 2025</p>` +
      `<p>Most of the Forms estates we see have between 200 and 900 screens, a handful of them business-critical and the rest barely used. The trick is to find out which is which before anyone writes a line of React.</p>` +
      `<p>We start with a usage census from the database audit trail, then strangle the busiest workflows first behind the same login. If you're sitting on a Forms 6i estate and want a second opinion, our principal data architect Sofia Mendes is happy to talk it through: ${mailto(`sofia.mendes@${HOST}`)}.</p></article>`,
  });

  pages['/insights/landing-zones-canada-central'] = page({
    path: '/insights/landing-zones-canada-central',
    title: 'Landing zones in Canada Central',
    main: `<article class="container blog-post"><h1>Landing zones in Canada Central: what we keep getting asked</h1><p>Data residency, Protected B, and why your hub network is probably too big.</p></article>`,
  });

  pages['/open-source'] = page({
    path: '/open-source',
    title: 'Open source',
    main:
      `<div class="container"><h1>Open source</h1><p>We publish the Terraform modules we use for Canadian landing zones. Clone them from our Git server:</p><pre><code>git clone git@git.larchwood-it.test:oss/terraform-ca-landing-zone.git</code></pre>` +
      `<p>The CLI that checks a subscription against Protected B guardrails is on npm:</p><pre><code>npm install -g larchwood-guardrails@2.3.1</code></pre>` +
      `<p>Maintained by Chidi Okafor and the security team. Please report vulnerabilities privately to ${mailto(`security@${HOST}`)} rather than opening a public issue.</p></div>`,
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main:
      `<div class="container"><h1>Careers</h1><p>We're hiring a senior .NET developer (hybrid, Toronto) and a bilingual business analyst (Ottawa). Send a CV and two lines about the ugliest system you've ever fixed to ${mailto(`jobs@${HOST}`)}.</p>` +
      `<p>Head of Talent: Rachel Chu — <span id="talent-mail">enable JavaScript to see this address</span></p>${RACHEL_SCRIPT}</div>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Larchwood Systems Consulting Inc.',
        department: [
          {
            '@type': 'Organization',
            name: 'Larchwood Ottawa',
            address: { '@type': 'PostalAddress', streetAddress: '150 Elgin St, 10th floor', addressLocality: 'Ottawa', addressRegion: 'ON', postalCode: 'K2P 1L4', addressCountry: 'CA' },
            employee: { '@type': 'Person', name: 'Graham Tremblay', jobTitle: 'Ottawa Office Lead', email: `graham.tremblay@${HOST}` },
          },
        ],
      },
    ],
    main:
      `<div class="container"><h1>Contact</h1><div class="w-layout-grid contact-grid"><div><h3>Toronto</h3><p>220 Richmond St W, Suite 410<br>Toronto ON M5V 1W2<br>${tel('+1 416-555-0172')}<br>${mailto(`hello@${HOST}`)}</p></div>` +
      `<div><h3>Ottawa</h3><p>150 Elgin St, 10th floor<br>Ottawa ON K2P 1L4<br>Graham Tremblay (Ottawa Office Lead)<br>${mailto(`graham.tremblay@${HOST}`)}</p></div></div>` +
      `<!-- old Squarespace form address: webforms@${HOST} -->` +
      `<div class="w-form"><form id="wf-form-Contact" name="wf-form-Contact" data-name="Contact" method="get"><label for="Email">Work email</label><input type="email" class="w-input" maxlength="256" name="Email" data-name="Email" placeholder="you@company.com" id="Email" required=""><label for="Message">How can we help?</label><textarea name="Message" id="Message" class="w-input"></textarea><input type="submit" value="Send" data-wait="Please wait..." class="button w-button"></form><div class="w-form-done"><div>Thanks, we'll be in touch within one business day.</div></div></div></div>`,
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy',
    main: `<div class="container"><h1>Privacy policy</h1><p>Payroll and benefits for our staff are administered by Northhaven Payroll Services Ltd. (privacy@northhaven-payroll.test). We do not sell personal information.</p></div>`,
  });

  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client portal', main: `<div class="container"><h1>Client portal</h1><p>Trouble signing in? ${mailto(`portal-support@${HOST}`)}</p></div>` });

  const c = (...k: CaseKind[]) => k;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'us-east-1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-25',
      languages: ['en', 'fr'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: c('role', 'plain') },
        { address: `sales@${HOST}`, name: null, title: null, pages: ['/'], cases: c('role', 'json-ld-contact-point', 'json-ld-mailto', 'json-ld-only') },
        {
          address: `priya.raman@${HOST}`,
          name: 'Priya Raman',
          title: 'Managing Partner',
          pages: ['/the-bench'],
          cases: c('card', 'post-nominal', 'json-ld-person', 'plain', 'link-english-unlisted'),
        },
        {
          address: `etienne.lavoie@${HOST}`,
          name: 'Étienne Lavoie',
          title: 'Cloud Practice Lead',
          titleAlternatives: ['directeur de la pratique infonuagique'],
          pages: ['/the-bench', '/fr'],
          cases: c('card', 'name-title-line', 'hreflang', 'plain', 'link-english-unlisted'),
        },
        { address: `chidi.okafor@${HOST}`, name: 'Chidi Okafor', title: 'Security Lead', pages: ['/the-bench'], cases: c('card', 'post-nominal', 'plain', 'link-english-unlisted') },
        { address: `hannah.weiss@${HOST}`, name: 'Hannah Weiss', title: 'Delivery Manager', pages: ['/the-bench'], cases: c('card', 'post-nominal', 'entities', 'link-english-unlisted') },
        { address: `aiden.park@${HOST}`, name: 'Aiden Park', title: 'Senior DevOps Consultant', pages: ['/the-bench'], cases: c('card', 'plain', 'link-english-unlisted') },
        {
          address: `maya.singh@${HOST}`,
          name: 'Maya Singh',
          title: 'Director, Finance & Operations',
          titleAlternatives: ['Director of Finance & Operations'],
          pages: ['/the-bench'],
          cases: c('card', 'post-nominal', 'plain', 'link-english-unlisted'),
        },
        { address: `graham.tremblay@${HOST}`, name: 'Graham Tremblay', title: 'Ottawa Office Lead', pages: ['/contact'], cases: c('json-ld-nested', 'name-title-line', 'plain') },
        { address: `sofia.mendes@${HOST}`, name: 'Sofia Mendes', title: 'principal data architect', pages: ['/insights/moving-off-oracle-forms'], cases: c('prose', 'plain', 'deep-page') },
        {
          address: RACHEL,
          name: 'Rachel Chu',
          title: 'Head of Talent',
          pages: ['/careers'],
          encoded: { kind: 'charcodes', text: charCodes(RACHEL) },
          cases: c('title-name-line', 'script-charcode'),
        },
        { address: `jobs@${HOST}`, name: null, title: null, pages: ['/careers'], cases: c('role', 'plain') },
        { address: `security@${HOST}`, name: null, title: null, pages: ['/open-source'], cases: c('neighbour', 'role', 'plain') },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'larchwood-guardrails@2.3.1', kind: 'package' },
        { text: 'priya-raman@2x.jpg', kind: 'retina' },
        { text: 'services-diagram@2x.png', kind: 'retina' },
        { text: 'you@company.com', kind: 'placeholder' },
        { text: 'privacy@northhaven-payroll.test', kind: 'other-company' },
        { text: `webforms@${HOST}`, kind: 'comment' },
        { text: `portal-support@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
