/** Rotterdam: a port pilots' association on a hand-built CMS, English first with a Dutch page. */
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { SandboxPage } from '../../websites.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'rijnmond-pilots.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/board-of-the-association', 'Board of the Association'],
  ['/pilot-stations', 'Pilot stations'],
  ['/pilot-training', 'Becoming a pilot'],
  ['/contact', 'Contact'],
  ['/nl', 'Nederlands'],
];

const theme: Theme = {
  host: HOST,
  siteName: "Rijnmond Pilots' Association",
  head: [
    '<meta name="generator" content="harbourpress 2.3 (in-house)">',
    '<link rel="stylesheet" href="/assets/css/rpa.2f9c1e.css">',
    '<link rel="icon" href="/assets/img/favicon-32.png" sizes="32x32">',
  ],
  header: (p: PageSpec) =>
    `<div class="topbar"><span>VTS Maas Approach: VHF 01 · ${tel('+31 10 555 4400')}</span></div><header class="rpa-header"><a href="/" class="rpa-logo"><img src="/assets/img/rpa-pennant.svg" alt="Rijnmond Pilots' Association" width="64" height="64"></a><nav class="rpa-nav" aria-label="${p.lang === 'nl' ? 'Hoofdmenu' : 'Main'}">` +
    MENU.map(([h, l]) => `<a href="${h}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a>`).join(' ') +
    `</nav></header><div class="rpa-body">`,
  footer: () =>
    `</div><footer class="rpa-footer"><p>Rijnmond Pilots' Association · Pilot House, Wilhelminakade 88, 3072 AR Rotterdam</p><p><a href="/members">Members' portal</a> · <a href="/privacy">Privacy</a></p><p class="build">Site engine: harbourpress 2.3, source at git@gitlab.com:rpa-web/harbourpress.git</p></footer>`,
  bodyEnd: ['<script src="/assets/js/rpa.2f9c1e.js" defer></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Officer = { shown: string; name: string; title: string; local: string; honorific?: boolean; postNominal?: boolean };
const BOARD: Officer[] = [
  { shown: 'Capt. Willem Bakker', name: 'Willem Bakker', title: 'Chairman', local: 'willem.bakker', honorific: true },
  { shown: 'Ruud Visser MSc', name: 'Ruud Visser', title: 'Secretary', local: 'ruud.visser', postNominal: true },
  { shown: 'Sanne Smit', name: 'Sanne Smit', title: 'Treasurer', local: 'sanne.smit' },
  { shown: 'Capt. Henk Mulder, FNI', name: 'Henk Mulder', title: 'Chief Pilot, Deep-Draught & LNG Vessels', local: 'henk.mulder', honorific: true, postNominal: true },
  { shown: 'Erik Jansen', name: 'Erik Jansen', title: 'Marine Superintendent (non-executive member)', local: 'erik.jansen' },
];

export function rijnmondPilots(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const joostScript = `var u = 'joost' + '.' + 'meijer'; var d = 'rijnmond-' + 'pilots' + '.test'; var el = document.getElementById('trainer-mail'); el.innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;
  const joostEncoded: EncodedAddress = { kind: 'script', text: joostScript };

  pages['/'] = page({
    path: '/', lang: 'en', title: 'Safe passage into the Port of Rotterdam', alternates: { en: '/', nl: '/nl' },
    main: `<section class="hero"><h1>Safe passage, day and night</h1><p>Our 290 registered pilots bring some 38,000 ships a year in and out of Europe's largest port, from the Maas Approach to the Botlek.</p></section><p>Ship's agents: ordering a pilot is done through the Pilot Dispatch Centre, ${mailto(`dispatch@${HOST}`)} or VHF channel 01.</p>`,
  });
  pages['/board-of-the-association'] = page({
    path: '/board-of-the-association', lang: 'en', title: 'Board of the Association',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: "Rijnmond Pilots' Association", url: `${ORIGIN}/`, member: { '@type': 'Person', name: 'Willem Bakker', honorificPrefix: 'Capt.', jobTitle: 'Chairman', email: `willem.bakker@${HOST}` } }],
    main: `<h1>Board of the Association</h1><p>The board is elected by the general meeting of registered pilots for a term of three years.</p><table class="board"><thead><tr><th>Name</th><th>Position</th><th>E-mail</th></tr></thead><tbody>` +
      BOARD.map((b) => `<tr><td>${esc(b.shown)}</td><td>${esc(b.title)}</td><td>${mailto(`${b.local}@${HOST}`)}</td></tr>`).join('') + `</tbody></table>`,
  });
  pages['/pilot-stations'] = page({
    path: '/pilot-stations', lang: 'en', title: 'Pilot stations',
    main: `<h1>Pilot stations</h1><p>Pilots board from the station tenders off Maasmond, or by helicopter in heavy weather. Boarding positions are published in the Port Information Guide.</p><p>Femke Dekker, Operations Coordinator – Pilot Station Maasmond, ${mailto(`femke.dekker@${HOST}`)}</p>`,
  });
  pages['/pilot-training'] = page({
    path: '/pilot-training', lang: 'en', title: 'Becoming a pilot',
    main: `<h1>Becoming a pilot</h1><p>Candidates hold a master mariner's certificate and serve at least two years in command. The training takes eighteen months in the simulator and on board.</p><p>Captain Joost Meijer runs our pilot training programme as Head of Pilot Training and answers candidates' questions at <span id="trainer-mail">[enable JavaScript]</span>.</p><script>${joostScript}</script>`,
  });
  pages['/contact'] = page({
    path: '/contact', lang: 'en', title: 'Contact',
    main: `<h1>Contact</h1><p>Pilot House, Wilhelminakade 88, 3072 AR Rotterdam</p><dl><dt>Pilot orders (24/7)</dt><dd>${mailto(`dispatch@${HOST}`)}</dd><dt>Invoices and tariffs</dt><dd>${mailto(`accounts@${HOST}`)}</dd></dl><p>Do not send pilot orders to name@example.com style addresses found in old port guides.</p>`,
  });
  pages['/nl'] = page({
    path: '/nl', lang: 'nl', title: 'Loodsen in de Rotterdamse haven', alternates: { en: '/', nl: '/nl' },
    main: `<h1>Loodsen in de Rotterdamse haven</h1><p>De vereniging behartigt de belangen van de registerloodsen in regio Rotterdam-Rijnmond.</p><p>Vragen over contributie en declaraties: penningmeester Sanne Smit, ${mailto(`sanne.smit@${HOST}`)}.</p>`,
  });
  pages['/news/maasvlakte-boarding-point'] = page({
    path: '/news/maasvlakte-boarding-point', lang: 'en', title: 'New boarding point off Maasvlakte 2',
    main: `<h1>New boarding point off Maasvlakte 2</h1><p>From 1 June the boarding point for inbound deep-draught vessels moves two miles west.</p><p class="press">Media enquiries: Lotte Vermeulen, Communications Officer, ${tel('+31 10 555 4417')}, ${mailto(`lotte.vermeulen@${HOST}`)}</p>`,
  });
  pages['/privacy'] = page({ path: '/privacy', lang: 'en', title: 'Privacy', main: `<h1>Privacy</h1><p>We process personal data only to dispatch pilots and invoice their services.</p>` });
  pages['/members'] = page({ path: '/members', lang: 'en', title: "Members' portal", main: `<p>Rosters and leave requests: ${mailto(`roster@${HOST}`)}</p>` });
  pages['/sitemaps/rpa-pages.xml'] = xmlPage(urlset(HOST, ['/', '/board-of-the-association', '/pilot-stations', '/pilot-training', '/contact', '/nl', '/news/maasvlakte-boarding-point']));

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /members\nDisallow: /admin/\n\nSitemap: ${ORIGIN}/sitemaps/rpa-pages.xml\n`,
      pages,
      headers: { Server: 'nginx/1.24.0', 'X-Powered-By': 'harbourpress' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-99',
      languages: ['en', 'nl'],
      addresses: [
        { address: `dispatch@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `accounts@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'definition-list', 'plain'] },
        ...BOARD.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.title,
          ...(b.local === 'sanne.smit' ? { titleAlternatives: ['penningmeester'] } : {}),
          pages: b.local === 'sanne.smit' ? ['/board-of-the-association', '/nl'] : ['/board-of-the-association'],
          cases: ['table', 'plain', lu, ...(b.honorific ? ['honorific'] : []), ...(b.postNominal ? ['post-nominal'] : []), ...(b.local === 'willem.bakker' ? ['json-ld-person'] : [])] as CaseKind[],
        })),
        { address: `femke.dekker@${HOST}`, name: 'Femke Dekker', title: 'Operations Coordinator – Pilot Station Maasmond', pages: ['/pilot-stations'], cases: ['name-title-line', 'plain', lu] },
        { address: `joost.meijer@${HOST}`, name: 'Joost Meijer', title: 'Head of Pilot Training', pages: ['/pilot-training'], encoded: joostEncoded, cases: ['prose', 'honorific', 'script-concat', lu] },
        { address: `lotte.vermeulen@${HOST}`, name: 'Lotte Vermeulen', title: 'Communications Officer', pages: ['/news/maasvlakte-boarding-point'], cases: ['label-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members'],
      nonAddresses: [
        { text: 'git@gitlab.com:rpa-web/harbourpress.git', kind: 'git' },
        { text: 'name@example.com', kind: 'placeholder' },
        { text: `roster@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
