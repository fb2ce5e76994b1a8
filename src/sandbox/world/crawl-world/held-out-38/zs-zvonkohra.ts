/**
 * Soukromá základní škola Zvonkohra: a private primary school in Olomouc-Nedvězí, on a small
 * school CMS. The "Školní poradenské pracoviště" page is a definition list (role, then the person
 * with Czech academic degrees, addresses written "(at)"); the contact page has "Role: Mgr. Name,
 * address" lines and states the teachers' scheme (prijmeni@…); the about page names the
 * headmistress in the instrumental ("Ředitelkou školy je Mgr. …") within one sentence of her
 * address; the after-school club's mailbox sits next to its educator's name; the 2025 enrolment
 * page is listed only in the sitemap robots.txt names at a non-default path. A retina logo, the
 * staff-room page (disallowed) and the canteen software's support address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zvonkohra-skola.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-skole', 'O škole'],
  ['/skolni-poradenske-pracoviste', 'Poradenské pracoviště'],
  ['/skolni-druzina', 'Školní družina'],
  ['/kontakty', 'Kontakty'],
  ['/dokumenty', 'Dokumenty'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'ZŠ Zvonkohra',
  head: [
    '<meta name="generator" content="Edookit Web 4.2">',
    `<link rel="stylesheet" href="${ORIGIN}/css/skola.css?2024">`,
    `<link rel="icon" href="${ORIGIN}/img/favicon.ico">`,
  ],
  header: (p) =>
    `<div id="hlavicka"><a href="/" id="logo"><img src="/img/zvonkohra-logo.png" srcset="/img/zvonkohra-logo@2x.png 2x" alt="Soukromá základní škola Zvonkohra" width="180" height="90"></a>` +
    `<div id="nazev"><strong>Soukromá základní škola Zvonkohra, s.r.o.</strong><br><small>škola s rozšířenou výukou hudební výchovy</small></div></div>` +
    `<div id="menu"><ul>${MENU.map(([href, label]) => `<li${href === p.path ? ' class="aktivni"' : ''}><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div>`,
  footer: () =>
    `<div id="paticka"><p>Soukromá základní škola Zvonkohra, s.r.o. · Nedvězská 112/9, 779 00 Olomouc · IČO: 03 918 274 · IZO: 181 072 653<br>Ředitelna: ${tel('+420 585 224 610')} · <a href="/interni">Interní sekce pro zaměstnance</a> · <a href="/gdpr">Ochrana osobních údajů</a></p><p>© 2025 ZŠ Zvonkohra</p></div>`,
  bodyEnd: [`<script src="${ORIGIN}/js/jquery-3.7.1.min.js"></script>`, `<script src="${ORIGIN}/js/skola.js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });
const obsah = (h: string, html: string): string => `<div id="obsah"><h1>${esc(h)}</h1>${html}</div>`;
const at = (local: string): string => `${local}(at)zvonkohra-skola.test`;

type Adviser = { role: string; shown: string; name: string; title: string; local: string; cases: CaseKind[] };
const ADVISERS: Adviser[] = [
  { role: 'Výchovná poradkyně', shown: 'Mgr. Lenka Šindelářová', name: 'Lenka Šindelářová', title: 'Výchovná poradkyně', local: 'sindelarova', cases: ['honorific'] },
  { role: 'Školní psycholožka', shown: 'PhDr. Veronika Hrubá, Ph.D.', name: 'Veronika Hrubá', title: 'Školní psycholožka', local: 'hruba', cases: ['honorific', 'post-nominal'] },
  { role: 'Speciální pedagog', shown: 'Mgr. Ondřej Kopecký', name: 'Ondřej Kopecký', title: 'Speciální pedagog', local: 'kopecky', cases: ['honorific'] },
  { role: 'Školní metodička prevence', shown: 'Mgr. et Mgr. Jitka Vondráčková', name: 'Jitka Vondráčková', title: 'Školní metodička prevence', local: 'vondrackova', cases: ['honorific'] },
];

export function zsZvonkohra(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    main: obsah(
      'Vítejte na stránkách ZŠ Zvonkohra',
      `<div class="aktuality"><h2>Aktuality</h2><ul><li><strong>3. 3. 2025</strong> – Jarní prázdniny, škola uzavřena, družina nebude v provozu.</li><li><strong>20. 2. 2025</strong> – Koncert pěveckého sboru Zvonečky v Redutě.</li><li><strong>10. 2. 2025</strong> – Lyžařský kurz 6. a 7. ročníku – Ramzová.</li></ul></div>` +
        `<p>Jsme malá soukromá škola s 1. až 9. ročníkem, nejvýše 18 žáků ve třídě a rozšířenou výukou hudební výchovy.</p>`,
    ),
  });

  pages['/o-skole'] = page({
    path: '/o-skole',
    title: 'O škole',
    main: obsah(
      'O škole',
      `<p>Školu založilo v roce 2014 sdružení rodičů a pedagogů z Nedvězí. Od roku 2019 sídlíme v rekonstruované budově bývalé fary, ke které patří zahrada s venkovní učebnou.</p>` +
        `<p>Ředitelkou školy je Mgr. Alena Machalová, kterou můžete kontaktovat na adrese ${mailto(`machalova@${HOST}`)} nebo osobně každé úterý od 14 do 16 hodin.</p>` +
        `<p>Zřizovatelem je společnost Zvonkohra, s.r.o.; škola je zapsána v rejstříku škol a školských zařízení od 1. 9. 2014.</p>`,
    ),
  });

  pages['/skolni-poradenske-pracoviste'] = page({
    path: '/skolni-poradenske-pracoviste',
    title: 'Školní poradenské pracoviště',
    main: obsah(
      'Školní poradenské pracoviště',
      `<p>Školní poradenské pracoviště poskytuje bezplatné poradenství žákům, rodičům i pedagogům. Konzultace je vhodné si předem domluvit e-mailem.</p>` +
        `<dl class="poradenstvi">` +
        ADVISERS.map((a) => `<dt>${esc(a.role)}</dt><dd>${esc(a.shown)}<br>${at(a.local)}</dd>`).join('') +
        `</dl>`,
    ),
  });

  pages['/skolni-druzina'] = page({
    path: '/skolni-druzina',
    title: 'Školní družina',
    main: obsah(
      'Školní družina',
      `<p>Družina je v provozu ve dnech školního vyučování od 6:30 do 7:45 a od 11:40 do 16:30. Poplatek činí 300 Kč měsíčně.</p>` +
        `<p>Vychovatelka: Bc. Simona Řezníčková, tel. ${tel('+420 585 224 618')}<br>Omluvenky a změny odchodů: ${mailto(`druzina@${HOST}`)}</p>`,
    ),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    main: obsah(
      'Kontakty',
      `<p>Soukromá základní škola Zvonkohra, s.r.o.<br>Nedvězská 112/9, 779 00 Olomouc<br>Datová schránka: kf4m2zt</p>` +
        `<p>Kancelář školy: ${mailto(`kancelar@${HOST}`)}, ${tel('+420 585 224 610')}</p>` +
        `<p>Zástupce ředitelky: Mgr. Pavel Dostál, ${mailto(`dostal@${HOST}`)}<br>` +
        `Hospodářka školy: Ivana Křížová, ${mailto(`krizova@${HOST}`)}<br>` +
        `Vedoucí školní jídelny: Marie Pokorná, ${mailto(`pokorna@${HOST}`)}</p>` +
        `<p>E-mailové adresy všech pedagogů mají tvar prijmeni@zvonkohra-skola.test (bez diakritiky). Rozvrhy a kontakty na třídní učitele najdete v Edookitu.</p>` +
        `<p>Objednávky obědů přes aplikaci Strava.cz – s technickými problémy pomůže podpora dodavatele: podpora@strava-skolni.cz.</p>`,
    ),
  });

  pages['/dokumenty'] = page({
    path: '/dokumenty',
    title: 'Dokumenty',
    main: obsah('Dokumenty', `<ul><li>Školní řád (PDF)</li><li>Školní vzdělávací program „Hrajeme si s tóny“ (PDF)</li><li>Výroční zpráva 2023/2024 (PDF)</li><li>Ceník školného 2025/2026 (PDF)</li></ul>`),
  });

  pages['/prijimaci-rizeni/zapis-2025'] = page({
    path: '/prijimaci-rizeni/zapis-2025',
    title: 'Zápis do 1. ročníku 2025',
    main: obsah(
      'Zápis do 1. ročníku pro školní rok 2025/2026',
      `<p>Zápis proběhne 9. a 10. dubna 2025 od 14 do 18 hodin. Přijmeme nejvýše 18 dětí. Rezervaci termínu a dotazy k zápisu vyřizuje zástupkyně ředitelky pro 1. stupeň Mgr. Hana Bartáková, ${mailto(`bartakova@${HOST}`)}.</p>`,
    ),
  });

  pages['/gdpr'] = page({ path: '/gdpr', title: 'Ochrana osobních údajů', main: obsah('Ochrana osobních údajů', `<p>Pověřencem pro ochranu osobních údajů je externí firma; kontakt na vyžádání v kanceláři školy.</p>`) });
  pages['/interni'] = page({ path: '/interni', title: 'Interní sekce', main: obsah('Interní sekce', `<p>Suplování a zápisy z porad. Přístup pro zaměstnance – žádosti na ${mailto(`sborovna@${HOST}`)}.</p>`) });
  pages['/mapa-stranek.xml'] = xmlPage(
    urlset(HOST, ['/', '/o-skole', '/skolni-poradenske-pracoviste', '/skolni-druzina', '/kontakty', '/dokumenty', '/prijimaci-rizeni/zapis-2025', '/gdpr'], '2025-02-27'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /interni\nDisallow: /admin/\n\nSitemap: ${ORIGIN}/mapa-stranek.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.58 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-38',
      languages: ['cs'],
      addresses: [
        { address: `kancelar@${HOST}`, name: null, title: null, pages: ['/kontakty'], cases: ['role', 'plain', ln] },
        { address: `machalova@${HOST}`, name: 'Alena Machalová', title: 'ředitelka školy', pages: ['/o-skole'], cases: ['prose', 'honorific', 'plain', ln] },
        ...ADVISERS.map((a) => ({
          address: `${a.local}@${HOST}`,
          name: a.name,
          title: a.title,
          pages: ['/skolni-poradenske-pracoviste'],
          cases: ['definition-list', 'obfuscated', ln, ...a.cases] as CaseKind[],
        })),
        { address: `druzina@${HOST}`, name: null, title: null, pages: ['/skolni-druzina'], cases: ['neighbour', 'plain', ln] },
        { address: `dostal@${HOST}`, name: 'Pavel Dostál', title: 'Zástupce ředitelky', pages: ['/kontakty'], cases: ['title-name-line', 'honorific', 'plain', ln] },
        { address: `krizova@${HOST}`, name: 'Ivana Křížová', title: 'Hospodářka školy', pages: ['/kontakty'], cases: ['title-name-line', 'plain', ln] },
        { address: `pokorna@${HOST}`, name: 'Marie Pokorná', title: 'Vedoucí školní jídelny', pages: ['/kontakty'], cases: ['title-name-line', 'plain', ln] },
        {
          address: `bartakova@${HOST}`,
          name: 'Hana Bartáková',
          title: 'zástupkyně ředitelky pro 1. stupeň',
          pages: ['/prijimaci-rizeni/zapis-2025'],
          cases: ['prose', 'honorific', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{last}',
      statedPattern: { page: '/kontakty', text: `prijmeni@${HOST}` },
      disallowed: ['/interni'],
      nonAddresses: [
        { text: `prijmeni@${HOST}`, kind: 'scheme' },
        { text: `sborovna@${HOST}`, kind: 'disallowed' },
        { text: 'zvonkohra-logo@2x.png', kind: 'retina' },
        { text: 'podpora@strava-skolni.cz', kind: 'other-company' },
      ],
    },
  };
}
