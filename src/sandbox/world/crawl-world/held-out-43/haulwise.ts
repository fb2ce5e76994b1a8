/**
 * Haulwise: a UK freight-matching start-up (English), a Next.js marketing site. The team as cards
 * on a "Meet the crew" page (one with an MBA), the two founders also as JSON-LD Persons on the
 * about page; the contact page states the scheme (firstname@…); the engineering lead's address
 * written "[at] … [dot]" on the developers page, the head of communications and the talent
 * partner in running text. The SDK's git URL and npm version, the form placeholder, the carrier
 * app (disallowed) and a customs broker's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'haulwise-logistics.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/how-it-works', 'How it works'],
  ['/about', 'About'],
  ['/meet-the-crew', 'Meet the crew'],
  ['/developers', 'Developers'],
  ['/careers', 'Careers'],
  ['/press', 'Press'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Haulwise',
  head: ['<meta name="next-head-count" content="12">', `<link rel="preload" href="${ORIGIN}/_next/static/css/7b1e0f4a9c2d.css" as="style">`, `<link rel="stylesheet" href="${ORIGIN}/_next/static/css/7b1e0f4a9c2d.css" data-n-g="">`],
  header: (p) =>
    `<div id="__next"><header class="flex items-center justify-between px-6 py-4"><a href="/" class="font-bold text-xl">haulwise</a><nav class="hidden md:flex gap-6">${MENU.map(([href, label]) => `<a href="${href}" class="${href === p.path ? 'text-brand-600' : 'text-slate-700'}">${esc(label)}</a>`).join('')}</nav><a href="/app" class="btn btn-primary">Carrier login</a></header>`,
  footer: () =>
    `<footer class="bg-slate-900 text-slate-300 px-6 py-10"><div class="grid md:grid-cols-3 gap-8"><div><p class="font-bold">haulwise</p><p>Haulwise Ltd, Unit 4, Sheaf Bank Business Park, Sheffield S2 3DA. Registered in England &amp; Wales, no. 14127785.</p></div>` +
    `<div><p>Say hello: ${mailto(`hello@${HOST}`)}</p></div><div><a href="/privacy">Privacy</a> · <a href="/contact">Contact</a></div></div><p class="text-xs mt-6">© 2025 Haulwise Ltd</p></footer></div>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [`<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/","buildId":"k3Jx9qVbP2","nextExport":true}</script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const section = (title: string, html: string): string => `<section class="max-w-4xl mx-auto px-6 py-12"><h1 class="text-4xl font-semibold mb-6">${esc(title)}</h1>${html}</section>`;

type Crew = { shown: string; name: string; title: string; local: string; cases: CaseKind[] };
const CREW: Crew[] = [
  { shown: 'Priya Raman', name: 'Priya Raman', title: 'Co-founder & CEO', local: 'priya', cases: ['json-ld-person'] },
  { shown: 'Daniel Okafor', name: 'Daniel Okafor', title: 'Co-founder & CTO', local: 'daniel', cases: ['json-ld-person'] },
  { shown: 'Hannah Lowe, MBA', name: 'Hannah Lowe', title: 'Head of Operations', local: 'hannah', cases: ['post-nominal'] },
  { shown: 'Marcus Feld', name: 'Marcus Feld', title: 'Head of Partnerships', local: 'marcus', cases: [] },
  { shown: 'Grace Whitmore', name: 'Grace Whitmore', title: 'Customer Success Manager', local: 'grace', cases: [] },
];

export function haulwise(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const founders = CREW.slice(0, 2);

  pages['/'] = page({
    path: '/',
    title: 'Empty miles, filled',
    main:
      `<section class="hero px-6 py-20"><h1 class="text-5xl font-bold">Empty miles, filled.</h1><p class="text-xl">Haulwise matches part loads to lorries already on the road, so small hauliers earn on the way back and shippers pay less.</p><a href="/how-it-works" class="btn">See how it works</a></section>` +
      `<section class="px-6 py-12"><p>Trusted by 1,400+ independent hauliers across the UK.</p></section>`,
  });
  pages['/how-it-works'] = page({
    path: '/how-it-works',
    title: 'How it works',
    main: section('How it works', `<ol class="list-decimal pl-6"><li>Shippers post a pallet or part load.</li><li>Our engine matches it to a lorry already running that lane.</li><li>Drivers accept in the app and get paid within 7 days.</li></ol><p>Cross-border loads clear customs through our broker partner, Channel Clear Ltd (bookings@channelclear.co.uk).</p>`),
  });
  pages['/about'] = page({
    path: '/about',
    title: 'About',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Haulwise Ltd',
        url: `${ORIGIN}/`,
        foundingDate: '2022',
        founder: founders.map((f) => ({ '@type': 'Person', name: f.name, jobTitle: f.title, email: `${f.local}@${HOST}` })),
      },
    ],
    main: section(
      'About Haulwise',
      `<p>Haulwise was started in 2022 by Priya Raman, who spent ten years planning routes for a grocery distributor, and Daniel Okafor, previously an engineer at a ride-hailing company. We were backed by Northern Seed Partners in 2023 and are now a team of 14 in Sheffield.</p><p>Want to know who we are? <a href="/meet-the-crew">Meet the crew</a>.</p>`,
    ),
  });
  pages['/meet-the-crew'] = page({
    path: '/meet-the-crew',
    title: 'Meet the crew',
    main: section(
      'Meet the crew',
      `<div class="grid sm:grid-cols-2 lg:grid-cols-3 gap-8">` +
        CREW.map(
          (c) =>
            `<div class="rounded-2xl shadow p-6"><img src="/images/crew/${c.local}.jpg" alt="" class="rounded-full w-24 h-24"><h3 class="text-lg font-semibold mt-4">${esc(c.shown)}</h3><p class="text-slate-500">${esc(c.title)}</p><a href="mailto:${c.local}@${HOST}" class="text-brand-600 text-sm">${c.local}@${HOST}</a></div>`,
        ).join('') +
        `</div><p class="mt-8">…plus nine brilliant engineers, ops and support people. We're <a href="/careers">hiring</a>.</p>`,
    ),
  });
  pages['/developers'] = page({
    path: '/developers',
    title: 'Developers',
    main: section(
      'Developers',
      `<p>Post loads and track jobs from your TMS with our REST API and Node SDK.</p>` +
        `<pre class="bg-slate-100 p-4 rounded"><code>npm install haulwise-sdk@2.1.0\n# or build from source\ngit clone git@github.com:haulwise/haulwise-node.git</code></pre>` +
        `<p>Questions about the API? Tom Brierley, Lead Backend Engineer, tom [at] haulwise-logistics [dot] test</p>`,
    ),
  });
  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: section(
      'Careers',
      `<ul><li>Senior Data Engineer (Sheffield / hybrid)</li><li>Carrier Success Associate</li></ul><p>Questions about a role? Ask Sam Patel, our Talent Partner, at ${mailto(`sam@${HOST}`)} – she reads every message.</p>`,
    ),
  });
  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    main: section(
      'Press',
      `<p>Press enquiries: ${mailto(`press@${HOST}`)}</p><p>For interviews and comment on road freight, contact our Head of Communications, Ellie Marsh, at ${mailto(`ellie@${HOST}`)}.</p><p><a href="/press/haulwise-press-kit.zip">Download the press kit</a></p>`,
    ),
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      'Contact us',
      `<p>General questions: ${mailto(`hello@${HOST}`)}. Want to reach someone specific? We're all firstname@haulwise-logistics.test.</p>` +
        `<form action="/api/contact" method="post" class="space-y-4"><input name="name" placeholder="Your name"><input type="email" name="email" placeholder="you@company.com"><textarea name="message" placeholder="How can we help?"></textarea><button type="submit">Send</button></form>`,
    ),
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: section('Privacy notice', `<p>Haulwise Ltd is the controller of the personal data described in this notice (ICO registration ZB412870).</p>`) });
  pages['/app'] = page({ path: '/app', title: 'Carrier login', main: section('Carrier login', `<p>Trouble signing in? Email ${mailto(`carriers@${HOST}`)}.</p>`) });

  const unlisted: CaseKind = 'link-english-unlisted';
  const everyPage = Object.keys(pages).filter((p) => p !== '/app');
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /api/\n`,
      pages,
      headers: { Server: 'Vercel', 'X-Vercel-Cache': 'HIT', 'X-Powered-By': 'Next.js' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-43',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        { address: `press@${HOST}`, name: null, title: null, pages: ['/press'], cases: ['role', 'plain'] },
        ...CREW.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: c.cases.includes('json-ld-person') ? ['/about', '/meet-the-crew'] : ['/meet-the-crew'],
          cases: ['card', 'plain', unlisted, ...c.cases] as CaseKind[],
        })),
        { address: `tom@${HOST}`, name: 'Tom Brierley', title: 'Lead Backend Engineer', pages: ['/developers'], cases: ['name-title-line', 'obfuscated'] },
        { address: `sam@${HOST}`, name: 'Sam Patel', title: 'Talent Partner', pages: ['/careers'], cases: ['prose', 'plain'] },
        { address: `ellie@${HOST}`, name: 'Ellie Marsh', title: 'Head of Communications', pages: ['/press'], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}',
      statedPattern: { page: '/contact', text: `firstname@${HOST}` },
      disallowed: ['/app'],
      nonAddresses: [
        { text: `firstname@${HOST}`, kind: 'scheme' },
        { text: `carriers@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:haulwise/haulwise-node.git', kind: 'git' },
        { text: 'haulwise-sdk@2.1.0', kind: 'package' },
        { text: 'you@company.com', kind: 'placeholder' },
        { text: 'bookings@channelclear.co.uk', kind: 'other-company' },
      ],
    },
  };
}
