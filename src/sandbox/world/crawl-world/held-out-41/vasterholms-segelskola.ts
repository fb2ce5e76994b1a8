/**
 * Västerholms Segelskola: a sailing school in the Stockholm archipelago, on a Squarespace-like
 * builder, in Swedish with an English page reached only through hreflang. Instructors in cards
 * (one address built by string concatenation, one by character codes, one written "[at]"); the
 * office clerk in schema.org microdata on the contact page; the junior camp's mailbox beside the
 * camp leader's name; the English page naming its instructor in a sentence, and its contact page
 * giving the head of school as "Name, Title". A placeholder in the booking form and the members'
 * boat-slot list (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'vasterholms-segelskola.test';
const ORIGIN = `http://${HOST}`;
const IMG = 'https://images.squarespace-cdn.test/content/v1/5f9a3c2e8b1d4a0012c3e4f5';

const MENU_SV: [string, string][] = [
  ['/kurser', 'Kurser'],
  ['/lager', 'Juniorläger'],
  ['/instruktorer', 'Instruktörer'],
  ['/om-oss', 'Om oss'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Sailing courses in English'],
  ['/en/contact', 'Contact'],
  ['/', 'Svenska'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Västerholms Segelskola',
  head: [
    '<!-- This is Squarespace. --><!-- vasterholms-segelskola -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.test/static/versioned-site-css/5f9a3c2e8b1d4a0012c3e4f5/41/5c5a519771c10ba3470d8101/site.css">',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"5f9a3c2e8b1d4a0012c3e4f5","identifier":"vasterholms-segelskola","language":"sv-SE"}};</script>',
  ],
  header: (p) => {
    const menu = p.lang === 'en' ? MENU_EN : MENU_SV;
    return `<header class="Header Header--top"><div class="Header-inner"><a href="${p.lang === 'en' ? '/en' : '/'}" class="Header-branding"><img src="${IMG}/logo-vasterholm.png?format=300w" alt="Västerholms Segelskola" class="Header-branding-logo"></a><nav class="Header-nav">${menu.map(([h, l]) => `<a href="${h}" class="Header-nav-item">${esc(l)}</a>`).join('')}</nav></div></header>`;
  },
  footer: (p) =>
    `<footer class="Footer"><div class="sqs-block html-block"><p>Västerholms Segelskola · Västerholmsvägen 21, 139 90 Värmdö · ${tel('08-570 233 40')}</p><p>${p.lang === 'en' ? 'Bookings' : 'Bokning'}: ${mailto(`bokning@${HOST}`)}</p><p>Medlem i Svenska Seglarförbundet · Org.nr 802445-1187</p></div></footer>`,
  bodyEnd: ['<script src="https://static1.squarespace.test/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sv' });
const block = (html: string): string => `<section class="Main-content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block"><div class="sqs-block-content">${html}</div></div></div></section>`;

const SARA_SCRIPT = `<script>var u = 'sara'; var d = 'vasterholms-segelskola' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');</script>`;
const MAJA_CODES = charCodes(`maja@${HOST}`);
const MAJA_SCRIPT = `<script>(function(){var m = String.fromCharCode(${MAJA_CODES}); document.getElementById('mail-maja').innerHTML = '<a href="mailto:' + m + '">' + m + '</a>';})();</script>`;

type Card = { name: string; title: string; text: string; photo: string; mail: string };
const CARDS: Card[] = [
  { name: 'Johan Wiklund', title: 'Skolchef och instruktör', text: 'Har seglat sedan han var sju och drivit skolan sedan 2012. Kustskeppare och segelinstruktör (SSF).', photo: 'johan.jpg', mail: mailto(`johan@${HOST}`) },
  { name: 'Sara Lundgren', title: 'Kursansvarig kölbåt', text: 'Ansvarar för grund- och fortsättningskurserna i kölbåt och för alla företagsseglingar.', photo: 'sara.jpg', mail: SARA_SCRIPT },
  { name: 'Erik Strand', title: 'Seglingsinstruktör, förarintyg och kustskepparintyg', text: 'Håller teorikurserna under vintern och examinerar för förarintyg.', photo: 'erik.jpg', mail: `<span class="mail">erik [at] vasterholms-segelskola [dot] test</span>` },
  { name: 'Linnea Berg', title: 'Ansvarig juniorverksamhet', text: 'Tränar våra optimistseglare och är lägerledare på sommarens juniorläger.', photo: 'linnea.jpg', mail: mailto(`linnea@${HOST}`) },
  { name: 'Maja Ek', title: 'Instruktör jolle', text: 'Seglar Laser och 29er och lär ut jollesegling till både barn och vuxna.', photo: 'maja.jpg', mail: `<span id="mail-maja"></span>${MAJA_SCRIPT}` },
  { name: 'Oskar Håkansson', title: 'Båtansvarig', text: 'Håller våra tolv båtar i skick och sköter sjösättning och upptagning.', photo: 'oskar.jpg', mail: mailto(`oskar@${HOST}`) },
];

export function vasterholmsSegelskola(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { 'sv-SE': '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Segelkurser i Stockholms skärgård',
    alternates: alt,
    main: block(
      `<h1>Lär dig segla i Stockholms skärgård</h1><p>Vi har utbildat seglare på Västerholm sedan 1987. Kurser för nybörjare och vana seglare, juniorläger för barn 9–15 år och förarintyg på vintern.</p>` +
        `<p><a href="/kurser" class="sqs-block-button-element">Se alla kurser</a> <a href="/lager">Juniorläger 2025</a></p>`,
    ),
  });

  pages['/kurser'] = page({
    path: '/kurser',
    title: 'Kurser',
    main: block(
      `<h1>Kurser 2025</h1><ul><li>Grundkurs kölbåt – 5 kvällar + helg, 4 950 kr</li><li>Fortsättningskurs kölbåt – 3 dagar, 5 400 kr</li><li>Spinnakerkurs – 1 dag, 1 900 kr</li><li>Förarintyg (teori) – 6 kvällar, 2 800 kr</li><li>Kustskepparintyg – 8 kvällar, 3 900 kr</li></ul>` +
        `<h2>Boka kurs</h2><form class="booking-form" action="/kurser" method="post"><label>Namn <input name="namn" placeholder="För- och efternamn"></label><label>E-post <input type="email" name="epost" placeholder="namn@exempel.se"></label><label>Kurs <select name="kurs"><option>Grundkurs kölbåt</option><option>Förarintyg</option></select></label><button type="submit">Skicka</button></form>`,
    ),
  });

  pages['/lager'] = page({
    path: '/lager',
    title: 'Juniorläger',
    main: block(
      `<h1>Juniorläger 2025</h1><p>Vecka 27 och 31, för barn 9–15 år som kan simma 200 meter. Vi seglar optimist och Zoom8, badar, grillar och övernattar i tält på Lilla Västerholm en natt.</p>` +
        `<p>Lägerledare i sommar är Linnea Berg. Anmälan och frågor om lägret: ${mailto(`lager@${HOST}`)}</p>`,
    ),
  });

  pages['/instruktorer'] = page({
    path: '/instruktorer',
    title: 'Instruktörer',
    main:
      block(`<h1>Våra instruktörer</h1><p>Alla våra instruktörer är utbildade enligt Svenska Seglarförbundets instruktörstrappa och har HLR-utbildning.</p>`) +
      `<section class="summary-block"><div class="summary-item-list">${CARDS.map(
        (c) =>
          `<div class="summary-item"><div class="summary-thumbnail-container"><img src="${IMG}/${c.photo}?format=500w" alt="${esc(c.name)}"></div><div class="summary-content"><h3 class="summary-title">${esc(c.name)}</h3><p class="summary-metadata">${esc(c.title)}</p><p class="summary-excerpt">${esc(c.text)}</p><p class="summary-mail">${c.mail}</p></div></div>`,
      ).join('')}</div></section>`,
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: block(
      `<h1>Om Västerholms Segelskola</h1><p>Segelskolan drivs som en ideell förening med drygt 400 medlemmar. Medlemmar kan hyra båtplats vid vår brygga; listan över båtplatser finns på <a href="/medlem/batplatser">medlemssidorna</a>.</p>` +
        `<p>Vi har tolv båtar: sex Maxi 68, fyra optimistjollar och två Laser.</p>`,
    ),
  });

  pages['/medlem/batplatser'] = page({
    path: '/medlem/batplatser',
    title: 'Båtplatser',
    main: block(`<h1>Båtplatser 2025</h1><table><tr><th>Plats</th><th>Medlem</th></tr><tr><td>A1</td><td>Lars Forsberg</td></tr><tr><td>A2</td><td>Eva Björk</td></tr></table><p>Byte av båtplats anmäls till hamnkaptenen: ${mailto(`hamn@${HOST}`)}</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: block(
      `<h1>Kontakt</h1><p>Kansliet är bemannat måndag–torsdag 9–15 under säsong (maj–september).</p>` +
        `<div itemscope itemtype="https://schema.org/Person" class="kansli"><p><strong itemprop="name">Annika Sjöberg</strong><br><span itemprop="jobTitle">Kanslist, kursbokning</span><br><span itemprop="telephone">${tel('08-570 233 41')}</span><br><a href="mailto:annika@${HOST}" itemprop="email">annika@${HOST}</a></p></div>` +
        `<p>Besöksadress: Västerholmsvägen 21, Värmdö. Buss 474 till Västerholms brygga.</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Sailing courses in English',
    lang: 'en',
    alternates: alt,
    main: block(
      `<h1>Sailing courses in English</h1><p>Several times each summer we run our beginners' keelboat course in English, for newcomers to Stockholm and visitors. Courses in English are taught by our instructor Daniel Moore, who you can reach at ${mailto(`daniel@${HOST}`)}.</p>` +
        `<p>Five evenings and one weekend, SEK 4,950 including boat, lifejacket and course book. <a href="/en/contact">Contact us</a></p>`,
    ),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: block(`<h1>Contact</h1><p>Västerholms Segelskola, Västerholmsvägen 21, 139 90 Värmdö, Sweden</p><p>Johan Wiklund, Head of School, ${mailto(`johan@${HOST}`)}</p>`),
  });

  const sara: EncodedAddress = { kind: 'script', text: SARA_SCRIPT };
  const everyPage = Object.keys(pages).filter((p) => p !== '/medlem/batplatser');
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /medlem/\nDisallow: /config\nDisallow: /search\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/kurser', '/lager', '/instruktorer', '/om-oss', '/kontakt'], '2025-04-02'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Kd8fQ2p1/9aZx3LmR' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-41',
      languages: ['sv', 'en'],
      addresses: [
        { address: `bokning@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        { address: `lager@${HOST}`, name: null, title: null, pages: ['/lager'], cases: ['role', 'neighbour', 'plain', ln] },
        {
          address: `johan@${HOST}`,
          name: 'Johan Wiklund',
          title: 'Skolchef och instruktör',
          titleAlternatives: ['Skolchef', 'Head of School'],
          pages: ['/instruktorer', '/en/contact'],
          cases: ['card', 'name-title-line', 'plain', ln],
        },
        { address: `sara@${HOST}`, name: 'Sara Lundgren', title: 'Kursansvarig kölbåt', pages: ['/instruktorer'], encoded: sara, cases: ['card', 'script-concat', ln] },
        { address: `erik@${HOST}`, name: 'Erik Strand', title: 'Seglingsinstruktör, förarintyg och kustskepparintyg', titleAlternatives: ['Seglingsinstruktör'], pages: ['/instruktorer'], cases: ['card', 'obfuscated', ln] },
        { address: `linnea@${HOST}`, name: 'Linnea Berg', title: 'Ansvarig juniorverksamhet', pages: ['/instruktorer'], cases: ['card', 'plain', ln] },
        { address: `maja@${HOST}`, name: 'Maja Ek', title: 'Instruktör jolle', pages: ['/instruktorer'], encoded: { kind: 'charcodes', text: MAJA_CODES }, cases: ['card', 'script-charcode', ln] },
        { address: `oskar@${HOST}`, name: 'Oskar Håkansson', title: 'Båtansvarig', pages: ['/instruktorer'], cases: ['card', 'plain', ln] },
        { address: `annika@${HOST}`, name: 'Annika Sjöberg', title: 'Kanslist, kursbokning', pages: ['/kontakt'], cases: ['microdata', 'plain', ln] },
        { address: `daniel@${HOST}`, name: 'Daniel Moore', title: 'instructor', pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/medlem/batplatser'],
      nonAddresses: [
        { text: `hamn@${HOST}`, kind: 'disallowed' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
      ],
    },
  };
}
