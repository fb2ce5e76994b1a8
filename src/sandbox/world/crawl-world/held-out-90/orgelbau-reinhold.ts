/**
 * Orgelbau Reinhold: an organ-building workshop in Leipzig-Plagwitz (Saxony) on TYPO3, German
 * with an English page reached through hreflang. Staff in a table, one address by charcodes, a
 * label line in the Impressum, a news article only in a sitemap robots.txt names.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'orgelbau-reinhold.test';
const O = `http://${HOST}`;
const CC = charCodes(`katrin.seidel@${HOST}`);
const CC_SCRIPT = `<script>document.write('<a href="mailto:' + String.fromCharCode(${CC}) + '">' + String.fromCharCode(${CC}) + '</a>');</script>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Orgelbau Reinhold Leipzig',
  head: ['<meta name="generator" content="TYPO3 CMS">', '<link rel="stylesheet" href="/typo3conf/ext/sitepackage/Resources/Public/Css/main.css">'],
  header: (s) =>
    `<header class="page-header"><a href="${s.lang === 'en' ? '/en' : '/'}"><img src="/fileadmin/user_upload/logo-reinhold@2x.png" alt="Orgelbau Reinhold"></a><nav><ul>` +
    (s.lang === 'en'
      ? `<li><a href="/en">Home</a></li><li><a href="/en/contact">Contact</a></li><li><a href="/">Deutsch</a></li>`
      : `<li><a href="/">Start</a></li><li><a href="/werkstatt/team">Werkstatt &amp; Team</a></li><li><a href="/restaurierung">Restaurierung</a></li><li><a href="/kontakt">Kontakt</a></li>`) +
    `</ul></nav></header>`,
  footer: () =>
    `<footer class="page-footer"><p>Orgelbau Reinhold GmbH · Zschochersche Straße 48 · 04229 Leipzig · ${tel('0341 4927 310')} · ${mailto(`info@${HOST}`)}</p><p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/intern">Mitarbeiterbereich</a></p></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
};
const page = (s: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...s, lang: s.lang ?? 'de' });
const ALT = { de: '/', en: '/en' };

export function orgelbauReinhold(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Orgelbau seit 1991',
    alternates: ALT,
    main: `<div class="frame frame-default"><h1>Orgeln bauen, pflegen, bewahren</h1><p>Seit 1991 bauen wir in Plagwitz neue Orgeln und restaurieren historische Instrumente in Sachsen, Thüringen und darüber hinaus – von der Dorfkirche bis zur Konzerthalle.</p><p><a href="/werkstatt/team">Unsere Werkstatt</a> · <a href="/kontakt">Anfahrt und Kontakt</a></p></div>`,
  });
  pages['/werkstatt/team'] = page({
    path: '/werkstatt/team',
    title: 'Werkstatt & Team',
    main:
      `<div class="frame frame-default"><h1>Unsere Mitarbeiterinnen und Mitarbeiter</h1><p>Zwölf Orgelbauer, Tischler und Intonateure arbeiten in unserer Werkstatt. Ihre Ansprechpartner:</p>` +
      `<table class="contenttable"><thead><tr><th>Name</th><th>Aufgabe</th><th>E-Mail</th></tr></thead><tbody>` +
      `<tr><td>Matthias Reinhold</td><td>Orgelbaumeister, Inhaber</td><td>${mailto(`matthias.reinhold@${HOST}`)}</td></tr>` +
      `<tr><td>Katrin Seidel</td><td>Intonateurin</td><td>${CC_SCRIPT}</td></tr>` +
      `<tr><td>Thomas Wendt</td><td>Werkstattleiter Pfeifenbau</td><td>${mailto(`thomas.wendt@${HOST}`)}</td></tr>` +
      `<tr><td>Dipl.-Ing. (FH) Stefan Krause</td><td>Konstruktion und Gehäusebau</td><td>${mailto(`stefan.krause@${HOST}`)}</td></tr>` +
      `<tr><td>Lena Vogel</td><td>Restauratorin (M.A.), Denkmalpflege</td><td>${mailto(`lena.vogel@${HOST}`)}</td></tr>` +
      `</tbody></table><!-- bis 2019: werkstatt@orgelbau-reinhold.test --></div>`,
  });
  pages['/restaurierung'] = page({ path: '/restaurierung', title: 'Restaurierung', main: `<h1>Restaurierung</h1><p>Wir arbeiten nach den Richtlinien der Denkmalpflege, von der Befunddokumentation bis zur Rekonstruktion verlorener Register.</p>` });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: `<h1>Kontakt</h1><p>Orgelbau Reinhold GmbH<br>Zschochersche Straße 48<br>04229 Leipzig</p><p>Allgemeine Anfragen: ${mailto(`info@${HOST}`)}</p><p>Unsere persönlichen Adressen folgen dem Schema vorname.nachname@orgelbau-reinhold.test.</p>`,
  });
  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: `<h1>Impressum</h1><p>Orgelbau Reinhold GmbH, Amtsgericht Leipzig HRB 10472, USt-IdNr. DE141236587. Geschäftsführer: Matthias Reinhold.</p><p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Susanne Hofmann, Büroleitung, Zschochersche Straße 48, 04229 Leipzig, Tel. 0341 4927 312, ${mailto(`susanne.hofmann@${HOST}`)}</p>`,
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: `<h1>Datenschutzerklärung</h1><p>Wir verarbeiten Ihre Daten nur zur Bearbeitung Ihrer Anfrage.</p>` });
  pages['/intern'] = page({ path: '/intern', title: 'Intern', main: `<h1>Mitarbeiterbereich</h1><p>Urlaubsplanung: ${mailto(`personal@${HOST}`)}</p>` });
  pages['/en'] = page({
    path: '/en',
    title: 'Organ builders in Leipzig',
    lang: 'en',
    alternates: ALT,
    main: `<h1>Organ building in Leipzig since 1991</h1><p>New instruments and restorations for churches and concert halls across Europe. <a href="/en/contact">Get in touch</a>.</p>`,
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: `<h1>Contact</h1><p>Export projects and international enquiries – Project coordinator: Julia Brandt, ${mailto(`julia.brandt@${HOST}`)}</p>`,
  });
  pages['/aktuelles/intonation-nikolaikirche'] = page({
    path: '/aktuelles/intonation-nikolaikirche',
    title: 'Intonation in der Nikolaikirche abgeschlossen',
    main: `<article><h1>Intonation in der Nikolaikirche abgeschlossen</h1><p>Nach elf Wochen Arbeit klingt das Schwellwerk wieder. „Jede Pfeife wird einzeln angepasst“, sagt unser Intonateur Paul Neumann, der Fragen zum Projekt gern unter ${mailto(`paul.neumann@${HOST}`)} beantwortet.</p></article>`,
  });
  pages['/fileadmin/sitemaps/news.xml'] = xmlPage(urlset(HOST, ['/aktuelles/intonation-nikolaikirche']));
  const nl = ['link-non-english'] as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /intern\n\nSitemap: ${O}/fileadmin/sitemaps/news.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-90',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `matthias.reinhold@${HOST}`, name: 'Matthias Reinhold', title: 'Orgelbaumeister, Inhaber', pages: ['/werkstatt/team'], cases: ['table', 'plain', ...nl] },
        { address: `katrin.seidel@${HOST}`, name: 'Katrin Seidel', title: 'Intonateurin', pages: ['/werkstatt/team'], encoded: { kind: 'charcodes', text: CC }, cases: ['table', 'script-charcode', ...nl] },
        { address: `thomas.wendt@${HOST}`, name: 'Thomas Wendt', title: 'Werkstattleiter Pfeifenbau', pages: ['/werkstatt/team'], cases: ['table', 'plain', ...nl] },
        { address: `stefan.krause@${HOST}`, name: 'Stefan Krause', title: 'Konstruktion und Gehäusebau', pages: ['/werkstatt/team'], cases: ['table', 'honorific', 'plain', ...nl] },
        { address: `lena.vogel@${HOST}`, name: 'Lena Vogel', title: 'Restauratorin (M.A.), Denkmalpflege', pages: ['/werkstatt/team'], cases: ['table', 'plain', ...nl] },
        { address: `susanne.hofmann@${HOST}`, name: 'Susanne Hofmann', title: 'Büroleitung', pages: ['/impressum'], cases: ['label-line', 'plain', ...nl] },
        { address: `julia.brandt@${HOST}`, name: 'Julia Brandt', title: 'Project coordinator', pages: ['/en/contact'], cases: ['hreflang', 'deep-page', 'title-name-line', 'plain'] },
        { address: `paul.neumann@${HOST}`, name: 'Paul Neumann', title: 'Intonateur', pages: ['/aktuelles/intonation-nikolaikirche'], cases: ['sitemap-robots', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: 'vorname.nachname@orgelbau-reinhold.test' },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: 'vorname.nachname@orgelbau-reinhold.test', kind: 'scheme' },
        { text: `werkstatt@${HOST}`, kind: 'comment' },
        { text: `personal@${HOST}`, kind: 'disallowed' },
        { text: 'logo-reinhold@2x.png', kind: 'retina' },
      ],
    },
  };
}
