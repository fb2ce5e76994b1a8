/**
 * Schornsteinfegerbetrieb Röckl: a district chimney sweep in Landshut, German only, on TYPO3 with
 * its e-mail spam protection ("(at)" in the link text, a Caesar-shifted data-mailto-token). Initial
 * dot surname addresses. The crew as a table with the sweep's own titles, the office clerk in
 * prose whose address a fromCharCode script writes, the data protection officer as "Titel: Name",
 * the energy consultant with his Dipl.-Ing. (FH) as a label line on a service page listed only in a
 * gzip sitemap under a sitemap index, the info mailbox; an old mailbox in a comment, a guild's
 * address, a form placeholder and the sweep-book page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'schornsteinfeger-roeckl.test';

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/leistungen', 'Leistungen'],
  ['/team', 'Unser Team'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Schornsteinfeger Röckl',
  head: ['<meta name="generator" content="TYPO3 CMS">', '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-7f3a1c2e.css" media="all">'],
  header: () =>
    `<header id="page-header"><div class="container"><a class="navbar-brand" href="/"><img src="/fileadmin/user_upload/logo-roeckl.svg" alt="Schornsteinfeger Röckl" width="220"></a>` +
    `<ul class="navbar-nav">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer id="page-footer"><div class="container"><p>Schornsteinfegerbetrieb Röckl · Kehrbezirk Landshut IV · Seligenthaler Straße 22 · 84034 Landshut · Tel. ${tel('0871 4 30 27 18')}</p>` +
    `<p><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | <a href="/intern/kehrbuch">Intern</a></p></div></footer>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

/** TYPO3's spamProtectEmailAddresses: the link's target shifted by one character code, the text with "(at)". */
function typo3Mail(address: string): string {
  const token = [...`mailto:${address}`].map((c) => String.fromCharCode(c.charCodeAt(0) + 1)).join('');
  return `<a href="#" data-mailto-token="${esc(token)}" data-mailto-vector="1">${esc(address.replace('@', '(at)'))}</a>`;
}

const CREW: { name: string; title: string; address: string }[] = [
  { name: 'Markus Röckl', title: 'Bezirksschornsteinfegermeister, Inhaber', address: 'm.roeckl@schornsteinfeger-roeckl.test' },
  { name: 'Thomas Röckl', title: 'Schornsteinfegermeister', address: 't.roeckl@schornsteinfeger-roeckl.test' },
  { name: 'Lena Hartl', title: 'Schornsteinfegergesellin', address: 'l.hartl@schornsteinfeger-roeckl.test' },
  { name: 'Jonas Weigl', title: 'Auszubildender (2. Lehrjahr)', address: 'j.weigl@schornsteinfeger-roeckl.test' },
];

const SABINE = 's.roeckl@schornsteinfeger-roeckl.test';

export function schornsteinfegerRoeckl(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Ihr Schornsteinfeger in Landshut',
    lang: 'de',
    main:
      `<div class="frame frame-default"><h1>Ihr Schornsteinfeger im Kehrbezirk Landshut IV</h1><p>Kehren, Messen, Feuerstättenschau – und ehrliche Beratung, wenn die alte Ölheizung raus soll. Seit drei Generationen in Landshut.</p>` +
      `<p>Allgemeine Anfragen: ${mailto('info@schornsteinfeger-roeckl.test')}</p></div>`,
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    lang: 'de',
    main:
      `<h1>Leistungen</h1><ul><li>Kehr- und Überprüfungsarbeiten nach KÜO</li><li>Abgaswegeüberprüfung und Emissionsmessung (1. BImSchV)</li><li>Feuerstättenschau und Feuerstättenbescheid</li><li>Rauchwarnmelder-Wartung</li><li>Energieberatung und Sanierungsfahrplan</li></ul>`,
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Unser Team',
    lang: 'de',
    main:
      `<h1>Unser Team</h1>\n<!-- Kehrbezirk-Postfach aufgelöst, nicht mehr verlinken: kehrbezirk@schornsteinfeger-roeckl.test -->\n` +
      `<div class="frame frame-type-table"><table class="contenttable contenttable-0"><thead><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr></thead><tbody>\n` +
      CREW.map((c) => `<tr><td>${esc(c.name)}</td><td>${esc(c.title)}</td><td>${typo3Mail(c.address)}</td></tr>`).join('\n') +
      `\n</tbody></table></div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de',
    main:
      `<h1>Kontakt</h1><p>Termine für Kehrung, Messung und Feuerstättenschau vereinbart unsere Bürokraft Sabine Röckl mit Ihnen, am besten per E-Mail an ` +
      `<span class="js-mail"><script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(SABINE)}) + '">' + String.fromCharCode(${charCodes(SABINE)}) + '</a>');</script></span> oder telefonisch Mo–Fr 8–12 Uhr.</p>` +
      `<p>Allgemeine Anfragen: ${mailto('info@schornsteinfeger-roeckl.test')}</p>` +
      `<form class="powermail_form"><label>E-Mail-Adresse <input type="email" name="tx_powermail_pi1[field][email]" placeholder="max.mustermann@beispiel.de"></label><label>Nachricht <textarea name="tx_powermail_pi1[field][text]"></textarea></label><button type="submit">Absenden</button></form>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    lang: 'de',
    main:
      `<h1>Impressum</h1><p>Schornsteinfegerbetrieb Röckl<br>Inhaber: Markus Röckl<br>Seligenthaler Straße 22, 84034 Landshut<br>E-Mail: ${mailto('info@schornsteinfeger-roeckl.test')}</p>` +
      `<p>Berufsbezeichnung: Schornsteinfegermeister (verliehen in Deutschland), bevollmächtigter Bezirksschornsteinfeger für den Kehrbezirk Landshut IV. Zuständige Kammer: Handwerkskammer Niederbayern-Oberpfalz.</p>` +
      `<p>Mitglied der Schornsteinfeger-Innung Niederbayern, ${mailto('info@schornsteinfeger-innung-ndb.test')}</p>`,
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    lang: 'de',
    main:
      `<h1>Datenschutzerklärung</h1><p>Verantwortlich im Sinne der DSGVO ist der Schornsteinfegerbetrieb Röckl, Seligenthaler Straße 22, 84034 Landshut.</p>` +
      `<p>Datenschutzbeauftragter: Karl Obermeier, ${mailto('k.obermeier@schornsteinfeger-roeckl.test')}, Tel. 0871 4 30 27 19</p>`,
  });

  pages['/service/energieberatung'] = page({
    path: '/service/energieberatung',
    title: 'Energieberatung',
    lang: 'de',
    main:
      `<h1>Energieberatung</h1><p>Wir erstellen individuelle Sanierungsfahrpläne (iSFP) und begleiten Sie beim Heizungstausch und den Förderanträgen bei BAFA und KfW.</p>` +
      `<p class="contact-line">Ansprechpartner Energieberatung: Dipl.-Ing. (FH) Florian Maier, Gebäudeenergieberater (HWK), Tel. 0871 4 30 27 20, ${mailto('f.maier@schornsteinfeger-roeckl.test')}</p>`,
  });

  pages['/intern/kehrbuch'] = page({
    path: '/intern/kehrbuch',
    title: 'Kehrbuch',
    lang: 'de',
    main: `<h1>Kehrbuch (intern)</h1><p>Nur für Mitarbeiter. Tagesmeldungen an ${mailto('kehrbuch@schornsteinfeger-roeckl.test')}</p>`,
  });

  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/leistungen', '/team', '/kontakt', '/impressum', '/datenschutz']));
  pages['/sitemap-service.xml.gz'] = gzipXmlPage(urlset(HOST, ['/service/energieberatung']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intern/\nDisallow: /typo3/\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-service.xml.gz']),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-13',
      languages: ['de'],
      addresses: [
        ...CREW.map((c) => ({ address: c.address, name: c.name, title: c.title, pages: ['/team'], cases: ['table', 'obfuscated', ln] as CaseKind[] })),
        { address: SABINE, name: 'Sabine Röckl', title: 'Bürokraft', pages: ['/kontakt'], encoded: { kind: 'charcodes', text: charCodes(SABINE) }, cases: ['prose', 'script-charcode', ln] },
        { address: 'k.obermeier@schornsteinfeger-roeckl.test', name: 'Karl Obermeier', title: 'Datenschutzbeauftragter', pages: ['/datenschutz'], cases: ['title-name-line', 'plain', ln] },
        {
          address: 'f.maier@schornsteinfeger-roeckl.test',
          name: 'Florian Maier',
          title: 'Gebäudeenergieberater (HWK)',
          pages: ['/service/energieberatung'],
          cases: ['label-line', 'honorific', 'sitemap-index', 'sitemap-gzip', 'plain'],
        },
        { address: 'info@schornsteinfeger-roeckl.test', name: null, title: null, pages: ['/', '/kontakt', '/impressum'], cases: ['role', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/intern/kehrbuch'],
      nonAddresses: [
        { text: 'kehrbuch@schornsteinfeger-roeckl.test', kind: 'disallowed' },
        { text: 'kehrbezirk@schornsteinfeger-roeckl.test', kind: 'comment' },
        { text: 'info@schornsteinfeger-innung-ndb.test', kind: 'other-company' },
        { text: 'max.mustermann@beispiel.de', kind: 'placeholder' },
      ],
    },
  };
}
