/**
 * Boligforeningen Hyldebærhaven: a non-profit housing association in Vejle with three estates,
 * on a Danish board CMS. Addresses are first names ("mette@…"). The board is a table (post, navn,
 * afdeling, e-mail); the office staff a definition list (name, then lower-case Danish titles,
 * phone, address, one written "[at]"); the press page a "Presse og kommunikation:" label line;
 * each estate's page, two links from home, has "Varmemester: Name, …" lines; the vacancies page
 * ties the letting adviser to her address in prose. The residents' portal (disallowed), the
 * administrator company's address and the portal's login placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hyldebaerhaven-bolig.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/om-foreningen', 'Om foreningen'],
  ['/afdelinger', 'Afdelinger'],
  ['/ledige-boliger', 'Ledige boliger'],
  ['/bestyrelse', 'Bestyrelse'],
  ['/administration', 'Administration'],
  ['/presse', 'Presse'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Boligforeningen Hyldebærhaven',
  head: [
    '<meta name="generator" content="Boligweb 7 (Umbraco 13)">',
    `<link rel="stylesheet" href="${ORIGIN}/css/main.min.css?v=7.4.2">`,
    `<link rel="apple-touch-icon" href="${ORIGIN}/img/apple-touch-icon.png">`,
  ],
  header: (p) =>
    `<header class="bw-header"><div class="bw-wrap"><a class="bw-logo" href="/">Boligforeningen <b>Hyldebærhaven</b></a>` +
    `<nav aria-label="Hovedmenu"><ul>${MENU.map(([href, label]) => `<li><a href="${href}"${p.path === href ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('')}</ul></nav><a class="bw-login" href="/beboerportal">Log ind på beboerportalen</a></div></header>`,
  footer: () =>
    `<footer class="bw-footer"><div class="bw-wrap"><div><strong>Boligforeningen Hyldebærhaven</strong><br>Vestergade 54, 7100 Vejle<br>CVR 28 41 90 37</div>` +
    `<div>Kontoret: man–tors 9–14, fre 9–12<br>Tlf. ${tel('+45 75 82 41 10')}<br>${mailto(`kontor@${HOST}`)}</div><div><a href="/privatlivspolitik">Privatlivspolitik</a><br><a href="/husorden">Husorden</a></div></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const body = (h: string, html: string): string => `<div class="bw-wrap bw-content"><h1>${esc(h)}</h1>${html}</div>`;

type Board = { post: string; name: string; dept: string; local: string | null };
const BOARD: Board[] = [
  { post: 'Formand', name: 'Mette Kjeldgaard', dept: 'Afd. 3, Engparken', local: 'mette' },
  { post: 'Næstformand', name: 'Henrik Bach', dept: 'Afd. 1, Kildebakken', local: 'henrik' },
  { post: 'Bestyrelsesmedlem', name: 'Camilla Nygaard', dept: 'Afd. 2, Skovhaven', local: 'camilla' },
  { post: 'Bestyrelsesmedlem', name: 'Torben Ravn', dept: 'Afd. 1, Kildebakken', local: 'torben' },
  { post: 'Suppleant', name: 'Birgit Holst', dept: 'Afd. 3, Engparken', local: null },
];

type Staff = { name: string; title: string; phone: string; local: string; at?: boolean };
const STAFF: Staff[] = [
  { name: 'Rasmus Holm', title: 'driftschef', phone: '+45 75 82 41 12', local: 'rasmus' },
  { name: 'Julie Kristensen', title: 'økonomimedarbejder (husleje og betalingsaftaler)', phone: '+45 75 82 41 14', local: 'julie' },
  { name: 'Anne Friis', title: 'boligsocial medarbejder', phone: '+45 29 63 10 58', local: 'anne', at: true },
];

const ESTATES: { path: string; name: string; text: string; keeper: { name: string; local: string; phone: string }; chair?: { name: string; local: string } }[] = [
  {
    path: '/afdelinger/kildebakken',
    name: 'Afd. 1 – Kildebakken',
    text: '64 familieboliger i to og tre etager fra 1971, renoveret 2018–2020 med nye altaner og facader.',
    keeper: { name: 'Jesper Mikkelsen', local: 'jesper', phone: '+45 40 18 22 71' },
  },
  {
    path: '/afdelinger/engparken',
    name: 'Afd. 3 – Engparken',
    text: '38 rækkehuse og 12 ældreboliger fra 2004 tæt på Vejle Å. Fælleshus med plads til 60 personer.',
    keeper: { name: 'Kim Vestergaard', local: 'kim', phone: '+45 40 18 22 73' },
    chair: { name: 'Kirsten Lauridsen', local: 'kirsten' },
  },
];

export function hyldebaerhavenBolig(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Forside',
    main: body(
      'Velkommen til Hyldebærhaven',
      `<p>Vi er en almen boligforening med 186 boliger fordelt på tre afdelinger i Vejle. Boligerne udlejes efter venteliste.</p>` +
        `<div class="bw-news"><h2>Nyheder</h2><ul><li>Repræsentantskabsmøde torsdag den 22. maj kl. 19 i Engparkens fælleshus</li><li>Ny varmemester i Engparken</li><li>Huslejen for 2025 er nu fastsat</li></ul></div>`,
    ),
  });

  pages['/om-foreningen'] = page({
    path: '/om-foreningen',
    title: 'Om foreningen',
    main: body(
      'Om foreningen',
      `<p>Boligforeningen Hyldebærhaven blev stiftet i 1969 og er medlem af BL – Danmarks Almene Boliger. Foreningen ledes af repræsentantskabet og en bestyrelse på fem medlemmer valgt blandt beboerne.</p>` +
        `<p>Den daglige regnskabsføring varetages af administrationsselskabet Vejle Boligadministration A/S (bogholderi@vejle-boligadm.dk).</p>`,
    ),
  });

  pages['/afdelinger'] = page({
    path: '/afdelinger',
    title: 'Afdelinger',
    main: body('Afdelinger', `<ul class="bw-cards">${ESTATES.map((e) => `<li><a href="${e.path}">${esc(e.name)}</a></li>`).join('')}<li>Afd. 2 – Skovhaven (kontakt kontoret)</li></ul>`),
  });

  for (const e of ESTATES) {
    pages[e.path] = page({
      path: e.path,
      title: e.name,
      main: body(
        e.name,
        `<p>${esc(e.text)}</p>` +
          `<p>Varmemester: ${esc(e.keeper.name)}, tlf. ${tel(e.keeper.phone)} (hverdage kl. 7–8), ${mailto(`${e.keeper.local}@${HOST}`)}</p>` +
          (e.chair ? `<p>Formand for afdelingsbestyrelsen: ${esc(e.chair.name)}, ${mailto(`${e.chair.local}@${HOST}`)}</p>` : '') +
          `<p>Akut skade uden for åbningstid: ring til døgnvagten på ${tel('+45 70 20 14 14')}.</p>`,
      ),
    });
  }

  pages['/ledige-boliger'] = page({
    path: '/ledige-boliger',
    title: 'Ledige boliger',
    main: body(
      'Ledige boliger og venteliste',
      `<p>Du skrives op på ventelisten via beboerportalen. Opskrivningen koster 200 kr. og skal fornyes hvert år.</p>` +
        `<p>Har du spørgsmål til ventelisten eller til et konkret tilbud, er du velkommen til at skrive til vores udlejningskonsulent Line Damgaard på ${mailto(`line@${HOST}`)}.</p>`,
    ),
  });

  pages['/bestyrelse'] = page({
    path: '/bestyrelse',
    title: 'Bestyrelse',
    main: body(
      'Organisationsbestyrelsen',
      `<table class="bw-table"><thead><tr><th>Post</th><th>Navn</th><th>Afdeling</th><th>E-mail</th></tr></thead><tbody>` +
        BOARD.map((b) => `<tr><td>${esc(b.post)}</td><td>${esc(b.name)}</td><td>${esc(b.dept)}</td><td>${b.local ? mailto(`${b.local}@${HOST}`) : '–'}</td></tr>`).join('') +
        `</tbody></table><p>Bestyrelsen holder møde den første tirsdag i måneden.</p>`,
    ),
  });

  pages['/administration'] = page({
    path: '/administration',
    title: 'Administration',
    main: body(
      'Administration og drift',
      `<dl class="bw-staff">` +
        STAFF.map((s) => `<dt>${esc(s.name)}</dt><dd>${esc(s.title)}</dd><dd>Tlf. ${tel(s.phone)}</dd><dd>${s.at ? `${s.local} [at] ${HOST}` : mailto(`${s.local}@${HOST}`)}</dd>`).join('') +
        `</dl>`,
    ),
  });

  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: body(
      'Presse',
      `<p>Journalister er velkomne til at kontakte os om byggesager, helhedsplaner og foreningens arbejde.</p>` +
        `<p>Presse og kommunikation: Sofie Brandt, kommunikationsmedarbejder, tlf. ${tel('+45 75 82 41 19')}, ${mailto(`sofie@${HOST}`)}</p>`,
    ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: body('Privatlivspolitik', `<p>Boligforeningen Hyldebærhaven er dataansvarlig for de oplysninger, vi behandler om beboere og boligsøgende.</p>`) });
  pages['/husorden'] = page({ path: '/husorden', title: 'Husorden', main: body('Husorden', `<p>Der skal være ro i ejendommene mellem kl. 22 og 7.</p>`) });
  pages['/beboerportal'] = page({
    path: '/beboerportal',
    title: 'Beboerportal',
    main: body('Log ind', `<form><label>E-mail</label><input type="email" placeholder="navn@mail.dk"><label>Adgangskode</label><input type="password"><button>Log ind</button></form><p>Problemer med login? Skriv til ${mailto(`portal@${HOST}`)}.</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /beboerportal\nDisallow: /umbraco/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-foreningen', '/afdelinger', ...ESTATES.map((e) => e.path), '/ledige-boliger', '/bestyrelse', '/administration', '/presse', '/privatlivspolitik', '/husorden'], '2025-03-01'),
      pages,
      headers: { Server: 'Microsoft-IIS/10.0', 'X-Powered-By': 'ASP.NET' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-38',
      languages: ['da'],
      addresses: [
        { address: `kontor@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...BOARD.filter((b) => b.local).map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.post,
          pages: ['/bestyrelse'],
          cases: ['table', 'plain', ln] as CaseKind[],
        })),
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/administration'],
          cases: ['definition-list', s.at ? 'obfuscated' : 'plain', ln] as CaseKind[],
        })),
        ...ESTATES.flatMap((e) => [
          { address: `${e.keeper.local}@${HOST}`, name: e.keeper.name, title: 'Varmemester', pages: [e.path], cases: ['title-name-line', 'deep-page', 'plain', ln] as CaseKind[] },
          ...(e.chair
            ? [{ address: `${e.chair.local}@${HOST}`, name: e.chair.name, title: 'Formand for afdelingsbestyrelsen', pages: [e.path], cases: ['title-name-line', 'deep-page', 'plain', ln] as CaseKind[] }]
            : []),
        ]),
        { address: `line@${HOST}`, name: 'Line Damgaard', title: 'udlejningskonsulent', pages: ['/ledige-boliger'], cases: ['prose', 'plain', ln] },
        { address: `sofie@${HOST}`, name: 'Sofie Brandt', title: 'kommunikationsmedarbejder', pages: ['/presse'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/beboerportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'bogholderi@vejle-boligadm.dk', kind: 'other-company' },
        { text: 'navn@mail.dk', kind: 'placeholder' },
      ],
    },
  };
}
