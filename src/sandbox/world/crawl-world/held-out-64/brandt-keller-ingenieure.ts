/**
 * Brandt + Keller Beratende Ingenieure: a structural and building-services engineering
 * consultancy in Stuttgart, on TYPO3 v12 (bootstrap_package, fluid_styled_content frames, the
 * spam protection that writes "(at)" and a data-mailto-token). German first: "Ansprechpartner"
 * lists the partners and team leads as definition lists with "Dipl.-Ing. (FH)", "Dr.-Ing." and
 * "M.Eng."; "Presse" has a Pressekontakt line; "Karriere" names the HR officer and links the
 * firm's open-source tool by a git URL. The contact page states the address scheme. The English
 * pages have no visible switcher and are reached through the hreflang alternates; their contact
 * page gives the managing director's English title and the head of international projects. The
 * intranet (disallowed), an HTML comment and the external data protection officer are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'brandt-keller.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's link encryption (spamProtectEmailAddresses = 2): shift within '+'..':', 'A'..'Z' ('@' included), 'a'..'z'. */
function typo3Token(text: string, offset = 2): string {
  const shift = (n: number, start: number, end: number): number => {
    const m = n + offset;
    return m > end ? start + (m - end - 1) : m;
  };
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

/** An address as TYPO3 renders it with spam protection on. */
const protectedMail = (address: string): string =>
  `<a href="#" data-mailto-token="${esc(typo3Token(`mailto:${address}`))}" data-mailto-vector="2">${esc(address.replace('@', '(at)'))}</a>`;

const MENU_DE: [string, string][] = [
  ['/unternehmen', 'Unternehmen'],
  ['/leistungen', 'Leistungen'],
  ['/ansprechpartner', 'Ansprechpartner'],
  ['/presse', 'Presse'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/contact', 'Contact'],
];

let frame = 200;
const ce = (html: string, type = 'text'): string => `<div id="c${frame}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-container"><div class="frame-inner">${(frame++, html)}</div></div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Brandt + Keller Beratende Ingenieure',
  head: [
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    '<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-5f2a9c1e.css?1731505224" media="all">',
    '<link rel="stylesheet" href="/_assets/bk_sitepackage/Css/main.css?1731505198" media="all">',
    '<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Contrib/es-module-shims.min.js?1731505224"></script>',
  ],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const menu = en ? MENU_EN : MENU_DE;
    return (
      `<div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>${en ? 'Skip to main content' : 'Zum Hauptinhalt springen'}</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
      `<a class="navbar-brand navbar-brand-image" title="Brandt + Keller Beratende Ingenieure" href="${en ? '/en' : '/'}"><img class="navbar-brand-logo-normal" src="/fileadmin/bk/logo/bk-logo.svg" alt="Brandt + Keller Logo" height="52" width="180"></a>` +
      `<nav aria-label="${en ? 'Main navigation' : 'Hauptnavigation'}" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${menu
        .map(([h, l]) => `<li class="nav-item${h === p.path ? ' active' : ''}"><a href="${h}" id="nav-item-${h.replace(/\W/g, '') || 'home'}" class="nav-link" title="${esc(l)}"${h === p.path ? ' aria-current="page"' : ''}><span class="nav-link-text">${esc(l)}</span></a></li>`)
        .join('')}</ul></nav>` +
      `<div class="language-menu" data-language-switch><button type="button" class="btn btn-sm" aria-haspopup="true">${en ? 'EN' : 'DE'}</button></div></div></header>` +
      `<div id="page-content" class="bp-page-content main-section"><!--TYPO3SEARCH_begin-->`
    );
  },
  footer: (p) => {
    const en = p.lang.startsWith('en');
    return (
      `<!--TYPO3SEARCH_end--></div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
      `<p><strong>Brandt + Keller Beratende Ingenieure GmbH</strong><br>Rotebühlstraße 121<br>70178 Stuttgart<br>${tel('+49 711 469 218-0')}</p></div>` +
      `<div class="section-column footer-section-content-column footer-section-content-column-right"><p>${en ? 'Member of the Ingenieurkammer Baden-Württemberg' : 'Mitglied der Ingenieurkammer Baden-Württemberg'}</p></div></div></div></section>` +
      `<section class="section footer-section footer-section-meta"><div class="frame frame-default frame-background-none frame-space-before-none frame-space-after-none"><div class="frame-container"><div class="frame-inner"><div class="footer-meta"><ul class="footer-meta-nav">` +
      `<li><a href="/impressum">${en ? 'Legal notice' : 'Impressum'}</a></li><li><a href="/datenschutz">${en ? 'Privacy' : 'Datenschutz'}</a></li><li><a href="/intern">Intranet</a></li></ul></div>` +
      `<div class="footer-copyright"><p>© 2025 Brandt + Keller Beratende Ingenieure GmbH</p></div></div></div></div></section></footer></div>`
    );
  },
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  bodyEnd: [
    '<script src="/typo3temp/assets/compressed/merged-a2c6f1b0e9d35a7c4b18f0e2d6c3b9a1-min.js?1731505224"></script>',
    '<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/email-protection.js?1731505224"></script>',
  ],
};

const DE_ALT = { de: '/', en: '/en', 'x-default': '/' };
const de = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-DE' });
const en = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

type Contact = { shown: string; name: string; title: string; local: string; area: string; phone: string; honorific?: boolean; postNominal?: boolean };
const CONTACTS: Contact[] = [
  { shown: 'Dipl.-Ing. (FH) Matthias Brandt', name: 'Matthias Brandt', title: 'Geschäftsführender Gesellschafter', local: 'matthias.brandt', area: 'Geschäftsführung', phone: '+49 711 469 218-10', honorific: true },
  { shown: 'Dr.-Ing. Sabine Keller', name: 'Sabine Keller', title: 'Geschäftsführerin, Leitung Tragwerksplanung', local: 'sabine.keller', area: 'Geschäftsführung', phone: '+49 711 469 218-11', honorific: true },
  { shown: 'Dipl.-Ing. Jürgen Hölzl', name: 'Jürgen Hölzl', title: 'Prokurist, Leitung Technische Gebäudeausrüstung', local: 'juergen.hoelzl', area: 'TGA', phone: '+49 711 469 218-30', honorific: true },
  { shown: 'Katrin Vogt, M.Eng.', name: 'Katrin Vogt', title: 'Projektleiterin Brücken- und Ingenieurbau', local: 'katrin.vogt', area: 'Ingenieurbau', phone: '+49 711 469 218-24', postNominal: true },
  { shown: 'Stefan Albers', name: 'Stefan Albers', title: 'Bauüberwachung und SiGeKo', local: 'stefan.albers', area: 'Bauüberwachung', phone: '+49 711 469 218-41' },
];

const dl = (c: Contact): string =>
  `<div class="contact-person"><img src="/fileadmin/_processed_/b/3/csm_${c.local.replace('.', '-')}_9f2e1c7a4d.jpg" width="240" height="300" alt="${esc(c.name)}" loading="lazy"><dl class="contact-person-data"><dt>${esc(c.shown)}</dt><dd class="position">${esc(c.title)}</dd><dd>Telefon: ${tel(c.phone)}</dd><dd>E-Mail: ${protectedMail(`${c.local}@${HOST}`)}</dd></dl></div>`;

export function brandtKellerIngenieure(): CrawlWorldSite {
  frame = 200;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = de({
    path: '/',
    title: 'Tragwerksplanung und TGA aus Stuttgart',
    description: 'Beratende Ingenieure für Tragwerksplanung, Brückenbau, Technische Gebäudeausrüstung und Bauüberwachung in Stuttgart.',
    alternates: DE_ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Brandt + Keller Beratende Ingenieure GmbH',
        url: `${ORIGIN}/`,
        telephone: '+49 711 469218-0',
        address: { '@type': 'PostalAddress', streetAddress: 'Rotebühlstraße 121', postalCode: '70178', addressLocality: 'Stuttgart', addressCountry: 'DE' },
        foundingDate: '1996',
      },
    ],
    main:
      ce(`<header class="frame-header"><h1 class="element-header"><span>Wir planen, was trägt.</span></h1></header><p>Seit 1996 planen wir Tragwerke, Brücken und die technische Gebäudeausrüstung für öffentliche und private Bauherren in Baden-Württemberg – von der Grundlagenermittlung bis zur Objektbetreuung (LPH 1–9 HOAI).</p>`) +
      ce(`<p><a href="/leistungen">Unsere Leistungen</a> · <a href="/ansprechpartner">Ihre Ansprechpartner</a> · <a href="/karriere">Wir suchen Verstärkung</a></p>`),
  });

  pages['/unternehmen'] = de({
    path: '/unternehmen',
    title: 'Unternehmen',
    alternates: { de: '/unternehmen' },
    main: ce(`<h1>Unternehmen</h1><p>Gegründet 1996 von Dipl.-Ing. (FH) Matthias Brandt, seit 2009 gemeinsam mit Dr.-Ing. Sabine Keller geführt: heute 38 Ingenieurinnen, Ingenieure und Technische Systemplaner an zwei Standorten (Stuttgart und Heilbronn).</p>`),
  });

  pages['/leistungen'] = de({
    path: '/leistungen',
    title: 'Leistungen',
    main: ce(`<h1>Leistungen</h1><ul><li>Tragwerksplanung im Hoch- und Industriebau</li><li>Brücken- und Ingenieurbau, Bauwerksprüfung nach DIN 1076</li><li>Technische Gebäudeausrüstung (HLS, Elektro, MSR)</li><li>Bauüberwachung und Sicherheits- und Gesundheitsschutzkoordination</li><li>Energieberatung und BEG-Nachweise</li></ul>`),
  });

  pages['/ansprechpartner'] = de({
    path: '/ansprechpartner',
    title: 'Ansprechpartner',
    main:
      ce(`<h1>Ihre Ansprechpartner</h1><p>Sie erreichen uns montags bis donnerstags von 8:00 bis 17:00 Uhr und freitags bis 14:00 Uhr.</p>`) +
      ce(`<div class="contact-persons row">${CONTACTS.map(dl).join('')}</div>`, 'tt_address_pi1'),
  });

  pages['/presse'] = de({
    path: '/presse',
    title: 'Presse',
    main:
      ce(`<h1>Presse</h1><article class="news-list-item"><h2>Neckarbrücke Plochingen: Ersatzneubau termingerecht freigegeben</h2><p class="news-list-date"><time datetime="2025-04-11">11.04.2025</time></p><p>Nach 22 Monaten Bauzeit wurde der Ersatzneubau der Neckarbrücke für den Verkehr freigegeben. Brandt + Keller verantwortete Entwurfs-, Genehmigungs- und Ausführungsplanung sowie die Bauüberwachung.</p></article>`) +
      ce(`<p class="press-contact"><strong>Pressekontakt:</strong> Julia Neumann, Referentin Unternehmenskommunikation, Rotebühlstraße 121, 70178 Stuttgart, Tel. ${tel('+49 711 469 218-15')}, <a href="mailto:julia.neumann@${HOST}">julia.neumann@${HOST}</a></p>`),
  });

  pages['/karriere'] = de({
    path: '/karriere',
    title: 'Karriere',
    main:
      ce(`<h1>Karriere bei Brandt + Keller</h1><h2>Wir suchen</h2><ul><li>Bauingenieur (m/w/d) Tragwerksplanung, Vollzeit</li><li>Technischer Systemplaner (m/w/d) Versorgungs- und Ausrüstungstechnik</li><li>Werkstudent (m/w/d) Bauingenieurwesen</li></ul>`) +
      ce(
        `<p>Ihre Ansprechpartnerin: Laura Schmitt, Personalreferentin, Tel. ${tel('+49 711 469 218-17')}, ${protectedMail(`laura.schmitt@${HOST}`)}. Bewerbungen bitte als ein PDF an ${protectedMail(`bewerbung@${HOST}`)}.</p>` +
          `<p>Für Studierende: Unsere Bemessungshilfen für Stahlbetonstützen sind Open Source – <code>git clone git@github.com:brandt-keller/stuetzen-bemessung.git</code></p>`,
      ),
  });

  pages['/kontakt'] = de({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      ce(`<h1>Kontakt</h1><p>Brandt + Keller Beratende Ingenieure GmbH<br>Rotebühlstraße 121<br>70178 Stuttgart</p><p>Telefon: ${tel('+49 711 469 218-0')}<br>E-Mail: ${protectedMail(`info@${HOST}`)}</p>`) +
      ce(`<p>Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie direkt unter vorname.nachname@brandt-keller.test (Umlaute bitte ausschreiben: ä = ae, ö = oe, ü = ue).</p>`) +
      `<!-- alte Sammeladresse, nicht mehr verwenden: technik@brandt-keller.test -->`,
  });

  pages['/impressum'] = de({
    path: '/impressum',
    title: 'Impressum',
    main: ce(
      `<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><p>Brandt + Keller Beratende Ingenieure GmbH<br>Rotebühlstraße 121<br>70178 Stuttgart</p><p><strong>Vertreten durch die Geschäftsführer:</strong><br>Dipl.-Ing. (FH) Matthias Brandt<br>Dr.-Ing. Sabine Keller</p>` +
        `<p><strong>Kontakt:</strong><br>Telefon: +49 711 469 218-0<br>E-Mail: ${protectedMail(`info@${HOST}`)}</p><p>Registergericht: Amtsgericht Stuttgart, HRB 21873<br>USt-IdNr.: DE 147 258 369</p>` +
        `<p><strong>Berufsbezeichnung:</strong> Beratende Ingenieure (verliehen in der Bundesrepublik Deutschland), Mitglied der Ingenieurkammer Baden-Württemberg.</p>`,
    ),
  });

  pages['/datenschutz'] = de({
    path: '/datenschutz',
    title: 'Datenschutz',
    main: ce(`<h1>Datenschutzerklärung</h1><p>Unseren externen Datenschutzbeauftragten erreichen Sie unter: DSB Süd GmbH, Königstraße 10, 70173 Stuttgart, kontakt@dsb-sued.test.</p>`),
  });

  pages['/intern'] = de({
    path: '/intern',
    title: 'Intranet',
    main: ce(`<h1>Intranet</h1><p>Anmeldung nur für Mitarbeitende. Passwort vergessen? Schreiben Sie an <a href="mailto:it-support@${HOST}">it-support@${HOST}</a>.</p>`),
  });

  pages['/en'] = en({
    path: '/en',
    title: 'Structural and building services engineering, Stuttgart',
    alternates: DE_ALT,
    main: ce(`<h1>Engineering that carries</h1><p>Since 1996 we have designed structures, bridges and building services for public and private clients across southern Germany and, increasingly, in Austria and Switzerland.</p><p><a href="/en/contact">Contact us</a></p>`),
  });

  pages['/en/contact'] = en({
    path: '/en/contact',
    title: 'Contact',
    alternates: { de: '/kontakt', en: '/en/contact' },
    main: ce(
      `<h1>Contact</h1><p>Brandt + Keller Beratende Ingenieure GmbH, Rotebühlstraße 121, 70178 Stuttgart, Germany · ${tel('+49 711 469 218-0')}</p>` +
        `<ul class="contact-list"><li>Dr.-Ing. Sabine Keller, Managing Director, Head of Structural Design – ${protectedMail(`sabine.keller@${HOST}`)}</li>` +
        `<li>Thomas Wagner, M.Sc., Head of International Projects – ${protectedMail(`thomas.wagner@${HOST}`)}</li></ul>`,
    ),
  });

  const contactCases = (c: Contact) =>
    [
      'definition-list' as const,
      'obfuscated' as const,
      'link-non-english' as const,
      ...(c.honorific ? (['honorific'] as const) : []),
      ...(c.postNominal ? (['post-nominal'] as const) : []),
    ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nDisallow: /*?tx_solr\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/unternehmen', '/leistungen', '/ansprechpartner', '/presse', '/karriere', '/kontakt', '/impressum', '/datenschutz'], '2025-04-11'),
      pages,
      headers: { Server: 'Apache', 'X-Frame-Options': 'SAMEORIGIN', 'Content-Language': 'de' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-64',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt', '/impressum'], cases: ['role', 'obfuscated', 'link-non-english'] },
        { address: `bewerbung@${HOST}`, name: null, title: null, pages: ['/karriere'], cases: ['role', 'obfuscated', 'link-non-english'] },
        ...CONTACTS.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          ...(c.local === 'sabine.keller' ? { titleAlternatives: ['Managing Director, Head of Structural Design'] } : {}),
          pages: c.local === 'sabine.keller' ? ['/ansprechpartner', '/en/contact'] : ['/ansprechpartner'],
          cases: contactCases(c),
        })),
        { address: `julia.neumann@${HOST}`, name: 'Julia Neumann', title: 'Referentin Unternehmenskommunikation', pages: ['/presse'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `laura.schmitt@${HOST}`, name: 'Laura Schmitt', title: 'Personalreferentin', pages: ['/karriere'], cases: ['label-line', 'obfuscated', 'link-non-english'] },
        {
          address: `thomas.wagner@${HOST}`,
          name: 'Thomas Wagner',
          title: 'Head of International Projects',
          pages: ['/en/contact'],
          cases: ['name-title-line', 'post-nominal', 'hreflang', 'deep-page', 'obfuscated'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: 'vorname.nachname@brandt-keller.test' },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: 'vorname.nachname@brandt-keller.test', kind: 'scheme' },
        { text: `technik@${HOST}`, kind: 'comment' },
        { text: `it-support@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:brandt-keller/stuetzen-bemessung.git', kind: 'git' },
        { text: 'kontakt@dsb-sued.test', kind: 'other-company' },
      ],
    },
  };
}
