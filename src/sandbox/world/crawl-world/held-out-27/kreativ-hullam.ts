/**
 * Kreatív Hullám Ügynökség Kft.: a Budapest marketing agency on WordPress with Hello Elementor.
 * Names written family name first, as Hungarian does; people reached at function mailboxes
 * (kreativ@, social@), so no personal pattern can be told. Team cards, one address through an
 * encoder plugin's character references, one built by String.fromCharCode, the founder as a
 * JSON-LD Person, a copywriter in a blog post, an impresszum with label lines, the jobs mailbox
 * beside the HR coordinator's card; an old address in a comment, the form's placeholder, the
 * host's support address, the retina logo and the client portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kreativhullam.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/szolgaltatasok/', 'Szolgáltatások'],
  ['/referenciak/', 'Referenciák'],
  ['/csapatunk/', 'Csapatunk'],
  ['/blog/', 'Blog'],
  ['/karrier/', 'Karrier'],
  ['/kapcsolat/', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kreatív Hullám',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, e_font_icon_svg; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">`,
    `<script async src="https://www.googletagmanager.com/gtag/js?id=G-KH7Q2X91LM"></script>`,
  ],
  header: () =>
    `<header id="site-header" class="site-header dynamic-header menu-dropdown-tablet"><div class="header-inner"><div class="site-branding show-logo"><div class="site-logo show"><a href="/" title="Kreatív Hullám" rel="home"><img width="220" height="60" src="/wp-content/uploads/2023/02/kreativ-hullam-logo.png" srcset="/wp-content/uploads/2023/02/kreativ-hullam-logo.png 1x, /wp-content/uploads/2023/02/kreativ-hullam-logo@2x.png 2x" class="custom-logo" alt="Kreatív Hullám"></a></div></div>` +
    `<nav class="site-navigation show" aria-label="Főmenü"><ul id="menu-fomenu" class="menu">` +
    MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}">${esc(l)}</a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer id="site-footer" class="site-footer dynamic-footer"><div class="footer-inner"><div class="site-branding"><p>Kreatív Hullám Ügynökség Kft.<br>1066 Budapest, Teréz körút 24. III/2.<br>${tel('+36 1 445 2810')} · ${mailto(`info@${HOST}`)}</p></div>` +
    `<nav class="site-navigation"><ul class="menu"><li><a href="/impresszum/">Impresszum</a></li><li><a href="/adatvedelem/">Adatkezelési tájékoztató</a></li><li><a href="/ugyfelportal/">Ügyfélportál</a></li></ul></nav>` +
    `<div class="copyright"><p>© 2025 Kreatív Hullám. Minden jog fenntartva.</p></div></div></footer>`,
  privacyPath: { hu: '/adatvedelem/' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

const MEDIA_SCRIPT = `<script>(function(){var m=String.fromCharCode(${charCodes(`media@${HOST}`)});var el=document.getElementById('kh-media');if(el){el.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';}})();</script>`;

type Member = { shown: string; title: string; mail: string; how: 'plain' | 'entities' | 'script' };
const TEAM: Member[] = [
  { shown: 'Szabó Márton', title: 'ügyvezető igazgató', mail: 'ugyvezeto', how: 'plain' },
  { shown: 'Tóth Réka', title: 'kreatív igazgató', mail: 'kreativ', how: 'plain' },
  { shown: 'dr. Fehér Judit', title: 'ügyfélkapcsolati igazgató', mail: 'ugyfel', how: 'plain' },
  { shown: 'Nagy Bence', title: 'art director', mail: 'design', how: 'entities' },
  { shown: 'Balogh Dániel', title: 'social media csoportvezető', mail: 'social', how: 'plain' },
  { shown: 'Kiss Eszter', title: 'médiatervező', mail: 'media', how: 'script' },
];

const card = (m: Member, i: number): string => {
  const address = `${m.mail}@${HOST}`;
  const mail =
    m.how === 'entities'
      ? `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`
      : m.how === 'script'
        ? `<span id="kh-media">[e-mail cím: JavaScript szükséges]</span>${MEDIA_SCRIPT}`
        : mailto(address);
  return (
    `<div class="elementor-column elementor-col-33 elementor-element elementor-element-${(0x5c20 + i).toString(16)}"><div class="elementor-widget-wrap">` +
    `<div class="elementor-widget elementor-widget-image"><img src="/wp-content/uploads/2024/01/csapat-${i + 1}-500x500.jpg" width="500" height="500" alt="${esc(m.shown)}" loading="lazy"></div>` +
    `<div class="elementor-widget elementor-widget-heading"><h3 class="elementor-heading-title elementor-size-default">${esc(m.shown)}</h3></div>` +
    `<div class="elementor-widget elementor-widget-text-editor"><p class="pozicio">${esc(m.title)}</p><p>${mail}</p></div></div></div>`
  );
};

export function kreativHullam(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Digitális marketing, ami hullámokat kelt',
    description: 'Kampánytervezés, közösségi média, arculat és médiavásárlás budapesti ügynökségünktől.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            '@id': `${ORIGIN}/#organization`,
            name: 'Kreatív Hullám Ügynökség Kft.',
            url: `${ORIGIN}/`,
            logo: `${ORIGIN}/wp-content/uploads/2023/02/kreativ-hullam-logo.png`,
            address: { '@type': 'PostalAddress', streetAddress: 'Teréz körút 24. III/2.', postalCode: '1066', addressLocality: 'Budapest', addressCountry: 'HU' },
            contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+36 1 445 2810', email: `mailto:info@${HOST}`, availableLanguage: ['Hungarian', 'English'] },
          },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Kreatív Hullám', inLanguage: 'hu-HU' },
        ],
      },
    ],
    main:
      `<div data-elementor-type="wp-page" data-elementor-id="8" class="elementor elementor-8"><section class="elementor-section elementor-top-section"><div class="elementor-container">` +
      `<h1 class="elementor-heading-title">Marketing, ami hullámokat kelt</h1><p>Tizenkét éve segítünk hazai márkáknak megtalálni a hangjukat – a stratégiától a kampányig.</p>` +
      `<a class="elementor-button" href="/kapcsolat/">Kérjen ajánlatot</a></div></section>` +
      `<section class="elementor-section"><h2>Legfrissebb a blogról</h2><ul><li><a href="/blog/igy-keszult-a-balatoni-nyar-kampany/">Így készült a „Balatoni nyár” kampány</a></li></ul></section></div>`,
  });

  pages['/szolgaltatasok'] = page({
    path: '/szolgaltatasok',
    title: 'Szolgáltatások',
    main: `<div class="elementor"><h1>Szolgáltatásaink</h1><ul><li>Márkastratégia és arculat</li><li>Közösségimédia-kezelés</li><li>Teljesítménymarketing és médiavásárlás</li><li>Influencer-együttműködések</li></ul><p>Egyedi ajánlatért írjon az ${mailto(`info@${HOST}`)} címre.</p></div>`,
  });

  pages['/referenciak'] = page({
    path: '/referenciak',
    title: 'Referenciák',
    main: `<div class="elementor"><h1>Referenciák</h1><div class="elementor-gallery"><figure><img src="/wp-content/uploads/2024/05/balatoni-nyar-768x512.jpg" alt="Balatoni nyár kampány"><figcaption>Balatoni nyár – turisztikai kampány</figcaption></figure><figure><img src="/wp-content/uploads/2024/02/pekseg-arculat-768x512.jpg" alt="Pékség arculat"><figcaption>Kézműves pékség – arculat</figcaption></figure></div></div>`,
  });

  pages['/csapatunk'] = page({
    path: '/csapatunk',
    title: 'Csapatunk',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: 'Csapatunk',
        about: {
          '@type': 'Organization',
          name: 'Kreatív Hullám Ügynökség Kft.',
          founder: { '@type': 'Person', name: 'Szabó Márton', givenName: 'Márton', familyName: 'Szabó', jobTitle: 'ügyvezető igazgató', email: `ugyvezeto@${HOST}` },
        },
      },
    ],
    main:
      `<div data-elementor-type="wp-page" data-elementor-id="31" class="elementor elementor-31"><section class="elementor-section"><h1 class="elementor-heading-title">Csapatunk</h1><p>Tizennégy ember, egy hullámhossz. Ismerje meg azokat, akikkel a leggyakrabban találkozni fog.</p></section>` +
      `<section class="elementor-section elementor-inner-section"><div class="elementor-container elementor-column-gap-wide">${TEAM.map(card).join('')}</div></section>` +
      `<!-- régi kártya: Pintér Gergő, stratéga – pinter.gergo@${HOST} (kilépett 2024) --></div>`,
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    main: `<div class="elementor-posts-container"><article class="elementor-post"><h3 class="elementor-post__title"><a href="/blog/igy-keszult-a-balatoni-nyar-kampany/">Így készült a „Balatoni nyár” kampány</a></h3><p>Kulisszatitkok egy hat hetes forgatásról.</p></article></div>`,
  });

  pages['/blog/igy-keszult-a-balatoni-nyar-kampany'] = page({
    path: '/blog/igy-keszult-a-balatoni-nyar-kampany',
    title: 'Így készült a „Balatoni nyár” kampány',
    main:
      `<article class="post type-post status-publish"><h1 class="entry-title">Így készült a „Balatoni nyár” kampány</h1><p class="entry-meta">2025. április 3. · Kampányok</p>` +
      `<p>Hat hét, négy helyszín és több mint kétszáz óra nyersanyag: a kampány forgatása nálunk is rekordnak számított. A szövegkönyvet Horváth Lilla szövegírónk jegyezte, aki szívesen mesél a folyamatról – ha Önt is érdekli, írjon neki a ${mailto(`copy@${HOST}`)} címre.</p>` +
      `<p>A vágóképek egy része a Tihanyi-félszigeten készült, a drónfelvételekhez a helyi önkormányzat engedélyét is kikértük.</p></article>`,
  });

  pages['/karrier'] = page({
    path: '/karrier',
    title: 'Karrier',
    main:
      `<div class="elementor"><h1>Karrier</h1><h2>Junior social media menedzser (teljes munkaidő)</h2><p>Budapest, hibrid munkavégzés. Kezdés: 2025. június.</p>` +
      `<div class="elementor-widget-image-box"><img src="/wp-content/uploads/2024/01/pap-orsolya-300x300.jpg" alt="Pap Orsolya"><h3>Pap Orsolya</h3><p>HR- és irodakoordinátor</p></div>` +
      `<p>Fényképes önéletrajzát és portfólióját a ${mailto(`allas@${HOST}`)} címre várjuk.</p></div>`,
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main:
      `<div class="elementor"><h1>Kapcsolat</h1><p>Kreatív Hullám Ügynökség Kft.<br>1066 Budapest, Teréz körút 24. III/2.<br>Telefon: ${tel('+36 1 445 2810')}<br>E-mail: ${mailto(`info@${HOST}`)}</p>` +
      `<p>Számlázással kapcsolatos kérdésekben Varga Ilona pénzügyi asszisztens segít: ${mailto(`penzugy@${HOST}`)}</p>` +
      `<form class="elementor-form" method="post" name="Ajánlatkérés"><label for="form-field-nev">Név</label><input type="text" id="form-field-nev" name="form_fields[nev]"><label for="form-field-email">E-mail</label><input type="email" id="form-field-email" name="form_fields[email]" placeholder="nev@cegnev.hu"><label for="form-field-uzenet">Üzenet</label><textarea id="form-field-uzenet" name="form_fields[uzenet]"></textarea><button type="submit">Küldés</button></form></div>`,
  });

  pages['/impresszum'] = page({
    path: '/impresszum',
    title: 'Impresszum',
    main:
      `<div class="elementor"><h1>Impresszum</h1><p>Cégnév: Kreatív Hullám Ügynökség Kft.<br>Székhely: 1066 Budapest, Teréz körút 24. III/2.<br>Cégjegyzékszám: 01-09-987654<br>Adószám: 24567890-2-42<br>Ügyvezető: Szabó Márton<br>E-mail: ${mailto(`info@${HOST}`)}</p>` +
      `<p>Tárhelyszolgáltató: TárhelyPark Kft., 1132 Budapest, Váci út 18., support@tarhelypark.hu</p></div>`,
  });

  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatkezelési tájékoztató', main: `<div class="elementor"><h1>Adatkezelési tájékoztató</h1><p>Adatkezelő: Kreatív Hullám Ügynökség Kft. Adatvédelmi kérdésekben az ${mailto(`info@${HOST}`)} címen érhet el minket.</p></div>` });
  pages['/ugyfelportal'] = page({ path: '/ugyfelportal', title: 'Ügyfélportál', main: `<h1>Ügyfélportál</h1><p>Belépési problémák esetén: ${mailto(`portal@${HOST}`)}</p>` });

  pages['/wp-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/szolgaltatasok/', '/referenciak/', '/csapatunk/', '/blog/', '/blog/igy-keszult-a-balatoni-nyar-kampany/', '/karrier/', '/kapcsolat/', '/impresszum/', '/adatvedelem/']));

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /ugyfelportal\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'x-powered-by': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-27',
      languages: ['hu'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat', '/impresszum'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: `ugyvezeto@${HOST}`, name: 'Szabó Márton', title: 'ügyvezető igazgató', titleAlternatives: ['ügyvezető'], pages: ['/csapatunk'], cases: ['card', 'plain', 'json-ld-person', ln] },
        { address: `kreativ@${HOST}`, name: 'Tóth Réka', title: 'kreatív igazgató', pages: ['/csapatunk'], cases: ['card', 'plain', ln] },
        { address: `ugyfel@${HOST}`, name: 'Fehér Judit', title: 'ügyfélkapcsolati igazgató', pages: ['/csapatunk'], cases: ['card', 'honorific', 'plain', ln] },
        { address: `design@${HOST}`, name: 'Nagy Bence', title: 'art director', pages: ['/csapatunk'], cases: ['card', 'entities', ln] },
        { address: `social@${HOST}`, name: 'Balogh Dániel', title: 'social media csoportvezető', pages: ['/csapatunk'], cases: ['card', 'plain', ln] },
        { address: `media@${HOST}`, name: 'Kiss Eszter', title: 'médiatervező', pages: ['/csapatunk'], encoded: { kind: 'script', text: MEDIA_SCRIPT }, cases: ['card', 'script-charcode', ln] },
        { address: `copy@${HOST}`, name: 'Horváth Lilla', title: 'szövegíró', pages: ['/blog/igy-keszult-a-balatoni-nyar-kampany'], cases: ['prose', 'plain'] },
        { address: `allas@${HOST}`, name: null, title: null, pages: ['/karrier'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `penzugy@${HOST}`, name: 'Varga Ilona', title: 'pénzügyi asszisztens', pages: ['/kapcsolat'], cases: ['prose', 'plain', ln] },
      ],
      pattern: null,
      nameOrder: 'family-first',
      disallowed: ['/ugyfelportal'],
      nonAddresses: [
        { text: `pinter.gergo@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'nev@cegnev.hu', kind: 'placeholder' },
        { text: 'support@tarhelypark.hu', kind: 'other-company' },
        { text: 'kreativ-hullam-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
