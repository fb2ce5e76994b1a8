/**
 * Bäckerei Wyss: a family bakery with three shops in Biel/Bienne, German and French, on Joomla. The
 * scheme (v.nachname@…) stated on the contact page; the three shop managers in a table, the owner
 * as "Inhaber und Bäckermeister: name", the confectioner behind Joomla's e-mail cloak, the
 * apprentice trainer in prose, the cake-order mailbox written with [at] and [dot], the general
 * mailbox also as a mailto: in the JSON-LD; a former employee's address in a comment and the staff
 * intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'baeckerei-wyss.test';
const ORIGIN = `http://${HOST}`;

const MENU_DE: [string, string][] = [
  ['/', 'Startseite'],
  ['/de/sortiment', 'Sortiment'],
  ['/de/filialen', 'Filialen'],
  ['/de/ueber-uns', 'Über uns'],
  ['/de/kontakt', 'Kontakt'],
  ['/fr', 'Français'],
];
const MENU_FR: [string, string][] = [
  ['/fr', 'Accueil'],
  ['/fr/succursales', 'Nos boulangeries'],
  ['/fr/contact', 'Contact'],
  ['/', 'Deutsch'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bäckerei Wyss',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/cassiopeia/css/template.min.css?4.4.2" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/system/js/core.min.js?4.4.2"></script>`,
  ],
  header: (p) =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="${p.lang === 'fr' ? '/fr' : '/'}"><img src="${ORIGIN}/images/logo-wyss.svg" alt="Bäckerei Wyss"></a></div>` +
    `<nav class="container-nav"><ul class="mod-menu mod-list nav">${(p.lang === 'fr' ? MENU_FR : MENU_DE).map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (p) =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Bäckerei Wyss AG · Nidaugasse 22 · 2502 Biel/Bienne · ${tel('+41 32 322 15 70')}</p>` +
    `<p><a href="/de/datenschutz">${p.lang === 'fr' ? 'Protection des données' : 'Datenschutz'}</a> · <a href="/intern/dienstplan">Intern</a></p></div></footer>`,
  privacyPath: { de: '/de/datenschutz', fr: '/de/datenschutz' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const SHOPS: { shop: string; boutique: string; name: string; de: string; fr: string; address: string }[] = [
  { shop: 'Bahnhofstrasse 14', boutique: 'Rue de la Gare 14', name: 'Sandra Gerber', de: 'Filialleiterin', fr: 'Gérante', address: 's.gerber@baeckerei-wyss.test' },
  { shop: 'Altstadt, Obergässli 3', boutique: 'Vieille ville, Ruelle du Haut 3', name: 'Marco Brunner', de: 'Filialleiter', fr: 'Gérant', address: 'm.brunner@baeckerei-wyss.test' },
  { shop: 'Madretsch, Brüggstrasse 101', boutique: 'Mâche, Route de Brügg 101', name: 'Claudine Rochat', de: 'Filialleiterin', fr: 'Gérante', address: 'c.rochat@baeckerei-wyss.test' },
];

function shopTable(lang: 'de' | 'fr'): string {
  const head = lang === 'de' ? ['Filiale', 'Leitung', '', 'E-Mail'] : ['Boulangerie', 'Responsable', '', 'E-mail'];
  return (
    `<table class="table table-striped"><thead><tr><th>${head[0]}</th><th>${head[1]}</th><th>${head[2]}</th><th>${head[3]}</th></tr></thead><tbody>\n` +
    SHOPS.map((s) => `<tr><td>${esc(lang === 'de' ? s.shop : s.boutique)}</td><td>${esc(s.name)}</td><td>${esc(lang === 'de' ? s.de : s.fr)}</td><td>${mailto(s.address)}</td></tr>`).join('\n') +
    `\n</tbody></table>`
  );
}

const CLOAK_ID = 'cloak8f3a61c0d2b94e';
const LEA_SCRIPT =
  `document.getElementById('${CLOAK_ID}').innerHTML = ''; var prefix = '&#109;a' + 'i&#108;' + '&#116;o'; var path = 'hr' + 'ef' + '='; ` +
  `var addy${CLOAK_ID} = 'l.baumann' + '&#64;'; addy${CLOAK_ID} = addy${CLOAK_ID} + 'baeckerei-wyss' + '&#46;' + 'test'; var addy_text${CLOAK_ID} = 'l.baumann' + '&#64;' + 'baeckerei-wyss' + '&#46;' + 'test'; ` +
  `document.getElementById('${CLOAK_ID}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${CLOAK_ID} + '\\'>'+addy_text${CLOAK_ID}+'<\\/a>';`;

const ORG = {
  '@context': 'https://schema.org',
  '@type': 'Bakery',
  name: 'Bäckerei Wyss',
  url: `${ORIGIN}/`,
  email: 'mailto:info@baeckerei-wyss.test',
  telephone: '+41 32 322 15 70',
  address: { '@type': 'PostalAddress', streetAddress: 'Nidaugasse 22', postalCode: '2502', addressLocality: 'Biel/Bienne', addressCountry: 'CH' },
};

export function baeckereiWyss(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Brot, Gipfeli und Torten aus Biel',
    lang: 'de',
    alternates: { de: '/', fr: '/fr' },
    jsonLd: [ORG],
    main:
      `<div class="com-content-article item-page"><h1>Seit 1962 backen wir jede Nacht frisch</h1><p>Drei Filialen in Biel, Holzofenbrot, Buttergipfeli und Torten auf Bestellung.</p>` +
      `<p>Allgemeine Anfragen: ${mailto('info@baeckerei-wyss.test')}</p></div>`,
  });

  pages['/de/sortiment'] = page({
    path: '/de/sortiment',
    title: 'Sortiment',
    lang: 'de',
    main:
      `<div class="com-content-article item-page"><h1>Sortiment</h1><p>Ruchbrot, Zopf am Samstag, Nussgipfel, Bieler Mütschli. Torten für Hochzeiten und Geburtstage bestellen Sie mindestens drei Tage im Voraus: bestellung [at] baeckerei-wyss [dot] test</p></div>`,
  });

  pages['/de/filialen'] = page({
    path: '/de/filialen',
    title: 'Filialen',
    lang: 'de',
    alternates: { de: '/de/filialen', fr: '/fr/succursales' },
    main: `<div class="com-content-article item-page"><h1>Unsere drei Filialen</h1><p>Montag bis Freitag 6.00–18.30 Uhr, Samstag 6.00–16.00 Uhr.</p>\n${shopTable('de')}</div>`,
  });

  pages['/de/ueber-uns'] = page({
    path: '/de/ueber-uns',
    title: 'Über uns',
    lang: 'de',
    main:
      `<div class="com-content-article item-page"><h1>Über uns</h1><p>Die Bäckerei wird in dritter Generation geführt.</p>` +
      `<p><strong>Inhaber und Bäckermeister:</strong> Thomas Wyss, ${mailto('t.wyss@baeckerei-wyss.test')}</p>` +
      `<p><strong>Konditormeisterin:</strong> Lea Baumann, <span id="${CLOAK_ID}">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</span><script type="text/javascript">${LEA_SCRIPT}</script></p>` +
      `<h2>Lehrstellen</h2><p>Wir bilden jedes Jahr zwei Lernende als Bäcker-Konditor-Confiseur EFZ aus. Fragen zur Lehre beantwortet unser Lehrlingsverantwortlicher Reto Marti gerne unter ${mailto('r.marti@baeckerei-wyss.test')}.</p>` +
      `<p>Bewerbungen für alle anderen Stellen an ${mailto('personal@baeckerei-wyss.test')}</p>` +
      `<!-- Karin Meier ist ausgetreten, Adresse k.meier@baeckerei-wyss.test nicht mehr verwenden --></div>`,
  });

  pages['/de/kontakt'] = page({
    path: '/de/kontakt',
    title: 'Kontakt',
    lang: 'de',
    alternates: { de: '/de/kontakt', fr: '/fr/contact' },
    jsonLd: [ORG],
    main:
      `<div class="com-contact"><h1>Kontakt</h1><p>Bäckerei Wyss AG, Nidaugasse 22, 2502 Biel/Bienne<br>E-Mail: ${mailto('info@baeckerei-wyss.test')}</p>` +
      `<p>Unsere Mitarbeitenden erreichen Sie direkt unter v.nachname@baeckerei-wyss.test (erster Buchstabe des Vornamens, Punkt, Nachname).</p></div>`,
  });

  pages['/de/datenschutz'] = page({
    path: '/de/datenschutz',
    title: 'Datenschutz',
    lang: 'de',
    main: `<div class="com-content-article item-page"><h1>Datenschutzerklärung</h1><p>Verantwortlich: Bäckerei Wyss AG, Nidaugasse 22, 2502 Biel/Bienne.</p></div>`,
  });

  pages['/intern/dienstplan'] = page({
    path: '/intern/dienstplan',
    title: 'Dienstplan',
    lang: 'de',
    main: `<div class="com-content-article item-page"><h1>Dienstplan Backstube</h1><p>Abwesenheiten bitte bis Donnerstag an ${mailto('backstube@baeckerei-wyss.test')}</p></div>`,
  });

  pages['/fr'] = page({
    path: '/fr',
    title: 'Pain, croissants et gâteaux de Bienne',
    lang: 'fr',
    alternates: { de: '/', fr: '/fr' },
    jsonLd: [ORG],
    main: `<div class="com-content-article item-page"><h1>Boulangerie depuis 1962</h1><p>Trois boulangeries à Bienne, pain au feu de bois et gâteaux sur commande. Renseignements : ${mailto('info@baeckerei-wyss.test')}</p></div>`,
  });

  pages['/fr/succursales'] = page({
    path: '/fr/succursales',
    title: 'Nos boulangeries',
    lang: 'fr',
    alternates: { de: '/de/filialen', fr: '/fr/succursales' },
    main: `<div class="com-content-article item-page"><h1>Nos trois boulangeries</h1>\n${shopTable('fr')}</div>`,
  });

  pages['/fr/contact'] = page({
    path: '/fr/contact',
    title: 'Contact',
    lang: 'fr',
    alternates: { de: '/de/kontakt', fr: '/fr/contact' },
    main: `<div class="com-contact"><h1>Contact</h1><p>Boulangerie Wyss SA, Rue de Nidau 22, 2502 Biel/Bienne<br>E-mail : ${mailto('info@baeckerei-wyss.test')}</p></div>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /cache/\nDisallow: /intern/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-15',
      languages: ['de', 'fr'],
      addresses: [
        { address: 'info@baeckerei-wyss.test', name: null, title: null, pages: ['/', '/de/kontakt', '/fr', '/fr/contact'], cases: ['role', 'json-ld-mailto', 'plain'] },
        { address: 'bestellung@baeckerei-wyss.test', name: null, title: null, pages: ['/de/sortiment'], cases: ['role', 'obfuscated', ln] },
        { address: 'personal@baeckerei-wyss.test', name: null, title: null, pages: ['/de/ueber-uns'], cases: ['role', 'plain', ln] },
        ...SHOPS.map((s) => ({
          address: s.address,
          name: s.name,
          title: s.de,
          titleAlternatives: [s.fr],
          pages: ['/de/filialen', '/fr/succursales'],
          cases: ['table', 'plain', ln] as CaseKind[],
        })),
        { address: 't.wyss@baeckerei-wyss.test', name: 'Thomas Wyss', title: 'Inhaber und Bäckermeister', pages: ['/de/ueber-uns'], cases: ['title-name-line', 'plain', ln] },
        {
          address: 'l.baumann@baeckerei-wyss.test',
          name: 'Lea Baumann',
          title: 'Konditormeisterin',
          pages: ['/de/ueber-uns'],
          encoded: { kind: 'script', text: LEA_SCRIPT },
          cases: ['title-name-line', 'script-protect', ln],
        },
        { address: 'r.marti@baeckerei-wyss.test', name: 'Reto Marti', title: 'Lehrlingsverantwortlicher', pages: ['/de/ueber-uns'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{f}.{last}',
      statedPattern: { page: '/de/kontakt', text: 'v.nachname@baeckerei-wyss.test' },
      disallowed: ['/intern/dienstplan'],
      nonAddresses: [
        { text: 'v.nachname@baeckerei-wyss.test', kind: 'scheme' },
        { text: 'k.meier@baeckerei-wyss.test', kind: 'comment' },
        { text: 'backstube@baeckerei-wyss.test', kind: 'disallowed' },
      ],
    },
  };
}
