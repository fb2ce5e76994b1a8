/**
 * Bäckerei Kornhuber: a family bakery in Graz with four shops, on Joomla 4 with the content
 * plugin "E-Mail-Verschleierung" cloaking addresses in articles. The shops in a table with their
 * managers, the head of the bakehouse on a "Leitung: Name" line, the HR manager with her "Mag."
 * on a "Name, Titel" line, the confectioner in a sentence with her address as character
 * references, the owner's address cloaked in the Impressum's label lines, the order desk as a
 * JSON-LD contactPoint and the careers page stating the address scheme; the web agency's
 * address, the form placeholder, an old address in a comment and the staff area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kornhuber-brot.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `v.nachname@${HOST}`;

/** Joomla's content plugin "E-Mail-Verschleierung" (emailcloak). */
function cloak(id: string, user: string): string {
  return (
    `<span id="cloak${id}">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</span><script type='text/javascript'>\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${user}' + '&#64;';\n` +
    ` addy${id} = addy${id} + 'kornhuber-brot' + '&#46;' + 'test';\n` +
    ` var addy_text${id} = '${user}' + '&#64;' + 'kornhuber-brot' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    ` </script>`
  );
}
const CLOAK_OWNER = cloak('b3f1c9a27e0d4', 's.kornhuber');
const CLOAK_OFFICE = cloak('7d20e5f8a1c63', 'office');

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/sortiment', 'Sortiment'],
  ['/filialen', 'Unsere Filialen'],
  ['/ueber-uns', 'Über uns'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bäckerei Kornhuber',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/media/templates/site/cassiopeia/css/template.min.css?4c8a1e" rel="stylesheet">`,
    `<link href="/media/templates/site/cassiopeia_kornhuber/css/user.css?4c8a1e" rel="stylesheet">`,
    `<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>`,
    `<script type="application/json" class="joomla-script-options new">{"system.paths":{"root":"","rootFull":"${ORIGIN}/","base":"","baseFull":"${ORIGIN}/"},"csrf.token":"8f0e2d1c9b7a6f5e4d3c2b1a09f8e7d6"}</script>`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo/kornhuber-logo.svg" alt="Bäckerei Kornhuber" width="240" height="70"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><div class="mod-custom custom"><p><strong>Bäckerei Kornhuber GmbH</strong> · Annenstraße 52 · 8020 Graz · ${tel('+43 316 71 40 22')}</p>` +
    `<p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/mitarbeiter">Mitarbeiterbereich</a></p></div></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-AT' });
const article = (html: string) => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="de-AT"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

type Shop = { shop: string; street: string; name: string; title: string; mail: string };
const SHOPS: Shop[] = [
  { shop: 'Stammhaus Annenstraße', street: 'Annenstraße 52, 8020 Graz', name: 'Martina Resch', title: 'Filialleiterin', mail: 'm.resch' },
  { shop: 'Jakomini', street: 'Conrad-von-Hötzendorf-Straße 31, 8010 Graz', name: 'Daniela Url', title: 'Filialleiterin', mail: 'd.url' },
  { shop: 'St. Peter', street: 'St.-Peter-Hauptstraße 118, 8042 Graz', name: 'Patrick Lang', title: 'Filialleiter', mail: 'p.lang' },
  { shop: 'Gleisdorf', street: 'Hauptplatz 7, 8200 Gleisdorf', name: 'Sandra Wagner', title: 'Filialleiterin', mail: 's.wagner' },
];

export function baeckereiKornhuber(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Handwerksbäckerei in Graz',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Bakery',
        name: 'Bäckerei Kornhuber',
        url: `${ORIGIN}/`,
        telephone: '+43 316 71 40 22',
        address: { '@type': 'PostalAddress', streetAddress: 'Annenstraße 52', postalCode: '8020', addressLocality: 'Graz', addressCountry: 'AT' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'Vorbestellungen & Catering', email: `bestellung@${HOST}`, telephone: '+43 316 71 40 22 15' },
        openingHours: 'Mo-Fr 06:00-18:30, Sa 06:00-12:30',
      },
    ],
    main: article(`<h1>Brot wie früher – seit 1958</h1><p>Sauerteig mit 36 Stunden Teigführung, Mehl aus der Mühle Fürstenfeld und kein Fertigmischmehl: So backen wir in der dritten Generation. Vorbestellungen für Torten und Brötchenplatten nehmen wir unter ${mailto(`bestellung@${HOST}`)} entgegen.</p>`),
  });

  pages['/sortiment'] = page({ path: '/sortiment', title: 'Sortiment', main: article(`<h1>Sortiment</h1><ul><li>Steirisches Kürbiskernbrot</li><li>Roggen-Sauerteigbrot 1 kg</li><li>Handsemmeln und Kornspitz</li><li>Topfengolatschen, Nussbeugel</li></ul>`) });

  pages['/filialen'] = page({
    path: '/filialen',
    title: 'Unsere Filialen',
    main: article(
      `<h1>Unsere Filialen</h1><table class="table table-striped"><thead><tr><th>Filiale</th><th>Adresse</th><th>Ansprechpartner/in</th><th>Funktion</th><th>E-Mail</th></tr></thead><tbody>` +
        SHOPS.map((s) => `<tr><td>${esc(s.shop)}</td><td>${esc(s.street)}</td><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${mailto(`${s.mail}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table><p>Alle Filialen: Mo–Fr 6–18.30 Uhr, Sa 6–12.30 Uhr. Gleisdorf zusätzlich So 7–11 Uhr.</p>`,
    ),
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    main: article(
      `<h1>Über uns</h1><p>Gegründet 1958 von Franz Kornhuber in der Annenstraße, heute geführt von Bäckermeister Stefan Kornhuber und seiner Schwester Eva.</p>` +
        `<h2>Backstube</h2><p>Leitung Backstube: Thomas Strobl, ${mailto(`t.strobl@${HOST}`)}</p>` +
        `<h2>Konditorei</h2><p>Hochzeits- und Geburtstagstorten besprechen Sie am besten direkt mit unserer Konditormeisterin Eva Kornhuber: <a href="mailto:${entities(`e.kornhuber@${HOST}`)}">${entities(`e.kornhuber@${HOST}`)}</a>.</p>`,
    ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: article(
      `<h1>Karriere &amp; Lehre</h1><p>Wir suchen laufend Bäcker/innen (Nachtarbeit, ab € 2.380,– brutto lt. KV), Verkäufer/innen und Lehrlinge für Bäcker, Konditor und Einzelhandel.</p>` +
        `<p>Ansprechpartnerin für Bewerbungen und Lehrstellen: Mag. Julia Fink, Personalleitung, ${mailto(`j.fink@${HOST}`)}</p>` +
        `<p>Wenn Sie sich direkt in einer Filiale bewerben möchten, erreichen Sie jede Filialleitung nach dem Schema ${SCHEME} (z. B. für Filiale Jakomini an Frau Url).</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      article(`<h1>Kontakt</h1><p>Bäckerei Kornhuber GmbH<br>Annenstraße 52, 8020 Graz<br>Tel. ${tel('+43 316 71 40 22')}<br>E-Mail: ${CLOAK_OFFICE}</p>`) +
      `<!-- alte Adresse Filiale Lend bis 2022: lend@${HOST} -->` +
      `<form id="contact-form" action="/kontakt" method="post" class="com-contact__form form-validate"><fieldset><legend>Nachricht senden</legend><div class="control-group"><label id="jform_contact_name-lbl" for="jform_contact_name">Name</label><input type="text" name="jform[contact_name]" id="jform_contact_name" class="form-control required"></div>` +
      `<div class="control-group"><label for="jform_contact_email">E-Mail</label><input type="email" name="jform[contact_email]" id="jform_contact_email" class="form-control validate-email required" placeholder="max.mustermann@beispiel.at"></div><button class="btn btn-primary validate" type="submit">E-Mail senden</button></fieldset></form>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: article(
      `<h1>Impressum</h1><p>Offenlegung gem. § 25 MedienG und Informationspflicht lt. § 5 ECG</p><p>Bäckerei Kornhuber GmbH<br>Annenstraße 52, 8020 Graz</p>` +
        `<p>Geschäftsführer: Bäckermeister Stefan Kornhuber<br>E-Mail: ${CLOAK_OWNER}<br>Firmenbuchnummer: FN 48213 p, Landesgericht für ZRS Graz<br>UID: ATU28731406<br>Mitglied der WKO Steiermark, Landesinnung der Lebensmittelgewerbe</p>` +
        `<p>Umsetzung: Pixelwerk Graz – webdesign@pixelwerk-graz.at</p>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: article(`<h1>Datenschutzerklärung</h1><p>Verantwortlich für die Datenverarbeitung ist die Bäckerei Kornhuber GmbH.</p>`) });
  pages['/mitarbeiter'] = page({ path: '/mitarbeiter', title: 'Mitarbeiterbereich', main: article(`<h1>Mitarbeiterbereich</h1><p>Urlaubsanträge und Dienstplan: ${mailto(`dienstplan@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /mitarbeiter\nDisallow: /tmp/\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.12' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-24',
      languages: ['de'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/kontakt'], encoded: { kind: 'script', text: CLOAK_OFFICE }, cases: ['role', 'script-protect'] },
        { address: `bestellung@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        {
          address: `s.kornhuber@${HOST}`,
          name: 'Stefan Kornhuber',
          title: 'Geschäftsführer',
          titleAlternatives: ['Geschäftsführer, Bäckermeister'],
          pages: ['/impressum'],
          encoded: { kind: 'script', text: CLOAK_OWNER },
          cases: ['label-line', 'script-protect'],
        },
        ...SHOPS.map((s) => ({ address: `${s.mail}@${HOST}`, name: s.name, title: s.title, pages: ['/filialen'], cases: ['table', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `t.strobl@${HOST}`, name: 'Thomas Strobl', title: 'Leitung Backstube', pages: ['/ueber-uns'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `e.kornhuber@${HOST}`, name: 'Eva Kornhuber', title: 'Konditormeisterin', pages: ['/ueber-uns'], cases: ['prose', 'entities', 'link-non-english'] },
        { address: `j.fink@${HOST}`, name: 'Julia Fink', title: 'Personalleitung', pages: ['/karriere'], cases: ['name-title-line', 'honorific', 'plain'] },
      ],
      pattern: '{f}.{last}',
      statedPattern: { page: '/karriere', text: SCHEME },
      disallowed: ['/mitarbeiter'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `lend@${HOST}`, kind: 'comment' },
        { text: `dienstplan@${HOST}`, kind: 'disallowed' },
        { text: 'webdesign@pixelwerk-graz.at', kind: 'other-company' },
        { text: 'max.mustermann@beispiel.at', kind: 'placeholder' },
      ],
    },
  };
}
