/**
 * Kolbäcks Mekaniska Verkstad AB: a machine-building company (feeders, conveyors and special
 * machines) in Kolbäck, Västmanland, on Drupal 7, Swedish with an English version (hreflang).
 * The staff page with schema.org RDFa pasted into the body (a doctor's "tekn. dr" before one
 * name), the service manager's address built by an inline script in a sentence, the HR
 * contact on a vacancy page listed only in the gzip sitemap robots.txt names; the Norwegian
 * agent's address, a git clone URL for the PLC library and the customer portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'kolbacksmek.test';
const ORIGIN = `http://${HOST}`;

type L = 'sv' | 'en';
const MENU: Record<L, [string, string][]> = {
  sv: [
    ['/', 'Hem'],
    ['/produkter', 'Produkter'],
    ['/service', 'Service &amp; reservdelar'],
    ['/om-oss', 'Om oss'],
    ['/om-oss/medarbetare', 'Medarbetare'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/about-us/our-team', 'Our team'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kolbäcks Mekaniska Verkstad AB',
  head: [
    '<meta name="Generator" content="Drupal 7 (http://drupal.org)">',
    '<link rel="shortcut icon" href="http://kolbacksmek.test/sites/all/themes/kmv/favicon.ico" type="image/vnd.microsoft.icon">',
    '<style type="text/css" media="all">@import url("http://kolbacksmek.test/modules/system/system.base.css?s2k9xq");\n@import url("http://kolbacksmek.test/sites/all/themes/kmv/css/style.css?s2k9xq");</style>',
  ],
  header: (p) => {
    const l: L = p.lang.startsWith('en') ? 'en' : 'sv';
    return (
      `<div id="page-wrapper"><div id="page"><div id="header"><div class="section clearfix"><a href="${l === 'sv' ? '/' : '/en'}" title="Hem" rel="home" id="logo"><img src="/sites/all/themes/kmv/logo.png" alt="Kolbäcks Mekaniska Verkstad"></a>` +
      `<div class="region region-header"><div id="block-locale-language" class="block block-locale"><div class="content"><ul class="language-switcher-locale-url"><li class="sv first${l === 'sv' ? ' active' : ''}"><a href="/" class="language-link" xml:lang="sv">Svenska</a></li><li class="en last${l === 'en' ? ' active' : ''}"><a href="/en" class="language-link" xml:lang="en">English</a></li></ul></div></div></div></div></div>` +
      `<div id="navigation"><div class="section"><ul id="main-menu" class="links inline clearfix">${MENU[l].map(([h, t], i) => `<li class="menu-${218 + i}${i === 0 ? ' first' : ''}"><a href="${h}">${t}</a></li>`).join('')}</ul></div></div>`
    );
  },
  footer: (p) => {
    const l: L = p.lang.startsWith('en') ? 'en' : 'sv';
    return (
      `<div id="footer"><div class="section"><div class="region region-footer"><div id="block-block-3" class="block block-block"><div class="content"><p>Kolbäcks Mekaniska Verkstad AB · Industrivägen 9 · 734 50 Kolbäck · ${tel('0220-451 00')} · ${mailto(`info@${HOST}`)}</p>` +
      `<p>Org.nr 556234-8817 · <a href="/integritetspolicy">${l === 'sv' ? 'Integritetspolicy' : 'Privacy policy'}</a> · <a href="/kundportal">${l === 'sv' ? 'Kundportal' : 'Customer portal'}</a></p></div></div></div></div></div></div></div>`
    );
  },
  privacyPath: { sv: '/integritetspolicy', en: '/integritetspolicy' },
  bodyEnd: ['<script type="text/javascript" src="http://kolbacksmek.test/misc/jquery.js?v=1.4.4"></script>', '<script type="text/javascript" src="http://kolbacksmek.test/misc/drupal.js?s2k9xq"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const node = (id: number, path: string, title: string, body: string) =>
  `<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content"><div id="node-${id}" class="node node-page clearfix" about="${path}" typeof="foaf:Document"><h1 class="title" id="page-title">${esc(title)}</h1><span property="dc:title" content="${esc(title)}" class="rdf-meta element-hidden"></span>` +
  `<div class="content"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">${body}</div></div></div></div></div></div></div></div>`;

type Staff = { pre?: string; name: string; sv: string; en: string; local: string; phone: string };
const STAFF: Staff[] = [
  { name: 'Johan Lindqvist', sv: 'vd', en: 'Managing Director', local: 'johan.lindqvist', phone: '0220-451 01' },
  { name: 'Åsa Ek-Berglund', sv: 'ekonomichef', en: 'CFO', local: 'asa.ek-berglund', phone: '0220-451 04' },
  { name: 'Per-Olof Nyström', sv: 'konstruktionschef', en: 'Head of Design Engineering', local: 'per-olof.nystrom', phone: '0220-451 12' },
  { name: 'Mikael Hägg', sv: 'produktionschef', en: 'Production Manager', local: 'mikael.hagg', phone: '0220-451 20' },
  { name: 'Linnea Söderberg', sv: 'inköpare', en: 'Purchaser', local: 'linnea.soderberg', phone: '0220-451 07' },
  { pre: 'tekn. dr', name: 'Sara Jönsson', sv: 'kvalitets- och miljöansvarig', en: 'Quality and Environmental Manager', local: 'sara.jonsson', phone: '0220-451 09' },
];

const rdfaPerson = (s: Staff, l: L) =>
  `<div class="medarbetare" vocab="http://schema.org/" typeof="Person"><img src="/sites/default/files/medarbetare/${s.local}.jpg" alt="" width="160" height="200"><p><strong>${s.pre ? `${esc(s.pre)} ` : ''}<span property="name">${esc(s.name)}</span></strong><br><span property="jobTitle">${esc(s[l])}</span><br>` +
  `${l === 'sv' ? 'Tel' : 'Phone'} <span property="telephone">${esc(l === 'sv' ? s.phone : `+46 ${s.phone.slice(1).replace('-', ' ')}`)}</span><br><a property="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></p></div>`;

export function kolbacksMekaniska(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const home = { sv: '/', en: '/en' };
  const team = { sv: '/om-oss/medarbetare', en: '/en/about-us/our-team' };
  const contact = { sv: '/kontakt', en: '/en/contact' };
  const mattiasScript = `<script type="text/javascript">\n<!--\nvar namn = 'mattias.berg';\nvar doman = 'kolbacksmek' + '.' + 'test';\ndocument.write('<a href="mailto:' + namn + '@' + doman + '">' + namn + '@' + doman + '</a>');\n//-->\n</script>`;

  pages['/'] = page({
    path: '/',
    title: 'Matare, transportörer och specialmaskiner',
    lang: 'sv',
    alternates: home,
    main: node(
      1,
      '/',
      'Välkommen till Kolbäcks Mekaniska',
      `<p>Sedan 1952 konstruerar och bygger vi matare, transportörer och specialmaskiner för stål-, trä- och livsmedelsindustrin. Allt från konstruktion och tillverkning till installation, CE-märkning och service görs i egen regi i Kolbäck.</p><p><a href="/produkter">Se våra produkter</a></p>`,
    ),
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Feeders, conveyors and special machines',
    lang: 'en',
    alternates: home,
    main: node(2, '/en', 'Welcome to Kolbäcks Mekaniska', `<p>Since 1952 we have designed and built feeders, conveyors and special machines for the steel, timber and food industries, with design, manufacturing, installation, CE marking and service in-house in Kolbäck, Sweden.</p>`),
  });

  pages['/produkter'] = page({
    path: '/produkter',
    title: 'Produkter',
    lang: 'sv',
    main: node(3, '/produkter', 'Produkter', `<ul><li>Vibrationsmatare KMV-400</li><li>Bandtransportörer och skruvtransportörer</li><li>Specialmaskiner efter kundens kravspecifikation</li></ul><p><a href="/produkter/styrsystem">Styrsystem och PLC-bibliotek</a></p>`),
  });
  pages['/produkter/styrsystem'] = page({
    path: '/produkter/styrsystem',
    title: 'Styrsystem',
    lang: 'sv',
    main: node(
      4,
      '/produkter/styrsystem',
      'Styrsystem och PLC-bibliotek',
      `<p>Våra maskiner levereras med Siemens S7-1500 eller Beckhoff TwinCAT 3. Funktionsblocken för KMV-400 finns som öppen källkod för integratörer:</p><pre><code>git clone git@github.com:kolbacks-mek/kmv400-plc-lib.git</code></pre><p>Licens: MIT. Frågor om biblioteket tas via GitHub-ärenden.</p>`,
    ),
  });

  pages['/service'] = page({
    path: '/service',
    title: 'Service & reservdelar',
    lang: 'sv',
    main: node(
      5,
      '/service',
      'Service & reservdelar',
      `<p>Vi har servicetekniker i beredskap dygnet runt för maskiner vi har levererat. Vid akuta driftstopp ringer du vår servicechef Mattias Berg på ${tel('070-318 44 27')} eller mejlar ${mattiasScript}.</p><p>Reservdelar beställer du enklast med maskinens serienummer till ${mailto(`order@${HOST}`)}.</p><p>I Norge sköts service och försäljning av vår agent Maskinagentur Nord AS, Mo i Rana (post@maskinagentur-nord.no).</p>`,
    ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'sv',
    main: node(6, '/om-oss', 'Om oss', `<p>Kolbäcks Mekaniska grundades 1952 av smeden Erik Lindqvist och ägs i dag av tredje generationen. Vi är 46 anställda och omsätter ca 110 MSEK. Certifierade enligt ISO 9001 och ISO 14001.</p><p><a href="/om-oss/medarbetare">Träffa våra medarbetare</a></p>`),
  });

  pages['/om-oss/medarbetare'] = page({
    path: '/om-oss/medarbetare',
    title: 'Medarbetare',
    lang: 'sv',
    alternates: team,
    main: node(7, '/om-oss/medarbetare', 'Medarbetare', `<p>Här hittar du direktnummer och e-post till ledningsgruppen och våra nyckelpersoner.</p>${STAFF.map((s) => rdfaPerson(s, 'sv')).join('')}`),
  });
  pages['/en/about-us/our-team'] = page({
    path: '/en/about-us/our-team',
    title: 'Our team',
    lang: 'en',
    alternates: team,
    main: node(8, '/en/about-us/our-team', 'Our team', `<p>Direct lines and e-mail addresses of our management team and key people.</p>${STAFF.map((s) => rdfaPerson(s, 'en')).join('')}`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    alternates: contact,
    main: node(9, '/kontakt', 'Kontakt', `<p>Kolbäcks Mekaniska Verkstad AB<br>Industrivägen 9<br>734 50 Kolbäck</p><p>Växel: ${tel('0220-451 00')}<br>E-post: ${mailto(`info@${HOST}`)}<br>Order och reservdelar: ${mailto(`order@${HOST}`)}</p><p>Leveransadress för gods: Port 3, öppen vardagar 07.00–15.30.</p>`),
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: contact,
    main: node(10, '/en/contact', 'Contact', `<p>Kolbäcks Mekaniska Verkstad AB, Industrivägen 9, SE-734 50 Kolbäck, Sweden</p><p>Switchboard: ${tel('+46 220 451 00')}<br>E-mail: ${mailto(`info@${HOST}`)}<br>Orders and spare parts: ${mailto(`order@${HOST}`)}</p>`),
  });

  pages['/lediga-tjanster'] = page({
    path: '/lediga-tjanster',
    title: 'Lediga tjänster',
    lang: 'sv',
    main: node(
      11,
      '/lediga-tjanster',
      'Lediga tjänster',
      `<h2>Maskinkonstruktör till konstruktionsavdelningen</h2><p>Vi söker en maskinkonstruktör med erfarenhet av SolidWorks och maskindirektivet. Tillsvidareanställning, heltid. Sista ansökningsdag 30 april.</p><p>Kontaktperson: Emma Wallin, HR-ansvarig, ${tel('0220-451 15')}, ${mailto(`emma.wallin@${HOST}`)}</p>`,
    ),
  });

  pages['/integritetspolicy'] = page({ path: '/integritetspolicy', title: 'Integritetspolicy', lang: 'sv', main: node(12, '/integritetspolicy', 'Integritetspolicy', `<p>Kolbäcks Mekaniska Verkstad AB är personuppgiftsansvarig för de uppgifter du lämnar till oss.</p>`) });
  pages['/kundportal'] = page({ path: '/kundportal', title: 'Kundportal', lang: 'sv', main: node(13, '/kundportal', 'Kundportal', `<p>Inloggning för kunder: ritningar, reservdelslistor och servicerapporter. Behörighet söks hos ${mailto(`portal@${HOST}`)}.</p>`) });
  pages['/sitemaps/kmv-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/produkter', '/service', '/om-oss', '/om-oss/medarbetare', '/kontakt', '/lediga-tjanster', '/en', '/en/about-us/our-team', '/en/contact'], '2025-03-31T08:14:02+02:00'));

  const person = (s: Staff): TruthAddress => ({
    address: `${s.local}@${HOST}`,
    name: s.name,
    title: s.sv,
    titleAlternatives: [s.en],
    pages: ['/om-oss/medarbetare', '/en/about-us/our-team'],
    cases: ['card', 'rdfa', 'plain', 'link-non-english', ...(s.pre ? (['honorific'] as const) : [])],
  });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n#\nUser-agent: *\nCrawl-delay: 10\n# Directories\nDisallow: /includes/\nDisallow: /misc/\nDisallow: /modules/\nDisallow: /profiles/\nDisallow: /scripts/\nDisallow: /themes/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login/\nDisallow: /kundportal\n\n` +
        `Sitemap: ${ORIGIN}/sitemaps/kmv-sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache/2.4.38 (Debian)', 'X-Generator': 'Drupal 7 (http://drupal.org)', 'X-Powered-By': 'PHP/7.3.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-19',
      languages: ['sv', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...STAFF.map(person),
        {
          address: `mattias.berg@${HOST}`,
          name: 'Mattias Berg',
          title: 'servicechef',
          pages: ['/service'],
          encoded: { kind: 'script', text: mattiasScript },
          cases: ['prose', 'script-concat', 'link-non-english'],
        },
        { address: `order@${HOST}`, name: null, title: null, pages: ['/service', '/kontakt'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `emma.wallin@${HOST}`, name: 'Emma Wallin', title: 'HR-ansvarig', pages: ['/lediga-tjanster'], cases: ['label-line', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/kundportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'post@maskinagentur-nord.no', kind: 'other-company' },
        { text: 'git@github.com:kolbacks-mek/kmv400-plc-lib.git', kind: 'git' },
      ],
    },
  };
}
