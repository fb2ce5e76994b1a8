/**
 * Klaassen Installatietechniek: a heating, heat-pump and plumbing installer in Zwolle, on TYPO3 12
 * with the Bootstrap Package, Dutch only, with first-name addresses (joost@…). TYPO3's spam
 * protection writes every visible address as "naam(at)domein(dot)test" with a data-mailto-token;
 * the team as "Name, function" lines; the service planner stated only in the home page's JSON-LD,
 * nested as an employee of the service department, beside the company's "mailto:" address; the
 * quote mailbox beside the owner's name; a vacancy two links deep with the HR adviser as a
 * "Contactpersoon:" label line. The heat-pump maker's service address and the customer portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'klaassen-installatie.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's encryptEmail: each character of the ranges +..:, @..Z, a..z shifted by `offset`, wrapping within its range. */
function typo3Token(text: string, offset = 1): string {
  const ranges: [number, number][] = [
    [0x2b, 0x3a],
    [0x40, 0x5a],
    [0x61, 0x7a],
  ];
  return [...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      const range = ranges.find(([lo, hi]) => code >= lo && code <= hi);
      if (!range) return c;
      const [lo, hi] = range;
      return String.fromCharCode(lo + ((code - lo + offset) % (hi - lo + 1)));
    })
    .join('');
}

/** A mailto link as TYPO3 renders it with spamProtectEmailAddresses = 1, atSubst (at), lastDotSubst (dot). */
function protect(local: string): string {
  const address = `${local}@${HOST}`;
  const shown = `${local}(at)${HOST.replace(/\.(?=[^.]*$)/, '(dot)')}`;
  return `<a href="#" data-mailto-token="${typo3Token(`mailto:${address}`)}" data-mailto-vector="1">${shown}</a>`;
}

const MENU: [string, string][] = [
  ['/diensten', 'Diensten'],
  ['/over-ons', 'Over ons'],
  ['/ons-team', 'Ons team'],
  ['/offerte-aanvragen', 'Offerte aanvragen'],
  ['/werken-bij', 'Werken bij'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Klaassen Installatietechniek',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-9b3c1f0a2e.css?1711029412" media="all">`,
    `<link rel="stylesheet" href="/_assets/5a1c9e3f7b2d4c6e8a0b1d3f5e7a9c2b/Css/klaassen.css?1711029398" media="all">`,
  ],
  header: () =>
    `<div id="top"></div><div class="body-bg body-bg-top"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Naar de inhoud</span></a>` +
    `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" title="Klaassen Installatietechniek" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/klaassen/logo-klaassen.svg" alt="Klaassen Installatietechniek logo" height="52" width="190"></a>` +
    `<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Navigatie"><span class="navbar-toggler-icon"></span></button>` +
    `<nav aria-label="Hoofdnavigatie" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU.map(([href, label], i) => `<li class="nav-item"><a id="nav-item-${12 + i}" href="${href}" class="nav-link" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    `<div id="c9" class="frame frame-default frame-type-text frame-layout-0"><div class="frame-container"><div class="frame-inner"><p><strong>Klaassen Installatietechniek B.V.</strong><br>Industrieweg 14<br>8028 PL Zwolle<br>T ${tel('038 - 460 12 00')}<br>E ${protect('info')}</p></div></div></div></div>` +
    `<div class="section-column footer-section-content-column footer-section-content-column-right"><div id="c10" class="frame frame-default frame-type-menu_pages frame-layout-0"><div class="frame-container"><div class="frame-inner"><ul><li><a href="/privacyverklaring" title="Privacyverklaring"><span>Privacyverklaring</span></a></li><li><a href="/klantportaal" title="Klantportaal"><span>Klantportaal</span></a></li></ul></div></div></div><p>KvK 05081737 · Erkend installateur (InstallQ)</p></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-text"><p>© 2025 Klaassen Installatietechniek</p></div></div></section></footer></div>`,
  privacyPath: { nl: '/privacyverklaring' },
  bodyEnd: [
    `<script src="/typo3temp/assets/compressed/merged-4c1e2f8a9b0d3c5e7f1a2b4c6d8e0f1a.js?1711029412"></script>`,
    `<script async="async" src="/_assets/2a9cfb6d3e8f1b0c5d7e9a1b3c5d7e9f/JavaScript/default_frontend.js?1711029398"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-NL' });

let uid = 100;
const frame = (type: string, header: string, html: string): string =>
  `<div id="c${++uid}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">` +
  (header ? `<header class="frame-header"><h2 class="element-header"><span>${esc(header)}</span></h2></header>` : '') +
  `${html}</div></div></div></div></div>`;

const content = (title: string, frames: string): string =>
  `<div id="page-content" class="bp-page-content main-section"><div class="section section-default"><div class="container"><h1 class="page-title">${esc(title)}</h1>${frames}</div></div></div>`;

type Member = { name: string; title: string; local: string };
const TEAM: Member[] = [
  { name: 'Joost Klaassen', title: 'directeur-eigenaar', local: 'joost' },
  { name: 'Sanne Klaassen-de Boer', title: 'bedrijfsleider en planning', local: 'sanne' },
  { name: 'Ruud Mulder', title: 'projectleider utiliteit', local: 'ruud' },
  { name: 'Daan Hendriks', title: 'calculator / werkvoorbereider', local: 'daan' },
  { name: 'Fleur Jansen', title: 'administratie en debiteurenbeheer', local: 'fleur' },
];

export function klaassenInstallatie(): CrawlWorldSite {
  uid = 100;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Cv-ketels, warmtepompen en sanitair in Zwolle',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'HVACBusiness',
        '@id': `${ORIGIN}/#organization`,
        name: 'Klaassen Installatietechniek B.V.',
        url: `${ORIGIN}/`,
        telephone: '+31 38 460 12 00',
        email: `mailto:info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Industrieweg 14', postalCode: '8028 PL', addressLocality: 'Zwolle', addressCountry: 'NL' },
        department: [
          {
            '@type': 'Organization',
            name: 'Service en onderhoud',
            telephone: '+31 38 460 12 00',
            employee: { '@type': 'Person', name: 'Bas van Leeuwen', jobTitle: 'Serviceplanner', email: `bas@${HOST}` },
          },
        ],
      },
    ],
    main: content(
      'Cv-ketels, warmtepompen en sanitair in Zwolle',
      frame(
        'text',
        '',
        `<p>Al 35 jaar installeert, onderhoudt en repareert Klaassen cv-ketels, (hybride) warmtepompen, vloerverwarming en badkamers in Zwolle, Kampen en omstreken. Met twintig eigen monteurs zijn we ook bij storing snel ter plaatse.</p><p><a href="/diensten">Bekijk onze diensten</a> of <a href="/offerte-aanvragen">vraag direct een offerte aan</a>.</p>`,
      ),
    ),
  });

  pages['/diensten'] = page({
    path: '/diensten',
    title: 'Diensten',
    main: content(
      'Diensten',
      frame('bullets', '', `<ul class="ce-bullets"><li>Cv-ketels: installatie, onderhoud en storing</li><li>Hybride en volledig elektrische warmtepompen</li><li>Vloerverwarming en lage-temperatuurverwarming</li><li>Badkamers en sanitair</li><li>Utiliteitsinstallaties voor scholen en kantoren</li></ul>`) +
        frame('text', 'Garantie op warmtepompen', `<p>Wij zijn erkend installatiepartner van Nordtherm. Garantieclaims handelen wij voor u af; de fabrikant is zelf bereikbaar via service@nordtherm-warmtepompen.nl.</p>`),
    ),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    main: content('Over ons', frame('text', '', `<p>Klaassen Installatietechniek werd in 1989 opgericht door Henk Klaassen. Sinds 2014 leidt zijn zoon Joost het bedrijf, samen met Sanne. We zijn een erkend leerbedrijf en leiden elk jaar vier BBL-leerlingen op tot monteur.</p>`)),
  });

  pages['/ons-team'] = page({
    path: '/ons-team',
    title: 'Ons team',
    main: content('Ons team', frame('text', 'Kantoor en leiding', TEAM.map((m) => `<p><strong>${esc(m.name)}</strong>, ${esc(m.title)}<br>${protect(m.local)}</p>`).join(''))),
  });

  pages['/offerte-aanvragen'] = page({
    path: '/offerte-aanvragen',
    title: 'Offerte aanvragen',
    main: content(
      'Offerte aanvragen',
      frame(
        'text',
        '',
        `<p>Overweegt u een warmtepomp of een nieuwe badkamer? Joost Klaassen komt graag bij u langs voor een vrijblijvend adviesgesprek. Stuur uw plattegrond of een paar foto's van de huidige situatie naar ${protect('offerte')} en wij nemen binnen twee werkdagen contact op.</p>`,
      ) +
        frame(
          'form_formframework',
          'Offerteformulier',
          `<form enctype="multipart/form-data" method="post" id="offerte-115" action="/offerte-aanvragen?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend"><div class="form-group"><label class="form-label" for="offerte-115-text-1">Naam</label><input class="form-control" id="offerte-115-text-1" type="text" name="tx_form_formframework[offerte-115][text-1]"></div><div class="form-group"><label class="form-label" for="offerte-115-email-1">E-mailadres</label><input class="form-control" id="offerte-115-email-1" type="email" name="tx_form_formframework[offerte-115][email-1]"></div><div class="actions"><button class="btn btn-primary" type="submit">Versturen</button></div></form>`,
        ),
    ),
  });

  pages['/werken-bij'] = page({
    path: '/werken-bij',
    title: 'Werken bij',
    main: content('Werken bij Klaassen', frame('text', 'Vacatures', `<ul><li><a href="/werken-bij/servicemonteur-warmtepompen">Servicemonteur warmtepompen (32–40 uur)</a></li></ul><p>Open sollicitaties zijn ook welkom.</p>`)),
  });

  pages['/werken-bij/servicemonteur-warmtepompen'] = page({
    path: '/werken-bij/servicemonteur-warmtepompen',
    title: 'Vacature servicemonteur warmtepompen',
    main: content(
      'Servicemonteur warmtepompen (32–40 uur)',
      frame(
        'text',
        '',
        `<p>Je onderhoudt en repareert warmtepompen en cv-installaties bij particulieren in de regio Zwolle. Je hebt een afgeronde mbo-opleiding (niveau 3 of 4) en een F-gassen-certificaat of bent bereid dat te halen. Wij bieden een bus van de zaak, salaris volgens cao Installatiebranche en een opleidingsbudget.</p>` +
          `<p><strong>Contactpersoon:</strong> Marieke Bos, HR-adviseur, Industrieweg 14, 8028 PL Zwolle, tel. ${tel('038 - 460 12 34')}, ${protect('marieke')}</p>`,
      ),
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: content(
      'Contact',
      frame('text', 'Kantoor', `<p>Industrieweg 14, 8028 PL Zwolle<br>Maandag t/m vrijdag 7:30–16:30<br>T ${tel('038 - 460 12 00')}<br>E ${protect('info')}</p>`) +
        frame('text', 'Storingsdienst 24/7', `<p>Buiten kantoortijden bij storing: ${tel('038 - 460 12 99')}. Niet spoedeisende meldingen kunt u mailen naar ${protect('storing')}.</p>`),
    ),
  });

  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', title: 'Privacyverklaring', main: content('Privacyverklaring', frame('text', '', `<p>Klaassen Installatietechniek B.V. verwerkt persoonsgegevens om offertes, opdrachten en onderhoudscontracten uit te voeren.</p>`)) });

  pages['/klantportaal'] = page({ path: '/klantportaal', title: 'Klantportaal', main: content('Klantportaal', frame('text', '', `<p>Log in om uw onderhoudshistorie en facturen te bekijken. Geen toegang? Mail naar portaal@${HOST} met uw klantnummer.</p>`)) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nDisallow: /klantportaal\nAllow: /typo3/sysext/frontend/Resources/Public/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml:
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        ['/', '/diensten', '/over-ons', '/ons-team', '/offerte-aanvragen', '/werken-bij', '/werken-bij/servicemonteur-warmtepompen', '/contact', '/privacyverklaring']
          .map((p) => `  <url>\n    <loc>${ORIGIN}${p}</loc>\n    <lastmod>2025-03-21T08:14:02+00:00</lastmod>\n    <priority>0.5</priority>\n  </url>`)
          .join('\n') +
        `\n</urlset>\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.17' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-119',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'json-ld-mailto', 'obfuscated'] },
        { address: `storing@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'obfuscated'] },
        { address: `offerte@${HOST}`, name: null, title: null, pages: ['/offerte-aanvragen'], cases: ['neighbour', 'role', 'obfuscated', ln] },
        ...TEAM.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/ons-team'], cases: ['name-title-line', 'obfuscated', ln] as CaseKind[] })),
        { address: `bas@${HOST}`, name: 'Bas van Leeuwen', title: 'Serviceplanner', pages: ['/'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'] },
        { address: `marieke@${HOST}`, name: 'Marieke Bos', title: 'HR-adviseur', pages: ['/werken-bij/servicemonteur-warmtepompen'], cases: ['label-line', 'deep-page', 'obfuscated', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/klantportaal'],
      nonAddresses: [
        { text: `portaal@${HOST}`, kind: 'disallowed' },
        { text: 'service@nordtherm-warmtepompen.nl', kind: 'other-company' },
      ],
    },
  };
}
