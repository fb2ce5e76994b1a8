/**
 * Côr Cymunedol Aberaeron / Aberaeron Community Choir: a mixed community choir on the Ceredigion
 * coast, on Wix, in English with a Welsh-language version (reached through the hreflang
 * alternates; the language menu is a script-driven button). "Meet the Committee" is a definition
 * list (the accompanist's address built by a custom-embed script); "Join Us" gives the membership
 * secretary on a title, name line; the Welsh learners' page ("Dysgwyr") names two leaders with
 * Welsh titles and the English in brackets. The Wix members' area (disallowed) is the trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'aberaeron-community-choir.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  en: [['/', 'Home'], ['/about', 'About'], ['/committee', 'Meet the Committee'], ['/join-us', 'Join Us'], ['/concerts', 'Concerts'], ['/contact', 'Contact']],
  cy: [['/cy', 'Hafan'], ['/cy/amdanom-ni', 'Amdanom ni'], ['/cy/dysgwyr', 'Dysgwyr'], ['/cy/cysylltu', 'Cysylltu']],
};

const GETHIN_SCRIPT = `var u='gethin.lloyd', d='aberaeron-community-choir' + '.test'; document.getElementById('gl-mail').innerHTML='<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>';`;

const theme: Theme = {
  host: HOST,
  siteName: 'Aberaeron Community Choir',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script>window.viewerModel = {"site":{"metaSiteId":"5e2f7a1c-93b4-4d1e-a7c2-0b8e6f3d9a21","isMultilingualEnabled":true},"language":{"siteLanguage":"en"}};</script>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.f3e8a1b2.bundle.min.js" async></script>',
  ],
  header: (p: PageSpec) => {
    const lang = p.lang.startsWith('cy') ? 'cy' : 'en';
    return (
      `<header id="SITE_HEADER" class="wixui-header"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_0"><span>${lang === 'cy' ? 'Côr Cymunedol Aberaeron' : 'Aberaeron Community Choir'}</span></p></div>` +
      `<nav id="comp-lm3k2x9a" aria-label="Site"><ul>${MENU[lang]!.map(([h, l]) => `<li><a data-testid="linkElement" href="${h}" class="wixui-dropdown-menu__item"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
      `<div id="comp-lang" class="wixui-language-menu"><button type="button" aria-haspopup="true" aria-label="Language Selector: ${lang === 'cy' ? 'Cymraeg' : 'English'}">${lang.toUpperCase()}</button></div></header>`
    );
  },
  footer: (p: PageSpec) =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><p>${p.lang.startsWith('cy') ? 'Ymarferion: nos Lun 7.30–9.30, Neuadd Goffa Aberaeron' : 'Rehearsals: Monday evenings 7.30–9.30pm, Aberaeron Memorial Hall'}</p><p>${mailto(`hello@${HOST}`)} · ${tel('01545 555 214')}</p><p><a href="/members-area">Members</a> · <a href="/privacy">Privacy</a></p><p>Registered charity no. 1187342 · © 2025 Aberaeron Community Choir · Proudly created with Wix.com</p></footer>`,
  privacyPath: { en: '/privacy', cy: '/privacy' },
};
const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ALT_HOME = { 'en-GB': '/', cy: '/cy' };

export function aberaeronChoir(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Home',
    lang: 'en-GB',
    alternates: ALT_HOME,
    main: `<section><h1>Singing together on Cardigan Bay since 1994</h1><p>We are a friendly, non-auditioned choir of about sixty singers. We sing in Welsh and English, from hymns and folk songs to Rutter and the Beatles. No need to read music — just come along on a Monday!</p><p><a href="/join-us">Come to a taster night</a></p></section>`,
  });
  pages['/about'] = page({ path: '/about', title: 'About', lang: 'en-GB', main: `<h1>About the Choir</h1><p>The choir began as a one-off project for the 1994 Aberaeron Festival and never stopped. We raise money for local causes and have sung at the National Eisteddfod, in Cardiff Bay and, once, in a very cold lifeboat station.</p>` });
  pages['/committee'] = page({
    path: '/committee',
    title: 'Meet the Committee',
    lang: 'en-GB',
    main:
      `<h1>Meet the Committee</h1><p>The choir is run by a volunteer committee elected at our AGM each September.</p><dl class="committee">` +
      `<dt>Musical Director</dt><dd>Rhian Pritchard<br>${mailto(`rhian.pritchard@${HOST}`)}</dd>` +
      `<dt>Assistant Musical Director</dt><dd>Rhys Bowen<br>${mailto(`rhys.bowen@${HOST}`)}</dd>` +
      `<dt>Accompanist</dt><dd>Gethin Lloyd<br><span id="gl-mail">(enable JavaScript to see this address)</span><script>${GETHIN_SCRIPT}</script></dd>` +
      `<dt>Chair</dt><dd>Eleri Morgan<br>${mailto(`eleri.morgan@${HOST}`)}</dd>` +
      `<dt>Treasurer</dt><dd>Huw Jenkins</dd>` +
      `</dl>`,
  });
  pages['/join-us'] = page({
    path: '/join-us',
    title: 'Join Us',
    lang: 'en-GB',
    main: `<h1>Join Us</h1><p>New singers are welcome at any rehearsal in September, January and April. Your first three weeks are free; after that subs are £12 a month (£6 for students).</p><p>Membership Secretary: Dafydd Evans – ${mailto(`dafydd.evans@${HOST}`)}</p>`,
  });
  pages['/concerts'] = page({ path: '/concerts', title: 'Concerts', lang: 'en-GB', main: `<h1>Concerts</h1><ul><li>Saturday 14 June – Summer Serenade, Holy Trinity Church, Aberaeron</li><li>Friday 12 December – Carolau yng Ngolau Cannwyll / Carols by Candlelight</li></ul><p>Weddings, festivals and charity events: ${mailto(`bookings@${HOST}`)}</p>` });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', lang: 'en-GB', main: `<h1>Contact</h1><p>Email ${mailto(`hello@${HOST}`)} or call ${tel('01545 555 214')}.</p><p>Post: c/o Memorial Hall, Market Street, Aberaeron SA46 0AU</p>` });
  pages['/cy'] = page({
    path: '/cy',
    title: 'Hafan',
    lang: 'cy',
    alternates: ALT_HOME,
    main: `<section><h1>Canu gyda'n gilydd ar lan Bae Ceredigion ers 1994</h1><p>Côr cyfeillgar heb glyweliad o tua thrigain o gantorion. Croeso cynnes i ddysgwyr Cymraeg!</p><p><a href="/cy/dysgwyr">Dysgwyr: dewch i ganu</a></p></section>`,
  });
  pages['/cy/amdanom-ni'] = page({ path: '/cy/amdanom-ni', title: 'Amdanom ni', lang: 'cy', main: `<h1>Amdanom ni</h1><p>Dechreuodd y côr fel prosiect ar gyfer Gŵyl Aberaeron 1994.</p>` });
  pages['/cy/dysgwyr'] = page({
    path: '/cy/dysgwyr',
    title: 'Dysgwyr',
    lang: 'cy',
    main:
      `<h1>Dysgwyr</h1><p>Ydych chi'n dysgu Cymraeg? Mae ein grŵp canu i ddysgwyr yn cwrdd am hanner awr cyn pob ymarfer i fynd trwy eiriau'r caneuon.</p>` +
      `<p>Arweinydd Grŵp y Dysgwyr (Learners' Group Leader): Carys Jenkins – ${mailto(`carys.jenkins@${HOST}`)}</p>` +
      `<p>Swyddog Iaith (Welsh Language Officer): Bethan Rees – ${mailto(`bethan.rees@${HOST}`)}</p>`,
  });
  pages['/cy/cysylltu'] = page({ path: '/cy/cysylltu', title: 'Cysylltu', lang: 'cy', main: `<h1>Cysylltu</h1><p>E-bost: ${mailto(`hello@${HOST}`)}</p>` });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', lang: 'en-GB', main: `<h1>Privacy Policy</h1><p>We keep members' details only for running the choir.</p>` });
  pages['/members-area'] = page({ path: '/members-area', title: 'Members', lang: 'en-GB', main: `<h1>Members' Area</h1><p>Practice tracks and sheet music. Lost your login? Email the librarian: ${mailto(`music@${HOST}`)}</p>` });

  const cyCases = ['title-name-line', 'plain', 'hreflang', 'link-non-english', 'deep-page'] as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /members-area\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about', '/committee', '/join-us', '/concerts', '/contact', '/privacy']),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1732876543.2109876543210', 'Cache-Control': 'no-cache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-80',
      languages: ['en', 'cy'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `bookings@${HOST}`, name: null, title: null, pages: ['/concerts'], cases: ['role', 'plain'] },
        { address: `rhian.pritchard@${HOST}`, name: 'Rhian Pritchard', title: 'Musical Director', pages: ['/committee'], cases: ['definition-list', 'plain'] },
        { address: `rhys.bowen@${HOST}`, name: 'Rhys Bowen', title: 'Assistant Musical Director', pages: ['/committee'], cases: ['definition-list', 'plain'] },
        { address: `gethin.lloyd@${HOST}`, name: 'Gethin Lloyd', title: 'Accompanist', pages: ['/committee'], encoded: { kind: 'script', text: GETHIN_SCRIPT }, cases: ['definition-list', 'script-concat'] },
        { address: `eleri.morgan@${HOST}`, name: 'Eleri Morgan', title: 'Chair', pages: ['/committee'], cases: ['definition-list', 'plain'] },
        { address: `dafydd.evans@${HOST}`, name: 'Dafydd Evans', title: 'Membership Secretary', pages: ['/join-us'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] },
        { address: `carys.jenkins@${HOST}`, name: 'Carys Jenkins', title: 'Arweinydd Grŵp y Dysgwyr', titleAlternatives: ["Learners' Group Leader"], pages: ['/cy/dysgwyr'], cases: [...cyCases] },
        { address: `bethan.rees@${HOST}`, name: 'Bethan Rees', title: 'Swyddog Iaith', titleAlternatives: ['Welsh Language Officer'], pages: ['/cy/dysgwyr'], cases: [...cyCases] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members-area'],
      nonAddresses: [{ text: `music@${HOST}`, kind: 'disallowed' }],
    },
  };
}
