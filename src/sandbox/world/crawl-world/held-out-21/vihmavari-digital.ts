/**
 * Vihmavari Digital OÜ: a web and product-design agency in Tallinn, on Webflow with its
 * localization (Estonian at the root, English under /en, reached through hreflang alternates and
 * a switcher without links). The team as a Webflow collection list on both language pages, the
 * tech lead's address built from character codes by a custom-code embed, the founder as the
 * Organization's JSON-LD founder, a project manager only in a JSON-LD department, the HR lead in
 * a careers sentence, a blog post's author byline two links deep; a git clone URL and an npm
 * package version in that post, the hosting partner's support address and the draft folder
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'vihmavari.test';
const ORIGIN = `http://${HOST}`;

const MENUS: Record<string, [string, string][]> = {
  et: [
    ['/', 'Avaleht'],
    ['/teenused', 'Teenused'],
    ['/tood', 'Tööd'],
    ['/meeskond', 'Meeskond'],
    ['/blogi', 'Blogi'],
    ['/karjaar', 'Karjäär'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/services', 'Services'],
    ['/en/team', 'Team'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Vihmavari Digital',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets-global.website-files.com/64b7f1c2a9e0d1001f3c7a21/css/vihmavari.webflow.5c1e0a2f7.min.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2);
    const menu = MENUS[lang] ?? MENUS.et!;
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container-nav w-container"><a href="${lang === 'en' ? '/en' : '/'}" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets-global.website-files.com/64b7f1c2a9e0d1001f3c7a21/64b7f2e5c1d7a8b3e2f0a911_vihmavari-logo.svg" loading="lazy" width="148" alt="Vihmavari"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${menu.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav>` +
      `<div class="locale-switcher"><a class="locale-link${lang === 'et' ? ' w--current' : ''}" role="button" data-wf-locale="et">ET</a> <a class="locale-link${lang === 'en' ? ' w--current' : ''}" role="button" data-wf-locale="en">EN</a></div>` +
      `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) =>
    p.lang.startsWith('en')
      ? `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div><div class="footer-heading">Vihmavari Digital OÜ</div><p>Telliskivi 60a/3, 10412 Tallinn, Estonia<br>Reg. code 14877261</p></div><div><p>${mailto(`info@${HOST}`)}<br>${tel('+372 5820 4411')}</p></div></div><div class="footer-legal">© 2025 Vihmavari Digital OÜ · Hosting partner: Pilvemajutus OÜ</div></div></footer>`
      : `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div><div class="footer-heading">Vihmavari Digital OÜ</div><p>Telliskivi 60a/3, 10412 Tallinn<br>Registrikood 14877261</p></div><div><p>${mailto(`info@${HOST}`)}<br>${tel('+372 5820 4411')}</p></div><div><a href="/privaatsus" class="footer-link">Privaatsuspoliitika</a></div></div><div class="footer-legal">© 2025 Vihmavari Digital OÜ · Majutuspartner: Pilvemajutus OÜ</div></div></footer>`,
  bodyEnd: [
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64b7f1c2a9e0d1001f3c7a21" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://assets-global.website-files.com/64b7f1c2a9e0d1001f3c7a21/js/webflow.8a3c1e2b4.js" type="text/javascript"></script>',
  ],
};

const ALT_HOME = { et: '/', en: '/en', 'x-default': '/' };
const ALT_TEAM = { et: '/meeskond', en: '/en/team', 'x-default': '/meeskond' };
const ALT_CONTACT = { et: '/kontakt', en: '/en/contact', 'x-default': '/kontakt' };
const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Person = { name: string; et: string; en: string; mail: string; img: string; charcode?: boolean };
const TEAM: Person[] = [
  { name: 'Kristjan Tamm', et: 'Asutaja ja tegevjuht', en: 'Founder & CEO', mail: 'kristjan', img: 'kristjan-tamm' },
  { name: 'Kadri Saar', et: 'Disainijuht', en: 'Head of Design', mail: 'kadri', img: 'kadri-saar' },
  { name: 'Martin Ilves', et: 'Arendusjuht', en: 'Tech Lead', mail: 'martin', img: 'martin-ilves', charcode: true },
  { name: 'Triin Mägi', et: 'UX-disainer', en: 'UX Designer', mail: 'triin', img: 'triin-magi' },
  { name: 'Rasmus Kuusk', et: 'Full-stack arendaja', en: 'Full-stack Developer', mail: 'rasmus', img: 'rasmus-kuusk' },
];

const martinScript = `<script>var m=String.fromCharCode(${charCodes(`martin@${HOST}`)});document.getElementById('mail-martin').innerHTML='<a href="mailto:'+m+'" class="team-mail">'+m+'</a>';</script>`;

const item = (p: Person, lang: 'et' | 'en'): string =>
  `<div role="listitem" class="team-item w-dyn-item"><div class="team-card"><img src="https://assets-global.website-files.com/64b7f1c2a9e0d1001f3c7a21/${p.img}.webp" loading="lazy" alt="${esc(p.name)}" class="team-photo">` +
  `<h3 class="team-name">${esc(p.name)}</h3><div class="team-role">${esc(p[lang])}</div>` +
  (p.charcode ? `<div id="mail-martin" class="team-mail-wrap"></div>${martinScript}` : `<a href="mailto:${p.mail}@${HOST}" class="team-mail">${p.mail}@${HOST}</a>`) +
  `</div></div>`;

const teamList = (lang: 'et' | 'en'): string =>
  `<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEAM.map((p) => item(p, lang)).join('')}</div></div>`;

export function vihmavariDigital(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Veebilehed ja digitooted, mis töötavad',
    lang: 'et',
    alternates: ALT_HOME,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#org`,
        name: 'Vihmavari Digital OÜ',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        foundingDate: '2018',
        founder: { '@type': 'Person', name: 'Kristjan Tamm', jobTitle: 'Asutaja ja tegevjuht', email: `kristjan@${HOST}` },
        department: [
          {
            '@type': 'Organization',
            name: 'Vihmavari Digital – projektijuhtimine',
            employee: [{ '@type': 'Person', name: 'Liis Kask', jobTitle: 'Projektijuht', email: `liis@${HOST}`, telephone: '+372 5820 4417' }],
          },
        ],
      },
    ],
    main:
      `<section class="hero"><div class="w-container"><h1 class="hero-heading">Teeme veebilehti ja digitooteid, mis päriselt töötavad.</h1><p class="hero-paragraph">Oleme 14-liikmeline disaini- ja arendusstuudio Telliskivi loomelinnakus. Meie kliendid on Eesti idufirmad, omavalitsused ja pereettevõtted.</p>` +
      `<a href="/kontakt" class="button w-button">Räägime projektist</a></div></section>` +
      `<section class="section-clients"><div class="w-container"><div class="clients-heading">Meid usaldavad</div><div class="clients-grid w-layout-grid"><img src="https://assets-global.website-files.com/64b7f1c2a9e0d1001f3c7a21/client-1.svg" alt=""><img src="https://assets-global.website-files.com/64b7f1c2a9e0d1001f3c7a21/client-2.svg" alt=""></div></div></section>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Websites and digital products that work',
    lang: 'en',
    alternates: ALT_HOME,
    main:
      `<section class="hero"><div class="w-container"><h1 class="hero-heading">We build websites and digital products that actually work.</h1><p class="hero-paragraph">A 14-person design and development studio in Telliskivi Creative City, Tallinn.</p>` +
      `<p class="hero-paragraph">Working with us from abroad? Write to ${mailto(`hello@${HOST}`)} and we will get back to you in English within a working day.</p><a href="/en/contact" class="button w-button">Let's talk</a></div></section>`,
  });

  pages['/teenused'] = page({ path: '/teenused', title: 'Teenused', lang: 'et', alternates: { et: '/teenused', en: '/en/services' }, main: `<section class="w-container"><h1>Teenused</h1><ul><li>Veebilehed Webflow's ja WordPressis</li><li>UX-uuringud ja prototüübid</li><li>E-poed</li><li>Hooldus ja majutus</li></ul></section>` });
  pages['/en/services'] = page({ path: '/en/services', title: 'Services', lang: 'en', alternates: { et: '/teenused', en: '/en/services' }, main: `<section class="w-container"><h1>Services</h1><ul><li>Webflow and WordPress websites</li><li>UX research and prototyping</li><li>E-commerce</li><li>Care plans and hosting</li></ul></section>` });
  pages['/tood'] = page({ path: '/tood', title: 'Tööd', lang: 'et', main: `<section class="w-container"><h1>Valitud tööd</h1><div class="w-dyn-list"><div class="w-dyn-items"><div class="w-dyn-item"><h3>Haapsalu linna kodulehe uuendus</h3></div><div class="w-dyn-item"><h3>Metsamarja e-pood</h3></div></div></div></section>` });

  pages['/meeskond'] = page({
    path: '/meeskond',
    title: 'Meeskond',
    lang: 'et',
    alternates: ALT_TEAM,
    main: `<section class="section-team"><div class="w-container"><h1 class="page-heading">Meeskond</h1><p class="page-intro">Väike tiim, lühikesed otsustusteed. Kirjuta otse sellele, kellega tahad rääkida.</p>${teamList('et')}</div></section>`,
  });

  pages['/en/team'] = page({
    path: '/en/team',
    title: 'Team',
    lang: 'en',
    alternates: ALT_TEAM,
    main: `<section class="section-team"><div class="w-container"><h1 class="page-heading">Our team</h1><p class="page-intro">A small team with short decision paths. Write directly to the person you want to talk to.</p>${teamList('en')}</div></section>`,
  });

  pages['/karjaar'] = page({
    path: '/karjaar',
    title: 'Karjäär',
    lang: 'et',
    main:
      `<section class="w-container"><h1>Tule meile tööle</h1><div class="w-richtext"><h2>Otsime: Webflow arendaja (täistööaeg, Tallinn või hübriid)</h2><p>Ootame kogemust Webflow CMS-i, JavaScripti ja ligipääsetavusega.</p>` +
      `<p>Saada oma CV ja portfoolio hiljemalt 15. aprilliks aadressile ${mailto(`eva@${HOST}`)} – kandideerijatega suhtleb meie personalijuht Eva Lepp, kes vastab kõigile.</p></div></section>`,
  });

  pages['/blogi'] = page({
    path: '/blogi',
    title: 'Blogi',
    lang: 'et',
    main: `<section class="w-container"><h1>Blogi</h1><div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="blog-item w-dyn-item"><a href="/blogi/webflow-ja-headless-cms" class="blog-link w-inline-block"><h3>Webflow ja headless CMS: millal üks, millal teine?</h3><div class="blog-meta">Siim Laur · 4. märts 2025</div></a></div></div></div></section>`,
  });

  pages['/blogi/webflow-ja-headless-cms'] = page({
    path: '/blogi/webflow-ja-headless-cms',
    title: 'Webflow ja headless CMS: millal üks, millal teine?',
    lang: 'et',
    main:
      `<article class="blog-post"><div class="w-container"><h1 class="post-title">Webflow ja headless CMS: millal üks, millal teine?</h1>` +
      `<div class="post-author"><img src="https://assets-global.website-files.com/64b7f1c2a9e0d1001f3c7a21/siim-laur.webp" alt="" class="author-photo"><div><div class="author-name">Siim Laur</div><div class="author-role">Backend-arendaja</div><a href="mailto:siim@${HOST}" class="author-mail">siim@${HOST}</a></div></div>` +
      `<div class="post-body w-richtext"><p>Enamik meie kliendi kodulehti sobib Webflow'sse suurepäraselt. Kui aga sisu peab jõudma ka mobiilirakendusse või kassasüsteemi, tasub vaadata headless lahendusi.</p>` +
      `<p>Meie stardimalli saad kloonida nii: <code>git clone git@github.com:vihmavari/webflow-headless-starter.git</code></p>` +
      `<p>Malli sees kasutame oma komponenditeeki <code>@vihmavari/ui@2.4.1</code>, mis sünkroniseerib Webflow' klassid Reacti komponentidega.</p></div></div></article>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'et',
    alternates: ALT_CONTACT,
    main:
      `<section class="w-container"><h1>Kontakt</h1><div class="contact-grid w-layout-grid"><div><h3>Uued projektid</h3><p>${mailto(`info@${HOST}`)}<br>${tel('+372 5820 4411')}</p></div>` +
      `<div><h3>Arved</h3><p>${mailto(`arved@${HOST}`)}</p></div><div><h3>Hooldusleping ja tõrked</h3><p>${mailto(`tugi@${HOST}`)}</p></div></div>` +
      `<div class="w-form"><form id="email-form" name="email-form" method="get"><label for="Nimi">Nimi</label><input type="text" class="w-input" maxlength="256" name="Nimi" id="Nimi"><label for="Email">E-post</label><input type="email" class="w-input" maxlength="256" name="Email" placeholder="nimi@ettevote.ee" id="Email" required=""><input type="submit" value="Saada" class="w-button"></form></div>` +
      `<p class="small">Serverite ja domeenide majutuse küsimustes pöördu otse meie partneri poole: tugi@pilvemajutus.ee</p></section>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: ALT_CONTACT,
    main: `<section class="w-container"><h1>Contact</h1><p>New projects: ${mailto(`hello@${HOST}`)}<br>Invoices: ${mailto(`arved@${HOST}`)}</p></section>`,
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsuspoliitika', lang: 'et', main: `<section class="w-container"><h1>Privaatsuspoliitika</h1><p>Isikuandmete vastutav töötleja on Vihmavari Digital OÜ.</p></section>` });
  pages['/draft/uus-meeskonnaleht'] = page({ path: '/draft/uus-meeskonnaleht', title: 'Meeskond (mustand)', lang: 'et', main: `<section class="w-container"><h1>Meeskond – mustand</h1><p>Uus kolleeg: ${mailto(`joonas@${HOST}`)}</p></section>` });

  const allPaths = ['/', '/teenused', '/tood', '/meeskond', '/blogi', '/blogi/webflow-ja-headless-cms', '/karjaar', '/kontakt', '/privaatsus', '/draft/uus-meeskonnaleht', '/en', '/en/services', '/en/team', '/en/contact'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /draft/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, allPaths, '2025-03-04'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-central-1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-21',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en'], cases: ['role', 'plain'] },
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/en', '/en/contact'], cases: ['role', 'plain', 'hreflang'] },
        { address: `arved@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `tugi@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: `kristjan@${HOST}`,
          name: 'Kristjan Tamm',
          title: 'Asutaja ja tegevjuht',
          titleAlternatives: ['Founder & CEO'],
          pages: ['/meeskond', '/en/team', '/'],
          cases: ['card', 'plain', 'link-non-english', 'json-ld-person'],
        },
        { address: `kadri@${HOST}`, name: 'Kadri Saar', title: 'Disainijuht', titleAlternatives: ['Head of Design'], pages: ['/meeskond', '/en/team'], cases: ['card', 'plain', 'link-non-english'] },
        {
          address: `martin@${HOST}`,
          name: 'Martin Ilves',
          title: 'Arendusjuht',
          titleAlternatives: ['Tech Lead'],
          pages: ['/meeskond', '/en/team'],
          encoded: { kind: 'script', text: martinScript },
          cases: ['card', 'script-charcode', 'link-non-english'],
        },
        { address: `triin@${HOST}`, name: 'Triin Mägi', title: 'UX-disainer', titleAlternatives: ['UX Designer'], pages: ['/meeskond', '/en/team'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `rasmus@${HOST}`, name: 'Rasmus Kuusk', title: 'Full-stack arendaja', titleAlternatives: ['Full-stack Developer'], pages: ['/meeskond', '/en/team'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `liis@${HOST}`, name: 'Liis Kask', title: 'Projektijuht', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
        { address: `eva@${HOST}`, name: 'Eva Lepp', title: 'personalijuht', pages: ['/karjaar'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `siim@${HOST}`, name: 'Siim Laur', title: 'Backend-arendaja', pages: ['/blogi/webflow-ja-headless-cms'], cases: ['card', 'plain', 'deep-page', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/draft/uus-meeskonnaleht'],
      nonAddresses: [
        { text: `joonas@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:vihmavari/webflow-headless-starter.git', kind: 'git' },
        { text: '@vihmavari/ui@2.4.1', kind: 'package' },
        { text: 'tugi@pilvemajutus.ee', kind: 'other-company' },
        { text: 'nimi@ettevote.ee', kind: 'placeholder' },
      ],
    },
  };
}
