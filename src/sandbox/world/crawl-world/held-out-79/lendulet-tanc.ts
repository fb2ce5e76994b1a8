/**
 * Lendület Táncstúdió: a dance school in Budapest's Újlipótváros (ballroom, ballet, hip-hop, folk,
 * children's classes, wedding first dances), on Wix, Hungarian only, names family name first. The
 * artistic director as "Name, title – address" on the home page, the teachers as Wix repeater
 * cards (one address built from character codes, one card in RDFa), the finance manager as
 * "Title: Name" in the footer area of the contact page, the studio manager's address only in the
 * page's JSON-LD, and a wedding-dance mailbox beside two teachers' names. An old address in an
 * HTML comment and the members' timetable (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lendulet-tancstudio-budapest.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/orarend', 'Órarend'],
  ['/tanaraink', 'Tanáraink'],
  ['/eskuvoi-nyitotanc', 'Esküvői nyitótánc'],
  ['/arak', 'Árak'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lendület Táncstúdió',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="5b2f0c8e-1d7a-4e39-9a61-3c2d8e0f4b17">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7a1c3f2e.bundle.min.js" async></script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><header id="SITE_HEADER" class="wixui-header" tabindex="-1"><div class="comp-lx3k2a1"><a href="/" data-testid="linkElement"><wow-image id="img_comp-logo"><img src="https://static.wixstatic.com/media/a1b2c3_lendulet-logo.png/v1/fill/w_180,h_60/lendulet-logo.png" alt="Lendület Táncstúdió" width="180" height="60"></wow-image></a></div>` +
    `<nav id="comp-menu" aria-label="Webhely" class="wixui-dropdown-menu"><ul>` +
    MENU.map(([href, label]) => `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${href}" class="StylableHorizontalMenu__link"><span class="wixui-dropdown-menu__item-label">${esc(label)}</span></a></li>`).join('') +
    `</ul></nav></header><main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES">`,
  footer: () =>
    `</div></main><footer id="SITE_FOOTER" class="wixui-footer"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8 wixui-rich-text__text">Lendület Táncstúdió · 1137 Budapest, Pozsonyi út 38., udvari bejárat</p>` +
    `<p class="font_8 wixui-rich-text__text">Iroda: hétfő–péntek 15:00–21:00, szombat 9:00–13:00 · ${tel('+36 1 555 7420')} · ${mailto(`iroda@${HOST}`)}</p>` +
    `<p class="font_8 wixui-rich-text__text"><a href="/adatvedelem">Adatvédelem</a> · <a href="/tagoknak">Tagoknak</a> · <a href="https://www.facebook.com/lendulettancstudio" target="_blank" rel="noreferrer noopener">Facebook</a></p></div></footer></div></div>`,
  bodyEnd: [
    '<div id="consent-banner-root" data-hook="consent-banner-root" hidden><div class="consent-banner"><p>Ez a weboldal sütiket használ a felhasználói élmény javításához.</p><button data-hook="consent-banner-apply-button">Elfogadom</button><button data-hook="consent-banner-settings-button">Beállítások</button></div></div>',
    '<script type="application/json" id="wix-viewer-model">{"siteFeatures":["cookieConsent","seo"],"language":"hu","viewMode":"site"}</script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });
const rich = (html: string): string => `<section class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text">${html}</div></section>`;

type Teacher = { name: string; title: string; local: string; how: 'plain' | 'charcode' | 'rdfa'; text: string };
const TEACHERS: Teacher[] = [
  { name: 'Szabó Dániel', title: 'társastánc-oktató', local: 'szabo.daniel', how: 'charcode', text: 'Latin és standard táncok, versenypárok felkészítése. Korábbi magyar bajnok latin kategóriában.' },
  { name: 'Molnár Petra', title: 'balett- és jazzbalett-oktató', local: 'molnar.petra', how: 'plain', text: 'A Magyar Táncművészeti Egyetemen végzett, felnőtt kezdő balettórákat is tart.' },
  { name: 'Farkas Bence', title: 'hip-hop oktató', local: 'farkas.bence', how: 'rdfa', text: 'Hip-hop, house és breaking tizenéveseknek és felnőtteknek.' },
  { name: 'Balogh Tamás', title: 'néptánc-oktató', local: 'balogh.tamas', how: 'plain', text: 'Szatmári, széki és kalotaszegi táncok, táncház minden hónap utolsó péntekén.' },
  { name: 'Varga Noémi', title: 'gyermektánc-oktató', local: 'varga.noemi', how: 'plain', text: 'Ovis tánc és kreatív gyerektánc 4–10 éveseknek.' },
];

const card = (t: Teacher, i: number): string => {
  const a = `${t.local}@${HOST}`;
  const rdfa = t.how === 'rdfa';
  const mail =
    t.how === 'charcode'
      ? `<span id="em-${i}"></span><script>var e${i}=String.fromCharCode(${charCodes(a)});document.getElementById('em-${i}').innerHTML='<a href="mailto:'+e${i}+'">'+e${i}+'<\\/a>';</script>`
      : rdfa
        ? `<a href="mailto:${a}" property="email">${a}</a>`
        : mailto(a);
  return (
    `<div role="listitem" class="wixui-repeater__item"${rdfa ? ' vocab="https://schema.org/" typeof="Person"' : ''}><wow-image><img src="https://static.wixstatic.com/media/a1b2c3_${t.local.replace('.', '_')}.jpg/v1/fill/w_300,h_300/${t.local}.jpg" alt="${esc(t.name)}"></wow-image>` +
    `<div data-testid="richTextElement" class="wixui-rich-text"><h4 class="font_4"${rdfa ? ' property="name"' : ''}>${esc(t.name)}</h4><p class="font_8 tanar-szerep"${rdfa ? ' property="jobTitle"' : ''}>${esc(t.title)}</p><p class="font_9">${esc(t.text)}</p><p class="font_9">${mail}</p></div></div>`
  );
};

export function lenduletTanc(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Táncoktatás a XIII. kerületben',
    main:
      rich(
        `<h1 class="font_0">Táncolj velünk Újlipótvárosban!</h1><p class="font_8">Társastánc, balett, hip-hop, néptánc és gyerektánc kezdőknek és haladóknak, 2011 óta a Pozsonyi úton. Az első próbaóra ingyenes!</p>` +
          `<p class="font_8">Kérdésed van a kurzusokról? Írj nekünk: Kiss Réka, művészeti vezető – ${mailto(`kiss.reka@${HOST}`)}</p>`,
      ) + rich(`<p class="font_8"><a href="/orarend">Órarend</a> · <a href="/tanaraink">Ismerd meg tanárainkat</a></p>`),
  });
  pages['/orarend'] = page({
    path: '/orarend',
    title: 'Órarend',
    main: rich(`<h1 class="font_0">Órarend – 2025 tavasz</h1><table><tr><th>Hétfő</th><td>17:00 Ovis tánc · 18:30 Balett kezdő · 20:00 Salsa</td></tr><tr><th>Szerda</th><td>17:30 Hip-hop junior · 19:00 Társastánc haladó</td></tr><tr><th>Péntek</th><td>18:00 Néptánc · 20:00 Táncház (havonta)</td></tr></table>`),
  });
  pages['/tanaraink'] = page({
    path: '/tanaraink',
    title: 'Tanáraink',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'DanceSchool',
        name: 'Lendület Táncstúdió',
        url: `${ORIGIN}/`,
        telephone: '+36 1 555 7420',
        address: { '@type': 'PostalAddress', streetAddress: 'Pozsonyi út 38.', postalCode: '1137', addressLocality: 'Budapest', addressCountry: 'HU' },
        employee: [{ '@type': 'Person', name: 'Oláh Zsófia', jobTitle: 'stúdióvezető', email: `olah.zsofia@${HOST}` }],
      },
    ],
    main:
      rich(`<h1 class="font_0">Tanáraink</h1><p class="font_8">A stúdió mindennapjait Oláh Zsófia stúdióvezető szervezi, a szakmai munkát Kiss Réka művészeti vezető irányítja.</p>`) +
      `<!-- régi tanári kártya, 2023: Nagy Ágnes, modern tánc, nagy.agnes@${HOST} -->` +
      `<div role="list" class="wixui-repeater">${TEACHERS.map(card).join('')}</div>`,
  });
  pages['/eskuvoi-nyitotanc'] = page({
    path: '/eskuvoi-nyitotanc',
    title: 'Esküvői nyitótánc',
    main: rich(
      `<h1 class="font_0">Esküvői nyitótánc</h1><p class="font_8">Keringő, tangó vagy egy saját koreográfia a kedvenc dalotokra: 4–8 magánórában felkészítünk a nagy napra. A jegyespárokkal Kiss Réka és Szabó Dániel foglalkozik.</p>` +
        `<p class="font_8">Időpontfoglalás: ${mailto(`nyitotanc@${HOST}`)}</p>`,
    ),
  });
  pages['/arak'] = page({
    path: '/arak',
    title: 'Árak',
    main: rich(`<h1 class="font_0">Árak</h1><ul><li>Alkalmi jegy: 3 500 Ft</li><li>10 alkalmas bérlet: 30 000 Ft</li><li>Nyitótánc magánóra (páronként): 14 000 Ft</li></ul>`),
  });
  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: rich(
      `<h1 class="font_0">Kapcsolat</h1><p class="font_8">1137 Budapest, Pozsonyi út 38. (a kapun be, az udvarban balra)</p><p class="font_8">Telefon: ${tel('+36 1 555 7420')}<br>E-mail: ${mailto(`iroda@${HOST}`)}</p>` +
        `<p class="font_8">Számlázás, céges megrendelések:<br>Gazdasági vezető: Takács Judit, ${mailto(`takacs.judit@${HOST}`)}</p>`,
    ),
  });
  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelem', main: rich(`<h1 class="font_0">Adatkezelési tájékoztató</h1><p class="font_8">Az adatkezelő a Lendület Tánc Kft.</p>`) });
  pages['/tagoknak'] = page({
    path: '/tagoknak',
    title: 'Tagoknak',
    main: rich(`<h1 class="font_0">Tagoknak</h1><p class="font_8">Bérletegyenleg és pótórák. Belépési gond esetén: ${mailto(`tagsag@${HOST}`)}</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /tagoknak\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/orarend', '/tanaraink', '/eskuvoi-nyitotanc', '/arak', '/kapcsolat'], '2025-02-20'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1712345678.9012345678901234567' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-79',
      languages: ['hu'],
      addresses: [
        { address: `iroda@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        { address: `kiss.reka@${HOST}`, name: 'Kiss Réka', title: 'művészeti vezető', pages: ['/'], cases: ['name-title-line', 'plain'] },
        ...TEACHERS.map((t) => ({
          address: `${t.local}@${HOST}`,
          name: t.name,
          title: t.title,
          pages: ['/tanaraink'],
          ...(t.how === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: charCodes(`${t.local}@${HOST}`) } } : {}),
          cases: ['card', ln, ...(t.how === 'charcode' ? ['script-charcode'] : t.how === 'rdfa' ? ['rdfa', 'plain'] : ['plain'])] as CaseKind[],
        })),
        { address: `olah.zsofia@${HOST}`, name: 'Oláh Zsófia', title: 'stúdióvezető', pages: ['/tanaraink'], cases: ['json-ld-only', 'json-ld-person', ln] },
        { address: `takacs.judit@${HOST}`, name: 'Takács Judit', title: 'Gazdasági vezető', pages: ['/kapcsolat'], cases: ['title-name-line', 'plain', ln] },
        { address: `nyitotanc@${HOST}`, name: null, title: null, pages: ['/eskuvoi-nyitotanc'], cases: ['neighbour', 'plain', ln] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/tagoknak'],
      nonAddresses: [
        { text: `tagsag@${HOST}`, kind: 'disallowed' },
        { text: `nagy.agnes@${HOST}`, kind: 'comment' },
      ],
    },
  };
}
