/**
 * Ski- & Bergschule Hochfügen: a ski school and mountain-guide office in the Zillertal, Tyrol,
 * Austrian German with English, on Joomla 4 (Cassiopeia). vorname.nachname addresses, the scheme
 * stated on the contact page. Instructors and guides in team cards with microdata (German and
 * English), the office manager in an "Ansprechpartner" box behind Joomla's e-mail cloak, the
 * summer high-alpine tours' leader on a page listed only in a sitemap robots.txt names; the staff
 * area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'bergschule-hochfuegen.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  de: [
    ['/', 'Home'],
    ['/skikurse', 'Skikurse'],
    ['/bergfuehrungen', 'Bergführungen'],
    ['/team', 'Unser Team'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/team', 'Our instructors'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Ski- & Bergschule Hochfügen',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/media/templates/site/cassiopeia/css/template.min.css?4f2c1b" rel="stylesheet">`,
    `<link href="/media/templates/site/cassiopeia/css/user.css?4f2c1b" rel="stylesheet">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'de';
    return (
      `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="${lang === 'en' ? '/en' : '/'}"><img loading="eager" decoding="async" src="${ORIGIN}/images/logo/bergschule-hochfuegen.svg" alt="Ski- &amp; Bergschule Hochfügen" width="260" height="70"></a></div></div>` +
      `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">` +
      MENU[lang]!.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('') +
      `</ul><div class="mod-languages"><ul class="lang-inline" role="listbox"><li${lang === 'de' ? ' class="lang-active"' : ''}><a href="/">DE</a></li><li${lang === 'en' ? ' class="lang-active"' : ''}><a href="/en">EN</a></li></ul></div></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable">` +
    `<p>Ski- &amp; Bergschule Hochfügen GmbH · Hochfügen 12 · 6263 Fügen · Tirol · ${tel('+43 5280 221 44')}</p>` +
    `<p><a href="/impressum">Impressum</a> | <a href="/datenschutz">${p.lang.startsWith('en') ? 'Privacy' : 'Datenschutz'}</a> | <a href="/intern">Mitarbeiterbereich</a></p>` +
    `</div></div></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

interface Lehrer {
  name: string;
  address: string;
  de: string;
  en: string;
  img: string;
}

const TEAM: Lehrer[] = [
  { name: 'Florian Hechenberger', address: 'florian.hechenberger@bergschule-hochfuegen.test', de: 'Skischulleiter, staatl. gepr. Skilehrer', en: 'Head of ski school, state-certified ski instructor', img: 'hechenberger' },
  { name: 'Lukas Schiestl', address: 'lukas.schiestl@bergschule-hochfuegen.test', de: 'Staatl. gepr. Berg- und Skiführer', en: 'IFMGA mountain and ski guide', img: 'schiestl' },
  { name: 'Katharina Pfurtscheller', address: 'katharina.pfurtscheller@bergschule-hochfuegen.test', de: 'Skilehrerin, Leitung Kinderland', en: "Ski instructor, head of the kids' club", img: 'pfurtscheller' },
  { name: 'Stefan Eberharter', address: 'stefan.eberharter@bergschule-hochfuegen.test', de: 'Snowboardlehrer (Saison 2024/25)', en: 'Snowboard instructor (2024/25 season)', img: 'eberharter' },
  { name: 'Anna Kirchmair', address: 'anna.kirchmair@bergschule-hochfuegen.test', de: 'Lehrling Bürokauffrau, 2. Lehrjahr', en: 'Apprentice, office administration', img: 'kirchmair' },
];

function card(t: Lehrer, lang: 'de' | 'en'): string {
  return (
    `<div class="col-md-4"><div class="card team-card" itemscope itemtype="https://schema.org/Person">` +
    `<img class="card-img-top" src="${ORIGIN}/images/team/${t.img}.jpg" alt="${esc(t.name)}" itemprop="image">` +
    `<div class="card-body"><h3 class="card-title" itemprop="name">${esc(t.name)}</h3><p class="card-subtitle" itemprop="jobTitle">${esc(lang === 'de' ? t.de : t.en)}</p>` +
    `<p><a itemprop="email" href="mailto:${t.address}">${t.address}</a></p></div></div></div>`
  );
}

const CLOAK = 'cloak5d1e0c8a7f3b42e9b1c6a0d4e8f27b35';
const CLOAK_SCRIPT =
  `document.getElementById('${CLOAK}').innerHTML = ''; var prefix = '&#109;a' + 'i&#108;' + '&#116;o'; var path = 'hr' + 'ef' + '='; ` +
  `var addy${CLOAK} = 'magdalena.rainer' + '&#64;'; addy${CLOAK} = addy${CLOAK} + 'bergschule-hochfuegen' + '&#46;' + 'test'; ` +
  `var addy_text${CLOAK} = 'magdalena.rainer' + '&#64;' + 'bergschule-hochfuegen' + '&#46;' + 'test'; ` +
  `document.getElementById('${CLOAK}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${CLOAK} + '\\'>'+addy_text${CLOAK}+'<\\/a>';`;

export function bergschuleHochfuegen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Skischule und Bergführer im Zillertal',
    lang: 'de-AT',
    alternates: { 'de-AT': '/', en: '/en' },
    main:
      `<div class="com-content-article item-page"><h1>Servus in Hochfügen!</h1><p>Skikurse für Kinder und Erwachsene, Freeride- und Skitouren mit staatlich geprüften Berg- und Skiführern, im Sommer Hochtouren und Klettersteige in den Zillertaler Alpen.</p>` +
      `<p>Treffpunkt: Skischulbüro direkt an der Talstation 8er-Jet, täglich 8:30–16:30 Uhr.</p></div>`,
  });

  pages['/skikurse'] = page({
    path: '/skikurse',
    title: 'Skikurse',
    lang: 'de-AT',
    main: `<div class="com-content-article item-page"><h1>Skikurse 2024/25</h1><table class="table"><tr><th>Kurs</th><th>Dauer</th><th>Preis</th></tr><tr><td>Kinderskikurs (ab 4 J.) inkl. Mittagsbetreuung</td><td>5 Tage</td><td>€ 329,–</td></tr><tr><td>Erwachsenen-Gruppenkurs</td><td>4 Tage</td><td>€ 249,–</td></tr><tr><td>Privatstunde (1–2 Pers.)</td><td>2 Std.</td><td>€ 170,–</td></tr></table></div>`,
  });

  pages['/bergfuehrungen'] = page({
    path: '/bergfuehrungen',
    title: 'Bergführungen',
    lang: 'de-AT',
    main: `<div class="com-content-article item-page"><h1>Skitouren &amp; Freeride</h1><p>Geführte Touren im Kellerjoch- und Rastkogelgebiet, LVS-Kurse und Tiefschneetechnik. Ausrüstung (LVS, Sonde, Schaufel, Airbag) kann im Verleih ausgeliehen werden.</p><p>Das Sommerprogramm 2025 veröffentlichen wir im Frühjahr.</p></div>`,
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Unser Team',
    lang: 'de-AT',
    alternates: { 'de-AT': '/team', en: '/en/team' },
    main: `<div class="com-content-article item-page"><h1>Unser Team</h1><p>Über 40 Skilehrerinnen und Skilehrer im Winter – hier das Stammteam:</p><div class="row team">${TEAM.map((t) => card(t, 'de')).join('')}</div></div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de-AT',
    alternates: { 'de-AT': '/kontakt', en: '/en/contact' },
    main:
      `<div class="com-content-article item-page"><h1>Kontakt</h1><p>Ski- &amp; Bergschule Hochfügen<br>Hochfügen 12, 6263 Fügen<br>Tel. ${tel('+43 5280 221 44')}<br>E-Mail: ${mailto('info@bergschule-hochfuegen.test')}</p>` +
      `<div class="ansprechpartner card"><div class="card-header"><strong>Ihre Ansprechpartnerin im Büro</strong></div><div class="card-body">` +
      `<p>Büro &amp; Buchungen: Mag. Magdalena Rainer, Büroleitung, Tel. ${tel('+43 5280 221 44-12')}, <span id="${CLOAK}">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</span><script type="text/javascript">${CLOAK_SCRIPT}</script></p>` +
      `</div></div>` +
      `<p>Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie unter vorname.nachname@bergschule-hochfuegen.test.</p></div>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    lang: 'de-AT',
    main: `<div class="com-content-article item-page"><h1>Impressum</h1><p>Offenlegung gem. § 25 MedienG: Ski- &amp; Bergschule Hochfügen GmbH, Hochfügen 12, 6263 Fügen. Firmenbuchnummer FN 312456 t, Landesgericht Innsbruck. UID: ATU12345678. Geschäftsführer: Florian Hechenberger. Mitglied des Tiroler Skilehrerverbandes und des Österreichischen Berg- und Skiführerverbandes.</p></div>`,
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    lang: 'de-AT',
    main: `<div class="com-content-article item-page"><h1>Datenschutzerklärung</h1><p>Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, TKG 2003).</p></div>`,
  });

  pages['/intern'] = page({
    path: '/intern',
    title: 'Mitarbeiterbereich',
    lang: 'de-AT',
    main: `<div class="com-content-article item-page"><h1>Mitarbeiterbereich</h1><p>Einteilung, Dienstpläne, Lohnzettel. Zugang über ${mailto('personal@bergschule-hochfuegen.test')}</p></div>`,
  });

  pages['/touren/hochtouren-sommer-2025'] = page({
    path: '/touren/hochtouren-sommer-2025',
    title: 'Hochtouren Sommer 2025',
    lang: 'de-AT',
    main:
      `<div class="com-content-article item-page"><h1>Hochtourenwoche Zillertaler Alpen, Juli 2025</h1><p>Olperer, Hochfeiler, Großer Möseler: fünf Tage Hütte zu Hütte, max. 4 Teilnehmer pro Bergführer. € 1.180,– inkl. Führung, exkl. Hüttennächtigung.</p>` +
      `<p>Tourenleitung: Andreas Gstrein, ${mailto('andreas.gstrein@bergschule-hochfuegen.test')}</p></div>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Ski school and mountain guides in the Zillertal',
    lang: 'en',
    alternates: { 'de-AT': '/', en: '/en' },
    main: `<div class="com-content-article item-page"><h1>Welcome to Hochfügen</h1><p>Ski lessons for children and adults, freeride and ski touring with state-certified mountain and ski guides, and in summer alpine tours and via ferratas in the Zillertal Alps.</p></div>`,
  });

  pages['/en/team'] = page({
    path: '/en/team',
    title: 'Our instructors',
    lang: 'en',
    alternates: { 'de-AT': '/team', en: '/en/team' },
    main: `<div class="com-content-article item-page"><h1>Our instructors</h1><div class="row team">${TEAM.map((t) => card(t, 'en')).join('')}</div></div>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: { 'de-AT': '/kontakt', en: '/en/contact' },
    main: `<div class="com-content-article item-page"><h1>Contact</h1><p>Hochfügen 12, 6263 Fügen, Tyrol, Austria<br>Phone ${tel('+43 5280 221 44')}<br>Email: ${mailto('info@bergschule-hochfuegen.test')}</p></div>`,
  });

  pages['/sitemaps/touren.xml'] = xmlPage(urlset(HOST, ['/touren/hochtouren-sommer-2025'], '2025-02-10'));

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /tmp/\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemaps/touren.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-16',
      languages: ['de', 'en'],
      addresses: [
        { address: 'info@bergschule-hochfuegen.test', name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((t) => ({
          address: t.address,
          name: t.name,
          title: t.de,
          titleAlternatives: [t.en],
          pages: ['/team', '/en/team'],
          cases: ['microdata', 'card', 'plain'] as CrawlWorldSite['truth']['addresses'][number]['cases'],
        })),
        {
          address: 'magdalena.rainer@bergschule-hochfuegen.test',
          name: 'Magdalena Rainer',
          title: 'Büroleitung',
          pages: ['/kontakt'],
          encoded: { kind: 'script', text: CLOAK_SCRIPT },
          cases: ['label-line', 'honorific', 'script-protect'],
        },
        {
          address: 'andreas.gstrein@bergschule-hochfuegen.test',
          name: 'Andreas Gstrein',
          title: 'Tourenleitung',
          pages: ['/touren/hochtouren-sommer-2025'],
          cases: ['sitemap-robots', 'title-name-line', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: 'vorname.nachname@bergschule-hochfuegen.test' },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: 'vorname.nachname@bergschule-hochfuegen.test', kind: 'scheme' },
        { text: 'personal@bergschule-hochfuegen.test', kind: 'disallowed' },
      ],
    },
  };
}
