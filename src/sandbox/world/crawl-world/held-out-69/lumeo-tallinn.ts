/**
 * Lumeo: a Tallinn software startup (a scheduling API for clinics), on Webflow, in Estonian with
 * an English section reached through the hreflang alternates. The team as Webflow CMS cards,
 * the CTO's address joined from string pieces by an embed script and the product lead's from
 * String.fromCharCode; the founders as JSON-LD Persons with "mailto:" addresses on the home page,
 * whose support contact point is written the same way; the English careers page ("Join the
 * crew") and contact page name the talent partner and the sales lead. A git clone URL, an npm
 * package version, a placeholder in the SDK sample and the beta dashboard (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lumeo-tarkvara-tallinn.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://cdn.prod.website-files.com/65a7c1e0f2b94d0012ce7a31';

const MENU: Record<'et' | 'en', [string, string][]> = {
  et: [
    ['/toode', 'Toode'],
    ['/meeskond', 'Meeskond'],
    ['/arendajatele', 'Arendajatele'],
    ['/blogi', 'Blogi'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/product', 'Product'],
    ['/en/join-the-crew', 'Join the crew'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Lumeo',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${CDN}/css/lumeo.webflow.5d2e8a91c.min.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="${CDN}/65a7c3f1a9d0e2b3c4d5e6f7_favicon.png" rel="shortcut icon" type="image/x-icon">`,
    '<script async src="https://plausible.io/js/script.js" data-domain="lumeo-tarkvara-tallinn.test"></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'et';
    return (
      `<div data-animation="default" class="navbar w-nav" data-collapse="medium" role="banner"><div class="nav-container w-container"><a href="${lang === 'en' ? '/en' : '/'}" class="brand w-nav-brand"><img src="${CDN}/65a7c2d4b8e1f0a9c7d6e5f4_lumeo-logo.svg" width="120" alt="Lumeo"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${MENU[lang].map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav>` +
      `<div class="w-locales-list"><div role="list" class="w-locales-items"><div role="listitem" class="w-locales-item"><button type="button" class="locale-switch" data-locale="${lang === 'en' ? 'et' : 'en'}">${lang === 'en' ? 'ET' : 'EN'}</button></div></div></div></div></div>`
    );
  },
  footer: (p) =>
    `<footer class="footer"><div class="w-layout-blockcontainer container w-container"><div class="footer-grid w-layout-grid"><div><div class="footer-heading">Lumeo OÜ</div><p class="footer-text">Telliskivi 60a/3, 10412 Tallinn<br>Reg. 16584302<br>${mailto(`tere@${HOST}`)}</p></div>` +
    `<div><a href="/privaatsus" class="footer-link">${p.lang === 'en' ? 'Privacy' : 'Privaatsus'}</a><a href="/beta" class="footer-link">Beta dashboard</a><a href="https://status.lumeo-tarkvara-tallinn.test" class="footer-link">Status</a></div></div><div class="copyright">© 2025 Lumeo OÜ · Made in Telliskivi</div></div></footer>`,
  bodyEnd: [
    '<div class="cookie-banner" id="cookie-banner" hidden><p>Kasutame küpsiseid, et leht töötaks ja et mõista, kuidas seda kasutatakse. <a href="/privaatsus">Loe lähemalt</a></p><button type="button" data-consent="all">Nõustun</button><button type="button" data-consent="necessary">Ainult vajalikud</button></div>',
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65a7c1e0f2b94d0012ce7a31" type="text/javascript" crossorigin="anonymous"></script>',
    `<script src="${CDN}/js/webflow.8c1f2a3b.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-layout-blockcontainer container w-container">${html}</div></section>`;
const HOME_ALTS = { et: '/', en: '/en', 'x-default': '/' };

const MAARJA_CODES = charCodes(`maarja@${HOST}`);
const REIN_SCRIPT = `<script>(function(){var u='rein', d='lumeo-tarkvara-' + 'tallinn.test'; var e = u + '@' + d; document.getElementById('rein-mail').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';})();</script>`;
const MAARJA_SCRIPT = `<script>(function(){var m = String.fromCharCode(${MAARJA_CODES}); document.getElementById('maarja-mail').innerHTML = '<a href="mailto:' + m + '">' + m + '</a>';})();</script>`;

type Member = { name: string; title: string; local: string; photo: string; how: 'plain' | 'concat' | 'charcode' };
const TEAM: Member[] = [
  { name: 'Kertu Sild', title: 'kaasasutaja ja tegevjuht', local: 'kertu', photo: 'kertu', how: 'plain' },
  { name: 'Rein Ojasaar', title: 'kaasasutaja ja tehnoloogiajuht', local: 'rein', photo: 'rein', how: 'concat' },
  { name: 'Maarja Kuusk', title: 'tootejuht', local: 'maarja', photo: 'maarja', how: 'charcode' },
  { name: 'Siim Vaher', title: 'tarkvaraarendaja', local: 'siim', photo: 'siim', how: 'plain' },
  { name: 'Grete Lill', title: 'tootedisainer', local: 'grete', photo: 'grete', how: 'plain' },
  { name: 'Liisi Parts', title: 'turundusjuht', local: 'liisi', photo: 'liisi', how: 'plain' },
];

const memberCard = (m: Member): string => {
  const mail = m.how === 'plain' ? mailto(`${m.local}@${HOST}`, `${m.local}@${HOST}`, 'class="team-email"') : `<div id="${m.local}-mail" class="team-email"></div>${m.how === 'concat' ? REIN_SCRIPT : MAARJA_SCRIPT}`;
  return (
    `<div role="listitem" class="team-item w-dyn-item"><img src="${CDN}/65a7d0${m.photo}_portrait.webp" loading="lazy" alt="${esc(m.name)}" class="team-photo">` +
    `<div class="team-name">${esc(m.name)}</div><div class="team-role">${esc(m.title)}</div><div class="w-embed w-script">${mail}</div></div>`
  );
};

export function lumeoTallinn(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Vastuvõtuaegade API kliinikutele',
    alternates: HOME_ALTS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Lumeo',
        legalName: 'Lumeo OÜ',
        url: `${ORIGIN}/`,
        logo: `${CDN}/65a7c2d4b8e1f0a9c7d6e5f4_lumeo-logo.svg`,
        foundingDate: '2022',
        address: { '@type': 'PostalAddress', streetAddress: 'Telliskivi 60a/3', postalCode: '10412', addressLocality: 'Tallinn', addressCountry: 'EE' },
        founder: [
          { '@type': 'Person', name: 'Kertu Sild', jobTitle: 'Co-founder & CEO', email: `mailto:kertu@${HOST}` },
          { '@type': 'Person', name: 'Rein Ojasaar', jobTitle: 'Co-founder & CTO' },
        ],
        contactPoint: { '@type': 'ContactPoint', contactType: 'technical support', email: `mailto:tugi@${HOST}`, availableLanguage: ['Estonian', 'English'] },
      },
    ],
    main:
      section(`<h1 class="hero-heading">Broneeringud, mis lihtsalt töötavad</h1><p class="hero-paragraph">Lumeo API ühendab kliinikute kalendrid, e-registratuuri ja meeldetuletused. Üle 180 kliiniku Eestis, Lätis ja Soomes.</p><a href="/toode" class="button w-button">Vaata toodet</a>`, 'section hero') +
      section(`<h2>Uudised</h2><p>Lumeo kaasas 1,8 miljonit eurot eelinvesteeringut. <a href="/blogi">Loe blogist</a></p>`),
  });

  pages['/toode'] = page({
    path: '/toode',
    title: 'Toode',
    main: section(`<h1>Toode</h1><ul><li>REST ja GraphQL API</li><li>Kalendri sünkroniseerimine (Google, Outlook, e-tervis)</li><li>SMS- ja e-posti meeldetuletused</li><li>GDPR-i ja ISO 27001 nõuetele vastav majutus Tallinnas</li></ul><p>Hinnad alates 49 € kuus kliiniku kohta.</p>`),
  });

  pages['/meeskond'] = page({
    path: '/meeskond',
    title: 'Meeskond',
    main: section(`<h1>Meeskond</h1><p>Meid on 11 ja istume Telliskivi loomelinnakus. Kirjuta julgelt otse!</p><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEAM.map(memberCard).join('')}</div></div>`),
  });

  pages['/arendajatele'] = page({
    path: '/arendajatele',
    title: 'Arendajatele',
    main: section(
      `<h1>Arendajatele</h1><p>Paigalda meie JavaScripti SDK:</p><pre><code>npm install lumeo-sdk@2.4.1</code></pre><p>Või klooni näidisprojekt:</p><pre><code>git clone git@gitlab.lumeo-tarkvara-tallinn.test:public/lumeo-examples.git</code></pre>` +
        `<p>Näide:</p><pre><code>const client = new Lumeo({ apiKey: 'YOUR_API_KEY' });\nawait client.patients.create({ name: 'Mari Maasikas', email: 'mari@example.com' });</code></pre><p>Uusi funktsioone saab proovida <a href="/beta">beetakeskkonnas</a>.</p>`,
    ),
  });

  pages['/blogi'] = page({
    path: '/blogi',
    title: 'Blogi',
    main: section(`<h1>Blogi</h1><div class="w-dyn-list"><div class="blog-item"><h2>Lumeo kaasas 1,8 miljonit eurot</h2><p>14.05.2025 · Vooru juhtis Nordic Ninja, osalesid ka Eesti ingelinvestorid.</p></div><div class="blog-item"><h2>Kuidas me vähendasime vastuvõtult puudumisi 38%</h2><p>03.03.2025</p></div></div>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(`<h1>Kontakt</h1><p>Üldküsimused: ${mailto(`tere@${HOST}`)}</p><p>Tehniline tugi (E–R 9–18): ${mailto(`tugi@${HOST}`)}</p><p>Telliskivi 60a/3, 10412 Tallinn</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Scheduling API for clinics',
    lang: 'en',
    alternates: HOME_ALTS,
    main: section(`<h1 class="hero-heading">Bookings that just work</h1><p class="hero-paragraph">Lumeo connects clinic calendars, online booking and reminders through one API. Trusted by 180+ clinics in Estonia, Latvia and Finland.</p><a href="/en/product" class="button w-button">See the product</a>`, 'section hero'),
  });

  pages['/en/product'] = page({ path: '/en/product', title: 'Product', lang: 'en', main: section(`<h1>Product</h1><p>REST and GraphQL API, calendar sync, SMS and email reminders, EU hosting.</p>`) });

  pages['/en/join-the-crew'] = page({
    path: '/en/join-the-crew',
    title: 'Join the crew',
    lang: 'en',
    main: section(
      `<h1>Join the crew</h1><p>We are hiring a Senior Backend Engineer (Go, PostgreSQL) and a Customer Success Manager for the Finnish market. Hybrid from Telliskivi, stock options for everyone.</p><p>Not sure which role fits you? Laura Mets, our Talent Partner, is happy to have a chat – drop her a line at ${mailto(`laura@${HOST}`)}.</p>`,
    ),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: section(`<h1>Contact</h1><p>General: ${mailto(`tere@${HOST}`)} · Support: ${mailto(`tugi@${HOST}`)}</p><p>Oliver Kask, Head of Sales (Nordics &amp; Baltics), ${mailto(`oliver@${HOST}`)}</p>`),
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsus', main: section(`<h1>Privaatsuspoliitika</h1><p>Andmete vastutav töötleja on Lumeo OÜ. Patsientide andmeid töötleme kliinikute volitusel.</p>`) });
  pages['/beta'] = page({ path: '/beta', title: 'Beta', lang: 'en', main: section(`<h1>Beta dashboard</h1><p>Request access: ${mailto(`beta@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const teamTruth = TEAM.map((m) => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.title,
    ...(m.local === 'kertu' ? { titleAlternatives: ['Co-founder & CEO'] } : {}),
    pages: m.local === 'kertu' ? ['/meeskond', '/'] : ['/meeskond'],
    ...(m.how === 'concat' ? { encoded: { kind: 'script' as const, text: REIN_SCRIPT } } : m.how === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: MAARJA_CODES } } : {}),
    cases: [
      'card',
      m.how === 'plain' ? 'plain' : m.how === 'concat' ? 'script-concat' : 'script-charcode',
      ...(m.local === 'kertu' ? ['json-ld-person', 'json-ld-mailto'] : []),
      ln,
    ] as CaseKind[],
  }));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /beta\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/toode', '/meeskond', '/arendajatele', '/blogi', '/kontakt', '/privaatsus', '/en', '/en/product', '/en/join-the-crew', '/en/contact'], '2025-05-14'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-central-1', 'CF-Cache-Status': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-69',
      languages: ['et', 'en'],
      addresses: [
        { address: `tere@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `tugi@${HOST}`, name: null, title: null, pages: ['/kontakt', '/'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain'] },
        ...teamTruth,
        { address: `laura@${HOST}`, name: 'Laura Mets', title: 'Talent Partner', pages: ['/en/join-the-crew'], cases: ['prose', 'hreflang', 'link-english-unlisted', 'deep-page', 'plain'] },
        { address: `oliver@${HOST}`, name: 'Oliver Kask', title: 'Head of Sales (Nordics & Baltics)', titleAlternatives: ['Head of Sales'], pages: ['/en/contact'], cases: ['name-title-line', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/beta'],
      nonAddresses: [
        { text: `git@gitlab.${HOST}`, kind: 'git' },
        { text: 'lumeo-sdk@2.4.1', kind: 'package' },
        { text: 'mari@example.com', kind: 'placeholder' },
        { text: `beta@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
