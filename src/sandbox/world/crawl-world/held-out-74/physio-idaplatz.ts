/**
 * Physiotherapie am Idaplatz: a physiotherapy practice in Zürich-Wiedikon on Wix, in Swiss
 * German with one English page that only the hreflang alternates name. The therapists as Wix
 * repeater cards with their degrees after the name (one address written "[at]"), the practice
 * assistant in a label line on the contact page, which also states the scheme
 * (vorname.nachname@), the Running Lab's head in prose behind an English menu label, a course
 * leader in a news post two clicks deep and a new colleague in an older post listed only in the
 * Wix blog sitemap; a retina logo, a placeholder in the booking form, an old address in a comment
 * and the members' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'physio-idaplatz-zuerich.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/ueber-uns', 'Über uns'],
  ['/angebot', 'Angebot'],
  ['/running-lab', 'Running Lab'],
  ['/aktuelles', 'Aktuelles'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Physiotherapie am Idaplatz',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="4b1f0c2e-8d7a-4e55-a1f3-9c6d2e7b8a10">',
    '<link rel="preconnect" href="https://static.wixstatic.com" crossorigin>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt.min.css">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-PHZ4R71KQ2"></script>',
  ],
  header: (p) =>
    `<header id="SITE_HEADER" class="wixui-header"><div data-testid="inline-content"><div id="comp-lq1logo" class="wixui-image"><a href="${p.lang.startsWith('en') ? '/en' : '/'}" data-testid="linkElement">` +
    `<img src="https://static.wixstatic.com/media/a3f9e1_5c2b7d0e44a14d6f9b3e21c8a7d06f52~mv2.png/v1/fill/w_220,h_64,al_c/logo-idaplatz.png" srcset="https://static.wixstatic.com/media/a3f9e1_5c2b7d0e44a14d6f9b3e21c8a7d06f52~mv2.png/v1/fill/w_440,h_128,al_c/logo-idaplatz@2x.png 2x" alt="Physiotherapie am Idaplatz"></a></div>` +
    `<nav id="comp-lq1menu" class="wixui-dropdown-menu" aria-label="Website"><ul>${(p.lang.startsWith('en') ? [['/en', 'Home']] : MENU).map(([h, l]) => `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${h}">${esc(l!)}</a></li>`).join('')}</ul></nav>` +
    `<a class="wixui-button" href="/kontakt#termin" data-testid="linkElement"><span class="wixui-button__label">Termin buchen</span></a></div></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><div data-testid="inline-content"><div class="wixui-rich-text" data-testid="richTextElement">` +
    `<p class="font_8"><span style="font-weight:bold;">Physiotherapie am Idaplatz GmbH</span><br>Zurlindenstrasse 134, 8003 Zürich<br>Tel. ${tel('044 461 27 80')} · ${mailto(at('praxis'))}</p>` +
    `<p class="font_8">Öffnungszeiten: Mo–Fr 7.00–20.00 Uhr, Sa 8.00–12.00 Uhr<br>Alle Krankenkassen (KVG) sowie UVG/IV/MV. Von der EMR und ASCA anerkannt für Zusatzversicherte.</p>` +
    `<p class="font_8"><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | <a href="/mitglieder">Mitgliederbereich Kurse</a></p>` +
    `<p class="font_8">© 2025 Physiotherapie am Idaplatz. Erstellt mit Wix.com</p></div></div></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4f2c1a9e.bundle.min.js" async></script>'],
};

const ALT = { 'de-ch': '/', en: '/en', 'x-default': '/' };

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de-CH' });

const section = (id: string, html: string) =>
  `<section id="comp-${id}" class="wixui-section"><div data-testid="columns" class="wixui-column-strip"><div class="wixui-column-strip__column"><div data-testid="richTextElement" class="wixui-rich-text">${html}</div></div></div></section>`;

type Therapist = { name: string; shown: string; title: string; local: string; obfuscate?: boolean; photo: string };
const TEAM: Therapist[] = [
  { name: 'Sandra Keller', shown: 'Sandra Keller, MSc', title: 'Praxisleiterin, Physiotherapeutin', local: 'sandra.keller', photo: 'c41d7e_2a9f' },
  { name: 'Lukas Brunner', shown: 'Lukas Brunner, BSc', title: 'Physiotherapeut, Sportphysiotherapie', local: 'lukas.brunner', obfuscate: true, photo: 'c41d7e_81be' },
  { name: 'Nadia Ferrari', shown: 'Nadia Ferrari', title: 'Physiotherapeutin, Manuelle Lymphdrainage', local: 'nadia.ferrari', photo: 'c41d7e_07c3' },
];

const repeaterItem = (t: Therapist, i: number): string => {
  const address = at(t.local);
  const shown = t.obfuscate ? esc(`${t.local} [at] physio-idaplatz-zuerich [dot] test`) : mailto(address);
  return (
    `<div role="listitem" class="wixui-repeater__item" id="comp-lr7team__item${i}"><div class="wixui-image"><img src="https://static.wixstatic.com/media/${t.photo}~mv2.jpg/v1/fill/w_300,h_360,al_c,q_80/${t.local}.jpg" alt="${esc(t.name)}"></div>` +
    `<div data-testid="richTextElement" class="wixui-rich-text"><h3 class="font_4">${esc(t.shown)}</h3><p class="font_8">${esc(t.title)}</p><p class="font_8">${shown}</p></div></div>`
  );
};

export function physioIdaplatz(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Physiotherapie in Zürich-Wiedikon',
    alternates: ALT,
    description: 'Physiotherapie, Sportphysiotherapie und Lymphdrainage am Idaplatz in Zürich-Wiedikon. Termine auch am Abend und am Samstag.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Physiotherapy',
        name: 'Physiotherapie am Idaplatz',
        url: `${ORIGIN}/`,
        image: 'https://static.wixstatic.com/media/a3f9e1_5c2b7d0e44a14d6f9b3e21c8a7d06f52~mv2.png',
        telephone: '+41 44 461 27 80',
        address: { '@type': 'PostalAddress', streetAddress: 'Zurlindenstrasse 134', postalCode: '8003', addressLocality: 'Zürich', addressCountry: 'CH' },
        openingHours: ['Mo-Fr 07:00-20:00', 'Sa 08:00-12:00'],
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: at('praxis'), telephone: '+41 44 461 27 80', availableLanguage: ['German', 'English', 'Italian'] },
      },
    ],
    main:
      section('home1', `<h1 class="font_2">Bewegung ist die beste Medizin.</h1><p class="font_7">Seit 2012 behandeln wir am Idaplatz Patientinnen und Patienten nach Operationen, Sportverletzungen und bei chronischen Rückenschmerzen. Sechs Therapeutinnen und Therapeuten, vier Behandlungsräume und ein kleiner Trainingsraum mit Geräten.</p>`) +
      section('home2', `<h2 class="font_5">Neu: Abendtermine bis 20 Uhr</h2><p class="font_8">Für Berufstätige bieten wir von Montag bis Freitag Termine bis 20.00 Uhr an. Eine ärztliche Verordnung brauchen Sie nur für die Abrechnung über die Grundversicherung.</p><p class="font_8"><a href="/angebot">Unser Angebot</a> · <a href="/aktuelles">Aktuelles aus der Praxis</a></p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Physiotherapy in Zurich',
    lang: 'en',
    alternates: ALT,
    main: section(
      'en1',
      `<h1 class="font_2">Physiotherapy in Zurich-Wiedikon</h1><p class="font_8">Many of our patients work for international companies in Zurich West. Treatments are covered by Swiss basic health insurance with a doctor's referral.</p>` +
        `<p class="font_8">Thomas Wyss, our senior physiotherapist, treats patients in English and looks after questions from expats and their insurers. You can write to him directly at ${mailto(at('thomas.wyss'))}; for appointments in any language please call the front desk.</p>`,
    ),
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    main:
      section('ueber1', `<h1 class="font_2">Über uns</h1><p class="font_8">Wir sind ein Team aus diplomierten Physiotherapeutinnen und Physiotherapeuten (FH/HF) mit Weiterbildungen in Manualtherapie, Sportphysiotherapie und Lymphologie.</p>`) +
      `<div id="comp-lr7team" class="wixui-repeater" role="list">${TEAM.map(repeaterItem).join('')}` +
      `<div role="listitem" class="wixui-repeater__item" id="comp-lr7team__item3"><div data-testid="richTextElement" class="wixui-rich-text"><h3 class="font_4">Thomas Wyss, MAS</h3><p class="font_8">Physiotherapeut, Manualtherapie</p><p class="font_8">English spoken</p></div></div></div>` +
      section('ueber2', `<p class="font_8">Zum Team gehört auch Reto Gasser, der unser <a href="/running-lab">Running Lab</a> leitet.</p>`),
  });

  pages['/angebot'] = page({
    path: '/angebot',
    title: 'Angebot',
    main: section(
      'angebot1',
      `<h1 class="font_2">Angebot</h1><ul class="font_8"><li>Physiotherapie nach Operationen und Unfällen</li><li>Sportphysiotherapie und Return-to-Play</li><li>Manuelle Lymphdrainage und Kompressionstherapie</li><li>Medizinische Trainingstherapie (MTT)</li><li>Beckenbodentherapie</li><li>Gruppenkurse: Rückenfit, Pilates, Sturzprävention</li></ul><p class="font_8">Die Behandlung erfolgt auf ärztliche Verordnung; Selbstzahlende sind ebenfalls willkommen (CHF 120 pro 45 Minuten).</p>`,
    ),
  });

  pages['/running-lab'] = page({
    path: '/running-lab',
    title: 'Running Lab',
    main: section(
      'run1',
      `<h1 class="font_2">Running Lab</h1><p class="font_8">Videogestützte Laufanalyse auf dem Laufband, Kraft- und Mobilitätstests und ein Trainingsplan für Ihr nächstes Rennen – vom Zürich Marathon bis zum Jungfrau-Marathon.</p>` +
        `<p class="font_8">Reto Gasser, Sportphysiotherapeut und Leiter des Running Lab, war selbst zehn Jahre Mittelstreckenläufer im LC Zürich. Anfragen für Laufanalysen und Vereinsangebote beantwortet er am liebsten per E-Mail an ${mailto(at('reto.gasser'))}.</p><p class="font_8">Laufanalyse 90 Minuten: CHF 180.–</p>`,
    ),
  });

  pages['/aktuelles'] = page({
    path: '/aktuelles',
    title: 'Aktuelles',
    main:
      section('blog1', `<h1 class="font_2">Aktuelles</h1>`) +
      `<div data-hook="post-list" class="blog-post-list"><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="/post/neue-gruppenkurse-ab-januar-2025">Neue Gruppenkurse ab Januar 2025</a></h2><p data-hook="post-description">Rückenfit und Pilates jetzt auch am Dienstagabend.</p><span data-hook="time-ago">4. Dez. 2024</span></article>` +
      `<article data-hook="post-list-item"><h2 data-hook="post-title"><a href="/post/praxis-ueber-weihnachten">Öffnungszeiten über die Feiertage</a></h2><span data-hook="time-ago">28. Nov. 2024</span></article></div>`,
  });

  pages['/post/praxis-ueber-weihnachten'] = page({
    path: '/post/praxis-ueber-weihnachten',
    title: 'Öffnungszeiten über die Feiertage',
    main: `<article data-hook="post"><h1 data-hook="post-title">Öffnungszeiten über die Feiertage</h1><div data-hook="post-description"><p>Vom 24. Dezember bis 2. Januar bleibt die Praxis geschlossen. In dringenden Fällen wenden Sie sich an die Permanence am Hauptbahnhof.</p></div></article>`,
  });

  pages['/post/neue-gruppenkurse-ab-januar-2025'] = page({
    path: '/post/neue-gruppenkurse-ab-januar-2025',
    title: 'Neue Gruppenkurse ab Januar 2025',
    main:
      `<article data-hook="post"><h1 data-hook="post-title">Neue Gruppenkurse ab Januar 2025</h1><div data-hook="post-description">` +
      `<p>Ab dem 7. Januar 2025 bieten wir Rückenfit (Dienstag, 18.30 Uhr) und Pilates (Dienstag, 19.30 Uhr) in Kleingruppen bis acht Personen an. Zehnerabo CHF 280.–, viele Zusatzversicherungen beteiligen sich.</p>` +
      `<p>Kursleiterin: Jana Roth, ${mailto(at('jana.roth'))}</p><p>Anmeldung bitte mit Angabe des Kurses und Ihrer Telefonnummer.</p></div></article>`,
  });

  pages['/post/verstaerkung-fuer-unser-team'] = page({
    path: '/post/verstaerkung-fuer-unser-team',
    title: 'Verstärkung für unser Team',
    main:
      `<article data-hook="post"><h1 data-hook="post-title">Verstärkung für unser Team</h1><div data-hook="post-description">` +
      `<p>Wir freuen uns, Michelle Huber bei uns zu begrüssen. Michelle Huber, Physiotherapeutin mit Schwerpunkt Beckenboden, hat zuvor sechs Jahre am Stadtspital Triemli gearbeitet; Sie erreichen sie unter ${mailto(at('michelle.huber'))}.</p>` +
      `<p>Ab März ist sie jeweils montags, mittwochs und freitags in der Praxis.</p></div></article>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      section(
        'kontakt1',
        `<h1 class="font_2">Kontakt</h1><p class="font_8">Physiotherapie am Idaplatz GmbH<br>Zurlindenstrasse 134<br>8003 Zürich</p><p class="font_8">Tram 2 und 3 bis Idaplatz, Bus 32 bis Zypressenstrasse. Im Haus befindet sich ein Lift.</p>` +
          `<p class="font_8">Anmeldung &amp; Administration: Corinne Meier, medizinische Praxisassistentin, Tel. ${tel('044 461 27 80')}, ${mailto(at('corinne.meier'))}</p>` +
          `<p class="font_8">Allgemeine Anfragen: ${mailto(at('praxis'))}. Unsere Therapeutinnen und Therapeuten erreichen Sie direkt unter vorname.nachname@${HOST}.</p>`,
      ) +
      `<form id="termin" class="wixui-form" data-testid="form"><label>E-Mail<input type="email" name="email" placeholder="name@beispiel.ch"></label><label>Nachricht<textarea name="nachricht"></textarea></label><button type="submit">Senden</button></form>` +
      `<!-- alte Adresse bis 2022: empfang@${HOST} -->`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: section('imp1', `<h1 class="font_2">Impressum</h1><p class="font_8">Physiotherapie am Idaplatz GmbH, Zurlindenstrasse 134, 8003 Zürich<br>UID: CHE-412.778.903<br>Geschäftsführerin: Sandra Keller</p><p class="font_8">Website: Wix.com Ltd., 40 Namal Tel Aviv St., Tel Aviv, Israel</p>`),
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    main: section('ds1', `<h1 class="font_2">Datenschutzerklärung</h1><p class="font_8">Verantwortlich für die Datenbearbeitung ist die Physiotherapie am Idaplatz GmbH. Diese Website wird auf Servern der Wix.com Ltd. betrieben.</p>`),
  });

  pages['/mitglieder'] = page({
    path: '/mitglieder',
    title: 'Mitgliederbereich',
    main: section('mit1', `<h1 class="font_2">Mitgliederbereich Kurse</h1><p class="font_8">Kursunterlagen und Übungsvideos. Probleme mit dem Login? ${mailto(at('kurse'))}</p>`),
  });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/ueber-uns', '/angebot', '/running-lab', '/aktuelles', '/kontakt', '/impressum', '/datenschutz'], '2025-01-20'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/neue-gruppenkurse-ab-januar-2025', '/post/praxis-ueber-weihnachten', '/post/verstaerkung-fuer-unser-team'], '2024-12-04'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /mitglieder\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-01-20'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1737361200.4188213541812345', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-74',
      languages: ['de', 'en'],
      addresses: [
        { address: at('praxis'), name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: at('sandra.keller'), name: 'Sandra Keller', title: 'Praxisleiterin, Physiotherapeutin', pages: ['/ueber-uns'], cases: ['card', 'post-nominal', 'plain', 'link-non-english'] },
        { address: at('lukas.brunner'), name: 'Lukas Brunner', title: 'Physiotherapeut, Sportphysiotherapie', pages: ['/ueber-uns'], cases: ['card', 'post-nominal', 'obfuscated', 'link-non-english'] },
        { address: at('nadia.ferrari'), name: 'Nadia Ferrari', title: 'Physiotherapeutin, Manuelle Lymphdrainage', pages: ['/ueber-uns'], cases: ['card', 'plain', 'link-non-english'] },
        { address: at('thomas.wyss'), name: 'Thomas Wyss', title: 'senior physiotherapist', titleAlternatives: ['Physiotherapeut, Manualtherapie'], pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
        { address: at('reto.gasser'), name: 'Reto Gasser', title: 'Sportphysiotherapeut und Leiter des Running Lab', pages: ['/running-lab'], cases: ['prose', 'link-english-unlisted', 'plain'] },
        { address: at('corinne.meier'), name: 'Corinne Meier', title: 'medizinische Praxisassistentin', pages: ['/kontakt'], cases: ['label-line', 'plain'] },
        { address: at('jana.roth'), name: 'Jana Roth', title: 'Kursleiterin', pages: ['/post/neue-gruppenkurse-ab-januar-2025'], cases: ['title-name-line', 'deep-page', 'plain'] },
        { address: at('michelle.huber'), name: 'Michelle Huber', title: 'Physiotherapeutin mit Schwerpunkt Beckenboden', pages: ['/post/verstaerkung-fuer-unser-team'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/mitglieder'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `empfang@${HOST}`, kind: 'comment' },
        { text: `kurse@${HOST}`, kind: 'disallowed' },
        { text: 'logo-idaplatz@2x.png', kind: 'retina' },
        { text: 'name@beispiel.ch', kind: 'placeholder' },
      ],
    },
  };
}
