/**
 * Voltvik Cycles: a Swedish-British e-bike maker (workshop in Gothenburg, showroom in Bristol), on
 * TYPO3, in English with a Swedish section. The founders in prose on "Meet the makers" (one with
 * post-nominals), the production lead's address in TYPO3's "(at)" spam protection, dealer and
 * press contacts as "Name, Title" lines, and the Swedish service lead as a "Title: Name" line two
 * links from home. A package version on the developers' page and the warranty portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'voltvik.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  en: [
    ['/bikes', 'Bikes'],
    ['/meet-the-makers', 'Meet the makers'],
    ['/dealer-network', 'Dealer network'],
    ['/newsroom', 'Newsroom'],
    ['/developers', 'Ride API'],
    ['/sv', 'Svenska'],
  ],
  sv: [
    ['/sv/cyklar', 'Cyklar'],
    ['/sv/kundservice', 'Kundservice'],
    ['/', 'English'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Voltvik Cycles',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4f1e2d3c4b5a69788796a5b4c3d2e1f0-min.css?1712345678" media="all">',
    '<script src="/typo3temp/assets/compressed/merged-a1b2c3d4e5f60718293a4b5c6d7e8f90-min.js?1712345678"></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('sv') ? 'sv' : 'en';
    return `<header class="frame-header"><a class="navbar-brand" href="${lang === 'sv' ? '/sv' : '/'}"><img src="/fileadmin/voltvik/logo.svg" alt="Voltvik"></a><nav class="navbar-main"><ul>${MENU[lang]!.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`;
  },
  footer: (p) =>
    `<footer id="page-footer"><div class="container"><p>Voltvik Cycles AB · Ringön, Järnmalmsgatan 4, 417 07 Göteborg · Voltvik Cycles Ltd · 12 Wapping Wharf, Bristol BS1 4RH</p><p>${mailto(`support@${HOST}`)} · ${tel('+46 31 701 22 80')}</p>` +
    `<p><a href="/privacy">${p.lang.startsWith('sv') ? 'Integritet' : 'Privacy'}</a> · <a href="/warranty-portal">Warranty portal</a></p></div></footer>`,
  privacyPath: { en: '/privacy', sv: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'en' });
const ce = (html: string): string => `<div class="frame frame-default frame-type-text"><div class="ce-bodytext">${html}</div></div>`;

/** TYPO3's spamProtectEmailAddresses = 2: the href shifted by two, the text with atSubst "(at)". */
function typo3Crypt(address: string): string {
  const shifted = [...`mailto:${address}`].map((c) => String.fromCharCode(c.charCodeAt(0) + 2)).join('');
  const [local, domain] = address.split('@');
  return `<a href="#" data-mailto-token="${esc(shifted)}" data-mailto-vector="2">${local}(at)${domain}</a>`;
}

export function voltvik(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { en: '/', sv: '/sv' };
  pages['/'] = page({
    path: '/',
    title: 'Hand-built e-bikes from Gothenburg',
    alternates: alt,
    main: ce(`<h1>Built on Ringön. Ridden everywhere.</h1><p>Steel-framed cargo and commuter e-bikes with mid-drive motors, belt drives and batteries we can repair. Designed in Gothenburg, sold in Sweden and the UK.</p><p><a href="/bikes">See the range</a></p>`),
  });
  pages['/bikes'] = page({ path: '/bikes', title: 'Bikes', alternates: { en: '/bikes', sv: '/sv/cyklar' }, main: ce(`<h1>The range</h1><ul><li>Voltvik Hamn – longtail cargo, 90 km range</li><li>Voltvik Stad – step-through commuter</li><li>Voltvik Fjäll – gravel e-bike</li></ul>`) });
  pages['/meet-the-makers'] = page({
    path: '/meet-the-makers',
    title: 'Meet the makers',
    main: ce(
      `<h1>Meet the makers</h1><p>Voltvik began in 2019 when Elin Magnusson, our co-founder and CEO, welded her first cargo frame in a shared workshop; you can reach her directly at ${mailto(`elin@${HOST}`)}.</p>` +
        `<p>Her co-founder David Carter CEng MIMechE, Chief Engineer, ran drivetrain projects in Coventry before moving to Sweden. Questions about motors and batteries: ${mailto(`david@${HOST}`)}.</p>` +
        `<p>Every frame is checked by Maja Sund, Production Lead at the Gothenburg workshop – ${typo3Crypt(`maja@${HOST}`)}.</p>`,
    ),
  });
  pages['/dealer-network'] = page({
    path: '/dealer-network',
    title: 'Dealer network',
    main: ce(`<h1>Become a Voltvik dealer</h1><p>We work with around 40 independent bike shops.</p><p>Karin Holm, Nordic Sales Manager, ${mailto(`karin@${HOST}`)}<br>Tom Reilly, UK &amp; Ireland Dealer Development Manager, ${mailto(`tom@${HOST}`)}</p>`),
  });
  pages['/newsroom'] = page({
    path: '/newsroom',
    title: 'Newsroom',
    main: ce(`<h2>Voltvik opens Bristol showroom</h2><p class="news-date">3 March 2025</p><p>The new showroom on Wapping Wharf offers test rides and a service bay.</p><p class="press-contact">Media enquiries: Sophie Grant, Head of Communications, ${mailto(`sophie@${HOST}`)}, +44 117 496 0321</p>`),
  });
  pages['/developers'] = page({
    path: '/developers',
    title: 'Ride API',
    main: ce(`<h1>Ride API for fleet operators</h1><p>Install our client library:</p><pre><code>npm install @voltvik/ride-api@2.3.1</code></pre><p>Fleet keys are issued through your dealer.</p>`),
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: ce(`<h1>Privacy notice</h1><p>Ride data from connected bikes stays on EU servers and is deleted after 24 months.</p>`) });
  pages['/warranty-portal'] = page({ path: '/warranty-portal', title: 'Warranty portal', main: ce(`<h1>Warranty claims</h1><p>Dealers only. Questions: ${mailto(`warranty-ops@${HOST}`)}</p>`) });
  pages['/sv'] = page({
    path: '/sv',
    title: 'Handbyggda elcyklar från Göteborg',
    lang: 'sv',
    alternates: alt,
    main: ce(`<h1>Byggda på Ringön</h1><p>Elcyklar med stålram, mittmotor och remdrift – och batterier som går att laga.</p><p><a href="/sv/kundservice">Service och reparationer</a></p>`),
  });
  pages['/sv/cyklar'] = page({ path: '/sv/cyklar', title: 'Cyklar', lang: 'sv', alternates: { en: '/bikes', sv: '/sv/cyklar' }, main: ce(`<h1>Modeller</h1><p>Hamn, Stad och Fjäll – provcykla i verkstaden på Ringön.</p>`) });
  pages['/sv/kundservice'] = page({
    path: '/sv/kundservice',
    title: 'Kundservice',
    lang: 'sv',
    main: ce(`<h1>Kundservice</h1><p>Frågor om beställningar och leveranser: ${mailto(`support@${HOST}`)}</p><p>Serviceansvarig verkstad Göteborg: Emil Björk, ${mailto(`emil@${HOST}`)}</p><p>Reservdelar och batteribyten: Linnea Ström, reservdelsansvarig, ${mailto(`linnea@${HOST}`)}</p>`),
  });

  const ul: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /warranty-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/bikes', '/meet-the-makers', '/dealer-network', '/newsroom', '/developers', '/privacy', '/sv', '/sv/cyklar', '/sv/kundservice'], '2025-03-05'),
      pages,
      headers: { Server: 'Apache', 'X-TYPO3-Parsetime': '42ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-93',
      languages: ['en', 'sv'],
      addresses: [
        { address: `support@${HOST}`, name: null, title: null, pages: ['/', '/sv/kundservice'], cases: ['role', 'plain'] },
        { address: `elin@${HOST}`, name: 'Elin Magnusson', title: 'co-founder and CEO', titleAlternatives: ['CEO'], pages: ['/meet-the-makers'], cases: ['prose', 'plain', ul] },
        { address: `david@${HOST}`, name: 'David Carter', title: 'Chief Engineer', titleAlternatives: ['co-founder'], pages: ['/meet-the-makers'], cases: ['prose', 'post-nominal', 'plain', ul] },
        { address: `maja@${HOST}`, name: 'Maja Sund', title: 'Production Lead', pages: ['/meet-the-makers'], cases: ['prose', 'name-title-line', 'obfuscated', ul] },
        { address: `karin@${HOST}`, name: 'Karin Holm', title: 'Nordic Sales Manager', pages: ['/dealer-network'], cases: ['name-title-line', 'plain', ul] },
        { address: `tom@${HOST}`, name: 'Tom Reilly', title: 'UK & Ireland Dealer Development Manager', titleAlternatives: ['Dealer Development Manager'], pages: ['/dealer-network'], cases: ['name-title-line', 'plain', ul] },
        { address: `sophie@${HOST}`, name: 'Sophie Grant', title: 'Head of Communications', pages: ['/newsroom'], cases: ['label-line', 'plain', ul] },
        { address: `emil@${HOST}`, name: 'Emil Björk', title: 'Serviceansvarig verkstad Göteborg', titleAlternatives: ['Serviceansvarig'], pages: ['/sv/kundservice'], cases: ['title-name-line', 'deep-page', 'plain', 'link-non-english'] },
        { address: `linnea@${HOST}`, name: 'Linnea Ström', title: 'reservdelsansvarig', pages: ['/sv/kundservice'], cases: ['name-title-line', 'deep-page', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/warranty-portal'],
      nonAddresses: [
        { text: 'ride-api@2.3.1', kind: 'package' },
        { text: `warranty-ops@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
