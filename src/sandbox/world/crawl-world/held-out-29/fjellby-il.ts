/**
 * Fjellby Idrettslag: a Norwegian multi-sport club, on Wix. The board as "Role: Name" lines with
 * addresses written "[at]", a table of group leaders, the handball section's contact built by a
 * script from pieces, the girls' 13 team's coach two links deep with a reversed address, the
 * treasurer's form with a placeholder address, and a members-only page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fjellby-il.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Hjem'],
  ['/styret', 'Styret'],
  ['/grupper', 'Grupper'],
  ['/handball', 'Håndball'],
  ['/bli-medlem', 'Bli medlem'],
  ['/kontakt', 'Kontakt oss'],
];

const CONCAT_SCRIPT = `<script>var hb2 = 'fjellby-il' + '.' + 'test'; document.getElementById('hb-mail').innerHTML = '<a href="mailto:' + 'kristian.moe' + '@' + hb2 + '">' + 'kristian.moe' + '@' + hb2 + '</a>';</script>`;
const REV = reversed(`thea.solberg@${HOST}`);
const REV_SCRIPT = `<script>document.querySelectorAll('[data-mail]').forEach(function(el){var a=el.getAttribute('data-mail').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Fjellby IL',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="3f9b1d2e-8c44-4a71-b0e2-5d6c7a8f9e10">',
    '<link rel="preconnect" href="https://static.parastorage.com">',
    '<script>window.viewerModel = {"site":{"metaSiteId":"3f9b1d2e-8c44-4a71-b0e2-5d6c7a8f9e10","language":"no"}};</script>',
  ],
  header: () =>
    `<header id="SITE_HEADER" class="wixui-header"><div id="comp-logo"><a href="/"><img src="https://static.wixstatic.com/media/8a1b2c_fjellby-logo~mv2.png/v1/fill/w_120,h_120/fjellby-logo.png" alt="Fjellby IL"></a></div>` +
    `<nav id="comp-menu" aria-label="Nettsted"><ul class="wixui-dropdown-menu">${MENU.map(([h, l]) => `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${ORIGIN}${h === '/' ? '' : h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><p class="font_8">Fjellby Idrettslag · Idrettsveien 2 · 2750 Gran · Org.nr. 971 254 336</p><p class="font_8">${mailto(`post@${HOST}`)} · Vipps 558812</p><p class="font_8"><a href="/personvern">Personvern</a></p></footer>`,
  privacyPath: { no: '/personvern' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4a1f9e2b.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'no' });
const rich = (html: string): string => `<section class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text">${html}</div></section>`;

const BOARD: { role: string; name: string; local: string }[] = [
  { role: 'Leder', name: 'Kari Haugen', local: 'kari.haugen' },
  { role: 'Nestleder', name: 'Ole Bakken', local: 'ole.bakken' },
  { role: 'Kasserer', name: 'Silje Nygård', local: 'silje.nygard' },
  { role: 'Sekretær', name: 'Espen Strand', local: 'espen.strand' },
];
const GROUPS: { group: string; name: string; title: string; local: string }[] = [
  { group: 'Fotball', name: 'Tore Lien', title: 'Gruppeleder fotball', local: 'tore.lien' },
  { group: 'Langrenn', name: 'Ingrid Holm', title: 'Gruppeleder langrenn', local: 'ingrid.holm' },
  { group: 'Orientering', name: 'Geir Aasen', title: 'Gruppeleder orientering', local: 'geir.aasen' },
];

export function fjellbyIl(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Idrett for alle i Fjellby',
    main: rich(`<h1 class="font_0">Velkommen til Fjellby IL</h1><p class="font_7">Fotball, håndball og langrenn for barn, ungdom og voksne. Dugnaden på kunstgresset er lørdag 26. april kl. 10.</p>`),
  });

  pages['/styret'] = page({
    path: '/styret',
    title: 'Styret',
    main: rich(`<h2 class="font_2">Styret 2025</h2>` + BOARD.map((b) => `<p class="font_8">${esc(b.role)}: ${esc(b.name)} – ${b.local} [at] fjellby-il [dot] test</p>`).join('') + `<p class="font_8">Valgkomiteen kan nås via styret.</p>`),
  });

  pages['/grupper'] = page({
    path: '/grupper',
    title: 'Grupper',
    main: rich(
      `<h2 class="font_2">Gruppene våre</h2><table class="wixui-table"><tbody><tr><td>Gruppe</td><td>Leder</td><td>E-post</td></tr>` +
        GROUPS.map((g) => `<tr><td>${esc(g.group)}</td><td>${esc(g.name)}</td><td>${mailto(`${g.local}@${HOST}`)}</td></tr>`).join('') +
        `<tr><td>Håndball</td><td colspan="2"><a href="/handball">se egen side</a></td></tr></tbody></table>`,
    ),
  });

  pages['/handball'] = page({
    path: '/handball',
    title: 'Håndball',
    main: rich(`<h2 class="font_2">Håndballgruppa</h2><p>Sportslig leder for håndball er Kristian Moe: <span id="hb-mail"></span></p>${CONCAT_SCRIPT}<ul><li><a href="/handball/jenter-13">Jenter 13</a></li><li>Gutter 14</li></ul>`),
  });

  pages['/handball/jenter-13'] = page({
    path: '/handball/jenter-13',
    title: 'Jenter 13',
    main: rich(`<h2 class="font_2">Jenter 13</h2><p>Treninger tirsdag og torsdag 17.30–19.00 i Fjellbyhallen.</p><p>Hovedtrener: Thea Solberg, <span data-mail="${REV}"></span></p>${REV_SCRIPT}`),
  });

  pages['/bli-medlem'] = page({
    path: '/bli-medlem',
    title: 'Bli medlem',
    main: rich(`<h2 class="font_2">Bli medlem</h2><p>Medlemskontingent 2025: 300 kr for barn, 500 kr for voksne.</p><form class="wixui-form"><label>Navn<input type="text" name="navn"></label><label>E-post<input type="email" name="epost" placeholder="ola.nordmann@eksempel.no"></label><button>Send inn</button></form><p>Spørsmål om kontingent: ${mailto(`medlem@${HOST}`)}</p>`),
  });

  pages['/kontakt'] = page({ path: '/kontakt', title: 'Kontakt oss', main: rich(`<h2 class="font_2">Kontakt oss</h2><p>Fjellbyhallen, Idrettsveien 2, 2750 Gran</p><p>Utleie av hallen: ${mailto(`hallen@${HOST}`)}</p><p>Klubbhuset: ${tel('+47 61 33 20 45')}</p>`) });
  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: rich(`<h2>Personvern</h2><p>Behandlingsansvarlig er Fjellby Idrettslag. Medlemsregisteret føres i Min Idrett.</p>`) });
  pages['/medlemsside'] = page({ path: '/medlemsside', title: 'For medlemmer', main: rich(`<h2>For medlemmer</h2><p>Dugnadslister sendes til ${mailto(`dugnad@${HOST}`)}.</p>`) });
  pages['/kontakt'] = { body: pages['/kontakt']!.body.replace('</main>', '<p><a href="/medlemsside">Innlogging for medlemmer</a></p></main>') };

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /medlemsside\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1711965432.1128473019' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-29',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `medlem@${HOST}`, name: null, title: null, pages: ['/bli-medlem'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `hallen@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'link-non-english'] },
        ...BOARD.map((b) => ({ address: `${b.local}@${HOST}`, name: b.name, title: b.role, pages: ['/styret'], cases: ['title-name-line', 'obfuscated', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        ...GROUPS.map((g) => ({ address: `${g.local}@${HOST}`, name: g.name, title: 'Leder', titleAlternatives: [g.title], pages: ['/grupper'], cases: ['table', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `kristian.moe@${HOST}`, name: 'Kristian Moe', title: 'Sportslig leder for håndball', titleAlternatives: ['Sportslig leder'], pages: ['/handball'], encoded: { kind: 'script', text: CONCAT_SCRIPT }, cases: ['script-concat', 'prose', 'link-non-english'] },
        { address: `thea.solberg@${HOST}`, name: 'Thea Solberg', title: 'Hovedtrener', pages: ['/handball/jenter-13'], encoded: { kind: 'reversed', text: REV }, cases: ['script-reversed', 'title-name-line', 'deep-page', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/medlemsside'],
      nonAddresses: [
        { text: `dugnad@${HOST}`, kind: 'disallowed' },
        { text: 'ola.nordmann@eksempel.no', kind: 'placeholder' },
      ],
    },
  };
}
