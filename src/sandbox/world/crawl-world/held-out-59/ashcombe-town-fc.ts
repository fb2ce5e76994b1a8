/**
 * Ashcombe Town FC: a semi-professional non-league football club in Somerset, on Joomla 3 with the
 * Protostar template, English only. The club officials as "Name, Title" lines whose addresses
 * Joomla's e-mail cloaking writes by script (the treasurer with his FCCA); the media officer as a
 * com_contact page with schema.org microdata; the academy and safeguarding pages (linked under
 * words a keyword list would not hold) with the head of youth development in running text and the
 * welfare officers as "Title: Name, address" lines; the volunteer coordinator on a page only the
 * gzip sitemap robots.txt names lists. Addresses are initial.surname. A retina crest, the kit
 * partner's address and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ashcombetownfc.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/news', 'News'],
  ['/fixtures-results', 'Fixtures & Results'],
  ['/tickets', 'Tickets'],
  ['/club/officials', 'Club Officials'],
  ['/academy', 'Academy'],
  ['/commercial', 'Sponsorship'],
  ['/safeguarding', 'Safeguarding'],
  ['/club/contact-us', 'Contact Us'],
];

/** What Joomla 3's "Content - Email Cloaking" plugin writes for one address. */
function cloakScript(local: string, id: string): string {
  return (
    `<script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'ashcombetownfc' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'ashcombetownfc' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloak = (local: string, id: string): string => `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span>${cloakScript(local, id)}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Ashcombe Town FC',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/protostar/css/template.css?5c3d1b6a2f0e9d8c7b6a5f4e3d2c1b0a" rel="stylesheet">`,
    `<link href="https://fonts.googleapis.com/css?family=Oswald" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?5c3d1b6a2f0e9d8c7b6a5f4e3d2c1b0a"></script>`,
    `<script src="/media/jui/js/bootstrap.min.js?5c3d1b6a2f0e9d8c7b6a5f4e3d2c1b0a"></script>`,
    `<script src="/templates/protostar/js/template.js?5c3d1b6a2f0e9d8c7b6a5f4e3d2c1b0a"></script>`,
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix">` +
    `<a class="brand pull-left" href="/"><img src="${ORIGIN}/images/club/atfc-crest.png" srcset="${ORIGIN}/images/club/atfc-crest@2x.png 2x" alt="Ashcombe Town FC"> <div class="site-description">The Robins · Est. 1889</div></a>` +
    `<div class="header-search pull-right"><div class="moduletable"><p>Next home game: Sat 16 Aug, 3pm v Paulton Rovers</p></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span></a></div>` +
    `<div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENU.map(([href, label], i) => `<li class="item-${101 + i}${href === p.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></nav>` +
    `<div class="row-fluid"><main id="content" role="main" class="span12"><div id="system-message-container"></div>`,
  footer: () =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr>` +
    `<div class="moduletable"><div class="custom"><p>Ashcombe Town Football Club Ltd · The Rec, Station Road, Ashcombe, Somerset BA11 4QT · ${tel('01373 812 440')} · ${mailto(`info@${HOST}`)}</p><p>Company No. 04418830 · Affiliated to the Somerset FA · <a href="/privacy-policy">Privacy policy</a> · <a href="/members-area">Members' area</a></p></div></div>` +
    `<p class="pull-right"><a href="#top" id="back-top">Back to Top</a></p><p>&copy; 2025 Ashcombe Town FC</p></div></footer>`,
  privacyPath: { en: '/privacy-policy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-gb' });

const item = (title: string, html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="en-GB"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

type Official = { shown: string; name: string; title: string; local: string; id: string; cases: CaseKind[] };
const OFFICIALS: Official[] = [
  { shown: 'Graham Whitlock', name: 'Graham Whitlock', title: 'Chairman', local: 'g.whitlock', id: 'a61f0c3e9b2d74e58c1a0f6b3d9e2c47', cases: [] },
  { shown: 'Janet Okafor', name: 'Janet Okafor', title: 'Club Secretary', local: 'j.okafor', id: '3d8b2e1f7c0a94d65e2b1c8f0a7d3e96', cases: [] },
  { shown: 'David Reilly FCCA', name: 'David Reilly', title: 'Treasurer', local: 'd.reilly', id: 'f07c4a2d1e9b38c65a0d2f7e4b1c9a38', cases: ['post-nominal'] },
  { shown: 'Steve Marsh', name: 'Steve Marsh', title: 'First Team Manager', local: 's.marsh', id: '9e2c5b8a0d3f16e74b9c2a5d8f0e3b61', cases: [] },
  { shown: 'Kelly Brennan', name: 'Kelly Brennan', title: 'Commercial & Marketing Manager', local: 'k.brennan', id: '51b9e7d3a2c0f86e4d1b7a9c3e5f2d80', cases: [] },
];

export function ashcombeTownFc(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main:
      `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog"><div class="items-leading clearfix"><div class="leading-0"><h2 class="item-title"><a href="/news/pre-season-friendlies-confirmed">Pre-season friendlies confirmed</a></h2><p>Six games in July, starting at home to Frome Town on the 12th.</p></div>` +
      `<div class="leading-1"><h2 class="item-title"><a href="/news/season-tickets-2025-26">Season tickets for 2025/26 on sale now</a></h2><p>Early-bird prices until 30 June.</p></div></div></div>`,
  });

  pages['/news'] = page({ path: '/news', title: 'News', main: item('News', `<ul class="category-module"><li><a href="/news/pre-season-friendlies-confirmed">Pre-season friendlies confirmed</a></li><li><a href="/news/season-tickets-2025-26">Season tickets for 2025/26 on sale now</a></li></ul>`) });
  pages['/news/pre-season-friendlies-confirmed'] = page({ path: '/news/pre-season-friendlies-confirmed', title: 'Pre-season friendlies confirmed', main: item('Pre-season friendlies confirmed', `<p>Steve Marsh's squad return to training on 1 July. All friendlies kick off at 7.45pm unless stated.</p>`) });
  pages['/news/season-tickets-2025-26'] = page({
    path: '/news/season-tickets-2025-26',
    title: 'Season tickets for 2025/26 on sale now',
    main: item('Season tickets for 2025/26 on sale now', `<p>Adults £120, concessions £80, under-16s free with a paying adult. Buy at the club shop or email ${mailto(`tickets@${HOST}`)}.</p>`),
  });
  pages['/fixtures-results'] = page({ path: '/fixtures-results', title: 'Fixtures & Results', main: item('Fixtures & Results', `<table class="table"><tr><th>Date</th><th>Opponent</th><th>H/A</th><th>Result</th></tr><tr><td>16/08/2025</td><td>Paulton Rovers</td><td>H</td><td>–</td></tr></table>`) });
  pages['/tickets'] = page({ path: '/tickets', title: 'Tickets', main: item('Tickets', `<p>Matchday: adults £9, concessions £6, under-16s £1. Card payments accepted at the turnstile.</p><p>Group bookings and hospitality: ${mailto(`tickets@${HOST}`)}</p>`) });

  pages['/club/officials'] = page({
    path: '/club/officials',
    title: 'Club Officials',
    main: item('Club Officials', OFFICIALS.map((o) => `<p><strong>${esc(o.shown)}</strong>, ${esc(o.title)}<br>${cloak(o.local, o.id)}</p>`).join('')),
  });

  pages['/academy'] = page({
    path: '/academy',
    title: 'Academy',
    main: item(
      'Ashcombe Town Academy',
      `<p>Our Academy runs teams from under-9s to under-18s, with an EPPP-style coaching programme and a post-16 education partnership with Frome College.</p>` +
        `<p>The Academy is led by our Head of Youth Development, Mark Ellison (UEFA A Licence); parents and players can contact Mark at ${mailto(`m.ellison@${HOST}`)}.</p>`,
    ),
  });

  pages['/safeguarding'] = page({
    path: '/safeguarding',
    title: 'Safeguarding',
    main: item(
      'Safeguarding',
      `<p>Ashcombe Town FC is committed to providing a safe environment for all children, young people and adults at risk who take part in football at our club.</p>` +
        `<p>Club Welfare Officer: Rachel Dunn, ${mailto(`r.dunn@${HOST}`)}, ${tel('07700 900 418')}<br>Deputy Welfare Officer: Chris Patel, ${mailto(`c.patel@${HOST}`)}</p>` +
        `<p>If a child is in immediate danger, call 999. You can also contact the NSPCC helpline on 0808 800 5000.</p>`,
    ),
  });

  pages['/commercial'] = page({
    path: '/commercial',
    title: 'Sponsorship',
    main: item(
      'Sponsorship & Advertising',
      `<p>Pitchside boards from £350 a season, matchday sponsorship from £250, player sponsorship £75. Enquiries: ${mailto(`commercial@${HOST}`)}.</p>` +
        `<p>Replica shirts are sold online by our kit partner Forest Sports (orders@forestsports.test).</p>`,
    ),
  });

  pages['/club/contact-us'] = page({
    path: '/club/contact-us',
    title: 'Contact Us',
    main:
      `<div class="contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h2><span class="contact-name" itemprop="name">Tom Hughes</span></h2></div>` +
      `<h3>Contact</h3><dl class="contact-position dl-horizontal"><dd itemprop="jobTitle">Media Officer</dd></dl>` +
      `<dl class="contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dd><span class="contact-street" itemprop="streetAddress">The Rec, Station Road</span></dd><dd><span class="contact-suburb" itemprop="addressLocality">Ashcombe</span></dd><dd><span class="contact-postcode" itemprop="postalCode">BA11 4QT</span></dd></dl>` +
      `<dl class="dl-horizontal"><dt><span class="jicons-icons"><img src="/media/contacts/images/emailTo.png" alt="Email: "></span></dt><dd><span class="contact-emailto"><a itemprop="email" href="mailto:t.hughes@${HOST}">t.hughes@${HOST}</a></span></dd>` +
      `<dt><span class="jicons-icons"><img src="/media/contacts/images/con_tel.png" alt="Phone: "></span></dt><dd><span class="contact-telephone" itemprop="telephone">01373 812 445</span></dd></dl>` +
      `<p>Press accreditation requests at least 48 hours before kick-off, please. General enquiries: ${mailto(`info@${HOST}`)}</p></div>`,
  });

  pages['/club/volunteers'] = page({
    path: '/club/volunteers',
    title: 'Volunteer with us',
    main: item(
      'Volunteer with us',
      `<p>We are run almost entirely by volunteers: turnstiles, the tea bar, the programme and the pitch.</p><p>If you can spare a couple of hours on a matchday, our Volunteer Coordinator Sue Pritchard would love to hear from you at ${mailto(`s.pritchard@${HOST}`)}.</p>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', main: item('Privacy policy', `<p>Ashcombe Town Football Club Ltd is the data controller for personal data collected through this website.</p>`) });
  pages['/members-area'] = page({ path: '/members-area', title: "Members' area", main: item("Members' area", `<p>Please log in. Forgotten your details? Email ${mailto(`membership@${HOST}`)}.</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/news', '/tickets', '/club/officials', '/academy', '/safeguarding', '/commercial', '/club/contact-us', '/club/volunteers', '/privacy-policy'], '2025-06-02'),
  );

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /members-area\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/7.4.33', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-59',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/club/contact-us'], cases: ['role', 'plain'] },
        { address: `tickets@${HOST}`, name: null, title: null, pages: ['/tickets', '/news/season-tickets-2025-26'], cases: ['role', 'plain'] },
        { address: `commercial@${HOST}`, name: null, title: null, pages: ['/commercial'], cases: ['role', 'plain'] },
        ...OFFICIALS.map((o) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.title,
          pages: ['/club/officials'],
          encoded: { kind: 'script' as const, text: cloakScript(o.local, o.id) },
          cases: ['name-title-line', 'script-protect', lu, ...o.cases] as CaseKind[],
        })),
        { address: `m.ellison@${HOST}`, name: 'Mark Ellison', title: 'Head of Youth Development', pages: ['/academy'], cases: ['prose', 'plain', lu] },
        { address: `r.dunn@${HOST}`, name: 'Rachel Dunn', title: 'Club Welfare Officer', pages: ['/safeguarding'], cases: ['title-name-line', 'plain', lu] },
        { address: `c.patel@${HOST}`, name: 'Chris Patel', title: 'Deputy Welfare Officer', pages: ['/safeguarding'], cases: ['title-name-line', 'plain', lu] },
        { address: `t.hughes@${HOST}`, name: 'Tom Hughes', title: 'Media Officer', pages: ['/club/contact-us'], cases: ['microdata', 'plain'] },
        { address: `s.pritchard@${HOST}`, name: 'Sue Pritchard', title: 'Volunteer Coordinator', pages: ['/club/volunteers'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/members-area'],
      nonAddresses: [
        { text: `membership@${HOST}`, kind: 'disallowed' },
        { text: 'atfc-crest@2x.png', kind: 'retina' },
        { text: 'orders@forestsports.test', kind: 'other-company' },
      ],
    },
  };
}
