/**
 * Verein Trammuseum Wollishofen: a Zurich association that keeps historic trams running, on
 * TYPO3, in Swiss German with an English home reached only through hreflang. The board as a
 * definition list ("Präsident: Dr. …"), the museum manager as "Title: Name" with TYPO3's (at)
 * substitution, the workshop head in a news item, the English tour coordinator two links deep
 * on the English side, a stated "vorname.nachname@" scheme and a commented-out webmaster.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'trammuseum-wollishofen.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `vorname.nachname@${HOST}`;

const MENU: Record<string, [string, string][]> = {
  de: [
    ['/', 'Startseite'],
    ['/sammlung', 'Sammlung'],
    ['/verein', 'Verein'],
    ['/aktuelles', 'Aktuelles'],
    ['/kontakt', 'Kontakt & Anfahrt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/visit', 'Visit us'],
    ['/en/contact', 'Tours in English'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Verein Trammuseum Wollishofen',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4f1c2a9e7b0d3e5a.css" media="all">',
    '<link rel="stylesheet" href="/typo3conf/ext/tmw_sitepackage/Resources/Public/Css/main.css?1709211344" media="all">',
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('en') ? 'en' : 'de';
    return (
      `<header class="page-header"><div class="container"><a class="brand" href="${lang === 'en' ? '/en' : '/'}"><img src="/fileadmin/user_upload/logo-tmw.svg" alt="Trammuseum Wollishofen" width="180"></a>` +
      `<nav class="navbar-mainnavigation"><ul class="nav">${MENU[lang]!.map(([href, label]) => `<li class="nav-item"><a class="nav-link" href="${href}" title="${esc(label)}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`
    );
  },
  footer: (spec) =>
    `<footer class="page-footer"><div class="container"><div class="frame frame-type-text"><p>Verein Trammuseum Wollishofen · Depot Seestrasse 411 · 8038 Zürich<br>` +
    `${tel('+41 44 482 17 30')} (Sa 13–17 Uhr) · ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/intern">Mitgliederbereich</a>${spec.lang.startsWith('en') ? '' : ''}</p>` +
    `<p class="small">© 2025 Verein Trammuseum Wollishofen, gegründet 1978</p></div></div></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de-CH' });
const ce = (html: string, type = 'text'): string => `<div class="frame frame-default frame-type-${type} frame-layout-0">${html}</div>`;

type Board = { role: string; name: string; shown: string; local: string };
const BOARD: Board[] = [
  { role: 'Präsident', name: 'Urs Bachmann', shown: 'Dr. Urs Bachmann', local: 'urs.bachmann' },
  { role: 'Vizepräsidentin und Leiterin Fahrdienst', name: 'Monika Steiner', shown: 'Monika Steiner', local: 'monika.steiner' },
  { role: 'Kassier', name: 'Beat Zollinger', shown: 'Beat Zollinger', local: 'beat.zollinger' },
  { role: 'Aktuarin', name: 'Sandra Keller', shown: 'Sandra Keller', local: 'sandra.keller' },
  { role: 'Konservatorin Sammlung & Archiv', name: 'Verena Brunner', shown: 'lic. phil. Verena Brunner', local: 'verena.brunner' },
];

export function tramWollishofen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alternates = { 'de-CH': '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Historische Trams erleben',
    alternates,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Museum',
        name: 'Trammuseum Wollishofen',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Seestrasse 411', postalCode: '8038', addressLocality: 'Zürich', addressCountry: 'CH' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'Extrafahrten und Vermietung', email: `extrafahrten@${HOST}`, telephone: '+41 44 482 17 31' },
      },
    ],
    main:
      ce(`<h1>Willkommen im Depot Wollishofen</h1><p>Jeden ersten Samstag im Monat öffnen wir das alte Depot an der Seestrasse und fahren mit dem «Elefanten» Ce 4/4 von 1929 und dem Pedaltram über die Museumslinie.</p>`) +
      ce(`<p>Hochzeit, Firmenanlass oder Geburtstag? Unsere Oldtimer-Trams können Sie für Extrafahrten mieten. Anfragen bitte an ${mailto(`extrafahrten@${HOST}`)}.</p>`) +
      ce(`<p><a href="/verein/vorstand">Der Vorstand stellt sich vor</a> · <a href="/aktuelles">Neuigkeiten aus der Werkstatt</a></p>`),
  });

  pages['/sammlung'] = page({ path: '/sammlung', title: 'Sammlung', main: ce('<h1>Unsere Fahrzeuge</h1><p>14 Motorwagen und Anhänger aus den Jahren 1897 bis 1966, dazu Fahrleitungsmaterial, Billettautomaten und Uniformen.</p>') });

  pages['/verein'] = page({
    path: '/verein',
    title: 'Verein',
    main: ce(`<h1>Der Verein</h1><p>Rund 640 Mitglieder tragen das Museum, über 80 davon arbeiten aktiv mit – in der Werkstatt, im Fahrdienst oder an der Kasse.</p><ul><li><a href="/verein/vorstand">Vorstand</a></li><li><a href="/verein/mitglied-werden">Mitglied werden</a></li></ul>`),
  });

  pages['/verein/mitglied-werden'] = page({ path: '/verein/mitglied-werden', title: 'Mitglied werden', main: ce('<h1>Mitglied werden</h1><p>Jahresbeitrag: CHF 60.– (Jugendliche CHF 25.–). Das Anmeldeformular liegt im Depot auf.</p>') });

  pages['/verein/vorstand'] = page({
    path: '/verein/vorstand',
    title: 'Vorstand',
    main: ce(
      `<h1>Vorstand</h1><p>Gewählt an der Generalversammlung vom 23. März 2024 für zwei Jahre.</p><dl class="vorstand">` +
        BOARD.map((b) => `<dt>${esc(b.role)}</dt><dd>${esc(b.shown)}<br>${mailto(`${b.local}@${HOST}`)}</dd>`).join('\n') +
        `</dl>`,
    ),
  });

  pages['/aktuelles'] = page({
    path: '/aktuelles',
    title: 'Aktuelles',
    main: ce(
      `<article class="news-list-item"><h2>Der «Elefant» fährt wieder</h2><p class="news-date">14.02.2025</p><p>Nach drei Wintern in der Werkstatt hat der Ce 4/4 Nr. 1389 die Probefahrt bestanden. Wer beim nächsten Revisionsprojekt mitschrauben möchte, meldet sich bei Martin Egli, Leiter Werkstatt und Fahrzeugunterhalt, unter ${mailto(`martin.egli@${HOST}`)}.</p></article>` +
        `<article class="news-list-item"><h2>Saisonstart 2025</h2><p class="news-date">03.01.2025</p><p>Die Museumslinie fährt ab dem 5. April wieder jeden ersten Samstag im Monat.</p></article>`,
      'news_pi1',
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt & Anfahrt',
    main:
      ce(`<h1>Kontakt</h1><p>Depot Wollishofen, Seestrasse 411, 8038 Zürich – Tramlinie 7 bis «Wollishofen», dann 3 Minuten zu Fuss.</p>`) +
      ce(
        `<p>Allgemeine Anfragen: ${mailto(`info@${HOST}`)}<br>Leiterin Museumsbetrieb: Regula Frei, <a href="javascript:linkTo_UnCryptMailto(%27ocknvq%2Bteiwnc0htgkBvtcoowugwo%5Codmmkuwqhgp0vguv%27);">regula.frei(at)${HOST}</a><br>Schulklassen und Gruppenführungen: bitte ebenfalls über Frau Frei.</p>`,
      ) +
      ce(`<p>Alle Vorstandsmitglieder erreichen Sie unter ${SCHEME}.</p><!-- Webmaster vorübergehend: webmaster@${HOST} -->`),
  });

  pages['/impressum'] = page({ path: '/impressum', title: 'Impressum', main: ce(`<h1>Impressum</h1><p>Verein Trammuseum Wollishofen, Seestrasse 411, 8038 Zürich. Vereinsregister des Kantons Zürich, CHE-109.774.312.</p><p>Verantwortlich für den Inhalt: der Vorstand.</p>`) });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce('<h1>Datenschutzerklärung</h1><p>Wir bearbeiten Personendaten gemäss dem Schweizer Datenschutzgesetz (DSG).</p>') });
  pages['/intern'] = page({ path: '/intern', title: 'Mitgliederbereich', main: ce(`<h1>Mitgliederbereich</h1><p>Dienstplan Fahrdienst, Protokolle. Zugang vergessen? ${mailto(`mitgliederdienst@${HOST}`)}</p>`) });

  pages['/en'] = page({
    path: '/en',
    title: 'Historic trams of Zurich',
    lang: 'en',
    alternates,
    main: ce(`<h1>Zurich's tram heritage, running</h1><p>On the first Saturday of each month the old Wollishofen depot opens its doors, and our 1929 "Elephant" runs on the museum line.</p><p><a href="/en/contact">Guided tours in English</a></p>`),
  });
  pages['/en/visit'] = page({ path: '/en/visit', title: 'Visit us', lang: 'en', main: ce('<h1>Visit</h1><p>Seestrasse 411, 8038 Zurich. Tram no. 7 to Wollishofen. Adults CHF 10, children free.</p>') });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Tours in English',
    lang: 'en',
    main: ce(
      `<h1>Tours in English</h1><p>Groups of up to 25 can book a 90-minute depot tour in English. They are coordinated by Peter Hug, our volunteer tour coordinator – drop him a line at ${mailto(`peter.hug@${HOST}`)} with your preferred date.</p>` +
        `<p>For anything else, the association's chairman, Dr. Urs Bachmann (${mailto(`urs.bachmann@${HOST}`)}), is happy to help.</p>`,
    ),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /intern\nAllow: /typo3temp/\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-98',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `extrafahrten@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...BOARD.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.role,
          ...(b.local === 'urs.bachmann' ? { titleAlternatives: ['chairman'] } : {}),
          pages: b.local === 'urs.bachmann' ? ['/verein/vorstand', '/en/contact'] : ['/verein/vorstand'],
          cases: (b.shown !== b.name ? ['honorific', 'definition-list', 'plain', 'link-non-english'] : ['definition-list', 'plain', 'link-non-english']) as CaseKind[],
        })),
        { address: `regula.frei@${HOST}`, name: 'Regula Frei', title: 'Leiterin Museumsbetrieb', pages: ['/kontakt'], cases: ['title-name-line', 'obfuscated', 'link-non-english'] },
        { address: `martin.egli@${HOST}`, name: 'Martin Egli', title: 'Leiter Werkstatt und Fahrzeugunterhalt', pages: ['/aktuelles'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `peter.hug@${HOST}`, name: 'Peter Hug', title: 'volunteer tour coordinator', pages: ['/en/contact'], cases: ['prose', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: `mitgliederdienst@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
