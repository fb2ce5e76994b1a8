/**
 * Bystřina Film: an independent film production company in Prague, on Squarespace in Czech.
 * The producers as "Name, role" lines with Czech academic titles (MgA., Mgr., Ph.D.), the
 * contact page stating the address scheme and writing addresses with "(at)", post-production
 * as a label line whose address String.fromCharCode builds, the festival manager in a film
 * page's prose beside a distribution mailbox no one owns, and a casting call on a page only the
 * gzip sitemap lists; the crew's shared drive robots.txt keeps out.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'bystrina-film.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/filmy', 'Filmy'],
  ['/o-nas', 'O nás'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bystřina Film',
  head: [
    '<!-- This is Squarespace. --><!-- bystrina-film -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6512ab3f0c1e4a27d8f90b11/14/5c5a519771c10ba3470d8101/6512ab3f0c1e4a27d8f90b1a/1523/site.css">',
    '<script type="text/javascript" crossorigin="anonymous" defer="defer" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"6512ab3f0c1e4a27d8f90b11","identifier":"bystrina-film","language":"cs-CZ"},"templateId":"5c5a519771c10ba3470d8101"};</script>',
  ],
  header: () =>
    `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner container--fluid"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/6512ab3f0c1e4a27d8f90b11/bystrina-logo.png?format=1500w" alt="Bystřina Film"></a></div>` +
    `<div class="header-nav"><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-html-content"><p>Bystřina Film s.r.o. · Korunní 1205/42, 120 00 Praha 2 · IČO 07418236</p><p><a href="/zasady-ochrany-osobnich-udaju">Zásady ochrany osobních údajů</a> · <a href="/crew">Crew</a></p></div></div></div></section></footer>`,
  bodyEnd: ['<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.8b3c1f2a.js" type="text/javascript"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs-CZ' });
const block = (html: string): string => `<article class="sections" id="sections" data-page-sections><section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></section></article>`;
const atForm = (local: string): string => `${local} (at) bystrina-film.test`;

const MARTIN = `martin.cerny@${HOST}`;
const MARTIN_CODES = charCodes(MARTIN);
const SCHEME = `jmeno.prijmeni@${HOST}`;

export function bystrinaFilm(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Produkce hraných a dokumentárních filmů',
    jsonLd: [{ '@context': 'http://schema.org', '@type': 'Organization', name: 'Bystřina Film', url: `${ORIGIN}/`, address: 'Korunní 1205/42, 120 00 Praha 2' }],
    main: block(
      `<h1>Bystřina Film</h1><p>Nezávislá produkce z Prahy. Vyvíjíme a vyrábíme hrané a dokumentární filmy pro kina i televizi, často v koprodukci se Slovenskem a Polskem.</p>` +
        `<p>Novinka: <a href="/filmy/tiche-vody">Tiché vody</a> – světová premiéra v soutěži MFF Karlovy Vary 2025.</p>`,
    ),
  });

  pages['/filmy'] = page({ path: '/filmy', title: 'Filmy', main: block(`<h1>Filmy</h1><ul><li><a href="/filmy/tiche-vody">Tiché vody</a> (2025, hraný)</li><li>Poslední směna (2023, dokument)</li><li>Hrana (2021, krátký film)</li></ul>`) });

  pages['/filmy/tiche-vody'] = page({
    path: '/filmy/tiche-vody',
    title: 'Tiché vody',
    main: block(
      `<h1>Tiché vody</h1><p>Režie: Petra Malá · Scénář: Petra Malá, Jan Vodička · Kamera: Adam Kučera · 104 min.</p>` +
        `<p>Po smrti otce se Marta vrací do vesnice pod přehradou, kterou má brzy zaplavit voda.</p>` +
        `<p>Film po Karlových Varech pokračuje na další festivaly; o projekcích a akreditacích pro festivaly se domluvíte s naší festivalovou manažerkou Lucií Marešovou na ${mailto(`lucie.maresova@${HOST}`)}.</p>` +
        `<p>Distribuce v ČR: Aerofilms (od 18. září). Kontakt pro kina: ${mailto(`distribuce@${HOST}`)}</p>`,
    ),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: block(
      `<h1>O nás</h1><p>Společnost založili v roce 2018 absolventi FAMU. Jsme členy Asociace producentů v audiovizi.</p>` +
        `<p>MgA. Ondřej Král, producent a jednatel, ${mailto(`ondrej.kral@${HOST}`)}</p>` +
        `<p>Mgr. Tereza Dvořáková, Ph.D., dramaturgyně a vývoj projektů, ${mailto(`tereza.dvorakova@${HOST}`)}</p>` +
        `<p>Eva Novotná, vedoucí produkce, ${mailto(`eva.novotna@${HOST}`)}</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: block(
      `<h1>Kontakt</h1><p>Kancelář: Korunní 1205/42, Praha 2 · ${tel('+420 222 518 430')}</p>` +
        `<p>Všechny naše adresy mají tvar ${SCHEME}. Obecné dotazy a nabídky scénářů: ${atForm('produkce')}</p>` +
        `<p>Vedoucí výroby: Jakub Šimek, ${atForm('jakub.simek')}, ${tel('+420 603 118 274')}</p>` +
        `<p>Postprodukce – Martin Černý, supervizor postprodukce: <span id="pp-mail"></span><script>(function(){var a=String.fromCharCode(${MARTIN_CODES});document.getElementById('pp-mail').innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script></p>` +
        `<form class="form-wrapper" data-form-id="6512ad01"><label>Jméno<input type="text" name="fname"></label><label>E-mail<input type="email" name="email"></label><label>Zpráva<textarea name="message"></textarea></label><button type="submit">Odeslat</button></form>`,
    ),
  });

  pages['/casting'] = page({
    path: '/casting',
    title: 'Casting',
    main: block(
      `<h1>Hledáme herce a neherce pro nový film</h1><p>Pro celovečerní film „Sklo“ (natáčení jaro 2026, Jizerské hory) hledáme dívku 14–17 let a muže 60–75 let, i bez herecké zkušenosti.</p>` +
        `<p>Klára Horáková, castingová režisérka, ${mailto(`klara.horakova@${HOST}`)}</p><p>Fotografie a krátké video posílejte na ${mailto(`casting@${HOST}`)} do 15. prosince.</p>`,
    ),
  });

  pages['/zasady-ochrany-osobnich-udaju'] = page({ path: '/zasady-ochrany-osobnich-udaju', title: 'Zásady ochrany osobních údajů', main: block(`<h1>Zásady ochrany osobních údajů</h1><p>Správcem osobních údajů je Bystřina Film s.r.o., Korunní 1205/42, Praha 2.</p>`) });
  pages['/crew'] = page({ path: '/crew', title: 'Crew', main: block(`<h1>Crew</h1><p>Sdílený disk a callsheety. Přístup: ${mailto(`crew@${HOST}`)}</p>`) });

  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/filmy', '/filmy/tiche-vody', '/o-nas', '/kontakt'], '2025-10-20'));
  pages['/sitemap-extra.xml.gz'] = gzipXmlPage(urlset(HOST, ['/casting'], '2025-10-20'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /crew\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-extra.xml.gz'], '2025-10-20'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'kQ2f8bTz/Ld01aP3x' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-26',
      languages: ['cs'],
      addresses: [
        { address: `produkce@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'obfuscated', 'link-non-english'] },
        { address: `ondrej.kral@${HOST}`, name: 'Ondřej Král', title: 'producent a jednatel', titleAlternatives: ['producent'], pages: ['/o-nas'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `tereza.dvorakova@${HOST}`, name: 'Tereza Dvořáková', title: 'dramaturgyně a vývoj projektů', titleAlternatives: ['dramaturgyně'], pages: ['/o-nas'], cases: ['name-title-line', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `eva.novotna@${HOST}`, name: 'Eva Novotná', title: 'vedoucí produkce', pages: ['/o-nas'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `jakub.simek@${HOST}`, name: 'Jakub Šimek', title: 'Vedoucí výroby', pages: ['/kontakt'], cases: ['title-name-line', 'obfuscated', 'link-non-english'] },
        { address: MARTIN, name: 'Martin Černý', title: 'supervizor postprodukce', pages: ['/kontakt'], encoded: { kind: 'charcodes', text: MARTIN_CODES }, cases: ['label-line', 'script-charcode', 'link-non-english'] },
        { address: `lucie.maresova@${HOST}`, name: 'Lucie Marešová', title: 'festivalová manažerka', pages: ['/filmy/tiche-vody'], cases: ['prose', 'plain'] },
        { address: `distribuce@${HOST}`, name: null, title: null, pages: ['/filmy/tiche-vody'], cases: ['role', 'neighbour', 'plain'] },
        { address: `klara.horakova@${HOST}`, name: 'Klára Horáková', title: 'castingová režisérka', pages: ['/casting'], cases: ['sitemap-gzip', 'sitemap-index', 'name-title-line', 'plain'] },
        { address: `casting@${HOST}`, name: null, title: null, pages: ['/casting'], cases: ['role', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/crew'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `crew@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
