/**
 * Schneesportschule Hasliberg: a ski and snowboard school in the Bernese Oberland, on Webflow
 * with Webflow Localization, Swiss Standard German with an English version that the German pages
 * name only through hreflang alternates. The instructors as Webflow CMS collection cards on both
 * team pages (titles in German and English), one instructor only on the English team page; the
 * freeride guide as "Name, Titel, Adresse" on the courses page; the office manager's address held
 * reversed in a data attribute and turned around by a script; the school's mailbox in microdata;
 * a season-start news item listed only in a child of the sitemap index. The group-leader area
 * (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'schneesport-hasliberg.test';
const ORIGIN = `http://${HOST}`;
const SITE_ID = '65b0c3e1f4a2d7001c9e8b21';

const MENUS: Record<string, [string, string][]> = {
  de: [
    ['/', 'Home'],
    ['/kurse', 'Kurse &amp; Preise'],
    ['/kinderskischule', 'Kinderskischule'],
    ['/team', 'Team'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/lessons', 'Lessons'],
    ['/en/team', 'Our instructors'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Schneesportschule Hasliberg',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets-global.website-files.com/${SITE_ID}/css/schneesport-hasliberg.webflow.4f2a9c1e.css" rel="stylesheet" type="text/css">`,
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({  google: {    families: ["Barlow:regular,500,700","Barlow Condensed:600,700"]  }});</script>',
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="https://assets-global.website-files.com/${SITE_ID}/65b0c5a2e9d1f40023ab7c10_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'de';
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
      `<a href="${lang === 'en' ? '/en' : '/'}" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets-global.website-files.com/${SITE_ID}/65b0c4f1d2a8e3001fbc9a44_logo-ssh.svg" loading="lazy" width="150" alt="Schneesportschule Hasliberg"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">` +
      MENUS[lang]!.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${p.path === href ? ' w--current' : ''}">${label}</a>`).join('') +
      `<a href="https://booking.schneesport-hasliberg.test/" class="button nav-button w-button">${lang === 'en' ? 'Book now' : 'Jetzt buchen'}</a></nav>` +
      `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) => {
    const en = p.lang.startsWith('en');
    return (
      `<footer class="footer"><div class="footer-container w-container"><div class="footer-grid w-layout-grid"><div class="footer-block"><div class="footer-heading">Schneesportschule Hasliberg</div><p class="footer-text">Skischulbüro Twing<br>Talstation Gondelbahn<br>6084 Hasliberg Wasserwendi</p></div>` +
      `<div class="footer-block"><div class="footer-heading">${en ? 'Opening hours' : 'Öffnungszeiten'}</div><p class="footer-text">${en ? 'Daily in winter 8.15am–5pm' : 'Täglich im Winter 08.15–17.00 Uhr'}<br>${tel('+41 33 971 42 60')}</p></div>` +
      `<div class="footer-block"><a href="${en ? '/en/legal' : '/impressum'}" class="footer-link">${en ? 'Legal notice' : 'Impressum'}</a><a href="/datenschutz" class="footer-link">${en ? 'Privacy' : 'Datenschutz'}</a><a href="/gruppenleiter" class="footer-link">${en ? 'Group leaders' : 'Gruppenleiter-Login'}</a></div></div>` +
      `<div class="footer-legal">© 2025 Schneesportschule Hasliberg GmbH · Mitglied von Swiss Snowsports</div></div></footer>`
    );
  },
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="https://assets-global.website-files.com/${SITE_ID}/js/webflow.3c9d1a7e.js" type="text/javascript"></script>`,
  ],
};

const ALT_HOME = { de: `/`, en: `/en`, 'x-default': '/' };
const ALT_TEAM = { de: '/team', en: '/en/team' };

const de = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-CH' });
const en = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });

const sec = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-container">${html}</div></section>`;

type Instr = { name: string; local: string; de?: string; en?: string; photo: string };
const INSTRUCTORS: Instr[] = [
  { name: 'Reto Amacher', local: 'reto.amacher', de: 'Schulleiter', en: 'Head of School', photo: '65b0d1' },
  { name: 'Corinne Zumbrunn', local: 'corinne.zumbrunn', de: 'Leiterin Kinderskischule', en: "Head of the Kids' Ski School", photo: '65b0d2' },
  { name: 'Fabian Kohler', local: 'fabian.kohler', de: 'Ausbildungschef Snowboard', photo: '65b0d3' },
  { name: 'Simon Brawand', local: 'simon.brawand', de: 'Technischer Leiter Ski', en: 'Technical Director, Skiing', photo: '65b0d5' },
  { name: 'Emma Stalder', local: 'emma.stalder', en: 'Private Lessons Coordinator', photo: '65b0d4' },
];

const card = (i: Instr, title: string): string =>
  `<div role="listitem" class="team-item w-dyn-item"><div class="team-card"><img src="https://assets-global.website-files.com/${SITE_ID}/${i.photo}e2a9f3001b7c_${i.local.replace('.', '-')}.jpg" loading="lazy" alt="" class="team-photo">` +
  `<h3 class="team-name">${esc(i.name)}</h3><div class="team-role">${esc(title)}</div><a href="mailto:${i.local}@${HOST}" class="team-mail w-inline-block"><div>${i.local}@${HOST}</div></a></div></div>`;

const BOOKING = `andrea.feuz@${HOST}`;
const BOOKING_REV = reversed(BOOKING);

export function schneesportHasliberg(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = de({
    path: '/',
    title: 'Skischule & Snowboardschule am Hasliberg',
    alternates: ALT_HOME,
    main: sec(
      `<h1 class="hero-heading">Schnee, Sonne, Hasliberg.</h1><p class="hero-text">Seit 1962 bringen wir Kindern und Erwachsenen das Skifahren und Snowboarden bei – in Gruppen, privat oder abseits der Piste mit unseren Bergführern.</p><a href="/kurse" class="button w-button">Kurse ansehen</a>`,
      'section hero',
    ),
  });

  pages['/kurse'] = de({
    path: '/kurse',
    title: 'Kurse & Preise',
    main: sec(
      `<h1>Kurse &amp; Preise</h1><div class="w-layout-grid price-grid"><div class="price-card"><h3>Gruppenkurs Ski Erwachsene</h3><p>5 Halbtage · CHF 265.–</p></div><div class="price-card"><h3>Privatlektion</h3><p>2 Stunden · CHF 190.–</p></div><div class="price-card"><h3>Freeride-Tag</h3><p>mit LVS-Ausrüstung · CHF 140.–</p></div></div>` +
        `<h2>Freeride &amp; Touren</h2><p>Die Freeride-Tage finden bei genügender Schneelage jeweils samstags statt. Anmeldung und Fragen an Lukas Michel, Bergführer IFMGA, ${mailto(`lukas.michel@${HOST}`)}</p>`,
    ),
  });

  pages['/kinderskischule'] = de({
    path: '/kinderskischule',
    title: 'Kinderskischule',
    main: sec(`<h1>Kinderskischule</h1><p>Im Zauberland auf der Mägisalp lernen Kinder ab 3 Jahren spielerisch das Skifahren. Abschlussrennen mit Medaille jeden Freitag.</p>`),
  });

  pages['/team'] = de({
    path: '/team',
    title: 'Team',
    alternates: ALT_TEAM,
    main: sec(
      `<h1>Unser Team</h1><p>Über 60 Schneesportlehrerinnen und -lehrer, viele davon mit eidgenössischem Fachausweis. Hier die Ansprechpersonen im Büro und in der Ausbildung:</p>` +
        `<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${INSTRUCTORS.filter((i) => i.de)
          .map((i) => card(i, i.de!))
          .join('')}</div></div>`,
    ),
  });

  pages['/kontakt'] = de({
    path: '/kontakt',
    title: 'Kontakt',
    main: sec(
      `<h1>Kontakt</h1><div itemscope itemtype="https://schema.org/SportsActivityLocation"><p><span itemprop="name">Schneesportschule Hasliberg</span><br><span itemprop="address">Talstation Gondelbahn, 6084 Hasliberg Wasserwendi</span><br>Telefon <span itemprop="telephone">+41 33 971 42 60</span><br>E-Mail <a href="mailto:info@${HOST}" itemprop="email">info@${HOST}</a></p></div>` +
        `<h2>Skischulbüro</h2><p>Andrea Feuz, Leiterin Skischulbüro, beantwortet Ihre Fragen zu Privatlektionen und Gruppen gerne persönlich: <span class="js-mail" data-rev="${BOOKING_REV}">E-Mail-Adresse wird geladen …</span></p>` +
        `<script>document.querySelectorAll('.js-mail').forEach(function (el) { var m = el.getAttribute('data-rev').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + m + '">' + m + '</a>'; });</script>`,
    ),
  });

  pages['/impressum'] = de({
    path: '/impressum',
    title: 'Impressum',
    main: sec(`<h1>Impressum</h1><p>Schneesportschule Hasliberg GmbH<br>Talstation Gondelbahn<br>6084 Hasliberg Wasserwendi<br>UID: CHE-112.457.903 MWST</p><p>Geschäftsführer: Reto Amacher</p><p>Website erstellt mit Webflow von Bergwerk Digital, Meiringen.</p>`),
  });

  pages['/datenschutz'] = de({ path: '/datenschutz', title: 'Datenschutz', main: sec(`<h1>Datenschutzerklärung</h1><p>Wir bearbeiten Personendaten gemäss dem Bundesgesetz über den Datenschutz (DSG).</p>`) });

  pages['/gruppenleiter'] = de({ path: '/gruppenleiter', title: 'Gruppenleiter-Login', main: sec(`<h1>Gruppenleiter-Login</h1><p>Für Schulen und Vereine mit Rahmenvertrag. Zugang beantragen: ${mailto(`gruppen@${HOST}`)}</p>`) });

  pages['/aktuell/saisonstart-2025'] = de({
    path: '/aktuell/saisonstart-2025',
    title: 'Saisonstart 2025/26',
    main: sec(
      `<h1>Saisonstart am 13. Dezember</h1><p class="blog-date">28. November 2025</p><div class="rich-text w-richtext"><p>Sobald die Bahnen am 13. Dezember fahren, ist auch unser Büro an der Talstation wieder täglich offen. Neu vermieten wir Ski und Snowboards direkt im Skischulbüro. Fragen zur Miete beantwortet Nadia Schild, unsere Verantwortliche Vermietung, unter ${mailto(`nadia.schild@${HOST}`)}.</p></div>`,
    ),
  });

  pages['/en'] = en({
    path: '/en',
    title: 'Ski & snowboard school on the Hasliberg',
    alternates: ALT_HOME,
    main: sec(`<h1 class="hero-heading">Snow, sun, Hasliberg.</h1><p class="hero-text">Group and private ski and snowboard lessons for children and adults since 1962.</p><a href="/en/team" class="button w-button">Meet our instructors</a>`, 'section hero'),
  });

  pages['/en/lessons'] = en({ path: '/en/lessons', title: 'Lessons', main: sec(`<h1>Lessons</h1><p>Group lessons from CHF 265.– for five half days; private lessons from CHF 190.– for two hours.</p>`) });

  pages['/en/team'] = en({
    path: '/en/team',
    title: 'Our instructors',
    alternates: ALT_TEAM,
    main: sec(
      `<h1>Our instructors</h1><p>Your contacts in the office and on the slopes. Lessons are taught in German, English and French.</p>` +
        `<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${INSTRUCTORS.filter((i) => i.en)
          .map((i) => card(i, i.en!))
          .join('')}</div></div>`,
    ),
  });

  pages['/en/contact'] = en({ path: '/en/contact', title: 'Contact', main: sec(`<h1>Contact</h1><p>Ski school office at the gondola valley station, 6084 Hasliberg Wasserwendi. Phone ${tel('+41 33 971 42 60')}, e-mail ${mailto(`info@${HOST}`)}</p>`) });
  pages['/en/legal'] = en({ path: '/en/legal', title: 'Legal notice', main: sec(`<h1>Legal notice</h1><p>Schneesportschule Hasliberg GmbH, CHE-112.457.903 MWST.</p>`) });

  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/kurse', '/kinderskischule', '/team', '/kontakt', '/impressum', '/en', '/en/lessons', '/en/team', '/en/contact'], '2025-11-20'));
  pages['/sitemap-news.xml'] = xmlPage(urlset(HOST, ['/aktuell/saisonstart-2025'], '2025-11-28'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /gruppenleiter\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-news.xml'], '2025-11-28'),
      pages,
      headers: { 'x-wf-region': 'eu-central-1', 'x-cluster-name': 'eu-central-1-prod-hosting-red', Server: 'cloudflare' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-31',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'plain', 'microdata', ln] },
        { address: `reto.amacher@${HOST}`, name: 'Reto Amacher', title: 'Schulleiter', titleAlternatives: ['Head of School'], pages: ['/team', '/en/team'], cases: ['card', 'plain'] },
        {
          address: `corinne.zumbrunn@${HOST}`,
          name: 'Corinne Zumbrunn',
          title: 'Leiterin Kinderskischule',
          titleAlternatives: ["Head of the Kids' Ski School"],
          pages: ['/team', '/en/team'],
          cases: ['card', 'plain'],
        },
        { address: `fabian.kohler@${HOST}`, name: 'Fabian Kohler', title: 'Ausbildungschef Snowboard', pages: ['/team'], cases: ['card', 'plain'] },
        { address: `simon.brawand@${HOST}`, name: 'Simon Brawand', title: 'Technischer Leiter Ski', titleAlternatives: ['Technical Director, Skiing'], pages: ['/team', '/en/team'], cases: ['card', 'plain'] },
        { address: `emma.stalder@${HOST}`, name: 'Emma Stalder', title: 'Private Lessons Coordinator', pages: ['/en/team'], cases: ['card', 'plain', 'hreflang', 'deep-page'] },
        { address: `lukas.michel@${HOST}`, name: 'Lukas Michel', title: 'Bergführer IFMGA', pages: ['/kurse'], cases: ['name-title-line', 'plain', ln] },
        { address: BOOKING, name: 'Andrea Feuz', title: 'Leiterin Skischulbüro', pages: ['/kontakt'], encoded: { kind: 'reversed', text: BOOKING_REV }, cases: ['prose', 'script-reversed', ln] },
        { address: `nadia.schild@${HOST}`, name: 'Nadia Schild', title: 'Verantwortliche Vermietung', pages: ['/aktuell/saisonstart-2025'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/gruppenleiter'],
      nonAddresses: [{ text: `gruppen@${HOST}`, kind: 'disallowed' }],
    },
  };
}
