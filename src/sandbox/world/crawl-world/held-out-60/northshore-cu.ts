/**
 * Northshore Community Credit Union / Caisse communautaire Northshore: a credit union in
 * Moncton, New Brunswick, on Drupal 10 (Olivero sub-theme), in English and French. The
 * leadership team on both language pages (schema.org microdata in English, RDFa in French, each
 * title in both languages), the contact page's ContactPoint and the complaints officer stated only
 * in JSON-LD (a department's employee), the French pages reached through hreflang alternates, and
 * the corporate secretary in a news item listed only in the sitemap index's English child.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'northshorecu.test';
const ORIGIN = `http://${HOST}`;
const MENU: Record<string, [string, string][]> = {
  en: [
    ['/', 'Home'],
    ['/personal', 'Personal'],
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
  ],
  fr: [
    ['/fr', 'Accueil'],
    ['/fr/a-propos/direction', 'Direction'],
    ['/fr/nous-joindre', 'Nous joindre'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Northshore Community Credit Union',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', '<meta name="MobileOptimized" content="width">', '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qw3mFh8kA1xZ0pY7.css?delta=0&amp;language=en&amp;theme=northshore&amp;include=eJxLzs8">'],
  header: (pg) => {
    const lang = pg.lang.slice(0, 2);
    return (
      `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><header class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-branding"><a href="${lang === 'fr' ? '/fr' : '/'}" rel="home" class="site-branding__logo"><img src="/themes/custom/northshore/logo.svg" alt="Accueil" fetchpriority="high" width="210" height="60"></a></div>` +
      `<nav role="navigation" aria-labelledby="block-northshore-main-menu-menu" id="block-northshore-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-northshore-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">` +
      MENU[lang]!.map(([href, label]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${href}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-link-system-path="${href === '/' || href === '/fr' ? '&lt;front&gt;' : 'node/' + (href.length * 7)}">${esc(label)}</a></li>`).join('') +
      `</ul></nav></header>`
    );
  },
  footer: (pg) =>
    `<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div id="block-footer-address" class="block block-block-content"><div class="clearfix text-content field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>1150 Main Street, Moncton, NB E1C 1H9 · ${tel('506-555-0142')} · ${pg.lang.startsWith('fr') ? 'Dépôts assurés par la Société d’assurance-dépôts des caisses populaires et credit unions du N.-B.' : 'Deposits insured by the New Brunswick Credit Union Deposit Insurance Corporation.'}</p><p><a href="${pg.lang.startsWith('fr') ? '/fr/confidentialite' : '/privacy'}">${pg.lang.startsWith('fr') ? 'Confidentialité' : 'Privacy'}</a></p></div></div></div></div></footer></div></div>`,
  privacyPath: { en: '/privacy', fr: '/fr/confidentialite' },
  bodyEnd: ['<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"en"},"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"5b0a7e1f"}}</script>', '<script src="/sites/default/files/js/js_Xk2pR7sTq9wLm3.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=northshore"></script>'],
};

const body = (html: string): string => `<div class="block block-system block-system-main-block"><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div>`;
const page = (spec: PageSpec): SandboxPage => renderPage(theme, { ...spec, main: `<div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a><div class="region region--content">${spec.main}</div></div></div></div>` });

interface Leader {
  name: string;
  shown: string;
  en: string;
  fr: string;
  local: string;
}
const LEADERS: Leader[] = [
  { name: 'Michelle Arsenault', shown: 'Michelle Arsenault', en: 'President and Chief Executive Officer', fr: 'Présidente-directrice générale', local: 'michelle.arsenault' },
  { name: 'Luc Cormier', shown: 'Luc Cormier, CPA', en: 'Chief Financial Officer', fr: 'Chef des finances', local: 'luc.cormier' },
  { name: 'Danielle Robichaud', shown: 'Danielle Robichaud', en: 'Vice-President, Member Experience', fr: 'Vice-présidente, Expérience membre', local: 'danielle.robichaud' },
  { name: 'Kevin MacLeod', shown: 'Kevin MacLeod, CRM', en: 'Chief Risk Officer', fr: 'Chef de la gestion des risques', local: 'kevin.macleod' },
  { name: 'Paul Gallant', shown: 'Paul Gallant', en: 'Chair of the Board of Directors', fr: "Président du conseil d'administration", local: 'paul.gallant' },
];

const ALT = (en: string, fr: string) => ({ en, 'fr-CA': fr });

export function northshoreCu(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Banking that stays in the community',
    lang: 'en-CA',
    alternates: ALT('/', '/fr'),
    main: body(`<h1>Banking that stays in the community</h1><p>Northshore is a member-owned credit union serving southeastern New Brunswick since 1946.</p><p><a href="/personal">Chequing &amp; savings</a> · <a href="/about">About us</a> · <a href="/contact">Contact us</a></p>`),
  });
  pages['/fr'] = page({
    path: '/fr',
    title: 'Des services financiers qui restent dans la communauté',
    lang: 'fr-CA',
    alternates: ALT('/', '/fr'),
    main: body(`<h1>Des services financiers qui restent dans la communauté</h1><p>Northshore est une coopérative financière appartenant à ses membres depuis 1946.</p><p><a href="/fr/a-propos/direction">Notre équipe de direction</a> · <a href="/fr/nous-joindre">Nous joindre</a></p>`),
  });
  pages['/personal'] = page({ path: '/personal', title: 'Personal Banking', lang: 'en-CA', main: body('<h1>Personal Banking</h1><p>No-fee chequing for members under 25, high-interest savings, TFSAs, RRSPs and mortgages.</p>') });
  pages['/about'] = page({ path: '/about', title: 'About Us', lang: 'en-CA', main: body(`<h1>About Us</h1><p>We are governed by a volunteer board elected by our 21,000 members. <a href="/about/leadership">Meet our leadership team</a>.</p>`) });
  pages['/about/leadership'] = page({
    path: '/about/leadership',
    title: 'Leadership',
    lang: 'en-CA',
    alternates: ALT('/about/leadership', '/fr/a-propos/direction'),
    main: body(
      `<h1>Leadership</h1><div class="views-view-grid">` +
        LEADERS.map((l) => `<div class="views-col" itemscope itemtype="https://schema.org/Person"><img src="/sites/default/files/styles/portrait/public/2024-09/${l.local.replace('.', '-')}.jpg" alt="${esc(l.name)}"><h3 itemprop="name">${esc(l.shown)}</h3><p itemprop="jobTitle">${esc(l.en)}</p><p><a href="mailto:${l.local}@${HOST}" itemprop="email">${l.local}@${HOST}</a></p></div>`).join('') +
        `</div>`,
    ),
  });
  pages['/fr/a-propos/direction'] = page({
    path: '/fr/a-propos/direction',
    title: 'Direction',
    lang: 'fr-CA',
    alternates: ALT('/about/leadership', '/fr/a-propos/direction'),
    main: body(
      `<h1>Équipe de direction</h1><div class="views-view-grid" vocab="https://schema.org/">` +
        LEADERS.map((l) => `<div class="views-col" typeof="Person"><h3 property="name">${esc(l.shown)}</h3><p property="jobTitle">${esc(l.fr)}</p><p><a href="mailto:${l.local}@${HOST}" property="email">${l.local}@${HOST}</a></p></div>`).join('') +
        `</div>`,
    ),
  });
  const orgLd = (lang: string) => ({
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: 'Northshore Community Credit Union',
    telephone: '+1-506-555-0142',
    contactPoint: { '@type': 'ContactPoint', contactType: lang === 'fr' ? 'service aux membres' : 'member services', email: `mailto:memberservices@${HOST}`, availableLanguage: ['English', 'French'] },
    department: [{ '@type': 'Organization', name: lang === 'fr' ? 'Bureau des plaintes' : 'Complaints Office', employee: { '@type': 'Person', name: 'Nadine Thibodeau', jobTitle: 'Complaints Officer', email: `nadine.thibodeau@${HOST}` } }],
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact Us',
    lang: 'en-CA',
    alternates: ALT('/contact', '/fr/nous-joindre'),
    jsonLd: [orgLd('en')],
    main: body(`<h1>Contact Us</h1><p>Member Contact Centre: ${tel('506-555-0142')} or ${mailto(`memberservices@${HOST}`)}. Never send your card number or PIN by email.</p><p>Media inquiries: Amelia Doucet, Manager, Communications and Community Relations – ${mailto(`amelia.doucet@${HOST}`)}</p><p>Not satisfied with how we resolved a concern? Ask for our Complaints Officer, who will respond within 10 business days.</p>`),
  });
  pages['/fr/nous-joindre'] = page({
    path: '/fr/nous-joindre',
    title: 'Nous joindre',
    lang: 'fr-CA',
    alternates: ALT('/contact', '/fr/nous-joindre'),
    jsonLd: [orgLd('fr')],
    main: body(`<h1>Nous joindre</h1><p>Centre de contact des membres : ${tel('506-555-0142')} ou ${mailto(`memberservices@${HOST}`)}.</p><p>Médias : Amelia Doucet, gestionnaire, Communications et relations communautaires – ${mailto(`amelia.doucet@${HOST}`)}</p>`),
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', lang: 'en-CA', main: body('<h1>Privacy</h1><p>Our Privacy Officer oversees compliance with PIPEDA.</p>') });
  pages['/fr/confidentialite'] = page({ path: '/fr/confidentialite', title: 'Confidentialité', lang: 'fr-CA', main: body('<h1>Confidentialité</h1><p>Notre responsable de la protection des renseignements personnels veille au respect de la LPRPDE.</p>') });
  pages['/news/annual-general-meeting-2025'] = page({
    path: '/news/annual-general-meeting-2025',
    title: 'Notice of Annual General Meeting 2025',
    lang: 'en-CA',
    main: body(`<h1>Notice of Annual General Meeting 2025</h1><p>The 79th Annual General Meeting will be held on April 24, 2025 at the Moncton Lions Community Centre.</p><p>Members wishing to stand for election to the Board must file nomination papers with Julie Goguen, Corporate Secretary, at ${mailto(`julie.goguen@${HOST}`)} by March 28.</p>`),
  });
  pages['/user/login'] = page({ path: '/user/login', title: 'Log in', lang: 'en-CA', main: body(`<h1>Staff log in</h1><p>Forgot your password? Contact ${mailto(`helpdesk@${HOST}`)}.</p>`) });

  const LEADER_PAGES = ['/about/leadership', '/fr/a-propos/direction'];
  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /search/\nDisallow: /user/login\nDisallow: /user/register\nDisallow: /fr/user/login\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/en/sitemap.xml', '/fr/sitemap.xml']),
      pages: {
        ...pages,
        '/en/sitemap.xml': xmlPage(urlset(HOST, ['/', '/personal', '/about', '/about/leadership', '/contact', '/privacy', '/news/annual-general-meeting-2025', '/user/login'])),
        '/fr/sitemap.xml': xmlPage(urlset(HOST, ['/fr', '/fr/a-propos/direction', '/fr/nous-joindre', '/fr/confidentialite'])),
      },
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-60',
      languages: ['en', 'fr'],
      addresses: [
        { address: `memberservices@${HOST}`, name: null, title: null, pages: ['/contact', '/fr/nous-joindre'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto', 'link-english-unlisted'] },
        ...LEADERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.en,
          titleAlternatives: [l.fr],
          pages: LEADER_PAGES,
          cases: ['card' as const, 'microdata' as const, 'rdfa' as const, 'plain' as const, 'hreflang' as const, 'deep-page' as const, ...(l.shown !== l.name ? (['post-nominal'] as const) : [])],
        })),
        { address: `amelia.doucet@${HOST}`, name: 'Amelia Doucet', title: 'Manager, Communications and Community Relations', titleAlternatives: ['gestionnaire, Communications et relations communautaires'], pages: ['/contact', '/fr/nous-joindre'], cases: ['name-title-line', 'plain', 'link-english-unlisted', 'hreflang'] },
        { address: `nadine.thibodeau@${HOST}`, name: 'Nadine Thibodeau', title: 'Complaints Officer', pages: ['/contact', '/fr/nous-joindre'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'] },
        { address: `julie.goguen@${HOST}`, name: 'Julie Goguen', title: 'Corporate Secretary', pages: ['/news/annual-general-meeting-2025'], cases: ['sitemap-index', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/user/login'],
      nonAddresses: [{ text: `helpdesk@${HOST}`, kind: 'disallowed' }],
    },
  };
}
