/**
 * Hafnarvík Gear ehf., a maker of trawl doors, longlines and net gear in Grindavík, Iceland, on a
 * hand-built static site in English. The crew page ("Meet the crew", not a word a crawler looks
 * for) mixes prose bios (a doctor, a chartered engineer) with small cards and lists a logistics
 * coordinator only in its JSON-LD; the contact page has a ContactPoint, a label line written
 * "[at] … [dot]" and an address in character references; the North American sales page is listed
 * only in the gzip sitemap robots.txt names; the dealer portal is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hafnarvik-gear.test';
const ORIGIN = `http://${HOST}`;

const NAV: [string, string][] = [
  ['/gear', 'Our gear'],
  ['/crew', 'Meet the crew'],
  ['/workshop', 'The workshop'],
  ['/reach-us', 'Reach us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hafnarvík Gear',
  head: ['<link rel="stylesheet" href="/assets/css/main.3f9a1c.css">', '<script defer src="/assets/js/site.3f9a1c.js"></script>', '<link rel="icon" href="/assets/img/anchor-32.png">'],
  header: () =>
    `<div class="topbar"><a class="logo" href="/"><img src="/assets/img/hafnarvik-mark.svg" alt="Hafnarvík Gear" width="150"></a><ul class="mainnav">${NAV.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div>`,
  footer: () =>
    `<div class="bottom"><p>Hafnarvík Gear ehf. · Hafnargata 31, 240 Grindavík, Iceland · ${tel('+354 426 8800')} · ${mailto(`hello@${HOST}`)}</p><p>Kt. 540298-2219 · <a href="/dealer-portal">Dealer portal</a> · Built in-house, hosted in Reykjavík</p></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });
const wrap = (html: string): string => `<div class="wrap">${html}</div>`;

type Card = { name: string; title: string; local: string };
const CARDS: Card[] = [
  { name: 'Helga Magnúsdóttir', title: 'Production Manager', local: 'helga' },
  { name: 'Ragnar Eiríksson', title: 'Quality & Certification Lead', local: 'ragnar' },
  { name: 'Hanna Steinsdóttir', title: 'Customer Service', local: 'hanna' },
  { name: 'Arnar Pálsson', title: 'Marketing and Trade Shows', local: 'arnar' },
];

export function hafnarvik(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Fishing gear forged in Grindavík',
    main: wrap(`<h1>Gear that comes back up</h1><p>Trawl doors, longline systems and net rigging for the North Atlantic fleet since 1998. Designed, welded and tested on the Reykjanes peninsula.</p><p><a href="/gear">See our gear</a> · <a href="/crew">Meet the crew</a></p>`),
  });
  pages['/gear'] = page({ path: '/gear', title: 'Our gear', main: wrap(`<h1>Our gear</h1><ul><li>Vörður semi-pelagic trawl doors, 2.5–9 m²</li><li>Auto-baiting longline systems</li><li>Dyneema net rigging and repairs</li></ul>`) });
  pages['/workshop'] = page({ path: '/workshop', title: 'The workshop', main: wrap(`<h1>The workshop</h1><p>Our 3,400 m² hall by the harbour has a flume tank for door testing and a net loft with a 40-metre table.</p>`) });
  pages['/crew'] = page({
    path: '/crew',
    title: 'Meet the crew',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Hafnarvík Gear ehf.',
        url: `${ORIGIN}/`,
        employee: [
          { '@type': 'Person', name: 'Gunnar Hallsson', jobTitle: 'Founder & Managing Director', email: `gunnar@${HOST}` },
          { '@type': 'Person', name: 'Dagur Halldórsson', jobTitle: 'Logistics Coordinator', email: `dagur@${HOST}` },
        ],
      },
    ],
    main: wrap(
      `<h1>Meet the crew</h1>` +
        `<section class="bio"><h2>Gunnar Hallsson</h2><p>Gunnar fished for twenty years out of Grindavík before founding Hafnarvík Gear in his father's boat shed. As Founder &amp; Managing Director he still spends Fridays on the workshop floor – write to him at ${mailto(`gunnar@${HOST}`)}.</p></section>` +
        `<section class="bio"><h2>Dr. Birna Sigurðardóttir</h2><p>Birna leads our materials research, working on abrasion-resistant fibres with the University of Iceland. She is Head of Materials Research and can be reached at ${mailto(`birna@${HOST}`)}.</p></section>` +
        `<section class="bio"><h2>Einar Þórsson CEng MIMechE</h2><p>Chief Engineer, Trawl Doors. Einar designed the Vörður door and runs our flume-tank tests. ${mailto(`einar@${HOST}`)}</p></section>` +
        `<div class="crew-grid">${CARDS.map((c) => `<div class="crew-card"><img src="/assets/img/crew/${c.local}.webp" alt=""><h3>${esc(c.name)}</h3><span class="role">${esc(c.title)}</span><a href="mailto:${c.local}@${HOST}">${c.local}@${HOST}</a></div>`).join('')}</div>`,
    ),
  });
  pages['/reach-us'] = page({
    path: '/reach-us',
    title: 'Reach us',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Hafnarvík Gear ehf.',
        url: `${ORIGIN}/`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: `sales@${HOST}`, telephone: '+354 426 8810', areaServed: ['IS', 'NO', 'FO', 'GL', 'CA', 'US'] },
      },
    ],
    main: wrap(
      `<h1>Reach us</h1><p>Quotes and orders: <a href="mailto:${entities(`sales@${HOST}`)}">${entities(`sales@${HOST}`)}</a> · ${tel('+354 426 8810')}</p>` +
        `<p>Nordic &amp; Baltic fleet sales – Steinar Ólafsson, Sales Manager, ${tel('+354 862 4410')}, steinar [at] hafnarvik-gear [dot] test</p>` +
        `<p>Spare parts on a Sunday? Call the harbour duty phone ${tel('+354 862 4400')}.</p>`,
    ),
  });
  pages['/sales/north-america'] = page({
    path: '/sales/north-america',
    title: 'North America',
    main: wrap(
      `<h1>Hafnarvík Gear in North America</h1><p>Our doors fish off Newfoundland, Nova Scotia and Alaska. Freyja Karlsdóttir, Regional Sales Manager for North America, works from Halifax: <a href="mailto:${entities(`freyja@${HOST}`)}">${entities(`freyja@${HOST}`)}</a>.</p>`,
    ),
  });
  pages['/dealer-portal'] = page({ path: '/dealer-portal', title: 'Dealer portal', main: wrap(`<h1>Dealer portal</h1><p>Locked out? ${mailto(`dealers@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /dealer-portal\n\nSitemap: ${ORIGIN}/sitemaps/site.xml.gz\n`,
      pages: {
        ...pages,
        '/sitemaps/site.xml.gz': gzipXmlPage(urlset(HOST, ['/', '/gear', '/crew', '/workshop', '/reach-us', '/sales/north-america'], '2025-03-10')),
      },
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-85',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `sales@${HOST}`, name: null, title: null, pages: ['/reach-us'], cases: ['role', 'json-ld-contact-point', 'entities', 'link-english-unlisted'] },
        { address: `gunnar@${HOST}`, name: 'Gunnar Hallsson', title: 'Founder & Managing Director', pages: ['/crew'], cases: ['prose', 'json-ld-person', 'plain', 'link-english-unlisted'] },
        { address: `dagur@${HOST}`, name: 'Dagur Halldórsson', title: 'Logistics Coordinator', pages: ['/crew'], cases: ['json-ld-only', 'json-ld-person', 'link-english-unlisted'] },
        { address: `birna@${HOST}`, name: 'Birna Sigurðardóttir', title: 'Head of Materials Research', pages: ['/crew'], cases: ['prose', 'honorific', 'plain', 'link-english-unlisted'] },
        { address: `einar@${HOST}`, name: 'Einar Þórsson', title: 'Chief Engineer, Trawl Doors', pages: ['/crew'], cases: ['prose', 'post-nominal', 'plain', 'link-english-unlisted'] },
        ...CARDS.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/crew'], cases: ['card', 'plain', 'link-english-unlisted'] as CaseKind[] })),
        { address: `steinar@${HOST}`, name: 'Steinar Ólafsson', title: 'Sales Manager', titleAlternatives: ['Sales Manager, Nordic & Baltic fleet sales'], pages: ['/reach-us'], cases: ['label-line', 'obfuscated', 'link-english-unlisted'] },
        { address: `freyja@${HOST}`, name: 'Freyja Karlsdóttir', title: 'Regional Sales Manager for North America', titleAlternatives: ['Regional Sales Manager'], pages: ['/sales/north-america'], cases: ['prose', 'entities', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}',
      disallowed: ['/dealer-portal'],
      nonAddresses: [{ text: `dealers@${HOST}`, kind: 'disallowed' }],
    },
  };
}
