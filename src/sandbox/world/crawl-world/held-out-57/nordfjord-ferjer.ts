/**
 * Nordfjord Ferjer AS: a county ferry operator (six crossings on the Nordfjord), on Webflow with a
 * Norwegian (bokmål) site and an English one reached through hreflang alternates and a language
 * drop-down with no links. "Ledelsen" is a table of the management group (the English
 * "Management" page gives the same people English titles); the press page has a one-line press
 * contact; the careers page builds the crew coordinator's address in a custom-code embed; the
 * technical manager is only a department employee in the home page's JSON-LD. The newsletter
 * form's placeholder is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'nordfjordferjer.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b';

const MENU_NB: [string, string][] = [
  ['/ruter', 'Ruter og rutetider'],
  ['/om-oss', 'Om oss'],
  ['/om-oss/ledelsen', 'Ledelsen'],
  ['/presse', 'Presse'],
  ['/jobb', 'Jobb hos oss'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/group-travel', 'Group travel'],
  ['/en/about/management', 'Management'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Nordfjord Ferjer',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${CDN}/css/nordfjord-ferjer.webflow.4c1d2e3f5.min.css" rel="stylesheet" type="text/css">`,
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({google:{families:["Inter:regular,500,600,700"]}});</script>',
    `<link href="${CDN}/65f1a2b3c4d5e6f708192a40_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const menu = en ? MENU_EN : MENU_NB;
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
      `<a href="${en ? '/en' : '/'}" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/65f1a2b3c4d5e6f708192a41_nordfjord-ferjer-logo.svg" loading="lazy" alt="Nordfjord Ferjer" class="logo"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${menu.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link${h === p.path ? ' w--current' : ''}">${esc(l)}</a>`).join('')}</nav>` +
      `<div class="lang-switch"><select class="lang-select" aria-label="Språk / Language" onchange="window.location.href=this.value"><option value="/"${en ? '' : ' selected'}>Norsk</option><option value="/en"${en ? ' selected' : ''}>English</option></select></div>` +
      `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) => {
    const en = p.lang.startsWith('en');
    return (
      `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid">` +
      `<div><div class="footer-heading">Nordfjord Ferjer AS</div><p>Sjøgata 3, 6770 Nordfjordeid<br>Org.nr. 912 345 678 MVA</p></div>` +
      `<div><div class="footer-heading">${en ? 'Customer service' : 'Kundeservice'}</div><p>${tel('+47 57 86 40 00')}<br>${mailto(`kundeservice@${HOST}`)}<br>${en ? 'Weekdays 08–16' : 'Hverdager 08–16'}</p></div>` +
      `<div><div class="footer-heading">${en ? 'Newsletter' : 'Nyhetsbrev'}</div><div class="w-form"><form id="wf-form-Nyhetsbrev" name="wf-form-Nyhetsbrev" data-name="Nyhetsbrev" method="get" class="newsletter-form"><input class="text-field w-input" maxlength="256" name="email" data-name="Email" placeholder="ola.nordmann@eksempel.no" type="email" id="email" required=""><input type="submit" data-wait="${en ? 'Please wait...' : 'Vent litt...'}" class="button w-button" value="${en ? 'Subscribe' : 'Meld meg på'}"></form><div class="w-form-done"><div>${en ? 'Thank you!' : 'Takk!'}</div></div><div class="w-form-fail"><div>${en ? 'Something went wrong.' : 'Noe gikk galt.'}</div></div></div></div>` +
      `</div><div class="footer-legal"><a href="${en ? '/en/privacy' : '/personvern'}">${en ? 'Privacy' : 'Personvern'}</a> · <a href="/admin">${en ? 'Crew login' : 'Mannskapsinnlogging'}</a></div></div></footer>`
    );
  },
  privacyPath: { no: '/personvern', nb: '/personvern', en: '/en/privacy' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65f1a2b3c4d5e6f708192a3b" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="${CDN}/js/webflow.a1b2c3d4e.js" type="text/javascript"></script>`,
  ],
};

const ALT_HOME = { nb: '/', en: '/en', 'x-default': '/' };
const ALT_MGMT = { nb: '/om-oss/ledelsen', en: '/en/about/management' };
const nb = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nb' });
const en = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });
const section = (cls: string, html: string): string => `<section class="section ${cls}"><div class="w-container">${html}</div></section>`;

type Manager = { name: string; nb: string; en: string; local: string; phone: string };
const MANAGEMENT: Manager[] = [
  { name: 'Bjørn Tveit', nb: 'Administrerende direktør', en: 'Chief Executive Officer', local: 'bjorn.tveit', phone: '+47 913 40 211' },
  { name: 'Hilde Solheim', nb: 'Økonomisjef', en: 'Chief Financial Officer', local: 'hilde.solheim', phone: '+47 913 40 212' },
  { name: 'Arne Myklebust', nb: 'Driftssjef', en: 'Director of Operations', local: 'arne.myklebust', phone: '+47 913 40 215' },
  { name: 'Siri Gjerde', nb: 'HR-sjef', en: 'Head of HR', local: 'siri.gjerde', phone: '+47 913 40 219' },
];

const TOR_SCRIPT = `var u = 'tor.eide'; var d = 'nordfjordferjer' + '.' + 'test'; var a = u + '@' + d; document.getElementById('epost-bemanning').innerHTML = '<a href="mailto:' + a + '">' + a + '</a>';`;

export function nordfjordFerjer(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = nb({
    path: '/',
    title: 'Ferje på Nordfjorden',
    description: 'Nordfjord Ferjer driver seks ferjesamband på Nordfjorden. Rutetider, priser og reiseinformasjon.',
    alternates: ALT_HOME,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Nordfjord Ferjer AS',
        url: `${ORIGIN}/`,
        logo: `${CDN}/65f1a2b3c4d5e6f708192a41_nordfjord-ferjer-logo.svg`,
        address: { '@type': 'PostalAddress', streetAddress: 'Sjøgata 3', postalCode: '6770', addressLocality: 'Nordfjordeid', addressCountry: 'NO' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+47 57 86 40 00', email: `kundeservice@${HOST}`, availableLanguage: ['Norwegian', 'English'] },
        department: [
          {
            '@type': 'Organization',
            name: 'Teknisk avdeling',
            employee: { '@type': 'Person', name: 'Ola Nes', jobTitle: 'Teknisk sjef', email: `mailto:ola.nes@${HOST}`, telephone: '+47 913 40 230' },
          },
        ],
      },
    ],
    main:
      section('hero', `<h1 class="heading-hero">Over fjorden – hver dag, hele året</h1><p class="paragraph-large">Seks samband, elleve ferjer og over 1,2 millioner passasjerer i året. Billett kjøper du om bord eller i appen.</p><a href="/ruter" class="button w-button">Se rutetider</a>`) +
      section('news', `<h2>Driftsmeldinger</h2><div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><p><strong>Lote–Anda:</strong> Innstilt avgang 06.40 fredag grunnet verkstedopphold. Erstatningsferje fra kl. 08.</p></div></div></div>`),
  });

  pages['/ruter'] = nb({
    path: '/ruter',
    title: 'Ruter og rutetider',
    main: section('routes', `<h1>Ruter og rutetider</h1><ul role="list" class="w-list-unstyled"><li>Lote–Anda</li><li>Stårheim–Isane</li><li>Stryn–Innvik–Utvik</li><li>Måløy–Oldeide</li><li>Barmen–Selje</li><li>Silda–Kråkenes</li></ul><p>Spørsmål om billetter og bompengeavtaler: ${mailto(`kundeservice@${HOST}`)}</p>`),
  });

  pages['/om-oss'] = nb({
    path: '/om-oss',
    title: 'Om oss',
    main: section('about', `<h1>Om Nordfjord Ferjer</h1><p>Selskapet ble stiftet i 1921 som Nordfjord Dampskipsselskap og eies i dag av fem kommuner. Vi har 140 ansatte, de fleste om bord.</p><p><a href="/om-oss/ledelsen">Møt ledergruppen</a></p>`),
  });

  const row = (m: Manager, title: string): string => `<tr><td>${esc(m.name)}</td><td>${esc(title)}</td><td>${tel(m.phone)}</td><td>${mailto(`${m.local}@${HOST}`)}</td></tr>`;

  pages['/om-oss/ledelsen'] = nb({
    path: '/om-oss/ledelsen',
    title: 'Ledelsen',
    alternates: ALT_MGMT,
    main: section('management', `<h1>Ledelsen</h1><div class="w-embed"><table class="staff-table"><thead><tr><th>Navn</th><th>Stilling</th><th>Mobil</th><th>E-post</th></tr></thead><tbody>${MANAGEMENT.map((m) => row(m, m.nb)).join('')}</tbody></table></div>`),
  });

  pages['/presse'] = nb({
    path: '/presse',
    title: 'Presse',
    main: section(
      'press',
      `<h1>Presse</h1><p>Vi svarer gjerne på spørsmål fra journalister, også utenom kontortid ved hendelser.</p>` +
        `<div class="press-contact"><p><strong>Pressekontakt:</strong> Ingrid Haugland, kommunikasjonssjef, tlf. ${tel('+47 913 40 205')}, ${mailto(`ingrid.haugland@${HOST}`)}</p></div>` +
        `<p>Pressebilder og logo: ${mailto(`presse@${HOST}`)}</p>`,
    ),
  });

  pages['/jobb'] = nb({
    path: '/jobb',
    title: 'Jobb hos oss',
    main: section(
      'jobs',
      `<h1>Jobb hos oss</h1><p>Vi søker matroser, maskinister og styrmenn til sommersesongen. Søknad registreres i rekrutteringsportalen.</p>` +
        `<p>Spørsmål om stillingene og sertifikatkrav kan rettes til Tor Eide, bemanningskoordinator: <span id="epost-bemanning"></span></p><div class="w-embed w-script"><script>${TOR_SCRIPT}</script></div>`,
    ),
  });

  pages['/personvern'] = nb({
    path: '/personvern',
    title: 'Personvernerklæring',
    main: section('legal', `<h1>Personvernerklæring</h1><p>Nordfjord Ferjer AS er behandlingsansvarlig for personopplysninger vi samler inn via nettsiden og nyhetsbrevet. Henvendelser om personvern sendes til ${mailto(`kundeservice@${HOST}`)}.</p>`),
  });

  pages['/en'] = en({
    path: '/en',
    title: 'Ferries on the Nordfjord',
    alternates: ALT_HOME,
    main:
      section('hero', `<h1 class="heading-hero">Crossing the Nordfjord, every day of the year</h1><p>Six crossings between Stryn and the coast at Selje. Tickets are sold on board; no booking is needed for cars.</p><p>Coach and camper groups can pre-book space: ${mailto(`booking@${HOST}`)}</p>`) +
      section('links', `<p><a href="/en/group-travel">Group travel and tour operators</a> · <a href="/en/about/management">Our management</a></p>`),
  });

  pages['/en/group-travel'] = en({
    path: '/en/group-travel',
    title: 'Group travel',
    main: section('groups', `<h1>Group travel</h1><p>We offer fixed-space agreements for coach tours and cruise excursions between May and September.</p><p>Kari Vik, Sales Manager – Groups &amp; Tour Operators, ${mailto(`kari.vik@${HOST}`)}, ${tel('+47 913 40 240')}</p>`),
  });

  pages['/en/about/management'] = en({
    path: '/en/about/management',
    title: 'Management',
    alternates: ALT_MGMT,
    main: section('management', `<h1>Management</h1><div class="w-embed"><table class="staff-table"><thead><tr><th>Name</th><th>Position</th><th>Mobile</th><th>Email</th></tr></thead><tbody>${MANAGEMENT.map((m) => row(m, m.en)).join('')}</tbody></table></div>`),
  });

  pages['/en/privacy'] = en({
    path: '/en/privacy',
    title: 'Privacy',
    main: section('legal', `<h1>Privacy</h1><p>Nordfjord Ferjer AS is the controller of personal data collected through this website. Questions: ${mailto(`kundeservice@${HOST}`)}.</p>`),
  });

  const paths = ['/', '/ruter', '/om-oss', '/om-oss/ledelsen', '/presse', '/jobb', '/personvern', '/en', '/en/group-travel', '/en/about/management', '/en/privacy'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /admin\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, paths, '2025-04-02'),
      pages: {
        ...pages,
        '/admin': nb({ path: '/admin', title: 'Innlogging', main: section('login', `<h1>Innlogging for mannskap</h1><p>Glemt passord? Kontakt ${mailto(`driftssentral@${HOST}`)}.</p>`) }),
      },
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1', 'surrogate-key': 'nordfjordferjer.test 65f1a2b3c4d5e6f708192a3b' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-57',
      languages: ['no', 'en'],
      addresses: [
        { address: `kundeservice@${HOST}`, name: null, title: null, pages: ['/', '/ruter', '/personvern', '/en'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `ola.nes@${HOST}`, name: 'Ola Nes', title: 'Teknisk sjef', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-mailto', 'json-ld-only'] },
        ...MANAGEMENT.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.nb,
          titleAlternatives: [m.en],
          pages: ['/om-oss/ledelsen', '/en/about/management'],
          cases: ['table', 'plain', 'link-non-english'] as CaseKind[],
        })),
        { address: `ingrid.haugland@${HOST}`, name: 'Ingrid Haugland', title: 'kommunikasjonssjef', pages: ['/presse'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `presse@${HOST}`, name: null, title: null, pages: ['/presse'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `tor.eide@${HOST}`, name: 'Tor Eide', title: 'bemanningskoordinator', pages: ['/jobb'], encoded: { kind: 'script', text: TOR_SCRIPT }, cases: ['name-title-line', 'script-concat', 'link-non-english'] },
        { address: `booking@${HOST}`, name: null, title: null, pages: ['/en'], cases: ['role', 'plain', 'hreflang'] },
        { address: `kari.vik@${HOST}`, name: 'Kari Vik', title: 'Sales Manager – Groups & Tour Operators', pages: ['/en/group-travel'], cases: ['name-title-line', 'plain', 'deep-page'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/admin'],
      nonAddresses: [
        { text: `driftssentral@${HOST}`, kind: 'disallowed' },
        { text: 'ola.nordmann@eksempel.no', kind: 'placeholder' },
      ],
    },
  };
}
