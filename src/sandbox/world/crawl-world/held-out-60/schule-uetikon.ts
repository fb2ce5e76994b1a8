/**
 * Schule Uetikon am See: the school district (Schulgemeinde) of a lakeside municipality in the
 * canton of Zurich, on Joomla 3 with a Helix template, in Swiss German (no ß). Addresses of the
 * school board and administration behind Joomla's e-mail cloaking script, the school heads in a
 * table, the school social workers as a definition list, the school psychologist with "Dr. phil."
 * and the caretakers' address next to a name it does not belong to.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'schule-uetikon.test';
const ORIGIN = `http://${HOST}`;
const NAV: [string, string][] = [
  ['/', 'Startseite'],
  ['/schulpflege', 'Schulpflege'],
  ['/schulen', 'Schulen'],
  ['/verwaltung', 'Schulverwaltung'],
  ['/angebote', 'Angebote'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Schule Uetikon am See',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?8d1b1a0a5e6c3b0f"></script>',
    '<script src="/media/system/js/caption.js?8d1b1a0a5e6c3b0f"></script>',
  ],
  header: () =>
    `<div class="body-wrapper"><div class="body-innerwrapper"><header id="sp-header"><div class="container"><div class="container-inner"><div class="row"><div id="sp-logo" class="col-auto"><div class="sp-column"><div class="logo"><a href="/"><img class="logo-image" src="/images/logo/schule-uetikon.png" alt="Schule Uetikon am See"></a></div></div></div>` +
    `<div id="sp-menu" class="col-auto flex-auto"><div class="sp-column"><nav class="sp-megamenu-wrapper"><ul class="sp-megamenu-parent menu-animation-fade-up">` +
    NAV.map(([href, label], i) => `<li class="sp-menu-item${i === 0 ? ' current-item active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></div></div></div></div></header>`,
  footer: () =>
    `<footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-12"><div class="sp-column"><span class="sp-copyright">© 2025 Schule Uetikon am See · Bergstrasse 114 · 8707 Uetikon am See · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></span></div></div></div></div></div></footer></div></div>`,
  privacyPath: { de: '/datenschutz' },
};

const article = (html: string): string => `<div id="sp-component" class="col-lg-12"><div class="sp-column"><div class="article-details" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody">${html}</div></div></div></div>`;
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'de-CH', ...spec, main: `<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row">${article(spec.main)}</div></div></div></section>` });

let cloakSeq = 0;
const SCRIPTS: Record<string, string> = {};
/** Joomla 3's content e-mail cloaking plugin output. */
function cloak(address: string): string {
  const id = (0x5c1e07 + cloakSeq++ * 0x1b3f).toString(16);
  const [local, domain] = address.split('@') as [string, string];
  const [name, tld] = domain.split('.') as [string, string];
  const js =
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n\t\t\t\taddy${id} = addy${id} + '${name}' + '&#46;' + '${tld}';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + '${name}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`;
  SCRIPTS[address] = js;
  return `<span id="cloak${id}">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein!</span><script type='text/javascript'>${js}</script>`;
}

const BOARD: [string, string, string][] = [
  ['Regula Frei', 'Schulpräsidentin', 'regula.frei'],
  ['Thomas Bachmann', 'Vizepräsident, Ressort Liegenschaften', 'thomas.bachmann'],
  ['Nicole Schmid', 'Ressort Pädagogik und Sonderpädagogik', 'nicole.schmid'],
];
const HEADS: [string, string, string][] = [
  ['Primarschule Dorf', 'Martin Keller', 'martin.keller'],
  ['Primarschule Langenbaum', 'Sabine Meier', 'sabine.meier'],
  ['Sekundarschule Riedstegen', 'Urs Zimmermann', 'urs.zimmermann'],
];

export function schuleUetikon(): CrawlWorldSite {
  cloakSeq = 0;
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Startseite', main: `<h1>Willkommen an der Schule Uetikon am See</h1><p>Rund 780 Schülerinnen und Schüler besuchen unsere Kindergärten, zwei Primarschulen und die Sekundarschule.</p><p><a href="/schulen">Unsere Schulen</a> · <a href="/ferienplan">Ferienplan</a></p>` });
  pages['/schulpflege'] = page({
    path: '/schulpflege',
    title: 'Schulpflege',
    main: `<h1>Schulpflege</h1><p>Die Schulpflege ist die strategische Führung der Schule Uetikon am See.</p>` + BOARD.map(([n, t, l]) => `<div class="person"><h3>${esc(n)}</h3><p>${esc(t)}<br>${cloak(`${l}@${HOST}`)}</p></div>`).join(''),
  });
  pages['/schulen'] = page({
    path: '/schulen',
    title: 'Schulen',
    main: `<h1>Schuleinheiten</h1><table class="table table-striped"><thead><tr><th>Schuleinheit</th><th>Schulleitung</th><th>E-Mail</th><th>Telefon</th></tr></thead><tbody>` + HEADS.map(([u, n, l], i) => `<tr><td>${esc(u)}</td><td>${esc(n)}</td><td>${mailto(`${l}@${HOST}`)}</td><td>${tel(`044 555 32 ${10 + i}`)}</td></tr>`).join('') + `</tbody></table><p>Fragen zum Unterricht richten Sie bitte zuerst an die Klassenlehrperson.</p>`,
  });
  pages['/verwaltung'] = page({
    path: '/verwaltung',
    title: 'Schulverwaltung',
    main: `<h1>Schulverwaltung</h1><p>Bergstrasse 114, 8707 Uetikon am See, ${tel('044 555 32 00')}</p><p>Allgemeine Anfragen: ${cloak(`schulverwaltung@${HOST}`)}</p><p>Leiterin Schulverwaltung: Claudia Brunner, ${cloak(`claudia.brunner@${HOST}`)}</p><p>Sachbearbeiter Finanzen und Personal: Reto Ammann, ${cloak(`reto.ammann@${HOST}`)}</p><h2>Hausdienst</h2><p>Leiter Hausdienst: Bruno Steiner, Tel. 079 555 41 20<br>Reparaturmeldungen: ${mailto(`hausdienst@${HOST}`)}</p>`,
  });
  pages['/angebote'] = page({
    path: '/angebote',
    title: 'Angebote',
    main: `<h1>Unterstützende Angebote</h1><h2>Schulsozialarbeit</h2><dl><dt>Lea Baumgartner</dt><dd>Schulsozialarbeiterin Primarschulen</dd><dd>${mailto(`lea.baumgartner@${HOST}`)}</dd><dt>Simon Graf</dt><dd>Schulsozialarbeiter Sekundarschule</dd><dd>${mailto(`simon.graf@${HOST}`)}</dd></dl><h2>Schulpsychologischer Dienst</h2><p>Dr. phil. Andrea Vogt, Schulpsychologin, ${mailto(`andrea.vogt@${HOST}`)}</p><p>Die Anmeldung erfolgt über die Klassenlehrperson oder die Schulleitung.</p>`,
  });
  pages['/ferienplan'] = page({ path: '/ferienplan', title: 'Ferienplan', main: '<h1>Ferienplan 2025/26</h1><table class="table"><tbody><tr><td>Herbstferien</td><td>6.–17. Oktober 2025</td></tr><tr><td>Weihnachtsferien</td><td>22. Dezember 2025 – 2. Januar 2026</td></tr></tbody></table>' });
  pages['/kontakt'] = page({ path: '/kontakt', title: 'Kontakt', main: `<h1>Kontakt</h1><p>Schulverwaltung Uetikon am See, Bergstrasse 114, 8707 Uetikon am See</p><p>${cloak(`schulverwaltung@${HOST}`)}</p>` });
  pages['/impressum'] = page({ path: '/impressum', title: 'Impressum', main: `<h1>Impressum</h1><p>Schulgemeinde Uetikon am See, vertreten durch die Schulpflege.</p><p>Webdesign und Hosting: Seeweb GmbH, Meilen, info@seeweb-meilen.test</p>` });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: '<h1>Datenschutz</h1><p>Es gilt das Gesetz über die Information und den Datenschutz (IDG) des Kantons Zürich.</p>' });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: `<h1>Intranet Lehrpersonen</h1><p>Support: ${mailto(`ict-support@${HOST}`)}</p>` });
  pages['/ferienplan'] = { body: pages['/ferienplan']!.body.replace('</table>', '</table><p><a href="/intranet">Login Lehrpersonen</a></p>') };

  const cloaked = (address: string) => ({ encoded: { kind: 'script' as const, text: SCRIPTS[address]! } });
  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-60',
      languages: ['de'],
      addresses: [
        { address: `schulverwaltung@${HOST}`, name: null, title: null, pages: ['/verwaltung', '/kontakt'], ...cloaked(`schulverwaltung@${HOST}`), cases: ['role', 'script-protect', 'link-non-english'] },
        { address: `hausdienst@${HOST}`, name: null, title: null, pages: ['/verwaltung'], cases: ['neighbour', 'plain', 'link-non-english'] },
        ...BOARD.map(([n, t, l]) => ({ address: `${l}@${HOST}`, name: n, title: t, pages: ['/schulpflege'], ...cloaked(`${l}@${HOST}`), cases: ['card' as const, 'script-protect' as const, 'link-non-english' as const] })),
        ...HEADS.map(([u, n, l]) => ({ address: `${l}@${HOST}`, name: n, title: `Schulleitung ${u}`, pages: ['/schulen'], cases: ['table' as const, 'plain' as const, 'link-non-english' as const] })),
        { address: `claudia.brunner@${HOST}`, name: 'Claudia Brunner', title: 'Leiterin Schulverwaltung', pages: ['/verwaltung'], ...cloaked(`claudia.brunner@${HOST}`), cases: ['title-name-line', 'script-protect', 'link-non-english'] },
        { address: `reto.ammann@${HOST}`, name: 'Reto Ammann', title: 'Sachbearbeiter Finanzen und Personal', pages: ['/verwaltung'], ...cloaked(`reto.ammann@${HOST}`), cases: ['title-name-line', 'script-protect', 'link-non-english'] },
        { address: `lea.baumgartner@${HOST}`, name: 'Lea Baumgartner', title: 'Schulsozialarbeiterin Primarschulen', pages: ['/angebote'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `simon.graf@${HOST}`, name: 'Simon Graf', title: 'Schulsozialarbeiter Sekundarschule', pages: ['/angebote'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `andrea.vogt@${HOST}`, name: 'Andrea Vogt', title: 'Schulpsychologin', pages: ['/angebote'], cases: ['honorific', 'name-title-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: 'info@seeweb-meilen.test', kind: 'other-company' },
        { text: `ict-support@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
