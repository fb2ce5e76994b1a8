/**
 * Brugwerk: a Delft software scale-up (an integration platform for logistics firms) on Webflow,
 * writing in English. The founders are named on the company page without addresses; their
 * addresses are only in the page's JSON-LD (one as "mailto:"); the head of security is in a
 * sentence on the security page and, at depth, as a department's employee in its JSON-LD; the
 * team page, linked as "Humans", is a CMS collection of cards (post-nominals PhD and MBA) where a
 * custom-code embed turns reversed addresses around; press and recruiting contacts are "Name,
 * Title, address" lines. A git clone URL and an SDK version on the developers page, the
 * newsletter placeholder and the partner portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'brugwerk-delft.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/platform', 'Platform'],
  ['/customers', 'Customers'],
  ['/pricing', 'Pricing'],
  ['/developers', 'Developers'],
  ['/company', 'Company'],
  ['/humans', 'Humans'],
  ['/careers', 'Careers'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Brugwerk',
  head: [
    '<meta content="Webflow" name="generator">',
    '<link href="https://cdn.prod.website-files.com/64f1c2a9e3b7d05a1c9e8f21/css/brugwerk.webflow.shared.4b8e2d1f0.min.css" rel="stylesheet" type="text/css">',
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({ google: { families: ["Inter:regular,500,600,700"] } });</script>',
    '<link href="https://cdn.prod.website-files.com/64f1c2a9e3b7d05a1c9e8f21/650a1b2c3d4e5f6a7b8c9d0e_favicon.png" rel="shortcut icon" type="image/x-icon">',
  ],
  header: () =>
    `<div data-animation="default" data-collapse="medium" data-duration="400" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/64f1c2a9e3b7d05a1c9e8f21/650a1b2c3d4e5f6a7b8c9d11_brugwerk-logo.svg" loading="lazy" alt="Brugwerk"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link">${esc(label)}</a>`).join('')}<a href="/contact" class="button nav-button w-button">Book a demo</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div><img src="https://cdn.prod.website-files.com/64f1c2a9e3b7d05a1c9e8f21/650a1b2c3d4e5f6a7b8c9d12_brugwerk-logo-white.svg" alt="Brugwerk"><p class="footer-text">Brugwerk B.V. · Molengraaffsingel 12, 2629 JD Delft, the Netherlands · KvK 74512398</p><p class="footer-text">${mailto(`hello@${HOST}`)} · ${tel('+31 15 808 2140')}</p></div>` +
    `<div><a href="/security" class="footer-link">Security</a><a href="/press" class="footer-link">Press</a><a href="/contact" class="footer-link">Contact</a><a href="/privacy" class="footer-link">Privacy</a><a href="/partner-portal" class="footer-link">Partner portal</a></div>` +
    `<div><form id="wf-form-Newsletter" name="wf-form-Newsletter" data-name="Newsletter" method="get" class="newsletter-form"><input class="w-input" maxlength="256" name="email" data-name="Email" placeholder="you@company.com" type="email" required=""><input type="submit" value="Subscribe" class="w-button"></form></div></div><p class="copyright">© 2025 Brugwerk B.V.</p></div></footer>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1c2a9e3b7d05a1c9e8f21" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://cdn.prod.website-files.com/64f1c2a9e3b7d05a1c9e8f21/js/webflow.7c2e9a1b.js" type="text/javascript"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });
const section = (title: string, html: string): string => `<section class="section"><div class="w-container"><h1 class="heading-xl">${esc(title)}</h1>${html}</div></section>`;

type Human = { shown: string; name: string; title: string; local: string; rev?: boolean; post?: boolean; blurb: string };
const HUMANS: Human[] = [
  { shown: 'Anouk de Boer', name: 'Anouk de Boer', title: 'VP Customer Success', local: 'anouk', blurb: 'Onboarded our first 40 carriers by hand. Still answers support tickets on Fridays.' },
  { shown: 'Sem van Leeuwen', name: 'Sem van Leeuwen', title: 'Head of Product', local: 'sem', rev: true, blurb: 'Former dispatcher at a Rotterdam forwarder; knows exactly why EDI hurts.' },
  { shown: 'Priya Raghunathan, PhD', name: 'Priya Raghunathan', title: 'Staff Data Scientist', local: 'priya', rev: true, post: true, blurb: 'Builds our ETA models. PhD in operations research from TU Delft.' },
  { shown: 'Lars Bakker', name: 'Lars Bakker', title: 'Engineering Manager, Platform', local: 'lars', blurb: 'Keeps 1,200 connectors green and the on-call rota humane.' },
  { shown: 'Julia Wiśniewska', name: 'Julia Wiśniewska', title: 'Senior Product Designer', local: 'julia', blurb: 'Moved from Wrocław in 2022; designs the mapping editor.' },
  { shown: 'Thijs Mulder, MBA', name: 'Thijs Mulder', title: 'CFO', local: 'thijs', post: true, blurb: 'Ran finance at two SaaS companies before joining for our Series B.' },
];

const REVERSE_SCRIPT = `<script>document.querySelectorAll('[data-rmail]').forEach(function(el){var a=el.getAttribute('data-rmail').split('').reverse().join('');el.setAttribute('href','mailto:'+a);el.textContent=a;});</script>`;

export function brugwerkDelft(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Connect every carrier in days, not months',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'SoftwareApplication', name: 'Brugwerk', applicationCategory: 'BusinessApplication', operatingSystem: 'Web', offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR', description: '30-day trial' } }],
    main: section(
      'Connect every carrier in days, not months',
      `<p class="lead">Brugwerk is the integration platform for shippers and 3PLs: one API for 1,200+ carriers, customs brokers and warehouse systems across Europe.</p><div class="logos">Trusted by logistics teams at 260+ companies</div>` +
        `<p><a href="/platform" class="button w-button">See the platform</a> <a href="/humans" class="link-arrow">Meet the humans who build it →</a></p>`,
    ),
  });

  pages['/platform'] = page({ path: '/platform', title: 'Platform', main: section('One API, every carrier', '<p>Bookings, labels, track &amp; trace and invoices, normalised into one schema. Webhooks, retries and monitoring included.</p>') });
  pages['/customers'] = page({ path: '/customers', title: 'Customers', main: section('Customers', '<p>“We connected 38 carriers in six weeks.” – Head of IT, a Venlo e-commerce fulfilment centre</p>') });
  pages['/pricing'] = page({ path: '/pricing', title: 'Pricing', main: section('Pricing', '<div class="w-layout-grid pricing-grid"><div>Starter – €490/month</div><div>Scale – €1,450/month</div><div>Enterprise – talk to us</div></div>') });

  pages['/developers'] = page({
    path: '/developers',
    title: 'Developers',
    main: section(
      'Developers',
      `<p>Install the Node SDK:</p><pre><code>npm install @brugwerk/node@3.2.0</code></pre>` +
        `<p>Or clone the examples repository:</p><pre><code>git clone git@github.com:brugwerk/brugwerk-examples.git</code></pre>` +
        `<p>API reference, Postman collection and sandbox keys are in the developer portal.</p>`,
    ),
  });

  pages['/company'] = page({
    path: '/company',
    title: 'Company',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Brugwerk B.V.',
        url: `${ORIGIN}/`,
        logo: 'https://cdn.prod.website-files.com/64f1c2a9e3b7d05a1c9e8f21/650a1b2c3d4e5f6a7b8c9d11_brugwerk-logo.svg',
        foundingDate: '2019',
        address: { '@type': 'PostalAddress', streetAddress: 'Molengraaffsingel 12', postalCode: '2629 JD', addressLocality: 'Delft', addressCountry: 'NL' },
        founder: [
          { '@type': 'Person', name: 'Daan Hoekstra', jobTitle: 'Co-founder & CEO', email: `mailto:daan@${HOST}`, sameAs: 'https://www.linkedin.com/in/daanhoekstra' },
          { '@type': 'Person', name: 'Merel Kuipers', jobTitle: 'Co-founder & CTO', email: `merel@${HOST}`, sameAs: 'https://www.linkedin.com/in/merelkuipers' },
        ],
        numberOfEmployees: { '@type': 'QuantitativeValue', value: 85 },
      },
    ],
    main: section(
      'Building the bridges logistics runs on',
      `<p>Brugwerk (“bridge work”) was founded in 2019 in a YES!Delft incubator office by Daan Hoekstra, our Co-founder &amp; CEO, and Merel Kuipers, our Co-founder &amp; CTO, after they spent three years writing the same carrier integrations over and over at a freight forwarder.</p>` +
        `<p>Today 85 people in Delft and Kraków work on Brugwerk. We raised a €24M Series B in 2024.</p><p><a href="/humans">Meet the team</a> · <a href="/careers">Join us</a></p>`,
    ),
  });

  pages['/humans'] = page({
    path: '/humans',
    title: 'Humans of Brugwerk',
    main:
      section(
        'Humans of Brugwerk',
        `<p>The people behind the platform. Say hi – we mean it.</p><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">` +
          HUMANS.map((h) => {
            const addr = `${h.local}@${HOST}`;
            const mail = h.rev ? `<a href="#" class="team-card__mail" data-rmail="${reversed(addr)}">Email ${esc(h.shown.split(' ')[0]!)}</a>` : `<a href="mailto:${addr}" class="team-card__mail">${addr}</a>`;
            return `<div role="listitem" class="w-dyn-item"><div class="team-card"><img src="https://cdn.prod.website-files.com/64f1c2a9e3b7d05a1c9e8f22/team-${h.local}.jpg" loading="lazy" alt="" class="team-card__photo"><h3 class="team-card__name">${esc(h.shown)}</h3><div class="team-card__role">${esc(h.title)}</div><p class="team-card__blurb">${esc(h.blurb)}</p>${mail}</div></div>`;
          }).join('') +
          `</div></div>`,
      ) + REVERSE_SCRIPT,
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: section(
      'Work on the plumbing of European logistics',
      `<p>Hybrid in Delft or Kraków, 30 days of holiday, a learning budget and stock options for everyone.</p><ul><li>Senior Backend Engineer (Go) – Delft</li><li>Solutions Engineer, DACH – remote</li><li>Customer Success Manager – Delft</li></ul>` +
        `<p>Apply with your CV and a short note to ${mailto(`jobs@${HOST}`)}.</p><p>Questions about a role or the process? Fleur de Wit, Talent Acquisition Partner, ${mailto(`fleur@${HOST}`)}</p>`,
    ),
  });

  pages['/security'] = page({
    path: '/security',
    title: 'Security',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Brugwerk B.V.',
        url: `${ORIGIN}/`,
        department: { '@type': 'Organization', name: 'Brugwerk Trust & Security', employee: { '@type': 'Person', name: 'Ravi Mehta', jobTitle: 'Head of Security', email: `ravi@${HOST}` } },
      },
    ],
    main: section(
      'Security at Brugwerk',
      `<p>Brugwerk is ISO 27001 certified; customer data is hosted in the EU (Frankfurt and Amsterdam) and encrypted at rest and in transit.</p>` +
        `<p>Found a vulnerability? Please report it to our Head of Security, Ravi Mehta, at ${mailto(`ravi@${HOST}`)} – he will acknowledge it within one working day.</p>`,
    ),
  });

  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    main: section('Press', `<p>Logos, screenshots and founder photos are in our press kit.</p><p>Noor Hendriks, Communications Lead, ${mailto(`noor@${HOST}`)}</p>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      'Talk to us',
      `<p>Want a demo or have a question? Write to ${mailto(`hello@${HOST}`)} or call ${tel('+31 15 808 2140')}.</p><p>Office: Molengraaffsingel 12, Delft – Monday to Friday, 9:00–17:30 CET.</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: section('Privacy policy', '<p>Brugwerk B.V. is the controller of personal data processed through this website.</p>') });
  pages['/partner-portal'] = page({ path: '/partner-portal', title: 'Partner portal', main: section('Partner portal', '<p>Sign in with your partner account to see deal registration and co-marketing assets.</p>') });

  const unlisted: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /partner-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/platform', '/customers', '/pricing', '/developers', '/company', '/humans', '/careers', '/security', '/press', '/contact', '/privacy'], '2025-03-18'),
      pages,
      headers: { 'x-wf-region': 'eu-west-1', 'x-cache': 'Hit from cloudfront', Via: '1.1 7f3c1a2b9e0d.cloudfront.net (CloudFront)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-71',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `jobs@${HOST}`, name: null, title: null, pages: ['/careers'], cases: ['role', 'plain'] },
        { address: `daan@${HOST}`, name: 'Daan Hoekstra', title: 'Co-founder & CEO', pages: ['/company'], cases: ['json-ld-person', 'json-ld-mailto', 'json-ld-only'] },
        { address: `merel@${HOST}`, name: 'Merel Kuipers', title: 'Co-founder & CTO', pages: ['/company'], cases: ['json-ld-person', 'json-ld-only'] },
        { address: `ravi@${HOST}`, name: 'Ravi Mehta', title: 'Head of Security', pages: ['/security'], cases: ['json-ld-nested', 'prose', 'plain'] },
        ...HUMANS.map((h) => ({
          address: `${h.local}@${HOST}`,
          name: h.name,
          title: h.title,
          pages: ['/humans'],
          ...(h.rev ? { encoded: { kind: 'reversed' as const, text: reversed(`${h.local}@${HOST}`) } } : {}),
          cases: ['card', unlisted, h.rev ? 'script-reversed' : 'plain', ...(h.post ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `fleur@${HOST}`, name: 'Fleur de Wit', title: 'Talent Acquisition Partner', pages: ['/careers'], cases: ['name-title-line', 'plain'] },
        { address: `noor@${HOST}`, name: 'Noor Hendriks', title: 'Communications Lead', pages: ['/press'], cases: ['name-title-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/partner-portal'],
      nonAddresses: [
        { text: 'git@github.com:brugwerk/brugwerk-examples.git', kind: 'git' },
        { text: '@brugwerk/node@3.2.0', kind: 'package' },
        { text: 'you@company.com', kind: 'placeholder' },
      ],
    },
  };
}
