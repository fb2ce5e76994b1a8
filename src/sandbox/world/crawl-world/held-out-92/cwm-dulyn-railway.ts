/**
 * Cwm Dulyn Quarry Railway / Rheilffordd Chwarel Cwm Dulyn: a narrow-gauge heritage line on an
 * old slate-quarry incline in Gwynedd, run by a charitable trust, on Drupal 10, English and
 * Welsh. The English contact page lists the staff in a table; the Welsh site (reached through
 * the hreflang alternate of the home page) lists them as a definition list with Welsh titles,
 * and names two people the English page leaves out. The heritage page signs off "Name, Title"
 * lines; the volunteering page names the coordinator in a sentence. The admin area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cwmdulynrailway.test';
const ORIGIN = `http://${HOST}`;

const MENU_EN: [string, string][] = [['/visit', 'Plan your visit'], ['/heritage', 'Our heritage'], ['/volunteering', 'Volunteering'], ['/contact', 'Contact us']];
const MENU_CY: [string, string][] = [['/cy/ymweld', 'Cynllunio ymweliad'], ['/cy/cysylltu', 'Cysylltu â ni']];

const theme: Theme = {
  host: HOST,
  siteName: 'Cwm Dulyn Quarry Railway',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Xk2pQ9vBn4.css?delta=0&amp;language=en&amp;theme=olivero">`],
  header: (p) => {
    const menu = p.lang === 'cy' ? MENU_CY : MENU_EN;
    return `<header role="banner" class="site-header"><div class="site-branding"><a href="${p.lang === 'cy' ? '/cy' : '/'}" rel="home" class="site-branding__logo"><img src="/themes/custom/dulyn/logo.svg" alt="Cwm Dulyn"></a></div><nav role="navigation" aria-labelledby="block-main-menu" class="primary-nav"><ul class="menu menu--main">${menu.map(([h, l]) => `<li class="menu__item"><a href="${h}" class="menu__link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`;
  },
  footer: (p) =>
    p.lang === 'cy'
      ? `<footer class="site-footer"><p>Ymddiriedolaeth Rheilffordd Chwarel Cwm Dulyn · Elusen gofrestredig rhif 1098213 · ${mailto(`enquiries@${HOST}`)}</p></footer>`
      : `<footer class="site-footer"><p>Cwm Dulyn Quarry Railway Trust · Registered charity no. 1098213 · Gorsaf y Chwarel, Nantlle, Gwynedd LL54 6BD · ${tel('01286 555 014')} · ${mailto(`enquiries@${HOST}`)}</p><p><a href="/privacy">Privacy notice</a> · <a href="/admin/volunteer-rota">Volunteer rota (login)</a></p></footer>`,
  privacyPath: { en: '/privacy' },
};

const pg = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const node = (html: string): string => `<article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field__item">${html}</div></div></article>`;

type Staff = { name: string; en: string | null; cy: string; local: string; cases: CaseKind[] };
const STAFF: Staff[] = [
  { name: 'Rhian Pritchard', en: 'General Manager', cy: 'Rheolwr Cyffredinol', local: 'rhian.pritchard', cases: [] },
  { name: 'Iwan Roberts', en: 'Chief Mechanical Engineer', cy: 'Prif Beiriannydd Mecanyddol', local: 'iwan.roberts', cases: [] },
  { name: 'Alun Davies', en: 'Permanent Way Supervisor', cy: 'Goruchwyliwr y Lein', local: 'alun.davies', cases: [] },
  { name: 'Catrin Lloyd', en: null, cy: 'Swyddog y Gymraeg', local: 'catrin.lloyd', cases: [] },
  { name: 'Elin Parry', en: null, cy: 'Swyddog Addysg a Dysgu', local: 'elin.parry', cases: [] },
];

export function cwmDulynRailway(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (en: string, cy: string) => ({ en, cy });
  pages['/'] = pg({
    path: '/',
    title: 'Home',
    lang: 'en-GB',
    alternates: alt('/', '/cy'),
    main: node(`<h1>Ride the slate line</h1><p>Climb 180 metres up the old quarry incline behind a restored 1899 Hunslet, then walk the terraces where 400 men once split slate by hand. Trains run daily from Easter to the end of October.</p><p><a href="/visit">Timetable and fares</a></p>`),
  });
  pages['/cy'] = pg({
    path: '/cy',
    title: 'Hafan',
    lang: 'cy',
    alternates: alt('/', '/cy'),
    main: node(`<h1>Teithiwch ar lein y llechi</h1><p>Dringwch 180 metr i fyny inclên yr hen chwarel y tu ôl i injan Hunslet o 1899. Mae’r trenau’n rhedeg bob dydd o’r Pasg tan ddiwedd mis Hydref.</p><p><a href="/cy/cysylltu">Cysylltu â’r tîm</a></p>`),
  });
  pages['/visit'] = pg({ path: '/visit', title: 'Plan your visit', lang: 'en-GB', alternates: alt('/visit', '/cy/ymweld'), main: node(`<h1>Plan your visit</h1><p>Adults £14, children £7, dogs free. The café at Gorsaf y Chwarel is open whenever trains run.</p>`) });
  pages['/cy/ymweld'] = pg({ path: '/cy/ymweld', title: 'Cynllunio ymweliad', lang: 'cy', alternates: alt('/visit', '/cy/ymweld'), main: node(`<h1>Cynllunio ymweliad</h1><p>Oedolion £14, plant £7, cŵn am ddim.</p>`) });
  pages['/heritage'] = pg({
    path: '/heritage',
    title: 'Our heritage',
    lang: 'en-GB',
    main: node(
      `<h1>Our heritage</h1><p>The Cwm Dulyn quarry closed in 1961. The Trust was formed in 1994 to save the incline, the drum house and the three surviving locomotives, and has been restoring them ever since.</p><h2>Research and archive enquiries</h2>` +
        `<p>Dr Huw Jenkins, Honorary Archivist, ${mailto(`huw.jenkins@${HOST}`)}</p><p>Margaret Owen, Chair of Trustees, ${mailto(`margaret.owen@${HOST}`)}</p>`,
    ),
  });
  pages['/volunteering'] = pg({
    path: '/volunteering',
    title: 'Volunteering',
    lang: 'en-GB',
    main: node(`<h1>Volunteering</h1><p>From firing the loco to pouring tea, there is a job for everyone, and no experience is needed. If you fancy a go, drop a line to Gareth Hughes, our Volunteer Coordinator, at ${mailto(`gareth.hughes@${HOST}`)} and he will invite you to the next taster day.</p>`),
  });
  pages['/contact'] = pg({
    path: '/contact',
    title: 'Contact us',
    lang: 'en-GB',
    alternates: alt('/contact', '/cy/cysylltu'),
    main: node(
      `<h1>Contact us</h1><p>General enquiries and group bookings: ${mailto(`enquiries@${HOST}`)}</p><h2>Staff</h2><table class="cols-3"><thead><tr><th>Role</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
        STAFF.filter((s) => s.en).map((s) => `<tr><td>${esc(s.en!)}</td><td>${esc(s.name)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });
  pages['/cy/cysylltu'] = pg({
    path: '/cy/cysylltu',
    title: 'Cysylltu â ni',
    lang: 'cy',
    alternates: alt('/contact', '/cy/cysylltu'),
    main: node(
      `<h1>Cysylltu â ni</h1><p>Ymholiadau cyffredinol: ${mailto(`enquiries@${HOST}`)}</p><h2>Y staff</h2><dl class="staff">` +
        STAFF.map((s) => `<dt>${esc(s.name)}</dt><dd>${esc(s.cy)}</dd><dd>${mailto(`${s.local}@${HOST}`)}</dd>`).join('') +
        `</dl><p>Croeso i chi gysylltu â ni yn Gymraeg neu yn Saesneg.</p>`,
    ),
  });
  pages['/privacy'] = pg({ path: '/privacy', title: 'Privacy notice', lang: 'en-GB', main: node(`<h1>Privacy notice</h1><p>We hold booking details for twelve months.</p>`) });
  pages['/admin/volunteer-rota'] = pg({ path: '/admin/volunteer-rota', title: 'Volunteer rota', lang: 'en-GB', main: node(`<h1>Volunteer rota</h1><p>Swap requests to ${mailto(`rota@${HOST}`)}.</p>`) });

  const both = ['/contact', '/cy/cysylltu'];
  return {
    site: {
      host: HOST,
      robotsTxt: `# robots.txt (Drupal)\nUser-agent: *\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /search/\n`,
      sitemapXml: urlset(HOST, ['/', '/visit', '/heritage', '/volunteering', '/contact', '/privacy'], '2025-02-27'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-92',
      languages: ['en', 'cy'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...STAFF.map((s) =>
          s.en
            ? { address: `${s.local}@${HOST}`, name: s.name, title: s.en, titleAlternatives: [s.cy], pages: both, cases: ['table', 'definition-list', 'plain'] as CaseKind[] }
            : { address: `${s.local}@${HOST}`, name: s.name, title: s.cy, pages: ['/cy/cysylltu'], cases: ['definition-list', 'plain', 'hreflang', 'deep-page', 'link-non-english'] as CaseKind[] },
        ),
        { address: `huw.jenkins@${HOST}`, name: 'Huw Jenkins', title: 'Honorary Archivist', pages: ['/heritage'], cases: ['name-title-line', 'honorific', 'plain'] },
        { address: `margaret.owen@${HOST}`, name: 'Margaret Owen', title: 'Chair of Trustees', pages: ['/heritage'], cases: ['name-title-line', 'plain'] },
        { address: `gareth.hughes@${HOST}`, name: 'Gareth Hughes', title: 'Volunteer Coordinator', pages: ['/volunteering'], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/admin/volunteer-rota'],
      nonAddresses: [{ text: `rota@${HOST}`, kind: 'disallowed' }],
    },
  };
}
