/**
 * Van Leeuwen Transport & Logistiek: a Rotterdam haulier and warehouse operator on TYPO3 12 with
 * the Bootstrap Package. TYPO3's spam protection writes every mailto as a data-mailto-token
 * link whose text shows "(at)"; the team template adds schema.org microdata with the address in
 * a meta tag; the customer-service team lead is an employee of a department in the contact
 * page's JSON-LD; the press contact is a label line; the HR adviser is on a vacancy page listed
 * only in the vacancies child of the sitemap index (the vacancy list is a JavaScript widget); the
 * English home repeats the managing director's line in English. The API page's git URL and npm
 * package, a former address in a comment and the customer portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vanleeuwen-logistiek.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's encryptEmail (offset 2): digits and "+,-./:", "@" and upper case, lower case each rotate in their range. */
function mailtoToken(address: string): string {
  const shift = (c: number, start: number, end: number): number => (c + 2 > end ? start + (c + 2 - end - 1) : c + 2);
  return [...`mailto:${address}`]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (c >= 0x2b && c <= 0x3a) return String.fromCharCode(shift(c, 0x2b, 0x3a));
      if (c >= 0x40 && c <= 0x5a) return String.fromCharCode(shift(c, 0x40, 0x5a));
      if (c >= 0x61 && c <= 0x7a) return String.fromCharCode(shift(c, 0x61, 0x7a));
      return ch;
    })
    .join('');
}

/** A mailto link as TYPO3 renders it with spamProtectEmailAddresses = 2 and atSubst = (at). */
const protectedMail = (address: string): string => `<a href="#" data-mailto-token="${esc(mailtoToken(address))}" data-mailto-vector="2">${esc(address.replace('@', '(at)'))}</a>`;

const MENU: Record<string, [string, string][]> = {
  nl: [
    ['/diensten', 'Diensten'],
    ['/over-ons', 'Over ons'],
    ['/over-ons/team', 'Team'],
    ['/vacatures', 'Werken bij'],
    ['/pers', 'Pers'],
    ['/contact', 'Contact'],
  ],
  en: [
    ['/en/services', 'Services'],
    ['/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Van Leeuwen Transport & Logistiek',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-6f1c0a4b9e.css?1711032210" media="all">`,
    `<link rel="stylesheet" href="/_assets/9e6c1c0d2f7f9ba4e6e0b8c6d7f1a223/Css/vanleeuwen.css?1711032210" media="all">`,
    `<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Web/email-link-decoder.js?1709122436" async="async"></script>`,
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'nl';
    return (
      `<div id="top"></div><div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Naar de inhoud</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
      `<a class="navbar-brand navbar-brand-image" title="Van Leeuwen Transport &amp; Logistiek" href="${lang === 'en' ? '/en' : '/'}"><img class="navbar-brand-logo-normal" src="/fileadmin/vanleeuwen/logo-vanleeuwen.svg" alt="Van Leeuwen logo" height="52" width="190"></a>` +
      `<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation"><span class="navbar-toggler-icon"></span></button>` +
      `<nav aria-label="Hoofdnavigatie" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU[lang]!.map(([h, l]) => `<li class="nav-item"><a href="${h}" class="nav-link"><span class="nav-link-text">${esc(l)}</span></a></li>`).join('')}` +
      `<li class="nav-item nav-language"><a href="${lang === 'en' ? '/' : '/en'}" class="nav-link" hreflang="${lang === 'en' ? 'nl-NL' : 'en-GB'}">${lang === 'en' ? 'NL' : 'EN'}</a></li></ul></nav></div></header>` +
      `<div class="content-area"><div id="page-content" class="bp-page-content main-section">`
    );
  },
  footer: () =>
    `</div></div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    `<div id="c12" class="frame frame-default frame-type-text frame-layout-embedded frame-background-none frame-no-backgroundimage"><div class="frame-container"><div class="frame-inner"><p><strong>Van Leeuwen Transport &amp; Logistiek B.V.</strong><br>Waalhaven Zuidzijde 14<br>3089 JH Rotterdam<br>${tel('+31 (0)10 428 61 00')}<br>${protectedMail(`info@${HOST}`)}</p><p>KvK 24318877 · BTW NL8112.40.552.B01</p></div></div></div>` +
    `</div><div class="section-column footer-section-content-column footer-section-content-column-right"><div id="c13" class="frame frame-default frame-type-menu_pages frame-layout-embedded"><div class="frame-container"><div class="frame-inner"><ul><li><a href="/klantportaal" title="Klantportaal">Klantportaal</a></li><li><a href="/track-trace-api" title="API voor klanten">API voor klanten</a></li><li><a href="/privacyverklaring" title="Privacyverklaring">Privacyverklaring</a></li><li><a href="/algemene-voorwaarden" title="Algemene voorwaarden">Algemene voorwaarden (AVC 2002)</a></li></ul></div></div></div></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="footer-meta"></div><div class="footer-copyright"><p>© 2025 Van Leeuwen Transport &amp; Logistiek B.V.</p></div></div></section></footer></div>`,
  privacyPath: { nl: '/privacyverklaring', en: '/privacyverklaring' },
  bodyEnd: [
    `<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap5/js/bootstrap.min.js?1698651220"></script>`,
    `<script src="/typo3conf/ext/bootstrap_package/Resources/Public/JavaScript/Dist/scripts.js?1698651220"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'nl-NL' });
const ALT_HOME = { 'nl-NL': '/', 'en-GB': '/en', 'x-default': '/' };

let uid = 100;
const frame = (html: string, type = 'text'): string =>
  `<div id="c${++uid}" class="frame frame-default frame-type-${type} frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage"><div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">${html}</div></div></div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; en?: string };
const TEAM: Member[] = [
  { shown: 'ing. Jeroen Bakker', name: 'Jeroen Bakker', title: 'Algemeen directeur', local: 'j.bakker', en: 'Managing Director' },
  { shown: 'Mark Jansen', name: 'Mark Jansen', title: 'Directeur Operations', local: 'm.jansen' },
  { shown: 'mr. Linda Visser', name: 'Linda Visser', title: 'Bedrijfsjurist', local: 'l.visser' },
  { shown: 'Fleur Smit', name: 'Fleur Smit', title: 'Teamleider Customer Service', local: 'f.smit' },
  { shown: 'Daan Mulder', name: 'Daan Mulder', title: 'Planner Internationaal Transport', local: 'd.mulder' },
  { shown: 'Ruud Willems', name: 'Ruud Willems', title: 'Sales Manager Benelux', local: 'r.willems' },
];

export function vanLeeuwenLogistiek(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  uid = 100;
  const vacancy = '/vacatures/planner-internationaal-transport';

  pages['/'] = page({
    path: '/',
    title: 'Transport, warehousing en douane vanuit Rotterdam',
    alternates: ALT_HOME,
    description: 'Van Leeuwen Transport & Logistiek: wegtransport door Europa, opslag en fulfilment in de Waalhaven, douane-afhandeling.',
    main:
      frame(`<h1>Transport en logistiek vanuit de Waalhaven</h1><p>Met 120 trucks en 38.000 m² warehouse verbinden we de Rotterdamse haven met heel Europa. Sinds 1962 een familiebedrijf, sinds 2015 AEO-gecertificeerd.</p>`) +
      frame(`<p><a href="/diensten" class="btn btn-primary">Onze diensten</a> <a href="/contact" class="btn btn-secondary">Offerte aanvragen</a></p>`),
  });

  pages['/diensten'] = page({
    path: '/diensten',
    title: 'Diensten',
    main: frame(`<h1>Diensten</h1><ul><li>Nationaal en internationaal wegtransport (FTL/LTL)</li><li>Containervervoer van en naar de Maasvlakte</li><li>Opslag, value added logistics en e-fulfilment</li><li>Douane-expeditie en fiscale vertegenwoordiging</li></ul>`),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    main: frame(`<h1>Over ons</h1><p>Opgericht in 1962 door Kees van Leeuwen met één vrachtwagen. Vandaag werken er 260 mensen, in Rotterdam en op onze cross-dock in Venlo.</p><p><a href="/over-ons/team">Maak kennis met het team</a></p>`),
  });

  pages['/over-ons/team'] = page({
    path: '/over-ons/team',
    title: 'Team',
    main:
      frame(`<h1>Ons team</h1><p>Een vraag over een zending? Bel of mail de mensen die het werk doen.</p>`, 'header') +
      frame(
        `<div class="row team-list">${TEAM.map(
          (m) =>
            `<div class="col-md-4"><div class="team-member" itemscope itemtype="https://schema.org/Person"><img src="/fileadmin/_processed_/team/csm_${m.local.replace('.', '-')}_3b1c7e9a02.jpg" width="320" height="320" alt="${esc(m.name)}">` +
            `<h3 itemprop="name">${esc(m.shown)}</h3><p class="team-member-function" itemprop="jobTitle">${esc(m.title)}</p><meta itemprop="email" content="${m.local}@${HOST}"><p>${protectedMail(`${m.local}@${HOST}`)}</p></div></div>`,
        ).join('')}</div>`,
        'vanleeuwen_team',
      ),
  });

  pages['/vacatures'] = page({
    path: '/vacatures',
    title: 'Werken bij Van Leeuwen',
    main:
      frame(`<h1>Werken bij Van Leeuwen</h1><p>Chauffeurs, planners, warehousemedewerkers: we zoeken altijd goede mensen. Bekijk hieronder onze actuele vacatures.</p>`) +
      frame(`<div id="recruitee-careers" data-company="vanleeuwenlogistiek"></div><script src="https://careers.recruiteecdn.com/jobs/v1/widget.js" async></script><noscript>Schakel JavaScript in om onze vacatures te zien.</noscript>`, 'html'),
  });

  pages[vacancy] = page({
    path: vacancy,
    title: 'Planner Internationaal Transport (40 uur)',
    main: frame(
      `<h1>Planner Internationaal Transport (40 uur)</h1><p>Als planner stuur je een vloot van 35 trucks aan op routes naar Duitsland, Polen en Italië. Je werkt in een team van zes planners onder leiding van Daan Mulder.</p>` +
        `<p>Wil je meer weten over deze functie? Neem dan contact op met Kim Bos, HR-adviseur, via ${tel('+31 (0)10 428 61 34')} of ${protectedMail(`k.bos@${HOST}`)}.</p>`,
    ),
  });

  pages['/pers'] = page({
    path: '/pers',
    title: 'Pers',
    main: frame(
      `<h1>Pers</h1><p>Voor persvragen, beeldmateriaal en interviews:</p><p><strong>Perscontact:</strong> Eva Hendriks, Manager Marketing &amp; Communicatie, ${tel('+31 (0)6 41 27 88 03')}, ${protectedMail(`e.hendriks@${HOST}`)}</p>` +
        `<h2>Persberichten</h2><ul><li>12-02-2025 – Van Leeuwen neemt 20 elektrische trekkers in gebruik</li><li>03-10-2024 – Nieuwe cross-dock in Venlo geopend</li></ul>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Van Leeuwen Transport & Logistiek B.V.',
        url: `${ORIGIN}/`,
        telephone: '+31 10 428 61 00',
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Waalhaven Zuidzijde 14', postalCode: '3089 JH', addressLocality: 'Rotterdam', addressCountry: 'NL' },
        department: [
          {
            '@type': 'Organization',
            name: 'Customer Service',
            email: `klantenservice@${HOST}`,
            telephone: '+31 10 428 61 20',
            employee: { '@type': 'Person', name: 'Fleur Smit', jobTitle: 'Teamleider Customer Service', email: `f.smit@${HOST}` },
          },
        ],
      },
    ],
    main:
      frame(`<h1>Contact</h1><p>Waalhaven Zuidzijde 14, 3089 JH Rotterdam<br>Algemeen: ${tel('+31 (0)10 428 61 00')} · ${protectedMail(`info@${HOST}`)}</p>`) +
      frame(`<h2>Customer Service</h2><p>Voor track &amp; trace, afleverbewijzen en wijzigingen in uw orders: ${tel('+31 (0)10 428 61 20')} of ${protectedMail(`klantenservice@${HOST}`)} (ma–vr 7:00–19:00).</p>`) +
      `<!-- oud: planning.venlo@${HOST} niet meer in gebruik sinds verhuizing cross-dock -->`,
  });

  pages['/track-trace-api'] = page({
    path: '/track-trace-api',
    title: 'API voor klanten',
    main: frame(
      `<h1>Track &amp; Trace API</h1><p>Koppel uw WMS of webshop aan onze zendinginformatie. De PHP-client staat op GitHub:</p><pre><code>git clone git@github.com:vanleeuwen-logistiek/track-trace-php.git</code></pre>` +
        `<p>Of gebruik de widget in uw eigen site:</p><pre><code>npm install @vanleeuwen/tt-widget@2.3.0</code></pre><p>API-sleutels vraagt u aan via het klantportaal.</p>`,
    ),
  });

  pages['/klantportaal'] = page({ path: '/klantportaal', title: 'Klantportaal', main: frame(`<h1>Klantportaal</h1><p>Inloggen. Toegang aanvragen of wachtwoord vergeten? Mail naar portaal@${HOST} met uw klantnummer.</p>`) });
  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', title: 'Privacyverklaring', main: frame(`<h1>Privacyverklaring</h1><p>Van Leeuwen Transport &amp; Logistiek B.V. verwerkt persoonsgegevens conform de AVG.</p>`) });
  pages['/algemene-voorwaarden'] = page({ path: '/algemene-voorwaarden', title: 'Algemene voorwaarden', main: frame(`<h1>Algemene voorwaarden</h1><p>Op al onze werkzaamheden zijn de AVC 2002 en de Nederlandse Expeditievoorwaarden van toepassing.</p>`) });

  pages['/en'] = page({
    path: '/en',
    title: 'Transport, warehousing and customs from Rotterdam',
    lang: 'en-GB',
    alternates: ALT_HOME,
    main:
      frame(`<h1>Logistics from the Port of Rotterdam</h1><p>Road transport across Europe, warehousing and customs clearance from our site in the Waalhaven.</p>`) +
      frame(`<h2>Management</h2><p>Jeroen Bakker, Managing Director, ${protectedMail(`j.bakker@${HOST}`)}</p>`),
  });
  pages['/en/services'] = page({ path: '/en/services', title: 'Services', lang: 'en-GB', main: frame(`<h1>Services</h1><ul><li>FTL and LTL road freight</li><li>Container haulage</li><li>Warehousing and fulfilment</li><li>Customs brokerage</li></ul>`) });

  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-vacatures.xml'], '2025-02-12'));
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/diensten', '/over-ons', '/over-ons/team', '/vacatures', '/pers', '/contact', '/en', '/en/services'], '2025-02-12'));
  pages['/sitemap-vacatures.xml'] = xmlPage(urlset(HOST, [vacancy], '2025-02-20'));

  const member = (m: Member) => {
    const cases: CaseKind[] = ['microdata', 'obfuscated', 'link-non-english'];
    if (m.shown !== m.name) cases.push('honorific');
    return { address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/over-ons/team'], cases };
  };
  const [bakker, jansen, visser, smit, ...rest] = TEAM;

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /typo3temp/\nDisallow: /klantportaal\nAllow: /typo3temp/assets/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-63',
      languages: ['nl', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'obfuscated'] },
        { address: `klantenservice@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'obfuscated'] },
        { ...member(bakker!), titleAlternatives: [bakker!.en!], pages: ['/over-ons/team', '/en'], cases: [...member(bakker!).cases, 'hreflang', 'name-title-line'] },
        member(jansen!),
        member(visser!),
        { ...member(smit!), pages: ['/over-ons/team', '/contact'], cases: [...member(smit!).cases, 'json-ld-nested'] },
        ...rest.map(member),
        { address: `e.hendriks@${HOST}`, name: 'Eva Hendriks', title: 'Manager Marketing & Communicatie', pages: ['/pers'], cases: ['label-line', 'obfuscated', 'link-non-english'] },
        { address: `k.bos@${HOST}`, name: 'Kim Bos', title: 'HR-adviseur', pages: [vacancy], cases: ['prose', 'obfuscated', 'sitemap-index'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/klantportaal'],
      nonAddresses: [
        { text: `portaal@${HOST}`, kind: 'disallowed' },
        { text: `planning.venlo@${HOST}`, kind: 'comment' },
        { text: 'git@github.com:vanleeuwen-logistiek/track-trace-php.git', kind: 'git' },
        { text: 'tt-widget@2.3.0', kind: 'package' },
      ],
    },
  };
}
