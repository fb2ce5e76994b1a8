/**
 * Rahmenwerk Obermaier: a steel bicycle-frame builder in Rosenheim on Joomla, German with an
 * English home reached only through its hreflang alternate (the language switch is a button).
 * First-name-dot-last-name addresses, stated on the contact page. The team as cards (one with a
 * "Dipl.-Ing. (FH)", the apprentice behind Joomla's e-mail cloak), the office manager on a label
 * line, the export salesman only on the English home, the workshop service desk as a JSON-LD
 * contact point, an old order address in a comment, the frame-geometry tool's git URL, a
 * lightbox package, a retina logo, the host's address in the Impressum and a dealers' area
 * robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'rahmenwerk-obermaier.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'vorname.nachname@rahmenwerk-obermaier.test';
const COMMENTED = 'bestellung@rahmenwerk-obermaier.test';
const GIT = 'git@rahmenwerk-obermaier.test';

const MENU: Record<string, [string, string][]> = {
  de: [
    ['/', 'Start'],
    ['/werkstatt', 'Werkstatt'],
    ['/team', 'Team'],
    ['/rahmen', 'Rahmen'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/team', 'The team'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Rahmenwerk Obermaier',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link rel="stylesheet" href="/templates/cassiopeia/css/template.min.css?4.4.2">',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/glightbox@3.2.0/dist/css/glightbox.min.css">',
    '<script src="https://cdn.jsdelivr.net/npm/glightbox@3.2.0/dist/js/glightbox.min.js" defer></script>',
  ],
  header: (p) =>
    `<header class="header container-header"><a class="brand-logo" href="${p.lang === 'en' ? '/en' : '/'}"><img src="/images/obermaier-logo.png" srcset="/images/obermaier-logo@2x.png 2x" alt="Rahmenwerk Obermaier"></a>` +
    `<nav class="mod-menu">${(MENU[p.lang] ?? MENU.de!).map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join('\n')}</nav>` +
    `<div class="mod-languages"><button type="button" onclick="location.href='${p.lang === 'en' ? '/' : '/en'}'">${p.lang === 'en' ? 'Deutsch' : 'English'}</button></div></header>`,
  footer: (p) =>
    p.lang === 'en'
      ? `<footer class="container-footer"><p>Rahmenwerk Obermaier GmbH · Kufsteiner Straße 48 · 83022 Rosenheim · Germany</p><p><a href="/impressum">Legal notice (German)</a></p></footer>`
      : `<footer class="container-footer"><p>Rahmenwerk Obermaier GmbH · Kufsteiner Straße 48 · 83022 Rosenheim</p><p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/haendler">Händlerbereich</a></p></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ALT = { de: '/', en: '/en' };

/** Joomla's "e-mail cloak": the address in entity-laden pieces, joined by a script. */
function jent(text: string): string {
  return text.replace(/[aeo]/g, (c) => `&#${c.charCodeAt(0)};`);
}
const CLOAK_ID = 'cloak6e1d09a4c2';
const CLOAK_JS =
  `document.getElementById('${CLOAK_ID}').innerHTML = '';\n` +
  ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
  ` var path = 'hr' + 'ef' + '=';\n` +
  ` var addy${CLOAK_ID} = '${jent('jonas.mayr')}' + '&#64;';\n` +
  ` addy${CLOAK_ID} = addy${CLOAK_ID} + '${jent('rahmenwerk-obermaier')}' + '&#46;' + '${jent('test')}';\n` +
  ` var addy_text${CLOAK_ID} = '${jent('jonas.mayr')}' + '&#64;' + '${jent('rahmenwerk-obermaier')}' + '&#46;' + '${jent('test')}';document.getElementById('${CLOAK_ID}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${CLOAK_ID} + '\\'>'+addy_text${CLOAK_ID}+'<\\/a>';`;
const CLOAK = `<span id="${CLOAK_ID}">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</span><script type="text/javascript">\n${CLOAK_JS}\n</script>`;

function card(name: string, role: string, photo: string, contact: string): string {
  return `<div class="card"><img src="/images/team/${photo}.jpg" alt=""><div class="card-body"><h3 class="card-title">${esc(name)}</h3><p class="card-text">${esc(role)}</p><p>${contact}</p></div></div>`;
}

export function rahmenwerkObermaier(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Stahlrahmen nach Maß',
    lang: 'de',
    alternates: ALT,
    main:
      `<h1>Stahlrahmen nach Maß aus Rosenheim</h1><p>Seit 2011 bauen wir Fahrradrahmen aus Columbus- und Reynolds-Rohren – gemufft, gelötet oder WIG-geschweißt, für Straße, Gravel und Reise.</p>` +
      `<p><a href="/rahmen">Unsere Rahmen</a> · <a href="/team">Wer bei uns schweißt</a></p>\n<!-- TODO: ${COMMENTED} abgeschaltet, Formular nutzen -->`,
  });

  pages['/werkstatt'] = page({
    path: '/werkstatt',
    title: 'Werkstatt',
    lang: 'de',
    alternates: { de: '/werkstatt' },
    main: `<h1>Werkstatt</h1><p>Rohrsätze, Ausfallenden und Muffen lagern wir vorrätig; Pulverbeschichtung und Nasslack erledigen wir im Haus. Besuche in der Werkstatt nach Vereinbarung.</p>`,
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Team',
    lang: 'de',
    alternates: { de: '/team', en: '/en/team' },
    main:
      `<h1>Das Team</h1><div class="cards">\n` +
      [
        card('Martin Obermaier', 'Rahmenbaumeister & Inhaber', 'martin-obermaier', mailto('martin.obermaier@rahmenwerk-obermaier.test')),
        card('Katharina Huber', 'WIG-Schweißerin, Muffen und Lötarbeiten', 'katharina-huber', mailto('katharina.huber@rahmenwerk-obermaier.test')),
        card('Dipl.-Ing. (FH) Sabine Lechner', 'Konstruktion & Bike-Fitting', 'sabine-lechner', mailto('sabine.lechner@rahmenwerk-obermaier.test')),
        card('Florian Wagner', 'Lackierermeister', 'florian-wagner', mailto('florian.wagner@rahmenwerk-obermaier.test')),
        card('Jonas Mayr', 'Auszubildender Metallbauer', 'jonas-mayr', CLOAK),
      ].join('\n') +
      `\n</div>`,
  });

  pages['/rahmen'] = page({
    path: '/rahmen',
    title: 'Rahmen',
    lang: 'de',
    alternates: { de: '/rahmen' },
    main:
      `<h1>Rahmen</h1><p>Jeder Rahmen entsteht aus Ihren Maßen. Die Geometrie rechnen wir mit einem eigenen Werkzeug, das wir offen weitergeben:</p>` +
      `<pre><code>git clone ${GIT}:werkstatt/geometrie-rechner.git</code></pre>` +
      `<p>Preise ab 2.400 € für den lackierten Rahmen mit Gabel.</p>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de',
    alternates: { de: '/kontakt' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Rahmenwerk Obermaier GmbH',
        url: `${ORIGIN}/`,
        telephone: '+49 8031 4412-0',
        address: { '@type': 'PostalAddress', streetAddress: 'Kufsteiner Straße 48', postalCode: '83022', addressLocality: 'Rosenheim', addressCountry: 'DE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', name: 'Werkstattservice', email: 'service@rahmenwerk-obermaier.test', telephone: '+49 8031 4412-20' },
      },
    ],
    main:
      `<h1>Kontakt</h1><p>Rahmenwerk Obermaier GmbH<br>Kufsteiner Straße 48<br>83022 Rosenheim<br>Telefon 08031 4412-0</p>` +
      `<p>Allgemeine Anfragen: ${mailto('werkstatt@rahmenwerk-obermaier.test')}<br>Service, Reparaturen und Neulackierungen: ${mailto('service@rahmenwerk-obermaier.test')}</p>` +
      `<p class="ansprechpartner">Ansprechpartnerin für Bestellungen und Termine: Theresa Gruber, Büroleitung, Tel. 08031 4412-11, ${mailto('theresa.gruber@rahmenwerk-obermaier.test')}</p>` +
      `<p>Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie nach dem Schema ${SCHEME}.</p>` +
      `<form class="form-validate" action="/kontakt/senden" method="post"><label>Ihre E-Mail <input type="email" name="jform[contact_email]"></label><textarea name="jform[contact_message]"></textarea><button>Senden</button></form>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    lang: 'de',
    main:
      `<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><p>Rahmenwerk Obermaier GmbH<br>Kufsteiner Straße 48, 83022 Rosenheim</p>` +
      `<p>Geschäftsführer: Martin Obermaier<br>Registergericht: Amtsgericht Traunstein, HRB 27731<br>USt-IdNr.: DE 298 114 552</p>` +
      `<p>Kontakt: ${mailto('werkstatt@rahmenwerk-obermaier.test')}</p>` +
      `<p>Hosting: Alpenhost GmbH, Innstraße 3, 83022 Rosenheim, ${mailto('support@alpenhost.test')}</p>`,
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    lang: 'de',
    main: `<h1>Datenschutzerklärung</h1><p>Verantwortlich ist die Rahmenwerk Obermaier GmbH (siehe Impressum). Wir verarbeiten Ihre Daten nur zur Bearbeitung Ihrer Anfrage.</p>`,
  });

  pages['/haendler'] = page({
    path: '/haendler',
    title: 'Händlerbereich',
    lang: 'de',
    main: `<h1>Händlerbereich</h1><p>Händlerpreise und Lieferzeiten auf Anfrage: ${mailto('haendler@rahmenwerk-obermaier.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Made-to-measure steel frames',
    lang: 'en',
    alternates: ALT,
    main:
      `<h1>Made-to-measure steel frames from Bavaria</h1><p>Lugged, fillet-brazed or TIG-welded frames for road, gravel and touring, built to your measurements in Rosenheim.</p>` +
      `<p>We ship frames worldwide. For orders from outside Germany, please contact Lukas Berger, export sales, ${mailto('lukas.berger@rahmenwerk-obermaier.test')}.</p>` +
      `<p><a href="/en/team">Meet the people who build your frame</a></p>`,
  });

  pages['/en/team'] = page({
    path: '/en/team',
    title: 'The team',
    lang: 'en',
    alternates: { de: '/team', en: '/en/team' },
    main:
      `<h1>The team</h1><ul class="team-en">` +
      `<li><strong>Martin Obermaier</strong> – master frame builder and owner – ${mailto('martin.obermaier@rahmenwerk-obermaier.test')}</li>` +
      `<li><strong>Katharina Huber</strong> – TIG welder, lugs and brazing – ${mailto('katharina.huber@rahmenwerk-obermaier.test')}</li>` +
      `<li><strong>Sabine Lechner</strong> – design engineer and bike fitter – ${mailto('sabine.lechner@rahmenwerk-obermaier.test')}</li>` +
      `<li><strong>Florian Wagner</strong> – master painter – ${mailto('florian.wagner@rahmenwerk-obermaier.test')}</li></ul>`,
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /haendler\nDisallow: /kontakt/senden\nDisallow: /administrator/\n`,
      sitemapXml: urlset(HOST, ['/', '/werkstatt', '/team', '/rahmen', '/kontakt', '/impressum', '/datenschutz', '/haendler'], '2025-04-02'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-11',
      languages: ['de', 'en'],
      addresses: [
        {
          address: 'martin.obermaier@rahmenwerk-obermaier.test',
          name: 'Martin Obermaier',
          title: 'Rahmenbaumeister & Inhaber',
          titleAlternatives: ['Rahmenbaumeister und Inhaber', 'Geschäftsführer', 'master frame builder and owner'],
          pages: ['/team', '/en/team'],
          cases: ['card', 'plain'],
        },
        {
          address: 'katharina.huber@rahmenwerk-obermaier.test',
          name: 'Katharina Huber',
          title: 'WIG-Schweißerin, Muffen und Lötarbeiten',
          titleAlternatives: ['WIG-Schweißerin', 'TIG welder, lugs and brazing', 'TIG welder'],
          pages: ['/team', '/en/team'],
          cases: ['card', 'plain'],
        },
        {
          address: 'sabine.lechner@rahmenwerk-obermaier.test',
          name: 'Sabine Lechner',
          title: 'Konstruktion & Bike-Fitting',
          titleAlternatives: ['design engineer and bike fitter'],
          pages: ['/team', '/en/team'],
          cases: ['card', 'honorific', 'plain'],
        },
        {
          address: 'florian.wagner@rahmenwerk-obermaier.test',
          name: 'Florian Wagner',
          title: 'Lackierermeister',
          titleAlternatives: ['master painter'],
          pages: ['/team', '/en/team'],
          cases: ['card', 'plain'],
        },
        {
          address: 'jonas.mayr@rahmenwerk-obermaier.test',
          name: 'Jonas Mayr',
          title: 'Auszubildender Metallbauer',
          pages: ['/team'],
          encoded: { kind: 'script', text: CLOAK_JS },
          cases: ['card', 'script-protect'],
        },
        {
          address: 'theresa.gruber@rahmenwerk-obermaier.test',
          name: 'Theresa Gruber',
          title: 'Büroleitung',
          pages: ['/kontakt'],
          cases: ['label-line', 'plain'],
        },
        {
          address: 'lukas.berger@rahmenwerk-obermaier.test',
          name: 'Lukas Berger',
          title: 'export sales',
          pages: ['/en'],
          cases: ['hreflang', 'name-title-line', 'prose', 'plain'],
        },
        { address: 'werkstatt@rahmenwerk-obermaier.test', name: null, title: null, pages: ['/kontakt', '/impressum'], cases: ['role', 'plain'] },
        { address: 'service@rahmenwerk-obermaier.test', name: null, title: null, pages: ['/kontakt'], cases: ['json-ld-contact-point', 'role', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/haendler'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        { text: 'haendler@rahmenwerk-obermaier.test', kind: 'disallowed' },
        { text: GIT, kind: 'git' },
        { text: 'glightbox@3.2.0', kind: 'package' },
        { text: 'obermaier-logo@2x.png', kind: 'retina' },
        { text: 'support@alpenhost.test', kind: 'other-company' },
      ],
    },
  };
}
