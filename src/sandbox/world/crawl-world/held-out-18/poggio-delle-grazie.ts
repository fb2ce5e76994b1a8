/**
 * Poggio delle Grazie: a family winery with an agriturismo near Montalcino, Italian with English,
 * on Wix. The family in cards, the owner and the winemaker in the story's sentences, the
 * agriturismo host in a label line, the harvest-news post listed only in a gzip-compressed
 * sitemap; the wine club's area disallowed, the shipping partner's address beside the shop text.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'poggiodellegrazie.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'it' | 'en', [string, string][]> = {
  it: [['/', 'Home'], ['/la-famiglia', 'La famiglia'], ['/agriturismo', 'Agriturismo'], ['/vini', 'I nostri vini'], ['/contatti', 'Contatti'], ['/en', 'English']],
  en: [['/en', 'Home'], ['/en/the-family', 'The family'], ['/en/farm-stay', 'Farm stay'], ['/', 'Italiano']],
};
const lng = (p: PageSpec): 'it' | 'en' => (p.lang === 'en' ? 'en' : 'it');

const theme: Theme = {
  host: HOST,
  siteName: 'Poggio delle Grazie',
  head: ['<meta name="generator" content="Wix.com Website Builder">', '<link rel="stylesheet" href="https://static.parastorage.test/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt.min.css">'],
  header: (p) =>
    `<header id="SITE_HEADER" class="xU8fqS"><div data-testid="linkElement"><a href="${lng(p) === 'en' ? '/en' : '/'}"><img src="https://static.wixstatic.test/media/a7c3e1_logo-poggio.png" alt="Poggio delle Grazie"></a></div>` +
    `<nav id="comp-lk2p9x1r" aria-label="Sito"><ul class="StylableHorizontalMenu">${MENU[lng(p)].map(([h, l]) => `<li><a data-testid="linkElement" href="${h}"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER"><div class="wixui-rich-text"><p>Società Agricola Poggio delle Grazie s.s. · Loc. Le Grazie 12 · 53024 Montalcino (SI) · P.IVA 01234560521 · ${tel('+39 0577 848 215')} · ${mailto(`info@${HOST}`)}</p><p><a href="/privacy">Privacy</a> · <a href="/wine-club">Wine Club</a></p></div></footer>`,
  privacyPath: { it: '/privacy', en: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const rich = (html: string) => `<div class="wixui-rich-text" data-testid="richTextElement">${html}</div>`;

type Member = { name: string; it: string; en: string; mail: string };
const FAMILY: Member[] = [
  { name: 'Giulia Bindi', it: 'Responsabile cantina e degustazioni', en: 'Cellar door and tastings manager', mail: 'giulia' },
  { name: 'Niccolò Bindi', it: 'Vendite Italia e estero', en: 'Sales, Italy and export', mail: 'niccolo' },
  { name: 'Sofia Mancini', it: 'Sommelier AIS, accoglienza (stagionale)', en: 'Sommelier, hospitality (seasonal)', mail: 'sofia' },
];
const card = (m: Member, lang: 'it' | 'en') =>
  `<div class="wixui-repeater__item"><img src="https://static.wixstatic.test/media/a7c3e1_${m.mail}.jpg" alt="${esc(m.name)}"><h4 class="wixui-rich-text__text">${esc(m.name)}</h4><p class="wixui-rich-text__text">${esc(m[lang])}</p><p>${mailto(`${m.mail}@${HOST}`)}</p></div>`;

export function poggioDelleGrazie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const fam = { it: '/la-famiglia', en: '/en/the-family' };

  pages['/'] = page({ path: '/', title: 'Brunello di Montalcino e agriturismo', lang: 'it', alternates: { it: '/', en: '/en' }, main: rich(`<h1>Brunello, olio e ospitalità dal 1962</h1><p>Otto ettari di Sangiovese sul versante sud di Montalcino, sei camere e una piscina tra gli ulivi.</p>`) });
  pages['/en'] = page({ path: '/en', title: 'Brunello di Montalcino and farm stay', lang: 'en', alternates: { it: '/', en: '/en' }, main: rich(`<h1>Brunello, olive oil and hospitality since 1962</h1><p>Eight hectares of Sangiovese south of Montalcino, six rooms and a pool among the olive trees.</p>`) });

  pages['/la-famiglia'] = page({
    path: '/la-famiglia',
    title: 'La famiglia',
    lang: 'it',
    alternates: fam,
    main:
      rich(`<h1>La famiglia</h1><p>Il nonno Dino piantò le prime vigne nel 1962. Oggi l'azienda è guidata dal titolare, Marco Bindi, che segue personalmente vigna e clienti: scrivetegli a ${mailto(`marco@${HOST}`)}.</p>` +
        `<p>Il nostro enologo, Lorenzo Cappelli, vinifica ogni parcella separatamente; per visite tecniche e stampa lo trovate a ${mailto(`lorenzo@${HOST}`)}.</p>`) +
      `<div class="wixui-repeater">${FAMILY.map((m) => card(m, 'it')).join('')}</div>`,
  });
  pages['/en/the-family'] = page({
    path: '/en/the-family',
    title: 'The family',
    lang: 'en',
    alternates: fam,
    main: rich(`<h1>The family</h1><p>Grandfather Dino planted the first vines in 1962. Today the estate is run by Marco Bindi with his children and a small team.</p>`) + `<div class="wixui-repeater">${FAMILY.map((m) => card(m, 'en')).join('')}</div>`,
  });

  pages['/agriturismo'] = page({
    path: '/agriturismo',
    title: 'Agriturismo',
    lang: 'it',
    alternates: { it: '/agriturismo', en: '/en/farm-stay' },
    main: rich(`<h1>Agriturismo</h1><p>Sei camere nel casale restaurato, colazione con i prodotti dell'azienda, piscina aperta da maggio a settembre.</p><p>Prenotazioni: Anna Ricci, responsabile ospitalità, ${tel('+39 333 418 2290')}, ${mailto(`ospitalita@${HOST}`)}</p>`),
  });
  pages['/en/farm-stay'] = page({ path: '/en/farm-stay', title: 'Farm stay', lang: 'en', alternates: { it: '/agriturismo', en: '/en/farm-stay' }, main: rich(`<h1>Farm stay</h1><p>Six rooms in the restored farmhouse. Bookings: ${mailto(`ospitalita@${HOST}`)}</p>`) });

  pages['/vini'] = page({ path: '/vini', title: 'I nostri vini', lang: 'it', main: rich(`<h1>I nostri vini</h1><p>Rosso di Montalcino DOC, Brunello di Montalcino DOCG, Brunello Riserva "Le Grazie". Spediamo in tutta l'UE tramite il nostro partner logistico (assistenza spedizioni: supporto@vinolog-spedizioni.it).</p>`) });
  pages['/contatti'] = page({ path: '/contatti', title: 'Contatti', lang: 'it', main: rich(`<h1>Contatti</h1><p>Degustazioni su prenotazione, dal lunedì al sabato. ${mailto(`info@${HOST}`)}</p>`) });

  pages['/post/vendemmia-2024-diario'] = page({
    path: '/post/vendemmia-2024-diario',
    title: 'Vendemmia 2024: il diario',
    lang: 'it',
    main: rich(`<h1>Vendemmia 2024: il diario</h1><p>Raccolta a mano dal 23 settembre al 9 ottobre, uve sane e acidità alta: un'annata da lungo affinamento.</p><p>Testo di Elena Fabbri, agronoma dell'azienda. Domande sul vigneto? ${mailto(`elena@${HOST}`)}</p>`),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', lang: 'it', main: rich(`<h1>Informativa privacy</h1><p>Titolare del trattamento: Società Agricola Poggio delle Grazie s.s.</p>`) });
  pages['/wine-club'] = page({ path: '/wine-club', title: 'Wine Club', lang: 'it', main: rich(`<h1>Wine Club</h1><p>Gestione abbonamenti: ${mailto(`club@${HOST}`)}</p>`) });
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/la-famiglia', '/agriturismo', '/vini', '/contatti']));
  pages['/blog-posts-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/post/vendemmia-2024-diario'], '2024-10-21'));

  const m = (x: Member) => ({ address: `${x.mail}@${HOST}`, name: x.name, title: x.it, titleAlternatives: [x.en], pages: ['/la-famiglia', '/en/the-family'], cases: ['card', 'plain', 'link-non-english'] as CaseKind[] });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wine-club\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml.gz']),
      pages,
      headers: { Server: 'Pepyaka', 'x-wix-request-id': '1718030000.1234567890' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-18',
      languages: ['it', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'plain'] },
        { address: `marco@${HOST}`, name: 'Marco Bindi', title: 'titolare', pages: ['/la-famiglia'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `lorenzo@${HOST}`, name: 'Lorenzo Cappelli', title: 'enologo', pages: ['/la-famiglia'], cases: ['prose', 'plain', 'link-non-english'] },
        ...FAMILY.map(m),
        { address: `ospitalita@${HOST}`, name: 'Anna Ricci', title: 'responsabile ospitalità', pages: ['/agriturismo', '/en/farm-stay'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `elena@${HOST}`, name: 'Elena Fabbri', title: "agronoma dell'azienda", pages: ['/post/vendemmia-2024-diario'], cases: ['sitemap-gzip', 'sitemap-index', 'prose', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/wine-club'],
      nonAddresses: [
        { text: `club@${HOST}`, kind: 'disallowed' },
        { text: 'supporto@vinolog-spedizioni.it', kind: 'other-company' },
      ],
    },
  };
}
