/**
 * Norrbäckens folkhögskola: a folk high school by Storsjön in Jämtland, on Sitevision, in Swedish
 * with one English page. The staff as a Sitevision table (name, position, phone, address), two
 * links from home under "Om skolan"; the head as "Rektor: Name, address" on the contact page,
 * whose JSON-LD writes the office's address as a mailto: URL; the boarding manager in running
 * text; the English page's international coordinator as "Name, Title, address" (her Swedish title
 * on the staff table); a vacancy page with a "Upplysningar:" line listed only in the gzip sitemap
 * robots.txt names. The intranet page (disallowed) and the course booking system's address are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'norrbacken.test';
const ORIGIN = `http://${HOST}`;
const SYS = '/sitevision/system-resource/7c1e4a2f9b3d8e605a1c4f7b2e9d3a8c6f1b5e2d';

const MENU: [string, string][] = [
  ['/utbildningar', 'Utbildningar'],
  ['/internat', 'Boende och mat'],
  ['/om-skolan', 'Om skolan'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Norrbäckens folkhögskola',
  head: [
    `<link rel="stylesheet" type="text/css" href="${SYS}/css/portlets.css">`,
    `<link rel="stylesheet" type="text/css" href="/2.4b2e1c9d18c6a3f7e2b1d4a/1731409920000/sitevision-responsive-grids.css">`,
    `<link rel="stylesheet" type="text/css" href="/2.4b2e1c9d18c6a3f7e2b1d4a/1731409920000/sitevision-spacing.css">`,
    `<link rel="stylesheet" type="text/css" href="/webdav/files/System/resources/norrbacken/css/main.css">`,
    `<script src="${SYS}/js/jquery.js"></script>`,
    `<script src="${SYS}/js/utils.js"></script>`,
    `<script src="${SYS}/js/portlets.js"></script>`,
    `<script>svDocReady = function(fn){document.addEventListener('DOMContentLoaded', fn);}</script>`,
  ],
  header: (p) =>
    `<div class="sv-layout sv-skip-spacer sv-template-layout" id="svid10_4b2e1c9d18c6a3f7e2b1d4b"><header class="sv-layout nb-header" id="svid94_4b2e1c9d18c6a3f7e2b1d4c">` +
    `<div class="sv-image-portlet sv-portlet" id="svid12_4b2e1c9d18c6a3f7e2b1d4d"><a href="/"><img alt="Norrbäckens folkhögskola" class="sv-noborder" width="220" src="/images/18.4b2e1c9d18c6a3f7e2b1e10/1700217600000/norrbacken-logotyp.svg"></a></div>` +
    `<nav class="sv-vertical sv-layout" aria-label="Huvudmeny"><ul class="nb-menu">${MENU.map(([h, l]) => `<li class="nb-menu__item${p.path.startsWith(h) ? ' nb-menu__item--active' : ''}"><a href="${h}" class="nb-menu__link">${esc(l)}</a></li>`).join('')}` +
    `<li class="nb-menu__item nb-menu__item--lang"><a href="/en" lang="en" class="nb-menu__link">In English</a></li></ul></nav></header></div>`,
  footer: () =>
    `<footer class="sv-layout nb-footer" id="svid94_4b2e1c9d18c6a3f7e2b1d5a"><div class="sv-text-portlet sv-use-margins"><div class="sv-text-portlet-content"><p class="normal"><strong>Norrbäckens folkhögskola</strong><br>Norrbäcksvägen 12, 836 93 Ås<br>Tel. ${tel('063-14 27 00')}</p>` +
    `<p class="normal">Huvudman: Föreningen Norrbäckens folkhögskola. Statsbidrag via Folkbildningsrådet.</p><p class="normal"><a href="/om-webbplatsen/kakor">Kakor</a> · <a href="/om-webbplatsen/tillganglighet">Tillgänglighetsredogörelse</a> · <a href="/intranat">Intranät</a></p></div></div></footer>`,
  privacyPath: { sv: '/om-webbplatsen/kakor', en: '/om-webbplatsen/kakor' },
  bodyEnd: [`<script src="${SYS}/js/envision/envision.js"></script>`, `<script src="https://siteimproveanalytics.com/js/siteanalyze_6231874.js" async></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sv' });
const txt = (html: string): string => `<div class="sv-text-portlet sv-use-margins"><div class="sv-text-portlet-content">${html}</div></div>`;
const h1 = (t: string): string => `<h1 class="heading">${esc(t)}</h1>`;
const p = (html: string): string => `<p class="normal">${html}</p>`;

const SUBMENU = `<nav class="sv-layout nb-submenu" aria-label="Om skolan"><ul><li><a href="/om-skolan/personal">Personal</a></li><li><a href="/om-skolan/historia">Skolans historia</a></li><li><a href="/om-skolan/styrelse">Styrelse och huvudman</a></li></ul></nav>`;

type Staff = { name: string; title: string; phone: string; local: string };
const STAFF: Staff[] = [
  { name: 'Maria Lundqvist', title: 'Rektor', phone: '063-14 27 01', local: 'maria.lundqvist' },
  { name: 'Anders Berglund', title: 'Biträdande rektor, kursföreståndare Allmän kurs', phone: '063-14 27 02', local: 'anders.berglund' },
  { name: 'Karin Sjöberg', title: 'Lärare i svenska, internationell samordnare', phone: '063-14 27 11', local: 'karin.sjoberg' },
  { name: 'Erik Nyström', title: 'Kursföreståndare Musiklinjen', phone: '063-14 27 14', local: 'erik.nystrom' },
  { name: 'Fatima Haddad', title: 'Studie- och yrkesvägledare', phone: '063-14 27 08', local: 'fatima.haddad' },
  { name: 'Johan Öberg', title: 'Internatansvarig', phone: '063-14 27 20', local: 'johan.oberg' },
  { name: 'Lena Holm', title: 'Kurator', phone: '063-14 27 09', local: 'lena.holm' },
];

export function norrbacken(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Startsida',
    alternates: { sv: '/', en: '/en' },
    main: txt(
      h1('Välkommen till Norrbäcken') +
        p('Folkhögskola vid Storsjöns strand sedan 1921. Allmän kurs på grund- och gymnasienivå, Musiklinjen och kortkurser i hantverk och friluftsliv. Internat med 64 rum och egen matsal.') +
        p(`<a href="/utbildningar">Se våra utbildningar</a> – ansök senast 15 april.`),
    ),
  });

  pages['/utbildningar'] = page({
    path: '/utbildningar',
    title: 'Utbildningar',
    main: txt(
      h1('Utbildningar') +
        `<ul class="nb-list"><li><a href="/utbildningar/allman-kurs">Allmän kurs</a> – läs in gymnasiebehörighet, 1–3 år</li><li><a href="/utbildningar/musiklinjen">Musiklinjen</a> – ensemble, låtskrivande och studioteknik</li></ul>` +
        p(`Frågor om ansökan och antagning: ${mailto(`antagning@${HOST}`)}`) +
        p('Ansökan görs via Schoolsoft. Vid tekniska problem med ansökningsformuläret, kontakta systemleverantören: support@kursbokning-nord.test'),
    ),
  });

  pages['/utbildningar/allman-kurs'] = page({ path: '/utbildningar/allman-kurs', title: 'Allmän kurs', main: txt(h1('Allmän kurs') + p('Allmän kurs ger dig behörighet till högskola och yrkeshögskola. Du läser i din egen takt med stöd av lärare och studie- och yrkesvägledare. Studierna är avgiftsfria; du betalar för material, resor och boende.')) });
  pages['/utbildningar/musiklinjen'] = page({ path: '/utbildningar/musiklinjen', title: 'Musiklinjen', main: txt(h1('Musiklinjen') + p('Ett år med ensemblespel, låtskrivande och inspelning i skolans studio. Antagning sker efter inspelat arbetsprov.')) });

  pages['/internat'] = page({
    path: '/internat',
    title: 'Boende och mat',
    main: txt(
      h1('Boende och mat') +
        p('Internatet har 64 enkelrum med egen dusch. Helpension kostar 3 950 kr i månaden, rummet 2 850 kr.') +
        p(`Har du frågor om boendet kan du vända dig till vår internatansvarige Johan Öberg på ${mailto(`johan.oberg@${HOST}`)} eller ${tel('063-14 27 20')}.`),
    ),
  });

  pages['/om-skolan'] = page({
    path: '/om-skolan',
    title: 'Om skolan',
    main: SUBMENU + txt(h1('Om skolan') + p('Norrbäcken är en rörelseobunden folkhögskola med cirka 150 deltagare per år. Skolan drivs av en ideell förening.')),
  });
  pages['/om-skolan/historia'] = page({ path: '/om-skolan/historia', title: 'Skolans historia', main: SUBMENU + txt(h1('Skolans historia') + p('Skolan grundades 1921 av bygdens nykterhets- och folkrörelser. Huvudbyggnaden är från 1934.')) });
  pages['/om-skolan/styrelse'] = page({ path: '/om-skolan/styrelse', title: 'Styrelse och huvudman', main: SUBMENU + txt(h1('Styrelse och huvudman') + p('Styrelsen väljs vid föreningens årsmöte. Ordförande är Bengt Ersson.')) });

  pages['/om-skolan/personal'] = page({
    path: '/om-skolan/personal',
    title: 'Personal',
    main:
      SUBMENU +
      txt(h1('Personal')) +
      `<div class="sv-table-portlet sv-portlet"><table class="sv-table nb-table"><caption>Personal läsåret 2024/25</caption><thead><tr><th scope="col">Namn</th><th scope="col">Befattning</th><th scope="col">Telefon</th><th scope="col">E-post</th></tr></thead><tbody>` +
      STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${tel(s.phone)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
      `</tbody></table></div>`,
  });

  pages['/om-skolan/lediga-tjanster'] = page({
    path: '/om-skolan/lediga-tjanster',
    title: 'Lediga tjänster',
    main: txt(
      h1('Lärare i matematik och naturkunskap, 80 %') +
        p('Vi söker en behörig lärare till Allmän kurs från och med höstterminen 2025. Tjänsten är en tillsvidareanställning.') +
        p(`Upplysningar: Ulrika Dahl, ekonomi- och personalansvarig, ${tel('063-14 27 05')}, ${mailto(`ulrika.dahl@${HOST}`)}`),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        name: 'Norrbäckens folkhögskola',
        url: `${ORIGIN}/`,
        email: `mailto:expedition@${HOST}`,
        telephone: '+46 63 14 27 00',
        address: { '@type': 'PostalAddress', streetAddress: 'Norrbäcksvägen 12', postalCode: '836 93', addressLocality: 'Ås', addressCountry: 'SE' },
      },
    ],
    main: txt(
      h1('Kontakt') +
        p(`Expeditionen har öppet vardagar 8–16. ${tel('063-14 27 00')}, ${mailto(`expedition@${HOST}`)}`) +
        p(`Rektor: Maria Lundqvist, ${mailto(`maria.lundqvist@${HOST}`)}`) +
        p(`Fler kontaktuppgifter finns under <a href="/om-skolan/personal">Personal</a>.`),
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Norrbäcken Folk High School',
    lang: 'en',
    alternates: { sv: '/', en: '/en' },
    main: txt(
      h1('Norrbäcken Folk High School') +
        p('A Swedish folk high school on the shore of Lake Storsjön. We welcome Erasmus+ partners and exchange participants for our music and outdoor courses.') +
        p(`Contact: Karin Sjöberg, Teacher of Swedish, international coordinator, ${mailto(`karin.sjoberg@${HOST}`)}`),
    ),
  });

  pages['/om-webbplatsen/kakor'] = page({ path: '/om-webbplatsen/kakor', title: 'Kakor', main: txt(h1('Kakor på webbplatsen') + p('Vi använder nödvändiga kakor samt, med ditt samtycke, Siteimprove Analytics.')) });
  pages['/om-webbplatsen/tillganglighet'] = page({ path: '/om-webbplatsen/tillganglighet', title: 'Tillgänglighetsredogörelse', main: txt(h1('Tillgänglighetsredogörelse') + p('Webbplatsen uppfyller delvis WCAG 2.1 nivå AA.')) });

  pages['/intranat'] = page({ path: '/intranat', title: 'Intranät', main: txt(h1('Intranät') + p(`Logga in med ditt skolkonto. Problem? ${mailto(`it-support@${HOST}`)}`)) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/utbildningar', '/utbildningar/allman-kurs', '/utbildningar/musiklinjen', '/internat', '/om-skolan', '/om-skolan/personal', '/om-skolan/lediga-tjanster', '/kontakt', '/en'], '2025-02-03'),
  );

  const ln: CaseKind = 'link-non-english';
  const staff = STAFF.map((s) => {
    const extra: string[] = s.local === 'maria.lundqvist' ? ['/kontakt'] : s.local === 'johan.oberg' ? ['/internat'] : s.local === 'karin.sjoberg' ? ['/en'] : [];
    // Only on the staff table, two links from home; the others are also on a page one link away.
    const cases: CaseKind[] = extra.length === 0 ? ['table', 'plain', 'deep-page', ln] : ['table', 'plain', ln];
    if (s.local === 'maria.lundqvist') cases.push('title-name-line');
    if (s.local === 'johan.oberg') cases.push('prose');
    if (s.local === 'karin.sjoberg') cases.push('name-title-line');
    return {
      address: `${s.local}@${HOST}`,
      name: s.name,
      title: s.title,
      ...(s.local === 'karin.sjoberg' ? { titleAlternatives: ['Teacher of Swedish, international coordinator'] } : {}),
      pages: ['/om-skolan/personal', ...extra],
      cases,
    };
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranat\nDisallow: /edit\nDisallow: /sitevision/proxy\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Sitevision', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-61',
      languages: ['sv', 'en'],
      addresses: [
        ...staff,
        { address: `ulrika.dahl@${HOST}`, name: 'Ulrika Dahl', title: 'ekonomi- och personalansvarig', pages: ['/om-skolan/lediga-tjanster'], cases: ['label-line', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
        { address: `expedition@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'json-ld-mailto', ln] },
        { address: `antagning@${HOST}`, name: null, title: null, pages: ['/utbildningar'], cases: ['role', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranat'],
      nonAddresses: [
        { text: `it-support@${HOST}`, kind: 'disallowed' },
        { text: 'support@kursbokning-nord.test', kind: 'other-company' },
      ],
    },
  };
}
