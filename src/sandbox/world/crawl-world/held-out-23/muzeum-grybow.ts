/**
 * Muzeum Regionalne w Grybowie: a small county museum in Lesser Poland, on TYPO3 with its
 * "(at)" address substitution, in Polish. The director as "Dyrektor – dr …", the departments as a
 * definition list (one head of department marked up in RDFa), a conservation studio table, the
 * ethnography curator (dr hab.) in the museum's JSON-LD as a department's employee and in a
 * sentence two links deep, and the Museum Night coordinator on a news page listed only in the
 * sitemap robots.txt names; the staff intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'muzeum-grybow.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-muzeum', 'O muzeum'],
  ['/zbiory', 'Zbiory'],
  ['/edukacja', 'Edukacja'],
  ['/kontakt', 'Kontakt'],
];

const at = (local: string): string => `${local}(at)muzeum-grybow.test`;

const theme: Theme = {
  host: HOST,
  siteName: 'Muzeum Regionalne w Grybowie',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/compressed/merged-5c1e2f7a9b3d.css?1711032201" media="all">`,
    `<script src="${ORIGIN}/typo3temp/assets/compressed/merged-a41c7d.js?1711032201"></script>`,
  ],
  header: (p) =>
    `<header id="page-header"><div class="container"><a class="navbar-brand" href="/"><img src="${ORIGIN}/fileadmin/templates/muzeum/img/herb-grybow.svg" alt="Herb Grybowa" width="48"> Muzeum Regionalne w Grybowie</a>` +
    `<ul class="nav navbar-nav">${MENU.map(([h, l]) => `<li${h === p.path ? ' class="active"' : ''}><a href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul><a class="bip" href="https://bip.example.invalid/muzeum-grybow"><img src="${ORIGIN}/fileadmin/templates/muzeum/img/bip.png" alt="BIP"></a></div></header>`,
  footer: () =>
    `<footer id="page-footer"><div class="container"><div class="row"><div class="col-md-6"><p>Muzeum Regionalne w Grybowie<br>ul. Rynek 14, 33-330 Grybów<br>tel. ${tel('18 445 02 17')}<br>${at('sekretariat')}</p></div>` +
    `<div class="col-md-6"><p><a href="/deklaracja-dostepnosci">Deklaracja dostępności</a> · <a href="/rodo">RODO</a> · <a href="/intranet">Intranet</a></p><p>Muzeum jest instytucją kultury Powiatu Nowosądeckiego.</p></div></div></div></footer>`,
  privacyPath: { pl: '/rodo' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ce = (html: string): string => `<div id="c${(html.length * 7) % 900}" class="frame frame-default frame-type-text frame-layout-0">${html}</div>`;

export function muzeumGrybow(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Strona główna',
    lang: 'pl',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Museum',
        name: 'Muzeum Regionalne w Grybowie',
        url: `${ORIGIN}/`,
        telephone: '+48 18 445 02 17',
        email: `sekretariat@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Rynek 14', postalCode: '33-330', addressLocality: 'Grybów', addressCountry: 'PL' },
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '10:00', closes: '16:00' }],
        department: [
          {
            '@type': 'Organization',
            name: 'Dział Etnografii',
            employee: [{ '@type': 'Person', name: 'dr hab. Marek Lewandowski', jobTitle: 'Kustosz, kierownik Działu Etnografii', email: `m.lewandowski@${HOST}` }],
          },
        ],
      },
    ],
    main: ce(
      `<h1>Witamy w Muzeum Regionalnym w Grybowie</h1><p>Stała wystawa „Grybów i okolice – ludzie, rzemiosło, pamięć” oraz wystawy czasowe. Wstęp w niedziele bezpłatny.</p>` +
        `<p>Zapraszamy do zapoznania się z naszymi <a href="/zbiory">zbiorami</a> i ofertą <a href="/edukacja">lekcji muzealnych</a>.</p>`,
    ),
  });

  pages['/o-muzeum'] = page({
    path: '/o-muzeum',
    title: 'O muzeum',
    lang: 'pl',
    main: ce(
      `<h1>O muzeum</h1><p>Muzeum powstało w 1961 roku z inicjatywy miejscowych regionalistów. Mieści się w dawnej kamienicy mieszczańskiej przy Rynku.</p>` +
        `<p><strong>Dyrektor</strong> – dr Tomasz Nowak, <a href="mailto:t.nowak@${HOST}">t.nowak@${HOST}</a></p>` +
        `<p><strong>Zastępczyni dyrektora ds. merytorycznych</strong> – mgr Beata Górecka, ${at('b.gorecka')}</p>`,
    ),
  });

  pages['/zbiory'] = page({
    path: '/zbiory',
    title: 'Zbiory',
    lang: 'pl',
    main: ce(`<h1>Zbiory</h1><ul><li><a href="/zbiory/etnografia">Etnografia</a></li><li><a href="/zbiory/historia">Historia miasta</a></li></ul>`),
  });

  pages['/zbiory/etnografia'] = page({
    path: '/zbiory/etnografia',
    title: 'Etnografia',
    lang: 'pl',
    main: ce(
      `<h1>Zbiory etnograficzne</h1><p>Ponad 4 tysiące obiektów: stroje łemkowskie i lachowskie, narzędzia rolnicze, malarstwo na szkle i rzeźba ludowa.</p>` +
        `<p>Kolekcję opracował kustosz dr hab. Marek Lewandowski, kierownik Działu Etnografii; kwerendy i pytania badaczy prosimy kierować na adres ${at('m.lewandowski')}.</p>`,
    ),
  });

  pages['/zbiory/historia'] = page({ path: '/zbiory/historia', title: 'Historia miasta', lang: 'pl', main: ce(`<h1>Historia miasta</h1><p>Dokumenty cechowe, fotografie i pamiątki z okresu galicyjskiego.</p>`) });

  pages['/edukacja'] = page({
    path: '/edukacja',
    title: 'Edukacja',
    lang: 'pl',
    main: ce(`<h1>Lekcje muzealne</h1><p>Oferujemy lekcje dla przedszkoli i szkół. Rezerwacje: ${tel('18 445 02 19')}, ${mailto(`edukacja@${HOST}`)}.</p>`),
  });

  const row = (cells: string[]): string => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'pl',
    main: ce(
      `<h1>Kontakt</h1><p>Sekretariat: ${tel('18 445 02 17')}, ${at('sekretariat')}</p><h2>Działy muzeum</h2>` +
        `<dl class="kontakt-dzialy">` +
        `<dt>Dział Historii</dt><dd>mgr Paweł Zieliński, kierownik działu<br>${at('p.zielinski')}</dd>` +
        `<dt>Dział Edukacji</dt><dd vocab="https://schema.org/" typeof="Person"><span property="name">mgr Agnieszka Wiśniewska</span>, <span property="jobTitle">specjalista ds. edukacji</span><br><a property="email" href="mailto:a.wisniewska@${HOST}">a.wisniewska@${HOST}</a></dd>` +
        `<dt>Księgowość</dt><dd>Elżbieta Kowalczyk, główna księgowa<br>${at('e.kowalczyk')}</dd>` +
        `</dl><h2>Pracownia konserwacji</h2><table class="contenttable"><thead><tr><th>Imię i nazwisko</th><th>Stanowisko</th><th>E-mail</th></tr></thead><tbody>` +
        row(['Ryszard Wójcik', 'starszy konserwator', at('r.wojcik')]) +
        row(['Katarzyna Dudek', 'konserwator – papier i tkanina', at('k.dudek')]) +
        `</tbody></table><p>Bilety na wydarzenia sprzedaje również system Bilety Małopolska (pomoc@bilety-malopolska.test).</p>` +
        `<!-- stary adres kasy: kasa@${HOST} -->`,
    ),
  });

  pages['/aktualnosci/noc-muzeow-2025'] = page({
    path: '/aktualnosci/noc-muzeow-2025',
    title: 'Noc Muzeów 2025',
    lang: 'pl',
    main: ce(
      `<h1>Noc Muzeów 2025 w Grybowie</h1><p>17 maja od 18:00 do północy: zwiedzanie z latarkami, warsztaty garncarskie i koncert kapeli „Grybowianie”.</p>` +
        `<p>Koordynatorka wydarzenia: Joanna Mazur, ${tel('18 445 02 19')}, ${at('j.mazur')}</p>`,
    ),
  });

  pages['/deklaracja-dostepnosci'] = page({ path: '/deklaracja-dostepnosci', title: 'Deklaracja dostępności', lang: 'pl', main: ce(`<h1>Deklaracja dostępności</h1><p>Strona jest częściowo zgodna z ustawą o dostępności cyfrowej.</p>`) });
  pages['/rodo'] = page({ path: '/rodo', title: 'RODO', lang: 'pl', main: ce(`<h1>Klauzula informacyjna RODO</h1><p>Administratorem danych jest Muzeum Regionalne w Grybowie.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', lang: 'pl', main: ce(`<h1>Intranet</h1><p>Grafik dyżurów sal. Zmiany zgłaszać: ${mailto(`dyzury@${HOST}`)}</p>`) });
  pages['/sitemaps/sitemap-pl.xml'] = xmlPage(urlset(HOST, ['/', '/o-muzeum', '/zbiory', '/zbiory/etnografia', '/edukacja', '/kontakt', '/aktualnosci/noc-muzeow-2025']));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /intranet\nAllow: /typo3temp/\n\nSitemap: ${ORIGIN}/sitemaps/sitemap-pl.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.57', 'X-TYPO3-Parsetime': '0ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-23',
      languages: ['pl'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        { address: `edukacja@${HOST}`, name: null, title: null, pages: ['/edukacja'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `t.nowak@${HOST}`, name: 'Tomasz Nowak', title: 'Dyrektor', pages: ['/o-muzeum'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `b.gorecka@${HOST}`, name: 'Beata Górecka', title: 'Zastępczyni dyrektora ds. merytorycznych', pages: ['/o-muzeum'], cases: ['title-name-line', 'honorific', 'obfuscated', 'link-non-english'] },
        {
          address: `m.lewandowski@${HOST}`,
          name: 'Marek Lewandowski',
          title: 'Kustosz, kierownik Działu Etnografii',
          titleAlternatives: ['kustosz', 'kierownik Działu Etnografii'],
          pages: ['/', '/zbiory/etnografia'],
          cases: ['json-ld-nested', 'json-ld-person', 'prose', 'honorific', 'obfuscated', 'link-non-english'],
        },
        { address: `p.zielinski@${HOST}`, name: 'Paweł Zieliński', title: 'kierownik działu', titleAlternatives: ['kierownik Działu Historii'], pages: ['/kontakt'], cases: ['definition-list', 'honorific', 'obfuscated', 'link-non-english'] },
        { address: `a.wisniewska@${HOST}`, name: 'Agnieszka Wiśniewska', title: 'specjalista ds. edukacji', pages: ['/kontakt'], cases: ['definition-list', 'rdfa', 'honorific', 'plain', 'link-non-english'] },
        { address: `e.kowalczyk@${HOST}`, name: 'Elżbieta Kowalczyk', title: 'główna księgowa', pages: ['/kontakt'], cases: ['definition-list', 'name-title-line', 'obfuscated', 'link-non-english'] },
        { address: `r.wojcik@${HOST}`, name: 'Ryszard Wójcik', title: 'starszy konserwator', pages: ['/kontakt'], cases: ['table', 'obfuscated', 'link-non-english'] },
        { address: `k.dudek@${HOST}`, name: 'Katarzyna Dudek', title: 'konserwator – papier i tkanina', titleAlternatives: ['konserwator'], pages: ['/kontakt'], cases: ['table', 'obfuscated', 'link-non-english'] },
        { address: `j.mazur@${HOST}`, name: 'Joanna Mazur', title: 'Koordynatorka wydarzenia', pages: ['/aktualnosci/noc-muzeow-2025'], cases: ['sitemap-robots', 'title-name-line', 'obfuscated'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `kasa@${HOST}`, kind: 'comment' },
        { text: `dyzury@${HOST}`, kind: 'disallowed' },
        { text: 'pomoc@bilety-malopolska.test', kind: 'other-company' },
      ],
    },
  };
}
