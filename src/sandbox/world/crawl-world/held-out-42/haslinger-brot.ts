/**
 * Bäckerei Haslinger: a family bakery with four shops around Linz, on Joomla, in Austrian German.
 * The branches in microdata (each shop a Bakery with its manager as an employee Person, "Titel:
 * Name"), the family's confectioner and bakehouse lead as cards on the about page, where the
 * managing director is named with her "Mag." but her address is only in the page's JSON-LD; the
 * HR manager in running text and the office address in the imprint behind Joomla's email cloak;
 * the managing director as the imprint's "responsible for content" label line with "Ing."; cake
 * orders written as character references. The retina logo, a CDN package URL, the web agency's
 * address and the trade customers' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'haslinger-brot.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/ueber-uns', 'Über uns'],
  ['/filialen', 'Filialen'],
  ['/sortiment', 'Sortiment'],
  ['/torten-bestellen', 'Torten bestellen'],
  ['/karriere', 'Karriere'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bäckerei Haslinger',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?8c1e2f" rel="stylesheet">',
    '<link href="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.css" rel="stylesheet">',
  ],
  header: (spec) =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo.png" srcset="/images/logo@2x.png 2x" alt="Bäckerei Haslinger – seit 1928" width="210" height="80"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([href, label]) => `<li class="nav-item${href === spec.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></header><div class="site-grid"><div class="grid-child container-component">`,
  footer: () =>
    `</div></div><footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p>Bäckerei Haslinger GmbH · Linzer Straße 12 · 4061 Pasching · ${tel('+43 7229 612 34')}</p>` +
    `<p><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | <a href="/b2b">Händlerbereich</a></p></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.js"></script>', '<script src="/media/templates/site/cassiopeia/js/template.min.js?8c1e2f" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-AT' });
const item = (html: string): string => `<div class="com-content-article item-page"><div class="com-content-article__body">${html}</div></div>`;

/** Joomla's email cloak (the content plugin "E-Mail-Verschleierung"). */
function cloak(id: string, local: string): string {
  return (
    `document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n` +
    ` addy${id} = addy${id} + 'haslinger-brot' + '&#46;' + 't&#101;st';\n` +
    ` var addy_text${id} = '${local}' + '&#64;' + 'haslinger-brot' + '&#46;' + 't&#101;st';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`
  );
}
const cloaked = (id: string, local: string): string =>
  `<span id="cloak${id}">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</span><script type="text/javascript">\n${cloak(id, local)}\n</script>`;

const ANDREA = cloak('7f3e91a2c4', 'andrea');
const OFFICE = cloak('0b5d27e8f1', 'office');

type Shop = { name: string; street: string; town: string; phone: string; hours: string; role: string; person: string; local: string };
const SHOPS: Shop[] = [
  { name: 'Stammhaus Pasching', street: 'Linzer Straße 12', town: '4061 Pasching', phone: '+43 7229 612 34', hours: 'Mo–Fr 5:30–18:30, Sa 6:00–12:30, So 7:00–11:00', role: 'Filialleiterin', person: 'Sabine Pichler', local: 'sabine' },
  { name: 'Filiale Leonding', street: 'Stadtplatz 3', town: '4060 Leonding', phone: '+43 732 67 12 80', hours: 'Mo–Fr 6:00–18:00, Sa 6:00–12:00', role: 'Filialleiterin', person: 'Martina Huber', local: 'martina' },
  { name: 'Filiale Traun', street: 'Schloßstraße 21', town: '4050 Traun', phone: '+43 7229 733 91', hours: 'Mo–Fr 6:00–18:00, Sa 6:30–12:00', role: 'Filialleiter', person: 'Stefan Wimmer', local: 'stefan' },
];

export function haslingerBrot(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Brot und Gebäck aus Pasching',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Bakery', name: 'Bäckerei Haslinger', url: `${ORIGIN}/`, telephone: '+43 7229 61234', address: { '@type': 'PostalAddress', streetAddress: 'Linzer Straße 12', postalCode: '4061', addressLocality: 'Pasching', addressCountry: 'AT' } }],
    main: item(
      `<div class="swiper hero"><div class="swiper-wrapper"><div class="swiper-slide"><img src="/images/slider/bauernbrot.jpg" alt="Bauernbrot"></div><div class="swiper-slide"><img src="/images/slider/kipferl.jpg" alt="Buttersemmeln und Kipferl"></div></div></div>` +
        `<h1>Ehrliches Handwerk seit 1928</h1><p>Unser Sauerteig wird seit vier Generationen weitergeführt. Jeden Tag backen wir in der Backstube in Pasching Brot, Gebäck und Mehlspeisen für unsere drei Filialen.</p>` +
        `<p><a href="/filialen">Unsere Filialen &amp; Öffnungszeiten</a></p>`,
    ),
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Julia Haslinger-Moser',
        honorificPrefix: 'Mag.',
        jobTitle: 'Geschäftsführerin',
        email: `julia@${HOST}`,
        worksFor: { '@type': 'Bakery', name: 'Bäckerei Haslinger', url: `${ORIGIN}/` },
      },
    ],
    main: item(
      `<h1>Über uns</h1><p>1928 eröffnete Josef Haslinger in Pasching eine kleine Dorfbäckerei. Heute führt seine Urenkelin Mag. Julia Haslinger-Moser als Geschäftsführerin gemeinsam mit ihrem Vater, Bäckermeister Ing. Franz Haslinger, den Betrieb mit 46 Mitarbeiterinnen und Mitarbeitern.</p>` +
        `<h2>Unsere Backstube</h2><div class="row team">` +
        `<div class="col card"><img src="/images/team/eva-haslinger.jpg" alt="Eva Haslinger" width="300" height="300"><div class="card-body"><h3>Eva Haslinger</h3><p class="card-subtitle">Konditormeisterin</p><p>Für Torten, Krapfen und alles Süße zuständig.</p><p>${mailto(`eva@${HOST}`)}</p></div></div>` +
        `<div class="col card"><img src="/images/team/lukas-haslinger.jpg" alt="Lukas Haslinger" width="300" height="300"><div class="card-body"><h3>Lukas Haslinger</h3><p class="card-subtitle">Leitung Backstube</p><p>Bäckermeister, seit 2016 im Betrieb.</p><p>${mailto(`lukas@${HOST}`)}</p></div></div>` +
        `</div>`,
    ),
  });

  pages['/filialen'] = page({
    path: '/filialen',
    title: 'Filialen',
    main: item(
      `<h1>Unsere Filialen</h1>` +
        SHOPS.map(
          (s) =>
            `<div class="filiale" itemscope itemtype="https://schema.org/Bakery"><h2 itemprop="name">${esc(s.name)}</h2>` +
            `<p itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">${esc(s.street)}</span><br><span itemprop="postalCode">${s.town.slice(0, 4)}</span> <span itemprop="addressLocality">${esc(s.town.slice(5))}</span></p>` +
            `<p>Tel. <span itemprop="telephone">${esc(s.phone)}</span><br><meta itemprop="openingHours" content="Mo-Fr">${esc(s.hours)}</p>` +
            `<p itemprop="employee" itemscope itemtype="https://schema.org/Person"><span itemprop="jobTitle">${esc(s.role)}</span>: <span itemprop="name">${esc(s.person)}</span> · <a itemprop="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></p></div>`,
        ).join('') +
        `<div class="filiale"><h2>Verkaufsstand Wochenmarkt Linz-Urfahr</h2><p>Jeden Freitag 7:00–12:00 am Urfahraner Markt.</p></div>`,
    ),
  });

  pages['/sortiment'] = page({ path: '/sortiment', title: 'Sortiment', main: item('<h1>Sortiment</h1><p>Bauernbrot, Dinkel-Vollkornbrot, Waldviertler Mohnweckerl, Kaisersemmeln, Buttersemmeln, Nussbeugel, Topfengolatschen und saisonal Faschingskrapfen.</p>') });

  pages['/torten-bestellen'] = page({
    path: '/torten-bestellen',
    title: 'Torten bestellen',
    main: item(
      `<h1>Torten bestellen</h1><p>Hochzeits-, Tauf- und Geburtstagstorten fertigen wir nach Ihren Wünschen. Bitte bestellen Sie mindestens fünf Tage im Voraus in einer unserer Filialen oder per E-Mail an <a href="${entities('mailto:')}${entities(`bestellung@${HOST}`)}">${entities(`bestellung@${HOST}`)}</a>.</p>`,
    ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: item(
      `<h1>Karriere bei Haslinger</h1><p>Wir suchen ab sofort eine/n Bäckerlehrling (m/w/d) sowie Verkäufer/innen in Teilzeit für die Filialen Leonding und Traun. Entlohnung nach KV, Überzahlung je nach Qualifikation.</p>` +
        `<p>Ihre Bewerbung schicken Sie bitte an unsere Personalverantwortliche Andrea Leitner: ${cloaked('7f3e91a2c4', 'andrea')}</p>`,
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: item(
      `<h1>Impressum</h1><p>Informationspflicht laut §5 E-Commerce Gesetz, §14 Unternehmensgesetzbuch, §63 Gewerbeordnung und Offenlegungspflicht laut §25 Mediengesetz.</p>` +
        `<p>Bäckerei Haslinger GmbH<br>Linzer Straße 12, 4061 Pasching, Österreich<br>Firmenbuchnummer: FN 214578 t · Firmenbuchgericht: Landesgericht Linz · UID-Nummer: ATU 51234807</p>` +
        `<p>E-Mail: ${cloaked('0b5d27e8f1', 'office')}</p>` +
        `<p>Für den Inhalt verantwortlich: Ing. Franz Haslinger, Geschäftsführer, Linzer Straße 12, 4061 Pasching, Tel. ${tel('+43 7229 612 34')}, ${mailto(`franz@${HOST}`)}</p>` +
        `<p>Mitglied der Wirtschaftskammer Oberösterreich, Landesinnung der Lebensmittelgewerbe. Berufsbezeichnung: Bäcker (verliehen in Österreich).</p>` +
        `<p>Webdesign &amp; Betreuung: Webagentur Traunviertel, ${mailto('office@webagentur-traunviertel.at')}</p>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: item('<h1>Datenschutzerklärung</h1><p>Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, TKG 2003).</p>') });

  pages['/b2b'] = page({ path: '/b2b', title: 'Händlerbereich', main: item(`<h1>Händlerbereich</h1><p>Preislisten und Bestellformular für Gastronomie und Handel. Zugangsdaten anfordern: ${mailto(`b2b@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /tmp/\nDisallow: /b2b\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-42',
      languages: ['de'],
      addresses: [
        { address: `julia@${HOST}`, name: 'Julia Haslinger-Moser', title: 'Geschäftsführerin', pages: ['/ueber-uns'], cases: ['json-ld-only', 'json-ld-person', 'honorific', 'link-non-english'] },
        { address: `eva@${HOST}`, name: 'Eva Haslinger', title: 'Konditormeisterin', pages: ['/ueber-uns'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `lukas@${HOST}`, name: 'Lukas Haslinger', title: 'Leitung Backstube', pages: ['/ueber-uns'], cases: ['card', 'plain', 'link-non-english'] },
        ...SHOPS.map((s) => ({ address: `${s.local}@${HOST}`, name: s.person, title: s.role, pages: ['/filialen'], cases: ['microdata', 'title-name-line', 'plain', 'link-non-english'] as CaseKind[] })),
        { address: `bestellung@${HOST}`, name: null, title: null, pages: ['/torten-bestellen'], cases: ['role', 'entities', 'link-non-english'] },
        { address: `andrea@${HOST}`, name: 'Andrea Leitner', title: 'Personalverantwortliche', pages: ['/karriere'], encoded: { kind: 'script', text: ANDREA }, cases: ['prose', 'script-protect', 'link-non-english'] },
        { address: `office@${HOST}`, name: null, title: null, pages: ['/impressum'], encoded: { kind: 'script', text: OFFICE }, cases: ['role', 'script-protect', 'link-non-english'] },
        { address: `franz@${HOST}`, name: 'Franz Haslinger', title: 'Geschäftsführer', pages: ['/impressum'], cases: ['label-line', 'honorific', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/b2b'],
      nonAddresses: [
        { text: `b2b@${HOST}`, kind: 'disallowed' },
        { text: 'logo@2x.png', kind: 'retina' },
        { text: 'swiper@11.0.5', kind: 'package' },
        { text: 'office@webagentur-traunviertel.at', kind: 'other-company' },
      ],
    },
  };
}
