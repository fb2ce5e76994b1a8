/**
 * Notariskantoor IJsselvliet: a civil-law notary's office in Zutphen, on TYPO3 12 with the
 * Bootstrap Package, Dutch with an English translation. The staff as tt_address cards marked up in
 * RDFa (the notaries with "mr."); the contact page's addresses through TYPO3's e-mail spam
 * protection ("(at)", "(dot)", a data-mailto-token), among them the secretary's "Name, function"
 * line, and the office's JSON-LD with a "mailto:" address; the English contact page, reached
 * through the language menu and the hreflang alternates, names the candidate notary for
 * international clients in running text. The estate agent's address and the client portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'notariaat-ijsselvliet.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'nl' | 'en', [string, string][]> = {
  nl: [
    ['/', 'Home'],
    ['/over-ons', 'Over ons'],
    ['/over-ons/medewerkers', 'Medewerkers'],
    ['/diensten', 'Diensten'],
    ['/contact', 'Contact'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/services', 'Services'],
    ['/en/contact', 'Contact'],
  ],
};

/** TYPO3's encryptCharcode: shift within +,-./0-9: , @A-Z and a-z. */
function typo3Token(text: string, offset = 1): string {
  const ranges: [number, number][] = [
    [0x2b, 0x3a],
    [0x40, 0x5a],
    [0x61, 0x7a],
  ];
  return [...text]
    .map((ch) => {
      const n = ch.charCodeAt(0);
      const r = ranges.find(([a, b]) => n >= a && n <= b);
      if (!r) return ch;
      let m = n + offset;
      if (m > r[1]) m = r[0] + (m - r[1] - 1);
      return String.fromCharCode(m);
    })
    .join('');
}

/** A typolink to an address with config.spamProtectEmailAddresses = 1, atSubst (at), lastDotSubst (dot). */
function protectedMail(address: string): string {
  const i = address.lastIndexOf('.');
  const label = `${address.slice(0, i)}(dot)${address.slice(i + 1)}`.replace('@', '(at)');
  return `<a href="#" data-mailto-token="${typo3Token(`mailto:${address}`)}" data-mailto-vector="1">${label}</a>`;
}

const frame = (id: number, html: string, header?: string, type = 'text'): string =>
  `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage"><div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">` +
  (header ? `<header class="frame-header"><h2 class="element-header"><span>${esc(header)}</span></h2></header>` : '') +
  `${html}</div></div></div></div></div>`;

const ALTS: Record<string, Record<string, string>> = {
  '/': { nl: '/', en: '/en' },
  '/diensten': { nl: '/diensten', en: '/en/services' },
  '/contact': { nl: '/contact', en: '/en/contact' },
};
const altsOf = (path: string): Record<string, string> | undefined => {
  for (const a of Object.values(ALTS)) if (Object.values(a).includes(path)) return a;
  return undefined;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Notariskantoor IJsselvliet',
  head: [
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-5a1c9e2f7b.css?1714032210" media="all">',
    '<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1712678421" async></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'nl';
    const alts = altsOf(p.path);
    const other = lang === 'nl' ? (alts?.en ?? '/en') : (alts?.nl ?? '/');
    return (
      `<div id="top"></div><div class="body-bg body-bg-top"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>${lang === 'nl' ? 'Naar hoofdinhoud' : 'Skip to main content'}</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" href="${lang === 'nl' ? '/' : '/en'}"><img class="navbar-brand-logo-normal" src="/fileadmin/templates/ijsselvliet/logo.svg" alt="Notariskantoor IJsselvliet logo" height="52" width="210"></a>` +
      `<nav aria-label="${lang === 'nl' ? 'Hoofdnavigatie' : 'Main navigation'}" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU[lang].map(([href, label]) => `<li class="nav-item"><a href="${href}" class="nav-link${href === p.path ? ' active' : ''}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('')}</ul></nav>` +
      `<div class="language-menu"><ul class="languagemenu"><li class="${lang === 'nl' ? 'active' : ''}"><a href="${lang === 'nl' ? p.path : other}" hreflang="nl-NL" title="Nederlands"><span>NL</span></a></li><li class="${lang === 'en' ? 'active' : ''}"><a href="${lang === 'en' ? p.path : other}" hreflang="en-GB" title="English"><span>EN</span></a></li></ul></div></div></header>` +
      `<div id="page-content" class="bp-page-content main-section"><div class="section section-default">`
    );
  },
  footer: (p) => {
    const nl = !p.lang.startsWith('en');
    return (
      `</div></div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
      frame(90, `<p>Notariskantoor IJsselvliet<br>Houtmarkt 27, 7201 KL Zutphen<br>T ${tel('+31 575 514 620')}</p><p>${nl ? 'Geopend ma–vr 8.30–17.00 uur' : 'Open Mon–Fri 8.30–17.00'}</p>`) +
      `</div><div class="section-column footer-section-content-column footer-section-content-column-right"><ul class="list-unstyled"><li><a href="/privacyverklaring">${nl ? 'Privacyverklaring' : 'Privacy statement'}</a></li><li><a href="/klachtenregeling">${nl ? 'Klachtenregeling' : 'Complaints procedure'}</a></li><li><a href="/mijn-dossier">${nl ? 'Mijn dossier (inloggen)' : 'My file (log in)'}</a></li></ul></div></div></div></section>` +
      `<section class="section footer-section footer-section-meta"><div class="container"><div class="footer-meta">© 2025 Notariskantoor IJsselvliet B.V. – lid van de KNB</div></div></section></footer></div>`
    );
  },
  privacyPath: { nl: '/privacyverklaring', en: '/privacyverklaring' },
};

const page = (spec: Omit<PageSpec, 'alternates'> & { lang: 'nl-NL' | 'en-GB' }): SandboxPage => renderPage(theme, { ...spec, alternates: altsOf(spec.path) });

type Person = { shown: string; name: string; title: string; local: string; rdfa?: boolean; bio: string };
const STAFF: Person[] = [
  { shown: 'mr. Willem Bosch', name: 'Willem Bosch', title: 'notaris', local: 'willem.bosch', rdfa: true, bio: 'Vastgoed, ondernemingsrecht en bedrijfsopvolging in de agrarische sector.' },
  { shown: 'mr. Annemiek Verhoeven', name: 'Annemiek Verhoeven', title: 'kandidaat-notaris', local: 'annemiek.verhoeven', rdfa: true, bio: 'Familierecht: testamenten, huwelijkse voorwaarden, levenstestamenten en nalatenschappen.' },
  { shown: 'Sanne Kuipers', name: 'Sanne Kuipers', title: 'notarieel medewerker familierecht', local: 'sanne.kuipers', bio: 'Bereidt testamenten en samenlevingscontracten voor en begeleidt de afwikkeling van nalatenschappen.' },
  { shown: 'Femke Dijkstra', name: 'Femke Dijkstra', title: 'juridisch medewerker vastgoed', local: 'femke.dijkstra', bio: 'Leveringsaktes, hypotheekaktes en splitsingen in appartementsrechten.' },
  { shown: 'Ruud Smits', name: 'Ruud Smits', title: 'kantoormanager', local: 'ruud.smits', bio: 'Planning, kwaliteitszorg en het kantoorbeheer; uw aanspreekpunt voor facturen.' },
];

const card = (m: Person): string => {
  const addr = `${m.local}@${HOST}`;
  const r = m.rdfa;
  return (
    `<div class="col-sm-6 col-md-4"><div class="card person-card"${r ? ' vocab="https://schema.org/" typeof="Person"' : ''}><img class="card-img-top" src="/fileadmin/user_upload/medewerkers/${m.local.replace('.', '-')}.jpg" alt="${esc(m.shown)}" width="360" height="440" loading="lazy"><div class="card-body">` +
    `<h3 class="card-title"${r ? ' property="name"' : ''}>${esc(m.shown)}</h3><p class="card-subtitle"${r ? ' property="jobTitle"' : ''}>${esc(m.title)}</p><p class="card-text">${esc(m.bio)}</p>` +
    `<p class="card-text"><a href="mailto:${addr}"${r ? ' property="email"' : ''}>${addr}</a></p></div></div></div>`
  );
};

export function notariaatIjsselvliet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const info = `info@${HOST}`;
  const officeLd = {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: 'Notariskantoor IJsselvliet',
    url: `${ORIGIN}/`,
    telephone: '+31 575 514 620',
    email: `mailto:${info}`,
    address: { '@type': 'PostalAddress', streetAddress: 'Houtmarkt 27', postalCode: '7201 KL', addressLocality: 'Zutphen', addressCountry: 'NL' },
    openingHours: 'Mo-Fr 08:30-17:00',
  };

  pages['/'] = page({
    path: '/',
    lang: 'nl-NL',
    title: 'Uw notaris in Zutphen',
    main: frame(1, `<p>Voor de aankoop van uw woning, uw testament of de oprichting van uw bv: wij zorgen voor een zorgvuldige en begrijpelijke akte. Het eerste oriënterende gesprek is altijd kosteloos.</p><p><a href="/diensten" class="btn btn-primary">Onze diensten</a> <a href="/contact" class="btn btn-default">Afspraak maken</a></p>`, 'Uw notaris in Zutphen'),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    lang: 'nl-NL',
    title: 'Over ons',
    main: frame(3, `<p>Notariskantoor IJsselvliet is in 1978 opgericht aan de Houtmarkt en werkt voor particulieren, agrarische ondernemers en het mkb in de Achterhoek en de Stedendriehoek. Wij zijn aangesloten bij de Koninklijke Notariële Beroepsorganisatie.</p><p>Maak kennis met <a href="/over-ons/medewerkers">onze medewerkers</a>.</p>`, 'Over ons'),
  });

  pages['/over-ons/medewerkers'] = page({
    path: '/over-ons/medewerkers',
    lang: 'nl-NL',
    title: 'Medewerkers',
    main: frame(5, `<div class="tx-tt-address"><div class="row">${STAFF.map(card).join('')}</div></div>`, 'Onze medewerkers', 'list'),
  });

  pages['/diensten'] = page({
    path: '/diensten',
    lang: 'nl-NL',
    title: 'Diensten',
    main: frame(
      7,
      `<ul><li>Onroerend goed: levering, hypotheek, splitsing</li><li>Familierecht: testament, levenstestament, huwelijkse voorwaarden</li><li>Ondernemingsrecht: oprichting bv, stichting en vereniging</li></ul><p>Voor taxaties werken wij samen met Van der Linde Makelaardij (info@vanderlinde-makelaardij.nl).</p>`,
      'Diensten',
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    lang: 'nl-NL',
    title: 'Contact',
    jsonLd: [officeLd],
    main:
      frame(9, `<p>Houtmarkt 27<br>7201 KL Zutphen<br>Telefoon: ${tel('+31 575 514 620')}<br>E-mail: ${protectedMail(info)}</p><p>Parkeren kan in parkeergarage Het Hoge, op vijf minuten lopen.</p>`, 'Contact') +
      frame(10, `<p>Ingrid Mulder, secretaresse – ${protectedMail(`ingrid.mulder@${HOST}`)}<br>Voor het maken, verzetten of afzeggen van afspraken.</p>`, 'Afspraken'),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en-GB',
    title: 'Your civil-law notary in Zutphen',
    main: frame(1, `<p>We draw up deeds for property transfers, mortgages, wills and company formations. Deeds are executed in Dutch; we explain them in English and can arrange a sworn interpreter.</p><p><a href="/en/contact" class="btn btn-primary">Contact us</a></p>`, 'Your civil-law notary in Zutphen'),
  });
  pages['/en/services'] = page({ path: '/en/services', lang: 'en-GB', title: 'Services', main: frame(7, '<ul><li>Real estate: transfer, mortgage, division</li><li>Family law: wills, lasting powers of attorney, prenuptial agreements</li><li>Corporate: incorporation of a BV, foundations and associations</li></ul>', 'Services') });
  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en-GB',
    title: 'Contact',
    jsonLd: [officeLd],
    main:
      frame(9, `<p>Houtmarkt 27<br>7201 KL Zutphen, the Netherlands<br>Phone: ${tel('+31 575 514 620')}<br>Email: ${protectedMail(info)}</p>`, 'Contact') +
      frame(11, `<p>Buying a house in the Netherlands or settling an estate with heirs abroad? Our candidate civil-law notary Joost Hendriks handles most of our international files and can be reached directly at ${mailto(`joost.hendriks@${HOST}`)}.</p>`, 'International clients'),
  });

  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', lang: 'nl-NL', title: 'Privacyverklaring', main: frame(20, '<p>Notariskantoor IJsselvliet B.V. verwerkt persoonsgegevens uitsluitend voor de uitvoering van de wettelijke taak van de notaris.</p>', 'Privacyverklaring') });
  pages['/klachtenregeling'] = page({ path: '/klachtenregeling', lang: 'nl-NL', title: 'Klachtenregeling', main: frame(21, '<p>Bent u niet tevreden? Wij horen het graag. Komen wij er samen niet uit, dan kunt u zich wenden tot de Geschillencommissie Notariaat.</p>', 'Klachtenregeling') });
  pages['/mijn-dossier'] = page({ path: '/mijn-dossier', lang: 'nl-NL', title: 'Mijn dossier', main: frame(22, `<p>Log in om de conceptakte en stukken van uw dossier in te zien. Problemen met inloggen? Mail naar ${mailto(`dossier@${HOST}`)}.</p>`, 'Mijn dossier', 'felogin_login') });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /mijn-dossier\nAllow: /typo3conf/ext/\nAllow: /typo3temp/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/over-ons', '/over-ons/medewerkers', '/diensten', '/contact', '/en', '/en/services', '/en/contact', '/privacyverklaring', '/klachtenregeling'], '2025-04-11'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.17' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-111',
      languages: ['nl', 'en'],
      addresses: [
        { address: info, name: null, title: null, pages: ['/contact', '/en/contact'], cases: ['role', 'obfuscated', 'json-ld-mailto'] },
        ...STAFF.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/over-ons/medewerkers'],
          cases: ['card', 'plain', ln, ...(m.rdfa ? ['rdfa', 'honorific'] : [])] as CaseKind[],
        })),
        { address: `ingrid.mulder@${HOST}`, name: 'Ingrid Mulder', title: 'secretaresse', pages: ['/contact'], cases: ['name-title-line', 'obfuscated'] },
        { address: `joost.hendriks@${HOST}`, name: 'Joost Hendriks', title: 'candidate civil-law notary', pages: ['/en/contact'], cases: ['prose', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/mijn-dossier'],
      nonAddresses: [
        { text: `dossier@${HOST}`, kind: 'disallowed' },
        { text: 'info@vanderlinde-makelaardij.nl', kind: 'other-company' },
      ],
    },
  };
}
