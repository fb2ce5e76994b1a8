/**
 * Vooremaa Talumuuseum: a farm museum run by a county foundation in Jõgeva County, on Drupal 10,
 * in Estonian with an English section. The staff as a view of "töötaja" nodes printed with RDFa
 * (vocab schema.org, typeof Person, property email); the contact page as a definition list
 * (the duty as the term, the name, title and address as the description) with the sentence
 * stating the address scheme and a Museum in JSON-LD; the school-group booking mailbox beside the
 * education manager's name (in the ablative); and the English "Who to ask" page two links from
 * home with "Dr" and label lines. The scheme text, the staff intranet (disallowed) and the
 * newsletter form's placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vooremaamuuseum.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `eesnimi.perekonnanimi@${HOST}`;

const MENU: Record<string, [string, string, string][]> = {
  et: [
    ['/muuseumist', 'Muuseumist', 'node/2'],
    ['/haridus', 'Haridusprogrammid', 'node/5'],
    ['/pood', 'Muuseumipood', 'node/9'],
    ['/tootajad', 'Töötajad', 'tootajad'],
    ['/kontakt', 'Kontakt', 'node/3'],
  ],
  en: [
    ['/en', 'Visit', 'node/14'],
    ['/en/who-to-ask', 'Who to ask', 'node/15'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Vooremaa Talumuuseum',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    '<link rel="icon" href="/themes/custom/vooremaa/favicon.ico" type="image/vnd.microsoft.icon">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_k3Xb9QwT1mYzP0a8Rj2n5LhVc4FsU7oE6dIgHqA1tBw.css?delta=0&amp;language=et&amp;theme=vooremaa&amp;include=eJxdjEEKwzAMBD_kRE8yiqMaEckKlkxJX99c2pTelpnZ5YkYh2s6wlK-WovhM8-Hu4Hz5UWd13aLzbZgDJOtK4jjFTDYyyvY1pcx8IOFaWqcoVrl6LLKMmWDvY8B4e0ZvFdYe-lf5AY_30Q3">',
    '<script src="/core/misc/drupalSettingsLoader.js?v=10.3.6"></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'et';
    const alt = lang === 'en' ? '/' : '/en';
    return (
      `<a href="#main-content" class="visually-hidden focusable skip-link">${lang === 'en' ? 'Skip to main content' : 'Liigu põhisisu juurde'}</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container">` +
      `<header role="banner" class="site-header"><div class="region region-header"><div id="block-vooremaa-site-branding" class="block block-system block-system-branding-block"><a href="${lang === 'en' ? '/en' : '/'}" rel="home" class="site-logo"><img src="/themes/custom/vooremaa/logo.svg" alt="${lang === 'en' ? 'Home' : 'Avaleht'}" fetchpriority="high"></a><div class="site-name"><a href="${lang === 'en' ? '/en' : '/'}" rel="home">Vooremaa Talumuuseum</a></div></div>` +
      `<div class="language-switcher-language-url block block-language block-language-blocklanguage-interface" id="block-keelevahetaja" role="navigation"><ul class="links"><li hreflang="${lang === 'en' ? 'et' : 'en'}" data-drupal-link-system-path="&lt;front&gt;"><a href="${alt}" class="language-link" hreflang="${lang === 'en' ? 'et' : 'en'}" data-drupal-link-system-path="&lt;front&gt;">${lang === 'en' ? 'Eesti' : 'English'}</a></li></ul></div></div>` +
      `<div class="region region-primary-menu"><nav role="navigation" aria-labelledby="block-vooremaa-main-menu-menu" id="block-vooremaa-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-vooremaa-main-menu-menu">${lang === 'en' ? 'Main navigation' : 'Peamenüü'}</h2>` +
      `<ul class="menu">${MENU[lang]!.map(([href, label, sys]) => `<li class="menu-item${href === p.path ? ' menu-item--active-trail' : ''}"><a href="${href}" data-drupal-link-system-path="${sys}"${href === p.path ? ' class="is-active" aria-current="page"' : ''}>${esc(label)}</a></li>`).join('')}</ul></nav></div></header>` +
      `<div class="region region-highlighted"><div data-drupal-messages-fallback class="hidden"></div></div><a id="main-content" tabindex="-1"></a><div class="layout-content"><div class="region region-content">`
    );
  },
  footer: (p) =>
    `</div></div><footer role="contentinfo" class="site-footer"><div class="region region-footer"><div id="block-jaluse-kontakt" class="block block-block-content block-block-content9f3c2a71-5e8b-4d06-a1f7-c2e4b6d8a013"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p><strong>SA Vooremaa Muuseumid</strong><br>Talumuuseum, Kassinurme tee 4, Saduküla, 48214 Jõgeva vald<br>${tel('+372 776 4120')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p>${p.lang.startsWith('en') ? 'Open Wed–Sun 10–17 (May–September), Wed–Fri 10–16 in winter' : 'Avatud K–P 10–17 (mai–september), talvel K–R 10–16'}</p>` +
    `<p><a href="/privaatsus">${p.lang.startsWith('en') ? 'Privacy' : 'Andmekaitsetingimused'}</a> · <a href="/sisevork">${p.lang.startsWith('en') ? 'Staff' : 'Töötajale'}</a></p></div></div></div></footer></div></div>`,
  bodyEnd: [
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"et"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"eu_cookie_compliance":{"cookie_policy_version":"1.0.0","popup_enabled":true,"popup_agreed_enabled":false,"popup_hide_agreed":false,"popup_clicking_confirmation":false,"popup_scrolling_confirmation":false,"popup_html_info":"\\u003Cdiv class=\\u0022eu-cookie-compliance-banner eu-cookie-compliance-banner-info\\u0022\\u003E\\u003Cp\\u003EKasutame k\\u00fcpsiseid, et veebileht t\\u00f6\\u00f6taks.\\u003C\\/p\\u003E\\u003C\\/div\\u003E","method":"opt_in","cookie_name":"","domain":""},"user":{"uid":0,"permissionsHash":"3c7b1f0e9d2a8b5c4e6f1a0d9c8b7a6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a"}}</script>',
    '<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>',
    '<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>',
    '<script src="/core/misc/drupal.js?v=10.3.6"></script>',
    '<script src="/modules/contrib/eu_cookie_compliance/js/eu_cookie_compliance.min.js?v=10.3.6" defer></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string; nid?: number }): SandboxPage =>
  renderPage(theme, {
    ...spec,
    lang: spec.lang ?? 'et',
    main:
      `<div id="block-vooremaa-page-title" class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(spec.title)}</span></h1></div>` +
      `<div id="block-vooremaa-content" class="block block-system block-system-main-block"><article${spec.nid ? ` data-history-node-id="${spec.nid}"` : ''} class="node node--type-page node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${spec.main}</div></div></article></div>`,
  });

type Worker = { name: string; title: string; phone: string; local?: string; photo: string };
const STAFF: Worker[] = [
  { name: 'Kadri-Ann Vahtra', title: 'juhatuse liige', phone: '5301 2244', local: 'kadri-ann.vahtra', photo: 'vahtra' },
  { name: 'Tõnis Põder', title: 'peavarahoidja', phone: '5347 9016', local: 'tonis.poder', photo: 'poder' },
  { name: 'Maarja Lõhmus', title: 'vanemteadur-kuraator (etnoloogia, 19. sajandi talukultuur)', phone: '5622 0871', local: 'maarja.lohmus', photo: 'lohmus' },
  { name: 'Liina Ojaste', title: 'haridusprogrammide juht', phone: '5308 4410', local: 'liina.ojaste', photo: 'ojaste' },
  { name: 'Aivar Jõgi', title: 'konservaator-restauraator (puit ja mööbel)', phone: '5199 3372', local: 'aivar.jogi', photo: 'jogi' },
  { name: 'Kristel Mändmets', title: 'turundus- ja kommunikatsioonijuht', phone: '5645 1208', local: 'kristel.mandmets', photo: 'mandmets' },
  { name: 'Peeter Kivisild', title: 'haldusjuht', phone: '5332 7719', photo: 'kivisild' },
];

const worker = (w: Worker): string =>
  `<div class="views-row"><article vocab="https://schema.org/" typeof="Person" class="node node--type-tootaja node--view-mode-teaser">` +
  `<div class="field field--name-field-foto field--type-image field--label-hidden field__item"><img loading="lazy" src="/sites/default/files/styles/portree_300/public/tootajad/${w.photo}.jpg?itok=Qm3xZ7bA" width="300" height="300" alt="${esc(w.name)}" property="image"></div>` +
  `<h3 class="node__title"><span property="name">${esc(w.name)}</span></h3><div class="field field--name-field-ametinimetus field--type-string field--label-hidden field__item" property="jobTitle">${esc(w.title)}</div>` +
  `<div class="field field--name-field-telefon field--type-telephone field--label-hidden field__item"><a href="tel:+372${w.phone.replace(/\s/g, '')}" property="telephone">${esc(w.phone)}</a></div>` +
  (w.local ? `<div class="field field--name-field-e-post field--type-email field--label-hidden field__item"><a href="mailto:${w.local}@${HOST}" property="email">${w.local}@${HOST}</a></div>` : '') +
  `</article></div>`;

export function vooremaaMuuseum(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tere tulemast Vooremaa Talumuuseumisse',
    alternates: { et: '/', en: '/en', 'x-default': '/' },
    main:
      `<p>Vooremaa Talumuuseum tutvustab Vooremaa talurahva elu 19. sajandi keskpaigast kolhooside tulekuni. Muuseumi õuel on rehielamu, ait, kõrts, sepikoda ja tuulik; püsinäitus „Vooremaa talu aastaring“ asub taastatud rehetoas.</p>` +
      `<p><a href="/haridus">Haridusprogrammid koolidele</a> · <a href="/pood">Muuseumipood</a> · <a href="/muuseumist">Muuseumi ajalugu</a></p>`,
  });

  pages['/muuseumist'] = page({
    path: '/muuseumist',
    title: 'Muuseumist',
    nid: 2,
    main: `<p>Muuseum asutati 1978. aastal kohaliku kolhoosi muuseumina ja on alates 2001. aastast SA Vooremaa Muuseumid hallata. Kogudes on üle 14 000 museaali, sealhulgas Laiuse kihelkonna rahvarõivad ja Saduküla sepa tööriistad.</p><p>Vaata ka: <a href="/tootajad">meie töötajad</a>.</p>`,
  });

  pages['/tootajad'] = page({
    path: '/tootajad',
    title: 'Töötajad',
    main: `<div class="views-element-container"><div class="view view-tootajad view-id-tootajad view-display-id-page_1"><div class="view-content">${STAFF.map(worker).join('')}</div></div></div>`,
  });

  pages['/haridus'] = page({
    path: '/haridus',
    title: 'Haridusprogrammid',
    nid: 5,
    main:
      `<p>Pakume muuseumitunde lasteaedadele ja koolidele: „Leivast leivani“, „Sepa juures“, „Vanad mängud“ ja „Talu aastaring“. Programm kestab 90 minutit, grupis kuni 25 õpilast.</p>` +
      `<p>Programmide sisu kohta saad küsida haridusprogrammide juhilt Liina Ojastelt (tel ${tel('5308 4410')}). Gruppide broneerimine: ${mailto(`broneerimine@${HOST}`)}.</p>`,
  });

  pages['/pood'] = page({
    path: '/pood',
    title: 'Muuseumipood',
    nid: 9,
    main: `<p>Muuseumipoes müüme kohalike meistrite käsitööd, Vooremaa mett ja muuseumi väljaandeid. Postiga tellimiseks kirjuta ${mailto(`pood@${HOST}`)}.</p>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    nid: 3,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Museum',
        '@id': `${ORIGIN}/#muuseum`,
        name: 'Vooremaa Talumuuseum',
        parentOrganization: { '@type': 'Organization', name: 'SA Vooremaa Muuseumid' },
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        telephone: '+372 776 4120',
        address: { '@type': 'PostalAddress', streetAddress: 'Kassinurme tee 4, Saduküla', postalCode: '48214', addressLocality: 'Jõgeva vald', addressCountry: 'EE' },
        employee: [{ '@type': 'Person', name: 'Kadri-Ann Vahtra', jobTitle: 'juhatuse liige', email: `kadri-ann.vahtra@${HOST}`, telephone: '+372 5301 2244' }],
      },
    ],
    main:
      `<p>SA Vooremaa Muuseumid · registrikood 90008812 · Kassinurme tee 4, Saduküla, 48214 Jõgeva vald</p><p>Üldtelefon ${tel('+372 776 4120')}, ${mailto(`info@${HOST}`)}</p>` +
      `<dl class="kontaktid">` +
      `<dt>Juhatuse liige</dt><dd>Kadri-Ann Vahtra<br>tel ${tel('5301 2244')}<br>${mailto(`kadri-ann.vahtra@${HOST}`)}</dd>` +
      `<dt>Raamatupidaja</dt><dd>Reet Kuusik<br>${mailto(`reet.kuusik@${HOST}`)}</dd>` +
      `<dt>Ruumide rent ja sündmused</dt><dd>Merilin Kõiv, sündmuste korraldaja<br>tel ${tel('5560 1893')}<br>${mailto(`merilin.koiv@${HOST}`)}</dd>` +
      `<dt>Arhiiv ja fotokogu</dt><dd>Tõnis Põder, peavarahoidja<br>${mailto(`tonis.poder@${HOST}`)}</dd>` +
      `</dl>` +
      `<p>Kõigi töötajate e-posti aadressid on kujul ${SCHEME}.</p>` +
      `<form class="simplenews-subscriber-form" data-drupal-selector="simplenews-subscriptions-block-uudiskiri" action="/kontakt" method="post" id="simplenews-subscriptions-block-uudiskiri"><div class="js-form-item form-item js-form-type-email form-item-mail"><label for="edit-mail" class="js-form-required form-required">Liitu uudiskirjaga</label><input data-drupal-selector="edit-mail" type="email" id="edit-mail" name="mail" value="" size="60" maxlength="254" placeholder="nimi@näidis.ee" class="form-email required" required="required"></div><div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-subscribe" type="submit" id="edit-subscribe" name="op" value="Liitu" class="button js-form-submit form-submit"></div></form>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Vooremaa Farm Museum',
    lang: 'en',
    nid: 14,
    alternates: { et: '/', en: '/en', 'x-default': '/' },
    main:
      `<p>The Vooremaa Farm Museum shows how farming families in eastern Estonia lived from the 1850s to the arrival of the collective farms: a threshing barn dwelling, granary, village inn, smithy and windmill. Guided tours in English, Finnish and Russian by appointment.</p>` +
      `<p>Not sure whom to write to? See <a href="/en/who-to-ask">who to ask</a>.</p>`,
  });

  pages['/en/who-to-ask'] = page({
    path: '/en/who-to-ask',
    title: 'Who to ask',
    lang: 'en',
    nid: 15,
    main:
      `<p>General enquiries and tickets: ${mailto(`info@${HOST}`)}, ${tel('+372 776 4120')}.</p>` +
      `<p>Collections and research: Dr Maarja Lõhmus, Senior Research Curator (Ethnology), ${mailto(`maarja.lohmus@${HOST}`)}</p>` +
      `<p>Liina Ojaste, Head of Learning Programmes, ${mailto(`liina.ojaste@${HOST}`)}</p>` +
      `<p>Volunteering: Hanna-Liisa Rüütel, Volunteer Coordinator (international volunteers and the European Solidarity Corps), ${mailto(`hanna-liisa.ruutel@${HOST}`)}</p>`,
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Andmekaitsetingimused', nid: 7, main: `<p>Isikuandmete vastutav töötleja on SA Vooremaa Muuseumid. Uudiskirja saamiseks kogume ainult e-posti aadressi, mida ei jagata kolmandatele osapooltele.</p>` });

  pages['/sisevork'] = page({ path: '/sisevork', title: 'Töötajale', nid: 21, main: `<p>Sisevõrk: tööajatabel, puhkuste ajakava ja MuISi juhendid. Ligipääsu probleemide korral kirjuta it@${HOST}.</p>` });

  const ln: CaseKind = 'link-non-english';
  const staffCases = (): CaseKind[] => ['card', 'rdfa', 'plain', ln];
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google. By telling these "robots" where not to go on your site,\n# you save bandwidth and server resources.\n#\n# For more information about the robots.txt standard, see:\n# http://www.robotstxt.org/robotstxt.html\n\n` +
        `User-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.css?\nAllow: /core/*.js$\nAllow: /core/*.js?\nAllow: /core/*.gif\nAllow: /core/*.jpg\nAllow: /core/*.png\nAllow: /core/*.svg\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /composer/Metapackage/README.txt\nDisallow: /web.config\n` +
        `# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/user/login\n# Kohalik\nDisallow: /sisevork\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/muuseumist', '/tootajad', '/haridus', '/pood', '/kontakt', '/privaatsus', '/en', '/en/who-to-ask'], '2025-02-27T10:14:33+02:00'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-101',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en/who-to-ask'], cases: ['role', 'plain'] },
        { address: `pood@${HOST}`, name: null, title: null, pages: ['/pood'], cases: ['role', 'plain', ln] },
        { address: `broneerimine@${HOST}`, name: null, title: null, pages: ['/haridus'], cases: ['role', 'neighbour', 'plain', ln] },
        ...STAFF.filter((w) => w.local).map((w) => {
          const base = { address: `${w.local}@${HOST}`, name: w.name, title: w.title };
          switch (w.local) {
            case 'kadri-ann.vahtra':
              return { ...base, pages: ['/tootajad', '/kontakt'], cases: [...staffCases(), 'definition-list', 'json-ld-person'] as CaseKind[] };
            case 'tonis.poder':
              return { ...base, pages: ['/tootajad', '/kontakt'], cases: [...staffCases(), 'definition-list'] as CaseKind[] };
            case 'maarja.lohmus':
              return {
                ...base,
                titleAlternatives: ['Senior Research Curator (Ethnology)', 'vanemteadur-kuraator', 'Senior Research Curator'],
                pages: ['/tootajad', '/en/who-to-ask'],
                cases: [...staffCases(), 'label-line', 'honorific', 'link-english-unlisted'] as CaseKind[],
              };
            case 'liina.ojaste':
              return { ...base, titleAlternatives: ['Head of Learning Programmes'], pages: ['/tootajad', '/en/who-to-ask'], cases: [...staffCases(), 'name-title-line', 'link-english-unlisted'] as CaseKind[] };
            default:
              return { ...base, pages: ['/tootajad'], cases: staffCases() };
          }
        }),
        { address: `reet.kuusik@${HOST}`, name: 'Reet Kuusik', title: 'Raamatupidaja', pages: ['/kontakt'], cases: ['definition-list', 'plain', ln] },
        {
          address: `merilin.koiv@${HOST}`,
          name: 'Merilin Kõiv',
          title: 'sündmuste korraldaja',
          titleAlternatives: ['Ruumide rent ja sündmused'],
          pages: ['/kontakt'],
          cases: ['definition-list', 'plain', ln],
        },
        {
          address: `hanna-liisa.ruutel@${HOST}`,
          name: 'Hanna-Liisa Rüütel',
          title: 'Volunteer Coordinator (international volunteers and the European Solidarity Corps)',
          titleAlternatives: ['Volunteer Coordinator'],
          pages: ['/en/who-to-ask'],
          cases: ['label-line', 'deep-page', 'link-english-unlisted', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/sisevork'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `it@${HOST}`, kind: 'disallowed' },
        { text: 'nimi@näidis.ee', kind: 'placeholder' },
      ],
    },
  };
}
