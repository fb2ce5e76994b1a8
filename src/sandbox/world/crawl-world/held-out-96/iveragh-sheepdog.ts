/**
 * Iveragh Sheepdog Trials Society: a County Kerry trials society on Joomla 4 (Cassiopeia). The
 * officers are "Name, Title" lines, two of them behind Joomla's e-mail cloaking script; the
 * course director is marked up with schema.org microdata; the 2025 trial page has an "Entries:"
 * label line and a sentence naming the veterinary officer ("Dr." and "MVB"). A Git clone URL
 * from the results widget's readme, a supplier's address and the members' area are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'iveraghsheepdog.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [['/', 'Home'], ['/officers', 'Officers'], ['/trials-2025', 'Trials 2025'], ['/results', 'Results'], ['/contact-us', 'Contact Us']];

const theme: Theme = {
  host: HOST,
  siteName: 'Iveragh Sheepdog Trials Society',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4a1b2c" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/system/js/core.min.js?83f2c9"></script>`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><span title="Iveragh Sheepdog Trials Society">Iveragh Sheepdog Trials Society</span></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header><div class="site-grid"><div class="grid-child container-component">`,
  footer: () =>
    `</div></div><footer class="container-footer footer full-width"><div class="grid-child"><p>Iveragh Sheepdog Trials Society · Cahersiveen, Co. Kerry · ${mailto(`info@${HOST}`)}</p><p><a href="/members-area">Members’ Area</a></p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-IE', ...spec });

/** Joomla's email cloaking plugin output. */
function cloak(id: string, local: string): string {
  return `var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + 'iveraghsheepdog' + '&#46;' + 'test';\n var addy_text${id} = '${local}' + '&#64;' + 'iveraghsheepdog' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
}
const cloaked = (id: string, local: string) =>
  `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">\n document.getElementById('cloak${id}').innerHTML = '';\n ${cloak(id, local)}\n</script>`;

interface Officer { local: string; name: string; title: string; cloakId?: string }
const OFFICERS: Officer[] = [
  { local: 'dmoriarty', name: 'Donal Moriarty', title: 'Chairman' },
  { local: 'bfitzgerald', name: 'Bridget Fitzgerald', title: 'Secretary', cloakId: '3f9a1c7e0b2d' },
  { local: 'skerins', name: 'Siobhan Kerins', title: 'Assistant Secretary' },
  { local: 'psugrue', name: 'Padraig Sugrue', title: 'Treasurer', cloakId: '81d4e6a2c5f0' },
  { local: 'mcronin', name: 'Mairead Cronin', title: 'PRO' },
];

export function iveraghSheepdog(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: `<div class="com-content-article item-page"><h1>Fáilte – welcome to the Iveragh Sheepdog Trials Society</h1><p>Open and nursery trials on the hill at Coomanaspig every summer since 1971. Handlers from all over Munster and beyond.</p></div>`,
  });
  pages['/officers'] = page({
    path: '/officers',
    title: 'Officers',
    main: `<div class="com-content-article item-page"><h1>Officers 2025</h1><p>Elected at the AGM in the Butler Arms, January 2025.</p>` +
      OFFICERS.map((o) => `<p>${esc(o.name)}, ${esc(o.title)}, ${o.cloakId ? cloaked(o.cloakId, o.local) : mailto(`${o.local}@${HOST}`)}</p>`).join('\n') +
      `<div itemscope itemtype="https://schema.org/Person"><p><span itemprop="name">Eamon Lynch</span> – <span itemprop="jobTitle">Course Director</span><br><a href="mailto:elynch@${HOST}" itemprop="email">elynch@${HOST}</a> · <span itemprop="telephone">087 555 2290</span></p></div></div>`,
  });
  pages['/trials-2025'] = page({
    path: '/trials-2025',
    title: 'Trials 2025',
    main: `<div class="com-content-article item-page"><h1>Open Trial – Sunday 17th August 2025</h1><p>Judge: Mr. Tadhg Ó Sé (Ballyferriter). Running order drawn on the morning. Dogs must be on a lead off the course at all times.</p>` +
      `<p>Entries: Noreen Daly, Entries Secretary, ${tel('066 947 1234')}, ${mailto(`ndaly@${HOST}`)}</p>` +
      `<p>Our veterinary officer on the day will be Dr. Kieran Foley MVB, who asks that any handler with an injured dog contact him beforehand at ${mailto(`kfoley@${HOST}`)}.</p>` +
      `<p>Catering by Skellig Bites – ${mailto('orders@skelligbites.ie')}</p></div>`,
  });
  pages['/results'] = page({
    path: '/results',
    title: 'Results',
    main: `<h1>Results</h1><p>Results are published with the open-source trial-scoring widget (<code>git clone git@github.com:iveragh-isds/trial-scores.git</code>).</p><table class="table"><tr><th>Place</th><th>Handler</th><th>Dog</th><th>Points</th></tr><tr><td>1</td><td>J. O’Connor</td><td>Fly</td><td>92</td></tr><tr><td>2</td><td>M. Sheehan</td><td>Roy</td><td>89</td></tr></table>`,
  });
  pages['/contact-us'] = page({ path: '/contact-us', title: 'Contact Us', main: `<h1>Contact Us</h1><p>Write to the society at ${mailto(`info@${HOST}`)} or to the Secretary (see <a href="/officers">Officers</a>).</p>` });
  pages['/members-area'] = page({ path: '/members-area', title: 'Members’ Area', main: `<h1>Members’ Area</h1><p>Handbook and insurance forms. Queries: ${mailto(`handlers@${HOST}`)}</p>` });

  const oCases = (o: Officer): CaseKind[] => ['name-title-line', o.cloakId ? 'script-protect' : 'plain'];
  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /members-area\n`,
      sitemapXml: urlset(HOST, ['/', '/officers', '/trials-2025', '/results', '/contact-us']),
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-96',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain'] },
        ...OFFICERS.map((o) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.title,
          pages: ['/officers'],
          ...(o.cloakId ? { encoded: { kind: 'script' as const, text: cloak(o.cloakId, o.local) } } : {}),
          cases: oCases(o),
        })),
        { address: `elynch@${HOST}`, name: 'Eamon Lynch', title: 'Course Director', pages: ['/officers'], cases: ['microdata', 'plain'] },
        { address: `ndaly@${HOST}`, name: 'Noreen Daly', title: 'Entries Secretary', pages: ['/trials-2025'], cases: ['label-line', 'plain'] },
        { address: `kfoley@${HOST}`, name: 'Kieran Foley', title: 'veterinary officer', pages: ['/trials-2025'], cases: ['prose', 'honorific', 'post-nominal', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/members-area'],
      nonAddresses: [
        { text: `handlers@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:iveragh-isds/trial-scores.git', kind: 'git' },
        { text: 'orders@skelligbites.ie', kind: 'other-company' },
      ],
    },
  };
}
