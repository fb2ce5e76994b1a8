/**
 * Vesterå Musikskole: a municipal music school in West Jutland, on TYPO3 12 with the Bootstrap
 * Package, in Danish with an English page. The management as a content element marked up in RDFa
 * (one with the Danish post-nominal "cand.mag."); the teachers as a table whose addresses TYPO3's
 * spam protection writes "name(at)domain(dot)test" with an encrypted data-mailto-token; the
 * English page, reached through the hreflang alternates and the language menu, with "Name, Title,
 * address" lines (the deputy's title in English as well). Addresses follow {f}{last}. The old
 * shared address in an HTML comment, the instrument-rental shop's address and the staff intranet
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vestera-musikskole.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string, number][]> = {
  da: [
    ['/om-musikskolen', 'Om musikskolen', 12],
    ['/undervisning', 'Undervisning', 14],
    ['/tilmelding', 'Tilmelding og priser', 19],
    ['/kontakt', 'Kontakt', 23],
  ],
  en: [['/en', 'Music lessons in English', 41]],
};

/** TYPO3's spamProtectEmailAddresses: each character of "mailto:…" shifted within its range. */
function typo3Token(address: string, offset = 2): string {
  const ranges: [number, number][] = [
    [0x2b, 0x3a],
    [0x40, 0x5a],
    [0x61, 0x7a],
  ];
  return [...`mailto:${address}`]
    .map((ch) => {
      const n = ch.charCodeAt(0);
      const r = ranges.find(([a, b]) => n >= a && n <= b);
      if (!r) return ch;
      let m = n + offset;
      if (m > r[1]) m = r[0] + (m - r[1] - 1);
      return String.fromCharCode(m);
    })
    .join('');
}
/** The link TYPO3 renders for a protected address (atSubst "(at)", lastDotSubst "(dot)"). */
const protectedMail = (address: string): string => {
  const [local, domain] = address.split('@') as [string, string];
  const dot = domain.lastIndexOf('.');
  return `<a href="#" data-mailto-token="${esc(typo3Token(address))}" data-mailto-vector="2">${esc(local)}(at)${esc(domain.slice(0, dot))}(dot)${esc(domain.slice(dot + 1))}</a>`;
};

let cid = 100;
const frame = (type: string, html: string, header?: string): string =>
  `<div id="c${cid++}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">` +
  (header ? `<header class="frame-header"><h2 class="element-header"><span>${esc(header)}</span></h2></header>` : '') +
  `${html}</div></div></div></div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Vesterå Musikskole',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-7c4e2a19b05d.css?1736942012" media="all">`,
    `<link rel="stylesheet" href="/typo3conf/ext/vestera_sitepackage/Resources/Public/Css/custom.css?1736941877" media="all">`,
    `<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/modernizr/modernizr.min.js?1729853244"></script>`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'da';
    return (
      `<div id="top"></div><div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>${lang === 'en' ? 'Skip to main content' : 'Gå til hovedindhold'}</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container"><a class="navbar-brand navbar-brand-image" title="Vesterå Musikskole" href="${lang === 'en' ? '/en' : '/'}"><img class="navbar-brand-logo-normal" src="/fileadmin/vestera/logo/vestera-musikskole.svg" alt="Vesterå Musikskole logo" height="52" width="200"></a>` +
      `<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>` +
      `<nav aria-label="Main navigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU[lang]!.map(([href, label, id]) => `<li class="nav-item"><a id="nav-item-${id}" href="${href}" class="nav-link${href === p.path ? ' active' : ''}" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('')}</ul></nav>` +
      `<ul class="navbar-nav language-menu"><li class="nav-item${lang === 'da' ? ' active' : ''}"><a href="/" hreflang="da-DK" class="nav-link">DA</a></li><li class="nav-item${lang === 'en' ? ' active' : ''}"><a href="/en" hreflang="en-GB" class="nav-link">EN</a></li></ul></div></header>` +
      `<div id="page-content" class="bp-page-content main-section">`
    );
  },
  footer: (p) => {
    const en = p.lang.startsWith('en');
    return (
      `</div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
      frame('text', `<p><strong>Vesterå Musikskole</strong><br>Kulturhuset, Søndergade 18<br>6950 Vesterå<br>${tel('+45 96 17 42 50')}<br>${protectedMail(`kontor@${HOST}`)}</p>`) +
      `</div><div class="section-column footer-section-content-column footer-section-content-column-right">` +
      frame('text', `<p>${en ? 'Office hours: Mon–Thu 12–16' : 'Kontorets åbningstid: man–tors kl. 12–16'}</p><p><a href="/privatlivspolitik">${en ? 'Privacy policy' : 'Privatlivspolitik'}</a> · <a href="/intranet">Intranet for lærere</a></p>`) +
      `</div></div></div></section><section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-text frame-background-none"><p>Vesterå Musikskole er en del af Vesterå Kommune · CVR 29 18 94 52</p></div></div></section></footer>` +
      `<!-- TODO: fjern musikskolen@${HOST} fra formularerne, når den gamle fælles postkasse er lukket (IT, jan. 2024) --></div>`
    );
  },
  privacyPath: { da: '/privatlivspolitik', en: '/privatlivspolitik' },
  bodyEnd: [
    `<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap5/js/bootstrap.bundle.min.js?1729853244"></script>`,
    `<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1728984633" async="async"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'da-DK' });
const content = (html: string): string => `<main><div class="section section-default"><div class="container">${html}</div></div></main>`;

type Leader = { name: string; after?: string; title: string; local: string; phone: string };
const LEADERS: Leader[] = [
  { name: 'Henrik Dalsgaard', after: 'cand.mag.', title: 'musikskoleleder', local: 'hdalsgaard', phone: '+45 96 17 42 51' },
  { name: 'Louise Kjær Thomsen', title: 'souschef og MGK-koordinator', local: 'lthomsen', phone: '+45 96 17 42 52' },
];

type Teacher = { name: string; title: string; subjects: string; local: string; phone: string };
const TEACHERS: Teacher[] = [
  { name: 'Birthe Sørensen', title: 'administrativ medarbejder, elevindskrivning og betaling', subjects: '–', local: 'bsorensen', phone: '+45 96 17 42 50' },
  { name: 'Mikkel Holm', title: 'klaverlærer og fagkoordinator for tangenter', subjects: 'Klaver, keyboard, hørelære', local: 'mholm', phone: '+45 23 61 08 47' },
  { name: 'Sara Bjerregaard', title: 'violinlærer (Suzuki-metoden)', subjects: 'Violin, bratsch, strygeorkester', local: 'sbjerregaard', phone: '+45 28 94 17 30' },
  { name: 'Anne-Mette Skov', title: 'rytmisk sanglærer og korleder for Vesterå Pigekor', subjects: 'Sang, kor', local: 'askov', phone: '+45 40 55 71 62' },
  { name: 'Jesper Frandsen', title: 'slagtøjslærer, MGK-forberedende hold', subjects: 'Trommer, slagtøj, sammenspil', local: 'jfrandsen', phone: '+45 31 72 86 04' },
];

export function vesteraMusikskole(): CrawlWorldSite {
  cid = 100;
  const pages: Record<string, SandboxPage> = {};
  const daEn = { 'da-DK': '/', 'en-GB': '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Forside',
    alternates: daEn,
    main: content(
      frame(
        'text',
        `<p class="lead">Vesterå Musikskole underviser omkring 650 børn og unge fra 0 til 25 år i instrumenter, sang, kor og sammenspil.</p><p>Læs om <a href="/undervisning">undervisningen og vores lærere</a>, eller <a href="/tilmelding">tilmeld dit barn</a>.</p>`,
        'Velkommen til Vesterå Musikskole',
      ),
    ),
  });

  pages['/om-musikskolen'] = page({
    path: '/om-musikskolen',
    title: 'Om musikskolen',
    main: content(
      frame('text', `<p>Musikskolen er en kommunal musikskole efter musikloven og har siden 2019 haft MGK-forberedende undervisning (Musikalsk Grundkursus) i samarbejde med MGK Vest.</p>`, 'Om musikskolen') +
        frame(
          'bootstrappackage_card_group',
          `<div class="card-group-element card-group-element-columns-2">` +
            LEADERS.map(
              (l) =>
                `<div class="card-group-element-item"><div class="card" vocab="https://schema.org/" typeof="Person"><div class="card-body"><h3 class="card-title"><span property="name">${esc(l.name)}</span>${l.after ? `, ${esc(l.after)}` : ''}</h3>` +
                `<div class="card-text"><p property="jobTitle">${esc(l.title)}</p><p>Tlf. <span property="telephone">${tel(l.phone)}</span><br><a property="email" href="mailto:${l.local}@${HOST}">${l.local}@${HOST}</a></p></div></div></div></div>`,
            ).join('') +
            `</div>`,
          'Ledelse',
        ),
    ),
  });

  pages['/undervisning'] = page({
    path: '/undervisning',
    title: 'Undervisning',
    main: content(
      frame(
        'text',
        `<p>Vi tilbyder soloundervisning, holdundervisning, kor, orkester og bands. Undervisningen foregår i Kulturhuset og på skolerne i Vesterå, Sdr. Lem og Hee.</p><p>Se <a href="/undervisning/laerere">alle lærere og kontaktoplysninger</a>.</p>`,
        'Undervisning',
      ),
    ),
  });

  pages['/undervisning/laerere'] = page({
    path: '/undervisning/laerere',
    title: 'Lærere og administration',
    main: content(
      frame(
        'table',
        `<div class="table-responsive"><table class="table table-striped table-hover"><caption>Lærere og administration, skoleåret 2024/25</caption><thead><tr><th scope="col">Navn</th><th scope="col">Stilling</th><th scope="col">Fag</th><th scope="col">Telefon</th><th scope="col">E-mail</th></tr></thead><tbody>` +
          TEACHERS.map((t) => `<tr><td>${esc(t.name)}</td><td>${esc(t.title)}</td><td>${esc(t.subjects)}</td><td>${tel(t.phone)}</td><td>${protectedMail(`${t.local}@${HOST}`)}</td></tr>`).join('') +
          `</tbody></table></div>`,
        'Lærere og administration',
      ),
    ),
  });

  pages['/tilmelding'] = page({
    path: '/tilmelding',
    title: 'Tilmelding og priser',
    main: content(
      frame(
        'text',
        `<p>Tilmelding sker via Speedadmin. Prisen for soloundervisning (20 min. pr. uge) er 2.150 kr. pr. sæson; søskende får 25 % rabat. Fripladstilskud søges hos kontoret.</p><p>Instrumenter kan lejes gennem Musikhuset Vest ApS, udlejning@musikhusetvest.dk.</p>`,
        'Tilmelding og priser',
      ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: content(
      frame(
        'text',
        `<p>Kontoret: Kulturhuset, Søndergade 18, 6950 Vesterå · ${tel('+45 96 17 42 50')} · ${protectedMail(`kontor@${HOST}`)}</p><p>Du finder lærernes kontaktoplysninger under <a href="/undervisning/laerere">Lærere og administration</a>.</p>`,
        'Kontakt',
      ),
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Music lessons in English',
    lang: 'en-GB',
    alternates: daEn,
    main: content(
      frame(
        'text',
        `<p>Many families in Vesterå have moved here from abroad. Several of our teachers teach in English, and our office can help with enrolment in English.</p>` +
          `<p>Louise Kjær Thomsen, Deputy Head and MGK Coordinator, ${mailto(`lthomsen@${HOST}`)}</p>` +
          `<p>Oliver Brandt, guitar and electric bass teacher (lessons in English and German), ${mailto(`obrandt@${HOST}`)}</p>`,
        'Music lessons in English',
      ),
    ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: content(frame('text', `<p>Dataansvarlig er Vesterå Kommune, Børn og Kultur. Elevoplysninger slettes fem år efter udmeldelse.</p>`, 'Privatlivspolitik')) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: content(frame('felogin_login', `<p>Log ind med dit UNI-login. Problemer? Skriv til ${mailto(`personale@${HOST}`)}.</p>`, 'Intranet for lærere')) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nDisallow: /intranet\nAllow: /typo3/sysext/frontend/Resources/Public/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-musikskolen', '/undervisning', '/undervisning/laerere', '/tilmelding', '/kontakt', '/privatlivspolitik', '/en'], '2025-01-15'),
      pages,
      headers: { Server: 'Apache', 'X-TYPO3-Parsetime': '38ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-105',
      languages: ['da', 'en'],
      addresses: [
        { address: `kontor@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        { address: `hdalsgaard@${HOST}`, name: 'Henrik Dalsgaard', title: 'musikskoleleder', pages: ['/om-musikskolen'], cases: ['rdfa', 'card', 'post-nominal', 'plain', ln] },
        {
          address: `lthomsen@${HOST}`,
          name: 'Louise Kjær Thomsen',
          title: 'souschef og MGK-koordinator',
          titleAlternatives: ['Deputy Head and MGK Coordinator'],
          pages: ['/om-musikskolen', '/en'],
          cases: ['rdfa', 'card', 'name-title-line', 'hreflang', 'plain', ln],
        },
        ...TEACHERS.map((t) => ({ address: `${t.local}@${HOST}`, name: t.name, title: t.title, pages: ['/undervisning/laerere'], cases: ['table', 'obfuscated', 'deep-page', ln] as CaseKind[] })),
        {
          address: `obrandt@${HOST}`,
          name: 'Oliver Brandt',
          title: 'guitar and electric bass teacher',
          titleAlternatives: ['guitar and electric bass teacher (lessons in English and German)'],
          pages: ['/en'],
          cases: ['name-title-line', 'hreflang', 'plain'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `personale@${HOST}`, kind: 'disallowed' },
        { text: `musikskolen@${HOST}`, kind: 'comment' },
        { text: 'udlejning@musikhusetvest.dk', kind: 'other-company' },
      ],
    },
  };
}
