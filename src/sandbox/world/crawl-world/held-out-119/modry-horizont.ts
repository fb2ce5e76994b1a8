/**
 * Nadácia Modrý horizont: a Bratislava foundation funding home hospice care, built in Webflow with
 * Webflow Localization (Slovak at the root, English under /en). The team as a CMS collection list
 * of cards with Slovak academic titles (Mgr., Ing., MUDr.) and a PhD. after one name, one address
 * built by a custom-code embed script from pieces; the 2 % tax campaign manager as a "Name, title"
 * line on the contact page; the English home, reached through hreflang, naming the partnerships
 * lead in running text, and the English contact page (two steps from the Slovak home) with the
 * communications manager as "Title: Name". The donation portal's support address, a Finsweet
 * package version in the custom code and the volunteers' page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'nadacia-modry-horizont.test';
const ORIGIN = `http://${HOST}`;
const WF_SITE = '65a7f2c18e4b9d0012c3e5a1';

const MENU: Record<'sk' | 'en', [string, string][]> = {
  sk: [
    ['/o-nas', 'O nás'],
    ['/nas-tim', 'Náš tím'],
    ['/podporte-nas', 'Podporte nás'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Nadácia Modrý horizont',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets-global.website-files.com/${WF_SITE}/css/nadacia-modry-horizont.webflow.5c2e81a9f.css" rel="stylesheet" type="text/css">`,
    `<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>`,
    `<script type="text/javascript">WebFont.load({  google: {    families: ["Inter:regular,500,600,700"]  }});</script>`,
    `<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>`,
    `<link href="https://assets-global.website-files.com/${WF_SITE}/65a7f3b2c4d1e8f9a0b1c2d3_favicon.png" rel="shortcut icon" type="image/x-icon">`,
    `<script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1.4.2/fs-cc.js" fs-cc-mode="opt-in"></script>`,
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'sk';
    const switchTo = lang === 'sk' ? (p.alternates?.en ?? '/en') : (p.alternates?.sk ?? '/');
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="${lang === 'sk' ? '/' : '/en'}" aria-current="page" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/${WF_SITE}/65a7f41d9e2c3b4a5f6e7d8c_logo-modry-horizont.svg" loading="lazy" alt="Nadácia Modrý horizont" class="logo"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${MENU[lang].map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link">${esc(label)}</a>`).join('')}` +
      `<div class="locale-switcher"><a href="${switchTo}" hreflang="${lang === 'sk' ? 'en' : 'sk'}" class="locale-link w-inline-block"><div>${lang === 'sk' ? 'EN' : 'SK'}</div></a></div></nav>` +
      `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (p) =>
    `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div><div class="footer-heading">Nadácia Modrý horizont</div><p class="footer-text">Palisády 38, 811 06 Bratislava<br>IČO: 42 361 927<br>${p.lang === 'en' ? 'Phone' : 'Tel.'}: ${tel('+421 2 5443 1180')}<br>${mailto(`info@${HOST}`)}</p></div>` +
    `<div><a href="/ochrana-osobnych-udajov" class="footer-link">${p.lang === 'en' ? 'Privacy' : 'Ochrana osobných údajov'}</a><a href="/pre-dobrovolnikov" class="footer-link">${p.lang === 'en' ? 'Volunteers (members only)' : 'Pre dobrovoľníkov'}</a></div></div><div class="footer-copy">© 2025 Nadácia Modrý horizont</div></div></footer>`,
  bodyEnd: [
    `<div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">Táto stránka používa cookies na analýzu návštevnosti. <a href="/ochrana-osobnych-udajov" class="fs-cc-banner_text-link">Viac informácií</a></div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="deny" href="#" class="fs-cc-banner_text-link">Odmietnuť</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Súhlasím</a></div></div></div>`,
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${WF_SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="https://assets-global.website-files.com/${WF_SITE}/js/webflow.8f3a1c2b.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const section = (title: string, html: string): string =>
  `<section class="section"><div class="w-container"><h1 class="heading-page">${esc(title)}</h1><div class="rich-text w-richtext">${html}</div></div></section>`;

type Member = { shown: string; name: string; title: string; local: string; photo: string; script?: boolean; cases: CaseKind[] };
const TEAM: Member[] = [
  { shown: 'Mgr. Zuzana Kováčová, PhD.', name: 'Zuzana Kováčová', title: 'riaditeľka nadácie', local: 'zuzana.kovacova', photo: '65b1a2c3d4e5f6a7b8c9d0e1_kovacova.jpg', cases: ['honorific', 'post-nominal'] },
  { shown: 'Ing. Martin Baláž', name: 'Martin Baláž', title: 'finančný manažér', local: 'martin.balaz', photo: '65b1a2c3d4e5f6a7b8c9d0e2_balaz.jpg', cases: ['honorific'] },
  { shown: 'Lucia Hrušovská', name: 'Lucia Hrušovská', title: 'koordinátorka dobrovoľníkov', local: 'lucia.hrusovska', photo: '65b1a2c3d4e5f6a7b8c9d0e3_hrusovska.jpg', script: true, cases: [] },
  { shown: 'MUDr. Peter Šimon', name: 'Peter Šimon', title: 'odborný garant, paliatívny lekár', local: 'peter.simon', photo: '65b1a2c3d4e5f6a7b8c9d0e4_simon.jpg', cases: ['honorific'] },
  { shown: 'Jakub Horváth', name: 'Jakub Horváth', title: 'fundraiser', local: 'jakub.horvath', photo: '65b1a2c3d4e5f6a7b8c9d0e5_horvath.jpg', cases: [] },
];

/** The custom-code embed that writes Lucia's link (Webflow's Embed element). */
const EMBED_SCRIPT =
  `<script>\n  var u = 'lucia' + '.' + 'hrusovska';\n  var d = 'nadacia-modry-horizont' + '.' + 'test';\n  var a = u + '@' + d;\n  document.getElementById('mail-lh').innerHTML = '<a href="mailto:' + a + '" class="team-email">' + a + '</a>';\n</script>`;

const card = (m: Member): string =>
  `<div role="listitem" class="team-item w-dyn-item"><div class="team-card"><img src="https://assets-global.website-files.com/${WF_SITE}/${m.photo}" loading="lazy" alt="${esc(m.name)}" class="team-photo">` +
  `<h3 class="team-name">${esc(m.shown)}</h3><div class="team-role">${esc(m.title)}</div>` +
  (m.script
    ? `<div class="w-embed w-script"><span id="mail-lh"></span>${EMBED_SCRIPT}</div>`
    : `<a href="mailto:${m.local}@${HOST}" class="team-email">${m.local}@${HOST}</a>`) +
  `</div></div>`;

export function modryHorizont(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const homeAlt = { sk: '/', en: '/en', 'x-default': '/' };
  const contactAlt = { sk: '/kontakt', en: '/en/contact', 'x-default': '/kontakt' };

  pages['/'] = page({
    path: '/',
    lang: 'sk',
    title: 'Domáca hospicová starostlivosť',
    alternates: homeAlt,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'NGO', name: 'Nadácia Modrý horizont', url: `${ORIGIN}/`, email: `info@${HOST}`, telephone: '+421 2 5443 1180', address: { '@type': 'PostalAddress', streetAddress: 'Palisády 38', postalCode: '811 06', addressLocality: 'Bratislava', addressCountry: 'SK' } }],
    main:
      `<section class="hero"><div class="w-container"><h1 class="hero-heading">Nikto by nemal odchádzať sám</h1><p class="hero-text">Od roku 2012 financujeme mobilné hospice v Bratislavskom a Trnavskom kraji. Vďaka darcom sme vlani pomohli 412 rodinám starať sa o blízkych doma.</p><a href="/podporte-nas" class="button w-button">Darovať</a></div></section>` +
      `<section class="section"><div class="w-container"><p>Chcete sa zapojiť ako dobrovoľník? Prečítajte si, <a href="/nas-tim">kto sme</a>, a ozvite sa nám.</p></div></section>`,
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    lang: 'sk',
    title: 'O nás',
    main: section(
      'O nás',
      `<p>Nadáciu založili v roku 2012 lekári a zdravotné sestry, ktorí pracovali v paliatívnej starostlivosti a videli, koľko rodín by sa chcelo postarať o umierajúceho doma, keby mali podporu.</p><p>Financujeme mobilné hospicové tímy, požičiavame zdravotnícke pomôcky a organizujeme skupiny pre pozostalých.</p>`,
    ),
  });

  pages['/nas-tim'] = page({
    path: '/nas-tim',
    lang: 'sk',
    title: 'Náš tím',
    main: `<section class="section"><div class="w-container"><h1 class="heading-page">Náš tím</h1><div class="team-list-wrapper w-dyn-list"><div role="list" class="team-grid w-dyn-items">${TEAM.map(card).join('')}</div></div></div></section>`,
  });

  pages['/podporte-nas'] = page({
    path: '/podporte-nas',
    lang: 'sk',
    title: 'Podporte nás',
    main: section(
      'Podporte nás',
      `<p>Pravidelný mesačný dar môžete nastaviť cez náš darcovský formulár, ktorý prevádzkuje Darcovský portál, n.o. Ak máte s platbou problém, napíšte im na pomoc@darcovsky-portal.sk.</p><p>Číslo účtu: SK31 1100 0000 0029 4412 0587</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    lang: 'sk',
    title: 'Kontakt',
    alternates: contactAlt,
    main: section(
      'Kontakt',
      `<p>Nadácia Modrý horizont<br>Palisády 38, 811 06 Bratislava<br>${tel('+421 2 5443 1180')}<br>${mailto(`info@${HOST}`)}</p>` +
        `<h3>Kampaň 2 % z dane</h3><p><strong>Veronika Tóthová</strong>, projektová manažérka<br>${mailto(`veronika.tothova@${HOST}`)}<br>${tel('+421 905 318 442')}</p>`,
    ),
  });

  pages['/ochrana-osobnych-udajov'] = page({
    path: '/ochrana-osobnych-udajov',
    lang: 'sk',
    title: 'Ochrana osobných údajov',
    main: section('Ochrana osobných údajov', `<p>Prevádzkovateľom je Nadácia Modrý horizont, Palisády 38, Bratislava. Osobné údaje darcov spracúvame na základe zákona č. 18/2018 Z. z.</p>`),
  });

  pages['/pre-dobrovolnikov'] = page({
    path: '/pre-dobrovolnikov',
    lang: 'sk',
    title: 'Pre dobrovoľníkov',
    main: section('Pre dobrovoľníkov', `<p>Rozpis služieb a materiály zo školení. Heslo vám pošleme z adresy ${mailto(`dobrovolnici@${HOST}`)}.</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Home hospice care',
    alternates: homeAlt,
    main:
      `<section class="hero"><div class="w-container"><h1 class="hero-heading">No one should die alone</h1><p class="hero-text">Since 2012 we have funded mobile hospice teams in the Bratislava and Trnava regions, helping families care for their loved ones at home.</p></div></section>` +
      `<section class="section"><div class="w-container"><div class="rich-text w-richtext"><p>Companies interested in sponsorship or corporate volunteering days can reach Andrej Polák, our Head of Partnerships, at ${mailto(`andrej.polak@${HOST}`)}.</p></div></div></section>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    alternates: contactAlt,
    main: section(
      'Contact',
      `<p>Modrý horizont Foundation<br>Palisády 38, 811 06 Bratislava, Slovakia<br>${tel('+421 2 5443 1180')}<br>${mailto(`info@${HOST}`)}</p>` +
        `<p>Communications Manager: Natália Vargová – ${mailto(`natalia.vargova@${HOST}`)}</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /pre-dobrovolnikov\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml:
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
        ['/', '/o-nas', '/nas-tim', '/podporte-nas', '/kontakt', '/ochrana-osobnych-udajov'].map((p) => `  <url>\n    <loc>${ORIGIN}${p}</loc>\n  </url>`).join('\n') +
        `\n</urlset>\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-central-1', 'CF-Cache-Status': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-119',
      languages: ['sk', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => {
          const address = `${m.local}@${HOST}`;
          return {
            address,
            name: m.name,
            title: m.title,
            pages: ['/nas-tim'],
            ...(m.script ? { encoded: { kind: 'script' as const, text: EMBED_SCRIPT } } : {}),
            cases: ['card', m.script ? 'script-concat' : 'plain', ln, ...m.cases] as CaseKind[],
          };
        }),
        { address: `veronika.tothova@${HOST}`, name: 'Veronika Tóthová', title: 'projektová manažérka', pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
        { address: `andrej.polak@${HOST}`, name: 'Andrej Polák', title: 'Head of Partnerships', pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
        { address: `natalia.vargova@${HOST}`, name: 'Natália Vargová', title: 'Communications Manager', pages: ['/en/contact'], cases: ['title-name-line', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/pre-dobrovolnikov'],
      nonAddresses: [
        { text: `dobrovolnici@${HOST}`, kind: 'disallowed' },
        { text: 'pomoc@darcovsky-portal.sk', kind: 'other-company' },
        { text: '@finsweet/cookie-consent@1.4.2', kind: 'package' },
      ],
    },
  };
}
