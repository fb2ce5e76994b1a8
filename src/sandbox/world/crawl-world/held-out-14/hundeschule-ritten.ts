/**
 * Hundeschule Ritten / Scuola cinofila Renon: a dog-training school above Bolzano, German and
 * Italian, on TYPO3 with its spam protection ("(at)", "(dot)"). First-name.last-name addresses,
 * stated on the contact page. The owner as "Name, Titel" on both home pages, the trainers in a
 * table on the "Über uns" page (Italian titles on the Italian one), the office in a definition
 * list, a veterinary lecturer as a label line with an honorific two links deep, the headmistress's
 * assistant on a seminar page listed only in the sitemap robots.txt names, and the Italian course
 * leader in prose on the Italian contact page (reached through the hreflang alternate); an old
 * address in a comment and a trainers' area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hundeschule-ritten.test';
const ORIGIN = `http://${HOST}`;

const MENU_DE: [string, string][] = [
  ['/', 'Start'],
  ['/kurse', 'Kurse'],
  ['/ueber-uns', 'Über uns'],
  ['/kontakt', 'Kontakt'],
];
const MENU_IT: [string, string][] = [
  ['/it', 'Home'],
  ['/it/corsi', 'Corsi'],
  ['/it/chi-siamo', 'Chi siamo'],
  ['/it/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hundeschule Ritten',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-7c1f0e2b5d.css" media="all">',
    '<script src="/typo3temp/assets/js/cookieconsent.min.js"></script>',
  ],
  header: (p) =>
    `<header class="page-header"><div class="container"><a class="brand" href="${p.lang === 'it' ? '/it' : '/'}"><img src="/fileadmin/user_upload/logo-hundeschule.svg" alt="Hundeschule Ritten" width="180"></a>` +
    `<nav class="navbar"><ul class="nav">${(p.lang === 'it' ? MENU_IT : MENU_DE).map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: (p) =>
    `<footer class="page-footer"><div class="container"><p>Hundeschule Ritten KG · Dorfstraße 14 · 39054 Klobenstein/Collalbo · MwSt.-Nr. IT 02938410215 · ${tel('+39 0471 356 210')}</p>` +
    `<p><a href="${p.lang === 'it' ? '/it/privacy' : '/datenschutz'}">${p.lang === 'it' ? 'Privacy' : 'Datenschutz'}</a> · <a href="/intern">${p.lang === 'it' ? 'Area istruttori' : 'Trainerbereich'}</a></p></div></footer>`,
  privacyPath: { de: '/datenschutz', it: '/it/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

/** TYPO3's spam protection: the visible "(at)" form, the link a token a script decrypts. */
function spamProtected(address: string): string {
  const token = [...`mailto:${address}`].map((c) => String.fromCharCode(c.charCodeAt(0) + 1)).join('');
  const shown = address.replace('@', '(at)').replace(/\.test$/, '(dot)test');
  return `<a href="#" data-mailto-token="${esc(token)}" data-mailto-vector="1">${esc(shown)}</a>`;
}

const TRAINERS: { name: string; de: string; it: string; address: string }[] = [
  { name: 'Matthias Pichler', de: 'Hundetrainer, Welpen- und Junghundegruppen', it: 'Educatore cinofilo, cuccioli e giovani cani', address: 'matthias.pichler@hundeschule-ritten.test' },
  { name: 'Verena Kofler', de: 'Mantrailing-Trainerin', it: 'Istruttrice di mantrailing', address: 'verena.kofler@hundeschule-ritten.test' },
  { name: 'Lukas Gasser', de: 'Hundephysiotherapeut', it: 'Fisioterapista canino', address: 'lukas.gasser@hundeschule-ritten.test' },
];

function trainerTable(lang: 'de' | 'it'): string {
  const head = lang === 'de' ? ['Name', 'Funktion', 'E-Mail'] : ['Nome', 'Ruolo', 'E-mail'];
  return (
    `<div class="ce-table"><table class="contenttable contenttable-0"><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>\n` +
    TRAINERS.map((t) => `<tr><td>${esc(t.name)}</td><td>${esc(lang === 'de' ? t.de : t.it)}</td><td>${mailto(t.address)}</td></tr>`).join('\n') +
    `\n</tbody></table></div>`
  );
}

export function hundeschuleRitten(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hundeschule am Ritten',
    lang: 'de',
    alternates: { de: '/', it: '/it' },
    main:
      `<div class="frame frame-default"><h1>Gemeinsam lernen – Mensch und Hund</h1><p>Welpenspielstunden, Alltagstraining, Mantrailing und Verhaltensberatung auf unserem eingezäunten Übungsgelände in Klobenstein.</p>` +
      `<p>Katrin Oberhofer, Inhaberin und Hundetrainerin<br>${mailto('katrin.oberhofer@hundeschule-ritten.test')}</p></div>`,
  });

  pages['/kurse'] = page({
    path: '/kurse',
    title: 'Kurse',
    lang: 'de',
    main:
      `<h1>Unsere Kurse</h1><ul><li>Welpengruppe (8–16 Wochen), samstags 9 Uhr</li><li>Junghunde und Alltagstraining</li><li>Mantrailing für Einsteiger</li>` +
      `<li><a href="/kurse/verhaltensberatung">Verhaltensberatung bei Angst und Aggression</a></li></ul>`,
  });

  pages['/kurse/verhaltensberatung'] = page({
    path: '/kurse/verhaltensberatung',
    title: 'Verhaltensberatung',
    lang: 'de',
    main:
      `<h1>Verhaltensberatung</h1><p>Bei Angst, Leinenaggression oder Trennungsstress beginnen wir mit einem tierärztlichen Erstgespräch, danach folgt ein Trainingsplan mit unseren Trainerinnen.</p>` +
      `<p class="referent">Referentin: Dr. med. vet. Eva Thaler, Tierärztin mit Zusatzbezeichnung Verhaltenstherapie, Tel. ${tel('+39 0471 356 218')}, ${mailto('eva.thaler@hundeschule-ritten.test')}</p>`,
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    lang: 'de',
    alternates: { de: '/ueber-uns', it: '/it/chi-siamo' },
    main: `<h1>Unser Team</h1><p>Alle Trainerinnen und Trainer sind nach den Richtlinien des ENCI ausgebildet.</p>\n${trainerTable('de')}`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de',
    main:
      `<h1>Kontakt</h1><p>Allgemeine Anfragen: ${spamProtected('info@hundeschule-ritten.test')}</p>` +
      `<dl class="contact-list"><dt>Kursanmeldung &amp; Büro</dt><dd>Sabine Unterholzner<br>${spamProtected('sabine.unterholzner@hundeschule-ritten.test')}<br>Mo–Do 8–12 Uhr</dd></dl>` +
      `<p>Alle Trainerinnen und Trainer erreichen Sie direkt unter vorname.nachname@hundeschule-ritten.test.</p>` +
      `<!-- bis 2023: kurse@hundeschule-ritten.test -->`,
  });

  pages['/seminare/herbst-2025'] = page({
    path: '/seminare/herbst-2025',
    title: 'Herbstseminar 2025',
    lang: 'de',
    main:
      `<h1>Herbstseminar 2025: Nasenarbeit im Gebirge</h1><p>Zwei Tage Suchspiele und Mantrailing auf der Rittner Hochfläche, 18.–19. Oktober, max. 10 Teams.</p>` +
      `<p>Assistentin der Schulleitung: Theresa Egger, ${mailto('theresa.egger@hundeschule-ritten.test')}</p>`,
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    lang: 'de',
    main: `<h1>Datenschutzerklärung</h1><p>Verantwortlich: Hundeschule Ritten KG, Dorfstraße 14, 39054 Klobenstein. Anfragen: ${spamProtected('info@hundeschule-ritten.test')}</p>`,
  });

  pages['/intern'] = page({
    path: '/intern',
    title: 'Trainerbereich',
    lang: 'de',
    main: `<h1>Trainerbereich</h1><p>Dienstplan und Platzbelegung. Änderungen an ${mailto('dienstplan@hundeschule-ritten.test')}</p>`,
  });

  pages['/it'] = page({
    path: '/it',
    title: 'Scuola cinofila sul Renon',
    lang: 'it',
    alternates: { de: '/', it: '/it' },
    main:
      `<div class="frame frame-default"><h1>Imparare insieme, persone e cani</h1><p>Puppy class, educazione di base, mantrailing e consulenze comportamentali nel nostro campo recintato a Collalbo.</p>` +
      `<p>Katrin Oberhofer, titolare ed educatrice cinofila<br>${mailto('katrin.oberhofer@hundeschule-ritten.test')}</p></div>`,
  });

  pages['/it/corsi'] = page({
    path: '/it/corsi',
    title: 'Corsi',
    lang: 'it',
    main: `<h1>I nostri corsi</h1><p>Puppy class il sabato mattina, corsi di educazione di base e mantrailing. I corsi in italiano partono a marzo e a settembre.</p>`,
  });

  pages['/it/chi-siamo'] = page({
    path: '/it/chi-siamo',
    title: 'Chi siamo',
    lang: 'it',
    alternates: { de: '/ueber-uns', it: '/it/chi-siamo' },
    main: `<h1>Il nostro team</h1>\n${trainerTable('it')}`,
  });

  pages['/it/contatti'] = page({
    path: '/it/contatti',
    title: 'Contatti',
    lang: 'it',
    main:
      `<h1>Contatti</h1><p>Per informazioni generali: ${spamProtected('info@hundeschule-ritten.test')}</p>` +
      `<p>I corsi in lingua italiana sono seguiti da Giulia Rinaldi, educatrice cinofila, che potete contattare all'indirizzo ${mailto('giulia.rinaldi@hundeschule-ritten.test')} per iscrizioni e orari.</p>`,
  });

  pages['/it/privacy'] = page({
    path: '/it/privacy',
    title: 'Privacy',
    lang: 'it',
    main: `<h1>Informativa privacy</h1><p>Titolare del trattamento: Hundeschule Ritten KG, via del Paese 14, 39054 Collalbo.</p>`,
  });

  pages['/sitemaps/seo-sitemap.xml'] = xmlPage(
    urlset(HOST, ['/', '/kurse', '/kurse/verhaltensberatung', '/ueber-uns', '/kontakt', '/seminare/herbst-2025', '/datenschutz', '/it', '/it/corsi', '/it/chi-siamo', '/it/contatti', '/it/privacy'], '2025-06-02'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intern\nDisallow: /typo3/\n\nSitemap: ${ORIGIN}/sitemaps/seo-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-14',
      languages: ['de', 'it'],
      addresses: [
        {
          address: 'katrin.oberhofer@hundeschule-ritten.test',
          name: 'Katrin Oberhofer',
          title: 'Inhaberin und Hundetrainerin',
          titleAlternatives: ['titolare ed educatrice cinofila'],
          pages: ['/', '/it'],
          cases: ['name-title-line', 'plain'],
        },
        ...TRAINERS.map((t) => ({
          address: t.address,
          name: t.name,
          title: t.de,
          titleAlternatives: [t.it],
          pages: ['/ueber-uns', '/it/chi-siamo'],
          cases: ['table', 'plain', ln] as CaseKind[],
        })),
        {
          address: 'sabine.unterholzner@hundeschule-ritten.test',
          name: 'Sabine Unterholzner',
          title: 'Kursanmeldung & Büro',
          pages: ['/kontakt'],
          cases: ['definition-list', 'obfuscated'],
        },
        { address: 'info@hundeschule-ritten.test', name: null, title: null, pages: ['/kontakt', '/datenschutz', '/it/contatti'], cases: ['role', 'obfuscated'] },
        {
          address: 'eva.thaler@hundeschule-ritten.test',
          name: 'Eva Thaler',
          title: 'Tierärztin mit Zusatzbezeichnung Verhaltenstherapie',
          pages: ['/kurse/verhaltensberatung'],
          cases: ['label-line', 'honorific', 'deep-page', 'plain'],
        },
        {
          address: 'theresa.egger@hundeschule-ritten.test',
          name: 'Theresa Egger',
          title: 'Assistentin der Schulleitung',
          pages: ['/seminare/herbst-2025'],
          cases: ['title-name-line', 'sitemap-robots', 'plain'],
        },
        {
          address: 'giulia.rinaldi@hundeschule-ritten.test',
          name: 'Giulia Rinaldi',
          title: 'educatrice cinofila',
          pages: ['/it/contatti'],
          cases: ['prose', 'hreflang', 'deep-page', ln, 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: 'vorname.nachname@hundeschule-ritten.test' },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: 'vorname.nachname@hundeschule-ritten.test', kind: 'scheme' },
        { text: 'kurse@hundeschule-ritten.test', kind: 'comment' },
        { text: 'dienstplan@hundeschule-ritten.test', kind: 'disallowed' },
      ],
    },
  };
}
