/**
 * Tierklinik Aarenau: a veterinary clinic for small animals and horses near Aarau, Switzerland,
 * on Drupal, in Swiss German (ss, never ß). The team as a definition list per department with
 * Swiss academic titles (Dr. med. vet., med. vet.), addresses written "name [at] domain [dot]
 * test" as the clinic's staff do by hand, one as character references, the owner again in the
 * Impressum's "Verantwortlich" line, the address scheme stated on the contact page, and a tick
 * advice article listed only in a child sitemap of the sitemap index; the lab's address, an old
 * address in a comment and the staff roster disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'tierklinik-aarenau.test';
const ORIGIN = `http://${HOST}`;

const at = (local: string): string => `${esc(local)} [at] tierklinik-aarenau [dot] test`;

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/leistungen', 'Leistungen'],
  ['/ueber-uns/team', 'Über uns'],
  ['/notfall', 'Notfall'],
  ['/jobs', 'Offene Stellen'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tierklinik Aarenau',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq1bH7zR0d3vKpLw9aF2mT5yE8cN4sUo.css?delta=0&amp;language=de&amp;theme=aarenau&amp;include=eJxLy">',
    '<script src="/core/misc/drupal.js?v=10.2.5"></script>',
  ],
  header: () =>
    `<header role="banner" class="site-header"><div class="region region-header"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/aarenau/logo.svg" alt="Startseite" width="180" height="64"></a></div>` +
    `<nav role="navigation" aria-labelledby="block-aarenau-main-menu" id="block-aarenau-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-aarenau-main-menu">Hauptnavigation</h2><ul class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" data-drupal-link-system-path="node">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<div class="notfall-banner">24h-Notfalldienst: ${tel('062 822 41 41')}</div></header>`,
  footer: () =>
    `<footer role="contentinfo" class="site-footer"><div class="region region-footer"><div class="block block-block-content"><p>Tierklinik Aarenau AG · Zelglistrasse 18 · 5000 Aarau<br>Telefon ${tel('062 822 41 40')} · ${at('empfang')}</p>` +
    `<p>Sprechstunden Mo–Fr 8–12 und 14–18.30 Uhr, Sa 9–12 Uhr</p><ul class="menu"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/intern/dienstplan">Intranet</a></li></ul></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-CH' });

const node = (type: string, html: string): string => `<article role="article" class="node node--type-${type} node--view-mode-full"><div class="node__content clearfix"><div class="field field--name-body field--type-text-with-summary">${html}</div></div></article>`;

const jonasMail = `<a href="mailto:${entities(`jonas.frei@${HOST}`)}">${entities(`jonas.frei@${HOST}`)}</a>`;

export function tierklinikAarenau(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kleintiere und Pferde in guten Händen',
    main: node(
      'page',
      `<h1>Willkommen in der Tierklinik Aarenau</h1><p>Wir behandeln Hunde, Katzen, Heimtiere und Pferde – mit eigener Röntgen- und Ultraschalldiagnostik, Operationssaal und Pferdeklinik mit Boxen.</p><p><a href="/leistungen">Unsere Leistungen</a> · <a href="/ueber-uns/team">Unser Team</a></p>`,
    ),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: node('page', `<h1>Leistungen</h1><ul><li>Impfungen und Gesundheitschecks</li><li>Zahnbehandlungen</li><li>Weichteil- und Knochenchirurgie</li><li>Lahmheitsuntersuchungen beim Pferd</li></ul><p>Laborwerte erhalten wir in der Regel innert 24 Stunden von unserem Partnerlabor (Auftragsfragen: auftraege@vetlabor-mittelland.ch).</p>`),
  });

  pages['/ueber-uns/team'] = page({
    path: '/ueber-uns/team',
    title: 'Unser Team',
    main: node(
      'page',
      `<h1>Unser Team</h1><h2>Kleintiere</h2><dl class="team-liste">` +
        `<dt>Dr. med. vet. Anna Keller</dt><dd>Inhaberin und Chefärztin Kleintiere, FVH Kleintiere</dd><dd>${at('anna.keller')}</dd>` +
        `<dt>Dr. med. vet. Reto Schmid</dt><dd>Tierarzt Kleintiere, Schwerpunkt Zahnmedizin</dd><dd>${at('reto.schmid')}</dd>` +
        `<dt>med. vet. Lea Zimmermann</dt><dd>Assistenztierärztin</dd><dd>${at('lea.zimmermann')}</dd>` +
        `</dl><h2>Pferde</h2><dl class="team-liste">` +
        `<dt>Dr. med. vet. Marco Brunner</dt><dd>Leitender Tierarzt Pferdeklinik</dd><dd>${at('marco.brunner')}</dd>` +
        `<dt>Dr. med. vet. Claudia Huber</dt><dd>Tierärztin Pferde</dd><dd>${at('claudia.huber')}</dd>` +
        `</dl><h2>Praxisteam</h2><dl class="team-liste">` +
        `<dt>Sandra Meier</dt><dd>Praxismanagerin</dd><dd>${at('sandra.meier')}</dd>` +
        `<dt>Jonas Frei</dt><dd>Tiermedizinischer Praxisassistent EFZ</dd><dd>${jonasMail}</dd>` +
        `</dl>`,
    ),
  });

  pages['/notfall'] = page({
    path: '/notfall',
    title: 'Notfall',
    main: node('page', `<h1>Notfall</h1><p>Rund um die Uhr erreichen Sie den diensthabenden Tierarzt unter ${tel('062 822 41 41')}. Bitte melden Sie sich telefonisch an, bevor Sie kommen.</p><p>Befunde und Röntgenbilder von Ihrem Haustierarzt: ${mailto(`notfall@${HOST}`)}</p>`),
  });

  pages['/jobs'] = page({
    path: '/jobs',
    title: 'Offene Stellen',
    main: node('page', `<h1>Offene Stellen</h1><h2>Tiermedizinische Praxisassistentin / Tiermedizinischer Praxisassistent EFZ (80–100 %)</h2><p>Ab 1. August oder nach Vereinbarung. Ihre vollständigen Bewerbungsunterlagen senden Sie bitte als PDF an ${at('bewerbung')}.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: node(
      'page',
      `<h1>Kontakt</h1><p>Tierklinik Aarenau AG<br>Zelglistrasse 18<br>5000 Aarau</p><p>Telefon ${tel('062 822 41 40')}<br>E-Mail ${at('empfang')}</p>` +
        `<p>Sie möchten eine Tierärztin oder einen Tierarzt direkt erreichen? Alle Mitarbeitenden haben eine persönliche Adresse nach dem Muster vorname.nachname@tierklinik-aarenau.test.</p>` +
        `<p>Parkplätze finden Sie direkt vor der Klinik; Pferdeanhänger bitte auf dem Platz hinter der Halle abstellen.</p>`,
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: node(
      'page',
      `<h1>Impressum</h1><p>Tierklinik Aarenau AG<br>Zelglistrasse 18, 5000 Aarau<br>UID: CHE-123.456.789<br>Handelsregister des Kantons Aargau</p>` +
        `<p>Verantwortlich für den Inhalt: Dr. med. vet. Anna Keller, Inhaberin, ${at('anna.keller')}</p><p>Gestaltung und Umsetzung: Webatelier Suhrental GmbH</p>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: node('page', `<h1>Datenschutzerklärung</h1><p>Wir bearbeiten Personendaten gemäss dem Schweizer Datenschutzgesetz (DSG).</p><!-- alte Adresse, nicht mehr verwenden: praxis@${HOST} -->`) });

  pages['/ratgeber/zecken-und-flohschutz'] = page({
    path: '/ratgeber/zecken-und-flohschutz',
    title: 'Zecken- und Flohschutz',
    main: node(
      'article',
      `<h1>Zecken- und Flohschutz: was wirklich hilft</h1><p>Im Aargau sind Zecken von März bis November aktiv. Spot-on-Präparate, Halsbänder und Tabletten wirken unterschiedlich lang.</p><p>Welches Mittel für Ihr Tier passt, bespricht unsere Tierärztin Nina Graf gerne mit Ihnen – schreiben Sie ihr an ${at('nina.graf')} oder fragen Sie beim nächsten Termin.</p>`,
    ),
  });

  pages['/intern/dienstplan'] = page({ path: '/intern/dienstplan', title: 'Dienstplan', main: node('page', `<h1>Dienstplan Notfall</h1><p>Abtausch von Diensten an dienstplan@${HOST}</p>`) });
  pages['/sitemap-seiten.xml'] = xmlPage(urlset(HOST, ['/', '/leistungen', '/ueber-uns/team', '/notfall', '/jobs', '/kontakt', '/impressum']));
  pages['/sitemap-ratgeber.xml'] = xmlPage(urlset(HOST, ['/ratgeber/zecken-und-flohschutz'], '2025-04-02'));

  const teamCases = ['definition-list', 'honorific', 'obfuscated', 'link-non-english'] as const;

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/\nDisallow: /intern/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-seiten.xml', '/sitemap-ratgeber.xml']),
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-22',
      languages: ['de'],
      addresses: [
        { address: `empfang@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        { address: `notfall@${HOST}`, name: null, title: null, pages: ['/notfall'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `bewerbung@${HOST}`, name: null, title: null, pages: ['/jobs'], cases: ['role', 'obfuscated', 'link-non-english'] },
        {
          address: `anna.keller@${HOST}`,
          name: 'Anna Keller',
          title: 'Inhaberin und Chefärztin Kleintiere',
          titleAlternatives: ['Inhaberin', 'Chefärztin Kleintiere'],
          pages: ['/ueber-uns/team', '/impressum'],
          cases: [...teamCases, 'label-line'],
        },
        { address: `reto.schmid@${HOST}`, name: 'Reto Schmid', title: 'Tierarzt Kleintiere', titleAlternatives: ['Tierarzt Kleintiere, Schwerpunkt Zahnmedizin'], pages: ['/ueber-uns/team'], cases: [...teamCases] },
        { address: `lea.zimmermann@${HOST}`, name: 'Lea Zimmermann', title: 'Assistenztierärztin', pages: ['/ueber-uns/team'], cases: [...teamCases] },
        { address: `marco.brunner@${HOST}`, name: 'Marco Brunner', title: 'Leitender Tierarzt Pferdeklinik', pages: ['/ueber-uns/team'], cases: [...teamCases] },
        { address: `claudia.huber@${HOST}`, name: 'Claudia Huber', title: 'Tierärztin Pferde', pages: ['/ueber-uns/team'], cases: [...teamCases] },
        { address: `sandra.meier@${HOST}`, name: 'Sandra Meier', title: 'Praxismanagerin', pages: ['/ueber-uns/team'], cases: ['definition-list', 'obfuscated', 'link-non-english'] },
        {
          address: `jonas.frei@${HOST}`,
          name: 'Jonas Frei',
          title: 'Tiermedizinischer Praxisassistent EFZ',
          titleAlternatives: ['Tiermedizinischer Praxisassistent'],
          pages: ['/ueber-uns/team'],
          cases: ['definition-list', 'entities', 'link-non-english'],
        },
        { address: `nina.graf@${HOST}`, name: 'Nina Graf', title: 'Tierärztin', pages: ['/ratgeber/zecken-und-flohschutz'], cases: ['prose', 'obfuscated', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/intern/dienstplan'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `praxis@${HOST}`, kind: 'comment' },
        { text: `dienstplan@${HOST}`, kind: 'disallowed' },
        { text: 'auftraege@vetlabor-mittelland.ch', kind: 'other-company' },
      ],
    },
  };
}
