/**
 * Carrickfin Fishermen's Co-operative Society: an inshore fishermen's co-op on the Donegal coast,
 * on Wix. "Our Team" is a repeater of cards (Irish-language names with Mac, Ó and Ní, an ACA
 * after the financial controller's name; two addresses typed as "name [at] domain [dot] test" to
 * keep spam down); "About the Co-op" names the chairperson as "Chairperson: Name (boat) – address";
 * "Buying from the Quay" has a "Contact person:" line with the pier's address and phone beside the
 * sales mailbox; a blog post about a new training coordinator is listed only in Wix's
 * blog-posts sitemap, a child of the sitemap index. The members' account pages (disallowed) and
 * the contact form's placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'carrickfincoop.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, string][] = [
  ['/', 'Home', 'comp-lk3x9b2a0'],
  ['/about-the-co-op', 'About the Co-op', 'comp-lk3x9b2a1'],
  ['/our-team', 'Our Team', 'comp-lk3x9b2a2'],
  ['/buying-from-the-quay', 'Buying from the Quay', 'comp-lk3x9b2a3'],
  ['/blog', 'News', 'comp-lk3x9b2a4'],
  ['/contact', 'Contact', 'comp-lk3x9b2a5'],
];

let comp = 0;
const cid = (): string => `comp-lq${(0x4a8f2c + comp++ * 0x1f3).toString(36)}`;
/** A Wix rich-text element. */
const rt = (html: string): string => {
  const id = cid();
  return `<div id="${id}" class="KcpHeO tz5f0K ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};
const p8 = (html: string): string => `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">${html}</span></p>`;

const theme: Theme = {
  host: HOST,
  siteName: "Carrickfin Fishermen's Co-op",
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="7d2c5e1a-9b3f-4c8e-a6d0-1f2e3a4b5c6d">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="0b8e4f7c-2a1d-4e5f-9c3b-6a7d8e9f0a1b">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.0f3b6c2d.bundle.min.js" as="script">',
    '<script type="text/javascript">window.__BROWSER_DEPRECATION__ = false; window.fedops = window.fedops || {}; window.fedops.apps = window.fedops.apps || {};</script>',
    '<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/3a9c1e_4b7d2f8e0a6c4e19b5d3f2a1c0e9d8b7%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/3a9c1e_4b7d2f8e0a6c4e19b5d3f2a1c0e9d8b7%7Emv2.png" type="image/png">',
  ],
  header: (p) =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">` +
    `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="MW5IWV"><div class="VgO9Yg"></div></div><div class="yTTuLC"><div class="mwF7X1"></div><div class="VgO9Yg"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">` +
    `<div id="comp-lk3x8z7w" class="MazNVa comp-lk3x8z7w wixui-image"><a data-testid="linkElement" href="${ORIGIN}/" class="j7pOnl"><img src="https://static.wixstatic.com/media/3a9c1e_crest.png/v1/fill/w_120,h_120,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/carrickfin-crest.png" alt="Carrickfin Co-op crest" style="width:120px;height:120px;object-fit:cover" width="120" height="120"></a></div>` +
    `<nav aria-label="Site" id="comp-lk3x9b2a" class="comp-lk3x9b2a wixui-horizontal-menu"><ul class="QFk4Ge" data-testid="itemsContainer">${MENU.map(([h, l, id]) => `<li id="${id}" class="wixui-horizontal-menu__item" data-testid="${h === p.path ? 'menuItem-selected' : 'menuItem'}"><a data-testid="linkElement" href="${ORIGIN}${h}" class="UiHgGh"><div class="itemDepth02233374943__root"><p class="StylableHorizontalMenu3372578893__label">${esc(l)}</p></div></a></li>`).join('')}</ul></nav>` +
    `</div></div></div></div></header><main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div class="JsJXaX"><div id="${p.path === '/' ? 'c1dmp' : 'b4k2z'}" class="dBAkHi theme-vars">`,
  footer: () =>
    `</div></div></div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="yTTuLC"><div class="VgO9Yg"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content"><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">` +
    rt(
      p8(`Carrickfin Fishermen’s Co-operative Society Ltd · Carrickfin Pier, Annagry, Co. Donegal F94 X2K7`) +
        p8(`Tel ${tel('+353 74 955 0140')} · Registered Society No. 4127R · A member of the Irish South &amp; West Fish Producers Organisation`) +
        p8(`<a data-auto-recognition="true" href="${ORIGIN}/privacy-policy" class="wixui-rich-text__text">Privacy Policy</a> · <a href="${ORIGIN}/account/my-account" class="wixui-rich-text__text">Members Log In</a>`),
    ) +
    `</div></div></div></div></footer></div></div></div></div>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [
    '<script id="wix-viewer-model" type="application/json">{"site":{"metaSiteId":"7d2c5e1a-9b3f-4c8e-a6d0-1f2e3a4b5c6d","isHttps":true,"externalBaseUrl":"","siteRevision":214},"language":{"siteLanguage":"en","userLanguage":"en"},"mode":{"qa":false,"debug":false}}</script>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.0f3b6c2d.bundle.min.js" async></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });
const section = (html: string): string => {
  const id = cid();
  return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div data-mesh-id="${id}inlineContent" data-testid="inline-content"><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${html}</div></div></section>`;
};

type Member = { name: string; shown: string; title: string; local: string; how: 'plain' | 'obfuscated'; photo: string };
const TEAM: Member[] = [
  { name: 'Pádraig Mac Giolla Bhríde', shown: 'Pádraig Mac Giolla Bhríde', title: 'General Manager & Company Secretary', local: 'p.macgiollabhride', how: 'plain', photo: '3a9c1e_padraig' },
  { name: 'Síle Ní Dhomhnaill', shown: 'Síle Ní Dhomhnaill ACA', title: 'Financial Controller', local: 's.nidhomhnaill', how: 'plain', photo: '3a9c1e_sile' },
  { name: 'Cathal Ó Gallchóir', shown: 'Cathal Ó Gallchóir', title: 'Quota Management & Compliance Officer (SFPA & e-Logbook Liaison)', local: 'c.ogallchoir', how: 'obfuscated', photo: '3a9c1e_cathal' },
  { name: 'Bríd Boyle', shown: 'Bríd Boyle', title: 'Shellfish Sales – Crab, Lobster & Brown Shrimp (EU & Asian Markets)', local: 'b.boyle', how: 'obfuscated', photo: '3a9c1e_brid' },
  { name: 'Declan McFadden', shown: 'Declan McFadden', title: 'Ice Plant & Auction Hall Supervisor', local: 'd.mcfadden', how: 'plain', photo: '3a9c1e_declan' },
];

const obf = (local: string): string => `${local} [at] carrickfincoop [dot] test`;

export function carrickfinCoop(): CrawlWorldSite {
  comp = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [
      {
        '@context': 'https://schema.org/',
        '@type': 'LocalBusiness',
        name: "Carrickfin Fishermen's Co-op",
        url: `${ORIGIN}`,
        image: 'https://static.wixstatic.com/media/3a9c1e_crest.png',
        address: { '@type': 'PostalAddress', streetAddress: 'Carrickfin Pier, Annagry', addressLocality: 'Co. Donegal', postalCode: 'F94 X2K7', addressCountry: 'IE' },
        telephone: '+353 74 955 0140',
      },
    ],
    main: section(
      rt(`<h1 class="font_0 wixui-rich-text__text">Fresh from the Donegal coast since 1974</h1>`) +
        rt(
          p8(
            `Owned by 38 member boats, the Co-op lands, ices, grades and sells crab, lobster, brown shrimp, mackerel and whitefish from Carrickfin and Bunbeg piers, and runs the ice plant and the Thursday auction.`,
          ) + p8(`<a href="${ORIGIN}/buying-from-the-quay" class="wixui-rich-text__text">Buying fish or shellfish?</a> · <a href="${ORIGIN}/about-the-co-op" class="wixui-rich-text__text">Become a member</a>`),
        ),
    ),
  });

  pages['/about-the-co-op'] = page({
    path: '/about-the-co-op',
    title: 'About the Co-op',
    main: section(
      rt(`<h2 class="font_2 wixui-rich-text__text">About the Co-op</h2>`) +
        rt(
          p8(`The Co-op was set up in 1974 by eleven families fishing out of Carrickfin and Bunbeg so that they would not have to sell through the middlemen in Killybegs. Membership is open to any owner of a registered inshore vessel working out of the Rosses.`) +
            p8(`The Co-op is run by a committee of seven elected at the AGM each February.`) +
            p8(`Chairperson: Seán Ó Domhnaill (skipper, MFV Naomh Éanna) – ${mailto(`s.odomhnaill@${HOST}`, `s.odomhnaill@${HOST}`, 'class="wixui-rich-text__text"')}`),
        ),
    ),
  });

  pages['/our-team'] = page({
    path: '/our-team',
    title: 'Our Team',
    main: section(
      rt(`<h2 class="font_2 wixui-rich-text__text">Our Team</h2>`) +
        `<div id="comp-lq9r2k1m" class="V5AUxf comp-lq9r2k1m wixui-repeater" role="list">` +
        TEAM.map(
          (m, i) =>
            `<div id="comp-lq9r2k1n__item-${i + 1}" class="Zc7IjY comp-lq9r2k1n wixui-repeater__item" role="listitem"><div data-testid="mesh-container-content">` +
            `<div class="MazNVa wixui-image"><img src="https://static.wixstatic.com/media/${m.photo}~mv2.jpg/v1/fill/w_280,h_280,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${m.photo}.jpg" alt="" width="280" height="280"></div>` +
            rt(`<h5 class="font_5 wixui-rich-text__text">${esc(m.shown)}</h5>`) +
            rt(p8(esc(m.title))) +
            rt(p8(m.how === 'plain' ? mailto(`${m.local}@${HOST}`, `${m.local}@${HOST}`, 'class="wixui-rich-text__text"') : esc(obf(m.local)))) +
            `</div></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/buying-from-the-quay'] = page({
    path: '/buying-from-the-quay',
    title: 'Buying from the Quay',
    main: section(
      rt(`<h2 class="font_2 wixui-rich-text__text">Buying from the Quay</h2>`) +
        rt(
          p8(`Whitefish and pelagic catches are sold at the Thursday auction in the Carrickfin hall from 7am; registered buyers can also bid online. Live crab and lobster are sold by arrangement for export in vivier trucks.`) +
            p8(`For price lists and availability, e-mail ${mailto(`sales@${HOST}`, `sales@${HOST}`, 'class="wixui-rich-text__text"')}.`) +
            p8(`Contact person: Niamh Ní Bhriain, Sales Administrator (Whitefish &amp; Pelagic), Carrickfin Pier, Annagry, Co. Donegal F94 X2K7, Tel: ${tel('+353 74 955 0142')}, ${mailto(`n.nibhriain@${HOST}`, `n.nibhriain@${HOST}`, 'class="wixui-rich-text__text"')}`),
        ),
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'News',
    main: section(rt(`<h2 class="font_2 wixui-rich-text__text">News</h2>`) + `<div data-hook="post-list"><div data-hook="post-list-item"><h2 data-hook="post-title">AGM 2025: new committee elected</h2><p data-hook="post-description">Over forty members attended the AGM in the Teach Jack function room on 8 February…</p></div></div>`),
  });

  pages['/post/new-skipper-development-training-coordinator'] = page({
    path: '/post/new-skipper-development-training-coordinator',
    title: 'New Skipper Development & Training Coordinator',
    main: section(
      `<article data-hook="post"><div data-hook="post-header"><h1 data-hook="post-title" class="blog-post-title-font">New Skipper Development &amp; Training Coordinator</h1><span data-hook="time-ago">14 Mar 2025</span></div><div data-hook="post-description"><div class="post-content__body">` +
        `<p class="_1h5m1" dir="auto">We are delighted to welcome Aoife Sweeney, who joins the Co-op as Skipper Development &amp; Training Coordinator, supported by BIM’s Inshore Skills scheme. Members wanting a place on the Safety Awareness, Radio (SRC) or Engine Room courses this spring should get in touch with Aoife at ${mailto(`a.sweeney@${HOST}`)} before the end of March.</p>` +
        `</div></div></article>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      rt(`<h2 class="font_2 wixui-rich-text__text">Contact Us</h2>`) +
        rt(p8(`Carrickfin Pier, Annagry, Co. Donegal F94 X2K7`) + p8(`Office: ${tel('+353 74 955 0140')} (Mon–Fri 8.30–4.30)`) + p8(`General enquiries and membership: ${mailto(`office@${HOST}`, `office@${HOST}`, 'class="wixui-rich-text__text"')}`)) +
        `<form id="comp-lq9s7t2x" class="JVi7i2 comp-lq9s7t2x wixui-form" aria-label="Contact form"><div class="wixui-text-input"><label for="input_comp-lq9s7t2y" class="wixui-text-input__label">Email *</label><input type="email" name="email" id="input_comp-lq9s7t2y" class="KvoMHf has-custom-focus wixui-text-input__input" required placeholder="you@example.com" maxlength="250" aria-required="true"></div><div class="wixui-text-box"><label for="textarea_comp-lq9s7t3a" class="wixui-text-box__label">Message</label><textarea id="textarea_comp-lq9s7t3a" class="wixui-text-box__input"></textarea></div><button aria-disabled="false" class="StylableButton2545352419__root wixui-button" type="submit">Send</button></form>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: section(rt(p8(`The Co-op processes members’ and buyers’ personal data to run the auction, pay landings and meet our obligations under EU and Irish fisheries law.`))) });

  pages['/account/my-account'] = page({
    path: '/account/my-account',
    title: 'My Account',
    main: section(rt(p8(`Members: landing statements, quota balances and levy invoices. Problems logging in? ${mailto(`members@${HOST}`)}`))),
  });

  const ul: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\n\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /account/\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n# Block PetalBot\nUser-agent: PetalBot\nDisallow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-03-14'),
      pages: {
        ...pages,
        '/pages-sitemap.xml': xmlPage(urlset(HOST, ['/', '/about-the-co-op', '/our-team', '/buying-from-the-quay', '/blog', '/contact', '/privacy-policy'], '2025-03-14')),
        '/blog-posts-sitemap.xml': xmlPage(urlset(HOST, ['/post/new-skipper-development-training-coordinator'], '2025-03-14')),
      },
      headers: { Server: 'Pepyaka', 'x-wix-request-id': '1716391248.0173941278361', 'X-Seen-By': 'sHU62EDOGnH2FBkJkG/Wx8EeXWsWdHrhlvbxtlynkVg=' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-108',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `sales@${HOST}`, name: null, title: null, pages: ['/buying-from-the-quay'], cases: ['role', 'plain', ul] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/our-team'],
          cases: ['card', m.how, ...(m.shown !== m.name ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `s.odomhnaill@${HOST}`, name: 'Seán Ó Domhnaill', title: 'Chairperson', pages: ['/about-the-co-op'], cases: ['title-name-line', 'plain', ul] },
        { address: `n.nibhriain@${HOST}`, name: 'Niamh Ní Bhriain', title: 'Sales Administrator (Whitefish & Pelagic)', titleAlternatives: ['Sales Administrator'], pages: ['/buying-from-the-quay'], cases: ['label-line', 'plain', ul] },
        { address: `a.sweeney@${HOST}`, name: 'Aoife Sweeney', title: 'Skipper Development & Training Coordinator', pages: ['/post/new-skipper-development-training-coordinator'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/account/my-account'],
      nonAddresses: [
        { text: `members@${HOST}`, kind: 'disallowed' },
        { text: 'you@example.com', kind: 'placeholder' },
      ],
    },
  };
}
