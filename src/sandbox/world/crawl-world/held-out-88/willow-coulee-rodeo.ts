/**
 * Willow Coulee Agricultural Society & Rodeo Association, Alberta (Canadian English), on Joomla 4:
 * the board of directors as a table in which two addresses are Joomla's "protected from spambots"
 * cloak, a volunteer page ("Volunteer With Us") naming the coordinator in a sentence, the queen
 * pageant coordinator as a card, a results page whose mailbox sits next to the timer's name. The
 * stock contractor's entries address is another firm's; the members' page is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'willowcouleerodeo.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/rodeo-2025', 'Rodeo 2025'],
  ['/board-of-directors', 'Board of Directors'],
  ['/volunteer-with-us', 'Volunteer With Us'],
  ['/results', 'Results'],
  ['/sponsors', 'Our Sponsors'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Willow Coulee Rodeo',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4.4.5" rel="stylesheet">`],
  header: () =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="${ORIGIN}/images/wcr-logo.png" alt="Willow Coulee Rodeo"></a></div><nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header><div class="site-grid">`,
  footer: () =>
    `</div><footer class="container-footer footer full-width"><div class="grid-child"><p>Willow Coulee Agricultural Society &amp; Rodeo Association · Box 219, Willow Coulee, AB T0L 2K0 · ${tel('403-555-0188')} · ${mailto(`office@${HOST}`)}</p><p><a href="/members">Members login</a></p></div></footer>`,
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-CA' });

let cloakSeq = 0;
function cloak(local: string): { html: string; script: string } {
  const id = `cloak${(0x3f1a9c + cloakSeq++ * 4099).toString(16)}`;
  const parts = HOST.split('.');
  const script = `document.getElementById('${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + '${parts[0]}' + '&#46;' + '${parts[1]}';\n var addy_text${id} = '${local}' + '&#64;' + '${parts[0]}' + '&#46;' + '${parts[1]}';document.getElementById('${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">\n ${script}\n</script>`, script };
}

type Director = { position: string; name: string; local: string; how: 'plain' | 'cloak' };
const BOARD: Director[] = [
  { position: 'President', name: 'Wade Harlow', local: 'w.harlow', how: 'cloak' },
  { position: 'Vice-President', name: 'Lise Dubois', local: 'l.dubois', how: 'plain' },
  { position: 'Secretary-Treasurer', name: 'Marnie Kowalczyk', local: 'm.kowalczyk', how: 'cloak' },
  { position: 'Arena Director', name: 'Cody Yellowhorse', local: 'c.yellowhorse', how: 'plain' },
  { position: 'Chute Boss', name: 'Tyson Reimer', local: 't.reimer', how: 'plain' },
];

export function willowCouleeRodeo(): CrawlWorldSite {
  cloakSeq = 0;
  const pages: Record<string, SandboxPage> = {};
  const cloaks = new Map<string, { html: string; script: string }>();
  for (const d of BOARD) if (d.how === 'cloak') cloaks.set(d.local, cloak(d.local));

  pages['/'] = page({ path: '/', title: 'Home', main: `<div class="com-content-article item-page"><h1>73rd Annual Willow Coulee Pro Rodeo</h1><p>July 18–20, 2025 · Grounds open 10 a.m. · Slack Friday morning · Pancake breakfast Saturday by the 4-H club.</p><p>Bareback, saddle bronc, bull riding, tie-down roping, steer wrestling, team roping, ladies' barrel racing and junior steer riding.</p></div>` });
  pages['/rodeo-2025'] = page({ path: '/rodeo-2025', title: 'Rodeo 2025', main: `<div class="item-page"><h1>Rodeo 2025</h1><p>Adults $25, seniors and youth $15, kids under 6 free. Camping with power on the grounds, first come first served.</p></div>` });
  pages['/board-of-directors'] = page({
    path: '/board-of-directors',
    title: 'Board of Directors',
    main:
      `<div class="item-page"><h1>Board of Directors 2024–2025</h1><p>Elected at the AGM each November. Directors are volunteers.</p><table class="table table-striped"><thead><tr><th>Position</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
      BOARD.map((d) => `<tr><td>${esc(d.position)}</td><td>${esc(d.name)}</td><td>${d.how === 'cloak' ? cloaks.get(d.local)!.html : mailto(`${d.local}@${HOST}`)}</td></tr>`).join('') +
      `<tr><td>Director at Large</td><td>Hank Sawatzky</td><td></td></tr></tbody></table>` +
      `<div class="card"><div class="card-body"><h3 class="card-title">Jolene Fehr</h3><p class="card-subtitle">Rodeo Queen Pageant Coordinator</p><p>Jolene has coordinated the Miss Willow Coulee Rodeo pageant since 2017. Applications close April 30.</p><p>${mailto(`j.fehr@${HOST}`)}</p></div></div></div>`,
  });
  pages['/volunteer-with-us'] = page({ path: '/volunteer-with-us', title: 'Volunteer With Us', main: `<div class="item-page"><h1>Volunteer With Us</h1><p>We need about 180 volunteers over rodeo weekend: gate, parking, beer gardens, arena crew and cleanup. Every volunteer gets a T-shirt and a meal ticket.</p><p>To sign up for a shift, contact our volunteer coordinator Brent MacLeod at ${mailto(`b.macleod@${HOST}`)} or call him at ${tel('403-555-0131')}.</p></div>` });
  pages['/results'] = page({ path: '/results', title: 'Results', main: `<div class="item-page"><h1>2024 Results</h1><p>Bull riding: 1. Colt Sinclair, 86.5 pts · Barrel racing: 1. Kaylee Brandt, 17.21 s</p><p>Results compiled by Shelby Tanner, rodeo secretary's office. Corrections: ${mailto(`results@${HOST}`)}</p></div>` });
  pages['/sponsors'] = page({ path: '/sponsors', title: 'Our Sponsors', main: `<div class="item-page"><h1>Our Sponsors</h1><p>Thank you to Prairie Co-op, Foothills Ford and Big Sky Stock Contractors. Contestants enter through the stock contractor's office: entries@bigskystockcontractors.ca</p></div>` });
  pages['/members'] = page({ path: '/members', title: 'Members', main: `<div class="item-page"><h1>Members</h1><p>AGM minutes, director binder. Password help: webadmin@${HOST}</p></div>` });

  const cloakCases: CaseKind[] = ['table', 'script-protect', 'link-english-unlisted'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /members\n`,
      sitemapXml: urlset(HOST, ['/', '/rodeo-2025', '/board-of-directors', '/volunteer-with-us', '/results', '/sponsors']),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-88',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...BOARD.map((d) => ({
          address: `${d.local}@${HOST}`,
          name: d.name,
          title: d.position,
          pages: ['/board-of-directors'],
          ...(d.how === 'cloak' ? { encoded: { kind: 'script' as const, text: cloaks.get(d.local)!.script } } : {}),
          cases: d.how === 'cloak' ? cloakCases : (['table', 'plain', 'link-english-unlisted'] as CaseKind[]),
        })),
        { address: `j.fehr@${HOST}`, name: 'Jolene Fehr', title: 'Rodeo Queen Pageant Coordinator', pages: ['/board-of-directors'], cases: ['card', 'plain'] },
        { address: `b.macleod@${HOST}`, name: 'Brent MacLeod', title: 'volunteer coordinator', pages: ['/volunteer-with-us'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: `results@${HOST}`, name: null, title: null, pages: ['/results'], cases: ['neighbour', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/members'],
      nonAddresses: [
        { text: `webadmin@${HOST}`, kind: 'disallowed' },
        { text: 'entries@bigskystockcontractors.ca', kind: 'other-company' },
      ],
    },
  };
}
