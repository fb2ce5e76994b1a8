/**
 * Lee Harbour Chamber of Commerce, a business network for Cork's lower harbour towns, on Joomla
 * 4 with a Cassiopeia child template. "Our Team" is a list of "Name, Title" lines, some
 * addresses cloaked by Joomla's e-mail protection plugin (document.write variables); the board's
 * officers are "Office: Name" lines with a Cllr. and chartered accountants' letters; a press
 * release ends with a "Media contact:" label line. The home page's Organization JSON-LD has the
 * general contact point and the Skillnet manager nested as a department's employee, written with
 * "mailto:". Traps: the print supplier's address and the members' area (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'leeharbourchamber.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about-us/our-team', 'Our Team'],
  ['/about-us/board', 'Board of Directors'],
  ['/skillnet', 'Lee Harbour Skillnet'],
  ['/news', 'News'],
  ['/join', 'Become a Member'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lee Harbour Chamber',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia_leeharbour/css/template.min.css?4a8f21" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${ORIGIN}/images/logos/lhc-logo.png" alt="Lee Harbour Chamber" width="220" height="70"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p><strong>Lee Harbour Chamber of Commerce CLG</strong>, Harbour Row, Cobh, Co. Cork P24 XK52 · ${tel('021 555 0140')} · ${mailto(`info@${HOST}`)}</p><p>Registered in Ireland No. 498813 · <a href="/privacy-cookies">Privacy &amp; Cookies</a> · <a href="/members-area">Members' Area</a></p></div></div></footer>`,
  privacyPath: { en: '/privacy-cookies' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const article = (h1: string, html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div class="page-header"><h1 itemprop="headline">${h1}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" output, with the cloak id the plugin hashes. */
function cloak(local: string, id: string): { html: string; script: string } {
  const script =
    `document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n` +
    ` addy${id} = addy${id} + 'leeharbourchamber' + '&#46;' + 'test';\n` +
    ` var addy_text${id} = '${local}' + '&#64;' + 'leeharbourchamber' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return {
    html: `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type='text/javascript'>\n ${script}\n </script>`,
    script,
  };
}

type Staff = { name: string; title: string; local: string; cloakId?: string };
const STAFF: Staff[] = [
  { name: 'Aoife Kiely', title: 'Chief Executive', local: 'aoife.kiely', cloakId: '8f3e2b7c1d0a4e96b5f2c3d4e5a6b7c8' },
  { name: 'Colm Barry', title: 'Head of Policy & Public Affairs', local: 'colm.barry' },
  { name: 'Ronan Desmond', title: 'Membership Development Manager', local: 'ronan.desmond', cloakId: '1b9d4c7e2f5a8b3c6d0e1f2a3b4c5d6e' },
  { name: 'Orla Buckley', title: 'Network Manager, Lee Harbour Skillnet', local: 'orla.buckley' },
  { name: 'Pat Horgan', title: 'Finance & Office Administrator', local: 'pat.horgan' },
];

type Officer = { office: string; shown: string; name: string; local: string; cases: CaseKind[] };
const BOARD: Officer[] = [
  { office: 'President', shown: 'Declan Hegarty FCA', name: 'Declan Hegarty', local: 'declan.hegarty', cases: ['post-nominal'] },
  { office: 'Vice-President', shown: 'Cllr. Mary Twomey', name: 'Mary Twomey', local: 'mary.twomey', cases: ['honorific'] },
  { office: 'Honorary Treasurer', shown: 'Brendan Walsh B.Comm, ACA', name: 'Brendan Walsh', local: 'brendan.walsh', cases: ['post-nominal'] },
];

export function leeHarbourChamber(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaks = new Map(STAFF.filter((s) => s.cloakId).map((s) => [s.local, cloak(s.local, s.cloakId!)]));

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Lee Harbour Chamber of Commerce',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/images/logos/lhc-logo.png`,
        address: { '@type': 'PostalAddress', streetAddress: 'Harbour Row', addressLocality: 'Cobh', addressRegion: 'Co. Cork', postalCode: 'P24 XK52', addressCountry: 'IE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'Member services', email: `info@${HOST}`, telephone: '+353 21 555 0140' },
        department: {
          '@type': 'Organization',
          name: 'Lee Harbour Skillnet',
          employee: { '@type': 'Person', name: 'Orla Buckley', jobTitle: 'Network Manager, Lee Harbour Skillnet', email: `mailto:orla.buckley@${HOST}` },
        },
      },
    ],
    main: `<div class="blog-featured"><h1>Business, by the harbour.</h1><p>Over 260 member businesses from Cobh, Passage West, Monkstown, Carrigaline and Ringaskiddy, from pharma plants to family pubs. We lobby Cork County Council and the Port of Cork on the issues that matter to you, and run more than forty networking events a year.</p><p><a href="/join">Join the Chamber</a> · <a href="/news/harbour-business-awards-2025">Harbour Business Awards 2025 shortlist announced</a></p></div>`,
  });

  pages['/about-us/our-team'] = page({
    path: '/about-us/our-team',
    title: 'Our Team',
    main: article(
      'Our Team',
      `<p>Our small executive team is based at the Chamber office on Harbour Row. Do get in touch, we're always glad to hear from members.</p><ul class="team">` +
        STAFF.map((s) => `<li>${esc(s.name)}, ${esc(s.title)} – ${s.cloakId ? cloaks.get(s.local)!.html : mailto(`${s.local}@${HOST}`)}</li>`).join('\n') +
        `</ul><p>For event bookings, email ${mailto(`events@${HOST}`)}.</p>`,
    ),
  });

  pages['/about-us/board'] = page({
    path: '/about-us/board',
    title: 'Board of Directors',
    main: article(
      'Board of Directors 2025',
      `<p>The Board is elected by members at the AGM each March and serves in a voluntary capacity.</p><p>` +
        BOARD.map((b) => `<strong>${esc(b.office)}:</strong> ${esc(b.shown)}, ${mailto(`${b.local}@${HOST}`)}`).join('<br>\n') +
        `</p><p>Directors: Siobhán O'Mahony (Ringaskiddy Biologics), Fergal Ó Laoire (Monkstown Bay Sailing), Tadhg Cotter (Cotter's Centra Passage West), Eimear Daly (Spike Island Tours).</p>`,
    ),
  });

  pages['/skillnet'] = page({
    path: '/skillnet',
    title: 'Lee Harbour Skillnet',
    main: article('Lee Harbour Skillnet', `<p>Subsidised training for member companies, co-funded by Skillnet Ireland. Courses this autumn include Lean Six Sigma Yellow Belt, HACCP Level 2 and Leading Hybrid Teams.</p><p>Talk to Orla about a course for your team: ${mailto(`orla.buckley@${HOST}`)}</p>`),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: `<div class="com-content-category-blog blog"><h1>News</h1><div class="blog-item"><h2><a href="/news/harbour-business-awards-2025">Harbour Business Awards 2025 shortlist announced</a></h2><p>Twenty-four businesses across eight categories.</p></div></div>`,
  });

  pages['/news/harbour-business-awards-2025'] = page({
    path: '/news/harbour-business-awards-2025',
    title: 'Harbour Business Awards 2025 shortlist announced',
    main: article(
      'Harbour Business Awards 2025 shortlist announced',
      `<p><em>Press release, 12 September 2025</em></p><p>Lee Harbour Chamber has announced the 24 businesses shortlisted for this year's Harbour Business Awards, sponsored by Cork Harbour Credit Union. Winners will be announced at a gala dinner in the Commodore Hotel, Cobh, on Friday 7 November.</p><p>"The standard this year was the highest we've seen," said Chief Executive Aoife Kiely.</p>` +
        `<p>Programme printing kindly supported by Harbour Print (accounts@harbourprint.ie).</p>` +
        `<p class="media-contact">Media contact: Niamh Cronin, Communications &amp; Events Executive, ${tel('087 555 2291')}, ${mailto(`niamh.cronin@${HOST}`)}</p>`,
    ),
  });

  pages['/join'] = page({ path: '/join', title: 'Become a Member', main: article('Become a Member', `<p>Membership starts at €295 a year for businesses with up to five staff. Ronan will be happy to call out and talk through the benefits.</p>`) });
  pages['/privacy-cookies'] = page({ path: '/privacy-cookies', title: 'Privacy & Cookies', main: article('Privacy &amp; Cookies', '<p>We process member data under GDPR on the basis of our contract with you.</p>') });
  pages['/members-area'] = page({ path: '/members-area', title: "Members' Area", main: article("Members' Area", `<p>Member directory updates: ${mailto(`directory@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /members-area\n`,
      sitemapXml: urlset(HOST, ['/', '/about-us/our-team', '/about-us/board', '/skillnet', '/news', '/news/harbour-business-awards-2025', '/join'], '2025-09-12'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-84',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `events@${HOST}`, name: null, title: null, pages: ['/about-us/our-team'], cases: ['role', 'plain'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: s.local === 'orla.buckley' ? ['/about-us/our-team', '/', '/skillnet'] : ['/about-us/our-team'],
          ...(s.cloakId ? { encoded: { kind: 'script' as const, text: cloaks.get(s.local)!.script } } : {}),
          cases: [
            'name-title-line',
            s.cloakId ? 'script-protect' : 'plain',
            'link-english-unlisted',
            ...(s.local === 'orla.buckley' ? ['json-ld-nested', 'json-ld-mailto', 'json-ld-person'] : []),
          ] as CaseKind[],
        })),
        ...BOARD.map((b) => ({ address: `${b.local}@${HOST}`, name: b.name, title: b.office, pages: ['/about-us/board'], cases: ['title-name-line', 'plain', ...b.cases] as CaseKind[] })),
        {
          address: `niamh.cronin@${HOST}`,
          name: 'Niamh Cronin',
          title: 'Communications & Events Executive',
          pages: ['/news/harbour-business-awards-2025'],
          cases: ['label-line', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members-area'],
      nonAddresses: [
        { text: `directory@${HOST}`, kind: 'disallowed' },
        { text: 'accounts@harbourprint.ie', kind: 'other-company' },
      ],
    },
  };
}
