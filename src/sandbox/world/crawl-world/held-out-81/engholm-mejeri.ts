/**
 * Engholm Mejeri a.m.b.a.: an organic dairy cooperative in Vestjylland, on Wix, in Danish. The
 * management as Wix rich-text cards (the dairy manager's address turned around from a reversed
 * data attribute), the customer service in JSON-LD as a contactPoint written "mailto:", the
 * quality manager only in JSON-LD, the milk supplier adviser in running text with the settlement
 * mailbox beside his name, and a press item signed by the director. Traps: the newsletter form's
 * placeholder and the tanker haulier's address.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'engholm-mejeri.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/om-os', 'Om os'],
  ['/produkter', 'Vores oste'],
  ['/andelshavere', 'For andelshavere'],
  ['/nyheder', 'Nyheder'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Engholm Mejeri',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="b71f0c2e-4d6a-4e8b-9a3c-2f5d7e9b1c40">',
    '<link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4f8c1a2b.bundle.min.js" as="script">',
  ],
  header: () =>
    `<header id="SITE_HEADER" class="xQ_iF"><div data-testid="inline-content"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7c2e41_9d0a3f6b8e1c4d2a.png/v1/fill/w_180,h_72/engholm-logo.png" alt="Engholm Mejeri"></a><nav aria-label="Websted" id="comp-lx8k2m1a"><ul class="ku3DBC">${MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${h}" class="UiHgGh"><p class="wixui-horizontal-menu__item-label">${esc(l)}</p></a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_9">Engholm Mejeri a.m.b.a. · Mejerivej 14, 6990 Ulfborg · CVR 31 47 82 90 · ${tel('+45 97 49 12 00')}</p><p class="font_9">Alle vores leverandører er Ø-mærket og medlemmer af Økologisk Landsforening.</p><p class="font_9"><a href="/leverandorportal">Leverandørportal</a></p></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
  bodyEnd: ['<script async src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const rt = (html: string, id: string): string => `<section id="comp-${id}" class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text" id="comp-${id}-rt">${html}</div></section>`;

const RASMUS_REV = reversed(`rasmus@${HOST}`);

export function engholmMejeri(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const card = (name: string, title: string, mail: string): string =>
    `<div class="wixui-repeater__item ledelse-kort"><h5 class="font_5 wixui-rich-text__text">${esc(name)}</h5><p class="font_8 wixui-rich-text__text">${esc(title)}</p><p class="font_8 wixui-rich-text__text">${mail}</p></div>`;

  pages['/'] = page({
    path: '/',
    title: 'Økologisk mælk fra Vestjylland',
    main: rt(`<h1 class="font_0">Mælk fra 38 økologiske gårde</h1><p class="font_7">Vi er et andelsmejeri ejet af vores mælkeproducenter. Vi laver smør, skyr og lagret ost – og vi henter mælken højst 40 km væk.</p>`, 'kf81a2'),
  });
  pages['/produkter'] = page({
    path: '/produkter',
    title: 'Vores oste',
    main: rt(`<h1 class="font_0">Vores oste</h1><ul><li>Engholm Gammel – lagret 14 måneder</li><li>Vesterhavsost med kommen</li><li>Økologisk skyr, naturel</li><li>Kærnemælk og hytteost</li></ul>`, 'kf81b3'),
  });
  pages['/om-os'] = page({
    path: '/om-os',
    title: 'Om os',
    main:
      rt(`<h1 class="font_0">Om os</h1><p class="font_7">Mejeriet blev stiftet i 1898 og genstartet som økologisk andelsmejeri i 2011. I dag er vi 26 ansatte.</p><h2 class="font_2">Ledelse og bestyrelse</h2>`, 'kf81c4') +
      `<div class="wixui-repeater">` +
      card('Mette Kjær', 'Direktør', mailto(`mette@${HOST}`)) +
      card('Rasmus Holm', 'Mejeribestyrer og mejeriingeniør', `<span class="mail-r" data-r="${RASMUS_REV}">skriv til Rasmus</span><script>document.querySelectorAll('.mail-r').forEach(function(s){var m=s.getAttribute('data-r').split('').reverse().join('');s.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script>`) +
      card('Lone Bech', 'Økonomiansvarlig', mailto(`lone@${HOST}`)) +
      card('Kirsten Lund', 'Salgs- og marketingchef', mailto(`kirsten@${HOST}`)) +
      card('Niels Bruun', 'Driftsleder, ostelageret', mailto(`niels@${HOST}`)) +
      card('Jesper Nørgaard', 'Bestyrelsesformand, økologisk mælkeproducent', mailto(`jesper@${HOST}`)) +
      `</div>`,
  });
  pages['/andelshavere'] = page({
    path: '/andelshavere',
    title: 'For andelshavere',
    main: rt(
      `<h1 class="font_0">Bliv leverandør</h1><p class="font_7">Overvejer du at lægge om til økologi og levere til Engholm? Ring eller skriv til vores leverandørkonsulent Anders Skov på ${mailto(`anders@${HOST}`)} – han kommer gerne ud på gården.</p>` +
        `<p class="font_7">Anders Skov · ${tel('+45 21 48 90 17')}<br>Mælkeafregning og prøveresultater: ${mailto(`afregning@${HOST}`)}</p>` +
        `<p class="font_7">Mælken hentes af Thy Tankvogne ApS, disponent@thy-tankvogne.dk, ${tel('+45 97 92 11 40')}.</p>`,
      'kf81d5',
    ),
  });
  pages['/nyheder'] = page({
    path: '/nyheder',
    title: 'Nyheder',
    main: rt(
      `<h1 class="font_0">Nyheder</h1><article><h3>14. marts 2025 – Guld til Engholm Gammel ved Danish Cheese Awards</h3><p>"Vi er enormt stolte på vegne af alle vores andelshavere," siger direktør Mette Kjær. Spørgsmål fra pressen: ${mailto(`mette@${HOST}`)}.</p></article>` +
        `<form class="wixui-form"><label for="nl">Tilmeld nyhedsbrev</label> <input id="nl" type="email" placeholder="navn@eksempel.dk"> <button>Tilmeld</button></form>`,
      'kf81e6',
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Engholm Mejeri a.m.b.a.',
        url: `${ORIGIN}/`,
        telephone: '+45 97 49 12 00',
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:kundeservice@${HOST}`, availableLanguage: ['da', 'en'] },
        employee: [{ '@type': 'Person', name: 'Henrik Dalgaard', jobTitle: 'Kvalitetschef', email: `henrik@${HOST}` }],
      },
    ],
    main: rt(`<h1 class="font_0">Kontakt</h1><p class="font_7">Mejerivej 14, 6990 Ulfborg</p><p class="font_7">Kundeservice: ${mailto(`kundeservice@${HOST}`)} · ${tel('+45 97 49 12 00')}</p><p class="font_7">Gårdbutikken er åben fredag 12–17 og lørdag 9–13.</p>`, 'kf81f7'),
  });
  pages['/leverandorportal'] = page({ path: '/leverandorportal', title: 'Leverandørportal', main: rt(`<h1>Leverandørportal</h1><p>Log ind med dit CHR-nummer. Hjælp: ${mailto(`portal@${HOST}`)}</p>`, 'kf81g8') });
  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: rt(`<h1>Privatlivspolitik</h1><p>Dataansvarlig er Engholm Mejeri a.m.b.a.</p>`, 'kf81h9') });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nDisallow: /leverandorportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-os', '/produkter', '/andelshavere', '/nyheder', '/kontakt', '/privatlivspolitik']),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1716301123.4821093412345678901' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-81',
      languages: ['da'],
      addresses: [
        { address: `kundeservice@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain', ln] },
        { address: `henrik@${HOST}`, name: 'Henrik Dalgaard', title: 'Kvalitetschef', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-person', ln] },
        { address: `mette@${HOST}`, name: 'Mette Kjær', title: 'Direktør', pages: ['/om-os', '/nyheder'], cases: ['card', 'prose', 'plain', ln] },
        { address: `rasmus@${HOST}`, name: 'Rasmus Holm', title: 'Mejeribestyrer og mejeriingeniør', pages: ['/om-os'], encoded: { kind: 'reversed', text: RASMUS_REV }, cases: ['card', 'script-reversed', ln] },
        { address: `lone@${HOST}`, name: 'Lone Bech', title: 'Økonomiansvarlig', pages: ['/om-os'], cases: ['card', 'plain', ln] },
        { address: `kirsten@${HOST}`, name: 'Kirsten Lund', title: 'Salgs- og marketingchef', pages: ['/om-os'], cases: ['card', 'plain', ln] },
        { address: `niels@${HOST}`, name: 'Niels Bruun', title: 'Driftsleder, ostelageret', pages: ['/om-os'], cases: ['card', 'plain', ln] },
        { address: `jesper@${HOST}`, name: 'Jesper Nørgaard', title: 'Bestyrelsesformand, økologisk mælkeproducent', titleAlternatives: ['Bestyrelsesformand'], pages: ['/om-os'], cases: ['card', 'plain', ln] },
        { address: `anders@${HOST}`, name: 'Anders Skov', title: 'leverandørkonsulent', pages: ['/andelshavere'], cases: ['prose', 'plain', ln] },
        { address: `afregning@${HOST}`, name: null, title: null, pages: ['/andelshavere'], cases: ['neighbour', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/leverandorportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'navn@eksempel.dk', kind: 'placeholder' },
        { text: 'disponent@thy-tankvogne.dk', kind: 'other-company' },
        { text: 'react@18.2.0', kind: 'package' },
      ],
    },
  };
}
