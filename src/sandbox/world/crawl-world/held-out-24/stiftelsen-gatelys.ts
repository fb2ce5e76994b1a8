/**
 * Stiftelsen Gatelys: a charity in Oslo and Bergen running drop-in cafés and housing follow-up
 * for people leaving addiction, on Squarespace. Norwegian at the root and an English version
 * under /en reached through the hreflang alternates; the staff as Squarespace summary cards, the
 * finance officer's address written "[at]", the Bergen regional manager two links deep on the
 * Bergen department page, the chair of the board only in the JSON-LD (a member role), the donor
 * service as a contactPoint; the press contact on the English page; the payment provider's
 * address, the newsletter form's placeholder, a script version and the volunteer portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'gatelys-stiftelsen.test';
const ORIGIN = `http://${HOST}`;

const MENU_NO: [string, string][] = [
  ['/', 'Hjem'],
  ['/hva-vi-gjor', 'Hva vi gjør'],
  ['/avdelinger', 'Avdelinger'],
  ['/ansatte', 'Ansatte'],
  ['/stott-oss', 'Støtt oss'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/about', 'About'],
  ['/en/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Stiftelsen Gatelys',
  head: [
    '<!-- This is Squarespace. --><!-- gatelys-stiftelsen -->',
    `<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/63f1c2a9b8e4d51a7c2e9f10/41/5c5a519771c10ba3470d8101/63f1c2a9b8e4d51a7c2e9f2b/1611/site.css">`,
    `<script crossorigin="anonymous" src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-5a1f7e3c2b9d0c4e-min.en-US.js" defer></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/lite-youtube-embed@0.3.2/src/lite-yt-embed.min.js" defer></script>`,
  ],
  header: (p) =>
    `<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="light"><div class="header-inner container--fluid"><div class="header-title-logo"><a href="${p.lang.startsWith('en') ? '/en' : '/'}" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/63f1c2a9b8e4d51a7c2e9f10/logo-gatelys.png?format=1500w" alt="Stiftelsen Gatelys"></a></div>` +
    `<nav class="header-nav-list">${(p.lang.startsWith('en') ? MENU_EN : MENU_NO).map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></header>`,
  footer: (p) =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section" data-section-theme="dark"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">` +
    `<p><strong>Stiftelsen Gatelys</strong> · Org.nr. 915 604 221 · Tøyengata 41, 0578 Oslo</p><p>${tel('+47 22 19 80 40')} · ${mailto(`post@${HOST}`)}</p>` +
    `<p>${p.lang.startsWith('en') ? '<a href="/en/privacy">Privacy</a>' : '<a href="/personvern">Personvern</a> · <a href="/frivilligportal">Logg inn for frivillige</a>'}</p></div></div></div></section></footer>`,
  privacyPath: { no: '/personvern', en: '/en/privacy' },
  bodyEnd: [`<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.0f3c8a14e2b7d96e5c1a.js"></script>`],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const block = (html: string) => `<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">${html}</div></div></div></div></div></div></section>`;

const ALT_HOME = { no: '/', en: '/en', 'x-default': '/' };
const ALT_CONTACT = { no: '/kontakt', en: '/en/contact' };

type Card = { name: string; title: string; img: string; mail: string; text: string };
const CARDS: Card[] = [
  { name: 'Ingrid Sæther', title: 'Daglig leder', img: 'ingrid', mail: 'ingrid.saether', text: 'Sosionom med tjue år bak seg i rusfeltet, de siste åtte i Gatelys.' },
  { name: 'Kjetil Rønning', title: 'Fagleder bolig og oppfølging', img: 'kjetil', mail: 'kjetil.ronning', text: 'Leder boligteamet som følger opp deltakere i egen leilighet.' },
  { name: 'Amina Yusuf', title: 'Frivillighetskoordinator', img: 'amina', mail: 'amina.yusuf', text: 'Tar imot nye frivillige og setter opp vaktlistene i kafeen.' },
  { name: 'Emil Haugen', title: 'Kommunikasjonsrådgiver', img: 'emil', mail: 'emil.haugen', text: 'Nettside, sosiale medier, innsamlingskampanjer og pressekontakt.' },
];

const card = (c: Card) =>
  `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide"><div class="summary-thumbnail-outer-container"><img class="summary-thumbnail-image" data-src="https://images.squarespace-cdn.com/content/v1/63f1c2a9b8e4d51a7c2e9f10/${c.img}.jpg" alt=""></div>` +
  `<div class="summary-content sqs-gallery-meta-container"><div class="summary-title">${esc(c.name)}</div><div class="summary-metadata-container"><span class="summary-metadata-item">${esc(c.title)}</span></div>` +
  `<div class="summary-excerpt"><p>${esc(c.text)}</p><p>${mailto(`${c.mail}@${HOST}`)}</p></div></div></div>`;

export function stiftelsenGatelys(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const orgLd = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': `${ORIGIN}/#org`,
    name: 'Stiftelsen Gatelys',
    url: `${ORIGIN}/`,
    email: `post@${HOST}`,
    telephone: '+47 22 19 80 40',
    address: { '@type': 'PostalAddress', streetAddress: 'Tøyengata 41', postalCode: '0578', addressLocality: 'Oslo', addressCountry: 'NO' },
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'givertjeneste', email: `givertjeneste@${HOST}`, telephone: '+47 22 19 80 45', availableLanguage: ['Norwegian', 'English'] }],
    member: [
      {
        '@type': 'OrganizationRole',
        roleName: 'Styreleder',
        member: { '@type': 'Person', name: 'Torunn Bakke', email: `torunn.bakke@${HOST}` },
      },
    ],
  };

  pages['/'] = page({
    path: '/',
    title: 'Et lys på veien videre',
    lang: 'nb-NO',
    alternates: ALT_HOME,
    jsonLd: [orgLd],
    main:
      block(`<h1>Et lys på veien videre</h1><p>Gatelys driver lavterskel møteplasser i Oslo og Bergen og følger opp folk som flytter inn i egen bolig etter rusbehandling eller soning. I fjor hadde kafeene våre over 31 000 besøk.</p><p><a class="sqs-block-button-element" href="/stott-oss">Bli fast giver</a></p>`) +
      block(`<h2>Styret</h2><p>Styreleder: Torunn Bakke. Styremedlemmer: Geir Aasen, Marte Fjeld, Nils Øyen og Hilde Skaar (ansattes representant).</p>`),
  });

  pages['/hva-vi-gjor'] = page({ path: '/hva-vi-gjor', title: 'Hva vi gjør', lang: 'nb-NO', main: block(`<h1>Hva vi gjør</h1><ul><li>Kafé Gatelys på Tøyen og i Bergen sentrum: gratis frokost, dusj og klesbytte</li><li>Boligoppfølging de to første årene i egen leilighet</li><li>Arbeidstrening i kafé og vaskeri</li></ul>`) });

  pages['/avdelinger'] = page({
    path: '/avdelinger',
    title: 'Avdelinger',
    lang: 'nb-NO',
    main: block(`<h1>Avdelinger</h1><ul><li><a href="/avdelinger/oslo">Gatelys Oslo – Tøyen</a></li><li><a href="/avdelinger/bergen">Gatelys Bergen – Strandkaien</a></li></ul>`),
  });
  pages['/avdelinger/oslo'] = page({ path: '/avdelinger/oslo', title: 'Gatelys Oslo', lang: 'nb-NO', main: block(`<h1>Gatelys Oslo – Tøyen</h1><p>Tøyengata 41. Kafeen er åpen mandag–fredag kl. 8–15 og søndag kl. 12–16.</p>`) });
  pages['/avdelinger/bergen'] = page({
    path: '/avdelinger/bergen',
    title: 'Gatelys Bergen',
    lang: 'nb-NO',
    main: block(
      `<h1>Gatelys Bergen – Strandkaien</h1><p>Strandkaien 18, 5013 Bergen. Åpent tirsdag–lørdag kl. 9–16.</p><p><strong>Regionleder Vestland:</strong> Håkon Lie<br>${tel('+47 919 44 207')}<br>${mailto(`hakon.lie@${HOST}`)}</p>`,
    ),
  });

  pages['/ansatte'] = page({
    path: '/ansatte',
    title: 'Ansatte',
    lang: 'nb-NO',
    main:
      block(`<h1>Ansatte</h1><p>Vi er 14 ansatte og rundt 120 frivillige. Her er noen av dem du oftest vil møte.</p>`) +
      `<section class="page-section"><div class="content-wrapper"><div class="sqs-block summary-v2-block"><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list">${CARDS.map(card).join('')}</div></div></div></div></section>` +
      block(`<p>Økonomiansvarlig Silje Moen svarer på spørsmål om skattefradrag, gaver og regnskap: silje.moen [at] gatelys-stiftelsen [dot] test.</p>`),
  });

  pages['/stott-oss'] = page({
    path: '/stott-oss',
    title: 'Støtt oss',
    lang: 'nb-NO',
    main:
      block(`<h1>Støtt oss</h1><p>Gaver over 500 kroner gir skattefradrag. Spørsmål om fast givertjeneste: ${mailto(`givertjeneste@${HOST}`)} eller ${tel('+47 22 19 80 45')}.</p><p>Betalinger med Vipps og kort behandles av vår betalingsleverandør; kvitteringer sendes fra noreply@innsamling-kassen.no.</p>`) +
      block(`<div class="newsletter-block sqs-block-newsletter"><form class="newsletter-form" data-form-id="63f1c2"><h2>Nyhetsbrev</h2><input class="newsletter-form-field-element field-element" name="email" type="email" spellcheck="false" placeholder="ola.nordmann@eksempel.no" aria-label="E-post"><button class="newsletter-form-button sqs-system-button" type="submit">Meld meg på</button></form></div>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'nb-NO',
    alternates: ALT_CONTACT,
    main: block(`<h1>Kontakt</h1><p>Generelle henvendelser: ${mailto(`post@${HOST}`)}, ${tel('+47 22 19 80 40')}.</p><p>Presse: ${mailto(`presse@${HOST}`)} – vi svarer samme dag.</p><p>Vil du bli frivillig? Fyll ut skjemaet under, så tar vi kontakt.</p>`),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', lang: 'nb-NO', main: block(`<h1>Personvernerklæring</h1><p>Stiftelsen Gatelys er behandlingsansvarlig for personopplysninger om givere, frivillige og deltakere.</p>`) });
  pages['/frivilligportal'] = page({ path: '/frivilligportal', title: 'Frivilligportal', lang: 'nb-NO', main: block(`<h1>For frivillige</h1><p>Bytte av vakt: ${mailto(`vaktliste@${HOST}`)}</p>`) });

  pages['/en'] = page({
    path: '/en',
    title: 'A light on the way forward',
    lang: 'en',
    alternates: ALT_HOME,
    main: block(`<h1>A light on the way forward</h1><p>Gatelys runs low-threshold drop-in cafés in Oslo and Bergen and supports people moving into their own homes after addiction treatment or prison.</p><p><a href="/en/contact">Get in touch</a></p>`),
  });
  pages['/en/about'] = page({ path: '/en/about', title: 'About', lang: 'en', main: block(`<h1>About Gatelys</h1><p>Founded in 2009 by a group of social workers and former residents of Tøyen, the foundation is funded by private donors, the City of Oslo and Bergen municipality.</p>`) });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    alternates: ALT_CONTACT,
    main: block(
      `<h1>Contact</h1><p>General enquiries: ${mailto(`post@${HOST}`)}</p><p>Press and partnership enquiries are handled by Emil Haugen, Communications Adviser (${mailto(`emil.haugen@${HOST}`)}, ${tel('+47 930 12 584')}).</p><p>We are happy to answer in English, but most of our material is in Norwegian.</p>`,
    ),
  });
  pages['/en/privacy'] = page({ path: '/en/privacy', title: 'Privacy', lang: 'en', main: block(`<h1>Privacy</h1><p>Stiftelsen Gatelys is the controller of personal data about donors and volunteers.</p>`) });

  const card1 = (c: Card) => ({ address: `${c.mail}@${HOST}`, name: c.name, title: c.title, pages: ['/ansatte'], cases: ['card', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account\nDisallow: /frivilligportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-24',
      languages: ['no', 'en'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        { address: `presse@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `givertjeneste@${HOST}`, name: null, title: null, pages: ['/', '/stott-oss'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        {
          address: `torunn.bakke@${HOST}`,
          name: 'Torunn Bakke',
          title: 'Styreleder',
          pages: ['/'],
          cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'],
        },
        ...CARDS.filter((c) => c.mail !== 'emil.haugen').map(card1),
        {
          address: `emil.haugen@${HOST}`,
          name: 'Emil Haugen',
          title: 'Kommunikasjonsrådgiver',
          titleAlternatives: ['Communications Adviser'],
          pages: ['/ansatte', '/en/contact'],
          cases: ['card', 'name-title-line', 'plain', 'hreflang', 'link-non-english'],
        },
        { address: `silje.moen@${HOST}`, name: 'Silje Moen', title: 'Økonomiansvarlig', pages: ['/ansatte'], cases: ['prose', 'obfuscated', 'link-non-english'] },
        { address: `hakon.lie@${HOST}`, name: 'Håkon Lie', title: 'Regionleder Vestland', titleAlternatives: ['Regionleder'], pages: ['/avdelinger/bergen'], cases: ['title-name-line', 'plain', 'deep-page', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/frivilligportal'],
      nonAddresses: [
        { text: `vaktliste@${HOST}`, kind: 'disallowed' },
        { text: 'noreply@innsamling-kassen.no', kind: 'other-company' },
        { text: 'ola.nordmann@eksempel.no', kind: 'placeholder' },
        { text: 'lite-youtube-embed@0.3.2', kind: 'package' },
      ],
    },
  };
}
