/**
 * Mecsek Állatorvosi Rendelő: a small-animal veterinary practice in Pécs, built with Wix. Names
 * family name first, as Hungarian writes them, with "dr." before the vets. The founder only in
 * the home page's JSON-LD (a Person with a "mailto:" address), the surgeon nested in a
 * department; the team strip with microdata cards, one address kept reversed in a data
 * attribute and turned around by a script; the billing clerk as a label line on the contact page;
 * a tick-season blog post reached only through a child of Wix's sitemap index. The laboratory's
 * address, the booking form's placeholder and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'mecsekvet.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/szolgaltatasok', 'Szolgáltatások'],
  ['/csapatunk', 'Csapatunk'],
  ['/blog', 'Blog'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Mecsek Állatorvosi Rendelő',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="5f2a91c4-0d8e-4b7a-9c31-e6f02b8d4a17">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_bootstrap.8a3f2c1e.min.css">',
    '<script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"5f2a91c4-0d8e-4b7a-9c31-e6f02b8d4a17","isWixSite":false},"language":{"siteLanguage":"hu","userLanguage":"hu"}};</script>',
  ],
  header: (p) =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus" tabindex="-1" role="region" aria-label="top of page"><span class="mHZSwn">top of page</span></div>` +
    `<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div id="comp-lq8x2a1f" class="comp-lq8x2a1f wixui-rich-text" data-testid="richTextElement"><p class="font_4 wixui-rich-text__text"><a href="/" class="wixui-rich-text__text">MECSEK ÁLLATORVOSI RENDELŐ</a></p></div>` +
    `<wix-dropdown-menu id="comp-lq8x2a2k" class="XwCBRN NHM1d1 comp-lq8x2a2k wixui-dropdown-menu hidden-during-prewarmup"><nav class="R_TAzU" id="comp-lq8x2a2knavContainer" aria-label="Site"><ul class="y7qwii wixui-dropdown-menu__menu" id="comp-lq8x2a2kitemsContainer">` +
    MENU.map(([href, label], i) => `<li id="comp-lq8x2a2k${i}" class="wbu0wm${p.path === href ? ' selected' : ''} wixui-dropdown-menu__item"><a data-testid="linkElement" href="${ORIGIN}${href}" class="UiHgGh"><div class="yRj2ms"><div class="" id="comp-lq8x2a2k${i}label">${esc(label)}</div></div></a></li>`).join('') +
    `</ul></nav></wix-dropdown-menu></div></header><main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div class="ad1EHT wixui-page">`,
  footer: () =>
    `</div></div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer"><div class="_C0cVf"><div id="comp-lq8x3f0a" class="wixui-rich-text"><p class="font_9">Mecsek Állatorvosi Rendelő · 7621 Pécs, Rákóczi út 41. · Rendelés: H–P 8–20, Szo 9–13</p><p class="font_9">Tel.: ${tel('+36 72 555 300')} · ${mailto(`rendelo@${HOST}`)}</p><p class="font_9"><a href="${ORIGIN}/adatvedelem">Adatvédelem</a> · <a href="${ORIGIN}/tagoknak">Gazdiknak belépés</a></p><p class="font_9">©2025 Mecsek Vet Bt. Készült a Wix.com segítségével</p></div></div></footer></div></div></div></div>` +
    `<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.f31c8e2a.bundle.min.js" async></script>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });
const strip = (html: string, id: string): string => `<section id="comp-${id}" class="wixui-section"><div class="comp-${id}-container"><div class="wixui-rich-text" data-testid="richTextElement">${html}</div></div></section>`;

type Vet = { shown: string; name: string; title: string; local: string; reverse?: boolean; micro: boolean; honorific: boolean; note: string };
const TEAM: Vet[] = [
  { shown: 'dr. Pap Orsolya', name: 'Pap Orsolya', title: 'sebész állatorvos', local: 'pap.orsolya', micro: true, honorific: true, note: 'Lágyszöveti és ortopédiai műtétek, ivartalanítás.' },
  { shown: 'dr. Kiss Réka', name: 'Kiss Réka', title: 'egzotikus állatok szakállatorvosa', local: 'kiss.reka', micro: true, honorific: true, note: 'Nyulak, rágcsálók, madarak és hüllők.' },
  { shown: 'dr. Horváth Ádám', name: 'Horváth Ádám', title: 'állatorvos', local: 'horvath.adam', reverse: true, micro: false, honorific: true, note: 'Belgyógyászat, ultrahang, oltások.' },
  { shown: 'Szabó Dóra', name: 'Szabó Dóra', title: 'állatorvosi szakasszisztens', local: 'szabo.dora', micro: true, honorific: false, note: 'Altatásfelügyelet, laborminták, fogkőeltávolítás.' },
  { shown: 'Molnár Petra', name: 'Molnár Petra', title: 'recepciós, rendelői koordinátor', local: 'molnar.petra', micro: false, honorific: false, note: 'Időpontok, oltási könyvek, gyógytáp-rendelés.' },
];

const REVEAL = `<script>document.querySelectorAll('.rev-mail').forEach(function(el){var a=el.getAttribute('data-m').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`;

const vetCard = (v: Vet): string => {
  const addr = `${v.local}@${HOST}`;
  const item = v.micro ? ' itemscope itemtype="https://schema.org/Person"' : '';
  const ip = (p: string) => (v.micro ? ` itemprop="${p}"` : '');
  const mail = v.reverse ? `<span class="rev-mail" data-m="${reversed(addr)}">[e-mail]</span>` : `<a href="mailto:${addr}"${ip('email')}>${addr}</a>`;
  return `<div class="wixui-repeater__item comp-team-item"${item}><img src="https://static.wixstatic.com/media/a1c3e2_${v.local.replace('.', '')}~mv2.jpg/v1/fill/w_300,h_300/${v.local}.jpg" alt="${esc(v.shown)}"><h4 class="font_6"${ip('name')}>${esc(v.shown)}</h4><p class="font_8"${ip('jobTitle')}>${esc(v.title)}</p><p class="font_8">${esc(v.note)}</p><p class="font_8">${mail}</p></div>`;
};

export function mecsekvet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Állatorvos Pécs belváros',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Mecsek Állatorvosi Rendelő',
        url: `${ORIGIN}/`,
        telephone: '+36 72 555 300',
        address: { '@type': 'PostalAddress', streetAddress: 'Rákóczi út 41.', postalCode: '7621', addressLocality: 'Pécs', addressCountry: 'HU' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:rendelo@${HOST}`, telephone: '+36 72 555 300' }],
        founder: { '@type': 'Person', name: 'Dr. Bognár Levente', jobTitle: 'alapító főállatorvos', email: `mailto:bognar.levente@${HOST}` },
        department: [
          { '@type': 'VeterinaryCare', name: 'Kisállat-sebészet', employee: { '@type': 'Person', name: 'Dr. Pap Orsolya', jobTitle: 'sebész állatorvos', email: `pap.orsolya@${HOST}` } },
        ],
      },
    ],
    main:
      strip(`<h1 class="font_0">Gondoskodás a Mecsek lábánál</h1><p class="font_7">Kutyák, macskák, nyulak és egzotikus kedvencek ellátása 2009 óta, a belvárosban, saját röntgennel és laborral.</p><p class="font_7"><a href="${ORIGIN}/szolgaltatasok">Szolgáltatásaink</a> · <a href="${ORIGIN}/kapcsolat">Időpontkérés</a></p>`, 'k1home01') +
      strip(`<p class="font_8">Sürgős esetben hívja ügyeleti számunkat: ${tel('+36 30 555 3099')}</p>`, 'k1home02'),
  });

  pages['/szolgaltatasok'] = page({ path: '/szolgaltatasok', title: 'Szolgáltatások', main: strip(`<h2 class="font_2">Szolgáltatások</h2><ul class="font_8"><li>Védőoltások, chip, útlevél</li><li>Belgyógyászat és ultrahang</li><li>Lágyszöveti sebészet, ortopédia</li><li>Fogászat</li><li>Egzotikus állatok</li></ul><p class="font_8">A vérvizsgálatokat részben helyben, részben a PetLabor Kft. végzi (info@petlabor.hu).</p>`, 'k2srv01') });

  pages['/csapatunk'] = page({
    path: '/csapatunk',
    title: 'Csapatunk',
    main:
      strip(`<h2 class="font_2">Csapatunk</h2><p class="font_8">A rendelőt dr. Bognár Levente alapította 2009-ben; ma öten dolgozunk azon, hogy kedvence jó kezekben legyen.</p>`, 'k3team01') +
      `<div class="wixui-repeater comp-team" role="list">${TEAM.map(vetCard).join('')}</div>${REVEAL}`,
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main:
      strip(`<h2 class="font_2">Kapcsolat</h2><p class="font_8">7621 Pécs, Rákóczi út 41. (bejárat az udvarból, parkolás a Zsolnay-kút mögött)</p><p class="font_8">Időpontkérés: ${tel('+36 72 555 300')} · ${mailto(`rendelo@${HOST}`)}</p>` +
        `<p class="font_8">Számlázás, állatbiztosítás: Takács Edit, gazdasági ügyintéző, 7621 Pécs, Rákóczi út 41., tel. ${tel('+36 72 555 310')}, ${mailto(`takacs.edit@${HOST}`)}</p>`, 'k4kap01') +
      `<form class="wixui-form" aria-label="Időpontkérés"><label>Név<input type="text" name="nev"></label><label>E-mail<input type="email" name="email" placeholder="pelda@gmail.com"></label><label>Állat neve, faja<input type="text" name="allat"></label><button type="submit">Küldés</button></form>`,
  });

  pages['/blog'] = page({ path: '/blog', title: 'Blog', main: strip(`<h2 class="font_2">Blog</h2><p class="font_8">Hamarosan új bejegyzések. Addig is kövessen minket a Facebookon!</p>`, 'k5blog01') });
  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelem', main: strip(`<h2 class="font_2">Adatkezelési tájékoztató</h2><p class="font_8">Az adatkezelő a Mecsek Vet Bt. (7621 Pécs, Rákóczi út 41.).</p>`, 'k6adat01') });
  pages['/tagoknak'] = page({ path: '/tagoknak', title: 'Gazdiknak', main: strip(`<p class="font_8">Oltási emlékeztetők és leletek. Belépési gond esetén: ${mailto(`gazdiportal@${HOST}`)}</p>`, 'k7tag01') });

  pages['/post/kullancsszezon-2025'] = page({
    path: '/post/kullancsszezon-2025',
    title: 'Kullancsszezon 2025 – mit tegyünk, ha baj van?',
    main: strip(
      `<h1 class="font_0">Kullancsszezon 2025 – mit tegyünk, ha baj van?</h1><p class="font_8">Az enyhe tél miatt már márciusban sok kullancsot találunk a mecseki kutyákon. A babéziózis első jele a bágyadtság és a sötét vizelet – ilyenkor ne várjon!</p>` +
        `<p class="font_8">A cseppek és tabletták közti választásról Fodor Bence állatorvos szívesen válaszol a ${mailto(`fodor.bence@${HOST}`)} címen is.</p>`,
      'k8post01',
    ),
  });

  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-04-09'));
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/szolgaltatasok', '/csapatunk', '/blog', '/kapcsolat', '/adatvedelem'], '2025-04-09'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/kullancsszezon-2025'], '2025-03-28'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /tagoknak\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1712653381.7730913447161223', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-83',
      languages: ['hu'],
      addresses: [
        { address: `rendelo@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: `bognar.levente@${HOST}`, name: 'Bognár Levente', title: 'alapító főállatorvos', pages: ['/'], cases: ['json-ld-person', 'json-ld-mailto', 'json-ld-only', 'honorific'] },
        ...TEAM.map((v) => {
          const addr = `${v.local}@${HOST}`;
          return {
            address: addr,
            name: v.name,
            title: v.title,
            pages: v.local === 'pap.orsolya' ? ['/csapatunk', '/'] : ['/csapatunk'],
            ...(v.reverse ? { encoded: { kind: 'reversed' as const, text: reversed(addr) } } : {}),
            cases: ['card', ln, v.reverse ? 'script-reversed' : 'plain', ...(v.micro ? ['microdata'] : []), ...(v.honorific ? ['honorific'] : []), ...(v.local === 'pap.orsolya' ? ['json-ld-nested', 'json-ld-person'] : [])] as CaseKind[],
          };
        }),
        { address: `takacs.edit@${HOST}`, name: 'Takács Edit', title: 'gazdasági ügyintéző', pages: ['/kapcsolat'], cases: ['label-line', 'plain', ln] },
        { address: `fodor.bence@${HOST}`, name: 'Fodor Bence', title: 'állatorvos', pages: ['/post/kullancsszezon-2025'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/tagoknak'],
      nonAddresses: [
        { text: `gazdiportal@${HOST}`, kind: 'disallowed' },
        { text: 'info@petlabor.hu', kind: 'other-company' },
        { text: 'pelda@gmail.com', kind: 'placeholder' },
      ],
    },
  };
}
