/**
 * Skagerak Marine Insurance Brokers: a Nordic marine insurance broker in Gothenburg and Oslo, on a
 * custom-built site, in English. The brokers as schema.org microdata cards reached by "Brokers"
 * (a captain's rank and post-nominals beside the names), the claims page with a 24/7 label line and
 * a claims handler in character references, the contact page stating the address scheme. Traps:
 * the scheme itself, a placeholder in the enquiry form, the P&I club's address, and the
 * underwriter portal (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'skagerak-marine.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/what-we-place', 'What we place'],
  ['/brokers', 'Brokers'],
  ['/claims', 'Claims'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Skagerak Marine',
  head: ['<link rel="stylesheet" href="/assets/css/site.3f9a1c.css">', '<script defer src="/assets/js/app.7b2e04.js"></script>', '<link rel="icon" href="/assets/img/compass.svg">'],
  header: () =>
    `<div class="topbar"><span>Gothenburg · Oslo</span><span>24/7 claims line ${tel('+46 31 701 88 00')}</span></div><header class="hdr"><a class="hdr__logo" href="/"><img src="/assets/img/skagerak-marine.svg" alt="Skagerak Marine Insurance Brokers"></a><nav class="hdr__nav">${MENU.map(([h, l]) => `<a href="${h}">${esc(l)}</a>`).join('')}</nav></header>`,
  footer: () =>
    `<footer class="ftr"><div class="ftr__cols"><div><strong>Skagerak Marine Insurance Brokers AB</strong><br>Skeppsbron 3, 411 21 Göteborg, Sweden<br>Org. no. 556812-4470<br>${mailto(`office@${HOST}`)}</div><div>Authorised insurance intermediary, supervised by Finansinspektionen. Lloyd's accredited broker.</div><div><a href="/underwriters">Underwriter login</a> · <a href="/privacy">Privacy</a></div></div></footer>`,
  privacyPath: { en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });

type Broker = { shown: string; name: string; title: string; local: string; desk: string; phone: string };
const BROKERS: Broker[] = [
  { shown: 'Erik Dahl, MBA', name: 'Erik Dahl', title: 'Managing Director & Partner', local: 'erik.dahl', desk: 'Gothenburg', phone: '+46 31 701 88 01' },
  { shown: 'Capt. Lars Ohlsson', name: 'Lars Ohlsson', title: 'Senior Broker, Hull & Machinery', local: 'lars.ohlsson', desk: 'Gothenburg', phone: '+46 31 701 88 05' },
  { shown: 'Hanna Berg ACII', name: 'Hanna Berg', title: 'Account Executive, P&I and FD&D', local: 'hanna.berg', desk: 'Oslo', phone: '+47 22 40 31 12' },
  { shown: 'Maja Holm', name: 'Maja Holm', title: 'Broker – Cargo & Marine Liabilities', local: 'maja.holm', desk: 'Gothenburg', phone: '+46 31 701 88 09' },
  { shown: 'Nils Strand', name: 'Nils Strand', title: 'Head of Energy & Offshore', local: 'nils.strand', desk: 'Oslo', phone: '+47 22 40 31 15' },
];

const brokerCard = (b: Broker): string =>
  `<article class="person" itemscope itemtype="https://schema.org/Person"><img src="/media/people/${b.local}.jpg" alt=""><h3 itemprop="name">${esc(b.shown)}</h3><p itemprop="jobTitle">${esc(b.title)}</p><p class="desk">${esc(b.desk)} desk · <span itemprop="telephone">${esc(b.phone)}</span></p><p><a itemprop="email" href="mailto:${b.local}@${HOST}">${b.local}@${HOST}</a></p></article>`;

export function skagerakMarine(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Marine insurance broking for Nordic shipowners',
    main: `<section class="hero"><h1>Independent marine insurance broking since 1987</h1><p>We place hull, P&amp;I, cargo and offshore energy risks for owners and operators across the Nordics, in Lloyd's, the Norwegian market and with the International Group clubs.</p><p><a href="/brokers">Meet our brokers</a></p></section>`,
  });
  pages['/what-we-place'] = page({
    path: '/what-we-place',
    title: 'What we place',
    main: `<h1>What we place</h1><ul><li>Hull &amp; Machinery, Increased Value, Loss of Hire</li><li>P&amp;I and FD&amp;D entries</li><li>Cargo, stock throughput and project cargo</li><li>Offshore energy construction and operational risks</li></ul>`,
  });
  pages['/brokers'] = page({
    path: '/brokers',
    title: 'Brokers',
    main: `<h1>Our brokers</h1><p>Eleven people in two offices, most of us with a background at sea or at an insurer.</p><div class="people">${BROKERS.map(brokerCard).join('')}</div>`,
  });
  pages['/claims'] = page({
    path: '/claims',
    title: 'Claims',
    main:
      `<h1>Claims</h1><p>Report a casualty as soon as you can; we will notify underwriters and appoint surveyors. General claims correspondence: ${mailto(`claims@${HOST}`)}.</p>` +
      `<p class="emergency">Casualty line (24/7): Thomas Kvist, Claims Director, ${tel('+46 708 55 21 90')}, ${mailto(`thomas.kvist@${HOST}`)}</p>` +
      `<p>Claims Handler (cargo and liability): Linnea Sund, <a href="${entities(`mailto:linnea.sund@${HOST}`)}">${entities(`linnea.sund@${HOST}`)}</a></p>` +
      `<p>For P&amp;I matters you may also contact the club directly, e.g. claims.scandinavia@nordic-pi-club.test.</p>`,
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      `<h1>Contact</h1><div class="offices"><div><h2>Gothenburg</h2><p>Skeppsbron 3, 411 21 Göteborg<br>${tel('+46 31 701 88 00')}</p></div><div><h2>Oslo</h2><p>Rådhusgata 17, 0158 Oslo<br>${tel('+47 22 40 31 00')}</p></div></div>` +
      `<p>Email: ${mailto(`office@${HOST}`)}. Every colleague can be reached at firstname.lastname@${HOST}.</p>` +
      `<p>Office manager: Sara Lind, ${mailto(`sara.lind@${HOST}`)}</p>` +
      `<form class="enquiry"><label>Your email <input type="email" placeholder="you@example.com"></label><label>Vessel / IMO <input type="text"></label><button>Send enquiry</button></form>`,
  });
  pages['/underwriters'] = page({ path: '/underwriters', title: 'Underwriter login', main: `<h1>Underwriter login</h1><p>Access problems: ${mailto(`portal-admin@${HOST}`)}</p>` });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy notice', main: `<h1>Privacy notice</h1><p>Skagerak Marine Insurance Brokers AB is the controller of personal data processed through this website.</p>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /underwriters\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/what-we-place', '/brokers', '/claims', '/contact', '/privacy']),
      pages,
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-81',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `claims@${HOST}`, name: null, title: null, pages: ['/claims'], cases: ['role', 'plain'] },
        { address: `erik.dahl@${HOST}`, name: 'Erik Dahl', title: 'Managing Director & Partner', pages: ['/brokers'], cases: ['card', 'microdata', 'post-nominal', 'link-english-unlisted', 'plain'] },
        { address: `lars.ohlsson@${HOST}`, name: 'Lars Ohlsson', title: 'Senior Broker, Hull & Machinery', pages: ['/brokers'], cases: ['card', 'microdata', 'honorific', 'link-english-unlisted', 'plain'] },
        { address: `hanna.berg@${HOST}`, name: 'Hanna Berg', title: 'Account Executive, P&I and FD&D', pages: ['/brokers'], cases: ['card', 'microdata', 'post-nominal', 'link-english-unlisted', 'plain'] },
        { address: `maja.holm@${HOST}`, name: 'Maja Holm', title: 'Broker – Cargo & Marine Liabilities', pages: ['/brokers'], cases: ['card', 'microdata', 'link-english-unlisted', 'plain'] },
        { address: `nils.strand@${HOST}`, name: 'Nils Strand', title: 'Head of Energy & Offshore', pages: ['/brokers'], cases: ['card', 'microdata', 'link-english-unlisted', 'plain'] },
        { address: `thomas.kvist@${HOST}`, name: 'Thomas Kvist', title: 'Claims Director', pages: ['/claims'], cases: ['label-line', 'plain'] },
        { address: `linnea.sund@${HOST}`, name: 'Linnea Sund', title: 'Claims Handler', pages: ['/claims'], cases: ['title-name-line', 'entities'] },
        { address: `sara.lind@${HOST}`, name: 'Sara Lind', title: 'Office manager', pages: ['/contact'], cases: ['title-name-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: `firstname.lastname@${HOST}` },
      disallowed: ['/underwriters'],
      nonAddresses: [
        { text: `firstname.lastname@${HOST}`, kind: 'scheme' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'claims.scandinavia@nordic-pi-club.test', kind: 'other-company' },
        { text: `portal-admin@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
