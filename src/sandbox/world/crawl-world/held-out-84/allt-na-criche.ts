/**
 * Allt na Crìche Estate & Distillery (Oighreachd agus Taigh-staile Allt na Crìche), a family
 * Highland estate in Wester Ross with a small farm distillery, on TYPO3 13 with an English and a
 * Scottish Gaelic tree. The language switch is a drop-down a script follows, so the Gaelic pages
 * are reached through hreflang alternates. "Estate Team" is a definition list, TYPO3's spam
 * protection writes some addresses as "name(at)domain(dot)test"; the Gaelic team page gives the
 * same people Gaelic titles, and the Gaelic development officer appears only on the Gaelic
 * contact page (two links from home). The shop's contact point is in JSON-LD. Traps: a
 * commented-out lettings address, a retina logo and the trade login (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'alltnacriche.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'en' | 'gd', [string, string][]> = {
  en: [
    ['/', 'Home'],
    ['/the-estate', 'The Estate'],
    ['/distillery', 'Distillery'],
    ['/stalking-fishing', 'Stalking & Fishing'],
    ['/estate-team', 'Estate Team'],
    ['/contact', 'Contact'],
  ],
  gd: [
    ['/gd', 'Dachaigh'],
    ['/gd/an-oighreachd', 'An Oighreachd'],
    ['/gd/an-sgioba', 'An Sgioba'],
    ['/gd/fios-thugainn', 'Fios thugainn'],
  ],
};

const lang = (p: PageSpec): 'en' | 'gd' => (p.lang.startsWith('gd') ? 'gd' : 'en');

const theme: Theme = {
  host: HOST,
  siteName: 'Allt na Crìche',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/compressed/merged-5d1e0a7c3b2f9e8d4a6c.css?1718023311" media="all">`,
    `<link rel="icon" href="${ORIGIN}/_assets/9f1c3a/Icons/favicon.ico" type="image/vnd.microsoft.icon">`,
  ],
  header: (p) => {
    const l = lang(p);
    return (
      `<header class="page-header"><div class="container"><a class="brand" href="${l === 'gd' ? '/gd' : '/'}"><img src="${ORIGIN}/fileadmin/user_upload/alltnacriche-logo.png" srcset="${ORIGIN}/fileadmin/user_upload/alltnacriche-logo@2x.png 2x" alt="Allt na Crìche" width="180" height="64"></a>` +
      `<nav class="mainnav"><ul>${MENU[l].map(([h, t]) => `<li${h === p.path ? ' class="active"' : ''}><a href="${h}">${esc(t)}</a></li>`).join('')}</ul></nav>` +
      `<div class="langnav"><label for="langsel" class="sr-only">${l === 'gd' ? 'Cànan' : 'Language'}</label><select id="langsel" onchange="window.location.href=this.value">` +
      Object.entries(p.alternates ?? { en: '/', gd: '/gd' })
        .map(([k, v]) => `<option value="${v}"${k === l ? ' selected' : ''}>${k === 'gd' ? 'Gàidhlig' : 'English'}</option>`)
        .join('') +
      `</select></div></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="page-footer"><div class="container"><div class="row"><div class="col"><p>${lang(p) === 'gd' ? 'Oighreachd Allt na Crìche, Srath Chon, Ros an Iar IV22 2QP' : 'Allt na Crìche Estate, Strathcon, Wester Ross IV22 2QP'}<br>${tel('01445 555 730')}</p></div>` +
    `<div class="col"><p><a href="/trade-login">${lang(p) === 'gd' ? 'Logadh a-steach malairt' : 'Trade login'}</a> · <a href="/privacy">Privacy</a></p><p class="small">Allt na Crìche Distillery Ltd is registered in Scotland, SC 612204. Please enjoy our whisky responsibly. <a href="https://www.drinkaware.co.uk">drinkaware.co.uk</a></p></div></div></div></footer>` +
    `<!-- lettings enquiries moved to the agent: lettings@alltnacriche.test -->`,
  privacyPath: { en: '/privacy', gd: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ce = (html: string, uid: number): string => `<div id="c${uid}" class="frame frame-default frame-type-text frame-layout-0">${html}</div>`;
const spam = (local: string): string => `<span class="mail-protected">${local}(at)alltnacriche(dot)test</span>`;

type Person = { name: string; shown: string; en: string; gd: string; local: string; obf: boolean; honorific?: boolean };
const TEAM: Person[] = [
  { name: 'Alasdair Munro', shown: 'Alasdair Munro', en: 'Factor', gd: 'Bàillidh', local: 'alasdair', obf: false },
  { name: 'Fiona Grant', shown: 'Fiona Grant', en: 'Distillery Manager', gd: 'Manaidsear an Taigh-staile', local: 'fiona', obf: true },
  { name: 'Callum Urquhart', shown: 'Callum Urquhart', en: 'Stillman & Warehouse Supervisor', gd: 'Fear-staile agus Neach-stiùiridh an Taigh-bathair', local: 'callum', obf: true },
  { name: 'Hamish Mackintosh', shown: 'Hamish Mackintosh', en: 'Head Stalker', gd: 'Prìomh Shealgair', local: 'hamish', obf: false },
  { name: 'Ruaridh Matheson', shown: 'Ruaridh Matheson', en: 'Head Ghillie (River Con)', gd: 'Prìomh Ghille-iasgaich (Abhainn Chon)', local: 'ruaridh', obf: false },
  { name: 'Iona Fraser', shown: 'Iona Fraser', en: 'Visitor Centre & Shop Manager', gd: 'Manaidsear an Ionad Luchd-tadhail is na Bùtha', local: 'iona', obf: true },
  { name: 'Eilidh Ross', shown: 'Dr Eilidh Ross', en: 'Estate Ecologist', gd: 'Eag-eòlaiche na h-Oighreachd', local: 'eilidh', obf: false, honorific: true },
];

const ALT_HOME = { en: '/', gd: '/gd' };
const ALT_TEAM = { en: '/estate-team', gd: '/gd/an-sgioba' };
const ALT_CONTACT = { en: '/contact', gd: '/gd/fios-thugainn' };
const ALT_ESTATE = { en: '/the-estate', gd: '/gd/an-oighreachd' };

export function alltNaCriche(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    lang: 'en-GB',
    title: 'Home',
    alternates: ALT_HOME,
    main: ce(`<h1>Sixteen thousand acres, one burn, one still.</h1><p>Allt na Crìche has been in the Mackenzie family since 1871. Today the estate runs red deer stalking, salmon fishing on the Con, three holiday cottages and, since 2019, a farm distillery making single malt from barley grown on the machair at Achnahaird.</p><p><a href="/distillery">Book a distillery tour</a></p>`, 101),
  });
  pages['/the-estate'] = page({ path: '/the-estate', lang: 'en-GB', title: 'The Estate', alternates: ALT_ESTATE, main: ce(`<h1>The Estate</h1><p>Native pinewood regeneration, peatland restoration on 400 hectares and a deer management plan agreed with our neighbours in the Coigach DMG.</p>`, 110) });
  pages['/distillery'] = page({
    path: '/distillery',
    lang: 'en-GB',
    title: 'Distillery',
    main: ce(`<h1>The Distillery</h1><p>Tours run Tuesday to Saturday at 11:00 and 14:30, April to October. Tastings include our new-make spirit, the 5-year-old and a cask sample from the dunnage warehouse.</p><p>To book, email ${mailto(`tours@${HOST}`)} or call the visitor centre.</p>`, 120),
  });
  pages['/stalking-fishing'] = page({
    path: '/stalking-fishing',
    lang: 'en-GB',
    title: 'Stalking & Fishing',
    main: ce(`<h1>Stalking &amp; Fishing</h1><p>Stag stalking runs from 1 August to 20 October, hinds from 21 October to 15 February. Two rods on the Con from May; the beats are fished fly only, catch and release before 1 July.</p><p>Hamish and Ruaridh take bookings directly, see <a href="/estate-team">the estate team</a>.</p>`, 130),
  });
  pages['/estate-team'] = page({
    path: '/estate-team',
    lang: 'en-GB',
    title: 'Estate Team',
    alternates: ALT_TEAM,
    main: ce(
      `<h1>Estate Team</h1><p>The people you are likely to meet on the hill, in the stillhouse or behind the shop counter.</p><dl class="team-list">` +
        TEAM.map((t) => `<dt>${esc(t.shown)}</dt><dd class="role">${esc(t.en)}</dd><dd class="email">${t.obf ? spam(t.local) : mailto(`${t.local}@${HOST}`)}</dd>`).join('') +
        `</dl>`,
      140,
    ),
  });
  pages['/contact'] = page({
    path: '/contact',
    lang: 'en-GB',
    title: 'Contact',
    alternates: ALT_CONTACT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Allt na Crìche Estate & Distillery',
        url: `${ORIGIN}/`,
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', areaServed: 'GB', email: `shop@${HOST}`, telephone: '+44 1445 555731', availableLanguage: ['English', 'Scottish Gaelic'] }],
      },
    ],
    main: ce(`<h1>Contact</h1><p>Estate office: ${tel('01445 555 730')}<br>Distillery tours: ${mailto(`tours@${HOST}`)}<br>Online shop orders: ${mailto(`shop@${HOST}`)}</p><p>The estate office is open Monday to Friday, 9am–4pm. Please do not call during the stalking season for walking access queries; see the notices at the car park instead.</p>`, 150),
  });
  pages['/privacy'] = page({ path: '/privacy', lang: 'en-GB', title: 'Privacy', main: ce('<h1>Privacy notice</h1><p>We hold booking details for seven years for HMRC purposes.</p>', 160) });

  pages['/gd'] = page({
    path: '/gd',
    lang: 'gd',
    title: 'Dachaigh',
    alternates: ALT_HOME,
    main: ce(`<h1>Fàilte gu Allt na Crìche</h1><p>Tha an oighreachd air a bhith aig teaghlach MhicCoinnich bho 1871. An-diugh tha sinn a' ruith sealg fhiadh, iasgach bhradan air Abhainn Chon agus, bho 2019, taigh-staile beag far a bheil sinn a' dèanamh uisge-beatha bho eòrna na h-oighreachd.</p>`, 201),
  });
  pages['/gd/an-oighreachd'] = page({ path: '/gd/an-oighreachd', lang: 'gd', title: 'An Oighreachd', alternates: ALT_ESTATE, main: ce(`<h1>An Oighreachd</h1><p>Ath-nuadhachadh na coille giuthais agus obair air a' mhòintich air 400 heactair.</p>`, 210) });
  pages['/gd/an-sgioba'] = page({
    path: '/gd/an-sgioba',
    lang: 'gd',
    title: 'An Sgioba',
    alternates: ALT_TEAM,
    main: ce(
      `<h1>An Sgioba</h1><div class="row cards">` +
        TEAM.map((t) => `<div class="card"><h3>${esc(t.shown)}</h3><p class="dreuchd">${esc(t.gd)}</p><p>${t.obf ? spam(t.local) : mailto(`${t.local}@${HOST}`)}</p></div>`).join('') +
        `</div>`,
      240,
    ),
  });
  pages['/gd/fios-thugainn'] = page({
    path: '/gd/fios-thugainn',
    lang: 'gd',
    title: 'Fios thugainn',
    alternates: ALT_CONTACT,
    main: ce(
      `<h1>Fios thugainn</h1><p>Oifis na h-oighreachd: ${tel('01445 555 730')}<br>Ceistean coitcheann sa Ghàidhlig: ${mailto(`failte@${HOST}`)}</p>` +
        `<div class="card"><h3>Catrìona NicAsgaill</h3><p class="dreuchd">Oifigear Leasachaidh na Gàidhlig</p><p>Ma tha sibh airson turas sa Ghàidhlig no cothrom obrach do luchd-ionnsachaidh, cuiribh post-d gu ${mailto(`catriona@${HOST}`)}.</p></div>`,
      250,
    ),
  });

  pages['/trade-login'] = page({ path: '/trade-login', lang: 'en-GB', title: 'Trade login', main: ce(`<h1>Trade customers</h1><p>Price lists and cask allocations. Account queries: ${mailto(`trade@${HOST}`)}</p>`, 300) });

  const dlCases = (t: Person, gdToo: boolean): CaseKind[] => [
    'definition-list',
    t.obf ? 'obfuscated' : 'plain',
    ...(t.honorific ? (['honorific'] as CaseKind[]) : []),
    ...(gdToo ? (['card', 'hreflang'] as CaseKind[]) : []),
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /trade-login\nAllow: /typo3/sysext/frontend/Resources/Public/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/the-estate', '/distillery', '/stalking-fishing', '/estate-team', '/contact', '/gd', '/gd/an-oighreachd', '/gd/an-sgioba', '/gd/fios-thugainn'], '2025-04-30'),
      pages,
      headers: { Server: 'Apache', 'X-TYPO3-Parsetime': '0ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-84',
      languages: ['en', 'gd'],
      addresses: [
        { address: `tours@${HOST}`, name: null, title: null, pages: ['/distillery', '/contact'], cases: ['role', 'plain'] },
        { address: `shop@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `failte@${HOST}`, name: null, title: null, pages: ['/gd/fios-thugainn'], cases: ['role', 'plain', 'link-non-english', 'deep-page', 'hreflang'] },
        ...TEAM.map((t) => ({
          address: `${t.local}@${HOST}`,
          name: t.name,
          title: t.en,
          titleAlternatives: [t.gd],
          pages: ['/estate-team', '/gd/an-sgioba'],
          cases: dlCases(t, true),
        })),
        {
          address: `catriona@${HOST}`,
          name: 'Catrìona NicAsgaill',
          title: 'Oifigear Leasachaidh na Gàidhlig',
          pages: ['/gd/fios-thugainn'],
          cases: ['card', 'prose', 'plain', 'link-non-english', 'deep-page', 'hreflang'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/trade-login'],
      nonAddresses: [
        { text: `trade@${HOST}`, kind: 'disallowed' },
        { text: `lettings@${HOST}`, kind: 'comment' },
        { text: 'alltnacriche-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
