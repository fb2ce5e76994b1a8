/**
 * Ashcombe St Mary Parish Council: a Devon parish council of nine seats on Joomla 3, as the
 * county's parish websites are. "Councillors" (an English menu word outside the contact list)
 * lists the members with "Cllr" before each name, marked up in RDFa by the template's person
 * module; the Contact page gives the Clerk as "Clerk to the Council & RFO: Mrs Helen Marsh
 * PSLCC"; the village hall page names the Bookings Secretary beside a Joomla-cloaked address;
 * the allotments mailbox stands next to a councillor's name; a tree-planting notice introduces
 * the Tree Warden in a sentence, and a 2023 Speedwatch notice, no longer linked but kept in the
 * news child of the sitemap index, has a "Contact:" line. A former clerk in a comment, the
 * district council's planning mailbox and the councillors' portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'ashcombestmary-pc.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/councillors', 'Councillors'],
  ['/meetings', 'Meetings & Minutes'],
  ['/village-hall', 'Village Hall'],
  ['/allotments', 'Allotments'],
  ['/news', 'News'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Ashcombe St Mary Parish Council',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/protostar/css/template.css?9b1d2c" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?9b1d2c"></script>',
    '<script src="/media/system/js/caption.js?9b1d2c"></script>',
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="/images/crest/ashcombe-crest.png" alt="Ashcombe St Mary Parish Council"> <span class="site-description">Serving the parishioners of Ashcombe St Mary, Combe Raleigh Cross and Yarde</span></a></div></header>` +
    `<nav class="navigation" role="navigation"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l]) => `<li class="item-${101 + MENU.findIndex(([x]) => x === h)}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>`,
  footer: () =>
    `<footer class="footer" role="contentinfo"><hr><p>Ashcombe St Mary Parish Council, The Parish Office, Church Lane, Ashcombe St Mary, Devon EX11 4QR · ${tel('01395 567210')}</p>` +
    `<p><a href="/contact">Contact the Clerk</a> · <a href="/privacy-notice">Privacy Notice</a> · <a href="/accessibility-statement">Accessibility Statement</a> · <a href="/councillor-portal">Councillor login</a></p><p class="pull-right"><a href="#top" id="back-top">Back to Top</a></p></footer></div></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage =>
  renderPage(theme, { ...spec, lang: 'en-GB', main: `<div class="row-fluid"><div id="content" class="span12"><div class="item-page" itemscope itemtype="https://schema.org/Article">${spec.main}</div></div></div>` });

type Cllr = { name: string; role: string; ward: string; phone: string; local: string | null };
const CLLRS: Cllr[] = [
  { name: 'Peter Oakley', role: 'Chairman', ward: 'Ashcombe', phone: '01395 567318', local: 'peter.oakley' },
  { name: 'Susan Whitfield', role: 'Vice-Chairman', ward: 'Ashcombe', phone: '01395 567902', local: 'susan.whitfield' },
  { name: 'Raj Patel', role: 'Chair, Planning Committee', ward: 'Combe Raleigh Cross', phone: '07700 900581', local: 'raj.patel' },
  { name: 'Margaret Lowe', role: 'Lead Councillor for Footpaths & Open Spaces', ward: 'Yarde', phone: '01395 568044', local: 'margaret.lowe' },
  { name: 'Tom Fairbairn', role: 'Councillor', ward: 'Yarde', phone: '07700 900237', local: null },
];

/** Joomla's email cloak, as the content plugin writes it. */
const CLOAK_ID = 'cloak7f3e2a91c4b8d05e6f1a2b3c4d5e6f70';
const CLOAK_SCRIPT =
  `document.getElementById('${CLOAK_ID}').innerHTML = '';\n` +
  `\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
  `\t\tvar path = 'hr' + 'ef' + '=';\n` +
  `\t\tvar addy${CLOAK_ID.slice(5)} = 'b&#111;&#111;k&#105;ngs' + '&#64;';\n` +
  `\t\taddy${CLOAK_ID.slice(5)} = addy${CLOAK_ID.slice(5)} + '&#97;shc&#111;mb&#101;stm&#97;ry-pc' + '&#46;' + 't&#101;st';\n` +
  `\t\tvar addy_text${CLOAK_ID.slice(5)} = 'b&#111;&#111;k&#105;ngs' + '&#64;' + '&#97;shc&#111;mb&#101;stm&#97;ry-pc' + '&#46;' + 't&#101;st';document.getElementById('${CLOAK_ID}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${CLOAK_ID.slice(5)} + '\\'>'+addy_text${CLOAK_ID.slice(5)}+'<\\/a>';`;

export function ashcombeStMary(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main:
      `<h1>Welcome to Ashcombe St Mary Parish Council</h1><p>The Parish Council is the first tier of local government for the villages of Ashcombe St Mary, Combe Raleigh Cross and Yarde. Nine councillors are elected every four years; the Council meets on the second Tuesday of each month at 7.30pm in the Village Hall, and members of the public are welcome to attend.</p>` +
      `<h2>Latest news</h2><ul><li><a href="/news/community-tree-planting">Community tree planting, Saturday 22 November</a></li><li><a href="/news/precept-2025-26">Precept for 2025/26 agreed</a></li></ul>` +
      `<p>Planning applications for the parish are determined by East Tarrow District Council. Comments should be sent to the District Council directly at planning@easttarrow-dc.gov.uk quoting the application reference.</p>`,
  });

  pages['/councillors'] = page({
    path: '/councillors',
    title: 'Councillors',
    main:
      `<div class="page-header"><h1 itemprop="headline">Your Councillors</h1></div><div itemprop="articleBody"><p>Councillors are volunteers and are not paid. Please contact your ward councillor directly, or write to the Clerk, who will pass your message on. Each councillor's Register of Interests is available on the District Council's website.</p>` +
      `<div class="cllr-list" vocab="https://schema.org/">` +
      CLLRS.map(
        (c) =>
          `<div class="cllr" typeof="Person"><img src="/images/councillors/${c.name.toLowerCase().replace(/ /g, '-')}.jpg" alt="" width="120"><h3><span property="honorificPrefix">Cllr</span> <span property="name">${esc(c.name)}</span></h3>` +
          `<p><span property="jobTitle">${esc(c.role)}</span><br>Ward: ${esc(c.ward)}<br>Tel: <span property="telephone">${esc(c.phone)}</span>` +
          (c.local ? `<br>Email: <a property="email" href="mailto:${c.local}@${HOST}">${c.local}@${HOST}</a>` : '') +
          `</p></div>`,
      ).join('') +
      `</div><p>There are currently four vacancies on the Council, which may be filled by co-option. If you are interested, please speak to the Clerk.</p></div>`,
  });

  pages['/meetings'] = page({
    path: '/meetings',
    title: 'Meetings & Minutes',
    main: `<h1>Meetings &amp; Minutes</h1><p>Agendas are published on the noticeboards and on this website at least three clear days before each meeting.</p><table class="table"><thead><tr><th>Meeting</th><th>Agenda</th><th>Minutes</th></tr></thead><tbody><tr><td>14 October 2025</td><td><a href="/images/docs/agenda-2025-10.pdf">Agenda</a></td><td>Draft to follow</td></tr><tr><td>9 September 2025</td><td><a href="/images/docs/agenda-2025-09.pdf">Agenda</a></td><td><a href="/images/docs/minutes-2025-09.pdf">Minutes</a></td></tr></tbody></table>`,
  });

  pages['/village-hall'] = page({
    path: '/village-hall',
    title: 'Village Hall',
    main:
      `<h1>Ashcombe Village Hall</h1><p>The hall seats 120 and has a fully equipped kitchen, a stage and a car park for 30 cars. It is available for parties, classes, clubs and meetings at £14 an hour (£10 for parish groups).</p>` +
      `<p>Hall bookings are handled by our Bookings Secretary, Gillian Rowe, on ${tel('01395 567455')} or by email at <span id="${CLOAK_ID}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type='text/javascript'>\n\t\t\t\t${CLOAK_SCRIPT}\n\t\t</script>.</p>`,
  });

  pages['/allotments'] = page({
    path: '/allotments',
    title: 'Allotments',
    main: `<h1>Allotments</h1><p>The Council lets 24 half-plots at Yarde Lane. Rents are £22 a year and are due on 1 October. Plot inspections are carried out twice a year by Cllr Margaret Lowe and the Clerk.</p><p>To join the waiting list: ${mailto(`allotments@${HOST}`)}</p>`,
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: `<h1>News</h1><div class="blog"><div class="items-row"><h2><a href="/news/community-tree-planting">Community tree planting, Saturday 22 November</a></h2><p>Volunteers wanted to plant 400 whips along the playing field hedge.</p></div><div class="items-row"><h2><a href="/news/precept-2025-26">Precept for 2025/26 agreed</a></h2><p>The Council has set its precept for the coming year.</p></div></div>`,
  });

  pages['/news/community-tree-planting'] = page({
    path: '/news/community-tree-planting',
    title: 'Community tree planting, Saturday 22 November',
    main: `<h1>Community tree planting, Saturday 22 November</h1><p>With a grant from the Devon Community Tree Fund we will be planting 400 hedgerow whips along the playing field boundary from 10am. Bring gloves and a spade if you have one; tea and cake provided by the WI.</p><p>Our Tree Warden, Colin Brayfield, is organising the day and would love to hear from you if you can help: ${mailto(`colin.brayfield@${HOST}`)}.</p>`,
  });

  pages['/news/precept-2025-26'] = page({
    path: '/news/precept-2025-26',
    title: 'Precept for 2025/26 agreed',
    main: `<h1>Precept for 2025/26 agreed</h1><p>At its January meeting the Council agreed a precept of £38,500 for 2025/26, an increase of 3.2%. For a Band D property this is £61.48 a year.</p>`,
  });

  pages['/news/community-speedwatch-2023'] = page({
    path: '/news/community-speedwatch-2023',
    title: 'Community Speedwatch volunteers needed',
    main: `<h1>Community Speedwatch volunteers needed</h1><p>Following residents' concerns about speeding on the A375 through Combe Raleigh Cross, the Parish Council is setting up a Community Speedwatch group with the support of Devon &amp; Cornwall Police. Training takes about two hours.</p><p>Contact: Anne Kettle, Community Speedwatch Coordinator, 07700 900412, ${mailto(`anne.kettle@${HOST}`)}</p>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      `<h1>Contact the Council</h1><p>Clerk to the Council &amp; RFO: Mrs Helen Marsh PSLCC, The Parish Office, Church Lane, Ashcombe St Mary EX11 4QR, ${tel('01395 567210')}, ${mailto(`clerk@${HOST}`)}</p>` +
      `<p>The Parish Office is open on Tuesday and Thursday mornings, 9am to 12.30pm. Outside those hours please leave a message and the Clerk will get back to you.</p>` +
      `<!-- clerk until 2022: p.hollis@${HOST} -->` +
      `<p>For potholes, street lights and bins please report directly to Devon County Council or East Tarrow District Council.</p>`,
  });

  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy Notice', main: `<h1>Privacy Notice</h1><p>The Parish Council is the data controller for the personal data it processes. Please contact the Clerk with any questions about this notice.</p>` });
  pages['/accessibility-statement'] = page({ path: '/accessibility-statement', title: 'Accessibility Statement', main: `<h1>Accessibility Statement</h1><p>This website is run by Ashcombe St Mary Parish Council. We want as many people as possible to be able to use it.</p>` });
  pages['/councillor-portal'] = page({
    path: '/councillor-portal',
    title: 'Councillor login',
    main: `<h1>Councillor login</h1><form action="/councillor-portal" method="post"><label>Username <input name="username"></label><label>Password <input type="password" name="password"></label><button>Log in</button></form><p>Group mailbox for all members: ${mailto(`councillors@${HOST}`)}</p>`,
  });

  const cloakEncoded: EncodedAddress = { kind: 'script', text: CLOAK_SCRIPT };

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /councillor-portal\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-news.xml'], '2025-10-20'),
      pages: {
        ...pages,
        '/sitemap-pages.xml': { body: urlset(HOST, ['/', '/councillors', '/meetings', '/village-hall', '/allotments', '/news', '/contact', '/privacy-notice', '/accessibility-statement'], '2025-10-20'), contentType: 'application/xml; charset=utf-8' },
        '/sitemap-news.xml': { body: urlset(HOST, ['/news/community-tree-planting', '/news/precept-2025-26', '/news/community-speedwatch-2023'], '2025-10-20'), contentType: 'application/xml; charset=utf-8' },
      },
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-44',
      languages: ['en'],
      addresses: [
        { address: `clerk@${HOST}`, name: 'Helen Marsh', title: 'Clerk to the Council & RFO', pages: ['/contact'], cases: ['title-name-line', 'honorific', 'post-nominal', 'plain'] },
        ...CLLRS.filter((c) => c.local !== null).map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.role,
          pages: ['/councillors'],
          cases: ['rdfa', 'honorific', 'card', 'plain', 'link-english-unlisted'] as CaseKind[],
        })),
        { address: `bookings@${HOST}`, name: 'Gillian Rowe', title: 'Bookings Secretary', pages: ['/village-hall'], encoded: cloakEncoded, cases: ['prose', 'script-protect', 'link-english-unlisted'] },
        { address: `allotments@${HOST}`, name: null, title: null, pages: ['/allotments'], cases: ['role', 'neighbour', 'plain', 'link-english-unlisted'] },
        { address: `colin.brayfield@${HOST}`, name: 'Colin Brayfield', title: 'Tree Warden', pages: ['/news/community-tree-planting'], cases: ['prose', 'plain'] },
        { address: `anne.kettle@${HOST}`, name: 'Anne Kettle', title: 'Community Speedwatch Coordinator', pages: ['/news/community-speedwatch-2023'], cases: ['label-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/councillor-portal'],
      nonAddresses: [
        { text: `councillors@${HOST}`, kind: 'disallowed' },
        { text: `p.hollis@${HOST}`, kind: 'comment' },
        { text: 'planning@easttarrow-dc.gov.uk', kind: 'other-company' },
      ],
    },
  };
}
