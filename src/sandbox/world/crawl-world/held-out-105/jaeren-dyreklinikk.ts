/**
 * Jæren Dyreklinikk: a small-animal veterinary clinic in Bryne, on Wix, in Norwegian bokmål with an
 * English page. The staff as Wix repeater cards: a Norwegian post-nominal doctorate
 * ("dr.med.vet."), a "Dr." before a name, a European specialist's "DVM, Dipl. ECVS", one card
 * whose address is only the "Send e-post" button's mailto; the home page's JSON-LD with the
 * reception's ContactPoint written "mailto:…" and the founder as a Person; the contact page with
 * the referral mailbox beside the surgeon's name; the exotics vet in a prose bio on the English
 * "Meet our vets" page, two steps from home. The laboratory's result address and the pet owners'
 * page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'jaeren-dyreklinikk.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  nb: [
    ['/', 'Hjem'],
    ['/om-oss', 'Om oss'],
    ['/priser', 'Priser'],
    ['/kontakt', 'Kontakt'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/meet-our-vets', 'Meet our vets'],
    ['/', 'Norsk'],
  ],
};

let seq = 0;
const comp = (): string => `comp-m${(0x5b3e2 + seq++ * 6151).toString(36)}`;
const richText = (html: string): string => `<div id="${comp()}" class="KcpHeO tz5f0K comp-m-rich wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const p = (html: string, font = 8): string => `<p class="font_${font} wixui-rich-text__text">${html}</p>`;
const h = (t: string, level = 2): string => `<h${level} class="font_${level === 1 ? 0 : level + 1} wixui-rich-text__text">${esc(t)}</h${level}>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Jæren Dyreklinikk',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="8d21f6b3-7c4e-4a90-b5e2-3f18c07a9d64">',
    '<meta name="format-detection" content="telephone=no">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"8d21f6b3-7c4e-4a90-b5e2-3f18c07a9d64","isHttps":false},"language":{"siteLanguage":"nb","userLanguage":"nb"}};</script>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.3a9e41c7.min.css">',
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('en') ? 'en' : 'nb';
    return (
      `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf">` +
      `<div data-testid="linkElement" class="j7pOnl"><a href="${ORIGIN}${lang === 'en' ? '/en' : '/'}"><img src="https://static.wixstatic.com/media/7e41b2_9c0d3a5f1e2b4c6d8a7f0e1b2c3d4e5f~mv2.png/v1/fill/w_240,h_70,al_c,q_85/jaeren-dyreklinikk-logo.png" alt="Jæren Dyreklinikk" width="240" height="70"></a></div>` +
      `<nav aria-label="Nettsted" id="${comp()}" class="StylableHorizontalMenu wixui-horizontal-menu"><ul class="itemsContainer">${MENU[lang]!.map(([href, label]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${href}" class="wixui-horizontal-menu__item-label">${esc(label)}</a></li>`).join('')}</ul></nav>` +
      `</div></header><main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES">`
    );
  },
  footer: (spec) =>
    `</div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">` +
    richText(
      p(`Jæren Dyreklinikk AS · Storgata 41 · 4340 Bryne · Org.nr. 918 442 107`) +
        p(`${tel('51 48 22 90')} · ${mailto(`post@${HOST}`)}`) +
        p(spec.lang.startsWith('en') ? 'Opening hours: Mon–Fri 8–18, Sat 10–14. Out of hours: call the Jæren veterinary emergency service, 51 48 22 99.' : 'Åpningstider: man–fre 8–18, lør 10–14. Utenom åpningstid: ring veterinærvakta på Jæren, 51 48 22 99.') +
        p(`<a href="${ORIGIN}/personvern">Personvern</a> · <a href="${ORIGIN}/dyreeier">Min side for dyreeiere</a>`) +
        p(`© 2025 Jæren Dyreklinikk AS. Laget med Wix.com`),
    ) +
    `</footer></div></div></div>`,
  bodyEnd: [
    `<div id="consent-banner-root" class="consent-banner-root" data-hook="consent-banner-root"><div role="dialog" aria-label="Informasjonskapsler" class="_2Nt7E" data-hook="ccsu-banner-wrapper"><p data-hook="ccsu-banner-text">Dette nettstedet bruker informasjonskapsler. Ved å godta samtykker du i vår bruk av informasjonskapsler. <a href="${ORIGIN}/personvern">Les mer</a></p><button data-hook="consent-banner-decline-button" type="button">Avslå</button> <button data-hook="consent-banner-apply-button" type="button">Godta</button></div></div>`,
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.9b2e7f41.bundle.min.js" async></script>',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-JDK4R81Q2W"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'nb' });
const section = (html: string): string => `<section id="${comp()}" class="wixui-section"><div data-testid="columns" class="wixui-column-strip"><div data-testid="mesh-container-content" class="wixui-column-strip__column">${html}</div></div></section>`;

type Card = { shown: string; name: string; title: string; local: string; how: 'text' | 'button'; photo: string };
const CARDS: Card[] = [
  { shown: 'Ingrid Sæther, dr.med.vet.', name: 'Ingrid Sæther', title: 'daglig leder og veterinær', local: 'ingrid', how: 'text', photo: '7e41b2_a1f0c3e5d7b94f2a8c6e0d1b3a5f7c9e~mv2.jpg' },
  { shown: 'Dr. Sigrid Aas', name: 'Sigrid Aas', title: 'fagansvarlig veterinær, indremedisin og kardiologi', local: 'sigrid', how: 'text', photo: '7e41b2_b2e1d4f6a8c05e3b9d7f1e2c4b6a8d0f~mv2.jpg' },
  {
    shown: 'Eirik Vold-Hansen, DVM, Dipl. ECVS',
    name: 'Eirik Vold-Hansen',
    title: 'veterinær, spesialist i smådyrkirurgi (ortopedi og bløtvevskirurgi)',
    local: 'eirik',
    how: 'text',
    photo: '7e41b2_c3f2e5a7b9d16f4c0e8a2f3d5c7b9e1a~mv2.jpg',
  },
  { shown: 'Maren Tjøstheim', name: 'Maren Tjøstheim', title: 'autorisert dyrepleier, anestesi og smertebehandling', local: 'maren', how: 'text', photo: '7e41b2_d4a3f6b8c0e27a5d1f9b3a4e6d8c0f2b~mv2.jpg' },
  { shown: 'Kari Thu', name: 'Kari Thu', title: 'resepsjonsansvarlig og kundebehandler', local: 'kari', how: 'button', photo: '7e41b2_e5b4a7c9d1f38b6e2a0c4b5f7e9d1a3c~mv2.jpg' },
  { shown: 'Tor Hetland', name: 'Tor Hetland', title: 'lærling i dyrefaget, 2. år', local: 'tor', how: 'text', photo: '7e41b2_f6c5b8d0e2a49c7f3b1d5c6a8f0e2b4d~mv2.jpg' },
];

const card = (c: Card): string =>
  `<div role="listitem" class="wixui-repeater__item"><div id="${comp()}" class="comp-repeater-item">` +
  `<div class="wixui-image"><img src="https://static.wixstatic.com/media/${c.photo}/v1/fill/w_320,h_320,al_c,q_80/${c.local}.jpg" alt="${esc(c.name)}" width="320" height="320"></div>` +
  richText(h(c.shown, 3) + p(esc(c.title)) + (c.how === 'text' ? p(mailto(`${c.local}@${HOST}`)) : '')) +
  (c.how === 'button'
    ? `<div id="${comp()}" class="wixui-button"><a data-testid="linkElement" href="mailto:${c.local}@${HOST}" target="_self" class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">Send e-post</span></a></div>`
    : '') +
  `</div></div>`;

export function jaerenDyreklinikk(): CrawlWorldSite {
  seq = 0;
  const pages: Record<string, SandboxPage> = {};
  const nbEn = { nb: '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Dyrlege for hund, katt og smådyr på Bryne',
    alternates: nbEn,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Jæren Dyreklinikk',
        url: `${ORIGIN}/`,
        telephone: '+47 51 48 22 90',
        image: 'https://static.wixstatic.com/media/7e41b2_9c0d3a5f1e2b4c6d8a7f0e1b2c3d4e5f~mv2.png',
        address: { '@type': 'PostalAddress', streetAddress: 'Storgata 41', postalCode: '4340', addressLocality: 'Bryne', addressCountry: 'NO' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+47 51 48 22 90', email: `mailto:post@${HOST}`, availableLanguage: ['nb', 'en', 'de'] },
        founder: { '@type': 'Person', name: 'Ingrid Sæther', jobTitle: 'daglig leder og veterinær', email: `ingrid@${HOST}` },
        openingHours: ['Mo-Fr 08:00-18:00', 'Sa 10:00-14:00'],
      },
    ],
    main:
      section(
        richText(
          h('Trygg dyrlege for hund, katt og smådyr', 1) +
            p('Vi er en liten klinikk midt på Bryne med to veterinærer, en kirurg og et godt team av dyrepleiere. Vi tilbyr vaksinering, tannbehandling, røntgen, ultralyd og kirurgi.') +
            p(`<a href="${ORIGIN}/om-oss">Møt oss som jobber her</a> · <a href="${ORIGIN}/priser">Se priser</a> · <a href="${ORIGIN}/kontakt">Bestill time</a>`),
        ),
      ) +
      section(richText(p(`Timebestilling og spørsmål: ${tel('51 48 22 90')} eller ${mailto(`post@${HOST}`)}`))),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main:
      section(richText(h('Om oss', 1) + p('Jæren Dyreklinikk ble startet i 2011 av Ingrid Sæther. I dag er vi ni ansatte, og vi er godkjent som praksissted for dyrepleierstudenter og lærlinger i dyrefaget.'))) +
      section(`<div id="${comp()}" class="wixui-repeater" role="list" data-testid="repeater">${CARDS.map(card).join('')}</div>`),
  });

  pages['/priser'] = page({
    path: '/priser',
    title: 'Priser',
    main: section(
      richText(
        h('Priser', 1) +
          `<table class="wixui-table"><tbody><tr><td>Konsultasjon</td><td>kr 750</td></tr><tr><td>Vaksine hund (inkl. helsesjekk)</td><td>kr 980</td></tr><tr><td>Kastrering katt (hann)</td><td>kr 2 450</td></tr><tr><td>Tannrens med narkose</td><td>fra kr 3 900</td></tr></tbody></table>` +
          p('Alle priser inkluderer mva. Prøvesvar fra laboratoriet faktureres i tillegg.'),
      ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      richText(
        h('Kontakt oss', 1) +
          p(`Storgata 41, 4340 Bryne · ${tel('51 48 22 90')} · ${mailto(`post@${HOST}`)}`) +
          h('For veterinærer: henvisninger') +
          p(`Vi tar imot henvisninger til ortopedi, bløtvevskirurgi og ultralyd av hjerte. Henvisning med journal og røntgenbilder sendes til ${mailto(`henvisning@${HOST}`)}. Ansvarlig for henvisningsmottaket er Eirik Vold-Hansen.`) +
          p('Blodprøver analyseres hos Vetlab Sør AS; spørsmål om prøvesvar kan også rettes direkte til laboratoriet på svar@vetlabsor.no.'),
      ),
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Veterinary clinic in Bryne',
    lang: 'en',
    alternates: nbEn,
    main: section(
      richText(
        h('Your vet in Bryne, Jæren', 1) +
          p('We are a small-animal clinic for dogs, cats, rabbits and other pets. Most of our staff speak English, and one of our vets also speaks German.') +
          p(`<a href="${ORIGIN}/en/meet-our-vets">Meet our vets</a>`),
      ),
    ),
  });

  pages['/en/meet-our-vets'] = page({
    path: '/en/meet-our-vets',
    title: 'Meet our vets',
    lang: 'en',
    main: section(
      richText(
        h('Meet our vets', 1) +
          p('Dr. Sigrid Aas leads our internal medicine and cardiology work, and Eirik Vold-Hansen is our surgeon (European specialist in small animal surgery).') +
          h('Laura Fischer, DVM') +
          p(
            `Laura joined the clinic in 2022 from the University of Veterinary Medicine Hannover, and is now our veterinarian for exotic pets – rabbits, guinea pigs, birds and reptiles. English- and German-speaking owners are welcome to write to her directly at ${mailto(`laura@${HOST}`)}.`,
          ),
      ),
    ),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: section(richText(h('Personvernerklæring', 1) + p('Behandlingsansvarlig er Jæren Dyreklinikk AS. Journalopplysninger oppbevares i ti år etter siste besøk.'))) });
  pages['/dyreeier'] = page({ path: '/dyreeier', title: 'Min side', main: section(richText(h('Min side for dyreeiere', 1) + p(`Logg inn for å se journal og vaksinekort. Problemer med innlogging? Skriv til ${mailto(`minside@${HOST}`)}.`))) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `User-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /dyreeier\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-oss', '/priser', '/kontakt', '/en', '/en/meet-our-vets', '/personvern'], '2025-02-27'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1740661234.8812093451172264', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-105',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain'] },
        { address: `henvisning@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'neighbour', 'prose', 'plain', ln] },
        { address: `ingrid@${HOST}`, name: 'Ingrid Sæther', title: 'daglig leder og veterinær', pages: ['/om-oss', '/'], cases: ['card', 'post-nominal', 'json-ld-person', 'plain', ln] },
        { address: `sigrid@${HOST}`, name: 'Sigrid Aas', title: 'fagansvarlig veterinær, indremedisin og kardiologi', pages: ['/om-oss'], cases: ['card', 'honorific', 'plain', ln] },
        {
          address: `eirik@${HOST}`,
          name: 'Eirik Vold-Hansen',
          title: 'veterinær, spesialist i smådyrkirurgi (ortopedi og bløtvevskirurgi)',
          titleAlternatives: ['veterinær, spesialist i smådyrkirurgi'],
          pages: ['/om-oss'],
          cases: ['card', 'post-nominal', 'plain', ln],
        },
        { address: `maren@${HOST}`, name: 'Maren Tjøstheim', title: 'autorisert dyrepleier, anestesi og smertebehandling', titleAlternatives: ['autorisert dyrepleier'], pages: ['/om-oss'], cases: ['card', 'plain', ln] },
        { address: `kari@${HOST}`, name: 'Kari Thu', title: 'resepsjonsansvarlig og kundebehandler', pages: ['/om-oss'], cases: ['card', 'plain', ln] },
        { address: `tor@${HOST}`, name: 'Tor Hetland', title: 'lærling i dyrefaget, 2. år', titleAlternatives: ['lærling i dyrefaget'], pages: ['/om-oss'], cases: ['card', 'plain', ln] },
        {
          address: `laura@${HOST}`,
          name: 'Laura Fischer',
          title: 'veterinarian for exotic pets',
          titleAlternatives: ['veterinarian'],
          pages: ['/en/meet-our-vets'],
          cases: ['prose', 'post-nominal', 'link-english-unlisted', 'deep-page', 'plain'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/dyreeier'],
      nonAddresses: [
        { text: `minside@${HOST}`, kind: 'disallowed' },
        { text: 'svar@vetlabsor.no', kind: 'other-company' },
      ],
    },
  };
}
