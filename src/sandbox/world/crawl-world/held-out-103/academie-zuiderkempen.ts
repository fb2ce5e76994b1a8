/**
 * Academie Zuiderkempen: an intermunicipal part-time arts school (music, word, dance) in the
 * Kempen, Flanders, on TYPO3 12 with the Bootstrap Package, Dutch (Belgian) only. TYPO3's spam
 * protection rewrites every mailto link to a Caesar-shifted data-mailto-token and shows the
 * address with "(at)": the directors' text-and-image cards (on a page two links from home), the
 * teachers' table under the stated scheme (voornaam.familienaam@…, particles run together), the
 * footer's office mailbox. The secretary is a schema.org Person in microdata with a plain link; a
 * news item two links deep welcomes the new cello teacher in a sentence with his address typed as
 * text. The municipal culture service's address, the enrolment form's placeholder and the staff
 * intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'academie-zuiderkempen.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: [string, string, number][] = [
  ['/', 'Home', 1],
  ['/aanbod', 'Aanbod', 3],
  ['/inschrijven', 'Inschrijven', 4],
  ['/leerkrachten', 'Leerkrachten', 5],
  ['/nieuws', 'Nieuws', 6],
  ['/over-ons', 'Over de academie', 7],
  ['/contact', 'Contact', 8],
];

/** TYPO3's encryptEmail (spamProtectEmailAddresses = 2): each character shifted within its range. */
function typo3Token(text: string, offset = 2): string {
  const shift = (code: number, start: number, end: number): string => {
    let n = code + offset;
    if (n > end) n = start + (n - end - 1);
    return String.fromCharCode(n);
  };
  return [...text]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (c >= 0x2b && c <= 0x3a) return shift(c, 0x2b, 0x3a);
      if (c >= 0x40 && c <= 0x5a) return shift(c, 0x40, 0x5a);
      if (c >= 0x61 && c <= 0x7a) return shift(c, 0x61, 0x7a);
      return ch;
    })
    .join('');
}

/** A mailto link as TYPO3 writes it with spam protection and atSubst "(at)". */
const protectedMail = (address: string): string => `<a href="#" data-mailto-token="${typo3Token(`mailto:${address}`)}" data-mailto-vector="2">${address.replace('@', '(at)')}</a>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Academie Zuiderkempen',
  head: [
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/bootstrappackage/css/theme-3b8f1c2a9d.css?1712131415" media="all">`,
    `<link rel="stylesheet" href="${ORIGIN}/_assets/9f1e2d3c4b5a69788796a5b4c3d2e1f0/Css/academie.css?1712131415" media="all">`,
    `<script src="${ORIGIN}/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Web/MailtoDecrypt.js?1712131415" async></script>`,
  ],
  header: (spec) =>
    `<div id="top"></div><div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Naar hoofdinhoud</span></a>` +
    `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
    `<a class="navbar-brand navbar-brand-image" title="Academie Zuiderkempen" href="/"><img class="navbar-brand-logo-normal" src="${ORIGIN}/fileadmin/academie/logo-academie-zuiderkempen.svg" alt="Academie Zuiderkempen logo" height="52" width="180"></a>` +
    `<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Navigatie in-/uitschakelen"><span class="navbar-toggler-icon"></span></button>` +
    `<nav aria-label="Hoofdnavigatie" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">` +
    MENU.map(
      ([href, label, uid]) =>
        `<li class="nav-item${href === spec.path ? ' active' : ''}"><a id="nav-item-${uid}" href="${href}" class="nav-link${href === spec.path ? ' active' : ''}" title="${esc(label)}"${href === spec.path ? ' aria-current="page"' : ''}><span class="nav-link-text">${esc(label)}</span></a></li>`,
    ).join('') +
    `</ul></nav></div></header><div id="page-content" class="bp-page-content main-section"><div class="section section-default">`,
  footer: () =>
    `</div></div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    `<div id="c12" class="frame frame-default frame-type-text frame-layout-0"><p><strong>Academie Zuiderkempen</strong> – Muziek, Woord, Dans<br>Boerenkrijglaan 7, 2260 Westerlo<br>${tel('014 54 82 10')} · ${protectedMail(at('secretariaat'))}</p><p>Deeltijds kunstonderwijs, ingericht door de gemeenten Westerlo, Herselt en Olen. Instellingsnummer 128736.</p></div></div>` +
    `<div class="section-column footer-section-content-column footer-section-content-column-right"><div id="c13" class="frame frame-default frame-type-menu_pages frame-layout-0"><ul><li><a href="/privacy" title="Privacyverklaring"><span>Privacyverklaring</span></a></li><li><a href="/intern" title="Intranet leerkrachten"><span>Intranet leerkrachten</span></a></li></ul></div></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-meta"><div class="meta-copyright">© 2025 Academie Zuiderkempen</div></div></div></section></footer></div>`,
  privacyPath: { nl: '/privacy' },
  bodyEnd: [
    `<script src="${ORIGIN}/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap/dist/js/bootstrap.bundle.min.js?1712131415"></script>`,
    `<script src="${ORIGIN}/typo3conf/ext/bootstrap_package/Resources/Public/JavaScript/Dist/bootstrap.navbar.min.js?1712131415"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-BE' });

/** One TYPO3 content element. */
const frame = (uid: number, type: string, html: string, header?: string): string =>
  `<div id="c${uid}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-container frame-container-default"><div class="frame-inner">` +
  (header ? `<header class="frame-header"><h2 class="element-header"><span>${esc(header)}</span></h2></header>` : '') +
  `${html}</div></div></div>`;

const container = (title: string, frames: string[]): string => `<div class="container"><div class="frame frame-default"><h1 class="page-title">${esc(title)}</h1></div>${frames.join('')}</div>`;

type Director = { name: string; title: string; local: string; bio: string; img: string };
const DIRECTORS: Director[] = [
  { name: 'Lien Van den Broeck', title: 'directeur', local: 'lien.vandenbroeck', bio: 'Lien leidt de academie sinds 2018. Daarvoor was ze tien jaar leerkracht dwarsfluit en kamermuziek aan de academie van Lier.', img: 'lien-van-den-broeck.jpg' },
  {
    name: 'Pieter-Jan De Smedt',
    title: 'adjunct-directeur, pedagogisch coördinator domein Muziek',
    local: 'pieter-jan.desmedt',
    bio: 'Pieter-Jan begon in 2009 als leerkracht trompet en coördineert nu de leerlijnen en de samenwerking met de lagere scholen.',
    img: 'pieter-jan-de-smedt.jpg',
  },
];

type Teacher = { name: string; title: string; site: string; local: string };
const TEACHERS: Teacher[] = [
  { name: 'Jonas Van de Velde', title: 'leerkracht piano en begeleidingspraktijk', site: 'Westerlo', local: 'jonas.vandevelde' },
  { name: "Ann D'Hondt", title: 'leerkracht woordkunst-drama, graadcoördinator 3de graad', site: 'Westerlo, Olen', local: 'ann.dhondt' },
  { name: 'Kobe Verstraeten', title: 'leerkracht gitaar en ensemble', site: 'Herselt', local: 'kobe.verstraeten' },
  { name: 'Sofie Vanhoutte', title: 'leerkracht klassieke en hedendaagse dans', site: 'Olen', local: 'sofie.vanhoutte' },
  { name: 'Bram Op de Beeck', title: 'leerkracht slagwerk en drumband', site: 'Westerlo', local: 'bram.opdebeeck' },
  { name: 'Nele Janssens', title: 'leerkracht muziekcultuur (MC), 2de graad', site: 'Herselt', local: 'nele.janssens' },
];

export function academieZuiderkempen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Muziek, Woord, Dans',
    main: container('Welkom aan de Academie Zuiderkempen', [
      frame(
        21,
        'textmedia',
        `<div class="textmedia-item textmedia-text"><p>Meer dan 1 400 leerlingen volgen bij ons les in muziek, woordkunst-drama en dans, in Westerlo, Herselt en Olen. Kinderen kunnen starten vanaf 6 jaar, volwassenen op elke leeftijd.</p><p><a href="/inschrijven" class="btn btn-primary">Inschrijven voor 2025-2026</a> <a href="/aanbod">Ontdek ons aanbod</a></p></div>`,
      ),
    ]),
  });

  pages['/aanbod'] = page({
    path: '/aanbod',
    title: 'Aanbod',
    main: container('Aanbod', [
      frame(31, 'bullets', `<ul class="ce-bullets"><li>Muziek: initiatie, instrument, zang, ensembles, muziekcultuur</li><li>Woord: woordkunst-drama, voordracht, toneel, musical</li><li>Dans: klassieke dans, hedendaagse dans, dansinitiatie</li></ul>`),
    ]),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over de academie',
    main: container('Over de academie', [
      frame(
        41,
        'text',
        `<p>De academie ontstond in 1972 als muziekschool van Westerlo en werd in 2013 een intergemeentelijke academie met vestigingen in Herselt en Olen. Er werken 58 leerkrachten.</p><p>Wie wat doet op het secretariaat en in de directie, lees je op <a href="/over-ons/directie-en-secretariaat">Directie en secretariaat</a>.</p>`,
      ),
    ]),
  });

  pages['/over-ons/directie-en-secretariaat'] = page({
    path: '/over-ons/directie-en-secretariaat',
    title: 'Directie en secretariaat',
    main: container('Directie en secretariaat', [
      ...DIRECTORS.map((d, i) =>
        frame(
          51 + i,
          'textpic',
          `<div class="textpic textpic-left"><div class="textpic-item textpic-gallery"><figure class="image"><img loading="lazy" src="${ORIGIN}/fileadmin/_processed_/team/${d.img}" width="300" height="300" alt="${esc(d.name)}"></figure></div><div class="textpic-item textpic-text"><h3>${esc(d.name)}</h3><p><strong>${esc(d.title)}</strong></p><p>${esc(d.bio)}</p><p>${protectedMail(at(d.local))}</p></div></div>`,
        ),
      ),
      frame(
        55,
        'html',
        `<div class="contact-person" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Marleen Peeters</h3><p itemprop="jobTitle">secretariaatsmedewerker – inschrijvingen, attesten en verminderd inschrijvingsgeld</p><p>Tel. <span itemprop="telephone">014 54 82 11</span> · <a itemprop="email" href="mailto:${at('marleen.peeters')}">${at('marleen.peeters')}</a></p><p>Aanwezig op maandag, woensdag en vrijdag.</p></div>`,
        'Secretariaat',
      ),
    ]),
  });

  pages['/leerkrachten'] = page({
    path: '/leerkrachten',
    title: 'Leerkrachten',
    main: container('Leerkrachten', [
      frame(61, 'text', `<p>Elke leerkracht is bereikbaar via voornaam.familienaam@${HOST} (zonder spaties of leestekens). Hieronder de leerkrachten die dit schooljaar een groep coördineren.</p>`),
      frame(
        62,
        'table',
        `<div class="table-responsive"><table class="ce-table table table-striped"><thead><tr><th scope="col">Naam</th><th scope="col">Functie</th><th scope="col">Vestiging</th><th scope="col">E-mail</th></tr></thead><tbody>` +
          TEACHERS.map((t) => `<tr><td>${esc(t.name)}</td><td>${esc(t.title)}</td><td>${esc(t.site)}</td><td>${protectedMail(at(t.local))}</td></tr>`).join('') +
          `</tbody></table></div>`,
      ),
    ]),
  });

  const newsPath = '/nieuws/nieuwe-leerkracht-cello-elias-claes';
  pages['/nieuws'] = page({
    path: '/nieuws',
    title: 'Nieuws',
    main: container('Nieuws', [
      frame(
        71,
        'list',
        `<div class="news"><div class="news-list-view"><div class="article articletype-0" itemscope itemtype="http://schema.org/Article"><div class="header"><h3><a title="Nieuwe leerkracht cello" href="${newsPath}"><span itemprop="headline">Nieuwe leerkracht cello: welkom Elias!</span></a></h3></div><div class="teaser-text"><div itemprop="description"><p>Vanaf september krijgt de cellogroep versterking.</p></div></div><div class="footer"><p><span class="news-list-date"><time itemprop="datePublished" datetime="2024-08-26">26/08/2024</time></span></p></div></div>` +
          `<div class="article articletype-0"><div class="header"><h3><span>Toonmoment dans op 14 juni in CC Westerlo</span></h3></div><div class="teaser-text"><p>Gratis toegang, reserveren is niet nodig.</p></div></div></div></div>`,
      ),
    ]),
  });

  pages[newsPath] = page({
    path: newsPath,
    title: 'Nieuwe leerkracht cello: welkom Elias!',
    main: container('Nieuwe leerkracht cello: welkom Elias!', [
      frame(
        72,
        'list',
        `<div class="news news-single"><div class="article" itemscope itemtype="http://schema.org/Article"><div class="news-text-wrap" itemprop="articleBody">` +
          `<p>Vanaf 1 september versterkt Elias Claes ons lerarenkorps als leerkracht cello en kamermuziek. Elias studeerde aan het Koninklijk Conservatorium Antwerpen en speelt in het Kempisch Kamerorkest. Vragen over de cellolessen? Mail Elias gerust op elias.claes@${HOST}.</p>` +
          `</div><div class="news-backlink-wrap"><a href="/nieuws">Terug naar het overzicht</a></div></div></div>`,
      ),
    ]),
  });

  pages['/inschrijven'] = page({
    path: '/inschrijven',
    title: 'Inschrijven',
    main: container('Inschrijven', [
      frame(
        81,
        'text',
        `<p>Inschrijven kan online vanaf 1 juni. Recht op verminderd inschrijvingsgeld? Bezorg je attest aan het secretariaat via ${protectedMail(at('inschrijvingen'))} of aan de balie.</p>`,
      ),
      frame(
        82,
        'form_formframework',
        `<form enctype="multipart/form-data" method="post" id="inschrijving-82" action="/inschrijven?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend"><div class="form-group"><label class="form-label" for="inschrijving-82-text-1">Naam leerling</label><input class="form-control" id="inschrijving-82-text-1" type="text" name="tx_form_formframework[inschrijving-82][text-1]" required></div>` +
          `<div class="form-group"><label class="form-label" for="inschrijving-82-email-1">E-mailadres ouder</label><input placeholder="voornaam.naam@voorbeeld.be" class="form-control" id="inschrijving-82-email-1" type="email" name="tx_form_formframework[inschrijving-82][email-1]" required></div>` +
          `<div class="actions"><button class="btn btn-primary" type="submit" name="tx_form_formframework[inschrijving-82][__currentPage]" value="1">Verzenden</button></div></form>`,
      ),
    ]),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: container('Contact', [
      frame(
        91,
        'text',
        `<p>Secretariaat Westerlo, Boerenkrijglaan 7, 2260 Westerlo<br>${tel('014 54 82 10')} · ${protectedMail(at('secretariaat'))}</p><p>Open op maandag, woensdag en vrijdag van 14 tot 19 uur, op zaterdag van 9 tot 12 uur.</p>` +
          `<p>Voor zaalverhuur in het cultuurcentrum neem je contact op met de dienst cultuur van de gemeente Westerlo: cultuur@gemeente-westerlo.test.</p>`,
      ),
    ]),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacyverklaring', main: container('Privacyverklaring', [frame(95, 'text', `<p>De academie verwerkt persoonsgegevens van leerlingen voor de inschrijving en de rapportering aan het Departement Onderwijs.</p>`)]) });

  pages['/intern'] = page({ path: '/intern', title: 'Intranet', main: container('Intranet leerkrachten', [frame(97, 'text', `<p>Aanmelden met je Smartschool-account. Problemen met aanmelden? Mail naar ict@${HOST} met je naam en vestiging.</p>`)]) });

  pages['/sitemap.xml'] = { body: urlset(HOST, ['/', '/aanbod', '/inschrijven', '/leerkrachten', '/nieuws', '/over-ons', '/contact', '/privacy'], '2025-04-02'), contentType: 'application/xml; charset=utf-8' };

  const ln: CaseKind = 'link-non-english';
  const dir = '/over-ons/directie-en-secretariaat';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nAllow: /typo3conf/ext/\nDisallow: /typo3temp/\nAllow: /typo3temp/assets/\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.17', 'Content-Language': 'nl-BE' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-103',
      languages: ['nl'],
      addresses: [
        { address: at('secretariaat'), name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'obfuscated'] },
        { address: at('inschrijvingen'), name: null, title: null, pages: ['/inschrijven'], cases: ['role', 'obfuscated'] },
        ...DIRECTORS.map((d) => ({ address: at(d.local), name: d.name, title: d.title, pages: [dir], cases: ['card', 'obfuscated', 'deep-page', ln] as CaseKind[] })),
        {
          address: at('marleen.peeters'),
          name: 'Marleen Peeters',
          title: 'secretariaatsmedewerker – inschrijvingen, attesten en verminderd inschrijvingsgeld',
          pages: [dir],
          cases: ['microdata', 'card', 'plain', 'deep-page', ln],
        },
        ...TEACHERS.map((t) => ({ address: at(t.local), name: t.name, title: t.title, pages: ['/leerkrachten'], cases: ['table', 'obfuscated', ln] as CaseKind[] })),
        { address: at('elias.claes'), name: 'Elias Claes', title: 'leerkracht cello en kamermuziek', pages: [newsPath], cases: ['prose', 'plain', 'deep-page', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/leerkrachten', text: `voornaam.familienaam@${HOST}` },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `voornaam.familienaam@${HOST}`, kind: 'scheme' },
        { text: at('ict'), kind: 'disallowed' },
        { text: 'cultuur@gemeente-westerlo.test', kind: 'other-company' },
        { text: 'voornaam.naam@voorbeeld.be', kind: 'placeholder' },
      ],
    },
  };
}
