/**
 * Stadt Aarbrück / Ville de Pont-sur-Aar: a bilingual (German and French) Swiss town on TYPO3 13
 * (bootstrap_package, TYPO3's spam protection writing "(at)" and a data-mailto-token). The town
 * council as a table on both language trees with each member's title in German and in French; the
 * town clerk as "Title: Name" with "lic. iur."; the head of the school office with "Dr." and, on the
 * French page, in RDFa; the French desk two links deep from the French home, which is reached
 * through its hreflang alternate; a road-works notice listed only in the sitemap the robots.txt
 * names; the address scheme stated on the contact page. The staff intranet is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'aarbrueck.test';
const ORIGIN = `http://${HOST}`;

const MENUS: Record<string, [string, string][]> = {
  de: [
    ['/', 'Startseite'],
    ['/politik/gemeinderat', 'Gemeinderat'],
    ['/verwaltung', 'Verwaltung'],
    ['/aktuell', 'Aktuell'],
    ['/kontakt', 'Kontakt'],
  ],
  fr: [
    ['/fr', 'Accueil'],
    ['/fr/politique/conseil-municipal', 'Conseil municipal'],
    ['/fr/administration', 'Administration'],
    ['/fr/contact', 'Contact'],
  ],
};

/** TYPO3's spamProtectEmailAddresses token: "mailto:…" shifted within its three character ranges. */
function mailtoToken(address: string, vector = 2): string {
  const shift = (code: number, lo: number, hi: number) => (code >= lo && code <= hi ? lo + ((code - lo + vector) % (hi - lo + 1)) : null);
  return [...`mailto:${address}`]
    .map((c) => {
      const n = c.charCodeAt(0);
      const s = shift(n, 0x2b, 0x3a) ?? shift(n, 0x40, 0x5a) ?? shift(n, 0x61, 0x7a) ?? n;
      return String.fromCharCode(s);
    })
    .join('');
}
const protect = (address: string): string => `<a href="#" data-mailto-token="${mailtoToken(address)}" data-mailto-vector="2">${esc(address.replace('@', '(at)'))}</a>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Stadt Aarbrück',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3conf/ext/bootstrap_package/Resources/Public/Css/bootstrap5-theme.min.css?1712580000" media="all">',
    '<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-2f1b9e0c4a.css?1712580000" media="all">',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('fr') ? 'fr' : 'de';
    return (
      `<div id="top"></div><div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>${lang === 'fr' ? 'Aller au contenu' : 'Zum Hauptinhalt springen'}</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container"><a class="navbar-brand navbar-brand-image" title="${lang === 'fr' ? 'Ville de Pont-sur-Aar' : 'Stadt Aarbrück'}" href="${lang === 'fr' ? '/fr' : '/'}"><img class="navbar-brand-logo-normal" src="/fileadmin/user_upload/wappen-aarbrueck.svg" alt="Wappen" height="52" width="180"></a>` +
      `<nav aria-label="Main navigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">` +
      MENUS[lang]!.map(([href, label]) => `<li class="nav-item"><a href="${href}" class="nav-link" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('') +
      `</ul></nav><ul class="language-menu"><li${lang === 'de' ? ' class="active"' : ''}><a href="/" hreflang="de-CH" title="Deutsch">DE</a></li><li${lang === 'fr' ? ' class="active"' : ''}><a href="/fr" hreflang="fr-CH" title="Français">FR</a></li></ul></div></header>`
    );
  },
  footer: (p) => {
    const fr = p.lang.startsWith('fr');
    return (
      `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="row"><div class="col-md-6"><p><strong>${fr ? 'Ville de Pont-sur-Aar' : 'Stadt Aarbrück'}</strong><br>${fr ? 'Hôtel de Ville' : 'Stadthaus'}, Marktgasse 1, 2558 Aarbrück<br>${tel('032 555 71 00')}</p></div>` +
      `<div class="col-md-6"><ul class="footer-links"><li><a href="${fr ? '/fr/contact' : '/impressum'}">${fr ? 'Mentions légales' : 'Impressum'}</a></li><li><a href="/intranet">${fr ? 'Intranet' : 'Intranet Mitarbeitende'}</a></li></ul></div></div></div></section></footer></div>`
    );
  },
  bodyEnd: ['<script src="/typo3conf/ext/bootstrap_package/Resources/Public/JavaScript/Dist/bootstrap.bundle.min.js?1712580000"></script>', '<script async src="/typo3temp/assets/js/cfd16b174d7f7b046e20adbc2e0a1094.js?1712580000"></script>'],
};

const ALT = { de: '/', fr: '/fr', 'x-default': '/' };
const page = (lang: 'de-CH' | 'fr-CH', spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang });
const ce = (html: string, uid: number): string => `<div id="c${uid}" class="frame frame-default frame-type-text frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none"><div class="frame-container frame-container-default"><div class="frame-inner">${html}</div></div></div>`;

type Council = { shown: string; name: string; de: string; fr: string; local: string };
const COUNCIL: Council[] = [
  { shown: 'Thomas Gerber', name: 'Thomas Gerber', de: 'Stadtpräsident, Präsidialdirektion', fr: 'Maire, Direction de la présidence', local: 'thomas.gerber' },
  { shown: 'Nathalie Rochat', name: 'Nathalie Rochat', de: 'Gemeinderätin, Direktion Bildung und Kultur', fr: 'Conseillère municipale, Direction de la formation et de la culture', local: 'nathalie.rochat' },
  { shown: 'Beat Zurbuchen', name: 'Beat Zurbuchen', de: 'Vizepräsident, Direktion Bau und Planung', fr: 'Vice-maire, Direction des travaux publics et de l’urbanisme', local: 'beat.zurbuchen' },
];

const councilTable = (lang: 'de' | 'fr'): string =>
  `<div class="table-responsive"><table class="ce-table table"><thead><tr><th>${lang === 'de' ? 'Name' : 'Nom'}</th><th>${lang === 'de' ? 'Funktion' : 'Fonction'}</th><th>E-Mail</th></tr></thead><tbody>` +
  COUNCIL.map((c) => `<tr><td>${esc(c.shown)}</td><td>${esc(lang === 'de' ? c.de : c.fr)}</td><td>${protect(`${c.local}@${HOST}`)}</td></tr>`).join('') +
  `</tbody></table></div>`;

const SCHEME = `vorname.name@${HOST}`;

export function aarbrueck(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page('de-CH', {
    path: '/',
    title: 'Startseite',
    alternates: ALT,
    main: ce(`<h1>Willkommen in Aarbrück</h1><p>Aarbrück ist eine zweisprachige Kleinstadt mit 8400 Einwohnerinnen und Einwohnern am Jurasüdfuss. Die Verwaltung bedient Sie auf Deutsch und auf Französisch.</p><p><a href="/verwaltung">Zur Verwaltung</a> · <a href="/aktuell">Aktuelles</a></p>`, 1),
  });

  pages['/fr'] = page('fr-CH', {
    path: '/fr',
    title: 'Accueil',
    alternates: ALT,
    main: ce(`<h1>Bienvenue à Pont-sur-Aar</h1><p>Pont-sur-Aar est une petite ville bilingue de 8400 habitantes et habitants au pied du Jura. L’administration vous répond en français et en allemand.</p><p><a href="/fr/contact">Nous contacter</a></p>`, 101),
  });

  pages['/politik/gemeinderat'] = page('de-CH', {
    path: '/politik/gemeinderat',
    title: 'Gemeinderat',
    alternates: { de: '/politik/gemeinderat', fr: '/fr/politique/conseil-municipal' },
    main: ce(`<h1>Gemeinderat</h1><p>Der Gemeinderat ist die Exekutive der Stadt. Er besteht aus fünf Mitgliedern und tagt jeden zweiten Montag.</p>${councilTable('de')}`, 2),
  });

  pages['/fr/politique/conseil-municipal'] = page('fr-CH', {
    path: '/fr/politique/conseil-municipal',
    title: 'Conseil municipal',
    alternates: { de: '/politik/gemeinderat', fr: '/fr/politique/conseil-municipal' },
    main: ce(`<h1>Conseil municipal</h1><p>Le Conseil municipal est l’exécutif de la ville. Il compte cinq membres et siège un lundi sur deux.</p>${councilTable('fr')}`, 102),
  });

  pages['/verwaltung'] = page('de-CH', {
    path: '/verwaltung',
    title: 'Verwaltung',
    alternates: { de: '/verwaltung', fr: '/fr/administration' },
    main: ce(
      `<h1>Verwaltung</h1><h2>Stadtkanzlei</h2><p>Stadtschreiberin: lic. iur. Sandra Kohler, ${tel('032 555 71 01')}, ${protect(`sandra.kohler@${HOST}`)}</p>` +
        `<h2>Finanzen</h2><p>Urs Aebi, Finanzverwalter, ${tel('032 555 71 20')}, ${protect(`urs.aebi@${HOST}`)}</p>` +
        `<h2>Schulamt</h2><p>Dr. Pierre Voirol, Leiter Schulamt, ${tel('032 555 71 40')}, ${protect(`pierre.voirol@${HOST}`)}</p>`,
      3,
    ),
  });

  pages['/fr/administration'] = page('fr-CH', {
    path: '/fr/administration',
    title: 'Administration',
    alternates: { de: '/verwaltung', fr: '/fr/administration' },
    main: ce(
      `<h1>Administration</h1><p>Les services de l’administration sont à l’Hôtel de Ville, Marktgasse 1.</p>` +
        `<div class="contact-person" vocab="https://schema.org/" typeof="Person"><h3>Dr <span property="name">Pierre Voirol</span></h3><p property="jobTitle">Chef du Service scolaire</p><p>${tel('032 555 71 40')} · <a href="mailto:pierre.voirol@${HOST}" property="email">pierre.voirol@${HOST}</a></p></div>`,
      103,
    ),
  });

  pages['/fr/contact'] = page('fr-CH', {
    path: '/fr/contact',
    title: 'Contact',
    alternates: { de: '/kontakt', fr: '/fr/contact' },
    main: ce(`<h1>Contact</h1><p>Guichet francophone, Hôtel de Ville, rez-de-chaussée. Lundi à vendredi, 8 h 00 – 11 h 30 et 14 h 00 – 17 h 00.</p><p>Mme Chantal Bassin, responsable du guichet francophone, ${tel('032 555 71 05')}, ${protect(`chantal.bassin@${HOST}`)}</p>`, 104),
  });

  pages['/kontakt'] = page('de-CH', {
    path: '/kontakt',
    title: 'Kontakt',
    alternates: { de: '/kontakt', fr: '/fr/contact' },
    main: ce(`<h1>Kontakt</h1><p>Stadtkanzlei Aarbrück, Marktgasse 1, 2558 Aarbrück<br>${tel('032 555 71 00')} · ${protect(`stadtkanzlei@${HOST}`)}</p><p>Öffnungszeiten: Montag bis Freitag, 8.00–11.30 und 14.00–17.00 Uhr, Donnerstag bis 18.30 Uhr.</p><p>Die Mitarbeitenden der Verwaltung erreichen Sie unter ${SCHEME}.</p>`, 4),
  });

  pages['/impressum'] = page('de-CH', {
    path: '/impressum',
    title: 'Impressum',
    main: ce(`<h1>Impressum</h1><p>Herausgeberin: Stadt Aarbrück, Stadtkanzlei, Marktgasse 1, 2558 Aarbrück, ${protect(`stadtkanzlei@${HOST}`)}</p><p>Konzept, Umsetzung und Hosting: Jurasoft AG, Biel, support@jurasoft.test</p>`, 5),
  });

  pages['/aktuell'] = page('de-CH', { path: '/aktuell', title: 'Aktuell', main: ce(`<h1>Aktuell</h1><p>Amtliche Publikationen erscheinen im Anzeiger Aarbrück und im Amtsblatt des Kantons Bern.</p>`, 6) });

  pages['/aktuell/sanierung-seestrasse'] = page('de-CH', {
    path: '/aktuell/sanierung-seestrasse',
    title: 'Sanierung Seestrasse: Verkehrsführung ab 2. Juni',
    main: ce(`<h1>Sanierung Seestrasse: Verkehrsführung ab 2. Juni</h1><p>Vom 2. Juni bis voraussichtlich 29. August wird die Seestrasse zwischen Bahnhofplatz und Schiffländte saniert. Der Verkehr wird einspurig mit Lichtsignal geführt.</p><p>Auskunft erteilt Reto Schmid, Leiter Bauverwaltung, ${tel('032 555 71 60')}, ${protect(`reto.schmid@${HOST}`)}.</p>`, 7),
  });

  pages['/intranet'] = page('de-CH', { path: '/intranet', title: 'Intranet', main: ce(`<h1>Intranet Mitarbeitende</h1><p>Anmeldung mit dem Verwaltungskonto. Support: informatik@${HOST}</p>`, 8) });

  pages['/sitemaps/seiten.xml'] = xmlPage(urlset(HOST, ['/', '/fr', '/politik/gemeinderat', '/fr/politique/conseil-municipal', '/verwaltung', '/fr/administration', '/kontakt', '/fr/contact', '/impressum', '/aktuell', '/aktuell/sanierung-seestrasse'], '2025-05-27'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nAllow: /typo3conf/ext/\nAllow: /typo3temp/\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemaps/seiten.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-TYPO3-Parsetime': '0ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-68',
      languages: ['de', 'fr'],
      addresses: [
        { address: `stadtkanzlei@${HOST}`, name: null, title: null, pages: ['/kontakt', '/impressum'], cases: ['role', 'obfuscated', ln] },
        ...COUNCIL.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.de,
          titleAlternatives: [c.fr],
          pages: ['/politik/gemeinderat', '/fr/politique/conseil-municipal'],
          cases: ['table', 'obfuscated', ln] as CaseKind[],
        })),
        { address: `sandra.kohler@${HOST}`, name: 'Sandra Kohler', title: 'Stadtschreiberin', pages: ['/verwaltung'], cases: ['title-name-line', 'honorific', 'obfuscated', ln] },
        { address: `urs.aebi@${HOST}`, name: 'Urs Aebi', title: 'Finanzverwalter', pages: ['/verwaltung'], cases: ['name-title-line', 'obfuscated', ln] },
        { address: `pierre.voirol@${HOST}`, name: 'Pierre Voirol', title: 'Leiter Schulamt', titleAlternatives: ['Chef du Service scolaire'], pages: ['/verwaltung', '/fr/administration'], cases: ['name-title-line', 'honorific', 'rdfa', 'obfuscated', 'plain', ln] },
        { address: `chantal.bassin@${HOST}`, name: 'Chantal Bassin', title: 'responsable du guichet francophone', pages: ['/fr/contact'], cases: ['name-title-line', 'honorific', 'deep-page', 'hreflang', 'obfuscated', ln] },
        { address: `reto.schmid@${HOST}`, name: 'Reto Schmid', title: 'Leiter Bauverwaltung', pages: ['/aktuell/sanierung-seestrasse'], cases: ['name-title-line', 'sitemap-robots', 'obfuscated'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `informatik@${HOST}`, kind: 'disallowed' },
        { text: 'support@jurasoft.test', kind: 'other-company' },
      ],
    },
  };
}
