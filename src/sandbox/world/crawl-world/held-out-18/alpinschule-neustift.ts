/**
 * Alpinschule Neustift: a ski school and mountain-guide office in the Stubai valley, Tyrol, on
 * Joomla with a German and an English menu. Staff by department in tables, the office manager's
 * address behind Joomla's e-mail cloak, the managing director in the imprint with his academic
 * title and a hand-written "(at)", the English-speaking sales contact only on the English contact
 * page (reached through the hreflang alternate); an old booking address in a comment and the
 * instructors' intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'alpinschule-neustift.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  de: [['/', 'Startseite'], ['/skikurse', 'Skikurse'], ['/bergtouren', 'Bergführer & Touren'], ['/team', 'Unser Team'], ['/kontakt', 'Kontakt']],
  en: [['/en', 'Home'], ['/en/ski-lessons', 'Ski lessons'], ['/en/team', 'Our team'], ['/en/contact', 'Contact']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Alpinschule Neustift',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/cassiopeia/css/template.min.css?4.4.2" rel="stylesheet">',
    '<link href="/media/mod_languages/css/template.min.css?4.4.2" rel="stylesheet">',
  ],
  header: (p) =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="${p.lang === 'en' ? '/en' : '/'}"><img src="/images/logo/alpinschule-neustift.svg" alt="Alpinschule Neustift"></a></div>` +
    `<div class="container-nav"><ul class="mod-menu mod-list nav">${MENU[p.lang === 'en' ? 'en' : 'de']!.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: (p) =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Alpinschule Neustift GmbH · Dorf 14 · 6167 Neustift im Stubaital · Tirol · ${tel('+43 5226 2318')}</p>` +
    (p.lang === 'en'
      ? `<p><a href="/impressum">Imprint</a> · <a href="/datenschutz">Privacy</a></p>`
      : `<p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/intern">Skilehrer-Login</a></p>`) +
    `</div></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const CLOAK =
  `document.getElementById('cloak7b1e4c').innerHTML = '';\n` +
  ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
  ` var path = 'hr' + 'ef' + '=';\n` +
  ` var addy7b1e4c = 'verena.kapferer' + '&#64;';\n` +
  ` addy7b1e4c = addy7b1e4c + 'alpinschule-neustift' + '&#46;' + 'test';\n` +
  ` var addy_text7b1e4c = 'verena.kapferer' + '&#64;' + 'alpinschule-neustift' + '&#46;' + 'test';document.getElementById('cloak7b1e4c').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy7b1e4c + '\\'>'+addy_text7b1e4c+'<\\/a>';`;

type Row = { name: string; de: string; en: string; mail: string };
const SKI: Row[] = [
  { name: 'Magdalena Siller', de: 'Leiterin Kinderskischule, Staatl. gepr. Skilehrerin', en: "Head of children's ski school", mail: 'magdalena.siller' },
  { name: 'Florian Pittl', de: 'Snowboardlehrer (Wintersaison)', en: 'Snowboard instructor (winter season)', mail: 'florian.pittl' },
  { name: 'Theresa Danler', de: 'Skilehrer-Anwärterin', en: 'Trainee ski instructor', mail: 'theresa.danler' },
];
const GUIDES: Row[] = [{ name: 'Lukas Höllrigl', de: 'Staatl. gepr. Berg- und Skiführer', en: 'IFMGA mountain and ski guide', mail: 'lukas.hoellrigl' }];

const table = (rows: Row[], lang: 'de' | 'en') =>
  `<table class="table table-striped"><thead><tr><th>${lang === 'de' ? 'Name' : 'Name'}</th><th>${lang === 'de' ? 'Funktion' : 'Role'}</th><th>${lang === 'de' ? 'E-Mail' : 'Email'}</th></tr></thead><tbody>` +
  rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r[lang])}</td><td>${mailto(`${r.mail}@${HOST}`)}</td></tr>`).join('') +
  `</tbody></table>`;

export function alpinschuleNeustift(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const home = { de: '/', en: '/en', 'x-default': '/' };
  const team = { de: '/team', en: '/en/team' };

  pages['/'] = page({
    path: '/',
    title: 'Skischule & Bergführer im Stubaital',
    lang: 'de-AT',
    alternates: home,
    main:
      `<div class="blog-featured"><h1>Servus im Stubaital!</h1><p>Seit 1987 bringen wir Kindern und Erwachsenen am Stubaier Gletscher und in der Schlick 2000 das Skifahren bei. Im Sommer führen unsere Bergführer auf Zuckerhütl, Habicht und durch den Stubaier Höhenweg.</p>` +
      `<p>Kursbuchung und Fragen: ${tel('+43 5226 2318')} oder ${mailto(`info@${HOST}`)}</p>` +
      `<!-- Buchungsformular alt: skikurs@${HOST} (bis Saison 2022/23) --></div>`,
  });

  pages['/skikurse'] = page({
    path: '/skikurse',
    title: 'Skikurse',
    lang: 'de-AT',
    alternates: { de: '/skikurse', en: '/en/ski-lessons' },
    main: `<h1>Skikurse für Kinder und Erwachsene</h1><p>Bambini-Kurs ab 3 Jahren, Kinderskikurs (4 Tage) € 245,–, Erwachsenen-Gruppenkurs € 260,–, Privatstunde ab € 95,–. Treffpunkt: Talstation Schlick 2000, täglich 9.45 Uhr.</p>`,
  });

  pages['/bergtouren'] = page({
    path: '/bergtouren',
    title: 'Bergführer & Touren',
    lang: 'de-AT',
    main:
      `<h1>Geführte Touren</h1><p>Hochtouren, Klettersteige, Skitouren und Gletscherkurse mit staatlich geprüften Berg- und Skiführern. Tourenanfragen bitte mit Wunschtermin und Erfahrung an ${mailto(`touren@${HOST}`)}.</p>`,
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Unser Team',
    lang: 'de-AT',
    alternates: team,
    main:
      `<div class="com-content-article item-page"><h1>Unser Team</h1><h2>Leitung</h2>` +
      table([{ name: 'Andreas Hofer', de: 'Geschäftsführer', en: 'Managing director', mail: 'andreas.hofer' }], 'de') +
      `<h2>Skischule</h2>${table(SKI, 'de')}<h2>Bergführerbüro</h2>${table(GUIDES, 'de')}</div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de-AT',
    main:
      `<h1>Kontakt</h1><div class="contact-address dl-horizontal"><p>Alpinschule Neustift GmbH<br>Dorf 14, 6167 Neustift im Stubaital</p></div>` +
      `<p><strong>Buchungsbüro:</strong> Verena Kapferer, Büroleitung, Tel. ${tel('+43 5226 2318-12')}, E-Mail: ` +
      `<span id="cloak7b1e4c">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</span><script type="text/javascript">\n${CLOAK}\n</script></p>` +
      `<p>Büro im Winter täglich 8.30–18 Uhr, im Sommer Mo–Sa 9–12 und 16–18 Uhr.</p>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    lang: 'de-AT',
    main:
      `<h1>Impressum</h1><p>Informationen gemäß § 5 ECG und Offenlegung gemäß § 25 MedienG</p><p>Alpinschule Neustift GmbH, Dorf 14, 6167 Neustift im Stubaital<br>FN 214877 b, Landesgericht Innsbruck · UID ATU 51234987</p>` +
      `<p>Geschäftsführer: Mag. Andreas Hofer, andreas.hofer(at)alpinschule-neustift.test</p><p>Mitglied des Tiroler Skilehrerverbandes und des Verbandes der Tiroler Berg- und Skiführer.</p>`,
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', lang: 'de-AT', main: `<h1>Datenschutzerklärung</h1><p>Verantwortlich ist die Alpinschule Neustift GmbH. Wir verarbeiten Ihre Daten nur zur Abwicklung Ihrer Kursbuchung.</p>` });

  pages['/intern'] = page({ path: '/intern', title: 'Skilehrer-Login', lang: 'de-AT', main: `<h1>Intern</h1><p>Einteilung und Dienstpläne: ${mailto(`einteilung@${HOST}`)}</p>` });

  pages['/en'] = page({
    path: '/en',
    title: 'Ski school & mountain guides in the Stubai Valley',
    lang: 'en',
    alternates: home,
    main: `<h1>Welcome to the Stubai Valley</h1><p>Ski and snowboard lessons for children and adults, glacier tours and guided summits. Our instructors speak German, English, Dutch and Italian.</p><p>Questions: ${mailto(`info@${HOST}`)}</p>`,
  });

  pages['/en/ski-lessons'] = page({ path: '/en/ski-lessons', title: 'Ski lessons', lang: 'en', alternates: { de: '/skikurse', en: '/en/ski-lessons' }, main: `<h1>Ski lessons</h1><p>Group lessons from €245 for four days, private lessons from €95 an hour.</p>` });

  pages['/en/team'] = page({
    path: '/en/team',
    title: 'Our team',
    lang: 'en',
    alternates: team,
    main: `<h1>Our team</h1><h2>Management</h2>${table([{ name: 'Andreas Hofer', de: 'Geschäftsführer', en: 'Managing director', mail: 'andreas.hofer' }], 'en')}<h2>Ski school</h2>${table(SKI, 'en')}<h2>Mountain guides</h2>${table(GUIDES, 'en')}`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main:
      `<h1>Contact</h1><p>Alpinschule Neustift, Dorf 14, 6167 Neustift im Stubaital, Austria</p>` +
      `<p>Groups, tour operators and English-speaking guests: Katharina Pfurtscheller, International Sales, ${mailto(`katharina.pfurtscheller@${HOST}`)}</p>`,
  });

  const person = (r: Row, extra: string[] = []) => ({
    address: `${r.mail}@${HOST}`,
    name: r.name,
    title: r.de,
    titleAlternatives: [r.en],
    pages: ['/team', '/en/team', ...extra],
    cases: ['table', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-18',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/en'], cases: ['role', 'plain'] },
        { address: `touren@${HOST}`, name: null, title: null, pages: ['/bergtouren'], cases: ['role', 'plain', 'link-non-english'] },
        { ...person({ name: 'Andreas Hofer', de: 'Geschäftsführer', en: 'Managing director', mail: 'andreas.hofer' }, ['/impressum']), cases: ['table', 'title-name-line', 'honorific', 'obfuscated', 'plain', 'link-non-english'] },
        ...SKI.map((r) => person(r)),
        ...GUIDES.map((r) => person(r)),
        {
          address: `verena.kapferer@${HOST}`,
          name: 'Verena Kapferer',
          title: 'Büroleitung',
          pages: ['/kontakt'],
          encoded: { kind: 'script', text: CLOAK },
          cases: ['label-line', 'script-protect'],
        },
        { address: `katharina.pfurtscheller@${HOST}`, name: 'Katharina Pfurtscheller', title: 'International Sales', pages: ['/en/contact'], cases: ['hreflang', 'deep-page', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `skikurs@${HOST}`, kind: 'comment' },
        { text: `einteilung@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
