/**
 * Zubná klinika Pod Kalváriou: a dental clinic in Nitra, on a WordPress site with a medical
 * theme. The team page is a grid of cards (MUDr./MDDr. before names, PhD. and DiS. after them,
 * one implantologist's address kept reversed in a data attribute and turned around by a script);
 * the contact page gives the managing director in schema.org microdata and the office manager in
 * RDFa; the home page's JSON-LD has the reception as a contactPoint with a "mailto:" address.
 * The English pages, linked from the Slovak home as "English", have "Meet our dentists" with a
 * medical director whose address is only in the page's JSON-LD. The lab's address, the booking
 * widget's placeholder and the patient portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zubna-klinika-podkalvariou.test';
const ORIGIN = `http://${HOST}`;

const MENU_SK: [string, string][] = [
  ['/', 'Úvod'],
  ['/nas-tim', 'Náš tím'],
  ['/sluzby', 'Služby'],
  ['/cennik', 'Cenník'],
  ['/kontakt', 'Kontakt'],
  ['/en', 'English'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/meet-our-dentists', 'Meet our dentists'],
  ['/en/treatments-and-fees', 'Treatments and fees'],
  ['/', 'Slovensky'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Zubná klinika Pod Kalváriou',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    `<link rel="stylesheet" id="dentalia-style-css" href="${ORIGIN}/wp-content/themes/dentalia/style.css?ver=2.3.0" media="all">`,
    `<link rel="stylesheet" id="bookly-css" href="${ORIGIN}/wp-content/plugins/bookly-responsive-appointment-booking-tool/frontend/resources/css/bookly-main.css?ver=23.1" media="all">`,
  ],
  header: (p) => {
    const menu = p.lang.startsWith('en') ? MENU_EN : MENU_SK;
    return (
      `<header class="site-header"><div class="top-bar"><span>Po–Pi 7:30–18:00</span> <span>${tel('+421 37 651 40 22')}</span></div><div class="container"><a class="logo" href="${p.lang.startsWith('en') ? '/en' : '/'}"><img src="/wp-content/uploads/2022/09/logo-podkalvariou.svg" alt="Zubná klinika Pod Kalváriou"></a>` +
      `<nav class="main-navigation"><ul>${menu.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav><a class="btn-book" href="/portal-pacienta">${p.lang.startsWith('en') ? 'Patient portal' : 'Portál pacienta'}</a></div></header>`
    );
  },
  footer: () =>
    `<footer class="site-footer"><div class="container"><p>Zubná klinika Pod Kalváriou, s.r.o. · Kalvárska 17, 949 01 Nitra · IČO: 51 284 906 · zapísaná v OR OS Nitra, oddiel Sro, vložka č. 44871/N</p><p>Zdravotnícke zariadenie s povolením Nitrianskeho samosprávneho kraja. Zmluvný partner VšZP, Dôvera a Union.</p><p><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></p></div></footer>`,
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/dentalia/js/main.js?ver=2.3.0"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>, lang = 'sk-SK'): SandboxPage => renderPage(theme, { ...spec, lang });
const content = (h: string, html: string): string => `<div class="page-content container"><h1 class="entry-title">${esc(h)}</h1>${html}</div>`;

/** The theme's reversed-address snippet: the address backwards in data-mail, a script turns it round. */
const reversedSpan = (address: string): string =>
  `<a class="js-mail" href="#" data-mail="${reversed(address)}">e-mail</a>`;
const REVERSE_SCRIPT = `<script>document.querySelectorAll('.js-mail').forEach(function(a){var m=a.getAttribute('data-mail').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`;

type Doc = { shown: string; name: string; title: string; titleEn?: string; local: string; cases: CaseKind[]; rev?: boolean };
const DOCTORS: Doc[] = [
  { shown: 'MUDr. Peter Hudec, PhD.', name: 'Peter Hudec', title: 'odborný garant, zubný lekár', titleEn: 'Clinical lead, dentist', local: 'peter.hudec', cases: ['honorific', 'post-nominal'] },
  { shown: 'MDDr. Zuzana Kráľová', name: 'Zuzana Kráľová', title: 'zubná lekárka – ortodoncia', titleEn: 'Dentist – orthodontics', local: 'zuzana.kralova', cases: ['honorific'] },
  { shown: 'MDDr. Martin Šimko', name: 'Martin Šimko', title: 'zubný lekár – implantológia a chirurgia', local: 'martin.simko', cases: ['honorific'], rev: true },
  { shown: 'Bc. Lucia Bednárová, DiS.', name: 'Lucia Bednárová', title: 'dentálna hygienička', local: 'lucia.bednarova', cases: ['honorific', 'post-nominal'] },
  { shown: 'Renáta Vargová', name: 'Renáta Vargová', title: 'zdravotná sestra, koordinátorka objednávok', local: 'renata.vargova', cases: [] },
];

export function zubnaKlinikaPodKalvariou(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Zubár Nitra',
    alternates: { sk: '/', en: '/en' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Zubná klinika Pod Kalváriou',
        url: `${ORIGIN}/`,
        telephone: '+421 37 651 40 22',
        address: { '@type': 'PostalAddress', streetAddress: 'Kalvárska 17', postalCode: '949 01', addressLocality: 'Nitra', addressCountry: 'SK' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+421 37 651 40 22', email: `mailto:recepcia@${HOST}`, availableLanguage: ['sk', 'hu', 'en'] },
      },
    ],
    main: content(
      'Komplexná starostlivosť o vaše zuby',
      `<p>Preventívne prehliadky, dentálna hygiena, estetická stomatológia, implantáty a ortodoncia pod jednou strechou – neďaleko Kalvárie, s parkovaním priamo pred klinikou.</p>` +
        `<p>Nových pacientov prijímame. Objednať sa môžete telefonicky alebo online cez <a href="/portal-pacienta">portál pacienta</a>.</p>`,
    ),
  });

  pages['/nas-tim'] = page({
    path: '/nas-tim',
    title: 'Náš tím',
    main: content(
      'Náš tím',
      `<div class="team-grid">` +
        DOCTORS.map(
          (d) =>
            `<div class="team-card"><img src="/wp-content/uploads/2023/01/${d.local.replace('.', '-')}.jpg" alt="${esc(d.shown)}"><h3 class="team-card__name">${esc(d.shown)}</h3><p class="team-card__role">${esc(d.title)}</p>` +
            `<p class="team-card__mail">${d.rev ? reversedSpan(`${d.local}@${HOST}`) : mailto(`${d.local}@${HOST}`)}</p></div>`,
        ).join('') +
        `</div>${REVERSE_SCRIPT}`,
    ),
  });

  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    main: content(
      'Služby',
      `<ul><li>Preventívne prehliadky</li><li>Dentálna hygiena a bielenie</li><li>Fotokompozitné výplne</li><li>Zubné implantáty</li><li>Fixné a snímateľné strojčeky</li></ul><p>Korunky a mostíky vyrába naše zmluvné zubné laboratórium Dentlab Zobor (objednávky: laborator@dentlab-zobor.sk).</p>`,
    ),
  });

  pages['/cennik'] = page({ path: '/cennik', title: 'Cenník', main: content('Cenník', `<table><tr><td>Dentálna hygiena</td><td>65 €</td></tr><tr><td>Fotokompozitná výplň</td><td>od 70 €</td></tr><tr><td>Implantát vrátane korunky</td><td>od 1 290 €</td></tr></table>`) });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: content(
      'Kontakt',
      `<p>Recepcia: ${tel('+421 37 651 40 22')}, ${mailto(`recepcia@${HOST}`)}</p>` +
        `<div class="vedenie"><h2>Vedenie kliniky</h2>` +
        `<div itemscope itemtype="https://schema.org/Person"><strong itemprop="name">Marek Baláž</strong>, <span itemprop="jobTitle">konateľ spoločnosti</span><br>${mailto(`marek.balaz@${HOST}`, `marek.balaz@${HOST}`, 'itemprop="email"')}</div>` +
        `<div vocab="https://schema.org/" typeof="Person"><strong property="name">Ing. Miroslava Tóthová</strong> – <span property="jobTitle">office manažérka a ekonómka kliniky</span><br><a property="email" href="mailto:miroslava.tothova@${HOST}">miroslava.tothova@${HOST}</a></div></div>` +
        `<form class="bookly-form"><label>Váš e-mail</label><input type="email" placeholder="jan.novak@email.sk"><button type="button">Odoslať</button></form>`,
    ),
  });

  pages['/en'] = page(
    {
      path: '/en',
      title: 'Dentist in Nitra',
      alternates: { sk: '/', en: '/en' },
      main: content('Dental care in Nitra, Slovakia', `<p>English- and Hungarian-speaking dentists, same-week appointments for new patients. <a href="/en/meet-our-dentists">Meet our dentists</a>.</p>`),
    },
    'en',
  );

  pages['/en/meet-our-dentists'] = page(
    {
      path: '/en/meet-our-dentists',
      title: 'Meet our dentists',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: 'Katarína Lenková',
          honorificPrefix: 'MUDr.',
          jobTitle: 'Medical Director',
          email: `katarina.lenkova@${HOST}`,
          worksFor: { '@type': 'Dentist', name: 'Zubná klinika Pod Kalváriou' },
        },
      ],
      main: content(
        'Meet our dentists',
        `<p>Our medical director, MUDr. Katarína Lenková, oversees treatment quality and patient safety at the clinic.</p>` +
          `<div class="team-card"><h3>MUDr. Peter Hudec, PhD.</h3><p>Clinical lead, dentist</p><p>${mailto(`peter.hudec@${HOST}`)}</p></div>` +
          `<div class="team-card"><h3>MDDr. Zuzana Kráľová</h3><p>Dentist – orthodontics</p><p>${mailto(`zuzana.kralova@${HOST}`)}</p></div>`,
      ),
    },
    'en',
  );

  pages['/en/treatments-and-fees'] = page({ path: '/en/treatments-and-fees', title: 'Treatments and fees', main: content('Treatments and fees', `<p>Hygiene from €65, fillings from €70, implants with crown from €1,290.</p>`) }, 'en');
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: content('Ochrana osobných údajov', `<p>Prevádzkovateľom je Zubná klinika Pod Kalváriou, s.r.o.</p>`) });
  pages['/portal-pacienta'] = page({ path: '/portal-pacienta', title: 'Portál pacienta', main: content('Portál pacienta', `<p>Problémy s prihlásením hláste na ${mailto(`portal@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /portal-pacienta\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/nas-tim', '/sluzby', '/cennik', '/kontakt', '/en', '/en/meet-our-dentists', '/en/treatments-and-fees', '/ochrana-osobnych-udajov'], '2025-01-09'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-38',
      languages: ['sk', 'en'],
      addresses: [
        { address: `recepcia@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain'] },
        ...DOCTORS.map((d) => ({
          address: `${d.local}@${HOST}`,
          name: d.name,
          title: d.title,
          ...(d.titleEn ? { titleAlternatives: [d.titleEn] } : {}),
          pages: d.titleEn ? ['/nas-tim', '/en/meet-our-dentists'] : ['/nas-tim'],
          ...(d.rev ? { encoded: { kind: 'reversed' as const, text: reversed(`${d.local}@${HOST}`) } } : {}),
          cases: ['card', d.rev ? 'script-reversed' : 'plain', ln, ...d.cases] as CaseKind[],
        })),
        { address: `marek.balaz@${HOST}`, name: 'Marek Baláž', title: 'konateľ spoločnosti', pages: ['/kontakt'], cases: ['microdata', 'name-title-line', 'plain'] },
        { address: `miroslava.tothova@${HOST}`, name: 'Miroslava Tóthová', title: 'office manažérka a ekonómka kliniky', pages: ['/kontakt'], cases: ['rdfa', 'honorific', 'name-title-line', 'plain'] },
        {
          address: `katarina.lenkova@${HOST}`,
          name: 'Katarína Lenková',
          title: 'Medical Director',
          pages: ['/en/meet-our-dentists'],
          cases: ['json-ld-only', 'json-ld-person', 'link-english-unlisted', 'deep-page', 'honorific'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/portal-pacienta'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'laborator@dentlab-zobor.sk', kind: 'other-company' },
        { text: 'jan.novak@email.sk', kind: 'placeholder' },
      ],
    },
  };
}
