/**
 * Stensjö folkhögskola: a folk high school in Härjedalen, on Drupal (Olivero), in Swedish. Staff in
 * a Views table (one address built by an inline script, one written "[at]"/"[dot]"), the office in
 * "Ekonomi:" label lines, the boarding page listed only in a child of the sitemap index with a
 * "Internatsansvarig: Name" line. Traps: the old web editor's address in an HTML comment, the
 * student portal (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'stensjo-fhsk.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/kurser', 'Kurser'],
  ['/om-skolan', 'Om skolan'],
  ['/personal', 'Personal'],
  ['/kontakt', 'Kontakta oss'],
  ['/elevwebben', 'Elevwebben'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Stensjö folkhögskola',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk3l9Qe2mBv_olivero.css?delta=0&amp;language=sv&amp;theme=olivero&amp;include=eJxVjEEOgzAMBL_">',
  ],
  header: () =>
    `<header class="site-header" data-drupal-selector="site-header"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/stensjo_logo.svg" alt="Hem" width="160"></a><div class="site-branding__name"><a href="/" rel="home">Stensjö folkhögskola</a></div></div><nav id="block-olivero-main-menu" class="primary-nav" aria-labelledby="block-olivero-main-menu-menu"><ul class="menu primary-nav__menu">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link" data-drupal-link-system-path="node/${h.length}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="region region--footer-top"><p>Stensjö folkhögskola · Skolvägen 7, 842 94 Sveg · ${tel('0680-410 00')} · ${mailto(`expedition@${HOST}`)}</p><p>Huvudman: Föreningen Stensjö folkhögskola. Skolan får statsbidrag via Folkbildningsrådet.</p></div></footer>`,
  privacyPath: { sv: '/integritet' },
  bodyEnd: ['<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>', '<script src="/core/misc/drupal.js?v=10.2.5"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv' });
const node = (html: string): string => `<article class="node node--type-page"><div class="text-content clearfix field field--name-body field--type-text-with-summary">${html}</div></article>`;

const matsScript = `var anv = 'mats.berglund'; var dom = 'stensjo-fhsk' + '.test'; document.write('<a href="mailto:' + anv + '@' + dom + '">' + anv + '@' + dom + '</a>');`;

export function stensjoFolkhogskola(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Folkhögskola i Härjedalen',
    main: node(`<h1>Välkommen till Stensjö folkhögskola</h1><p>Allmän kurs för dig som vill läsa in gymnasiebehörighet, och särskilda kurser i musik, fjällturism och hantverk. Vi har internat med plats för 60 deltagare.</p><p><a href="/kurser">Se höstens kurser</a></p>`),
  });
  pages['/kurser'] = page({
    path: '/kurser',
    title: 'Kurser',
    main: node(`<h1>Kurser läsåret 2025/26</h1><ul><li>Allmän kurs, 1–3 år</li><li>Musiklinjen – folkmusik och visa</li><li>Fjälledarutbildning</li><li>Slöjd och textil, distans med träffar</li></ul><p>Ansökan senast 15 april via Antagning.se.</p>`),
  });
  pages['/om-skolan'] = page({
    path: '/om-skolan',
    title: 'Om skolan',
    main: node(`<h1>Om skolan</h1><p>Skolan grundades 1921 av nykterhetsrörelsen och bygdens lantbrukare. I dag läser här omkring 140 deltagare per år, hälften på internatet.</p>`),
  });
  pages['/personal'] = page({
    path: '/personal',
    title: 'Personal',
    main: node(
      `<h1>Personal</h1><div class="views-element-container"><table class="views-table cols-3"><thead><tr><th>Namn</th><th>Befattning</th><th>E-post</th></tr></thead><tbody>` +
        `<tr><td>Karin Lindqvist</td><td>Rektor</td><td>${mailto(`karin.lindqvist@${HOST}`)}</td></tr>` +
        `<tr><td>Mats Berglund</td><td>Biträdande rektor</td><td><script>${matsScript}</script></td></tr>` +
        `<tr><td>Sofia Nyberg</td><td>Kursledare, Allmän kurs</td><td>sofia.nyberg [at] stensjo-fhsk [dot] test</td></tr>` +
        `<tr><td>Johan Ekholm</td><td>Lärare i musik, kursansvarig Musiklinjen</td><td>${mailto(`johan.ekholm@${HOST}`)}</td></tr>` +
        `<tr><td>Anna Westerberg</td><td>Studie- och yrkesvägledare</td><td>${mailto(`anna.westerberg@${HOST}`)}</td></tr>` +
        `<tr><td>Per Holmgren</td><td>Vaktmästare</td><td>${mailto(`per.holmgren@${HOST}`)}</td></tr>` +
        `</tbody></table></div>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakta oss',
    main: node(
      `<h1>Kontakta oss</h1><p>Expeditionen är öppen vardagar 8.00–15.30. ${mailto(`expedition@${HOST}`)}, ${tel('0680-410 00')}.</p>` +
        `<!-- webbredaktör t.o.m. 2023: webb.redaktor@${HOST} -->` +
        `<p>Ekonomi: Lena Forsberg, ekonom, ${tel('0680-410 06')}, ${mailto(`lena.forsberg@${HOST}`)}</p>`,
    ),
  });
  pages['/internatet'] = page({
    path: '/internatet',
    title: 'Boende på internatet',
    main: node(`<h1>Boende på internatet</h1><p>Enkelrum med egen dusch, gemensamt kök på varje våning. Hyran är 3 400 kr/månad inklusive el och wifi.</p><p>Internatsansvarig: Elin Sandberg, ${mailto(`elin.sandberg@${HOST}`)}</p>`),
  });
  pages['/elevwebben'] = page({ path: '/elevwebben', title: 'Elevwebben', main: node(`<h1>Elevwebben</h1><p>Inloggning krävs. Glömt lösenord? Skriv till ${mailto(`it-support@${HOST}`)}.</p>`) });
  pages['/integritet'] = page({ path: '/integritet', title: 'Integritetspolicy', main: node(`<h1>Integritetspolicy</h1><p>Personuppgiftsansvarig är Föreningen Stensjö folkhögskola.</p>`) });
  pages['/sitemap-sidor.xml'] = xmlPage(urlset(HOST, ['/', '/kurser', '/om-skolan', '/personal', '/kontakt', '/integritet']));
  pages['/sitemap-boende.xml'] = xmlPage(urlset(HOST, ['/internatet']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /user/\nDisallow: /elevwebben\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-sidor.xml', '/sitemap-boende.xml']),
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-81',
      languages: ['sv'],
      addresses: [
        { address: `expedition@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `karin.lindqvist@${HOST}`, name: 'Karin Lindqvist', title: 'Rektor', pages: ['/personal'], cases: ['table', 'plain', ln] },
        { address: `mats.berglund@${HOST}`, name: 'Mats Berglund', title: 'Biträdande rektor', pages: ['/personal'], encoded: { kind: 'script', text: matsScript }, cases: ['table', 'script-concat', ln] },
        { address: `sofia.nyberg@${HOST}`, name: 'Sofia Nyberg', title: 'Kursledare, Allmän kurs', pages: ['/personal'], cases: ['table', 'obfuscated', ln] },
        { address: `johan.ekholm@${HOST}`, name: 'Johan Ekholm', title: 'Lärare i musik, kursansvarig Musiklinjen', pages: ['/personal'], cases: ['table', 'plain', ln] },
        { address: `anna.westerberg@${HOST}`, name: 'Anna Westerberg', title: 'Studie- och yrkesvägledare', pages: ['/personal'], cases: ['table', 'plain', ln] },
        { address: `per.holmgren@${HOST}`, name: 'Per Holmgren', title: 'Vaktmästare', pages: ['/personal'], cases: ['table', 'plain', ln] },
        { address: `lena.forsberg@${HOST}`, name: 'Lena Forsberg', title: 'ekonom', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `elin.sandberg@${HOST}`, name: 'Elin Sandberg', title: 'Internatsansvarig', pages: ['/internatet'], cases: ['title-name-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/elevwebben'],
      nonAddresses: [
        { text: `webb.redaktor@${HOST}`, kind: 'comment' },
        { text: `it-support@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
