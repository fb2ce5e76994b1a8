/**
 * Sørbråten Idrettslag: a multi-sport club in Nittedal, on Wix, in Norwegian (bokmål). The board
 * as a table (role, name, phone, address), the treasurer's address written by the site's custom
 * code from String.fromCharCode; the youth football coach as a "Title: Name" line, the alpine
 * coach only in the structured data Wix lets an editor paste on a page; the volunteer-work
 * coordinator in running text, and the clubhouse booking mailbox beside the caretaker's name. The
 * members' page (disallowed) and the newsletter form's placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'sorbraten-il.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Hjem'],
  ['/styret', 'Styret'],
  ['/lag-og-trenere', 'Lag og trenere'],
  ['/dugnad', 'Dugnad'],
  ['/klubbhuset', 'Leie klubbhuset'],
  ['/bli-medlem', 'Bli medlem'],
];

let comp = 0;
const compId = (): string => `comp-lq${(0x3a10 + ++comp).toString(36)}`;
/** A Wix rich-text element. */
const rich = (html: string): string => `<div id="${compId()}" class="HcOXKn SxM0TO QxJLC3 lq2cit wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const h = (level: number, text: string): string => `<h${level} class="font_${level === 1 ? 0 : 2} wixui-rich-text__text">${esc(text)}</h${level}>`;
const p = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;
const section = (inner: string): string =>
  `<section id="${compId()}" class="wixui-section" tabindex="-1"><div data-testid="columns" class="wixui-column-strip"><div data-mesh-id="${compId()}inlineContent" data-testid="inline-content" class="">${inner}</div></div></section>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Sørbråten IL',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="7c1e9a52-3b4d-4f60-8a2e-1d9c0b7e6f53">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.3c8f1a2e.bundle.min.js" as="script">',
    '<script>window.viewerModel = {"site":{"metaSiteId":"7c1e9a52-3b4d-4f60-8a2e-1d9c0b7e6f53","isPremium":true},"language":{"userLanguage":"nb"}};</script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"></div><div id="BACKGROUND_GROUP"></div><div id="site-root"><div id="masterPage" class="mesh-layout"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">` +
    `<div id="comp-lq2a1b0h" class="wixui-image"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/5a7c31_8e2d4f1b6c9a4e07b3d5f2a1c0e9d8b7~mv2.png/v1/fill/w_96,h_96,al_c,q_85/sorbraten-logo.png" alt="Sørbråten IL logo" width="96" height="96"></a></div>` +
    `<nav id="comp-lq2a1b1m" aria-label="Nettsted" class="wixui-horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu">${MENU.map(([href, label]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${href}" class="StylableHorizontalMenu3372578893__menuItem"><span>${esc(label)}</span></a></li>`).join('')}</ul></nav></header><main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div class="page-inner">`,
  footer: () =>
    `</div></div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">` +
    rich(p(`Sørbråten Idrettslag · Sørbråtenveien 40, 1482 Nittedal · Org.nr. 971 234 567<br>${mailto(`post@${HOST}`)} · Vipps #118844`) + p(`<a href="/medlemsside" data-testid="linkElement">Medlemsside</a> · <a href="/personvern" data-testid="linkElement">Personvern</a>`)) +
    `</footer></div></div></div></div>`,
  privacyPath: { no: '/personvern' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.3c8f1a2e.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'no' });

const INGRID_CODES = charCodes(`ingrid@${HOST}`);

type Board = { role: string; name: string; local: string; phone: string; charcode?: boolean };
const BOARD: Board[] = [
  { role: 'Styreleder', name: 'Kari Haugen', local: 'kari', phone: '924 18 330' },
  { role: 'Nestleder', name: 'Ole Bakken', local: 'ole', phone: '975 02 114' },
  { role: 'Kasserer', name: 'Ingrid Solberg', local: 'ingrid', phone: '481 66 209', charcode: true },
  { role: 'Sekretær', name: 'Henrik Dahl', local: 'henrik', phone: '412 90 871' },
  { role: 'Sportslig leder', name: 'Marte Lie', local: 'marte', phone: '938 45 612' },
];

export function sorbratenIl(): CrawlWorldSite {
  comp = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Idrett for hele familien',
    main: section(
      rich(
        h(1, 'Idrett for hele familien i Sørbråten') +
          p('Sørbråten IL har rundt 650 medlemmer og tilbyr fotball, alpint, langrenn og allidrett for barn fra 5 år. Alle trenere og ledere er frivillige.') +
          p(`<a href="/bli-medlem" data-testid="linkElement">Meld deg inn i klubben</a> · <a href="/dugnad" data-testid="linkElement">Dugnadslister for sesongen</a>`),
      ),
    ),
  });

  pages['/styret'] = page({
    path: '/styret',
    title: 'Styret',
    main: section(
      rich(h(1, 'Styret 2025') + p('Styret ble valgt på årsmøtet 13. mars 2025. Ta gjerne kontakt med oss direkte.')) +
        `<div id="${compId()}" class="wixui-table" data-testid="table"><table><thead><tr><th>Verv</th><th>Navn</th><th>Telefon</th><th>E-post</th></tr></thead><tbody>` +
        BOARD.map(
          (b) =>
            `<tr><td>${esc(b.role)}</td><td>${esc(b.name)}</td><td>${tel(b.phone)}</td><td>${b.charcode ? '<span id="epost-kasserer"></span>' : mailto(`${b.local}@${HOST}`)}</td></tr>`,
        ).join('') +
        `</tbody></table></div>` +
        `<script>(function(){var a=String.fromCharCode(${INGRID_CODES});var el=document.getElementById('epost-kasserer');if(el){el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';}})();</script>`,
    ),
  });

  pages['/lag-og-trenere'] = page({
    path: '/lag-og-trenere',
    title: 'Lag og trenere',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsTeam',
        name: 'Sørbråten IL Alpint',
        sport: 'Alpine skiing',
        memberOf: { '@type': 'SportsOrganization', name: 'Sørbråten Idrettslag', url: `${ORIGIN}/` },
        coach: { '@type': 'Person', name: 'Sondre Vik', jobTitle: 'Hovedtrener alpint', email: `sondre@${HOST}` },
      },
    ],
    main: section(
      rich(
        h(1, 'Lag og trenere') +
          h(2, 'Fotball') +
          p('Vi har lag fra 6 til 16 år, og seniorlag i 7. divisjon. Treninger på Sørbråten kunstgress mandag og onsdag.') +
          p(`Hovedtrener G14: Espen Moe, ${mailto(`espen@${HOST}`)}`) +
          h(2, 'Alpint') +
          p('Alpingruppa trener i Varingskollen tirsdag og torsdag fra desember til mars. Påmelding til sesongen skjer i Spond.'),
      ),
    ),
  });

  pages['/dugnad'] = page({
    path: '/dugnad',
    title: 'Dugnad',
    main: section(
      rich(
        h(1, 'Dugnad') +
          p('Hvert lag stiller med folk til kiosk, parkering og loppemarked to ganger i året. Dugnadsinntektene går uavkortet til treningsleir og utstyr.') +
          p(`Dugnadsansvarlig Siri Berg setter opp listene – kan du ikke på din vakt, send en e-post til ${mailto(`siri@${HOST}`)} så finner hun en bytteløsning.`),
      ),
    ),
  });

  pages['/klubbhuset'] = page({
    path: '/klubbhuset',
    title: 'Leie klubbhuset',
    main: section(
      rich(
        h(1, 'Leie klubbhuset') +
          p('Klubbhuset har plass til 60 personer og kjøkken med oppvaskmaskin. Leie fredag–søndag: 2 500 kr for medlemmer, 3 500 kr for andre.') +
          p(`Nøkler hentes hos vaktmester Arne Lund, ${tel('900 12 345')}. Bestilling: ${mailto(`utleie@${HOST}`)}`),
      ),
    ),
  });

  pages['/bli-medlem'] = page({
    path: '/bli-medlem',
    title: 'Bli medlem',
    main: section(
      rich(h(1, 'Bli medlem') + p('Medlemskontingent 2025: 300 kr for barn, 500 kr for voksne, 900 kr for familie. Innmelding skjer via Min idrett.')) +
        `<form id="${compId()}" class="wixui-form" aria-label="Nyhetsbrev"><label for="nb-epost">Få nyhetsbrevet</label><input id="nb-epost" type="email" class="wixui-text-input__input" placeholder="ola.nordmann@example.com"><button type="submit" class="wixui-button">Meld på</button></form>`,
    ),
  });

  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: section(rich(h(1, 'Personvern') + p('Sørbråten IL behandler medlemsopplysninger i Norges idrettsforbunds medlemssystem.'))) });

  pages['/medlemsside'] = page({
    path: '/medlemsside',
    title: 'Medlemsside',
    main: section(rich(h(1, 'Medlemsside') + p(`Kun for innloggede medlemmer. Feil i medlemsregisteret? Skriv til ${mailto(`medlemsregister@${HOST}`)}.`))),
  });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/styret', '/lag-og-trenere', '/dugnad', '/klubbhuset', '/bli-medlem', '/personvern'], '2025-03-20'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: /medlemsside\nDisallow: /*?lightbox=\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml'], '2025-03-20'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1712345678.9012345678901234567', 'Via': '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-109',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...BOARD.map((b) =>
          b.charcode
            ? { address: `${b.local}@${HOST}`, name: b.name, title: b.role, pages: ['/styret'], encoded: { kind: 'charcodes' as const, text: INGRID_CODES }, cases: ['table', 'script-charcode', ln] as CaseKind[] }
            : { address: `${b.local}@${HOST}`, name: b.name, title: b.role, pages: ['/styret'], cases: ['table', 'plain', ln] as CaseKind[] },
        ),
        { address: `espen@${HOST}`, name: 'Espen Moe', title: 'Hovedtrener G14', titleAlternatives: ['Hovedtrener'], pages: ['/lag-og-trenere'], cases: ['title-name-line', 'plain', ln] },
        { address: `sondre@${HOST}`, name: 'Sondre Vik', title: 'Hovedtrener alpint', pages: ['/lag-og-trenere'], cases: ['json-ld-only', 'json-ld-person', ln] },
        { address: `siri@${HOST}`, name: 'Siri Berg', title: 'Dugnadsansvarlig', pages: ['/dugnad'], cases: ['prose', 'plain', ln] },
        { address: `utleie@${HOST}`, name: null, title: null, pages: ['/klubbhuset'], cases: ['neighbour', 'role', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/medlemsside'],
      nonAddresses: [
        { text: `medlemsregister@${HOST}`, kind: 'disallowed' },
        { text: 'ola.nordmann@example.com', kind: 'placeholder' },
      ],
    },
  };
}
