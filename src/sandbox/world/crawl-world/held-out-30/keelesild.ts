/**
 * Tõlkebüroo Keelesild: a translation office in Tartu, on Webflow, in Estonian with an English
 * section. The team as a definition list in a custom embed (name, then job and address), the
 * Finnish translator's address written by String.fromCharCode and the sworn translator's turned
 * around from a reversed data attribute; the contact page's JSON-LD holds the staff inside
 * departments, one of them (the quality manager) nowhere else; the English contact page, two
 * links from home, as "Name, Title" lines; and the freelancers' CV mailbox beside the project
 * manager's name. A git clone URL of the open term base and the client portal (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'keelesild.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  et: [
    ['/teenused', 'Teenused'],
    ['/meeskond', 'Meeskond'],
    ['/vandetolge', 'Vandetõlge'],
    ['/tolkijale', 'Tõlkijale'],
    ['/kontakt', 'Kontakt'],
    ['/en', 'EN'],
  ],
  en: [
    ['/en/services', 'Services'],
    ['/en/contact', 'Contact'],
    ['/', 'ET'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Tõlkebüroo Keelesild',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets-global.website-files.com/64f1c2a9e8b7d30012ab45cd/css/keelesild.webflow.9e2f1c7a.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="https://assets-global.website-files.com/64f1c2a9e8b7d30012ab45cd/64f1c4e0a1b2c3d4e5f60718_favicon-32.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'et';
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="${lang === 'en' ? '/en' : '/'}" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets-global.website-files.com/64f1c2a9e8b7d30012ab45cd/64f1c3b7d9e0f1a2b3c4d5e6_keelesild-logo.svg" loading="lazy" width="168" alt="Keelesild"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${MENU[lang]!.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) =>
    `<section class="footer"><div class="w-layout-blockcontainer container w-container"><div class="footer-grid w-layout-grid"><div><div class="footer-title">Keelesild OÜ</div><p class="footer-text">Küütri 12, 51007 Tartu<br>${tel('+372 742 5160')}<br>${mailto(`info@${HOST}`)}</p></div>` +
    `<div><p class="footer-text">${p.lang.startsWith('en') ? 'Member of the Estonian Association of Translation and Interpreting Companies' : 'Eesti Tõlkebüroode Liidu liige'}</p><a href="/privaatsus" class="footer-link">Privaatsuspoliitika</a><a href="/klient" class="footer-link">Kliendiportaal</a></div></div><div class="copyright">© 2025 Keelesild OÜ · reg. 12874531</div></div></section>`,
  bodyEnd: [
    '<div class="cookie-bar" id="cookie-bar" hidden><p>Kasutame küpsiseid, et veebileht töötaks, ja teie nõusolekul külastuste statistikaks. <a href="/privaatsus">Loe lähemalt</a></p><button type="button" data-consent="all">Nõustun</button><button type="button" data-consent="necessary">Ainult vajalikud</button></div>',
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1c2a9e8b7d30012ab45cd" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://assets-global.website-files.com/64f1c2a9e8b7d30012ab45cd/js/webflow.a81c3d2e.js" type="text/javascript"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-layout-blockcontainer container w-container"><div class="w-richtext">${html}</div></div></section>`;

const LIIS_CODES = charCodes(`liis@${HOST}`);
const KRISTJAN_REV = reversed(`kristjan@${HOST}`);

type Member = { name: string; title: string; local: string; how: 'plain' | 'charcode' };
const TEAM: Member[] = [
  { name: 'Kadri Tamm', title: 'juhataja, inglise keele tõlkija', local: 'kadri', how: 'plain' },
  { name: 'Mart Kask', title: 'projektijuht', local: 'mart', how: 'plain' },
  { name: 'Triin Lepik', title: 'toimetaja', local: 'triin', how: 'plain' },
  { name: 'Liis Saar', title: 'soome keele tõlkija', local: 'liis', how: 'charcode' },
  { name: 'Jelena Ivanova', title: 'vene keele tõlkija ja toimetaja', local: 'jelena', how: 'plain' },
  { name: 'Andres Põld', title: 'tõlketehnoloogia spetsialist', local: 'andres', how: 'plain' },
];

const dd = (m: Member): string =>
  m.how === 'plain'
    ? `${esc(m.title)}<br>${mailto(`${m.local}@${HOST}`)}`
    : `${esc(m.title)}<br><script>document.write('<a href="mailto:' + String.fromCharCode(${LIIS_CODES}) + '">' + String.fromCharCode(${LIIS_CODES}) + '</a>');</script>`;

export function keelesild(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tõlkebüroo Tartus',
    alternates: { et: '/', en: '/en' },
    main:
      section(`<h1>Tõlked, mis kõlavad nagu originaal</h1><p>Tõlgime inglise, soome, vene, saksa ja läti keelest ning keelde. Meie tugevus on tehnilised ja juriidilised tekstid, kasutusjuhendid ja tarkvara lokaliseerimine.</p>`, 'section hero') +
      section(`<p><a href="/teenused">Vaata teenuseid</a> · <a href="/vandetolge">Vandetõlge ja notariaalsed tõlked</a> · <a href="/kontakt">Küsi hinnapakkumist</a></p>`),
  });

  pages['/teenused'] = page({
    path: '/teenused',
    title: 'Teenused',
    main: section(`<h1>Teenused</h1><ul><li>Kirjalik tõlge ja toimetamine</li><li>Vandetõlge</li><li>Tarkvara ja veebilehtede lokaliseerimine</li><li>Masintõlke järeltoimetamine</li><li>Terminitöö ja terminibaaside haldus</li></ul><p>Tavahind: 0,11 € sõna kohta, kiirtöö +50%.</p>`),
  });

  pages['/meeskond'] = page({
    path: '/meeskond',
    title: 'Meeskond',
    main:
      section(`<h1>Meeskond</h1><p>Majas töötab seitse inimest; lisaks teeme koostööd umbes neljakümne vabakutselise tõlkijaga üle Euroopa.</p>`) +
      `<section class="section team"><div class="w-layout-blockcontainer container w-container"><div class="w-embed"><dl class="team-list">${TEAM.map((m) => `<dt>${esc(m.name)}</dt><dd>${dd(m)}</dd>`).join('')}</dl></div></div></section>`,
  });

  pages['/vandetolge'] = page({
    path: '/vandetolge',
    title: 'Vandetõlge',
    main: section(
      `<h1>Vandetõlge</h1><p>Vandetõlget vajate, kui dokument esitatakse ametiasutusele: kohtuotsused, sünnitunnistused, diplomid, volikirjad. Vandetõlk kinnitab tõlke oma allkirja ja pitseriga.</p>` +
        `<p>Meie vandetõlk on Kristjan Mägi (inglise ja saksa keel, justiitsministeeriumi vandetõlgi kutse nr 48); skaneeritud dokumendid võite saata otse talle: <span class="e-post" data-rev="${KRISTJAN_REV}">[e-post]</span>.</p>` +
        `<script>document.querySelectorAll('.e-post').forEach(function (el) { var a = el.getAttribute('data-rev').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });</script>`,
    ),
  });

  pages['/tolkijale'] = page({
    path: '/tolkijale',
    title: 'Tõlkijale',
    main: section(
      `<h1>Vabakutselisele tõlkijale</h1><p>Otsime pidevalt tehniliste tekstide tõlkijaid läti ja leedu keelest. Vabakutseliste tõlkijatega tegeleb meie projektijuht Mart Kask. CV ja näidistõlked palume saata aadressile ${mailto(`cv@${HOST}`)}.</p>` +
        `<p>Meie eesti–inglise terminibaas on kõigile avatud. Selle saab alla laadida käsuga</p><pre><code>git clone git@git.keelesild.test:terminoloogia/et-en-terminibaas.git</code></pre>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Tõlkebüroo Keelesild',
        legalName: 'Keelesild OÜ',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        telephone: '+372 742 5160',
        address: { '@type': 'PostalAddress', streetAddress: 'Küütri 12', postalCode: '51007', addressLocality: 'Tartu', addressCountry: 'EE' },
        department: [
          {
            '@type': 'Organization',
            name: 'Projektijuhtimine',
            employee: [{ '@type': 'Person', name: 'Mart Kask', jobTitle: 'projektijuht', email: `mart@${HOST}` }],
          },
          {
            '@type': 'Organization',
            name: 'Kvaliteet ja toimetamine',
            employee: [
              { '@type': 'Person', name: 'Anu Rebane', jobTitle: 'kvaliteedijuht', email: `anu@${HOST}` },
              { '@type': 'Person', name: 'Triin Lepik', jobTitle: 'toimetaja', email: `triin@${HOST}` },
            ],
          },
        ],
      },
    ],
    main: section(
      `<h1>Kontakt</h1><p>Keelesild OÜ · Küütri 12, 51007 Tartu · E–R 9.00–17.00</p><p>Hinnapakkumised ja tellimused: ${mailto(`info@${HOST}`)}, ${tel('+372 742 5160')}</p>` +
        `<p>Saatke meile tõlgitav fail ja soovitud tähtaeg – vastame tööpäeva jooksul.</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Translation agency in Tartu',
    lang: 'en',
    alternates: { et: '/', en: '/en' },
    main: section(
      `<h1>Translations that read like the original</h1><p>We translate between Estonian, English, Finnish, Russian, German and Latvian, specialising in technical, legal and software texts.</p><p><a href="/en/services">Services</a> · <a href="/en/contact">Contact us</a></p>`,
    ),
  });

  pages['/en/services'] = page({ path: '/en/services', title: 'Services', lang: 'en', main: section(`<h1>Services</h1><ul><li>Translation and proofreading</li><li>Sworn translation</li><li>Software localisation</li><li>Machine translation post-editing</li></ul>`) });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: section(
      `<h1>Contact</h1><p>Keelesild OÜ, Küütri 12, 51007 Tartu, Estonia · ${tel('+372 742 5160')} · ${mailto(`info@${HOST}`)}</p>` +
        `<p>Kadri Tamm, Managing Director, ${mailto(`kadri@${HOST}`)}</p>` +
        `<p>Helen Sepp, Account Manager for international clients, ${mailto(`helen@${HOST}`)}</p>`,
    ),
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsuspoliitika', main: section(`<h1>Privaatsuspoliitika</h1><p>Isikuandmete vastutav töötleja on Keelesild OÜ. Tõlgitavaid dokumente hoiame krüpteeritult ja kustutame 12 kuu möödudes.</p>`) });

  pages['/klient'] = page({ path: '/klient', title: 'Kliendiportaal', main: section(`<h1>Kliendiportaal</h1><p>Sisselogimisega probleemide korral kirjutage ${mailto(`portaal@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klient\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/teenused', '/meeskond', '/vandetolge', '/tolkijale', '/kontakt', '/privaatsus', '/en', '/en/services', '/en/contact'], '2025-01-29'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-central-1', 'CF-Cache-Status': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-30',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        { address: `cv@${HOST}`, name: null, title: null, pages: ['/tolkijale'], cases: ['role', 'neighbour', 'plain', ln] },
        {
          address: `kadri@${HOST}`,
          name: 'Kadri Tamm',
          title: 'juhataja, inglise keele tõlkija',
          titleAlternatives: ['juhataja', 'Managing Director'],
          pages: ['/meeskond', '/en/contact'],
          cases: ['definition-list', 'name-title-line', 'plain', ln],
        },
        { address: `mart@${HOST}`, name: 'Mart Kask', title: 'projektijuht', pages: ['/meeskond', '/kontakt'], cases: ['definition-list', 'json-ld-nested', 'plain', ln] },
        { address: `triin@${HOST}`, name: 'Triin Lepik', title: 'toimetaja', pages: ['/meeskond', '/kontakt'], cases: ['definition-list', 'json-ld-nested', 'plain', ln] },
        { address: `liis@${HOST}`, name: 'Liis Saar', title: 'soome keele tõlkija', pages: ['/meeskond'], encoded: { kind: 'charcodes', text: LIIS_CODES }, cases: ['definition-list', 'script-charcode', ln] },
        { address: `jelena@${HOST}`, name: 'Jelena Ivanova', title: 'vene keele tõlkija ja toimetaja', pages: ['/meeskond'], cases: ['definition-list', 'plain', ln] },
        { address: `andres@${HOST}`, name: 'Andres Põld', title: 'tõlketehnoloogia spetsialist', pages: ['/meeskond'], cases: ['definition-list', 'plain', ln] },
        { address: `kristjan@${HOST}`, name: 'Kristjan Mägi', title: 'vandetõlk', pages: ['/vandetolge'], encoded: { kind: 'reversed', text: KRISTJAN_REV }, cases: ['prose', 'script-reversed', ln] },
        { address: `anu@${HOST}`, name: 'Anu Rebane', title: 'kvaliteedijuht', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        { address: `helen@${HOST}`, name: 'Helen Sepp', title: 'Account Manager for international clients', titleAlternatives: ['Account Manager'], pages: ['/en/contact'], cases: ['name-title-line', 'deep-page', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/klient'],
      nonAddresses: [
        { text: `portaal@${HOST}`, kind: 'disallowed' },
        { text: `git@git.${HOST}`, kind: 'git' },
      ],
    },
  };
}
