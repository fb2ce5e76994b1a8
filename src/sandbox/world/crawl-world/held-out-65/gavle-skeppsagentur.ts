/**
 * Gävle Skeppsagentur: a port and liner agent on the Swedish east coast, built with Webflow. The
 * port agents in a table per port, the press contact as one "Presskontakt:" line, the operations
 * manager's round-the-clock address turned around by a custom-code script, and a job advert
 * listed only in a child sitemap of the sitemap index. The liner it represents gives its own
 * booking address (another company's), and the customer login is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'gavle-skeppsagentur.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://assets-global.website-files.com/64b7c1e2f0a9d3001a2b4c5d';

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/tjanster', 'Tjänster'],
  ['/om-oss', 'Om oss'],
  ['/press', 'Press'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Gävle Skeppsagentur',
  head: [
    `<meta content="Webflow" name="generator">`,
    `<link href="${CDN}/css/gavle-skeppsagentur.webflow.7c1e2f0a9.css" rel="stylesheet" type="text/css">`,
    `<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>`,
    `<link href="${CDN}/64b7c1e2f0a9d3001a2b4c60_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: () =>
    `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/64b7c1e2f0a9d3001a2b4c61_gsa-logo.svg" loading="lazy" alt="Gävle Skeppsagentur"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}<a href="/kundportal" class="nav-link button w-nav-link">Kundportal</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-layout-grid footer-grid"><div><h4 class="footer-heading">Gävle Skeppsagentur AB</h4><p class="footer-text">Granudden, Hamnvägen 12<br>802 82 Gävle<br>Org.nr 556712-4480</p></div>` +
    `<div><h4 class="footer-heading">Kontakt</h4><p class="footer-text">Växel ${tel('026-65 43 00')}<br>${mailto(`info@${HOST}`, `info@${HOST}`, 'class="footer-link"')}</p></div>` +
    `<div><p class="footer-text">© 2025 Gävle Skeppsagentur AB · <a href="/integritetspolicy" class="footer-link">Integritetspolicy</a></p></div></div></footer>`,
  privacyPath: { sv: '/integritetspolicy' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64b7c1e2f0a9d3001a2b4c5d" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="${CDN}/js/webflow.4b2c8f1d.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv' });
const sec = (html: string): string => `<div class="section"><div class="container w-container">${html}</div></div>`;

type Agent = { port: string; name: string; title: string; phone: string; local: string };
const AGENTS: Agent[] = [
  { port: 'Gävle', name: 'Johan Berglund', title: 'Hamnagent', phone: '070-512 33 41', local: 'johan.berglund' },
  { port: 'Gävle', name: 'Emma Lindgren', title: 'Hamnagent och tullombud', phone: '070-512 33 47', local: 'emma.lindgren' },
  { port: 'Söderhamn', name: 'Karl-Erik Nyström', title: 'Stationsansvarig', phone: '070-398 10 22', local: 'karl-erik.nystrom' },
  { port: 'Hudiksvall', name: 'Sara Åkesson', title: 'Hamnagent', phone: '070-398 10 35', local: 'sara.akesson' },
  { port: 'Befraktning', name: 'Mikael Öberg', title: 'Befraktningsmäklare', phone: '070-244 81 09', local: 'mikael.oberg' },
];

const OPS = `per.lindqvist@${HOST}`;
const OPS_REV = reversed(OPS);

export function gavleSkeppsagentur(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hamn- och linjeagent i Gävle',
    main: sec(
      `<h1 class="hero-heading">Er agent i Gävle, Söderhamn och Hudiksvall</h1><p class="hero-paragraph">Klarering, besättningsbyten, proviant, tull och bunkring – dygnet runt, årets alla dagar.</p><a href="/kontakt" class="button w-button">Kontakta våra agenter</a>`,
    ),
  });

  pages['/tjanster'] = page({
    path: '/tjanster',
    title: 'Tjänster',
    main: sec(`<h1>Tjänster</h1><div class="w-layout-grid services-grid"><div class="service-card"><h3>Hamnagentur</h3><p>Anlöpsplanering, klarering och kontakt med lots och stuveri.</p></div><div class="service-card"><h3>Linjeagentur</h3><p>Bokning och dokumentation för Nordsjölinjens anlöp i Gävle.</p></div><div class="service-card"><h3>Befraktning</h3><p>Skeppsmäkleri för bulk- och skogsprodukter.</p></div></div>`),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: sec(
      `<h1>Om oss</h1><p>Gävle Skeppsagentur grundades 1987 och har i dag fjorton medarbetare i tre hamnar längs Norrlandskusten.</p>` +
        `<p>Vi är generalagent för Nordsjölinjen i Sverige. Containerbokningar görs direkt hos rederiet på bokning@nordsjolinjen.test.</p>`,
    ),
  });

  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    main: sec(
      `<h1>Press</h1><div class="rich-text w-richtext"><p>Pressbilder och logotyper får användas fritt i redaktionellt sammanhang.</p>` +
        `<p><strong>Presskontakt:</strong> Anna Sjöberg, kommunikationsansvarig, ${tel('026-65 43 12')}, ${mailto(`anna.sjoberg@${HOST}`)}</p></div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: sec(
      `<h1>Kontakt</h1><p>Anlöpsförfrågningar och PDA: ${mailto(`agency@${HOST}`)}</p>` +
        `<p class="ops-line"><strong>Per Lindqvist</strong>, operativ chef – jour dygnet runt ${tel('070-512 33 00')}, <span id="ops-mail">e-post visas med JavaScript</span></p>` +
        `<script>var m='${OPS_REV}'.split('').reverse().join('');document.getElementById('ops-mail').innerHTML='<a href="mai'+'lto:'+m+'">'+m+'</a>';</script>` +
        `<div class="w-embed"><table class="agent-table"><thead><tr><th>Hamn</th><th>Namn</th><th>Befattning</th><th>Mobil</th><th>E-post</th></tr></thead><tbody>` +
        AGENTS.map((a) => `<tr><td>${esc(a.port)}</td><td>${esc(a.name)}</td><td>${esc(a.title)}</td><td>${tel(a.phone)}</td><td>${mailto(`${a.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table></div>`,
    ),
  });

  pages['/karriar/hamnagent-soderhamn'] = page({
    path: '/karriar/hamnagent-soderhamn',
    title: 'Vi söker hamnagent till Söderhamn',
    main: sec(
      `<h1>Hamnagent till Söderhamn</h1><p>Tillsvidareanställning med beredskap var fjärde vecka. Du har sjöfartsutbildning eller erfarenhet från rederi, hamn eller speditör.</p>` +
        `<p>Har du frågor om tjänsten är du välkommen att kontakta Lena Holm, HR-ansvarig, på ${mailto(`lena.holm@${HOST}`)}. Sista ansökningsdag 15 augusti.</p>`,
    ),
  });

  pages['/integritetspolicy'] = page({ path: '/integritetspolicy', title: 'Integritetspolicy', main: sec(`<h1>Integritetspolicy</h1><p>Gävle Skeppsagentur AB är personuppgiftsansvarig för behandlingen av dina personuppgifter.</p>`) });
  pages['/kundportal'] = page({ path: '/kundportal', title: 'Kundportal', main: sec(`<h1>Kundportal</h1><p>Logga in för att se anlöp, DA-räkningar och dokument. Inloggningsproblem: ${mailto(`portal@${HOST}`)}</p>`) });

  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/tjanster', '/om-oss', '/press', '/kontakt', '/integritetspolicy'], '2025-05-20'));
  pages['/sitemap-jobs.xml'] = xmlPage(urlset(HOST, ['/karriar/hamnagent-soderhamn'], '2025-06-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /kundportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-jobs.xml'], '2025-06-02'),
      pages,
      headers: { 'x-wf-region': 'eu-central-1', 'x-cluster-name': 'eu-central-1-prod-hosting-red', Server: 'cloudflare' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-65',
      languages: ['sv'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `agency@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        {
          address: OPS,
          name: 'Per Lindqvist',
          title: 'operativ chef',
          pages: ['/kontakt'],
          encoded: { kind: 'reversed', text: OPS_REV },
          cases: ['name-title-line', 'script-reversed', ln],
        },
        ...AGENTS.map((a) => ({ address: `${a.local}@${HOST}`, name: a.name, title: a.title, pages: ['/kontakt'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: `anna.sjoberg@${HOST}`, name: 'Anna Sjöberg', title: 'kommunikationsansvarig', pages: ['/press'], cases: ['label-line', 'plain'] },
        { address: `lena.holm@${HOST}`, name: 'Lena Holm', title: 'HR-ansvarig', pages: ['/karriar/hamnagent-soderhamn'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/kundportal'],
      nonAddresses: [
        { text: 'bokning@nordsjolinjen.test', kind: 'other-company' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
