/**
 * Nordvig Offshore Survey ApS: an Esbjerg hydrographic and geophysical survey company on Joomla,
 * in Danish and English. The staff as cards, two of them behind Joomla's e-mail cloak; the
 * vessels-and-crew page (English, reached through a link whose words are not contact words)
 * with "Role: Name" lines and chartered engineers' post-nominals; the contact page's JSON-LD
 * contact points; an old address left in a comment and a form placeholder.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'nordvig-survey.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Nordvig Offshore Survey',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4a8f1b" rel="stylesheet">',
    '<link href="/media/templates/site/cassiopeia_nordvig/css/user.css?4a8f1b" rel="stylesheet">',
  ],
  header: (p) =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="${p.lang === 'en' ? '/en' : '/'}"><img loading="eager" decoding="async" src="/images/logo/nordvig-logo.svg" alt="Nordvig Offshore Survey" width="220" height="48"></a></div></div>` +
    (p.lang === 'en'
      ? `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav"><li class="nav-item"><a href="/en/vessels-and-crew">Vessels &amp; crew</a></li><li class="nav-item"><a href="/en/contact">Contact</a></li><li class="nav-item"><a href="/">Dansk</a></li></ul></div>`
      : `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav"><li class="nav-item"><a href="/ydelser">Ydelser</a></li><li class="nav-item"><a href="/medarbejdere">Medarbejdere</a></li><li class="nav-item"><a href="/kontakt">Kontakt</a></li><li class="nav-item"><a href="/en">English</a></li></ul></div>`) +
    `</header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Nordvig Offshore Survey ApS · Dokvej 9, 6700 Esbjerg · CVR 41 77 20 95 · ${tel('+45 75 12 88 30')}</p><p><a href="/privatlivspolitik">Privatlivspolitik</a> · <a href="/kundeportal">Kundeportal</a></p></div></div></footer>`,
  privacyPath: { da: '/privatlivspolitik', en: '/privatlivspolitik' },
};
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'da-dk' });
const item = (html: string): string => `<div class="com-content-article item-page"><div class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" plugin output (the script part). */
const cloakScript = (id: string, user: string): string =>
  `document.getElementById('cloak${id}').innerHTML = ''; var prefix = '&#109;a' + 'i&#108;' + '&#116;o'; var path = 'hr' + 'ef' + '='; var addy${id} = '${user}' + '&#64;'; addy${id} = addy${id} + 'nordvig-survey' + '&#46;' + 'test'; var addy_text${id} = '${user}' + '&#64;' + 'nordvig-survey' + '&#46;' + 'test'; document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
const cloak = (id: string, user: string): string =>
  `<span id="cloak${id}">Denne e-mailadresse bliver beskyttet mod spambots. Du skal have JavaScript aktiveret for at vise den.</span><script type="text/javascript">${cloakScript(id, user)}</script>`;

const JENS_ID = 'e3b9c0a14f7d2e8b6a5c';
const PERNILLE_ID = '7f21d4c8b03e9a6f1d2b';

type Card = { shown: string; name: string; title: string; local: string; cloak?: string };
const STAFF: Card[] = [
  { shown: 'Jens Kofoed', name: 'Jens Kofoed', title: 'Adm. direktør', local: 'jens.kofoed', cloak: JENS_ID },
  { shown: 'Pernille Skov', name: 'Pernille Skov', title: 'Driftschef', local: 'pernille.skov', cloak: PERNILLE_ID },
  { shown: 'Nikolaj Brandt', name: 'Nikolaj Brandt', title: 'Seniorlandinspektør, hydrografi', local: 'nikolaj.brandt' },
  { shown: 'Camilla Friis, cand.scient. geofysik', name: 'Camilla Friis', title: 'Geofysiker', local: 'camilla.friis' },
  { shown: 'Mette Jessen', name: 'Mette Jessen', title: 'HSEQ-koordinator', local: 'mette.jessen' },
];

export function nordvigSurvey(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Hydrografisk og geofysisk opmåling',
    alternates: { da: '/', en: '/en' },
    main: item(`<h1>Opmåling til havs – fra kabelkorridor til vindmøllefundament</h1><p>Multibeam, sidescan, sub-bottom profiling og UXO-survey i Nordsøen og Østersøen med to egne fartøjer.</p><p><a href="/ydelser">Læs om vores ydelser</a></p>`),
  });
  pages['/ydelser'] = page({ path: '/ydelser', title: 'Ydelser', main: item(`<h1>Ydelser</h1><ul><li>Bathymetri (multibeam)</li><li>Geofysisk survey og UXO-screening</li><li>ROV-inspektion af kabler og fundamenter</li></ul>`) });
  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    main:
      item(`<h1>Medarbejdere</h1><p>Vi er 34 ansatte på land og til søs.</p>`) +
      `<div class="mod-articles-category row">` +
      STAFF.map(
        (c) =>
          `<div class="col-md-4 card staff"><img class="card-img-top" src="/images/medarbejdere/${c.local.replace('.', '-')}.jpg" alt="${esc(c.name)}"><div class="card-body"><h3 class="card-title">${esc(c.shown)}</h3><p class="card-text">${esc(c.title)}</p><p>${c.cloak ? cloak(c.cloak, c.local) : mailto(`${c.local}@${HOST}`)}</p></div></div>`,
      ).join('') +
      `</div><!-- tidligere medarbejder: kim.ravn@${HOST} (fratrådt 2024) -->`,
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Nordvig Offshore Survey ApS',
        url: `${ORIGIN}/`,
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'sales', email: `tender@${HOST}`, telephone: '+45 75 12 88 30' },
          { '@type': 'ContactPoint', contactType: 'emergency', email: `ops@${HOST}`, telephone: '+45 75 12 88 39', hoursAvailable: '24/7' },
        ],
      },
    ],
    main: item(
      `<h1>Kontakt</h1><p>Tilbud og udbud: ${mailto(`tender@${HOST}`)}<br>Operations (døgnbemandet): ${mailto(`ops@${HOST}`)}, ${tel('+45 75 12 88 39')}</p>` +
        `<form class="form-validate"><label>E-mail <input type="email" name="jform[contact_email]" placeholder="navn@firma.dk"></label><button class="btn btn-primary">Send</button></form>`,
    ),
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Hydrographic and geophysical survey',
    lang: 'en-gb',
    alternates: { da: '/', en: '/en' },
    main: item(`<h1>Offshore survey, from cable route to turbine foundation</h1><p>Two dedicated survey vessels and a team of hydrographers, geophysicists and data processors based in Esbjerg.</p>`),
  });
  pages['/en/vessels-and-crew'] = page({
    path: '/en/vessels-and-crew',
    title: 'Vessels & crew',
    lang: 'en-gb',
    main: item(
      `<h1>Vessels &amp; crew</h1><h2>M/V Nordvig Surveyor</h2><p>38 m DP1 survey vessel, Kongsberg EM 2040 multibeam.</p>` +
        `<p>Vessel Manager: Brian McAllister, CEng MIMarEST – ${mailto(`brian.mcallister@${HOST}`)}</p>` +
        `<p>Party Chief: Ole Thygesen – ${mailto(`ole.thygesen@${HOST}`)}</p>` +
        `<h2>M/V Nordvig Explorer</h2><p>24 m near-shore vessel for cable landfalls and wind farm inspection.</p>` +
        `<p>Data Processing Lead: Karen Lund, MSc – ${mailto(`karen.lund@${HOST}`)}</p>` +
        `<p>Crewing agency for marine crew: ${mailto('crew@baltic-manning.test')}</p>`,
    ),
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en-gb',
    main: item(`<h1>Contact</h1><p>Tenders: ${mailto(`tender@${HOST}`)} · 24/7 operations: ${mailto(`ops@${HOST}`)}</p><p>Managing Director Jens Kofoed can be reached at ${mailto(`jens.kofoed@${HOST}`)}.</p>`),
  });
  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: item(`<h1>Privatlivspolitik</h1><p>Nordvig Offshore Survey ApS er dataansvarlig.</p>`) });
  pages['/kundeportal'] = page({ path: '/kundeportal', title: 'Kundeportal', main: item(`<p>Data deliveries. Login problems: ${mailto(`portal@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const card = (c: Card, extra: { alt?: string[]; pages?: string[]; cases?: CaseKind[] } = {}) => ({
    address: `${c.local}@${HOST}`,
    name: c.name,
    title: c.title,
    ...(extra.alt ? { titleAlternatives: extra.alt } : {}),
    pages: ['/medarbejdere', ...(extra.pages ?? [])],
    ...(c.cloak ? { encoded: { kind: 'script' as const, text: cloakScript(c.cloak, c.local) } } : {}),
    cases: ['card', ln, ...(c.cloak ? (['script-protect'] as CaseKind[]) : (['plain'] as CaseKind[])), ...(extra.cases ?? [])] as CaseKind[],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /cache/\nDisallow: /kundeportal\nDisallow: /tmp/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/ydelser', '/medarbejdere', '/kontakt', '/en', '/en/vessels-and-crew', '/en/contact', '/privatlivspolitik'], '2025-07-07'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Content-Powered-By': 'K2 v2.11' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-89',
      languages: ['da', 'en'],
      addresses: [
        card(STAFF[0]!, { alt: ['Managing Director'], pages: ['/en/contact'], cases: ['prose'] }),
        card(STAFF[1]!),
        card(STAFF[2]!),
        card(STAFF[3]!, { cases: ['post-nominal'] }),
        card(STAFF[4]!),
        { address: `tender@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        { address: `ops@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        { address: `brian.mcallister@${HOST}`, name: 'Brian McAllister', title: 'Vessel Manager', pages: ['/en/vessels-and-crew'], cases: ['title-name-line', 'post-nominal', 'link-english-unlisted', 'deep-page', 'plain'] },
        { address: `ole.thygesen@${HOST}`, name: 'Ole Thygesen', title: 'Party Chief', pages: ['/en/vessels-and-crew'], cases: ['title-name-line', 'link-english-unlisted', 'deep-page', 'plain'] },
        { address: `karen.lund@${HOST}`, name: 'Karen Lund', title: 'Data Processing Lead', pages: ['/en/vessels-and-crew'], cases: ['title-name-line', 'post-nominal', 'link-english-unlisted', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/kundeportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: `kim.ravn@${HOST}`, kind: 'comment' },
        { text: 'navn@firma.dk', kind: 'placeholder' },
        { text: 'crew@baltic-manning.test', kind: 'other-company' },
      ],
    },
  };
}
