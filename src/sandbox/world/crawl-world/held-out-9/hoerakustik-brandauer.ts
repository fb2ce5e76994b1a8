/**
 * Hörakustik Brandauer: a hearing-aid shop with a branch in Kelheim, from Regensburg, German only.
 * The owner as a JSON-LD employee Person and the appointments mailbox as a contactPoint, the team
 * in a table with a role column (an audiologist with "Dr. med.", a hearing-aid acoustician with a
 * degree after her name, a field acoustician), the paediatric acoustician in running prose, the
 * branch manager on a "Title: Name" line of a branch page two links deep, the office manager on a
 * label line of the imprint, the repairs address in "(at)" text, a manufacturer's service
 * address, a placeholder, and an ENT-practices area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'hoerakustik-brandauer.test';
const ORIGIN = `http://${HOST}`;
const BRANCH = '/filialen/kelheim';

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/ueber-uns', 'Über uns'],
  ['/team', 'Unser Team'],
  ['/filialen', 'Filialen'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hörakustik Brandauer',
  head: ['<meta name="generator" content="TYPO3 CMS">', '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4c1f2e.css">'],
  header: () =>
    `<header id="kopf"><a href="/"><img src="/fileadmin/brandauer/logo.svg" alt="Hörakustik Brandauer"></a>\n` +
    `<nav id="hauptnavigation"><ul>${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="fuss"><div class="vcard"><span class="org">Hörakustik Brandauer GmbH</span> · <span class="adr">Gesandtenstraße 9, 93047 Regensburg</span> · Tel. 0941 567 89 0 · ${mailto('info@hoerakustik-brandauer.test')}</div>` +
    `<p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/fuer-hno-praxen">Für HNO-Praxen</a></p></footer>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const inhalt = (html: string) => `<div class="frame frame-default frame-type-text">${html}</div>`;

const TEAM: [string, string, string][] = [
  ['Katharina Brandauer', 'Hörakustikmeisterin, Inhaberin', 'k.brandauer@hoerakustik-brandauer.test'],
  ['Dr. med. Wolfgang Seidl', 'Audiologe, Tinnitus-Sprechstunde donnerstags', 'w.seidl@hoerakustik-brandauer.test'],
  ['Lena Huber, B.Sc.', 'Hörakustikerin, Otoplastik-Labor', 'l.huber@hoerakustik-brandauer.test'],
  ['Markus Eder', 'Hörakustiker im Außendienst (Hausbesuche und Pflegeheime)', 'm.eder@hoerakustik-brandauer.test'],
];

export function hoerakustikBrandauer(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Gut hören in Regensburg',
    lang: 'de',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Hörakustik Brandauer GmbH',
        url: `${ORIGIN}/`,
        telephone: '+49 941 567890',
        address: { '@type': 'PostalAddress', streetAddress: 'Gesandtenstraße 9', postalCode: '93047', addressLocality: 'Regensburg', addressCountry: 'DE' },
        employee: [{ '@type': 'Person', name: 'Katharina Brandauer', jobTitle: 'Hörakustikmeisterin', email: 'k.brandauer@hoerakustik-brandauer.test' }],
        contactPoint: { '@type': 'ContactPoint', contactType: 'Terminvereinbarung', email: 'termine@hoerakustik-brandauer.test', telephone: '+49 941 567890' },
      },
    ],
    main: inhalt(
      `<h1>Gut hören in Regensburg</h1><p>Kostenloser Hörtest, Hörgeräte aller Hersteller zum Probetragen, Gehörschutz nach Maß und Tinnitus-Beratung – seit 1999 in der Altstadt.</p>` +
        `<p>Termin vereinbaren: ${mailto('termine@hoerakustik-brandauer.test')}</p>`,
    ),
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    lang: 'de',
    main: inhalt(
      `<h2>Über uns</h2><p>Katharina Brandauer hat das Geschäft 2011 von ihrem Vater übernommen und 2019 die Filiale in Kelheim eröffnet.</p>` +
        `<p>Kinder und Jugendliche betreut bei uns unsere Pädakustikerin Julia Hartl, die Eltern am besten unter ${mailto('j.hartl@hoerakustik-brandauer.test')} erreichen.</p>`,
    ),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Unser Team',
    lang: 'de',
    main: inhalt(
      `<h2>Unser Team</h2><table class="contenttable"><thead><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr></thead><tbody>\n` +
        TEAM.map(([name, role, address]) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mailto(address)}</td></tr>`).join('\n') +
        `\n</tbody></table>`,
    ),
  });

  pages['/filialen'] = page({
    path: '/filialen',
    title: 'Filialen',
    lang: 'de',
    main: inhalt(`<h2>Filialen</h2><ul><li>Regensburg, Gesandtenstraße 9 (Hauptgeschäft)</li><li><a href="${BRANCH}">Kelheim, Ludwigsplatz 4</a></li></ul>`),
  });

  pages[BRANCH] = page({
    path: BRANCH,
    title: 'Filiale Kelheim',
    lang: 'de',
    main: inhalt(`<h2>Filiale Kelheim</h2><p>Ludwigsplatz 4, 93309 Kelheim · Di–Fr 9–13 und 14–18 Uhr</p><p>Filialleitung: Sabine Gruber, ${mailto('s.gruber@hoerakustik-brandauer.test')}, 09441 123 45</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de',
    main: inhalt(
      `<h2>Kontakt</h2><p>Gesandtenstraße 9, 93047 Regensburg<br>Mo–Fr 9–18 Uhr, Sa 9–13 Uhr</p><p>Allgemeine Anfragen: ${mailto('info@hoerakustik-brandauer.test')}</p>` +
        `<p>Reparaturen und Batterieversand: reparatur(at)hoerakustik-brandauer(dot)test</p>` +
        `<p>Garantiefälle bei Geräten von Hörsysteme Nord wickelt der Hersteller direkt ab: ${mailto('service@hoersysteme-nord.test')}</p>` +
        `<form method="post" action="/kontakt/senden"><input type="email" name="tx_form[email]" placeholder="max.mustermann@beispiel.de"><textarea name="tx_form[nachricht]"></textarea><button type="submit">Absenden</button></form>`,
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    lang: 'de',
    main: inhalt(
      `<h2>Impressum</h2><p>Hörakustik Brandauer GmbH<br>Gesandtenstraße 9, 93047 Regensburg<br>Geschäftsführerin: Katharina Brandauer<br>Amtsgericht Regensburg, HRB 12345<br>USt-IdNr. DE 123 456 789</p>` +
        `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Thomas Wimmer, Büroleitung, Gesandtenstraße 9, 93047 Regensburg, ${mailto('t.wimmer@hoerakustik-brandauer.test')}</p>`,
    ),
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    lang: 'de',
    main: inhalt(`<h2>Datenschutzerklärung</h2><p>Verantwortlich ist die Hörakustik Brandauer GmbH. Anfragen zum Datenschutz: ${mailto('info@hoerakustik-brandauer.test')}.</p>`),
  });

  pages['/fuer-hno-praxen'] = page({
    path: '/fuer-hno-praxen',
    title: 'Für HNO-Praxen',
    lang: 'de',
    main: inhalt(`<h2>Für HNO-Praxen</h2><p>Versorgungsberichte und Verordnungen. Zugang: ${mailto('hno-praxen@hoerakustik-brandauer.test')}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /fuer-hno-praxen\nDisallow: /kontakt/senden\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/ueber-uns', '/team', '/filialen', BRANCH, '/kontakt', '/impressum', '/datenschutz'], '2025-01-28'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-9',
      languages: ['de'],
      addresses: [
        {
          address: 'k.brandauer@hoerakustik-brandauer.test',
          name: 'Katharina Brandauer',
          title: 'Hörakustikmeisterin, Inhaberin',
          titleAlternatives: ['Hörakustikmeisterin', 'Inhaberin', 'Geschäftsführerin'],
          pages: ['/', '/team'],
          cases: ['json-ld-person', 'table', 'plain', 'link-non-english'],
        },
        {
          address: 'w.seidl@hoerakustik-brandauer.test',
          name: 'Wolfgang Seidl',
          title: 'Audiologe, Tinnitus-Sprechstunde donnerstags',
          titleAlternatives: ['Audiologe'],
          pages: ['/team'],
          cases: ['table', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: 'l.huber@hoerakustik-brandauer.test',
          name: 'Lena Huber',
          title: 'Hörakustikerin, Otoplastik-Labor',
          titleAlternatives: ['Hörakustikerin'],
          pages: ['/team'],
          cases: ['table', 'post-nominal', 'plain', 'link-non-english'],
        },
        {
          address: 'm.eder@hoerakustik-brandauer.test',
          name: 'Markus Eder',
          title: 'Hörakustiker im Außendienst (Hausbesuche und Pflegeheime)',
          titleAlternatives: ['Hörakustiker im Außendienst', 'Hörakustiker'],
          pages: ['/team'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        { address: 'j.hartl@hoerakustik-brandauer.test', name: 'Julia Hartl', title: 'Pädakustikerin', pages: ['/ueber-uns'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 's.gruber@hoerakustik-brandauer.test', name: 'Sabine Gruber', title: 'Filialleitung', pages: [BRANCH], cases: ['title-name-line', 'deep-page', 'plain', 'link-non-english'] },
        { address: 't.wimmer@hoerakustik-brandauer.test', name: 'Thomas Wimmer', title: 'Büroleitung', pages: ['/impressum'], cases: ['label-line', 'plain'] },
        { address: 'info@hoerakustik-brandauer.test', name: null, title: null, pages: ['/kontakt', '/impressum', '/datenschutz'], cases: ['role', 'plain', 'link-non-english'] },
        { address: 'termine@hoerakustik-brandauer.test', name: null, title: null, pages: ['/'], cases: ['json-ld-contact-point', 'role', 'plain'] },
        { address: 'reparatur@hoerakustik-brandauer.test', name: null, title: null, pages: ['/kontakt'], cases: ['obfuscated', 'role', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/fuer-hno-praxen'],
      nonAddresses: [
        { text: 'hno-praxen@hoerakustik-brandauer.test', kind: 'disallowed' },
        { text: 'max.mustermann@beispiel.de', kind: 'placeholder' },
        { text: 'service@hoersysteme-nord.test', kind: 'other-company' },
      ],
    },
  };
}
