/**
 * Fjellvind Friluft AS, an outdoor-gear shop in Trondheim (Norwegian, with Danish and Swedish
 * shop fronts). Tuning set.
 *
 * Shows: Norwegian, Danish and Swedish anchor texts ("Om oss", "Ansatte", "Kundeservice",
 * "Kontakt oss", "Om os", "Kontakta oss"); language homes /da/ and /sv/ (hreflang) whose contact
 * pages are two links deep; two sitemaps at non-default paths named by robots.txt Sitemap lines
 * (one lists a page robots.txt disallows); a "Daglig leder: Name, address" line; figure cards,
 * one with a double given name; an unowned workshop address right after a card without an
 * address; RDFa (property="email"); the footer address built by a short inline script; scheme
 * text ("fornavn.etternavn@…"); retina image names.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'fjellvind.test';
const ORIGIN = `http://${HOST}`;

const A = {
  haugen: `ingrid.haugen@${HOST}`,
  brekke: `ole.martin.brekke@${HOST}`,
  dahl: `sigrid.dahl@${HOST}`,
  lie: `magnus.lie@${HOST}`,
  verksted: `verksted@${HOST}`,
  kundeservice: `kundeservice@${HOST}`,
  post: `post@${HOST}`,
  kjaer: `mette.kjaer@${HOST}`,
  lindberg: `johan.lindberg@${HOST}`,
  kundtjanst: `kundtjanst@${HOST}`,
};
const SCHEME = `fornavn.etternavn@${HOST}`;
const STAFF_LIST = [`lager@${HOST}`, `henrik.moe@${HOST}`];

/** The footer's address, put together by a script (a noscript text for readers without one). */
const FOOTER_SCRIPT = `<script>var a='post',b='fjellvind'+'.test';document.write('<a href="mailto:'+a+'@'+b+'">'+a+'@'+b+'</a>');</script>`;

type Lang = 'no' | 'da' | 'sv';
const MENUS: Record<Lang, [string, string][]> = {
  no: [
    ['/', 'Hjem'],
    ['/butikk', 'Butikken'],
    ['/om-oss', 'Om oss'],
    ['/ansatte', 'Ansatte'],
    ['/kundeservice', 'Kundeservice'],
    ['/kontakt-oss', 'Kontakt oss'],
  ],
  da: [
    ['/da/', 'Forside'],
    ['/da/om-os', 'Om os'],
    ['/da/kontakt', 'Kontakt'],
  ],
  sv: [
    ['/sv/', 'Startsida'],
    ['/sv/om-oss', 'Om oss'],
    ['/sv/kontakta-oss', 'Kontakta oss'],
  ],
};

function langOf(page: PageSpec): Lang {
  return page.lang === 'da' ? 'da' : page.lang === 'sv' ? 'sv' : 'no';
}

const theme: Theme = {
  host: HOST,
  siteName: 'Fjellvind',
  head: [
    '<link rel="stylesheet" href="/static/css/fjellvind.min.css?v=5.2">',
    '<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.13.3/dist/cdn.min.js" defer></script>',
  ],
  privacyPath: { no: '/personvern', da: '/personvern', sv: '/personvern' },
  header: (page) => {
    const lang = langOf(page);
    return (
      `<header class="topp"><a href="${MENUS[lang][0]![0]}"><img src="/static/img/logo.png" srcset="/static/img/logo@2x.png 2x, /static/img/logo@3x.png 3x" alt="Fjellvind"></a>\n` +
      `<nav>${MENUS[lang].map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' ')}</nav>\n` +
      `<div class="sprak"><a href="/" hreflang="nb">Norsk</a> <a href="/da/" hreflang="da">Dansk</a> <a href="/sv/" hreflang="sv">Svenska</a></div></header>`
    );
  },
  footer: (page) =>
    `<footer><p>Fjellvind Friluft AS · Olav Tryggvasons gate 24 · 7011 Trondheim · Org.nr. 918 442 107 MVA</p>\n` +
    `<p class="epost">${page.lang === 'no' ? 'E-post' : page.lang === 'da' ? 'E-mail' : 'E-post'}: ${FOOTER_SCRIPT}<noscript>post [at] fjellvind [dot] test</noscript></p>\n` +
    `<p><a href="/personvern">Personvern</a> · <a href="/kjopsvilkar">Kjøpsvilkår</a></p></footer>`,
};

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

const HOME_ALTERNATES = { nb: '/', da: '/da/', sv: '/sv/', 'x-default': '/' };

function card(name: string, title: string, photo: string, email: string | null): string {
  return (
    `<figure class="ansatt"><img src="/static/img/ansatte/${photo}.jpg" srcset="/static/img/ansatte/${photo}@2x.jpg 2x" alt="">` +
    `<figcaption><strong>${esc(name)}</strong><br>${esc(title)}${email ? `<br>${mailto(email)}` : ''}</figcaption></figure>`
  );
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      lang: 'no',
      title: 'Friluftsutstyr fra Trondheim',
      alternates: HOME_ALTERNATES,
      main:
        `<section class="kampanje"><h1>Vinterklar? Ski, feller og ullundertøy</h1><img src="/static/img/kampanje/vinter.jpg" srcset="/static/img/kampanje/vinter@2x.jpg 2x" alt=""><a href="/butikk">Til butikken</a></section>\n` +
        `<section><h2>Fri frakt over 999 kr</h2><p>Vi sender til hele Norge, Danmark og Sverige. Bytte- og returrett i 60 dager.</p></section>`,
    }),
    '/butikk': page({
      path: '/butikk',
      lang: 'no',
      title: 'Butikken',
      main: `<h1>Butikken</h1>\n<ul class="produkter"><li><img src="/static/img/produkter/jakke-fjellvind@2x.jpg" alt="">Fjellvind Skalljakke – 2 499 kr</li><li>Ullsett 200 g – 1 199 kr</li><li>Turski Nordmarka – 3 990 kr</li></ul>`,
    }),
    '/om-oss': page({
      path: '/om-oss',
      lang: 'no',
      title: 'Om oss',
      main:
        `<h1>Om oss</h1>\n<p>Fjellvind startet som en liten skibutikk i Trondheim i 1994. I dag er vi 22 ansatte i butikken og nettbutikken.</p>\n` +
        `<p>Daglig leder: Ingrid Haugen, ${mailto(A.haugen)}</p>\n<p>Vi tar gjerne imot spørsmål om sponsing av lokale idrettslag.</p>`,
    }),
    '/ansatte': page({
      path: '/ansatte',
      lang: 'no',
      title: 'Ansatte',
      main:
        `<h1>Ansatte</h1>\n<p>Alle ansatte nås på ${SCHEME}.</p>\n<div class="ansatte">\n` +
        card('Ole Martin Brekke', 'Butikksjef', 'ole-martin', A.brekke) +
        '\n' +
        card('Sigrid Dahl', 'Innkjøper', 'sigrid', A.dahl) +
        '\n' +
        card('Magnus Lie', 'Nettbutikkansvarlig', 'magnus', A.lie) +
        '\n' +
        card('Emma Solberg', 'Verkstedsansvarlig', 'emma', null) +
        `\n</div>\n<p>Verksted og reparasjoner: ${mailto(A.verksted)}</p>`,
    }),
    '/kundeservice': page({
      path: '/kundeservice',
      lang: 'no',
      title: 'Kundeservice',
      main:
        `<h1>Kundeservice</h1>\n<h2>Retur og bytte</h2><p>Du har 60 dagers bytte- og returrett. Legg ved returskjemaet i pakken.</p>\n` +
        `<h2>Spørsmål om en ordre?</h2><p>Skriv til ${mailto(A.kundeservice)} og oppgi ordrenummeret. Vi svarer innen én virkedag.</p>`,
    }),
    '/kontakt-oss': page({
      path: '/kontakt-oss',
      lang: 'no',
      title: 'Kontakt oss',
      main: `<h1>Kontakt oss</h1>\n<p>Butikken: Olav Tryggvasons gate 24, 7011 Trondheim. Telefon 73 50 22 10.</p>\n<p>Åpningstider: man–fre 10–18, lør 10–16.</p>`,
    }),
    '/personvern': page({
      path: '/personvern',
      lang: 'no',
      title: 'Personvernerklæring',
      main: `<h1>Personvernerklæring</h1>\n<p>Fjellvind Friluft AS er behandlingsansvarlig for personopplysninger som samles inn i nettbutikken.</p>`,
    }),
    '/kjopsvilkar': page({
      path: '/kjopsvilkar',
      lang: 'no',
      title: 'Kjøpsvilkår',
      main: `<h1>Kjøpsvilkår</h1>\n<p>Avtalen består av disse kjøpsvilkårene, opplysninger gitt i bestillingsløsningen og eventuelt særskilt avtalte vilkår.</p>`,
    }),
    '/da': page({
      path: '/da',
      lang: 'da',
      title: 'Friluftsudstyr fra Norge',
      alternates: HOME_ALTERNATES,
      main: `<section><h1>Friluftsudstyr – sendt til hele Danmark</h1><p>Fri fragt over 749 kr. Dansk kundeservice på hverdage.</p><a href="/da/kontakt">Skriv til os</a></section>`,
    }),
    '/da/om-os': page({ path: '/da/om-os', lang: 'da', title: 'Om os', main: `<h1>Om os</h1>\n<p>Fjellvind er en norsk friluftsbutik fra Trondheim, grundlagt i 1994.</p>` }),
    '/da/kontakt': page({
      path: '/da/kontakt',
      lang: 'da',
      title: 'Kontakt',
      main: `<h1>Kontakt</h1>\n<p>Kundeservice i Danmark: Mette Kjær, kundeservicemedarbejder, ${mailto(A.kjaer)}</p>\n<p>Telefon +45 32 71 40 90 (hverdage 9–15).</p>`,
    }),
    '/sv': page({
      path: '/sv',
      lang: 'sv',
      title: 'Friluftsutrustning från Norge',
      alternates: HOME_ALTERNATES,
      main: `<section><h1>Friluftsutrustning – fri frakt över 999 kr</h1><p>Vi skickar till hela Sverige.</p></section>`,
    }),
    '/sv/om-oss': page({ path: '/sv/om-oss', lang: 'sv', title: 'Om oss', main: `<h1>Om oss</h1>\n<p>Fjellvind är en norsk friluftsbutik från Trondheim.</p>` }),
    '/sv/kontakta-oss': page({
      path: '/sv/kontakta-oss',
      lang: 'sv',
      title: 'Kontakta oss',
      main:
        `<h1>Kontakta oss</h1>\n` +
        `<div vocab="https://schema.org/" typeof="Person" class="kontaktperson"><span property="name">Johan Lindberg</span>, <span property="jobTitle">Försäljningsansvarig Sverige</span><br><a property="email" href="mailto:${A.lindberg}">${A.lindberg}</a></div>\n` +
        `<p>Kundtjänst: ${mailto(A.kundtjanst)}</p>`,
    }),
    '/admin/ansattliste': page({
      path: '/admin/ansattliste',
      lang: 'no',
      title: 'Ansattliste',
      main: `<h1>Ansattliste (intern)</h1>\n<p>Lager: ${STAFF_LIST[0]} · Henrik Moe, lagerleder: ${STAFF_LIST[1]}</p>`,
    }),
    '/sitemap-no.xml': xmlPage(urlset(HOST, ['/', '/butikk', '/om-oss', '/ansatte', '/kundeservice', '/kontakt-oss', '/personvern', '/kjopsvilkar', '/admin/ansattliste'])),
    '/sitemap-nordic.xml': xmlPage(urlset(HOST, ['/da/', '/da/om-os', '/da/kontakt', '/sv/', '/sv/om-oss', '/sv/kontakta-oss'])),
  };
}

const addresses: TruthAddress[] = [
  { address: A.haugen, name: 'Ingrid Haugen', title: 'Daglig leder', pages: ['/om-oss'], cases: ['link-non-english', 'title-name-line', 'plain'] },
  { address: A.brekke, name: 'Ole Martin Brekke', title: 'Butikksjef', pages: ['/ansatte'], cases: ['link-non-english', 'card', 'plain'] },
  { address: A.dahl, name: 'Sigrid Dahl', title: 'Innkjøper', pages: ['/ansatte'], cases: ['link-non-english', 'card', 'plain'] },
  { address: A.lie, name: 'Magnus Lie', title: 'Nettbutikkansvarlig', pages: ['/ansatte'], cases: ['link-non-english', 'card', 'plain'] },
  { address: A.verksted, name: null, title: null, pages: ['/ansatte'], cases: ['link-non-english', 'neighbour', 'plain'] },
  { address: A.kundeservice, name: null, title: null, pages: ['/kundeservice'], cases: ['link-non-english', 'role', 'plain'] },
  { address: A.post, name: null, title: null, pages: ['/', '/om-oss', '/kontakt-oss'], encoded: { kind: 'script', text: FOOTER_SCRIPT }, cases: ['role', 'script-concat'] },
  { address: A.kjaer, name: 'Mette Kjær', title: 'kundeservicemedarbejder', pages: ['/da/kontakt'], cases: ['deep-page', 'hreflang', 'name-title-line', 'plain'] },
  { address: A.lindberg, name: 'Johan Lindberg', title: 'Försäljningsansvarig Sverige', pages: ['/sv/kontakta-oss'], cases: ['deep-page', 'hreflang', 'link-non-english', 'rdfa', 'plain'] },
  { address: A.kundtjanst, name: null, title: null, pages: ['/sv/kontakta-oss'], cases: ['deep-page', 'hreflang', 'link-non-english', 'role', 'plain'] },
];

export function fjellvind(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /admin/\nDisallow: /kasse/\nDisallow: /min-side/\n\nSitemap: ${ORIGIN}/sitemap-no.xml\nSitemap: ${ORIGIN}/sitemap-nordic.xml\n`,
      pages: pages(),
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'tuning',
      languages: ['no', 'da', 'sv'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/ansatte', text: SCHEME },
      disallowed: ['/admin/ansattliste'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        ...STAFF_LIST.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: 'logo@2x.png', kind: 'retina' },
        { text: 'jakke-fjellvind@2x.jpg', kind: 'retina' },
        { text: 'alpinejs@3.13.3', kind: 'package' },
      ],
    },
  };
}
