/**
 * Brightdesk, a help-desk SaaS company in Dublin (English). Tuning set.
 *
 * Shows: JSON-LD in full: an @graph Organization whose `email` is "mailto:…", a `contactPoint`
 * array (one plain, one "mailto:"), `founder` Persons, `employee` Persons (one named with a
 * post-nominal, one with `honorificSuffix`), a Person at depth (a department's employee), a
 * BlogPosting `author` with an email; addresses stated only in JSON-LD; a sitemap index at
 * /sitemap.xml; a blog post two links deep; prose with the name in an appositive; a card;
 * scheme text ("{first}@…"); and the developer-docs traps: a self-hosted git clone URL at a
 * subdomain of the site's own domain, package versions, example addresses and placeholders; an
 * on-call page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'brightdesk.test';
const ORIGIN = `http://${HOST}`;

const A = {
  hello: `hello@${HOST}`,
  sales: `sales@${HOST}`,
  support: `support@${HOST}`,
  aoife: `aoife@${HOST}`,
  ravi: `ravi@${HOST}`,
  daniel: `daniel@${HOST}`,
  marta: `marta@${HOST}`,
  niamh: `niamh@${HOST}`,
  conor: `conor@${HOST}`,
  fiona: `fiona@${HOST}`,
  jobs: `jobs@${HOST}`,
  press: `press@${HOST}`,
  siobhan: `siobhan@${HOST}`,
  security: `security@${HOST}`,
  privacy: `privacy@${HOST}`,
  dpo: `dpo@${HOST}`,
  developers: `developers@${HOST}`,
};
const SCHEME = `{first}@${HOST}`;
const GIT = `git@git.${HOST}`;
const ONCALL = [`oncall-primary@${HOST}`, `eoin@${HOST}`];

const theme: Theme = {
  host: HOST,
  siteName: 'Brightdesk',
  head: [
    '<link rel="stylesheet" href="/_next/static/css/8c1e2f0a4b7d.css">',
    '<script src="/_next/static/chunks/webpack-3f1a.js" defer></script>',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-BD81K2QW9X"></script>',
    '<link rel="icon" href="/favicon.ico">',
  ],
  privacyPath: { en: '/legal/privacy' },
  header: () =>
    `<header class="nav"><a href="/" class="nav-logo"><img src="/images/brightdesk-logo.svg" alt="Brightdesk"></a>\n` +
    `<nav><a href="/#features">Product</a> <a href="/pricing">Pricing</a> <a href="/docs">Docs</a> <a href="/blog">Blog</a> <a href="/company">Company</a></nav>\n` +
    `<div class="nav-cta"><a href="https://app.brightdesk.test/login">Log in</a> <a class="btn" href="https://app.brightdesk.test/signup">Start free trial</a></div></header>`,
  footer: () =>
    `<footer class="footer"><div class="footer-grid">\n` +
    `<div><h4>Product</h4><a href="/pricing">Pricing</a><a href="/docs">Developers</a><a href="https://status.brightdesk.test">Status</a></div>\n` +
    `<div><h4>Company</h4><a href="/company">About</a><a href="/careers">Careers</a><a href="/contact">Contact</a><a href="/blog">Blog</a></div>\n` +
    `<div><h4>Trust</h4><a href="/security">Security</a><a href="/legal/privacy">Privacy</a></div>\n` +
    `</div><p>© 2025 Brightdesk Ltd. Registered in Ireland, no. 612345. 4 Windmill Lane, Dublin 2, D02 F206.</p></footer>`,
  bodyEnd: ['<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/","buildId":"k2Hq0x"}</script>'],
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'en-IE', ...spec });
}

const ORG_ID = `${ORIGIN}/#organization`;

const POSTS: { slug: string; title: string; date: string; author: string; authorTitle?: string; authorEmail?: string; text: string }[] = [
  { slug: 'how-we-cut-first-response-time', title: 'How we cut our own first-response time by 41%', date: '2025-02-11', author: 'Conor Walsh', authorTitle: 'Product Marketing Manager', authorEmail: A.conor, text: 'We dogfood Brightdesk for our own support queue. Here is what changed when we turned on intent routing.' },
  { slug: 'introducing-sla-policies', title: 'Introducing SLA policies', date: '2025-01-20', author: 'Ravi Menon', text: 'SLA policies let you set first-response and resolution targets per channel and per customer tier.' },
  { slug: 'customer-story-lumen-bikes', title: 'Customer story: Lumen Bikes', date: '2024-12-03', author: 'Conor Walsh', text: 'Lumen Bikes moved 14 agents from shared inboxes to Brightdesk in a weekend.' },
  { slug: 'macros-that-do-not-sound-like-macros', title: 'Macros that do not sound like macros', date: '2024-11-14', author: 'Niamh Gallagher', text: 'Five rules our customer success team follows when writing canned replies.' },
  { slug: 'soc-2-type-ii', title: 'Brightdesk is SOC 2 Type II compliant', date: '2024-10-01', author: 'Aoife Brennan', text: 'Our SOC 2 Type II report covers security, availability and confidentiality.' },
  { slug: 'release-notes-september', title: 'Release notes: September', date: '2024-09-30', author: 'Ravi Menon', text: 'Side conversations, a faster search index and 18 smaller fixes.' },
];

function pages(): Record<string, SandboxPage> {
  const website = { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Brightdesk', publisher: { '@id': ORG_ID } };
  const out: Record<string, SandboxPage> = {
    '/': page({
      path: '/',
      title: 'The help desk your customers never notice',
      description: 'Brightdesk is help-desk software for small support teams: shared inbox, live chat, SLAs and a knowledge base.',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'Organization',
              '@id': ORG_ID,
              name: 'Brightdesk',
              legalName: 'Brightdesk Ltd',
              url: `${ORIGIN}/`,
              logo: `${ORIGIN}/images/brightdesk-logo.png`,
              email: `mailto:${A.hello}`,
              foundingDate: '2019-03-01',
              contactPoint: [
                { '@type': 'ContactPoint', contactType: 'sales', email: A.sales, telephone: '+353-1-555-0140', areaServed: ['IE', 'GB', 'EU'], availableLanguage: ['en'] },
                { '@type': 'ContactPoint', contactType: 'customer support', email: `mailto:${A.support}`, availableLanguage: ['en', 'de'] },
              ],
              founder: [
                { '@type': 'Person', name: 'Aoife Brennan', jobTitle: 'Co-founder & CEO', email: A.aoife, sameAs: ['https://www.linkedin.com/in/aoifebrennan'] },
                { '@type': 'Person', name: 'Ravi Menon', jobTitle: 'Co-founder & CTO', email: `mailto:${A.ravi}` },
              ],
              sameAs: ['https://www.linkedin.com/company/brightdesk', 'https://x.com/brightdeskhq'],
            },
            website,
          ],
        },
      ],
      main:
        `<section class="hero"><h1>The help desk your customers never notice</h1><p>Shared inbox, live chat, SLAs and a knowledge base, set up in an afternoon.</p><a class="btn" href="https://app.brightdesk.test/signup">Start your 14-day trial</a></section>\n` +
        `<section id="features" class="features"><div><h3>Shared inbox</h3><p>Every email, chat and form in one queue.</p></div><div><h3>SLA policies</h3><p>Targets per channel and tier, with breach alerts.</p></div><div><h3>Knowledge base</h3><p>Answers your customers find before they write.</p></div></section>\n` +
        `<section class="logos"><p>Trusted by 1,800 support teams</p><img src="/images/customers/lumen-bikes.svg" alt="Lumen Bikes"><img src="/images/customers/harbour-coffee.svg" alt="Harbour Coffee"></section>`,
    }),
    '/company': page({
      path: '/company',
      title: 'About Brightdesk',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'AboutPage', '@id': `${ORIGIN}/company#webpage`, url: `${ORIGIN}/company`, isPartOf: { '@id': `${ORIGIN}/#website` }, about: { '@id': ORG_ID } },
            {
              '@type': 'Organization',
              '@id': ORG_ID,
              name: 'Brightdesk',
              employee: [
                { '@type': 'Person', name: 'Daniel Ortiz', honorificSuffix: 'MBA', jobTitle: 'VP Sales', email: A.daniel },
                { '@type': 'Person', name: 'Marta Kowalczyk, PhD', jobTitle: 'Head of Engineering', email: `mailto:${A.marta}` },
              ],
              department: [
                {
                  '@type': 'Organization',
                  name: 'Brightdesk Customer Success',
                  employee: { '@type': 'Person', name: 'Niamh Gallagher', jobTitle: 'Head of Customer Success', email: A.niamh, worksFor: { '@id': ORG_ID } },
                },
              ],
            },
          ],
        },
      ],
      main:
        `<h1>We build calm support</h1>\n<p>Brightdesk started in 2019 when Aoife and Ravi, then running support and engineering at a Dublin e-commerce company, got tired of forwarding customer emails between five inboxes.</p>\n` +
        `<p>Today 46 people work on Brightdesk from Dublin, Kraków and wherever they like to live.</p>\n<h2>Leadership</h2>\n<ul class="leaders">\n` +
        [
          ['Aoife Brennan', 'Co-founder & CEO'],
          ['Ravi Menon', 'Co-founder & CTO'],
          ['Daniel Ortiz, MBA', 'VP Sales'],
          ['Marta Kowalczyk, PhD', 'Head of Engineering'],
          ['Niamh Gallagher', 'Head of Customer Success'],
        ]
          .map(([name, title]) => `<li><img src="/images/team/${name!.split(',')[0]!.toLowerCase().replace(/\s+/g, '-')}.webp" alt=""><strong>${esc(name!)}</strong><span>${esc(title!)}</span></li>`)
          .join('\n') +
        `\n</ul>\n<p><a href="/careers">We are hiring</a></p>`,
    }),
    '/pricing': page({
      path: '/pricing',
      title: 'Pricing',
      main: `<h1>Simple pricing</h1>\n<div class="plans"><div><h2>Starter</h2><p>€15 per agent / month</p></div><div><h2>Growth</h2><p>€39 per agent / month</p></div><div><h2>Scale</h2><p>Talk to sales</p><a href="/contact">Contact us</a></div></div>`,
    }),
    '/careers': page({
      path: '/careers',
      title: 'Careers',
      main:
        `<h1>Work at Brightdesk</h1>\n<p>We are a remote-first team of 46. Every Brightdesker gets a ${SCHEME} address, a laptop of their choice and 30 days of leave.</p>\n` +
        `<h2>Open roles</h2><ul><li>Senior Backend Engineer (Go) – Dublin or remote EU</li><li>Support Engineer, German-speaking – remote</li><li>Account Executive – Dublin</li></ul>\n` +
        `<p>Our Talent Partner, Fiona Doyle, reads every application – reach her at ${mailto(A.fiona)} if you have a question before applying.</p>\n` +
        `<p>Applications without a role in mind: ${mailto(A.jobs)}</p>`,
    }),
    '/contact': page({
      path: '/contact',
      title: 'Contact',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'ContactPage', url: `${ORIGIN}/contact`, about: { '@id': ORG_ID } }],
      main:
        `<h1>Talk to us</h1>\n<div class="contact-grid">\n<div><h2>Sales</h2><p>Demos, quotes and procurement questions.</p><p>${mailto(A.sales)}</p></div>\n` +
        `<div><h2>Press</h2><p>Logos and screenshots are in our <a href="/press-kit.zip">press kit</a>.</p><p>${mailto(A.press)}</p></div>\n</div>\n` +
        `<h2>Partnerships</h2>\n<div class="card person"><img src="/images/team/siobhan-kelly.webp" alt=""><h3>Siobhán Kelly</h3><p class="role">Head of Partnerships</p><p>${mailto(A.siobhan)}</p></div>\n` +
        `<p>Already a customer? Write to us from inside the app, or see <a href="https://status.brightdesk.test">status.brightdesk.test</a>.</p>`,
    }),
    '/security': page({
      path: '/security',
      title: 'Security',
      main:
        `<h1>Security at Brightdesk</h1>\n<p>Data is encrypted at rest (AES-256) and in transit (TLS 1.2+), hosted in AWS eu-west-1.</p>\n` +
        `<h2>Responsible disclosure</h2><p>Found a vulnerability? Report it to ${mailto(A.security)} (PGP key fingerprint 3A1F 9C22 0B7E 54D1). We answer within two business days.</p>`,
    }),
    '/legal/privacy': page({
      path: '/legal/privacy',
      title: 'Privacy policy',
      main:
        `<h1>Privacy policy</h1>\n<p>Brightdesk Ltd is the controller of the personal data of our website visitors and the processor of the data our customers store in Brightdesk.</p>\n` +
        `<p>Questions about this policy: ${mailto(A.privacy)}. Our Data Protection Officer can be reached at ${mailto(A.dpo)}.</p>`,
    }),
    '/docs': page({
      path: '/docs',
      title: 'Developer documentation',
      main:
        `<h1>Developers</h1>\n<p>Everything in Brightdesk is available through the REST API and webhooks.</p>\n<ul><li><a href="/docs/cli">The command-line tool</a></li><li><a href="/docs/webhooks">Webhooks</a></li></ul>\n` +
        `<h2>Install the SDK</h2><pre><code>npm install @brightdesk/sdk@2.4.1\n# or\nyarn add @brightdesk/sdk@2.4.1</code></pre>\n` +
        `<h2>Create a ticket</h2><pre><code>import { Brightdesk } from '@brightdesk/sdk';\nconst bd = new Brightdesk({ apiKey: BRIGHTDESK_API_KEY });\nawait bd.tickets.create({ requester: 'jane.doe@example.com', subject: 'Where is my order?' });</code></pre>\n` +
        `<p>Questions about the API? Email ${mailto(A.developers)}.</p>\n<p class="staff-only">Brightdesk engineers: the <a href="/internal/oncall">on-call rota</a> is on the internal site.</p>`,
    }),
    '/docs/cli': page({
      path: '/docs/cli',
      title: 'Command-line tool',
      main:
        `<h1>bd, the Brightdesk CLI</h1>\n<p>Build it from source:</p><pre><code>git clone ${GIT}:platform/bd-cli.git\ncd bd-cli &amp;&amp; make install</code></pre>\n` +
        `<p>Then log in with the address you use for Brightdesk:</p><pre><code>bd login --email you@yourcompany.com</code></pre>\n<p>Requires node@20.11 or newer.</p>`,
    }),
    '/docs/webhooks': page({
      path: '/docs/webhooks',
      title: 'Webhooks',
      main:
        `<h1>Webhooks</h1>\n<p>Brightdesk POSTs a JSON body to your endpoint when a ticket changes:</p>\n` +
        `<pre><code>{\n  "event": "ticket.created",\n  "ticket": { "id": 48213, "requester": { "name": "Sam Example", "email": "name@domain.com" } }\n}</code></pre>`,
    }),
    '/blog': page({
      path: '/blog',
      title: 'Blog',
      main: `<h1>The Brightdesk blog</h1>\n<ul class="posts">${POSTS.map((p) => `<li><a href="/blog/${p.slug}">${esc(p.title)}</a> <time datetime="${p.date}">${p.date}</time> · ${esc(p.author)}</li>`).join('\n')}</ul>`,
    }),
    '/internal/oncall': page({
      path: '/internal/oncall',
      title: 'On-call rota (internal)',
      main: `<h1>On-call rota</h1>\n<p>Pager: ${ONCALL[0]} · Escalation: Eoin Murphy, ${ONCALL[1]}</p>`,
    }),
    '/sitemaps/pages.xml': xmlPage(urlset(HOST, ['/', '/pricing', '/company', '/careers', '/contact', '/security', '/legal/privacy', '/docs', '/docs/cli', '/docs/webhooks'])),
    '/sitemaps/blog.xml': xmlPage(urlset(HOST, ['/blog', ...POSTS.map((p) => `/blog/${p.slug}`)])),
  };
  for (const p of POSTS) {
    const author = { '@type': 'Person', name: p.author, ...(p.authorTitle ? { jobTitle: p.authorTitle } : {}), ...(p.authorEmail ? { email: p.authorEmail } : {}) };
    out[`/blog/${p.slug}`] = page({
      path: `/blog/${p.slug}`,
      title: p.title,
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: p.title, datePublished: p.date, author, publisher: { '@id': ORG_ID } }],
      main: `<article><h1>${esc(p.title)}</h1>\n<p class="byline">By ${esc(p.author)} · <time datetime="${p.date}">${p.date}</time></p>\n<p>${esc(p.text)}</p>\n<p><a href="/blog">← All posts</a></p></article>`,
    });
  }
  return out;
}

const addresses: TruthAddress[] = [
  { address: A.hello, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-mailto', 'json-ld-only'] },
  { address: A.sales, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
  { address: A.support, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'json-ld-only'] },
  { address: A.aoife, name: 'Aoife Brennan', title: 'Co-founder & CEO', pages: ['/'], cases: ['json-ld-person', 'json-ld-only'] },
  { address: A.ravi, name: 'Ravi Menon', title: 'Co-founder & CTO', pages: ['/'], cases: ['json-ld-person', 'json-ld-mailto', 'json-ld-only'] },
  { address: A.daniel, name: 'Daniel Ortiz', title: 'VP Sales', pages: ['/company'], cases: ['json-ld-person', 'json-ld-only', 'post-nominal'] },
  { address: A.marta, name: 'Marta Kowalczyk', title: 'Head of Engineering', pages: ['/company'], cases: ['json-ld-person', 'json-ld-mailto', 'json-ld-only', 'post-nominal'] },
  { address: A.niamh, name: 'Niamh Gallagher', title: 'Head of Customer Success', pages: ['/company'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
  { address: A.conor, name: 'Conor Walsh', title: 'Product Marketing Manager', pages: ['/blog/how-we-cut-first-response-time'], cases: ['deep-page', 'link-english-unlisted', 'json-ld-person', 'json-ld-only'] },
  { address: A.fiona, name: 'Fiona Doyle', title: 'Talent Partner', pages: ['/careers'], cases: ['prose', 'plain'] },
  { address: A.jobs, name: null, title: null, pages: ['/careers'], cases: ['role', 'plain'] },
  { address: A.press, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
  { address: A.siobhan, name: 'Siobhán Kelly', title: 'Head of Partnerships', pages: ['/contact'], cases: ['card', 'plain'] },
  { address: A.security, name: null, title: null, pages: ['/security'], cases: ['role', 'link-english-unlisted', 'plain'] },
  { address: A.privacy, name: null, title: null, pages: ['/legal/privacy'], cases: ['role', 'plain'] },
  { address: A.dpo, name: null, title: null, pages: ['/legal/privacy'], cases: ['role', 'plain'] },
  { address: A.developers, name: null, title: null, pages: ['/docs'], cases: ['role', 'link-english-unlisted', 'plain'] },
];

export function brightdesk(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /internal/\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/pages.xml', '/sitemaps/blog.xml']),
      pages: pages(),
      headers: { Server: 'Vercel', 'X-Vercel-Cache': 'HIT', 'X-Powered-By': 'Next.js' },
    },
    truth: {
      domain: HOST,
      set: 'tuning',
      languages: ['en'],
      addresses,
      pattern: '{first}',
      statedPattern: { page: '/careers', text: SCHEME },
      disallowed: ['/internal/oncall'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: GIT, kind: 'git' },
        { text: 'sdk@2.4.1', kind: 'package' },
        { text: 'node@20.11', kind: 'package' },
        { text: 'jane.doe@example.com', kind: 'placeholder' },
        { text: 'you@yourcompany.com', kind: 'placeholder' },
        { text: 'name@domain.com', kind: 'placeholder' },
        ...ONCALL.map((text) => ({ text, kind: 'disallowed' as const })),
      ],
    },
  };
}
