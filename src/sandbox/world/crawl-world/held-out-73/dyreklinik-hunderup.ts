/**
 * Dyreklinikken Hunderup: a small-animal veterinary clinic in Odense, on Wix, in Danish. The team
 * page is a Wix repeater of cards (the owner written with "DVM, PhD" after her name, the surgeon's
 * address turned around from a reversed data attribute by custom code); the same page's JSON-LD
 * lists the vets as employees with "mailto:" addresses; the contact page has the clinic's and the
 * bookkeeping mailbox. Trap: the online booking page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'dyreklinik-hunderup-odense.test';
const ORIGIN = `http://${HOST}`;
const STATIC = 'https://static.wixstatic.com/media';

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/behandlinger', 'Behandlinger'],
  ['/om-os', 'Om os'],
  ['/priser', 'Priser'],
  ['/kontakt', 'Kontakt'],
  ['/book-tid', 'Book tid'],
];

let comp = 0;
const cid = (): string => `comp-lx${(7310 + comp++).toString(36)}q${comp}`;
const rich = (html: string): string => `<div id="${cid()}" class="HcOXKn SxM0TO QxJLC3 wixui-rich-text" data-testid="richTextElement">${html}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Dyreklinikken Hunderup',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="2f7c41b8-6d0e-4a93-9c55-1e8b7a3d2c40">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"2f7c41b8-6d0e-4a93-9c55-1e8b7a3d2c40","isPremium":true},"language":{"siteLanguage":"da","userLanguage":"da"}};</script>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7d3c2a1b.bundle.min.js" async></script>',
  ],
  header: (p) =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="header-inner"><a href="/" class="logo-link"><img src="${STATIC}/7a3e21_c0a4e9f1d2b84c6a8e5f2b1d3c7a9e04~mv2.png/v1/fill/w_190,h_66,al_c,q_85/logo-hunderup.png" alt="Dyreklinikken Hunderup" width="190" height="66"></a>` +
    `<nav id="comp-menu" aria-label="Website" class="StylableHorizontalMenu"><ul class="HQ0n3n">${MENU.map(([h, l]) => `<li class="${h === p.path ? 'selected ' : ''}wixui-horizontal-menu__item"><a href="${h}" class="wixui-horizontal-menu__item-label" data-testid="linkElement">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><div class="footer-cols">` +
    rich(`<p class="font_8 wixui-rich-text__text">Dyreklinikken Hunderup ApS · Hunderupvej 118 · 5230 Odense M · CVR 38 41 27 66</p><p class="font_8 wixui-rich-text__text">${tel('66 12 48 90')} · ${mailto(`klinik@${HOST}`)}</p>`) +
    rich(`<p class="font_8 wixui-rich-text__text">Man–tors 8–18 · fre 8–16 · lør 9–12</p><p class="font_8 wixui-rich-text__text">Uden for åbningstid: Dyrlægevagten Fyn, ${tel('70 10 12 15')}</p><p class="font_8 wixui-rich-text__text"><a href="/privatlivspolitik">Privatlivspolitik</a></p>`) +
    `</div></footer></div></div>`,
  privacyPath: { da: '/privatlivspolitik' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const section = (html: string): string => `<section id="${cid()}" class="wixui-section"><div class="section-inner">${html}</div></section>`;

type Vet = { name: string; shown: string; title: string; local: string; photo: string; how: 'plain' | 'reversed'; bio: string };
const TEAM: Vet[] = [
  { name: 'Mette Holm', shown: 'Mette Holm, DVM, PhD', title: 'Klinikejer og dyrlæge', local: 'mette', photo: 'a1c9f4', how: 'plain', bio: 'Grundlagde klinikken i 2011. Særlig interesse for hjerte og intern medicin.' },
  { name: 'Jonas Friis', shown: 'Jonas Friis', title: 'Dyrlæge, kirurgi og ortopædi', local: 'jonas', photo: 'b27e0d', how: 'reversed', bio: 'Står for klinikkens knæ- og bløddelskirurgi.' },
  { name: 'Sara Lund', shown: 'Sara Lund', title: 'Dyrlæge', local: 'sara', photo: 'c83a5b', how: 'plain', bio: 'Katte, kaniner og smådyr – og klinikkens tandbehandlinger.' },
  { name: 'Peter Skov', shown: 'Peter Skov', title: 'Dyrlæge', local: 'peter', photo: 'd4f61e', how: 'plain', bio: 'Ny på klinikken fra 2024, tidligere på Universitetshospitalet for Familiedyr.' },
  { name: 'Camilla Dahl', shown: 'Camilla Dahl', title: 'Veterinærsygeplejerske', local: 'camilla', photo: 'e5b02c', how: 'plain', bio: 'Anæstesi, sårpleje og vægtkonsultationer.' },
  { name: 'Rikke Mortensen', shown: 'Rikke Mortensen', title: 'Receptionsleder', local: 'rikke', photo: 'f6d37a', how: 'plain', bio: 'Tidsbestilling, regninger og forsikringssager.' },
];
const JONAS_REV = reversed(`jonas@${HOST}`);

const teamCard = (v: Vet): string =>
  `<div role="listitem" class="VM7gjN wixui-repeater__item"><div class="team-card"><img src="${STATIC}/7a3e21_${v.photo}9e8d7c6b5a4f~mv2.jpg/v1/fill/w_320,h_320,al_c,q_80/${v.local}.jpg" alt="${esc(v.name)}" width="320" height="320">` +
  rich(`<h3 class="font_5 wixui-rich-text__text">${esc(v.shown)}</h3><p class="font_8 wixui-rich-text__text">${esc(v.title)}</p><p class="font_9 wixui-rich-text__text">${esc(v.bio)}</p>`) +
  (v.how === 'plain'
    ? rich(`<p class="font_8 wixui-rich-text__text">${mailto(`${v.local}@${HOST}`)}</p>`)
    : `<div class="custom-embed"><span class="mail-r" data-r="${JONAS_REV}">skriv til Jonas</span></div>`) +
  `</div></div>`;

export function dyreklinikHunderup(): CrawlWorldSite {
  comp = 0;
  const pages: Record<string, SandboxPage> = {};
  const clinic = {
    '@context': 'https://schema.org',
    '@type': 'VeterinaryCare',
    '@id': `${ORIGIN}/#klinik`,
    name: 'Dyreklinikken Hunderup',
    url: `${ORIGIN}/`,
    email: `mailto:klinik@${HOST}`,
    telephone: '+45 66 12 48 90',
    address: { '@type': 'PostalAddress', streetAddress: 'Hunderupvej 118', postalCode: '5230', addressLocality: 'Odense M', addressCountry: 'DK' },
    openingHours: ['Mo-Th 08:00-18:00', 'Fr 08:00-16:00', 'Sa 09:00-12:00'],
  };

  pages['/'] = page({
    path: '/',
    title: 'Dyrlæge i Odense',
    jsonLd: [clinic],
    main:
      section(rich(`<h1 class="font_0 wixui-rich-text__text">Din lokale dyrlæge på Hunderupvej</h1><p class="font_7 wixui-rich-text__text">Hunde, katte, kaniner og andre smådyr. Vi har tid til dig og dit dyr.</p>`) + `<a href="/book-tid" class="StylableButton2545352419__root wixui-button" data-testid="linkElement"><span>Book tid online</span></a>`) +
      section(rich(`<h2 class="font_2 wixui-rich-text__text">Nyt fra klinikken</h2><p class="font_8 wixui-rich-text__text">Vi byder velkommen til dyrlæge Peter Skov, som styrker holdet fra august. Læs mere om hele teamet under <a href="/om-os">Om os</a>.</p><p class="font_8 wixui-rich-text__text">Husk: vaccination af kaniner mod RHD2 anbefales hvert år.</p>`)),
  });

  pages['/behandlinger'] = page({
    path: '/behandlinger',
    title: 'Behandlinger',
    main: section(
      rich(
        `<h1 class="font_0 wixui-rich-text__text">Behandlinger</h1><ul class="font_8 wixui-rich-text__text"><li>Vaccination og sundhedstjek</li><li>Kastration og sterilisation</li><li>Tandrens og tandkirurgi</li><li>Ortopædisk kirurgi (korsbånd, knæskal)</li><li>Ultralyd, røntgen og laboratorium</li><li>Vægtkonsultationer hos veterinærsygeplejerske</li></ul>`,
      ),
    ),
  });

  pages['/om-os'] = page({
    path: '/om-os',
    title: 'Om os',
    jsonLd: [
      {
        ...clinic,
        employee: TEAM.filter((v) => v.how === 'plain' && v.title.includes('yrlæge')).map((v) => ({ '@type': 'Person', name: v.name, jobTitle: v.title, email: `mailto:${v.local}@${HOST}` })),
      },
    ],
    main:
      section(rich(`<h1 class="font_0 wixui-rich-text__text">Om os</h1><p class="font_8 wixui-rich-text__text">Vi er seks faste medarbejdere og to elever. Klinikken har eget operationsstue, digitalt røntgen og laboratorium, så de fleste svar har vi samme dag.</p>`)) +
      section(`<div class="wixui-repeater" role="list">${TEAM.map(teamCard).join('')}</div>`) +
      `<script>document.querySelectorAll('.mail-r').forEach(function (el) { var a = el.getAttribute('data-r').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });</script>`,
  });

  pages['/priser'] = page({
    path: '/priser',
    title: 'Priser',
    main: section(
      rich(
        `<h1 class="font_0 wixui-rich-text__text">Priser</h1><p class="font_8 wixui-rich-text__text">Konsultation 495 kr · Vaccination hund inkl. tjek 595 kr · Kastration kat (han) 1.250 kr · Tandrens fra 2.400 kr. Alle priser inkl. moms.</p><p class="font_8 wixui-rich-text__text">Vi tager imod Dankort, MobilePay og direkte afregning med Agria og Tryg.</p>`,
      ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [clinic],
    main:
      section(
        rich(
          `<h1 class="font_0 wixui-rich-text__text">Kontakt</h1><p class="font_8 wixui-rich-text__text">Hunderupvej 118, 5230 Odense M · gratis parkering bag klinikken</p>` +
            `<p class="font_8 wixui-rich-text__text">Telefon ${tel('66 12 48 90')} (telefontid 8–10 og 13–15)<br>Spørgsmål og billeder: ${mailto(`klinik@${HOST}`)}</p>` +
            `<p class="font_8 wixui-rich-text__text">Regninger og forsikringsspørgsmål: ${mailto(`bogholderi@${HOST}`)}</p>` +
            `<p class="font_8 wixui-rich-text__text">Akutte tilfælde: ring altid – send ikke mail.</p>`,
        ),
      ) + `<iframe title="Google Maps" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2250.1!2d10.37!3d55.38" width="600" height="340" loading="lazy"></iframe>`,
  });

  pages['/privatlivspolitik'] = page({
    path: '/privatlivspolitik',
    title: 'Privatlivspolitik',
    main: section(rich(`<h1 class="font_0 wixui-rich-text__text">Privatlivspolitik</h1><p class="font_8 wixui-rich-text__text">Dyreklinikken Hunderup ApS er dataansvarlig for de oplysninger, vi behandler om dig og dit dyr i forbindelse med behandling og betaling.</p>`)),
  });

  pages['/book-tid'] = page({
    path: '/book-tid',
    title: 'Book tid',
    main: section(rich(`<h1 class="font_0 wixui-rich-text__text">Book tid</h1><p class="font_8 wixui-rich-text__text">Vælg behandling og tidspunkt nedenfor. Virker bookingen ikke, så skriv til ${mailto(`booking@${HOST}`)}.</p>`) + `<div id="bookings-widget" data-service-list="true"></div>`),
  });

  const ln: CaseKind = 'link-non-english';
  const inLd = (v: Vet) => v.how === 'plain' && v.title.includes('yrlæge');
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /book-tid\nDisallow: /*?lightbox=\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/behandlinger', '/om-os', '/priser', '/kontakt', '/privatlivspolitik'], '2025-04-30'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1716543210.1234567890123456789', 'Cache-Control': 'private,max-age=0,must-revalidate' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-73',
      languages: ['da'],
      addresses: [
        { address: `klinik@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-mailto'] },
        { address: `bogholderi@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        ...TEAM.map((v) => {
          const cases: CaseKind[] = ['card', ln, v.how === 'plain' ? 'plain' : 'script-reversed'];
          if (v.shown !== v.name) cases.push('post-nominal');
          if (inLd(v)) cases.push('json-ld-person', 'json-ld-mailto');
          return {
            address: `${v.local}@${HOST}`,
            name: v.name,
            title: v.title,
            pages: ['/om-os'],
            ...(v.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: JONAS_REV } } : {}),
            cases,
          };
        }),
      ],
      pattern: '{first}',
      disallowed: ['/book-tid'],
      nonAddresses: [{ text: `booking@${HOST}`, kind: 'disallowed' }],
    },
  };
}
