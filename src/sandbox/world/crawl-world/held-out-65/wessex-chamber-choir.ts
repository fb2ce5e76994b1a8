/**
 * The Wessex Chamber Choir: an amateur chamber choir in Salisbury, on Joomla 3 with the Protostar
 * template. "Who's who" names the musical staff ("Dr …", "… FRCO") with addresses Joomla's e-mail
 * cloaking writes by script behind the person's name, and the committee as "Role: Name – address"
 * lines (a clergyman with "Revd Canon" before his name); the auditions page names the voice
 * coordinator in a sentence; the concerts page gives an access address that belongs to nobody it
 * names. An old webmaster's address survives in an HTML comment; the members' area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'wessex-chamber-choir.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/concerts', 'Concerts'],
  ['/whos-who', "Who's who"],
  ['/sing-with-us', 'Sing with us'],
  ['/friends', 'Friends of the Choir'],
];

/** Joomla 3's cloak with the person's name as the link text. */
function cloakScript(local: string, id: string, text: string): string {
  return (
    `<script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'wessex-chamber-choir' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${text}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloak = (local: string, id: string, text: string): string =>
  `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span>${cloakScript(local, id, text)}`;

const theme: Theme = {
  host: HOST,
  siteName: 'The Wessex Chamber Choir',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="${ORIGIN}/templates/protostar/css/template.css?3f2a9c1d8e7b6a5f4c3d2e1f0a9b8c7d" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?3f2a9c1d8e7b6a5f4c3d2e1f0a9b8c7d"></script>`,
    `<script src="${ORIGIN}/media/jui/js/bootstrap.min.js?3f2a9c1d8e7b6a5f4c3d2e1f0a9b8c7d"></script>`,
  ],
  header: () =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/wcc-logo.png" alt="The Wessex Chamber Choir"></a><div class="header-search pull-right"><p class="tagline">Registered charity no. 1087342</p></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l], i) => `<li class="item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav><div class="row-fluid"><main id="content" role="main" class="span12">`,
  footer: () =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p>The Wessex Chamber Choir · c/o St Thomas's Church, St Thomas's Square, Salisbury SP1 1BA · ${mailto(`info@${HOST}`)}</p><p><a href="/privacy-notice">Privacy notice</a> · <a href="/members">Members' area</a></p></div></div><p class="pull-right"><a href="#top" id="back-top">Back to Top</a></p><p>© 2025 The Wessex Chamber Choir</p></div></footer>`,
  privacyPath: { en: '/privacy-notice' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-gb' });
const item = (title: string, html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="en-GB"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

type Musician = { shown: string; name: string; title: string; local: string; id: string; cases: CaseKind[] };
const MUSICIANS: Musician[] = [
  { shown: 'Dr Eleanor Hartley', name: 'Eleanor Hartley', title: 'Musical Director', local: 'eleanor.hartley', id: '4c7e1a9b2d5f8e3a6c0b9d2e5f1a4c7e', cases: ['honorific'] },
  { shown: 'Simon Archer FRCO', name: 'Simon Archer', title: 'Accompanist and Assistant Conductor', local: 'simon.archer', id: '9a2d6f1c4e8b3a7d0f5c2e9b6a1d4f8c', cases: ['post-nominal'] },
];

type Officer = { role: string; shown: string; name: string; local: string; honorific?: boolean };
const COMMITTEE: Officer[] = [
  { role: 'Chair', shown: 'Revd Canon John Faulkner', name: 'John Faulkner', local: 'john.faulkner', honorific: true },
  { role: 'Secretary', shown: 'Helen Marsh', name: 'Helen Marsh', local: 'helen.marsh' },
  { role: 'Treasurer', shown: 'Graham Whitlock', name: 'Graham Whitlock', local: 'graham.whitlock' },
  { role: 'Membership Secretary', shown: 'Ruth Pemberton', name: 'Ruth Pemberton', local: 'ruth.pemberton' },
  { role: 'Publicity Officer', shown: 'Tom Whitcombe', name: 'Tom Whitcombe', local: 'tom.whitcombe' },
];

export function wessexChamberChoir(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: item(
      'Welcome',
      `<p>The Wessex Chamber Choir is a choir of around thirty auditioned singers based in Salisbury, performing music from the Renaissance to the present day.</p><p>Our next concert: <a href="/concerts">Monteverdi Vespers, Saturday 8 November</a>.</p>` +
        `<!-- Site maintained by Dave Price (d.price@wessex-chamber-choir.test) until 2021 - update contact module -->`,
    ),
  });

  pages['/concerts'] = page({
    path: '/concerts',
    title: 'Concerts',
    main: item(
      'Concerts',
      `<h3>Monteverdi – Vespers of 1610</h3><p>Saturday 8 November, 7.30pm, St Thomas's Church, Salisbury. Tickets £18 (students £5) from the Salisbury Playhouse box office or on the door.</p>` +
        `<p>Front of house is run by our Secretary, Helen Marsh. If you have access requirements or need a wheelchair space, please email peter.doyle@${HOST} in advance.</p>`,
    ),
  });

  pages['/whos-who'] = page({
    path: '/whos-who',
    title: "Who's who",
    main: item(
      "Who's who",
      `<h3>Music staff</h3>` +
        MUSICIANS.map((m) => `<p><strong>${esc(m.shown)}</strong>, ${esc(m.title)} – ${cloak(m.local, m.id, m.name)}</p>`).join('') +
        `<h3>Committee</h3><ul class="committee">` +
        COMMITTEE.map((c) => `<li>${esc(c.role)}: ${esc(c.shown)} – ${mailto(`${c.local}@${HOST}`)}</li>`).join('') +
        `</ul>`,
    ),
  });

  pages['/sing-with-us'] = page({
    path: '/sing-with-us',
    title: 'Sing with us',
    main: item(
      'Sing with us',
      `<p>We rehearse on Tuesday evenings, 7.30–9.30pm, in the Sarum College hall. We particularly welcome tenors and basses.</p>` +
        `<p>Auditions are informal and held in September and January; please contact our Voice Coordinator, Fiona Grant, at ${mailto(`fiona.grant@${HOST}`)} to arrange one.</p>`,
    ),
  });

  pages['/friends'] = page({
    path: '/friends',
    title: 'Friends of the Choir',
    main: item('Friends of the Choir', `<p>Friends receive priority booking and a programme credit for a donation of £30 a year. Gift Aid forms are available from the Treasurer.</p><p>Telephone ${tel('01722 555 318')} (answerphone).</p>`),
  });

  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy notice', main: item('Privacy notice', `<p>We hold members' and Friends' details only to run the choir.</p>`) });
  pages['/members'] = page({ path: '/members', title: "Members' area", main: item("Members' area", `<p>Rehearsal tracks and rota. Forgotten your password? Email ${mailto(`webmaster@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /cache/\nDisallow: /components/\nDisallow: /tmp/\nDisallow: /members\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.0.30' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-65',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/whos-who'], cases: ['role', 'plain'] },
        ...MUSICIANS.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/whos-who'],
          encoded: { kind: 'script' as const, text: cloakScript(m.local, m.id, m.name) },
          cases: ['name-title-line', 'script-protect', ln, ...m.cases] as CaseKind[],
        })),
        ...COMMITTEE.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.role,
          pages: ['/whos-who'],
          cases: ['title-name-line', 'plain', ln, ...(c.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `fiona.grant@${HOST}`, name: 'Fiona Grant', title: 'Voice Coordinator', pages: ['/sing-with-us'], cases: ['prose', 'plain', ln] },
        { address: `peter.doyle@${HOST}`, name: null, title: null, pages: ['/concerts'], cases: ['neighbour', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members'],
      nonAddresses: [
        { text: `d.price@${HOST}`, kind: 'comment' },
        { text: `webmaster@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
