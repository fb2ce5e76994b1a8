/**
 * Tandlægerne på Vesterbro: a dental clinic in Copenhagen, Danish with two English pages for
 * expats. A One.com site builder page set: the staff as a table with Danish degrees after the
 * names, the owners as JSON-LD members, the clinic's address written by String.fromCharCode,
 * an English "New patients" page two links from home, and a staff login robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'tandlaegerne-vesterbro.test';
const ORIGIN = `http://${HOST}`;
const KLINIK_CODES = charCodes('klinik@tandlaegerne-vesterbro.test');

const MENU = {
  da: [
    ['/', 'Forside'],
    ['/om-klinikken', 'Om klinikken'],
    ['/behandlinger', 'Behandlinger'],
    ['/priser', 'Priser'],
    ['/personale', 'Personale'],
    ['/kontakt', 'Kontakt'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Welcome'],
    ['/en/new-patients', 'New patients'],
    ['/', 'Dansk'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Tandlægerne på Vesterbro',
  head: ['<meta name="generator" content="one.com Website Builder">', '<link rel="stylesheet" href="/onewebstatic/css/site-7c1d2e.css">'],
  header: (page) =>
    `<div class="oneweb-header"><a href="/"><img src="/onewebmedia/logo-tand.png" srcset="/onewebmedia/logo-tand@2x.png 2x" alt="Tandlægerne på Vesterbro"></a>` +
    `<ul class="menu">${MENU[page.lang === 'en' ? 'en' : 'da'].map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div>`,
  footer: (page) =>
    `<div class="oneweb-footer"><p>Tandlægerne på Vesterbro I/S · Istedgade 101, 1. sal · 1650 København V · CVR 34567812</p>` +
    `<p>${page.lang === 'en' ? 'Emergency toothache: call 33 21 45 67 from 8:00.' : 'Akut tandpine: ring 33 21 45 67 fra kl. 8.00.'} · <a href="/intern">Personalelogin</a></p></div>`,
  privacyPath: { da: '/kontakt', en: '/kontakt' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const STAFF: [string, string, string][] = [
  ['Mette Holm, cand.odont.', 'Tandlæge, klinikejer', 'mh@tandlaegerne-vesterbro.test'],
  ['dr.odont. Rasmus Lund, cand.odont.', 'Specialtandlæge i tandregulering, medejer', 'rl@tandlaegerne-vesterbro.test'],
  ['Sofie Kjær', 'Tandplejer', 'sk@tandlaegerne-vesterbro.test'],
  ['Anne Berg', 'Klinikassistent og receptionist', 'ab@tandlaegerne-vesterbro.test'],
];

export function tandlaegerneVesterbro(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tandlæge på Vesterbro',
    lang: 'da',
    alternates: { da: '/', en: '/en' },
    main:
      `<h1>Tandlæge midt på Vesterbro</h1><p>Vi er en klinik med to tandlæger, en tandplejer og et stort hjerte for angste patienter. Vi tager imod nye patienter – også børn.</p>\n` +
      `<p><a href="/kontakt">Bestil tid</a> · <a href="/personale">Mød os</a></p>`,
  });

  pages['/om-klinikken'] = page({
    path: '/om-klinikken',
    title: 'Om klinikken',
    lang: 'da',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Tandlægerne på Vesterbro',
        url: `${ORIGIN}/`,
        telephone: '+45 33 21 45 67',
        address: { '@type': 'PostalAddress', streetAddress: 'Istedgade 101, 1. sal', postalCode: '1650', addressLocality: 'København V', addressCountry: 'DK' },
        member: [
          { '@type': 'Person', name: 'Mette Holm', jobTitle: 'Tandlæge, klinikejer', email: 'mailto:mh@tandlaegerne-vesterbro.test' },
          { '@type': 'Person', name: 'Rasmus Lund', jobTitle: 'Specialtandlæge i tandregulering, medejer', email: 'mailto:rl@tandlaegerne-vesterbro.test' },
        ],
      },
    ],
    main:
      `<h1>Om klinikken</h1><p>Klinikken blev grundlagt i 1996 og blev i 2018 overtaget af Mette Holm og Rasmus Lund. Vi har tre behandlingsrum, digital røntgen og en 3D-scanner, så du slipper for aftryksmasse.</p>\n` +
      `<p>Vi samarbejder med tandteknikerne hos Nordic Dental Lab (${mailto('ordre@nordicdentallab.test')}).</p>`,
  });

  pages['/behandlinger'] = page({
    path: '/behandlinger',
    title: 'Behandlinger',
    lang: 'da',
    main: `<h1>Behandlinger</h1><ul><li>Undersøgelse og tandrensning</li><li>Fyldninger og kroner</li><li>Tandregulering med skinner</li><li>Behandling af tandlægeskræk</li></ul>`,
  });

  pages['/priser'] = page({
    path: '/priser',
    title: 'Priser',
    lang: 'da',
    main: `<h1>Priser</h1><table><tr><td>Undersøgelse</td><td>395 kr.</td></tr><tr><td>Tandrensning</td><td>480 kr.</td></tr><tr><td>Plastfyldning</td><td>fra 790 kr.</td></tr></table><p>Priserne er før tilskud fra den offentlige sygesikring og «danmark».</p>`,
  });

  pages['/personale'] = page({
    path: '/personale',
    title: 'Personale',
    lang: 'da',
    main:
      `<h1>Personale</h1>\n<table class="staff">\n<tr><th>Navn</th><th>Stilling</th><th>E-mail</th></tr>\n` +
      STAFF.map(([name, role, address]) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mailto(address)}</td></tr>`).join('\n') +
      `\n</table>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'da',
    main:
      `<h1>Kontakt og tidsbestilling</h1><p>Istedgade 101, 1. sal, 1650 København V<br>Telefon 33 21 45 67 (man–fre 8.00–15.00)</p>\n` +
      `<p>Skriv til klinikken: <script>document.write('<a href="mailto:' + String.fromCharCode(${KLINIK_CODES}) + '">' + String.fromCharCode(${KLINIK_CODES}) + '</a>');</script></p>\n` +
      `<p>Send aldrig cpr-nummer eller helbredsoplysninger pr. mail.</p>\n` +
      `<form method="post"><input type="text" name="navn" placeholder="Dit navn"><input type="email" name="mail" placeholder="din@email.dk"><button>Send</button></form>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Dentist in Vesterbro, Copenhagen',
    lang: 'en',
    alternates: { da: '/', en: '/en' },
    main: `<h1>An English-speaking dentist in Vesterbro</h1><p>Many of our patients are new to Denmark. We explain every treatment in English, and we can help you with the Danish health insurance card (the yellow card).</p><p><a href="/en/new-patients">New patients: how to register</a></p>`,
  });

  pages['/en/new-patients'] = page({
    path: '/en/new-patients',
    title: 'New patients',
    lang: 'en',
    main: `<h1>New patients</h1><p>Bring your yellow card and a list of any medicines you take. To register before your first visit, email your name, date of birth and phone number (never your full CPR number) to ${mailto('nypatient@tandlaegerne-vesterbro.test')}.</p>`,
  });

  pages['/intern'] = page({
    path: '/intern',
    title: 'Personalelogin',
    lang: 'da',
    main: `<h1>Personalelogin</h1><p>Vagtplan og journalsystem. Glemt kode? Skriv til ${mailto('vagtplan@tandlaegerne-vesterbro.test')}</p>`,
  });

  const staff = (i: number) => STAFF[i]![2];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-klinikken', '/behandlinger', '/priser', '/personale', '/kontakt', '/en'], '2025-01-15'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'one.com' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-5',
      languages: ['da', 'en'],
      addresses: [
        { address: staff(0), name: 'Mette Holm', title: 'Tandlæge, klinikejer', pages: ['/personale', '/om-klinikken'], cases: ['table', 'post-nominal', 'json-ld-person', 'json-ld-mailto', 'plain', 'link-non-english'] },
        { address: staff(1), name: 'Rasmus Lund', title: 'Specialtandlæge i tandregulering, medejer', pages: ['/personale', '/om-klinikken'], cases: ['table', 'honorific', 'post-nominal', 'json-ld-person', 'json-ld-mailto', 'plain', 'link-non-english'] },
        { address: staff(2), name: 'Sofie Kjær', title: 'Tandplejer', pages: ['/personale'], cases: ['table', 'plain', 'link-non-english'] },
        { address: staff(3), name: 'Anne Berg', title: 'Klinikassistent og receptionist', pages: ['/personale'], cases: ['table', 'plain', 'link-non-english'] },
        {
          address: 'klinik@tandlaegerne-vesterbro.test',
          name: null,
          title: null,
          pages: ['/kontakt'],
          encoded: { kind: 'charcodes', text: KLINIK_CODES },
          cases: ['script-charcode', 'role'],
        },
        { address: 'nypatient@tandlaegerne-vesterbro.test', name: null, title: null, pages: ['/en/new-patients'], cases: ['link-english-unlisted', 'deep-page', 'role', 'plain'] },
      ],
      pattern: '{f}{l}',
      disallowed: ['/intern'],
      nonAddresses: [
        { text: 'vagtplan@tandlaegerne-vesterbro.test', kind: 'disallowed' },
        { text: 'logo-tand@2x.png', kind: 'retina' },
        { text: 'din@email.dk', kind: 'placeholder' },
        { text: 'ordre@nordicdentallab.test', kind: 'other-company' },
      ],
    },
  };
}
