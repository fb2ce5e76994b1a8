/**
 * Vestfjord Tørrfisk SA: a stockfish cooperative in Lofoten on Wix, in Norwegian. The contact page
 * as label lines per department and "Name, title" lines; the founder only in the page's JSON-LD;
 * the production manager's address on the about page turned around by a script; a retina logo, a
 * form placeholder and the members' page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'vestfjord-torrfisk.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Hjem'],
  ['/om-oss', 'Om oss'],
  ['/torrfisken', 'Tørrfisken'],
  ['/kontakt', 'Kontakt'],
  ['/andelseiere', 'For andelseiere'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Vestfjord Tørrfisk',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="6a1d2f0e-93b4-4c77-a1f2-5be0c9d81e44">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_bootstrap.2f8a3d1c.min.css">',
  ],
  header: () =>
    `<header id="SITE_HEADER" class="xU8fqS" tabindex="-1"><div id="comp-lq3k8a1z" class="wixui-image"><img src="https://static.wixstatic.com/media/4c9e21_77ab30c1e5f14d9e@2x.png/v1/fill/w_180,h_64/logo.png" alt="Vestfjord Tørrfisk logo"></div>` +
    `<nav id="comp-lq3k8b4n" aria-label="Nettsted"><ul class="wixui-dropdown-menu">${MENU.map(([h, l]) => `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${ORIGIN}${h}"><p class="zKbzSQ">${esc(l)}</p></a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8">Vestfjord Tørrfisk SA · Hjellveien 4, 8390 Reine · Org.nr. 987 654 321</p><p class="font_8">${tel('+47 76 09 21 40')} · ${mailto(`post@${HOST}`)}</p></div></footer>`,
  bodyEnd: ['<script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js"></script>'],
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'no' });
const rich = (h: string): string => `<section class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text" dir="ltr">${h}</div></section>`;

const SIGRID_REV = reversed(`sigrid@${HOST}`);

export function vestfjordTorrfisk(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Tørrfisk fra Lofoten siden 1952',
    main: rich(`<h1 class="font_0">Tørrfisk fra Lofoten – tørket på hjell i vårvinden</h1><p class="font_7">Tjueseks fiskere og to mottak eier andelslaget sammen. Vi henger skrei fra februar til april og selger tørrfisken til Italia, Nigeria og Kroatia.</p>`),
  });
  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: rich(
      `<h2 class="font_2">Om andelslaget</h2><p class="font_7">Andelslaget ble stiftet i 1952 av fiskerne i Reine og Sørvågen for å få bedre pris for fisken. I dag har vi hjeller på fire steder i Moskenes.</p>` +
        `<p class="font_7">Arbeidet på hjellene ledes av produksjonsleder Sigrid Nilsen, som også tar imot søknader om sesongarbeid: <span class="rev-mail" data-m="${SIGRID_REV}"></span>.</p>` +
        `<script>document.querySelectorAll('.rev-mail').forEach(function(s){var m=s.getAttribute('data-m').split('').reverse().join('');s.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script>` +
        `<p class="font_7">Styreleder er fisker Arne Karlsen fra Sørvågen; han svarer gjerne på spørsmål fra nye andelseiere på ${mailto(`arne@${HOST}`)}.</p>`,
    ),
  });
  pages['/torrfisken'] = page({
    path: '/torrfisken',
    title: 'Tørrfisken',
    main: rich(`<h2 class="font_2">Sorteringer</h2><ul><li>Ragno</li><li>Westre Piccolo</li><li>Westre Magro</li><li>Hollender</li></ul><p class="font_7">Prisforespørsel? Fyll ut skjemaet.</p><form class="wixui-form"><label>E-post<input type="email" name="email" placeholder="navn@firma.no"></label><button>Send</button></form>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Vestfjord Tørrfisk SA',
        url: `${ORIGIN}/`,
        email: `post@${HOST}`,
        foundingDate: '1952',
        founder: { '@type': 'Person', name: 'Oddvar Berg', jobTitle: 'æresmedlem og tidligere styreleder', email: `oddvar@${HOST}` },
        address: { '@type': 'PostalAddress', streetAddress: 'Hjellveien 4', postalCode: '8390', addressLocality: 'Reine', addressCountry: 'NO' },
      },
    ],
    main: rich(
      `<h2 class="font_2">Kontakt oss</h2><p class="font_7">Generelle henvendelser: ${mailto(`post@${HOST}`)}</p>` +
        `<p class="font_7">Salg og eksport: Knut Johansen, salgssjef, tlf. ${tel('+47 913 44 208')}, ${mailto(`knut@${HOST}`)}</p>` +
        `<p class="font_7">Kvalitet og mattrygghet: Ragnhild Olsen, kvalitetsleder, tlf. ${tel('+47 977 10 562')}, ${mailto(`ragnhild@${HOST}`)}</p>` +
        `<p class="font_7">Eirik Pedersen, daglig leder, ${mailto(`eirik@${HOST}`)}</p>` +
        `<p class="font_7">Tove Amundsen, regnskap og lønn, ${mailto(`tove@${HOST}`)}</p>` +
        `<p class="font_7">Frakt bestilles via vår speditør: booking@nordlandfrakt.test</p>`,
    ),
  });
  pages['/andelseiere'] = page({ path: '/andelseiere', title: 'For andelseiere', main: rich(`<h2>For andelseiere</h2><p>Oppgjørslister og innkallinger. Spørsmål: ${mailto(`andel@${HOST}`)}</p>`) });

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /andelseiere\nDisallow: /_api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-oss', '/torrfisken', '/kontakt'], '2025-01-08'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1736329200.1234567890123' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-97',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `sigrid@${HOST}`, name: 'Sigrid Nilsen', title: 'produksjonsleder', pages: ['/om-oss'], encoded: { kind: 'reversed', text: SIGRID_REV }, cases: ['prose', 'script-reversed', ln] },
        { address: `arne@${HOST}`, name: 'Arne Karlsen', title: 'Styreleder', pages: ['/om-oss'], cases: ['prose', 'plain', ln] },
        { address: `oddvar@${HOST}`, name: 'Oddvar Berg', title: 'æresmedlem og tidligere styreleder', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-person', ln] },
        { address: `knut@${HOST}`, name: 'Knut Johansen', title: 'salgssjef', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `ragnhild@${HOST}`, name: 'Ragnhild Olsen', title: 'kvalitetsleder', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `eirik@${HOST}`, name: 'Eirik Pedersen', title: 'daglig leder', pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
        { address: `tove@${HOST}`, name: 'Tove Amundsen', title: 'regnskap og lønn', pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/andelseiere'],
      nonAddresses: [
        { text: `andel@${HOST}`, kind: 'disallowed' },
        { text: 'navn@firma.no', kind: 'placeholder' },
        { text: '4c9e21_77ab30c1e5f14d9e@2x.png', kind: 'retina' },
        { text: 'booking@nordlandfrakt.test', kind: 'other-company' },
        { text: 'react@18.3.1', kind: 'package' },
      ],
    },
  };
}
