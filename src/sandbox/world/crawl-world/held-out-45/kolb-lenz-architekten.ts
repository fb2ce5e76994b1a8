/**
 * Kolb Lenz Architekten: an architecture practice (Partnerschaft mbB) in Freiburg im Breisgau,
 * on a hand-built Kirby site, German only. The team as a list with "Dipl.-Ing." and "Prof."
 * before the partners' names and "M.A." / "M.Sc." after the architects', two addresses built by
 * scripts (character codes, string pieces); the office page's JSON-LD names the partners as
 * founders and the site-supervision department's employee, whose address is nowhere else; the
 * press contact as a label line in the Impressum. An old address in an HTML comment and the
 * project server (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kolb-lenz-architekten.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/projekte', 'Projekte'],
  ['/buero', 'Büro'],
  ['/team', 'Team'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kolb Lenz Architekten',
  head: ['<link rel="stylesheet" href="/assets/css/index.css?v=1718">', '<meta name="generator" content="Kirby">', '<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">'],
  header: () =>
    `<header class="kopf"><a class="wortmarke" href="/">kolb lenz<br>architekten</a><nav><ul>${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="fuss"><span>Kolb Lenz Architekten PartGmbB · Wiesentalstraße 14 · 79115 Freiburg im Breisgau · ${tel('0761 5553 27-0')}</span> <a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a> <a href="/projektserver">Login</a></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de' });

type Member = { shown: string; name: string; title: string; local: string; enc?: 'charcode' | 'concat'; honorific?: boolean; postNominal?: boolean };
const TEAM: Member[] = [
  { shown: 'Dipl.-Ing. Martina Kolb', name: 'Martina Kolb', title: 'Architektin BDA, Partnerin', local: 'martina.kolb', honorific: true },
  { shown: 'Prof. Dipl.-Ing. Stefan Lenz', name: 'Stefan Lenz', title: 'Architekt BDA, Partner', local: 'stefan.lenz', honorific: true },
  { shown: 'Jana Hoffmann M.A.', name: 'Jana Hoffmann', title: 'Architektin, Projektleitung', local: 'jana.hoffmann', postNominal: true },
  { shown: 'Jonas Weber M.Sc.', name: 'Jonas Weber', title: 'Architekt', local: 'jonas.weber', postNominal: true },
  { shown: 'Lea Schubert', name: 'Lea Schubert', title: 'Bauzeichnerin', local: 'lea.schubert', enc: 'charcode' },
  { shown: 'Timo Brandt', name: 'Timo Brandt', title: 'Büroleitung', local: 'timo.brandt', enc: 'concat' },
];

const concatScript = (local: string): string => `var n='${local}',d='kolb-lenz-architekten'+'.'+'test';document.write('<a href="mailto:'+n+'@'+d+'">'+n+'@'+d+'</a>');`;
const charcodeScript = (addr: string): string => `document.write('<a href="mailto:'+String.fromCharCode(${charCodes(addr)})+'">'+String.fromCharCode(${charCodes(addr)})+'</a>');`;

const mailOf = (m: Member): string => {
  const addr = `${m.local}@${HOST}`;
  if (m.enc === 'charcode') return `<script>${charcodeScript(addr)}</script><noscript>E-Mail bitte über das Büro erfragen</noscript>`;
  if (m.enc === 'concat') return `<script>${concatScript(m.local)}</script><noscript>E-Mail bitte über das Büro erfragen</noscript>`;
  return mailto(addr);
};

export function kolbLenzArchitekten(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Architektur in Freiburg',
    main:
      `<section class="teaser"><h1 class="visually-hidden">Kolb Lenz Architekten</h1><figure><img src="/media/projekte/kita-wiehre/titel.jpg" alt="Kita Wiehre, Holzfassade" width="1600" height="900"><figcaption>Kita Wiehre, Freiburg – Anerkennung Hugo-Häring-Auszeichnung 2024</figcaption></figure>` +
      `<p>Wir planen Schulen, Kindergärten und Wohnungsbau in Holz und Recyclingbeton – vom Wettbewerb bis zur Bauleitung.</p><p><a href="/projekte">Alle Projekte</a></p></section>`,
  });

  pages['/projekte'] = page({
    path: '/projekte',
    title: 'Projekte',
    main: `<h1>Projekte</h1><ul class="projektliste"><li>Kita Wiehre, Freiburg, 2023</li><li>Wohnen am Dietenbach, Baufeld 4, 2024</li><li>Grundschule Gundelfingen, Erweiterung, 2022</li><li>Umbau Zehntscheuer Ebringen, 2021</li></ul>`,
  });

  pages['/buero'] = page({
    path: '/buero',
    title: 'Büro',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Kolb Lenz Architekten PartGmbB',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Wiesentalstraße 14', postalCode: '79115', addressLocality: 'Freiburg im Breisgau', addressCountry: 'DE' },
        founder: [
          { '@type': 'Person', name: 'Martina Kolb', honorificPrefix: 'Dipl.-Ing.', jobTitle: 'Architektin BDA, Partnerin', email: `martina.kolb@${HOST}` },
          { '@type': 'Person', name: 'Stefan Lenz', honorificPrefix: 'Prof. Dipl.-Ing.', jobTitle: 'Architekt BDA, Partner' },
        ],
        department: [
          {
            '@type': 'Organization',
            name: 'Bauleitung',
            employee: [{ '@type': 'Person', name: 'Uwe Reinhardt', jobTitle: 'Bauleiter', email: `mailto:uwe.reinhardt@${HOST}` }],
          },
        ],
      },
    ],
    main:
      `<h1>Büro</h1><p>Martina Kolb und Stefan Lenz gründeten das Büro 2009 nach dem gemeinsamen Wettbewerbsgewinn für das Bürgerhaus Zähringen. Heute arbeiten wir mit vierzehn Architektinnen, Architekten und Bauzeichnerinnen in einer ehemaligen Schreinerei in der Wiehre.</p>` +
      `<p>Stefan Lenz lehrt seit 2017 Baukonstruktion an der Hochschule Konstanz. Eine eigene Bauleitung begleitet unsere Projekte bis zur Übergabe.</p>`,
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Team',
    main:
      `<h1>Team</h1><ul class="team">` +
      TEAM.map(
        (m) =>
          `<li class="team__person"><img src="/media/team/${m.local.replace('.', '-')}.jpg" alt="" width="320" height="400" loading="lazy"><p class="team__name"><strong>${esc(m.shown)}</strong></p><p class="team__funktion">${esc(m.title)}</p><p class="team__mail">${mailOf(m)}</p></li>`,
      ).join('') +
      `</ul><!-- alt, bis 2023: m.kolb@${HOST} -->`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      `<h1>Kontakt</h1><p>Kolb Lenz Architekten PartGmbB<br>Wiesentalstraße 14<br>79115 Freiburg im Breisgau</p><p>Telefon ${tel('0761 5553 27-0')}<br>E-Mail ${mailto(`info@${HOST}`)}</p>` +
      `<p>Initiativbewerbungen nehmen wir jederzeit gern per E-Mail entgegen (bitte als ein PDF, max. 10 MB).</p><p>Anfahrt: Straßenbahnlinie 2, Haltestelle Lorettostraße.</p>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main:
      `<h1>Impressum</h1><p>Kolb Lenz Architekten Partnerschaftsgesellschaft mbB<br>Wiesentalstraße 14, 79115 Freiburg im Breisgau<br>Telefon 0761 5553 27-0 · E-Mail ${mailto(`info@${HOST}`)}</p>` +
      `<p>Partnerschaftsregister: Amtsgericht Freiburg, PR 700412<br>Vertretungsberechtigte Partner: Dipl.-Ing. Martina Kolb, Prof. Dipl.-Ing. Stefan Lenz<br>USt-IdNr.: DE 281 664 019</p>` +
      `<p>Berufsbezeichnung: Architektin / Architekt (verliehen in der Bundesrepublik Deutschland), Mitglieder der Architektenkammer Baden-Württemberg. Berufsrechtliche Regelungen: Architektengesetz Baden-Württemberg.</p>` +
      `<p>Pressekontakt: Carla Nguyen, Öffentlichkeitsarbeit, Wiesentalstraße 14, 79115 Freiburg, Tel. 0761 5553 27-14, ${mailto(`carla.nguyen@${HOST}`)}</p>` +
      `<p>Berufshaftpflichtversicherung: Rheinische Bauversicherung AG, Köln; räumlicher Geltungsbereich: Deutschland.</p>`,
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: `<h1>Datenschutz</h1><p>Diese Website setzt keine Tracking-Cookies ein. Server-Logfiles werden nach sieben Tagen gelöscht.</p>` });
  pages['/projektserver'] = page({ path: '/projektserver', title: 'Projektserver', main: `<h1>Projektserver</h1><p>Zugang für Fachplaner und Bauherren. Zugangsdaten vergessen? ${mailto(`projektserver@${HOST}`)}</p>` });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /panel\nDisallow: /projektserver\n`,
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-45',
      languages: ['de'],
      addresses: [
        ...TEAM.map((m) => {
          const addr = `${m.local}@${HOST}`;
          const cases: CaseKind[] = ['card'];
          if (m.honorific) cases.push('honorific');
          if (m.postNominal) cases.push('post-nominal');
          cases.push(m.enc === 'charcode' ? 'script-charcode' : m.enc === 'concat' ? 'script-concat' : 'plain');
          if (m.local === 'martina.kolb') cases.push('json-ld-person');
          return {
            address: addr,
            name: m.name,
            title: m.title,
            pages: m.local === 'martina.kolb' ? ['/team', '/buero'] : ['/team'],
            ...(m.enc === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: charCodes(addr) } } : m.enc === 'concat' ? { encoded: { kind: 'script' as const, text: concatScript(m.local) } } : {}),
            cases,
          };
        }),
        { address: `uwe.reinhardt@${HOST}`, name: 'Uwe Reinhardt', title: 'Bauleiter', pages: ['/buero'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-mailto', 'json-ld-only', ln] },
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt', '/impressum'], cases: ['role', 'plain', ln] },
        { address: `carla.nguyen@${HOST}`, name: 'Carla Nguyen', title: 'Öffentlichkeitsarbeit', pages: ['/impressum'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/projektserver'],
      nonAddresses: [
        { text: `m.kolb@${HOST}`, kind: 'comment' },
        { text: `projektserver@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
