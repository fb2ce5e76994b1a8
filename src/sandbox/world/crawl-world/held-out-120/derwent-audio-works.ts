/**
 * Derwent Audio Works: a small maker of Eurorack synthesiser modules in Hobart, Tasmania, with a
 * hand-built Hugo site in Australian English. The home page's JSON-LD has the support desk as a
 * contactPoint, the founder as a Person and the production manager only there, as the employee
 * of a department; "The Workshop" shows the team as schema.org Person cards in microdata, one
 * address built by the theme's e-mail shortcode from string pieces and one by
 * String.fromCharCode; the press page has a "Name, Title, address" line, the support page the
 * repairs mailbox written "[at]" / "[dot]", a job advert names the operations manager in a
 * sentence. The firmware's git clone URL, the patch editor's pinned library, the European
 * distributor's address and the wholesale portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'derwentaudioworks.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/modules/', 'Modules'],
  ['/about/', 'About'],
  ['/team/', 'The Workshop'],
  ['/dealers/', 'Dealers'],
  ['/support/', 'Support'],
  ['/press/', 'Press'],
  ['/jobs/', 'Jobs'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Derwent Audio Works',
  head: [
    '<meta name="generator" content="Hugo 0.126.1">',
    `<link rel="stylesheet" href="/css/main.min.8f3c2a1d9e0b7c6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a.css" integrity="sha256-jzwqHZ4LfGpfTj0sGwqfjn1sW0o/Lh0MuYp/bl1MOyo=" crossorigin="anonymous">`,
    '<link rel="preload" href="/fonts/ibm-plex-mono-v19-latin-regular.woff2" as="font" type="font/woff2" crossorigin>',
    '<script defer data-domain="derwentaudioworks.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (spec) =>
    `<header class="site-header"><div class="wrap"><a class="brand" href="/"><img src="/img/daw-mark.svg" width="44" height="44" alt=""> <span>Derwent Audio Works</span></a><nav class="nav" aria-label="Main"><ul>` +
    MENU.map(([href, label]) => `<li><a href="${href}"${spec.path === href.replace(/\/$/, '') ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="wrap"><p>Derwent Audio Works Pty Ltd · ABN 61 614 285 093 · Unit 3, 17 Cambridge Road, Bellerive TAS 7018</p><p>Support: ${mailto(`support@${HOST}`)} · ${tel('(03) 6244 1907')} (Mon–Fri, 10–4 AEST)</p><p>Designed and built in lutruwita / Tasmania. <a href="/index.xml">RSS</a></p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-au' });
const content = (html: string): string => `<div class="wrap"><article class="content">${html}</article></div>`;

/** What the theme's `{{< email >}}` shortcode writes: the address put together from pieces at run time. */
const concatScript = (user: string): string =>
  `(function(){var u='${user}',d='derwentaudioworks'+'.'+'test';var a=u+'@'+d;var e=document.getElementById('em-${user}');e.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();`;
const charScript = (address: string): string =>
  `document.write('<a href="mailto:' + String.fromCharCode(${charCodes(address)}) + '">' + String.fromCharCode(${charCodes(address)}) + '</a>');`;

type Person = { name: string; title: string; local: string; bio: string; how: 'plain' | 'concat' | 'charcode' };
const TEAM: Person[] = [
  { name: 'Hamish Clarke', title: 'Founder & Lead Designer', local: 'hclarke', how: 'plain', bio: 'Hamish designed the first Tidepool filter on his kitchen table in Sandy Bay in 2016. He still draws every schematic and signs off every production run.' },
  { name: 'Sophie Nguyen', title: 'Firmware Engineer', local: 'snguyen', how: 'concat', bio: 'Sophie writes the firmware for our digital modules and maintains the open-source Tidepool code. Ex-embedded engineer at a Melbourne medical device company.' },
  { name: 'Lachlan Hughes', title: 'Production Technician', local: 'lhughes', how: 'plain', bio: 'Lachlan hand-solders, calibrates and tests every module before it leaves Bellerive. If it has a QC sticker, Lachlan put it there.' },
  { name: 'Ellie Marchetti', title: 'Sales & Dealer Relations', local: 'emarchetti', how: 'charcode', bio: 'Ellie looks after our dealers in Australia, Japan, North America and Europe, and organises our trips to Superbooth and NAMM.' },
];

const personCard = (p: Person): string => {
  const address = `${p.local}@${HOST}`;
  const mail =
    p.how === 'plain'
      ? mailto(address, address, 'itemprop="email"')
      : p.how === 'concat'
        ? `<span class="obf-email" id="em-${p.local}">[enable JavaScript to see this address]</span><script>${concatScript(p.local)}</script>`
        : `<script>${charScript(address)}</script>`;
  return `<article class="person" itemscope itemtype="https://schema.org/Person"><img src="/img/team/${p.local}.webp" alt="${esc(p.name)}" width="320" height="320" loading="lazy"><h3 itemprop="name">${esc(p.name)}</h3><p class="role" itemprop="jobTitle">${esc(p.title)}</p><p>${esc(p.bio)}</p><p class="email">${mail}</p></article>`;
};

const JOB_PATH = '/jobs/pcb-assembly-technician';

export function derwentAudioWorks(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Eurorack modules made in Tasmania',
    description: 'Analogue and digital Eurorack synthesiser modules, designed and hand-built in Hobart, Tasmania.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#org`,
        name: 'Derwent Audio Works',
        legalName: 'Derwent Audio Works Pty Ltd',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/img/daw-mark.svg`,
        foundingDate: '2016',
        founder: { '@type': 'Person', name: 'Hamish Clarke', jobTitle: 'Founder & Lead Designer', email: `hclarke@${HOST}` },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: `support@${HOST}`, telephone: '+61-3-6244-1907', areaServed: 'Worldwide', availableLanguage: 'English' },
        department: [
          {
            '@type': 'Organization',
            name: 'Derwent Audio Works – Production',
            employee: { '@type': 'Person', name: 'Priya Raghunathan', jobTitle: 'Production Manager', email: `praghunathan@${HOST}` },
          },
        ],
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 3, 17 Cambridge Road', addressLocality: 'Bellerive', addressRegion: 'TAS', postalCode: '7018', addressCountry: 'AU' },
        sameAs: ['https://www.instagram.com/derwentaudioworks', 'https://www.modulargrid.net/e/vendors/view/1287', 'https://github.com/derwentaudio'],
      },
    ],
    main: content(
      `<h1>Small modules, big rivers of sound.</h1><p>We design and hand-build analogue filters, quad envelopes and a granular delay for Eurorack, in a small workshop on the eastern shore of the Derwent. Every module is calibrated and tested by a person, not a robot.</p>` +
        `<p><a class="button" href="/modules/">See the modules</a> <a class="button button--ghost" href="/dealers/">Find a dealer</a></p>`,
    ),
  });

  pages['/modules'] = page({
    path: '/modules',
    title: 'Modules',
    main: content(
      `<h1>Modules</h1><ul class="module-list"><li><h2>Tidepool</h2><p>12HP stereo 4-pole ladder filter with drive and CV-able resonance. A$489</p></li><li><h2>Four Currents</h2><p>8HP quad looping ADSR with per-channel curve control. A$369</p></li><li><h2>Estuary</h2><p>14HP stereo granular delay with 10 s buffer and clock sync. A$649</p></li></ul>`,
    ),
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About',
    main: content(
      `<h1>About</h1><p>Derwent Audio Works started in 2016, when founder Hamish Clarke sold twenty hand-soldered Tidepool filters on a modular forum to pay for a holiday. Nine years later we’re a team of six, still in Bellerive, still soldering the through-hole parts by hand.</p><p>All our PCBs are assembled in Australia and our front panels are anodised in Launceston.</p>`,
    ),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'The Workshop',
    main: content(`<h1>The Workshop</h1><p>The people who design, build and ship your modules.</p><div class="people">${TEAM.map(personCard).join('')}</div>`),
  });

  pages['/dealers'] = page({
    path: '/dealers',
    title: 'Dealers',
    main: content(
      `<h1>Dealers</h1><ul><li><strong>Australia:</strong> direct from us, or Synth Shack Melbourne and Rockinghorse Audio, Brisbane.</li><li><strong>Europe:</strong> Klangwerk Vertrieb GmbH, Berlin – info@klangwerk-vertrieb.de</li><li><strong>North America:</strong> Patchpoint Distribution, Portland OR.</li></ul>` +
        `<p>Existing dealers can order stock through our <a href="/wholesale/">wholesale portal</a>. Want to stock our modules? Get in touch with Ellie via <a href="/team/">The Workshop</a> page.</p>`,
    ),
  });

  pages['/support'] = page({
    path: '/support',
    title: 'Support',
    main: content(
      `<h1>Support</h1><p>Manuals, firmware and calibration notes for every module are on its product page. For anything else, email ${mailto(`support@${HOST}`)} and we’ll usually reply within two working days.</p>` +
        `<h2>Warranty &amp; repairs</h2><p>All modules carry a two-year warranty. Before sending anything back, please email repairs [at] derwentaudioworks [dot] test with your serial number and a description of the fault so we can issue an RMA number.</p>` +
        `<h2>Firmware</h2><p>Estuary’s firmware is open source (GPL-3.0). To build it yourself:</p><pre><code>git clone git@github.com:derwentaudio/estuary-firmware.git\ncd estuary-firmware\nmake TARGET=estuary_v2</code></pre><p>The browser-based patch editor loads webmidi@3.1.8 from a CDN and works in Chrome, Edge and Opera.</p>`,
    ),
  });

  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    main: content(
      `<h1>Press</h1><p>Hi-res product photos and logos are in our <a href="/press/kit.zip">press kit</a> (48 MB).</p><p>Review units and interviews:</p><p>Tom Beaumont, Marketing Coordinator, ${mailto(`tbeaumont@${HOST}`)}</p>`,
    ),
  });

  pages['/jobs'] = page({
    path: '/jobs',
    title: 'Jobs',
    main: content(`<h1>Jobs</h1><ul><li><a href="${JOB_PATH}/">PCB Assembly Technician (part-time, Bellerive)</a></li></ul>`),
  });

  pages[JOB_PATH] = page({
    path: JOB_PATH,
    title: 'PCB Assembly Technician',
    main: content(
      `<h1>PCB Assembly Technician (part-time)</h1><p>Three days a week in our Bellerive workshop: hand-soldering through-hole components, mechanical assembly, and running our test jigs. Fine soldering experience essential; an interest in synths is a bonus but not required. A$34–38/hr plus super.</p>` +
        `<p>To apply, send a short cover letter and your CV to our Operations Manager, Jess Tran, at ${mailto(`jtran@${HOST}`)} by 30 June.</p>`,
    ),
  });

  pages['/wholesale'] = page({
    path: '/wholesale',
    title: 'Wholesale',
    main: content(`<h1>Wholesale portal</h1><p>Dealer log-in. New dealer accounts are set up by ${mailto(`wholesale@${HOST}`)}.</p>`),
  });

  const SOPHIE = concatScript('snguyen');
  const ELLIE = `emarchetti@${HOST}`;
  const teamCases = (p: Person): CaseKind[] =>
    p.how === 'concat' ? ['card', 'script-concat'] : p.how === 'charcode' ? ['card', 'script-charcode'] : ['card', 'microdata', 'plain', ...(p.local === 'hclarke' ? (['json-ld-person'] as CaseKind[]) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wholesale\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/modules/', '/about/', '/team/', '/dealers/', '/support/', '/press/', '/jobs/', `${JOB_PATH}/`], '2025-06-02'),
      pages,
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01J0F3K8Q2V7W9X5Y4Z6A1B3C5', 'Cache-Control': 'public,max-age=0,must-revalidate' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-120',
      languages: ['en'],
      addresses: [
        { address: `support@${HOST}`, name: null, title: null, pages: ['/', '/support'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `repairs@${HOST}`, name: null, title: null, pages: ['/support'], cases: ['role', 'obfuscated'] },
        ...TEAM.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          pages: p.local === 'hclarke' ? ['/team', '/'] : ['/team'],
          ...(p.how === 'concat' ? { encoded: { kind: 'script' as const, text: SOPHIE } } : {}),
          ...(p.how === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: charCodes(ELLIE) } } : {}),
          cases: teamCases(p),
        })),
        { address: `praghunathan@${HOST}`, name: 'Priya Raghunathan', title: 'Production Manager', pages: ['/'], cases: ['json-ld-only', 'json-ld-nested'] },
        { address: `tbeaumont@${HOST}`, name: 'Tom Beaumont', title: 'Marketing Coordinator', pages: ['/press'], cases: ['name-title-line', 'plain'] },
        { address: `jtran@${HOST}`, name: 'Jess Tran', title: 'Operations Manager', pages: [JOB_PATH], cases: ['prose', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/wholesale'],
      nonAddresses: [
        { text: `wholesale@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:derwentaudio/estuary-firmware.git', kind: 'git' },
        { text: 'webmidi@3.1.8', kind: 'package' },
        { text: 'info@klangwerk-vertrieb.de', kind: 'other-company' },
      ],
    },
  };
}
