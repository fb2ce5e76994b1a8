/**
 * Advokatfirmaet Kjærgaard & Holm: a law firm in Aarhus, on Umbraco 13 with a block grid, in
 * Danish, addresses by initials. The lawyers as block-grid cards marked up in RDFa, the partners
 * also as JSON-LD employees whose email is written "mailto:"; one partner's heading carries "LL.M."
 * after the name; the of-counsel professor "dr.jur." in running text on the about page; the press
 * contact as a "Pressekontakt:" label line; the trainee ad's contact turned around from a reversed
 * data attribute. The disciplinary board's address and the client portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kjaergaard-holm-advokat.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/forretningsomraader', 'Forretningsområder'],
  ['/medarbejdere', 'Medarbejdere'],
  ['/om-os', 'Om os'],
  ['/presse', 'Presse'],
  ['/karriere', 'Karriere'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kjærgaard & Holm Advokatfirma',
  head: [
    `<link rel="stylesheet" href="/css/site.min.css?v=Yq3kR8m2TzXWb1uH0fN5cLp7aE4gVd9sJ6oI">`,
    `<link rel="icon" href="/media/v2dlk0qz/favicon.png?width=32&amp;height=32">`,
    `<script defer src="/App_Plugins/UmbracoForms/Assets/themes/default/umbracoforms.min.js"></script>`,
    `<script async src="https://www.googletagmanager.com/gtag/js?id=G-KH83N2Q1Z7"></script>`,
  ],
  header: () =>
    `<header class="site-header"><div class="container"><a class="site-header__logo" href="/"><img src="/media/3x1fbw2c/kh-logo.svg" alt="Kjærgaard &amp; Holm" width="230" height="40"></a>` +
    `<nav class="site-nav" aria-label="Hovedmenu"><ul class="site-nav__list">${MENU.map(([href, label]) => `<li class="site-nav__item"><a class="site-nav__link" href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="container"><div class="row"><div class="col-md-6"><p><strong>Advokatfirmaet Kjærgaard &amp; Holm I/S</strong><br>Frederiksgade 72, 3. sal<br>8000 Aarhus C<br>Tlf. ${tel('+45 86 12 34 50')}<br>${mailto(`kontakt@${HOST}`)}</p><p>CVR 3841 2977 · Medlem af Danske Advokater</p></div>` +
    `<div class="col-md-6"><ul class="site-footer__links"><li><a href="/privatlivspolitik">Privatlivspolitik</a></li><li><a href="/klientportal">Klientportal</a></li><li><a href="/forretningsbetingelser">Forretningsbetingelser</a></li></ul></div></div></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });

/** Umbraco 13 block grid: one layout item per block. */
const grid = (items: { alias: string; span: number; html: string }[]): string =>
  `<div class="umb-block-grid" data-grid-columns="12" style="--umb-block-grid--grid-columns: 12;"><div class="umb-block-grid__layout-container">` +
  items.map((i) => `<div class="umb-block-grid__layout-item" data-content-element-type-alias="${i.alias}" data-content-element-type-key="${i.alias.length}f1c2a9e-7b3d-4e60-9a1f-2c8d0e5b7a63" data-col-span="${i.span}" data-row-span="1" style="--umb-block-grid--item-column-span: ${i.span}; --umb-block-grid--item-row-span: 1;">${i.html}</div>`).join('') +
  `</div></div>`;
const text = (html: string): { alias: string; span: number; html: string } => ({ alias: 'richTextBlock', span: 12, html: `<div class="rte">${html}</div>` });

type Lawyer = { name: string; shown: string; title: string; local: string; phone: string; areas: string; postNominal?: boolean };
const LAWYERS: Lawyer[] = [
  { name: 'Mette Kjærgaard', shown: 'Mette Kjærgaard', title: 'Partner, advokat (H)', local: 'mk', phone: '+45 86 12 34 51', areas: 'Erhvervslejeret, retssager' },
  { name: 'Søren Holm', shown: 'Søren Holm, LL.M.', title: 'Partner, advokat', local: 'sh', phone: '+45 86 12 34 52', areas: 'Selskabsret, M&amp;A, generationsskifte', postNominal: true },
  { name: 'Line Mortensen', shown: 'Line Mortensen', title: 'Advokat', local: 'lm', phone: '+45 86 12 34 53', areas: 'Ansættelsesret, persondataret' },
  { name: 'Rasmus Friis', shown: 'Rasmus Friis', title: 'Advokatfuldmægtig', local: 'rf', phone: '+45 86 12 34 54', areas: 'Fast ejendom, entrepriseret' },
  { name: 'Camilla Brandt', shown: 'Camilla Brandt', title: 'Juridisk sekretær', local: 'cb', phone: '+45 86 12 34 55', areas: 'Tinglysning, dødsboer' },
];

const lawyerCard = (l: Lawyer): { alias: string; span: number; html: string } => ({
  alias: 'employeeCard',
  span: 4,
  html:
    `<article class="employee-card" vocab="https://schema.org/" typeof="Person"><img class="employee-card__image" src="/media/${l.local}0k2m4q/${l.local}.jpg?width=480&amp;height=600&amp;rnd=133512345670000000" alt="${esc(l.name)}" width="480" height="600" loading="lazy">` +
    `<h3 class="employee-card__name" property="name">${esc(l.shown)}</h3><p class="employee-card__title" property="jobTitle">${esc(l.title)}</p><p class="employee-card__areas">${l.areas}</p>` +
    `<ul class="employee-card__contact"><li>Direkte: <span property="telephone">${tel(l.phone)}</span></li><li><a href="mailto:${l.local}@${HOST}" property="email">${l.local}@${HOST}</a></li></ul></article>`,
});

const NANNA_REV = reversed(`ns@${HOST}`);

export function kjaergaardHolm(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Erhvervsadvokater i Aarhus',
    main: grid([
      text(
        `<h1>Erhvervsadvokater i Aarhus</h1><p>Kjærgaard &amp; Holm rådgiver ejerledede virksomheder, udlejere og private i Østjylland. Vi er et mindre firma med kort vej til den advokat, der kender din sag.</p>` +
          `<p><a href="/forretningsomraader">Se vores forretningsområder</a> eller <a href="/medarbejdere">find en advokat</a>.</p>`,
      ),
    ]),
  });

  pages['/forretningsomraader'] = page({
    path: '/forretningsomraader',
    title: 'Forretningsområder',
    main: grid([text(`<h1>Forretningsområder</h1><ul><li>Selskabsret og virksomhedsoverdragelse</li><li>Erhvervslejeret</li><li>Ansættelsesret</li><li>Fast ejendom og entreprise</li><li>Retssager og voldgift</li><li>Arv, dødsbo og generationsskifte</li></ul>`)]),
  });

  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        name: 'Advokatfirmaet Kjærgaard & Holm',
        url: `${ORIGIN}/`,
        telephone: '+45 86 12 34 50',
        address: { '@type': 'PostalAddress', streetAddress: 'Frederiksgade 72, 3. sal', postalCode: '8000', addressLocality: 'Aarhus C', addressCountry: 'DK' },
        employee: LAWYERS.slice(0, 2).map((l) => ({ '@type': 'Person', name: l.name, jobTitle: l.title, email: `mailto:${l.local}@${HOST}`, telephone: l.phone.replace(/\s/g, '') })),
      },
    ],
    main: grid([text(`<h1>Medarbejdere</h1><p>Ring eller skriv direkte til den advokat, der har din sag.</p>`), ...LAWYERS.map(lawyerCard)]),
  });

  pages['/om-os'] = page({
    path: '/om-os',
    title: 'Om os',
    main: grid([
      text(
        `<h1>Om os</h1><p>Firmaet blev grundlagt i 2004 af Mette Kjærgaard og Søren Holm, der begge kom fra større københavnske firmaer. I dag er vi elleve medarbejdere i Frederiksgade.</p>` +
          `<p>Inden for udbuds- og statsstøtteret samarbejder vi med dr.jur. Henrik Bach, der er tilknyttet firmaet som of counsel og kan kontaktes direkte på ${mailto(`hb@${HOST}`)}.</p>` +
          `<p>Vi er underlagt Advokatsamfundets regler om god advokatskik. Klager over salær eller adfærd kan indgives til Advokatnævnet, klage@advokatnaevnet.test.</p>`,
      ),
    ]),
  });

  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: grid([
      text(
        `<h1>Presse</h1><p>Vores advokater kommenterer gerne nye domme og lovforslag inden for erhvervslejeret og selskabsret.</p>` +
          `<p>Pressekontakt: Julie Winther, kommunikationsansvarlig, tlf. ${tel('+45 86 12 34 60')}, ${mailto(`jw@${HOST}`)}</p>`,
      ),
    ]),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: grid([
      text(
        `<h1>Stud.jur. til erhvervslejeretsteamet</h1><p>Vi søger en studentermedhjælper, 15 timer om ugen, der er på 3. eller 4. år af jurastudiet. Du kommer til at lave research, udkast til lejekontrakter og deltage i møder med klienter.</p>` +
          `<p>Kontaktperson: Nanna Skov, HR-koordinator, e-mail: <span class="js-mail" data-mail="${NANNA_REV}">[aktiver JavaScript for at se adressen]</span></p>` +
          `<script>document.querySelectorAll('.js-mail').forEach(function (el) { var m = el.getAttribute('data-mail').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + m + '">' + m + '</a>'; });</script>` +
          `<p>Ansøgningsfrist: 16. maj 2025. Samtaler holdes løbende.</p>`,
      ),
    ]),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: grid([text(`<h1>Privatlivspolitik</h1><p>Dataansvarlig er Advokatfirmaet Kjærgaard &amp; Holm I/S. Oplysninger om klienter opbevares i 10 år efter sagens afslutning.</p>`)]) });
  pages['/forretningsbetingelser'] = page({ path: '/forretningsbetingelser', title: 'Forretningsbetingelser', main: grid([text(`<h1>Forretningsbetingelser</h1><p>Salær fastsættes efter tidsforbrug, sagens værdi og kompleksitet.</p>`)]) });
  pages['/klientportal'] = page({
    path: '/klientportal',
    title: 'Klientportal',
    main: grid([text(`<h1>Klientportal</h1><p>Log ind for at se dokumenter i din sag. Problemer med login: ${mailto(`portal@${HOST}`)}</p>`)]),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /umbraco/\nDisallow: /klientportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/forretningsomraader', '/medarbejdere', '/om-os', '/presse', '/karriere', '/privatlivspolitik', '/forretningsbetingelser'], '2025-04-02'),
      pages,
      headers: { Server: 'Kestrel', 'X-Powered-By': 'ASP.NET', 'X-Umbraco-Version': '13.3.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-109',
      languages: ['da'],
      addresses: [
        { address: `kontakt@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...LAWYERS.map((l, i) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          ...(i < 2 ? { titleAlternatives: ['Partner'] } : {}),
          pages: ['/medarbejdere'],
          cases: ['card', 'rdfa', 'plain', ln, ...(i < 2 ? ['json-ld-person', 'json-ld-mailto'] : []), ...(l.postNominal ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `hb@${HOST}`, name: 'Henrik Bach', title: 'of counsel', pages: ['/om-os'], cases: ['prose', 'honorific', 'plain', ln] },
        { address: `jw@${HOST}`, name: 'Julie Winther', title: 'kommunikationsansvarlig', pages: ['/presse'], cases: ['label-line', 'plain', ln] },
        { address: `ns@${HOST}`, name: 'Nanna Skov', title: 'HR-koordinator', pages: ['/karriere'], encoded: { kind: 'reversed', text: NANNA_REV }, cases: ['label-line', 'script-reversed', ln] },
      ],
      pattern: '{f}{l}',
      disallowed: ['/klientportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'klage@advokatnaevnet.test', kind: 'other-company' },
      ],
    },
  };
}
