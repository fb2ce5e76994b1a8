/**
 * Bergstaden Gjestgiveri: a small guesthouse hotel in Røros, Norwegian and English, hand-written
 * HTML. First-name addresses. The manager in a prose sentence on both home pages, the staff in a
 * table on "Om oss", the sales lead in RDFa and the finance officer as "Stilling: Navn" with a
 * reversed address a script turns round on the contact page, the wedding coordinator as a label
 * line two links deep, the activities lead on a winter-package page listed only in a child of the
 * sitemap index, the reception mailbox; a dog-sled partner's address and a staff page robots.txt
 * disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bergstaden-gjestgiveri.test';
const ORIGIN = `http://${HOST}`;

const MENU_NO: [string, string][] = [
  ['/', 'Hjem'],
  ['/rom', 'Rom og priser'],
  ['/selskap', 'Selskap'],
  ['/om-oss', 'Om oss'],
  ['/kontakt', 'Kontakt'],
  ['/en', 'English'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/rooms', 'Rooms'],
  ['/', 'Norsk'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bergstaden Gjestgiveri',
  head: ['<link rel="stylesheet" href="/css/stil.css?v=7">', '<link rel="icon" href="/favicon.ico">'],
  header: (p) =>
    `<div id="topp"><a href="${p.lang === 'en' ? '/en' : '/'}"><img src="/bilder/logo.gif" alt="Bergstaden Gjestgiveri" width="240" height="60"></a></div>` +
    `<div id="meny">${(p.lang === 'en' ? MENU_EN : MENU_NO).map(([h, l]) => `<a href="${h}">${esc(l)}</a>`).join(' | ')}</div>`,
  footer: (p) =>
    `<div id="bunn">Bergstaden Gjestgiveri AS &middot; Kjerkgata 12 &middot; 7374 Røros &middot; Org.nr. 918 204 611 &middot; ${tel('+47 72 41 10 20')}<br>` +
    `<a href="/personal">${p.lang === 'en' ? 'Staff' : 'For ansatte'}</a></div>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const STAFF: { name: string; title: string; address: string }[] = [
  { name: 'Håkon Aasen', title: 'Kjøkkensjef', address: 'hakon@bergstaden-gjestgiveri.test' },
  { name: 'Marit Sletten', title: 'Resepsjonsleder', address: 'marit@bergstaden-gjestgiveri.test' },
  { name: 'Tor Bakken', title: 'Vaktmester', address: 'tor@bergstaden-gjestgiveri.test' },
  { name: 'Silje Moen', title: 'Servitør og vinansvarlig', address: 'silje@bergstaden-gjestgiveri.test' },
];

const PER = 'per@bergstaden-gjestgiveri.test';

export function bergstadenGjestgiveri(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Overnatting i Bergstaden',
    lang: 'no',
    alternates: { no: '/', en: '/en' },
    main:
      `<h1>Velkommen til Bergstaden Gjestgiveri</h1><p>Fjorten rom i en gammel bergmannsgård fra 1780, midt i verdensarvbyen. Frokost med lokale råvarer er inkludert.</p>` +
      `<p>Gjestgiveriet drives av Ingrid Aasen, daglig leder, som gjerne svarer på spørsmål om opphold og grupper på ${mailto('ingrid@bergstaden-gjestgiveri.test')}.</p>`,
  });

  pages['/rom'] = page({
    path: '/rom',
    title: 'Rom og priser',
    lang: 'no',
    main: `<h1>Rom og priser</h1><table border="1"><tr><th>Rom</th><th>Pris per natt</th></tr><tr><td>Enkeltrom</td><td>1 150 kr</td></tr><tr><td>Dobbeltrom</td><td>1 590 kr</td></tr><tr><td>Familierom</td><td>2 100 kr</td></tr></table>`,
  });

  pages['/selskap'] = page({
    path: '/selskap',
    title: 'Selskap',
    lang: 'no',
    main: `<h1>Selskap og arrangementer</h1><p>Vi tar imot selskap opptil 40 personer i Bergmannsstua.</p><p><a href="/selskap/bryllup">Bryllup hos oss</a></p>`,
  });

  pages['/selskap/bryllup'] = page({
    path: '/selskap/bryllup',
    title: 'Bryllup',
    lang: 'no',
    main:
      `<h1>Bryllup</h1><p>Vielse i Røros kirke, middag i Bergmannsstua og overnatting for hele følget. Vi hjelper med alt fra meny til blomster.</p>` +
      `<p>Kontaktperson for bryllup: Anne Holt, bryllupskoordinator, Kjerkgata 12, 7374 Røros, tlf. ${tel('72 41 10 22')}, ${mailto('anne@bergstaden-gjestgiveri.test')}</p>`,
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'no',
    main:
      `<h1>Om oss</h1><p>Familien Aasen har drevet gjestgiveriet siden 1994.</p>` +
      `<table class="ansatte" border="0" cellpadding="4"><tr><th>Navn</th><th>Stilling</th><th>E-post</th></tr>\n` +
      STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${mailto(s.address)}</td></tr>`).join('\n') +
      `\n</table>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'no',
    main:
      `<h1>Kontakt oss</h1><p>Resepsjonen er betjent fra 07 til 22. Bestilling av rom: ${mailto('resepsjon@bergstaden-gjestgiveri.test')}</p>` +
      `<div vocab="https://schema.org/" typeof="Person"><p>Kurs, konferanser og grupper: <span property="name">Kari Nygaard</span>, <span property="jobTitle">salgs- og arrangementsansvarlig</span>, ` +
      `<a property="email" href="mailto:kari@bergstaden-gjestgiveri.test">kari@bergstaden-gjestgiveri.test</a></p></div>` +
      `<p>Økonomiansvarlig: Per Lien, <span class="rev" data-m="${reversed(PER)}"></span></p>` +
      `<script>var s=document.querySelector('.rev');var m=s.getAttribute('data-m').split('').reverse().join('');s.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';</script>` +
      `<p>Hundesledeturer arrangeres av Røros Hundekjøring: ${mailto('post@roros-hundekjoring.test')}</p>`,
  });

  pages['/aktuelt/vinterpakke-2026'] = page({
    path: '/aktuelt/vinterpakke-2026',
    title: 'Vinterpakke 2026',
    lang: 'no',
    main:
      `<h1>Vinterpakke 2026</h1><p>To netter med frokost og middag, hundesledetur og guidet vandring i Smeltehytta. Fra 4 290 kr per person.</p>` +
      `<p>Aktivitetsansvarlig: Even Bye – ${mailto('even@bergstaden-gjestgiveri.test')}</p>`,
  });

  pages['/personal'] = page({
    path: '/personal',
    title: 'For ansatte',
    lang: 'no',
    main: `<h1>For ansatte</h1><p>Vaktlister og bytte av vakter: ${mailto('vaktliste@bergstaden-gjestgiveri.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'A guesthouse in the mining town',
    lang: 'en',
    alternates: { no: '/', en: '/en' },
    main:
      `<h1>Welcome to Bergstaden Gjestgiveri</h1><p>Fourteen rooms in an old miner's farmhouse from 1780, in the heart of the World Heritage town. Breakfast with local produce is included.</p>` +
      `<p>The guesthouse is run by Ingrid Aasen, general manager; write to her at ${mailto('ingrid@bergstaden-gjestgiveri.test')} about stays and groups. Room bookings: ${mailto('resepsjon@bergstaden-gjestgiveri.test')}</p>`,
  });

  pages['/en/rooms'] = page({
    path: '/en/rooms',
    title: 'Rooms',
    lang: 'en',
    main: `<h1>Rooms and rates</h1><p>Single room NOK 1,150, double room NOK 1,590, family room NOK 2,100 per night.</p>`,
  });

  pages['/sitemap-sider.xml'] = xmlPage(urlset(HOST, ['/', '/rom', '/selskap', '/selskap/bryllup', '/om-oss', '/kontakt', '/en', '/en/rooms'], '2025-09-01'));
  pages['/sitemap-aktuelt.xml'] = xmlPage(urlset(HOST, ['/aktuelt/vinterpakke-2026'], '2025-10-15'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /personal\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-sider.xml', '/sitemap-aktuelt.xml'], '2025-10-15'),
      pages,
      headers: { Server: 'Apache/2.4.57 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-14',
      languages: ['no', 'en'],
      addresses: [
        {
          address: 'ingrid@bergstaden-gjestgiveri.test',
          name: 'Ingrid Aasen',
          title: 'daglig leder',
          titleAlternatives: ['general manager'],
          pages: ['/', '/en'],
          cases: ['prose', 'plain'],
        },
        ...STAFF.map((s) => ({ address: s.address, name: s.name, title: s.title, pages: ['/om-oss'], cases: ['table', 'plain', 'link-non-english'] as CaseKind[] })),
        {
          address: 'kari@bergstaden-gjestgiveri.test',
          name: 'Kari Nygaard',
          title: 'salgs- og arrangementsansvarlig',
          pages: ['/kontakt'],
          cases: ['rdfa', 'name-title-line', 'plain'],
        },
        {
          address: PER,
          name: 'Per Lien',
          title: 'Økonomiansvarlig',
          pages: ['/kontakt'],
          encoded: { kind: 'reversed', text: reversed(PER) },
          cases: ['title-name-line', 'script-reversed'],
        },
        {
          address: 'anne@bergstaden-gjestgiveri.test',
          name: 'Anne Holt',
          title: 'bryllupskoordinator',
          pages: ['/selskap/bryllup'],
          cases: ['label-line', 'deep-page', 'link-non-english', 'plain'],
        },
        {
          address: 'even@bergstaden-gjestgiveri.test',
          name: 'Even Bye',
          title: 'Aktivitetsansvarlig',
          pages: ['/aktuelt/vinterpakke-2026'],
          cases: ['title-name-line', 'sitemap-index', 'plain'],
        },
        { address: 'resepsjon@bergstaden-gjestgiveri.test', name: null, title: null, pages: ['/kontakt', '/en'], cases: ['role', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/personal'],
      nonAddresses: [
        { text: 'vaktliste@bergstaden-gjestgiveri.test', kind: 'disallowed' },
        { text: 'post@roros-hundekjoring.test', kind: 'other-company' },
      ],
    },
  };
}
