/**
 * Ljusdals Djurklinik: a small-animal and horse clinic in Hälsingland, on WordPress with
 * Elementor and Yoast SEO. "Personal" holds the team as Elementor image boxes, every address
 * run through an e-mail encoder plugin (character references); the referral page for other vets
 * is only in Yoast's page sitemap (named in robots.txt); the contact page names the finance
 * person in a sentence. The insurer's claims address, the logo's retina file and the staff room
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ljusdalsdjurklinik.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads`;

const MENU: [string, string][] = [
  ['/', 'Hem'],
  ['/tjanster', 'Tjänster'],
  ['/om-oss', 'Om oss'],
  ['/personal', 'Personal'],
  ['/kontakt', 'Kontakt'],
];

const el = (id: string, widget: string, html: string): string =>
  `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${widget}" data-id="${id}" data-element_type="widget" data-widget_type="${widget}.default"><div class="elementor-widget-container">${html}</div></div>`;
const sectionEl = (id: string, html: string): string =>
  `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default" data-id="${id}" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${html}</div></div></div></section>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Ljusdals Djurklinik',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="stylesheet" id="elementor-post-7-css" href="${UP}/elementor/css/post-7.css?ver=1714560211" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
  ],
  header: (p) =>
    `<header id="site-header" class="site-header dynamic-header header-full-width menu-dropdown-tablet" role="banner"><div class="header-inner"><div class="site-branding show-logo"><div class="site-logo show"><a href="${ORIGIN}/" class="custom-logo-link" rel="home"><img width="320" height="96" src="${UP}/2023/11/ljusdals-djurklinik-logo.png" srcset="${UP}/2023/11/ljusdals-djurklinik-logo.png 1x, ${UP}/2023/11/ljusdals-djurklinik-logo@2x.png 2x" class="custom-logo" alt="Ljusdals Djurklinik" decoding="async"></a></div></div>` +
    `<nav class="site-navigation show" aria-label="Huvudmeny"><ul id="menu-huvudmeny" class="menu">${MENU.map(([h, l], i) => `<li id="menu-item-${21 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${h === p.path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${21 + i}"><a href="${ORIGIN}${h === '/' ? '/' : `${h}/`}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<div class="header-cta"><a class="elementor-button" href="tel:+4665112340">Ring oss: 0651-123 40</a></div></div></header>`,
  footer: () =>
    `<footer id="site-footer" class="site-footer dynamic-footer footer-has-copyright" role="contentinfo"><div class="footer-inner">` +
    `<div class="site-branding"><p class="site-description">Smådjur och häst – i hjärtat av Hälsingland sedan 1987.</p></div>` +
    `<div class="footer-cols"><div><h4>Besöksadress</h4><p>Stationsgatan 14<br>827 32 Ljusdal</p></div><div><h4>Öppettider</h4><p>Mån–fre 08.00–17.00<br>Jour: ring 0651-123 40</p></div><div><h4>Kontakt</h4><p>${tel('0651-123 40')}<br>${mailto(`receptionen@${HOST}`)}</p></div></div>` +
    `<div class="copyright"><p>© 2025 Ljusdals Djurklinik AB · Org.nr 556412-3380 · <a href="${ORIGIN}/integritetspolicy/">Integritetspolicy</a> · <a href="${ORIGIN}/personalrum/">Personalinloggning</a></p></div></div></footer>`,
  privacyPath: { sv: `${ORIGIN}/integritetspolicy/` },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage =>
  renderPage(theme, { ...spec, lang: 'sv-SE', main: `<div data-elementor-type="wp-page" data-elementor-id="${spec.path.length * 7}" class="elementor elementor-${spec.path.length * 7}">${spec.main}</div>` });

/** The e-mail encoder plugin's mailto: href and text both as character references. */
const encoded = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

type Person = { name: string; shown: string; title: string; local: string; photo: string; text: string; postNominal?: boolean };
const STAFF: Person[] = [
  { name: 'Anna Berg', shown: 'Anna Berg, VMD', title: 'Leg. veterinär, klinikchef', local: 'anna.berg', photo: 'anna-berg', text: 'Specialist i hundens och kattens sjukdomar. Disputerade vid SLU 2009 och har drivit kliniken sedan 2014.', postNominal: true },
  { name: 'Johan Sjöberg', shown: 'Johan Sjöberg', title: 'Leg. veterinär, specialist i hästens sjukdomar', local: 'johan.sjoberg', photo: 'johan-sjoberg', text: 'Ansvarar för hästmottagningen och ambulatoriska besök i hela Ljusdals kommun.' },
  { name: 'Maria Lund', shown: 'Maria Lund', title: 'Leg. veterinär', local: 'maria.lund', photo: 'maria-lund', text: 'Arbetar främst med tandvård och mjukdelskirurgi på smådjur.' },
  { name: 'Elin Nyström', shown: 'Elin Nyström', title: 'Leg. djursjukskötare, avdelningsansvarig', local: 'elin.nystrom', photo: 'elin-nystrom', text: 'Leder arbetet på avdelningen och sköter våra inneliggande patienter.' },
  { name: 'Oskar Wikström', shown: 'Oskar Wikström', title: 'Leg. djursjukskötare – anestesi och röntgen', local: 'oskar.wikstrom', photo: 'oskar-wikstrom', text: 'Sövningar, röntgen och ultraljud. Hundägare själv sedan barnsben.' },
  { name: 'Sara Åkesson', shown: 'Sara Åkesson', title: 'Receptionist och djurvårdare', local: 'sara.akesson', photo: 'sara-akesson', text: 'Tar emot dig i receptionen och bokar dina besök.' },
];

export function ljusdalDjurklinik(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Djursjukvård för smådjur och häst i Ljusdal',
    description: 'Ljusdals Djurklinik – veterinär för hund, katt, kanin och häst i Ljusdal. Boka tid på 0651-123 40.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Ljusdals Djurklinik', inLanguage: 'sv-SE', publisher: { '@id': `${ORIGIN}/#organization` } },
          {
            '@type': 'VeterinaryCare',
            '@id': `${ORIGIN}/#organization`,
            name: 'Ljusdals Djurklinik',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', url: `${UP}/2023/11/ljusdals-djurklinik-logo.png` },
            address: { '@type': 'PostalAddress', streetAddress: 'Stationsgatan 14', postalCode: '827 32', addressLocality: 'Ljusdal', addressCountry: 'SE' },
            telephone: '+46 651 123 40',
            contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', telephone: '+46 651 123 40', email: `receptionen@${HOST}`, availableLanguage: ['Swedish', 'English'] }],
          },
        ],
      },
    ],
    main:
      sectionEl('4a1c2e0', el('7b2d1f3', 'heading', '<h1 class="elementor-heading-title elementor-size-default">Din djurklinik i Hälsingland</h1>') + el('1e9f3a7', 'text-editor', '<p>Vi tar emot hund, katt, kanin och andra smådjur samt häst. Vi har egen röntgen, ultraljud, tandvård och operationsavdelning, och jour för våra patienter kvällar och helger.</p><p><a href="/tjanster/">Våra tjänster</a> · <a href="/personal/">Möt personalen</a></p>')) +
      sectionEl('5c3e7d1', el('2f8a6b4', 'icon-box', `<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>Boka tid</span></h3><p class="elementor-icon-box-description">Ring ${tel('0651-123 40')} vardagar 08–17 eller mejla ${mailto(`receptionen@${HOST}`)}. Övriga frågor: ${mailto(`info@${HOST}`)}</p></div></div>`)),
  });

  pages['/tjanster'] = page({
    path: '/tjanster',
    title: 'Tjänster',
    main: sectionEl(
      '6d1a2b9',
      el('3c7e2d8', 'heading', '<h1 class="elementor-heading-title">Tjänster</h1>') +
        el('8e4b1a6', 'text-editor', '<ul><li>Hälsokontroller och vaccinationer</li><li>Tandvård och tandröntgen</li><li>Mjukdels- och ortopedisk kirurgi</li><li>Hältutredning och ambulatoriska hästbesök</li><li>Avlivning i hemmet efter överenskommelse</li></ul>') +
        el('9a2c4f1', 'text-editor', '<h2>Försäkring</h2><p>Vi har direktreglering med de flesta djurförsäkringsbolag. Frågor om ersättning och självrisk ställer du direkt till ditt försäkringsbolag, t.ex. Hälsinge Djurförsäkring (skadeanmalan@halsingedjurforsakring.test).</p>'),
    ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: sectionEl('2b7c9e4', el('4d1f8a2', 'heading', '<h1 class="elementor-heading-title">Om oss</h1>') + el('6e3a9c5', 'text-editor', '<p>Ljusdals Djurklinik grundades 1987 av veterinär Per-Olof Berg och drivs i dag av hans dotter Anna. Vi är elva medarbetare och en del av Distriktsveterinärernas jourområde för häst.</p><p>Kliniken är certifierad enligt Svenska Djursjukhusföreningens kvalitetsprogram.</p>')),
  });

  const card = (p: Person, i: number): string =>
    `<div class="elementor-column elementor-col-33 elementor-inner-column" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">` +
    el(
      `${(0x5a10 + i * 17).toString(16)}c`,
      'image-box',
      `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img width="400" height="400" src="${UP}/2024/02/${p.photo}-400x400.jpg" class="attachment-medium size-medium" alt="${esc(p.name)}" loading="lazy"></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(p.shown)}</h3><p class="elementor-image-box-description"><strong>${esc(p.title)}</strong><br>${esc(p.text)}<br>${encoded(`${p.local}@${HOST}`)}</p></div></div>`,
    ) +
    `</div></div>`;

  pages['/personal'] = page({
    path: '/personal',
    title: 'Personal',
    main:
      sectionEl('7f2e1d0', el('1a9b8c7', 'heading', '<h1 class="elementor-heading-title">Vår personal</h1>') + el('3b8c7d6', 'text-editor', '<p>Veterinärer, djursjukskötare och reception – här är vi som tar hand om ditt djur.</p>')) +
      `<section class="elementor-section elementor-inner-section elementor-element elementor-element-8c1d2e3" data-element_type="section"><div class="elementor-container elementor-column-gap-wide">${STAFF.map(card).join('')}</div></section>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: sectionEl(
      '9d4e5f6',
      el('2e5f6a7', 'heading', '<h1 class="elementor-heading-title">Kontakta oss</h1>') +
        el(
          '4f6a7b8',
          'text-editor',
          `<p><strong>Tidsbokning och frågor om ditt djur:</strong> ${tel('0651-123 40')} eller ${mailto(`receptionen@${HOST}`)}.</p><p><strong>Allmänna frågor:</strong> ${mailto(`info@${HOST}`)}</p>` +
            `<p>Har du frågor om en faktura eller en avbetalning går det bra att mejla Lena Ek, vår ekonomiansvarig, på ${mailto(`lena.ek@${HOST}`)} – hon svarar oftast inom två arbetsdagar.</p>`,
        ) +
        el('6a7b8c9', 'google_maps', '<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Stationsgatan%2014%2C%20Ljusdal&amp;t=m&amp;z=14&amp;output=embed&amp;iwloc=near" title="Stationsgatan 14, Ljusdal" aria-label="Stationsgatan 14, Ljusdal"></iframe></div>'),
    ),
  });

  pages['/remiss'] = page({
    path: '/remiss',
    title: 'Remisser från kollegor',
    main: sectionEl(
      '1b2c3d4',
      el('5e6f7a8', 'heading', '<h1 class="elementor-heading-title">Till dig som remitterar</h1>') +
        el('9b0c1d2', 'text-editor', `<p>Vi tar emot remisser för ortopedi, tandvård och hältutredning häst. Skicka journal och röntgenbilder i förväg.</p><p>Remissansvarig veterinär: Karin Holm, ${tel('0651-123 45')}, ${mailto(`karin.holm@${HOST}`)}</p>`),
    ),
  });

  pages['/integritetspolicy'] = page({
    path: '/integritetspolicy',
    title: 'Integritetspolicy',
    main: sectionEl('3d4e5f6', el('7a8b9c0', 'text-editor', `<h1>Integritetspolicy</h1><p>Ljusdals Djurklinik AB är personuppgiftsansvarig för de uppgifter du lämnar när du bokar tid. Vill du veta vilka uppgifter vi har om dig, skriv till ${mailto(`info@${HOST}`)}.</p>`)),
  });

  pages['/personalrum'] = page({
    path: '/personalrum',
    title: 'Personalrum',
    main: sectionEl('5f6a7b8', el('9c0d1e2', 'text-editor', `<h1>Personalrum</h1><p>Schema, jourlistor och rutiner. Problem med inloggningen? Mejla ${mailto(`it@${HOST}`)}.</p>`)),
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-02-11'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/tjanster/', '/om-oss/', '/personal/', '/kontakt/', '/remiss/', '/integritetspolicy/'], '2025-02-11'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/'], '2025-01-20'));

  const staffCases = (p: Person): CaseKind[] => ['card', 'entities', 'link-non-english', ...(p.postNominal ? (['post-nominal'] as CaseKind[]) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /personalrum\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-57',
      languages: ['sv'],
      addresses: [
        { address: `receptionen@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/integritetspolicy'], cases: ['role', 'plain'] },
        ...STAFF.map((p) => ({ address: `${p.local}@${HOST}`, name: p.name, title: p.title, pages: ['/personal'], cases: staffCases(p) })),
        { address: `lena.ek@${HOST}`, name: 'Lena Ek', title: 'ekonomiansvarig', pages: ['/kontakt'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `karin.holm@${HOST}`, name: 'Karin Holm', title: 'Remissansvarig veterinär', pages: ['/remiss'], cases: ['title-name-line', 'plain', 'sitemap-index', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/personalrum'],
      nonAddresses: [
        { text: `it@${HOST}`, kind: 'disallowed' },
        { text: 'skadeanmalan@halsingedjurforsakring.test', kind: 'other-company' },
        { text: 'ljusdals-djurklinik-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
