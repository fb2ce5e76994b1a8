/**
 * Geodézia Hronec: a land-surveying office in Zvolen (Slovak), a hand-made site from a local web
 * studio. The two partners as "Name, function" lines with Ing. and PhD., their addresses written
 * by scripts (one from character codes, one from a reversed data attribute); the staff as a
 * definition list, one address written "(at)"; a job advert reached only through the gzip sitemap
 * the robots.txt names, its contact in running text. The logo's retina file, the instrument
 * service's address and the client zone (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'geodezia-hronec.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Domov'],
  ['/o-nas', 'O nás'],
  ['/sluzby', 'Služby'],
  ['/cennik', 'Cenník'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Geodézia Hronec',
  head: [`<link rel="stylesheet" href="${ORIGIN}/css/style.css?v=7">`, `<link rel="icon" href="${ORIGIN}/favicon.png" type="image/png">`, '<meta name="author" content="WebDizajn Zvolen">'],
  header: (p) =>
    `<div id="top"><div class="in"><a href="/" id="logo"><img src="/img/logo-hronec.png" srcset="/img/logo-hronec@2x.png 2x" alt="Geodézia Hronec, s.r.o." width="240" height="64"></a>` +
    `<ul id="menu">${MENU.map(([href, label]) => `<li${href === p.path ? ' class="act"' : ''}><a href="${href}">${esc(label)}</a></li>`).join('')}</ul>` +
    `<div id="tel">${tel('+421 45 532 18 40')}</div></div></div>`,
  footer: () =>
    `<div id="foot"><div class="in"><p><strong>Geodézia Hronec, s.r.o.</strong> · Námestie SNP 22, 960 01 Zvolen · IČO: 36 641 287 · DIČ: 2022234561<br>Zapísaná v OR Okresného súdu Banská Bystrica, oddiel Sro, vložka č. 12877/S</p>` +
    `<p>E-mail: ${mailto(`info@${HOST}`)} · <a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a> · <a href="/klientska-zona">Klientska zóna</a></p><p class="small">Web: WebDizajn Zvolen</p></div></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk' });
const box = (title: string, html: string): string => `<div id="obsah"><div class="in"><h1>${esc(title)}</h1>${html}</div></div>`;

const HRONEC = `hronec@${HOST}`;
const HRONCOVA = `hroncova@${HOST}`;
const charScript = `<script>document.write('<a href="mailto:'+String.fromCharCode(${charCodes(HRONEC)})+'">'+String.fromCharCode(${charCodes(HRONEC)})+'</a>');</script>`;
const revSpan = `<span class="em" data-r="${reversed(HRONCOVA)}"></span>`;
const revScript = `<script>document.querySelectorAll('.em').forEach(function(e){var a=e.getAttribute('data-r').split('').reverse().join('');e.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`;

type Staff = { shown: string; name: string; title: string; phone: string; local: string; at?: boolean; honorific?: boolean };
const STAFF: Staff[] = [
  { shown: 'Ing. Peter Baláž', name: 'Peter Baláž', title: 'zodpovedný geodet', phone: '+421 905 611 274', local: 'balaz', at: true, honorific: true },
  { shown: 'Ing. Michal Žiak', name: 'Michal Žiak', title: 'geodet', phone: '+421 905 611 275', local: 'ziak', honorific: true },
  { shown: 'Tibor Gál', name: 'Tibor Gál', title: 'technik – geometrické plány', phone: '+421 45 532 18 43', local: 'gal' },
  { shown: 'Zuzana Kollárová', name: 'Zuzana Kollárová', title: 'office manažérka', phone: '+421 45 532 18 40', local: 'kollarova' },
];

const JOB = '/kariera/geodet-v-terene';

export function geodeziaHronec(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Geodetické práce Zvolen',
    main: box(
      'Geodetické a kartografické práce',
      `<p>Od roku 2003 vyhotovujeme geometrické plány, vytyčujeme hranice pozemkov a stavby, zameriavame skutočné vyhotovenie stavieb a pripravujeme podklady pre projektantov v okresoch Zvolen, Detva a Banská Bystrica.</p><p>Termín zamerania dohodneme zvyčajne do 5 pracovných dní. Orientačné ceny nájdete v <a href="/cennik">cenníku</a>.</p>`,
    ),
  });
  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: box(
      'O nás',
      `<p>Kanceláriu založil v roku 2003 Ing. Juraj Hronec po desiatich rokoch na katastrálnom odbore. Dnes máme sedem zamestnancov, dve GNSS aparatúry a robotickú totálnu stanicu.</p>` +
        `<h2>Vedenie spoločnosti</h2>` +
        `<p><strong>Ing. Juraj Hronec</strong>, konateľ, autorizovaný geodet a kartograf<br>${charScript}<noscript>hronec (zavináč) geodezia-hronec.test</noscript></p>` +
        `<p><strong>Ing. Katarína Hroncová, PhD.</strong>, konateľka<br>${revSpan}</p>${revScript}`,
    ),
  });
  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    main: box(
      'Služby',
      `<ul><li>geometrické plány na zameranie stavby, rozdelenie a zlúčenie pozemkov</li><li>vytyčovanie hraníc pozemkov</li><li>vytyčovanie stavieb a inžinierskych sietí</li><li>polohopisné a výškopisné zameranie</li><li>zameranie skutočného vyhotovenia stavby</li></ul><p>Servis našich prístrojov Trimble zabezpečuje GeoTech Servis, s.r.o. (servis@geotech-servis.sk).</p>`,
    ),
  });
  pages['/cennik'] = page({
    path: '/cennik',
    title: 'Cenník',
    main: box('Cenník', `<table class="cennik"><tr><th>Úkon</th><th>Cena od</th></tr><tr><td>Geometrický plán – zameranie rodinného domu</td><td>280 €</td></tr><tr><td>Vytýčenie hraníc pozemku (do 4 bodov)</td><td>190 €</td></tr><tr><td>Vytýčenie stavby</td><td>220 €</td></tr></table><p>Ceny sú bez DPH.</p>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: box(
      'Kontakt',
      `<p>Námestie SNP 22 (2. poschodie), 960 01 Zvolen<br>Úradné hodiny: Po–Pi 7:30–15:30<br>Tel.: ${tel('+421 45 532 18 40')}, e-mail: ${mailto(`info@${HOST}`)}</p>` +
        `<h2>Pracovníci</h2>` +
        STAFF.map(
          (s) =>
            `<dl class="osoba"><dt>${esc(s.shown)}</dt><dd>${esc(s.title)}</dd><dd>mobil: ${tel(s.phone)}</dd><dd>${s.at ? `${s.local}(at)geodezia-hronec.test` : mailto(`${s.local}@${HOST}`)}</dd></dl>`,
        ).join(''),
    ),
  });
  pages[JOB] = page({
    path: JOB,
    title: 'Hľadáme geodeta do terénu',
    main: box(
      'Hľadáme geodeta / geodetku do terénu',
      `<p>Miesto výkonu práce: Zvolen a okolie. Nástup: ihneď alebo dohodou. Mzda od 1 450 € brutto + odmeny.</p><p>Požadujeme SŠ alebo VŠ vzdelanie v odbore geodézia, vodičský preukaz sk. B a chuť pracovať v teréne.</p>` +
        `<p>Životopis nám pošlite e-mailom – na vaše otázky rada odpovie naša personalistka Lucia Ferenčíková (${mailto(`ferencikova@${HOST}`)}).</p>`,
    ),
  });
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: box('Ochrana osobných údajov', `<p>Prevádzkovateľom je Geodézia Hronec, s.r.o., Námestie SNP 22, 960 01 Zvolen.</p>`) });
  pages['/klientska-zona'] = page({
    path: '/klientska-zona',
    title: 'Klientska zóna',
    main: box('Klientska zóna', `<p>Prihlásenie pre projektantov a stavebné firmy. Prístupové údaje vám pridelí ${mailto(`zona@${HOST}`)}.</p>`),
  });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/o-nas', '/sluzby', '/cennik', '/kontakt', JOB, '/ochrana-osobnych-udajov'], '2025-02-20'));

  const ln: CaseKind = 'link-non-english';
  const everyPage = Object.keys(pages).filter((p) => !p.endsWith('.gz') && p !== '/klientska-zona');
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klientska-zona\nDisallow: /admin/\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache/2.4.57 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-43',
      languages: ['sk'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        {
          address: HRONEC,
          name: 'Juraj Hronec',
          title: 'konateľ, autorizovaný geodet a kartograf',
          pages: ['/o-nas'],
          encoded: { kind: 'charcodes', text: charCodes(HRONEC) },
          cases: ['name-title-line', 'honorific', 'script-charcode', ln],
        },
        {
          address: HRONCOVA,
          name: 'Katarína Hroncová',
          title: 'konateľka',
          pages: ['/o-nas'],
          encoded: { kind: 'reversed', text: reversed(HRONCOVA) },
          cases: ['name-title-line', 'honorific', 'post-nominal', 'script-reversed', ln],
        },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/kontakt'],
          cases: ['definition-list', s.at ? 'obfuscated' : 'plain', ln, ...(s.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `ferencikova@${HOST}`, name: 'Lucia Ferenčíková', title: 'personalistka', pages: [JOB], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{last}',
      disallowed: ['/klientska-zona'],
      nonAddresses: [
        { text: `zona@${HOST}`, kind: 'disallowed' },
        { text: 'logo-hronec@2x.png', kind: 'retina' },
        { text: 'servis@geotech-servis.sk', kind: 'other-company' },
      ],
    },
  };
}
