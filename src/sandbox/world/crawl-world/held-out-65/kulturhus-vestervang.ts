/**
 * Kulturhus Vestervang: a municipal cultural centre of (fictional) Vejlby Kommune, on TYPO3 13
 * with the municipality's shared theme. The management in a definition list whose addresses
 * TYPO3's spam protection writes "(at)"/"(dot)" behind an encrypted mailto, the volunteer
 * coordinator in RDFa and the café's manager in microdata on the contact page, the booker in
 * running text on the rental page, and a summer concert page listed only in the sitemap
 * robots.txt names. The volunteers' intranet is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kulturhus-vestervang.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/arrangementer', 'Arrangementer'],
  ['/udlejning', 'Leje af lokaler'],
  ['/om-kulturhuset', 'Om Kulturhuset'],
  ['/kontakt', 'Kontakt'],
];

/** TYPO3's linkTo_UnCryptMailto encryption (spamProtectEmailAddresses = 2). */
function typo3Crypt(text: string, offset = 2): string {
  const shift = (code: number, lo: number, hi: number) => (code + offset > hi ? lo + (code + offset - hi - 1) : code + offset);
  return [...text]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (c >= 0x2b && c <= 0x3a) return String.fromCharCode(shift(c, 0x2b, 0x3a));
      if (c >= 0x40 && c <= 0x5a) return String.fromCharCode(shift(c, 0x40, 0x5a));
      if (c >= 0x61 && c <= 0x7a) return String.fromCharCode(shift(c, 0x61, 0x7a));
      return ch;
    })
    .join('');
}
const protectedMail = (local: string): string =>
  `<a href="#" data-mailto-token="${esc(typo3Crypt(`mailto:${local}@${HOST}`))}" data-mailto-vector="2">${esc(local)}(at)kulturhus-vestervang(dot)test</a>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Kulturhus Vestervang',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/_assets/b8e2c6a1f0d3/Css/vejlby-kommune.min.css?1716455021" media="all">`,
    `<script src="${ORIGIN}/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/default_frontend.js?1716211230"></script>`,
    '<script id="CookieConsent" src="https://policy.app.cookieinformation.com/uc.js" data-culture="DA" type="text/javascript"></script>',
  ],
  header: () =>
    `<header class="page-header"><div class="municipality-bar"><a href="https://www.vejlby-kommune.test/">Vejlby Kommune</a></div><div class="container"><a class="logo" href="/"><img src="/fileadmin/templates/kulturhus/logo-kulturhus-vestervang.svg" alt="Kulturhus Vestervang" width="220" height="60"></a>` +
    `<nav class="main-nav" aria-label="Hovedmenu"><ul>${MENU.map(([h, l]) => `<li><a href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="page-footer"><div class="container"><div class="row"><div class="col"><p><strong>Kulturhus Vestervang</strong><br>Vestervang 40, 7480 Vejlby<br>${tel('96 74 20 00')} · ${mailto(`kulturhus@${HOST}`)}</p><p>Kulturhus Vestervang er en del af Vejlby Kommune, Kultur og Fritid. EAN 5798008123456.</p></div>` +
    `<div class="col"><ul class="footer-links"><li><a href="/tilgaengelighedserklaering">Tilgængelighedserklæring</a></li><li><a href="/privatlivspolitik">Privatlivspolitik</a></li><li><a href="/frivillig/intranet">For frivillige (log ind)</a></li></ul></div></div></div></footer>`,
  bodyEnd: [`<script src="${ORIGIN}/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1716211230"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const ce = (id: number, html: string): string => `<div id="c${id}" class="frame frame-default frame-type-text frame-layout-0">${html}</div>`;

type Lead = { title: string; name: string; local: string };
const LEADS: Lead[] = [
  { title: 'Kulturhuschef', name: 'Mette Kjærgaard', local: 'mette.kjaergaard' },
  { title: 'Programansvarlig, musik og scenekunst', name: 'Louise Damgaard', local: 'louise.damgaard' },
  { title: 'Teknisk chef', name: 'Anders Vestergaard', local: 'anders.vestergaard' },
  { title: 'Lyd- og lystekniker', name: 'Kasper Thomsen', local: 'kasper.thomsen' },
];

export function kulturhusVestervang(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kultur for alle i Vejlby',
    main: ce(101, `<h1>Velkommen til Kulturhus Vestervang</h1><p>Koncerter, teater, foredrag, værksteder og et bibliotekscafé – midt i Vejlby.</p><p><a href="/arrangementer">Se alle arrangementer</a></p>`),
  });

  pages['/arrangementer'] = page({
    path: '/arrangementer',
    title: 'Arrangementer',
    main: ce(110, `<h1>Arrangementer</h1><ul class="event-list"><li>12. sep. Foredrag: Vestjyske fiskerlejer</li><li>20. sep. Koncert: Vejlby Big Band</li><li>4. okt. Børneteater: Den lille havfrue</li></ul><p>Billetter: ${mailto(`billet@${HOST}`)}</p>`),
  });

  pages['/om-kulturhuset'] = page({
    path: '/om-kulturhuset',
    title: 'Om Kulturhuset',
    main: ce(
      120,
      `<h1>Om Kulturhuset</h1><p>Kulturhuset blev indviet i 2009 i den gamle remise og drives af Vejlby Kommune med hjælp fra over 90 frivillige.</p><h2>Ledelse og medarbejdere</h2><dl class="staff-list">` +
        LEADS.map((l) => `<dt>${esc(l.title)}</dt><dd>${esc(l.name)}<br>${protectedMail(l.local)}</dd>`).join('') +
        `</dl>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: ce(
      130,
      `<h1>Kontakt</h1><p>Generelle henvendelser: ${mailto(`kulturhus@${HOST}`)}, ${tel('96 74 20 00')} (hverdage 10–15).</p>` +
        `<h2>Frivillig i Kulturhuset</h2><div vocab="https://schema.org/" typeof="Person"><p><span property="name">Camilla Bech</span>, <span property="jobTitle">frivilligkoordinator</span><br>Tlf. <span property="telephone">96 74 20 17</span><br><a property="email" href="mailto:camilla.bech@${HOST}">camilla.bech@${HOST}</a></p></div>` +
        `<h2>Caféen</h2><div itemscope itemtype="https://schema.org/Person"><p><span itemprop="name">Jesper Lund</span> – <span itemprop="jobTitle">café- og udlejningsansvarlig</span><br><a itemprop="email" href="mailto:jesper.lund@${HOST}">jesper.lund@${HOST}</a></p></div>`,
    ),
  });

  pages['/udlejning'] = page({
    path: '/udlejning',
    title: 'Leje af lokaler',
    main: ce(
      140,
      `<h1>Leje af lokaler</h1><p>Salen har plads til 320 stående eller 180 siddende gæster, og mødelokalerne kan lejes af foreninger i Vejlby Kommune uden beregning.</p>` +
        `<p>Vil I leje salen til en koncert eller en konference, så skriv til vores booker, Nanna Friis, på ${mailto(`nanna.friis@${HOST}`)} – hun vender tilbage inden for tre hverdage.</p>`,
    ),
  });

  pages['/arrangementer/sommerkoncert-i-parken'] = page({
    path: '/arrangementer/sommerkoncert-i-parken',
    title: 'Sommerkoncert i Vestervangsparken',
    main: ce(
      150,
      `<h1>Sommerkoncert i Vestervangsparken</h1><p>Lørdag 21. juni kl. 19. Gratis adgang, medbring tæppe.</p><p>Vil du være frivillig til koncerten? Kontakt projektleder Mads Winther på ${mailto(`mads.winther@${HOST}`)}.</p>`,
    ),
  });

  pages['/tilgaengelighedserklaering'] = page({ path: '/tilgaengelighedserklaering', title: 'Tilgængelighedserklæring', main: ce(160, `<h1>Tilgængelighedserklæring</h1><p>Vejlby Kommune bestræber sig på at gøre hjemmesiden tilgængelig i overensstemmelse med lov om tilgængelighed.</p>`) });
  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: ce(161, `<h1>Privatlivspolitik</h1><p>Vejlby Kommune er dataansvarlig.</p>`) });
  pages['/frivillig/intranet'] = page({ path: '/frivillig/intranet', title: 'For frivillige', main: ce(170, `<h1>For frivillige</h1><p>Vagtplanen opdateres hver fredag. Byt vagter ved at skrive til ${mailto(`vagtplan@${HOST}`)}.</p>`) });
  pages['/sitemaps/kulturhus-pages.xml'] = xmlPage(
    urlset(HOST, ['/', '/arrangementer', '/arrangementer/sommerkoncert-i-parken', '/udlejning', '/om-kulturhuset', '/kontakt'], '2025-05-28'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /frivillig/\nAllow: /typo3/sysext/frontend/Resources/Public/*\n\nSitemap: ${ORIGIN}/sitemaps/kulturhus-pages.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-65',
      languages: ['da'],
      addresses: [
        { address: `kulturhus@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `billet@${HOST}`, name: null, title: null, pages: ['/arrangementer'], cases: ['role', 'plain', ln] },
        ...LEADS.map((l) => ({ address: `${l.local}@${HOST}`, name: l.name, title: l.title, pages: ['/om-kulturhuset'], cases: ['definition-list', 'obfuscated', ln] as CaseKind[] })),
        { address: `camilla.bech@${HOST}`, name: 'Camilla Bech', title: 'frivilligkoordinator', pages: ['/kontakt'], cases: ['rdfa', 'plain', ln] },
        { address: `jesper.lund@${HOST}`, name: 'Jesper Lund', title: 'café- og udlejningsansvarlig', pages: ['/kontakt'], cases: ['microdata', 'plain', ln] },
        { address: `nanna.friis@${HOST}`, name: 'Nanna Friis', title: 'booker', pages: ['/udlejning'], cases: ['prose', 'plain', ln] },
        { address: `mads.winther@${HOST}`, name: 'Mads Winther', title: 'projektleder', pages: ['/arrangementer/sommerkoncert-i-parken'], cases: ['prose', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/frivillig/intranet'],
      nonAddresses: [{ text: `vagtplan@${HOST}`, kind: 'disallowed' }],
    },
  };
}
