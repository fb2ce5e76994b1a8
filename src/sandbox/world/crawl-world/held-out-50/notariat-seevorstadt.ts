/**
 * Notariat Seevorstadt: a notary's office in Biel/Bienne, on TYPO3, in Swiss German with French
 * pages (the bilingual town). The notaries, the clerk and the apprentice as TYPO3 text-and-image
 * cards on "Team" and "Équipe" (honorific "lic. iur.", post-nominal "MLaw"); every address goes
 * through TYPO3's e-mail spam protection, shown as "name(at)domain" with an encrypted mailto
 * token. The secretariat's head as "Title: Name" on both contact pages, the French-speaking clerk
 * only on the French contact page (two links deep), the responsible notary as the Impressum's
 * label line, and the legal assistant in a news article listed only in the news child sitemap.
 * The contact page states the address scheme; the client portal (disallowed) and the form's
 * placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'notariat-seevorstadt.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's linkTo_UnCryptMailto encryption (offset per character range). */
function typo3Token(text: string, offset = 2): string {
  const shift = (code: number, start: number, end: number) => start + ((code - start + offset) % (end - start + 1));
  return [...text]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (c >= 0x2b && c <= 0x3a) return String.fromCharCode(shift(c, 0x2b, 0x3a));
      if (c >= 0x40 && c <= 0x5a) return String.fromCharCode(shift(c, 0x40, 0x5a));
      if (c >= 0x61 && c <= 0x7a) return String.fromCharCode(shift(c, 0x61, 0x7a));
      return ch;
    })
    .join('');
}

/** A protected mailto link as TYPO3 renders it (spamProtectEmailAddresses = 2, atSubst = (at)). */
function protectedMail(local: string): string {
  const address = `${local}@${HOST}`;
  return `<a href="#" data-mailto-token="${esc(typo3Token(`mailto:${address}`))}" data-mailto-vector="2">${esc(local)}(at)${HOST}</a>`;
}

const MENU: Record<string, [string, string][]> = {
  de: [
    ['/', 'Startseite'],
    ['/dienstleistungen', 'Dienstleistungen'],
    ['/team', 'Team'],
    ['/kontakt', 'Kontakt'],
  ],
  fr: [
    ['/fr', 'Accueil'],
    ['/fr/prestations', 'Prestations'],
    ['/fr/equipe', 'Équipe'],
    ['/fr/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Notariat Seevorstadt',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3conf/ext/sitepackage_notariat/Resources/Public/Css/main.min.css?1731420117" media="all">',
    '<link rel="icon" href="/typo3conf/ext/sitepackage_notariat/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">',
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('fr') ? 'fr' : 'de';
    return (
      `<header class="page-header"><div class="container"><a class="brand" href="${lang === 'fr' ? '/fr' : '/'}"><img src="/fileadmin/user_upload/logo-notariat-seevorstadt.svg" alt="Notariat Seevorstadt" width="240" height="52"></a>` +
      `<nav class="main-nav" aria-label="Hauptnavigation"><ul>${MENU[lang]!.map(([href, label]) => `<li${href === spec.path ? ' class="active"' : ''}><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>` +
      `<ul class="language-menu"><li${lang === 'de' ? ' class="active"' : ''}><a href="/" hreflang="de-CH">DE</a></li><li${lang === 'fr' ? ' class="active"' : ''}><a href="/fr" hreflang="fr-CH">FR</a></li></ul></div></header>`
    );
  },
  footer: (spec) => {
    const fr = spec.lang.startsWith('fr');
    return (
      `<footer class="page-footer"><div class="container"><div class="row">` +
      `<div class="col"><p><strong>Notariat Seevorstadt</strong><br>Seevorstadt 57<br>2502 Biel/Bienne</p></div>` +
      `<div class="col"><p>${fr ? 'Tél.' : 'Tel.'} ${tel('032 322 41 70')}<br>${protectedMail('info')}</p></div>` +
      `<div class="col"><p>${fr ? 'Lu–ve 8h00–12h00 / 13h30–17h30' : 'Mo–Fr 8.00–12.00 / 13.30–17.30 Uhr'}</p></div>` +
      `</div><p class="meta"><a href="/impressum">Impressum</a> · <a href="/datenschutz">${fr ? 'Protection des données' : 'Datenschutz'}</a> · <a href="/intern">${fr ? 'Portail clients' : 'Mandantenportal'}</a></p></div></footer>` +
      `<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1729151422"></script>`
    );
  },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de-CH' });
const ce = (html: string, type = 'text'): string => `<div id="c${100 + html.length % 900}" class="frame frame-default frame-type-${type} frame-layout-0">${html}</div>`;

type Member = { name: string; shown: string; de: string; fr: string; local: string; img: string };
const TEAM: Member[] = [
  { name: 'Hans-Peter Moser', shown: 'lic. iur. Hans-Peter Moser', de: 'Notar', fr: 'notaire', local: 'hans-peter.moser', img: 'moser' },
  { name: 'Sandra Rochat', shown: 'Sandra Rochat, MLaw', de: 'Notarin und Partnerin', fr: 'notaire et associée', local: 'sandra.rochat', img: 'rochat' },
  { name: 'Marco Zbinden', shown: 'Marco Zbinden', de: 'Notariatsangestellter, Grundbuch und Erbrecht', fr: 'employé de notariat, registre foncier et successions', local: 'marco.zbinden', img: 'zbinden' },
  { name: 'Lea Schmid', shown: 'Lea Schmid', de: 'Lernende Kauffrau EFZ', fr: 'apprentie employée de commerce CFC', local: 'lea.schmid', img: 'schmid' },
];

const card = (m: Member, lang: 'de' | 'fr'): string =>
  `<div class="ce-textpic ce-center ce-above"><div class="ce-gallery"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/team/csm_${m.img}_4c1e2a7b3d.jpg" width="300" height="360" alt="${esc(m.name)}"></figure></div>` +
  `<div class="ce-bodytext"><h3>${esc(m.shown)}</h3><p>${esc(lang === 'de' ? m.de : m.fr)}</p><p>${protectedMail(m.local)}</p></div></div>`;

const ARTICLE = '/aktuell/erbvertrag-und-testament-was-gilt-seit-2023';

export function notariatSeevorstadt(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alternates = (de: string, fr: string) => ({ 'de-CH': de, 'fr-CH': fr });

  pages['/'] = page({
    path: '/',
    title: 'Notariat in Biel',
    alternates: alternates('/', '/fr'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        name: 'Notariat Seevorstadt',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Seevorstadt 57', postalCode: '2502', addressLocality: 'Biel/Bienne', addressCountry: 'CH' },
        telephone: '+41 32 322 41 70',
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `info@${HOST}`, telephone: '+41 32 322 41 70', availableLanguage: ['German', 'French'] },
      },
    ],
    main: ce(
      `<h1>Ihr Notariat im Herzen von Biel</h1><p>Wir beurkunden Grundstückkäufe, Eheverträge, Erbverträge und Testamente, gründen Ihre GmbH oder AG und begleiten Sie bei der Nachlassplanung – auf Deutsch und auf Französisch.</p>` +
        `<p><a href="/dienstleistungen">Unsere Dienstleistungen</a> · <a href="/team">Das Team</a> · <a href="/kontakt">Termin vereinbaren</a></p>`,
    ),
  });

  pages['/fr'] = page({
    path: '/fr',
    title: 'Notariat à Bienne',
    lang: 'fr-CH',
    alternates: alternates('/', '/fr'),
    main: ce(`<h1>Votre notaire au centre de Bienne</h1><p>Actes de vente immobilière, contrats de mariage, pactes successoraux et testaments, fondation de sociétés : nous vous conseillons en français et en allemand.</p><p><a href="/fr/equipe">Notre équipe</a> · <a href="/fr/contact">Prendre rendez-vous</a></p>`),
  });

  pages['/dienstleistungen'] = page({
    path: '/dienstleistungen',
    title: 'Dienstleistungen',
    alternates: alternates('/dienstleistungen', '/fr/prestations'),
    main: ce(`<h1>Dienstleistungen</h1><ul><li>Grundstückkauf und Schenkung</li><li>Stockwerkeigentum</li><li>Ehe- und Erbverträge, Testamente</li><li>Vorsorgeauftrag</li><li>Gesellschaftsgründungen und Kapitalerhöhungen</li><li>Beglaubigungen</li></ul><p>Die Gebühren richten sich nach dem Notariatstarif des Kantons Bern.</p>`),
  });

  pages['/fr/prestations'] = page({
    path: '/fr/prestations',
    title: 'Prestations',
    lang: 'fr-CH',
    alternates: alternates('/dienstleistungen', '/fr/prestations'),
    main: ce(`<h1>Prestations</h1><ul><li>Vente et donation immobilières</li><li>Propriété par étages</li><li>Contrats de mariage, pactes successoraux, testaments</li><li>Mandat pour cause d’inaptitude</li><li>Fondations de sociétés</li><li>Légalisations</li></ul>`),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Team',
    alternates: alternates('/team', '/fr/equipe'),
    main: ce(`<h1>Unser Team</h1><p>Vier Personen, zwei Sprachen, ein Ziel: klare und sichere Verträge.</p>`) + ce(`<div class="row team">${TEAM.map((m) => `<div class="col-md-6 col-lg-3">${card(m, 'de')}</div>`).join('')}</div>`, 'textpic'),
  });

  pages['/fr/equipe'] = page({
    path: '/fr/equipe',
    title: 'Équipe',
    lang: 'fr-CH',
    alternates: alternates('/team', '/fr/equipe'),
    main: ce(`<h1>Notre équipe</h1>`) + ce(`<div class="row team">${TEAM.map((m) => `<div class="col-md-6 col-lg-3">${card(m, 'fr')}</div>`).join('')}</div>`, 'textpic'),
  });

  const form = (lang: 'de' | 'fr') =>
    `<form class="powermail_form" action="${lang === 'de' ? '/kontakt' : '/fr/contact'}" method="post"><fieldset><label for="pm-name">${lang === 'de' ? 'Name' : 'Nom'}</label><input id="pm-name" name="tx_powermail_pi1[field][name]" type="text" required>` +
    `<label for="pm-mail">E-Mail</label><input id="pm-mail" name="tx_powermail_pi1[field][email]" type="email" placeholder="vorname.name@beispiel.ch" required>` +
    `<label for="pm-msg">${lang === 'de' ? 'Ihr Anliegen' : 'Votre message'}</label><textarea id="pm-msg" name="tx_powermail_pi1[field][nachricht]"></textarea><button type="submit">${lang === 'de' ? 'Senden' : 'Envoyer'}</button></fieldset></form>`;

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    alternates: alternates('/kontakt', '/fr/contact'),
    main:
      ce(
        `<h1>Kontakt</h1><p>Notariat Seevorstadt<br>Seevorstadt 57<br>2502 Biel/Bienne</p><p>Telefon ${tel('032 322 41 70')}<br>Allgemeine Anfragen: ${protectedMail('info')}</p>` +
          `<p>Leiterin Sekretariat: Nicole Gerber, ${protectedMail('nicole.gerber')}</p>` +
          `<p>Sie erreichen alle Mitarbeitenden direkt; unsere E-Mail-Adressen lauten vorname.nachname@${HOST}. Bitte senden Sie uns keine Originaldokumente per E-Mail.</p>`,
      ) + ce(form('de'), 'form_formframework'),
  });

  pages['/fr/contact'] = page({
    path: '/fr/contact',
    title: 'Contact',
    lang: 'fr-CH',
    alternates: alternates('/kontakt', '/fr/contact'),
    main:
      ce(
        `<h1>Contact</h1><p>Notariat Seevorstadt<br>Faubourg du Lac 57<br>2502 Biel/Bienne</p><p>Tél. ${tel('032 322 41 70')}<br>Demandes générales : ${protectedMail('info')}</p>` +
          `<p>Responsable du secrétariat : Nicole Gerber, ${protectedMail('nicole.gerber')}</p>` +
          `<p>Rendez-vous en français : Claire Vuilleumier, employée de notariat, ${protectedMail('claire.vuilleumier')}</p>`,
      ) + ce(form('fr'), 'form_formframework'),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(
      `<h1>Impressum</h1><p>Notariat Seevorstadt<br>Rochat &amp; Moser Notare<br>Seevorstadt 57, 2502 Biel/Bienne</p><p>UID: CHE-318.442.907 MWST</p>` +
        `<p>Aufsichtsbehörde: Justiz-, Gemeinde- und Kirchendirektion des Kantons Bern. Die Notarinnen und Notare sind im Notariatsregister des Kantons Bern eingetragen.</p>` +
        `<p>Verantwortlich für den Inhalt: Sandra Rochat, Notarin, Seevorstadt 57, 2502 Biel/Bienne, ${protectedMail('sandra.rochat')}</p>` +
        `<p>Gestaltung und Umsetzung: Atelier Taubenloch, Biel</p>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce('<h1>Datenschutzerklärung</h1><p>Wir bearbeiten Personendaten nach dem Bundesgesetz über den Datenschutz (DSG). Ihre Daten unterliegen zudem dem Berufsgeheimnis.</p>') });

  pages['/intern'] = page({
    path: '/intern',
    title: 'Mandantenportal',
    main: ce(`<h1>Mandantenportal</h1><p>Bitte melden Sie sich mit Ihren Zugangsdaten an. Probleme beim Login: portal@${HOST}</p><form action="/intern" method="post"><input name="user" type="text"><input name="pass" type="password"><button>Anmelden</button></form>`),
  });

  pages[ARTICLE] = page({
    path: ARTICLE,
    title: 'Erbvertrag und Testament: was gilt seit 2023?',
    main: ce(
      `<article class="news-single"><h1>Erbvertrag und Testament: was gilt seit 2023?</h1><p class="news-date"><time datetime="2025-02-11">11.02.2025</time></p>` +
        `<p>Seit dem 1. Januar 2023 sind die Pflichtteile der Nachkommen kleiner, jener der Eltern ist ganz weggefallen. Wer ein Testament oder einen Erbvertrag vor 2023 errichtet hat, sollte prüfen, ob die Verfügung noch dem eigenen Willen entspricht.</p>` +
        `<p>Haben Sie Fragen zu Ihrem bestehenden Testament? Julia Keller, MLaw, unsere juristische Mitarbeiterin, prüft Ihre Unterlagen gerne vorab: ${protectedMail('julia.keller')}.</p></article>`,
    ),
  });

  const mainPages = ['/', '/fr', '/dienstleistungen', '/fr/prestations', '/team', '/fr/equipe', '/kontakt', '/fr/contact', '/impressum', '/datenschutz'];
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, mainPages, '2025-02-11'));
  pages['/sitemap-news.xml'] = xmlPage(urlset(HOST, [ARTICLE], '2025-02-11'));

  const alt = (m: Member) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.de, titleAlternatives: [m.fr] });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3temp/\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-news.xml'], '2025-02-11'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.24' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-50',
      languages: ['de', 'fr'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/fr/contact'], cases: ['role', 'obfuscated', 'json-ld-contact-point'] },
        { ...alt(TEAM[0]!), pages: ['/team', '/fr/equipe'], cases: ['card', 'honorific', 'obfuscated', 'link-non-english'] },
        { ...alt(TEAM[1]!), pages: ['/team', '/fr/equipe', '/impressum'], cases: ['card', 'post-nominal', 'label-line', 'obfuscated', 'link-non-english'] },
        { ...alt(TEAM[2]!), pages: ['/team', '/fr/equipe'], cases: ['card', 'obfuscated', 'link-non-english'] },
        { ...alt(TEAM[3]!), pages: ['/team', '/fr/equipe'], cases: ['card', 'obfuscated', 'link-non-english'] },
        { address: `nicole.gerber@${HOST}`, name: 'Nicole Gerber', title: 'Leiterin Sekretariat', titleAlternatives: ['Responsable du secrétariat'], pages: ['/kontakt', '/fr/contact'], cases: ['title-name-line', 'obfuscated', 'link-non-english'] },
        { address: `claire.vuilleumier@${HOST}`, name: 'Claire Vuilleumier', title: 'employée de notariat', pages: ['/fr/contact'], cases: ['name-title-line', 'deep-page', 'obfuscated'] },
        { address: `julia.keller@${HOST}`, name: 'Julia Keller', title: 'juristische Mitarbeiterin', pages: [ARTICLE], cases: ['prose', 'post-nominal', 'sitemap-index', 'obfuscated'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'vorname.name@beispiel.ch', kind: 'placeholder' },
      ],
    },
  };
}
