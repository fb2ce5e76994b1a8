/**
 * Pobalscoil Loch an Iolair: a co-educational community school in Co. Mayo, on Joomla 3 with the
 * Protostar template, in Irish English with an Irish-language section. The staff article gives
 * the principal and deputy as "Principal: Mr …" lines whose addresses Joomla's e-mail cloaking
 * writes by script, and the post-holders in a table from a custom module (cloaking off there);
 * the contact page states the staff scheme (firstname.surname@…). The Irish section is reached
 * only through the hreflang alternate of the home page (the language switcher is a select box):
 * its home names the language planning officer in a sentence, and "Foireann" (two links from
 * home) lists the Irish department in a definition list. A news article reached only through the
 * gzip sitemap that robots.txt names gives the Gaisce leader. An address in an HTML comment and
 * the staff room (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pobalscoillochaniolair.test';
const ORIGIN = `http://${HOST}`;
const SCHOOL = 'Pobalscoil Loch an Iolair';

const MENU_EN: [string, string][] = [
  ['/', 'Home'],
  ['/about-us', 'About Us'],
  ['/staff', 'Staff'],
  ['/parents', 'Parents'],
  ['/contact-us', 'Contact Us'],
];
const MENU_GA: [string, string][] = [
  ['/ga', 'Baile'],
  ['/ga/foireann', 'Foireann'],
  ['/ga/teagmhail', 'Teagmháil'],
];

const HOME_ALTERNATES = { 'en-ie': '/', 'ga-ie': '/ga', 'x-default': '/' };

const theme: Theme = {
  host: HOST,
  siteName: SCHOOL,
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="${ORIGIN}/templates/protostar/css/template.css?5e1e0b2f4c3a6d9b8a7f" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/mod_languages/css/template.css?5e1e0b2f4c3a6d9b8a7f" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?5e1e0b2f4c3a6d9b8a7f"></script>`,
    `<script src="${ORIGIN}/media/jui/js/bootstrap.min.js?5e1e0b2f4c3a6d9b8a7f"></script>`,
  ],
  header: (spec) => {
    const ga = spec.lang.startsWith('ga');
    const menu = ga ? MENU_GA : MENU_EN;
    return (
      `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="${ga ? '/ga' : '/'}"><img src="${ORIGIN}/images/crest/pobalscoil-crest.png" alt="${SCHOOL}"> <div class="site-description">${ga ? 'Mol an óige agus tiocfaidh sí' : 'Mol an óige agus tiocfaidh sí – Praise youth and it will flourish'}</div></a>` +
      `<div class="header-search pull-right"><div class="moduletable"><div class="mod-languages"><form name="lang" method="post" action="${ORIGIN}${ga ? '/ga' : '/'}"><select class="inputbox advancedSelect" onchange="document.location.replace(this.value);"><option dir="ltr" value="/"${ga ? '' : ' selected="selected"'}>English</option><option dir="ltr" value="/ga"${ga ? ' selected="selected"' : ''}>Gaeilge</option></select></form></div></div></div></div></header>` +
      `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
      menu.map(([href, label], i) => `<li class="item-${(101 + i + (ga ? 20 : 0)).toString()}${href === spec.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('') +
      `</ul></div></nav><div class="row-fluid"><main id="content" role="main" class="span12"><div id="system-message-container"></div>`
    );
  },
  footer: (spec) => {
    const ga = spec.lang.startsWith('ga');
    return (
      `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom">` +
      (ga
        ? `<p>${SCHOOL}, Baile an Iolair, Co. Mhaigh Eo, F23 XK47 · Fón: ${tel('094 955 0182')} · Uimhir Rolla: 91472Q</p>`
        : `<p>${SCHOOL}, Baile an Iolair, Co. Mayo, F23 XK47 · Tel: ${tel('094 955 0182')} · Roll Number: 91472Q · <a href="/privacy-policy">Data Protection</a> · <a href="/staffroom">Staff Room</a></p>`) +
      `</div></div><p class="pull-right"><a href="#top" id="back-top">${ga ? 'Ar ais go barr' : 'Back to Top'}</a></p><p>© 2025 ${SCHOOL}</p></div></footer>`
    );
  },
  bodyEnd: [`<script src="${ORIGIN}/templates/protostar/js/template.js?5e1e0b2f4c3a6d9b8a7f"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>, lang = 'en-gb'): SandboxPage => renderPage(theme, { ...spec, lang });

const article = (title: string, html: string, lang = 'en-GB'): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="${lang}"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

/** The script Joomla 3's "Content - Email Cloaking" plugin writes for one address. */
function cloakScript(local: string, id: string): string {
  return (
    `<script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'pobalscoillochaniolair' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'pobalscoillochaniolair' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloak = (local: string, id: string): string =>
  `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span>${cloakScript(local, id)}`;

type Leader = { office: string; shown: string; name: string; local: string; id: string };
const LEADERS: Leader[] = [
  { office: 'Principal', shown: 'Mr Pádraig Ó Conghaile', name: 'Pádraig Ó Conghaile', local: 'padraig.oconghaile', id: '5b8e2f0c71d94a36e1c08b7f2a4d96e3' },
  { office: 'Deputy Principal', shown: 'Ms Gráinne Keane', name: 'Gráinne Keane', local: 'grainne.keane', id: 'e07a4c19b2d85f63a0e9c41d7b2f58a6' },
];

type PostHolder = { role: string; shown: string; name: string; local: string };
const POST_HOLDERS: PostHolder[] = [
  { role: 'Year Head – 1st Year', shown: 'Mr Colm Fahy', name: 'Colm Fahy', local: 'colm.fahy' },
  { role: 'Year Head – 5th & 6th Year', shown: 'Ms Niamh Costello', name: 'Niamh Costello', local: 'niamh.costello' },
  { role: 'Guidance Counsellor', shown: 'Ms Áine Mulkerrin', name: 'Áine Mulkerrin', local: 'aine.mulkerrin' },
  { role: 'SEN Coordinator', shown: 'Mr Declan Walsh', name: 'Declan Walsh', local: 'declan.walsh' },
  { role: 'Transition Year Coordinator', shown: 'Ms Róisín Joyce', name: 'Róisín Joyce', local: 'roisin.joyce' },
];

type Gaeilge = { role: string; name: string; local: string };
const FOIREANN: Gaeilge[] = [
  { role: 'Comhordaitheoir na Gaeilge', name: 'Máirtín Ó Flatharta', local: 'mairtin.oflatharta' },
  { role: 'Múinteoir Ceoil agus Stiúrthóir an Chóir', name: 'Eimear Nic Dhonnchadha', local: 'eimear.nicdhonnchadha' },
];

const NEWS_PATH = '/news/gaisce-presidents-award-2025';

export function pobalscoilLochAnIolair(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    alternates: HOME_ALTERNATES,
    main: article(
      `Welcome to ${SCHOOL}`,
      `<p>${SCHOOL} is a co-educational community school serving Baile an Iolair and the surrounding parishes of north Mayo. We have 486 students and 41 teachers, and we offer the Junior Cycle, an optional Transition Year, the Leaving Certificate and the Leaving Certificate Applied.</p>` +
        `<p>Enrolment for First Year 2026/27 opens on 6 October. Application forms are available from the school office or on the <a href="/parents">Parents</a> page.</p>` +
        `<p>School office: ${tel('094 955 0182')} · ${mailto(`oifig@${HOST}`)}</p>`,
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    main: article(
      'About Us',
      `<p>The school was founded in 1994 when the Convent of Mercy secondary school and the Vocational School in Baile an Iolair amalgamated. It is under the joint trusteeship of the Sisters of Mercy, the Bishop of Killala and Mayo, Sligo and Leitrim ETB.</p><p>We are a DEIS school and a Green-Schools school (seven flags), and our senior camogie team won the Connacht Senior B title in 2024.</p>`,
    ),
  });

  pages['/staff'] = page({
    path: '/staff',
    title: 'Staff',
    main:
      article(
        'Staff',
        `<p>The senior management team can be contacted through the school office or directly by email.</p>` +
          LEADERS.map((l) => `<p><strong>${esc(l.office)}:</strong> ${esc(l.shown)}<br>${cloak(l.local, l.id)}</p>`).join('') +
          `<!-- 3rd Year Head until June 2024: Ms Ciara Geraghty, ciara.geraghty@${HOST} -->`,
      ) +
      `<div class="moduletable"><h3>Post-holders</h3><div class="custom"><table class="table table-bordered table-striped"><thead><tr><th>Role</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
      POST_HOLDERS.map((s) => `<tr><td>${esc(s.role)}</td><td>${esc(s.shown)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
      `</tbody></table></div></div>`,
  });

  pages['/parents'] = page({
    path: '/parents',
    title: 'Parents',
    main: article(
      'Parents',
      `<p>Parents and guardians can follow their child’s attendance, timetable and reports on the VSware parent app. Login details are sent home in September.</p><p>The Parents’ Association meets on the first Tuesday of the month in the school library at 8 p.m. New members are always welcome.</p><p>Uniform is available from Heneghan’s Drapery, Main Street, Béal an Mhuirthead.</p>`,
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: article(
      'Contact Us',
      `<p>${SCHOOL}<br>Baile an Iolair<br>Co. Mayo<br>F23 XK47</p><p>Tel: ${tel('094 955 0182')}<br>Email: ${mailto(`oifig@${HOST}`)}</p>` +
        `<p>The school office is open from 8.45 a.m. to 4 p.m., Monday to Friday, during term. Staff can be contacted by email at firstname.surname@${HOST} (no fadas or spaces); please allow two school days for a reply.</p>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Data Protection', main: article('Data Protection Policy', '<p>The Board of Management is the data controller for personal data held by the school. Requests under the GDPR should be made in writing to the Principal.</p>') });

  pages['/staffroom'] = page({
    path: '/staffroom',
    title: 'Staff Room',
    main: article('Staff Room', `<p>Substitution cover, room bookings and the staff handbook. Log-in problems: ${mailto(`ict@${HOST}`)}</p><form action="/staffroom" method="post" id="login-form"><input type="text" name="username"><input type="password" name="password"><button type="submit">Log in</button></form>`),
  });

  pages[NEWS_PATH] = page({
    path: NEWS_PATH,
    title: 'Gaisce success for our Transition Years',
    main: article(
      'Gaisce success for our Transition Years',
      `<p>Congratulations to the 23 Transition Year students who received their Bronze Gaisce medals at a ceremony in Castlebar on 12 May. Between them they logged more than 1,600 hours of community involvement, from coaching underage football to volunteering with the Mayo Mountain Rescue Team.</p>` +
        `<p>Students going into Transition Year who would like to take part next year should speak to our Gaisce President’s Award Leader, Mr Ciarán Burke, or email him at ${mailto(`ciaran.burke@${HOST}`)} before the end of September.</p>`,
    ),
  });

  // The Irish-language section.
  pages['/ga'] = page(
    {
      path: '/ga',
      title: 'Baile',
      alternates: HOME_ALTERNATES,
      main: article(
        `Fáilte go ${SCHOOL}`,
        `<p>Is pobalscoil chomhoideachais í ${SCHOOL} a fhreastalaíonn ar dhaltaí ó Bhaile an Iolair agus ó na paróistí máguaird in iarthuaisceart Mhaigh Eo. Tá 486 dalta agus 41 múinteoir sa scoil i mbliana.</p>` +
          `<p>Tá an Ghaeilge lárnach i saol na scoile. Bíonn Ciorcal Comhrá ar siúl gach Céadaoin ag am lóin, téann dhá ghrúpa chuig an gColáiste Samhraidh in Acaill gach bliain, agus bíonn ceolchoirm mhór againn le linn Sheachtain na Gaeilge.</p>` +
          `<p>Má tá ceist agat faoi scoláireachtaí Gaeltachta nó faoi imeachtaí Gaeilge na scoile, déan teagmháil le Sorcha Ní Chonghaile, Oifigeach Pleanála Teanga na scoile, ag ${mailto(`sorcha.nichonghaile@${HOST}`)}.</p>`,
        'ga-IE',
      ),
    },
    'ga-ie',
  );

  pages['/ga/foireann'] = page(
    {
      path: '/ga/foireann',
      title: 'Foireann',
      main: article(
        'Foireann na Gaeilge',
        `<p>Seo iad na baill foirne atá i mbun imeachtaí Gaeilge na scoile.</p><dl class="dl-horizontal">` +
          FOIREANN.map((f) => `<dt>${esc(f.role)}</dt><dd>${esc(f.name)}<br>${mailto(`${f.local}@${HOST}`)}</dd>`).join('') +
          `</dl><p>Tá liosta iomlán na foirne le fáil ar leagan Béarla an tsuímh.</p>`,
        'ga-IE',
      ),
    },
    'ga-ie',
  );

  pages['/ga/teagmhail'] = page(
    {
      path: '/ga/teagmhail',
      title: 'Teagmháil',
      main: article(
        'Déan Teagmháil Linn',
        `<p>${SCHOOL}<br>Baile an Iolair<br>Co. Mhaigh Eo<br>F23 XK47</p><p>Fón: ${tel('094 955 0182')}<br>Ríomhphost: ${mailto(`oifig@${HOST}`)}</p><p>Bíonn oifig na scoile ar oscailt ó 8.45 r.n. go 4.00 i.n., Luan go hAoine, le linn an téarma.</p>`,
        'ga-IE',
      ),
    },
    'ga-ie',
  );

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/about-us', '/staff', '/parents', '/contact-us', '/privacy-policy', NEWS_PATH], '2025-05-14'));

  const ga: CaseKind[] = ['deep-page', 'link-non-english'];
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n# eg www.example.com/robots.txt\n# AND the joomla folder name MUST be prefixed to all of the\n# paths.\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /staffroom\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-120',
      languages: ['en', 'ga'],
      addresses: [
        { address: `oifig@${HOST}`, name: null, title: null, pages: ['/', '/contact-us', '/ga/teagmhail'], cases: ['role', 'plain'] },
        ...LEADERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.office,
          pages: ['/staff'],
          encoded: { kind: 'script' as const, text: cloakScript(l.local, l.id) },
          cases: ['title-name-line', 'honorific', 'script-protect'] as CaseKind[],
        })),
        ...POST_HOLDERS.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.role, pages: ['/staff'], cases: ['table', 'honorific', 'plain'] as CaseKind[] })),
        ...FOIREANN.map((f) => ({ address: `${f.local}@${HOST}`, name: f.name, title: f.role, pages: ['/ga/foireann'], cases: ['definition-list', 'plain', ...ga] as CaseKind[] })),
        { address: `sorcha.nichonghaile@${HOST}`, name: 'Sorcha Ní Chonghaile', title: 'Oifigeach Pleanála Teanga', pages: ['/ga'], cases: ['prose', 'hreflang', 'plain'] },
        { address: `ciaran.burke@${HOST}`, name: 'Ciarán Burke', title: 'Gaisce President’s Award Leader', pages: [NEWS_PATH], cases: ['prose', 'honorific', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact-us', text: `firstname.surname@${HOST}` },
      disallowed: ['/staffroom'],
      nonAddresses: [
        { text: `firstname.surname@${HOST}`, kind: 'scheme' },
        { text: `ciara.geraghty@${HOST}`, kind: 'comment' },
        { text: `ict@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
