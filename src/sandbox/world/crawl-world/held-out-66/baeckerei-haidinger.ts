/**
 * Bäckerei Haidinger: a family bakery chain with fourteen shops in Upper Austria, on TYPO3 v12
 * (bootstrap_package), in Austrian German. The managing director as a team card (Mag., MBA), the
 * production manager only in the company page's JSON-LD (a department's employee), the shop
 * managers in a table, the HR lead on the careers page behind an inline script that joins the
 * address from pieces, the press contact as a "Pressekontakt:" label line. The careers page
 * states the address scheme; the staff intranet (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'baeckerei-haidinger.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/sortiment', 'Sortiment'],
  ['/filialen', 'Filialen'],
  ['/unternehmen', 'Über uns'],
  ['/karriere', 'Karriere'],
  ['/presse', 'Presse'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bäckerei Haidinger',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/bootstrappackage/css/theme-3b5c7a9e1f.css?1716301122" media="all">`,
    `<script src="${ORIGIN}/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/modernizr/modernizr.min.js?1716301122"></script>`,
  ],
  header: () =>
    `<div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a><header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" title="Bäckerei Haidinger" href="/"><img class="navbar-brand-logo-normal" src="${ORIGIN}/fileadmin/user_upload/logo-haidinger.svg" alt="Bäckerei Haidinger logo" height="52" width="180"></a>` +
    `<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU.map(([href, label], i) => `<li class="nav-item"><a id="nav-item-${2 + i}" href="${href}" class="nav-link" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('')}</ul></nav></div></header><div id="page-content" class="bp-page-content main-section">`,
  footer: () =>
    `</div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left"><div id="c41" class="frame frame-default frame-type-text frame-layout-default"><p>Bäckerei Haidinger GmbH<br>Hauptstraße 12, 4020 Linz<br>Tel. ${tel('+43 732 000 318')}<br>${mailto(`office@${HOST}`)}</p></div></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-type-textmedia"><ul class="footer-meta-navigation"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/intern">Mitarbeiterbereich</a></li></ul></div></div></section></footer></div>`,
  privacyPath: { de: '/datenschutz' },
  bodyEnd: [`<script src="${ORIGIN}/typo3conf/ext/bootstrap_package/Resources/Public/JavaScript/Dist/bootstrap.navbar.min.js?1716301122"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-AT' });
let cid = 100;
const frame = (html: string, type = 'text'): string =>
  `<div id="c${cid++}" class="frame frame-default frame-type-${type} frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none"><div class="frame-container frame-container-default"><div class="frame-inner">${html}</div></div></div>`;
const section = (html: string): string => `<div class="section section-default"><div class="container">${html}</div></div>`;

const SHOPS: [string, string, string, string][] = [
  ['Sabine Huber', 'Filialleiterin Linz-Urfahr', 'sabine.huber', 'Hauptstraße 12, 4040 Linz'],
  ['Thomas Wimmer', 'Filialleiter Wels', 'thomas.wimmer', 'Stadtplatz 8, 4600 Wels'],
  ['Petra Mayr', 'Filialleiterin Steyr', 'petra.mayr', 'Enge Gasse 3, 4400 Steyr'],
  ['Daniela Eder', 'Filialleiterin Traun', 'daniela.eder', 'Linzer Straße 41, 4050 Traun'],
  ['Florian Reisinger', 'Bereichsleiter Filialen', 'florian.reisinger', 'Zentrale Linz'],
];

const ANDREA_SCRIPT = `var u = 'andrea' + '.' + 'leitner'; var d = 'baeckerei-haidinger' + '.test'; document.getElementById('hr-mail').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

export function baeckereiHaidinger(): CrawlWorldSite {
  cid = 100;
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Startseite', main: section(frame('<h1>Seit 1927 backen wir in Linz</h1><p>Handsemmeln, Bauernbrot aus Natursauerteig und Mehlspeisen nach Rezepten der Großmutter – täglich frisch in 14 Filialen in Oberösterreich.</p><p><a href="/filialen">Filiale finden</a></p>')) });
  pages['/sortiment'] = page({ path: '/sortiment', title: 'Sortiment', main: section(frame('<h1>Sortiment</h1><ul><li>Gebäck: Kaisersemmel, Salzstangerl, Mohnflesserl</li><li>Brot: Haidinger Bauernbrot, Dinkelvollkorn, Roggenbrot</li><li>Mehlspeisen: Linzer Torte, Topfengolatsche, Nussbeugel</li></ul>')) });
  pages['/unternehmen'] = page({
    path: '/unternehmen',
    title: 'Über uns',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Bakery',
        name: 'Bäckerei Haidinger GmbH',
        url: `${ORIGIN}/`,
        foundingDate: '1927',
        department: [
          {
            '@type': 'Organization',
            name: 'Backstube Linz-Pichling',
            employee: { '@type': 'Person', name: 'Markus Gruber', jobTitle: 'Produktionsleiter', email: `markus.gruber@${HOST}` },
          },
        ],
      },
    ],
    main: section(
      frame('<h1>Über uns</h1><p>In vierter Generation führt Stefan Haidinger den Familienbetrieb. In unserer Backstube in Linz-Pichling arbeiten 38 Bäckerinnen, Bäcker und Konditoren unter der Leitung von Produktionsleiter Markus Gruber.</p>') +
        frame(
          `<div class="card-group-element card-group-element-columns-3"><div class="card-group-element-item"><div class="card"><div class="card-img-top"><img src="${ORIGIN}/fileadmin/_processed_/team/csm_stefan-haidinger_7c1e2d.jpg" alt="" width="400" height="400"></div><div class="card-body"><h3 class="card-title">Mag. Stefan Haidinger, MBA</h3><div class="card-subtitle">Geschäftsführer</div><p>${mailto(`stefan.haidinger@${HOST}`)}</p></div></div></div></div>`,
          'card_group',
        ),
    ),
  });
  pages['/filialen'] = page({
    path: '/filialen',
    title: 'Filialen',
    main: section(
      frame(
        `<h1>Unsere Filialen</h1><div class="table-responsive"><table class="table table-striped"><thead><tr><th>Name</th><th>Funktion</th><th>Adresse</th><th>E-Mail</th></tr></thead><tbody>${SHOPS.map(([n, f, l, a]) => `<tr><td>${esc(n)}</td><td>${esc(f)}</td><td>${esc(a)}</td><td>${mailto(`${l}@${HOST}`)}</td></tr>`).join('')}</tbody></table></div>`,
        'table',
      ),
    ),
  });
  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: section(
      frame('<h1>Karriere bei Haidinger</h1><p>Wir suchen laufend Verkäuferinnen und Verkäufer (Teilzeit/Vollzeit) sowie Lehrlinge für Bäcker/in und Konditor/in.</p>') +
        frame(`<p>Bewerbungen für eine Filiale bitte direkt an die jeweilige Filialleitung – unsere Adressen lauten immer vorname.nachname@${HOST}.</p>`) +
        frame(`<h3>Ihre Ansprechpartnerin</h3><p>Andrea Leitner, BA, Leiterin Personal &amp; Lehrlingsausbildung<br><span id="hr-mail">[E-Mail-Adresse wird per JavaScript eingeblendet]</span></p><script>${ANDREA_SCRIPT}</script>`),
    ),
  });
  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: section(
      frame(`<h1>Presse</h1><p>Pressefotos in Druckqualität stellen wir Ihnen gerne zur Verfügung.</p><p><strong>Pressekontakt:</strong> Mag. Katharina Pichler, Marketing &amp; Kommunikation, Hauptstraße 12, 4020 Linz, Tel. ${tel('+43 732 000 318 22')}, ${mailto(`katharina.pichler@${HOST}`)}</p>`),
    ),
  });
  pages['/kontakt'] = page({ path: '/kontakt', title: 'Kontakt', main: section(frame(`<h1>Kontakt</h1><p>Bestellungen für Feiern und Firmenfrühstück: ${mailto(`bestellung@${HOST}`)}</p><p>Allgemeine Anfragen: ${mailto(`office@${HOST}`)}</p>`)) });
  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: section(frame(`<h1>Impressum</h1><p>Bäckerei Haidinger GmbH, Hauptstraße 12, 4020 Linz<br>Firmenbuchnummer: FN 123456 a, Landesgericht Linz<br>UID: ATU12345678<br>Geschäftsführer: Mag. Stefan Haidinger, MBA<br>Mitglied der WKO, Landesinnung der Lebensmittelgewerbe<br>E-Mail: ${mailto(`office@${HOST}`)}</p>`)),
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: section(frame('<h1>Datenschutzerklärung</h1><p>Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, TKG 2021).</p>')) });
  pages['/intern'] = page({ path: '/intern', title: 'Mitarbeiterbereich', main: section(frame(`<h1>Mitarbeiterbereich</h1><p>Dienstpläne und Urlaubsanträge. Passwort vergessen? ${mailto(`intranet@${HOST}`)}</p>`)) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nAllow: /typo3conf/ext/\nAllow: /typo3temp/\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-66',
      languages: ['de'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/impressum'], cases: ['role', 'plain'] },
        { address: `bestellung@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `stefan.haidinger@${HOST}`, name: 'Stefan Haidinger', title: 'Geschäftsführer', pages: ['/unternehmen'], cases: ['card', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `markus.gruber@${HOST}`, name: 'Markus Gruber', title: 'Produktionsleiter', pages: ['/unternehmen'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', 'link-non-english'] },
        ...SHOPS.map(([name, title, local]) => ({ address: `${local}@${HOST}`, name, title, pages: ['/filialen'], cases: ['table', 'plain', 'link-non-english'] as ('table' | 'plain' | 'link-non-english')[] })),
        { address: `andrea.leitner@${HOST}`, name: 'Andrea Leitner', title: 'Leiterin Personal & Lehrlingsausbildung', pages: ['/karriere'], encoded: { kind: 'script', text: ANDREA_SCRIPT }, cases: ['name-title-line', 'post-nominal', 'script-concat', 'link-non-english'] },
        { address: `katharina.pichler@${HOST}`, name: 'Katharina Pichler', title: 'Marketing & Kommunikation', pages: ['/presse'], cases: ['label-line', 'honorific', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/karriere', text: `vorname.nachname@${HOST}` },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `intranet@${HOST}`, kind: 'disallowed' },
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
      ],
    },
  };
}
