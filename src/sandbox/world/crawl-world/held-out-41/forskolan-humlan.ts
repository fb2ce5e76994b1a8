/**
 * Föräldrakooperativet Humlan: a parents' cooperative preschool (ekonomisk förening) in Umeå, on
 * a small hosted site builder, in Swedish. The staff page and the board page sit under "Om oss",
 * two links from home: staff as "Namn, titel, adress" lines per group, the board as a definition
 * list (role, then name and address), the treasurer's address built from character codes; the
 * queue page and the contact page as "Titel: Namn" lines; the menu page naming the cook in a
 * sentence. A placeholder in the queue form and the members' pages (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'forskolan-humlan.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/om-oss', 'Om oss'],
  ['/ko-och-antagning', 'Kö och antagning'],
  ['/matsedel', 'Matsedel'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Föräldrakooperativet Humlan',
  head: [
    '<meta name="generator" content="Hemsida24">',
    '<link rel="stylesheet" href="https://cdn.hemsida24.test/themes/pastell/v3/style.css">',
    '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Nunito:wght@400;700&display=swap">',
  ],
  header: (p) =>
    `<div id="top"><a href="/" class="logo"><img src="/userfiles/humlan-logga.png" alt="Humlan" width="160"></a><ul id="menu">${MENU.map(([h, l]) => `<li${h === p.path ? ' class="active"' : ''}><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div>`,
  footer: () =>
    `<div id="footer"><p>Föräldrakooperativet Humlan ek. för. · Björkvägen 14, 903 47 Umeå · ${tel('090-13 52 80')}</p><p>Org.nr 769604-2281 · <a href="/medlemssidor">Medlemssidor</a> · Skapad med Hemsida24</p></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv' });
const wrap = (html: string): string => `<div id="content"><div class="textblock">${html}</div></div>`;

const MALIN_CODES = charCodes(`malin.aslund@${HOST}`);

type Line = { name: string; title: string; local: string };
const GROUPS: [string, Line[]][] = [
  [
    'Humlorna (1–3 år)',
    [
      { name: 'Anna Berglund', title: 'förskollärare, avdelningsansvarig', local: 'anna.berglund' },
      { name: 'Elin Sundqvist', title: 'barnskötare', local: 'elin.sundqvist' },
    ],
  ],
  ['Bina (3–5 år)', [{ name: 'Fredrik Nilsson', title: 'förskollärare', local: 'fredrik.nilsson' }]],
];

export function forskolanHumlan(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Välkommen',
    main: wrap(
      `<h1>Välkommen till Humlan!</h1><p>Humlan är ett föräldrakooperativ på Ålidhem i Umeå med två avdelningar och 32 barn mellan ett och fem år. Vi som är föräldrar äger och driver förskolan tillsammans och tar del i vardagen genom jourer, städdagar och styrelsearbete.</p>` +
        `<p>Läs mer <a href="/om-oss">om oss</a> eller ställ ditt barn i <a href="/ko-och-antagning">kö</a>.</p>`,
    ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: wrap(
      `<h1>Om oss</h1><p>Humlan startade 1989 och har sedan dess drivits av föräldrarna som en ekonomisk förening. Vi arbetar efter läroplanen för förskolan (Lpfö 18) och har mycket utevistelse – vi har skogen precis bakom huset.</p>` +
        `<p>Som medlem i föreningen förbinder man sig att göra jour ett par dagar per termin, delta i två städdagar och sitta i styrelsen eller en arbetsgrupp under någon period.</p>` +
        `<ul class="submenu"><li><a href="/om-oss/personal">Personal</a></li><li><a href="/om-oss/styrelsen">Styrelsen</a></li></ul>`,
    ),
  });

  pages['/om-oss/personal'] = page({
    path: '/om-oss/personal',
    title: 'Personal',
    main: wrap(
      `<h1>Personal</h1><p>Maria Lind, förskolechef, ${mailto(`maria.lind@${HOST}`)}</p>` +
        GROUPS.map(([g, lines]) => `<h2>${esc(g)}</h2>${lines.map((l) => `<p>${esc(l.name)}, ${esc(l.title)}, ${mailto(`${l.local}@${HOST}`)}</p>`).join('')}`).join('') +
        `<p>Avdelningarnas telefon: Humlorna ${tel('090-13 52 81')}, Bina ${tel('090-13 52 82')}.</p>`,
    ),
  });

  pages['/om-oss/styrelsen'] = page({
    path: '/om-oss/styrelsen',
    title: 'Styrelsen',
    main: wrap(
      `<h1>Styrelsen 2025</h1><p>Styrelsen väljs på årsstämman i mars. Vill du nå hela styrelsen skriver du till ${mailto(`styrelsen@${HOST}`)}.</p>` +
        `<dl class="styrelse">` +
        `<dt>Ordförande</dt><dd>Jonas Öberg<br>${mailto(`jonas.oberg@${HOST}`)}</dd>` +
        `<dt>Kassör</dt><dd>Malin Åslund<br><span id="m-kassor"></span><script>document.getElementById('m-kassor').innerHTML = String.fromCharCode(${MALIN_CODES});</script></dd>` +
        `<dt>Sekreterare</dt><dd>Henrik Sjödin<br>${mailto(`henrik.sjodin@${HOST}`)}</dd>` +
        `<dt>Ledamot, köansvarig</dt><dd>Petra Nordin<br>${mailto(`petra.nordin@${HOST}`)}</dd>` +
        `</dl>`,
    ),
  });

  pages['/ko-och-antagning'] = page({
    path: '/ko-och-antagning',
    title: 'Kö och antagning',
    main: wrap(
      `<h1>Kö och antagning</h1><p>Humlan har en egen kö, skild från kommunens. Barn kan ställas i kö från födseln. Syskon till barn på Humlan och barn till tidigare medlemmar har förtur.</p>` +
        `<p>Köansvarig: Petra Nordin, ${mailto(`petra.nordin@${HOST}`)}</p>` +
        `<form class="ko-form" method="post" action="/ko-och-antagning"><label>Barnets namn <input name="barn"></label><label>Födelsedatum <input name="fodd" placeholder="ÅÅÅÅ-MM-DD"></label><label>Förälderns e-post <input type="email" name="epost" placeholder="fornamn.efternamn@exempel.se"></label><button type="submit">Ställ i kö</button></form>`,
    ),
  });

  pages['/matsedel'] = page({
    path: '/matsedel',
    title: 'Matsedel',
    main: wrap(
      `<h1>Matsedel vecka 14</h1><ul><li>Måndag: Köttbullar med potatismos och lingon</li><li>Tisdag: Fiskgratäng</li><li>Onsdag: Linssoppa och nybakat bröd</li><li>Torsdag: Ärtsoppa och pannkakor</li><li>Fredag: Kycklinggryta med ris</li></ul>` +
        `<p>All mat lagas från grunden i vårt eget kök av vår kock Ahmed Karimi. Har ditt barn allergier eller behov av specialkost, mejla Ahmed på ${mailto(`ahmed.karimi@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: wrap(
      `<h1>Kontakt</h1><p>Föräldrakooperativet Humlan ek. för.<br>Björkvägen 14<br>903 47 Umeå</p>` +
        `<p>Förskolechef: Maria Lind, ${tel('090-13 52 80')}, ${mailto(`maria.lind@${HOST}`)}</p>` +
        `<p>Frågor om kö och antagning: se <a href="/ko-och-antagning">Kö och antagning</a>.</p>`,
    ),
  });

  pages['/medlemssidor'] = page({
    path: '/medlemssidor',
    title: 'Medlemssidor',
    main: wrap(`<h1>Medlemssidor</h1><p>Jourschema, städschema och protokoll. Byte av jour meddelas till ${mailto(`jour@${HOST}`)} senast dagen innan.</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  const deep: CaseKind = 'deep-page';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /medlemssidor\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-oss', '/om-oss/personal', '/om-oss/styrelsen', '/ko-och-antagning', '/matsedel', '/kontakt'], '2025-03-28'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-41',
      languages: ['sv'],
      addresses: [
        { address: `styrelsen@${HOST}`, name: null, title: null, pages: ['/om-oss/styrelsen'], cases: ['role', 'plain', deep, ln] },
        { address: `maria.lind@${HOST}`, name: 'Maria Lind', title: 'Förskolechef', pages: ['/om-oss/personal', '/kontakt'], cases: ['name-title-line', 'title-name-line', 'plain', ln] },
        { address: `anna.berglund@${HOST}`, name: 'Anna Berglund', title: 'förskollärare, avdelningsansvarig', titleAlternatives: ['förskollärare'], pages: ['/om-oss/personal'], cases: ['name-title-line', 'plain', deep, ln] },
        { address: `elin.sundqvist@${HOST}`, name: 'Elin Sundqvist', title: 'barnskötare', pages: ['/om-oss/personal'], cases: ['name-title-line', 'plain', deep, ln] },
        { address: `fredrik.nilsson@${HOST}`, name: 'Fredrik Nilsson', title: 'förskollärare', pages: ['/om-oss/personal'], cases: ['name-title-line', 'plain', deep, ln] },
        { address: `jonas.oberg@${HOST}`, name: 'Jonas Öberg', title: 'Ordförande', pages: ['/om-oss/styrelsen'], cases: ['definition-list', 'plain', deep, ln] },
        { address: `malin.aslund@${HOST}`, name: 'Malin Åslund', title: 'Kassör', pages: ['/om-oss/styrelsen'], encoded: { kind: 'charcodes', text: MALIN_CODES }, cases: ['definition-list', 'script-charcode', deep, ln] },
        { address: `henrik.sjodin@${HOST}`, name: 'Henrik Sjödin', title: 'Sekreterare', pages: ['/om-oss/styrelsen'], cases: ['definition-list', 'plain', deep, ln] },
        {
          address: `petra.nordin@${HOST}`,
          name: 'Petra Nordin',
          title: 'Ledamot, köansvarig',
          titleAlternatives: ['Köansvarig'],
          pages: ['/om-oss/styrelsen', '/ko-och-antagning'],
          cases: ['definition-list', 'title-name-line', 'plain', ln],
        },
        { address: `ahmed.karimi@${HOST}`, name: 'Ahmed Karimi', title: 'kock', pages: ['/matsedel'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/medlemssidor'],
      nonAddresses: [
        { text: `jour@${HOST}`, kind: 'disallowed' },
        { text: 'fornamn.efternamn@exempel.se', kind: 'placeholder' },
      ],
    },
  };
}
