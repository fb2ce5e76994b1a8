/**
 * Bergen Seilskole: a sailing school on Nordnes in Bergen (dinghy, keelboat and Day Skipper
 * courses), on Wix, in Norwegian (bokmål). "Om oss" gives the staff as "Name, role – address"
 * lines with the addresses written "navn [at] domene [dot] test", the booking clerk's address
 * turned around in a data attribute by an embedded script; "Junior" names the junior coach in a
 * sentence. The instructor course is listed only in a sitemap robots.txt names at its own path,
 * with the course mailbox beside the lead instructor's name. The club's shared boathouse
 * address (another organisation) and the members' page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bergen-seilskole.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Hjem'],
  ['/kurs', 'Kurs'],
  ['/junior', 'Junior'],
  ['/om-oss', 'Om oss'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bergen Seilskole',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="7c2e9a41-3b5d-4f18-a6c0-8d1e2f3a4b5c">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"7c2e9a41-3b5d-4f18-a6c0-8d1e2f3a4b5c","siteId":"1e3c5a7b-9d2f-4e6a-8b0c-2d4f6a8c0e1b","isWixSite":true,"externalBaseUrl":"http:\\/\\/bergen-seilskole.test"},"language":{"userLanguage":"no","siteLanguage":"no"}};</script>',
  ],
  header: (p) =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div id="comp-lkx81a2b" class="BaOVQ8 wixui-image"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/9b1d2e_4f6a8c0e1b3d5f7a~mv2.png/v1/fill/w_180,h_64,al_c,q_85/logo-seilskole.png" alt="Bergen Seilskole" width="180" height="64"></a></div>` +
    `<nav id="comp-lkx81a3c" aria-label="Nettsted" class="StylableHorizontalMenu3372578893__root wixui-horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu">${MENU.map(([h, l]) => `<li class="itemDepth02233374943__itemWrapper"><a class="itemDepth02233374943__root${h === p.path ? ' itemDepth02233374943__selected' : ''}" href="${ORIGIN}${h === '/' ? '' : h}" data-testid="linkElement"><span class="itemDepth02233374943__label wixui-horizontal-menu__item-label">${esc(l)}</span></a></li>`).join('')}</ul></nav></div></header><main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES">`,
  footer: () =>
    `</div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8 wixui-rich-text__text">Bergen Seilskole AS · Nordnesbakken 4, 5005 Bergen · ${tel('+47 55 90 32 16')} · post [at] bergen-seilskole [dot] test</p><p class="font_8 wixui-rich-text__text">Org.nr. 921 447 306 · <a href="${ORIGIN}/personvern">Personvern</a> · <a href="${ORIGIN}/medlem">Medlemssider</a></p></div></footer></div></div>`,
  privacyPath: { no: '/personvern' },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4b0c1d2e.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'no' });
const rich = (html: string): string => `<section class="wixui-section"><div data-testid="richTextElement" class="wixui-rich-text">${html}</div></section>`;
const obf = (local: string): string => `${local} [at] bergen-seilskole [dot] test`;

type Staff = { name: string; title: string; local: string; reversed?: boolean };
const STAFF: Staff[] = [
  { name: 'Kari Vik', title: 'daglig leder', local: 'kari' },
  { name: 'Håkon Brekke', title: 'skolesjef og hovedinstruktør', local: 'hakon' },
  { name: 'Ingrid Sæle', title: 'instruktør jolle og kjølbåt', local: 'ingrid' },
  { name: 'Magnus Tveit', title: 'kursansvarlig voksenkurs', local: 'magnus' },
  { name: 'Sigrid Hauge', title: 'booking og regnskap', local: 'sigrid', reversed: true },
];
const SIGRID_REV = reversed(`sigrid@${HOST}`);

export function bergenSeilskole(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Seilkurs i Bergen',
    main: rich(`<h1 class="font_0">Lær å seile midt i Bergen</h1><p class="font_7">Jollekurs for barn, kjølbåtkurs for voksne og Day Skipper-kurs fra brygga på Nordnes, april til oktober.</p><p><a href="${ORIGIN}/kurs">Se kursene</a></p>`),
  });
  pages['/kurs'] = page({
    path: '/kurs',
    title: 'Kurs',
    main: rich(`<h1>Kurs 2025</h1><ul><li>Nybegynnerkurs kjølbåt, 4 kvelder – kr 3 950</li><li>Videregående kurs kjølbåt – kr 4 450</li><li>Day Skipper teori og praksis – kr 12 900</li><li>Jollekurs for barn 8–12 år (se <a href="${ORIGIN}/junior">Junior</a>)</li></ul><p>Påmelding skjer gjennom bookingsystemet. Spørsmål om kurs: ${obf('kurs')}</p>`),
  });
  pages['/junior'] = page({
    path: '/junior',
    title: 'Junior',
    main: rich(`<h1>Juniorseiling</h1><p>Hver tirsdag og torsdag seiler juniorene Optimist og Zoom8 i Vågen. Juniortrener Eirik Solberg tar gjerne imot spørsmål fra foreldre på ${mailto(`eirik@${HOST}`)}, også om utlån av våtdrakt.</p>`),
  });
  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main:
      rich(
        `<h1>Om oss</h1><p>Bergen Seilskole ble startet i 1998 av noen ildsjeler i Nordnes Seilforening og er i dag en egen skole med seks båter og 14 instruktører.</p><h2>Ansatte</h2>` +
          STAFF.map((s) => (s.reversed ? `<p class="font_8">${esc(s.name)}, ${esc(s.title)} – <a class="rev-mail" href="#" data-m="${SIGRID_REV}">send e-post</a></p>` : `<p class="font_8">${esc(s.name)}, ${esc(s.title)} – ${obf(s.local)}</p>`)).join(''),
      ) +
      `<div class="wixui-html-embed"><iframe title="Embedded Content" srcdoc=""></iframe></div>` +
      `<script>document.querySelectorAll('.rev-mail').forEach(function(a){var m=a.getAttribute('data-m').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`,
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: rich(`<h1>Kontakt</h1><p>Nordnesbakken 4, 5005 Bergen<br>${tel('+47 55 90 32 16')} (hverdager 09–15)</p><p>Generelle spørsmål: ${obf('post')}<br>Kurs og påmelding: ${obf('kurs')}</p><p>Båthuset deler vi med Nordnes Seilforening (styret@nordnes-seil.test).</p>`),
  });
  pages['/kurs/instruktorkurs'] = page({
    path: '/kurs/instruktorkurs',
    title: 'Instruktørkurs',
    main: rich(`<h1>Instruktørkurs nivå 1 (NSF)</h1><p>For deg over 16 år som vil bli instruktør. Kurset ledes av Lars Mjelde, NSF instruktør nivå 3.</p><p>Påmelding: ${mailto(`instruktor@${HOST}`)}</p>`),
  });
  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: rich(`<h1>Personvernerklæring</h1><p>Behandlingsansvarlig er Bergen Seilskole AS.</p>`) });
  pages['/medlem'] = page({ path: '/medlem', title: 'Medlemssider', main: rich(`<h1>Medlemssider</h1><p>Båtbooking og vaktlister. Glemt passord? ${mailto(`medlem@${HOST}`)}</p>`) });
  pages['/sitemap-kurs.xml'] = xmlPage(urlset(HOST, ['/kurs', '/kurs/instruktorkurs'], '2025-03-01'));

  const staffCase = (s: Staff): CaseKind[] => ['name-title-line', s.reversed ? 'script-reversed' : 'obfuscated', 'link-non-english'];

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: /medlem\nDisallow: /*?lightbox=\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/sitemap-kurs.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/kurs', '/junior', '/om-oss', '/kontakt', '/personvern'], '2025-03-01'),
      pages,
      headers: { Server: 'Pepyaka', 'x-wix-request-id': '1712345678.90123456789012345678', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-36',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        { address: `kurs@${HOST}`, name: null, title: null, pages: ['/kurs', '/kontakt'], cases: ['role', 'obfuscated', 'link-non-english'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/om-oss'],
          ...(s.reversed ? { encoded: { kind: 'reversed' as const, text: SIGRID_REV } } : {}),
          cases: staffCase(s),
        })),
        { address: `eirik@${HOST}`, name: 'Eirik Solberg', title: 'Juniortrener', pages: ['/junior'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `instruktor@${HOST}`, name: null, title: null, pages: ['/kurs/instruktorkurs'], cases: ['neighbour', 'role', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}',
      disallowed: ['/medlem'],
      nonAddresses: [
        { text: `medlem@${HOST}`, kind: 'disallowed' },
        { text: 'styret@nordnes-seil.test', kind: 'other-company' },
      ],
    },
  };
}
