/**
 * Kestrel Signal Works: a small maker of Eurorack synthesizer modules in Sheffield, on a
 * hand-rolled Hugo theme, British English. The workshop team on "The bench" as cards (a "Dr" and
 * a "CEng MIET"), most addresses written by the theme's e-mail shortcode, a script that glues the
 * address together from pieces; the press contact as "Function: Name – address", the job advert's
 * "Name, Title – address" line. The firmware page's git clone URL and package version, the
 * newsletter field's placeholder, a stockist's address and the dealer portal (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kestrel-signal-works.test';
const ORIGIN = `http://${HOST}`;

const NAV: [string, string][] = [
  ['/modules/', 'Modules'],
  ['/the-bench/', 'The bench'],
  ['/support/', 'Manuals & firmware'],
  ['/stockists/', 'Stockists'],
  ['/press/', 'Press'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kestrel Signal Works',
  head: [
    '<meta name="generator" content="Hugo 0.125.4">',
    `<link rel="stylesheet" href="${ORIGIN}/css/main.min.3f9c1e0b7a.css" integrity="sha256-Pj8x1bY2mQ0n4cW6d9eF5gH7iJ3kL1oP2qR4sT6uV8w=">`,
    `<link rel="alternate" type="application/rss+xml" href="${ORIGIN}/index.xml" title="Kestrel Signal Works">`,
    '<script defer data-domain="kestrel-signal-works.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: () =>
    `<header class="site-header"><div class="wrap"><a class="site-title" href="/">Kestrel <span>Signal Works</span></a><nav class="site-nav"><ul>${NAV.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="wrap"><div class="footer-col"><p>Kestrel Signal Works Ltd · Unit 4, Kelham Island Works, 51 Alma Street, Sheffield S3 8SA<br>Registered in England &amp; Wales no. 12741193</p><p>Say hello: ${mailto(`hello@${HOST}`)}</p><p><a href="/jobs/assembly-technician/">We're hiring: assembly technician</a></p></div>` +
    `<div class="footer-col"><form class="newsletter" action="https://buttondown.email/api/emails/embed-subscribe/kestrelsignal" method="post" target="popupwindow"><label for="bd-email">New modules, firmware and the odd patch idea, about once a month</label><input type="email" name="email" id="bd-email" placeholder="you@example.com"><input type="submit" value="Subscribe"></form></div>` +
    `<p class="colophon">© 2025 Kestrel Signal Works · Built with Hugo · <a href="/privacy/">Privacy</a></p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

const article = (title: string, html: string): string => `<article class="page"><div class="wrap"><h1 class="page-title">${esc(title)}</h1><div class="content">${html}</div></div></article>`;

/** What the theme's {{< email >}} shortcode renders. */
const emailScript = (user: string): string =>
  `<script>(function(){var u='${user}',d='kestrel-signal-works'+'.'+'test';var a=u+'@'+d;var el=document.getElementById('eml-${user}');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script>`;
const emailShortcode = (user: string): string => `<span class="eml" id="eml-${user}">(turn on JavaScript to see the address)</span>${emailScript(user)}`;

type Member = { shown: string; name: string; title: string; user: string; scripted: boolean; bio: string; cases: CaseKind[] };
const BENCH: Member[] = [
  { shown: 'Dr Ellen Marsh', name: 'Ellen Marsh', title: 'Founder & Lead Designer', user: 'ellen', scripted: true, bio: 'Spent ten years designing DSP for hearing aids before the first Kestrel filter came off the kitchen table in 2016.', cases: ['honorific'] },
  { shown: 'Owen Pryce CEng MIET', name: 'Owen Pryce', title: 'Production Engineer', user: 'owen', scripted: true, bio: 'Looks after the pick-and-place line, the test jigs and anything that smells of solder.', cases: ['post-nominal'] },
  { shown: 'Nadia Rahman', name: 'Nadia Rahman', title: 'Firmware Developer', user: 'nadia', scripted: true, bio: 'Writes the code inside Tern and Merlin, and answers the hard questions on the forum.', cases: [] },
  { shown: 'Callum Reid', name: 'Callum Reid', title: 'Dealer & Wholesale Manager', user: 'callum', scripted: false, bio: 'Your contact if you run a shop and want to stock our modules.', cases: [] },
  { shown: 'Gareth Lloyd', name: 'Gareth Lloyd', title: 'Test & QA Lead', user: 'gareth', scripted: false, bio: 'Every module is calibrated and burnt in for 24 hours on Gareth’s rack before it ships.', cases: [] },
];

export function kestrelSignalWorks(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Eurorack modules, hand-built in Sheffield',
    main: `<section class="hero"><div class="wrap"><h1>Eurorack modules, hand-built in Sheffield</h1><p>Filters, envelopes and strange little sequencers, designed and assembled in a former cutlery works on Kelham Island.</p><p><a class="button" href="/modules/">See the modules</a> <a class="button button-ghost" href="/the-bench/">Who builds them</a></p></div></section>`,
  });

  pages['/modules'] = page({
    path: '/modules',
    title: 'Modules',
    main: article('Modules', '<ul class="module-list"><li><strong>Tern</strong> – dual morphing filter, 12HP, £289</li><li><strong>Merlin</strong> – function generator and envelope, 8HP, £199</li><li><strong>Wren</strong> – 16-step trigger sequencer, 6HP, £149</li></ul>'),
  });

  pages['/the-bench'] = page({
    path: '/the-bench',
    title: 'The bench',
    main: article(
      'The bench',
      `<p>Seven of us, one workshop, a lot of coffee. Here is who you might hear from.</p><div class="people-grid">` +
        BENCH.map(
          (m) =>
            `<div class="person"><img src="/images/people/${m.user}.jpg" alt="${esc(m.name)}" width="320" height="320" loading="lazy"><h2 class="person-name">${esc(m.shown)}</h2><p class="person-role">${esc(m.title)}</p><p class="person-bio">${esc(m.bio)}</p><p class="person-email">${m.scripted ? emailShortcode(m.user) : mailto(`${m.user}@${HOST}`)}</p></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/support'] = page({
    path: '/support',
    title: 'Manuals & firmware',
    main: article(
      'Manuals & firmware',
      `<p>Manuals are PDFs; firmware updates go over USB-C with the Kestrel Updater or from the command line.</p>` +
        `<h2>Building the firmware yourself</h2><pre><code>git clone git@github.com:kestrel-signal/tern-firmware.git\ncd tern-firmware &amp;&amp; make TARGET=tern\n</code></pre>` +
        `<p>The browser patch editor talks SysEx through our small library: <code>npm install @kestrel-signal/tern-sysex@2.3.1</code></p>` +
        `<p>Something not working? Write to ${mailto(`support@${HOST}`)} with the module's serial number; we usually answer within two working days.</p>`,
    ),
  });

  pages['/stockists'] = page({
    path: '/stockists',
    title: 'Stockists',
    main: article(
      'Stockists',
      `<ul><li>Signal Path Synths, Leeds – orders@signalpathsynths.co.uk</li><li>Patch &amp; Tweak, Bristol</li><li>Modular Haus, Berlin</li></ul><p>Existing dealers can reorder through the <a href="/dealers/portal/">dealer portal</a>.</p>`,
    ),
  });

  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    main: article(
      'Press',
      `<p>Logos, product photos and the press kit (ZIP, 48 MB) are free to use in reviews and news about our modules.</p><p>Press &amp; artist relations: Hannah Doyle – ${mailto(`hannah@${HOST}`)}</p><p>Review units are lent for four weeks and shipped within the UK and EU.</p>`,
    ),
  });

  pages['/jobs/assembly-technician'] = page({
    path: '/jobs/assembly-technician',
    title: 'Assembly technician',
    main: article(
      'Assembly technician (full time, Sheffield)',
      `<p>We're looking for someone with steady hands and a good eye to build, test and pack modules: through-hole soldering, front-panel assembly and running the calibration jigs. £25,500–£28,000, 4-day week available.</p>` +
        `<p>Send a CV and a few lines about something you've built to Rosie Tan, Operations Manager – ${mailto(`rosie@${HOST}`)}. Closing date 30 May 2025.</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: article('Privacy', '<p>We use Plausible for cookie-free visitor statistics and Buttondown for the newsletter. We never sell your data.</p>') });
  pages['/dealers/portal'] = page({ path: '/dealers/portal', title: 'Dealer portal', main: article('Dealer portal', `<p>Trade prices and stock levels. Need a login? Email ${mailto(`trade@${HOST}`)}.</p>`) });

  const ul: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /dealers/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/modules/', '/the-bench/', '/support/', '/stockists/', '/press/', '/jobs/assembly-technician/', '/privacy/'], '2025-04-28'),
      pages,
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01HWJ3Q8ZK4X7TV2M9C5RB6N1E' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-111',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/the-bench'], cases: ['role', 'plain'] },
        { address: `support@${HOST}`, name: null, title: null, pages: ['/support'], cases: ['role', 'plain'] },
        ...BENCH.map((m) => ({
          address: `${m.user}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/the-bench'],
          ...(m.scripted ? { encoded: { kind: 'script' as const, text: emailScript(m.user) } } : {}),
          cases: ['card', m.scripted ? 'script-concat' : 'plain', ul, ...m.cases] as CaseKind[],
        })),
        { address: `hannah@${HOST}`, name: 'Hannah Doyle', title: 'Press & artist relations', pages: ['/press'], cases: ['title-name-line', 'plain'] },
        { address: `rosie@${HOST}`, name: 'Rosie Tan', title: 'Operations Manager', pages: ['/jobs/assembly-technician'], cases: ['name-title-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/dealers/portal'],
      nonAddresses: [
        { text: `trade@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:kestrel-signal/tern-firmware.git', kind: 'git' },
        { text: 'tern-sysex@2.3.1', kind: 'package' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'orders@signalpathsynths.co.uk', kind: 'other-company' },
      ],
    },
  };
}
