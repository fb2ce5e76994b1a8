/**
 * Tiszamenti Paprika Manufaktúra: a family paprika mill near Szeged on Wix, Hungarian (family name
 * first) with an English export page reached through hreflang. The founder in prose and as a
 * JSON-LD founder, the quality manager only in JSON-LD as a department's employee, "Name, title"
 * lines on the contact page with the webshop clerk's address reversed by a script, a press label
 * line, an agronomist quoted in a blog post two links from home, and the courier's address.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tiszamenti-paprika.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  hu: [['/', 'Főoldal'], ['/rolunk', 'Rólunk'], ['/blog', 'Paprikanapló'], ['/kapcsolat', 'Kapcsolat'], ['/sajto', 'Sajtó']],
  en: [['/en/export', 'Export']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Tiszamenti Paprika',
  head: ['<meta name="generator" content="Wix.com Website Builder">', '<meta http-equiv="X-Wix-Meta-Site-Id" content="0c7e9a4d-51b2-4f0e-9a63-2d5c1e8f7b40">', '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>'],
  header: (p) =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="wixui-header"><div data-testid="linkElement" class="wixui-image"><a href="/"><img src="https://static.wixstatic.com/media/9f41c2_paprika-logo.png/v1/fill/w_180,h_64/logo.png" alt="Tiszamenti Paprika"></a></div>` +
    `<nav id="comp-lmenu" aria-label="Site"><ul class="wixui-horizontal-menu">${MENU[p.lang]!.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${h}"><p class="StylableHorizontalMenu3372578893__label">${esc(l)}</p></a></li>`).join('')}</ul></nav></header><main id="PAGES_CONTAINER">`,
  footer: (p) =>
    `</main><footer id="SITE_FOOTER" class="wixui-footer"><p class="font_9 wixui-rich-text__text">Tiszamenti Paprika Kft. · 6728 Szeged, Kollégiumi út 41. · ${tel('+36 62 473 120')} · ${mailto(`rendeles@${HOST}`)}</p>` +
    (p.lang === 'hu' ? `<p class="font_9"><a href="/nagyker">Nagykereskedelmi partnereknek</a></p>` : '') +
    `<p class="font_9">Szállítási partnerünk: GyorsFutár Zrt., ugyfelszolgalat@gyorsfutar.hu</p></footer></div></div>`,
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.6c1c3b4a.bundle.min.js" async></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ALT = { hu: '/', en: '/en/export' };
const txt = (html: string) => `<div class="wixui-rich-text" data-testid="richTextElement">${html}</div>`;

export function tiszamentiPaprika(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const balogh = `balogh.daniel@${HOST}`;
  pages['/'] = page({ path: '/', lang: 'hu', title: 'Szegedi fűszerpaprika 1921 óta', alternates: ALT, main: txt(`<h1 class="font_0">Szegedi fűszerpaprika, kőmalomban őrölve</h1><p class="font_8">Négy generáció óta termesztünk paprikát a Tisza mentén. Édes-nemes, csípős és füstölt őrlemények, paprikakrém és ajándékcsomagok.</p>`) });
  pages['/rolunk'] = page({
    path: '/rolunk', lang: 'hu', title: 'Rólunk',
    jsonLd: [{
      '@context': 'https://schema.org', '@type': 'Organization', name: 'Tiszamenti Paprika Kft.', url: ORIGIN,
      founder: { '@type': 'Person', name: 'Molnár Zoltán', jobTitle: 'ügyvezető', email: `molnar.zoltan@${HOST}` },
      department: [{ '@type': 'Organization', name: 'Minőségbiztosítás és labor', employee: [{ '@type': 'Person', name: 'Farkas Judit', jobTitle: 'minőségbiztosítási vezető', email: `farkas.judit@${HOST}` }] }],
    }],
    main: txt(`<h1 class="font_2">Rólunk</h1><p class="font_8">A manufaktúrát 2011-ben a nagyapai malom felújításával indította el Molnár Zoltán ügyvezető; ha viszonteladóként vagy rendezvényszervezőként keresné, írjon neki bátran a ${mailto(`molnar.zoltan@${HOST}`)} címre.</p><p class="font_8">Minden tételünket saját laborunk vizsgálja színre, nedvességtartalomra és aflatoxinra.</p>`),
  });
  pages['/kapcsolat'] = page({
    path: '/kapcsolat', lang: 'hu', title: 'Kapcsolat',
    main: txt(`<h1 class="font_2">Kapcsolat</h1><p class="font_8">Rendelések, szállítás: ${mailto(`rendeles@${HOST}`)}</p>` +
      `<p class="font_8">Szabó Levente, termelésvezető – ${mailto(`szabo.levente@${HOST}`)}</p>` +
      `<p class="font_8">Lakatos Csilla, pénzügyi ügyintéző – ${mailto(`lakatos.csilla@${HOST}`)}, ${tel('+36 62 473 125')}</p>` +
      `<p class="font_8">Balogh Dániel, webáruház és csomagkövetés – <a class="rev-mail" data-r="${reversed(balogh)}" href="#">e-mail</a></p>`) +
      `<script>document.querySelectorAll('.rev-mail').forEach(function(a){var m=a.getAttribute('data-r').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`,
  });
  pages['/sajto'] = page({ path: '/sajto', lang: 'hu', title: 'Sajtó', main: txt(`<h1 class="font_2">Sajtószoba</h1><p class="font_8">Fotók, logók és termékleírások letölthetők kérésre.</p><p class="font_8">Sajtókapcsolat: Kiss Réka, marketingmenedzser, ${tel('+36 30 612 4478')}, ${mailto(`kiss.reka@${HOST}`)}</p>`) });
  pages['/blog'] = page({ path: '/blog', lang: 'hu', title: 'Paprikanapló', main: txt(`<h1 class="font_2">Paprikanapló</h1><ul><li><a href="/post/uj-fajta-a-foldeken">Új fajta a földeken: idén a Szegedi 80 is bemutatkozik</a></li></ul>`) });
  pages['/post/uj-fajta-a-foldeken'] = page({ path: '/post/uj-fajta-a-foldeken', lang: 'hu', title: 'Új fajta a földeken', main: txt(`<article><h1 class="blog-post-title-font">Új fajta a földeken: idén a Szegedi 80 is bemutatkozik</h1><p>„Öt hektáron próbáljuk ki, a palántákat már április végén kiültettük” – mondja Oláh Gergely agronómusunk, aki szívesen válaszol a termelők kérdéseire is az ${mailto(`olah.gergely@${HOST}`)} címen.</p></article>`) });
  pages['/en/export'] = page({ path: '/en/export', lang: 'en', title: 'Export & wholesale', alternates: ALT, main: txt(`<h1 class="font_2">Hungarian paprika for your shelves</h1><p class="font_8">We ship ground paprika in 1 kg and 25 kg bags across the EU and to the UK. Ask our export desk for specifications and a price list: ${mailto(`export@${HOST}`)}</p>`) });
  pages['/nagyker'] = page({ path: '/nagyker', lang: 'hu', title: 'Nagyker', main: txt(`<p>Belépés partnereknek. Hozzáférés igénylése: ${mailto(`nagyker@${HOST}`)}</p>`) });
  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/rolunk', '/kapcsolat', '/sajto', '/blog']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nAllow: /\nDisallow: /nagyker\n\n# Wix sitemap\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1712345678.9012345678901234567' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-91',
      languages: ['hu', 'en'],
      addresses: [
        { address: `rendeles@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        { address: `molnar.zoltan@${HOST}`, name: 'Molnár Zoltán', title: 'ügyvezető', pages: ['/rolunk'], cases: ['prose', 'plain', 'json-ld-person', ln] },
        { address: `farkas.judit@${HOST}`, name: 'Farkas Judit', title: 'minőségbiztosítási vezető', pages: ['/rolunk'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only', ln] },
        { address: `szabo.levente@${HOST}`, name: 'Szabó Levente', title: 'termelésvezető', pages: ['/kapcsolat'], cases: ['name-title-line', 'plain', ln] },
        { address: `lakatos.csilla@${HOST}`, name: 'Lakatos Csilla', title: 'pénzügyi ügyintéző', pages: ['/kapcsolat'], cases: ['name-title-line', 'plain', ln] },
        { address: balogh, name: 'Balogh Dániel', title: 'webáruház és csomagkövetés', pages: ['/kapcsolat'], encoded: { kind: 'reversed', text: reversed(balogh) }, cases: ['name-title-line', 'script-reversed', ln] },
        { address: `kiss.reka@${HOST}`, name: 'Kiss Réka', title: 'marketingmenedzser', pages: ['/sajto'], cases: ['label-line', 'plain', ln] },
        { address: `olah.gergely@${HOST}`, name: 'Oláh Gergely', title: 'agronómus', pages: ['/post/uj-fajta-a-foldeken'], cases: ['prose', 'plain', 'deep-page', ln] },
        { address: `export@${HOST}`, name: null, title: null, pages: ['/en/export'], cases: ['role', 'plain', 'hreflang'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/nagyker'],
      nonAddresses: [
        { text: `nagyker@${HOST}`, kind: 'disallowed' },
        { text: 'ugyfelszolgalat@gyorsfutar.hu', kind: 'other-company' },
      ],
    },
  };
}
