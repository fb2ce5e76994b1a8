/**
 * De Vries & Bakker Advocaten, a law firm in Utrecht (Dutch, with English pages). Tuning set.
 *
 * Shows: Dutch anchor texts ("Over ons", "Advocaten", "Tarieven"); lawyers named with the Dutch
 * academic honorifics "mr." and "mr. drs." and surnames with particles (de Vries, van der
 * Linden, El Amrani); a lawyer whose address is only on her own page (two links deep); an English
 * language home reached only through hreflang and a <select> (no <a> link) with its contact page
 * two links further; no sitemap at all; a client portal robots.txt disallows, linked from the
 * footer; an address in a comment.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'devries-bakker.test';

const A = {
  devries: `p.devries@${HOST}`,
  bakker: `s.bakker@${HOST}`,
  elamrani: `y.elamrani@${HOST}`,
  vanderlinden: `e.vanderlinden@${HOST}`,
  jansen: `m.jansen@${HOST}`,
  secretariaat: `secretariaat@${HOST}`,
  klachten: `klachten@${HOST}`,
  facturen: `facturen@${HOST}`,
  international: `international@${HOST}`,
};
const COMMENTED = `r.smit@${HOST}`;
const PORTAL = [`dossierbeheer@${HOST}`, `l.mulder@${HOST}`];

type Lang = 'nl' | 'en';
const MENUS: Record<Lang, [string, string][]> = {
  nl: [
    ['/', 'Home'],
    ['/over-ons', 'Over ons'],
    ['/advocaten', 'Advocaten'],
    ['/expertises', 'Expertises'],
    ['/tarieven', 'Tarieven'],
    ['/contact', 'Contact'],
  ],
  en: [
    ['/en/', 'Home'],
    ['/en/lawyers', 'Our lawyers'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'De Vries & Bakker Advocaten',
  head: ['<link rel="stylesheet" href="/css/site.css?v=20240911">', '<script src="/js/site.js?v=20240911" defer></script>'],
  privacyPath: { nl: '/privacy', en: '/privacy' },
  header: (page) => {
    const lang: Lang = page.lang === 'en' ? 'en' : 'nl';
    return (
      `<header class="kop"><a href="${lang === 'en' ? '/en/' : '/'}" class="logo">De Vries &amp; Bakker <span>Advocaten</span></a>\n` +
      `<nav>${MENUS[lang].map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' ')}</nav>\n` +
      `<select class="taalkeuze" aria-label="Taal / Language" onchange="window.location=this.value"><option value="/"${lang === 'nl' ? ' selected' : ''}>NL</option><option value="/en/"${lang === 'en' ? ' selected' : ''}>EN</option></select></header>`
    );
  },
  footer: () =>
    `<footer><p>De Vries &amp; Bakker Advocaten · Maliebaan 60 · 3581 CV Utrecht · 030 231 44 80</p>\n` +
    `<!-- klachtenfunctionaris tot 2023: ${COMMENTED} -->\n` +
    `<p><a href="/privacy">Privacy</a> · <a href="/algemene-voorwaarden">Algemene voorwaarden</a> · <a href="/dossiers/overzicht">Cliëntenportaal</a></p></footer>`,
};

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

const HOME_ALTERNATES = { nl: '/', en: '/en/', 'x-default': '/' };

function lawyerCard(name: string, title: string, email: string | null, more?: string): string {
  return (
    `<div class="advocaat"><h3>${esc(name)}</h3><p class="functie">${esc(title)}</p>` +
    (email ? `<p>${mailto(email)}</p>` : '') +
    (more ? `<p><a href="${more}">Meer over ${esc(name.replace(/^mr\.\s+(drs\.\s+)?/, '').split(' ')[0]!)}</a></p>` : '') +
    `</div>`
  );
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      lang: 'nl',
      title: 'Advocaten in arbeidsrecht en ondernemingsrecht',
      alternates: HOME_ALTERNATES,
      main:
        `<section class="intro"><h1>Heldere adviezen, stevige procedures</h1><p>De Vries &amp; Bakker Advocaten staat ondernemers en werknemers bij in het arbeidsrecht, ondernemingsrecht en huurrecht.</p></section>\n` +
        `<section><h2>Direct een advocaat spreken?</h2><p>Bel 030 231 44 80 of <a href="/contact">neem contact op</a>.</p></section>`,
    }),
    '/over-ons': page({
      path: '/over-ons',
      lang: 'nl',
      title: 'Over ons',
      main:
        `<h1>Over ons</h1>\n<p>Het kantoor werd in 2008 opgericht door Pieter de Vries en Sanne Bakker. Vanuit een monumentaal pand aan de Maliebaan werken we met vijf advocaten en een team van juridisch medewerkers.</p>\n` +
        `<p>Wij zijn aangesloten bij de Vereniging Arbeidsrecht Advocaten Nederland. Vragen over een lopende zaak stelt u via ${mailto(A.secretariaat)}.</p>`,
    }),
    '/advocaten': page({
      path: '/advocaten',
      lang: 'nl',
      title: 'Advocaten',
      main:
        `<h1>Onze advocaten</h1>\n<div class="advocaten">\n` +
        lawyerCard('mr. Pieter de Vries', 'Advocaat-partner', A.devries, '/advocaten/pieter-de-vries') +
        '\n' +
        lawyerCard('mr. drs. Sanne Bakker', 'Advocaat-partner', A.bakker) +
        '\n' +
        lawyerCard('mr. Youssef El Amrani', 'Advocaat', A.elamrani) +
        '\n' +
        lawyerCard('mr. Eva van der Linden', 'Advocaat', null, '/advocaten/eva-van-der-linden') +
        '\n' +
        lawyerCard('Marloes Jansen', 'Juridisch secretaresse', A.jansen) +
        `\n</div>`,
    }),
    '/advocaten/pieter-de-vries': page({
      path: '/advocaten/pieter-de-vries',
      lang: 'nl',
      title: 'mr. Pieter de Vries',
      main: `<article class="profiel"><h1>mr. Pieter de Vries</h1><p class="functie">Advocaat-partner</p>\n<p>Pieter procedeert sinds 1999 in arbeidszaken en is gespecialiseerd in ontslag en reorganisaties.</p>\n<p>T 030 231 44 81 · ${mailto(A.devries)}</p></article>`,
    }),
    '/advocaten/eva-van-der-linden': page({
      path: '/advocaten/eva-van-der-linden',
      lang: 'nl',
      title: 'mr. Eva van der Linden',
      main: `<article class="profiel"><h1>mr. Eva van der Linden</h1><p class="functie">Advocaat</p>\n<p>Eva adviseert ondernemers over huurrecht en bedrijfsruimte. Zij is sinds 2020 aan het kantoor verbonden.</p>\n<p>T 030 231 44 86 · ${mailto(A.vanderlinden)}</p></article>`,
    }),
    '/expertises': page({
      path: '/expertises',
      lang: 'nl',
      title: 'Expertises',
      main: `<h1>Expertises</h1>\n<ul><li>Arbeidsrecht</li><li>Ondernemingsrecht</li><li>Huurrecht bedrijfsruimte</li><li>Incasso</li></ul>`,
    }),
    '/tarieven': page({
      path: '/tarieven',
      lang: 'nl',
      title: 'Tarieven',
      main: `<h1>Tarieven</h1>\n<p>Ons uurtarief bedraagt € 245 exclusief btw. Voor een eerste gesprek van 30 minuten rekenen wij niets.</p>\n<p>Vragen over een factuur: ${mailto(A.facturen)}</p>`,
    }),
    '/contact': page({
      path: '/contact',
      lang: 'nl',
      title: 'Contact',
      main:
        `<h1>Contact</h1>\n<p>Maliebaan 60, 3581 CV Utrecht · 030 231 44 80 · ${mailto(A.secretariaat)}</p>\n` +
        `<h2>Klachtenregeling</h2><p>Niet tevreden over onze dienstverlening? Meld het ons via ${mailto(A.klachten)}.</p>`,
    }),
    '/privacy': page({ path: '/privacy', lang: 'nl', title: 'Privacyverklaring', main: `<h1>Privacyverklaring</h1>\n<p>Wij verwerken persoonsgegevens uitsluitend voor de uitvoering van de opdracht en wettelijke verplichtingen.</p>` }),
    '/algemene-voorwaarden': page({ path: '/algemene-voorwaarden', lang: 'nl', title: 'Algemene voorwaarden', main: `<h1>Algemene voorwaarden</h1>\n<p>Op alle opdrachten zijn onze algemene voorwaarden van toepassing.</p>` }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Employment and corporate lawyers in Utrecht',
      alternates: HOME_ALTERNATES,
      main: `<section class="intro"><h1>Clear advice, robust litigation</h1><p>We advise international employers and employees in the Netherlands. <a href="/en/contact">Contact our international desk</a>.</p></section>`,
    }),
    '/en/lawyers': page({
      path: '/en/lawyers',
      lang: 'en',
      title: 'Our lawyers',
      main: `<h1>Our lawyers</h1>\n<ul><li>Pieter de Vries – Partner</li><li>Sanne Bakker – Partner</li><li>Youssef El Amrani – Lawyer</li><li>Eva van der Linden – Lawyer</li></ul>`,
    }),
    '/en/contact': page({
      path: '/en/contact',
      lang: 'en',
      title: 'Contact',
      main: `<h1>Contact</h1>\n<p>International desk: Sanne Bakker, Partner, ${mailto(A.bakker)}</p>\n<p>Enquiries from abroad: ${mailto(A.international)}</p>\n<p>Maliebaan 60, 3581 CV Utrecht, the Netherlands</p>`,
    }),
    '/dossiers/overzicht': page({
      path: '/dossiers/overzicht',
      lang: 'nl',
      title: 'Cliëntenportaal',
      main: `<h1>Uw dossiers</h1>\n<p>Dossierbeheer: ${PORTAL[0]} · Uw contactpersoon: Lotte Mulder, ${PORTAL[1]}</p>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.devries, name: 'Pieter de Vries', title: 'Advocaat-partner', titleAlternatives: ['Partner'], pages: ['/advocaten', '/advocaten/pieter-de-vries'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.bakker, name: 'Sanne Bakker', title: 'Advocaat-partner', titleAlternatives: ['Partner'], pages: ['/advocaten', '/en/contact'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.elamrani, name: 'Youssef El Amrani', title: 'Advocaat', pages: ['/advocaten'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.vanderlinden, name: 'Eva van der Linden', title: 'Advocaat', pages: ['/advocaten/eva-van-der-linden'], cases: ['deep-page', 'link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.jansen, name: 'Marloes Jansen', title: 'Juridisch secretaresse', pages: ['/advocaten'], cases: ['link-non-english', 'card', 'plain'] },
  { address: A.secretariaat, name: null, title: null, pages: ['/over-ons', '/contact'], cases: ['role', 'plain'] },
  { address: A.klachten, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
  { address: A.facturen, name: null, title: null, pages: ['/tarieven'], cases: ['link-non-english', 'role', 'plain'] },
  { address: A.international, name: null, title: null, pages: ['/en/contact'], cases: ['hreflang', 'deep-page', 'role', 'plain'] },
];

export function deVriesBakker(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /dossiers/\nDisallow: /cms/\n`,
      pages: pages(),
      headers: { Server: 'Microsoft-IIS/10.0', 'X-Powered-By': 'ASP.NET' },
    },
    truth: {
      domain: HOST,
      set: 'tuning',
      languages: ['nl', 'en'],
      addresses,
      pattern: '{f}.{last}',
      disallowed: ['/dossiers/overzicht'],
      nonAddresses: [{ text: COMMENTED, kind: 'comment' }, ...PORTAL.map((text) => ({ text, kind: 'disallowed' as const }))],
    },
  };
}
