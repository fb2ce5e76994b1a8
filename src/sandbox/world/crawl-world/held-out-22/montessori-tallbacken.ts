/**
 * Montessoriskolan Tallbacken: a small independent Montessori pre-school and compulsory school in
 * Uppsala, on WordPress with a hand-made theme, in Swedish. The staff in a table (namn, roll,
 * e-post) where one teacher's cell is built by a script from pieces and one is written as
 * character references, the head teacher on a "Rektor: Name" line, the pre-school manager (not in the table) in a
 * news post about the parents' evening that only a gzip sitemap named in robots.txt lists, and
 * the school lunch supplier's address, a placeholder and the staff room page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'montessori-tallbacken.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/om-skolan', 'Om skolan'],
  ['/forskola', 'Förskola'],
  ['/grundskola', 'Grundskola'],
  ['/personal', 'Personal'],
  ['/ansok', 'Ansök om plats'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Montessoriskolan Tallbacken',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    `<link rel="stylesheet" id="tallbacken-style-css" href="${ORIGIN}/wp-content/themes/tallbacken/style.css?ver=2.3" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2022/08/cropped-tall-32x32.png" sizes="32x32">`,
  ],
  header: () =>
    `<header id="masthead" class="site-header"><div class="site-branding"><a href="/" rel="home"><img src="/wp-content/uploads/2022/08/tallbacken-logga.png" srcset="/wp-content/uploads/2022/08/tallbacken-logga.png 1x, /wp-content/uploads/2022/08/tallbacken-logga@2x.png 2x" alt="Montessoriskolan Tallbacken"></a></div>` +
    `<nav id="site-navigation" class="main-navigation"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Meny</button><ul id="primary-menu" class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="site-info"><p>Montessoriskolan Tallbacken · Tallbacksvägen 4 · 752 36 Uppsala</p><p>Expeditionen: ${tel('018-12 34 50')} · ${mailto(`expedition@${HOST}`)}</p><p><a href="/integritetspolicy">Integritetspolicy</a> · <a href="/intranat">Personalrummet</a></p></div></footer>`,
  privacyPath: { sv: '/integritetspolicy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv-SE' });

const entry = (html: string): string => `<article class="page type-page status-publish hentry"><div class="entry-content">${html}</div></article>`;

const mariaScript = `<script>var fn='maria.holm';var dom='montessori-'+'tallbacken'+'.test';document.write('<a href="mailto:'+fn+'@'+dom+'">'+fn+'@'+dom+'</a>');</script>`;

type Row = { name: string; role: string; local: string; how: 'plain' | 'script' | 'entities' };
const STAFF: Row[] = [
  { name: 'Karin Lindqvist', role: 'Rektor', local: 'karin.lindqvist', how: 'plain' },
  { name: 'Erik Sjöberg', role: 'Förskollärare, AMI 3–6', local: 'erik.sjoberg', how: 'plain' },
  { name: 'Maria Holm', role: 'Lärare åk 1–3', local: 'maria.holm', how: 'script' },
  { name: 'Johan Ek', role: 'Lärare åk 4–6', local: 'johan.ek', how: 'plain' },
  { name: 'Ingrid Nyström', role: 'Specialpedagog', local: 'ingrid.nystrom', how: 'entities' },
  { name: 'Anders Berg', role: 'Fritidspedagog', local: 'anders.berg', how: 'plain' },
];

const cell = (r: Row): string => (r.how === 'script' ? mariaScript : r.how === 'entities' ? `<a href="mailto:${entities(`${r.local}@${HOST}`)}">${entities(`${r.local}@${HOST}`)}</a>` : mailto(`${r.local}@${HOST}`));

export function montessoriTallbacken(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Förskola och grundskola i Uppsala',
    main: entry(`<h1>Välkommen till Tallbacken</h1><p>Montessoriförskola för barn 1–5 år och grundskola F–6 i ljusa lokaler vid Tallbacksskogen. Vi tar emot ansökningar löpande.</p><p><a href="/ansok">Ställ ditt barn i kö</a></p>`),
  });
  pages['/om-skolan'] = page({ path: '/om-skolan', title: 'Om skolan', main: entry(`<h1>Om skolan</h1><p>Tallbacken är en fristående skola som drivs av en ideell förening sedan 1994. Vi följer Läroplanen och Montessoripedagogiken.</p><p>Skolmaten lagas av Måltidsbolaget i Uppsala; frågor om specialkost skickas till kost@maltidsbolaget-uppsala.se.</p>`) });
  pages['/forskola'] = page({ path: '/forskola', title: 'Förskola', main: entry(`<h1>Förskola</h1><p>Tre avdelningar: Myran (1–3 år), Humlan och Trollsländan (3–5 år).</p>`) });
  pages['/grundskola'] = page({ path: '/grundskola', title: 'Grundskola', main: entry(`<h1>Grundskola</h1><p>Åldersblandade klasser: F–3 och 4–6. Fritidshem före och efter skoltid.</p>`) });

  pages['/personal'] = page({
    path: '/personal',
    title: 'Personal',
    main: entry(
      `<h1>Personal</h1><figure class="wp-block-table"><table><thead><tr><th>Namn</th><th>Roll</th><th>E-post</th></tr></thead><tbody>` +
        STAFF.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.role)}</td><td>${cell(r)}</td></tr>`).join('') +
        `</tbody></table></figure><p>Vikarier och elevassistenter nås via expeditionen.</p>`,
    ),
  });

  pages['/ansok'] = page({
    path: '/ansok',
    title: 'Ansök om plats',
    main: entry(
      `<h1>Ansök om plats</h1><p>Fyll i formuläret så hör vi av oss. Syskon har förtur.</p><form class="wpcf7-form" method="post"><p><label>Vårdnadshavarens e-post<br><input type="email" name="your-email" placeholder="namn@exempel.se"></label></p><p><input type="submit" value="Skicka"></p></form><p>Frågor om kön: ${mailto(`ko@${HOST}`)}</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: entry(
      `<h1>Kontakt</h1><p>Besöksadress: Tallbacksvägen 4, Uppsala</p><p>Expeditionen: ${tel('018-12 34 50')}, ${mailto(`expedition@${HOST}`)} (vardagar 8–15)</p>` +
        `<p><strong>Rektor:</strong> Karin Lindqvist, ${tel('018-12 34 51')}, ${mailto(`karin.lindqvist@${HOST}`)}</p>` +
        `<p>Styrelsens ordförande: Per Wallin (nås via expeditionen)</p>`,
    ),
  });

  pages['/integritetspolicy'] = page({ path: '/integritetspolicy', title: 'Integritetspolicy', main: entry(`<h1>Integritetspolicy</h1><p>Vi behandlar personuppgifter enligt dataskyddsförordningen (GDPR).</p>`) });

  pages['/nyheter/foraldramote-hosten-2025'] = page({
    path: '/nyheter/foraldramote-hosten-2025',
    title: 'Föräldramöte för förskolan',
    main: entry(
      `<h1>Föräldramöte för förskolan 16 september</h1><p>Varmt välkomna till höstens föräldramöte kl. 18.00 i matsalen. Vi pratar om inskolning, utevistelse och höstens tema.</p><p>Anmäl gärna hur många ni kommer till vår förskolechef Sofia Åkesson på ${mailto(`sofia.akesson@${HOST}`)} senast den 10 september.</p>`,
    ),
  });

  pages['/intranat'] = page({ path: '/intranat', title: 'Personalrummet', main: entry(`<h1>Personalrummet</h1><p>Schemafrågor: schema@${HOST}</p>`) });
  pages['/wp-content/uploads/sitemaps/nyheter.xml.gz'] = gzipXmlPage(urlset(HOST, ['/nyheter/foraldramote-hosten-2025'], '2025-08-28'));

  const staffCases = (r: Row): CrawlWorldSite['truth']['addresses'][number]['cases'] => [
    'table',
    'link-non-english',
    r.how === 'script' ? 'script-concat' : r.how === 'entities' ? 'entities' : 'plain',
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /intranat\n\nSitemap: ${ORIGIN}/wp-content/uploads/sitemaps/nyheter.xml.gz\n`,
      pages,
      headers: { Server: 'Apache/2.4.58', 'X-Powered-By': 'PHP/8.2.12' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-22',
      languages: ['sv'],
      addresses: [
        { address: `expedition@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `ko@${HOST}`, name: null, title: null, pages: ['/ansok'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: `karin.lindqvist@${HOST}`,
          name: 'Karin Lindqvist',
          title: 'Rektor',
          pages: ['/personal', '/kontakt'],
          cases: ['table', 'title-name-line', 'plain', 'link-non-english'],
        },
        {
          address: `sofia.akesson@${HOST}`,
          name: 'Sofia Åkesson',
          title: 'förskolechef',
          titleAlternatives: ['Förskolechef'],
          pages: ['/nyheter/foraldramote-hosten-2025'],
          cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'],
        },
        ...STAFF.slice(1).map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.role,
          ...(r.role.includes(',') ? { titleAlternatives: [r.role.split(',')[0]!] } : {}),
          pages: ['/personal'],
          ...(r.how === 'script' ? { encoded: { kind: 'script' as const, text: mariaScript } } : {}),
          cases: staffCases(r),
        })),
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranat'],
      nonAddresses: [
        { text: `schema@${HOST}`, kind: 'disallowed' },
        { text: 'kost@maltidsbolaget-uppsala.se', kind: 'other-company' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
        { text: 'tallbacken-logga@2x.png', kind: 'retina' },
      ],
    },
  };
}
