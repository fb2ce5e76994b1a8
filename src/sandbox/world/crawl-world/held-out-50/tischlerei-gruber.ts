/**
 * Tischlerei Gruber: a family carpentry workshop in Lienz, East Tyrol, on Jimdo Creator, in
 * Austrian German. The team as Jimdo text modules on "Über uns" ("Name, Title, address" lines,
 * the master carpenter's "Ing." and the planner's "DI (FH)"), the owner's address written by a
 * pasted String.fromCharCode snippet; the office manager in schema.org microdata on the contact
 * page, the workshop mailbox next to the workshop head's name, and the fitter in a sentence on
 * the kitchens page. The Impressum follows § 5 ECG and § 25 MedienG. The customer area
 * (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'tischlerei-gruber-lienz.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/kuechen', 'Küchen'],
  ['/moebel-innenausbau', 'Möbel & Innenausbau'],
  ['/ueber-uns', 'Über uns'],
  ['/kontakt', 'Kontakt'],
];

let moduleSeq = 0;
const mod = (html: string, kind = 'text'): string => `<div id="cc-m-${9871240000 + moduleSeq++ * 37}" class="j-module n j-${kind} ">${html}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Tischlerei Gruber',
  head: [
    '<meta name="generator" content="Jimdo Creator">',
    '<link rel="stylesheet" href="https://assets.jimstatic.com/web.css.4a7c2e1f0b3d9e8a6c5f.css" media="all">',
    '<link rel="stylesheet" href="https://u.jimcdn.com/cms/o/s8e2c4a1f7b93d0e2/layout/dm_4f9a1c2b3e/css/layout.css?t=1728391145" media="all">',
  ],
  header: (spec) =>
    `<div class="jtpl-header"><a href="/"><img src="https://image.jimcdn.com/app/cms/image/transf/none/path/s8e2c4a1f7b93d0e2/image/i3a9b1c7d5e2f4a60/version/1699001231/image.png" alt="Tischlerei Gruber – Lienz" width="260" height="80"></a></div>` +
    `<nav class="jtpl-navigation"><ul class="mainNav1">${MENU.map(([href, label]) => `<li><a href="${href}" class="level_1${href === spec.path ? ' current' : ''}">${esc(label)}</a></li>`).join('')}</ul></nav><div class="jtpl-content"><div id="content_area">`,
  footer: () =>
    `</div></div><div class="jtpl-sidebar">` +
    mod(`<p><strong>Tischlerei Gruber GmbH</strong><br>Iseltaler Straße 12<br>9900 Lienz</p><p>Tel. ${tel('04852 62 418')}<br>${mailto(`office@${HOST}`)}</p><p>Mo–Do 7:00–12:00 und 13:00–17:00<br>Fr 7:00–12:00</p>`) +
    `</div><div class="jtpl-footer"><div id="contentfooter"><div class="leftrow"><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | <a href="/kundenbereich">Kundenbereich</a> | <a href="/sitemap">Sitemap</a></div><div class="rightrow"><a href="https://www.jimdo.com" rel="nofollow">Erstellt mit Jimdo</a></div></div></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-AT' });

/** The owner's address, pasted by the site's builder as a "Spamschutz" snippet. */
const MARTIN_SCRIPT = `document.write('<a href="mailto:' + String.fromCharCode(${charCodes(`martin@${HOST}`)}) + '">' + String.fromCharCode(${charCodes(`martin@${HOST}`)}) + '</a>');`;

export function tischlereiGruber(): CrawlWorldSite {
  moduleSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tischlerei in Lienz',
    main:
      mod('<h1>Handwerk aus Osttirol – seit 1962</h1>', 'header') +
      mod(`<p>Wir planen und fertigen Küchen, Wohnmöbel, Stuben und Innentüren aus heimischem Holz – Zirbe, Lärche, Eiche und Nuss. Von der ersten Skizze bis zur Montage bei Ihnen zu Hause kommt alles aus einer Hand.</p><p><a href="/kuechen">Unsere Küchen</a> · <a href="/ueber-uns">Das Team</a></p>`) +
      mod(`<img src="https://image.jimcdn.com/app/cms/image/transf/dimension=940x10000:format=jpg/path/s8e2c4a1f7b93d0e2/image/i0c4e7a2b9d1f3e58/version/1699001877/image.jpg" alt="Zirbenstube in Matrei" width="940" height="520">`, 'imageSubtitle'),
  });

  pages['/kuechen'] = page({
    path: '/kuechen',
    title: 'Küchen',
    main:
      mod('<h1>Küchen nach Maß</h1>', 'header') +
      mod(
        `<p>Jede Küche wird in unserer Werkstatt in Lienz gefertigt – mit Arbeitsplatten aus Massivholz, Stein oder Keramik und Geräten namhafter Hersteller. Nach der Planung im Schauraum erhalten Sie eine 3D-Visualisierung.</p>` +
          `<p>Die Montage übernehmen unsere eigenen Tischler. Für Fragen rund um Liefertermin und Einbau erreichen Sie unseren Montageleiter Thomas Hell direkt unter ${mailto(`thomas@${HOST}`)}.</p>`,
      ),
  });

  pages['/moebel-innenausbau'] = page({
    path: '/moebel-innenausbau',
    title: 'Möbel & Innenausbau',
    main: mod('<h1>Möbel &amp; Innenausbau</h1>', 'header') + mod('<p>Zirbenbetten, Stuben, Einbauschränke, Innentüren und Ladenbau für Gastronomie und Handel in ganz Osttirol und Oberkärnten.</p>'),
  });

  const line = (shown: string, title: string, mail: string) => `<p><strong>${esc(shown)}</strong>, ${esc(title)}, ${mail}</p>`;
  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    main:
      mod('<h1>Über uns</h1>', 'header') +
      mod('<p>Die Tischlerei wurde 1962 von Alois Gruber gegründet und wird heute in dritter Generation geführt. Zwölf Mitarbeiterinnen und Mitarbeiter, davon drei Lehrlinge, arbeiten in der Werkstatt an der Iseltaler Straße.</p>') +
      mod('<h2>Unser Team</h2>', 'header') +
      mod(
        `<p><strong>Ing. Martin Gruber</strong>, Tischlermeister und Geschäftsführer, <script>${MARTIN_SCRIPT}</script></p>` +
          line('DI (FH) Johannes Oberhofer', 'Planung und 3D-Visualisierung', mailto(`johannes@${HOST}`)) +
          line('Katharina Mair', 'Tischlermeisterin, Innenausbau & Sonderanfertigungen', mailto(`katharina@${HOST}`)) +
          line('Florian Wallner', 'Werkstattleiter', mailto(`florian@${HOST}`)) +
          line('Lukas Steiner', 'Lehrling im 3. Lehrjahr', mailto(`lukas@${HOST}`)),
      ) +
      mod('<p>Wir bilden laufend Lehrlinge zur Tischlerin / zum Tischler aus. Schnuppertage sind jederzeit möglich.</p>'),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      mod('<h1>Kontakt</h1>', 'header') +
      mod(
        `<div itemscope itemtype="https://schema.org/LocalBusiness"><p><span itemprop="name">Tischlerei Gruber GmbH</span><br><span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Iseltaler Straße 12</span><br><span itemprop="postalCode">9900</span> <span itemprop="addressLocality">Lienz</span></span><br>Tel. <span itemprop="telephone">04852 62 418</span><br><a itemprop="email" href="mailto:office@${HOST}">office@${HOST}</a></p></div>`,
      ) +
      mod(
        `<h2>Ihre Ansprechpartnerin im Büro</h2><div itemscope itemtype="https://schema.org/Person"><p><span itemprop="name">Sabine Gruber</span><br><span itemprop="jobTitle">Büro, Buchhaltung &amp; Kundenbetreuung</span><br><a itemprop="email" href="mailto:sabine@${HOST}">sabine@${HOST}</a></p></div>`,
      ) +
      mod(`<h2>Werkstatt &amp; Abholung</h2><p>Florian Wallner<br>Mo–Fr ab 7:00 Uhr<br>${mailto(`werkstatt@${HOST}`)}</p>`) +
      mod(`<form class="j-formnew" action="/kontakt" method="post"><label>Name *</label><input type="text" name="name"><label>E-Mail *</label><input type="email" name="email"><label>Nachricht *</label><textarea name="msg"></textarea><input type="submit" value="Absenden"></form>`, 'formnew'),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main:
      mod('<h1>Impressum</h1>', 'header') +
      mod(
        `<p>Informationen gemäß § 5 ECG und Offenlegung gemäß § 25 MedienG</p><p>Tischlerei Gruber GmbH<br>Iseltaler Straße 12, 9900 Lienz, Österreich<br>Tel. 04852 62 418<br>E-Mail: ${mailto(`office@${HOST}`)}</p>` +
          `<p>Firmenbuchnummer: FN 213874 s, Landesgericht Innsbruck<br>UID-Nr.: ATU 51837294<br>Geschäftsführer: Ing. Martin Gruber</p><p>Mitglied der Wirtschaftskammer Tirol, Landesinnung Tischler<br>Gewerbe: Tischler (reglementiertes Gewerbe), Gewerbebehörde: Bezirkshauptmannschaft Lienz<br>Berufsrecht: Gewerbeordnung, www.ris.bka.gv.at</p>`,
      ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: mod('<h1>Datenschutzerklärung</h1>', 'header') + mod('<p>Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, TKG 2021).</p>') });

  pages['/sitemap'] = page({
    path: '/sitemap',
    title: 'Sitemap',
    main: mod('<h1>Sitemap</h1>', 'header') + mod(`<ul class="sitemap">${[...MENU, ['/impressum', 'Impressum'], ['/datenschutz', 'Datenschutz']].map(([href, label]) => `<li><a href="${href}">${esc(label!)}</a></li>`).join('')}</ul>`),
  });

  pages['/kundenbereich'] = page({
    path: '/kundenbereich',
    title: 'Kundenbereich',
    main: mod('<h1>Kundenbereich</h1>', 'header') + mod(`<p>Hier finden Sie Ihre Pläne zur Freigabe. Bitte senden Sie unterschriebene Pläne an plaene@${HOST}.</p>`),
  });

  const sitemapPaths = ['/', '/kuechen', '/moebel-innenausbau', '/ueber-uns', '/kontakt', '/impressum', '/datenschutz', '/sitemap'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /app/\nDisallow: /kundenbereich\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, sitemapPaths, '2024-11-05'),
      pages,
      headers: { Server: 'nginx', 'X-Jimdo-Instance': 's8e2c4a1f7b93d0e2' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-50',
      languages: ['de'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/impressum'], cases: ['role', 'plain', 'microdata'] },
        {
          address: `martin@${HOST}`,
          name: 'Martin Gruber',
          title: 'Tischlermeister und Geschäftsführer',
          pages: ['/ueber-uns'],
          encoded: { kind: 'script', text: MARTIN_SCRIPT },
          cases: ['name-title-line', 'honorific', 'script-charcode', 'link-non-english'],
        },
        { address: `johannes@${HOST}`, name: 'Johannes Oberhofer', title: 'Planung und 3D-Visualisierung', pages: ['/ueber-uns'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `katharina@${HOST}`, name: 'Katharina Mair', title: 'Tischlermeisterin, Innenausbau & Sonderanfertigungen', pages: ['/ueber-uns'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `florian@${HOST}`, name: 'Florian Wallner', title: 'Werkstattleiter', pages: ['/ueber-uns'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `lukas@${HOST}`, name: 'Lukas Steiner', title: 'Lehrling im 3. Lehrjahr', pages: ['/ueber-uns'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `sabine@${HOST}`, name: 'Sabine Gruber', title: 'Büro, Buchhaltung & Kundenbetreuung', pages: ['/kontakt'], cases: ['microdata', 'plain'] },
        { address: `werkstatt@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['neighbour', 'plain'] },
        { address: `thomas@${HOST}`, name: 'Thomas Hell', title: 'Montageleiter', pages: ['/kuechen'], cases: ['prose', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/kundenbereich'],
      nonAddresses: [{ text: `plaene@${HOST}`, kind: 'disallowed' }],
    },
  };
}
