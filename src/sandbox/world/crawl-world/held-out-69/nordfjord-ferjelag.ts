/**
 * Nordfjord Ferjelag SA: a small ferry cooperative on the Nordfjord, on Squarespace, in Norwegian
 * bokmål. The manager as a "Daglig leder: name, address" line and again in a press label line;
 * the operations manager in a sentence of the history page, the crew in a Squarespace table block;
 * the board as user-item cards whose chair the page's JSON-LD also holds, as a member role of the
 * cooperative; the electrification project lead in a news post two links from home. The ticket
 * mailbox is the JSON-LD contact point. A commented-out substitute's address, the ticket
 * partner's address, and the shareholders' page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'nordfjord-ferjelag-stryn.test';
const ORIGIN = `http://${HOST}`;
const IMG = 'https://images.squarespace-cdn.com/content/v1/6489f2c1a7e3b54d2c0f1e77';

const MENU: [string, string][] = [
  ['/rutetider', 'Rutetider'],
  ['/billetter', 'Billetter og priser'],
  ['/om-laget', 'Om laget'],
  ['/styret', 'Styret'],
  ['/nyheter', 'Nyheter'],
  ['/kontakt', 'Kontakt'],
];

const ORG_LD = {
  '@context': 'http://schema.org',
  '@type': 'Organization',
  name: 'Nordfjord Ferjelag SA',
  url: `${ORIGIN}`,
  logo: `${IMG}/nfl-logo.png?format=1500w`,
  address: 'Fjordgata 3, 6783 Stryn, Norge',
  telephone: '+47 57 87 40 10',
  contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `billett@${HOST}`, telephone: '+47 57 87 40 12', areaServed: 'NO', availableLanguage: ['no', 'en'] },
};

const theme: Theme = {
  host: HOST,
  siteName: 'Nordfjord Ferjelag',
  head: [
    '<!-- This is Squarespace. --><!-- nordfjord-ferjelag -->',
    '<meta name="generator" content="Squarespace">',
    `<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6489f2c1a7e3b54d2c0f1e77/34/5c5a519771c10ba3470d8101/6489f2c1a7e3b54d2c0f1e8a/1610/site.css">`,
    '<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>',
    '<script>Static.SQUARESPACE_CONTEXT = {"websiteId":"6489f2c1a7e3b54d2c0f1e77","collectionId":null,"templateId":"5c5a519771c10ba3470d8101","isFacebookTab":false};</script>',
  ],
  header: () =>
    `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner container--fluid"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="${IMG}/nfl-logo.png?format=750w" alt="Nordfjord Ferjelag" style="display:block"></a></div>` +
    `<div class="header-nav"><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row">` +
    `<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><h4>Nordfjord Ferjelag SA</h4><p>Fjordgata 3, 6783 Stryn<br>Org.nr. 912 448 307</p></div></div></div>` +
    `<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><p>Sentralbord ${tel('57 87 40 10')}<br>${mailto(`post@${HOST}`)}</p><p>Kontoret er åpent man–fre 08.00–15.30</p></div></div></div>` +
    `<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><p><a href="/personvern">Personvernerklæring</a><br><a href="/andelseiere">For andelseiere</a></p></div></div></div>` +
    `</div></div></div></section></footer>`,
  bodyEnd: [
    '<div class="sqs-cookie-banner-v2-container" role="region" aria-label="Informasjonskapsler" hidden><div class="sqs-cookie-banner-v2"><p>Vi bruker informasjonskapsler for at nettstedet skal fungere og, med ditt samtykke, til statistikk. <a href="/personvern">Les mer</a></p><button class="sqs-cookie-banner-v2-accept" data-consent="all">Godta</button><button class="sqs-cookie-banner-v2-decline" data-consent="necessary">Avslå</button></div></div>',
    '<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(window.ImageLoader) { window.ImageLoader.bootstrap({}, document); }})();</script>',
    '<script>Squarespace.afterBodyLoad(Y);</script>',
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, { ...spec, jsonLd: [ORG_LD, ...(spec.jsonLd ?? [])] });
const block = (html: string): string => `<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div>`;
const sectionOf = (html: string): string => `<section class="page-section layout-engine-section background-width--full-bleed"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${html}</div></div></div></div></div></section>`;
const nb = 'nb-NO';

type Board = { name: string; title: string; local: string; photo: string; about: string };
const BOARD: Board[] = [
  { name: 'Arne Bakke', title: 'Styreleder', local: 'arne', photo: 'arne-bakke', about: 'Gårdbruker i Olden og andelseier siden 1988.' },
  { name: 'Marit Loen', title: 'Nestleder', local: 'marit', photo: 'marit-loen', about: 'Representerer næringslivet i Stryn.' },
  { name: 'Knut Rake', title: 'Styremedlem, valgt av de ansatte', local: 'knut', photo: 'knut-rake', about: 'Matros på MF Lodalen.' },
];

export function nordfjordFerjelag(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Ferje på Nordfjorden siden 1921',
    lang: nb,
    main:
      sectionOf(block(`<h1>Over fjorden, hver dag</h1><p>Nordfjord Ferjelag eies av 640 andelseiere langs fjorden og driver sambandet Stryn–Nordsida–Olden med to ferjer.</p><p><a href="/rutetider">Se rutetider</a> · <a href="/billetter">Kjøp billett</a></p>`)) +
      sectionOf(block(`<h2>Trafikkmeldinger</h2><p>Ingen avvik i dag. Ved innstillinger sender vi SMS til alle som har abonnert på sambandet.</p>`)),
  });

  pages['/rutetider'] = page({
    path: '/rutetider',
    title: 'Rutetider',
    lang: nb,
    main: sectionOf(
      block(
        `<h1>Rutetider</h1><p>Gjelder fra 1. september 2025.</p><table><thead><tr><th></th><th>Fra Stryn</th><th>Fra Nordsida</th></tr></thead><tbody><tr><td>Man–fre</td><td>06.10, 07.30, 09.00 og deretter hver time til 22.00</td><td>06.40, 08.00, 09.30 og deretter hver time til 22.30</td></tr><tr><td>Lør</td><td>08.00–20.00 hver time</td><td>08.30–20.30 hver time</td></tr><tr><td>Søn og helligdager</td><td>10.00–21.00 hver annen time</td><td>10.30–21.30 hver annen time</td></tr></tbody></table>`,
      ),
    ),
  });

  pages['/billetter'] = page({
    path: '/billetter',
    title: 'Billetter og priser',
    lang: nb,
    main: sectionOf(
      block(
        `<h1>Billetter og priser</h1><p>Voksen 48 kr · Barn og honnør 24 kr · Personbil inkl. fører 142 kr.</p><p>Billetter kjøpes om bord med kort eller i appen. Verdikort og periodebilletter selges også gjennom vår billettpartner Fjordbillett AS; spørsmål om appen rettes til deres kundeservice på ${mailto('kundeservice@fjordbillett.test')}.</p><p>Spørsmål om fakturaer og bedriftsavtaler: ${mailto(`billett@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/om-laget'] = page({
    path: '/om-laget',
    title: 'Om laget',
    lang: nb,
    main:
      sectionOf(
        block(
          `<h1>Om Nordfjord Ferjelag</h1><p>Laget ble stiftet i 1921 av bønder og handelsmenn som trengte en fast forbindelse over fjorden. I dag har vi 14 ansatte og to ferjer, MF Lodalen og MF Hjelledalen.</p>` +
            `<p>Daglig leder: Ingrid Hjelle, ${mailto(`ingrid@${HOST}`)}</p>` +
            `<p>Den daglige driften – mannskapsplaner, vedlikehold og avvik – ledes av driftsleder Ola Myklebust, som nås på ${mailto(`ola@${HOST}`)}.</p>`,
        ),
      ) +
      sectionOf(
        `<div class="sqs-block html-block"><div class="sqs-block-content"><h2>Mannskap</h2><table class="sqs-table"><thead><tr><th>Navn</th><th>Stilling</th><th>E-post</th></tr></thead><tbody>` +
          `<tr><td>Even Strand</td><td>Skipper, MF Lodalen</td><td>${mailto(`even@${HOST}`)}</td></tr>` +
          `<tr><td>Tone Aaland</td><td>Maskinsjef</td><td>${mailto(`tone@${HOST}`)}</td></tr>` +
          `<tr><td>Jon Eide</td><td>Skipper, MF Hjelledalen</td><td>${mailto(`jon@${HOST}`)}</td></tr>` +
          `</tbody></table>` +
          `<!-- Vikar for Tone i sommer: kontakt tonevikar@${HOST} (fjernes etter 15.08) -->` +
          `</div></div>`,
      ),
  });

  pages['/styret'] = page({
    path: '/styret',
    title: 'Styret',
    lang: nb,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Nordfjord Ferjelag SA',
        member: [
          { '@type': 'OrganizationRole', roleName: 'Styreleder', startDate: '2021-04-22', member: { '@type': 'Person', name: 'Arne Bakke', email: `arne@${HOST}` } },
        ],
      },
    ],
    main:
      sectionOf(block(`<h1>Styret</h1><p>Styret velges av årsmøtet for to år om gangen. Innspill til styret kan sendes direkte til styremedlemmene.</p>`)) +
      sectionOf(
        `<div class="sqs-block user-items-list-block"><ul class="user-items-list-simple">${BOARD.map(
          (b) =>
            `<li class="list-item" data-is-card-enabled="true"><div class="list-item-media"><img src="${IMG}/${b.photo}.jpg?format=500w" alt="${esc(b.name)}"></div><div class="list-item-content"><h2 class="list-item-content__title">${esc(b.name)}</h2><div class="list-item-content__description"><p><strong>${esc(b.title)}</strong></p><p>${esc(b.about)}</p><p>${mailto(`${b.local}@${HOST}`)}</p></div></div></li>`,
        ).join('')}</ul></div>`,
      ),
  });

  pages['/nyheter'] = page({
    path: '/nyheter',
    title: 'Nyheter',
    lang: nb,
    main: sectionOf(
      `<div class="blog-basic-grid collection-content-wrapper"><article class="blog-basic-grid--container entry"><a href="/nyheter/ny-elferje-til-nordfjorden" class="blog-title-link"><h1 class="blog-title">Ny elferje til Nordfjorden</h1></a><time class="blog-date">12.06.2025</time><p class="blog-excerpt">Årsmøtet sa ja til kontrakt med verftet.</p></article>` +
        `<article class="blog-basic-grid--container entry"><h1 class="blog-title">Sommerruten 2025</h1><time class="blog-date">02.05.2025</time><p class="blog-excerpt">Ekstra avganger lørdag og søndag fra 15. juni.</p></article></div>`,
    ),
  });

  pages['/nyheter/ny-elferje-til-nordfjorden'] = page({
    path: '/nyheter/ny-elferje-til-nordfjorden',
    title: 'Ny elferje til Nordfjorden',
    lang: nb,
    main: sectionOf(
      block(
        `<h1>Ny elferje til Nordfjorden</h1><p class="meta">Publisert 12.06.2025</p><p>Årsmøtet vedtok torsdag å inngå kontrakt om bygging av en batterielektrisk ferje for 60 biler. Ferja skal etter planen settes i drift høsten 2027 og erstatte MF Hjelledalen.</p>` +
          `<p>– Dette kutter utslippene på sambandet med over 90 prosent, sier prosjektleder for elektrifiseringen, Sigurd Åsen. Leverandører som vil melde interesse for landstrømanlegget kan skrive til ham på ${mailto(`sigurd@${HOST}`)}.</p>`,
      ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: nb,
    main: sectionOf(
      block(
        `<h1>Kontakt oss</h1><p>Sentralbord ${tel('57 87 40 10')} · ${mailto(`post@${HOST}`)}</p><p>Billetter, fakturaer og bedriftsavtaler: ${mailto(`billett@${HOST}`)} · ${tel('57 87 40 12')}</p>` +
          `<p><strong>Pressekontakt:</strong> Ingrid Hjelle, daglig leder, ${tel('+47 913 44 718')}, ${mailto(`ingrid@${HOST}`)}</p>` +
          `<p>Hittegods oppbevares om bord i 14 dager og deretter på kontoret i Fjordgata 3.</p>`,
      ),
    ),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvernerklæring', lang: nb, main: sectionOf(block(`<h1>Personvernerklæring</h1><p>Nordfjord Ferjelag SA er behandlingsansvarlig. Vi bruker Squarespace som publiseringsplattform.</p>`)) });
  pages['/andelseiere'] = page({ path: '/andelseiere', title: 'For andelseiere', lang: nb, main: sectionOf(block(`<h1>For andelseiere</h1><p>Årsmøtepapirer og andelsregister. Endring av adresse meldes til ${mailto(`andelsregister@${HOST}`)}.</p>`)) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?tag=*\nDisallow: /*?month=*\nDisallow: /*?view=*\nDisallow: /*?format=json\nDisallow: /andelseiere\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/rutetider', '/billetter', '/om-laget', '/styret', '/nyheter', '/kontakt', '/personvern'], '2025-06-12'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Hq7dLk2p/bA3sfU9x' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-69',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `billett@${HOST}`, name: null, title: null, pages: ['/billetter', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        { address: `ingrid@${HOST}`, name: 'Ingrid Hjelle', title: 'Daglig leder', pages: ['/om-laget', '/kontakt'], cases: ['title-name-line', 'label-line', 'plain', ln] },
        { address: `ola@${HOST}`, name: 'Ola Myklebust', title: 'driftsleder', pages: ['/om-laget'], cases: ['prose', 'plain', ln] },
        { address: `even@${HOST}`, name: 'Even Strand', title: 'Skipper, MF Lodalen', titleAlternatives: ['Skipper'], pages: ['/om-laget'], cases: ['table', 'plain', ln] },
        { address: `tone@${HOST}`, name: 'Tone Aaland', title: 'Maskinsjef', pages: ['/om-laget'], cases: ['table', 'plain', ln] },
        { address: `jon@${HOST}`, name: 'Jon Eide', title: 'Skipper, MF Hjelledalen', titleAlternatives: ['Skipper'], pages: ['/om-laget'], cases: ['table', 'plain', ln] },
        { address: `arne@${HOST}`, name: 'Arne Bakke', title: 'Styreleder', pages: ['/styret'], cases: ['card', 'json-ld-nested', 'json-ld-person', 'plain', ln] },
        { address: `marit@${HOST}`, name: 'Marit Loen', title: 'Nestleder', pages: ['/styret'], cases: ['card', 'plain', ln] },
        { address: `knut@${HOST}`, name: 'Knut Rake', title: 'Styremedlem, valgt av de ansatte', titleAlternatives: ['Styremedlem'], pages: ['/styret'], cases: ['card', 'plain', ln] },
        { address: `sigurd@${HOST}`, name: 'Sigurd Åsen', title: 'prosjektleder for elektrifiseringen', titleAlternatives: ['prosjektleder'], pages: ['/nyheter/ny-elferje-til-nordfjorden'], cases: ['prose', 'deep-page', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/andelseiere'],
      nonAddresses: [
        { text: `tonevikar@${HOST}`, kind: 'comment' },
        { text: 'kundeservice@fjordbillett.test', kind: 'other-company' },
        { text: `andelsregister@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
