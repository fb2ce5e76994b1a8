/**
 * Gyöngyvirág Utcai Általános Iskola: a state primary school in Győr, on a school-website
 * builder of the kind Hungarian school districts hand out. Names family name first, as Hungarian
 * writes them ("Dr. Kertész Ágnes"). The management as "Beosztás: Név, e-mail" lines, one address
 * as character references; the teaching staff in a table under the stated scheme
 * (vezeteknev.keresztnev@…), one address built by an inline script and one written "[at]"; the
 * school office in the footer and as "mailto:" in the JSON-LD. The maintaining district centre's
 * address and the teachers' intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'gyongyvirag-iskola.test';
const ORIGIN = `http://${HOST}`;
const addr = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Kezdőlap'],
  ['/iskolank', 'Iskolánk'],
  ['/vezetoseg', 'Vezetőség'],
  ['/tantestulet', 'Tantestület'],
  ['/beiratkozas', 'Beiratkozás'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Gyöngyvirág Utcai Általános Iskola',
  head: [`<link rel="stylesheet" href="${ORIGIN}/static/css/iskola.css">`, `<link rel="icon" href="${ORIGIN}/static/img/cimer.ico">`],
  header: () =>
    `<div id="fejlec"><img src="/static/img/iskola-logo.png" alt=""><div class="cim"><span class="nev">Gyöngyvirág Utcai Általános Iskola</span><span class="alcim">Győr · OM azonosító: 030581</span></div></div>` +
    `<ul id="menu">${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul>`,
  footer: () =>
    `<div id="lablec"><p>Gyöngyvirág Utcai Általános Iskola · 9024 Győr, Gyöngyvirág u. 8. · Tel.: ${tel('+36 96 512 430')} · E-mail: ${mailto(addr('titkarsag'))}</p>` +
    `<p><a href="/adatvedelem">Adatkezelési tájékoztató</a> · <a href="/belso/tanari">Tanári belépés</a> · Fenntartó: Győri Tankerületi Központ</p></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });
const tartalom = (title: string, html: string) => `<div id="tartalom"><h1 class="oldalcim">${esc(title)}</h1>${html}</div>`;

type Leader = { label: string; shown: string; name: string; local: string; entities?: boolean; honorific?: boolean };
const LEADERS: Leader[] = [
  { label: 'Igazgató', shown: 'Dr. Kertész Ágnes', name: 'Kertész Ágnes', local: 'kertesz.agnes', honorific: true },
  { label: 'Alsó tagozatos igazgatóhelyettes', shown: 'Nagy Zsuzsanna', name: 'Nagy Zsuzsanna', local: 'nagy.zsuzsanna' },
  { label: 'Felső tagozatos igazgatóhelyettes', shown: 'Fehér Gábor', name: 'Fehér Gábor', local: 'feher.gabor', entities: true },
  { label: 'Gazdasági vezető', shown: 'Tóth Krisztina', name: 'Tóth Krisztina', local: 'toth.krisztina' },
];

type Teacher = { name: string; role: string; local: string | null; how?: 'script' | 'at' };
const STAFF: Teacher[] = [
  { name: 'Balogh Péter', role: 'testnevelő tanár', local: 'balogh.peter' },
  { name: 'Szűcs Anna', role: 'tanító', local: 'szucs.anna' },
  { name: 'Kiss Dávid', role: 'informatikatanár', local: 'kiss.david' },
  { name: 'Horváth Judit', role: 'könyvtáros tanár', local: 'horvath.judit' },
  { name: 'Molnár Eszter', role: 'fejlesztő pedagógus', local: 'molnar.eszter', how: 'at' },
  { name: 'Varga Réka', role: 'iskolapszichológus', local: 'varga.reka', how: 'script' },
  { name: 'Lakatos Imre', role: 'karbantartó', local: null },
];

const concatScript = (local: string) =>
  `<script>var n='${local}';var d='gyongyvirag-iskola'+'.'+'test';document.write('<a href="mailto:'+n+'&#64;'+d+'">'+n+'&#64;'+d+'</a>');</script>`;

export function gyongyviragIskola(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kezdőlap',
    main: tartalom(
      'Kedves Látogató!',
      `<p>Iskolánk 1978 óta működik Győr-Marcalvárosban. Nyolc évfolyamon 16 osztályban mintegy 380 tanuló tanul, emelt szintű angol és testnevelés oktatással.</p>` +
        `<div class="hir"><h2>Nyílt nap leendő elsősöknek</h2><p>2025. február 12-én 8 órától szeretettel várjuk a nagycsoportos óvodásokat és szüleiket. Részletek a <a href="/beiratkozas">Beiratkozás</a> oldalon.</p></div>`,
    ),
  });

  pages['/iskolank'] = page({
    path: '/iskolank',
    title: 'Iskolánk',
    main: tartalom(
      'Iskolánk',
      `<p>Az iskola fenntartója a Győri Tankerületi Központ (9021 Győr, Árpád út 32., e-mail: gyor@tankerulet-gyor.hu). Az épületet 2019-ben újították fel, tornatermünk és tanuszodánk a környék iskolái számára is nyitott.</p>` +
        `<p>Szakköreink: robotika, kórus, kézilabda, sakk, rajz. Iskolánkban Gyöngyvirág Alapítvány segíti a tehetséges tanulókat.</p>`,
    ),
  });

  pages['/vezetoseg'] = page({
    path: '/vezetoseg',
    title: 'Vezetőség',
    main: tartalom(
      'Az iskola vezetősége',
      `<div class="vezetoseg">` +
        LEADERS.map(
          (l) =>
            `<p><strong>${esc(l.label)}:</strong> ${esc(l.shown)}, ${l.entities ? `<a href="${entities(`mailto:${addr(l.local)}`)}">${entities(addr(l.local))}</a>` : mailto(addr(l.local))}</p>`,
        ).join('') +
        `</div><p>Fogadóóra: az igazgató minden hónap első hétfőjén 14–16 óráig, előzetes bejelentkezés alapján a titkárságon.</p>`,
    ),
  });

  pages['/tantestulet'] = page({
    path: '/tantestulet',
    title: 'Tantestület',
    main: tartalom(
      'Tantestület',
      `<p>Pedagógusaink e-mail-címe egységesen: vezeteknev.keresztnev@${HOST} (ékezetek nélkül).</p>` +
        `<table class="tablazat"><thead><tr><th>Név</th><th>Beosztás</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((t) => {
          const mail = t.local === null ? '–' : t.how === 'script' ? concatScript(t.local) : t.how === 'at' ? `${t.local}[at]gyongyvirag-iskola.test` : mailto(addr(t.local));
          return `<tr><td>${esc(t.name)}</td><td>${esc(t.role)}</td><td>${mail}</td></tr>`;
        }).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/beiratkozas'] = page({
    path: '/beiratkozas',
    title: 'Beiratkozás',
    main: tartalom(
      'Beiratkozás az első évfolyamra',
      `<p>A beiratkozás időpontja: 2025. április 10–11. A beiratkozáshoz szükséges dokumentumok: a gyermek személyazonosító igazolványa és lakcímkártyája, az óvodai szakvélemény, a szülő személyi igazolványa.</p><p>Kérdéseiket a titkárságra várjuk.</p>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: tartalom(
      'Kapcsolat',
      `<p>Gyöngyvirág Utcai Általános Iskola<br>9024 Győr, Gyöngyvirág u. 8.<br>Telefon: ${tel('+36 96 512 430')}<br>Titkárság: ${mailto(addr('titkarsag'))}</p><p>Ügyfélfogadás a titkárságon: hétfő–csütörtök 7:30–15:30, péntek 7:30–13:00.</p>`,
    ),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ElementarySchool',
        name: 'Gyöngyvirág Utcai Általános Iskola',
        url: `${ORIGIN}/`,
        email: `mailto:${addr('titkarsag')}`,
        telephone: '+36 96 512 430',
        address: { '@type': 'PostalAddress', streetAddress: 'Gyöngyvirág u. 8.', postalCode: '9024', addressLocality: 'Győr', addressCountry: 'HU' },
      },
    ],
  });

  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatkezelési tájékoztató', main: tartalom('Adatkezelési tájékoztató', `<p>Az adatkezelő a Gyöngyvirág Utcai Általános Iskola (OM 030581).</p>`) });
  pages['/belso/tanari'] = page({
    path: '/belso/tanari',
    title: 'Tanári belépés',
    main: tartalom('Tanári belépés', `<p>A belső rendszer csak pedagógusoknak érhető el. Jelszóügyben: ${mailto(addr('rendszergazda'))}</p>`),
  });

  const everyPage = Object.keys(pages).filter((p) => !p.startsWith('/belso'));
  const leaderAddress = (l: Leader): TruthAddress => ({
    address: addr(l.local),
    name: l.name,
    title: l.label,
    pages: ['/vezetoseg'],
    cases: ['title-name-line', 'link-non-english', l.entities ? 'entities' : 'plain', ...(l.honorific ? ['honorific' as const] : [])] as CaseKind[],
  });
  const teacherAddress = (t: Teacher): TruthAddress => ({
    address: addr(t.local!),
    name: t.name,
    title: t.role,
    pages: ['/tantestulet'],
    ...(t.how === 'script' ? { encoded: { kind: 'script' as const, text: concatScript(t.local!) } } : {}),
    cases: ['table', 'link-non-english', t.how === 'script' ? 'script-concat' : t.how === 'at' ? 'obfuscated' : 'plain'] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /belso/\nDisallow: /static/dokumentumok/tmp/\n`,
      pages,
    },
    truth: {
      domain: HOST,
      set: 'held-out-48',
      languages: ['hu'],
      addresses: [
        { address: addr('titkarsag'), name: null, title: null, pages: everyPage, cases: ['role', 'plain', 'json-ld-mailto'] },
        ...LEADERS.map(leaderAddress),
        ...STAFF.filter((t) => t.local !== null).map(teacherAddress),
      ],
      pattern: '{last}.{first}',
      statedPattern: { page: '/tantestulet', text: `vezeteknev.keresztnev@${HOST}` },
      nameOrder: 'family-first',
      disallowed: ['/belso/tanari'],
      nonAddresses: [
        { text: `vezeteknev.keresztnev@${HOST}`, kind: 'scheme' },
        { text: addr('rendszergazda'), kind: 'disallowed' },
        { text: 'gyor@tankerulet-gyor.hu', kind: 'other-company' },
      ],
    },
  };
}
