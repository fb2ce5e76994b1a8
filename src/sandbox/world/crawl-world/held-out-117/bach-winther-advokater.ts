/**
 * Bach & Winther Advokatpartnerselskab: a law firm in Aarhus, on TYPO3 12 in Danish with an
 * English section. TYPO3's spam protection writes every mailto as a data-mailto-token link with
 * the address shown as "name(at)domain". "Medarbejdere" holds the lawyers as text-and-image
 * content elements (the of counsel with "Professor, dr.jur.", a partner with "LL.M."); the
 * contact page's JSON-LD gives the firm's contact point as a mailto, two partners as employees and
 * the administration department's staff nested inside, the finance officer nowhere else; the
 * press page ends with a press-contact label line; a student-assistant job ad names its contact in
 * a sentence; the English people page, two links from home, gives "Name, Title – address" lines.
 * The auditors' address and the client portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bachwinther-advokater.test';
const ORIGIN = `http://${HOST}`;
const VECTOR = 2;

/** TYPO3's EmailLinkBuilder encryption: a shift of each character within its range. */
const encrypt = (text: string): string =>
  [...text]
    .map((c) => {
      let n = c.charCodeAt(0);
      const range = (
        [
          [0x2b, 0x3a],
          [0x40, 0x5a],
          [0x61, 0x7a],
        ] as const
      ).find(([lo, hi]) => n >= lo && n <= hi);
      if (!range) return c;
      n += VECTOR;
      if (n > range[1]) n = range[0] + (n - range[1] - 1);
      return String.fromCharCode(n);
    })
    .join('');

/** A mailto link as TYPO3 writes it with spamProtectEmailAddresses = 2 and atSubst = (at). */
const mail = (local: string): string => {
  const address = `${local}@${HOST}`;
  return `<a href="#" data-mailto-token="${encrypt(`mailto:${address}`)}" data-mailto-vector="${VECTOR}">${esc(local)}(at)${esc(HOST)}</a>`;
};

const MENU: Record<'da' | 'en', [string, string][]> = {
  da: [
    ['/forretningsomraader', 'Forretningsområder'],
    ['/medarbejdere', 'Medarbejdere'],
    ['/presse', 'Presse'],
    ['/karriere', 'Karriere'],
    ['/kontakt', 'Kontakt'],
    ['/klientportal', 'Klientportal'],
  ],
  en: [
    ['/en/practice-areas', 'Practice areas'],
    ['/en/people', 'People'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Bach & Winther Advokater',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5b1e8a0c2f3d4e6a7b9c0d1e2f3a4b5c-min.css?1714039211" media="all">',
    '<link rel="stylesheet" href="/_assets/9f2c41b8e7a6d5c3b2a1f0e9d8c7b6a5/Css/bwa.css?1714039211" media="all">',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'da';
    return (
      `<header class="page-header"><div class="container"><a class="logo" href="${lang === 'en' ? '/en' : '/'}"><img src="/fileadmin/user_upload/logo/bach-winther-logo.svg" width="230" height="48" alt="Bach &amp; Winther Advokater"></a>` +
      `<nav class="mainnav"><ul>${MENU[lang].map(([h, l]) => `<li><a href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul></nav>` +
      `<ul class="language-menu"><li${lang === 'da' ? ' class="active"' : ''}><a href="/" hreflang="da-DK" title="Dansk">DA</a></li><li${lang === 'en' ? ' class="active"' : ''}><a href="/en" hreflang="en-GB" title="English">EN</a></li></ul></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="page-footer"><div class="container"><div id="c9" class="frame frame-default frame-type-text frame-layout-0"><p>Bach &amp; Winther Advokatpartnerselskab · Store Torv 8, 8000 Aarhus C · CVR 38 12 45 67 · ${tel('+45 86 12 40 00')} · ${mail('info')}</p>` +
    `<p>${p.lang.startsWith('en') ? 'Member of the Danish Bar and Law Society' : 'Medlem af Danske Advokater'} · <a href="/privatlivspolitik">Privatlivspolitik</a></p></div></div></footer>`,
  privacyPath: { da: '/privatlivspolitik', en: '/privatlivspolitik' },
  bodyEnd: ['<script src="/typo3temp/assets/compressed/merged-8e1d2c3b4a5f6e7d8c9b0a1f2e3d4c5b-min.js?1714039211"></script>', '<script async src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1714039211"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'da-DK' });

let cid = 40;
const frame = (html: string, type = 'text'): string => `<div id="c${cid++}" class="frame frame-default frame-type-${type} frame-layout-0">${html}</div>`;

type Lawyer = { heading: string; name: string; title: string; local: string; phone: string; en: string };
const LAWYERS: Lawyer[] = [
  { heading: 'Mette Bach', name: 'Mette Bach', title: 'Advokat (H), partner', local: 'mbach', phone: '+45 86 12 40 01', en: 'Partner, Attorney-at-law' },
  { heading: 'Christian Winther, LL.M.', name: 'Christian Winther', title: 'Advokat, partner', local: 'cwinther', phone: '+45 86 12 40 02', en: 'Partner, Attorney-at-law' },
  { heading: 'Professor, dr.jur. Henrik Skov', name: 'Henrik Skov', title: 'Of counsel', local: 'hskov', phone: '+45 86 12 40 09', en: 'Of Counsel' },
  { heading: 'Louise Brandt', name: 'Louise Brandt', title: 'Advokat', local: 'lbrandt', phone: '+45 86 12 40 05', en: 'Attorney-at-law' },
  { heading: 'Rasmus Lund', name: 'Rasmus Lund', title: 'Advokatfuldmægtig', local: 'rlund', phone: '+45 86 12 40 07', en: 'Assistant Attorney' },
  { heading: 'Camilla Dahl', name: 'Camilla Dahl', title: 'Advokatsekretær', local: 'cdahl', phone: '+45 86 12 40 11', en: 'Legal Secretary' },
];

const lawyerCard = (l: Lawyer): string =>
  frame(
    `<div class="ce-textpic ce-left ce-intext"><div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><div class="ce-row"><div class="ce-column"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/medarbejdere/csm_${l.local}_portraet_8c1f0e2d3a.jpg" width="300" height="360" loading="lazy" alt="${esc(l.name)}"></figure></div></div></div>` +
      `<div class="ce-bodytext"><header><h3 class="">${esc(l.heading)}</h3></header><p>${esc(l.title)}<br>Direkte: ${tel(l.phone)}<br>${mail(l.local)}</p></div></div>`,
    'textpic',
  );

export function bachWintherAdvokater(): CrawlWorldSite {
  cid = 40;
  const pages: Record<string, SandboxPage> = {};
  const byLocal = (local: string): Lawyer => LAWYERS.find((l) => l.local === local)!;

  pages['/'] = page({
    path: '/',
    title: 'Advokater i Aarhus',
    alternates: { 'da-DK': '/', 'en-GB': '/en', 'x-default': '/' },
    main:
      frame(`<header><h1 class="">Erhvervsjura med nærvær</h1></header><p>Vi rådgiver virksomheder, iværksættere og ejerledere i hele Jylland om selskabsret, fast ejendom, ansættelsesret og generationsskifte.</p>`) +
      frame(`<p><a href="/forretningsomraader">Se vores forretningsområder</a> eller <a href="/medarbejdere">mød vores medarbejdere</a>.</p>`),
  });

  pages['/forretningsomraader'] = page({
    path: '/forretningsomraader',
    title: 'Forretningsområder',
    main: frame(`<header><h1 class="">Forretningsområder</h1></header><ul><li>Selskabsret og M&amp;A</li><li>Fast ejendom og entrepriseret</li><li>Ansættelsesret</li><li>Generationsskifte og familieejede virksomheder</li><li>Retssager og voldgift</li></ul>`),
  });

  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    alternates: { 'da-DK': '/medarbejdere', 'en-GB': '/en/people', 'x-default': '/medarbejdere' },
    main: frame(`<header><h1 class="">Medarbejdere</h1></header><p>Hos Bach &amp; Winther er vi 14 medarbejdere, heraf otte jurister.</p>`) + LAWYERS.map(lawyerCard).join(''),
  });

  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main:
      frame(`<header><h1 class="">Presse</h1></header><p>Bach &amp; Winther rådgav ejerne af Hammel Maskinfabrik A/S ved salget til den svenske Lindholm-koncernen i marts 2025.</p>`) +
      frame(`<p>Pressekontakt: Mette Bach, advokat (H), partner, Store Torv 8, 8000 Aarhus C, tlf. ${tel('+45 86 12 40 01')}, ${mail('mbach')}</p>`),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: frame(
      `<header><h1 class="">Studentermedhjælper til ejendomsafdelingen</h1></header><p>Vi søger en engageret jurastuderende på 3.–5. semester til 15 timer om ugen. Du vil primært arbejde med skøder, tinglysning og due diligence.</p>` +
        `<p>Har du spørgsmål til stillingen, er du velkommen til at kontakte advokatfuldmægtig Jonas Kruse på ${mail('jkruse')} eller ${tel('+45 86 12 40 08')}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        name: 'Bach & Winther Advokatpartnerselskab',
        url: `${ORIGIN}/`,
        telephone: '+45 86 12 40 00',
        email: `mailto:info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Store Torv 8', postalCode: '8000', addressLocality: 'Aarhus C', addressCountry: 'DK' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:info@${HOST}`, telephone: '+45 86 12 40 00', availableLanguage: ['da', 'en'] }],
        employee: [
          { '@type': 'Person', name: 'Mette Bach', jobTitle: 'Advokat (H), partner', email: `mbach@${HOST}` },
          { '@type': 'Person', name: 'Christian Winther', jobTitle: 'Advokat, partner', email: `cwinther@${HOST}`, honorificSuffix: 'LL.M.' },
        ],
        department: [
          {
            '@type': 'Organization',
            name: 'Administration',
            employee: [
              { '@type': 'Person', name: 'Anne Holm', jobTitle: 'Økonomiansvarlig', email: `aholm@${HOST}` },
              { '@type': 'Person', name: 'Camilla Dahl', jobTitle: 'Advokatsekretær', email: `cdahl@${HOST}` },
            ],
          },
        ],
      },
    ],
    main:
      frame(`<header><h1 class="">Kontakt</h1></header><p>Bach &amp; Winther Advokatpartnerselskab<br>Store Torv 8, 8000 Aarhus C<br>Telefon ${tel('+45 86 12 40 00')} (hverdage 8.30–16.00)<br>${mail('info')}</p>`) +
      frame(`<p>Vores revisor er Krogh &amp; Partnere Statsautoriseret Revisionspartnerselskab. Spørgsmål om fakturaer fra dem sendes til revision@krogh-revision.test.</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Law firm in Aarhus',
    lang: 'en-GB',
    alternates: { 'da-DK': '/', 'en-GB': '/en', 'x-default': '/' },
    main: frame(`<header><h1 class="">Business law, close at hand</h1></header><p>We advise companies, founders and owner-managers across Jutland. <a href="/en/people">Meet our people</a>.</p>`),
  });

  pages['/en/practice-areas'] = page({
    path: '/en/practice-areas',
    title: 'Practice areas',
    lang: 'en-GB',
    main: frame(`<header><h1 class="">Practice areas</h1></header><ul><li>Corporate and M&amp;A</li><li>Real estate and construction</li><li>Employment</li><li>Litigation and arbitration</li></ul>`),
  });

  const en = (local: string): string => {
    const l = byLocal(local);
    return `<p>${esc(l.heading.replace('Professor, dr.jur. ', 'Prof. '))}, ${esc(l.en)} – ${mail(l.local)}</p>`;
  };
  pages['/en/people'] = page({
    path: '/en/people',
    title: 'People',
    lang: 'en-GB',
    alternates: { 'da-DK': '/medarbejdere', 'en-GB': '/en/people', 'x-default': '/medarbejdere' },
    main: frame(`<header><h1 class="">People</h1></header><p>Our lawyers advise in Danish and English.</p>${en('cwinther')}${en('lbrandt')}`),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: frame(`<header><h1 class="">Privatlivspolitik</h1></header><p>Vi behandler personoplysninger efter databeskyttelsesforordningen og advokatetiske regler.</p>`) });

  pages['/klientportal'] = page({ path: '/klientportal', title: 'Klientportal', main: frame(`<header><h1 class="">Klientportal</h1></header><p>Log ind med MitID Erhverv. Ved problemer med login skriv til klientportal@${HOST} (hverdage 9–15).</p>`) });

  const ln: CaseKind = 'link-non-english';
  const card = (local: string, extra: CaseKind[] = []): { address: string; name: string; title: string; pages: string[]; cases: CaseKind[] } => {
    const l = byLocal(local);
    return { address: `${local}@${HOST}`, name: l.name, title: l.title, pages: ['/medarbejdere'], cases: ['card', 'obfuscated', ln, ...extra] };
  };
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nDisallow: /klientportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/forretningsomraader', '/medarbejdere', '/presse', '/karriere', '/kontakt', '/privatlivspolitik', '/en', '/en/practice-areas', '/en/people'], '2025-03-28'),
      pages,
      headers: { Server: 'nginx', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-117',
      languages: ['da', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated', 'json-ld-contact-point', 'json-ld-mailto'] },
        { ...card('mbach', ['label-line', 'json-ld-person']), pages: ['/medarbejdere', '/presse', '/kontakt'], titleAlternatives: ['advokat (H), partner', 'partner'] },
        { ...card('cwinther', ['post-nominal', 'json-ld-person', 'name-title-line']), pages: ['/medarbejdere', '/kontakt', '/en/people'], titleAlternatives: ['Partner, Attorney-at-law', 'partner'] },
        { ...card('hskov', ['honorific']) },
        { ...card('lbrandt', ['name-title-line']), pages: ['/medarbejdere', '/en/people'], titleAlternatives: ['Attorney-at-law'] },
        { ...card('rlund') },
        { ...card('cdahl', ['json-ld-nested']), pages: ['/medarbejdere', '/kontakt'] },
        { address: `aholm@${HOST}`, name: 'Anne Holm', title: 'Økonomiansvarlig', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        { address: `jkruse@${HOST}`, name: 'Jonas Kruse', title: 'advokatfuldmægtig', pages: ['/karriere'], cases: ['prose', 'obfuscated', ln] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/klientportal'],
      nonAddresses: [
        { text: `klientportal@${HOST}`, kind: 'disallowed' },
        { text: 'revision@krogh-revision.test', kind: 'other-company' },
      ],
    },
  };
}
