/**
 * Kodkraft Konsult AB: a software consultancy in Umeå, on Webflow with its localization (Swedish
 * home, English version reached through the hreflang alternates). The founders as schema.org
 * Persons in the Organization's JSON-LD, the delivery team nested in a department, the CTO only
 * there, consultants in a definition list on the English "crew" page, a case study reached only
 * through a child of the sitemap index, the open-source repository's git URL and an old address
 * left in an HTML comment.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kodkraft-konsult.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  sv: [
    ['/', 'Hem'],
    ['/tjanster', 'Tjänster'],
    ['/om-oss', 'Om oss'],
    ['/karriar', 'Karriär'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/services', 'What we do'],
    ['/en/crew', 'The crew'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kodkraft Konsult',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets-global.website-files.com/64f1c2a8e3b0d91a7c2e5f10/css/kodkraft.webflow.4c1a9e2b7.css" rel="stylesheet" type="text/css">`,
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({ google: { families: ["Inter:400,600,700"] }});</script>',
  ],
  header: (p) =>
    `<div data-collapse="medium" data-animation="default" role="banner" class="navbar w-nav"><div class="container w-container"><a href="${p.lang === 'en' ? '/en' : '/'}" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/64f1c2a8e3b0d91a7c2e5f10/64f1c3b2a1e0c54f2d7b9a11_kodkraft-logo.svg" alt="Kodkraft"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${(MENU[p.lang] ?? MENU.sv!).map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: (p) =>
    `<footer class="footer"><div class="container w-container"><div class="footer-grid"><div><p>Kodkraft Konsult AB · Storgatan 48 · 903 26 Umeå</p><p>${tel('+46 90 12 80 40')} · ${mailto(`hej@${HOST}`)}</p></div>` +
    `<div><a href="https://github.com/kodkraft" class="footer-link">GitHub</a> · <a href="https://www.linkedin.com/company/kodkraft-konsult" class="footer-link">LinkedIn</a> · <a href="${p.lang === 'en' ? '/en/privacy' : '/integritetspolicy'}" class="footer-link">${p.lang === 'en' ? 'Privacy' : 'Integritetspolicy'}</a></div></div></div></footer>`,
  privacyPath: { sv: '/integritetspolicy', en: '/en/privacy' },
  bodyEnd: ['<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1c2a8e3b0d91a7c2e5f10" type="text/javascript"></script>', '<script src="https://assets-global.website-files.com/64f1c2a8e3b0d91a7c2e5f10/js/webflow.a1b2c3d4e.js" type="text/javascript"></script>'],
};

const ALT_HOME = { sv: '/', en: '/en', 'x-default': '/' };
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sv' });
const wrap = (html: string): string => `<div class="section"><div class="container w-container">${html}</div></div>`;

export function kodkraftKonsult(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const org = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Kodkraft Konsult AB',
    url: `${ORIGIN}/`,
    email: `hej@${HOST}`,
    founder: [
      { '@type': 'Person', name: 'Elin Sjöberg', jobTitle: 'VD och grundare', email: `elin.sjoberg@${HOST}` },
      { '@type': 'Person', name: 'Mattias Lindqvist', jobTitle: 'Grundare, senior systemarkitekt', email: `mattias.lindqvist@${HOST}` },
    ],
    department: {
      '@type': 'Organization',
      name: 'Kodkraft Leverans',
      employee: [
        { '@type': 'Person', name: 'Oskar Nyberg', jobTitle: 'CTO', email: `oskar.nyberg@${HOST}` },
        { '@type': 'Person', name: 'Frida Holmström', jobTitle: 'Leveransansvarig', email: `frida.holmstrom@${HOST}` },
      ],
    },
  };

  pages['/'] = page({
    path: '/',
    title: 'Systemutveckling i Umeå',
    alternates: ALT_HOME,
    jsonLd: [org],
    main: wrap(`<h1 class="hero-heading">Vi bygger system som håller i tio år</h1><p class="hero-paragraph">Backend, integrationer och molnplattformar för offentlig sektor och industri i Norrland.</p><a href="/kontakt" class="button w-button">Boka ett möte</a>`),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Software development in Umeå',
    alternates: ALT_HOME,
    main: wrap(`<h1 class="hero-heading">We build systems that last a decade</h1><p>Backend, integrations and cloud platforms for the public sector and industry in northern Sweden.</p><p>International enquiries go to our head of partnerships, Johan Berglund (${mailto(`johan.berglund@${HOST}`)}).</p><a href="/en/crew" class="button w-button">Meet the crew</a>`),
  });

  pages['/en/services'] = page({ path: '/en/services', lang: 'en', title: 'What we do', main: wrap(`<h1>What we do</h1><ul><li>System integration</li><li>Azure and AWS platforms</li><li>Legacy modernisation</li></ul>`) });

  pages['/en/crew'] = page({
    path: '/en/crew',
    lang: 'en',
    title: 'The crew',
    main: wrap(
      `<h1>The crew</h1><dl class="crew-list">` +
        `<dt>Amira Haddad</dt><dd>Senior backend developer</dd><dd>${mailto(`amira.haddad@${HOST}`)}</dd>` +
        `<dt>Viktor Åberg</dt><dd>Cloud architect</dd><dd>${mailto(`viktor.aberg@${HOST}`)}</dd>` +
        `<dt>Hanna Ek</dt><dd>UX designer</dd><dd>${mailto(`hanna.ek@${HOST}`)}</dd>` +
        `</dl><!-- old: sara.nilsson@${HOST} slutade 2023 -->`,
    ),
  });

  pages['/tjanster'] = page({ path: '/tjanster', title: 'Tjänster', main: wrap(`<h1>Tjänster</h1><ul><li>Systemintegration</li><li>Molnplattformar i Azure och AWS</li><li>Modernisering av äldre system</li></ul><p>Vår bokningsmotor är öppen källkod: <code>git clone git@github.com:kodkraft/bokningsmotor.git</code></p>`) });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    jsonLd: [org],
    main: wrap(
      `<h1>Om oss</h1><p>Kodkraft grundades 2016 av Elin Sjöberg och Mattias Lindqvist. I dag är vi fjorton konsulter.</p>` +
        `<div class="w-layout-grid team-grid"><div class="team-card"><h3>Elin Sjöberg, PhD</h3><div class="role">VD och grundare</div><a href="mailto:elin.sjoberg@${HOST}" class="link">elin.sjoberg@${HOST}</a></div>` +
        `<div class="team-card"><h3>Mattias Lindqvist</h3><div class="role">Grundare, senior systemarkitekt</div><a href="mailto:mattias.lindqvist@${HOST}" class="link">mattias.lindqvist@${HOST}</a></div>` +
        `<div class="team-card"><h3>Frida Holmström</h3><div class="role">Leveransansvarig</div><a href="mailto:frida.holmstrom@${HOST}" class="link">frida.holmstrom@${HOST}</a></div></div>`,
    ),
  });

  pages['/karriar'] = page({ path: '/karriar', title: 'Karriär', main: wrap(`<h1>Jobba hos oss</h1><p>Vi söker en .NET-utvecklare till Umeå. Skicka CV och några rader om dig själv till ${mailto(`jobb@${HOST}`)}.</p>`) });

  pages['/kontakt'] = page({ path: '/kontakt', title: 'Kontakt', main: wrap(`<h1>Kontakt</h1><p>Storgatan 48, 903 26 Umeå</p><p>Säljchef: Anders Wikström, ${tel('+46 70 318 22 14')}, ${mailto(`anders.wikstrom@${HOST}`)}</p><div class="w-form"><form id="wf-form-Kontakt" name="wf-form-Kontakt" method="get"><input type="text" class="w-input" name="Namn" placeholder="Namn"><input type="email" class="w-input" name="Email" placeholder="namn@foretag.se"><input type="submit" value="Skicka" class="w-button"></form></div>`) });

  pages['/uppdrag/region-vasterbotten'] = page({
    path: '/uppdrag/region-vasterbotten',
    title: 'Kundcase: Region Västerbotten',
    main: wrap(`<h1>Kundcase: ny integrationsplattform för Region Västerbotten</h1><p>På tolv månader ersatte vi 40 punkt-till-punkt-integrationer med en gemensam plattform. Uppdragsledare var Karin Lundgren, som berättar mer på ${mailto(`karin.lundgren@${HOST}`)}.</p>`),
  });

  pages['/integritetspolicy'] = page({ path: '/integritetspolicy', title: 'Integritetspolicy', main: wrap(`<h1>Integritetspolicy</h1><p>Personuppgiftsansvarig är Kodkraft Konsult AB, org.nr 559071-4412.</p>`) });
  pages['/en/privacy'] = page({ path: '/en/privacy', lang: 'en', title: 'Privacy', main: wrap(`<h1>Privacy</h1><p>The controller is Kodkraft Konsult AB, reg. no. 559071-4412.</p>`) });
  pages['/intern/konsultpool'] = page({ path: '/intern/konsultpool', title: 'Konsultpool', main: wrap(`<h1>Konsultpool (internt)</h1><p>Tillgänglighet rapporteras till ${mailto(`resurs@${HOST}`)}.</p>`) });

  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-cases.xml']));
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/tjanster', '/om-oss', '/karriar', '/kontakt', '/en', '/en/services', '/en/crew']));
  pages['/sitemap-cases.xml'] = xmlPage(urlset(HOST, ['/uppdrag/region-vasterbotten', '/intern/konsultpool']));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intern/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-29',
      languages: ['sv', 'en'],
      addresses: [
        { address: `hej@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `jobb@${HOST}`, name: null, title: null, pages: ['/karriar'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `elin.sjoberg@${HOST}`, name: 'Elin Sjöberg', title: 'VD och grundare', pages: ['/om-oss'], cases: ['json-ld-person', 'card', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `mattias.lindqvist@${HOST}`, name: 'Mattias Lindqvist', title: 'Grundare, senior systemarkitekt', pages: ['/om-oss'], cases: ['json-ld-person', 'card', 'plain', 'link-non-english'] },
        { address: `frida.holmstrom@${HOST}`, name: 'Frida Holmström', title: 'Leveransansvarig', pages: ['/om-oss'], cases: ['json-ld-nested', 'card', 'plain', 'link-non-english'] },
        { address: `oskar.nyberg@${HOST}`, name: 'Oskar Nyberg', title: 'CTO', pages: ['/'], cases: ['json-ld-nested', 'json-ld-only'] },
        { address: `johan.berglund@${HOST}`, name: 'Johan Berglund', title: 'head of partnerships', pages: ['/en'], cases: ['hreflang', 'prose', 'plain'] },
        { address: `amira.haddad@${HOST}`, name: 'Amira Haddad', title: 'Senior backend developer', pages: ['/en/crew'], cases: ['definition-list', 'link-english-unlisted', 'plain'] },
        { address: `viktor.aberg@${HOST}`, name: 'Viktor Åberg', title: 'Cloud architect', pages: ['/en/crew'], cases: ['definition-list', 'link-english-unlisted', 'plain'] },
        { address: `hanna.ek@${HOST}`, name: 'Hanna Ek', title: 'UX designer', pages: ['/en/crew'], cases: ['definition-list', 'link-english-unlisted', 'plain'] },
        { address: `anders.wikstrom@${HOST}`, name: 'Anders Wikström', title: 'Säljchef', pages: ['/kontakt'], cases: ['title-name-line', 'plain'] },
        { address: `karin.lundgren@${HOST}`, name: 'Karin Lundgren', title: 'Uppdragsledare', pages: ['/uppdrag/region-vasterbotten'], cases: ['sitemap-index', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intern/konsultpool'],
      nonAddresses: [
        { text: `sara.nilsson@${HOST}`, kind: 'comment' },
        { text: 'git@github.com:kodkraft/bokningsmotor.git', kind: 'git' },
        { text: `resurs@${HOST}`, kind: 'disallowed' },
        { text: 'namn@foretag.se', kind: 'placeholder' },
      ],
    },
  };
}
