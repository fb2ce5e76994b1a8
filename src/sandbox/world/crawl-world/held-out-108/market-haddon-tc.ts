/**
 * Market Haddon Town Council: a town council in the West Riding of Yorkshire, on Joomla 3.10 with
 * a Protostar-derived template and the e-mail cloaking plugin on. "Your Councillors" is a table by
 * ward (each councillor "Cllr", one also "Dr", their civic roles and committee chairs, their
 * addresses written by the cloak's document scripts); "Clerk & Staff" is an article with
 * {emailcloak=off}, each officer as "Post: Name – address" (the Clerk with FSLCC); the allotments
 * page has a "Contact:" line with the officer's post, the town hall's address and phone; the
 * neighbourhood-plan consultation news item is listed only in the gzip sitemap robots.txt names.
 * The councillors' area (disallowed), the district council's planning address and the contact
 * form's placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'markethaddon-tc.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, number][] = [
  ['/', 'Home', 101],
  ['/the-council', 'The Council', 102],
  ['/the-council/your-councillors', 'Your Councillors', 117],
  ['/the-council/clerk-and-staff', 'Clerk & Staff', 118],
  ['/meetings', 'Meetings, Agendas & Minutes', 104],
  ['/allotments', 'Allotments', 121],
  ['/contact-us', 'Contact Us', 110],
];

/** Joomla 3's e-mail cloak: the address in entity-sprinkled pieces, put together by a script. */
function cloak(address: string, id: string): { html: string; script: string } {
  const [local, domain] = address.split('@') as [string, string];
  const dot = domain.lastIndexOf('.');
  const sprinkle = (s: string): string => [...s].map((c, i) => (i % 3 === 1 && /[a-z]/.test(c) ? `&#${c.charCodeAt(0)};` : c)).join('');
  const name = sprinkle(local);
  const dom = sprinkle(domain.slice(0, dot));
  const tld = sprinkle(domain.slice(dot + 1));
  const v = `addy${id}`;
  const script =
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar ${v} = '${name}' + '&#64;';\n` +
    `\t\t\t\t${v} = ${v} + '${dom}' + '&#46;' + '${tld}';\n` +
    `\t\t\t\tvar addy_text${id} = '${name}' + '&#64;' + '${dom}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + ${v} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`;
  return {
    html: `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type='text/javascript'>${script}</script>`,
    script,
  };
}

const theme: Theme = {
  host: HOST,
  siteName: 'Market Haddon Town Council',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<base href="' + ORIGIN + '/">',
    '<link href="/templates/mhtc_protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">',
    '<link href="/templates/mhtc_protostar/css/template.css?5f1e3a9c2b7d8e4f6a0b1c2d3e4f5a6b" rel="stylesheet">',
    '<link href="/media/jui/css/chosen.css?5f1e3a9c2b7d8e4f6a0b1c2d3e4f5a6b" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?5f1e3a9c2b7d8e4f6a0b1c2d3e4f5a6b"></script>',
    '<script src="/media/jui/js/jquery-noconflict.js?5f1e3a9c2b7d8e4f6a0b1c2d3e4f5a6b"></script>',
    '<script src="/media/system/js/caption.js?5f1e3a9c2b7d8e4f6a0b1c2d3e4f5a6b"></script>',
    "<script>jQuery(window).on('load',  function() {\n\t\t\t\tnew JCaption('img.caption');\n\t\t\t});</script>",
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/branding/mhtc-crest.png" alt="Market Haddon Town Council"><div class="site-description">Serving the people of Market Haddon, Netherby and Scarcroft Bridge</div></a><div class="header-search pull-right"></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a></div><div class="nav-collapse">` +
    `<ul class="nav menu nav-pills mod-list">${MENU.map(([h, l, id]) => `<li class="item-${id}${h === p.path ? ' current active' : ''}${id === 101 ? ' default' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav>` +
    `<div class="row-fluid"><div id="content" class="span9"><div id="system-message-container"></div>`,
  footer: () =>
    `</div><div id="aside" class="span3"><div class="well "><h3 class="page-header">Town Hall</h3><div class="custom"><p>Market Haddon Town Council<br>Town Hall, Market Place<br>Market Haddon<br>West Yorkshire HD9 4AB</p><p>${tel('01484 555 0190')}<br>${mailto(`enquiries@${HOST}`)}</p><p>Office open Mon–Thu 9.30am – 1.00pm</p></div></div></div></div>` +
    `<footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom"><p><a href="/accessibility-statement">Accessibility Statement</a> | <a href="/privacy-notice">Privacy Notice</a> | <a href="/transparency-code">Transparency Code</a> | <a href="/councillors-area/login">Councillors’ Area</a></p></div><p class="pull-right"><a href="#top" id="back-top">Back to Top</a></p><p>&copy; 2025 Market Haddon Town Council</p></div></footer></div></div>`,
  privacyPath: { en: '/privacy-notice' },
  bodyEnd: ['<script src="/templates/mhtc_protostar/js/template.js?5f1e3a9c2b7d8e4f6a0b1c2d3e4f5a6b"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-gb' });
const article = (title: string, body: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="en-GB"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${body}</div></div>`;

type Councillor = { ward: string; shown: string; name: string; role: string; local: string | null; id: string; honorifics: number };
const COUNCILLORS: Councillor[] = [
  { ward: 'Abbey', shown: 'Cllr Margaret Ashworth-Hughes', name: 'Margaret Ashworth-Hughes', role: 'Town Mayor', local: 'margaret.ashworth-hughes', id: '8c1f0e9b2a7d4c3e5f6a7b8c9d0e1f2a', honorifics: 1 },
  { ward: 'Abbey', shown: 'Cllr Tomasz Wiśniewski', name: 'Tomasz Wiśniewski', role: 'Deputy Town Mayor', local: 'tomasz.wisniewski', id: '1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a', honorifics: 1 },
  { ward: 'Castle', shown: 'Cllr Dr Fiona MacAllister', name: 'Fiona MacAllister', role: 'Chair, Planning & Highways Committee', local: 'fiona.macallister', id: '7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d', honorifics: 2 },
  { ward: 'Castle', shown: 'Cllr Stephen Hirst', name: 'Stephen Hirst', role: 'Councillor', local: null, id: '', honorifics: 1 },
  { ward: 'Netherby & Scarcroft Bridge', shown: 'Cllr Adebayo Adeyemi', name: 'Adebayo Adeyemi', role: 'Chair, Finance & General Purposes Committee', local: 'adebayo.adeyemi', id: '3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f', honorifics: 1 },
  { ward: 'Netherby & Scarcroft Bridge', shown: 'Cllr Janet Crowther', name: 'Janet Crowther', role: 'Councillor', local: null, id: '', honorifics: 1 },
];

export function marketHaddonTc(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaks = new Map<string, { html: string; script: string }>();
  for (const c of COUNCILLORS) if (c.local) cloaks.set(c.local, cloak(`${c.local}@${HOST}`, c.id));

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: article(
      'Welcome to Market Haddon Town Council',
      `<p>Market Haddon Town Council is the first tier of local government for the town and the villages of Netherby and Scarcroft Bridge. We look after the Market Hall, the allotments at Cliffe Lane, the war memorial, bus shelters, Christmas lights and the town’s floral displays, and we comment on planning applications to the District Council.</p>` +
        `<p><strong>Next meeting:</strong> Full Council, Monday 9 June 2025 at 7.00pm in the Council Chamber. <a href="/meetings">Agenda</a></p><p><a href="/the-council/your-councillors">Find your councillor</a> · <a href="/allotments">Allotment vacancies</a></p>`,
    ),
  });

  pages['/the-council'] = page({
    path: '/the-council',
    title: 'The Council',
    main: article(
      'The Council',
      `<p>The Council has twelve elected members representing three wards. Councillors are unpaid volunteers elected every four years; the next ordinary elections are in May 2027.</p><ul><li><a href="/the-council/your-councillors">Your Councillors</a></li><li><a href="/the-council/clerk-and-staff">Clerk &amp; Staff</a></li><li><a href="/transparency-code">Transparency Code documents</a></li></ul>`,
    ),
  });

  pages['/the-council/your-councillors'] = page({
    path: '/the-council/your-councillors',
    title: 'Your Councillors',
    main: article(
      'Your Councillors',
      `<p>Councillors can be contacted directly by e-mail, or by leaving a message with the Town Clerk. Registers of interests are published on the District Council’s website.</p>` +
        `<table class="table table-striped table-bordered councillors"><thead><tr><th>Ward</th><th>Councillor</th><th>Role</th><th>E-mail</th></tr></thead><tbody>` +
        COUNCILLORS.map((c) => `<tr><td>${esc(c.ward)}</td><td>${esc(c.shown)}</td><td>${esc(c.role)}</td><td>${c.local ? cloaks.get(c.local)!.html : 'c/o Town Clerk'}</td></tr>`).join('') +
        `</tbody></table><p><em>Six seats are shown here; the remaining members’ details are available from the Town Hall.</em></p>`,
    ),
  });

  pages['/the-council/clerk-and-staff'] = page({
    path: '/the-council/clerk-and-staff',
    title: 'Clerk & Staff',
    main: article(
      'Clerk & Staff',
      `<p>The Council employs three part-time officers. The Town Clerk is the Council’s Proper Officer and Responsible Financial Officer and is the first point of contact for all Council business.</p>` +
        `<p><strong>Town Clerk &amp; Responsible Financial Officer:</strong> Helen Pryce-Jones FSLCC – ${mailto(`helen.pryce-jones@${HOST}`)}</p>` +
        `<p><strong>Deputy Town Clerk (Finance &amp; Facilities):</strong> Gareth Lomax – ${mailto(`gareth.lomax@${HOST}`)}</p>` +
        `<p><strong>Market Hall &amp; Events Officer:</strong> Priya Chaudhry – ${mailto(`priya.chaudhry@${HOST}`)}</p>` +
        `<p>Helen has been Clerk since 2014 and holds the Certificate in Local Council Administration; Gareth looks after payroll, the Council’s buildings and grounds maintenance contracts; Priya manages Market Hall bookings (${mailto(`bookings@${HOST}`)}), the Christmas lights switch-on and the summer gala.</p>`,
    ),
  });

  pages['/meetings'] = page({
    path: '/meetings',
    title: 'Meetings, Agendas & Minutes',
    main: article(
      'Meetings, Agendas & Minutes',
      `<p>All meetings are open to the press and public. There is a 15-minute public participation session at the start of each meeting.</p><table class="table"><thead><tr><th>Date</th><th>Meeting</th><th>Papers</th></tr></thead><tbody><tr><td>9 June 2025</td><td>Full Council</td><td><a href="/images/meetings/2025/FC-Agenda-2025-06-09.pdf">Agenda</a></td></tr><tr><td>19 May 2025</td><td>Annual Town Council Meeting</td><td><a href="/images/meetings/2025/ATCM-Minutes-2025-05-19.pdf">Draft minutes</a></td></tr><tr><td>12 May 2025</td><td>Planning &amp; Highways</td><td><a href="/images/meetings/2025/PH-Minutes-2025-05-12.pdf">Minutes</a></td></tr></tbody></table>` +
        `<p>Planning applications are decided by North Haddon District Council; comments on applications should be sent to planning.enquiries@northhaddon-dc.test quoting the application reference.</p>`,
    ),
  });

  pages['/allotments'] = page({
    path: '/allotments',
    title: 'Allotments',
    main: article(
      'Allotments',
      `<p>The Council manages 64 plots at Cliffe Lane and 18 at Netherby Road. Full plots are £38 a year and half plots £21, with water included. There is currently a waiting list of around 14 months.</p>` +
        `<p>Contact: Derek Nuttall, Allotments &amp; Open Spaces Officer, Market Haddon Town Council, Town Hall, Market Place, Market Haddon HD9 4AB, tel. ${tel('01484 555 0192')}, e-mail ${mailto(`derek.nuttall@${HOST}`)}</p>`,
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main:
      `<div class="contact" itemscope itemtype="https://schema.org/GovernmentOrganization"><div class="page-header"><h2><span class="contact-name" itemprop="name">Market Haddon Town Council</span></h2></div>` +
      `<dl class="contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dt><span class="jicons-icons"><img src="/media/contacts/images/con_address.png" alt="Address: "></span></dt><dd><span class="contact-street" itemprop="streetAddress">Town Hall, Market Place</span></dd><dd><span class="contact-suburb" itemprop="addressLocality">Market Haddon</span></dd><dd><span class="contact-postcode" itemprop="postalCode">HD9 4AB</span></dd></dl>` +
      `<p>General enquiries: ${mailto(`enquiries@${HOST}`)} · ${tel('01484 555 0190')}</p>` +
      `<form id="contact-form" action="/contact-us" method="post" class="form-validate form-horizontal well"><fieldset><legend>Send an Email</legend><div class="control-group"><div class="control-label"><label id="jform_contact_email-lbl" for="jform_contact_email" class="hasPopover required" title="Email">Email<span class="star">&#160;*</span></label></div><div class="controls"><input type="email" name="jform[contact_email]" class="validate-email required" id="jform_contact_email" value="" size="30" placeholder="name@domain.com" autocomplete="email" required aria-required="true"></div></div><button class="btn btn-primary validate" type="submit">Send Email</button></fieldset></form></div>`,
  });

  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy Notice', main: article('Privacy Notice', `<p>The Town Council is the data controller for the personal data it processes. Our Data Protection Officer service is provided under contract; please write to the Town Clerk at the Town Hall.</p>`) });
  pages['/accessibility-statement'] = page({ path: '/accessibility-statement', title: 'Accessibility Statement', main: article('Accessibility Statement', `<p>This website is run by Market Haddon Town Council. We want as many people as possible to be able to use it.</p>`) });
  pages['/transparency-code'] = page({ path: '/transparency-code', title: 'Transparency Code', main: article('Transparency Code', `<p>Under the Transparency Code for Smaller Authorities we publish all items of expenditure above £100, the annual governance and accountability return and the internal auditor’s report.</p>`) });

  pages['/councillors-area/login'] = page({
    path: '/councillors-area/login',
    title: 'Councillors’ Area',
    main: article('Councillors’ Area', `<p>Log in with your Council account. Forgotten your password? E-mail ${mailto(`itsupport@${HOST}`)}.</p>`),
  });

  pages['/news/neighbourhood-plan-regulation-14-consultation'] = page({
    path: '/news/neighbourhood-plan-regulation-14-consultation',
    title: 'Neighbourhood Plan: Regulation 14 consultation opens',
    main: article(
      'Neighbourhood Plan: Regulation 14 consultation opens',
      `<p class="article-info muted"><time datetime="2025-04-28T09:00:00+01:00">Published: 28 April 2025</time></p>` +
        `<p>The draft Market Haddon Neighbourhood Plan is out for six weeks of consultation until 9 June. Copies are available at the Town Hall and the library.</p>` +
        `<p>The consultation is being run for the steering group by our Neighbourhood Plan Project Officer, Siân Whitworth, who will be at the drop-in sessions in the Market Hall and can be contacted at ${mailto(`sian.whitworth@${HOST}`)} with any questions about the policies or the site allocations.</p>`,
    ),
  });

  const ul: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n# eg www.example.com/robots.txt\n# AND the joomla folder name MUST be prefixed to all of the\n# paths.\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /councillors-area/\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages: {
        ...pages,
        '/sitemap.xml.gz': gzipXmlPage(
          urlset(
            HOST,
            ['/', '/the-council', '/the-council/your-councillors', '/the-council/clerk-and-staff', '/meetings', '/allotments', '/contact-us', '/news/neighbourhood-plan-regulation-14-consultation', '/privacy-notice', '/accessibility-statement', '/transparency-code'],
            '2025-05-30',
          ),
        ),
      },
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-108',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain'] },
        { address: `bookings@${HOST}`, name: null, title: null, pages: ['/the-council/clerk-and-staff'], cases: ['role', 'neighbour', 'plain', 'link-english-unlisted'] },
        ...COUNCILLORS.filter((c) => c.local !== null).map((c) => {
          const k = cloaks.get(c.local!)!;
          const encoded: EncodedAddress = { kind: 'script', text: k.script };
          return {
            address: `${c.local}@${HOST}`,
            name: c.name,
            title: c.role,
            pages: ['/the-council/your-councillors'],
            encoded,
            cases: ['table', 'honorific', 'script-protect', ul] as CaseKind[],
          };
        }),
        {
          address: `helen.pryce-jones@${HOST}`,
          name: 'Helen Pryce-Jones',
          title: 'Town Clerk & Responsible Financial Officer',
          titleAlternatives: ['Town Clerk'],
          pages: ['/the-council/clerk-and-staff'],
          cases: ['title-name-line', 'post-nominal', 'plain', ul],
        },
        { address: `gareth.lomax@${HOST}`, name: 'Gareth Lomax', title: 'Deputy Town Clerk (Finance & Facilities)', titleAlternatives: ['Deputy Town Clerk'], pages: ['/the-council/clerk-and-staff'], cases: ['title-name-line', 'plain', ul] },
        { address: `priya.chaudhry@${HOST}`, name: 'Priya Chaudhry', title: 'Market Hall & Events Officer', pages: ['/the-council/clerk-and-staff'], cases: ['title-name-line', 'plain', ul] },
        { address: `derek.nuttall@${HOST}`, name: 'Derek Nuttall', title: 'Allotments & Open Spaces Officer', pages: ['/allotments'], cases: ['label-line', 'plain', ul] },
        {
          address: `sian.whitworth@${HOST}`,
          name: 'Siân Whitworth',
          title: 'Neighbourhood Plan Project Officer',
          pages: ['/news/neighbourhood-plan-regulation-14-consultation'],
          cases: ['prose', 'sitemap-gzip', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/councillors-area/login'],
      nonAddresses: [
        { text: `itsupport@${HOST}`, kind: 'disallowed' },
        { text: 'planning.enquiries@northhaddon-dc.test', kind: 'other-company' },
        { text: 'name@domain.com', kind: 'placeholder' },
      ],
    },
  };
}
