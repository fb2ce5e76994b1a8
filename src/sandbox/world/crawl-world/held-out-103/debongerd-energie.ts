/**
 * Energiecoöperatie De Bongerd U.A.: a local solar-energy cooperative in Bemmel (Lingewaard,
 * Gelderland), built in Webflow with its Localization (Dutch, and English under /en), addresses by
 * first name alone (joost@…). The board is a Webflow CMS collection of cards (Dutch names with
 * tussenvoegsels, a hyphenated married name, "ir." before an engineer's name); its English page
 * gives the same people as "Name, title – address" lines, plus an English-speaking energy coach;
 * the solar-park project page (two links deep) has a contact box with the project leader and his
 * MSc; the energy-coach page writes "Coördinator: Name" with the address assembled by a script in
 * a custom-code embed, and a volunteer's "Name, title – address" line. The membership mailbox is
 * a ContactPoint in the home page's JSON-LD. A git clone URL, a Finsweet package version, the
 * newsletter placeholder, the grid operator's address and the member portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'debongerd-energie.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;
const WF_SITE = '65a1f0c2b3d4e5f6a7b8c9d0';
const ASSETS = `https://assets-global.website-files.com/${WF_SITE}`;

const MENU_NL: [string, string][] = [
  ['/over-ons', 'Over ons'],
  ['/bestuur', 'Bestuur'],
  ['/projecten', 'Projecten'],
  ['/energiecoach', 'Energiecoach'],
  ['/lid-worden', 'Lid worden'],
  ['/contact', 'Contact'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/who-runs-the-co-op', 'Who runs the co-op'],
];

/** Localized pages: Dutch path -> English path. */
const LOCALIZED: Record<string, string> = { '/': '/en', '/bestuur': '/en/who-runs-the-co-op' };
const DUTCH_OF: Record<string, string> = Object.fromEntries(Object.entries(LOCALIZED).map(([nl, en]) => [en, nl]));

const theme: Theme = {
  host: HOST,
  siteName: 'Energiecoöperatie De Bongerd',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${ASSETS}/css/debongerd.webflow.3f2a1c9b8.css" rel="stylesheet" type="text/css">`,
    '<link href="https://fonts.googleapis.com" rel="preconnect"><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous">',
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({  google: {    families: ["Inter:400,500,600,700"]  }});</script>',
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="${ASSETS}/65a1f0c2b3d4e5f6a7b8c9f3_favicon.png" rel="shortcut icon" type="image/x-icon">`,
    '<script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>',
    '<script async src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1.13.0/cmsfilter.js"></script>',
  ],
  header: (spec) => {
    const en = spec.lang.startsWith('en');
    const menu = en ? MENU_EN : MENU_NL;
    const other = en ? (DUTCH_OF[spec.path] ?? '/') : (LOCALIZED[spec.path] ?? '/en');
    return (
      `<div class="page-wrapper" data-wf-page="65a1f0c2b3d4e5f6a7b8c9${(spec.path.length * 7).toString(16).padStart(2, '0')}" data-wf-site="${WF_SITE}">` +
      `<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="container w-container">` +
      `<a href="${en ? '/en' : '/'}"${spec.path === (en ? '/en' : '/') ? ' aria-current="page"' : ''} class="brand w-nav-brand${spec.path === (en ? '/en' : '/') ? ' w--current' : ''}"><img src="${ASSETS}/65a1f0c2b3d4e5f6a7b8c9e1_logo-bongerd.svg" loading="lazy" alt="Energiecoöperatie De Bongerd" class="logo"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">` +
      menu.map(([href, label]) => `<a href="${href}"${href === spec.path ? ' aria-current="page"' : ''} class="nav-link w-nav-link${href === spec.path ? ' w--current' : ''}">${esc(label)}</a>`).join('') +
      `<div class="locale-switcher"><a href="${en ? other : spec.path}" hreflang="nl" class="locale-link w-inline-block${en ? '' : ' w--current'}"><div>NL</div></a><a href="${en ? spec.path : other}" hreflang="en" class="locale-link w-inline-block${en ? ' w--current' : ''}"><div>EN</div></a></div>` +
      `</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: (spec) => {
    const en = spec.lang.startsWith('en');
    return (
      `<footer class="footer"><div class="container w-container"><div class="footer-grid w-layout-grid">` +
      `<div class="footer-col"><div class="footer-title">Energiecoöperatie De Bongerd U.A.</div><p class="footer-text">Dorpsstraat 44, 6681 AV Bemmel<br>KvK 71234567 · ${tel('+31 481 745 220')}<br>${mailto(at('info'), at('info'), 'class="footer-link"')}</p></div>` +
      `<div class="footer-col"><a href="/privacy" class="footer-link">${en ? 'Privacy statement (Dutch)' : 'Privacyverklaring'}</a><a href="/ledenportaal" class="footer-link">${en ? 'Member portal' : 'Mijn Bongerd (ledenportaal)'}</a></div></div>` +
      `<div class="footer-copy">© 2025 De Bongerd · ${en ? 'Made with' : 'Gemaakt met'} Webflow</div></div></footer></div>`
    );
  },
  bodyEnd: [
    `<div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">Door op “Accepteren” te klikken, ga je akkoord met het opslaan van cookies voor statistiek. Lees onze <a href="/privacy" class="fs-cc-banner_text-link">privacyverklaring</a>.</div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Weigeren</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Accepteren</a></div></div></div>`,
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${WF_SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="${ASSETS}/js/webflow.4b7f9e2a1.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => {
  const en = LOCALIZED[spec.path];
  const nl = DUTCH_OF[spec.path];
  const alternates = en ? { nl: spec.path, en, 'x-default': spec.path } : nl ? { nl, en: spec.path, 'x-default': nl } : undefined;
  return renderPage(theme, { ...spec, lang: spec.lang ?? 'nl', ...(alternates ? { alternates } : {}) });
};

const sectionWrap = (cls: string, inner: string): string => `<section class="section ${cls}"><div class="container w-container">${inner}</div></section>`;

type Member = { name: string; shown: string; title: string; titleEn: string; local: string; bio: string; honorific?: boolean };
const BOARD: Member[] = [
  { name: 'Joost van der Linden', shown: 'Joost van der Linden', title: 'voorzitter', titleEn: 'chair', local: 'joost', bio: 'Woont sinds 1998 in Bemmel, was dertig jaar docent natuurkunde en richtte de coöperatie in 2016 mee op.' },
  { name: 'Marieke de Wit-Hendriks', shown: 'Marieke de Wit-Hendriks', title: 'penningmeester', titleEn: 'treasurer', local: 'marieke', bio: 'Registeraccountant, beheert de financiën van de zonnedaken en de jaarlijkse uitkering aan de leden.' },
  {
    name: 'Henk Bosman',
    shown: 'ir. Henk Bosman',
    title: 'bestuurslid techniek & projecten',
    titleEn: 'board member, technology & projects',
    local: 'henk',
    bio: 'Elektrotechnisch ingenieur, veertig jaar bij een netbeheerder; begeleidt de aansluiting van onze installaties.',
    honorific: true,
  },
  { name: 'Ingrid ter Horst', shown: 'Ingrid ter Horst', title: 'secretaris en ledenadministratie', titleEn: 'secretary and membership administration', local: 'ingrid', bio: 'Houdt de ledenlijst en de notulen bij en organiseert de algemene ledenvergadering.' },
];

const boardCard = (m: Member): string =>
  `<div role="listitem" class="team-card w-dyn-item"><img src="${ASSETS}/65b2c3d4e5f6a7b8c9d0e1f2_${m.local}.jpg" loading="lazy" alt="${esc(m.name)}" class="team-photo">` +
  `<h3 class="team-name">${esc(m.shown)}</h3><div class="team-role">${esc(m.title)}</div><div class="team-bio w-richtext"><p>${esc(m.bio)}</p></div>${mailto(at(m.local), at(m.local), 'class="team-mail"')}</div>`;

/** The custom-code embed that writes the coach coordinator's address. */
const FEMKE_SCRIPT = `<script>\nvar u = 'femke';\nvar d = 'debongerd-energie' + '.' + 'test';\ndocument.getElementById('mail-femke').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';\n</script>`;

export function deBongerdEnergie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Samen zonnestroom opwekken in Lingewaard',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Energiecoöperatie De Bongerd U.A.',
        url: `${ORIGIN}/`,
        logo: `${ASSETS}/65a1f0c2b3d4e5f6a7b8c9e1_logo-bongerd.svg`,
        email: at('info'),
        address: { '@type': 'PostalAddress', streetAddress: 'Dorpsstraat 44', postalCode: '6681 AV', addressLocality: 'Bemmel', addressCountry: 'NL' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'ledenadministratie', email: at('leden'), availableLanguage: ['nl', 'en'] },
      },
    ],
    main:
      sectionWrap(
        'hero',
        `<h1 class="hero-heading">Samen zonnestroom opwekken in Lingewaard</h1><p class="hero-text">612 leden, 9 zonnedaken en straks een zonnepark van 14 hectare. Word mede-eigenaar van de zonnestroom uit je eigen dorp.</p><a href="/lid-worden" class="button w-button">Lid worden</a>`,
      ) +
      sectionWrap(
        'newsletter',
        `<h2>Nieuwsbrief</h2><div class="w-form"><form id="wf-form-Nieuwsbrief" name="wf-form-Nieuwsbrief" data-name="Nieuwsbrief" method="get"><input class="text-field w-input" maxlength="256" name="email" data-name="Email" placeholder="jouw@emailadres.nl" type="email" id="email" required=""><input type="submit" data-wait="Even geduld..." class="button w-button" value="Aanmelden"></form><div class="w-form-done"><div>Bedankt! Je bent aangemeld.</div></div><div class="w-form-fail"><div>Er ging iets mis.</div></div></div>`,
      ),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    main: sectionWrap(
      'content',
      `<h1>Over ons</h1><div class="w-richtext"><p>De Bongerd is in 2016 opgericht door inwoners van Bemmel, Gendt en Haalderen. We zijn een coöperatie zonder winstoogmerk: de opbrengst van de zonnedaken gaat naar de leden en naar het Duurzaamheidsfonds Lingewaard.</p>` +
        `<p>Alle opbrengsten publiceren we live in onze opbrengstmonitor. De code is open source: <code>git clone git@github.com:debongerd/zonnemonitor.git</code></p>` +
        `<p>Onze installaties zijn aangesloten op het net van de regionale netbeheerder; storingen aan het net meld je bij hen (storingen@netbeheer-gelderland.test), niet bij ons.</p></div>`,
    ),
  });

  pages['/bestuur'] = page({
    path: '/bestuur',
    title: 'Bestuur',
    main: sectionWrap('team', `<h1>Bestuur</h1><p>Het bestuur bestaat uit vier vrijwilligers, gekozen door de algemene ledenvergadering.</p><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${BOARD.map(boardCard).join('')}</div></div>`),
  });

  const park = '/projecten/zonnepark-bemmel-zuid';
  pages['/projecten'] = page({
    path: '/projecten',
    title: 'Projecten',
    main: sectionWrap(
      'projects',
      `<h1>Projecten</h1><div class="w-dyn-list"><div role="list" class="project-grid w-dyn-items">` +
        `<div role="listitem" class="project-card w-dyn-item"><a href="${park}" class="project-link w-inline-block"><h3>Zonnepark Bemmel-Zuid</h3><div>14 ha · 12 MWp · in voorbereiding</div></a></div>` +
        `<div role="listitem" class="project-card w-dyn-item"><h3>Zon op Scholen</h3><div>5 daken · 410 kWp · in bedrijf sinds 2021</div></div></div></div>`,
    ),
  });

  pages[park] = page({
    path: park,
    title: 'Zonnepark Bemmel-Zuid',
    main: sectionWrap(
      'project',
      `<h1>Zonnepark Bemmel-Zuid</h1><div class="w-richtext"><p>Langs de A15 ontwikkelen we samen met de gemeente een zonnepark van 14 hectare, voor minstens 50 % in lokaal eigendom. De vergunning is in maart 2025 aangevraagd; de bouw start op zijn vroegst in 2026.</p></div>` +
        `<div class="contact-box"><div class="contact-label">Contactpersoon</div><div class="contact-name">Mohamed El Amrani MSc</div><div class="contact-role">Projectleider Zonnepark Bemmel-Zuid</div>${mailto(at('mohamed'), at('mohamed'), 'class="contact-link"')}<div class="contact-phone">${tel('06 41 22 87 30')}</div></div>`,
    ),
  });

  pages['/energiecoach'] = page({
    path: '/energiecoach',
    title: 'Gratis energieadvies',
    main: sectionWrap(
      'content',
      `<h1>Gratis energieadvies aan huis</h1><div class="w-richtext"><p>Onze energiecoaches zijn getrainde vrijwilligers. Ze komen een uur bij je thuis en kijken naar isolatie, je energierekening en kleine besparingen.</p>` +
        `<p><strong>Coördinator energiecoaches:</strong> Femke Arts</p></div>` +
        `<p>E-mail: <span id="mail-femke"></span></p><div class="w-embed w-script">${FEMKE_SCRIPT}</div>` +
        `<p>Ruud Jansen, energiecoach (vrijwilliger) voor Ressen en Doornenburg – ${mailto(at('ruud'))}</p>`,
    ),
  });

  pages['/lid-worden'] = page({
    path: '/lid-worden',
    title: 'Lid worden',
    main: sectionWrap(
      'content',
      `<h1>Lid worden</h1><div class="w-richtext"><p>Lid word je voor € 10 per jaar. Met certificaten van € 250 ben je mede-eigenaar van een zonnedak en krijg je jaarlijks een deel van de opbrengst.</p><p>Vragen over je lidmaatschap of certificaten? Mail naar ${mailto(at('leden'))}.</p></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: sectionWrap('content', `<h1>Contact</h1><p>Dorpsstraat 44, 6681 AV Bemmel (in het Dorpshuis, spreekuur elke eerste zaterdag van de maand, 10–12 uur)</p><p>${tel('+31 481 745 220')} · ${mailto(at('info'))}</p>`),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacyverklaring', main: sectionWrap('content', `<h1>Privacyverklaring</h1><p>De Bongerd verwerkt gegevens van leden voor de ledenadministratie en de uitkering van de opbrengst.</p>`) });

  pages['/ledenportaal'] = page({ path: '/ledenportaal', title: 'Mijn Bongerd', main: sectionWrap('content', `<h1>Mijn Bongerd</h1><p>Log in om je certificaten en uitkeringen te bekijken. Inlogproblemen? ${mailto(at('mijnbongerd'))}</p>`) });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Community solar power in Lingewaard',
    main: sectionWrap(
      'hero',
      `<h1 class="hero-heading">Community solar power in Lingewaard</h1><p class="hero-text">De Bongerd is a local energy cooperative owned by 612 residents. New to Bemmel and not (yet) fluent in Dutch? You are very welcome.</p><a href="/en/who-runs-the-co-op" class="button w-button">Who runs the co-op</a>`,
    ),
  });

  pages['/en/who-runs-the-co-op'] = page({
    path: '/en/who-runs-the-co-op',
    lang: 'en',
    title: 'Who runs the co-op',
    main: sectionWrap(
      'content',
      `<h1>Who runs the co-op</h1><div class="w-richtext">` +
        BOARD.map((m) => `<p><strong>${esc(m.shown)}</strong>, ${esc(m.titleEn)} – ${mailto(at(m.local))}</p>`).join('') +
        `<p><strong>Sarah O'Neill</strong>, energy coach for English-speaking residents (volunteer) – ${mailto(at('sarah'))}</p></div>`,
    ),
  });

  pages['/sitemap.xml'] = { body: urlset(HOST, ['/', '/over-ons', '/bestuur', '/projecten', park, '/energiecoach', '/lid-worden', '/contact', '/privacy', '/en', '/en/who-runs-the-co-op'], '2025-04-11'), contentType: 'application/xml' };

  const ln: CaseKind = 'link-non-english';
  const enBoard = '/en/who-runs-the-co-op';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /ledenportaal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'X-Wf-Region': 'eu-west-1', 'X-Cluster-Name': 'eu-west-1-prod-hosting-red', 'Surrogate-Key': `${WF_SITE} pageId:65a1f0c2b3d4e5f6a7b8c9d3` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-103',
      languages: ['nl', 'en'],
      addresses: [
        { address: at('info'), name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: at('leden'), name: null, title: null, pages: ['/', '/lid-worden'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...BOARD.map((m) => ({
          address: at(m.local),
          name: m.name,
          title: m.title,
          titleAlternatives: [m.titleEn],
          pages: ['/bestuur', enBoard],
          cases: ['card', 'name-title-line', 'plain', ln, ...(m.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: at('mohamed'), name: 'Mohamed El Amrani', title: 'Projectleider Zonnepark Bemmel-Zuid', pages: [park], cases: ['card', 'post-nominal', 'deep-page', 'plain', ln] },
        { address: at('femke'), name: 'Femke Arts', title: 'Coördinator energiecoaches', pages: ['/energiecoach'], encoded: { kind: 'script', text: FEMKE_SCRIPT }, cases: ['title-name-line', 'script-concat', ln] },
        { address: at('ruud'), name: 'Ruud Jansen', title: 'energiecoach (vrijwilliger) voor Ressen en Doornenburg', pages: ['/energiecoach'], cases: ['name-title-line', 'plain', ln] },
        { address: at('sarah'), name: "Sarah O'Neill", title: 'energy coach for English-speaking residents (volunteer)', pages: [enBoard], cases: ['name-title-line', 'link-english-unlisted', 'deep-page', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/ledenportaal'],
      nonAddresses: [
        { text: at('mijnbongerd'), kind: 'disallowed' },
        { text: 'git@github.com:debongerd/zonnemonitor.git', kind: 'git' },
        { text: 'attributes-cmsfilter@1.13.0', kind: 'package' },
        { text: 'jouw@emailadres.nl', kind: 'placeholder' },
        { text: 'storingen@netbeheer-gelderland.test', kind: 'other-company' },
      ],
    },
  };
}
