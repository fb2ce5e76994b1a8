/**
 * Hollweg Whitcombe Ingenieure: a German-British structural and geotechnical engineering
 * consultancy with offices in Kassel and Sheffield, on TYPO3 13 with German as the default
 * language and English under /en. "Ansprechpartner" (under Unternehmen) holds the Kassel team
 * as tt_address-style cards marked up in RDFa, with Dr.-Ing. and Dipl.-Ing. before the names;
 * the English contacts page, two steps from the home page, holds the Sheffield team with the
 * addresses spelled with (at) and (dot) by TYPO3's spam protection, one engineer with
 * post-nominals; the English home (the hreflang alternate) names the UK office manager; the
 * Impressum has a "Pressekontakt:" label line; the careers page names the HR officer in a
 * sentence and states the address scheme vorname.nachname@. A git clone URL and the intranet
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'hollweg-whitcombe-kassel.test';
const ORIGIN = `http://${HOST}`;
const FIRM = 'Hollweg Whitcombe Ingenieure';

/** TYPO3's mailto encryption (offset 1): the href a script turns back into a mailto: link. */
function typo3Token(text: string): string {
  const shift = (n: number, start: number, end: number): number => (n + 1 > end ? start : n + 1);
  return [...text]
    .map((c) => {
      const n = c.charCodeAt(0);
      if (n >= 0x2b && n <= 0x3a) return String.fromCharCode(shift(n, 0x2b, 0x3a));
      if (n >= 0x40 && n <= 0x5a) return String.fromCharCode(shift(n, 0x40, 0x5a));
      if (n >= 0x61 && n <= 0x7a) return String.fromCharCode(shift(n, 0x61, 0x7a));
      return c;
    })
    .join('');
}
/** A TYPO3 spam-protected link: the text with (at) and (dot), the target encrypted. */
function protectedMail(address: string): string {
  const [local, domain = ''] = address.split('@');
  const parts = domain.split('.');
  const shown = `${local}(at)${parts.slice(0, -1).join('.')}(dot)${parts[parts.length - 1]}`;
  return `<a href="#" data-mailto-token="${esc(typo3Token(`mailto:${address}`))}" data-mailto-vector="1">${shown}</a>`;
}

const PAIRS: [string, string][] = [
  ['/', '/en'],
  ['/leistungen', '/en/services'],
  ['/unternehmen', '/en/company'],
  ['/unternehmen/ansprechpartner', '/en/company/contacts'],
  ['/karriere', '/en/careers'],
  ['/impressum', '/en/legal-notice'],
  ['/datenschutz', '/en/privacy'],
];
const alternatesOf = (path: string): Record<string, string> | undefined => {
  const pair = PAIRS.find(([de, en]) => de === path || en === path);
  return pair ? { de: pair[0], en: pair[1], 'x-default': pair[0] } : undefined;
};

const MENU: Record<'de' | 'en', [string, string, [string, string][]][]> = {
  de: [
    ['/leistungen', 'Leistungen', []],
    ['/unternehmen', 'Unternehmen', [['/unternehmen/ansprechpartner', 'Ansprechpartner']]],
    ['/karriere', 'Karriere', []],
  ],
  en: [
    ['/en/services', 'Services', []],
    ['/en/company', 'Company', [['/en/company/contacts', 'Contacts']]],
    ['/en/careers', 'Careers', []],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: FIRM,
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/_assets/9f2c41e7d0b8a3c56e1f4d7b2a9c8e30/Css/main.min.css?1716192840" media="all">',
    '<script src="/_assets/9f2c41e7d0b8a3c56e1f4d7b2a9c8e30/JavaScript/main.min.js?1716192840" defer></script>',
    '<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1715340012" async></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'de';
    const alt = alternatesOf(p.path);
    return (
      `<header class="page-header"><div class="container"><a class="logo" href="${lang === 'en' ? '/en' : '/'}"><img src="/fileadmin/templates/hw/logo-hollweg-whitcombe.svg" alt="${esc(FIRM)}" width="240" height="48"></a>` +
      `<nav class="mainnav" aria-label="${lang === 'en' ? 'Main navigation' : 'Hauptnavigation'}"><ul class="nav nav--level-1">` +
      MENU[lang].map(([h, l, sub]) => `<li class="nav__item${sub.length ? ' nav__item--has-sub' : ''}"><a href="${h}">${esc(l)}</a>${sub.length ? `<ul class="nav nav--level-2">${sub.map(([sh, sl]) => `<li><a href="${sh}">${esc(sl)}</a></li>`).join('')}</ul>` : ''}</li>`).join('') +
      `</ul></nav><ul class="langnav"><li class="${lang === 'de' ? 'active' : ''}"><a href="${alt?.de ?? '/'}" hreflang="de">DE</a></li><li class="${lang === 'en' ? 'active' : ''}"><a href="${alt?.en ?? '/en'}" hreflang="en">EN</a></li></ul></div></header>`
    );
  },
  footer: (p) => {
    const en = p.lang.startsWith('en');
    return (
      `<footer class="page-footer"><div class="container"><div class="row"><div class="col-md-4"><p><strong>${esc(FIRM)} GmbH</strong><br>Wilhelmshöher Allee 120<br>34119 Kassel<br>${tel('+49 561 555 20-0')}<br>${protectedMail(`info@${HOST}`)}</p></div>` +
      `<div class="col-md-4"><p><strong>${en ? 'UK office' : 'Niederlassung Großbritannien'}</strong><br>Hollweg Whitcombe Engineers Ltd<br>14 Kelham Square<br>Sheffield S3 8SD<br>${tel('+44 114 496 0720')}</p></div>` +
      `<div class="col-md-4"><ul class="footer-nav">${en ? `<li><a href="/en/legal-notice">Legal notice</a></li><li><a href="/en/privacy">Privacy</a></li>` : `<li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li>`}<li><a href="/intern">Intranet</a></li></ul></div></div></div></footer>`
    );
  },
  privacyPath: { de: '/datenschutz', en: '/en/privacy' },
};

const page = (lang: 'de-DE' | 'en-GB', spec: Omit<PageSpec, 'lang' | 'alternates'>): SandboxPage => {
  const alternates = alternatesOf(spec.path);
  return renderPage(theme, { ...spec, lang, ...(alternates ? { alternates } : {}) });
};
const frame = (id: number, html: string): string => `<div id="c${id}" class="frame frame-default frame-type-text frame-layout-0">${html}</div>`;

type Person = { prefix: string; name: string; suffix: string; title: string; local: string; phone: string };
const KASSEL: Person[] = [
  { prefix: 'Dr.-Ing.', name: 'Katrin Hollweg', suffix: '', title: 'Geschäftsführerin', local: 'katrin.hollweg', phone: '+49 561 555 20-10' },
  { prefix: '', name: 'Andrew Whitcombe', suffix: 'BEng CEng MICE', title: 'Geschäftsführer', local: 'andrew.whitcombe', phone: '+44 114 496 0721' },
  { prefix: 'Dipl.-Ing.', name: 'Thomas Brandl', suffix: '', title: 'Leiter Tragwerksplanung', local: 'thomas.brandl', phone: '+49 561 555 20-21' },
  { prefix: 'Dipl.-Ing. (FH)', name: 'Sabine Kessler', suffix: '', title: 'Projektleiterin Brückenbau', local: 'sabine.kessler', phone: '+49 561 555 20-23' },
  { prefix: '', name: 'Felix Hartmann', suffix: 'M.Sc.', title: 'Teamleiter Bauphysik', local: 'felix.hartmann', phone: '+49 561 555 20-31' },
];
const SHEFFIELD: Person[] = [
  { prefix: 'Dr.-Ing.', name: 'Katrin Hollweg', suffix: '', title: 'Managing Director', local: 'katrin.hollweg', phone: '+49 561 555 20-10' },
  { prefix: '', name: 'Andrew Whitcombe', suffix: 'BEng CEng MICE', title: 'Managing Director', local: 'andrew.whitcombe', phone: '+44 114 496 0721' },
  { prefix: '', name: 'Rebecca Lyons', suffix: '', title: 'Associate Director', local: 'rebecca.lyons', phone: '+44 114 496 0724' },
  { prefix: 'Dr', name: 'Owen Price', suffix: '', title: 'Senior Geotechnical Engineer', local: 'owen.price', phone: '+44 114 496 0727' },
];
const shownName = (p: Person): string => [p.prefix, p.name].filter(Boolean).join(' ') + (p.suffix ? `, ${p.suffix}` : '');

export function hollwegWhitcombe(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const orgLd = { '@context': 'https://schema.org', '@type': 'ProfessionalService', name: `${FIRM} GmbH`, url: `${ORIGIN}/`, telephone: '+49 561 555 20-0', address: { '@type': 'PostalAddress', streetAddress: 'Wilhelmshöher Allee 120', postalCode: '34119', addressLocality: 'Kassel', addressCountry: 'DE' } };

  pages['/'] = page('de-DE', {
    path: '/',
    title: 'Startseite',
    description: 'Tragwerksplanung, Geotechnik und Bauphysik aus Kassel und Sheffield.',
    jsonLd: [orgLd],
    main:
      frame(1, `<h1>Ingenieurleistungen für Brücken, Hochbau und Infrastruktur</h1><p>Seit 1998 planen wir Tragwerke in Deutschland und – seit 2011 mit unserer Niederlassung in Sheffield – im Vereinigten Königreich. 46 Ingenieurinnen und Ingenieure arbeiten nach Eurocode und British Standards.</p>`) +
      frame(2, `<h2>Aktuelles</h2><ul><li><strong>Mai 2025:</strong> Ersatzneubau der Fuldabrücke Wolfsanger – Baubeginn erfolgt.</li><li><strong>März 2025:</strong> Wir suchen Verstärkung in der Tragwerksplanung. <a href="/karriere">Zu den Stellen</a></li></ul>`),
  });

  pages['/leistungen'] = page('de-DE', { path: '/leistungen', title: 'Leistungen', main: frame(3, `<h1>Leistungen</h1><ul><li>Tragwerksplanung (Leistungsphasen 1–9 HOAI)</li><li>Brückenbau und Bauwerksprüfung nach DIN 1076</li><li>Geotechnik und Gründungsberatung</li><li>Bauphysik, Wärme- und Schallschutz</li></ul>`) });
  pages['/unternehmen'] = page('de-DE', { path: '/unternehmen', title: 'Unternehmen', main: frame(4, `<h1>Über uns</h1><p>Die Hollweg Whitcombe Ingenieure GmbH wurde 1998 von Dr.-Ing. Katrin Hollweg in Kassel gegründet. 2011 kam mit Andrew Whitcombe ein zweiter Geschäftsführer und die Niederlassung in Sheffield hinzu.</p><p><a href="/unternehmen/ansprechpartner">Ihre Ansprechpartner</a></p>`) });

  pages['/unternehmen/ansprechpartner'] = page('de-DE', {
    path: '/unternehmen/ansprechpartner',
    title: 'Ansprechpartner',
    main: frame(
      5,
      `<h1>Ansprechpartner</h1><p>Sie erreichen unser Büro in Kassel montags bis donnerstags von 8:00 bis 17:00 Uhr und freitags von 8:00 bis 14:00 Uhr.</p><div class="tx-tt-address"><div class="row">` +
        KASSEL.map(
          (p) =>
            `<div class="col-md-4"><div class="vcard" vocab="https://schema.org/" typeof="Person"><img src="/fileadmin/_processed_/team/csm_${p.local.replace('.', '-')}_3f9a1c2e7b.jpg" alt="${esc(p.name)}" width="300" height="300">` +
            `<h3>${p.prefix ? `<span property="honorificPrefix">${esc(p.prefix)}</span> ` : ''}<span property="name">${esc(p.name)}</span>${p.suffix ? `, <span property="honorificSuffix">${esc(p.suffix)}</span>` : ''}</h3>` +
            `<p class="position" property="jobTitle">${esc(p.title)}</p><p>Telefon: <span property="telephone">${esc(p.phone)}</span><br>E-Mail: <a property="email" href="mailto:${p.local}@${HOST}">${p.local}@${HOST}</a></p></div></div>`,
        ).join('') +
        `</div></div>`,
    ),
  });

  pages['/karriere'] = page('de-DE', {
    path: '/karriere',
    title: 'Karriere',
    main: frame(
      6,
      `<h1>Karriere</h1><p>Wir suchen zum nächstmöglichen Zeitpunkt eine/n <strong>Bauingenieur/in (m/w/d) Tragwerksplanung</strong> in Vollzeit für unser Büro in Kassel.</p>` +
        `<p>Ihre Bewerbung mit Lebenslauf und Zeugnissen senden Sie bitte an unsere Personalreferentin Julia Schreiber unter ${mailto(`julia.schreiber@${HOST}`)}; sie beantwortet auch gern Ihre Fragen vorab.</p>` +
        `<p>Übrigens: Alle Kolleginnen und Kollegen erreichen Sie per E-Mail nach dem Schema vorname.nachname@${HOST}.</p>` +
        `<p>Für Studierende: Unsere Bemessungswerkzeuge für Lastannahmen nach Eurocode 1 sind quelloffen – <code>git clone git@github.com:hollweg-whitcombe/eurocode-lastannahmen.git</code></p>`,
    ),
  });

  pages['/impressum'] = page('de-DE', {
    path: '/impressum',
    title: 'Impressum',
    main: frame(
      7,
      `<h1>Impressum</h1><p>Hollweg Whitcombe Ingenieure GmbH<br>Wilhelmshöher Allee 120<br>34119 Kassel</p><p>Telefon: +49 561 555 20-0<br>E-Mail: ${protectedMail(`info@${HOST}`)}</p>` +
        `<p>Geschäftsführer: Dr.-Ing. Katrin Hollweg, Andrew Whitcombe<br>Registergericht: Amtsgericht Kassel, HRB 14872<br>USt-IdNr.: DE 812 345 678</p>` +
        `<p>Die Ingenieure sind Mitglieder der Ingenieurkammer Hessen.</p>` +
        `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Dr.-Ing. Katrin Hollweg, Anschrift wie oben.</p>` +
        `<p>Pressekontakt: Lena Bauer, Referentin Unternehmenskommunikation, Wilhelmshöher Allee 120, 34119 Kassel, Tel. +49 561 555 20-14, ${protectedMail(`lena.bauer@${HOST}`)}</p>`,
    ),
  });

  pages['/datenschutz'] = page('de-DE', { path: '/datenschutz', title: 'Datenschutz', main: frame(8, `<h1>Datenschutzerklärung</h1><p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die Hollweg Whitcombe Ingenieure GmbH (Anschrift siehe Impressum).</p>`) });

  pages['/en'] = page('en-GB', {
    path: '/en',
    title: 'Home',
    jsonLd: [orgLd],
    main:
      frame(11, `<h1>Engineering for bridges, buildings and infrastructure</h1><p>From Kassel and Sheffield we design structures to Eurocodes and British Standards, for clients from Network Rail to Hessen Mobil.</p>`) +
      frame(12, `<h2>Our Sheffield office</h2><p>14 Kelham Square, Sheffield S3 8SD · ${tel('+44 114 496 0720')}</p><p>Office Manager: Claire Dunn, ${protectedMail(`claire.dunn@${HOST}`)}</p>`),
  });
  pages['/en/services'] = page('en-GB', { path: '/en/services', title: 'Services', main: frame(13, `<h1>Services</h1><ul><li>Structural design</li><li>Bridge design and inspection</li><li>Geotechnical engineering</li><li>Building physics</li></ul>`) });
  pages['/en/company'] = page('en-GB', { path: '/en/company', title: 'Company', main: frame(14, `<h1>About us</h1><p>Founded in Kassel in 1998, with a UK office in Sheffield since 2011.</p><p><a href="/en/company/contacts">Our contacts</a></p>`) });
  pages['/en/company/contacts'] = page('en-GB', {
    path: '/en/company/contacts',
    title: 'Contacts',
    main: frame(
      15,
      `<h1>Contacts</h1><p>Our Sheffield team works on UK projects and with the Kassel office on cross-border bridge schemes.</p><div class="tx-tt-address"><div class="row">` +
        SHEFFIELD.map(
          (p) =>
            `<div class="col-md-3"><div class="vcard"><img src="/fileadmin/_processed_/team/csm_${p.local.replace('.', '-')}_8e2d4b1a6c.jpg" alt="${esc(p.name)}" width="300" height="300"><h3>${esc(shownName(p))}</h3><p class="position">${esc(p.title)}</p><p>T ${esc(p.phone)}<br>${protectedMail(`${p.local}@${HOST}`)}</p></div></div>`,
        ).join('') +
        `</div></div>`,
    ),
  });
  pages['/en/careers'] = page('en-GB', {
    path: '/en/careers',
    title: 'Careers',
    main: frame(16, `<h1>Careers</h1><p>We are looking for a Graduate Structural Engineer for our Sheffield office. Please send your CV and a short covering letter to our HR Officer, Julia Schreiber, at ${protectedMail(`julia.schreiber@${HOST}`)}.</p>`),
  });
  pages['/en/legal-notice'] = page('en-GB', { path: '/en/legal-notice', title: 'Legal notice', main: frame(17, `<h1>Legal notice</h1><p>Hollweg Whitcombe Ingenieure GmbH, Wilhelmshöher Allee 120, 34119 Kassel, Germany. Managing Directors: Dr.-Ing. Katrin Hollweg, Andrew Whitcombe. Commercial register: Amtsgericht Kassel, HRB 14872.</p><p>Hollweg Whitcombe Engineers Ltd is registered in England and Wales, company no. 07612345.</p>`) });
  pages['/en/privacy'] = page('en-GB', { path: '/en/privacy', title: 'Privacy', main: frame(18, `<h1>Privacy policy</h1><p>The controller for this website is Hollweg Whitcombe Ingenieure GmbH (see legal notice).</p>`) });
  pages['/intern'] = page('de-DE', { path: '/intern', title: 'Intranet', main: frame(19, `<h1>Intranet</h1><p>Nur für Mitarbeitende. Zugangsprobleme: ${mailto(`it-service@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /intern\nAllow: /typo3/sysext/frontend/Resources/Public/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, PAIRS.flat(), '2025-05-12'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-72',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/impressum'], cases: ['role', 'obfuscated'] },
        { address: `katrin.hollweg@${HOST}`, name: 'Katrin Hollweg', title: 'Geschäftsführerin', titleAlternatives: ['Managing Director'], pages: ['/unternehmen/ansprechpartner', '/en/company/contacts'], cases: ['card', 'rdfa', 'honorific', 'plain', 'obfuscated', 'link-non-english'] },
        { address: `andrew.whitcombe@${HOST}`, name: 'Andrew Whitcombe', title: 'Geschäftsführer', titleAlternatives: ['Managing Director'], pages: ['/unternehmen/ansprechpartner', '/en/company/contacts'], cases: ['card', 'rdfa', 'post-nominal', 'plain', 'obfuscated', 'link-non-english'] },
        { address: `thomas.brandl@${HOST}`, name: 'Thomas Brandl', title: 'Leiter Tragwerksplanung', pages: ['/unternehmen/ansprechpartner'], cases: ['card', 'rdfa', 'honorific', 'plain', 'link-non-english'] },
        { address: `sabine.kessler@${HOST}`, name: 'Sabine Kessler', title: 'Projektleiterin Brückenbau', pages: ['/unternehmen/ansprechpartner'], cases: ['card', 'rdfa', 'honorific', 'plain', 'link-non-english'] },
        { address: `felix.hartmann@${HOST}`, name: 'Felix Hartmann', title: 'Teamleiter Bauphysik', pages: ['/unternehmen/ansprechpartner'], cases: ['card', 'rdfa', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `rebecca.lyons@${HOST}`, name: 'Rebecca Lyons', title: 'Associate Director', pages: ['/en/company/contacts'], cases: ['card', 'obfuscated', 'deep-page'] },
        { address: `owen.price@${HOST}`, name: 'Owen Price', title: 'Senior Geotechnical Engineer', pages: ['/en/company/contacts'], cases: ['card', 'honorific', 'obfuscated', 'deep-page'] },
        { address: `claire.dunn@${HOST}`, name: 'Claire Dunn', title: 'Office Manager', pages: ['/en'], cases: ['title-name-line', 'obfuscated', 'hreflang'] },
        { address: `lena.bauer@${HOST}`, name: 'Lena Bauer', title: 'Referentin Unternehmenskommunikation', pages: ['/impressum'], cases: ['label-line', 'obfuscated'] },
        { address: `julia.schreiber@${HOST}`, name: 'Julia Schreiber', title: 'Personalreferentin', titleAlternatives: ['HR Officer'], pages: ['/karriere', '/en/careers'], cases: ['prose', 'plain', 'obfuscated'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/karriere', text: `vorname.nachname@${HOST}` },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `it-service@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:hollweg-whitcombe/eurocode-lastannahmen.git', kind: 'git' },
      ],
    },
  };
}
