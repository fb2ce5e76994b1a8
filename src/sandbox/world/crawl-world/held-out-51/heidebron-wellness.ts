/**
 * Wellnesshotel De Heidebron: a family-run spa hotel on the Veluwe, built with Webflow, in Dutch
 * with an English version that no menu links: the Dutch pages name it only in their hreflang
 * alternates. The team as cards (first-name addresses, as small Dutch hotels use them) on "Over
 * ons" and, with English job titles, on "Meet the hosts"; the hotel's JSON-LD holds the bookings
 * desk as a contact point, the owner as an employee with a "mailto:" address, the spa manager
 * inside the spa department, and the founder, who is on no visible page. The groups page, in
 * English only, gives its manager as a "Name, Title" line. The booking engine's support address
 * and "Mijn reservering" (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'heidebron-wellness.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://cdn.prod.website-files.com/64f1c2a9e8b7d6a5c4b3a291';

const MENU: Record<'nl' | 'en', [string, string][]> = {
  nl: [
    ['/', 'Home'],
    ['/kamers', 'Kamers'],
    ['/spa', 'Spa & wellness'],
    ['/arrangementen', 'Arrangementen'],
    ['/over-ons', 'Over ons'],
    ['/contact', 'Contact'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/meet-the-hosts', 'Meet the hosts'],
    ['/en/groups-and-events', 'Groups & events'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Wellnesshotel De Heidebron',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${CDN}/css/heidebron.webflow.shared.4b1e9c7a2.min.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="${CDN}/64f1c2a9e8b7d6a5c4b3a2c0_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (page: PageSpec) => {
    const lang = page.lang.startsWith('en') ? 'en' : 'nl';
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="${lang === 'en' ? '/en' : '/'}" class="brand w-nav-brand" aria-label="home"><img src="${CDN}/64f1c2a9e8b7d6a5c4b3a2b4_heidebron-logo.svg" loading="lazy" alt="De Heidebron" class="logo"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${MENU[lang].map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${href === page.path ? ' w--current' : ''}"${href === page.path ? ' aria-current="page"' : ''}>${esc(label)}</a>`).join('')}<a href="https://boeken.boekmijnkamer.test/heidebron" class="button-book w-button">${lang === 'en' ? 'Book now' : 'Boek nu'}</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (page: PageSpec) => {
    const en = page.lang.startsWith('en');
    return (
      `<footer class="footer"><div class="footer-container w-container"><div class="footer-grid w-layout-grid"><div><div class="footer-heading">Wellnesshotel De Heidebron</div><p class="footer-text">Heidebronweg 7<br>6744 PT Ederveen<br>${tel('+31 318 57 24 60')}</p></div>` +
      `<div><div class="footer-heading">${en ? 'Contact' : 'Contact'}</div><p class="footer-text">${mailto(`info@${HOST}`)}<br>${en ? 'Reservations' : 'Reserveringen'}: ${mailto(`reserveringen@${HOST}`)}</p></div>` +
      `<div><a href="/mijn-reservering" class="footer-link">${en ? 'My booking' : 'Mijn reservering'}</a><a href="/privacy" class="footer-link">Privacy</a></div></div><div class="footer-bottom">KvK 09182736 · © 2025 De Heidebron B.V.</div></div></footer>`
    );
  },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1c2a9e8b7d6a5c4b3a291" type="text/javascript" crossorigin="anonymous"></script>`,
    `<script src="${CDN}/js/webflow.8f3c2a1b.js" type="text/javascript"></script>`,
  ],
};

const nlPage = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl' });
const enPage = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });

const hero = (title: string, html: string): string =>
  `<div class="section"><div class="container w-container"><h1 class="heading-xl">${esc(title)}</h1><div class="rich-text w-richtext">${html}</div></div></div>`;

type Host = { name: string; local: string; nl: string; en: string; cases: CaseKind[] };
const TEAM: Host[] = [
  { name: 'Marieke Bosman', local: 'marieke', nl: 'Eigenaar & gastvrouw', en: 'Owner & host', cases: ['json-ld-person', 'json-ld-mailto'] },
  { name: 'Joost Verhoeven', local: 'joost', nl: 'Chef-kok restaurant De Vennen', en: 'Head chef, De Vennen restaurant', cases: [] },
  { name: 'Fleur Jansen', local: 'fleur', nl: 'Spa manager', en: 'Spa manager', cases: ['json-ld-nested', 'json-ld-person'] },
  { name: 'Daan de Groot', local: 'daan', nl: 'Hoofd receptie', en: 'Front office manager', cases: [] },
  { name: 'Lotte Smits', local: 'lotte', nl: 'Schoonheidsspecialiste en masseuse', en: 'Beauty and massage therapist', cases: [] },
  { name: 'Ruben Kok', local: 'ruben', nl: 'Medewerker technische dienst', en: 'Maintenance', cases: [] },
];

const cards = (lang: 'nl' | 'en'): string =>
  `<div class="team-grid w-layout-grid">` +
  TEAM.map(
    (t) =>
      `<div class="team-card"><img src="${CDN}/65a0b1c2d3e4f5a6b7c8d9${t.local}_portret.jpg" loading="lazy" alt="${esc(t.name)}" class="team-photo"><div class="team-name">${esc(t.name)}</div><div class="team-role">${esc(lang === 'nl' ? t.nl : t.en)}</div><a href="mailto:${t.local}@${HOST}" class="team-mail">${t.local}@${HOST}</a></div>`,
  ).join('') +
  `</div>`;

export function heidebronWellness(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const marieke = TEAM[0]!;
  const fleur = TEAM[2]!;

  pages['/'] = nlPage({
    path: '/',
    title: 'Wellnesshotel op de Veluwe',
    alternates: { nl: `/`, en: '/en', 'x-default': '/' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Wellnesshotel De Heidebron',
        url: `${ORIGIN}/`,
        telephone: '+31 318 57 24 60',
        starRating: { '@type': 'Rating', ratingValue: '4' },
        address: { '@type': 'PostalAddress', streetAddress: 'Heidebronweg 7', postalCode: '6744 PT', addressLocality: 'Ederveen', addressCountry: 'NL' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: `reserveringen@${HOST}`, telephone: '+31 318 57 24 60', availableLanguage: ['Dutch', 'English', 'German'] },
        founder: { '@type': 'Person', name: 'Gerard Wolters', jobTitle: 'Oprichter', email: `gerard@${HOST}` },
        employee: [{ '@type': 'Person', name: marieke.name, jobTitle: marieke.nl, email: `mailto:${marieke.local}@${HOST}` }],
        department: [{ '@type': 'DaySpa', name: 'Heidebron Spa', employee: { '@type': 'Person', name: fleur.name, jobTitle: fleur.nl, email: `${fleur.local}@${HOST}` } }],
      },
    ],
    main: hero(
      'Even helemaal weg, midden op de Veluwe',
      `<p>Een boshotel met 34 kamers, een eigen spa met sauna's, binnenzwembad en beautysalon, en restaurant De Vennen met een seizoensgebonden menu.</p><p><a href="/arrangementen">Bekijk onze arrangementen</a></p>`,
    ),
  });

  pages['/kamers'] = nlPage({ path: '/kamers', title: 'Kamers', main: hero('Kamers & suites', `<p>Comfort-, Deluxe- en Bossuites, allemaal met badjas, slippers en toegang tot de spa.</p>`) });
  pages['/spa'] = nlPage({ path: '/spa', title: 'Spa & wellness', main: hero('Spa & wellness', `<p>Finse sauna, bio-sauna, stoombad, binnenzwembad en vijf behandelkamers. Behandelingen reserveert u bij de receptie.</p>`) });
  pages['/arrangementen'] = nlPage({
    path: '/arrangementen',
    title: 'Arrangementen',
    main: hero('Arrangementen', `<ul><li>Wellness-midweek (3 nachten) vanaf € 389 p.p.</li><li>Heidebron Verwendag vanaf € 119 p.p.</li><li>Culinair weekend vanaf € 299 p.p.</li></ul><p>Betaling verloopt via ons boekingssysteem; vragen over uw betaling: support@boekmijnkamer.nl.</p>`),
  });

  pages['/over-ons'] = nlPage({
    path: '/over-ons',
    title: 'Over ons',
    alternates: { nl: '/over-ons', en: '/en/meet-the-hosts' },
    main: hero('Over ons', `<p>Sinds 1987 familiebedrijf, sinds 2016 in handen van de tweede generatie. Maak kennis met het team.</p>`) + `<div class="section"><div class="container w-container">${cards('nl')}</div></div>`,
  });

  pages['/contact'] = nlPage({
    path: '/contact',
    title: 'Contact',
    main: hero('Contact', `<p>Heidebronweg 7, 6744 PT Ederveen<br>Telefoon ${tel('+31 318 57 24 60')} (dagelijks 8.00–22.00 uur)</p><p>Algemene vragen: ${mailto(`info@${HOST}`)}<br>Reserveringen en arrangementen: ${mailto(`reserveringen@${HOST}`)}</p>`),
  });

  pages['/privacy'] = nlPage({ path: '/privacy', title: 'Privacy', main: hero('Privacyverklaring', `<p>De Heidebron B.V. verwerkt uw gegevens alleen voor uw reservering en, met uw toestemming, voor onze nieuwsbrief.</p>`) });
  pages['/mijn-reservering'] = nlPage({ path: '/mijn-reservering', title: 'Mijn reservering', main: hero('Mijn reservering', `<p>Log in met uw reserveringsnummer. Lukt het niet? Mail ${mailto(`gastenservice@${HOST}`)}.</p>`) });

  pages['/en'] = enPage({
    path: '/en',
    title: 'Spa hotel in the Veluwe forest',
    alternates: { nl: '/', en: '/en' },
    main: hero('A spa hotel in the heart of the Veluwe', `<p>34 rooms, our own spa with saunas, indoor pool and beauty salon, and De Vennen restaurant. Planning a team day or a family celebration? See <a href="/en/groups-and-events">Groups &amp; events</a>.</p>`),
  });
  pages['/en/meet-the-hosts'] = enPage({
    path: '/en/meet-the-hosts',
    title: 'Meet the hosts',
    alternates: { nl: '/over-ons', en: '/en/meet-the-hosts' },
    main: hero('Meet the hosts', `<p>A family business since 1987, now run by the second generation.</p>`) + `<div class="section"><div class="container w-container">${cards('en')}</div></div>`,
  });
  pages['/en/groups-and-events'] = enPage({
    path: '/en/groups-and-events',
    title: 'Groups & events',
    main: hero(
      'Groups & events',
      `<p>Meeting rooms for up to 40 people, team days with spa access and private dining for groups of 10 or more.</p><p>Sophie Hendriks, Sales &amp; Events Manager – ${mailto(`sophie@${HOST}`)}, ${tel('+31 318 57 24 66')}</p>`,
    ),
  });

  const footerPages = Object.keys(pages).filter((p) => p !== '/mijn-reservering');
  const addresses: TruthAddress[] = [
    { address: `reserveringen@${HOST}`, name: null, title: null, pages: footerPages, cases: ['role', 'json-ld-contact-point', 'plain'] },
    { address: `info@${HOST}`, name: null, title: null, pages: footerPages, cases: ['role', 'plain'] },
    ...TEAM.map(
      (t): TruthAddress => ({
        address: `${t.local}@${HOST}`,
        name: t.name,
        title: t.nl,
        ...(t.en !== t.nl ? { titleAlternatives: [t.en] } : {}),
        pages: t.cases.length > 0 ? ['/', '/over-ons', '/en/meet-the-hosts'] : ['/over-ons', '/en/meet-the-hosts'],
        cases: ['card', 'plain', ...t.cases],
      }),
    ),
    { address: `gerard@${HOST}`, name: 'Gerard Wolters', title: 'Oprichter', pages: ['/'], cases: ['json-ld-only', 'json-ld-person'] },
    { address: `sophie@${HOST}`, name: 'Sophie Hendriks', title: 'Sales & Events Manager', pages: ['/en/groups-and-events'], cases: ['name-title-line', 'hreflang', 'deep-page', 'link-english-unlisted', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /mijn-reservering\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/kamers', '/spa', '/arrangementen', '/over-ons', '/contact', '/privacy'], '2025-03-28'),
      pages,
      headers: { 'x-wf-region': 'eu-west-1', 'x-cluster-name': 'eu-west-1-prod-hosting-red', Server: 'cloudflare' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-51',
      languages: ['nl', 'en'],
      addresses,
      pattern: '{first}',
      disallowed: ['/mijn-reservering'],
      nonAddresses: [
        { text: `gastenservice@${HOST}`, kind: 'disallowed' },
        { text: 'support@boekmijnkamer.nl', kind: 'other-company' },
      ],
    },
  };
}
