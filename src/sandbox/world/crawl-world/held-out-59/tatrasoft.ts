/**
 * Tatrasoft: a software house in Žilina building logistics and e-commerce systems, on Webflow with
 * Webflow Localization, Slovak at / and English at /en. The English home is reached only through
 * the hreflang alternates (the locale switcher is a select), its contact page one link further.
 * The team as Webflow CMS collection cards in both languages (titles in Slovak and English); the
 * about page's JSON-LD names the founder and the departments' people, the CTO there only. The
 * sales director's address written by String.fromCharCode, the HR specialist's reversed in a data
 * attribute. Addresses are initial + surname. A git clone URL and an npm package version on the
 * careers and blog pages; the client portal is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tatrasoft.test';
const ORIGIN = `http://${HOST}`;

const NAV: Record<string, [string, string][]> = {
  sk: [['/sluzby', 'Služby'], ['/referencie', 'Referencie'], ['/o-nas', 'O nás'], ['/kariera', 'Kariéra'], ['/blog', 'Blog'], ['/kontakt', 'Kontakt']],
  en: [['/en/services', 'Services'], ['/en/about', 'About'], ['/en/contact', 'Contact']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Tatrasoft',
  head: [
    '<meta content="Webflow" name="generator">',
    '<link href="https://assets-global.website-files.com/64b2f0c1a9e4d3b2c1a0f9e8/css/tatrasoft.webflow.8c2d1e4f5.min.css" rel="stylesheet" type="text/css">',
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600,700"]  }});</script>',
    '<link href="https://assets-global.website-files.com/64b2f0c1a9e4d3b2c1a0f9e8/64b2f3a7c1d2e3f4a5b6c7d8_favicon.png" rel="shortcut icon" type="image/x-icon">',
    '<script async src="https://plausible.io/js/script.js" data-domain="tatrasoft.test"></script>',
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2);
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container">` +
      `<a href="${lang === 'en' ? '/en' : '/'}" aria-current="page" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/64b2f0c1a9e4d3b2c1a0f9e8/64b2f4b8d2e3f4a5b6c7d8e9_tatrasoft-logo.svg" loading="lazy" alt="Tatrasoft"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${NAV[lang]!.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${href === p.path ? ' w--current' : ''}">${esc(label)}</a>`).join('')}</nav>` +
      `<div class="locale-switcher"><select aria-label="Jazyk / Language" onchange="location.href=this.value"><option value="/"${lang === 'sk' ? ' selected' : ''}>SK</option><option value="/en"${lang === 'en' ? ' selected' : ''}>EN</option></select></div>` +
      `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) =>
    `<footer class="footer"><div class="container w-container"><div class="w-layout-grid footer-grid">` +
    `<div><div class="footer-heading">Tatrasoft s.r.o.</div><p class="footer-text">Národná 14, 010 01 Žilina<br>IČO: 47 285 631 · IČ DPH: SK2023851247<br>${p.lang.startsWith('en') ? 'Registered at the District Court Žilina, Section Sro, File 61544/L' : 'Zapísaná v OR Okresného súdu Žilina, odd. Sro, vl. č. 61544/L'}</p></div>` +
    `<div><p class="footer-text">${tel('+421 41 500 28 90')}<br>${mailto(`info@${HOST}`)}</p><a href="/klientsky-portal" class="footer-link">${p.lang.startsWith('en') ? 'Client portal' : 'Klientský portál'}</a></div>` +
    `<div><a href="https://www.linkedin.com/company/tatrasoft" class="footer-link">LinkedIn</a><a href="https://github.com/tatrasoft" class="footer-link">GitHub</a></div>` +
    `</div></div></footer>`,
  bodyEnd: [
    `<div class="cookie-banner" fs-cc="banner"><div class="cookie-text">${'Používame cookies na analýzu návštevnosti. / We use cookies to analyse traffic.'}</div><a fs-cc="allow" href="#" class="cookie-button w-button">OK</a><a fs-cc="deny" href="#" class="cookie-button-secondary w-button">Odmietnuť</a></div>`,
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64b2f0c1a9e4d3b2c1a0f9e8" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://assets-global.website-files.com/64b2f0c1a9e4d3b2c1a0f9e8/js/webflow.3f1a2b4c.js" type="text/javascript"></script>',
    '<script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>',
  ],
};

const ALT_HOME = { sk: '/', en: '/en', 'x-default': '/' };
const ALT_ABOUT = { sk: '/o-nas', en: '/en/about' };
const ALT_CONTACT = { sk: '/kontakt', en: '/en/contact' };
const page = (lang: 'sk' | 'en', spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang });

type Member = { shown: string; name: string; sk: string; en: string; local: string; photo: string; cases: CaseKind[] };
const TEAM: Member[] = [
  { shown: 'Ing. Michal Horváth', name: 'Michal Horváth', sk: 'konateľ a CEO', en: 'Managing Director & CEO', local: 'mhorvath', photo: 'michal', cases: ['honorific', 'json-ld-person'] },
  { shown: 'Mgr. Zuzana Kováčová, PhD.', name: 'Zuzana Kováčová', sk: 'vedúca vývoja', en: 'Head of Development', local: 'zkovacova', photo: 'zuzana', cases: ['honorific', 'post-nominal', 'json-ld-nested'] },
  { shown: 'Ing. Lucia Šimková', name: 'Lucia Šimková', sk: 'projektová manažérka', en: 'Project Manager', local: 'lsimkova', photo: 'lucia', cases: ['honorific'] },
  { shown: 'Peter Novotný', name: 'Peter Novotný', sk: 'DevOps inžinier', en: 'DevOps Engineer', local: 'pnovotny', photo: 'peter', cases: [] },
];

const card = (m: Member, lang: 'sk' | 'en'): string =>
  `<div role="listitem" class="team-item w-dyn-item"><div class="team-card"><img src="https://assets-global.website-files.com/64b2f0c1a9e4d3b2c1a0f9e8/65a1c${m.photo}_${m.photo}.webp" loading="lazy" alt="" class="team-photo">` +
  `<h3 class="team-name">${esc(lang === 'en' ? m.shown.replace(/^(Ing|Mgr)\. /, '') : m.shown)}</h3><div class="team-role">${esc(m[lang])}</div><a href="mailto:${m.local}@${HOST}" class="team-mail">${m.local}@${HOST}</a></div></div>`;

const SALES = 'tbalaz';
const HR = 'jkollarova';

export function tatrasoft(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page('sk', {
    path: '/',
    title: 'Softvér pre logistiku a e-commerce',
    alternates: ALT_HOME,
    main:
      `<div class="section hero"><div class="container w-container"><h1 class="hero-heading">Softvér, ktorý hýbe tovarom</h1><p class="hero-paragraph">Navrhujeme a vyvíjame skladové systémy, integrácie s prepravcami a e-shopy pre firmy na Slovensku, v Česku a v Rakúsku.</p><a href="/kontakt" class="button w-button">Dohodnite si stretnutie</a></div></div>` +
      `<div class="section"><div class="container w-container"><div class="w-layout-grid grid-3"><div><h3>WMS na mieru</h3><p>Od príjmu po expedíciu, s čítačkami Zebra aj bez nich.</p></div><div><h3>Integrácie</h3><p>SPS, DPD, Packeta, GLS a ERP systémy.</p></div><div><h3>Podpora 24/7</h3><p>SLA s reakčnou dobou do 30 minút.</p></div></div></div></div>`,
  });

  pages['/sluzby'] = page('sk', { path: '/sluzby', title: 'Služby', main: `<div class="section"><div class="container w-container"><h1>Služby</h1><p>Analýza procesov, vývoj na mieru, integrácie, prevádzka v cloude (AWS, Azure) a podpora.</p></div></div>` });
  pages['/referencie'] = page('sk', { path: '/referencie', title: 'Referencie', main: `<div class="section"><div class="container w-container"><h1>Referencie</h1><p>Pracujeme pre distribútorov náhradných dielov, e-shopy s elektronikou a regionálne logistické centrá.</p></div></div>` });

  pages['/o-nas'] = page('sk', {
    path: '/o-nas',
    title: 'O nás',
    alternates: ALT_ABOUT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Tatrasoft s.r.o.',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        founder: { '@type': 'Person', name: 'Michal Horváth', honorificPrefix: 'Ing.', jobTitle: 'konateľ a CEO', email: `mhorvath@${HOST}` },
        department: [
          {
            '@type': 'Organization',
            name: 'Vývoj',
            employee: [
              { '@type': 'Person', name: 'Martin Urban', jobTitle: 'technický riaditeľ (CTO)', email: `murban@${HOST}` },
              { '@type': 'Person', name: 'Zuzana Kováčová', honorificPrefix: 'Mgr.', honorificSuffix: 'PhD.', jobTitle: 'vedúca vývoja', email: `zkovacova@${HOST}` },
            ],
          },
        ],
      },
    ],
    main:
      `<div class="section"><div class="container w-container"><h1>O nás</h1><p>Tatrasoft sme založili v roku 2013 v Žiline. Dnes nás je 34 – vývojári, analytici, testeri a ľudia z podpory.</p>` +
      `<h2>Ľudia</h2><div role="list" class="team-list w-dyn-items">${TEAM.map((m) => card(m, 'sk')).join('')}</div></div></div>`,
  });

  pages['/kariera'] = page('sk', {
    path: '/kariera',
    title: 'Kariéra',
    main:
      `<div class="section"><div class="container w-container"><h1>Kariéra</h1><h2>Senior .NET vývojár/ka</h2><p>Mzda od 3 200 € brutto, hybridná práca, 25 dní dovolenky + 5 sick days.</p>` +
      `<p>Pred pohovorom si môžeš vyskúšať krátku úlohu: <code>git clone git@github.com:tatrasoft/interview-task.git</code></p>` +
      `<p>Životopis pošli našej HR špecialistke Jane Kollárovej: <a href="#" class="js-mail" data-m="${reversed(`${HR}@${HOST}`)}">e-mail</a></p></div></div>` +
      `<script>document.querySelectorAll('.js-mail').forEach(function(a){var m=a.getAttribute('data-m').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`,
  });

  pages['/blog'] = page('sk', { path: '/blog', title: 'Blog', main: `<div class="section"><div class="container w-container"><h1>Blog</h1><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/blog/dizajn-system" class="blog-link">Ako sme postavili vlastný dizajn systém</a></div></div></div></div>` });
  pages['/blog/dizajn-system'] = page('sk', {
    path: '/blog/dizajn-system',
    title: 'Ako sme postavili vlastný dizajn systém',
    main: `<div class="section"><div class="container w-container"><h1>Ako sme postavili vlastný dizajn systém</h1><p>Komponenty zdieľame medzi projektmi ako npm balík; aktuálna verzia je <code>@tatrasoft/ui-kit@2.4.1</code>, postavená na React 18 a Radix.</p><p>Autor: Peter Novotný</p></div></div>`,
  });

  pages['/kontakt'] = page('sk', {
    path: '/kontakt',
    title: 'Kontakt',
    alternates: ALT_CONTACT,
    main:
      `<div class="section"><div class="container w-container"><h1>Kontakt</h1><div class="w-layout-grid grid-2"><div><h3>Tatrasoft s.r.o.</h3><p>Národná 14, 010 01 Žilina<br>${tel('+421 41 500 28 90')}<br>${mailto(`info@${HOST}`)}</p></div>` +
      `<div><h3>Obchod</h3><p>Tomáš Baláž, obchodný riaditeľ<br>${tel('+421 905 318 277')}<br><span class="mail-js"><script>var e=String.fromCharCode(${charCodes(`${SALES}@${HOST}`)});document.write('<a href="mailto:'+e+'">'+e+'</a>');</script></span></p></div></div>` +
      `<div class="w-form"><form id="wf-form-Kontakt" name="wf-form-Kontakt" data-name="Kontakt" method="get"><label for="email">E-mail</label><input class="w-input" maxlength="256" name="email" data-name="Email" type="email" id="email" required><label for="sprava">Správa</label><textarea id="sprava" name="sprava" maxlength="5000" class="w-input"></textarea><input type="submit" value="Odoslať" class="w-button"></form></div></div></div>`,
  });

  pages['/en'] = page('en', {
    path: '/en',
    title: 'Software for logistics and e-commerce',
    alternates: ALT_HOME,
    main: `<div class="section hero"><div class="container w-container"><h1 class="hero-heading">Software that moves goods</h1><p class="hero-paragraph">We design and build warehouse systems, carrier integrations and online shops for companies in Slovakia, Czechia and Austria.</p><a href="/en/contact" class="button w-button">Book a meeting</a></div></div>`,
  });
  pages['/en/services'] = page('en', { path: '/en/services', title: 'Services', main: `<div class="section"><div class="container w-container"><h1>Services</h1><p>Process analysis, custom development, integrations, cloud operations and support.</p></div></div>` });
  pages['/en/about'] = page('en', {
    path: '/en/about',
    title: 'About',
    alternates: ALT_ABOUT,
    main: `<div class="section"><div class="container w-container"><h1>About us</h1><p>Founded in Žilina in 2013, we are a team of 34.</p><div role="list" class="team-list w-dyn-items">${TEAM.map((m) => card(m, 'en')).join('')}</div></div></div>`,
  });
  pages['/en/contact'] = page('en', {
    path: '/en/contact',
    title: 'Contact',
    alternates: ALT_CONTACT,
    main:
      `<div class="section"><div class="container w-container"><h1>Contact</h1><p>Tatrasoft s.r.o., Národná 14, 010 01 Žilina, Slovakia · ${tel('+421 41 500 28 90')} · ${mailto(`info@${HOST}`)}</p>` +
      `<h3>UK &amp; DACH partnerships</h3><p>Richard Benko, Business Development Manager, ${mailto(`rbenko@${HOST}`)}, ${tel('+421 905 611 402')}</p></div></div>`,
  });

  pages['/klientsky-portal'] = page('sk', {
    path: '/klientsky-portal',
    title: 'Klientský portál',
    main: `<div class="section"><div class="container w-container"><h1>Klientský portál</h1><p>Prihlásenie do Service Desku. Hlásenie incidentov mimo portálu: ${mailto(`servicedesk@${HOST}`)}</p></div></div>`,
  });

  const sitemap = urlset(HOST, ['/', '/sluzby', '/referencie', '/o-nas', '/kariera', '/blog', '/blog/dizajn-system', '/kontakt', '/en', '/en/services', '/en/about', '/en/contact'], '2025-05-20');

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klientsky-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemap,
      pages,
      headers: { 'x-wf-region': 'eu-central-1', 'surrogate-key': 'tatrasoft.test 64b2f0c1a9e4d3b2c1a0f9e8 pageId:64b2f0c1a9e4d3b2c1a0fa01', 'x-cluster-name': 'eu-central-1-prod-hosting-blue' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-59',
      languages: ['sk', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/o-nas'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.sk,
          titleAlternatives: [m.en],
          pages: ['/o-nas', '/en/about'],
          cases: ['card', 'plain', ln, ...m.cases] as CaseKind[],
        })),
        { address: `murban@${HOST}`, name: 'Martin Urban', title: 'technický riaditeľ (CTO)', pages: ['/o-nas'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        {
          address: `${SALES}@${HOST}`,
          name: 'Tomáš Baláž',
          title: 'obchodný riaditeľ',
          pages: ['/kontakt'],
          encoded: { kind: 'charcodes', text: charCodes(`${SALES}@${HOST}`) },
          cases: ['name-title-line', 'script-charcode', ln],
        },
        {
          address: `${HR}@${HOST}`,
          name: 'Jana Kollárová',
          title: 'HR špecialistka',
          pages: ['/kariera'],
          encoded: { kind: 'reversed', text: reversed(`${HR}@${HOST}`) },
          cases: ['prose', 'script-reversed', ln],
        },
        { address: `rbenko@${HOST}`, name: 'Richard Benko', title: 'Business Development Manager', pages: ['/en/contact'], cases: ['name-title-line', 'deep-page', 'hreflang', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/klientsky-portal'],
      nonAddresses: [
        { text: `servicedesk@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:tatrasoft/interview-task.git', kind: 'git' },
        { text: '@tatrasoft/ui-kit@2.4.1', kind: 'package' },
      ],
    },
  };
}
