/**
 * Östervik kommun, fritids- och idrottsavdelningen: a municipal sports department's pages on
 * Sitevision, in Swedish. The staff in a table, the halls' bookers as "Title: Name" lines, a
 * press contact label line, the association grants page listed only in the sitemap robots.txt
 * names, and an intranet page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'ostervik-idrott.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/idrott-och-fritid.html', 'Idrott och fritid'],
  ['/idrottsanlaggningar.html', 'Idrottsanläggningar'],
  ['/kontakta-oss.html', 'Kontakta oss'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Östervik kommun – Idrott och fritid',
  head: ['<meta name="generator" content="Sitevision">', `<link rel="stylesheet" href="/sitevision/system-resource/8a4b2c1d/css/portlets.css">`],
  header: () =>
    `<header class="sv-layout env-header"><a class="logo" href="/"><img src="/images/18.3f2a1b/ostervik-kommunvapen.svg" alt="Östervik kommun"></a><nav class="sv-layout main-nav" aria-label="Huvudmeny"><ul>${MENU.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="sv-layout env-footer"><div class="sv-text-portlet"><p><strong>Östervik kommun</strong><br>Kommunhuset, Storgatan 12, 785 30 Östervik<br>Kontaktcenter: ${tel('0241-160 00')}<br>${mailto(`kontaktcenter@${HOST}`)}</p><p><a href="/om-webbplatsen.html">Om webbplatsen</a> · <a href="/intranat.html">Intranät</a></p></div></footer>`,
  privacyPath: { sv: '/om-webbplatsen.html' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sv' });
const sv = (html: string): string => `<div class="sv-layout sv-template-portlet"><div class="sv-text-portlet-content">${html}</div></div>`;

type Row = [string, string, string];
const STAFF: Row[] = [
  ['Anders Lindqvist', 'Fritidschef', 'anders.lindqvist'],
  ['Maria Ekström', 'Verksamhetsutvecklare föreningsstöd', 'maria.ekstrom'],
  ['Johan Nyberg', 'Driftchef idrottsanläggningar', 'johan.nyberg'],
  ['Elin Sjöberg', 'Folkhälsostrateg', 'elin.sjoberg'],
  ['Hampus Öberg', 'Fritidskonsulent, ansvarig för spontanidrott och fritidsgårdar', 'hampus.oberg'],
];

export function ostervikIdrott(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Idrott och fritid',
    main: sv(`<h1>Idrott och fritid i Östervik</h1><p>Här hittar du simhallen, idrottshallarna, motionsspåren och information om föreningsbidrag.</p><p><a href="/idrott-och-fritid.html">Läs mer om vår verksamhet</a></p>`),
  });
  pages['/idrott-och-fritid.html'] = page({
    path: '/idrott-och-fritid.html',
    title: 'Fritidsavdelningen',
    main: sv(
      `<h1>Fritidsavdelningen</h1><p>Fritidsavdelningen tillhör kultur- och fritidsförvaltningen och ansvarar för kommunens idrottsanläggningar och stödet till föreningslivet.</p>` +
        `<table class="sv-table"><caption>Medarbetare</caption><thead><tr><th>Namn</th><th>Befattning</th><th>E-post</th><th>Telefon</th></tr></thead><tbody>` +
        STAFF.map(([n, t, l], i) => `<tr><td>${esc(n)}</td><td>${esc(t)}</td><td>${mailto(`${l}@${HOST}`)}</td><td>0241-161 ${20 + i * 3}</td></tr>`).join('') +
        `</tbody></table><p>Presskontakt: Karin Holm, kommunikatör kultur och fritid, 0241-160 47, ${mailto(`karin.holm@${HOST}`)}</p>`,
    ),
  });
  pages['/idrottsanlaggningar.html'] = page({
    path: '/idrottsanlaggningar.html',
    title: 'Idrottsanläggningar',
    main: sv(
      `<h1>Idrottsanläggningar</h1><h2>Österviksbadet</h2><p>Badmästare: Peter Wallin, ${mailto(`peter.wallin@${HOST}`)}</p><h2>Sporthallen och Vikavallen</h2><p>Bokningsansvarig: Linnea Berg, ${mailto(`linnea.berg@${HOST}`)}</p>` +
        `<p>Bokningar av hallar görs i vårt bokningssystem eller via ${mailto(`bokning@${HOST}`)}.</p>`,
    ),
  });
  pages['/kontakta-oss.html'] = page({
    path: '/kontakta-oss.html',
    title: 'Kontakta oss',
    main: sv(`<h1>Kontakta oss</h1><p>Frågor om idrott och fritid: ${mailto(`fritid@${HOST}`)} eller kontaktcenter ${tel('0241-160 00')}.</p>`),
  });
  pages['/foreningsbidrag.html'] = page({
    path: '/foreningsbidrag.html',
    title: 'Föreningsbidrag',
    main: sv(`<h1>Föreningsbidrag</h1><p>Ansökan om aktivitetsstöd ska vara inne senast 25 augusti. Handläggare för föreningsbidrag är Oskar Dahl, som svarar på frågor på ${mailto(`oskar.dahl@${HOST}`)}.</p>`),
  });
  pages['/om-webbplatsen.html'] = page({ path: '/om-webbplatsen.html', title: 'Om webbplatsen', main: sv(`<h1>Om webbplatsen</h1><p>Östervik kommun är personuppgiftsansvarig. Webbplatsen använder kakor.</p>`) });
  pages['/intranat.html'] = page({ path: '/intranat.html', title: 'Intranät', main: sv(`<h1>Intranät</h1><p>Inloggning för anställda. Support: ${mailto(`it-support@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranat.html\n\nSitemap: ${ORIGIN}/sitemap/sitemap-sv.xml\n`,
      pages: { ...pages, '/sitemap/sitemap-sv.xml': { body: urlset(HOST, ['/', '/idrott-och-fritid.html', '/idrottsanlaggningar.html', '/kontakta-oss.html', '/foreningsbidrag.html', '/om-webbplatsen.html']), contentType: 'application/xml; charset=utf-8' } },
    },
    truth: {
      domain: HOST,
      set: 'held-out-53',
      languages: ['sv'],
      addresses: [
        { address: `kontaktcenter@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `fritid@${HOST}`, name: null, title: null, pages: ['/kontakta-oss.html'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `bokning@${HOST}`, name: null, title: null, pages: ['/idrottsanlaggningar.html'], cases: ['role', 'neighbour', 'plain', 'link-non-english'] },
        ...STAFF.map(([n, t, l]) => ({ address: `${l}@${HOST}`, name: n, title: t, pages: ['/idrott-och-fritid.html'], cases: ['table', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `karin.holm@${HOST}`, name: 'Karin Holm', title: 'kommunikatör kultur och fritid', pages: ['/idrott-och-fritid.html'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `peter.wallin@${HOST}`, name: 'Peter Wallin', title: 'Badmästare', pages: ['/idrottsanlaggningar.html'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `linnea.berg@${HOST}`, name: 'Linnea Berg', title: 'Bokningsansvarig', pages: ['/idrottsanlaggningar.html'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `oskar.dahl@${HOST}`, name: 'Oskar Dahl', title: 'Handläggare för föreningsbidrag', pages: ['/foreningsbidrag.html'], cases: ['prose', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranat.html'],
      nonAddresses: [{ text: `it-support@${HOST}`, kind: 'disallowed' }],
    },
  };
}
