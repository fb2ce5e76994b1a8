/**
 * Ådalens Dyrehospital: a small-animal and horse hospital near Randers, on Drupal 10 (Olivero
 * subtheme) in Danish, where addresses are staff initials. The staff as a definition list, the
 * hospital director in schema.org microdata and a cardiologist in RDFa on the contact page, the
 * reception lead's address reversed in a data attribute a script turns around, an orthopaedic
 * specialist ("Dipl. ECVS") in a treatment page's prose, and the CT radiographer as "Ansvarlig:
 * name" on a news page only the sitemap robots.txt names lists; the referring vets' extranet is
 * disallowed, and the lab courier's address is another company's.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'aadalens-dyrehospital.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/behandlinger', 'Behandlinger'],
  ['/akut', 'Akut hjælp'],
  ['/om-os', 'Om os'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Ådalens Dyrehospital',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qp3b8JkV2x1rT9mZ4.css?delta=0&amp;language=da&amp;theme=aadal&amp;include=eJxLzs8ryc_RTSwu">`,
    `<link rel="icon" href="/themes/custom/aadal/favicon.ico" type="image/vnd.microsoft.icon">`,
  ],
  header: () =>
    `<header role="banner" class="site-header"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="/themes/custom/aadal/logo.svg" alt="Forside" fetchpriority="high"></a></div>` +
    `<nav role="navigation" aria-labelledby="block-aadal-main-menu-menu" id="block-aadal-main-menu" class="primary-nav"><h2 class="visually-hidden" id="block-aadal-main-menu-menu">Hovednavigation</h2><ul class="menu primary-nav__menu">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link" data-drupal-link-system-path="${h === '/' ? '&lt;front&gt;' : `node/${h.length}`}">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<div class="akut-banner">Døgnåben akutvagt: ${tel('86 44 12 00')}</div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="region region--footer-top"><div id="block-kontaktinfo" class="block block-block-content"><p><strong>Ådalens Dyrehospital ApS</strong><br>Århusvej 212, 8940 Randers SV · CVR 38 21 47 90<br>${tel('86 44 12 00')} · ${mailto(`info@${HOST}`)}</p></div></div>` +
    `<div class="region region--footer-bottom"><ul class="menu"><li><a href="/privatlivspolitik">Privatlivspolitik</a></li><li><a href="/henvisning/extranet">Extranet for henvisende dyrlæger</a></li></ul></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
  bodyEnd: ['<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"da"},"ajaxTrustedUrl":[]}</script>', '<script src="/core/misc/drupal.js?v=10.2.6"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const node = (title: string, html: string): string => `<div class="region region--content"><article data-history-node-id="${title.length + 40}" class="node node--type-page node--view-mode-full"><h1 class="title page-title"><span class="field field--name-title">${esc(title)}</span></h1><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary">${html}</div></div></article></div>`;

const DL: { name: string; title: string; local: string }[] = [
  { name: 'Sara Lund', title: 'Dyrlæge, intern medicin', local: 'sl' },
  { name: 'Henrik Skov', title: 'Hestedyrlæge', local: 'hs' },
  { name: 'Anne Friis', title: 'Veterinærsygeplejerske', local: 'af' },
  { name: 'Peter Dam', title: 'Klinikassistent', local: 'pd' },
];

const KV_REVERSED = reversed(`kv@${HOST}`);

export function aadalensDyrehospital(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Dyrehospital for familiedyr og heste',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'VeterinaryCare', name: 'Ådalens Dyrehospital', telephone: '+45 86 44 12 00', address: { '@type': 'PostalAddress', streetAddress: 'Århusvej 212', postalCode: '8940', addressLocality: 'Randers SV', addressCountry: 'DK' } }],
    main: node(
      'Velkommen til Ådalens Dyrehospital',
      `<p>Vi behandler hunde, katte, smådyr og heste – med egen operationsgang, røntgen, ultralyd og fra i år CT-scanner. Der er dyrlæge på vagt døgnet rundt.</p><p><a href="/behandlinger">Se vores behandlinger</a> · <a href="/om-os">Mød personalet</a></p>`,
    ),
  });

  pages['/behandlinger'] = page({ path: '/behandlinger', title: 'Behandlinger', main: node('Behandlinger', `<ul><li><a href="/behandlinger/ortopaedi">Ortopædisk kirurgi</a></li><li>Tandbehandling</li><li>Vaccination og sundhedstjek</li><li>Hesteklinik</li></ul>`) });

  pages['/behandlinger/ortopaedi'] = page({
    path: '/behandlinger/ortopaedi',
    title: 'Ortopædisk kirurgi',
    main: node(
      'Ortopædisk kirurgi',
      `<p>Vi udfører bl.a. TPLO ved korsbåndsskader, frakturkirurgi og albuedysplasi-operationer. Operationerne udføres af vores specialist i ortopædkirurgi, Jonas Kjær, DVM, Dipl. ECVS.</p>` +
        `<p>Henvisende dyrlæger og ejere med spørgsmål til et forløb er velkomne til at skrive direkte til Jonas på ${mailto(`jk@${HOST}`)}.</p>`,
    ),
  });

  pages['/akut'] = page({ path: '/akut', title: 'Akut hjælp', main: node('Akut hjælp', `<p>Ring altid før du kommer: ${tel('86 44 12 00')}. Vi har dyrlæge og sygeplejerske i huset hele døgnet.</p>`) });

  pages['/om-os'] = page({
    path: '/om-os',
    title: 'Om os',
    main: node(
      'Om os',
      `<p>Hospitalet blev grundlagt i 2004 og har i dag 31 medarbejdere.</p><h2>Personale</h2><dl class="personale">` +
        DL.map((d) => `<dt>${esc(d.name)}</dt><dd>${esc(d.title)}</dd><dd>${mailto(`${d.local}@${HOST}`)}</dd>`).join('') +
        `</dl><p>Ledelsen finder du på <a href="/kontakt">kontaktsiden</a>.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: node(
      'Kontakt',
      `<p>Tidsbestilling: ${tel('86 44 12 00')} (hverdage 8–17). Receptionen besvarer også e-mails på ${mailto(`info@${HOST}`)}.</p><h2>Ledelse</h2>` +
        `<div itemscope itemtype="https://schema.org/Person" class="person"><span itemprop="name">Mette Højgaard</span> – <span itemprop="jobTitle">Hospitalsdirektør og dyrlæge</span><br>${mailto(`mh@${HOST}`, `mh@${HOST}`, 'itemprop="email"')}</div>` +
        `<div vocab="https://schema.org/" typeof="Person" class="person"><span property="name">Lone Bech</span>, ph.d. – <span property="jobTitle">Fagdyrlæge i kardiologi</span><br><a property="email" href="mailto:lb@${HOST}">lb@${HOST}</a></div>` +
        `<div class="person"><strong>Kirsten Vang</strong> – Receptionsleder<br><span class="js-mail" data-m="${KV_REVERSED}"></span></div>` +
        `<script>document.querySelectorAll('.js-mail').forEach(function(e){var a=e.getAttribute('data-m').split('').reverse().join('');e.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>` +
        `<p>Blodprøver sendes med Vet-Lab Kurer; spørgsmål om afhentning til ${mailto('kurer@vetlab-kurer.test')}.</p>`,
    ),
  });

  pages['/nyheder/ny-ct-scanner'] = page({
    path: '/nyheder/ny-ct-scanner',
    title: 'Ny CT-scanner',
    main: node(
      'Nu kan vi CT-scanne din hund, kat og hest',
      `<p>Fra 1. september har vi en 64-snits CT-scanner, som giver hurtigere diagnoser ved tumorer, brud og luftvejsproblemer.</p>` +
        `<p>Ansvarlig for CT: radiograf Nikolaj Holm, ${mailto(`nh@${HOST}`)}. Henvisninger modtages hverdage.</p>`,
    ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: node('Privatlivspolitik', `<p>Ådalens Dyrehospital ApS er dataansvarlig for oplysninger om dig og dit dyr i vores journalsystem.</p>`) });
  pages['/henvisning/extranet'] = page({ path: '/henvisning/extranet', title: 'Extranet', main: node('Extranet for henvisende dyrlæger', `<p>Journaler og billeddiagnostik. Login-problemer: ${mailto(`extranet@${HOST}`)}</p>`) });
  pages['/sitemaps/da/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/behandlinger', '/behandlinger/ortopaedi', '/akut', '/om-os', '/kontakt', '/nyheder/ny-ct-scanner'], '2025-09-02'));

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /henvisning/\n\n` +
        `Sitemap: ${ORIGIN}/sitemaps/da/sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-26',
      languages: ['da'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...DL.map((d) => ({ address: `${d.local}@${HOST}`, name: d.name, title: d.title, pages: ['/om-os'], cases: ['definition-list', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `jk@${HOST}`, name: 'Jonas Kjær', title: 'specialist i ortopædkirurgi', pages: ['/behandlinger/ortopaedi'], cases: ['prose', 'post-nominal', 'plain', 'deep-page', 'link-non-english'] },
        { address: `mh@${HOST}`, name: 'Mette Højgaard', title: 'Hospitalsdirektør og dyrlæge', titleAlternatives: ['Hospitalsdirektør'], pages: ['/kontakt'], cases: ['microdata', 'plain', 'link-non-english'] },
        { address: `lb@${HOST}`, name: 'Lone Bech', title: 'Fagdyrlæge i kardiologi', pages: ['/kontakt'], cases: ['rdfa', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `kv@${HOST}`, name: 'Kirsten Vang', title: 'Receptionsleder', pages: ['/kontakt'], encoded: { kind: 'reversed', text: KV_REVERSED }, cases: ['script-reversed', 'name-title-line', 'link-non-english'] },
        { address: `nh@${HOST}`, name: 'Nikolaj Holm', title: 'radiograf', pages: ['/nyheder/ny-ct-scanner'], cases: ['sitemap-robots', 'title-name-line', 'plain'] },
      ],
      pattern: '{f}{l}',
      disallowed: ['/henvisning/extranet'],
      nonAddresses: [
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'kurer@vetlab-kurer.test', kind: 'other-company' },
      ],
    },
  };
}
