/**
 * Kärbes Labs: a Tallinn software startup making visit-planning software for home-care nurses,
 * on Webflow, English first with Estonian and Finnish pages. The founder is a Person with an
 * e-mail in the home page's JSON-LD and a card on the "Crew" page (a word outside the usual
 * keyword list), where a CTO with "PhD" after his name and an engineer whose address a script
 * turns around also sit; the Finnish head of sales is only in the Crew page's JSON-LD, as a
 * department's employee. The Estonian contact page gives the founder's title in Estonian; the
 * Finnish contact page names the Finnish account manager in a sentence with "(at)". The careers
 * page puts a jobs mailbox next to the CTO's name. The developer page carries a git clone URL, an
 * npm package version and a retina image, the contact form a placeholder, and the beta sign-up
 * page is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'karbeslabs.test';
const ORIGIN = `http://${HOST}`;

const NAV: Record<string, [string, string][]> = {
  en: [
    ['/product', 'Product'],
    ['/crew', 'Crew'],
    ['/careers', 'Careers'],
    ['/developers', 'Developers'],
    ['/contact', 'Contact'],
  ],
  et: [
    ['/et', 'Avaleht'],
    ['/et/kontakt', 'Kontakt'],
  ],
  fi: [
    ['/fi', 'Etusivu'],
    ['/fi/yhteystiedot', 'Yhteystiedot'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kärbes Labs',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets.karbeslabs.test/64f1c2a7e8b3d90012ab34cd/css/karbes-labs.webflow.8c1f2e3d4.min.css" rel="stylesheet" type="text/css">`,
    `<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>`,
    `<link href="https://assets.karbeslabs.test/64f1c2a7e8b3d90012ab34cd/favicon-32.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2);
    const home = lang === 'en' ? '/' : `/${lang}`;
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
      `<a href="${home}" aria-current="page" class="brand w-nav-brand w--current"><img src="https://assets.karbeslabs.test/64f1c2a7e8b3d90012ab34cd/karbes-wordmark.svg" loading="lazy" width="120" alt="Kärbes Labs"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">` +
      NAV[lang]!.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${href === p.path ? ' w--current' : ''}">${esc(label)}</a>`).join('') +
      `<div class="lang-switch"><a href="/" class="lang-link">EN</a><a href="/et" class="lang-link">ET</a><a href="/fi" class="lang-link">FI</a></div>` +
      `<a href="https://app.karbeslabs.test/login" class="button-small w-button">Log in</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: () =>
    `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div><img src="https://assets.karbeslabs.test/64f1c2a7e8b3d90012ab34cd/karbes-wordmark-white.svg" width="100" alt=""><p class="footer-text">Kärbes Labs OÜ · Reg. code 16522087<br>Telliskivi 60a/3, 10412 Tallinn, Estonia</p></div>` +
    `<div class="footer-links"><a href="/privacy" class="footer-link">Privacy</a><a href="/security" class="footer-link">Security</a><a href="https://www.linkedin.com/company/karbeslabs" class="footer-link">LinkedIn</a></div></div><p class="footer-copy">© 2025 Kärbes Labs. Made in Tallinn.</p></div></footer>`,
  privacyPath: { en: '/privacy', et: '/privacy', fi: '/privacy' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1c2a7e8b3d90012ab34cd" type="text/javascript" crossorigin="anonymous"></script>`,
    `<script src="https://assets.karbeslabs.test/64f1c2a7e8b3d90012ab34cd/js/webflow.4b1c2d3e.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const block = (html: string): string => `<div class="section"><div class="w-container">${html}</div></div>`;
const ALT = (en: string, et: string, fi: string) => ({ en, et, fi, 'x-default': en });

type Crew = { shown: string; name: string; title: string; local: string; reversed?: boolean; note: string };
const CREW: Crew[] = [
  { shown: 'Kadri Tamm', name: 'Kadri Tamm', title: 'CEO & Co-founder', local: 'kadri', note: 'Ten years as a district nurse in Tartu before she started writing specs.' },
  { shown: 'Mihkel Saar, PhD', name: 'Mihkel Saar', title: 'CTO & Co-founder', local: 'mihkel', note: 'Vehicle-routing researcher at TalTech, now keeps our optimiser honest.' },
  { shown: 'Tõnis Raud', name: 'Tõnis Raud', title: 'Lead Backend Engineer', local: 'tonis', reversed: true, note: 'Go, Postgres and the occasional sauna debate.' },
  { shown: 'Anu Kivi', name: 'Anu Kivi', title: 'Product Designer', local: 'anu', note: 'Rides along on night shifts to watch how the app is really used.' },
  { shown: 'Karl Mets', name: 'Karl Mets', title: 'Growth Marketer', local: 'karl', note: 'Webinars, case studies and the newsletter.' },
];

const crewCard = (c: Crew, i: number): string => {
  const addr = `${c.local}@${HOST}`;
  const mail = c.reversed
    ? `<a id="crew-mail-${i}" class="crew-mail" href="#">email</a><script>var e${i}='${reversed(addr)}'.split('').reverse().join('');var l${i}=document.getElementById('crew-mail-${i}');l${i}.href='mailto:'+e${i};l${i}.textContent=e${i};</script>`
    : `<a href="mailto:${addr}" class="crew-mail">${addr}</a>`;
  return (
    `<div role="listitem" class="crew-item w-dyn-item"><div class="crew-card"><img src="https://assets.karbeslabs.test/64f1c2a7e8b3d90012ab34cd/crew/${c.local}.jpg" loading="lazy" alt="" class="crew-photo">` +
    `<div class="crew-name">${esc(c.shown)}</div><div class="crew-role">${esc(c.title)}</div><p class="crew-note">${esc(c.note)}</p>${mail}</div></div>`
  );
};

export function karbesLabs(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    lang: 'en',
    title: 'Visit planning for home-care teams',
    alternates: ALT('/', '/et', '/fi'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kärbes Labs OÜ',
        url: `${ORIGIN}/`,
        foundingDate: '2021',
        founder: { '@type': 'Person', name: 'Kadri Tamm', jobTitle: 'CEO & Co-founder', email: `kadri@${HOST}`, sameAs: 'https://www.linkedin.com/in/kadritamm' },
        address: { '@type': 'PostalAddress', streetAddress: 'Telliskivi 60a/3', postalCode: '10412', addressLocality: 'Tallinn', addressCountry: 'EE' },
      },
    ],
    main:
      block(`<h1 class="hero-heading">Less driving. More caring.</h1><p class="hero-paragraph">Kärbes plans tomorrow's home visits in seconds, so nurses spend their time with patients instead of in traffic. Used by 40 care providers in Estonia and Finland.</p><a href="/product" class="button w-button">See how it works</a> <a href="/contact" class="button-secondary w-button">Book a demo</a>`) +
      block(`<img src="https://assets.karbeslabs.test/64f1c2a7e8b3d90012ab34cd/hero-dashboard.png" srcset="https://assets.karbeslabs.test/64f1c2a7e8b3d90012ab34cd/hero-dashboard@2x.png 2x" alt="The Kärbes planning board" class="hero-image">`),
  });

  pages['/product'] = page({ path: '/product', lang: 'en', title: 'Product', main: block(`<h1>One board for every visit</h1><p>Drag a patient, and the routes of the whole team re-plan around them. Works offline in the car, syncs with the main Estonian and Finnish patient-record systems.</p>`) });

  pages['/crew'] = page({
    path: '/crew',
    lang: 'en',
    title: 'Crew',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kärbes Labs OÜ',
        url: `${ORIGIN}/`,
        department: [
          {
            '@type': 'Organization',
            name: 'Kärbes Labs Finland',
            address: { '@type': 'PostalAddress', addressLocality: 'Helsinki', addressCountry: 'FI' },
            employee: [{ '@type': 'Person', name: 'Priit Kask', jobTitle: 'Head of Sales, Finland', email: `priit@${HOST}` }],
          },
        ],
      },
    ],
    main: block(`<h1>The crew</h1><p>Eleven of us, mostly in Telliskivi, two in Helsinki. Nurses, engineers and one former bus dispatcher.</p>`) + block(`<div class="w-dyn-list"><div role="list" class="crew-grid w-dyn-items">${CREW.map(crewCard).join('')}</div></div>`),
  });

  pages['/careers'] = page({
    path: '/careers',
    lang: 'en',
    title: 'Careers',
    main: block(
      `<h1>Work with us</h1><h2>Senior Frontend Engineer (React, TypeScript)</h2><p>Tallinn or remote within EET ±1. You would report to Mihkel Saar, our CTO.</p>` +
        `<p>No cover letter needed: send a CV or a GitHub link to ${mailto(`jobs@${HOST}`)} and tell us about one bug you are proud of fixing.</p>`,
    ),
  });

  pages['/developers'] = page({
    path: '/developers',
    lang: 'en',
    title: 'Developers',
    main: block(
      `<h1>Developers</h1><p>Pull visits and routes into your own systems with our REST API and the TypeScript SDK.</p>` +
        `<pre class="code-block"><code>npm install @karbes/sdk@3.1.0\ngit clone git@github.com:karbeslabs/karbes-sdk-examples.git</code></pre>` +
        `<p>The API is in closed beta for new partners: <a href="/beta">request access</a>.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    lang: 'en',
    title: 'Contact',
    alternates: ALT('/contact', '/et/kontakt', '/fi/yhteystiedot'),
    main: block(
      `<h1>Talk to us</h1><p>Demos, questions, or just curious: write to ${mailto(`hello@${HOST}`)} and a human replies within a working day.</p>` +
        `<div class="w-form"><form id="demo-form" name="wf-form-Demo" data-name="Demo" method="get"><label for="email">Work email</label><input class="text-field w-input" maxlength="256" name="email" data-name="Email" placeholder="you@company.com" type="email" id="email" required=""><input type="submit" data-wait="Please wait..." class="button w-button" value="Book a demo"></form><div class="w-form-done"><div>Thank you! We will be in touch.</div></div></div>`,
    ),
  });

  pages['/et'] = page({ path: '/et', lang: 'et', title: 'Koduõendusvisiitide planeerimine', alternates: ALT('/', '/et', '/fi'), main: block(`<h1>Vähem sõitmist, rohkem hoolimist.</h1><p>Kärbes planeerib homsed koduvisiidid sekunditega. Meid kasutab üle 40 hooldusasutuse Eestis ja Soomes.</p><a href="/et/kontakt" class="button w-button">Võta ühendust</a>`) });
  pages['/et/kontakt'] = page({
    path: '/et/kontakt',
    lang: 'et',
    title: 'Kontakt',
    alternates: ALT('/contact', '/et/kontakt', '/fi/yhteystiedot'),
    main: block(`<h1>Kontakt</h1><p>Kärbes Labs OÜ, Telliskivi 60a/3, 10412 Tallinn</p><p>Kadri Tamm, tegevjuht ja kaasasutaja, ${mailto(`kadri@${HOST}`)}</p><p>Meediapäringud: ${mailto(`press@${HOST}`)}</p>`),
  });

  pages['/fi'] = page({ path: '/fi', lang: 'fi', title: 'Kotihoidon käyntien suunnittelu', alternates: ALT('/', '/et', '/fi'), main: block(`<h1>Vähemmän ajamista, enemmän hoitamista.</h1><p>Kärbes suunnittelee huomisen kotikäynnit sekunneissa. Käytössä yli 40 hoivapalvelun tuottajalla Virossa ja Suomessa.</p><a href="/fi/yhteystiedot" class="button w-button">Ota yhteyttä</a>`) });
  pages['/fi/yhteystiedot'] = page({
    path: '/fi/yhteystiedot',
    lang: 'fi',
    title: 'Yhteystiedot',
    alternates: ALT('/contact', '/et/kontakt', '/fi/yhteystiedot'),
    main: block(`<h1>Yhteystiedot</h1><p>Suomen asiakkaita palvelee Helsingin toimistostamme asiakkuuspäällikkö Elina Virtanen, joka vastaa mielellään kysymyksiin ja sopii esittelyn: elina(at)karbeslabs.test.</p><p>Kärbes Labs OÜ, Telliskivi 60a/3, 10412 Tallinna, Viro</p>`),
  });

  pages['/privacy'] = page({ path: '/privacy', lang: 'en', title: 'Privacy', main: block(`<h1>Privacy notice</h1><p>Kärbes Labs OÜ is the controller of personal data collected on this website and the processor of patient data on behalf of our customers.</p>`) });
  pages['/security'] = page({ path: '/security', lang: 'en', title: 'Security', main: block(`<h1>Security</h1><p>ISO 27001 certified since 2024. Data is hosted in the EU (Frankfurt and Tallinn).</p>`) });
  pages['/beta'] = page({ path: '/beta', lang: 'en', title: 'API beta', main: block(`<h1>API beta</h1><p>Partners in the beta get a sandbox key from ${mailto(`api-beta@${HOST}`)}.</p>`) });

  const eu: CaseKind = 'link-english-unlisted';
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /beta\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-central-1', 'surrogate-key': 'karbes-labs.webflow.io 64f1c2a7e8b3d90012ab34cd' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-33',
      languages: ['en', 'et', 'fi'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `kadri@${HOST}`, name: 'Kadri Tamm', title: 'CEO & Co-founder', titleAlternatives: ['tegevjuht ja kaasasutaja'], pages: ['/', '/crew', '/et/kontakt'], cases: ['json-ld-person', 'card', 'plain', eu, 'name-title-line'] },
        { address: `mihkel@${HOST}`, name: 'Mihkel Saar', title: 'CTO & Co-founder', pages: ['/crew'], cases: ['card', 'post-nominal', 'plain', eu] },
        { address: `tonis@${HOST}`, name: 'Tõnis Raud', title: 'Lead Backend Engineer', pages: ['/crew'], encoded: { kind: 'reversed', text: reversed(`tonis@${HOST}`) }, cases: ['card', 'script-reversed', eu] },
        { address: `anu@${HOST}`, name: 'Anu Kivi', title: 'Product Designer', pages: ['/crew'], cases: ['card', 'plain', eu] },
        { address: `karl@${HOST}`, name: 'Karl Mets', title: 'Growth Marketer', pages: ['/crew'], cases: ['card', 'plain', eu] },
        { address: `priit@${HOST}`, name: 'Priit Kask', title: 'Head of Sales, Finland', pages: ['/crew'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only', eu] },
        { address: `jobs@${HOST}`, name: null, title: null, pages: ['/careers'], cases: ['role', 'neighbour', 'plain'] },
        { address: `press@${HOST}`, name: null, title: null, pages: ['/et/kontakt'], cases: ['role', 'plain', ln] },
        { address: `elina@${HOST}`, name: 'Elina Virtanen', title: 'asiakkuuspäällikkö', pages: ['/fi/yhteystiedot'], cases: ['prose', 'obfuscated', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/beta'],
      nonAddresses: [
        { text: 'git@github.com:karbeslabs/karbes-sdk-examples.git', kind: 'git' },
        { text: '@karbes/sdk@3.1.0', kind: 'package' },
        { text: 'hero-dashboard@2x.png', kind: 'retina' },
        { text: 'you@company.com', kind: 'placeholder' },
        { text: `api-beta@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
