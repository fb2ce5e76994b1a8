/**
 * Kestrelworks: a small software consultancy in Bristol (UK English), a static site built with
 * Eleventy. The people page ("Meet the people" in the menu) as cards marked up in RDFa Lite, with
 * British "Dr" and engineering post-nominals (CEng MIET); the managing director also as the
 * founder Person in the home page's JSON-LD, beside the contactPoint with the hello@ mailbox; a
 * job advert listed only in the jobs child of the sitemap index, its hiring contact in a sentence
 * with the address written "[at]" and "[dot]". A blog post's git clone URL and pinned package,
 * the retina logo and the client portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'kestrelworks-consulting.test';
const ORIGIN = `http://${HOST}`;
const addr = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/services', 'What we do'],
  ['/work', 'Our work'],
  ['/people', 'Meet the people'],
  ['/journal', 'Journal'],
  ['/contact', 'Say hello'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kestrelworks',
  head: ['<meta name="generator" content="Eleventy v2.0.1">', `<link rel="stylesheet" href="${ORIGIN}/css/site.4f2a91c.css">`, `<script defer data-domain="${HOST}" src="https://plausible.io/js/script.js"></script>`],
  header: () =>
    `<header class="masthead"><a class="masthead__logo" href="/"><img src="/img/kestrelworks-logo.png" srcset="/img/kestrelworks-logo@2x.png 2x" alt="Kestrelworks" width="160" height="40"></a>` +
    `<nav class="masthead__nav" aria-label="Main"><ul>${MENU.map(([href, label]) => `<li><a href="${href}/">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="site-footer__cols"><div><p>Kestrelworks Consulting Ltd<br>Unit 4, Paintworks, Bath Road, Bristol BS4 3EH</p><p>${mailto(addr('hello'))}</p></div>` +
    `<div><ul><li><a href="/client-portal/">Client portal</a></li><li><a href="/privacy/">Privacy &amp; cookies</a></li><li><a href="https://github.com/kestrelworks">GitHub</a></li></ul></div></div>` +
    `<p class="site-footer__legal">Registered in England and Wales, company no. 11837204. VAT GB 318 4422 07.</p></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

type Person = { prefix?: string; name: string; suffix?: string; title: string; local: string | null; bio: string };
const PEOPLE: Person[] = [
  { prefix: 'Dr', name: 'Helen Marsh', title: 'Co-founder & Managing Director', local: 'helen', bio: 'Helen spent a decade building trading systems before starting Kestrelworks in 2016. PhD in distributed systems from Bristol.' },
  { name: 'Rajesh Patel', suffix: 'CEng MIET', title: 'Co-founder & Technical Director', local: 'rajesh', bio: 'Raj looks after architecture and hiring, and still writes more Rust than he admits.' },
  { name: 'Owen Price', title: 'Principal Consultant', local: 'owen', bio: 'Cloud migrations, platform teams and the occasional rescue project.' },
  { name: 'Chloe Adeyemi', title: 'Delivery Lead', local: 'chloe', bio: 'Keeps our projects honest: scope, budgets and fortnightly demos.' },
  { name: 'Priya Nair', title: 'Head of Data', local: 'priya', bio: 'Data pipelines, analytics platforms and pragmatic machine learning.' },
  { name: 'Sam Whitfield', title: 'Platform Lead', local: null, bio: 'Kubernetes, Terraform and making deployments boring.' },
  { name: 'Tom Bradley', title: 'Associate Consultant', local: 'tom', bio: 'Joined us from the University of Bath placement scheme in 2023.' },
];

export function kestrelworks(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const helen = PEOPLE[0]!;

  pages['/'] = page({
    path: '/',
    title: 'Software consultancy in Bristol',
    description: 'Kestrelworks helps product teams build, fix and scale software: cloud platforms, data pipelines and web applications.',
    main: `<section class="hero"><h1>We help teams ship software they are proud of.</h1><p>A small, senior consultancy in Bristol. We design and build cloud platforms, data pipelines and web apps for scale-ups, charities and the public sector.</p><p><a class="button" href="/contact/">Start a conversation</a></p></section>`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kestrelworks Consulting Ltd',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/img/kestrelworks-logo.png`,
        founder: [
          { '@type': 'Person', name: helen.name, honorificPrefix: 'Dr', jobTitle: helen.title, email: addr('helen') },
          { '@type': 'Person', name: 'Rajesh Patel', jobTitle: 'Co-founder & Technical Director' },
        ],
        contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: addr('hello'), areaServed: 'GB', availableLanguage: 'English' },
      },
    ],
  });

  pages['/services'] = page({ path: '/services', title: 'What we do', main: `<h1>What we do</h1><ul><li>Cloud platforms on AWS and Azure</li><li>Data engineering and analytics</li><li>Web applications in TypeScript and Rust</li><li>Technical due diligence</li></ul>` });
  pages['/work'] = page({ path: '/work', title: 'Our work', main: `<h1>Our work</h1><article><h2>Rebuilding a charity's donations platform</h2><p>We moved a legacy PHP monolith to a managed platform with zero downtime during their biggest appeal of the year.</p></article>` });

  pages['/people'] = page({
    path: '/people',
    title: 'Meet the people',
    main:
      `<h1>Meet the people</h1><p>We are eleven people, most of us in Bristol, two in Cardiff. Here are the ones you are most likely to meet.</p><div class="people" vocab="https://schema.org/">` +
      PEOPLE.map(
        (p) =>
          `<article class="person-card" typeof="Person"><img property="image" src="/img/people/${p.name.toLowerCase().replace(' ', '-')}.jpg" alt="">` +
          `<h2>${p.prefix ? `<span property="honorificPrefix">${esc(p.prefix)}</span> ` : ''}<span property="name">${esc(p.name)}</span>${p.suffix ? ` <span property="honorificSuffix">${esc(p.suffix)}</span>` : ''}</h2>` +
          `<p class="person-card__role" property="jobTitle">${esc(p.title)}</p><p>${esc(p.bio)}</p>` +
          (p.local ? `<p><a property="email" href="mailto:${addr(p.local)}">${addr(p.local)}</a></p>` : '') +
          `</article>`,
      ).join('') +
      `</div>`,
  });

  pages['/journal'] = page({
    path: '/journal',
    title: 'Journal',
    main: `<h1>Journal</h1><ul class="posts"><li><a href="/journal/reproducible-infrastructure/">Reproducible infrastructure without the ceremony</a> – Owen Price, 12 March 2025</li></ul>`,
  });
  pages['/journal/reproducible-infrastructure'] = page({
    path: '/journal/reproducible-infrastructure',
    title: 'Reproducible infrastructure without the ceremony',
    main:
      `<article class="post"><h1>Reproducible infrastructure without the ceremony</h1><p class="byline">Owen Price, Principal Consultant · 12 March 2025</p>` +
      `<p>Every project starts from our module library. Clone it with</p><pre><code>git clone git@github.com:kestrelworks/terraform-modules.git</code></pre>` +
      `<p>and pin your tooling: we had a whole afternoon lost to a transitive upgrade until we pinned <code>aws-cdk-lib@2.133.0</code> in every repo.</p></article>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Say hello',
    main: `<h1>Say hello</h1><p>Tell us about your project, however rough the idea. We reply within one working day.</p><p>${mailto(addr('hello'))} · 0117 496 0824</p><p>Unit 4, Paintworks, Bath Road, Bristol BS4 3EH</p>`,
  });

  pages['/careers/platform-engineer'] = page({
    path: '/careers/platform-engineer',
    title: 'Platform Engineer (Bristol / hybrid)',
    main:
      `<h1>Platform Engineer</h1><p>£55,000–£68,000 · Bristol, two days a week in the studio · 25 days' holiday plus bank holidays · 6% pension</p>` +
      `<p>You'll join a team of four working on client platforms: Terraform, Kubernetes, GitHub Actions and a lot of careful writing.</p>` +
      `<p>Questions about the role? Sam Whitfield, our Platform Lead, is happy to chat – drop him a line at sam [at] kestrelworks-consulting [dot] test. To apply, send a CV and a few lines about something you built.</p>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy & cookies', main: `<h1>Privacy &amp; cookies</h1><p>We use Plausible Analytics, which sets no cookies.</p>` });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client portal', main: `<h1>Client portal</h1><p>Log in to see your project's status reports. Locked out? Email ${mailto(addr('support'))}.</p>` });
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/services', '/work', '/people', '/journal', '/journal/reproducible-infrastructure', '/contact', '/privacy'], '2025-03-20'));
  pages['/sitemap-jobs.xml'] = xmlPage(urlset(HOST, ['/careers/platform-engineer'], '2025-04-01'));

  const everyPage = Object.keys(pages).filter((p) => p !== '/client-portal' && !p.endsWith('.xml'));
  const personAddress = (p: Person): TruthAddress => ({
    address: addr(p.local!),
    name: p.name,
    title: p.title,
    pages: p === helen ? ['/', '/people'] : ['/people'],
    cases: ['card', 'rdfa', 'plain', 'link-english-unlisted', ...(p.prefix ? ['honorific'] : []), ...(p.suffix ? ['post-nominal'] : []), ...(p === helen ? ['json-ld-person'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal/\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-jobs.xml'], '2025-04-01'),
      pages,
      headers: { Server: 'Netlify', 'Cache-Control': 'public, max-age=0, must-revalidate' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-48',
      languages: ['en'],
      addresses: [
        { address: addr('hello'), name: null, title: null, pages: everyPage, cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...PEOPLE.filter((p) => p.local !== null).map(personAddress),
        { address: addr('sam'), name: 'Sam Whitfield', title: 'Platform Lead', pages: ['/careers/platform-engineer'], cases: ['prose', 'obfuscated', 'sitemap-index'] },
      ],
      pattern: '{first}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: addr('support'), kind: 'disallowed' },
        { text: 'git@github.com:kestrelworks/terraform-modules.git', kind: 'git' },
        { text: 'aws-cdk-lib@2.133.0', kind: 'package' },
        { text: 'kestrelworks-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
